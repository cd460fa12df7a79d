// MainWindow's jobs on the inference worker: nearest neighbours, embedding typed text, running
// and evaluating attacks, and the curves stored by a sweep or a comparison of runs by round. The
// window's layout and case handling are in main_window.cpp, its menus in main_window_menus.cpp.
#include "main_window.h"

#include "attack_dialog.h"
#include "attacks/bag_of_words_run.h"
#include "attacks/geia/geia_run.h"
#include "attacks/vec2text/vec2text_run.h"
#include "case_explorer.h"
#include "case_labels.h"
#include "compare_view.h"
#include "curve_plot.h"
#include "defence_sweep_dialog.h"
#include "demo_pack.h"
#include "embed_text_dialog.h"
#include "embedders/text_embedding.h"
#include "endpoint_dialog.h"
#include "error.h"
#include "eval/ann_index.h"
#include "eval/defence_sweep.h"
#include "eval/nearest_neighbours.h"
#include "eval/precision_recall_curve.h"
#include "eval/report_tables.h"
#include "eval/rounds_comparison.h"
#include "eval/run_evaluation.h"
#include "eval/sample_audit.h"
#include "rounds_compare_dialog.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "store/dataset_edit.h"
#include "store/dataset_store.h"
#include "store/metric_store.h"
#include "store/run_store.h"
#include "term_list.h"
#include "vectors_page.h"
#include "vectors_table_model.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileDialog>
#include <QSettings>

