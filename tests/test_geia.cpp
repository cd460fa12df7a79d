// GEIA end to end on a tiny victim: a GPT-2 decoder trained inside the test on thirty sentences
// learns to decode them from their embeddings, folders round-trip to identical outputs, runs in a
// case store the decoded texts (with the victim's cosine only when the victim is given), a model
// for another dimension is refused, the CLI trains, resumes and inverts, training starts from a
// Hugging Face GPT-2 folder with its byte-level BPE tokenizer (the library's ids and texts), and
// the encoder-decoder attacker starts from a T5 folder or a T5 config.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "attacks/geia/geia_folder.h"
#include "attacks/geia/geia_run.h"
#include "attacks/geia/geia_training.h"
#include "attacks/model_folder_info.h"
#include "attacks/token_labels.h"
#include "io/json_file.h"
#include "nn/gpt2.h"
#include "nn/t5.h"
#include "store/dataset_store.h"
#include "store/model_store.h"
#include "store/run_store.h"
#include "tensor_compare.h"
#include "test_support.h"
#include "test_victim.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace unembed;

namespace {

const QStringList& kSentences = test::kTinySentences;

GPT2Config tinyGpt2() {
    GPT2Config config;
    config.vocabSize = 96;
    config.nPositions = 24;
    config.nEmbd = 64;
    config.nLayer = 2;
    config.nHead = 4;
    config.residPdrop = config.embdPdrop = config.attnPdrop = 0.0;
    config.bosTokenId = 0;
    config.eosTokenId = 1;
    config.padTokenId = 0;
    return config;
}

// A tiny T5 v1.0 over the tiny victim's 90 SentencePiece pieces (pad 0, EOS 1, decoding starts
// from pad): the pretrained encoder-decoder a GEIA attacker can start from.
T5Config tinyT5() {
    T5Config config;
    config.vocabSize = 96;
    config.dModel = 64;
    config.dKv = 16;
    config.dFf = 128;
    config.numLayers = 2;
    config.numDecoderLayers = 2;
    config.numHeads = 4;
    config.dropoutRate = 0.0;
    return config;
}

QStringList decodeTexts(LoadedGeia& geia, const torch::Tensor& embeddings,
                        const GeiaDecoding& decoding = {}) {
    return geia.tokenizer.decode(geia.model->decode(embeddings, decoding).sequences);
}

// unembed-cli with `args` and --json: its JSON result, empty when it failed (`error` gets stderr).
QJsonObject runCli(const QStringList& args, QString& error) {
    QProcess process;
    process.start(QStringLiteral(UNEMBED_CLI), args + QStringList{QStringLiteral("--json")});
    process.waitForFinished(120000);
    error = QString::fromUtf8(process.readAllStandardError());
    if (process.exitCode() != 0) return QJsonObject();
    return QJsonDocument::fromJson(process.readAllStandardOutput()).object();
}

// What transformers 4.x writes for GPT2Config(vocab_size=500, n_positions=40, n_embd=32,
// n_layer=2, n_head=2): GPT-2's special id 50256 stays beyond the small vocabulary.
QJsonObject transformersGpt2Config() {
    return QJsonDocument::fromJson(R"({
  "activation_function": "gelu_new", "architectures": ["GPT2LMHeadModel"], "attn_pdrop": 0.1,
  "bos_token_id": 50256, "embd_pdrop": 0.1, "eos_token_id": 50256, "initializer_range": 0.02,
  "layer_norm_epsilon": 1e-05, "model_type": "gpt2", "n_embd": 32, "n_head": 2,
  "n_inner": null, "n_layer": 2, "n_positions": 40, "reorder_and_upcast_attn": false,
  "resid_pdrop": 0.1, "scale_attn_by_inverse_layer_idx": false, "scale_attn_weights": true,
  "summary_activation": null, "summary_first_dropout": 0.1, "summary_proj_to_labels": true,
  "summary_type": "cls_index", "summary_use_proj": true, "torch_dtype": "float32",
  "transformers_version": "4.46.3", "use_cache": true, "vocab_size": 500})")
        .object();
}

qint64 insertVectors(CaseFile& caseFile, const torch::Tensor& embeddings, const QStringList& texts,
                     const QString& name) {
    EmbeddingSet set;
    set.sourcePath = name;
    const torch::Tensor flat = embeddings.contiguous();
    set.vectors = FloatMatrix::owned(
        std::vector<float>(flat.data_ptr<float>(), flat.data_ptr<float>() + flat.numel()),
        flat.size(0), flat.size(1));
    set.texts = texts;
    return insertDataset(caseFile, set, {name, QStringLiteral("test"), QStringLiteral("-")});
}

} // namespace

class TestGeia : public QObject {
    Q_OBJECT

    std::unique_ptr<test::TinyVictim> victim_;
    EmbeddedTexts corpus_;
    QString modelFolder_;
    QString victimFolder_;
    std::vector<EpochReport> epochs_;

private Q_SLOTS:
    void initTestCase() {
        victim_ = std::make_unique<test::TinyVictim>();
        corpus_ = embedWithVictim(kSentences, *victim_->victim);
        torch::manual_seed(5);
        GeiaModel model(tinyGpt2(), GeiaSpec{16, 16, QStringLiteral("tiny-victim")});
        GeiaTrainingTask task(model, AttackerTokenizer(*victim_->tokenizer), corpus_);
        const TrainingResult result = train(task, test::quickTraining(120), nullptr, {},
                                            [&](const EpochReport& r) { epochs_.push_back(r); });
        QCOMPARE(result.steps, 360);
        modelFolder_ = victim_->dir.filePath(QStringLiteral("geia"));
        saveGeia(*model, AttackerTokenizer(*victim_->tokenizer), modelFolder_);
        victimFolder_ = victim_->dir.filePath(QStringLiteral("victim"));
        victim_->victim->save(victimFolder_);
    }

