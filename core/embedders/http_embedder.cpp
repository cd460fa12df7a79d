#include "http_embedder.h"

#include "embedders/query_cache.h"
#include "error.h"
#include "store/float_blob.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <cmath>

namespace unembed {

namespace {

constexpr int kIdleTimeoutMs = 60000; // per request, without a byte moving
constexpr int kCancelPollMs = 100;
// A cancelled job still takes the answer in flight, for this long at most: it is billed, and
// cached it is never asked again.
constexpr int kCancelGraceMs = 5000;

InputError endpointError(const QString& url, const QString& problem, const QString& field = {},
                         const QString& expected = {}, const QString& found = {}) {
    return InputError({url, std::nullopt, field, expected, found}, problem);
}

// {base}/embeddings, keeping a query (Azure's api-version) where it is.
QString embeddingsUrl(const QString& location) {
    QUrl url(location.trimmed());
    if (!url.isValid() || url.host().isEmpty() ||
        (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")))
        throw endpointError(location,
                            QStringLiteral("not the http(s) URL of an OpenAI-compatible embeddings "
                                           "endpoint (e.g. http://127.0.0.1:8080/v1)"));
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    if (!path.endsWith(QLatin1String("/embeddings"))) path += QStringLiteral("/embeddings");
    url.setPath(path);
    return url.toString();
}

// Waits `ms` with the thread's events served (a local server in the same thread keeps working),
// checking `cancel`.
void pause(int ms, const CancelToken* cancel) {
    QEventLoop loop;
    QTimer done;
    done.setSingleShot(true);
    QObject::connect(&done, &QTimer::timeout, &loop, &QEventLoop::quit);
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (cancel && cancel->isCancelled()) loop.quit();
    });
    done.start(ms);
    poll.start(kCancelPollMs);
    loop.exec();
    if (cancel) cancel->throwIfCancelled();
}

// The server's own words for a refusal: OpenAI's {"error": {"message": ...}}, TEI's
// {"error": "..."}, or the body's start.
QString serverMessage(const QByteArray& body) {
    const QJsonObject object = QJsonDocument::fromJson(body).object();
    const QJsonValue error = object.value(QStringLiteral("error"));
    if (error.isObject()) return error.toObject().value(QStringLiteral("message")).toString();
    if (error.isString()) return error.toString();
    return QString::fromUtf8(body.left(200)).simplified();
}

bool retryable(int status, QNetworkReply::NetworkError error) {
    if (status == 429 || status >= 500) return true;
    if (status != 0) return false; // an HTTP answer that is a refusal
    switch (error) {
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError: // the transfer timeout aborts the reply
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::ProxyTimeoutError:
    case QNetworkReply::UnknownNetworkError:
    case QNetworkReply::UnknownServerError:
        return true;
    default:
        return false;
    }
}

// One embedding of an answer: a JSON array of numbers, or base64 of little-endian float32. Empty
// when it is neither; a vector longer than kMaxEndpointDimension is refused before it is read.
std::vector<float> embeddingValues(const QJsonValue& value, const QString& url,
                                   const QString& text) {
    const auto tooLong = [&](qint64 length) {
        return endpointError(url,
                             QStringLiteral("the endpoint returned a vector longer than %1 values "
                                            "for \"%2\"")
                                 .arg(kMaxEndpointDimension)
                                 .arg(text.left(60)),
                             QStringLiteral("dimension"),
                             QStringLiteral("at most %1").arg(kMaxEndpointDimension),
                             QString::number(length));
    };
    if (value.isString()) {
        const auto result = QByteArray::fromBase64Encoding(value.toString().toLatin1(),
                                                           QByteArray::AbortOnBase64DecodingErrors);
        const QByteArray& bytes = result.decoded;
        // Whole float32 values only: trailing bytes mean another encoding.
        if (!result || bytes.size() % 4 != 0) return {};
        if (bytes.size() / 4 > kMaxEndpointDimension) throw tooLong(bytes.size() / 4);
        return fromFloatBlob(bytes);
    }
    const QJsonArray array = value.toArray();
    if (array.size() > kMaxEndpointDimension) throw tooLong(array.size());
    std::vector<float> values;
    values.reserve(size_t(array.size()));
    for (const QJsonValue& v : array)
        values.push_back(v.isDouble() ? float(v.toDouble()) : std::nanf(""));
    return values;
}

} // namespace

HttpEmbedder::HttpEmbedder(VictimSpec spec) : spec_(std::move(spec)) {
    url_ = embeddingsUrl(spec_.location);
    if (spec_.model.trimmed().isEmpty())
        throw endpointError(spec_.location,
                            QStringLiteral("an endpoint victim needs the name of its model "
                                           "(--endpoint-model)"),
                            QStringLiteral("model"));
    if (!spec_.apiKeyEnv.isEmpty()) {
        key_ = qgetenv(spec_.apiKeyEnv.toLocal8Bit().constData());
        if (key_.isEmpty())
            throw endpointError(spec_.location,
                                QStringLiteral("the environment variable %1, named as holding the "
                                               "API key, is not set")
                                    .arg(spec_.apiKeyEnv));
    }
    spec_.batchSize = std::max(1, spec_.batchSize);
    if (spec_.dimensions > 0) dimension_ = spec_.dimensions;
    if (!spec_.cacheCase.isEmpty())
        cache_ = std::make_unique<QueryCache>(spec_.cacheCase, url_, spec_.model, spec_.dimensions);
}

HttpEmbedder::~HttpEmbedder() = default;

int HttpEmbedder::dimension() const {
    if (!dimension_)
        const_cast<HttpEmbedder*>(this)->embed({QStringLiteral("Unembed dimension probe")});
    return *dimension_;
}

qint64 HttpEmbedder::tokenBound(const QString& text) {
    return text.toUtf8().size() + 2;
}

torch::Tensor HttpEmbedder::embed(const QStringList& texts, const CancelToken* cancel,
                                  const ProgressFn& progress) {
    // Each distinct text once: from the cache, else from the endpoint.
    QHash<QString, int> slotOf;
    QStringList distinct;
    std::vector<int> rowSlots;
    rowSlots.reserve(size_t(texts.size()));
    for (const QString& text : texts) {
        auto it = slotOf.constFind(text);
        if (it == slotOf.constEnd()) {
            it = slotOf.insert(text, int(distinct.size()));
            distinct.append(text);
        }
        rowSlots.push_back(*it);
    }
    std::vector<std::optional<std::vector<float>>> vectors(size_t(distinct.size()));
    if (cache_) vectors = cache_->lookup(distinct);
    QStringList missing;
    std::vector<int> missingSlots;
    for (int i = 0; i < int(distinct.size()); ++i) {
        if (vectors[size_t(i)]) {
            ++cacheHits_;
            if (!dimension_) dimension_ = int(vectors[size_t(i)]->size());
        } else {
            missing.append(distinct[i]);
            missingSlots.push_back(i);
        }
    }
    const qint64 total = missing.size();
    for (qint64 start = 0; start < total; start += spec_.batchSize) {
        if (cancel) cancel->throwIfCancelled();
        const QStringList wanted = missing.mid(start, spec_.batchSize);
        // The budget's last texts are sent (and cached) before the job stops.
        const QStringList batch = wanted.mid(0, withinBudget(wanted));
        if (!batch.isEmpty()) {
            const std::vector<std::vector<float>> answers = request(batch, cancel);
            if (cache_) cache_->store(batch, answers);
            for (int j = 0; j < int(batch.size()); ++j)
                vectors[size_t(missingSlots[size_t(start + j)])] = answers[size_t(j)];
        }
        if (batch.size() < wanted.size()) throw budgetSpent(total - start - batch.size());
        if (progress)
            progress({QStringLiteral("querying %1").arg(spec_.model),
                      std::min(total, start + spec_.batchSize), total});
    }
    const int dim = dimension_.value_or(0);
    torch::Tensor out = torch::empty({texts.size(), dim}, torch::kFloat32);
    float* data = out.data_ptr<float>();
    for (size_t row = 0; row < rowSlots.size(); ++row) {
        const std::vector<float>& v = *vectors[size_t(rowSlots[row])];
        if (int(v.size()) != dim)
            throw endpointError(url_,
                                QStringLiteral("the endpoint's vectors changed length (text %1 of "
                                               "the job); the query cache may hold another "
                                               "model's vectors")
                                    .arg(row + 1),
                                QStringLiteral("dimension"), QString::number(dim),
                                QString::number(v.size()));
        std::copy(v.begin(), v.end(), data + qint64(row) * dim);
    }
    return out;
}

int HttpEmbedder::withinBudget(const QStringList& batch) const {
    const QueryBudget& budget = spec_.budget;
    int fitting = 0;
    qint64 tokens = tokensCharged_;
    for (const QString& text : batch) {
        tokens += tokenBound(text);
        if (budget.maxTexts > 0 && textsSent_ + fitting + 1 > budget.maxTexts) break;
        if (budget.maxTokens > 0 && tokens > budget.maxTokens) break;
        ++fitting;
    }
    return fitting;
}

QueryBudgetSpent HttpEmbedder::budgetSpent(qint64 unsent) const {
    const QueryBudget& budget = spec_.budget;
    const bool texts = budget.maxTexts > 0 && textsSent_ >= budget.maxTexts;
    const QString limit = texts ? QStringLiteral("%1 texts").arg(budget.maxTexts)
                                : QStringLiteral("%1 tokens (counted as UTF-8 bytes plus 2 per "
                                                 "text, an upper bound on any tokenizer)")
                                      .arg(budget.maxTokens);
    return QueryBudgetSpent(
        {url_, std::nullopt, QStringLiteral("budget"), {}, {}},
        QStringLiteral("the job's query budget of %1 is spent: %2 texts sent, %3 "
                       "more not sent. The answers received are in the query "
                       "cache: run the job again with a larger budget (%4) and "
                       "it goes on from them")
            .arg(limit)
            .arg(textsSent_)
            .arg(unsent)
            .arg(texts ? QStringLiteral("--max-texts") : QStringLiteral("--max-tokens")));
}

std::vector<std::vector<float>> HttpEmbedder::parseAnswer(const QByteArray& answer,
                                                          const QStringList& texts) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(answer, &parseError);
    const QJsonArray data = document.object().value(QStringLiteral("data")).toArray();
    if (parseError.error != QJsonParseError::NoError || data.size() != texts.size())
        throw endpointError(
            url_,
            QStringLiteral("the endpoint's answer is not the embeddings of the "
                           "texts sent"),
            QStringLiteral("data"), QStringLiteral("%1 embeddings").arg(texts.size()),
            parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                         : QStringLiteral("%1").arg(data.size()));
    std::vector<std::vector<float>> vectors(size_t(texts.size()));
    for (int position = 0; position < int(data.size()); ++position) {
        const QJsonObject item = data[position].toObject();
        // Only the item's own number says whose embedding it is: a missing, fractional or
        // quoted index, or one given twice, would put vectors on the wrong texts.
        const QJsonValue number = item.value(QStringLiteral("index"));
        const double index = number.isDouble() ? number.toDouble() : -1;
        if (index < 0 || index >= double(texts.size()) || index != std::floor(index) ||
            !vectors[size_t(index)].empty())
            throw endpointError(
                url_,
                QStringLiteral("the endpoint's answer does not number its embeddings (item %1); "
                               "they cannot be matched to the texts sent")
                    .arg(position + 1),
                QStringLiteral("index"),
                QStringLiteral("an integer from 0 to %1, each once").arg(texts.size() - 1),
                number.isUndefined()
                    ? QStringLiteral("none")
                    : QString::fromUtf8(
                          QJsonDocument(QJsonArray{number}).toJson(QJsonDocument::Compact))
                          .mid(1)
                          .chopped(1));
        const QString& text = texts[int(index)];
        std::vector<float> values =
            embeddingValues(item.value(QStringLiteral("embedding")), url_, text);
        if (values.empty())
            throw endpointError(
                url_,
                QStringLiteral("the endpoint returned no vector for \"%1\"").arg(text.left(60)),
                QStringLiteral("embedding"),
                QStringLiteral("an array of numbers, or base64 of float32 values"),
                QStringLiteral("an empty or undecodable embedding"));
        const int expected = dimension_.value_or(int(values.size()));
        if (int(values.size()) != expected)
            throw endpointError(url_,
                                QStringLiteral("the endpoint returned a vector of another length "
                                               "for \"%1\"")
                                    .arg(text.left(60)),
                                QStringLiteral("dimension"), QString::number(expected),
                                QString::number(values.size()));
        for (size_t k = 0; k < values.size(); ++k)
            if (!std::isfinite(values[k]))
                throw endpointError(url_,
                                    QStringLiteral("the endpoint returned a value that is not "
                                                   "finite for \"%1\"")
                                        .arg(text.left(60)),
                                    QStringLiteral("embedding"), QStringLiteral("finite numbers"),
                                    QStringLiteral("value %1").arg(k + 1));
        dimension_ = expected;
        vectors[size_t(index)] = std::move(values);
    }
    return vectors;
}

