"""Stage 2: the outline. Rebuilds which header every line sits under: headings, bold label
lines ("**R1-Llama | AIME24:**") and label-only list items ("* **Data Points:**"),
including list nesting that a model flattened."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache

from extract.grammar import Shapes
from extract.memo import ACROSS, per_document
from extract.reader import Line
from extract.statements import (
    Statement,
    head_of,
    labelled_value_alone,
    placed_chart_shows,
    says,
    statement_of,
    value_band,
)
from extract.text import is_structural, only_kind, strip_md, trim_end
from extract.wording import colour_phrase, quoted

# ranks: headings 1-6, a bold label line 7, a label-only list item 10 + its depth
_LABEL_LINE_RANK = 7
_ITEM_RANK = 10
_MAX_DEPTH = 32  # deeper list nesting counts as this deep (no write-up nests further)


@dataclass(slots=True)
class Header:
    """A line that other lines sit under."""

    line: Line
    rank: int
    label: str  # markdown stripped, trailing colon removed
    title: str | None  # the panel or series name it gives, None when it names nothing
    is_doc_title: bool = False


@dataclass(slots=True)
class Outline:
    """Every line with the stack of headers it sits under (outermost first)."""

    lines: list[Line]
    context: dict[int, tuple[Header, ...]] = field(default_factory=dict)  # by line number
    headers: dict[int, Header] = field(default_factory=dict)  # header lines by line number

    def line_of(self, number: int) -> Line | None:
        """The line with this number (lines are in order; blank lines have none)."""
        i = bisect_left(self.lines, number, key=lambda ln: ln.number)
        return self.lines[i] if i < len(self.lines) and self.lines[i].number == number else None

    def after(self, line: Line) -> Iterator[Line]:
        """The lines after `line`, in order: found by bisection, and not copied (a reader
        that stops at the next line costs one step, not a pass over the lines)."""
        lines = self.lines
        return (lines[i] for i in range(bisect_right(lines, line.number, key=lambda ln: ln.number), len(lines)))

    def under(self, line: Line) -> tuple[Header, ...]:
        """The headers `line` sits under."""
        return self.context.get(line.number, ())

    def named_headers(self, line: Line) -> list[Header]:
        """The headers above `line` that name something, innermost first."""
        return [h for h in reversed(self.under(line)) if h.title is not None and not h.is_doc_title]


def label_only(line: Line) -> str | None:
    """The label when the whole line is a label ("**Data Points:**", "Results:"): a bold
    label anywhere, a plain one in a list item or prose."""
    st = statement_of(line.content.strip())
    if st.form == "alone" and (st.bold or line.kind in ("item", "text")):
        return st.label
    return None


_CLOSING_NOTE = re.compile(r"\(([^()]+)\)\s*$")


def closing_note(label: str | None) -> str | None:
    """The note in parentheses that closes a label: "Left Heatmap - Mean" of "Color Scale
    (Left Heatmap - Mean)", "Right Plot" of "Y-axis (Right Plot)"; None when there is none."""
    m = _CLOSING_NOTE.search(label) if label else None
    return m.group(1).strip() if m else None


def leading_label(content: str) -> tuple[str | None, int]:
    """("Y-Axis (Left)", offset of the rest) for "**Y-Axis (Left):** Labeled …"."""
    return statement_of(content).leading


# a list's number or letter ("1.", "b)", "(c)") or a section's number ("2.1", "3.2.1.")
_ENUM = re.compile(r"^(?:\(?\d{1,2}[.)]|[1-9]\d?(?:\.\d{1,2})+\.?|\(?[a-hA-H][.)]|\([a-hA-H0-9]{1,2}\))\s+")
_KIND = r"(?:chart|panel|plot|figure|fig\.?|sub-?(?:plot|figure|chart|graph)|heatmap|heat map|graph|map|histogram)"
# ("Upper Chart", "Lower Chart": a chart above or below the other, as "Top"/"Bottom")
_POS = (
    r"(?:(?:top|bottom|upper|lower|middle|center|centre)?[- ]?(?:left|right|middle|center|centre)"
    r"|top|bottom|upper|lower)"
)
# the kind of a chart before its word: "Line Chart: …", "Scatter Plot: …"
_CHART_KIND = (
    r"(?:(?:line|bar|box|pie|donut|doughnut|bubble|column|scatter|radar|area|violin|stacked|grouped|horizontal|vertical)"
    r"\s+)"
)
_PREFIX = re.compile(
    rf"^(?:{_CHART_KIND}?{_KIND}\s*\(?[0-9A-Za-z]{{0,3}}\)?|{_POS}(?:\s+{_CHART_KIND}?{_KIND})?|(?:data\s+)?series\s*\d{{0,2}})"
    r"\s*[:.\-–—]\s+(?=\S)",
    re.I,
)
_MARKER = re.compile(rf"^{_KIND}\s*\(?(?:\d{{1,2}}|[A-Za-z])\)?$", re.I)
# "Row: SGD", "Column - Adam": the word for a grid's line, then the name of the line
_LINE_PREFIX = re.compile(r"^(?:row|column|col)\s*[:\-–—]\s+(?=\S)", re.I)
# "Model: Orion-7B", "Team: Larkspur": one word, then a name (the word is the kind of thing
# named when the grammar's ENTITY terminal takes it)
_KIND_PREFIX = re.compile(r"^(?P<word>[^\W\d_]+)\s*:\s+(?=\S)")
# a chart's kind and its panel letter, then its name: "Line Graph (a)", "Heatmap (b) Beta",
# "Matrix (a) Alpha - Overlap Values", "Quadrant (a) Alpha-Open" (a quarter of a 2×2 figure,
# by its letter; "Top-Right Quadrant" alone is a region of a scatter, no chart) ("Chart (a): …"
# is a kind and a letter as a prefix)
_KIND_LETTER = re.compile(
    rf"^{_CHART_KIND}?(?:{_KIND}|matrix|quadrant)\s*(?:\d{{1,2}}\s*)?"  # "Figure 4(a): Depth", "Fig. 3 (b) Width"
    r"\((?P<letter>[a-hA-H])\)(?:\s*[:.\-–—]?\s+(?P<rest>\S.*))?$",
    re.I,
)
# a place and a chart's kind: "Left Chart", "Top-Right Panel", "Upper plot"
_PLACE_KIND = re.compile(rf"^{_POS}[- ]?{_KIND}s?\b", re.I)
# a token that looks like a name: inner capitals or digits ("R1-Llama", "GSM8K", "AIME'24")
# the letter of a panel marker: "(a) …", "a) …", "b. …", "Panel (c): …", "Figure 2d: …"
_LETTER = re.compile(rf"^(?:{_KIND}\s*\d{{0,2}}\s*)?\(?([a-hA-H])[.)]?(?=[\s:.\-–—)]|$)", re.I)
_NAME_TOKEN = re.compile(r"\d|\w[A-Z]|\||^\W*[A-Z]{2,}")
_LABEL_THEN_VALUE = re.compile(r":\s*[±~≈<>≤≥+\-−\d]")
_TRAILING_PAREN = re.compile(r"\s*\(([^()]*)\)\s*$")
# "Cyan Squares and Diamonds Data Series": a name in capitals, then the word for a series
_NAMED_SERIES = re.compile(
    r"^(?!The\b)[A-Z][\w'’-]*(?:\s+(?:[A-Z0-9][\w'’-]*|and|or|&|with))*\s+(?:(?:[Dd]ata\s+)?[Ss]eries|[Dd]ata\s+[Pp]oints)$"
)
# a quoted name, then the kind of thing it names: '"Mostly Right" Category', "'Top-5' Group"
_QUOTED_KIND = re.compile(
    r"[\"“'‘]([^\"“”'‘’]+)[\"”'’]\s+(?:category|group|class|bin|bucket|condition|setting|label)s?", re.I
)
_TRAILING_KIND = re.compile(rf"\s+{_KIND}s?$", re.I)
_DATA_TAIL = re.compile(
    r"(?<=\S)\s+[-–—]\s+(?:[\w-]+\s+){0,2}?"
    r"(?:values?|data|points?|readings?|breakdown|details?|measurements?|estimates?|numbers?)$",
    re.I,
)


