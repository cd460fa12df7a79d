#include "safetensors.h"

#include "error.h"
#include "file_write.h"
#include "half_float.h"
#include "mapped_file.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtEndian>
#include <QtNumeric>

#include <algorithm>
#include <cmath>
#include <optional>

namespace unembed {

namespace {

const QString kMetadataKey = QStringLiteral("__metadata__");
// The limit the reference implementation enforces: larger headers are junk or an attack.
constexpr qint64 kMaxHeaderLength = 100'000'000;
constexpr qint64 kLengthPrefix = 8;

QString formatShape(const std::vector<qint64>& shape) {
    QStringList extents;
    for (qint64 extent : shape)
        extents << QString::number(extent);
    return QStringLiteral("[%1]").arg(extents.join(QStringLiteral(", ")));
}

QString bytesCount(qint64 n) {
    return SafetensorsFile::tr("%1 bytes").arg(n);
}

std::optional<qint64> byteLength(const QString& dtype, const std::vector<qint64>& shape) {
    qint64 length = safetensorsDtypeSize(dtype);
    for (qint64 extent : shape)
        if (extent < 0 || qMulOverflow(length, extent, &length)) return std::nullopt;
    return length;
}

std::optional<FloatFormat> floatFormat(const QString& dtype) {
    if (dtype == u"F16") return FloatFormat::F16;
    if (dtype == u"BF16") return FloatFormat::BF16;
    if (dtype == u"F32") return FloatFormat::F32;
    if (dtype == u"F64") return FloatFormat::F64;
    return std::nullopt;
}

// A JSON array of non-negative integers, or nothing.
std::optional<std::vector<qint64>> integers(const QJsonValue& value) {
    if (!value.isArray()) return std::nullopt;
    std::vector<qint64> result;
    for (const QJsonValue& item : value.toArray()) {
        const qint64 integer = item.isDouble() ? item.toInteger(-1) : -1;
        if (integer < 0) return std::nullopt;
        result.push_back(integer);
    }
    return result;
}

QString compactJson(const QJsonValue& value) {
    if (value.isUndefined()) return SafetensorsFile::tr("nothing");
    const QJsonArray wrapped{value};
    const QByteArray json = QJsonDocument(wrapped).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2));
}

SafetensorsTensor parseTensor(const QString& path, const QString& name, const QJsonValue& value,
                              qint64 dataLength) {
    const auto fail = [&](const QString& expected, const QString& found, const QString& problem) {
        return InputError({path, {}, name, expected, found}, problem);
    };
    if (!value.isObject())
        throw fail(SafetensorsFile::tr("an object with dtype, shape and data_offsets"),
                   compactJson(value), SafetensorsFile::tr("the tensor entry is malformed"));
    const QJsonObject entry = value.toObject();

    SafetensorsTensor tensor;
    tensor.name = name;
    tensor.dtype = entry.value(u"dtype").toString();
    if (safetensorsDtypeSize(tensor.dtype) == 0)
        throw fail(SafetensorsFile::tr("a safetensors dtype such as F32, F16, BF16 or I64"),
                   compactJson(entry.value(u"dtype")), SafetensorsFile::tr("unknown dtype"));

    const auto shape = integers(entry.value(u"shape"));
    if (!shape)
        throw fail(SafetensorsFile::tr("a shape of non-negative integers"),
                   compactJson(entry.value(u"shape")),
                   SafetensorsFile::tr("the shape is malformed"));
    tensor.shape = *shape;

    const auto offsets = integers(entry.value(u"data_offsets"));
    if (!offsets || offsets->size() != 2 || (*offsets)[0] > (*offsets)[1])
        throw fail(SafetensorsFile::tr("data_offsets [begin, end] with begin <= end"),
                   compactJson(entry.value(u"data_offsets")),
                   SafetensorsFile::tr("the data_offsets are malformed"));
    tensor.begin = (*offsets)[0];
    tensor.end = (*offsets)[1];
    const QString range = QStringLiteral("[%1, %2]").arg(tensor.begin).arg(tensor.end);

    if (tensor.end > dataLength)
        throw fail(SafetensorsFile::tr("offsets within the data section of %1")
                       .arg(bytesCount(dataLength)),
                   range,
                   SafetensorsFile::tr("data_offsets are out of range (is the file truncated?)"));

    const std::optional<qint64> length = byteLength(tensor.dtype, tensor.shape);
    if (!length || *length != tensor.end - tensor.begin)
        throw fail(
            SafetensorsFile::tr("%1 for shape %2 of %3")
                .arg(length ? bytesCount(*length) : SafetensorsFile::tr("more than 2^63 bytes"),
                     formatShape(tensor.shape), tensor.dtype),
            SafetensorsFile::tr("%1 in data_offsets %2")
                .arg(bytesCount(tensor.end - tensor.begin), range),
            SafetensorsFile::tr("data_offsets do not match the shape and dtype"));
    return tensor;
}