    void learnsToDecodeItsTrainingSentences() {
        QVERIFY2(epochs_.back().trainLoss < 0.05 * epochs_.front().trainLoss,
                 qPrintable(QStringLiteral("%1 -> %2")
                                .arg(epochs_.front().trainLoss)
                                .arg(epochs_.back().trainLoss)));
        LoadedGeia geia = loadGeia(modelFolder_);
        const QStringList beam = decodeTexts(geia, corpus_.embeddings);
        const int exact = test::exactMatches(beam, kSentences);
        qInfo("GEIA beam 5 after 120 epochs: %d of %d exact", exact, int(kSentences.size()));
        QVERIFY2(exact >= 24, qPrintable(beam.join(QStringLiteral(" | "))));
        // The embedding is what the decoder reads: another sentence's vector gives its sentence.
        QCOMPARE(decodeTexts(geia, corpus_.embeddings.slice(0, 3, 4)).front(), beam[3]);
        GeiaDecoding greedy;
        greedy.beams = 1;
        QVERIFY(test::exactMatches(decodeTexts(geia, corpus_.embeddings, greedy), kSentences) >=
                22);
    }

    void foldersRoundTripToIdenticalOutputs() {
        LoadedGeia geia = loadGeia(modelFolder_);
        const QString copy = victim_->dir.filePath(QStringLiteral("geia-copy"));
        saveGeia(*geia.model, geia.tokenizer, copy);
        LoadedGeia reread = loadGeia(copy);
        const auto original = geia.model->named_parameters();
        const auto again = reread.model->named_parameters();
        QCOMPARE(again.size(), original.size());
        for (const auto& p : original)
            QVERIFY2(test::sameValues(p.value(), again[p.key()]), p.key().c_str());
        QVERIFY(original.contains("align.weight"));
        QVERIFY(original.contains("align.bias"));
        QVERIFY(original.contains("transformer.h.1.attn.c_attn.weight"));
        QVERIFY(original.contains("transformer.wte.weight"));
        const torch::Tensor labels = geia.tokenizer.lossLabels(kSentences.mid(0, 4), 16);
        torch::NoGradGuard noGrad;
        QVERIFY(test::sameValues(geia.model->forward(corpus_.embeddings.slice(0, 0, 4), labels),
                                 reread.model->forward(corpus_.embeddings.slice(0, 0, 4), labels)));
        QCOMPARE(decodeTexts(reread, corpus_.embeddings), decodeTexts(geia, corpus_.embeddings));

        const QJsonObject config = readJsonObjectFile(QDir(copy).filePath("config.json"));
        QCOMPARE(config.value(QStringLiteral("n_embd")).toInt(), 64);
        QCOMPARE(config.value(QStringLiteral("model_type")).toString(), QStringLiteral("gpt2"));
        const QJsonObject block = config.value(QStringLiteral("unembed")).toObject();
        QCOMPARE(block.value(QStringLiteral("family")).toString(), QStringLiteral("geia"));
        QCOMPARE(block.value(QStringLiteral("max_length")).toInt(), 16);
        QCOMPARE(block.value(QStringLiteral("victim")).toObject().value("dim").toInt(), 16);
        QVERIFY(block.value(QStringLiteral("tokenizer")).toString().contains("sentencepiece"));
        QVERIFY(QFile::exists(QDir(copy).filePath(QStringLiteral("spiece.model"))));
    }

