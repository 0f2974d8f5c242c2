"""Series named by their colour: "the orange bars", "the green line", when the write-up's
legend (or a series' own label) gives each colour to one series.

    * **Legend:** With Retrieval (orange), Without Retrieval (green)
    * Orange: With Retrieval                          -> "orange" is the With Retrieval series
    * **Method B (blue):** k=1: 0.50, …

    The orange bars consistently outperform the green bars.
        -> a Coord for With Retrieval at "The orange bars", one for Without Retrieval at
           "the green bars"

A colour that two series share, or that no line pairs with a series name alone, names
nothing: a sentence about it stays with the other names it gives.
"""

from __future__ import annotations

import re
from functools import lru_cache

from extract.claims.mentions import Coord
from extract.claims.vocabulary import CLAIM_SHAPES
from extract.models import Panel
from extract.outline import Outline, leading_label
from extract.reader import Line
from extract.text import loose
from extract.wording import colour_phrase

# one entry of a line: between commas, semicolons and "and"
_PIECE = CLAIM_SHAPES.PIECE
# "the orange bars", "the green line", "orange curve": a colour before a noun of a series' mark
_NOUN = r"(?:bars?|lines?|curves?|series|points|markers|dots|plots?|traces?)"


def series_colours(outline: Outline, panels: list[Panel]) -> dict[str, tuple[str, str]]:
    """Each colour the write-up gives to exactly one series: colour (casefolded) -> (axis,
    tick). An entry pairs them when it holds a colour and, besides that colour and words
    of marks, nothing but a series' name ("With Retrieval (orange)", "Orange: With
    Retrieval", "**Method B (blue):**")."""
    names: dict[str, tuple[str, str]] = {}
    for p in panels:
        for axis, ax in (("y", p.y), ("x", p.x)):
            keys = {c.row if axis == "y" else c.col for c in p.cells}
            for t in keys | set(ax.ticks if ax is not None else ()):
                if isinstance(t, str) and loose(t):
                    names.setdefault(loose(t), (axis, t))
    if not names:
        return {}
    found: dict[str, set[tuple[str, str]]] = {}
    for ln in outline.lines:
        if ln.kind not in ("item", "text", "heading") or colour_phrase(ln.content) is None:
            continue
        label, at = leading_label(ln.content)
        pieces = [label or "", *_PIECE.findall(ln.content[at if label is not None else 0 :])]
        if label is not None and (colour := colour_phrase(label)) is not None and len(pieces) == 2:
            # "Light Green: "w/o H · w/o CG"": the colour alone as the label, one series' name after it
            bare = loose(CLAIM_SHAPES.AROUND.sub(" ", _colour_word(colour).sub(" ", label, count=1)))
            if not bare and (rest := loose(pieces[1])) in names:
                found.setdefault(colour.split()[-1].casefold(), set()).add(names[rest])
                continue
        for piece in pieces:
            colour = colour_phrase(piece)
            if colour is None:
                continue
            rest = loose(CLAIM_SHAPES.AROUND.sub(" ", _colour_word(colour).sub(" ", piece, count=1)))
            if rest in names:
                found.setdefault(colour.split()[-1].casefold(), set()).add(names[rest])
    return {c: next(iter(ts)) for c, ts in found.items() if len(ts) == 1}


@lru_cache(maxsize=256)  # bounded: the colour phrases of a corpus repeat
def _colour_word(colour: str) -> re.Pattern[str]:
    """A colour phrase as written, any case, compiled once (`re`'s own cache of 512 patterns
    lost it among the others, and a write-up's colours were compiled again and again)."""
    return re.compile(re.escape(colour), re.I)


@lru_cache(maxsize=256)  # bounded: one set of colours per write-up, most shared across a corpus
def _colour_marks(colours: tuple[str, ...]) -> re.Pattern[str]:
    """ "the orange bars" for these colours, compiled once per set of colours (asked of every
    clause: the `re` module's own cache of 512 patterns loses it among the others)."""
    return re.compile(rf"\b(?:{_SHADE}\s+)?(?P<c>{'|'.join(map(re.escape, colours))})\s+{_NOUN}\b", re.I)


# the shade before a colour, part of the phrase that names the series ("the light green bar")
_SHADE = r"(?:light|dark|pale|bright|deep)"


def colour_coords(line: Line, start: int, end: int, colours: dict[str, tuple[str, str]]) -> list[Coord]:
    """The series line.raw[start:end] names by colour ("the orange bars")."""
    if not colours:
        return []
    out = []
    for hit in _colour_marks(tuple(colours)).finditer(line.raw[start:end]):
        axis, tick = colours[hit.group("c").casefold()]
        out.append(Coord(axis, tick, start + hit.start(), start + hit.end()))
    return out
