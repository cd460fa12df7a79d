// Vec2Text checkpoints in the vec2text library's own layout (tests/fixtures/vec2text-published:
// a tiny inverter and corrector saved by the library's save_pretrained, their T5 backbone named by
// model_name_or_path, the sentence-transformers victim they invert, and every round the library's
// rule gave, decoded by transformers' T5Tokenizer). Checked: the folders load as they are, the
// backbone is found in a Hugging Face cache or where --backbone points, pickles are refused, the
// tokenizer decodes the library's ids to the library's texts, and in vec2text mode Unembed's
// rounds and sequence beam equal the library's; keep-best mode differs from it as documented.
#include <torch/torch.h>

#include "attacks/model_folder_info.h"
#include "attacks/vec2text/correction.h"
#include "attacks/vec2text/published_vec2text.h"
#include "cli_process.h"
#include "embedders/sentence_transformer.h"
#include "io/embedding_reader.h"
#include "io/json_file.h"
#include "io/safetensors.h"
#include "store/case_file.h"
#include "store/run_store.h"
#include "tensor_compare.h"
#include "test_support.h"
#include "tokenizers/cleanup_spaces.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;
using namespace unembed::test;

namespace {

QString published(const QString& name) {
    return fixture(QStringLiteral("vec2text-published/") + name);
}

QJsonObject expectedRounds() {
    return readJsonObjectFile(published(QStringLiteral("expected.json")));
}

torch::Tensor targets() {
    const EmbeddingSet set = readEmbeddings(published(QStringLiteral("expected_targets.npy")));
    return torch::from_blob(const_cast<float*>(set.vectors.data()),
                            {set.vectors.rows(), set.vectors.dim()}, torch::kFloat32)
        .clone();
}

// The published inverter and corrector against their victim.
struct PublishedPair {
    std::unique_ptr<SentenceTransformer> victim =
        SentenceTransformer::load(published(QStringLiteral("victim")));
    Vec2TextInversion attack{loadVec2TextInverter(published(QStringLiteral("inverter"))),
                             published(QStringLiteral("inverter")),
                             loadVec2TextCorrector(published(QStringLiteral("corrector"))),
                             published(QStringLiteral("corrector")), *victim};
};

// Below this gap between the two likeliest tokens, float rounding may pick the other one.
constexpr double kNearTie = 1e-3;

} // namespace

class TestVec2TextPublished : public QObject {
    Q_OBJECT

private slots:
    void init() { setBackboneFolder({}, published(QStringLiteral("backbone"))); }
    void cleanup() { setBackboneFolder({}, {}); }

    void cleanUpFollowsTransformers() {
        QCOMPARE(cleanUpTokenizationSpaces(QStringLiteral("Hello , world !")),
                 QStringLiteral("Hello, world!"));
        QCOMPARE(cleanUpTokenizationSpaces(QStringLiteral("I do n't know . Is it ?")),
                 QStringLiteral("I don't know. Is it?"));
        QCOMPARE(cleanUpTokenizationSpaces(QStringLiteral("it 's Anna ' s , we 're , I 'm")),
                 QStringLiteral("it's Anna's, we're, I'm"));
        // Only the tokenizers crate's WordPiece decoder contracts "do not".
        QCOMPARE(cleanUpTokenizationSpaces(QStringLiteral("I do not")), QStringLiteral("I do not"));
        QCOMPARE(
            cleanUpTokenizationSpaces(QStringLiteral("I do not"), SpaceCleanup::WordPieceDecoder),
            QStringLiteral("I don't"));
    }