    void runsStoreTheDecodedTexts() {
        QTemporaryDir dir;
        CaseFile caseFile(dir.filePath(QStringLiteral("case.unembed")),
                          CaseFile::OpenMode::CreateIfMissing);
        const qint64 datasetId =
            insertVectors(caseFile, corpus_.embeddings, kSentences, QStringLiteral("sentences"));
        LoadedGeia geia = loadGeia(modelFolder_);
        const QStringList expected = decodeTexts(geia, corpus_.embeddings.slice(0, 0, 7));

        GeiaRunRequest request;
        request.modelFolder = modelFolder_;
        request.datasetId = datasetId;
        request.limit = 7;
        request.batchSize = 3;
        std::vector<GeiaOutput> live;
        const GeiaRunResult blind =
            runGeia(caseFile, request, nullptr, [&](const GeiaOutput& o) { live.push_back(o); });
        QCOMPARE(blind.samples, 7);
        QCOMPARE(live.size(), size_t(7));
        const RunInfo run = *findRun(caseFile, blind.runId);
        QCOMPARE(run.attack, QStringLiteral("geia"));
        QCOMPARE(run.status, QStringLiteral("finished"));
        const QJsonObject params = QJsonDocument::fromJson(run.paramsJson.toUtf8()).object();
        QCOMPARE(params.value(QStringLiteral("decode")).toString(), QStringLiteral("beam"));
        QCOMPARE(params.value(QStringLiteral("beams")).toInt(), 5);
        const auto samples = runSamples(caseFile, blind.runId);
        QCOMPARE(samples.size(), size_t(7));
        for (const RunSampleInfo& sample : samples) {
            QCOMPARE(sample.finalText, expected[int(sample.row)]);
            QVERIFY(!sample.finalCosine.has_value()); // no victim, no cosine
        }

        QVERIFY(blind.warnings.isEmpty());
        // The model was trained for "tiny-victim"; the victim's folder is named "victim" (given
        // with a trailing slash, as shells complete it). The run records the warning.
        request.victim = victimFolder_ + QLatin1Char('/');
        const GeiaRunResult scored = runGeia(caseFile, request);
        QCOMPARE(scored.warnings.size(), 1);
        QCOMPARE(QJsonDocument::fromJson(findRun(caseFile, scored.runId)->paramsJson.toUtf8())
                     .object()
                     .value(QStringLiteral("warnings"))
                     .toArray()
                     .size(),
                 1);
        QVERIFY2(scored.warnings[0].contains(
                     QStringLiteral("geia was trained against an embedder named tiny-victim, and "
                                    "the victim is named victim")),
                 qPrintable(scored.warnings[0]));
        for (const RunSampleInfo& sample : runSamples(caseFile, scored.runId)) {
            QVERIFY(sample.finalCosine.has_value());
            // An exact recovery re-embeds to the target itself.
            if (sample.finalText == kSentences[int(sample.row)])
                QVERIFY2(*sample.finalCosine > 0.9999, qPrintable(sample.finalText));
            QVERIFY(*sample.finalCosine <= 1.0 + 1e-6);
        }
        QCOMPARE(listModels(caseFile).size(), size_t(1));

        // Nucleus sampling: the same seed repeats the run, the run's parameters say how.
        request.victim = {};
        request.decoding.method = GeiaDecoding::Method::Nucleus;
        request.decoding.seed = 4;
        const auto texts = [&](qint64 runId) {
            QStringList out;
            for (const RunSampleInfo& sample : runSamples(caseFile, runId))
                out << sample.finalText;
            return out;
        };
        const GeiaRunResult sampled = runGeia(caseFile, request);
        QCOMPARE(texts(runGeia(caseFile, request).runId), texts(sampled.runId));
        const QJsonObject sampledParams =
            QJsonDocument::fromJson(findRun(caseFile, sampled.runId)->paramsJson.toUtf8()).object();
        QCOMPARE(sampledParams.value(QStringLiteral("decode")).toString(),
                 QStringLiteral("nucleus"));
        QCOMPARE(sampledParams.value(QStringLiteral("top_p")).toDouble(), 0.9);
    }

    void anotherDimensionIsRefused() {
        QTemporaryDir dir;
        CaseFile caseFile(dir.filePath(QStringLiteral("case.unembed")),
                          CaseFile::OpenMode::CreateIfMissing);
        const qint64 datasetId = insertVectors(caseFile, torch::randn({3, 8}), kSentences.mid(0, 3),
                                               QStringLiteral("narrow"));
        GeiaRunRequest request;
        request.modelFolder = modelFolder_;
        request.datasetId = datasetId;
        test::expectError([&] { runGeia(caseFile, request); },
                          {QStringLiteral("trained for another embedder (tiny-victim)"),
                           QStringLiteral("'narrow'"), QStringLiteral("expected 8, found 16")});
        QVERIFY(listRuns(caseFile).empty());
    }

