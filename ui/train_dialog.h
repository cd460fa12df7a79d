// "Train…" in the Models view: the options of `unembed-cli train` as a form, the fields that a
// kind does not use disabled. The folders and files are remembered between sessions.
#pragma once

#include "attacks/attack_training.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace unembed {

class TrainDialog : public QDialog {
    Q_OBJECT
public:
    explicit TrainDialog(QWidget* parent = nullptr);

    AttackTrainingRequest request() const;
    // Fills the form from a request (tests, and a second training with the same settings).
    void setRequest(const AttackTrainingRequest& request);

    void accept() override;

    // "GEIA decoder (geia)": how the attack kind `kind` is listed.
    static QString kindLabel(const QString& kind);
    QComboBox* kindBox() const { return kind_; }

private:
    void chooseKind(const QString& kind);
    QLineEdit* pathField(const QString& key, const QString& label, bool folder);
    void updateFields();
    // Fills Config with the demo pack's config.json for the chosen attack (see demoConfig), or
    // empties it for an attack that takes none, unless the user chose a config.
    void offerDemoConfig();

    QComboBox* kind_;
    QLineEdit* embedder_;
    QLineEdit* texts_;
    QLineEdit* dev_;
    QLineEdit* out_;
    QLineEdit* config_;
    QLineEdit* init_;
    QLineEdit* inverter_;
    QLineEdit* tokenizer_;
    QSpinBox* epochs_;
    QSpinBox* batch_;
    QDoubleSpinBox* lr_;
    QSpinBox* warmup_;
    QSpinBox* seed_;
    QSpinBox* maxLength_;
    QSpinBox* repeatTokens_;
    QSpinBox* vocabSize_;
    QSpinBox* hidden_;
    QCheckBox* feedback_;
    QCheckBox* fromInverter_;
    QDialogButtonBox* buttons_;
};

} // namespace unembed