    // Every round's ids decode to the text transformers' T5Tokenizer gave.
    void decodesAsTheLibrary() {
        const LoadedInverter inverter = loadVec2TextInverter(published(QStringLiteral("inverter")));
        QVERIFY(inverter.tokenizer.cleansUpTokenizationSpaces());
        int compared = 0;
        for (const QJsonValue& row : expectedRounds().value(QStringLiteral("rows")).toArray())
            for (const QJsonValue& round :
                 row.toObject().value(QStringLiteral("rounds")).toArray()) {
                std::vector<int64_t> ids;
                for (const QJsonValue& id : round.toObject().value(QStringLiteral("ids")).toArray())
                    ids.push_back(id.toInteger());
                QCOMPARE(inverter.tokenizer.decode(ids),
                         round.toObject().value(QStringLiteral("text")).toString());
                ++compared;
            }
        QCOMPARE(compared, 48 * 4);
    }

    void loadsAsPublished() {
        const LoadedInverter inverter = loadVec2TextInverter(published(QStringLiteral("inverter")));
        QCOMPARE(inverter.model->spec().victimName, QStringLiteral("st_gtr_like"));
        QCOMPARE(inverter.model->spec().embeddingDim, 24);
        QCOMPARE(inverter.model->spec().numRepeatTokens, 4);
        QCOMPARE(inverter.model->spec().maxLength, 16);
        const LoadedCorrector corrector =
            loadVec2TextCorrector(published(QStringLiteral("corrector")));
        QVERIFY(corrector.model->spec().feedback);
        QCOMPARE(corrector.model->spec().embeddingDim, 24);
        // Models shows it as Vec2Text with its victim.
        const ModelFolderInfo info = describeModelFolder(published(QStringLiteral("corrector")));
        QCOMPARE(info.model.family, QStringLiteral("vec2text-corrector"));
        QCOMPARE(info.model.victimName, QStringLiteral("st_gtr_like"));
        QCOMPARE(info.model.victimDim, 24);
        QVERIFY2(info.summary.contains(QStringLiteral("vec2text library checkpoint")),
                 qPrintable(info.summary));
        // An inverter is not a corrector.
        expectError([] { loadVec2TextCorrector(published(QStringLiteral("inverter"))); },
                    {QStringLiteral("vec2text-corrector"), QStringLiteral("vec2text-inversion")});
    }

    void findsTheBackbone() {
        setBackboneFolder({}, {});
        const QString name = QStringLiteral("hfref/t5-tiny-relu-d32");
        QTemporaryDir hub;
        qputenv("HF_HUB_CACHE", hub.path().toUtf8());
        expectError([] { loadVec2TextInverter(published(QStringLiteral("inverter"))); },
                    {QStringLiteral("'hfref/t5-tiny-relu-d32'"), QStringLiteral("--backbone"),
                     QStringLiteral("models--hfref--t5-tiny-relu-d32/snapshots")});
        // As huggingface_hub caches it.
        const QString snapshot =
            hub.filePath(QStringLiteral("models--hfref--t5-tiny-relu-d32/snapshots/0123abc"));
        QVERIFY(QDir().mkpath(snapshot));
        for (const QString& file : {QStringLiteral("config.json"), QStringLiteral("spiece.model")})
            QVERIFY(QFile::copy(published(QStringLiteral("backbone/") + file),
                                QDir(snapshot).filePath(file)));
        QCOMPARE(findBackbone(name, published(QStringLiteral("inverter"))),
                 QFileInfo(snapshot).absoluteFilePath());
        QCOMPARE(
            loadVec2TextInverter(published(QStringLiteral("inverter"))).model->spec().maxLength,
            16);
        // A folder set for the name wins.
        setBackboneFolder(name, published(QStringLiteral("backbone")));
        QCOMPARE(findBackbone(name, {}),
                 QFileInfo(published(QStringLiteral("backbone"))).absoluteFilePath());
        setBackboneFolder(name, {});
        qunsetenv("HF_HUB_CACHE");
    }

    // A folder given as the backbone that is not one is named, not skipped.
    void aWrongBackboneFolderIsNamed() {
        QTemporaryDir empty;
        setBackboneFolder({}, empty.path());
        expectError([] { loadVec2TextInverter(published(QStringLiteral("inverter"))); },
                    {empty.path(), QStringLiteral("holds no config.json and spiece.model")});
    }