# a chart's numbered designation, then its name: "Chart 1: Win Rate", "Subplot 2 - Depth",
# "Figure 2a: Recall" (a heading keeps it in its title: the write-up's sections are its charts)
_DESIGNATION = re.compile(
    r"^(?P<mark>(?:chart|panel|plot|sub-?plot|sub-?figure|figure|fig\.|graph)\s*\d{1,2}[a-h]?)\s*[:.\-–—]\s+(?P<rest>\S.*)$",
    re.I,
)


# the words after a chart's place and kind that name it: "8B Parameter Size", "(Asia)"
_PLACED_NAME = re.compile(r"^[\s:：.\-–—]*(?:\((?P<note>[^()]+)\)|(?P<name>[A-Z0-9](?:[^.;:()]|\.(?=\d))*?))\s*$")
_MAX_PLACED_NAME_WORDS = 6


def placed_title(label: str, rest: str) -> str | None:
    """The name written after a label that is only a chart's place and kind ("8B Parameter
    Size" of "**Center Chart:** 8B Parameter Size" or of the plain "Center Chart: 8B
    Parameter Size", "Asia" of "**Middle panel** (Asia)"), or None: another label, or words
    after it that are no short name (a sentence, "shows the loss")."""
    s = _ENUM.sub("", strip_md(label).strip().rstrip(":： ").strip())
    placed = _PLACE_KIND.match(s)
    if placed is None or placed.end() != len(s):
        return None
    m = _PLACED_NAME.match(strip_md(rest).strip())
    name = (m.group("note") or m.group("name") or "").strip() if m is not None else ""
    words = name.split()
    if not words or len(words) > _MAX_PLACED_NAME_WORDS:
        return None
    # a name: a token like one ("8B", "GPT-4o"), or words in capitals ("Memory Usage", not "shows the loss")
    if not (_NAME_TOKEN.search(name) or all(w[:1].isupper() for w in words if len(w) > 3)):
        return None
    return clean_title(name)


def heading_title(label: str) -> str | None:
    """The name a heading gives, its chart's designation kept ("Chart 1: Win Rate by Size"
    for "## Chart 1: Win Rate by Size"; a bold label line drops it, as clean_title does)."""
    return clean_title(label)


def _designated(ln: Line) -> bool:
    """Whether a heading opens on a chart's numbered designation ("## Chart 2: Depth")."""
    return _DESIGNATION.match(strip_md(ln.content).strip()) is not None


def names_grid_line(label: str) -> bool:
    """Whether a header names one row or column of a grid by its name ("**Row: SGD**")."""
    return _LINE_PREFIX.match(strip_md(label).strip()) is not None


# where a mark stands or which one it is in order: "Top Bar", "Second Bar", "bottom", "Left Group"
_PLACE = frozenset(
    "top bottom left right upper lower middle center centre leftmost rightmost topmost first second third "
    "fourth fifth sixth seventh eighth ninth tenth last next final".split()
)
_MARK = frozenset("bar bars segment slice wedge group column stack point marker side half".split())


_ASCII_WORD = re.compile(r"[A-Za-z]+")


def names_place(text: str) -> bool:
    """Whether a name (without its notes) only says where a mark stands ("Top Bar", "Second
    Bar", "bottom", "Left Group"), naming no series and no category."""
    words = [w.casefold() for w in _ASCII_WORD.findall(strip_md(text))]
    return bool(words) and any(w in _PLACE for w in words) and all(w in _PLACE or w in _MARK for w in words)


def named_in_note(label: str) -> str | None:
    """The name the note of a place gives its mark ("M3 vs. Baseline" of "Top Bar (M3 vs.
    Baseline)"), or None: no note, or one that only ranks the mark ("Top Bar (Highest
    Score)", "(Longest)") or says where it stands ("Second Bar (Left)")."""
    text = strip_md(label).strip().rstrip(":： ")
    m = _TRAILING_PAREN.search(text)
    note = m.group(1).strip() if m is not None else ""
    if m is None or not note or not names_place(text[: m.start()]) or names_place(note):
        return None
    head = head_of(note)
    return None if head.has("SCALE_STOP", "MEASURE", "COMMENTARY") or head.names_measure else note


# a closing note in parentheses or brackets ("Loss (Left)", "Loss [a]")
_CLOSING_PARENS = re.compile(r"\s*\([^()]*\)$")
_CLOSING_BRACKETS = re.compile(r"\s*\[[^\[\]]*\]$")


# where a mark stands and its kind before its name: "Top Bar: M3 vs. M2", "Middle Column – Beta"
_MARK_PREFIX = re.compile(rf"^{_POS}\s+(?:bar|column|box|group|cluster)\s*[:\-–—]\s+(?=\S)", re.I)
# a preposition opening a header that names a place by its number: "For 2 in-context examples:",
# "At 8 threads:"
# (markup before it allowed: interpret/points._header_place matches it on the raw line)
PLACE_LEAD = re.compile(r"[*_\s]*(?:for|at)\s+(?=[~≈]?\d)", re.I)


# how the lines below write their numbers, closing a label before the bracket that gives the
# order: "Points, written as (x, y)", "Readings given as"
_WRITTEN_AS = re.compile(r",?\s*(?:written|given|listed|shown|expressed|formatted)\s+as\s*$", re.I)


# the category of all the items, with how many it holds: "Overall (412; micro average)",
# "All (n=90)" beside "Parsing (57)" (a structural word, but here a bar's name)
_COUNTED_WHOLE = re.compile(r"(?:overall|all)\s*\(\s*(?:n\s*=\s*)?\d[\d,]*(?:\s*[;,][^()]*)?\)", re.I)


