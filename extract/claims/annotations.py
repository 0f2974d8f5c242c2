"""Extremes a data line marks beside its value: "- Unsafe: ~45% (highest Unsafe percentage)",
"- Otter: 92.9 (highest)". The line is data (its cell is read by interpretation); the note in
brackets is a claim about that cell: it is the extreme of the group the note names ("Unsafe":
that series across the categories) or, when it names none, of the list the line sits in (the
cells that share the tick its header names, "#### GSM8K" over "- Otter: 92.9 (highest)").
"""

from __future__ import annotations

import re

from extract.claims.mentions import Coord, content_words, find
from extract.claims.read import _GOOD_BAD, Spec, _without_words, lower_is_better
from extract.claims.vocabulary import CLAIM_SHAPES
from extract.models import Cell, Panel
from extract.outline import leading_label
from extract.reader import Line
from extract.text import loose

# "(highest)", "(the lowest Drop share)", "(peak)": a superlative opening a bracket
_NOTE = CLAIM_SHAPES.ANNOTATIONS_NOTE
# words a note may hold besides the names of ticks: what is measured, said generically
_GENERIC = frozenset(
    "value score percentage percent share rate count number bar cell point result overall of the in for "
    "across all median".split()
)


def annotated_extremes(line: Line, cells: list[tuple[Panel, Cell]], title: str = "") -> list[Spec]:
    """The extremes the notes of a data line claim for its cells (`cells`: those read from
    the line, with their panels)."""
    out: list[Spec] = []
    notes = [(n, _owner(line, cells, n.start())) for n in _NOTE.finditer(line.raw)]
    label, after = leading_label(line.content)
    lead = CLAIM_SHAPES.LEADING.match(line.content, after) if label is not None else None
    if label is None and len(cells) == 1 and _one_row(cells[0][0]):
        # "- Lowest median (~0.55)" alone under a box's own header: the note is the whole line
        lead = CLAIM_SHAPES.LEADING.match(line.content)
    if lead is not None:
        notes.append((lead, _inside(line, cells, line.offset + lead.start("value"))))
    for note, owner in notes:
        if owner is None:
            continue
        panel, cell = owner
        offset = line.offset if note.re is CLAIM_SHAPES.LEADING else 0
        whole = note.re is CLAIM_SHAPES.LEADING and label is None  # (the line is the note)
        on_line = [c for p, c in cells if p is panel]
        slice_ = _group(line, note.span("rest"), offset, panel, cell, on_line, title, whole)
        if slice_ is None:
            continue
        word = note.group("sup").casefold()
        stat = "max" if note.group("max") else "min"
        if word in _GOOD_BAD and lower_is_better([panel], line.raw, title):
            stat = "min" if stat == "max" else "max"  # "(best)" of a loss
        at = line.offset
        spec = Spec("extreme", line, at, note.end() + offset, [panel], stat=stat, slice=slice_)
        spec.location = [Coord("x", cell.col, at, at)]  # type: ignore[arg-type]
        if cell.row is not None:
            spec.location.insert(0, Coord("y", cell.row, at, at))  # (a single series has no row)
        out.append(spec)
    return out + _point_notes(line, cells)


# "(1000, 40) – Highest x-value, lowest y": a point's coordinates, then notes on where it lies
_POINT_NOTE = CLAIM_SHAPES.POINT_NOTE
_AXIS_EXTREME = CLAIM_SHAPES.AXIS_EXTREME


def _point_notes(line: Line, cells: list[tuple[Panel, Cell]]) -> list[Spec]:
    """ "- **Kite**: (1000, 40) – Highest x-value, lowest y": a point of a scatter plot noted
    as the extreme of the y values (its cell's value) among all the panel's points. (An
    extreme of x, a key of the cells, is not judged.)"""
    hit = _POINT_NOTE.search(line.raw)
    if hit is None or len(cells) != 1 or cells[0][1].row is None:
        return []
    panel, cell = cells[0]
    out = []
    at = hit.start("notes")
    for part in hit.group("notes").split(","):
        start, at = at, at + len(part) + 1  # (the note alone: "Highest x-value" beside it is another claim)
        note = _AXIS_EXTREME.fullmatch(part)
        if note is None or note.group("axis").casefold() != "y":
            continue
        spec = Spec("extreme", line, start, start + len(part), [panel], stat="max" if note.group("max") else "min")
        spec.location = [Coord("y", cell.row, start, start), Coord("x", cell.col, start, start)]  # type: ignore[arg-type]
        spec.slice = [
            Coord("x", t, start, start) for t in dict.fromkeys(c.col for c in panel.cells if c.col is not None)
        ]
        out.append(spec)
    return out


