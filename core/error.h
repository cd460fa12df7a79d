// The one exception type core/ throws for bad input: it names the file and, where they apply, the
// row, the field, what was expected and what was found, so the GUI and the CLI can show it as is.
#pragma once

#include <QString>

#include <optional>
#include <stdexcept>

namespace unembed {

struct ErrorContext {
    QString file;
    std::optional<qint64> row; // 1-based as a user counts rows/lines
    QString field;
    QString expected;
    QString found;
};

class InputError : public std::runtime_error {
public:
    InputError(ErrorContext context, const QString& problem);

    const ErrorContext& context() const { return context_; }
    const QString& problem() const { return problem_; }
    // "FILE: row N, field F: PROBLEM (expected E, found X)"
    QString message() const { return message_; }

private:
    ErrorContext context_;
    QString problem_;
    QString message_;
};

// Thrown when a long job stops because its CancelToken was set.
class Cancelled : public std::runtime_error {
public:
    Cancelled() : std::runtime_error("cancelled") {}
};

} // namespace unembed