@lru_cache(maxsize=ACROSS)  # a pure function of the label, asked of the same labels across a corpus
@per_document
def clean_title(label: str) -> str | None:
    """The name a header gives ("R1-Llama" for "R1-Llama Heatmap (Left)", "R1-Qwen |
    AIME'24" for "Chart 1: R1-Qwen | AIME'24", "(a) Alpha" for "Heatmap (a) Alpha",
    "Recall" for "Left Chart (Recall)"), or None for a structural label."""
    s = strip_md(label).strip().rstrip(":： ").strip()
    if (lead := PLACE_LEAD.match(s)) is not None:
        s = s[lead.end() :]  # "For 2 in-context examples": the place 2 in-context examples
    s = _MARK_PREFIX.sub("", s, count=1)  # "Top Bar: `M3 vs. M2`": the bar of M3 vs. M2
    kind_named = _QUOTED_KIND.fullmatch(s)
    if kind_named:
        return kind_named.group(1).strip()  # '"Mostly Right" Category': the category Mostly Right
    lettered = _KIND_LETTER.match(s)
    if lettered:
        # "Line Graph (a)", "Heatmap (a) Alpha", "Matrix (b) Beta - Overlap Values": the
        # letter and the name, without the kind
        mark = f"({lettered.group('letter').casefold()})"
        rest = lettered.group("rest")
        return (clean_title(f"{mark} {rest}") if rest else None) or mark
    placed = _PLACE_KIND.match(s)
    if placed:
        # "Left Chart (Recall)" is the chart called Recall; "Left Graph" and "Left Graph
        # Trends" are the left graph
        rest = s[placed.end() :].strip()
        inner = _TRAILING_PAREN.fullmatch(rest)
        name = clean_title(inner.group(1)) if inner else None
        if name is not None:
            return name
        if not rest or is_structural(rest) or head_of(rest).has("COMMENTARY", "SECTION", "DATA_WORD"):
            return placed.group(0).strip()
    if _MARKER.match(s):
        return s  # "Chart 2", "Panel (b)": structural words, but it names a panel
    note = _TRAILING_PAREN.search(s)
    if note is not None and _MARKER.match(s[: note.start()]) and _placed_by_note(s):
        return s  # "Chart 1 (Left)", like "Chart 1 (Top-Left)": the panel's place is all its name
    marked = bool(_ENUM.match(s) or _PREFIX.match(s))
    # a panel letter is part of the title ("(a) Validation"); a list number or a kind is not
    letter = _LETTER.match(s) if marked else None
    s = _ENUM.sub("", s)
    s = _PREFIX.sub("", s)
    s = _LINE_PREFIX.sub("", s)
    kind = _KIND_PREFIX.match(s)
    if kind is not None and head_of(kind.group("word")).has("ENTITY"):
        s = s[kind.end() :]  # "Model: Orion-7B" is the model Orion-7B
    m = _TRAILING_PAREN.search(s)
    if m and m.start() > 0:
        if (named := named_in_note(s)) is not None:
            return clean_title(named)  # "Top Bar (M3 vs. Baseline)": the bar called M3 vs. Baseline
        if is_structural(_WRITTEN_AS.sub("", s[: m.start()])) and not _COUNTED_WHOLE.fullmatch(s):
            # "Series and values (batch size: throughput)": a note on a structural label; "Points,
            # written as (depth, clarity)": how each point's numbers are ordered, no name
            return None
        if is_structural(m.group(1)) or _placed_by_note(s) or only_kind(m.group(1)) or _axis_range_note(m.group(1)):
            # "Loss (Top-Right)": the chart called Loss, placed top right; "Bags per Porter
            # (Stacked Bar Chart)": the chart called Bags per Porter
            s = s[: m.start()]
    s = _DATA_TAIL.sub("", s)  # "Alpha - Overlap Values": the panel Alpha, the rest says what is listed
    dash = _DRAWN_AFTER_DASH.search(s) or _COLOUR_AFTER_DASH.search(s)
    if dash is not None and dash.start() > 0 and _drawn_note_after_dash(dash.group(1)):
        # "north-model - Orange Dashed Line with Squares", "Base Model - Orange": how the series is drawn
        s = s[: dash.start()]
    kind_said = False  # "Ease of Use Sub-Chart": the label says it names a chart
    while True:
        t = _TRAILING_KIND.sub("", s)
        if t == s or not t.strip():
            break
        s, kind_said = t, True
    s = trim_end(s.strip().rstrip(":：, "))  # "Entity Attr." keeps the dot of its abbreviation
    if not s or is_structural(s):
        return None
    # "Target Training Acc (Red Line)": 3 words; "pass@k (Oracle) [Black dotted line, triangles]": 2
    words = _CLOSING_PARENS.sub("", _CLOSING_BRACKETS.sub("", s)).split()
    series = _NAMED_SERIES.search(s) is not None  # "Cyan Squares and Diamonds Data Series"
    # ("Approximate values, read from the heatmap": a sentence that ends on the chart's word)
    named_chart = (
        kind_said
        and len(words) <= _MAX_CHART_NAME_WORDS
        and "," not in s
        and s[:1].isupper()
        and words[-1].casefold() not in _NAME_GLUE
    )
    described = len(words) > 3 and not any(_NAME_TOKEN.search(w) for w in words)
    if not marked and not series and not named_chart and described:
        return None  # "Values as printed in the cells": a description, not a name
    if not marked and len(words) > 8:
        return None  # "The BoolQ grid has four rows, one per data mix": a sentence
    if letter is not None:
        return f"({letter.group(1)}) {s}"
    return s


_MAX_CHART_NAME_WORDS = 5  # words of a name before a chart's word ("Ease of Successful Execution Sub-Chart")
_NAME_GLUE = frozenset("the a an of in on from for to by with and or".split())  # no name ends on these


# a note that is only a stretch of values: "(40–80)", "(5-12.5)", "(0 to 1)"
_RANGE_NOTE = re.compile(r"\s*[-−]?\d+(?:\.\d+)?\s*(?:[-–—]|to)\s*[-−]?\d+(?:\.\d+)?\s*%?\s*")
_YEAR = re.compile(r"1[89]\d\d|20\d\d")


def _axis_range_note(note: str) -> bool:
    """Whether a title's note only gives the stretch its values span ("Selection Accuracy
    (40–80)": the chart's value axis, no part of its name); a stretch of years ("Sales
    (2019–2023)") says which the chart is about and stays."""
    return _RANGE_NOTE.fullmatch(note) is not None and len(_YEAR.findall(note)) < 2


_KIND_WORD = re.compile(rf"\b{_KIND}s?\b", re.I)
_LETTER_MARK = re.compile(r"^(?:\([a-hA-H]\)|[a-h][.)])(?:\s|$)")  # "(a) Recall", "b) Loss", "(C)"


@lru_cache(maxsize=ACROSS)
@per_document
def names_chart(label: str) -> bool:
    """Whether a header's words say it is one chart of a figure: a panel letter ("(a)
    Recall", "Line Graph (a)", "Figure 2d: …"), a numbered chart ("Chart 2", "Panel 3"), a
    place and a kind or a colon ("Left Chart (Recall)", "Top-Right: Beta") or a chart's
    kind ("R1-Llama Heatmap (Left)", "ECE Plot"). A list's number ("1. Gemma") is none of
    these, nor a group's header that quotes a kind's word as its name."""
    s = strip_md(label).strip().rstrip(":： ").strip()
    if _KIND_LETTER.match(s) or _PLACE_KIND.match(s) or _MARKER.match(s) or _LETTER_MARK.match(s):
        return True
    if group_name(s) is not None:
        return False  # 'Category 3: "Graph" (Rightmost group)': a group of bars named Graph
    return bool(_PREFIX.match(s) or _KIND_WORD.search(s))


