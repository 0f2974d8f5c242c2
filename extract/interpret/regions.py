"""Qualitative region statements: "Yellow dominance in the bottom-left (x=0.2–0.4,
y=0.2–0.4) suggests …", "a larger dark purple region in the top-right"."""

from __future__ import annotations

import re

from extract.models import Region
from extract.reader import Line
from extract.text import strip_md
from extract.wording import colour_phrase, line_span

_POSITION = re.compile(
    r"\b(?:(?:top|bottom|upper|lower)[- ](?:left|right)|(?:top|bottom|upper|lower)[- ]?(?:half|edge|corner|row)|"
    r"(?:left|right)[- ](?:half|edge|side|column)|cent(?:er|re)|middle)\b",
    re.I,
)
_COORD = re.compile(r"\b(?P<axis>[xy])\s*[=:≈]\s*$", re.I)
_COLOUR_LEAD = re.compile(r"^\W*((?:(?:light|dark|pale|deep|bright|medium|vivid)\s+)?[A-Za-z]+(?:\s+[A-Za-z]+)?)")


def read_region(line: Line) -> Region | None:
    """The region a line describes, or None (needs a position word or x=/y= ranges)."""
    text = strip_md(line.content)
    pos = _POSITION.search(text)
    xs = ys = None
    for p in line.phrases:
        if p.kind != "range":
            continue
        m = _COORD.search(line.raw[max(0, p.start - 6) : p.start])
        if m:
            pair = [p.nums[0].value, p.nums[-1].value]
            if m.group("axis").lower() == "x":
                xs = pair
            else:
                ys = pair
    if pos is None and xs is None and ys is None:
        return None
    colour = None
    for chunk in re.split(r"\b(?:in|at|near|on|suggests?|indicates?|shows?)\b", text)[:1]:
        colour = colour_phrase(chunk)
    if colour is None:
        m = _COLOUR_LEAD.match(text)
        colour = colour_phrase(m.group(1)) if m else None
    return Region(
        text=text,
        position=pos.group(0).lower().replace(" ", "-") if pos else None,
        x=xs,
        y=ys,
        color=colour,
        span=line_span(line),
    )
