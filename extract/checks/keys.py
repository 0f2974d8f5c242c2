"""Cell keys that two write-ups of one figure share however they write them: a number
written as mathematics is the number ("$2^0$", "2⁰" and "1"; "$10^{-3}$" and "1e-3"), and a
series name loses its colour and marker notes ("Adam (blue line)", "Adam - orange" and
"Adam"). Used by the cross-document check; the reading (extract/interpret) keeps ticks as
written where it cannot tell a number."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from functools import lru_cache

from extract.memo import ACROSS
from extract.models import Tick
from extract.numbers import SUPERSCRIPT
from extract.text import loose, strip_md
from extract.wording import COLOR_WORDS, MARK_WORDS, shade_only

_SUPERSCRIPTS = re.compile("[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+")
_NUMBER = r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)"
# "2^0", "2^{-3}", "10^(3)", "5 × 10^3", "5x10^3", "1e-3", "3,000", "45%"
_POWER = re.compile(
    rf"^(?:(?P<m>{_NUMBER})\s*(?:×|x|\*|\\times|\\cdot|·)\s*)?(?P<b>{_NUMBER})\s*\^\s*[({{]?\s*(?P<e>{_NUMBER})\s*[)}}]?$"
)
_PLAIN = re.compile(rf"^{_NUMBER}(?:e[-+]?\d+)?%?$")
_MARKS = re.compile(r"[$`*_\s]|\\[,;! ]|\\left|\\right|\\mathrm|\\text")
_MINUS = str.maketrans({"−": "-", "–": "-", "—": "-"})

NOTE_WORDS = COLOR_WORDS | MARK_WORDS | frozenset("colored coloured color colour and with the in series".split())


def as_number(text: str) -> float | None:
    """The number a tick written as text stands for, or None: "$2^{-1}$" is 0.5, "2³" is 8,
    "1e-3" is 0.001, "5 × 10^3" is 5000, "3,000" is 3000."""
    s = _SUPERSCRIPTS.sub(lambda m: "^" + m.group().translate(SUPERSCRIPT), text.translate(_MINUS))
    s = _MARKS.sub("", s).replace("{", "").replace("}", "")
    s = re.sub(r"(?<=\d),(?=\d{3}\b)", "", s)
    if not s or len(s) > 40:
        return None
    if _PLAIN.match(s):
        try:
            return float(s.rstrip("%"))
        except ValueError:
            return None
    m = _POWER.match(s.replace("**", "^"))
    if m is None:
        return None
    try:
        value = float(m.group("b")) ** float(m.group("e")) * (float(m.group("m")) if m.group("m") else 1.0)
    except (OverflowError, ZeroDivisionError, ValueError):
        return None
    return value if isinstance(value, float) and math.isfinite(value) else None


def _notes(text: str) -> bool:
    """Whether `text` only says how a series is drawn ("blue line", "orange, dashed")."""
    words = re.findall(r"[a-z]+", text.casefold())
    return bool(words) and all(w in NOTE_WORDS for w in words)


def series_name(text: str) -> str:
    """A series name without notes of colour and marker: "Adam (blue line)", "Adam [blue]",
    "Adam - orange dashed" and "Blue line (Adam)" are all "Adam"; "Model-X (7B)" keeps "(7B)"."""
    s = strip_md(text).strip()
    m = re.fullmatch(r"([^()\[\]]+)[(\[]([^()\[\]]+)[)\]]", s)
    if m and _notes(m.group(1)) and not _notes(m.group(2)) and not shade_only(m.group(1)):
        return m.group(2).strip()
    while True:
        m = re.search(r"\s*(?:[(\[]([^()\[\]]*)[)\]]|(?:\s[-–—:]|,)\s*([^-–—,:]+))\s*$", s)
        if m is None or m.start() == 0 or not _notes(m.group(1) or m.group(2) or ""):
            break
        s = s[: m.start()]
    m = re.match(r"^([^:]+):\s*(\S.*)$", s)  # "Blue: Adam"
    if m and _notes(m.group(1)):
        s = m.group(2)
    return s.strip() or strip_md(text).strip()


_SI = re.compile(r"^\s*(?P<n>\d+(?:\.\d+)?)\s*(?P<m>[kKMGBT])\s*$")
_MULTIPLIER = {"k": 1e3, "K": 1e3, "M": 1e6, "G": 1e9, "B": 1e9, "T": 1e12}


def _multiplied(text: str) -> float | None:
    """The number a tick with a multiplier letter stands for: "55M" is 55000000, "1.5G"
    and "1.5 B" are 1500000000, "4k" is 4000; None for anything else ("10m" may be minutes)."""
    m = _SI.match(strip_md(text))
    return float(m.group("n")) * _MULTIPLIER[m.group("m")] if m else None


@lru_cache(maxsize=ACROSS)
def _text_key(text: str) -> object:
    number = as_number(text)
    if number is None:
        number = _multiplied(text)
    if number is not None:
        return round(number, 9)
    return loose(series_name(text))


def affixless(names: Iterable[str]) -> dict[object, object]:
    """The key each of one axis's names has without the words that all of them share at
    their start or end, where that leaves each name something of its own and the keys stay
    apart: "Attempt 1", "Attempt 2" are 1 and 2; "Static (Blue) Execution Time" and "Dynamic
    (Green) Execution Time" are "static" and "dynamic". Empty when there is nothing to drop
    (fewer than two names, or no word in common)."""
    split = {n: strip_md(n).split() for n in set(names)}
    if len(split) < 2 or not all(split.values()):
        return {}
    words = list(split.values())
    shortest = min(len(w) for w in words)
    head = 0
    while head < shortest and all(w[head].casefold() == words[0][head].casefold() for w in words):
        head += 1
    tail = 0
    while tail < shortest - head and all(w[-1 - tail].casefold() == words[0][-1 - tail].casefold() for w in words):
        tail += 1
    if not head and not tail:
        return {}
    out = {cell_key(n): _text_key(" ".join(w[head : len(w) - tail])) for n, w in split.items()}
    return out if head + tail < shortest and len(set(out.values())) == len(out) else {}


_REMARK = re.compile(r"^(?P<name>.*?\S)\s*[(\[][^()\[\]]+[)\]]$")


def aliases(names: Iterable[str]) -> list[dict[object, object]]:
    """What one axis's names may stand for in another write-up of the figure, by key, most
    literal first: without a trailing remark in brackets ("Blend 1 (Even)" is "blend1"),
    without the words all of them share (`affixless`), and without both ("Blend 1 (Even)",
    "Blend 2 (Code-heavy)" are 1 and 2). A way that would make two names one is not taken
    ("Model-X (7B)" and "Model-X (13B)" keep their remarks)."""
    names = sorted(set(names))
    bare = {n: m.group("name") if (m := _REMARK.match(strip_md(n).strip())) else n for n in names}
    out = [{}, affixless(names)]
    if len({_text_key(b) for b in bare.values()}) == len(bare) and any(b != n for n, b in bare.items()):
        out[0] = {k: v for n, b in bare.items() if (k := cell_key(n)) != (v := _text_key(b))}
        short = affixless(bare.values())
        out.append({cell_key(n): short[cell_key(b)] for n, b in bare.items() if cell_key(b) in short})
    return out


def cell_key(tick: Tick | None) -> object:
    """The key two write-ups share for one row or column."""
    if tick is None:
        return None
    if isinstance(tick, (int, float)) and not isinstance(tick, bool):
        return round(float(tick), 9)
    return _text_key(str(tick))


def display(tick: Tick | None) -> Tick | None:
    """A row or column as the consensus shows it: the number a tick stands for, or the
    name without colour notes."""
    if tick is None or isinstance(tick, (int, float)):
        return tick
    return _display(tick)


@lru_cache(maxsize=ACROSS)
def _display(tick: str) -> Tick:
    number = as_number(tick)
    if number is not None:
        return int(number) if number.is_integer() and abs(number) < 1e15 else number
    return series_name(tick)
