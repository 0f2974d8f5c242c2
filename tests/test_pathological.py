"""Linear time on every input: each pathological shape of benchmarks/pathological.py (the
same generators), at a small size and at 4x that size, costs at most 6x the time. Ratios of
times measured in this run only, never absolute times. The times are this process's CPU
time (other processes on a shared machine do not count), best of three runs per size, and a
shape over the limit is measured again (twice at most) before it fails: a burst of noise
does not fail it, a quadratic path (16x) always does."""

from __future__ import annotations

import gc
import sys
import time

import pytest

from conftest import ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))
from pathological import SHAPES, ratio

LIMIT = 6.0
SCALE = 0.25  # of each shape's benchmark size: large enough that the fixed cost of a run is small


@pytest.mark.slow
@pytest.mark.parametrize("name", list(SHAPES))
def test_four_times_the_input_costs_at_most_six_times_the_time(name: str) -> None:
    shape, n = SHAPES[name]
    n = max(1, int(n * SCALE))
    seen = []
    # the suite's own objects are frozen out of the collector: a full collection over the
    # heap of a thousand earlier tests lands at random in one run and is not this shape's cost
    gc.collect()
    gc.freeze()
    try:
        for _ in range(3):
            seen.append(ratio(shape, n, repeat=3, clock=time.process_time)[2])
            if seen[-1] <= LIMIT:
                return
    finally:
        gc.unfreeze()
    pytest.fail(f"{name}: 4x the input (n={n} -> {4 * n}) cost {min(seen):.1f}x the time (runs: {seen})")
