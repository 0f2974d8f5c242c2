"""Stage 3: panels. Groups data under the headers that name panels, gives each panel its
axes and colour scale (its own, or the shared ones), and binds every value to its
(row, col) through the axis ticks and the stated orders."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from extract.grammar import Shapes, fits
from extract.interpret.aggregates import (
    drop_group_statistics,
    drop_row_totals,
    drop_totals,
    name_group_statistics,
    names_group_statistic,
    names_total,
)
from extract.interpret.axes import DAY_DATE, ISO_DATE, AxisStatement, Which, labelled_first
from extract.interpret.axis_fields import axis_fields
from extract.interpret.boxes import box_stat, ranked_median
from extract.interpret.data import (
    CellLine,
    Coord,
    DataItem,
    PairsLine,
    SeriesLine,
    TableCell,
    TableData,
    is_structural_point,
)
from extract.interpret.mentions import USUAL_X_WORDS
from extract.interpret.panel_heads import PanelHeads
from extract.interpret.points import (
    _PANEL_WORD,
    VALUE_NOUN,
    PointLine,
    drawn_name,
    drawn_note,
    names_stretch,
    note_words,
    only_notes,
    only_says_values,
    series_name,
    tick_in_axis_words,
    without_notes,
)
from extract.interpret.roles import (
    Vocabulary,
    anonymous_measure,
    axis_at,
    bare,
    declared_after_kind,
    names_measure,
    unhedged,
    without_mark,
)
from extract.interpret.scales import ScaleStatement, merge
from extract.interpret.units import (
    axis_multiplier,
    counts_in,
    may_hold_suffixed,
    named_units,
    scaled_value,
    suffixed,
    suffixed_value,
    to_axis_units,
    unit_word,
    written_with,
)
from extract.models import Axis, Cell, ColorScale, Order, Panel, Region, Span, Tick, ValueLine
from extract.numbers import parse_number
from extract.outline import (
    _NAME_TOKEN,
    Header,
    chart_place,
    clean_title,
    closing_note,
    label_only,
    lead_place,
    leading_label,
    marker_letter,
    names_chart,
    names_grid_line,
    place_note,
)
from extract.reader import Line, Num, clock_times
from extract.statements import (
    ascii_words,
    head_of,
    letter_after,
    panel_letter,
    slice_colour,
    trailing_note,
    value_band,
    which_mark,
    without_bin_lead,
)
from extract.text import (
    TickIndex,
    is_structural,
    loose,
    month_spellings,
    panel_key,
    same_tick,
    singular,
    strip_md,
    symbols,
    tick_key,
    words_before,
)
from extract.wording import (
    HEDGE_WORDS,
    VARIANT_NOTE,
    colour_phrase,
    count_value,
    ends_on_hedge,
    is_colour_word,
    line_span,
    num_span,
)

# the shapes of panels are grammars/bindings.lark's; those built at run time from a document's
# names say so
_SHAPES = Shapes("bindings")

_PANEL_LIKE = _SHAPES.PANEL_LIKE
_YX: tuple[Which, Which] = ("y", "x")
_ROW_PLAIN = _SHAPES.ROW_PLAIN  # "Row A", "Column 3" (no quotes)
_ROW_WORD = _SHAPES.PANELS_ROW_WORD
_XY: tuple[Which, Which] = ("x", "y")
_OPPOSITE = {
    ("left-to-right", "right-to-left"),
    ("right-to-left", "left-to-right"),
    ("top-to-bottom", "bottom-to-top"),
    ("bottom-to-top", "top-to-bottom"),
}


@dataclass(slots=True)
class _Draft:
    """A panel being assembled."""

    header: Header | None
    first_line: int
    items: list[DataItem | PointLine] = field(default_factory=list)
    series_of: dict[int, str | None] = field(default_factory=dict)  # id(item) -> series
    regions: list[Region] = field(default_factory=list)
    cells: list[Cell] = field(default_factory=list)
    lines: list[ValueLine] = field(default_factory=list)
    measures: set[str] = field(default_factory=set)  # the value nouns its lines name ("Percentage")
    # the value nouns written on a category's own line, after a dash ("**Schools** — Share: 31%")
    dashed: set[str] = field(default_factory=set)
    group_of: dict[int, str] = field(default_factory=dict)  # id(item) -> the group of categories it sits in
    keys: set[tuple[object, object]] = field(default_factory=set)  # (row, column) of its cells, as tick keys
    rows: set[Tick | None] = field(default_factory=set)  # the rows its cells name
    # its named points whose header can be no series: two of them under it share an x
    own_rows: set[int] | None = None


_AXIS_WORD = _SHAPES.AXIS_WORD


def _words(text: str | None) -> set[str]:
    """The words of a label that can name an axis: "digit_a" is one word (not "digit", which
    "digit_b" shares)."""
    return {w.strip("_") for w in _AXIS_WORD.findall((text or "").casefold())}


# "With Width", "vs. Depth", "With itself", "Self-correlation": the variable a row's line pairs it with
_PARTNER = _SHAPES.PARTNER


def _bin(line: Line, k: Coord) -> Coord:
    """A histogram's bin written as a stretch, as the category it is: "Rating ~2.00-2.25" is
    the bin "2.00-2.25" (the axis's name and a hedge are no part of its name)."""
    at = k.num.start if k.num is not None else -1
    span = next((p for p in line.phrases if p.kind == "range" and p.start <= at < p.end), None)
    if span is None and k.name:
        # "Bin 1 (Leftmost, ~0-512 tokens)": a bin's index, then the one stretch it covers
        inside = [p for p in line.phrases if p.kind == "range" and line.raw[p.nums[0].start : p.nums[-1].end] in k.text]
        span = inside[0] if len(inside) == 1 else None
    if span is None:
        return k
    lo, hi = span.nums[0], span.nums[-1]
    first = lo.raw.lstrip("~≈∼ ").lstrip("*`_")
    text = first + line.raw[lo.end : hi.start] + line.raw[hi.start : hi.end].lstrip("*`_")
    return Coord(text, "", None, False, k.relation)


def _bin_named(k: Coord) -> Coord:
    """A histogram's bin named by the word "Bin" before the stretch it covers, its ends written
    with a suffix ("Bin 0 - 2.5k", no number read): the stretch, as a bin written "0-2.5" is."""
    if k.num is not None or k.name:
        return k
    bare = without_bin_lead(k.text)
    return k if bare == k.text else Coord(bare, "", None, False, k.relation)


def _names_tick(text: str, ax: _Axes) -> bool:
    """Whether a place written as a stretch is a tick's whole name: "2-4 shots" with the
    categories "1 shot", "2-4 shots", "5+ shots" is that category, not the shots 2 to 4."""
    return any(isinstance(ax.tick(a, text), str) for a in _XY)


class _Axes:
    """The x and y axes in force for one panel, and the resolution of coordinates."""

    def __init__(self, x: AxisStatement | None, y: AxisStatement | None) -> None:
        self.st: dict[Which, AxisStatement | None] = {"x": x, "y": y}
        self.ticks: dict[Which, list[Tick]] = {"x": list(x.ticks) if x else [], "y": list(y.ticks) if y else []}
        self.labels: dict[Which, str | None] = {"x": x.label if x else None, "y": y.label if y else None}
        self.seen_names: dict[Which, Counter[str]] = {"x": Counter(), "y": Counter()}
        self.index: dict[Which, TickIndex] = {"x": TickIndex(self.ticks["x"]), "y": TickIndex(self.ticks["y"])}
        # the ticks the axis lines state, not the keys cells add later
        self.stated_keys: dict[Which, frozenset[str]] = {
            a: frozenset(loose(str(t)) for t in self.ticks[a]) for a in _XY
        }
        # a line or scatter chart, or one of no stated kind: "Epoch 0" is on the axis "Epochs"
        # (a heatmap's "Digit 3" is no column of "Individual digits")
        self.numbered = False
        self.respelled: dict[Which, set[int]] = {"x": set(), "y": set()}  # indices of ticks a header spelled
        # the stated ticks that carry a note naming their variant ("Mixer+Aug (full)")
        self.noted: dict[Which, list[Tick]] = {
            a: [t for t in self.ticks[a] if isinstance(t, str) and VARIANT_NOTE.search(t)] for a in _XY
        }

    def order(self, which: Which) -> Order | None:
        st = self.st[which]
        return st.order if st else None

    def has(self, which: Which, value: Tick) -> bool:
        return self.tick(which, value) is not None

    def only_on(self, which: Which, value: Tick) -> bool:
        """Whether the axis lines list `value` as a tick of `which` and not of the other axis."""
        key = loose(str(value))
        return key in self.stated_keys[which] and key not in self.stated_keys["y" if which == "x" else "x"]

    def tick(self, which: Which, value: Tick) -> Tick | None:
        """The tick of axis `which` equal to `value` ("2022" finds 2022), or None."""
        index = self.index[which]
        index.sync(self.ticks[which])
        found: Tick | None = index.first(value)
        if found is None and isinstance(value, str) and self.noted[which]:
            # "Plain" of an axis listing "Plain (baseline)": the tick, its variant note aside
            key = loose(value)
            found = next((t for t in self.noted[which] if loose(VARIANT_NOTE.sub("", str(t))) == key), None)
        st = self.st[which]
        if (
            found is None
            and isinstance(value, str)
            and st is not None
            and st.ticks
            and (bare := _TRAILING_NOTE.sub("", value)) != value
            and not any(a is not None and value in a.line.content for a in self.st.values())
        ):
            # "A (M3)" of an axis listing "A", "B", "C": the listed tick, its bar's own note aside
            # (a note an axis's line writes too is part of the name: "GSM8K-SC (BCA)")
            key = loose(bare)
            found = next((t for t in self.ticks[which] if isinstance(t, str) and loose(t) == key), None)
        return found

    def _suffixed_tick(self, which: Which, text: str) -> Tick | None:
        """The stated tick of `which` that the one suffixed number among a few words is ("At
        1K tokens" with ticks 1K, 2K: 1000), or None."""
        words = text.split()
        marks = [w for w in words if suffixed(w) is not None]
        if len(marks) != 1 or len(words) > 3 or any(any(c.isdigit() for c in w) for w in words if w is not marks[0]):
            return None
        full = suffixed_value(marks[0])
        st = self.st[which]
        if full is None or st is None or not any(same_tick(t, full) for t in st.ticks):
            return None
        return self.tick(which, full)

    def suffixed_place(self, text: str) -> tuple[Which, Tick | None] | None:
        """A place written with a scale suffix, alone or amid an axis's words ("Step ~30k",
        "30k" beside "Training Steps"), and its key: the number where the axis writes its
        ticks with the suffix ("0, 10k, 20k, 30k": 30000, a tick or between two), its number
        in the axis's count where the axis counts in that scale ("Steps (thousands)": 30), else
        None: on an axis that says no thousands 30 or 30,000 would be a guess. None when
        `text` is no such place."""
        if not may_hold_suffixed(text):
            return None  # (every place below is a word of `text` written with a suffix)
        for a in _XY:
            got = suffixed(text)
            if got is None and (mark := tick_in_axis_words(text, self.labels[a])) is not None:
                got = suffixed(mark)
            if got is None and (tick := self._suffixed_tick(a, text)) is not None:
                return a, tick  # "At 1K tokens" beside the ticks 1K, 2K, 4K: the tick 1000
            if got is None:
                continue
            number, suffix, written = got
            as_listed = self.tick(a, written)
            if isinstance(as_listed, str):
                return a, as_listed  # "125M" beside the ticks 125M, 350M, 1.3B: names, as listed
            if counts_in(self.labels[a], suffix):
                return a, number
            full = suffixed_value(written)
            found = self.tick(a, full) if full is not None else None
            if found is not None:
                return a, found  # "1M" beside the ticks 1K, 10K, 100K, 1M: the tick 1000000
            scaled = scaled_value(written) if full is None else None
            if scaled is not None and (st := self.st[a]) is not None and any(same_tick(t, scaled) for t in st.ticks):
                return a, self.tick(a, scaled)  # "50B" beside ticks the write-up says are billions
            st = self.st[a]
            return a, full if full is not None and st is not None and written_with(st.line.content) else None
        return None

    def name_axis(self, name: str) -> Which | None:
        w = _words(name)
        if not w:
            # "k" of "k=20" with an x axis "k values": the one-letter symbol of one axis's label
            symbol = {name.strip().casefold()} & symbols(name)
            hits = [a for a in _XY if symbol & symbols(self.labels[a])] if symbol else []
            return hits[0] if len(hits) == 1 else None
        hits = [a for a in _XY if w & _words(self.labels[a]) or w & set(self.seen_names[a])]
        if not hits and self.numbered:
            one = {singular(x) for x in w}
            hits = [a for a in _XY if one & {singular(x) for x in _words(self.labels[a])}]
        if len(hits) == 2:
            # "Predicted Label" with x "Predicted Labels" and y "Human Labels", after "Human
            # Label 0" was seen on y: the axis whose own label shares its words
            own = [a for a in _XY if w & _words(self.labels[a])]
            hits = own if len(own) == 1 else hits
        if len(hits) == 2 and self.numbered:
            # "training step" with x "Training Step" and y "Training Loss": the axis it names whole
            whole = [a for a in _XY if w <= _words(self.labels[a])]
            hits = whole if len(whole) == 1 else hits
        return hits[0] if len(hits) == 1 else None

    def resolve(self, coord: Coord) -> tuple[Which, Tick] | None:
        """Which axis a coordinate belongs to, and its tick."""
        if (
            (
                coord.num is None or not coord.text.rstrip().endswith(coord.num.raw)  # ("At 64k": 64, then "k")
            )
            and (placed := self.suffixed_place(coord.text)) is not None
            and placed[1] is not None
        ):
            return placed[0], placed[1]  # "| 2K |" beside the ticks 2K, 4K, 8K: the tick 2000
        if coord.num is not None and coord.text != coord.num.raw:
            named = [(a, t) for a in _XY if (t := self.tick(a, coord.text)) is not None]
            if len(named) == 1:
                return named[0]  # "Round 1" with a tick "Round 1": that tick, not the number 1
        value: Tick = coord.num.value if coord.num is not None and _numeric_coord(coord) else coord.text
        by_name = (_axis_word(coord.name) or self.name_axis(coord.name)) if coord.name else None
        if isinstance(value, str) and by_name is not None and _in_named_unit(coord, self.labels[by_name]):
            value = coord.num.value if coord.num is not None else value  # "Model Size 3B" on "Model Size (B)": 3
        in_axes = [a for a in _XY if self.has(a, value)]
        which: Which | None = None
        if len(in_axes) == 1:
            which = in_axes[0]
        elif by_name is not None:
            which = by_name
        elif len(in_axes) == 2:
            which = "y"
        if which is None and isinstance(value, str):
            return self.named_tick(value) or self.measured_tick(value)
        if which is None:
            return None
        if coord.name:
            for w in _words(coord.name):
                self.seen_names[which][w] += 1
        found = self.tick(which, value)
        return which, found if found is not None else value

    def respell(self, which: Which, tick: Tick, spelling: str) -> Tick:
        """The tick a data header names, spelled as the header writes it: the axis list's
        "Speed (↑) Top-1" under "**Speed (Top-1)**:" is "Speed (Top-1)" (one key, the data's
        words). The first header to name a tick spells it; later ones find that spelling."""
        if not isinstance(tick, str) or tick.casefold() == spelling.casefold():
            return tick
        ticks = self.ticks[which]
        i = ticks.index(tick)
        if i in self.respelled[which]:
            return tick
        self.respelled[which].add(i)
        ticks[i] = spelling
        return spelling

    def named_tick(self, text: str) -> tuple[Which, Tick] | None:
        """ "Predicted Wolf" with x called "Predicted class" and a tick Wolf; "True class
        Fox" with y called "True class": the axis's own words, then one of its ticks."""
        words = text.split()
        for cut in range(len(words) - 1, 0, -1):
            head, tail = set(w.casefold() for w in words[:cut]), " ".join(words[cut:])
            hits = [(a, t) for a in _XY if head <= _words(self.labels[a]) and (t := self.tick(a, tail)) is not None]
            if len(hits) == 1:
                return hits[0]
        return None

    def measured_tick(self, text: str) -> tuple[Which, Tick] | None:
        """ "Kite Accuracy" with a tick Kite on one axis: the tick, then words that only say
        what its values are (a table's column header "| Task | Kite Accuracy | … |")."""
        words = text.split()
        for cut in range(len(words) - 1, 0, -1):
            if names_measure(" ".join(words[cut:])):
                hits = [(a, t) for a in _XY if (t := self.tick(a, " ".join(words[:cut]))) is not None]
                return hits[0] if len(hits) == 1 else None
        return None

    def visual(self, which: Which, stated: list[Order]) -> list[Tick]:
        """The ticks in the order a line of values runs in: reversed when the line (or a
        note above it) states the opposite direction to the axis."""
        ticks = self.ticks[which]
        along = ("left-to-right", "right-to-left") if which == "x" else ("top-to-bottom", "bottom-to-top")
        said = next((o for o in stated if o in along), None)
        if said and (said, self.order(which)) in _OPPOSITE:
            return list(reversed(ticks))
        return ticks

    def unit_steps(self, which: Which, count: int) -> list[Tick]:
        """The whole numbers of an axis stated as "1 to 5" with no ticks, when a line gives
        exactly one value for each ("Seed 0: 0.58 → 0.65 → 0.69 → 0.71 → 0.72")."""
        st = self.st[which]
        if st is None or st.stretch is None:
            return []
        lo, hi = st.stretch
        if not (float(lo).is_integer() and float(hi).is_integer() and hi - lo + 1 == count and count >= 2):
            return []
        ticks: list[Tick] = list(range(int(lo), int(hi) + 1))
        for t in ticks:
            self.add(which, t)
        return ticks

    def add(self, which: Which, tick: Tick | None) -> None:
        if tick is not None and not self.has(which, tick):
            self.ticks[which].append(tick)


# what may stand before a place's number: "at", "around", "at roughly", "near" ("Around 10 GFLOPS")
# (the words in one order: a pattern the same in every process is compiled once, extract.compiled)
_HEDGED_PLACE = _SHAPES.HEDGED_PLACE


# a rate of change between places, not a value at one: "Slope: ~0.01 gain per unit k"
_SLOPE = _SHAPES.SLOPE
_PER_UNIT = _SHAPES.PER_UNIT


def _rate(line: Line, labels: list[str], value: Num) -> bool:
    """Whether a value is a rate of change between places ("**Slope**: ~0.01 gain per unit
    k"), not a value at one place."""
    return (
        any(_SLOPE.match(t) for t in labels)
        or _PER_UNIT.match(line.raw, value.end) is not None
        or _slope_before(line.raw[line.offset : value.start])
    )


_LINKS = frozenset("of is = : ≈ ~ ∼".split()) | HEDGE_WORDS


def _slope_before(text: str) -> bool:
    """Whether a value is said as a line's slope ("**Dashed line:** slope 0.1", "(red, slope of
    about 0.12)"): the word before it, its links aside, is "slope" or "gradient"."""
    words = strip_md(text).replace("(", " ").replace(",", " ").split()
    while words and words[-1].casefold() in _LINKS:
        words.pop()
    if len(words) >= 2 and words[-1].endswith(":"):
        return False  # "Weight Gradient: ~10 GB": a name that ends on the word, labelling its value
    return bool(words) and words[-1].casefold().rstrip(":=") in ("slope", "gradient")


# a value noun after a legend entry: "F1 Score" for the entry "F1"
_ENTRY_MEASURE = _SHAPES.ENTRY_MEASURE


def _name_by_legend(cells: list[Cell], legend: list[str]) -> None:
    """Series written as a legend entry and a value noun ("| k | F1 Score (Blue Bar) | BLEU-1
    Score (Orange Bar) |" with the legend F1, BLEU-1) are the entries, when each names another."""
    entries = {loose(e): e for e in legend}
    rows = {c.row for c in cells if isinstance(c.row, str) and loose(c.row) not in entries}
    to = {r: entries.get(loose(_ENTRY_MEASURE.sub("", r))) for r in rows}
    named = [e for e in to.values() if e is not None]
    if (
        not named
        or len(set(named)) != len(named)
        or any(loose(c.row) in entries for c in cells if isinstance(c.row, str))
    ):
        return
    for c in cells:
        if isinstance(c.row, str) and (e := to.get(c.row)) is not None:
            c.row = e


_TRAILING_NOTE = _SHAPES.TRAILING_NOTE
_WORD_CHAR = _SHAPES.WORD_CHAR
_DIGIT = _SHAPES.DIGIT


# a bar named by its place in the row of bars ("Bar 7"): no number on an axis ("Column 2" of a
# grid stays the column's number)
_BAR_WORD = _SHAPES.BAR_WORD


def _numeric_coord(coord: Coord) -> bool:
    """ "Ratio 0.1", "0.1" and "1 GPU" are numbers; "ResNet-50" and "GPT 4o" are names."""
    if coord.num is None:
        return False
    raw = coord.num.raw.strip("*_`")
    at = coord.text.find(raw)
    if at < 0:
        return False
    before, after = coord.text[:at], coord.text[at + len(raw) :]
    after = _TRAILING_NOTE.sub("", after)  # "Model 21 (MultiChallenge)": a note on the point
    if not _WORD_CHAR.search(after):
        if which_mark(f"{before}{raw}") and _BAR_WORD.fullmatch(before.strip(" #")):
            return False  # "Bar 7 (Blue): ~ +12%" on a chart whose bars have no labels: the bar's own name
        if _DIGIT.search(before) and _YEAR.fullmatch(raw):
            return False  # "Q1 2023", "H2 2024": a period of a year, one name (not the year 2023)
        return not before.strip() or before.strip(" =:(") == coord.name or not _DIGIT.search(before)
    if head_of(after).names_month:
        return False  # "1 Apr", "22 Apr": a day of a month, a date, no number and its unit
    # a unit after a bare number: "1 GPU", "512 tokens", "8 bits", "90 km/h", "At 25 Training Steps", or
    # the axis's word it was named by ("at 8 demonstrations")
    unit = _SHAPES.TICK_UNIT_TAIL.fullmatch(after) or (coord.name and after.strip().casefold() == coord.name.casefold())
    return (not before.strip() or _HEDGED_PLACE.fullmatch(before.strip()) is not None) and bool(unit)


_ARROW = _SHAPES.PANELS_ARROW


def _arrow_chain(s: SeriesLine) -> bool:
    """Whether a line's values are written as a chain of arrows ("0.41 → 0.55 → 0.63")."""
    return len(s.values) >= 2 and _ARROW.fullmatch(s.line.raw, s.values[0].end, s.values[1].start) is not None


def _in_named_unit(coord: Coord, label: str | None) -> bool:
    """Whether a coordinate is its axis's name, a number and the unit the axis's label names:
    "Model Size 3B" beside an axis "Model Size (B)", "Depth 12 layers" beside "Depth (layers)"."""
    if coord.num is None or label is None:
        return False
    raw = coord.num.raw.strip("*_`")
    before, _, after = coord.text.partition(raw)
    # "(marked with a cross)" after the unit: a note on the point
    return before.strip(" =:(").casefold() == coord.name.casefold() and bare(after) in named_units([label]) - {"%"}


_NUMBERED_PLACE = _SHAPES.NUMBERED_PLACE


def _numbered_places(texts: list[str]) -> bool:
    """Whether names are one word numbered ("Batch 1", "Batch 8", "Batch 32"; "k=4", "k=16"):
    places along an axis of that word, not series."""
    found = [_NUMBERED_PLACE.fullmatch(strip_md(t).strip()) for t in texts]
    words = {m.group("word").casefold() for m in found if m is not None}
    return len(texts) >= 2 and all(found) and len(words) == 1


def _times_of(texts: list[str]) -> bool:
    """Whether names are all times ("06:00", "2024-03-01", "Mar 3", "Jan", "Tue", "Q3 2023"):
    the x values of a chart over time, whatever names stand beside them ("| Hour | Platform 1 |
    Platform 2 |" over "| 06:00 | 120 | 85 |": the rows are the hours, the platforms the series)."""
    said = [strip_md(t).strip() for t in texts]
    return len(said) >= 2 and all(
        clock_times().fullmatch(t)
        or ISO_DATE.fullmatch(t)
        or DAY_DATE.fullmatch(t)
        or head_of(t).names_month
        or month_spellings(t)
        for t in said
    )


def _category_axis(ax: _Axes, tick: Tick) -> Which:
    """The axis a point's category stands on: x, unless the x axis is stated as a scale of
    numbers and the y axis is not (horizontal bars: "**openai/gpt-5.2**: Score of 0.589")."""
    if isinstance(tick, str) and not ax.has("x", tick):
        if ax.has("y", tick):
            return "y"  # a category the y axis lists
        if _month_of_year(tick):
            return "x"  # "February 2025" on an axis of years: a date along it, no category
        x, y = ax.st["x"], ax.st["y"]
        x_ticks, y_ticks = (x.ticks if x else []), (y.ticks if y else [])
        stretch = x is not None and x.stretch is not None and not x_ticks  # "from 0% to 100%"
        numbers_on_x = stretch or (bool(x_ticks) and all(isinstance(v, (int, float)) for v in x_ticks))
        if numbers_on_x and not any(isinstance(v, (int, float)) for v in y_ticks):
            return "y"
    return "x"


_YEAR = _SHAPES.YEAR


def _month_of_year(tick: str) -> bool:
    """Whether a place is a month of a year as written ("February 2025", "Sept. 2019")."""
    return _YEAR.search(tick) is not None and head_of(tick).names_month


def _horizontal_side(ax: _Axes, tick: Tick) -> Which:
    """The axis a category of horizontal bars stands on: the one that lists it; else y, unless
    the statements put the values on y ("Axis of values: Crossings, 0 to 30" is read as y
    whatever the bars' direction) and leave x to the categories."""
    if ax.has("x", tick):
        return "x"
    if ax.has("y", tick):
        return "y"

    def numeric(which: Which) -> bool:
        st = ax.st[which]
        return st is not None and (
            (st.stretch is not None and not st.ticks)
            or (bool(st.ticks) and all(isinstance(v, (int, float)) for v in st.ticks))
        )

    return "x" if numeric("y") and not numeric("x") else "y"


_CHARTS = ("bar", "line", "scatter")
_TICK_HEADER = _SHAPES.TICK_HEADER
_NUMBERED = _SHAPES.NUMBERED


def _tick_header(
    title: str | None, names: set[str], axis_words: set[str], steps: dict[str, frozenset[str]] | None = None
) -> str | None:
    """The tick a header names as "<axis name> <tick>" ("Depth 2" with a "Depth" axis and a
    tick 2, or an axis "Depth" stated to run over the whole numbers 1 to 7: `steps`), or None;
    a legend entry ("Dropout 0.3") is a series, not a tick."""
    m = _TICK_HEADER.match(title or "")
    if m is None and title and loose(title) not in names:
        # "True class Fox" with y called "True class" and a tick Fox: the row Fox
        words = title.split()
        for cut in range(len(words) - 1, 0, -1):
            head, tail = " ".join(words[:cut]), " ".join(words[cut:])
            if _words(head) and _words(head) <= axis_words and loose(tail) in names:
                return tail
            if _words(tail) and _words(tail) <= axis_words and loose(head) in names:
                return head  # "F1 Metric" with an x axis "Metric" and a tick F1: the tick F1
        return None
    if m is None or loose(title) in names:
        return None
    said = _words(m.group(0)[: m.start(1)])
    number = loose(m.group(1))
    if number not in names and not any(number in (steps or {}).get(w, ()) for w in said):
        return None
    # "Step 2,000" is the tick 2000
    return m.group(1).replace(",", "") if said & axis_words else None


_MOST_STEPS = 100  # a stretch of more whole numbers is a measured axis, not a list of rows


def _row_of_header(words: str, place: Tick, ax: _Axes) -> Tick | None:
    """The row a header gives a point whose line names its own x: "**Depth = 4**" over "8 →
    22.41ms", with the y axis "Depth" listing 4 and the line's 8 no tick of y alone, is the row
    4; None when the header names no y tick this way (it may be an x, or a name)."""
    m = _TICK_HEADER.match(words)
    said = words[: m.start(1)].strip(" =:") if m is not None else ""
    # the y axis's own label, whole ("Batch Size" beside an x axis "Window Size": the words
    # they share leave name_axis unsure), else the axis its words name
    on = "y" if said and loose(said) == loose(ax.labels["y"] or "") else ax.name_axis(said) if said else None
    if m is None or on != "y" or ax.only_on("y", place):
        return None
    value, _, _ = parse_number(m.group(1))
    return ax.tick("y", value)


def _whole_steps(axes: list[AxisStatement]) -> dict[str, frozenset[str]]:
    """The whole numbers each axis is stated to run over, by the words of its label: y
    "Type" stated as "1 to 7 in integer increments" (the label and the stretch on one line
    or two of the same axis) gives "type" -> 1, 2, …, 7."""
    words: dict[tuple[Which, int], set[str]] = {}
    numbers: dict[tuple[Which, int], set[str]] = {}
    for a in axes:
        key = (a.which, a.scope.line.number if a.scope is not None else -1)
        words.setdefault(key, set()).update(_words(a.label))
        lo, hi = a.stretch or (0.0, -1.0)
        if float(lo).is_integer() and float(hi).is_integer() and 0 < hi - lo <= _MOST_STEPS:
            numbers.setdefault(key, set()).update(str(i) for i in range(int(lo), int(hi) + 1))
    steps: dict[str, set[str]] = {}
    for key, said in words.items():
        for w in said:
            steps.setdefault(w, set()).update(numbers.get(key, ()))
    return {w: frozenset(n) for w, n in steps.items() if n}


_QUOTES = _SHAPES.QUOTES


def _series_header(
    named: list[Header],
    legend: set[str],
    kind_hint: str,
    with_axes: set[int],
    axis_words: set[str],
    heads: PanelHeads,
    on_axis: bool,
) -> bool:
    """Whether the innermost named header of a one-coordinate value names a series (or
    the row of a heatmap: a legend name, an axis tick, a name under another header, or a
    header that is no panel over a value named by a tick, `on_axis`). A numbered header
    ("**1. AI2D**") is a panel only when axes are stated under it."""
    if not named:
        return False
    h = named[0]
    if letter_after(h.label) is not None and heads.is_panel(h):
        return False  # "#### Vocals (a)": a panel's letter after its name, no note of how a series is drawn
    if loose(h.title) in legend or (h.title and loose(series_name(h.title)) in legend):
        return True  # "**1. Difficulty (Light Red):**" with Difficulty in the legend
    if heads.announced and place_note(h.label) and heads.is_panel(h):
        return False  # "#### Spring (Top-Left)" where a 2×2 grid of charts is announced: a chart
    if panel_letter(strip_md(h.label).strip()) is not None and heads.is_panel(h):
        return False  # "## (a) Loss curve": a panel's letter, then its name (the word "curve" says no series)
    if h.title and h.line.number not in with_axes and series_name(h.title) != _QUOTES.sub("", h.title).strip():
        # "**AugMix (teal)**:" or "**Blue Line (Line A)**:" over its values: a header that says
        # how it is drawn is a series ('"Ours" vs. "Base"' only quotes the names it compares)
        return True
    if _NUMBERED.match(h.label) and h.line.number not in with_axes and kind_hint in ("bar", "line", "scatter"):
        return True
    if head_of(h.label).row_number is not None:
        return True  # "**Row 2:**" over "Cell 1 (middle-left): 12": the grid's second row
    # ("**Middle:**" titled by the outline among siblings that name rows: a row, no chart's place)
    if (_PANEL_LIKE.match(h.label) and not (h.title and is_structural(h.title))) or heads.marked(h):
        return False
    if _tick_header(h.title, legend, axis_words, heads.steps) is not None:
        return True  # "**Depth 2:**" over "Width 32: 61.4", with 2 a tick: a row, not a panel
    return len(named) >= 2 or kind_hint in ("bar", "line", "scatter", "mixed") or (on_axis and not heads.is_panel(h))


def _class_name(text: str) -> str:
    """ "True Wren", "**predicted Robin**": the class's name alone."""
    text = strip_md(text).strip()
    return head_of(text).after_class_side(text)


_MIN_MATRIX_ROWS = 2  # headers that must name their own columns before they are a matrix's rows


def _self_matrix_rows(data: list[DataItem | PointLine]) -> dict[int, str]:
    """The headers of a matrix written one row per header, whose items name the columns with
    the same names the headers give the rows: "**True Wren**" over "- predicted Wren: 46",
    "- predicted Robin: 3", then "**True Robin**" over the same names (a confusion matrix), or
    "**Moisture**" over "- Nitrogen: 0.34" and "**Nitrogen**" over "- Moisture: 0.34". A header
    counts when it holds two or more one-name values and its own name is among the names the
    items of such headers give; two or more must. Header line -> the row's name."""
    rows: dict[int, tuple[str, list[str]]] = {}
    for item in data:
        if isinstance(item, CellLine) and len(item.coords) == 1 and item.named and item.named[0].title:
            h = item.named[0]
            rows.setdefault(h.line.number, (_class_name(h.title or ""), []))[1].append(
                loose(_class_name(item.coords[0].text))
            )
    columns = {c for _, cols in rows.values() if len(cols) >= 2 for c in cols}
    own = {n: name for n, (name, cols) in rows.items() if len(cols) >= 2 and loose(name) in columns}
    return own if len(own) >= _MIN_MATRIX_ROWS else {}


def _placed(item: DataItem | PointLine) -> bool:
    """Whether a line of one value names its place on a numeric axis itself ("2048: ~10")."""
    return (
        isinstance(item, CellLine)
        and len(item.coords) == 1
        and item.coords[0].num is not None
        and _numeric_coord(item.coords[0])
    )


def _a_level_of(inner: Header, outer: Header, legend: set[str]) -> bool:
    """Whether a label alone ("**Performance Progression**:", "Breakdown:") only groups the
    values of the series the header over it names ("### A100 (Blue Line)", a legend entry):
    it names no entry, no drawing and no number itself."""
    t_in, t_out = inner.title or inner.label, outer.title or outer.label
    if not t_in or not t_out or _SHAPES.DIGIT.search(t_in):
        return False
    if loose(series_name(t_in)) in legend or series_name(t_in) != t_in.strip():
        return False  # "**Alpha (red)**:" names a series of its own
    return loose(series_name(t_out)) in legend or series_name(t_out) != t_out.strip()


_PARENS = _SHAPES.PARENS


def _row_group(h: Header) -> bool:
    """A header over several rows of one grid ("Positive Class (Top Row)", "Bottom rows") or
    over a part of it ("Off-diagonal"), not a row of its own ("Row 2") nor a panel."""
    head = head_of(h.label)
    # "Black Line (Triangle Markers)": a note on how a series is drawn names no part of a grid
    words = {t.casefold() for k, t in head_of(_PARENS.sub(" ", h.label)).tokens if k == "WORD"}
    if names_grid_line(h.label):
        return False  # "**Row: SGD**": the row SGD
    if words & _GRID_PARTS:
        return True
    return (head.has("ROWS") or "row" in words) and head.row_number is None and not _PANEL_LIKE.match(h.label)


_GRID_PARTS = frozenset(["diagonal", "triangle"])


def _value_band(h: Header, names: set[str], axis_words: set[str], inner: bool) -> bool:
    """A header that groups the entries under it by how high their values are ("**High
    Accuracy**:" over "- cities (99 ± 0)" under "**Model-T**"; "**Weak**:" under another
    header): no series, no category; unless the legend or an axis lists it."""
    title = h.title or h.label
    return loose(title) not in names and value_band(title, frozenset(axis_words), inner)


def _over_series(item: DataItem | PointLine, named: list[Header], legend: set[str], with_axes: set[int]) -> bool:
    """Whether the innermost header over a value whose line names a legend entry is its
    category ("#### 1. **Model-X**" over "- **Original**: ~28%"), not a panel: unless the
    header is a legend entry too, states its own axes, or calls itself a chart or panel."""
    if not named or not isinstance(item, CellLine) or len(item.coords) != 1:
        return False
    h = named[0]
    return (
        loose(series_name(item.coords[0].text)) in legend
        and loose(series_name(h.title or "")) not in legend
        and h.line.number not in with_axes
        and not _PANEL_WORD.match(h.label)
        and not _CHART_WORD.search(h.label)
    )


_CHART_WORD = _SHAPES.CHART_WORD


def _places_itself(item: DataItem | PointLine) -> bool:
    """Whether a data statement places its values without its header: a table, a row of
    values, pairs, or a value at two coordinates."""
    if isinstance(item, CellLine):
        return len(item.coords) >= 2
    return isinstance(item, (TableData, SeriesLine, PairsLine))


def _names_own_slice(item: DataItem | PointLine) -> bool:
    """Whether a line names the slice its value is of ("* Billing: 22", not "* Percentage: 61%"
    under the slice's header, nor "* Ticket Count: 1,260", how many items it holds)."""
    return (
        isinstance(item, CellLine)
        and len(item.coords) == 1
        and not VALUE_NOUN.match(item.coords[0].text)
        and not _counts_slice(item)
    )


_SPACED_PARENS = _SHAPES.PANELS_SPACED_PARENS


def _panel_and_series(
    item: DataItem | PointLine,
    legend: set[str],
    kind_hint: str,
    with_axes: set[int],
    series_headers: dict[int, str],
    axis_words: set[str],
    heads: PanelHeads,
) -> tuple[list[Header], str | None]:
    """The headers a data statement sits under that may name its panel (innermost first),
    and the series its header names, if any."""
    # "**Initial Phase (0–1,000 steps)**:" names a stretch of the x axis, "**Positive Class (Top
    # Row)**:" a group of a grid's rows: no panel, no series
    outer = item.named[-1] if item.named else None
    # ("1. **Very hard**" over "**Percentage:** 6.5%": a line that names only what its value is
    # (or how many it counts) values the header, which groups no entries by their height)
    valued = (
        isinstance(item, CellLine)
        and len(item.coords) == 1
        and (bool(VALUE_NOUN.match(item.coords[0].text)) or _counts_slice(item))
    )
    named = [
        h
        for h in item.named
        if not names_stretch(h.line)
        and not _row_group(h)
        and not (not (valued and h is item.named[0]) and _value_band(h, legend, axis_words, h is not outer))
    ]
    if named and is_structural_point(named[0].label):
        # "- **Point 3:**" over "X-Value: 12.5" / "Y-Value: 0.44": which point follows, no series
        # nor panel (a series header above it names the series)
        named = named[1:]
    measure = _SPACED_PARENS.sub("", named[0].title or "").strip() if named else ""
    if (
        (len(measure.split()) >= 2 and VALUE_NOUN.match(measure)) or (measure and only_says_values(measure))
    ) and not names_chart(named[0].label):
        # "1. **Median Values:**" over "- `Plain`: ~5": the header says what the values are
        # (a box's medians), it names no series and no panel ("**(b) Final Score**" names a panel);
        # "Approximate data points (read by eye):" only says values follow, of the series above it
        named = named[1:]
    elif _placed(item) and len(named) >= 2 and _a_level_of(named[0], named[1], legend) and not heads.marked(named[1]):
        # ("## (a) Loss curve" over "**SGD:**" is a panel over its series, no series drawn as a curve)
        named = named[1:]  # "### A100 (Blue Line)" / "- **Progression**:" / "- 2048: ~10": A100's
    # "**Edge Case Detection**:" over "Median: ~0.6": the line names only the value, so the
    # header is a category of the panel, not a panel
    value_only = isinstance(item, CellLine) and len(item.coords) == 1 and bool(VALUE_NOUN.match(item.coords[0].text))
    if named and named[0].line.number in heads.charts:
        return named, None  # "1. **Alpha:** … 80.5% are "FAIL" …": a pie of a grid, whatever its slices name
    if (
        (isinstance(item, CellLine) and len(item.coords) == 1)
        or (isinstance(item, PairsLine) and (item.label is None or item.point or only_says_values(item.label)))
    ) and (
        (value_only and bool(named))
        or _over_series(item, named, legend, with_axes)
        or _series_header(named, legend, kind_hint, with_axes, axis_words, heads, _on_axis(item, legend, heads))
    ):
        # a series is named without its colour and marker notes ("Alpha (red)" is "Alpha"),
        # or as the legend names the entry drawn the way the header says
        title = named[0].title
        name = series_headers.get(named[0].line.number) or (series_name(title) if title else title)
        tick = _tick_header(title, legend, axis_words, heads.steps)
        if tick is not None:
            name = tick  # "**Depth 2:**": the row is the tick 2
        row = head_of(named[0].label).row_number
        if row is not None and not isinstance(item, PairsLine):
            return named[1:], str(row)  # "**Row 2:**": the row is 2
        if lead_place(named[0].label) is not None:
            # "#### Left Plot (Sine Wave)" with "Sine Wave" in the legend: a chart by its place
            # and kind, and the one series it draws: the panel keeps its header
            return named, name
        return named[1:], name
    if (
        named
        and head_of(named[0].label).row_number is not None
        and isinstance(item, CellLine)
        and all(k.num is not None for k in item.coords)
    ):
        return named[1:], None  # "**Row 1:**" over "Cell (1,2): 8": a row, no panel
    return named, None


def _described_series(
    item: DataItem | PointLine, named: list[Header], legend: set[str], names: set[str], series_headers: dict[int, str]
) -> str | None:
    """The series a line of values at places ("Sharp upward trend: 0.55 (k=2), 0.60 (k=3)")
    belongs to when it sits right under a header that names a legend entry ("**Model A
    (Dotted Black Line)**:") and its label is no entry and no tick (`names`): the label only
    describes the header's series."""
    if not named:
        return None
    if isinstance(item, PairsLine) and item.label is not None and not item.point:
        label = item.label  # "Starts at (1, 0.675) and increases steadily to (10, 0.875)."
    elif isinstance(item, CellLine) and item.series_first and len(item.coords) == 2:
        label = item.coords[0].text
    else:
        return None
    own = series_headers.get(named[0].line.number)
    if own is None or loose(own) not in legend or loose(series_name(label)) in names:
        return None
    return own


def _table_series(t: TableData, header: Header, series_headers: dict[int, str], legend: set[str]) -> str | None:
    """The series a table of one key and one value column (or of a point's x and y columns)
    belongs to when the header right over it names one and its value column is no legend
    entry of its own: "#### Kestrel (Blue Line)" over "| Batch | Latency (ms) |" is Kestrel's
    latency at each batch."""
    own = series_headers.get(header.line.number)
    if own is None or (len(t.header) != 2 and _axis_columns(t.header) is None):
        return None  # ("| Point | Rate (X-Axis) | Lift (Y-Axis) |": the series' points)
    return None if loose(series_name(t.header[1].text)) in legend else own


def _on_axis(item: DataItem | PointLine, names: set[str], heads: PanelHeads) -> bool:
    """Whether a one-coordinate value may be named by an axis tick ("Tool-1: 0.5" with
    Tool-1 a column, or no ticks stated): the header over it is then its row; "Mean
    recall: 77.2" beside stated ticks 0, 32, 64 is not."""
    return isinstance(item, CellLine) and (not heads.ticked or all(loose(k.text) in names for k in item.coords))


def _told_apart(named: list[str | None], written: list[str]) -> list[str | None]:
    """The legend entries of a table's columns, two columns never one entry: "| Fast | Fast
    (req/s) |" both found as the entry Fast (a unit dropped) are Fast and "Fast (req/s)", the
    column written otherwise keeping its own name (its values are another quantity). The entry
    stays with the columns written as it (loosely: "Fast (%)"), else with the first."""
    seen = Counter(n for n in named if n is not None)
    as_entry = [n is not None and loose(strip_md(w)) == loose(n) for n, w in zip(named, written, strict=True)]
    keeper: dict[str, int] = {}
    for i, n in enumerate(named):
        if n is not None and seen[n] > 1 and (n not in keeper or (as_entry[i] and not as_entry[keeper[n]])):
            keeper[n] = i
    return [
        n if n is None or n not in keeper or as_entry[i] or keeper[n] == i else strip_md(written[i]).strip()
        for i, n in enumerate(named)
    ]


# "All metrics", "all three series", "Both lines": a row name that stands for every legend entry
_COLLECTIVE = _SHAPES.COLLECTIVE


def _said_twice(d: _Draft, item: PointLine, col: object) -> bool:
    """Whether the cell a prose point falls on was given another value by the same sentence
    ("from ~0.2 at 40K to ~0.5 at 60K, with a sharp spike to ~0.7 at 60K"): the write-up gives
    it two values, both kept (a cell-conflict says so), never one dropped in silence."""
    line = item.line.number
    return any(
        c.span.line == line
        and tick_key(c.col) == col
        and c.value != item.value.value
        and c.span.column < num_span(item.line, item.value).column
        for c in d.cells
    )


def _gainsaid(d: _Draft, item: PointLine, row: Tick | None, col: object) -> bool:
    """Whether a grid's prose gives a stated cell another value, not its value rounded: the
    diagonal listed as "(…, 0.97)" and a later bullet "`row=5` predicting `col=5` = 0.00" (not
    "about 0.5" beside 0.52). Both are kept, and a cell-conflict says so; none is dropped."""
    said = item.value
    if said.approx or said.percent:
        return False  # ("about 0.5" beside 0.52; "50%" beside a cell of 0.50: the scale in doubt)
    places = len(said.raw.split(".")[1]) if "." in said.raw else 0
    key = tick_key(row)
    return any(
        tick_key(c.row) == key and tick_key(c.col) == col and round(c.value, places) != said.value for c in d.cells
    )


def _collective_rows(cells: list[Cell], legend: list[str]) -> None:
    """A row named for every entry of the legend ("4. **nonlinearICP**:" over "- All metrics:
    ~0.00") is one cell per entry, each with the value: when the legend has two entries or
    more, the count said (if any) is theirs, and no entry has a cell of its own there."""
    if len(legend) < 2:
        return
    out: list[Cell] = []
    taken = {(loose(str(c.row)), tick_key(c.col)) for c in cells}
    for c in cells:
        m = _COLLECTIVE.fullmatch(strip_md(c.row).strip()) if isinstance(c.row, str) else None
        said = count_value(m["count"]) if m is not None and m["count"] else None
        if m is not None and m.group().casefold().startswith("both"):
            said = 2
        if (
            m is None
            or (said is not None and said != len(legend))
            or any((loose(e), tick_key(c.col)) in taken for e in legend)
        ):
            out.append(c)
            continue
        out += [c.model_copy(update={"row": e}) for e in legend]
    cells[:] = out


def _rows_by_colour(cells: list[Cell], legend: set[str], styles: dict[str, frozenset[str]]) -> None:
    """A row named only by a colour ("Orange ~900, Green ~1500") is the legend entry drawn
    in that colour alone ("Orange: Wrong Answers"): keys another write-up that names the
    series can meet. All such rows or none: each must find its own entry, one entry drawn
    so, no two the same (a legend whose names were cut, "Blue: Late Trains, Full Seats" read
    as "Late Trains", would key one chart both ways)."""
    if not styles:
        return
    renamed: dict[str, str] = {}
    for r in {c.row for c in cells if isinstance(c.row, str)}:
        if loose(r) in legend or not only_notes(r):
            continue
        hit = _drawn_entry_of(r, styles)
        if hit is None:
            return
        renamed[r] = hit
    if len(set(renamed.values())) < len(renamed):
        return
    for c in cells:
        if isinstance(c.row, str) and c.row in renamed:
            c.row = renamed[c.row]


def _drawn_entry_of(mark: str, styles: dict[str, frozenset[str]]) -> str | None:
    """The one legend entry drawn as `mark` says ("Orange" of "Orange: Wrong Answers"):
    drawn exactly so, else the only entry whose drawing holds every word of it; None when
    none or several are ("Blue" beside "Blue" and "Light Blue" is the first)."""
    drawn = note_words(mark)
    if not drawn:
        return None
    exact = [e for e, w in styles.items() if w == drawn]
    hits = exact or [e for e, w in styles.items() if drawn <= w]
    if not hits and drawn - _BAR_NOUNS:
        # "Green bar" beside the legend's "Green: Encoder Only": every mark of a bar chart is
        # a bar, so the noun tells no entry apart; its colour does
        drawn -= _BAR_NOUNS
        hits = [e for e, w in styles.items() if w == drawn] or [e for e, w in styles.items() if drawn <= w]
    return hits[0] if len(hits) == 1 else None


_BAR_NOUNS = frozenset(["bar", "bars", "column", "columns"])


def _entry_by_colour(
    item: DataItem | PointLine, legend: set[str], styles: dict[str, frozenset[str]]
) -> DataItem | PointLine:
    """ "- Blue: ~7.2GB" under "**3.7B**:", the legend stated as "Blue = "Ours"": a line that
    names its series by the colour alone is the line of the entry drawn so, as if it named it
    ("- Ours: ~7.2GB")."""
    if isinstance(item, PointLine):
        return _nicknamed_bar(item, legend, styles)
    if isinstance(item, PairsLine) and item.label and (entry := _entry_opening(item.label, legend)) is not None:
        # "The Tram line climbs back: (2021, 29), …": a sentence opening on the entry's drawn
        # line, not a series named by all its words
        return replace(item, label=entry)
    if isinstance(item, CellLine) and any(k.num is None and _entry_opening(k.text, legend) for k in item.coords):
        # "The Tram line climbs back: 29 in 2021, 36 in 2022" (a cell per place)
        coords = [
            Coord(entry, "", None) if k.num is None and (entry := _entry_opening(k.text, legend)) else k
            for k in item.coords
        ]
        return replace(item, coords=coords)
    if not isinstance(item, CellLine) or len(item.coords) != 1 or not styles:
        return item
    k = item.coords[0]
    if k.num is not None or loose(k.text) in legend or not only_notes(k.text):
        return item
    hit = _drawn_entry_of(k.text, styles)
    return item if hit is None else replace(item, coords=[Coord(hit, "", None)])


# "The Tram line climbs back", "the green Bus curve falls": an entry's drawn mark, then a verb
_ENTRY_THEN_MOVE = _SHAPES.ENTRY_THEN_MOVE


_NAME_BEFORE_MARK = 3  # words of a series name between "The" and "line" ("The Open Source line rises")
# words of a line that is drawn over the data, no series of it
_LINE_KINDS = frozenset("trend fitted fit regression reference threshold target guide diagonal identity".split())


def _over_a_drawn_line(item: DataItem | PointLine) -> bool:
    """Whether a line's values are said of a line drawn over the data ("The trend line runs
    close: 21 in 2019, 25 in 2020"): no series, and no cells of one."""
    texts = (
        [item.label]
        if isinstance(item, PairsLine)
        else [k.text for k in item.coords if k.num is None]
        if isinstance(item, CellLine)
        else []
    )
    for text in texts:
        said = _ENTRY_THEN_MOVE.fullmatch(strip_md(text or "").strip())
        if said is not None and any(w.casefold() in _LINE_KINDS for w in said.group("name").split()):
            return True
    return False


def _entry_opening(text: str, legend: set[str]) -> str | None:
    """The legend entry a sentence-like label opens on, as written ("Tram" of "The Tram line
    climbs back"), when the label is no entry itself; else None."""
    if loose(series_name(text)) in legend:
        return None
    said = _ENTRY_THEN_MOVE.fullmatch(strip_md(text).strip())
    if said is None:
        return None
    words = said.group("name").split()
    while len(words) > 1 and colour_phrase(words[0]) == words[0].casefold():
        words = words[1:]  # "The blue Harbour line": the colour says how it is drawn
    name = " ".join(words)
    if legend:
        return name if loose(name) in legend else None
    # no legend stated: the name between "The" and "line", unless it only says how it is drawn
    # or what kind of line it is ("The trend line", "the fitted regression line")
    if any(w.casefold() in _LINE_KINDS for w in name.split()):
        return None
    return name if len(name.split()) <= _NAME_BEFORE_MARK and not only_notes(name) else None


def _nicknamed_bar(item: PointLine, legend: set[str], styles: dict[str, frozenset[str]]) -> PointLine:
    """ "- Purple bar (full): ~0.71" under the group "KD w/", the legend stating "Purple –
    "Attn. Mix."": the note gives the bar a short name of its own that no entry has; the
    colour names the entry, drawn so alone (else the line stays as it is)."""
    group = item.series
    label = leading_label(item.line.content)[0] if styles and group is not None else None
    mark = _MARK_AND_NICKNAME.fullmatch(strip_md(label).strip()) if label else None
    if group is None or mark is None or not only_notes(mark.group(1)) or loose(group) in legend:
        return item
    nick = loose(series_name(mark.group(2)))
    if nick in legend or nick not in (loose(group), loose(str(item.x))):
        return item
    hit = _drawn_entry_of(mark.group(1), styles)
    if hit is None:
        return item
    if nick == loose(group):
        return replace(item, series=hit)
    return replace(item, series=hit, x=group)  # (the group's header read as the series)


_MARK_AND_NICKNAME = _SHAPES.MARK_AND_NICKNAME


def _join_qualified_rows(cells: list[Cell], legend: set[str]) -> None:
    """A row that is a legend entry less the qualifier the entry gives in parentheses is that
    entry's series: a table header "Kite (Red)" drops its colour note, while the legend's "Red
    Line: Kite (w. RM)" and the prose under "**Kite (w. RM) - Red Line:**" name the same
    series, which must not count as two or hide a conflict between them. The two names join
    under the shorter one, the name the data gives (a second write-up of the figure that never
    states the qualifier keys its cells alike). Only when one entry so extends the row and the
    row is no entry itself."""
    counts: dict[str, int] = {}
    for c in cells:
        if isinstance(c.row, str):
            counts[c.row] = counts.get(c.row, 0) + 1
    qualified: dict[str, list[str]] = {}
    for r in counts:
        if loose(r) in legend and (m := _QUALIFIED.fullmatch(r.strip())) is not None:
            qualified.setdefault(loose(m.group(1)), []).append(r)
    renamed: dict[str, str] = {}
    for r in counts:
        named = qualified.get(loose(r), []) if loose(r) not in legend else []
        if len(named) == 1:
            renamed[named[0]] = r
    for c in cells:
        if isinstance(c.row, str) and c.row in renamed:
            c.row = renamed[c.row]


# a name, then what qualifies it in parentheses: "Kite (w. RM)", "GRPO (w/o PRM)"
_QUALIFIED = _SHAPES.QUALIFIED


def _keep_distinguishing_notes(cells: list[Cell], written: dict[int, tuple[str, str]]) -> None:
    """A note that tells two names apart is part of them: "Light Blue: ~15%" and "Light Blue
    (dotted): ~2%" under one category are two series (or two columns, when the header is the
    row), so every cell written "Light Blue (dotted)" keeps the note; a note no other line
    contradicts ("Blue (cross-hatch)") is still dropped."""
    for key in ("row", "col"):
        mine = {i: label for i, (k, label) in written.items() if k == key}
        if not mine:
            continue
        forms: dict[tuple[object, object], dict[str, float]] = {}
        for i, c in enumerate(cells):
            said = mine.get(i, str(getattr(c, key)))
            forms.setdefault((tick_key(c.row), tick_key(c.col)), {})[loose(said)] = c.value
        # two forms at one place tell two series apart when they give different values; a
        # repeat of the same value ("Clarity (Teal): 58" and a table's "Clarity" 58) is one series
        distinct = set().union(*(set(f) for f in forms.values() if len(f) > 1 and len(set(f.values())) > 1))
        # ("Vanilla (Red)" beside a table's "Vanilla", equal at three places of four: one series
        # restated, its one difference a conflict, not two series told apart by the note)
        same: dict[str, int] = {}
        apart: dict[str, int] = {}
        for f in forms.values():
            if len(f) > 1:
                tally = same if len(set(f.values())) == 1 else apart
                for form in f:
                    tally[form] = tally.get(form, 0) + 1
        distinct = {form for form in distinct if apart.get(form, 0) > same.get(form, 0)}
        for i, label in mine.items():
            if loose(label) in distinct:
                setattr(cells[i], key, label)


def _field_records(
    items: list[DataItem | PointLine], axes: list[AxisStatement], horizontal: bool
) -> list[DataItem | PointLine]:
    """ "- Budget: `300`", "- Depth: `5.0`", "- Score: `0`" in a row, with the x axis called
    Budget and the y axis Depth: one value (Score) at one place (5.0, 300), not three."""
    labels = {a.which: _field_of(a.label) for a in reversed(axes) if a.label}
    if len(labels) < 2:
        return items
    value_label = next((a.label for a in axes if a.label and a.which == ("x" if horizontal else "y")), None)
    out: list[DataItem | PointLine] = []
    i = 0
    while i < len(items):
        run = [items[i]]
        while (
            len(run) < 3
            and i + len(run) < len(items)
            and _one_field(run[-1])
            and _one_field(nxt := items[i + len(run)])
            and _first_line(nxt) == _first_line(run[-1]) + 1
        ):
            run.append(items[i + len(run)])
        fields = [r for r in run if isinstance(r, CellLine) and _one_field(r)]
        at = {w: next((f for f in fields if _field_of(f.coords[0].text) == labels.get(w)), None) for w in _XY}
        measure = [f for f in fields if f not in at.values() and names_measure(f.coords[0].text, value_label)]
        if len(fields) == 3 and at["x"] is not None and at["y"] is not None and len(measure) == 1:
            m = measure[0]
            coords = [
                Coord(f"{k.coords[0].text} {k.value.raw.strip('*_`')}", k.coords[0].text, k.value)
                for k in (at["y"], at["x"])
            ]
            out.append(CellLine(m.line, m.named, coords, m.value))
            i += 3
            continue
        out.append(items[i])
        i += 1
    return out


def _one_field(item: DataItem | PointLine) -> bool:
    return isinstance(item, CellLine) and len(item.coords) == 1 and item.coords[0].num is None


def _field_of(text: str) -> str:
    """A field's name as an axis label would be keyed ("Token Limits" is "tokenlimit")."""
    key = loose(bare(text))
    return key[:-1] if key.endswith("s") else key


_ARROW_JOIN = _SHAPES.ARROW_JOIN


def _arrow_ticks(text: str, ax: _Axes, grid: bool) -> tuple[Tick, Tick] | None:
    """The row and the column of a label of two names joined by one arrow ("Depot-3 → Harbor
    7"), from the row to the column: when the first is a y tick and the second an x tick, or
    on a grid (a heatmap, a table), whose cells are keyed so; else None (a bar may be named
    "Stage 1 → Stage 2")."""
    parts = _ARROW_JOIN.split(text)
    if len(parts) != 2 or not all(parts) or any(ax.has(a, text) for a in _XY):
        return None
    row, col = ax.tick("y", parts[0]), ax.tick("x", parts[1])
    if row is not None and col is not None:
        return row, col
    return (row or parts[0], col or parts[1]) if grid else None


def _counts_slice(c: CellLine) -> bool:
    """Whether a line under a pie's slice gives how many items the slice holds ("**Ticket Count
    (from legend):** 1,260", "Count: 412"), not its share."""
    tokens = head_of(c.coords[0].text).tokens
    return not c.value.percent and any(k == "MEASURE" and t.casefold() == "count" for k, t in tokens)


def _joined_ticks(text: str, ax: _Axes) -> tuple[Tick, Tick] | None:
    """The row and the column a label joins with a dash or a slash ("alpha-beta" with alpha
    and beta both ticks), when the whole label is no tick itself."""
    if any(ax.has(a, text) for a in _XY):
        return None
    for m in _SHAPES.UNIT_JOIN.finditer(text):
        left, right = text[: m.start()].strip(), text[m.end() :].strip()
        row = ax.tick("y", left) if left else None
        col = ax.tick("x", right) if right else None
        if row is not None and col is not None:
            return row, col
    return None


def _pie_measure(d: _Draft, rows: set[Tick | None], stated: str | None = None) -> str | None:
    """The name of a pie's one series: what the value is called on every slice's own line,
    after a dash ("**Schools** — Share: 31%"), or as the one value column of a table
    ("| Category | Share |"), as a bar chart's "| Model | Accuracy |" names its bars. None
    when nothing names the values, a name says only that they are values ("Value on
    Slice"), or two names disagree. A field under the slice ("- **Percentage**: 46%", with
    "- **Colour**: teal" beside it) names no series: one real page's gold keys it so. A field
    of the chart's parts that says what the values are ("* **Measure:** Plot Area", `stated`)
    names it when no slice's line does."""
    tabled = bool(d.items) and all(isinstance(i, TableData) for i in d.items)
    named = {bare(r) for r in rows if isinstance(r, str) and tabled} | d.dashed
    if not named and stated is not None and len(rows) == 1:
        named = {stated}
    if len(named) != 1 or not d.measures <= named:
        return None
    name = next(iter(named))
    return None if anonymous_measure(name) else name


def _add_measure(d: _Draft, name: str) -> None:
    """Keep what a panel's lines call their values ("Percentage"), unless the word names no
    quantity ("Value", "Data Point")."""
    if not anonymous_measure(name):
        d.measures.add(bare(name))


def _axis_for(scope_ok: list[AxisStatement], which: Which) -> AxisStatement | None:
    stated = [a for a in scope_ok if a.which == which]
    found = labelled_first(stated)
    if not found:
        return None
    at = labelled_first(stated, title_first=False)[0]  # where the axis is told (the label aside)
    merged = AxisStatement(which, at.line, at.scope)
    merged.ticks = max((a.ticks for a in found), key=len)
    kinds = _named_then_numbered(found)
    if kinds is not None:
        merged.ticks = kinds
    for a in found:
        merged.label = merged.label or a.label
        merged.order = merged.order or a.order
        merged.count = merged.count or a.count
        merged.stretch = merged.stretch or a.stretch
    return merged


def _named_then_numbered(found: list[AxisStatement]) -> list[Tick] | None:
    """ "* Categories: last_q, first_a" then "* Numerical: -3, -2, -1" on the next line, under
    one axis: the axis holds both lists, names and numbers, in the order written; None unless
    exactly two statements give ticks, on adjacent lines, one all names and one all numbers."""
    listed = sorted((a for a in found if a.ticks), key=lambda a: a.line.number)
    if len(listed) != 2 or listed[1].line.number - listed[0].line.number != 1:
        return None
    named = [all(isinstance(t, str) for t in a.ticks) for a in listed]
    numbered = [all(isinstance(t, (int, float)) for t in a.ticks) for a in listed]
    if sorted(named) != [False, True] or sorted(numbered) != [False, True]:
        return None
    return [*listed[0].ticks, *listed[1].ticks]


def _bare_label(ln: Line) -> bool:
    """A line that is a label alone ("- **Y-axes (Vertical)**:", "- Y-axes:"), saying nothing after it."""
    return label_only(ln) is not None


def _placed_axes(axes: list[AxisStatement], panels: int) -> dict[int, int]:
    """The axes stated with a note naming the chart they belong to
    by its place ("**Y-axis (Left Plot):** Echo rate", "**Y-axis (Right Plot):** Spread", or
    "Left Plot: Echo rate" under "**Y-axes:**"):
    id(axis) -> that panel's index among `panels`, when two or more such notes of the same axis
    name different places; "(Both Plots)" names none."""
    places: dict[int, int] = {}
    for a in axes:
        label = leading_label(a.line.content)[0]
        note = closing_note(label) if a.scope is None else None  # "**Y-axis (Left Plot):** Echo rate"
        if note is None and label and a.scope is not None and _bare_label(a.scope.line):
            note = label  # "- Left Plot: "Echo rate"" under "- **Y-axes:**", a label over one axis per chart
        if note and _CHART_WORD.search(note) and (at := _position(note, panels)) is not None:
            places[id(a)] = at
    kept: dict[int, int] = {}
    for which in ("x", "y"):
        mine = {i: at for a in axes if a.which == which and (i := id(a)) in places for at in [places[i]]}
        if panels > 1 and len(set(mine.values())) >= 2:
            kept.update(mine)
    return kept


class _Owners:
    """The panel (its draft's key) that a header over axis or scale statements belongs to:
    its own, one worded the same, one with the same name ("Left Plot (ECE)" and "ECE
    Plot"), or the one at the place it names ("**Left Graph:**": the first)."""

    def __init__(self, drafts: dict[int, _Draft], same_label: dict[str, int]) -> None:
        self.drafts = drafts
        self.same_label = same_label
        self.by_key: dict[str, int] = {}
        for k, d in sorted(drafts.items()):
            if d.header is not None and (key := panel_key(d.header.title)):
                self.by_key.setdefault(key, k)
        self.headed = [k for k, d in sorted(drafts.items(), key=lambda kd: kd[1].first_line) if d.header is not None]
        # "#### Memory (Left Chart)" over data: the panel "**Left Chart (Memory in MB):**" introduced
        self.by_place: dict[str, int] = {}
        for k in self.headed:
            header = drafts[k].header
            if header is not None and (at := chart_place(header.label)) is not None:
                self.by_place[at] = k if at not in self.by_place else -1
        self.introduced: dict[int, str] = {}  # a panel's key -> the title its introduction gives
        # "**Chart b): Loss vs. Time**" over data: the panel "**Chart b):**" over axes names by its letter
        self.by_letter: dict[str, int] = {}
        for k in self.headed:
            header = drafts[k].header
            if header is not None and header.title and (letter := panel_letter(header.title)) is not None:
                at = letter.strip()
                self.by_letter[at] = k if at not in self.by_letter else -1

    def of(self, scope: Header | None) -> int | None:
        if scope is None:
            return None
        if scope.line.number in self.drafts:
            return scope.line.number
        if scope.title is None or not names_chart(scope.label):
            return None  # only a header worded as a chart names one elsewhere
        same = self.same_label.get(loose(scope.label))
        if same is not None and same in self.drafts:
            return same
        key = panel_key(scope.title)
        if key in self.by_key:
            return self.by_key[key]
        if (letter := marker_letter(scope.label)) is not None and self.by_letter.get(letter, -1) >= 0:
            return self.by_letter[letter]  # "**Chart b):**" over axes: the panel "(b) Loss vs. Time"
        place = lead_place(scope.label)
        if place is not None and self.by_place.get(place, -1) >= 0:
            # "**Left Chart (Memory in MB):**" over axes, "**Memory (Left Chart):**" over the data;
            # "**Top-Left Graph:**" names no title of the chart, only its place
            if lead_place(scope.title) is None and chart_place(scope.title) is None:
                self.introduced.setdefault(self.by_place[place], scope.title)
            return self.by_place[place]
        at = _position(scope.title, len(self.headed))
        return self.headed[at] if at is not None and len(self.headed) > 1 else None


# what one value of a box or a bar is, not a series ("Median: ~0.1")
_STATISTICS = frozenset(["median", "mean", "average"])
# the statistics of a box besides its median
_BOX_STATISTICS = frozenset(
    [
        "lowerquartile",
        "upperquartile",
        "q1",
        "q3",
        "firstquartile",
        "thirdquartile",
        "iqr",
        "min",
        "max",
        "minimum",
        "maximum",
        "minimumvalue",  # "Minimum Value: ~0.05", as a box's statistics list may call its ends
        "maximumvalue",
        "range",
        "mean",
        "average",
    ]
)
_GLUE = frozenset("with of in at for to and or on by from than is are was were vs".split())


_LETTER_RUN = _SHAPES.LETTER_RUN


def _value_column(name: str, value_label: str | None) -> bool:
    """A column header that says only that it holds the values, in the value axis's words and
    a noun that names no statistic: "Performance Value (Data Label)" with the values on
    "Performance" ("Median Rating" says which statistic it holds: a series of its own)."""
    axis = {w.casefold() for w in _LETTER_RUN.findall(value_label or "")}
    words = _LETTER_RUN.findall(bare(name))
    rest = [w for w in words if w.casefold() not in axis]
    return len(rest) < len(words) and bool(rest) and anonymous_measure(" ".join(rest))


_MAX_QUALIFIERS = 2  # words a series's name may add to the value axis's ("Training" of "Training Loss")


def _axis_qualified(name: str, value_label: str | None) -> bool:
    """A name that holds every word of the value axis's label and at most two more ("Training
    Loss" with the values on "Loss")."""
    axis = {w.casefold() for w in _LETTER_RUN.findall(bare(value_label or ""))}
    words = [w.casefold() for w in _LETTER_RUN.findall(bare(name))]
    return bool(axis) and axis <= set(words) and len(words) - len(axis) <= _MAX_QUALIFIERS


def _same_measure(name: str, value_label: str) -> bool:
    """Whether a name is the value axis's label, its unit aside ("Refused" of "Refused (%)")."""
    return loose(_UNIT.sub("", name) or name) == loose(_UNIT.sub("", value_label) or value_label)


def _hedged_axis(name: str, value_label: str | None) -> bool:
    """A column named as the value axis behind a hedge ("Approximate Count", "~Accuracy (%)"
    with the values on "Count", "Accuracy (%)")."""
    rest = unhedged(name)
    return rest != name and value_label is not None and loose(bare(rest)) == loose(bare(value_label))


def _short_name(text: str) -> bool:
    """A name of at most three words, none of them a word that joins a phrase ("cities",
    "Llama 3 8B"; not "Moderate correlation with beta")."""
    words = series_name(text).split()
    return 0 < len(words) <= 3 and not any(w.casefold() in _GLUE for w in words)


# a label that speaks of every mark at once: "All bars (green, blue, yellow)", "Both lines"
_ALL_MARKS = _SHAPES.ALL_MARKS

# a colour, then the quoted name it draws: 'Green ("All")', "Blue: 'Mostly Right'"
_COLOUR_THEN_QUOTED = _SHAPES.COLOUR_THEN_QUOTED


# after a value, the quoted name of what it draws: ' ("too vague")'
_QUOTED_AFTER = _SHAPES.QUOTED_AFTER


def _colour_then_name(text: str) -> bool:
    """Whether a line's label is a colour then the quoted name of what it draws ('Green
    ("All")'): the name is a series, drawn in that colour."""
    m = _COLOUR_THEN_QUOTED.fullmatch(strip_md(text).strip())
    return m is not None and only_notes(m.group(1))


# how many points at numbered places make a chart's x numeric, so that a named place is stray
_MIN_NUMERIC_PLACES = 3


def _own_rows(d: _Draft) -> set[int]:
    """The named points of a draft whose header cannot be their series: two named points
    under one header at the same x ("1. **Orca-2B:** (~2B, ~41)", "3. **Lark-2B:** (~2B,
    ~47)"), which one series cannot hold, or two or more each drawn in a colour of its own
    ("* **Ember Pool** (orange bubble): (62 °C, pH 7.8)" beside "(yellow bubble)" under
    "**Springs:**"), which one series, drawn in one colour, cannot be; found once per draft."""
    if d.own_rows is None:
        by_series: dict[str, dict[object, list[int]]] = {}
        colours: dict[str, list[tuple[int, str | None]]] = {}
        for item in d.items:
            series = d.series_of.get(id(item))
            if isinstance(item, PairsLine) and item.point and item.label is not None and series is not None:
                by_x = by_series.setdefault(series, {})
                by_x.setdefault(tick_key(item.pairs[0][0].value), []).append(id(item))
                note = trailing_note(strip_md(item.label))  # "Blue Hole Rim (teal)": the note's colour
                own = colour_phrase(note[1]) if note is not None else None
                colours.setdefault(series, []).append((id(item), own.casefold() if own else None))
        d.own_rows = {
            i
            for by_x in by_series.values()
            if any(len(ids) > 1 for ids in by_x.values())
            for ids in by_x.values()
            for i in ids
        }
        for drawn in colours.values():
            said = [c for _, c in drawn]
            if len(said) > 1 and None not in said and len(set(said)) == len(said):
                d.own_rows.update(i for i, _ in drawn)
    return d.own_rows


# a header that names a family of models by its stem: "Gemma-3 Series", "Heron family", "Finch Models"
_FAMILY = _SHAPES.FAMILY


def _member_of_family(header: str, label: str) -> bool:
    """Whether a point's label names one member of the family its header names: "`Gemma-3-4B-IT`:
    (~4B, ~25)" under "**Gemma-3 Series (Purple Circles):**" is the point Gemma-3-4B-IT, as a
    family holds several points ("**Series A:**" over "Point 1: (1, 2)" names no family)."""
    m = _FAMILY.fullmatch(header.strip())
    name = strip_md(label).strip(" `'\"")
    stem = m.group("stem").casefold() if m is not None else ""
    return bool(stem) and name.casefold().startswith(stem) and len(name) > len(stem)


def _box_statistic(row: Tick | None) -> bool:
    return isinstance(row, str) and (loose(row) in _BOX_STATISTICS or _PERCENTILE.fullmatch(loose(row)) is not None)


# a quartile named by its percentile: "Q1 (25th percentile)" is read as "25th percentile"
_PERCENTILE = _SHAPES.PERCENTILE


def _statistic_of_measure(row: Tick | None, measure: str | None) -> Tick | None:
    """A row without the value axis's label after it: "Minimum Score" on "Score" is "Minimum"."""
    if not isinstance(row, str) or not measure:
        return row
    head, _, tail = row.rpartition(" ")
    return head if head and loose(tail) == loose(measure) else row


_MIN_GROUP = 2  # categories a header must hold to group them


def _category_groups(cells: list[Cell], rows: set[Tick | None]) -> bool:
    """Whether a chart's rows are groups of its categories, not series: two rows or more,
    every row a name over two named categories or more, and no category under two rows (a
    series of a grouped chart shares its categories with the others)."""
    if len(rows) < _MIN_GROUP or not all(isinstance(r, str) for r in rows):
        return False
    seen: dict[Tick, Tick | None] = {}
    held: dict[Tick | None, int] = {}
    for c in cells:
        if c.row not in rows:
            continue
        if not isinstance(c.col, str) or seen.setdefault(c.col, c.row) != c.row:
            return False
        held[c.row] = held.get(c.row, 0) + 1
    return len(held) == len(rows) and all(n >= _MIN_GROUP for n in held.values())


def _median(row: Tick | None) -> bool:
    """Whether a row names a box's median ("Median", "Q2", "50th percentile")."""
    stat = box_stat(row) if isinstance(row, str) and len(row) < 40 else None
    return stat is not None and stat[0] == "Median"


# labels that say an axis holds the categories, not the values
_CATEGORY_WORDS = frozenset(["categories", "category", "labels", "names", "items", "classes", "groups"])


def _stretch_places(ticks: list[Tick], stretch: tuple[float, float], count: int) -> list[Tick]:
    """The x places of a list of `count` values whose label says they stretch from one end to
    the other ("(epochs 1 to 5)"): the axis's numeric ticks between the ends, when there is one
    for each value, else the whole numbers between them, when there is one for each; else none."""
    lo, hi = stretch
    inside: list[Tick] = [t for t in ticks if isinstance(t, (int, float)) and lo - 1e-9 <= t <= hi + 1e-9]
    if len(inside) == count and same_tick(inside[0], lo) and same_tick(inside[-1], hi):
        return inside
    if lo.is_integer() and hi.is_integer() and hi - lo + 1 == count:
        return list(range(int(lo), int(hi) + 1))
    return []


@dataclass(slots=True)
class Assembler:
    """Builds the panels of one document."""

    axes: list[AxisStatement]
    scales: list[ScaleStatement]
    data: list[DataItem | PointLine]
    regions: list[tuple[Line, list[Header], Region]]
    legend: set[str]
    kind_hint: str
    legend_names: list[str] = field(default_factory=list)  # the legend's entries as written
    series_headers: dict[int, str] = field(default_factory=dict)  # header line -> the series it names
    horizontal: bool = False  # the figure's bars lie along the x-axis: values are read on x
    drafts: dict[int, _Draft] = field(default_factory=dict)
    # statements by the header line they sit under, and those that are shared
    axes_of: dict[int, list[AxisStatement]] = field(default_factory=dict)
    shared_axes: list[AxisStatement] = field(default_factory=list)
    scales_of: dict[int, list[ScaleStatement]] = field(default_factory=dict)
    shared_scales: list[ScaleStatement] = field(default_factory=list)
    titles: list[str] = field(default_factory=list)
    grid_titles: set[str] = field(default_factory=set)  # headers over values that place themselves
    announced: bool = False  # the write-up says the figure holds several charts
    same_label: dict[str, int] = field(default_factory=dict)  # a panel header's words -> its draft
    aggregates: set[int] = field(default_factory=set)  # lines read whose values are sums or means: no cells
    fields: set[int] = field(default_factory=set)  # x fields joined to the y field of their point ("X-Value: 3")
    pair_first: Which | None = None  # the axis a bare pair "(1, 2)" names first, when the write-up says
    recurring: set[str] = field(default_factory=set)  # names given alone with a value on two or more items
    counted: set[str] = field(default_factory=set)  # training counts that key two or more values ("Epoch 1", "Epoch 2")
    matrix_rows: dict[int, str] = field(default_factory=dict)  # headers that are a matrix's rows (_self_matrix_rows)
    matrix_lines: set[int] = field(default_factory=set)  # the lines under them, each a cell of its row
    unplaced: set[int] = field(default_factory=set)  # lines read as a value that nothing places: reported
    slices: bool = False  # a pie: its one series is unnamed, whatever its values are called
    measure: str | None = None  # a pie's one series as a field names it ("**Measure:** Plot Area")
    binned: bool = False  # a histogram: a place written as a stretch ("2.00-2.25") is a bin, a category
    clusters: str | None = None  # what a grouped bar chart's clusters are ("one cluster per building type")
    charts: frozenset[int] = frozenset()  # header lines that are charts by what they hold (a pie of a grid)
    sections: dict[int, frozenset[str]] = field(default_factory=dict)  # line -> the names of the sections over it
    styles: dict[str, frozenset[str]] = field(default_factory=dict)  # legend entry -> how it is drawn
    # a pie's "**Ticket Count (from legend):** 1,260" lines under their slices, weighed once the
    # panel's lines are all bound (_slice_counts_beside_shares)
    slice_counts: list[tuple[CellLine, Tick, bool]] = field(default_factory=list)

    def _sort_statements(self) -> None:
        """Each axis and scale statement goes to the panel whose header it sits under (or
        a header that names that panel: "**Left Plot (ECE):**" over the axes, "#### ECE
        Plot" over the data), or is shared (computed once, not per panel)."""
        owners = _Owners(self.drafts, self.same_label)
        placed = _placed_axes(self.axes, len(owners.headed))
        for a in self.axes:
            owner = owners.of(a.scope)
            if owner is None and id(a) in placed:
                owner = owners.headed[placed[id(a)]]  # "**Y-axis (Right Plot):**": the second panel's
            if owner is not None:
                self.axes_of.setdefault(owner, []).append(a)
            else:
                self.shared_axes.append(a)
        self._axes_by_section()
        # a header over regions alone ("- `GPT-4`" over "**Colour Scale:** …") makes no panel
        # beside the one panel of data: a colour scale under it is that panel's (shared)
        one_data_panel = sum(1 for d in self.drafts.values() if d.items) == 1
        for st in self.scales:
            owner = owners.of(st.scope) if st.name is None else None
            if owner is not None and one_data_panel and not self.drafts[owner].items:
                owner = None
            if owner is not None:
                self.scales_of.setdefault(owner, []).append(st)
            elif st.name is None:
                self.shared_scales.append(st)
        for k, title in owners.introduced.items():
            header = self.drafts[k].header
            if header is not None and title:
                self.drafts[k].header = replace(header, title=title)  # the chart as its introduction names it
        self.titles = [d.header.title for d in self.drafts.values() if d.header is not None and d.header.title]

    def _axes_by_section(self) -> None:
        """Shared axes that disagree (two y labels) and are stated under sections of their own
        go to the panels whose data sits under a section of the same name: "**Bar Chart (Right
        Side):**" over "Y-axis: Miss Rate (%)" and "**Grids:**" over "Y-axis: True Class", then
        "**Grids:**" and "**Bar Chart:**" again over the values. An axis whose section every
        panel's data shares stays shared."""
        within = {
            k: frozenset().union(*(self.sections.get(_first_line(i), ()) for i in d.items))
            for k, d in self.drafts.items()
        }
        moved: list[AxisStatement] = []
        for which in _XY:
            stated = [a for a in self.shared_axes if a.which == which]
            if len({loose(a.label) for a in stated if a.label}) < 2:
                continue
            for a in stated:
                own = self.sections.get(a.line.number, frozenset())
                keys = [k for k, names in within.items() if own & names]
                if keys and len(keys) < len(within):
                    for k in keys:
                        self.axes_of.setdefault(k, []).append(a)
                    moved.append(a)
        self.shared_axes = [a for a in self.shared_axes if all(a is not m for m in moved)]

    def build(self) -> list[Panel]:
        names = self.legend | {loose(str(t)) for a in self.axes for t in a.ticks}
        with_axes = {a.scope.line.number for a in self.axes if a.scope is not None}
        scoped = [a.scope for a in self.axes if a.scope is not None]
        scoped += [st.scope for st in self.scales if st.scope is not None and st.name is None]
        heads = PanelHeads(
            scoped,
            self.announced,
            names,
            ticked=any(a.ticks for a in self.axes),
            charts=self.charts,
            steps=_whole_steps(self.axes),
        )
        axis_words = {w for a in self.axes for w in _words(a.label)}
        self.data = axis_fields(_field_records(self.data, self.axes, self.horizontal), self.axes, self.fields)
        self.data = [
            _entry_by_colour(item, self.legend, self.styles) for item in self.data if not _over_a_drawn_line(item)
        ]
        alone = Counter(
            loose(series_name(i.coords[0].text))
            for i in self.data
            if isinstance(i, CellLine) and i.alone and _short_name(i.coords[0].text)
        )
        self.recurring = {k for k, n in alone.items() if n >= 2}  # "- cities (99 ± 0)" under each model
        numbered: dict[str, set[float]] = {}
        for one in self.data:
            if isinstance(one, CellLine) and len(one.coords) == 1 and (k := one.coords[0]).num is not None and k.name:
                numbered.setdefault(k.name.casefold(), set()).add(k.num.value)
        self.counted = {w for w, at in numbered.items() if w in _TRAINING_COUNTS and len(at) >= 2}
        self.matrix_rows = _self_matrix_rows(self.data)
        self.grid_titles = {
            loose(series_name(item.named[0].title))
            for item in self.data
            if item.named and item.named[0].title and _places_itself(item)
        }
        placed = []
        for item in self.data:
            under, series = _panel_and_series(
                item, names, self.kind_hint, with_axes, self.series_headers, axis_words, heads
            )
            described = (
                None if series is not None else _described_series(item, under, self.legend, names, self.series_headers)
            )
            row = self.matrix_rows.get(item.named[0].line.number) if item.named else None
            if row is not None and isinstance(item, CellLine):
                # "**True Wren**" over "- predicted Robin: 3": the row Wren, the column Robin
                under, series, described = item.named[1:], row, None
                item = replace(item, coords=[Coord(_class_name(item.coords[0].text), "", None)])
                self.matrix_lines.add(item.line.number)
            if described is not None:
                under, series = under[1:], described
                if isinstance(item, PairsLine):
                    item = replace(item, label=None)  # its label only describes the header's series
            elif series is None and isinstance(item, TableData) and under:
                own = _table_series(item, under[0], self.series_headers, self.legend)
                if own is not None:
                    under, series = under[1:], own
            if self.slices and series is not None and _names_own_slice(item) and loose(series) not in self.legend:
                series = None  # "* **Teams:**" over "* Billing: 22": what the slices are; a pie has one series
            placed.append((item, under, series))
        heads.find_repeated((under[0], key) for item, under, series in placed if under for key in _keys(item, series))
        heads.find_siblings(under for _, under, _ in placed)
        beside: dict[int, _Draft] = {}  # the header of data lines (not their series) -> their panel
        for item, under, series in placed:
            header = next((h for h in under if heads.is_panel(h)), None)
            d = self._draft(header, _first_line(item))
            if under:
                beside.setdefault(under[0].line.number, d)
            d.items.append(item)
            d.series_of[id(item)] = series
            if under and under[0] is not header and under[0].line.number in heads.repeated:
                group = heads.group_name(under[0])
                if group is not None:
                    d.group_of[id(item)] = group
        for line, named, region in self.regions:
            # a region joins the panel of the data beside it, else the panel it sits under,
            # else stands under its own header (kept only where no panel holds cells)
            header = next((h for h in named if heads.is_panel(h)), named[0])
            near = beside.get(named[0].line.number)
            (near or self._draft(header, line.number)).regions.append(region)
        if not self.drafts and self.kind_hint == "heatmap" and any(a.ticks for a in self.axes) and self.scales:
            # a heatmap told only in colours ("Layers 11-20 turn orange over …", a colour bar
            # "0.11 (blue) to 0.13 (orange)"): no cell, but its axes, ticks and scale are a panel
            self._draft(None, min(a.line.number for a in self.axes))
        headers = {k for k in self.drafts if k >= 0}
        self._sort_statements()
        panels = []
        ordered = sorted(self.drafts.values(), key=lambda d: d.first_line)
        for i, d in enumerate(ordered, 1):
            panels.append(self._panel(f"p{i}", d, headers, (i - 1, len(ordered))))
        return panels

    def _draft(self, header: Header | None, first: int) -> _Draft:
        """The panel of a header; a header worded as another of the same panel ("**Chart
        (a): Reward**" over the axes and again over the data) joins it."""
        k = self.same_label.setdefault(loose(header.label), header.line.number) if header else -1
        if k not in self.drafts:
            self.drafts[k] = _Draft(header, header.line.number if header else first)
        return self.drafts[k]

    def _panel(self, pid: str, d: _Draft, headers: set[int], place: tuple[int, int]) -> Panel:
        count = place[1]
        title = d.header.title if d.header else None
        if title and d.header is not None and drawn_note(d.header.label) and not place_note(d.header.label):
            title = series_name(title) or title  # "#### Elm (Green)" of a dual-panel figure: the panel "Elm"
        lone = count == 1 and d.header is not None and not _PANEL_LIKE.match(d.header.label)
        if lone and d.header is not None and self.announced and names_chart(d.header.label):
            lone = False  # "#### COPA Heatmap (Left)" of "two side-by-side heatmaps", the other cut: one of them
        if lone and d.header is not None and (d.header.rank <= 6 or not (title and _NAME_TOKEN.search(title))):
            title = None  # the one chart under "### Data" or "**Latency grid**" is untitled
        mine = self.axes_of.get(d.header.line.number if d.header else -1, [])
        shared = self.shared_axes
        ax = _Axes(_axis_for(mine, "x") or _axis_for(shared, "x"), _axis_for(mine, "y") or _axis_for(shared, "y"))
        ax.numbered = self.kind_hint in ("line", "scatter", "unknown")
        if mine and shared:
            for which in ("x", "y"):
                own, common = _axis_for(mine, which), _axis_for(shared, which)
                if own and common:
                    merged = _axis_for([own, common], which)
                    ax.st[which] = merged
                    ax.ticks[which] = list(merged.ticks) if merged else []
                    ax.labels[which] = merged.label if merged else None
        # a cell's index -> the row or column its line's label gives it, as written, notes and all
        written: dict[int, tuple[str, str]] = {}
        statistics: dict[int, str] = {}  # the cells of lines labelled "Average", "Mean", "Median"
        for item in d.items:
            first = len(d.cells)
            self._bind(item, d, ax)
            group = d.group_of.get(id(item))
            if group is not None and isinstance(item, CellLine) and len(item.coords) >= 2:
                _in_group(d.cells[first:], item.coords[0].text, group)
            if len(d.cells) == first + 1 and isinstance(item, (PointLine, CellLine)):
                label = leading_label(item.line.content)[0]
                cell = d.cells[first]
                if label and names_group_statistic(label):
                    statistics[id(cell)] = label  # "Average: 36.38": maybe the mean of its category
                for key, name in (("row", cell.row), ("col", cell.col)):
                    if label and isinstance(name, str) and loose(series_name(label)) == loose(name):
                        written[first] = (key, strip_md(label).strip())
                        break
        self._slice_counts_beside_shares(d, ax)
        _keep_distinguishing_notes(d.cells, written)
        _rows_without_axis_word(d.cells, ax)
        _rows_named_by_x_ticks(d.cells, ax)
        _keys_shortening_ticks(d.cells, ax)
        _join_qualified_rows(d.cells, self.legend)
        _rows_by_colour(d.cells, self.legend, self.styles)
        _collective_rows(d.cells, self.legend_names)
        if self.kind_hint not in ("heatmap", "table"):
            kept = drop_totals(d.cells, self.legend)  # "Total: ~1,825" over its stack's segments
            # "Total responses: 156" in a note under a histogram's bins: their sum, no bin
            before = kept
            kept = drop_row_totals(kept, lambda t: any(loose(str(t)) in ax.stated_keys[a] for a in _XY))
            if len(kept) < len(before):
                self._unlist_dropped(ax, before, kept)
            # "Average: 36.38" beside "Highest: Model-A (60.42)": the category's mean, no bar
            unnamed = {None, ax.labels["x"], ax.labels["y"]}
            kept = drop_group_statistics(kept, set(statistics), lambda r: r not in unnamed and not _box_statistic(r))
            self.aggregates |= {c.span.line for c in d.cells if c.span is not None} - {
                c.span.line for c in kept if c.span is not None
            }
            d.cells = kept
        else:  # a table's "Average: 36.38" under "#### Logical Error": its row of averages
            d.cells = name_group_statistics(d.cells, statistics, lambda r: r not in {None, ax.labels["y"]})
        if self.kind_hint in ("line", "scatter"):
            self._drop_stray_text_places(d, ax)
        _in_axis_units(d.cells, ax)
        if _position_columns(d.cells):
            ax.ticks["x"] = sorted({c.col for c in d.cells if isinstance(c.col, int)})
            ax.index["x"] = TickIndex(ax.ticks["x"])
        scale = self._scale(d, title, headers, place)
        value_label = self._value_label(ax, d)
        # a box's other statistics ("Lower quartile: ~70") are no series of their own; its
        # median ("Median: ~85", "Median (Q2): ~0.2"), beside them or alone, is the box's value,
        # keyed as the chart's one unnamed series is (by the value axis's label)
        # ("Minimum Score: ~0.05" on a value axis "Score" is the box's minimum, the row "Minimum")
        for c in d.cells:
            if _box_statistic(_statistic_of_measure(c.row, value_label)):
                c.row = _statistic_of_measure(c.row, value_label)
        rows = {c.row for c in d.cells if not _box_statistic(c.row)}
        # "**Value:** 47.861" under its category: a row named only "Value" is the values' axis
        # "| Performance Value (Data Label) |" with the values on "Performance": the column says
        # only what its values are, the value axis names them
        # "| Bin | Approximate Count |" on a y axis "Count": the hedge says how the values were read
        # (a row the legend lists beside other entries is that entry's series: "Accuracy" of a
        # legend "Accuracy (%)", "Throughput (tokens/sec)" on two value axes)
        entries = {loose(series_name(n)) for n in self.legend_names} if len(self.legend_names) >= 2 else set()
        nouns = {
            r
            for r in rows
            if isinstance(r, str)
            and (VALUE_NOUN.match(r) or _value_column(r, value_label) or _hedged_axis(r, value_label) or _median(r))
            and loose(series_name(r)) not in entries
        }
        alone = sum(1 for other in self.drafts.values() if other.items) == 1
        # a line's only header, no legend beside it, that names what the value axis shows
        # ("**Training Loss (Blue Line):**" with the values on "Loss"): the chart's one,
        # unnamed series, as the contract keys it (by the value axis's label)
        if len(rows) == 1 and not self.legend_names and alone:
            nouns |= {r for r in rows if isinstance(r, str) and _axis_qualified(r, value_label)}
            # "| Model | Approximate Refusal Rate (%) | Notes |" with no legend: a column named
            # behind a hedge says how its values were read, in its own words; it names no series
            nouns |= {r for r in rows if isinstance(r, str) and value_label and unhedged(r) != r}
        # "**Family A (Blue):**" over "- Model-1: ~55", "**Family B (Green):**" over "- Model-4:
        # ~63", no legend: headers that split the named categories among them, none named
        # twice, group the x axis's categories; they name no series (the chart has one)
        if not self.legend_names and alone and self.kind_hint in _CHARTS and _category_groups(d.cells, rows):
            nouns |= {r for r in rows if isinstance(r, str)}
        # a pie's one series, whatever a table's one value column calls it ("| Value on Slice |")
        one_pie = self.slices and len(rows) == 1
        sole = self.legend_names[0] if len(self.legend_names) == 1 and alone else None
        # (rows already named by that one entry are its: 'a single line named "Level"', then
        # "the level starts at 27.5" and "the line reaches 21.2" are one series)
        if (
            scale is None
            and d.cells
            and rows
            and (one_pie or rows <= {None, value_label, ax.labels["y"], *nouns, sole})
        ):
            # a chart's only series is named by the legend's only entry ("labeling the line as
            # 'COLLIE'"), else after its value axis, whatever form its values were written in;
            # an entry that draws a spread ("Standard Deviation") marks the bars' error lines
            # ("Threshold line", a reference drawn across the chart, names no series either)
            name = sole if sole is not None and not head_of(sole).has("SPREAD", "REFERENCE_LINE") else value_label
            if name is sole and sole is not None and value_label and _same_measure(sole, value_label):
                # a legend whose one entry repeats the value axis's label ("Refused (%)" over a
                # y axis "Refused (%)"): the chart's one series, keyed as its axis writes it
                name = value_label
            if name is None and len(d.measures) == 1:
                name = next(iter(d.measures))  # no axis names the values; every line calls them so
            if self.slices:
                name = _pie_measure(d, rows, self.measure)
            if name or self.slices:
                for c in d.cells:
                    if c.row in rows:
                        c.row = name
        _name_by_legend(d.cells, self.legend_names)
        return Panel(
            id=pid,
            title=title,
            key=panel_key(title),
            x=self._axis(ax, "x", d),
            y=self._axis(ax, "y", d),
            scale=scale,
            cells=d.cells,
            regions=d.regions,
            span=line_span(d.header.line) if d.header else None,
            lines=d.lines,
        )

    def _listed_entries(self, text: str) -> list[str] | None:
        """The legend entries an "All bars (Alpha, Beta)" label lists, in the legend's
        spelling, or by the colours the legend draws them in ("All bars (green, blue)" with
        "Green: Alpha", "Blue: Beta"); None unless every listed name or colour is one entry."""
        m = _SHAPES.PAREN_CONTENT.search(text)
        parts = [p.strip() for p in _SHAPES.NAME_LIST_SEP.split(m.group(1)) if p.strip()] if m else []
        spelled = {loose(e): e for e in self.legend_names}
        names = [spelled.get(loose(series_name(p))) or _drawn_entry_of(p, self.styles) for p in parts]
        if not parts or not all(names) or len(set(names)) != len(names):
            return None
        return [n for n in names if n is not None]

    def _drop_stray_text_places(self, d: _Draft, ax: _Axes) -> None:
        """A value at a named place on a line chart whose x is numeric ("- **Main Chart**:
        Dominates 90% of image area" beside "30,000: 9.0") is no point of it: its x is text
        while the stated ticks and the other points' x are numbers. Such a cell is dropped and
        its line reported as read but not placed."""
        stated = ax.st["x"].ticks if ax.st["x"] is not None else []
        numeric = sum(1 for c in d.cells if isinstance(c.col, (int, float)))
        if numeric < _MIN_NUMERIC_PLACES or not all(isinstance(t, (int, float)) for t in stated):
            return
        # ("February 2025" beside years: a date along the axis, no stray place)
        stray = [c for c in d.cells if isinstance(c.col, str) and c.span is not None and not _month_of_year(c.col)]
        if not stray or len(stray) * 2 >= numeric:
            return
        self.unplaced |= {c.span.line for c in stray if c.span is not None}
        texts = {c.col for c in stray}
        gone = {id(c) for c in stray}
        d.cells = [c for c in d.cells if id(c) not in gone]
        ax.ticks["x"] = [t for t in ax.ticks["x"] if t not in texts]
        ax.index["x"] = TickIndex(ax.ticks["x"])

    def _legend_entry(self, text: str, value_label: str | None = None) -> str | None:
        """The legend entry a table header names, as the legend writes it ("GPT-5.2 (%)" is
        GPT-5.2; "Static (Blue) Normalized Time", with the values on "Normalized Time", is
        Static), or None."""
        plain = strip_md(text)
        whole = series_name(plain)
        # "Fast (req/s)" beside "Fast" when the legend lists both: the unit tells two series apart
        name = whole if loose(whole) in self.legend else series_name(_UNIT.sub("", plain) or plain)
        if name and loose(name) not in self.legend:
            name = _entry_then_measure(plain, self.legend, value_label) or name
        if not name or loose(name) not in self.legend:
            return None
        entry = next((e for e in self.legend_names if loose(e) == loose(name)), name)
        if name.endswith(".") and name.rstrip(".") == entry:
            # "| Factual Asso. (Green) |" beside the legend line "Green: Factual Asso.": the
            # line's last full stop may end its sentence, the header's is the abbreviation's
            return name
        return entry

    def _two_value_axes(self) -> bool:
        """Whether the write-up states two y axes under different labels (a left and a right
        one): a chart of two series, each on its own axis."""
        return len({loose(a.label) for a in self.axes if a.which == "y" and a.label}) >= 2

    def _value_label(self, ax: _Axes, d: _Draft) -> str | None:
        """The label of the axis the values are read on: not the axis whose ticks the cells'
        categories are; for horizontal bars x, else y; never one that calls itself the
        categories ("Y-Axis (Categories)") when the other axis has a label."""
        cols = {loose(str(c.col)) for c in d.cells if c.col is not None}
        on = {w: cols and cols <= {loose(str(t)) for t in ax.ticks[w]} for w in ("x", "y")}
        if on["y"] and not on["x"]:
            first: Which = "x"
        elif on["x"] and not on["y"]:
            first = "y"
        else:
            first = "x" if self.horizontal else "y"
        other: Which = "y" if first == "x" else "x"
        label, fallback = ax.labels[first], ax.labels[other]
        if label is not None and loose(label) in _CATEGORY_WORDS:
            return fallback or label  # "Y-Axis (Categories)": the values are on the other axis
        if label is None and not on[other]:
            return fallback  # the axis of the categories is the other one: its label names no values
        return label

    def _axis(self, ax: _Axes, which: Which, d: _Draft) -> Axis | None:
        st = ax.st[which]
        ticks = ax.ticks[which]
        if st is None and which == "y" and not ticks and self.kind_hint == "heatmap":
            # a heatmap with no y-axis stated: its rows are the ticks ("**Row 2:**" gives row 2)
            ticks = list(dict.fromkeys(c.row for c in d.cells if c.row is not None))
        if st is None and not ticks:
            return None
        if st is None and which == "x" and ticks:
            # no statement of the axis: its ticks are every column its cells name ("Cell 1" …
            # "Cell 4"), in the order they come
            cols = list(dict.fromkeys(c.col for c in d.cells if c.col is not None))
            if set(ticks) <= set(cols):
                ticks = cols
        label = ax.labels[which]
        if label is None and ax.seen_names[which]:
            label = ax.seen_names[which].most_common(1)[0][0].capitalize()
        span = st.span if st else _data_span(d)
        return Axis(label=label, ticks=ticks, order=st.order if st else None, count=st.count if st else None, span=span)

    def _scale(self, d: _Draft, title: str | None, headers: set[int], place: tuple[int, int]) -> ColorScale | None:
        """The panel's own scale (named after it, under its header, or by its place:
        "the left panel runs from …") over the shared one."""
        shared: ColorScale | None = None
        own: ColorScale | None = None
        for st in self.scales:
            if st.name is not None:
                mine = _names_match(st.name, title) if title is not None else False
                if mine or (
                    not any(_names_match(st.name, t) for t in self.titles) and _position(st.name, place[1]) == place[0]
                ):
                    own = merge(own, st.scale) if own and own.min is None else (own or st.scale)
        for st in self.scales_of.get(d.header.line.number, []) if d.header is not None else []:
            own = st.scale if own is None else merge(st.scale, own)
        for st in self.shared_scales:
            shared = (
                st.scale
                if shared is None
                else merge(shared, st.scale)
                if st.scale.min is not None
                else merge(st.scale, shared)
            )
        scale = merge(shared, own) if own is not None else shared
        numberless = scale is not None and scale.min is None and scale.max is None and not scale.ticks
        if numberless and self.kind_hint in ("bar", "line", "scatter"):
            return None  # a bar or line chart's legend named like a scale, with no numbers
        return scale

    # ------------------------------------------------------------------ binding

    def _cell(self, d: _Draft, line: Line, n: Num, row: Tick | None, col: Tick | None) -> None:
        if isinstance(row, str) and row.isdigit():
            row = int(row)  # "**Row 2:**", "**Depth 2:**": a row written as a number is the number
        cell = Cell(row=row, col=col, value=n.value, span=num_span(line, n))
        if n.approx or ends_on_hedge(words_before(line.raw, n.start)):
            cell._approx = True  # "~67", "roughly 65": a reading by eye
        d.cells.append(cell)
        d.keys.add((tick_key(row), tick_key(col)))
        d.rows.add(row)

    def _bind(self, item: DataItem | PointLine, d: _Draft, ax: _Axes) -> None:
        series = d.series_of.get(id(item))
        if isinstance(item, PointLine):
            if self.kind_hint in ("heatmap", "table") and item.series and loose(item.series) in self.grid_titles:
                return  # "* **ρ:** Approximately 1.0" under a matrix's header: a statistic of it, no cell
            if item.measure is not None and item.series is None:
                d.measures.add(item.measure)
            if _rate(item.line, [str(item.x)], item.value):
                self.aggregates.add(item.line.number)
                return  # "Slope: Linear, with ~0.01 accuracy gain per unit k": a rate of change, no cell
            if any(isinstance(n, str) and self._vocabulary(ax).role(n)[0] == "total" for n in (item.x, item.series)):
                self.aggregates.add(item.line.number)
                return  # "Total Count: 102" under a stacked bar: the sum of its cells, no cell
            if item.placeless:
                self._bind_placeless(item, d, ax)
                return
            said = item.x_text or ""
            if isinstance(item.x, (int, float)) and _both_axes_equal(said[: said.rfind("=")], ax):
                # "`digit_a` = `digit_b` = 5: 0.05" under "**Diagonal Values:**": the cell (5, 5)
                ax.add("y", item.x)
                ax.add("x", item.x)
                self._cell(d, item.line, item.value, item.x, item.x)
                return
            named, place = self._point_roles(item, d, ax)
            if self.binned and isinstance(place, str):
                place = _bin_named(Coord(place, "", None)).text  # "1. Bin 0 - 1.5k: Count ≈ 12", no bold
            if named is None and isinstance(place, str) and head_of(place).anonymous_measure:
                self.unplaced.add(item.line.number)  # "Approximate value: **30 MB**": a value of no bar named
                return
            if self._between_marks(named):
                self.unplaced.add(item.line.number)  # "Change: an arrow from one bar to the next, -17.5%"
                return
            row: Tick | None = named if named is not None else ax.labels["y"]
            header = named if named is not None else item.header_place
            if header is not None:
                # "**Shards = 5**" over "3 → 1.10 ms": the row is the y tick 5
                row = _row_of_header(header, place, ax) or row
            # (a legend entry stays the series, whatever y tick its number matches: "β = 0.5")
            listed = named is not None and loose(series_name(named)) in self.legend
            tick = ax.tick("y", named) if item.prose and named is not None and not listed else None
            if isinstance(tick, (int, float)):
                row = tick  # "for true class 0" in a grid's prose: the row 0
            col = tick_key(place)
            if (
                item.prose
                and any((tick_key(r), col) in d.keys for r in {row, named})
                and not _said_twice(d, item, col)
                and not (self.kind_hint == "heatmap" and _gainsaid(d, item, row, col))
            ):
                return  # a data line already gives this cell; the prose only restates it
            # (a box's statistics, "Lower quartile ~0.3" beside "Median accuracy ~0.5", are no
            # series: the median's sentence is still the box's value)
            serieses = {r for r in d.rows - {None, ax.labels["y"]} if not (isinstance(r, str) and _box_statistic(r))}
            if item.prose and named is None and len(serieses) >= 2:
                return  # a sentence naming no series, in a panel whose lines give several
            if not self.horizontal and _category_axis(ax, place) == "x" and _words_off_numbered_axis(ax, place):
                # "**The Tail:** … up to approximately 12,500 tokens" on an x axis ticked 0, 2000, …:
                # words that are no place on a numbered axis (reported, not made a tick)
                self.unplaced.add(item.line.number)
                return
            side = _horizontal_side(ax, place) if self.horizontal and isinstance(place, str) else None
            ax.add(side or _category_axis(ax, place), place)
            # a chart's only, unnamed series is named after its y axis
            self._cell(d, item.line, item.value, row, place)
        elif isinstance(item, SeriesLine):
            self._bind_series(item, d, ax)
        elif isinstance(item, CellLine):
            if item.measure is not None:
                d.dashed.add(item.measure)
            self._bind_cell(item, d, ax, series)
        elif isinstance(item, PairsLine):
            # "**Cyan Squares:**" over "k=9: (8.0, 0.60)": the header names the series, the label the point
            # "**Models (Blue Points):**" over "1. **Orca-2B:** (~2B, ~41)": a header that only
            # says what kind of thing each point is, or over named points at one x, names no
            # series; each point names its own row. "**Point 3:** (14, 4.9)" only numbers its
            # point: it belongs to the header's series, or to the chart's unnamed one
            own = (
                series is not None
                and item.label is not None
                and (
                    head_of(bare(series)).names_entity
                    or id(item) in _own_rows(d)
                    or _member_of_family(bare(series), item.label)
                )
            )
            name: str | None
            if item.label is None or (item.point and series is not None and not own) or only_says_values(item.label):
                name = series  # "**Key Points:** (0, 0.1), (5, 0.9)" under its series' header
            elif item.point and head_of(strip_md(item.label)).numbers_a_point:
                name = series or ax.labels["y"]
            else:
                # "**ROC Curve (Blue):**" with the legend's "ROC curve": the mark's kind is part of the name
                drawn = loose(drawn_name(item.label))
                entry = next((e for e in self.legend_names if loose(e) == drawn), None)
                name = entry or series_name(item.label) or clean_title(item.label) or strip_md(item.label)
            for x, y in item.pairs:
                at: Tick = x.value
                glued = item.line.raw[x.end : x.end + 1]
                sp = ax.suffixed_place(x.raw + glued) if glued and glued in "kKMBT" else None
                if sp is not None and sp[0] == "x" and sp[1] is not None:
                    at = sp[1]  # "(100M, 3.1)" beside the ticks 100M, 300M, 1B: the tick 100000000
                ax.add("x", at)
                self._cell(d, item.line, y, name, at)
        else:
            self._bind_table(item, d, ax, series)

    def _bind_placeless(self, p: PointLine, d: _Draft, ax: _Axes) -> None:
        """A series' value said with no place ("**Plain (red):** The bar reaches about 30"
        under "**Left Chart (Nova-9B):**", whose x axis is titled "Nova-9B"): in a bar chart
        whose panel is named by its x axis's title, that title is the one category the bars
        stand on; anywhere else the value has no place, and its line is reported."""
        category = ax.labels["x"]
        title = d.header.title if d.header is not None else None
        one = category is not None and all(same_tick(t, category) for t in ax.ticks["x"])
        if self.kind_hint == "bar" and one and title is not None and loose(category) in loose(title):
            ax.add("x", category)
            self._cell(d, p.line, p.value, p.series, category)
        else:
            self.unplaced.add(p.line.number)

    def _slice_counts_beside_shares(self, d: _Draft, ax: _Axes) -> None:
        """A slice's count ("**Absolute Count (from legend):** 65,332") under its header, beside
        its share ("**Percentage:** 4.7%"): the pie's values are the shares its slices show, the
        count a second measure of the same slice, reported, no cell; a slice given only its
        count has that count for its value."""
        counts, self.slice_counts = self.slice_counts, []
        shared = {loose(str(cell.col)) for cell in d.cells if cell.row is None}
        for c, category, measure in counts:
            if loose(str(category)) in shared:
                self.unplaced.add(c.line.number)
                continue
            if measure:
                _add_measure(d, c.coords[0].text)
            self._unnamed(d, c, ax, category)

    def _unnamed(self, d: _Draft, c: CellLine, ax: _Axes, category: Tick) -> None:
        """A value of the chart's unnamed series (named later after the value axis) at a category."""
        # the category axis: y for horizontal bars, unless the write-up lists the categories on x
        ax.add(_horizontal_side(ax, category) if self.horizontal else "x", category)
        self._cell(d, c.line, c.value, None, category)

    def _header_x(self, header: str, ax: _Axes) -> Tick | None:
        """The x a header over "label: value" lines of a line chart names: one number amid
        the x axis's own words ("At 10,000 steps" on an x axis "Steps"), or, where no axis
        names the x, after a word an x axis is usually called ("Epoch 5"); else None."""
        if self.kind_hint not in ("line", "scatter") or self.horizontal:
            return None
        label = ax.labels["x"]
        mark = tick_in_axis_words(strip_md(header).strip(" :"), label or " ".join(USUAL_X_WORDS))
        if mark is None or (label is None and not strip_md(header).split()[0].casefold().startswith(USUAL_X_WORDS)):
            return None
        try:
            value, approx, percent = parse_number(mark)
        except ValueError:
            return None
        return None if approx or percent else value

    def _bind_row_entry(self, c: CellLine, d: _Draft, ax: _Axes, header: str) -> None:
        """ "**Alpha:**" over "X1: 10.5" in a grid: the header is the row and the line's name
        the column, even when both axes list the same names ("Plan P" over "vs. Plan C")."""
        row: Tick = int(header) if header.isdigit() else header  # "**Row 2:**" is the row 2
        listed = next((t for t in ax.ticks["y"] if isinstance(t, str) and loose(t) == loose(header)), None)
        # ("**Counter 1:**" where the y axis lists "Counter 1": that tick, not the 1 of "Counter")
        at = axis_at(header, ax) if listed is None else None
        if listed is not None:
            row = listed
        if at is not None and at[0] == "y":
            row = at[1]  # "**digit_b = 2:**" with a y axis "digit_b": the row 2
        row = ax.tick("y", row) or row
        name = _coord_tick(c.coords[0])
        own = axis_at(c.coords[0].text, ax)
        # the header as written ("**size_a = 1:**"), when the series kept only its tick ("1")
        said = axis_at(strip_md(c.named[-1].label), ax) if at is None and c.named else None
        if said is not None and str(said[1]) == header:
            at = said
        if at is not None and at[0] == "x" and own is not None and own[0] == "y":
            # "**size_a = 1:**" (an x tick) over "size_b = 3: 0.97" (a y tick): the row 3, the column 1
            row, col = ax.tick("y", own[1]) or own[1], ax.tick("x", at[1]) or at[1]
            ax.add("y", row)
            ax.add("x", col)
            self._cell(d, c.line, c.value, row, col)
            return
        named = ax.named_tick(name) if isinstance(name, str) else None
        col = ax.tick("x", name) or (named[1] if named else name)  # "Predicted Robin": the tick Robin
        if not isinstance(name, str):
            for w in _words(c.coords[0].name):
                ax.seen_names["x"][w] += 1  # "Cell 2": the columns are called cells
        if ax.only_on("x", row) and (
            ax.only_on("y", col)
            or (isinstance(col, str) and ax.tick("x", col) is None)
            or (own is not None and own[0] == "y")
        ):
            # "1. **Probe-K**:" (a column) over "- alpha (91)" (a row); "#### Logical Error" (a
            # listed column) over "- Highest: Model-A (60.42)", a name no column has; "**'tok_a'
            # Token:**" (a listed column) over "Layer 4: 0.9" (the y axis "Layer" by its name)
            row, col = col, ax.tick("x", row) or row
        ax.add("y", row)
        ax.add("x", col)
        self._cell(d, c.line, c.value, row, col)

    def _bind_pair(self, c: CellLine, d: _Draft, ax: _Axes) -> None:
        """ "ALPHA vs BETA (X): 0.67" is the row ALPHA, the column BETA (X); "K1 predicted as
        K2: 10" puts K2 on the axis named for predictions (the columns, unless the rows are)."""
        first, second = c.coords
        verb = _words(second.relation)
        if verb and verb & _words(ax.labels["y"]) and not verb & _words(ax.labels["x"]):
            first, second = second, first
        row, col = _coord_tick(first), _coord_tick(second)
        row, col = ax.tick("y", row) or row, ax.tick("x", col) or col
        ax.add("y", row)
        ax.add("x", col)
        self._cell(d, c.line, c.value, row, col)

    def _counted_entry(self, k: Coord, ax: _Axes) -> str | None:
        """The legend entry a coordinate gives after the words that say what it counts ("grade
        2" with 2 in the legend), when those words name no axis; else None."""
        if k.num is None or not k.name or _words(k.name) & (_words(ax.labels["x"]) | _words(ax.labels["y"])):
            return None
        counted = self._vocabulary(ax).entry(k.text)
        return counted if counted is not None and loose(counted) != loose(series_name(k.text)) else None

    def _vocabulary(self, ax: _Axes) -> Vocabulary:
        # a chart's values are read on its y axis (x for horizontal bars); a grid's y axis
        # holds coordinates, its values are the colour scale's
        grid = self.kind_hint in ("heatmap", "table")
        return Vocabulary(self.legend, ax, None if grid else ax.labels["x" if self.horizontal else "y"], self.slices)

    def _point_roles(self, p: PointLine, d: _Draft, ax: _Axes) -> tuple[str | None, Tick]:
        """A point's series and x once their names are weighed against the panel's
        vocabularies: "**CoT**:" over "Median (line inside box): -8" is the category CoT
        (the line names only the value); "**Model Size: 7B**" over "Base: 26%" is the tick
        7B; a header that is a category over a line that names something else is the x."""
        series, x = p.series, p.x
        voc = self._vocabulary(ax)
        if (p.x_text or isinstance(x, str)) and (sp := ax.suffixed_place(p.x_text or str(x))) is not None:
            # "Step ~30k", "at 30k steps": keyed as the axis writes its ticks, or in its scale
            return series, sp[1] if sp[1] is not None else x
        if not isinstance(x, str):
            label = leading_label(p.line.content)[0]
            entry = voc.entry(label) if label and series is not None else None
            # ("**λ = 0.5 (Dark Blue):** This line starts at …": the label is the series itself,
            # whatever tick its number matches, no header over another entry)
            if entry is not None and series is not None and loose(entry) != loose(series_name(series)):
                s_role, at = voc.role(series)
                if s_role in _XY and at is not None:
                    # "**W-1:**" (a category) over "Threshold 64 (Blue): 19%" with 64 in the
                    # legend: the header is the category, the line's name the series
                    return entry, at
            listed = [t for a in _XY if label and (t := ax.tick(a, strip_md(label).strip())) is not None]
            if listed and isinstance(listed[0], str) and not same_tick(listed[0], x):
                return series, listed[0]  # "**Grok 2 Beta:**" with that model listed: the name, not 2
            # "**1. Attempt 1 (Left Bar):**" with "Attempt 1" listed as a tick: the tick as listed
            written = [t for a in _XY if p.x_text and (t := ax.tick(a, p.x_text)) is not None]
            if written and isinstance(written[0], str):
                return series, written[0]
            return series, x
        role, got = voc.role(x)
        if role == "measure" and series is not None:
            _add_measure(d, x)
            s_role, at = voc.role(series)
            return None, at if s_role == "x" and at is not None else series
        if role == "x" and got is not None:
            return series, got
        if series is not None and role in ("name", "series"):
            s_role, at = voc.role(series)
            if s_role == "x" and at is not None:
                # "**Llama 3.3 70B (Left Group):**" (a category) over "**Blue Bar:** … **83**":
                # the header is the category, the line's name the series
                return series_name(x) or x, at
        return series, x

    def _bind_series(self, s: SeriesLine, d: _Draft, ax: _Axes) -> None:
        which, key = self._series_key(s, ax)
        if which is not None:
            other: Which = "x" if which == "y" else "y"
            ticks = ax.visual(other, s.orders)
            if s.hint and len(ticks) >= 2 and all(isinstance(t, (int, float)) for t in ticks):
                lo, hi = s.hint
                if same_tick(ticks[0], hi) and same_tick(ticks[-1], lo):
                    ticks = list(reversed(ticks))
            for i, n in zip(s.places(), s.values, strict=True):
                tick = ticks[i] if i < len(ticks) else None
                row, col = (key, tick) if which == "y" else (tick, key)
                self._cell(d, s.line, n, row, col)
            d.lines.append(ValueLine(key=key, along=other, count=s.width, ticks=len(ticks), span=line_span(s.line)))
            return
        # a named series across the category axis, without its drawing note ("Series A (blue)")
        name = without_notes(clean_title(s.label) or strip_md(s.label))
        quoted_name = _ROW_WORD.sub("", _SHAPES.SPACED_NOTE.sub("", strip_md(s.label))).strip(" '\"`‘’“”")
        if _ROW_WORD.match(strip_md(s.label)) and quoted_name:
            name = quoted_name  # "Row for 'Aurora-7B'" is the row Aurora-7B
        cat: Which = "y" if s.width == len(ax.ticks["y"]) != len(ax.ticks["x"]) else "x"
        ticks = ax.visual(cat, s.orders)
        if s.stretch is not None:
            # "Model A (epochs 1 to 5): 0.61, 0.66, …": the places the note gives, one a value;
            # a note the list does not fit places no value (reported, no cells)
            ticks = _stretch_places(ticks, s.stretch, s.width)
            if not ticks:
                self.unplaced.add(s.line.number)
                return
            for t in ticks:
                ax.add(cat, t)
        if ticks and len(s.values) != len(ticks) and _arrow_chain(s):
            # "Accuracy: 0.41 → 0.55 → 0.63" beside ticks 1, 2, 3, 4: which tick a value skips
            # is not said, so no value is placed; the line is reported as not read
            self.unplaced.add(s.line.number)
            return
        if not ticks:
            ticks = ax.unit_steps(cat, s.width)
        for i, n in zip(s.places(), s.values, strict=True):
            if i < len(ticks):
                self._cell(d, s.line, n, name, ticks[i])
        if s.width > len(ticks):
            # "Approximate Values (from left to right): +4%, +6%" on an axis of no (or fewer)
            # ticks: values at no known place, reported, no cells
            self.unplaced.add(s.line.number)
        d.lines.append(ValueLine(key=name, along=cat, count=s.width, ticks=len(ticks), span=line_span(s.line)))

    def _series_key(self, s: SeriesLine, ax: _Axes) -> tuple[Which | None, Tick | None]:
        """Whether a line of values is a row ("y", its y tick) or a column ("x", its x
        tick), or (None, None) for a named series."""
        for name, n in s.label_nums:
            named_axis = _axis_word(name) or (ax.name_axis(name) if name else None)
            if name and named_axis is None and ax.labels["x"] and ax.labels["y"] and self.kind_hint in _CHARTS:
                continue  # "Seed 1" on axes called Epoch and Accuracy: a name, not the tick 1
            for a in (named_axis,) if named_axis else _YX:
                found = ax.tick(a, n.value)
                if found is not None:
                    return a, found
        text = strip_md(s.label)
        # "Column 'Q1'", "Row for 'Aurora-7B'": the name inside, on the axis the word names
        bare = _ROW_WORD.sub("", _SHAPES.SPACED_NOTE.sub("", text)).strip(" '\"`‘’“”")
        word = _ROW_WORD.match(text)
        plain = _ROW_PLAIN.match(text) if word is None and self.kind_hint in ("heatmap", "table") else None
        if plain is not None:
            # "**Row A:** 0, 0.5, …" beside a y axis ticked A … J: the row A, on the axis the word names
            side: Which = "x" if plain.group(1).lower().startswith("col") else "y"
            found = ax.tick(side, text[plain.end() :].strip())
            if found is not None:
                return side, found
        order: tuple[Which, Which] = ("x", "y") if word and word.group(1).lower().startswith("col") else _YX
        for candidate in dict.fromkeys([text, bare]):
            for a in order:
                found = ax.tick(a, candidate)
                if found is None:
                    continue
                says_row = word is not None and not word.group(1).lower().startswith("col")
                across = 1 < len(s.values) == len(ax.ticks["x"]) != len(ax.ticks["y"])
                if a == "x" and (says_row or (not word and across)) and ax.tick("y", candidate) is None:
                    # 'Row "cat": [0.05, 0.80, 0.10]' with the columns The, cat, sat: a row of a
                    # matrix whose rows are named as its columns, its values across them
                    ax.add("y", found)
                    return "y", found
                return a, found
        if s.index is not None:
            by_index: Which | None = (
                "y" if _SHAPES.ROW_AHEAD.match(s.label) else "x" if _SHAPES.COL_AHEAD.match(s.label) else None
            )
            if by_index is not None:
                ticks = ax.visual(by_index, ["top-to-bottom", "left-to-right"])
                if 0 < s.index <= len(ticks):
                    return by_index, ticks[s.index - 1]
        if s.label_nums and self.kind_hint in ("heatmap", "unknown", "table"):
            name, n = s.label_nums[-1]
            which = (
                _axis_word(name)
                or ax.name_axis(name)
                or ("y" if s.width == len(ax.ticks["x"]) or not ax.ticks["x"] else "x")
            )
            ax.add(which, n.value)
            if name:
                for w in _words(name):
                    ax.seen_names[which][w] += 1
            return which, n.value
        return None, None

    def _slice_item(self, c: CellLine) -> bool:
        """Whether a name and its share alone on an item ("- Frogs (42%)") is a pie's slice:
        of a pie, each such item is one."""
        return self.slices and c.listed and len(c.coords) == 1 and c.value.percent

    def _partner(self, text: str, series: str, ax: _Axes) -> str | None:
        """The other variable a correlation line names under a variable's header ("**Depth:**"
        over "With Width: -0.31" and "With itself: 1.00" / "Self-correlation: 1.00"): the
        header of that name, a tick, or any name in a heatmap; the row's own name for itself."""
        m = _PARTNER.fullmatch(strip_md(text).strip())
        if m is None:
            return None
        if m.group("self") or m.group("self2"):
            return series
        name = m.group("name").strip()
        if self.kind_hint == "heatmap":
            return name  # a matrix pairs variables: "With Dropout" is the column Dropout
        named = {loose(v) for v in self.series_headers.values()}
        return name if loose(name) in named or any(ax.has(a, name) for a in _XY) else None

    def _unlist_dropped(self, ax: _Axes, before: list[Cell], kept: list[Cell]) -> None:
        """Takes off the axes the categories only dropped cells stood at ("Total jobs", which
        binding the note's value listed after the stated bins)."""
        left = {tick_key(c.col) for c in kept} | {tick_key(c.row) for c in kept}
        gone = {tick_key(c.col) for c in before if tick_key(c.col) not in left}
        for a in _XY:
            ticks = [t for t in ax.ticks[a] if tick_key(t) not in gone or loose(str(t)) in ax.stated_keys[a]]
            if len(ticks) < len(ax.ticks[a]):
                ax.ticks[a] = ticks
                ax.index[a] = TickIndex(ticks)

    def _entry_at_tick(self, c: CellLine, ax: _Axes) -> tuple[Tick, Tick] | None:
        """(entry, tick) of a cell line whose one coordinate is a legend entry and whose label
        names, in the brackets after it, one of the category axis's stated ticks ("Wind (Q2):
        26" with Wind in the legend and Q2 on the x axis: the reader keeps the entry, its note
        aside); else None ("Wind (light blue): 26" names the entry alone)."""
        if len(c.coords) != 1 or c.coords[0].num is not None:
            return None
        label = leading_label(c.line.content)[0]
        text = strip_md(label).strip() if label is not None else ""
        note = trailing_note(text)
        if note is None:
            return None
        entry = self._legend_entry(text[: note[0]])
        inside = note[1].strip()[1:-1].strip()
        which: Which = "y" if self.horizontal else "x"
        tick = ax.tick(which, inside) if inside and ax.ticks[which] else None
        if entry is None or tick is None or loose(entry) != loose(c.coords[0].text) or self._legend_entry(inside):
            return None
        return entry, tick

    def _bind_cell(self, c: CellLine, d: _Draft, ax: _Axes, series: str | None) -> None:
        if len(c.coords) == 1 and c.coords[0].num is None:
            grid = self.kind_hint in ("heatmap", "table")
            if (pair := _arrow_ticks(c.coords[0].text, ax, grid)) is not None:
                # "Depot-3 → Harbor 7: 41.5%": the cell from its row to its column, whatever
                # row block it stands under
                ax.add("y", pair[0])
                ax.add("x", pair[1])
                self._cell(d, c.line, c.value, *pair)
                return
        if (placed := self._entry_at_tick(c, ax)) is not None:
            # "Wind (Q2): 26": a legend entry with its tick in brackets, one segment's value
            # (never the value axis's row and a column "Wind")
            self._cell(d, c.line, c.value, *placed)
            return
        if series is not None and len(c.coords) == 1 and (other := self._partner(c.coords[0].text, series, ax)):
            c = replace(c, coords=[Coord(other, "", None)])
        if series is not None and len(c.coords) == 1 and ranked_median(c.coords[0].text):
            # "Highest median (~0.65)" under a violin's header: the median of the header's
            # category, a value of the one series the value axis names (as "Median ~0.6" is)
            ax.add("y" if self.horizontal else "x", series)
            self._cell(d, c.line, c.value, ax.labels["y"], series)
            return
        bins = self.binned and any(k.stretch for k in c.coords)
        if bins and len(c.coords) > 1 and sum(p.kind == "range" for p in c.line.phrases) > 1:
            # "**Values:** 18–29: 8,900 · 30–39: 8,100 · …": bins listed on one line after a
            # label, which this cell line reads as one cell of the label and the first bin
            self.unplaced.add(c.line.number)
            return
        if self.binned:
            c = replace(c, coords=[_bin(c.line, k) if k.stretch else _bin_named(k) for k in c.coords])
        if any(k.stretch and not _names_tick(k.text, ax) for k in c.coords):
            # "Epochs 2–5: ~90%": a value said of a stretch of the axis is no cell; reported, never
            # dropped ("80-100%: 12.4%" may be a category named as a stretch, a band of ranks)
            self.unplaced.add(c.line.number)
            return
        if _rate(c.line, [k.text for k in c.coords], c.value):
            self.aggregates.add(c.line.number)
            return  # "Slope: Linear, with ~0.01 accuracy gain per unit k": a rate of change, no cell
        if c.alone and not any(ax.has(a, k.text) for a in _XY for k in c.coords) and not self._slice_item(c):
            known = self.legend | self.recurring
            if not any(loose(series_name(k.text)) in known for k in c.coords):
                self.unplaced.add(c.line.number)
                return  # "- Peak (97)" alone on its item, naming no tick, no series, nothing twice: no cell
        if len(c.coords) == 1 and _ALL_MARKS.match(strip_md(c.coords[0].text)):
            names = self._listed_entries(c.coords[0].text)
            if names is None or series is None:
                self.unplaced.add(c.line.number)
                return  # "All bars (grey, pink): 100" with no entry drawn so: a value of several series, none named
            for listed in names:  # "All bars (Alpha, Beta)", "All bars (green, blue)": each listed series
                ax.add("x", series)
                self._cell(d, c.line, c.value, listed, series)
            return
        if c.tuple_key and self.pair_first == "x":
            # "(1, 2): 0.92" where the write-up says its pairs are (digit_a, digit_b), x first
            first, second = c.coords
            c = replace(c, coords=[Coord(first.text, "column", first.num), Coord(second.text, "row", second.num)])
        coords = c.coords
        if len(coords) == 1 and (both := _diagonal(coords[0], ax)) is not None:
            # "`digit_a` = `digit_b` = 3: 0.99": both axes at the one tick, a cell of the diagonal
            coords = both
            c = replace(c, coords=coords)
        colour = slice_colour(coords[0].text) if self.slices and len(coords) == 1 else None
        if colour is not None and all(is_colour_word(w) for w in ascii_words(colour)):
            # "1. **Teal Section (67.8%)**:" beside "**Teal**: 67.8%": the slice Teal (the word
            # for a slice names no category, as in a slice's header)
            coords = [Coord(colour, "", None)]
            c = replace(c, coords=coords)
        if self.slices and len(coords) == 1 and self._vocabulary(ax).role(coords[0].text)[0] == "total":
            self.aggregates.add(c.line.number)
            return  # "Total Crates: 8,200" of a pie: the whole its slices share, no slice
        if len(coords) == 1 and (quoted_entry := self._entry_after(c, ax)) is not None:
            # 'Purple: 3.00% ("too vague")': the colour marks the legend entry quoted after the value
            coords = [Coord(quoted_entry, "", None)]
            c = replace(c, coords=coords)
        counted = self._vocabulary(ax).entry(coords[0].text) if len(coords) == 1 else None
        if counted is not None and loose(counted) != loose(series_name(coords[0].text)):
            # "Threshold 64 (Green): 1.0" with 64 in the legend: the entry, after what it counts
            coords = [Coord(counted, "", None)]
            c = replace(c, coords=coords)
        if len(coords) == 2 and c.series_first and (counted := self._counted_entry(coords[1], ax)) is not None:
            # "**Q2:** 0.15 proportion of grade 2, …" with 2 in the legend: the entry after what
            # it counts, the label the category (never the number 2 placed on the value axis)
            coords = [coords[0], Coord(counted, "", None)]
            c = replace(c, coords=coords)
        if len(coords) == 1 and coords[0].name and self.kind_hint not in ("line", "scatter"):
            # "**Gemini 2.0**: 81.2%": a name, not the number 2.0, unless an axis is called so
            seen = {w for w in _words(coords[0].name) if any(w in ax.seen_names[a] for a in _XY)}
            coords = [_named_number(coords[0], _key_names(ax.labels["x"], ax.labels["y"]) | seen | self.counted)]
        if len(c.coords) == 2 and c.coords[1].relation is not None:
            self._bind_pair(c, d, ax)
            return
        # ("0-5 thousand tokens" of a histogram is the bin 0-5, whatever ticks 0 and 5 are)
        one_name = len(c.coords) == 1 and c.coords[0].num is None and not bins
        joined = _joined_ticks(c.coords[0].text, ax) if one_name else None
        if joined is not None:
            self._cell(d, c.line, c.value, *joined)  # "alpha-beta: 0.72" with alpha and beta both ticks
            return
        voc = self._vocabulary(ax)
        if len(c.coords) == 1 and series is not None:
            entry, header = voc.role(c.coords[0].text), voc.role(series)
            if entry[0] == "total":
                self.aggregates.add(c.line.number)
                return  # "Total Success Rate: ~60%" under a stacked bar: the sum of its cells, no cell
            if self.slices and entry[0] in ("measure", "name") and _counts_slice(c):
                category = header[1] if header[0] in _XY and header[1] is not None else series
                self.slice_counts.append((c, category, entry[0] == "measure"))
                return
            if entry[0] == "measure":
                # "**RandTrain (Dark Blue Bar):**" over "**Value:** 47.861": the line names only
                # what the value is, so the header is the category and the series is unnamed
                _add_measure(d, c.coords[0].text)
                self._unnamed(d, c, ax, header[1] if header[0] in _XY and header[1] is not None else series)
                return
            # ("**Ships (bars, left axis):**" beside a right axis "Cargo": each value axis's
            # series is named after it, the header is that series)
            if header[0] == "measure" and entry[0] != "series" and not self._two_value_axes():
                # "**Median Values:**" over "`Standard`: ~6": the header says what the values are;
                # "**Loss (Blue Line):**" over "At training step 500, the loss is …": the place's tick
                _add_measure(d, series)
                k = c.coords[0]
                placed = ax.resolve(k) if k.num is not None and k.name else None
                self._unnamed(d, c, ax, placed[1] if placed else entry[1] if entry[1] is not None else k.text)
                return
        if (
            series is not None
            and len(c.coords) == 1
            and (self.kind_hint in ("heatmap", "table") or c.line.number in self.matrix_lines)
        ):
            self._bind_row_entry(c, d, ax, series)
            return
        if series is not None and c.series_first and len(coords) == 2:
            # "Sharp upward trend: 0.55 (k=2)" under the series' header: the place is the x
            place = coords[1]
            on = ax.resolve(place)
            if on is None and place.num is not None and _numeric_coord(place):
                on = ("x", place.num.value)  # "(k=2)" on an axis stated as a stretch, no ticks
            if on is not None and on[0] == "x":
                ax.add("x", on[1])
                self._cell(d, c.line, c.value, series, on[1])
                return
            series = None
        coords = _axis_named_pair(coords, ax)
        suffixed_at = {id(k): sp for k in coords if k.num is None and (sp := ax.suffixed_place(k.text)) is not None}
        if any(tick is None for _, tick in suffixed_at.values()):
            self.unplaced.add(c.line.number)  # "Step ~30k: 1.9" on an axis "Step": 30 or 30,000 unsure
            return
        # a legend entry is a series, whatever number its name holds ("Rating 0" is no x of 0)
        resolved: list[tuple[Which, Tick] | None] = [
            None
            if loose(series_name(k.text)) in self.legend
            else (sp[0], sp[1])
            if (sp := suffixed_at.get(id(k))) is not None and sp[1] is not None
            else ax.resolve(k)
            for k in coords
        ]
        got: dict[str, Tick] = {}
        unresolved: list[Coord] = []
        for k, r in zip(coords, resolved, strict=True):
            if r is None or r[0] in got:
                unresolved.append(k)
            else:
                got[r[0]] = r[1]
        if series is not None:
            for a in ("y", "x"):
                found = ax.tick(a, series)
                if found is None and (sp := ax.suffixed_place(series)) is not None and sp[0] == a:
                    # "**20k Corpus Documents:**" (the tick "20k" of its header) with x ticked 5k,
                    # 20k, …: the place 20000, as "At 20k:" is (the tick keeps its spelling)
                    sized = ax.tick(a, sp[1]) if sp[1] is not None and not isinstance(sp[1], str) else None
                    if sized is not None and a not in got:
                        got[a] = sized
                        series = None
                        break
                if found is not None and a not in got:
                    got[a] = ax.respell(a, found, series)
                    series = None
                    break
        if series is not None and "x" not in got and (at_x := self._header_x(series, ax)) is not None:
            # "At 10,000 steps:" (x "Steps") or "**Epoch 5**" over "- Baseline: 0.61" in a line
            # chart: the header is the place, each line's label its series (never the reverse)
            got["x"] = at_x
            ax.add("x", at_x)
            series = None
        if (
            series is not None
            and (named_at := axis_at(series, ax) or declared_after_kind(series, ax)) is not None
            and named_at[0] not in got
        ):
            # "**7B Model**:" with an x axis "Model Size" and a tick 7B; "**Category Q1:**" with a tick Q1
            got[named_at[0]] = named_at[1]
            ax.add(named_at[0], named_at[1])
            series = None
        grid = self.kind_hint in ("heatmap", "unknown", "table")
        if grid and len(got) < 2:
            # numeric coordinates of a grid fill the axis that is still open
            for k in list(unresolved):
                if k.num is not None and _numeric_coord(k):
                    open_axis = (_axis_word(k.name) or ax.name_axis(k.name)) if k.name else None
                    for a in (open_axis,) if open_axis else _XY:
                        if a not in got:
                            got[a] = k.num.value
                            ax.add(a, k.num.value)
                            for w in _words(k.name):
                                ax.seen_names[a][w] += 1
                            unresolved.remove(k)
                            break
        if "x" in got and "y" in got:
            self._cell(d, c.line, c.value, got["y"], got["x"])
        elif len(got) == 1:
            # one coordinate on an axis (the category or x value), the other a series, named
            # without its colour note ("Qwen2.5-VL-7B (Gray)" is "Qwen2.5-VL-7B")
            name = (series_name(unresolved[0].text) or unresolved[0].text) if unresolved else series
            if name is not None and loose(str(name)) in _STATISTICS and loose(str(name)) not in self.legend:
                name = series  # "Median: ~0.1" under a box's category: what the value is, not a series
            if self._between_marks(name):
                self.unplaced.add(c.line.number)  # "Change: -25%" beside two bars: no bar's height
                return
            at = next(iter(got.values()))
            if (
                name is not None
                and isinstance(at, str)
                and loose(series_name(at)) in self.legend
                and loose(series_name(str(name))) not in self.legend
            ):
                name, at = series_name(at), name  # the legend entry is the series, the other the category
            if name is None and self.kind_hint in _CHARTS:
                name = ax.labels["y"]  # "Final data point at x=5000: ~0.02": the chart's only series
            if (
                "y" in got
                and name is not None
                and self.kind_hint not in _CHARTS
                and not self.horizontal
                and not names_total(name)  # "**Total**: 135" under a category listed down: its stack's sum
                # "p" of the legend's "Precision (p)" is a series: the row's name is its column
                and loose(series_name(str(name))) not in self.legend
            ):
                # "**Digit 2**: p=0.99, r=0.43" with 2 a row of the grid: the other name is its column
                ax.add("x", name)
                self._cell(d, c.line, c.value, at, name)
                return
            if "x" in got:
                self._table_row(ax, name)
            self._cell(d, c.line, c.value, name, at)
        elif len(coords) >= 2:
            first, second = coords[0], coords[1]
            if c.series_first and not (
                (head_of(first.text).names_month and not head_of(second.text).names_month)
                or self._numbered_place(first, second)
            ):
                # "7B model: Python 48.2": row 7B model, col Python; "**Adam (blue):** Step 0: 3.8"
                # before any axis knows "Step": the row Adam, named without its colour note (but
                # "Jan: Kestrel ≈ 3.1, Osprey ≈ 4.0": a month is a place on the x axis, and so
                # is "Epoch 1: Adam 2.10, SGD 2.35" on a line chart)
                named = series_name(first.text)
                # ("**LR 1e-3 (blue):** 0: 3.8": a label with its drawing note is a series' name,
                # not the number in it)
                num = None if named and named != first.text.strip() else first.num
                first, second = second, Coord(named or first.text, first.name, num)
            if loose(series_name(first.text)) in self.legend and loose(series_name(second.text)) not in self.legend:
                # "**Overall:** GPT-4 ~74%, Gemini ~62%" with the models in the legend: the
                # label is the category, the items the series
                first, second = second, Coord(series_name(first.text), first.name, first.num)
            ax.add("x", _coord_tick(first))
            self._table_row(ax, _coord_tick(second))
            self._cell(d, c.line, c.value, _coord_tick(second), _coord_tick(first))
        elif series is not None or self.kind_hint in ("bar", "line", "scatter", "mixed", "unknown"):
            tick = _coord_tick(coords[0])
            if isinstance(tick, str):
                tick = without_notes(tick)  # "**Timeout (Green)**: 21.5%": the slice is Timeout
            named = series_name(coords[0].text) or str(tick)  # "Rating 0" names a series, not an x of 0
            if loose(named) in self.legend:
                tick = named
            elif series is not None and VALUE_NOUN.match(str(tick)):
                # "**o1-mini:**" over "Bar length: ~1.5%": the header is the category
                d.measures.add(str(tick))
                tick, series = series, None
            if series is not None and (
                (loose(named) in self.legend and loose(series) not in self.legend) or _colour_then_name(coords[0].text)
            ):
                # "- English" over "  - Baseline (Grey): 71.0%" with Baseline in the legend, or
                # '- **"Mostly Right" Category**:' over '- Green ("All"): 55' (the colour marks the
                # series the line names): the header is the category, the item the series
                series, tick = named, series
                on = axis_at(str(tick), ax) or declared_after_kind(str(tick), ax)
                if on is not None and on[0] == "x":
                    tick = on[1]  # "**Sub-task I:**" with the axis "Sub-tasks" listing I, II, …: the tick I
                elif on is None and isinstance(tick, str):
                    tick = without_mark(tick)  # "### ModelA Bar (Left)" over its segments: the category ModelA
            elif c.listed and not c.alone and series is not None and _lists_series(series, tick, self.legend, ax):
                # "- **Grip**:" over "- Atlas (0.8), Bolt (0.6).": a category over the series it lists
                series, tick = named, series
            elif (
                series is not None
                and names_total(named)
                and self.legend
                and loose(series_name(series)) not in self.legend
            ):
                # "### Pair A" over its segments (legend entries) and "- **Total**: 135": the sum
                # at the category Pair A, kept only when it is not the segments' sum (drop_totals);
                # the category's tick is its segments' to add
                self._cell(d, c.line, c.value, named, without_mark(series))
                return
            if series is None and isinstance(tick, str) and head_of(tick).anonymous_measure:
                self.unplaced.add(c.line.number)  # "Approximate value: **30 MB**": a value of no bar named
                return
            # a category of horizontal bars stands on the y axis, its value read on x
            side: Which = _horizontal_side(ax, tick) if self.horizontal and isinstance(tick, str) else "x"
            ax.add(side, tick)
            # a chart's only, unnamed series is named after the axis its values are read on
            value_axis: Which = "x" if side == "y" else "y"
            self._cell(d, c.line, c.value, series or ax.labels[value_axis] or ax.labels["y"], tick)
        else:
            # "- 12:00: 58%" in a grid whose listed columns lack 12:00, under no row: a value
            # nothing places, reported rather than dropped
            self.unplaced.add(c.line.number)

    def _numbered_place(self, label: Coord, item: Coord) -> bool:
        """Whether a line's label is a numbered place on a line chart's x axis and its items
        the series ("Epoch 1: Adam 2.10, SGD 2.35"): the label is an axis's word and a number,
        with no drawing note ("LR 1e-3 (blue)" names a series), the item a name without one."""
        return (
            self.kind_hint == "line"
            and bool(label.name)
            and _numeric_coord(label)
            and series_name(label.text) == label.text.strip()
            and item.num is None
        )

    def _between_marks(self, name: Tick | None) -> bool:
        """Whether a name beside a chart's series says how far two marks stand apart ("Change",
        "Gap" under "Memory (GB)" with a legend of FP32 and BF16): a difference, no series the
        legend lists, so its value is no cell."""
        return (
            self.kind_hint in _CHARTS
            and bool(self.legend)
            and isinstance(name, str)
            and loose(name) not in self.legend
            and head_of(name).names_difference
            and not any(a.label and _abbreviates(a.label, name) for a in self.axes)
        )

    def _entry_after(self, c: CellLine, ax: _Axes) -> str | None:
        """The legend entry quoted in parentheses right after a line's value ('Purple: 3.00%
        ("too vague")' with "too vague" in the legend), when the line's name is no entry and
        no tick; else None."""
        name = series_name(c.coords[0].text) or c.coords[0].text
        if loose(name) in self.legend or any(ax.has(a, name) for a in _XY):
            return None
        m = _QUOTED_AFTER.match(c.line.raw, c.value.end)
        return m.group(1) if m is not None and loose(m.group(1)) in self.legend else None

    def _table_row(self, ax: _Axes, row: Tick | None) -> None:
        """A row named by a line of a table's write-up ("Lumen-V (Delta: +1, Votes: 3,402)") is
        a tick of its y axis when no y axis is stated."""
        if self.kind_hint == "table" and ax.st["y"] is None:
            ax.add("y", row)

    def _bind_table(self, t: TableData, d: _Draft, ax: _Axes, series: str | None = None) -> None:
        """One key column and value columns: the key is the first column unless the
        labels stand last; a column of ranges, notes or a box's marks gives no values. A
        table of one value column under a header that names a series (`series`) is that
        series ("#### Kestrel (Blue Line)" over "| Batch | Latency (ms) |")."""
        if len(t.header) < 2:
            return
        names = _key_names(ax.labels["x"], ax.labels["y"], t.header[0].text)
        xy = _xy_columns(t, ax) if self.kind_hint == "scatter" else _axis_columns(t.header)
        if xy is not None:
            self._bind_points(t, d, ax, xy, series)
            return
        t = _central_column(t) or _noted_long(t) or t
        if _long_format(t, ax, names):
            self._bind_long(t, d, ax, names)
            return
        if _rows_numbered(t):
            # "| # | Topic | Score |": the first column only counts the rows, the names key them
            t = TableData(t.lines, t.named, t.header[1:], [r[1:] for r in t.rows])
        elif _labels_last(t, ax, names):
            # the row labels stand in the last column: read the table as if they came first
            t = TableData(
                t.lines, t.named, [t.header[-1], *t.header[:-1]], [[r[-1], *r[:-1]] if r else r for r in t.rows]
            )
        head = t.header
        body = [(t.lines[1 + i], r) for i, r in enumerate(t.rows) if r and not _elided(r)]
        firsts = [r[0] for _, r in body]
        # a header that is a legend entry ("1 Row (Pink)" with "1 Row" in the legend) is a
        # series, whatever number its name holds: never a tick of an axis
        value_label = ax.labels["x" if self.horizontal else "y"]
        named = _told_apart([self._legend_entry(h.text, value_label) for h in head[1:]], [h.text for h in head[1:]])
        col_res = [None if n else ax.resolve(_key_coord(h, names)) for h, n in zip(head[1:], named, strict=True)]
        row_res = [ax.resolve(_key_coord(r, names)) for r in firsts]
        # only a key that belongs to one axis tells the table's orientation (a confusion
        # matrix has the same labels on both)
        col_axes = Counter(r[0] for r, h in zip(col_res, head[1:], strict=True) if r and not _on_both(ax, h, names))
        row_axes = Counter(r[0] for r, c in zip(row_res, firsts, strict=True) if r and not _on_both(ax, c, names))
        corner = head[0].text
        transposed = (
            col_axes["y"] > col_axes["x"]
            # rows named by x ticks, unless the columns are x ticks too (a square matrix
            # whose y axis is stated "same as the x axis"): the first column is the row key
            or (row_axes["x"] > row_axes["y"] and col_axes["x"] <= col_axes["y"])
            or (
                not col_axes
                and not row_axes
                and bool(_words(corner) & _words(ax.labels["x"]))
                and not _words(corner) & _words(ax.labels["y"])
            )
        )
        if not col_axes and not row_axes and self.kind_hint in ("bar", "line"):
            # a chart's table: categories or x values down the first column, one series per
            # column ("| Model | Baseline (Gray) | Tuned (Blue) |"), unless the rows are the
            # legend's series, or the header runs along numbers that the first column does not
            # ("| Tier | 2020 | 2021 |" over "| Hot | 20 | 24 |": the years are the x values)
            across = all(h.value is not None or suffixed(strip_md(h.text)) is not None for h in head[1:]) and not all(
                c.value is not None for c in firsts
            )  # ("| Length | 1K | 2K | 4K |": numbers counted in thousands are places too)
            # "| Runtime | Batch 1 | Batch 8 |": one word numbered along the header, places on an axis
            across = across or (
                _numbered_places([h.text for h in head[1:]])
                and not _numbered_places([c.text for c in firsts])
                and not _times_of([c.text for c in firsts])
                and not all(c.value is not None for c in firsts)  # "| Step | Run 1 |" over "| 100 | 0.9 |"
            )
            transposed = not across and not any(loose(series_name(c.text)) in self.legend for c in firsts)
            if self.clusters is not None and _words(corner) and not across:
                # "one cluster per building type" over "| Source | Office | School |": the first
                # column is the x axis's categories only when its header names the clusters
                transposed = bool(_words(corner) & _words(self.clusters))
        said = _corner_axes(corner, ax)
        if said is not None:
            transposed = said == "x"  # "| Actual \ Predicted |": the rows are the actual classes
        if len(named) >= 2 and all(named) and not any(loose(series_name(c.text)) in self.legend for c in firsts):
            transposed = True  # every value column is a legend entry: one series per column
        # on a scatter plot, or in a table that gives each row's x in a column of its own, the
        # rows are points, not one unnamed series: a value column is a measure named by its
        # header ("| Model | Params | MMLU |" under a y axis "MMLU (%)" keys "MMLU" beside
        # "Params", as written, not one column by the axis and one by the table)
        x_words = _words(ax.labels["x"])
        one_series = not self.legend and self.kind_hint != "scatter"
        one_series = one_series and not (
            ax.labels["y"] and any(_words(h.text) & x_words - _words(ax.labels["y"]) for h in head[1:])
        )
        col_keys = [
            n or (r[1] if r else _cell_key(h, names, value_label, unnamed=one_series))
            for h, r, n in zip(head[1:], col_res, named, strict=True)
        ]
        numeric = _value_columns(head, [r for _, r in body])
        if len(self.legend) >= 2:
            # "| Draft A | Draft B | Difference (A - B) |": a column worked out from the others,
            # no bar of the chart (its legend names the bars)
            numeric = [n and not _derived(h.text, self.legend) for n, h in zip(numeric, head[1:], strict=True)]
        elif sum(numeric) >= 2 and self.kind_hint in _CHARTS:
            # "| Method | Label/Delta | Score (%) |" over "Base", "+1%", "-2%": the label printed
            # over each bar, how far it stands from the first, is no bar of the chart
            cols = [[r[j + 1] for _, r in body if j + 1 < len(r)] for j in range(len(head) - 1)]
            numeric = [n and not _printed_delta(h.text, c) for n, h, c in zip(numeric, head[1:], cols, strict=True)]
        col_keys = _distinct_keys(col_keys, head[1:], numeric)
        col_keys = _units_kept(col_keys, head[1:], numeric, col_res, named)
        if series is not None:
            col_keys, transposed = [series], True
        if sum(numeric) == 1 and len(col_keys) > 1 and self.kind_hint not in ("heatmap", "table"):
            transposed = True  # one column of values beside notes: one series down the rows
        if (
            len(col_keys) == 1
            and sum(numeric) == 1
            and self.kind_hint == "unknown"
            and not col_axes
            and not row_axes
            and not said
        ):
            # "| Month | Level (%) |" in a write-up that names no kind of chart: one series, its
            # places down the first column, as a bar or a line chart's table is read (the
            # document's kind comes out as a chart's, not a grid's)
            transposed = True
        ticks = sum(numeric)
        rows_given = []
        for (line, row), rkey in zip(body, _row_keys([r[0] for _, r in body], ax, names), strict=True):
            if _OPEN_BOUND.fullmatch(row[0].text.strip()):
                if ax.numbered:
                    continue  # "| 10240+ | 260 |" on a numeric axis: a value past a place, no cell (reported)
                rkey = row[0].text.strip()  # "| 65+ | 12 |" among age groups: the category as written
            for j, cell in enumerate(row[1:]):
                if cell.value is None or (j < len(numeric) and not numeric[j]):
                    continue
                ckey = col_keys[j] if j < len(col_keys) else None
                row_key, col_key = (ckey, rkey) if transposed else (rkey, ckey)
                self._cell(d, line, cell.value, row_key, col_key)
            for cell in row[1:] if not ax.has("x", rkey) else []:
                self._bind_listed(d, line, rkey, cell.pairs, ax)
            # a row's shape is its entries: "-" or "N/A" fills a column as a value does
            given = sum(1 for j, c in enumerate(row[1:]) if (numeric[j] if j < len(numeric) else c.text.strip()))
            if ticks:
                along: Which = "y" if transposed else "x"
                d.lines.append(ValueLine(key=rkey, along=along, count=given, ticks=ticks, span=line_span(line)))
                rows_given.append(rkey)
        if not transposed and self.kind_hint in ("heatmap", "unknown", "table"):
            for k, is_numeric in zip(col_keys, numeric, strict=True):
                if is_numeric:
                    ax.add("x", k)
            for rkey in rows_given:
                ax.add("y", rkey)
            if ax.labels["y"] is None and rows_given and _ONE_WORD.fullmatch(strip_md(corner).strip()):
                # "| Layer | POS | NER |" with no y axis stated: the corner names the rows' axis
                ax.seen_names["y"][strip_md(corner).strip().casefold()] += 1

    def _bind_listed(self, d: _Draft, line: Line, series: Tick, pairs: list[tuple[Coord, Num]], ax: _Axes) -> None:
        """ "| Red | Steep rise | 0: ~-1.5; 500: ~-1.0 |": the places and values a cell lists are
        cells of its row's series, each place a number or a stated tick of the x axis."""
        for coord, value in pairs:
            if coord.num is not None and _numeric_coord(coord):
                self._cell(d, line, value, series, ax.tick("x", coord.num.value) or coord.num.value)
            elif (r := ax.resolve(coord)) is not None and r[0] == "x":
                self._cell(d, line, value, series, r[1])

    def _bind_points(self, t: TableData, d: _Draft, ax: _Axes, xy: tuple[int, int], series: str | None = None) -> None:
        """ "| Model | Compute | Accuracy |" on a scatter plot of accuracy against compute: each
        row is a named point, its x and y in the columns named after the axes; under a header
        that names a series (`series`), the rows are that series' points ("| Point | Rate
        (X-Axis) | Lift (Y-Axis) |" under "### Series 2: Lift Curve")."""
        for i, row in enumerate(t.rows):
            if len(row) <= max(xy) or _elided(row):
                continue
            x, y = row[xy[0]].value, row[xy[1]].value
            if x is None or y is None:
                continue
            name = series if series is not None else _cell_key(row[0], set())
            ax.add("x", x.value)
            self._cell(d, t.lines[1 + i], y, name, x.value)

    def _bind_long(self, t: TableData, d: _Draft, ax: _Axes, names: set[str]) -> None:
        """ "| Label | Prediction | Count |", "| Model 1 | Model 2 | Coverage |": one cell
        per row, keyed by its first two columns: the first is the row, unless the legend
        names the second or the first holds more of the x axis's stated ticks."""
        whole = [(i, r) for i, r in enumerate(t.rows) if len(r) >= 3 and not _elided(r)]
        rows = [(t.lines[1 + i], r) for i, r in whole if r[2].value is not None]
        on_x = [sum(1 for _, r in rows if ax.has("x", _cell_key(r[j], names))) for j in (0, 1)]
        # "| Baseline | Raw (Grey Bar) | 35% |": the column that says how its bars are drawn
        # names the series
        drawn = [all(_colour_noted(r[j].text) for _, r in rows) for j in (0, 1)]
        for line, row in rows:
            keys = []
            for cell in row[:2]:  # a sparse listing: the keys are not the axis's ticks
                r = ax.resolve(_key_coord(cell, names))
                keys.append(r[1] if r else _cell_key(cell, names))
            series_second = self._legend_entry(str(keys[1])) and not self._legend_entry(str(keys[0]))
            series_second = series_second or (drawn[1] and not drawn[0] and not self._legend_entry(str(keys[0])))
            if series_second or on_x[0] > on_x[1]:
                keys.reverse()  # "| Task | Model | Score |" with the tasks on x: (Model, Task)
            elif self.kind_hint in ("heatmap", "unknown", "table"):
                ax.add("y", keys[0])
                ax.add("x", keys[1])
            value = row[2].value
            if value is not None:
                self._cell(d, line, value, keys[0], keys[1])


_DERIVED = _SHAPES.DERIVED


def _derived(header: str, legend: set[str]) -> bool:
    """Whether a value column is worked out from the others ("Difference (A - B)", "Δ",
    "Gain"), no entry of the legend."""
    text = strip_md(header).strip()
    return bool(_DERIVED.match(text)) and loose(series_name(text)) not in legend and loose(text) not in legend


def _diagonal(k: Coord, ax: _Axes) -> list[Coord] | None:
    """The two coordinates a name of both axes' labels joined by "=" gives its one number
    ("digit_a = digit_b 3" with x "digit_a" and y "digit_b"): the diagonal cell (3, 3); else None."""
    if k.num is None or not _both_axes_equal(k.name, ax):
        return None
    return [Coord(f"{side.strip()} {k.num.raw}", side.strip(), k.num) for side in k.name.split("=")]


def _both_axes_equal(name: str, ax: _Axes) -> bool:
    """Whether a name sets the two axes' labels equal ("`digit_a` = `digit_b`"): a place on
    the diagonal, both axes at one tick."""
    if not name or ax.labels["x"] is None or ax.labels["y"] is None:
        return False
    sides = [loose(strip_md(s)) for s in name.split("=")]
    labels = {loose(ax.labels["x"]), loose(ax.labels["y"])}
    return len(sides) == 2 and len(labels) == 2 and set(sides) == labels


def _abbreviates(label: str, name: str) -> bool:
    """Whether an axis label is the name, words shortened or not ("Rel. Difference %" and
    "Relative Difference"): a difference that an axis of its own measures is drawn, a
    series of the chart (a line over bars on a secondary axis)."""
    short, full = _WORD.findall(label.casefold()), _WORD.findall(name.casefold())
    if len(short) != len(full) or not short:
        return False
    return all(f.startswith(w) and (len(w) >= 3 or w == f) for w, f in zip(short, full, strict=True))


_WORD = _SHAPES.PANELS_WORD


def _printed_delta(header: str, cells: list[TableCell]) -> bool:
    """Whether a value column holds the differences a chart prints over its bars: its header
    names a difference ("Label/Delta", "Change") and a value is written with its plus sign
    ("+1%"), as a printed gain is."""
    text = strip_md(header).strip()
    named = bool(_DERIVED.match(text)) or head_of(text).names_difference
    return named and any(c.value is not None and strip_md(c.text).lstrip(" ~≈").startswith("+") for c in cells)


def _colour_noted(text: str) -> bool:
    """Whether a table cell's name ends in a note of how it is drawn ("Raw (Grey Bar)")."""
    m = _END_NOTE.fullmatch(strip_md(text).strip())
    return m is not None and colour_phrase(m.group(2)) is not None


def _xy_columns(t: TableData, ax: _Axes) -> tuple[int, int] | None:
    """The columns of a table that hold a point's x and y: one header names the x axis by
    its words and not the y, one the y and not the x ("| Model | Compute | Accuracy |" with x
    "Compute (FLOPs)" and y "Accuracy (%)"); any other column after the names holds only
    words ("| Location |" of "Upper left."), so no value goes unread."""
    head = t.header
    if len(head) < 3:
        return None
    if ax.labels["x"] is None and ax.labels["y"] is None and len(head) == 3:
        # no axis stated: "| Model | Parameters (B) | Accuracy (%) |" over names and two numbers
        # is a point per row, x first as a pair is written
        numbers = all(len(r) == 3 and r[1].value is not None and r[2].value is not None for r in t.rows if r)
        named = any(r and r[0].value is None for r in t.rows)
        return (1, 2) if numbers and named and t.rows else None
    x, y = _words(ax.labels["x"]), _words(ax.labels["y"])
    on = [
        ("x" if w & x and not w & y else "y" if w & y and not w & x else None)
        for h in head[1:]
        for w in [_words(h.text)]
    ]
    if on.count("x") != 1 or on.count("y") != 1:
        # "| Color | Approximate Accuracy (X) | Approximate SP (Y) | Position |": the axis each
        # header says it holds, in a closing note
        on = [_axis_note(h.text) for h in head[1:]]
    if on.count("x") != 1 or on.count("y") != 1:
        return None
    cols = [i + 1 for i, a in enumerate(on) if a is None]
    # (a column of descriptions, "Far right, directly on the x-axis (SP=0).", holds notes, no values)
    described = {
        i for i in cols if all(len(_ALPHA_WORD.findall(row[i].text)) >= _DESCRIBED for row in t.rows if i < len(row))
    }
    if any(row[i].nums for row in t.rows for i in cols if i < len(row) and i not in described):
        return None
    return on.index("x") + 1, on.index("y") + 1


_ALPHA_WORD = _SHAPES.ALPHA_WORD
_DESCRIBED = 3  # words that make a table's cell a description


_AXIS_NOTE = _SHAPES.PANELS_AXIS_NOTE  # "(X)", "(Y-axis)"


def _axis_note(text: str) -> str | None:
    """The axis a header says it holds in a closing note ("x" of "Estimated Recall (X)")."""
    m = _AXIS_NOTE.search(strip_md(text))
    return m.group(1).casefold() if m else None


def _axis_columns(head: list[TableCell]) -> tuple[int, int] | None:
    """The columns of a three-column table whose headers say which axis they hold ("| Point |
    Rate (X-Axis) | Lift (Y-Axis) |"): each row is a point, its x and y in them."""
    if len(head) != 3:
        return None
    on = [head_of(h.text).label_axis if head_of(h.text).has("AXIS") else None for h in head[1:]]
    if on == ["x", "y"]:
        return 1, 2
    if on == ["y", "x"]:
        return 2, 1
    return None


def _lists_series(header: str, tick: Tick, legend: set[str], ax: _Axes) -> bool:
    """Whether a header that is no legend entry is a category over the names listed under it
    (not themselves a tick of the x axis)."""
    return loose(header) not in legend and not ax.has("x", tick)


_CORNER = _SHAPES.CORNER


_ONE_WORD = _SHAPES.ONE_WORD


def _corner_axes(corner: str, ax: _Axes) -> Which | None:
    """The axis whose ticks a table's first column holds, as its corner names the rows then
    the columns: "Actual \\ Predicted" with y called "Actual" and x "Predicted" is y, and so is
    any "A \\ B" whose A names no x axis (the notation puts the rows first); "Model / Task"
    only by the axes' names; None when the corner says nothing."""
    m = _CORNER.match(strip_md(corner).strip())
    if m is None:
        return None
    rows, cols = _words(m.group("rows")), _words(m.group("cols"))
    x, y = _words(ax.labels["x"]), _words(ax.labels["y"])
    if rows & x and cols & y and not rows & y and not cols & x:
        return "x"
    if (rows & y and cols & x and not rows & x and not cols & y) or "/" not in m.group("sep"):
        return "y"
    return None


def _entry_then_measure(text: str, legend: set[str], value_label: str | None) -> str | None:
    """The legend entry that opens a header whose other words say what its values are:
    "Static (Blue) Normalized Time" (its colour note dropped) with Static in the legend and
    the values on "Normalized Time"."""
    words = _SHAPES.SPACED_PARENS.sub(lambda m: "" if only_notes(m.group(1)) else m.group(), text).split()
    for cut in range(len(words) - 1, 0, -1):
        head, tail = " ".join(words[:cut]), " ".join(words[cut:])
        if loose(head) in legend and names_measure(tail, value_label):
            return head
    return None


# a key that bounds a stretch on one side only: "10240+", "> 50", "≥ 8 GPUs", "100 or more"
_OPEN_BOUND = _SHAPES.OPEN_BOUND
_VALUE_HEADER = _SHAPES.VALUE_HEADER
_LETTER = _SHAPES.LETTER
_ELISION = _SHAPES.ELISION


def _elided(row: list[TableCell]) -> bool:
    """ "| ... | ... | ... |": a row that stands for the rows left out."""
    return all(fits(_ELISION, c.text) for c in row) and any(c.text.strip() for c in row)


def _value_columns(head: list[TableCell], rows: list[list[TableCell]]) -> list[bool]:
    """Per column after the first, whether it holds values: some cell gives one, and its
    header names no mark of a box ("Outliers", "Whiskers"). A column of text ("| Colour |"),
    of ranges ("| 0–4000 |") or of counts of outliers is a note on the rows, never a tick."""
    return [
        not head_of(h.text).has("BOX_MARKS") and any(j + 1 < len(r) and r[j + 1].value is not None for r in rows)
        for j, h in enumerate(head[1:])
    ]


def _central_column(t: TableData) -> TableData | None:
    """A table of two key columns, then a box's statistics ("| Method | Model | Median | Max
    |"), as the three-column table of its keys and its one central statistic (median or mean):
    a box's other statistics are no values of its category."""
    if len(t.header) < 4 or any(box_stat(h.text) for h in t.header[:2]):
        return None
    stats = [box_stat(h.text) for h in t.header[2:]]
    central = [i + 2 for i, s in enumerate(stats) if s is not None and s[0] in ("Median", "Mean")]
    if len(central) != 1 or any(s is None for s in stats):
        return None
    keep = (0, 1, central[0])
    return replace(t, header=[t.header[i] for i in keep], rows=[[r[i] for i in keep if i < len(r)] for r in t.rows])


def _noted_long(t: TableData) -> TableData | None:
    """A table of two key columns, one column of values and columns of notes after it
    ("| Benchmark | Data State | Accuracy | Observation |" over "| Set@4 | Raw (Grey Bar) | ~27% |
    Top sits under the 30% grid line. |"), as the three-column table of its keys and values:
    a note's numbers are where a mark stands against the grid, no values."""
    if len(t.header) < 4:
        return None
    rows = [r for r in t.rows if r and not _elided(r)]
    if not rows or any(len(r) < 3 for r in rows):
        return None
    if any(r[0].value is not None or r[1].value is not None for r in rows):
        return None
    if not all(r[2].value is not None or r[2].nums for r in rows) or not any(r[2].value is not None for r in rows):
        return None  # ("~28-29%": a range, no value, but a row of the table all the same)
    if any(c.value is not None for r in rows for c in r[3:]):
        return None
    return replace(t, header=t.header[:3], rows=[r[:3] for r in t.rows])


# a long table may give one (first, second) pair twice in every so many rows
_RESTATED_PER_ROWS = 5


def _long_format(t: TableData, ax: _Axes, names: set[str]) -> bool:
    """Whether a three-column table lists one cell per row: its last column gives one
    value per row and (but for one in five rows) no (first, second) pair repeats; its first two headers name the y
    and x axes, or its first column repeats and either both keys are text ("| Model 1 |
    Model 2 | Coverage |") or the last header names a value ("| Label | Prediction | Count |")."""
    rows = [r for r in t.rows if r and not _elided(r)]
    if rows and len(rows[-1]) < len(t.header) and not t.lines[-1].raw.rstrip().endswith("|"):
        rows.pop()  # "| Backf": the write-up stops in its last row (reported as cut, FX403)
    # (a row whose value is a range, "~28-29%", is a row of it, its value not read but reported)
    if len(t.header) != 3 or len(rows) < 2 or any(len(r) != 3 or (r[2].value is None and not r[2].nums) for r in rows):
        return False
    if not any(r[2].value is not None for r in rows):
        return False
    firsts = [loose(str(_cell_key(r[0], names))) for r in rows]
    pairs = {(f, loose(str(_cell_key(r[1], names)))) for f, r in zip(firsts, rows, strict=True)}
    if len(rows) - len(pairs) > len(rows) // _RESTATED_PER_ROWS:
        # a pair given twice among many ("| Beta | MMLU | 63.7 |" and, at the end, "| Beta | MMLU |
        # 61.7 |") is one cell restated (a conflict when the values differ), no other kind of table
        return False
    head = t.header
    x_words = _words(ax.labels["x"])
    # ("| Depth | Width 8 | Width 16 |": the last header names the x axis too, so both are its ticks)
    named = (
        bool(_words(head[0].text) & _words(ax.labels["y"]))
        and bool(_words(head[1].text) & x_words)
        and not _words(head[2].text) & x_words
    )
    text_keys = all(r[0].value is None and r[1].value is None and _LETTER.search(r[1].text) for r in rows)
    repeats = len(set(firsts)) < len(firsts)
    # "| Model | Compute (FLOPs) | Validation loss |" under the axes "Training compute (FLOPs)"
    # and "Validation loss": a series repeated down the first column, the x axis's places in
    # the second, the y axis's values in the third
    by_axes = (
        bool(_words(head[1].text) & x_words)
        and bool(_words(head[2].text) & _words(ax.labels["y"]))
        and not _words(head[2].text) & x_words
    )
    return named or (repeats and (text_keys or by_axes or bool(_VALUE_HEADER.match(head[2].text.strip()))))


def _axis_named_pair(coords: list[Coord], ax: _Axes) -> list[Coord]:
    """ "Layer 0, Token last_q" with the axes "Layer" and "Token": a pair whose number is
    named by one axis's label and whose name opens on the other's whole label gives that
    axis the name without it ("last_q")."""
    if len(coords) != 2:
        return coords
    for i, k in enumerate(coords):
        other = coords[1 - i]
        if k.num is not None or other.num is None or not other.name:
            continue
        by = _axis_word(other.name) or ax.name_axis(other.name)
        if by is None or loose(other.name) != loose(ax.labels[by] or ""):
            continue
        label = ax.labels["x" if by == "y" else "y"]
        head, _, rest = k.text.strip().partition(" ")
        if label and rest.strip() and loose(head) == loose(label):
            out = list(coords)
            out[i] = Coord(rest.strip(), "", None, k.stretch, k.relation)
            return out
    return coords


def _axis_word(name: str) -> Which | None:
    """The axis a coordinate's name points at by itself: "x", "column" -> x; "y", "row" -> y."""
    words = name.strip().casefold().split()
    if not words:
        return None
    if words[-1] in ("x", "col", "column", "columns") or ("column" in words and "row" not in words):
        return "x"
    if words[-1] in ("y", "row", "rows") or ("row" in words and "column" not in words):
        return "y"
    return None


def _labels_last(t: TableData, ax: _Axes, names: set[str]) -> bool:
    """Whether a table's row labels are in its last column ("| 61.2 | 63.5 | 2 |"): the
    last column holds y ticks and the first does not, or the last header names the y axis;
    never when the first column is keyed as the x axis ("| Context | Perplexity |" over
    "| 1000 | 14.5 |", its header the x axis's or its numbers the x ticks)."""
    rows = [r for r in t.rows if len(r) >= 2 and not _elided(r)]
    if not rows or not all(_SHAPES.SIGNED_VALUE.fullmatch(r[0].text.strip()) for r in rows):
        return False  # the first column holds names: the labels are there
    on_x = sum(1 for r in rows if ax.has("x", _cell_key(r[0], names)))
    if _words(t.header[0].text) & _words(ax.labels["x"]) or 2 * on_x > len(rows):
        return False
    last = sum(1 for r in rows if ax.has("y", _cell_key(r[-1], names)))
    first = sum(1 for r in rows if ax.has("y", _cell_key(r[0], names)))
    y_words = _words(ax.labels["y"])
    named = bool(_words(t.header[-1].text) & y_words) and not _words(t.header[0].text) & y_words
    if named and first == 0 and last == 0 and _runs_up([r[0] for r in rows]) and not _runs_up([r[-1] for r in rows]):
        # "| Year | Riders (millions) |" over "| 2019 | 4.8 |" under a y axis "riders (millions)":
        # the header names the value axis, the first column's numbers run up as an x axis's do
        return False
    return last > first or (named and first == 0)


def _runs_up(cells: list[TableCell]) -> bool:
    """Whether three or more cells hold numbers that rise strictly down the column (the
    places of an x axis: years, minutes, doses), not values read off a chart."""
    values = [c.value.value if c.value is not None else None for c in cells]
    numbers = [float(v) for v in values if v is not None]
    return len(numbers) == len(values) >= 3 and all(numbers[i] < numbers[i + 1] for i in range(len(numbers) - 1))


def _rows_numbered(t: TableData) -> bool:
    """Whether a table's first column only counts its rows ("| Order | Topic | Score |" over
    "| 1 | Circles | 33 |", "| 2 | Ratios | 35 |", "| 3 | Angles | 38 |"): its header names a
    place ("#", "Order", "Rank", "No."), its numbers run 1, 2, 3 ... down the rows and the
    next column names every row. Those numbers key nothing; the names do."""
    rows = [r for r in t.rows if len(r) >= 3 and not _elided(r)]
    corner = strip_md(t.header[0].text).strip().casefold().split()
    if len(t.header) < 3 or len(rows) < 3 or (corner and corner[0] not in _PLACE_NAMES | {"order"}):
        return False
    counts = [r[0].value.value if r[0].value is not None else None for r in rows]
    named = all(r[1].value is None and _LETTER.search(r[1].text) for r in rows)
    return named and counts == list(range(1, len(rows) + 1))


def _on_both(ax: _Axes, cell: TableCell, names: set[str]) -> bool:
    key = _cell_key(cell, names)
    return ax.has("x", key) and ax.has("y", key)


def _rows_without_axis_word(cells: list[Cell], ax: _Axes) -> None:
    """ "**True Forest:** Forest 52, Water 1" under a y axis labelled "True" whose ticks are
    not listed, beside an x axis of the same classes: every row is the label's word, then a
    class of the x axis; the row is the class (a confusion matrix's actual class)."""
    label = (ax.labels["y"] or "").strip()
    rows = {c.row for c in cells}
    if not label or ax.ticks["y"] or not rows or not all(isinstance(r, str) for r in rows):
        return
    lead = label.casefold() + " "
    bare = {r: r[len(lead) :].strip() for r in rows if isinstance(r, str) and r.casefold().startswith(lead)}
    if len(bare) != len(rows) or not all(ax.has("x", b) for b in bare.values()):
        return
    for c in cells:
        c.row = bare[c.row]  # type: ignore[index]


def _rows_named_by_x_ticks(cells: list[Cell], ax: _Axes) -> None:
    """A series named by a size the x axis lists, written as the axis writes it: the line "20k"
    (a legend of sizes) beside x ticks 5k, 20k, 40k is the number 20000, as the place "20k" is
    (a name such as "7B" that no x tick is stays text)."""
    st = ax.st["x"]
    if st is None:
        return
    written = written_with(st.line.content)
    for c in cells:
        full = suffixed_value(c.row.strip()) if written and isinstance(c.row, str) else None
        if full is not None and any(same_tick(t, full) for t in st.ticks):
            c.row = full


_BRACKETED_NOTE = _SHAPES.BRACKETED_NOTE


def _tick_words(text: str) -> list[str]:
    return [w.strip(".,:;()`'\"").casefold() for w in strip_md(text).split() if w.strip(".,:;()`'\"")]


def _in_order(short: list[str], long: list[str]) -> bool:
    """Whether the words `short` stand in `long` in their order (not necessarily together)."""
    it = iter(long)
    return all(any(w == v for v in it) for w in short)


def _keys_shortening_ticks(cells: list[Cell], ax: _Axes) -> None:
    """Bars named by a shorter form of the categories an axis lists: "**Top Bar (M3 vs.
    Baseline):**" beside the listed "Self-Rewarding M3 vs. SFT Baseline" is that category. Only
    where every key of the cells' row (or column) that is no listed tick shortens exactly one
    listed tick (two words or more, in its order), no two keys the same tick, and no cell is
    keyed by that tick itself; else the keys stay as written."""
    listed = [t for a in _XY if (st := ax.st[a]) is not None for t in st.ticks if isinstance(t, str)]
    if len(listed) < 2:
        return
    stated = {loose(t) for t in listed}
    # (a tick's notes in brackets are no part of its name: "Cluster A (Green)" is no longer "Cluster A")
    words = {t: _tick_words(_BRACKETED_NOTE.sub(" ", t)) for t in listed}
    for attr in ("row", "col"):
        keys = {str(getattr(c, attr)) for c in cells if isinstance(getattr(c, attr), str)}
        loose_keys = {loose(k) for k in keys}
        if any(loose(t) in loose_keys for t in listed):
            continue  # some bars are named in full: a shorter name beside them may be another bar
        shortened = {k for k in keys if loose(k) not in stated}
        to: dict[str, str] = {}
        for k in shortened:
            short = _tick_words(k)
            if len(short) < 2:
                break
            found = [t for t in listed if len(words[t]) > len(short) and _in_order(short, words[t])]
            if len(found) != 1:
                break
            to[k] = found[0]
        else:
            if not to or len(set(to.values())) != len(to):
                continue
            for c in cells:
                if isinstance(v := getattr(c, attr), str) and v in to:
                    setattr(c, attr, to[v])
            for a in _XY:
                ax.ticks[a] = list(dict.fromkeys(to.get(t, t) if isinstance(t, str) else t for t in ax.ticks[a]))
                ax.index[a] = TickIndex(ax.ticks[a])


def _coord_tick(k: Coord) -> Tick:
    return k.num.value if k.num is not None and _numeric_coord(k) else k.text


def _table_coord(cell: TableCell) -> Coord:
    num = cell.nums[0] if len(cell.nums) == 1 else None
    name = ""
    if num is not None:
        name = cell.text.split(num.raw.strip("*_`"))[0].strip(" =:$")  # "$\approx 10^3$": LaTeX's marks name nothing
    return Coord(cell.text, name, num)


def _key_names(*labels: str | None) -> set[str]:
    """The words that name an axis in a table's labels: the words of the axes' labels and
    of the table's corner, and their initials ("lr" for "Learning rate")."""
    out: set[str] = set()
    for label in labels:
        words = _SHAPES.WORD_LETTERS.findall(label or "")
        out |= _words(label) | symbols(label)  # and its symbol: "k" of "k values"
        if len(words) >= 2:
            out.add("".join(w[0] for w in words).casefold())
    return out


def _key_coord(cell: TableCell, names: set[str]) -> Coord:
    """The coordinate a table's label gives (see _named_number; the table's corner names
    an axis too)."""
    return _named_number(_table_coord(cell), names)


_ENDS_ON_EQUALS = _SHAPES.ENDS_ON_EQUALS


def _named_number(coord: Coord, names: set[str]) -> Coord:
    """A label is a number when it is one ("0.5", "512 tokens", "k=5") or names a tick by
    the word of an axis (`names`: "Epoch 5" beside an "Epoch" axis, "LR 0.01" beside
    "Learning rate"); else it is the label as written ("Gemini 2.0", "GPT 3.5")."""
    if coord.num is None or not coord.name or not _numeric_coord(coord):
        return coord
    before = coord.text.split(coord.num.raw.strip("*_`"))[0]
    name = coord.name.casefold()
    said = {singular(w) for w in _words(name)}  # "2 workers" beside a "Worker count" axis
    if _ENDS_ON_EQUALS.search(before) or said & {singular(w) for w in names} or name in names or name in _PLACE_NAMES:
        return coord
    return Coord(coord.text, "", None, coord.stretch)


# words that number a place, whatever the axes are called ("Cell 3", "Column 2", "No. 4",
# "Bar 7" of a chart whose bars are numbered, not labelled)
_PLACE_NAMES = frozenset("cell column col row position index item no no. # number rank bar".split())
# words that count a model's training ("Epoch 3", "Step 200"): places along an x axis of that
# word where two or more values are keyed so, whatever the axes are called ("Step 5" alone
# beside other names is a name)
_TRAINING_COUNTS = frozenset(["epoch", "step", "iteration"])


def _units_kept(
    keys: list[Tick], head: list[TableCell], numeric: list[bool], resolved: Sequence[object], named: Sequence[object]
) -> list[Tick]:
    """Value columns whose headers carry different units ("Read (MB/s)", "Latency (ms)") or
    a unit beside none: each unit is part of what names its column, and the key keeps it
    as written. One unit on every value column ("GPT (%)", "Gemini (%)") says the table's
    unit once per column: it is dropped (see _cell_key)."""
    units = [_header_unit(h.text) for h, is_value in zip(head, numeric, strict=True) if is_value]
    if not any(units) or len(set(units)) == 1:
        return keys
    out = list(keys)
    for i, (h, is_value) in enumerate(zip(head, numeric, strict=True)):
        if is_value and _header_unit(h.text) and resolved[i] is None and not named[i] and isinstance(out[i], str):
            whole = strip_md(h.text).strip()
            if loose(_UNIT.sub("", whole) or whole) == loose(str(out[i])):
                out[i] = whole  # ("Read (MB/s)" beside "Latency (ms)": the unit kept)
    return out


# units a header's note may hold that the shape test below would take for words: long
# symbols ("Mbps", "TFLOPS") and "in" (inches), which is also a word of notes ("(in ms)")
_UNIT_SYMBOLS = frozenset("in mbps gbps kbps tbps flops tflops gflops pflops iops".split())


def _header_unit(text: str) -> str | None:
    """The unit note closing a header ("(MB/s)" of "Read (MB/s)"), loosely; None without one."""
    m = _UNIT.search(strip_md(text).strip())
    if m is None:
        return None
    inner = m.group(0).strip(" ()[]")
    if inner.casefold() in _UNIT_SYMBOLS or unit_word(inner):
        return m.group(0).strip().casefold()  # "Screen (in)", "Throughput (Mbps)", "Warranty (years)"
    # a unit is short or holds a sign ("ms", "GB", "%", "MB/s", "×1000 $"); a word is a note
    # of how the column is drawn or what it is ("(Solid)", "(Hatched)", "(Count)")
    if (len(inner) > 3 and not _SHAPES.SIGN_OR_DIGIT.search(inner)) or only_notes(inner):
        return None  # (and "(Red)": a colour)
    return m.group(0).strip().casefold()


def _distinct_keys(keys: list[Tick], head: list[TableCell], numeric: list[bool]) -> list[Tick]:
    """Value columns whose headers differ keep keys that differ: when shortening two headers
    kept only what their parentheses say ("Teal (Acc)" and "Plum (Acc)" both the measure),
    those columns are keyed by their headers as written, never given one key and two values
    per row. A key that begins its header ("Saturated" of "Saturated (%)") stays."""
    seen = Counter(k for k, is_value in zip(keys, numeric, strict=False) if is_value)
    clash = [
        i
        for i, k in enumerate(keys)
        if i < len(numeric) and numeric[i] and seen[k] > 1 and not loose(head[i].text).startswith(loose(str(k)))
    ]
    written = [strip_md(head[i].text).strip() for i in clash]
    if not clash or len(set(written)) < len(written):
        return keys
    out = list(keys)
    for i, w in zip(clash, written, strict=True):
        out[i] = w
    return out


def _row_keys(firsts: list[TableCell], ax: _Axes, names: set[str]) -> list[Tick]:
    """The keys of a table's rows (see _row_keys_of); rows of measures in different units
    ("Battery (h)", "Weight (g)", "Camera score") keep each unit, part of what names its row."""
    keys = _row_keys_of(firsts, ax, names)
    units = [_header_unit(c.text) for c in firsts]
    if not any(units) or len(set(units)) == 1:
        return keys
    written = [strip_md(c.text).strip() for c in firsts]
    return [
        w if u and isinstance(k, str) and loose(k) == loose(_UNIT.sub("", w) or w) else k
        for k, w, u in zip(keys, written, units, strict=True)
    ]


def _row_keys_of(firsts: list[TableCell], ax: _Axes, names: set[str]) -> list[Tick]:
    """The keys of a table's rows, from their first cells: a tick of an axis, else the name
    without its unit or colour note. Rows written apart that this would key alike say that
    their notes name them: the rows not on an axis keep every note but a colour ("Hera (A4)",
    "Hera (A3)", "Iris (Letter)" are three rows, never two values of "Hera"), or, when that
    still keys two alike, their names as written."""
    resolved = [ax.resolve(_key_coord(c, names)) for c in firsts]
    keys: list[Tick] = [r[1] if r else _cell_key(c, names) for r, c in zip(resolved, firsts, strict=True)]
    written = [strip_md(c.text).strip() for c in firsts]
    if not _keys_clash(keys, written):
        return keys
    noted: list[Tick] = [k if r else (series_name(w) or w) for k, r, w in zip(keys, resolved, written, strict=True)]
    if not _keys_clash(noted, written):
        return noted
    return [k if r else w for k, r, w in zip(keys, resolved, written, strict=True)]


def _keys_clash(keys: list[Tick], written: list[str]) -> bool:
    """Whether two rows written apart ("Hera (A4)", "Hera (A3)") have one key."""
    spellings: dict[Tick, set[str]] = {}
    for k, w in zip(keys, written, strict=True):
        spellings.setdefault(k, set()).add(loose(w))
    return any(len(s) > 1 for s in spellings.values())


_NUMBERED_TICKS = 3  # ticks that make an axis numbered


def _words_off_numbered_axis(ax: _Axes, place: Tick | None) -> bool:
    """Whether a point's place is words that name no tick of an x axis whose stated ticks are
    all numbers ("Primary Peak", "The Tail" beside 0, 2000, 4000): no place on that axis."""
    st = ax.st["x"]
    if not isinstance(place, str) or st is None or len(st.ticks) < _NUMBERED_TICKS:
        return False
    if not all(isinstance(t, (int, float)) for t in st.ticks) or ax.tick("x", place) is not None:
        return False
    return not any(ch.isdigit() for ch in place)


def _cell_key(cell: TableCell, names: set[str], value_label: str | None = None, unnamed: bool = False) -> Tick:
    """A table cell's key; `unnamed`: the chart's legend names no series, so a value column
    headed by the value axis's label ("| Region | Adoption (%) |" under "Adoption (%)") is
    the one series that label keys, as written on the axis."""
    key = _coord_tick(_key_coord(cell, names))
    if (
        unnamed
        and isinstance(key, str)
        and value_label is not None
        and loose(_UNIT.sub("", key) or key) == loose(_UNIT.sub("", value_label) or value_label)
    ):
        return value_label  # ("| Throughput (k) |" under "Throughput (k tokens/s)": one measure, its unit said twice)
    if isinstance(key, str):
        key = _side_named(key)  # "True: Spam", "Pred: Ham": a confusion matrix's class
        key = _HEDGE_NOTE.sub("", key) or key  # "Recall (Approx.)": the values are read by eye
        key = _UNIT.sub("", key) or key  # "FlashAttention (ms)": the series, not its unit
        key = _without_measure(key, value_label)
        key = series_name(key) or key  # "Max (Light Green)": the series, not its colour
    return key


def _side_named(key: str) -> str:
    """A class named after the side of a confusion matrix it stands on and a colon ("True:
    Spam", "Pred: Ham", "Actual: Cat") is the class; without the colon the words may be the
    name itself ("True Positive")."""
    head = head_of(key)
    tokens = head.tokens
    if len(tokens) >= 3 and tokens[0][0] in ("TRUE_CLASS", "PREDICTED_CLASS") and tokens[1][1] == ":":
        return head.after_class_side(key)
    return key


def _without_measure(key: str, value_label: str | None) -> str:
    """A value column's header without the measure its values are read on: "Cyan (Accuracy)"
    under a y axis "Score (Accuracy)" is the series Cyan, as "Cyan (ms)" is; a note that is
    no part of the axis label ("Model-Q (7B)") stays."""
    m = _END_NOTE.fullmatch(key)
    if m is None or not value_label:
        return key
    note = _words(m.group(2))
    return m.group(1) if note and note <= _words(value_label) else key


# a closing note that only hedges the values: "(Approx.)", "(approximate)", "(est.)", "(~)"
_HEDGE_NOTE = _SHAPES.HEDGE_NOTE
_END_NOTE = _SHAPES.END_NOTE

# a unit or a measure at the end of a header, in parentheses or brackets: "(ms)", "(%)",
# "[GB]", "(Count)"; a word that names a variant is kept: "pass@k (Oracle)", "Tuned (Ours)"
# a unit closing a header, or a scale then a unit: "(ms)", "[%]", "(k)", "[k req/s]", "(×1000 $)",
# a magnification's "(×)"
_UNIT = _SHAPES.UNIT


def _names_match(name: str, title: str) -> bool:
    a, b = loose(name), loose(title)
    if not a:
        return False
    if a == b:
        return True
    parts = [loose(p) for p in _SHAPES.NAME_PAIR_SEP.split(title)]
    return a in parts or b.endswith(a)


_PLACES = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "sixth": 5, "left": 0, "top": 0, "upper": 0}


