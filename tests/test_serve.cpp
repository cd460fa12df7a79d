// `unembed-cli serve` against clients that misbehave, spoken to with raw sockets: bodies past the
// cap and requests without the key are refused before their body is sent, malformed requests get
// 400 and their kin, HTTP/1.0 and `Connection: close` close the connection, idle and slowloris
// connections are closed by their timeouts, connections past the limit get 503, `/v1/models` is
// answered while a large batch is embedded, and pipelined requests are answered in order. Time
// bounds are generous: they tell a refusal from a hang, not fast from slow.
#include "serve_process.h"
#include "test_support.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTest>
#include <QThread>

#include <cmath>
#include <memory>
#include <optional>

using namespace unembed;

namespace {

const char* kKeyVariable = "UNEMBED_TEST_SERVE_KEY";
const QByteArray kKey = QByteArrayLiteral("sk-serve-test-5d2e9a");
const QString kModel = QStringLiteral("demo");
constexpr int kAnswerMs = 10000; // an answer that takes longer is a hang
constexpr qint64 kHugeBody = 200LL * 1024 * 1024;

// `unembed-cli serve` with the demo victim on a free port, asking for kKey.
class DemoServer : public test::ServeProcess {
public:
    explicit DemoServer(const QStringList& extra = {})
        : test::ServeProcess(QStringLiteral(UNEMBED_DEMO_PACK "/victim"), kModel,
                             QString::fromLatin1(kKeyVariable), kKey, extra) {}
};

struct Response {
    int status = 0;                       // 0: none came
    QMap<QByteArray, QByteArray> headers; // names in lower case
    QByteArray body;
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    int items() const { return int(json().value(QStringLiteral("data")).toArray().size()); }
};

// One client connection, read response by response.
class RawClient {
public:
    explicit RawClient(quint16 port) {
        socket_.connectToHost(QHostAddress::LocalHost, port);
        socket_.waitForConnected(kAnswerMs);
    }
    bool connected() const { return socket_.state() == QAbstractSocket::ConnectedState; }
    // Writes `bytes` whole (unless the server closes first).
    void send(const QByteArray& bytes) {
        socket_.write(bytes);
        while (socket_.bytesToWrite() > 0 && socket_.waitForBytesWritten(kAnswerMs)) {
        }
    }
    // The next response (a 100 Continue too), or status 0 when none came within `timeoutMs`.
    Response next(int timeoutMs = kAnswerMs) {
        QElapsedTimer clock;
        clock.start();
        while (true) {
            if (auto response = parse()) return *response;
            const qint64 left = timeoutMs - clock.elapsed();
            if (left <= 0 || !socket_.waitForReadyRead(int(left))) {
                buffer_ += socket_.readAll();
                if (auto response = parse()) return *response;
                return {};
            }
            buffer_ += socket_.readAll();
        }
    }
    // True when the server closed the connection within `timeoutMs`; what it sent before is kept.
    bool closedWithin(int timeoutMs) {
        QElapsedTimer clock;
        clock.start();
        while (socket_.state() != QAbstractSocket::UnconnectedState &&
               clock.elapsed() < timeoutMs) {
            socket_.waitForReadyRead(int(std::max<qint64>(1, timeoutMs - clock.elapsed())));
            buffer_ += socket_.readAll();
        }
        buffer_ += socket_.readAll();
        return socket_.state() == QAbstractSocket::UnconnectedState;
    }
    // True when any byte of an answer has arrived (waiting a moment for bytes on their way).
    bool answered() {
        if (buffer_.isEmpty()) socket_.waitForReadyRead(100);
        buffer_ += socket_.readAll();
        return !buffer_.isEmpty();
    }

private:
    std::optional<Response> parse() {
        const qint64 end = buffer_.indexOf("\r\n\r\n");
        if (end < 0) return std::nullopt;
        QList<QByteArray> lines = buffer_.left(end).split('\n');
        Response response;
        response.status = lines.takeFirst().split(' ').value(1).toInt();
        for (const QByteArray& line : lines) {
            const qint64 colon = line.indexOf(':');
            response.headers.insert(line.left(colon).trimmed().toLower(),
                                    line.mid(colon + 1).trimmed());
        }
        const qint64 length = response.headers.value("content-length").toLongLong();
        if (buffer_.size() < end + 4 + length) return std::nullopt;
        response.body = buffer_.mid(end + 4, length);
        buffer_.remove(0, end + 4 + length);
        return response;
    }

