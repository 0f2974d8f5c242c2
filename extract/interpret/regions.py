"""Qualitative region statements: "Yellow dominance in the bottom-left (x=0.2–0.4,
y=0.2–0.4) suggests …", "a larger dark purple region in the top-right"."""

from __future__ import annotations

from extract.grammar import Shapes
from extract.models import Region
from extract.reader import Line
from extract.text import strip_md
from extract.wording import colour_phrase, line_span

# the shapes of a region's line (a position word, "x=" before a range, the colour words it opens
# on, the word after its colour) are grammars/bindings.lark's
_SHAPES = Shapes("bindings")


def read_region(line: Line) -> Region | None:
    """The region a line describes, or None (needs a position word or x=/y= ranges)."""
    text = strip_md(line.content)
    pos = _SHAPES.REGION_POSITION.search(text)
    xs = ys = None
    for p in line.phrases:
        if p.kind != "range":
            continue
        m = _SHAPES.REGION_COORD.search(line.raw[max(0, p.start - 6) : p.start])
        if m:
            pair = [p.nums[0].value, p.nums[-1].value]
            if m.group("axis").lower() == "x":
                xs = pair
            else:
                ys = pair
    if pos is None and xs is None and ys is None:
        return None
    colour = None
    for chunk in _SHAPES.REGION_VERB.split(text)[:1]:
        colour = colour_phrase(chunk)
    if colour is None:
        m = _SHAPES.COLOUR_LEAD.match(text)
        colour = colour_phrase(m.group(1)) if m else None
    return Region(
        text=text,
        position=pos.group(0).lower().replace(" ", "-") if pos else None,
        x=xs,
        y=ys,
        color=colour,
        span=line_span(line),
    )
