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
    case AttackDialog::Attack::Vec2Text:
        return QStringLiteral("inverter");
    case AttackDialog::Attack::GeiaBeam:
    case AttackDialog::Attack::GeiaNucleus:
        break;
    }
    return QStringLiteral("geia");
}

QString modelKey(AttackDialog::Attack attack) {
    return attack == AttackDialog::Attack::Vec2Text
               ? vec2textInverterKey() // the live panel's
               : QStringLiteral("attack/%1").arg(modelName(attack));
}

} // namespace

QString victimFolderKey() {
    return QStringLiteral("vec2text/embedder");
}

QString vec2textInverterKey() {
    return QStringLiteral("vec2text/inverter");
}

QString vec2textCorrectorKey() {
    return QStringLiteral("vec2text/corrector");
}

AttackDialog::AttackDialog(const QString& datasetName, bool hasTexts, QWidget* parent)
    : QDialog(parent), attack_(new QComboBox(this)), model_(new QLineEdit(this)),
      victim_(new QLineEdit(QSettings()
                                .value(victimFolderKey(), demoModelFolder(QStringLiteral("victim")))
                                .toString(),
                            this)),
      map_(new QLineEdit(this)), limit_(new QSpinBox(this)), sample_(new QSpinBox(this)),
      seed_(new QSpinBox(this)), evaluate_(new QCheckBox(tr("Evaluate against the &texts"), this)),
      corrector_(new QLineEdit(
          QSettings()
              .value(vec2textCorrectorKey(), demoModelFolder(QStringLiteral("corrector")))
              .toString(),
          this)),
      steps_(new QSpinBox(this)), beam_(new QSpinBox(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Run Attack"));
    attack_->addItem(tr("MLC: multi-label classifier (tokens)"), int(Attack::Mlc));
    attack_->addItem(tr("MSP: multi-set prediction (tokens)"), int(Attack::Msp));
    attack_->addItem(tr("GEIA: beam search, 5 beams"), int(Attack::GeiaBeam));
    attack_->addItem(tr("GEIA: nucleus sampling, p 0.9, T 0.9"), int(Attack::GeiaNucleus));
    attack_->addItem(tr("Vec2Text: base inverter and corrector"), int(Attack::Vec2Text));
    attack_->setAccessibleName(tr("Attack"));
    model_->setAccessibleName(tr("Attacker model folder"));
    model_->setPlaceholderText(tr("Model folder"));
    victim_->setAccessibleName(tr("Victim embedder folder"));
    victim_->setPlaceholderText(tr("A sentence-transformers folder"));
    map_->setAccessibleName(tr("Alignment map folder"));
    map_->setPlaceholderText(tr("None: the attacker was trained against this victim"));
    map_->setToolTip(tr("A map fitted on leaked pairs (unembed-cli align) from this victim's "
                        "vectors into the space of the embedder the attacker was trained for; "
                        "that embedder then re-embeds the attack's texts, so no victim query is "
                        "spent"));
    corrector_->setAccessibleName(tr("Vec2Text corrector folder"));
    corrector_->setPlaceholderText(tr("Corrector folder"));
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
    QPushButton* browseMap =
        browseButton(this, map_, tr("Alignment map"), tr("Browse for an alignment map folder"));
    QWidget* mapRow = withBrowseButton(map_, browseMap);
    form->addRow(tr("T&hrough a map:"), mapRow);
    QPushButton* browseCorrector = browseButton(this, corrector_, tr("Corrector"),
                                                tr("Browse for the Vec2Text corrector folder"));
    correctorRow_ = withBrowseButton(corrector_, browseCorrector);
    form->addRow(tr("&Corrector:"), correctorRow_);
    form->addRow(tr("Correction ste&ps:"), correctionRow(this, steps_, beam_, 20));
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
    connect(map_, &QLineEdit::textChanged, this, &AttackDialog::updateOk);
    connect(corrector_, &QLineEdit::textChanged, this, &AttackDialog::updateOk);
    connect(steps_, &QSpinBox::valueChanged, this, &AttackDialog::updateOk);
    connect(evaluate_, &QCheckBox::toggled, this, &AttackDialog::updateOk);
    // A sample replaces the first rows.
    connect(sample_, &QSpinBox::valueChanged, this, [this](int rows) {
        limit_->setEnabled(rows == 0);
        seed_->setEnabled(rows > 0);
    });
    seed_->setEnabled(false);
    setTabChain({attack_, modelRow, victimRow, mapRow, correctorRow_, steps_, beam_, limit_,
                 sample_, seed_, evaluate_, buttons_});
    resize(620, 320);
    attackChanged();
}

QWidget* AttackDialog::correctionRow(QWidget* parent, QSpinBox* steps, QSpinBox* beam,
                                     int defaultSteps) {
    steps->setRange(0, 100);
    steps->setValue(defaultSteps);
    steps->setAccessibleName(tr("Correction steps"));
    steps->setToolTip(tr("Correction steps after the base inverter's hypothesis; 0: the base "
                         "inverter alone"));
    beam->setRange(1, 8);
    beam->setValue(1);
    beam->setAccessibleName(tr("Sequence beam width"));
    beam->setToolTip(tr("Hypotheses kept per vector between steps (sbeam); 1 corrects greedily"));
    auto* row = new QWidget(parent);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(steps, 1);
    layout->addWidget(new QLabel(tr("Sequence &beam:"), row));
    layout->addWidget(beam, 1);
    return row;
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
    AttackChoice chosen;
    chosen.attack = attack();
    chosen.modelFolder = modelFolder();
    chosen.victimFolder = victimFolder();
    chosen.alignMap = map_->text().trimmed();
    chosen.sample = sample_->value();
    chosen.limit = chosen.sample > 0 ? 0 : limit_->value(); // a sample replaces the first rows
    chosen.sampleSeed = seed_->value();
    chosen.evaluate = evaluate_->isChecked();
    if (chosen.attack == Attack::Vec2Text) {
        chosen.correctorFolder = corrector_->text().trimmed();
        chosen.steps = steps_->value();
        chosen.sequenceBeam = beam_->value();
    }
    return chosen;
}

void AttackDialog::accept() {
    QSettings settings;
    settings.setValue(modelKey(attack()), modelFolder());
    if (!victimFolder().isEmpty()) settings.setValue(victimFolderKey(), victimFolder());
    if (attack() == Attack::Vec2Text)
        settings.setValue(vec2textCorrectorKey(), corrector_->text().trimmed());
    QDialog::accept();
}

void AttackDialog::attackChanged() {
    model_->setText(
        QSettings().value(modelKey(attack()), demoModelFolder(modelName(attack()))).toString());
    // Vec2Text's own settings, only for it.
    auto* form = static_cast<QFormLayout*>(layout());
    const bool vec2text = attack() == Attack::Vec2Text;
    form->setRowVisible(correctorRow_, vec2text);
    form->setRowVisible(steps_->parentWidget(), vec2text);
    updateOk();
}

void AttackDialog::updateOk() {
    // GEIA, Vec2Text and the evaluation's cosine need the victim; MLC and MSP read only the
    // vectors. Vec2Text corrects with its corrector unless it takes no step.
    const bool vec2text = attack() == Attack::Vec2Text;
    // Through a map the attack embedder takes the victim's place in the attack itself.
    const bool throughMap = !map_->text().trimmed().isEmpty();
    const bool needsVictim = (!throughMap && (attack() == Attack::GeiaBeam ||
                                              attack() == Attack::GeiaNucleus || vec2text)) ||
                             evaluate_->isChecked();
    const bool needsCorrector = vec2text && steps_->value() > 0;
    buttons_->button(QDialogButtonBox::Ok)
        ->setEnabled(!modelFolder().isEmpty() && (!needsVictim || !victimFolder().isEmpty()) &&
                     (!needsCorrector || !corrector_->text().trimmed().isEmpty()));
}

} // namespace unembed
