#include "error.h"

#include <QStringList>

namespace unembed {

namespace {
QString compose(const ErrorContext& c, const QString& problem) {
    QString text = c.file.isEmpty() ? QString() : c.file + QStringLiteral(": ");
    QStringList where;
    if (c.row) where << QStringLiteral("row %1").arg(*c.row);
    if (!c.field.isEmpty()) where << QStringLiteral("field '%1'").arg(c.field);
    if (!where.isEmpty()) text += where.join(QStringLiteral(", ")) + QStringLiteral(": ");
    text += problem;
    if (!c.expected.isEmpty() || !c.found.isEmpty())
        text += QStringLiteral(" (expected %1, found %2)")
                    .arg(c.expected.isEmpty() ? QStringLiteral("?") : c.expected,
                         c.found.isEmpty() ? QStringLiteral("?") : c.found);
    return text;
}
} // namespace

InputError::InputError(ErrorContext context, const QString& problem)
    : std::runtime_error(compose(context, problem).toStdString()), context_(std::move(context)),
      problem_(problem), message_(compose(context_, problem)) {}

} // namespace unembed
