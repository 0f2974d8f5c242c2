"""Points stated in sentences: each value paired with the place it is said at.

    Starts at ~0.30 validation score at step 0.         a value, then its place
    Sharp rise to ~0.45 by step 20. / … at 100 steps.   "by <x name> <x>", "at <x> <x names>"
    … falls to ~64% (Model 2) …                         a value, then "(<x name> <x>)"
    By round 100, the error remains close to 0.9.       the place first, then the clause's value
    … peaks at x=12 with a y-value of ~0.35 …           the same
    … near epoch 30 (Warm ≈ 0.28, Cold ≈ 0.27) …        a place, then named values in parentheses
    **2018:** The count increases to approximately 25.  the item's label is the place of its one value

interpret/mentions.py tells values from places; here they are paired by adjacency and the
words between them: a value and the place right after it, joined by at most a few measure
words and a preposition, then a place and the value its clause goes on to give. A value
with no place, or whose place is a stretch of the axis ("from epoch 0.5 to 2.0"), is no
cell; two values for one place on one line are none.

A prose point is a weaker statement than a data line: it never replaces a cell that a data
line, a table or a point line gives (the assembler binds it last and only where no cell
is), and it is read only where its series is certain: the item's label when it names one
("**Foo (2B) - Blue Line:** …"), the header it sits under, the one legend entry its
sentence names, or a chart with a single series. A sentence about both lines is none."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from extract.grammar import Shapes, fits
from extract.interpret.data import (
    data_scope,
    in_name,
    is_furniture,
    is_structural_point,
    run_in_over_named,
    without_marks_note,
)
from extract.interpret.mentions import Mention, XNames, mentions, x_names
from extract.interpret.points import (
    PointLine,
    match_legend,
    only_notes,
    said_of_every,
    said_of_many,
    series_name,
    without_notes,
)
from extract.models import Tick
from extract.outline import Header, Outline, group_name, leading_label
from extract.reader import Line, Num
from extract.statements import bold_subject, head_of, says
from extract.text import is_structural, loose, strip_md
from extract.wording import HEDGE_WORDS, VARIANT_NOTE, is_colour_word, sentences

# the shapes of prose are grammars/bindings.lark's; those built here at run time from a document's
# names say so
_SHAPES = Shapes("bindings")

# "The SGD curve …", "the AdamW line …": a series named by the sentence that opens on it
_NAMED_CURVE = _SHAPES.NAMED_CURVE
# "The print line starts at 12.0 …": a sentence that opens on one lowercase word and the
# word of a drawn line, in a chart with no legend (not "the upper line", "the dashed line")
_PLAIN_CURVE = _SHAPES.PLAIN_CURVE
_NO_SERIES_WORDS = frozenset(
    "upper lower top bottom middle first second third last other same single one two trend fitted regression "
    "reference dotted dashed solid thick thin steeper flatter rising falling data main overall base".split()
)
# "Kernel A rises from 12% …", "GPT-4 starts at …": a sentence that opens on a name (a word
# with a digit or an inner capital, or a word then a letter or number: "Kernel A", "Model 2")
# and a verb of a curve's course
_NAMED_SUBJECT = _SHAPES.NAMED_SUBJECT
# "The dark red line (3.1 + 2.5 * T^-0.42) starts …": a line named by its marks, then by the
# legend entry in the parenthesis right after them
_DRAWN_NAMED = _SHAPES.DRAWN_NAMED
_PRONOUN = _SHAPES.PRONOUN
_BOTH = _SHAPES.BOTH
_MAX_PER_LINE = 40
_NEAR = 48  # characters before a number that may name its row
_MAX_NAME_WORDS = 6
# a box's statistics besides its middle, and its marks: no value of the category ("64 min" is minutes)
_BOX_STATISTIC = _SHAPES.BOX_STATISTIC
_OPENING = _SHAPES.OPENING_ARTICLE
# the clause of a box's sentence that gives its median, up to the next clause: "The median is
# about 10, the box spans 8 to 11", "The median is around 6, with whiskers reaching 3 and 12"
_MEDIAN_CLAUSE = _SHAPES.MEDIAN_CLAUSE
# a violin's or a distribution's middle, said without a median: "The violin is centered around
# approximately 0.5, with a wide spread from 0.2 to 1.0"
_CENTRE_CLAUSE = _SHAPES.CENTRE_CLAUSE


_MEDIAN_WORD = _SHAPES.MEDIAN_WORD


def _median_clause(text: str, centre: bool = False) -> tuple[int, int] | None:
    """Where the median's clause of a sentence that also gives the box's other statistics
    stands; None when the sentence gives no such statistic, or its median clause does.
    `centre`: a sentence about one category's distribution: its median clause is its value
    whatever else it says, and its clause that says where it is centred stands for its
    median when it names none."""
    # "median ≈ 150 ms; bimodal, with bulges near 110 and 190 ms" of one category: its median
    m = _MEDIAN_CLAUSE.search(text) if centre or _BOX_STATISTIC.search(text) else None
    if m is None and centre and not _MEDIAN_WORD.search(text):
        m = _CENTRE_CLAUSE.search(text)
    if m is None or _BOX_STATISTIC.search(m.group(0)):
        return None
    return m.span()


_OPENS = _SHAPES.OPENS
_PANEL_PLACE = _SHAPES.PANEL_PLACE
# "(Rounds 0–20)", "1970-2017", "(1000 → 1500)"; not a date ("GPT-4 (2024-08-06)")
_STRETCH = _SHAPES.STRETCH
_GAP_NOTE = _SHAPES.GAP_NOTE
# the words between a value and the place after it: a unit or measure ("validation score", "req/s", "°C"),
# then a preposition ("~0.45 by step 20", "0.52 (highest point) at x=1000", "~64% (Model 2")
_STOP = (
    r"and|then|but|while|with|from|to|until|before|after|since|between|than|or|vs|which|that|where|when|"
    r"it|its|is|are|was|were|both|each|all"
)
_TIGHT = _SHAPES.TIGHT
# a value alone in its bracket, the bracket opened right before it: "a slight dip (~0.85) at step
# 80" gives the dip's value, then the place after the bracket closes
_VALUE_BRACKET_OPEN = _SHAPES.VALUE_BRACKET_OPEN
_VALUE_BRACKET_CLOSE = _SHAPES.VALUE_BRACKET_CLOSE
# between the end of a stretch and the value reached there: ", reaching approximately ", ", where it hits "
_REACHED = _SHAPES.REACHED
# the words between a place and the value its clause gives: a few words, none that starts
# another clause ("By round 100, the error remains close to ", " with a y-value of ", ": ")
# the words before the place that closes a stretch the sentence follows: "from layer 0 to "
_STRETCH_TO = _SHAPES.STRETCH_TO
_STRETCH_REACH = 48  # characters before a place searched for its stretch's opening
# a clause that gives the value where a stretch ends: ", ending at approximately"
_ENDING = _SHAPES.ENDING
# a bracket right after the place that ends a stretch, holding only the value there and the
# name of what it measures: "until epoch 5 (loss ≈ 0.078)", "until step 40 (~0.3)"
_END_VALUE_OPEN = _SHAPES.END_VALUE_OPEN
_END_VALUE_CLOSE = _SHAPES.END_VALUE_CLOSE
_LINK = _SHAPES.LINK_WORDS


@dataclass(slots=True)
class _Scope:
    """What a line says about the sentences in it: its series, and the place its label is."""

    series: str | None
    certain: bool  # the series is known (a label, a header, or a chart of one series)
    inherited: bool = False  # the series is the header's, not the line's own label's
    place: Tick | None = None  # "**2018:** …": the x its label names
    grouped: bool = False  # the place is a group header's: the sentence names its bar, by colour too


def read_prose_points(
    outline: Outline,
    skip: set[int],
    x_labels: tuple[str, ...],
    legend: list[str],
    series_headers: dict[int, str],
    y_label: str | None = None,
    chart: str = "unknown",
    y_labels: tuple[str, ...] = (),
    stated_at: set[tuple[int, int]] | None = None,
    x_ticks: tuple[float, ...] = (),
    unsure: set[int] | None = None,
    x_glue: frozenset[str] = frozenset(),
    categories: tuple[str, ...] = (),
    x_stretch: tuple[float, float] | None = None,
    row_names: tuple[str, ...] = (),
) -> list[PointLine]:
    """The points prose states on the lines not in `skip`; `series_headers` maps a header
    line to the series it names; `x_ticks`: the x axes' stated numeric ticks; `x_glue`: the units
    the x axes name, which a place may carry glued ("0.1B" on "Size (Billion)"). `chart`: the
    kind the write-up says it is ("bar": a label or a header may be the category of a
    sentence's value). `unsure` gets the lines that place a value of no certain series.
    `categories`: the x axis's ticks when they are names ("Tiny, Small, Base"), which a
    sentence may open on ("Tiny reaches about 41%."). `x_stretch`: the x axis's stated
    stretch, whose ends a line's first and last values said with no place stand at when no
    numeric tick is stated. `row_names`: a grid's y ticks when they are names ("cat, dog"),
    which a sentence may name its row by ("for true class cat, …")."""
    unsure = set() if unsure is None else unsure
    grid = chart in ("heatmap", "table")
    bars = chart in ("bar", "box")
    # a box plot whose x axis lists no boxes: its legend names them ("Green box: "Panel"")
    boxed = chart == "box" and not categories
    said: dict[int, list[int]] = {}  # a paragraph's sentences that state an axis or a scale, by line
    for number, at in stated_at or ():
        said.setdefault(number, []).append(at)
    if grid:
        return _grid_points(outline, skip, x_names(x_labels), y_labels, said, categories, row_names)
    names = x_names(x_labels, y_label, x_ticks, x_glue, y_labels, x_stretch)
    labels = {ln.number: _label_of(ln.content) for ln in outline.lines if ln.kind in ("item", "text")}
    drawn = {
        s
        for n, (label, _) in labels.items()
        if label is not None and (s := _label_series(label, legend) or _bold_subject_series(n, outline, label, legend))
    }
    # sentences that open on the names of two series ("**Ines** rows …", "**Tomas** starts …"):
    # a sentence that names none is of no certain series, even with no legend
    opened = (
        {
            s
            for ln in outline.lines
            if ln.kind in ("item", "text") and ln.number not in skip and (s := _subject(ln.content))
        }
        if not legend
        else set()
    )
    # "* **Falcon:** The line starts at …" beside "* **Heron:** It begins …" with no legend:
    # two or more labels each followed by a sentence about "the line" name its series
    referred = _referred_labels(outline, skip, labels, legend, names) if not bars else set()
    several = len(set(legend) | set(series_headers.values()) | drawn | opened | referred) >= 2
    panels = {loose(h.title): h for h in outline.headers.values() if h.title and not h.is_doc_title}
    out: list[PointLine] = []
    placed: list[PointLine] = []  # values placed by their label or header, not their sentence
    # the series the lines before named, for "* It slips to …" on the item after "* The blue Quill line …"
    last: list[str] = []
    carried: list[_Peak] = []  # a peak's place the item before gave without its height
    before: tuple[int, tuple[Header, ...]] | None = None
    for ln in outline.lines:
        if ln.kind not in ("item", "text") or ln.number in skip:
            continue
        if not ln.phrases and names.glued is None:
            continue
        label, rest_at = labels[ln.number]
        if ln.number in outline.headers and label is None:
            continue  # a header alone ("**Alpha (red):**"); one with a sentence after it is read
        if label is not None and (head_of(label).opens_on_furniture or head_of(label).has("PLACEMENT")):
            continue  # "- Legend: Model 0 (colour 0), …", "Spatial Grounding: … near x=4, y=92": no value
        under = outline.under(ln)
        if any(
            _furniture(h)
            and not _series_commentary(h, under, series_headers)
            and not _commentary_over_series(h, under, series_headers, legend)
            and not _panel_commentary(h, under, label, legend)
            and not run_in_over_named(h, under)
            for h in data_scope(under)
            if not h.is_doc_title
        ):
            continue
        named = [
            about
            for h in reversed(under)
            if (about := _about(h, panels)) is not None and not h.is_doc_title and h.line.number not in series_headers
        ]
        scope = _scope(ln, label, rest_at, under, legend, series_headers, names, several, bars, boxed, categories)
        if scope.series is None and scope.place is None and label is not None and len(referred) >= 2:
            own = _referred_series(ln, label, rest_at, legend, names)
            if own in referred:
                scope = _Scope(own, True)
        if scope.place is None and label is not None and categories:
            # "**A+B:** Adding component "B" reduces the metric to ~0.126" beside the x ticks A,
            # A+B, …: the label is the category of the sentence's one value, in any chart
            scope.place = _listed_category(label, categories)
        start = ln.offset + rest_at if label else ln.offset
        if before != (ln.number - 1, under) or ln.kind != "item":
            last = []  # a pronoun refers within a paragraph, or across the adjacent items of one list
            carried = []  # and so does "at that point"
        before = (ln.number, under)
        found, by_label = _read_line(
            ln, start, named, names, legend, scope, said.get(ln.number, []), last, unsure, carried, categories
        )
        out += found[:_MAX_PER_LINE]
        placed += by_label
    out = _labels_clash(out, labels, unsure)
    # a category given two values by two of its lines ("**English:**" over two sentences) has none
    return out + _agreed(_medians_first(placed))


# "at minute 15", "at epoch ~40": a noun right before a number after "at"
_AT_NOUN = _SHAPES.AT_NOUN
_NOT_A_PLACE_NOUN = frozenset("least most a an the its their level".split()) | HEDGE_WORDS
_MIN_SAID_AT = 3  # places a noun must give before it is taken for the x axis's name


# the words of a label that names a part of the x axis or of the curve's course, not a series
_PHASE_WORDS = frozenset(
    "stretch phase stage period segment regime plateau window part portion early late initial final "
    "middle beginning end start opening closing convergence behavior behaviour pattern course rise "
    "fall decline growth spike dip drop jump range interval zone".split()
)


def _referred_series(ln: Line, label: str, rest_at: int, legend: list[str], names: XNames) -> str | None:
    """The series a line's label names when no legend does and its sentence refers to it as
    "the line", "it" ("**Falcon:** The line starts at …"): the label, its notes dropped; None
    for a label of structure, a stretch or a place ("**Trend:**", "**Epoch 5:**")."""
    if legend or _PRONOUN.match(ln.content[rest_at:]) is None:
        return None
    text = strip_md(label).strip()
    if is_structural(text) or is_structural_point(text) or head_of(text).not_data or _STRETCH.search(text):
        return None
    words = [t.casefold() for k, t in head_of(text).tokens if k == "WORD"]
    if any(w in _PHASE_WORDS for w in words):
        return None  # "**Opening Stretch (0K–8K):** The line …": a stretch of the axis, no series
    if _label_place(ln, label, rest_at, names) is not None:
        return None
    name = series_name(text)
    return name if name and len(name.split()) <= 6 else None


def _referred_labels(
    outline: Outline, skip: set[int], labels: dict[int, tuple[str | None, int]], legend: list[str], names: XNames
) -> set[str]:
    """The series that lines' labels name by _referred_series, over the whole write-up."""
    if legend:
        return set()
    return {
        s
        for ln in outline.lines
        if ln.kind in ("item", "text") and ln.number not in skip and ln.phrases
        for label, at in (labels[ln.number],)
        if label is not None and (s := _referred_series(ln, label, at, legend, names)) is not None
    }


def implied_x_label(lines: list[Line]) -> str | None:
    """The x axis's name a write-up with no axis statement gives in its prose: the noun it
    places three or more values at ("climbs to 71 at minute 15, 79 at minute 30 and 83 at
    minute 45" names the x axis "minute"), when one noun does so and no other does."""
    said: dict[str, int] = {}
    for ln in lines:
        if ln.kind not in ("item", "text") or not ln.phrases:
            continue
        for m in _AT_NOUN.finditer(ln.content):
            w = m.group("w").casefold()
            if w not in _NOT_A_PLACE_NOUN:
                said[w] = said.get(w, 0) + 1
    often = [w for w, n in said.items() if n >= _MIN_SAID_AT]
    return often[0] if len(often) == 1 else None


def _labels_clash(
    points: list[PointLine], labels: dict[int, tuple[str | None, int]], unsure: set[int]
) -> list[PointLine]:
    """The points without those of no named series that items with different labels give at
    one x with different values ("* **w = 10:** … about 0.007 at 900 steps" beside "* **w = 20:**
    … about 0.009 at 900 steps"): each label is likely a series no legend names, so none is the
    chart's one line; their lines go to `unsure` (reported, never dropped silently)."""
    said: dict[Tick, set[tuple[str | None, float]]] = {}
    for p in points:
        if p.series is None:
            said.setdefault(p.x, set()).add((labels.get(p.line.number, (None, 0))[0], float(p.value.value)))
    clash = {x for x, got in said.items() if len({v for _, v in got}) > 1 and len({lab for lab, _ in got}) > 1}
    if not clash:
        return points
    unsure |= {p.line.number for p in points if p.series is None and p.x in clash}
    return [p for p in points if p.series is not None or p.x not in clash]


# a line's label up to its first colon: "2002: A sharp jump …", "Scout (1B) - Blue Line: The line …"
_COLON_LABEL = _SHAPES.PROSE_COLON_LABEL
_DASH_NOTE = _SHAPES.DASH_NOTE


# a paragraph opening on a bold name and its drawing note, no colon: "**Ana** (green line) begins at …"
# (bold or not: "Ana (green line) begins at …"; the name one to three capitalised words)
_BOLD_NOTED_OPENING = _SHAPES.BOLD_NOTED_OPENING


def _label_of(content: str) -> tuple[str | None, int]:
    """The label of a line and where its sentence starts; besides statement_of's labels, a
    number alone ("2002: …") and a name with a drawing note after a dash, written without
    bold ("Scout (1B) - Blue Line: …", where the label statement_of reads is "Scout (1B)")."""
    label, at = leading_label(content)
    noted = _BOLD_NOTED_OPENING.match(content)
    if noted is not None and only_notes(noted.group("note").strip("()")):
        # the series the paragraph tells, named as a header with its note names it ("Ana (green line)")
        return f"{noted.group('name').strip()} {noted.group('note')}", noted.end()
    m = _COLON_LABEL.match(content)
    if m is None or (label is not None and m.end() <= at):
        return label, at
    text = m.group("label").strip()
    if label is None and _SHAPES.NUMBER_TEXT.fullmatch(text):
        return text, m.end()
    note = _DASH_NOTE.match(text[len(label) :]) if label is not None and text.startswith(label) else None
    if note is not None and only_notes(note.group("note")):
        return text, m.end()
    return label, at


def _grid_points(
    outline: Outline,
    skip: set[int],
    names: XNames,
    y_labels: tuple[str, ...],
    said: dict[int, list[int]],
    categories: tuple[str, ...] = (),
    row_names: tuple[str, ...] = (),
) -> list[PointLine]:
    """The cells a grid's prose states, each sentence naming its row once and each value
    its column: "In the first row for true class 0, the values are 38 under predicted 0,
    1 under predicted 1, …", or a column the x axis names ('Layer 24 shows a white band
    (0.12) under "on"', "47 under predicted cat"); a row the y axis names by a word of its
    side ("for true class cat", with cat a y tick); a sentence that names no row, or two,
    gives none."""
    if not y_labels:
        return []
    rows = x_names(y_labels)
    out: list[PointLine] = []
    for ln in outline.lines:
        if ln.kind not in ("item", "text") or ln.number in skip or not ln.phrases:
            continue
        under = outline.under(ln)
        if any(_furniture(h) for h in under if not h.is_doc_title):
            continue
        named = [h for h in reversed(under) if h.title is not None and not h.is_doc_title]
        for sent in sentences(ln, items=True):
            a, b = sent.offset, sent.offset + len(sent.content)
            if any(a <= at < b for at in said.get(ln.number, ())):
                continue  # the sentence that states an axis
            found = mentions(ln, a, b, names)
            row = [m for m in found if not m.place and rows.before.search(ln.raw[max(a, m.start - _NEAR) : m.start])]
            if len(row) != 1:
                side = _row_by_side(ln.raw, a, found[0].start, row_names) if found and categories and not row else None
                for v, c in _values_at_categories(ln.raw, b, found, categories) if side is not None else []:
                    out.append(PointLine(ln, named, side, c, v.num, [], prose=True))
                continue
            found = [m for m in found if m is not row[0]]
            for v, c in _values_at_categories(ln.raw, b, found, categories) if categories else []:
                out.append(PointLine(ln, named, row[0].num.raw.strip("*_`~≈ "), c, v.num, [], prose=True))
            for v, p in _pairs(found, ln.raw, names):
                # the row as written ("0"); the assembler finds the y axis's tick of it
                out.append(PointLine(ln, named, row[0].num.raw.strip("*_`~≈ "), p.num.value, v.num, [], prose=True))
    return out


def _row_by_side(raw: str, a: int, b: int, row_names: tuple[str, ...]) -> str | None:
    """The one y tick named in raw[a:b] (the words before a sentence's first number) right
    after the word of the grid's true side ("for true class cat", "actual dog"), or None."""
    if not row_names:
        return None
    hits = list(_category_pattern(row_names).finditer(raw, a, b))
    if len(hits) != 1:
        return None
    before = raw[max(a, hits[0].start() - _SIDE_NEAR) : hits[0].start()].split()
    if not before or not any(head_of(w).has("TRUE_CLASS") for w in before[-_SIDE_WORDS:]):
        return None
    canonical = {loose(t): t for t in row_names}
    return canonical.get(loose(hits[0].group()), hits[0].group())


_SIDE_NEAR = 24  # characters before a row's name searched for the word of its side
_SIDE_WORDS = 2  # "true class cat": the side's word at most a word before the name


def _about(h: Header, panels: dict[str, Header]) -> Header | None:
    """The header that names the panel `h` is about: itself when it names one, or the panel
    whose name its words are besides the commentary ("**Left Graph Trends:**" is about the
    "**Left Graph:**" panel)."""
    if h.title is not None:
        return h
    toks = head_of(h.label).tokens
    if not any(k == "COMMENTARY" for k, _ in toks):
        return None
    return panels.get(loose(" ".join(t for k, t in toks if k != "COMMENTARY")))


def _furniture(h: Header) -> bool:
    """A header over the figure's furniture (axes, legend, colour scale, title, a box's
    marks), whose sentences place no data; the model's commentary ("**Left Graph
    Trends:**", "Key Observations") may state points."""
    head = head_of(without_marks_note(h.label))
    drawn = head.has("AXIS", "AXIS_WORD", "LEGEND", "COLOUR_SCALE", "SCALE", "TITLE", "BOX_MARKS")
    if (drawn and h.title is None) or head.opens_on_furniture:
        return True
    # "Key Observations" is the model's reading of the whole figure; "Left Graph Trends" one panel's
    return is_furniture(h) and (not head.has("COMMENTARY") or _PANEL_PLACE.search(h.label) is None)


def _series_commentary(h: Header, under: tuple[Header, ...], series_headers: dict[int, str]) -> bool:
    """Whether `h` is the model's commentary on one series, under the header that names it
    ("### DRAG (Blue Dashed Line)" over "- **Trend**:" over "- Starts at approximately y = -2
    when x = 0."): its sentences place that series' values, as the header's own do."""
    if not head_of(h.label).has("COMMENTARY") or h.title is not None:
        return False
    outer = under[: under.index(h)]
    return any(o.line.number in series_headers for o in outer)


def _commentary_over_series(
    h: Header, under: tuple[Header, ...], series_headers: dict[int, str], legend: list[str]
) -> bool:
    """Whether `h` is a section of the model's commentary ("## Key Trends") over a header that
    names one series by its legend entry or by how it is drawn ("1. **Blue Line (bs 1)**:" over
    "- Starts at 1.0 (x=1), rises to ~2.9 (x=64)"): the sentences under that header place its
    series' values, as they would under any section ("1. **Metric Comparison**:" names none)."""
    if not head_of(h.label).has("COMMENTARY") or h.title is not None:
        return False
    inner = under[under.index(h) + 1 :]
    return any(
        o.line.number in series_headers
        and o.title is not None
        and (series_name(o.title) != o.title.strip() or match_legend(series_name(o.title), legend) is not None)
        for o in inner
    )


def _panel_commentary(h: Header, under: tuple[Header, ...], label: str | None, legend: list[str]) -> bool:
    """Whether `h` is the model's commentary on one panel's lines, a legend entry labelling the
    line ("#### Chart 1: Recall" over "- **Trends**:" over "- **Alpha (Orange)**: Starts at ~75
    (Shot 0), …"): its sentences place that series' values in that panel."""
    if label is None or not head_of(h.label).has("COMMENTARY") or h.title is not None:
        return False
    outer = under[: under.index(h)]
    named = any(o.title is not None and not o.is_doc_title for o in outer)
    return named and match_legend(series_name(strip_md(label).strip()), legend) is not None


def _label_series(label: str, legend: list[str]) -> str | None:
    """The series an item's label names: a legend entry, or a name with a drawing note
    ("Foo (2B) - Blue Line", "Difficulty (lightcoral)"); not a phase of the x axis
    ("Early Phase (Rounds 0–20)") nor a word of structure ("Trend", "Final Value")."""
    text = strip_md(label).strip()
    name = series_name(text)
    hit = match_legend(name, legend)
    if hit is not None:
        return hit
    if is_structural(text) or is_structural_point(text) or head_of(text).not_data or _STRETCH.search(text):
        return None
    return name if name and name != text and len(name.split()) <= 6 else None


def _bold_subject_series(
    number: int, outline: Outline | None, label: str, legend: list[str], content: str | None = None
) -> str | None:
    """The series a line's label names when it is a name in bold that opens the line's sentence,
    no colon after it, with no legend ("**Ines** rows a 128-second split at 18 …": Ines)."""
    if legend:
        return None
    if content is None:
        ln = outline.line_of(number) if outline is not None else None
        content = ln.content if ln is not None else ""
    subject = _subject(content)
    return subject if subject is not None and loose(subject) == loose(strip_md(label)) else None


def _entry_of_both(label: str, header: str, legend: list[str]) -> str | None:
    """The one legend entry a label and the header over it name together: "Average-CNs" under
    "2PNN" is "Average-CNs for 2PNN" (or "Average-CNs (2PNN)", "2PNN Average-CNs"), or None."""
    a, b = loose(label), loose(header)
    if not a or not b:
        return None
    keys = {a + "for" + b, a + "of" + b, a + b, b + a}
    hits = [e for e in legend if loose(e) in keys]
    return hits[0] if len(hits) == 1 else None


def _scope(
    ln: Line,
    label: str | None,
    rest_at: int,
    under: tuple[Header, ...],
    legend: list[str],
    series_headers: dict[int, str],
    names: XNames,
    several: bool,
    bars: bool,
    boxed: bool = False,
    categories: tuple[str, ...] = (),
) -> _Scope:
    own = series_headers.get(ln.number)
    if own is None and label is not None:
        own = _label_series(label, legend) or _bold_subject_series(ln.number, None, label, legend, ln.content)
        if own is not None and bars and own not in legend and len(legend) < 2:
            # "**Solo (Blue):** The violin is centered around 0.5": in a chart of one series,
            # the label is the category, as a header is below
            return _Scope(None, True, place=own)
    header = next((series_headers[h.line.number] for h in reversed(under) if h.line.number in series_headers), None)
    if own is not None and own not in legend and header is not None:
        # "**2PNN:**" over "* Average-CNs Line: Starts at …" with the legend's "Average-CNs for
        # 2PNN": the entry both name
        own = _entry_of_both(own, header, legend) or own
    if own is not None:
        # "**1. North:**" (a listed category) over "* **Tie (Blue):** The segment … is labeled
        # "44.5".": the series the label names, at the category its header names
        h = next((h for h in reversed(under) if not h.is_doc_title), None) if bars and categories else None
        return _Scope(own, True, place=_listed_category(h.title, categories) if h is not None and h.title else None)
    scope = _Scope(header, header is not None or not several, inherited=header is not None)
    if label is not None:
        scope.place = _label_place(ln, label, rest_at, names)
        if scope.place is None and bars:
            scope.place = _category(label, legend)  # "**Solver-K:** The bar extends to approximately 72%"
    elif boxed and header is not None and header in legend:
        # "**Panel (Green Box):**" over "* The median is around 0.85." where the legend names
        # the boxes: the header is the box, a category of the chart's one unnamed series
        scope.series, scope.place = None, header
    elif bars and header is not None and header not in legend and len(legend) < 2:
        # "**English:**" over "* The median token count for English is around 650.": in a chart
        # of one series, the header is the category
        scope.series, scope.place = None, header
    elif bars and header is not None and header not in legend and (listed := _header_category(header, categories)):
        # "1. **Core**:" (a listed category) over "* The pale green bar (Lintex) shows a pass rate
        # of 38.4%." beside a legend of two or more: the header is the category, the sentence
        # names its series
        scope.series, scope.certain, scope.inherited, scope.place = None, False, False, listed
    if bars and label is None and (group := _group_place(under)) is not None and header in (None, group):
        # '**Group 3: "LR w/o" (Right cluster)**' over "- The green bar stands at about 0.49.":
        # the group's header is the category; the sentence names the bar
        scope.series, scope.certain, scope.inherited = None, False, False
        scope.place, scope.grouped = group, True
    return scope


def _group_place(under: tuple[Header, ...]) -> str | None:
    """The name of the group whose header a line sits right under, or None."""
    h = next((h for h in reversed(under) if not h.is_doc_title), None)
    return group_name(h.label) if h is not None and h.title is not None else None


def _category(label: str, legend: list[str]) -> str | None:
    """The category an item's label names in a bar chart ("anthropic/claude-opus-4.5"), not
    a legend entry, a stretch, a word of structure nor a sentence."""
    text = strip_md(label).strip()
    if match_legend(series_name(text), legend) is not None or _STRETCH.search(text):
        return None
    if is_structural(text) or is_structural_point(text) or head_of(text).not_data:
        return None
    if len(text.split()) > _MAX_NAME_WORDS:
        return None
    return without_notes(text) or None


_POINT_NOTE = _SHAPES.POINT_NOTE


def _listed_category(label: str, categories: tuple[str, ...]) -> str | None:
    """The x tick an item's label is, as written ("A+B+C (full model)" of the tick so written),
    else its notes dropped ("A+B+C (red)" of the tick "A+B+C"), or None."""
    text = strip_md(label).strip()
    for key in dict.fromkeys([loose(text), loose(without_notes(text)), loose(_LAST_NOTE.sub("", text))]):
        # ("**Plain:**" of the tick "Plain (baseline)": its variant note aside)
        hit = next((c for c in categories if key in (loose(c), loose(VARIANT_NOTE.sub("", c)))), None) if key else None
        if hit is not None:
            return hit
    return None


def _header_category(header: str, categories: tuple[str, ...]) -> str | None:
    """The x tick a group's header names: the tick as _listed_category finds it, or the tick
    and one word for what the ticks are ("GAIA Benchmark", "Core Dataset" of the tick "Core")."""
    listed = _listed_category(header, categories)
    if listed is not None:
        return listed
    head, _, kind = without_notes(strip_md(header).strip()).rpartition(" ")
    return _listed_category(head, categories) if head and kind.isalpha() else None


def _label_place(ln: Line, label: str, rest_at: int, names: XNames) -> Tick | None:
    """The x an item's label names when it is only that ("**2018:**", "Step 20"), never a
    stretch ("**1970-2017:**")."""
    text = strip_md(label).strip()
    nums = ln.phrases_in(ln.offset, ln.offset + rest_at)
    if len(nums) != 1 or nums[0].kind != "num":
        return None
    n = nums[0].nums[0]
    # "**At Step 0 (Start):**": a note after the place says which point it is
    bare = _SHAPES.DIGIT_RUN.sub("", _POINT_NOTE.sub("", text)).strip()
    if bare and not names.before.search(bare + " "):
        return None
    return n.value


def _pairs(found: list[Mention], raw: str, names: XNames) -> list[tuple[Mention, Mention]]:
    """Each value with its place: first a value and the place right after it, then a place
    and the value its clause goes on to give."""
    out: list[tuple[Mention, Mention]] = []
    used: set[int] = set()
    for v, p in pairwise(found):
        if v.place or not p.place or not (v.ok and p.ok):
            continue
        end = v.end
        closed = _VALUE_BRACKET_CLOSE.match(raw, end, p.start)
        if closed is not None and _VALUE_BRACKET_OPEN.search(raw, max(0, v.start - 4), v.start):
            end = closed.end()  # "a slight dip (~0.85) at step 80": the bracket holds the value alone
        gap = _GAP_NOTE.sub(" ", names.names_as_words(_plain(raw[end : p.start])))
        if _TIGHT.fullmatch(gap):
            out.append((v, p))
            used |= {id(v), id(p)}
    for p, v in pairwise(found):
        if not p.place or v.place or not v.ok or id(p) in used or id(v) in used:
            continue
        gap = names.names_as_words(_plain(raw[p.end : v.start]))
        if _STRETCH_TO.search(raw, max(0, p.start - _STRETCH_REACH), p.start) and _ENDING.fullmatch(gap):
            # "a slight decline from layer 0 to layer 30, ending at approximately 0.96": the
            # stretch the sentence follows ends at its "to" place, and so does the line there
            out.append((v, p))
            used |= {id(v), id(p)}
            continue
        if not p.ok:
            said_there = _END_VALUE_OPEN.fullmatch(gap) is not None and _END_VALUE_CLOSE.match(raw, v.end) is not None
            if p.ends and (_REACHED.fullmatch(gap) or said_there):
                # "increases until around epoch 50, reaching approximately 0.74": the value at the
                # stretch's end; "Steep decline until epoch 5 (loss ≈ 0.078)": said in brackets after it
                out.append((v, p))
                used |= {id(v), id(p)}
            continue
        # across a comma only from a place that opens its clause ("By round 100, the error …"),
        # not one that ends a clause of its own ("converges by step 60, ending at ~0.39")
        # "at `x=4000`, reaching `y=18`": a value the y axis's letter names is the one at that x
        if fits(_LINK, gap) and (
            "," not in gap or _OPENS.search(raw, 0, p.start) or _lettered(v, p, raw) or _measured(gap, names)
        ):
            out.append((v, p))
            used |= {id(v), id(p)}
    return _each_listed(out, found)


_PEAK = _SHAPES.PEAK
# the other words that say where a line is highest or lowest ("reaches its maximum around
# epoch 40", "bottoms out near step 30"): the place of an extreme, whose height may follow
_HIGHEST = _SHAPES.HIGHEST
_LOWEST = _SHAPES.LOWEST


@dataclass(frozen=True, slots=True)
class _Peak:
    """Where a sentence says a peak (high) or a trough is, without its height: the place, as
    written on its own line (the height may follow on the next item of the list)."""

    place: Mention
    high: bool
    written: str | None


def _peak_place(found: list[Mention], text: str, raw: str) -> _Peak | None:
    """The one place of a sentence that says where a peak (high) or a trough is and gives
    no value: "The distribution is unimodal, peaking around a Grade of 0.6.", "The loss
    bottoms out near step 30." """
    if len(found) != 1 or not found[0].place or not found[0].ok:
        return None
    high = bool(_PEAK.search(text) or _HIGHEST.search(text))
    low = bool(_LOWEST.search(text))
    return _Peak(found[0], high, _written(raw, found[0])) if high != low else None


def _peak_height(found: list[Mention], text: str, peak: _Peak | None) -> list[tuple[Mention, Mention]]:
    """The value of the sentence right after a peak's place that gives the peak's height
    and nothing else, and says so: "The density at the peak is approximately 2.5.", "At that
    point the accuracy is about 0.83." (REFERS_BACK); a sentence that does not point back
    ("The final accuracy is 0.79.") is no height of the peak, nor is a peak's after a trough."""
    if peak is None or len(found) != 1 or found[0].place or not found[0].ok:
        return []
    place, high = peak.place, peak.high
    peak_words = bool(_PEAK.search(text) or _HIGHEST.search(text))
    if high and not peak_words and not says(text, "REFERS_BACK"):
        return []
    if not high and (peak_words or (_LOWEST.search(text) is None and not says(text, "REFERS_BACK"))):
        return []
    return [(found[0], place)]


def _respective(ln: Line, a: int, b: int, names: XNames) -> list[tuple[Mention, Mention]]:
    """The values of a list paired in order with the places of an earlier list of as many,
    which the x axis's name follows, in a sentence that says "respectively": "The bars for 5
    and 7 hops reach about 2,800 and 3,100, respectively" is 2,800 at 5 and 3,100 at 7."""
    if "respectively" not in ln.raw[a:b].casefold():
        return _values_for_places(ln, a, b, names)
    lists = [p for p in ln.phrases_in(a, b) if p.kind == "list"]
    if len(lists) != 2 or len(lists[0].nums) != len(lists[1].nums):
        return []
    places, values = lists
    if ln.raw[a : places.start].casefold().rstrip(" ~≈*_`").endswith(("between", "from")):
        return []  # "between 8 and 12 jobs": a stretch, not two places
    if not names.after.match(ln.raw[places.end : b]) or names.after.match(ln.raw[values.end : b]):
        return []
    return [
        (Mention(v, v.start, v.end, place=False), Mention(x, x.start, x.end, place=True))
        for x, v in zip(places.nums, values.nums, strict=True)
    ]


# "for x = ", "at epochs ", "for x values of ": a list of places after the values it gives
_FOR_PLACES = _SHAPES.FOR_PLACES


def _values_for_places(ln: Line, a: int, b: int, names: XNames) -> list[tuple[Mention, Mention]]:
    """A list of values, then "for" (or "at") the list of as many places: "The y-values are
    approximately 1.0, 1.9, 3.5 and 6.1 for x = 1, 2, 4 and 8" is 1.0 at 1, …, 6.1 at 8. The
    places are said as "x =" or with the x axis's name; the sentence gives nothing else."""
    phrases = ln.phrases_in(a, b)
    if len(phrases) != 2 or any(p.kind != "list" for p in phrases):
        return []
    values, places = phrases
    if len(values.nums) != len(places.nums) or len(values.nums) < 2:
        return []
    lead = _FOR_PLACES.fullmatch(ln.raw, values.end, places.start)
    if lead is None:
        return []
    said = (lead.group("x") or "").strip()
    if said and not said.casefold().startswith("x") and not names.before.search(said):
        return []
    if not said and not names.after.match(ln.raw[places.end : b]):
        return []  # "… for 1, 2, 4 and 8 workers": the x axis's name after the places
    return [
        (Mention(v, v.start, v.end, place=False), Mention(x, x.start, x.end, place=True))
        for x, v in zip(places.nums, values.nums, strict=True)
    ]


# "Starts at approximately", "begins near", "starting around": a curve's first value follows
_STARTS_AT = _SHAPES.STARTS_AT
# "ends at ~2.2", "finishing near 0.4": a line's last value said before it (its place may follow)
_ENDS_AT = _SHAPES.ENDS_AT
_PLACE_SAID_AFTER = _SHAPES.PLACE_SAID_AFTER

_RANGE_ON = _SHAPES.PROSE_RANGE_ON


def _edge_value(
    found: list[Mention],
    pairs: list[tuple[Mention, Mention]],
    raw: str,
    names: XNames,
    end: bool = False,
    stretch: bool = False,
) -> tuple[Mention, Mention] | None:
    """ "Starts at approximately 0.59 and increases …" on an x axis whose ticks are stated: the
    value at the first of them, when the sentence gives that value no place of its own;
    "…, ends at ~2.2." (`end`): the value at the last. `stretch`: with no numeric tick
    stated, the ends of the axis's stated stretch ("Logarithmic scale from 10¹⁷ to 10²²")
    stand for them; a start is where the stated stretch begins when that is before the first
    stated tick, or no tick is stated ("Epoch (0–400)")."""
    low = None if end else names.low
    edges = tuple(names.ticks) or (names.stretch if stretch else None) or ((low,) if low is not None else ())
    if not edges:
        return None
    said = _ENDS_AT if end else _STARTS_AT
    paired = {id(m) for pair in pairs for m in pair}
    for i, v in enumerate(found):
        if v.place or id(v) in paired or not said.search(raw, max(0, v.start - 40), v.start):
            continue
        if _RANGE_ON.match(raw, v.num.end):
            return None  # "starts at 0.55–0.60": a stretch of values, no one value
        after = found[i + 1] if i + 1 < len(found) else None
        if after is not None and after.place and after.ok and id(after) not in paired:
            # "starts at 0.59 at epoch 5": the place is said (the pairing decides); "starts at
            # ~2, decreases until around iteration 10000": a stretch's end, not the start's place
            return None
        if (
            after is not None
            and not after.place
            and not after.num.approx
            and not after.num.percent
            and float(after.num.value) in names.ticks
            and _PLACE_SAID_AFTER.match(raw, v.num.end, after.start)
        ):
            # "starts at ~35% at a vector dimension of 16": a place said in words not known to
            # be the x axis's; the stated tick it names, not the first, may be the value's place
            return None
        edge = max(edges) if end else min((*edges, low) if low is not None else edges)
        place = Num(int(edge) if float(edge).is_integer() else edge, "", v.start, v.start)
        return v, Mention(place, v.start, v.start, place=True)
    return None


# the course to a line's last value: "… and increases to approximately 50.5.", "and then
# decreases slightly to ~0.2." (the value ends the sentence)
_COURSE_TO_END = _SHAPES.COURSE_TO_END
_SENTENCE_END = _SHAPES.SENTENCE_TAIL


def _course_end(
    found: list[Mention], pairs: list[tuple[Mention, Mention]], raw: str, names: XNames, first: Mention
) -> tuple[Mention, Mention] | None:
    """ "Starts at approximately 40.5 and increases to approximately 50.5." on an x axis whose
    ticks are stated: a line told by its start and the value its one course reaches, nothing
    else said, spans the axis; the value is at the last tick (as "…, ends at ~50.5"). A second
    value with a place, a stretch, or words after it leaves it unplaced."""
    values = [m for m in found if not m.place]
    if not names.ticks or pairs or len(values) != 2 or len(found) != 2 or values[0] is not first:
        return None
    v = values[1]
    if not _COURSE_TO_END.search(raw, first.num.end, v.start) or not fits(_SENTENCE_END, raw[v.num.end :]):
        return None
    edge = max(names.ticks)
    place = Num(int(edge) if float(edge).is_integer() else edge, "", v.start, v.start)
    return v, Mention(place, v.start, v.start, place=True)


# a line's start said in its sentence, its value placed or not: "Starts at ~5.8 (10¹⁷ FLOPS)"
_STARTS_SAID = _SHAPES.STARTS_SAID


def _span_values(
    found: list[Mention], pairs: list[tuple[Mention, Mention]], raw: str, names: XNames, a: int
) -> tuple[tuple[Mention, Mention] | None, tuple[Mention, Mention] | None]:
    """The first and last values a sentence gives with no place: "Starts at approximately 0.59
    and …" at the first stated tick; a line told by its two ends, "Starts at ~5.6, ends at
    ~2.2.", spans the axis: the last value at the last tick, and on an axis stated only as a
    stretch ("from 10¹⁷ to 10²²") at the stretch's ends. A last value alone ("…, ending at
    ~0.21" after "by epoch 40") is no point: the sentence may speak of a stretch that ends
    before the axis does."""
    start = _edge_value(found, pairs, raw, names)
    last = _edge_value(found, pairs, raw, names, end=True, stretch=True)
    if last is None and start is not None:
        last = _course_end(found, pairs, raw, names, start[0])
    if last is None or _STARTS_SAID.search(raw, a, last[0].start) is None:
        return start, None
    if start is None:
        start = _edge_value(found, pairs, raw, names, stretch=True)
    if not names.ticks and start is None and not any(p.place for p in found):
        return None, None  # on a stretch, a last value with no start said beside it has no place
    return start, last


# a verb of a curve's course, then "from": "decreases from", "climbs steadily from"
_COURSE_FROM = _SHAPES.COURSE_FROM


def _stretch_ends(ln: Line, a: int, b: int, names: XNames) -> list[tuple[Mention, Mention]]:
    """The two ends of a course said over a stretch of the x axis: "Between 50 and 100 million
    steps, L0 decreases from ~10² to ~10¹" is 10² at 50 and 10¹ at 100. Only when the
    sentence gives nothing else: the stretch (after "between" or "from", the x axis's name
    after it), then a verb of the course and "from" the first value "to" the second."""
    phrases = ln.phrases_in(a, b)
    if len(phrases) < 2:
        return []
    places, *after = phrases
    if len(places.nums) != 2 or places.kind not in ("range", "list"):
        return []
    if after[0].kind == "range" and len(after[0].nums) == 2:
        values, rest = list(after[0].nums), after[1:]
    elif (
        len(after) >= 2
        and all(p.kind == "num" for p in after[:2])
        and _TO.fullmatch(ln.raw, after[0].end, after[1].start)
    ):
        values, rest = [after[0].nums[0], after[1].nums[0]], after[2:]  # "from about 380 to about 60"
    else:
        return []
    if any(ln.raw.rfind("(", values[1].end, n.start) < 0 for p in rest for n in p.nums):
        return []  # another number, not a note in brackets after the values ("(near 1)")
    lead = _plain(ln.raw[a : places.start]).casefold().rstrip(" ~≈")
    if not lead.endswith(("between", "from")) or not names.after.match(ln.raw[places.end : values[0].start]):
        return []
    if not _COURSE_FROM.search(_plain(ln.raw[places.end : values[0].start]).rstrip(" ~≈")):
        return []
    return [
        (Mention(v, v.start, v.end, place=False), Mention(x, x.start, x.end, place=True))
        for x, v in zip(places.nums, values, strict=True)
    ]


_TO = _SHAPES.TO


def _measured(gap: str, names: XNames) -> bool:
    """Whether the clause after a place's comma names the y axis's measure ("peaks around a
    Grade of 0.4, with a density of about 2.0", or only its name: "at Step ~17, Score ~90"):
    the value of that place, not of a clause of its own."""
    words = gap.rsplit(",", 1)[-1].split()
    if words and all(names.measures(w.strip(":=≈~")) for w in words):
        return True  # "located at Model Number ~17, Score ~90": each coordinate named by its axis
    return len(words) >= 2 and words[0].casefold() == "with" and any(names.measures(w) for w in words[1:])


_LETTERED = _SHAPES.LETTERED


def _lettered(v: Mention, p: Mention, raw: str) -> bool:
    """Whether a place is written "x=…" and a value "y=…" (each coordinate named by its axis),
    joined by words ("at x=4000, reaching y=18"); a bare "x=2, y=41" is a point's pair, which
    the point readers take or leave."""
    if not _SHAPES.ASCII_LETTER.search(raw[p.end : v.start]):
        return False
    px, vy = _LETTERED.match(raw, p.start, p.num.start), _LETTERED.match(raw, v.start, v.num.start)
    return px is not None and vy is not None and (px.group(1) + vy.group(1)).casefold() == "xy"


def _each_listed(pairs: list[tuple[Mention, Mention]], found: list[Mention]) -> list[tuple[Mention, Mention]]:
    """A value paired with one of a list of places is the value at each ("100% for sizes 20,
    25, and 30"; "at epochs 5, 10 and 15 it stays at 0.9")."""
    lists: dict[int, list[Mention]] = {}
    for m in found:
        if m.listed >= 0:
            lists.setdefault(m.listed, []).append(m)
    if not lists:
        return pairs
    out: list[tuple[Mention, Mention]] = []
    for v, p in pairs:
        out += [(v, q) for q in lists[p.listed]] if p.listed >= 0 else [(v, p)]
    return out


def _plain(text: str) -> str:
    """The words between two numbers without markup, LaTeX's dollars and backslashes among it
    ("$0.38$ at $\\eta = 10^{-4}$")."""
    return _LATEX_MARKS.sub(" ", strip_md(text))


_LATEX_MARKS = _SHAPES.LATEX_MARKS


def _read_line(
    ln: Line,
    rest_at: int,
    named: list[Header],
    names: XNames,
    legend: list[str],
    scope: _Scope,
    said: list[int],
    last: list[str],
    unsure: set[int],
    carried: list[_Peak],
    categories: tuple[str, ...] = (),
) -> tuple[list[PointLine], list[PointLine]]:
    """The prose points of one line, sentence by sentence, and the one its label places;
    `last`: the series named last (before and in this line), for "It then rises to …";
    `unsure` gets the line when it places a value of a series it does not name; `carried`:
    the peak the item before ended on without its height, then the one this line ends on
    ("- Peaks near epoch 40." / "- At that point the accuracy is ~0.83.")."""
    raw = ln.raw
    out: list[PointLine] = []
    unplaced: list[tuple[Mention, str | None]] = []  # a value the label places, with its sentence's series
    # the place of a peak the sentence before gave without its height (or the item before, `carried`)
    peak: _Peak | None = carried[0] if carried else None
    written: dict[int, str | None] = {}  # the places of such peaks, as written on their own lines
    by_category: list[PointLine] = []  # values of the categories sentences open on
    every = False  # the sentence before, with no number, spoke of every legend entry ("Both lines …")
    shared: list[Mention] = []  # the one value of a sentence after it, each entry's at the label's place
    for sent in sentences(ln, items=True):
        a = max(sent.offset, rest_at)
        b = sent.offset + len(sent.content)
        if a >= b or any(a <= at < b for at in said):
            continue  # nothing after the label, or the sentence that states an axis
        text = raw[a:b]
        if said_of_many(text):
            continue  # "Vertical line at ~0.5 for most categories": said of many places, no point
        # "Blue square: `1.0 Nano`": a number inside a quoted name is no value
        found = [m for m in mentions(ln, a, b, names) if not in_name(ln, m.num)]
        drawn = _drawn_named(text, legend)
        if drawn is not None:
            # "The dark red line (3.1 + 2.5 * T^-0.42) …": the numbers of the name are no values
            found = [m for m in found if not a + drawn[1] <= m.start < a + drawn[2]]
        # "near epoch 30 (Warm ≈ 0.28, Cold ≈ 0.27)": each value names its series
        for v, p in _named_values(found, raw, legend) or _entries_at_place(
            found, raw, a, legend, names.ticks, ln.nums_in(sent.offset, a)
        ):
            out.append(PointLine(ln, named, p.series, p.num.value, v.num, legend, prose=True))
            found = [m for m in found if m is not v and m.num is not p.num]
        median = _median_clause(text, scope.place is not None)
        if median is not None:
            found = [m for m in found if a + median[0] <= m.start < a + median[1]]
        if scope.place is not None:
            # "**Operating System:** mostly **Completed** (~55%), then **TLE** (~40%)": each
            # value names its series just before it, at the category the label names
            for v, entry in _entry_values(found, raw, legend):
                out.append(PointLine(ln, named, entry, scope.place, v.num, legend, prose=True))
                found = [m for m in found if m is not v]
        if categories and scope.place is None and scope.certain and not any(m.place for m in found):
            # "Tiny reaches about 41%.", "Large and XL are tied at 73%": the categories a clause opens on
            for v, category in _said_of_categories(raw, a, b, found, categories):
                by_category.append(PointLine(ln, named, scope.series, category, v.num, legend, prose=True))
                found = [m for m in found if m is not v]
        if categories and scope.place is None and not any(m.place for m in found):
            # "Tutor is at 50% after the 1st round and 61% in the final round": each value, then
            # the x axis's named tick it stands at
            at = _values_at_categories(raw, b, found, categories)
            certain, series = _series_for(text, scope, legend, last) if at else (False, None)
            if certain:
                by_category += [PointLine(ln, named, series, c, v.num, legend, prose=True) for v, c in at]
                found = [m for m in found if all(m is not v for v, _ in at)]
        pairs = _pairs(found, raw, names)
        if not pairs and peak is not None and (pairs := _peak_height(found, text, peak)):
            written[id(peak.place)] = peak.written
        pairs = pairs or _respective(ln, a, b, names) or _stretch_ends(ln, a, b, names)
        start, last_value = _span_values(found, pairs, raw, names, a)
        if start is not None:
            pairs = [start, *pairs]  # "Starts at approximately 0.59 and …": the value at the axis's first tick
            written[id(start[1])] = None
        if last_value is not None:
            pairs = [*pairs, last_value]  # "Starts at ~5.6, ends at ~2.2.": the last value at the axis's last tick
            written[id(last_value[1])] = None
        peak = _peak_place(found, text, raw)
        box_words = median is None and _BOX_STATISTIC.search(text) is not None
        placeless = scope.place is not None and not any(m.place for m in found) and not box_words
        # ("There are 8 violin plots.": how many things are drawn, no value)
        counted = {id(m) for m in found if _THERE_ARE.search(raw[max(0, m.start - _NEAR_COUNT) : m.start])}
        alone = [m for m in found if m.ok and id(m) not in counted] if placeless else []
        if not pairs and not alone:
            if found and scope.series is None:
                _series_for(text, scope, legend, last)  # "It" of the next sentence is the one this names
            # "**Epoch 0:** Both lines start at the same point. Loss ≈ 0.85.": the next
            # sentence's one value, of no series of its own, is every entry's
            every = not found and scope.series is None and said_of_every(_OPENING.sub("", strip_md(text)), legend, True)
            continue  # the series is looked for only where a number is (a legend may list thousands)
        certain, series = _series_for(text, scope, legend, last)
        if every and not certain and series is None and len(alone) == 1 and not pairs and scope.place is not None:
            shared.append(alone[0])
            continue
        every = False
        if drawn is not None and (scope.series is None or scope.inherited):
            certain, series = True, drawn[0]
            last.append(series)
        if _BOTH.search(text):
            if len(pairs) == 1 and said_of_every(_OPENING.sub("", strip_md(text)), legend, opening=True):
                # "Both lines meet at ~0.6 by step 40": the one value of every entry there
                v, place = pairs[0]
                as_written = written[id(place)] if id(place) in written else _written(raw, place)
                out += [
                    PointLine(ln, named, e, place.num.value, v.num, legend, prose=True, x_text=as_written)
                    for e in legend
                ]
            continue  # any other sentence about both lines is a claim, no point
        if not certain:
            if pairs:
                unsure.add(ln.number)  # "It ends near 0.58 at 1,000" of no known series: reported
            continue
        for v, place in pairs:
            as_written = written[id(place)] if id(place) in written else _written(raw, place)
            x: Tick = as_written if place.dated and as_written else place.num.value  # "February 2025": a date
            out.append(PointLine(ln, named, series, x, v.num, legend, prose=True, x_text=as_written))
        unplaced += [(m, series) for m in alone]
    by_label = []
    if scope.place is not None and not out and not unplaced and len(shared) == 1:
        by_label += [PointLine(ln, named, e, scope.place, shared[0].num, legend, prose=True) for e in legend]
    if scope.place is not None and not out and len(unplaced) == 1:
        # "**2018:** The count increases to approximately 25 papers."; "**Spam:** The After bar
        # climbs to around 90%.": the series the sentence names
        value, series = unplaced[0]
        by_label.append(PointLine(ln, named, series, scope.place, value.num, legend, prose=True))
    carried[:] = [peak] if peak is not None else []
    # "Ratings rise in 2020 for Food and Music": the number that names the series (a legend
    # entry '2020') is that series, never its value at a place
    out = [p for p in out if not _names_own_series(p)]
    by_category = [p for p in by_category if not _names_own_series(p)]
    return out, by_label + by_category  # a place given two values keeps both: the conflict is the write-up's


def _names_own_series(point: PointLine) -> bool:
    """Whether a prose point's value is written exactly as the name of the series it was
    given to (a number-named legend entry said in passing, no reading of it)."""
    return point.series is not None and not point.value.percent and point.series.strip() == point.value.raw.strip()


# a number that counts what is drawn: "There are 8 violin plots", "there is one outlier"
_THERE_ARE = _SHAPES.THERE_ARE
_NEAR_COUNT = 40  # characters before a number that may hold "there are"
# between the names of one subject: "Tiny and Small", "Large, XL and XXL", "A & B"
_JOINED = _SHAPES.JOINED
# what may open a clause before its subject: nothing, "The", or a joining word after a comma
_ARTICLE_ONLY = _SHAPES.ARTICLE_ONLY  # (may be empty: grammar.fits)
_JOIN_THEN_ARTICLE = _SHAPES.JOIN_THEN_ARTICLE


def _opens_clause(text: str) -> bool:
    """Whether a text may open a clause before its subject: it is empty or "The", or it ends on a
    joining word after a comma (", and the ", " while ")."""
    return fits(_ARTICLE_ONLY, text) or _JOIN_THEN_ARTICLE.search(text) is not None


_LAST_NOTE = _SHAPES.LAST_NOTE  # "A+B+C (full model)": the note after the name
_RESPECTIVELY = _SHAPES.RESPECTIVELY
# the word that places the names after it: "especially on MATH and HumanEval"
_PLACES_BEFORE = _SHAPES.PLACES_BEFORE
# a clause that gives the values themselves right after the names (no change, no gap): ", reaching
# approximately 0.3 and 0.7 respectively", ", at 41% and 52% respectively", ", scoring 0.6 and 0.7"
_REACHING = _SHAPES.REACHING
# one value for each of several names: "both sit at 41%", "are tied at 73%", "all reach 0.9"
_SHARED = _SHAPES.SHARED
# a clause that compares or measures a change gives no category's own value
_RELATIVE = _SHAPES.RELATIVE


@lru_cache(maxsize=256)  # the categories of a chart, asked of each of its lines
def _category_pattern(categories: tuple[str, ...]) -> re.Pattern[str]:
    names = sorted({c.strip() for c in categories if c.strip()}, key=len, reverse=True)
    return re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, names)) + r")(?![\w-])", re.I)


