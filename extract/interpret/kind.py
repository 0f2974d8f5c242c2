"""The figure kind of a document, from the words of its title and overview."""

from __future__ import annotations

import re

from extract.literals import Gated
from extract.models import Kind, Panel

# (each searched only in a text that holds one of the strings its matches need, "heat",
# "bar", "line" …: kinds_in is asked of every line of prose)
_KIND_WORDS: list[tuple[Kind, Gated]] = [
    ("heatmap", Gated(re.compile(r"\bheat[\s-]?maps?\b|\bconfusion matri(?:x|ces)\b", re.I))),
    (
        "bar",
        # a box plot's boxes stand over categories as bars do ("box-and-whisker plot", "boxplot"),
        # and so do a violin plot's violins
        Gated(
            re.compile(
                r"\bbar\s+(?:charts?|graphs?|plots?|diagrams?)\b|\bhistograms?\b|\bgrouped bars?\b|\bbars\b"
                r"|\bbox(?:[\s-]+and[\s-]+whiskers?)?[\s-]*plots?\b|\bviolin[\s-]*plots?\b",
                re.I,
            )
        ),
    ),
    # an area chart fills the space under its lines: series over x values, as a line chart
    (
        "line",
        Gated(re.compile(r"\b(?:line|area)\s+(?:charts?|graphs?|plots?)\b|\bcurves?\b|\btime[\s-]series\b", re.I)),
    ),
    # a bubble chart is a scatter whose markers are sized by a third measure
    (
        "scatter",
        Gated(re.compile(r"\bscatter\s*(?:plots?|charts?|graphs?)?\b|\bbubble\s+(?:plots?|charts?|graphs?)\b", re.I)),
    ),
    ("pie", Gated(re.compile(r"\b(?:pie|donut|doughnut)\s+(?:charts?|graphs?|plots?)\b", re.I))),
    ("radar", Gated(re.compile(r"\b(?:radar|spider)\s+(?:charts?|graphs?|plots?)\b", re.I))),
    ("table", Gated(re.compile(r"\btables?\b", re.I))),
]


# a chart of counts over bins: its places are stretches of the axis, each one a category
_BINNED = re.compile(r"\bhistograms?\b|\bbins?\b|\bbinned\b", re.I)


def names_bins(text: str) -> bool:
    """Whether a text says the figure counts values in bins ("## Histogram: Ratings", "the
    bin width is 0.25"): then "Rating 2.00-2.25: ≈ 225" is the bin 2.00-2.25, a category."""
    return _BINNED.search(text) is not None


# what a grouped bar chart's clusters are: "one cluster per building type", "grouped by region",
# "groups for each benchmark" (the x axis's categories)
_CLUSTERED = re.compile(
    r"\b(?:(?:clusters?|groups?)\s+(?:per|for\s+(?:each|every)|by)|grouped\s+by|clustered\s+by)\s+"
    r"(?:the\s+)?(?P<what>[A-Za-z][A-Za-z -]{1,30}?)(?=\s*(?:[,.;:()]|$)|\s+(?:with|and|each|where|showing|that)\b)",
    re.I,
)


def clustered_by(text: str) -> str | None:
    """What a text says a grouped bar chart's clusters are ("one cluster per building type":
    "building type"), or None."""
    m = _CLUSTERED.search(text)
    return m.group("what") if m else None


def kinds_in(text: str) -> list[Kind]:
    """The figure kinds a text names, in the order of _KIND_WORDS."""
    return [k for k, rx in _KIND_WORDS if rx.search(text)]


def detect(title: str | None, overview: str, panels: list[Panel]) -> Kind:
    """heatmap / bar / line / scatter / pie / radar / table / mixed / qualitative / unknown: from the
    words of the title, then of the overview, then from the shape of the data."""
    if not any(p.cells for p in panels):
        return (
            "qualitative" if any(p.regions for p in panels) or kinds_in((title or "") + " " + overview) else "unknown"
        )
    for text in (title or "", overview):
        found = [k for k in kinds_in(text) if k != "table"] or kinds_in(text)
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            return "mixed"
    return _from_data(panels)


def _from_data(panels: list[Panel]) -> Kind:
    """A colour scale means a heatmap; named series over numeric x values a line chart;
    named series over text categories a bar chart; panels of different kinds, mixed."""
    kinds = {_panel_kind(p) for p in panels if p.cells}
    if len(kinds) > 1 and "unknown" not in kinds:
        return "mixed"
    return kinds.pop() if len(kinds) == 1 else "unknown"


def _panel_kind(panel: Panel) -> Kind:
    if panel.scale is not None:
        return "heatmap"
    cells = panel.cells
    named_rows = all(isinstance(c.row, str) or c.row is None for c in cells)
    if named_rows and all(isinstance(c.col, (int, float)) for c in cells):
        return "line"
    if named_rows and all(isinstance(c.col, str) for c in cells):
        return "bar"
    return "unknown"
