#include "probe_view.h"

#include "attack_dialog.h"
#include "browse_field.h"
#include "demo_pack.h"
#include "endpoint_dialog.h"
#include "error.h"
#include "eval/sentence_probe.h"
#include "inference_worker.h"
#include "io/pasted_vector.h"
#include "metric_labels.h"
#include "rich_text_delegate.h"
#include "store/case_file.h"
#include "store/model_store.h"
#include "term_list.h"
#include "word_marks.h"

#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace unembed {

namespace {

constexpr int kFamilyRole = Qt::UserRole + 1;
constexpr int kFolderRole = Qt::UserRole + 2;
constexpr int kCorrectorRole = Qt::UserRole + 3;
constexpr int kVictimDimRole = Qt::UserRole + 4; // the dimension its victim embeds to; 0 unknown

enum Column { AttackColumn, OutputColumn, CosineColumn, BleuColumn, TokenF1Column, TermsColumn };
const QStringList kFigures = {QStringLiteral("cosine"), QStringLiteral("bleu"),
                              QStringLiteral("token_f1")};

// The model families of the case's attackers (attacks/*_folder.h, which the torch-free interface
// cannot include).
const QString kInverter = QStringLiteral("vec2text-inversion");
const QString kCorrector = QStringLiteral("vec2text-corrector");

QString familyLabel(const QString& family) {
    if (family == QLatin1String("mlc")) return QStringLiteral("MLC");
    if (family == QLatin1String("msp")) return QStringLiteral("MSP");
    if (family == QLatin1String("geia")) return QStringLiteral("GEIA");
    return QStringLiteral("Vec2Text");
}

QString attackerLabel(const ProbeAttacker& attacker) {
    return attacker.family == QLatin1String("vec2text")
               ? QStringLiteral("Vec2Text (%1 + %2)")
                     .arg(QFileInfo(attacker.modelFolder).fileName(),
                          QFileInfo(attacker.correctorFolder).fileName())
               : QStringLiteral("%1 (%2)").arg(familyLabel(attacker.family),
                                               QFileInfo(attacker.modelFolder).fileName());
}

// An attacker in the results, short enough to leave the output its room: a Vec2Text by its
// corrector (its inverter is in the tooltip).
QString resultLabel(const ProbeAttacker& attacker) {
    return attacker.family == QLatin1String("vec2text")
               ? QStringLiteral("Vec2Text · %1").arg(QFileInfo(attacker.correctorFolder).fileName())
               : attackerLabel(attacker);
}

ProbeAttacker attackerOf(const QListWidgetItem* item) {
    return {item->data(kFamilyRole).toString(), item->data(kFolderRole).toString(),
            item->data(kCorrectorRole).toString()};
}

QString attackerKey(const ProbeAttacker& attacker) {
    return QStringList{attacker.family, attacker.modelFolder, attacker.correctorFolder}.join(
        QLatin1Char('\n'));
}

QTableWidgetItem* cell(const QString& text, Qt::Alignment alignment = Qt::AlignLeft) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    item->setTextAlignment(alignment | Qt::AlignVCenter);
    return item;
}

} // namespace

