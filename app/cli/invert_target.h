// Where `invert` reads the vectors it inverts: a dataset of the user's case (--case, --dataset),
// or for the one-liners the victim's vectors of given sentences (--text) or an embedding file's
// vectors (--vectors), held in a throwaway case deleted when the verb ends, so that nothing is
// written.
#pragma once

#include "verb_options.h"

#include <QTemporaryDir>

#include <memory>

namespace unembed::cli {

struct InvertTarget {
    QString casePath;
    qint64 datasetId = 0;
    std::shared_ptr<QTemporaryDir> scratch; // the one-liners' throwaway case's folder
    bool stored() const { return !scratch; }
};

// Adds --text and --vectors.
void addInvertTargetOptions(QCommandLineParser& parser);

// The target the options give, or nullopt with `exitCode` set after printing a usage error (2)
// or a failure to read or embed the vectors (1, 130 when cancelled).
std::optional<InvertTarget> invertTarget(VerbOptions& options, int& exitCode);

} // namespace unembed::cli
