// What a Vec2Text correction run is asked to do and reports round by round. Torch-free, so the
// GUI and the CLI can take the rounds as they come.
#pragma once

#include <QString>

#include <functional>
#include <vector>

namespace unembed {

struct CorrectionOptions {
    int steps = 20;
    int sequenceBeamWidth = 1; // sbeam b; 1 is greedy correction
    int batchSize = 8;         // samples corrected together
    // Stop a sample once its cosine reaches 1 - stopTolerance, or when a step brings no gain.
    double stopTolerance = 1e-6;
    bool stopWhenNoGain = true;
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

} // namespace unembed
