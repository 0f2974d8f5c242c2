"""The role a name plays on a data line, decided against the figure's vocabularies, not by
where it stands:

    Base            a legend entry                       the series
    7B              a tick of the x axis                 the category (or column) 7B
    Model Size: 7B  an axis's name and one of its ticks  the x axis at 7B ("Batch: 8", "7B Model")
    Value, Score    what a value is ("Data Point",       a measure: no coordinate at all
                    "Median (line inside box)", or the
                    value axis's own label)
    Total Count     the sum of a stack                   a total: no value of a cell
    Second Bar      where a mark stands ("Top Bar",      a place: it names nothing
                    "bottom", "Left Group")
    Alpha           none of these                        a name, whose role the line's shape decides

The assembler asks these of the names on a value's header path and on its line."""

from __future__ import annotations

from typing import Literal, Protocol

from extract.grammar import Shapes
from extract.interpret.points import series_name
from extract.interpret.units import axis_multiplier
from extract.models import Tick
from extract.numbers import parse_number, plain_decimal, times_power_of_ten
from extract.outline import names_place
from extract.statements import (
    axis_place_cuts,
    counted_number,
    head_of,
    joined_names,
    name_words,
    without_kind_lead,
    without_kind_tail,
    without_mark_tail,
    without_notes,
    without_place_opening,
)
from extract.text import has_digit, loose, singular, strip_md, symbols
from extract.wording import without_hedge

# The shapes of a name (a word for its kind, a mark, a preposition, a separator before a
# place) are grammars/names.lark's, its notes grammars/scales.lark's NOTE, its hedge built from
# inline.lark's APPROX_WORD (extract.wording); this module decides roles and holds no pattern.

Which = Literal["x", "y"]
_AXES: tuple[Which, Which] = ("x", "y")
_MAX_AT = 60


class Ticks(Protocol):
    """The axes of a panel as far as they are known: their labels and their ticks."""

    labels: dict[Which, str | None]

    def tick(self, which: Which, value: Tick) -> Tick | None: ...


def bare(text: str) -> str:
    """A name without markup, its parenthesised notes and its trailing colon."""
    return without_notes(strip_md(text)).strip().rstrip(":： ").strip()


def _words(text: str | None) -> set[str]:
    return {w.casefold() for w in name_words(without_notes(text or ""))}


def names_measure(text: str, value_label: str | None = None) -> bool:
    """Whether a name says what a value is rather than where it stands: a value noun ("Value",
    "Data Point", "Score", "Mean Accuracy", "Median (line inside box)") or the words of the
    value axis's label ("Runtime" with the values on "Runtime (s)")."""
    name = bare(text)
    if not name:
        return False
    words = _words(name)
    if words and _one_of_joined(words, value_label):
        return False  # "Precision" under a value axis "Precision / Recall": one of the lines drawn
    if head_of(name).names_measure:
        return True
    # "Performance Value" with the values on "Performance": the axis's words and value nouns
    named = {w for w in words if not head_of(w).names_measure}
    return bool(named) and {_word_key(w) for w in named} <= {_word_key(w) for w in _words(value_label)}


def _word_key(word: str) -> str:
    """A word without its plural "s" and its past "d": "Normalized" and "Normalize" (an axis
    label and a column header that spell the same word differently) are one word."""
    w = singular(word)
    return w[:-1] if w.endswith("ed") else w


def _one_of_joined(words: set[str], value_label: str | None) -> bool:
    """Whether the words are one of the names a value axis's label joins ("Precision" of
    "Precision / Recall", "Train Loss" of "Train Loss and Val Loss")."""
    if not value_label:
        return False
    parts = [_words(p) for p in joined_names(without_notes(value_label)) if p.strip()]
    return len(parts) >= 2 and words in parts


def unhedged(text: str) -> str:
    """A column's name without the hedge that opens it ("Approximate Count" is "Count")."""
    return without_hedge(text) or text


def anonymous_measure(text: str) -> bool:
    """A measure that names no quantity ("Value", "Data Point"): it cannot name a series."""
    return head_of(bare(text)).anonymous_measure


def without_mark(name: str) -> str:
    """A category's name without the mark word that follows it ("ModelA Bar (Left)" is ModelA)."""
    cut = without_mark_tail(bare(name))
    return cut if cut != bare(name) else name


def declared_after_kind(text: str, ticks: Ticks) -> tuple[Which, Tick] | None:
    """The axis and the tick a header names beside a kind word: "Category Q1" or "Q1 Dataset"
    with the x ticks Q1, Q2, Q3 is the tick Q1. Nothing unless the rest is a tick already declared."""
    name = bare(text)
    rest = without_kind_lead(name)  # "Category Q1", "Group 2 - Q1"
    if rest == name:
        rest = without_kind_tail(name)  # "GAIA Dataset (Leftmost Group)"
    if rest == name:
        return None
    rest = series_name(rest) or rest  # "Group 'B'": the quoted name
    on = [(a, t) for a in _AXES if (t := ticks.tick(a, rest)) is not None]
    return on[0] if len(on) == 1 else None


