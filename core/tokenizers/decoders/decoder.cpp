#include "decoder.h"

#include "tokenizers/cleanup_spaces.h"
#include "tokenizers/component_table.h"
#include "tokenizers/pattern_split.h"
#include "tokenizers/pre_tokenizers/byte_level.h"
#include "tokenizers/pre_tokenizers/metaspace.h"

#include <QJsonArray>

#include <functional>

namespace unembed {

namespace {

// A decoder that rewrites each token on its own, knowing its index and the token count.
class PerTokenDecoder : public Decoder {
public:
    using Rewrite = std::function<QString(const QString& token, qsizetype index, qsizetype count)>;
    explicit PerTokenDecoder(Rewrite rewrite) : rewrite_(std::move(rewrite)) {}
    QStringList decodeChain(const QStringList& tokens) const override {
        QStringList out;
        for (qsizetype i = 0; i < tokens.size(); ++i)
            out << rewrite_(tokens[i], i, tokens.size());
        return out;
    }

private:
    Rewrite rewrite_;
};

// A decoder that turns the whole list into one string.
class JoiningDecoder : public Decoder {
public:
    using Join = std::function<QString(const QStringList& tokens)>;
    explicit JoiningDecoder(Join join) : join_(std::move(join)) {}
    QStringList decodeChain(const QStringList& tokens) const override { return {join_(tokens)}; }

private:
    Join join_;
};

class SequenceDecoder : public Decoder {
public:
    explicit SequenceDecoder(std::vector<std::unique_ptr<Decoder>> steps)
        : steps_(std::move(steps)) {}
    QStringList decodeChain(const QStringList& tokens) const override {
        QStringList out = tokens;
        for (const auto& step : steps_)
            out = step->decodeChain(out);
        return out;
    }

private:
    std::vector<std::unique_ptr<Decoder>> steps_;
};

std::unique_ptr<Decoder> wordPiece(const QJsonObject& json, const QString&) {
    const QString prefix = json.value(QStringLiteral("prefix")).toString(QStringLiteral("##"));
    const bool cleanup = json.value(QStringLiteral("cleanup")).toBool(true);
    return std::make_unique<PerTokenDecoder>(
        [prefix, cleanup](const QString& token, qsizetype index, qsizetype) {
            QString out = token;
            if (index != 0) {
                if (out.startsWith(prefix))
                    out.remove(0, prefix.size());
                else
                    out.prepend(QLatin1Char(' '));
            }
            return cleanup ? cleanUpTokenizationSpaces(out, SpaceCleanup::WordPieceDecoder) : out;
        });
}

std::unique_ptr<Decoder> metaspace(const QJsonObject& json, const QString& file) {
    const MetaspaceOptions options =
        MetaspaceOptions::fromJson(json, file, QStringLiteral("decoder"));
    return std::make_unique<PerTokenDecoder>(
        [options](const QString& token, qsizetype index, qsizetype) {
            QString out = token;
            out.replace(options.replacement, QStringLiteral(" "));
            if (index == 0 && options.prependScheme != PrependScheme::Never &&
                out.startsWith(QLatin1Char(' ')))
                out.remove(0, 1);
            return out;
        });
}

std::unique_ptr<Decoder> byteFallback(const QJsonObject&, const QString&) {
    return std::make_unique<JoiningDecoder>([](const QStringList& tokens) {
        QString out;
        QByteArray bytes;
        for (const QString& token : tokens) {
            bool ok = false;
            const uint byte = token.size() == 6 && token.startsWith(QLatin1String("<0x")) &&
                                      token.endsWith(QLatin1Char('>'))
                                  ? token.mid(3, 2).toUInt(&ok, 16)
                                  : 0;
            if (ok) {
                bytes += char(byte);
                continue;
            }
            out += QString::fromUtf8(std::exchange(bytes, QByteArray())) + token;
        }
        return out + QString::fromUtf8(bytes);
    });
}

const ComponentTable<Decoder>& factories() {
    static const ComponentTable<Decoder> table = {
        {QStringLiteral("WordPiece"), wordPiece},
        {QStringLiteral("Metaspace"), metaspace},
        {QStringLiteral("ByteFallback"), byteFallback},
        {QStringLiteral("ByteLevel"),
         [](const QJsonObject&, const QString&) {
             return std::make_unique<JoiningDecoder>([](const QStringList& tokens) {
                 QByteArray bytes;
                 for (const QString& token : tokens)
                     bytes += byte_level::decode(token);
                 return QString::fromUtf8(bytes);
             });
         }},
        {QStringLiteral("BPEDecoder"),
         [](const QJsonObject& json, const QString&) {
             const QString suffix =
                 json.value(QStringLiteral("suffix")).toString(QStringLiteral("</w>"));
             return std::make_unique<PerTokenDecoder>([suffix](const QString& token,
                                                               qsizetype index, qsizetype count) {
                 return QString(token).replace(suffix, index + 1 == count ? QString()
                                                                          : QStringLiteral(" "));
             });
         }},
        {QStringLiteral("Replace"),
         [](const QJsonObject& json, const QString& file) {
             const TextPattern pattern = TextPattern::fromJson(
                 json.value(QStringLiteral("pattern")), file, QStringLiteral("decoder.pattern"));
             const QString content = json.value(QStringLiteral("content")).toString();
             return std::make_unique<PerTokenDecoder>(
                 [pattern, content](const QString& token, qsizetype, qsizetype) {
                     return pattern.replace(token, content);
                 });
         }},
        {QStringLiteral("Strip"),
         [](const QJsonObject& json, const QString&) {
             const QString content = json.value(QStringLiteral("content")).toString();
             const int start = json.value(QStringLiteral("start")).toInt();
             const int stop = json.value(QStringLiteral("stop")).toInt();
             return std::make_unique<PerTokenDecoder>([content, start, stop](const QString& token,
                                                                             qsizetype, qsizetype) {
                 QString out = token;
                 for (int i = 0; i < start && !content.isEmpty() && out.startsWith(content); ++i)
                     out.remove(0, content.size());
                 for (int i = 0; i < stop && !content.isEmpty() && out.endsWith(content); ++i)
                     out.chop(content.size());
                 return out;
             });
         }},
        {QStringLiteral("Fuse"),
         [](const QJsonObject&, const QString&) {
             return std::make_unique<JoiningDecoder>(
                 [](const QStringList& tokens) { return tokens.join(QString()); });
         }},
        {QStringLiteral("Sequence"),
         [](const QJsonObject& json, const QString& file) {
             std::vector<std::unique_ptr<Decoder>> steps;
             for (const QJsonValue& step : json.value(QStringLiteral("decoders")).toArray())
                 if (auto decoder = makeDecoder(step, file)) steps.push_back(std::move(decoder));
             return std::make_unique<SequenceDecoder>(std::move(steps));
         }},
    };
    return table;
}

} // namespace

std::unique_ptr<Decoder> makeDecoder(const QJsonValue& json, const QString& file) {
    return makeComponent(factories(), json, file, QStringLiteral("decoder"));
}

} // namespace unembed