def _said_of_categories(
    raw: str, a: int, b: int, found: list[Mention], categories: tuple[str, ...]
) -> list[tuple[Mention, str]]:
    """The values a sentence gives to the categories its clauses open on: "Tiny reaches
    about 41%." is Tiny's 41; "Base reaches 58%, while Large and XL are tied at 73%" is
    Base's 58 and 73 for each of Large and XL ("both", "all", "tied": one value for each;
    "respectively": one value each, in order). A clause with one name and one value only,
    never one that compares ("10 points above Small") or names another category."""
    text = raw[:b]
    spots = [m for m in _category_pattern(categories).finditer(text, a)]
    if not spots:
        return []
    canonical = {loose(c): c for c in categories}
    # runs of names joined by "and" / ",": one subject
    groups: list[list[re.Match[str]]] = []
    for m in spots:
        if groups and _JOINED.fullmatch(text, groups[-1][-1].end(), m.start()):
            groups[-1].append(m)
        else:
            groups.append([m])
    out: list[tuple[Mention, str]] = []
    for i, group in enumerate(groups):
        start, end = group[0].start(), group[-1].end()
        stop = groups[i + 1][0].start() if i + 1 < len(groups) else b
        before_from = groups[i - 1][-1].end() if i else a
        clause = text[end:stop]
        # "… especially on MATH and HumanEval, reaching approximately 0.3 and 0.7 respectively":
        # the places of the line's own values, one each, in order
        placed = (
            len(group) >= 2
            and _PLACES_BEFORE.search(text[before_from:start]) is not None
            and _REACHING.match(clause) is not None
            and _RESPECTIVELY.search(clause) is not None
        )
        if not placed and not _opens_clause(text[before_from:start]):
            continue  # "… higher than Tiny": a name inside a clause is no subject
        if i + 1 < len(groups) and not _opens_clause(text[end:stop]):
            continue  # "Base beats Tiny …": the clause names another category
        if _RELATIVE.search(clause):
            continue
        values = [m for m in found if end <= m.start < stop and m.ok and not m.place]
        names = [canonical.get(loose(m.group()), m.group()) for m in group]
        if len(set(names)) != len(names) or not values:
            continue
        if len(names) == 1 and len(values) == 1:
            out.append((values[0], names[0]))
        elif len(values) == 1 and _SHARED.search(clause):
            out += [(values[0], n) for n in names]
        elif len(values) == len(names) and _RESPECTIVELY.search(clause):
            out += list(zip(values, names, strict=True))
    return out


