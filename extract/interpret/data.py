"""Data statements, before they are bound to axes: series lines ("Window 3000: 41.3, 42.7,
…", "**Row 1 (…):** Values: …"), cell lines ("Ratio 0.1, Window 500: 43.7", "2010: 5.1"),
point pairs ("Model A: (1, 0.52), (2, 0.61)") and markdown tables."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field, replace
from decimal import Decimal
from itertools import pairwise

from extract.grammar import Shapes, fits
from extract.interpret.aggregates import SHARE_OF_MARK, names_total
from extract.interpret.axes import DAY_DATE as _DAY_DATE
from extract.interpret.axes import ISO_DATE as _ISO_DATE
from extract.interpret.axes import elided_ticks, lists_ticks
from extract.interpret.kind import kinds_in, lists_bins
from extract.interpret.units import may_hold_suffixed, named_units, suffixed, suffixed_value
from extract.models import Order
from extract.numbers import parse_number
from extract.outline import Header, Outline, chart_run_in, is_place_line, label_only, leading_label, names_chart
from extract.reader import Line, Num, Phrase, clock_times
from extract.statements import (
    NOT_DATA,
    dashed_measure,
    dashed_point,
    ends_sentence_after_pair,
    group_total,
    has_clause_verb,
    head_of,
    is_suffixed_stretch,
    labelled_ratio,
    mark_at,
    name_then_pair,
    says,
    share_of_name,
    statistic_note,
    stretch_note,
)
from extract.text import is_structural, loose, strip_md
from extract.wording import (
    COLOR_WORDS,
    EXAMPLES,
    FULL_STOP,
    PLACE_WORDS,
    colour_phrase,
    direction,
    quoted,
)

# the shapes of data statements are grammars/bindings.lark's; those built here at run time say so
_SHAPES = Shapes("bindings")

# markup, and a LaTeX math span's opening ("\( (0, 10^5) \)", "$(2, 4)$")
# (or a currency sign, hedged before it: "Q3: ~$3.9", the hedge then no part of the number)
_MARKUP = _SHAPES.MARKUP
# what may stand between a separator and its value: markup, a hedge, "Value =", a currency sign
# ("Label 5, Prediction 0: Approximately 37", "Row 2, Column 3: Value = 6", "Q1 2023: ~$4.2")
_LEAD_IN = _SHAPES.LEAD_IN
# the lead-in of a value that names it: "Accuracy = ", "F1 score: ~" ("**(1, 2):** Accuracy = 0.99")
_NAMED_LEAD_IN = _SHAPES.NAMED_LEAD_IN
# "(3, 3): 45", "Cell (2,3): **6**", "(Label 4, Prediction 0) = 12": a cell keyed by (row, column);
# "(1, 5) and (5, 1): 0.99": cells with one value
# a grid's place named before its pair: "Top-Left Corner (-10,-10):", "Center (0,0):"
_TUPLE_KEY = _SHAPES.TUPLE_KEY
_ONE_KEY = _SHAPES.ONE_KEY
# a confusion matrix's cell by its outcome and "true → predicted": "- FP (0→1): 0.12" is row 0,
# column 1 (an arrow elsewhere is a stretch: "Segment (1000 → 1500)")
_CONFUSION_KEY = _SHAPES.CONFUSION_KEY
_INDEX_BEFORE = _SHAPES.INDEX_BEFORE
_VALUE_SEP = _SHAPES.VALUE_SEP
# a whole item of a short name then an approximate value, no other separator:
# "Owl-7B (teal) ≈ +3%"; the separator is the space before the mark
_SPACE = _SHAPES.SPACE
_APPROX_ITEM = _SHAPES.APPROX_ITEM
_LIST_SEP = _SHAPES.LIST_SEP
_SEGMENT_SEP = _SHAPES.SEGMENT_SEP
# the dash that ends a bold label before its pairs: "**Gorilla** — Fruit: 2.5 kg, …" (a plain
# label's dash is its separator already: "Germany — Online: 11,250")
_DASH_AFTER_LABEL = _SHAPES.DASH_AFTER_LABEL
# "=" between a named place and its value, spaced: "epoch 10 = 18.2" ("k=3" names a setting)
_PLACE_EQ = _SHAPES.PLACE_EQ
_PAIR_SEP = _SHAPES.PAIR_SEP
# named values: "A 12, B 9", "A (12%); B (9%)", and the last after "and": "…, C 4 and D 2", "…, and D (2%)";
# or a chain of them, an arrow after each value: "Q1 +8 → Q2 +3 → Q3 −2"
_AND_BEFORE = _SHAPES.AND_BEFORE
_ENDS_ON_VALUE = _SHAPES.ENDS_ON_VALUE
_ENTRY_SEP = _SHAPES.ENTRY_SEP
_MAX_LABEL = 80  # a data line's label is short; a longer prefix is a sentence, not data
_MAX_LABEL_WORDS = 4
# values under "**Totals printed above the bars**" or "Averages:" are aggregates, not cells
AGGREGATE_HEADER = _SHAPES.AGGREGATE_HEADER
# a comma between digits that group thousands ("Step 1,000") splits nothing
# "6×10⁴" is one number, not the pair "6" and "10⁴"
# "/" splits coordinates only with a space beside it: "ViT-B/16", "w/o" and "w/ A" ("with A") are names
_COORD_SPLIT = _SHAPES.COORD_SPLIT


@dataclass(slots=True)
class Coord:
    """One coordinate of a cell line: "Ratio 0.1" (name "Ratio", num 0.1) or "Monday"."""

    text: str
    name: str
    num: Num | None
    stretch: bool = False  # "Epochs 2–5": a stretch of an axis, no tick
    # the second name of a pair ("K2" of "K1 predicted as K2", "BETA" of "ALPHA vs BETA"): the
    # verb that relates it to the first ("predicted"), "" for "vs"; None for any other name
    relation: str | None = None


@dataclass(slots=True)
class SeriesLine:
    """A line of several values under one label: a row, a column or a series."""

    line: Line
    named: list[Header]
    label: str
    label_nums: list[tuple[str, Num]]  # (name, number) in the label, not an index ("Row 1")
    index: int | None  # "Row 2" -> 2
    values: list[Num]
    orders: list[Order]  # directions stated on the line, then in notes above it
    hint: tuple[float, float] | None  # "(Ratio 0.1 to 0.5)"
    # the places of the list that hold a dash or "N/A" instead of a value ("–, 55, 62": 0),
    # in the order of the list: no cell there, and the values after it one place further on
    gaps: list[int] = field(default_factory=list)
    # the x places its values stand at, as its label's note says ("Model A (epochs 1 to 5)")
    stretch: tuple[float, float] | None = None

    @property
    def width(self) -> int:
        """The places the list fills: its values and its gaps."""
        return len(self.values) + len(self.gaps)

    def places(self) -> list[int]:
        """The place in the list of each value, in order, the gaps skipped."""
        return [i for i in range(self.width) if i not in self.gaps][: len(self.values)]


@dataclass(slots=True)
class CellLine:
    """One value at stated coordinates."""

    line: Line
    named: list[Header]
    coords: list[Coord]
    value: Num
    series_first: bool = False  # "7B model: Python 48.2, …": the first coordinate is the series
    listed: bool = False  # "Atlas (0.8), Bolt (0.6)" alone under its header: the names are series
    alone: bool = False  # "- cities (99 ± 0)": one name and its value, a cell only if the name is known
    tuple_key: bool = False  # "(1, 2): 0.92": a bare pair, read (row, column) unless the write-up says
    measure: str | None = None  # "**Schools** (navy) — Share: 31%": the value's own name, on its line


@dataclass(slots=True)
class PairsLine:
    """A series given as (x, y) pairs."""

    line: Line
    named: list[Header]
    label: str | None
    pairs: list[tuple[Num, Num]]
    point: bool = False  # "k=9: (8.0, 0.60)": the label names the one point, not a series


@dataclass(slots=True)
class TableCell:
    """One cell of a table row: its text and numbers; `value` is the number it gives as a
    value ("~6.3", "4.67***", "92.9 (highest)"), None for a range ("~4.0 to ~6.2"), several
    numbers ("1 at ~4.0") or text ("-", "N/A")."""

    text: str
    nums: list[Num]
    value: Num | None = None
    # "0: ~-1.5; 500: ~-1.0; 3000: 1.0": the places and values a cell lists, each a cell of its row
    pairs: list[tuple[Coord, Num]] = field(default_factory=list)


@dataclass(slots=True)
class TableData:
    """A markdown table: its header cells and body rows, each cell with its numbers."""

    lines: list[Line]
    named: list[Header]
    header: list[TableCell]
    rows: list[list[TableCell]] = field(default_factory=list)


DataItem = SeriesLine | CellLine | PairsLine | TableData


def table_cells(line: Line) -> list[TableCell]:
    """The cells of one table line ("| Alpha | 3.2 |"), each with its numbers."""
    raw = line.raw
    bounds = [i for i, c in enumerate(raw) if c == "|" and (i == 0 or raw[i - 1] != "\\")]
    stripped = raw.strip()
    if not stripped.startswith("|"):
        bounds = [-1, *bounds]
    if not stripped.endswith("|"):
        bounds = [*bounds, len(raw)]
    out = []
    for a, b in pairwise(bounds):
        text = strip_md(raw[a + 1 : b])
        nums = line.nums_within(a + 1, b)
        value = _cell_value(line, a + 1, b, nums)
        pairs = _cell_pairs(line, a + 1, b) if value is None and len(nums) >= _MIN_PAIRS * 2 else []
        out.append(TableCell(text, nums, value, pairs))
    return out


_MIN_PAIRS = 2  # "500: ~-1.0" alone is a note; two or more places and values are a list of them


def note_row(cells: list[TableCell]) -> bool:
    """Whether a table row is a note in its first cell, in brackets or emphasis, with every
    other cell empty (a merged row under the header: "| *(scores rounded to two decimals)* | | |")."""
    if len(cells) < 2 or any(c.text.strip() for c in cells[1:]):
        return False
    first = cells[0].text.strip().strip("*_ ")
    return first.startswith("(") and first.endswith(")")


def _continued(row: list[TableCell], before: list[list[TableCell]]) -> list[TableCell]:
    """A row whose first cell is empty continues the key of the row above it ("| Baseline |
    Raw | 35% |" then "| | Cleaned | 48% |": the second row is Baseline's too), when its second
    cell names a key of its own and the row above names one; else the row as it is."""
    if len(row) < 3 or row[0].text.strip() or not row[1].text.strip() or row[1].value is not None:
        return row  # ("| | 45 |" under "| Alpha | 40 |" names no second key: no row of Alpha's)
    last = before[-1] if before else None  # (a row continued itself is filled)
    if not last or not last[0].text.strip():
        return row
    return [replace(last[0]), *row[1:]]


def _cell_pairs(line: Line, start: int, end: int) -> list[tuple[Coord, Num]]:
    """The "place: value" pairs a table cell lists ("0: ~-1.5; 500: ~-1.0; 3000: 1.0"), each
    place one coordinate; a value over a stretch ("0–3000: ~-1.0") is left out. Empty unless
    every other part is such a pair and two or more are."""
    text = line.raw[start:end]
    lead = start + len(text) - len(text.lstrip())
    out = []
    for at, part in _split_outside_parens(text.strip().rstrip(" ."), _PAIR_SEP):
        a, b = lead + at, lead + at + len(part)
        seps = _value_seps(line, a, b)
        after = line.nums_in(seps[-1].end(), b) if seps else []
        if len(after) != 1 or not fits(_MARKUP, line.raw[seps[-1].end() : after[0].start]):
            return []
        coords = _coords(line, a, seps[-1].start())
        if len(coords) != 1:
            return []
        if not coords[0].stretch:
            out.append((coords[0], after[0]))
    return out if len(out) >= _MIN_PAIRS else []


# what may stand before a cell's value: markup, a hedge ("~", "approx."), a currency sign
_BEFORE_VALUE = _SHAPES.BEFORE_VALUE
# what may follow it without making it less than a value: an error ("± 0.3"), a note
_AFTER_VALUE = _SHAPES.AFTER_VALUE


_DIGIT = _SHAPES.DIGIT


def _cell_value(line: Line, start: int, end: int, nums: list[Num]) -> Num | None:
    """The value a cell gives: one number at its start; numbers after it only in a note in
    parentheses ("12 (3%)"); never a range ("0–4000", "~4.0 to ~6.2"), a count with a
    place ("1 at ~4.0") nor a count of a whole ("5/7")."""
    if not nums or not fits(_BEFORE_VALUE, line.raw[start : nums[0].start]):
        return None
    if any(p.kind != "num" for p in line.phrases_over(nums[0].start, nums[0].end)):
        return None
    if "/" in nums[0].raw:
        return None  # "5/7" in a table: five of seven, a count, not the quotient 0.714
    after = _AFTER_VALUE.sub("", line.raw[nums[0].end : end])
    return None if _DIGIT.search(after) else nums[0]


# a name in code or quotes, then the word for its role: "`4o-mini` axis", '"Speed" spoke'
_CODE_THEN_ROLE = _SHAPES.CODE_THEN_ROLE


_EQUALS_OR_COLON = _SHAPES.EQUALS_OR_COLON


def _coords(line: Line, start: int, end: int, whole: frozenset[str] = frozenset()) -> list[Coord]:
    """The coordinates of a label; a label that is one of the `whole` names (the legend's
    entries, as loose keys) is one coordinate, whatever it holds ("w/ A · w/ B (pink)")."""
    text = line.raw[start:end]
    inner = text.strip().strip("*_` ").rstrip("—–-:： ").strip("*_` ")
    if stat := statistic_note(inner):
        inner = inner[:stat].strip("*_` ")  # "**Model A** (AP = 0.81)": a statistic of the series, no place
    role = _CODE_THEN_ROLE.fullmatch(inner)
    if role is not None:
        inner = role.group(1)  # "`Qwen2.5-72B` axis": the spoke or tick Qwen2.5-72B
    quoted_whole = _QUOTED_WHOLE.fullmatch(inner)
    if quoted_whole is not None:
        inner = quoted_whole.group(1)  # '"I read the terms and conditions"': the words quoted
    lead = text.find(inner) + start if inner else start
    entry = strip_md(inner).strip()
    if whole and loose(_NOTE_AT_END.sub("", entry)) in whole and len(_relation_split(inner)) > 1:
        return [Coord(entry, "", None)]
    if whole and loose(entry) not in whole and loose(bare := _NOTE_AT_END.sub("", entry)) in whole:
        # "Baseline (M3): 0.61" beside the legend's "Baseline": the entry, its bar's own note aside
        # (else each bar's note would make a series of its own)
        return [Coord(bare.strip(), "", None)]
    if inner.startswith("(") and inner.endswith(")"):
        inner, lead = inner[1:-1], lead + 1
    against = _AGAINST.match(inner)
    if against:  # "vs. Plan C" under "**Plan P:**": the column Plan C
        inner, lead = inner[against.end() :], lead + against.end()
    if (day := _DAY_DATE.fullmatch(strip_md(inner).strip())) is not None:
        return [Coord(day.group(0), "", None)]  # "Jan 15, 2024": a day, one name (its comma splits nothing)
    out: list[Coord] = []
    for at, part, relation in _relation_split(inner):
        a, b = lead + at, lead + at + len(part)
        said = strip_md(part).strip()
        clock = clock_times().fullmatch(said) or _ISO_DATE.fullmatch(said)
        if clock is not None:
            # "06:00", "2024-03-01": a time of day, a date, each one name
            out.append(Coord(clock.group(0), "", None, relation=relation))
            continue
        nums = line.nums_within(a, b)
        words = strip_md(_EQUALS_OR_COLON.sub(" ", part)).strip()
        if nums and "=" in part and "(" not in part:
            words = " ".join(strip_md(part).split())  # "n=1", "Rate = 0.5": a name as written (the contract's key)
        if nums:
            name = strip_md(line.raw[a : nums[0].start]).strip(" =:(")
            if _AT.match(name):
                # "At 15,000 steps": the axis is named after the number
                name = " ".join(_WORD.findall(strip_md(line.raw[nums[0].end : b]))[:2])
            # (a range's phrase may open on the bold marks before it: "**~512-1024 tokens:**")
            stretch = any(p.kind == "range" and a <= p.nums[0].start for p in line.phrases_over(a, b) if p.end <= b)
            if line.raw[a : nums[0].start].strip("*_` ") == "":
                words = words.lstrip("~≈∼ ")  # "~2.00-2.25": the hedge is no part of the place's name
            if len(nums) == 1 and not name and line.raw[nums[0].end : b].strip("*_` :") == "+":
                out.append(Coord(words, "", None, relation=relation))  # "65+": the group of 65 and over, a name
                continue
            if len(nums) == 1 and (nth := _NTH_NOTE.fullmatch(line.raw, nums[0].end, b)) is not None:
                # "Expert 1 (second)": a tick written twice, told apart by its note
                out.append(Coord(f"{nums[0].raw} ({nth.group(1)})", name, None, relation=relation))
                continue
            out.append(Coord(words, name, nums[0], stretch, relation=relation))
        elif words:
            written = strip_md(part).strip()
            if _COLON_NAME.fullmatch(written):
                words = written  # "VP: Autonomy": a spoke named with its group's prefix, as written
            out.append(Coord(words, "", None, relation=relation))
    return out


# a name written as a short prefix, a colon and the rest: "VP: Autonomy", "Skill: Repair"
_COLON_NAME = _SHAPES.COLON_NAME


_AGAINST = _SHAPES.AGAINST


def _value_then_place(k: Coord) -> bool:
    """Whether a coordinate is a value and the words that place it ("Reaches ~9.5 at x" of
    "Reaches ~9.5 at x=1000"): the number after it is the place, not the value."""
    return _AT_END.search(k.text) is not None and any(ch.isdigit() for ch in k.text)


# a label that ends on a place word and an axis's name: "Reaches ~9.5 at x", "peaks near epoch"
_AT_END = _SHAPES.AT_END
_AT = _SHAPES.AT
_WORD = _SHAPES.WORD
_NOTE_AT_END = _SHAPES.NOTE_AT_END
# the note that tells apart a tick the axis shows twice: "(first)", "(2nd)", "(second occurrence)"
_NTH_NOTE = _SHAPES.NTH_NOTE
# "K1 predicted as K2", "ALPHA vs BETA (X)": a pair of names, the second on the axis the verb names
_RELATION = _SHAPES.RELATION


_PARENS_IN = _SHAPES.PARENS_IN


def _mask_parens(text: str) -> str:
    """`text` with the inside of each parenthesis masked (NULs, one for each character), so
    that a split never cuts through a parenthesis and offsets stay those of `text`."""
    return _PARENS_IN.sub(lambda m: "(" + "\0" * (len(m.group()) - 2) + ")", text)


def _relation_split(text: str) -> list[tuple[int, str, str | None]]:
    """The coordinates of a label with their offsets and, for the second of a pair, the verb
    that relates it to the first ("K1 predicted as K2" -> K1, then K2 "predicted"); without a
    relation, the parts _COORD_SPLIT separates."""
    masked = _mask_parens(text)
    found = list(_RELATION.finditer(masked))
    if len(found) != 1:
        if _AND_JOIN.search(masked) and not _NOT_AND_ONLY.search(masked):
            # "Terms and conditions", "Food and drink": a name that holds "and", no two places
            # (places a label pairs carry numbers: "Ratio 0.1 and Size 2000")
            return [(0, text, None)]
        return [(at, part, None) for at, part in _split_outside_parens(text)]
    m = found[0]
    return [(0, text[: m.start()], None), (m.end(), text[m.end() :], m.group("verb") or "")]


# a label quoted whole: '"I trust online reviews"', "“Agree”" (one pair of quotes, none inside)
_QUOTED_WHOLE = _SHAPES.QUOTED_WHOLE
# a label of words joined by "and" alone: no digit, no comma, semicolon, bar or slash
_AND_JOIN = _SHAPES.AND_JOIN
_NOT_AND_ONLY = _SHAPES.NOT_AND_ONLY


def _split_outside_parens(text: str, sep: re.Pattern[str] = _COORD_SPLIT) -> list[tuple[int, str]]:
    """The parts of a text with their offsets, split where `sep` matches outside parentheses:
    "Login Failure (Teal segment, top-left)" is one coordinate, "Ratio 0.1, Window 500" two."""
    if not text:
        return []
    masked = _mask_parens(text)
    out = []
    start = 0
    for m in sep.finditer(masked):
        if m.end() > m.start():
            out.append((start, text[start : m.start()]))
            start = m.end()
    out.append((start, text[start:]))
    return out


Units = dict[str, frozenset[str]]  # the units each axis names ("x" -> {"B", "billion"}), see units.py
# "(1, 0.52)", "[0.2, 0.61]", "(~2B, ~41)", "(1, 220 ms)", "(x=2, y=41)": a point as its two
# coordinates in brackets; a comma that groups thousands ("(1,000, 0.5)") splits nothing
_BRACKETED = _SHAPES.BRACKETED
_TUPLE_SEP = _SHAPES.TUPLE_SEP
# "Located at approximately x=2, y=41.": the same point unbracketed, each coordinate named
_XY_SAID = _SHAPES.XY_SAID
# "Latency ≈ 4, Score ≈ 0.61": a point, each coordinate named by its axis's words
_AXES_SAID = _SHAPES.AXES_SAID
# a number with a unit glued to it or a space away: "~2B", "220 ms", "5k"
_WITH_UNIT = _SHAPES.WITH_UNIT
# after a pair (or pairs joined: "(1, 5) and (5, 1): 0.99"), a separator and a number, perhaps
# named: the pairs key that value, they are no points ("x=2, y=3: 0.85", "(3, 3): 0.9", and
# "(0.2, 0.4): Median ≈ 0.37" of a bin written as its two ends)
_KEYED = _SHAPES.KEYED


# words that place or count a point rather than name it: "another at", "a third at approximately"
_NOT_A_NAME = _SHAPES.NOT_A_NAME
# what separates one named point from the next: ")", "$", ",", ";", "and" (None: nothing)
_BETWEEN_POINTS = _SHAPES.BETWEEN_POINTS


def _named_each(
    line: Line, found: list[tuple[int, Num, Num]], label: str | None
) -> list[tuple[str, tuple[Num, Num]]] | None:
    """Each pair of a line with its own name before it, when every pair has one: "Alpha
    (1.3, 41.0); Beta (7, 55.2); Gamma (13, 61.8)" is three points, not Alpha's three."""
    if len(found) < 2 or label is None:
        return None
    names = [label]
    for (_, _, y), (start, _, _) in pairwise(found):
        close = line.raw.find(")", y.end, start)
        if close < 0:
            return None
        between = line.raw[close + 1 : start]  # (after the pair's bracket: "220 ms), (2, …" names nothing)
        cut = _BETWEEN_POINTS.match(between)
        name = strip_md(between[cut.end() if cut else 0 :]).strip(" :(-$\\=")
        if not name or _SHAPES.DIGIT.search(name) or len(name.split()) > _MAX_LABEL_WORDS:
            return None
        if not name[0].isupper() or _NOT_A_NAME.search(name):
            return None  # "…, and another at approximately (6.0, 0.52)": the same series goes on
        names.append(name)
    if len({loose(n) for n in names}) != len(names):
        return None  # ("A (1, 2), A (3, 4)": one name twice is a series)
    return [(n, (x, y)) for n, (_, x, y) in zip(names, found, strict=True)]


def _pairs(line: Line, units: Units | None = None, whole: frozenset[str] = frozenset()) -> list[tuple[int, Num, Num]]:
    """The (x, y) points a line writes out, each with the column where it starts; a
    coordinate is one number, with at most a unit its axis names ("(1, 220 ms)" under
    "Latency (ms)"). A pair that is one of the `whole` names is that name, no point: the
    tick "(0.2, 0.4)" of an axis that lists its bins by their two ends."""
    out = []
    units = units or {}
    for m in _BRACKETED.finditer(line.raw, line.offset):
        if m.group().startswith("[") and not fits(_MARKUP, line.raw[line.offset : m.start()]):
            continue  # "Spatial Grounding: [4896, 37.0]": a place in the image; "* [0.2, 0.61]: …" is a point
        if whole and loose(m.group()) in whole:
            continue  # "changes from (0.0, 0.2) to (0.8, 1.0)" of an axis whose bins are written so
        at = m.start("inner")
        cuts = [
            (0, 0),
            *((c.start(), c.end()) for c in _TUPLE_SEP.finditer(m.group("inner"))),
            (len(m.group("inner")),) * 2,
        ]
        if len(cuts) != 3:
            continue
        x = _coordinate(line, at + cuts[0][1], at + cuts[1][0], "x", units)
        y = _coordinate(line, at + cuts[1][1], at + cuts[2][0], "y", units)
        if x is not None and y is not None and not _KEYED.match(line.raw, m.end()):
            out.append((m.start(), x, y))
    if not out:
        for m in _XY_SAID.finditer(line.raw, line.offset):
            x = _coordinate(line, m.start("x"), m.end("x"), "x", units)
            y = _coordinate(line, m.start("y"), m.end("y"), "y", units)
            if x is not None and y is not None and not _KEYED.match(line.raw, m.end()):
                out.append((m.start(), x, y))
    if not out:
        out = _axes_said(line, units)
    if not out:
        out = _tagged_pair(line, units)
    return out


_EQUALS_NUMBER = _SHAPES.EQUALS_NUMBER


def _axes_said(line: Line, units: Units) -> list[tuple[int, Num, Num]]:
    """ "n=2: Latency ≈ 4, Score ≈ 0.61" under x "Latency (seconds)" and y "Score": a point
    whose coordinates are each named by the words of one axis's label, in either order, when
    that is all the line says after its label ("… achieved at (Ratio=0.3, Window=2000)"
    places a cell, no point); a name whose words both axes hold, or neither, places nothing.
    The label is a setting that tags the point ("n=2", "k = 5"), so the header over it names
    the series; a label of words names the series itself, which axis_fields.py reads."""
    head, colon, rest = line.content.partition(":")
    if not colon or not _EQUALS_NUMBER.search(head) or not pair_label(strip_md(head) + colon)[0]:
        return []
    start = line.offset + len(head) + 1
    text = _without_point_end(rest)
    start += len(text) - len(text.lstrip(_MARKUP_CHARS))
    m = _AXES_SAID.fullmatch(line.raw, start, line.offset + len(head) + 1 + len(text))
    if m is None:
        return []
    ways = [
        (first, second)
        for first, second in (("x", "y"), ("y", "x"))
        if _names_axis(m.group("n1"), units.get(first)) and _names_axis(m.group("n2"), units.get(second))
    ]
    if len(ways) != 1:
        return []
    c1 = _coordinate(line, m.start("v1"), m.end("v1"), ways[0][0], units)
    c2 = _coordinate(line, m.start("v2"), m.end("v2"), ways[0][1], units)
    if c1 is None or c2 is None:
        return []
    return [(m.start(), *((c1, c2) if ways[0][0] == "x" else (c2, c1)))]


def _names_axis(name: str, words: frozenset[str] | None) -> bool:
    """Whether every word of a coordinate's name is a word of the axis's label ("Score",
    "Time-to-Answer"; words of one or two letters are glue)."""
    said = [w for w in _SHAPES.LOWER_WORD.findall(name.casefold()) if len(w) > 2]
    if not said and len(found := _SHAPES.LOWER_WORD.findall(name.casefold())) == 1:
        said = found  # "pH 7.8" on an axis "pH": a label of one short word is the name itself
    return bool(said) and words is not None and all(w in words for w in said)


# between the two coordinates of a labelled point: "4 FLOPs, 81.5%", "84.0% accuracy at 12 FLOPs"
_TAGGED_SEP = _SHAPES.TAGGED_SEP
_MARKUP_CHARS = " \t*_`"


def _without_point_end(text: str) -> str:
    """A labelled point without what may end it: a full stop and markup ("… 81.5% accuracy**.");
    stripped, not searched for, so a run of thousands of marks costs its length once."""
    text = text.rstrip(_MARKUP_CHARS)
    return text[:-1].rstrip(_MARKUP_CHARS) if text.endswith(".") else text


def _tagged_pair(line: Line, units: Units) -> list[tuple[int, Num, Num]]:
    """ "**3.2-1B**: 4 FLOPs, 81.5% accuracy." under x "Compute (FLOPs)" and y "Accuracy":
    a point written as the two numbers after a label, each followed by a word or unit of
    its axis, in either order ("100B tokens, 41.2%" on x "Tokens (B)", "84% accuracy at
    12 FLOPs", "~45% (10¹ tokens)": the second in brackets). Each number must carry its word,
    and the words must place them one way only: "40%, 60%" is no point."""
    label, rest_at = leading_label(line.content)
    if label is None or not rest_at:
        return []
    start = line.offset + rest_at
    end = line.offset + len(line.content)
    end = start + len(_without_point_end(line.raw[start:end]))
    parts = [(start + at, start + at + len(t)) for at, t in _split_outside_parens(line.raw[start:end], _TAGGED_SEP)]
    if len(parts) == 1 and (m := _NOTE_AT_END.search(line.raw, start, end)) is not None:
        # "~45% (10¹ tokens)": the second coordinate in the brackets that end the point
        parts = [(start, m.start()), (line.raw.index("(", m.start()) + 1, line.raw.rindex(")", 0, end))]
    if len(parts) != 2 or not all(_tagged(line.raw[a:b]) for a, b in parts):
        return []
    (a1, b1), (a2, b2) = parts
    ways = []
    for first, second in (("x", "y"), ("y", "x")):
        c1 = _coordinate(line, a1, b1, first, units)
        c2 = _coordinate(line, a2, b2, second, units)
        if c1 is not None and c2 is not None:
            ways.append((c1, c2) if first == "x" else (c2, c1))
    if len(ways) != 1:
        return []
    x, y = ways[0]
    return [(a1, x, y)]


def _tagged(part: str) -> bool:
    """Whether a coordinate carries a word or a unit after its number ("4 FLOPs", "81.5%")."""
    return _SHAPES.ENDS_ON_DIGIT.search(part) is None and _SHAPES.DIGIT.search(part) is not None


# what may open a coordinate of the axis: marks, then "x=" ("**x = 2**"); compiled once per axis
_COORDINATE_LEAD = {"x": _SHAPES.X_COORDINATE_LEAD, "y": _SHAPES.Y_COORDINATE_LEAD}


# an axis's name, then "=", "≈" or ":" before a coordinate: "Accuracy ≈ ", "Cost = "
# (only a reading, "≈": "(Ratio=0.3, Window=2000)" states a cell's place, no point; the "≈"
# stays, the number's own, which the reader makes approximate)
# ("pH 7.8", "Depth 40" on axes "pH" and "Depth (m)": the name, a space, the number)
_NAMED_LEAD = _SHAPES.NAMED_LEAD


_CURRENCIES = frozenset("€£¥$")


def _coordinate(line: Line, a: int, b: int, which: str, units: Units) -> Num | None:
    """The number a tuple's part gives ("~41", "x=2", "220 ms" with "ms" named by the axis,
    "~10⁵"), or None for a name, a range or a unit the axis does not name."""
    lead = _COORDINATE_LEAD[which].match(line.raw[a:b])
    a += lead.end() if lead else 0
    named_lead = _NAMED_LEAD.match(line.raw, a, b)
    if named_lead is not None and _names_axis(named_lead.group("name"), units.get(which)):
        a = named_lead.end()  # "(Accuracy ≈ 0.90, EOpp ≈ 1.00)": each number read after its axis's name
    nums = line.nums_within(a, b)
    named = units.get(which, frozenset())
    if len(nums) > 1 and " ".join(line.raw[nums[0].end : b].strip(" *_`").split()) in named:
        nums = nums[:1]  # "5.4 L/100 km" on "Fuel Use (L/100 km)": the unit's own digits
    if (
        len(nums) > 1
        or (
            nums
            and not fits(_MARKUP, line.raw[a : nums[0].start])
            # "(1,850 m, €62)" on "Price (€)": the currency its axis names, written before the number
            and line.raw[a : nums[0].start].strip(" *_`") not in named & _CURRENCIES
        )
    ):
        return None
    if nums:
        rest = line.raw[nums[0].end : b].strip(" *_`")
        return nums[0] if not rest or " ".join(rest.split()) in named or _named_unit(rest, named) else None
    text = line.raw[a:b].rstrip(" *_`")
    m = _WITH_UNIT.match(text)
    if m is None or m.group("unit") not in named or not _named_unit(text[m.end() :].strip(), named, True):
        return None
    value, approx, percent = parse_number(m.group("num"))
    return Num(value, m.group("num"), a + m.start("num"), a + m.end("num"), approx, percent)


def _unit_place(k: Coord, line: Line, units: Units) -> Coord:
    """ "Model Size 3B" beside an axis "Model Size (B)": the axis's words, then a number with
    the unit that axis names glued to it (the reader leaves "3B" a name, as in "Llama 7B"),
    is a place numbered 3; a name whose words no one axis names keeps no number."""
    m = _WITH_UNIT.search(k.text)
    if k.num is not None or m is None or m["unit"] == "%":
        return k
    name = k.text[: m.start()].strip()
    words = name.split()
    placed = bool(words) and words[0].casefold() in PLACE_WORDS  # "At 20s" on "Latency (s)"
    after = _NOTE_AT_END.sub("", k.text[m.end() :]).strip()
    axes = [
        w
        for w, named in units.items()
        if m["unit"] in named and all(len(x) > 2 and x.casefold() in named for x in words[placed:])
    ]
    at = line.raw.find(k.text, line.offset)
    if not words or after or len(axes) != 1 or at < 0:
        return k
    raw = m["num"].lstrip()
    value, approx, percent = parse_number(raw)
    num = Num(value, raw, at + m.end("num") - len(raw), at + m.end("num"), approx, percent)
    return Coord(k.text, " ".join(words[placed:]), num, k.stretch, k.relation)


def _named_unit(text: str, named: frozenset[str], empty: bool = False) -> bool:
    """Whether the words after a coordinate's number are a unit or words its axis names
    ("ms", "% accuracy", "tokens"); a word of three letters or more in any case."""
    words = text.split()
    return (empty or bool(words)) and all(w in named or (len(w) > 2 and w.casefold() in named) for w in words)


def _segments(line: Line, named: list[Header], whole: frozenset[str] = frozenset()) -> list[CellLine]:
    """ "Germany — Online: 11,250; In-store: 8,400" and "GPU: 1: 120; 8: 860": several
    "name: value" pairs, after an optional label that every pair shares."""
    content = line.content
    label, rest_at = leading_label(content)
    start, label, rest_at = _series_named(content, label, rest_at)
    parts = _SEGMENT_SEP.split(content)
    if len(parts) < 2:
        # "Full attention — 1K: 9.8, 2K: 9.1": comma-separated pairs after a label
        # ("Tie: (not visible, ~0%)": a comma inside a note splits nothing)
        pieces = [p for _, p in _split_outside_parens(content[rest_at:], _PAIR_SEP)]
        parts = [content[:rest_at] + p if i == 0 else p for i, p in enumerate(pieces)]
    if len(parts) < 2:
        return []
    out = []
    pos = 0
    for k, part in enumerate(parts):
        at = content.find(part, pos)
        pos = at + len(part)
        a = line.offset + at
        if k == 0 and label is not None and at + len(part) > rest_at:
            # ("**Kite:** Its printed scores are: Algebra: 9.1, …": the first name after the lead-in)
            a = _after_lead_in(line, line.offset + rest_at, line.offset + pos)
            if (dash := _DASH_AFTER_LABEL.match(line.raw, a)) is not None:
                a = dash.end()
            if not _pair_seps(line, a, line.offset + pos):
                # "m1: 0.90 (yellow), m2: 0.10 (red)": the label is the first pair's name
                a, label = line.offset + at, None
        seps = _pair_seps(line, a, line.offset + pos)
        if not seps:
            return []
        sep = seps[-1]
        said = strip_md(line.raw[sep.end() : line.offset + pos]).strip(" .")
        after = line.nums_in(sep.end(), line.offset + pos)
        if _BRACKETED.fullmatch(said):
            if len(after) == 1 and _PAREN_VALUE.fullmatch(said[1:-1]):
                # "Tie: (not visible, ~0%)": a remark on how it shows, then the value stated all the same
                coords = _coords(line, a, sep.start())
                if len(coords) == 1:
                    out.append(CellLine(line, named, coords, after[0]))
            continue  # "Tie: (not visible)": a note in place of a stated value, left unread
        # (a note in brackets after the words is no part of them: "not shown (out of memory)")
        words = _NOTE_AT_END.sub("", said)
        if k and not after and words and len(words.split()) <= _NO_VALUE_WORDS and not _SHAPES.DIGIT.search(said):
            continue  # "… 8k: 71.0, 16k: out of memory": a pair with words for no value, left unread
        if len(after) != 1 or not fits(_MARKUP, line.raw[sep.end() : after[0].start]):
            return []
        coords = _coords(line, a, sep.start())
        if len(coords) != 1 or _value_then_place(coords[0]):
            return []
        out.append(CellLine(line, named, coords, after[0]))
    if label is not None and out and not _lists_readings(label):
        shared = _coords(line, line.offset + start, line.offset + rest_at, whole)
        if len(shared) == 2 and shared[1].relation == "" and shared[0].num is None and shared[1].num is None:
            # "**Orca vs. Seal:** Win: 60%, Loss: 40%": the matchup is one bar, its segments named after it
            shared = [Coord(strip_md(label).strip(), "", None)]
        if len(shared) == 1 and shared[0].text.casefold() != out[0].coords[0].text.casefold():
            # "**Lyon (blue):** Q3: 40, Median: 31, Q1: 22": a box's statistics, each the row it
            # names, as _name_values reads them when they are written "Q1 = 22" (Q1, Lyon, 22)
            stats = all(_box_statistic(c.coords[0].text) for c in out) and any(
                _MEDIAN.fullmatch(c.coords[0].text.strip()) for c in out
            )
            box = shared[0]
            note = _NOTE_AT_END.search(box.text)
            if stats and note is not None and _only_colour(note.group().strip(" ()")):
                box = replace(box, text=box.text[: note.start()])  # "Bus (Red)": the box Bus, drawn red
            for c in out:
                c.coords.insert(0, box)
                c.series_first = not stats
    return out


# the most words a pair may say in place of its value ("out of memory", "did not finish")
_NO_VALUE_WORDS = 4


# "Series: SGD — 0: 2.4, …", "**Series 2: Adam** - 0: 2.4, …": a word that only says a
# series follows, then the series' name
_SERIES_PREFIX = _SHAPES.SERIES_PREFIX


def _series_named(content: str, label: str | None, rest_at: int) -> tuple[int, str | None, int]:
    """Where the shared name of a line of pairs starts, the name and where the pairs start:
    after a series word that heads the label ("**Series: SGD** — 0: 2.4" names SGD), or the
    label the rest opens with when the series word is the whole label ("Series: SGD — 0: 2.4").
    Unchanged (0, label, rest_at) otherwise."""
    pre = _SERIES_PREFIX.match(content) if label is not None else None
    if pre is None:
        return 0, label, rest_at
    if pre.end() < rest_at:
        return pre.end(), label, rest_at
    sub, sub_at = leading_label(content[rest_at:])
    if sub is None or not _SHAPES.DIGIT.search(content[rest_at + sub_at :]):
        return 0, label, rest_at
    return rest_at, sub, rest_at + sub_at


# "The bars read:", "The values are:", "Bars show:": the marks, then a verb that says their values follow
_READINGS_VERB = frozenset("read reads show shows are is give gives display displays indicate indicate".split())


def _after_label(line: Line, at: int) -> Line:
    """The part of a line after its leading label (`at` in its content), as a line of its own."""
    rest = line.content[at:]
    skip = len(rest) - len(rest.lstrip())
    start = line.offset + at + skip
    sub = Line(line.kind, line.number, line.raw, rest.lstrip(), start, line.indent, line.level, line.block)
    sub.phrases = line.phrases_in(start, line.offset + len(line.content))
    return sub


def _stretch_said(label: str) -> tuple[int, tuple[float, float]] | None:
    """Where a series' label's note on the x places of its values opens, and the two ends it
    gives, rising ("Model A (epochs 1 to 5)" -> (7, (1, 5))); None for any other label ("GPT-4
    (2023-11)" is a date, no stretch)."""
    m = stretch_note(strip_md(label))
    if m is None or m.start() == 0:
        return None
    lo, hi = parse_number(m.group("lo"))[0], parse_number(m.group("hi"))[0]
    return (m.start(), (float(lo), float(hi))) if lo < hi else None


def _lists_readings(label: str) -> bool:
    """A label that only says readings follow ("**Points:**", "Approximate Values:", "Key Data
    Points:", "The bars read:"), naming no series: the pairs after it belong to the header's series."""
    head = head_of(strip_md(label))
    if (head.names_measure and not head.has("MEASURE")) or lists_bins(strip_md(label)):
        return True  # ("**Bins:** 0–10: 4, 10–20: 9": the bins of the one series)
    words = [(k, t.casefold()) for k, t in head.tokens if k not in ("PUNCT", "THE")]
    return len(words) == 2 and words[0][0] in ("SERIES_WORD", "DATA_WORD") and words[1][1] in _READINGS_VERB


# an x named in any script: "At α=1, MSE gap ≈ -0.075"; a value named by a symbol with its
# indices or arguments, written as one token: "At α=1, R1,(1,1) ≈ 0.15", "MSE(α)-MSE(0) ≈ -0.08"
_AT_XY = _SHAPES.AT_XY


def _at_xy(line: Line, named: list[Header], y_label: str | None = None) -> list[DataItem]:
    """ "At x = 1, y = 0.42" and "**Initial Value**: At epoch 0, loss ≈ 0.102": a point of a
    line chart, the y value at an x; without "at", the value's name is "y" or the y-axis
    label's (`y_label` "Loss": "Step = 100, Loss ≈ 6")."""
    label, rest_at = leading_label(line.content)
    content = line.content[rest_at:] if label is not None and is_structural_point(label) else line.content
    base = line.offset + len(line.content) - len(content)
    m = _AT_XY.match(content)
    if m is None:
        return []
    y_name = loose(m.group("yn"))
    # not "**A:** X ≈ 1, Y ≈ 2"; "Yield ≈ 12" under a y axis "Yield (kg)" is named by its label, unit aside
    said = (loose(y_label), loose(_NOTE_AT_END.sub("", y_label))) if y_label is not None else ()
    by_label = label is None and y_name in said
    if not (m.group("at") or y_name in ("y", "value", "values") or by_label):
        return []
    ys = [n for n in line.nums if n.end > base + m.start("y")]  # "≈ 0.1" is one number token
    xs = line.nums_in(base + m.start("x"), base + m.end("x"))
    if len(ys) != 1 or len(xs) != 1:
        return []
    if len(_SHAPES.LETTERS.findall(line.raw[base + m.start("y") : ys[0].start])) > 1:
        return []  # "At batch 8, INT8 is faster than FP16 by roughly 25%": a comparison, no value
    if len(_SHAPES.LETTERS.findall(line.raw[xs[0].end : base + m.end("x")])) > 1:
        return []  # "At Chunk Size 512 with no overlap": the place is more than an x
    tail = _SHAPES.PARENS_IN.sub(" ", line.raw[ys[0].end : base + m.end("y")])
    if len(_SHAPES.LETTERS.findall(tail)) > 1 or _SHAPES.TIMES_AFTER.match(tail):
        return []  # "At batch 8, Eager is about 2x slower than Paged": a comparison, no value
    return [CellLine(line, named, [Coord(m.group("x").strip(), m.group("xn").strip(), xs[0])], ys[0])]


def _tuple_key(line: Line, named: list[Header]) -> list[DataItem]:
    """ "(3, 3): 45", "Cell (2,3): 6" and "FP (0→1): 0.12": one value keyed by (row, column);
    "(1, 5) and (5, 1): 0.99": each pair's cell has the value."""
    m = _TUPLE_KEY.match(line.content) or _CONFUSION_KEY.match(line.content)
    if m is None:
        return []
    end = line.offset + m.end()
    keys = [m] if m.re is _CONFUSION_KEY else list(_ONE_KEY.finditer(line.content, 0, m.end()))
    after = [n for n in line.nums if n.start >= end]
    if not after or not fits(_NAMED_LEAD_IN, line.raw[end : after[0].start]):
        return []
    tail = _SHAPES.PAREN_TO_CLOSE.sub("", line.raw[after[0].end :])
    if _SHAPES.DIGIT.search(tail):
        return []  # more numbers than one value
    return [_keyed_cell(line, named, k, after[0]) for k in keys]


def _keyed_cell(line: Line, named: list[Header], key: re.Match[str], value: Num) -> CellLine:
    """The cell a (row, column) key of line.content gives the value."""
    coords = []
    bare = True  # no coordinate names its axis
    for group, axis in (("r", "row"), ("c", "column")):
        a, b = line.offset + key.start(group), line.offset + key.end(group)
        nums = line.nums_within(a, b)
        text = strip_md(key.group(group)).strip()
        name = strip_md(line.raw[a : nums[0].start]).strip(" =:") if len(nums) == 1 else ""
        bare = bare and not name
        coords.append(Coord(text, name or axis, nums[0] if len(nums) == 1 else None))
    return CellLine(line, named, coords, value, tuple_key=bare)


# "Orion-Exp (Delta: 0, Arena Score: 1321, Votes: 22,116, Organization: Acme)": a name, then its
# fields in the parenthesis that ends the line
_RECORD = _SHAPES.RECORD
_FIELD = _SHAPES.FIELD
_MIN_FIELDS = 2


def _inline_record(line: Line, named: list[Header]) -> list[DataItem]:
    """ "- **Rank 2**: Orion-Exp (Delta: 0, Arena Score: 1321, Votes: 22,116, Organization:
    Acme).": one entity and its named fields; each field that is one number is a cell of the
    entity's row (the label before it, a rank or a place, names no row); a text field
    ("Acme"), an interval ("+9/-8") gives none."""
    label, rest_at = leading_label(line.content)
    start = line.offset + (rest_at if label is not None else 0)
    m = _RECORD.match(line.raw, start)
    if m is None or "(" not in line.raw[m.start("fields") - 1 : m.start("fields")]:
        return []
    name = strip_md(m.group("name")).strip(" -–—:")
    if not name or len(name.split()) > _MAX_LABEL_WORDS:
        return []
    base = m.start("fields")
    out: list[DataItem] = []
    fields = 0
    for at, part in _split_outside_parens(m.group("fields"), _PAIR_SEP):
        f = _FIELD.fullmatch(part)
        if f is None:
            return []  # "(Blue, bottom)", "(3 runs)": a note, not fields
        fields += 1
        a, b = base + at + f.start("value"), base + at + f.end("value")
        nums = line.nums_within(a, b)
        if len(nums) != 1 or not fits(_BEFORE_VALUE, line.raw[a : nums[0].start]):
            continue  # a text field or an interval
        if strip_md(line.raw[nums[0].end : b]).strip(" %"):
            continue  # "22 (est.)" or "+15/-11": more than a value
        field_name = strip_md(f.group("field")).strip()
        if field_name.casefold() in ("x", "y"):
            return []  # "(x: 0.3, y: 0.5)": a point's coordinates
        coords = [Coord(name, "", None), Coord(field_name, "", None)]
        out.append(CellLine(line, named, coords, nums[0], series_first=True))
    return out if fields >= _MIN_FIELDS and out else []


# a place of a list of values that holds none: a dash ("–", "—", "-"), "N/A", "n/a", "NA"
_GAP_ENTRY = _SHAPES.GAP_ENTRY
_LIST_MEMBER_SEP = _SHAPES.LIST_MEMBER_SEP


def _gapped_list(line: Line, named: list[Header]) -> list[DataItem]:
    """ "**Alpha:** –, 55, 62, 71" (a matrix row whose own cell is a dash): a list of values
    after a label whose every entry is one value or a dash or "N/A", with at least one of each and three places in all;
    the values keep their places in the list. Anything else in an entry, or a label of
    numbers, and the line is not such a list."""
    label, rest_at = leading_label(line.content)
    if label is None or line.nums_in(line.offset, line.offset + rest_at):
        return []
    start = line.offset + rest_at
    end = len(line.raw.rstrip().rstrip("."))
    values: list[Num] = []
    gaps: list[int] = []
    at = start
    members = [*_LIST_MEMBER_SEP.finditer(line.raw, start, end), None]
    for i, sep in enumerate(members):
        stop = sep.start() if sep is not None else end
        nums = line.nums_in(at, stop)
        text = strip_md(line.raw[at:stop]).strip()
        if len(nums) == 1 and not strip_md(line.raw[at : nums[0].start] + line.raw[nums[0].end : stop]).strip(" %"):
            values.append(nums[0])
        elif not nums and _GAP_ENTRY.fullmatch(text):
            gaps.append(i)
        else:
            return []
        at = sep.end() if sep is not None else stop
    if not gaps or not values or len(values) + len(gaps) < 3:
        return []
    own = direction(line.raw[line.offset : start])
    return [SeriesLine(line, named, strip_md(label).strip(), [], None, values, [own] if own else [], None, gaps)]


_POINT_LABEL = _SHAPES.POINT_LABEL


# a point named only by its number in a list of points: "Point 3", "Data point 12", "Point #2"
_NUMBERED_POINT = _SHAPES.NUMBERED_POINT


def is_structural_point(label: str) -> bool:
    """A label that only says which point follows ("Initial Value", "Final Value", "Peak",
    "Point 3"; "Point 2 (Kite)" names Kite)."""
    text = strip_md(label).strip()
    return (bool(_POINT_LABEL.match(text)) and len(label.split()) <= 3) or bool(_NUMBERED_POINT.fullmatch(text))


_ENDS = 2  # the points that give a straight line: its two ends


def _draws_reference(line: Line, named: list[Header], first: int) -> bool:
    """Whether a line before its first pair (at `first`), or the header it sits under, speaks
    of a line drawn for reference or fitted to the data ("A dashed diagonal from (0, 0) to (1,
    1)", "**Random guess:**", "the trend line starts at (0, 4.1)"): its ends are no data points.
    A point placed beside such a line ("**Tessel-1:** (12, 0.9) – above the reference line")
    is a point."""
    return says(line.raw[line.offset : first], "REFERENCE_LINE") or (
        bool(named) and says(named[0].label, "REFERENCE_LINE")
    )


_ERROR_BAR_TAIL = _SHAPES.ERROR_BAR_TAIL


def read_line(
    line: Line,
    outline: Outline,
    units: Units | None = None,
    whole: frozenset[str] = frozenset(),
    y_label: str | None = None,
) -> list[DataItem]:
    """The data statements of one item or text line (usually one, or none); `units`: the
    units each axis names, which a coordinate may carry; `whole`: the names never split into
    coordinates (the legend's entries, as loose keys); `y_label`: the y axis's label."""
    if says(line.content, "GRID_LINES"):
        return []  # "Grid lines are evenly spaced (x: 500 units, y: 2 units)": how the plot is ruled
    heading = outline.headers.get(line.number)
    if (
        heading is not None
        and heading.title is not None
        and (line.kind == "text" or chart_run_in(heading.label) is not None)
        and heading.line is line
    ):
        lead, at = leading_label(line.content)
        if lead is not None and loose(strip_md(lead)) == loose(heading.label) and at < len(line.content):
            # "The top-left subplot shows Aldport: Week 1: 14, …": the label heads its own chart
            # (outline.build), the values after it are the chart's, as on a line of their own
            as_own = read_line(_after_label(line, at), outline, units, whole, y_label)
            # "**Chart 1 - Cars:** Mon 12, Tue 15, …": names each before its value, which a
            # line of their own, with no label, does not give
            entries = _entries(line, line.offset + at) if not as_own else []
            named = outline.named_headers(line)
            return as_own or ([CellLine(line, named, [k], v) for k, v, _ in entries] if len(entries) >= 2 else [])
    lead = leading_label(line.content)[0]
    if lead is not None and head_of(strip_md(lead)).has("TITLE"):
        return []  # '**Subplot Titles**: "Epsilon: 5e-2", "Epsilon: 2e-1"': the charts' names, no values
    if lead is not None and _counts_charts(strip_md(lead)):
        return []  # "**Number of Charts:** 2, side by side.": how many charts the figure holds, no value
    if lead is not None and head_of(strip_md(lead)).has("SPREAD") and _confidence_level(line):
        return []  # "**Error bars:** 95% CI, drawn as black caps": how sure the bars are, no value
    named = outline.named_headers(line)
    duration = _duration_value(line, named, whole, y_label)
    if duration:
        return duration
    point = _at_xy(line, named, y_label) or _tuple_key(line, named) or _coloured_pair(line, named)
    if point:
        return point
    label, rest_at = leading_label(line.content)
    if label is not None and _EXTREME_LABEL.fullmatch(strip_md(label).strip()) and loose(strip_md(label)) not in whole:
        # "Highest: Model-A (60.42)" ("**Min**: ~35%" with Min in the legend is the series Min)
        extreme = _extreme(line, named, line.offset + rest_at)
        if extreme:
            return extreme
    found = _pairs(line, units, whole)
    if found:
        first = found[0][0]
        pairs = [(x, y) for _, x, y in found]
        head = strip_md(line.raw[line.offset : first])
        said, label = pair_label(head)
        bold = _BOLD_NAME_AT.fullmatch(line.raw, line.offset, first) if not said else None
        if bold is not None:
            said, label = True, bold.group("name").strip()  # "- **Wren** at (249, 31)": the point Wren
        elif not said and (named_dash := dashed_point(line.raw, line.offset, first)) is not None:
            # "- **Wren** (circle) — (249, 31)": the point Wren, its note as after a colon
            note = named_dash.group("note")
            said, label = True, named_dash.group("name").strip() + (f" ({note.strip()})" if note else "")
        elif (
            not said
            and len(found) == 1
            and (plain := name_then_pair(line.raw, line.offset, first)) is not None
            and not _NOT_A_NAME.search(plain.group("name"))
            and not line.raw[line.raw.find(")", found[0][2].end) + 1 :].strip(" .;,*_`")
        ):
            said, label = True, plain.group("name")  # "- Ana (4, 52)": the point Ana, no colon
        if not said and named and len(pairs) == 1 and _COURSE_AT.fullmatch(head):
            said = True  # "- Starts at (0, 1.0)" under "**Model A (Black Dashed)**:": a point of the header's series
        end = max(pairs[0][0].end, pairs[0][1].end) if pairs else 0
        if (
            said
            and len(pairs) == 1
            and line.nums_in(end, len(line.raw))
            and not _POINT_ATTRIBUTE.match(line.raw, close := line.raw.find(")", end) + 1)
            # "**Red**: Positioned at approximately (0.85, 0.95). It sits above the band that
            # spans 0.00-0.75": the later sentences' numbers, no value the pair places
            and not (close and ends_sentence_after_pair(line.raw, close))
        ):
            said = False  # "Example: a red square at (x=1000, y=50) scores 0": the pair places another value
        if len(pairs) >= 2 or fits(_MARKUP, line.raw[line.offset : first]) or said:
            if label is None:
                label = head.strip(" :(-$\\") or None
                lead = leading_label(line.content)[0]
                if label is not None and lead is not None and len(label.split()) > _MAX_LABEL_WORDS:
                    # "**k=2 (Black Line):** This line shows … The approximate data points are:
                    # (1, 1.8), …": the label before the sentence names the points
                    label = lead
            if label is not None and lead is None and len(label.split()) > _MAX_LABEL_WORDS:
                # "The best rate (1.00) is seen for two pairs, namely (1,2) and (2,2).": a
                # sentence names no series; under a series' header the points are its own,
                # with none the pairs are places it speaks of (cells' keys), no points
                if not named:
                    return []
                label = None
            if label is not None and _PLACING_CLAUSE.search(label):
                # "Peaks at approximately (1, 0.9), (5, 0.9)": how it runs, no name; "**Alpha
                # (blue):** The line starts at (0, 0) …": the name is the line's own label
                label = leading_label(line.content)[0]
            if label is not None and _opens_on_commentary(label):
                label = None  # "**Trend**: Starts at (0, 0) …" under its series' header: how it runs
            if len(pairs) <= _ENDS and _draws_reference(line, named, first):
                return []  # "the dashed diagonal from (0, 0) to (1, 1)": a reference line's ends, no points
            each = _named_each(line, found, label)
            if each is not None:
                return [PairsLine(line, named, name, [pair], point=True) for name, pair in each]
            return [PairsLine(line, named, label, pairs, point=len(pairs) == 1 and said)]
    record = _inline_record(line, named)
    if record:
        return record
    total = group_total(line.raw, line.offset)
    totalled = _name_values(line, named, whole, total, y_label) if total is not None else []
    if totalled:
        # "Level 1: Accuracy = 81.2 (Kiln), 77.4 (Forge) - Total: ~90%": the segments' values,
        # the group's total after them no segment (never the total keyed by the words before it)
        return totalled
    segments = _segments(line, named, whole)
    if segments:
        return list(segments)
    gapped = _gapped_list(line, named)
    if gapped:
        return gapped
    five = _five_numbers(line, named) or _row_sentence(line, named)
    if five:
        return five
    shares = _shares_in_sentence(line, named) if line.kind == "text" else []
    if shares:
        return shares  # ("A donut with "Total: $4,200" in its centre. Rent takes 38%, food 22%, …")
    raw = line.raw
    for p in line.phrases:
        if p.kind != "list" or not p.nums:
            continue  # (a list of one value is a list cut after its first separator: read_cut)
        sep = _list_sep(raw, p.start)
        if sep is None or sep.start() < line.offset or len(strip_md(raw[line.offset : sep.start()])) > _MAX_LABEL:
            continue
        colon = sep.start()
        label, rest_at = leading_label(line.content)
        label_end = line.offset + rest_at if label is not None else colon
        if len(_SHAPES.PAREN_TO_CLOSE.sub("", strip_md(raw[line.offset : label_end])).split()) > _MAX_LABEL_WORDS:
            continue  # "Exactly three cells exceed one second: 1,420, 1,566 and 3,080": a sentence
        if label is None:
            label = strip_md(raw[line.offset : colon]).strip()
        if _SAYS_HOW.search(strip_md(label)):
            continue  # "Large's gains diminish: +11, +9, +6, +3 points": a sentence on how it runs
        in_label = line.nums_in(line.offset, label_end)
        noted = _stretch_said(label)
        if noted is not None:
            # "Model A (epochs 1 to 5): 0.61, 0.66, …": the note says where the values stand,
            # one a place; the series is the name before it, and the note's numbers name nothing
            label = strip_md(label)[: noted[0]].strip()
            note_at = raw.rfind("(", line.offset, label_end)
            in_label = [n for n in in_label if n.start < note_at]
        index = None
        label_nums = []
        prev = line.offset
        for n in in_label:
            before = raw[line.offset : n.start]
            if _INDEX_BEFORE.search(before) and isinstance(n.value, int):
                index = n.value
            else:
                name = strip_md(raw[prev : n.start]).strip(" (=:,")
                label_nums.append((name.split("(")[-1].strip(), n))
            prev = n.end
        hint = None
        for q in line.phrases:
            if q.kind == "range" and label_end <= q.start < p.start:
                hint = (float(q.nums[0].value), float(q.nums[-1].value))
        own = direction(raw[line.offset : p.start])
        listed = SeriesLine(line, named, label, label_nums, index, list(p.nums), [own] if own else [], hint)
        listed.stretch = noted[1] if noted is not None else None
        return [listed]
    valued = _valued_label(line, named) or _value_then_name(line, named)
    if valued:
        return valued
    # one value after the last separator, coordinates before it
    seps = _value_seps(line, line.offset, len(raw))
    if not seps and line.kind == "item":
        approx = _APPROX_ITEM.fullmatch(raw, line.offset)
        if approx and len(_SHAPES.PAREN_TO_CLOSE.sub("", strip_md(approx["label"])).split()) <= _MAX_LABEL_WORDS:
            seps = list(_SPACE.finditer(raw, approx.start("sep"), approx.end("sep")))
    if not seps:
        return (
            _value_at_place(line, named)
            or _listed_values(line, named)
            or _shares_in_sentence(line, named)
            or _bins_in_sentence(line, named)
        )
    if labelled_ratio(line.content):
        return []  # "Divergence ratio: ~6:1 at scale": a ratio, no coordinate and value (reported unread)
    if not line.nums:
        return _suffixed_value(line, named, seps[-1], whole, units or {})
    sep = seps[-1]
    measured = len(seps) >= 2 and _measure(raw[seps[-2].end() : sep.end()], y_label)
    if len(seps) >= 2 and (fits(_LEAD_IN, raw[seps[-2].end() : sep.start()] + " ") or measured):
        # "Row 2, Column 3: Value = 6", "**Beta (QR)**: Score: 0.633": the value's own name is no coordinate
        sep = seps[-2]
    if not _arrow_pair(line, seps) and any(
        s.group().strip() in ("→", "->", "=>") and _CHANGE.search(raw, max(line.offset, s.start() - _NEAR), s.start())
        for s in seps
    ):
        # "Slight downward slope (7.2 → 7.1)": a change from one value to another, no label; but
        # "Rowing: Q1 −4 → Q2 −9 → Q3 +5" (or "Q1: −4 → Q2: −9") chains named values, each place
        # before its value
        return _name_values(line, named, whole)
    after = [n for n in line.nums if n.start >= sep.end()]
    measured = measured or (bool(after) and _measure(raw[sep.end() : after[0].start], y_label))
    if len(after) != 1 or not (fits(_LEAD_IN, raw[sep.end() : after[0].start]) or measured):
        return _name_values(line, named, whole, y_label=y_label)
    if SHARE_OF_MARK.match(raw, after[0].end):
        return []  # "Accepted: about 62% of the bar": a share of the bar's total, no value of its cells
    tail = _ERROR_BAR_TAIL.sub("", raw[after[0].end :]).strip()  # "245.2 ± 8.1 ms"
    # ("~75% (extends about three-quarters of the way to the outer vertex).": one note, however long)
    if (len(tail) > 60 and not _NOTE_TAIL.fullmatch(tail)) or _DIGIT.search(tail.split("(")[0]):
        return _name_values(line, named, whole, y_label=y_label)
    if counts_names(tail):
        return []  # "13B–40B range: 4 models (Kappa, Lambda, Mu)": a count of the things it names
    if _CLAUSE_TAIL.match(tail):
        return []  # "The LR: 1e-4 panel has the highest losses": the number names a place the sentence is about

    if len(strip_md(raw[line.offset : sep.start()])) > _MAX_LABEL:
        return []
    label, rest_at = leading_label(line.content)
    dashed: re.Match[str] | None = None
    if label is not None and _SENTENCE_END.search(raw, line.offset + rest_at, sep.start()):
        if line.nums_in(line.offset + rest_at, sep.start()):
            # "**Adam:** Step ~10k: loss 2.7. Step ~30k: loss 1.9.": sentences that each place
            # their value, read by the prose reader; never the last value keyed by the label
            return []
        # "**Top-Left Cell:** Color: Orange. Value: `10`": the label is the place, the words
        # after it describe the cell
        coords = _coords(line, line.offset, line.offset + rest_at, whole)
    elif (
        label is not None
        and (
            line.nums_in(line.offset + rest_at, sep.start())
            or any(suffixed(w) for w in raw[line.offset + rest_at : sep.start()].split())  # "30k steps"
        )
        and not line.nums_in(line.offset, line.offset + rest_at)
        and not is_suffixed_stretch(raw[line.offset : sep.start()])  # "Bin 0 - 2k: 45": one bin
    ):
        # "**Warm (red):** Epoch 0: 0.9": the label, then the place after it
        coords = _coords(line, line.offset, line.offset + rest_at, whole) + _coords(
            line, line.offset + rest_at, sep.start(), whole
        )
    elif label is not None and _describes_value(label, raw[line.offset + rest_at : sep.start()]):
        # "**Exact Value:** The value is printed above the bar: **412.5 J**": the label names the
        # value, the words after it say where it is written, no coordinate
        coords = _coords(line, line.offset, line.offset + rest_at, whole)
    else:
        # "**Schools** (navy) — Share: 31%": the dashed measure is the value's own name, no coordinate
        dashed = dashed_measure(raw, line.offset, sep.start())
        coords = _coords(line, line.offset, dashed.start() if dashed is not None else sep.start(), whole)
        if _arrow_pair(line, seps):
            # "Depot-3 → Harbor 7: 41.5%": one label of two names, its numbers the names' own;
            # the binder tells a grid's (row, column) from a category so named
            coords = [Coord(strip_md(raw[line.offset : sep.start()]).strip(" *_`:"), "", None)]
    if not coords or len(coords) > 3:
        return []
    if any(_value_then_place(k) for k in coords):
        return []  # "Reaches ~9.5 at x=1000": a value, then its place; the prose reader reads it
    # "Rating 2.00-2.25: Frequency ≈ 225", "**2.00-2.25:** Frequency ≈ 225": a bin, if bins are drawn
    stretch = len(coords) == 1 and any(p.kind == "range" and p.end <= sep.start() for p in line.phrases)
    if (
        measured
        and not stretch
        and (len(coords) > 1 or coords[0].num is not None or is_structural_point(coords[0].text))
    ):
        # "Size 60 and beyond: Score ≈ 0", "Start (0B tokens): LR ≈ 4e-5": the measure names the
        # value of one named bar only; a place or a stretch is read as before, without it
        return read_line(line, outline, units, whole)
    # after that test: the point readers see no number in "3B", so the line stays a cell line
    coords = [_unit_place(k, line, units) for k in coords] if units else coords
    if len(coords) < 2 and not (fits(_MARKUP, raw[sep.end() : after[0].start]) or measured or stretch):
        # "Mini (Teal): Approximately 31%": a point, read with the legend in points.py ("0-2 steps:
        # approximately 400" is a bin, which points.py leaves: read here)
        return []
    if in_name(line, after[0]):
        return []  # "Blue square: `1.0 Pro`": the number belongs to a quoted name, the line is a key
    noun = strip_md(dashed.group("noun")).strip() if dashed is not None else None
    return [CellLine(line, named, coords, after[0], measure=noun)]


# a tail that goes on as a sentence of which the number is part of the subject: a noun or two,
# then a verb ("1e-4 panel has the highest final losses", "3e-4 run is the best")
_CLAUSE_TAIL = _SHAPES.CLAUSE_TAIL
# a number's tail that makes it a count of named things: a plural noun, then two or more names
# in brackets, each with a letter ("4 models (Kappa, Lambda-2, Mu 1.5)"; "(3, 4)" is a place)
_COUNTED_NAMES = _SHAPES.COUNTED_NAMES


_COUNT_WORDS = frozenset(["number", "count", "total"])


def _confidence_level(line: Line) -> bool:
    """Whether a line's only number is a percentage said to be a confidence level: "95% CI",
    "95% confidence interval" (the words right after it name the interval)."""
    if len(line.nums) != 1 or not line.nums[0].percent:
        return False
    after = strip_md(line.raw[line.nums[0].end :]).split()[:_INTERVAL_WORDS]
    return bool(after) and (after[0].strip(",.;:()").upper() == "CI" or head_of(" ".join(after)).has("SPREAD"))


_INTERVAL_WORDS = 2  # "confidence interval"


def _counts_charts(label: str) -> bool:
    """Whether a label counts the figure's charts ("Number of Charts", "Total Panels"), not
    a category that happens to be called so ("Plots")."""
    tokens = head_of(label).tokens
    return any(k in ("CHARTS", "PANELS") for k, _ in tokens) and any(t.casefold() in _COUNT_WORDS for _, t in tokens)


def counts_names(tail: str) -> bool:
    """Whether the text after a number makes it a count of the things it then names ("6 models
    (Kappa-2, Lambda 1.5, Mu)"): how many points fall in a stretch, not a value of one."""
    return _COUNTED_NAMES.match(tail) is not None


_ARROW = _SHAPES.ARROW
# what makes the number before an arrow a change's start, not a coordinate's: "from 13.0 →",
# "(7.2 →"; after a label ("Range: 0 → 4000") when the line holds no other arrow
_CHANGE_FROM = _SHAPES.CHANGE_FROM
_LABEL_END = _SHAPES.LABEL_END


# the name of a value, then its sign or a hedge: "Score = ", "**Accuracy**: ~", "Rate is about ", "Score ≈ "
_MEASURE_LEAD = _SHAPES.MEASURE_LEAD


def _measure(text: str, y_label: str | None) -> bool:
    """Whether `text`, between a name and its value, names the measure the value axis shows:
    its label or a word of it ("Score = " with the y axis "Score (higher is better)"), not a
    coordinate ("**Alpha (X-Y)**: Score: 0.5" is the bar Alpha (X-Y))."""
    m = _MEASURE_LEAD.fullmatch(text)
    if m is None or y_label is None:
        return False
    name = loose(m.group("name"))
    label = _NOTE_AT_END.sub("", y_label)
    return name == loose(label) or name in {loose(w) for w in _WORD.findall(label) if len(w) >= _MIN_MEASURE}


_MIN_MEASURE = 3  # letters of a word of the axis's label that names the measure ("Score", not "of")


def _pair_seps(line: Line, start: int, end: int) -> list[re.Match[str]]:
    """The separators of one pair of several on a line: _value_seps, else a spaced "=" after a
    named place ("epoch 10 = 18.2, epoch 20 = 15.1")."""
    return _value_seps(line, start, end) or [
        m
        for m in _PLACE_EQ.finditer(line.raw, start, end)
        # ("k=2 ≈ 0.44": a setting and its value, read as the setting names it, no place 2)
        if "=" in m.group() or "=" not in line.raw[start : m.start()].rsplit(None, 1)[-1]
    ]


def _value_seps(line: Line, start: int, end: int) -> list[re.Match[str]]:
    """The separators between coordinates and a value in [start, end): "Epoch 5 → 0.42"
    and "Train: 1 => 8.4e-3, 2 => 2.1e-3" have them, but the arrow of a change from one
    number to another ("Range: 0 → 4000", "from 13.0 → 14.5", "(7.2 → 7.1)") separates
    nothing."""
    return [
        m
        for m in _VALUE_SEP.finditer(line.raw, start, end)
        if not change_arrow(line, m.start(), m.end()) and not clock_times().match(line.raw, max(0, m.start() - 2))
    ]


def change_arrow(line: Line, start: int, end: int) -> bool:
    """Whether the separator at [start, end) of a line is an arrow from one number to
    another that states a change, not a coordinate and its value (see _value_seps)."""
    if not _ARROW.search(line.raw, start, end):
        return False
    # only the words near the arrow decide (a chain of 10,000 arrows is read in linear time)
    left = line.nums_in(max(line.offset, start - _NEAR), start)
    if not left or not fits(_MARKUP, line.raw[left[-1].end : start]) or not line.nums_in(end, end + _NEAR):
        return False
    before = line.raw[max(line.offset, left[-1].start - _NEAR) : left[-1].start]
    if _CHANGE_FROM.search(before):
        return True
    lone = _ARROW.search(line.raw, line.offset, start) is None and _ARROW.search(line.raw, end) is None
    return lone and bool(_LABEL_END.search(before))


_NEAR = 40  # characters


# a number that stands as a value of its own, signed or hedged ("Q1 −4 → Q2: −9" chains values)
_SIGNED = _SHAPES.SIGNED


_MIN_DESCRIPTION_WORDS = 3
# a value's tail that is one note in brackets, with no number: how the mark is drawn or where
_NOTE_TAIL = _SHAPES.NOTE_TAIL


def _describes_value(label: str, words: str) -> bool:
    """Whether a label that only says it gives a value ("Exact Value", "Value") is followed,
    before the value's separator, by words that describe where the value is written (a
    clause of three words or more, no number), not by a place."""
    said = strip_md(words)
    return (
        head_of(strip_md(label)).anonymous_measure
        and not _DIGIT.search(said)
        and len(_WORD.findall(said)) >= _MIN_DESCRIPTION_WORDS
    )


def _arrow_pair(line: Line, seps: list[re.Match[str]]) -> bool:
    """Whether the line keys its one value by two names joined by an arrow, from the first to
    the second ("Depot-3 → Harbor 7: 41.5%", a matrix's cell from its row to its column): the
    arrow, then a colon, a name starting with a letter on each side, no signed number among
    them (the number in "Depot-3" is the name's, no change's start)."""
    if len(seps) != 2 or seps[0].group().strip() not in ("→", "->") or seps[1].group() not in (":", "："):
        return False
    left = strip_md(line.raw[line.offset : seps[0].start()]).strip()
    right = strip_md(line.raw[seps[0].end() : seps[1].start()]).strip()
    if _DIGITS.sub("", left).strip() == _DIGITS.sub("", right).strip() != left:
        return False  # "Epoch 5 → Epoch 10: 0.2": a stretch of one axis, no two names
    return all(side[:1].isalpha() and not _SIGNED.search(side) for side in (left, right))


_DIGITS = _SHAPES.DIGITS


_SENTENCE_END = _SHAPES.SENTENCE_END
_CHANGE = _SHAPES.CHANGE  # "7.2 →", "45% →", "5.2GB →"
# the words that may lead to a labelled line's first (x, y) pair: "Located at approximately",
# "Three data points: one at approximately", "One data point at", "Approximately"
_PAIR_WORDS = _SHAPES.PAIR_WORDS  # (None: no such words)
_PAIR_WORDS_ONLY = _SHAPES.PAIR_WORDS_ONLY  # all of a text (may be empty: grammar.fits)


# "Intersection: the lines cross at (0.1, 4.5)": a point of two series, not of one
_CROSSING = _SHAPES.CROSSING


def pair_label(head: str) -> tuple[bool, str | None]:
    """Whether the text before a line's first (x, y) pair introduces it ("k=9: ",
    "Green (Model A): Located at approximately "), and the label it gives."""
    label, sep, words = head.partition(":")
    at = _NAMED_AT.fullmatch(head) if not sep else None
    if at is not None:
        return True, at.group("name")  # "k=4 at (12.5, 63.8)", "Run 3 at approximately (2, 7)"
    mark = mark_at(head) if not sep else None
    if mark is not None and (not mark.group("colour") or _only_colour(mark.group("colour"))):
        # "- Teal star at (12, 0.575)." under "**k=1**:": a marker of the header's series, drawn so
        return True, mark.group("mark").strip()
    bare = _NOTE_AT_END.sub("", label)  # ("Kimi-VL-A3B-Think-2506 (Dark Blue Star)": the name's length, not its note's)
    if not sep or not bare.strip() or len(bare) > 40 or len(bare.split()) > 6:
        return False, None
    if len(words.split()) > 10 or not _coordinates_said(words) or _CROSSING.search(head):
        return False, None
    return True, label.strip()


# the name of a point's coordinates closing a description: "Positioned at the top-left. Coordinates"
_COORDINATES_LABEL = _SHAPES.COORDINATES_LABEL


# a point's place said as its one pair, to the end of the line: "Approximately (0.5, 0.6).",
# "Top-left corner at (0.1, 0.9)"
_ONE_PAIR = _SHAPES.ONE_PAIR


def _point_position(ln: Line, own: str, outline: Outline) -> bool:
    """ "- Position: Approximately (0.55, 0.65)." under a point's header ("**Green Data Point**
    (Medium):"): the label names the point's coordinates (one placement word), the rest is
    its one pair; where a legend or a label is drawn is no such line."""
    if strip_md(own).strip().casefold() not in _POSITION_WORDS or not outline.named_headers(ln):
        return False
    rest = ln.content[leading_label(ln.content)[1] :]
    m = _PAIR_WORDS.match(rest)
    return _ONE_PAIR.fullmatch(rest, m.end() if m else 0) is not None


_POSITION_WORDS = frozenset(["position", "location", "approximate position", "approximate location"])


def _coordinates_said(words: str) -> bool:
    """Whether the words between a point's label and its pair only lead to the pair ("Located
    at approximately "), or describe the point and then name its coordinates ("Positioned at
    the top-left. Coordinates: **")."""
    if fits(_PAIR_WORDS_ONLY, words):
        return True
    before, colon, after = words.rpartition(":")
    named = bool(colon) and _COORDINATES_LABEL.search(strip_md(before)) is not None
    return named and fits(_PAIR_WORDS_ONLY, after)


# a point's name in bold, then "at" and its pair: "- **Wren** at (", "* **Kite** is at about ("
_BOLD_NAME_AT = _SHAPES.BOLD_NAME_AT
# an attribute of the point after its pair, with its own name: "(32, 540), bubble size ≈ 1.8" (no
# value the pair places: "at (1000, 50) scores 0" is one)
# (", a medium bubble of about 1,200", ", the largest bubble at about 2,100", ", bubble about 140":
# the point's size)
_POINT_ATTRIBUTE = _SHAPES.POINT_ATTRIBUTE
# a point's own label, numbered, then "at" and its pair: "k=4 at (", "- Run 3 at about ("
_NAMED_AT = _SHAPES.NAMED_AT
# words before a pair that end a clause placing it, not a name: "Peaks at approximately", "dips near",
# "a diagonal line from (0, 0) to (1, 1)"
# a line's course opening on the verb of one point, then "at": "Starts at ", "Ends at about "
_COURSE_AT = _SHAPES.COURSE_AT
_PLACING_CLAUSE = _SHAPES.PLACING_CLAUSE


# a label of two or more words that ends on a verb of how values run ("Large's gains
# diminish", "the gaps widen"): a sentence before its values, no series' name (the verb in
# lower case: "Kestrel Falls", "Seven Rises" name a place, a series)
# a label that names a series, then how its values run: "Fused grows steadily", "Naive rises fast"
_COURSE_OF = _SHAPES.COURSE_OF
_SAYS_HOW = _SHAPES.SAYS_HOW


def _opens_on_commentary(label: str) -> bool:
    """Whether a label opens on a word of commentary ("Trend", "Pattern: straight line from"):
    it says how the values run, it names no series."""
    kinds = [k for k, _ in head_of(label).tokens if k != "PUNCT"]
    return bool(kinds) and kinds[0] == "COMMENTARY"


def in_name(line: Line, n: Num) -> bool:
    """Whether a number stands inside a quoted or backticked name with letters in it; a
    coordinate written as code ("`x=4000`", "`y≈8.1`") is no name."""
    at = n.start - line.offset
    return any(
        q <= at < q + len(t) and _SHAPES.ASCII_LETTER.search(t) and not _COORDINATE.fullmatch(t)
        for t, q in quoted(line.content)
        if q <= at
    )


# "x=4000", "y ≈ 8.1": a coordinate, its axis's letter and a number
_COORDINATE = _SHAPES.DATA_COORDINATE


# "Highest: Model-A (60.42)", "Lowest: Model-B (-3.39)": which series is at an extreme, and its value
_EXTREME_LABEL = _SHAPES.EXTREME_LABEL
# what joins a name and its value after an extreme's label: "Model-A at 60.42", "Model-B with -3.39"
_EXTREME_LINK = _SHAPES.EXTREME_LINK  # (None: the name runs to the value)
_MAX_EXTREME_TAIL = 12


def _extreme(line: Line, named: list[Header], start: int) -> list[DataItem]:
    """ "Highest: Model-A (60.42)", "**Lowest**: Model-B with -3.39", "Highest: 60.42
    (Model-A)": the series at an extreme of its category and its value. Nothing when the name
    opens or ends on a number of its own ("Peak: 0.92 at epoch 5", "Max: Epoch 5 (0.9)": a
    point of a line) or a long tail follows."""
    nums = [n for n in line.nums_in(start, len(line.raw)) if not _ERROR_BEFORE.search(line.raw, start, n.start)]
    if not nums or not all(_SHAPES.ASCII_LETTER.search(line.raw[m.end : n.start]) for m, n in pairwise(nums)):
        return []  # (the numbers before the value are part of the name: "Llama 3 8B (44.10)")
    value = nums[-1]
    link = _EXTREME_LINK.search(line.raw, start, value.start)
    name = strip_md(line.raw[start : link.start() if link else value.start]).strip(" :")
    tail = _SHAPES.ERROR_BAR_TAIL.sub("", line.raw[value.end :]).strip(" )%*_`.")
    after = _SHAPES.NOTE_AFTER_VALUE.match(line.raw[value.end :]) if not name and len(nums) == 1 else None
    # "Highest: 60.42 (Model-A)", not "(teal bar)" nor "Maximum: 1500 (no outliers visible)"
    inside = after.group(1) if after is not None else ""
    first, comma, note = inside.partition(",")
    if comma and colour_phrase(first) is None and colour_phrase(note) is not None and "," not in note:
        inside = first  # "Highest value: 68.9 (Model-A, yellow)": the name, then its colour note
    if after is not None and colour_phrase(inside) is None and not head_of(inside).has("BOX_MARKS"):
        name, tail = strip_md(inside).strip(), line.raw[value.end + after.end() :].strip(" .*_`")
    if (
        not name
        or len(name.split()) > _MAX_LABEL_WORDS
        or len(tail) > _MAX_EXTREME_TAIL
        or _PLACE_NUMBER.search(name)
        or _CLAUSE.search(name)
        or _value_then_place(Coord(name, "", None))
    ):
        return []  # ("**Peak**: Reaches ~9.5 at x=1000": a value and its place, no series)
    return [CellLine(line, named, [Coord(name, "", None)], value)]


# a sentence, not a name: "The highest frequency occurs (around 40 tokens)" says where the peak is
_CLAUSE = _SHAPES.CLAUSE


_PLACE_NUMBER = _SHAPES.PLACE_NUMBER  # "0.92 at epoch", "Epoch 5"


# structural words that are also the names of a category when values follow them
_AGGREGATE_NAMES = frozenset(["overall", "total", "all", "average", "mean", "avg"])


def _list_sep(raw: str, end: int) -> re.Match[str] | None:
    """_LIST_SEP.search(raw, 0, end) without trying every separator of the line: one that
    only markup follows up to `end` ends where that markup starts, so it starts one or two
    characters before (a line of 10,000 lists searched its whole head for each)."""
    t = end
    while t > 0 and (raw[t - 1].isspace() or raw[t - 1] in "*_`["):
        t -= 1
    for a in (t - 2, t - 1):
        m = _LIST_SEP.match(raw, a, end) if a >= 0 else None
        if m is not None:
            clock = clock_times()
            if clock.match(raw, max(0, m.start() - 2)) or clock.match(raw, max(0, m.start() - 1)):
                return None  # "Between 09:00 and 12:00 it rises": the colon of a time of day separates nothing
            return m
    return None


def _name_values(
    line: Line,
    named: list[Header],
    whole: frozenset[str] = frozenset(),
    end: int | None = None,
    y_label: str | None = None,
) -> list[DataItem]:
    """ "**DETR:** COCO 42.0, LVIS 17.8, Objects365 24.6" and "FP16: 1,020 (batch 1);
    2,640 (batch 8)": a label, then several values each with its own coordinate (up to `end`);
    "Level 1: Accuracy = 81.2 (Kiln), 77.4 (Forge)": after the measure the value axis shows."""
    label, rest_at = leading_label(line.content)
    if label is None or len(label) > _MAX_LABEL:
        return []
    start = line.offset + rest_at
    shared = _coords(line, line.offset, start, whole)
    if (subject := _COURSE_OF.fullmatch(strip_md(label).strip())) is not None:
        shared = [Coord(subject.group("name"), "", None)]  # "Fused grows steadily: 6 GB at 512, …": Fused
    if len(shared) != 1 or (shared[0].num is None and _UNREAD_APPROX.search(shared[0].text)):
        return []  # "**Points (Step ~30k):** …": a place whose number is not read ("~30k") keys nothing
    equals = line.raw.find("=", start, len(line.raw) if end is None else end)
    first = next((n for n in line.nums if n.start >= start), None)
    if equals > 0 and _measure(line.raw[start : equals + 1], y_label):
        start = equals + 1  # "Accuracy = 93.5 (PoT), 92.1 (CR)": the y axis's measure names every value
    elif (
        first is not None
        and _measure(line.raw[start : first.start], y_label)
        and _VALUE_AT.match(line.raw, first.end) is not None
    ):
        # "precision 0.97 at recall 0.1, 0.93 at recall 0.4": the measure before the first value,
        # each value then at its place (not "Quality ~0.91, Latency ~2.4": fields of a point)
        start = first.start
    entries = _entries(line, start, end)
    colons = [] if entries else [m for m in _value_seps(line, start, len(line.raw)) if m.group() in (":", "：")]
    if len(colons) == 1:
        # "**Type 3:** High, dipping at Length 8. Values: 85.3% (Length 5), 84.7% (Length 6)": a
        # sentence about the row, then its values after the one colon
        entries = _entries(line, colons[0].end())
    if len(entries) < 2 and not (entries and entries[0][0].text == DIAGONAL):
        return []  # (one value on the diagonal beside a span off it is still read)
    if all(_box_statistic(k.text) for k, _, _ in entries) and any(
        _MEDIAN.fullmatch(k.text.strip()) for k, _, _ in entries
    ):
        # "**Lyon**: min 12, Q1 = 22, median = 31, Q3 = 40, max 58": a box's statistics, each
        # the row it names, as when they are listed one per line under the box (Q1, Lyon, 22)
        return [CellLine(line, named, [shared[0], k], v) for k, v, _ in entries]
    if len({k.text.casefold() for k, _, _ in entries}) == 1 and entries[0][0].text != DIAGONAL:
        return []  # "**Levels:** Level 0, Level 1, Level 2": names told apart by their numbers, no values
    # "**Data:** Apples (12), …" names no series, but "**Overall:** A ~74%, B ~62%" names a group
    # ("**Reading:** School P 72, School Q 68" where Reading is a tick of the axis: a category)
    declared = loose(strip_md(label)) in whole
    # "The chart shows parcels delivered on four streets: Bay Road 34, Pier Lane 51": a sentence
    # that leads in to the values names no series
    sentence = len(strip_md(label).split()) > _MAX_LABEL_WORDS and has_clause_verb(strip_md(label))
    if (
        (is_structural(label) and label.strip().casefold() not in _AGGREGATE_NAMES and not declared)
        or (_lists_readings(label) and not declared)
        or sentence
    ):
        return [CellLine(line, named, [k], v) for k, v, _ in entries if k.text != DIAGONAL]
    # "Red: Dark blue (1.0) on diagonal": the row Red's own column
    own = [Coord(shared[0].text, shared[0].name, shared[0].num) if k.text == DIAGONAL else k for k, _, _ in entries]
    return [
        CellLine(line, named, [shared[0], k], v, series_first=True) for k, (_, v, _) in zip(own, entries, strict=True)
    ]


def _after_lead_in(line: Line, start: int, end: int | None = None) -> int:
    """Where a label's named values start after a sentence that leads in to them with a colon
    ("**Kite (red):** Its printed scores are: Algebra: 9.1, Poetry: 7.4"): after that colon,
    when the words before it hold no number and are more than a label's, and another colon
    follows before `end` (the first name's); else `start`."""
    end = len(line.raw) if end is None else end
    colon = line.raw.find(":", start, end)
    if colon < 0 or ":" not in line.raw[colon + 1 : end]:
        return start
    before = strip_md(line.raw[start:colon])
    if _DIGIT.search(before) or len(before.split()) <= _MAX_LABEL_WORDS:
        return start
    return colon + 1


def _listed_values(line: Line, named: list[Header]) -> list[DataItem]:
    """ "- Atlas (0.8), Bolt (0.6)." under "- **Grip**:": an item that only lists named
    values, each name beside its value in parentheses, under the header they share."""
    if line.kind != "item" or leading_label(line.content)[0] is not None:
        return []
    # (with no header that names them, an item of one name and its share: "- Frogs (42%)", a
    # pie's slice, which the assembler keeps only of a pie)
    if not named and not (len(line.nums) == 1 and line.nums[0].percent):
        return []
    text = strip_md(line.content).rstrip(" .")
    if not all(_LISTED.fullmatch(p) for _, p in _split_outside_parens(text, _PAIR_SEP)):
        return []  # "Rises from A (~3%) to B (~60%), then drops": a sentence, not a list
    entries = _entries(line, line.offset)
    if not entries or not all(paren for _, _, paren in entries):
        return []
    alone = len(entries) == 1  # "- cities (99 ± 0)": a tick or a legend entry, or nothing
    return [CellLine(line, named, [k], v, listed=True, alone=alone) for k, v, _ in entries]


# the words of a label that counts the figure's parts ("Axes (5)", "Series (3)", "Panels (4)")
_COUNTED_PARTS = (*NOT_DATA, "CATEGORIES", "ROWS", "COLUMNS", "SERIES_WORD", "CHARTS", "PANELS", "LEGEND")


# the one value after a label's separator, written with a thousands or millions suffix: "812k",
# "~1.2M" (the reader leaves a number glued to a letter a name), a full stop after it
_SUFFIXED_AFTER = _SHAPES.SUFFIXED_AFTER


_SCALE_SUFFIXES = frozenset("kKM")  # the suffixes of thousands and millions ("B" may name a model's size)


def _suffixed_value(
    line: Line, named: list[Header], sep: re.Match[str], whole: frozenset[str], units: Units
) -> list[DataItem]:
    """ "2. **Natural History**: 812k", "- Science: ~1.2M": a label and its one value written with
    a thousands or millions suffix, nothing else on the line, on a chart whose axis writes its
    ticks with such suffixes ("ticks at 0, 250k, 500k, …, 1M"): the number it stands for (812000),
    as a place so written is; without such ticks the value stays unread and is reported
    (unread._SUFFIXED_CELL: the suffix alone is no scale the write-up states)."""
    m = _SUFFIXED_AFTER.fullmatch(line.raw, sep.end())
    value = suffixed_value(m.group("value")) if m is not None else None
    if m is None or value is None or len(strip_md(line.raw[line.offset : sep.start()])) > _MAX_LABEL:
        return []
    if not any(said & _SCALE_SUFFIXES for said in units.values()):
        return []
    coords = _coords(line, line.offset, sep.start(), whole)
    if len(coords) != 1:
        return []
    approx = bool(strip_md(line.raw[sep.end() : m.start("value")]).strip())  # "~1.2M", "about 812k"
    num = Num(value, m.group("value"), m.start("value"), m.end("value"), approx, False)
    return [CellLine(line, named, coords, num)]


_DURATION_AFTER = _SHAPES.DURATION_AFTER
# the time units a value axis may count in, each in seconds (units.named_units' symbols)
_SECONDS_IN = {"s": 1, "min": 60, "h": 3600}
_DURATION_PLACES = 2  # decimals a duration may take in the axis's unit ("1h 30m" is 1.5 h; "1h 20m" is unread)


def _time_unit(y_label: str | None) -> str | None:
    """The one unit of time a value axis's label names ("Duration (minutes)": "min"), or None."""
    said = named_units([y_label]) & _SECONDS_IN.keys() if y_label else frozenset()
    return next(iter(said)) if len(said) == 1 else None


def _duration_value(line: Line, named: list[Header], whole: frozenset[str], y_label: str | None) -> list[DataItem]:
    """ "- Setup: 1h 20m" on a y axis "Duration (minutes)": a label and its one value written as
    a duration in two units, nothing else on the line, in the unit the value axis counts in
    (80). Only where the y axis names exactly one unit of time, and the duration is a round
    number of it ("1h 20m" on an axis of hours, 1.333…, stays unread and is reported)."""
    unit = _time_unit(y_label)
    if unit is None:
        return []
    label, rest_at = leading_label(line.content)
    if label is None or len(label) > _MAX_LABEL:
        return []
    m = _DURATION_AFTER.fullmatch(line.raw, line.offset + rest_at)
    if m is None:
        return []
    hours, minutes, seconds = (int(m.group(g) or 0) for g in ("h", "hm", "ms"))
    minutes += int(m.group("m") or 0)
    value = Decimal(hours * 3600 + minutes * 60 + seconds) / _SECONDS_IN[unit]
    if value != round(value, _DURATION_PLACES):
        return []
    coords = _coords(line, line.offset, line.offset + rest_at, whole)
    if len(coords) != 1:
        return []
    start = m.end("hedge")
    end = start + len(line.raw[start : m.end()].rstrip(" \t*_`."))  # the duration as written, to its last unit
    number = int(value) if value == int(value) else float(value)
    num = Num(number, line.raw[start:end].strip(), start, end, bool(m.group("hedge")), False)
    return [CellLine(line, named, coords, num)]


def _valued_label(line: Line, named: list[Header]) -> list[DataItem]:
    """ "1. **Plums (20)** - Yellow segment, the smallest.": an item whose label is a name and its
    value in parentheses; the words after it only describe the mark (no number among them)."""
    if line.kind != "item":
        return []
    label, rest_at = leading_label(line.content)
    end = line.offset + rest_at
    if label is None or not _LISTED.fullmatch(strip_md(label)) or line.nums_in(end, len(line.raw)):
        return []
    if head_of(label).has(*_COUNTED_PARTS):
        return []  # "**Axes (5):** one per benchmark": how many of the figure's parts there are
    got = _entry(line, line.offset, line.raw[line.offset : end])
    if got is None or not got[2]:
        return []
    return [CellLine(line, named, [got[0]], got[1])]


# "- ~0.12 (0.5B)", "- 41% (Spring)": an item that is a value, then its category's name in brackets
_VALUE_THEN_NAME = _SHAPES.VALUE_THEN_NAME


def _value_then_name(line: Line, named: list[Header]) -> list[DataItem]:
    """An item that only holds a value and, in brackets after it, the category it stands at
    ("- ~0.12 (0.5B)"); a colour in the brackets names nothing."""
    m = _VALUE_THEN_NAME.fullmatch(line.content) if line.kind == "item" else None
    if m is None or _only_colour(m.group("name")):
        return []
    a, b = line.offset + m.start("name"), line.offset + m.end("name")
    value = next((n for n in line.nums if n.end <= a), None)
    coords = _coords(line, a, b)
    if value is None or len(coords) != 1 or len(coords[0].text.split()) > _MAX_LABEL_WORDS:
        return []
    return [CellLine(line, named, coords, value)]


# "30 at 100 tokens", "0.61 at epoch 40", "~52% at k=8": a value, then the one place it is at
_VALUE_AT_ITEM = _SHAPES.VALUE_AT_ITEM


def _box_statistic(name: str) -> bool:
    """Whether a name is one of a box's statistics: its median, a quartile ("Q1", "upper
    quartile", "IQR"), an end ("min", "maximum"), its whiskers or outliers."""
    text = strip_md(name).strip()
    if _MEDIAN.fullmatch(text) or _QUARTER_MARK.fullmatch(text):
        return True
    head = head_of(text)
    return bool(head.tokens) and all(
        k in ("QUARTILES", "BOX_MARKS") or (k == "SCALE_STOP" and t.casefold().startswith(("min", "max")))
        for k, t in head.tokens
    )


_QUARTER_MARK = _SHAPES.QUARTER_MARK  # "Q1", "Q3": a quartile beside a median
_MEDIAN = _SHAPES.MEDIAN


def _five_numbers(line: Line, named: list[Header]) -> list[DataItem]:
    """ "**Porto**: five-number summary 9, 18, 25, 33, 47": a box's minimum, quartiles, median
    and maximum in order; its value is the median, the third number."""
    label, rest_at = leading_label(line.content)
    # (says: the rest of a line is long, and most hold no word of a box's quartiles to scan for)
    if label is None or not says(line.content[rest_at:], "QUARTILES"):
        return []
    lists = [p for p in line.phrases if p.kind == "list" and p.start >= line.offset + rest_at]
    if len(lists) != 1 or len(lists[0].nums) != _FIVE:
        return []
    shared = _coords(line, line.offset, line.offset + rest_at)
    if len(shared) != 1:
        return []
    return [CellLine(line, named, [shared[0]], lists[0].nums[2])]


_FIVE = 5

# a heatmap's row named, quoted or bold, at a sentence's start: "Row 'Layer 3' ranges from …",
# "Row **North** peaks at …"
_ROW_OPENING = _SHAPES.ROW_OPENING
# a value's place in brackets right after it: "0.12 (col 1)", "4.8 (Jul)"
_PLACE_AFTER = _SHAPES.PLACE_AFTER


def _row_sentence(line: Line, named: list[Header]) -> list[DataItem]:
    """A heatmap's row said in a sentence, each value with its column in brackets: "Row 'Layer
    3' ranges from 0.12 (col 1) to 0.87 (col 6).", "Row 'East' peaks at 5.2 (Jun) and bottoms
    at 2.4 (Apr)." One cell per value; every number of the sentence must be such a value (or
    its column's), else nothing is read here."""
    m = _ROW_OPENING.match(line.raw, line.offset)
    if m is None:
        return []
    which = "quoted" if m.group("quoted") is not None else "bold"
    row = _coords(line, m.start(which), m.end(which))
    stop = FULL_STOP.search(line.raw, m.end())
    end = stop.start() if stop else len(line.raw)
    if len(row) != 1:
        return []
    out: list[DataItem] = []
    covered = m.end()
    for n in line.nums_in(m.end(), end):
        if n.start < covered:
            continue  # the number of a column ("(col 6)")
        place = _PLACE_AFTER.match(line.raw, n.end)
        got = _entry(line, n.start, line.raw[n.start : place.end()]) if place else None
        if got is None or got[1] is not n:
            return []
        out.append(CellLine(line, named, [row[0], got[0]], n, series_first=True))
        covered = place.end() if place else n.end
    return out if len(out) >= 2 else []


# the words that open a list of shares in a sentence with no colon: "Page views split into",
# "The budget is divided between", "The slices are", "It breaks down as"
_SHARES_OPEN = _SHAPES.SHARES_OPEN
_MIN_SHARES = 3


def _shares_in_sentence(line: Line, named: list[Header]) -> list[DataItem]:
    """A pie's shares listed in a sentence with no colon: "Traffic splits into Chrome 64%,
    Safari 19%, Firefox 9% and other 8%.", "The slices are Email (45%), Phone (30%), …", "Rent
    takes 38%, food 22%, …" (the first share said with its verb). Three or more, every value a
    percentage, each name its own: one slice each; anything else is no such list."""
    opened = [(m.start(), m.end(), False) for m in _SHARES_OPEN.finditer(line.raw, line.offset)]
    for at, start, sentence in [*opened, *((a, b, True) for a, b in _sentence_starts(line))]:
        stop = FULL_STOP.search(line.raw, start)
        shares = [n for n in line.nums_in(start, stop.start() if stop else len(line.raw)) if n.percent]
        if len(shares) < _MIN_SHARES:
            continue
        # the list ends at its last share ("…, Review (20%), clockwise from the top.")
        end = shares[-1].end + (line.raw[shares[-1].end : shares[-1].end + 1] == ")")
        entries = _entries(line, start, end)
        if start == at or sentence:
            # no opening words: the sentence's first share must be said with its verb ("Rent takes 38%")
            first = entries[0] if entries else None
            if first is None or not _SHARE_VERB.search(line.raw, start, first[1].start):
                continue
        if len(entries) < _MIN_SHARES or not all(v.percent for _, v, _ in entries):
            continue
        if len({k.text.casefold() for k, _, _ in entries}) != len(entries):
            continue
        return [CellLine(line, named, [k], v) for k, v, _ in entries]
    return []


_BINS_OPEN = _SHAPES.BINS_OPEN
_BINS_VERB = _SHAPES.BINS_VERB
_BINS_TAIL = _SHAPES.BINS_TAIL
_AND_COMMA = _SHAPES.AND_COMMA
_CLAUSE_ENDS = ("", ";", ",", ".")  # what may follow a sentence's counts and the words of what they count


def _bins_in_sentence(line: Line, named: list[Header]) -> list[DataItem]:
    """A histogram's bins and their counts said in a sentence: "The bins 0-10, 10-20 and 20-30
    hold 4, 9 and 15 runs; the bin 30-40 holds 6 runs." is 4 in 0-10, …, 6 in 30-40. The
    bins are stretches joined by commas or "and", the counts as many plain numbers right
    after the verb, then at most the words of what they count and the clause's end; anything
    else ("the bins 0-10 and 10-20 hold 4 more runs than …") is no such list."""
    out: list[DataItem] = []
    for m in _BINS_OPEN.finditer(line.raw, line.offset):
        after = [p for p in line.phrases if p.start >= m.end()]
        bins: list[Phrase] = []
        at = m.end()
        for p in after:
            if p.kind != "range" or not (p.start == at or (bins and _AND_COMMA.fullmatch(line.raw, at, p.start))):
                break
            bins.append(p)
            at = p.end
        verb = _BINS_VERB.match(line.raw, at) if bins else None
        counts = next((p for p in after if verb is not None and p.start >= verb.end()), None)
        if verb is None or counts is None or counts.kind == "range" or len(counts.nums) != len(bins):
            continue
        if line.raw[verb.end() : counts.start].strip(" ~≈") or any(n.percent for n in counts.nums):
            continue
        tail = _BINS_TAIL.match(line.raw, counts.end)
        rest = line.raw[tail.end() if tail is not None else counts.end :].lstrip()
        if rest[:1] not in _CLAUSE_ENDS:
            continue
        keys = [_coords(line, b.start, b.end) for b in bins]
        if any(len(k) != 1 for k in keys):
            continue
        out += [CellLine(line, named, k, n) for k, n in zip(keys, counts.nums, strict=True)]
    return out


# where a sentence starts: the line's first word, or one after a full stop
_SENTENCE_GAP = _SHAPES.SENTENCE_GAP


def _sentence_starts(line: Line) -> list[tuple[int, int]]:
    """Where each sentence of a line that opens on a capital starts, with the space before it: its
    first word (when the line's text is all of it, from its first column), and one after a full stop."""
    first = [(0, 0)] if line.offset == 0 and "A" <= line.raw[:1] <= "Z" else []
    return first + [m.span() for m in _SENTENCE_GAP.finditer(line.raw, line.offset)]


def _value_at_place(line: Line, named: list[Header]) -> list[DataItem]:
    """ "- 30 at 100 tokens" under "**Short Prompt (Blue):**": an item that is only a value
    and its place, of the series its header names."""
    if line.kind != "item" or not named or leading_label(line.content)[0] is not None:
        return []
    if not _VALUE_AT_ITEM.fullmatch(strip_md(line.content)):
        return []
    got = _entry(line, line.offset, line.raw[line.offset :].rstrip(" ."))
    if got is None or got[0].num is None:
        return []
    return [CellLine(line, named, [got[0]], got[1])]


# "Atlas (0.8)" and "37% (After 1st Round)": a name and its value, one in parentheses
_LISTED = _SHAPES.LISTED


# "0.55 at k=2", "52 at 1", "6 GB at 512", "3 s at batch 64": a value, its unit, then its place
_VALUE_AT = _SHAPES.VALUE_AT
# a name that is a clause: "The accepted segment reaches", "while the After bar is", "about"
_CLAUSE_NAME = _SHAPES.CLAUSE_NAME
# a parenthesis that states a value ("(value ≈ 0.040)", "(≈ 0.3)"), not a coordinate's name
_VALUE_NOTE = _SHAPES.VALUE_NOTE
# the words between a value and the number of its place: "0.33 at step 50", "0.46 near epoch 35"
_PLACE_BEFORE = _SHAPES.PLACE_BEFORE
_ERROR_BEFORE = _SHAPES.ERROR_BEFORE  # the number after "±" is an error bar, no value
_SHARE_VERB = _SHAPES.SHARE_VERB
# a hedged number the reader does not take as one ("~30k", "≈2.5M"): a place, never a name
_UNREAD_APPROX = _SHAPES.UNREAD_APPROX
# a setting, then its value: "m=3 ≈ 70", "k = 5: 0.61", "n=128 (71%)" (a symbol of one or two
# letters and a whole number name the entry; "r=0.43" is a value, no setting; "x=2" is a place)
_AXIS_SYMBOL = _SHAPES.AXIS_SYMBOL
SETTING_ENTRY = _SHAPES.SETTING_ENTRY
# what may stand before a value besides its name: "r=0.43", "~62%", "approximately 37%"
_BEFORE_ENTRY_VALUE = _SHAPES.BEFORE_ENTRY_VALUE
# the name after a value that comes first: "~95% Text", "0.4 Recall" (one or two capitalised
# words, so "12 models" or "20% higher" stay unread)
_NAME_AFTER_VALUE = _SHAPES.NAME_AFTER_VALUE


_SHADES = frozenset("light dark pale deep bright medium vivid soft intense muted very".split())
_ON_DIAGONAL = _SHAPES.ON_DIAGONAL
_AT_NAME = _SHAPES.AT_NAME
DIAGONAL = "\0diagonal"  # the coordinate of a value said to lie on the diagonal: its row's own column


# "'cat' vs 'cat' is bright yellow (≈0.8)": a pair of names, its colour, the value it reads as
_COLOURED_PAIR = _SHAPES.COLOURED_PAIR


def _coloured_pair(line: Line, named: list[Header]) -> list[DataItem]:
    """A heatmap's cell said by its row and column, its colour, then its value in parentheses
    ("'cat' vs 'cat' is bright yellow (≈0.8)"); the words between must only say a colour."""
    if len(line.nums) != 1 or " vs" not in line.content:
        return []
    m = _COLOURED_PAIR.fullmatch(strip_md(line.content))
    if m is None or not _only_colour(m.group("colour")):
        return []
    row, col = (_unquoted(m.group(k).strip()) for k in ("a", "b"))
    return [CellLine(line, named, [Coord(row, "", None), Coord(col, "", None, relation="")], line.nums[0])]


def _unquoted(text: str) -> str:
    """A name without the quotes around it ("'cat'" is cat)."""
    q = quoted(text)
    return q[0][0] if len(q) == 1 and len(q[0][0]) + 2 == len(text) else text


def _only_colour(text: str) -> bool:
    """Whether a name only says a colour ("Dark blue", "medium blue")."""
    words = [w.casefold() for w in _SHAPES.LETTERS.findall(text)]
    return bool(words) and all(w in COLOR_WORDS or w in _SHADES or w.endswith("ish") for w in words)


def _colour_place(after: str) -> Coord | None:
    """Where a value given by its colour stands: "on diagonal" (its row's own column) or
    'at "Green" intersection' (the column Green); None when the words name no place."""
    if _ON_DIAGONAL.match(after):
        return Coord(DIAGONAL, "", None)
    m = _AT_NAME.match(after)
    return Coord(m.group(1).strip(), "", None) if m else None


def _entries(line: Line, start: int, end: int | None = None) -> list[tuple[Coord, Num, bool]]:
    """The named values after `start` (up to `end`), separated by commas or semicolons outside
    parentheses: (coordinate, value, whether the name stood in parentheses beside the value).
    Empty when a part is not one name and one value; a part that gives a span is left out."""
    if (dash := _DASH_AFTER_LABEL.match(line.raw, start)) is not None and dash.end() < (end or len(line.raw)):
        start = dash.end()  # "**2015** — Oil 40%, Gas 35%": the dash ends the label, no part of Oil
    text = line.raw[start:end].rstrip(" .")
    lead = FULL_STOP.search(text)
    if lead is not None and not _SHAPES.DIGIT.search(text[: lead.start()]) and _SHAPES.DIGIT.search(text[lead.end() :]):
        # "Top-left quadrant. Accuracy ≈ 0.85, Cost ≈ 1.2 x 10⁵": a sentence that only says where
        # the point sits, then its named values
        start, text = start + lead.end(), text[lead.end() :]
    stop = FULL_STOP.search(text)
    if stop is not None and not _SHAPES.DIGIT.search(text[stop.end() :]):
        text = text[: stop.start()]  # "…, D 13%. D is the largest, and A the smallest.": the list ends
    out: list[tuple[Coord, Num, bool]] = []
    for at, part in _split_outside_parens(text, _ENTRY_SEP):
        a = start + at
        if any(p.kind == "range" for p in line.phrases_at(a, a + len(part))):
            continue  # "light green (0.2–0.4) off-diagonal": a span, no value of a cell
        if _AND_BEFORE.search(text, 0, at) and (len(out) < 2 or not _ENDS_ON_VALUE.search(part)):
            # "A 38%, B 27% and C 13%" is a list; "A (~70%) and B (~55%) lead the field" and "at
            # k=4 (F1: 27) and k=3 (F1: 20)" are sentences about two values
            return []
        if len(out) >= 2 and _MARKER_SIZE.search(part):
            break  # "altitude 2,400 m, 288 clear nights; medium bubble (2.5 m mirror)": how big the point is drawn
        got = _entry(line, a, part)
        if got is None and out and all(not k.num for k, _, _ in out):
            got = _field_after_value(line, a, part)  # "altitude 2,400 m, 288 clear nights"
        if got is None or _CLAUSE_OPENING.match(part):
            # "Scores start low (29.36), increase steadily to a peak (64.86), then slightly
            # decrease (62.63)": a sentence of a curve's course, its parts no names
            return []
        out.append(got)
        out += [(k, got[1], got[2]) for k in _also_at(part, got[0])]
    return out


# a part of a point's fields that says how big its marker is drawn: "medium bubble (2.5 m mirror)",
# "bubble ≈ 150 workers", "marker size 3"
_MARKER_SIZE = _SHAPES.MARKER_SIZE
# a field written value first, after fields written name first: "288 clear nights" (lower-case
# words, no sentence: "20% higher than" is none)
_FIELD_AFTER_VALUE = _SHAPES.FIELD_AFTER_VALUE


def _field_after_value(line: Line, a: int, part: str) -> tuple[Coord, Num, bool] | None:
    """ "288 clear nights" among "altitude 2,400 m, …": the value, then the field it is."""
    nums = line.nums_within(a, a + len(part))
    if len(nums) != 1 or strip_md(line.raw[a : nums[0].start]).strip(" ~≈"):
        return None
    after = _FIELD_AFTER_VALUE.fullmatch(line.raw, nums[0].end, a + len(part))
    if after is None or head_of(after.group("name")).has("BOX_MARKS") or _CLAUSE_NAME.search(after.group("name")):
        return None
    return Coord(after.group("name"), "", None), nums[0], False


# the further names of 'at "Adaptation" and "Tonic" intersections': ' and "Tonic"', ', "Burst"'
_MORE_NAMES = _SHAPES.MORE_NAMES


def _also_at(part: str, first: Coord) -> list[Coord]:
    """The other columns a value given by its colour stands at ('medium blue (0.6) at
    "Adaptation" and "Tonic" intersections': Tonic, after Adaptation)."""
    paren = _SHAPES.CLOSE_PAREN.search(part)
    after = strip_md(part[paren.end() :]) if paren else ""
    m = _AT_NAME.match(after)
    if m is None or m.group(1).strip() != first.text:
        return []
    out, at = [], m.end()
    while (more := _MORE_NAMES.match(after, at)) is not None:
        out.append(Coord(more.group(1).strip(), "", None))
        at = more.end()
    return out


# a part of a list that opens as a clause goes on: "then decline (51.8)", "increase to (64)";
# a line's ends said as its course: "Starts at ~5.6, ends at ~2.2" (no columns "Starts at", "ends at")
_CLAUSE_OPENING = _SHAPES.CLAUSE_OPENING


def _totals(line: Line, a: int, b: int, n: Num, unit: str = "") -> bool:
    """Whether the words between a and b, but for the number n and its unit, name a total
    ("total 38", "sum = 41", "total 90 ms"); `unit`: the unit the value before them is written
    with, which the total may repeat ("300 t (total 900 t)")."""
    if unit and line.raw[n.end : b].strip().casefold() == unit.casefold():
        after = b
    else:
        said = _UNIT_AFTER_TOTAL.match(line.raw, n.end, b)
        after = said.end() if said is not None else n.end
    return names_total(strip_md(line.raw[a : n.start] + " " + line.raw[after:b]).strip(" =:~≈"))


# the unit right after a total's number: "(total 90 ms)", "(sum: 1.2 s)", "(total 410 GB)"
_UNIT_AFTER_TOTAL = _SHAPES.UNIT_AFTER_TOTAL


# a value alone in brackets, or after a short remark on how it shows: "(12)", "(~0.4 ms)",
# "(not visible, ~0%)" (a segment too thin to see, its value stated all the same)
_PAREN_VALUE = _SHAPES.PAREN_VALUE


# a bracket that names a place by its axis, a colon and the place: "(Date: ~2023-01-15)", "(Step: 40)"
_LABELLED_PLACE = _SHAPES.LABELLED_PLACE


def _entry(line: Line, a: int, part: str) -> tuple[Coord, Num, bool] | None:
    """ "COCO 42.0", "Apples (12)", "−4.2 (Q1)", "r=0.43 (low recall)", "Gemini 1.0 Pro
    ~62%": one name and its value, with at most a short note."""
    b = a + len(part)
    nums = [n for n in line.nums_within(a, b) if not _ERROR_BEFORE.search(line.raw, a, n.start)]
    paren = _SHAPES.PAREN_GROUP.search(part)
    in_paren = False
    if (
        paren is not None
        and _LABELLED_PLACE.fullmatch(paren.group(1))
        and nums
        and nums[0].start < a + paren.start()
        and _BEFORE_ENTRY_VALUE.sub("", line.raw[a : nums[0].start])
    ):
        # "Actual ~180 mm (Date: ~2023-01-15)": a series' value and its place named in brackets,
        # no name and its value (the place no coordinate of the label's): left unread, reported
        return None
    setting = SETTING_ENTRY.fullmatch(strip_md(part))
    if setting is not None and len(nums) == 2:
        if _AXIS_SYMBOL.match(setting.group("name")):
            return None  # "x=2 (41)": a place and its value, not a name (the point readers take it)
        # "m=3 ≈ 70", "k=5 (0.61)": a setting names the value, its number is no value
        return Coord(setting.group("name").replace(" ", ""), "", None), nums[1], setting.group("paren") is not None
    if len(nums) == 1 and paren and a + paren.start() > nums[0].start:
        value = nums[0]
        if _BEFORE_ENTRY_VALUE.sub("", line.raw[a : value.start]):
            coords = _coords(line, a, value.start)  # "r=0.43 (low recall)": the name before, a note after
        else:
            coords, in_paren = _coords(line, a + paren.start(1), a + paren.end(1)), True  # "−4.2 (Q1)"
        tail = line.raw[value.end : a + paren.start()].strip()
    elif (
        len(nums) == 1
        and paren
        and _PAREN_VALUE.fullmatch(paren.group(1))
        and len(part[: paren.start()].split()) <= _MAX_LABEL_WORDS
    ):
        value = nums[0]  # "Apples (12)"
        coords, in_paren = _coords(line, a, a + paren.start()), True
        tail = line.raw[value.end : a + paren.end(1)].strip()
        if len(coords) == 1 and _only_colour(coords[0].text):
            # "Dark blue (1.0) on diagonal": a colour names no column, the words after it do
            place = _colour_place(strip_md(line.raw[a + paren.end() : b]))
            if place is None:
                return None
            coords = [place]
    elif (
        len(nums) == 1
        and not paren
        and not _BEFORE_ENTRY_VALUE.sub("", line.raw[a : nums[0].start])
        and (after := _NAME_AFTER_VALUE.fullmatch(line.raw, nums[0].end, b)) is not None
    ):
        # "~95% Text": the value first, then the one short name it belongs to
        value = nums[0]
        coords, tail = [Coord(after.group("name"), "", None)], ""
    elif (
        len(nums) in (1, 2)
        and not paren
        and not _BEFORE_ENTRY_VALUE.sub("", line.raw[a : nums[0].start])
        and (share := share_of_name(line.raw, nums[0].end, b)) is not None
    ):
        # "0.15 proportion of grade 2": the value first, then the thing it is a share of
        value = nums[0]
        coords, tail = _coords(line, share.start("name"), share.end("name")), ""
    elif len(nums) == 1 and not paren:
        value = nums[0]
        # "Cycling takes 38%", "Rail accounts for 12%": the name, a verb of its share, the value
        verb = _SHARE_VERB.search(line.raw, a, value.start)
        coords = _coords(line, a, verb.start() if verb else value.start)
        tail = line.raw[value.end : b].strip()
    elif (
        len(nums) == 2
        and not paren
        and fits(_LEAD_IN, line.raw[a : nums[0].start])  # ("Values: 80 at 1 GPU": a lead-in)
        and (at := _VALUE_AT.match(line.raw, nums[0].end, nums[1].start + 1)) is not None
    ):
        # "0.55 at k=2", "0.61 by step 40": the value, then its place
        value = nums[0]
        coords = _coords(line, at.end(), b)
        if len(coords) != 1 or coords[0].num is not nums[1]:
            return None
        tail = ""
    elif (
        len(nums) == 2
        and not paren
        and _year(nums[0])
        and not _year(nums[1])
        and not strip_md(line.raw[a : nums[0].start]).strip()
        and not line.raw[nums[0].end : nums[1].start].strip(" \t*_`")
    ):
        # "2018 50%, 2019 46%": a year, then its value, as "2018: 50%" gives them
        value = nums[1]
        coords = _coords(line, a, value.start)
        tail = line.raw[value.end : b].strip()
    elif (
        len(nums) >= 2
        and not paren
        and all(_SHAPES.ASCII_LETTER.search(line.raw[m.end : n.start]) for m, n in pairwise(nums))
        and not any(n.approx for n in nums[:-1])  # "ends ~0.33 at step 50": a value, then its place
        and not _PLACE_BEFORE.search(line.raw, nums[-2].end, nums[-1].start)
    ):
        # "Gemini 1.0 Pro ~62%": the numbers before the last are part of the name; but "at 4
        # shots ≈ 58.5" is a place on the axis named after its number
        value = nums[-1]
        at_place = len(nums) == 2 and _AT.match(strip_md(line.raw[a : nums[0].start]).strip()) is not None
        coords = (
            _coords(line, a, value.start)
            if at_place
            else [Coord(strip_md(line.raw[a : value.start]).strip(), "", None)]
        )
        tail = line.raw[value.end : b].strip()
    elif len(nums) == 2 and paren:
        pa, pb = a + paren.start(1), a + paren.end(1)
        inside = [n for n in nums if pa <= n.start < pb]
        outside = [n for n in nums if not pa <= n.start < pb]
        unit = line.raw[outside[0].end : a + paren.start()].strip() if outside and outside[0].start < pa else ""
        if len(inside) == 1 and len(outside) == 1 and outside[0].start < pa and _totals(line, pa, pb, inside[0], unit):
            # "Noise: 6 (total 38)": the bar's total after its last segment, a note on the bar
            return _entry(line, a, part[: paren.start()].rstrip())
        if _SHAPES.BARE_VALUE.fullmatch(paren.group(1)):
            return None  # "until epoch 2 (**30**)": a number in brackets after a place is its value, no name
        if len(inside) != 1 or len(outside) != 1 or _VALUE_NOTE.match(paren.group(1)) or outside[0].start > pa:
            # "μ=0.25 (value ≈ 0.040)": the parenthesis gives the value, not a name; "C (22%)
            # and D 13": a name and its value, then another's
            return None
        value, coords, in_paren = outside[0], _coords(line, pa, pb), True
        tail = line.raw[value.end : a + paren.start()].strip()
    else:
        return None
    if len(coords) != 1 or len(tail) > 12 or len(coords[0].text.split()) > _MAX_LABEL_WORDS:
        return None
    if _ENDS_ON_PLACE_WORD.search(coords[0].text):
        return None  # "6 GB at 512": a value, then its place; "6 GB at", "two outliers near" name nothing
    if head_of(coords[0].text).has("BOX_MARKS"):
        return None  # "Median ~34, IQR ~28–41, outliers at ~70": a box's outlier is no cell
    if SHARE_OF_MARK.match(line.raw, value.end) or _CLAUSE_NAME.search(coords[0].text):
        return None  # "about 60% of the bar", "The accepted segment reaches 150": no name and its value
    return coords[0], value, in_paren


_FIRST_YEAR, _LAST_YEAR = 1900, 2100


def _year(n: Num) -> bool:
    """A number written as a year ("2018"): four digits, no hedge, no sign."""
    return n.raw.isdigit() and len(n.raw) == 4 and _FIRST_YEAR <= int(n.raw) <= _LAST_YEAR and not n.approx


# a name that ends on the word that sets a place: "6 GB at" of "6 GB at 512"
# (or on a hedge: "two outliers near" of "two outliers near 400")
_ENDS_ON_PLACE_WORD = _SHAPES.ENDS_ON_PLACE_WORD
# a list's last part cut in its value: ", 8", "; **4"; or cut before it, right after the
# separator: "* Room 105: 590, " (the group "sep")
_LAST_PART = _SHAPES.LAST_PART


def read_cut(
    line: Line,
    outline: Outline,
    units: Units | None = None,
    whole: frozenset[str] = frozenset(),
    y_label: str | None = None,
) -> list[DataItem]:
    """The last line of a write-up cut off in the middle of a list of values ("- **B**:
    81.1% (P), 82.2% (Q), 8"), which reads as nothing whole: the values before its last
    part, read as the line would be. Its items hold the line up to the cut (see cut_line)."""
    m = _LAST_PART.search(line.raw)
    if m is None or m.start() <= line.offset:
        return []
    head = Line(line.kind, line.number, line.raw[: m.start()], line.raw[line.offset : m.start()], line.offset)
    head.indent, head.block, head.continuation = line.indent, line.block, line.continuation
    head.phrases = [*line.phrases_in(0, m.start()), *_phrase_before(line, m.start())]
    if m.group("sep") is not None and head.phrases and head.phrases[-1].kind == "num":
        # "* Room 105: 590, ": a list that stops after its first value's separator is a list of
        # that one value (the row's first place), not a label and its value
        last = head.phrases[-1]
        head.phrases[-1] = Phrase("list", last.nums, last.start, last.end)
    return read_line(head, outline, units, whole, y_label)


def _ends_on_separator(line: Line) -> bool:
    """Whether a line stops right after a list's separator that follows a value ("* Room 105:
    590, "): the write-up was cut before the list's next value."""
    m = _LAST_PART.search(line.raw)
    return m is not None and m.group("sep") is not None


def _phrase_before(line: Line, cut: int) -> list[Phrase]:
    """The part before `cut` of the list of values the cut falls in ("0.61, 0.58" of "0.61,
    0.58, 0."): a list of what is left, or one number."""
    crossing = [p for p in line.phrases_over(cut, cut + 1) if p.start < cut < p.end and p.kind == "list"]
    if not crossing:
        return []
    kept = [n for n in crossing[0].nums if n.end <= cut]
    if len(kept) >= 2:
        return [Phrase("list", kept, crossing[0].start, kept[-1].end)]
    return [Phrase("num", kept, kept[0].start, kept[0].end)] if kept else []


def _ends_cut(items: list[DataItem], line: Line) -> bool:
    """Whether the values read from the write-up's last line end in one cut off, which does
    not read as the others do ("0.61, 0.58, 0." stops in "0.", "81.1%, 82.2%, 8" in "8"): the
    line's last word, with fewer decimals than every other has (all as many), or no "%" where every
    other has one."""
    values = [v for it in items for v in _values_of(it)]
    if len(values) < MIN_BESIDE_CUT + 1 or strip_md(line.raw[values[-1].end :]).strip(" ."):
        return False
    *others, last = values
    if all(o.percent for o in others) and not last.percent:
        return True
    places = {decimal_places(o.raw) for o in others}
    return len(places) == 1 and decimal_places(last.raw) < min(places)


MIN_BESIDE_CUT = 2  # the values a cut one is compared with


def _values_of(item: DataItem) -> list[Num]:
    if isinstance(item, SeriesLine):
        return item.values
    return [item.value] if isinstance(item, CellLine) else []


def decimal_places(raw: str) -> int:
    m = _SHAPES.DECIMALS.search(raw)
    return len(m.group(1)) if m else 0


def cut_line(items: list[DataItem], last: Line) -> Line | None:
    """The write-up's last line when only its part before a cut was read (read_cut)."""
    for item in items:
        if not isinstance(item, TableData) and item.line.number == last.number and item.line.raw != last.raw:
            return last
    return None


_THREE_LETTERS = _SHAPES.THREE_LETTERS


def _examples_only(ln: Line) -> bool:
    """Whether every number of a line stands in an example after words ("… at every plant
    (e.g., Plant B: 60%)"): a claim that cites values, not a data line."""
    spans = [(m.start(), m.end()) for m in EXAMPLES.finditer(ln.raw)]
    if not spans or not _THREE_LETTERS.search(ln.raw[ln.offset : spans[0][0]]):
        return False
    return all(any(a <= n.start < b for a, b in spans) for n in ln.nums)


def names_type(content: str) -> bool:
    """Whether an item is the field that says what kind of chart the figure is ("- **Type**:
    Stacked bar chart", "**Chart Type:** Box plot, one box per brewer, 20 cups each")."""
    label, _ = leading_label(content)
    return label is not None and loose(label).endswith("type") and len(label.split()) <= 3 and bool(kinds_in(content))


def is_furniture(h: Header) -> bool:
    """Whether a header opens a section about the figure's furniture ("### Axis Markers",
    "**Legend:**", "**Whiskers:**"), whose numbers are no cells."""
    head = head_of(without_marks_note(h.label))  # ("Top (Column Labels)": a note of furniture keeps it furniture)
    # "**Maximum whisker values:**", "Outliers:": the marks around a box, whatever their name
    # ("**Common Abbreviations:**" over "**FP16:** 16-bit floating point": a key to the terms, no data)
    return (
        (head.holds_no_data and h.title is None)
        or head.opens_on_furniture
        or head.has("BOX_MARKS", "GLOSSARY")
        or _noted_as_key(h)
    )


_CLOSING_NOTE = _SHAPES.CLOSING_NOTE


def without_marks_note(label: str) -> str:
    """A header's label without a closing note that says how its lines are written, naming a
    box's marks among the fields: "**Boxes (median first, then the box and whiskers):**" and
    "**Boxes (median; box from Q1 to Q3; whiskers):**" head the boxes' lines, as "**Boxes:**"
    does (a label that is only such a note, or has none, is kept)."""
    note = _CLOSING_NOTE.search(label)
    named = label[: note.start()].strip() if note is not None and head_of(note.group()).has("BOX_MARKS") else ""
    return named or label


def run_in_over_named(h: Header, under: tuple[Header, ...]) -> bool:
    """Whether `h` is a paragraph's run-in label with its own sentence ("**Trend Verification &
    Spatial Grounding:** The chart is read from left to right.") and a header nearer the line
    names a thing ("1. **Edge Case Detection:**"): the paragraph says what it says, the named
    thing's lines are data, not the furniture's."""
    if h.line.kind != "text" or not strip_md(h.line.content[leading_label(h.line.content)[1] :]).strip():
        return False
    return any(g.title is not None for g in under[under.index(h) + 1 :])


def data_scope(under: tuple[Header, ...]) -> tuple[Header, ...]:
    """The headers a line sits under from the innermost that only names data ("**Data
    Series:**", "Data Points") on: a data list nested in the axes' section ("### Components/
    Axes" / "* **Data Series:**" / "* **Alpha:** rises to ~0.4 at step 8") is data, the
    section's furniture is no longer over it."""
    for i in range(len(under) - 1, -1, -1):
        toks = head_of(under[i].label).tokens
        if toks and all(k in ("DATA_WORD", "SERIES_WORD", "PUNCT") for k, _ in toks):
            return under[i:]
    return under


def _first_line(item: DataItem) -> int:
    """The line number a data statement starts on."""
    return item.lines[0].number if isinstance(item, TableData) else item.line.number


def _in_commentary(under: tuple[Header, ...]) -> Header | None:
    """Whether a line sits in a section of the model's own reading of the data read above it
    ("### Key Observations", "**Interpretation:**"), neither it nor a header nearer the line
    naming a series or a chart ("**Heron-3 Series (upward trend):**" names one): its "Label:
    value" items restate or work out values ("Retrieval brings the largest gain on Medical:
    +8.6 points", "**Peak:** 0.95"), no new cells."""
    for i, h in enumerate(under):
        if h.is_doc_title or names_chart(h.label):
            continue
        head = head_of(h.label)
        recap = head.has("COMMENTARY") or any(k == "SECTION" and t.casefold() in _RECAP for k, t in head.tokens)
        if recap and head.holds_no_data and all(g.title is None or _RANK_HEAD.match(g.label) for g in under[i:]):
            return h
    return None


# a header that opens on a rank names which values are extreme, no series: "2. **Highest
# Transferability**:" under "### Key Observations" restates cells read above it
_RANK_HEAD = _SHAPES.RANK_HEAD


# the words of SECTION (grammars/statements.lark) that name a recap of the data, not the
# parts of the figure ("### Summary"; "### Overview", "### Components" precede it; a "###
# Notes" list may restate a cell with another value, a conflict of data lines)
_RECAP = frozenset({"summary", "caveats", "caveat", "limitations", "limitation", "interpretation"})


def _no_cells_under(h: Header) -> bool:
    """A header over marks drawn on an axis or the grid lines behind the data: the numbers
    under it place or count the marks ("- `b`: -1.0", "Horizontal: 5 lines")."""
    head = head_of(h.label)
    return head.marks_on_axis or head.grid_lines


def _opens_on_key(h: Header | str) -> bool:
    """A header (or a line's label) that opens on the legend or the colour scale ("**Legend
    (Right Side):**", "Color Gradient:"), not one that mentions it ("a breakdown … with the
    color scale")."""
    head = head_of(h if isinstance(h, str) else h.label)
    return head.opens_on_furniture and head.has("LEGEND", "COLOUR_SCALE")


def _noted_as_key(h: Header) -> bool:
    """A header whose note says it is the legend or the colour scale ("**Score Categories
    (Legend):**"): the items under it are the key's entries, no cells."""
    note = _NOTE_AT_END.search(strip_md(h.label).rstrip(" :："))
    inner = note.group().strip()[1:-1].strip() if note is not None else ""
    return bool(inner) and len(inner.split()) <= 2 and _opens_on_key(inner)


def _key_listed_on_its_line(h: Header) -> bool:
    """Whether a legend's header lists its entries on its own line ("**Legend:** Solar
    (yellow), Wind (teal)"): the items after it are no more of the key, but the data."""
    label, at = leading_label(h.line.content)
    rest = strip_md(h.line.content[at:]).strip() if label is not None else ""
    return head_of(label or "").has("LEGEND") and "," in rest and not rest.endswith((":", "："))


_NAME_START = _SHAPES.NAME_START
_MAX_NAME_WORDS = 6


def names_record(line: Line) -> bool:
    """Whether a line is the field that names what a record describes ("- **Model**: Finch 2
    Pro.", "Method Name: Q-Sparse"): a name, no value, whatever digits it holds."""
    label, at = leading_label(line.content)
    if label is None or not head_of(label).names_entity:
        return False
    name = strip_md(line.content[at:])
    return _NAME_START.match(name) is not None and len(name.split()) <= _MAX_NAME_WORDS


def _heads_data(outline: Outline, i: int) -> bool:
    """Whether line `i` is a label alone ("**1. Batch: 8**", "**Epoch 3:**", "1. Batch: 8") that
    heads the line after it: a header, whose number places the lines below, not a value."""
    ln = outline.lines[i]
    h = outline.headers.get(ln.number)
    if h is None or i + 1 >= len(outline.lines) or (label_only(ln) is None and not is_place_line(ln.content)):
        return False
    if h not in outline.under(outline.lines[i + 1]):
        return False
    # "1. **Soup Slice (45.5%)**:" over lines that only describe the slice, no number among them:
    # nothing below for its number to place, the number is the header's own value
    below = itertools.takewhile(lambda b: h in outline.under(b), outline.lines[i + 1 :])
    return any(b.nums for b in below)


def read_data(
    outline: Outline,
    skip: set[int],
    units: Units | None = None,
    whole: frozenset[str] = frozenset(),
    y_label: str | None = None,
) -> list[DataItem]:
    """Every data statement of the write-up; lines in `skip` (axis and scale lines) are
    not data; `units`: the units each axis names (units.py); names in `whole` (the legend's
    entries, as loose keys) are never split; `y_label`: the y axis's label."""
    out: list[DataItem] = []
    table: TableData | None = None
    notes: list[Order] = []  # directions stated by prose or headers above the data
    timed = _time_unit(y_label) is not None  # a value axis of time: "1h 20m" holds a value, no number phrase
    for i, ln in enumerate(outline.lines):
        if ln.number in outline.headers or (ln.kind == "text" and not ln.continuation):
            h = outline.headers.get(ln.number)
            if h is not None and h.rank <= 7:
                notes = []
            said = direction(ln.content)
            if said and not any(p.kind == "list" for p in ln.phrases):
                notes = [said] + [o for o in notes if o != said]
        if ln.kind == "table_head":
            table = TableData([ln], outline.named_headers(ln), table_cells(ln))
            out.append(table)
        elif ln.kind == "table_row" and table is not None:
            cells = table_cells(ln)
            if note_row(cells):
                continue  # "| *(held-out test set, n = 1,000)* | | | |": a note across the table, no row
            table.lines.append(ln)
            table.rows.append(_continued(cells, table.rows))
        elif (
            ln.kind in ("item", "text")
            and ln.number not in skip
            and (ln.phrases or may_hold_suffixed(ln.content) or (timed and _DURATION_AFTER.search(ln.content)))
        ):
            if _heads_data(outline, i):
                continue  # "**1. Batch: 8**" over "* Plain: 31.5%": its number is the place of the lines below
            under = outline.under(ln)
            commentary = _in_commentary(under)
            if commentary is not None and any(_first_line(d) < commentary.line.number for d in out):
                # "### Key Observations" over "* Retrieval brings the largest gain: +8.6 points": a
                # reading of the data above it (with none above, its items are the data)
                continue

            if any(_no_cells_under(h) for h in under if not h.is_doc_title):
                continue  # "### Axis Markers" over "- `b`: -1.0", "**Grid Structure:**" over "Horizontal: 5 lines"
            if under and head_of(under[-1].label).has("GLOSSARY"):
                continue  # "**Common Abbreviations:**" over "**FP16:** 16-bit floating point": terms, no cells
            if any(h.title is None and _opens_on_key(h) and not _key_listed_on_its_line(h) for h in under):
                continue  # "**Legend:**" over "Numerical Range: 10 (green) → 0 (red)": the key, no cells
            if under and _noted_as_key(under[-1]):
                continue  # "**Score Categories (Legend):**" over "`0` (red) → `10` (green)": the key, no cells
            own = leading_label(ln.content)[0]
            # a header that names a panel ("Total rainfall") is not a note about aggregates
            aggregate_header = under and under[-1].title is None and AGGREGATE_HEADER.search(under[-1].label)
            if aggregate_header or (own and AGGREGATE_HEADER.search(own)):
                continue
            if own and head_of(own).has("LEGEND") and (_opens_on_key(own) or head_of(own).opens_on_furniture):
                continue  # "**Legend:** λ = 1.5, μ = 3", "- Legend: Clang 17 (Sky Blue)": names, no values
            if names_record(ln):
                continue  # "- **Model**: Finch 2 Pro.": the name of what the fields around it describe
            if names_type(ln.content):
                continue  # "**Chart Type:** Box plot, 20 cups per box": what the chart is, its count no cell
            if own and lists_ticks(own):
                continue  # "Intermediate markers: 80%, 60%, 40%" under a colour bar: its ticks, no cells
            if own and is_structural(own) and elided_ticks(ln):
                continue  # "Values: `0, 5, 10, ..., 1000`" under an axis: its ticks with a gap, no row
            if own and head_of(_NOTE_AT_END.sub("", strip_md(own))).names_title:
                continue  # "**Panel Titles (top):** "Layer 0", "Layer 16"": the charts' names, no values
            if own and head_of(own).has("PLACEMENT") and not _point_position(ln, own, outline):
                continue  # "**Spatial Grounding:** Label near x=4, y=95": where a mark is drawn, no value
            if own and head_of(own).has("BOX_MARKS"):
                continue  # "Whiskers: ~150 to ~380, with two outliers near 395": the box's marks, no cell
            if under and head_of(without_marks_note(under[-1].label)).has("BOX_MARKS"):
                continue  # "**Maximum whisker values:**" over "- `Plain`: 8": the box's marks, no cells
            if own and head_of(own).opens_an_example:
                continue  # "- Example: Step 6, decay=0.": an illustration of what was said, no cell
            if _examples_only(ln):
                continue  # "**Evening** beats Morning (e.g., Plant B: 60%).": a claim citing a value, no data
            items = read_line(ln, outline, units, whole, y_label)
            if ln is outline.lines[-1] and (not items or _ends_cut(items, ln) or _ends_on_separator(ln)):
                items = read_cut(ln, outline, units, whole, y_label) or ([] if items else items)
            for item in items:
                if isinstance(item, SeriesLine):
                    item.orders += [o for o in notes if o not in item.orders]
                out.append(item)
    return [t for t in out if not (isinstance(t, TableData) and _describes_axes(t))]


def _describes_axes(table: TableData) -> bool:
    """A table with one row per axis ("| **X-Axis (Rate)** | 0.0 | 1.0 | 0.25 |" under "| Axis |
    Minimum | Maximum | Major Tick Intervals |"): the axes' ranges and steps, no cells."""
    return bool(table.rows) and all(r and head_of(r[0].text).opening_axis is not None for r in table.rows)
