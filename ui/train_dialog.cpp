#include "train_dialog.h"

#include "browse_field.h"
#include "demo_pack.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

namespace unembed {

namespace {

QSpinBox* spinBox(int low, int high, int value, QWidget* parent) {
    auto* box = new QSpinBox(parent);
    box->setRange(low, high);
    box->setValue(value);
    return box;
}

QString settingsKey(const QString& key) {
    return QStringLiteral("train/") + key;
}

// The demo pack's architecture for the attacks that start from a config: a working template.
QString demoConfig(const QString& kind) {
    const QString folder = kind == QLatin1String("vec2text-inversion") ? QStringLiteral("inverter")
                           : kind == QLatin1String("vec2text-corrector")
                               ? QStringLiteral("corrector")
                           : kind == QLatin1String("geia") ? QStringLiteral("geia")
                                                           : QString();
    const QString dir = folder.isEmpty() ? QString() : demoModelFolder(folder);
    return dir.isEmpty() ? QString() : QDir(dir).filePath(QStringLiteral("config.json"));
}

} // namespace

TrainDialog::TrainDialog(QWidget* parent)
    : QDialog(parent), kind_(new QComboBox(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Train an Attack"));
    for (const QString& kind : attackTrainingKinds()) // named for people, the id in brackets
        kind_->addItem(kindLabel(kind), kind);
    kind_->setAccessibleName(tr("Attack to train"));
    embedder_ = pathField(QStringLiteral("embedder"), tr("Victim embedder"), true);
    if (embedder_->text().isEmpty()) embedder_->setText(demoModelFolder(QStringLiteral("victim")));
    texts_ = pathField(QStringLiteral("texts"), tr("Training texts"), false);
    dev_ = pathField(QStringLiteral("dev"), tr("Held-out texts"), false);
    out_ = pathField(QStringLiteral("out"), tr("Output folder"), true);
    config_ = pathField(QStringLiteral("config"), tr("Model config.json"), false);
    config_->setPlaceholderText(tr("config.json of the model's architecture"));
    config_->setToolTip(tr("Offered for each attack: the demo pack's architecture, a small "
                           "model that trains on a CPU. Give another config.json, or a "
                           "pretrained folder under Start from."));
    init_ = pathField(QStringLiteral("init"),
                      tr("Pretrained folder: T5 (Vec2Text, GEIA) or GPT-2 (GEIA)"), true);
    inverter_ = pathField(QStringLiteral("inverter"), tr("Base inverter"), true);
    tokenizer_ = pathField(QStringLiteral("tokenizer"), tr("Tokenizer (spiece.model)"), false);
    epochs_ = spinBox(1, 1000, 10, this);
    batch_ = spinBox(1, 4096, 64, this);
    lr_ = new QDoubleSpinBox(this);
    lr_->setDecimals(6);
    lr_->setRange(1e-6, 1.0);
    lr_->setSingleStep(1e-4);
    lr_->setValue(3e-4);
    warmup_ = spinBox(0, 1000000, 0, this);
    seed_ = spinBox(0, 1 << 30, 0, this);
    maxLength_ = spinBox(2, 512, 32, this);
    repeatTokens_ = spinBox(1, 64, 16, this);
    vocabSize_ = spinBox(64, 256000, 8000, this);
    hidden_ = spinBox(-1, 8192, -1, this);
    hidden_->setSpecialValueText(tr("default"));
    feedback_ =
        new QCheckBox(tr("The corrector reads its hypothesis's embedding (feedback)"), this);
    feedback_->setChecked(true);
    feedback_->setToolTip(tr("Unchecked: Vec2Text's ablation, a corrector that sees only the "
                             "target embedding and the hypothesis's words"));
    fromInverter_ = new QCheckBox(tr("Start the corrector from the base inverter's weights"), this);
    fromInverter_->setObjectName(QStringLiteral("fromInverter"));
    fromInverter_->setToolTip(tr("Its T5, vocabulary and embedding projections, in place of a "
                                 "config or a T5 folder"));
    const std::pair<QWidget*, QString> named[] = {
        {epochs_, tr("Epochs")},
        {batch_, tr("Batch size")},
        {lr_, tr("Learning rate")},
        {warmup_, tr("Warm-up steps")},
        {seed_, tr("Seed")},
        {maxLength_, tr("Tokens per text")},
        {repeatTokens_, tr("Vec2Text positions per embedding")},
        {vocabSize_, tr("Vocabulary size")},
        {hidden_, tr("Hidden width")}};
    for (const auto& [widget, name] : named)
        widget->setAccessibleName(name);

    auto* form = new QFormLayout(this);
    auto addPath = [&](const QString& label, QLineEdit* field) {
        form->addRow(label, field->parentWidget());
    };
    form->addRow(tr("&Attack:"), kind_);
    addPath(tr("&Victim embedder:"), embedder_);
    addPath(tr("&Training texts:"), texts_);
    addPath(tr("&Held-out texts:"), dev_);
    addPath(tr("&Output folder:"), out_);
    addPath(tr("&Config:"), config_);
    addPath(tr("&Start from:"), init_);
    addPath(tr("Base &inverter:"), inverter_);
    addPath(tr("To&kenizer:"), tokenizer_);
    form->addRow(tr("&Epochs:"), epochs_);
    form->addRow(tr("&Batch size:"), batch_);
    form->addRow(tr("&Learning rate:"), lr_);
    form->addRow(tr("&Warm-up steps:"), warmup_);
    form->addRow(tr("See&d:"), seed_);
    form->addRow(tr("Tokens per te&xt:"), maxLength_);
    form->addRow(tr("&Positions per embedding:"), repeatTokens_);
    form->addRow(tr("Vocabulary si&ze:"), vocabSize_);
    form->addRow(tr("Hidde&n width:"), hidden_);
    form->addRow(tr("&Feedback:"), feedback_);
    form->addRow(QString(), fromInverter_);
    form->addRow(buttons_);
    // The fields were made before their rows: Tab follows the layout instead.
    QList<QWidget*> chain{kind_};
    for (QLineEdit* field : {embedder_, texts_, dev_, out_, config_, init_, inverter_, tokenizer_})
        chain << field->parentWidget();
    chain << epochs_ << batch_ << lr_ << warmup_ << seed_ << maxLength_ << repeatTokens_
          << vocabSize_ << hidden_ << feedback_ << fromInverter_ << buttons_;
    setTabChain(chain);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Train"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(kind_, &QComboBox::currentIndexChanged, this, &TrainDialog::offerDemoConfig);
    connect(kind_, &QComboBox::currentIndexChanged, this, &TrainDialog::updateFields);
    connect(fromInverter_, &QCheckBox::toggled, this, &TrainDialog::updateFields);
    for (QLineEdit* field : {embedder_, texts_, out_, config_, init_, inverter_})
        connect(field, &QLineEdit::textChanged, this, &TrainDialog::updateFields);
    chooseKind(QSettings().value(settingsKey(QStringLiteral("kind"))).toString());
    offerDemoConfig();
    updateFields();
}

void TrainDialog::offerDemoConfig() {
    // Only over an empty field or another attack's template: a config the user chose stays.
    const QString current = config_->text();
    bool isTemplate = current.isEmpty();
    for (int i = 0; i < kind_->count() && !isTemplate; ++i)
        isTemplate = current == demoConfig(kind_->itemData(i).toString());
    // An attack without a config (MLC, MSP) keeps no other attack's template either.
    if (isTemplate) config_->setText(demoConfig(kind_->currentData().toString()));
}

QLineEdit* TrainDialog::pathField(const QString& key, const QString& label, bool folder) {
    auto* field = new QLineEdit(QSettings().value(settingsKey(key)).toString(), this);
    field->setObjectName(key);
    field->setAccessibleName(label);
    withBrowseButton(field,
                     browseButton(this, field, label, tr("Browse for %1").arg(label.toLower()),
                                  folder ? BrowseFor::Folder : BrowseFor::File));
    return field;
}

QString TrainDialog::kindLabel(const QString& kind) {
    QString label = kind;
    if (kind == QLatin1String("vec2text-inversion"))
        label = tr("Vec2Text base inverter");
    else if (kind == QLatin1String("vec2text-corrector"))
        label = tr("Vec2Text corrector");
    else if (kind == QLatin1String("geia"))
        label = tr("GEIA decoder");
    else if (kind == QLatin1String("mlc"))
        label = tr("MLC multi-label classifier");
    else if (kind == QLatin1String("msp"))
        label = tr("MSP multi-set predictor");
    return label == kind ? kind : tr("%1 (%2)").arg(label, kind);
}

void TrainDialog::chooseKind(const QString& kind) {
    const int found = kind_->findData(kind);
    if (found >= 0) kind_->setCurrentIndex(found);
}

void TrainDialog::updateFields() {
    const QString kind = kind_->currentData().toString();
    const bool vec2text = kind.startsWith(QLatin1String("vec2text"));
    const bool bagOfWords = kind == QLatin1String("mlc") || kind == QLatin1String("msp");
    const bool corrector = kind == QLatin1String("vec2text-corrector");
    fromInverter_->setEnabled(corrector);
    const bool fromInverter = corrector && fromInverter_->isChecked();
    const bool geia = kind == QLatin1String("geia");
    // A pretrained GPT-2 or T5 folder brings its own config and tokenizer.
    const bool pretrainedGeia = geia && !init_->text().trimmed().isEmpty();
    config_->parentWidget()->setEnabled((vec2text && !fromInverter) || (geia && !pretrainedGeia));
    init_->parentWidget()->setEnabled((vec2text && !fromInverter) || geia);
    inverter_->parentWidget()->setEnabled(corrector);
    tokenizer_->parentWidget()->setEnabled(!vec2text && !pretrainedGeia);
    repeatTokens_->setEnabled(vec2text);
    vocabSize_->setEnabled(bagOfWords);
    hidden_->setEnabled(bagOfWords);
    feedback_->setEnabled(corrector);
    maxLength_->setEnabled(!bagOfWords);
    // What Train still needs, named on its button so that a disabled Train says why.
    QStringList missing;
    if (embedder_->text().isEmpty()) missing << tr("a victim embedder");
    if (texts_->text().isEmpty()) missing << tr("training texts");
    if (out_->text().isEmpty()) missing << tr("an output folder");
    if (vec2text && !fromInverter && config_->text().isEmpty() && init_->text().isEmpty())
        missing << tr("a config or a pretrained folder to start from");
    if (geia && !pretrainedGeia && config_->text().isEmpty())
        missing << tr("a GPT-2 or T5 config or a pretrained folder to start from");
    if (corrector && inverter_->text().isEmpty()) missing << tr("the base inverter");
    QPushButton* train = buttons_->button(QDialogButtonBox::Ok);
    train->setEnabled(missing.isEmpty());
    train->setToolTip(missing.isEmpty()
                          ? tr("Start training (the loss is drawn under Models)")
                          : tr("Still needed: %1").arg(missing.join(QStringLiteral(", "))));
}

AttackTrainingRequest TrainDialog::request() const {
    AttackTrainingRequest r;
    r.kind = kind_->currentData().toString();
    auto enabled = [](const QLineEdit* field) {
        return field->parentWidget()->isEnabled() ? field->text().trimmed() : QString();
    };
    r.victim = embedder_->text().trimmed();
    r.textsPath = texts_->text().trimmed();
    r.devPath = dev_->text().trimmed();
    r.outFolder = out_->text().trimmed();
    r.configPath = enabled(config_);
    r.initFolder = enabled(init_);
    r.inverterFolder = enabled(inverter_);
    r.tokenizerPath = enabled(tokenizer_);
    r.trainer.epochs = epochs_->value();
    r.trainer.batchSize = batch_->value();
    r.trainer.learningRate = lr_->value();
    r.trainer.warmupSteps = warmup_->value();
    r.trainer.seed = uint64_t(seed_->value());
    r.maxLength = maxLength_->value();
    r.repeatTokens = repeatTokens_->value();
    r.vocabSize = vocabSize_->value();
    r.hidden = hidden_->value();
    r.feedback = !feedback_->isEnabled() || feedback_->isChecked();
    r.initFromInverter = fromInverter_->isEnabled() && fromInverter_->isChecked();
    return r;
}

void TrainDialog::setRequest(const AttackTrainingRequest& r) {
    chooseKind(r.kind);
    embedder_->setText(r.victim.location);
    texts_->setText(r.textsPath);
    dev_->setText(r.devPath);
    out_->setText(r.outFolder);
    config_->setText(r.configPath);
    init_->setText(r.initFolder);
    inverter_->setText(r.inverterFolder);
    tokenizer_->setText(r.tokenizerPath);
    epochs_->setValue(r.trainer.epochs);
    batch_->setValue(r.trainer.batchSize);
    lr_->setValue(r.trainer.learningRate);
    warmup_->setValue(int(r.trainer.warmupSteps));
    seed_->setValue(int(r.trainer.seed));
    maxLength_->setValue(r.maxLength);
    repeatTokens_->setValue(r.repeatTokens);
    vocabSize_->setValue(r.vocabSize);
    hidden_->setValue(r.hidden);
    feedback_->setChecked(r.feedback);
    fromInverter_->setChecked(r.initFromInverter);
    updateFields();
}

void TrainDialog::accept() {
    QSettings settings;
    settings.setValue(settingsKey(QStringLiteral("kind")), kind_->currentData().toString());
    for (QLineEdit* field : {embedder_, texts_, dev_, out_, config_, init_, inverter_, tokenizer_})
        settings.setValue(settingsKey(field->objectName()), field->text());
    QDialog::accept();
}

} // namespace unembed
