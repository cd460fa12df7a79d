#include "trainer.h"

#include "error.h"
#include "io/safetensors.h"

#include <torch/torch.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace unembed {

namespace {

const QString kCheckpointFile = QStringLiteral("checkpoint.safetensors");

// Where the loop stands; everything needed to go on from here.
struct LoopState {
    int epoch = 0;
    int64_t batchInEpoch = 0;
    int64_t step = 0;
    double epochLossSum = 0;
    std::optional<double> bestDevLoss;
    int bestEpoch = -1;
    int epochsSinceBest = 0;
    std::vector<EpochReport> history;
    std::map<std::string, torch::Tensor> best; // weights of the best dev epoch
};

std::vector<int64_t> epochOrder(int64_t count, uint64_t seed, int epoch) {
    std::vector<int64_t> order(static_cast<size_t>(count));
    std::iota(order.begin(), order.end(), 0);
    std::mt19937_64 generator(seed * 1000003ULL + uint64_t(epoch));
    std::shuffle(order.begin(), order.end(), generator);
    return order;
}

std::string adamKey(const torch::Tensor& parameter) {
    return c10::guts::to_string(parameter.unsafeGetTensorImpl());
}

QByteArray bytesOf(const torch::Tensor& tensor) {
    const torch::Tensor t = tensor.detach().contiguous().cpu();
    return QByteArray(static_cast<const char*>(t.data_ptr()), int(t.nbytes()));
}

SafetensorsTensorData tensorData(const std::string& name, const torch::Tensor& tensor) {
    const QString dtype =
        tensor.scalar_type() == torch::kUInt8 ? QStringLiteral("U8") : QStringLiteral("F32");
    const torch::Tensor t =
        tensor.scalar_type() == torch::kUInt8 ? tensor : tensor.to(torch::kFloat32);
    return {QString::fromStdString(name), dtype,
            std::vector<qint64>(t.sizes().begin(), t.sizes().end()), bytesOf(t)};
}

QJsonObject reportJson(const EpochReport& r) {
    QJsonObject json{{QStringLiteral("epoch"), r.epoch},
                     {QStringLiteral("train_loss"), r.trainLoss},
                     {QStringLiteral("samples"), QJsonArray::fromStringList(r.samples)},
                     {QStringLiteral("seconds"), r.seconds}};
    if (r.devLoss) json.insert(QStringLiteral("dev_loss"), *r.devLoss);
    return json;
}

EpochReport reportFromJson(const QJsonObject& json) {
    EpochReport r;
    r.epoch = json.value(QStringLiteral("epoch")).toInt();
    r.trainLoss = json.value(QStringLiteral("train_loss")).toDouble();
    if (json.contains(QStringLiteral("dev_loss")))
        r.devLoss = json.value(QStringLiteral("dev_loss")).toDouble();
    for (const QJsonValue& s : json.value(QStringLiteral("samples")).toArray())
        r.samples << s.toString();
    r.seconds = json.value(QStringLiteral("seconds")).toDouble();
    return r;
}

void saveCheckpoint(const QString& dir, torch::nn::Module& module, torch::optim::Adam& adam,
                    const LoopState& state) {
    std::vector<SafetensorsTensorData> tensors;
    QJsonObject adamSteps;
    for (const auto& p : module.named_parameters()) {
        tensors.push_back(tensorData("model." + p.key(), p.value()));
        const auto found = adam.state().find(adamKey(p.value()));
        if (found == adam.state().end()) continue;
        const auto& moments = static_cast<const torch::optim::AdamParamState&>(*found->second);
        tensors.push_back(tensorData("adam." + p.key() + ".exp_avg", moments.exp_avg()));
        tensors.push_back(tensorData("adam." + p.key() + ".exp_avg_sq", moments.exp_avg_sq()));
        adamSteps.insert(QString::fromStdString(p.key()), qint64(moments.step()));
    }
    for (const auto& [name, tensor] : state.best)
        tensors.push_back(tensorData("best." + name, tensor));
    tensors.push_back(tensorData("rng.cpu", at::detail::getDefaultCPUGenerator().get_state()));
    QJsonArray history;
    for (const EpochReport& r : state.history)
        history.append(reportJson(r));
    QJsonObject json{{QStringLiteral("epoch"), state.epoch},
                     {QStringLiteral("batch_in_epoch"), qint64(state.batchInEpoch)},
                     {QStringLiteral("step"), qint64(state.step)},
                     {QStringLiteral("epoch_loss_sum"), state.epochLossSum},
                     {QStringLiteral("best_epoch"), state.bestEpoch},
                     {QStringLiteral("epochs_since_best"), state.epochsSinceBest},
                     {QStringLiteral("adam_steps"), adamSteps},
                     {QStringLiteral("history"), history}};
    if (state.bestDevLoss) json.insert(QStringLiteral("best_dev_loss"), *state.bestDevLoss);
    if (!QDir().mkpath(dir))
        throw InputError({dir, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot create the checkpoint folder"));
    // One file, written atomically: a kill at any moment leaves the previous checkpoint whole.
    writeSafetensors(QDir(dir).filePath(kCheckpointFile), tensors,
                     {{QStringLiteral("trainer_state"),
                       QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact))}});
}

torch::Tensor readTensor(const SafetensorsFile& file, const std::string& name,
                         const torch::Tensor& like) {
    const SafetensorsTensor& t = file.tensor(QString::fromStdString(name));
    if (std::vector<int64_t>(t.shape.begin(), t.shape.end()) != like.sizes().vec())
        throw InputError({file.path(), std::nullopt, QString::fromStdString(name),
                          QString::fromStdString(c10::str(like.sizes())),
                          QString::fromStdString(c10::str(c10::IntArrayRef(
                              std::vector<int64_t>(t.shape.begin(), t.shape.end()))))},
                         QStringLiteral("the checkpoint does not fit this model"));
    return torch::tensor(file.toFloat32(t)).reshape(like.sizes());
}

LoopState loadCheckpoint(const QString& dir, torch::nn::Module& module, torch::optim::Adam& adam) {
    const SafetensorsFile file = SafetensorsFile::open(QDir(dir).filePath(kCheckpointFile));
    const QJsonObject json =
        QJsonDocument::fromJson(file.metadata().value(QStringLiteral("trainer_state")).toUtf8())
            .object();
    const auto parameters = module.named_parameters();
    size_t modelTensors = 0;
    for (const SafetensorsTensor& t : file.tensors())
        if (t.name.startsWith(QStringLiteral("model."))) {
            ++modelTensors;
            if (!parameters.contains(t.name.mid(6).toStdString()))
                throw InputError({file.path(), std::nullopt, t.name, {}, {}},
                                 QStringLiteral("the checkpoint holds a tensor this model does "
                                                "not have"));
        }
    if (modelTensors != parameters.size())
        throw InputError({file.path(),
                          std::nullopt,
                          {},
                          QString::number(parameters.size()),
                          QString::number(modelTensors)},
                         QStringLiteral("the checkpoint does not fit this model (tensor count)"));
    LoopState state;
    const QJsonObject adamSteps = json.value(QStringLiteral("adam_steps")).toObject();
    torch::NoGradGuard noGrad;
    for (const auto& p : parameters) {
        p.value().copy_(readTensor(file, "model." + p.key(), p.value()));
        if (file.find(QString::fromStdString("adam." + p.key() + ".exp_avg"))) {
            auto moments = std::make_unique<torch::optim::AdamParamState>();
            moments->step(adamSteps.value(QString::fromStdString(p.key())).toInteger());
            moments->exp_avg(readTensor(file, "adam." + p.key() + ".exp_avg", p.value()));
            moments->exp_avg_sq(readTensor(file, "adam." + p.key() + ".exp_avg_sq", p.value()));
            adam.state()[adamKey(p.value())] = std::move(moments);
        }
        if (file.find(QString::fromStdString("best." + p.key())))
            state.best[p.key()] = readTensor(file, "best." + p.key(), p.value());
    }
    const SafetensorsTensor& rng = file.tensor(QStringLiteral("rng.cpu"));
    const QByteArrayView rngBytes = file.bytes(rng);
    torch::Tensor rngState = torch::empty({rngBytes.size()}, torch::kUInt8);
    std::memcpy(rngState.data_ptr(), rngBytes.data(), size_t(rngBytes.size()));
    at::Generator generator = at::detail::getDefaultCPUGenerator();
    generator.set_state(rngState);

    state.epoch = json.value(QStringLiteral("epoch")).toInt();
    state.batchInEpoch = json.value(QStringLiteral("batch_in_epoch")).toInteger();
    state.step = json.value(QStringLiteral("step")).toInteger();
    state.epochLossSum = json.value(QStringLiteral("epoch_loss_sum")).toDouble();
    state.bestEpoch = json.value(QStringLiteral("best_epoch")).toInt(-1);
    state.epochsSinceBest = json.value(QStringLiteral("epochs_since_best")).toInt();
    if (json.contains(QStringLiteral("best_dev_loss")))
        state.bestDevLoss = json.value(QStringLiteral("best_dev_loss")).toDouble();
    for (const QJsonValue& r : json.value(QStringLiteral("history")).toArray())
        state.history.push_back(reportFromJson(r.toObject()));
    return state;
}

std::map<std::string, torch::Tensor> snapshot(torch::nn::Module& module) {
    std::map<std::string, torch::Tensor> copy;
    for (const auto& p : module.named_parameters())
        copy[p.key()] = p.value().detach().clone();
    return copy;
}

} // namespace