# between a value and the named tick it stands at: "50% after the 1st round", "61% in the final round"
# ('(0.12) under "on"': a value in brackets, then the quoted tick of a grid's column)
_AT_NAMED = _SHAPES.AT_NAMED


def _values_at_categories(
    raw: str, b: int, found: list[Mention], categories: tuple[str, ...]
) -> list[tuple[Mention, str]]:
    """Each value a sentence places at one of the x axis's named ticks right after it
    ("50% after the 1st round": the tick "1st round"); none unless every value of the
    sentence is so placed, so that a value the sentence says otherwise is never joined to
    a tick beside it."""
    canonical = {loose(c): c for c in categories}
    pattern = _category_pattern(categories)
    out: list[tuple[Mention, str]] = []
    taken: list[tuple[int, int]] = []
    for m in found:
        if any(s <= m.start < e for s, e in taken):
            continue  # the "1" of "1st round": part of the tick's name
        joint = _AT_NAMED.match(raw, m.end, b)
        tick = pattern.match(raw, joint.end(), b) if joint is not None else None
        if tick is None or not m.ok or m.place:
            return []
        taken.append(tick.span())
        out.append((m, canonical.get(loose(tick.group()), tick.group())))
    return out


def _written(raw: str, place: Mention) -> str | None:
    """A place as written ("Attempt 1": the tick as an axis may list it); a place with the
    axis's unit glued to it without its hedge ("~30k" is "30k"): keyed by that tick where the
    axis lists its ticks so ("10k, 20k, 30k"), else by its number ("8B" on an axis counted in B)."""
    written = strip_md(raw[place.start : place.end]).strip()
    return written.lstrip("~≈ ") if place.glued else written


