// The demo build's driver, shared by its two source files: demo_build.cpp (bookkeeping, corpus,
// vocabulary, victim, cases, training the attacks) and demo_attack_stages.cpp (running and
// evaluating the attacks, the sweeps and the report). Internal to core/demo.
#pragma once

#include "attacks/attack_training.h"
#include "attacks/bag_of_words.h"
#include "attacks/geia/geia_decoding.h"
#include "demo/build_state.h"
#include "demo/demo_build.h"
#include "demo/demo_files.h"
#include "demo/demo_plan.h"
#include "embedders/dual_encoder_training.h"
#include "store/case_file.h"
#include "training/trainer.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <optional>

namespace unembed::demo {

class DemoBuilder {
public:
    DemoBuilder(const DemoBuildRequest& request, const CancelToken* cancel, const DemoBuildLog& log)
        : request_(request), cancel_(cancel), log_(log), work_(request.workFolder),
          out_(request.outFolder) {}

    void run();

private:
    static QString duration(double seconds) {
        return QStringLiteral("%1 min").arg(seconds / 60.0, 0, 'f', 1);
    }
    void say(const QString& line) const {
        if (log_.line) log_.line(line);
    }
    QString workPath(const QString& name) const { return work_.filePath(name); }
    // Paths as the pack records them (its build state, case and report), never this machine's:
    // files of the pack relative to it, those of the work folder under the option's name WORK.
    QString packRelative(QString text) const {
        text.replace(work_.absolutePath(), QStringLiteral("WORK"));
        return text.replace(out_.absolutePath() + QLatin1Char('/'), QString());
    }
    // The work folder where a training stage keeps its model and checkpoints; empty for others.
    static QString trainingFolder(const QString& stage);
    // Throws InputError for a name that is not one of the plan's stages.
    static void checkStageNames(const QStringList& names, const std::vector<Stage>& plan);
    QString outPath(const QString& name) const { return out_.filePath(name); }
    // Where a training stage's model goes in fp16: the pack.
    QString modelFolder(const QString& stage) const { return outPath(trainingFolder(stage)); }

    const Corpora& corpora();

    // A resumed build in an empty work folder: the corpus files are cut again (deterministic) and
    // the vocabulary is the one the shipped victim carries.
    void restoreIntermediates(BuildState& state, const std::vector<Stage>& plan);

    // Runs, and curves of no run, that no finished stage made are what an interrupted or
    // rebuilt stage left: gone before any stage starts, so each case holds each once.
    void dropUnclaimed(const BuildState& state);
    void dropUnclaimed(const QString& path, const QSet<qint64>& runs, const QSet<qint64>& curves);
    // The stages that make runs in the shipped case, and in the evaluation case.
    static QStringList shippedRunStages() {
        return {QStringLiteral("demo-runs"), QStringLiteral("report")};
    }
    static QStringList evaluationRunStages();

    // A training folder holds checkpoints made with the settings it records; other settings (a
    // stage interrupted, then changed) start it afresh.
    void prepareTrainingFolder(const QString& folder, const QJsonObject& settings);

    QJsonObject runStage(const Stage& stage);

    QJsonObject buildCorpus(const QJsonObject& settings);

    QJsonObject buildVocabulary(const QJsonObject& settings);

    // The victim's training pairs, by the names its settings list them under.
    TextPairs victimPairs(const QJsonArray& kinds, const std::vector<Dialogue>& dialogues,
                          const QString& textsPath);

    QJsonObject trainVictim(const QJsonObject& settings);
    // The second victim (second_victim.cpp): a BERT encoder no shipped attacker was trained on.
    QJsonObject trainSecondVictim(const QJsonObject& settings);
    // The shipped attackers against the second victim through maps fitted on leaked pairs
    // (demo_threat_models.cpp).
    QJsonObject threatModels(const QJsonObject& settings);
    // Attribute probes on both victims, shipped, with their figures (demo_attribute_probes.cpp).
    QJsonObject trainAttributeProbeStage(const QJsonObject& settings);

    // The shipped (fp16) victim on the test dialogues: its spread over the evaluated test
    // utterances, its retrieval over every test dialogue.
    QJsonObject checkVictim();

    QString casePath() const { return outPath(QStringLiteral("demo.unembed")); }
    // The evaluation on PersonaChat test stays in the work folder: the corpus's texts (and the
    // attacks' reconstructions of them) are never shipped; the report stage copies the figures.
    QString evaluationCasePath() const { return workPath(QStringLiteral("evaluation.unembed")); }
    QString victimFolder() const { return outPath(QStringLiteral("victim")); }
    QString secondVictimFolder() const { return outPath(QStringLiteral("victim-bert")); }

