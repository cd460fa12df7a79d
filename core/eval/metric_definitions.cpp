#include "metric_definitions.h"

#include <stdexcept>

namespace unembed {

namespace {

MetricDefinition percent(const char* name, const char* id, const char* tokenization,
                         const char* definition) {
    return {QString::fromLatin1(name), QString::fromLatin1(id), QStringLiteral("%"),
            QString::fromLatin1(tokenization), QString::fromLatin1(definition)};
}

} // namespace

const std::vector<MetricDefinition>& metricDefinitions() {
    static const std::vector<MetricDefinition> definitions = {
        percent("bleu", "sacrebleu-corpus-per-pair/13a/exp/no-effective-order", "sacreBLEU 13a",
                "Vec2Text's BLEU: mean over sentences of sacreBLEU corpus BLEU on one pair "
                "(exponential smoothing, no effective order: under 4 tokens scores 0)."),
        percent("sentence_bleu", "sacrebleu-sentence/13a/exp/effective-order", "sacreBLEU 13a",
                "Mean over sentences of sacreBLEU sentence_bleu (effective order: an exact "
                "one-word match scores 100)."),
        percent("geia_bleu1", "nltk-corpus-bleu/1/no-smoothing", "whitespace, case-sensitive",
                "GEIA's BLEU-1: NLTK corpus_bleu with weights (1)."),
        percent("geia_bleu2", "nltk-corpus-bleu/2/no-smoothing", "whitespace, case-sensitive",
                "GEIA's BLEU-2: NLTK corpus_bleu with weights (1/2, 1/2)."),
        percent("geia_bleu4", "nltk-corpus-bleu/4/no-smoothing", "whitespace, case-sensitive",
                "GEIA's BLEU-4: NLTK corpus_bleu with weights (1/4, 1/4, 1/4, 1/4)."),
        percent("rouge1", "rouge-score/rouge1-f/no-stemming", "rouge_score",
                "ROUGE-1 F-measure as rouge_score computes it, mean over sentences."),
        percent("rouge2", "rouge-score/rouge2-f/no-stemming", "rouge_score",
                "ROUGE-2 F-measure as rouge_score computes it, mean over sentences."),
        percent("rougeL", "rouge-score/rougeL-f/no-stemming", "rouge_score",
                "ROUGE-L F-measure (longest common subsequence), mean over sentences."),
        percent("tf1", "token-set-f1/nltk-word-tokenize-3.9/punkt-procedure", "NLTK word_tokenize",
                "Vec2Text's token F1: per sentence F1 of the word sets, mean over sentences."),
        percent("token_precision", "micro-multi-hot/attacker-tokenizer", "attacker tokenizer ids",
                "Micro precision of the token-id sets (EOS included) summed over the test set, as "
                "scikit-learn average='micro' on multi-hot matrices (GEIA Table 1)."),
        percent("token_recall", "micro-multi-hot/attacker-tokenizer", "attacker tokenizer ids",
                "Micro recall of the token-id sets (EOS included) summed over the test set."),
        percent("token_f1", "micro-multi-hot/attacker-tokenizer", "attacker tokenizer ids",
                "Micro F1 of the token-id sets (EOS included) summed over the test set."),
        percent("exact_match", "string-equality", "none",
                "Share of predictions equal to their reference, character for character."),
        percent("exact_match_geia", "geia-emr/strip-word-punctuation/case-sensitive",
                "whitespace words",
                "GEIA's exact-match rate: ASCII punctuation stripped from both ends of every "
                "word, case kept."),
        percent("exact_match_loose", "lower-case/ascii-and-unicode-punctuation/collapsed-spaces",
                "none",
                "Equality after lower-casing, removing every character that is ASCII punctuation "
                "(Python's string.punctuation) or Unicode punctuation (categories Pc, Pd, Ps, Pe, "
                "Pi, Pf, Po), and collapsing white space."),
        {QStringLiteral("edit_distance"), QStringLiteral("levenshtein/code-points/mean"),
         QStringLiteral("characters"), QStringLiteral("Unicode code points"),
         QStringLiteral("Character Levenshtein distance, mean over sentences.")},
        {QStringLiteral("edit_distance_median"), QStringLiteral("levenshtein/code-points/median"),
         QStringLiteral("characters"), QStringLiteral("Unicode code points"),
         QStringLiteral("Character Levenshtein distance, median over sentences.")},
        percent("swr_prediction", "nltk-english-stopwords/179/word-tokenize-3.9/punkt-procedure",
                "NLTK word_tokenize",
                "Share of NLTK English stop words among the predictions' words."),
        percent("swr_reference", "nltk-english-stopwords/179/word-tokenize-3.9/punkt-procedure",
                "NLTK word_tokenize",
                "Share of NLTK English stop words among the references' words."),
        percent("swr_difference", "nltk-english-stopwords/179/word-tokenize-3.9/punkt-procedure",
                "NLTK word_tokenize",
                "Predictions' stop-word rate minus the references' (GEIA Table 3)."),
        percent("nerr", "whole-word-case-insensitive", "detector spans",
                "Named-entity recovery ratio: share of the terms detected in the references "
                "that the predictions contain as whole words."),
        percent("first_name_recovery", "name-spans/first-word", "detector spans",
                "Share of first names recovered: the first words of full names (a term-list "
                "name, or a run of 2+ adjacent given names and proper nouns) and given names "
                "or one-word term-list names standing alone."),
        percent("last_name_recovery", "name-spans/last-word", "detector spans",
                "Share of the last words of full names (a term-list name, or a run of 2+ "
                "adjacent given names and proper nouns) recovered."),
        percent("full_name_recovery", "name-spans/whole", "detector spans",
                "Share of full names (a term-list name of 2+ words, or a run of 2+ adjacent "
                "given names and proper nouns) recovered whole."),
        {QStringLiteral("cosine"), QStringLiteral("victim-cosine"), QStringLiteral("cosine"),
         QStringLiteral("victim tokenizer"),
         QStringLiteral("cos(f(prediction), f(reference)) under the victim embedder f, mean "
                        "over sentences (Vec2Text's cos).")},
        {QStringLiteral("target_cosine"), QStringLiteral("attack-recorded-cosine"),
         QStringLiteral("cosine"), QStringLiteral("victim tokenizer"),
         QStringLiteral("cos(f(prediction), e) with e the stored vector, as the attack recorded "
                        "it while correcting (Vec2Text's per-round cosine), mean over sentences.")},
        {QStringLiteral("judge_cosine"), QStringLiteral("judge-cosine"), QStringLiteral("cosine"),
         QStringLiteral("judge tokenizer"),
         QStringLiteral("Cosine of prediction and reference under a separate judge embedder "
                        "(GEIA's ES).")},
        {QStringLiteral("perplexity"), QStringLiteral("hf-evaluate-perplexity/add-start-token"),
         QString(), QStringLiteral("judge tokenizer"),
         QStringLiteral("Fluency (GEIA's PPL): exp of the mean negative log-likelihood of the "
                        "prediction's tokens after the BOS token under a judge GPT-2, as Hugging "
                        "Face evaluate's perplexity; mean over predictions with a token. Lower is "
                        "more fluent.")},
        {QStringLiteral("ndcg@10"), QStringLiteral("trec-eval-ndcg-cut-10/gain=relevance"),
         QStringLiteral("score"), QStringLiteral("victim tokenizer"),
         QStringLiteral("Retrieval quality: trec_eval's NDCG@10 (gain = judged relevance, "
                        "log2 discount) of cosine search, mean over judged queries. The search "
                        "is exact up to 50,000 documents and an HNSW graph beyond; the run's "
                        "retrieval_search says which.")},
    };
    return definitions;
}

const MetricDefinition& metricDefinition(const QString& name) {
    for (const MetricDefinition& definition : metricDefinitions())
        if (definition.name == name) return definition;
    throw std::out_of_range("no metric definition named " + name.toStdString());
}

} // namespace unembed
