// The HTTP victim against an endpoint that is not to be trusted (issue 48, items 3 to 5): a real
// HTTP server on 127.0.0.1, scripted here, redirects, asks for absurd waits, drips its answer,
// sends an endless or announced-huge body, numbers its items wrongly or not at all, returns
// overlong vectors, and fails so that retries would overrun the budget. The key must go nowhere
// else, no job may wait for ever or fill memory, no vector may land on the wrong text, the budget
// must count every text sent, and nothing refused may reach the query cache.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "embedders/http_embedder.h"
#include "embedders/query_cache.h"
#include "store/case_file.h"
#include "test_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace unembed;

namespace {

const char* kKeyVariable = "UNEMBED_TEST_HOSTILE_KEY";
const QByteArray kKey = QByteArrayLiteral("sk-hostile-test-5e2d");

struct Request {
    QByteArray head; // request line and headers
    QStringList texts;
};

// An HTTP/1.1 server on 127.0.0.1 whose answers are scripted: `answer` gets the socket, the
// request's number (from 0) and the request, and writes what it likes.
class ScriptedEndpoint : public QTcpServer {
public:
    using Answer = std::function<void(QTcpSocket*, int, const Request&)>;

    explicit ScriptedEndpoint(Answer answer) : answer_(std::move(answer)) {
        listen(QHostAddress::LocalHost);
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* socket = nextPendingConnection()) {
                socket->setParent(this);
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] { read(socket); });
            }
        });
    }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1/v1").arg(serverPort()); }
    const std::vector<Request>& requests() const { return requests_; }
    qint64 textsReceived() const {
        qint64 texts = 0;
        for (const Request& request : requests_)
            texts += request.texts.size();
        return texts;
    }

private:
    void read(QTcpSocket* socket) {
        QByteArray& buffer = buffers_[socket];
        buffer += socket->readAll();
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0) return;
        qint64 length = 0;
        for (const QByteArray& line : buffer.left(end).split('\n'))
            if (line.toLower().startsWith("content-length:"))
                length = line.mid(15).trimmed().toLongLong();
        if (buffer.size() < end + 4 + length) return;
        Request request{buffer.left(end), {}};
        const QJsonObject body = QJsonDocument::fromJson(buffer.mid(end + 4, length)).object();
        for (const QJsonValue& text : body.value(QStringLiteral("input")).toArray())
            request.texts << text.toString();
        buffer.remove(0, end + 4 + length);
        requests_.push_back(request);
        answer_(socket, int(requests_.size()) - 1, request);
    }

    Answer answer_;
    std::vector<Request> requests_;
    QHash<QTcpSocket*, QByteArray> buffers_;
};

QByteArray response(int status, const QByteArray& body, const QByteArray& headers = {}) {
    return "HTTP/1.1 " + QByteArray::number(status) + " X\r\nContent-Type: application/json\r\n" +
           headers + "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

// The vector the scripted endpoints give text number `i` of a request: (i + 1, 1, 0).
QJsonArray vectorOf(int i) {
    return QJsonArray{i + 1, 1, 0};
}

// An OpenAI answer for `request` whose items `item` writes (position, in the order sent).
QByteArray answerWith(const Request& request, const std::function<QJsonObject(int)>& item = {}) {
    QJsonArray data;
    for (int i = 0; i < int(request.texts.size()); ++i)
        data.append(item ? item(i)
                         : QJsonObject{{QStringLiteral("object"), QStringLiteral("embedding")},
                                       {QStringLiteral("index"), i},
                                       {QStringLiteral("embedding"), vectorOf(i)}});
    return QJsonDocument(QJsonObject{{QStringLiteral("object"), QStringLiteral("list")},
                                     {QStringLiteral("data"), data}})
        .toJson(QJsonDocument::Compact);
}

void answerWell(QTcpSocket* socket, int, const Request& request) {
    socket->write(response(200, answerWith(request)));
}

VictimSpec endpoint(const QString& url) {
    VictimSpec spec(url);
    spec.model = QStringLiteral("hostile");
    spec.apiKeyEnv = QString::fromLatin1(kKeyVariable);
    spec.batchSize = 4;
    return spec;
}

const QStringList kTexts = {QStringLiteral("alpha"), QStringLiteral("beta"),
                            QStringLiteral("gamma"), QStringLiteral("delta")};

} // namespace

