#include "sidecar_texts.h"

#include "error.h"
#include "mapped_file.h"
#include "reader_limits.h"

namespace unembed {

namespace {
constexpr qint64 kReleaseEvery = 65536; // lines
} // namespace

SidecarLines::SidecarLines(const QString& path) : path_(path), file_(MappedFile::open(path)) {
    const QByteArrayView all = file_->textBytes();
    QByteArrayView rest = all;
    QByteArrayView line;
    for (qint64 number = 1; takeLine(rest, line); ++number) {
        // Refused here, not halfway through an import.
        requireTextLength(path, strictUtf8(line, path, number), number, {});
        lines_.emplace_back(line.data() - file_->data(), line.size());
        if (number % kReleaseEvery == 0) releaseBefore(number);
    }
}

QString SidecarLines::at(qint64 line) const {
    const auto& [offset, length] = lines_[size_t(line)];
    return strictUtf8(QByteArrayView(file_->data() + offset, length), path_, line + 1);
}

void SidecarLines::releaseBefore(qint64 line) const {
    if (line <= 0 || lines_.empty()) return;
    const auto& [offset, length] = lines_[size_t(qMin(line, size()) - 1)];
    releaseMappedPages(file_->data(), offset + length);
}

QStringList readSidecarTexts(const QString& path) {
    const SidecarLines lines(path);
    QStringList texts;
    texts.reserve(lines.size());
    for (qint64 i = 0; i < lines.size(); ++i)
        texts << lines.at(i);
    return texts;
}

} // namespace unembed
