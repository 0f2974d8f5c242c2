"""Two write-ups of one figure found by what their cells say, whatever they title it.

Two models title one chart "Reward Curve" and "Average Reward vs. Training Steps", or leave
it untitled; their cells still give the same series at the same ticks, and a figure written
twice agrees on most of them and disagrees on a few. Two panels of different write-ups are
one figure when they share at least `_MIN_SHARED` cells (row and column matched as
checks/keys.py matches them, a grid may be turned, one unnamed series is any one series),
at least two thirds of those agree within the cross-document tolerance (more than half
when their titles are alike, or when they give one grid of at least `_MIN_GRID` cells under
the same names, two thirds of them close), and the agreeing cells give at least `_MIN_VALUES` different
values (two confusion matrices agree on their zeros and on little else). Titles that give
different numbers ("Round 1", "Round 2") are never one figure, nor are panels with fewer
than half of the names of an axis in common, each naming some the other lacks (two figures
of one paper that share some bars).

    | Model | 1    | 2    | 4    |        - **Alpha**: at 1: 40.5, at 2: 45.0, at 4: 51.5
    | Alpha | 40.5 | 45.0 | 52.0 |   and  - **Beta**: at 1: 38.0, at 2: 41.5, at 4: 47.0
    | Beta  | 38.0 | 41.5 | 47.0 |        (5 of 6 agree, 5 values: one figure, one conflict)

What a panel keeps for this (`Content`) is small and the same in every process: at most
`_SKETCH` cells, chosen by a hash of their row and column that every write-up of the figure
computes alike (so two write-ups keep the same sample of their shared cells), packed as
numbers. Candidates are found through an index of (cell, value) postings, each holding at
most `_POSTED` panels, and at most `_TRIED` candidates are compared with each panel: linear
in the panels, however many share their axes."""

from __future__ import annotations

import hashlib
import heapq
import struct
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from extract.checks.agree import Tolerance, agree
from extract.checks.keys import cell_key
from extract.memo import ACROSS

_MIN_SHARED = 4  # the fewest shared cells that can tell one figure
_MIN_GRID = 8  # the fewest shared cells of one grid that tell a figure whatever its titles
_MIN_VALUES = 3  # different values among the agreeing cells
_MAJORITY = 2 / 3  # the least share of shared cells that agree
_ALIKE_MAJORITY = 1 / 2  # the same, for panels with alike titles (more than this)
_MIN_NEAR = 2  # the fewest close cells (and values) that tell a figure under alike titles
_NEAR = 0.1  # how far apart (of the larger) two readings of one cell may lie to be close
_APART = 0.25  # two readings of one cell farther apart than this (of the larger) meet nowhere
_SKETCH = 48  # cells a panel keeps
_POSTED = 16  # panels a (cell, value) posting holds
_POSTING = 16  # cells of its sample a panel is found by
_TRIED = 8  # candidates compared with each panel
_MIN_HITS = 2  # postings a candidate shares with the panel before it is compared
_CELL = struct.Struct("<qqdb")  # row hash, column hash, value, decimals stated
_MIX = 0x9E3779B97F4A7C15
_MASK = (1 << 63) - 1

Cell = tuple[int, int, float, int]
"""row hash (0: the one unnamed series), column hash, value, decimals stated"""


@lru_cache(maxsize=ACROSS, typed=True)
def _hash(key: object) -> int:
    """A cell key's hash, the same in every process (never 0: 0 is the unnamed series)."""
    digest = hashlib.blake2b(repr(key).encode("utf-8"), digest_size=8).digest()
    return (int.from_bytes(digest, "little") & _MASK) or 1


def _unordered(a: int, b: int) -> int:
    """A cell's hash whichever way round its grid is written."""
    lo, hi = min(a, b), max(a, b)
    return ((lo * _MIX) ^ hi) & _MASK


@dataclass(frozen=True, slots=True)
class Content:
    """The sample of a panel's cells that the content match reads."""

    packed: bytes  # _CELL per cell
    single: bool  # the panel gives one series

    def cells(self) -> Iterator[Cell]:
        yield from _CELL.iter_unpack(self.packed)

    def postings(self) -> Iterator[tuple[tuple[int, float], tuple[int, float]]]:
        """Per cell of the first `_POSTING` of the sample, the two (cell, value) postings it
        is found by: the value as stated and rounded one place coarser ("0.82" meets "0.8",
        "44.2" meets "44")."""
        for n, (rh, ch, value, places) in enumerate(self.cells()):
            if n == _POSTING:
                return
            at = _unordered(0 if self.single else rh, ch)
            yield (at, round(value, places)), (at, round(value, places - 1))


