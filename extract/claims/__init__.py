"""Claims: the checkable statements of the prose, each judged against the cells.

read.py      recognisers: a clause -> Spec (one per claim kind)
mentions.py  what a clause points at: panels, ticks, series, values
judge.py     Spec -> Judgement (supported / contradicted / unverifiable)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from extract.claims.annotations import annotated_extremes, said_extremes
from extract.claims.colours import series_colours
from extract.claims.gates import counts_grid_cells, gate, is_cut, subject_panel
from extract.claims.judge import Judgement, Tolerances, categorical, judge, unverifiable
from extract.claims.mentions import Coord, content_words, find, mark_multiples, mark_own_names, title_names
from extract.claims.partial import Unread, unread_by_panel
from extract.claims.read import (
    VERSIONED_VALUE,
    Reader,
    Spec,
    heading_series,
    listed_names,
    mark_lower_better,
    note_enumerated_panels,
    series_rows,
)
from extract.claims.scope import Scope, axis_words, group_scope, header_key, header_scope, header_stretch
from extract.claims.subjects import Names, names_of
from extract.claims.totals import total_claims
from extract.claims.vocabulary import CLAIM_SHAPES, words
from extract.models import Cell, CellRef, Claim, Document, Panel, Span, Tick
from extract.outline import Header, Outline, group_name, label_only, leading_label, named_after_label, names_chart
from extract.reader import Line
from extract.statements import head_of, statement_of, without_kind_lead
from extract.text import loose, paired_names, strip_md
from extract.wording import line_span, num_span, sentences, span_of

__all__ = ["JudgedClaim", "Tolerances", "judge_claims", "read_claims"]

CLAIM_LINE_KINDS = ("item", "text")
_MAX_SENTENCE = 1000  # characters; a longer "sentence" is a dump of data, not a claim
_OPENING = CLAIM_SHAPES.OPENING


@dataclass(slots=True)
class JudgedClaim:
    """A claim as the output shows it, with the spec and judgement behind it."""

    claim: Claim
    spec: Spec
    judgement: Judgement


_FURNITURE_SECTION = words("FURNITURE_SECTION")
_SLICES_LIST = words("SLICES_LIST")
_HEADING_RANK = 6  # a markdown heading (a bold label line or a label item ranks lower)


def _describes_the_figure(outline: Outline, line: Line) -> bool:
    """Whether a line only says how the figure is drawn: its label is a legend, series,
    title or layout label, or the innermost section it sits in is "Components/Axes" or
    "Legend" (or a label inside that section is)."""
    label = leading_label(line.content)[0]
    if label is not None and CLAIM_SHAPES.FURNITURE.match(label):
        return True
    for h in reversed(outline.under(line)):
        if h.title is None and _FURNITURE_SECTION.search(h.label):
            return True
        if h.title is None and _SLICES_LIST.search(h.label):
            return False  # "**Slices:**" over "* **Stalls**: 38%" in "### Components": the pie's values
        if h.rank <= _HEADING_RANK and not h.is_doc_title:
            return False  # "### Data Points and Trends" inside "## Chart Structure and Components": its own section
    return False


_MAX_HEAD_WORDS = 4  # outside its quotes and notes: "Group 2", "Second cluster", "Model: Orion-7B"


def _only_heads(outline: Outline, ln: Line) -> bool:
    """Whether a line only names what the lines under it describe: a header that names a
    thing, written as a label alone ('**Group 2: "LR w/" (Middle cluster)**') or as a bold
    label and the quoted name ('**Group 2:** "LR w/" (Middle cluster)'), a few words besides
    its quotes and notes. Its number ("Group 2") orders the groups and states no value, so
    it is never a claim ("The panels show 3 towns:" names nothing: it counts)."""
    h = outline.headers.get(ln.number)
    if h is None or h.title is None:
        return False
    st = statement_of(ln.content.strip())
    if label_only(ln) is None and named_after_label(st, ln) is None:
        return False
    # ("Data Point 1 - Swift": the kind's word and its number order the things, as "Group 2")
    named = without_kind_lead(strip_md(ln.content).strip())
    return len(CLAIM_SHAPES.IN_ONLY_HEADS.findall(CLAIM_SHAPES.QUOTED_OR_NOTE.sub(" ", named))) <= _MAX_HEAD_WORDS


_NUMBERED = CLAIM_SHAPES.NUMBERED
_NAME = CLAIM_SHAPES.NAME


def _enumerated(outline: Outline, ln: Line, first: int = 1) -> list[str]:
    """The names of the list a line ending in a colon opens: the numbered items 1, 2, 3 …
    (or `first`, `first` + 1, …) that follow it, or the items indented under it (empty when
    neither follows)."""
    if not CLAIM_SHAPES.ENDS_ON_COLON.search(ln.raw.rstrip()):
        return []
    names: list[str] = []
    deeper: int | None = None
    for x in outline.after(ln):
        if x.kind != "item" or x.continuation:
            break
        numbered = _NUMBERED.match(x.raw)
        if numbered and int(numbered.group(1)) == len(names) + first and deeper is None:
            pass
        elif not numbered and x.indent > ln.indent and deeper in (None, x.indent):
            deeper = x.indent
        elif deeper is not None and x.indent > deeper:
            continue  # a detail under an item
        else:
            break
        bold = _NAME.search(x.content)
        names.append(((bold.group(1) or bold.group(2)) if bold else x.content).strip(" :*_`-"))
    return names


def _numbered_next(outline: Outline, ln: Line) -> bool:
    """Whether the line after `ln` is an item numbered 1."""
    nxt = next(outline.after(ln), None)
    numbered = _NUMBERED.match(nxt.raw) if nxt is not None and nxt.kind == "item" else None
    return numbered is not None and numbered.group(1) == "1"


def _described(outline: Outline, ln: Line) -> list[str]:
    """The entries a labelled item on how the figure is drawn opens with a colon, at its own
    depth, each a name or a short description ("* **Data series:** Three lines are drawn:" over
    "* A dashed red line.", …), up to the next labelled item, header or other line; empty for
    any other line (an observation's bullets need not be what it counts)."""
    if ln.kind != "item" or leading_label(ln.content)[0] is None or not ln.raw.rstrip().endswith(":"):
        return []
    if not _describes_the_figure(outline, ln):
        return []
    entries: list[str] = []
    for x in outline.after(ln):
        if x.kind != "item" or x.continuation or x.indent != ln.indent or "**" in x.raw or "__" in x.raw:
            break
        if leading_label(x.content)[0] is not None or len(x.content.split()) > _MAX_DESCRIPTION_WORDS:
            break
        if CLAIM_SHAPES.ABOUT_ALL.match(x.content.lstrip(" *_`-")):
            break  # ("Each bar has a value at its end": about all of them, not one more)
        entries.append(x.content.strip(" *_`-").rstrip("."))
    return entries


_MAX_DESCRIPTION_WORDS = 12  # an entry longer than this is prose, not one of the things listed


# a number standing alone in an entry is a value ("A 12"); one inside a name is not ("Q1", "GPT-4")
_NUMBER = CLAIM_SHAPES.CLAIMS_NUMBER
# a labelled line whose text does not end in a colon opens a list only with this many bare names under it
_MIN_SIBLINGS = 3
_SERIES_LIST = words("SERIES_LIST")


def _ends_on_colon(raw: str) -> bool:
    """Whether a line ends on a colon, bold or not ("Models:", "**Models:**", "**Models**:"):
    what every line CLAIM_SHAPES.LIST_LABEL matches does, tested without its lazy label."""
    return raw.rstrip().removesuffix("**").removesuffix("__").rstrip().endswith(":")


_SPACED_PARENS = CLAIM_SHAPES.NOTE
_PARENS = CLAIM_SHAPES.PARENS


def labelled_lists(outline: Outline, cut: bool = False) -> list[tuple[str, list[str]]]:
    """The lists the write-up names: (label, entries) for a label over a list of items
    ("**Categories (Legend):**" and the items under it) or a legend line that enumerates
    its entries inline ("Legend: A (circles) above B (squares)"). In a write-up `cut` short,
    only the lists something follows (one that runs to the cut may have lost entries)."""
    out: list[tuple[str, list[str]]] = []
    numbered: int | None = None  # the index of the last list numbered 1, 2, 3 … under a bare label
    for ln in outline.lines:
        if ln.kind == "heading":
            names = _numbered_under(outline, ln)
            if len(names) >= 2 and not CLAIM_SHAPES.SOME.search(ln.content):
                _add(out, outline, ln, cut, (ln.content.strip(" #*_"), names))
            continue
        if ln.kind not in CLAIM_LINE_KINDS:
            continue
        bare = CLAIM_SHAPES.LIST_LABEL.match(ln.raw.lstrip()) if _ends_on_colon(ln.raw) else None
        if bare:
            label = bare.group("label").strip()
            names = _enumerated(outline, ln) or _siblings(outline, ln)
            if len(names) >= 2:
                _add(out, outline, ln, cut, (label, names))
                numbered = len(out) - 1 if _numbered_next(outline, ln) else None
            elif numbered == len(out) - 1 and (more := _enumerated(outline, ln, len(out[-1][1]) + 1)):
                # "**Blue points:**" 1. … 15., then "**Red point:**" 16.: one enumeration in two parts
                out[-1] = (f"{out[-1][0]} {label}", out[-1][1] + more)
            continue
        label, at = leading_label(ln.content)
        if label is None:
            continue
        # "**Legend:** top right, it maps colours to models:", "**Y-axis:** models, top to
        # bottom:" over their items (what the words before the colon name is listed too)
        opened = (_enumerated(outline, ln) or _siblings(outline, ln)) if ln.raw.rstrip().endswith(":") else []
        names = [_SPACED_PARENS.sub("", n).strip() for n in opened]
        if len(names) >= 2 and (head_of(label).has("LEGEND") or listed_names(", ".join(names)) == names):
            said = ln.content[at:].rstrip(" :*_")  # (under any other label, only names: no "Drops to 0 at 2s.")
            _add(out, outline, ln, cut, (f"{label} {said}".strip(), names))
            continue
        if not CLAIM_SHAPES.LEGEND.fullmatch(label.strip(" *_")):
            # "**Radial axes (benchmarks):** Math, Code, Reading": a label over names inline;
            # "**X-axis:** Lists 9 regions. Left to right: North, …": the names after the last
            # colon, listed under the label and the words before them
            said, colon, after = ln.content[at:].rpartition(":")
            inline = listed_names(after)
            if inline and len(inline) >= 3 and not any(_NUMBER.search(n) for n in inline):
                _add(out, outline, ln, cut, (f"{label} {said}".strip() if colon else label, inline))
            elif not colon:
                # "**Y-axis:** Model. It lists 5 models, top to bottom." over bare names
                names = _siblings(outline, ln, versions=True)
                if len(names) >= _MIN_SIBLINGS:
                    _add(out, outline, ln, cut, (f"{label} {ln.content[at:]}".strip(), names))
            continue
        rest = _PARENS.sub(" ", ln.content[at:]).strip().rstrip(".")
        entries = [e.strip(" *_`\"'“”") for e in CLAIM_SHAPES.ENTRY_SPLIT.split(rest) if e.strip(" *_`\"'“”")]
        if len(entries) >= 2 and all(len(e.split()) <= 4 and not _NUMBER.search(e) for e in entries):
            _add(out, outline, ln, cut, (label, entries))
    return out


def _add(
    out: list[tuple[str, list[str]]], outline: Outline, ln: Line, cut: bool, listed: tuple[str, list[str]]
) -> None:
    """Keeps a list given on or under `ln`, unless the write-up is `cut` and the list runs to the cut."""
    if not cut or _closed(outline, ln):
        out.append((listed[0], [n for entry in listed[1] for n in paired_names(entry)]))


def _closed(outline: Outline, ln: Line) -> bool:
    """Whether a list given on or under `ln` ends before the write-up does: a header, prose
    or a labelled item at its depth or shallower follows it."""
    for x in outline.after(ln):
        if x.kind != "item" or (x.indent <= ln.indent and ("**" in x.raw or leading_label(x.content)[0] is not None)):
            return True
    return False


def _numbered_under(outline: Outline, heading: Line) -> list[str]:
    """The names a header's numbered list gives, one per item 1, 2, 3 … ("### Data Points"
    over "1. Alder: (1.0, 40)", "2. Basil: …": Alder, Basil); empty unless every line up to
    the next header is such an item (or a detail indented under one)."""
    names: list[str] = []
    depth: int | None = None
    for x in outline.after(heading):
        if x.kind == "heading":
            break
        if x.kind != "item" or x.continuation:
            if x.raw.strip():
                return []
            continue
        numbered = _NUMBERED.match(x.raw)
        if depth is not None and x.indent > depth:
            continue  # a detail under an item
        if numbered is None or int(numbered.group(1)) != len(names) + 1:
            return []
        depth = x.indent
        label = leading_label(x.content)[0]
        bold = _NAME.search(x.content)
        names.append((label or ((bold.group(1) or bold.group(2)) if bold else x.content)).strip(" :*_`-"))
    return names


def _siblings(outline: Outline, ln: Line, versions: bool = False) -> list[str]:
    """The plain items that follow a bare label item at its own depth ("* **Legend:**",
    "* Green", "* GPT-4 (red)", …) up to the next labelled item, header or other line; none
    when an entry is more than a short name or holds a number of its own ("* Red 12").
    With `versions`, a number a capitalised word follows is part of a name ("* Gemini 2.5 Pro")."""
    names: list[str] = []
    number = VERSIONED_VALUE if versions else CLAIM_SHAPES.ANY_VALUE
    for x in outline.after(ln):
        if x.kind != "item" or x.continuation or x.indent != ln.indent or "**" in x.raw or "__" in x.raw:
            break
        if leading_label(x.content)[0] is not None:
            break
        name = CLAIM_SHAPES.GATES_CLOSING_NOTE.sub("", x.content).strip(" *_`-")
        if not name or len(name.split()) > 8 or number.search(name):
            return []
        names.append(name)
    return names


def legend_title(outline: Outline) -> frozenset[str]:
    """The content words of the legend's title: its label and the words before its first
    entry ("**Legend (Batch size):** 64, 128, 256", "Legend: batch size 64 (blue), …" give
    "batch", "size"), or a header's over the entries ("### Legend: Batch size")."""
    words: set[str] = set()
    for ln in outline.lines:
        label, at = leading_label(ln.content)
        text = label if label is not None else (ln.content if ln.kind == "heading" else "")
        if not text or not head_of(text).has("LEGEND"):
            continue
        lead = CLAIM_SHAPES.IN_LEGEND_TITLE.split(ln.content[at:] if label is not None else "", maxsplit=1)[0]
        words |= content_words(f"{text} {lead}") - {"legend"}
    return frozenset(words)


def _series_lists(outline: Outline, lists: list[tuple[str, list[str]]]) -> tuple[list[int], set[int]]:
    """The sizes of the legend and series lists, and the lines of tables (once per write-up)."""
    counts = [len(names) for label, names in lists if _SERIES_LIST.search(label)]
    return counts, {ln.number for ln in outline.lines if ln.kind == "table_row"}


def _enumerated_series(listed: tuple[list[int], set[int]], panel: Panel, outline: Outline) -> int | None:
    """How many series the text enumerates for a panel: the entries of a legend or series
    list, the series of a table (its header names them all), or series each named by a line
    of its own (the label its values follow, or a header over them); None when it enumerates
    none. `listed` is _series_lists of the write-up."""
    counts, table = list(listed[0]), listed[1]
    if any(c.span is not None and c.span.line in table for c in panel.cells):
        counts.append(len({str(c.row) for c in panel.cells}))
    elif (named := _series_named_by_lines(panel, outline)) is not None:
        counts.append(named)
    return max(counts) if counts else None


def _series_named_by_lines(panel: Panel, outline: Outline) -> int | None:
    """The number of a panel's series when each is named where its values are written: a line
    of its values opens on its name ("* Sliding window — 1K: 9.9, …"), or a header over them is
    its name ("**Dense:**" over "* 1: 0.41"); None when one is not (a row read from the middle
    of a sentence: "… 0.93 at 0.3" made a series "0.3")."""
    rows: dict[str, bool] = {}
    for c in panel.cells:
        key = loose(str(c.row)) if c.row is not None else ""
        if rows.get(key) or not key:
            rows.setdefault(key, False)
            continue
        ln = outline.line_of(c.span.line) if c.span is not None else None
        if ln is None:
            rows.setdefault(key, False)
            continue
        named = loose(strip_md(ln.content)).startswith(key) or any(
            loose(h.label).startswith(key) for h in outline.under(ln)
        )
        rows[key] = rows.get(key, False) or named
    return len(rows) if rows and all(rows.values()) else None


def _context(
    outline: Outline, by_header: dict[int, Panel], by_name: dict[str, list[Panel]], line: Line
) -> Panel | None:
    """The panel the nearest header over the line names: the panel's own header, or a header
    that repeats one name of exactly one panel ("### Small model" over the observations of
    "(a) Small model")."""
    for h in outline.named_headers(line):
        if h.line.number in by_header:
            return by_header[h.line.number]
        named = by_name.get(loose(h.title or h.label), [])
        if len(named) == 1:
            return named[0]
    return None


def _header_scope(
    outline: Outline,
    ln: Line,
    panels: list[Panel],
    context: Panel | None,
    by_header: dict[int, Panel],
    scopes: dict[tuple[int, int], Scope | None],
) -> Scope | None:
    """The scope of the innermost header over the line when it names ticks and nothing else
    ("#### vs. Beta" over "- Helpfulness has the highest win rate (61%)"): each claim under it
    is said there (memoised in `scopes`)."""
    over = next((h for h in reversed(outline.under(ln)) if not h.is_doc_title), None)
    if over is None or over.line.number in by_header:
        return None  # (a panel's own header is its context)
    key = (over.line.number, id(context))
    if key not in scopes:
        hl = over.line
        m = find(hl.content, hl.offset, hl, panels, context)
        chosen = [context] if context is not None else panels
        # "**Late phase (steps 15–20)**": its claims are said of the stretch
        group = group_name(over.label)
        if group is not None:
            # '**Group 3: "LR w/o" (Right cluster)**': its lines are said of that category
            scopes[key] = group_scope(over.label, group, chosen)
            return scopes[key]
        scope = header_stretch(hl, chosen) if hl.phrases else None
        scope = scope or header_scope(hl, m, lambda: axis_words(chosen), chosen)
        if scope is None and not m.coords and not m.panels:
            scope = header_key(over.label, chosen)  # "**Recall (Strict)**" of the column "Recall (↑) Strict"
        if scope is not None and any(c.axis == "y" and categorical(p) for c in scope.coords for p in chosen):
            scope = None  # a series' header over its story ("Starts at …", "Peaks at …"): the gates' to judge
        scopes[key] = scope
    return scopes[key]


def _panel_names(panels: list[Panel]) -> dict[str, list[Panel]]:
    """Each loose name variant of the panels' titles, with the panels it names."""
    out: dict[str, list[Panel]] = {}
    for p in panels:
        for v in dict.fromkeys(loose(v) for v in title_names(p) if v):
            if v:
                out.setdefault(v, []).append(p)
    return out


def _restates_a_cell(spec: Spec, cells: list[tuple[Panel, Cell]]) -> bool:
    """Whether a value claim's number is a cell read from that very place (a sentence that
    gives the data is not a claim about it)."""
    if spec.value is None or not cells:
        return False
    at = num_span(spec.line, spec.value)
    return any(c.span is not None and (c.span.line, c.span.column) == (at.line, at.column) for _, c in cells)


def read_claims(
    outline: Outline,
    panels: list[Panel],
    skip: set[int],
    stated: list[tuple[int, int, int]],
    tol: Tolerances,
    title: str = "",
    cut_off: bool = False,
    not_read: list[tuple[Span, bool, str]] | None = None,
) -> list[JudgedClaim]:
    """Every claim of the prose, judged. Lines in `skip` hold data; `stated` are the
    (line, start, end) stretches that state an axis or a scale; `not_read` the data-like
    lines no reader took."""
    by_header = {p.span.line: p for p in panels if p.span is not None}
    mark_own_names(panels)
    mark_multiples(panels, {ln.number: ln.raw for ln in outline.lines})
    by_name = _panel_names(panels) if len(panels) > 1 else {}
    stated_on: dict[int, list[tuple[int, int]]] = {}
    for n, s, e in stated:
        stated_on.setdefault(n, []).append((s, e))
    read: list[tuple[Spec, tuple[Header, ...]]] = []  # each claim, with the headers over it
    # cut off mid-sentence, or mid-list as interpretation found (`cut_off`: "…, 82.2% (Q), 8")
    cut = cut_off or is_cut([ln.raw for ln in outline.lines[-5:]])
    # whether the write-up stops inside its data (nothing but data follows the last cell):
    # what it does not describe may have been cut
    last_cell = max((c.span.line for p in panels for c in p.cells if c.span is not None), default=0)
    ends_in_data = not any(ln.number > last_cell and ln.number not in skip for ln in outline.lines)
    # whether a section of prose ("Key Observations", "Summary") follows the last cell: the
    # panels' descriptions are over, and a chart said but not read is missing, not cut
    # (a section under a chart's own header, "### Subplot 2" / "#### Trend Analysis", is the chart's)
    closes = any(
        h.line.number > last_cell
        and head_of(h.label).holds_no_data
        and not any(u.title and not u.is_doc_title for u in outline.context.get(h.line.number, ()))
        for h in outline.headers.values()
    )
    lists = labelled_lists(outline, cut)
    note_enumerated_panels([ln.raw for ln in outline.lines if ln.kind in CLAIM_LINE_KINDS], panels)
    legend = legend_title(outline)
    colours = series_colours(outline, panels)
    scopes: dict[tuple[int, int], Scope | None] = {}  # the scope of each header, by its line and context
    series_named: dict[int, int | None] = {}  # id(panel) -> how many series the text enumerates
    enumerated: tuple[list[int], set[int]] | None = None  # the write-up's series lists and table lines, once asked
    rows_of: dict[int | None, dict[str, list[Tick]]] = {}  # the named rows of the context (by id), or of all panels
    cells_on: dict[int, list[tuple[Panel, Cell]]] = {}  # the cells read from each line
    for p in panels:
        for c in p.cells:
            if c.span is not None:
                cells_on.setdefault(c.span.line, []).append((p, c))
    for ln in outline.lines:
        if ln.kind not in CLAIM_LINE_KINDS or _only_heads(outline, ln):
            continue
        if ln.number in skip:
            # "- Unsafe: ~45% (highest Unsafe percentage)": a data line that marks its value
            for spec in annotated_extremes(ln, cells_on.get(ln.number, []), title) if "(" in ln.raw else ():
                read.append((spec, outline.under(ln)))
            # "- Beta: 42.8%. This is the shortest bar in the South group.": a sentence after it does
            for spec in said_extremes(ln, cells_on.get(ln.number, []), panels, title):
                read.append((spec, outline.under(ln)))
            if "(" in ln.raw:
                # "- 7B-13B range: 4 models (A, B, C)": a count whose brackets name what it counts
                whole = Reader(ln, ln.offset, ln.offset + len(ln.content), panels, None, title, lists=lists)
                read += [(s, outline.under(ln)) for s in whole.listed_counts(ln.offset, whole.end) if s.whole_list]
            continue
        # a line on how the figure is drawn states its size ("a 3 × 4 grid"), nothing else
        layout_only = _describes_the_figure(outline, ln)
        lead_label = leading_label(ln.content)[0] if ln.kind == "item" or "**" in ln.content else None
        axis_labelled = lead_label is not None and CLAIM_SHAPES.AXIS_LABEL.match(lead_label) is not None
        context = _context(outline, by_header, by_name, ln)
        following = _enumerated(outline, ln) or _described(outline, ln)
        titles = [h.title or h.label for h in reversed(outline.under(ln)) if not h.is_doc_title]
        own = outline.headers.get(ln.number)
        if own is not None and own.title and ln.kind == "item":
            titles = [own.title, *titles]  # "**RL (Red):** The line … is above SFT": its own series speaks
        elif ln.kind == "item" and (lead := leading_label(ln.content)[0]):
            titles = [lead, *titles]  # "* **Beta:** Stays near 0.6–0.7." with no points under it
        heading = None
        if titles:
            chosen = [context] if context is not None else panels
            rows_key = id(context) if context is not None else None
            if rows_key not in rows_of:
                rows_of[rows_key] = series_rows(chosen)
            heading = heading_series(titles, rows_of[rows_key])
        over = _header_scope(outline, ln, panels, context, by_header, scopes)
        said = sentences(ln, items=True, short=True)  # ("A is lowest. B is highest.": two claims, however short)
        pair_before = None  # (the two series the last sentence of the line compared)
        for i, sentence in enumerate(said):
            a = sentence.offset
            b = a + len(sentence.content)
            if b - a > _MAX_SENTENCE:
                continue
            axis_line = any(a < e and s < b for s, e in stated_on.get(ln.number, ()))
            if i == 0 and ln.kind == "item" and _OPENING.match(sentence.content):
                # "For **R1-Llama**, …": a panel the item opens with speaks for its sentences
                # (the opening word first: finding the mentions costs more than the test)
                opening = find(sentence.content[:30], a, ln, panels, context).panels
                if len(opening) == 1:
                    context = opening[0]
            listed = following if i == len(said) - 1 else []
            reader = Reader(ln, a, b, panels, context, title, listed, heading, lists, titles, over, legend, colours)
            reader.pair_before, pair_before = pair_before, None
            if axis_line:
                # an axis or a scale is stated, no claim; but "**X-axis:** Lists 9 regions. Left to
                # right: …" counts what it enumerates
                read += [(spec, outline.under(ln)) for spec in reader.listed_counts(a, b)]
                continue
            specs = reader.read()
            pair_before = reader.last_pair
            for spec in specs:
                if layout_only and spec.kind != "count":
                    continue
                if spec.kind == "count" and spec.noun == "series" and axis_labelled:
                    continue  # "**X-axis (Top):** Lists four methods": the axis's own items, never the series'

                if spec.kind == "value" and _restates_a_cell(spec, cells_on.get(ln.number, [])):
                    continue  # "Scout: starts at ~0.14 at step 0" read as the cell itself: no claim about it
                if spec.noun == "series":
                    enumerated = enumerated or _series_lists(outline, lists)
                    for p in spec.panels:
                        if id(p) not in series_named:
                            series_named[id(p)] = _enumerated_series(enumerated, p, outline)
                    known = [k for p in spec.panels if (k := series_named[id(p)]) is not None]
                    spec.enumerated = max(known) if known else None
                read.append((spec, outline.under(ln)))
    judgements = _one_value_each([spec for spec, _ in read], [judge(spec, tol) for spec, _ in read])
    # a line not read whose claim was judged on cells comments on the data ("The PIQA
    # minimum is 67.5, at 2 bits …"); the others may hold data ("At 8 and 16 workers …")
    judged_on = {s.line.number for (s, _), j in zip(read, judgements, strict=True) if j.verdict != "unverifiable"}
    lines = {ln.number: ln for ln in outline.lines} if not_read else {}
    lines_by = lines or {ln.number: ln for ln in outline.lines}
    data = [
        u for u in not_read or [] if u[0].line not in judged_on and not _describes_the_figure(outline, lines[u[0].line])
    ]  # ("Gridlines: every 1,000 ms" says how the figure is drawn)
    unread = unread_by_panel(outline, data, panels, by_header)
    names = names_of(outline, title)
    # data lines that say how the figure is drawn ("**Legend:** A: 0.9 (blue)", "Layout: Grid: 2"):
    # a cell read from one proves nothing against a claim
    drawn = {ln.number for ln in outline.lines if ln.number in skip and _describes_the_figure(outline, ln)}
    if cells_on and set(cells_on) <= drawn:
        # every cell read is on such a line ("### Components" listing "**Stalls**: 38% (dark
        # red)" for a donut): those lines are the data, not a key restating it; a line a
        # legend or series label opens ("**Legend:** …") stays a key's
        drawn = {n for n in drawn if CLAIM_SHAPES.FURNITURE.match(leading_label(lines_by[n].content)[0] or "")}
    two_axes = any(CLAIM_SHAPES.SECOND_VALUE_AXIS.search(ln.content) for ln in outline.lines)
    valueless = _named_without_values(outline, cells_on) if any(s.kind == "count" for s, _ in read) else []
    unread_charts = _unread_charts(outline, panels, by_header)
    return [
        _judged(
            spec,
            j,
            headers,
            panels,
            cut,
            ends_in_data,
            n,
            unread,
            names,
            drawn,
            two_axes,
            valueless,
            closes,
            unread_charts,
            tol,
        )
        for n, ((spec, headers), j) in enumerate(zip(read, judgements, strict=True))
    ]


def _unread_charts(outline: Outline, panels: list[Panel], by_header: dict[int, Panel]) -> set[int]:
    """The lines of the headers that name one chart of several ("### Chart 2: Recall" beside
    "### Chart 1: Speed") whose chart gave no panel: no panel sits under it, nor is titled by
    its name. What is said under such a header is said of that chart, whose values were not
    read; the cells read elsewhere (another chart's, a summary table's) are not its own."""
    charts = [h for h in outline.headers.values() if not h.is_doc_title and h.title and names_chart(h.label)]
    if len(charts) < 2:
        return set()  # ("### Bar Chart Analysis" alone: the write-up's one chart)
    titled = {v for p in panels for v in (loose(t) for t in title_names(p)) if v}
    return {
        h.line.number
        for h in charts
        if h.line.number not in by_header and loose(h.title or "") not in titled and loose(h.label) not in titled
    }


_COUNTED_THINGS = ("categories", "series-items", "series", "parts")


def _named_without_values(outline: Outline, cells_on: dict[int, list[tuple[Panel, Cell]]]) -> list[str]:
    """The labels of list items that sit beside items whose cells were read (under the same
    headers) but gave no cell themselves: "* **Dog:** label visible, coordinates not
    legible" among the points of a scatter. A thing so named is one the chart shows, whose
    values the write-up does not give: a count of the things cannot be checked on the cells."""
    with_cells: set[tuple[int, ...]] = set()
    siblings: dict[tuple[int, ...], list[str]] = {}
    for ln in outline.lines:
        if ln.kind != "item":
            continue
        under = tuple(h.line.number for h in outline.under(ln))
        if ln.number in cells_on:
            with_cells.add(under)
            continue
        label = leading_label(ln.content)[0]
        if (
            label is not None
            and not ln.nums
            and not CLAIM_SHAPES.FURNITURE.match(label)
            and not CLAIM_SHAPES.AXIS_LABEL.match(label)
            and not _describes_the_figure(outline, ln)
        ):
            siblings.setdefault(under, []).append(label)
    return [label for under, labels in siblings.items() if under in with_cells for label in labels]


def _one_value_each(specs: list[Spec], judgements: list[Judgement]) -> list[Judgement]:
    """A sentence that gives one cell several values states one of them for it: when one is
    the cell's own ("Geomean (17.6%) is the geometric mean of 32.1%, 15.8% and 10.7%"), the
    others are values of things it does not name, and prove nothing against that cell."""
    said: dict[tuple[int, int, tuple[int, ...]], list[int]] = {}
    for i, (spec, j) in enumerate(zip(specs, judgements, strict=True)):
        if spec.kind == "value" and j.cells and j.verdict != "unverifiable":
            said.setdefault((spec.line.number, spec.start, tuple(sorted(id(c) for _, c in j.cells))), []).append(i)
    out = list(judgements)
    for group in said.values():
        if len(group) < 2 or not any(judgements[i].verdict == "supported" for i in group):
            continue
        for i in group:
            if judgements[i].verdict == "contradicted":
                out[i] = unverifiable(
                    "the sentence gives this cell its own value too; this number is another thing's: "
                    + judgements[i].evidence
                )
    return out


def _points_only(panel: Panel) -> bool:
    """Whether a panel holds labelled points: one cell a row, each at a numbered x."""
    rows = {str(c.row) for c in panel.cells}
    return (
        len(panel.cells) >= 2
        and len(rows) == len(panel.cells)
        and all(isinstance(c.col, (int, float)) and not isinstance(c.col, bool) for c in panel.cells)
    )


def _kind_said(spec: Spec) -> str:
    """The kind a claim is reported as: an extreme said to hold in so many groups ("highest
    in two out of the four datasets") counts groups, judged as an extreme of each; "three of
    the four lakes reach 20 °C" counts panels, judged as a bound on each."""
    if spec.kind == "threshold" and spec.relation == "panels":
        return "count"
    if spec.kind == "comparison" and spec.relation == "diff" and spec.high is not None:
        return "range"  # "a ~5-7 point lead over F1": a stated range of the gap's values (claim-range)
    if (
        spec.kind == "threshold"
        and spec.share is not None
        and (CLAIM_SHAPES.HALF_WORD.search(spec.text) or spec.fraction != 0.5)
    ):
        return "count"  # "More than half of the stations have medians above 20": how many of them do
    if (
        spec.kind == "threshold"
        and spec.quantifier == "exactly"
        and spec.count is not None
        and (counts_grid_cells(spec.text) or (bool(spec.panels) and all(_points_only(p) for p in spec.panels)))
    ):
        # "Only three cells exceed 80%": how many of the grid's cells do; "Three vents exceed
        # 300 t/day" over labelled points: how many of the points do
        return "count"
    return "count" if spec.kind == "extreme" and spec.quantifier == "exactly" and spec.count is not None else spec.kind


def _judged(
    spec: Spec,
    judged: Judgement,
    headers: tuple[Header, ...],
    panels: list[Panel],
    cut: bool,
    ends: bool,
    n: int,
    unread: Unread,
    names: Names,
    drawn: set[int],
    two_axes: bool = False,
    valueless: list[str] | None = None,
    closes: bool = True,
    unread_charts: set[int] | None = None,
    tol: Tolerances | None = None,
) -> JudgedClaim:
    """The claim `spec`, judged, gated, as the n-th claim of the write-up (`names`: what
    the write-up calls things; `drawn`: the data lines on how the figure is drawn;
    `two_axes`: the chart has a second value axis)."""
    if judged.verdict != "unverifiable" and (other := subject_panel(spec, panels)) is not None:
        # "Loss falls by 1.00 …" under panel (b) "Validation accuracy": judged on the one
        # panel its subject names, (a) "Training loss", not on the panel of its heading
        spec = replace(spec, panels=[other])
        judged = judge(spec, tol or Tolerances())
    # (a write-up cut in a section of prose after its data, "## Observations", has given all
    # its data: what a count counts is there)
    j = gate(spec, judged, headers, panels, cut and not closes, ends, unread, names)
    if spec.kind == "count" and spec.noun == "panels" and j.verdict == "contradicted" and j.absent and not closes:
        # "four line charts" where the write-up stops in its second chart's section, with no
        # section of prose after the data: the charts not read may be cut, or not read
        j = unverifiable("the write-up stops in its charts' descriptions, so the others may be cut: " + j.evidence)
    if j.verdict == "contradicted" and unread_charts and any(h.line.number in unread_charts for h in headers):
        # "MACOG achieves the highest score (~10)" under "### Chart 1: BLEU", a chart of four
        # whose values were not read: the cells it would be judged on are another chart's
        j = unverifiable("it is said under the header of a chart whose values were not read: " + j.evidence)
    if j.verdict == "contradicted" and any(c.span is not None and c.span.line in drawn for _, c in j.cells):
        # ("All five fall between 300 and 500" beside "**Error bars:** 95% CI" read as a bar):
        # a bound over every cell is judged again on the cells of the data lines alone
        again = _without_drawn(spec, drawn, tol) if spec.kind in _OVER_EVERY_CELL else None
        if again is not None and not any(c.span is not None and c.span.line in drawn for _, c in again[1].cells):
            # (the copies stand for their panels: among the write-up's, and in what was left unread)
            copies = {id(p): q for p, q in zip(spec.panels, again[0].panels, strict=True)}
            moved = Unread(dict(unread.values))
            for old_id, q in copies.items():
                if old_id in unread.values:
                    moved.values[id(q)] = unread.values[old_id]
            everyone = [copies.get(id(p), p) for p in panels]
            j = gate(again[0], again[1], headers, everyone, cut and not closes, ends, moved, names)
        else:
            j = unverifiable("a cell it rests on was read from a legend, colour or layout line: " + j.evidence)
    if j.verdict == "contradicted" and two_axes and len({loose(str(c.row)) for _, c in j.cells}) > 1:
        # "Reference is the slowest at every size" on a bar and line chart: the lines' counts,
        # read on the right axis, are no speeds; which axis each series is read on is not known
        j = unverifiable("the chart has two value axes, and the cells it sets apart are other series': " + j.evidence)
    if (
        j.verdict == "contradicted"
        and two_axes
        and spec.kind in ("extreme", "threshold", "range")
        and not any(isinstance(c, Coord) and c.axis == "y" for c in (*spec.slice, *spec.location, *spec.subject))
        and any(len({loose(str(c.row)) for c in p.cells}) > 1 for p in spec.panels)
    ):
        # "The price peaks on Sunday at €3.40" on bars of loaves and a line of prices: over
        # which series, read on which axis, it does not name
        j = unverifiable("the chart has two value axes, and it names no series: " + j.evidence)
    if (
        valueless
        and spec.kind == "count"
        and spec.noun in _COUNTED_THINGS
        and (j.verdict == "supported" or (j.verdict == "contradicted" and j.absent))
    ):
        # "The plot has four labelled points" where one named point has no coordinates given
        j = unverifiable(f"{', '.join(valueless)} is named but given no values: " + j.evidence)
    ln = spec.line
    claim = Claim(
        id=f"c{n + 1}",
        kind=_kind_said(spec),
        text=spec.text,
        span=span_of(ln, spec.start, spec.end) if spec.end > spec.start else line_span(ln),
        panels=[p.id for p in spec.panels],
        verdict=j.verdict,
        evidence=j.evidence,
        cells=[CellRef(panel=p.id, row=c.row, col=c.col, value=c.value, span=c.span) for p, c in j.cells],
    )
    return JudgedClaim(claim, spec, j)


_OVER_EVERY_CELL = ("range", "threshold")


def _without_drawn(spec: Spec, drawn: set[int], tol: Tolerances | None) -> tuple[Spec, Judgement] | None:
    """The claim judged on its panels less the cells read from lines on how the figure is
    drawn, when it is contradicted so; None when those cells are all it had, or it is not."""
    kept = []
    for p in spec.panels:
        cells = [c for c in p.cells if c.span is None or c.span.line not in drawn]
        if len(cells) == len(p.cells):
            kept.append(p)
            continue
        if not cells:
            return None
        q = p.model_copy(update={"cells": cells})
        q._memo = {}  # (lookups derived from the cells it no longer has)
        kept.append(q)
    again = replace(spec, panels=kept)
    judged = judge(again, tol or Tolerances())
    return (again, judged) if judged.verdict == "contradicted" else None


def judge_claims(outline: Outline, doc: Document, tol: Tolerances | None = None) -> Document:
    """Stage 4: the claims of the prose of `doc`'s write-up, each judged against the
    cells interpretation found (set on doc.claims; the document is returned)."""
    mark_lower_better(doc.panels, outline.line_of)
    judged = read_claims(
        outline,
        doc.panels,
        doc._data_lines,
        doc._stated,
        tol or Tolerances(),
        doc.title or "",
        doc._cut is not None,
        doc._unread,
    )
    doc.claims = [j.claim for j in judged]
    # "### Harbor (Total: 14 pallets)" over its segments: the stated total, against their sum
    doc.claims += total_claims(outline, doc, len(doc.claims) + 1)
    return doc
