#!/usr/bin/env python3
"""Writes tests/fixtures/probe: a small labelled set with scikit-learn's logistic regression fit on
it and its ranking metrics, the independent reference test_attribute_probe checks Unembed against.

    /usr/bin/python3 tools/make_probe_fixture.py tests/fixtures/probe

Needs numpy and scikit-learn (Debian: python3-numpy python3-sklearn)."""
import os
import sys

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import average_precision_score, roc_auc_score


def save(out, name, value):
    value = np.asarray(value, dtype=np.float64)
    if value.ndim == 1:
        value = value.reshape(1, -1)
    np.save(os.path.join(out, name + ".npy"), np.ascontiguousarray(value))


def main(out):
    os.makedirs(out, exist_ok=True)
    rng = np.random.default_rng(20200901)
    # 300 vectors of dimension 8; a rare attribute (about 10 %) that a direction predicts noisily.
    x = rng.standard_normal((300, 8)).astype(np.float32)
    direction = rng.standard_normal(8)
    y = ((x @ direction + 1.5 * rng.standard_normal(300)) > 3.6).astype(np.float64)
    save(out, "x", x)
    save(out, "y", y)
    for name, weights in [("plain", None), ("balanced", "balanced")]:
        model = LogisticRegression(C=0.5, class_weight=weights, tol=1e-12, max_iter=100000)
        model.fit(x.astype(np.float64), y)
        save(out, name + "_coef", model.coef_[0])
        save(out, name + "_intercept", model.intercept_)
        save(out, name + "_probabilities", model.predict_proba(x.astype(np.float64))[:, 1])
    # Ranking metrics on scores with ties (rounded to one decimal).
    scores = np.round(x @ direction / 4, 1)
    save(out, "scores", scores)
    save(out, "auc_ap", [roc_auc_score(y, scores), average_precision_score(y, scores)])


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/probe")
