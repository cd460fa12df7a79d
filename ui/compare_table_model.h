// The attacks side by side: one row per vector of a dataset, the true text, then one column per
// chosen run with what it recovered (a text for GEIA and Vec2Text, at a chosen correction round
// for Vec2Text; the predicted tokens for MLC and MSP), the words found in the true text marked and
// the words of sensitive terms detected in it (stored by `eval`) in a colour of their own. Each
// output column sorts by the share of the true text's words it recovered, or by any metric `eval`
// stored for the sample; its tooltip lists them.
#pragma once

#include "store/run_store.h"

#include <QAbstractTableModel>
#include <QHash>

#include <vector>

namespace unembed {

class CaseFile;

class CompareTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { RowColumn, ReferenceColumn, FirstRunColumn };
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int PlainTextRole = Qt::UserRole + 2;
    // The figure shown before an output: the chosen metric's value, or the share of the true
    // text's words recovered.
    static constexpr int FigureRole = Qt::UserRole + 3;
    static constexpr int MarkedRole = Qt::UserRole + 4; // the marked output without the figure

    explicit CompareTableModel(QObject* parent = nullptr);

    // Reads the outputs of `runIds` (runs on `datasetId`) from the case. `round` >= 0 shows each
    // Vec2Text output as it stood after that round (its last round when it stopped earlier);
    // -1 shows the final output. Throws InputError when the case cannot be read.
    void load(CaseFile& caseFile, qint64 datasetId, const std::vector<qint64>& runIds,
              int round = -1);
    void clear();
    // The metric output columns sort by; empty: the share of the true text's words recovered.
    void setSortMetric(const QString& name);
    const QString& sortMetric() const { return sortMetric_; }
    // What the figure before each output is, for people ("BLEU").
    QString figureName() const;
    // Names of the per-sample metrics stored for the loaded runs, sorted.
    QStringList sampleMetricNames() const;
    // Whether output column `column` shows the sort metric's figure for some row: an MLC run
    // has no BLEU. Every output has a share of the true text's words.
    bool columnHasSortFigure(int column) const;
    // The order that puts the outputs that recovered most first (a header's first click).
    Qt::SortOrder mostRecoveredFirst() const;
    // The detectors that found the loaded rows' sensitive terms.
    QStringList detectors() const { return detectors_; }

    const std::vector<RunInfo>& runs() const { return runs_; }
    // The dataset row shown at table row `row`.
    qint64 datasetRow(int row) const { return rows_[size_t(row)].row; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // The column title of a run: attack, id and, for Vec2Text, the round shown.
    QString runTitle(size_t run) const;

private:
    QString shownFigure(const QModelIndex& index) const;

    struct Row {
        qint64 row = 0;
        QString reference;
        QStringList sensitiveTerms;   // detected in the reference
        std::vector<QString> outputs; // per run; null where the run has no output for the row
        std::vector<QHash<QString, double>> metrics; // per run: the sample's stored figures
        std::vector<QStringList> tokenScores; // per run: MLC's "token p", most probable first
    };
    std::vector<RunInfo> runs_;
    std::vector<Row> rows_;
    QStringList detectors_;
    QString sortMetric_;
    int round_ = -1;
};

} // namespace unembed
