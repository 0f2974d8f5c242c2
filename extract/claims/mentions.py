"""What a sentence of prose points at: panels by name, axis ticks ("Window 2000", "Ratio of
0.4", "10% sparsity", "West"), series ("INT4"), and the numbers left over, which are
values."""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from extract.claims.vocabulary import CLAIM_SHAPES, vocab
from extract.interpret.units import (
    UNIT_TAIL,
    counts_in,
    may_hold_suffixed,
    names_multiple,
    scaled_value,
    suffixed,
    suffixed_value,
)
from extract.literals import Gated
from extract.memo import ACROSS, per_document
from extract.models import Panel, Tick
from extract.outline import lead_place
from extract.reader import Line, Num, clock_hours, clock_times
from extract.statements import head_of
from extract.text import TickIndex, fold, loose, month_spellings, tick_key
from extract.wording import NUMBER_WORDS, is_colour_word

_ASIDE = CLAIM_SHAPES.ASIDE
_LETTERED = CLAIM_SHAPES.LETTERED
_BOUND_BEFORE = CLAIM_SHAPES.BOUND_BEFORE
_REGION = CLAIM_SHAPES.REGION
_VALUE_AT = CLAIM_SHAPES.MENTIONS_VALUE_AT
# "exceeds 1,000 in 2021" where 2021 is a year on the x axis and the values reach it too
_YEAR = CLAIM_SHAPES.YEAR
_IN_YEAR = CLAIM_SHAPES.IN_YEAR
# a month's name right before a year: "November 2024", "Sept. 2023", "March, 2021"
_MONTH_BEFORE = CLAIM_SHAPES.MONTH_BEFORE
_PREP_NOUN = CLAIM_SHAPES.PREP_NOUN
# "from batch 1 to batch 64", "at batch 16": a word, then the number of a place named by it;
# where the word names no axis and the number is a tick, it may be a place as much as a value
_PLACE_WORD_BEFORE = CLAIM_SHAPES.PLACE_WORD_BEFORE
# "declines at 16", "dips again at 40": a verb of change, then where the change happens
_CHANGE_AT = CLAIM_SHAPES.CHANGE_AT
# "Beam 1 is the weakest row": a clause that opens on a name and a number that is a tick
# names a place (on an axis not labelled with that word), not a value
_LABEL_COLON = CLAIM_SHAPES.LABEL_COLON  # ("**Row -2:** values run …": a label, its own reading)
_NAMED_SUBJECT = CLAIM_SHAPES.NAMED_SUBJECT
_WORD_COUNT = Gated(CLAIM_SHAPES.WORD_COUNT)
_LETTERS = CLAIM_SHAPES.LETTERS  # the words either side of a number
_PREPOSITION_TICK = re.compile(vocab("PREPOSITION_TICK"))
_STOP = frozenset(
    "a an the of and or for with per in at on to by is are was were value values score scores number".split()
)


@dataclass(slots=True)
class Coord:
    """A tick the sentence names, with the axis it belongs to."""

    axis: str  # "x" (col) or "y" (row)
    tick: Tick
    start: int
    end: int
    spread: bool = False  # one end of a tick range ("Ratios 0.2-0.4"): an area, not a place


@dataclass(slots=True)
class Mentions:
    """Everything a sentence refers to (built by find(); read-only after, so a sentence and
    its one clause can share one)."""

    panels: list[Panel] = field(default_factory=list)
    coords: list[Coord] = field(default_factory=list)
    values: list[Num] = field(default_factory=list)
    ambiguous: list[str] = field(default_factory=list)  # labels on both axes (a confusion matrix)
    # numbers given as a place on a numbered axis that is no tick of it ("at Token Limit = 2800")
    unplaced: list[Num] = field(default_factory=list)
    # names an axis word enumerates that are no tick ("Teams Fay, Gus and Hal" where Gus is none)
    unnamed: list[str] = field(default_factory=list)


def stem(w: str) -> str:
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w


_LOWER_WORD = CLAIM_SHAPES.LOWER_WORD


def content_words(text: str | None) -> set[str]:
    """Content words, singular: "Batch sizes" -> {"batch", "size"}."""
    return {stem(w) for w in _LOWER_WORD.findall((text or "").casefold()) if w not in _STOP}


def axis_keys(panel: Panel, axis: str) -> list[Tick]:
    """The ticks of an axis, with the keys the cells use that the axis does not list
    (computed once per panel: panels do not change after interpretation)."""
    cached = panel._memo.get(axis)
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    a = panel.x if axis == "x" else panel.y
    keys: list[Tick] = list(a.ticks) if a else []
    if axis == "y" and keys and panel.cells:
        rows = {tick_key(c.row) for c in panel.cells}
        if not any(tick_key(t) in rows for t in keys):
            keys = []  # the ticks of a value axis ("Crates sold": 0, 5, 10 …) name no row
    seen = {tick_key(t) for t in keys}
    for c in panel.cells:
        k = c.col if axis == "x" else c.row
        if k is not None and tick_key(k) not in seen:
            seen.add(tick_key(k))
            keys.append(k)
    panel._memo[axis] = keys
    return keys


def single_series(panel: Panel) -> bool:
    """Whether every cell of a panel with no colour scale is in one row: a single-series
    chart (its row is None, or named after the y axis), where a category alone locates a
    value."""
    cached = panel._memo.get("single")
    if cached is None:
        cached = panel.scale is None and len({tick_key(c.row) for c in panel.cells}) <= 1
        panel._memo["single"] = cached
    return bool(cached)


def single_column(panel: Panel) -> bool:
    """Whether every cell of a panel with no colour scale is in one column (a table of one
    value column, "Model | F1"), where a row's name alone locates its value (once per panel)."""
    cached = panel._memo.get("single column")
    if cached is None:
        cached = panel._memo["single column"] = panel.scale is None and len({tick_key(c.col) for c in panel.cells}) <= 1
    return bool(cached)


def _label_numbers(panel: Panel) -> frozenset[tuple[str, str]]:
    """The numbers written inside the panel's tick and row labels with the word after each
    ("Strokes to 80 psi": ("80", "psi")), once per panel."""
    cached = panel._memo.get("label numbers")
    if cached is None:
        found: set[tuple[str, str]] = set()
        for axis in (panel.x, panel.y):
            for t in axis.ticks if axis is not None else []:
                if isinstance(t, str):
                    found.update((n, w.casefold()) for n, w in CLAIM_SHAPES.LABEL_NUMBER.findall(t))
        cached = panel._memo["label numbers"] = frozenset(found)
    return frozenset(cached)


def _in_label(panel: Panel, raw: str, at: int, end: int, number: str) -> bool:
    """Whether a number of a claim, with the word after it, is written inside a label of the
    panel ("to reach 80 psi" of a "Strokes to 80 psi" column): part of that name, no value."""
    names = _label_numbers(panel)
    if not names:
        return False
    word = CLAIM_SHAPES.WORD_AFTER.match(raw, at, end)
    return word is not None and (number, word.group(1).casefold()) in names


def one_point_each(panel: Panel) -> bool:
    """Whether each of three or more rows of a panel with no colour scale holds one cell, at
    x ticks that all differ: a chart of named points (a scatter of models, each at its own
    size), where a row's name alone locates its value."""
    cached = panel._memo.get("one point each")
    if cached is None:
        rows = {tick_key(c.row) for c in panel.cells}
        cols = {tick_key(c.col) for c in panel.cells}
        cached = panel.scale is None and len(rows) >= 3 and len(rows) == len(cols) == len(panel.cells)
        panel._memo["one point each"] = cached
    return bool(cached)


