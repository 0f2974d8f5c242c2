"""Quantities worked out from the cells, which are not themselves cells.

    Marrow X has the best throughput per watt (about 0.085 TFLOP/s/W)   a ratio of two series
    the accepted share grows from about 62% of the bar to about 83%      a share of a stack
    INT4 needs roughly 30% of what FP16 needs                            a share of another bar
    Vela leads by 4 percentage points                                    a gap in shares

A claim about such a quantity says nothing a cell holds, unless the panel itself measures
it: its title, axis or scale label, or a row or column name says so ("Throughput per watt
(TFLOP/s/W)", "Share of calls", "Accuracy (%)"). The words come from grammars/claims.lark
(DERIVED, SHARE); a unit of two divisions ("TFLOP/s/W") is one too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from extract.claims.mentions import content_words, single_series, stem
from extract.claims.read import Spec
from extract.claims.vocabulary import CLAIM_SHAPES, words
from extract.models import Panel
from extract.text import tick_key

_DERIVED = words("DERIVED", stems=True)  # grammars/claims.lark
_MINOR_PART = words("MINOR_PART")
_DOMINATED = words("DOMINATED")
# "TFLOP/s/W": a unit divided twice; in a claim, right after a number ("0.085 TFLOP/s/W")
_UNIT = r"(?P<unit>[A-Za-z$€µ]+(?:/[A-Za-z$€µ]+){2,})"
_RATIO_UNIT = re.compile(r"\d\s*" + _UNIT)


def derived_quantity(spec: Spec, headers: list[str]) -> str | None:
    """The words by which the claim speaks of a quantity worked out from the cells, when
    no name of its panels (nor a header over it, in `headers`) says the panel measures it;
    None for a claim about the cells' own quantity."""
    # "dominated by Oak, with smaller shares from Elm": parts of one whole, ordered as their values
    text = spec.text
    if _DOMINATED.search(text):
        text = _MINOR_PART.sub(lambda hit: " " * len(hit.group(0)), text)
    if not (_DERIVED.search(text) or CLAIM_SHAPES.DERIVED_SHARE.search(text) or "/" in text):
        return None  # (the common case: no such word at all)
    named = [_names(p) for p in spec.panels] + [_names_of(h) for h in headers]
    words = set().union(*(n.words for n in named))
    for hit in _DERIVED.finditer(text):
        said = hit.group(0).casefold().split()
        if said[0] == "per":
            if stem(said[-1]) in words and not any(_per_point_x(p, stem(said[-1])) for p in spec.panels):
                continue  # "per layer" on a Layer axis: one per tick; "per GPU" of a "… per GPU" label
            unit = CLAIM_SHAPES.UNIT_BEFORE.search(text, 0, hit.start())
            if unit is not None and stem(unit.group("unit").casefold()) in words:
                continue  # "310 ms per request" on a "Latency (ms)" axis: the cell's own unit
        elif stem(said[0]) in words or ({"efficiency", "efficient"} & words and said[0].startswith("efficien")):
            continue  # the "ratio" of a "Compression ratio" panel
        return hit.group(0)
    share = CLAIM_SHAPES.DERIVED_SHARE.search(text)
    if share is not None and _summed_amount(spec, share):
        share = None  # "the regions account for ~4,850 responses in total": a sum of the cells, in their unit
    if share is not None and not _of_shares(spec, named):
        return share.group(0).strip()
    for hit in _RATIO_UNIT.finditer(text):
        if not any(hit.group("unit").casefold() in n.units for n in named):
            return hit.group("unit")
    return None


def _summed_amount(spec: Spec, share: re.Match[str]) -> bool:
    """Whether the share word is a verb of a sum said as an amount ("account for 4,850
    responses in total"): the claim is read as the sum of cells and its number is no share."""
    return (
        spec.relation is not None
        and spec.relation.startswith("sum")
        and spec.value is not None
        and not spec.value.percent
        and share.group(0).strip().casefold().startswith("account")
    )


def _per_point_x(panel: Panel, word: str) -> bool:
    """Whether `word` names the x quantity of a chart of points, each one cell at its own
    measured x ("Working Looms" of mills placed by looms and output): "output per loom" is
    then the ratio of a point's two coordinates, not one value per tick of the axis."""
    label = panel.x.label if panel.x is not None else None
    if not label or word not in {stem(w) for w in content_words(label)}:
        return False
    rows = [c.row for c in panel.cells]
    return (
        len(rows) >= 2
        and len(set(rows)) == len(rows)
        and all(isinstance(c.col, (int, float)) and not isinstance(c.col, bool) for c in panel.cells)
    )


def _of_shares(spec: Spec, named: list[_Named]) -> bool:
    """Whether the claim's panels hold shares: their names say so ("Share of calls",
    "Accuracy (%)"), the values of a pie or of bars of 100% each, or only the order of the
    bars of one series is claimed."""
    return any(n.shares for n in named) or _ranks_one_series(spec) or all(_whole(p) for p in spec.panels)


def _ranks_one_series(spec: Spec) -> bool:
    """Whether the claim only orders the bars of a chart of one series ("email takes the
    largest share"): shares of one whole order as the values do."""
    return spec.kind == "extreme" and spec.value is None and all(single_series(p) for p in spec.panels)


def _whole(panel: Panel) -> bool:
    """Whether the panel's values are shares of 100: they add up to 100 (a pie), or those of
    each column do (stacked bars of 100% each), within rounding (once per panel)."""
    cached = panel._memo.get("derived whole")
    if cached is None:
        sums: dict[object, float] = {}
        for c in panel.cells:
            sums[tick_key(c.col)] = sums.get(tick_key(c.col), 0.0) + c.value
        total = sum(sums.values())
        cached = panel._memo["derived whole"] = bool(panel.cells) and (
            abs(total - 100) <= 1.5 or all(abs(v - 100) <= 1.5 for v in sums.values())
        )
    return bool(cached)


@dataclass(frozen=True, slots=True)
class _Named:
    """What a panel's names (or a header) say of its measure: their words, whether they
    make its values shares, and the units of two divisions they hold."""

    words: frozenset[str]
    shares: bool
    units: frozenset[str]


def _names_of(text: str) -> _Named:
    """_Named of one text ("Throughput per watt (TFLOP/s/W)")."""
    return _Named(
        frozenset(content_words(text)),
        CLAIM_SHAPES.SHARE_NAME.search(text) is not None,
        frozenset(m.group("unit").casefold() for m in re.finditer(_UNIT, text)),
    )


def _names(panel: Panel) -> _Named:
    """_Named of the panel's title, axis and scale labels and the names of its rows (a
    series may be "Throughput per watt"), once per panel."""
    cached = panel._memo.get("derived names")
    if cached is None:
        parts = [panel.title, panel.x and panel.x.label, panel.y and panel.y.label, panel.scale and panel.scale.label]
        rows = dict.fromkeys(str(c.row) for c in panel.cells if isinstance(c.row, str))
        cached = panel._memo["derived names"] = _names_of(" | ".join(p for p in (*parts, *rows) if p))
    return cached