ProbeView::ProbeView(InferenceWorker* worker, QWidget* parent)
    : QWidget(parent), worker_(worker), sentence_(new QLineEdit), victim_(new QLineEdit),
      map_(new QLineEdit), attackers_(new QListWidget), steps_(new QSpinBox),
      attack_(new QPushButton(tr("Attack"))), vector_(new QPlainTextEdit),
      invertVector_(new QPushButton(tr("Invert Vector"))), results_(new QTableWidget(0, 6)),
      rounds_(new QTreeWidget), status_(new QLabel) {
    setObjectName(QStringLiteral("probeView"));
    sentence_->setObjectName(QStringLiteral("probeSentence"));
    sentence_->setPlaceholderText(tr("Type a sentence, e.g. my name is Anna and I live in Leeds"));
    sentence_->setClearButtonEnabled(true);
    victim_->setObjectName(QStringLiteral("probeVictim"));
    victim_->setText(
        QSettings().value(victimFolderKey(), demoModelFolder(QStringLiteral("victim"))).toString());
    victim_->setToolTip(tr("The victim embedder: a folder or a registered endpoint's name, shared "
                           "with the other views."));
    connect(victim_, &QLineEdit::textEdited, this,
            [](const QString& text) { QSettings().setValue(victimFolderKey(), text); });
    attackers_->setObjectName(QStringLiteral("probeAttackers"));
    attackers_->setToolTip(tr("The case's attackers (see Models); the checked ones attack."));
    // The attackers flow side by side: three lines for the demo's five, leaving the results more
    // of the height at 1280 x 800 with the panels open.
    attackers_->setFlow(QListView::LeftToRight);
    attackers_->setWrapping(true);
    attackers_->setResizeMode(QListView::Adjust);
    attackers_->setSpacing(1);
    attackers_->setMaximumHeight(64);
    steps_->setObjectName(QStringLiteral("probeSteps"));
    steps_->setRange(0, 100);
    steps_->setValue(20);
    steps_->setToolTip(tr("Vec2Text's correction steps after the base inverter's hypothesis."));
    attack_->setObjectName(QStringLiteral("probeAttack"));
    attack_->setToolTip(tr("Embed the sentence with the victim and attack it (Ctrl+Return)"));
    vector_->setObjectName(QStringLiteral("probeVector"));
    vector_->setPlaceholderText(
        tr("Or paste a vector as a JSON array of numbers, e.g. [0.012, -0.034, 0.101, …]"));
    vector_->setTabChangesFocus(true);
    vector_->setMaximumHeight(fontMetrics().height() * 3 + 12);
    // One line at the least: the tab's minimum height is the main window's, and a taller box
    // took rows from the Compare panel below.
    vector_->setMinimumHeight(fontMetrics().height() + 12);
    invertVector_->setObjectName(QStringLiteral("probeInvertVector"));
    invertVector_->setToolTip(tr("Invert the pasted vector with the checked attackers, as a typed "
                                 "sentence's vector is"));
    status_->setObjectName(QStringLiteral("probeStatus"));
    status_->setWordWrap(true);

    results_->setObjectName(QStringLiteral("probeResults"));
    // Short headers: the tab shares the window's width with the panels; each header's tooltip
    // names its figure in full.
    results_->setHorizontalHeaderLabels(
        {tr("Attacker"), tr("Output"), tr("Cosine"), tr("BLEU"), tr("Token F1"), tr("Terms")});
    for (int f = 0; f < kFigures.size(); ++f)
        results_->horizontalHeaderItem(CosineColumn + f)->setToolTip(metricLabel(kFigures[f]));
    results_->horizontalHeaderItem(TermsColumn)
        ->setToolTip(tr("The sentence's sensitive terms the output holds as whole words"));
    results_->setItemDelegateForColumn(OutputColumn, new RichTextDelegate(results_));
    results_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    results_->verticalHeader()->setVisible(false);
    QHeaderView* header = results_->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The attackers' names whole ("Vec2Text (inverter + corrector-nofeedback)"); the output
    // takes the rest.
    header->setSectionResizeMode(AttackColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(OutputColumn, QHeaderView::Stretch);
    results_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    results_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    results_->setWordWrap(false);
    rounds_->setObjectName(QStringLiteral("probeRounds"));
    rounds_->setHeaderLabels({tr("Round"), tr("Vec2Text hypothesis"), tr("Cosine")});
    rounds_->setItemDelegateForColumn(1, new RichTextDelegate(rounds_));
    rounds_->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    rounds_->header()->setStretchLastSection(false);

    auto* line = new QHBoxLayout;
    line->addWidget(sentence_, 1);
    line->addWidget(attack_);
    auto* pasted = new QHBoxLayout;
    pasted->addWidget(vector_, 1);
    pasted->addWidget(invertVector_, 0, Qt::AlignTop);
    // The map beside the victim it reads: a row of its own cost Compare a row at 1280 x 800.
    auto* victim = new QHBoxLayout;
    victim->addWidget(victim_, 1);
    victim->addWidget(new QLabel(tr("Through a map:")));
    addBrowseAction(map_, tr("Alignment map"), tr("Browse for an alignment map folder"));
    victim->addWidget(map_, 1);
    victim->addWidget(new QLabel(tr("Vec2Text steps:")));
    victim->addWidget(steps_);
    map_->setObjectName(QStringLiteral("probeMap"));
    map_->setAccessibleName(tr("Alignment map folder"));
    map_->setPlaceholderText(tr("none"));
    map_->setToolTip(
        tr("A map fitted on leaked pairs (unembed-cli align) from the victim's "
           "vectors into the space of the embedder the attackers were trained for; none: they "
           "were trained against this victim"));
    map_->setClearButtonEnabled(true);
    auto* form = new QFormLayout;
    form->addRow(tr("Victim:"), victim);
    form->addRow(tr("Attackers:"), attackers_);
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(results_);
    splitter->addWidget(rounds_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(line);
    layout->addLayout(pasted);
    layout->addLayout(form);
    layout->addWidget(status_);
    layout->addWidget(splitter, 1);

    connect(attack_, &QPushButton::clicked, this, &ProbeView::attack);
    connect(sentence_, &QLineEdit::returnPressed, this, &ProbeView::attack);
    connect(sentence_, &QLineEdit::textChanged, this, &ProbeView::updateButton);
    connect(invertVector_, &QPushButton::clicked, this, &ProbeView::invertVector);
    connect(vector_, &QPlainTextEdit::textChanged, this, &ProbeView::updateButton);
    auto* shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(shortcut, &QShortcut::activated, this, &ProbeView::attack);
    connect(worker_, &InferenceWorker::roundFinished, this, &ProbeView::addRound);
    connect(worker_, &InferenceWorker::jobFailed, this, [this](int id, const QString&) {
        if (id != jobId_) return;
        jobId_ = 0;
        status_->setText(tr("The attack failed (see Jobs)."));
        updateButton();
    });
    connect(worker_, &InferenceWorker::jobCancelled, this, [this](int id) {
        if (id != jobId_) return;
        jobId_ = 0;
        status_->setText(tr("Cancelled; the runs finished so far are in the case."));
        updateButton();
    });
    showCase(nullptr);
}

void ProbeView::showCase(CaseFile* caseFile) {
    case_ = caseFile;
    listAttackers();
    updateButton();
}

void ProbeView::listAttackers() {
    // The attackers unchecked stay so when the case is read again after a job.
    QSet<QString> unchecked;
    for (int i = 0; i < attackers_->count(); ++i)
        if (attackers_->item(i)->checkState() != Qt::Checked)
            unchecked.insert(attackerKey(attackerOf(attackers_->item(i))));
    attackers_->clear();
    if (!case_) {
        status_->setText(tr("Open a case: its attackers are offered here."));
        return;
    }
    std::vector<ModelInfo> models;
    try {
        models = listModels(*case_);
    } catch (const InputError& e) {
        Q_EMIT failed(e.message());
        return;
    }
    std::vector<ProbeAttacker> offered;
    QHash<QString, qint64> victimDims; // by the attacker's (inverter's) folder
    for (const ModelInfo& model : models) {
        victimDims.insert(model.folder, model.victimDim);
        if (model.family == kInverter) {
            // Each corrector trained against the same victim completes this inverter.
            for (const ModelInfo& corrector : models)
                if (corrector.family == kCorrector && corrector.victimName == model.victimName)
                    offered.push_back({QStringLiteral("vec2text"), model.folder, corrector.folder});
        } else if (model.family == QLatin1String("mlc") || model.family == QLatin1String("msp") ||
                   model.family == QLatin1String("geia")) {
            offered.push_back({model.family, model.folder, QString()});
        }
    }
    // The quick attacks first, so that their outputs are in while Vec2Text corrects.
    std::stable_sort(offered.begin(), offered.end(), [](const auto& a, const auto& b) {
        return (a.family == QLatin1String("vec2text")) < (b.family == QLatin1String("vec2text"));
    });
    QSet<QString> listed; // a case may register one folder twice
    for (const ProbeAttacker& attacker : offered) {
        const QString key = attackerKey(attacker);
        if (listed.contains(key)) continue;
        listed.insert(key);
        auto* item = new QListWidgetItem(attackerLabel(attacker), attackers_);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setData(kFamilyRole, attacker.family);
        item->setData(kFolderRole, attacker.modelFolder);
        item->setData(kCorrectorRole, attacker.correctorFolder);
        item->setData(kVictimDimRole, victimDims.value(attacker.modelFolder));
        item->setCheckState(unchecked.contains(key) ? Qt::Unchecked : Qt::Checked);
        item->setToolTip(
            attacker.correctorFolder.isEmpty()
                ? attacker.modelFolder
                : tr("%1\ncorrector: %2").arg(attacker.modelFolder, attacker.correctorFolder));
    }
    status_->setText(offered.empty() ? tr("The case has no attackers yet: run or train one "
                                          "(Models), and it is offered here.")
                                     : tr("Type a sentence and press Ctrl+Return."));
}

void ProbeView::updateButton() {
    attack_->setEnabled(case_ && jobId_ == 0 && !sentence_->text().trimmed().isEmpty());
    invertVector_->setEnabled(case_ && jobId_ == 0 && !vector_->toPlainText().trimmed().isEmpty());
}

int ProbeView::attack() {
    if (sentence_->text().trimmed().isEmpty()) return 0;
    return startProbe(sentence_->text().trimmed(), {});
}

int ProbeView::invertVector() {
    if (!case_ || !worker_ || jobId_ != 0) return 0;
    std::vector<float> vector;
    try {
        vector = parsePastedVector(vector_->toPlainText());
    } catch (const InputError& e) {
        status_->setText(tr("The pasted vector is refused: %1").arg(e.message()));
        return 0;
    }
    // Each attacker inverts vectors of its victim's dimension only (through a map, the map
    // checks the vector's).
    for (int i = 0; i < attackers_->count() && map_->text().trimmed().isEmpty(); ++i) {
        const QListWidgetItem* item = attackers_->item(i);
        const qint64 dim = item->data(kVictimDimRole).toLongLong();
        if (item->checkState() == Qt::Checked && dim > 0 && dim != qint64(vector.size())) {
            status_->setText(tr("The pasted vector has %1 numbers; %2 inverts vectors of %3 "
                                "numbers (its victim's dimension). Paste a vector of that "
                                "victim, or uncheck the attacker.")
                                 .arg(vector.size())
                                 .arg(item->text())
                                 .arg(dim));
            return 0;
        }
    }
    return startProbe(QString(), vector);
}

int ProbeView::startProbe(const QString& sentence, const std::vector<float>& vector) {
    if (!case_ || !worker_ || jobId_ != 0) return 0;
    SentenceProbeRequest request;
    request.text = sentence;
    request.victim = victim_->text();
    request.correction.steps = steps_->value();
    request.termsFile = chosenTermsFile();
    request.alignMap = map_->text().trimmed();
    for (int i = 0; i < attackers_->count(); ++i) {
        const QListWidgetItem* item = attackers_->item(i);
        if (item->checkState() == Qt::Checked) request.attackers.push_back(attackerOf(item));
    }
    sentenceInFlight_ = request.text;
    attackersInFlight_.clear();
    for (const ProbeAttacker& attacker : request.attackers)
        attackersInFlight_ << attackerLabel(attacker);
    lastRound_.clear();
    results_->setRowCount(0);
    rounds_->clear();
    tag_ = InferenceWorker::newTag();
    auto result = std::make_shared<SentenceProbeResult>();
    const QString casePath = case_->path();
    const auto jobId = worker_->whenFinished(this, [this, result](int) {
        jobId_ = 0;
        updateButton();
        showResult(*result);
        Q_EMIT probed(result->datasetId, result->row);
    });
    *jobId = worker_->enqueue(
        vector.empty()
            ? tr("Try a sentence with %n attacker(s)", nullptr, int(request.attackers.size()))
            : tr("Invert a pasted vector with %n attacker(s)", nullptr,
                 int(request.attackers.size())),
        [worker = worker_, tag = tag_, casePath, request, vector,
         result](const CancelToken& cancel, const InferenceWorker::ReportProgress& progress) {
            CaseFile caseFile(casePath);
            SentenceProbeRequest resolved = request;
            resolved.victim = registeredVictim(caseFile, request.victim.location);
            const ProbeRoundObserver rounds = [&](size_t attacker, const CorrectionRound& round) {
                // One target: the round's sample says which attacker it is.
                CorrectionRound shown = round;
                shown.sample = int64_t(attacker);
                if (worker) worker->publishRound(tag, shown);
            };
            *result = vector.empty()
                          ? probeSentence(caseFile, resolved, &cancel, rounds, progress)
                          : probeVector(caseFile, resolved, vector, &cancel, rounds, progress);
            return tr("Attacked row %1 of the scratch dataset %2")
                .arg(result->row + 1)
                .arg(result->datasetId);
        });
    jobId_ = *jobId;
    status_->setText(vector.empty() ? tr("Embedding and attacking on the worker (see Jobs)…")
                                    : tr("Inverting the pasted vector on the worker (see Jobs)…"));
    updateButton();
    return *jobId;
}

void ProbeView::addRound(quint64 tag, const CorrectionRound& round) {
    if (tag != tag_) return;
    // Each Vec2Text attacker's rounds under its name, as the results table names it.
    const QString attacker = attackersInFlight_.value(int(round.sample));
    QTreeWidgetItem* parent = nullptr;
    for (int i = 0; i < rounds_->topLevelItemCount() && !parent; ++i)
        if (rounds_->topLevelItem(i)->data(0, Qt::UserRole).toLongLong() == round.sample)
            parent = rounds_->topLevelItem(i);
    if (!parent) {
        parent = new QTreeWidgetItem(rounds_, {attacker});
        parent->setData(0, Qt::UserRole, qint64(round.sample));
        parent->setFirstColumnSpanned(true);
        parent->setExpanded(true);
    }
    auto* item = new QTreeWidgetItem(parent);
    item->setText(0, QString::number(round.round));
    item->setText(
        1, markedHypothesisHtml(round.text, lastRound_.value(round.sample), sentenceInFlight_));
    item->setText(2, QString::number(round.cosine, 'f', 4));
    item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    lastRound_.insert(round.sample, round.text);
    rounds_->scrollToItem(item);
}

void ProbeView::showResult(const SentenceProbeResult& result) {
    results_->setRowCount(0);
    for (const ProbeOutcome& outcome : result.outcomes) {
        const int row = results_->rowCount();
        results_->insertRow(row);
        QTableWidgetItem* attacker = cell(resultLabel(outcome.attacker));
        attacker->setToolTip(attackerLabel(outcome.attacker));
        if (!outcome.warnings.isEmpty()) {
            attacker->setText(QStringLiteral("⚠ ") + attacker->text());
            attacker->setToolTip(outcome.warnings.join(QLatin1Char('\n')));
        }
        results_->setItem(row, AttackColumn, attacker);
        if (!outcome.error.isEmpty()) {
            QTableWidgetItem* error = cell(outcome.error.toHtmlEscaped());
            error->setToolTip(outcome.error);
            results_->setItem(row, OutputColumn, error);
            continue;
        }
        QTableWidgetItem* output =
            cell(markedHypothesisHtml(outcome.output, QString(), sentenceInFlight_, result.terms));
        output->setToolTip(outcome.output);
        results_->setItem(row, OutputColumn, output);
        for (int f = 0; f < kFigures.size(); ++f) {
            const auto figure = outcome.figures.constFind(kFigures[f]);
            if (figure != outcome.figures.constEnd())
                results_->setItem(
                    row, CosineColumn + f,
                    cell(QString::number(*figure, 'f', f == 0 ? 4 : 1), Qt::AlignRight));
        }
        results_->setItem(row, TermsColumn,
                          cell(result.terms.isEmpty() ? tr("(none detected)")
                               : outcome.recovered.isEmpty()
                                   ? tr("0 of %1").arg(result.terms.size())
                                   : tr("%1 of %2: %3")
                                         .arg(outcome.recovered.size())
                                         .arg(result.terms.size())
                                         .arg(outcome.recovered.join(QStringLiteral(", ")))));
    }
    if (sentenceInFlight_.isEmpty()) {
        status_->setText(tr("Row %1 of the dataset \"%2\"; each attack is a run there, in "
                            "Compare. With no text to compare with, the cosine is between the "
                            "pasted vector and the output's embedding under the victim.")
                             .arg(result.row + 1)
                             .arg(result.datasetName));
        return;
    }
    status_->setText(tr("Row %1 of the scratch dataset \"%2\"; each attack is a run there, in "
                        "Compare and Leaks. Sensitive terms found in the sentence: %3.")
                         .arg(result.row + 1)
                         .arg(result.datasetName, result.terms.isEmpty()
                                                      ? tr("none")
                                                      : result.terms.join(QStringLiteral(", "))));
}

} // namespace unembed
