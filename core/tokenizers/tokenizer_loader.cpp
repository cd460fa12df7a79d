#include "tokenizer_loader.h"

#include "error.h"
#include "io/json_file.h"
#include "text/sentencepiece_tokenizer.h"
#include "tokenizers/hf_tokenizer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace unembed {

namespace {

QString configToken(const QJsonObject& config, const char* key, const char* fallback) {
    const QJsonValue value = config.value(QLatin1String(key));
    const QString text = value.isObject()
                             ? value.toObject().value(QStringLiteral("content")).toString()
                             : value.toString();
    return text.isEmpty() ? QLatin1String(fallback) : text;
}

QStringList readLines(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError({path, std::nullopt, {}, {}, {}}, QStringLiteral("cannot read the file"));
    QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    for (QString& line : lines)
        if (line.endsWith(QLatin1Char('\r'))) line.chop(1);
    if (!lines.isEmpty() && lines.last().isEmpty()) lines.removeLast();
    return lines;
}

// The special tokens the config names that the vocabulary has, as tokenizer.json's added_tokens.
QJsonArray specialTokens(const QJsonObject& vocab, const QStringList& names) {
    QJsonArray added;
    for (const QString& name : names)
        if (vocab.contains(name))
            added.append(QJsonObject{{QStringLiteral("id"), vocab.value(name)},
                                     {QStringLiteral("content"), name},
                                     {QStringLiteral("special"), true},
                                     {QStringLiteral("normalized"), false}});
    return added;
}

QJsonArray clsSep(const QJsonObject& vocab, const QString& token) {
    return QJsonArray{token, vocab.value(token)};
}

// What BertTokenizer builds from vocab.txt, as a tokenizer.json document.
QJsonObject wordPieceDocument(const QString& vocabPath, const QJsonObject& config) {
    QJsonObject vocab;
    const QStringList lines = readLines(vocabPath);
    for (qsizetype id = 0; id < lines.size(); ++id)
        if (!vocab.contains(lines[id])) vocab.insert(lines[id], int(id));
    const QString unk = configToken(config, "unk_token", "[UNK]");
    const QString cls = configToken(config, "cls_token", "[CLS]");
    const QString sep = configToken(config, "sep_token", "[SEP]");
    const bool lowercase = config.value(QStringLiteral("do_lower_case")).toBool(true);
    return QJsonObject{
        {QStringLiteral("added_tokens"),
         specialTokens(vocab, {configToken(config, "pad_token", "[PAD]"), unk, cls, sep,
                               configToken(config, "mask_token", "[MASK]")})},
        {QStringLiteral("normalizer"),
         QJsonObject{
             {QStringLiteral("type"), QStringLiteral("BertNormalizer")},
             {QStringLiteral("lowercase"), lowercase},
             {QStringLiteral("strip_accents"), config.value(QStringLiteral("strip_accents"))}}},
        {QStringLiteral("pre_tokenizer"),
         QJsonObject{{QStringLiteral("type"), QStringLiteral("BertPreTokenizer")}}},
        {QStringLiteral("model"), QJsonObject{{QStringLiteral("type"), QStringLiteral("WordPiece")},
                                              {QStringLiteral("unk_token"), unk},
                                              {QStringLiteral("vocab"), vocab}}},
        {QStringLiteral("post_processor"),
         QJsonObject{{QStringLiteral("type"), QStringLiteral("BertProcessing")},
                     {QStringLiteral("cls"), clsSep(vocab, cls)},
                     {QStringLiteral("sep"), clsSep(vocab, sep)}}},
        {QStringLiteral("decoder"),
         QJsonObject{{QStringLiteral("type"), QStringLiteral("WordPiece")}}}};
}

// What GPT2Tokenizer / RobertaTokenizer build from vocab.json and merges.txt.
QJsonObject byteLevelBpeDocument(const QString& vocabPath, const QString& mergesPath,
                                 const QJsonObject& config) {
    const QJsonObject vocab = readJsonObjectFile(vocabPath);
    QJsonArray merges;
    for (const QString& line : readLines(mergesPath))
        if (!line.startsWith(QLatin1String("#version")) && !line.isEmpty()) merges.append(line);
    const bool roberta = config.value(QStringLiteral("tokenizer_class"))
                             .toString()
                             .contains(QLatin1String("Roberta"));
    const QString bos = configToken(config, "bos_token", roberta ? "<s>" : "<|endoftext|>");
    const QString eos = configToken(config, "eos_token", roberta ? "</s>" : "<|endoftext|>");
    QJsonObject document{
        {QStringLiteral("added_tokens"),
         specialTokens(vocab, {bos, configToken(config, "pad_token", "<pad>"), eos,
                               configToken(config, "unk_token", "<unk>"),
                               configToken(config, "mask_token", "<mask>")})},
        {QStringLiteral("pre_tokenizer"),
         QJsonObject{{QStringLiteral("type"), QStringLiteral("ByteLevel")},
                     {QStringLiteral("add_prefix_space"),
                      config.value(QStringLiteral("add_prefix_space")).toBool(false)}}},
        {QStringLiteral("model"), QJsonObject{{QStringLiteral("type"), QStringLiteral("BPE")},
                                              {QStringLiteral("vocab"), vocab},
                                              {QStringLiteral("merges"), merges}}},
        {QStringLiteral("decoder"),
         QJsonObject{{QStringLiteral("type"), QStringLiteral("ByteLevel")}}}};
    if (roberta)
        document.insert(QStringLiteral("post_processor"),
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("RobertaProcessing")},
                                    {QStringLiteral("cls"), clsSep(vocab, bos)},
                                    {QStringLiteral("sep"), clsSep(vocab, eos)}});
    return document;
}

} // namespace

std::shared_ptr<const TextTokenizer> loadTextTokenizer(const QString& folder,
                                                       bool preferSentencePiece) {
    const QDir dir(folder);
    const auto has = [&](const char* name) {
        return QFileInfo::exists(dir.filePath(QLatin1String(name)));
    };
    if (has("spiece.model") && (preferSentencePiece || !has("tokenizer.json")))
        return std::make_shared<SentencePieceTokenizer>(SentencePieceTokenizer::load(folder));
    if (has("tokenizer.json")) return HfTokenizer::load(folder);
    const QString configPath = dir.filePath(QStringLiteral("tokenizer_config.json"));
    const QJsonObject config =
        has("tokenizer_config.json") ? readJsonObjectFile(configPath) : QJsonObject();
    QStringList sources;
    if (has("tokenizer_config.json")) sources << configPath;
    if (has("vocab.txt")) {
        const QString vocab = dir.filePath(QStringLiteral("vocab.txt"));
        return std::make_shared<HfTokenizer>(wordPieceDocument(vocab, config), vocab, config,
                                             sources << vocab);
    }
    if (has("vocab.json") && has("merges.txt")) {
        const QString vocab = dir.filePath(QStringLiteral("vocab.json"));
        const QString merges = dir.filePath(QStringLiteral("merges.txt"));
        return std::make_shared<HfTokenizer>(byteLevelBpeDocument(vocab, merges, config), vocab,
                                             config, sources << vocab << merges);
    }
    throw InputError({folder,
                      std::nullopt,
                      {},
                      QStringLiteral("tokenizer.json, spiece.model, "
                                     "vocab.txt or vocab.json with "
                                     "merges.txt"),
                      QStringLiteral("none of them")},
                     QStringLiteral("the model folder has no tokenizer"));
}

} // namespace unembed
