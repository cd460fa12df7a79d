#include "attack_dialog.h"

#include "browse_field.h"
#include "demo_pack.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

namespace unembed {

namespace {

// The demo pack's folder for an attack, and the settings key remembering the user's choice.
QString modelName(AttackDialog::Attack attack) {
    switch (attack) {
    case AttackDialog::Attack::Mlc:
        return QStringLiteral("mlc");
    case AttackDialog::Attack::Msp:
        return QStringLiteral("msp");
    case AttackDialog::Attack::GeiaBeam:
    case AttackDialog::Attack::GeiaNucleus:
        break;
    }
    return QStringLiteral("geia");
}

QString modelKey(AttackDialog::Attack attack) {
    return QStringLiteral("attack/%1").arg(modelName(attack));
}

} // namespace

QString victimFolderKey() {
    return QStringLiteral("vec2text/embedder");
}

AttackDialog::AttackDialog(const QString& datasetName, bool hasTexts, QWidget* parent)
    : QDialog(parent), attack_(new QComboBox(this)), model_(new QLineEdit(this)),
      victim_(new QLineEdit(QSettings()
                                .value(victimFolderKey(), demoModelFolder(QStringLiteral("victim")))
                                .toString(),
                            this)),
      limit_(new QSpinBox(this)), sample_(new QSpinBox(this)), seed_(new QSpinBox(this)),
      evaluate_(new QCheckBox(tr("Evaluate against the &texts"), this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Run Attack"));
    attack_->addItem(tr("MLC: multi-label classifier (tokens)"), int(Attack::Mlc));
    attack_->addItem(tr("MSP: multi-set prediction (tokens)"), int(Attack::Msp));
    attack_->addItem(tr("GEIA: beam search, 5 beams"), int(Attack::GeiaBeam));
    attack_->addItem(tr("GEIA: nucleus sampling, p 0.9, T 0.9"), int(Attack::GeiaNucleus));
    attack_->setAccessibleName(tr("Attack"));
    model_->setAccessibleName(tr("Attacker model folder"));
    model_->setPlaceholderText(tr("Model folder"));
    victim_->setAccessibleName(tr("Victim embedder folder"));
    victim_->setPlaceholderText(tr("A sentence-transformers folder"));
    limit_->setRange(0, 100000000);
    limit_->setSpecialValueText(tr("every row"));
    limit_->setAccessibleName(tr("Rows to attack, from the first"));
    sample_->setRange(0, 100000000);
    sample_->setSpecialValueText(tr("no sample"));
    sample_->setAccessibleName(tr("Rows to attack, drawn at random"));
    sample_->setToolTip(tr("Attack a uniform random sample of this many rows; evaluated, the run "
                           "also estimates the whole dataset's figures with 95 % intervals (the "
                           "Report's Sampling audits table)"));
    seed_->setRange(0, 2147483647);
    seed_->setValue(1);
    seed_->setPrefix(tr("seed "));
    seed_->setAccessibleName(tr("Random seed of the sample"));
    evaluate_->setChecked(hasTexts);
    evaluate_->setEnabled(hasTexts);
    evaluate_->setToolTip(hasTexts ? tr("Score the outputs with the papers' metrics (the victim "
                                        "gives the cosine) for the Report's tables and the "
                                        "Compare view's figures")
                                   : tr("The dataset has no texts to score the outputs against"));
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Run"));

    auto* dataset = new QLabel(datasetName, this);
    dataset->setTextFormat(Qt::PlainText);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Dataset:"), dataset);
    form->addRow(tr("&Attack:"), attack_);
    QPushButton* browseModel = browseButton(this, model_, tr("Attacker model"),
                                            tr("Browse for the attacker model folder"));
    QPushButton* browseVictim = browseButton(this, victim_, tr("Victim embedder"),
                                             tr("Browse for the victim embedder folder"));
    QWidget* modelRow = withBrowseButton(model_, browseModel);
    QWidget* victimRow = withBrowseButton(victim_, browseVictim);
    form->addRow(tr("&Model folder:"), modelRow);
    form->addRow(tr("&Victim embedder:"), victimRow);
    form->addRow(tr("&First rows:"), limit_);
    auto* sampleRow = new QWidget(this);
    auto* sampleLayout = new QHBoxLayout(sampleRow);
    sampleLayout->setContentsMargins(0, 0, 0, 0);
    sampleLayout->addWidget(sample_, 1);
    sampleLayout->addWidget(seed_);
    form->addRow(tr("Random &sample:"), sampleRow);
    form->addRow(evaluate_);
    form->addRow(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(attack_, &QComboBox::currentIndexChanged, this, &AttackDialog::attackChanged);
    connect(model_, &QLineEdit::textChanged, this, &AttackDialog::updateOk);
    connect(victim_, &QLineEdit::textChanged, this, &AttackDialog::updateOk);
    connect(evaluate_, &QCheckBox::toggled, this, &AttackDialog::updateOk);
    // A sample replaces the first rows.
    connect(sample_, &QSpinBox::valueChanged, this, [this](int rows) {
        limit_->setEnabled(rows == 0);
        seed_->setEnabled(rows > 0);
    });
    seed_->setEnabled(false);
    setTabChain({attack_, modelRow, victimRow, limit_, sample_, seed_, evaluate_, buttons_});
    resize(620, 290);
    attackChanged();
}

AttackDialog::Attack AttackDialog::attack() const {
    return Attack(attack_->currentData().toInt());
}

QString AttackDialog::modelFolder() const {
    return model_->text().trimmed();
}

QString AttackDialog::victimFolder() const {
    return victim_->text().trimmed();
}

AttackChoice AttackDialog::choice() const {
    const bool sampled = sample_->value() > 0;
    return {attack(),         modelFolder(),  victimFolder(),        sampled ? 0 : limit_->value(),
            sample_->value(), seed_->value(), evaluate_->isChecked()};
}

void AttackDialog::accept() {
    QSettings settings;
    settings.setValue(modelKey(attack()), modelFolder());
    if (!victimFolder().isEmpty()) settings.setValue(victimFolderKey(), victimFolder());
    QDialog::accept();
}

void AttackDialog::attackChanged() {
    model_->setText(
        QSettings().value(modelKey(attack()), demoModelFolder(modelName(attack()))).toString());
    updateOk();
}

void AttackDialog::updateOk() {
    // GEIA and the evaluation's cosine need the victim; MLC and MSP read only the vectors.
    const bool needsVictim =
        attack() == Attack::GeiaBeam || attack() == Attack::GeiaNucleus || evaluate_->isChecked();
    buttons_->button(QDialogButtonBox::Ok)
        ->setEnabled(!modelFolder().isEmpty() && (!needsVictim || !victimFolder().isEmpty()));
}

} // namespace unembed
