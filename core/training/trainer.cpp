#include "trainer.h"

#include "error.h"
#include "io/file_write.h"
#include "io/safetensors.h"
#include "nn/state_dict.h"
#include "runtime/inference_device.h"

#include <torch/torch.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <mutex>
#include <numeric>
#include <random>
#include <sstream>
#include <string>
#include <type_traits>

namespace unembed {

namespace {

const QString kStateFile = QStringLiteral("trainer_state.json");
const QString kModelFile = QStringLiteral("model.safetensors");
const QString kOptimizerFile = QStringLiteral("optimizer.safetensors");
const QString kBestFile = QStringLiteral("best.safetensors");
const QString kFolderPrefix = QStringLiteral("step-");
const QString kFormat = QStringLiteral("unembed-trainer-checkpoint-1");

using NamedTensors = std::map<std::string, torch::Tensor>;

// Where the loop stands: everything needed to go on from here.
struct LoopState {
    int epoch = 0;            // 0-based, the epoch under way
    int64_t batchInEpoch = 0; // the next batch of that epoch to train
    int64_t step = 0;         // optimiser steps taken
    double epochLossSum = 0;
    double epochSeconds = 0; // time spent on the epoch under way, before a resume included
    std::optional<double> bestDevLoss;
    int bestEpoch = -1;
    int epochsSinceBest = 0;
    bool stoppedEarly = false;
    std::vector<EpochReport> history;
    NamedTensors best; // the best dev epoch's parameters and buffers
};

// Puts the module back in the mode it came in, however train() leaves.
class ModeRestorer {
public:
    explicit ModeRestorer(torch::nn::Module& module)
        : module_(module), training_(module.is_training()) {}
    ~ModeRestorer() { module_.train(training_); }
    ModeRestorer(const ModeRestorer&) = delete;
    ModeRestorer& operator=(const ModeRestorer&) = delete;

private:
    torch::nn::Module& module_;
    bool training_;
};

// Fisher-Yates over mt19937_64 seeded through seed_seq: both are fully specified by the standard
// (std::shuffle and the distributions are not), so an epoch's order is the same on every platform.
std::vector<int64_t> epochOrder(int64_t count, uint64_t seed, int epoch) {
    std::vector<int64_t> order(static_cast<size_t>(count));
    std::iota(order.begin(), order.end(), 0);
    std::seed_seq sequence{uint32_t(seed), uint32_t(seed >> 32), uint32_t(epoch)};
    std::mt19937_64 generator(sequence);
    for (size_t i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[size_t(generator() % i)]);
    return order;
}

// libtorch's Adam keys its per-parameter state by the parameter's TensorImpl: by the address
// written as text in libtorch 1.x (c10::guts::to_string, as an ostream writes a pointer), by the
// address itself in 2.x. The key type says which.
using AdamStateKey = std::decay_t<decltype(std::declval<torch::optim::Adam&>().state())>::key_type;

// A template, so that only the branch of the libtorch in use is compiled.
template <typename Key = AdamStateKey> Key adamKey(const torch::Tensor& parameter) {
    if constexpr (std::is_same_v<Key, std::string>) {
        std::ostringstream text;
        text << static_cast<const void*>(parameter.unsafeGetTensorImpl());
        return text.str();
    } else {
        return parameter.unsafeGetTensorImpl();
    }
}

QString shapeText(c10::IntArrayRef shape) {
    QStringList extents;
    for (int64_t extent : shape)
        extents << QString::number(extent);
    return QLatin1Char('[') + extents.join(QStringLiteral(", ")) + QLatin1Char(']');
}

// Integer state (step counts, the RNG, integer buffers) keeps its type; floats are stored as F32.
QString storedDtype(torch::ScalarType type) {
    if (type == torch::kLong) return QStringLiteral("I64");
    if (type == torch::kByte) return QStringLiteral("U8");
    return QStringLiteral("F32");
}

SafetensorsTensorData tensorData(const std::string& name, const torch::Tensor& tensor) {
    const QString dtype = storedDtype(tensor.scalar_type());
    torch::Tensor t = tensor.detach().cpu().contiguous();
    if (dtype == QStringLiteral("F32")) t = t.to(torch::kFloat32);
    return {QString::fromStdString(name), dtype,
            std::vector<qint64>(t.sizes().begin(), t.sizes().end()),
            QByteArray(static_cast<const char*>(t.data_ptr()), qsizetype(t.nbytes()))};
}

// The stored tensor with `like`'s shape and type; anything else names the file and the tensor.
torch::Tensor readTensor(const SafetensorsFile& file, const QString& name,
                         const torch::Tensor& like) {
    const SafetensorsTensor& stored = file.tensor(name);
    const std::vector<int64_t> shape(stored.shape.begin(), stored.shape.end());
    if (shape != like.sizes().vec())
        throw InputError(
            {file.path(), std::nullopt, name, shapeText(like.sizes()), shapeText(shape)},
            QStringLiteral("tensor '%1' does not fit this model").arg(name));
    if (like.is_floating_point()) {
        std::vector<float> values = file.toFloat32(stored);
        return torch::from_blob(values.data(), shape, torch::kFloat32)
            .to(like.device(), like.scalar_type(), false, true);
    }
    const QString wanted = storedDtype(like.scalar_type());
    if (stored.dtype != wanted)
        throw InputError({file.path(), std::nullopt, name, wanted, stored.dtype},
                         QStringLiteral("tensor '%1' has the wrong dtype").arg(name));
    const QByteArrayView bytes = file.bytes(stored);
    torch::Tensor tensor = torch::empty(shape, like.options().device(torch::kCPU));
    std::memcpy(tensor.data_ptr(), bytes.data(), size_t(bytes.size()));
    return tensor.to(like.device());
}

// The random generators training draws from, by their names in the checkpoint: the CPU's, and the
// GPU's when the module trains on one.
std::vector<std::pair<QString, at::Generator>> randomGenerators(const torch::nn::Module& module) {
    std::vector<std::pair<QString, at::Generator>> generators{
        {QStringLiteral("rng.cpu"), at::detail::getDefaultCPUGenerator()}};
    const torch::Device device = moduleDevice(module);
    if (device.is_cuda())
        generators.emplace_back(QStringLiteral("rng.cuda"),
                                at::globalContext().defaultGenerator(device));
    return generators;
}

NamedTensors moduleTensors(const torch::nn::Module& module) {
    NamedTensors named;
    for (const auto& item : module.named_parameters())
        named[item.key()] = item.value();
    for (const auto& item : module.named_buffers())
        named[item.key()] = item.value();
    return named;
}

NamedTensors snapshot(const torch::nn::Module& module) {
    NamedTensors copy = moduleTensors(module);
    for (auto& entry : copy)
        entry.second = entry.second.detach().clone();
    return copy;
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
    for (const QJsonValue& sample : json.value(QStringLiteral("samples")).toArray())
        r.samples << sample.toString();
    r.seconds = json.value(QStringLiteral("seconds")).toDouble();
    return r;
}

// What a resumed run must share with the one that wrote the checkpoint to continue it exactly.
QJsonObject settingsJson(const TrainerOptions& o, int64_t examples) {
    QJsonObject settings{
        {QStringLiteral("examples"), qint64(examples)},
        {QStringLiteral("batch_size"), o.batchSize},
        {QStringLiteral("epochs"), o.epochs},
        {QStringLiteral("seed"), QString::number(o.seed)}, // JSON numbers lose 64-bit values
        {QStringLiteral("learning_rate"), o.learningRate},
        {QStringLiteral("warmup_steps"), qint64(o.warmupSteps)},
        {QStringLiteral("weight_decay"), o.weightDecay},
        {QStringLiteral("max_grad_norm"), o.maxGradNorm}};
    if (!o.data.isEmpty()) settings.insert(QStringLiteral("data"), o.data);
    return settings;
}

class CheckpointFolder {
public:
    explicit CheckpointFolder(QString dir);
    bool exists() const { return QFile::exists(path(kStateFile)); }
    void save(const torch::nn::Module& module, torch::optim::Adam& adam, const LoopState& state,
              const QJsonObject& settings);
    // Leaves the module unchanged when its parameters do not match the checkpoint's.
    LoopState load(torch::nn::Module& module, torch::optim::Adam& adam,
                   const QJsonObject& settings);

private:
    QString path(const QString& name) const { return QDir(dir_).filePath(name); }

