"""A radar chart's values said in sentences about one series, each beside the spoke it is read on:

    - **Model-K** (teal): Strongest on **Q: Speed** (~70%), with moderate **Cost** (~40%).
    * **Base (Orange):** Starts low at MATH (~0.1), rises to a peak at GSM8K (~0.6).
    - Peaks at 0.85 in Edge Case Detection              (under "1. **Model-K (Purple):**")
    - Starts at approximately 60% Speed, drops to approximately 30% Cost.
    - Peaks at ~40 (Speed), ~30 (Cost).

A value belongs to the spoke right before it, its number alone in parentheses ("GSM8K
(~0.6)"), or right after it ("0.85 in Edge Case Detection", "60% Speed", "~40 (Speed)"). A spoke is named as
declared, or by the end of its name when that end is one spoke's only ("Cost" for "Q: Cost").
The series is the legend entry the line's label names, or the one its header names. A value
two spokes claim, a spoke given two values, and a value in a stretch ("0.5–0.7") give no cell."""

from __future__ import annotations

import re

from extract.grammar import Shapes
from extract.interpret.data import CellLine, Coord, DataItem
from extract.interpret.points import Legend, series_name
from extract.outline import Header, Outline, leading_label
from extract.reader import Line, Num
from extract.statements import head_of
from extract.text import loose, strip_md, words_before

# the shapes around a spoke's value are grammars/bindings.lark's: after a spoke, its value alone in
# parentheses (" (~70%)", "** (0.78)", " (e.g., 0.35)"); between a value and the spoke after it ("% ",
# " in ", " on the ", " (" of "~40 (Web)"; the empty text fits it too: _value_before); what joins
# spokes named together; a side of a stretch of values
_SHAPES = Shapes("bindings")
_PAREN_AFTER = _SHAPES.PAREN_AFTER
_PAREN_CLOSE = _SHAPES.PAREN_CLOSE
_JOIN = _SHAPES.SPOKE_JOIN
_MAX_SERIES_WORDS = 4
_STRETCH_SIDE = _SHAPES.STRETCH_SIDE
_TRAILING_NOTE = Shapes("axes").TRAILING_NOTE  # a note in parentheses closing a name: "Base (Baseline)"


def spoke_names(spokes: list[str]) -> dict[tuple[str, ...], str]:
    """Every way a spoke is named, as its words casefolded, to the spoke: its whole name, and
    each end of it that no other spoke ends with ("Q: Cost" is also "Cost")."""
    ends: dict[tuple[str, ...], set[str]] = {}
    for spoke in spokes:
        words = _words(spoke)
        for i in range(1, len(words)):
            ends.setdefault(words[i:], set()).add(spoke)
    names = {k: next(iter(v)) for k, v in ends.items() if len(v) == 1}
    names.update({w: s for s in spokes if (w := _words(s))})
    return names


def _words(text: str) -> tuple[str, ...]:
    return tuple(w.casefold() for w in _SHAPES.SPOKE_WORD.findall(text))


def read_spoke_sentences(
    outline: Outline, skip: set[int], spokes: list[str], legend: Legend, series_headers: dict[int, str]
) -> list[CellLine]:
    """The values of the lines (not in `skip`) that say them beside their spokes, as cells
    of (series, spoke)."""
    names = spoke_names(spokes)
    pattern = _mentions(names)
    out: list[CellLine] = []
    for ln in outline.lines:
        if ln.kind not in ("item", "text") or ln.number in skip or not ln.nums or pattern is None:
            continue
        series, under = _series_of(outline, ln, legend, series_headers, names)
        if series is None:
            continue
        got = _values(ln, pattern, names)
        out += [CellLine(ln, under, [Coord(series, "", None), Coord(spoke, "", None)], n, True) for spoke, n in got]
    return out


def off_spoke(items: list[DataItem], spokes: list[str]) -> list[DataItem]:
    """The data items keyed by a phrase that names a spoke but is none ("Peaks at Arith" when
    the spokes are Trivia, Arith, …): no cell is keyed by a phrase around a tick."""
    names = spoke_names(spokes)
    pattern = _mentions(names)
    if pattern is None:
        return []
    return [
        it
        for it in items
        if isinstance(it, CellLine)
        and any(k.num is None and _words(k.text) not in names and pattern.search(k.text) for k in it.coords)
    ]


def _mentions(names: dict[tuple[str, ...], str]) -> re.Pattern[str] | None:
    """Any spoke name, whole words, longest first; the words may be joined by any marks
    ("Q: Speed", "Q Speed")."""
    if not names:
        return None
    written = sorted((r"[\W_]+".join(re.escape(w) for w in k) for k in names), key=len, reverse=True)
    # (a pattern built at run time from the figure's spokes)
    return re.compile(rf"(?<![\w+.-])(?:{'|'.join(written)})(?![\w+-]|\.\w)", re.I)


def _series_of(
    outline: Outline, ln: Line, legend: Legend, series_headers: dict[int, str], spokes: dict[tuple[str, ...], str]
) -> tuple[str | None, list[Header]]:
    """The series a line is about (its label's legend entry, else its header's; with no
    legend, its label when that is a short name) and the headers that may name its panel."""
    label = leading_label(ln.content)[0]
    named = outline.named_headers(ln)
    if label is not None:
        name = series_name(label)
        own = _entry(name, legend) if legend else _unlisted(name, spokes)
        return own, list(named)
    opening = _opening_entry(ln, legend)
    if opening is not None:
        return opening, list(named)
    if named and named[0].line.number in series_headers:
        own = legend.match(series_headers[named[0].line.number])
        return own, list(named[1:])
    return None, []


