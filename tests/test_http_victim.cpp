// The HTTP victim against the real `unembed-cli serve` on 127.0.0.1: it answers as the folder
// does, the query cache makes a repeated job send nothing (counted on the server's log), a budget
// stops a job after exactly N texts, 429s and a dropped connection are retried, a wrong key is
// refused clearly, a cancelled job keeps the answer in flight, and the key ends up in no file.
// The CLI trains MLC and runs Vec2Text through it, a request a correction round; a budget spent
// inside `invert` leaves a cancelled run that the same command continues.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "attacks/vec2text/vec2text_folder.h"
#include "cli_process.h"
#include "demo_case_copy.h"
#include "embedders/embedding_service.h"
#include "embedders/http_embedder.h"
#include "embedders/query_cache.h"
#include "error.h"
#include "serve_process.h"
#include "store/case_file.h"
#include "store/run_store.h"
#include "test_models.h"
#include "test_support.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace unembed;

namespace {

const char* kKeyVariable = "UNEMBED_TEST_ENDPOINT_KEY";
const QByteArray kKey = QByteArrayLiteral("sk-test-7f3a9c1e5b");
const QString kModel = QStringLiteral("tiny");

// `unembed-cli serve` on a free port, with its request log.
class Server {
public:
    explicit Server(const QString& folder, const QStringList& extra = {})
        : serve_(folder, kModel, QString::fromLatin1(kKeyVariable), kKey, extra) {}
    const QString& url() const { return serve_.url(); }
    quint16 port() const { return serve_.port(); }

    // The log's lines so far: "POST /v1/embeddings STATUS N texts".
    QStringList log() {
        while (serve_.process().waitForReadyRead(200)) {
        }
        log_ += QString::fromUtf8(serve_.process().readAllStandardError());
        return log_.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    int requests(int status) {
        const QString prefix = QStringLiteral("POST /v1/embeddings %1 ").arg(status);
        return int(log().filter(QRegularExpression(QLatin1Char('^') + prefix)).size());
    }
    int textsEmbedded() {
        int texts = 0;
        const QRegularExpression line(QStringLiteral("^POST /v1/embeddings 200 (\\d+) texts$"));
        for (const QString& entry : log())
            if (const auto match = line.match(entry); match.hasMatch())
                texts += match.captured(1).toInt();
        return texts;
    }

private:
    test::ServeProcess serve_;
    QString log_;
};

// A TCP relay in front of the server, as a load balancer stands in front of an endpoint: it drops
// its first `drops` connections unanswered (one restarting under a client) and holds each piece
// of an answer for `delayMs` before passing it on (a slow endpoint, so that a cancel lands while
// an answer is in flight).
class Relay : public QTcpServer {
public:
    Relay(quint16 target, int drops, int delayMs = 0)
        : target_(target), drops_(drops), delayMs_(delayMs) {
        listen(QHostAddress::LocalHost);
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* client = nextPendingConnection()) {
                client->setParent(this);
                if (dropped_ < drops_) {
                    ++dropped_;
                    connect(client, &QTcpSocket::readyRead, client, [client] { client->abort(); });
                    continue;
                }
                auto* upstream = new QTcpSocket(client);
                upstream->connectToHost(QHostAddress::LocalHost, target_);
                connect(client, &QTcpSocket::readyRead, upstream, [client, upstream] {
                    if (upstream->state() == QAbstractSocket::ConnectedState)
                        upstream->write(client->readAll());
                });
                connect(upstream, &QTcpSocket::connected, upstream,
                        [client, upstream] { upstream->write(client->readAll()); });
                connect(upstream, &QTcpSocket::readyRead, client, [this, client, upstream] {
                    const QByteArray piece = upstream->readAll();
                    QTimer::singleShot(delayMs_, client, [client, piece] { client->write(piece); });
                });
                connect(upstream, &QTcpSocket::disconnected, client, [this, client] {
                    QTimer::singleShot(delayMs_, client,
                                       [client] { client->disconnectFromHost(); });
                });
            }
        });
    }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1/v1").arg(serverPort()); }
    int dropped() const { return dropped_; }

private:
    quint16 target_;
    int drops_;
    int delayMs_;
    int dropped_ = 0;
};

struct Fixture {
    QTemporaryDir dir;
    QString victimFolder = dir.filePath(QStringLiteral("victim"));
    QString casePath = dir.filePath(QStringLiteral("case.unembed"));
    SentencePieceTokenizer tokenizer = trainedTokenizer(dir);
    std::unique_ptr<SentenceTransformer> victim;

