// Attribute inference from vectors (Song & Raghunathan, CCS 2020): a logistic regression on the
// victim's vectors that tells whether a text has an attribute (mentions a health condition, a
// given name, a keyword). Fitted as scikit-learn's LogisticRegression fits it: minimise
// 0.5 ||w||^2 + C * sum_i s_i * log(1 + exp(-y_i (x_i . w + b))), the intercept unpenalised, with
// sample weights s_i of 1, or n / (2 n_class) for "balanced" class weights so a rare attribute
// counts as much as its absence. Solved by Newton's method in double precision.
// A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/types.h>

#include <cstdint>
#include <vector>

namespace unembed {

struct LogisticFitOptions {
    double c = 1.0;       // inverse regularisation strength, as scikit-learn's C
    bool balanced = true; // class weights n / (2 n_class)
    int maxIterations = 100;
    double tolerance = 1e-9; // on the largest gradient entry
};

struct LogisticProbe {
    torch::Tensor weight; // [d] float64
    double bias = 0.0;
    int iterations = 0; // Newton steps taken
};

// `vectors` [n, d]; `labels` 0 or 1 per row. Throws InputError when the rows and labels differ
// in count or the labels hold one class only.
LogisticProbe fitLogisticProbe(const torch::Tensor& vectors, const std::vector<uint8_t>& labels,
                               const LogisticFitOptions& options = {});

// The probability of the attribute for each row of `vectors` ([n, d]) -> [n] float64.
torch::Tensor probeProbabilities(const LogisticProbe& probe, const torch::Tensor& vectors);

} // namespace unembed
