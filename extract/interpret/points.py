"""Point statements: one value at one place, in the styles most models write.

    Epoch 25: Loss ≈ 0.8                    x from the label, the value after the separator
    Step 200: approximately 40              hedge words between separator and value
    **Epoch 0.25:**  /  Original: Loss ≈ 0.55   a sub-list per x, one line per series
    **Original (Purple Line):** / Epoch 0: 0.95 a sub-list per series, one line per x
    GPT-4: 85%                              a category and its value (bar charts)
    Epoch 0: Original ≈ 0.9, Smoothed ≈ 0.8 several series at one x

These lines are the ones `data.read_data` leaves unread: lists of values, tables and
coordinate pairs stay there. A point knows its series (or None), its x and its value;
the assembler places it in the panel its headers name."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from extract.grammar import Shapes, fits
from extract.interpret.aggregates import SHARE_OF_MARK
from extract.interpret.axes import DAY_DATE
from extract.interpret.data import (
    AGGREGATE_HEADER,
    SETTING_ENTRY,
    change_arrow,
    counts_names,
    in_name,
    is_furniture,
    is_structural_point,
    names_record,
    names_type,
    run_in_over_named,
    table_cells,
)
from extract.interpret.mentions import x_names
from extract.interpret.units import suffixed_value
from extract.memo import ACROSS, per_document
from extract.models import Tick
from extract.outline import (
    PLACE_LEAD,
    Header,
    Outline,
    ends_on_kind,
    group_name,
    leading_label,
    opens_on_kind,
    place_note,
    places_chart,
)
from extract.reader import Line, Num
from extract.statements import (
    dashed_part,
    drawn_in,
    drawn_in_part,
    head_of,
    labelled_value_alone,
    letter_after,
    marks_described,
    says,
    statement_of,
    sublabel_dash,
    titled_before,
    values_compared,
    without_gloss,
)
from extract.text import is_structural, loose, singular, strip_md, unstated
from extract.wording import (
    COLOR_WORDS,
    FULL_STOP,
    MARK_WORDS,
    PLACE_WORDS,
    POSITION,
    colour_phrase,
    colour_prefix,
    count_value,
    is_colour_word,
    quoted,
    sentences,
    shade_only,
    without_hedge,
)

# the shapes of points, marks and legends are grammars/bindings.lark's; those built here at run
# time from a document's names say so
_SHAPES = Shapes("bindings")

_SERIES_NOTE_WORDS = MARK_WORDS | {"x"}
# where a mark stands or how it is filled: "Orange (bottom)", "Login Failure (Teal segment, top-left)",
# "Llama (Left Group)", "Blue (cross-hatch)", "Kite (far left)", "Wren (second from left)", "Lark
# (Third Bar)", "Base (Left Box Plot)", "Visits (orange line, right axis)", "(secondary y-axis)";
# a note of these words names nothing
_PLACE_NOTE_WORDS = frozenset(
    "top bottom left right upper lower middle center centre inner outer segment segments slice slices wedge "
    "section portion group hatch hatched hatching striped stripes stripe diagonal pattern patterned textured "
    "texture fill filled outline outlined leftmost rightmost topmost bottommost innermost outermost side "
    "far from plot column columns first second third fourth fifth last axis y y2 secondary primary "
    # which way a marker points: "(Green, Triangle marker pointing to the right)", "(inverted triangle)"
    "pointing pointed facing to upward upwards downward downwards leftward rightward inverted".split()
)
# "up"/"down" draw only after a word of pointing ("triangle pointing up"); alone they may name
_POINTED = frozenset(("pointing", "pointed", "facing"))
_POINTED_WAYS = frozenset(("up", "down"))
# where a grid's row or column stands: "TTPD (First Column)", "(2nd row)", "(last column)",
# "BLEU (Left Column)"
_GRID_PLACE = _SHAPES.GRID_PLACE
# words that join the notes of a mark ("represented by light red circles")
_NOTE_GLUE = frozenset(
    "and with a an the in colored coloured represented by shown as drawn denoted marked using plotted depicted "
    "indicated".split()
)
VALUE_NOUN = _SHAPES.VALUE_NOUN
# "Bar height corresponds to **47.99**" under its category's header: the value noun, then a
# verb of measuring in place of a separator
_VALUE_LEAD = _SHAPES.VALUE_LEAD
# "The dark blue bar reaches a height corresponding to approximately 47.99": a longer lead
# is still a value when a verb of measuring introduces the one number of the sentence
_MAX_VALUE_WORDS = 14
_VALUE_VERB = _SHAPES.VALUE_VERB
_MEDIAN_NOTE = _SHAPES.MEDIAN_NOTE
# "Accuracy = 33.1%. The bar extends to just above the 30% mark.": a sentence after the value
# on how its mark is drawn places the mark against the grid, it gives no value
# (and "Height is approximately 58. The top sits just below the 60 gridline.", "~22, a little
# above the 20 gridline": where the mark's top stands against the grid, no value of its own)
_DRAWN_NOTE = _SHAPES.DRAWN_NOTE
# the grid line or mark a sentence places a mark's top against: "rising just past the 1.0 grid line"
_AGAINST_GRID = _SHAPES.AGAINST_GRID


def _grid_before_value(rest: str, base: int, ln: Line) -> list[tuple[int, int]]:
    """The grid lines a description names before any other number of `rest` ("… extending
    above the 1.0 grid line. The value is 1.05."), as spans of `rest`; one named after the
    value ("52. Its top stops over the 40 gridline") is a drawn note, cut with what follows; and
    with no number after it, the grid line is the value ("Height is exactly at the 75 gridline")."""
    out: list[tuple[int, int]] = []
    for m in _AGAINST_GRID.finditer(rest):
        if any(not any(a <= n.start - base < b for a, b in out) for n in ln.nums_in(base, base + m.start())):
            break
        out.append(m.span())
    if out and not ln.nums_in(base + out[-1][1], base + len(rest)):
        return []
    return out


# ("Median ~0.8 (IQR: ~0.7–0.9)", "Median ≈ 3%, IQR ≈ 2-5%", "Median ≈ 0.47, Range ≈ 0.24-0.68":
# a box's or a violin's spread after its median)
_ERROR_NOTE = _SHAPES.ERROR_NOTE
_X_WORDS = _SHAPES.X_WORDS
_SEP = _SHAPES.SEP
_SENTENCE = _SHAPES.SENTENCE
# "both lines", "all methods", "all three methods": a value said of every entry of the legend
_BOTH = _SHAPES.EVERY_ENTRY
# a box's median in the note after its span: "spans ~0.5–0.7 (median ~0.6)", "(median: 12)"
_MEDIAN_IN_NOTE = _SHAPES.MEDIAN_IN_NOTE
# a value said, in its own clause, of many places at once: "~0.5 for most categories"
_FOR_MANY = _SHAPES.FOR_MANY


def said_of_many(text: str) -> bool:
    """Whether a value is said of many places at once in its own clause ("~0.5 for most
    categories"; not "72% (86). The largest across all charts")."""
    m = _FOR_MANY.search(text)
    return m is not None and _SHAPES.DIGIT.search(_SHAPES.STOP_MARK.split(text[: m.start()])[-1]) is not None


# a range, or a bound ("remains below 0.02", "stays above 90%"): no value at one place
_RANGE_WORDS = _SHAPES.RANGE_WORDS
# "Series 2: Alpha", "Category: Accurate", "Group 1 - Alpha": the word that says what kind of
# name follows ("Group-A" is a name: a hyphen inside a word separates nothing)
_SERIES_PREFIX = _SHAPES.POINTS_SERIES_PREFIX
_WORDS = _SHAPES.WORDS
_MAX_X_WORDS = 5
_MAX_BEFORE_WORDS = 7
_MAX_TAIL = 40  # prose after a value longer than this makes the line an observation
_CLAUSE_WORDS = frozenset(
    "is are was were has have had shows show remains remain becomes become with than which that "
    "highest lowest largest smallest best worst most least peak peaks maximum minimum".split()
)
_MAX_NAME_WORDS = 6
_NOTES_IN = _SHAPES.NOTES_IN  # a name's notes: "(Blue, largest slice)"
# a clause, not a name: "with a long tail reaching 0.9", "which climbs to 0.4"
# and a verb of how the line runs, then where it is: "Opens near ~11", "ends at ~13.5", "reaches roughly 48"
# (and "a long upper tail reaching", "the curve rising to": a mark, then a verb that carries it to the value)
_CLAUSE_OPENING = _SHAPES.POINTS_CLAUSE_OPENING
# a sentence that introduces the lines under it: "The chart presents the following data:"
_INTRODUCES = _SHAPES.INTRODUCES


@dataclass(slots=True)
class PointLine:
    """One value at one place: the series it belongs to (None: the chart's only one), its
    x (a number or a category) and its value."""

    line: Line
    named: list[Header]  # the headers that may name its panel (series and x headers left out)
    series: str | None
    x: Tick
    value: Num
    legend: list[str] = field(default_factory=list)
    prose: bool = False  # said in running prose (interpret/prose.py): never over a stated cell
    measure: str | None = None  # "Percentage" of "**Percentage**: 52%" under its category
    # the words that give a numeric x, as written ("Attempt 1" of "**1. Attempt 1 (Left
    # Bar):**"): an axis that lists "Attempt 1" as text keys the point by that tick, not by 1
    x_text: str | None = None
    # a series' value said with no place ("**Plain (red):** The bar reaches about 30"): the
    # x is the panel's one category, if the panel is named by it; else the line is reported
    placeless: bool = False
    # the words of a header that places the point while the line gives its own x ("Depth = 4"
    # over "8 → 22.41ms"): the place on the other axis, when the panel's axes say so
    header_place: str | None = None


_SERIES_WORD_TAIL = _SHAPES.SERIES_WORD_TAIL
_LINE_OR_CURVE_END = _SHAPES.LINE_OR_CURVE_END


@lru_cache(maxsize=ACROSS)  # a pure function of the name, asked of the same names over and over
@per_document
def series_name(text: str) -> str:
    """A series name without its colour and marker notes: "Original (Dark Purple Line)" ->
    "Original"; "Model-Q (7B)" keeps its size; a quoted name inside wins. A capital "Curve"
    names the analysis the curve draws ("Lift Curve", "ROC Curve"), a part of the name; "the
    Alpha curve" and "Original Line" only say how the series is drawn."""
    s = drawn_name(text)
    bare = _SERIES_WORD_TAIL.sub("", s)
    if bare != s and _LINE_OR_CURVE_END.search(s) and only_notes(bare) and _ENUMERATED.sub("", bare) == bare:
        bare = s  # "Black Dotted Line": a series named only by how it is drawn keeps the whole description
    return bare.strip(" -–—:") or strip_md(text).strip()


# (the name inside may hold brackets of its own: "Blue Line (ln(R_reg))")
_NAME_AND_NOTE = _SHAPES.NAME_AND_NOTE
_DASH_THEN_NAME = _SHAPES.DASH_THEN_NAME  # (outside brackets: "Alpha (Green Box - Left)")
_DATA_POINTS_TAIL = _SHAPES.DATA_POINTS_TAIL
_DATA_POINT_TAIL = _SHAPES.DATA_POINT_TAIL


@lru_cache(maxsize=ACROSS)  # a pure function of the name, asked of the same names over and over
@per_document
def drawn_name(text: str) -> str:
    """series_name before it drops the kind of mark a name ends on: "ROC Curve (Solid Blue
    Line)" -> "ROC Curve", which is the name when a legend lists it so."""
    s = strip_md(text).strip().rstrip(":： ").strip()
    q = [t for t, _ in quoted(s) if t]
    if len(q) == 1:
        return q[0]
    if q:  # 'Comparison 1: "ours" vs. "base"': the names it relates name neither alone
        s = _SHAPES.DOUBLE_QUOTE.sub("", s)
    s = _SERIES_PREFIX.sub("", s)
    # "Dotted Black Line (Model A)": the outside only describes the mark, the inside names it
    m = _NAME_AND_NOTE.fullmatch(s.strip())
    if m and unstated(m.group(2)):
        return m.group(1).strip()  # "Black Line (Unlabeled)": the note says no name is written
    if m and only_notes(m.group(1)) and not only_notes(m.group(2)) and not shade_only(m.group(1)):
        return m.group(2).strip()  # (but "Medium (12 oz)": a shade word alone is the name)
    # "Blue Data Point (Low)": a colour and the word for a point outside, the point's name inside
    # (a name of no colour: "Red Data Point (Dark)" is no name)
    point = _DATA_POINT_TAIL.fullmatch(m.group(1).strip()) if m else None
    if m and point and only_notes(point.group(1)) and not any(is_colour_word(w) for w in m.group(2).split()):
        return m.group(2).strip()
    # "OOCR (Me) - Dark Gray": a colour after a dash
    m = _DASH_THEN_NAME.search(s)
    if m and m.start() > 0 and only_notes(m.group(1)):
        s = s[: m.start()]
    s = without_notes(s)
    s = _DATA_POINTS_TAIL.sub(r"\1", s)  # "Cyan Data Points"
    # "—●— 2 Heads": a legend's line and marker drawn in glyphs before the name
    return s.lstrip(_DRAWN_GLYPHS).strip(" -–—:") or strip_md(text).strip()


_DRAWN_GLYPHS = " -–—:●○■□▲△▼▽◆◇★☆•◦"


_NOTE_SEP = _SHAPES.NOTE_SEP


def without_notes(text: str) -> str:
    """A name without the parentheses at its end that only say how or where it is drawn
    ("Timeout (Green)", "Orange (bottom)", "Saturated (✓)", "Base (Blue Line - Inner Polygon)"
    and "Left Wins (in Left vs. Right)" lose them; "Model-Q (7B)" stays; "Q-Anchored (SetA, Blue)"
    keeps what names: "Q-Anchored (SetA)"), and without a statistic after a comma ("Kite-1B,
    avg score=1.89" -> "Kite-1B")."""
    s = text.strip()
    head, comma, tail = s.rpartition(",")
    if comma and head.strip() and _STAT_NOTE.fullmatch(tail.strip()):
        s = head.rstrip()  # "Kite-1B, avg score=1.89": the legend's statistic after the name
    while (m := _END_PAREN.search(s)) is not None and m.start() > 0:
        note = _note_of(m)
        drawn = _DASHED_TAIL.split(note, maxsplit=1)
        # "(Blue Line - Innermost, Smallest Polygon)": how it is drawn, then where: all a note
        parts = [] if len(drawn) == 2 and only_notes(drawn[0]) else [p.strip() for p in _NOTE_SEP.split(note)]
        # "Saturated (✓)": a mark with no word or number in it only draws; "(AUC = 0.81)" is a
        # statistic of the series, not its name
        kept = [
            p
            for p in parts
            if p
            and not only_notes(p)
            and _SHAPES.WORD_CHAR.search(p)
            and not _STAT_NOTE.fullmatch(p)
            and not _GRID_PLACE.fullmatch(p)
            and not _REMARK.match(p)
            and not _DESCRIBES_MARK.search(p)
            and without_hedge(p).strip()  # "w/o (approximately)": a hedge on how the label reads
        ]
        if kept and len(kept) == len(parts):
            break
        # "Q-Anchored (SetA, Blue)": the colour is a note, the rest of the parenthesis names
        s = s[: m.start()].rstrip() + (f" ({', '.join(kept)})" if kept else "")
        if kept:
            break
    return s


# a note at the end of a name, in parentheses or brackets: "Timeout (Green)", "BSD [Blue]"
_END_PAREN = _SHAPES.END_PAREN


# "Blue Line - Innermost Polygon": a note on how it is drawn, then more description after a dash
_DASHED_TAIL = _SHAPES.DASHED_TAIL


def _note_of(m: re.Match[str]) -> str:
    """The text inside an _END_PAREN match."""
    return m.group(1) if m.group(1) is not None else m.group(2)


# a statistic of a series written beside its name: "AUC = 0.81", "avg score=1.89", "Mean: 4.2",
# a bar's total "Total: 10 students"
_STAT_NOTE = _SHAPES.STAT_NOTE


# a remark on where or when a name holds, not part of it: "Left Wins (in Left vs. Right)",
# "Tie (i.e. both equal)", "Refusal (for unsafe prompts)"
_REMARK = _SHAPES.REMARK


# a note on a slice or a segment as drawn, whatever it says of it: "(largest slice)", "(very
# thin slice, top-left)", "(dominant segment)"
_DESCRIBES_MARK = _SHAPES.DESCRIBES_MARK


# a number with a letter or a times sign glued to it, not an ordinal: "5x", "×3", "x2", "7B"
_GLUED_QUANTITY = _SHAPES.GLUED_QUANTITY


_HYPHENED_WORD = _SHAPES.HYPHENED_WORD


def only_notes(text: str) -> bool:
    """Whether `text` only describes how a series is drawn ("Dotted Black Line", "light blue",
    "Sandy-Brown": a compound counts when one of its parts is a colour or mark). A word glued
    to a number is a setting that names ("Vote (5x)", "Vote (x3)"), never a mark."""
    if _GLUED_QUANTITY.search(text):
        return False
    groups = [g.split("-") for g in _HYPHENED_WORD.findall(text)]
    return bool(groups) and all(
        (
            _note_word(g[0])
            or (i + 1 < len(groups) and _note_prefix(g[0], groups[i + 1][0]))
            or (i > 0 and g[0].casefold() in _POINTED_WAYS and groups[i - 1][0].casefold() in _POINTED)
        )
        if len(g) == 1
        else (
            any(len(part) > 2 and is_colour_word(part) for part in g) or all(_note_word(part) for part in g)
        )  # ("Sandy-Brown", "Dash-Dot"; "Cross-encoder" names a model: only one part is a mark)
        for i, g in enumerate(groups)
    )


_NOTES = _SERIES_NOTE_WORDS | COLOR_WORDS | _NOTE_GLUE | _PLACE_NOTE_WORDS


def _note_prefix(word: str, after: str) -> bool:
    """A word that draws only before a drawing word: "Sky" of "Sky Blue", "horizontal" of
    "horizontal stripes" (alone, "Flip (Horizontal)" names a variant)."""
    return colour_prefix(word, after) or (word.casefold() in _FILL_DIRECTIONS and _note_word(after))


# the way a fill's stripes run: "brown with horizontal stripes", "vertical hatching"
_FILL_DIRECTIONS = frozenset(("horizontal", "vertical"))


def _note_word(word: str) -> bool:
    """A word of a drawing note ("dashed", "lightcoral", "with"); a capital letter alone
    names a series ("Line A"), it is not the article."""
    if len(word) == 1 and word.isupper():
        return False
    return word.casefold() in _NOTES or is_colour_word(word)


_SERIES_LIST = _SHAPES.SERIES_LIST
_SERIES_LABEL = _SHAPES.SERIES_LABEL
_NOTE_VOCABULARY = _SERIES_NOTE_WORDS | COLOR_WORDS


def _series_entry(ln: Line) -> str | None:
    """The name a "Data Series 1: "Alpha" - a solid blue line" line gives a series."""
    if "eries" not in ln.content:  # cheap gate: most lines name no series
        return None
    label, at = leading_label(ln.content)
    if label is None or not _SERIES_LABEL.match(label.strip()):
        return None
    rest = ln.content[at:]
    q = quoted(rest)
    if q:
        return q[0][0]  # 'Data Series: A single line representing "COLLIE"'
    name = _SHAPES.NAME_END.split(strip_md(rest), maxsplit=1)[0].strip(" .")
    if _SHAPES.NOT_SERIES_NAME.match(name):
        # a sentence about the series ("Five horizontal bars, all in …", "There are three bars,
        # each …"), not its name
        return None
    return name if 0 < len(name.split()) <= 4 else None


# the noun of every mark of a chart: it tells no entry from another
_MARK_NOUNS = frozenset(["bar", "bars", "column", "columns", "line", "lines", "point", "points"])


_LOWER_WORD = _SHAPES.LOWER_WORD


def note_words(text: str) -> frozenset[str]:
    """The words of a text that say how a series is drawn ("solid", "blue", "line")."""
    return frozenset(w for w in _LOWER_WORD.findall(text.casefold()) if w in _NOTE_VOCABULARY or is_colour_word(w))


def legend_styles(lines: list[Line], legend: list[str]) -> dict[str, frozenset[str]]:
    """How each legend entry is drawn, from the line that names it ("Data Series 1:
    "Alpha" - a solid blue line" -> {solid, blue, line}); entries drawn alike are left out."""
    styles: dict[str, frozenset[str]] = {}
    if not legend:
        return styles
    entries = set(legend)
    by_words: dict[tuple[str, ...], str | None] = {}
    for e in legend:  # an entry by its words besides how it is drawn; two entries alike name none
        if k := _name_words(e):  # an entry named only by how it is drawn ("Blue") is looked up no such way
            by_words[k] = e if k not in by_words else None
    for ln in lines:
        entry = _series_entry(ln)
        q = [t for t, _ in quoted(ln.content)]
        if entry is None and len(q) == 1 and q[0] in entries and not _SENTENCE_OPENING.match(ln.content):
            entry = q[0]  # ('In the "Near Miss" group the green bar is the tallest': a sentence, no key)
        if entry is None or entry not in entries:
            if len(ln.content) > _MAX_LEGEND_LINE:
                continue
            # the whole line first: an entry's name may hold a comma ("Orange: Late Trains, Full Seats")
            for piece in [] if _drawn_entry(ln.content, by_words, styles) else _LEGEND_PIECE.split(ln.content):
                _drawn_entry(piece, by_words, styles)
            continue
        words = note_words(ln.content.replace(entry, " "))
        if words and entry not in styles and not words <= _MARK_NOUNS:
            # ("The bars for the full variant ("Mix") …" says no colour or stroke: it draws nothing)
            styles[entry] = words
    seen = list(styles.values())
    return {e: w for e, w in styles.items() if seen.count(w) == 1}


_ALNUM_WORD = _SHAPES.ALNUM_WORD
# a sentence that opens on a preposition: it places its colours in a group, it draws no entry
_SENTENCE_OPENING = _SHAPES.SENTENCE_OPENING


def _name_words(text: str) -> tuple[str, ...]:
    """The words of a text that name, not draw: "Black dotted line (Method P)" -> (method, p)."""
    return tuple(
        w.casefold()
        for w in _ALNUM_WORD.findall(text)
        if not _note_word(w) and not (w.casefold() in _LEGEND_GLUE and not (len(w) == 1 and w.isupper()))
    )


_LEGEND_GLUE = frozenset("legend for is are the a an".split())


def _drawn_entry(piece: str, by_words: dict[tuple[str, ...], str | None], styles: dict[str, frozenset[str]]) -> bool:
    """A piece of a line that is one legend entry and how it is drawn, nothing else ("Black
    dotted line: Method P", "cyan line (Method Q)"): the entry's style, unless known. Found
    by the piece's naming words, so a long legend costs one look-up a piece. Whether the
    piece named an entry."""
    plain = strip_md(piece)
    entry = by_words.get(_name_words(plain))
    if entry is None or entry in styles or entry not in plain or _DESCRIBED.match(entry):
        return False  # "Cyan Squares: One method.": an entry that only describes is no name to key by
    words = note_words(plain.replace(entry, " "))
    if words:
        styles[entry] = words
    return True


# "One method", "A second method": a determiner, then a word in lower case
_DESCRIBED = _SHAPES.DESCRIBED_ENTRY
# where one legend entry ends and the next begins on a line that lists several
_LEGEND_PIECE = _SHAPES.LEGEND_PIECE
_MAX_LEGEND_LINE = 400  # a longer line is prose, not a legend


# a note in parentheses ("Method A (dashed)"), with its text as a group; compiled once
_PARENS_GROUP = _SHAPES.PARENS_GROUP
_PARENS = _SHAPES.PARENS


# a note that says where a value was read, the legend ("Absolute Count (from legend)"): the
# label names that value, no legend ("Categories (Legend)" is the legend)
_READ_FROM_LEGEND = _SHAPES.READ_FROM_LEGEND


def legend_entries(lines: list[Line]) -> Legend:
    """Series names a legend lists: the quoted names after a legend label, on its line
    or on the items that follow it (flattened or nested), and the names "Data Series 1:"
    lines give."""
    entries = [e for ln in lines if (e := _series_entry(ln)) is not None]
    out: list[str] = []
    named_by_rest: set[int] = set()  # "* Blue: 32": a mark, then the name; no value
    for i, ln in enumerate(lines):
        if ln.kind == "text" and "egend" in ln.content:
            out += said_entries(ln.content)  # "The legend sits lower-left: a solid blue line for Quill and …"
        if ln.kind == "text" and (sole := sole_series(ln.content)) is not None:
            out.append(sole)  # 'The plot holds one line, named "Drift"': its only series
        if ln.kind == "text" and "(" in ln.content:
            out += drawn_parts(ln.content)  # "Each bar stacks three segments: Hay (tan, bottom), Oats (green, top)"
            out += quoted_drawn(ln.content)  # 'two kernels, "Fused" (green line) and "Eager" (red line)
        if ln.kind == "text" and " in " in ln.content:
            out += coloured_in(ln.content)  # "Platform 1 is drawn in blue, Platform 2 in green and …"
        label, at = leading_label(ln.content)
        # "**Legend**" or "Legend" alone on its line (a paragraph of a word or two)
        alone = (
            label is None
            and "egend" in ln.content
            and (statement_of(ln.content).form == "alone" or (ln.kind == "text" and len(ln.content.split()) <= 2))
        )
        if label is None and (ln.content.rstrip(" *_").endswith(":") or ln.kind == "heading" or alone):
            # "**Legend (Top):**" or "**Legend**" alone on its line, or "## Legend" over its entries
            label, at = strip_md(ln.content), len(ln.content)
            numbered = _ENUMERATED.match(label)
            label = label[numbered.end() :] if numbered else label  # "## 3. Legend and Colour Coding"
        # "## Series" over "* BLEU (Left Column)": a list of the series, named but valued nowhere here
        series_list = (
            label is not None and _SERIES_LIST.fullmatch(label.strip()) is not None and not ln.content[at:].strip()
        )
        # "**Legend (Top-Right of each chart):**": the words in brackets say where, they are no name
        where = _PARENS_GROUP.sub(lambda m: " " if POSITION.search(m.group(1)) else m.group(), label or "")
        # ("**Absolute Count (from legend):** 65,332": the legend only in a note that says where
        # the count was read, the label no legend's)
        if label is None or len(where.split()) > 4 or not (says(label, "LEGEND") or series_list):
            continue
        if _READ_FROM_LEGEND.search(label):
            continue
        if head_of(_PARENS.sub(" ", label)).has("PLACEMENT", "EXTENT"):
            # "**Legend Position**: bottom-right" says where it is, not what it lists; "**Legend
            # (Batch Size):**" names what its entries are
            continue
        rest = ln.content[at:]
        names = (
            # ('titled "Option Type."': the legend's own title, no entry)
            [
                t
                for t, at in quoted(rest)
                if not _SHAPES.NUMBER_CHARS.fullmatch(t)
                and not titled_before(rest[: at - 1])
                and not labelled_value_alone(t)  # 'the dashed red line represents the "Median: 0.17"'
            ]
            or inline_entries(rest)
            or marks_for(strip_md(rest))
        )
        # a legend line that names its entries and does not open a list ends the legend, and
        # so does one that says there is none ("**Legend**: Not visible in the image.")
        said = strip_md(rest)
        closed = (bool(names) and not said.rstrip().endswith(":")) or _NO_LEGEND.match(said) is not None
        if not names and not closed and (tabled := _table_entries(lines[i + 1 : i + 3 + _MAX_LEGEND_ROWS])):
            out += [drawn_name(n) for n in tabled]
            continue
        for nxt in [] if closed else lines[i + 1 : i + 12]:
            if nxt is lines[i + 1] and nxt.kind == "text" and nxt.content.rstrip(" *_").endswith(":"):
                continue  # "## Legend" over "The chart compares four methods, by colour:" and the entries
            if nxt.kind != "item" or (series_list and nxt.nums):
                break
            st = statement_of(nxt.content)
            sub_label = st.form == "alone" and st.label and len(st.label.split()) <= 2
            if names and st.form == "alone" and head_of(st.label or "").has("AXIS"):
                break  # "**Models (X-axis):**" over the ticks after the entries: an axis's list
            if sub_label and (is_structural(st.label or "") or head_of(st.label or "").has("COLOUR")):
                continue  # "**Colors**:" or "**Labels**:" between the legend's label and its entries
            lab, lab_at = leading_label(nxt.content)
            if lab is not None and _stands_for(lab) and len(meant := quoted(nxt.content[lab_at:])) == 1:
                names.append(meant[0][0])  # 'Light blue bar color represents: "Orca"': the quoted name
                continue
            if lab is None and not names and not quoted(nxt.content) and head_of(nxt.content).has("PLACEMENT"):
                continue  # "- Located in the bottom-right corner." before the entries: where, no name
            if head_of(lab or (st.label if st.form == "alone" else None) or "").lists_panels:
                break  # "**Model Sections**:" (or "Model Sections:") over the charts' names ends the legend
            if lab is not None and not names and head_of(lab).names_title:
                continue  # "**Title:** Model" before the entries: the legend's own title, no entry
            # "**Placement**: bottom-right" or "**Histograms:** three of them" after the entries
            if lab is not None and (head_of(lab).furniture or head_of(lab).has("PLACEMENT", "EXTENT", "CHARTS")):
                if not names and head_of(lab).has("PLACEMENT", "EXTENT"):
                    continue  # "**Position:** top-left" before "**Items:**" and the entries
                break
            if lab is not None and not strip_md(nxt.content[lab_at:]).strip(" :："):
                continue  # "**Colors**:" or "**Llama-3-8B**:" over entries: a heading inside the legend
            opens_list = nxt.content.rstrip(" *_").endswith((":", "："))
            if names and lab is not None and len(strip_md(nxt.content[lab_at:]).split()) > 2 and opens_list:
                break  # "**Panels**: Each pie is labeled with a city:" after the entries: a list of its own

            if lab is not None and _SERIES_LABEL.match(lab.strip()) and _series_entry(nxt) is not None:
                continue  # '**Series 1:** "Match" - a blue line': the name is the entry ("Series 1" is none)
            q = quoted(nxt.content)
            said_rest = strip_md(nxt.content[lab_at:]).strip(" .") if lab is not None else ""
            # "`Top`: Red line with circle markers": a rest that only draws leaves the label the name
            # ("Blue: a": a one- or two-letter rest is a name, though "a" is also a glue word of drawings)
            mark_label = (
                lab is not None
                and only_notes(lab)
                and bool(said_rest)
                and (
                    not only_notes(said_rest)
                    or (said_rest.isalnum() and len(said_rest) <= 2)
                    # "Green: Medium" beside "Blue: Low": a level, not the colour's shade
                    or said_rest.casefold() in _LEVEL_SHADES
                )
                and not marks_described(said_rest)  # "**Bars**: Teal bars representing counts": no name
                and not _share_alone(nxt, lab_at, said_rest)  # "**Teal**: 67.8%": the colour's share, no name
            )
            mark_quoted = bool(q) and q[0][1] <= 3 and mark_label
            if mark_quoted:
                q = quoted(nxt.content[lab_at:])  # "`Blue`: Won Left": the colour quoted, then the name
            if q and q[0][1] <= 3 and not mark_quoted:
                names.append(q[0][0])
            elif lab is None and (drawn := _drawn_arrow(nxt.content)) is not None:
                names.append(drawn)  # "Dotted black line → Model A": the mark, then the name
            elif lab is None and len(marked := marks_for(strip_md(nxt.content))) == 1:
                names += marked  # 'A blue square labeled "F1".'
            elif lab is None and len(q) == 1 and _LABEL_OF.search(nxt.content[: q[0][1]]):
                names.append(q[0][0])  # 'A blue square corresponds to the label "F1".'

            elif mark_label:
                # 'Green squares: "Big-Bench-Hard"': the label is the mark, the rest the name
                names.append(q[0][0] if q else _rest_name(said_rest))
                named_by_rest.add(nxt.number)
            elif lab is not None and (dashed := _dashed_entry(nxt.content, lab, lab_at)) is not None:
                names.append(dashed)  # "Accuracy - Rule Set (Solid Black Line)": the name holds its dash
            elif lab is not None and len(lab.split()) <= _MAX_NAME_WORDS and not is_structural(lab):
                names.append(lab)
                if nxt.nums and said_rest and only_notes(said_rest):
                    # "Beta-Clip (0.3): Purple": the number is the entry's name's, the colour how it
                    # is drawn; the line holds no value
                    named_by_rest.add(nxt.number)
            elif lab is None and 1 <= len(bare := drawn_name(nxt.content).split()) <= 4:
                names.append(" ".join(bare))  # "Difficulty (represented by light red circles)"
            else:
                break
        out += [drawn_name(n) for n in names]
    out = _abbreviated(out, lines)
    # one entry per name, as the legend writes it ("ROC curve", also named "ROC Curve" by a header)
    found = {_spelling(n): n for n in entries if n}
    found.update((_spelling(n), n) for n in out if n)
    return Legend(found.values(), named_by_rest)


# shade words that also name a level ("Low", "Medium", "High"): alone after a colour, a name
_LEVEL_SHADES = frozenset(["medium", "mid"])


def _rest_name(rest: str) -> str:
    """The entry a legend line names after its mark ("Orange: Late Trains"): up to a comma,
    unless what follows the comma is a name too ("Orange: Late Trains, Full Seats" is one
    entry, the legend's four colours each naming a pair of outcomes), capitalised, short and
    no drawing ("Blue: Alpha, dashed", "Blue: Alpha, the baseline" name Alpha)."""
    parts = _top_level_parts(rest)
    kept = [parts[0]]
    for part in parts[1:]:
        words = part.split()
        if not words or not words[0][0].isupper() or len(words) > _MAX_REST_WORDS or only_notes(part):
            break
        kept.append(part)
    return ",".join(kept)


_MAX_REST_WORDS = 4


def _top_level_parts(text: str) -> list[str]:
    """`text` split at its commas outside brackets: "(lr: 0.01, wd: 0.1)" is one part, the
    settings a legend's entry is named by."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth = max(0, depth - 1)
        elif ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    return [*parts, text[start:]]


def _dashed_entry(content: str, label: str, at: int) -> str | None:
    """The whole name of a legend entry whose label ends at a dash and whose rest names a part
    of it, how it is drawn in brackets after: "Accuracy - Rule Set (Solid Black Line)" is the
    entry "Accuracy - Rule Set" (a dual-axis chart's measure, then its series); "Alpha - a blue
    line" and "Baseline - Dashed Red (thin)" leave the name "Alpha", "Baseline" (the rest draws)."""
    m = dashed_part(content, len(label)) if content.startswith(label) else None
    if m is None:
        return None
    part = m.group("part").strip()
    if not part or only_notes(part) or len(part.split()) > _MAX_DASHED_WORDS or not only_notes(m.group("note")):
        return None
    return f"{label.strip()} - {part}"


_MAX_DASHED_WORDS = 3


def _table_entries(lines: list[Line]) -> list[str]:
    """The names a legend written as a table lists: under "## Legend", maybe after one
    sentence, "| Color | Runtime |" over "| Light Gray | **FastGen** |" names FastGen; the
    first column that is not the colour's holds the names. Empty when no table with a
    colour column follows."""
    at = 1 if lines and lines[0].kind == "text" else 0
    if len(lines) <= at or lines[at].kind != "table_head":
        return []
    head = [c.text for c in table_cells(lines[at])]
    colour = [head_of(h).has("COLOUR") for h in head]
    if not any(colour):
        return []
    rows = []
    for ln in lines[at + 1 :]:
        if ln.kind != "table_row":
            break
        row = table_cells(ln)
        if len(row) == len(head):
            rows.append([c.text.strip() for c in row])
    # "| Color | Marker | Label |": a column whose every cell only draws ("Circle", "Dashed")
    # says how the entry looks, like the colour's; the names are in the first other column
    drawn = [all(not r[j] or only_notes(r[j]) for r in rows) for j in range(len(head))]
    named = next((j for j, c in enumerate(colour) if not c and not drawn[j]), None)
    if named is None:
        named = next((j for j, c in enumerate(colour) if not c), None)
    if named is None:
        return []
    return [r[named] for r in rows if r[named]]


_MAX_LEGEND_ROWS = 24  # a legend table longer than this is data, read no further


def _abbreviated(names: list[str], lines: list[Line]) -> list[str]:
    """Entries whose full stop is the name's own: "Yellow stars: Alt." loses its period as
    a sentence's, but a label "Alt.: ~0.05" elsewhere writes the name with it: "Alt."."""
    if not names:
        return names
    dotted = {
        loose(label[:-1])
        for ln in lines
        if ".:" in ln.content or ".**" in ln.content
        if (label := leading_label(ln.content)[0]) is not None and label.endswith(".")
    }
    return [n + "." if loose(n) in dotted and not n.endswith(".") else n for n in names]


# before a quoted entry's name: 'a blue square corresponds to the label "F1"', '… is labelled "F1"'
_LABEL_OF = _SHAPES.LABEL_OF


def _stands_for(label: str) -> bool:
    """Whether a legend item's label is a mark and a verb of meaning ("Light blue bar color
    represents"): the quoted words after it are the entry."""
    m = _SHAPES.MARK_STANDS_FOR.match(strip_md(label).strip())
    return m is not None and only_notes(m.group("mark"))


# "a solid blue line with filled circles for Quill": a mark, then the name it stands for
_MARK_FOR = _SHAPES.MARK_FOR
# "A legend names the red line Petrol and the green line Hybrid": the verb that gives each
# mark its name right after it, and one such part: a mark that ends on its drawn noun, then the name
_NAMES_MARKS = _SHAPES.NAMES_MARKS
_MARK_THEN_NAME = _SHAPES.MARK_THEN_NAME
_LEGEND_WORD = _SHAPES.LEGEND_WORD
_MARK_PARTS = _SHAPES.MARK_PARTS


# 'a single curve (labelled "Drift")', 'only one line, named "Drift"', 'a single blue line named "Drift"':
# the chart's one series and its name
_SOLE_SERIES = _SHAPES.SOLE_SERIES
_SOLE_ENTRY_NAME = _SHAPES.SOLE_ENTRY_NAME


# "… three coloured segments:", "the lines are:": a sentence's words before the parts it names
_PARTS_SAID = _SHAPES.PARTS_SAID
_DRAWN_PART = _SHAPES.DRAWN_PART


def drawn_parts(content: str) -> list[str]:
    """The series a sentence names, each with how it is drawn: "Each bar is split into three
    segments: Hay (tan, bottom), Oats (green, middle) and Rye (red, top)" -> Hay, Oats, Rye;
    none unless every part is a name and a note of colours and places, one at least a colour."""
    m = _PARTS_SAID.search(content)
    if m is None:
        return []
    listed = FULL_STOP.split(content[m.end() :], maxsplit=1)[0].strip(" .")
    parts = [p for p in _SHAPES.AFTER_CLOSE_PAREN.split(listed)]
    # ("Browse, i.e. leafy branches (top, brown)": a gloss between the name and its note)
    found = [_DRAWN_PART.fullmatch(_glossed(p if p.endswith(")") else p + ")")) for p in parts]
    if len(found) < 2 or any(f is None or not only_notes(f.group("note")) for f in found):
        return []
    notes = [f.group("note") for f in found if f is not None]
    if not all(any(is_colour_word(w) for w in _SHAPES.LETTERS.findall(n)) for n in notes):
        return []
    return [strip_md(f.group("name")).strip(" \"“”'‘’`") for f in found if f is not None]


def quoted_drawn(content: str) -> list[str]:
    """The series a sentence names in quotes, each with how it is drawn in the brackets right
    after it ('two kernels, "Fused" (green line) and "Eager" (red line), as …' -> Fused,
    Eager); none unless two names or more are so written, each note only a colour and a mark."""
    found = []
    for name, at in quoted(content):
        close = content.find(name, at) + len(name)
        after = content[close : close + 1 + _MAX_NOTE].lstrip("\"”'’` ")
        if not after.startswith("(") or ")" not in after:
            continue
        note = after[1 : after.index(")")]
        if only_notes(note) and any(is_colour_word(w) for w in note.split()):
            found.append(name)
    return found if len(found) >= 2 else []


_MAX_NOTE = 40  # characters of a drawn note after a quoted name


def _glossed(part: str) -> str:
    """A part "name (note)" without a gloss between the name and its note."""
    at = part.rfind("(")
    return part if at <= 0 else without_gloss(part[:at]).rstrip() + " " + part[at:]


# the words that open a phrase about the marks, no series' name ("Each bar is drawn in blue")
_DETERMINERS = frozenset("the a an each every all both this these its their one".split())


def coloured_in(content: str) -> list[str]:
    """The series a sentence gives their colours: "Platform 1 is drawn in blue, Platform 2 in
    green and Platform 3 in purple" -> Platform 1, Platform 2, Platform 3; none unless two or
    more are named, each colour only a note, no name a phrase about the marks ("Each bar")."""
    out: list[str] = []
    for name, colour, rest in drawn_in(strip_md(content)):
        parts = [drawn_in_part(p) for p in rest]
        names = [name] + [p[0] for p in parts if p is not None]
        colours = [colour] + [p[1] for p in parts if p is not None]
        if (
            len(names) < 2
            or any(p is None for p in parts)
            or not all(c and only_notes(c) and any(is_colour_word(w) for w in c.split()) for c in colours)
            or any(n.split()[0].casefold() in _DETERMINERS for n in names)
        ):
            continue
        out += names
    return out


def sole_series(content: str) -> str | None:
    """The name a sentence gives a chart's only series: "The chart has a single curve
    (labelled "Drift") …" -> Drift; None when it names none."""
    m = _SOLE_SERIES.search(content)
    q = quoted(content[m.end() :]) if m else []
    if q and q[0][1] <= 1:
        return q[0][0]
    # "A small legend shows a single teal swatch labelled FP32, …": the legend's one entry, unquoted
    bare_name = _SOLE_ENTRY_NAME.search(content) if "egend" in content else None
    return bare_name.group("name") if bare_name is not None else None


def said_entries(content: str) -> list[str]:
    """The entries a sentence about the legend names by their marks: "The legend sits
    lower-left: a solid blue line with filled circles for Quill and a solid red line with
    hollow diamonds for Quill+Rerank" -> Quill, Quill+Rerank. Every part after the legend's
    word must be a mark for a name, else the sentence lists none."""
    out: list[str] = []
    for sent in FULL_STOP.split(strip_md(content)):
        word = _LEGEND_WORD.search(sent)
        if word is not None:
            out += marks_for(sent[word.end() :])
    return out


def marks_for(text: str) -> list[str]:
    """The names a legend's text gives its marks: "lower-left: a solid blue line for Quill and
    a solid red line for Quill+Rerank" -> Quill, Quill+Rerank; none unless every part is so."""
    naming = _NAMES_MARKS.search(text) if ":" not in text else None
    if naming is not None:
        text = text[naming.end() :]  # "names the red line Petrol and …": each mark, then its name
    else:
        text = text.partition(":")[2] or _SHAPES.UP_TO_VERB.sub("", text)
    names = []
    for part in _MARK_PARTS.split(FULL_STOP.split(text, maxsplit=1)[0].strip(" .")):
        m = (_MARK_THEN_NAME if naming is not None else _MARK_FOR).fullmatch(part.strip(" ."))
        name = m.group("name").strip(" .\"'“”") if m else ""
        # a name as written ("Quill", "v2 (ours)"), not a phrase ("for each model")
        if m is None or not only_notes(m.group("mark")) or not 1 <= len(name.split()) <= 4 or name[0].islower():
            return []
        names.append(name)
    return names


# (or an equals sign between spaces: "Green = Early"; "Rate=0.5" is a name)
_ARROW_SPLIT = _SHAPES.ARROW_SPLIT


def _drawn_arrow(content: str) -> str | None:
    """The name a legend item gives after an arrow from its mark: "Dotted black line → Model
    A" -> "Model A", "Green = Early" -> "Early"; None when the part before the arrow is not only a drawing note."""
    parts = _ARROW_SPLIT.split(strip_md(content).strip(" ."))
    if len(parts) != 2 or not only_notes(parts[0]):
        return None
    name = parts[1].strip(" .\"'“”")
    return name if 1 <= len(name.split()) <= _MAX_NAME_WORDS else None


def _spelling(name: str) -> str:
    """A name as a key of the same spelling whatever its case and spaces ("ROC Curve" and
    "ROC curve"; "r = 10^2" and "r = 10^-2" stay two)."""
    return " ".join(name.casefold().split())


# (or one that only repeats an axis's categories: "colour-coded labels matching x-axis categories")
_NO_LEGEND = _SHAPES.NO_LEGEND


def _share_alone(ln: Line, at: int, rest: str) -> bool:
    """Whether the rest of a legend's item after its label is one share and nothing else
    ("**Teal**: 67.8%"): the value of the slice drawn so, never the entry's name."""
    nums = [n for n in ln.nums if n.start >= ln.offset + at]
    bare_rest, bare_num = rest.lstrip("~≈ ").rstrip(" %"), nums[0].raw.lstrip("~≈ ").rstrip("%") if nums else ""
    return len(nums) == 1 and nums[0].percent and bare_rest == bare_num


def inline_entries(rest: str) -> list[str]:
    """The entries a legend line lists after its label, unquoted: "Base (light grey), Tuned
    (dark blue)", "FP16 shown in salmon, INT8 in dark teal; placed at the lower right",
    "upper left, three entries: HNSW (red), IVF (blue)". A sentence about the legend
    ("Located in the top-right corner, it identifies …") lists none."""
    text = strip_md(rest).strip()
    if not text or text.endswith(":"):
        return []
    # "Blue: 32; Green: 64; Gray: Average": every part a colour, then the name it stands for
    marked = [p.strip(" .") for p in text.replace(";", ",").split(",")]
    if len(marked) >= 2 and all(_drawn_as(p) != p for p in marked):
        return [_drawn_as(p) for p in marked]
    text = _SHAPES.CLAUSE_STOP.split(text, maxsplit=1)[0]
    text = text.rpartition(":")[2]  # "three entries: HNSW (red), …"
    # split outside parentheses: "SGD (blue, dashed), Adam (red)" is two entries
    masked = _SHAPES.PARENS_IN.sub(lambda m: "\0" * len(m.group()), text)
    cuts = [0, *(i for m in _SHAPES.AND_COMMA.finditer(masked) for i in m.span()), len(text)]
    parts = [text[cuts[i] : cuts[i + 1]].strip(" .") for i in range(0, len(cuts), 2)]
    joined = _settings(parts)
    names = []
    for part in joined:
        name = series_name(part) if part else ""
        # "Baseline (white with black outline)": a note that names a colour is how it is drawn
        plain = _SHAPES.SPACED_PARENS.sub(lambda m: "" if colour_phrase(m.group(1)) else m.group(), name)
        name = _drawn_as(plain)
        # "Gray = None": a word after its mark is the entry's name, even one legend prose uses
        words = {w.casefold() for w in _WORDS.findall(name)} if plain.startswith(name) else set()
        settings = part not in parts  # "λ = 1.5, μ = 3": settings joined into one name, not a sentence
        # "w/o A · w/o B" is four words: a mark between them is none
        count = sum(1 for t in name.split() if _SHAPES.WORD_CHAR.search(t))
        # ("Upper Reservoir", "Left Arm": a place word beside a name is part of the name; a part
        # of place words alone, "upper left", "top-right corner", says where the legend sits)
        prose = words & _LEGEND_PROSE - _PLACE_WORDS or (words and words <= _PLACE_WORDS)
        if not name or not (1 <= count <= 4 or (settings and count)) or prose or head_of(name).not_data:
            return []
        names.append(name)
    return names if len(names) >= 2 or len(joined) < len(parts) else []


# "λ = 1.5", "d=10", "lr: 0.01 (blue)": a parameter's setting
_SETTING = _SHAPES.SETTING


def _settings(parts: list[str]) -> list[str]:
    """The entries of a legend line's parts: settings of different parameters name one
    series together ("λ = 1.5, μ = 3" is one entry), settings of the same one are several
    ("d = 1, d = 10")."""
    out: list[str] = []
    set_here: set[str] = set()
    for part in parts:
        m = _SETTING.fullmatch(part)
        key = m.group("name").casefold() if m else None
        if key is not None and out and set_here and key not in set_here:
            out[-1] = f"{out[-1]}, {part}"
            set_here.add(key)
        else:
            out.append(part)
            set_here = {key} if key is not None else set()
    return out


_LEGEND_PROSE = frozenset(
    "located positioned placed position shows show showing identifies identifying contains lists "
    "entries entry none no not present explicit visible legend series lines colors colours each "
    "corner top bottom left right upper lower center centre side it the".split()
)
# the words of _LEGEND_PROSE that say where the legend sits, which a name may hold too
_PLACE_WORDS = frozenset("corner top bottom left right upper lower center centre side".split())
_DRAWN = frozenset(["shown", "drawn", "plotted", "depicted", "represented", "in", "as", "with"])


def _drawn_as(part: str) -> str:
    """A legend entry without how it is drawn: "FP16 shown in salmon" and "INT8 in dark
    teal" are FP16 and INT8; "Blue: Model A" and "Gray = Model A" are Model A."""
    words = part.split()
    for i in range(1, len(words)):
        if words[i].casefold() in _DRAWN and colour_phrase(" ".join(words[i:])) is not None:
            return " ".join(words[:i])
    for mark in (":", "="):
        head, sep, tail = part.partition(mark)
        if sep and colour_phrase(head) is not None and tail.strip():
            return tail.strip()
    return part


class Legend(list[str]):
    """The legend's entries in order, with the look-ups the readers ask of every point
    answered from indexes built once (a write-up may list thousands of entries): membership,
    an entry by its loose key, and an entry by the words a name starts with. `entry_lines`:
    the legend's own lines that name an entry after its mark ("* Blue: 32", the series 32),
    whose numbers are names, never values."""

    def __init__(self, entries: Iterable[str] = (), entry_lines: Iterable[int] = ()) -> None:
        super().__init__(entries)
        self.entry_lines = frozenset(entry_lines)
        self._members = set(self)
        self._by_key: dict[str, str] = {}
        self._by_words: dict[tuple[str, ...], str] = {}
        for entry in self:
            self._by_key.setdefault(loose(entry), entry)
            words = tuple(entry.casefold().split())
            if words:
                # of entries with the same words, the longest (as written) was the answer
                old = self._by_words.get(words)
                if old is None or len(entry) > len(old):
                    self._by_words[words] = entry
        self._longest = max((len(w) for w in self._by_words), default=0)

    @property
    def keys(self) -> set[str] | dict[str, str]:
        """The entries' loose keys."""
        return self._by_key

    def __contains__(self, name: object) -> bool:
        return name in self._members

    def match(self, name: str) -> str | None:
        """The entry a name refers to: equal, or the name starts with it ("Original Loss"
        is "Original"); whole words only ("MiniCPM-V" does not start with "Min")."""
        key = loose(name)
        if not key:
            return None
        if key in self._by_key:
            return self._by_key[key]
        words = tuple(name.casefold().split())
        starts = [e for n in range(1, min(len(words), self._longest) + 1) if (e := self._by_words.get(words[:n]))]
        if not starts and len(words) == 1 and "-" in words[0]:
            # "F1-Score" beside the legend entry "F1": the measure's word joined on by a hyphen
            head, _, tail = words[0].rpartition("-")
            if tail in _MEASURE_TAILS and (e := self._by_words.get((head,))):
                return e
        return max(starts, key=len) if starts else None


# words a write-up may join to a legend entry with a hyphen and still name that entry
_MEASURE_TAILS = frozenset(["score"])


def match_legend(name: str, legend: list[str]) -> str | None:
    """The legend entry a name refers to: equal, or the name starts with it ("Original
    Loss" is "Original")."""
    return (legend if isinstance(legend, Legend) else Legend(legend)).match(name)


def _outside_parens(text: str, base: int, nums: list[Num]) -> list[Num]:
    depth_at = []
    depth = 0
    for ch in text:
        if ch in "([":
            depth += 1
        depth_at.append(depth)
        if ch in ")]" and depth:
            depth -= 1
    return [n for n in nums if 0 <= n.start - base < len(text) and depth_at[n.start - base] == 0]


@dataclass(slots=True)
class _Place:
    """What a header says about the points under it."""

    x: Num | None = None  # "**Epoch 0.25:**"
    x_text: str | None = None  # the words that give x ("Attempt 1"), or the header's name
    series: str | None = None


def _x_of(text: str, line: Line, start: int, end: int, x_label: str | None = None) -> tuple[str, Num] | None:
    """ "Epoch 25", "Step 200", "k=3", "**2019**", "At 25 Training Steps" (the x axis named
    after the number): one number and at most a few words."""
    nums = line.nums_within(start, end)
    if len(nums) != 1 or any(p.kind != "num" for p in line.phrases if start <= p.start < end):
        return None
    if DAY_DATE.fullmatch(strip_md(text).strip(" :*_`")):
        return None  # "Oct 4": a day, one name, not the 4th place of an axis named Oct
    n = nums[0]
    if _SHAPES.OPENS_NOTE_AT_END.search(line.raw[start : n.start]):
        return None  # "FirstSpace (8)": a number in a name's parenthesis names, it is no x
    words = _WORDS.findall(strip_md(text))
    if len(words) > _MAX_X_WORDS:
        return None
    # "Model 21 (MultiChallenge)": a note after the x names the point, not the axis
    after = _SHAPES.PARENS_WHOLE.sub("", strip_md(line.raw[n.end : end]).strip(" :*_`"))
    axis_words = {w.casefold() for w in _WORDS.findall(x_label or "")}
    names_axis = bool(after) and {w.casefold() for w in _WORDS.findall(after)} <= axis_words
    if _SHAPES.THREE_LETTERS.search(after) and not _SHAPES.SHORT_UNIT_WORD.fullmatch(after) and not names_axis:
        return None  # "12 layers deep" is a name, not an x
    before = _SHAPES.PLACE_WORD_LEAD.sub("", strip_md(line.raw[start : n.start]).strip(" =:(*_`"))
    if _SHAPES.DIGIT.search(before) and _SHAPES.YEAR_NUMBER.fullmatch(n.raw):
        return None  # "Q1 2023", "H2 2024": a period of a year, one name, not the year 2023 on x
    return (before or after if names_axis else before), n


# "Start (Step 0)", "Peak (≈ Step 220)": which point, then its place in brackets
_NOTE_PLACE = _SHAPES.NOTE_PLACE


def _place_in_note(head: str, x_label: str | None) -> bool:
    """Whether a point's label gives its place in brackets, named by the x axis's words:
    "**Start (Step 0):**" on an axis "Training Steps"."""
    m = _NOTE_PLACE.search(strip_md(head))
    if m is None or not x_label:
        return False
    axis = {singular(w) for w in _WORDS.findall(_NOTES_IN.sub(" ", x_label).casefold())}
    return {singular(w) for w in _WORDS.findall(m.group("name").casefold())} <= axis


def tick_in_axis_words(name: str, x_label: str | None) -> str | None:
    """The tick a place names amid the x axis's own words: "At 32K sequence length" or "at
    sequence length 32K" with the x axis "Sequence Length" is "32K". One token holds a digit,
    every other word is the axis's or the one place word before it; else None."""
    tokens = name.split()
    marks = [t for t in tokens if any(c.isdigit() for c in t)]
    if not x_label or len(marks) != 1 or not all(t is marks[0] or _WORDS.fullmatch(t) for t in tokens):
        return None
    axis = {singular(w) for w in _WORDS.findall(_NOTES_IN.sub(" ", x_label).casefold())}
    words = [singular(t.casefold()) for t in tokens if t is not marks[0]]
    if words and words[0] in PLACE_WORDS:
        words = words[1:]
    return marks[0] if words and set(words) <= axis else None


def _x_list(line: Line, start: int, end: int, x_label: str | None) -> list[Num] | None:
    """The x values a label lists after the x axis's name ("Sizes 50, 60, 70, 80" with the x
    axis "Puzzle size"): one list of numbers, nothing after it; a range is no list."""
    phrases = line.phrases_in(start, end)
    if len(phrases) != 1 or phrases[0].kind != "list":
        return None
    p = phrases[0]
    before = _SHAPES.PLACE_WORD_LEAD_NOT_BY.sub("", strip_md(line.raw[start : p.start]).strip(" =:*_`"))
    if strip_md(line.raw[p.end : end]).strip(" :：*_`") or not before:
        return None
    words = {singular(w) for w in _WORDS.findall(before.casefold())}
    axis = {singular(w) for w in _WORDS.findall((x_label or "").casefold())}
    return p.nums if 0 < len(words) <= 2 and words <= axis else None


def _as_written(line: Line, start: int, n: Num) -> str:
    """The words of a place up to its number, as written: "Attempt 1" of "**1. Attempt 1 (Left
    Bar):**" (from `start`, after the list's number)."""
    return strip_md(line.raw[start : n.end]).strip(" :*_`(")


def _x_name(name: str, x_label: str | None) -> bool:
    """Whether the words before a number name the x axis ("Epoch 3", "Step 200", "Model 21"
    under "Model Number"), not a thing ("Claude 3", "Mixed 2")."""
    if not name:
        return True
    if x_label and set(_WORDS.findall(name.casefold())) & set(_WORDS.findall(x_label.casefold())):
        return True
    if x_label and initials(x_label) == _SHAPES.GLUE_CHAR.sub("", name).casefold():
        return True  # "WD = 10^-4" with the x axis "Weight Decay (log scale)"
    return len(name.split()) <= 2 and bool(_X_WORDS.search(name))


def initials(label: str) -> str | None:
    """The initials of an axis's name of two or more words ("Learning Rate" -> "lr"), its
    notes in parentheses left out."""
    words = _WORDS.findall(_SHAPES.PARENS_IN.sub(" ", label))
    return "".join(w[0] for w in words).casefold() if len(words) >= 2 else None


# "Precision (p)", "F1 Score (f1)", "Mean Absolute Error (MAE)": a name and, in brackets, the
# short form the write-up writes beside its values
_SHORT_FORM = _SHAPES.SHORT_FORM


def short_form(entry: str) -> str | None:
    """The short form a legend entry gives its name in brackets, when the short form is the
    name's beginning or its initials ("Precision (p)" -> "p", "Accuracy (acc)" -> "acc",
    "Mean Absolute Error (MAE)" -> "MAE"); None for any other note ("Model-Q (7B)",
    "Kite (Red)")."""
    m = _SHORT_FORM.fullmatch(entry.strip())
    if m is None:
        return None
    name, short = loose(m.group(1)), loose(m.group(2))
    if not name or short == name:
        return None
    return m.group(2) if name.startswith(short) or initials(m.group(1)) == short else None


def _header_place(h: Header, legend: list[str], x_label: str | None) -> _Place:
    ln = h.line
    a, b = ln.offset, ln.offset + len(ln.content)
    enum = _ENUMERATED.match(ln.raw, a, b)
    if enum is not None:
        a = enum.end()  # "**1. Black Dotted Line:**": the list's number is no x
    lead = PLACE_LEAD.match(ln.raw, a, b)
    if lead is not None:
        a = lead.end()  # "**For 4 in-context examples:**": the place 4 in-context examples
    got = _x_of(h.label, ln, a, b, x_label)
    rest_at = statement_of(ln.content).leading[1]
    if got is not None and rest_at and got[1].start >= ln.offset + rest_at:
        got = None  # "**gamma-1:** (Purple line) Flat after b=2.": a place after the label is not the header's
    if got is not None:
        name, n = got
        entry = match_legend(series_name(h.title or h.label), legend)
        if _x_name(name, x_label) and entry is None:
            # "Epoch 3"; but "Claude 3" is a name, and so is "Step 500 (Blue Line)" over a
            # chart whose legend lists "step 500"
            return _Place(x=n, x_text=_as_written(ln, a, n))
    if names_stretch(ln):
        # "**Initial Phase (0–1,000 steps)**:": a stretch of the x axis, not a series (a stretch
        # in the text after the label, "**Alpha:** stays near 3-4 from step 2 on", is the series')
        return _Place()
    if (group := group_name(h.label)) is not None:
        return _Place(series=group, x_text=group)  # 'Category 3: "Graph" (Rightmost group)': its name, any word
    name = series_name(h.title or h.label)
    # "**All:**" titled as a listed category (interpret._title_ticks) names it, structural or not
    titled = h.title == h.label and is_structural(h.label)
    if not name or (is_structural(name) and not titled) or len(name.split()) > _MAX_NAME_WORDS:
        return _Place()
    if (head_of(name).not_data or head_of(name).has("CATEGORIES") or only_says_values(name)) and not titled:
        return _Place()  # "Legend", "Key Categories": a label over the data, no series
    if _sign_band(name) and match_legend(name, legend) is None:
        return _Place()  # "**Below Zero (Red Bars):**": the bars on one side of zero, no series
    if h.title is None and _INTRODUCES.search(h.label):
        return _Place()  # "The chart presents the following data:": a sentence over the data, no name
    if h.title is None and _described(name):
        return _Place()  # "Latency climbs fastest here:": a sentence over the data (outline.clean_title), no name
    # "ROC Curve (Solid Blue Line)" with the legend's "ROC curve": the mark's kind is part of the name
    hit = match_legend(drawn_name(h.title or h.label), legend) or match_legend(name, legend)
    if hit is None and (lettered := _LIST_LETTER.match(name)) is not None:
        hit = match_legend(name[lettered.end() :], legend)  # "#### b. **Beta (Red)**": the entry Beta
    if (
        hit is not None
        and suffixed_value(hit) is not None  # (a size written "20k", never a name such as "GPT-4")
        and loose(hit) != loose(name)
        and loose(tick_in_axis_words(name, x_label) or "") == loose(hit)
    ):
        # "**20k Corpus Documents:**" beside a second legend of sizes (20k, 40k, …) and the x axis
        # "Corpus Documents": the place on x, named with the axis's words; the entry alone is "20k"
        return _Place(x_text=name)
    return _Place(series=hit or name, x_text=name)


def _sign_band(name: str) -> bool:
    """Whether a name only says which side of zero its bars stand on ("Below Zero", "Negative
    Values")."""
    toks = head_of(name).tokens
    return any(k == "SIGN_BAND" for k, _ in toks) and all(k in ("SIGN_BAND", "PUNCT") for k, _ in toks)


_MAX_TITLE_WORDS = 3  # words of a header outline.clean_title finds no name in: more are a description


def _described(name: str) -> bool:
    """Whether a header that names nothing is a sentence in sentence case ("Latency climbs
    fastest here"): more than three words, every one after the first in lower case ("Empirical
    Data / Power-Law Fit" names its series in title case)."""
    words = name.split()
    return len(words) > _MAX_TITLE_WORDS and all(w.islower() for w in words[1:])


def only_says_values(name: str) -> bool:
    """Whether a label, its notes aside, only says values follow ("Approximate data points
    (read by eye)", "**Key Points:**"): it names no series."""
    return head_of(_NOTES_IN.sub(" ", strip_md(name)).strip()).anonymous_measure


# the letter of a list item a title keeps as a panel's ("(b) Beta" of "b. **Beta**"): over a
# legend entry it is the item's letter, no part of the series' name
_LIST_LETTER = _SHAPES.LIST_LETTER


# a list's number written inside a header's marks: "**1. Alpha:**", "**(2) Beta**"
_ENUMERATED = _SHAPES.ENUMERATED
_CHANGE_ARROW = _SHAPES.CHANGE_ARROW


def names_stretch(ln: Line) -> bool:
    """Whether a header's line names a stretch of an axis: "(0–1,000 steps)", "(1000 →
    1500)"; in its label when it has one (the words after "**Alpha:** levels off near 40-45
    from step 4 on" speak of the series Alpha, they do not make its header a stretch)."""
    rest_at = statement_of(ln.content).leading[1]
    upto = ln.offset + rest_at if rest_at else len(ln.raw)
    return (
        any(p.kind == "range" and p.start < upto for p in ln.phrases)
        or _CHANGE_ARROW.search(ln.raw, ln.offset, max(upto, ln.offset)) is not None
    )


# a word saying what kind of thing is named, then the name quoted: "Character 'a' (Blue)"
_KIND_THEN_QUOTED = _SHAPES.KIND_THEN_QUOTED


def header_series(
    h: Header, legend: list[str], x_label: str | None, styles: dict[str, frozenset[str]] | None = None
) -> str | None:
    """The series a header names for the points under it ("**Alpha (Red):**", a legend
    entry, or "Training Accuracy (Solid Blue Line)" when the legend draws one entry so),
    or None for a panel, an x or a section header."""
    place = _header_place(h, legend, x_label)
    # "#### b. **Beta (Red)**" with Beta in the legend: the letter of a list of the series
    listed = place.series in legend and _LIST_LETTER.match(h.title or "") is not None
    if place.series is None or (_PANEL_WORD.match(strip_md(h.label)) and not listed):
        return None  # "#### Left Plot ("Slow" Runs)": a chart, though it names a legend entry
    if place.series in legend:
        return place.series
    # "1. **Blue Data Point** (Low):": the note after the bold name is the legend entry it draws
    noted = match_legend(series_name(_ENUMERATED.sub("", strip_md(h.line.content), count=1)), legend)
    if noted is not None and noted != place.series and only_notes(_DATA_POINT_TAIL.sub(r"\1", place.series or "")):
        return noted
    kind_quoted = _KIND_THEN_QUOTED.fullmatch(strip_md(h.title or h.label).strip())
    if kind_quoted is not None and kind_quoted.group("name") in legend:
        return kind_quoted.group("name")  # "**Character 'a' (Blue):**" with `a` in the legend: the series a
    named = h.title or h.label
    # "**Black Dotted Line:**" names its series only by how it is drawn: all its words say how
    drawn = note_words(named if only_notes(place.series) else named.replace(place.series, " "))
    alike = [e for e, w in (styles or {}).items() if drawn and drawn <= w]
    if len(alike) == 1 and _may_rename(place.series, alike[0]):
        return alike[0]
    if (h.rank >= 7 or drawn_note(h.label)) and not _names_panel(h.label):
        # "**Alpha:**", or a heading that says how its series is drawn ("### Training Loss (Blue Line)")
        return place.series
    return None


def _may_rename(name: str, entry: str) -> bool:
    """Whether a header's series may take the name of the legend entry drawn as its note says:
    when its own name is only how it is drawn ("**Blue Line:**"), or shares a word with the entry
    ("Accuracy (Blue Line)" and "Train Accuracy"), or a word's stem ("Training Accuracy (Solid
    Blue Line)" and "Size=25 Train"); "**Recall (Green Line)**" keeps its name beside an entry
    "Right Change: black circles (green line)"."""
    own = _name_words(name)
    if not own:
        return True
    theirs = _name_words(entry)
    return any(
        a == b or (min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a))) for a in own for b in theirs
    )


def drawn_note(label: str) -> bool:
    """Whether a header's label ends on a note of how a series is drawn ("Training Loss
    (Blue Line)"), in a header that names no chart ("Results (bar chart)")."""
    m = _END_PAREN.search(strip_md(label))
    if m is not None and letter_after(label) is not None:
        return False  # "#### Vocals (a)": a panel's letter (the "a" no article of a note)
    return m is not None and only_notes(_note_of(m)) and not _CHART_WORDS.search(label)


_CHART_WORDS = _SHAPES.CHART_WORDS


def headers_naming_series(
    outline: Outline,
    legend: list[str],
    x_label: str | None,
    announced: bool = False,
    styles: dict[str, frozenset[str]] | None = None,
) -> dict[int, str]:
    """The series each header names (header_series), by the header's line: computed once per
    write-up, for the point, prose and panel readers. Where the write-up announces several
    charts, a bold name over lines that each name a drawn series ("**ARC-Q**" over "- **Ours
    (red):** starts at 0.30 …") is a chart, not a series, and so is one whose note places it
    ("#### Loss (Top-Right)"). `styles`: the legend_styles of the legend, when the caller has
    them (else found here)."""
    if styles is None:
        styles = legend_styles(outline.lines, legend)
    over_series = _over_drawn_series(outline, legend) if announced else set()
    found = {
        h.line.number: hit
        for h in outline.headers.values()
        if h.title
        and not h.is_doc_title
        and (hit := header_series(h, legend, x_label, styles)) is not None
        and (h.line.number not in over_series or hit in legend or (drawn_note(h.label) and not place_note(h.label)))
    }
    if len(legend) >= 2:
        # "#### A100 (Blue)" over "- **Initial Behavior**:" over "- Starts at 20 at 2048": a
        # stage of the legend entry's course, which names no series of its own
        for number, hit in list(found.items()):
            if hit not in legend:
                head = outline.headers[number]
                if any(found.get(h.line.number) in legend for h in outline.under(head.line) if h is not head):
                    del found[number]
    return found


def _over_drawn_series(outline: Outline, legend: list[str]) -> set[int]:
    """The headers right over an item whose label names a series by how it is drawn ("Ours
    (red)") or as the legend does."""
    keys = {loose(e) for e in legend}
    out: set[int] = set()
    for ln in outline.lines:
        if ln.kind != "item" or not ln.phrases:
            continue
        label = leading_label(ln.content)[0]
        named = drawn_note(label) or loose(series_name(label)) in keys if label else _opens_on_entry(ln.content, legend)
        if named and (under := outline.under(ln)):
            out.add(under[-1].line.number)
    return out


_UNQUOTE = str.maketrans("", "", '"“”`')
_NEAR_START = 80  # characters of a sentence that may hold the entry it opens on


def _opens_on_entry(content: str, legend: list[str]) -> bool:
    """Whether a sentence opens on a legend entry, quoted or not: 'The "Original" histogram
    peaks at …', "Ours rises to …"."""
    text = strip_md(content)[:_NEAR_START].translate(_UNQUOTE).lstrip(" *_")
    if text[:4].casefold() == "the ":
        text = text[4:]
    return bool(legend) and match_legend(text, legend) is not None


_PANEL_WORD = _SHAPES.PANEL_WORD


def _names_panel(label: str) -> bool:
    """A header that says it is a chart: by its first words ("Left Chart", "(b) Loss") or
    by its place ("**1. Errors Falcon (Left Chart)**"), by its last word ("**Kite-3B Chart:**") or
    by its kind and what it shows ("**1. Ridge Plot of Gain across Depth:**"), or by its letter
    after its name ("**Vocals (a):**")."""
    return (
        bool(_PANEL_WORD.match(label))
        or places_chart(label)
        or ends_on_kind(label)
        or opens_on_kind(label)
        or letter_after(label) is not None
    )


def read_points(
    outline: Outline,
    skip: set[int],
    x_label: str | None,
    legend: list[str] | None = None,
    series_headers: dict[int, str] | None = None,
    stated_at: set[tuple[int, int]] | None = None,
    slices: bool = False,
    ticks: frozenset[str] = frozenset(),
) -> list[PointLine]:
    """Every point statement on the lines not in `skip` (axis, scale and data lines); the
    legend's entries and the series each header names, when the caller has read them. In a
    pie (`slices`) the legend's entries are the slices: categories, not series. `ticks`: the
    text ticks the axes list (as loose keys), each a category whatever numbers it holds."""
    legend = legend_entries(outline.lines) if legend is None else legend
    if series_headers is None:
        series_headers = headers_naming_series(outline, legend, x_label)
    out: list[PointLine] = []
    # a pie's legend names its slices: no series, but names all the same
    slice_names = frozenset(loose(e) for e in legend) if slices else frozenset()
    for ln in outline.lines:
        if ln.kind not in ("item", "text") or ln.number in skip or not ln.phrases or ln.number in outline.headers:
            continue
        under = outline.under(ln)
        if any(is_furniture(h) and not run_in_over_named(h, under) for h in under if not h.is_doc_title):
            continue
        if under and under[-1].title is None and AGGREGATE_HEADER.search(under[-1].label):
            continue  # "**Totals printed above the bars**": sums, not cells
        if names_record(ln):
            continue  # "- **Model**: Finch 2 Pro.": a record's name, no value
        if names_type(ln.content):
            continue  # "**Type:** Box plot, one box per brewer, 20 cups each": what the chart is, no value
        if values_compared(ln.content):
            continue  # "At 10 km: Piston ≈ 12 vs. Turbine ≈ 30": a value of each name, none of the header's
        # a paragraph states its points sentence by sentence ("… runs from 0 to 250. Bar
        # heights: Stack A 182, Stack B 96. …")
        for part in sentences(ln) if ln.kind == "text" else (ln,):
            end = part.offset + len(part.content)
            if stated_at and any(n == ln.number and part.offset <= at < end for n, at in stated_at):
                continue  # the sentence that states an axis or a scale
            found = _read(part, under, [] if slices else legend, x_label, series_headers, ticks, slice_names, slices)
            # "**Image Type:** Multi-panel line chart (4 subplots).": how many charts there are, no value
            out += [p for p in found if not _counts_charts(part, p.value)]
    return out


def _counts_charts(ln: Line, n: Num) -> bool:
    """Whether a number counts the figure's charts, the word for them right after it ("4
    subplots", "3 panels")."""
    toks = head_of(ln.raw[n.end : n.end + 20]).tokens
    return bool(toks) and toks[0][0] in ("CHARTS", "PANELS")


def _bold_name_end(content: str, ticks: frozenset[str] = frozenset()) -> int:
    """Where the text of a bold label that opens a line ends ("**L:C-L:B**: ~0.6" -> 9), when
    the name holds no number (a value may be set in bold: "**Model-A: 0.8**") or is a listed
    tick ("**Nova 2.5:**"); else 0."""
    st = statement_of(content)
    if not (st.bold and st.form == "labelled" and st.start == 0 and st.label):
        return 0
    if any(c.isdigit() for c in st.label) and loose(st.label.strip(" :")) not in ticks:
        return 0
    return st.end - 2


_PLACE_WINDOW = 48  # characters after a number in which the x axis's name makes it a place


def _legend_named(head_text: str, legend: list[str], slices: frozenset[str]) -> bool:
    """Whether a line's name is an entry of the legend (a series, or a pie's slice), its
    colour note aside: a name, whatever word of commentary or furniture it ends on ("Probe
    Breaks Implication (Blue)")."""
    keys = legend.keys if isinstance(legend, Legend) else {loose(e) for e in legend}
    name = loose(series_name(strip_md(head_text)))
    return name in keys or name in slices


def _read(
    ln: Line,
    under: tuple[Header, ...],
    legend: list[str],
    x_label: str | None,
    series_headers: dict[int, str],
    ticks: frozenset[str] = frozenset(),
    slice_names: frozenset[str] = frozenset(),
    pie: bool = False,
) -> list[PointLine]:
    content = ln.content
    inner_end = _bold_name_end(content, ticks)
    # "(0 → ~300 steps)": an arrow from one number to another is a change, no separator; nor is
    # a colon inside a bold name that goes on after it ("**L:C-L:B**: ~0.6")
    seps = (
        m
        for m in _SEP.finditer(content)
        if not change_arrow(ln, ln.offset + m.start(), ln.offset + m.end())
        and not (m.start() < inner_end and content[m.end() : inner_end].strip(" :："))
    )
    sep = next(seps, None)
    lead = None if sep is not None else _VALUE_LEAD.match(content)
    if lead is not None:
        sep_start, sep_end = lead.end("noun"), lead.end()
    elif sep is not None:
        sep_start, sep_end = sep.start(), sep.end()
    else:
        return []
    if sep_start == 0:
        return []
    head_text = content[:sep_start]
    # the name's own words, its notes aside ("Max Context Length Error (Orange, very thin slice)")
    head_words = _WORDS.findall(_NOTES_IN.sub(" ", strip_md(head_text)))
    if len(head_words) > _MAX_NAME_WORDS:
        return []
    own = _NOTES_IN.sub(" ", strip_md(head_text))
    if head_of(own).names_not_data and not _legend_named(head_text, legend, slice_names):
        return []  # "**Key Observations:** …", not the entry "Test Breaks Implication (Blue)" of the legend
    if AGGREGATE_HEADER.search(head_text):
        return []  # "Totals printed above the bars: …"
    a, b = ln.offset, ln.offset + sep_start
    rest_at = ln.offset + sep_end
    rest = ln.raw[rest_at : ln.offset + len(ln.content)]  # a sentence of a paragraph ends where it ends
    # the place the headers give, innermost first
    places: list[tuple[Header, _Place]] = [
        (h, _header_place(h, legend, x_label)) for h in reversed(under) if not h.is_doc_title
    ]
    header_x = next(((h, p) for h, p in places if p.x is not None), None)
    series_h = next(
        ((h, p) for h, p in places if p.series is not None and h.rank >= 7 and not _names_panel(h.label)), None
    )
    if series_h is None:
        # not "#### Left Plot ("Slow" Runs)": a chart, though it names a legend entry
        series_h = next(
            ((h, p) for h, p in places if p.series is not None and p.series in legend and not _names_panel(h.label)),
            None,
        )
    if series_h is None:
        # "### H200 (Blue Line)": a heading that says how its series is drawn names it
        series_h = next(((h, p) for h, p in places if h.line.number in series_headers), None)
    # "**2. Nova (Batch Only)**" over "**Fast:** 61% (12)": a line of a pie that names its own
    # slice (not "**Share:** 61%" under the slice's header); the header over it names its pie,
    # no series (a pie has one)
    own_name = series_name(strip_md(head_text)).strip()
    own_slice = pie and (loose(own_name) in slice_names or (bool(own_name) and not VALUE_NOUN.match(own_name)))
    if own_slice:
        series_h = None
    legend_keys = legend.keys if isinstance(legend, Legend) else {loose(e) for e in legend}
    # a legend entry is a series, whatever number its name holds ("Rating 0: ~0.25")
    named_entry = loose(series_name(strip_md(head_text))) in legend_keys
    if (
        not named_entry
        and {w.casefold() for w in head_words} & _CLAUSE_WORDS
        # "**Peak (≈ Step 220):**": a point's name and its place in brackets, no sentence (of
        # the series a header names, or of a chart's one series: else the sentence says whose)
        and not (
            len(head_words) <= 2 and _place_in_note(head_text, x_label) and (series_h is not None or len(legend) < 2)
        )
    ):
        # "Owl is the easiest species: 975 …" is a sentence, not a place; the legend's entry
        # "Both are Good" is a name, and so is "Tool Call Error (Blue, largest slice)"
        return []
    # a listed tick is a category, whatever numbers its name holds ("Nova 2.5 Pro (003): ~71%")
    named_tick = not named_entry and loose(strip_md(head_text).strip()) in ticks
    if series_h is None and header_x is None and named_entry and places:
        inner = places[0]
        if (
            inner[1].series is not None
            and loose(inner[1].series) not in legend_keys
            and inner[0].rank <= 6
            and not _names_panel(inner[0].label)
            and not place_note(inner[0].label)  # "#### Loss (Top-Right)": a chart, placed
        ):
            series_h = inner  # "### Parse" over "- Base: ~0.12", Base in the legend: the category Parse
    used = {id(pair[0]) for pair in (header_x, series_h) if pair is not None}
    named = [
        h
        for h in reversed(under)
        if h.title is not None
        and not h.is_doc_title
        and id(h) not in used
        and (h.rank <= 6 or _names_panel(h.label) or own_slice)
    ]
    if not named_entry and is_structural_point(strip_md(head_text)) and not _place_in_note(head_text, x_label):
        return []  # "**Final Value**: By round 100, the error …": which point follows, no category
    said = head_of(strip_md(head_text).strip(" :")).tokens
    if not named_entry and said and all(k in ("DESCRIPTION", "SECTION", "COMMENTARY", "PUNCT") for k, _ in said):
        return []  # "**Description:** A histogram of the lengths of 176 responses": what the figure is
    x_in_head = None if named_entry or named_tick else _x_of(head_text, ln, a, b, x_label)
    day = DAY_DATE.fullmatch(strip_md(head_text).strip(" :*_`"))  # ("Oct 4: $44.20": a day, one name)
    in_head = [] if named_tick or day else _outside_parens(ln.raw[a:b], a, ln.nums_in(a, b))
    listed = None if x_in_head is not None or named_entry or not in_head else _x_list(ln, a, b, x_label)
    if x_in_head is None and not named_entry and in_head and listed is None:
        return []  # a range or several numbers before the separator: not a point ("(8)" is a note)
    # a value deep in a sentence is read only for a place the chart names: "**Model-A:** climbs
    # steadily to a value of 0.8", not "**Operation:** a forward pass with a head dimension of 256"
    known = named_entry or named_tick or x_in_head is not None or header_x is not None or series_h is not None
    known = known or match_legend(series_name(strip_md(head_text).strip()), legend) is not None
    values = _values(rest, rest_at, ln, sentence_ok=known)
    if listed is not None:
        if len(values) != 1 or values[0][0]:
            return []
        # "Sizes 50, 60, 70, 80: 0%": the one value at each x the label lists
        owner = series_headers.get(series_h[0].line.number) or series_h[1].series if series_h is not None else None
        return [PointLine(ln, named, owner, n.value, values[0][1], legend) for n in listed]
    if len(values) > 1 and x_label:
        # "Latency ≈ 0.04 ms. This is the lowest point, down from 256 tokens" with x "Number
        # of Tokens": a number the x axis's name follows is a place the sentence speaks of
        after = x_names((x_label,)).after
        values = [(y, v) for y, v in values if not after.match(ln.raw[v.end : v.end + _PLACE_WINDOW])]
    if not values or (named_entry and len(values) != 1):
        return []  # a legend entry's line holds one value, not a sentence of them
    first = values[0][1]
    if len(values) == 1 and x_names((x_label,) if x_label else ()).before.search(
        ln.raw[max(rest_at, first.start - 24) : first.start]
    ):
        return []  # "Key inflection: Crosses MEL line at ~step 60": a place on the x axis, no value
    series: str | None = None
    measure: str | None = None
    x_text: str | None = None
    other: str | None = None
    if series_h is not None:
        series = series_headers.get(series_h[0].line.number) or series_h[1].series
    if x_in_head is not None and len(values) > 1 and x_in_head[0] and not _x_name(x_in_head[0], x_label):
        x: Tick = series_name(strip_md(head_text).strip())  # "**Tier 1:** Solved 71% | Escalated 22%"
    elif x_in_head is not None:
        x, x_text = x_in_head[1].value, _as_written(ln, a, x_in_head[1])
        if header_x is not None and series is None:
            other = header_x[1].x_text  # "**Depth = 4**" over "8 → 22.41ms": maybe the row
    else:
        name = strip_md(head_text).strip()
        if header_x is not None and header_x[1].x is not None:
            # "**Epoch 0.25:**" over "Original: Loss ≈ 0.55": the line names the series
            x, x_text = header_x[1].x.value, header_x[1].x_text
            series = match_legend(series_name(name), legend) or series_name(name)
        else:
            hit = match_legend(series_name(name), legend)
            if hit and series is None and len(values) == 1:
                # a series with no place: "Original: ends near 0.3", or a bar of the panel's one category
                return [PointLine(ln, named, hit, hit, values[0][1], legend, placeless=True)]
            # (a listed tick is that tick, though its words are the axis's: "Line 1" on "Tram line")
            x = (None if named_tick else tick_in_axis_words(name, x_label)) or series_name(name)
            # ('**Group 1: "KD w/"**' over '**Teal Bar ("w/o"):** ~58', both names in the legend
            # and on the x axis: the header is the group, a category; the bar is the series)
            grouped = series is not None and series in legend and loose(series) in ticks and hit != series
            if hit and series is not None and (series not in legend or grouped):
                if series_h is not None and place_note(series_h[0].label):
                    return []  # "#### Reward (Top-Left)" over "Beta: peaks near 0.7": a chart, no category
                # "**Model-1:**" over "Original (Grey): 30%": the header is the category
                x, series = series, hit
            elif hit is None and series is not None and VALUE_NOUN.match(name):
                # "**o1-mini:**" over "Bar length: ~1.5%": the header is the category, the
                # line names only the value
                x, series = series, None
                measure = name
    points = []
    if len(values) > 1 and series is None and VALUE_NOUN.match(strip_md(head_text).strip()):
        # "Bar heights: Stack A 182, Stack B 96": the label names the value, each name a category
        return [PointLine(ln, named, None, series_name(yname), v, legend) for yname, v in values if yname]
    for yname, v in values:
        s = series
        if yname:
            hit = match_legend(series_name(yname), legend) or mark_entry(yname, legend)
            if hit:
                s = hit
            elif len(values) == 1 and isinstance(x, str) and sublabel_dash(ln.raw[rest_at : v.start]):
                # "Model-Q: SHORT - 41.8": the word names which of Model-Q's bars, as "Model-Q: SHORT: 41.8"
                x = f"{x} {yname}"
            elif len(values) > 1 and _MARK_NAMED.search(yname):
                return []  # "while the grey bar reaches 81%": a mark the legend does not name, no series
            elif len(values) > 1:
                s = series_name(yname)
        points.append(PointLine(ln, named, s, x, v, legend, measure=measure, x_text=x_text, header_place=other))
    if said_of_every(rest, legend) and len(points) == 1 and series is None:
        p = points[0]
        return [PointLine(ln, named, e, p.x, p.value, legend, x_text=x_text) for e in legend]
    return points


def said_of_every(text: str, legend: list[str], opening: bool = False) -> bool:
    """Whether a text speaks of every legend entry at once ("both lines", "all three
    methods"; at its start when `opening`): "all two models" or "both" of a legend of three
    say not which entries."""
    every = (_BOTH.match if opening else _BOTH.search)(text)
    if every is None or not legend:
        return False
    count = (
        count_value(every["count"]) if every["count"] else 2 if every.group().casefold().startswith("both") else None
    )
    return count is None or count == len(legend)


# "the Before bar", "while the After (blue) segment": a mark named by what it shows
_MARK_NAMED = _SHAPES.MARK_NAMED


def mark_entry(text: str, legend: list[str]) -> str | None:
    """The legend entry a clause names as a mark, "the <entry> bar": "The Before bar rises
    to" and "while the After (blue) bar reaches" name Before and After; None when it names no
    entry, or two."""
    hits = {hit for m in _MARK_NAMED.finditer(text) if (hit := match_legend(series_name(m.group("name")), legend))}
    return hits.pop() if len(hits) == 1 else None


def _box_marks_sentence(rest: str) -> int | None:
    """Where the first sentence after the value that speaks of a box's outliers or whiskers
    begins ("Median ~0.82. A few outliers fall below 0.7."), or, after a median or a centre,
    of its spread ("The median is about 0.4. Most of the mass sits between 0.1 and 0.5."):
    its numbers are no value."""
    for m in _SENTENCE.finditer(rest):
        sentence = FULL_STOP.split(rest[m.end() :], maxsplit=1)[0]
        central = any(w in rest[: m.start()].casefold() for w in ("median", "center", "centre"))
        if head_of(sentence).has("BOX_MARKS") or (central and _RANGE_WORDS.search(sentence)):
            return m.start()
    return None


# what says a value between a name and its number ("A is about 62", "B reaches 0.4")
_VALUE_VERBS = _SHAPES.VALUE_VERBS


# a description that ends as a sentence right before the value ("A thin slice next to Rye."),
# not on an abbreviation of a hedge ("approx.", "ca.", "est.")
_ENDS_SENTENCE = _SHAPES.ENDS_SENTENCE
# what may follow a value that is a sentence of its own: its unit, a count in brackets, the stop
_ALONE_AFTER = _SHAPES.ALONE_AFTER  # (may be empty: grammar.fits)
_NEXT_SENTENCE = _SHAPES.NEXT_SENTENCE  # "54% (29/53). A rise …": the next sentence starts
_NUMBERED_NAME = _SHAPES.NUMBERED_NAME  # "Level " before "1": a thing named by its number


def _values(rest: str, base: int, ln: Line, sentence_ok: bool = True) -> list[tuple[str | None, Num]]:
    """The value (or "name ≈ value" values) after the separator: exactly one number outside
    parentheses, or several "name value" segments; ranges and lists are not points. A value
    that ends a long sentence ("… with a head dimension of 256") only when `sentence_ok`."""
    grid = _grid_before_value(rest, base, ln)
    if grid:
        # "The tallest bar, rising just past the 1.0 grid line. The approximate value is 1.05.":
        # the grid's number before the value says where the top stands, the value is the other one
        rest = "".join(" " if any(a <= i < b for a, b in grid) else ch for i, ch in enumerate(rest))
    note = _ERROR_NOTE.search(rest) or _MEDIAN_NOTE.search(rest) or _DRAWN_NOTE.search(rest)
    # "…, with an error bar from 0.55 to 0.75" and "~0.63 (median), range ~0.58–0.70": what
    # follows the value describes its spread or how its mark is drawn, and is no value
    cut = note.start() if note else _box_marks_sentence(rest)
    end = base + (cut if cut is not None else len(rest))
    if cut is not None:
        rest = rest[:cut]
    nums = [n for n in ln.nums_in(base, end) if not any(a <= n.start - base < b for a, b in grid)]
    median = _MEDIAN_IN_NOTE.search(rest)
    if median is not None:
        # "Red box spans ~0.5–0.7 (median ~0.6)": the box's value is its median
        at = base + median.start("num")
        inside = [n for n in nums if n.start <= at < n.end or at <= n.start < base + median.end()]
        return [(None, inside[0])] if inside else []
    if said_of_many(rest):
        return []  # "Vertical line at ~0.5 for most categories": a value said of many places is no point
    top = _outside_parens(rest, base, nums)
    if len(top) >= 2 and (stop := _NEXT_SENTENCE.search(rest, top[0].end - base)) is not None:
        # "Wrong: 54% (29/53). A rise from Level 1.": a sentence after the value's that names a
        # thing by its number ("Level 1") gives no value; any other number there keeps both
        later = [n for n in top if n.start - base >= stop.end()]
        if all(isinstance(n.value, int) and _NUMBERED_NAME.search(rest, 0, n.start - base) for n in later):
            top = [n for n in top if n.start - base < stop.end()]
    # "~1 (segment from ~4 to ~5)": a range in brackets after the one value says where its mark
    # runs (a stacked segment's ends, a spread), it is no value
    outside = {n.start for n in top}
    if any(
        p.kind != "num" and (len(top) != 1 or not p.nums or p.nums[0].start in outside)
        for p in ln.phrases
        if base <= p.start < end
    ):
        # "Loss ≈ 0.55 to 0.60": a range; several comma-separated segments are read below
        segs = _segments(rest, base, ln)
        return segs
    if len(top) == 1:
        n = top[0]
        setting = SETTING_ENTRY.fullmatch(strip_md(rest).rstrip(" ."))
        if setting is not None and setting.group("paren") is not None:
            return []  # "**Beta:** k=3 (12)": the setting's number is no value, and whose 12 is unsure
        if in_name(ln, n):
            return []  # "Blue square: `1.0 Pro`": a key's line, the number part of a name
        before = strip_md(rest[: n.start - base])
        # ("… extending slightly above the 1.0 grid line. The value is 1.05": the bound is the grid's)
        own = _SHAPES.SENTENCE_STOP.split(before)[-1] if grid else before
        # ("A thin wedge just under the one for Rye. **6.5% (9)**.": a description ends, then the
        # value stands alone as the last sentence, a count beside it: the line's value, however
        # long the description, whatever place it gives the mark; it names no other series)
        alone = _ENDS_SENTENCE.search(before) is not None and n.end <= end and fits(_ALONE_AFTER, ln.raw[n.end : end])
        if (_RANGE_WORDS.search(own) and not alone) or _SHAPES.FREE_DIGIT.search(before):
            return []  # a digit inside a name ("Pass@1 ≈ 43.5%") is not a second number
        words = len(_WORDS.findall(before))
        if alone:
            before = ""
        elif _SHAPES.SENTENCE_STOP.search(before):
            # "The largest slice. It represents 64.0%": a description, then a short sentence
            # that gives the one value by a verb of measuring
            last = _SHAPES.SENTENCE_STOP.split(before)[-1]
            if len(_WORDS.findall(last)) > _MAX_BEFORE_WORDS or not _VALUE_VERB.search(last):
                return []
            before = last  # the value's own sentence names it, the description does not
        elif words > _MAX_BEFORE_WORDS and not (
            sentence_ok and words <= _MAX_VALUE_WORDS and _VALUE_VERB.search(before)
        ):
            return []  # a sentence that happens to end in a number
        tail = strip_md(ln.raw[n.end : end])
        if counts_names(tail):
            return []  # "1B-5B: 2 models (Kappa-2, Mu)": how many points fall there, no value
        if _SHAPES.RANGE_ON.match(tail) or SHARE_OF_MARK.match(ln.raw, n.end):
            return []  # "… 0.5 to 0.6", "about 62% of the bar": a range, a share of the bar's total
        if _runs_on(ln.raw[n.end : end]):
            return []
        name = _VALUE_VERBS.sub(" ", before)
        name = " ".join(name.split()).strip(" ,.-")
        return [(name or None, n)]
    if len(top) > 1:
        return _segments(rest, base, ln)
    return _value_in_note(rest, base, ln, nums)


# the one value of a line given in a note after words: "Minimal throughput (~10 tokens/sec)."
_NOTE_VALUE = _SHAPES.NOTE_VALUE


def _value_in_note(rest: str, base: int, ln: Line, nums: list[Num]) -> list[tuple[str | None, Num]]:
    """A line whose only number stands in the note after a few words of description
    ("**Alpha (blue)**: Minimal throughput (~10 tokens/sec)."): that number is its value."""
    m = _NOTE_VALUE.match(strip_md(rest).strip())
    if m is None or len(nums) != 1 or len(_WORDS.findall(m.group("words"))) > _MAX_BEFORE_WORDS:
        return []
    return [(None, nums[0])]


def _runs_on(tail: str) -> bool:
    """Whether the prose after a value goes on as a sentence ("0.4 which then climbs …", "3.3 70B
    blue bar. The top …": the number stands in a name), not as a note, a new sentence ("17.2%
    - This segment …") or a clause after a comma ("51.8% (725,892 items), filling half the pie")."""
    # a note in brackets or set in italics after the value ("*Legend mismatch: should be Blue*") is a remark
    prose = strip_md(_SHAPES.NOTE_OR_EMPHASIS.sub("", tail)).strip()
    # "exactly at the 100 gridline, the best …": the grid's word after the value is part of it
    prose = _GRID_WORD.sub("", prose).strip()
    return len(prose) > _MAX_TAIL and not _SHAPES.PHRASE_STOP.match(prose)


_GRID_WORD = _SHAPES.GRID_WORD


# a segment said to fill what is left of the bar up to a value: that value is the stack's top
_TOPS_UP = _SHAPES.TOPS_UP


def _mark_sentences(rest: str, base: int, ln: Line) -> list[tuple[str | None, Num]]:
    """'The "Lost" segment dominates, reaching about 0.8. The "Won" segment is small, near
    0.2.': one value to each sentence, named by the mark it speaks of ("the Lost segment"),
    whatever words lie between them (a comma inside a sentence splits nothing)."""
    out: list[tuple[str | None, Num]] = []
    start = 0
    for stop in [*_NEXT_SENTENCE.finditer(rest), None]:
        end = stop.start() + 1 if stop is not None else len(rest)
        sentence = rest[start:end]
        nums = _outside_parens(sentence, base + start, ln.nums_in(base + start, base + end))
        if nums:
            mark = _MARK_NAMED.search(strip_md(ln.raw[base + start : nums[0].start]))
            if len(nums) != 1 or mark is None or _TOPS_UP.search(sentence):
                return []
            out.append((mark.group(), nums[0]))
        start = stop.end() if stop is not None else len(rest)
    return out if len(out) >= 2 else []


def _segments(rest: str, base: int, ln: Line) -> list[tuple[str | None, Num]]:
    """ "Original ≈ 0.9, Smoothed ≈ 0.8": several named values, one number each."""
    out: list[tuple[str | None, Num]] = []
    pos = 0
    topped = False
    # "Win 54% | Tie 21% | Loss 25%" too, and "…, Eastfield 22, and Fernhill 37" (a serial comma)
    for part in _SHAPES.LIST_JOIN.split(rest):
        at = rest.find(part, pos)
        pos = at + len(part)
        nums = _outside_parens(part, base + at, ln.nums_in(base + at, base + at + len(part)))
        if len(nums) == 1 and SHARE_OF_MARK.match(ln.raw, nums[0].end):
            continue  # "…; the accepted segment is about 60% of the bar": a share of the bar's total
        if len(nums) == 1 and _TOPS_UP.search(part):
            topped = True
            continue  # "the Lost segment fills the rest to reach 1.0": the stack's top, no segment's size
        if not nums and out == [] and at == 0:
            return _mark_sentences(rest, base, ln)
        if len(nums) != 1 or _runs_on(ln.raw[nums[0].end : base + at + len(part)]):
            return []
        # "$82.9$ (K = 4)": LaTeX's dollars name nothing
        name = strip_md(ln.raw[base + at : nums[0].start]).strip(" =≈~:$").strip()
        if _CLAUSE_OPENING.search(name):
            return []
        name = _SHAPES.HEDGE_OR_LINK.sub("", name).strip()
        # "and the New Model bar climbs to": a clause that names its series as a mark (mark_entry)
        long = len(name.split()) > _MAX_NAME_WORDS and not _MARK_NAMED.search(name)
        if not name or long or _SHAPES.SPACED_NUMBER_START.search(name) or _CLAUSE_OPENING.search(name):
            return []
        if _SHAPES.ENDS_ON_AXIS_LETTER.search(name):
            return []  # "located at x=2, y=41": a point's coordinates, not named values (data.py reads them)
        out.append((name, nums[0]))
    return out if len(out) >= 2 or (out and topped) else []
