#include "error.h"
#include "figure_export.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "verb_options.h"
#include "verbs.h"

#include <QFileInfo>

namespace unembed::cli {

int runExport(const QStringList& args) {
    VerbOptions options(QStringLiteral("export"),
                        QStringLiteral("Draw a curve of a case and save it as a figure: PNG, PDF "
                                       "or SVG, chosen by the extension of --out."));
    QCommandLineParser& p = options.parser();
    p.addOption(
        {QStringLiteral("case"), QStringLiteral("Case file (*.unembed)."), QStringLiteral("CASE")});
    p.addOption({QStringLiteral("curve"), QStringLiteral("Curve id in the case (see list)."),
                 QStringLiteral("ID")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Figure file: .png, .pdf or .svg."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("width"), QStringLiteral("Width in pixels (default 800)."),
                 QStringLiteral("PX"), QStringLiteral("800")});
    p.addOption({QStringLiteral("height"), QStringLiteral("Height in pixels (default 500)."),
                 QStringLiteral("PX"), QStringLiteral("500")});
    p.addOption({QStringLiteral("dpi"),
                 QStringLiteral("Dots per inch: the size of text and lines in those pixels "
                                "(default 150)."),
                 QStringLiteral("DPI"), QStringLiteral("150")});
    if (auto exit = options.parse(args)) return *exit;
    const auto casePath = options.required(QStringLiteral("case"));
    const auto curveId = options.id(QStringLiteral("curve"));
    const auto out = options.required(QStringLiteral("out"));
    const auto width = options.integer(QStringLiteral("width"), 1, limits::kFigurePixels);
    const auto height = options.integer(QStringLiteral("height"), 1, limits::kFigurePixels);
    const auto dpi = options.integer(QStringLiteral("dpi"), 1, limits::kDpi);
    if (!casePath || !curveId || !out || !width || !height || !dpi) return 2;
    try {
        CaseFile caseFile(*casePath);
        const FigureSize size{int(*width), int(*height), int(*dpi)};
        requireCurve(caseFile, *curveId);
        exportCurve(caseFile, *curveId, *out, size);
        const QString path = QFileInfo(*out).absoluteFilePath();
        options.output().result({{QStringLiteral("curve"), *curveId},
                                 {QStringLiteral("out"), path},
                                 {QStringLiteral("format"), QFileInfo(*out).suffix().toLower()},
                                 {QStringLiteral("width"), size.width},
                                 {QStringLiteral("height"), size.height},
                                 {QStringLiteral("dpi"), size.dpi}},
                                QStringLiteral("curve %1 → %2 (%3 × %4 px at %5 dpi)")
                                    .arg(*curveId)
                                    .arg(path)
                                    .arg(size.width)
                                    .arg(size.height)
                                    .arg(size.dpi));
        return 0;
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