    QTcpSocket socket_;
    QByteArray buffer_;
};

QByteArray head(const QByteArray& requestLine, const QList<QByteArray>& fields) {
    QByteArray bytes = requestLine + "\r\nHost: 127.0.0.1\r\n";
    for (const QByteArray& field : fields)
        bytes += field + "\r\n";
    return bytes + "\r\n";
}

QByteArray authorization(const QByteArray& key = kKey) {
    return "Authorization: Bearer " + key;
}

QStringList messages(int count) {
    QStringList texts;
    for (int i = 0; i < count; ++i)
        texts.append(QStringLiteral("message %1: my sister Priya is coming to Leeds on %2 March, "
                                    "can you book a table for four near Kirkstall Road")
                         .arg(i)
                         .arg(1 + i % 28));
    return texts;
}

QByteArray embeddingsBody(const QStringList& texts) {
    return QJsonDocument(QJsonObject{{QStringLiteral("model"), kModel},
                                     {QStringLiteral("input"), QJsonArray::fromStringList(texts)}})
        .toJson(QJsonDocument::Compact);
}

QByteArray post(const QByteArray& body, const QList<QByteArray>& extra = {}) {
    return head("POST /v1/embeddings HTTP/1.1",
                QList<QByteArray>{authorization(), "Content-Type: application/json",
                                  "Content-Length: " + QByteArray::number(body.size())} +
                    extra) +
           body;
}

QByteArray getModels(const QByteArray& version = "HTTP/1.1", const QList<QByteArray>& extra = {}) {
    return head("GET /v1/models " + version, QList<QByteArray>{authorization()} + extra);
}

// The status the server gives a request sent alone on a new connection.
int statusOf(quint16 port, const QByteArray& request) {
    RawClient client(port);
    client.send(request);
    return client.next().status;
}

} // namespace