namespace unembed {

void MainWindow::findNearestNeighbours() {
    if (!case_ || vectorsModel_->datasetId() == 0) return;
    const QString casePath = case_->path();
    const qint64 datasetId = vectorsModel_->datasetId();
    auto found = std::make_shared<std::vector<NearestNeighbour>>();
    const auto jobId = worker_->whenFinished(this, [this, casePath, datasetId, found](int) {
        // The column fills only if the case and dataset are still the ones shown.
        if (case_ && case_->path() == casePath) vectorsModel_->setNeighbours(datasetId, *found);
    });
    *jobId = worker_->enqueue(
        tr("Nearest neighbours of dataset %1").arg(datasetId),
        [casePath, datasetId, found](const CancelToken& cancel,
                                     const InferenceWorker::ReportProgress& progress) {
            CaseFile caseFile(casePath);
            AnnReport approximate;
            *found = nearestNeighbours(caseFile, datasetId, &cancel, progress, &approximate);
            if (approximate.method.isEmpty())
                return tr("Found the nearest neighbour of %1 vectors").arg(found->size());
            return tr("Found the approximate nearest neighbour of %1 vectors (%2; recall@10 %3 "
                      "against exact search on %4 random rows)")
                .arg(found->size())
                .arg(approximate.method)
                .arg(approximate.recallAt10, 0, 'f', 3)
                .arg(approximate.recallQueries);
        });
}

void MainWindow::promptEmbedText() {
    EmbedTextDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        embedTexts(dialog.texts(), dialog.datasetName(), dialog.embedderFolder());
}

int MainWindow::embedTexts(const QStringList& texts, const QString& datasetName,
                           const QString& embedderFolder) {
    if (!case_) {
        showError(tr("No case open"), tr("Create or open a case before embedding text."));
        return 0;
    }
    const QString casePath = case_->path();
    const int jobId = worker_->enqueue(
        tr("Embed %n sentence(s)", nullptr, int(texts.size())),
        [casePath, texts, datasetName, embedderFolder](
            const CancelToken& cancel, const InferenceWorker::ReportProgress& progress) {
            CaseFile caseFile(casePath);
            TextEmbeddingResult embedded = unembed::embedTexts(
                {registeredVictim(caseFile, embedderFolder), texts, 32}, &cancel, progress);
            const QByteArray joined = texts.join(QLatin1Char('\n')).toUtf8();
            const qint64 id = insertDataset(
                caseFile, embedded.set,
                {datasetName, QStringLiteral("text"),
                 QString::fromLatin1(
                     QCryptographicHash::hash(joined, QCryptographicHash::Sha256).toHex())},
                &cancel, progress);
            return tr("Embedded %1 sentences with %2 as dataset %3")
                .arg(texts.size())
                .arg(embedded.embedderName)
                .arg(id);
        });
    importJobs_.insert(jobId); // the new dataset is shown when it is done
    return jobId;
}

void MainWindow::promptAttack() {
    // The dataset in view now: another may be shown while the dialog is open.
    const qint64 datasetId = vectorsModel_->datasetId();
    if (!case_ || datasetId == 0) return;
    std::optional<DatasetInfo> dataset;
    try {
        dataset = findDataset(*case_, datasetId);
    } catch (const InputError& e) {
        showError(tr("Cannot read the case"), e.message());
        return;
    }
    if (!dataset) return;
    AttackDialog dialog(dataset->name, dataset->hasTexts, this);
    if (dialog.exec() == QDialog::Accepted) runAttack(datasetId, dialog.choice());
}

namespace {

// The evaluation a job runs after an attack or on request, with the term list chosen when the
// job was queued (term_list.h); its one-line summary.
QString evaluateInJob(CaseFile& caseFile, qint64 runId, const QString& victimFolder,
                      const QString& termsFile, const CancelToken& cancel,
                      const InferenceWorker::ReportProgress& progress,
                      const QString& perplexityJudge = {}) {
    RunEvaluationRequest request;
    request.runId = runId;
    request.victim = registeredVictim(caseFile, victimFolder);
    request.perplexityJudge = perplexityJudge;
    request.termsFile = termsFile;
    const RunEvaluation evaluation = unembed::evaluateRun(caseFile, request, &cancel, progress);
    QString summary = victimFolder.isEmpty()
                          ? MainWindow::tr("evaluated %n sample(s), no cosine (no victim chosen)",
                                           nullptr, int(evaluation.samples))
                          : MainWindow::tr("evaluated %n sample(s), cosine under %1", nullptr,
                                           int(evaluation.samples))
                                .arg(QDir::toNativeSeparators(victimFolder));
    if (!perplexityJudge.isEmpty())
        summary +=
            MainWindow::tr(", perplexity under %1").arg(QDir::toNativeSeparators(perplexityJudge));
    return summary;
}

QString perplexityJudgeKey() {
    return QStringLiteral("evaluation/perplexityJudge");
}

} // namespace

int MainWindow::runAttack(qint64 datasetId, const AttackChoice& choice) {
    if (!case_) {
        showError(tr("No case open"), tr("Open a case with a dataset to attack first."));
        return 0;
    }
    const QString casePath = case_->path();
    const QString title = choice.attack == DatasetAttack::Mlc        ? tr("MLC on dataset %1")
                          : choice.attack == DatasetAttack::Msp      ? tr("MSP on dataset %1")
                          : choice.attack == DatasetAttack::Vec2Text ? tr("Vec2Text on dataset %1")
                                                                     : tr("GEIA on dataset %1");
    const QString termsFile = chosenTermsFile();
    return worker_->enqueue(
        title.arg(datasetId),
        [casePath, datasetId, choice, termsFile](const CancelToken& cancel,
                                                 const InferenceWorker::ReportProgress& progress) {
            CaseFile caseFile(casePath);
            qint64 runId = 0;
            QStringList warnings;
            const SamplingPlan plan =
                choice.sample > 0 ? uniformSamplingPlan(requireDataset(caseFile, datasetId).count,
                                                        choice.sample, quint64(choice.sampleSeed))
                                  : SamplingPlan{};
            if (choice.attack == DatasetAttack::Mlc || choice.attack == DatasetAttack::Msp) {
                BagOfWordsRunRequest request;
                request.attack = choice.attack == DatasetAttack::Mlc ? BagOfWordsAttack::Mlc
                                                                     : BagOfWordsAttack::Msp;
                request.modelFolder = choice.modelFolder;
                request.datasetId = datasetId;
                request.limit = choice.limit;
                request.rows = plan.rows;
                request.alignMap = choice.alignMap;
                runId = runBagOfWords(caseFile, request, &cancel, {}, progress).runId;
            } else if (choice.attack == DatasetAttack::Vec2Text) {
                // The live panel's run, with its steps and sequence beam and its other settings
                // at their defaults.
                Vec2TextRunRequest request;
                request.inverterFolder = choice.modelFolder;
                request.correctorFolder = choice.correctorFolder;
                request.alignMap = choice.alignMap;
                request.victim = registeredVictim(caseFile, choice.victimFolder);
                request.datasetId = datasetId;
                request.limit = choice.limit;
                request.rows = plan.rows;
                request.correction.steps = choice.steps;
                request.correction.sequenceBeamWidth = choice.sequenceBeam;
                const Vec2TextRunResult result =
                    runVec2Text(caseFile, request, &cancel, {}, progress);
                runId = result.runId;
                warnings = result.warnings;
            } else {
                GeiaRunRequest request;
                request.modelFolder = choice.modelFolder;
                request.alignMap = choice.alignMap;
                request.victim = registeredVictim(caseFile, choice.victimFolder);
                request.datasetId = datasetId;
                request.limit = choice.limit;
                request.rows = plan.rows;
                request.decoding.method = choice.attack == DatasetAttack::GeiaBeam
                                              ? GeiaDecoding::Method::Beam
                                              : GeiaDecoding::Method::Nucleus;
                const GeiaRunResult result = runGeia(caseFile, request, &cancel, {}, progress);
                runId = result.runId;
                warnings = result.warnings;
            }
            if (!plan.json.isEmpty()) recordSamplingPlan(caseFile, runId, plan);
            const QString summary = tr("Run %1 finished").arg(runId);
            // The warnings come last, so that nothing after them reads as part of one.
            const auto warned = [&warnings](QString text) {
                for (const QString& warning : warnings)
                    text += tr("; warning: %1").arg(warning);
                return text;
            };
            if (!choice.evaluate) return warned(summary);
            // The run is stored whatever becomes of its evaluation: a failure is told, not
            // turned into a failed attack.
            try {
                QString done = summary + QStringLiteral("; ") +
                               evaluateInJob(caseFile, runId, choice.victimFolder, termsFile,
                                             cancel, progress);
                if (plan.json.isEmpty()) return warned(done);
                const SampleAudit audit = auditRun(caseFile, runId);
                storeAudit(caseFile, audit);
                return warned(tr("%1; the whole dataset estimated from the sample (Report: "
                                 "Sampling audits)")
                                  .arg(done));
            } catch (const Cancelled&) {
                throw; // the job reads as cancelled; the run is kept, unevaluated
            } catch (const std::exception& e) { // InputError's what() is its message
                return warned(
                    tr("%1; not evaluated: %2").arg(summary, QString::fromUtf8(e.what())));
            }
        });
}

int MainWindow::evaluateRun(qint64 runId, const QString& victimFolder,
                            const QString& perplexityJudge) {
    if (!case_) return 0;
    const QString casePath = case_->path();
    const QString termsFile = chosenTermsFile();
    return worker_->enqueue(tr("Evaluate run %1").arg(runId),
                            [casePath, runId, victimFolder, termsFile,
                             perplexityJudge](const CancelToken& cancel,
                                              const InferenceWorker::ReportProgress& progress) {
                                CaseFile caseFile(casePath);
                                return tr("Run %1: %2")
                                    .arg(runId)
                                    .arg(evaluateInJob(caseFile, runId, victimFolder, termsFile,
                                                       cancel, progress, perplexityJudge));
                            });
}

void MainWindow::evaluateWithPerplexityJudge(qint64 runId) {
    QSettings settings;
    const QString judge = QFileDialog::getExistingDirectory(
        this, tr("Choose a Hugging Face GPT-2 Folder to Judge Perplexity"),
        settings.value(perplexityJudgeKey()).toString());
    if (judge.isEmpty()) return;
    settings.setValue(perplexityJudgeKey(), judge);
    evaluateRun(
        runId,
        settings.value(victimFolderKey(), demoModelFolder(QStringLiteral("victim"))).toString(),
        judge);
}

int MainWindow::storeCurveJob(const QString& title, const CurveTask& store) {
    const QString casePath = case_->path();
    auto curveId = std::make_shared<qint64>(0);
    const auto jobId = worker_->whenFinished(this, [this, casePath, curveId](int) {
        if (case_ && case_->path() == casePath) explorer_->selectCurve(*curveId);
    });
    *jobId = worker_->enqueue(
        title, [casePath, store, curveId](const CancelToken& cancel,
                                          const InferenceWorker::ReportProgress& progress) {
            CaseFile caseFile(casePath);
            *curveId = store(caseFile, cancel, progress);
            return tr("Stored curve %1").arg(*curveId);
        });
    return *jobId;
}

int MainWindow::removeRun(qint64 runId) {
    if (!case_) return 0;
    const QString casePath = case_->path();
    const auto jobId = worker_->whenFinished(this, [this, runId](int) {
        if (curvePlot_->curve().runId == runId) curvePlot_->clearCurve();
    });
    *jobId = worker_->enqueue(
        tr("Delete run %1").arg(runId),
        [casePath, runId](const CancelToken&, const InferenceWorker::ReportProgress&) {
            CaseFile caseFile(casePath);
            const std::optional<RunInfo> run = findRun(caseFile, runId);
            if (!run)
                throw InputError({casePath, std::nullopt, {}, {}, {}},
                                 tr("the case has no run %1").arg(runId));
            // Its job is still writing to it.
            if (run->status == QLatin1String("running"))
                throw InputError({casePath, std::nullopt, {}, {}, {}},
                                 tr("run %1 is running; cancel its job first").arg(runId));
            unembed::deleteRun(caseFile, runId);
            return tr("Deleted run %1 with its samples, rounds, figures and curves").arg(runId);
        });
    return *jobId;
}

int MainWindow::renameDataset(qint64 datasetId, const QString& name) {
    if (!case_) return 0;
    const QString casePath = case_->path();
    return worker_->enqueue(
        tr("Rename dataset %1").arg(datasetId),
        [casePath, datasetId, name](const CancelToken&, const InferenceWorker::ReportProgress&) {
            CaseFile caseFile(casePath);
            unembed::renameDataset(caseFile, datasetId, name);
            return tr("Renamed dataset %1 to %2").arg(datasetId).arg(name.trimmed());
        });
}

int MainWindow::removeDataset(qint64 datasetId) {
    if (!case_) return 0;
    const QString casePath = case_->path();
    const auto jobId = worker_->whenFinished(this, [this, datasetId](int) {
        if (vectorsModel_->datasetId() != datasetId) return;
        vectorsModel_->clear();
        showDatasetPanels(nullptr, 0);
    });
    *jobId = worker_->enqueue(
        tr("Delete dataset %1").arg(datasetId),
        [casePath, datasetId](const CancelToken&, const InferenceWorker::ReportProgress&) {
            CaseFile caseFile(casePath);
            const qint64 runs = unembed::deleteDataset(caseFile, datasetId);
            return tr("Deleted dataset %1 and %n run(s) made on it", nullptr, int(runs))
                .arg(datasetId);
        });
    return *jobId;
}

int MainWindow::removeCurve(qint64 curveId) {
    if (!case_) return 0;
    const QString casePath = case_->path();
    const auto jobId = worker_->whenFinished(this, [this, curveId](int) {
        if (curvePlot_->curve().id == curveId) curvePlot_->clearCurve();
    });
    *jobId = worker_->enqueue(
        tr("Delete curve %1").arg(curveId),
        [casePath, curveId](const CancelToken&, const InferenceWorker::ReportProgress&) {
            CaseFile caseFile(casePath);
            unembed::deleteCurve(caseFile, curveId);
            return tr("Deleted curve %1").arg(curveId);
        });
    return *jobId;
}

int MainWindow::sweepPrecisionRecall(qint64 runId) {
    if (!case_) return 0;
    return storeCurveJob(
        tr("Precision–recall sweep of run %1").arg(runId),
        [runId](CaseFile& caseFile, const CancelToken& cancel,
                const InferenceWorker::ReportProgress& progress) {
            return storePrecisionRecallCurve(caseFile, runId, &cancel, progress).curveId;
        });
}

void MainWindow::promptCompareRounds() {
    if (!case_) return;
    std::vector<RoundsCandidate> candidates;
    try {
        const QSet<qint64> evaluated = runsWithRoundFigures(*case_);
        for (const RunInfo& run : listRuns(*case_))
            if (run.status == QLatin1String("finished") && evaluated.contains(run.id))
                candidates.push_back({run.id, shownRunLabel(run), runSamplesRun(*case_, run)});
    } catch (const InputError& e) {
        showError(tr("Cannot read the runs"), e.message());
        return;
    }
    if (candidates.size() < 2) {
        showError(tr("Compare Runs by Round"),
                  tr("The case has %n evaluated Vec2Text run(s); a comparison needs two. "
                     "Right-click a Vec2Text run in the Case panel to evaluate it.",
                     nullptr, int(candidates.size())));
        return;
    }
    RoundsCompareDialog dialog(candidates, this);
    if (dialog.exec() == QDialog::Accepted) compareRunsByRound(dialog.runIds(), dialog.metrics());
}

int MainWindow::compareRunsByRound(const std::vector<qint64>& runIds, const QStringList& metrics) {
    if (!case_) {
        showError(tr("No case open"), tr("Open a case with evaluated Vec2Text runs first."));
        return 0;
    }
    RoundsComparisonRequest request;
    request.runIds = runIds;
    request.metrics = metrics;
    return storeCurveJob(
        tr("Compare %n run(s) by round", nullptr, int(runIds.size())),
        [request](CaseFile& caseFile, const CancelToken&, const InferenceWorker::ReportProgress&) {
            return storeRoundsComparison(caseFile, request);
        });
}

int MainWindow::compareDefences() {
    if (!case_) {
        showError(tr("No case open"), tr("Open a case with noise or defence sweeps first."));
        return 0;
    }
    return storeCurveJob(tr("Compare defences"), [](CaseFile& caseFile, const CancelToken&,
                                                    const InferenceWorker::ReportProgress&) {
        return storeDefenceComparison(caseFile);
    });
}

void MainWindow::promptDefenceSweep() {
    if (!case_) return;
    DefenceSweepDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return;
    try {
        sweepDefence(dialog.request(), dialog.victimFolder());
    } catch (const InputError& e) {
        showError(tr("Cannot sweep the defence"), e.message());
    }
}

int MainWindow::sweepDefence(DefenceSweepRequest request, const QString& victimFolder) {
    if (!case_) {
        showError(tr("No case open"), tr("Create or open a case to store the sweep in."));
        return 0;
    }
    const std::optional<DefenceKind> kind = DefenceSpec::kindNamed(request.defence);
    const QString title = kind ? DefenceSpec::title(*kind) : request.defence;
    return storeCurveJob(
        tr("Defence sweep: %1").arg(title),
        [request, victimFolder](CaseFile& caseFile, const CancelToken& cancel,
                                const InferenceWorker::ReportProgress& progress) mutable {
            request.victim = registeredVictim(caseFile, victimFolder);
            const std::vector<DefenceSweepPoint> points =
                runDefenceSweep(request, &cancel, progress);
            return storeDefenceSweep(caseFile, request, points).curveId;
        });
}

} // namespace unembed
