// "Run Attack…": MLC, MSP or GEIA (beam or nucleus) on the dataset in view, with the attacker's
// model folder and the victim embedder (remembered; the demo pack's at first), on every row or
// the first N, and whether to evaluate the run against the dataset's texts when it is done.
// Vec2Text has its own live panel.
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QSpinBox;

namespace unembed {

enum class DatasetAttack { Mlc, Msp, GeiaBeam, GeiaNucleus };

// What the dialog asks for.
struct AttackChoice {
    DatasetAttack attack = DatasetAttack::Mlc;
    QString modelFolder;
    QString victimFolder; // GEIA's victim and the evaluation's cosine
    qint64 limit = 0;     // first rows only; 0 for all
    bool evaluate = true;
};

class AttackDialog : public QDialog {
    Q_OBJECT
public:
    using Attack = DatasetAttack;

    // `hasTexts`: the dataset knows its texts, so that a run on it can be evaluated.
    AttackDialog(const QString& datasetName, bool hasTexts, QWidget* parent = nullptr);

    Attack attack() const;
    QString modelFolder() const;
    QString victimFolder() const;
    AttackChoice choice() const;

    QComboBox* attackBox() const { return attack_; }
    QLineEdit* modelEdit() const { return model_; }
    QLineEdit* victimEdit() const { return victim_; }
    QSpinBox* limitBox() const { return limit_; }
    QCheckBox* evaluateBox() const { return evaluate_; }

    void accept() override;

private:
    void attackChanged();
    void updateOk();

    QComboBox* attack_;
    QLineEdit* model_;
    QLineEdit* victim_;
    QSpinBox* limit_;
    QCheckBox* evaluate_;
    QDialogButtonBox* buttons_;
};

// The QSettings key of the victim embedder folder the views share.
QString victimFolderKey();

} // namespace unembed
