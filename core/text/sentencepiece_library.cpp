#include "sentencepiece_library.h"

#include "error.h"
#include "io/reader_limits.h"
#include "io/regular_file.h"
#include "text/sentencepiece_module/sentencepiece_abi.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <dlfcn.h>
#include <mutex>

namespace unembed {

namespace {

struct ModuleApi {
    decltype(&unembed_spm_load) load = nullptr;
    decltype(&unembed_spm_free) free = nullptr;
    decltype(&unembed_spm_encode) encode = nullptr;
    decltype(&unembed_spm_decode) decode = nullptr;
    decltype(&unembed_spm_piece_count) pieceCount = nullptr;
    decltype(&unembed_spm_piece) piece = nullptr;
    decltype(&unembed_spm_piece_type) pieceType = nullptr;
    decltype(&unembed_spm_train) train = nullptr;
};

constexpr const char* kModuleName = "libunembed_sentencepiece.so";

// Next to the binaries in the build tree (build/*/lib), installed under lib/unembed, or where
// UNEMBED_SENTENCEPIECE_MODULE says.
QStringList moduleCandidates() {
    QStringList candidates;
    const QString overridden = qEnvironmentVariable("UNEMBED_SENTENCEPIECE_MODULE");
    if (!overridden.isEmpty()) candidates << overridden;
    const QString exeDir =
        QFileInfo(QFile::symLinkTarget(QStringLiteral("/proc/self/exe"))).absolutePath();
    candidates << exeDir + QStringLiteral("/../lib/") + QLatin1String(kModuleName)
               << exeDir + QStringLiteral("/../lib/unembed/") + QLatin1String(kModuleName)
               << exeDir + QLatin1Char('/') + QLatin1String(kModuleName);
    return candidates;
}

template <typename Fn> void resolve(void* library, const char* name, Fn& fn) {
    fn = reinterpret_cast<Fn>(dlsym(library, name));
}

const ModuleApi& moduleApi() {
    static ModuleApi api;
    static QString failure;
    static std::once_flag once;
    std::call_once(once, [] {
        void* library = nullptr;
        QStringList tried;
        for (const QString& candidate : moduleCandidates()) {
            const QString path = QDir::cleanPath(candidate);
            tried << path;
            if (!QFileInfo::exists(path)) continue;
            // See core/CMakeLists.txt: deep binding only against a libtorch that links the
            // system protobuf.
            library = dlopen(QFile::encodeName(path).constData(),
                             RTLD_NOW | RTLD_LOCAL | (UNEMBED_SPM_DEEPBIND ? RTLD_DEEPBIND : 0));
            if (library) break;
            failure = QString::fromLocal8Bit(dlerror());
        }
        if (!library) {
            if (failure.isEmpty())
                failure = QStringLiteral("not found; looked for %1")
                              .arg(tried.join(QStringLiteral(", ")));
            return;
        }
        using VersionFn = decltype(&unembed_spm_abi_version);
        VersionFn version = nullptr;
        resolve(library, "unembed_spm_abi_version", version);
        if (!version || version() != UNEMBED_SPM_ABI_VERSION) {
            failure = QStringLiteral("its interface version does not match this build");
            return;
        }
        resolve(library, "unembed_spm_load", api.load);
        resolve(library, "unembed_spm_free", api.free);
        resolve(library, "unembed_spm_encode", api.encode);
        resolve(library, "unembed_spm_decode", api.decode);
        resolve(library, "unembed_spm_piece_count", api.pieceCount);
        resolve(library, "unembed_spm_piece", api.piece);
        resolve(library, "unembed_spm_piece_type", api.pieceType);
        resolve(library, "unembed_spm_train", api.train);
    });
    if (!api.load || !api.train)
        throw InputError({QLatin1String(kModuleName), std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot load the SentencePiece module: %1").arg(failure));
    return api;
}

// Calls `fill` with growing buffers until the whole string fits.
template <typename Fill> QByteArray readString(Fill fill) {
    QByteArray buffer(256, Qt::Uninitialized);
    int needed = fill(buffer.data(), int(buffer.size()));
    if (needed > buffer.size()) {
        buffer.resize(needed);
        needed = fill(buffer.data(), int(buffer.size()));
    }
    buffer.resize(std::max(needed, 0));
    return buffer;
}

// SentencePiece reports a failed check as "CODE: ./src/FILE.cc(LINE) [CONDITION] EXPLANATION",
// which says where in its sources it stopped, not what is wrong with the file, and other failures
// as "CODE: EXPLANATION": the cause in words.
QString loadFailureCause(const QString& status) {
    static const QRegularExpression code(QStringLiteral("^[A-Za-z_]+: ")); // "Internal: "
    static const QRegularExpression check(QStringLiteral("^\\S+\\.cc\\(\\d+\\) \\[(.*)\\] ?(.*)$"),
                                          QRegularExpression::DotMatchesEverythingOption);
    const QString text = status.trimmed().remove(code);
    const QRegularExpressionMatch m = check.match(text);
    const QString condition = m.hasMatch() ? m.captured(1) : QString();
    const QString explanation = m.hasMatch() ? m.captured(2).trimmed() : text;
    if (condition.contains(QLatin1String("ParseFromArray")))
        return QStringLiteral("its bytes are not a SentencePiece model (a ModelProto protobuf): "
                              "the file is damaged, cut short or of another kind");
    if (condition.contains(QLatin1String("ReadAll")))
        return QStringLiteral("the file cannot be read");
    if (!explanation.isEmpty())
        return QStringLiteral("its pieces or normalisation rules are inconsistent (%1)")
            .arg(explanation);
    return QStringLiteral("its pieces or normalisation rules are inconsistent");
}

} // namespace

SentencePieceModel::SentencePieceModel(QString path, void* handle)
    : path_(std::move(path)), handle_(handle) {}

SentencePieceModel::~SentencePieceModel() {
    moduleApi().free(handle_);
}

std::shared_ptr<const SentencePieceModel> SentencePieceModel::load(const QString& path) {
    // SentencePiece's own reader throws std::ios_failure on a folder and blocks on a FIFO.
    requireRegularFile(path, QStringLiteral("a SentencePiece model (spiece.model)"));
    requireFileSize(path, QFileInfo(path).size(), limits::kMaxSentencePieceBytes,
                    QStringLiteral("a SentencePiece model"));
    const ModuleApi& api = moduleApi();
    char error[512] = {};
    void* handle = api.load(QFile::encodeName(path).constData(), error, sizeof error);
    if (!handle)
        throw InputError({path, std::nullopt, {}, {}, {}},
                         QStringLiteral("not a readable SentencePiece model: %1")
                             .arg(loadFailureCause(QString::fromUtf8(error))));
    return std::shared_ptr<const SentencePieceModel>(new SentencePieceModel(path, handle));
}

std::vector<int> SentencePieceModel::encode(const QString& text) const {
    const QByteArray utf8 = text.toUtf8();
    std::vector<int> ids(size_t(utf8.size()) + 8);
    int n = moduleApi().encode(handle_, utf8.constData(), int(utf8.size()), ids.data(),
                               int(ids.size()));
    if (n > int(ids.size())) {
        ids.resize(size_t(n));
        n = moduleApi().encode(handle_, utf8.constData(), int(utf8.size()), ids.data(), n);
    }
    ids.resize(size_t(std::max(n, 0)));
    return ids;
}

QString SentencePieceModel::decode(const std::vector<int>& ids) const {
    return QString::fromUtf8(readString([&](char* out, int capacity) {
        return moduleApi().decode(handle_, ids.data(), int(ids.size()), out, capacity);
    }));
}

int SentencePieceModel::pieceCount() const {
    return moduleApi().pieceCount(handle_);
}

QString SentencePieceModel::piece(int id) const {
    return QString::fromUtf8(readString(
        [&](char* out, int capacity) { return moduleApi().piece(handle_, id, out, capacity); }));
}

bool SentencePieceModel::isControl(int id) const {
    return moduleApi().pieceType(handle_, id) == 2;
}

bool SentencePieceModel::isUnknown(int id) const {
    return moduleApi().pieceType(handle_, id) == 1;
}

void SentencePieceModel::train(const QStringList& texts, const QString& modelPrefix,
                               const TrainOptions& options) {
    const ModuleApi& api = moduleApi();
    // SentencePiece splits its argument string on spaces.
    if (modelPrefix.contains(QLatin1Char(' ')))
        throw InputError({modelPrefix, std::nullopt, {}, {}, {}},
                         QStringLiteral("the output path of a SentencePiece model cannot contain "
                                        "spaces"));
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("input.txt"));
    QFile file(input);
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly))
        throw InputError({input, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot write the training text"));
    for (const QString& text : texts) {
        QString line = text;
        line.replace(QLatin1Char('\n'), QLatin1Char(' '));
        file.write(line.toUtf8());
        file.write("\n");
    }
    file.close();
    const QString arguments =
        QStringLiteral(
            "--input=%1 --model_prefix=%2 --vocab_size=%3 --model_type=%4 "
            "--character_coverage=%5 --pad_id=%6 --eos_id=%7 --unk_id=%8 --bos_id=%9 "
            "--input_sentence_size=0 --shuffle_input_sentence=false --hard_vocab_limit=false "
            "--num_threads=1 --minloglevel=2")
            .arg(input, modelPrefix)
            .arg(options.vocabSize)
            .arg(options.modelType)
            .arg(options.characterCoverage)
            .arg(options.padId)
            .arg(options.eosId)
            .arg(options.unkId)
            .arg(options.bosId);
    char error[1024] = {};
    if (api.train(arguments.toUtf8().constData(), error, sizeof error) != 0)
        throw InputError(
            {modelPrefix + QStringLiteral(".model"), std::nullopt, {}, {}, {}},
            QStringLiteral("SentencePiece training failed: %1").arg(QString::fromUtf8(error)));
}

} // namespace unembed