    static SentencePieceTokenizer trainedTokenizer(const QTemporaryDir& dir) {
        const QString spm = dir.filePath(QStringLiteral("spiece.model"));
        SentencePieceTokenizer::trainT5(test::kTinySentences, spm, 90);
        return SentencePieceTokenizer::load(spm);
    }

    Fixture() {
        torch::manual_seed(3);
        victim = test::tinyVictim(tokenizer, 90);
        victim->save(victimFolder);
        CaseFile created(casePath, CaseFile::OpenMode::CreateIfMissing);
    }
    VictimSpec endpoint(const QString& url) const {
        VictimSpec spec(url);
        spec.model = kModel;
        spec.apiKeyEnv = QString::fromLatin1(kKeyVariable);
        spec.batchSize = 4;
        return spec;
    }
    QString write(const QString& name, const QStringList& lines) const {
        return test::writeFile(dir, name, lines.join(QLatin1Char('\n')).toUtf8() + '\n');
    }
    // A Vec2Text inverter and corrector for the victim (tiny, random weights): their folders.
    std::pair<QString, QString> saveVec2Text() const {
        const Vec2TextSpec spec{16, 4, 12, QStringLiteral("tiny")};
        torch::manual_seed(8);
        Vec2TextInverter inverter(test::tinyT5Config(90, 32, 8, 64, 1), spec);
        Vec2TextCorrector corrector(test::tinyT5Config(90, 32, 8, 64, 1), spec);
        const QString inverterFolder = dir.filePath(QStringLiteral("inverter"));
        const QString correctorFolder = dir.filePath(QStringLiteral("corrector"));
        saveVec2TextInverter(*inverter, tokenizer, inverterFolder);
        saveVec2TextCorrector(*corrector, tokenizer, correctorFolder);
        return {inverterFolder, correctorFolder};
    }
    // `invert --attack vec2text` with these models on the case's dataset 1.
    QStringList invertVec2Text(const std::pair<QString, QString>& models,
                               const QString& onCase) const {
        return {QStringLiteral("invert"),
                QStringLiteral("--attack"),
                QStringLiteral("vec2text"),
                QStringLiteral("--inverter"),
                models.first,
                QStringLiteral("--corrector"),
                models.second,
                QStringLiteral("--case"),
                onCase,
                QStringLiteral("--dataset"),
                QStringLiteral("1")};
    }
};

float maxDifference(const torch::Tensor& a, const torch::Tensor& b) {
    return (a - b).abs().max().item<float>();
}

} // namespace