_PLACE_KIND_NOTE = re.compile(rf"\(\s*{_POS}[- ]?{_KIND}\s*\)$", re.I)  # "(Left Chart)", "(Top-Right Panel)"


def places_chart(label: str) -> bool:
    """Whether a label ends on the place of a chart in parentheses ("Errors Falcon (Left
    Chart)"): the header names a chart of the figure, never a series or a category."""
    return bool(_PLACE_KIND_NOTE.search(strip_md(label).strip().rstrip(":： ").strip()))


def ends_on_kind(label: str) -> bool:
    """Whether a label is a name and then the word for a chart ("Kite-3B Chart", "Alpha
    Heatmap (Left)"): the header is one chart of the figure, whatever the name is."""
    s = _TRAILING_PAREN.sub("", strip_md(label).strip().rstrip(":： ").strip())
    return len(s.split()) >= 2 and _TRAILING_KIND.search(s) is not None


# "1. Ridge Plot of Gain across Depth", "Bar Chart of Revenue": a chart named by its kind and what it shows
_KIND_OF = re.compile(rf"^(?:\d{{1,2}}[.)]\s*)?(?:[\w-]+\s+)?{_KIND}s?\s+of\s+\S", re.I)


def opens_on_kind(label: str) -> bool:
    """Whether a label is the word for a chart, perhaps after its sort, and then what it shows
    ("1. Ridge Plot of Gain across Depth", "Histogram of Delays"): the header is one chart of
    the figure, never a series or a category."""
    return _KIND_OF.match(strip_md(label).strip()) is not None


# "Top-Left", "Left Chart", "Loss (Top-Right)", "Sales (Right Chart)": where a chart stands
_CHART_PLACE = re.compile(rf"^(?P<lead>{_POS})(?:\s+{_KIND})?$|\(\s*(?P<note>{_POS})(?:\s+{_KIND})?\s*\)$", re.I)


def _placed_by_note(text: str) -> bool:
    """ "R1-Llama (Left)", "Alpha (Top Right Panel)": a name, then its place in parentheses."""
    m = _CHART_PLACE.search(text)
    return m is not None and m.group("note") is not None


_SPACES_OR_DASHES = re.compile(r"[\s-]+")


def marker_letter(label: str) -> str | None:
    """The panel letter a label made only of a chart's word and a letter gives ("(b)" of
    "**Chart b):**", "Panel (c)", "Plot d"), or None (a number, "Chart 2", is no letter)."""
    s = strip_md(label).strip().rstrip(":： ").strip()
    head, dash, place = s.rpartition(" - ")
    if dash and head and names_place(place):
        s = head.strip()  # "Chart (a) - Top Left": the letter, then where the chart stands
    if _MARKER.match(s) is None or (s[-1:] == ")" and s[-2:-1].isdigit()) or s[-1:].isdigit():
        return None
    letter = s.rstrip(")")[-1:]
    return f"({letter.casefold()})" if letter.isalpha() else None


def chart_place(label: str) -> str | None:
    """The place a label gives a chart of the figure, as a key ("top-left" of "Top Left
    Graph", "2. **Top-Left**" and "Loss (Top-Left)"), or None."""
    m = _CHART_PLACE.search(_ENUM.sub("", strip_md(label).strip().rstrip(":： ").strip()))
    return None if m is None else _SPACES_OR_DASHES.sub("-", (m.group("lead") or m.group("note")).casefold()).strip("-")


def lead_place(label: str) -> str | None:
    """The place a label opens on, before a chart's word and its title ("left" of "Left
    Chart (Memory in MB)", "top-right" of "Top-Right Panel: Loss"), as chart_place keys it; or None."""
    m = _PLACE_KIND.match(_ENUM.sub("", strip_md(label).strip()))
    return None if m is None else chart_place(m.group())


def place_note(label: str) -> bool:
    """Whether a label ends on a place in parentheses ("R1-Llama (Left)", "Red Block
    (Bottom)"): a panel's place, or a region's; a group's header ('Group 1: "Base" (Left)')
    places its cluster of bars, no panel."""
    if group_name(label) is not None:
        return False
    return _placed_by_note(strip_md(label).strip().rstrip(":： ").strip())


def _opens_furniture(label: str | None) -> bool:
    """A label that starts the figure's furniture: an axis, the legend, a colour scale, the title."""
    head = head_of(label or "")
    return head.label_axis is not None or head.has("LEGEND", "COLOUR_SCALE", "TITLE")


_ASSIGNS = re.compile(r"[:=]")


def _is_parent(lines: list[Line], i: int) -> bool:
    """An item whose next line is a deeper item is a header of the items below it when it
    is short and holds no numbers ("- Monday" over "\t- Morning: 3,000") or ends with a
    colon ("* Colour bars, one per panel:")."""
    ln = lines[i]
    # "- Load 2,000" over "  - Throughput: 1,980": a few words and a number, no value separator
    named_x = len(ln.content.split()) <= 4 and not _ASSIGNS.search(ln.content)
    short = len(ln.content) <= 80 and (not ln.phrases or named_x)
    if i + 1 >= len(lines) or not (ln.content.rstrip().endswith(":") or short):
        return False
    nxt = lines[i + 1]
    return nxt.kind == "item" and nxt.block == ln.block and nxt.indent > ln.indent


_TWO_LETTERS = re.compile(r"[A-Za-z]{2,}")
_DIGIT = re.compile(r"\d")


def _heads_flat_list(label: str, ln: Line, nxt: Line | None) -> bool:
    """A series's item over its points in a list a model flattened: "* **Difficulty
    (lightcoral):** The line starts …" then "* At 0 Training Steps: ~2.0%" at its depth.
    Its label says how the series is drawn and a sentence follows it, or a few words with no
    number (not a value: "* **Good (Blue):** ~8" is a point); the next item gives a point, and its own label (if
    any) draws no series ("* **Bar (2B) - Red Line:** …" is the next series)."""
    if nxt is None or nxt.kind != "item" or nxt.block != ln.block or nxt.indent != ln.indent:
        return False
    if not nxt.phrases and not _suffixed_point(nxt):
        return False
    if label_only(nxt) is not None:
        return False  # "* **Batch Size 8**:" alone: the next group's header, no point of this series
    rest = ln.content[statement_of(ln.content).rest_at :]
    if _own_value_first(rest):
        # "* **GPT-4o (Dark Blue Bar):** Accuracy = **67.5%**. The bar is taller …" over
        # "* **Difference:** …": its first sentence is its own value, a point, no series' head
        return False
    said = len(_TWO_LETTERS.findall(rest))
    if said < _SENTENCE_WORDS and (not said or _DIGIT.search(rest)):
        # ("**Desktop (gray):** Slowly shrinks." heads its points too: a few words, no number)
        return False
    following = statement_of(nxt.content)
    if following.form != "text" and following.label and _labels_drawn(following.label, nxt.content):
        return False
    return _labels_drawn(label, ln.content)


