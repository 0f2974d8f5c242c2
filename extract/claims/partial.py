"""Signs that a panel was read in part, which withhold a contradiction that rests on what
the read cells lack (a maximum they do not reach, an end of a range, a count of cells):

- data lines under the panel that no reader took (the lines data-not-read and
  data-line-not-read report), and the numbers on them ("- At 8 and 16 workers the curve
  flattens, near 5,100 and 5,480 req/s" left unread: a claimed maximum of 5,480 may be there);
- ticks the write-up lists with no cell, when every cell sits on a listed tick (x axis
  "Workers (1, 2, 4, 8, 16)" and a value at 4 workers only).

A contradiction by a cell that was read (a value beyond a stated maximum) stands.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from extract.claims.mentions import one_point_each
from extract.claims.vocabulary import CLAIM_SHAPES
from extract.models import Panel, Span
from extract.outline import Outline
from extract.reader import Phrase
from extract.statements import head_of
from extract.text import tick_key


@dataclass(slots=True)
class Unread:
    """The numbers of the data lines not read (each with its line), by the panel they sit
    under (id of the panel)."""

    values: dict[int, list[tuple[int, float]]] = field(default_factory=dict)

    def partly_read(self, panel: Panel) -> bool:
        """Whether the panel shows a sign of being read in part."""
        return id(panel) in self.values or _ticks_missing(panel)

    def holds(self, panels: list[Panel], value: float, slack: float, own: int | None = None) -> bool:
        """Whether a number on a line not read under one of the panels is `value` (a line
        other than the claim's `own`: its numbers are what it states, no data left unread)."""
        return any(abs(v - value) <= slack and at != own for p in panels for at, v in self.values.get(id(p), ()))


def unread_by_panel(
    outline: Outline, unread: list[tuple[Span, bool, str]], panels: list[Panel], by_header: dict[int, Panel]
) -> Unread:
    """The lines not read (`unread`: the document's data-like lines no reader took), less the
    model's own commentary, each with the panel whose header it sits under (every panel when
    it sits under none)."""
    out = Unread()
    lines = {ln.number: ln for ln in outline.lines} if unread else {}
    for span, _, _ in unread:
        ln = lines[span.line]
        headers = outline.under(ln)
        if any(head_of(h.label).has("COMMENTARY") for h in headers if not h.is_doc_title):
            continue  # "## Observations" over "- Peak: 5,480 at 16 workers": a claim, not data
        if _axis_extents(ln.raw, ln.phrases):
            continue  # ("… on the x-axis ("Diameter (km)", 0 to 30) …": the axes' extents, no data)
        owner = next((by_header[h.line.number] for h in reversed(headers) if h.line.number in by_header), None)
        for p in [owner] if owner is not None else panels:
            if _axis_ticks(ln.raw, [float(n.value) for n in ln.nums], p):
                continue  # ("X-axis (values): Revenue, ticks at 0, 10, 20 and 30": the ticks read, no data)
            out.values.setdefault(id(p), []).extend((ln.number, float(n.value)) for n in ln.nums)
    return out


def _axis_ticks(raw: str, numbers: list[float], panel: Panel) -> bool:
    """Whether a line that speaks of an axis holds no number but ticks the panel lists for
    one of its axes: the axis's tick marks, read as such, which no cell's value is."""
    if not numbers or _AXIS_WORD.search(raw) is None:
        return False
    for ax in (panel.x, panel.y):
        ticks = {float(t) for t in (ax.ticks if ax is not None else []) if isinstance(t, (int, float))}
        if ticks and all(n in ticks for n in numbers):
            return True
    return False


# a line that speaks of the axes: "on the x-axis", "the y axis", "axes"
_AXIS_WORD = CLAIM_SHAPES.AXIS_WORD


def _axis_extents(raw: str, phrases: Sequence[Phrase]) -> bool:
    """Whether a prose line about the axes holds no number but the ends of ranges ("by their
    diameter on the x-axis ("Diameter (km)", 0 to 30) and …, 0 to 35"): how far each axis
    runs, which no point's value is."""
    nums = [p for p in phrases if p.nums]
    return bool(nums) and all(p.kind == "range" for p in nums) and _AXIS_WORD.search(raw) is not None


def _ticks_missing(panel: Panel) -> bool:
    """Whether every cell sits on a tick the write-up lists for its axis and some listed
    tick has no cell (once per panel)."""
    cached = panel._memo.get("ticks missing")
    if cached is None:
        cached = panel._memo["ticks missing"] = any(
            _missing(ax.ticks, [c.col if axis == "x" else c.row for c in panel.cells])
            for axis, ax in (("x", panel.x), ("y", panel.y))
            if ax is not None and ax.ticks and panel.cells and not (axis == "x" and _points_on_numbers(panel))
        )
    return bool(cached)


def _points_on_numbers(panel: Panel) -> bool:
    """Whether the panel is a chart of named points, one each, placed on an x axis of numbers:
    its x ticks are marks of a scale ("0 to 80, ticks every 10"), no places owed a value."""
    return one_point_each(panel) and all(
        isinstance(c.col, (int, float)) and not isinstance(c.col, bool) for c in panel.cells
    )


def _missing(ticks: Sequence[object], keys: Sequence[object]) -> bool:
    listed = {tick_key(t) for t in ticks}
    given = {tick_key(k) for k in keys}
    return given <= listed and bool(listed - given)