# a note in brackets that closes a title: "Yield (kg per plant)", "Water used (litres per plant)"
_CLOSING_NOTE = CLAIM_SHAPES.CLOSING_NOTE


def name_variants(title: str) -> list[str]:
    """ "R1-Llama | AIME24" -> itself, "R1-Llama", "AIME24"; "Expected calibration error"
    -> itself and "calibration error"."""
    parts = [p.strip() for p in CLAIM_SHAPES.IN_NAME_VARIANTS.split(title) if p.strip()]
    out = [title, *parts] if len(parts) > 1 else [title]
    lettered = _LETTERED.match(title)
    if lettered:  # "(a) Accuracy": "(a)", "panel (a)", "panel a"
        letter = lettered.group(1)
        out += [f"({letter})", f"panel ({letter})", f"panel {letter}"]
        rest = title[lettered.end() :].strip()
        if rest:
            out.append(rest)  # "(a) Accuracy": "Accuracy"
    placed = CLAIM_SHAPES.PLACED_TITLE.fullmatch(title)
    if placed is not None and lead_place(placed.group("head")) is not None:
        out += [placed.group("head"), placed.group("note")]  # "Left Graph (Rising)": "Left Graph", "Rising"
    words = title.split()
    if len(parts) == 1 and len(words) >= 3:
        out.append(" ".join(words[-2:]))
    # "(a) Throughput (req/s)": also "Throughput", the measure without its unit; "Yield (kg per
    # plant)": "Yield", without the note in brackets that closes it
    bare = [UNIT_TAIL.sub("", v) for v in out if UNIT_TAIL.search(v)]
    named = [title, title[lettered.end() :].strip()] if lettered else [title]
    for t in named:
        v = _CLOSING_NOTE.sub("", t)
        if v != t and v not in out and v not in bare and CLAIM_SHAPES.IN_NAME_VARIANTS_2.search(v):
            bare.append(v)
    out += [b for b in bare if b not in out and CLAIM_SHAPES.IN_NAME_VARIANTS_2.search(b)]
    return out


def title_names(panel: Panel) -> list[str]:
    """The names of a panel: name_variants of its title, and the title less the words every
    panel's title shares (set by mark_own_names)."""
    return [*name_variants(panel.title or ""), *panel._memo.get("own_name", ())]


def mark_own_names(panels: list[Panel]) -> None:
    """Keep on each panel its title less the leading and trailing words all the panels'
    titles share ("Errors o1 Mini", "Errors Claude 3.5 Sonnet": "o1 Mini", "Claude 3.5
    Sonnet"; "GPT-4o (Search Only)", "Opus (Search Only)": "GPT-4o", "Opus"), when what is
    left of each is a distinct name with a letter in it (of two characters or more)."""
    last = [CLAIM_SHAPES.IN_MARK_OWN_NAMES.split(p.title or "")[-1].split() for p in panels]
    if len(panels) < 2 or not all(last):
        return
    lead = 0
    while all(len(w) > lead and w[lead].casefold() == last[0][lead].casefold() for w in last):
        lead += 1
    trail = 0
    while all(len(w) > lead + trail and w[-1 - trail].casefold() == last[0][-1 - trail].casefold() for w in last):
        trail += 1
    own = [" ".join(w[lead : len(w) - trail]) for w in last]
    if not (lead or trail) or len({o.casefold() for o in own}) < len(own):
        return
    if not all(len(o) > 1 and CLAIM_SHAPES.IN_MARK_OWN_NAMES_2.search(o) for o in own):
        return
    for p, o in zip(panels, own, strict=True):
        if o not in name_variants(p.title or ""):
            p._memo["own_name"] = (o,)


# before a name: no letter, digit or quote; after it: a possessive, a closing quote, a
# character that is none of those, or the end (with `stem`, a tail first: "Train" in "training")
_BEFORE = re.compile(r"(?<![\w'’])")
_AFTER = r"(?=['’]s\b|['’](?!\w)|[^\w'’]|$)"
# the short units written right after a number ("58 min"), never a tick named so ("Min")
UNIT_ABBREVIATIONS = frozenset("min mins sec secs s h hr hrs ms m km kg g mm cm l ml kb mb gb tb pt pts".split())
_STEM_TAIL = r"(?:s|ing|ed|ion)?"
_AFTERS = {
    (stem, flags): re.compile((_STEM_TAIL if stem else "") + _AFTER, flags)
    for stem in (False, True)
    for flags in (0, re.I)
}


class _Hit:
    """Where a name matched: what callers of name_pattern() use of a match."""

    __slots__ = ("_end", "_start")

    def __init__(self, start: int, end: int) -> None:
        self._start, self._end = start, end

    def start(self) -> int:
        return self._start

    def end(self) -> int:
        return self._end


class NamePattern:
    """name_pattern() of a name whose body matches a fixed number of characters (no quote,
    which the pattern makes optional, and no "|", which may stand among spaces): the body
    alone is compiled, and the ends are checked by patterns compiled once. It finds what
    the whole pattern finds: the body can match in one way only where it starts, so
    the whole pattern matches there exactly when the body does and the ends hold. (The
    whole pattern took 0.3 ms to compile, mostly its ends; a write-up of 10,000 panel
    names spent seconds compiling them.)"""

    __slots__ = ("_after", "_body")

    def __init__(self, body: str, flags: int, stem: bool) -> None:
        self._body = re.compile(body, flags)
        self._after = _AFTERS[(stem, flags)]

    def search(self, text: str, pos: int = 0, endpos: int | None = None) -> _Hit | None:
        return next(self.finditer(text, pos, endpos), None)

    def finditer(self, text: str, pos: int = 0, endpos: int | None = None) -> Iterator[_Hit]:
        end = len(text) if endpos is None else endpos
        while (m := self._body.search(text, pos, end)) is not None:
            a = m.start()
            after = self._after.match(text, m.end(), end) if _BEFORE.match(text, a, end) else None
            if after is None:
                pos = a + 1
                continue
            yield _Hit(a, after.end())
            pos = after.end()


class LiteralName:
    """name_pattern() of a name of ASCII letters, digits, punctuation other than quotes and
    "|", and spaces or "_": found without a regex. Under re.IGNORECASE such a character
    matches exactly the characters that fold() to its lower case, and "[_\\s]" exactly "_"
    and the characters str.isspace() holds (both checked over every code point by
    tests/test_name_pattern.py); fold() keeps every character one character long. So the
    body matches where the sentence, folded and with its spaces and "_" made " ", holds
    the name so made; the ends are checked as NamePattern checks them."""

    __slots__ = ("_after", "_fold", "_needle")

    def __init__(self, name: str, flags: int, stem: bool) -> None:
        self._fold = bool(flags & re.I)
        self._needle = (name.lower() if self._fold else name).translate(_SPACES)
        self._after = _AFTERS[(stem, flags)]

    def search(self, text: str, pos: int = 0, endpos: int | None = None) -> _Hit | None:
        return next(self.finditer(text, pos, endpos), None)

    def finditer(self, text: str, pos: int = 0, endpos: int | None = None) -> Iterator[_Hit]:
        pos = max(0, pos)
        end = len(text) if endpos is None else max(0, min(endpos, len(text)))
        seg = text[pos:end]
        seg = (fold(seg) if self._fold else seg).translate(_SPACES)
        at = seg.find(self._needle)
        while at >= 0:
            a = pos + at
            after = self._after.match(text, a + len(self._needle), end) if _BEFORE.match(text, a, end) else None
            if after is None:
                at = seg.find(self._needle, at + 1)
                continue
            yield _Hit(a, after.end())
            at = seg.find(self._needle, after.end() - pos)