    void cliTrainsResumesAndInverts() {
        QTemporaryDir dir;
        const QString texts = test::writeFile(dir, QStringLiteral("texts.txt"),
                                              kSentences.join(QLatin1Char('\n')).toUtf8());
        const QString config = dir.filePath(QStringLiteral("gpt2.json"));
        // GPT-2's own special ids: the job replaces them by the tokenizer's.
        QJsonObject json = tinyGpt2().toJson();
        json.insert(QStringLiteral("eos_token_id"), 50256);
        json.insert(QStringLiteral("bos_token_id"), 50256);
        writeJsonFile(config, json);
        const QString out = dir.filePath(QStringLiteral("geia"));
        QString lastError;
        const auto cli = [&](const QStringList& args) { return runCli(args, lastError); };
        const QStringList train{QStringLiteral("train"),        QStringLiteral("geia"),
                                QStringLiteral("--embedder"),   victimFolder_,
                                QStringLiteral("--texts"),      texts,
                                QStringLiteral("--out"),        out,
                                QStringLiteral("--config"),     config,
                                QStringLiteral("--epochs"),     QStringLiteral("2"),
                                QStringLiteral("--batch-size"), QStringLiteral("10"),
                                QStringLiteral("--max-length"), QStringLiteral("16"),
                                QStringLiteral("--dev"),        texts};
        const QJsonObject first = cli(train);
        QVERIFY2(!first.isEmpty(), qPrintable(lastError));
        QCOMPARE(first.value(QStringLiteral("steps")).toInt(), 6);
        QCOMPARE(first.value(QStringLiteral("resumed")).toBool(), false);
        const QJsonArray epochs = first.value(QStringLiteral("epochs")).toArray();
        QCOMPARE(epochs.size(), 2);
        for (const QJsonValue& epoch : epochs) {
            QVERIFY(epoch.toObject().value(QStringLiteral("dev_loss")).toDouble() > 0.0);
            const QJsonArray samples = epoch.toObject().value(QStringLiteral("samples")).toArray();
            QCOMPARE(samples.size(), 3);
            QVERIFY(samples[0].toString().startsWith(kSentences[0] + QStringLiteral("  ->  ")));
        }
        const QJsonObject again = cli(train);
        QCOMPARE(again.value(QStringLiteral("resumed")).toBool(), true);
        QCOMPARE(again.value(QStringLiteral("steps")).toInt(), 6);
        const LoadedGeia trained = loadGeia(out);
        QCOMPARE(trained.model->spec().embeddingDim, 16);
        QCOMPARE(trained.model->spec().maxLength, 16);
        QCOMPARE(trained.model->transformer->config().eosTokenId, 1);

        // A given tokenizer is used as is; a vocabulary too small for it is refused.
        const QString spm = QDir(victimFolder_).filePath(QStringLiteral("spiece.model"));
        const QString withTokenizer = dir.filePath(QStringLiteral("given"));
        QVERIFY2(!cli(QStringList(train.mid(0, 7))
                      << withTokenizer << QStringLiteral("--config") << config
                      << QStringLiteral("--tokenizer") << spm << QStringLiteral("--epochs")
                      << QStringLiteral("1") << QStringLiteral("--max-length")
                      << QStringLiteral("16"))
                      .isEmpty(),
                 qPrintable(lastError));
        QCOMPARE(test::readFile(QDir(withTokenizer).filePath(QStringLiteral("spiece.model"))),
                 test::readFile(spm));
        json.insert(QStringLiteral("vocab_size"), 40);
        writeJsonFile(config, json);
        QVERIFY(cli(QStringList(train.mid(0, 7))
                    << dir.filePath(QStringLiteral("small")) << QStringLiteral("--config") << config
                    << QStringLiteral("--tokenizer") << spm)
                    .isEmpty());
        QVERIFY2(lastError.contains(QStringLiteral("vocab_size")) &&
                     lastError.contains(QStringLiteral("expected at least the tokenizer's")),
                 qPrintable(lastError));

        const QString casePath = dir.filePath(QStringLiteral("case.unembed"));
        qint64 datasetId = 0;
        {
            CaseFile caseFile(casePath, CaseFile::OpenMode::CreateIfMissing);
            datasetId = insertVectors(caseFile, corpus_.embeddings, kSentences,
                                      QStringLiteral("sentences"));
        }
        const QStringList invert{QStringLiteral("invert"),
                                 QStringLiteral("--attack"),
                                 QStringLiteral("geia"),
                                 QStringLiteral("--model"),
                                 modelFolder_,
                                 QStringLiteral("--case"),
                                 casePath,
                                 QStringLiteral("--dataset"),
                                 QString::number(datasetId),
                                 QStringLiteral("--limit"),
                                 QStringLiteral("4")};
        const QJsonObject blind = cli(invert);
        QVERIFY2(!blind.isEmpty(), qPrintable(lastError));
        const QJsonArray blindSamples = blind.value(QStringLiteral("samples")).toArray();
        QCOMPARE(blindSamples.size(), 4);
        LoadedGeia geia = loadGeia(modelFolder_);
        const QStringList expected = decodeTexts(geia, corpus_.embeddings.slice(0, 0, 4));
        for (const QJsonValue& value : blindSamples) {
            const QJsonObject sample = value.toObject();
            QCOMPARE(sample.value(QStringLiteral("text")).toString(),
                     expected[sample.value(QStringLiteral("row")).toInt()]);
            QVERIFY(sample.value(QStringLiteral("cosine")).isNull());
        }
        const QJsonObject sampled =
            cli(QStringList(invert)
                << QStringLiteral("--embedder") << victimFolder_ << QStringLiteral("--decode")
                << QStringLiteral("nucleus") << QStringLiteral("--seed") << QStringLiteral("3"));
        QVERIFY2(!sampled.isEmpty(), qPrintable(lastError));
        for (const QJsonValue& value : sampled.value(QStringLiteral("samples")).toArray())
            QVERIFY(value.toObject().value(QStringLiteral("cosine")).isDouble());
        CaseFile caseFile(casePath);
        QCOMPARE(listRuns(caseFile).size(), size_t(2));
        QVERIFY(cli(QStringList(invert) << QStringLiteral("--decode") << QStringLiteral("top-k"))
                    .isEmpty());
        QVERIFY2(lastError.contains(QStringLiteral("--decode must be beam or nucleus")),
                 qPrintable(lastError));
    }

