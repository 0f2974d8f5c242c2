"""grid-shape (a line of values longer or shorter than its axis) and cell-conflict (one
cell given two values in one document)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from extract.claims.judge import Tolerances, tolerance
from extract.config import Config
from extract.messages import CellConflict, GridShape, Message
from extract.models import Cell, Document, Panel, Related, Span, Tick
from extract.numbers import format_number
from extract.reader import Num
from extract.text import tick_key


def _name(key: Tick | None, label: str | None) -> str:
    shown = format_number(key) if isinstance(key, (int, float)) else str(key)
    return f"{label} {shown}" if label and not isinstance(key, str) else shown


def _keys_cells(panel: Panel, along: str) -> bool:
    """Whether the ticks of the axis a line runs along are the keys of cells (a category
    axis), not the marks of a value axis ("Performance: 0, 20, 40")."""
    axis = panel.x if along == "x" else panel.y
    if axis is None or not axis.ticks:
        return False
    keys = {tick_key(c.col if along == "x" else c.row) for c in panel.cells}
    return any(tick_key(t) in keys for t in axis.ticks)


# how a line of values that may go on ends: mid-list (a value, a comma, an open bracket or
# bold) or mid-number ("0." beside values with decimals)
_OPEN_END = re.compile(r"(?:[\d%,;(]|\*\*|__)\s*$")
_BARE_POINT = re.compile(r"(?<![\d.])\d+\.$")


def _stops_open(doc: Document, line: int) -> bool:
    """Whether `line` is the write-up's last and stops mid-list or mid-number: a row short
    there may be cut, not short ("* Layer 24: 0.61, 0.58, 0." at the end of the write-up)."""
    if doc._end is None or doc._end[0] != line:
        return False
    raw = doc._end[1].rstrip()
    if _OPEN_END.search(raw) or raw.count("(") > raw.count(")"):
        return True
    return bool(_BARE_POINT.search(raw)) and re.search(r"\d\.\d", raw) is not None


def check_shape(doc: Document, config: Config) -> Iterator[Message]:
    for panel in doc.panels:
        category = {a: _keys_cells(panel, a) for a in ("x", "y")}  # once per panel, not per line
        for vl in panel.lines:
            if doc._cut is not None and vl.span is not None and vl.span.line == doc._cut.line:
                continue  # the row the write-up stops in is short because it is cut
            if vl.count < vl.ticks and _stops_open(doc, vl.span.line):
                continue  # "* Layer 24: 0.61, 0.58, 0." ends the write-up: the rest may be cut
            if vl.ticks and vl.count != vl.ticks and category[vl.along]:
                along = panel.x if vl.along == "x" else panel.y
                across = panel.y if vl.along == "x" else panel.x
                what = "row" if vl.along == "x" else "column"
                yield GridShape(
                    doc.source,
                    vl.span,
                    panel=panel.id,
                    cells=[],
                    what=f"{(panel.title + ': ') if panel.title else ''}{what} "
                    f"{_name(vl.key, across.label if across else None)}",
                    count=vl.count,
                    axis=f"the {along.label} axis" if along and along.label else f"the {vl.along} axis",
                    ticks=vl.ticks,
                )


def _twice_named(panel: Panel) -> tuple[set[object], set[object]]:
    """The row and column names a panel gives to two different rows or columns (ticks
    "10, 10, 3"; two table rows both labelled 10): cells under them are not one cell."""
    rows: set[object] = set()
    cols: set[object] = set()
    for axis, out in ((panel.y, rows), (panel.x, cols)):
        if axis is not None:
            out |= _repeated([tick_key(t) for t in axis.ticks])
    lines: dict[tuple[str, object], int] = {}
    for vl in panel.lines:
        lines[(vl.along, tick_key(vl.key))] = lines.get((vl.along, tick_key(vl.key)), 0) + 1
    rows |= {k for (along, k), n in lines.items() if n > 1 and along == "x"}
    cols |= {k for (along, k), n in lines.items() if n > 1 and along == "y"}
    return rows, cols


def _repeated(keys: list[object]) -> set[object]:
    """The keys that occur more than once (one pass)."""
    seen: set[object] = set()
    twice: set[object] = set()
    for k in keys:
        (twice if k in seen else seen).add(k)
    return twice


_BLOCK = 3  # conflicting cells, all given again after every first value, that make a second block


def check_conflicts(doc: Document, config: Config) -> Iterator[Message]:
    for panel in doc.panels:
        seen: dict[tuple[object, object], Cell] = {}
        twice_rows, twice_cols = _twice_named(panel)
        pairs: list[tuple[Cell, Cell]] = []  # (the later cell, the first) of each conflict
        for cell in panel.cells:
            if cell.row is None or cell.col is None:
                continue  # a series the reader could not name may be several: no proof of a conflict
            key = (tick_key(cell.row), tick_key(cell.col))
            if key[0] in twice_rows or key[1] in twice_cols:
                continue  # two rows (or columns) share the name: which one is meant is not said
            first = seen.setdefault(key, cell)
            if first is not cell and abs(first.value - cell.value) > _slack(first, cell):
                pairs.append((cell, first))
        misread = _misread_lists(doc, panel) if pairs else set()
        doubts = [_LIST_NOTE if _line(c) in misread else _doubt(panel, c, f) for c, f in pairs]
        if len(pairs) <= _FEW_RESTATED:
            # "### Highlights" / "* Cove: 1,250 mm" under a full list of one series' bars: a
            # later section restating a bar, not a second series read into the axis's row
            doubts = [
                None if d == _AXIS_ROW_NOTE and _restated_later(doc, panel, c, f) else d
                for d, (c, f) in zip(doubts, pairs, strict=True)
            ]
        block = _second_block([pair for pair, doubt in zip(pairs, doubts, strict=True) if doubt is None])
        for (cell, first), doubt in zip(pairs, doubts, strict=True):
            row = _name(cell.row, panel.y.label if panel.y else None)
            col = _name(cell.col, panel.x.label if panel.x else None)
            yield CellConflict(
                doc.source,
                cell.span,
                panel=panel.id,
                cells=[[cell.row, cell.col]],
                related=[Related(source=doc.source, span=first.span, panel=panel.id)],
                severity="info" if block or doubt else None,
                cell=f"{(panel.title + ' ') if panel.title else ''}[{row}, {col}]",
                value=format_number(cell.value),
                other=format_number(first.value),
                other_line=first.span.line if first.span else 0,
                note=doubt or (_BLOCK_NOTE % len(pairs) if block else ""),
            )


def _slack(first: Cell, cell: Cell) -> float:
    """How far two values of one cell may differ and still be one reading: a value hedged as
    a reading by eye ("roughly 65" beside the list's 67) is as precise as its round number;
    one to its last digit ("~0.733" and "~0.738") is two values."""
    hedged = [c for c in (first, cell) if c._approx]
    if len(hedged) != 1:
        return 1e-9  # (two readings by eye, "~0.3" and "~0.35": two values, as written)
    exact = Tolerances(approximate=0.0)  # (the roundness only, no relative slack)
    return max(tolerance(Num(c.value, format_number(c.value), 0, 0), True, exact) for c in hedged)


def _doubt(panel: Panel, cell: Cell, first: Cell) -> str | None:
    """Why two values of one cell may be the reader's merge, not the write-up's conflict: both
    on one line ("| 256 | 2.2 | 310 |" with two columns read as one series; "5/7 (71.4%)": one
    value written twice), or the row only the value axis's label (series the reader could not
    tell apart). The finding is then info: the text does not prove two values for one cell."""
    if first.span is not None and cell.span is not None and first.span.line == cell.span.line:
        return _SAME_LINE_NOTE
    if panel.y is not None and cell.row == panel.y.label:
        return _AXIS_ROW_NOTE
    return None


_FEW_RESTATED = 2  # conflicts of a write-up that restates a bar or two wrongly


def _line(cell: Cell) -> int:
    return cell.span.line if cell.span is not None else 0


_LIST_GAP = 2  # lines from one item of a list to the next (a blank line between loose items)
_LIST_ITEMS = 3  # items of one list, all giving the same cells, that show a misread


def _misread_lists(doc: Document, panel: Panel) -> set[int]:
    """The lines of a list whose every item gives the same cells, each another value ("-
    **Point A**: 4 units, 81.5% score" over "- **Point B**: 8 units, 84.2% score" read as the
    cells units and score of one row): the reader lost what tells the items apart (a label,
    a place), so the items conflict with one another, not the write-up with itself. Three
    items or more, or two giving two cells or more each; the items adjacent (a blank line
    between at most) in one section, no other cell between."""
    keys: dict[int, set[tuple[object, object]]] = {}
    values: dict[int, dict[tuple[object, object], float]] = {}
    for cell in panel.cells:
        if cell.row is None or cell.col is None or cell.span is None:
            continue
        key = (tick_key(cell.row), tick_key(cell.col))
        keys.setdefault(cell.span.line, set()).add(key)
        values.setdefault(cell.span.line, {})[key] = cell.value
    runs: list[list[int]] = []
    for line in sorted(keys):
        last = runs[-1][-1] if runs else None
        if (
            last is not None
            and line - last <= _LIST_GAP
            and keys[line] == keys[last]
            and _section_of(doc, line) == _section_of(doc, last)
        ):
            runs[-1].append(line)
        else:
            runs.append([line])
    out: set[int] = set()
    for run in runs:
        if len(run) < 2 or (len(run) < _LIST_ITEMS and len(keys[run[0]]) < 2):
            continue
        if all(any(_differs(values[a], values[b]) for b in run if b != a) for a in run):
            out |= set(run)
    return out


def _differs(a: dict[tuple[object, object], float], b: dict[tuple[object, object], float]) -> bool:
    return any(abs(v - b[k]) > 1e-9 for k, v in a.items() if k in b)


def _section_of(doc: Document, line: int) -> int:
    """The index of the section a line sits in (-1 before the first heading)."""
    at = -1
    for i, sec in enumerate(doc.sections):
        if sec.span.line <= line:
            at = i
    return at


def _restated_later(doc: Document, panel: Panel, cell: Cell, first: Cell) -> bool:
    """Whether a bar of a one-series panel given again with another value is a restatement:
    every cell of the panel in one row, the first block's section giving every column once,
    the later value in a later section that gives fewer of the panel's cells."""
    if first.span is None or cell.span is None or len({tick_key(c.row) for c in panel.cells}) != 1:
        return False
    here, there = _section_of(doc, first.span.line), _section_of(doc, cell.span.line)
    if there <= here:
        return False
    cols = [tick_key(c.col) for c in panel.cells]
    in_first = [tick_key(c.col) for c in panel.cells if c.span is not None and _section_of(doc, c.span.line) == here]
    in_later = [c for c in panel.cells if c.span is not None and _section_of(doc, c.span.line) == there]
    return (
        len(in_first) == len(set(in_first)) == len(set(cols))
        and len(in_later) < len(in_first)
        and _bare_restatement(doc, cell, first)
    )