class TestHttpVictimHostile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { qputenv(kKeyVariable, kKey); }

    void redirectsAreRefusedAndTheKeyGoesNowhereElse_data() {
        QTest::addColumn<int>("status");
        QTest::newRow("302") << 302;
        QTest::newRow("307") << 307;
        QTest::newRow("308") << 308;
    }
    void redirectsAreRefusedAndTheKeyGoesNowhereElse() {
        QFETCH(int, status);
        ScriptedEndpoint elsewhere(answerWell);
        ScriptedEndpoint redirecting([&](QTcpSocket* socket, int, const Request&) {
            socket->write(response(status, {},
                                   "Location: " + elsewhere.url().toLatin1() + "/embeddings\r\n"));
        });
        test::expectError([&] { HttpEmbedder(endpoint(redirecting.url())).embed(kTexts); },
                          {redirecting.url(), QStringLiteral("redirects (HTTP %1)").arg(status),
                           elsewhere.url()});
        QCOMPARE(redirecting.requests().size(), size_t(1));
        QVERIFY(redirecting.requests().front().head.contains(kKey));
        QTest::qWait(100);
        QCOMPARE(elsewhere.requests().size(), size_t(0));
    }

    void retryAfterBeyondAMinuteEndsTheJob_data() {
        QTest::addColumn<QByteArray>("retryAfter");
        QTest::newRow("past int milliseconds") << QByteArray("2147484");
        QTest::newRow("an hour") << QByteArray("3600");
        QTest::newRow("past 64 bits") << QByteArray("99999999999999999999999999");
    }
    void retryAfterBeyondAMinuteEndsTheJob() {
        QFETCH(QByteArray, retryAfter);
        ScriptedEndpoint limited([&](QTcpSocket* socket, int, const Request&) {
            socket->write(response(429, R"({"error":{"message":"slow down"}})",
                                   "Retry-After: " + retryAfter + "\r\n"));
        });
        test::expectError([&] { HttpEmbedder(endpoint(limited.url())).embed(kTexts); },
                          {QStringLiteral("asks"), QStringLiteral("wait"),
                           QString::fromLatin1(retryAfter.left(20))});
        QCOMPARE(limited.requests().size(), size_t(1));
    }

    void aDrippedAnswerIsCutOffAtTheRequestsTimeLimit() {
        // The first answer comes one byte every 200 ms (never idle for long); the retry is
        // answered at once.
        ScriptedEndpoint dripping([](QTcpSocket* socket, int number, const Request& request) {
            if (number > 0) return answerWell(socket, number, request);
            const QByteArray whole = response(200, answerWith(request));
            auto* drip = new QTimer(socket);
            auto sent = std::make_shared<int>(0);
            QObject::connect(drip, &QTimer::timeout, socket, [socket, drip, whole, sent] {
                if (*sent >= whole.size() || socket->state() != QAbstractSocket::ConnectedState)
                    return drip->stop();
                socket->write(whole.mid((*sent)++, 1));
            });
            drip->start(200);
        });
        VictimSpec spec = endpoint(dripping.url());
        spec.timeoutSeconds = 1;
        HttpEmbedder embedder(spec);
        const torch::Tensor vectors = embedder.embed(kTexts);
        QCOMPARE(embedder.requestsSent(), qint64(2));
        QCOMPARE(vectors[3][0].item<float>(), 4.0f);
    }

    void anOversizedAnswerIsCutOff() {
        // An endless chunked body, and a body announced as 500 MB.
        qint64 sent = 0;
        ScriptedEndpoint endless([&](QTcpSocket* socket, int, const Request&) {
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                          "Transfer-Encoding: chunked\r\n\r\n");
            const QByteArray chunk = "10000\r\n" + QByteArray(0x10000, ' ') + "\r\n";
            const auto more = [socket, chunk, &sent] {
                // Bounded: 200 MB at most, and only while the client reads.
                if (socket->bytesToWrite() < 4 * chunk.size() && sent < (qint64(200) << 20)) {
                    socket->write(chunk);
                    sent += chunk.size();
                }
            };
            QObject::connect(socket, &QTcpSocket::bytesWritten, socket, more);
            more();
        });
        test::expectError([&] { HttpEmbedder(endpoint(endless.url())).embed(kTexts); },
                          {endless.url(), QStringLiteral("larger than")});
        // Cut off before the stream's end. How much the server got out first depends on how busy
        // this thread (the server's and the client's both) was: not a bound on the client.
        QVERIFY2(sent < (qint64(200) << 20), qPrintable(QString::number(sent)));

        ScriptedEndpoint announced([](QTcpSocket* socket, int, const Request&) {
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                          "Content-Length: 500000000\r\n\r\n{\"data\":[");
        });
        test::expectError([&] { HttpEmbedder(endpoint(announced.url())).embed(kTexts); },
                          {announced.url(), QStringLiteral("larger than")});
    }

    void embeddingsAreMatchedOnlyByTheirOwnIndex() {
        // In another order, each numbered: every vector lands on its own text.
        ScriptedEndpoint reversed([](QTcpSocket* socket, int, const Request& request) {
            const int n = int(request.texts.size());
            socket->write(response(200, answerWith(request, [n](int position) {
                                       const int index = n - 1 - position;
                                       return QJsonObject{
                                           {QStringLiteral("index"), index},
                                           {QStringLiteral("embedding"), vectorOf(index)}};
                                   })));
        });
        const torch::Tensor vectors = HttpEmbedder(endpoint(reversed.url())).embed(kTexts);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(vectors[i][0].item<float>(), float(i + 1));

        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("cache.unembed"));
        { CaseFile created(casePath, CaseFile::OpenMode::CreateIfMissing); }
        const std::vector<std::pair<const char*, std::function<QJsonObject(int)>>> wrongs{
            {"no index",
             [](int i) {
                 return QJsonObject{{QStringLiteral("embedding"), vectorOf(i)}};
             }},
            {"a quoted index",
             [](int i) {
                 return QJsonObject{{QStringLiteral("index"), QString::number(3 - i)},
                                    {QStringLiteral("embedding"), vectorOf(i)}};
             }},
            {"a fractional index",
             [](int i) {
                 return QJsonObject{{QStringLiteral("index"), i + 0.5},
                                    {QStringLiteral("embedding"), vectorOf(i)}};
             }},
            {"an index given twice",
             [](int i) {
                 return QJsonObject{{QStringLiteral("index"), i / 2},
                                    {QStringLiteral("embedding"), vectorOf(i)}};
             }},
        };
        for (const auto& [name, item] : wrongs) {
            const auto numbered = item;
            ScriptedEndpoint wrong([numbered](QTcpSocket* socket, int, const Request& request) {
                socket->write(response(200, answerWith(request, numbered)));
            });
            VictimSpec spec = endpoint(wrong.url());
            spec.cacheCase = casePath;
            test::expectError([&] { HttpEmbedder(spec).embed(kTexts); },
                              {wrong.url(), QStringLiteral("does not number its embeddings")});
            QVERIFY2(
                !QueryCache(casePath, wrong.url() + QStringLiteral("/embeddings"), spec.model, 0)
                     .lookup(kTexts)
                     .front()
                     .has_value(),
                name);
        }
    }

    void overlongOrMisencodedVectorsAreRefused() {
        ScriptedEndpoint overlong([](QTcpSocket* socket, int, const Request& request) {
            socket->write(response(200, answerWith(request, [](int i) {
                                       QJsonArray values;
                                       for (int k = 0; k < 20000; ++k)
                                           values.append(0.5);
                                       return QJsonObject{{QStringLiteral("index"), i},
                                                          {QStringLiteral("embedding"), values}};
                                   })));
        });
        VictimSpec one = endpoint(overlong.url());
        one.batchSize = 1;
        test::expectError([&] { HttpEmbedder(one).embed({QStringLiteral("alpha")}); },
                          {QStringLiteral("longer than 16384 values"), QStringLiteral("20000")});

        ScriptedEndpoint trailing([](QTcpSocket* socket, int, const Request& request) {
            socket->write(response(200, answerWith(request, [](int i) {
                                       const QByteArray bytes(3 * 4 + 2, '\x01');
                                       return QJsonObject{{QStringLiteral("index"), i},
                                                          {QStringLiteral("embedding"),
                                                           QString::fromLatin1(bytes.toBase64())}};
                                   })));
        });
        test::expectError([&] { HttpEmbedder(endpoint(trailing.url())).embed(kTexts); },
                          {trailing.url(), QStringLiteral("no vector")});
    }

    void theBudgetCountsRetries() {
        // Two failures before an answer: with a budget of 4 texts, the first send spends it and
        // no retry may follow; with 8, one retry may.
        for (const qint64 budget : {qint64(4), qint64(8)}) {
            ScriptedEndpoint failing([](QTcpSocket* socket, int number, const Request& request) {
                if (number < 2)
                    socket->write(response(500, R"({"error":{"message":"down"}})"));
                else
                    answerWell(socket, number, request);
            });
            VictimSpec spec = endpoint(failing.url());
            spec.budget.maxTexts = budget;
            HttpEmbedder embedder(spec);
            test::expectError([&] { embedder.embed(kTexts); },
                              {QStringLiteral("budget of %1 texts is spent").arg(budget)});
            QCOMPARE(failing.textsReceived(), budget);
            QCOMPARE(embedder.textsSent(), budget);
        }
    }
};

QTEST_MAIN(TestHttpVictimHostile)
#include "test_http_victim_hostile.moc"