double scheduledLearningRate(const TrainerOptions& options, int64_t step, int64_t totalSteps) {
    if (step < options.warmupSteps)
        return options.learningRate * double(step + 1) / double(options.warmupSteps);
    const int64_t decaySteps = std::max<int64_t>(1, totalSteps - options.warmupSteps);
    const double remaining = double(totalSteps - step) / double(decaySteps);
    return options.learningRate * std::clamp(remaining, 0.0, 1.0);
}

TrainingResult train(TrainingTask& task, const TrainerOptions& options, const CancelToken* cancel,
                     const std::function<void(const TrainingProgress&)>& progress,
                     const std::function<void(const EpochReport&)>& epochDone) {
    if (options.batchSize < 1 || options.epochs < 1 || task.exampleCount() < 1)
        throw InputError({}, QStringLiteral("training needs examples, a batch size and epochs "
                                            "of at least 1"));
    torch::nn::Module& module = task.module();
    torch::optim::Adam adam(
        module.parameters(),
        torch::optim::AdamOptions(options.learningRate).weight_decay(options.weightDecay));
    const int64_t count = task.exampleCount();
    const int64_t perEpoch = (count + options.batchSize - 1) / options.batchSize;
    const int64_t totalSteps = perEpoch * options.epochs;

    TrainingResult result;
    LoopState state;
    const bool checkpoints = !options.checkpointDir.isEmpty();
    if (checkpoints && options.resume &&
        QFile::exists(QDir(options.checkpointDir).filePath(kCheckpointFile))) {
        state = loadCheckpoint(options.checkpointDir, module, adam);
        result.resumed = true;
    }
    const bool wasTraining = module.is_training();
    QElapsedTimer clock;
    clock.start();
    int64_t stepsThisSession = 0;
    bool stop = false;
    for (; state.epoch < options.epochs && !stop; ++state.epoch) {
        const std::vector<int64_t> order = epochOrder(count, options.seed, state.epoch);
        QElapsedTimer epochClock;
        epochClock.start();
        for (; state.batchInEpoch < perEpoch; ++state.batchInEpoch) {
            if (cancel && cancel->isCancelled()) {
                if (checkpoints) saveCheckpoint(options.checkpointDir, module, adam, state);
                module.train(wasTraining);
                throw Cancelled();
            }
            const auto first = order.begin() + state.batchInEpoch * options.batchSize;
            const std::vector<int64_t> batch(first,
                                             std::min(order.end(), first + options.batchSize));
            const double lr = scheduledLearningRate(options, state.step, totalSteps);
            for (auto& group : adam.param_groups())
                static_cast<torch::optim::AdamOptions&>(group.options()).lr(lr);
            module.train();
            adam.zero_grad();
            torch::Tensor loss = task.batchLoss(batch);
            const double value = loss.item<double>();
            if (!std::isfinite(value))
                throw InputError({}, QStringLiteral("the training loss became %1 at step %2 of "
                                                    "epoch %3; lower the learning rate")
                                         .arg(value)
                                         .arg(state.step + 1)
                                         .arg(state.epoch + 1));
            loss.backward();
            if (options.maxGradNorm > 0)
                torch::nn::utils::clip_grad_norm_(module.parameters(), options.maxGradNorm);
            adam.step();
            state.epochLossSum += value;
            ++state.step;
            ++stepsThisSession;
            if (progress) {
                const double elapsed = clock.elapsed() / 1000.0;
                progress({state.epoch + 1, state.step, totalSteps, value, lr, elapsed,
                          elapsed / double(stepsThisSession) * double(totalSteps - state.step)});
            }
            if (checkpoints && options.checkpointEvery > 0 &&
                state.step % options.checkpointEvery == 0) {
                LoopState after = state;
                ++after.batchInEpoch;
                saveCheckpoint(options.checkpointDir, module, adam, after);
            }
        }
        module.eval();
        EpochReport report;
        report.epoch = state.epoch + 1;
        report.trainLoss = state.epochLossSum / double(perEpoch);
        {
            torch::NoGradGuard noGrad;
            report.devLoss = task.devLoss();
            report.samples = task.sampleOutputs();
        }
        report.seconds = epochClock.elapsed() / 1000.0;
        if (report.devLoss) {
            if (!state.bestDevLoss || *report.devLoss < *state.bestDevLoss) {
                state.bestDevLoss = report.devLoss;
                state.bestEpoch = report.epoch;
                state.epochsSinceBest = 0;
                if (options.restoreBest) state.best = snapshot(module);
            } else if (options.patience > 0 && ++state.epochsSinceBest >= options.patience) {
                stop = true;
                result.stoppedEarly = true;
            }
        }
        state.history.push_back(report);
        state.batchInEpoch = 0;
        state.epochLossSum = 0;
        if (epochDone) epochDone(report);
        if (checkpoints) {
            LoopState next = state;
            ++next.epoch;
            if (stop)
                next.epoch = options.epochs; // a resumed run does not train past early stopping
            saveCheckpoint(options.checkpointDir, module, adam, next);
        }
    }
    if (options.restoreBest && !state.best.empty()) {
        torch::NoGradGuard noGrad;
        for (const auto& p : module.named_parameters())
            p.value().copy_(state.best.at(p.key()));
    }
    module.train(wasTraining);
    result.steps = state.step;
    result.bestEpoch = state.bestEpoch;
    result.epochs = state.history;
    const double seconds = clock.elapsed() / 1000.0;
    result.examplesPerSecond =
        seconds > 0 ? double(stepsThisSession * options.batchSize) / seconds : 0.0;
    return result;
}

} // namespace unembed
