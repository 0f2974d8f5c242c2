"""Extremes a data line marks beside its value: "- Unsafe: ~45% (highest Unsafe percentage)",
"- Otter: 92.9 (highest)". The line is data (its cell is read by interpretation); the note in
brackets is a claim about that cell: it is the extreme of the group the note names ("Unsafe":
that series across the categories) or, when it names none, of the list the line sits in (the
cells that share the tick its header names, "#### GSM8K" over "- Otter: 92.9 (highest)").
"""

from __future__ import annotations

import re

from extract.claims.mentions import Coord, content_words, find
from extract.claims.read import _GOOD_BAD, Spec, lower_is_better
from extract.claims.vocabulary import vocab
from extract.models import Cell, Panel
from extract.outline import leading_label
from extract.reader import Line
from extract.text import loose

# "(highest)", "(the lowest Drop share)", "(peak)": a superlative opening a bracket
_NOTE = re.compile(
    rf"\(\s*(?:the\s+|overall\s+)?(?P<sup>(?P<max>{vocab('MAX')})|{vocab('MIN')})\b(?P<rest>[^()]{{0,40}})\)"
)
# words a note may hold besides the names of ticks: what is measured, said generically
_GENERIC = frozenset(
    "value score percentage percent share rate count number bar cell point result overall of the in for "
    "across all".split()
)


def annotated_extremes(line: Line, cells: list[tuple[Panel, Cell]], title: str = "") -> list[Spec]:
    """The extremes the notes of a data line claim for its cells (`cells`: those read from
    the line, with their panels)."""
    out: list[Spec] = []
    for note in _NOTE.finditer(line.raw):
        owner = _owner(line, cells, note.start())
        if owner is None:
            continue
        panel, cell = owner
        slice_ = _group(line, note, panel, cell, [c for p, c in cells if p is panel])
        if slice_ is None:
            continue
        word = note.group("sup").casefold()
        stat = "max" if note.group("max") else "min"
        if word in _GOOD_BAD and lower_is_better([panel], line.raw, title):
            stat = "min" if stat == "max" else "max"  # "(best)" of a loss
        at = line.offset
        spec = Spec("extreme", line, at, note.end(), [panel], stat=stat, slice=slice_)
        spec.location = [Coord("y", cell.row, at, at), Coord("x", cell.col, at, at)]  # type: ignore[arg-type]
        out.append(spec)
    return out


def _owner(line: Line, cells: list[tuple[Panel, Cell]], at: int) -> tuple[Panel, Cell] | None:
    """The cell whose value stands right before the note ("~45% (" , "92.9 ("), if one does."""
    best: tuple[Panel, Cell] | None = None
    for p, c in cells:
        if c.span is None or c.span.line != line.number or c.row is None or c.col is None:
            continue
        end = c.span.end_column - 1
        if end > at or not re.fullmatch(r"[^\d()]{0,12}", line.raw[end:at]):
            continue
        if best is None or best[1].span is None or best[1].span.end_column < c.span.end_column:
            best = (p, c)
    return best


def _group(line: Line, note: re.Match[str], panel: Panel, cell: Cell, on_line: list[Cell]) -> list[Coord] | None:
    """The ticks the extreme is taken over: the one tick the note names ("highest Unsafe
    percentage": the Unsafe row); else the list the value sits in: the line's own values
    when it gives several ("- Depth 3: 41.0, 52.5 (highest), 47.1": the Depth 3 row), or the
    lines under the same header (under "#### GSM8K", "- Otter: 92.9 (highest)" is the highest
    of the GSM8K row, the tick the line's label does not name); None when the note says more
    ("highest among open models") or the label names neither."""
    s, e = note.span("rest")
    m = find(line.raw[s:e], s, line, [panel], panel)
    left = line.raw[s:e]
    for c in sorted(m.coords, key=lambda c: -c.start):
        left = left[: c.start - s] + " " + left[c.end - s :]
    measured = set()
    for axis in (panel.x, panel.y, panel.scale):
        measured |= content_words(axis.label if axis is not None else None)
    words = {w for w in re.findall(r"[a-z]+", left.casefold())}
    if m.values or not words <= _GENERIC | measured | {w + "s" for w in measured}:
        return None
    named = {(c.axis, str(c.tick)) for c in m.coords}
    if len(named) == 1:
        return [m.coords[0]]
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
    if not key:
        return None
    if key == loose(str(cell.col)) and key != loose(str(cell.row)):
        return [Coord("y", cell.row, s, s)]  # type: ignore[arg-type]
    if key == loose(str(cell.row)) and key != loose(str(cell.col)):
        return [Coord("x", cell.col, s, s)]  # type: ignore[arg-type]
    return None