def _unlisted(name: str, spokes: dict[tuple[str, ...], str]) -> str | None:
    """A label that is a series's name though no legend lists it ("**Model-P** (teal):"
    before "Peaks at Arith (~0.75)"): a short name, neither a spoke nor a word for the
    chart's furniture, a commentary or a measure ("Observations", "Score")."""
    head = head_of(name)
    if not name or len(name.split()) > _MAX_SERIES_WORDS or _words(name) in spokes:
        return None
    return None if head.not_data or head.names_measure or head.has("DATA_WORD") else name


def _opening_entry(ln: Line, legend: Legend) -> str | None:
    """The legend entry a sentence opens on ("`GPT-5.2` (blue) dominates with …"), unless
    it names another entry too (a sentence about two series)."""
    text = strip_md(ln.content).strip()
    first = legend.match(text) if legend else None
    if first is None:
        return None
    # (a pattern built at run time from each legend entry, written whole)
    others = [e for e in legend if loose(e) != loose(first) and re.search(rf"(?<!\w){re.escape(e)}(?!\w)", text)]
    return None if others else first


def _entry(name: str, legend: Legend) -> str | None:
    """The legend entry a label names, or the label itself when an entry is it with a
    description after it ("Base" for the entry "Base (Baseline)")."""
    found = legend.match(name)
    if found is not None:
        return found
    heads = {loose(_TRAILING_NOTE.sub("", e)) for e in legend}
    return name if loose(name) and loose(name) in heads else None


def _value_before(text: str) -> str | None:
    """What stands between a value and the spoke after it, when it is no more than a preposition,
    an opening bracket or marks (the empty text too): its opening bracket ("(") or "", else None."""
    if not text:
        return ""
    m = _SHAPES.VALUE_BEFORE.match(text)
    return None if m is None else m.group("paren") or ""


def _values(ln: Line, pattern: re.Pattern[str], names: dict[tuple[str, ...], str]) -> list[tuple[str, Num]]:
    """The (spoke, value) pairs of one line: each value claimed by one spoke only, each
    spoke with one value only."""
    text = ln.raw
    found = [
        (m.start(), m.end(), spoke)
        for m in pattern.finditer(_unmarked(text))
        if (spoke := names.get(_words(m.group(0))))
    ]
    claims: dict[int, set[str]] = {}
    joined: dict[int, list[str]] = {}
    nums = ln.nums
    for i, n in enumerate(nums):
        if _in_stretch(text, n) or _bounded(text, n):
            continue
        for start, end, spoke in found:
            if end <= n.start and _PAREN_AFTER.match(_unmarked(text[end : n.start])):
                if _PAREN_CLOSE.match(_unmarked(text[n.end :]).lstrip("%")):
                    claims.setdefault(i, set()).add(spoke)
            elif start >= n.end and (paren := _value_before(text[n.end : start])) is not None:
                if paren and not _PAREN_CLOSE.match(_unmarked(text[end:])):
                    continue  # "~40 (Web)": the spoke alone in the parentheses after its value
                claims.setdefault(i, set()).add(spoke)
                joined[i] = _joined_after(text, end, found)  # "~6.5 in math and chemistry": both
    by_spoke: dict[str, list[int]] = {}
    for i, spokes in claims.items():
        if len(spokes) == 1:
            for spoke in dict.fromkeys([*spokes, *joined.get(i, [])]):  # in the order written
                by_spoke.setdefault(spoke, []).append(i)
    return [(spoke, nums[ix[0]]) for spoke, ix in by_spoke.items() if len(ix) == 1]


def _joined_after(text: str, end: int, found: list[tuple[int, int, str]]) -> list[str]:
    """The spokes joined right after one by "and" or commas ("math and chemistry", "Cost,
    Risk and Range"): the value before the first is theirs too."""
    out: list[str] = []
    for start, stop, spoke in found:
        if start < end:
            continue
        if not _JOIN.fullmatch(_unmarked(text[end:start])):
            break
        out.append(spoke)
        end = stop
    return out


def _unmarked(text: str) -> str:
    """The text with bold and code marks blanked, offsets kept."""
    return _SHAPES.EMPHASIS_MARK.sub(" ", text)


def _bounded(text: str, n: Num) -> bool:
    """Whether a number is a bound, not a value ("the only model to score above 0.75 on
    Vision", "at least 0.6 in Math"): the words before it say so (as for prose values)."""
    before = words_before(text, n.start)
    return _SHAPES.NOT_VALUE_BEFORE.search(before) is not None and _SHAPES.MOVES_UP_TO.search(before) is None


def _in_stretch(text: str, n: Num) -> bool:
    """Whether a number is one end of a stretch ("0.5–0.7", "4 to 6" is left to the words)."""
    return bool(_STRETCH_SIDE.match(text[n.end :]) or _STRETCH_SIDE.search(text[max(0, n.start - 4) : n.start]))
