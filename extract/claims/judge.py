"""Judging claims against the cells: supported, contradicted (with the cells that prove it)
or unverifiable. A claim is contradicted only when the cells the write-up lists prove it
wrong; with a partial grid anything else is unverifiable."""

from __future__ import annotations

import math
import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from itertools import pairwise

from extract.claims.bends import bends_as_said, broken_step
from extract.claims.extremes import Extremes, extremes
from extract.claims.mentions import Coord, axis_keys, content_words, one_point_each, single_column, single_series, stem
from extract.claims.read import (
    POINT_VALUE,
    POINT_X,
    RATE_METRIC,
    SOME_PARTS,
    TIME_METRIC,
    Spec,
    binned_columns,
    is_month,
    lower_is_better,
    mixed_measures,
    negated,
    numbered_ticks,
    said_of_every_panel,
    stated_lower_better,
    stated_quantifier,
    trailing_summary,
)
from extract.claims.vocabulary import CLAIM_SHAPES, vocab, words
from extract.memo import of_object
from extract.models import Axis, Cell, Panel, Tick, Verdict
from extract.numbers import format_number
from extract.reader import Num
from extract.statements import head_of
from extract.text import STRUCTURAL_WORDS, TickIndex, loose, month_spellings, same_tick, strip_md, tick_key
from extract.wording import FULL_STOP

PC = tuple[Panel, Cell]


@dataclass(slots=True)
class Judgement:
    """The verdict on one claim and the cells that decided it."""

    verdict: Verdict
    evidence: str
    cells: list[PC] = field(default_factory=list)
    # contradicted by what the read cells lack (fewer items than it says, a maximum they do
    # not reach, an end of a range): proof only when the write-up was read in full (gates.py)
    absent: bool = False
    # fewer items read than it counts, whatever else proves the count (a write-up that ends in
    # its data may have been cut after them: gates.py)
    fewer: bool = False


def unverifiable(why: str) -> Judgement:
    return Judgement("unverifiable", why)


@dataclass(slots=True)
class Tolerances:
    """How far a stated number may be from the data and still be right."""

    approximate: float = 0.01  # relative slack for "~", "approximately", "about"
    majority: float = 0.5  # "mostly": more than this share of pairs must agree (a claim is
    # contradicted when more than the rest disagree)


# ------------------------------------------------------------------ helpers


_DIGITS = re.compile(r"\d*")


def _decimals(n: Num) -> int:
    raw = n.raw.strip("*_`~≈∼ %")
    if CLAIM_SHAPES.IN_DECIMALS.search(raw):
        return 6  # "1e-4" ("three" is a whole number)
    # (the digits after the point only: "2.7x" is said to a tenth)
    return len(_DIGITS.match(raw.split(".")[1]).group(0)) if "." in raw else 0  # type: ignore[union-attr]


# a number written with a thousands or millions suffix is precise to its last digit times that ("0.96M": 10,000)
_SUFFIX_SCALE = {"k": 1e3, "K": 1e3, "M": 1e6, "B": 1e9}


def tolerance(n: Num, approx: bool, tol: Tolerances, rounded: bool = True) -> float:
    """Half a unit of the last digit written ("47.5": 0.05; "2,000" written
    approximately: 500); for approximate wording at least the relative slack, and a hedged
    round number is precise to the five ("about 40", "around 85": 2.5) unless
    `rounded` is False (a computed share held loosely, not a number hedged in the text)."""
    unit = 10.0 ** -_decimals(n) * _SUFFIX_SCALE.get(n.raw.strip("*_`~≈∼ %")[-1:], 1.0)
    if approx or n.approx:
        digits = n.raw.strip("*_`~≈∼ %").replace(",", "")
        zeros = len(digits) - len(digits.rstrip("0")) if "." not in digits else 0
        if zeros >= 2:
            unit = 10.0**zeros  # "about 2,000" is precise to the thousand
        elif rounded and (zeros or digits[-1:] == "5"):
            # "about 40", "around 85", "~0.25": a round number to the nearest five (39, 83 and
            # 0.27 are about them; 64.8 is not about 60)
            unit *= 5
        return max(unit / 2, abs(float(n.value)) * tol.approximate) + 1e-9
    return unit / 2 + 1e-9


def _round_slack(n: Num) -> float:
    """Half the unit a whole number's trailing zeros leave it precise to ("30": 5, "200": 50;
    "25" and "2.5": 0)."""
    digits = n.raw.strip("*_`~≈∼ %+").replace(",", "")
    if "." in digits or not digits.isdigit():
        return 0.0
    zeros = len(digits) - len(digits.rstrip("0"))
    return 10.0**zeros / 2 if zeros else 0.0


def label(panel: Panel, cell: Cell) -> str:
    """ "R1-Llama [Local Window Size 500, Ratio 0.2] = 52.1"."""
    parts = []
    for axis, key in (("y", cell.row), ("x", cell.col)):
        if key is None:
            continue
        ax = panel.y if axis == "y" else panel.x
        name = ax.label if ax is not None and ax.label and not isinstance(key, str) else None
        parts.append(f"{name} {_fmt(key)}" if name else _fmt(key))
    where = ", ".join(parts)
    title = f"{panel.title} " if panel.title else ""
    return f"{title}[{where}] = {format_number(cell.value)}"


def _fmt(v: Tick | None) -> str:
    return format_number(v) if isinstance(v, (int, float)) else str(v)


def complete(panel: Panel) -> bool:
    """Whether the panel lists a value for every row and column it has (worked out once
    per panel: panels do not change after interpretation, and every claim asks)."""
    cached = panel._memo.get("complete")
    if cached is None:
        cached = panel._memo["complete"] = _complete(panel)
    return bool(cached)


def _complete(panel: Panel) -> bool:
    rows = {tick_key(c.row) for c in panel.cells}
    cols = {tick_key(c.col) for c in panel.cells}

    def given(ax: Axis | None, keys: set[object]) -> bool:
        # (a horizontal bar chart's categories stand on the y axis and key the columns: every
        # tick given as a key of either kind is given)
        return (
            ax is None
            or not ax.ticks
            or len(keys) >= len(ax.ticks)
            or {tick_key(t) for t in ax.ticks} <= rows | cols
            or categorical(panel)
        )

    return (
        bool(panel.cells)
        and len({(tick_key(c.row), tick_key(c.col)) for c in panel.cells}) >= len(rows) * len(cols)
        and given(panel.x, cols)
        and given(panel.y, rows)
    )


def categorical(panel: Panel) -> bool:
    """A bar or line chart: rows are series, and the y axis (if numeric) holds values."""
    if single_series(panel):
        return True
    numeric_y = panel.y is not None and panel.y.ticks and all(isinstance(t, (int, float)) for t in panel.y.ticks)
    return bool(numeric_y) and any(isinstance(c.row, str) for c in panel.cells)


def key_of(cell: Cell, axis: str) -> Tick | None:
    return cell.col if axis == "x" else cell.row


def select(panels: list[Panel], coords: list[Coord]) -> list[PC]:
    """The cells of `panels` that match every axis the coordinates name."""
    by_axis: dict[str, list[Tick]] = {}
    for c in coords:
        by_axis.setdefault(c.axis, []).append(c.tick)
    out: list[PC] = []
    for p in panels:
        if not by_axis:
            out += _all_cells(p)
            continue
        # the cells on each named tick, from an index of the panel's keys, not a scan of its
        # cells; one tick is its memoised column, two axes meet in the time of the smaller
        if len(by_axis) == 1 and len(only := next(iter(by_axis.values()))) == 1:
            out += [(p, p.cells[i]) for i in _keys(p, next(iter(by_axis))).at(only[0])]
            continue
        found: frozenset[int] | None = None
        for a, ticks in by_axis.items():
            index = _keys(p, a)
            on = index.members(ticks[0]) if len(ticks) == 1 else frozenset().union(*map(index.members, ticks))
            found = on if found is None else found & on
        out += [(p, p.cells[i]) for i in sorted(found or ())]
    return out


def _all_cells(panel: Panel) -> list[PC]:
    """Every (panel, cell) pair of a panel, built once: claims about the whole panel are many."""
    return of_object(panel, "all cells", lambda: [(panel, cell) for cell in panel.cells])


def _ends(cells: list[PC], panels: list[Panel], stat: str) -> tuple[float, list[PC]]:
    """The extreme value of `cells` and the cells that reach it; once per panel when the
    cells are the whole of one panel (a write-up of many claims asks again and again)."""
    whole = len(panels) == 1 and cells is not None and len(cells) == len(panels[0].cells)

    def ends() -> tuple[float, list[PC]]:
        best = (max if stat == "max" else min)(c.value for _, c in cells)
        return best, [pc for pc in cells if abs(pc[1].value - best) <= 1e-9]

    return of_object(panels[0], "ends " + stat, ends) if whole else ends()


def _rows(panel: Panel) -> tuple[list[Tick | None], bool]:
    """Up to two distinct rows of `panel`, and whether any row is a name (once per panel)."""
    cached = panel._memo.get("rows")
    if cached is None:
        two = list(dict.fromkeys(c.row for c in panel.cells))[:2]
        cached = panel._memo["rows"] = (two, any(isinstance(c.row, str) for c in panel.cells))
    return cached


def _keys(panel: Panel, axis: str) -> TickIndex:
    """The key of each cell of `panel` on `axis`, indexed (once per panel and axis)."""
    index = panel._memo.get("keys " + axis)
    if index is None:
        index = panel._memo["keys " + axis] = TickIndex([key_of(c, axis) for c in panel.cells])
    return index


def tuples(coords: list[Coord]) -> list[list[Coord]]:
    """Locations as written: a new tuple starts when an axis repeats; a tuple that names
    one axis only takes the other from the tuple before it ("(Window=500, Ratios 0.4 &
    0.5)" is two places)."""
    groups: list[list[Coord]] = []
    for c in coords:
        if not groups or any(g.axis == c.axis for g in groups[-1]):
            groups.append([c])
        else:
            groups[-1].append(c)
    for i in range(1, len(groups)):
        have = {c.axis for c in groups[i]}
        groups[i] += [c for c in groups[i - 1] if c.axis not in have]
    return groups


# ------------------------------------------------------------------ judges


def judge(spec: Spec, tol: Tolerances) -> Judgement:
    """The verdict on one claim."""
    fn: Callable[[Spec, Tolerances], Judgement] = JUDGES[spec.kind]
    if not any(p.cells for p in spec.panels) and spec.kind != "count":
        return unverifiable("the write-up gives no values for it")
    every_panel = said_of_every_panel(spec.text)  # "in both panels": each panel is named
    unplaced = not spec.named and not spec.pooled and not every_panel
    if unplaced and spec.kind in ("extreme", "value", "range", "threshold"):
        return unverifiable("it names none of the panels, and each panel has its own values")
    own = _own_extreme(spec)
    got = _judge(fn, own, tol)
    if (
        own is not spec
        and got.verdict == "contradicted"
        and not all(single_series(p) for p in spec.panels)
        and _judge(fn, spec, tol).verdict == "supported"
    ):
        # "Harbour is lowest in January" where Harbour is the lowest of the series there
        return unverifiable("read as the extreme among the series at that place it holds: " + got.evidence)
    spec = own
    if got.verdict == "supported" and spec.excluded:
        return _excepted_also(spec, got)
    if got.verdict != "contradicted":
        return got
    gone = _change_series_decides(spec, got)
    if gone:
        # "The full model is the only variant above 63" over | Score | Change |: the changes
        # are how far each score stands from another, no score; judged on the scores alone
        kept = [_less(p, gone) for p in spec.panels]
        said = [n.value for n in (spec.value, spec.low, spec.high) if n is not None]
        changes = [
            c.value
            for p in spec.panels
            for c in p.cells
            if ("y", tick_key(c.row)) in gone or ("x", tick_key(c.col)) in gone
        ]
        if not any(p.cells for p in kept) or any(v == w for v in said for w in changes):
            # ("the smallest effect (−1.2)": its value is one of the changes, said by its size)
            return unverifiable("it rests on a series of changes beside the measure: " + got.evidence)
        got = _judge(fn, replace(spec, panels=kept), tol)
        if got.verdict != "contradicted":
            return got
    refs = _reference_rows(spec, got)
    if refs:
        # "A4 is the weakest agent throughout" over a row "Random": the kind the superlative
        # names leaves a reference row out; judged without it
        kept = [_less(p, refs) for p in spec.panels]
        again = _judge(fn, replace(spec, panels=kept), tol) if any(p.cells for p in kept) else got
        if again.verdict != "contradicted":
            shown = ", ".join(sorted(str(t) for _, t in refs))
            return unverifiable(f"it holds without the reference rows ({shown}), no kind it names: " + got.evidence)
        got = again
    spread = CLAIM_SHAPES.SPREAD_PART.search(spec.text)
    if spread and not any(
        CLAIM_SHAPES.SPREAD_PART.search(_own_words(p))
        or any(CLAIM_SHAPES.SPREAD_PART.search(str(t)) for t in _ticks(p))
        for p in spec.panels
    ):
        # "The lowest lower bound is 61.0" over a grid of means: the intervals are no cells
        return unverifiable(f"it speaks of the {spread.group(0)} around the values, which are not its cells")
    if CLAIM_SHAPES.MERIT_WORD.search(spec.text) and any(
        CLAIM_SHAPES.TWO_SIDED.search(t) for t in [spec.text, *map(_own_words, spec.panels)]
    ):
        # "the Filter defense beats Paraphrase" over attack success rates: good for the
        # attacker is bad for the defense, and which side the words take is not read
        return unverifiable("its measure is good for one side and bad for the other: " + got.evidence)
    if spec.kind == "trend" and CLAIM_SHAPES.GAIN_ON_EACH.search(spec.text):
        # "Back-translation improves BLEU on every pair": a gain over another system at each
        # pair, not a rise from one pair to the next
        return unverifiable("it says a gain at each place, not a run along them: " + got.evidence)
    if spec.kind == "trend" and spec.relation != "gap" and _GAP_NOUN.search(spec.text):
        # "Agent-2's advantage grows with difficulty": the gap to another series runs so,
        # not the series itself
        return unverifiable("it is said of a gap between series, not of one series: " + got.evidence)
    if _total_of_parts_said(spec, got):
        # "Total generation is about 415 TWh in 2018", "Total spend increases each quarter" over
        # the layers of a stack: the sum of the segments, not one segment (named like it, or each)
        return unverifiable("it speaks of a total, and the cells it was judged on are no total: " + got.evidence)
    unbound = _unbound_measure(spec, got)
    if unbound:
        # "LSM-B uses the least disk space" over columns of throughput, latency and disk use:
        # the column it names was not read as the place of its extreme
        return unverifiable(f"'{unbound}' names a tick it was not judged on: " + got.evidence)
    unknown = _unknown_subject(spec)
    if unknown:
        # "Every quantized setting has a median below 160 ms", "Refusals stay under 10%": the
        # things it bounds are told apart by a word none of the panel's names or labels has
        return unverifiable(f"it bounds what '{unknown}' picks out, which no name or label says: " + got.evidence)
    if _merit_flip_holds(spec, fn, tol):
        # "SwiftShip leads, followed by QuickBox" over delivery times: the order of merit runs
        # from the shortest time, which the words of leading do not turn
        return unverifiable("read with less as better (a time) it holds: " + got.evidence)
    share = _share_of_total_holds(spec, tol)
    if share:
        # "In Sales, 60% agree" over counts of answers (30 of Sales' 50): the share of a
        # bar's or a row's total, not the cell's own value
        return unverifiable(f"read as a share of {share} it holds: " + got.evidence)
    rescaled = _other_scale_holds(spec, fn, tol)
    if rescaled:
        # "about 0.7 of the budget" over a slice of 71 (%), "82.1%" over a top-1 of 0.821: the
        # same share written as a fraction on one side and a percentage on the other
        return unverifiable(f"read as {rescaled} it holds: " + got.evidence)
    if _on_x_holds(spec):
        # "WebVision is the largest dataset" over labelled points of size (x) against noise (y):
        # the extreme of the other coordinate
        return unverifiable("read of the points' x values it holds: " + got.evidence)
    if _x_values_hold(spec, fn, tol):
        # "Power ranges from about 100 to about 400 hp" over labelled points of power (x)
        # against economy (y): a bound or a span of the other coordinate
        return unverifiable("read of the points' x values it holds: " + got.evidence)
    if _transposed_holds(spec, fn, tol):
        # "The weakest direction is ZH→DE at 16.2" over a matrix with the same names on both
        # axes: which of the two names is the row, the arrow's words do not settle
        return unverifiable("read with its row and column the other way round it holds: " + got.evidence)
    if _cell_line_holds(spec, fn, tol):
        # "The queue time of Checkout is the highest, at 60 ms": the highest of the queue
        # times (or of Checkout's stages), not of every cell
        return unverifiable("taken over the row or the column of the cell it names it holds: " + got.evidence)
    if _other_reading_holds(spec, fn, tol):
        # "Type P …, reaches a minimum of 90.1% at length 19": Type P's minimum, at 19 (not the
        # minimum of column 19, at Type P)
        return unverifiable(
            "read the other way round (the extreme of its series, at the place) it holds: " + got.evidence
        )
    if unplaced and spec.kind in ("trend", "comparison"):
        # "In panel (b), speed-up increases …" where no panel is told apart: any panel's cells
        return unverifiable("it names none of the panels, and each panel has its own values: " + got.evidence)
    if spec.unplaced and spec.kind != "count":
        # "a high score (~8–10) at Token Limit = 2800": said of a place no cell is given for
        return unverifiable(f"it is said at {', '.join(spec.unplaced)}, which is no tick given: " + got.evidence)
    if (
        spec.on_diagonal
        and spec.kind in ("threshold", "range")
        and spec.unresolved
        and got.verdict == "contradicted"
        and any(loose(str(c.row)) not in {loose(n) for n in spec.unresolved} for _, c in got.cells)
    ):
        # "More than 40 Apple samples are classified correctly": Apple's own diagonal cell, not
        # the other classes' it was judged on
        names = ", ".join(repr(n) for n in spec.unresolved)
        return unverifiable(
            f"it names {names} on the diagonal, and was judged on other classes' cells: " + got.evidence
        )
    if (
        spec.kind in ("threshold", "range")
        and got.verdict == "contradicted"
        and not spec.off_diagonal
        and any(not h.group(0).casefold().startswith("confusion") for h in _MISTAKE.finditer(spec.text))
    ):
        # "At most 9 samples of any class are misclassified as another class": the cells off
        # the diagonal (or their sums), which it was not judged on
        return unverifiable("it bounds the mistakes, off the diagonal, not the cells it was judged on: " + got.evidence)
    if (
        spec.unresolved
        and spec.kind != "count"
        and not spec.on_diagonal
        and not (_symmetric(spec) and not any(loose(str(c.row)) == loose(str(c.col)) for _, c in got.cells))
    ):
        # (a pair the same either way round needs no row told apart, unless what decided it is a
        # diagonal cell: "the largest overlap between distinct datasets" is off the diagonal)
        # (on the diagonal a name is its row and its column at once: "Urban's correct predictions")
        names = ", ".join(repr(n) for n in spec.unresolved)
        if spec.kind == "extreme" and spec.off_diagonal and spec.value is not None and not spec.slice:
            # "The largest off-diagonal count is 9, where true Fox is predicted as Dog" when 12
            # stands off the diagonal: the stated extreme is wrong wherever it is said to be
            anywhere = _judge(fn, replace(spec, location=[], unresolved=[]), tol)
            if anywhere.verdict == "contradicted":
                return anywhere
        return unverifiable(f"{names} names a row and a column alike, and it does not say which: " + got.evidence)
    return got


def _change_series_decides(spec: Spec, got: Judgement) -> frozenset[tuple[str, object]]:
    """The series named as changes ("| Variant | Score | Change |") among the cells a
    contradiction rests on, when the claim, an extreme, bound or range, neither names them
    nor speaks of changes, and each of their panels holds another series beside them."""
    if spec.kind not in ("extreme", "threshold", "range") or head_of(spec.text).has("DIFFERENCE"):
        return frozenset()
    named = {
        tick_key(k.tick) for k in (*spec.slice, *spec.location, *spec.subject, *spec.other) if isinstance(k, Coord)
    }
    gone: set[tuple[str, object]] = set()
    for panel, c in got.cells:
        for axis, key in (("y", c.row), ("x", c.col)):
            if (
                not isinstance(key, str)
                or tick_key(key) in named
                or not CLAIM_SHAPES.CHANGE_SERIES.fullmatch(key.strip())
            ):
                continue
            if len(axis_keys(panel, axis)) > 1:
                gone.add((axis, tick_key(key)))
    return frozenset(gone)


def _symmetric(spec: Spec) -> bool:
    """Whether the two names a claim leaves unresolved ("between Income and Commute") give
    the same value either way round in every panel it speaks of (a correlation matrix): then
    which is the row does not matter."""
    if len(spec.unresolved) != 2 or not spec.panels:
        return False
    a, b = (loose(n) for n in spec.unresolved)
    for p in spec.panels:
        ab = [c.value for c in p.cells if loose(str(c.row)) == a and loose(str(c.col)) == b]
        ba = [c.value for c in p.cells if loose(str(c.row)) == b and loose(str(c.col)) == a]
        if len(ab) != 1 or ab != ba:
            return False
    return True


_SUPERLATIVE_WORD = words("MAX", "MIN")
# a mistake of a classifier ("misclassified", "confused with"): the cells off a confusion matrix's diagonal
_MISTAKE = words("MISTAKE")


def _transposed_holds(spec: Spec, fn: Callable[[Spec, Tolerances], Judgement], tol: Tolerances) -> bool:
    """Whether an extreme placed at a row and a column of a matrix whose axes share their
    names holds with the two swapped."""
    if spec.kind != "extreme" or len(spec.location) != 2:
        return False
    axes = {c.axis for c in spec.location}
    if axes != {"x", "y"}:
        return False
    for p in spec.panels:
        xs = {tick_key(t) for t in (p.x.ticks if p.x else [])}
        ys = {tick_key(t) for t in (p.y.ticks if p.y else [])}
        if not all(tick_key(c.tick) in xs and tick_key(c.tick) in ys for c in spec.location):
            return False
    swapped = [replace(c, axis="x" if c.axis == "y" else "y") for c in spec.location]
    return _judge(fn, replace(spec, location=swapped), tol).verdict != "contradicted"


def _own_extreme(spec: Spec) -> Spec:
    """ "Rainfall is lowest in July" over one series: at July there is only Rainfall, so the
    extreme is the series' own, at that place (the claim read the other way round)."""
    if spec.kind != "extreme" or spec.relation is not None or len(spec.location) != 1 or len(spec.slice) != 1:
        return spec
    place, within = spec.location[0], spec.slice[0]
    if place.axis != "y" or within.axis != "x" or place.spread or within.spread:
        return spec
    if not spec.panels or any(single_column(p) for p in spec.panels):
        return spec
    if not all(single_series(p) for p in spec.panels):
        # several series: "Harbour Gallery … is lowest in January", the series, a copula, the
        # superlative, then the place, speaks of the series' own course
        sups = list(_SUPERLATIVE_WORD.finditer(spec.line.raw, place.end, within.start))
        if not sups or not CLAIM_SHAPES.SERIES_THEN_COPULA.fullmatch(spec.line.raw, place.end, sups[-1].start()):
            return spec
    return replace(spec, location=[within], slice=[place])


def _other_reading_holds(spec: Spec, fn: Callable[[Spec, Tolerances], Judgement], tol: Tolerances) -> bool:
    """Whether an extreme said of one tick at a tick of the other axis holds read the other
    way round: the extreme of the slice's tick, located at the location's."""
    if spec.kind != "extreme" or spec.relation is not None or len(spec.location) != 1 or len(spec.slice) != 1:
        return False
    place, within = spec.location[0], spec.slice[0]
    if place.axis == within.axis or place.spread or within.spread or place.start > within.start:
        return False  # (a series named first, then a place: "Type P …, reaches a minimum … at length 19")
    if any(single_series(p) or single_column(p) for p in spec.panels):
        return False  # (a series of one cell is its own extreme: no reading at all)
    if any(mixed_measures(p, within.axis) for p in spec.panels):
        return False  # ("Starlite 80 is the lightest" over Aperture (mm), Weight (kg): no extreme across them)
    sup = _SUPERLATIVE_WORD.search(spec.line.raw, spec.start, spec.end)
    if sup is None or place.end > sup.start():
        return False  # ("The highest recall is 74.0, at Chunk Size 128 with an overlap of 32": of them all)
    # "Queue time is highest for Checkout": the series' own extreme, said with no article (but
    # "QA is the highest for Blend B" sets QA among the others at Blend B)
    bare = not CLAIM_SHAPES.ARTICLE_BEFORE.search(spec.line.raw, spec.start, sup.start())
    if not bare and CLAIM_SHAPES.GROUP_AFTER.match(spec.line.raw, within.end):
        return False  # ("Heirloom is the shortest bar in the South group": among that group's bars)
    among = CLAIM_SHAPES.AMONG_KIND.match(spec.line.raw, within.end, spec.end)
    if among is not None and among.group("noun").casefold() not in _MEASURE_KINDS:
        return False  # ("Satin has the lowest precision of the five weaves": among the weaves, its kind)
    if place.axis == "x" and not (bare and _BARE_AFTER.match(spec.line.raw, sup.end())):
        return False  # ("Hitori is the easiest puzzle type for Search": the noun says what it is among)
    # (either axis may hold the series: "Queue time is highest for Checkout, at 60 ms" over a
    # table whose rows are the services; said bare, the other reading unproved is no
    # contradiction either)
    verdict = _judge(fn, replace(spec, location=[within], slice=[place]), tol).verdict
    return verdict == "supported" or (bare and verdict != "contradicted")


# nouns of what is measured, among which an extreme would be the series' own
_MEASURE_KINDS = frozenset("metrics measures scores values categories columns rows settings conditions".split())


def _cell_line_holds(spec: Spec, fn: Callable[[Spec, Tolerances], Judgement], tol: Tolerances) -> bool:
    """Whether an extreme placed at one cell, a row and a column named together and nothing
    it is taken over ("The queue time of Checkout is the highest, at 60 ms"), holds taken over
    the cell's row or over its column: the whole grid is what only words like "in the chart"
    or "of all" say."""
    if spec.kind != "extreme" or spec.relation is not None or spec.slice or spec.pooled or spec.rivals:
        return False
    if spec.on_diagonal:
        return False  # ("Oak has the largest correct count": of the diagonal, one cell in each row)
    if len(spec.location) != 2 or {c.axis for c in spec.location} != {"x", "y"}:
        return False
    if any(c.spread for c in spec.location) or CLAIM_SHAPES.WHOLE_GRID.search(spec.text):
        return False
    sup = _SUPERLATIVE_WORD.search(spec.line.raw, spec.start, spec.end)
    if sup is None or any(c.end > sup.start() for c in spec.location):
        return False  # ("The highest score is 37.3, for EN-FR at beam 16": the cell after it, of them all)
    if not _BARE_AFTER.match(spec.line.raw, sup.end()):
        return False  # ("Birch on Mobile is the tallest bar": the bars of the chart)
    for i in (0, 1):
        line = replace(spec, location=[spec.location[1 - i]], slice=[spec.location[i]])
        if _judge(fn, line, tol).verdict != "contradicted":
            return True
    return False


# a superlative said bare, no noun after it ("… is the highest, at 60 ms", "… is lowest.")
_BARE_AFTER = re.compile(r"[*_`\s]*(?:[,.;:(]|$|(?:at|with|for|in|on|among|across|during)\b)")


def _other_scale_holds(spec: Spec, fn: Callable[[Spec, Tolerances], Judgement], tol: Tolerances) -> str:
    """How a claim whose numbers are a share on another scale than the cells' holds, or "":
    numbers over 1 said of cells that are all fractions (read ÷100), or fractions said of
    cells that are percentages (read ×100)."""
    gap = spec.kind == "comparison" and (spec.relation or "").startswith("diff")
    if spec.kind not in ("value", "threshold", "range", "extreme") and not gap:
        return ""
    nums = [n for n in (spec.value, spec.low, spec.high) if n is not None] + list(spec.stated)
    if not nums:
        return ""
    top = _largest_size(spec.panels)
    if top is None:
        return ""
    said = max(abs(float(n.value)) for n in nums)
    named = " ".join([spec.title] + [_own_words(p) + " " + " ".join(map(str, _ticks(p))) for p in spec.panels])
    for scaled, factor in _LABEL_SCALES:
        if said >= min(1000.0, 1 / factor) and scaled.search(named) and _holds_on_scale(spec, fn, tol, factor):
            # "about 9,500 stars" of a column "Stars (k)" of 9.5, "900 visitors" of a title
            # "(hundreds)" over 9: the label gives the unit
            return "the label's unit (hundreds, thousands or millions)"
    unit = _UNIT_AFTER.match(spec.line.raw, nums[0].end)
    money = CLAIM_SHAPES.CURRENCY_BEFORE.search(spec.line.raw, 0, nums[0].start)
    amount = unit.group(1) if unit is not None else money.group(1) if money is not None else None
    if amount is not None and not any(n.percent for n in nums) and all(shares(p) for p in spec.panels):
        # "Other is the smallest slice, at 80 GB", "… at $440" over slices of 44%, 21%, …: an
        # amount the write-up gives beside each share, not the share the cell holds (an extreme
        # placed where it is not stays wrong without its amount)
        placed = spec.kind == "extreme" and bool(spec.location) and spec.value is not None
        if placed and _judge(fn, replace(spec, value=None, stated=[]), tol).verdict != "supported":
            return ""
        return f"an amount in {amount} beside the shares the cells hold,"
    if unit is not None and spec.kind in ("value", "extreme") and spec.value is not None:
        # (one value it names, met on another scale: a bound would be met by any scale)
        # "at roughly 0.4 seconds" over milliseconds, "2.4 million" over thousands: the unit
        # the number is written in need not be the cells' (tried each way)
        cents = (100.0, 0.01) if unit.group(1).casefold().startswith("cent") else ()  # ("about 18 cents" of $0.184)
        for factor in (1000.0, 0.001, 1e6, 1e-6, 60.0, 1 / 60, *cents):
            if _holds_on_scale(spec, fn, tol, factor):
                return f"another unit ({unit.group(1)})"
        return ""
    if unit is not None and spec.kind in ("threshold", "range"):
        # "lasts more than 1,100 minutes" over hours: a bound in another unit of the same
        # kind than the one the panel names, met when put into it (that one factor only)
        factor_between = _unit_factor(unit.group(1), named)
        if factor_between is not None and _holds_on_scale(spec, fn, tol, factor_between):
            return f"another unit ({unit.group(1)})"
    if spec.kind in ("value", "extreme") and nums[0].percent and len(spec.panels) == 1:
        # "Social is the smallest channel at 8%" over counts (32 of 400): a share of the one
        # series' total, which the write-up gives beside each count
        total = _total_of_one_series(spec.panels[0])
        if total is not None and abs(total - 100.0) > 1.5 and _holds_on_scale(spec, fn, tol, total / 100.0):
            return "a share of the series' total"
    if top <= 1 and 1 < said <= 100:
        factor, how = 0.01, "a percentage of the fractions"
    elif said < 1 and all("." in n.raw and not n.percent for n in nums) and 1 < top <= 100:
        factor, how = 100.0, "a fraction of the percentages"
    else:
        return ""
    return how if _holds_on_scale(spec, fn, tol, factor) else ""


