// The demo's second victim: an embedder no shipped attacker was trained on, of another
// architecture, tokenizer and dimension than the first (a BERT encoder with a WordPiece
// vocabulary, 128 dimensions against the T5 victim's 256), trained on the same pairs. The
// threat-models stage attacks it through maps into the first victim's space.
#include "demo/demo_builder.h"
#include "nn/bert.h"
#include "text/sentencepiece_tokenizer.h"
#include "tokenizers/tokenizer_loader.h"

#include <QJsonDocument>
#include <QSet>

namespace unembed::demo {

namespace {

// A WordPiece vocabulary (vocab.txt, as BertTokenizer reads it) made from the demo's unigram
// pieces: BERT's special tokens, every character of the pieces alone and as a continuation, then
// each piece lowercased, "▁word" as a word start "word" and "iece" as a continuation "##iece".
QStringList wordPieceVocabulary(const SentencePieceTokenizer& pieces) {
    QStringList vocab{QStringLiteral("[PAD]"), QStringLiteral("[UNK]"), QStringLiteral("[CLS]"),
                      QStringLiteral("[SEP]"), QStringLiteral("[MASK]")};
    QSet<QString> seen(vocab.begin(), vocab.end());
    const auto add = [&](const QString& token) {
        if (token.isEmpty() || token == QLatin1String("##") || seen.contains(token)) return;
        seen.insert(token);
        vocab << token;
    };
    QStringList words;
    for (int id = 0; id < pieces.pieceCount(); ++id) {
        const QString piece = pieces.piece(id).toLower();
        if (piece.startsWith(QLatin1Char('<'))) continue; // <pad>, </s>, <unk>
        const bool wordStart = piece.startsWith(QChar(0x2581));
        const QString text = wordStart ? piece.mid(1) : piece;
        for (const QChar c : text) {
            add(QString(c));
            add(QStringLiteral("##") + c);
        }
        words << (wordStart ? text : QStringLiteral("##") + text);
    }
    for (const QString& word : words)
        add(word);
    return vocab;
}

// Hugging Face's BERT initialisation: weights from N(0, 0.02), biases zero, layer norms one.
void initialiseLikeBert(torch::nn::Module& model) {
    torch::NoGradGuard noGrad;
    for (auto& item : model.named_parameters()) {
        const std::string& name = item.key();
        torch::Tensor& value = item.value();
        const bool norm = name.find("LayerNorm") != std::string::npos;
        if (name.size() >= 4 && name.compare(name.size() - 4, 4, "bias") == 0)
            value.zero_();
        else if (norm)
            value.fill_(1.0);
        else
            value.normal_(0.0, 0.02);
    }
}

} // namespace

QJsonObject DemoBuilder::trainSecondVictim(const QJsonObject& settings) {
    const Corpora& c = corpora();
    torch::manual_seed(kSeed);
    const QString start = workPath(QStringLiteral("victim-bert/start"));
    QDir().mkpath(start);
    const QStringList vocab =
        wordPieceVocabulary(SentencePieceTokenizer::load(workPath(QStringLiteral("spiece.model"))));
    writeLines(QDir(start).filePath(QStringLiteral("vocab.txt")), vocab);
    const int maxLength = settings.value(QStringLiteral("max_length")).toInt();
    writeTextFile(
        QDir(start).filePath(QStringLiteral("tokenizer_config.json")),
        QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("do_lower_case"), true},
                                                    {QStringLiteral("model_max_length"), maxLength},
                                                    {QStringLiteral("tokenizer_class"),
                                                     QStringLiteral("BertTokenizer")}})
                              .toJson()));
    QJsonObject modelJson = settings.value(QStringLiteral("model")).toObject();
    modelJson.insert(QStringLiteral("vocab_size"), int(vocab.size()));
    BertModel encoder(BertConfig::fromJson(modelJson, start), BertModelImpl::Positions::Absolute);
    initialiseLikeBert(*encoder);
    SentenceTransformer victim(QStringLiteral("unembed-demo-victim-bert"),
                               std::make_shared<BertFamilyEncoder<BertModel>>(encoder),
                               loadTextTokenizer(start, false), SentencePooling{},
                               torch::nn::Linear{nullptr},
                               QStringLiteral("torch.nn.modules.linear.Identity"), true, maxLength);
    const TrainerOptions options =
        trainerOptions(settings, workPath(QStringLiteral("victim-bert/checkpoints")));
    const TextPairs pairs = victimPairs(settings.value(QStringLiteral("pairs")).toArray(), c.train,
                                        workPath(QStringLiteral("train.txt")));
    DualEncoderTrainingTask task(victim, pairs, personaFactPairs(c.dev), options.batchSize,
                                 settings.value(QStringLiteral("scale")).toDouble());
    const TrainingResult result = train(task, options, cancel_, log_.trainingStep, log_.epoch);
    victim.save(workPath(QStringLiteral("victim-bert/final")));
    exportFloat16(workPath(QStringLiteral("victim-bert/final")), secondVictimFolder());
    QJsonObject results = trainingResults(result);
    results.insert(QStringLiteral("training_pairs"), qint64(pairs.size()));
    results.insert(QStringLiteral("vocabulary"), qint64(vocab.size()));
    return results;
}

} // namespace unembed::demo
