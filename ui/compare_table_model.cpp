#include "compare_table_model.h"

#include "eval/report_tables.h"
#include "metric_labels.h"
#include "store/dataset_store.h"
#include "store/metric_store.h"
#include "word_marks.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace unembed {

namespace {

// MLC and MSP store token ids with their pieces: shown as a set of tokens, the most probable
// first (MLC's scores; MSP's in step order, its own ranking), each a word or a piece of one,
// without SentencePiece's word-boundary mark and without special tokens such as </s>. The
// probabilities, where stored, go in `probabilities` as "token p" lines.
QString tokensText(const QString& tokensJson, const QString& scoresJson,
                   QStringList* probabilities) {
    QHash<qint64, double> score;
    for (const QJsonValue& entry : QJsonDocument::fromJson(scoresJson.toUtf8()).array())
        score.insert(entry.toArray().at(0).toInteger(), entry.toArray().at(2).toDouble());
    struct Token {
        QString piece;
        double p;
        int order;
    };
    std::vector<Token> tokens;
    for (const QJsonValue& entry : QJsonDocument::fromJson(tokensJson.toUtf8()).array()) {
        const QJsonArray token = entry.toArray();
        QString piece = token.at(1).toString();
        if (piece.startsWith(QLatin1Char('<')) && piece.endsWith(QLatin1Char('>'))) continue;
        piece.replace(QChar(0x2581), QLatin1Char(' ')); // SentencePiece's word boundary
        piece = piece.trimmed();
        if (piece.isEmpty()) continue;
        tokens.push_back({piece, score.value(token.at(0).toInteger(), -1.0), int(tokens.size())});
    }
    std::stable_sort(tokens.begin(), tokens.end(),
                     [](const Token& a, const Token& b) { return a.p > b.p; });
    QStringList pieces;
    for (const Token& token : tokens) {
        pieces << token.piece;
        if (probabilities && token.p >= 0)
            *probabilities << QStringLiteral("%1 %2").arg(token.piece).arg(token.p, 0, 'f', 2);
    }
    return pieces.join(QStringLiteral(" \u00b7 "));
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
    // Rows are 0..count-1; only their texts are read, not the embeddings.
    const DatasetInfo dataset = requireDataset(caseFile, datasetId);
    const QHash<qint64, QString> texts =
        dataset.hasTexts ? datasetTexts(caseFile, datasetId) : QHash<qint64, QString>();
    std::vector<Row> rows;
    for (qint64 r = 0; r < dataset.count; ++r)
        rows.push_back({r,
                        texts.value(r),
                        {},
                        std::vector<QString>(runs.size()),
                        std::vector<QHash<QString, double>>(runs.size()),
                        std::vector<QStringList>(runs.size())});
    QStringList detectors;
    for (const SpanRecord& span : referenceSpans(caseFile, datasetId)) {
        if (span.row < 0 || span.row >= dataset.count) continue;
        rows[size_t(span.row)].sensitiveTerms << span.text;
        if (!detectors.contains(span.detector)) detectors << span.detector;
    }
    for (size_t r = 0; r < runs.size(); ++r) {
        const bool vec2text = runs[r].attack == QLatin1String("vec2text");
        QHash<qint64, QHash<QString, double>> figures; // by run_sample id, whole-output figures
        for (const MetricRecord& m : runMetrics(caseFile, runs[r].id))
            if (m.runSampleId != 0 && !m.round) figures[m.runSampleId].insert(m.name, m.value);
        for (const RunSampleInfo& sample : runSamples(caseFile, runs[r].id)) {
            if (sample.row < 0 || sample.row >= dataset.count) continue;
            Row& row = rows[size_t(sample.row)];
            row.metrics[r] = figures.value(sample.id);
            QString& cell = row.outputs[r];
            if (!sample.tokensJson.isEmpty())
                cell = tokensText(sample.tokensJson, sample.scoresJson, &row.tokenScores[r]);
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
    detectors_ = detectors;
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
        if (role == Qt::DisplayRole)
            return markedHypothesisHtml(row.reference, {}, {}, row.sensitiveTerms);
        if (role == SortRole || role == PlainTextRole || role == Qt::ToolTipRole)
            return row.reference;
        return {};
    }
    const size_t run = size_t(index.column() - FirstRunColumn);
    const QString& output = row.outputs[run];
    const QHash<QString, double>& figures = row.metrics[run];
    switch (role) {
    case Qt::DisplayRole: {
        if (output.isNull()) return tr("<i>not attacked</i>");
        const QString figure = shownFigure(index);
        return (figure.isEmpty() ? QString()
                                 : QStringLiteral("<b>%1</b>&nbsp;&nbsp;").arg(figure)) +
               markedHypothesisHtml(output, {}, row.reference, row.sensitiveTerms);
    }
    case PlainTextRole:
        return output;
    case MarkedRole:
        return output.isNull()
                   ? tr("<i>not attacked</i>")
                   : markedHypothesisHtml(output, {}, row.reference, row.sensitiveTerms);
    case FigureRole:
        return shownFigure(index);
    case Qt::ToolTipRole: {
        QStringList lines{output};
        QStringList names = figures.keys();
        names.sort();
        for (const QString& name : names)
            lines << QStringLiteral("%1: %2").arg(metricLabel(name),
                                                  formatFigure(name, figures.value(name)));
        if (!row.tokenScores[run].isEmpty())
            lines << tr("Probability of each token: %1")
                         .arg(row.tokenScores[run].join(QStringLiteral(", ")));
        return lines.join(QLatin1Char('\n'));
    }
    case SortRole:
        if (output.isNull()) return -1.0;
        if (sortMetric_.isEmpty()) return recoveredWordShare(output, row.reference);
        return figures.value(sortMetric_, -1.0);
    default:
        return {};
    }
}

QString CompareTableModel::figureName() const {
    return sortMetric_.isEmpty() ? tr("share of the true text's words recovered")
                                 : metricLabel(sortMetric_);
}

QString CompareTableModel::shownFigure(const QModelIndex& index) const {
    const Row& row = rows_[size_t(index.row())];
    const size_t run = size_t(index.column() - FirstRunColumn);
    if (row.outputs[run].isNull()) return {};
    if (sortMetric_.isEmpty())
        return row.reference.isEmpty()
                   ? QString()
                   : QStringLiteral("%1%").arg(
                         recoveredWordShare(row.outputs[run], row.reference) * 100.0, 0, 'f', 0);
    const auto found = row.metrics[run].constFind(sortMetric_);
    return found == row.metrics[run].constEnd() ? QStringLiteral("\u2014")
                                                : formatFigure(sortMetric_, *found);
}

void CompareTableModel::setSortMetric(const QString& name) {
    sortMetric_ = name;
    if (!rows_.empty())
        Q_EMIT dataChanged(index(0, FirstRunColumn), index(rowCount() - 1, columnCount() - 1),
                           {SortRole, Qt::DisplayRole, FigureRole});
    Q_EMIT headerDataChanged(Qt::Horizontal, FirstRunColumn, columnCount() - 1);
}

QStringList CompareTableModel::sampleMetricNames() const {
    QStringList names;
    for (const Row& row : rows_)
        for (const auto& figures : row.metrics)
            for (auto it = figures.begin(); it != figures.end(); ++it)
                if (!names.contains(it.key())) names << it.key();
    names.sort();
    return names;
}

bool CompareTableModel::columnHasSortFigure(int column) const {
    if (column < FirstRunColumn || column >= columnCount()) return false;
    if (sortMetric_.isEmpty()) return true;
    const size_t run = size_t(column - FirstRunColumn);
    return std::any_of(rows_.begin(), rows_.end(),
                       [&](const Row& row) { return row.metrics[run].contains(sortMetric_); });
}

Qt::SortOrder CompareTableModel::mostRecoveredFirst() const {
    return lowerIsBetter(sortMetric_) ? Qt::AscendingOrder : Qt::DescendingOrder;
}

QString CompareTableModel::runTitle(size_t run) const {
    const RunInfo& info = runs_[run];
    QString title = tr("%1 (run %2)").arg(shownRunLabel(info)).arg(info.id);
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
    if (role == Qt::InitialSortOrderRole && section >= FirstRunColumn)
        return int(mostRecoveredFirst());
    if (role == Qt::ToolTipRole && section >= FirstRunColumn)
        return tr("Words of the true text found in the output are marked; the figure before each "
                  "output, and the order when sorted, is %1.")
            .arg(figureName());
    return {};
}

} // namespace unembed