# the characters LiteralName finds a name of, and what "_" and every space become in it
_LITERAL = frozenset(string.ascii_letters + string.digits + '!"#$%&()*+,-./:;<=>?@[\\]^{}~ _')
# (every character str.isspace() holds; tests/test_name_pattern.py checks the list)
SPACE_CHARS = (
    "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006"
    "\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
)
_SPACES = dict.fromkeys(map(ord, "_" + SPACE_CHARS), " ")


@lru_cache(maxsize=ACROSS)  # bounded: a corpus brings new names without end
@per_document
def name_pattern(name: str, stem: bool = False) -> LiteralName | NamePattern | re.Pattern[str]:
    """A name as it may be written: quotes, "_" for " ", and with `stem` a one-word name
    of four letters or more also as the start of a word ("Train" in "training")."""
    flags = 0 if name.isupper() and len(name) <= 5 else re.I
    tail = stem and _takes_tail(name)
    if name and _LITERAL.issuperset(name):
        return LiteralName(name, flags, tail)
    body, flags, tail = name_parts(name, stem)
    if name and not any(ch in "'’`|" for ch in name):
        return NamePattern(body, flags, tail)
    return whole_pattern(body, flags, tail)


def name_parts(name: str, stem: bool) -> tuple[str, int, bool]:
    """The body of name_pattern(name, stem), its flags, and whether it takes a tail."""
    body = ""
    for ch in name:
        if ch in "'’`":
            body += "['’`]?"
        elif ch in "_ ":
            body += r"[_\s]"
        elif ch == "|":
            body += r"\s*\|\s*"
        else:
            body += re.escape(ch)
    body = body.replace(r"[_\s]\s*\|\s*[_\s]", r"\s*\|\s*")
    flags = 0 if name.isupper() and len(name) <= 5 else re.I
    return body, flags, stem and _takes_tail(name)


def _takes_tail(name: str) -> bool:
    """Whether a name may be written with an ending ("Train" as "training", "Sit-on-top" as
    "sit-on-tops"): a word of four letters or more, or words of letters joined by hyphens
    whose last is of three letters or more."""
    if name.isalpha():
        return len(name) >= 4
    words = name.split("-")
    return len(words) > 1 and all(w.isalpha() for w in words) and len(words[-1]) >= 3


def whole_pattern(body: str, flags: int, stem: bool) -> re.Pattern[str]:
    """The pattern name_pattern() stands for: the body between its ends, in one regex."""
    return re.compile(rf"(?<![\w'’]){body}{_STEM_TAIL if stem else ''}{_AFTER}", flags)


def must_hold(name: str) -> str:
    """A piece of text that every match of name_pattern(name) holds, once fold()ed: the
    longest ASCII run of letters and digits of the name ("" when it has none). Looking
    for it rules out most names at the cost of a substring test."""
    return max(CLAIM_SHAPES.ASCII_RUN.findall(name), key=len, default="").lower()


# a match of a name may run on into these ("Train" in "training", name_pattern's stem)
_TAILS = ("s", "ing", "ed", "ion")
# what can join two runs of a name with no break in the text: an optional quote, and
# the characters re.IGNORECASE matches to ASCII letters
_JOINS = frozenset("'’`\u0130\u0131\u017f\u212a")


def text_runs(folded: str) -> set[str]:
    """The ASCII runs of fold()ed text, each also without a tail name_pattern's stem allows."""
    runs = set(CLAIM_SHAPES.ASCII_RUN.findall(folded))
    tailed = [r for r in runs if r.endswith(_TAILS)]  # (one test in C for the many words with none)
    runs.update(r[: -len(t)] for r in tailed for t in _TAILS if r.endswith(t) and len(r) > len(t))
    return runs


class NameIndex:
    """Which of many names (series, ticks) a sentence may hold, from the words of the
    sentence, in the names' order: a dictionary look-up per word instead of a substring
    test per name (a write-up of 2,000 series asks for each of its 2,000 sentences).

    A match of name_pattern(name) in text holds each ASCII run of the name as an ASCII run
    of the fold()ed text (the pattern puts a word boundary at both ends of a name, and
    between two runs of a name stands a space, "_", "|" or a character that matches itself
    alone), or that run with a stem's tail. Each name is filed under its run that fewest
    other names share; a name whose runs may join in the text (a quote between them, which
    the pattern makes optional, or a letter re.IGNORECASE folds) or that has no ASCII run
    is a candidate for every sentence. Candidates are still tested by the caller."""

    __slots__ = ("always", "by_run")

    def __init__(self, names: list[str]) -> None:
        runs = [[r.lower() for r in CLAIM_SHAPES.ASCII_RUN.findall(n)] for n in names]
        counts: dict[str, int] = {}
        for rs in runs:
            for r in set(rs):
                counts[r] = counts.get(r, 0) + 1
        self.by_run: dict[str, list[int]] = {}
        self.always: list[int] = []
        for i, (name, rs) in enumerate(zip(names, runs, strict=True)):
            if not rs or not _JOINS.isdisjoint(name):
                self.always.append(i)
            else:
                self.by_run.setdefault(min(rs, key=lambda r: (counts[r], -len(r))), []).append(i)

    def candidates(self, runs: set[str]) -> list[int]:
        """The indices of the names the text of these text_runs may hold, in order."""
        if len(runs) < len(self.by_run):
            found = [i for r in runs for i in self.by_run.get(r, ())]
        else:
            found = [i for r, ix in self.by_run.items() if r in runs for i in ix]
        return sorted(found + self.always) if self.always else sorted(found)


def panel_names(panels: list[Panel]) -> list[tuple[str, list[int]]]:
    """Name variants that pick out panels ("AIME24" for "R1-Llama | AIME24"), each with
    the panels it names, longest first; a variant shared by every panel names none of
    them. Computed once per document (kept on its first panel: every sentence asks)."""
    if not panels:
        return []
    return _names_memo(panels)["names"]  # type: ignore[no-any-return]


def _names_memo(panels: list[Panel]) -> dict[str, Any]:
    """The memo panel_names keeps on the first panel, filled (one look-up of the private
    attribute, which pydantic answers slowly, for all that find() asks of it)."""
    memo = panels[0]._memo
    if memo.get("names_of") != len(panels):
        memo["names"] = sorted(_panel_names(panels).items(), key=lambda kv: -len(kv[0]))
        by_start: dict[str, list[tuple[str, list[int]]]] = {}
        for name, ix in memo["names"]:
            first = CLAIM_SHAPES.RUN.search(name)
            if first:
                by_start.setdefault(first.group().casefold(), []).append((name, ix))
        memo["by_start"] = by_start
        memo["names_index"] = NameIndex([name for name, _ in memo["names"]])
        memo["first_runs"] = [
            (m.group().casefold() if (m := CLAIM_SHAPES.RUN.search(name)) else None) for name, _ in memo["names"]
        ]
        memo["names_of"] = len(panels)
    return memo


