"""The figure kind of a document, from the words of its title and overview."""

from __future__ import annotations

from extract.grammar import Shapes
from extract.literals import Gated
from extract.models import Kind, Panel

# (each searched only in a text that holds one of the strings its matches need, "heat",
# "bar", "line" …: kinds_in is asked of every line of prose; the words are grammars/bindings.lark's)
_SHAPES = Shapes("bindings")
_KIND_WORDS: list[tuple[Kind, Gated]] = [
    ("heatmap", Gated(_SHAPES.KIND_HEATMAP)),
    ("bar", Gated(_SHAPES.KIND_BAR)),
    ("line", Gated(_SHAPES.KIND_LINE)),
    ("scatter", Gated(_SHAPES.KIND_SCATTER)),
    ("pie", Gated(_SHAPES.KIND_PIE)),
    ("radar", Gated(_SHAPES.KIND_RADAR)),
    ("table", Gated(_SHAPES.KIND_TABLE)),
]


def names_bins(text: str) -> bool:
    """Whether a text says the figure counts values in bins ("## Histogram: Ratings", "the
    bin width is 0.25"): then "Rating 2.00-2.25: ≈ 225" is the bin 2.00-2.25, a category."""
    return _SHAPES.BINNED.search(text) is not None


def lists_bins(label: str) -> bool:
    """Whether a label only says a histogram's bins follow ("Bins", "Bin counts", "Counts per
    bin"): it names no series, its values are the chart's one series."""
    return _SHAPES.BIN_LABEL.fullmatch(label.strip()) is not None


def clustered_by(text: str) -> str | None:
    """What a text says a grouped bar chart's clusters are ("one cluster per building type":
    "building type"), or None."""
    m = _SHAPES.CLUSTERED.search(text)
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