    void startsFromAPretrainedGpt2Folder() {
        QTemporaryDir dir;
        const QString hf = dir.filePath(QStringLiteral("gpt2"));
        GPT2Config shape = GPT2Config::fromJson(transformersGpt2Config());
        QCOMPARE(shape.specialIdsOutsideVocabulary(),
                 QStringLiteral("bos_token_id 50256, eos_token_id 50256"));
        torch::manual_seed(11);
        GPT2LMHeadModel pretrained(shape);
        saveGPT2(*pretrained, hf);
        writeJsonFile(QDir(hf).filePath(QStringLiteral("config.json")), transformersGpt2Config());
        for (const QString& name :
             {QStringLiteral("tokenizer.json"), QStringLiteral("tokenizer_config.json")})
            QVERIFY(
                QFile::copy(test::hfEncoderFixture(QStringLiteral("gpt2_bpe_tokenizer/") + name),
                            QDir(hf).filePath(name)));

        // Labels are the library's byte-level BPE ids then EOS (<|endoftext|>, id 0), and a
        // decoded sequence (column 0 the embedding's) reads back as the library decodes it.
        const AttackerTokenizer tokenizer = AttackerTokenizer::load(hf);
        QCOMPARE(tokenizer.eosId(), int64_t(0));
        QCOMPARE(tokenizer.idCount(), int64_t(500));
        const QJsonObject expected =
            readJsonObjectFile(test::hfEncoderFixture(QStringLiteral("gpt2_bpe_expected.json")));
        const QJsonArray texts = expected.value(QStringLiteral("texts")).toArray();
        const QJsonArray ids = expected.value(QStringLiteral("ids")).toArray();
        const QJsonArray decoded = expected.value(QStringLiteral("decode")).toArray();
        QVERIFY(texts.size() > 10);
        int compared = 0;
        for (qsizetype i = 0; i < texts.size(); ++i) {
            std::vector<int64_t> want;
            for (const QJsonValue& id : ids[i].toArray())
                want.push_back(id.toInteger());
            std::vector<int64_t> labels = want;
            labels.push_back(0);
            QCOMPARE(tokenizer.labelIds(texts[i].toString(), 0), labels);
            if (std::find(want.begin(), want.end(), 0) != want.end()) continue;
            labels.insert(labels.begin(), 0);
            const torch::Tensor sequence = torch::tensor(labels, torch::kLong).unsqueeze(0);
            QCOMPARE(tokenizer.decode(sequence).front(), decoded[i].toString());
            ++compared;
        }
        QVERIFY(compared > 10);

        // The CLI trains from the folder (a learning rate too small to move the weights) and
        // says which special ids it replaced.
        const QString textsPath = test::writeFile(dir, QStringLiteral("texts.txt"),
                                                  kSentences.join(QLatin1Char('\n')).toUtf8());
        const QString out = dir.filePath(QStringLiteral("geia"));
        const QStringList train{QStringLiteral("train"),      QStringLiteral("geia"),
                                QStringLiteral("--embedder"), victimFolder_,
                                QStringLiteral("--texts"),    textsPath,
                                QStringLiteral("--out"),      out,
                                QStringLiteral("--init"),     hf};
        QString error;
        const QJsonObject result =
            runCli(QStringList(train) << QStringLiteral("--epochs") << QStringLiteral("1")
                                      << QStringLiteral("--batch-size") << QStringLiteral("10")
                                      << QStringLiteral("--max-length") << QStringLiteral("16")
                                      << QStringLiteral("--lr") << QStringLiteral("1e-12"),
                   error);
        QVERIFY2(!result.isEmpty(), qPrintable(error));
        const QJsonArray warnings = result.value(QStringLiteral("warnings")).toArray();
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings[0].toString().contains(QStringLiteral("eos_token_id 50256")) &&
                     warnings[0].toString().contains(QStringLiteral("500-id vocabulary")),
                 qPrintable(warnings[0].toString()));
        QVERIFY(error.contains(QStringLiteral("warning:")));
        LoadedGeia trained = loadGeia(out);
        QVERIFY(!trained.tokenizer.isSentencePiece());
        QCOMPARE(trained.tokenizer.eosId(), int64_t(0));
        QVERIFY(QFile::exists(QDir(out).filePath(QStringLiteral("tokenizer.json"))));
        QVERIFY(!QFile::exists(QDir(out).filePath(QStringLiteral("spiece.model"))));
        const QJsonObject config =
            readJsonObjectFile(QDir(out).filePath(QStringLiteral("config.json")));
        QCOMPARE(config.value(QStringLiteral("eos_token_id")).toInt(), 0);
        QVERIFY(config.value(QStringLiteral("unembed"))
                    .toObject()
                    .value(QStringLiteral("tokenizer"))
                    .toString()
                    .contains(QStringLiteral("tokenizer.json")));
        const auto after = trained.model->named_parameters();
        for (const auto& p : pretrained->named_parameters())
            QVERIFY2(test::closeValues(p.value(), after[p.key()], 1e-5, 1e-6), p.key().c_str());
        GeiaDecoding greedy;
        greedy.beams = 1;
        const torch::Tensor sequences =
            trained.model->decode(corpus_.embeddings.slice(0, 0, 2), greedy).sequences;
        QCOMPARE(sequences.size(0), int64_t(2));
        QVERIFY(sequences.max().item<int64_t>() < 500);

        // Its run is scored under its own BPE tokenizer, and judged by the GPT-2 it started from.
        const QString casePath = dir.filePath(QStringLiteral("case.unembed"));
        qint64 datasetId = 0;
        {
            CaseFile caseFile(casePath, CaseFile::OpenMode::CreateIfMissing);
            datasetId = insertVectors(caseFile, corpus_.embeddings, kSentences,
                                      QStringLiteral("sentences"));
        }
        const QJsonObject inverted =
            runCli({QStringLiteral("invert"), QStringLiteral("--attack"), QStringLiteral("geia"),
                    QStringLiteral("--model"), out, QStringLiteral("--case"), casePath,
                    QStringLiteral("--dataset"), QString::number(datasetId),
                    QStringLiteral("--limit"), QStringLiteral("3")},
                   error);
        QVERIFY2(!inverted.isEmpty(), qPrintable(error));
        const QJsonObject scored =
            runCli({QStringLiteral("eval"), QStringLiteral("--case"), casePath,
                    QStringLiteral("--run"), QString::number(inverted.value("run").toInteger()),
                    QStringLiteral("--perplexity-judge"), hf},
                   error);
        QVERIFY2(!scored.isEmpty(), qPrintable(error));
        QVERIFY(scored.value(QStringLiteral("tokenizer"))
                    .toString()
                    .endsWith(QStringLiteral("geia/tokenizer.json")));
        const QJsonObject metrics = scored.value(QStringLiteral("metrics")).toObject();
        QVERIFY(metrics.value(QStringLiteral("token_f1")).isDouble());
        // Perplexity is defined for outputs with a token: an untrained decoder may stop at once.
        bool anyText = false;
        for (const QJsonValue& sample : inverted.value(QStringLiteral("samples")).toArray())
            anyText =
                anyText || !sample.toObject().value(QStringLiteral("text")).toString().isEmpty();
        QCOMPARE(metrics.value(QStringLiteral("perplexity")).isDouble(), anyText);
        if (anyText) QVERIFY(metrics.value(QStringLiteral("perplexity")).toDouble() > 1.0);

