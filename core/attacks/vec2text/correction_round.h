// What a Vec2Text correction run is asked to do and reports round by round. Torch-free, so the
// GUI and the CLI can take the rounds as they come.
#pragma once

#include <QString>
#include <QtGlobal>

#include <functional>
#include <optional>
#include <vector>

namespace unembed {

// KeepBest (Unembed's): a step's proposals compete with the hypotheses kept so far, so the best
// cosine never falls, and a sample stops once it is reached or a step gains nothing.
// Vec2Text (the vec2text library's rule): each step's proposals replace the kept hypotheses
// (the sequence beam keeps the best distinct proposals by cosine) and every sample runs every
// step; the stopping options do not apply.
enum class CorrectionMode { KeepBest, Vec2Text };
// "keep-best" and "vec2text", as the CLI, the GUI and a run's parameters name them.
inline QString correctionModeName(CorrectionMode mode) {
    return mode == CorrectionMode::Vec2Text ? QStringLiteral("vec2text")
                                            : QStringLiteral("keep-best");
}
// nullopt for another name.
inline std::optional<CorrectionMode> parseCorrectionMode(const QString& name) {
    for (const CorrectionMode mode : {CorrectionMode::KeepBest, CorrectionMode::Vec2Text})
        if (name == correctionModeName(mode)) return mode;
    return std::nullopt;
}

// How the base inverter proposes hypothesis 0 (Vec2Text Table 1's baselines): beam search of
// width baseCandidates (1: greedy) returning every beam, or baseCandidates nucleus samples;
// either way the candidates are reranked by cosine to the target.
enum class BaseDecoding { Beam, Nucleus };

struct CorrectionOptions {
    int steps = 20;            // 0: the base inverter alone, no corrector needed
    int sequenceBeamWidth = 1; // sbeam b; 1 is greedy correction
    int batchSize = 8;         // samples corrected together
    // Keep-best: stop a sample once its cosine reaches 1 - stopTolerance, or when a step brings
    // no gain.
    double stopTolerance = 1e-6;
    bool stopWhenNoGain = true;
    CorrectionMode mode = CorrectionMode::KeepBest;
    BaseDecoding baseDecoding = BaseDecoding::Beam;
    int baseCandidates = 1;
    double topP = 0.9;        // nucleus
    double temperature = 1.0; // nucleus
    quint64 seed = 0;         // nucleus
    // The corrector is shown its target where its hypothesis's embedding goes: the input of a
    // corrector trained without feedback. A check that a corrector reads its feedback (it should
    // correct worse); the victim still scores and keeps the hypotheses.
    bool withholdFeedback = false;
};

struct CorrectionCandidate {
    QString text;
    double cosine = 0;
};

// One round of one sample: round 0 is the base inverter's hypothesis.
struct CorrectionRound {
    int64_t sample = 0; // index into the targets
    int round = 0;
    QString text; // the best hypothesis kept after this round
    double cosine = 0;
    std::vector<CorrectionCandidate> candidates; // everything scored this round, best first
};

using RoundObserver = std::function<void(const CorrectionRound&)>;

// The progress stage of the inversion itself, whose done and total count vectors (a run's later
// stages, such as its evaluation, count other things).
inline QString inversionStage() {
    return QStringLiteral("inverting");
}

} // namespace unembed
