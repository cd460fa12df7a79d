// Trying one sentence against a case's attackers, as the workbench's Try tab does: the sentence
// is embedded by the victim and appended to the case's scratch dataset for that victim (made on
// first use), then each chosen attacker runs on that row alone, as a run of its own that is
// evaluated against the sentence at once. The scratch dataset, its runs and their figures are
// ordinary case contents: Compare, Leaks and the report show them like any other. Torch-free.
#pragma once

#include "attacks/vec2text/correction_round.h"
#include "embedders/victim_spec.h"
#include "runtime/cancel_token.h"
#include "store/case_file.h"

#include <QHash>
#include <QStringList>

#include <functional>
#include <vector>

namespace unembed {

struct ProbeAttacker {
    QString family;          // "mlc", "msp", "geia" or "vec2text"
    QString modelFolder;     // Vec2Text: the base inverter
    QString correctorFolder; // Vec2Text only
};

struct SentenceProbeRequest {
    QString text;
    VictimSpec victim;
    std::vector<ProbeAttacker> attackers;
    CorrectionOptions correction; // Vec2Text's steps and sequence beam
    QString termsFile;            // a user term list for the evaluation's detectors; empty: none
    // An alignment map (attacks/alignment): the attackers, trained for the map's attack
    // embedder, read the victim's vector through it; empty for attackers of this victim.
    QString alignMap;
};

struct ProbeOutcome {
    ProbeAttacker attacker;
    qint64 runId = 0; // 0 when the attack could not run
    QString output;   // the stored output text (MLC, MSP: the predicted tokens decoded)
    QString error;    // why the attack could not run, or why its evaluation failed
    // What the run warned of: an attacker trained against an embedder of another name than the
    // victim.
    QStringList warnings;
    // The run's figures as its evaluation stored them (eval/metric_definitions.h names), and the
    // sentence's sensitive terms its output holds as whole words (eval/entity_recovery.h).
    QHash<QString, double> figures;
    QStringList recovered;
};

struct SentenceProbeResult {
    qint64 datasetId = 0;
    QString datasetName;
    qint64 row = 0;
    QStringList terms; // the sensitive terms the evaluation's detectors found in the sentence
    std::vector<ProbeOutcome> outcomes;
};

// The format of scratch datasets; the dataset's source is the victim's description, so each
// victim has one, whatever its name. Pasted vectors (no texts) have scratch datasets of their own.
extern const char* const kScratchFormat;
extern const char* const kPastedFormat;

// The case's scratch dataset of this format for this victim, or 0 when it has none yet.
qint64 findScratchDataset(CaseFile& caseFile, const VictimSpec& victim,
                          const char* format = kScratchFormat);

// Vec2Text's rounds as they finish, with the index of the attacker (in the request) correcting.
using ProbeRoundObserver = std::function<void(size_t attacker, const CorrectionRound& round)>;

// Throws InputError (an empty sentence, a victim that cannot embed it, a scratch dataset of
// another dimension) or Cancelled before the sentence is stored. Once it is stored, an attacker
// that fails (another victim's model, a missing folder) is reported in its outcome and the others
// still run; Cancelled between attackers keeps the runs so far.
SentenceProbeResult probeSentence(CaseFile& caseFile, const SentenceProbeRequest& request,
                                  const CancelToken* cancel = nullptr,
                                  const ProbeRoundObserver& rounds = {},
                                  const ProgressFn& progress = {});

// The same for a vector given as numbers (a pasted one, io/pasted_vector.h) instead of a typed
// sentence: appended to the case's scratch dataset of pasted vectors for the victim (made on first
// use), attacked by each attacker, with no text to evaluate against: each outcome's figure is the
// cosine between the vector and its output's embedding under the victim (none for MLC and MSP).
// Throws InputError before the vector is stored (a dataset of another dimension).
SentenceProbeResult probeVector(CaseFile& caseFile, const SentenceProbeRequest& request,
                                const std::vector<float>& vector,
                                const CancelToken* cancel = nullptr,
                                const ProbeRoundObserver& rounds = {},
                                const ProgressFn& progress = {});

} // namespace unembed
