"""value-outside-scale: cells beyond the colour-scale range the write-up states."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

from extract.config import Config
from extract.messages import Message, ValueOutsideScale
from extract.models import Cell, ColorScale, Document, Panel, Related
from extract.numbers import format_number
from extract.text import loose


def _slack(scale: ColorScale, config: Config) -> float:
    """How far past an approximate end a value may lie and only be an info: one tick
    step, or the configured fraction of the span, whichever is larger."""
    assert scale.min is not None and scale.max is not None
    span = abs(scale.max - scale.min)
    ticks = sorted(scale.ticks)
    step = min((b - a for a, b in pairwise(ticks) if b > a), default=0.0)
    return max(step, span * config.scale_slack)


def check(doc: Document, config: Config) -> Iterator[Message]:
    for panel in doc.panels:
        s = panel.scale
        if s is None or s.min is None or s.max is None or s.min >= s.max:
            continue
        coloured = _coloured(panel, s)
        if _in_percent(coloured, s):
            continue  # "from 0.0 to 1.0" over cells of 48, 99, 100: the same scale written in percent
        below = [c for c in coloured if c.value < s.min]
        above = [c for c in coloured if c.value > s.max]
        for side, cells, bound in (("below", below, s.min), ("above", above, s.max)):
            if cells:
                yield _finding(doc, panel, s, side, cells, bound, config)


def _coloured(panel: Panel, s: ColorScale) -> list[Cell]:
    """The cells the scale colours: every cell, unless the scale is labelled with the name of
    one column (or row) of the panel ("a gradient from 120 to 370, labeled `score/mean`" over
    the columns step, decay, beta and score/mean): that column's cells only, the others being
    settings written beside it."""
    key = loose(s.label)
    if key:
        for named in ((c, c.col) for c in panel.cells), ((c, c.row) for c in panel.cells):
            mine = [c for c, name in named if isinstance(name, str) and loose(name) == key]
            if mine:
                return mine
    return panel.cells


def _in_percent(cells: list[Cell], s: ColorScale) -> bool:
    """Whether a scale of fractions (0 to 1) holds cells that are all its values written in
    percent (every cell within 100 times its ends, nine in ten past 1): a unit written two
    ways, no misread value (one cell of 1.4 among fractions is still a misread)."""
    assert s.min is not None and s.max is not None
    values = [c.value for c in cells]
    return (
        bool(values)
        and s.min >= 0
        and s.max <= 1
        and sum(v > 1 for v in values) >= 0.9 * len(values)
        and all(100 * s.min <= v <= 100 * s.max for v in values)
    )


def _finding(
    doc: Document, panel: Panel, s: ColorScale, side: str, cells: list[Cell], bound: float, config: Config
) -> Message:
    worst = max(abs(c.value - bound) for c in cells)
    near = s.approximate and worst <= _slack(s, config) + 1e-9
    values = ", ".join(format_number(c.value) for c in cells)
    note = "; the stated range probably names the outermost tick labels, not the ends of the bar" if near else ""
    first = min(cells, key=lambda c: (c.span.line, c.span.column))
    related = [Related(source=doc.source, span=c.span, panel=panel.id) for c in cells if c is not first]
    related.append(Related(source=doc.source, span=s.span, panel=panel.id))
    return ValueOutsideScale(
        doc.source,
        first.span,
        panel=panel.id,
        cells=[[c.row, c.col] for c in cells],
        related=related,
        # past an approximate end by no more than a tick step: the text does not prove the value
        # off the bar (the range stated is likely its outermost labels), so it is said, not flagged
        severity="info" if near else "error",
        panel_name=panel.title or panel.id,
        values=values,
        verb="is" if len(cells) == 1 else "are",
        side=side,
        end="minimum" if side == "below" else "maximum",
        bound=("~" if s.approximate else "") + format_number(bound),
        note=note,
    )
