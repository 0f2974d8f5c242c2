"""The units an axis names, which a coordinate may carry glued to its number:

    Non-embedding size (billion)   "~2B" is 2 (the axis counts billions)
    Latency (ms)                   "220 ms" is 220
    Tokens (in thousands)          "5k" is 5
    Size, marked at 1B, 2B, 4B     "~2B" is 2 (the ticks are written in B)
    Step                           "5k" is no coordinate: the axis names no thousands
    Step, marked 0, 10k, 20k       "~20k" is 20000: the ticks are the numbers 0, 10000, 20000
    Samples (10^4), marked 2, 4, 6 "2x10^4 samples" is 2: the axis counts in its multiplier


A unit the axis does not name is never dropped: "2B" on an axis of parameters could be 2 or
2,000,000,000, and a wrong cell is worse than an unread one."""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from itertools import pairwise

from extract.grammar import Shapes
from extract.numbers import SUPERSCRIPT

# the shapes of units, multiples and suffixed numbers in labels and ticks: grammars/bindings.lark's
_SHAPES = Shapes("bindings")

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
    "litre": "L",
    "litres": "L",
    "liter": "L",
    "liters": "L",
    "kilometre": "km",
    "kilometres": "km",
    "kilometer": "km",
    "kilometers": "km",
    "kilogram": "kg",
    "kilograms": "kg",
}
# stretches of time written out, a unit as much as the symbols above ("Warranty (years)")
_SPANS = frozenset("day days week weeks month months year years".split())


def unit_word(word: str) -> bool:
    """Whether a word is a unit written out: "seconds", "litres", "years"."""
    w = word.strip().casefold()
    return w in _SPELLED or w in _SPANS


# a unit written out closing a label: "Boil time in seconds", "water in the kettle in litres"
_UNIT_IN_WORDS = _SHAPES.UNIT_IN_WORDS


def unit_in_words(label: str | None) -> str | None:
    """The symbol of the unit a label names in words at its end ("the water in litres" -> "L"),
    or None."""
    m = _UNIT_IN_WORDS.search(label or "")
    return _SPELLED.get(m.group(1).casefold()) if m is not None else None


# "(ms)", "(req/s)", "(in ms)", "(GB)": a unit in the label's parenthesis, one short token
_PAREN_UNIT = _SHAPES.PAREN_UNIT  # "(ms)", "(€)"
# money counted in a scale: "Revenue ($M)", "Cost (€bn)", "Budget (£ k)" count in millions, billions, thousands
_MONEY_SCALE = _SHAPES.MONEY_SCALE
# the same unit closing a title or label: "Throughput (req/s)" is the throughput
UNIT_TAIL = _SHAPES.UNIT_TAIL


# a compound unit closing a label, digits and all: "(L/100 km)", "(g CO2/km)"
_WHOLE_UNIT = _SHAPES.WHOLE_UNIT
_NOTE = _SHAPES.AXIS_NOTE  # a parenthesis on an axis's line
# "marked at 1B, 2B, 4B": ticks written with a unit glued to them
_TICK_UNIT = _SHAPES.TICK_UNIT


def named_units(labels: Iterable[str | None], lines: Iterable[str] = ()) -> frozenset[str]:
    """The units the labels of one axis name ("Latency (ms)" -> {"ms", "latency"}, "Size
    (billion)" -> {"B", "b", "bn", "billion", "size"}: its longer words too), the words of
    the notes on its lines ('"Compute" (normalized FLOPs)' -> {"normalized", "flops"}; a
    scale word there names no unit), and the unit its statements' ticks are written with
    (a suffix two ticks share: "marked at 1B, 2B, 4B" -> {"B"})."""
    out: set[str] = {"%"}  # "81.5 %": a share is no change of scale
    for text in lines:
        marks = list(_TICK_UNIT.finditer(text))
        suffixes = [m.group(1) for m in marks]
        out.update(u for u in set(suffixes) if suffixes.count(u) >= 2)
        scaled = [m.group() for m in marks if m.group(1) in _SCALE_MARKS]
        if mixed_scales(scaled) is not None:
            out.update(s[-1] for s in scaled)  # "250M, 1B, 4B": "M" once, one count in two scales
        for note in _NOTE.findall(text):
            out.update(_words(note))
            if _WHOLE_UNIT.fullmatch(f"({note})") is not None:
                out.add(" ".join(note.split()))  # "Fuel Use (L/100 km), 4 to 10"
    for label in labels:
        if not label:
            continue
        for m in _PAREN_UNIT.finditer(label):
            out.add(m.group(1))
        for m in _MONEY_SCALE.finditer(label):
            out.add(m.group(1)[0].upper() if len(m.group(1)) > 1 else m.group(1))  # "Revenue ($M)": millions
        if (whole := _WHOLE_UNIT.search(label)) is not None:
            out.add(" ".join(whole.group(1).split()))  # "Fuel Use (L/100 km)": "5.4 L/100 km" is 5.4
        out.update(_words(label))
        if _SHORT_LABEL.fullmatch(label.strip()):
            out.add(label.strip().casefold())  # "pH": a label of one short word, which a coordinate may carry
        for word in _ASCII_WORD.findall(label):
            w = word.casefold()
            out.update(_SCALES.get(w, ()))
            if w in _SCALES:
                out.add(w.rstrip("s"))  # "2 billion"
    return frozenset(out)


