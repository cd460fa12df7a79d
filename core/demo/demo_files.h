// The demo build's files: the corpora it reads, the text files it writes in one piece, and the
// fp16 copies of trained models it ships. Throws InputError naming the file.
#pragma once

#include "demo/dialogue_corpus.h"
#include "error.h"

#include <QStringList>

#include <vector>

namespace unembed::demo {

struct Corpora {
    std::vector<Dialogue> train;
    std::vector<Dialogue> dev;
    std::vector<Dialogue> test;
};

// PersonaChat dev and Synthetic-PersonaChat valid, every `devEvery`-th dialogue held out for dev;
// PersonaChat test for the evaluation.
Corpora readCorpora(const QString& dataFolder, int devEvery);

InputError buildError(const QString& path, const QString& problem);
void writeTextFile(const QString& path, const QString& text);
void writeLines(const QString& path, const QStringList& lines);
// The texts simplified, empty ones and repeats left out, in first-seen order.
QStringList distinct(const QStringList& texts);
// Copies a model folder into the pack with its weights in fp16; training checkpoints stay out.
void exportFloat16(const QString& from, const QString& to);

} // namespace unembed::demo
