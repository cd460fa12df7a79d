#include "dialogue_corpus.h"

#include "error.h"
#include "io/csv_records.h"
#include "io/regular_file.h"
#include "text/stop_words.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

namespace unembed {

namespace {

QByteArray readAll(const QString& path) {
    requireRegularFile(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError({path, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot read the file: %1").arg(file.errorString()));
    return file.readAll();
}

QStringList personaLines(const QJsonValue& value, const QString& path, qint64 dialogue,
                         const QString& field) {
    static const QString prefix = QStringLiteral("my persona: ");
    if (!value.isArray())
        throw InputError({path, dialogue, field, QStringLiteral("a list of strings"), {}},
                         QStringLiteral("the persona is missing or not a list"));
    QStringList lines;
    for (const QJsonValue& line : value.toArray()) {
        QString text = line.toString().trimmed();
        if (text.startsWith(prefix)) text = text.mid(prefix.size()).trimmed();
        if (!text.isEmpty()) lines << text;
    }
    return lines;
}

QStringList nonEmptyLines(const QString& cell) {
    QStringList lines;
    for (const QString& line : cell.split(QLatin1Char('\n'))) {
        const QString text = line.trimmed();
        if (!text.isEmpty()) lines << text;
    }
    return lines;
}

} // namespace

std::vector<Dialogue> readPersonaChatJson(const QString& path) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(readAll(path), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        throw InputError({path,
                          std::nullopt,
                          {},
                          QStringLiteral("JSON"),
                          QStringLiteral("byte %1").arg(parseError.offset)},
                         QStringLiteral("not valid JSON: %1").arg(parseError.errorString()));
    if (!doc.isArray())
        throw InputError({path, std::nullopt, {}, QStringLiteral("a list of dialogues"), {}},
                         QStringLiteral("the top level is not a list"));
    std::vector<Dialogue> dialogues;
    qint64 index = 0;
    for (const QJsonValue& value : doc.array()) {
        ++index;
        const QJsonObject object = value.toObject();
        if (!object.value(QStringLiteral("conv")).isArray())
            throw InputError(
                {path, index, QStringLiteral("conv"), QStringLiteral("a list of utterances"), {}},
                QStringLiteral("the dialogue has no conversation"));
        Dialogue dialogue;
        dialogue.personas = personaLines(object.value(QStringLiteral("your_persona")), path, index,
                                         QStringLiteral("your_persona")) +
                            personaLines(object.value(QStringLiteral("partner_persona")), path,
                                         index, QStringLiteral("partner_persona"));
        for (const QJsonValue& turn : object.value(QStringLiteral("conv")).toArray()) {
            if (!turn.isString())
                throw InputError(
                    {path, index, QStringLiteral("conv"), QStringLiteral("strings"), {}},
                    QStringLiteral("an utterance is not a string"));
            dialogue.turns << turn.toString().trimmed();
        }
        dialogues.push_back(std::move(dialogue));
    }
    return dialogues;
}

std::vector<Dialogue> readSyntheticPersonaChatCsv(const QString& path) {
    const QByteArray bytes = readAll(path);
    CsvRecordParser parser(path, bytes, ',');
    CsvRecord header;
    if (!parser.next(header))
        throw InputError({path, std::nullopt, {}, {}, {}}, QStringLiteral("the file is empty"));
    const auto column = [&](const char* name) {
        for (size_t i = 0; i < header.cells.size(); ++i)
            if (header.cells[i].trimmed() == name) return i;
        throw InputError(
            {path, 1, QString::fromLatin1(name), QStringLiteral("a header column"), {}},
            QStringLiteral("the column is missing"));
    };
    const size_t user1 = column("user 1 personas");
    const size_t user2 = column("user 2 personas");
    const size_t conversation = column("Best Generated Conversation");
    static const QRegularExpression speaker(QStringLiteral("^\\W*User\\s*[12]\\s*:\\s*(.*)$"));
    std::vector<Dialogue> dialogues;
    CsvRecord record;
    while (parser.next(record)) {
        if (record.cells.size() != header.cells.size())
            throw InputError({path,
                              record.line,
                              {},
                              QString::number(header.cells.size()),
                              QString::number(record.cells.size())},
                             QStringLiteral("the record has another number of cells"));
        Dialogue dialogue;
        dialogue.personas = nonEmptyLines(QString::fromUtf8(record.cells[user1])) +
                            nonEmptyLines(QString::fromUtf8(record.cells[user2]));
        for (const QString& line : nonEmptyLines(QString::fromUtf8(record.cells[conversation]))) {
            const QRegularExpressionMatch match = speaker.match(line);
            if (match.hasMatch())
                dialogue.turns << match.captured(1).trimmed();
            else if (!dialogue.turns.isEmpty())
                dialogue.turns.last() += QLatin1Char(' ') + line;
        }
        dialogues.push_back(std::move(dialogue));
    }
    return dialogues;
}

QStringList dialogueTexts(const std::vector<Dialogue>& dialogues, bool withPersonas) {
    QStringList texts;
    for (const Dialogue& dialogue : dialogues) {
        if (withPersonas) texts += dialogue.personas;
        for (const QString& turn : dialogue.turns)
            if (!turn.isEmpty()) texts << turn;
    }
    return texts;
}

namespace {

std::vector<std::pair<QString, QString>> turnPairs(const std::vector<Dialogue>& dialogues,
                                                   qsizetype stride) {
    std::vector<std::pair<QString, QString>> pairs;
    for (const Dialogue& dialogue : dialogues)
        for (qsizetype i = 0; i + 1 < dialogue.turns.size(); i += stride)
            if (!dialogue.turns[i].isEmpty() && !dialogue.turns[i + 1].isEmpty())
                pairs.emplace_back(dialogue.turns[i], dialogue.turns[i + 1]);
    return pairs;
}

} // namespace

std::vector<std::pair<QString, QString>> replyPairs(const std::vector<Dialogue>& dialogues) {
    return turnPairs(dialogues, 1);
}

std::vector<std::pair<QString, QString>>
disjointReplyPairs(const std::vector<Dialogue>& dialogues) {
    return turnPairs(dialogues, 2);
}

BeirSet replyRetrievalSet(const std::vector<Dialogue>& dialogues) {
    BeirSet set;
    QHash<QString, QString> docIdOfText;
    for (const auto& [utterance, reply] : disjointReplyPairs(dialogues)) {
        QString& docId = docIdOfText[reply];
        if (docId.isEmpty()) {
            docId = QStringLiteral("d%1").arg(set.docIds.size());
            set.docIds << docId;
            set.docTexts << reply;
        }
        const QString queryId = QStringLiteral("q%1").arg(set.queryIds.size());
        set.queryIds << queryId;
        set.queryTexts << utterance;
        set.qrels[queryId][docId] = 1;
    }
    return set;
}

namespace {

QSet<QString> contentWords(const QString& text) {
    static const QRegularExpression nonWord(QStringLiteral("[^\\p{L}\\p{N}]+"));
    QSet<QString> words;
    for (const QString& word : text.toLower().split(nonWord, Qt::SkipEmptyParts))
        if (!isEnglishStopWord(word)) words.insert(word);
    return words;
}

bool expresses(const QSet<QString>& turn, const QSet<QString>& persona) {
    qsizetype shared = 0;
    for (const QString& word : persona)
        shared += turn.contains(word) ? 1 : 0;
    return shared >= 2 && 2 * shared >= persona.size();
}

} // namespace

bool expressesPersonaLine(const QString& turn, const QString& personaLine) {
    return expresses(contentWords(turn), contentWords(personaLine));
}

namespace {

// Calls `found(turn, lines)` for every turn that expresses persona lines of its dialogue.
template <typename Found>
void forEachExpressingTurn(const std::vector<Dialogue>& dialogues, Found found) {
    for (const Dialogue& dialogue : dialogues) {
        std::vector<QSet<QString>> personas;
        for (const QString& line : dialogue.personas)
            personas.push_back(contentWords(line));
        for (const QString& turn : dialogue.turns) {
            const QSet<QString> words = contentWords(turn);
            QStringList lines;
            for (size_t p = 0; p < personas.size(); ++p)
                if (expresses(words, personas[p])) lines << dialogue.personas[qsizetype(p)];
            if (!lines.isEmpty()) found(turn, lines);
        }
    }
}

} // namespace

std::vector<std::pair<QString, QString>> personaFactPairs(const std::vector<Dialogue>& dialogues) {
    std::vector<std::pair<QString, QString>> pairs;
    forEachExpressingTurn(dialogues, [&](const QString& turn, const QStringList& lines) {
        for (const QString& line : lines)
            pairs.emplace_back(turn, line);
    });
    return pairs;
}

BeirSet personaFactRetrievalSet(const std::vector<Dialogue>& dialogues) {
    BeirSet set;
    QHash<QString, QString> docIdOfText;
    auto docId = [&](const QString& text) {
        QString& id = docIdOfText[text];
        if (id.isEmpty()) {
            id = QStringLiteral("p%1").arg(set.docIds.size());
            set.docIds << id;
            set.docTexts << text;
        }
        return id;
    };
    for (const Dialogue& dialogue : dialogues)
        for (const QString& line : dialogue.personas)
            docId(line);
    forEachExpressingTurn(dialogues, [&](const QString& turn, const QStringList& lines) {
        const QString queryId = QStringLiteral("q%1").arg(set.queryIds.size());
        set.queryIds << queryId;
        set.queryTexts << turn;
        for (const QString& line : lines)
            set.qrels[queryId][docId(line)] = 1;
    });
    return set;
}

} // namespace unembed
