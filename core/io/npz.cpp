#include "npz.h"

#include "error.h"
#include "npy.h"
#include "reader_limits.h"
#include "regular_file.h"

#include <QFile>

#include <zip.h>

#include <limits>
#include <memory>
#include <new>

namespace unembed {

namespace {

const QString kNpySuffix = QStringLiteral(".npy");

struct Member {
    zip_uint64_t index = 0;
    QString name; // without ".npy"
    qint64 size = 0;
};

struct ArchiveCloser {
    void operator()(zip_t* archive) const { zip_discard(archive); }
};
struct MemberCloser {
    void operator()(zip_file_t* file) const { zip_fclose(file); }
};

// The .npy members of one open archive, and reads of their bytes.
class NpzArchive {
public:
    explicit NpzArchive(const QString& path) : path_(path) {
        requireRegularFile(path, NpzReader::tr("a zip archive of .npy arrays"));
        int code = 0;
        archive_.reset(zip_open(QFile::encodeName(path).constData(), ZIP_RDONLY, &code));
        if (!archive_) {
            zip_error_t error;
            zip_error_init_with_code(&error, code);
            const QString reason = QString::fromLocal8Bit(zip_error_strerror(&error));
            zip_error_fini(&error);
            throw InputError({path, {}, {}, NpzReader::tr("a zip archive of .npy arrays"), reason},
                             NpzReader::tr("cannot open the .npz archive"));
        }
        const zip_int64_t count = zip_get_num_entries(archive_.get(), 0);
        for (zip_int64_t i = 0; i < count; ++i) {
            zip_stat_t stat;
            zip_stat_init(&stat);
            if (zip_stat_index(archive_.get(), zip_uint64_t(i), 0, &stat) != 0 || !stat.name ||
                !(stat.valid & ZIP_STAT_SIZE))
                continue;
            const QString name = QString::fromUtf8(stat.name);
            if (!name.endsWith(kNpySuffix)) continue;
            const qint64 size = qint64(qMin<zip_uint64_t>(stat.size, kMaxMemberSize));
            members_.push_back({zip_uint64_t(i), name.chopped(kNpySuffix.size()), size});
        }
    }

    const std::vector<Member>& members() const { return members_; }

    QStringList names() const {
        QStringList names;
        for (const Member& member : members_)
            names << member.name;
        return names;
    }

    // The first `length` bytes of the member (all of it when it is shorter).
    QByteArray read(const Member& member, qint64 length) const {
        length = qMin(length, member.size);
        std::unique_ptr<zip_file_t, MemberCloser> file(
            zip_fopen_index(archive_.get(), member.index, 0));
        if (!file) failMember(member, QString::fromLocal8Bit(zip_strerror(archive_.get())));
        const auto tooLarge = [&] {
            return InputError({path_, {}, {}, {}, NpzReader::tr("%1 bytes").arg(member.size)},
                              NpzReader::tr("array '%1' is too large to load").arg(member.name));
        };
        if (length >= kMaxMemberSize) throw tooLarge();
        QByteArray bytes;
        try {
            bytes = QByteArray(qsizetype(length), Qt::Uninitialized);
        } catch (const std::bad_alloc&) {
            throw tooLarge();
        }
        qint64 done = 0;
        while (done < length) {
            const zip_int64_t got =
                zip_fread(file.get(), bytes.data() + done, zip_uint64_t(length - done));
            if (got < 0) failMember(member, QString::fromLocal8Bit(zip_file_strerror(file.get())));
            if (got == 0) break;
            done += got;
        }
        if (done < length)
            throw InputError({path_,
                              {},
                              {},
                              NpzReader::tr("%1 bytes").arg(length),
                              NpzReader::tr("%1 bytes").arg(done)},
                             NpzReader::tr("array '%1' is truncated").arg(member.name));
        // libzip checks the CRC only when a read reaches the end of the member.
        char probe;
        if (length == member.size && zip_fread(file.get(), &probe, 1) != 0)
            failMember(member, QString::fromLocal8Bit(zip_file_strerror(file.get())));
        return bytes;
    }

    NpyHeader readHeader(const Member& member) const {
        const NpySource source{path_, member.name};
        constexpr qint64 kLengthPrefix = 12;
        const QByteArray prefix = read(member, kLengthPrefix);
        return parseNpyHeader(read(member, npyHeaderLength(prefix, source)), source);
    }

private:
    // No QByteArray can hold this many bytes; a zip64 size field could claim more.
    static constexpr qint64 kMaxMemberSize = std::numeric_limits<qsizetype>::max();

    [[noreturn]] void failMember(const Member& member, const QString& reason) const {
        throw InputError(
            {path_, {}, {}, {}, {}},
            NpzReader::tr("cannot read array '%1' from the archive: %2").arg(member.name, reason));
    }

    QString path_;
    std::unique_ptr<zip_t, ArchiveCloser> archive_;
    std::vector<Member> members_;
};

const Member& chooseMember(const NpzArchive& archive, const QString& path,
                           const QString& arrayName) {
    const std::vector<Member>& members = archive.members();
    if (members.empty())
        throw InputError(
            {path, {}, {}, NpzReader::tr("at least one .npy array"), NpzReader::tr("none")},
            NpzReader::tr("the archive holds no arrays"));

    if (!arrayName.isEmpty()) {
        const QString wanted =
            arrayName.endsWith(kNpySuffix) ? arrayName.chopped(kNpySuffix.size()) : arrayName;
        for (const Member& member : members)
            if (member.name == wanted) return member;
        throw InputError(
            {path,
             {},
             QStringLiteral("array"),
             NpzReader::tr("one of %1").arg(archive.names().join(QStringLiteral(", "))),
             QStringLiteral("'%1'").arg(arrayName)},
            NpzReader::tr("the archive has no array named '%1'").arg(arrayName));
    }

    const Member* firstVector = nullptr;
    QStringList shapes;
    for (const Member& member : members) {
        const NpyHeader header = archive.readHeader(member);
        if (header.shape.size() == 2) return member;
        if (header.shape.size() == 1 && !firstVector) firstVector = &member;
        shapes << QStringLiteral("%1 %2").arg(member.name, formatNpyShape(header.shape));
    }
    if (firstVector) return *firstVector;
    throw InputError(
        {path, {}, {}, NpzReader::tr("a 1-D or 2-D array"), shapes.join(QStringLiteral(", "))},
        NpzReader::tr("the archive holds no 1-D or 2-D array"));
}

} // namespace

QStringList npzArrayNames(const QString& path) {
    return NpzArchive(path).names();
}

EmbeddingSet NpzReader::read(const QString& path, const ReadOptions& options) const {
    const NpzArchive archive(path);
    const Member& member = chooseMember(archive, path, options.arrayName);
    const NpySource source{path, member.name};
    // The header first: a member too wide for any embedder is refused before it is inflated.
    if (const NpyHeader header = archive.readHeader(member); !header.shape.empty())
        requireDimension(path, header.shape.back(), std::nullopt, member.name);
    const QByteArray bytes = archive.read(member, member.size);
    EmbeddingSet set;
    set.sourcePath = path;
    // The bytes were inflated into a buffer, not mapped, so the matrix owns a converted copy.
    set.vectors = npyToMatrix(bytes, parseNpyHeader(bytes, source), source, nullptr);
    return set;
}

} // namespace unembed