# a label's colon and markup right before a value ("* Cove: 1,250", "**Cove:** 1,250"), and a
# number written plainly, no sign ("+630 mm above Dunes" is a difference)
_LABEL_BEFORE = re.compile(r":[\s*_`]*$")
_PLAIN_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")
_MARKUP = re.compile(r"[\s*_`.,;]+")


# an apposition after the value that names what the bar is ("Heathfield: 62 kg, the largest harvest")
_APPOSED = re.compile(r",\s*(?:the|a|an|its)\s.*$", re.I)


def _after(raw: str, span: Span) -> str:
    """The words after a cell's number on its line, an apposition, markup and end punctuation
    left out."""
    end = span.end_column - 1 if span.end_line == span.line else len(raw)
    return _MARKUP.sub(" ", _APPOSED.sub("", raw[end:])).strip()


def _bare_restatement(doc: Document, cell: Cell, first: Cell) -> bool:
    """Whether the later line only gives the bar its value again, as the first did: "Label:
    value" with the first's unit or none, no hedge, sign or words after ("* Marsh: about 700
    mm", "Cove: 1.25 m", "Harbour: 29% above Cove" and "Reef: rank 3" restate no bar)."""
    raw, first_raw = doc._cell_text.get(cell.span.line), doc._cell_text.get(first.span.line)
    if raw is None or first_raw is None or cell.span.end_line != cell.span.line:
        return False
    start = cell.span.column - 1
    if not _LABEL_BEFORE.search(raw[:start]):
        return False
    if not _PLAIN_NUMBER.fullmatch(raw[start : cell.span.end_column - 1]):
        return False
    after = _after(raw, cell.span)
    return not after or after == (_after(first_raw, first.span).split() or [""])[0]


