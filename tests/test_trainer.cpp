// The shared trainer on a small synthetic regression: the loss falls, the schedule has the
// documented shape, clipping bounds the gradient, a run cancelled twice and resumed ends
// bit-identical to an uninterrupted one with checkpoints made only of safetensors and JSON,
// checkpoints of another model or other settings are refused, non-finite losses are reported
// with their step, and early stopping keeps the best dev epoch.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "error.h"
#include "io/json_file.h"
#include "nn/state_dict.h"
#include "runtime/inference_device.h"
#include "tensor_compare.h"
#include "training/trainer.h"

#include <QDir>
#include <QDirIterator>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace unembed;

namespace {

// Regression y = x W* + b* with noise-free targets; the dev set can be given other targets.
class RegressionTask : public TrainingTask {
public:
    explicit RegressionTask(int width = 8, double devTargetScale = 1.0) {
        torch::manual_seed(17);
        x_ = torch::randn({96, width});
        const torch::Tensor w = torch::randn({width, 1});
        y_ = torch::matmul(x_, w) + 0.5;
        devX_ = torch::randn({32, width});
        devY_ = devTargetScale * (torch::matmul(devX_, w) + 0.5);
        net_ = torch::nn::Sequential(torch::nn::Linear(width, 16), torch::nn::Tanh(),
                                     torch::nn::Dropout(0.1), torch::nn::Linear(16, 1));
    }
    torch::nn::Module& module() override { return *net_; }
    int64_t exampleCount() const override { return x_.size(0); }
    torch::Tensor batchLoss(const std::vector<int64_t>& examples) override {
        ++calls_;
        const torch::Tensor index = torch::tensor(examples, torch::kLong);
        const torch::Tensor loss = torch::mse_loss(net_->forward(onNet(x_.index_select(0, index))),
                                                   onNet(y_.index_select(0, index)));
        return calls_ == poisonAtCall_ ? loss * std::numeric_limits<double>::quiet_NaN() : loss;
    }
    std::optional<double> devLoss() override {
        return torch::mse_loss(net_->forward(onNet(devX_)), onNet(devY_)).item<double>();
    }
    // The trainer moves the module to the chosen device; the examples follow it there.
    torch::Tensor onNet(const torch::Tensor& t) const { return t.to(moduleDevice(*net_)); }
    torch::nn::Sequential& net() { return net_; }
    int poisonAtCall_ = 0; // 1-based call of batchLoss that returns NaN; 0: none

private:
    torch::Tensor x_, y_, devX_, devY_;
    torch::nn::Sequential net_{nullptr};
    int calls_ = 0;
};

// 96 examples in batches of 16: 6 steps an epoch, 72 in all.
TrainerOptions options(const QString& checkpoints = {}) {
    TrainerOptions o;
    o.learningRate = 1e-2;
    o.batchSize = 16;
    o.epochs = 12;
    o.warmupSteps = 6;
    o.checkpointEvery = 5;
    o.checkpointDir = checkpoints;
    o.seed = 99;
    o.restoreBest = false;
    return o;
}

void expectSameParameters(torch::nn::Module& a, torch::nn::Module& b) {
    const auto pa = a.named_parameters();
    const auto pb = b.named_parameters();
    QCOMPARE(pa.size(), pb.size());
    for (const auto& p : pa)
        QVERIFY2(test::sameValues(p.value(), pb[p.key()]), p.key().c_str());
}

double gradientNorm(torch::nn::Module& module) {
    double sum = 0;
    for (const auto& p : module.parameters())
        sum += p.grad().pow(2).sum().item<double>();
    return std::sqrt(sum);
}

// Every file under `dir`, relative to it.
QStringList filesUnder(const QString& dir) {
    QStringList files;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << QDir(dir).relativeFilePath(it.next());
    files.sort();
    return files;
}

// Trains until the progress callback sees `stopAt`; true when it was cancelled there.
bool trainUntilCancelled(RegressionTask& task, const TrainerOptions& o, int64_t stopAt) {
    CancelToken cancel;
    try {
        train(task, o, &cancel, [&](const TrainingProgress& p) {
            if (p.step == stopAt) cancel.cancel();
        });
    } catch (const Cancelled&) {
        return true;
    }
    return false;
}

} // namespace