def _own_value_first(rest: str) -> bool:
    """Whether an item's words after its label open on a sentence that is only a measure and
    its value, set apart by spaces ("Accuracy = 67.5%. The bar …", "Share: 41%."); a place
    written as a setting ("Level after d=2.") is no such value."""
    first = strip_md(rest).split(". ", 1)[0].strip()
    if not labelled_value_alone(first):
        return False
    at = min((i for i in (first.find(c) for c in ":=≈") if i >= 0), default=-1)
    return at > 0 and (first[at] == ":" or first[at - 1] == " ")


def _suffixed_point(ln: Line) -> bool:
    """Whether an item gives one value written with a scale suffix after its label ("* Jan:
    ~42k"): the reader keeps no number of "42k", the binder reads it on the value axis."""
    st = statement_of(ln.content)
    if st.form != "labelled" or not st.label:
        return False
    return _BINDINGS.SUFFIXED.fullmatch(strip_md(ln.content[st.rest_at :]).strip().rstrip(".")) is not None


# the shapes of suffixed numbers ("~42k"): grammars/bindings.lark's
_BINDINGS = Shapes("bindings")


def _describes_drawn(label: str, ln: Line) -> bool:
    """Whether a bold label that says how its series is drawn is followed by a sentence about
    it, numbers and all ("**Upper Dam (blue):** Starts at 78% in Jan, rises to 92% …"): the
    series' own paragraph, which heads the list of its points below it ("**Good (Blue):**
    ~8" is a point, no sentence)."""
    rest = ln.content[statement_of(ln.content).rest_at :]
    return len(_TWO_LETTERS.findall(rest)) >= _SENTENCE_WORDS and _labels_drawn(label, ln.content)


# what may follow a bold label and still only name what it heads: quoted names, notes in
# brackets, dashes and stops ('**Group 2:** "LR w/" (Middle cluster)')
_NAME_AND_NOTES = re.compile(r'"[^"]*"|“[^”]*”|\([^()]*\)|[\s*_`.,:;–—-]')


# a group's header: its word and number, then the name it gives ('Group 3: "LR w/o" (Right
# cluster)', "Cluster 2 - “KD w/”", "Category 1: "A" (Leftmost group)")
_GROUP_HEAD = re.compile(r"^(?:group|cluster|category|set)\s*\d{1,2}\s*(?::|\.|\s[-–—])\s*", re.I)


# a quoted name, then where its cluster stands: '"KD w/o" (Right cluster)', '"A" (Leftmost group)'
_PLACED_GROUP = re.compile(r'^["“][^"”]+["”]\s*\((?:[a-z-]+\s+){0,2}(?:group|cluster)\)$', re.I)


def group_name(label: str) -> str | None:
    """The quoted name a group's header gives ("LR w/o" of 'Group 3: "LR w/o" (Right
    cluster)', of '2. "LR w/o" (Right cluster)'), or None for any other label."""
    text = strip_md(label).strip().rstrip(":： ")
    if not _GROUP_HEAD.match(text) and not _PLACED_GROUP.match(_ENUM.sub("", text)):
        return None
    names = [t for t, _ in quoted(text) if t]
    return names[0] if len(names) == 1 else None


def named_after_label(st: Statement, ln: Line) -> str | None:
    """The whole line as one label when a bold label ("Group 2", a kind and its number), or
    a plain one that opens a group's header, is followed by nothing but the quoted name of
    what it heads and notes in brackets, with no number after the label ('**Group 2:** "LR
    w/" (Middle cluster)' reads as the bold line '**Group 2: "LR w/" (Middle cluster)**');
    else None."""
    if st.form != "labelled" or not st.label or not st.rest_at:
        return None
    if not st.bold and group_name(ln.content) is None:
        return None  # (a plain label heads only as a group's: 'Group 2: "LR w/" (Middle cluster)')
    rest = ln.content[st.rest_at :]
    if not re.search(r'["“]', rest) or _NAME_AND_NOTES.sub("", rest):
        return None
    if any(ph.start >= ln.offset + st.rest_at for ph in ln.phrases):
        return None
    return strip_md(ln.content).strip()


def _heads_record(st: Statement, ln: Line, nxt: Line | None) -> bool:
    """ "- Model: Orion-7B" over "- Overall: 3" at its depth: the kind of thing (the grammar's
    ENTITY word) and its name, no number, head the values listed after it, as the bold
    "**Model: Orion-7B**" does."""
    if st.form != "labelled" or not st.label or ln.phrases or len(st.label.split()) != 1:
        return False
    if nxt is None or nxt.kind != "item" or nxt.block != ln.block or nxt.indent != ln.indent or not nxt.phrases:
        return False
    return head_of(st.label).has("ENTITY") and len(strip_md(ln.content[st.rest_at :]).split()) <= _MAX_NAME_WORDS


_MAX_NAME_WORDS = 4


def _labels_drawn(label: str, content: str) -> bool:
    """Whether a labelled line says how its series is drawn, in its label ("**Alpha (Red):**
    …") or in a note that opens the words after it ("**alpha-k:** (Red dashed line) Rises …")."""
    rest = strip_md(content[statement_of(content).rest_at :]).lstrip()
    opening = rest[1 : rest.find(")")] if rest.startswith("(") else ""
    return _drawn(label) or colour_phrase(opening) is not None


_SENTENCE_WORDS = 4


def _describes_drawn_series(before: Line, ln: Line) -> bool:
    """Whether the item before `ln`, at its depth, also names a drawn series and describes it
    ("* **Alpha (Blue):** rises …" right before "* **Beta (Red):** falls …")."""
    if before.kind != "item" or before.block != ln.block or before.indent != ln.indent:
        return False
    st = statement_of(before.content)
    return st.form == "labelled" and bool(st.label) and _drawn(st.label or "")


def _drawn(label: str) -> bool:
    """Whether a label ends by saying how a series is drawn: "Difficulty (lightcoral)",
    "Foo (2B) - Blue Line"."""
    note = _TRAILING_PAREN.search(label)
    dash = _DRAWN_AFTER_DASH.search(label)
    if (m := _MARK_ONLY.fullmatch(strip_md(label).strip())) is not None:
        # "Black Dotted Line", "Light Blue Curve": a series named only by how it is drawn
        return colour_phrase(m.group(0)) is not None
    return (note is not None and colour_phrase(note.group(1)) is not None) or (
        dash is not None and _drawn_note_after_dash(dash.group(1))
    )


def _drawn_note_after_dash(after: str) -> bool:
    """Whether what follows a name's dash says how it is drawn before any bracket: "Orange
    Dashed Line with Squares" does; "Rule Set (Black Line)" names the series "Accuracy - Rule
    Set", drawn as its bracket says (the colour is the bracket's, not the dash's)."""
    return colour_phrase(after.split("(", 1)[0]) is not None


# a label of a colour, how the mark is stroked and the mark's noun, nothing else
_MARK_ONLY = re.compile(
    r"(?:(?:light|dark|pale|deep|bright|solid|dashed|dotted|thick|thin)\s+)*[A-Za-z]+"
    r"(?:\s+(?:solid|dashed|dotted|dash-dotted))?\s+(?:line|curve|bars?|markers?|dots|points)",
    re.I,
)