def _inside(line: Line, cells: list[tuple[Panel, Cell]], at: int) -> tuple[Panel, Cell] | None:
    """The cell read from the number at column `at` ("Highest accuracy (0.79)"), if one was."""
    starts = {at, at - 1} if line.raw[at - 1 : at] in ("~", "≈") else {at}  # (the cell may hold its "~")
    found = [(p, c) for p, c in cells if c.span is not None and c.span.column - 1 in starts and c.col is not None]
    return found[0] if len(found) == 1 else None


def _owner(line: Line, cells: list[tuple[Panel, Cell]], at: int) -> tuple[Panel, Cell] | None:
    """The cell whose value stands right before the note ("~45% (" , "92.9 ("), if one does."""
    best: tuple[Panel, Cell] | None = None
    for p, c in cells:
        if c.span is None or c.span.line != line.number or c.col is None:
            continue
        end = c.span.end_column - 1
        if end > at or not re.fullmatch(r"[^\d()]{0,12}", line.raw[end:at]):
            continue
        if best is None or best[1].span is None or best[1].span.end_column < c.span.end_column:
            best = (p, c)
    return best


def _group(
    line: Line,
    rest: tuple[int, int],
    offset: int,
    panel: Panel,
    cell: Cell,
    on_line: list[Cell],
    title: str,
    whole: bool = False,
) -> list[Coord] | None:
    """The ticks the extreme is taken over: the one tick the note names ("highest Unsafe
    percentage": the Unsafe row); else the list the value sits in: the line's own values
    when it gives several ("- Depth 3: 41.0, 52.5 (highest), 47.1": the Depth 3 row), or the
    lines under the same header (under "#### GSM8K", "- Otter: 92.9 (highest)" is the highest
    of the GSM8K row, the tick the line's label does not name); None when the note says more
    ("highest among open models") or the label names neither."""
    s, e = rest[0] + offset, rest[1] + offset
    m = find(line.raw[s:e], s, line, [panel], panel)
    left = line.raw[s:e]
    for c in sorted(m.coords, key=lambda c: -c.start):
        left = left[: c.start - s] + " " + left[c.end - s :]
    measured = content_words(title)  # ("Accuracy of Aggregation Methods": "accuracy")
    for axis in (panel.x, panel.y, panel.scale):
        measured |= content_words(axis.label if axis is not None else None)
    words = {w for w in CLAIM_SHAPES.LOWER_WORD.findall(left.casefold())}
    if m.values or not words <= _GENERIC | measured | {w + "s" for w in measured}:
        return None
    named = {(c.axis, str(c.tick)) for c in m.coords}
    if len(named) == 1:
        mine = cell.row if m.coords[0].axis == "y" else cell.col
        return [m.coords[0]] if loose(str(mine)) == loose(str(m.coords[0].tick)) else None  # (of its own group)
    if named:
        return None
    if len(on_line) > 1:
        if len({loose(str(c.row)) for c in on_line}) == 1:
            return [Coord("y", cell.row, s, s)]  # type: ignore[arg-type]
        if len({loose(str(c.col)) for c in on_line}) == 1:
            return [Coord("x", cell.col, s, s)]  # type: ignore[arg-type]
        return None
    label, _ = leading_label(line.content)
    key = loose(label)
    if not key and whole and _one_row(panel):
        # (a whole line's note, "Highest median (~0.65)", in a single series: of all its bars)
        return [Coord("x", t, s, s) for t in dict.fromkeys(c.col for c in panel.cells if c.col is not None)]
    if not key:
        return None
    if cell.row is None and key == loose(str(cell.col)):
        # a single series: the extreme of all its bars
        return [Coord("x", t, s, s) for t in dict.fromkeys(c.col for c in panel.cells if c.col is not None)]
    if (
        len({loose(str(c.row)) for c in panel.cells}) == 1
        and panel.x is not None
        and loose(_without_words(label or "", panel.x.label)) == loose(str(cell.col))
        and key != loose(str(cell.col))
    ):
        # one series keyed by its measure, the label its x tick with the axis's word ("- Epoch
        # 30: 0.81 (the highest)" on an x axis "Epoch"): the extreme of all its points
        return [Coord("x", t, s, s) for t in dict.fromkeys(c.col for c in panel.cells if c.col is not None)]
    if key == loose(str(cell.col)) and key != loose(str(cell.row)):
        return [Coord("y", cell.row, s, s)]  # type: ignore[arg-type]
    if key == loose(str(cell.row)) and key != loose(str(cell.col)):
        return [Coord("x", cell.col, s, s)]  # type: ignore[arg-type]
    return None


def _one_row(panel: Panel) -> bool:
    """Whether every cell of the panel is of one row (a single series of bars or boxes);
    asked once per panel (each data line asks it: a scan per line grows with the square)."""
    cached = panel._memo.get("one row")
    if cached is None:
        cached = panel._memo["one row"] = len({loose(str(c.row)) for c in panel.cells}) == 1 and len(panel.cells) >= 2
    return bool(cached)