# units of one kind, in a common unit: a time in seconds, a size in bytes
_UNIT_SIZE = {
    "ms": ("time", 0.001), "millisecond": ("time", 0.001), "milliseconds": ("time", 0.001),
    "s": ("time", 1.0), "sec": ("time", 1.0), "secs": ("time", 1.0), "second": ("time", 1.0), "seconds": ("time", 1.0),
    "min": ("time", 60.0), "mins": ("time", 60.0), "minute": ("time", 60.0), "minutes": ("time", 60.0),
    "h": ("time", 3600.0), "hr": ("time", 3600.0), "hrs": ("time", 3600.0), "hour": ("time", 3600.0),
    "hours": ("time", 3600.0), "day": ("time", 86400.0), "days": ("time", 86400.0),
    "kb": ("size", 1e3), "mb": ("size", 1e6), "gb": ("size", 1e9), "tb": ("size", 1e12),
    "mg": ("mass", 0.001), "g": ("mass", 1.0), "gram": ("mass", 1.0), "grams": ("mass", 1.0),
    "kg": ("mass", 1000.0), "kilogram": ("mass", 1000.0), "kilograms": ("mass", 1000.0),
    "mm": ("length", 0.001), "cm": ("length", 0.01), "metre": ("length", 1.0), "metres": ("length", 1.0),
    "meter": ("length", 1.0), "meters": ("length", 1.0), "km": ("length", 1000.0),
    "kilometre": ("length", 1000.0), "kilometres": ("length", 1000.0), "kilometer": ("length", 1000.0),
    "kilometers": ("length", 1000.0),
}  # fmt: skip
UNIT_WORDS = frozenset(_UNIT_SIZE)  # the words of those units, to tell a unit from a noun of things


def _unit_factor(said: str, named: str) -> float | None:
    """The factor from the unit the panel's words name to the unit `said` after a number
    ("minutes" over "Battery life (hours)": 1/60 of an hour each), when both are of one kind
    and the panel names one unit of that kind only; else None."""
    kind, size = _UNIT_SIZE.get(said.casefold(), (None, 0.0))
    if kind is None:
        return None
    found = {
        _UNIT_SIZE[w]
        for m in CLAIM_SHAPES.PANEL_UNIT.finditer(named)
        if (w := (m.group("paren") or m.group("word")).casefold()) in _UNIT_SIZE and _UNIT_SIZE[w][0] == kind
    }
    if len(found) != 1:
        return None
    ((_, own),) = found
    return size / own if own != size else None


def _own_words(p: Panel) -> str:
    """A panel's title and the labels of its axes and scale."""
    return " ".join(
        t or ""
        for t in (p.title, p.x.label if p.x else None, p.y.label if p.y else None, p.scale.label if p.scale else None)
    )


# the gap between two series, as a subject: "its advantage grows", "the lead widens"
_GAP_NOUN = CLAIM_SHAPES.JUDGE_GAP_NOUN
# words too general to name one column ("the highest value", "every model")
_GENERIC = frozenset("value values data point points total totals model models cell cells number numbers".split())


def _unbound_measure(spec: Spec, got: Judgement) -> str:
    """A word right after an extreme's superlative ("the least disk space"), or of a
    comparison, that begins the name of a tick of an axis the claim places nothing on, while
    its verdict took cells of several of those ticks; "" otherwise."""
    raw = spec.line.raw
    if (
        spec.kind == "comparison"
        and not (spec.relation or "").startswith(("diff", "ratio"))
        and bool(spec.subject)
        and isinstance(spec.subject[0], Panel)
    ):
        # one panel against another: the whole clause ("Knowledge scores are higher than
        # Reasoning scores" over Size and Score)
        tail = raw[spec.start : spec.end]
    elif spec.kind == "extreme":
        sup = _SUPERLATIVE_WORD.search(raw, spec.start, spec.end)
        if sup is None:
            return ""
        stop = r"[,;:()]|\b(?:at|in|on|of|among|with|for|across|between)\b"
        tail = re.split(stop, raw[sup.end() : spec.end], maxsplit=1)[0]
    else:
        return ""
    # (only an axis the claim places nothing on, with several ticks: the measures a record
    # of columns gives, one of which it names)
    placed = {c.axis for c in [*spec.location, *spec.slice]}
    said = [
        w for w in CLAIM_SHAPES.SUBJECT_WORD.findall(strip_md(tail)) if len(w) >= 4 and w.casefold() not in _GENERIC
    ]
    for p in spec.panels:
        for axis in ("x", "y"):
            ticks = {tick_key(k): k for k in axis_keys(p, axis) if k is not None}
            if axis in placed or len(ticks) < 2:
                continue
            judged = {tick_key(c.col if axis == "x" else c.row) for _, c in got.cells}
            if len(judged) == 1 and spec.kind == "extreme":
                continue  # (judged on one column already: "Saturated" for "the highest saturation")
            names = {
                w.casefold()[:5]
                for t in ticks.values()
                for w in CLAIM_SHAPES.SUBJECT_WORD.findall(str(t))
                if len(w) >= 4
            }
            hit = next((w for w in said if w.casefold()[:5] in names), "")
            if hit:
                return hit
    return ""


_LETTERS = CLAIM_SHAPES.LETTERS
_DETERMINERS = frozenset("no none any not only also still s its their every each all both".split())


def _unknown_subject(spec: Spec) -> str:
    """A word of a bound's subject ("Every quantized setting") that names nothing of the
    panels, when the bound is said of every cell it keeps; "" when each word is a name, a
    label's word, or a word of the write-up's structure."""
    # (a range is a bound on both sides: "Methods A and D sit between 50 and 65")
    bound = spec.value if spec.kind == "threshold" and spec.quantifier == "all" else None
    if spec.kind == "range" and spec.quantifier in (None, "all"):
        bound = spec.low
    if bound is None:
        return ""
    if any(c.start < bound.start for c in spec.slice):
        return ""  # (its subject names a tick: "11 hours" after the bound names the measure only)
    lead = spec.line.raw[spec.start : bound.start]
    end = CLAIM_SHAPES.SUBJECT_END.search(lead)
    if end is None:
        return ""
    # a word of a tick's name is not bound here, the bound being on every cell ("Refusals"
    # of a column "Refused" was not read as that column); a participle before the head noun
    # picks some of the things out ("Every quantized setting"), unless a label says it
    labels: set[str] = set()
    ticks: set[str] = set()
    names: list[set[str]] = []  # each tick's whole words ("US-East": us, east)
    for p in spec.panels:
        labels.update(w.casefold()[:5] for w in CLAIM_SHAPES.SUBJECT_WORD.findall(_own_words(p) + " " + (p.key or "")))
        ticks.update(w.casefold()[:5] for t in _ticks(p) for w in CLAIM_SHAPES.SUBJECT_WORD.findall(str(t)))
        names += [{w.casefold() for w in _LETTERS.findall(str(t))} for t in _ticks(p)]
    head = CLAIM_SHAPES.IN_UNKNOWN_SUBJECT.split(lead[: end.start()], maxsplit=1)[0]
    said: list[str] = CLAIM_SHAPES.SUBJECT_WORD.findall(
        strip_md(head)
    )  # ("All cities but Dunmore": the exception is named)
    # (the first word of the clause, after a label that heads it: "**Diagonal Strength**: Every …")
    opening = len(CLAIM_SHAPES.SUBJECT_WORD.findall(strip_md(head).rpartition(":")[0]))
    for i, w in enumerate(said):
        low = w.casefold()
        if low in STRUCTURAL_WORDS or low.rstrip("s") in STRUCTURAL_WORDS or low in _DETERMINERS:
            continue
        if "diagonal" in low or head_of(w).has("ENTITY", "MEASURE") or low[:5] in labels:
            continue
        if len(low) >= 5 and low[:5] in ticks:
            return w
        if 0 < sum(low in n for n in names) < len(names):
            return w  # ("Both US regions" over US-East, US-West, EU: a word some names hold picks them out)
        # (the pattern of a word is compiled only where the word is in the head at all)
        if i + 1 < len(said) and (
            low.endswith("ed") or (w in head and re.search(r"\d-?" + re.escape(w) + r"\b", head))
        ):
            return w  # ("Every quantized setting", "The 14-inch models": a modifier that picks some out)
        if i > opening and ((low.endswith("ing") and len(low) > 5) or (w[0].isupper() and said[i - 1].islower())):
            # ("Every direction involving Swahili" over codes "en", "sw": a clause after the
            # head noun, or a proper name no tick or label has, picks some of them out)
            return w
    return ""


# a label that puts its values in thousands or millions: "Stars (k)", "Revenue (millions)"
_LABEL_SCALES = (
    (CLAIM_SHAPES.HUNDREDS_LABEL, 0.01),
    (CLAIM_SHAPES.THOUSANDS_LABEL, 0.001),
    (CLAIM_SHAPES.MILLIONS_LABEL, 1e-6),
)
# a unit word right after a number: "0.4 seconds", "2.4 million", "3 GB"
_UNIT_AFTER = CLAIM_SHAPES.JUDGE_UNIT_AFTER


def _largest_size(panels: list[Panel]) -> float | None:
    """The largest absolute value of the panels' cells, from each panel's index of values
    (a pass over the cells only when a panel's values do not order); None without cells."""
    whole = _indexed(panels)
    if whole is None:
        values = [abs(float(c.value)) for p in panels for c in p.cells]
        return max(values) if values else None
    return max((max(abs(ix.hi), abs(ix.lo)) for _, ix in whole), default=None)


def _ticks(p: Panel) -> list[Tick]:
    """The ticks of both axes of a panel, from its index of keys."""
    return [*axis_keys(p, "x"), *axis_keys(p, "y")]


def _total_of_one_series(panel: Panel) -> float | None:
    """The sum of a one-series panel's cells when all are positive, else None."""
    if len({tick_key(c.row) for c in panel.cells}) != 1 or len(panel.cells) < 2:
        return None
    values = [float(c.value) for c in panel.cells]
    return sum(values) if all(v > 0 for v in values) else None


def shares(panel: Panel) -> bool:
    """Whether a one-series panel's cells are the shares of a whole: they add up to 100."""
    if len({tick_key(c.row) for c in panel.cells}) != 1 or len(panel.cells) < 2:
        return False
    return abs(sum(float(c.value) for c in panel.cells) - 100.0) <= 1.5


def _holds_on_scale(spec: Spec, fn: Callable[[Spec, Tolerances], Judgement], tol: Tolerances, factor: float) -> bool:
    """Whether a claim holds with its numbers multiplied by `factor` (the cells divided by it)."""
    # the cells are put on the claim's scale (the numbers keep the precision they are written to)
    moved = {id(p): _on_scale(p, 1 / factor) for p in spec.panels}

    def mapped(ps: list[Panel]) -> list[Panel]:
        return [moved.get(id(p), p) for p in ps]

    other = replace(
        spec,
        panels=mapped(spec.panels),
        rivals=mapped(spec.rivals),
        subject=mapped(spec.subject) if all(isinstance(p, Panel) for p in spec.subject) else spec.subject,  # type: ignore[arg-type]
        other=mapped(spec.other) if all(isinstance(p, Panel) for p in spec.other) else spec.other,  # type: ignore[arg-type]
    )
    return _judge(fn, other, tol).verdict == "supported"


# a superlative of size, which may be of a point's x (its size) rather than its value
_SIZE_SUPERLATIVE = CLAIM_SHAPES.JUDGE_SIZE_SUPERLATIVE


def _on_x_holds(spec: Spec) -> bool:
    """Whether an extreme said of one labelled point (one point per row, at a numbered x)
    holds of the points' x values instead of their y values ("WebVision is the largest
    dataset" over points of size against noise)."""
    if spec.kind != "extreme" or spec.relation is not None or spec.rivals or len(spec.panels) != 1:
        return False
    if not _SIZE_SUPERLATIVE.search(spec.line.raw, spec.start, spec.end):
        return False  # ("Finch-XL reaches the highest accuracy": of the values themselves)
    places = [c for c in spec.location if c.axis == "y"]
    if len(places) != 1 or len(places) != len(spec.location) or spec.slice:
        return False
    cells = spec.panels[0].cells
    rows = [tick_key(c.row) for c in cells]
    if len(rows) < 3 or len(set(rows)) != len(rows) or not all(isinstance(c.col, (int, float)) for c in cells):
        return False
    xs = [float(c.col) for c in cells if isinstance(c.col, (int, float))]
    end = max(xs) if spec.stat == "max" else min(xs)
    mine = [c for c in cells if same_tick(c.row, places[0].tick)]
    return len(mine) == 1 and isinstance(mine[0].col, (int, float)) and float(mine[0].col) == end


def _merit_flip_holds(spec: Spec, fn: Callable[[Spec, Tolerances], Judgement], tol: Tolerances) -> bool:
    """Whether an order said in words of merit ("leads", "ahead of", "followed by", "ranks")
    over times or another measure where less is better holds read the other way round."""
    if spec.kind not in ("extreme", "comparison") or not _MERIT_ORDER.search(spec.text):
        return False
    # (the panels' own words, or the write-up's title when they name no measure)
    said = " ".join(_own_words(p) for p in spec.panels).strip() or spec.title
    # (a time, not a rate of things per time: "Shots per hour" is more the better)
    timed = TIME_METRIC.search(said) and not CLAIM_SHAPES.MORE_TIME_BETTER.search(said) and not RATE_METRIC.search(said)
    if not (timed or lower_is_better(spec.panels, spec.text, spec.title)):
        return False
    oriented = (spec.kind == "extreme" and spec.stat == "min") or (spec.kind == "comparison" and spec.relation == "<")
    if oriented and not _LOW_END_WORD.search(spec.text) and stated_lower_better(spec.panels, spec.title):
        # "Gamma ranks first" where the figure says "Score (lower is better)": read already as
        # the lowest, which the figure's own words make the first; not to be read back again
        return False
    if spec.kind == "extreme" and spec.relation in (None, "rank") and spec.stat in ("max", "min"):
        # ("Ava ranks second for finishing time": counted from the highest, or the quickest)
        flipped = replace(spec, stat="min" if spec.stat == "max" else "max")
    elif spec.kind == "comparison" and spec.relation in (">", "<"):
        flipped = replace(spec, relation="<" if spec.relation == ">" else ">")
    else:
        return False
    return _judge(fn, flipped, tol).verdict != "contradicted"


# words that put a thing at the low end in their own right ("trails", "ranks last", "the lowest")
_LOW_END_WORD = CLAIM_SHAPES.LOW_END_WORD
# words of an order of merit, which way round it runs left to the measure
_MERIT_ORDER = CLAIM_SHAPES.MERIT_ORDER


def _share_of_total_holds(spec: Spec, tol: Tolerances) -> str:
    """The line ("its row", "its column") whose total a percentage said of one cell is the
    share of, when the panel's values are not percentages themselves; "" otherwise."""
    if spec.kind != "value" or spec.value is None or not spec.value.percent or spec.relation is not None:
        return ""
    at = select(spec.panels, spec.location)
    if len(at) != 1:
        return ""
    panel, cell = at[0]
    if CLAIM_SHAPES.PERCENT_WORD.search(_own_words(panel)):
        return ""  # (values that are percentages already: their own reading stands)
    t = tolerance(spec.value, True, tol, rounded=False)
    for name, line in (
        ("its row", [c for c in panel.cells if c.row == cell.row]),
        ("its column", [c for c in panel.cells if c.col == cell.col]),
    ):
        total = sum(c.value for c in line)
        if len(line) > 1 and total > 0 and abs(100 * cell.value / total - spec.value.value) <= t:
            return name
    return ""


def _x_values_hold(spec: Spec, fn: Callable[[Spec, Tolerances], Judgement], tol: Tolerances) -> bool:
    """Whether a span or a bound said over labelled points (one point per row, each at a
    numbered x) holds of their x values, when no word ties it to the y values."""
    if spec.kind not in ("range", "threshold") or not spec.panels or spec.location:
        return False
    copies = []
    for p in spec.panels:
        if len(axis_keys(p, "y")) != len(p.cells):
            return False  # (one point per row: told from the index, with no pass over the cells)
        rows = [tick_key(c.row) for c in p.cells]
        if len(rows) < 3 or len(set(rows)) != len(rows) or not all(isinstance(c.col, (int, float)) for c in p.cells):
            return False
        xs = [c.col for c in p.cells if isinstance(c.col, (int, float))]
        copy = p.model_copy(
            update={"cells": [c.model_copy(update={"value": float(x)}) for c, x in zip(p.cells, xs, strict=True)]}
        )
        copy._memo = {}
        copies.append(copy)
    if any(c.axis == "x" for c in spec.slice):
        return False  # (a place on the x axis: the values there, not the places)
    return _judge(fn, replace(spec, panels=copies), tol).verdict != "contradicted"


def _on_scale(panel: Panel, factor: float) -> Panel:
    """A copy of a panel with every value multiplied by `factor` (its derived lookups afresh)."""
    copy = panel.model_copy(
        update={"cells": [c.model_copy(update={"value": float(c.value) * factor}) for c in panel.cells]}
    )
    copy._memo = {}
    return copy


def _judge(fn: Callable[[Spec, Tolerances], Judgement], spec: Spec, tol: Tolerances) -> Judgement:
    """The verdict over the cells the spec keeps (less an exception, off the diagonal)."""
    if spec.excluded:
        spec = _without(spec)
    if spec.off_diagonal or spec.on_diagonal:
        on = spec.on_diagonal
        spec = _diagonal_part(spec, on)
        if not any(p.cells for p in spec.panels):
            return unverifiable(f"the write-up gives no {'diagonal' if on else 'off-diagonal'} values")
    if spec.kind != "count" and _of_parts(spec):
        spec = replace(spec, panels=[_parts(p) for p in spec.panels])
    if spec.kind != "count":
        spec = _of_classes(spec)
    return fn(spec, tol)


_AGGREGATE = CLAIM_SHAPES.JUDGE_AGGREGATE  # grammars/claims.lark
# the words of what a count column counts, said of a claim's value: "with 70 samples"
_COUNTED = CLAIM_SHAPES.COUNTED


def _summaries(panel: Panel) -> tuple[set[tuple[str, object]], set[tuple[str, object]]]:
    """The rows and columns of a classification report that are no class ("macro avg",
    "weighted avg", and "accuracy" beside them), and its columns that count examples
    ("Support"), by axis and key (once per panel)."""
    cached = panel._memo.get("summaries")
    if cached is None:
        keys = [(axis, k) for axis in "xy" for k in axis_keys(panel, axis) if isinstance(k, str)]
        averaged = {(a, tick_key(k)) for a, k in keys if _AGGREGATE.fullmatch(k.strip(" *_`"))}
        if averaged:  # (an "Accuracy" series elsewhere is a class of its own)
            averaged |= {(a, tick_key(k)) for a, k in keys if CLAIM_SHAPES.IN_SUMMARIES.fullmatch(k.strip(" *_`"))}
        counts = {(a, tick_key(k)) for a, k in keys if CLAIM_SHAPES.JUDGE_COUNT_COLUMN.fullmatch(k.strip(" *_`"))}
        cached = panel._memo["summaries"] = (averaged, counts)
    return cached


def _of_classes(spec: Spec) -> Spec:
    """The spec over the cells its words cover: the classes of a classification report
    without its summary rows, and, for a claim about scores ("on all three scores"),
    without the columns that count examples; what it names itself is kept."""
    named = {
        (c.axis, tick_key(c.tick))
        for c in (*spec.location, *spec.slice, *spec.subject, *spec.other)
        if isinstance(c, Coord)
    }
    panels = []
    for p in spec.panels:
        averaged, counts = _summaries(p)
        gone = averaged | (counts if CLAIM_SHAPES.JUDGE_SCORE_NOUN.search(spec.text) or _fraction_said(spec) else set())
        if counts and gone == averaged and _COUNTED.search(spec.text):
            # "irregular is the smallest class, with 70 samples": the column that counts the
            # examples, not the scores beside it
            axes = {a for a, _ in counts}
            gone |= {(a, tick_key(k)) for a in axes for k in axis_keys(p, a) if k is not None} - counts
        gone -= named
        panels.append(_less(p, frozenset(gone)) if gone else p)
    return spec if all(p is q for p, q in zip(spec.panels, panels, strict=True)) else replace(spec, panels=panels)


def _fraction_said(spec: Spec) -> bool:
    """Whether a number the claim bounds its cells by has a fraction ("below 0.80"): no
    count of examples is such a number, so a column that counts them is none of its cells."""
    said = [n for n in (spec.value, spec.low, spec.high) if n is not None]
    return bool(said) and any(float(n.value) % 1 for n in said)


def _reference_keys(panel: Panel) -> frozenset[tuple[str, object]]:
    """The rows and columns of a panel named as a reference ("Random", "Baseline"), by axis
    and key, once per panel."""
    refs = panel._memo.get("reference keys")
    if refs is None:
        refs = panel._memo["reference keys"] = frozenset(
            (ax, tick_key(k))
            for c in panel.cells
            for ax, k in (("y", c.row), ("x", c.col))
            if isinstance(k, str) and CLAIM_SHAPES.REFERENCE_ROW.search(k)
        )
    return refs


def _reference_rows(spec: Spec, got: Judgement) -> frozenset[tuple[str, object]]:
    """The rows (or columns) of references ("Random", "Baseline", "Human", "Average") in
    the panels of a contradicted extreme whose superlative names a kind of thing ("the
    weakest agent"), when a cell that beats it is of one and the claim names none of them;
    empty otherwise."""
    if spec.kind != "extreme" or spec.relation is not None:
        return frozenset()
    hit = _SUPERLATIVE_NOUN.search(spec.text)
    if (
        hit is None
        or stem(hit.group("noun").casefold()) in VALUE_NOUNS
        or CLAIM_SHAPES.REFERENCE_ROW.search(hit.group("noun"))
    ):
        return frozenset()
    if any(
        isinstance(c.tick, str) and CLAIM_SHAPES.REFERENCE_ROW.search(c.tick) for c in (*spec.location, *spec.slice)
    ):
        return frozenset()
    refs = frozenset().union(*(_reference_keys(p) for p in spec.panels))
    beaten = any(("y", tick_key(c.row)) in refs or ("x", tick_key(c.col)) in refs for _, c in got.cells)
    return refs if beaten else frozenset()


# the noun right after a superlative: "the weakest agent"
_SUPERLATIVE_NOUN = CLAIM_SHAPES.SUPERLATIVE_NOUN
# nouns of values themselves, no kind of thing: "the highest score"
VALUE_NOUNS = frozenset("value score cell entry number reading result point rate accuracy percentage".split())


def _less(panel: Panel, gone: frozenset[tuple[str, object]]) -> Panel:
    """The panel without the rows and columns `gone` (a copy made once for each such set),
    whole when what is left is: a full grid over every tick not gone."""
    copies: dict[frozenset[tuple[str, object]], Panel] = panel._memo.setdefault("less", {})
    if gone not in copies:
        kept = [c for c in panel.cells if ("y", tick_key(c.row)) not in gone and ("x", tick_key(c.col)) not in gone]
        q = panel.model_copy(update={"cells": kept})
        rows, cols = {tick_key(c.row) for c in kept}, {tick_key(c.col) for c in kept}
        ticks = {(a, tick_key(t)) for a, ax in (("x", panel.x), ("y", panel.y)) if ax is not None for t in ax.ticks}
        given = {("x", k) for k in cols} | {("y", k) for k in rows}
        whole = (
            len({(tick_key(c.row), tick_key(c.col)) for c in kept}) == len(rows) * len(cols) and ticks - gone <= given
        )
        q._memo = {"complete": complete(panel) or (bool(kept) and whole)}  # its own lookups (model_copy shares them)
        copies[gone] = q
    return copies[gone]


_TOTAL = CLAIM_SHAPES.JUDGE_TOTAL  # grammars/claims.lark
_PART = CLAIM_SHAPES.JUDGE_PART


def _totals(panel: Panel) -> set[tuple[str, object]]:
    """The rows and columns of a panel that are the sum of a stack ("Total"), by axis and key
    (once per panel)."""
    cached = panel._memo.get("totals")
    if cached is None:
        cached = panel._memo["totals"] = (
            {
                (axis, tick_key(k))
                for axis in "xy"
                for k in axis_keys(panel, axis)
                if isinstance(k, str) and _TOTAL.match(k.strip(" *_`"))
            }
            | _bridge_ends(panel)
            | _sum_at_end(panel)
        )
    return cached


def _sum_at_end(panel: Panel) -> set[tuple[str, object]]:
    """The last category of a one-series chart when its value is the sum of the three or more
    before it, none negative, given apart from them ("* Count: 50" after bins of 6, 15, 18, 8
    and 3, under "### Statistics"): the total of the bars, whatever it is called, no bar of
    its own."""
    if len({tick_key(c.row) for c in panel.cells}) != 1 or len(panel.cells) < 4:
        return set()
    keys = axis_keys(panel, "x")
    by_key = {tick_key(c.col): float(c.value) for c in panel.cells}
    values = [by_key.get(tick_key(k)) for k in keys]
    if len(keys) < 4 or any(v is None for v in values):
        return set()
    *parts, last = [float(v) for v in values if v is not None]
    if any(v < 0 for v in parts) or abs(sum(parts) - last) > 0.01 * max(abs(last), 1.0):
        return set()
    lines = {tick_key(c.col): c.span.line for c in panel.cells if c.span is not None}
    at, before = lines.get(tick_key(keys[-1])), lines.get(tick_key(keys[-2]))
    if at is None or before is None or at - before < 2:
        # "15-20 km: 20" right after bins of 4, 6 and 10: a bar that happens to be their sum
        # (a total stands apart, under a header or after a blank line)
        return set()
    return {("x", tick_key(keys[-1]))}


_BRIDGE_START = re.compile(vocab("BRIDGE_START"))  # grammars/claims.lark
_BRIDGE_END = re.compile(vocab("BRIDGE_END"))


def _bridge_ends(panel: Panel) -> set[tuple[str, object]]:
    """The first and the last category of a waterfall ("Start", the drivers, "End"): the
    levels it bridges, by axis and key, when an axis of a one-series chart opens on a start
    and closes on an end, and the steps between are changes (one of them a fall, or all of
    them adding up to the end); or, whatever the ends are called ("2023 Profit" … "2024
    Profit", read as 2023 and 2024), when the steps between rise and fall and add up from
    the first bar to the last."""
    out: set[tuple[str, object]] = set()
    if len({tick_key(c.row) for c in panel.cells}) != 1 and len({tick_key(c.col) for c in panel.cells}) != 1:
        return out  # (one series: the bars are the columns, or the rows of a table with one value column)
    for axis in "xy":
        keys = axis_keys(panel, axis)
        if len(keys) < 3:
            continue
        first, last = str(keys[0]).strip(" *_`"), str(keys[-1]).strip(" *_`")
        named = all(isinstance(k, str) for k in (keys[0], keys[-1])) and bool(
            _BRIDGE_START.fullmatch(first) and _BRIDGE_END.fullmatch(last)
        )
        by_key = {tick_key(key_of(c, axis)): float(c.value) for c in panel.cells}
        values = [by_key.get(tick_key(k)) for k in keys]
        if any(v is None for v in values):
            continue
        start, *steps, end = [float(v) for v in values if v is not None]
        adds = abs(start + sum(steps) - end) <= 0.01 * max(abs(end), 1.0)
        both_ways = any(v < 0 for v in steps) and any(v > 0 for v in steps)
        if (named and (any(v < 0 for v in steps) or adds)) or (adds and both_ways and len(steps) > 1):
            out |= {(axis, tick_key(keys[0])), (axis, tick_key(keys[-1]))}
    return out