_SAME_LINE_NOTE = (
    " (the same line): two of its values were read into one cell, most likely two columns or series "
    "read as one, or one value written two ways, so neither is judged"
)
_AXIS_ROW_NOTE = (
    "; the row is only the value axis's label, so several series the reader could not tell apart may "
    "have been read as one, and neither value is judged"
)


_LIST_NOTE = (
    " (an item of a list whose every item gives this panel the same cells): what tells the items "
    "apart was most likely not read, so the items were read into one cell and neither value is judged"
)


_BLOCK_NOTE = (
    "; %d cells are given again in one later block, most likely a chart of its own that was read as "
    "part of this one, so none of them is judged"
)


def _second_block(pairs: list[tuple[Cell, Cell]]) -> bool:
    """Whether the conflicts are one block of cells given again ("**Kite-3B**" then "**Orca-5B**",
    each over the same ticks and series, read as one panel): several cells, every later value
    after every first one. A write-up that restates a cell wrongly restates one or two."""
    if len(pairs) < _BLOCK:
        return False
    lines_later = [c.span.line for c, _ in pairs if c.span is not None]
    lines_first = [f.span.line for _, f in pairs if f.span is not None]
    return len(lines_later) == len(pairs) == len(lines_first) and min(lines_later) > max(lines_first)
