"""Colour scales: the range a write-up states for its colour bar, and what is not that range."""

from __future__ import annotations

from extract.api import parse_text

_BINS = """## Heatmap: counts per cell
- **Rows**: A, B
- **Columns**: X, Y
- **Color gradient**: from pale green (low) to navy (high), with teal in the middle range (6-8).
| Row | X | Y |
|---|---|---|
| A | 3 | 7 |
| B | 9 | 12 |
"""


def test_a_middle_range_is_not_the_scale() -> None:
    """ "teal in the middle range (6-8)" names a part of the scale: reading it as the whole
    scale would flag 3, 9 and 12 as outside it."""
    doc = parse_text(_BINS, "bins.md")
    assert doc.panels and all(p.scale is None or (p.scale.min, p.scale.max) != (6, 8) for p in doc.panels)
    assert not [d for d in doc.diagnostics if d.name == "value-outside-scale"]
    assert sorted(c.value for p in doc.panels for c in p.cells) == [3, 7, 9, 12]
