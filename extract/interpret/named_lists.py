"""Names with their values listed in a sentence of their own, in a write-up that gives its
data nowhere else: "The bars read Bay Road 34, Pier Lane 51, Mill Lane 12 and Kiln Row 27.",
"The four streets received A (34), B (51), C (12) and D (27) parcels." Each name is a
category of the chart's one unnamed series (a cell keyed by the name alone). The shape of such
a sentence is grammars/data_like.lark's (LISTED_NAME_VALUE and its joints, read by
statements.listed_name_values); this module only binds it."""

from __future__ import annotations

from extract.interpret.data import CellLine, Coord
from extract.outline import Outline
from extract.statements import listed_name_values
from extract.text import loose
from extract.wording import sentences

_MIN_LISTED = 3  # a list of two ("A 3 and B 4") may be a comparison said in passing


def read_listed_names(outline: Outline, skip: set[int]) -> list[CellLine]:
    """The cells of every sentence that only lists three names or more, each with its value,
    every number of the sentence one of them and no name twice; [] for none."""
    found: list[CellLine] = []
    for ln in outline.lines:
        if ln.number in skip or ln.kind not in ("text", "item") or not ln.nums:
            continue
        for sent in sentences(ln, items=True, short=True):
            entries = listed_name_values(sent.content)
            if entries is None or len(entries) < _MIN_LISTED or len({loose(n) for n, _, _ in entries}) < len(entries):
                continue
            nums = ln.nums_in(sent.offset, sent.offset + len(sent.content))
            if [n.start - sent.offset for n in nums] != [a for _, a, _ in entries]:
                continue  # (a number that is no listed value: the sentence says more than the list)
            named = outline.named_headers(ln)
            found += [
                CellLine(ln, named, [Coord(name, "", None)], n) for (name, _, _), n in zip(entries, nums, strict=True)
            ]
    return found