QMap<QString, QString> parseMetadata(const QString& path, const QJsonValue& value) {
    if (!value.isObject())
        throw InputError({path,
                          {},
                          kMetadataKey,
                          SafetensorsFile::tr("an object of strings"),
                          compactJson(value)},
                         SafetensorsFile::tr("the metadata is malformed"));
    QMap<QString, QString> metadata;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!it.value().isString())
            throw InputError({path,
                              {},
                              kMetadataKey + QLatin1Char('.') + it.key(),
                              SafetensorsFile::tr("a string"),
                              compactJson(it.value())},
                             SafetensorsFile::tr("the metadata is malformed"));
        metadata.insert(it.key(), it.value().toString());
    }
    return metadata;
}

void requireDisjoint(const QString& path, const std::vector<SafetensorsTensor>& tensors) {
    std::vector<const SafetensorsTensor*> byOffset;
    for (const SafetensorsTensor& tensor : tensors)
        if (tensor.end > tensor.begin) byOffset.push_back(&tensor);
    std::sort(byOffset.begin(), byOffset.end(),
              [](const auto* a, const auto* b) { return a->begin < b->begin; });
    for (size_t i = 1; i < byOffset.size(); ++i) {
        const SafetensorsTensor& before = *byOffset[i - 1];
        const SafetensorsTensor& after = *byOffset[i];
        if (after.begin < before.end)
            throw InputError(
                {path,
                 {},
                 after.name,
                 SafetensorsFile::tr("disjoint byte ranges"),
                 QStringLiteral("'%1' [%2, %3] and '%4' [%5, %6]")
                     .arg(before.name)
                     .arg(before.begin)
                     .arg(before.end)
                     .arg(after.name)
                     .arg(after.begin)
                     .arg(after.end)},
                SafetensorsFile::tr("tensors '%1' and '%2' overlap").arg(before.name, after.name));
    }
}

} // namespace

int safetensorsDtypeSize(const QString& dtype) {
    static const QMap<QString, int> sizes{
        {QStringLiteral("BOOL"), 1},    {QStringLiteral("U8"), 1},      {QStringLiteral("I8"), 1},
        {QStringLiteral("F8_E5M2"), 1}, {QStringLiteral("F8_E4M3"), 1}, {QStringLiteral("I16"), 2},
        {QStringLiteral("U16"), 2},     {QStringLiteral("F16"), 2},     {QStringLiteral("BF16"), 2},
        {QStringLiteral("I32"), 4},     {QStringLiteral("U32"), 4},     {QStringLiteral("F32"), 4},
        {QStringLiteral("I64"), 8},     {QStringLiteral("U64"), 8},     {QStringLiteral("F64"), 8},
    };
    return sizes.value(dtype, 0);
}

namespace {

// The first key of the top-level object of valid JSON `json` that appears twice; a null string
// when every key is unique.
QString firstRepeatedKey(QByteArrayView json) {
    QSet<QString> seen;
    int depth = 0;
    bool expectKey = false;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (c == '"') {
            const qsizetype start = i;
            for (++i; i < json.size() && json[i] != '"'; ++i)
                if (json[i] == '\\') ++i;
            if (depth == 1 && expectKey) {
                // Let the JSON parser undo the escapes: ["<key>"].
                const QByteArray literal =
                    '[' + json.sliced(start, i - start + 1).toByteArray() + ']';
                const QString key = QJsonDocument::fromJson(literal).array().at(0).toString();
                if (seen.contains(key)) return key;
                seen.insert(key);
                expectKey = false;
            }
        } else if (c == '{' || c == '[') {
            ++depth;
            expectKey = depth == 1 && c == '{';
        } else if (c == '}' || c == ']') {
            --depth;
        } else if (c == ',' && depth == 1) {
            expectKey = true;
        }
    }
    return {};
}

} // namespace