    // Correctors saved before vec2text gave e, e - e_t and e_t projections of their own store one
    // under the inverter's name; all three read it.
    void loadsCorrectorsWithOneSharedProjection() {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(published(QStringLiteral("corrector/config.json")),
                            dir.filePath(QStringLiteral("config.json"))));
        const SafetensorsFile file =
            SafetensorsFile::open(published(QStringLiteral("corrector/model.safetensors")));
        std::vector<SafetensorsTensorData> tensors;
        for (const SafetensorsTensor& t : file.tensors()) {
            QString name = t.name;
            if (name.startsWith(QLatin1String("embedding_transform_2.")) ||
                name.startsWith(QLatin1String("embedding_transform_3.")))
                continue;
            name.replace(QLatin1String("embedding_transform_1."),
                         QLatin1String("embedding_transform."));
            tensors.push_back({name, t.dtype, t.shape, file.bytes(t).toByteArray()});
        }
        writeSafetensors(dir.filePath(QStringLiteral("model.safetensors")), tensors,
                         {{QStringLiteral("format"), QStringLiteral("pt")}});
        const LoadedCorrector corrector = loadVec2TextCorrector(dir.path());
        QCOMPARE(corrector.model->spec().embeddingDim, 24);
        const auto first = corrector.model->embedding_transform_1->named_parameters();
        for (const auto* other :
             {&corrector.model->embedding_transform_2, &corrector.model->embedding_transform_3})
            for (const auto& p : (*other)->named_parameters())
                QVERIFY(test::sameValues(p.value(), first[p.key()]));
    }

    // vec2text's OpenAI checkpoints name the API model (embedder_model_api) and leave
    // embedder_model_name at its default: the victim is the API model. Weights saved with the
    // tied embedding copies (encoder/decoder.embed_tokens) load as the shared embedding.
    void apiCheckpointsAndTiedCopiesLoad() {
        QTemporaryDir dir;
        QJsonObject config = readJsonObjectFile(published(QStringLiteral("inverter/config.json")));
        config.insert(QStringLiteral("embedder_model_name"), QStringLiteral("gtr_base"));
        config.insert(QStringLiteral("embedder_model_api"),
                      QStringLiteral("text-embedding-ada-002"));
        writeJsonFile(dir.filePath(QStringLiteral("config.json")), config);
        const SafetensorsFile file =
            SafetensorsFile::open(published(QStringLiteral("inverter/model.safetensors")));
        std::vector<SafetensorsTensorData> tensors;
        for (const SafetensorsTensor& t : file.tensors()) {
            tensors.push_back({t.name, t.dtype, t.shape, file.bytes(t).toByteArray()});
            if (t.name == QLatin1String("encoder_decoder.shared.weight"))
                for (const QString& copy :
                     {QStringLiteral("encoder_decoder.encoder.embed_tokens.weight"),
                      QStringLiteral("encoder_decoder.decoder.embed_tokens.weight")})
                    tensors.push_back({copy, t.dtype, t.shape, file.bytes(t).toByteArray()});
        }
        QCOMPARE(tensors.size(), file.tensors().size() + 2);
        writeSafetensors(dir.filePath(QStringLiteral("model.safetensors")), tensors,
                         {{QStringLiteral("format"), QStringLiteral("pt")}});
        const ModelFolderInfo info = describeModelFolder(dir.path());
        QCOMPARE(info.model.victimName, QStringLiteral("text-embedding-ada-002"));
        QCOMPARE(info.model.victimDim, 24);
        const auto loaded = loadVec2TextInverter(dir.path()).model->named_parameters();
        const auto original =
            loadVec2TextInverter(published(QStringLiteral("inverter"))).model->named_parameters();
        QCOMPARE(loaded.size(), original.size());
        for (const auto& p : original)
            QVERIFY2(test::sameValues(p.value(), loaded[p.key()]), p.key().c_str());
        // Without an API, vec2text's alias names the sentence-transformers model.
        config.insert(QStringLiteral("embedder_model_api"), QJsonValue::Null);
        writeJsonFile(dir.filePath(QStringLiteral("config.json")), config);
        QCOMPARE(describeModelFolder(dir.path()).model.victimName, QStringLiteral("gtr-t5-base"));
    }

    void refusesPickles() {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(published(QStringLiteral("inverter/config.json")),
                            dir.filePath(QStringLiteral("config.json"))));
        writeFile(dir, QStringLiteral("pytorch_model.bin"), QByteArray("PK\x03\x04", 4));
        expectError([&] { loadVec2TextInverter(dir.path()); },
                    {QStringLiteral("pytorch_model.bin"), QStringLiteral("pickle"),
                     QStringLiteral("save_file")});
        expectError([&] { describeModelFolder(dir.path()); },
                    {QStringLiteral("pytorch_model.bin"), QStringLiteral("pickle")});
    }

    // Greedy correction, 3 steps, as the library's rule: each round equals the library's text
    // and cosine, up to the first near-tie in a row (after one, float rounding may fork it).
    void roundsEqualTheLibrary() {
        PublishedPair pair;
        Vec2TextInversion& attack = pair.attack;
        CorrectionOptions options;
        options.steps = 3;
        options.batchSize = 16;
        options.mode = CorrectionMode::Vec2Text;
        const std::vector<InversionResult> results = attack.invert(targets(), options);
        const QJsonArray rows = expectedRounds().value(QStringLiteral("rows")).toArray();
        QCOMPARE(qsizetype(results.size()), rows.size());
        int compared = 0;
        for (qsizetype r = 0; r < rows.size(); ++r) {
            const QJsonArray rounds = rows[r].toObject().value(QStringLiteral("rounds")).toArray();
            QCOMPARE(qsizetype(results[size_t(r)].rounds.size()), rounds.size());
            for (qsizetype k = 0; k < rounds.size(); ++k) {
                const QJsonObject library = rounds[k].toObject();
                const CorrectionRound& ours = results[size_t(r)].rounds[size_t(k)];
                QVERIFY2(ours.text == library.value(QStringLiteral("text")).toString(),
                         qPrintable(QStringLiteral("row %1 round %2: '%3', the library '%4'")
                                        .arg(r)
                                        .arg(k)
                                        .arg(ours.text,
                                             library.value(QStringLiteral("text")).toString())));
                QVERIFY(std::abs(ours.cosine - library.value(QStringLiteral("cos")).toDouble()) <
                        1e-4);
                ++compared;
                if (library.value(QStringLiteral("min_top2_gap")).toDouble() < kNearTie) break;
            }
        }
        QVERIFY(compared > 150);
    }

    // Keep-best never gives a row a lower cosine than its base hypothesis and stops a row that
    // gains nothing; the library's rule does both, on the held-out rows.
    void keepBestDiffersFromTheLibrary() {
        PublishedPair pair;
        Vec2TextInversion& attack = pair.attack;
        CorrectionOptions options;
        options.steps = 3;
        options.batchSize = 16;
        const torch::Tensor heldout = targets().slice(0, 40, 48);
        const std::vector<InversionResult> keepBest = attack.invert(heldout, options);
        options.mode = CorrectionMode::Vec2Text;
        const std::vector<InversionResult> library = attack.invert(heldout, options);
        int fell = 0;
        for (size_t r = 0; r < keepBest.size(); ++r) {
            QVERIFY(keepBest[r].cosine >= keepBest[r].rounds.front().cosine);
            QCOMPARE(library[r].rounds.size(), size_t(4));
            if (library[r].cosine < library[r].rounds.front().cosine) ++fell;
        }
        QVERIFY2(fell > 0, "the library's rule never let a cosine fall here");
    }

    // Sequence beam of width 2 over 2 steps: each step's proposals are the library's candidates
    // and the best kept is the library's (where the selection is not a near-tie).
    void sequenceBeamEqualsTheLibrary() {
        PublishedPair pair;
        Vec2TextInversion& attack = pair.attack;
        const QJsonObject expected = expectedRounds();
        QStringList texts;
        for (const QJsonValue& row : expected.value(QStringLiteral("rows")).toArray())
            texts << row.toObject().value(QStringLiteral("text")).toString();
        const torch::Tensor all = targets();
        CorrectionOptions options;
        options.steps = 2;
        options.sequenceBeamWidth = 2;
        options.mode = CorrectionMode::Vec2Text;
        int compared = 0;
        for (const QJsonValue& value :
             expected.value(QStringLiteral("sequence_beam_search")).toArray()) {
            const QJsonObject search = value.toObject();
            const qsizetype row = texts.indexOf(search.value(QStringLiteral("text")).toString());
            QVERIFY(row >= 0);
            const InversionResult ours = attack.invert(all.slice(0, row, row + 1), options).front();
            QCOMPARE(ours.rounds.front().text,
                     search.value(QStringLiteral("hypothesis_0")).toString());
            const QJsonArray steps = search.value(QStringLiteral("steps")).toArray();
            QCOMPARE(qsizetype(ours.rounds.size()), steps.size() + 1);
            for (qsizetype k = 0; k < steps.size(); ++k) {
                const QJsonObject step = steps[k].toObject();
                QSet<QString> libraryCandidates;
                for (const QJsonValue& c : step.value(QStringLiteral("candidates")).toArray())
                    libraryCandidates << c.toObject().value(QStringLiteral("text")).toString();
                QSet<QString> ourCandidates;
                for (const CorrectionCandidate& c : ours.rounds[size_t(k + 1)].candidates)
                    ourCandidates << c.text;
                QCOMPARE(ourCandidates, libraryCandidates);
                QCOMPARE(ours.rounds[size_t(k + 1)].text,
                         step.value(QStringLiteral("kept_texts")).toArray().first().toString());
                ++compared;
            }
        }
        QCOMPARE(compared, 16);
    }

    // Table 1's baselines: the base inverter alone, no corrector, its candidates reranked.
    void theBaseModelAloneRanksItsCandidates() {
        auto victim = SentenceTransformer::load(published(QStringLiteral("victim")));
        Vec2TextInversion alone(loadVec2TextInverter(published(QStringLiteral("inverter"))),
                                published(QStringLiteral("inverter")), std::nullopt, {}, *victim);
        const torch::Tensor heldout = targets().slice(0, 40, 48);
        CorrectionOptions options;
        options.steps = 1;
        expectError([&] { alone.invert(heldout, options); }, {QStringLiteral("corrector")});
        options.steps = 0;
        const std::vector<InversionResult> greedy = alone.invert(heldout, options);
        options.baseCandidates = 4;
        const std::vector<InversionResult> beam = alone.invert(heldout, options);
        options.baseDecoding = BaseDecoding::Nucleus;
        options.seed = 7;
        const std::vector<InversionResult> sampled = alone.invert(heldout, options);
        const std::vector<InversionResult> again = alone.invert(heldout, options);
        int beamWins = 0;
        for (size_t r = 0; r < size_t(heldout.size(0)); ++r) {
            QCOMPARE(greedy[r].rounds.size(), size_t(1));
            QCOMPARE(greedy[r].rounds[0].candidates.size(), size_t(1));
            for (const InversionResult* run : {&beam[r], &sampled[r]}) {
                const auto& candidates = run->rounds.at(0).candidates;
                QVERIFY(!candidates.empty() && candidates.size() <= 4);
                QCOMPARE(run->text, candidates.front().text);
                for (size_t c = 1; c < candidates.size(); ++c)
                    QVERIFY(candidates[c - 1].cosine >= candidates[c].cosine);
            }
            QCOMPARE(again[r].text, sampled[r].text); // the seed fixes the samples
            if (beam[r].cosine > greedy[r].cosine + 1e-6) ++beamWins;
        }
        QVERIFY2(beamWins > 0, "reranking four beams never beat greedy decoding");
    }

    // The command line: a published pair with --backbone and --mode vec2text reproduces the
    // library's rounds of a row, and the run records the mode; --steps 0 needs no corrector.
    void theCommandLineRunsPublishedCheckpoints() {
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("published.unembed"));
        CliResult imported =
            runCli({QStringLiteral("import"), published(QStringLiteral("expected_targets.npy")),
                    QStringLiteral("--case"), casePath, QStringLiteral("--json")});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        const QStringList common{QStringLiteral("invert"),
                                 QStringLiteral("--attack"),
                                 QStringLiteral("vec2text"),
                                 QStringLiteral("--inverter"),
                                 published(QStringLiteral("inverter")),
                                 QStringLiteral("--embedder"),
                                 published(QStringLiteral("victim")),
                                 QStringLiteral("--backbone"),
                                 published(QStringLiteral("backbone")),
                                 QStringLiteral("--case"),
                                 casePath,
                                 QStringLiteral("--dataset"),
                                 QStringLiteral("1"),
                                 QStringLiteral("--limit"),
                                 QStringLiteral("1"),
                                 QStringLiteral("--json")};
        CliResult run =
            runCli(common + QStringList{QStringLiteral("--corrector"),
                                        published(QStringLiteral("corrector")),
                                        QStringLiteral("--steps"), QStringLiteral("3"),
                                        QStringLiteral("--mode"), QStringLiteral("vec2text")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // The checkpoints name their embedder st_gtr_like; the victim folder is named victim:
        // said as Check Pair says it, for both models.
        const QJsonArray warnings = run.json().value(QStringLiteral("warnings")).toArray();
        QCOMPARE(warnings.size(), 2);
        for (const QJsonValue& warning : warnings)
            QVERIFY2(warning.toString().contains(QStringLiteral("named st_gtr_like, and the victim "
                                                                "is named victim")),
                     qPrintable(warning.toString()));
        QVERIFY(run.err.contains("warning: inverter was trained against an embedder named"));
        const QJsonArray rounds = run.json()
                                      .value(QStringLiteral("samples"))
                                      .toArray()
                                      .first()
                                      .toObject()
                                      .value(QStringLiteral("rounds"))
                                      .toArray();
        const QJsonArray library = expectedRounds()
                                       .value(QStringLiteral("rows"))
                                       .toArray()
                                       .first()
                                       .toObject()
                                       .value(QStringLiteral("rounds"))
                                       .toArray();
        QCOMPARE(rounds.size(), library.size());
        for (qsizetype k = 0; k < rounds.size(); ++k)
            QCOMPARE(rounds[k].toObject().value(QStringLiteral("text")).toString(),
                     library[k].toObject().value(QStringLiteral("text")).toString());
        {
            CaseFile caseFile(casePath);
            const std::vector<RunInfo> runs = listRuns(caseFile);
            QCOMPARE(runs.size(), size_t(1));
            QVERIFY2(runs[0].paramsJson.contains(QStringLiteral("\"mode\":\"vec2text\"")),
                     qPrintable(runs[0].paramsJson));
        }

        CliResult alone =
            runCli(common + QStringList{QStringLiteral("--steps"), QStringLiteral("0"),
                                        QStringLiteral("--base-candidates"), QStringLiteral("3")});
        QVERIFY2(alone.exitCode == 0, alone.err.constData());
        CliResult unknownMode =
            runCli(common + QStringList{QStringLiteral("--steps"), QStringLiteral("0"),
                                        QStringLiteral("--mode"), QStringLiteral("greedy")});
        QCOMPARE(unknownMode.exitCode, 2);
        QVERIFY(unknownMode.err.contains("keep-best or vec2text"));
    }
};

QTEST_GUILESS_MAIN(TestVec2TextPublished)
#include "test_vec2text_published.moc"
