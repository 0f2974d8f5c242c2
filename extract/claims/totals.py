"""A total a header states for the segments listed under it, against their sum:

    ### Oak Street (Total: 12 trees)        the stated total
    - **Ash**: 2 trees                      its segments: 2 + 3 + 6 = 11, not 12
    - **Elm**: 3 trees
    - **Fir**: 6 trees

Judged only when it can be proved: whole numbers written exactly (no "~", "about"), no
share ("%": rounded shares may sum to 99 or 101), two or more segments, every line under
the header read as cells (a line not read may hold a segment), all in one row or one
column of one panel. Anything else is no claim.
"""

from __future__ import annotations

import re

from extract.claims.judge import Judgement
from extract.claims.read import Spec
from extract.interpret.aggregates import names_total
from extract.models import Cell, Panel
from extract.numbers import format_number
from extract.outline import Header, Outline
from extract.text import tick_key

# "(Total: 10 students)", "(total = 42)", "(Sum: 7)" closing a header
_STATED_TOTAL = re.compile(
    r"\(\s*(?:total|sum)\s*[:=]?\s*(?P<n>\d{1,3}(?:,\d{3})*|\d+)(?:\s+[A-Za-z]+)?\s*\)[\s*_:`]*$", re.I
)
# a number not written exactly, or a share
_INEXACT = re.compile(r"~|≈|∼|%|\b(?:about|approx\w*|around|roughly|nearly|almost|over|under|estimated)\b", re.I)


def stated_totals(
    outline: Outline, cells_on: dict[int, list[tuple[Panel, Cell]]]
) -> list[tuple[Spec, tuple[Header, ...], Judgement]]:
    """Each header that states a total of the segments under it, as a count claim judged
    against their sum (once per header: the headers are few, their blocks are read once)."""
    out: list[tuple[Spec, tuple[Header, ...], Judgement]] = []
    for header in outline.headers.values():
        hit = _STATED_TOTAL.search(header.line.raw)
        if hit is None or _INEXACT.search(header.line.raw):
            continue
        block = _segments(outline, header, cells_on)
        if block is None:
            continue
        panel, cells = block
        stated = int(hit.group("n").replace(",", ""))
        total = sum(c.value for c in cells)
        line = header.line
        spec = Spec("count", line, line.offset, line.offset + len(line.content), [panel], named=True, count=stated)
        parts = " + ".join(format_number(c.value) for c in cells)
        cited = [(panel, c) for c in cells]
        if total == stated:
            judged = Judgement("supported", f"its {len(cells)} segments sum to {format_number(total)} ({parts})")
        else:
            judged = Judgement(
                "contradicted",
                f"the {len(cells)} segments under it sum to {format_number(total)} ({parts}), not {stated}",
                cited,
            )
        out.append((spec, outline.under(line), judged))
    return out


def _segments(
    outline: Outline, header: Header, cells_on: dict[int, list[tuple[Panel, Cell]]]
) -> tuple[Panel, list[Cell]] | None:
    """The cells read from the lines under `header`, when they are two or more whole
    numbers written exactly, of one panel, in one row or one column, and no total."""
    found: list[tuple[Panel, Cell]] = []
    for ln in outline.after(header.line):
        if not any(h is header for h in outline.under(ln)):
            break
        here = cells_on.get(ln.number, [])
        if not here or _INEXACT.search(ln.raw):
            return None  # (a line not read may hold a segment; "~4 students" is read off the chart)
        found += here
    if len(found) < 2 or len({id(p) for p, _ in found}) != 1:
        return None
    cells = [c for _, c in found]
    if any(names_total(c.row) or names_total(c.col) or float(c.value) != int(c.value) for c in cells):
        return None
    rows = {tick_key(c.row) for c in cells}
    cols = {tick_key(c.col) for c in cells}
    if (len(rows) == 1) == (len(cols) == 1):
        return None  # (one cell, or cells of several rows and columns: no one stack)
    if len({*(cols if len(rows) == 1 else rows)}) != len(cells):
        return None  # (a segment given twice)
    return found[0][0], cells
