// Option parsing shared by the verbs: --json, --device, --precision and --help on every verb,
// errors for unknown options, missing required values, an option's value that is another option,
// and numbers that are not finite or out of their range. Every numeric option of every verb goes
// through integer() or real(), so a value like nan, inf or 1e12 is refused here, before anything is
// allocated.
#pragma once

#include "cli_output.h"

#include <QCommandLineParser>

#include <optional>

namespace unembed::cli {

// The largest values the size options accept: beyond these a run needs more memory or time than
// any machine Unembed targets has (docs/cli.md).
namespace limits {
constexpr qint64 kBatchSize = 4096;
constexpr qint64 kBeams = 64;         // GEIA beam width, Vec2Text sequence beam
constexpr qint64 kSteps = 1000;       // Vec2Text correction steps
constexpr qint64 kRepeatTokens = 256; // Vec2Text encoder positions per embedding
constexpr qint64 kMaxLength = 1024;   // tokens per text
constexpr qint64 kHidden = 8192;      // MLC hidden layer, MSP GRU width
constexpr qint64 kVocabSize = 262144; // SentencePiece pieces
constexpr qint64 kEpochs = 100000;
constexpr qint64 kRepeats = 1000; // bench repetitions
constexpr qint64 kFolds = 1000;   // cross-fitting folds
constexpr qint64 kFigurePixels = 20000;
constexpr qint64 kDpi = 2400;
constexpr qint64 kCount = qint64(1) << 40; // limits, steps, seeds: any count a file can hold
} // namespace limits

// The word of `known` nearest to `word` by edit distance, when near enough to be a typing mistake
// ("atack" -> "attack"); empty otherwise.
QString nearestWord(const QString& word, const QStringList& known);

class VerbOptions {
public:
    VerbOptions(const QString& verb, const QString& description, const QString& positional = {});
    QCommandLineParser& parser() { return parser_; }
    // Parses; on --help prints help and returns 0, on a usage error (an unknown option with the
    // nearest known one suggested, a bad device or precision) prints it and returns 2,
    // otherwise returns nullopt and the verb goes on. An option's value that is itself one of the
    // verb's options (`--case --json`) is a usage error: the value was forgotten.
    std::optional<int> parse(const QStringList& args);
    // The value of a required option, or nullopt after printing a usage error.
    std::optional<QString> required(const QString& name);
    // The option's value as a whole number in [minimum, maximum], or nullopt after printing a
    // usage error naming the option, the range and what was given.
    std::optional<qint64> integer(const QString& name, qint64 minimum, qint64 maximum);
    // The option's value as a finite number in [minimum, maximum] (above `minimum` when
    // `minimumExcluded`, below `maximum` when `maximumExcluded`), or nullopt after printing a
    // usage error.
    std::optional<double> real(const QString& name, double minimum, double maximum,
                               bool minimumExcluded = false, bool maximumExcluded = false);
    // The option's value K/N (part K of N: 1 <= K <= N, N in [minimumCount, maximumCount]) as
    // {K, N}, or nullopt after printing a usage error.
    std::optional<std::pair<qint64, qint64>> part(const QString& name, qint64 minimumCount = 1,
                                                  qint64 maximumCount = limits::kCount);
    // The option's value as the id of a row of the case (a whole number of at least 1).
    std::optional<qint64> id(const QString& name) { return integer(name, 1, limits::kCount); }
    // Prints a usage error of the verb (see usageError); the verb then returns 2.
    void usage(const QString& message) const { usageError(verb_, message); }
    const Output& output() const { return output_; }
    const QString& verb() const { return verb_; }

private:
    std::optional<double> parsedNumber(const QString& name);
    // The long names of the verb's options, without their dashes.
    QStringList knownOptionNames() const;
    void valueError(const QString& name, const QString& expected, const QString& found) const;

    QString verb_;
    QCommandLineParser parser_;
    QCommandLineOption json_;
    QCommandLineOption help_;
    QCommandLineOption device_;    // every verb's: compute_settings.h
    QCommandLineOption precision_; // likewise
    Output output_;
};

} // namespace unembed::cli