std::vector<std::vector<float>> HttpEmbedder::request(const QStringList& texts,
                                                      const CancelToken* cancel) {
    QJsonObject body{{QStringLiteral("model"), spec_.model},
                     {QStringLiteral("input"), QJsonArray::fromStringList(texts)},
                     {QStringLiteral("encoding_format"), QStringLiteral("float")}};
    if (spec_.dimensions > 0) body.insert(QStringLiteral("dimensions"), spec_.dimensions);
    const QByteArray payload = QJsonDocument(body).toJson(QJsonDocument::Compact);
    const qint64 answerCap = kAnswerBaseBytes + kAnswerBytesPerText * texts.size();
    const int totalMs = std::max(1, spec_.timeoutSeconds) * 1000;
    QString lastProblem;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        if (cancel) cancel->throwIfCancelled();
        // Every send counts, a retry's too: the budget is what the endpoint may be sent.
        if (withinBudget(texts) < int(texts.size())) throw budgetSpent(texts.size());
        QNetworkAccessManager network;
        QNetworkRequest request{QUrl(url_)};
        request.setHeader(QNetworkRequest::ContentTypeHeader,
                          QByteArrayLiteral("application/json"));
        if (!key_.isEmpty()) request.setRawHeader("Authorization", "Bearer " + key_);
        // A redirect would take the key (and the texts) elsewhere: it is refused below.
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                             QNetworkRequest::ManualRedirectPolicy);
        request.setTransferTimeout(std::min(totalMs, kIdleTimeoutMs));
        QNetworkReply* reply = network.post(request, payload);
        // Past the cap Qt stops reading from the socket: memory stays bounded while the check
        // below sees the buffer full.
        reply->setReadBufferSize(answerCap + 1);
        ++requestsSent_;
        textsSent_ += texts.size();
        for (const QString& text : texts)
            tokensCharged_ += tokenBound(text);
        enum class Cut { None, TooLarge, TooLong } cut = Cut::None;
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        const auto cutIfTooLarge = [&](qint64 received) {
            const qint64 announced =
                reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
            if (cut == Cut::None &&
                std::max({announced, received, reply->bytesAvailable()}) > answerCap) {
                cut = Cut::TooLarge;
                reply->abort();
            }
        };
        QObject::connect(reply, &QNetworkReply::metaDataChanged, &loop, [&] { cutIfTooLarge(0); });
        QObject::connect(reply, &QNetworkReply::readyRead, &loop, [&] { cutIfTooLarge(0); });
        QObject::connect(reply, &QNetworkReply::downloadProgress, &loop,
                         [&](qint64 received, qint64) { cutIfTooLarge(received); });
        QTimer deadline;
        deadline.setSingleShot(true);
        QObject::connect(&deadline, &QTimer::timeout, &loop, [&] {
            if (cut == Cut::None) cut = Cut::TooLong;
            reply->abort();
        });
        deadline.start(totalMs);
        QTimer poll;
        QElapsedTimer sinceCancel;
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (!cancel || !cancel->isCancelled()) return;
            if (!sinceCancel.isValid()) sinceCancel.start();
            if (sinceCancel.elapsed() >= kCancelGraceMs) reply->abort();
        });
        poll.start(kCancelPollMs);
        if (!reply->isFinished()) loop.exec();
        poll.stop();
        deadline.stop();
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        // An answer that arrived whole is kept, cancelled or not (the caller caches it).
        if (cancel && cancel->isCancelled() && (status != 200 || cut != Cut::None))
            cancel->throwIfCancelled();
        if (cut == Cut::TooLarge)
            throw endpointError(url_,
                                QStringLiteral("the endpoint's answer is larger than the %1 MB "
                                               "that %2 texts' embeddings can take; it was cut off")
                                    .arg(double(answerCap) / (1 << 20), 0, 'f', 1)
                                    .arg(texts.size()));
        const QByteArray answer = reply->readAll();
        const QNetworkReply::NetworkError error = reply->error();
        if (status == 200) return parseAnswer(answer, texts);
        if (status >= 300 && status < 400)
            throw endpointError(
                url_,
                QStringLiteral("the endpoint redirects (HTTP %1) to %2; Unembed follows no "
                               "redirect, so that the key and the texts go only where you said: "
                               "give that URL as --embedder if you trust it")
                    .arg(status)
                    .arg(QString::fromUtf8(reply->rawHeader("Location")).left(200)));
        const QString said =
            status ? serverMessage(answer)
            : cut == Cut::TooLong
                ? QStringLiteral("no whole answer within %1 s (--endpoint-timeout)")
                      .arg(totalMs / 1000)
                : reply->errorString();
        lastProblem = status ? QStringLiteral("HTTP %1: %2").arg(status).arg(said) : said;
        if (status == 401 || status == 403)
            throw endpointError(url_,
                                spec_.apiKeyEnv.isEmpty()
                                    ? QStringLiteral("the endpoint wants an API key (HTTP %1: %2); "
                                                     "name the variable holding it with "
                                                     "--api-key-env")
                                          .arg(status)
                                          .arg(said)
                                    : QStringLiteral("the endpoint refused the API key in %1 "
                                                     "(HTTP %2: %3)")
                                          .arg(spec_.apiKeyEnv)
                                          .arg(status)
                                          .arg(said));
        if (!retryable(status, error))
            throw endpointError(
                url_, QStringLiteral("the endpoint refused the request (%1)").arg(lastProblem));
        if (attempt + 1 == kAttempts) break;
        int waitMs = std::min(kMaxBackoffMs, 500 << attempt);
        // Seconds as digits (an HTTP date is taken as no hint), compared before any arithmetic.
        const QByteArray retryAfter = reply->rawHeader("Retry-After").trimmed();
        if (!retryAfter.isEmpty() && retryAfter.size() <= 18 &&
            std::all_of(retryAfter.begin(), retryAfter.end(),
                        [](char c) { return c >= '0' && c <= '9'; })) {
            const qint64 seconds = retryAfter.toLongLong();
            if (seconds > kMaxRetryAfterSeconds)
                throw endpointError(url_,
                                    QStringLiteral("the endpoint asks to wait %1 s before the "
                                                   "next request (%2), longer than the %3 s "
                                                   "Unembed waits; run the job again later")
                                        .arg(seconds)
                                        .arg(lastProblem)
                                        .arg(kMaxRetryAfterSeconds));
            waitMs = int(seconds) * 1000;
        } else if (retryAfter.size() > 18) {
            throw endpointError(url_, QStringLiteral("the endpoint asks for a wait of %1 s before "
                                                     "the next request; run the job again later")
                                          .arg(QString::fromLatin1(retryAfter.left(40))));
        }
        pause(waitMs, cancel);
    }
    throw endpointError(url_, QStringLiteral("the endpoint did not answer after %1 attempts (last: "
                                             "%2)")
                                  .arg(kAttempts)
                                  .arg(lastProblem));
}

} // namespace unembed
