// Option parsing shared by the verbs: --json and --help on every verb, errors for unknown options
// and missing required values.
#pragma once

#include "cli_output.h"

#include <QCommandLineParser>

#include <optional>

namespace unembed::cli {

class VerbOptions {
public:
    VerbOptions(const QString& verb, const QString& description, const QString& positional = {});
    QCommandLineParser& parser() { return parser_; }
    // Parses; on --help prints help and returns 0, on a usage error prints it and returns 2,
    // otherwise returns nullopt and the verb goes on.
    std::optional<int> parse(const QStringList& args);
    // The value of a required option, or nullopt after printing a usage error.
    std::optional<QString> required(const QString& name);
    // The option's value as a whole number of at least `minimum`, or nullopt after printing a
    // usage error.
    std::optional<int> number(const QString& name, int minimum);
    const Output& output() const { return output_; }

private:
    QString verb_;
    QCommandLineParser parser_;
    QCommandLineOption json_;
    QCommandLineOption help_;
    Output output_;
};

} // namespace unembed::cli
