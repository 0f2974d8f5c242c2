"""The literal strings a regular expression cannot match without: a cheap gate in front of a
search. Python's engine finds no literal prefix in a pattern that opens with a word boundary
(`\\b(?:highest|maximum|…)`) and tries it at every position of the text; asking first whether
the lowercased text holds one of the words ("highest", "maximum", …) spares most searches.

    required(r"\\b(?:rise|rose)s?\\b")   -> ("rise", "rose")
    required(r"\\d|\\bten\\b")            -> None  (a digit: no string is needed)

The gate is a necessary condition, never a sufficient one: every match of the pattern holds
one of the strings (lowercased, in `folded(text)`), so a text without any of them has no match,
and the search itself still decides. Lowercasing matches what `re.I` matches: the four
letters `re.I` pairs with ASCII ones beyond their own case ("ſ", "ı", "İ", "K") are folded to
them, and only ASCII or caseless characters are taken as literals.
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Iterator
from typing import Any

from extract.compiled import derived

# the parser of the standard library's `re` (no stub: its trees are tuples of (op, argument))
_PARSER: Any = importlib.import_module("re._parser")
_C: Any = importlib.import_module("re._constants")

_FOLD = str.maketrans({"ſ": "s", "ı": "i", "İ": "i", "K": "k"})

_END = sys.maxsize  # (as `re`'s own default end of a search)

Needed = frozenset[str] | None
"""Strings one of which every match holds (None: no such strings known)."""


def folded(text: str) -> str:
    """The text as the gate compares it: lowercased, the four `re.I` partners of ASCII
    letters made ASCII ("Riſe" -> "rise")."""
    return (text if text.isascii() else text.translate(_FOLD)).lower()


def required(pattern: str, flags: int = 0) -> tuple[str, ...] | None:
    """The lowercase strings one of which every match of `pattern` holds, the shortest of
    them as long as can be found (None: no gate, e.g. a pattern that matches a lone digit)."""
    need = _sequence(_PARSER.parse(pattern, flags))
    if not need:
        return None
    # a string holding another is found only where the other is ("maximum" where "max" is)
    return tuple(sorted(s for s in need if not any(t != s and t in s for t in need)))


def _char(code: int) -> str | None:
    """A literal the gate may use: ASCII (lowercased) or a character without case ("≥")."""
    c = chr(code)
    return c.lower() if c.isascii() or c.lower() == c.upper() == c else None


def _better(a: Needed, b: Needed) -> Needed:
    """Of two gates, the one whose shortest string is longer (then the one with fewer)."""
    if a is None or not a:
        return b
    if b is None or not b:
        return a
    ka, kb = (min(map(len, a)), -len(a)), (min(map(len, b)), -len(b))
    return a if ka >= kb else b


def _sequence(items: Any) -> Needed:
    """What a sequence of pattern items needs: its best run of literals or best item."""
    best: Needed = None
    run = ""
    for op, av in items:
        c = _char(av) if op is _C.LITERAL else None
        if c is not None:
            run += c
            continue
        best, run = _better(best, frozenset({run}) if run else None), ""
        best = _better(best, _item(op, av))
    return _better(best, frozenset({run}) if run else None)


def _item(op: Any, av: Any) -> Needed:
    """What one non-literal item needs (a group, an alternation, a repeat at least once,
    a class of a few plain characters)."""
    if op is _C.SUBPATTERN:
        return _sequence(av[-1])
    if op is _C.BRANCH:
        alternatives = [_sequence(p) for p in av[1]]
        if any(not a for a in alternatives):
            return None  # (an alternative that needs nothing: the whole needs nothing)
        return frozenset().union(*alternatives)  # type: ignore[arg-type]
    if op in (_C.MAX_REPEAT, _C.MIN_REPEAT, _C.POSSESSIVE_REPEAT) and av[0] >= 1:
        return _sequence(av[2])
    if op is _C.IN and all(o is _C.LITERAL for o, _ in av):
        chars = [_char(a) for _, a in av]
        return None if None in chars else frozenset(c for c in chars if c is not None)
    return None


def gate_of(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """The strings `required` finds for `pattern` as one pattern, to search `folded(text)`
    with (None: no gate). (Kept with the compiled patterns: `required` parses the pattern.)"""
    needed = derived("gate", pattern.pattern, pattern.flags, required)
    return re.compile("|".join(map(re.escape, needed))) if needed else None


class Gated:
    """A compiled pattern whose scans first ask the gate `required` derives from it: a text
    without any of the strings every match holds is not scanned. "four rows" needs "rows"
    or "columns" (`\\b(?:four|…)\\s+(?:rows|columns)\\b`); most sentences hold neither, and
    a pattern that opens on a word boundary and an alternation of count words is otherwise
    tried at every position. Answers as the pattern does (the gate never decides)."""

    __slots__ = ("_gate", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self._gate = gate_of(pattern)

    def may_match(self, text: str, pos: int = 0, endpos: int = _END) -> bool:
        """Whether text[pos:endpos] holds one of the gate's strings (no gate: it may match).
        (Every match found from `pos` to `endpos` lies inside that stretch, and the gate's
        strings are never taken from a look-behind or look-ahead.)"""
        if self._gate is None:
            return True
        part = text[max(pos, 0) : endpos] if pos > 0 or endpos < len(text) else text  # (re reads a negative pos as 0)
        return self._gate.search(folded(part)) is not None

    def search(self, text: str, pos: int = 0, endpos: int = _END) -> re.Match[str] | None:
        """The pattern's first match in `text`, as `pattern.search(text, pos, endpos)` finds it."""
        return self.pattern.search(text, pos, endpos) if self.may_match(text, pos, endpos) else None

    def finditer(self, text: str, pos: int = 0, endpos: int = _END) -> Iterator[re.Match[str]]:
        """The pattern's matches in `text`, as `pattern.finditer(text, pos, endpos)` finds them."""
        return self.pattern.finditer(text, pos, endpos) if self.may_match(text, pos, endpos) else iter(())