_CELL_PLACE = _SHAPES.CELL_PLACE


def _in_axis_units(cells: list[Cell], ax: _Axes) -> None:
    """ "* 2x10^4 samples: ~3%" on an x axis "Unique samples (10^4)" marked 2, 4, 6: the
    column 2, as the axis counts (see units.to_axis_units)."""
    st = ax.st["x"]
    # the label, or a note on the axis's line: "**X-axis:** Passages (in thousands), marked …"
    factor = axis_multiplier(ax.labels["x"]) or (axis_multiplier(st.line.content) if st else None)
    scaled = to_axis_units((c.col for c in cells), st.ticks if st else (), factor) if factor else {}
    if not scaled:
        return
    for c in cells:
        c.col = scaled.get(c.col, c.col)
    ax.ticks["x"] = list(dict.fromkeys(scaled.get(t, t) for t in ax.ticks["x"]))
    ax.index["x"] = TickIndex(ax.ticks["x"])


def _position_columns(cells: list[Cell]) -> bool:
    """A grid whose cells are named by place in numbered rows ("**Row 1 (Top):**" over
    "**Top-Left Cell:** … `10`", "**Center Cell:** … `8`"): the column is the place's
    horizontal word, left to right, in a grid of two or three columns."""
    places = [_CELL_PLACE.match(c.col) if isinstance(c.col, str) else None for c in cells]
    if not cells or not all(places) or not all(isinstance(c.row, int) for c in cells):
        return False
    words = [((m.group(1) or "middle").casefold() if m else "") for m in places]
    three = any(w in ("middle", "center", "centre") for w in words)
    column = {"left": 1, "middle": 2, "center": 2, "centre": 2, "right": 3 if three else 2}
    keys = [(c.row, column[w]) for c, w in zip(cells, words, strict=True)]
    if len(set(keys)) < len(keys):
        return False  # two cells at one place: the words do not say the column
    for c, (_, col) in zip(cells, keys, strict=True):
        c.col = col
    return True