SafetensorsFile SafetensorsFile::open(const QString& path) {
    SafetensorsFile result;
    result.file_ = MappedFile::open(path);
    const qint64 fileSize = result.file_->size();
    const char* data = result.file_->data();

    if (fileSize < kLengthPrefix)
        throw InputError({path, {}, {}, tr("at least 8 bytes"), bytesCount(fileSize)},
                         tr("the file is too short for a safetensors header"));
    const quint64 headerLength = qFromLittleEndian<quint64>(data);
    if (headerLength > quint64(kMaxHeaderLength))
        throw InputError({path,
                          {},
                          QStringLiteral("header length"),
                          tr("at most 100 MB"),
                          tr("%1 bytes").arg(headerLength)},
                         tr("header length %1 exceeds the 100 MB limit").arg(headerLength));
    if (qint64(headerLength) > fileSize - kLengthPrefix)
        throw InputError(
            {path,
             {},
             QStringLiteral("header length"),
             tr("at most %1 (the rest of the file)").arg(bytesCount(fileSize - kLengthPrefix)),
             bytesCount(qint64(headerLength))},
            tr("header length %1 is larger than the file").arg(headerLength));
    result.dataStart_ = kLengthPrefix + qint64(headerLength);
    const qint64 dataLength = fileSize - result.dataStart_;

    QJsonParseError parseError;
    const QJsonDocument header = QJsonDocument::fromJson(
        QByteArray::fromRawData(data + kLengthPrefix, qsizetype(headerLength)), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        throw InputError({path,
                          {},
                          QStringLiteral("header"),
                          tr("a JSON object"),
                          tr("%1 at byte %2 of the header")
                              .arg(parseError.errorString())
                              .arg(parseError.offset)},
                         tr("the header is not valid JSON"));
    if (!header.isObject())
        throw InputError(
            {path, {}, QStringLiteral("header"), tr("a JSON object"), tr("a JSON array")},
            tr("the header is not a JSON object"));

    const QJsonObject object = header.object();
    // QJsonObject keeps the last of two equal keys: a repeated tensor name would silently take
    // the other's place.
    if (const QString repeated =
            firstRepeatedKey(QByteArrayView(data + kLengthPrefix, qsizetype(headerLength)));
        !repeated.isNull())
        throw InputError({path, {}, repeated, tr("each tensor name once"), tr("twice or more")},
                         tr("the header names tensor '%1' more than once").arg(repeated));
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() == kMetadataKey)
            result.metadata_ = parseMetadata(path, it.value());
        else
            result.tensors_.push_back(parseTensor(path, it.key(), it.value(), dataLength));
    }
    // find() relies on this order.
    std::sort(result.tensors_.begin(), result.tensors_.end(),
              [](const auto& a, const auto& b) { return a.name < b.name; });
    requireDisjoint(path, result.tensors_);
    return result;
}

const QString& SafetensorsFile::path() const {
    return file_->path();
}

const SafetensorsTensor* SafetensorsFile::find(const QString& name) const {
    const auto it = std::lower_bound(
        tensors_.begin(), tensors_.end(), name,
        [](const SafetensorsTensor& tensor, const QString& key) { return tensor.name < key; });
    return it != tensors_.end() && it->name == name ? &*it : nullptr;
}

const SafetensorsTensor& SafetensorsFile::tensor(const QString& name) const {
    if (const SafetensorsTensor* found = find(name)) return *found;
    QStringList names;
    for (const SafetensorsTensor& tensor : tensors_)
        names << tensor.name;
    throw InputError({path(),
                      {},
                      QStringLiteral("tensor"),
                      names.isEmpty() ? tr("a tensor, but the file has none")
                                      : tr("one of %1").arg(names.join(QStringLiteral(", "))),
                      QStringLiteral("'%1'").arg(name)},
                     tr("the file has no tensor named '%1'").arg(name));
}

QByteArrayView SafetensorsFile::bytes(const SafetensorsTensor& tensor) const {
    return QByteArrayView(file_->data() + dataStart_ + tensor.begin, tensor.end - tensor.begin);
}

