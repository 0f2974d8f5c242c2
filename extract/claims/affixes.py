"""The ticks a sentence names by a part of their names: "All "neg_" prefixed categories",
"the rows starting with "v2-"", "every model ending in "-mini"", "all neg_ rows".

    All "neg_" prefixed categories show 0.00      every row whose name opens with "neg_"
    columns suffixed "_dev" stay above 0.8        every column whose name ends with "_dev"

The ticks are those of one axis of the panels (rows or columns) whose names open (or end)
with the quoted part, when at least two do and not every one does (then it names them all,
and the sentence its whole axis). A name that holds the part elsewhere is not picked.
"""

from __future__ import annotations

from extract.claims.mentions import Coord
from extract.claims.vocabulary import CLAIM_SHAPES
from extract.models import Panel, Tick
from extract.reader import Line

_AT_END = frozenset(("suffixed", "ending", "end", "suffix"))


def affixed_coords(line: Line, a: int, b: int, panels: list[Panel], have: list[Coord]) -> list[Coord]:
    """The ticks line.raw[a:b] names by a quoted part of their names (the phrase's span is
    theirs), less those in `have` (named by themselves: "(neg_cities, neg_facts, etc.)")."""
    out: list[Coord] = []
    for hit in CLAIM_SHAPES.AFFIXED.finditer(line.raw, a, b):
        part = (hit.group("a") or hit.group("b") or hit.group("c") or hit.group("d") or hit.group("e")).casefold()
        how = (hit.group("how_a") or hit.group("how_b") or hit.group("how_c") or "").casefold()
        if hit.group("e"):
            how = "suffix"
        picked = _picked(panels, part, how in _AT_END)
        if picked is None:
            continue
        axis, ticks = picked
        named = {(c.axis, str(c.tick)) for c in (*have, *out)}
        out += [Coord(axis, t, hit.start(), hit.end()) for t in ticks if (axis, str(t)) not in named]
    return out


def _picked(panels: list[Panel], part: str, at_end: bool) -> tuple[str, list[Tick]] | None:
    """The one axis ("y": rows, "x": columns) of the panels whose names open (end) with
    `part` for two or more of its ticks and not for all, with those ticks; None when there
    is no such axis, or both are."""
    found: list[tuple[str, list[Tick]]] = []
    for axis in ("y", "x"):
        ticks: list[Tick] = []
        seen: set[str] = set()
        for p in panels:
            for c in p.cells:
                t = c.row if axis == "y" else c.col
                if isinstance(t, str) and t not in seen:
                    seen.add(t)
                    ticks.append(t)
        name = str.endswith if at_end else str.startswith
        chosen = [t for t in ticks if name(str(t).casefold(), part) and len(str(t)) > len(part)]
        if len(chosen) >= 2 and len(chosen) < len(ticks):
            found.append((axis, chosen))
    return found[0] if len(found) == 1 else None
