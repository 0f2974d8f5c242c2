"""An index of a panel's values, built once per panel, that answers what claims about every
cell ask ("all values stay between 5 and 6", "every score is above 40") without a scan of
the cells: the least and greatest value, how many values lie beyond a bound, and the first
cells, in cell order, that lie beyond it. A write-up of n such claims over n series would
otherwise cost n^2 (issue 15)."""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Callable

from extract.models import Panel

_INF = math.inf


class Extremes:
    """The values of one panel's cells in cell order, sorted, and in two segment trees
    (least and greatest of each span) that find the next cell beyond a bound in O(log n)."""

    __slots__ = ("_least", "_most", "_n", "_size", "_sorted", "hi", "lo")

    def __init__(self, values: list[float]) -> None:
        self._n = n = len(values)
        size = 1
        while size < max(n, 1):
            size *= 2
        self._size = size
        least: list[float] = [_INF] * (2 * size)
        most: list[float] = [-_INF] * (2 * size)
        least[size : size + n] = values
        most[size : size + n] = values
        for i in range(size - 1, 0, -1):
            a, b = least[2 * i], least[2 * i + 1]
            least[i] = b if b < a else a  # the earlier of equal values, as min() keeps it
            a, b = most[2 * i], most[2 * i + 1]
            most[i] = b if b > a else a
        self._least, self._most = least, most
        self._sorted = sorted(values)
        self.lo: float = least[1]  # the first least value in cell order (min() over the cells)
        self.hi: float = most[1]

    def count_below(self, bound: float, inclusive: bool = False) -> int:
        """How many values are below `bound` (or at most `bound`)."""
        return bisect_right(self._sorted, bound) if inclusive else bisect_left(self._sorted, bound)

    def count_above(self, bound: float, inclusive: bool = False) -> int:
        """How many values are above `bound` (or at least `bound`)."""
        return self._n - (bisect_left(self._sorted, bound) if inclusive else bisect_right(self._sorted, bound))

    def below(self, bound: float, start: int = 0, inclusive: bool = False) -> int | None:
        """The index of the first cell from `start` whose value is below `bound` (or at most)."""
        if inclusive:
            return self._first(self._least, start, lambda m: m <= bound)
        return self._first(self._least, start, lambda m: m < bound)

    def above(self, bound: float, start: int = 0, inclusive: bool = False) -> int | None:
        """The index of the first cell from `start` whose value is above `bound` (or at least)."""
        if inclusive:
            return self._first(self._most, start, lambda m: m >= bound)
        return self._first(self._most, start, lambda m: m > bound)

    def _first(self, tree: list[float], start: int, ok: Callable[[float], bool]) -> int | None:
        """The first leaf from `start` whose value passes `ok`, where `ok` of a node's value
        tells whether any leaf under it may pass (the least or greatest of its span)."""
        size = self._size
        lo, hi = start + size, self._n + size
        left: list[int] = []
        right: list[int] = []
        while lo < hi:  # the nodes that tile [start, n), left to right
            if lo & 1:
                left.append(lo)
                lo += 1
            if hi & 1:
                hi -= 1
                right.append(hi)
            lo >>= 1
            hi >>= 1
        for node in left + right[::-1]:
            if ok(tree[node]):
                while node < size:
                    node = 2 * node if ok(tree[2 * node]) else 2 * node + 1
                return node - size
        return None


def extremes(panel: Panel) -> Extremes | None:
    """The index of `panel`'s values (built once per panel: panels do not change after
    interpretation), or None when a value is not a number that orders (NaN)."""
    memo = panel._memo
    if "extremes" not in memo:
        values = [c.value for c in panel.cells]
        memo["extremes"] = None if any(v != v for v in values) else Extremes(values)
    index: Extremes | None = memo["extremes"]
    return index