std::vector<float> SafetensorsFile::toFloat32(const SafetensorsTensor& tensor) const {
    const std::optional<FloatFormat> format = floatFormat(tensor.dtype);
    if (!format)
        throw InputError({path(), {}, tensor.name, tr("F32, F16, BF16 or F64"), tensor.dtype},
                         tr("unsupported dtype for tensor '%1'").arg(tensor.name));
    const qint64 count = (tensor.end - tensor.begin) / byteSize(*format);
    std::vector<float> values(static_cast<size_t>(count));
    convertToFloat32(*format, bytes(tensor).data(), count, values.data());
    return values;
}

void writeSafetensors(const QString& path, const std::vector<SafetensorsTensorData>& tensors,
                      const QMap<QString, QString>& metadata) {
    std::vector<const SafetensorsTensorData*> layout;
    QJsonObject header;
    for (const SafetensorsTensorData& tensor : tensors) {
        const auto fail = [&](const QString& expected, const QString& found,
                              const QString& problem) {
            return InputError({path, {}, tensor.name, expected, found}, problem);
        };
        if (tensor.name.isEmpty() || tensor.name == kMetadataKey || header.contains(tensor.name))
            throw fail(SafetensorsFile::tr("a unique tensor name"),
                       QStringLiteral("'%1'").arg(tensor.name),
                       SafetensorsFile::tr("cannot write a tensor under this name"));
        if (safetensorsDtypeSize(tensor.dtype) == 0)
            throw fail(SafetensorsFile::tr("a safetensors dtype such as F32, F16, BF16 or I64"),
                       tensor.dtype, SafetensorsFile::tr("unknown dtype"));
        const std::optional<qint64> length = byteLength(tensor.dtype, tensor.shape);
        if (!length || *length != tensor.bytes.size())
            throw fail(length ? bytesCount(*length)
                              : SafetensorsFile::tr("a shape that fits in 64 bits"),
                       bytesCount(tensor.bytes.size()),
                       SafetensorsFile::tr("the bytes do not match shape %1 of %2")
                           .arg(formatShape(tensor.shape), tensor.dtype));
        header.insert(tensor.name, QJsonValue());
        layout.push_back(&tensor);
    }
    // Widest elements first: every tensor then starts at a multiple of its element size, so
    // readers can use the mapped data in place.
    std::sort(layout.begin(), layout.end(), [](const auto* a, const auto* b) {
        const int sizeA = safetensorsDtypeSize(a->dtype);
        const int sizeB = safetensorsDtypeSize(b->dtype);
        return sizeA != sizeB ? sizeA > sizeB : a->name < b->name;
    });
    qint64 offset = 0;
    for (const SafetensorsTensorData* tensor : layout) {
        QJsonArray shape;
        for (qint64 extent : tensor->shape)
            shape.append(extent);
        const qint64 end = offset + tensor->bytes.size();
        header.insert(tensor->name,
                      QJsonObject{{QStringLiteral("dtype"), tensor->dtype},
                                  {QStringLiteral("shape"), shape},
                                  {QStringLiteral("data_offsets"), QJsonArray{offset, end}}});
        offset = end;
    }
    if (!metadata.isEmpty()) {
        QJsonObject entries;
        for (auto it = metadata.begin(); it != metadata.end(); ++it)
            entries.insert(it.key(), it.value());
        header.insert(kMetadataKey, entries);
    }

    QByteArray json = QJsonDocument(header).toJson(QJsonDocument::Compact);
    // Padding keeps the data section 8-byte aligned in the file.
    json.append((8 - json.size() % 8) % 8, ' ');
    char lengthBytes[kLengthPrefix];
    qToLittleEndian<quint64>(quint64(json.size()), lengthBytes);

    writeFileAtomically(path, [&](QIODevice& file) {
        bool ok = file.write(lengthBytes, kLengthPrefix) == kLengthPrefix;
        ok = ok && file.write(json) == json.size();
        for (const SafetensorsTensorData* tensor : layout)
            ok = ok && file.write(tensor->bytes) == tensor->bytes.size();
        return ok;
    });
}