_DRAWN_AFTER_DASH = re.compile(
    r"\s[-–—]\s+([^-–—]*\b(?:line|curve|bars?|markers?|circles|squares|dots)\b[^-–—]*)$", re.I
)
# a colour alone after a name's dash: "Base Model - Orange", "Kite - Light Blue"
_COLOUR_AFTER_DASH = re.compile(r"\s[-–—]\s+((?:light|dark|pale|deep|bright)?\s?[A-Za-z]+)$", re.I)


def _headline(lines: list[Line], i: int) -> str | None:
    """A name standing on its own line, without bold ("1. R1-Llama | AIME24", "Chart 1:
    R1-Qwen | AIME'24"), that introduces what follows: short, no full stop, a name in it,
    and followed by a list of another kind (numbered over bullets) or a deeper one (an
    item), or by a list or a table (a line of text)."""
    ln = lines[i]
    text = strip_md(ln.content).strip()
    if not text or len(text.split()) > 8 or i + 1 >= len(lines):
        return None
    placed = placed_chart_shows(text) if ln.kind == "text" and not ln.continuation else None
    if placed is not None and lines[i + 1].kind in ("item", "table_head"):
        return placed  # "The top-left subplot shows Aldport." over its items: that chart's name
    if text.endswith((":", ";", ",")) or (text.endswith(".") and trim_end(text) != text):
        return None  # a sentence or a label; "Multi-hop Rel." ends in an abbreviation, not a stop
    if is_place_line(text) and _numbered_over_data(lines, i):
        return text  # "1. Batch: 8" over "* Plain: Recall = 31.5%": the place of the lines below
    label, at = leading_label(ln.content)
    # "Error bar: ±0.5% (estimated)": a label and its value, not a headline ("Center Chart:
    # 8B Parameter Size" names its chart)
    if _LABEL_THEN_VALUE.search(text) and (not at or placed_title(label or "", ln.content[at:]) is None):
        return None
    if at and _opens_furniture(label):
        return None  # "**Columns**: Tool-1, Tool-2": an axis and its ticks, not a headline
    if i > 0 and ln.kind == "item" and _ordered(lines[i - 1], ln) and lines[i - 1].indent == ln.indent:
        return None  # "9. Refinement PC" after "8. Refinement C": the last entry of a plain list
    title = clean_title(text)
    nxt = lines[i + 1]
    # "1. Exact Lookup" over "* Trend: …": a numbered item over bullets heads them, whatever
    # its words ("3. Position")
    numbered_over_bullets = (
        ln.kind == "item"
        and ln.raw.lstrip()[:1].isdigit()
        and nxt.kind == "item"
        and not nxt.raw.lstrip()[:1].isdigit()
        and not ln.phrases
        and len(text.split()) <= 4
        and not _opens_furniture(leading_label(nxt.content)[0])  # "7. Coverage" then "- **Y-Axis:**"
    )
    if numbered_over_bullets:
        return title or text
    # "(a) Recall vs. index size", "Chart 1: …"
    marked = title is not None and (title != text or bool(_ENUM.match(text) or _PREFIX.match(text)))
    # "No dropout (red line)" over its points: a name of a few words, besides the parenthesis
    short = len(re.sub(r"\([^()]*\)", "", text).split()) <= 3 and ln.kind == "text"
    if short and title is None and not is_structural(re.sub(r"\([^()]*\)", "", text)):
        title = text
    if title is None or not (_NAME_TOKEN.search(title) or marked or short) or (ln.phrases and not (marked or short)):
        return None  # a plain sentence, or numbers that are data rather than a panel marker
    if ln.kind == "item":
        ordered = ln.raw.lstrip()[:1].isdigit()
        prev = lines[i - 1] if i > 0 else None
        if (
            not ordered
            and nxt.kind == "item"
            and nxt.indent == ln.indent
            and prev is not None
            and prev.kind == "item"
            and prev.indent == ln.indent
            and not prev.raw.lstrip()[:1].isdigit()
        ):
            # "- More concentrated than LLM" then "4. **Next (red)**:": the last bullet of a
            # flattened sub-list, before the numbered list goes on, heads nothing
            return None
        return (
            title
            if nxt.kind == "item" and (nxt.indent > ln.indent or nxt.raw.lstrip()[:1].isdigit() != ordered)
            else None
        )
    # "Chart (b): Accuracy vs. Epoch" at the margin right after a list (a lazy continuation
    # of its last item, to markdown) still opens the next chart
    if ln.kind == "text" and short and ln.offset == 0 and _drawn(text) and _plain_point(nxt.content):
        # "Small (orange, dashed)" over "Epoch 1: 2.10" in one unbroken paragraph: a series
        # named with how it is drawn, over plain lines of its points
        return title
    if ln.kind == "text" and (not ln.continuation or (ln.offset == 0 and names_chart(text))):
        return title if nxt.kind in ("item", "table_head") else None
    return None


_SECTION_WORDS = 3  # words of a plain line that names a section of prose ("Key Observations")


def _commentary_line(ln: Line) -> bool:
    """Whether a plain line only names a section of commentary ("Observations", "Key
    Takeaways", "Notes"): a few words, no number, no stop, a section's word in them."""
    text = strip_md(ln.content).strip().rstrip(":： ")
    if not text or len(text.split()) > _SECTION_WORDS or ln.phrases or text.endswith((".", ",", ";")):
        return False
    head = head_of(text)
    return head.has("COMMENTARY", "SECTION") and head.holds_no_data


def _headline_label(ln: Line) -> str:
    """The label of a headline: all its words ("1. Errors Kite (Left Chart)", whose title
    is "Errors Kite"), as a bold label line keeps them."""
    return strip_md(ln.content).strip().rstrip(":： ").strip()


# "Batch: 8", "Epoch = 3": an axis's name and a bare number, nothing after it
_PLACE_LINE = re.compile(r"[A-Za-z][\w ]{0,30}?\s*[:=]\s*[-−]?\d[\d.,]*")


# "15 °C: 18%", "Epoch 1: 2.10": a place, then its one value, nothing else
_POINT_LINE = re.compile(
    r"(?:[A-Za-z][\w ]{0,30}?\s*|[-−]?\d[\d.,]*\s?[°%A-Za-zµ]{0,4}\s*)[:=]\s*[~≈]?[-−]?\d[\d.,]*\s?%?"
)


def _plain_point(text: str) -> bool:
    """Whether a line only gives one point: a place and its value."""
    return _POINT_LINE.fullmatch(strip_md(text).strip()) is not None


def is_place_line(text: str) -> bool:
    """Whether a line's text only names a place: a few words, then a bare number."""
    return _PLACE_LINE.fullmatch(strip_md(text).strip()) is not None


def _numbered_over_data(lines: list[Line], i: int) -> bool:
    """A numbered item followed by bullets that hold numbers ("1. Batch: 8" over "* Plain: 31.5%"),
    maybe after a bullet that only says what they show ("- Latency climbs here:")."""
    ln, nxt = lines[i], lines[i + 1]
    if not nxt.phrases and i + 2 < len(lines) and label_only(nxt) is not None:
        nxt = lines[i + 2]
    return (
        ln.kind == "item"
        and ln.raw.lstrip()[:1].isdigit()
        and nxt.kind == "item"
        and not nxt.raw.lstrip()[:1].isdigit()
        and bool(nxt.phrases)
    )


