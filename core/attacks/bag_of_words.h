// What the two bag-of-words attacks (MLC and MSP, Song & Raghunathan 2020) share: their names and
// what they predict for one vector, a set or bag of tokens of the attacker's tokenizer rather than
// a text. Torch-free, for the CLI and the GUI.
#pragma once

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace unembed {

enum class BagOfWordsAttack { Mlc, Msp };

// The model family in an attacker folder's "unembed" block and the attack name of a run.
inline QString bagOfWordsFamily(BagOfWordsAttack attack) {
    return attack == BagOfWordsAttack::Mlc ? QStringLiteral("mlc") : QStringLiteral("msp");
}

inline std::optional<BagOfWordsAttack> bagOfWordsAttack(const QString& name) {
    if (name == QLatin1String("mlc")) return BagOfWordsAttack::Mlc;
    if (name == QLatin1String("msp")) return BagOfWordsAttack::Msp;
    return std::nullopt;
}

struct PredictedToken {
    int64_t id = 0;
    QString piece;    // as SentencePiece writes it, e.g. "\u2581dog" or "</s>"
    double score = 0; // MLC: the token's probability; MSP: the step's softmax probability
};

struct BagOfWordsPrediction {
    int64_t row = 0;                    // the vector's row in its dataset
    QString text;                       // the predicted pieces decoded in predicted order
    std::vector<PredictedToken> tokens; // MLC: above the threshold, most probable first;
                                        // MSP: one per step, in step order, repeats kept
    std::vector<PredictedToken> scores; // MLC: every token scored at least 0.05; MSP: none
};

} // namespace unembed
