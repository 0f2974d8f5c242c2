"""What a drawing shows, apart from how it is drawn: a panel's cells as marks with their
keys, links and findings, and the kind of chart to draw them as."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from extract.models import Axis, ColorScale, Number, Panel, Tick

DRAWN_KINDS = ("heatmap", "bar", "line", "scatter", "table")

# chart-kind words of a panel's introduction, for documents of several kinds
_KIND_WORDS = (
    ("heatmap", re.compile(r"\bheat\s*-?\s*maps?\b", re.I)),
    ("scatter", re.compile(r"\bscatter", re.I)),
    ("line", re.compile(r"\bline\s+(?:chart|plot|graph)s?\b|\bcurves?\b", re.I)),
    ("bar", re.compile(r"\bbar\s*(?:chart|plot|graph)?s?\b|\bhistogram", re.I)),
    ("table", re.compile(r"\btable\b", re.I)),
)


@dataclass(slots=True)
class Mark:
    """One cell as drawn."""

    row: Tick | None
    col: Tick | None
    value: Number
    ref: int | None = None  # the cell's number within its document (links drawing and source)
    line: int | None = None  # its source line
    findings: list[int] = field(default_factory=list)  # numbers of the findings that name it
    tips: list[str] = field(default_factory=list)  # what the tooltip says beyond the value
    off_scale: bool = False  # outside the stated colour scale
    disagree: bool = False  # other write-ups of the figure give another value


@dataclass(slots=True)
class Plot:
    """A panel ready to draw."""

    kind: str  # one of DRAWN_KINDS
    marks: list[Mark]
    x: Axis | None = None
    y: Axis | None = None
    scale: ColorScale | None = None
    uid: str = "p"  # unique in the page: names the drawing's gradient


def key(t: Tick | None) -> tuple[int, float | str]:
    """A tick as something to compare: 2000, 2000.0 and "2000" are one key."""
    kind = type(t)
    if kind is float or kind is int:
        return (0, float(t))  # type: ignore[arg-type]
    if t is None or kind is bool:
        return (2, "" if t is None else str(t))
    return _text_key(str(t))


@functools.lru_cache(maxsize=4096)
def _text_key(t: str) -> tuple[int, float | str]:
    try:
        return (0, float(t.replace(",", "")))
    except ValueError:
        return (1, t.strip().lower())


def label(t: Tick | None) -> str:
    """A tick or value as the write-up wrote it (numbers in their shortest form)."""
    return "—" if t is None else str(t)  # 89.0 stays "89.0", as written


def kind_of(doc_kind: str, panel: Panel, intro: str = "") -> str:
    """The chart kind to draw a panel as: a panel with a colour scale is a heatmap; else
    the document's kind; in a document of several kinds, the kind its introduction names
    ("Top-left panel — Line chart"), else what its cells look like."""
    if panel.scale is not None and doc_kind not in ("bar", "line", "scatter", "table"):
        return "heatmap"
    if doc_kind in DRAWN_KINDS:
        return doc_kind
    for kind, words in _KIND_WORDS:
        if words.search(intro):
            return kind
    cols = {key(c.col) for c in panel.cells}
    if len(cols) >= 3 and all(k[0] == 0 for k in cols):
        return "line"
    return "bar"


def ordered(ticks: list[Tick] | None, seen: list[Tick | None]) -> list[Tick | None]:
    """The keys to lay out along an axis: its ticks as written that the cells use (or all
    of them when the cells use none), then keys the cells use that are not ticks, in the
    order first seen."""
    out: list[Tick | None] = []
    have: set[tuple[int, float | str]] = set()
    used = {key(s) for s in seen}
    listed = [t for t in ticks or [] if key(t) in used]
    for t in [*listed, *seen]:
        if key(t) not in have:
            have.add(key(t))
            out.append(t)
    return out


def numeric(values: list[Tick | None]) -> list[float] | None:
    """The keys as numbers when every one is a number, else None."""
    out = []
    for v in values:
        k = key(v)
        if k[0] != 0:
            return None
        out.append(float(k[1]))
    return out