# "(10^4)", "(×10³)", "(x 10^3)", "(10⁴)", "(in thousands)", "(millions)": an axis counted in a multiplier
_MULTIPLIER = _SHAPES.MULTIPLIER
_WORD_FACTORS = {"thousands": 1000, "millions": 10**6, "billions": 10**9}


def axis_multiplier(label: str | None) -> int | None:
    """The factor an axis's label says its numbers are counted in ("Unique samples (10^4)"
    -> 10000, "Tokens (×10³)" -> 1000, "Steps (×1000)" -> 1000, "Cost (in thousands)" -> 1000), or None."""
    m = _MULTIPLIER.search(label or "")
    if m is None:
        return None
    if m.group("w"):
        return _WORD_FACTORS[m.group("w").casefold()]
    if m.group("d"):
        return int(m.group("d").replace(",", ""))  # "(×1000)"
    exponent = int(m.group("e") or m.group("s").translate(SUPERSCRIPT))
    return 10**exponent if exponent >= 2 else None


# a multiple a label counts in, however it is worded: "($ thousands)", "(thousands of $)",
# "($000s)", "('000)", "(in millions of dollars)", "($k)", "(£M)", "(hundreds)"
_MULTIPLE_WORDS = _SHAPES.MULTIPLE_WORDS


def names_multiple(label: str | None) -> bool:
    """Whether a label says its numbers are counted in a multiple of the unit ("Revenue ($
    thousands)", "Sales ($000s)", "Tokens (10^3)"): then its 1,200 may be 1.2 million."""
    return bool(label) and (axis_multiplier(label) is not None or _MULTIPLE_WORDS.search(label or "") is not None)


# a number with a scale suffix glued, as a place is written: "30k", "~1.5M"
_SUFFIXED = _SHAPES.SUFFIXED
_SUFFIX_FACTORS = {"k": 1000, "m": 10**6, "b": 10**9, "t": 10**12}
# what every number written with a scale suffix holds: a digit right before the suffix
_DIGIT_SUFFIX = _SHAPES.DIGIT_SUFFIX


def may_hold_suffixed(text: str) -> bool:
    """Whether a number written with a scale suffix ("30k", "1.3B") may stand in `text`: a
    cheap test, false where no word of `text` is one (`suffixed` of any of its words is None)."""
    return _DIGIT_SUFFIX.search(text) is not None


def suffixed(text: str) -> tuple[int | float, str, str] | None:
    """A number written with a scale suffix, its hedge left off ("~30k" -> (30, "k", "30k")), or None."""
    m = _SUFFIXED.fullmatch(text.strip())
    if m is None:
        return None
    num, suffix = m.group("num"), m.group("suffix")
    return (float(num) if "." in num else int(num)), suffix, num + suffix


# the suffixes whose ticks are numbers ("10k" is 10,000): not "B" nor "T", which name model sizes ("7B")
_NUMBER_SUFFIXES = frozenset("kKM")


def suffixed_value(text: str) -> int | float | None:
    """The number a tick written with a thousands or millions suffix is ("10k" -> 10000,
    "1.5M" -> 1500000), or None (no such suffix; "7B" names a model size)."""
    got = suffixed(text)
    if got is None or got[1] not in _NUMBER_SUFFIXES:
        return None
    scaled = Decimal(str(got[0])) * _SUFFIX_FACTORS[got[1].casefold()]
    return int(scaled) if scaled == scaled.to_integral_value() else float(scaled)


def said_scaled(ticks: list[str], said: str) -> list[int | float] | None:
    """The numbers ticks written with the suffix "B" or "T" are where the text around them says
    what it stands for ('"50B", "100B" ("B" denotes billions)', "1T, 2T (T = trillion)") or that
    they count tokens ('"Training tokens" from 60B to 280B'), else None: alone, "7B" names a
    model's size. Two or more ticks, every one so written."""
    ticks = [t for t in ticks if len(t.strip()) > 1]  # ('"B" denotes billions': the suffix quoted, no tick)
    got = [suffixed(t) for t in ticks]
    suffixes = {g[1].casefold() for g in got if g is not None}
    if len(ticks) < 2 or None in got or len(suffixes) != 1:
        return None
    word = _SCALE_WORDS.get(suffixes.pop())
    if word is None or getattr(_SHAPES, word).search(said) is None:
        return None
    out = []
    for g in got:
        assert g is not None
        scaled = Decimal(str(g[0])) * _SUFFIX_FACTORS[g[1].casefold()]
        out.append(int(scaled) if scaled == scaled.to_integral_value() else float(scaled))
    return out


