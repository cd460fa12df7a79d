#include "compare_table_model.h"

#include "store/dataset_store.h"
#include "word_marks.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace unembed {

namespace {

// MLC and MSP store token ids with their pieces; shown as the pieces, spaces restored.
QString tokensText(const QString& tokensJson) {
    QStringList pieces;
    for (const QJsonValue& token : QJsonDocument::fromJson(tokensJson.toUtf8()).array()) {
        QString piece = token.toArray().at(1).toString();
        piece.replace(QChar(0x2581), QLatin1Char(' ')); // SentencePiece's word boundary
        pieces << piece.trimmed();
    }
    pieces.removeAll(QString());
    return pieces.join(QLatin1Char(' '));
}

QString outputAtRound(CaseFile& caseFile, const RunSampleInfo& sample, int round) {
    const std::vector<RoundInfo> rounds = sampleRounds(caseFile, sample.id);
    QString text = sample.finalText;
    for (const RoundInfo& r : rounds)
        if (r.round <= round) text = r.hypothesis;
    return text;
}

} // namespace

CompareTableModel::CompareTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void CompareTableModel::load(CaseFile& caseFile, qint64 datasetId,
                             const std::vector<qint64>& runIds, int round) {
    std::vector<RunInfo> runs;
    for (const qint64 id : runIds)
        if (const auto run = findRun(caseFile, id)) runs.push_back(*run);
    QHash<qint64, size_t> rowOf;
    std::vector<Row> rows;
    for (const StoredVector& v : readVectors(caseFile, datasetId)) {
        rowOf.insert(v.row, rows.size());
        rows.push_back({v.row, v.text, std::vector<QString>(runs.size())});
    }
    for (size_t r = 0; r < runs.size(); ++r) {
        const bool vec2text = runs[r].attack == QLatin1String("vec2text");
        for (const RunSampleInfo& sample : runSamples(caseFile, runs[r].id)) {
            const auto at = rowOf.constFind(sample.row);
            if (at == rowOf.constEnd()) continue;
            QString& cell = rows[*at].outputs[r];
            if (!sample.tokensJson.isEmpty())
                cell = tokensText(sample.tokensJson);
            else
                cell = vec2text && round >= 0 ? outputAtRound(caseFile, sample, round)
                                              : sample.finalText;
            if (cell.isNull()) cell = QStringLiteral("");
        }
    }
    // Only the vectors some chosen run attacked.
    std::vector<Row> attacked;
    for (Row& row : rows)
        for (const QString& output : row.outputs)
            if (!output.isNull()) {
                attacked.push_back(std::move(row));
                break;
            }
    beginResetModel();
    runs_ = std::move(runs);
    rows_ = std::move(attacked);
    round_ = round;
    endResetModel();
}

void CompareTableModel::clear() {
    beginResetModel();
    runs_.clear();
    rows_.clear();
    endResetModel();
}

int CompareTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

int CompareTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : FirstRunColumn + int(runs_.size());
}

QVariant CompareTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || size_t(index.row()) >= rows_.size()) return {};
    const Row& row = rows_[size_t(index.row())];
    if (index.column() == RowColumn) {
        if (role == Qt::DisplayRole || role == SortRole) return row.row + 1;
        return {};
    }
    if (index.column() == ReferenceColumn) {
        if (role == Qt::DisplayRole) return row.reference.toHtmlEscaped();
        if (role == SortRole || role == PlainTextRole || role == Qt::ToolTipRole)
            return row.reference;
        return {};
    }
    const QString& output = row.outputs[size_t(index.column() - FirstRunColumn)];
    switch (role) {
    case Qt::DisplayRole:
        return output.isNull() ? tr("<i>not attacked</i>")
                               : markedHypothesisHtml(output, {}, row.reference);
    case PlainTextRole:
    case Qt::ToolTipRole:
        return output;
    case SortRole:
        return output.isNull() ? -1.0 : recoveredWordShare(output, row.reference);
    default:
        return {};
    }
}

QString CompareTableModel::runTitle(size_t run) const {
    const RunInfo& info = runs_[run];
    QString title = tr("%1 (run %2)").arg(info.attack.toUpper()).arg(info.id);
    if (info.attack == QLatin1String("vec2text"))
        title += round_ < 0 ? tr(", final") : tr(", round %1").arg(round_);
    return title;
}

QVariant CompareTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        if (section == RowColumn) return tr("Row");
        if (section == ReferenceColumn) return tr("True text");
        return runTitle(size_t(section - FirstRunColumn));
    }
    if (role == Qt::ToolTipRole && section >= FirstRunColumn)
        return tr("Words of the true text found in the output are marked; sorting orders by the "
                  "share of the true text's words recovered.");
    return {};
}

} // namespace unembed