def _total_of_parts_said(spec: Spec, got: Judgement) -> bool:
    """Whether a claim says a total ("Total generation", "combined", "the sum") where the
    cells that decided it are single segments of a panel of several series, none of them a
    total by its name: the number may be the sum the words name, which no cell holds."""
    if spec.kind not in ("value", "range", "threshold", "comparison", "trend") or spec.relation in ("sum", "mean"):
        return False  # (a sum it was judged as already names its parts)
    if not got.cells:
        return False
    if not any(m.start() == 0 or not spec.text[m.start() - 1].isalnum() for m in _TOTAL.finditer(spec.text)):
        return False
    for p, c in got.cells:
        if single_series(p) or any(isinstance(k, str) and _TOTAL.search(k) for k in (c.row, c.col)):
            return False
    return True


def _of_parts(spec: Spec) -> bool:
    """Whether a claim compares the segments of stacks ("Road is the biggest segment in every
    region", "Air is the smallest in each bar") where a total was read beside them: it never
    names the total, and it speaks of segments or places its subject among the total's kind."""
    totals = set().union(*(_totals(p) for p in spec.panels))
    if not totals:
        return False
    coords = [c for c in (*spec.location, *spec.slice, *spec.subject, *spec.other) if isinstance(c, Coord)]
    if any((c.axis, tick_key(c.tick)) in totals for c in coords):
        return False  # "East has the tallest bar, 72 in total": said of the total
    placed = {c.axis for c in (*spec.location, *spec.subject, *spec.other) if isinstance(c, Coord)}
    return bool(_PART.search(spec.text)) or any(axis in placed for axis, _ in totals)


def _parts(panel: Panel) -> Panel:
    """The panel without its totals (a copy made once)."""
    totals = _totals(panel)
    if not totals:
        return panel
    cached = panel._memo.get("parts")
    if cached is None:
        kept = [c for c in panel.cells if ("y", tick_key(c.row)) not in totals and ("x", tick_key(c.col)) not in totals]
        cached = panel.model_copy(update={"cells": kept})
        cached._memo = {"complete": complete(panel)}  # its own lookups (model_copy shares them), whole as p is
        panel._memo["parts"] = cached
    return cached


def _without(spec: Spec) -> Spec:
    """The spec over its panels less the cells its exception names ("all but Thorn")."""
    gone = {id(c) for _, c in select(spec.panels, [])} & {
        id(c) for e in spec.excluded for _, c in select(spec.panels, [e])
    }
    panels = []
    for p in spec.panels:
        q = p.model_copy(update={"cells": [c for c in p.cells if id(c) not in gone]})
        q._memo = {"complete": complete(p)}  # its own lookups (model_copy shares them), whole as p is
        panels.append(q)
    return replace(spec, panels=panels, excluded=[])


_EXCEPT_WORD = CLAIM_SHAPES.EXCEPT_WORD


def _excepted_also(spec: Spec, got: Judgement) -> Judgement:
    """A comparison said of every place but the ones an exception names ("Q outperforms R on
    every benchmark except Code") says the win does not hold there: where each excepted pair
    wins all the same, strictly, the exception is wrong. Said with "except" only (not "other
    than", "apart from", which may set a case aside without denying it)."""
    if (
        spec.kind != "comparison"
        or spec.quantifier != "all"
        or spec.relation not in (">", "<")
        or not _EXCEPT_WORD.search(spec.text)
        or negated(spec.text)
    ):
        return got
    kept = {id(c) for e in spec.excluded for _, c in select(spec.panels, [e])}
    panels = []
    for p in spec.panels:
        q = p.model_copy(update={"cells": [c for c in p.cells if id(c) in kept]})
        q._memo = {"complete": complete(p)}  # its own lookups (model_copy shares them), whole as p is
        panels.append(q)
    pairs = _pairs(replace(spec, panels=panels, excluded=[]))
    if not pairs:
        return got
    wins = [(a, b) for a, b in pairs if (a[1].value > b[1].value if spec.relation == ">" else a[1].value < b[1].value)]
    if len(wins) != len(pairs):
        return got
    a, b = wins[0]
    sign = ">" if spec.relation == ">" else "<"
    return Judgement("contradicted", f"it holds at the exception too: {label(*a)} {sign} {label(*b)}", [a, b])


def _diagonal_part(spec: Spec, on: bool) -> Spec:
    """The spec over its panels' cells off the diagonal (row and column the same tick), or
    on it when `on`."""
    panels = []
    for p in spec.panels:
        q = p.model_copy(update={"cells": [c for c in p.cells if (tick_key(c.row) == tick_key(c.col)) == on]})
        q._memo = {"complete": complete(p)}  # its own lookups (model_copy shares them), whole as p is
        panels.append(q)
    return replace(spec, panels=panels, off_diagonal=False, on_diagonal=False)


def _leaders_per_group(spec: Spec) -> Judgement:
    """'"Finance" and "Legal" have the lowest weights for both blends': in each series the
    names are the lowest (highest): contradicted when a cell it does not name is strictly
    beyond one it names (a tie at the edge is no proof either way)."""
    p = spec.panels[0]
    if len(spec.panels) != 1 or not complete(p):
        return unverifiable("the grid is not given in full, so the order is not known")
    high = spec.stat == "max"
    word = "highest" if high else "lowest"
    groups: dict[object, list[Cell]] = {}
    for c in p.cells:
        groups.setdefault(tick_key(c.row), []).append(c)
    if len(groups) < 2 or (spec.out_of is not None and spec.out_of != len(groups)):
        return unverifiable("the groups it counts are not the series given")
    names = [t.tick for t in spec.location]
    shown: list[str] = []
    for cells in groups.values():
        keys = [tick_key(c.col) for c in cells]
        mine = [c for c in cells if any(same_tick(c.col, t) for t in names)]
        others = [c for c in cells if c not in mine]
        if len(set(keys)) != len(keys) or len(mine) != len(names) or not others:
            return unverifiable("a series does not give one value for each it names")
        edge = min(mine, key=lambda c: c.value) if high else max(mine, key=lambda c: c.value)
        past = max(others, key=lambda c: c.value) if high else min(others, key=lambda c: c.value)
        if (past.value > edge.value + 1e-9) if high else (past.value < edge.value - 1e-9):
            return Judgement(
                "contradicted",
                f"{label(p, past)} is {'higher' if high else 'lower'} than {label(p, edge)}",
                [(p, past), (p, edge)],
            )
        shown.append(", ".join(label(p, c) for c in mine))
    return Judgement("supported", f"the {len(names)} {word} of each series: " + "; ".join(shown))


def _order(spec: Spec) -> Judgement:
    """ "Sable and Umber lead on Arith" (the top k are those named), "Rook is second best on
    Logic" (its place in the order): over the cells the slice picks, one per tick named."""
    axis = spec.location[0].axis
    word = "highest" if spec.stat == "max" else "lowest"
    if len(spec.panels) != 1:
        return unverifiable("it could be about more than one panel")
    p = spec.panels[0]
    if not complete(p):
        return unverifiable("the grid is not given in full, so the order is not known")
    cells = [c for _, c in select([p], spec.slice)]
    keys = [tick_key(key_of(c, axis)) for c in cells]
    if not cells or len(set(keys)) != len(keys):
        return unverifiable("the place it names does not pick one value per item")
    ordered = sorted(cells, key=lambda c: c.value, reverse=spec.stat == "max")
    n = spec.points or 0
    if spec.relation == "rank" and 0 < n < len(ordered):
        tied = _rank_outside_tie(spec, p, cells, ordered, axis, n, word)
        if tied is not None:
            return tied
    if not 0 < n < len(ordered) or abs(ordered[n - 1].value - ordered[n].value) <= 1e-9:
        return unverifiable("a tie at the place it names")
    shown = ", ".join(label(p, c) for c in ordered[: n + 1])
    if spec.relation == "rank":
        mine = [c for c in cells if same_tick(key_of(c, axis), spec.location[0].tick)]
        if not mine:
            return unverifiable("the cell it names is not given")
        place = ordered.index(mine[0]) + 1
        if any(abs(c.value - mine[0].value) <= 1e-9 for c in ordered if c is not mine[0]):
            return unverifiable("a tie at the place it names")
        if place != n:
            return Judgement(
                "contradicted",
                f"{label(p, mine[0])} is number {place} from the {word}: {shown}",
                [(p, mine[0])],
                absent=place < n,  # (one not read may stand above it)
            )
        return Judgement("supported", f"{label(p, mine[0])} is number {place} from the {word}")
    top = ordered[:n]
    named = [t.tick for t in spec.location]
    outside = [c for c in top if not any(same_tick(key_of(c, axis), t) for t in named)]
    if outside:
        left = [c for c in cells if any(same_tick(key_of(c, axis), t) for t in named) and c not in top]
        tops = ", ".join(label(p, c) for c in top)
        return Judgement(
            "contradicted",
            f"{label(p, left[0]) if left else 'one it names'} is not among the {n} {word} ({tops})",
            [(p, c) for c in top + left[:1]],
        )
    return Judgement("supported", f"the {n} {word}: {shown}")


def _rank_outside_tie(
    spec: Spec, p: Panel, cells: list[Cell], ordered: list[Cell], axis: str, n: int, word: str
) -> Judgement | None:
    """ "Flow cytometry is the second largest share" where it ties another for fourth: the
    places its value could hold, however ties are broken, leave out the one said; None when
    they hold it (a tie there, or no tie: _order judges)."""
    mine = [c for c in cells if same_tick(key_of(c, axis), spec.location[0].tick)]
    if len(mine) != 1:
        return None
    value = mine[0].value
    ahead = [c for c in ordered if (c.value > value + 1e-9 if spec.stat == "max" else c.value < value - 1e-9)]
    level = [c for c in ordered if abs(c.value - value) <= 1e-9]
    first, last = len(ahead) + 1, len(ahead) + len(level)
    if len(level) < 2 or first <= n <= last:
        return None
    shown = ", ".join(label(p, c) for c in ordered[: max(n, last)])
    return Judgement(
        "contradicted",
        f"{label(p, mine[0])} is number {first} to {last} from the {word} (a tie): {shown}",
        [(p, mine[0])],
        absent=last < n,  # (one not read may stand above it)
    )


def _point_values(panel: Panel, measure: str) -> dict[object, tuple[float, Cell]] | None:
    """Each labelled point's number under a measure (Spec.measures), by its name."""
    out: dict[object, tuple[float, Cell]] = {}
    for c in panel.cells:
        if measure == POINT_X:
            if not isinstance(c.col, (int, float)):
                return None
            out[tick_key(c.row)] = (float(c.col), c)
        elif measure == POINT_VALUE or tick_key(c.col) == tick_key(measure):
            out[tick_key(c.row)] = (float(c.value), c)
    return out


def _points_extremes(spec: Spec) -> Judgement:
    """ "The point with the highest cost also has the lowest accuracy": the point at the
    first measure's end (one point, no tie) is at the second's (a tie there holds)."""
    (panel,) = spec.panels
    first, second = (_point_values(panel, m) for m in spec.measures)
    if not first or not second or set(first) != set(second) or len(first) < 3:
        return unverifiable("the points do not all give both measures")
    pick = max if spec.first_stat == "max" else min
    end = pick(v for v, _ in first.values())
    at = [k for k, (v, _) in first.items() if v == end]
    if len(at) != 1:
        return unverifiable("two points share the end of the first measure")
    best = (max if spec.stat == "max" else min)(v for v, _ in second.values())
    word = "highest" if spec.stat == "max" else "lowest"
    point, (got, cell) = at[0], second[at[0]]
    rival = next(c for v, c in second.values() if v == best)
    if got == best:
        return Judgement(
            "supported", f"{label(panel, first[point][1])}: its {word} is {label(panel, cell)}", [(panel, cell)]
        )
    return Judgement(
        "contradicted",
        f"the point picked is {label(panel, cell)}, but the {word} is {label(panel, rival)}",
        [(panel, cell), (panel, rival)],
    )


def _point_rank(spec: Spec) -> Judgement:
    """ "Tallinn has the second-highest income": the named point is number spec.points from
    that end of the measure among the listed points. As many listed points beyond it as the
    place said, or more, prove it wrong, whatever points the write-up leaves out; fewer, it
    holds of the listed points only when no tie blurs its place."""
    (panel,) = spec.panels
    values = _point_values(panel, spec.measures[0])
    (name,) = spec.location
    n = spec.points or 0
    if not values or len(values) <= n or tick_key(name.tick) not in values:
        return unverifiable("the point it names is not given with that measure")
    high = spec.stat == "max"
    got, cell = values[tick_key(name.tick)]
    word = "highest" if high else "lowest"
    beyond = sorted(
        ((v, c) for v, c in values.values() if (v > got if high else v < got)), key=lambda vc: vc[0], reverse=high
    )
    shown = ", ".join(label(panel, c) for _, c in beyond[:n])
    if len(beyond) >= n:
        return Judgement(
            "contradicted",
            f"{label(panel, cell)} is number {len(beyond) + 1} from the {word} of the listed points, after {shown}",
            [(panel, cell), *((panel, c) for _, c in beyond[:n])],
        )
    if len(beyond) == n - 1 and not any(v == got for v, c in values.values() if c is not cell):
        return Judgement("supported", f"{label(panel, cell)} is number {n} from the {word} of the listed points")
    return unverifiable(
        f"{label(panel, cell)} is not number {n} from the {word} of the listed points, "
        "but one left out may stand before it"
    )


def _point_end(spec: Spec, tol: Tolerances) -> Judgement:
    """ "Kite has the longest flight time": the named point (spec.location, its row) is at
    the end of the measure (spec.measures[0]: its x or its value) among the listed points. A
    listed point beyond it proves the claim wrong, whatever points the write-up leaves out;
    a tie at the end holds."""
    (panel,) = spec.panels
    values = _point_values(panel, spec.measures[0])
    (name,) = spec.location
    if not values or len(values) < 3 or tick_key(name.tick) not in values:
        return unverifiable("the point it names is not given with that measure")
    high = spec.stat == "max"
    best = (max if high else min)(v for v, _ in values.values())
    got, cell = values[tick_key(name.tick)]
    word = "highest" if high else "lowest"
    if spec.value is not None and abs(got - spec.value.value) > tolerance(spec.value, spec.approx, tol):
        # ("Swift has the shortest flight time, 31 minutes" over Swift's 28): which of the two
        # the sentence gets wrong, its value or its point, is not told apart here
        return unverifiable(f"{label(panel, cell)}: the value said, {spec.value.raw.strip()}, is not its own")
    if got == best:
        return Judgement("supported", f"{label(panel, cell)}: the {word} of the listed points", [(panel, cell)])
    rival = next(c for v, c in values.values() if v == best)
    if spec.measures[0] == POINT_X:
        axis = panel.x.label if panel.x is not None and panel.x.label else "x"
        said = (
            f"{cell.row} is at {axis} {_fmt(cell.col)}, "
            f"but the {word} of the listed points is {rival.row} at {_fmt(rival.col)}"
        )
    else:
        said = f"{label(panel, cell)}, but the {word} of the listed points is {label(panel, rival)}"
    return Judgement(
        "contradicted",
        said,
        [(panel, cell), (panel, rival)],
    )


def _stack_total(spec: Spec) -> Judgement:
    """ "Country B has the largest total generation" (one stack) or "the two farms with the
    largest total harvest are A and B" (spec.points stacks): over the sums of each stack's
    segments (x ticks, every series given at each), the named are those at that end; a tie
    at the edge of those named is not judged."""
    (p,) = spec.panels
    if not complete(p):
        return unverifiable("the stacks are not given in full, so their sums are not known")
    sums: dict[object, float] = {}
    ticks: dict[object, Tick | None] = {}
    for c in p.cells:
        sums[tick_key(c.col)] = sums.get(tick_key(c.col), 0.0) + c.value
        ticks[tick_key(c.col)] = c.col
    n = spec.points or 1
    named = [tick_key(t.tick) for t in spec.location]
    if len(sums) <= n or any(k not in sums for k in named) or len(set(named)) != n:
        return unverifiable("the stacks it names are not given")
    high = spec.stat == "max"
    ordered = sorted(sums, key=lambda k: sums[k], reverse=high)
    word = "largest" if high else "smallest"
    if spec.rank is not None:
        return _stack_rank(spec, p, sums, ticks, ordered, word)
    shown = ", ".join(f"{ticks[k]} {_fmt(sums[k])}" for k in ordered[: n + 1])
    if abs(sums[ordered[n - 1]] - sums[ordered[n]]) <= 1e-9:
        return unverifiable(f"a tie among the totals at the edge of the {n} {word}: {shown}")
    top = set(ordered[:n])
    wrong = [k for k in named if k not in top]
    cells = [(p, c) for c in p.cells if tick_key(c.col) in set(named) | top]
    if wrong:
        return Judgement(
            "contradicted",
            f"the stack of {ticks[wrong[0]]} sums to {_fmt(sums[wrong[0]])}, not among the {n} {word} totals ({shown})",
            cells,
        )
    return Judgement("supported", f"the {n} {word} totals: {shown}", cells)


def _stack_rank(
    spec: Spec, p: Panel, sums: dict[object, float], ticks: dict[object, Tick | None], ordered: list[object], word: str
) -> Judgement:
    """ "Canal Side has the second-highest total": the one stack named is at that place among
    the sums counted from that end (a tie with a neighbour there is not judged)."""
    n = spec.rank or 1
    named = tick_key(spec.location[0].tick)
    if len(ordered) < n or named not in sums:
        return unverifiable("the stacks it names are not given")
    at = ordered.index(named)
    above = [sums[k] for k in ordered[: max(n, at + 1)]]
    if any(abs(sums[named] - sums[k]) <= 1e-9 for k in ordered if k != named) or len(
        {round(v, 9) for v in above}
    ) != len(above):
        return unverifiable("a tie among the totals up to that place")
    shown = ", ".join(f"{ticks[k]} {_fmt(sums[k])}" for k in ordered[: max(n, at + 1)])
    cells = [(p, c) for c in p.cells if tick_key(c.col) == named]
    if at + 1 == n:
        return Judgement("supported", f"number {n} of the {word} totals: {shown}", cells)
    return Judgement("contradicted", f"its total is number {at + 1} from the {word}, not {n}: {shown}", cells)


def _point_leaders(spec: Spec) -> Judgement:
    """ "The two priciest huts are Hochalm and Edelweiss": no listed point it leaves out is
    beyond one it names on the measure (spec.measures[0]); a point left out that is proves
    it wrong, whatever points the write-up does not list."""
    (panel,) = spec.panels
    values = _point_values(panel, spec.measures[0])
    keys = [tick_key(c.tick) for c in spec.location]
    if not values or any(k not in values for k in keys) or len(values) <= len(keys):
        return unverifiable("a point it names is not given with that measure")
    high = spec.stat == "max"
    named = [values[k] for k in keys]
    edge = min(v for v, _ in named) if high else max(v for v, _ in named)
    beyond = [(v, c) for k, (v, c) in values.items() if k not in keys and (v > edge if high else v < edge)]
    word = "highest" if high else "lowest"
    if beyond:
        far, rival = (max if high else min)(beyond, key=lambda vc: vc[0])
        weakest = next(c for v, c in named if v == edge)
        what = (panel.x.label if panel.x is not None else None) if spec.measures[0] == POINT_X else None
        what = what or (panel.y.label if panel.y is not None and spec.measures[0] != POINT_X else None) or "its measure"
        return Judgement(
            "contradicted",
            f"{rival.row} ({far:g}) is {'above' if high else 'below'} {weakest.row} "
            f"({edge:g}) on {what}: the {len(keys)} {word} are not those named",
            [(panel, rival), (panel, weakest)],
        )
    return Judgement("supported", f"no other listed point is beyond those named ({len(keys)} {word})")


def _leader_cells(spec: Spec) -> Judgement:
    """ "The two best settings are 256/32 and 512/16": the cells named (spec.location, a row
    and a column each) are the spec.points highest (lowest) of the panel; a tie at the
    edge lets either in."""
    (panel,) = spec.panels
    at = {(tick_key(c.row), tick_key(c.col)): c for c in panel.cells}
    locs = spec.location
    named = [at.get((tick_key(r.tick), tick_key(c.tick))) for r, c in zip(locs[::2], locs[1::2], strict=True)]
    if any(c is None for c in named) or len(at) != len(panel.cells) or len(at) <= len(named):
        return unverifiable("a cell it names is not given, or a cell is given twice")
    if len({id(c) for c in named}) != len(named):
        return unverifiable("it names one cell twice")  # ("the two lowest are 4/1.0 and 4/1.0")
    pool = panel.cells
    mirrored = all(
        (tick_key(c.col), tick_key(c.row)) in at
        and at[(tick_key(c.col), tick_key(c.row))].value == c.value
        and tick_key(c.row) != tick_key(c.col)
        for c in panel.cells
    )
    if mirrored:
        # the cells off the diagonal of a correlation matrix (its diagonal left out when read):
        # the pairs, each once (its cell above the diagonal)
        order: dict[object, int] = {}
        for c in panel.cells:
            order.setdefault(tick_key(c.row), len(order))
        pool = [c for c in panel.cells if order[tick_key(c.row)] < order.get(tick_key(c.col), -1)]
        upper = {id(c) for c in pool}
        named = [c if id(c) in upper else at[(tick_key(c.col), tick_key(c.row))] for c in named if c is not None]
        if len({id(c) for c in named}) != len(named) or len(pool) <= len(named):
            return unverifiable("it names one pair twice")
    high = spec.stat == "max"
    ranked = sorted(pool, key=lambda c: c.value, reverse=high)
    edge = ranked[len(named) - 1].value  # the k-th value from the top
    outside = [c for c in named if c is not None and (c.value < edge if high else c.value > edge)]
    word = "highest" if high else "lowest"
    top = ", ".join(label(panel, c) for c in ranked[: len(named)])
    if outside:
        cells = [(panel, c) for c in outside] + [(panel, c) for c in ranked[: len(named)]]
        return Judgement("contradicted", f"the {len(named)} {word} are {top}, not {label(panel, outside[0])}", cells)
    return Judgement("supported", f"the {len(named)} {word}: {top}", [(panel, c) for c in named if c is not None])


def _extreme(spec: Spec, tol: Tolerances) -> Judgement:
    if spec.relation == "leaders" and spec.quantifier == "all":
        return _leaders_per_group(spec)
    if spec.relation in ("rank", "leaders"):
        return _order(spec)
    if spec.relation == "leader cells":
        return _leader_cells(spec)
    if spec.relation == "points":
        return _points_extremes(spec)
    if spec.relation == "point end":
        return _point_end(spec, tol)
    if spec.relation == "point rank":
        return _point_rank(spec)
    if spec.relation == "stack total":
        return _stack_total(spec)
    if spec.relation == "point leaders":
        return _point_leaders(spec)
    if spec.relation == "diagonal":
        return _diagonal(spec, tol)
    if spec.relation == "gap":
        return _gap_extreme(spec)
    if spec.relation == "top":
        return _top(spec, tol)
    if spec.relation == "change leader":
        return _change_leader(spec, tol)
    pick = max if spec.stat == "max" else min
    word = "maximum" if spec.stat == "max" else "minimum"
    if spec.rivals:
        across = _across_panels(spec, pick, word, tol)
        if across is not None:
            return across
        if spec.value is None and not spec.location:
            return unverifiable("some panel gives no one cell of what it names")
    if spec.quantifier == "all" and spec.location and spec.value is None and not _lone_cell_groups(spec):
        return _extreme_per_group(spec, pick, word)
    if spec.quantifier == "exactly" and spec.location and spec.count is not None:
        return _extreme_count(spec, pick, word)
    located = {c.axis for c in spec.location} | {c.axis for c in spec.slice}
    rows: set[Tick | None] = set()  # (two rows of each panel tell whether there are several)
    for p in spec.panels:
        rows.update(_rows(p)[0])
    # ("Tuned has the highest score (46.0) of all bars" names the value over the whole panel)
    whole = spec.pooled and spec.value is not None
    if located == {"x"} and len(rows) > 1 and any(_rows(p)[1] for p in spec.panels) and not whole:
        named = _series_by_value(spec, tol)
        if named is None:
            return unverifiable("it names an x value but not which series")  # "Degree 3 is the best"
        spec = named
    groups = [spec.panels] if spec.pooled or len(spec.panels) == 1 else [[p] for p in spec.panels]
    support: list[str] = []
    for panels in groups:
        cells = select(panels, spec.slice)
        if not cells:
            return unverifiable("none of the cells it speaks of is given")
        full = all(complete(p) for p in panels)
        # "of all seven tiers" over seven named points: every point it speaks of is listed
        counted = spec.out_of is not None and all(_lone_rows(p, spec.out_of) for p in panels)
        full = full or counted
        best, tops = _ends(cells, panels, "max" if pick is max else "min")
        if any(not select(panels, place + _rest(spec.slice, place)) for place in tuples(spec.location)):
            # "the maximum, about 5,480, occurs at 16 workers" with no cell at 16 workers
            return unverifiable("the cell it names is not given")
        if spec.value is not None:
            t = tolerance(spec.value, spec.approx, tol)
            said = spec.value.value
            # a cell beyond the stated extreme exists exactly when the extreme itself is beyond it
            beyond = best > said + t if spec.stat == "max" else best < said - t
            if (
                abs(best - said) > t
                and not located
                and len(rows) > 1
                and not any(_grid_rows(p) for p in panels)
                and (row := _row_at_end(cells, pick, said, t))
            ):
                # "The slowest deliveries come in March, at 3.9 days" over orders and delivery
                # days: the value is one series' own extreme, and no series is named
                return unverifiable(f"{format_number(said)} is the {word} of {row}; the claim names no series")
            if abs(best - said) > t and any(one_point_each(p) for p in panels) and _a_coordinate(cells, said, t):
                # "The shortest rower (R3, 176 cm) is also the lightest" over points of height (x)
                # and weight: the number is a point's x, said of the other superlative
                return unverifiable(f"{format_number(said)} is a point's x coordinate, not its value")
            if beyond:
                return Judgement(
                    "contradicted", f"the {word} is {label(*tops[0])}, not {format_number(said)}", tops[:1]
                )
            if abs(best - said) > t:
                if full:
                    return Judgement(
                        "contradicted",
                        f"the {word} is {label(*tops[0])}, not {format_number(said)}",
                        tops[:1],
                        absent=True,
                    )
                return unverifiable(f"the listed cells reach {format_number(best)}; the rest of the grid is not given")
        for place in tuples(spec.location):
            # "for EN-DE the best beam width is 8": the place within the row it is taken over
            at = select(panels, place + _rest(spec.slice, place))
            # A named cell below a listed cell is not the extreme, whatever is unlisted. A
            # place that names one axis only ("at window 2000") needs one extreme among its cells.
            wrong = [pc for pc in at if abs(pc[1].value - best) > 1e-9]
            # (in a single-series chart a category alone is a point; its series alone is not:
            # "Peak at ~14.5 perplexity" names the whole row)
            axes = {c.axis for c in place}
            point = axes == {"x", "y"} or ("x" in axes and all(single_series(p) for p, _ in at))
            # (in a chart of named points, each series one point, a series alone is its point
            # when the claim counts every point as its field: "Finch-XL reaches the highest
            # accuracy of all six models" with six points and Lark-L's higher; "of the Finch
            # family" or "of all four Finch models" is a part of them, which one not known)
            point = point or (axes == {"y"} and counted)
            if wrong and not point and len(wrong) < len(at):
                continue
            if wrong and (point or full):
                return Judgement(
                    "contradicted", f"{label(*wrong[0])}, but the {word} is {label(*tops[0])}", [wrong[0], tops[0]]
                )
        if spec.points and spec.points > 0 and full and len(tops) != spec.points:
            return Judgement(
                "contradicted",
                f"the {word} {format_number(best)} occurs at {len(tops)} cells, not {spec.points}",
                tops,
                absent=len(tops) < spec.points,
            )
        if not full:
            support.append(f"{label(*tops[0])} among the listed cells")
        else:
            support.append(label(*tops[0]) + (f" (and {len(tops) - 1} more)" if len(tops) > 1 else ""))
    verdict: Verdict = "supported" if all("listed" not in s for s in support) else "unverifiable"
    return Judgement(verdict, f"{word}: " + "; ".join(support))


