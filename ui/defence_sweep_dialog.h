// "Sweep a Defence…": a defence's trade-off (Vec2Text section 6) from the workbench, as
// `unembed-cli sweep noise|defence` makes it: the defence and its strengths (each kind's default
// filled in), the victim, the BEIR retrieval set and its split, Vec2Text's base inverter and
// corrector with its steps and sequence beam, how many documents are inverted and the seed. The
// folders are remembered (the demo pack's models at first; the retrieval set has no default).
#pragma once

#include "eval/defence_sweep.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace unembed {

class DefenceSweepDialog : public QDialog {
    Q_OBJECT
public:
    explicit DefenceSweepDialog(QWidget* parent = nullptr);

    // The sweep asked for, its victim still a folder (registered in the job); throws InputError
    // for strengths that do not parse.
    DefenceSweepRequest request() const;
    QString victimFolder() const;

    QComboBox* defenceBox() const { return defence_; }
    QLineEdit* strengthsEdit() const { return strengths_; }
    QLineEdit* victimEdit() const { return victim_; }
    QLineEdit* retrievalEdit() const { return retrieval_; }
    QLineEdit* splitEdit() const { return split_; }
    QLineEdit* inverterEdit() const { return inverter_; }
    QLineEdit* correctorEdit() const { return corrector_; }
    QLineEdit* mapEdit() const { return map_; }
    QSpinBox* stepsBox() const { return steps_; }
    QSpinBox* beamBox() const { return beam_; }
    QSpinBox* limitBox() const { return limit_; }
    QSpinBox* seedBox() const { return seed_; }
    QDialogButtonBox* buttonBox() const { return buttons_; }

    void accept() override;

private:
    DefenceKind kind() const;
    void defenceChanged();
    void updateOk();

    QComboBox* defence_;
    QLineEdit* strengths_;
    QLabel* strengthsHelp_;
    QLineEdit* victim_;
    QLineEdit* retrieval_;
    QLineEdit* split_;
    QLineEdit* inverter_;
    QLineEdit* corrector_;
    QLineEdit* map_;
    QSpinBox* steps_;
    QSpinBox* beam_;
    QSpinBox* limit_;
    QSpinBox* seed_;
    QDialogButtonBox* buttons_;
};

} // namespace unembed
