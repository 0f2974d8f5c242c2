"""`extract report`: one self-contained HTML page that re-draws every panel from its
extracted cells and marks every finding.

    page.py     the page: index, documents, charts several write-ups describe
    figures.py  which panels of different documents to show side by side (and the hook
                for the consensus of issue 11, Result.figures)
    plot.py     a panel as marks to draw, and the kind of chart to draw it as
    draw.py     the drawings, as inline SVG (tables as HTML)
    colors.py   colour words, colour ramps, series palette
    source.py   a write-up's text with cells, claims and findings highlighted
    command.py  the `extract report` command

Needs jinja2 (the `report` extra: pip install "extract[report]")."""

from __future__ import annotations

from extract.viewer.page import render_report

__all__ = ["render_report"]