class TestServe : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hugeBodyRefusedBeforeItIsSent() {
        DemoServer server;
        QVERIFY2(server.port() != 0, "serve printed no URL");
        QElapsedTimer clock;
        clock.start();
        RawClient huge(server.port());
        huge.send(head("POST /v1/embeddings HTTP/1.1",
                       {authorization(), "Content-Type: application/json",
                        "Content-Length: " + QByteArray::number(kHugeBody)}));
        RawClient normal(server.port());
        normal.send(post(embeddingsBody(messages(3))));
        const Response refused = huge.next();
        QCOMPARE(refused.status, 413);
        QVERIFY(refused.json().value(QStringLiteral("error")).toObject().contains("message"));
        QCOMPARE(refused.headers.value("connection"), QByteArray("close"));
        QVERIFY2(clock.elapsed() < kAnswerMs, qPrintable(QString::number(clock.elapsed())));
        const Response answered = normal.next();
        QCOMPARE(answered.status, 200);
        QCOMPARE(answered.items(), 3);
        QVERIFY(huge.closedWithin(kAnswerMs));
        QVERIFY(server.running());
    }

    void smallBodyCapAndChunkedBodies() {
        DemoServer server({QStringLiteral("--max-body"), QStringLiteral("4096")});
        const QByteArray body = embeddingsBody(messages(2));
        QVERIFY(body.size() < 1500);
        QCOMPARE(statusOf(server.port(), post(body)), 200);
        QCOMPARE(statusOf(server.port(), post(embeddingsBody(messages(60)))), 413);
        const auto chunked = [&](const QList<QByteArray>& chunks) {
            QByteArray request = head("POST /v1/embeddings HTTP/1.1",
                                      {authorization(), "Transfer-Encoding: chunked"});
            for (const QByteArray& chunk : chunks)
                request += QByteArray::number(chunk.size(), 16) + "\r\n" + chunk + "\r\n";
            return request + "0\r\n\r\n";
        };
        // A chunked body within the cap is answered; one that passes it is refused.
        RawClient within(server.port());
        within.send(chunked({body.left(100), body.mid(100)}));
        const Response answered = within.next();
        QCOMPARE(answered.status, 200);
        QCOMPARE(answered.items(), 2);
        const QByteArray filler(2000, ' ');
        QCOMPARE(statusOf(server.port(), chunked({filler, filler, filler})), 413);
        // Expect: 100-continue gets its go-ahead before the body is sent.
        RawClient expecting(server.port());
        expecting.send(head("POST /v1/embeddings HTTP/1.1",
                            {authorization(), "Expect: 100-continue",
                             "Content-Length: " + QByteArray::number(body.size())}));
        QCOMPARE(expecting.next().status, 100);
        expecting.send(body);
        QCOMPARE(expecting.next().status, 200);
    }

    void keyCheckedBeforeTheBody() {
        DemoServer server;
        const QByteArray announced = "Content-Length: 1000000";
        for (const QByteArray& field :
             {QByteArray("Content-Type: application/json"), authorization("sk-wrong"),
              authorization(kKey + "x"), authorization(kKey.left(kKey.size() - 1))}) {
            RawClient client(server.port());
            client.send(head("POST /v1/embeddings HTTP/1.1", {field, announced}));
            const Response refused = client.next();
            QCOMPARE(refused.status, 401);
            QCOMPARE(refused.json()["error"].toObject()["code"].toString(),
                     QStringLiteral("invalid_api_key"));
            QVERIFY(client.closedWithin(kAnswerMs));
        }
        QCOMPARE(statusOf(server.port(), getModels()), 200);
    }

    void malformedRequestsAreRefused() {
        DemoServer server;
        const quint16 port = server.port();
        QCOMPARE(statusOf(port, "GARBAGE\r\n\r\n"), 400);
        QCOMPARE(statusOf(port, head("GET /v1/models HTTP/1.1", {"NoColon"})), 400);
        QCOMPARE(statusOf(port, head("GET /v1/models HTTP/1.1", {authorization(), " folded"})),
                 400);
        QCOMPARE(statusOf(port, head("POST /v1/embeddings HTTP/1.1",
                                     {authorization(), "Content-Length: 12abc"})),
                 400);
        QCOMPARE(statusOf(port, head("POST /v1/embeddings HTTP/1.1",
                                     {authorization(), "Content-Length: 5", "Content-Length: 6"})),
                 400);
        QCOMPARE(statusOf(port, head("POST /v1/embeddings HTTP/1.1",
                                     {authorization(), "Content-Length: 5",
                                      "Transfer-Encoding: chunked"})),
                 400);
        QCOMPARE(statusOf(port, head("POST /v1/embeddings HTTP/1.1",
                                     {authorization(), "Transfer-Encoding: gzip"})),
                 501);
        QCOMPARE(statusOf(port, head("GET /v1/models HTTP/2.0", {authorization()})), 505);
        QCOMPARE(statusOf(port, head("GET /v1/models HTTP/1.1",
                                     {authorization(), "X-Padding: " + QByteArray(20000, 'a')})),
                 431);
        QCOMPARE(statusOf(port, head("GET /v1/other HTTP/1.1", {authorization()})), 404);
        RawClient wrongMethod(port);
        wrongMethod.send(head("GET /v1/embeddings HTTP/1.1", {authorization()}));
        const Response refused = wrongMethod.next();
        QCOMPARE(refused.status, 405);
        QCOMPARE(refused.headers.value("allow"), QByteArray("POST"));
        // What the JSON says is the service's to refuse, on a connection kept open.
        RawClient client(port);
        client.send(post("{not json"));
        QCOMPARE(client.next().status, 400);
        client.send(post(embeddingsBody(messages(2049))));
        const Response tooMany = client.next();
        QCOMPARE(tooMany.status, 400);
        QVERIFY(tooMany.json()["error"].toObject()["message"].toString().contains("2048"));
        client.send(getModels());
        QCOMPARE(client.next().status, 200);
        QVERIFY(server.running());
    }

    void http10AndConnectionCloseEndTheConnection() {
        DemoServer server({QStringLiteral("--idle-timeout"), QStringLiteral("60")});
        RawClient old(server.port());
        old.send(getModels("HTTP/1.0"));
        const Response answered = old.next();
        QCOMPARE(answered.status, 200);
        QCOMPARE(answered.headers.value("connection"), QByteArray("close"));
        QVERIFY(old.closedWithin(kAnswerMs));
        RawClient closing(server.port());
        closing.send(getModels("HTTP/1.1", {"Connection: close"}));
        QCOMPARE(closing.next().status, 200);
        QVERIFY(closing.closedWithin(kAnswerMs));
        // Without either the connection stays open for the next request.
        RawClient kept(server.port());
        kept.send(getModels());
        QCOMPARE(kept.next().headers.value("connection"), QByteArray("keep-alive"));
        QVERIFY(!kept.closedWithin(1000));
        kept.send(getModels());
        QCOMPARE(kept.next().status, 200);
    }

    void idleConnectionsAreClosed() {
        DemoServer server({QStringLiteral("--idle-timeout"), QStringLiteral("1")});
        RawClient silent(server.port());
        QVERIFY(silent.connected());
        QVERIFY(silent.closedWithin(kAnswerMs));
        QVERIFY(!silent.answered());
        // After an answer, a kept-alive connection gets the same time for its next request.
        RawClient kept(server.port());
        kept.send(getModels());
        QCOMPARE(kept.next().status, 200);
        QVERIFY(kept.closedWithin(kAnswerMs));
    }

    void slowlorisIsClosedByTheReadTimeout() {
        // The idle timeout is long: only the read timeout can end this connection.
        DemoServer server({QStringLiteral("--read-timeout"), QStringLiteral("2"),
                           QStringLiteral("--idle-timeout"), QStringLiteral("60")});
        RawClient slow(server.port());
        const QByteArray request = getModels();
        QElapsedTimer clock;
        clock.start();
        bool closed = false;
        for (int i = 0; i < request.size() - 1 && !closed; ++i) {
            slow.send(request.mid(i, 1));
            closed = slow.closedWithin(1000);
        }
        QVERIFY2(closed, "a request sent a byte a second was never cut off");
        QVERIFY2(clock.elapsed() < 15000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(slow.next(0).status, 408);
        QCOMPARE(statusOf(server.port(), getModels()), 200);
    }

    void connectionsPastTheLimitGet503() {
        DemoServer server({QStringLiteral("--max-connections"), QStringLiteral("3")});
        std::vector<std::unique_ptr<RawClient>> held;
        for (int i = 0; i < 3; ++i) {
            held.push_back(std::make_unique<RawClient>(server.port()));
            held.back()->send(getModels());
            QCOMPARE(held.back()->next().status, 200);
        }
        RawClient extra(server.port());
        const Response refused = extra.next();
        QCOMPARE(refused.status, 503);
        QVERIFY(refused.headers.contains("retry-after"));
        QVERIFY(extra.closedWithin(kAnswerMs));
        // A place freed is a place taken.
        held.pop_back();
        int status = 0;
        for (int attempt = 0; attempt < 50 && status != 200; ++attempt) {
            QThread::msleep(100);
            status = statusOf(server.port(), getModels());
        }
        QCOMPARE(status, 200);
        held[0]->send(getModels());
        QCOMPARE(held[0]->next().status, 200);
    }

    void modelsAnsweredWhileABatchIsEmbedded() {
        DemoServer server;
        RawClient batch(server.port());
        batch.send(post(embeddingsBody(messages(2048))));
        // Time for the server to read the batch and start it.
        QThread::msleep(300);
        RawClient models(server.port());
        models.send(getModels());
        const Response listed = models.next();
        QCOMPARE(listed.status, 200);
        QCOMPARE(listed.json()["data"].toArray()[0].toObject()["id"].toString(), kModel);
        QVERIFY2(!batch.answered(), "the batch was done before /v1/models was answered");
        const Response embedded = batch.next(120000);
        QCOMPARE(embedded.status, 200);
        QCOMPARE(embedded.items(), 2048);
    }

    void longTextIsReadAsTheFolderReadsIt() {
        // Up to the victim's 32 tokens: a 6 MB text is embedded as its first sentences are.
        DemoServer server;
        const QString sentences = messages(4).join(QLatin1Char(' '));
        QString longText = sentences;
        while (longText.size() < 6 * 1024 * 1024)
            longText += QLatin1Char(' ') + sentences;
        RawClient client(server.port());
        client.send(post(embeddingsBody({longText, sentences})));
        const Response answered = client.next(3 * kAnswerMs);
        QCOMPARE(answered.status, 200);
        const QJsonArray data = answered.json()["data"].toArray();
        const QJsonArray whole = data[0].toObject()["embedding"].toArray();
        const QJsonArray start = data[1].toObject()["embedding"].toArray();
        QCOMPARE(whole.size(), start.size());
        QVERIFY(!whole.isEmpty());
        for (int k = 0; k < whole.size(); ++k)
            QVERIFY(std::abs(whole[k].toDouble() - start[k].toDouble()) < 1e-5);
        const qint64 tokens = answered.json()["usage"].toObject()["prompt_tokens"].toInteger();
        QCOMPARE(tokens, qint64(2 * 32));
    }

    void pipelinedRequestsAreAnsweredInOrder() {
        DemoServer server;
        RawClient client(server.port());
        client.send(getModels() + post(embeddingsBody(messages(2))) + getModels() +
                    post(embeddingsBody(messages(5))));
        QCOMPARE(client.next().json()["object"].toString(), QStringLiteral("list"));
        QCOMPARE(client.next().items(), 2);
        QCOMPARE(client.next().json()["data"].toArray()[0].toObject()["id"].toString(), kModel);
        QCOMPARE(client.next().items(), 5);
        client.send(post(embeddingsBody(messages(1))));
        QCOMPARE(client.next().items(), 1);
    }

    void rateLimitIsPerClientAndBeforeTheBody() {
        DemoServer server({QStringLiteral("--rate-limit"), QStringLiteral("2")});
        // Three connections from one client (three ports), each announcing a body it never sends:
        // the first two wait for their bodies, the third is refused at once.
        const QByteArray announced =
            head("POST /v1/embeddings HTTP/1.1", {authorization(), "Content-Length: 1000000"});
        std::vector<std::unique_ptr<RawClient>> clients;
        for (int i = 0; i < 3; ++i) {
            clients.push_back(std::make_unique<RawClient>(server.port()));
            clients.back()->send(announced);
        }
        const Response refused = clients[2]->next();
        QCOMPARE(refused.status, 429);
        QCOMPARE(refused.headers.value("retry-after"), QByteArray("1"));
        QVERIFY(!clients[0]->answered() && !clients[1]->answered());
        // The next second is a new window.
        QThread::msleep(1100);
        QCOMPARE(statusOf(server.port(), getModels()), 200);
    }
};

QTEST_GUILESS_MAIN(TestServe)
#include "test_serve.moc"