def content(cells: Sequence[tuple[object, object, float, object, int]], ylabel: str | None) -> Content | None:
    """What a panel's cells (row, column, value, span, decimals) give the content match,
    or None when it has none. One series written down a column (rows "Base agent", "Tuned
    agent" under one column "Tasks") is read as the series it is."""
    if len({cell_key(c[1]) for c in cells}) == 1 and len({cell_key(c[0]) for c in cells}) > 1:  # type: ignore[arg-type]
        cells = [(c[1], c[0], c[2], c[3], c[4]) for c in cells]
    rows = {cell_key(c[0]) for c in cells}  # type: ignore[arg-type]
    single = len(rows) == 1
    unnamed = single and (None in rows or rows == {cell_key(ylabel)})
    # a row keyed by the value axis's label is the chart's one unnamed series beside rows of
    # other kinds too (a violin's medians under "Accuracy" beside its "Lower quartile" row):
    # it meets another write-up's unnamed series
    axis_row = cell_key(ylabel) if ylabel else None
    seen: dict[tuple[int, int], tuple[int, float, int]] = {}
    for row, col, value, _, places in cells:
        key = cell_key(row)  # type: ignore[arg-type]
        rh = 0 if unnamed or (axis_row is not None and key == axis_row) else _hash(key)
        ch = _hash(cell_key(col))  # type: ignore[arg-type]
        seen.setdefault((rh, ch), (_unordered(0 if single else rh, ch), float(value), max(-99, min(99, places))))
    if not seen:
        return None
    kept = heapq.nsmallest(_SKETCH, seen.items(), key=lambda kv: (kv[1][0], kv[0]))
    packed = b"".join(_CELL.pack(rh, ch, value, places) for (rh, ch), (_, value, places) in kept)
    return Content(packed, single)


def _by_place(c: Content, rowless: bool) -> dict[tuple[int, int], tuple[float, int]]:
    out: dict[tuple[int, int], tuple[float, int]] = {}
    for rh, ch, value, places in c.cells():
        out.setdefault((0 if rowless else rh, ch), (value, places))
    return out


def _named_alike(a: set[int], b: set[int]) -> bool:
    """Whether two write-ups name one axis's series or ticks as two write-ups of one figure
    do: the names of one all among the other's (it read fewer), or at least half of all
    their names in common (a label or two read otherwise). Two figures that share some data
    (bars for models A, B, C and for models A, B, D, E) each name some the other lacks."""
    common = len(a & b)
    return common == min(len(a), len(b)) or 2 * common >= len(a | b)


def _contained(a: set[int], b: set[int]) -> bool:
    """Whether the names of one axis in one write-up are all among the other's."""
    return len(a & b) == min(len(a), len(b))


def _shared(
    a: Content, b: Content, named: Callable[[set[int], set[int]], bool] = _named_alike
) -> list[tuple[tuple[float, int], tuple[float, int]]]:
    """The (value, decimals) pairs of the cells two panels share (a grid may be turned, one
    unnamed series is any one series), or none when they name an axis's entries unlike two
    write-ups of one figure (`named`: `_named_alike`)."""
    # one series in each, one of them unnamed: the same series whatever the other calls it
    rowless = a.single and b.single and any(rh == 0 for c in (a, b) for rh, *_ in c.cells())
    ca, cb = _by_place(a, rowless), _by_place(b, rowless)
    straight = ca.keys() & cb.keys()
    turned = ca.keys() & {(ch, rh) for rh, ch in cb}
    shared = (
        [(ca[k], cb[k]) for k in straight]
        if len(straight) >= len(turned)
        else [(ca[(ch, rh)], cb[(rh, ch)]) for rh, ch in cb if (ch, rh) in ca]
    )
    rows_b, cols_b = {k[0] for k in cb}, {k[1] for k in cb}
    if len(straight) < len(turned):
        rows_b, cols_b = cols_b, rows_b
    if not (named({k[0] for k in ca}, rows_b) and named({k[1] for k in ca}, cols_b)):
        return []
    return shared


def agreement(a: Content, b: Content, tolerance: Tolerance, alike: bool) -> float:
    """The share of their shared cells that two panels agree on when they are one figure
    by their cells (see the module's docstring), else 0."""
    shared = _shared(a, b)
    if len(shared) < _MIN_SHARED:
        return 0.0
    agreeing = [(x, y) for x, y in shared if agree([x, y], tolerance)]
    share = len(agreeing) / len(shared)
    if not (share > _ALIKE_MAJORITY if alike or _same_grid(a, b, shared) else share >= _MAJORITY):
        return 0.0
    values = {round(x[0], min(x[1], y[1])) for x, y in agreeing}
    return share if len(values) >= _MIN_VALUES else 0.0


def _same_grid(a: Content, b: Content, shared: list[tuple[tuple[float, int], tuple[float, int]]]) -> bool:
    """Whether two panels, whatever their titles, give one grid as two readings of a figure
    do: at least `_MIN_GRID` shared cells, each axis's names of one all among the other's,
    and at least two thirds of the shared cells within `_NEAR` of each other. Then more
    than half agreeing makes them one figure, as for alike titles: an untitled table of
    models M1..M3 at four lengths, read at half steps (15.5, 5.5, 9.5), and a titled one read
    in whole numbers (15, 6, 12)."""
    if len(shared) < _MIN_GRID or 3 * sum(_close(x, y) for x, y in shared) < 2 * len(shared):
        return False
    return bool(_shared(a, b, _contained))


def _close(x: tuple[float, int], y: tuple[float, int]) -> bool:
    return abs(x[0] - y[0]) <= _NEAR * max(abs(x[0]), abs(y[0]))