def _series_for(text: str, scope: _Scope, legend: list[str], last: list[str]) -> tuple[bool, str | None]:
    """Whether a sentence's series is known, and which it is."""
    if scope.series is not None:
        # "* Cold reaches roughly 0.5 at epoch 20." under "* **Warm (red):** …" in a flattened
        # list: a sentence that opens on another legend entry is about that one
        opens = match_legend(_OPENING.sub("", text), legend) if scope.inherited else None
        return True, opens or scope.series
    found = _series_in(text, legend)
    bar = _COLOUR_BAR.search(strip_md(text)) if found is None and scope.grouped else None
    if bar is not None and is_colour_word(bar.group("colour").casefold()):
        found = bar.group("mark")  # "The green bar stands at …": the bar drawn green (the legend's entry)
    if found is None:
        curve = _NAMED_CURVE.match(strip_md(text))  # ("The **SGD** curve begins …" too)
        drawn = curve.group("drawn") if curve is not None else ""
        if curve is not None and (not drawn or only_notes(drawn)) and not only_notes(curve.group("name")):
            # "The SGD curve begins …", "The blue Quill line …": the series SGD, Quill (not "Blue")
            found = curve.group("name")
    if found is None and not legend:
        found = _subject(text)  # "Kernel A rises from 12% at 1 thread …", "**Ines** rows …" with no legend
    if found is None and not legend and (plain := _PLAIN_CURVE.match(strip_md(text))) is not None:
        name = plain.group("name")
        if not only_notes(name) and name.casefold() not in _NO_SERIES_WORDS:
            found = name  # "The print line starts at 12.0 …" with no legend: the series print
    if found is None and last and _PRONOUN.match(text):
        found = last[-1]
    if found is not None:
        last.append(found)
        return True, found
    return scope.certain, None


