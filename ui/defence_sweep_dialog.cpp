#include "defence_sweep_dialog.h"

#include "attack_dialog.h"
#include "browse_field.h"
#include "demo_pack.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

namespace unembed {

namespace {

// The retrieval set this dialog remembers; the victim and Vec2Text's folders are shared
// (attack_dialog.h).
const QString kRetrievalKey = QStringLiteral("sweep/retrieval");
const QString kSplitKey = QStringLiteral("sweep/split");

QString remembered(const QString& key, const QString& demoFolder = {}) {
    return QSettings()
        .value(key, demoFolder.isEmpty() ? QString() : demoModelFolder(demoFolder))
        .toString();
}

} // namespace

DefenceSweepDialog::DefenceSweepDialog(QWidget* parent)
    : QDialog(parent), defence_(new QComboBox(this)), strengths_(new QLineEdit(this)),
      strengthsHelp_(new QLabel(this)),
      victim_(new QLineEdit(remembered(victimFolderKey(), QStringLiteral("victim")), this)),
      retrieval_(new QLineEdit(remembered(kRetrievalKey), this)),
      split_(new QLineEdit(QSettings().value(kSplitKey, QStringLiteral("test")).toString(), this)),
      inverter_(new QLineEdit(remembered(vec2textInverterKey(), QStringLiteral("inverter")), this)),
      corrector_(
          new QLineEdit(remembered(vec2textCorrectorKey(), QStringLiteral("corrector")), this)),
      map_(new QLineEdit(this)), steps_(new QSpinBox(this)), beam_(new QSpinBox(this)),
      limit_(new QSpinBox(this)), seed_(new QSpinBox(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Sweep a Defence"));
    defence_->addItem(tr("Gaussian noise"), int(DefenceKind::Noise));
    defence_->addItem(tr("Scalar quantisation"), int(DefenceKind::Scalar));
    defence_->addItem(tr("Binary quantisation"), int(DefenceKind::Binary));
    defence_->addItem(tr("Truncation"), int(DefenceKind::Truncate));
    defence_->addItem(tr("PCA projection"), int(DefenceKind::Pca));
    defence_->addItem(tr("Secret rotation"), int(DefenceKind::Rotate));
    defence_->setAccessibleName(tr("Defence"));
    strengths_->setAccessibleName(tr("Strengths, separated by commas"));
    strengthsHelp_->setWordWrap(true);
    victim_->setAccessibleName(tr("Victim embedder folder"));
    retrieval_->setAccessibleName(tr("Retrieval set folder (BEIR)"));
    retrieval_->setPlaceholderText(tr("corpus.jsonl, queries.jsonl, qrels/SPLIT.tsv"));
    split_->setAccessibleName(tr("Qrels split"));
    inverter_->setAccessibleName(tr("Vec2Text base inverter folder"));
    corrector_->setAccessibleName(tr("Vec2Text corrector folder"));
    map_->setObjectName(QStringLiteral("sweepMap"));
    map_->setAccessibleName(tr("Alignment map folder"));
    map_->setPlaceholderText(tr("none: the attackers were trained against this victim"));
    map_->setToolTip(tr("A map fitted on leaked pairs (unembed-cli align) from the victim's "
                        "vectors into the space of the embedder the inverter and corrector were "
                        "trained for: the attacker reads the defended vectors through it and "
                        "queries no victim"));
    limit_->setRange(0, 100000000);
    limit_->setValue(200);
    limit_->setSpecialValueText(tr("every document"));
    limit_->setAccessibleName(tr("Documents inverted at each strength"));
    seed_->setRange(0, 2147483647);
    seed_->setAccessibleName(tr("Seed of the noise and the rotation's key"));
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Sweep"));

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Defence:"), defence_);
    form->addRow(tr("S&trengths:"), strengths_);
    form->addRow(QString(), strengthsHelp_);
    auto row = [this](QLineEdit* edit, const QString& title, const QString& name) {
        return withBrowseButton(edit, browseButton(this, edit, title, name));
    };
    QWidget* victimRow =
        row(victim_, tr("Victim embedder"), tr("Browse for the victim embedder folder"));
    QWidget* retrievalRow =
        row(retrieval_, tr("Retrieval set"), tr("Browse for the BEIR folder of the retrieval set"));
    QWidget* inverterRow =
        row(inverter_, tr("Base inverter"), tr("Browse for the Vec2Text base inverter folder"));
    QWidget* correctorRow =
        row(corrector_, tr("Corrector"), tr("Browse for the Vec2Text corrector folder"));
    form->addRow(tr("&Victim embedder:"), victimRow);
    form->addRow(tr("&Retrieval set:"), retrievalRow);
    form->addRow(tr("Sp&lit:"), split_);
    form->addRow(tr("Base &inverter:"), inverterRow);
    form->addRow(tr("&Corrector:"), correctorRow);
    QWidget* mapRow = row(map_, tr("Alignment map"), tr("Browse for an alignment map folder"));
    form->addRow(tr("Thro&ugh a map:"), mapRow);
    form->addRow(tr("Correction ste&ps:"), AttackDialog::correctionRow(this, steps_, beam_, 10));
    form->addRow(tr("Docu&ments inverted:"), limit_);
    form->addRow(tr("&Key (seed):"), seed_);
    form->addRow(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(defence_, &QComboBox::currentIndexChanged, this, &DefenceSweepDialog::defenceChanged);
    for (QLineEdit* edit : {strengths_, victim_, retrieval_, split_, inverter_, corrector_})
        connect(edit, &QLineEdit::textChanged, this, &DefenceSweepDialog::updateOk);
    setTabChain({defence_, strengths_, victimRow, retrievalRow, split_, inverterRow, correctorRow,
                 mapRow, steps_, beam_, limit_, seed_, buttons_});
    resize(640, 420);
    defenceChanged();
}

DefenceKind DefenceSweepDialog::kind() const {
    return DefenceKind(defence_->currentData().toInt());
}

QString DefenceSweepDialog::victimFolder() const {
    return victim_->text().trimmed();
}

DefenceSweepRequest DefenceSweepDialog::request() const {
    DefenceSweepRequest request;
    request.defence = DefenceSpec::kindName(kind());
    const QString strengths = strengths_->text().trimmed();
    if (kind() != DefenceKind::Binary)
        request.strengths = parseSweepStrengths(strengths, tr("strengths"));
    // As in the CLI: the default leaked-pair counts fit the retrieval set, given ones must.
    request.dropUnfittingLeaks = strengths == defaultSweepStrengths(kind());
    request.retrievalFolder = retrieval_->text().trimmed();
    request.split = split_->text().trimmed();
    request.inverterFolder = inverter_->text().trimmed();
    request.correctorFolder = corrector_->text().trimmed();
    request.alignMap = map_->text().trimmed();
    request.correction.steps = steps_->value();
    request.correction.sequenceBeamWidth = beam_->value();
    request.limit = limit_->value();
    request.seed = uint64_t(seed_->value());
    return request;
}

void DefenceSweepDialog::accept() {
    QSettings settings;
    settings.setValue(victimFolderKey(), victimFolder());
    settings.setValue(kRetrievalKey, retrieval_->text().trimmed());
    settings.setValue(kSplitKey, split_->text().trimmed());
    settings.setValue(vec2textInverterKey(), inverter_->text().trimmed());
    settings.setValue(vec2textCorrectorKey(), corrector_->text().trimmed());
    QDialog::accept();
}

void DefenceSweepDialog::defenceChanged() {
    const DefenceKind chosen = kind();
    strengths_->setText(defaultSweepStrengths(chosen));
    strengths_->setEnabled(chosen != DefenceKind::Binary);
    switch (chosen) {
    case DefenceKind::Noise:
        strengthsHelp_->setText(tr("λ, the scale of the Gaussian noise added to every vector; "
                                   "0 is the victim without noise."));
        break;
    case DefenceKind::Scalar:
        strengthsHelp_->setText(tr("Bits per dimension; each dimension is quantised over the "
                                   "range the documents span in it. Measured without the "
                                   "defence first."));
        break;
    case DefenceKind::Binary:
        strengthsHelp_->setText(tr("Signs only: one point, beside the victim without the "
                                   "defence."));
        break;
    case DefenceKind::Truncate:
        strengthsHelp_->setText(tr("Dimensions kept, from the first; at most the victim's "
                                   "dimension."));
        break;
    case DefenceKind::Pca:
        strengthsHelp_->setText(tr("Principal components of the documents kept; at most the "
                                   "victim's dimension."));
        break;
    case DefenceKind::Rotate:
        strengthsHelp_->setText(tr("Leaked (text, vector) pairs the attacker has to estimate the "
                                   "rotation: the documents after the inverted ones. Default "
                                   "counts the retrieval set is too small for are left out."));
        break;
    }
    updateOk();
}

void DefenceSweepDialog::updateOk() {
    const bool strengthsGiven =
        kind() == DefenceKind::Binary || !strengths_->text().trimmed().isEmpty();
    buttons_->button(QDialogButtonBox::Ok)
        ->setEnabled(strengthsGiven && !corrector_->text().trimmed().isEmpty() &&
                     !victimFolder().isEmpty() && !retrieval_->text().trimmed().isEmpty() &&
                     !split_->text().trimmed().isEmpty() && !inverter_->text().trimmed().isEmpty());
}

} // namespace unembed
