#include "demo_plan.h"

#include "io/file_checksum.h"
#include "text/sensitive_terms.h"

#include <QDir>
#include <QJsonArray>

namespace unembed::demo {

namespace {

const int kVocabPieces = 4000;
const int kSliceRows = 20;
const int kSliceSteps = 3;

QJsonObject t5Settings(int layers, int decoderLayers) {
    return {{QStringLiteral("vocab_size"), 4096},
            {QStringLiteral("d_model"), 256},
            {QStringLiteral("d_kv"), 64},
            {QStringLiteral("d_ff"), 768},
            {QStringLiteral("num_layers"), layers},
            {QStringLiteral("num_decoder_layers"), decoderLayers},
            {QStringLiteral("num_heads"), 4},
            {QStringLiteral("dropout_rate"), 0.1},
            {QStringLiteral("feed_forward_proj"), QStringLiteral("relu")}};
}

QJsonObject trainerSettings(int epochs, int batch, double lr, int warmup) {
    return {{QStringLiteral("epochs"), epochs},
            {QStringLiteral("batch_size"), batch},
            {QStringLiteral("lr"), lr},
            {QStringLiteral("warmup"), warmup},
            {QStringLiteral("seed"), kSeed}};
}

QJsonObject defenceSetting(const QString& defence, const QJsonArray& strengths) {
    return {{QStringLiteral("defence"), defence}, {QStringLiteral("strengths"), strengths}};
}

} // namespace

std::vector<Stage> stages(const DemoBuildRequest& request) {
    // Sized to train on two CPU cores in about an hour and a half in all (REPORT.md gives each
    // stage's time); the cheap attacks come before Vec2Text, which gets the most epochs.
    const QJsonObject vec2textModel = t5Settings(2, 2);
    std::vector<Stage> plan = {
        {QStringLiteral("corpus"),
         {{QStringLiteral("dev_every"), 50},
          {QStringLiteral("test_limit"), request.testLimit},
          {QStringLiteral("format"), 1}}},
        {QStringLiteral("vocabulary"), {{QStringLiteral("pieces"), kVocabPieces}}},
        // Trained to match each turn with the persona line it expresses, and each text with
        // itself under dropout (SimCSE's unsupervised pairs), which spreads unrelated texts apart.
        {QStringLiteral("victim"),
         {{QStringLiteral("model"), t5Settings(2, 1)}, // the decoder count is unused
          {QStringLiteral("max_length"), kMaxLength},
          {QStringLiteral("scale"), 20.0},
          {QStringLiteral("pairs"),
           QJsonArray{QStringLiteral("persona facts"), QStringLiteral("identity")}},
          {QStringLiteral("trainer"), trainerSettings(2, 64, 1e-3, 200)}}},
        // The victim's spread and retrieval on the test dialogues, before any attack uses it.
        {QStringLiteral("victim-check"), {{QStringLiteral("format"), 1}}},
        // The second victim, which no shipped attacker was trained on: a BERT encoder (WordPiece
        // vocabulary from the demo's pieces, 128 dimensions) trained on the same pairs.
        {QStringLiteral("victim-bert"),
         {{QStringLiteral("model"),
           QJsonObject{{QStringLiteral("model_type"), QStringLiteral("bert")},
                       {QStringLiteral("hidden_size"), 128},
                       {QStringLiteral("num_hidden_layers"), 2},
                       {QStringLiteral("num_attention_heads"), 4},
                       {QStringLiteral("intermediate_size"), 512},
                       {QStringLiteral("max_position_embeddings"), 64},
                       {QStringLiteral("hidden_act"), QStringLiteral("gelu")}}},
          {QStringLiteral("max_length"), kMaxLength},
          {QStringLiteral("scale"), 20.0},
          {QStringLiteral("pairs"),
           QJsonArray{QStringLiteral("persona facts"), QStringLiteral("identity")}},
          {QStringLiteral("trainer"), trainerSettings(2, 64, 5e-4, 200)}}},
        {QStringLiteral("case"),
         {{QStringLiteral("format"), 2},
          {QStringLiteral("messages_sha256"),
           sha256OfFile(QDir(request.outFolder).filePath(QStringLiteral("messages.txt")))}}},
        // The baselines as the papers set them (Adam 3e-4, batch 64), on the shared vocabulary.
        // Format 2: MLC's output biases start at the training tokens' base rates.
        {QStringLiteral("mlc"),
         {{QStringLiteral("format"), 2},
          {QStringLiteral("hidden"), 0},
          {QStringLiteral("trainer"), trainerSettings(10, 64, 3e-4, 0)}}},
        {QStringLiteral("msp"),
         {{QStringLiteral("hidden"), 512},
          {QStringLiteral("decoding"), QStringLiteral("distinct")},
          {QStringLiteral("trainer"), trainerSettings(6, 64, 3e-4, 0)}}},
        // GEIA's decoder: a small GPT-2 trained from scratch, as the paper does at medium size.
        {QStringLiteral("geia"),
         {{QStringLiteral("model"),
           QJsonObject{{QStringLiteral("model_type"), QStringLiteral("gpt2")},
                       {QStringLiteral("vocab_size"), 4096},
                       {QStringLiteral("n_positions"), 64},
                       {QStringLiteral("n_embd"), 256},
                       {QStringLiteral("n_layer"), 3},
                       {QStringLiteral("n_head"), 4},
                       {QStringLiteral("activation_function"), QStringLiteral("gelu_new")}}},
          {QStringLiteral("trainer"), trainerSettings(4, 64, 1e-3, 300)}}},
        {QStringLiteral("vec2text-inversion"),
         {{QStringLiteral("model"), vec2textModel},
          {QStringLiteral("repeat_tokens"), 8},
          {QStringLiteral("trainer"), trainerSettings(5, 64, 1e-3, 300)}}},
        // The corrector starts from the inverter (its T5 and projections), as vec2text starts
        // both from a pretrained T5: trained from scratch it learned only to copy the hypothesis.
        // It learns from the base inverter's hypotheses of its training texts, over 24 epochs:
        // 4 epochs on cross-fitted hypotheses (fold inverters trained without each text) gained
        // less on test texts than 12 on the base inverter's own, and 24 more than 12
        // (docs/demo.md, "What was tried").
        {QStringLiteral("vec2text-corrector"),
         {{QStringLiteral("init"), QStringLiteral("inverter")},
          {QStringLiteral("trainer"), trainerSettings(24, 64, 1e-3, 300)}}},
        // Vec2Text's ablation: the same corrector shown the target embedding in place of its
        // hypothesis's, so it corrects without feedback. Shipped, so its runs can be re-run.
        {QStringLiteral("vec2text-corrector-nofeedback"),
         {{QStringLiteral("init"), QStringLiteral("inverter")},
          {QStringLiteral("feedback"), false},
          {QStringLiteral("trainer"), trainerSettings(24, 64, 1e-3, 300)}}},
        // Evaluation on the first test_limit PersonaChat test utterances (the corpus stage cuts
        // them), each attack as the papers decode it.
        {QStringLiteral("test-set"), {{QStringLiteral("batch_size"), 64}}},
        {QStringLiteral("training-sample"), {{QStringLiteral("rows"), 500}}},
        {QStringLiteral("evaluate-mlc"), {{QStringLiteral("batch_size"), 256}}},
        {QStringLiteral("evaluate-msp"), {{QStringLiteral("batch_size"), 256}}},
        {QStringLiteral("evaluate-geia"),
         {{QStringLiteral("beams"), 5},
          {QStringLiteral("top_p"), 0.9},
          {QStringLiteral("temperature"), 0.9},
          {QStringLiteral("seed"), 0},
          {QStringLiteral("batch_size"), 32}}},
        {QStringLiteral("evaluate-vec2text"),
         {{QStringLiteral("steps"), 20},
          {QStringLiteral("sbeam"), 1},
          {QStringLiteral("batch_size"), 64}}},
        // Sequence beam search costs sbeam^2 decodings per step: the first 500 utterances.
        {QStringLiteral("evaluate-vec2text-sbeam"),
         {{QStringLiteral("steps"), 20},
          {QStringLiteral("sbeam"), 4},
          {QStringLiteral("limit"), 500},
          {QStringLiteral("batch_size"), 32}}},
        {QStringLiteral("evaluate-vec2text-nofeedback"),
         {{QStringLiteral("steps"), 20},
          {QStringLiteral("sbeam"), 1},
          {QStringLiteral("batch_size"), 64}}},
        // The same attack on training texts: what of its gain carries to unseen texts.
        {QStringLiteral("evaluate-vec2text-training"),
         {{QStringLiteral("steps"), 20},
          {QStringLiteral("sbeam"), 1},
          {QStringLiteral("batch_size"), 64}}},
        {QStringLiteral("sweep-pr"), {}},
        // The attackers against the second victim, which none of them was trained on, through
        // lstsq maps fitted on leaked pairs of training texts (ALGEN), measured on held-out pairs;
        // the map from shipped_map pairs ships.
        // Attribute probes on both victims: logistic regressions on the training texts' vectors,
        // labelled by the detectors with the health-term list; 1 text in 5 held out.
        {QStringLiteral("attribute-probes"),
         {{QStringLiteral("held_out_every"), 5},
          {QStringLiteral("c"), 1.0},
          {QStringLiteral("balanced"), true},
          {QStringLiteral("min_positives"), 5},
          {QStringLiteral("health_terms_sha256"),
           sha256OfFile(QDir(request.outFolder).filePath(QStringLiteral("health-terms.txt")))}}},
        // Format 2: the maps name both embedders as they name themselves.
        {QStringLiteral("threat-models"),
         {{QStringLiteral("format"), 2},
          {QStringLiteral("pairs"), QJsonArray{10, 100, 1000, 10000}},
          {QStringLiteral("held_out"), 1000},
          {QStringLiteral("seed"), 0},
          {QStringLiteral("vec2text_steps"), 20},
          {QStringLiteral("shipped_map"), 1000}}},
        {QStringLiteral("sweep-noise"),
         {{QStringLiteral("retrieval"), QStringLiteral("persona facts")},
          {QStringLiteral("lambdas"), QJsonArray{0.0, 1e-3, 1e-2, 2e-2, 3e-2, 3.5e-2, 4e-2, 4.25e-2,
                                                 4.5e-2, 4.75e-2, 5e-2, 1e-1, 1.0}},
          {QStringLiteral("steps"), 10},
          {QStringLiteral("documents"), 200},
          {QStringLiteral("seed"), 0}}},
        // The defences a vector store applies, compared at equal utility with the noise above:
        // int8 and coarser scalar quantisation, binary, Matryoshka-style truncation, and a secret
        // rotation against attackers with 0 to 256 leaked pairs: the victim's 256 dimensions, of
        // the 292 persona facts after the 200 inverted.
        {QStringLiteral("sweep-defences"),
         {{QStringLiteral("retrieval"), QStringLiteral("persona facts")},
          {QStringLiteral("defences"),
           QJsonArray{defenceSetting(QStringLiteral("scalar"), {8, 4, 2}),
                      defenceSetting(QStringLiteral("binary"), {}),
                      defenceSetting(QStringLiteral("truncate"), {128, 64, 32}),
                      defenceSetting(QStringLiteral("rotate"), {0, 16, 64, 256})}},
          {QStringLiteral("steps"), 10},
          {QStringLiteral("documents"), 200},
          {QStringLiteral("seed"), 0}}},
        // The demo messages as the GUI first shows them: every attack, and a small slice (the
        // first kSliceRows vectors, kSliceSteps greedy rounds) that the pack test re-runs.
        {QStringLiteral("demo-runs"),
         {{QStringLiteral("steps"), 20},
          {QStringLiteral("sbeam"), 4},
          {QStringLiteral("slice_rows"), kSliceRows},
          {QStringLiteral("slice_steps"), kSliceSteps}}},
        {QStringLiteral("report"),
         {{QStringLiteral("format"), 17},
          {QStringLiteral("health_terms_sha256"),
           sha256OfFile(QDir(request.outFolder).filePath(QStringLiteral("health-terms.txt")))}}},
    };
    const QString vec2text = QStringLiteral("vec2text-corrector");
    const QString noFeedback = QStringLiteral("vec2text-corrector-nofeedback");
    const QStringList evaluations{QStringLiteral("evaluate-mlc"),
                                  QStringLiteral("evaluate-msp"),
                                  QStringLiteral("evaluate-geia"),
                                  QStringLiteral("evaluate-vec2text"),
                                  QStringLiteral("evaluate-vec2text-sbeam"),
                                  QStringLiteral("evaluate-vec2text-nofeedback")};
    const QHash<QString, QStringList> inputs{
        {QStringLiteral("vocabulary"), {QStringLiteral("corpus")}},
        {QStringLiteral("victim"), {QStringLiteral("vocabulary")}},
        {QStringLiteral("victim-check"), {QStringLiteral("victim")}},
        {QStringLiteral("victim-bert"), {QStringLiteral("vocabulary")}},
        {QStringLiteral("case"), {QStringLiteral("victim")}},
        {QStringLiteral("mlc"), {QStringLiteral("victim")}},
        {QStringLiteral("msp"), {QStringLiteral("victim")}},
        {QStringLiteral("geia"), {QStringLiteral("victim")}},
        {QStringLiteral("vec2text-inversion"), {QStringLiteral("victim")}},
        {vec2text, {QStringLiteral("vec2text-inversion")}},
        {noFeedback, {QStringLiteral("vec2text-inversion")}},
        {QStringLiteral("test-set"), {QStringLiteral("victim")}},
        {QStringLiteral("training-sample"), {QStringLiteral("test-set")}},
        {QStringLiteral("evaluate-mlc"), {QStringLiteral("test-set"), QStringLiteral("mlc")}},
        {QStringLiteral("evaluate-msp"), {QStringLiteral("test-set"), QStringLiteral("msp")}},
        {QStringLiteral("evaluate-geia"), {QStringLiteral("test-set"), QStringLiteral("geia")}},
        {QStringLiteral("evaluate-vec2text"), {QStringLiteral("test-set"), vec2text}},
        {QStringLiteral("evaluate-vec2text-sbeam"), {QStringLiteral("test-set"), vec2text}},
        {QStringLiteral("evaluate-vec2text-nofeedback"), {QStringLiteral("test-set"), noFeedback}},
        {QStringLiteral("evaluate-vec2text-training"),
         {QStringLiteral("training-sample"), vec2text}},
        {QStringLiteral("sweep-pr"), evaluations},
        // The sweeps' runs are stored in the evaluation case that test-set makes.
        {QStringLiteral("sweep-noise"), {QStringLiteral("test-set"), vec2text}},
        {QStringLiteral("sweep-defences"), {QStringLiteral("test-set"), vec2text}},
        {QStringLiteral("attribute-probes"),
         {QStringLiteral("victim-bert"), QStringLiteral("test-set")}},
        {QStringLiteral("threat-models"),
         {QStringLiteral("victim-bert"), QStringLiteral("evaluate-mlc"),
          QStringLiteral("evaluate-msp"), QStringLiteral("evaluate-geia"),
          QStringLiteral("evaluate-vec2text")}},
        {QStringLiteral("demo-runs"),
         {QStringLiteral("case"), QStringLiteral("mlc"), QStringLiteral("msp"),
          QStringLiteral("geia"), vec2text, QStringLiteral("evaluate-geia")}},
        {QStringLiteral("report"),
         evaluations + QStringList{QStringLiteral("evaluate-vec2text-training"),
                                   QStringLiteral("sweep-pr"), QStringLiteral("sweep-noise"),
                                   QStringLiteral("sweep-defences"), QStringLiteral("demo-runs"),
                                   QStringLiteral("victim-check"), QStringLiteral("threat-models"),
                                   QStringLiteral("attribute-probes")}}};
    // The stages whose results count detected terms are built again when the built-in patterns
    // change (patterns/3 no longer counts a number word on its own).
    const QString patterns = PatternDetector().label();
    for (Stage& stage : plan) {
        stage.inputs = inputs.value(stage.name);
        if (stage.name.startsWith(QLatin1String("evaluate-")) ||
            stage.name == QLatin1String("attribute-probes") ||
            stage.name == QLatin1String("demo-runs"))
            stage.settings.insert(QStringLiteral("patterns"), patterns);
    }
    return plan;
}

TrainerOptions trainerOptions(const QJsonObject& settings, const QString& checkpointDir) {
    const QJsonObject t = settings.value(QStringLiteral("trainer")).toObject();
    TrainerOptions options;
    options.epochs = t.value(QStringLiteral("epochs")).toInt();
    options.batchSize = t.value(QStringLiteral("batch_size")).toInt();
    options.learningRate = t.value(QStringLiteral("lr")).toDouble();
    options.warmupSteps = t.value(QStringLiteral("warmup")).toInt();
    options.seed = uint64_t(t.value(QStringLiteral("seed")).toInt());
    options.checkpointDir = checkpointDir;
    options.checkpointEvery = 200;
    return options;
}

T5Config t5Config(const QJsonObject& settings) {
    return T5Config::fromJson(settings.value(QStringLiteral("model")).toObject());
}

QJsonObject stageSettings(const DemoBuildRequest& request, const QString& name) {
    for (const Stage& stage : stages(request))
        if (stage.name == name) return stage.settings;
    return {};
}

} // namespace unembed::demo