# words in bold that open a sentence and name no series: "**Both** rowers get faster"
_NO_BOLD_SUBJECTS = _NO_SERIES_WORDS | frozenset("both either neither each all overall peak".split())


def _subject(text: str) -> str | None:
    """The series a sentence of a chart with no legend opens on: a name with a digit or an inner
    capital before a verb of a curve's course ("Kernel A rises from 12% …"), or any name in bold
    before a word in small letters ("**Ines** rows a 128-second split at 18 …") that is no word
    of commentary, furniture or a section ("**Trend** rises", "**Note** that …", "**Both** …")."""
    subject = _NAMED_SUBJECT.match(strip_md(text))
    if subject is not None:
        return subject.group("name")
    bold = bold_subject(text)
    if bold is None or bold.casefold() in _NO_BOLD_SUBJECTS:
        return None
    return bold if all(k in ("WORD", "NUMBER") for k, _ in head_of(bold).tokens if k != "PUNCT") else None


# "the green bar", "The dark blue bar": a bar named by its colour alone
_COLOUR_BAR = _SHAPES.COLOUR_BAR


def _drawn_named(text: str, legend: list[str]) -> tuple[str, int, int] | None:
    """The legend entry a sentence names in parentheses after a line's marks ("the dark red
    line (3.1 + 2.5 * T^-0.42)"), with where the name stands in `text`; None unless exactly
    one entry is named so."""
    if "(" not in text:
        return None
    hits = {
        (hit, m.start("name"), m.end("name"))
        for m in _DRAWN_NAMED.finditer(text)
        # the word right before the line's word says how it is drawn ("red", "dashed")
        if only_notes((text[max(0, m.start() - _NEAR) : m.start()].split() or [""])[-1])
        and (hit := match_legend(strip_md(m.group("name")).strip(), legend))
    }
    return min(hits, key=lambda h: h[1]) if len({h[0] for h in hits}) == 1 else None