def _change_leader(spec: Spec, tol: Tolerances) -> Judgement:
    """ "Retail shows the largest improvement (50% -> 82%)": the series named, whose first and
    last values are the two it gives, changes (the way they run) by more than any other series
    from its own first value to its own last. Contradicted only when another series changes
    more by both measures, by its amount beyond the rounding and by its share of its start
    (a "largest improvement" may be meant either way)."""
    assert spec.low is not None and spec.high is not None
    (p,) = spec.panels
    (named,) = [c for c in spec.subject if isinstance(c, Coord)]
    ticks = axis_keys(p, "x")
    numbers = numbered_ticks(ticks)
    order = [t for _, t in sorted(zip(numbers, ticks, strict=True), key=lambda nt: nt[0])] if numbers else ticks
    if not numbers and len(order) > 2 and not all(isinstance(t, str) and month_spellings(t) for t in order):
        # (days, months and quarters run in the order they are listed)
        return unverifiable("its x ticks are names, in no order a run from first to last follows")
    pos = {tick_key(t): i for i, t in enumerate(order)}
    runs: dict[object, list[Cell]] = {}
    for c in p.cells:
        if tick_key(c.col) in pos:
            runs.setdefault(tick_key(c.row), []).append(c)
    runs = {k: sorted(r, key=lambda c: pos[tick_key(c.col)]) for k, r in runs.items() if len(r) >= 2}
    mine = runs.get(tick_key(named.tick))
    if mine is None or len(runs) < 2:
        return unverifiable("the series it names has no run of two or more values")
    t_low, t_high = tolerance(spec.low, spec.low.approx, tol), tolerance(spec.high, spec.high.approx, tol)
    if abs(mine[0].value - spec.low.value) > t_low or abs(mine[-1].value - spec.high.value) > t_high:
        return unverifiable(
            f"the values it gives are not its first and last, {label(p, mine[0])} … {label(p, mine[-1])}"
        )
    sign = 1.0 if spec.rising else -1.0

    def change(run: list[Cell]) -> float:
        return sign * (run[-1].value - run[0].value)

    def share(run: list[Cell]) -> float:
        return change(run) / abs(run[0].value) if run[0].value else math.inf

    beaten = [
        r
        for k, r in runs.items()
        if r is not mine and change(r) > change(mine) + t_low + t_high and share(r) > share(mine)
    ]
    said = f"{_fmt(mine[0].value)} → {_fmt(mine[-1].value)} ({mine[-1].value - mine[0].value:+g})"
    if beaten:
        top = max(beaten, key=change)
        row = top[0].row
        return Judgement(
            "contradicted",
            f"{named.tick} runs {said}, but {row} runs {_fmt(top[0].value)} → {_fmt(top[-1].value)} "
            f"({top[-1].value - top[0].value:+g}), a larger change",
            [(p, mine[0]), (p, mine[-1]), (p, top[0]), (p, top[-1])],
        )
    if all(change(r) < change(mine) for r in runs.values() if r is not mine):
        return Judgement("supported", f"{named.tick} runs {said}, the largest change of the {len(runs)} series")
    return unverifiable(f"{named.tick} runs {said}; another series changes about as much")


def _grid_rows(panel: Panel) -> bool:
    """Whether the rows of `panel` are places of a grid (a heatmap's, a matrix's), not series:
    it has a colour scale, its rows are its y axis's ticks, or its rows are its columns."""
    if panel.scale is not None:
        return True
    ticks = panel.y.ticks if panel.y is not None else []
    if ticks and any(c.row in ticks for c in panel.cells[:1]):
        return True
    rows, cols = {c.row for c in panel.cells}, {c.col for c in panel.cells}
    return len(rows) > 1 and rows == cols


def _row_at_end(cells: list[tuple[Panel, Cell]], pick: Callable[..., float], said: float, t: float) -> str | None:
    """The first row whose own extreme (`pick`) is the value said, within `t`; None when no row's is."""
    ends: dict[Tick | None, float] = {}
    for _, c in cells:
        ends[c.row] = c.value if c.row not in ends else pick(ends[c.row], c.value)
    return next((str(r) for r, v in ends.items() if r is not None and abs(v - said) <= t), None)


def _series_by_value(spec: Spec, tol: Tolerances) -> Spec | None:
    """ "Algebra shows the highest saturation (87.5%)" over the series Saturated and Not
    saturated: the one series whose cell at the place named is the value said (87.5, not
    12.5) is the one it speaks of; None when no value is said, or not one cell is it."""
    if spec.value is None or len(spec.panels) != 1:
        return None
    t = tolerance(spec.value, spec.approx, tol)
    at = [c for p, c in select(spec.panels, spec.location + spec.slice) if abs(c.value - spec.value.value) <= t]
    if len(at) != 1 or at[0].row is None:
        return None
    return replace(spec, slice=[*spec.slice, Coord("y", at[0].row, spec.start, spec.start)])


def _top(spec: Spec, tol: Tolerances) -> Judgement:
    """ "the two highest values (11, 17)": the n values it gives are the n highest (lowest)
    of the cells it speaks of; contradicted when a cell it does not give is beyond the
    least of them (12 elsewhere exceeds 11)."""
    p = spec.panels[0]
    if not complete(p) or spec.off_diagonal or spec.on_diagonal:
        return unverifiable("the grid is not given in full, or a part of it is meant")
    high = spec.stat == "max"
    cells = sorted(select([p], spec.slice), key=lambda pc: pc[1].value, reverse=high)
    n = len(spec.stated)
    if len(cells) <= n:
        return unverifiable("there are no more cells than the values it gives")
    left = list(cells)
    for v in spec.stated:
        t = tolerance(v, spec.approx, tol)
        match = next((pc for pc in left if abs(pc[1].value - v.value) <= t), None)
        if match is not None:
            left.remove(match)
    edge = min(v.value for v in spec.stated) if high else max(v.value for v in spec.stated)
    slack = max(tolerance(v, spec.approx, tol) for v in spec.stated)
    beyond = [pc for pc in left if (pc[1].value > edge + slack if high else pc[1].value < edge - slack)]
    if len(left) == len(cells) - n and beyond:
        word = "higher" if high else "lower"
        return Judgement(
            "contradicted", f"{label(*beyond[0])} is {word} than the stated {format_number(edge)}", beyond[:1]
        )
    if len(left) != len(cells) - n:
        return unverifiable("a value it gives is no cell")
    return Judgement("supported", "the values it gives are the " + ", ".join(label(*pc) for pc in cells[:n]))


def _rest(slice_: list[Coord], place: list[Coord]) -> list[Coord]:
    """The coordinates of the slice on the axes a place leaves open."""
    return [c for c in slice_ if all(c.axis != d.axis for d in place)]


def _diagonal(spec: Spec, tol: Tolerances) -> Judgement:
    """ "Strong diagonal dominance": in each row of a square grid whose rows and columns are
    the same labels (a confusion matrix), the cell on the diagonal is the largest. A row whose
    diagonal cell is below another of its cells breaks it ("most": more than half do)."""
    p = spec.panels[0]
    rows = {tick_key(c.row) for c in p.cells}
    cols = {tick_key(c.col) for c in p.cells}
    if len(rows) < 2 or rows != cols or not complete(p):
        return unverifiable("the grid is not a square of the same labels on both axes, given in full")
    by_row: dict[object, list[Cell]] = {}
    for c in select([p], spec.slice) if spec.slice else ((p, c) for c in p.cells):
        by_row.setdefault(tick_key(c[1].row), []).append(c[1])
    broken: list[tuple[Cell, Cell]] = []
    for cells in by_row.values():
        diag = [c for c in cells if tick_key(c.col) == tick_key(c.row)]
        top = max(cells, key=lambda c: c.value)
        if len(diag) == 1 and top.value > diag[0].value:
            broken.append((diag[0], top))
    allowed = len(by_row) * (1 - tol.majority) if spec.quantifier == "most" else 0
    if broken and spec.quantifier is None and len(broken) * 2 <= len(by_row):
        # "The matrix shows strong diagonal dominance" with one row of four confused: said of
        # the matrix as a whole, it is not proved false by a minority of rows
        d, t = broken[0]
        return unverifiable(
            f"{len(broken)} of {len(by_row)} rows hold a larger cell than the diagonal's "
            f"({label(p, d)}, {label(p, t)}), and the claim says not whether every row must"
        )
    if len(broken) > allowed:
        d, t = broken[0]
        more = f" ({len(broken)} of {len(by_row)} rows)" if len(broken) > 1 else ""
        return Judgement(
            "contradicted", f"{label(p, d)} on the diagonal, but {label(p, t)} in its row{more}", [(p, d), (p, t)]
        )
    return Judgement(
        "supported", f"the diagonal holds the largest cell of {len(by_row) - len(broken)} of {len(by_row)} rows"
    )


# "The gap between F1 and BLEU is largest at k=20": judged on the per-place differences
def _gap_extreme(spec: Spec) -> Judgement:
    """The verdict on a gap extreme: spec.subject holds the two sides (ticks of one axis),
    spec.location the place (a tick of the other). Every place of the panel must give both
    sides, or the widest gap may lie where a cell is missing."""
    a, b = spec.subject
    assert isinstance(a, Coord) and isinstance(b, Coord)
    if len(spec.location) > 1:
        return _gaps_at_top(spec, a, b)
    place = spec.location[0]
    having = [p for p in spec.panels if select([p], [a]) and select([p], [b])]
    if len(having) != 1:
        return unverifiable("the two series it compares are not both given in one panel")
    sides = [{tick_key(key_of(c, place.axis)): (p, c) for p, c in select(having, [s])} for s in (a, b)]
    ax = having[0].x if place.axis == "x" else having[0].y
    places = set(sides[0]) | set(sides[1]) | {tick_key(t) for t in (ax.ticks if ax is not None else [])}
    if any(k not in sides[0] or k not in sides[1] for k in places) or len(places) < 2:
        return unverifiable("a place lacks a cell of one of the two series")
    gaps = {k: abs(sides[0][k][1].value - sides[1][k][1].value) for k in places}
    at = next((k for k in places if same_tick(k, place.tick)), None)
    if at is None:
        return unverifiable("the place it names is not given")
    widest = spec.stat == "max"
    best = max(gaps, key=lambda k: gaps[k]) if widest else min(gaps, key=lambda k: gaps[k])
    said = gaps[at]
    if (said < gaps[best] - 1e-9) if widest else (said > gaps[best] + 1e-9):
        cells: list[PC] = [sides[0][at], sides[1][at], sides[0][best], sides[1][best]]
        word = "widest" if widest else "narrowest"
        return Judgement(
            "contradicted",
            f"the gap is {format_number(round(said, 10))} there ({label(*cells[0])}, {label(*cells[1])}), "
            f"and {word} at {_fmt(key_of(sides[0][best][1], place.axis))}: "
            f"{format_number(round(gaps[best], 10))} ({label(*cells[2])}, {label(*cells[3])})",
            cells,
        )
    return Judgement("supported", f"the gap there is {format_number(round(said, 10))}", [sides[0][at], sides[1][at]])


def _gaps_at_top(spec: Spec, a: Coord, b: Coord) -> Judgement:
    """ "The gap between Large and Small is biggest for Avon and Brook": the places named hold
    the widest (narrowest) gaps, none narrower than one at a place not named."""
    axis = spec.location[0].axis
    having = [p for p in spec.panels if select([p], [a]) and select([p], [b])]
    if len(having) != 1:
        return unverifiable("the two series it compares are not both given in one panel")
    sides = [{tick_key(key_of(c, axis)): (p, c) for p, c in select(having, [s])} for s in (a, b)]
    ax = having[0].x if axis == "x" else having[0].y
    places = set(sides[0]) | set(sides[1]) | {tick_key(t) for t in (ax.ticks if ax is not None else [])}
    if any(k not in sides[0] or k not in sides[1] for k in places):
        return unverifiable("a place lacks a cell of one of the two series")
    named = [next((k for k in places if same_tick(k, c.tick)), None) for c in spec.location]
    if any(k is None for k in named) or len(places) <= len(named):
        return unverifiable("a place it names is not given, or it names them all")
    gaps = {k: abs(sides[0][k][1].value - sides[1][k][1].value) for k in places}
    sign = 1.0 if spec.stat == "max" else -1.0  # (the narrowest: the same on negated gaps)
    weakest = min((k for k in named if k is not None), key=lambda k: sign * gaps[k])
    rival = max((k for k in places if k not in named), key=lambda k: sign * gaps[k])
    if sign * gaps[weakest] < sign * gaps[rival] - 1e-9:
        cells: list[PC] = [sides[0][weakest], sides[1][weakest], sides[0][rival], sides[1][rival]]
        return Judgement(
            "contradicted",
            f"the gap at {_fmt(key_of(cells[0][1], axis))} is {format_number(round(gaps[weakest], 10))} "
            f"({label(*cells[0])}, {label(*cells[1])}), and at {_fmt(key_of(cells[2][1], axis))}, not named, "
            f"{format_number(round(gaps[rival], 10))} ({label(*cells[2])}, {label(*cells[3])})",
            cells,
        )
    return Judgement(
        "supported", f"the {len(named)} places named have the {'widest' if sign > 0 else 'narrowest'} gaps"
    )


def _across_panels(spec: Spec, pick: Callable[..., float], word: str, tol: Tolerances) -> Judgement | None:
    """ "Model-L has the highest "Wrong" (42.9%)" over a pie per model: the panel it opens on
    holds the extreme of the one cell each panel gives on its slice; None when some panel
    gives no such one cell, or the value said is not that panel's (the panel's own reading
    judges it)."""
    mine = select(spec.panels, spec.slice)
    rivals = [select([q], spec.slice) for q in spec.rivals]
    if len(mine) != 1 or any(len(r) != 1 for r in rivals):
        return None
    if spec.value is not None and abs(mine[0][1].value - spec.value.value) > tolerance(spec.value, spec.approx, tol):
        return None
    best = pick(pc[1].value for pc in [mine[0], *(r[0] for r in rivals)])
    if abs(mine[0][1].value - best) > 1e-9:
        top = next(r[0] for r in rivals if abs(r[0][1].value - best) <= 1e-9)
        return Judgement("contradicted", f"{label(*mine[0])}, but the {word} is {label(*top)}", [mine[0], top])
    return Judgement("supported", f"the {word} over {len(rivals) + 1} panels: {label(*mine[0])}", [mine[0]])


def _lone_rows(panel: Panel, count: int) -> bool:
    """Whether `panel` is `count` series of one cell each (a scatter of named points)."""
    groups = _groups(panel, "y").cells
    return len(groups) == count and all(len(g) == 1 for g in groups)


def _lone_cell_groups(spec: Spec) -> bool:
    """Whether every group the claim's place would be compared within holds one cell (a
    scatter's points, each at its own x): "Finch-XL reaches the highest accuracy of all six
    models" then compares the points, never each point with itself."""
    other = "y" if spec.location[0].axis == "x" else "x"
    return all(len(g) == 1 for p in spec.panels for g in _groups(p, other).cells)


def _extreme_per_group(spec: Spec, pick: Callable[..., float], word: str) -> Judgement:
    axis = spec.location[0].axis
    other = "y" if axis == "x" else "x"
    only = [c.tick for c in spec.slice if c.axis == other]  # "on MMLU, GSM8K and ARC-C"
    if spec.out_of is not None and not only:
        # "on all three scores": as many groups as it counts, or which it means is not known
        given = {(id(p), tick_key(c.col if other == "x" else c.row)) for p in spec.panels for c in p.cells}
        if len(given) != spec.out_of:
            return unverifiable(f"it counts {spec.out_of} groups, and {len(given)} are given")
    checked = 0
    alone = len(spec.location) == 1 and not _SHARED_TOP.search(_rest_of_sentence(spec))
    for p in spec.panels:
        if not only and len(spec.panels) > 1 and _one_group(p, other):
            # a pie per panel ("Wrong is the largest slice in all charts"): the panel is the group
            best, top = _panel_top(p, pick)
            mine = [p.cells[i] for loc in spec.location for i in _keys(p, axis).members(loc.tick)]
            if mine:
                checked += 1
                if (missed := _off_top(p, mine, best, top, word)) is not None:
                    return missed
            continue
        groups = _groups(p, other)
        places = _keys(p, axis)
        # the groups that hold a cell at a place named, in the order of the axis, each with
        # those cells in order: from the index of the places, not a pass over every group
        mine_in: dict[int, list[int]] = {}
        for i in sorted(frozenset().union(*(places.members(loc.tick) for loc in spec.location))):
            for g in groups.of_cell[i]:
                mine_in.setdefault(g, []).append(i)
        for g in sorted(mine_in):
            if only and not any(same_tick(groups.keys[g], t) for t in only):
                continue
            best, top, reached = _group_top(p, other, pick, g)
            mine = [p.cells[i] for i in mine_in[g]]
            checked += 1
            if (missed := _off_top(p, mine, best, top, word)) is not None:
                return missed
            if alone and reached > 1 and len(mine) == 1:
                # "Tern consistently has the lowest loss across all layers", Rook level with
                # it at layer 1 (both read "~6.5"): the lowest there, alone or shared; two
                # readings alike prove neither, so the claim is not judged
                rival = next(
                    p.cells[i]
                    for i in groups.cells[g]
                    if p.cells[i] is not mine[0] and abs(p.cells[i].value - best) <= 1e-9
                )
                return unverifiable(
                    f"{label(p, mine[0])} ties {label(p, rival)} for the {word}: whether it is the {word} alone "
                    "is not stated"
                )
    if not checked:
        return unverifiable("none of the cells it speaks of is given")
    return Judgement("supported", f"the {word} of each of {checked} groups is at the place it names")


def _rest_of_sentence(spec: Spec) -> str:
    """The claim's words and the rest of its sentence: "…, though Rook ties it at depth 1"
    after "Tern has the lowest delay at every depth" says the extreme is shared there."""
    return FULL_STOP.split(strip_md(spec.line.raw[spec.start :]), maxsplit=1)[0]


# "one of the highest", "among the lowest", "tied for the best", "joint highest": a shared extreme
_SHARED_TOP = CLAIM_SHAPES.SHARED_TOP


def _off_top(p: Panel, mine: list[Cell], best: float, top: Cell, word: str) -> Judgement | None:
    """Contradicted when none of the cells at the named place holds the group's extreme."""
    if all(abs(c.value - best) > 1e-9 for c in mine):
        return Judgement(
            "contradicted", f"{label(p, mine[0])}, but the {word} there is {label(p, top)}", [(p, mine[0]), (p, top)]
        )
    return None


@dataclass(slots=True)
class _Groups:
    """The groups of a panel's cells along one axis: each key of the axis (axis_keys) and the
    indices of the cells on it; and for each cell, the groups it is in."""

    keys: list[Tick]
    cells: list[tuple[int, ...]]
    of_cell: list[list[int]]


def _one_group(panel: Panel, axis: str) -> bool:
    """Whether no cell of the panel has a key on `axis` (one slice per label of a pie, one
    bar per tick of a single series): the panel is one group."""
    return bool(panel.cells) and not axis_keys(panel, axis)


def _panel_top(panel: Panel, pick: Callable[..., float]) -> tuple[float, Cell]:
    """The extreme by `pick` of a panel's cells and the first cell that reaches it."""
    best = pick(c.value for c in panel.cells)
    return best, next(c for c in panel.cells if abs(c.value - best) <= 1e-9)


def _groups(panel: Panel, axis: str) -> _Groups:
    """The groups of `panel` along `axis` (once per panel and axis)."""
    cached = panel._memo.get("groups " + axis)
    if cached is None:
        keys = axis_keys(panel, axis)
        index = _keys(panel, axis)
        cells = [index.at(k) for k in keys]
        of_cell: list[list[int]] = [[] for _ in panel.cells]
        for g, members in enumerate(cells):
            for i in members:
                of_cell[i].append(g)
        cached = panel._memo["groups " + axis] = _Groups(keys, cells, of_cell)
    return cached


def _group_top(panel: Panel, axis: str, pick: Callable[..., float], g: int) -> tuple[float, Cell, int]:
    """The extreme by `pick` of group `g` of `panel` along `axis` (a group of cells, never
    empty), the first cell that reaches it and how many do; once per group and pick: a
    claim on each of n series asks of the same groups n times."""
    tops: dict[tuple[str, str, int], tuple[float, Cell, int]] = panel._memo.setdefault("group tops", {})
    key = (axis, pick.__name__, g)
    if key not in tops:
        group = [panel.cells[i] for i in _groups(panel, axis).cells[g]]
        best = pick(c.value for c in group)
        at = [c for c in group if abs(c.value - best) <= 1e-9]
        tops[key] = (best, at[0], len(at))
    return tops[key]


def _extreme_count(spec: Spec, pick: Callable[..., float], word: str) -> Judgement:
    """ "GSE achieves the highest speedup in two out of the four datasets": the groups (ticks
    of the other axis) whose extreme is at the place named, counted. A tie for the extreme
    may count either way; the panel must give every group in full."""
    p = spec.panels[0]
    axis = spec.location[0].axis
    other = "y" if axis == "x" else "x"
    if not complete(p):
        return unverifiable("the grid is not given in full, so the groups are not all known")
    groups = [[p.cells[i] for i in _keys(p, other).every(key)] for key in axis_keys(p, other)]
    groups = [g for g in groups if g]
    if spec.out_of is not None and spec.out_of != len(groups):
        return unverifiable(f"it counts {spec.out_of} groups, and {len(groups)} are given")
    won: list[Cell] = []  # the place named holds the extreme (alone, or tied)
    alone = 0
    for group in groups:
        best = pick(c.value for c in group)
        mine = [c for c in group if same_tick(key_of(c, axis), spec.location[0].tick)]
        if not mine:
            return unverifiable("the place it names is not given in every group")
        if abs(mine[0].value - best) <= 1e-9:
            won.append(mine[0])
            alone += sum(abs(c.value - best) <= 1e-9 for c in group) == 1
    n = spec.count or 0
    shown = ", ".join(label(p, c) for c in won) or "none"
    if n < alone or n > len(won):
        return Judgement(
            "contradicted",
            f"the {word} is at the place it names in {len(won)} of {len(groups)} groups, not {n} ({shown})",
            [(p, c) for c in won],
            absent=n > len(won),
        )
    return Judgement("supported", f"the {word} is at the place it names in {len(won)} of {len(groups)} groups")


_LEVEL_SLACK = 0.05  # "plateaus at ~250 beyond 4096": a cell within 5% keeps the level
_FAR_SLACK = 0.15  # a cell more than 15% off a level is far from it (most of a stretch far: no plateau)


def _summed(spec: Spec, tol: Tolerances) -> Judgement:
    """ "A and B together account for 62%", "the four appliances use 250 kWh in total", "the
    five walkers average 8.4": the sum (relation "sum") or mean ("mean") of the named cells
    (spec.location, one each) or of every cell of the one panel, within the rounding of the
    cells and of the number said. A share ("62%") of cells that are no shares is not judged."""
    assert spec.value is not None
    (p,) = spec.panels
    if not complete(p):
        return unverifiable("the panel is not given in full")
    # (the named cells, or one series' cells along the x axis, or every cell)
    cells = select([p], spec.location or spec.slice) if spec.location or spec.slice else [(p, c) for c in p.cells]
    if spec.location and len(cells) != len(spec.location):
        return unverifiable("a part it names is not one cell")
    if spec.count is not None and spec.count != len(cells):
        return unverifiable(f"it speaks of {spec.count} things, and the panel gives {len(cells)}")
    if "%" in spec.value.raw and not (shares(p) or CLAIM_SHAPES.PERCENT_WORDS.search(_own_words(p))):
        return unverifiable("a percentage of cells that are no percentages: a share of their whole")
    n = len(cells)
    added = sum(float(c.value) for _, c in cells)
    got = added / n if spec.relation == "mean" else added
    slack = sum(_cell_unit(c) for _, c in cells) / (n if spec.relation == "mean" else 1)
    said = float(spec.value.value)
    t = tolerance(spec.value, spec.approx, tol) + slack
    shown = " + ".join(format_number(c.value) for _, c in cells)
    what = f"({shown}) / {n} = {round(got, 3):g}" if spec.relation == "mean" else f"{shown} = {got:g}"
    if spec.relation in ("sum>", "sum<"):
        return _sum_bound(spec, cells, got, slack, what)
    if abs(got - said) <= t:
        return Judgement("supported", what, cells)
    if abs(got - said) <= max(abs(said), abs(got)) * 0.02:
        return unverifiable(f"{what}, near the {spec.value.raw.strip()} said")
    # (a sum of every cell rests on there being no others: a line not read may hold one)
    return Judgement("contradicted", f"{what}, not {spec.value.raw.strip()}", cells, absent=not spec.location)


def _sum_bound(spec: Spec, cells: list[tuple[Panel, Cell]], got: float, slack: float, what: str) -> Judgement:
    """ "A and B together account for more than 40%": the sum on the side of the bound said,
    whatever the rounding of its cells (slack); a sum that the rounding could put on either
    side is not judged."""
    assert spec.value is not None
    said = float(spec.value.value)
    lo, hi = got - slack, got + slack
    stated = spec.value.raw.strip()
    if spec.relation == "sum>":
        holds = lo >= said if spec.inclusive else lo > said
        fails = hi < said if spec.inclusive else hi <= said
        word = "at least" if spec.inclusive else "more than"
    else:
        holds = hi <= said if spec.inclusive else hi < said
        fails = lo > said if spec.inclusive else lo >= said
        word = "at most" if spec.inclusive else "less than"
    if holds:
        return Judgement("supported", f"{what}, {word} {stated}", cells)
    if fails:
        return Judgement("contradicted", f"{what}, not {word} {stated}", cells, absent=not spec.location)
    return unverifiable(f"{what}: the rounding of its cells puts it on either side of {stated}")


def _value(spec: Spec, tol: Tolerances) -> Judgement:
    assert spec.value is not None
    if spec.relation in ("sum", "mean", "sum>", "sum<"):
        return _summed(spec, tol)
    at = select(spec.panels, spec.location)
    if len(spec.panels) > 1 and len({id(p) for p, _ in at}) > 1:
        return unverifiable("the value could belong to more than one panel")
    if not at:
        return unverifiable("the cell it names is not given")
    t = tolerance(spec.value, spec.approx, tol)
    if spec.quantifier == "all":
        # "plateaus at 30 for epochs 3–5": the value at every tick of the stretch
        if spec.stretch:  # a level held over a stretch is looser than one cell's value
            t = max(t, abs(spec.value.value) * _LEVEL_SLACK)
        elif len(at) > 1:
            # "plateaus at 30 for epochs 3-5" over 30, 30, 31: a level said of several cells is
            # kept within one unit of its last digit (not 0.61 over 0.61, 0.61, 0.64)
            t = max(t, 10.0 ** -_decimals(spec.value) + 1e-9)
        off = [pc for pc in at if abs(pc[1].value - spec.value.value) > t]
        far = [pc for pc in off if abs(pc[1].value - spec.value.value) > max(t, abs(spec.value.value) * _FAR_SLACK)]
        if spec.stretch and len(at) > len(far) > len(at) / 2:
            # "plateaus at ~250 for sizes >= 4096" over 100, 150, 200, 250, 250: most of the
            # stretch is far from the level (a curve that nears it, 230, 245, 250, is not)
            return Judgement(
                "contradicted",
                f"{len(far)} of the {len(at)} cells of the stretch are far off it: "
                f"{label(*far[0])} … {label(*far[-1])}",
                [far[0], far[-1]],
            )
        if off and spec.stretch and len(off) < len(at):
            # "plateaus at ~250 beyond 4096": a level some cells of the stretch keep
            return unverifiable(f"{len(at) - len(off)} of the {len(at)} cells of the stretch are near it")
        if off and spec.stretch:
            return Judgement(
                "contradicted",
                f"every cell of the stretch is off it: {label(*off[0])} … {label(*off[-1])}",
                [off[0], off[-1]],
            )
        if off:
            return Judgement("contradicted", f"{label(*off[0])}, not {format_number(spec.value.value)}", off[:1])
        return Judgement("supported", f"{len(at)} cells are {format_number(spec.value.value)}", at)
    for pc in at:
        if abs(pc[1].value - spec.value.value) <= t:
            return Judgement("supported", label(*pc), [pc])
    if len(at) > 1:
        return unverifiable("the place it names covers several cells")
    return Judgement("contradicted", f"{label(*at[0])}, not {format_number(spec.value.value)}", at[:1])


def _spread(spec: Spec, tol: Tolerances) -> Judgement:
    """ "within 5 points of one another", "span more than 25 points": the largest of the cells
    named less the smallest, against the bound."""
    assert spec.value is not None
    cells = select(spec.panels, spec.slice) if spec.slice else [(p, c) for p in spec.panels for c in p.cells]
    if len(cells) < 2:
        return unverifiable("fewer than two of the cells it speaks of are given")
    hi = max(cells, key=lambda pc: pc[1].value)
    lo = min(cells, key=lambda pc: pc[1].value)
    size = round(hi[1].value - lo[1].value, 9)
    bound = spec.value.value
    t = tolerance(spec.value, spec.approx, tol)
    span = f"{label(*hi)} less {label(*lo)} is {format_number(size)}"
    ok = {
        "spread<=": size <= bound + t,
        "spread<": size < bound + t,
        "spread>": size > bound - t,
    }[spec.relation or "spread<="]
    if ok:
        return Judgement("supported", span)
    said = {"spread<=": "at most", "spread<": "less than", "spread>": "more than"}[spec.relation or "spread<="]
    return Judgement("contradicted", f"{span}, not {said} {spec.value.raw.strip()}", [hi, lo])


