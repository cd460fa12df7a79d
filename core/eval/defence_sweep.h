// A defence's trade-off (Vec2Text section 6, Fig. 2, for every defence in embedders/defence.h):
// for each strength, retrieval quality (NDCG@10 with cosine search, exact up to 50,000 documents,
// queries and documents both defended) on a BEIR set, and how well Vec2Text inverts the defended
// document vectors. The attacker's own queries of the victim (the re-embedding of every hypothesis)
// go through the same defence, as they would through a defended API; against a secret rotation the
// attacker instead maps the targets back with the rotation estimated from leaked pairs (the
// documents after the inverted ones) and queries the public victim. Torch-free, for the CLI and the
// GUI's worker.
#pragma once

#include "attacks/vec2text/correction_round.h"
#include "embedders/defence_spec.h"
#include "embedders/victim_spec.h"
#include "eval/metric_definitions.h"
#include "runtime/cancel_token.h"
#include "store/case_file.h"

#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace unembed {

// The strengths a kind is swept over when none are given, comma-separated as `sweep --strengths`
// takes them ("0,0.001,0.01,0.1,1" for noise); empty for truncation and PCA, whose strengths
// depend on the victim's dimension, and for binary, which has none.
QString defaultSweepStrengths(DefenceKind kind);

// Comma-separated strengths ("8, 4,2"), each a finite number of at least 0; throws InputError
// naming `field` and the first bad value.
std::vector<double> parseSweepStrengths(const QString& text, const QString& field);

struct DefenceSweepRequest {
    VictimSpec victim;
    QString retrievalFolder; // BEIR layout: corpus.jsonl, queries.jsonl, qrels/<split>.tsv
    QString split = QStringLiteral("test");
    QString inverterFolder;
    QString correctorFolder;
    // An alignment map from the victim's space into the attack embedder's, which the inverter and
    // corrector were trained for: the attacker reads the defended vectors through it and
    // re-embeds its hypotheses with the attack embedder, querying no victim. Empty: none.
    QString alignMap;
    QString defence = QStringLiteral("noise"); // a DefenceSpec kind name
    // Noise scales, bits, dimensions, components or leaked pairs (ignored for binary). Every kind
    // but noise is also measured without the defence first; noise's clean point is lambda 0.
    std::vector<double> strengths{0.0, 1e-3, 1e-2, 1e-1, 1.0};
    qint64 limit = 200; // documents inverted at each strength, from the first; 0 for all
    // rotate: leave out the leaked-pair counts the retrieval set has too few documents for (with
    // a warning) instead of refusing the sweep; for the default counts, not for counts asked for.
    bool dropUnfittingLeaks = false;
    uint64_t seed = 0; // the noise of every lambda starts from this seed; the rotation's key
    CorrectionOptions correction{10, 1, 8, 1e-6, true};
};

struct DefenceSweepPoint {
    bool clean = false;  // measured without the defence
    double strength = 0; // as in the request; 0 for the clean point
    QString label;       // "no defence", "λ = 0.01", "8 bits", ...
    double ndcg = 0;
    QString search; // how the documents were searched (eval/retrieval.h)
    // The approximate search's recall@10 against exact search; none when the search was exact.
    std::optional<double> searchRecall;
    QStringList references;  // the inverted documents' texts
    QStringList predictions; // Vec2Text's final texts for their defended vectors
    // cos(f(prediction), f(reference)) under the clean victim, per document.
    std::vector<double> cosines;
    // Attackers trained against an embedder of another name than the clean victim's (an adaptive
    // attacker's defence aside: attacker_folder.h), the same at every point; stored in the run.
    QStringList warnings;
};

// Throws InputError (unreadable set or models, an attacker for another dimension, an unknown
// defence or a strength it does not take, too few documents to leak) or Cancelled. `point` sees
// each point as it is done; the attackers' warnings are reported as "warning: …" stages first.
std::vector<DefenceSweepPoint>
runDefenceSweep(const DefenceSweepRequest& request, const CancelToken* cancel = nullptr,
                const ProgressFn& progress = {},
                const std::function<void(const DefenceSweepPoint&)>& point = {});

// The figures of one point as stored: ndcg@10 (0..1), cosine (mean, 0..1), and bleu, tf1 and
// exact_match (0..100) under metric_definitions.h.
std::vector<MetricValue> defenceSweepFigures(const DefenceSweepPoint& point);

struct StoredDefenceSweep {
    qint64 runId = 0;
    qint64 curveId = 0;
};

// Stores a sweep in the case: a run (attack "noise-sweep" or "defence-sweep", the corrector as its
// model, every setting and seed in its parameters) and its curve over the strength: NDCG@10 and
// mean cosine on the left axis, BLEU, tf1 and exact match on the right. Noise keeps its `noise`
// curve on a log axis (lambda 0 at x = 0, drawn as the clean line); the other defences make a
// `defence` curve whose clean figures are in its parameters ("clean": each series' value without
// the defence), drawn as dashed lines.
StoredDefenceSweep storeDefenceSweep(CaseFile& caseFile, const DefenceSweepRequest& request,
                                     const std::vector<DefenceSweepPoint>& points);

// One point of the trade-off between search quality and leakage: a sweep's strength (or its clean
// victim) with its retrieval NDCG@10 and Vec2Text BLEU.
struct DefenceTradeoff {
    QString series;     // the sweep: "Scalar quantisation (run 4)"
    QString strength;   // the point's label, "no defence" for the clean victim
    bool clean = false; // the clean victim's point, the sweep's reference
    double ndcg = 0;
    double bleu = 0;
    int documents = 0; // the documents inverted for BLEU
};

// Every point of every stored noise and defence sweep of the case, each sweep's clean point first;
// `curves` gets the sweeps' curve ids.
std::vector<DefenceTradeoff> defenceTradeoffs(CaseFile& caseFile,
                                              std::vector<qint64>* curves = nullptr);

// Every stored noise and defence sweep of the case as one `defences` curve: retrieval NDCG@10
// (utility) against Vec2Text BLEU (leakage), one series per sweep, each point labelled with its
// strength, each starting from its clean victim; a sweep whose attacker was trained behind a
// defence (the adaptive attacker) says so in its series' name. Throws InputError when the case
// has no sweep.
qint64 storeDefenceComparison(CaseFile& caseFile);

} // namespace unembed
