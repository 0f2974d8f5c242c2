"""The units an axis names, which a coordinate may carry glued to its number:

    Non-embedding size (billion)   "~2B" is 2 (the axis counts billions)
    Latency (ms)                   "220 ms" is 220
    Tokens (in thousands)          "5k" is 5
    Size, marked at 1B, 2B, 4B     "~2B" is 2 (the ticks are written in B)
    Step                           "5k" is no coordinate: the axis names no thousands

A unit the axis does not name is never dropped: "2B" on an axis of parameters could be 2 or
2,000,000,000, and a wrong cell is worse than an unread one."""

from __future__ import annotations

import re
from collections.abc import Iterable

# scale words and the suffixes that stand for them
_SCALES = {
    "thousand": ("k", "K"),
    "thousands": ("k", "K"),
    "million": ("M", "m", "mn"),
    "millions": ("M", "m", "mn"),
    "billion": ("B", "b", "bn"),
    "billions": ("B", "b", "bn"),
    "trillion": ("T",),
    "trillions": ("T",),
}
# units written out, and their symbols
_SPELLED = {
    "millisecond": "ms",
    "milliseconds": "ms",
    "second": "s",
    "seconds": "s",
    "microsecond": "µs",
    "microseconds": "µs",
    "minute": "min",
    "minutes": "min",
    "hour": "h",
    "hours": "h",
    "percent": "%",
    "percentage": "%",
}
# "(ms)", "(req/s)", "(in ms)", "(GB)": a unit in the label's parenthesis, one short token
_PAREN_UNIT = re.compile(r"\((?:in\s+)?([A-Za-zµμ%][A-Za-zµμ%/]{0,7})\)")


_NOTE = re.compile(r"\(([^()]{1,40})\)")  # a parenthesis on an axis's line
# "marked at 1B, 2B, 4B": ticks written with a unit glued to them
_TICK_UNIT = re.compile(r"(?<![\w.\-])\d+(?:\.\d+)?([A-Za-zµμ]{1,3})(?![\w])")


def named_units(labels: Iterable[str | None], lines: Iterable[str] = ()) -> frozenset[str]:
    """The units the labels of one axis name ("Latency (ms)" -> {"ms", "latency"}, "Size
    (billion)" -> {"B", "b", "bn", "billion", "size"}: its longer words too), the words of
    the notes on its lines ('"Compute" (normalized FLOPs)' -> {"normalized", "flops"}; a
    scale word there names no unit), and the unit its statements' ticks are written with
    (a suffix two ticks share: "marked at 1B, 2B, 4B" -> {"B"})."""
    out: set[str] = {"%"}  # "81.5 %": a share is no change of scale
    for text in lines:
        suffixes = [m.group(1) for m in _TICK_UNIT.finditer(text)]
        out.update(u for u in set(suffixes) if suffixes.count(u) >= 2)
        for note in _NOTE.findall(text):
            out.update(_words(note))
    for label in labels:
        if not label:
            continue
        for m in _PAREN_UNIT.finditer(label):
            out.add(m.group(1))
        out.update(_words(label))
        for word in re.findall(r"[A-Za-z]+", label):
            w = word.casefold()
            out.update(_SCALES.get(w, ()))
            if w in _SCALES:
                out.add(w.rstrip("s"))  # "2 billion"
    return frozenset(out)


def _words(text: str) -> set[str]:
    """The words of a label a coordinate may carry ("4 FLOPs" on "Compute (FLOPs)"),
    casefolded, and the symbols of units written out ("milliseconds" -> "ms")."""
    out = set()
    for word in re.findall(r"[A-Za-z]+", text):
        w = word.casefold()
        if len(w) > 2 and w not in _SCALES:
            out.add(w)
        if w in _SPELLED:
            out.add(_SPELLED[w])
    return out