def _range(spec: Spec, tol: Tolerances) -> Judgement:
    if spec.relation is not None and spec.relation.startswith("spread"):
        return _spread(spec, tol)
    assert spec.low is not None and spec.high is not None
    lo, hi = spec.low.value, spec.high.value
    tl, th = tolerance(spec.low, spec.approx, tol), tolerance(spec.high, spec.approx, tol)
    counted = _range_count(spec.text)
    if counted is not None:
        # (as a counted bound: the stated ends are exact unless hedged)
        al, ah = (tl, th) if spec.approx else (0.0, 0.0)
        return _counted_range(spec, counted, lo - al, hi + ah, lo + al, hi - ah)
    # a claim about every cell is judged on each panel's index of its values, not on its cells
    whole = _indexed(spec.panels) if not spec.slice else None
    cells = select(spec.panels, spec.slice) if whole is None else []
    if not cells and not whole:
        return unverifiable("none of the cells it speaks of is given")
    if whole:
        out = _first_beyond(whole, lo - tl, hi + th)
    else:
        out = next(((pc, "below") for pc in cells if pc[1].value < lo - tl), None)
        out = out or next(((pc, "above") for pc in cells if pc[1].value > hi + th), None)
    if out is not None and _said_here(spec, out[0]):
        # "stays between 0.88 and 0.95, with a slight dip to ~0.85 at step 80": the sentence
        # gives that value itself, as the exception to its range; only another cell of the
        # cells it names is proof (over every cell, judged on the index, none is sought: a
        # scan of the cells for each such claim would cost their number each time)
        own = out[0]
        out = next(((pc, "below") for pc in cells if pc[1].value < lo - tl and not _said_here(spec, pc)), None)
        out = out or next(((pc, "above") for pc in cells if pc[1].value > hi + th and not _said_here(spec, pc)), None)
        if out is None:
            return unverifiable(f"{label(*own)} lies beyond it, but the sentence gives that value itself")
    if out is not None:
        pc, side = out
        stated = format_number(lo) if lo == hi else f"{format_number(lo)}–{format_number(hi)}"
        return Judgement("contradicted", f"{label(*pc)} is {side} the stated {stated}", [pc])
    if _axis_extent(spec.panels, lo, hi):
        # "with the cut-off ratio ranging from 0.0 to 0.8" over a y axis ticked 0.0 … 0.8: the
        # axis's span, which the values need not fill (a value beyond it is still proof)
        return unverifiable(f"{format_number(lo)}–{format_number(hi)} is the span of an axis's ticks")
    if whole:
        vmin, vmax = min(ix.lo for _, ix in whole), max(ix.hi for _, ix in whole)
        full = all(complete(p) for p in {id(p): p for p, _ in whole}.values())
    else:
        vmin = min(c.value for _, c in cells)
        vmax = max(c.value for _, c in cells)
        full = all(complete(p) for p in {id(p): p for p, _ in cells}.values())
    # both ends beyond every value ("values range from -1 to 1" of correlations 0.49–0.72):
    # the bounds the values may take, which they keep; one end met and the other not is proof
    # (an end is met closely: "1" meets 0.72 within its digits, not within a tenth of "-1 to 1")
    near = 0.1 * (hi - lo)
    reached = abs(vmin - lo) <= min(tl, near) or abs(vmax - hi) <= min(th, near)
    if spec.strict and full and reached and (abs(vmin - lo) > tl or abs(vmax - hi) > th):
        if whole:
            ends = _at_ends(whole, vmin, vmax)
        else:
            ends = [pc for pc in cells if pc[1].value in (vmin, vmax)]
        return Judgement(
            "contradicted", f"the values run from {format_number(vmin)} to {format_number(vmax)}", ends[:2], absent=True
        )
    if not full:
        return unverifiable(f"the listed cells lie within it ({format_number(vmin)}–{format_number(vmax)})")
    return Judgement("supported", f"values run from {format_number(vmin)} to {format_number(vmax)}")


def _range_count(text: str) -> int | None:
    """The count a range claim opens with ("Three countries emit between 6 and 10 tonnes",
    "Only two of the cities …"; "On Medium, three models score between 60 and 66", after the
    place it opens with): how many things lie in the range, not that every cell does."""
    lead = CLAIM_SHAPES.PLACE_LEAD.match(text)
    hit = CLAIM_SHAPES.COUNTED_NOUN.match(text, lead.end() if lead else 0)
    if hit is None:
        return None
    for w in hit.group(0).split():
        n = int(w) if w.isdigit() and len(w) <= 2 else _COUNT_WORDS.get(w.casefold())
        if n is not None:
            return n
    return None  # ("2023 values …": a year, not a count)


def _counted_range(spec: Spec, n: int, lo: float, hi: float, inner_lo: float, inner_hi: float) -> Judgement:
    """A count of things within a range, judged on a panel of one series given in full, one
    value each: the cells surely within it (inside its tolerance) up to those that may be must
    hold the count. Over several series or panels which cells it counts is not known."""
    panels = [p for p in spec.panels if p.cells]
    cells = select(panels, spec.slice) if spec.slice else [(p, c) for p in panels for c in p.cells]
    if len(panels) != 1 or not complete(panels[0]) or not cells:
        return unverifiable(f"it counts {n} things within a range, and which cells those are is not known")
    if min(len({tick_key(c.row) for _, c in cells}), len({tick_key(c.col) for _, c in cells})) != 1:
        return unverifiable(f"it counts {n} things within a range, and the cells form a grid")
    may = [pc for pc in cells if lo <= pc[1].value <= hi]
    sure = [pc for pc in may if inner_lo <= pc[1].value <= inner_hi]
    shown = f"{len(may)} of {len(cells)} cells lie within it"
    if len(sure) <= n <= len(may):
        return (
            Judgement("supported", shown, may) if len(sure) == len(may) else unverifiable(f"{shown}, some at its ends")
        )
    return Judgement("contradicted", f"{shown}, not {n}", may[:3], absent=True)


def _axis_extent(panels: list[Panel], lo: float, hi: float) -> bool:
    """Whether a stated range is the first to the last numeric tick of an axis of every panel
    it speaks of (the axis's span, not the values')."""

    def spans(axis: Axis | None) -> bool:
        nums = [float(t) for t in axis.ticks if isinstance(t, (int, float))] if axis is not None else []
        return len(nums) >= 2 and min(nums) == lo and max(nums) == hi

    return bool(panels) and lo < hi and all(spans(p.y) or spans(p.x) for p in panels)


def _indexed(panels: list[Panel]) -> list[tuple[Panel, Extremes]] | None:
    """The panels that have cells, in order, each with its index of values (None when a
    panel's values do not order: the cells are then scanned)."""
    out = []
    for p in panels:
        if p.cells:
            ix = extremes(p)
            if ix is None:
                return None
            out.append((p, ix))
    return out


def _said_here(spec: Spec, pc: PC) -> bool:
    """Whether a cell's value is written inside the claim's own words (read from its sentence)."""
    at = pc[1].span
    return at.line == spec.line.number and spec.start <= at.column - 1 < spec.end


def _first_beyond(whole: list[tuple[Panel, Extremes]], low: float, high: float) -> tuple[PC, str] | None:
    """The first cell, in cell order over the panels, below `low`; else the first above `high`."""
    for bound, side in ((low, "below"), (high, "above")):
        for p, ix in whole:
            i = ix.below(bound) if side == "below" else ix.above(bound)
            if i is not None:
                return (p, p.cells[i]), side
    return None


def _at_ends(whole: list[tuple[Panel, Extremes]], vmin: float, vmax: float) -> list[PC]:
    """The first two cells, in cell order over the panels, whose value is `vmin` (the least
    of all) or `vmax` (the greatest)."""
    out: list[PC] = []
    for p, ix in whole:
        start = 0
        while len(out) < 2:
            found = [i for i in (ix.below(vmin, start, True), ix.above(vmax, start, True)) if i is not None]
            if not found:
                break
            start = min(found)
            out.append((p, p.cells[start]))
            start += 1
    return out


def _a_coordinate(cells: list[PC], said: float, t: float) -> bool:
    """Whether a number is the x coordinate of one of the cells (a point's own place)."""
    return any(
        isinstance(c.col, (int, float)) and not isinstance(c.col, bool) and abs(c.col - said) <= t for _, c in cells
    )


def _pairs(spec: Spec) -> list[tuple[PC, PC]]:
    """The cells of the subject and of the other side that describe the same condition."""
    out: list[tuple[PC, PC]] = []
    if spec.subject and isinstance(spec.subject[0], Panel):
        subj = spec.subject[0]
        for o in spec.other:
            assert isinstance(o, Panel)
            index = {(tick_key(c.row), tick_key(c.col)): c for c in o.cells}
            for c in subj.cells:
                d = index.get((tick_key(c.row), tick_key(c.col)))
                if d is not None:
                    out.append(((subj, c), (o, d)))
        if spec.slice:
            # "Dog's recall is higher than its precision": the pairs at the places it names
            ids = {id(c) for _, c in select([subj], list(spec.slice))}
            out = [pq for pq in out if id(pq[0][1]) in ids]
        return out
    s = spec.subject[0]
    assert isinstance(s, Coord)
    other_axis = "y" if s.axis == "x" else "x"
    for o in spec.other:  # (several: "A outperforms both other models")
        assert isinstance(o, Coord)
        for p in spec.panels:
            # the cells on each side's tick, in order, from the panel's index of keys
            mine = {tick_key(key_of(c, other_axis)): c for c in (p.cells[i] for i in _keys(p, s.axis).every(s.tick))}
            for c in (p.cells[i] for i in _keys(p, o.axis).every(o.tick)):
                m = mine.get(tick_key(key_of(c, other_axis)))
                if m is not None:
                    out.append(((p, m), (p, c)))
    if spec.slice:
        keep = select(spec.panels, [c for c in spec.slice if c.axis == other_axis])
        ids = {id(c) for _, c in keep}
        out = [pq for pq in out if id(pq[0][1]) in ids]
    return out


# a column that describes the rows beside the measured ones: their ranks ("| Model | ROUGE-L |
# Rank |"), or what they are (a year, a release, a size in parameters, a count of layers)
RANK_COLUMN = CLAIM_SHAPES.RANK_COLUMN  # grammars/claims.lark


# the words of a bound on a gap, by its side and whether it holds the bound itself
_GAP_BOUND = {
    (True, False): "more than ",
    (True, True): "at least ",
    (False, False): "less than ",
    (False, True): "at most ",
}


_WORDED_RATIO_SLACK = 0.15
_HEDGED_WORDED_RATIO_SLACK = 0.2
# a ratio or a relative change within this share of the one said is unverifiable, not
# contradicted: writers round what they read off two bars ("1.5x" of 1.58, "25%" of 23.8%)
_RATIO_NEAR = 0.12


def _difference(spec: Spec, tol: Tolerances) -> Judgement:
    """ "A is higher than B by 18.4" (the gap, either way), "A is about 1.8x B", "more than
    three times the rainfall of B": each pair of cells the sentence names, on the gap or ratio."""
    assert spec.value is not None
    pairs = _pairs(spec) or _points(spec)  # ("Model B is three times as fast as Model C": two points)
    if not pairs:
        return unverifiable("the two cells it compares are not both given")
    if not _pairs(spec) and (_of_x_measure(spec) or not _names_values(spec)):
        # "Delta costs more than twice as much as Charlie" over points of cost (x) against
        # quality (value), with no axis titled: a measure neither the values' nor a winner's
        return unverifiable("it compares the points by their x measure, or one it does not name, not by their values")
    if len(pairs) > 1 and spec.quantifier != "all":
        return unverifiable("the place it names covers several pairs of cells")
    said = spec.value.value
    t = tolerance(spec.value, spec.approx, tol)
    top = spec.high.value if spec.high is not None else said  # "3-5 points below": a gap in a range
    if spec.high is not None:
        t = max(t, tolerance(spec.high, spec.approx, tol))
    stated = f"{spec.value.raw.strip()}–{spec.high.raw.strip()}" if spec.high is not None else spec.value.raw.strip()
    if spec.relation in ("diff>", "diff<"):
        stated = _GAP_BOUND[spec.relation == "diff>", spec.inclusive] + stated  # "not more than 15"
    ratio = spec.relation is not None and spec.relation.startswith("ratio")
    if ratio and not spec.approx and not spec.value.approx and not any(ch.isdigit() for ch in spec.value.raw):
        # "twice as large as", "three times": a ratio in words is said to within a sixth or
        # so of itself, not to half a unit ("twice" of 1.6 is not said)
        t = min(t, said * _WORDED_RATIO_SLACK)
    elif ratio and not any(ch.isdigit() for ch in spec.value.raw):
        # "about twice as many as": a hedged ratio in words, said to within a fifth of itself
        # ("about twice" of 1.53 is one and a half times, not twice)
        t = min(t, said * _HEDGED_WORDED_RATIO_SLACK)
    if spec.relation in ("ratio>", "ratio<"):
        stated = ("more than " if spec.relation == "ratio>" else "less than ") + stated  # ("more than doubles")
    whats: list[str] = []
    for (p, x), (_, y) in pairs:
        if (wrong_way := _wrong_way(spec, p, x, y)) is not None:
            return wrong_way
        if ratio:
            if y.value <= 0 or x.value < 0:
                return unverifiable("a ratio of values that are not positive is not judged")
            got = x.value / y.value
            op = spec.relation[-1] if spec.relation else "="
            if op == "~":
                # "1.5x faster than B": the larger over the smaller is 1.5 or 2.5; whichever it
                # is, which side is the faster the values do not say, so it is never supported
                if x.value <= 0:
                    return unverifiable("a ratio of values that are not positive is not judged")
                got = max(x.value, y.value) / min(x.value, y.value)
                if any(abs(got - n) <= max(t, n * _RATIO_NEAR) for n in (said, said + 1)):
                    return unverifiable(f"the ratio is {got:.2f}, but which way it runs is not said")
                return Judgement(
                    "contradicted",
                    f"{label(p, x)} and {label(p, y)}: the ratio is {got:.2f}, not {stated} either way",
                    [(p, x), (p, y)],
                )
            slack = t if spec.approx else 0.0  # "more than four times": the bound itself, unless approximate
            ok = got > said - slack if op == ">" else got < said + slack if op == "<" else abs(got - said) <= t
            what = f"the ratio is {got:.2f}"
            if not ok and op == "=" and abs(got - said) <= said * _RATIO_NEAR:
                # "twice" over 2.4, "1.5x" over 1.58: writers round a ratio read off two bars
                return unverifiable(f"{what}, near the {stated} said (a ratio rounded by its writer)")
        elif spec.relation == "diff%":
            # "reduces the error by 25% relative to B": the change as a share of B's value
            base = y
            if not _RELATIVE_TO.search(spec.text):
                # "grows by about 45% in relative terms between 2019 and 2023": a share of the
                # value it grew from, the earlier place's
                base = _earlier_cell(p, x, y) or y
            if not base.value:
                return unverifiable("a change relative to zero is not judged")
            got = abs(x.value - y.value) / abs(base.value) * 100
            ok = abs(got - said) <= max(t, _round_slack(spec.value))
            what = f"the change is {format_number(round(got, 1))}% of {label(p, base)}"
            if not ok and abs(got - said) <= said * _RATIO_NEAR:
                # "by 25% relative to Base" over 23.8%: a share worked out from two rounded cells
                return unverifiable(f"{what}, near the {stated} said (a share of rounded values)")
        elif spec.relation in ("diff>", "diff<"):
            # "by more than 20": the bound itself, unless approximate ("by at least 20": it too)
            got = abs(x.value - y.value)
            slack = t if spec.approx else 0.0
            if spec.relation == "diff>":
                ok = got >= said - slack if spec.inclusive else got > said - slack
            else:
                ok = got <= said + slack if spec.inclusive else got < said + slack
            what = f"the gap is {format_number(round(got, 10))}"
        else:
            got = abs(x.value - y.value)
            ok = said - t <= got <= top + t
            changed = _changed_from(spec, p, x, y) if not ok and "%" in spec.value.raw else None
            if changed is not None:
                # "rose by 60% from 2022 to 2023" over values that are no percentages: a share
                # of the value it rose from, and of no other
                share = got / abs(changed.value) * 100
                ok = abs(share - said) <= max(t, _round_slack(spec.value))
                if not ok and abs(share - said) <= said * _RATIO_NEAR:
                    return unverifiable(f"the change is {format_number(round(share, 1))}%, near the {stated} said")
                if not ok:
                    return Judgement(
                        "contradicted",
                        f"{label(p, changed)} to {label(p, y if changed is x else x)}: "
                        f"a change of {format_number(round(share, 1))}%, not {stated}",
                        [(p, x), (p, y)],
                    )
            elif not ok and "%" in spec.value.raw and y.value:
                # "5% higher": points of a percentage, or a share of either value; a share is
                # said rounded ("faster by about 30%" for 27.7%: a written zero ends its precision)
                share_t = max(t, _round_slack(spec.value))
                ok = any(abs(got / abs(base) * 100 - said) <= share_t for base in (y.value, x.value) if base)
            what = f"the gap is {format_number(round(got, 10))}"
            if "%" in spec.value.raw and x.value and y.value and not ok:
                # "grows by roughly 50%" over 52 and 540: the change as a share of either value
                shares = (
                    f"{format_number(round(got / abs(v.value) * 100, 1))}% of {format_number(v.value)}" for v in (x, y)
                )
                what += f" ({', '.join(shares)})"
        if not ok:
            return Judgement(
                "contradicted",
                f"{label(p, x)} and {label(p, y)}: {what}, not {stated}",
                [(p, x), (p, y)],
            )
        whats.append(f"{what} ({label(p, x)}, {label(p, y)})")
    return Judgement("supported", whats[0] + (f" and in {len(whats) - 1} more pairs" if len(whats) > 1 else ""))


# a change over a stretch: "rose by 60% from 2022 to 2023", "fell by 10% between 2019 and 2020"
_CHANGE_VERB = CLAIM_SHAPES.CHANGE_VERB
_UNIT_NOTE = CLAIM_SHAPES.UNIT_NOTE  # "Visits (k)", "Latency (ms)": a unit, no percent


# what a relative change is said against, by name: "relative to B", "compared with B", "than B"
_RELATIVE_TO = CLAIM_SHAPES.JUDGE_RELATIVE_TO


def _wrong_way(spec: Spec, p: Panel, x: Cell, y: Cell) -> Judgement | None:
    """ "From 2020 to 2021 the pH fell by 0.04" over 8.05 then 8.09: a change of one series
    said to run the other way than its two cells, from the place named first ("from 2020")
    to the other ("to 2021"): a contradiction whatever its size; None when it runs the way
    said or does not move."""
    if spec.way is None or not spec.subject or not spec.other:
        return None
    one, two = spec.subject[0], spec.other[0]
    if not isinstance(one, Coord) or not isinstance(two, Coord):
        return None
    subject_first = one.start < two.start
    earlier, later = (x, y) if subject_first else (y, x)
    if later.value == earlier.value or (later.value > earlier.value) == (spec.way == "up"):
        return None
    went, said = ("rises", "falls") if later.value > earlier.value else ("falls", "rises")
    return Judgement(
        "contradicted",
        f"{label(p, earlier)} to {label(p, later)}: it {went}, it does not {said[:-1]}",
        [(p, earlier), (p, later)],
    )


def _earlier_cell(p: Panel, x: Cell, y: Cell) -> Cell | None:
    """Of two cells of one series at two numbered (or month) places of one axis, the one at
    the earlier place; None otherwise."""
    if same_tick(x.row, y.row) and not same_tick(x.col, y.col):
        places = [x.col, y.col]
    elif same_tick(x.col, y.col) and not same_tick(x.row, y.row):
        places = [x.row, y.row]
    else:
        return None
    known = [t for t in places if t is not None]
    if len(known) != len(places):
        return None
    numbers = numbered_ticks(known)
    if numbers is None:
        numbers = _month_places(p, known)  # "drops 20% from February to March": in the axis's order
    if numbers is None or len(numbers) != 2 or numbers[0] == numbers[1]:
        return None
    return x if numbers[0] < numbers[1] else y


def _changed_from(spec: Spec, p: Panel, x: Cell, y: Cell) -> Cell | None:
    """The cell a change "rose by 60% from 2022 to 2023" is a share of: of two cells of one
    series at two numbered places, the one at the earlier place; None when the sentence says
    no change by a percentage, or the values may be percentages themselves (then "by 5%"
    may be points) or fractions, or the places are not two numbers of one axis."""
    if not _CHANGE_VERB.search(spec.text) or CLAIM_SHAPES.IN_CHANGED_FROM.search(spec.text):
        return None
    labels = [p.title, p.x.label if p.x else None, p.y.label if p.y else None, p.scale.label if p.scale else None]
    keys = [str(k) for c in (x, y) for k in (c.row, c.col) if isinstance(k, str)]
    if (
        any(CLAIM_SHAPES.PERCENT_WORDS.search(t or "") for t in [*labels, *keys])
        or max(abs(x.value), abs(y.value)) <= 1
    ):
        return None
    if not any(_UNIT_NOTE.search(t or "") for t in [*labels, *keys]) and max(abs(c.value) for c in p.cells) <= 100:
        return None  # ("Accuracy" of 0 to 100 with no unit: points of it, as much as a share)
    earlier = _earlier_cell(p, x, y)
    return earlier if earlier is not None and x.value > 0 and y.value > 0 else None


def _month_places(p: Panel, places: list[Tick]) -> list[float] | None:
    """Where two month ticks stand in the order the panel's cells give them (a time axis of
    months, "Nov" to "Apr" across a new year included); None unless both are months' names
    the cells hold."""
    if not all(is_month(t) for t in places):
        return None
    seen: list[Tick] = []
    for c in p.cells:
        for t in (c.col, c.row):
            if t is not None and any(same_tick(t, q) for q in places) and not any(same_tick(t, s) for s in seen):
                seen.append(t)
    if len(seen) != 2:
        return None
    return [float(next(i for i, s in enumerate(seen) if same_tick(s, q))) for q in places]


def _panel_order(spec: Spec) -> Judgement:
    """ "In (b), the order is reversed" ("order reversed"; "… stays the same": "order same"):
    the ticks of two panels of one series each, the same ticks, three or more, ranked by
    value with no ties. Reversed: supported when the ranking runs exactly backwards,
    contradicted when it is the same; the same: supported when it is, contradicted when not."""
    (mine,), (theirs,) = spec.subject, spec.other
    assert isinstance(mine, Panel) and isinstance(theirs, Panel)
    ranked = []
    for p in (theirs, mine):
        if not (single_series(p) or single_column(p)):
            return unverifiable("a panel holds more than one series, so which order it means is not said")
        cells = {tick_key(c.col if single_series(p) else c.row): c for c in p.cells}
        if len({c.value for c in cells.values()}) != len(cells) or len(cells) != len(p.cells):
            return unverifiable("two bars tie or a bar is given twice, so the order is not one")
        ranked.append((p, cells, sorted(cells, key=lambda k: cells[k].value)))
    (p0, c0, r0), (p1, c1, r1) = ranked
    if set(r0) != set(r1) or len(r0) < 3:
        return unverifiable("the two panels do not hold the same three or more bars")
    evidence = [(p1, c1[k]) for k in r1]
    said = ", ".join(_fmt(c1[k].col if single_series(p1) else c1[k].row) for k in r1)
    was = ", ".join(_fmt(c0[k].col if single_series(p0) else c0[k].row) for k in r0)
    got = f"from lowest to highest: {said} in {p1.title or p1.id}; {was} in {p0.title or p0.id}"
    if spec.relation == "order reversed":
        if r1 == r0[::-1]:
            return Judgement("supported", got, evidence)
        if r1[0] == r0[-1] and r1[-1] == r0[0]:
            return unverifiable("its ends swap, its middle does not run backwards: " + got)
        return Judgement("contradicted", got, evidence)  # (the highest is not the lowest was, or back)
    return Judgement("supported", got, evidence) if r1 == r0 else Judgement("contradicted", got, evidence)


def _comparison(spec: Spec, tol: Tolerances) -> Judgement:
    if spec.relation == "gap at":
        return _gap_at_two(spec)
    if spec.relation in ("change%", "change x"):
        return _relative_change(spec, tol)
    if spec.relation == "overtaken by":
        return _overtaken_by(spec)
    if spec.relation in ("change>", "change<"):
        return _change_compared(spec)
    if spec.relation in ("sum>", "sum<"):
        return _against_sum(spec)
    sides = [[(c.axis, tick_key(c.tick)) for c in side if isinstance(c, Coord)] for side in (spec.subject, spec.other)]
    if sides[0] and sides[0] == sides[1]:
        return unverifiable("it would compare a place with itself")  # ("between 2019 and 2021: … in 2019 …")
    if spec.relation == "margin":
        return _margin(spec, tol)
    if spec.relation == "equal":
        return _tied(spec)
    if spec.relation is not None and spec.relation.startswith(("diff", "ratio")):
        return _difference(spec, tol)
    if spec.relation in ("order reversed", "order same"):
        return _panel_order(spec)
    pairs = _pairs(spec) or _points(spec)
    pairs = _beside_descriptors(spec, pairs)
    if pairs and not _pairs(spec) and (_of_x_measure(spec) or not _names_values(spec)):
        # "LSH uses more memory than PQ" over points of memory (x) against recall (value);
        # "Tree has a bigger footprint than HNSW": a measure that is neither axis's words
        return unverifiable("it compares the points by their x measure, or one it does not name, not by their values")
    # "Brisk is higher than Eastwick" (one series), "at 7B, B is above A", "Lark-M beats Lark-L"
    # (two named points): one pair is the claim
    one = len(pairs) == 1 and (
        all(single_series(p) or one_point_each(p) or single_column(p) for p in spec.panels)
        or _at_one_place(spec)
        or measured_once(spec, pairs[0])
    )
    if spec.endpoint is not None:
        pairs = _at_end(spec, pairs)  # "starts lower than B": the pair at the first x both have
        one = len(pairs) == 1
    if len(pairs) < 2 and not one:
        return unverifiable("fewer than two comparable cells are given")
    # ("w8a8 beats FP16 at 128 and 256", with no hedge at all: at each place it lists)
    listed = (
        spec.quantifier == "most"
        # (a stretch, "after step 3", is no list: "A beats B after 16k" holds over most of it)
        and (_MAJORITY_WORD.search(spec.text) or (stated_quantifier(spec.text) is None and not spec.stretch))
        and _listed_places(spec)
    )
    quantifier = "all" if listed else spec.quantifier
    if (
        quantifier == "most"
        and len(pairs) >= 2
        and len({id(a[1]) for a, _ in pairs}) == 1
        and stated_quantifier(spec.text) is None
        and not _MAJORITY_WORD.search(spec.text)
    ):
        # "Geomean significantly higher than individual thresholds" at one place: one cell
        # against each of several rivals, higher than every one of them (no places to be "most" of)
        quantifier = "all"
    only = quantifier == "only"  # "Vega beats Orion only on Rust": there as "all", nowhere else
    if only:
        quantifier = "all"

    # "A is slightly above C across all k": a small gap, but a gap; a tie is not above. Nor
    # does A "outperform" C where both are 48.0 ("outperforms C at all sizes")
    strict = (
        bool(
            spec.strict
            or _SMALL_GAP.search(spec.text)
            or (quantifier == "all" and (_STRICT_VERB.search(spec.text) or _COMPARATIVE.search(spec.text)))
            # "On Hindi, BPE scores higher than Unigram" over one pair: a tie is no higher score
            or (one and len(pairs) == 1 and bool(_STRICT_VERB.search(spec.text) or _COMPARATIVE.search(spec.text)))
        )
        and not negated(spec.unnamed)
        and not CLAIM_SHAPES.OR_EQUAL.search(spec.text)
    )

    def holds(a: Cell, b: Cell) -> bool:
        if strict and a.value == b.value:
            return False
        return a.value >= b.value if spec.relation == ">" else a.value <= b.value

    against = [(a, b) for a, b in pairs if not holds(a[1], b[1])]
    sign = ">" if spec.relation == ">" else "<"
    if quantifier == "exactly" and spec.count is not None:
        # a count of the places where one side is above: a tie is above at none of them
        level = [(a, b) for a, b in pairs if a[1].value == b[1].value]
        if any(a[1]._approx or b[1]._approx for a, b in level):
            a, b = next((a, b) for a, b in level if a[1]._approx or b[1]._approx)
            return unverifiable(f"{label(*a)} and {label(*b)} are read alike by eye: which side it counts, no proof")
        return _counted_places(spec, pairs, against + [p for p in level if p not in against], sign)
    if only and not against:
        here = {(id(a[1]), id(b[1])) for a, b in pairs}
        elsewhere = [(a, b) for a, b in _pairs(replace(spec, slice=[])) if (id(a[1]), id(b[1])) not in here]
        also = [(a, b) for a, b in elsewhere if holds(a[1], b[1])]
        if also:
            a, b = also[0]
            more = f" ({len(also)} other places)" if len(also) > 1 else ""
            return Judgement("contradicted", f"not only there: also {label(*a)} vs {label(*b)}{more}", [a, b])
        if not elsewhere:
            return unverifiable("no other place has both cells, so 'only' cannot be judged")
    if (
        (quantifier == "all" or one)
        and against
        and _SMALL_GAP.search(spec.text)
        and all(x[1].value == y[1].value and (x[1]._approx or y[1]._approx) for x, y in against)
    ):
        # "consistently slightly higher … across all epochs" over ~61% and ~61% at epoch 2: two
        # readings by eye that meet prove no side of a gap said to be small (a plain "higher"
        # or "dominates" over them is still no win)
        x, y = against[0]
        return unverifiable(f"{label(*x)} and {label(*y)} are read alike by eye: a tie of readings, no proof")
    if (quantifier == "all" or one) and against:
        a, b = against[0]
        more = f" ({len(against)} of {len(pairs)} pairs)" if len(against) > 1 else ""
        tie = ": a tie, no win" if strict and a[1].value == b[1].value else ""
        return Judgement("contradicted", f"{label(*a)} vs {label(*b)}{tie}{more}", [a, b])
    # "A is generally above B": most pairs strictly so (a tie is not "above")
    level = (
        [(a, b) for a, b in pairs if a[1].value == b[1].value]
        if _MAJORITY_WORD.search(spec.text) and not negated(spec.text)  # ("never below B": a tie is not below)
        else []
    )
    if quantifier == "most" and len(against) + len(level) > len(pairs) * (1 - tol.majority):
        a, b = (against or level)[0]
        return Judgement(
            "contradicted",
            f"only {len(pairs) - len(against) - len(level)} of {len(pairs)} pairs have {sign}; "
            f"e.g. {label(*a)} vs {label(*b)}",
            [a, b],
        )
    if against and spec.stretch and stated_quantifier(spec.text) is None:
        # "A beats B after 16k" over a stretch where B wins once: most of it, not all of it
        a, b = against[0]
        return unverifiable(
            f"{len(pairs) - len(against)} of {len(pairs)} pairs have {sign}; not {label(*a)} vs {label(*b)}"
        )
    return Judgement("supported", f"{len(pairs) - len(against)} of {len(pairs)} pairs have {sign}")


