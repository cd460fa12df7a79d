// Token overlap figures. Micro P/R/F1 (GEIA Table 1): every sentence is a multi-hot vector of
// the attacker tokenizer's ids (EOS included, repeats counted once) and the counts are summed over
// the test set before dividing, as scikit-learn's average='micro' on the indicator matrices, with
// 0 where a denominator is 0. Token-set F1 (Vec2Text's "tf1"): per sentence, the sets of
// words of NLTK's word_tokenize give precision, recall and F1, averaged over sentences by the
// caller. Scores in 0..100. Torch-free.
#pragma once

#include <QString>

#include <vector>

namespace unembed {

class MicroPrf {
public:
    // Adds one sentence's reference and predicted token ids (order and repeats ignored).
    void add(const std::vector<qint64>& reference, const std::vector<qint64>& prediction);

    // Counts stored elsewhere, e.g. a threshold sweep kept in a model folder.
    static MicroPrf fromCounts(qint64 truePositives, qint64 predicted, qint64 referenced);

    qint64 truePositives() const { return truePositives_; }
    qint64 predictedCount() const { return truePositives_ + falsePositives_; }
    qint64 referenceCount() const { return truePositives_ + falseNegatives_; }
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

// Row i of `predicted` scored against row i of `reference`, all rows added. Throws InputError when
// their counts differ.
MicroPrf tokenMicroScores(const std::vector<std::vector<int64_t>>& predicted,
                          const std::vector<std::vector<int64_t>>& reference);

double tokenSetF1(const QString& prediction, const QString& reference);

} // namespace unembed