# what the text around ticks written with the suffix says they stand for: its word or tokens
_SCALE_WORDS = {"b": "SAID_BILLION", "t": "SAID_TRILLION"}
_SCALE_MARKS = frozenset("kKMBT")


def mixed_scales(ticks: list[str]) -> list[int | float] | None:
    """The numbers ticks written in two scales or more are, when in their order they only rise
    or only fall ("100M, 300M, 1B, 3B, 30B": one count passing from millions to billions, so
    "B" is billions), else None: alone, "7B, 13B, 70B" name models' sizes."""
    got = [suffixed(t) for t in ticks]
    if len(ticks) < 3 or any(g is None for g in got):
        return None
    if len({g[1].casefold() for g in got if g is not None}) < 2:
        return None
    out: list[int | float] = []
    for g in got:
        assert g is not None
        scaled = Decimal(str(g[0])) * _SUFFIX_FACTORS[g[1].casefold()]
        out.append(int(scaled) if scaled == scaled.to_integral_value() else float(scaled))
    rising = all(a < b for a, b in pairwise(out))
    falling = all(a > b for a, b in pairwise(out))
    return out if rising or falling else None


def scaled_value(text: str) -> int | float | None:
    """The number a place written with any scale suffix is ("50B" -> 50000000000), or None:
    for a place beside ticks that said_scaled made numbers."""
    got = suffixed(text)
    if got is None:
        return None
    scaled = Decimal(str(got[0])) * _SUFFIX_FACTORS[got[1].casefold()]
    return int(scaled) if scaled == scaled.to_integral_value() else float(scaled)


def written_with(text: str) -> bool:
    """Whether a line writes two or more numbers with a thousands or millions suffix ("ticks
    0, 10k, 20k", "1K, 10K, 100K, 1M"): its ticks are numbers so written."""
    return sum(1 for m in _TICK_UNIT.finditer(text) if m.group(1) in _NUMBER_SUFFIXES) >= 2


def counts_in(label: str | None, suffix: str) -> bool:
    """Whether an axis's label says it counts in the scale a suffix stands for ("Steps
    (thousands)", "Steps (k)", "Tokens (x 10^3)" for "k"): then "30k" is its 30."""
    if not label:
        return False
    return suffix in named_units([label]) or axis_multiplier(label) == _SUFFIX_FACTORS[suffix.casefold()]


def to_axis_units(cols: Iterable[object], stated: Iterable[object], factor: int) -> dict[object, int | float]:
    """The places written in full on an axis counted in `factor` ("2x10^4" and "20,000" on
    "Samples (10^4)"), each as the axis counts it (2), when every numeric place is written in
    full and no stated tick is (ticks 2, 4, 6 say the axis's own units); else nothing: a
    place of 3 beside one of 20000 is not sure."""
    numbers = {c for c in cols if isinstance(c, (int, float)) and not isinstance(c, bool) and c != 0}
    ticks = [t for t in stated if isinstance(t, (int, float)) and not isinstance(t, bool)]
    if not numbers or any(abs(t) >= factor for t in ticks) or any(abs(c) < factor for c in numbers):
        return {}
    out: dict[object, int | float] = {}
    for c in numbers:
        scaled = Decimal(str(c)) / factor
        out[c] = int(scaled) if scaled == scaled.to_integral_value() else float(scaled)
    return out


def leading_multiplier(text: str) -> str | None:
    """The multiplier's parenthesis a text opens on ("(x 10^3), categories 1 and 8" -> "(x
    10^3)", "(in thousands)"), or None."""
    m = _MULTIPLIER.match(text.lstrip())
    return m.group() if m else None


def without_multiplier(text: str) -> str:
    """A label without its multiplier's parenthesis ("Unique samples (10^4)" -> "Unique samples ")."""
    return _MULTIPLIER.sub("", text)


_ASCII_WORD = Shapes("figure").ASCII_WORD
_SHORT_LABEL = _SHAPES.SHORT_LABEL


def _words(text: str) -> set[str]:
    """The words of a label a coordinate may carry ("4 FLOPs" on "Compute (FLOPs)"),
    casefolded, and the symbols of units written out ("milliseconds" -> "ms")."""
    out = set()
    for word in _ASCII_WORD.findall(text):
        w = word.casefold()
        if len(w) > 2 and w not in _SCALES:
            out.add(w)
        if w in _SPELLED:
            out.add(_SPELLED[w])
    return out