# "… 42.8%. This is the shortest bar in the South group.": a sentence after a data line's value
# that calls it the extreme of the whole chart or of its group (grammars/claims.lark)
_THIS_IS_THE = CLAIM_SHAPES.THIS_IS_THE
_EXTREME_STRETCH = CLAIM_SHAPES.EXTREME_STRETCH
_SUPERLATIVE = CLAIM_SHAPES.SUPERLATIVE


def said_extremes(line: Line, cells: list[tuple[Panel, Cell]], panels: list[Panel], title: str = "") -> list[Spec]:
    """The extreme a sentence after a data line's one value claims for its cell ("- **Beta:**
    42.8%. This is the shortest bar in the South group."): taken over the whole panel ("in the
    entire chart", when the write-up has one panel) or over the group the cell sits in ("in the
    South group": its own row or column, named; "in this group": the tick the line's label does
    not name). Nothing when the line holds several values, or the words say more than that."""
    if len(cells) != 1 or cells[0][1].col is None or cells[0][1].span is None:
        return []
    panel, cell = cells[0]
    assert cell.span is not None
    this = _THIS_IS_THE.search(line.raw, cell.span.end_column - 1)
    if this is None:
        return []
    sup = _SUPERLATIVE.match(line.raw, this.end())
    stretch = _EXTREME_STRETCH.match(line.raw, sup.end()) if sup is not None else None
    if sup is None or stretch is None:
        return []
    measured = content_words(title)
    for axis in (panel.x, panel.y, panel.scale):
        measured |= content_words(axis.label if axis is not None else None)
    nouns = set(CLAIM_SHAPES.LOWER_WORD.findall(stretch.group("noun").casefold()))
    if not nouns <= _GENERIC | measured | {w + "s" for w in measured}:
        return []  # ("the lowest among open models in this group": more than the group)
    at = this.start() + len(this.group(0)) - len(this.group(0).lstrip(".;").lstrip())  # (at "This")
    end = stretch.end()
    if stretch.group("whole"):
        if len(panels) != 1 or panels[0] is not panel:
            return []  # (several panels: which of them is "the chart" is not said)
        # (every column: the whole panel, as "of all bars" takes it)
        slice_ = [Coord("x", t, at, at) for t in dict.fromkeys(c.col for c in panel.cells if c.col is not None)]
    else:
        group = _own_group(line, stretch.span("name"), panel, cell)
        if group is None:
            return []
        slice_ = [group]
    word = sup.group("sup").casefold()
    stat = "max" if sup.group("max") else "min"
    if word in _GOOD_BAD and lower_is_better([panel], line.raw, title):
        stat = "min" if stat == "max" else "max"  # ("the best" of a loss)
    spec = Spec("extreme", line, at, end, [panel], stat=stat, slice=slice_)
    spec.location = [Coord("x", cell.col, at, at)]  # type: ignore[arg-type]
    if cell.row is not None:
        spec.location.insert(0, Coord("y", cell.row, at, at))
    return [spec]


def _own_group(line: Line, name: tuple[int, int], panel: Panel, cell: Cell) -> Coord | None:
    """The tick of the group a cell is called the extreme of: the one tick the words name
    ("the South group"), if it is the cell's own row or column; with no name ("this group"),
    the cell's tick that the line's label does not name ("**Heirloom:** 4.6", under a South
    header: the South column). None when that is not plain."""
    s, e = name
    said = line.raw[s:e]
    if said.strip():
        m = find(said, s, line, [panel], panel)
        left = said
        for c in sorted(m.coords, key=lambda c: -c.start):
            left = left[: c.start - s] + " " + left[c.end - s :]
        if m.values or len({(c.axis, str(c.tick)) for c in m.coords}) != 1 or CLAIM_SHAPES.IN_OWN_GROUP.search(left):
            return None
        named = m.coords[0]
        mine = cell.row if named.axis == "y" else cell.col
        return named if mine is not None and loose(str(mine)) == loose(str(named.tick)) else None
    label, _ = leading_label(line.content)
    if label is None or cell.row is None:
        return None
    at = max(line.raw.find(label), 0)
    m = find(label, at, line, [panel], panel)
    axes = {c.axis for c in m.coords}
    if len({(c.axis, str(c.tick)) for c in m.coords}) != 1:
        return None
    if axes == {"y"} and loose(str(m.coords[0].tick)) == loose(str(cell.row)):
        return Coord("x", cell.col, s, s)  # type: ignore[arg-type]
    if axes == {"x"} and loose(str(m.coords[0].tick)) == loose(str(cell.col)):
        return Coord("y", cell.row, s, s)
    return None
