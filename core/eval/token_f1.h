// Token overlap figures. Micro P/R/F1 (GEIA Table 1): every sentence is a multi-hot vector of
// the attacker tokenizer's ids (EOS included, repeats counted once) and the counts are summed over
// the test set before dividing, as scikit-learn's average='micro' on the indicator matrices, with
// 0 where a denominator is 0. Token-set F1 (Vec2Text's "tf1"): per sentence, the sets of
// NLTK-style words give precision, recall and F1, averaged over sentences by the caller.
// Scores in 0..100. Torch-free.
#pragma once

#include <QString>

#include <vector>

namespace unembed {

class MicroPrf {
public:
    // Adds one sentence's reference and predicted token ids (order and repeats ignored).
    void add(const std::vector<qint64>& reference, const std::vector<qint64>& prediction);

    qint64 truePositives() const { return truePositives_; }
    qint64 falsePositives() const { return falsePositives_; }
    qint64 falseNegatives() const { return falseNegatives_; }
    double precision() const;
    double recall() const;
    double f1() const;

private:
    qint64 truePositives_ = 0;
    qint64 falsePositives_ = 0;
    qint64 falseNegatives_ = 0;
};

double tokenSetF1(const QString& prediction, const QString& reference);

} // namespace unembed