        // --init brings its own config and tokenizer; another family and pickled weights are
        // refused.
        QVERIFY(runCli(QStringList(train) << QStringLiteral("--config")
                                          << QDir(hf).filePath(QStringLiteral("config.json")),
                       error)
                    .isEmpty());
        QVERIFY2(error.contains(QStringLiteral("leave out --config")), qPrintable(error));
        QJsonObject bert = transformersGpt2Config();
        bert.insert(QStringLiteral("model_type"), QStringLiteral("bert"));
        writeJsonFile(QDir(hf).filePath(QStringLiteral("config.json")), bert);
        QVERIFY(runCli(train, error).isEmpty());
        QVERIFY2(error.contains(QStringLiteral("model_type")) &&
                     error.contains(QStringLiteral("gpt2 or t5")),
                 qPrintable(error));
        writeJsonFile(QDir(hf).filePath(QStringLiteral("config.json")), transformersGpt2Config());
        QVERIFY(QFile::rename(QDir(hf).filePath(QStringLiteral("model.safetensors")),
                              QDir(hf).filePath(QStringLiteral("pytorch_model.bin"))));
        QVERIFY(runCli(train, error).isEmpty());
        QVERIFY2(error.contains(QStringLiteral("pickle")), qPrintable(error));
    }

    // GEIA's encoder-decoder attacker (its attacker_t5.py): Align(f(x)) is a T5 encoder's one
    // input position. Started from a T5 folder it keeps the folder's weights and vocabulary,
    // learns the sentences, round-trips, and runs and shows as GEIA through the CLI; a T5
    // config.json trains one from scratch.
    void trainsAnEncoderDecoderAttackerFromAT5Folder() {
        QTemporaryDir dir;
        const QString t5Folder = dir.filePath(QStringLiteral("t5"));
        torch::manual_seed(13);
        T5Model pretrained(tinyT5());
        saveT5(*pretrained, t5Folder);
        QVERIFY(QFile::copy(victim_->tokenizer->modelPath(),
                            QDir(t5Folder).filePath(QStringLiteral("spiece.model"))));

        // In-process: the decoder learns the thirty sentences from their embeddings.
        GeiaModel model(tinyT5(), GeiaSpec{16, 16, QStringLiteral("tiny-victim")});
        loadT5Weights(t5Folder, *model->encoder_decoder);
        const AttackerTokenizer tokenizer(*victim_->tokenizer);
        std::vector<EpochReport> epochs;
        GeiaTrainingTask task(model, tokenizer, corpus_);
        train(task, test::quickTraining(120), nullptr, {},
              [&](const EpochReport& r) { epochs.push_back(r); });
        QVERIFY2(epochs.back().trainLoss < 0.05 * epochs.front().trainLoss,
                 qPrintable(QStringLiteral("%1 -> %2")
                                .arg(epochs.front().trainLoss)
                                .arg(epochs.back().trainLoss)));
        const QString saved = dir.filePath(QStringLiteral("geia-t5"));
        saveGeia(*model, tokenizer, saved);
        LoadedGeia geia = loadGeia(saved);
        QVERIFY(geia.model->isEncoderDecoder());
        const QStringList beam = decodeTexts(geia, corpus_.embeddings);
        const int exact = test::exactMatches(beam, kSentences);
        qInfo("GEIA with T5, beam 5 after 120 epochs: %d of %d exact", exact,
              int(kSentences.size()));
        QVERIFY2(exact >= 24, qPrintable(beam.join(QStringLiteral(" | "))));
        // Nucleus sampling repeats with its seed; another seed, or a high temperature, draws
        // other texts.
        GeiaDecoding nucleus;
        nucleus.method = GeiaDecoding::Method::Nucleus;
        nucleus.seed = 7;
        nucleus.temperature = 3.0;
        nucleus.topP = 1.0;
        const QStringList sampled = decodeTexts(geia, corpus_.embeddings, nucleus);
        QCOMPARE(decodeTexts(geia, corpus_.embeddings, nucleus), sampled);
        QVERIFY(test::exactMatches(sampled, beam) < exact);
        nucleus.seed = 8;
        QVERIFY(decodeTexts(geia, corpus_.embeddings, nucleus) != sampled);
        const torch::Tensor labels = geia.tokenizer.lossLabels(kSentences.mid(0, 4), 16);
        {
            torch::NoGradGuard noGrad;
            model->eval();
            QVERIFY(
                test::sameValues(model->forward(corpus_.embeddings.slice(0, 0, 4), labels),
                                 geia.model->forward(corpus_.embeddings.slice(0, 0, 4), labels)));
        }
        const QJsonObject config = readJsonObjectFile(QDir(saved).filePath("config.json"));
        QCOMPARE(config.value(QStringLiteral("model_type")).toString(), QStringLiteral("t5"));
        QCOMPARE(config.value(QStringLiteral("unembed")).toObject().value("family").toString(),
                 QStringLiteral("geia"));
        QVERIFY(geia.model->named_parameters().contains("encoder_decoder.shared.weight"));
        QVERIFY(geia.model->named_parameters().contains("align.weight"));

        // The CLI starts from the folder (a learning rate too small to move the weights), and
        // the model inverts a dataset and shows as GEIA with its victim.
        const QString textsPath = test::writeFile(dir, QStringLiteral("texts.txt"),
                                                  kSentences.join(QLatin1Char('\n')).toUtf8());
        const QString out = dir.filePath(QStringLiteral("geia"));
        const QStringList train{QStringLiteral("train"),        QStringLiteral("geia"),
                                QStringLiteral("--embedder"),   victimFolder_,
                                QStringLiteral("--texts"),      textsPath,
                                QStringLiteral("--out"),        out,
                                QStringLiteral("--epochs"),     QStringLiteral("1"),
                                QStringLiteral("--batch-size"), QStringLiteral("10"),
                                QStringLiteral("--max-length"), QStringLiteral("16")};
        QString error;
        QVERIFY2(!runCli(QStringList(train) << QStringLiteral("--init") << t5Folder
                                            << QStringLiteral("--lr") << QStringLiteral("1e-12"),
                         error)
                      .isEmpty(),
                 qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("embedding")), qPrintable(error)); // its stages
        LoadedGeia trained = loadGeia(out);
        QVERIFY(trained.model->isEncoderDecoder());
        QCOMPARE(test::readFile(QDir(out).filePath(QStringLiteral("spiece.model"))),
                 test::readFile(QDir(t5Folder).filePath(QStringLiteral("spiece.model"))));
        const auto after = trained.model->named_parameters();
        for (const auto& p : pretrained->named_parameters())
            QVERIFY2(test::closeValues(p.value(), after["encoder_decoder." + p.key()], 1e-5, 1e-6),
                     p.key().c_str());
        const ModelFolderInfo info = describeModelFolder(out);
        QCOMPARE(info.model.family, QStringLiteral("geia"));
        QCOMPARE(info.model.victimDim, 16);
        QVERIFY2(info.summary.startsWith(QStringLiteral("T5: d_model 64")),
                 qPrintable(info.summary));
        const QString casePath = dir.filePath(QStringLiteral("case.unembed"));
        qint64 datasetId = 0;
        {
            CaseFile caseFile(casePath, CaseFile::OpenMode::CreateIfMissing);
            datasetId = insertVectors(caseFile, corpus_.embeddings, kSentences,
                                      QStringLiteral("sentences"));
        }
        const QJsonObject inverted = runCli(
            {QStringLiteral("invert"), QStringLiteral("--attack"), QStringLiteral("geia"),
             QStringLiteral("--model"), out, QStringLiteral("--case"), casePath,
             QStringLiteral("--dataset"), QString::number(datasetId), QStringLiteral("--limit"),
             QStringLiteral("3"), QStringLiteral("--embedder"), victimFolder_},
            error);
        QVERIFY2(!inverted.isEmpty(), qPrintable(error));
        const QJsonArray samples = inverted.value(QStringLiteral("samples")).toArray();
        QCOMPARE(samples.size(), 3);
        QVERIFY(!inverted.contains(QStringLiteral("warnings"))); // trained against this victim
        QVERIFY(samples[0].toObject().value(QStringLiteral("cosine")).isDouble());
        {
            CaseFile caseFile(casePath, CaseFile::OpenMode::ExistingOnly);
            const std::vector<RunInfo> runs = listRuns(caseFile);
            QCOMPARE(runs.size(), size_t(1));
            QCOMPARE(QJsonDocument::fromJson(runs[0].paramsJson.toUtf8())
                         .object()
                         .value(QStringLiteral("decoder"))
                         .toString(),
                     QStringLiteral("t5"));
        }

        // A T5 config.json trains the same attacker from scratch with a vocabulary learnt on the
        // texts; a T5 folder whose config ends texts with another id than its spiece.model, or
        // without spiece.model, and a config of another family are refused.
        T5Config scratch = tinyT5();
        scratch.vocabSize = 80;
        const QString configPath = dir.filePath(QStringLiteral("t5.json"));
        scratch.save(configPath);
        const QString fresh = dir.filePath(QStringLiteral("fresh"));
        QVERIFY2(!runCli(QStringList(train.mid(0, 6))
                             << QStringLiteral("--out") << fresh << QStringLiteral("--config")
                             << configPath << train.mid(8),
                         error)
                      .isEmpty(),
                 qPrintable(error));
        LoadedGeia fromScratch = loadGeia(fresh);
        QVERIFY(fromScratch.model->isEncoderDecoder());
        QCOMPARE(fromScratch.tokenizer.idCount(), int64_t(80));
        QJsonObject mismatched = tinyT5().toJson();
        mismatched.insert(QStringLiteral("eos_token_id"), 2);
        writeJsonFile(QDir(t5Folder).filePath(QStringLiteral("config.json")), mismatched);
        QVERIFY(
            runCli(QStringList(train) << QStringLiteral("--init") << t5Folder, error).isEmpty());
        QVERIFY2(error.contains(QStringLiteral("spiece.model disagree")), qPrintable(error));
        writeJsonFile(QDir(t5Folder).filePath(QStringLiteral("config.json")), tinyT5().toJson());
        QVERIFY(QFile::rename(QDir(t5Folder).filePath(QStringLiteral("spiece.model")),
                              QDir(t5Folder).filePath(QStringLiteral("tokenizer.model"))));
        QVERIFY(
            runCli(QStringList(train) << QStringLiteral("--init") << t5Folder, error).isEmpty());
        QVERIFY2(error.contains(QStringLiteral("spiece.model")) &&
                     error.contains(QStringLiteral("tokenizer.json alone")),
                 qPrintable(error));
        // A config far bigger than its weights is refused before the victim embeds anything.
        QVERIFY(QFile::rename(QDir(t5Folder).filePath(QStringLiteral("tokenizer.model")),
                              QDir(t5Folder).filePath(QStringLiteral("spiece.model"))));
        QJsonObject huge = tinyT5().toJson();
        huge.insert(QStringLiteral("d_model"), 2048);
        huge.insert(QStringLiteral("d_ff"), 8192);
        writeJsonFile(QDir(t5Folder).filePath(QStringLiteral("config.json")), huge);
        QVERIFY(
            runCli(QStringList(train) << QStringLiteral("--init") << t5Folder, error).isEmpty());
        QVERIFY2(error.contains(QStringLiteral("does not belong to these weights")) &&
                     !error.contains(QStringLiteral("embedding")),
                 qPrintable(error));
        QJsonObject bart = tinyT5().toJson();
        bart.insert(QStringLiteral("model_type"), QStringLiteral("bart"));
        writeJsonFile(configPath, bart);
        QVERIFY(runCli(QStringList(train.mid(0, 6))
                           << QStringLiteral("--out") << dir.filePath(QStringLiteral("bart"))
                           << QStringLiteral("--config") << configPath << train.mid(8),
                       error)
                    .isEmpty());
        QVERIFY2(error.contains(QStringLiteral("t5.json")) &&
                     error.contains(QStringLiteral("gpt2 or t5")),
                 qPrintable(error));
    }

    // The encoder-decoder attacker computes what transformers computes for GEIA's T5 attacker
    // (tests/fixtures/make_geia_t5.py): each label's log-probability given Align(e) as the
    // encoder's one position, the loss, and greedy decoding; a tokenizer.json beside the
    // folder's spiece.model is not read in its place.
    void encoderDecoderAttackerMatchesTransformers() {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("geia-t5"));
        QVERIFY(QDir().mkpath(folder));
        for (const QString& name :
             {QStringLiteral("config.json"), QStringLiteral("model.safetensors")})
            QVERIFY(QFile::copy(test::fixture(QStringLiteral("geia-t5/") + name),
                                QDir(folder).filePath(name)));
        QVERIFY(
            QFile::copy(test::fixture(QStringLiteral("vec2text-published/backbone/spiece.model")),
                        QDir(folder).filePath(QStringLiteral("spiece.model"))));
        QVERIFY(
            QFile::copy(test::hfEncoderFixture(QStringLiteral("gpt2_bpe_tokenizer/tokenizer.json")),
                        QDir(folder).filePath(QStringLiteral("tokenizer.json"))));
        const QJsonObject expected =
            readJsonObjectFile(test::fixture(QStringLiteral("geia-t5/expected.json")));
        LoadedGeia geia = loadGeia(folder);
        QVERIFY(geia.model->isEncoderDecoder());
        QVERIFY(geia.tokenizer.isSentencePiece());
        QCOMPARE(geia.tokenizer.idCount(), int64_t(256));

        const auto matrix = [](const QJsonArray& rows, auto type) {
            std::vector<std::vector<decltype(type)>> out;
            for (const QJsonValue& row : rows) {
                out.emplace_back();
                for (const QJsonValue& v : row.toArray())
                    out.back().push_back(decltype(type)(v.toDouble()));
            }
            return out;
        };
        const auto embeddingRows = matrix(expected.value("embeddings").toArray(), 0.0f);
        torch::Tensor embeddings = torch::empty({int64_t(embeddingRows.size()), 16});
        for (size_t r = 0; r < embeddingRows.size(); ++r)
            embeddings[int64_t(r)].copy_(torch::tensor(embeddingRows[r]));
        const auto labelRows = matrix(expected.value("labels").toArray(), int64_t(0));
        torch::Tensor labels =
            torch::empty({int64_t(labelRows.size()), int64_t(labelRows[0].size())}, torch::kLong);
        for (size_t r = 0; r < labelRows.size(); ++r)
            labels[int64_t(r)].copy_(torch::tensor(labelRows[r]));
        torch::NoGradGuard noGrad;
        const torch::Tensor logits = geia.model->forward(embeddings, labels);
        const torch::Tensor logprobs = torch::log_softmax(logits, -1);
        const auto want = matrix(expected.value("label_logprobs").toArray(), 0.0);
        int compared = 0;
        for (size_t r = 0; r < want.size(); ++r)
            for (size_t i = 0; i < want[r].size(); ++i, ++compared) {
                const double got = logprobs[int64_t(r)][int64_t(i)][labelRows[r][i]].item<double>();
                QVERIFY2(std::abs(got - want[r][i]) < 1e-4,
                         qPrintable(QStringLiteral("row %1 label %2: %3 vs transformers' %4")
                                        .arg(r)
                                        .arg(i)
                                        .arg(got)
                                        .arg(want[r][i])));
            }
        QCOMPARE(compared, 17);
        QVERIFY(std::abs(crossEntropy(logits, labels).item<double>() -
                         expected.value("loss").toDouble()) < 1e-4);
        GeiaDecoding greedy;
        greedy.beams = 1;
        const torch::Tensor sequences = geia.model->decode(embeddings, greedy).sequences;
        const auto wantIds = matrix(expected.value("greedy").toArray(), int64_t(0));
        QCOMPARE(sequences.size(1), int64_t(wantIds[0].size()));
        for (size_t r = 0; r < wantIds.size(); ++r)
            QVERIFY(torch::equal(sequences[int64_t(r)], torch::tensor(wantIds[r])));
    }
};

QTEST_GUILESS_MAIN(TestGeia)
#include "test_geia.moc"