def _series_in(text: str, legend: list[str]) -> str | None:
    """The one legend entry a sentence names (None for none or several), looked up word by
    word in an index of the entries' words (not a scan of the legend per sentence)."""
    index, longest = _entry_words(tuple(legend))
    words = [_POSSESSIVE.sub("", w.strip(_WORD_EDGE)).casefold() for w in text.split()]  # "path's": path
    hits = {e for i in range(len(words)) for n in range(1, longest + 1) if (e := index.get(tuple(words[i : i + n])))}
    return next(iter(hits)) if len(hits) == 1 else None


_WORD_EDGE = ".,;:!?()[]\"'“”‘’*_`"
_POSSESSIVE = _SHAPES.POSSESSIVE


@lru_cache(maxsize=64)
def _entry_words(legend: tuple[str, ...]) -> tuple[dict[tuple[str, ...], str], int]:
    """The legend's entries by their words ("Flow-GRPO (ours)" -> ("flow-grpo", "ours"))."""
    index = {words: e for e in legend if (words := tuple(w.strip(_WORD_EDGE).casefold() for w in e.split()))}
    return index, max((len(w) for w in index), default=0)


@dataclass(slots=True)
class _Named:
    """A place whose value a name in parentheses gives: "(Warm ≈ 0.28, …)" after it."""

    num: Num
    series: str


