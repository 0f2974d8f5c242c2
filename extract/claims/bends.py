"""How a run bends: whether the speed of a rise (or a fall) slows or quickens along its axis.

"The rate of increase decreases as the context grows", "rises at an accelerating rate": a
claim about the steps of a run, not its ends. A step's speed is its change in the stated
direction over its width, read two ways, since a write-up does not say how its ticks are
drawn: per step (ticks evenly spaced, "1k, 2k, 4k" as categories) and per unit of x (a
numeric axis; only when every tick is a number). A run proves "slows" wrong only when, in
every way it can be read, a later step is more than twice as fast as the first and that
excess is more than the rounding of the values (400, 402, 406, 420, 480, 800: the last step
climbs 320 where the first climbed 2), and its last step is not slower than its first (an
S-shaped run, slow, fast, then slow again, may be said to slow as a whole); "quickens"
mirrors it against the last step.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

# a later step must be this many times faster than the first (and beyond the rounding) to
# prove that the speed did not slow
_FACTOR = 2.0


def _speeds(values: Sequence[float], widths: Sequence[float], rising: bool) -> list[float]:
    sign = 1.0 if rising else -1.0
    return [sign * (b - a) / w for (a, b), w in zip(pairwise(values), widths, strict=True)]


def _readings(values: Sequence[float], xs: Sequence[float] | None) -> list[list[float]]:
    """The widths of the steps in each reading: per step, and per unit of x when the ticks
    are increasing numbers."""
    out = [[1.0] * (len(values) - 1)]
    if xs is not None and all(b > a for a, b in pairwise(xs)):
        out.append([b - a for a, b in pairwise(xs)])
    return out


def _unit(values: Sequence[float]) -> float:
    """The rounding unit of the values as written: 10 ** -(most decimals) (0.96, 1.02: 0.01)."""
    decimals = max((len(f"{v:.6f}".rstrip("0").split(".")[1]) for v in values), default=0)
    return 10.0**-decimals


def broken_step(values: Sequence[float], xs: Sequence[float] | None, rising: bool, slowing: bool) -> int | None:
    """The index of a step that proves the stated bend wrong in every reading (the run's
    values in the order of its axis, `xs` the numbers of its ticks when it has them); None
    when the run does not prove it wrong, or its reference step goes the other way."""
    if len(values) < 3 or (xs is not None and len(_readings(values, xs)) < 2):
        return None  # (ticks out of order: no reading per unit, so no proof)
    margin = 2 * _unit(values)
    found: list[int] = []
    for w in _readings(values, xs):
        speeds = _speeds(values, w, rising)
        order = range(1, len(speeds)) if slowing else range(len(speeds) - 2, -1, -1)
        ref = speeds[0] if slowing else speeds[-1]
        hit = next((i for i in order if speeds[i] > _FACTOR * ref and (speeds[i] - ref) * w[i] > margin), None)
        if ref < 0 or hit is None:
            return None
        if (speeds[-1] < speeds[0]) if slowing else (speeds[-1] > speeds[0]):
            return None  # (an S-shaped run that ends slower than it starts: "slows" said of its whole)
        found.append(hit)
    return found[0]


def bends_as_said(values: Sequence[float], xs: Sequence[float] | None, rising: bool, slowing: bool) -> bool:
    """Whether the speed of the run goes the stated way at every step, in one reading at
    least (per step, or per unit of x)."""
    if len(values) < 3:
        return False
    for w in _readings(values, xs):
        speeds = _speeds(values, w, rising)
        if all((b <= a) if slowing else (b >= a) for a, b in pairwise(speeds)):
            return True
    return False
