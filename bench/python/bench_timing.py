# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Timing shared by the benchmark scripts in this folder (each runs with this
folder first on sys.path, so `from bench_timing import best` finds it)."""

import time


def best(fn, reps):
    """The shortest of reps wall-clock times of fn(), in seconds."""
    t = float("inf")
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        t = min(t, time.perf_counter() - t0)
    return t
