"""A grid of pies written one pie per labelled item, its slices' shares in a sentence:

    1. **Alpha:** The pie is mostly "FAIL". About 80.5% of the runs are "FAIL" (grey),
       and 19.5% are "PASS" (green).
    2. **Bravo:** An even split: 50% "PASS" and 50% "FAIL".
    3. **Delta:** The "FAIL" slice is 64.3% and the "PASS" slice 35.7%.

Each item is a pie of its own, titled by its label (the panel Alpha), and each share is the
slice whose name stands right next to it: after it ("80.5% of the runs are "FAIL"", "50%
"PASS"") or before it ("the "FAIL" slice is 64.3%"). A slice name is quoted or a legend
entry. An item is read only when every share in it finds one name, its names differ and its
shares add up to no more than the whole; two or more such items make the grid (one alone
is no grid, and is left to the other readers)."""

from __future__ import annotations

import re

from extract.grammar import Shapes
from extract.interpret.data import CellLine, Coord
from extract.outline import Header, Outline, leading_label
from extract.reader import Line, Num
from extract.text import loose, strip_md
from extract.wording import quoted

_ITEM_RANK = 10  # the rank of a label-only list item (outline.py)
_WHOLE = 100.5  # the shares of one pie add up to at most the whole (rounding aside)
_MIN_PIES = 2
# between a share and the slice it names after it ("% of the runs are "), between a slice's name
# and its share (" slice is "): grammars/bindings.lark's TO_NAME and FROM_NAME, which the empty
# text fits too
_SHAPES = Shapes("bindings")


def read_pie_grid(outline: Outline, skip: set[int], legend: list[str]) -> tuple[list[CellLine], set[int]]:
    """The shares of every pie of a grid written one pie per labelled item, as cells whose
    header is the item itself (its panel), and the lines of the grid's other items whose
    shares could not all be named (no other reader guesses at them: they are reported);
    nothing unless two or more items read whole."""
    pies: list[list[CellLine]] = []
    unsure: set[int] = set()
    for ln in outline.lines:
        if ln.number not in skip:
            cells = _pie(outline, ln, legend)
            if cells:
                pies.append(cells)
            elif cells is None:
                unsure.add(ln.number)
    if len(pies) < _MIN_PIES:
        pies, unsure = _block_pies(outline, skip, legend), set()
    if len(pies) < _MIN_PIES:
        return [], set()
    return [c for cells in pies for c in cells], unsure


def _block_pies(outline: Outline, skip: set[int], legend: list[str]) -> list[list[CellLine]]:
    """The pies of a grid written one pie per label, its slices one per item under it:

        1. **Alpha**:
        - PASS: 80.5% (green)
        - FAIL: 19.5% (grey)

    each item a legend entry (or a quoted name) and one share, nothing else numbered under the
    label; the label is the pie's panel. A label's slices must differ and add up to no more
    than the whole; two or more such labels make the grid."""
    entries = {loose(e) for e in legend}
    groups: dict[int, list[CellLine]] = {}
    spoilt: set[int] = set()  # labels with a numbered line that is no slice
    for ln in outline.lines:
        if ln.number in skip or ln.kind != "item" or not ln.nums:
            continue
        under = outline.named_headers(ln)
        if not under or under[0].is_doc_title:
            continue
        head = under[0].line.number
        label, at = leading_label(ln.content)
        shares = [n for n in ln.nums if n.start >= at + ln.offset]
        name = strip_md(label).strip(" \"“”'`") if label is not None else ""
        if len(shares) != 1 or not shares[0].percent or loose(name) not in entries:
            spoilt.add(head)
            continue
        groups.setdefault(head, []).append(CellLine(ln, under, [Coord(name, "", None)], shares[0]))
    return [
        cells
        for head, cells in groups.items()
        if head not in spoilt
        and len(cells) >= _MIN_PIES
        and len({loose(c.coords[0].text) for c in cells}) == len(cells)
        and sum(c.value.value for c in cells) <= _WHOLE
    ]


def _pie(outline: Outline, ln: Line, legend: list[str]) -> list[CellLine] | None:
    """The slices of one labelled item's sentence; [] when it is no item of shares, None
    when it is one but its shares cannot all be named."""
    if ln.kind not in ("item", "text"):
        return []
    label, at = leading_label(ln.content)
    at += ln.offset  # numbers are placed in the raw line
    shares = [n for n in ln.nums if n.start >= at and n.percent]
    if label is None or len(shares) < 2:
        return []
    if len(shares) != len([n for n in ln.nums if n.start >= at]):
        return None
    text = ln.raw
    names = _names(text[at:], at, legend)
    found = [_slice_of(text, n, names) for n in shares]
    named = [f for f in found if f is not None]
    if len(named) < len(shares) or len({loose(f) for f in named}) < len(named):
        return None  # a share no name claims, or two shares of one slice
    if sum(n.value for n in shares) > _WHOLE:
        return None
    title = strip_md(label).strip()
    head = Header(ln, _ITEM_RANK, title, title)
    under = [head, *outline.named_headers(ln)]
    return [CellLine(ln, under, [Coord(name, "", None)], n) for name, n in zip(named, shares, strict=True)]


def _names(text: str, offset: int, legend: list[str]) -> list[tuple[int, int, str]]:
    """The slice names of a sentence with their spans in the line: quoted, or legend entries."""
    out = [(offset + i - 1, offset + i + len(q) + 1, q) for q, i in quoted(text) if q and not _SHAPES.DIGIT.search(q)]
    for entry in legend:
        # (a pattern built at run time: the legend's entry, written whole)
        for m in re.finditer(rf"(?<![\w\"“]){re.escape(entry)}(?![\w\"”])", text):
            out.append((offset + m.start(), offset + m.end(), entry))
    return out


def _fits(shape: re.Pattern[str], text: str) -> bool:
    """Whether a text is all of a shape that the empty text fits too."""
    return not text or shape.match(text) is not None


def _slice_of(text: str, n: Num, names: list[tuple[int, int, str]]) -> str | None:
    """The name right after the share ("80.5% are "FAIL"") or right before it ("the "FAIL"
    slice is 64.3%"), or None when neither or two different names claim it."""
    after = min((x for x in names if x[0] >= n.end), default=None)
    before = max((x for x in names if x[1] <= n.start), key=lambda x: x[1], default=None)
    claims = []
    if after is not None and _fits(_SHAPES.TO_NAME, _bare(text[n.end : after[0]])):
        claims.append(after[2])
    if before is not None and _fits(_SHAPES.FROM_NAME, _bare(text[before[1] : n.start])):
        claims.append(before[2])
    return claims[0] if len({loose(c) for c in claims}) == 1 else None


def _bare(gap: str) -> str:
    """The words between a name and a share, without markup ("**80.5%** of")."""
    return gap.replace("*", "").replace("`", "").replace("_", " ")