def _named_values(found: list[Mention], raw: str, legend: list[str]) -> list[tuple[Mention, _Named]]:
    """ "near epoch 30 (Warm ≈ 0.28, Cold ≈ 0.27)": a place, then legend entries and their
    values in the parenthesis right after it."""
    out: list[tuple[Mention, _Named]] = []
    for i, p in enumerate(found):
        if not p.place or not p.ok or not _SHAPES.OPENING_PAREN.match(raw[p.end : p.end + 3]):
            continue
        close = raw.find(")", p.end)
        inner = [m for m in found[i + 1 :] if m.start < close] if close > 0 else []
        group = []
        prev = raw.find("(", p.end) + 1
        for v in inner:
            name = _SHAPES.HEDGE_WORD.sub("", raw[prev : v.start]).strip(" ,;≈~=:")
            hit = match_legend(series_name(name), legend) if name and not v.place else None
            prev = v.end
            if hit is None:
                break
            group.append((v, _Named(p.num, hit)))
        if group and len(group) == len(inner):
            out += group
    return out


def _entries_at_place(
    found: list[Mention], raw: str, a: int, legend: list[str], ticks: frozenset[float], lead: list[Num]
) -> list[tuple[Mention, _Named]]:
    """ "At 2048 tokens, A needs 3.3 GB, whereas B needs 7.8 GB": one place the sentence opens
    on (a place as the mentions read it, or the first number when it is one of the x axis's
    stated ticks: "Doubling the length to 1024 raises A to …"), then two values or more, each
    after the words that name one legend entry (a different one each, and no other): each
    value is its entry's at that place; `lead`: the numbers of the line's label before `a`, of
    which one stated tick is the place ("At 2048 tokens the lines part: A needs …"). Empty
    otherwise (a value with no entry of its own, or one after words naming two, is left to
    the rest)."""
    if not legend or not found:
        return []
    places = [m for m in found if m.place]
    if not places and found[0].num.value in ticks and not found[0].num.approx:
        places = [found[0]]  # ("At 2048 tokens", a unit the axis does not name: its stated tick)
    values = [m for m in found if all(m is not p for p in places)]
    if len(values) < _ENTRIES_AT_PLACE or len(places) > 1 or any(m.place or not m.ok for m in values):
        return []
    if places:
        at, prev = places[0].num, places[0].end
        if places[0].end > values[0].start or _named_in(raw[a : places[0].start], legend):
            return []  # the place opens the sentence, before any entry and value
    elif len(lead) == 1 and lead[0].value in ticks and not lead[0].approx:
        at, prev = lead[0], a
    else:
        return []
    out: list[tuple[Mention, _Named]] = []
    for v in values:
        said = _named_in(raw[prev : v.start], legend)
        if len(said) != 1 or any(said[0] == e.series for _, e in out):
            return []
        out.append((v, _Named(at, said[0])))
        prev = v.end
    return out