def near(a: Content, b: Content, tolerance: Tolerance) -> bool:
    """Whether two panels whose titles are alike are one figure by their cells though few
    of them agree: they name an axis's entries alike, and at least half of their shared
    cells (two at least, of two values or more) agree or lie within `_NEAR` of each other
    ("Decode Throughput vs. Batch Size" with 840 and 420, "Decode Throughput by Batch Size"
    with 830 and 410). Two figures of one title that share series and ticks differ by more
    (latency of two GPUs: 5.4 and 2.2)."""
    shared = _shared(a, b)
    close = [x for x, y in shared if agree([x, y], tolerance) or abs(x[0] - y[0]) <= _NEAR * max(abs(x[0]), abs(y[0]))]
    return len(close) >= _MIN_NEAR and 2 * len(close) >= len(shared) and len({x[0] for x in close}) >= _MIN_NEAR


def matched(a: Content, b: Content, tolerance: Tolerance, same_words: bool) -> bool:
    """Whether two panels whose titles name one figure in other words are one figure by
    their cells, however much they disagree: each axis's names of one all among the other's
    (the same series at the same ticks), not `apart`, and, for titles of the same words
    ("Hit Rate vs. Stage", "Hit Rate Across Stages"), `_MIN_NEAR` shared cells one of which
    agrees or lies within `_NEAR`; for titles one of which says more ("Share of Sources",
    "Share of Sources for Two Blends"), `_MIN_SHARED` shared cells a third of which agree.
    Two figures of one paper with the same series and ticks read apart (test accuracy of two
    datasets, 94 and 57), or are titled apart ("Train Accuracy", "Test Accuracy"); values in
    a narrow band (44 to 49) lie close in any two such figures, but seldom agree."""
    shared = _shared(a, b, _contained)
    if len(shared) < (_MIN_NEAR if same_words else _MIN_SHARED) or apart(a, b, tolerance):
        return False
    if not same_words:
        return 3 * sum(agree([x, y], tolerance) for x, y in shared) >= len(shared)
    return any(agree([x, y], tolerance) or abs(x[0] - y[0]) <= _NEAR * max(abs(x[0]), abs(y[0])) for x, y in shared)


_MANY_SHARED = 8  # cells enough that one or two agreeing by chance do not make one figure


def apart(a: Content, b: Content, tolerance: Tolerance) -> bool:
    """Whether two panels of one title are two figures by their cells: they share at least
    `_MIN_SHARED` cells and read none of them within `_APART` of each other (latency of two
    GPUs under one title, 5.4 and 2.2, 31 and 11, ...), or agree on none of them and read
    most of them farther apart than `_APART` (two violin plots of one title and one set of
    methods: 0.65 and 0.5, 0.6 and 0.85, 0.7 and 0.9, 0.55 and 0.75). Two readings of one
    figure, however poor, agree somewhere or mostly lie within a quarter of each other; with
    `_MANY_SHARED` cells or more, one in eight agreeing (by chance) does not join two panels
    whose cells lie three in four a quarter or more apart."""
    shared = _shared(a, b)
    if len(shared) < _MIN_SHARED:
        return False
    far = sum(abs(x[0] - y[0]) > _APART * max(abs(x[0]), abs(y[0])) for x, y in shared)
    agreeing = sum(agree([x, y], tolerance) for x, y in shared)
    if len(shared) >= _MANY_SHARED and 8 * agreeing <= len(shared) and 4 * far >= 3 * len(shared):
        return True  # ten shared cells, one alike by chance, nine a quarter or more apart: two figures
    return far == len(shared) or (2 * far > len(shared) and not agreeing)


def linked(
    panels: Sequence[tuple[int, Content]], tolerance: Tolerance, tell: Callable[[int, int], bool | None]
) -> Iterator[tuple[int, int]]:
    """The pairs (positions, earlier first) of `panels` ((document, content), in document
    order) that are one figure by their cells. `tell(i, j)` says what else two panels
    state: alike titles (True), nothing (False), or not to be compared (None: titles that give
    different numbers, or two panels already known to be one figure).
    Each panel is compared with at most `_TRIED` earlier ones: those that share the most
    (cell, value) postings with it, at least `_MIN_HITS`."""
    posted: dict[tuple[int, float], list[int]] = {}
    for i, (doc, c) in enumerate(panels):
        hits: dict[int, int] = {}
        own = list(c.postings())
        for keys in own:
            found = {j for key in keys for j in posted.get(key, ()) if panels[j][0] != doc}
            for j in found:
                hits[j] = hits.get(j, 0) + 1
        tried = sorted((j for j, n in hits.items() if n >= _MIN_HITS), key=lambda j: (-hits[j], j))[:_TRIED]
        for j in sorted(tried):
            alike = tell(j, i)
            if alike is not None and agreement(panels[j][1], c, tolerance, alike) > 0:
                yield j, i
        for keys in own:
            for key in keys:
                holders = posted.setdefault(key, [])
                if len(holders) < _POSTED and (not holders or holders[-1] != i):
                    holders.append(i)
