#include "defence_spec.h"

#include "error.h"

#include <cmath>

namespace unembed {

namespace {

struct KindInfo {
    DefenceKind kind;
    const char* name;
    const char* title;
    const char* strengthTitle;
};

const KindInfo kKinds[] = {
    {DefenceKind::Noise, "noise", "Gaussian noise", "λ (noise scale)"},
    {DefenceKind::Scalar, "scalar", "Scalar quantisation", "bits per dimension"},
    {DefenceKind::Binary, "binary", "Binary quantisation", "bits per dimension"},
    {DefenceKind::Truncate, "truncate", "Truncation", "dimensions kept"},
    {DefenceKind::Pca, "pca", "PCA projection", "principal components kept"},
    {DefenceKind::Rotate, "rotate", "Secret rotation", "leaked pairs the attacker has"},
};

const KindInfo& info(DefenceKind kind) {
    for (const KindInfo& k : kKinds)
        if (k.kind == kind) return k;
    return kKinds[0];
}

[[noreturn]] void refuse(const QString& field, const QString& expected, const QString& found,
                         const QString& problem) {
    throw InputError({{}, std::nullopt, field, expected, found}, problem);
}

// The strength each kind accepts: a finite number >= 0 for noise, whole numbers otherwise.
void checkStrength(DefenceKind kind, double strength, const QString& field, const QString& text) {
    switch (kind) {
    case DefenceKind::Noise:
        if (!(std::isfinite(strength) && strength >= 0.0))
            refuse(field, QStringLiteral("noise:L with L a finite number of at least 0"), text,
                   QStringLiteral("the noise scale cannot be negative"));
        return;
    case DefenceKind::Scalar:
        if (!(strength >= 1 && strength <= 16 && std::floor(strength) == strength))
            refuse(field, QStringLiteral("scalar:B with B a whole number of bits from 1 to 16"),
                   text, QStringLiteral("scalar quantisation needs 1 to 16 bits per dimension"));
        return;
    case DefenceKind::Binary:
        return;
    case DefenceKind::Truncate:
    case DefenceKind::Pca:
        if (!(strength >= 1 && std::floor(strength) == strength && strength < 1e9))
            refuse(field,
                   QStringLiteral("%1:K with K a whole number of at least 1")
                       .arg(DefenceSpec::kindName(kind)),
                   text, QStringLiteral("at least one dimension must be kept"));
        return;
    case DefenceKind::Rotate:
        if (!(strength >= 0 && std::floor(strength) == strength && strength < 1e9))
            refuse(field, QStringLiteral("rotate:N with N a whole number of leaked pairs"), text,
                   QStringLiteral("the number of leaked pairs must be a whole number"));
        return;
    }
}

} // namespace

DefenceSpec DefenceSpec::parse(const QString& text, const QString& field) {
    const QString trimmed = text.trimmed();
    const qsizetype colon = trimmed.indexOf(QLatin1Char(':'));
    const QString name = (colon < 0 ? trimmed : trimmed.left(colon)).trimmed().toLower();
    const QString value = colon < 0 ? QString() : trimmed.mid(colon + 1).trimmed();
    const QString expected =
        QStringLiteral("one of %1").arg(kindNames().join(QStringLiteral(", ")));
    const std::optional<DefenceKind> kind = kindNamed(name);
    if (!kind) refuse(field, expected, text, QStringLiteral("unknown defence"));
    DefenceSpec spec;
    spec.kind = *kind;
    if (spec.kind == DefenceKind::Binary) {
        if (!value.isEmpty())
            refuse(field, QStringLiteral("binary, with no value"), text,
                   QStringLiteral("binary quantisation has no strength"));
        return spec;
    }
    if (value.isEmpty() && spec.kind != DefenceKind::Rotate)
        refuse(field, QStringLiteral("%1:VALUE").arg(name), text,
               QStringLiteral("the defence needs its strength"));
    bool ok = value.isEmpty();
    spec.strength = value.isEmpty() ? 0.0 : value.toDouble(&ok);
    if (!ok)
        refuse(field, QStringLiteral("%1:NUMBER").arg(name), text,
               QStringLiteral("the strength is not a number"));
    checkStrength(spec.kind, spec.strength, field, text);
    return spec;
}

void DefenceSpec::check(const QString& field) const {
    checkStrength(kind, strength, field, describe());
}

QString DefenceSpec::kindName(DefenceKind kind) {
    return QLatin1String(info(kind).name);
}

std::optional<DefenceKind> DefenceSpec::kindNamed(const QString& name) {
    for (const KindInfo& k : kKinds)
        if (name == QLatin1String(k.name)) return k.kind;
    return std::nullopt;
}

QStringList DefenceSpec::kindNames() {
    QStringList names;
    for (const KindInfo& k : kKinds)
        names << QLatin1String(k.name);
    return names;
}

QString DefenceSpec::describe() const {
    if (kind == DefenceKind::Binary) return kindName(kind);
    return QStringLiteral("%1:%2").arg(kindName(kind)).arg(strength);
}

QString DefenceSpec::strengthTitle(DefenceKind kind) {
    return QString::fromUtf8(info(kind).strengthTitle);
}

QString DefenceSpec::title(DefenceKind kind) {
    return QString::fromUtf8(info(kind).title);
}

QString DefenceSpec::strengthLabel() const {
    switch (kind) {
    case DefenceKind::Noise:
        return QStringLiteral("λ = %1").arg(strength);
    case DefenceKind::Scalar:
        return strength == 1 ? QStringLiteral("1 bit") : QStringLiteral("%1 bits").arg(strength);
    case DefenceKind::Binary:
        return QStringLiteral("1 bit");
    case DefenceKind::Truncate:
        return QStringLiteral("%1 dimensions").arg(strength);
    case DefenceKind::Pca:
        return QStringLiteral("%1 components").arg(strength);
    case DefenceKind::Rotate:
        return QStringLiteral("%1 leaked pairs").arg(strength);
    }
    return {};
}

} // namespace unembed