def _descriptor(spec: Spec, p: Panel, c: Cell) -> bool:
    """Whether the cell stands in a column that describes its row (its size in parameters,
    its year, its rank: RANK_COLUMN) which the claim does not name, in a panel with other columns."""
    if not isinstance(c.col, str) or not RANK_COLUMN.fullmatch(c.col):
        return False
    named = {
        tick_key(k.tick) for k in (*spec.slice, *spec.location, *spec.subject, *spec.other) if isinstance(k, Coord)
    }
    return tick_key(c.col) not in named and any(d.col != c.col for d in p.cells)


def _beside_descriptors(spec: Spec, pairs: list[tuple[PC, PC]]) -> list[tuple[PC, PC]]:
    """The pairs of a win ("Llama-3-8B outperforms Qwen2-7B") left once those in a column that
    describes the rows (Params, Year) are set aside: a model outperforms another on its scores,
    never on its size (a pair only of such columns is left alone, as is any other comparison)."""
    if not _STRICT_VERB.search(spec.text):
        return pairs
    kept = [(a, b) for a, b in pairs if not _descriptor(spec, *a) and not _descriptor(spec, *b)]
    return kept if kept else pairs


def measured_once(spec: Spec, pair: tuple[PC, PC]) -> bool:
    """Whether the one pair of a win is its rows' only pair of scores, the panel's other columns
    describing the rows ("| Model | Params | MMLU |": Llama-3-8B against Qwen2-7B on MMLU)."""
    (p, a), (_, b) = pair
    if not _STRICT_VERB.search(spec.text):
        return False
    others = [c for c in p.cells if c.col != a.col and tick_key(c.row) in (tick_key(a.row), tick_key(b.row))]
    return bool(others) and all(_descriptor(spec, p, c) for c in others)


def _tied(spec: Spec) -> Judgement:
    """ "Orion and Vega are tied on C++": their cells at each place it names (or their one
    pair) hold the same value; values read by eye that differ by a little prove no gap."""
    pairs = _pairs(spec)
    if not pairs:
        return unverifiable("the two cells it compares are not both given")
    if len(pairs) > 1 and not spec.slice:
        return unverifiable("it names no place, and the two meet at several")
    for (p, x), (_, y) in pairs:
        if x.value == y.value:
            continue
        if x._approx or y._approx:
            return unverifiable(f"{label(p, x)} and {label(p, y)} are readings by eye: no proof of a gap")
        return Judgement("contradicted", f"{label(p, x)} vs {label(p, y)}: no tie", [(p, x), (p, y)])
    return Judgement("supported", f"{len(pairs)} of {len(pairs)} pairs are equal")


def _margin(spec: Spec, tol: Tolerances) -> Judgement:
    """ "The top model outperforms all others by 5.1 points": the highest cell of the one
    series against the next highest (a subject it names must be the highest)."""
    assert spec.value is not None
    panel = spec.panels[0]
    cells = sorted(panel.cells, key=lambda c: c.value, reverse=True)
    if len(cells) < 2:
        return unverifiable("fewer than two values are given")
    first, second = cells[0], cells[1]
    named = spec.subject[0] if spec.subject else None
    if isinstance(named, Coord) and not any(same_tick(t, named.tick) for t in (first.row, first.col) if t is not None):
        return unverifiable(f"it names {named.tick}, and the highest is {label(panel, first)}")
    if first.value == second.value:
        return unverifiable(f"{label(panel, first)} and {label(panel, second)} tie for the highest")
    gap = first.value - second.value
    said = spec.value.value
    if abs(gap - said) <= tolerance(spec.value, spec.approx, tol):
        return Judgement(
            "supported", f"the lead is {format_number(gap)} ({label(panel, first)}, {label(panel, second)})"
        )
    return Judgement(
        "contradicted",
        f"{label(panel, first)} leads {label(panel, second)} by {format_number(gap)}, not {spec.value.raw.strip()}",
        [(panel, first), (panel, second)],
    )


def _counted_places(spec: Spec, pairs: list[tuple[PC, PC]], against: list[tuple[PC, PC]], sign: str) -> Judgement:
    """ "Vega beats Orion on three of the five languages": how many places the comparison
    holds at, judged only over every place of the axis (a place without both cells could be one)."""
    places = {tick_key(a[1].col if a[1].row != b[1].row else a[1].row) for a, b in pairs}
    size = _places_of(spec)
    if size is None or len(places) != len(pairs) or len(pairs) != size:
        return unverifiable(f"it counts the places where it holds, and {len(pairs)} of them have both cells")
    if spec.out_of is not None and spec.out_of != size:
        return unverifiable(f"it counts {spec.out_of} places, and the text gives {size}")
    meet = [p for p in pairs if p not in against]
    where = ", ".join(f"{label(*a)} vs {label(*b)}" for a, b in meet[:3])
    if len(meet) != spec.count:
        return Judgement(
            "contradicted",
            f"{len(meet)} of {size} places have {sign}, not {spec.count}" + (f": {where}" if where else ""),
            [c for pair in (meet or against)[:2] for c in pair],
        )
    return Judgement("supported", f"{len(meet)} of {size} places have {sign}: {where}")


def _places_of(spec: Spec) -> int | None:
    """How many ticks the axis a two-series comparison runs along has (None: not one panel)."""
    if len(spec.panels) != 1 or not spec.subject or not isinstance(spec.subject[0], Coord):
        return None
    axis = "x" if spec.subject[0].axis == "y" else "y"
    return len(axis_keys(spec.panels[0], axis))


_SMALL_GAP = words("SLIGHTLY")
_STRICT_VERB = words("WINS")
# "keeps higher accuracy than B across all epochs": a tie is no higher value (where a line
# that "stays above" another may touch it)
_COMPARATIVE = words("COMPARATIVE")
# "A is generally (mostly, largely) above B": said of most pairs, where a tie is not "above"
_MAJORITY_WORD = words("MAJORITY")


def _listed_places(spec: Spec) -> bool:
    """Whether a comparison lists the ticks it holds at, some of its axis and not all
    ("generally lower for sizes 128, 256 and 512" of four sizes): the list, not the hedge,
    says where it holds."""
    places = [c for c in spec.slice if isinstance(c, Coord) and not c.spread]
    axes = {c.axis for c in places}
    if len(axes) != 1 or len(spec.panels) != 1:
        return False
    ticks = {tick_key(c.tick) for c in places}
    return 2 <= len(ticks) < len(axis_keys(spec.panels[0], axes.pop()))


def _of_x_measure(spec: Spec) -> bool:
    """Whether a claim about labelled points names the x axis's measure (a word of three
    letters or more of its label) and not the values' ("uses more memory" over points of
    memory against recall)."""
    p = spec.panels[0]
    said = content_words(spec.text)
    x = {w for w in content_words(p.x.label if p.x else None) if len(w) >= 3}
    y = {w for w in content_words(p.y.label if p.y else None) if len(w) >= 3}
    return bool(x & said) and not y & said


def _names_values(spec: Spec) -> bool:
    """Whether a comparison of two named points speaks of their values: it names a word of
    the values' label, or says which wins ("beats", "outperforms", "higher", "better"),
    with no noun of another measure after its comparative ("a bigger footprint")."""
    p = spec.panels[0]
    said = content_words(spec.text)
    label = p.y.label if p.y else None
    y = {w for w in content_words(label) if len(w) >= 3}
    # ("less accurate" of "Accuracy": a word built on the label's, its first five letters)
    built = {w[:5] for w in y if len(w) >= 5} & {w[:5] for w in said if len(w) >= 5}
    speed = bool(CLAIM_SHAPES.SPEED_WORD.search(spec.text)) and bool(CLAIM_SHAPES.SPEED_LABEL.search(label or ""))
    cost = bool(CLAIM_SHAPES.COST_WORD.search(spec.text)) and bool(CLAIM_SHAPES.COST_LABEL.search(label or ""))
    return bool(y & said) or bool(built) or speed or cost or bool(CLAIM_SHAPES.POINTS_WIN.search(spec.text))


def _points(spec: Spec) -> list[tuple[PC, PC]]:
    """The two cells of a comparison of two named points ("Lark-M beats Lark-L" on a
    scatter of models, each at its own x): the one cell of each row, on a panel of one point
    per row, when the claim names no place."""
    s = spec.subject[0] if spec.subject else None
    if len(spec.panels) != 1 or not one_point_each(spec.panels[0]) or spec.slice or spec.endpoint is not None:
        return []
    if not isinstance(s, Coord) or s.axis != "y" or len(spec.other) != 1 or not isinstance(spec.other[0], Coord):
        return []
    p = spec.panels[0]
    mine = [c for c in p.cells if same_tick(c.row, s.tick)]
    theirs = [c for c in p.cells if same_tick(c.row, spec.other[0].tick)]
    return [((p, mine[0]), (p, theirs[0]))] if len(mine) == len(theirs) == 1 and mine[0] is not theirs[0] else []


def _at_one_place(spec: Spec) -> bool:
    """Whether a comparison of two ticks is said at one tick of the other axis ("at 7B")."""
    s = spec.subject[0] if spec.subject else None
    if not isinstance(s, Coord):
        return False
    places = [c for c in spec.slice if isinstance(c, Coord) and c.axis != s.axis]
    return len(places) == 1 and not places[0].spread


def _at_end(spec: Spec, pairs: list[tuple[PC, PC]]) -> list[tuple[PC, PC]]:
    """The pair of cells at the first (or last) tick of the other axis both sides have; none
    when those ticks are not all numbers (no order to take an end of)."""
    s = spec.subject[0]
    assert isinstance(s, Coord)
    axis = "y" if s.axis == "x" else "x"
    keys = [key_of(a[1], axis) for a, _ in pairs]
    nums = [k for k in keys if isinstance(k, (int, float)) and not isinstance(k, bool)]
    if pairs and len(nums) != len(keys):
        # ("1K", "4K", "16K": the steps they name)
        named = [k for k in keys if k is not None]
        nums = [] if len(set(map(tick_key, named))) != len(keys) else numbered_ticks(named) or []
        keys = list(nums)
    if not pairs or not nums or len(nums) != len(keys):
        return []  # ("1st cycle", "final cycle": names that number no step, no end to take)
    end = min(nums) if spec.endpoint == "first" else max(nums)
    return [pq for pq, k in zip(pairs, keys, strict=True) if k == end]


def _spearman(xs: list[float], ys: list[float]) -> float:
    def ranks(v: list[float]) -> list[float]:
        order = sorted(range(len(v)), key=lambda i: v[i])
        r = [0.0] * len(v)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and v[order[j + 1]] == v[order[i]]:
                j += 1
            for k in range(i, j + 1):
                r[order[k]] = (i + j) / 2
            i = j + 1
        return r

    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    num = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    den = math.sqrt(sum((a - mx) ** 2 for a in rx) * sum((b - my) ** 2 for b in ry))
    return num / den if den else 0.0


def _step(spec: Spec) -> Judgement:
    """ "starts at 94.7 for length 5, …, then increases to 91.7 for length 19": the cell
    stepped to against the one the sentence gave before it (spec.location: series, from, to)."""
    series, before, here = spec.location
    cells = [select(spec.panels, [series, x]) for x in (before, here)]
    if any(len(found) != 1 for found in cells):
        return unverifiable("the two cells of the step are not both given")
    first, second = cells[0][0], cells[1][0]
    if spec.strict:
        # "falls steadily from epoch 10 to 40": every step between the two ends goes that way
        back = _step_back(spec, series, first, second)
        if back == []:
            return unverifiable("the order of the places between its two ends is not given")
        if back is not None:
            word = "rises" if not spec.rising else "falls"
            return Judgement("contradicted", f"it {word} on the way: {label(*back[0])}, then {label(*back[1])}", back)
    went_up = second[1].value > first[1].value
    if second[1].value != first[1].value and went_up != spec.rising:
        word = "falls" if spec.rising else "rises"
        return Judgement("contradicted", f"it {word}: {label(*first)}, then {label(*second)}", [first, second])
    if second[1].value == first[1].value:
        return unverifiable(f"it holds level: {label(*first)}, then {label(*second)}")
    return Judgement("supported", f"{label(*first)}, then {label(*second)}", [first, second])


def _step_extreme(spec: Spec) -> Judgement:
    """ "the flattest slope between k=5 and k=6" (spec.location: series, from, to; quantifier
    "max" or "min"; rising: of rises, else of falls, or of a slope either way; strict: a
    slope, per unit of x): the step between the two neighbouring ticks against every other
    step of the series. Judged only where every step goes one way (the way its noun says),
    and, for a slope, where the ticks are evenly spaced."""
    series, one, two = spec.location
    assert isinstance(series, Coord) and isinstance(one, Coord) and isinstance(two, Coord)
    row = select(spec.panels, [series])
    cols = [c.col for _, c in row]
    numbers = numbered_ticks([t for t in cols if t is not None]) if None not in cols and row else None
    if numbers is None or len(row) < 3:
        return unverifiable("its series has no three places in a known order")
    ordered = [pc for _, pc in sorted(zip(numbers, row, strict=True), key=lambda nc: nc[0])]
    xs = sorted(numbers)
    at = [next((i for i, (_, c) in enumerate(ordered) if same_tick(c.col, t.tick)), None) for t in (one, two)]
    if at[0] is None or at[1] is None or abs(at[1] - at[0]) != 1:
        return unverifiable("the two places it names are not neighbours among the places given")
    i = min(at[0], at[1])
    steps = [y[1].value - x[1].value for x, y in pairwise(ordered)]
    noun = spec.text.casefold()
    falls = not spec.rising and not CLAIM_SHAPES.IN_STEP_EXTREME.search(noun)
    if (spec.rising and any(d < 0 for d in steps)) or (falls and any(d > 0 for d in steps)):
        return unverifiable("the series does not go one way at every step")
    if not spec.rising and not falls and len({d > 0 for d in steps if d}) > 1:
        return unverifiable("the series does not go one way at every step")
    if spec.strict and len({round(y - x, 9) for x, y in pairwise(xs)}) != 1:
        return unverifiable("a slope over unevenly spaced places is no step size")
    sizes = [abs(d) for d in steps]
    best = max(sizes) if spec.quantifier == "max" else min(sizes)
    said = sizes[i]
    if round(said - best, 9) == 0:
        named = f"{label(*ordered[i])} to {label(*ordered[i + 1])}"
        return Judgement("supported", f"{named}: a step of {format_number(said)}")
    k = sizes.index(best)
    word = "larger" if spec.quantifier == "max" else "smaller"
    return Judgement(
        "contradicted",
        f"the step from {label(*ordered[k])} to {label(*ordered[k + 1])} ({format_number(best)}) is {word} than "
        f"the one it names ({format_number(said)})",
        [ordered[k], ordered[k + 1], ordered[i], ordered[i + 1]],
    )


def _move_at(spec: Spec) -> Judgement:
    """ "w8a8 dips at 512" (spec.location: series, place): the cell at the place against the
    one before it on the numbered axis. A dip (a spike) into the place holds; one out of it
    ("dips at 512" said where it starts to fall) is not judged; contradicted only when the
    series neither falls into the place nor out of it (rises on both sides, for a dip)."""
    series, place = spec.location
    assert isinstance(series, Coord) and isinstance(place, Coord)
    row = [(p, c) for p, c in select(spec.panels, [series])]
    cols = [c.col for _, c in row]
    numbers = numbered_ticks([t for t in cols if t is not None]) if None not in cols and row else None
    if numbers is None or len({id(p) for p, _ in row}) != 1:
        return unverifiable("the order of its series' places is not given")
    ordered = [pc for _, pc in sorted(zip(numbers, row, strict=True), key=lambda nc: nc[0])]
    at = next((i for i, (_, c) in enumerate(ordered) if same_tick(c.col, place.tick)), None)
    if at is None or at == 0:
        return unverifiable("no place before it is given to move from")
    before, here = ordered[at - 1], ordered[at]
    after = ordered[at + 1] if at + 1 < len(ordered) else None

    def moves(x: Cell, y: Cell) -> bool:  # from x to y the way it says (strictly)
        return y.value > x.value if spec.rising else y.value < x.value

    def against(x: Cell, y: Cell) -> bool:  # from x to y the other way (strictly)
        return y.value < x.value if spec.rising else y.value > x.value

    word = "spike" if spec.rising else "dip"
    if moves(before[1], here[1]):
        return Judgement("supported", f"{label(*before)}, then {label(*here)}", [before, here])
    if against(before[1], here[1]) and (after is None or against(here[1], after[1])):
        cells = [before, here, *([after] if after is not None else [])]
        way = "rises" if spec.rising is False else "falls"
        return Judgement(
            "contradicted",
            f"no {word} at it: it {way} into it and on from it (" + ", then ".join(label(*pc) for pc in cells) + ")",
            cells,
        )
    return unverifiable(f"it does not {word} into the place, and may from it: {label(*before)}, then {label(*here)}")


def _cross_at(spec: Spec) -> Judgement:
    """ "The two curves cross at 30" (spec.subject: the two series, spec.location: the
    place): the sign of A - B at the numbered ticks, in order. Supported where it changes
    (or is zero) at the place or between it and a tick beside it; contradicted only where A
    stays clearly on one side of B from the tick before the place to the tick after it."""
    a, b = spec.subject
    (place,) = spec.location
    assert isinstance(a, Coord) and isinstance(b, Coord) and isinstance(place, Coord)
    having = [p for p in spec.panels if select([p], [a]) and select([p], [b])]
    if len(having) != 1:
        return unverifiable("the two series it compares are not both given in one panel")
    sides = [{tick_key(c.col): c for _, c in select(having, [s])} for s in (a, b)]
    keys = [k for k in sides[0] if k in sides[1]]
    cols = [sides[0][k].col for k in keys]
    numbers = numbered_ticks([t for t in cols if t is not None]) if None not in cols else None
    at = tick_key(place.tick)
    if numbers is None or at not in keys or len(set(numbers)) != len(numbers):
        return unverifiable("the place it names, or the order of the places, is not given")
    ordered = [k for _, k in sorted(zip(numbers, keys, strict=True), key=lambda nk: nk[0])]
    i = ordered.index(at)
    diffs = [sides[0][k].value - sides[1][k].value for k in ordered]
    near = range(max(0, i - 1), min(len(ordered), i + 2))
    cells = [(having[0], sides[s][ordered[j]]) for j in near for s in (0, 1)]
    if any(diffs[j] == 0 for j in near) or len({diffs[j] > 0 for j in near}) > 1:
        return Judgement("supported", f"they change places next to {label(having[0], sides[0][at])}", cells)
    # (a gap within the rounding of the values written is no side: they may touch there)
    slack = max(_cell_unit(sides[s][ordered[j]]) for j in near for s in (0, 1))
    if min(abs(diffs[j]) for j in near) <= slack:
        return unverifiable("the two lines come within the rounding of their values near there")
    crossings = [
        f"between {_fmt(sides[0][ordered[j]].col)} and {_fmt(sides[0][ordered[j + 1]].col)}"
        for j in range(len(diffs) - 1)
        if (diffs[j] > 0) != (diffs[j + 1] > 0) or diffs[j] == 0
    ]
    where = f"; they change places {', '.join(crossings)}" if crossings else "; they never change places"
    return Judgement("contradicted", f"one stays on the same side of the other around the place named{where}", cells)


def _overtaken_by(spec: Spec) -> Judgement:
    """ "A overtakes B by week 6" (spec.subject: A and B, spec.location: the place): A starts
    at or below B and is above it at some numbered tick up to the place. Supported where it
    is; contradicted only where A is clearly below B at every tick up to the place (a tie
    or a gap within the rounding of the values written may hide the crossing: not judged)."""
    a, b = spec.subject
    (place,) = spec.location
    assert isinstance(a, Coord) and isinstance(b, Coord) and isinstance(place, Coord)
    having = [p for p in spec.panels if select([p], [a]) and select([p], [b])]
    if len(having) != 1:
        return unverifiable("the two series it compares are not both given in one panel")
    axis = spec.axis or "x"
    sides = [{tick_key(key_of(c, axis)): c for _, c in select(having, [s])} for s in (a, b)]
    keys = [k for k in sides[0] if k in sides[1]]
    cols = [key_of(sides[0][k], axis) for k in keys]
    numbers = numbered_ticks([t for t in cols if t is not None]) if None not in cols else None
    at = tick_key(place.tick)
    if numbers is None or at not in keys or len(set(numbers)) != len(numbers):
        return unverifiable("the place it names, or the order of the places, is not given")
    ordered = [k for _, k in sorted(zip(numbers, keys, strict=True), key=lambda nk: nk[0])]
    upto = ordered[: ordered.index(at) + 1]
    diffs = [sides[0][k].value - sides[1][k].value for k in upto]
    cells = [(having[0], sides[s][k]) for k in upto for s in (0, 1)]
    if diffs[0] > 0:
        return unverifiable("it is above the other from the first place on: " + label(having[0], sides[0][upto[0]]))
    if any(d > 0 for d in diffs):
        first = upto[next(i for i, d in enumerate(diffs) if d > 0)]
        return Judgement("supported", f"it is above the other at {_fmt(key_of(sides[0][first], axis))}", cells)
    slack = max(_cell_unit(sides[s][k]) for k in upto for s in (0, 1))
    if max(diffs) >= -slack:
        return unverifiable("the two lines come within the rounding of their values up to there")
    end = sides[0][at], sides[1][at]
    return Judgement(
        "contradicted",
        f"it is below the other at every place up to {_fmt(place.tick)}: "
        f"{label(having[0], end[0])} vs {label(having[0], end[1])}",
        cells,
    )


def _cell_unit(cell: Cell) -> float:
    """Half a unit of the last digit a cell's value is written to (as read: 0.5 for 42)."""
    text = format_number(cell.value)
    return 0.5 * 10.0 ** -(len(text.split(".")[1]) if "." in text else 0)


def _gap_trend(spec: Spec) -> Judgement:
    """ "The gap between A and B widens as x grows" (spec.rising; "narrows": not): the gap of
    the two series (spec.subject) at each numbered tick of the other axis, in order, over one
    panel that gives both at every tick. Contradicted only when it never moves the way said
    and moves the other way at least once; a gap that changes sign (the lines cross) is not
    one gap."""
    a, b = spec.subject
    assert isinstance(a, Coord) and isinstance(b, Coord)
    having = [p for p in spec.panels if select([p], [a]) and select([p], [b])]
    if len(having) != 1:
        return unverifiable("the two series it compares are not both given in one panel")
    axis = spec.axis or "x"
    sides = [{tick_key(key_of(c, axis)): (having[0], c) for _, c in select(having, [s])} for s in (a, b)]
    keys = [k for k in sides[0] if k in sides[1]]
    ax = having[0].x if axis == "x" else having[0].y
    listed = {tick_key(t) for t in (ax.ticks if ax is not None else [])}
    if set(sides[0]) != set(sides[1]) or not listed <= set(keys) or len(keys) < 3:
        return unverifiable("a place lacks a cell of one of the two series")
    ticks = [key_of(sides[0][k][1], axis) for k in keys]
    numbers = numbered_ticks([t for t in ticks if t is not None]) if None not in ticks else None
    months = _listed_months(ax, ticks) if numbers is None else None
    if months is not None:
        numbers = [months[tick_key(t)] for t in ticks]  # ("from January to May": in the order listed)
    if numbers is None:
        return unverifiable("the places are not numbers, so which way the axis grows is not known")
    ordered = [k for _, k in sorted(zip(numbers, keys, strict=True), key=lambda nk: nk[0])]
    if spec.location:
        # "from 2019 to 2022": the places from one end to the other, both ends given
        bounds = (
            [months.get(tick_key(c.tick), -1.0) for c in spec.location]
            if months is not None and len(spec.location) == 2
            else numbered_ticks([c.tick for c in spec.location])
            if len(spec.location) == 2
            else None
        )
        at = {tick_key(c.tick) for c in spec.location}
        if bounds is None or not at <= set(keys) or bounds[0] == bounds[1]:
            return unverifiable("the stretch it names is not two places given")
        low, high = sorted(bounds)
        ordered = [k for n, k in sorted(zip(numbers, keys, strict=True), key=lambda nk: nk[0]) if low <= n <= high]
    diffs = [sides[0][k][1].value - sides[1][k][1].value for k in ordered]
    # (two series that start or end together, one never below the other, keep one gap: "the
    # gap between the spans narrows" of two that both start at 0; touching in between is a
    # gap of 0 there, crossing is not)
    touching = any(d != 0 for d in diffs) and (all(d >= 0 for d in diffs) or all(d <= 0 for d in diffs))
    if not (all(d > 0 for d in diffs) or all(d < 0 for d in diffs) or touching):
        return unverifiable("the two series meet or cross, so there is no one gap")
    gaps = [abs(d) for d in diffs]
    way = "widens" if spec.rising else "narrows"
    ends = [sides[0][ordered[0]], sides[1][ordered[0]], sides[0][ordered[-1]], sides[1][ordered[-1]]]
    first, last = (format_number(round(g, 10)) for g in (gaps[0], gaps[-1]))
    said = f"the gap is {first} at the first place and {last} at the last"
    steps = [later - before for before, later in pairwise(gaps)]
    if spec.strict:
        # "widens every year": each step, none flat or the other way
        back = next((i for i, s in enumerate(steps) if not ((s > 1e-9) if spec.rising else (s < -1e-9))), None)
        if back is not None:
            k0, k1 = ordered[back], ordered[back + 1]
            g0, g1 = (format_number(round(g, 10)) for g in (gaps[back], gaps[back + 1]))
            return Judgement(
                "contradicted",
                f"it does not {way[:-1]} at every step: the gap is {g0} then {g1}",
                [sides[0][k0], sides[1][k0], sides[0][k1], sides[1][k1]],
            )
    if not any((s > 1e-9) if spec.rising else (s < -1e-9) for s in steps) and any(abs(s) > 1e-9 for s in steps):
        return Judgement("contradicted", f"it never {way}: {said}", ends)
    if (gaps[-1] > gaps[0]) == spec.rising and gaps[-1] != gaps[0]:
        return Judgement("supported", said, ends)
    # (a gap that ends clearly the other way from where it starts, moving that way at most
    # steps, does not widen (narrow) over the stretch: "widens" then is no passing rise)
    slack = max(_cell_unit(c) for _, c in ends) * 2
    against = [st for st in steps if (st < -1e-9 if spec.rising else st > 1e-9)]
    if abs(gaps[-1] - gaps[0]) > slack and (gaps[-1] < gaps[0]) == spec.rising and 2 * len(against) > len(steps):
        return Judgement("contradicted", f"it {'narrows' if spec.rising else 'widens'} overall: {said}", ends)
    return unverifiable(f"it both widens and narrows: {said}")


def _listed_months(ax: Axis | None, ticks: list[Tick | None]) -> dict[object, float] | None:
    """Where each month tick stands in the order the axis lists them ("January" … "June"),
    else in the order the cells give them (`ticks`), when every place is a month's name;
    None otherwise."""
    if not ticks or not all(t is not None and is_month(t) for t in ticks):
        return None
    order = ax.ticks if ax is not None and ax.ticks else ticks
    listed: dict[object, float] = {}
    for t in order:
        listed.setdefault(tick_key(t), float(len(listed)))
    return listed if all(tick_key(t) in listed for t in ticks) else None


def _step_back(spec: Spec, series: Coord, first: PC, second: PC) -> list[PC] | None:
    """The first step between two cells of one series, in the order of the x axis's numbers
    (or of the ticks it lists), that goes against the claim's way; None when none does, and
    an empty list when the order of the places is not known."""
    panel = first[0]
    if second[0] is not panel:
        return None
    row = [c for _, c in select([panel], [series])]
    cols = [c.col for c in row]
    numbers = numbered_ticks([t for t in cols if t is not None]) if None not in cols else None
    if numbers is None:
        # "Apr", "May", …: the order the x axis lists its ticks in, when every cell is on one
        listed = {tick_key(t): i for i, t in enumerate(panel.x.ticks)} if panel.x is not None else {}
        if not listed or any(tick_key(c) not in listed for c in cols):
            return []  # (no order of the places between the two ends is known)
        numbers = [listed[tick_key(c)] for c in cols]
    ordered = [c for _, c in sorted(zip(numbers, row, strict=True), key=lambda nc: nc[0])]
    i, j = (
        next((k for k, c in enumerate(ordered) if c is first[1]), None),
        next((k for k, c in enumerate(ordered) if c is second[1]), None),
    )
    if i is None or j is None or j <= i:
        return None
    for a, b in pairwise(ordered[i : j + 1]):
        if b.value != a.value and (b.value > a.value) != spec.rising:
            return [(panel, a), (panel, b)]
    return None


def _trend(spec: Spec, tol: Tolerances) -> Judgement:
    if spec.relation == "step":
        return _step(spec)
    if spec.relation == "move at":
        return _move_at(spec)
    if spec.relation == "steps":
        return _step_extreme(spec)
    series = _runs(spec)
    if spec.relation == "gap":
        return _gap_trend(spec)
    if spec.relation == "cross":
        return _cross_at(spec)
    if spec.relation == "covaries":
        return _covaries(spec, tol)
    if spec.relation in ("flanks", "diagonal flanks"):
        return _flanks(spec, series, tol)
    if spec.relation in ("u-shape", "inverted-u"):
        return _u_shape(spec, series)
    if spec.relation == "plateau":
        return _plateau(spec)
    if not series:
        return unverifiable("no row or column of three or more values to judge it on")
    # a run that holds one value ("~0, ~0, ~0 ms" before a cut) neither rises nor falls as
    # read: it proves nothing against "a very gradual increase"
    series = [(p, seq) for p, seq in series if len({c.value for c in seq}) > 1]
    if not series:
        return unverifiable("every row or column of it holds one value as written")
    along = _trend_along(spec, series, tol)
    if spec.relation in ("slowing", "quickening") and along.verdict != "contradicted":
        return _bend(spec, series, tol)
    return along