def axis_at(text: str, ticks: Ticks) -> tuple[Which, Tick] | None:
    """The axis and the place a name gives as "<axis name> <tick>" or "<tick> <axis name>":
    "Model Size: 7B" and "7B Model" with an x axis "Model Size" and a tick 7B, "Batch: 8"
    with an x axis "Batch" (a number need not be a tick yet); "At Step ~5000" is "Step 5000"
    (the preposition and the approximation say no more)."""
    name = without_place_opening(bare(text))  # "At Step 5000", "After epoch 3"
    if len(name) > _MAX_AT:
        return None  # a sentence, not an axis's name and a tick
    cuts = axis_place_cuts(name)
    hits: list[tuple[Which, Tick]] = []
    for which in _AXES:
        label = _words(ticks.labels[which])
        if not label:
            continue
        letters = symbols(ticks.labels[which])
        for a, b in cuts:
            for words, place in ((name[:a], name[b:]), (name[b:], name[:a])):
                said = _words(words)
                if not said and words.strip().casefold() in letters:
                    said = label  # "k = 10" with an x axis "k values" or "Sample Size (k)": its symbol
                if not said or not {singular(w) for w in said} <= {singular(w) for w in label} or has_digit(words):
                    continue
                found = ticks.tick(which, place)
                number = place[1:].lstrip() if place[:1] in ("~", "≈", "∼") else place  # "~5000"
                if found is None:
                    found = plain_decimal(number)
                if found is None:
                    found = _in_multiplier(number, ticks.labels[which])
                if found is None and times_power_of_ten(number.strip()):
                    found = parse_number(number.strip())[0]  # "Steps = 2×10³" on an axis of plain steps: 2000
                if found is not None:
                    hits.append((which, found))
                    break
            else:
                continue
            break
    return hits[0] if len(hits) == 1 else None


def _in_multiplier(number: str, label: str | None) -> int | float | None:
    """A place written in full on an axis counted in a multiplier, as the axis counts it:
    "2×10³" (or "2,000") on "Steps (×10³)" is 2; None when the axis names no multiplier or
    the text is no number."""
    factor = axis_multiplier(label)
    try:
        value = parse_number(number)[0] if factor else None
    except ValueError:
        return None
    if value is None or factor is None:
        return None
    scaled = value / factor
    return int(scaled) if scaled == int(scaled) else scaled


_SHAPES = Shapes("bindings")  # HOLE_LABEL

Role = Literal["series", "x", "y", "measure", "total", "place", "name"]


def names_total(text: str, value_label: str | None = None, whole: bool = False) -> bool:
    """Whether a name is the sum of a stack or the gap between bars: "Total Success Rate",
    "Total Count" (the word "Total" before a measure or a word of the value axis's label),
    "Difference", "Performance Gap"; not a category called "Total" (the legend and the ticks
    are asked first). Of a pie (`whole`), any "Total …" ("Total Crates: 8,200") is the whole
    its slices share, and what a donut writes in its hole ("Centre label") is no slice."""
    words = bare(text).split()
    if words and all(w.casefold() in _GAP_WORDS or names_measure(w, value_label) for w in words):
        return any(w.casefold() in _GAP_WORDS for w in words)  # "Difference", "Performance Gap": between bars
    if whole and words and words[0].casefold() == "total":
        return True
    if whole and _SHAPES.HOLE_LABEL.fullmatch(" ".join(words)):
        return True  # "Centre label: 8 hours": what a donut writes in its hole, no slice
    if len(words) < 2 or words[0].casefold() != "total":
        return False
    rest = " ".join(words[1:])
    if names_measure(rest, value_label):
        return True
    # "Total memory cost" with the values on "Memory (GB)": a short noun of the value axis's
    # words ("Total Throughput for Batch Size 10" says where, and stays a name)
    named = name_words(rest)
    on_axis = {_word_key(w.casefold()) for w in named} & {_word_key(w) for w in _words(value_label)}
    return bool(on_axis) and len(named) <= _MAX_TOTAL_WORDS and " ".join(named) == rest


_MAX_TOTAL_WORDS = 3

# what a label annotated between two bars says: the gap of one over the other, no bar of its own
_GAP_WORDS = frozenset(["difference", "gap", "margin"])


class Vocabulary:
    """What a panel's names can be: the legend's entries (series), its axes' ticks and names,
    and the label of the axis its values are read on."""

    __slots__ = ("legend", "ticks", "value_label", "whole")

    def __init__(self, legend: set[str], ticks: Ticks, value_label: str | None, whole: bool = False) -> None:
        self.legend = legend
        self.ticks = ticks
        self.value_label = value_label
        self.whole = whole  # a pie's: its slices share one whole

    def entry(self, text: str) -> str | None:
        """The legend entry a name gives: the entry itself ("Geomean (Dark Gray)"), the entry
        and its central statistic ("Cluster A Median"), or a number the legend lists after the
        words that say what it counts ("Threshold 64" with 64 in the legend)."""
        name = series_name(text) or bare(text)
        if loose(name) in self.legend:
            return name
        entry, _, statistic = name.rpartition(" ")
        if statistic.casefold() in ("median", "mean", "average") and loose(entry) in self.legend:
            return entry  # "Cluster A Median: ~20" under a box's category: the entry's central value
        counted = counted_number(name)  # "Threshold 64"
        return counted if counted is not None and loose(counted) in self.legend else None

    def role(self, text: str) -> tuple[Role, Tick | None]:
        """The role of a name and what it gives: the series (as the legend keys it), the tick
        of the axis it names, or the name itself; a measure and a place give nothing."""
        name = series_name(text) or bare(text)
        on = [(a, t) for a in _AXES if (t := self.ticks.tick(a, name)) is not None]
        if len(on) == 1:
            return on[0]  # a tick, even when the legend lists it too (one colour per category)
        if loose(name) in self.legend or loose(bare(text)) in self.legend:
            return "series", name
        at = (axis_at(text, self.ticks) or declared_after_kind(text, self.ticks)) if not on else None
        if at is not None:
            return at
        if names_measure(text, self.value_label):
            return "measure", None
        if names_total(text, self.value_label, self.whole):
            return "total", None
        if names_place(bare(text)):
            return "place", None
        return "name", name
