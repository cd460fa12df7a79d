// Sidecar text files: the ground-truth text of each embedding row, one UTF-8 line per row, given
// next to an embedding file that has no texts of its own (or to replace its texts).
#pragma once

#include <QStringList>

#include <memory>
#include <vector>

namespace unembed {

class MappedFile;

// A texts file mapped and indexed by line: a million texts cost their positions (16 bytes each),
// not a million strings, and the pages already read can be given back as an import walks them.
// Lines as readSidecarTexts() reads them.
class SidecarLines {
public:
    // Maps the file and checks that every line is UTF-8. Throws InputError naming the file (and
    // the line).
    explicit SidecarLines(const QString& path);

    const QString& path() const { return path_; }
    qint64 size() const { return qint64(lines_.size()); }
    QString at(qint64 line) const;
    // The lines before `line` will not be read again soon (see releaseMappedPages).
    void releaseBefore(qint64 line) const;

private:
    QString path_;
    std::shared_ptr<const MappedFile> file_;
    std::vector<std::pair<qint64, qint64>> lines_; // offset in the file, length in bytes
};

// One text per line, without the line break (LF or CRLF); a final line break does not add an
// empty text. Throws InputError naming the file, and the line for text that is not UTF-8.
QStringList readSidecarTexts(const QString& path);

} // namespace unembed
