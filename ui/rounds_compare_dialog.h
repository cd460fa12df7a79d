// "Compare Runs by Round…": the case's finished Vec2Text runs to put side by side (two or more)
// and the per-round figures to draw (BLEU and exact match by default, cosine on the right axis).
// Over a corrector trained with feedback and one without, this is Vec2Text's Fig. 3.
#pragma once

#include <QDialog>

#include <vector>

class QCheckBox;
class QDialogButtonBox;
class QListWidget;

namespace unembed {

struct RoundsCandidate {
    qint64 runId = 0;
    QString label; // "Vec2Text 20 steps, no feedback" and the like
    qint64 samples = 0;
};

class RoundsCompareDialog : public QDialog {
    Q_OBJECT
public:
    explicit RoundsCompareDialog(const std::vector<RoundsCandidate>& runs,
                                 QWidget* parent = nullptr);

    std::vector<qint64> runIds() const; // the checked runs, in listed order
    QStringList metrics() const;        // registry names

    QListWidget* runList() const { return runs_; }

private:
    void updateOk();

    QListWidget* runs_;
    QCheckBox* bleu_;
    QCheckBox* exact_;
    QCheckBox* cosine_;
    QDialogButtonBox* buttons_;
};

} // namespace unembed
