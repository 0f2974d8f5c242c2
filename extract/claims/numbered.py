"""Ticks named by a word and a number, said as a run or a list: "depths 4–6" over the ticks
"Depth 4", "Depth 5", "Depth 6"; "Routes 1, 3 and 4" over "Route 1" … "Route 4".

The names find() reads are whole tick names ("depth 4"); a plural and a run of numbers names
several ticks at once, whose numbers find() would otherwise read as values (a range "4–6", a
bound 6). Each tick the run or list covers is a place the clause names; when a number of it is
no tick of the axis, the whole phrase is a name not read (Mentions.unnamed), which keeps the
claim from being judged over ticks it does not name.
"""

from __future__ import annotations

from extract.claims.mentions import Coord, stem
from extract.claims.vocabulary import CLAIM_SHAPES
from extract.models import Panel, Tick

_MAX_RUN = 60  # a run longer than this is no list of places ("years 1990–2020" is a stretch of time)


def _text_ticks(panel: Panel, axis: str) -> list[str]:
    """The panel's distinct text ticks on one axis, in the order its cells give them (once per
    panel and axis: asked of every claim)."""
    key = f"numbered text ticks {axis}"
    held = panel._memo.get(key)
    if held is None:
        named = (c.col if axis == "x" else c.row for c in panel.cells)
        held = panel._memo[key] = list(dict.fromkeys(t for t in named if isinstance(t, str)))
    return held


def _numbered(panels: list[Panel], word: str) -> tuple[str, dict[int, Tick]] | None:
    """The axis whose text ticks are all `word` (loosely: "depths" of "Depth") and a number,
    and its ticks by number; None when no axis, or more than one, is so named."""
    found: list[tuple[str, dict[int, Tick]]] = []
    for axis in ("x", "y"):
        by_number: dict[int, Tick] = {}
        texts = [t for p in panels for t in _text_ticks(p, axis)]
        for t in texts:
            m = CLAIM_SHAPES.WORD_NUMBER.fullmatch(t)
            if m is None or stem(m.group(1).casefold()) != word:
                by_number = {}
                break
            by_number.setdefault(int(m.group(2)), t)
        if len(by_number) >= 2:
            found.append((axis, by_number))
    return found[0] if len(found) == 1 else None


def numbered_coords(
    raw: str, a: int, b: int, panels: list[Panel], taken: list[Coord]
) -> tuple[list[Coord], list[tuple[int, int]], list[str]]:
    """The places raw[a:b] names as a word and a run or list of numbers ("depths 4–6"): the
    coords of the ticks it covers, the spans of the numbers they were read from, and the
    phrases whose numbers are not all ticks (names not read)."""
    coords: list[Coord] = []
    spans: list[tuple[int, int]] = []
    unread: list[str] = []
    for hit in CLAIM_SHAPES.NUMBERED_TICKS.finditer(raw, a, b):
        if any(c.start < hit.end() and hit.start() < c.end for c in taken):
            continue  # ("depth 3 and 4" where "depth 3" was read as a tick's name)
        if CLAIM_SHAPES.STRETCH_BEFORE.search(raw, max(a, hit.start() - 12), hit.start()):
            continue
        word = stem(hit.group("w").casefold())
        axis_ticks = _numbered(panels, word)
        if axis_ticks is None:
            continue
        axis, ticks = axis_ticks
        lo = int(hit.group("lo"))
        if hit.group("hi") is not None:
            hi = int(hit.group("hi"))
            if not lo < hi <= lo + _MAX_RUN:
                continue
            said = list(range(lo, hi + 1))
        else:
            said = [lo, *(int(n) for n in CLAIM_SHAPES.NUMBER.findall(hit.group("more")))]
        start = hit.start("lo")
        spans.append((start, hit.end()))
        if not all(n in ticks for n in said):
            unread.append(raw[hit.start() : hit.end()])
            continue
        coords += [Coord(axis, ticks[n], hit.start(), hit.end()) for n in dict.fromkeys(said)]
    return coords, spans, unread