def _names_at(panels: list[Panel], text: str, runs: set[str]) -> list[tuple[str, list[int]]]:
    """The panel names that could start in this stretch (by their first word), longest
    first: one dictionary look-up per word instead of one search per name (`runs`: the
    text_runs of the fold()ed text)."""
    memo = _names_memo(panels)
    by_start: dict[str, list[tuple[str, list[int]]]] = memo["by_start"]
    words = " ".join(CLAIM_SHAPES.RUN.findall(text)).lower().split()  # ASCII runs: lower() is casefold()
    if by_start.keys().isdisjoint(words):
        return []  # the common case, decided in C
    # the names whose first word the text holds, longest first, then by where that word
    # first stands, then in panel_names' order; of those, only the ones NameIndex leaves
    # in can match (when every panel is "Metric i", each sentence holds every first word)
    first_at: dict[str, int] = {}
    for i, word in enumerate(words):
        first_at.setdefault(word, i)
    names: list[tuple[str, list[int]]] = memo["names"]
    firsts: list[str | None] = memo["first_runs"]
    index: NameIndex = memo["names_index"]
    found = [k for k in index.candidates(runs) if firsts[k] in first_at]
    found.sort(key=lambda k: (-len(names[k][0]), first_at[firsts[k]], k))  # type: ignore[index]
    return [names[k] for k in found]


def _panel_names(panels: list[Panel]) -> dict[str, list[int]]:
    names: dict[str, list[int]] = {}
    for i, p in enumerate(panels):
        if p.title:
            # ("GPT-4 vs Prometheus" over bars GPT-4 and Prometheus: "Prometheus" is the bar)
            own = {loose(t) for a in "xy" for t in axis_keys(p, a) if isinstance(t, str)}
            for v in title_names(p):
                if v != p.title and loose(v) in own:
                    continue
                ix = names.setdefault(v, [])
                if not ix or ix[-1] != i:  # (panels come in order: i can only be last)
                    ix.append(i)
    return {n: ix for n, ix in names.items() if len(ix) < len(panels) or len(panels) == 1}


@dataclass(slots=True)
class _Index:
    """What find() needs of a panel, derived once (panels do not change after
    interpretation; every sentence asks)."""

    keys: dict[str, list[Tick]]  # the ticks of each axis, with the keys the cells use
    axis_words: dict[str, set[str]]  # the content words of each axis label, not shared ("both": the shared)
    ambiguous: list[tuple[str, str]]  # text labels on both axes (a confusion matrix), with must_hold
    # other text ticks, longest first: name, axis, must_hold, and the tick the name is of
    # ("Flow-GRPO" for the series "Flow-GRPO (ours)")
    texts: list[tuple[str, str, str, str]]
    ambiguous_index: NameIndex
    texts_index: NameIndex
    lo: float  # the lowest and highest cell values
    hi: float
    numbered: dict[str, bool]  # whether an axis has two or more ticks that are numbers
    _ticks: dict[tuple[str, type, object], Tick | None] = field(default_factory=dict)
    _found: dict[str, TickIndex] = field(default_factory=dict)

    def tick(self, axis: str, value: object) -> Tick | None:
        """The first tick of `axis` that names the same place as `value`."""
        key = (axis, type(value), value)  # 1 == 1.0, but "#10" is the tick of 1.0 (loose("1.0"))
        if key not in self._ticks:
            if axis not in self._found:
                self._found[axis] = TickIndex(self.keys[axis])
            self._ticks[key] = self._found[axis].first(value)
        return self._ticks[key]


# a note in brackets after a name, or the opponent mark before it ("vs. Chatty", "versus B")
_NOTE = CLAIM_SHAPES.MENTIONS_NOTE


def _bare_names(texts: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Each text tick with a note in brackets after its name ("Flow-GRPO (ours)", "SGD (blue)")
    or an opponent's mark before it ("vs. Chatty": a group of head-to-head scores against
    Chatty), or a word for a score after it ("F1-score"), also by the name alone, when no
    other tick is so called and the name alone is no other's."""
    # (as written, not loosely: "Accuracy" is not "Accuracy (%)", whose loose key it shares)
    taken = {t.strip().casefold() for t, _, _ in texts}
    bare: dict[str, list[tuple[str, str, str]]] = {}
    for t, a, tick in texts:
        # ("F1-score" also by "F1": the measure's name without its word for a score)
        for name in dict.fromkeys([_NOTE.sub("", t), CLAIM_SHAPES.SCORE_WORD.sub("", t)]):
            if name != t and len(loose(name)) >= 2 and name.strip().casefold() not in taken:
                bare.setdefault(loose(name), []).append((name, a, tick))
    return [found[0] for found in bare.values() if len(found) == 1]