class TestHttpVictim : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { qputenv(kKeyVariable, kKey); }

    void answersAsTheFolderDoes() {
        Fixture f;
        Server server(f.victimFolder);
        QVERIFY2(!server.url().isEmpty(), "serve printed no URL");
        HttpEmbedder http(f.endpoint(server.url()));
        const QStringList texts = test::kTinySentences.mid(0, 10);
        const torch::Tensor answered = http.embed(texts);
        QCOMPARE(http.dimension(), 16);
        QCOMPARE(http.name(), kModel);
        QVERIFY(maxDifference(answered, f.victim->embed(texts)) < 1e-6);
        QCOMPARE(http.requestsSent(), qint64(3)); // 4 + 4 + 2
        // A repeated text is sent once.
        const torch::Tensor repeated = http.embed({texts[0], texts[0], texts[1]});
        QCOMPARE(server.textsEmbedded(), 12);
        QVERIFY(maxDifference(repeated[0], repeated[1]) == 0.0f);
    }

    void serviceSpeaksOpenAisApi() {
        Fixture f;
        EmbeddingService service(VictimSpec(f.victimFolder), kModel);
        const auto ask = [&](const QJsonObject& body) {
            return service.embeddings(QJsonDocument(body).toJson());
        };
        const QStringList texts = test::kTinySentences.mid(0, 2);
        const auto floats = ask({{"model", kModel}, {"input", QJsonArray::fromStringList(texts)}});
        QCOMPARE(floats.status, 200);
        const auto base64 = ask({{"model", kModel},
                                 {"input", QJsonArray::fromStringList(texts)},
                                 {"encoding_format", "base64"}});
        QCOMPARE(base64.status, 200);
        const QJsonArray a = floats.body.value("data").toArray();
        const QJsonArray b = base64.body.value("data").toArray();
        for (int i = 0; i < 2; ++i) {
            const QJsonArray numbers = a[i].toObject().value("embedding").toArray();
            const QByteArray bytes =
                QByteArray::fromBase64(b[i].toObject().value("embedding").toString().toLatin1());
            QCOMPARE(qsizetype(bytes.size()), qsizetype(16 * sizeof(float)));
            for (int k = 0; k < 16; ++k)
                QCOMPARE(reinterpret_cast<const float*>(bytes.constData())[k],
                         float(numbers[k].toDouble()));
        }
        // Usage counts the victim tokenizer's tokens.
        const qint64 tokens = f.tokenizer.encodeBatch(texts).mask.sum().item<int64_t>();
        QCOMPARE(floats.body.value("usage").toObject().value("prompt_tokens").toInteger(), tokens);
        // Refusals as OpenAI words them.
        QCOMPARE(ask({{"model", "other"}, {"input", "x"}}).status, 404);
        QCOMPARE(ask({{"model", kModel}, {"input", QJsonArray{1, 2}}}).status, 400);
        QCOMPARE(ask({{"model", kModel}, {"input", "x"}, {"dimensions", 8}}).status, 400);
        QCOMPARE(ask({{"model", kModel}, {"input", QJsonArray{}}}).status, 400);
        QCOMPARE(service.embeddings("not json").status, 400);
    }

    void cacheAnswersRepeatedTexts() {
        Fixture f;
        Server server(f.victimFolder);
        VictimSpec spec = f.endpoint(server.url());
        spec.cacheCase = f.casePath;
        const QStringList texts = test::kTinySentences.mid(0, 8);
        const torch::Tensor first = HttpEmbedder(spec).embed(texts);
        QCOMPARE(server.textsEmbedded(), 8);
        HttpEmbedder again(spec);
        const torch::Tensor second = again.embed(texts);
        QCOMPARE(again.requestsSent(), qint64(0));
        QCOMPARE(again.cacheHits(), qint64(8));
        QCOMPARE(server.textsEmbedded(), 8);
        QVERIFY(maxDifference(first, second) == 0.0f);
        // Another model's answers are kept apart.
        QCOMPARE(
            QueryCache(f.casePath, server.url() + QStringLiteral("/embeddings"), kModel, 0).size(),
            qint64(8));
        QCOMPARE(QueryCache(f.casePath, server.url() + QStringLiteral("/embeddings"),
                            QStringLiteral("other"), 0)
                     .size(),
                 qint64(0));
    }

    void budgetStopsTheJobAfterN() {
        Fixture f;
        Server server(f.victimFolder);
        VictimSpec spec = f.endpoint(server.url());
        spec.cacheCase = f.casePath;
        spec.budget.maxTexts = 5;
        const QStringList texts = test::kTinySentences.mid(0, 12);
        test::expectError([&] { HttpEmbedder(spec).embed(texts); },
                          {QStringLiteral("budget of 5 texts is spent"),
                           QStringLiteral("5 texts sent, 7 more not sent"),
                           QStringLiteral("--max-texts")});
        QCOMPARE(server.textsEmbedded(), 5);
        // Run again with room for the rest: the first five come from the cache.
        spec.budget.maxTexts = 7;
        HttpEmbedder resumed(spec);
        QCOMPARE(resumed.embed(texts).size(0), int64_t(12));
        QCOMPARE(resumed.textsSent(), qint64(7));
        QCOMPARE(server.textsEmbedded(), 12);

        // A token budget is an upper bound counted before sending: never passed.
        VictimSpec tokens = f.endpoint(server.url());
        const QStringList more = test::kTinySentences.mid(12, 6);
        tokens.budget.maxTokens = more[0].toUtf8().size() + 2 + more[1].toUtf8().size() + 2;
        HttpEmbedder limited(tokens);
        test::expectError([&] { limited.embed(more); },
                          {QStringLiteral("tokens"), QStringLiteral("--max-tokens")});
        QCOMPARE(limited.textsSent(), qint64(2));
        QCOMPARE(limited.tokensCharged(), tokens.budget.maxTokens);
    }

    void retriesRateLimitsAndDroppedConnections() {
        Fixture f;
        Server limited(f.victimFolder, {QStringLiteral("--rate-limit"), QStringLiteral("1")});
        VictimSpec spec = f.endpoint(limited.url());
        spec.batchSize = 1;
        HttpEmbedder patient(spec);
        const QStringList texts = test::kTinySentences.mid(0, 3);
        QVERIFY(maxDifference(patient.embed(texts), f.victim->embed(texts)) < 1e-6);
        QVERIFY(limited.requests(429) >= 1);
        QCOMPARE(limited.requests(200), 3);

        Server server(f.victimFolder);
        // Qt resends a request once by itself when a connection closes before any answer; more
        // drops than that reach the embedder's own retries.
        Relay relay(server.port(), 4);
        HttpEmbedder retried(f.endpoint(relay.url()));
        QVERIFY(maxDifference(retried.embed(texts), f.victim->embed(texts)) < 1e-6);
        QCOMPARE(relay.dropped(), 4);
        QVERIFY2(retried.requestsSent() >= 2, qPrintable(QString::number(retried.requestsSent())));
        QCOMPARE(server.requests(200), 1);
    }

    // Issue 55, item 2: a job cancelled while an answer is in flight keeps that answer (it is
    // billed): cached, it is not asked for again, so the resumed job sends each text once.
    void aCancelledJobKeepsTheAnswerInFlight() {
        Fixture f;
        Server server(f.victimFolder);
        Relay relay(server.port(), 0, 300);
        VictimSpec spec = f.endpoint(relay.url());
        spec.batchSize = 2;
        spec.cacheCase = f.casePath;
        const QStringList texts = test::kTinySentences;
        CancelToken cancel;
        QTimer::singleShot(450, [&cancel] { cancel.cancel(); });
        {
            HttpEmbedder first(spec);
            QVERIFY_THROWS_EXCEPTION(Cancelled, first.embed(texts, &cancel));
        }
        const int sentBeforeResuming = server.textsEmbedded();
        QVERIFY2(sentBeforeResuming >= 2 && sentBeforeResuming < int(texts.size()),
                 qPrintable(QString::number(sentBeforeResuming)));
        HttpEmbedder second(spec);
        QVERIFY(maxDifference(second.embed(texts), f.victim->embed(texts)) < 1e-6);
        QCOMPARE(server.textsEmbedded(), int(texts.size()));
    }

    void refusalsAreClear() {
        Fixture f;
        Server server(f.victimFolder);
        const QStringList texts = {QStringLiteral("hello")};
        qputenv("UNEMBED_TEST_WRONG_KEY", "sk-wrong");
        VictimSpec wrong = f.endpoint(server.url());
        wrong.apiKeyEnv = QStringLiteral("UNEMBED_TEST_WRONG_KEY");
        test::expectError([&] { HttpEmbedder(wrong).embed(texts); },
                          {server.url(), QStringLiteral("refused the API key in "
                                                        "UNEMBED_TEST_WRONG_KEY (HTTP 401")});
        VictimSpec none = f.endpoint(server.url());
        none.apiKeyEnv.clear();
        test::expectError([&] { HttpEmbedder(none).embed(texts); },
                          {QStringLiteral("wants an API key"), QStringLiteral("--api-key-env")});
        VictimSpec unset = f.endpoint(server.url());
        unset.apiKeyEnv = QStringLiteral("UNEMBED_TEST_UNSET_KEY");
        test::expectError([&] { HttpEmbedder{unset}; },
                          {QStringLiteral("UNEMBED_TEST_UNSET_KEY"), QStringLiteral("not set")});
        VictimSpec model = f.endpoint(server.url());
        model.model = QStringLiteral("text-embedding-3-small");
        test::expectError([&] { HttpEmbedder(model).embed(texts); },
                          {QStringLiteral("HTTP 404"), QStringLiteral("'text-embedding-3-small' "
                                                                      "does not exist")});
        VictimSpec noModel = f.endpoint(server.url());
        noModel.model.clear();
        test::expectError([&] { HttpEmbedder{noModel}; }, {QStringLiteral("--endpoint-model")});
        test::expectError([&] { HttpEmbedder{f.endpoint(QStringLiteral("http://"))}; },
                          {QStringLiteral("not the http(s) URL")});
    }

    void cliTrainsAndCorrectsThroughTheEndpoint() {
        Fixture f;
        Server server(f.victimFolder);
        const QString texts = f.write(QStringLiteral("texts.txt"), test::kTinySentences);
        const QStringList endpoint = {
            QStringLiteral("--embedder"),       server.url(),
            QStringLiteral("--endpoint-model"), kModel,
            QStringLiteral("--api-key-env"),    QString::fromLatin1(kKeyVariable)};
        const QStringList cache = {QStringLiteral("--query-cache"), f.casePath};
        const auto train = [&](const QString& out) {
            return test::runCli(QStringList{QStringLiteral("train"), QStringLiteral("mlc"),
                                            QStringLiteral("--texts"), texts,
                                            QStringLiteral("--out"), f.dir.filePath(out),
                                            QStringLiteral("--tokenizer"), f.tokenizer.modelPath(),
                                            QStringLiteral("--epochs"), QStringLiteral("2"),
                                            QStringLiteral("--json")} +
                                endpoint + cache);
        };
        const test::CliResult first = train(QStringLiteral("mlc-1"));
        QVERIFY2(first.exitCode == 0, first.err.constData());
        const int sent = server.textsEmbedded();
        QCOMPARE(sent, int(test::kTinySentences.size()));
        const test::CliResult second = train(QStringLiteral("mlc-2"));
        QVERIFY2(second.exitCode == 0, second.err.constData());
        QCOMPARE(server.textsEmbedded(), sent); // all from the query cache

        // Vec2Text's corrections re-embed each hypothesis through the endpoint, with the same
        // outcome as through the folder.
        const auto models = f.saveVec2Text();
        const QString vectors = f.dir.filePath(QStringLiteral("vectors.npy"));
        const test::CliResult embedded =
            test::runCli(QStringList{QStringLiteral("embed"), QStringLiteral("--texts"), texts,
                                     QStringLiteral("--out"), vectors} +
                         endpoint + cache);
        QVERIFY2(embedded.exitCode == 0, embedded.err.constData());
        QCOMPARE(server.textsEmbedded(), sent);
        const test::CliResult imported =
            test::runCli({QStringLiteral("import"), QStringLiteral("--case"), f.casePath, vectors});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        const auto invert = [&](const QStringList& victim) {
            return test::runCli(f.invertVec2Text(models, f.casePath) +
                                QStringList{QStringLiteral("--steps"), QStringLiteral("2"),
                                            QStringLiteral("--limit"), QStringLiteral("4")} +
                                victim);
        };
        const int requestsBefore = server.requests(200);
        const test::CliResult throughEndpoint = invert(endpoint);
        QVERIFY2(throughEndpoint.exitCode == 0, throughEndpoint.err.constData());
        const int afterFirstInversion = server.textsEmbedded();
        QVERIFY(afterFirstInversion > sent);
        // The 4 vectors' hypotheses go together: a request a round (the base hypotheses and two
        // corrections, each at most 4 texts of a batch of 4), not one per vector and round
        // (issue 55, item 1), and a dimension probe.
        QVERIFY2(server.requests(200) - requestsBefore <= 4,
                 qPrintable(QString::number(server.requests(200) - requestsBefore)));
        const test::CliResult repeated = invert(endpoint);
        QVERIFY2(repeated.exitCode == 0, repeated.err.constData());
        QCOMPARE(server.textsEmbedded(), afterFirstInversion);
        const test::CliResult throughFolder =
            invert({QStringLiteral("--embedder"), f.victimFolder});
        QVERIFY2(throughFolder.exitCode == 0, throughFolder.err.constData());
        {
            CaseFile caseFile(f.casePath);
            QSqlQuery q(caseFile.db());
            QVERIFY(q.exec(QStringLiteral("SELECT run_id, final_text, final_cosine FROM "
                                          "run_sample ORDER BY run_id, row")));
            QMap<qint64, QStringList> outcomes;
            while (q.next())
                outcomes[q.value(0).toLongLong()].append(
                    QStringLiteral("%1 %2")
                        .arg(q.value(1).toString())
                        .arg(q.value(2).toDouble(), 0, 'f', 5));
            QCOMPARE(outcomes.size(), 3);
            QCOMPARE(outcomes.first().size(), 4);
            QCOMPARE(outcomes.first(), outcomes.last());
            // The run records the endpoint and its model, not the key.
            QVERIFY(q.exec(QStringLiteral("SELECT params_json FROM run WHERE id = 1")));
            QVERIFY(q.next());
            QVERIFY(q.value(0).toString().contains(server.url()));
        }

        // The key is in no file the jobs wrote.
        QDirIterator files(f.dir.path(), QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            QVERIFY2(!test::readFile(path).contains(kKey), qPrintable(path));
        }
    }

    // Issue 55, item 7: a budget spent inside `invert` stops it as Ctrl+C does, leaving a
    // cancelled run, and the same command with a larger budget continues that run: each text
    // goes to the endpoint once (counted on the server's log), and the run ends as an
    // uninterrupted one does.
    void aBudgetStopIsContinuedByTheSameCommand() {
        // The demo's models, whose hypotheses differ from row to row and round to round.
        Fixture f;
        Server server(test::demoPack(QStringLiteral("victim")));
        const std::pair<QString, QString> models{test::demoPack(QStringLiteral("inverter")),
                                                 test::demoPack(QStringLiteral("corrector"))};
        const QStringList messages =
            QString::fromUtf8(test::readFile(test::demoPack(QStringLiteral("messages.txt"))))
                .split(QLatin1Char('\n'));
        const QString vectors = f.dir.filePath(QStringLiteral("vectors.npy"));
        const test::CliResult embedded =
            test::runCli({QStringLiteral("embed"), QStringLiteral("--embedder"),
                          test::demoPack(QStringLiteral("victim")), QStringLiteral("--texts"),
                          f.write(QStringLiteral("texts.txt"), messages.mid(0, 6)),
                          QStringLiteral("--out"), vectors});
        QVERIFY2(embedded.exitCode == 0, embedded.err.constData());
        const QString whole = f.dir.filePath(QStringLiteral("whole.unembed"));
        const QString stopped = f.dir.filePath(QStringLiteral("stopped.unembed"));
        for (const QString& casePath : {whole, stopped}) {
            const test::CliResult imported = test::runCli(
                {QStringLiteral("import"), QStringLiteral("--case"), casePath, vectors});
            QVERIFY2(imported.exitCode == 0, imported.err.constData());
        }
        // Each case is its own query cache; batches of 2 vectors, so the stop comes in a later one.
        const auto invert = [&](const QString& casePath, int maxTexts) {
            return test::runCli(
                f.invertVec2Text(models, casePath) +
                QStringList{
                    QStringLiteral("--steps"), QStringLiteral("2"), QStringLiteral("--limit"),
                    QStringLiteral("6"), QStringLiteral("--batch-size"), QStringLiteral("2"),
                    QStringLiteral("--max-texts"), QString::number(maxTexts),
                    QStringLiteral("--embedder"), server.url(), QStringLiteral("--endpoint-model"),
                    kModel, QStringLiteral("--api-key-env"), QString::fromLatin1(kKeyVariable)});
        };
        const test::CliResult uninterrupted = invert(whole, 0);
        QVERIFY2(uninterrupted.exitCode == 0, uninterrupted.err.constData());
        const int needed = server.textsEmbedded();

        const test::CliResult stop = invert(stopped, needed - 1);
        QCOMPARE(stop.exitCode, 1);
        QVERIFY2(stop.err.contains("query budget of " + QByteArray::number(needed - 1)) &&
                     stop.err.contains("cancelled run, which the same command continues"),
                 stop.err.constData());
        {
            CaseFile caseFile(stopped);
            const std::vector<RunInfo> runs = listRuns(caseFile);
            QCOMPARE(runs.size(), size_t(1));
            QCOMPARE(runs.front().status, QStringLiteral("cancelled"));
        }
        const test::CliResult continued = invert(stopped, 0);
        QVERIFY2(continued.exitCode == 0, continued.err.constData());
        QVERIFY2(continued.out.contains(
                     "\nrun 1: 6 vectors inverted (continuing the stopped run: 4 of them kept)"),
                 continued.out.constData());
        QCOMPARE(server.textsEmbedded() - needed, needed);

        // The one run, finished, holds what the uninterrupted one holds, each round once.
        const auto outcome = [](const QString& casePath) {
            CaseFile caseFile(casePath);
            QSqlQuery q(caseFile.db());
            q.exec(QStringLiteral("SELECT s.run_id, s.row, s.final_text, r.round, r.cosine, "
                                  "run.status FROM run_sample s JOIN round r ON "
                                  "r.run_sample_id = s.id JOIN run ON run.id = s.run_id ORDER "
                                  "BY s.row, r.round"));
            QStringList rows;
            while (q.next())
                rows << QStringLiteral("run %1 row %2 %3 round %4 %5 %6")
                            .arg(q.value(0).toLongLong())
                            .arg(q.value(1).toLongLong())
                            .arg(q.value(2).toString())
                            .arg(q.value(3).toInt())
                            .arg(q.value(4).toDouble(), 0, 'f', 5)
                            .arg(q.value(5).toString());
            return rows;
        };
        const QStringList expected = outcome(whole);
        QVERIFY(expected.size() >= 6);
        QCOMPARE(outcome(stopped), expected);
    }
};

QTEST_GUILESS_MAIN(TestHttpVictim)
#include "test_http_victim.moc"