    static void removeCase(const QString& path) {
        for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(path + suffix);
    }

    // Embeds the texts of a file with the shipped victim and stores them as a dataset of the
    // case (created if missing).
    // `victim`: another embedder's folder than the shipped victim's.
    QJsonObject addTexts(const QString& path, const QString& textsPath, const QString& name,
                         const QString& victim = {});
    // The same, in a new case.
    QJsonObject newCaseWithTexts(const QString& path, const QString& textsPath,
                                 const QString& name) {
        removeCase(path);
        return addTexts(path, textsPath, name);
    }

    // The demo case: the project's own chat messages embedded by the shipped victim.
    QJsonObject buildCase() {
        return newCaseWithTexts(casePath(), outPath(QStringLiteral("messages.txt")),
                                QStringLiteral("demo messages"));
    }

    QJsonObject embedTestSet(const QJsonObject&);
    // Evenly spread training texts, beside the test set in the evaluation case: the attacks on
    // texts they were trained on show how much of what they do carries to unseen texts.
    QJsonObject embedTrainingSample(const QJsonObject& settings);

    qint64 datasetOf(const QString& stage) const;
    qint64 firstRunOf(const QString& stage) const;

    // Scores a run against its texts under the victim (the detectors with `termsFile`'s list, if
    // given) and returns its figures for the record.
    // `victim`: the embedder that made the dataset, when it is not the shipped victim.
    QJsonObject evaluate(CaseFile& caseFile, qint64 runId, const QString& termsFile = {},
                         const QString& victim = {});

    // The attacks' runs; `alignMap` reads the dataset through a map into the victim's space (the
    // victim then scores the outputs and re-embeds Vec2Text's hypotheses).
    qint64 invertBagOfWords(CaseFile& caseFile, qint64 dataset, BagOfWordsAttack attack,
                            int batchSize, qint64 limit = 0, const QString& alignMap = {});

    qint64 invertGeia(CaseFile& caseFile, qint64 dataset, const QJsonObject& settings,
                      GeiaDecoding::Method method, const QString& alignMap = {});

    qint64 invertVec2Text(CaseFile& caseFile, qint64 dataset, int steps, int sbeam, int batchSize,
                          qint64 limit = 0,
                          const QString& corrector = QStringLiteral("vec2text-corrector"),
                          const QString& alignMap = {});

    // The attack stages: the runs they make, each evaluated.
    QJsonObject attackStage(const Stage& stage);

    // MLC's thresholds on the test set, with the other attacks' runs as operating points.
    QJsonObject sweepPrecisionRecall();

    // The defences on the persona-fact retrieval set of the test dialogues: Gaussian noise
    // (sweep-noise), or each of the settings' `defences` with its strengths (sweep-defences).
    QJsonObject sweepDefences(const QJsonObject& settings);

    // The figures of the evaluation copied into the shipped case (without the corpus's texts),
    // then REPORT.md.
    QJsonObject writeReport();

    // The demo runs on the messages (not the short slice the pack test re-runs): what each
    // recovered of the names, numbers, dates and health terms, by the evaluation's detectors and
    // the pack's health-term list.
    QString demoMessageLeaks(CaseFile& shipped);

    // The request that trains an attack of a stage's kind and settings into the work folder
    // `folder`, against the shipped fp16 victim on the vocabulary of stage 2.
    AttackTrainingRequest attackRequest(const QString& stageName, const QJsonObject& settings,
                                        const QString& folder);
    // The shipped base inverter's greedy hypotheses for the training texts, line i for text i:
    // decoded once (about 2 minutes on 2 cores) and kept in the work folder under the
    // inverter's digest, so both correctors and every resumed run train on the same ones.
    QString baseHypothesesFile();
    // An attack trained as its stage says, then exported in fp16 to the pack.
    QJsonObject trainAttackStage(const Stage& stage);
    static QJsonObject summaryResults(const TrainingJobSummary& summary);

    static QJsonObject trainingResults(const TrainingResult& result);

    QJsonObject stageSettings(const QString& name) const {
        return demo::stageSettings(request_, name);
    }

    const DemoBuildRequest& request_;
    const CancelToken* cancel_;
    const DemoBuildLog& log_;
    QDir work_;
    QDir out_;
    std::optional<Corpora> corpora_;
    const BuildState* state_ = nullptr;
};

} // namespace unembed::demo
