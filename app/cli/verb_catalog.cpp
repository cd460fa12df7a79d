#include "verb_catalog.h"

#include <cstring>

namespace unembed::cli {

const VerbSummary kVerbCatalog[] = {
    {"info",
     "version, compute device and precision, libtorch, threads, BLAS, row kernels and memory",
     false},
    {"new", "create an empty case file", false},
    {"import", "validate an embedding file and store it in a case", false},
    {"list", "list the datasets, models, runs and curves of a case", false},
    {"delete", "delete a run (an interrupted one too), a curve or a dataset from a case", false},
    {"embed", "embed a file of texts with a victim: a sentence-transformers folder or an endpoint",
     false},
    {"train",
     "train an attack (Vec2Text inverter or corrector, GEIA, MLC, MSP) or an attribute probe",
     false},
    {"bench", "time a victim, a correction step, generation or a case at scale on this machine",
     false},
    {"demo", "build the demo case: vocabulary, victim, attacks, evaluation (demo build)", false},
    {"align", "fit a map into an attack embedder's space from leaked pairs (ALGEN's alignment)",
     false},
    {"invert", "invert a dataset's vectors or a typed text (Vec2Text, GEIA, MLC, MSP, probe)",
     false},
    {"export", "draw a curve of a case to a PNG, PDF or SVG figure", true},
    {"score", "score predictions against references (JSONL pairs) with every text metric", false},
    {"detect", "list the sensitive terms the detectors find in texts, or their recall of names",
     false},
    {"eval", "compute and store a run's metrics, sensitive spans and round curves", false},
    {"audit", "estimate a dataset's leak figures with 95 % intervals from a sampled run", false},
    {"merge", "join the cases of a sharded inversion (invert --shard K/N) into one case", false},
    {"sweep", "sweep a parameter and store its curve: MLC thresholds, noise, defences, rounds",
     false},
    {"report", "write a case's report (findings, tables, figures) as HTML, PDF or Markdown", true},
    {"serve", "serve a victim folder as an OpenAI-compatible embeddings endpoint on 127.0.0.1",
     false},
};

const int kVerbCount = int(sizeof(kVerbCatalog) / sizeof(kVerbCatalog[0]));

const VerbSummary* findVerb(const char* name) {
    for (const VerbSummary& verb : kVerbCatalog)
        if (std::strcmp(verb.name, name) == 0) return &verb;
    return nullptr;
}

void printUsage(std::FILE* to) {
    std::fprintf(to, "Usage: unembed-cli VERB [options]   (unembed-cli VERB --help for a verb's "
                     "options)\n\nVerbs:\n");
    for (const VerbSummary& verb : kVerbCatalog)
        std::fprintf(to, "  %-8s %s\n", verb.name, verb.summary);
}

} // namespace unembed::cli
