#!/usr/bin/env python3
"""Writes tests/fixtures/alignment: paired vectors and the maps numpy and scipy fit on them, the
independent reference test_alignment checks Unembed's maps against.

    /usr/bin/python3 tools/make_alignment_fixture.py tests/fixtures/alignment

Needs numpy and scipy (Debian: python3-numpy python3-scipy)."""
import os
import sys

import numpy as np
from scipy.linalg import orthogonal_procrustes


def main(out):
    os.makedirs(out, exist_ok=True)
    rng = np.random.default_rng(20250801)
    # Different dimensions (victim 6, attack embedder 5), more pairs than dimensions.
    x = rng.standard_normal((40, 6)).astype(np.float32)
    y = (x @ rng.standard_normal((6, 5)) + 1.0 * rng.standard_normal((40, 5))).astype(np.float32)
    xd, yd = x.astype(np.float64), y.astype(np.float64)
    lstsq = np.linalg.lstsq(xd, yd, rcond=None)[0]
    ridge = np.linalg.solve(xd.T @ xd + 0.5 * np.eye(6), xd.T @ yd)
    # Fewer pairs than dimensions: lstsq's minimum-norm solution.
    few = np.linalg.lstsq(xd[:4], yd[:4], rcond=None)[0]
    # Procrustes needs equal dimensions in scipy.
    z = (x @ np.linalg.qr(rng.standard_normal((6, 6)))[0] +
         0.05 * rng.standard_normal((40, 6))).astype(np.float32)
    procrustes = orthogonal_procrustes(xd, z.astype(np.float64))[0]
    mapped = xd @ lstsq
    cosines = np.sum(mapped * yd, axis=1) / (
        np.linalg.norm(mapped, axis=1) * np.linalg.norm(yd, axis=1))
    for name, value in [("x", x), ("y", y), ("z", z), ("lstsq", lstsq), ("ridge_0.5", ridge),
                        ("lstsq_4_pairs", few), ("procrustes", procrustes),
                        ("lstsq_cosines", cosines.reshape(1, -1)),
                        ("lstsq_cosine_stats",
                         np.array([[cosines.mean(), *np.percentile(cosines, [25, 50, 75])]]))]:
        np.save(os.path.join(out, name + ".npy"), np.ascontiguousarray(value))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/alignment")
