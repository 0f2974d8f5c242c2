"""One pie whose shares are stated only in sentences, one clause per slice:

    The compute slice takes 46% of the spend. Storage accounts for 19%, and networking
    makes up 30%. The remaining 5% is other.

Each share is the slice its clause names: before it, with a verb of sharing ("the compute
slice takes", "Storage accounts for", "The coding slice is") or after it ("the remaining 5%
is other", "The rest (9%) is hydro", "15% goes to email"); the slice's own word and "the" are
no part of the name. The write-up must say it is a pie or donut and give no other data; three
or more shares must be named, each name its own, together at most the whole (rounding aside)
and either nearly the whole or every share the prose states (a slice left unread would make
a true count of the slices false). Anything else is left to the other readers."""

from __future__ import annotations

from extract.grammar import Shapes
from extract.interpret.data import CellLine, Coord
from extract.outline import Outline, leading_label
from extract.reader import Line, Num
from extract.text import loose, strip_md
from extract.wording import FULL_STOP, colour_phrase

_WHOLE = 100.5  # a pie's shares add up to at most the whole (rounding aside)
_NEARLY_WHOLE = 99.0
_MIN_SLICES = 3
_CLAUSES_BACK = 2  # clauses before a share that may hold its name
# the clause before a share that names it ("the compute slice takes "), the clause before a share
# that names it after ("the remaining ", which the empty text fits too), the clause after such a
# share (" is other"), and where a clause of shares starts and ends inside a sentence:
# grammars/bindings.lark's NAMED_BEFORE, REST_BEFORE, NAMED_AFTER and CLAUSE_SEP
_SHAPES = Shapes("bindings")

# words that name no slice: the whole, a rank, a pronoun
_NO_NAME = frozenset(
    "it this that which each all both total whole pie donut chart sum largest smallest biggest "
    "remaining rest share slice segment wedge portion one".split()
)


def read_pie_prose(outline: Outline, skip: set[int]) -> list[CellLine]:
    """The slices of one pie stated in sentences, as cells keyed by the slices' names; []
    unless three or more are named, each its own, and they add up to at most the whole."""
    found: list[CellLine] = []
    shares: list[Num] = []
    for ln in outline.lines:
        if ln.number in skip or ln.kind not in ("text", "item"):
            continue
        for n in ln.nums:
            if not n.percent or n.start < ln.offset:
                continue
            shares.append(n)
            name = _slice_named(ln, n)
            if name is not None:
                found.append(CellLine(ln, outline.named_headers(ln), [Coord(name, "", None)], n))
    names = [loose(c.coords[0].text) for c in found]
    if len(found) < _MIN_SLICES or len(set(names)) < len(names):
        return []
    total = sum(float(c.value.value) for c in found)
    # every slice is named: they make the whole, or no other share is said (a slice left out
    # would make a true count of the slices wrong)
    if total > _WHOLE or (total < _NEARLY_WHOLE and len(found) < len(shares)):
        return []
    return found


def _slice_named(ln: Line, n: Num) -> str | None:
    """The name the clause around share `n` gives it, or None."""
    raw = ln.raw
    stop = FULL_STOP.search(raw, n.end)
    end = stop.start() if stop else len(raw)
    begin = ln.offset
    for m in FULL_STOP.finditer(raw, ln.offset, n.start):
        begin = m.end()
    # the clause opens after the last separator before the share, or one before it ("The largest
    # slice, the meetings slice, covers 40%": a name set off by commas)
    seps = [m.end() for m in _SHAPES.CLAUSE_SEP.finditer(raw, begin, n.start)]
    starts = [*seps[::-1][:_CLAUSES_BACK], begin]
    after_sep = _SHAPES.CLAUSE_SEP.search(raw, n.end, end)
    stop_at = after_sep.start() if after_sep else end
    after = _bare(raw[n.end : stop_at]).rstrip(" .")
    label, rest_at = leading_label(ln.content)
    for start in dict.fromkeys(starts):
        before = _bare(raw[start : n.start]).lstrip()
        named = _SHAPES.NAMED_BEFORE.fullmatch(before)
        if named is not None and label is not None and colour_phrase(named.group("name")) is not None:
            # "**Medium:** The largest slice, colored light red, represents 51.8%": the clause
            # names the slice by its colour, the item's label by its name
            return _name(_bare(label).strip()) if ln.offset + rest_at <= n.start else None
        if named is not None:
            return _name(named.group("name"))
        rest = not before or _SHAPES.REST_BEFORE.fullmatch(before) is not None
        if rest and (later := _SHAPES.NAMED_AFTER.fullmatch(after)) is not None:
            return _name(later.group("name"))
    return None


def _name(text: str) -> str | None:
    """A slice's name as written, or None for a word that names none ("it", "the largest")."""
    words = text.split()
    if not words or words[0].casefold() in _NO_NAME or words[-1].casefold() in _NO_NAME:
        return None
    return " ".join(words)


def _bare(text: str) -> str:
    """Text without markup ("**46%**")."""
    return strip_md(text)
