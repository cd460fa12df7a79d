// The request reader of `unembed-cli serve` on its own: a request reads the same whichever way its
// bytes are split, pipelined requests come apart, chunked bodies are decoded, and each cap and
// each malformation gets its status before a byte of body is kept.
#include "serve/http_request_reader.h"

#include <QTest>

using namespace unembed;

namespace {

using Step = HttpRequestReader::Step;

HttpRequestReader::Limits smallLimits() {
    return {256, 8, 64};
}

// Feeds `bytes` in pieces of `piece` bytes, reading the body whenever a head completes; returns
// the last step and leaves in `rest` what the reader did not take.
Step feed(HttpRequestReader& reader, const QByteArray& bytes, int piece, QByteArray& rest) {
    Step step = Step::NeedMore;
    for (qint64 at = 0; at < bytes.size(); at += piece) {
        rest += bytes.mid(at, piece);
        step = reader.read(rest);
        if (step == Step::HeadComplete) {
            reader.readBody();
            step = reader.read(rest);
        }
        if (step == Step::Complete || step == Step::Failed) {
            rest += bytes.mid(at + piece);
            return step;
        }
    }
    return step;
}

// The status a request is refused with, or 0 when it reads whole.
int refusal(const QByteArray& bytes) {
    HttpRequestReader reader(smallLimits());
    QByteArray rest;
    const Step step = feed(reader, bytes, int(bytes.size()), rest);
    return step == Step::Failed ? reader.failureStatus() : step == Step::Complete ? 0 : -1;
}

} // namespace

class TestHttpRequestReader : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsTheSameWhateverTheSplit() {
        const QByteArray request = "\r\nPOST /v1/embeddings?x=1 HTTP/1.1\r\nHost: a\r\n"
                                   "Authorization:  Bearer k \r\nContent-Length: 11\r\n\r\n"
                                   "hello world";
        for (int piece : {1, 2, 3, 7, 1000}) {
            HttpRequestReader reader(smallLimits());
            QByteArray rest;
            QCOMPARE(feed(reader, request + "GET /v1/models HTTP/1.0\n\n", piece, rest),
                     Step::Complete);
            const HttpRequest read = reader.takeRequest();
            QCOMPARE(read.method, QByteArray("POST"));
            QCOMPARE(read.path, QByteArray("/v1/embeddings"));
            QCOMPARE(read.header("authorization"), QByteArray("Bearer k"));
            QCOMPARE(read.body, QByteArray("hello world"));
            QVERIFY(read.keepAlive());
            // The pipelined request after it, with bare LFs and HTTP/1.0.
            reader.reset();
            QCOMPARE(reader.read(rest), Step::HeadComplete);
            reader.readBody();
            QCOMPARE(reader.read(rest), Step::Complete);
            QCOMPARE(reader.request().path, QByteArray("/v1/models"));
            QVERIFY(!reader.request().keepAlive());
            QVERIFY(rest.isEmpty());
        }
    }

    void decodesChunkedBodies() {
        const QByteArray request = "POST /v1/embeddings HTTP/1.1\r\nTransfer-Encoding: chunked\r\n"
                                   "\r\n5;name=value\r\nhello\r\n6\r\n world\r\n0\r\n"
                                   "Trailer-Field: x\r\n\r\n";
        for (int piece : {1, 4, 1000}) {
            HttpRequestReader reader(smallLimits());
            QByteArray rest;
            QCOMPARE(feed(reader, request, piece, rest), Step::Complete);
            QCOMPARE(reader.request().body, QByteArray("hello world"));
            QVERIFY(reader.request().chunked());
        }
        // Past the cap of 64 bytes, refused at the chunk that passes it.
        QCOMPARE(refusal("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n30\r\n" +
                         QByteArray(48, 'a') + "\r\n20\r\n"),
                 413);
        QCOMPARE(refusal("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"), 400);
        QCOMPARE(refusal("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab\r\n"), 400);
    }

    void refusesWhatItCannotTrust_data() {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<int>("status");
        QByteArray fields;
        for (int i = 0; i < 9; ++i)
            fields += "X-" + QByteArray::number(i) + ": 1\r\n";
        const QList<QPair<QByteArray, int>> cases = {
            {"GET /v1/models HTTP/1.1\r\nHost: a\r\n\r\n", 0},
            {"GET / HTTP/1.1\r\nX: " + QByteArray(300, 'a') + "\r\n\r\n", 431},
            {"GET / HTTP/1.1\r\n" + fields + "\r\n", 431},
            {"GET / HTTP/1.1\r\nHost : a\r\n\r\n", 400},
            {"GET / HTTP/1.1\r\nHost: a\r\n b\r\n\r\n", 400},
            {"GET / HTTP/1.1\r\nX: a\x01"
             "b\r\n\r\n",
             400},
            {"GET /a b HTTP/1.1\r\n\r\n", 400},
            {"GET / HTTP/3.0\r\n\r\n", 505},
            {"GET / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400},
            {"GET / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400},
            {"GET / HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n", 400},
            {"POST / HTTP/1.1\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n", 400},
            {"POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n", 400},
            {"POST / HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", 501},
            // The body cap as the reader sees it; the server refuses such a head before this.
            {"POST / HTTP/1.1\r\nContent-Length: 65\r\n\r\n", 413},
        };
        for (const auto& [request, status] : cases)
            QTest::newRow(request.left(40).simplified().constData()) << request << status;
    }

    void refusesWhatItCannotTrust() {
        QFETCH(QByteArray, request);
        QFETCH(int, status);
        QCOMPARE(refusal(request), status);
    }

    void refusesAnEndlessHead() {
        // Refused once it passes the cap, without keeping the rest.
        HttpRequestReader reader(smallLimits());
        QByteArray endless(100000, 'a');
        QCOMPARE(reader.read(endless), Step::Failed);
        QCOMPARE(reader.failureStatus(), 431);
    }

    void knowsWhenARequestHasBegun() {
        HttpRequestReader reader(smallLimits());
        QByteArray blank = "\r\n\r\n";
        QCOMPARE(reader.read(blank), Step::NeedMore);
        QVERIFY(!reader.started());
        QByteArray first = "G";
        QCOMPARE(reader.read(first), Step::NeedMore);
        QVERIFY(reader.started());
        QByteArray expect = "ET / HTTP/1.1\r\nExpect: 100-continue\r\nConnection: keep-alive, "
                            "Close\r\n\r\n";
        QCOMPARE(reader.read(expect), Step::HeadComplete);
        QVERIFY(reader.request().expectsContinue());
        QVERIFY(!reader.request().keepAlive());
    }
};

QTEST_GUILESS_MAIN(TestHttpRequestReader)
#include "test_http_request_reader.moc"