_ENTRIES_AT_PLACE = 2  # values, each of its own entry, at one place


def _named_in(text: str, legend: list[str]) -> list[str]:
    """The legend entries a stretch of words names, each as a whole word or words."""
    words = " ".join(strip_md(text).casefold().split())
    found = []
    for e in legend:
        key = " ".join(e.casefold().split())
        at = words.find(key) if key else -1
        while at >= 0:
            end = at + len(key)
            if (at == 0 or not words[at - 1].isalnum()) and (end == len(words) or not words[end].isalnum()):
                found.append(e)
                break
            at = words.find(key, at + 1)
    return found


# a legend entry set off by markup, maybe the word for its mark, then the value in parentheses:
# "**Invalid Action** (~5%", "a large **Completed** segment (~85%"
_ENTRY_THEN_PAREN = _SHAPES.ENTRY_THEN_PAREN
_CLOSES = _SHAPES.CLOSES


def _entry_values(found: list[Mention], raw: str, legend: list[str]) -> list[tuple[Mention, str]]:
    """The values a sentence gives each right after a legend entry set off by markup, alone in
    parentheses ("**Completed** (~55%)"): the entry's value, with the series the entry names."""
    out = []
    for m in found:
        if m.place or not m.ok or not _CLOSES.match(raw, m.end):
            continue
        before = _ENTRY_THEN_PAREN.search(raw, max(0, m.start - 80), m.start)
        entry = match_legend(before.group("name").strip(), legend) if before is not None else None
        if entry is not None and loose(entry) == loose(before.group("name") if before else ""):
            out.append((m, entry))
    return out


def _medians_first(points: list[PointLine]) -> list[PointLine]:
    """The values labels place, a category's median before what else its lines say of it
    ("- Median ~0.6" beside "- Symmetrical distribution centered ~0.55": 0.6)."""
    said = {(p.series, p.x) for p in points if _MEDIAN_WORD.search(p.line.content)}
    return [p for p in points if (p.series, p.x) not in said or _MEDIAN_WORD.search(p.line.content)]


def _agreed(points: list[PointLine]) -> list[PointLine]:
    """The points of a line, without the places it gives two values for."""
    seen: dict[tuple[str | None, Tick], set[float]] = {}
    for p in points:
        seen.setdefault((p.series, p.x), set()).add(float(p.value.value))
    return [p for p in points if len(seen[(p.series, p.x)]) == 1]
