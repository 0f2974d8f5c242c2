"""The scope a sentence (or a clause) opens with: "For the "vs. Alpha" comparison, …",
"In set D1, …", "Among the Road bars, …", "At 4 workers, …", "In panel (b), …". The phrase
restricts every claim of its sentence to the ticks, series or panels it names; a phrase
whose words are not all such names and generic nouns ("For the larger models, …", "In
the early phase, …") restricts the claim to something not given, which is therefore not
judged. Connectives ("For example,", "In contrast,") and phrases of the whole ("In all
cases,", "Across every dataset,", "In this chart,") restrict nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import pairwise

from extract.claims.mentions import (
    Coord,
    Mentions,
    axis_keys,
    content_words,
    name_pattern,
    stem,
    title_names,
)
from extract.claims.vocabulary import CLAIM_SHAPES, words
from extract.models import Panel, Tick
from extract.reader import Line
from extract.text import loose
from extract.wording import NUMBER_WORDS

_CONNECTIVE = CLAIM_SHAPES.SCOPE_CONNECTIVE  # grammars/claims.lark
_GENERIC = CLAIM_SHAPES.GENERIC
_TOPIC = CLAIM_SHAPES.TOPIC  # (a header's words beside its names)
# "all", "every", "each", "both": the whole of what it names, no part of it
_WHOLE = words("WHOLE")
# a verb or a word of a claim: the words run on into the claim itself
_CLAUSE = CLAIM_SHAPES.CLAUSE
_ARTICLES = frozenset("the a an of its their this that these those vs s and or with at in on for by".split())


@dataclass(slots=True)
class Scope:
    """A leading scope phrase: what it names, and whether every word of it was understood."""

    text: str
    start: int
    end: int  # where the claim after it starts
    coords: list[Coord] = field(default_factory=list)
    panels: list[Panel] = field(default_factory=list)
    understood: bool = True
    leading: bool = True  # opens the sentence (a header's scope yields to what a claim names)
    stretch: bool = False  # a header's stretch of the x axis ("**Late phase (steps 15–20)**")


def leading_scope(
    line: Line, a: int, b: int, m: Mentions, known: Callable[[], set[str]], panels: list[Panel]
) -> Scope | None:
    """The scope phrase line.raw[a:b] opens with, read against its mentions `m` (those of
    the text from a) and `known()`, the words of the axis and scale labels of the `panels`
    it may speak of ("At 4 workers": "worker" names the axis); None when it opens with
    none, or with a connective."""
    hit = CLAIM_SHAPES.PHRASE.match(line.raw, a, b)
    if hit is None:
        return None
    s, e = hit.span("what")
    said = line.raw[hit.start("prep") : e]
    if _CONNECTIVE.match(said) or len(CLAIM_SHAPES.PARENS.sub("", said).split()) > 8 or _CLAUSE.search(said):
        return None  # ("At temperature 0.2 the pass rate rises with …, and": a clause, no scope)
    return _read(Scope(said.strip(), hit.start("prep"), hit.end()), line.raw, s, e, m, known, panels)


def header_scope(line: Line, m: Mentions, known: Callable[[], set[str]], panels: list[Panel]) -> Scope | None:
    """The scope a header gives the lines under it when it is nothing but names of ticks
    ("#### vs. Beta", "**Fluency:**"), with words of what its items tell of them ("**Owl
    Dominant Category**:"); its coordinates stand at no column of those lines."""
    a, b = line.offset, line.offset + len(line.content)
    scope = _read(Scope(line.content.strip(), -1, -1, leading=False), line.raw, a, b, m, known, panels, _TOPIC)
    if not scope.understood or scope.panels or not scope.coords:
        return None
    scope.coords = [Coord(c.axis, c.tick, -1, -1) for c in scope.coords]
    return scope


def header_stretch(line: Line, panels: list[Panel]) -> Scope | None:
    """The scope a header naming one stretch of a numeric x axis gives the lines under it
    ("3. **Late phase (steps 15–20)**:" over "Gamma stays the highest"): every x tick of
    the stretch that holds cells, or a scope not understood when none does (what the
    claims say there is not read); None when the header names no such stretch (its
    numbers lie outside the x axis, or its words name the y axis and not the x)."""
    spans = [ph for ph in line.phrases if ph.kind == "range"]
    if len(spans) != 1 or any(n.percent for n in spans[0].nums):
        return None
    lo, hi = sorted(float(n.value) for n in spans[0].nums)
    words = content_words(line.content)
    ticks: dict[float, None] = {}
    for p in panels:
        keys = axis_keys(p, "x")
        if not keys or not all(isinstance(k, (int, float)) for k in keys):
            return None
        ends = [float(k) for k in keys]
        y = content_words(" ".join(a.label or "" for a in (p.y, p.scale) if a is not None))
        x = content_words(p.x.label if p.x is not None else None)
        if not min(ends) <= lo < hi <= max(ends) or (words & y and not words & x):
            return None
        ticks.update(dict.fromkeys(c.col for c in p.cells if isinstance(c.col, (int, float)) and lo <= c.col <= hi))
    text = line.content.strip()
    coords = [Coord("x", t, -1, -1) for t in ticks]
    return Scope(text, -1, -1, coords, understood=bool(coords), leading=False, stretch=True)


def header_key(label: str, panels: list[Panel]) -> Scope | None:
    """The scope of a header that is the key of one text tick written another way ("**Recall
    (Strict)**" over the claims of the column "Recall (↑) Strict"): that tick; a scope not
    understood when every word of the header is a word of the ticks of one axis and no tick
    is its key ("**Recall**" over columns "Recall (Strict)" and "Recall (Loose)": which one,
    it does not say); None otherwise."""
    key = loose(label)
    words = content_words(label)
    if not key or not words:
        return None
    found: dict[str, Tick] = {}
    told: dict[str, set[str]] = {"x": set(), "y": set()}
    for p in panels:
        for axis in "xy":
            keys, tick_words = _text_keys(p, axis)
            told[axis] |= tick_words
            if key in keys:
                found.setdefault(axis, keys[key])
    if len(found) == 1:
        axis, tick = next(iter(found.items()))
        return Scope(label, -1, -1, [Coord(axis, tick, -1, -1)], leading=False)
    if not found and any(words <= w for w in told.values()):
        return Scope(label, -1, -1, understood=False, leading=False)
    return None


def group_scope(label: str, name: str, panels: list[Panel]) -> Scope:
    """The scope of a group's header ('**Group 3: "LR w/o" (Right cluster)**', `name` the
    group's name) over the lines under it: the category of that name on the x axis ("the
    purple bar is the tallest" there is said of that group); a scope not understood when no
    x tick is so named (what is said there is not judged over the whole chart)."""
    key = loose(name)
    ticks = {t for p in panels for k, t in _text_keys(p, "x")[0].items() if k == key}
    if len(ticks) != 1:
        return Scope(label, -1, -1, understood=False, leading=False)
    return Scope(label, -1, -1, [Coord("x", ticks.pop(), -1, -1)], leading=False)


def _text_keys(panel: Panel, axis: str) -> tuple[dict[str, Tick], set[str]]:
    """The text ticks of a panel's axis by their loose keys, and the words of them all
    (once per panel and axis: a write-up may have many headers)."""
    memo = f"text keys {axis}"
    cached = panel._memo.get(memo)
    if cached is None:
        texts = [t for t in axis_keys(panel, axis) if isinstance(t, str)]
        keys: dict[str, Tick] = {loose(t): t for t in reversed(texts)}  # (the first tick of a key wins)
        cached = panel._memo[memo] = (keys, set().union(*(content_words(t) for t in texts)))
    return cached


_LETTER_RUN = CLAIM_SHAPES.WORD


def _read(
    scope: Scope,
    raw: str,
    s: int,
    e: int,
    m: Mentions,
    known: Callable[[], set[str]],
    panels: list[Panel],
    topic: re.Pattern[str] | None = None,
) -> Scope:
    """The scope with what raw[s:e] names, and whether each word of it was understood (a
    word `topic` matches too)."""
    scope.coords = stretches([c for c in m.coords if s <= c.start < e], raw, panels)  # ("During epochs 3–5,")
    spans = {id(p): span for p in m.panels if (span := _named_at(p, raw, s, e)) is not None}
    scope.panels = [p for p in m.panels if id(p) in spans]
    if any(c.spread for c in scope.coords) or any(s <= v.start < e for v in m.values):
        scope.understood = False  # "For Ratios 0.2-0.4", "At 0.35": a stretch or a number, no tick
        return scope
    # ("At 4k steps," over an x axis with no label: the word right after the place names its axis)
    unit = [
        (c.end, hit.end())
        for c in scope.coords
        if _unlabelled(panels, c.axis) and (hit := _UNIT_AFTER.match(raw, c.end))
    ]
    left = _blank(raw, s, e, [(c.start, c.end) for c in scope.coords] + list(spans.values()) + unit)
    words = [w for w in _LETTER_RUN.findall(left) if w.casefold() not in _ARTICLES]
    # ("In terms of accuracy," of a chart of accuracy, "Across all datasets,": the whole)
    plain = [
        w
        for w in words
        if not (_GENERIC.match(w) or _WHOLE.fullmatch(w) or w.casefold() in NUMBER_WORDS or (topic and topic.match(w)))
    ]
    scope.understood = not plain or {stem(w.casefold()) for w in plain} <= known()
    return scope


_UNIT_AFTER = CLAIM_SHAPES.UNIT_AFTER  # "4k steps," (the last word before the comma)


def _unlabelled(panels: list[Panel], axis: str) -> bool:
    """Whether no panel gives `axis` a label (its ticks come from a table's header)."""
    for p in panels:
        ax = p.x if axis == "x" else p.y
        if ax is not None and ax.label:
            return False
    return True


# what joins the two ends of a stretch of ticks: "epochs 3–5", "3 through 5", "3 to epoch 5"
# (the place's noun again, or its symbol and "=": "from epoch 3 to epoch 5", "from T=0.6 to T=1.4")
_PLACE_WORD = r"(?:[A-Za-z-]+\s+|[A-Za-z][\w-]{0,11}\s*=\s*)"
_STRETCH_JOIN = re.compile(rf"\s*(?:[-–—]|to|through|thru|till|until)\s*{_PLACE_WORD}?[~≈]?\s*", re.I)
_BETWEEN_AND = re.compile(rf"\s*and\s+{_PLACE_WORD}?[~≈]?\s*", re.I)
_BETWEEN_BEFORE = re.compile(rf"\bbetween\s+{_PLACE_WORD}?[~≈]?\s*$", re.I)


def stretches(coords: list[Coord], raw: str, panels: list[Panel]) -> list[Coord]:
    """The coordinates with each stretch of numbered ticks they bound ("across epochs 3
    through 5", "between steps 2 and 4", "3–5") replaced by every tick of the stretch, ends
    included: its two ends alone are not what it speaks of."""
    out = list(coords)
    ends = sorted((c for c in coords if isinstance(c.tick, (int, float))), key=lambda c: c.start)
    for a, b in pairwise(ends):
        if a.axis != b.axis or b.start <= a.end:
            continue
        gap = raw[a.end : b.start]
        before = raw[max(0, a.start - 30) : a.start]
        if not (_STRETCH_JOIN.fullmatch(gap) or (_BETWEEN_AND.fullmatch(gap) and _BETWEEN_BEFORE.search(before))):
            continue
        lo, hi = sorted((float(a.tick), float(b.tick)))
        ticks = dict.fromkeys(
            k for p in panels for k in axis_keys(p, a.axis) if isinstance(k, (int, float)) and lo <= k <= hi
        )
        out = [c for c in out if c is not a and c is not b]
        out += [Coord(a.axis, t, a.start, b.end) for t in ticks]
    return out


# "from March through June": the word that opens a stretch given by both its ends
_FROM_BEFORE = CLAIM_SHAPES.FROM_BEFORE


def ordered_stretch(coords: list[Coord], raw: str, panel: Panel) -> list[Coord]:
    """Every tick of the stretch two coordinates bound ("from March through June", "from Mar
    to Jun"), ends included, in the order the panel's axis gives its ticks (named ticks too,
    unlike stretches()); empty unless `coords` are just those two ends, on one axis, said so."""
    if len(coords) != 2 or coords[0].axis != coords[1].axis or coords[1].start <= coords[0].end:
        return []
    a, b = coords
    if not _STRETCH_JOIN.fullmatch(raw[a.end : b.start]):
        return []
    if not _FROM_BEFORE.search(raw[max(0, a.start - 12) : a.start]):
        return []
    keys = [loose(str(k)) for k in axis_keys(panel, a.axis)]
    ends = [loose(str(a.tick)), loose(str(b.tick))]
    if not all(e in keys for e in ends):
        return []
    i, j = keys.index(ends[0]), keys.index(ends[1])
    if j <= i:
        return []
    ticks = axis_keys(panel, a.axis)[i : j + 1]
    return [Coord(a.axis, t, a.start, b.end) for t in ticks]


def _named_at(panel: Panel, raw: str, s: int, e: int) -> tuple[int, int] | None:
    """Where a name of the panel stands in raw[s:e], if it does."""
    for v in title_names(panel):
        hit = name_pattern(v).search(raw, s, e) if v else None
        if hit is not None:
            return hit.start(), hit.end()
    return None


_PARENS = CLAIM_SHAPES.PARENS


def _blank(raw: str, s: int, e: int, spans: list[tuple[int, int]]) -> str:
    """raw[s:e] with the spans and any note in brackets blanked out."""
    text = list(raw[s:e])
    for a, b in spans:
        for i in range(max(a, s), min(b, e)):
            text[i - s] = " "
    return _PARENS.sub(" ", "".join(text))


def axis_words(panels: list[Panel]) -> set[str]:
    """The words of the panels' axis and scale labels, once per panel."""
    out: set[str] = set()
    for p in panels:
        words = p._memo.get("scope words")
        if words is None:
            labels = [a.label for a in (p.x, p.y, p.scale) if a is not None]
            words = p._memo["scope words"] = set().union(*(content_words(t) for t in labels))
        out |= words
    return out
