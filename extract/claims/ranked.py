"""The cells of a ranked few: "The lowest three categories have counts below 25", "the
highest two models exceed 80" (by value; not "the top two", which may be by where the bars
are drawn). Of a panel of one series (one value per category), the K highest (or lowest)
values' categories, when no tie crosses the K-th place; what the claim then says is judged
over those cells, as if it named them.
"""

from __future__ import annotations

from extract.claims.mentions import single_series
from extract.claims.vocabulary import CLAIM_SHAPES
from extract.models import Panel, Tick

# "lowest three", "highest 2", "the largest-two": a rank by value and how many (not "best" or
# "worst", whose end depends on the measure; nor "top" or "bottom", which may be where the bars
# are drawn: "the bottom two models" of a chart ranked lowest at the top are the highest)
RANKED_FEW = CLAIM_SHAPES.RANKED_FEW
_HIGH = frozenset(("highest", "largest", "biggest"))


def ranked_few(panel: Panel, end: str, k: int) -> list[Tick] | None:
    """The categories of the panel's `k` highest (end "highest", "largest", …) or lowest values,
    for a panel of one series with more than `k` distinct categories; None when a tie crosses
    the k-th place or the panel is not so."""
    if not single_series(panel) or k < 2:
        return None
    cells = [c for c in panel.cells if c.col is not None]
    if len({str(c.col) for c in cells}) != len(cells) or len(cells) <= k:
        return None
    high = end.casefold() in _HIGH
    ranked = sorted(cells, key=lambda c: c.value, reverse=high)
    if ranked[k - 1].value == ranked[k].value:
        return None  # (a tie at the boundary: which are the few is not known)
    return [c.col for c in ranked[:k] if c.col is not None]