_STILL_MOVING = 0.4  # of a series' whole range: a stretch that moves this much one way is no plateau
_FLAT = 0.1  # of it: a stretch whose values all lie this close together is level


def _plateau(spec: Spec) -> Judgement:
    """ "The reward plateaus after 10k steps" (no level said): the series' cells from that tick
    on (spec.slice). Contradicted only when every step of that stretch goes the same way,
    each by more than the last digit of its cells, and the stretch moves by at least
    _STILL_MOVING of the series' whole range; supported when it keeps within _FLAT of it."""
    (panel,) = spec.panels
    (row,) = spec.location
    assert isinstance(row, Coord)
    line = sorted(
        (c for c in panel.cells if same_tick(c.row, row.tick) and isinstance(c.col, (int, float))),
        key=lambda c: float(c.col),  # type: ignore[arg-type]
    )
    xs = {float(c.tick) for c in spec.slice if isinstance(c, Coord) and isinstance(c.tick, (int, float))}
    stretch = [c for c in line if float(c.col) in xs]  # type: ignore[arg-type]
    if len(stretch) < 3 or len(line) < 4:
        return unverifiable("too few values from that place on to judge a plateau")
    whole = max(c.value for c in line) - min(c.value for c in line)
    if whole <= 0:
        return unverifiable("the series holds one value")
    steps = [b.value - a.value for a, b in pairwise(stretch)]
    unit = max(_cell_unit(c) for c in stretch)
    moved = stretch[-1].value - stretch[0].value
    shown = f"{label(panel, stretch[0])} … {label(panel, stretch[-1])}"
    one_way = all(d > unit for d in steps) or all(d < -unit for d in steps)
    if one_way and abs(moved) >= _STILL_MOVING * whole:
        way = "rises" if moved > 0 else "falls"
        return Judgement(
            "contradicted",
            f"from there it {way} at every step, by {format_number(abs(moved))} of the "
            f"{format_number(whole)} the whole series spans: {shown}",
            [(panel, stretch[0]), (panel, stretch[-1])],
        )
    if max(c.value for c in stretch) - min(c.value for c in stretch) <= _FLAT * whole:
        return Judgement("supported", f"from there it keeps within a tenth of its whole range: {shown}")
    return unverifiable(f"from there it still moves, but not every step one way, or not by much: {shown}")


# how much larger one change must be than the other, of the larger, for the order of two
# changes read from values as written ("~1180") to count as shown
_CHANGE_MARGIN = 0.1


def _change_compared(spec: Spec) -> Judgement:
    """ "A shows a steeper decline than B" over a stretch (spec.location: its two ends): each
    series' change from the first end to the last, in the said direction, set against the
    other's. Contradicted when the subject's is the smaller (the larger, for "a gentler
    decline") by more than a tenth of the larger change; unverifiable when they are close."""
    panel = spec.panels[0]
    first, last = spec.location
    moves: list[tuple[float, Cell, Cell]] = []
    for side in (spec.subject[0], spec.other[0]):
        assert isinstance(side, Coord)
        at = {
            tick_key(c.col): c
            for c in panel.cells
            if same_tick(c.row, side.tick) and tick_key(c.col) in (tick_key(first.tick), tick_key(last.tick))
        }
        if len(at) != 2:
            return unverifiable(f"{side.tick} has no value at one end of the stretch")
        a, b = at[tick_key(first.tick)], at[tick_key(last.tick)]
        moves.append((round((b.value - a.value) * (1 if spec.rising else -1), 9), a, b))
    (mine, a1, b1), (theirs, a2, b2) = moves
    way = "rise" if spec.rising else "fall"
    said = f"{label(panel, a1)} to {label(panel, b1)} against {label(panel, a2)} to {label(panel, b2)}"
    slack = _CHANGE_MARGIN * max(abs(mine), abs(theirs))
    ahead = mine - theirs if spec.relation == "change>" else theirs - mine
    if ahead > slack:
        if min(mine, theirs) < 0 or (spec.relation == "change>" and mine <= 0):
            return unverifiable(f"not both {way}: {said}")  # ("a steeper decline" of two rises)
        return Judgement("supported", said, [(panel, c) for c in (a1, b1, a2, b2)])
    if ahead < -slack:
        size = "smaller" if spec.relation == "change>" else "larger"
        return Judgement(
            "contradicted",
            f"{said}: a {way} of {format_number(mine)} against {format_number(theirs)}, the {size} of the two",
            [(panel, c) for c in (a1, b1, a2, b2)],
        )
    return unverifiable(f"the two changes are close ({format_number(mine)} and {format_number(theirs)}): {said}")


def _maybe_percent(panel: Panel) -> bool:
    """Whether a panel's values may be percentages (a change of them said in "%" may be points):
    its value axis or scale says so, or names no unit at all."""
    labels = [ax.label for ax in (panel.y, panel.scale) if ax is not None and ax.label]
    return not labels or any("%" in lb or "percent" in lb.casefold() for lb in labels)


def _relative_change(spec: Spec, tol: Tolerances) -> Judgement:
    """ "a ~75% reduction from A to B", "a 2.4x rise from A to B" (spec.subject: where it
    starts, spec.other: where it ends, spec.slice: the series, if named): the change from the
    first cell to the second as a share of the first (or, said as a multiple, the larger over
    the smaller). Unverifiable when the cells move the other way (a "reduction" of what the
    chart may not show) or the number is near (a share worked out from rounded values)."""
    assert spec.value is not None
    start, end = spec.subject[0], spec.other[0]
    assert isinstance(start, Coord) and isinstance(end, Coord)
    cells = [select(spec.panels, [place, *spec.slice]) for place in (start, end)]
    if any(len(c) != 1 for c in cells):
        return unverifiable("the two cells it runs between are not both given")
    (p, x), (_, y) = cells[0][0], cells[1][0]
    if x.value <= 0 or y.value < 0:
        return unverifiable("a change relative to a value that is not positive is not judged")
    if (y.value > x.value) != spec.rising or y.value == x.value:
        return unverifiable(f"{label(p, x)} to {label(p, y)} goes the other way, of what it may not say")
    said = spec.value.value
    stated = spec.value.raw.strip()
    if spec.relation == "change x":
        got = max(x.value, y.value) / min(x.value, y.value) if min(x.value, y.value) > 0 else math.inf
        what = f"the ratio is {got:.2f}"
    else:
        got = abs(y.value - x.value) / x.value * 100
        what = f"a change of {format_number(round(got, 1))}%"
    t = max(tolerance(spec.value, spec.approx, tol), _round_slack(spec.value))
    evidence = f"{label(p, x)} to {label(p, y)}: {what}"
    if spec.relation == "change%" and _maybe_percent(p) and abs(abs(y.value - x.value) - said) <= t:
        # "a 20% rise" over percentages 40 and 60: points, not a share, may be meant
        return unverifiable(f"{evidence}; in points it is {format_number(round(abs(y.value - x.value), 10))}")
    if abs(got - said) <= t:
        return Judgement("supported", evidence, [(p, x), (p, y)])
    if abs(got - said) <= said * _RATIO_NEAR:
        return unverifiable(f"{evidence}, near the {stated} said (worked out from rounded values)")
    return Judgement("contradicted", f"{evidence}, not {stated}", [(p, x), (p, y)])


def _gap_at_two(spec: Spec) -> Judgement:
    """ "A leads B by more on X than on Y", "the gap between A and B is larger at X" (spec.subject:
    the two series, spec.location: the place said, then the one it is set against; spec.rising:
    the gap is the larger at the first): the two gaps, from the four cells. Not judged when a
    lead is said and the first is not above the second at both places (spec.stat "+"; "-":
    below), or, said of a gap, when the two cross; unverifiable when the gaps are close (within
    a tenth of the larger, as two changes are)."""
    panel = spec.panels[0]
    one, two = spec.subject
    here, there = spec.location
    assert isinstance(one, Coord) and isinstance(two, Coord)
    cells: list[PC] = []
    for place in (here, there):
        for side in (one, two):
            got = select([panel], [side, place])
            if len(got) != 1:
                return unverifiable("a cell of the two series at the two places is not given")
            cells.append(got[0])
    gaps = [cells[0][1].value - cells[1][1].value, cells[2][1].value - cells[3][1].value]
    signs = {(g > 0) - (g < 0) for g in gaps}
    wanted = {"+": {1}, "-": {-1}}.get(spec.stat or "", {1} if signs == {1} else {-1})
    if signs != wanted:
        return unverifiable("the two series do not stand the same way round at both places")
    a, b = (round(abs(g), 9) for g in gaps)
    said = f"the gap is {format_number(a)} at {here.tick} and {format_number(b)} at {there.tick}"
    ahead = a - b if spec.rising else b - a
    if ahead > 0:
        return Judgement("supported", said, cells)
    if -ahead > _CHANGE_MARGIN * max(a, b):
        return Judgement("contradicted", said, cells)
    return unverifiable(f"the two gaps are close: {said}")


def _u_shape(spec: Spec, series: list[tuple[Panel, list[Cell]]]) -> Judgement:
    """ "A U-shaped trend": the run dips in its middle, below both of its ends (an inverted U:
    rises above both). Contradicted when the run, as listed, has the other shape: its
    extreme on the other side lies inside, above (below) both ends, and its own extreme is an
    end ("0.72, 0.76, 0.71" is no U)."""
    if len(series) != 1:
        return unverifiable("it is not said of one run of three or more values")
    p, seq = series[0]
    dip = spec.relation == "u-shape"
    ends, inner = (seq[0], seq[-1]), seq[1:-1]
    if dip:
        middle = min(inner, key=lambda c: c.value)
        if middle.value < min(e.value for e in ends):
            return Judgement("supported", f"{label(p, middle)} lies below both ends")
        top = max(inner, key=lambda c: c.value)
        other_shape = top.value > max(e.value for e in ends) and min(c.value for c in seq) in (
            ends[0].value,
            ends[1].value,
        )
    else:
        middle = max(inner, key=lambda c: c.value)
        if middle.value > max(e.value for e in ends):
            return Judgement("supported", f"{label(p, middle)} lies above both ends")
        top = min(inner, key=lambda c: c.value)
        other_shape = top.value < min(e.value for e in ends) and max(c.value for c in seq) in (
            ends[0].value,
            ends[1].value,
        )
    if other_shape:
        word = "above" if dip else "below"
        return Judgement(
            "contradicted",
            f"{label(p, top)} lies {word} both ends ({label(p, ends[0])}, {label(p, ends[1])}): "
            + ("an inverted U, not a U" if dip else "a U, not an inverted U"),
            [(p, top), (p, ends[0]), (p, ends[1])],
        )
    return unverifiable("the run neither dips nor rises in its middle as listed")


def _covaries(spec: Spec, tol: Tolerances) -> Judgement:
    """ "Price rises with range": the subject's cells against the other's, place by place,
    in the order of the other's values. With "all" ("across all five models") every step
    must move the said way; without it, only a rank correlation of the wrong sign contradicts."""
    panel = spec.panels[0]
    one, two = spec.subject[0], spec.other[0]
    assert isinstance(one, Coord) and isinstance(two, Coord)

    def at(c: Coord) -> dict[object, Cell]:
        on_rows = c.axis == "y"
        return {
            tick_key(x.col if on_rows else x.row): x
            for x in panel.cells
            if same_tick(x.row if on_rows else x.col, c.tick)
        }

    ys, xs = at(one), at(two)
    places = [k for k in xs if k in ys]
    if len(places) < 3:
        return unverifiable("fewer than three places hold both values")
    if len(places) < len(axis_keys(panel, "x" if one.axis == "y" else "y")):
        return unverifiable("some places lack one of the two values")
    order = sorted(places, key=lambda k: xs[k].value)
    sign = 1 if spec.rising else -1
    if spec.quantifier == "all":
        for k0, k1 in pairwise(order):
            dx, dy = xs[k1].value - xs[k0].value, ys[k1].value - ys[k0].value
            if dx > 0 and dy * sign < 0:
                return Judgement(
                    "contradicted",
                    f"{label(panel, xs[k1])} > {label(panel, xs[k0])}, "
                    f"but {label(panel, ys[k1])} vs {label(panel, ys[k0])}",
                    [(panel, xs[k0]), (panel, xs[k1]), (panel, ys[k0]), (panel, ys[k1])],
                )
        return Judgement("supported", f"in the order of {two.tick}, every step of {one.tick} moves the said way")
    corr = _spearman([xs[k].value for k in order], [ys[k].value for k in order])
    if corr * sign < 0:
        return Judgement("contradicted", f"{one.tick} against {two.tick}: rank correlation {corr:+.2f}")
    return Judgement("supported", f"{one.tick} against {two.tick}: rank correlation {corr:+.2f}")


def _bend(spec: Spec, series: list[tuple[Panel, list[Cell]]], tol: Tolerances) -> Judgement:
    """ "The rate of increase decreases as X grows" (spec.relation "slowing"), "rises at an
    accelerating rate" ("quickening"): the speed of each run's steps (bends.py); said of one
    run, or of every run."""
    slowing = spec.relation == "slowing"
    word = "slows" if slowing else "quickens"
    if len(series) > 1 and spec.quantifier != "all":
        return unverifiable(f"said of {len(series)} rows or columns, not of each")
    axis = spec.axis or "x"
    bent = 0
    for p, seq in series:
        values = [float(c.value) for c in seq]
        xs = numbered_ticks([key_of(c, axis) for c in seq])  # type: ignore[misc]
        step = broken_step(values, xs, spec.rising, slowing)
        if step is not None:
            first, last = (seq[0], seq[1]) if slowing else (seq[-2], seq[-1])
            a, b = seq[step], seq[step + 1]
            return Judgement(
                "contradicted",
                f"its speed does not {word.removesuffix('s')}: {label(p, first)} to {label(p, last)}, "
                f"but {label(p, a)} to {label(p, b)}",
                [(p, first), (p, last), (p, a), (p, b)],
            )
        bent += bends_as_said(values, xs, spec.rising, slowing)
    if bent < len(series):
        return unverifiable(f"{len(series) - bent} of {len(series)} runs neither keep nor break that bend")
    return Judgement("supported", f"the speed {word} at every step in {bent} of {len(series)} runs")


def _flanks(spec: Spec, series: list[tuple[Panel, list[Cell]]], tol: Tolerances) -> Judgement:
    """A rise or fall away from a point, on either side of it ("falls as the rating moves
    away from 2"): each run out from the point (2, 1.5, 1, 0 and 2, 2.5, 3, …) must go the
    stated way at every step; a step the other way on one side contradicts it. The point
    is spec.location's tick, or the run's peak (its trough for a rise) when none is named."""
    axis = spec.axis or "x"
    word = "rise" if spec.rising else "fall"
    point = "the diagonal" if spec.relation == "diagonal flanks" else "the point"
    judged: list[tuple[Panel, list[Cell]]] = []
    bad: list[tuple[Panel, Cell, Cell]] = []
    for p, seq in series:
        if spec.relation == "diagonal flanks":  # the run's own cell on the diagonal
            row = key_of(seq[0], "y" if axis == "x" else "x")
            at = next((i for i, c in enumerate(seq) if same_tick(key_of(c, axis), row)), None)
        elif spec.location:
            at = next((i for i, c in enumerate(seq) if same_tick(key_of(c, axis), spec.location[0].tick)), None)
        else:
            values = [c.value for c in seq]
            at = values.index(max(values) if not spec.rising else min(values))
        if at is None:
            continue
        judged.append((p, seq))
        top = (max if not spec.rising else min)(seq, key=lambda c: c.value)
        if spec.relation == "diagonal flanks" and top.value != seq[at].value:
            # the row's own diagonal cell is not its top: it cannot fall on both sides of it
            return Judgement(
                "contradicted",
                f"{label(p, top)} is {'below' if spec.rising else 'above'} its diagonal cell {label(p, seq[at])}",
                [(p, top), (p, seq[at])],
            )
        steps = [*pairwise(seq[at::-1]), *pairwise(seq[at:])]
        step = next(((a, b) for a, b in steps if (b.value < a.value if spec.rising else b.value > a.value)), None)
        if step is not None:
            bad.append((p, *step))
    if not judged:
        return unverifiable("the point it names is in no row or column of three or more values")
    if bad and (spec.quantifier == "all" or len(judged) == 1 or len(bad) > len(judged) * (1 - tol.majority)):
        p, a, b = bad[0]
        return Judgement("contradicted", f"away from {point}, {label(p, a)} then {label(p, b)}", [(p, a), (p, b)])
    if bad:
        return unverifiable(f"{len(bad)} of {len(judged)} rows or columns do not {word} away from {point}")
    return Judgement("supported", f"on both sides of {point}, {len(judged)} of {len(judged)} rows or columns {word}")


def _runs(spec: Spec) -> list[tuple[Panel, list[Cell]]]:
    """The rows or columns of three or more cells a trend runs along (spec.axis), each in
    the order of its axis."""
    axis = spec.axis or "x"
    other = "y" if axis == "x" else "x"
    series: list[tuple[Panel, list[Cell]]] = []
    for p, _ in {id(p): (p, None) for p, _ in select(spec.panels, spec.slice)}.values():
        ticks = axis_keys(p, axis)
        numbers = numbered_ticks(ticks)  # ("Batch 64", "Batch 128": in the order of their numbers)
        order = [t for _, t in sorted(zip(numbers, ticks, strict=True), key=lambda nt: nt[0])] if numbers else ticks
        pos = {tick_key(t): i for i, t in enumerate(order)}
        groups: dict[object, list[Cell]] = {}
        for _, c in select([p], spec.slice):
            groups.setdefault(tick_key(key_of(c, other)), []).append(c)
        for cells in groups.values():
            seq = sorted(
                (c for c in cells if tick_key(key_of(c, axis)) in pos), key=lambda c: pos[tick_key(key_of(c, axis))]
            )
            if len(seq) >= 3:
                series.append((p, seq))
    return series


def _trend_along(spec: Spec, series: list[tuple[Panel, list[Cell]]], tol: Tolerances) -> Judgement:
    """A rise or fall along the axis: each run by its rank correlation, or at every step
    when the wording is strict ("rises steadily"); judged on every run, or on most."""
    other = "x" if spec.axis == "y" else "y"
    word = "rise" if spec.rising else "fall"
    bad: list[tuple[Panel, list[Cell], str]] = []
    # one run said to rise with no hedge ("As time increases, accuracy increases"): its steps
    # count too (over many runs, noise in some is what a plain "increases" speaks past)
    plain = len(series) == 1 and spec.quantifier is None and spec.relation is None and not _HEDGED.search(spec.text)
    for p, seq in series:
        vals = [c.value for c in seq]
        corr = _spearman(list(range(len(vals))), vals)  # as it is: a fall is negative
        rho = corr if spec.rising else -corr  # positive when it goes the stated way
        if spec.strict:
            steps = [(a, b) for a, b in pairwise(seq) if (b.value < a.value if spec.rising else b.value > a.value)]
            if steps:
                a, b = steps[0]
                bad.append((p, [a, b], f"{label(p, a)} then {label(p, b)}"))
                continue
        if rho <= 0:
            bad.append(
                (
                    p,
                    seq,
                    f"{_series_name(p, seq[0], other)} runs {', '.join(format_number(v) for v in vals)} "
                    f"(rank correlation {corr:+.2f})",
                )
            )
        elif plain:
            # "As time increases, accuracy increases": unhedged, yet most of its steps go the other way
            steps = [(x, y) for x, y in pairwise(seq) if y.value != x.value]
            against = [(x, y) for x, y in steps if (y.value < x.value if spec.rising else y.value > x.value)]
            if 2 * len(against) > len(steps):
                x, y = against[0]
                way = _AGAINST[spec.rising]
                why = f"{len(against)} of its {len(steps)} steps {way}: {label(p, x)} then {label(p, y)}"
                bad.append((p, [x, y], why))
    if spec.quantifier == "all" or spec.strict or len(series) == 1:
        if bad:
            p, cells, why = bad[0]
            return Judgement("contradicted", why, [(p, c) for c in cells])
        return Judgement("supported", f"{len(series)} of {len(series)} rows or columns {word}")
    if len(bad) > len(series) * (1 - tol.majority):
        p, cells, why = bad[0]
        return Judgement(
            "contradicted", f"{len(bad)} of {len(series)} do not {word}; e.g. {why}", [(p, c) for c in cells]
        )
    return Judgement("supported", f"{len(series) - len(bad)} of {len(series)} rows or columns {word}")


# a trend said of the run as a whole, not of its steps: "generally rises", "tends to fall", "overall"
_HEDGED = words("MOSTLY", "GENERALLY", "POOLED", "HOVER")
_AGAINST = {True: "fall", False: "rise"}


def _series_name(p: Panel, c: Cell, other: str) -> str:
    key = key_of(c, other)
    ax = p.y if other == "y" else p.x
    name = f"{ax.label} {_fmt(key)}" if ax is not None and ax.label and not isinstance(key, str) else _fmt(key)
    return f"{p.title}: {name}" if p.title else name


def _against(
    cells: list[PC], panels: list[Panel], relation: str | None, inclusive: bool, v: float, t: float
) -> list[PC]:
    """The cells that break a bound, in cell order. When they are the whole of one panel,
    how many break it is counted first on the panel's sorted values (built once), so a
    bound every cell keeps costs a bisection, not a scan."""

    def breaks(x: float) -> bool:
        if inclusive:
            return x < v - t if relation == ">" else x > v + t
        return x <= v - t if relation == ">" else x >= v + t

    if len(panels) == 1 and len(cells) == len(panels[0].cells):
        ordered = panels[0]._memo.get("sorted values")
        if ordered is None:
            ordered = panels[0]._memo["sorted values"] = sorted(c.value for c in panels[0].cells)
        if relation == ">":
            n = bisect_left(ordered, v - t) if inclusive else bisect_right(ordered, v - t)
        else:
            n = len(ordered) - (bisect_right(ordered, v + t) if inclusive else bisect_left(ordered, v + t))
        if n == 0:
            return []
    return [pc for pc in cells if breaks(pc[1].value)]


def _panels_reaching(spec: Spec) -> Judgement:
    """ "Three of the four lakes reach 20 °C": how many panels reach the bound at their
    peak (or at the place named), against the count said; a panel read by eye at the bound
    proves neither side."""
    assert spec.value is not None and spec.count is not None
    v = spec.value.value
    met: list[PC] = []
    for p in spec.panels:
        if not complete(p):
            return unverifiable(f"{p.title or p.id} is not given in full")
        cells = select([p], spec.location) if spec.location else [(p, c) for c in p.cells]
        if not cells:
            return unverifiable(f"{p.title or p.id} gives no cell at the place it names")
        top = max(cells, key=lambda pc: pc[1].value)
        if top[1].value == v and not spec.inclusive:
            return unverifiable(f"{label(*top)} is at the bound itself")
        if top[1].value >= v if spec.inclusive else top[1].value > v:
            met.append(top)
    what = f"{len(met)} of {len(spec.panels)} panels"
    if len(met) == spec.count:
        return Judgement("supported", what + f" reach {spec.value.raw.strip()}", met)
    shown = ", ".join(label(*pc) for pc in met) or "none"
    return Judgement("contradicted", f"{what} reach {spec.value.raw.strip()} ({shown}), not {spec.count}", met)


def _steps_of_its_period(spec: Spec, panel: Panel, numbers: list[float], by_month: bool) -> bool:
    """Whether the period a step bound names, if any, is each step from one place to the
    next: consecutive numbers one apart, of an axis that counts that period (years for
    "in a single year", the x label's own word otherwise; months listed for "a month").
    "never gained more than 3 points in a single year" over readings ten years apart bounds
    no step it can see."""
    said = CLAIM_SHAPES.STEP_PERIOD.search(spec.text)
    if said is None:
        return True
    period = said.group(1).casefold()
    if by_month:
        return period == "month" and all(b - a == 1 for a, b in pairwise(sorted(numbers)))
    if any(b - a != 1 for a, b in pairwise(sorted(numbers))):
        return False
    if period == "year" and all(n.is_integer() and 1000 <= n <= 2200 for n in numbers):
        return True
    return period in content_words(panel.x.label if panel.x is not None and panel.x.label else "")


def _step_bound(spec: Spec, tol: Tolerances) -> Judgement:
    """ "Mill Lane never loses more than 6 names in a single year" (spec.rising False; "never
    gains": True): every step of the one series it speaks of, from each place to the next in
    the order of a numbered (or month) axis, loses (gains) at most spec.value."""
    assert spec.value is not None
    cells = select(spec.panels, spec.slice)
    rows = {tick_key(c.row) for _, c in cells}
    if len(rows) != 1 or len({id(p) for p, _ in cells}) != 1 or len(cells) < 2:
        return unverifiable("it does not speak of one series of one panel")
    panel = cells[0][0]
    cols = [c.col for _, c in cells]
    if None in cols or len({tick_key(c) for c in cols}) != len(cols):
        return unverifiable("the places of its series are not each given once")
    known = [c for c in cols if c is not None]
    numbers = numbered_ticks(known)
    by_month = False
    if numbers is None:
        months = _listed_months(panel.x, list(cols))
        numbers = [months[tick_key(c)] for c in known] if months is not None else None
        by_month = numbers is not None
    if numbers is None:
        return unverifiable("the places are not numbers, so the order of its steps is not known")
    if not _steps_of_its_period(spec, panel, [float(n) for n in numbers], by_month):
        return unverifiable("the period it names is not the step from one place to the next")
    ordered = [c for _, c in sorted(zip(numbers, (c for _, c in cells), strict=True), key=lambda nc: nc[0])]
    bound = abs(spec.value.value)
    t = tolerance(spec.value, spec.approx, tol) if spec.approx else 0.0
    word = "gains" if spec.rising else "loses"
    for before, after in pairwise(ordered):
        moved = (after.value - before.value) if spec.rising else (before.value - after.value)
        if round(moved, 9) > bound + t:  # (4.62 - 4.55 is 0.07, not a hair more)
            return Judgement(
                "contradicted",
                f"{label(panel, before)} to {label(panel, after)}: it {word} {format_number(round(moved, 10))}, "
                f"more than {format_number(bound)}",
                [(panel, before), (panel, after)],
            )
    return Judgement("supported", f"no step of its {len(ordered)} places {word} more than {format_number(bound)}")


def _threshold(spec: Spec, tol: Tolerances) -> Judgement:
    assert spec.value is not None
    if spec.relation == "panels":
        return _panels_reaching(spec)
    if spec.relation == "steps":
        return _step_bound(spec, tol)
    if spec.relation == "=":
        return _counted_equal(spec)
    t = tolerance(spec.value, spec.approx, tol) if spec.approx else 0.0
    v = spec.value.value
    # a claim about every cell is judged on each panel's index of its values, not on its cells
    whole = _indexed(spec.panels) if not spec.slice else None
    if whole is not None:
        size = sum(len(p.cells) for p, _ in whole)
        broken, first = _broken(whole, spec.relation, spec.inclusive, v, t)
    else:
        cells = select(spec.panels, spec.slice)
        size = len(cells)
        against = _against(cells, spec.panels, spec.relation, spec.inclusive, v, t)
        broken, first = len(against), against[:3]
    if not size:
        return unverifiable("none of the cells it speaks of is given")
    if spec.inclusive:  # "at least 12", "no cell exceeds 60" (every cell at most 60)
        sign = "≥" if spec.relation == ">" else "≤"
    else:
        sign = ">" if spec.relation == ">" else "<"
    if (
        spec.quantifier == "exactly"
        and spec.count is not None
        and not CLAIM_SHAPES.JUDGE_CELL_NOUN.search(spec.text)
        and all(p.scale is None for p in spec.panels)  # (a heat map's cells are what it counts)
    ):
        # "Three of the four modes have a median below 35" over a grid of medians and quartiles:
        # the cells span rows and columns, and the things counted are one of them (which, the
        # words do not always say)
        held = [c for p, _ in whole for c in p.cells] if whole is not None else [c for _, c in cells]
        measure = points_measure(spec)
        if measure == "x":
            return _points_counted_on_x(spec, held, v, t)  # "Only one boat is shorter than 9 m" (length on x)
        grid = len({tick_key(c.row) for c in held}) > 1 and len({tick_key(c.col) for c in held}) > 1
        if grid and measure != "y":  # ("Three lakes exceed 50 m in depth": a point's value, one cell each)
            return unverifiable(f"it counts {spec.count} of something, and the cells it speaks of form a grid")
    if spec.share is not None:
        held = [c for p, _ in whole for c in p.cells] if whole is not None else [c for _, c in cells]
        return _half_share(spec, held, size - broken, f"{sign} {format_number(v)}")
    if spec.quantifier == "exactly" and spec.count is not None:
        meet = size - broken
        if meet != spec.count:
            return Judgement(
                "contradicted", f"{meet} of {size} cells are {sign} {format_number(v)}, not {spec.count}", absent=True
            )
        return Judgement("supported", f"{meet} of {size} cells are {sign} {format_number(v)}")
    if spec.quantifier == "all" and broken == size and v != 0:
        lo, hi = _magnitudes(whole, cells if whole is None else [])
        if lo >= _APART * abs(v) or hi * _APART <= abs(v):
            # "No site's revenue bubble exceeds 3.5" over footfalls of 300 to 960: every cell an
            # order of magnitude beyond the bound speaks of another measure than the cells'
            return unverifiable(f"every cell is an order of magnitude from {format_number(v)}: another measure")
    if spec.quantifier == "all" and broken and not spec.inclusive and _only_at_bound(spec, first, broken, v, t):
        # "both below 3%" over two cells of ≈3%: a reading at the bound itself proves no side of it
        return unverifiable(f"{label(*first[0])} is the bound itself, not beyond it")
    if spec.quantifier == "all" and broken:
        return Judgement(
            "contradicted",
            f"{label(*first[0])} is not {sign} {format_number(v)}" + (f" ({broken} cells)" if broken > 1 else ""),
            first,
        )
    if spec.quantifier == "most" and broken > size * (1 - tol.majority):
        return Judgement(
            "contradicted", f"only {size - broken} of {size} cells are {sign} {format_number(v)}", first, absent=True
        )
    return Judgement("supported", f"{size - broken} of {size} cells are {sign} {format_number(v)}")