def _legend_entries(lines: list[Line]) -> frozenset[int]:
    """The lines of a legend's entries listed as label-only items at the legend's own depth
    (a flattened list): "- **Legend**: at the top, with labels and colors:" then "- **Alpha**
    (blue)", "- **Beta** (red)". Two or more in a row after an item that opens on the legend
    and ends with a colon; one alone may be a series over its points."""
    out: set[int] = set()
    for i, ln in enumerate(lines):
        if ln.kind != "item" or label_only(ln) is not None or not strip_md(ln.content).rstrip().endswith(":"):
            continue
        st = statement_of(ln.content)
        if not st.label or not head_of(st.label).has("LEGEND") or not head_of(st.label).opens_on_furniture:
            continue
        run = []
        for nxt in lines[i + 1 :]:
            if nxt.kind != "item" or nxt.block != ln.block or nxt.indent != ln.indent or label_only(nxt) is None:
                break
            run.append(nxt.number)
        if len(run) >= 2:
            out.update(run)
    return frozenset(out)


def _ordered(before: Line, ln: Line) -> bool:
    """Whether two items are consecutive entries of one numbered list ("1." then "2.")."""
    a, b = _ITEM_NUMBER.match(before.raw), _ITEM_NUMBER.match(ln.raw)
    return a is not None and b is not None and int(b.group(1)) == int(a.group(1)) + 1


def _bullet_under_numbered(stack: list[Header], rank: int, ln: Line, label: str, named: bool) -> bool:
    """A bulleted band of values right after a numbered label at the same depth ("1.
    **Probe-K**:" then "- **High Scores**:" then "- alpha: 91", all at column 0), or a bulleted
    sentence that names nothing right on the next line ("1. **Depth = 4**" then "- Delay rises
    with width:" then "- 8 → 22.41ms"): a flattened list, where the bullets were the numbered
    item's children; the next numbered item is its sibling again."""
    numbered = next((h for h in reversed(stack) if h.rank == rank), None)
    sentence = not named and numbered is not None and numbered.line.number == ln.number - 1
    return (
        (value_band(strip_md(label)) or sentence)
        and numbered is not None
        and numbered.line.kind == "item"
        and numbered.line.block == ln.block
        and numbered.line.indent == ln.indent
        and _ITEM_NUMBER.match(numbered.line.raw) is not None
        and _ITEM_NUMBER.match(ln.raw) is None
    )


_ITEM_NUMBER = re.compile(r"\s*(\d{1,3})[.)]\s")


def _names_readings(label: str) -> bool:
    """Whether a label alone says the lines under it are readings ("Data Points:", "Approximate
    Values:", "The count is approximately:")."""
    return says(label, "DATA_WORD", "DATA_HINT")


def _label_title(label: str, ln: Line) -> str | None:
    """The title a header line gives by its label, or by the name after it when the label
    is only a chart's place and kind ("**Center Chart:** 8B Parameter Size")."""
    st = statement_of(ln.content)
    if st.label == label and st.rest_at and (named := placed_title(label, ln.content[st.rest_at :])) is not None:
        return named
    return clean_title(label)