def _distinct_parts(texts: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The ticks of an axis that all open (or all close) on the same words ("Region North",
    "Region South"), also by the words that tell them apart ("North", "South"), when no
    other tick is so called."""
    taken = {t.strip().casefold() for t, _, _ in texts}
    out: list[tuple[str, str, str]] = []
    for axis in "xy":
        ticks = [(t.split(), tick) for t, a, tick in texts if a == axis]
        if len(ticks) < 2 or any(len(w) < 2 for w, _ in ticks):
            continue
        for side in (0, -1):
            shared = {w[side].casefold() for w, _ in ticks}
            if len(shared) != 1 or not shared.pop().isalpha():
                continue
            for words, tick in ticks:
                rest = " ".join(words[1:] if side == 0 else words[:-1])
                if rest.casefold() not in taken and CLAIM_SHAPES.IN_NAME_VARIANTS_2.search(rest):
                    out.append((rest, axis, tick))
    return out


# a series named by one plural word ("Visitors", "Loans"): what its values count
_PLURAL_NAME = CLAIM_SHAPES.PLURAL_NAME  # ("Loads": "load count")


def _counted_names(texts: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Each series named by one plural word also as the numbers of its singular ("Visitor
    numbers" of "Visitors"), when no other tick is so written."""
    taken = {loose(t) for t, _, _ in texts}
    out = []
    for t, a, tick in texts:
        if a == "y" and _PLURAL_NAME.fullmatch(t.strip()):
            for noun in ("numbers", "counts", "figures"):
                alias = f"{t.strip()[:-1]} {noun}"
                if loose(alias) not in taken:
                    out.append((alias, a, tick))
            # ("Driver crossings fall" of "Drivers": the singular before what it counts; find()
            # takes it only before a noun)
            if loose(t.strip()[:-1]) not in taken and t.strip() == tick:
                out.append((t.strip()[:-1], a, tick))
    return out


# what follows the singular of a one-word plural series name when it names that series: a
# noun it modifies ("Driver crossings fall"), not a note or the end ("Very Senior (Grey)")
_SINGULAR_BEFORE_NOUN = re.compile(r"(?=\s+[a-z]{3,}\b)")
_CAPITAL_BEFORE = CLAIM_SHAPES.CAPITAL_BEFORE  # ("Very Senior segment": part of another name)


def _month_names(texts: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Each text tick that holds a month also by the month's other spellings ("January" for
    "Jan", "Sept" for "Sep"), when no other tick is so written."""
    taken = {loose(t) for t, _, _ in texts}
    return [(alias, a, tick) for t, a, tick in texts for alias in month_spellings(t) if loose(alias) not in taken]


_FIRST_WORD = CLAIM_SHAPES.FIRST_WORD


def _spelled_out(texts: list[tuple[str, str, str]], labels: dict[str, str | None]) -> list[tuple[str, str, str]]:
    """Each tick written as its axis's initial and a number ("W4" on the axis "Week of season")
    also by the axis's word and the number ("week 4"), when no other tick is so written."""
    taken = {loose(t) for t, _, _ in texts}
    out = []
    for t, a, tick in texts:
        m = CLAIM_SHAPES.INITIAL_NUMBER.fullmatch(t.strip())
        word = _FIRST_WORD.match(labels.get(a) or "")
        if m is None or word is None or word.group(1)[0].casefold() != m.group(1).casefold():
            continue
        if head_of(word.group(1)).has("MEASURE", "DATA_WORD"):
            continue  # ("A1" on "Accuracy": "accuracy 1.0" is a value, no place)
        alias = f"{word.group(1)} {m.group(2)}"
        if loose(alias) not in taken:
            out.append((alias, a, tick))
    return out


# the rows of a box's statistics besides its median (CONTRACT.md: a box's median is keyed as
# its series, the value axis's label for one unnamed series; each other statistic it states
# is a row of its own, "Q1", "Maximum")
BOX_STATISTIC_ROW = CLAIM_SHAPES.BOX_STATISTIC_ROW


def _median_row(rows: list[Tick]) -> list[tuple[str, str, str]]:
    """The word "median" as the name of the row of a box plot's medians, when the boxes give
    other statistics beside them ("Every median stays below 20" over rows Minimum, Q1, the
    medians on "Delay", Q3, Maximum); none when the medians have no row of their own."""
    named: list[str] = [r for r in rows if isinstance(r, str)]
    others = [r for r in named if not BOX_STATISTIC_ROW.fullmatch(r.strip())]
    if len(others) != 1 or len(others) == len(named) or "median" in others[0].casefold():
        return []
    return [("median", "y", others[0])]


def _index(panel: Panel) -> _Index:
    cached = panel._memo.get("index")
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    words = {
        "x": content_words(panel.x.label if panel.x else None),
        "y": content_words(panel.y.label if panel.y else None),
    }
    shared = words["x"] & words["y"]
    words = {a: w - shared for a, w in words.items()}
    words["both"] = shared  # ("digit" of "digit_a" and "digit_b": a place, on which axis not said)
    for a, ax in (("x", panel.x), ("y", panel.y)):
        if ax is not None and ax.label and CLAIM_SHAPES.IDENTIFIER.fullmatch(ax.label.strip()):
            words[a].add(ax.label.strip().casefold())  # "digit_a": the axis, as it is written before a place
    keys = {a: axis_keys(panel, a) for a in "xy"}
    both = {tick_key(t) for t in keys["x"]} & {tick_key(t) for t in keys["y"]}
    ambiguous = [(t, must_hold(t)) for t in keys["x"] if isinstance(t, str) and tick_key(t) in both]
    texts = [(str(t), a, str(t)) for a in "xy" for t in keys[a] if isinstance(t, str) and tick_key(t) not in both]
    texts += _bare_names(texts)
    texts += _distinct_parts(texts)
    texts += _month_names(texts)
    texts += _counted_names(texts)
    texts += _spelled_out(texts, {a: ax.label for a, ax in (("x", panel.x), ("y", panel.y)) if ax is not None})
    texts += _median_row(keys["y"])
    ordered = [(t, a, must_hold(t), tick) for t, a, tick in sorted(texts, key=lambda ta: -len(ta[0]))]
    values = [c.value for c in panel.cells]
    lo, hi = (min(values), max(values)) if values else (0.0, 0.0)
    index = _Index(
        keys,
        words,
        ambiguous,
        ordered,
        NameIndex([t for t, _ in ambiguous]),
        NameIndex([t for t, _, _, _ in ordered]),
        lo,
        hi,
        {a: sum(isinstance(t, (int, float)) for t in keys[a]) >= 2 for a in "xy"},
    )
    panel._memo["index"] = index
    return index


def _value_end(pix: _Index, nums: list[Num]) -> bool:
    """Whether one end of a stretch ("between 0 and 0.3", "from 0 to 0.3") is a number no
    axis has as a tick and the cells' values reach: the ends are of one kind, so the stretch
    is of values (0 an episode on the x axis, 0.3 no place), not of places."""
    return pix.hi > pix.lo and any(
        pix.tick("x", n.value) is None and pix.tick("y", n.value) is None and pix.lo <= n.value <= pix.hi for n in nums
    )


def _places_on(pix: _Index, before: str) -> bool:
    """Whether the words before a number give it as a place on an axis of numbered ticks
    ("Token Limit = 2800", "Expert 9"): the axis's word, then "=", ":" or nothing."""
    hit = CLAIM_SHAPES.AXIS_IS.search(before)
    if hit is None:
        return False
    word = stem(hit.group(1).casefold())
    return any(word in pix.axis_words[a] and pix.numbered[a] for a in "xy")


def _quoted(raw: str, start: int, end: int) -> list[tuple[int, int]]:
    """The code spans of raw[start:end] that quote a piece of writing rather than hold a
    value: one that opens with a bracket or holds a quote mark or three words or more
    ("ranges are written `(0.65-0.75 range)`"; not "`0.85`", "`Token Limit = 2800`"); and
    the names in quotation marks that hold a word and no '=' ('"Lab + Falcon 2.5"': its 2.5
    names a version, no value; '"~0.85"' is a value)."""
    out = []
    for hit in CLAIM_SHAPES.CODE.finditer(raw, start, end):
        body = hit.group(1).strip()
        if (
            body.startswith(("(", "["))
            or CLAIM_SHAPES.IN_QUOTED.search(body)
            or len(CLAIM_SHAPES.IN_QUOTED_2.findall(body)) >= 3
        ):
            out.append((hit.start(), hit.end()))
    for hit in CLAIM_SHAPES.QUOTE_MARKS.finditer(raw, start, end):
        body = hit.group(1) or hit.group(2)
        if CLAIM_SHAPES.IN_QUOTED_2.search(body) and "=" not in body:
            out.append((hit.start(), hit.end()))
    return out


def find(text: str, start: int, line: Line, panels: list[Panel], context: Panel | None) -> Mentions:
    """The mentions of the sentence line.raw[start:start+len(text)] (numbers keep their
    columns in the line)."""
    end = start + len(text)
    m = Mentions()
    taken: list[tuple[int, int]] = []

    def free(a: int, b: int) -> bool:
        return all(b <= x or a >= y for x, y in taken)

    # panels, longest names first; "similar to AIME'24" names a panel for comparison only
    named: set[int] = set()
    # (the fold()ed text and its runs, once: the panel names and the ticks both ask)
    folded = fold(text)
    runs = text_runs(folded)
    for name, ix in _names_at(panels, text, runs) if panels else []:
        for hit in name_pattern(name).finditer(line.raw, start, end):
            if free(hit.start(), hit.end()):
                taken.append((hit.start(), hit.end()))
                if _ASIDE.search(line.raw[max(start, hit.start() - 20) : hit.start()]):
                    continue
                if not named:  # (a name's panels are distinct: "(a)" may name hundreds)
                    named.update(ix)
                    m.panels.extend(map(panels.__getitem__, ix))
                    continue
                for i in ix:
                    if i not in named:
                        named.add(i)
                        m.panels.append(panels[i])
    ref = context or (m.panels[0] if m.panels else (panels[0] if panels else None))
    if ref is None:
        m.values = line.nums_in(start, end)
        return m
    pix = _index(ref)
    axis_words = pix.axis_words
    # a label on both axes (a confusion matrix) names no axis by itself
    # (patterns are compiled only for names that pass the cheap test: most never do)
    for k in pix.ambiguous_index.candidates(runs):
        t, run = pix.ambiguous[k]
        if run not in folded:
            continue
        for hit in name_pattern(t).finditer(line.raw, start, end):
            told = CLAIM_SHAPES.ROW_OR_COLUMN.match(line.raw, hit.end(), end)
            if told and free(hit.start(), hit.end()):  # "the Press row", "the Wind column"
                taken.append((hit.start(), hit.end()))
                m.coords.append(
                    Coord("y" if told.group("w").lower().startswith("row") else "x", t, hit.start(), hit.end())
                )
            elif _drawn_series(line.raw[max(start, hit.start() - _GLOSS_REACH) : hit.start()]) and free(
                hit.start(), hit.end()
            ):
                # 'the orange bars ("A w/") outperform …' where "A w/" is also a category: the series
                taken.append((hit.start(), hit.end()))
                m.coords.append(Coord("y", t, hit.start(), hit.end()))
            elif t not in m.ambiguous:
                m.ambiguous.append(t)
    # text ticks and series names, longest first
    worded: list[str] = []  # ticks named like a preposition, written as one ("after the upgrade")
    for k in pix.texts_index.candidates(runs):
        name, a, run, tick = pix.texts[k]
        if run not in folded:
            continue
        for hit in name_pattern(name, stem=True).finditer(line.raw, start, end):
            if tick == f"{name}s" and (
                not _SINGULAR_BEFORE_NOUN.match(line.raw, hit.end(), end)
                or _CAPITAL_BEFORE.search(line.raw, max(start, hit.start() - 30), hit.start())
            ):
                continue  # the singular of a series' name names it only before a noun ("Driver crossings")
            if (
                CLAIM_SHAPES.QUANTIFIED_OTHER.search(line.raw, max(start, hit.start() - 8), hit.end())
                and line.raw[hit.start() : hit.end()].islower()
            ):
                continue  # ("than any other category" over a slice "Other": the rest, not the slice)
            if free(hit.start(), hit.end()):
                taken.append((hit.start(), hit.end()))
                written = line.raw[hit.start() : hit.end()]
                if (
                    written.casefold() in UNIT_ABBREVIATIONS
                    and written.islower()
                    and CLAIM_SHAPES.UNIT_AFTER_NUMBER.search(line.raw, max(0, hit.start() - 4), hit.start())
                ):
                    continue  # "(58 min)" over a row "Min": the unit of the number before it, no tick
                if written.islower() and not name.islower() and _PREPOSITION_TICK.fullmatch(name.strip()):
                    worded.append(written)  # "even after the upgrade" over a column "After": either
                    continue
                m.coords.append(Coord(a, tick, hit.start(), hit.end()))
                if CLAIM_SHAPES.KINDS.match(line.raw, hit.end(), end):
                    m.coords += _family(pix, a, tick, line.raw[hit.start() : hit.end()], hit.start(), hit.end())
    m.unnamed = _unnamed(pix, line.raw, start, end, taken) + worded
    # numbers: a tick when an axis word stands next to it (the nearest one decides), or
    # when it is a tick that no value of the panel comes near; else a value
    # (the phrases over the sentence hold every number in it)
    phrases = line.phrases_over(start, end)
    spread = {id(n) for p in phrases if p.kind == "range" for n in p.nums}
    listed = {id(n) for p in phrases if p.kind != "num" for n in p.nums}
    # "at 40 and 50": a list after a preposition is a list of places
    # (and "from 2022 to 2023", "between 2018 and 2022": the two ends of a stretch)
    prepped = {
        id(n)
        for p in phrases
        if (p.kind == "list" and CLAIM_SHAPES.PREP.search(line.raw[max(start, p.start - 12) : p.start]))
        or (
            p.kind in ("list", "range")
            and CLAIM_SHAPES.STRETCH_PREP.search(line.raw[max(start, p.start - 12) : p.start])
            and not _value_end(pix, p.nums)
        )
        for n in p.nums
    }
    # "Experts 1, 3, and 6", "layers 2-4" where 1 (2) is no tick: the rest of the list (range)
    # is no place given either ("Ratio 0.3, 52.7 at …" where 0.3 is a tick: 52.7 is a value)
    lead = {id(n): id(p.nums[0]) for p in phrases if p.kind != "num" for n in p.nums[1:]}
    unplaced: set[int] = set()
    values, lo, hi = bool(ref.cells), pix.lo, pix.hi
    quoted = _quoted(line.raw, start, end)
    owned = start  # where the words that may place the next number begin
    for n in line.nums_in(start, end):
        if not free(n.start, n.end) or any(a <= n.start < b for a, b in quoted):
            continue
        before_at = max(start, n.start - 40, owned)
        before = [stem(w) for w in _LETTERS.findall(line.raw[before_at : n.start].casefold())[-3:]]
        after = [stem(w) for w in _LETTERS.findall(line.raw[n.end : min(end, n.end + 25)].casefold())[:2]]
        gap = line.raw[n.end : min(end, n.end + 25)]
        unit = _LETTERS.match(line.raw, n.end + len(gap) - len(gap.lstrip()), end)
        if unit is not None and any(stem(unit.group().casefold()) in axis_words[a] for a in "xy"):
            # "near 10⁵ steps, settling around 10²": the axis word right after a number is its
            # own, it places no later number
            owned = unit.end()
        order = list(reversed(before)) + after  # nearest words first
        ticks = {"x": pix.tick("x", n.value), "y": pix.tick("y", n.value)}
        if _BOUND_BEFORE.search(line.raw[max(start, n.start - 16) : n.start]):
            ticks = {"x": None, "y": None}  # "at sparsity 70 is above 70": a bound is a value
        axis = next((a for w in order for a in "xy" if w in axis_words[a] and ticks[a] is not None), None)
        if axis is None and (axis_named := CLAIM_SHAPES.AXIS_IS.search(line.raw, before_at, n.start)) is not None:
            # "at digit_a 4": the axis's whole name, written as one word, right before the place
            word = axis_named.group(1).casefold()
            axis = next((a for a in "xy" if word in axis_words[a] and ticks[a] is not None), None)
        loose_tick = (
            id(n) in prepped
            or (
                id(n) not in listed
                and (
                    CLAIM_SHAPES.PREP.search(line.raw[max(start, n.start - 12) : n.start])
                    or _PREP_NOUN.search(line.raw[max(start, n.start - 24) : n.start])
                )
            )
            or bool(CLAIM_SHAPES.SET_TO.search(line.raw, max(start, n.start - 14), n.start))
        )
        if (
            axis is None
            and values
            and loose_tick
            and (
                not lo <= n.value <= hi
                or CLAIM_SHAPES.FRONTED_AT.fullmatch(line.raw, start, n.start)
                or _VALUE_AT.search(line.raw, max(start, n.start - 40), n.start)
                or _CHANGE_AT.search(line.raw, max(start, n.start - 32), n.start)
                or (_YEAR.fullmatch(n.raw) and _IN_YEAR.search(line.raw, max(start, n.start - 12), n.start))
            )
        ):
            # "Hydro is the largest source in 2015"; and a tick the values also reach when the
            # clause opens on it or a value stands right before it: "At 4 the value is 4.2",
            # "reaches 4.2 at 4"; or a verb of change stands before it: "declines at 16"
            only = [a for a in "xy" if ticks[a] is not None]
            axis = only[0] if len(only) == 1 else None
        if (
            (axis is None or CLAIM_SHAPES.SET_TO.search(line.raw, max(start, n.start - 14), n.start))
            and m.coords
            and (last := m.coords[-1]).end <= n.start
            and not last.spread
        ):
            # "at 1 KB and 10 KB": a number joined to the place before it, with the same unit,
            # is another place of that axis
            joined = CLAIM_SHAPES.JOINED_PLACE.fullmatch(line.raw, last.end, n.start)
            u = joined.group("u") if joined is not None else None
            same_unit = joined is not None and (not u or line.raw[n.end : n.end + 1 + len(u)].strip() == u)
            if same_unit and isinstance(last.tick, (int, float)) and ticks[last.axis] is not None:
                axis = last.axis
            # "from hour 4 to hour 14": the other end of a stretch named with the same noun
            noun = CLAIM_SHAPES.NOUN_BEFORE.search(line.raw, max(start, last.start - 20), last.start)
            # (or its symbol: "from T=1.0 to T=2.0")
            again = (
                (rf"{re.escape(noun.group('sym'))}\s*=\s*" if noun.group("sym") else rf"{re.escape(noun.group(1))}\s+")
                if noun is not None
                else ""
            )
            if (
                (axis is None or (axis == last.axis and noun is not None and noun.group("sym")))
                and noun is not None
                and ticks[last.axis] is not None
                and isinstance(last.tick, (int, float))
                and re.fullmatch(
                    rf"\s*(?:to|through|till|until|and|or|[-–—])\s+{again}",
                    line.raw[last.end : n.start],
                    re.I,
                )
            ):
                axis = last.axis
                if not CLAIM_SHAPES.IN_FIND.match(line.raw[last.end : n.start]):
                    m.coords[-1] = Coord(last.axis, last.tick, last.start, last.end, True)
                    spread.add(id(n))  # (both ends of the stretch: an area, no place)
        if axis is not None:
            m.coords.append(Coord(axis, ticks[axis], n.start, n.end, id(n) in spread))  # type: ignore[arg-type]
        elif (
            lead.get(id(n)) in unplaced
            or _places_on(pix, line.raw[max(start, n.start - 30) : n.start])
            or (before and before[-1] in axis_words["both"] and (ticks["x"] is not None or ticks["y"] is not None))
            or (
                (ticks["x"] is not None or ticks["y"] is not None)
                and _NAMED_SUBJECT.fullmatch(line.raw, start, n.start)
                and not _LABEL_COLON.match(line.raw, n.end)
            )
            or (
                any(ticks[a] is not None and pix.numbered[a] for a in "xy")
                and _PLACE_WORD_BEFORE.search(line.raw[max(start, n.start - 24) : n.start])
            )
        ):
            m.unplaced.append(n)  # "at Token Limit = 2800", "Experts 1, 3" where no tick is: a place not given
            unplaced.add(id(n))
        elif (
            _YEAR.fullmatch(n.raw)
            and ticks["x"] is None
            and ticks["y"] is None
            and _MONTH_BEFORE.search(line.raw, max(start, n.start - 14), n.start)
        ):
            m.unplaced.append(n)  # "surveyed in November 2024": a date, which no tick gives, no value
            unplaced.add(id(n))
        elif _in_label(ref, line.raw, n.end, end, n.raw):
            m.unplaced.append(n)  # "25 strokes to reach 80 psi" of a "Strokes to 80 psi" column: part of its name
            unplaced.add(id(n))
        elif not _REGION.search(line.raw[max(start, n.start - 4) : n.start]):
            m.values.append(n)  # "x=0.2–0.4" in a region statement is a place, not a value
    # "With 100k examples", "at 20k steps": a number with a thousands or millions suffix is
    # the tick it is; else a place or a value not read, which the claim cannot be judged without
    if may_hold_suffixed(text):  # (a digit right before the suffix: most sentences hold none)
        _suffixed_places(m, pix, ref, line.raw, start, end, free, taken)
    if ":" in text:
        _clock_places(m, pix, line.raw, start, end, free, taken)
    # "a single passage", "with two passages": a number word before an axis word
    thing_words: set[str] | None = None  # the words of the text ticks' names
    for hit in _WORD_COUNT.finditer(line.raw, start, end):
        if not free(hit.start(), hit.end()):
            continue
        w = stem(hit.group("w").casefold())
        if thing_words is None:
            thing_words = {stem(x) for t, _, _, _ in pix.texts for x in content_words(t)}
        if w in thing_words:
            # "Two nests sit above 12 m" over points "Nest A" … "Nest E" on "Nest height (m)":
            # the word names the things counted, not the axis's numbered place 2
            continue
        said = 0 if hit.group("n").casefold() == "no" else NUMBER_WORDS.get(hit.group("n").casefold())
        for a in "xy":
            found = pix.tick(a, said) if said is not None else None
            if w in axis_words[a] and found is not None:
                m.coords.append(Coord(a, found, hit.start(), hit.end()))
                break
    m.coords.sort(key=lambda c: c.start)
    return m


def _clock_places(
    m: Mentions,
    pix: _Index,
    raw: str,
    start: int,
    end: int,
    free: Callable[[int, int], bool],
    taken: list[tuple[int, int]],
) -> None:
    """ "peaks at 16:00": a time of day (one token of the number grammar, no number) not named as
    a tick by its text is the place of its hours on an axis counted in hours (0, 8, 16); no
    value, ever; a time that is no tick of exactly one axis is a place not read (not judged)."""
    for hit in clock_times().finditer(raw, start, end):
        if not free(hit.start(), hit.end()):
            continue  # (a tick written as the time itself, "07:00", is found by its name)
        taken.append((hit.start(), hit.end()))
        hours = clock_hours(hit.group())
        found = [(a, tick) for a in "xy" if (tick := pix.tick(a, hours)) is not None]
        if len(found) == 1:
            m.coords.append(Coord(found[0][0], found[0][1], hit.start(), hit.end()))
        else:
            m.unnamed.append(hit.group())


_EVERY = CLAIM_SHAPES.EVERY_BEFORE_NAME


def _suffixed_places(
    m: Mentions,
    pix: _Index,
    ref: Panel,
    raw: str,
    start: int,
    end: int,
    free: Callable[[int, int], bool],
    taken: list[tuple[int, int]],
) -> None:
    """ "at 20k steps", "At 16K": the tick such a place is, as the reader keys it (the number
    20000 where the axis writes its ticks so, 20 on an axis counted in thousands); nothing
    when it is no tick of exactly one axis."""
    for hit in CLAIM_SHAPES.SUFFIXED_PLACE.finditer(raw, start, end):
        if not free(hit.start(), hit.end()) or _EVERY.search(raw, max(start, hit.start() - 8), hit.start()):
            continue  # ("evaluated every 200k steps": a spacing, no place)
        written = hit.group("n")
        full, number = suffixed_value(written), suffixed(written)
        if written[-1] in "BT":
            # "at 280B tokens": the tick only where the reader made the axis's ticks billions
            # (units.said_scaled); else the name "7B" is left to the names
            full = scaled_value(written)
            if full is None or not any(pix.tick(a, full) is not None for a in ("x", "y")):
                continue
        found: list[tuple[str, Tick]] = []
        for a, axis in (("x", ref.x), ("y", ref.y)):
            counted = number is not None and axis is not None and counts_in(axis.label, number[1])
            key = number[0] if counted and number is not None else full
            tick = pix.tick(a, key) if key is not None else None
            if tick is None and axis is None:
                tick = pix.tick(a, written)  # ("4k" where the ticks are the words "1k", "2k", "4k")
            if tick is not None:
                found.append((a, tick))
        taken.append((hit.start(), hit.end()))
        if len(found) == 1:
            m.coords.append(Coord(found[0][0], found[0][1], hit.start(), hit.end()))
        elif not found and (value := _suffixed_amount(hit, pix, ref, full, raw, start)) is not None:
            m.values.append(value)  # ("revenue tops $1.2M" over cells read as 1,300,000)
        else:
            m.unnamed.append(hit.group(0))  # ("with 100k examples" on no axis of 100,000: not judged)


# how far a suffixed amount may lie outside the cells' values and still be said of them
_AMOUNT_REACH = 20


# a verb that puts a value right after its "at": "starts at 45k", "peaks at $1.9M"
_VALUE_VERB_AT = CLAIM_SHAPES.VALUE_VERB_AT


def _suffixed_amount(
    hit: re.Match[str], pix: _Index, ref: Panel, full: int | float | None, raw: str, start: int
) -> Num | None:
    """A number with a thousands or millions suffix that is no tick ("tops $1.2M", "under 28k")
    as the amount it is, when the panel's cells are amounts of that size (read from "$0.8M",
    "12,500"): every cell at least 1,000 and the amount within a factor of 20 of their span.
    Cells kept in the suffix's unit ("Revenue ($M)": 0.8, 1.1) make it no amount of theirs;
    the claim is then not judged. The amount is written out ("1,200,000"), approximate: it is
    precise to the last digit its suffix leaves ("$1.2M" to 50,000)."""
    if full is None or hit.group("n")[-1] not in "kKM":
        return None
    number = suffixed(hit.group("n"))
    # ("Mobile reaches 72k users" on "Active Users (thousands)": 72 of the axis's own count)
    own = number[0] if number is not None and ref.y is not None and counts_in(ref.y.label, number[1]) else None
    if own is None and (pix.lo < 1000 or not pix.lo / _AMOUNT_REACH <= full <= pix.hi * _AMOUNT_REACH):
        return None
    if own is None and _counts_in_multiple(ref):
        return None  # ("Revenue ($ thousands)": its 1,200 is $1.2M, which a cell of 1,200 would contradict)
    if own is not None and not pix.lo / _AMOUNT_REACH <= own <= pix.hi * _AMOUNT_REACH:
        return None
    for ticks in pix.keys.values():
        numbers = [t for t in ticks if isinstance(t, (int, float))]
        if len(numbers) >= 2 and min(numbers) <= full <= max(numbers):
            return None  # ("longer than 20k" over contexts of 1k–32k: a place between ticks, maybe)
    if CLAIM_SHAPES.NOT_AMOUNT_BEFORE.search(
        raw, max(start, hit.start() - 8), hit.start()
    ) and not _VALUE_VERB_AT.search(raw, max(start, hit.start() - 40), hit.start()):
        return None  # ("at 20k", "every 200k", "with 100k": a place, a spacing, a count; "starts at 45k" a value)
    if CLAIM_SHAPES.RANGE_AFTER.match(raw, hit.end()) or CLAIM_SHAPES.RANGE_BEFORE.search(
        raw, max(start, hit.start() - 16), hit.start()
    ):
        return None  # ("a decline (19k to 18k)", "from 12k → 31k"): one end of a change or a range
    if CLAIM_SHAPES.SIGNED_BEFORE.search(raw, max(start, hit.start() - 3), hit.start()):
        return None  # ("the largest outflow at −$210k", "+$320k"): a signed flow, which way it counts is not said
    if own is not None:
        return Num(own, str(own), hit.start(), hit.end(), approx=hit.group(0)[0] in "~≈")
    written = f"{full:,.0f}" if float(full).is_integer() else f"{full:,}"
    return Num(full, written, hit.start(), hit.end(), approx=True)


def mark_multiples(panels: list[Panel], raw_of: dict[int, str]) -> None:
    """Note on each panel whether its title, the lines stating its axes or scale (as written:
    the reader sets "($ thousands)" apart from the title "Revenue"), or a text tick (a column
    header) say its numbers are counted in a multiple of the unit."""
    for panel in panels:
        said = [raw_of.get(a.span.line, "") for a in (panel.x, panel.y, panel.scale) if a is not None]
        panel._memo["counts in multiple"] = any(names_multiple(t) for t in said) or _counts_in_multiple(panel)


def _counts_in_multiple(panel: Panel) -> bool:
    """Whether the panel's title, axis or scale labels, or a text tick (a column header),
    say its numbers are counted in a multiple of the unit (once per panel)."""
    held = panel._memo.get("counts in multiple")
    if held is None:
        labels = [panel.title, *(a.label for a in (panel.x, panel.y, panel.scale) if a is not None)]
        ticks = {t for c in panel.cells for t in (c.row, c.col) if isinstance(t, str)}
        held = panel._memo["counts in multiple"] = any(names_multiple(t) for t in (*labels, *ticks))
    return bool(held)


# a noun, then two names or more: "Teams Ada, Bo and Dee", "models A, B and C"
_NAME = r"[A-Z][\w+\-]*(?:\.\w+)*"
_AND = r"(?:\s*,\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+)"
_ENUMERATION = re.compile(rf"\b(?P<noun>[A-Za-z][\w-]*)\s+(?P<items>{_NAME}(?:{_AND}{_NAME})+)")
_KIND = CLAIM_SHAPES.KIND
_NAMED = re.compile(_NAME)


def _unnamed(pix: _Index, raw: str, start: int, end: int, taken: list[tuple[int, int]]) -> list[str]:
    """The names a subject enumerates after an axis word or a kind noun that no tick,
    series or panel took ("Teams Fay, Gus and Hal pass at 75–90%" of the teams Ada … Eli:
    all three): the claim is about places the write-up does not give."""
    out: list[str] = []
    for hit in _ENUMERATION.finditer(raw, start, end):
        noun = hit.group("noun")
        if not (any(stem(noun.casefold()) in pix.axis_words[a] for a in "xy") or _KIND.fullmatch(noun)):
            continue
        for item in _NAMED.finditer(raw, hit.start("items"), hit.end("items")):
            if all(item.end() <= a or item.start() >= b for a, b in taken):
                out.append(item.group())
    return out


_WORDS = CLAIM_SHAPES.WORDS


def _family(pix: _Index, axis: str, tick: str, said: str, start: int, end: int) -> list[Coord]:
    """The other ticks of the axis a name before a plural kind noun speaks of: those whose
    words hold the words it was said with, in order ("in Huge configurations" of the
    ticks Tiny, Huge, Huge + Cache: Huge + Cache too; plurals folded)."""
    want = [stem(w) for w in _WORDS.findall(fold(said))]
    out: list[Coord] = []
    for t in pix.keys[axis]:
        if not isinstance(t, str) or t == tick:
            continue
        words = [stem(w) for w in _WORDS.findall(fold(t))]
        if any(words[i : i + len(want)] == want for i in range(len(words) - len(want) + 1)):
            out.append(Coord(axis, t, start, end))
    return out


_GLOSS_REACH = 40  # characters before a name that may hold the coloured mark it glosses


def _drawn_series(before: str) -> bool:
    """Whether a text ends on a mark drawn in a colour and the bracket or quote that opens the
    name after it ("… the orange bars (\"", "green line ("): that name is a series."""
    m = CLAIM_SHAPES.DRAWN_GLOSS.search(before)
    return m is not None and is_colour_word(m.group("colour"))
