#include "state_dict.h"

#include "error.h"
#include "io/safetensors.h"
#include "runtime/inference_device.h"

#include <torch/torch.h>

#include <QStringList>

#include <algorithm>
#include <cstring>
#include <set>

namespace unembed {

namespace {

QString shapeText(const std::vector<qint64>& shape) {
    QStringList dims;
    for (qint64 d : shape)
        dims << QString::number(d);
    return QLatin1Char('[') + dims.join(QStringLiteral(", ")) + QLatin1Char(']');
}

std::vector<qint64> shapeOf(const torch::Tensor& tensor) {
    return std::vector<qint64>(tensor.sizes().begin(), tensor.sizes().end());
}

// Parameters and buffers by name, as one list: both are part of what a file must hold.
std::vector<std::pair<std::string, torch::Tensor>> namedTensors(const torch::nn::Module& module) {
    std::vector<std::pair<std::string, torch::Tensor>> named;
    for (const auto& item : module.named_parameters(true))
        named.emplace_back(item.key(), item.value());
    for (const auto& item : module.named_buffers(true))
        named.emplace_back(item.key(), item.value());
    return named;
}

QString safetensorsDtype(torch::ScalarType type) {
    switch (type) {
    case torch::kFloat:
        return QStringLiteral("F32");
    case torch::kHalf:
        return QStringLiteral("F16");
    case torch::kBFloat16:
        return QStringLiteral("BF16");
    case torch::kDouble:
        return QStringLiteral("F64");
    case torch::kLong:
        return QStringLiteral("I64");
    case torch::kInt:
        return QStringLiteral("I32");
    default:
        return {};
    }
}

// The stored tensor in `like`'s dtype on the CPU; floats go through SafetensorsFile::toFloat32,
// which also handles F16/BF16, so one conversion path serves every float format.
torch::Tensor readTensor(const SafetensorsFile& file, const SafetensorsTensor& stored,
                         const torch::Tensor& like) {
    const std::vector<int64_t> shape(stored.shape.begin(), stored.shape.end());
    if (like.is_floating_point()) {
        std::vector<float> values = file.toFloat32(stored);
        return torch::from_blob(values.data(), shape, torch::kFloat)
            .to(like.scalar_type(), false, true);
    }
    const QString wanted = safetensorsDtype(like.scalar_type());
    if (wanted.isEmpty() || stored.dtype != wanted)
        throw InputError({file.path(), std::nullopt, stored.name, wanted, stored.dtype},
                         QStringLiteral("tensor '%1' has the wrong dtype").arg(stored.name));
    const QByteArrayView bytes = file.bytes(stored);
    torch::Tensor tensor = torch::empty(shape, like.options().device(torch::kCPU));
    std::memcpy(tensor.data_ptr(), bytes.data(), size_t(bytes.size()));
    return tensor;
}

// Throws InputError naming the file, the tensor and the first value that is NaN or infinite.
void requireFinite(const QString& path, const QString& name, const torch::Tensor& tensor) {
    const torch::Tensor finite = torch::isfinite(tensor).flatten();
    if (finite.all().item<bool>()) return;
    const int64_t first = finite.logical_not().nonzero().min().item<int64_t>();
    throw InputError({path, std::nullopt, name, QStringLiteral("finite values"),
                      QStringLiteral("%1 at element %2")
                          .arg(QString::number(tensor.flatten()[first].item<double>()))
                          .arg(first)},
                     QStringLiteral("tensor '%1' holds a value that is not finite; the model's "
                                    "weights are damaged")
                         .arg(name));
}

} // namespace

void loadStateDict(torch::nn::Module& module, const QString& path,
                   const StateDictLoadOptions& options) {
    // Resolved first: an unusable UNEMBED_DEVICE throws before anything changes.
    const torch::Device device = inferenceDevice();
    const SafetensorsFile file = SafetensorsFile::open(path);
    const auto named = namedTensors(module);

    // Parameters come first in `named`; a NaN or infinite one would run to garbage without a
    // word (buffers may hold infinities on purpose, such as attention masks).
    const size_t parameters = module.named_parameters(true).size();
    std::set<std::string> used;
    std::vector<torch::Tensor> values;
    values.reserve(named.size());
    for (const auto& [name, target] : named) {
        const QString qname = QString::fromStdString(name);
        const SafetensorsTensor* stored = file.find(qname);
        if (!stored)
            for (const auto& [alias, canonical] : options.aliases)
                if (canonical == name && (stored = file.find(QString::fromStdString(alias)))) break;
        if (!stored)
            throw InputError(
                {path, std::nullopt, qname, shapeText(shapeOf(target)), QStringLiteral("nothing")},
                QStringLiteral("missing tensor '%1'").arg(qname));
        if (stored->shape != shapeOf(target))
            throw InputError({path, std::nullopt, stored->name, shapeText(shapeOf(target)),
                              shapeText(stored->shape)},
                             QStringLiteral("tensor '%1' has the wrong shape").arg(stored->name));
        used.insert(stored->name.toStdString());
        values.push_back(readTensor(file, *stored, target));
        if (values.size() <= parameters && values.back().is_floating_point())
            requireFinite(path, stored->name, values.back());
    }

    for (const SafetensorsTensor& stored : file.tensors()) {
        const std::string name = stored.name.toStdString();
        if (used.count(name)) continue;
        const bool ignored =
            std::any_of(options.ignoredPrefixes.begin(), options.ignoredPrefixes.end(),
                        [&](const std::string& prefix) { return name.rfind(prefix, 0) == 0; });
        if (ignored) continue;
        const auto alias = options.aliases.find(name);
        if (alias == options.aliases.end())
            throw InputError({path, std::nullopt, stored.name, QStringLiteral("no such tensor"),
                              shapeText(stored.shape)},
                             QStringLiteral("unexpected tensor '%1'").arg(stored.name));
        // An alias stored beside its parameter is a tied copy: only its shape has to agree.
        for (const auto& [targetName, target] : named)
            if (targetName == alias->second && stored.shape != shapeOf(target))
                throw InputError(
                    {path, std::nullopt, stored.name, shapeText(shapeOf(target)),
                     shapeText(stored.shape)},
                    QStringLiteral("tensor '%1' has the wrong shape").arg(stored.name));
    }

    torch::NoGradGuard noGrad;
    for (size_t i = 0; i < named.size(); ++i)
        named[i].second.copy_(values[i]);
    module.to(device);
}

void saveStateDict(const torch::nn::Module& module, const QString& path,
                   const QMap<QString, QString>& metadata) {
    std::vector<SafetensorsTensorData> tensors;
    for (const auto& [name, tensor] : namedTensors(module)) {
        torch::Tensor cpu = tensor.detach().to(torch::kCPU).contiguous();
        QString dtype = safetensorsDtype(cpu.scalar_type());
        if (dtype.isEmpty()) {
            cpu = cpu.to(torch::kFloat);
            dtype = QStringLiteral("F32");
        }
        SafetensorsTensorData data;
        data.name = QString::fromStdString(name);
        data.dtype = dtype;
        data.shape = shapeOf(cpu);
        data.bytes = QByteArray(static_cast<const char*>(cpu.data_ptr()),
                                qsizetype(cpu.numel() * qint64(cpu.element_size())));
        tensors.push_back(std::move(data));
    }
    writeSafetensors(path, tensors, metadata);
}

} // namespace unembed