    QString dir_;
    QString committed_; // the step folder trainer_state.json names
};

CheckpointFolder::CheckpointFolder(QString dir) : dir_(std::move(dir)) {
    // Even when a run starts over, the checkpoint already there stays whole until replaced.
    QFile file(path(kStateFile));
    if (file.open(QIODevice::ReadOnly))
        committed_ = QJsonDocument::fromJson(file.readAll())
                         .object()
                         .value(QStringLiteral("folder"))
                         .toString();
}

void CheckpointFolder::save(const torch::nn::Module& module, torch::optim::Adam& adam,
                            const LoopState& state, const QJsonObject& settings) {
    // Never write into the committed folder: a kill mid-write must leave that checkpoint whole.
    QString folder = kFolderPrefix + QStringLiteral("%1").arg(state.step, 8, 10, QLatin1Char('0'));
    if (folder == committed_) folder += QStringLiteral("b");
    QDir target(path(folder));
    target.removeRecursively(); // a save that a kill interrupted before it committed
    if (!QDir().mkpath(target.path()))
        throw InputError({target.path(), std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot create the checkpoint folder"));

    saveStateDict(module, target.filePath(kModelFile));
    std::vector<SafetensorsTensorData> optimizer;
    for (const auto& p : module.named_parameters()) {
        const auto found = adam.state().find(adamKey(p.value()));
        if (found == adam.state().end()) continue; // no gradient has reached it yet
        const auto& moments = static_cast<const torch::optim::AdamParamState&>(*found->second);
        optimizer.push_back(tensorData("step." + p.key(), torch::tensor({moments.step()})));
        optimizer.push_back(tensorData("exp_avg." + p.key(), moments.exp_avg()));
        optimizer.push_back(tensorData("exp_avg_sq." + p.key(), moments.exp_avg_sq()));
    }
    for (auto& [name, generator] : randomGenerators(module)) {
        const std::lock_guard<std::mutex> lock(generator.mutex());
        optimizer.push_back(tensorData(name.toStdString(), generator.get_state()));
    }
    writeSafetensors(target.filePath(kOptimizerFile), optimizer);
    if (!state.best.empty()) {
        std::vector<SafetensorsTensorData> best;
        for (const auto& [name, tensor] : state.best)
            best.push_back(tensorData(name, tensor));
        writeSafetensors(target.filePath(kBestFile), best);
    }

    QJsonArray history;
    for (const EpochReport& report : state.history)
        history.append(reportJson(report));
    QJsonObject json{{QStringLiteral("format"), kFormat},
                     {QStringLiteral("folder"), folder},
                     {QStringLiteral("settings"), settings},
                     {QStringLiteral("epoch"), state.epoch},
                     {QStringLiteral("batch_in_epoch"), qint64(state.batchInEpoch)},
                     {QStringLiteral("step"), qint64(state.step)},
                     {QStringLiteral("epoch_loss_sum"), state.epochLossSum},
                     {QStringLiteral("epoch_seconds"), state.epochSeconds},
                     {QStringLiteral("best_epoch"), state.bestEpoch},
                     {QStringLiteral("epochs_since_best"), state.epochsSinceBest},
                     {QStringLiteral("stopped_early"), state.stoppedEarly},
                     {QStringLiteral("history"), history}};
    if (state.bestDevLoss) json.insert(QStringLiteral("best_dev_loss"), *state.bestDevLoss);
    // Replacing this file is the commit: until then the previous checkpoint stays the one read.
    writeFileAtomically(path(kStateFile), QJsonDocument(json).toJson());
    committed_ = folder;
    const QStringList folders =
        QDir(dir_).entryList({kFolderPrefix + QLatin1Char('*')}, QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& old : folders)
        if (old != committed_) QDir(path(old)).removeRecursively();
}

LoopState CheckpointFolder::load(torch::nn::Module& module, torch::optim::Adam& adam,
                                 const QJsonObject& settings) {
    const QString statePath = path(kStateFile);
    QFile file(statePath);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError({statePath, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot read the checkpoint: %1").arg(file.errorString()));
    QJsonParseError parseError;
    const QJsonObject json = QJsonDocument::fromJson(file.readAll(), &parseError).object();
    if (parseError.error != QJsonParseError::NoError ||
        json.value(QStringLiteral("format")).toString() != kFormat)
        throw InputError({statePath, std::nullopt, QStringLiteral("format"), kFormat,
                          json.value(QStringLiteral("format")).toString()},
                         QStringLiteral("not a trainer checkpoint"));
    const QJsonObject stored = json.value(QStringLiteral("settings")).toObject();
    const auto text = [](const QJsonValue& value) {
        return value.isObject()
                   ? QString::fromUtf8(
                         QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact))
                   : value.toVariant().toString();
    };
    for (auto it = settings.begin(); it != settings.end(); ++it)
        if (stored.value(it.key()) != it.value())
            throw InputError(
                {statePath, std::nullopt, it.key(), text(it.value()), text(stored.value(it.key()))},
                QStringLiteral("the checkpoint was made with other training settings "
                               "(%1 %2 there, %3 now); use them again, or remove %4 to start "
                               "over")
                    .arg(it.key(), text(stored.value(it.key())), text(it.value()),
                         QDir::toNativeSeparators(dir_)));
    const QString folderName = json.value(QStringLiteral("folder")).toString();
    const QDir folder(path(folderName));
    if (!folderName.startsWith(kFolderPrefix) || !folder.exists(kModelFile))
        throw InputError({statePath, std::nullopt, QStringLiteral("folder"), {}, folderName},
                         QStringLiteral("the checkpoint's step folder is missing"));

    // Strict and all-or-nothing: a module of another shape is refused before anything changes.
    loadStateDict(module, folder.filePath(kModelFile));
    committed_ = folderName;
    LoopState state;
    const SafetensorsFile optimizer = SafetensorsFile::open(folder.filePath(kOptimizerFile));
    const torch::Tensor stepLike = torch::zeros({1}, torch::kLong);
    for (const auto& p : module.named_parameters()) {
        const QString name = QString::fromStdString(p.key());
        if (!optimizer.find(QStringLiteral("exp_avg.") + name)) continue;
        auto moments = std::make_unique<torch::optim::AdamParamState>();
        moments->step(
            readTensor(optimizer, QStringLiteral("step.") + name, stepLike).item<int64_t>());
        moments->exp_avg(readTensor(optimizer, QStringLiteral("exp_avg.") + name, p.value()));
        moments->exp_avg_sq(readTensor(optimizer, QStringLiteral("exp_avg_sq.") + name, p.value()));
        adam.state()[adamKey(p.value())] = std::move(moments);
    }
    // Dropout and any sampling in the task draw from these: restoring them keeps them in step. A
    // checkpoint written on another device has no state for this one's generator.
    for (auto& [name, generator] : randomGenerators(module)) {
        if (!optimizer.find(name)) continue;
        const std::lock_guard<std::mutex> lock(generator.mutex());
        generator.set_state(readTensor(optimizer, name, generator.get_state()));
    }
    if (folder.exists(kBestFile)) {
        const SafetensorsFile best = SafetensorsFile::open(folder.filePath(kBestFile));
        for (const auto& [name, tensor] : moduleTensors(module))
            state.best[name] = readTensor(best, QString::fromStdString(name), tensor);
    }

    state.epoch = json.value(QStringLiteral("epoch")).toInt();
    state.batchInEpoch = json.value(QStringLiteral("batch_in_epoch")).toInteger();
    state.step = json.value(QStringLiteral("step")).toInteger();
    state.epochLossSum = json.value(QStringLiteral("epoch_loss_sum")).toDouble();
    state.epochSeconds = json.value(QStringLiteral("epoch_seconds")).toDouble();
    state.bestEpoch = json.value(QStringLiteral("best_epoch")).toInt(-1);
    state.epochsSinceBest = json.value(QStringLiteral("epochs_since_best")).toInt();
    state.stoppedEarly = json.value(QStringLiteral("stopped_early")).toBool();
    if (json.contains(QStringLiteral("best_dev_loss")))
        state.bestDevLoss = json.value(QStringLiteral("best_dev_loss")).toDouble();
    for (const QJsonValue& report : json.value(QStringLiteral("history")).toArray())
        state.history.push_back(reportFromJson(report.toObject()));
    return state;
}

InputError notFinite(const QString& what, double value, const LoopState& state) {
    return InputError({}, QStringLiteral("the %1 became %2 at step %3 (batch %4 of epoch %5); "
                                         "lower the learning rate or check the data")
                              .arg(what)
                              .arg(value)
                              .arg(state.step + 1)
                              .arg(state.batchInEpoch + 1)
                              .arg(state.epoch + 1));
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
    const int64_t count = task.exampleCount();
    if (options.batchSize < 1 || options.epochs < 1 || count < 1)
        throw InputError({}, QStringLiteral("training needs examples, a batch size and epochs "
                                            "of at least 1"));
    // Adam aborts inside libtorch on a NaN rate, and an infinite one trains NaN weights.
    if (!std::isfinite(options.learningRate) || options.learningRate <= 0.0 ||
        options.learningRate > 1.0)
        throw InputError({{},
                          std::nullopt,
                          QStringLiteral("learning rate"),
                          QStringLiteral("a finite number above 0 and at most 1"),
                          QString::number(options.learningRate)},
                         QStringLiteral("invalid training option"));
    torch::nn::Module& module = task.module();
    module.to(inferenceDevice());
    const ModeRestorer restoreMode(module);
    torch::optim::Adam adam(
        module.parameters(),
        torch::optim::AdamOptions(options.learningRate).weight_decay(options.weightDecay));
    const int64_t perEpoch = (count + options.batchSize - 1) / options.batchSize;
    const int64_t totalSteps = perEpoch * options.epochs;
    const QJsonObject settings = settingsJson(options, count);

    TrainingResult result;
    LoopState state;
    std::optional<CheckpointFolder> checkpoints;
    if (!options.checkpointDir.isEmpty()) checkpoints.emplace(options.checkpointDir);
    int64_t savedAtStep = -1; // the step of the last checkpoint written or read
    if (checkpoints && options.resume && checkpoints->exists()) {
        state = checkpoints->load(module, adam, settings);
        savedAtStep = state.step;
        result.resumed = true;
    }
    const auto save = [&] {
        checkpoints->save(module, adam, state, settings);
        savedAtStep = state.step;
    };

    QElapsedTimer clock;
    clock.start();
    int64_t stepsThisCall = 0;
    int64_t examplesThisCall = 0;
    while (state.epoch < options.epochs && !state.stoppedEarly) {
        const std::vector<int64_t> order = epochOrder(count, options.seed, state.epoch);
        QElapsedTimer epochClock;
        epochClock.start();
        // A resumed epoch's time counts what it ran before the interruption.
        const double carried = state.epochSeconds;
        const auto epochSeconds = [&] { return carried + double(epochClock.elapsed()) / 1000.0; };
        const auto saveMidEpoch = [&] {
            state.epochSeconds = epochSeconds();
            save();
        };
        module.train();
        while (state.batchInEpoch < perEpoch) {
            if (cancel && cancel->isCancelled()) {
                if (checkpoints && savedAtStep != state.step) saveMidEpoch();
                throw Cancelled();
            }
            const auto first = order.begin() + state.batchInEpoch * options.batchSize;
            const std::vector<int64_t> batch(first,
                                             std::min(order.end(), first + options.batchSize));
            const double lr = scheduledLearningRate(options, state.step, totalSteps);
            for (auto& group : adam.param_groups())
                static_cast<torch::optim::AdamOptions&>(group.options()).lr(lr);
            adam.zero_grad();
            torch::Tensor loss = task.batchLoss(batch);
            const double value = loss.item<double>();
            if (!std::isfinite(value))
                throw notFinite(QStringLiteral("training loss"), value, state);
            loss.backward();
            if (options.maxGradNorm > 0) {
                // Checked before the step, so the weights (and checkpoints) stay usable.
                const double norm =
                    torch::nn::utils::clip_grad_norm_(module.parameters(), options.maxGradNorm);
                if (!std::isfinite(norm))
                    throw notFinite(QStringLiteral("gradient norm"), norm, state);
            }
            adam.step();
            state.epochLossSum += value;
            ++state.batchInEpoch;
            ++state.step;
            ++stepsThisCall;
            examplesThisCall += int64_t(batch.size());
            if (progress) {
                const double elapsed = double(clock.elapsed()) / 1000.0;
                progress({state.epoch + 1, state.step, totalSteps, value, lr, elapsed,
                          elapsed / double(stepsThisCall) * double(totalSteps - state.step)});
            }
            // The epoch's end writes one anyway.
            if (checkpoints && options.checkpointEvery > 0 &&
                state.step % options.checkpointEvery == 0 && state.batchInEpoch < perEpoch)
                saveMidEpoch();
        }

        EpochReport report;
        report.epoch = state.epoch + 1;
        report.trainLoss = state.epochLossSum / double(perEpoch);
        module.eval();
        {
            torch::NoGradGuard noGrad;
            report.devLoss = task.devLoss();
            report.samples = task.sampleOutputs();
        }
        report.seconds = epochSeconds();
        if (report.devLoss && !std::isfinite(*report.devLoss))
            throw InputError({}, QStringLiteral("the dev loss became %1 after epoch %2; lower the "
                                                "learning rate or check the data")
                                     .arg(*report.devLoss)
                                     .arg(report.epoch));
        if (report.devLoss) {
            if (!state.bestDevLoss || *report.devLoss < *state.bestDevLoss) {
                state.bestDevLoss = report.devLoss;
                state.bestEpoch = report.epoch;
                state.epochsSinceBest = 0;
                if (options.restoreBest) state.best = snapshot(module);
            } else {
                ++state.epochsSinceBest;
                state.stoppedEarly =
                    options.patience > 0 && state.epochsSinceBest >= options.patience;
            }
        }
        state.history.push_back(report);
        ++state.epoch;
        state.batchInEpoch = 0;
        state.epochLossSum = 0;
        state.epochSeconds = 0;
        if (checkpoints) save();
        if (epochDone) epochDone(report);
    }

    if (options.restoreBest && !state.best.empty()) {
        torch::NoGradGuard noGrad;
        for (auto& [name, tensor] : moduleTensors(module))
            tensor.copy_(state.best.at(name));
    }
    result.steps = state.step;
    result.stoppedEarly = state.stoppedEarly;
    result.bestEpoch = state.bestEpoch;
    result.epochs = state.history;
    const double seconds = double(clock.elapsed()) / 1000.0;
    result.examplesPerSecond = seconds > 0 ? double(examplesThisCall) / seconds : 0.0;
    return result;
}

TrainingJobSummary jobSummary(const QString& outFolder, const TrainingResult& result,
                              const QStringList& warnings) {
    TrainingJobSummary summary;
    summary.outFolder = outFolder;
    summary.steps = result.steps;
    summary.resumed = result.resumed;
    summary.epochsRun = int(result.epochs.size());
    summary.examplesPerSecond = result.examplesPerSecond;
    for (const EpochReport& epoch : result.epochs)
        summary.trainingSeconds += epoch.seconds;
    summary.warnings = warnings;
    return summary;
}

} // namespace unembed