def _counted_equal(spec: Spec) -> Judgement:
    """ "Seven countries have an index of 1.0": how many cells of the one panel hold the value
    as written, against the count said (read only of a panel of one series, one value each)."""
    assert spec.value is not None and spec.count is not None
    (p,) = spec.panels
    if not complete(p):
        return unverifiable("the panel is not given in full")
    v = spec.value.value
    # (a cell is the value when it rounds to it as written: 0.92 is "0.9"; one right at the
    # rounding's edge, 0.95, may be either)
    t = 0.5 * 10.0 ** -_decimals(spec.value)
    held = [(p, c) for c in p.cells if abs(c.value - v) < t - 1e-9]
    edge = [(p, c) for c in p.cells if abs(abs(c.value - v) - t) <= 1e-9]
    shown = f"{len(held)} of {len(p.cells)} cells are {format_number(v)}"
    if len(held) <= spec.count <= len(held) + len(edge):
        return (
            Judgement("supported", shown, held)
            if not edge
            else unverifiable(f"{shown}, and some at its rounding's edge")
        )
    return Judgement("contradicted", f"{shown}, not {spec.count}", held[:3], absent=True)


_APART = 10.0  # a bound this many times beyond every cell, or every cell beyond it, is of another measure

# the unit of an axis label, in brackets at its end: "Maximum depth (m)" -> "m"
_LABEL_UNIT = CLAIM_SHAPES.LABEL_UNIT


def points_measure(spec: Spec) -> str | None:
    """Which measure a count over labelled points bounds ("Three lakes exceed 50 m in depth"):
    "y" (each point's value) or "x" (its position), when the claim names one axis's measure (a
    word of its label, or the unit after the number) and not the other's; None otherwise, or
    when a panel is no chart of named points."""
    if spec.value is None or not spec.panels or not all(one_point_each(p) for p in spec.panels):
        return None
    p = spec.panels[0]
    if p.x is None or p.y is None or not p.x.label or not p.y.label:
        return None
    if any(q.x is None or q.y is None or (q.x.label, q.y.label) != (p.x.label, p.y.label) for q in spec.panels):
        return None
    after = CLAIM_SHAPES.POINT_UNIT_AFTER.match(spec.line.raw, spec.value.end, spec.end)
    unit = after.group(1).casefold() if after else None
    units = [(own.group(1).casefold() if (own := _LABEL_UNIT.search(t)) else None) for t in (p.x.label, p.y.label)]
    if unit is not None and units[0] != units[1] and unit in units:
        return "x" if unit == units[0] else "y"  # (the unit after the number: "50 m" of "Depth (m)")
    said = content_words(spec.text)
    hits = [
        bool({w for w in content_words(_LABEL_UNIT.sub("", t)) if len(w) >= 3} & said) for t in (p.x.label, p.y.label)
    ]
    if not any(hits):
        # a measure said as its verb, a word content_words() passes over: "Three students
        # scored above 70" of an "Exam Score" axis
        verbs = {
            w[:-1] for w in CLAIM_SHAPES.LOWER_WORD.findall(spec.text.casefold()) if w.endswith("ed") and len(w) > 5
        }
        labels = [
            set(CLAIM_SHAPES.LOWER_WORD.findall(_LABEL_UNIT.sub("", t).casefold())) for t in (p.x.label, p.y.label)
        ]
        hits = [bool(verbs & words) for words in labels]
    if hits[0] == hits[1]:
        return None
    return "x" if hits[0] else "y"


def _points_counted_on_x(spec: Spec, held: list[Cell], v: float, t: float) -> Judgement:
    """How many labelled points stand past a bound on the x axis's measure ("Only one boat is
    shorter than 9 m" over hull lengths on x), against the count said."""
    xs = [c.col for c in held]
    if not all(isinstance(x, (int, float)) for x in xs):
        return unverifiable("the points' x positions are not all numbers")
    above = spec.relation == ">"
    meet = sum(
        1
        for x in xs
        if isinstance(x, (int, float))
        and ((x >= v - t if spec.inclusive else x > v + t) if above else (x <= v + t if spec.inclusive else x < v - t))
    )
    sign = ("≥" if above else "≤") if spec.inclusive else (">" if above else "<")
    what = f"{meet} of {len(xs)} points are at x {sign} {format_number(v)}"
    if meet != spec.count:
        return Judgement("contradicted", f"{what}, not {spec.count}", absent=True)
    return Judgement("supported", what)


def _magnitudes(whole: list[tuple[Panel, Extremes]] | None, cells: list[tuple[Panel, Cell]]) -> tuple[float, float]:
    """The least and greatest absolute value of the cells a claim speaks of."""
    if whole is not None:
        ends = [abs(e) for _, ix in whole for e in (ix.lo, ix.hi)]
        lows = [0.0 if ix.lo <= 0 <= ix.hi else min(abs(ix.lo), abs(ix.hi)) for _, ix in whole]
        return (min(lows), max(ends)) if ends else (0.0, 0.0)
    values = [abs(c.value) for _, c in cells]
    return (min(values), max(values)) if values else (0.0, 0.0)


def _half_share(spec: Spec, held: list[Cell], meet: int, bound: str) -> Judgement:
    """ "Half of the models exceed 50%", "fewer than half … reach 50": how many of the cells
    `held` meet the bound against half of them, over the cells of one row or one column (what
    a grid's cells count is not said, unless it counts the cells: "most cells exceed 99%"),
    where half of an odd number is not a count."""
    size = len(held)
    grid = len({tick_key(c.row) for c in held}) > 1 and len({tick_key(c.col) for c in held}) > 1
    if grid and not CLAIM_SHAPES.COUNTS_CELLS.match(spec.text):
        return unverifiable("it counts a share of something, and the cells it speaks of form a grid")
    half = size * spec.fraction  # ("a third of the varieties": that share of them)
    holds = {
        "=": meet == half,
        "<": meet < half,
        ">": meet > half,
        ">=": meet >= half,
        "<=": meet <= half,
    }[spec.share or "="]
    part = _FRACTION_WORDS.get(round(spec.fraction, 4), "half")
    if spec.share == "=" and abs(half - round(half)) > 1e-9:
        return unverifiable(f"{meet} of {size} cells are {bound}; {part} of {size} is no count")
    said = {"=": "", "<": "fewer than ", ">": "more than ", ">=": "at least ", "<=": "at most "}
    if holds:
        return Judgement("supported", f"{meet} of {size} cells are {bound}")
    return Judgement(
        "contradicted", f"{meet} of {size} cells are {bound}, not {said[spec.share or '=']}{part}", absent=True
    )


_FRACTION_WORDS = {
    0.5: "half",
    round(1 / 3, 4): "a third",
    0.25: "a quarter",
    round(2 / 3, 4): "two thirds",
    0.75: "three quarters",
}


def _against_sum(spec: Spec) -> Judgement:
    """ "Folio House earns more than Oakleaf and Inkwell combined": the one place's value
    against the sum of the others', each one cell of one panel."""
    if len(spec.panels) != 1:
        return unverifiable("it could be about more than one panel")
    picked = []
    for c in [*spec.subject, *spec.other]:
        cells = select(spec.panels, [c]) if isinstance(c, Coord) else []
        if len(cells) != 1:
            return unverifiable("a place it names does not give one value")
        picked.append(cells[0])
    one, rest = picked[0], picked[1:]
    total = sum(c.value for _, c in rest)
    said = " + ".join(format_number(c.value) for _, c in rest) + f" = {format_number(total)}"
    holds = one[1].value > total if spec.relation == "sum>" else one[1].value < total
    word = "above" if spec.relation == "sum>" else "below"
    if holds:
        return Judgement("supported", f"{label(*one)} is {word} {said}", picked)
    return Judgement("contradicted", f"{label(*one)} is not {word} {said}", picked)


# words that make a count of categories those where something holds: "leads across three
# categories", "is highest in three categories", "wins three categories"
_PICKS_SOME = re.compile(
    "|".join((vocab("HIGHER"), vocab("LOWER"), vocab("MAX"), vocab("MIN"), vocab("UP"), vocab("DOWN")))
    + r"|\b(?:leads?|wins?|won|beats?|loses|lost|only|some|several|most|all\s+but|except)\b",
)


def _stray_series(p: Panel) -> str | None:
    """The row of a panel of two or more named series that is called as its value axis is
    (the key of one unnamed series) and holds fewer cells than each of the others: a value
    read with no series named, not a series the chart draws."""
    if p.y is None or not p.y.label:
        return None
    rows: dict[object, list[Cell]] = {}
    for c in p.cells:
        rows.setdefault(tick_key(c.row), []).append(c)
    stray = [k for k in rows if isinstance(k, str) and loose(k) == loose(p.y.label or "")]
    if len(stray) != 1 or len(rows) < 3:
        return None
    others = [len(v) for k, v in rows.items() if k != stray[0]]
    return str(rows[stray[0]][0].row) if len(rows[stray[0]]) < min(others) else None


def _every_series_at(p: Panel) -> bool:
    """Whether two or more named series each have a cell at every category the panel's cells
    give, and the x axis lists those categories and no other."""
    rows = {tick_key(c.row) for c in p.cells if isinstance(c.row, str)}
    cols = {tick_key(c.col) for c in p.cells if c.col is not None}
    pairs = {(tick_key(c.row), tick_key(c.col)) for c in p.cells}
    listed = {tick_key(t) for t in (p.x.ticks if p.x is not None else [])}
    return len(rows) >= 2 and len(pairs) == len(rows) * len(cols) and listed == cols


def _listed_points(p: Panel) -> bool:
    """Whether a panel of named points (one cell each, at x places that all differ) was read
    from one list: each point on a line of its own, the lines one run with no line between."""
    if not one_point_each(p):
        return False
    lines = sorted(c.span.line for c in p.cells)
    return len(set(lines)) == len(lines) and lines[-1] - lines[0] == len(lines) - 1


def _only_at_bound(spec: Spec, first: list[PC], broken: int, v: float, t: float) -> bool:
    """Whether every cell that breaks a strict bound sits on the bound (within its tolerance)."""
    if broken > len(first):
        return False  # more than the three kept: judged on the cells kept, never guessed
    return all(abs(float(c.value) - v) <= max(t, 1e-9) for _, c in first)


def _broken(
    whole: list[tuple[Panel, Extremes]], relation: str | None, inclusive: bool, v: float, t: float
) -> tuple[int, list[PC]]:
    """How many cells of the panels break a bound, and the first three that do, in cell
    order over the panels (as _against finds them), each panel asked on its index."""
    count = 0
    first: list[PC] = []
    for p, ix in whole:
        # a bound kept inclusively is broken strictly beyond it, and the reverse
        if relation == ">":
            count += ix.count_below(v - t, inclusive=not inclusive)
        else:
            count += ix.count_above(v + t, inclusive=not inclusive)
        start = 0
        while len(first) < 3:
            i = ix.below(v - t, start, not inclusive) if relation == ">" else ix.above(v + t, start, not inclusive)
            if i is None:
                break
            first.append((p, p.cells[i]))
            start = i + 1
    return count, first


def _ticks_disagree(p: Panel) -> bool:
    """Whether an axis of `p` lists ticks, but not as many as its cells have keys on it."""
    for axis, ax in (("y", p.y), ("x", p.x)):
        keys = {tick_key(key_of(c, axis)) for c in p.cells if key_of(c, axis) is not None}
        if ax is not None and ax.ticks and len(ax.ticks) != len(keys):
            return True
    return False


def _read_as_grid(p: Panel) -> tuple[int, int]:
    """The rows and columns of a grid as its cells were read."""
    return _grid_size(p, "y")[0], _grid_size(p, "x")[0]


def _listed_whole(p: Panel, axis: str) -> bool:
    """Whether the axis lists three or more ticks by name, which the cells confirm: its cells
    give every one of them, or it lists the same ticks as the other axis, whose cells give
    every one (a triangle of a correlation matrix: "Y-axis: Same as X-axis")."""

    def confirmed(side: str) -> bool:
        ax = p.y if side == "y" else p.x
        if ax is None or len(ax.ticks) < 3:
            return False
        keys = {tick_key(key_of(c, side)) for c in p.cells if key_of(c, side) is not None}
        return keys == {tick_key(t) for t in ax.ticks}

    other = "x" if axis == "y" else "y"
    mine, theirs = (p.y, p.x) if axis == "y" else (p.x, p.y)
    same = mine is not None and theirs is not None and _tick_keys(mine.ticks) == _tick_keys(theirs.ticks)
    return confirmed(axis) or (same and confirmed(other))


def _ticks_from_table(p: Panel, axis: str) -> bool:
    """Whether an axis's ticks are only its table's own labels: the axis is stated on the
    header row of the table its cells come from (the first cells two lines below it), so
    its ticks enumerate what was read, not what the figure holds."""
    ax = p.y if axis == "y" else p.x
    lines = [c.span.line for c in p.cells if c.span is not None]
    return ax is None or ax.span is None or (bool(lines) and min(lines) == ax.span.line + 2)


def _tick_keys(ticks: list[Tick]) -> list[object]:
    return [tick_key(t) for t in ticks]


def _summary_rows(ax: Axis) -> list[str]:
    """The rows of a table that sum up the others ("macro avg", "weighted avg", "Total"), as
    listed, when they come after all the others."""
    ticks = [str(t) for t in ax.ticks]
    return ticks[len(ticks) - trailing_summary(ticks) :]


def _grid_size(p: Panel, axis: str) -> tuple[int, set[object]]:
    """How many rows ("y") or columns ("x") a grid has: its cells' distinct keys on that axis,
    or its axis's ticks when they are more (a grid given in part)."""
    keys = {tick_key(key_of(c, axis)) for c in p.cells if key_of(c, axis) is not None}
    ax = p.y if axis == "y" else p.x
    return max(len(keys), len(ax.ticks) if ax is not None and not categorical(p) else 0), keys


_CHART_PLACE = CLAIM_SHAPES.CHART_PLACE


def _places_are_charts(p: Panel) -> bool:
    """Whether every x tick of a panel names one of the figure's charts by its place ("Left
    chart", "Right chart"): what was read there is a note on each chart, no panel."""
    ticks = p.x.ticks if p.x is not None else []
    return len(ticks) >= 2 and all(isinstance(t, str) and _CHART_PLACE.fullmatch(t.strip()) for t in ticks)


_COUNT_NUMBERS = {"one": 1, "a": 1, "an": 1, "a single": 1, "two": 2, "three": 3}


def _counted_besides(spec: Spec) -> tuple[int, str] | None:
    """The count joined to a listed count ("nine algorithms and one optimal baseline") when the
    list names what it counts besides (a name all of whose words are the second count's:
    "Optimal"): how many, and that name. None when the sentence joins no count so, or the
    list names none of them."""
    if spec.count is None:
        return None
    text = spec.text
    words = list(CLAIM_SHAPES.IN_COUNTED_BESIDES.finditer(text))
    at = next(
        (
            w.end()
            for w in words
            if w.group(0) == str(spec.count) or _COUNT_WORDS.get(w.group(0).casefold()) == spec.count
        ),
        None,
    )
    if at is None:
        return None
    hit = CLAIM_SHAPES.AND_MORE.match(text, at)
    if hit is None or CLAIM_SHAPES.IN_COUNTED_BESIDES_2.search(text[at : hit.start("m")]):
        return None
    more = _COUNT_NUMBERS.get(hit.group("m").casefold()) or (int(hit.group("m")) if hit.group("m").isdigit() else 0)
    said = set(CLAIM_SHAPES.WORDS.findall(hit.group("what").casefold()))
    named = [n for n in spec.listed if (w := set(CLAIM_SHAPES.WORDS.findall(n.casefold()))) and w <= said]
    return (more, named[0]) if more and len(named) == more else None


_COUNT_WORDS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen".split()
    )
}


def _count(spec: Spec, tol: Tolerances) -> Judgement:
    if spec.noun == "listed":
        # "four data series …: A, B, C, D and E": the sentence enumerates what it counts
        given = f"{len(spec.listed)} ({', '.join(spec.listed)})"
        besides = _counted_besides(spec)
        if besides is not None:
            # "nine algorithms and one optimal baseline" over a list of nine with "Optimal" in it:
            # the list holds both counts
            more, name = besides
            total = (spec.count or 0) + more
            if len(spec.listed) == total:
                return Judgement("supported", f"the text lists {given}, {name!r} among them")
            return Judgement(
                "contradicted", f"the text lists {given}, {name!r} among them; not {spec.count} and {more} more"
            )
        if len(spec.listed) == spec.count:
            return Judgement("supported", f"the text lists {given}")
        if spec.count is not None and len(spec.listed) > spec.count:
            return Judgement("contradicted", f"the text lists {given}, not {spec.count}")
        if spec.whole_list:
            # "4 models (A, B, C)", "four models – A, B –": the list right after the noun names what it counts
            return Judgement("contradicted", f"the text lists {given} right after the count, not {spec.count}")
        if spec.labelled:
            return Judgement("contradicted", f"the text lists {given} under its label, not {spec.count}")
        if spec.enumerated == len(spec.listed):
            # "six models – A, B, C, D, E –" and a legend of the same five: the list is whole
            return Judgement("contradicted", f"the text lists {given}, and names no more elsewhere; not {spec.count}")
        return unverifiable(f"the text lists {given}; a list may name only some")
    if spec.noun == "numbered span":
        # "32 layers (numbered 2 to 30)": as many numbers as that span holds at most
        lo, hi = (int(e) for e in spec.listed)
        most = hi - lo + 1
        if spec.count is not None and spec.count > most:
            return Judgement("contradicted", f"numbered {lo} to {hi}, they are at most {most}, not {spec.count}")
        if spec.count == most:
            return Judgement("supported", f"numbered {lo} to {hi}: {most}")
        return unverifiable(f"numbered {lo} to {hi}, they may be fewer than {most} (every other number, say)")
    if spec.noun == "panels":
        # (a "panel" whose places are the charts themselves, "Left chart: 60 tokens/s" under
        # "Dashed reference lines", holds a note on each chart: no chart of its own)
        described = [p for p in spec.panels if (p.cells or p.regions) and not _places_are_charts(p)]
        if not described:
            return unverifiable("no panel is described")
        n = len(described)
        if n != spec.count and len([p for p in spec.panels if not _places_are_charts(p)]) == spec.count:
            # "four line graphs": two read, two named by the write-up's list of its charts
            return Judgement("supported", f"{spec.count} panels are named")
        if spec.count is not None and n == 1 < spec.count:
            # one panel told apart where the text says several: the reading may have merged them
            return unverifiable(f"1 panel is described, and the text says {spec.count}")
        if n != spec.count:
            names = ", ".join(p.title or p.id for p in described)
            return Judgement(
                "contradicted",
                f"{n} panels are described ({names}), not {spec.count}",
                absent=spec.count is not None and n < spec.count,
            )
        return Judgement("supported", f"{n} panels are described")
    if spec.noun == "bins" and spec.panels:
        # "divided into seven bins": the columns that are stretches of the x axis
        bins = binned_columns(spec.panels[0])
        given = f"{len(bins)} bins ({', '.join(bins)})"
        if spec.count == len(bins):
            return Judgement("supported", f"the write-up gives {given}")
        return Judgement(
            "contradicted", f"the write-up gives {given}, not {spec.count}", absent=(spec.count or 0) > len(bins)
        )
    if spec.noun == "bridge steps" and spec.panels:
        # "four intermediate steps between the two totals": a waterfall's bars but its two
        # levels; its steps add up from the first to the last, so none is a note read as a bar
        p = spec.panels[0]
        ends = _bridge_ends(p)
        if not ends:
            return unverifiable("no waterfall whose steps add up from its first bar to its last was read")
        axis = next(iter(ends))[0]
        steps = [str(k) for k in axis_keys(p, axis) if (axis, tick_key(k)) not in ends]
        given = f"{len(steps)} steps between the ends ({', '.join(steps)})"
        if spec.count == len(steps):
            return Judgement("supported", f"the write-up gives {given}")
        return Judgement(
            "contradicted", f"the write-up gives {given}, not {spec.count}", absent=(spec.count or 0) > len(steps)
        )
    if spec.noun in ("categories", "series-items", "parts"):
        # "the chart compares six cities" (its bars), "… three optimisers" (its series);
        # "divides water use into five purposes" (the parts of the whole: its bars or slices)
        p = spec.panels[0]
        if spec.noun in ("categories", "parts"):
            items = sorted({str(c.col) for c in p.cells if c.col is not None})
            if p.x is not None and p.x.ticks and len(p.x.ticks) != len(items):
                return unverifiable("the categories the axis lists and those given differ")
        else:
            items = sorted({str(c.row) for c in p.cells if c.row is not None})
        what = "categories" if spec.noun in ("categories", "parts") else "series"
        given = f"{len(items)} {what} ({', '.join(items)})"
        if spec.count == len(items):
            return Judgement("supported", f"the write-up gives {given}")
        if (
            spec.count is not None
            and spec.count < len(items)
            and spec.noun == "parts"
            and shares(p)
            and not SOME_PARTS.search(spec.text)  # ("four main uses": some of them)
            and not any(
                CLAIM_SHAPES.REST_SLICE.fullmatch(i.strip()) for i in items
            )  # (an "Other" slice may go uncounted)
        ):
            # the slices of a whole add up to 100: none of them is a note read as a slice
            return Judgement("contradicted", f"the write-up gives {given}, shares of one whole, not {spec.count}")
        if spec.count is not None and spec.count < len(items) and spec.noun == "series-items" and _listed_points(p):
            # "Six lighthouses are plotted" over seven named points, each on a line of its own
            # in one list: none of them is a note read as a point
            return Judgement("contradicted", f"the write-up lists {given}, one point each, not {spec.count}")
        if (
            spec.count is not None
            and spec.count < len(items)
            and spec.noun == "categories"
            and _every_series_at(p)
            and not _PICKS_SOME.search(spec.text)  # ("A leads across three categories": where it does)
        ):
            # "across three task categories" over four, each given for every one of the series:
            # none of them is a note read as a category (a note gives one value, not one per series)
            return Judgement("contradicted", f"the write-up gives {given}, each for every series, not {spec.count}")
        if spec.count is None or spec.count < len(items):
            # more given than said: a header or a note read as a series would make as many
            return unverifiable(f"the write-up gives {given}; a reading with an extra item is not proof")
        return Judgement("contradicted", f"the write-up gives {given}, not {spec.count}", absent=True)
    if spec.noun == "series":
        for p in spec.panels:
            series = {tick_key(c.row) for c in p.cells}
            if series and len(series) != spec.count:
                shown = ", ".join(sorted(str(c) for c in {c.row for c in p.cells}))
                if spec.count is not None and len(series) < spec.count:
                    # values for fewer series than said: a legend may list more than the data
                    # gives; only an enumeration with fewer entries proves the count wrong
                    if spec.enumerated is None:
                        return unverifiable(
                            f"values are given for {len(series)} series ({shown}), and the text enumerates none"
                        )
                    if spec.enumerated >= spec.count:
                        return unverifiable(
                            f"values are given for {len(series)} series ({shown}); the text names {spec.enumerated}"
                        )
                if spec.count is not None and len(series) == spec.count + 1 and (stray := _stray_series(p)) is not None:
                    # "split into three segments" over Solar, Wind, Hydro and a row named by the
                    # value axis ("Generation (GWh)") beside them: a note read with no series of
                    # its own, or the three and their total: no proof either way
                    return unverifiable(
                        f"{len(series)} series are given ({shown}), one named as the value axis ({stray})"
                    )
                if (
                    spec.count is not None
                    and len(series) > spec.count
                    and len(CLAIM_SHAPES.COUNTED_LINES.findall(spec.text)) >= 2
                ):
                    # "three lines for λ (2, 1, 0.5) and three lines for K (16, 4, 2)": each count
                    # is of a group of the series, none of them all
                    return unverifiable(f"{len(series)} series are given ({shown}); the sentence counts groups of them")
                if (
                    spec.count is not None
                    and len(series) > spec.count
                    and (spec.enumerated is None or spec.enumerated <= spec.count)
                ):
                    # more series than said, and no legend, list or table of the text names as
                    # many: a note or a clause read as a series would make as many
                    return unverifiable(
                        f"{len(series)} series are given ({shown}), which the text does not enumerate;"
                        " a reading with an extra series is not proof"
                    )
                fewer = spec.count is not None and len(series) < spec.count
                note = f"; the legend or list names {spec.enumerated}" if fewer else ""
                return Judgement(
                    "contradicted",
                    f"{len(series)} series are given ({shown}){note}, not {spec.count}",
                    # (fewer: proved by the text's own enumeration, which a data line not read does not change)
                    absent=fewer and spec.enumerated is None,
                )
        return Judgement("supported", f"{spec.count} series")
    axis = "y" if spec.noun == "rows" else "x"
    if not any(p.cells for p in spec.panels):
        return unverifiable(f"the write-up gives no cells to count {spec.noun} on")
    for p in spec.panels:
        if not p.cells:
            continue
        n, keys = _grid_size(p, axis)
        ax = p.y if axis == "y" else p.x
        if categorical(p):
            return unverifiable("rows of a chart with series are not grid rows")
        listed = len(ax.ticks) if ax is not None else 0
        if spec.grid is not None and _read_as_grid(p) != spec.grid:
            read = _read_as_grid(p)
            cells = len({(tick_key(c.row), tick_key(c.col)) for c in p.cells})
            if (
                (read[0] != spec.grid[0] and read[1] != spec.grid[1] and cells < read[0] * read[1])
                or (1 in read and 1 not in spec.grid)
                or read == spec.grid[::-1]
                or _ticks_disagree(p)
            ):
                # "a 4×4 matrix" over six cells read as an upper triangle, or as one list:
                # when neither size agrees and the cells read are no full grid, when they
                # are one row or column of a grid said to have several, when the two sizes
                # are swapped, or when an axis lists other keys than the cells give ("a 2x5
                # grid" of small charts, one row's digits listed, the cells per digit and
                # metric), the text lays its cells out as the reading did not
                return unverifiable(
                    f"the cells read make a {read[0]} × {read[1]} grid, and the text says "
                    f"{spec.grid[0]} × {spec.grid[1]}: they may be laid out as the reading did not see"
                )
        if listed and listed != len(keys) and spec.count in (listed, len(keys)):
            # the axis and the cells disagree, and the text agrees with one of them
            return unverifiable(f"the axis lists {listed} {spec.noun} and the cells give {len(keys)}")
        if spec.count is not None and n < spec.count and listed < n:
            # a sparse listing ("the non-zero cells") proves no size: only an axis that
            # enumerates its ticks does
            return unverifiable(f"the text lists {n} {spec.noun} and does not enumerate the axis")
        if (
            spec.count == n + 1
            and spec.noun == "columns"
            and "column" in spec.text.lower()
            and not CLAIM_SHAPES.LAID_AS.search(
                spec.text
            )  # ("8 parameters (columns)": the parameters, not the table's)
        ):
            # "4 columns" over a table "| Rank | A | B | C |": the column of row labels may be
            # counted with the grid's own; one more proves nothing ("a 3 × 4 grid" speaks of the
            # grid's own)
            return unverifiable(f"the grid has {n} {spec.noun} besides its labels, and the text may count those")
        # "The report covers four classes" over four classes, "macro avg" and "weighted avg"
        summary = _summary_rows(ax) if axis == "y" and ax is not None and listed == n else []
        if summary and spec.count == n - len(summary):
            return Judgement("supported", f"{spec.count} {spec.noun} besides the summary rows ({', '.join(summary)})")
        if summary and n != spec.count:
            return Judgement(
                "contradicted",
                f"{p.title + ' has' if p.title else 'the grid has'} {n - len(summary)} {spec.noun} besides the "
                f"summary rows ({', '.join(summary)}), not {spec.count}",
            )
        if n != spec.count:
            return Judgement(
                "contradicted",
                f"{p.title + ' has' if p.title else 'the grid has'} {n} {spec.noun}, not {spec.count}",
                # (fewer, proved by the axis's own enumeration when it lists each tick the cells
                # give, which a data line not read does not change: "8 parameters (rows)" of 7 listed)
                absent=spec.count is not None and n < spec.count and not _listed_whole(p, axis),
                fewer=spec.count is not None and n < spec.count and _ticks_from_table(p, axis),
            )
    return Judgement("supported", f"{spec.count} {spec.noun}")


JUDGES: dict[str, Callable[[Spec, Tolerances], Judgement]] = {
    "extreme": _extreme,
    "value": _value,
    "range": _range,
    "comparison": _comparison,
    "trend": _trend,
    "threshold": _threshold,
    "count": _count,
}