EmbeddingSet SafetensorsReader::read(const QString& path, const ReadOptions& options) const {
    const SafetensorsFile file = SafetensorsFile::open(path);
    const SafetensorsTensor* chosen = nullptr;
    if (!options.arrayName.isEmpty()) {
        chosen = &file.tensor(options.arrayName);
    } else if (!(chosen = file.find(QStringLiteral("embeddings")))) {
        QStringList listing;
        std::vector<const SafetensorsTensor*> matrices;
        for (const SafetensorsTensor& tensor : file.tensors()) {
            listing << QStringLiteral("%1 %2 %3")
                           .arg(tensor.name, tensor.dtype, formatShape(tensor.shape));
            if (tensor.shape.size() == 2) matrices.push_back(&tensor);
        }
        if (matrices.size() != 1)
            throw InputError(
                {path,
                 {},
                 {},
                 tr("a tensor named 'embeddings' or exactly one 2-D tensor"),
                 listing.isEmpty() ? tr("no tensors") : listing.join(QStringLiteral(", "))},
                tr("cannot tell which tensor holds the embeddings; name one"));
        chosen = matrices.front();
    }

    const SafetensorsTensor& tensor = *chosen;
    if (tensor.shape.size() != 1 && tensor.shape.size() != 2)
        throw InputError(
            {path, {}, tensor.name, tr("a 1-D or 2-D tensor"), formatShape(tensor.shape)},
            tr("unsupported tensor shape"));
    const qint64 rows = tensor.shape.size() == 1 ? 1 : tensor.shape[0];
    const qint64 dim = tensor.shape.back();

    EmbeddingSet set;
    set.sourcePath = path;
    const char* data = file.bytes(tensor).data();
    const bool aligned = reinterpret_cast<quintptr>(data) % alignof(float) == 0;
    if (tensor.dtype == u"F32" && Q_BYTE_ORDER == Q_LITTLE_ENDIAN && aligned)
        set.vectors =
            FloatMatrix::borrowed(file.mapping(), reinterpret_cast<const float*>(data), rows, dim);
    else
        set.vectors = FloatMatrix::owned(file.toFloat32(tensor), rows, dim);
    return set;
}

void convertSafetensorsToFloat16(const QString& in, const QString& out) {
    const SafetensorsFile file = SafetensorsFile::open(in);
    std::vector<SafetensorsTensorData> converted;
    for (const SafetensorsTensor& tensor : file.tensors()) {
        SafetensorsTensorData data{tensor.name, tensor.dtype, tensor.shape, {}};
        if (tensor.dtype != QLatin1String("F32")) {
            data.bytes = file.bytes(tensor).toByteArray();
        } else {
            const std::vector<float> values = file.toFloat32(tensor);
            data.dtype = QStringLiteral("F16");
            data.bytes.resize(qsizetype(values.size() * 2));
            for (size_t i = 0; i < values.size(); ++i) {
                const quint16 half = floatToHalf(values[i]);
                if (std::isfinite(values[i]) && std::isinf(halfToFloat(half)))
                    throw InputError({in, std::nullopt, tensor.name, QStringLiteral("|x| <= 65504"),
                                      QString::number(values[i])},
                                     SafetensorsFile::tr("a weight does not fit in float16"));
                qToLittleEndian(half, data.bytes.data() + 2 * i);
            }
        }
        converted.push_back(std::move(data));
    }
    writeSafetensors(out, converted, file.metadata());
}

void refusePickleOnlyWeights(const QString& folder) {
    const QDir dir(folder);
    if (QFileInfo::exists(dir.filePath(QStringLiteral("model.safetensors"))) ||
        !QFileInfo::exists(dir.filePath(QStringLiteral("pytorch_model.bin"))))
        return;
    throw InputError(
        {dir.filePath(QStringLiteral("pytorch_model.bin")), std::nullopt, QStringLiteral("weights"),
         QStringLiteral("model.safetensors"), QStringLiteral("pytorch_model.bin only")},
        QStringLiteral("Unembed reads weights from model.safetensors only: pytorch_model.bin is a "
                       "Python pickle, and loading a pickle can run any code it holds. Convert "
                       "it once with PyTorch and safetensors, outside Unembed: python3 -c \"import "
                       "torch; from safetensors.torch import save_file; sd = "
                       "torch.load('pytorch_model.bin', map_location='cpu', weights_only=True); "
                       "save_file({k: v.contiguous().clone() for k, v in sd.items()}, "
                       "'model.safetensors', metadata={'format': 'pt'})\""));
}

} // namespace unembed