class TestTrainer : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void lossFallsAndProgressIsReported() {
        RegressionTask task;
        task.net()->eval();
        const double before = *task.devLoss();
        std::vector<TrainingProgress> steps;
        const TrainingResult result =
            train(task, options(), nullptr, [&](const TrainingProgress& p) { steps.push_back(p); });
        QCOMPARE(result.steps, 72);
        QCOMPARE(steps.size(), size_t(72));
        QCOMPARE(steps.back().step, 72);
        QCOMPARE(steps.back().totalSteps, 72);
        QCOMPARE(steps.back().epoch, 12);
        QCOMPARE(steps.back().etaSeconds, 0.0);
        QVERIFY(steps[10].etaSeconds > 0);
        QCOMPARE(steps[0].learningRate, 1e-2 / 6); // the first warm-up step
        QCOMPARE(result.epochs.size(), size_t(12));
        QVERIFY(result.examplesPerSecond > 0);
        QVERIFY(!task.net()->is_training()); // the mode it came in with
        // Over 40 seeds of the trainer on the CPU both ratios ranged from 0.08 to 0.11, so the
        // bound leaves room for another random stream (the GPU's dropout masks) while an
        // optimiser that stops stepping stays far above it.
        const double after = *task.devLoss();
        QVERIFY2(after < 0.25 * before,
                 qPrintable(QStringLiteral("dev %1 -> %2").arg(before).arg(after)));
        const double firstEpoch = result.epochs.front().trainLoss;
        const double lastEpoch = result.epochs.back().trainLoss;
        QVERIFY2(lastEpoch < 0.25 * firstEpoch,
                 qPrintable(QStringLiteral("train %1 -> %2").arg(firstEpoch).arg(lastEpoch)));
    }

    void scheduleWarmsUpThenDecaysLinearly() {
        TrainerOptions o;
        o.learningRate = 1.0;
        o.warmupSteps = 4;
        QCOMPARE(scheduledLearningRate(o, 0, 12), 0.25);
        QCOMPARE(scheduledLearningRate(o, 1, 12), 0.5);
        QCOMPARE(scheduledLearningRate(o, 3, 12), 1.0);
        QCOMPARE(scheduledLearningRate(o, 4, 12), 1.0);
        QCOMPARE(scheduledLearningRate(o, 8, 12), 0.5);
        QCOMPARE(scheduledLearningRate(o, 11, 12), 0.125);
        QCOMPARE(scheduledLearningRate(o, 12, 12), 0.0);
        o.warmupSteps = 0;
        o.learningRate = 3e-4;
        QCOMPARE(scheduledLearningRate(o, 0, 10), 3e-4);
        QCOMPARE(scheduledLearningRate(o, 5, 10), 1.5e-4);
        QCOMPARE(scheduledLearningRate(o, 10, 10), 0.0);
    }

    void clippingBoundsTheGradient() {
        // The gradient left after the last step is the one Adam was given: clipped to 1e-6 it
        // must be that small, while the same run unclipped has a far larger one.
        TrainerOptions o = options();
        o.epochs = 1;
        o.maxGradNorm = 1e-6;
        RegressionTask clipped;
        train(clipped, o);
        QVERIFY2(gradientNorm(*clipped.net()) <= 1e-6 * 1.0001,
                 qPrintable(QString::number(gradientNorm(*clipped.net()))));
        o.maxGradNorm = 0;
        RegressionTask unclipped;
        train(unclipped, o);
        QVERIFY(gradientNorm(*unclipped.net()) > 1e-3);
    }

    void cancelledThenResumedEqualsUninterrupted() {
        QTemporaryDir dir;
        TrainerOptions o = options(dir.path());
        o.restoreBest = true; // best.safetensors takes part too
        TrainerOptions plain = o;
        plain.checkpointDir.clear();
        RegressionTask whole;
        torch::manual_seed(1); // dropout draws
        const TrainingResult expected = train(whole, plain);

        RegressionTask first;
        torch::manual_seed(1);
        QVERIFY(trainUntilCancelled(first, o, 23)); // mid-epoch, between periodic checkpoints
        QCOMPARE(filesUnder(dir.path()),
                 (QStringList{QStringLiteral("step-00000023/best.safetensors"),
                              QStringLiteral("step-00000023/model.safetensors"),
                              QStringLiteral("step-00000023/optimizer.safetensors"),
                              QStringLiteral("trainer_state.json")}));
        // The weights alone are an ordinary state dict.
        RegressionTask reader;
        loadStateDict(*reader.net(),
                      dir.filePath(QStringLiteral("step-00000023/model.safetensors")));
        expectSameParameters(*reader.net(), *first.net());

        RegressionTask second;
        torch::manual_seed(12345); // whatever the new process has: the checkpoint's RNG wins
        QVERIFY(trainUntilCancelled(second, o, 45)); // right on a periodic checkpoint
        // A save that a kill interrupted: never committed, so never read, and cleaned up.
        QDir(dir.path()).mkpath(QStringLiteral("step-00000050"));
        QFile junk(dir.filePath(QStringLiteral("step-00000050/model.safetensors")));
        QVERIFY(junk.open(QIODevice::WriteOnly) && junk.write("torn") == 4);
        junk.close();

        RegressionTask resumed;
        torch::manual_seed(54321);
        const TrainingResult result = train(resumed, o);
        QVERIFY(result.resumed);
        QCOMPARE(result.steps, 72);
        QCOMPARE(result.epochs.size(), size_t(12));
        QCOMPARE(result.bestEpoch, expected.bestEpoch);
        for (size_t e = 0; e < result.epochs.size(); ++e)
            QCOMPARE(result.epochs[e].devLoss, expected.epochs[e].devLoss);
        expectSameParameters(*whole.net(), *resumed.net());
        for (const QString& file : filesUnder(dir.path()))
            QVERIFY2(file.endsWith(QStringLiteral(".safetensors")) ||
                         file == QStringLiteral("trainer_state.json"),
                     qPrintable(file));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("step-00000072")});

        // A finished run resumes to its end at once.
        RegressionTask again;
        const TrainingResult finished = train(again, o);
        QCOMPARE(finished.steps, 72);
        expectSameParameters(*whole.net(), *again.net());
    }

    void resumedEpochCountsItsEarlierTime() {
        QTemporaryDir dir;
        const TrainerOptions o = options(dir.path());
        RegressionTask first;
        QVERIFY(trainUntilCancelled(first, o, 23)); // in the fourth epoch
        const QString statePath = dir.filePath(QStringLiteral("trainer_state.json"));
        QJsonObject state = readJsonFile(statePath).toObject();
        QCOMPARE(state.value(QStringLiteral("epoch")).toInt(), 3);
        QVERIFY(state.contains(QStringLiteral("epoch_seconds")));
        // As if the first sitting had spent that long on the epoch.
        state.insert(QStringLiteral("epoch_seconds"), 1000.0);
        writeJsonFile(statePath, state);

        RegressionTask resumed;
        const TrainingResult result = train(resumed, o);
        QCOMPARE(result.epochs.size(), size_t(12));
        QVERIFY(result.epochs[3].seconds >= 1000.0);
        for (size_t e = 0; e < result.epochs.size(); ++e)
            if (e != 3) QVERIFY2(result.epochs[e].seconds < 1000.0, qPrintable(QString::number(e)));
        const TrainingJobSummary summary = jobSummary(dir.path(), result);
        QVERIFY(summary.resumed);
        QCOMPARE(summary.epochsRun, 12);
        QVERIFY(summary.trainingSeconds >= 1000.0);
    }

    void checkpointOfAnotherModelIsRefused() {
        QTemporaryDir dir;
        TrainerOptions o = options(dir.path());
        o.epochs = 1;
        RegressionTask narrow(8);
        train(narrow, o);
        RegressionTask wide(12);
        const torch::Tensor before = wide.net()[0]->named_parameters()["weight"].clone();
        try {
            train(wide, o);
            QFAIL("a checkpoint of an 8-input model was loaded into a 12-input one");
        } catch (const InputError& e) {
            QVERIFY2(e.message().contains(QStringLiteral("0.weight")) &&
                         e.message().contains(QStringLiteral("model.safetensors")),
                     qPrintable(e.message()));
        }
        QVERIFY(test::sameValues(before, wide.net()[0]->named_parameters()["weight"]));

        RegressionTask same(8);
        o.batchSize = 32;
        try {
            train(same, o);
            QFAIL("a checkpoint made with batch size 16 was continued with 32");
        } catch (const InputError& e) {
            QVERIFY2(e.message().contains(QStringLiteral("trainer_state.json")) &&
                         e.message().contains(QStringLiteral("batch_size")),
                     qPrintable(e.message()));
        }
        o.resume = false; // starting over is always possible
        QCOMPARE(train(same, o).steps, 3);
    }

    void nonFiniteLossNamesStepAndEpoch() {
        RegressionTask task;
        task.poisonAtCall_ = 8; // the second batch of the second epoch
        task.net()->eval();
        try {
            train(task, options());
            QFAIL("a NaN loss was trained on");
        } catch (const InputError& e) {
            QVERIFY2(e.message().contains(QStringLiteral("step 8 (batch 2 of epoch 2)")) &&
                         e.message().contains(QStringLiteral("nan")),
                     qPrintable(e.message()));
        }
        QVERIFY(!task.net()->is_training()); // the mode is put back on the way out too
    }

    void patienceStopsAndBestEpochIsRestored() {
        // The dev targets have the opposite sign: the better the fit, the worse the dev loss.
        RegressionTask task(8, -1.0);
        TrainerOptions o = options();
        o.patience = 2;
        o.restoreBest = true;
        std::vector<EpochReport> epochs;
        const TrainingResult result =
            train(task, o, nullptr, {}, [&](const EpochReport& r) { epochs.push_back(r); });
        QVERIFY(result.stoppedEarly);
        QVERIFY(epochs.size() < 12);
        QCOMPARE(int(epochs.size()), result.bestEpoch + o.patience);
        QCOMPARE(result.steps, int64_t(epochs.size()) * 6);
        const double best = *epochs[size_t(result.bestEpoch - 1)].devLoss;
        for (const EpochReport& r : epochs)
            QVERIFY(*r.devLoss >= best);
        QVERIFY(*epochs.back().devLoss > best);
        task.net()->eval();
        QCOMPARE(*task.devLoss(), best);
    }
};

QTEST_GUILESS_MAIN(TestTrainer)
#include "test_trainer.moc"