def build(lines: list[Line]) -> Outline:
    """Assign every line the headers it sits under."""
    out = Outline(lines)
    stack: list[Header] = []
    indents: list[int] = []
    block = -1
    # the document's title: its first heading of the shallowest level (a "### Key
    # Observations" written above "## Heatmap: …" does not title the figure)
    top = min((ln.level for ln in lines if ln.kind == "heading"), default=0)
    # "## Chart 1: …" beside "## Chart 2: …": the first heading is a chart's, not the figure's title
    charts_at_top = sum(1 for ln in lines if ln.kind == "heading" and ln.level == top and _designated(ln)) >= 2
    first_heading = True
    entries = _legend_entries(lines)

    def push(h: Header) -> None:
        while stack and stack[-1].rank >= h.rank:
            stack.pop()
        out.context[h.line.number] = tuple(stack)
        stack.append(h)
        out.headers[h.line.number] = h

    for i, ln in enumerate(lines):
        if ln.kind == "heading":
            label = strip_md(ln.content)
            is_title = first_heading and ln.level == top and not (charts_at_top and _designated(ln))
            push(Header(ln, ln.level, label, heading_title(label), is_title))
            first_heading = first_heading and not is_title
            continue
        if ln.kind == "item":
            if ln.block != block:
                block, indents = ln.block, []
            while indents and indents[-1] > ln.indent:
                indents.pop()
            if not indents or (indents[-1] < ln.indent and len(indents) < _MAX_DEPTH):
                indents.append(ln.indent)
            rank = _ITEM_RANK + len(indents) - 1
            item_label = label_only(ln)
            headline = None if item_label is not None else _headline(lines, i)
            if headline is not None:
                # "1. R1-Llama | AIME24" over "* Trend: …": a title over the list, like a bold
                # line; over deeper items, a header at its own depth
                shallow = lines[i + 1].indent <= ln.indent
                push(Header(ln, _LABEL_LINE_RANK if shallow else rank, _headline_label(ln), headline))
                continue
            if item_label is None:
                st = statement_of(ln.content)
                nxt = lines[i + 1] if i + 1 < len(lines) else None
                deeper = nxt is not None and nxt.kind == "item" and nxt.block == ln.block and nxt.indent > ln.indent
                # "* Data Points (approximate):" between the series's item and its points; not
                # when the item before is a series described alike (the points then follow both)
                data_label = (
                    nxt is not None
                    and (nl := label_only(nxt)) is not None
                    and _names_readings(nl)
                    and not (i > 0 and _describes_drawn_series(lines[i - 1], ln))
                )
                point = lines[i + 2] if data_label and i + 2 < len(lines) else nxt
                flat = st.form == "labelled" and bool(st.label) and _heads_flat_list(st.label or "", ln, point)
                chart = (
                    chart_run_in(st.label)
                    if st.form == "labelled" and st.label and not deeper and _values_after(ln, st.rest_at)
                    else None
                )
                if chart is not None:
                    # "- **Left chart (Cars):** Mon 12, Tue 15, …": the label names its chart, the
                    # values after it are that chart's (as on a text line: the run-in below)
                    push(Header(ln, rank, st.label or "", chart))
                    out.context[ln.number] = tuple(stack)
                    continue
                if _heads_record(st, ln, nxt):
                    item_label = strip_md(ln.content).strip()  # "Model: Orion-7B", named as the bold form is
                elif st.form == "labelled" and st.label and placed_title(st.label, ln.content[st.rest_at :]):
                    item_label = st.label  # "- **Center Chart:** 8B Parameter Size" over the items after it
                elif deeper and (whole := named_after_label(st, ln)) is not None:
                    item_label = whole  # '* **Group 2:** "LR w/" (Middle cluster)' over its bars
                elif (st.bold and st.form == "labelled" and st.label and deeper) or flat:
                    # "**PPO (blue):** rises quickly, then flattens." over its points: the
                    # bold label names them, the words after it describe them
                    item_label = st.label
                elif _is_parent(lines, i):
                    item_label = strip_md(ln.content).strip()
            if item_label is not None:
                title = _label_title(item_label, ln)
                sibling = stack[-1] if stack and stack[-1].rank == rank else None
                if title is None and sibling is not None and sibling.title is not None and _ordered(sibling.line, ln):
                    # "1. **Entity Attr.**" then "2. **Number**": an item of the same numbered
                    # list names its thing too, whatever the word ("Number", "Position")
                    title = strip_md(item_label).strip().rstrip(":： ").strip() or None
                if (
                    title is None
                    and stack
                    and stack[-1].rank == rank
                    and (stack[-1].title is not None or _labels_drawn(stack[-1].label, stack[-1].line.content))
                    and _names_readings(item_label)
                ):
                    # "**Alpha (Red):**" then "Approximate Values:" at the same depth (a flattened
                    # list): the structural label is an extra level under the name, not its sibling
                    rank += 1
                elif _bullet_under_numbered(stack, rank, ln, item_label, title is not None):
                    rank += 1
                elif ln.number in entries:
                    # "- **Legend**: … colors:" then "- **Alpha** (blue)": an entry, no sibling of
                    # the chart's header
                    rank += 1
                push(Header(ln, rank, item_label, title))
                continue
            while stack and stack[-1].rank > rank:
                stack.pop()
        elif ln.kind == "text":
            text_label = label_only(ln)
            headline = None if text_label is not None else _headline(lines, i)
            # "**Violin plot — Daily screen time**" opening a write-up with no heading: the
            # figure's title, as a first heading would be, never a series over the list below
            opening = top == 0 and not any(x.content.strip() for x in lines[:i]) and names_chart(ln.content)
            if headline is not None:
                push(Header(ln, _LABEL_LINE_RANK, _headline_label(ln), headline, opening))
                continue
            if text_label is None and not ln.continuation and _commentary_line(ln):
                # "Observations" alone on a plain line after the data: the series header above
                # it ends there (a section of prose, no name of a series or a panel)
                push(Header(ln, _LABEL_LINE_RANK, strip_md(ln.content).strip(), None))
                continue
            # "**Open (green circles):** five points, rising …" over its points: a bold label
            # with words but no number after it, on a line of its own, heads the list below
            st = statement_of(ln.content)
            whole = named_after_label(st, ln) if text_label is None and not ln.continuation else None
            run_in = strip_md(st.label).strip() if st.label and st.form == "labelled" else ""
            placed = (
                (placed_chart_shows(run_in) or (chart_run_in(run_in) if _values_after(ln, st.rest_at) else None))
                if run_in and text_label is None and not ln.continuation and ln.phrases
                else None
            )
            if placed is not None:
                # "The top-left subplot shows Aldport: Week 1: 14, Week 2: 18.": the label names
                # its chart, the values after it are that chart's
                push(Header(ln, _LABEL_LINE_RANK, run_in, placed))
                out.context[ln.number] = tuple(stack)
                continue
            if whole is not None and i + 1 < len(lines) and lines[i + 1].kind in ("item", "text"):
                # '**Group 2:** "LR w/" (Middle cluster)' over its bars: as the bold line
                # '**Group 2: "LR w/" (Middle cluster)**' heads them
                push(Header(ln, _LABEL_LINE_RANK, whole, clean_title(whole)))
                continue
            if (
                text_label is None
                and st.bold
                and st.form == "labelled"
                and st.label
                and (not ln.phrases or _describes_drawn(st.label, ln))
                and (not ln.continuation or ln.offset == 0)
                and i + 1 < len(lines)
                and lines[i + 1].kind == "item"
            ):
                push(Header(ln, _LABEL_LINE_RANK, st.label, _label_title(st.label, ln)))
                continue
            # a lazy continuation of an item is a header when it is a bold label, or a
            # "Label:" line that starts at the margin (a flattened list)
            at_margin = ln.offset == 0
            if text_label is not None and (not ln.continuation or at_margin or statement_of(ln.content.strip()).bold):
                # "**(a) Temperature**" over "Run A (red):" and its lines: a label that opens on
                # a panel letter holds the label lines after it, until the next panel's
                lettered = _LETTER_MARK.match(strip_md(text_label).strip()) is not None
                rank = _LABEL_LINE_RANK - 1 if lettered else _LABEL_LINE_RANK
                push(Header(ln, rank, text_label, _label_title(text_label, ln), opening and not lettered))
                continue
            if not ln.continuation:
                while stack and stack[-1].rank >= _ITEM_RANK:
                    stack.pop()
        out.context[ln.number] = tuple(stack)
    _places_among_names(out)
    return out


def _values_after(ln: Line, at: int) -> bool:
    """Whether the words after a line's label (`at` in its content) give two values or more, no
    stretch among them ("Mon 12, Tue 15, …"; not '"Echo rate (%)" (range: 0–30%)', an axis)."""
    after = [p for p in ln.phrases if p.start >= ln.offset + at]
    return sum(len(p.nums) for p in after) >= 2 and all(p.kind != "range" for p in after)


def chart_run_in(label: str) -> str | None:
    """The title of the chart a run-in label names by its kind word and marker or place, its
    values on the same line ("**Chart 1 - Cars:** Mon 12, Tue 15, …" -> "Cars", "Left chart
    (Cars):" -> "Cars", "Panel 2:" -> "Panel 2"), or None ("Heatmap Values:", "Top:" name no chart)."""
    s = strip_md(label).strip().rstrip(":： ").strip()
    if not (
        (_PREFIX.match(s) and _KIND_WORD.match(s))
        or _MARKER.match(s)
        or _PLACE_KIND.match(s)
        or _KIND_LETTER.match(s)
        or _PLACE_THEN_NAME.match(s)
    ):
        return None
    return clean_title(label)


# a chart's place, a colon, then its name, values after it: "**Left: 2015** — Oil 40%, Gas 35%"
# (a place alone, "Top:", names no chart; nor does a place after it, "Left: top")
_PLACE_THEN_NAME = re.compile(rf"^{_POS}\s*[:：]\s+(?!{_POS}\b)(?=\S)", re.I)


def _places_among_names(out: Outline) -> None:
    """A header that is one place word alone ("**Centre:**") over values, among sibling headers
    over values that name things ("**Blue Line:**", "**Boards:**"): the row or bar that place
    names, as its siblings are (a figure's charts placed "**Left:**", "**Centre:**", "**Right:**"
    are all places, and stay so)."""
    groups: dict[tuple[int, tuple[int, ...]], list[Header]] = {}
    nxt = {a.number: b for a, b in zip(out.lines, out.lines[1:], strict=False)}
    for h in out.headers.values():
        after = nxt.get(h.line.number)
        if h.is_doc_title or after is None or after.kind != "item" or not after.phrases:
            continue
        groups.setdefault((h.rank, tuple(g.line.number for g in out.context.get(h.line.number, ()))), []).append(h)
    for sibs in groups.values():
        placed = [h for h in sibs if chart_place(h.label) is not None]
        named = [h for h in sibs if h.title is not None and chart_place(h.label) is None]
        if len(named) >= 2 and len(placed) == 1 and placed[0].title is None and len(placed[0].label.split()) == 1:
            placed[0].title = placed[0].label