def _position(name: str, count: int) -> int | None:
    """The index of the panel a place word names ("the left panel", "second") among
    `count` panels, or None."""
    for w in _SHAPES.LOWER_WORD.findall(name.casefold()):
        if w in _PLACES and _PLACES[w] < count:
            return _PLACES[w]
        if w in ("right", "bottom", "lower", "last") and count > 1:
            return count - 1
        if w in ("middle", "center", "centre") and count == 3:
            return 1
    return None


def _in_group(cells: list[Cell], label: str, group: str) -> None:
    """ "**Original**: 37% (Round 1)" under "**Gemma Models**" (Gemma a category that
    groups others): the category is "Gemma Original"; "**Bayesian**" under "**Bayesian
    Assistant**" is the group itself."""
    name = series_name(label) or label
    words = {loose(w) for w in group.split()}
    full = group if loose(name) in words else f"{group} {name}"
    for c in cells:
        if isinstance(c.col, str) and loose(c.col) == loose(name):
            c.col = full
        elif isinstance(c.row, str) and loose(c.row) == loose(name):
            c.row = full


def _keys(item: DataItem | PointLine, series: str | None) -> list[tuple[object, ...]]:
    """The cells a data statement gives, keyed as written before binding: the same keys
    under two sibling headers are the same cells given twice, which one chart cannot hold."""
    name = loose(series)
    if isinstance(item, PointLine):
        return [(loose(item.series) or name, loose(str(item.x)))]
    if isinstance(item, CellLine):
        return [(name, *sorted(loose(k.text) for k in item.coords))]
    if isinstance(item, SeriesLine):
        return [(name, loose(item.label))]
    if isinstance(item, PairsLine):
        return [(loose(item.label) or name, x.value) for x, _ in item.pairs]
    return [(loose(row[0].text),) for row in item.rows if row]


def _first_line(item: DataItem | PointLine) -> int:
    return item.lines[0].number if isinstance(item, TableData) else item.line.number


def _data_span(d: _Draft) -> Span:
    item = d.items[0] if d.items else None
    if item is None:
        return d.regions[0].span
    line = item.lines[0] if isinstance(item, TableData) else item.line
    return line_span(line)
