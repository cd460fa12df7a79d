// "Run Attack…": MLC, MSP, GEIA (beam or nucleus) or Vec2Text (its base inverter and corrector,
// steps and sequence beam, as its live panel takes them) on the dataset in view, with the
// attacker's model folder and the victim embedder (remembered; the demo pack's at first), through
// an alignment map when the attacker was trained for another embedder (ALGEN), on every
// row, the first N or a uniform random sample of N (seeded; an evaluated sample is also audited:
// the whole dataset's figures with 95 % intervals), and whether to evaluate the run against the
// dataset's texts when it is done.
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QSpinBox;

namespace unembed {

enum class DatasetAttack { Mlc, Msp, GeiaBeam, GeiaNucleus, Vec2Text };

// What the dialog asks for.
struct AttackChoice {
    DatasetAttack attack = DatasetAttack::Mlc;
    QString modelFolder;  // Vec2Text: the base inverter
    QString victimFolder; // GEIA's and Vec2Text's victim, and the evaluation's cosine
    // An alignment map (`unembed-cli align`): the attacker was trained for the map's attack
    // embedder, which then scores GEIA's outputs and re-embeds Vec2Text's hypotheses; the victim
    // still gives the evaluation's cosine. Empty: an attacker trained against this victim.
    QString alignMap;
    qint64 limit = 0;  // first rows only; 0 for all
    qint64 sample = 0; // a uniform random sample of this many rows instead; 0 for none
    qint64 sampleSeed = 1;
    bool evaluate = true;
    // Vec2Text only: the corrector, the correction steps after the base hypothesis and the
    // sequence beam width (1: greedy), as the live panel takes them.
    QString correctorFolder;
    int steps = 20;
    int sequenceBeam = 1;
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
    QLineEdit* mapEdit() const { return map_; }
    QSpinBox* limitBox() const { return limit_; }
    QSpinBox* sampleBox() const { return sample_; }
    QSpinBox* seedBox() const { return seed_; }
    QCheckBox* evaluateBox() const { return evaluate_; }
    QLineEdit* correctorEdit() const { return corrector_; }
    QSpinBox* stepsBox() const { return steps_; }
    QSpinBox* beamBox() const { return beam_; }
    QDialogButtonBox* buttonBox() const { return buttons_; }

    void accept() override;

    // Vec2Text's correction steps (0 to 100, `defaultSteps` first) and sequence beam (1 to 8)
    // set up as every dialog that runs it shows them, in a row for a form; the row is `parent`'s.
    static QWidget* correctionRow(QWidget* parent, QSpinBox* steps, QSpinBox* beam,
                                  int defaultSteps);

private:
    void attackChanged();
    void updateOk();

    QComboBox* attack_;
    QLineEdit* model_;
    QLineEdit* victim_;
    QLineEdit* map_;
    QSpinBox* limit_;
    QSpinBox* sample_;
    QSpinBox* seed_;
    QCheckBox* evaluate_;
    QLineEdit* corrector_;
    QSpinBox* steps_;
    QSpinBox* beam_;
    QWidget* correctorRow_ = nullptr;
    QDialogButtonBox* buttons_;
};

// The QSettings key of the victim embedder folder the views share.
QString victimFolderKey();
// The QSettings keys of Vec2Text's base inverter and corrector folders, which the live panel,
// Run Attack and Sweep a Defence share.
QString vec2textInverterKey();
QString vec2textCorrectorKey();

} // namespace unembed
