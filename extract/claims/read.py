"""Recognising checkable statements in prose: one recogniser per claim kind, each turning
a clause into a Spec (what is claimed, about which panels and cells). Judging a Spec
against the data is claims/judge.py's job."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from itertools import pairwise
from statistics import median

from extract.claims.affixes import affixed_coords
from extract.claims.colours import colour_coords
from extract.claims.mentions import (
    UNIT_ABBREVIATIONS,
    Coord,
    Mentions,
    axis_keys,
    content_words,
    find,
    name_pattern,
    one_point_each,
    single_column,
    single_series,
    stem,
    title_names,
)
from extract.claims.numbered import numbered_coords
from extract.claims.ranked import RANKED_FEW, ranked_few
from extract.claims.scope import Scope, axis_words, leading_scope, ordered_stretch, stretches
from extract.claims.triggers import Trigger, Wake, trigger_of, triggered_by
from extract.claims.vocabulary import CLAIM_SHAPES, vocab, words
from extract.interpret.points import only_notes
from extract.literals import Gated
from extract.memo import per_document
from extract.models import Cell, Panel, Tick
from extract.numbers import plain_decimal
from extract.outline import leading_label
from extract.reader import Line, Num, Phrase
from extract.statements import Bound, bound_of
from extract.text import TickIndex, loose, month_spellings, same_tick, strip_md, tick_key
from extract.wording import APPROX_WORDS, COUNT_WORD, HEDGE, colour_phrase, count_value

Quantifier = str  # "all" | "most" | None


def _axis_index(panel: Panel, axis: str) -> TickIndex:
    """The keys of an axis (axis_keys), indexed once per panel: a claim looks its numbers
    up there instead of comparing each with every tick."""
    index = panel._memo.get("axis index " + axis)
    if index is None:
        index = panel._memo["axis index " + axis] = TickIndex(list(axis_keys(panel, axis)))
    return index


def _bin_edges(panel: Panel) -> frozenset[float]:
    """The ends of the bins an axis of stretches draws ("0-2", "2-4" -> 0, 2, 4), once per
    panel: a range of two of them ("between 6 and 9 hops" over bins "6-9") names bins, not
    values."""
    found = panel._memo.get("bin edges")
    if found is None:
        edges: set[float] = set()
        for key in axis_keys(panel, "x"):
            ends = str(key).replace("\u2013", "-").split("-") if isinstance(key, str) else []
            if len(ends) == 2 and all(e.strip().replace(".", "", 1).isdigit() for e in ends):
                edges.update(float(e) for e in ends)
        found = panel._memo["bin edges"] = frozenset(edges)
    return found


def binned_columns(panel: Panel) -> list[str]:
    """The columns of a panel that are bins, stretches of a numbered axis ("0–100",
    "100-200"), in the order the cells give them."""
    out: list[str] = []
    for c in panel.cells:
        key = c.col
        ends = str(key).replace("\u2013", "-").replace("\u2014", "-").split("-") if isinstance(key, str) else []
        if len(ends) == 2 and all(e.strip().replace(".", "", 1).isdigit() for e in ends) and key not in out:
            out.append(str(key))
    return out


_MAX_KEYS_LOOKED = 50  # column keys whose words may name the x axis (a panel may hold thousands)
# the words before a number that may make it a place: "at 12", "in ~5", "located at approximately 6"
_AT_PLACE = CLAIM_SHAPES.AT_PLACE
# nouns that count places along an axis, never values: "across 2-10 hour intervals", "over 3-5 epochs"
_PLACE_NOUNS = frozenset(
    stem(w)
    for w in "second minute hour day week month year interval epoch step iteration layer round stage "
    "turn shot bin window".split()
)


def _x_words(panels: list[Panel]) -> set[str]:
    """The stemmed words of the panels' x axis labels."""
    return {stem(w) for p in panels if p.x is not None for w in content_words(p.x.label)}


def turns(text: str) -> bool:
    """Whether a sentence says a rise and then a fall, or the reverse ("rises sharply to the
    7.5-10k bin, then decreases for each higher bin"): a turn, no one trend."""
    verb = _TREND.search(text)
    then = CLAIM_SHAPES.IN_TURNS.search(text[verb.end() :]) if verb is not None else None
    if verb is None or then is None:
        return False
    later = _TREND.search(text, verb.end() + then.end())
    return later is not None and (later.group("up") is None) != (verb.group("up") is None)


def _all_numbers(panel: Panel, axis: str) -> bool:
    """Whether an axis has keys (axis_keys) and every one is a number."""
    keys = axis_keys(panel, axis)
    return bool(keys) and all(isinstance(k, (int, float)) and not isinstance(k, bool) for k in keys)


def _numbered(panel: Panel, axis: str) -> bool:
    """Whether at least two keys of an axis (axis_keys) are numbers (once per panel and axis)."""
    found = panel._memo.get("numbered " + axis)
    if found is None:
        found = panel._memo["numbered " + axis] = sum(isinstance(k, (int, float)) for k in axis_keys(panel, axis)) >= 2
    return found


@dataclass(slots=True)
class Spec:
    """One claim as read: its kind, where it is, and what it says."""

    kind: str
    line: Line
    start: int
    end: int
    panels: list[Panel]  # the panels the claim speaks of
    pooled: bool = False  # one judgement over all its panels ("the highest in the entire chart")
    named: bool = True  # the clause names its panels (or sits under one); False: it could be any
    stat: str | None = None  # extreme: "max" / "min"
    value: Num | None = None
    low: Num | None = None
    high: Num | None = None
    approx: bool = False
    slice: list[Coord] = field(default_factory=list)  # cells the claim is restricted to
    location: list[Coord] = field(default_factory=list)  # where an extreme or value is said to be
    points: int | None = None  # "achieved at two points"
    quantifier: Quantifier | None = None
    relation: str | None = None  # ">" / "<"
    subject: list[Panel] | list[Coord] = field(default_factory=list)
    other: list[Panel] | list[Coord] = field(default_factory=list)
    axis: str | None = None  # trend: "x" / "y"
    rising: bool = True  # trend direction along increasing ticks
    strict: bool = False  # trend: every step ("steadily"), range: both ends ("ranges from")
    count: int | None = None
    noun: str | None = None  # count: "panels", "rows", "columns"
    grid: tuple[int, int] | None = None  # count: "a 4 × 5 grid": rows and columns, said together
    inclusive: bool = False  # threshold: the bound itself meets it ("at least 12", "no city exceeds 42")
    negated: bool = False  # threshold: read from a negation ("no cell exceeds 60": all are at most 60)
    off_diagonal: bool = False  # the cells off the diagonal of a square grid ("largest off-diagonal value")
    on_diagonal: bool = False  # the cells on it ("every diagonal cell is above 0.8")
    unresolved: list[str] = field(default_factory=list)  # labels on both axes it does not place
    unplaced: list[str] = field(default_factory=list)  # places it gives that are no ticks ("Layer = 7")
    excluded: list[Coord] = field(default_factory=list)  # "all but GPT-2", "except EN-SW": left out
    # threshold: how many meet the bound against half of them ("half of the models exceed
    # 50%": "="; "fewer than half": "<"; "more than half": ">"; "at least half": ">=")
    share: str | None = None
    rank: int | None = None  # extreme "stack total": its place from that end ("the second-highest total": 2)
    fraction: float = 0.5  # threshold: the share `share` is said against ("a third of the varieties": 1/3)
    presence: bool = False  # threshold "≤ 0" from "appears only in X": its excluded are the only places with a share
    each_end: bool = False  # extreme: one of the two ends a clause places apart ("highest on Thu and lowest on Mon")
    # where the words the claim rests on end, when a second statement follows in the same
    # clause ("peaks at 30 and declines afterwards", "rises across all epochs and finishes …")
    own_end: int | None = None
    # where they start, when a first statement with words of its own comes before ("plateaus
    # early and remains below B throughout": the comparison is "remains below B throughout")
    own_start: int | None = None
    stretch: bool = False  # its slice holds the ticks of a stretch it bounds ("after ~60 steps")
    # comparison: said at one end of the x axis ("starts lower than B": "first"; "ends above B": "last")
    endpoint: str | None = None
    listed: list[str] = field(default_factory=list)  # count: the names the sentence enumerates after it
    out_of: int | None = None  # "highest in two out of the four datasets": how many groups it says there are
    enumerated: int | None = None  # count of series: how many the text enumerates (legend, table header)
    whole_list: bool = False  # count: its list is in brackets right after the noun ("4 models (A, B, C)")
    labelled: bool = False  # count: judged on a labelled list elsewhere ("Regions covered: North, South")
    # the scope phrase it opens with, when that names something not given ("For the larger models,")
    unscoped: str | None = None
    # threshold: the one measure the clause before named, on an axis of measures this clause names
    # none of ("The lowest F1 is 70.1, so no system is below 70": F1, not every column)
    measure_before: str | None = None
    stated: list[Num] = field(default_factory=list)  # top: the values it gives ("the two highest (11, 17)")
    # extreme: the other panels, when the panel it opens on is where the extreme is, taken over
    # the same cell of each panel ("Model-L has the highest "Wrong" (42.9%)" over a pie per model)
    rivals: list[Panel] = field(default_factory=list)
    title: str = ""  # the write-up's title ("Stars on GitHub (k) by Quarter": the unit of its values)
    # points: the measure that picks the point and the one said of it ("the point with the
    # highest cost also has the lowest accuracy"), each a column's name, or POINT_X (its x
    # position) or POINT_VALUE (its value); first_stat: "max" / "min" of the first
    measures: tuple[str, str] = ("", "")
    first_stat: str | None = None
    # comparison "diff": the way a change of one series is said to run ("fell by 0.07": "down")
    way: str | None = None

    @property
    def text(self) -> str:
        return strip_md(self.line.raw[self.start : self.end])

    @property
    def unnamed(self) -> str:
        """The text with the ticks it names blanked out: a name is no negation ("A slightly
        outperforms None and B", None a method)."""
        raw = self.line.raw
        for c in (*self.subject, *self.other, *self.slice, *self.location):
            if isinstance(c, Coord) and self.start <= c.start < c.end <= self.end:
                raw = raw[: c.start] + " " * (c.end - c.start) + raw[c.end :]
        return strip_md(raw[self.start : self.end])


# ------------------------------------------------------------------ vocabulary

_MAX = vocab("MAX")  # the vocabulary of grammars/claims.lark
_MIN = vocab("MIN")
_SUPERLATIVE = CLAIM_SHAPES.READ_SUPERLATIVE
_SIZED_KIND = re.compile(vocab("SIZED_KIND"))
_NOT_EXTREME = re.compile(
    rf"\b(?:second|third|one of the(?!\s+{COUNT_WORD}\s)|among the|near the|close to the|next)\b|"
    # ("comparable to the peak", "similar to the highest", "just short of the maximum": set beside it)
    r"\b(?:comparable|similar|equal|close|level)\s+(?:to|with)\s+the\b|\b(?:short\s+of|shy\s+of)\s+the\b|"
    r"\b(?:best|top|worst|bottom|highest|lowest|leading|quickest|slowest|strongest|weakest)\s+"
    r"(?:two|three|four|five|\d{1,2})\b|\b(?:two|three|four|five)\s+(?:[\w-]+\s+)?"
    r"(?:best|top|highest|lowest|worst|strongest|weakest|quickest|slowest|largest|smallest)\b|"
    # "is below the peak", "well short of the maximum", "higher than the lowest": measured
    # against the extreme, no claim that it is one
    r"\b(?:below|under|beneath|above|over|short\s+of|off|than|within|behind|approaching)\s+"
    r"(?:the|its|their|this|that)\s+(?:[\w-]+\s+)?(?=(?:peak|maximum|max|minimum|highest|lowest|best|worst|top)\b)",
    re.I,
)  # "the best two", "the two quickest": leaders, not one extreme
# "diagonal dominance", "a dominant diagonal", "diagonally dominant", "the diagonal dominates"
_DIAGONAL = CLAIM_SHAPES.READ_DIAGONAL
# "… cells all have values of", "… values are", "… is exactly": one value said of every cell
_EQUALS = CLAIM_SHAPES.EQUALS
_BRIDGE_STEPS = CLAIM_SHAPES.BRIDGE_STEPS  # "four intermediate steps between the two totals"
# an exception of one cell by its row and column: "except (5,5)", "except at (3, 3)"
_EXCEPT_CELL = CLAIM_SHAPES.EXCEPT_CELL
# "every diagonal cell", "on the diagonal", "along its diagonal": the cells whose row is their column
_ON_DIAGONAL = CLAIM_SHAPES.ON_DIAGONAL
_POOLED = words("POOLED")
# a later clause that restricts the one before: ", and only at 1 KB", "but only in 2021"
_LATER_ONLY = CLAIM_SHAPES.LATER_ONLY
# a bound right before a number: "at least 9 medals", "more than 3 models", "up to 40 ms"
_BOUND_LEAD = CLAIM_SHAPES.BOUND_LEAD
# the whole panel as the scope of an extreme ("the shortest in the chart", "of all the bars")
_WHOLE = CLAIM_SHAPES.READ_WHOLE
_ALL = words("ALWAYS")
_MOST = words("MOSTLY")
_APPROX = CLAIM_SHAPES.APPROXIMATE
_POINTS = re.compile(
    # ("Albion sit bottom with 18 points": a score in points, the value, no count of places)
    r"(?:(?![\w.,]+\s+points\b)|(?<!\bwith\s)(?<!\bon\s)(?<!\bof\s)(?<!\bhas\s)(?<!\bhave\s)(?<!\bhad\s)"
    r"(?<!\bscores\s)(?<!\bscoring\s))"
    rf"(?<![+\-−±])\b(?P<n>{COUNT_WORD}|multiple|several)\s+(?:points|cells|locations|places|configurations)\b"
    r"(?!\s+(?:above|below|higher|lower|more|less|ahead|behind|over|under|better|worse|up|down|clear|short|"
    r"of\s+(?:improvement|gain|difference|lead|margin|accuracy)))",
    re.I,
)  # ("3 points above 16 layers", "(+12 points)": a difference in points, not where an extreme is)

_HIGHER = vocab("HIGHER")
_LOWER = vocab("LOWER")
_COMPARE = re.compile(rf"\b(?:(?P<gt>{_HIGHER})|(?P<lt>{_LOWER}))\b", re.I)

# a comparison in speed or in price ("Tool B is slower than Tool A", "Z is cheaper than Y"):
# which way its values run the measure says (a time, a rate, a price); said with a verb of
# being (not "converges faster than", a pace) and "than" right after
_WAY_COMPARE = re.compile(
    r"\b(?:is|are|was|were|runs?|ran)\s+(?:(?:much|far|slightly|considerably|significantly|noticeably|somewhat)\s+)?"
    r"(?:(?P<fast>faster|quicker)|(?P<slow>slower)|(?P<cheap>cheaper|less\s+expensive|less\s+costly)|"
    r"(?P<dear>pricier|costlier|more\s+expensive|more\s+costly))\s+than\b|"
    # "Masters take longer than Experts", "needs less time than": over a time, more (less) of it
    r"\b(?:takes?|took|needs?|needed|spends?|spent)\s+(?:(?:much|far|slightly|a\s+little|somewhat)\s+)?"
    r"(?:(?P<long>longer|more\s+time)|(?P<short>less\s+time))\s+than\b",
    re.I,
)
_COMPARE_OR_WAY = re.compile(f"{_COMPARE.pattern}|{_WAY_COMPARE.pattern}", re.I)


def _way_relation(hit: re.Match[str], measure: str) -> str | None:
    """Which way a comparison in speed or price runs over values of the measure: ">" where
    faster is more (a rate: "Throughput (tokens/s)") or dearer is more (a price), "<" where
    faster is less (a time: "Latency (ms)"); None where the measure says neither."""
    if hit.group("cheap") or hit.group("dear"):
        if not CLAIM_SHAPES.COST_LABEL.search(measure):
            return None
        return "<" if hit.group("cheap") else ">"
    rate, time = bool(CLAIM_SHAPES.RATE_METRIC.search(measure)), bool(CLAIM_SHAPES.TIME_METRIC.search(measure))
    if rate == time:
        return None
    if hit.group("long") or hit.group("short"):
        return None if rate else ">" if hit.group("long") else "<"  # (of a time: its value)
    more_is_faster = rate
    return ">" if more_is_faster == bool(hit.group("fast")) else "<"


def bars_along_x(panel: Panel) -> bool:
    """Whether a panel's cells stand on the ticks its y axis lists (horizontal bars: "The
    vertical axis lists five frameworks", the horizontal one "Latency (ms)", 0 to 50): its x
    axis measures the values, and its label and unit are theirs."""
    if panel.y is None or not panel.cells:
        return False
    held = panel._memo.get("bars along x")
    if held is None:
        names = {loose(str(t)) for t in panel.y.ticks if isinstance(t, str)}
        held = panel._memo["bars along x"] = bool(names) and all(
            isinstance(c.col, str) and loose(c.col) in names for c in panel.cells
        )
    return bool(held)


def _values_label(p: Panel) -> str:
    """The label of a panel's values: its scale's, else its y axis's, else (horizontal bars)
    its x axis's; "" when it says none."""
    if p.scale is not None:
        return p.scale.label or ""
    if p.y is not None and p.y.label:
        return p.y.label
    return (p.x.label or "") if p.x is not None and bars_along_x(p) else ""


def _same_labels(panel: Panel) -> bool:
    """Whether both axes of a panel list the same names (a confusion or correlation matrix)."""
    xs = {loose(str(t)) for t in axis_keys(panel, "x")}
    return len(xs) >= 2 and xs == {loose(str(t)) for t in axis_keys(panel, "y")}


def _compare_word(text: str) -> re.Match[str] | None:
    """The first word of comparison in the text that is no part of a hyphenated name ("Top-p",
    "Low-rank", "top-1": the name of an axis or a method, not "tops" or "lower")."""
    for hit in _COMPARE.finditer(text):
        glued = text[hit.end() : hit.end() + 1] == "-" or text[max(0, hit.start() - 1) : hit.start()] == "-"
        if not glued:
            return hit
    return None


# the verb and the rest a lead is over: "outperforms all others", "leads the runner-up"
_OVER_THE_REST = CLAIM_SHAPES.OVER_THE_REST


# a change by an amount over the whole x axis: "declines by about 20% over the period"
_OVER_WHOLE_PERIOD = CLAIM_SHAPES.OVER_WHOLE_PERIOD
# "Across the 40 epochs the loss falls by 1.20": the period first, then the change
_PERIOD_FIRST = CLAIM_SHAPES.PERIOD_FIRST
_PERIOD_CHANGE_BY = CLAIM_SHAPES.PERIOD_CHANGE_BY
_OVER_PERIOD_WORDS = re.compile(rf"{_OVER_WHOLE_PERIOD.pattern}|{_PERIOD_FIRST.pattern}")
# the subject of a spread, when it is a whole group: "the three models", "all five optimizers",
# "Lyra's scores" (the name blanked), "On Go," (the place blanked), "its values"
_GROUP_SAID = re.compile(
    rf"(?:^|[,:]\s*|\b(?:on|in|at|for)\s+\S+\s*,?\s*)(?:(?:the|all|its|their)\s+)?(?:(?P<n>{COUNT_WORD}|both)\s+)?"
    r"[\w-]*\s*$|['’]s?\s+[\w-]+\s*$",
    re.I,
)
# how far apart a group's values are: "within 5 points of one another", "span more than 25
# points", "vary by less than 2 points", "the spread … is 15 points"
_SPREAD = CLAIM_SHAPES.READ_SPREAD
# one name, then "leads" where it is: "Country South leads in 2020" (not "leads to", "leads by 5")
_LEADS_ONE = CLAIM_SHAPES.LEADS_ONE
_BOX_PLOT = words("BOX_PLOT")
_NAMES_NEXT = re.compile(r"[\s*_`\"“”]*(?:the\s+)?")  # (between "belong to" and the first name)
# what joins a place to the value after it: "in Jan (12.4)", "in Jan at 12.4", "Jan: 12.4"
# (or a space alone: "with the widest spread (SD 2.0)")
_PLACE_THEN_VALUE = re.compile(rf"[*_`\s]*(?:(?:\(|[:=]|\bat\b)[*_`\s]*)?{HEDGE}?", re.I)
# (the judge asks them too: which way an order of merit runs)
TIME_METRIC, RATE_METRIC = CLAIM_SHAPES.TIME_METRIC, CLAIM_SHAPES.RATE_METRIC
_SPEED_WORDS = frozenset(("fastest", "slowest"))
# the word right after a value, its unit or what it counts: "120 minutes", "(1,510 visitors)"
_BRACKETED = CLAIM_SHAPES.BRACKETED
# a peak (a trough) the series turns at: the extreme of the series
_PEAK = CLAIM_SHAPES.PEAK
_EACH_END_MAX = frozenset("highest largest greatest biggest".split())
_RATIO_WAY = words("RATIO_WAY")  # "four times slower": the ratio's way, not said
# "three times as large as", "twice as large as", "twice the size of": a ratio said in words
_TIMES_WORD = CLAIM_SHAPES.TIMES_WORD
# "twice as fast as", "three times as cheap as": a speed or a price, whose values may run either way
_AS_FAST_AS = CLAIM_SHAPES.AS_FAST_AS
# "1.5x faster than", "three times slower than", "twice as fast as": a ratio whose way is not said
_RATIO_EITHER_WAY = CLAIM_SHAPES.RATIO_EITHER_WAY
# "by 25% relative to B", "by 25 percent in relative terms": a change as a share of B's value
_RELATIVE_TO = CLAIM_SHAPES.RELATIVE_TO
_RATIO_BOUND = CLAIM_SHAPES.RATIO_BOUND
_DIFF_VERB = words("DIFFERS")
_CHANGE_VERB = words("CHANGES")
_MULTIPLE = {"doub": 2, "trip": 3, "quad": 4}
# the "by" before a gap, with the bound it may put on it: "by 4", "by about 4", "by more than 4"
_BY_GAP = CLAIM_SHAPES.BY_GAP
# a bound right before a gap that a comparative follows: "more than 100 points behind",
# "at least 3 points higher than"
_GAP_BOUND_BEFORE = CLAIM_SHAPES.GAP_BOUND_BEFORE
# between two gaps said as ranges, each with its places: "… by 10–15 points in A and B, and
# 5–10 points in the other benchmarks": the first gap's points and places, then "and"
_GAP_PLACES = CLAIM_SHAPES.GAP_PLACES
# the second gap's places: every other category ("in the other benchmarks", "on the rest")
_GAP_OTHERS = CLAIM_SHAPES.GAP_OTHERS
# a statement said of the whole x axis ("throughout", "at every step", "all along")
_WHOLE_AXIS = words("WHOLE_AXIS")
# a word that makes the tick after it the bound of a stretch: "after ~60 steps", "until epoch 5"
_BOUND_WORD = CLAIM_SHAPES.BOUND_WORD
_EVERYWHERE = words("EVERYWHERE")
_OTHERS = words("OTHERS")

_UP = vocab("UP")
_DOWN = vocab("DOWN")
_TREND = CLAIM_SHAPES.TREND
_AWAY = words("AWAY")
# "the rate of increase in speedup decreases", "rises at an accelerating rate": the speed of
# the trend slows (quickens) along its axis
_RATE_DOWN, _RATE_UP = vocab("RATE_DOWN"), vocab("RATE_UP")
_BEND = re.compile(
    rf"\brate\s+of\s+(?:{vocab('RATE_OF')})\b[^.;]{{0,60}}?\b(?:(?P<slow>{_RATE_DOWN})|{_RATE_UP})\b|"
    rf"\b(?:{_UP}|{_DOWN})\s+at\s+an?\s+(?:(?P<slow2>{_RATE_DOWN})|{_RATE_UP})\s+(?:rate|pace)\b",
    re.I,
)  # a rise or fall by the distance from a point
_FALLING_STEMS = ("decreas", "declin", "fall", "fell", "drop", "shrink", "shrank", "go down", "goes down", "went down")
# a run between two places named by words: "from February to July", "from the Bridge to the Estuary"
# (numbers are values or ticks the mentions place: "from 10B to 160B tokens")
_NUMBERED_RUN = CLAIM_SHAPES.NUMBERED_RUN  # "from day 12 to day 18"
_RANKED_FOR = CLAIM_SHAPES.RANKED_FOR  # "ranks second for NO2"


def _names_whole_axis(run: re.Match[str], panel: Panel, axis: str) -> bool:
    """Whether the two ends of a run in words are the first and the last tick of `axis`,
    written whole where the ticks are short ("from January to June" over Jan … Jun)."""
    keys = [k for k in axis_keys(panel, axis) if isinstance(k, str)]
    if len(keys) < _MIN_LINE_TICKS:
        return False
    one, two = (run.group(g).split()[0].casefold().strip(".,;:!?'’") for g in ("one", "two"))

    def spells(word: str, key: str) -> bool:
        k = key.casefold().rstrip(".")
        return word == k or (len(k) >= 3 and word.startswith(k) and word.isalpha())

    return spells(one, keys[0]) and spells(two, keys[-1])


# the ends of a run that say the whole axis, not two places on it
_WHOLE_RUN_WORDS = frozenset(
    "left right top bottom start beginning end finish first last low high lowest highest small smallest large "
    "largest short shortest long longest min max minimum maximum early late earliest latest one side".split()
)
_OVERTAKES = words("OVERTAKE")
_DOMINATED = words("DOMINATED")
_MINOR_PART = words("MINOR_PART")
# between the names after "smaller contributions from": commas, "and", a value or colour in brackets
_NAME_GAP = re.compile(r"[\s,*_`\"“”]*(?:\([^()]*\)[\s,*_`\"“”]*)?(?:(?:and|&)\s+)?[\s*_`\"“”]*")
_PART_END = re.compile(r"[\s*_`\"“”]*(?:\([^()]*\)[\s*_`\"“”]*)?[.:;]?[\s*_`]*")
# what may stand before "overtakes" when the header names the series: "it", "then it", "soon"
_BARE_SUBJECT = re.compile(r"\W*(?:(?:and|then|it|later|soon|eventually|finally)\s+){0,3}", re.I)


def _past_degrees(raw: str, at: int) -> int:
    """Where a degree sign right after `at` ends (`at` when there is none)."""
    return at + 1 if raw[at : at + 1] == "°" else at


_STAYS_AHEAD = CLAIM_SHAPES.STAYS_AHEAD
# "The point with the highest cost also has the lowest accuracy", "the model with the most
# parameters also achieves the highest score": two measures of labelled points, each at an end
_EXTREME_WORD = vocab("EXTREME_WORD")
_MAX_WORDS = frozenset("highest largest greatest biggest most maximum".split())
# where a stretch of the axis starts or ends: the bound is said of part of it, not modelled here
_STRETCH_WORD = CLAIM_SHAPES.READ_STRETCH_WORD
# a change between the two series of a chart whose series are two years (bars for 2023 and
# 2024 at each school): "Every school improved from 2023 to 2024", "Lakeside rose by 8 points"
_YEAR_UP = vocab("YEAR_UP")
_YEAR_DOWN = vocab("YEAR_DOWN")
_YEARS_SPAN = r"(?:\s+(?:from\s+(?P<y1>\d{4})\s+to\s+(?P<y2>\d{4})|between\s+(?P<b1>\d{4})\s+and\s+(?P<b2>\d{4})))?"
_EVERY_CHANGED = re.compile(
    rf"[\W_]*(?:(?:every|each)\s+(?P<one>[a-z-]+)|all\s+(?:the\s+)?(?:{COUNT_WORD}\s+)?(?P<all>[a-z-]+s))\s+"
    rf"(?P<verb>{_YEAR_UP}|{_YEAR_DOWN})(?:\s+(?:its|their)\s+[a-z -]{{1,40}}?)?{_YEARS_SPAN}[\s.*_!]*",
    re.I,
)
_CHANGED_BY_TAIL = re.compile(rf"(?:\s+(?:percentage\s+)?points?|\s*pts?)?{_YEARS_SPAN}[\s.*_!]*", re.I)
# "Kite has the longest flight time", "Drift uses the most fuel of all the models": a named
# point of a chart of labelled points at an end of a measure its words name (an axis label)
_POINT_END_MAX = frozenset("highest largest greatest biggest most longest maximum widest deepest".split())
_POINT_END_MIN = frozenset("lowest smallest least fewest shortest minimum narrowest shallowest".split())
_POINT_END_WORD = "|".join(sorted(_POINT_END_MAX | _POINT_END_MIN))
# (after the point's name: an aside between commas, the verb, the superlative, the measure,
# and at most "of all the models" or "on the chart", which speak of every point)
_POINT_END_TAIL = (
    r"(?:\s+(?:of\s+all(?:\s+the)?(?:\s+[a-z-]+){1,2}|(?:on|in)\s+the\s+(?:plot|chart|graph|figure)|overall))?"
    r"[\s.*_!]*"
)
_POINT_END_CORE = (
    r"(?:\s*,\s*(?:the\s+)?[A-Za-z][\w -]{0,40},)?\s+(?:also\s+)?"
    r"(?:has|offers|uses|shows|gets|achieves|records|reaches|delivers|posts|gives|draws|consumes|carries)\s+"
    rf"the\s+(?P<sup>{_POINT_END_WORD})\s+(?P<measure>[A-Za-z][\w -]{{0,40}}?)"
)
_POINT_END = re.compile(_POINT_END_CORE + _POINT_END_TAIL, re.I)
# "Tallinn has the second-highest income": a named point's place, counted from an end of a measure
_POINT_RANK = re.compile(
    r"\s+(?:also\s+)?(?:has|shows|gets|records|reaches|posts)\s+"
    rf"the\s+(?P<n>second|third|fourth)[\s-]+(?P<sup>{_POINT_END_WORD})\s+(?P<measure>[A-Za-z][\w -]{{0,40}}?)"
    + _POINT_END_TAIL,
    re.I,
)
# "Swift has the shortest flight time, 28 minutes", "… (28 min)", "… at 28 minutes": the
# point's own value said after the measure (up to the value; its unit after it)
_POINT_END_VALUED = re.compile(
    _POINT_END_CORE + r"(?:\s*,\s*(?:at\s+|with\s+)?|\s+(?:at|of)\s+|\s*\(\s*)(?:(?:about|around|roughly)\s+|~)?",
    re.I,
)
_POINT_END_UNIT = re.compile(r"(?:\s*[A-Za-z%°/€$]+(?:\s+[A-Za-z]+)?)?\s*\)?[\s.*_!]*")
# "Three of the four lakes reach 20 °C", "Only half of the cities top 5,000 sessions in Q3":
# how many panels (one series each) reach a bound, at their peak or at one place
_PANELS_REACHING = re.compile(
    rf"[\W_]*(?:only\s+)?(?:(?P<half>half)|(?P<k>{COUNT_WORD}|\d{{1,2}})\s+(?:out\s+)?)\s*of\s+(?:the\s+)?"
    rf"(?:(?P<n>{COUNT_WORD}|\d{{1,2}})\s+)?(?P<noun>[a-z]+s)\s+(?:ever\s+)?"
    r"(?P<verb>reach(?:es)?|top|tops|exceed|exceeds|pass|passes|surpass(?:es)?|go\s+above|climb\s+above|rise\s+above)"
    r"\s+(?:a\s+(?:peak|high)\s+of\s+)?",
    re.I,
)
# after a bound, its unit ("°C", "m³/s", "hundred visitors") and the one place it is said at
# ("in Q3", "on Sat"), then the end of the sentence
_UNIT_THEN_PLACE = re.compile(
    r"\s*(?:%|°?\s?[^\W\d_]{1,12}\.?(?:/[^\W\d_]{1,4})?(?:\s+[^\W\d_]{1,12})?)?\s*"
    r"(?:(?:in|at|by|on)\s+(?P<at>[^,;]+?))?[\s.!]*"
)
_POINT_END_IS = re.compile(
    r"\s+is\s+(?:also\s+)?the\s+(?P<sup>lightest|heaviest|cheapest|priciest|costliest|tallest|oldest|youngest)"
    rf"(?:\s+[a-z-]+){{0,2}}?{_POINT_END_TAIL}",
    re.I,
)
_POINT_END_TRIGGER = re.compile(
    rf"\b(?:{_POINT_END_WORD}|lightest|heaviest|cheapest|priciest|costliest|tallest|oldest|youngest)\b", re.I
)
_MEASURE_FILLER = frozenset("count number value level amount".split())
POINT_X, POINT_VALUE = "@x", "@value"  # Spec.measures: the point's x position, its value
# a unit spelled out, by its symbol ("20 hours" over a row "Battery (h)")
_UNIT_SPELLED = {
    "hours": "h", "hour": "h", "hrs": "h", "hr": "h", "minutes": "min", "mins": "min", "seconds": "s",
    "secs": "s", "sec": "s", "grams": "g", "gram": "g", "kilograms": "kg", "kilos": "kg", "watts": "w",
    "litres": "l", "liters": "l", "metres": "m", "meters": "m", "kilometres": "km", "kilometers": "km",
    "millimetres": "mm", "millimeters": "mm", "milliseconds": "ms",
}  # fmt: skip
# the unit right after a value: "16 kg", "168 g", "4.2 GB" (then no more letters)
_UNIT_AFTER = CLAIM_SHAPES.READ_UNIT_AFTER
# "five main sources", "three major categories": some of the parts, not all of them
SOME_PARTS = CLAIM_SHAPES.SOME_PARTS
# a part of the whole in words: "half of the season", "about a third of the time"
_SHARE_OF = {
    "half": 50.0,
    "a third": 100 / 3,
    "one third": 100 / 3,
    "a quarter": 25.0,
    "one quarter": 25.0,
    "a fifth": 20.0,
    "one fifth": 20.0,
    "a tenth": 10.0,
    "one tenth": 10.0,
    "two thirds": 200 / 3,
    "three quarters": 75.0,
}
_WHOLE_SLACK = 2.0  # points by which shares of one whole may miss 100 (rounded slices)
# how far a sum may be from a part said in words ("half"): within the near share of it, it is
# that part; past the far share, it is not; between, the words are loose enough to hold it
_SHARE_NEAR = 0.03
_SHARE_FAR = 0.15
_STEP_MOST = frozenset(("steepest", "sharpest", "largest", "biggest", "greatest"))
_STEP_SLOPE = frozenset(("steepest", "sharpest", "flattest", "gentlest", "shallowest"))  # a slope: per unit of x
# the rest of its clause: at most the cell's own value in brackets ("dips at 512 (229 ms)")
_MOVE_AT_REST = re.compile(r"[*_`]*(?:\s*\([^()]{0,24}\))?[*_`]*")
_NO_SUBJECT = re.compile(
    r"[\W_]*(?:(?:but|and|then|yet|before|after\s+which)\s+)?(?:(?:also|then|later|steadily)\s+)?", re.I
)
# the whole x axis a mean (a sum) is taken along: "over the four weeks", "across all six years"
_OVER_ALL = re.compile(
    rf"\b(?:over|across|for|of)\s+(?:the|all|all\s+the)\s+(?P<n>{COUNT_WORD}|\d{{1,2}})\s+[a-z]+s\b", re.I
)
_WEEKDAY = CLAIM_SHAPES.WEEKDAY


def _whole_period(keys: list[Tick], period: str) -> bool:
    """Whether the ticks are the whole of a week (its seven days) or of a year (its twelve
    months, or its four quarters), each once."""
    names = [str(k).strip() for k in keys]
    if len(set(map(str.casefold, names))) != len(names):
        return False
    if period.casefold() == "week":
        return len(names) == 7 and all(_WEEKDAY.fullmatch(n) for n in names)
    return (len(names) == 12 and all(is_month(n) for n in names)) or (
        len(names) == 4 and all(CLAIM_SHAPES.QUARTER.fullmatch(n) for n in names)
    )


_STACKED_WORD = words("STACKED_CHART")
# a sum or mean of all the things: "The four appliances", "All six slices", "The bars"
_SUM_LEAD = CLAIM_SHAPES.SUM_LEAD
_ALL_OF_THEM = re.compile(
    rf"\W*(?:(?:the|all|these|its|their)\s+)(?:(?P<n>{COUNT_WORD}|\d{{1,2}})\s+)?(?:[\w-]+\s+){{0,2}}?"
    r"(?:[\w-]+s)\b",
    re.I,
)
_CROSSES = words("CROSSES")
_PLACE_END = re.compile(r"(?:\s*%)?(?:\s+[A-Za-z-]+){0,2}[\s.*_]*")  # "30% noise.", "40 hours"
# "Vent (appears only in Large + Vent)", "is present only for Large": the places a series has any share
_PRESENT = (
    r"(?:appears?|appearing|is\s+present|present|shows?\s+up|is\s+visible|visible|exists?|occurs?|is\s+found|is\s+seen)"
)
_ONLY_IN = re.compile(
    rf"\b(?:{_PRESENT}\s+only|only\s+{_PRESENT})\s+(?:in|at|for|on|within)\s+(?:the\s+)?",
    re.I,
)
# what may follow the places: "and"/"or" between them, a kind noun ("setups"), the end of a bracket
_PLACES_TAIL = re.compile(r"[\s*_`,)(.]*(?:(?:and|or|&)[\s*_`]*)?(?:[A-Za-z]+[\s*_`)(.]*)?", re.I)
# a tick that names a time: "Oct 6", "2024-05", "Q3", "W4", "Week 3", "07:00" (months and weekdays by month_spellings)
# a tick that is a month's name alone ("Feb", "March", "Sept.", "May": which has no other spelling)
_MONTH_TICK = re.compile(
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?",
    re.I,
)


# a month's name right after (before) days of it: "3-17 March", "March 3-17"
_MONTH_AFTER = re.compile(rf"[*_`]*\s+{_MONTH_TICK.pattern}(?![\w-])", re.I)
_MONTH_BEFORE = re.compile(rf"(?<![\w-]){_MONTH_TICK.pattern}\s+$", re.I)


def is_month(tick: Tick) -> bool:
    """Whether a tick is a month's name alone."""
    return isinstance(tick, str) and _MONTH_TICK.fullmatch(tick.strip()) is not None


_FROM_TO = CLAIM_SHAPES.FROM_TO  # ("between 30 and 75")
_STRICT = words("STEADILY")
_THROUGHOUT = words("THROUGHOUT")
# what lets a run step back now and then: "generally", "with some fluctuations"
_STEP_HEDGE = words("MOSTLY", "GENERALLY", "HOVER")
_NOT_TREND = words("GAP")

_NEGATION = CLAIM_SHAPES.NEGATION_WORD
_NAMED_AGAIN = 3  # characters from a colour phrase to the bracketed name of its series ("pink bar (X)")
# a negation that puts every cell on the other side of a bound: "No city exceeds", "never drops below"
_NO = CLAIM_SHAPES.NO_WORD
_NEGATED_BOUND = CLAIM_SHAPES.NEGATED_BOUND
_AGGREGATE = words("SUMMARY")
# "the busiest day, with 21,675 visitors across the three periods": a sum over a row
# "the highest across the three benchmarks": maybe of their sum; "across all three" is each of them
_SUMMED = re.compile(rf"\bacross (?:the )?(?:{COUNT_WORD}) \w+", re.I)
_PRONOUN = CLAIM_SHAPES.PRONOUN
_SCALE_WORD = words("SCALE_WORD")
_RANGE_WORDS = words("RANGE_WORD")
_NOT_VALUES = CLAIM_SHAPES.NOT_VALUES
# a bound's words right before its number: "stays above 40", "at least ~12"
_BOUND_BEFORE = CLAIM_SHAPES.READ_BOUND_BEFORE
# "the largest error", "the smallest gap": the extreme of a difference between cells, unless
# the values are that difference ("Error rate (%)": "the largest error is E5's")
_DIFFERENCE_EXTREME = CLAIM_SHAPES.DIFFERENCE_EXTREME


@per_document  # asked of the same sentence by several recognisers
def _not_values(text: str) -> bool:
    """Whether the text speaks of differences, multiples or steps rather than cell values."""
    return _NOT_VALUES.search(text) is not None


_THRESHOLD = CLAIM_SHAPES.THRESHOLD
_PANEL_NOUN = vocab("PANEL_NOUN")
_SMALL_COUNT = r"(?:\d{1,2}|" + COUNT_WORD.split("|", 1)[1]  # a count is a word or a small number
_COUNT_PANELS = Gated(  # (scanned only in a text that holds a panel's noun)
    re.compile(
        rf"(?<![×x]\s)(?<![×x])(?<!by\s)(?<![\d.,])(?<![-−+])\b(?P<n>{_SMALL_COUNT})\s+"
        rf"(?:(?!(?:in|of|per|every|each|by|and|for|with|at|rows?|columns?|cells?|points?)\b)[\w-]+\s+){{0,3}}?{_PANEL_NOUN}\b",
        re.I,
    )
)
_COUNT_GRID = re.compile(
    # (a whole number each, no part of a decimal or of "1,000": "~0.9 by 1,000 steps" is no grid)
    rf"(?<![\d.,])\b(?P<r>{COUNT_WORD})[\s-]*(?:\(?rows?\)?)?\s*(?:by|x|×)\s*(?P<c>{COUNT_WORD})(?![.,]?\d)"
    r"[\s-]*(?:\(?columns?\)?)?"
    rf"(?=\s*(?:[\w-]+\s+)?(?:grid|matrix|heat\s?map|table|cells|\(|,|\.|$))",
    re.I,
)
_SERIES_NOUNS = frozenset("serie line curve method variant".split())  # stem() leaves "serie"
# what a chart's series may be called when the sentence says they are told apart by colour:
# "six blend configurations represented by different shades of green"
_LEGEND_NOUNS = frozenset("configuration setting blend model system strategy approach condition".split())
# "six labelled points", "seven data points": the named points of a scatter, counted
_POINT_QUALIFIERS = frozenset("labelled labeled data named plotted distinct annotated".split())
_AREA_NOUN = re.compile(vocab("AREA_NOUN"), re.I)
# (and "into": "splits spend into six services")
_COUNT_LEAD = re.compile(
    r"(?:^\W*|\b(?:has|have|had|shows?|showing|contains?|containing|with|covers?|covering|lists?|listing|"
    r"includes?|including|spans?|across|are|is|compares?|comparing|for|into)\s+)$",
    re.I,
)
# an entry that holds a number of its own ("Red 12", "3 runs"), a percentage, or ends like a
# sentence; a number a capitalised word or a size follows names a version ("Gemini 2.5 Pro")
VERSIONED_VALUE = CLAIM_SHAPES.VERSIONED_VALUE
# "higher than 52", "than ~52": a comparison with a number, a threshold rather than a pair
# ("more than half", "less than a third", "more than twice": a bound on a share or a ratio)
_THAN_NUMBER = CLAIM_SHAPES.THAN_NUMBER
# a bound on a number: "use less than 1.0 Wh", "stay above 90%" (a count before it counts the
# cells that keep it, not all of them)
_BOUND_ON_VALUE = CLAIM_SHAPES.BOUND_ON_VALUE
# a place said of one at least: "on any benchmark", "in some rows", "for at least one size"
_SOME_PLACE = CLAIM_SHAPES.SOME_PLACE
_COUNTED = re.compile(
    # (after a place that opens the clause: "In 2024 three tracks have at least 100 papers")
    # ("at least 4 rescues on every date": a bound and its value, no place and no count)
    r"^\W*(?:(?!at\s+(?:least|most)\b)(?:in|at|for|on|during|by)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s*,?\s+)?"
    rf"(?:(?:only|just|exactly|precisely)\s+)?(?:the\s+)?(?P<n>{_SMALL_COUNT})\s+(?:of\s+the\s+\w+\s+)?"
    # ("By Day 9 the surface layer is below 10%": a place's number, then the clause's subject)
    r"(?!(?:the|a|an|its|their|this|that|these|those)\b)[\w-]+",
    re.I,
)
# a part or a multiple of an extreme, right before its word: "half the peak", "a tenth of its
# maximum", "twice the lowest", "80% of the best"
_SHARE_OF_EXTREME = CLAIM_SHAPES.SHARE_OF_EXTREME
# a clause of a name and numbers only, its verb left out: "LFP about 2-3", "and B 4-5 points"
_ELLIPTIC_RANGE = CLAIM_SHAPES.ELLIPTIC_RANGE
# a change or a rate of change in the clause before an elliptic one: "loses", "gains … per"
_CHANGE_BEFORE = CLAIM_SHAPES.CHANGE_BEFORE
# how many of the cells a bound holds for, said after it: "in three of the five years",
# "for 2 out of 4 sizes", "on four of the six benchmarks"
_COUNTED_AFTER = re.compile(
    rf"\b(?:in|on|for|at|during|across)\s+(?:only\s+|just\s+|exactly\s+)?(?P<n>{_SMALL_COUNT})\s+"
    rf"(?:out\s+)?of\s+(?:the\s+|its\s+|their\s+|all\s+)?(?:(?P<of>{_SMALL_COUNT})\b)?",
    re.I,
)
# a count of places with no whole after a bound: "Ours exceeds 90 on two datasets", "stays
# above 50 in three regions" (a number word, then a plural noun: "in 3 seconds" is a time)
_COUNTED_PLACES_AFTER = CLAIM_SHAPES.COUNTED_PLACES_AFTER
# a count of things, then their numbers in brackets: "five seeds (0–4)", "3 runs (1-3)"
_COUNTED_THINGS_BEFORE = CLAIM_SHAPES.COUNTED_THINGS_BEFORE
# a share of the things counted against a half: "Half of the models exceed 50%", "fewer than
# half of the pairs reach 50", "at least half of the cities"; not "about half" (a guess)
_HALF_COUNTED = CLAIM_SHAPES.HALF_COUNTED
_UP_TO_HALF = CLAIM_SHAPES.UP_TO_HALF  # (bounded by the clause: no backtracking past it)
# the bound a share reaches ("fewer than half of the pairs reach 50"): the bound itself included
_REACHED = CLAIM_SHAPES.REACHED
_HALF_SIGN = {"lt": "<", "under": "<", "gt": ">", "over": ">", "ge": ">=", "le": "<=", "most": ">"}
_OR_MORE_AFTER = CLAIM_SHAPES.OR_MORE_AFTER  # "5 or more"
_VERB_BEFORE_OR_MORE = CLAIM_SHAPES.VERB_BEFORE_OR_MORE
_COMBINED_AFTER = CLAIM_SHAPES.COMBINED_AFTER  # "… combined"
_MEAN_OF_MEASURE = CLAIM_SHAPES.MEAN_OF_MEASURE  # "The average daily use is …"
_FRACTION_COUNTED = CLAIM_SHAPES.FRACTION_COUNTED  # "only a third of the varieties …"
_COUNTED_SUBJECT = CLAIM_SHAPES.COUNTED_SUBJECT  # "Two of the three festivals " before the verb
_FRACTIONS = {"third": 1 / 3, "quarter": 1 / 4, "thirds": 2 / 3, "quarters": 3 / 4}
# "five rows", and "8 parameters (rows)": what a grid's rows (columns) hold, and how many
_COUNT_ROWS = Gated(
    re.compile(
        rf"(?<![\d.,])\b(?P<n>{_SMALL_COUNT})\s+(?:(?P<what>rows|columns)\b|[A-Za-z-]+s\s*\((?P<what2>rows|columns)\))",
        re.I,
    )
)


_COUNT_LISTED = re.compile(
    # (a noun in "-is", "-us" or "-ss" is one thing: "Two panels share the x-axis (ticks 1, 2, 4)")
    rf"(?<![\d.,])\b(?P<n>{_SMALL_COUNT})\s+(?:[\w-]+\s+){{0,3}}?(?P<noun>[A-Za-z-]+s(?<![iu]s)(?<!ss))\b"
    r"(?:\s*\([A-Za-z-]{1,12}\)(?=\s*(?:[–—]|-\s)))?"  # "three Large Language Models (LLMs) – A and B –"
    # (a gap with a count of its own, "three measures, each with two grippers: A and B", lists
    # the gap's noun, not the first)
    rf"(?P<gap>(?:,\s*each\s+(?:(?!\b{_SMALL_COUNT}\b)[^:;()\d]){{1,50}})?)\s*(?P<open>[:(]|[–—]|\s-\s|(?<=\))-\s)\s*"
    r"(?P<list>[^;:()–—]*?(?:\([^()]*\)[^;:()–—]*?)*)(?=\s*(?:[;:)–—]|\s-\s|\.?\s*$))",
    re.I,
)
# a number in the clause after a counted subject: what those counted do or have ("gain 80")
# a count word in the clause after a counted subject: what those counted have ("Two models carry
# three objectives": the models with three, not how many models the grid has)
_COUNT_IN_PREDICATE = re.compile(rf"\b(?:{_SMALL_COUNT})\s+(?P<noun>[A-Za-z][\w-]*)", re.I)
_VALUE_IN_PREDICATE = CLAIM_SHAPES.VALUE_IN_PREDICATE  # (a year is no value)
# "It lists 8 benchmarks with their markers:" over the list that follows the line
_COUNT_OPENS_LIST = re.compile(
    rf"(?<![\d.,])\b(?P<n>{_SMALL_COUNT})\s+(?:[\w-]+\s+){{0,3}}?[A-Za-z-]+s\b[^:;\d]{{0,60}}:\s*$", re.I
)
# "three of the five", "two out of four": a part of what is counted
_COUNT_IN_PHRASE = re.compile(rf"\b(?:of|out of|among)\b|\b{_SMALL_COUNT}\b", re.I)
# a list item is a name: a few words, no verb or preposition binding it to more
_NOT_A_NAME = CLAIM_SHAPES.NOT_A_NAME


_QUOTED = CLAIM_SHAPES.QUOTED  # a name in quotes
_CODE_NAME = CLAIM_SHAPES.CODE_NAME  # a name in code marks


def names_after(hit: re.Match[str]) -> bool:
    """Whether a _COUNT_LISTED match's list is a plain list of names."""
    return listed_names(hit.group("list")) is not None


# a note in parentheses ("Simple (Teal)", "B (Lite)"), and its text as a group
_PARENS = CLAIM_SHAPES.PARENS
_PARENS_GROUP = CLAIM_SHAPES.NAME_NOTE
# after the item that "and" opens, only more names, each capitalised and short: "…, and Targeted-Vulnerability,
# Targeted-Diagnosis, Targeted-Freebase" (not "…, and Safe, visualized as bars")
_MORE_NAMES = CLAIM_SHAPES.MORE_NAMES
_LIST_SEP = CLAIM_SHAPES.LIST_SEP


_TIGHT_COMMA = CLAIM_SHAPES.TIGHT_COMMA  # "…(1),L=1": a comma inside a name


def listed_names(text: str) -> list[str] | None:
    """The names of an enumeration ("A, B (Lite), and C"), or None when it is not a plain
    list of names."""
    bare = _PARENS.sub(" ", text).strip().rstrip(".").strip()
    if CLAIM_SHAPES.PARTIAL_LIST.search(text) or not bare:
        return None
    coded = _CODE_NAME.findall(text)
    if len(coded) >= 2 and not CLAIM_SHAPES.LIST_GLUE.sub("", _CODE_NAME.sub("", text).strip().rstrip(".")):
        # "`m^(1),L=1`, `m^(1),L=5` and `m^(2),L=1`": a name in code marks may hold commas and brackets
        return [c.strip() for c in coded] if all(c.strip() and len(c.split()) <= 8 for c in coded) else None
    quoted = _QUOTED.findall(bare)
    if len(quoted) >= 2 and not CLAIM_SHAPES.LIST_GLUE.sub("", _QUOTED.sub("", bare)):
        # '"Objectness", "Geometry, Topology and Counting", and "Goals"': a name may hold commas
        return [q.strip() for q in quoted] if all(q.strip() and len(q.split()) <= 8 for q in quoted) else None
    if _TIGHT_COMMA.search(text) and CLAIM_SHAPES.SPACED_COMMA.search(text):
        return None  # "m^(1),L=1, m^(1),L=5": a name holds a comma, the spaced ones part the names
    last = CLAIM_SHAPES.LAST_ITEM.search(bare)
    if last is not None:
        if _MORE_NAMES.fullmatch(bare, last.end()):
            return None  # ("A-x, A-y, and B-x, B-y": names go on after the "and": where the list ends is not plain)
        bare = bare[: last.end()]  # "Refusal, Unsafe, and Safe, visualized as …": the list ends at "and Safe"
    items = [i.strip(" *_`\"'“”‘’") for i in _LIST_SEP.split(bare)]
    if len(items) < 2 or any(
        not i
        or len(i.split()) > 4
        or _NOT_A_NAME.search(i)
        or (CLAIM_SHAPES.VALUE_ENTRY.search(i) and VERSIONED_VALUE.search(i))  # ("Llama 3.3 70B" is a name)
        or CLAIM_SHAPES.GROUP_ENTRY.search(i)
        for i in items
    ):
        return None
    return items


def _drawing_notes(items: list[str]) -> bool:
    """Whether a bracket's entries describe how the things counted are drawn, not name them:
    a colour or a mark ("mustard yellow") beside words in small letters ("bars touching"); a
    list of colours alone may name series by them ("three lines (red, green, blue)")."""
    notes = [only_notes(i) for i in items]
    return (
        any(notes) and not all(notes) and all(i == i.lower() for i, note in zip(items, notes, strict=True) if not note)
    )


def _label_counts(before: str, noun: str, after: str) -> bool:
    """Whether a count opens the text after a label that names what it counts ("**Data
    Series:** Four data series, one per model"): a total; not "**Series:** Two series exceed 9"."""
    label, at = leading_label(before + "x")  # (the count stands right after the label)
    return (
        label is not None
        and at == len(before)
        and noun in content_words(label)
        and not CLAIM_SHAPES.SOME_OF.match(after)
    )


def _only_names(entries: list[str]) -> bool:
    """Whether every entry of a list is a name of a few words: plain names ("North, South"),
    or names with versions in them ("Gemini 2.5 Pro", "Llama 3.1 8B"); no "Drops to 0 at 2s."."""
    if (
        all(CLAIM_SHAPES.NAME_ENTRY.fullmatch(n) and len(n.split()) <= 8 for n in entries)
        and listed_names(", ".join(entries)) == entries
    ):
        return True
    if all(CLAIM_SHAPES.TITLED_NAME.fullmatch(n) for n in entries):
        return True  # "Failed to Recover from Test Errors": a capitalised name of words alone, its "to" and "from" too
    return all(len(n.split()) <= 8 and not VERSIONED_VALUE.search(n) and not _NOT_A_NAME.search(n) for n in entries)


def said_of_every_panel(text: str, panel_nouns: frozenset[str] = frozenset()) -> bool:
    """Whether a claim is said of every panel: "in both panels", "across all three pie
    charts", or, with `panel_nouns` the stems of what the write-up calls its panels ("Model
    Sections:" over the panels' titles), "in all models" or "Every farm peaks in April"."""
    subject = CLAIM_SHAPES.EVERY_PANEL_SUBJECT.match(text)
    if subject is not None and stem(subject.group("noun").casefold()) in panel_nouns:
        return True
    for hit in CLAIM_SHAPES.OF_EVERY.finditer(text):
        for w in hit.group("words").split():
            if re.fullmatch(rf"{_PANEL_NOUN}|pies?|donuts?", w, re.I) or stem(w.casefold()) in panel_nouns:
                return True
        more = CLAIM_SHAPES.OF_EVERY_AND.match(text, hit.start("words"))  # "across all model sizes and tasks"
        if more and stem(more.group("more").casefold()) in panel_nouns:
            return True
    return False


# a count and a plural noun in a write-up's title: "on Four Hill Farms", "at Three Stations"
_TITLE_COUNTED = re.compile(rf"\b(?P<n>{COUNT_WORD}|\d{{1,2}})\s+(?:[A-Za-z-]+\s+)?(?P<noun>[A-Za-z]+s)\b", re.I)


def _counted_by_another(text: str, hit: re.Match[str], size: int) -> bool:
    """Whether the sentence counts another noun by `size` ("two LLMs" beside "four task
    categories"): a list of that many entries is what that count counts, not this one."""
    noun = stem(hit.group("noun").casefold())
    return any(
        other.start() != hit.start()
        and stem(other.group("noun").casefold()) != noun
        and count_value(other.group("n")) == size
        for other in CLAIM_SHAPES.COUNT_LIST_ITEMS.finditer(text)
    )


def note_enumerated_panels(texts: list[str], panels: list[Panel]) -> None:
    """Keep, once per write-up, the stems of the nouns of a counted enumeration whose names are
    the panels' titles ("across two tasks ("Agent" and "Explore")" over panels Agent and
    Explore): "across all tasks" then speaks of every panel, as "in both panels" does."""
    titles = {loose(p.title) for p in panels if p.title}
    if len(panels) < 2 or len(titles) != len(panels):
        return
    nouns: set[str] = set()
    for text in texts:
        for hit in _COUNT_LISTED.finditer(text) if CLAIM_SHAPES.LIST_OPENER.search(text) else ():
            names = listed_names(hit.group("list"))
            if count_value(hit.group("n")) == len(titles) and names and {loose(n) for n in names} == titles:
                nouns.add(stem(hit.group("noun").casefold()))
    if nouns:
        panels[0]._memo["enumerated panel nouns"] = frozenset(nouns)


def negated(text: str) -> bool:
    """Whether a sentence says "not", "never", "none" … (its relation may run the other way)."""
    return bool(_NEGATION.search(text))


def stated_quantifier(text: str) -> Quantifier | None:
    """ "most" or "all" when the text says so ("mostly", "in every …"), else None. A hedge
    whose exceptions are named as the only ones ("generally higher, with the single exception
    of 8B") says all the rest."""
    if _SOLE_EXCEPTION.search(text):
        return "all"
    if _MOST.search(text):
        return "most"
    if _ALL.search(text):
        return "all"
    return None


_SHARE_OF_ITEMS = CLAIM_SHAPES.SHARE_OF_ITEMS
_DIRECTION_SENSE = CLAIM_SHAPES.DIRECTION_SENSE
_CHANGE_COMPARED = CLAIM_SHAPES.CHANGE_COMPARED
_SIGNED_BOUND = CLAIM_SHAPES.SIGNED_BOUND
# "with the single exception of 8B", "the only exception being Q3": the exceptions, all of them
_SOLE_EXCEPTION = CLAIM_SHAPES.SOLE_EXCEPTION
_ALL_BUT = CLAIM_SHAPES.ALL_BUT


_EXCEPT = Gated(CLAIM_SHAPES.EXCEPT_SCOPE)


def _diagonal_scope(spec: Spec, clause: str, sentence: str) -> None:
    """Restrict a clause's statement to the diagonal or off it, by the clause's own words first:
    in "Every diagonal cell is at least 41, while no off-diagonal cell exceeds 6" each clause has
    its scope. A clause naming neither takes the sentence's, when the sentence names only one;
    when it names both, which one the clause means is not known (its scope is left unsaid)."""
    if spec.off_diagonal:
        return  # (a confusion "A predicted as B" is off the diagonal by itself)
    on_ok = spec.relation != "diagonal"
    if CLAIM_SHAPES.OFF_DIAGONAL.search(clause):
        spec.off_diagonal = True
    elif _ON_DIAGONAL.search(clause):
        spec.on_diagonal = on_ok
    else:
        off, on = CLAIM_SHAPES.OFF_DIAGONAL.search(sentence), _ON_DIAGONAL.search(sentence)
        if off and on and on_ok:
            spec.unscoped = f"{on.group(0)} … {off.group(0)}"  # (which of the two this clause means)
        elif off:
            spec.off_diagonal = True
        else:
            spec.on_diagonal = on_ok and on is not None


def _excluded(raw: str, a: int, b: int, m: Mentions, axis_words: set[str]) -> list[Coord]:
    """The ticks an exception leaves out ("all models but Thorn", "except EN-SW", "except
    at epoch 2"): every word it names must be a tick or a word of an axis label
    (`axis_words`), else nothing (the gate withholds the claim)."""
    hit = _EXCEPT.search(raw, a, b)
    if hit is None:
        return []
    s, e = hit.span("what")
    named = [c for c in m.coords if s <= c.start < e]
    said = CLAIM_SHAPES.IN_EXCLUDED.sub(" ", raw[s:e])
    words = [w.rstrip(".") for w in CLAIM_SHAPES.IN_EXCLUDED_2.findall(said) if w.rstrip(".")]  # ("except West.")
    covered = sum(
        1
        for w in words
        if stem(w.casefold()) in axis_words
        or any(
            raw[c.start : c.end].casefold() in (w.casefold(),)
            or w.casefold() in raw[c.start : c.end].casefold().split()
            for c in named
        )
    )
    return named if named and covered == len(words) else []


def _excepted_at(raw: str, b: int, excluded: list[Coord], m: Mentions) -> bool:
    """Whether an exception names one series at one place ("rise with length, except Heron at
    32k"): the claim then holds at every other step, an exception being one step of it."""
    if len(excluded) != 1 or excluded[0].axis != "y":
        return False
    after = [c for c in m.coords if c.start >= excluded[0].end]
    return (
        len(after) == 1
        and after[0].axis == "x"
        and not after[0].spread
        and CLAIM_SHAPES.AT_ONE_PLACE.fullmatch(raw, excluded[0].end, after[0].start) is not None
        and not raw[after[0].end : b].strip(" .)*_")
    )


def _blanked(text: str, start: int, coords: list[Coord]) -> str:
    """The text (starting at column `start` of its line) with the names of ticks blanked."""
    chars = list(text)
    for c in coords:
        for i in range(max(c.start - start, 0), min(c.end - start, len(chars))):
            chars[i] = " "
    return "".join(chars)


# "across all four languages", "in every epoch": all of something, its count, then its noun
_ALL_OF = re.compile(rf"(?:{vocab('EVERYWHERE')})\s+(?:the\s+)?(?:(?P<n>{COUNT_WORD})\s+)?(?P<noun>[A-Za-z]+)", re.I)


def _before_currency(raw: str, v: Num) -> int:
    """Where a number's currency sign begins ("by €150": the sign before 150), else its start."""
    return v.start - 1 if v.start and raw[v.start - 1] in "$€£¥" else v.start


def _elliptic(raw: str, at: int, loc: list[Coord], coords: list[Coord]) -> bool:
    """Whether an extreme's subject is the first of several, each with its own place, the verb
    left out after the first: "Koi is the best on QA, Carp on Summarization and Pike on
    Translation" (a name on the subject's axis after the superlative, then a place on the
    other axis right after it)."""
    subjects = {c.axis for c in loc if c.end <= at}
    for c in coords:
        if c.start <= at or c.axis not in subjects:
            continue
        nxt = next((d for d in coords if d.start >= c.end and d.axis != c.axis), None)
        if (
            nxt is not None
            and nxt.start - c.end <= _ELLIPSIS_GAP
            and CLAIM_SHAPES.ON_PLACE.search(raw, c.end, nxt.start)
        ):
            return True
    return False


_ELLIPSIS_GAP = 16  # characters between a later name and its place ("Carp on Summarization")


def _every_x(spec: Spec) -> bool:
    """Whether a claim says itself that it holds at every x tick: "across all four languages"
    over four x ticks, or "in every epoch" on an x axis of epochs (so a header's one tick
    does not narrow it); "in all kitchens" where the kitchens are the panels does not."""
    for m in _ALL_OF.finditer(spec.text):
        noun = stem(m.group("noun").casefold())
        for p in spec.panels:
            if p.x is not None and noun in {stem(w) for w in content_words(p.x.label)}:
                return True
            if m.group("n") and count_value(m.group("n")) == len(axis_keys(p, "x")):
                return True
    return False


def _narrow(spec: Spec, scope: Scope) -> None:
    """A claim restricted to the scope its sentence opens with ("For set D1, GSE is the best,
    followed by VSE": at D1): its panels, and its ticks on the axes the claim leaves open;
    a scope not understood, or naming the axis the claim runs along, leaves it unjudged."""
    if spec.kind == "count":
        return
    if spec.relation == "gap" and spec.location and all(scope.start <= c.start < scope.end for c in spec.location):
        return  # "Between epoch 3 and epoch 5, the gap … narrows": the stretch the trend was read over
    if not scope.understood:
        spec.unscoped = scope.text
        return
    if scope.panels and not (spec.subject and isinstance(spec.subject[0], Panel)):
        kept = [p for p in spec.panels if any(p is q for q in scope.panels)]
        spec.panels, spec.named = kept or list(scope.panels), True
    mine = {(c.axis, c.start) for c in scope.coords}  # (the clause's own Coords, found again)
    if spec.kind == "extreme":
        # "For the "vs. Alpha" comparison, Factuality has the highest": the scope is where
        # the extreme is taken, not where it is
        spec.slice += [c for c in spec.location if (c.axis, c.start) in mine]
        spec.location = [c for c in spec.location if (c.axis, c.start) not in mine]
    said = [
        c
        for c in (*spec.location, *spec.slice, *spec.subject, *spec.other)
        if isinstance(c, Coord) and (c.axis, c.start) not in mine
    ]
    added: set[int] = set()  # (a tick of a stretch this loop took is no tick the clause said)
    ticks = [c for c in scope.coords if c.axis == "x"]
    if (
        spec.kind == "trend"
        and spec.axis == "x"
        and not scope.leading
        and len(ticks) >= 2
        and len(ticks) == len(scope.coords)
        and not any(isinstance(d, Coord) and d.axis == "x" for d in (*spec.location, *spec.slice))
    ):
        # "Both lines rise steadily" under "**Mid-Phase (Steps 50–100)**": the ticks of the
        # stretch it runs over (a stretch of two ticks holds no run to judge)
        spec.slice += ticks
        spec.stretch = True
        return
    for c in scope.coords:
        if spec.kind == "value" or any(
            (d.axis, d.start) == (c.axis, c.start) and id(d) not in added for d in (*spec.location, *spec.slice)
        ):
            continue  # (a value's place takes the scope when it is read: Reader.values)
        fixed = [d for d in (*spec.subject, *spec.location) if isinstance(d, Coord) and (d.axis, d.start) not in mine]
        if c.axis == spec.axis or any(d.axis == c.axis for d in fixed):
            if scope.leading:
                spec.unscoped = scope.text  # "At 4 workers, throughput rises": along the axis it fixes
                return
            if scope.stretch and spec.kind == "trend" and c.axis == spec.axis:
                # "Both lines rise steadily." under "**Mid-Phase (Steps 50–100)**:": a course over
                # that stretch, not over the whole axis (judged over the whole, a dip before the
                # stretch would prove a true sentence false)
                spec.unscoped = scope.text
                return
            continue  # (under "#### Fluency", "Fluency is higher vs. Alpha than vs. Beta" names its own)
        if not scope.leading and c.axis == "x" and _every_x(spec):
            continue  # under "**Rust**", "A is higher across all four languages": said of every one
        if not any(d.axis == c.axis for d in said):
            spec.slice.append(c)
            added.add(id(c))


# where a sentence splits into clauses (_clauses says which joints and why)
_CLAUSE_BREAK = re.compile(
    # ("more than 800k but fewer than 1M users": a second bound on the same subject, no clause of its own)
    r";|,?\s+(?:while|whereas|but(?!\s+(?:fewer|less|more|under|below|above|over|at\s+(?:most|least))\b))\s+|"
    r",\s+(?:(?:even\s+)?though|although|albeit|yet)\s+|,\s+and\s+(?!\d)|"
    # ("lattice has more forks than quarry despite fewer stars": a concession of its own)
    r",?\s+(?:despite|in\s+spite\s+of)\s+|"
    r",\s+so\s+(?!that|as|far|much)\b|\s+and\s+(?=then\s)|,\s+(?=(?:then\s+)?\w+\s+(?:\w+\s+)?to\s)|"
    r"\s+and\s+(?=\w+\s+(?:\w+\s+)?to\s)|,\s+with\s+(?=[A-Z][^\s,;]*(?:\s+[^\s,;]+){0,3}?\s+[a-z]{2,}ing\b)|"
    # ("C5 is the fastest, with chutes 1–4 well behind": where the others stand, a statement of its own)
    r",\s+with\s+(?=[^\s,;]+(?:\s+[^\s,;]+){0,5}?\s+(?:(?:well|far|just|slightly|close)\s+)?behind\b)|"
    r",\s+(?:and\s+)?(?:then\s+)?(?=(?:it|they)\s+[a-z]{2,}\b)|"
    # ("Baseline scores 45% on Code, its weakest result outside Math": a value, then an extreme
    # said of the same series in apposition)
    r",\s+(?=its\s+(?:[a-z-]+\s+)?(?:" + vocab("MAX") + "|" + vocab("MIN") + r")\b)"
)
_ITS_EXTREME = re.compile(r"its\s+(?:[a-z-]+\s+)?(?:" + vocab("MAX") + "|" + vocab("MIN") + r")\b")


def _clauses(text: str, plain: str = "") -> list[tuple[int, int]]:
    """Clause boundaries of a sentence: ";", ", while", ", whereas", ", but", ", though", ", and",
    "and then" before a step to a value ("starts at 94.7 for length 5 and then increases to 91.7"),
    ", so" (a consequence: "its recall is 0.61, so a third are missed"), ", with" before a name
    and what it is doing ("A leads, with B trailing C": B's place is a statement of its own); a concession that follows
    ("A leads throughout, though the gap narrows at 70B") is a statement of its own, which does
    not narrow the first; so is ", then it …" / ", it …" with a subject of its own ("starts as the
    slowest at 1k, then it overtakes B at 4k": the slowest at 1k, not at 4k). `plain` is the
    text with its names blanked: ", and" closing a list of names ("Cache, Norm, and Misc stay
    below 3%") joins one subject, no clauses."""
    out, start = [], 0
    for m in _CLAUSE_BREAK.finditer(text):
        pronoun = m.group(0).startswith(",") and (
            text[m.end() :].split(" ", 1)[0] in ("it", "they") or _ITS_EXTREME.match(text, m.end()) is not None
        )
        if m.group(0).strip() == "but" and _ALL_BUT.search(text[: m.start()]):
            continue  # "all cities but Dunmore": an exception, not a second clause
        if m.group(0).startswith(",") and _names_listed(plain, start, m.start(), m.end()):
            continue  # "Cache, Norm, and Misc …": the last name of one list
        if m.group(0).strip() in ("and", ",") and not CLAIM_SHAPES.STEP.match(text[m.end() :]) and not pronoun:
            continue  # "rises and then falls": one statement; "… for length 5 and then increases to 91.7" two
        if (
            m.group(0).strip() in ("and", ",")
            and not pronoun
            and "then" not in text[m.end() : m.end() + 5]
            and not _PLACED.search(text[start : m.start()])
        ):
            continue  # "starts near 33 and falls to 25 by step 20": no place to step from, one statement
        out.append((start, m.start()))
        start = m.end()
    out.append((start, len(text)))
    return [(a, b) for a, b in out if text[a:b].strip()]


def _names_listed(plain: str, start: int, at: int, after: int) -> bool:
    """Whether the text before `at` ends in two or more blanked names split by commas (after
    a colon or from the start) and a blanked name follows `after`."""
    return bool(plain) and plain[after : after + 1] == " " and bool(CLAIM_SHAPES.BLANK_LIST.search(plain[start:at]))


# a place on an axis a clause gives ("at length 6", "for k = 5"; not "at about 12")
_PLACED = CLAIM_SHAPES.PLACED


def _its(text: str, a: int, m: Mentions, before: Mentions | None) -> Mentions:
    """The mentions of a clause that opens with "its" ("Threat is the weakest class, and its
    recall is 0.61"), with the one tick the clause before named on the axis this one lacks:
    "its" stands for it. Unchanged when the clause before named none or several there."""
    hit = CLAIM_SHAPES.ITS.match(text)
    if hit is None or before is None or m.panels != before.panels:
        return m
    axes = {c.axis for c in m.coords}
    if len(axes) != 1:
        return m
    other = [c for c in before.coords if c.axis not in axes and not c.spread]
    if len({str(c.tick) for c in other}) != 1:
        return m
    if len({c.axis for c in before.coords}) != 1 and not (axes == {"x"} and other[0].axis == "y"):
        # ("Baseline scores 45% on Code, its weakest result outside Math": the one series
        # the clause before named, though it named a place too)
        return m
    s = a + hit.end() - 3  # the claim's coordinate sits on the word "its"
    return Mentions(m.panels, [Coord(other[0].axis, other[0].tick, s, s + 3), *m.coords], m.values, m.ambiguous)


def _measure_before(spec: Spec, before: Mentions) -> str | None:
    """The one tick the clause before named on an axis of measures ("Exact match", "F1") of the
    claim's one panel, when the claim names none there: the clause may speak of it alone."""
    if len(spec.panels) != 1:
        return None
    panel = spec.panels[0]
    own = {c.axis for c in (*spec.slice, *spec.location, *spec.subject) if isinstance(c, Coord)}
    for axis in ("x", "y"):
        keys = axis_keys(panel, axis)
        if axis in own or len(keys) < 2 or not all(isinstance(t, str) for t in keys):
            continue
        named = {str(c.tick) for c in before.coords if c.axis == axis and not c.spread}
        if len(named) == 1 and _measures_axis(panel, axis):
            return next(iter(named))
    return None


def _measures_axis(panel: Panel, axis: str) -> bool:
    """Whether an axis's ticks name measures rather than things measured: a table's value
    columns ("Exact match (%)", "F1") with no axis label of their own over them."""
    ax = panel.x if axis == "x" else panel.y
    return ax is not None and not ax.label and len(panel.cells) > 0


# which axis of a confusion matrix holds the true classes: its label says "true"/"actual"
_TRUE_LABEL = words("TRUE_LABEL")
_PREDICTED_LABEL = words("PREDICTED_LABEL")


def _truth_axis(panel: Panel) -> str | None:
    """The axis of a confusion matrix whose ticks are the true classes, as its labels say
    ("True label" on y, "Predicted label" on x: "y"); None when they do not say."""
    x, y = _label_of(panel, "x") or "", _label_of(panel, "y") or ""
    if (_TRUE_LABEL.search(y) or _PREDICTED_LABEL.search(x)) and not (
        _TRUE_LABEL.search(x) or _PREDICTED_LABEL.search(y)
    ):
        return "y"
    if (_TRUE_LABEL.search(x) or _PREDICTED_LABEL.search(y)) and not (
        _TRUE_LABEL.search(y) or _PREDICTED_LABEL.search(x)
    ):
        return "x"
    return None


def _mistaken(raw: str, a: int, b: int, names: list[str]) -> tuple[tuple[str, int, int], tuple[str, int, int]] | None:
    """The true class and the predicted one of "Sparrow predicted as Finch" in raw[a:b]
    (each with where it stands), when the clause says exactly one such thing."""
    found = sorted((h.start(), h.end(), n) for n in names for h in name_pattern(n).finditer(raw, a, b))
    pairs = [
        ((t, ts, te), (q, qs, qe))
        for (ts, te, t), (qs, qe, q) in pairwise(found)
        if t != q
        and (
            ((hit := CLAIM_SHAPES.MISTAKEN.match(raw, te)) is not None and hit.end() == qs)
            or (
                CLAIM_SHAPES.MISTAKE_NOUN.search(raw, a, ts) is not None
                and CLAIM_SHAPES.IN_MISTAKEN.fullmatch(raw[te:qs])
            )
        )
    ]
    return pairs[0] if len(pairs) == 1 else None


# "X leads", "X comes first", "X is the clear leader": the first of an order
_LEADS = CLAIM_SHAPES.LEADS
# what joins the names of an order: "VSE, then Naive", "VSE and then Naive", notes in brackets
_LINKS = CLAIM_SHAPES.LINKS
# "outperforms both convolutional models", "is above the other two", "beats every other model",
# "outperforming others", "above other methods":
# every series but the subject ("both", "the other two": when there are exactly two others)
_RIVAL_NOUNS = (
    r"(?:models|methods|series|lines|systems|architectures|variants|runs|baselines|"
    r"approaches|curves|bars|settings|configurations|ones|competitors|rivals|strategies|techniques)"
)
_RIVALS = re.compile(
    r"\s+(?:than\s+)?(?P<what>(?P<two>both(?:\s+of\s+the)?|the\s+two\s+others?)|"
    r"the\s+other\s+(?P<n>two|three|four|five|six|seven|eight|nine|[2-9])(?!\w|\.\d)|"
    r"all\s+(?:the\s+)?others|all\s+other|every\s+other|(?:the\s+)?others|the\s+rest|(?:the\s+)?other(?=\s+[a-z][\w-]*s\b)|"
    # "Geomean is higher than individual thresholds": the series it sums up, each of the rest
    r"(?:the\s+|each\s+of\s+the\s+)?individual(?=\s+[a-z][\w-]*s\b))\b"
    rf"(?:\s+(?:[\w-]+\s+){{0,2}}?{_RIVAL_NOUNS}\b|\s+[a-z][\w-]*s\b)?",
    re.I,
)
# "starts lower than", "begins above", "ends higher than", "finishes below": a comparison at
# one end of the x axis
_AT_END = CLAIM_SHAPES.AT_END
# "plateaus at 30 for epochs 3–5", "stays at 0.8 from step 200 to 400", "holds flat at 12 over
# rounds 4-6": one value over a stretch of ticks
_HELD = CLAIM_SHAPES.HELD
# "The reward plateaus after 10k steps": no level said, a course that stops from a tick on
_PLATEAU_AFTER = CLAIM_SHAPES.PLATEAU_AFTER
# "Seven countries have an index of 1.0": how many of the things hold one value
_COUNTED_EQUAL = CLAIM_SHAPES.COUNTED_EQUAL
_EQUAL_VERB = CLAIM_SHAPES.EQUAL_VERB
# words that name the things of a one-series chart whatever it measures
_GENERIC_ITEMS = frozenset({"bar", "value", "item", "entry", "point", "category"})
# "plateaus at ~250 for sizes >= 4096", "is stable at 55 beyond k = 20", "stays at 0.8 from
# epoch 30 onwards": one value over the ticks from a bound to the end of the x axis
_HELD_FROM = CLAIM_SHAPES.HELD_FROM
# "the gap between A and B is largest at k = 20", "the widest margin between A and B occurs
# at 7B": where the difference of two series is widest (narrowest)
_GAP_WIDE = vocab("GAP_WIDE")
_GAP_NARROW = vocab("GAP_NARROW")
_GAP_NOUN = vocab("GAP_NOUN_WORDS")
# "the gap between A and B widens as the data grows", "… narrows over training": the run of
# the gap of two series along the other axis, said of all of it
# "from 2019 to 2022, the gap …", "… narrows between epoch 3 and epoch 5": over that stretch only
_GAP_STRETCH = r"(?:from|between|across)\s+(?P<{0}>[^,;:()]{{1,40}}?)\s+(?:to|and|through)\s+(?P<{1}>[^,;:()]{{1,40}}?)"
_GAP_STRETCH_END = CLAIM_SHAPES.GAP_STRETCH_END  # "month 3", "2019", "Jan"
_GAP_TREND = re.compile(
    # ("In (a), the gap …": the panel it is said of, scoped by the reader)
    rf"^\W*(?:in\s+(?:panel\s+)?\([a-h]\)\s*,?\s*)?(?:{_GAP_STRETCH.format('r1', 'r2')},?\s+|"
    # ("After day 5 the gap …": from that place to the last)
    r"(?P<w6>after|since)\s+(?P<r6>[^,;:()]{1,40}?),?\s+(?=(?:the\s+)?[a-z]+\s+between\b))?"
    rf"(?:(?:the\s+)?(?:performance\s+|score\s+|accuracy\s+)?{_GAP_NOUN}\s+between\s+(?P<pair>[^,;:()]{{3,80}}?)|"
    # ("Wind's lead over Solar widens": the gap of the two, the first ahead)
    rf"(?P<lead>[^,;:()'’]{{1,40}}?['’]s\s+(?:{vocab('LEAD_NOUN')})\s+over\s+[^,;:()]{{1,40}}?)|"
    # ("Between 2015 and 2019 the gap widens" of a panel of two series: the gap of the two)
    rf"(?P<bare>the\s+{_GAP_NOUN}))\s+"
    r"(?:(?P<wide>widens|grows|increases|expands|gets\s+(?:wider|larger|bigger)|"
    r"(?P<keep>keeps\s+(?:widening|growing)|continues\s+to\s+(?:widen|grow)))|"
    r"(?P<narrow>narrows|shrinks|decreases|closes|gets\s+(?:narrower|smaller)|"
    r"(?P<keep2>keeps\s+(?:narrowing|shrinking)|continues\s+to\s+(?:narrow|shrink))))"
    r"(?:\s+(?:steadily|consistently|gradually))?"
    rf"(?:\s+{_GAP_STRETCH.format('r3', 'r4')}|\s+from\s+(?P<r5>[^,;:()]{{1,40}}?)\s+on(?:wards?)?|"
    r"\s+(?P<w7>after|since)\s+(?P<r7>[^,;:()]{1,40}?)|"
    r"\s+(?P<each>(?:every|each)\s+(?:single\s+)?(?:year|month|quarter|week|day|step|epoch|round|season|time))|"
    r"\s+(?:as|with|over|across|throughout)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:grows|increases|rises|goes\s+up|training|time|epochs|steps|iterations|[\w-]+))?\W*$",
    re.I,
)
# "improves accuracy by 6 percentage points", "gains 4 points": a gain in points (not "%")
_GAIN_IN_POINTS = CLAIM_SHAPES.GAIN_IN_POINTS
# (nothing after the gain: "over GPT-4", "when trained longer" would name another side)
_NOTHING_AFTER_GAIN = re.compile(r"\W*")
# "removing dropout costs 2.9 points", "dropping the encoder lowers accuracy by 4 points"
_REMOVAL_COSTS = CLAIM_SHAPES.REMOVAL_COSTS
# a gap at one place against another (grammars/claims.lark), and the words around its two sides:
# "A leads B", "A trails B"; "the gap between A and B"; "A's lead over B"; "the drop" of "removing X"
_GAP_AT_PLACE = CLAIM_SHAPES.GAP_AT_PLACE
# the span of an extreme's values said after it (grammars/claims.lark): ", with values ranging from 52% to 70%"
_SPAN_ASIDE = CLAIM_SHAPES.SPAN_ASIDE
_SPAN_ASIDE_JOIN = CLAIM_SHAPES.SPAN_ASIDE_JOIN
# a relative change from one place to another, said as a noun (grammars/claims.lark)
_CHANGE_FROM_TO = CLAIM_SHAPES.CHANGE_FROM_TO
_CHANGE_TO = CLAIM_SHAPES.CHANGE_TO
_ASIDE = CLAIM_SHAPES.READ_ASIDE
_CHANGE_ENDS = re.compile(r"[\s*_`\"”’')]*(?:[.;:,]|$)")
_GAP_THAN_PLACE = CLAIM_SHAPES.GAP_THAN_PLACE
_NOTHING_AFTER_PLACES = re.compile(r"[\s*_`\"”’')]*[.;:,]?[\s*_`]*")


def _as_tick(said: str) -> Tick:
    """A tick as written: its number when it is one ("1.0": 1.0), else the words."""
    try:
        return float(said)
    except ValueError:
        return said


def _point_measure(panel: Panel, said: str) -> str | None:
    """Which measure of a panel of labelled points the words `said` name: a column's name
    (points given as "Name: cost 120, accuracy 71"), POINT_X (the x axis's label) or
    POINT_VALUE (the y axis's); None unless exactly one does."""
    words = content_words(said) - _MEASURE_FILLER  # ("the highest parameter count": parameters)
    if not words:
        return None
    cols = [k for k in axis_keys(panel, "x") if isinstance(k, str)]
    if len(cols) == len(axis_keys(panel, "x")) >= 2 and len(axis_keys(panel, "y")) >= 3:
        named = [
            str(k) for k in cols if content_words(str(k)) and (words <= (w := content_words(str(k))) or w <= words)
        ]
        return named[0] if len(named) == 1 else None
    if not one_point_each(panel):
        return None
    x = words <= content_words(panel.x.label if panel.x else None)
    y = words <= content_words(panel.y.label if panel.y else None)
    return POINT_X if x and not y else POINT_VALUE if y and not x else None


def _with_part(panel: Panel, subject: str) -> tuple[str, Tick] | None:
    """The axis and the "With X" key of a panel whose one axis holds just "With X" and
    "No X" (or "Without X", "w/o X"), when `subject` (the words before the verb) is X."""
    said = loose(strip_md(subject))
    for axis in ("x", "y"):
        keys = [k for k in axis_keys(panel, axis) if isinstance(k, str)]
        if len(keys) != 2 or len(axis_keys(panel, axis)) != 2:
            continue
        with_ = [(k, w.group("part")) for k in keys if (w := CLAIM_SHAPES.WITH_KEY.fullmatch(k.strip()))]
        without = [(k, w.group("part")) for k in keys if (w := CLAIM_SHAPES.WITHOUT_KEY.fullmatch(k.strip()))]
        if len(with_) == 1 and len(without) == 1 and loose(with_[0][1]) == loose(without[0][1]) == said:
            return axis, with_[0][0]
    return None


# a value and the place right after it: "8 points at epoch 1", "2 pp at 10", "3 in 2020"
_VALUE_AT = CLAIM_SHAPES.VALUE_AT
_GAP_EXTREME = re.compile(
    rf"\b(?:(?:the\s+)?(?:{_GAP_WIDE}|{_GAP_NARROW})\s+(?:performance\s+|score\s+)?{_GAP_NOUN}\s+between\s+"
    r"(?P<pair>[^,;:()]{3,80}?)(?:\s*\([^()]{1,30}\))?"  # ("the largest gap between A and B (6.4 points) occurs at")
    r"\s+(?:is\s+(?:seen\s+|observed\s+|found\s+)?|occurs\s+|appears\s+|comes\s+|lies\s+)?"
    rf"|{_GAP_NOUN}\s+between\s+(?P<pair2>[^,;:()]{{3,80}}?)\s+(?:is|was|becomes|gets|grows)\s+(?:the\s+)?"
    rf"(?:{_GAP_WIDE.replace('wide>', 'wide2>')}|{_GAP_NARROW.replace('narrow>', 'narrow2>')})\s+"
    r"|^\W*(?:the\s+)?(?P<pair3>[^,;:()]{3,80}?)\s+differs?\s+(?:the\s+)?(?:most|(?P<narrow3>least))\s+"
    # ("The gap is smallest at k = 10": the gap of the pair compared before)
    rf"|^\W*(?:and\s+)?(?P<back>the|this|that)\s+(?:performance\s+|score\s+)?{_GAP_NOUN}\s+(?:is|was|becomes|gets|grows)\s+"
    rf"(?:the\s+)?(?:{_GAP_WIDE.replace('wide>', 'wide4>')}|{_GAP_NARROW.replace('narrow>', 'narrow4>')})\s+)"
    r"(?:at|for|in|on|when|with)\b",
    re.I,
)
# a subject other than the header's series ("the other line plateaus at …")
_THIRD = words("ANOTHER")
# the series a header names, taken up by the sentences under it
# a clause before a comparison word with no subject of its own: "and is generally", "It stays
# consistently", "remaining slightly"
_BARE_PREDICATE = re.compile(
    # ("Notable: Outperforms Model A after k=3" under "**Model B (Red)**": a label of the remark)
    r"\W*(?:(?:notable|notably|note|observation|key point|remark)\W{0,3}:\s*)?"
    r"(?:and\s+|but\s+)?(?:(?:it|this line|the line|this curve|the curve)\s+)?"
    r"(?:(?:appears|seems)\s+to\s+(?:be\s+)?)?"  # "It appears to be consistently higher than B"
    r"(?:\w+ly\s+)*(?:(?:is|remains|stays|lies|sits|runs|remaining|staying|lying|running|"
    r"keeps|keeping|maintains|maintaining|holds|holding|retains|retaining|shows|showing|achieves|achieving)\s+)?"
    r"(?:an?\s+)?(?:\w+ly\s+)*",
    re.I,
)


# ------------------------------------------------------------------ triggers (triggers.py)
# the words each recogniser cannot read a claim without; a clause is offered only to the
# recognisers whose words it holds (each a necessary condition of the recogniser's own pattern)
_ANY_COUNT = re.compile(rf"\d|\b{COUNT_WORD}", re.I)  # a count in digits or words ("six heatmaps")
_DIAGONAL_WORD = CLAIM_SHAPES.READ_DIAGONAL_WORD
_ORDER_WORD = words("ORDER_STEM", stems=True)
_PEAK_WORD = words("PEAK_STEM", stems=True)
_GAP_WORD = words("GAP_STEM", stems=True)
_LEAD_WORD = words("LEAD_NOUN")
_HELD_WORD = words("HELD_STEM", stems=True)
_AT_END_WORD = words("END_STEM", stems=True)
_RANGE_NAMED = words("SPAN")


def _change_size(before: str) -> bool:
    """Whether a range opening a parenthesis sizes a change named before it ("show steep
    drops (5–40%)", "gains (~2-9 points)", "rises (0.1–0.4)") rather than giving the values."""
    head, paren, inner = before.rpartition("(")
    if not paren or any(ch.isalpha() for ch in inner):
        return False
    return _TREND.search(head) is not None or _not_values(head)


def _may_range(line: Line, a: int, b: int, m: Mentions) -> bool:
    """Whether a clause can state a range: a range phrase (or a list of two numbers) starts
    in it, or it names a range and gives two values."""
    return any(p.kind == "range" or (p.kind == "list" and len(p.nums) == 2) for p in line.phrases_at(a, b)) or (
        len(m.values) == 2 and _RANGE_NAMED.search(line.raw[a:b]) is not None
    )


def _colour_named(raw: str, a: int, b: int, m: Mentions) -> bool:
    """Whether raw[a:b] names something by a colour in brackets ("Data points (yellow)") that
    is no tick read (not "**Solo (Blue):**" over a category Solo)."""
    return any(
        colour_phrase(g.group(1)) is not None and not any(g.start() - 4 <= c.end <= g.start() for c in m.coords)
        for g in _PARENS_GROUP.finditer(raw, a, b)
    )


def _before_comment(text: str) -> str:
    """The text before a closing clause that comments on it ("Geomean (13.4%) lies between
    12.1% and 9.5%, consistent with geometric mean calculation": the mean is the comment's)."""
    hit = CLAIM_SHAPES.COMMENT_CLAUSE.search(text)
    return text[: hit.start()] if hit else text


def series_rows(panels: list[Panel]) -> dict[str, list[Tick]]:
    """The rows (series) named by text in the panels, by loose key, for heading_series
    (built once per set of panels, not once per claim line)."""
    rows: dict[str, list[Tick]] = {}
    for p in panels:
        label = _label_of(p, "y")
        for c in p.cells:
            if isinstance(c.row, str) and c.row not in rows.setdefault(loose(c.row), []):
                rows[loose(c.row)].append(c.row)
            if label and c.row is not None and c.row not in rows.setdefault(loose(f"{label} {c.row}"), []):
                rows[loose(f"{label} {c.row}")].append(c.row)  # "**Digit Scale 2:**" over row 2 of "Digit Scale"
    return rows


def heading_spelled(title: str) -> list[str]:
    """A header's name of a series with brackets of its own ("3.3 Parallel Tempering (8
    particles/group) (Purple)" over the legend's "Parallel Tempering (8 particles per group)"):
    the title without its section number and its colour's bracket, "/" spelt "per"."""
    kept = _PARENS_GROUP.sub(lambda g: " " if colour_phrase(g.group(1)) is not None else g.group(0), title)
    section = CLAIM_SHAPES.SECTION_NUMBER.match(kept)
    kept = kept[section.end() :] if section else kept
    if kept == title or "(" not in kept:
        return []  # (no bracket of its own: the names above already try it)
    return [kept, kept.replace("/", " per ")]


def heading_series(titles: list[str], rows: dict[str, list[Tick]]) -> Tick | None:
    """The row (series) the nearest of the headers over a line names ("**2. Simple (Teal):**"
    over "It starts lower than …", "Red Line (SR)"), when exactly one row of the panels is so
    named; `rows` is series_rows of the panels."""
    for title in titles:
        # "Simple (Teal)": the name before its colour; "Red Line (SR)": the name in brackets;
        # "Line 2: Plain (Purple)": the name after the label that numbers it
        bare = _PARENS.sub(" ", title)
        names = [bare, bare.rsplit(":", 1)[-1], *_PARENS_GROUP.findall(title), *heading_spelled(title)]
        named = {str(t): t for n in names for t in rows.get(loose(n), [])}
        if named:
            return next(iter(named.values())) if len(named) == 1 else None
    return None


# ------------------------------------------------------------------ recognisers


# the superlatives of merit said of tasks: their ends are the best and the worst score
_EASE_WORDS = frozenset(("easiest", "hardest"))
_HARDNESS = CLAIM_SHAPES.HARDNESS  # a measure of hardness: the hardest is its highest
# "the wettest month", "the driest city": the most (least) of a measure of wetness only
_WET_WORDS = frozenset(("wettest", "driest", "most humid", "least humid"))
# superlatives that name the measure they are of: "the lightest" of a table whose rows (or
# columns) are the measures is the least of its weight row
_MEASURE_OF = {
    # (a column may give the measure by its unit alone: "Weight (kg)", "Price ($)")
    **dict.fromkeys(("lightest", "heaviest"), CLAIM_SHAPES.WEIGHT_MEASURE),
    **dict.fromkeys(
        ("cheapest", "priciest", "costliest", "most expensive", "least expensive"),
        CLAIM_SHAPES.PRICE_MEASURE,
    ),
    **dict.fromkeys(("tallest",), CLAIM_SHAPES.HEIGHT_MEASURE),
    **dict.fromkeys(("oldest", "youngest"), CLAIM_SHAPES.AGE_MEASURE),
    **dict.fromkeys(("hottest", "warmest", "coldest", "coolest"), CLAIM_SHAPES.TEMPERATURE_MEASURE),
}


# the measure a superlative of a point's size or place is of, as a label names it ("the deepest
# lake" of "Maximum depth (m)"), and whether it is that measure's high end
_POINT_SUPERLATIVE = {
    **dict.fromkeys(("deepest", "shallowest"), CLAIM_SHAPES.DEPTH_MEASURE),
    **dict.fromkeys(("longest",), CLAIM_SHAPES.LENGTH_MEASURE),
    **dict.fromkeys(("largest", "smallest", "biggest"), CLAIM_SHAPES.AREA_MEASURE),
    **dict.fromkeys(("fastest", "slowest"), CLAIM_SHAPES.SPEED_MEASURE),
    **_MEASURE_OF,
}
_POINT_SUPERLATIVE_HIGH = frozenset(
    "deepest longest largest biggest fastest heaviest priciest costliest tallest oldest hottest warmest".split()
) | {"most expensive"}
_GOOD_BAD = frozenset("best worst better worse poorest fastest slowest easiest hardest".split())
# "the strongest model", "M3 is the weakest": merit, the best or worst end, as "best" and "worst"
# (said of a correlation, the size of it: a gate holds those of values of both signs)
_STRONG_WEAK = frozenset(("strongest", "weakest"))
# "the single largest mistake is Badger labelled as Fox": about errors of a confusion matrix
_MISTAKE = words("MISTAKE")
_HIGHER_BETTER = words("HIGHER_BETTER")
# a lower-is-better word turned into a gain: "Cost Savings (%)", "Error Reduction", "Latency
# Improvement", "Runtime Speedup", "Reduction in Loss": more of it is better
_TURNED = (
    r"reductions?|savings?|saved|improvements?|speed-?ups?|decreases?|drops?|cuts?|avoided|prevented|"
    r"reduced|decreased|lowered"
)
_BETTERED = re.compile(
    rf"\b(?:{_TURNED})\s+(?:in|of)\s+(?:the\s+)?(?:\w+\s+)?\w+|"
    rf"\b\w+(?:[\s-]+\w+)?[\s-]+(?:{_TURNED})\b",
    re.I,
)


def _lower_better(text: str) -> bool:
    """Whether the text names a measure where lower is better, not one turned into a gain."""
    hit = CLAIM_SHAPES.LOWER_BETTER.search(text)
    if hit is None:
        return False
    return CLAIM_SHAPES.LOWER_BETTER.search(_BETTERED.sub(" ", text)) is not None


# the verb "peaks" right before its place: "F1 peaks at epoch 6" (where the maximum is)
_PEAKS_AT = CLAIM_SHAPES.PEAKS_AT
_DETERMINED = re.compile(
    r"(?:^\W*(?:(?:overall|absolute|global|single)\s+)?|\b(?:the|its|their|his|her|our|this|that|a)\s+(?:[\w-]+\s+)?|['’]s\s+(?:[\w-]+\s+)?|"
    r"\b(?:shows?|showing|has|have|had|having|achieves?|achieving|records?|recording|reaches?|reaching|yields?|"
    r"attains?|displays?|exhibits?|demonstrates?|posts?|gets?|scores?|scored|performs?|performed|ranks?|ranked|"
    r"with|is|are|was|were)\s+|(?:\*\*:|:\*\*|\s[-–—])\s+|"
    # ("Morel is the class recognised best": the one a participle ranks, after its noun)
    r"\bthe\s+[\w-]+\s+[a-z-]+(?:ed|en)\s+)$",
    re.I,
)  # ("Zeta shows highest latency": a verb of having before a bare superlative; "**Zeta**: Lowest
# median (~0.4)", "Zeta (41%) - tallest segment": a bare superlative opening what a label or a dash says)


def _measures_gain(panels: list[Panel]) -> bool:
    """Whether a panel's own title or value label names a measure where more is better
    ("Recall@10", "Accuracy (%)")."""
    own = " ".join([p.title or "" for p in panels] + [_measure_label(p) or "" for p in panels])
    return bool(_HIGHER_BETTER.search(own))


def _measure_label(p: Panel) -> str | None:
    """What a panel's values measure: its scale's or value axis's label, and the name of its
    one series ("Latency (ms)", the value column of a two-column table, whose y axis is the
    column of names: "System"); None when it has neither."""
    label = p.scale.label if p.scale is not None else (p.y.label if p.y is not None else None)
    said = [label] if label else []
    if len(p.cells) >= 2:
        for keys in ({tick_key(c.row): c.row for c in p.cells}, {tick_key(c.col): c.col for c in p.cells}):
            (only,) = keys.values() if len(keys) == 1 else (None,)
            if isinstance(only, str) and only not in said:
                said.append(only)
    return " ".join(said) or None


_LOWER_IS_BETTER = CLAIM_SHAPES.LOWER_IS_BETTER


def _measure_part(title: str) -> str:
    """What a title says the values measure: its words before "by", "vs", "across" … (the
    whole title when it ranks or compares by a measure: "Models Ranked by Latency")."""
    cut = CLAIM_SHAPES.TITLE_AGAINST.search(title)
    if cut is None or CLAIM_SHAPES.RANKED_BY.search(title, 0, cut.start() + 1):
        return title
    return title[: cut.start()]


def _plain_score(panels: list[Panel]) -> bool:
    """Whether every panel's values are a plain score ("Score", "Benchmark Score (%)", a
    colour bar "Overall score"): a bare rank ("Golf ranks second") counts from the highest,
    as the caller asks only after lower_is_better() said no."""
    labels = [_measure_label(p) for p in panels]
    return bool(labels) and all(label is not None and _PLAIN_SCORE.fullmatch(label.strip()) for label in labels)


_PLAIN_SCORE = CLAIM_SHAPES.PLAIN_SCORE


def one_series_items(panel: Panel, title: str, said: set[str]) -> bool:
    """Whether a panel holds one series, one value per thing (three or more), and one of the
    words `said` of the things counted ("models" of "Only two models …") names them: a word of
    its axes' labels or of its or the write-up's title, or a word any bar is ("bars", "values")."""
    if len(panel.cells) < 3:
        return False
    rows = {tick_key(c.row) for c in panel.cells}
    cols = {tick_key(c.col) for c in panel.cells}
    if min(len(rows), len(cols)) != 1 or max(len(rows), len(cols)) != len(panel.cells):
        return False
    words = {stem(w.casefold()) for w in said if w}
    words |= {w[:-2] + "y" for w in words if w.endswith("ie")}  # ("countries": country)
    axes = [title, panel.title or "", panel.x.label or "" if panel.x else "", panel.y.label or "" if panel.y else ""]
    return bool(words & (_GENERIC_ITEMS | content_words(" ".join(axes))))


def stated_lower_better(panels: list[Panel], title: str = "") -> bool:
    """Whether the figure itself says that lower is better ("Score (lower is better)" as a
    title, an axis or scale label, or a column), and nowhere that higher is."""
    said = [title]
    for p in panels:
        said += [p.title or "", p.scale.label or "" if p.scale is not None else ""]
        said += [a.label or "" for a in (p.x, p.y) if a is not None]
        said += [str(t) for a in (p.x, p.y) if a is not None for t in a.ticks if isinstance(t, str)]
    text = " ".join(said)
    if CLAIM_SHAPES.SAID_HIGHER_IS_BETTER.search(text):
        return False
    return bool(_LOWER_IS_BETTER.search(text)) or any(p._memo.get(LOWER_BETTER_SAID) for p in panels)


# the key of a panel's memo set when the line of its value axis (or scale) says "lower is
# better", which the axis's label as read leaves out ("**Y-axis:** Score (lower is better)")
LOWER_BETTER_SAID = "lower is better"


def mark_lower_better(panels: list[Panel], line_of: Callable[[int], Line | None]) -> None:
    """Marks each panel whose value axis or scale is stated on a line that says "lower is
    better" (and not "higher is better")."""
    for p in panels:
        for part in (p.y, p.scale):
            span = getattr(part, "span", None)
            line = line_of(span.line) if span is not None else None
            if line is None or CLAIM_SHAPES.SAID_HIGHER_IS_BETTER.search(line.raw):
                continue
            if _LOWER_IS_BETTER.search(line.raw):
                p._memo[LOWER_BETTER_SAID] = True


def lower_is_better(panels: list[Panel], sentence: str, title: str = "") -> bool:
    """Whether "best" means the lowest value: the sentence says so ("better (lower WER)"),
    or the measured quantity is an error, a loss, a latency …"""
    if CLAIM_SHAPES.IN_LOWER_IS_BETTER.search(sentence):
        return False
    if CLAIM_SHAPES.LOWER_IS_BETTER.search(sentence) or CLAIM_SHAPES.RANK_SAID.search(sentence):
        return True
    if any(p._memo.get(LOWER_BETTER_SAID) for p in panels):
        return True  # ("**Y-axis:** Score (lower is better)": the line of its value axis says so)
    # "Miss Rate (%) … (lower is better)": the figure's (or a panel's) title says which end is good
    said = " ".join([title, *(p.title or "" for p in panels)])
    if CLAIM_SHAPES.LOWER_IS_BETTER.search(said) and not CLAIM_SHAPES.IN_LOWER_IS_BETTER.search(said):
        return True
    measure = " ".join(_measure_label(p) or "" for p in panels)
    if _lower_better(measure):
        return True
    if _HIGHER_BETTER.search(measure):
        return False  # ("Latency vs. Accuracy" over a y axis of Recall@10: the values are recalls)
    if any(
        CLAIM_SHAPES.LOWER_BETTER.fullmatch(said.group("m")) and not CLAIM_SHAPES.RANK_WORD.fullmatch(said.group("m"))
        for said in CLAIM_SHAPES.MERIT_OF.finditer(sentence)
    ):
        return True  # "FP16 has the best perplexity", "the lowest TTFT": the measure said with its word
    if measure and not _HIGHER_BETTER.search(measure) and _names_values(sentence, measure):
        return False  # "the best quality score" over a y axis "Quality score" in "Cost vs. Quality": not the cost
    titles = " ".join(_measure_part(p.title or "") for p in panels)
    own = " ".join([titles, measure])
    title = _measure_part(title)
    valued = " ".join(_values_measured(p) for p in panels)
    if _titled_lower_better(titles, valued) and not _HIGHER_BETTER.search(own):
        return True
    columns = [str(t) for p in panels if p.x is not None and not p.x.label for t in p.x.ticks if isinstance(t, str)]
    if len(columns) >= 2 and all(_lower_better(c) and not _HIGHER_BETTER.search(c) for c in columns):
        return True  # "beats … on every metric" over columns WER (%), CER (%), RTF: each the lower the better
    # the panel's own words name a measure where more is better ("Validation BLEU" in a figure
    # titled "Training Cost and Quality"): the write-up's title speaks of another panel
    return not _HIGHER_BETTER.search(own + " " + title) and _titled_lower_better(title, valued)


_GENERIC_MEASURE = frozenset("value values score scores result results performance number overall average mean".split())


def _names_values(sentence: str, measure: str) -> bool:
    """Whether the sentence says "best", "highest" … of the word that names what the values
    measure ("the best quality score" over an axis "Quality score"), not of a word many
    measures share ("the best value", "the best score")."""
    words = {w.casefold() for w in CLAIM_SHAPES.IN_NAMES_VALUES.findall(measure)}
    return any(
        (m := said.group("m").casefold()) in words and m not in _GENERIC_MEASURE
        for said in CLAIM_SHAPES.MERIT_OF.finditer(sentence)
    )


def _values_measured(panel: Panel) -> str:
    """The label of what a panel's values measure: its colour scale's, or its y axis's when
    that axis is no axis of places (a heatmap's "Beam Size" names its rows, not its values)."""
    if panel.scale is not None:
        return panel.scale.label or ""
    if panel.y is None:
        return ""
    rows = {tick_key(c.row) for c in panel.cells}
    return "" if any(tick_key(t) in rows for t in panel.y.ticks) else panel.y.label or ""


# the words of a value label that name no thing measured ("Count", "Rate (%)", "Value")
_BARE_MEASURE = frozenset("value count number frequency rate percentage percent share amount total".split())
# after a title's word of harm, a word that ends its noun phrase ("Defects by Line", "Errors per Run")
_PHRASE_END = re.compile(
    r"[\s-]*(?:$|[(:,;/|]|(?:by|per|vs|versus|across|over|in|on|of|for|at|and|during|from|to|with)\b)", re.I
)


def _titled_lower_better(title: str, measure: str) -> bool:
    """Whether a title names a measure where lower is better, as the values' measure: the
    word of harm ends its noun ("Defects by Line", "Late") or is said of what the value label
    names ("Late Deliveries" over "Deliveries"); not a word of another noun's when the label
    names a thing of its own ("Visitors During Late Opening Hours" over "Visitors": visitors);
    "Error Rate", "Defect Count": the word of harm with a word that names no thing."""
    if not _lower_better(title):
        return False
    if _lower_better(measure):
        return True
    named = content_words(measure) - _BARE_MEASURE
    text = _BETTERED.sub(" ", title)
    for hit in CLAIM_SHAPES.LOWER_BETTER.finditer(text):
        if not named or _PHRASE_END.match(text, hit.end()):
            return True
        after = CLAIM_SHAPES.NEXT_WORD.match(text, hit.end())
        if after is None or stem(after.group(1).casefold()) in named | _BARE_MEASURE:
            return True
    return False


# a clause between the line and the verb: "the curve of runtime as the length grows" (not the line's)
_SUBORDINATE = words("SUBORDINATOR")
_MIN_LINE_TICKS = 3
# before a series that opens a clause: markup, "the"; after it, before its verb: at most two
# words of what it measures ("Student error falls", "Beta's loss drops"), no number, no clause
_OPENING_THE = re.compile(
    # (after a panel's scope: "In panel (b), ")
    r"[\s*_`\"“]*(?:(?:in|for|on)\s+(?:the\s+)?(?:(?:panel|subplot|plot|chart|graph)\s+)?\(?[a-hA-H]\)\s*,\s*)?"
    r"(?:the\s+)?[\s*_`\"“]*",
    re.I,
)
# all a bare course may say after its verb, when no axis is named: how steadily, over what
# whole ("Beta decreases steadily.", "Alpha falls at every step"); "at first", "for most of
# the run", "early on" speak of part of it
_WHOLE_COURSE = re.compile(
    r"(?:\s*,?\s*(?:steadily|consistently|monotonically|continuously|gradually|slowly|quickly|rapidly|sharply|"
    r"steeply|smoothly|overall|throughout|over\s+time|(?:at|with|across|over)\s+(?:every|each|all(?:\s+the)?)\s+"
    r"[A-Za-z]+(?:\s+[A-Za-z]+)?|(?:every|each)\s+[A-Za-z]+))*[\s*_`.!]*",
    re.I,
)


def _course_to_end(text: str, at: int, panel: Panel) -> bool:
    """Whether the words after a verb are a whole course that runs up to the x axis's last
    tick ("at every step up to minute 40" on ticks 0 … 40): the course of the whole axis."""
    m = CLAIM_SHAPES.UP_TO.fullmatch(text, at)
    if m is None or not _WHOLE_COURSE.fullmatch(m.group("course")) or not _numbered_x(panel):
        return False
    keys = [float(k) for k in axis_keys(panel, "x") if isinstance(k, (int, float))]
    return bool(keys) and float(m.group("n")) == max(keys)


def _counts_label(noun: str, written: str, label: str) -> bool:
    """Whether a counted noun is a word of an axis label: its stem, or its singular where the
    plural adds "es" ("five classes" of the column "Class", whose stem "classe" is no word)."""
    words = content_words(label)
    word = written.casefold()
    return noun in words or (CLAIM_SHAPES.ES_PLURAL.search(word) is not None and word[:-2] in words)


def trailing_summary(rows: Sequence[object]) -> int:
    """How many of a table's last rows sum up the others ("accuracy", "macro avg", "Total"),
    when they all come after the others; 0 when none or some stand among them."""
    summary = [i for i, r in enumerate(rows) if isinstance(r, str) and CLAIM_SHAPES.SUMMARY_ROW.fullmatch(r.strip())]
    return len(summary) if summary == list(range(len(rows) - len(summary), len(rows))) else 0


def _record_rows(p: Panel) -> list[Tick]:
    """A table's rows less those that sum up the others, when those come after all the
    others (a classification report's "accuracy" and "macro avg" under its classes)."""
    rows = axis_keys(p, "y")
    return rows[: len(rows) - trailing_summary(rows)]


def _counts_a_measure(text: str, at: int, panel: Panel) -> bool:
    """Whether the clause after a counted subject gives them a count of a measure the table's
    columns name ("Two models carry three objectives" over a column "Objectives": those with
    three, not how many models there are); a count of places ("over the four quarters") is not."""
    hit = _COUNT_IN_PREDICATE.search(text, at)
    if hit is None:
        return False
    noun = stem(hit.group("noun").casefold())
    columns = [k for k in axis_keys(panel, "x") if isinstance(k, str)]
    return any(noun in {stem(w.casefold()) for w in content_words(k)} for k in columns)


def _course_to_place(text: str, at: int, panel: Panel) -> bool:
    """Whether the words after a verb are a course said of every step up to a tick before the
    x axis's last ("rises at every step up to 12°" on ticks 0 … 16): a stretch that ends
    there (the words of the course must be there: "rises to 12" reaches a value)."""
    m = CLAIM_SHAPES.UP_TO.fullmatch(text, at)
    if m is None or not m.group("course").strip() or not _WHOLE_COURSE.fullmatch(m.group("course")):
        return False
    if not _numbered_x(panel):
        return False
    keys = [float(k) for k in axis_keys(panel, "x") if isinstance(k, (int, float))]
    return float(m.group("n")) in keys[:-1] and keys.index(float(m.group("n"))) >= 2


def _numbered_x(panel: Panel) -> bool:
    """Whether a panel's x axis is one of numbers, enough of them to run along."""
    keys = axis_keys(panel, "x")
    return len(keys) >= _MIN_LINE_TICKS and all(isinstance(k, (int, float)) for k in keys)


def _numbered_y(panel: Panel) -> bool:
    """Whether a panel's y axis (its rows) is one of numbers, enough of them to run along."""
    keys = axis_keys(panel, "y")
    return len(keys) >= _MIN_LINE_TICKS and all(isinstance(k, (int, float)) for k in keys)


_EVERY_LINE = CLAIM_SHAPES.EVERY_LINE
# a line said to move both ways: "fluctuations, with minor increases and decreases", "rise/fall"
_PIECEWISE_MOVES = 3  # moves of a course told piece by piece, both ways: no one trend


def _numeric_axis(panel: Panel, axis: str) -> bool:
    """Whether a panel's axis is numbers, at least three of them (a line chart's x)."""
    keys = axis_keys(panel, axis)
    return len(keys) >= _MIN_LINE_TICKS and all(isinstance(k, (int, float)) for k in keys)


class Reader:
    """Reads the claims of one sentence."""

    def __init__(
        self,
        line: Line,
        start: int,
        end: int,
        panels: list[Panel],
        context: Panel | None,
        title: str = "",
        following: list[str] | None = None,
        heading: Tick | None = None,
        lists: list[tuple[str, list[str]]] | None = None,
        titles: list[str] | None = None,
        header: Scope | None = None,
        legend: frozenset[str] = frozenset(),
        colours: dict[str, tuple[str, str]] | None = None,
    ) -> None:
        self.colours = colours or {}  # the series each colour names ("orange" -> With Retrieval)
        self.legend = legend  # the words of the legend's title ("Legend (Batch size):")
        self.header = header  # the scope of the header over the line ("#### vs. Beta")
        self.titles = titles or []  # the headers over the line, nearest first ("#### 1. **Model A**")
        self.lists = lists or []  # the labelled lists of the write-up ("Categories (Legend):" and its items)
        self.line, self.start, self.end = line, start, end
        self.heading = heading  # the series a header over the line names ("**2. Simple (Teal):**")
        self.following = following or []  # the names of the list the sentence's colon opens
        self.all_panels, self.context = panels, context
        self.title = title  # the document's title: it often names the measured quantity
        self.sentence = line.raw[start:end]
        self.scoped: list[Coord] = []  # the ticks the scope phrase over the clause names ("For set D1,")
        self.scoped_to = start  # where the words after that phrase start
        self.plain = self.sentence  # the sentence with the names it gives blanked ("Cost-based" holds no "cost")
        # the series and place of the last value the sentence gave ("starts at 94.7% for length 5")
        self.last_point: tuple[Coord, Coord] | None = None
        # the two series the last comparison compared ("Pro starts higher than Ultra but ends lower")
        self.last_pair: tuple[Coord, Coord] | None = None
        # the two series the sentence before (on the same line) compared: "A is above B for
        # every k. The gap is largest at k = 40" speaks of their gap
        self.pair_before: tuple[Coord, Coord] | None = None
        # where the sentence names ticks by a part of their names ("All "neg_" prefixed categories")
        self.affixed: list[tuple[int, int]] = []

    def text(self, a: int, b: int) -> str:
        return self.line.raw[a:b]

    def _near(self, m: Mentions) -> list[Panel]:
        """The panels a clause names, else the one it sits under, else the first."""
        if m.panels:
            return m.panels
        ref = self.context or (self.all_panels[0] if self.all_panels else None)
        return [ref] if ref is not None else []

    def scope(self, m: Mentions) -> list[Panel]:
        if m.panels:
            return m.panels
        if self.context is not None:
            return [self.context]
        return list(self.all_panels)

    def spec(self, kind: str, a: int, b: int, m: Mentions, **kw: object) -> Spec:
        named = bool(m.panels) or self.context is not None or len(self.all_panels) == 1
        panels = kw.pop("panels", None) or self.scope(m)
        if not named and said_of_every_panel(self.line.raw[a:b], self._panel_nouns()):
            named = True  # "in all models" over a list "Model Sections:" of the panels' titles
        if not named and m.coords:
            # "Training accuracy is higher than testing accuracy": the one panel with both names
            having = _panels_having(self.all_panels, [c for c in m.coords if not c.spread])
            if len(having) == 1:
                panels, named = having, True
        spec = Spec(kind, self.line, a, b, panels, named=named, **kw)  # type: ignore[arg-type]
        spec.title = self.title
        return spec

    def _panel_nouns(self) -> frozenset[str]:
        """The stems of what the write-up calls its panels: the words of the label of a list
        whose entries are the panels' titles ("Model Sections:" over "Llama-A", "Llama-B")."""
        if len(self.all_panels) < 2:
            return frozenset()
        memo = self.all_panels[0]._memo  # (once per write-up: the lists and panels are the write-up's)
        if "panel nouns" not in memo:
            titles = {loose(p.title) for p in self.all_panels if p.title}
            memo["panel nouns"] = frozenset(
                stem(w)
                for label, entries in self.lists
                if len(entries) == len(titles) and {loose(e) for e in entries} == titles
                for w in content_words(label)
            )
        nouns: frozenset[str] = memo["panel nouns"]
        enumerated: frozenset[str] = memo.get("enumerated panel nouns", frozenset())
        if "titled panel nouns" not in memo:
            # "… on Four Hill Farms" over four panels: what the write-up's title counts them as
            memo["titled panel nouns"] = frozenset(
                stem(hit.group("noun").casefold())
                for hit in _TITLE_COUNTED.finditer(self.title or "")
                if count_value(hit.group("n")) == len(self.all_panels)
            )
        titled: frozenset[str] = memo["titled panel nouns"]
        return nouns | enumerated | titled

    def read(self) -> list[Spec]:
        sentence = self.text(self.start, self.end)
        self.sentence = sentence
        whole = self._find(self.start, self.end)
        self.plain = _blanked(sentence, self.start, whole.coords)
        # a count the sentence enumerates ("three systems (A, B, C) on …") leaves the rest of
        # the sentence to the other recognisers; any other count or range is the whole claim
        wake = Wake(self, sentence, self.start, self.end, whole)
        top = self.top_values(self.start, self.end, whole) if wake(_TOP_VALUES) else []
        if top:
            return top  # ("contains the two highest values (11, 17)" counts no things)
        listed = self.listed_counts(self.start, self.end) if wake(_LISTED_COUNTS) else []
        for rec, trigger in _SENTENCE_RECOGNISERS:
            whole_claim = rec(self, self.start, self.end, whole) if wake(trigger) else []
            if whole_claim:
                said = {s.count for s in listed}  # (a count judged on its list is not judged again)
                return listed + [s for s in whole_claim if s.kind != "count" or s.count not in said]
        if not any(p.cells for p in self.all_panels):
            return listed  # no values to hold a statement against
        out: list[Spec] = listed
        before: Mentions | None = None
        scope = self._leading_scope(self.start, self.end, whole)
        for i, (a, b) in enumerate(_clauses(sentence, self.plain)):
            a, b = self.start + a, self.start + b
            # a one-clause sentence points at what the sentence does (Mentions are read-only)
            m = whole if (a, b) == (self.start, self.end) else self._find(a, b)
            last = before  # (the clause before's mentions)
            m, before = _its(self.text(a, b), a, m, before), m
            # "…, while for D2 VSE leads": a clause with a scope of its own
            applied = (self._leading_scope(a, b, m) if i else None) or scope or self.header
            self.scoped = applied.coords if applied is not None and applied.understood else []
            self.scoped_to = applied.end if applied is not None else a
            headed = False
            pointing = _PRONOUN.match(self.text(a, b)) or (i and CLAIM_SHAPES.BACK_TO_CHOSEN.match(self.text(a, b)))
            if pointing and not m.panels and not any(c.axis == "y" for c in m.coords):
                named = self._heading_for(a, b, m)
                if named is None:
                    continue  # "its decline deepens each quarter": about something named before
                m, headed = named, True  # "It is the lowest line throughout" under "**Sparse (Green Line):**"
            if _DIRECTION_SENSE.search(self.line.raw, a, b):
                continue  # "(a higher Weight score means a lighter boot)": a key to the chart, no claim
            wake = Wake(self, self.text(a, b), a, b, m)
            got = []
            for rec, trigger in _CLAUSE_RECOGNISERS:
                if not wake(trigger):
                    continue  # (the clause lacks what the recogniser needs: it would read nothing)
                got = rec(self, a, b, m)
                if headed:
                    # ("It extends from about 0.2 to 0.9" under a histogram's series: its x extent,
                    # no bound on its values): a pronoun's clause states its extreme, value or rank
                    got = [s for s in got if s.kind in _HEADED_KINDS]
                if got:
                    excluded = _excluded(self.line.raw, a, b, m, self._axis_words(m))
                    for spec in got:
                        # (a confusion "A predicted as B" places both; "A correlates most with B" too)
                        placed = (
                            {str(c.tick) for c in (*spec.location, *spec.slice, *spec.subject, *spec.other)}
                            if spec.off_diagonal
                            else {str(c.tick) for c in spec.location}
                        )
                        spec.unresolved = [n for n in m.ambiguous if n not in placed]
                        spec.unplaced = spec.unplaced + [n.raw for n in m.unplaced] + m.unnamed
                        if spec.kind == "comparison" and m.unplaced and not spec.stretch:
                            self._stretch_from_unplaced(spec, m)  # "outperforms A after k=3" (no tick 3)
                        if spec.relation == "diagonal flanks":
                            pass  # ("away from the diagonal": each whole row, out from its diagonal cell)
                        else:
                            _diagonal_scope(spec, self.text(a, b), self.sentence)
                        if excluded and spec.kind in ("threshold", "comparison", "trend", "range", "extreme"):
                            spec.excluded = excluded
                            if spec.kind == "trend" and _excepted_at(self.line.raw, b, excluded, m):
                                spec.strict = True  # ("… except Heron at 32k": every other step goes that way)
                            spec.slice = [c for c in spec.slice if c not in excluded]
                        if spec.kind in ("threshold", "range", "extreme", "trend") and (
                            others := self._not_bins(a, b, spec)
                        ):
                            spec.excluded = [*spec.excluded, *others]  # ("every bin": not a total read beside them)
                        spec.slice = stretches(spec.slice, self.line.raw, spec.panels)
                        if spec.kind == "threshold" and not any(c.axis == "x" for c in spec.slice):
                            spec.slice += self._ranked_slice(spec, a, b)  # "The lowest three … below 25"
                        if last is not None and spec.kind == "threshold":
                            spec.measure_before = _measure_before(spec, last)
                        if applied is not None:
                            _narrow(spec, applied)
                        elif (this := CLAIM_SHAPES.THIS_PART.search(self.line.raw, a, b)) is not None:
                            # "The purple bar is the tallest in this group" under a header no
                            # scope was read from: the group it points at is not known
                            spec.unscoped = this.group(0)
                        later = _LATER_ONLY.match(self.line.raw, b, self.end)
                        if later is not None and spec.kind in ("threshold", "comparison", "trend", "range"):
                            # "Only A and B exceed 30,000, and only at 1 KB and 10 KB": a later
                            # clause narrows where it holds
                            spec.unscoped = spec.unscoped or later.group(0)[later.start("only") - later.start() :]
                    out += got
                    break
            self.last_point = _point_of(got) if got else None
            pairs = [(s.subject[0], s.other[0]) for s in got if s.kind == "comparison" and len(s.other) == 1]
            self.last_pair = pairs[0] if len(pairs) == 1 and isinstance(pairs[0][0], Coord) else None  # type: ignore[assignment]
        return out

    def _not_bins(self, a: int, b: int, spec: Spec) -> list[Coord]:
        """The columns of the one panel of bins that are no bins ("Total sessions" read beside
        "0–10", "10–20", …) when the clause speaks of bins ("Every bin holds …", "the tallest
        bin"): they are not among what it speaks of."""
        word = CLAIM_SHAPES.BIN_WORD.search(self.line.raw, a, b)
        if word is None or len(spec.panels) != 1:
            return []
        p = spec.panels[0]
        bins = binned_columns(p)
        if len(bins) < 2:
            return []
        others = {tick_key(c.col): c.col for c in p.cells if c.col is not None and str(c.col) not in bins}
        return [Coord("x", t, word.start(), word.end()) for t in others.values()]

    def _heading_for(self, a: int, b: int, m: Mentions) -> Mentions | None:
        """The mentions of a clause that opens on "It" or "This line" (no series of its own)
        with the series the header over it names put where it stands, as if written there;
        None when no header names one series, or the clause opens otherwise."""
        it = CLAIM_SHAPES.IT.match(self.text(a, b))
        if it is None or self.heading is None or not self.text(a + it.end(), a + it.end() + 1).isspace():
            return None  # (not "It's worth noting", "the line's slope")
        said = Coord("y", self.heading, a + it.end() - len(it.group(0).lstrip(" *_`>•-")), a + it.end())
        return replace(m, coords=[said, *m.coords])

    def _find(self, a: int, b: int) -> Mentions:
        """The mentions of line.raw[a:b], with the series it names by colour ("the orange bars")."""
        m = find(self.text(a, b), a, self.line, self.all_panels, self.context)
        if m.coords and (heads := self._header_ticks(m)):
            # ("The "neutral" class has the lowest F1-score" over columns listed as "class,
            # precision, …": the header of the names' column, no column of values)
            m.coords = [c for c in m.coords if (c.axis, tick_key(c.tick)) not in heads]
        named = colour_coords(self.line, a, b, self.colours)
        # ("The pink bar (Method X) is …": the name in brackets after the colour is the same
        # series, named once)
        named = [
            n
            for n in named
            if not any(c.axis == n.axis and c.tick == n.tick and 0 <= c.start - n.end <= _NAMED_AGAIN for c in m.coords)
        ]
        if named:
            m.coords = sorted(m.coords + named, key=lambda c: c.start)
        if CLAIM_SHAPES.AFFIX_MARK.search(self.line.raw, a, b):
            # "All "neg_" prefixed categories": every row whose name opens so
            chosen = m.panels or ([self.context] if self.context is not None else self.all_panels)
            affixed = affixed_coords(self.line, a, b, chosen, m.coords)
            if affixed:
                m.coords = sorted(m.coords + affixed, key=lambda c: c.start)
                self.affixed += [(c.start, c.end) for c in affixed]
        if CLAIM_SHAPES.NUMBER_RUN.search(self.line.raw, a, b):
            # "depths 4–6" over ticks "Depth 4" … "Depth 6": the ticks it covers, not values
            chosen = m.panels or ([self.context] if self.context is not None else self.all_panels)
            numbered, spans, unread = numbered_coords(self.line.raw, a, b, chosen, m.coords)
            if spans:
                m.values = [n for n in m.values if not any(s <= n.start < e for s, e in spans)]
                m.unplaced = [n for n in m.unplaced if not any(s <= n.start < e for s, e in spans)]
                m.coords = sorted(m.coords + numbered, key=lambda c: c.start)
                m.unnamed = m.unnamed + unread
        return m

    def _header_ticks(self, m: Mentions) -> set[tuple[str, object]]:
        """The ticks of the panels in scope that name the other axis (a table's first column
        "class" listed among the columns, over rows labelled "Class") and hold no cell: the
        header of the column of names, which a sentence's "class" does not point at."""
        out: set[tuple[str, object]] = set()
        for p in self.scope(m):
            for axis, ax, other in (("x", p.x, p.y), ("y", p.y, p.x)):
                if ax is None or other is None or not other.label:
                    continue
                for t in ax.ticks:
                    if isinstance(t, str) and loose(t) == loose(other.label):
                        keys = {tick_key(c.col if axis == "x" else c.row) for c in p.cells}
                        if tick_key(t) not in keys:
                            out.add((axis, tick_key(t)))
        return out

    def _leading_scope(self, a: int, b: int, m: Mentions) -> Scope | None:
        """The scope phrase the text from `a` opens with ("For set D1, …"), if any."""
        return leading_scope(self.line, a, b, m, lambda: self._axis_words(m), self.scope(m))

    def _axis_words(self, m: Mentions) -> set[str]:
        """The words of the axis labels of the panels the clause may speak of."""
        panels = self.scope(m)
        if panels is not self.all_panels or len(panels) < 2:
            return axis_words(panels)
        memo = panels[0]._memo  # (the words of every panel, once per write-up)
        if memo.get("scope words of") != len(panels):
            memo["scope words"], memo["scope words of"] = axis_words(panels), len(panels)
        known: set[str] = memo["scope words"]
        return known

    # -- count: "six comparative heatmaps", "a 4-row by 5-column grid", "four rows"
    @triggered_by(_ANY_COUNT)
    def count(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        out = []
        for hit in _COUNT_PANELS.finditer(text):
            before = text[: hit.start()].casefold()
            if CLAIM_SHAPES.IN_COUNT.search(before) or CLAIM_SHAPES.IN_COUNT_2.search(text[hit.start() : hit.end()]):
                continue
            n = count_value(hit.group("n"))
            if n is not None and n > 1 and not hit.group(0).casefold().endswith("s"):
                continue  # "the Batch Size: 16 panel": a panel's name, not a count (that needs "panels")
            if CLAIM_SHAPES.IN_COUNT_3.match(text[hit.end() :]):
                continue  # "the two charts on the left": some of them
            if CLAIM_SHAPES.IN_COUNT_4.match(text[hit.end() :]):
                continue  # "one subplot per benchmark": one for each, no count of all of them
            if n == 1 and CLAIM_SHAPES.ONE_OF_SEVERAL.search(text, hit.end()):
                continue  # "one graph while streaming, one while idle": which is which, no count
            if n is not None and n > 0:
                out.append(Spec("count", self.line, a, b, list(self.all_panels), count=n, noun="panels"))
        panels = m.panels or ([self.context] if self.context else list(self.all_panels))
        for hit in _COUNT_GRID.finditer(text):
            if CLAIM_SHAPES.PANEL_LAYOUT.match(text, hit.end()) or CLAIM_SHAPES.PANELS_THEN_LAYOUT.search(
                text, 0, hit.start()
            ):
                continue  # "a 2x2 grid of four bar charts": how the panels are laid out, not cells
            r, c = count_value(hit.group("r")), count_value(hit.group("c"))
            if r and c:
                out.append(Spec("count", self.line, a, b, panels, count=r, noun="rows", grid=(r, c)))
                out.append(Spec("count", self.line, a, b, panels, count=c, noun="columns", grid=(r, c)))
        ref = self.context or (panels[0] if panels else None)
        if ref is not None and not out:
            out += self._axis_counts(a, b, text, ref, panels)
        if not any(s.noun in ("rows", "columns") for s in out):
            for hit in _COUNT_ROWS.finditer(text):
                if CLAIM_SHAPES.IN_COUNT.search(text[: hit.start()].casefold()):
                    continue
                if CLAIM_SHAPES.ARRANGED.search(text[: hit.start()]):
                    continue  # "five heatmaps, arranged in two rows": how the panels are laid out
                n = count_value(hit.group("n"))
                if n:
                    what = hit.group("what") or hit.group("what2")
                    out.append(Spec("count", self.line, a, b, panels, count=n, noun=what.lower()))
        return out

    @triggered_by(_ANY_COUNT)
    def listed_counts(self, a: int, b: int) -> list[Spec]:
        """ "four data series …: A, B, C, D and E", "It lists 8 benchmarks:" over a numbered
        list: counts judged against the names the text enumerates for them."""
        text = self.text(a, b)
        out: list[Spec] = []
        at = 0
        opens = CLAIM_SHAPES.LIST_OPENER.search(text) is not None  # (no colon, bracket or dash: no list to search for)
        while opens and (hit := _COUNT_LISTED.search(text, at)) is not None:
            # (a number that counts nothing, "Under 36 minutes: 4 routes (A, B)", leaves the
            # rest to be searched again)
            at = hit.end() if names_after(hit) else hit.end("n")
            n = count_value(hit.group("n"))
            if _COUNT_IN_PHRASE.search(text[hit.end("n") : hit.start("noun")]) or re.search(
                rf"\b{_SMALL_COUNT}\s+(?:of|out of|among)\s+(?:the\s+)?$", text[: hit.start()], re.I
            ):
                continue  # "three of the five countries (A, B, C)": some of them, not a total
            if CLAIM_SHAPES.STEP_BEFORE.search(text[: hit.start("n")]):
                continue  # "tick marks every 2 units (0, 2, 4, 6)": the step between the ticks listed
            if _BOUND_LEAD.search(text, 0, hit.start("n")):
                continue  # "Four teams reach at least 9 medals: Gold, Red, …": a bound, not how many are listed
            if CLAIM_SHAPES.JOINED_BEFORE.search(text, 0, hit.start("n")):
                continue  # "a reference parser and two tuned variants (Ref, A, B)": the list names all three
            listing = hit.group("list")
            closing = text[hit.end("list") :].lstrip()
            if hit.group("open") == "(":
                if not closing.startswith(")"):
                    continue  # the bracket holds more than a list
            elif hit.group("open").strip() in ("–", "—", "-"):
                if not closing.startswith(hit.group("open").strip()):
                    continue  # "six models – A, B, C – across …": a list between two dashes
            elif not re.fullmatch(r"\s*\.?\s*", text[hit.end("list") :]):
                continue  # a list after a colon runs to the end of the sentence
            span = CLAIM_SHAPES.NUMBERED_SPAN.fullmatch(listing.strip()) if hit.group("open") == "(" else None
            if n and span is not None:
                # "32 layers (numbered 2 to 30)": numbers that tell the things apart bound how many
                ends = sorted((int(span.group("lo")), int(span.group("hi"))))
                out.append(
                    Spec(
                        "count",
                        self.line,
                        a,
                        b,
                        list(self.all_panels),
                        count=n,
                        noun="numbered span",
                        listed=[str(e) for e in ends],
                    )
                )
                continue
            names = listed_names(listing)
            if names and hit.group("open") == "(" and _drawing_notes(names):
                continue  # "six equal-width bins (bars touching, mustard yellow)": how they are drawn, no names
            if n and names:
                spec = Spec("count", self.line, a, b, list(self.all_panels), count=n, noun="listed", listed=names)
                spec.enumerated = len(names) if self._listed_elsewhere(names) else None
                before = text[: hit.start()]
                dashed = hit.group("open").strip() in ("–", "—", "-")
                spec.whole_list = (
                    (hit.group("open") == "(" and not text[hit.end("noun") : hit.start("open")].strip())
                    or (
                        dashed
                        and bool(re.fullmatch(r"\s*(?:\([^()]*\))?\s*", text[hit.end("noun") : hit.start("open")]))
                    )
                ) and bool(
                    _COUNT_LEAD.search(before) or before.rstrip().endswith(":") or (dashed and before.endswith("of "))
                )  # ("more than 38 minutes (A, B, C)": a bound, then who passes it; "of three LLMs – A and B –")
                out.append(spec)
        if not out:
            out += self._counts_a_list(a, b, text)
        opened = _COUNT_OPENS_LIST.search(text) if self.following and not out else None
        if opened and not CLAIM_SHAPES.PARTIAL_LIST.search(opened.group(0)):
            n = count_value(opened.group("n"))
            if (
                n
                and len(self.following) >= 2
                and not _COUNT_IN_PHRASE.search(opened.group(0)[len(opened.group("n")) :])
            ):
                out.append(
                    Spec("count", self.line, a, b, list(self.all_panels), count=n, noun="listed", listed=self.following)
                )
        return out

    def _listed_elsewhere(self, names: list[str]) -> bool:
        """Whether the write-up names the same things elsewhere, and no more: a labelled list
        (a legend) or the series of a panel ("six models – A, B, C, D, E –" with a legend of
        A to E): then the sentence's list is all of them."""
        key = {loose(n) for n in names}
        if any({loose(CLAIM_SHAPES.PARENS.sub("", e)) for e in entries} == key for _, entries in self.lists):
            return True
        return any(
            p.cells and key in ({loose(str(c.row)) for c in p.cells}, {loose(str(c.col)) for c in p.cells})
            for p in self.all_panels
        )

    def _counts_a_list(self, a: int, b: int, text: str) -> list[Spec]:
        """ "The chart is segmented into seven categories" where the write-up has a list
        labelled "Categories (Legend):": the count judged against that list's entries."""
        out: list[Spec] = []
        if not self.lists:
            return out  # (no labelled list to judge a count against: the count words need not be searched for)
        for hit in CLAIM_SHAPES.COUNT_LIST_ITEMS.finditer(text):
            if not CLAIM_SHAPES.LIST_LEAD.search(text[: hit.start()]) or CLAIM_SHAPES.SOME_OF.match(text, hit.end()):
                continue  # "Four cities exceed 30", "has two models above 90": not a total
            if re.fullmatch(_PANEL_NOUN, hit.group("noun"), re.I):
                continue  # "two bar charts": the panels, counted on their own
            noun = stem(hit.group("noun").casefold())
            named = {
                len(names): names
                for label, names in self.lists
                if noun in {stem(w) for w in content_words(label)}
                and not CLAIM_SHAPES.PARTIAL_LIST.search(label)  # ("Some regions:" names only some)
                and _only_names(names)
            }
            n = count_value(hit.group("n"))
            if n and len(named) == 1:
                names = next(iter(named.values()))
                if n != len(names) and _counted_by_another(text, hit, len(names)):
                    # "two LLMs across four task categories" over "X-Axis: … two primary
                    # categories: Llama, GPT-4o": the list is what the other count counts
                    continue
                spec = Spec("count", self.line, a, b, list(self.all_panels), count=n, noun="listed", listed=names)
                # a labelled list is all of what its label names ("Regions covered: North, …"),
                # unless the write-up is cut (the gate's to say)
                spec.enumerated, spec.labelled = len(names), True
                out.append(spec)
        return out

    def _axis_counts(self, a: int, b: int, text: str, ref: Panel, panels: list[Panel]) -> list[Spec]:
        """ "five warehouse regions" when the rows are regions: a count of an axis's items.
        "The four GPU-native servers" (a definite subset) is not."""
        out = []
        for hit in CLAIM_SHAPES.COUNT_ITEMS.finditer(text):
            noun = stem(hit.group("noun").casefold())
            if CLAIM_SHAPES.IN_AXIS_COUNTS.search(hit.group(0)) and (
                CLAIM_SHAPES.RATIO_AFTER_TIMES.match(text, hit.end())
                or CLAIM_SHAPES.RATIO_AFTER_TIMES.match(" " + hit.group("noun"))
            ):
                continue  # "three times as long as Walk": a ratio, no count (though the title says "Time")
            if noun == "segment":
                out += self._segments(a, b, text, hit, ref, panels)
                continue
            bridged = list(_BRIDGE_STEPS.finditer(text))
            if any(m.start() <= hit.start() and hit.end() <= m.end() for m in bridged):
                continue  # ("between the two totals": the ends it bridges, no count of the steps)
            if bridged and len(self.all_panels) == 1 and not hit.group("digits"):
                # "The bridge contains four intermediate steps between the two totals": the
                # bars of a waterfall without its two levels (judged only on a waterfall)
                n = count_value(hit.group("n"))
                if n:
                    out.append(Spec("count", self.line, a, b, [ref], count=n, noun="bridge steps"))
                continue
            if (
                CLAIM_SHAPES.DIVIDED_INTO.search(text[: hit.start()])
                and not hit.group("digits")
                and len(self.all_panels) == 1
                and single_series(ref)
                and len(ref.cells) >= 2
                and re.fullmatch(r"[\s.*_]*", text[hit.end() :])
                and not SOME_PARTS.search(hit.group(0))
            ):
                # "The chart divides water use into five purposes": the parts of the whole, its
                # slices (or bars), whatever it calls them
                n = count_value(hit.group("n"))
                if n:
                    out.append(Spec("count", self.line, a, b, [ref], count=n, noun="parts"))
                continue
            if (
                not _COUNT_LEAD.search(text[: hit.start()])
                and not _label_counts(text[: hit.start()], noun, text[hit.end() :])
                # ("correlations among five metrics" of a matrix with the same labels on both axes)
                and not (CLAIM_SHAPES.AMONG_LEAD.search(text, 0, hit.start()) and _same_labels(ref))
            ):
                continue  # "the four GPU-native servers", "after two loss-making quarters": not a total
            if re.fullmatch(r"\W*", text[: hit.start()]) and (
                CLAIM_SHAPES.SOME_OF.match(text, hit.end())
                or _BOUND_ON_VALUE.search(text, hit.end())
                or _VALUE_IN_PREDICATE.search(text, hit.end())
                or (_counts_a_measure(text, hit.end(), ref) and not CLAIM_SHAPES.DISPLAYED.match(text, hit.end()))
            ):
                # "Two systems reach 5.0", "Three setups use less than 1.0 Wh", "Three students
                # gain exactly 80 words/min": those that do, not a total
                continue
            if CLAIM_SHAPES.IN_AXIS_COUNTS_2.match(text[hit.end() :]):
                continue  # "four evaluation methods (PoT, CR, …)": judged on its own list (listed_counts)
            if noun == "bin" and len(self.all_panels) == 1 and len(binned_columns(ref)) >= 2:
                # "The histogram is divided into seven bins": the columns that are stretches
                # of the x axis ("0–100", "100–200"), whatever else was read beside them
                n = count_value(hit.group("n"))
                if n:
                    out.append(Spec("count", self.line, a, b, [ref], count=n, noun="bins"))
                continue
            if hit.group("digits"):
                # "across 18 countries": digits count only the named categories of a bar chart
                # (elsewhere a number is a value)
                if (
                    CLAIM_SHAPES.DIGIT_COUNT_LEAD.search(text[: hit.start()])
                    and len(noun) > 3
                    and self._counts_items(ref, hit.group("noun")) == "categories"
                ):
                    n = count_value(hit.group("n"))
                    word = hit.group("noun").casefold()
                    one = word[:-3] + "y" if word.endswith("ies") else noun
                    label = CLAIM_SHAPES.PARENS.sub(" ", ref.x.label or "") if ref.x is not None else ""
                    if n and {one, noun} & content_words(label):  # (a unit in brackets is no noun)
                        out.append(Spec("count", self.line, a, b, [ref], count=n, noun="categories"))
                elif CLAIM_SHAPES.DIGIT_COUNT_LEAD.search(text[: hit.start()]) and (
                    what := _grid_axis_counted(ref, noun)
                ):
                    # "across 14 tasks" on a heat map whose y axis is "Tasks": its rows
                    out.append(Spec("count", self.line, a, b, [ref], count=count_value(hit.group("n")), noun=what))
                continue
            x_word = ref.x is not None and noun in content_words(ref.x.label or "")  # "four decoding methods" on x
            legend = noun in _LEGEND_NOUNS and CLAIM_SHAPES.DRAWN_APART.match(text, hit.end()) is not None
            if (
                (noun in _SERIES_NOUNS or legend)
                and ref.cells
                and all(isinstance(c.row, str) for c in ref.cells)
                and not x_word
            ):
                n = count_value(hit.group("n"))  # "the plot shows two attention methods": its series
                again = [h for h in CLAIM_SHAPES.COUNT_ITEMS.finditer(text) if stem(h.group("noun").casefold()) == noun]
                if n and len(again) < 2:
                    out.append(Spec("count", self.line, a, b, panels, count=n, noun="series"))
                # ("three lines for λ and three lines for K": each counts some of the series)
                continue
            said = text[: hit.start()].strip(" -*•\t")  # "Four cities exceed 30": a count of cells, not a total
            said_words = CLAIM_SHAPES.IN_AXIS_COUNTS_3.findall(hit.group(0))[1:]
            nouns = [w for w in said_words if w.endswith("s")]
            if len(said_words) == 2 and _AREA_NOUN.fullmatch(said_words[1]):
                nouns.append(said_words[0])  # "five subject areas": subjects
            drawn = not said and CLAIM_SHAPES.DRAWN_TOTAL.match(text, hit.end()) is not None
            what = (
                next((w for w in (self._counts_items(ref, w) for w in nouns[:2]) if w), None) if said or drawn else None
            )
            if (
                (said or CLAIM_SHAPES.POINTS_SHOW.match(text, hit.end()))
                and len(said_words) == 2
                and said_words[0].casefold() in _POINT_QUALIFIERS
                and stem(said_words[1].casefold()) in ("point", "dot", "marker")
                and len(self.all_panels) == 1
                and one_point_each(ref)
            ):
                what = "series-items"  # "the plot has six labelled points": its named points
            elif (
                drawn
                and not what
                and len(self.all_panels) == 1
                and one_point_each(ref)
                and len(ref.cells) >= 3
                and (
                    noun in content_words(self.title or "")
                    or noun in content_words(ref.title or "")
                    # ("Six models are plotted" over points "Model-A", "Model-B", …: what each is)
                    or all(noun in content_words(str(c.row)) for c in ref.cells)
                )
            ):
                what = "series-items"  # "Seven asteroids are plotted": a scatter of asteroids, one point each
            if what:
                n = count_value(hit.group("n"))  # "the chart compares six cities": its bars or its series
                if n:
                    out.append(Spec("count", self.line, a, b, [ref], count=n, noun=what))
                continue
            if (
                (noun in _CLASS_NOUNS or noun in _MATRIX_NOUNS or noun in content_words(ref.title or self.title or ""))
                and hit.group("n")
                and not hit.group("digits")
                and _same_labels(ref)
                # ("Two classes are often confused with Dog": some of them, which a count
                # opening its sentence is unless it says they are shown)
                and (text[: hit.start()].strip(" -*•\t") or CLAIM_SHAPES.DISPLAYED.match(text, hit.end()))
            ):
                # "The matrix covers four fruit classes" over a confusion matrix, "among five metrics"
                # over a correlation matrix "… of Training Metrics": its labels, on both axes
                n = count_value(hit.group("n"))
                if n:
                    out.append(Spec("count", self.line, a, b, panels, count=n, noun="rows"))
                continue
            for axis, ax in (("y", ref.y), ("x", ref.x)):
                if ax is not None and ax.label and _counts_label(noun, hit.group("noun"), ax.label) and hit.group("n"):
                    n = count_value(hit.group("n"))
                    what = "rows" if axis == "y" else "columns"
                    if n:
                        out.append(Spec("count", self.line, a, b, panels, count=n, noun=what))
                    break
        return out

    def _segments(self, a: int, b: int, text: str, hit: re.Match[str], ref: Panel, panels: list[Panel]) -> list[Spec]:
        """ "Each bar is divided into four segments": in a chart of several named series
        stacked in each bar, a count of its series."""
        rows = {tick_key(c.row) for c in ref.cells if isinstance(c.row, str)}
        n = count_value(hit.group("n"))
        if not n or len(rows) < 2 or any(not isinstance(c.row, str) for c in ref.cells):
            return []
        if not CLAIM_SHAPES.SEGMENT_LEAD.search(text[: hit.start()]) or hit.group("digits"):
            return []  # ("the top two segments", "12 segments": some of them, or a value)
        listed = CLAIM_SHAPES.IN_SEGMENTS.match(text[hit.end() :])
        if listed and not all(loose(str(c.row)) in loose(text[hit.end() :]) for c in ref.cells):
            # "split into three segments: Fruit (bottom), Vegetables and Browse": names of its own,
            # which are not the series the reading found: judged on its list (listed_counts)
            return []
        return [Spec("count", self.line, a, b, panels, count=n, noun="series")]

    def _counts_items(self, ref: Panel, noun: str) -> str | None:
        """What "<n> <noun>" counts in the one bar or line chart of the write-up: "categories"
        when the noun is a word of the x label (or the chart has one series), "series" when
        it is a word of the title or the y label, else None."""
        if len(self.all_panels) != 1 or not ref.cells:
            return None
        categorical = single_series(ref) or (
            any(isinstance(c.row, str) for c in ref.cells)
            and (ref.y is None or all(isinstance(t, (int, float)) for t in ref.y.ticks))
        )
        if not categorical:
            return None
        word = noun.casefold()
        one = word[:-3] + "y" if word.endswith("ies") else stem(word)
        if CLAIM_SHAPES.ES_PLURAL.search(word) and ref.x is not None and word[:-2] in content_words(ref.x.label):
            one = word[:-2]  # "five branches" of the axis "Branch" ("branche" is no word of it)
        if ref.x is not None and one in content_words(ref.x.label):
            return "categories"
        if one in ("slice", "wedge", "sector") and single_series(ref):
            return "categories"  # "The pie has four slices": its categories
        if one in ("point", "dot", "marker", "bubble") and one_point_each(ref):
            return "series-items"  # "Seven points are plotted": the named points of a scatter, one each
        if (ref.x is None or not ref.x.label) and any(one in _split_by(t) for t in (self.title, ref.title) if t):
            return "categories"  # "five benchmarks" under "Exact Match by Benchmark": what the x axis holds
        labels = [self.title, ref.title, ref.y.label if ref.y else None]
        if not any(one in content_words(t) for t in labels if t):
            return None
        if single_series(ref):
            return "categories"
        if one in ("category", "group", "cluster", "class"):
            return None  # "across seven different categories": the bars' groups, never the series
        # a title word may name either axis ("… across seven disciplines"): only with an x
        # label that is not the noun is it the series
        return "series-items" if ref.x is not None and ref.x.label else None

    # -- "the lowest value is approximately 42.7, and the highest is approximately 49.3"
    @triggered_by(_SUPERLATIVE, lambda r, a, b, m: len(m.values) == 2 and not m.coords)
    def range_low_high(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        lo = re.search(rf"\b(?:{_MIN})\b", text, re.I)
        hi = re.search(rf"\b(?:{_MAX})\b", text, re.I)
        if not lo or not hi or len(m.values) != 2 or m.coords or m.ambiguous or _NOT_EXTREME.search(text):
            return []  # ("siren is recognised best (0.91) and drill worst": two cells, not a range)
        v1, v2 = m.values
        if self._key_cells(m.values, m):
            return []  # "WD 1e-3 is best and WD 1e-2 is worst": two columns of a grid, not its values
        for sup in (lo, hi):
            at = a + sup.end()
            after = [v for v in (v1, v2) if v.start > at]
            if after and CLAIM_SHAPES.IN_RANGE_LOW_HIGH.search(self.line.raw[at : after[0].start]):
                return []  # "highest in VSE (25%) and lowest in MD (~5%)": two places it does not resolve
        first_is_low = lo.start() < hi.start()
        low, high = (v1, v2) if first_is_low else (v2, v1)
        for sup, v in ((lo, low), (hi, high)):
            # each end's value said right at its word ("the lowest value is about 42.7"); not
            # "The largest, 430 ms, is at … length 2048, over fifty times the smallest"
            near = _NEAR_VALUE.fullmatch(self.line.raw, min(a + sup.end(), v.start), max(a + sup.end(), v.start))
            if not near and not _NEAR_VALUE.fullmatch(self.line.raw, v.end, a + sup.start()):
                return []
        return [self.spec("range", a, b, m, low=low, high=high, approx=bool(_APPROX.search(text)), strict=True)]

    # -- "accuracy increases steadily with batch size", "declines as sparsity increases"
    @triggered_by(_TREND)
    def trend(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        # "As watering time increases, yield increases": the axis comes first, the trend after it
        lead = CLAIM_SHAPES.AS_AXIS_MOVES.match(text)
        verb = next(
            (
                v
                for v in _TREND.finditer(text, lead.end() if lead else 0)
                if not (v.group(0).isupper() and len(v.group(0)) > 2)
                # ("All three lose accuracy as blur increases": the axis moves in the clause
                # after "as", the values' own course is said by another verb)
                and not CLAIM_SHAPES.AS_CLAUSE_BEFORE.search(text, 0, v.start())
                # ("Kestrel Falls grows every year": a word of a name the sentence gives, no verb)
                and not any(c.start <= a + v.start() < c.end for c in m.coords)
            ),
            None,
        )
        # ("rises steadily, never plateauing": the "never" keeps the course it says; the claim
        # is the words before it)
        kept = CLAIM_SHAPES.TREND_KEPT.search(text, verb.end()) if verb else None
        if (
            kept is not None
            and verb is not None
            and not _NEGATION.search(text, 0, kept.start())
            and (kept.group("pause") or (kept.group("down") is not None) == (verb.group("up") is not None))
        ):
            b = a + kept.start()
            text = self.text(a, b)
        # "as the difference between digit_a and digit_b increases": no gap's trend, a place's
        apart = CLAIM_SHAPES.AXES_APART.search(text, verb.end()) if verb else None
        gap = _NOT_TREND.search(text[: apart.start()] if apart else text)
        if not verb or gap or _SUPERLATIVE.search(text[: verb.start()]) or _NEGATION.search(text):
            return []  # ("DROP" is a benchmark, not a verb)
        if CLAIM_SHAPES.CHANGES_SUBJECT.search(text, 0, verb.start()):
            return []  # "Adam's gains shrink every epoch": the steps between cells move, not the cells
        if _COUNTED_SUBJECT.search(text, 0, verb.start()):
            return []  # "Two of the three festivals grow every year": some of them, which ones unsaid
        if CLAIM_SHAPES.FALLS_INTO.match(text, verb.start()):
            return []  # "how many responses fall into each bin": where they belong, no course
        if CLAIM_SHAPES.FALLS_BETWEEN.match(text, verb.start()) and any(
            c.axis == d.axis and c.start < a + verb.start() < d.start for c in m.coords for d in m.coords
        ):
            return []  # "MRR falls between Recall@1 and Recall@10": between two of its own kind
        moves = [
            v.group("up") is not None or v.group("rebound") is not None
            for v in CLAIM_SHAPES.MOVE.finditer(text, lead.end() if lead else 0)
            if not v.group(0).isupper() and not CLAIM_SHAPES.ALONG_MOVE.search(text, max(0, v.start() - 40), v.start())
        ]
        if len(moves) >= _PIECEWISE_MOVES and set(moves) == {True, False}:
            # "dips in February, climbs to a spring high in April, sags over the summer and
            # recovers in autumn": a course told piece by piece, no one trend of the whole
            return []
        away = _AWAY.search(text, verb.end())
        if away:  # "falls as the rating moves away from 2 in either direction": two flanks, no one run
            return self._flanks(text, a, b, m, verb.group("up") is not None, away.end())

        better = _COMPARE.match(text, verb.start())
        if better and (
            CLAIM_SHAPES.IN_TREND.match(better.group(0))
            or any(a + better.end() <= c.start <= a + better.end() + 5 for c in m.coords)
        ):
            return []  # "Large improves on Medium", "B improves the score over A": a comparison
        ref = self.context or (m.panels[0] if m.panels else (self.all_panels[0] if self.all_panels else None))
        if ref is None:
            return []
        if (
            a > self.start
            and _NO_SUBJECT.fullmatch(text, 0, verb.start())
            and not single_series(ref)
            and not any(c.axis == "y" for c in m.coords)
            and self.heading is None
        ):
            # "Blaze starts highest but declines every month": the subject of the clause
            # before, not every series
            return []
        rising = verb.group("up") is not None
        if CLAIM_SHAPES.IN_TREND_2.match(verb.group(0)) and lower_is_better(self.scope(m), self.sentence, self.title):
            rising = not rising  # perplexity "keeps improving": it falls
        if apart is not None:
            if {_axis_called(ref, apart.group("one")), _axis_called(ref, apart.group("two"))} == {"x", "y"}:
                # "falls as the difference between digit_a and digit_b grows": out from the diagonal
                slice_ = [c for c in m.coords if not c.spread and c.start < a + apart.start()]
                return [self.spec("trend", a, b, m, axis="x", rising=rising, relation="diagonal flanks", slice=slice_)]
            if _NOT_TREND.search(text):
                return []  # (the difference of two other things: a gap's trend)
        local = self._local_step(text, a, verb.end(), m, rising)
        if local:
            return local
        together = self._covaries(text, a, b, verb, m, rising) if lead is None else None
        if together:
            return together
        axis = None
        own_end = None
        to_place = False  # a course up to a tick before the last: "rises at every step up to 12°"
        on_values: list[str] = []  # "…, with lower drift values": the values' own axis, no run
        unnamed = False  # a "with <quantity>" that names no axis: what the trend runs along
        if lead is not None:
            axis = _axis_named(ref, lead.group("what"))
            if axis is None:
                return []  # ("As 'k' increases, …": a label of the points, no axis)
            if lead.group("dir").casefold().startswith(_FALLING_STEMS):
                rising = not rising  # "As temperature decreases, yield rises"
        for al in () if lead is not None else CLAIM_SHAPES.ALONG.finditer(text, verb.end()):
            # "year by year" names its axis itself; "with batch size" by the words after it;
            # "with batch size" where the legend's entries are the batch sizes: along the series
            axis = (
                _axis_named(ref, al.group("kw"))
                or _axis_named(ref, al.group("what"))
                or _series_named(ref, al.group("what"), self.legend)
            )
            if axis == "y" and _axis_named(ref, al.group("what")) == "y" and _measures_values(ref):
                on_values.append(al.group("what").strip())
            if axis is None and CLAIM_SHAPES.IN_TREND_3.match(al.group("kw")):
                axis = _time_axis(ref)
            grouping = CLAIM_SHAPES.IN_TREND_4.match(al.group("kw")) and CLAIM_SHAPES.GROUPS_BEFORE.search(
                text, 0, al.start()
            )
            if axis and grouping and unnamed:
                axis = None  # "… with batch size on every accelerator": the groups it holds in, not its axis
                break
            if axis is None and not grouping and CLAIM_SHAPES.IN_TREND_5.match(al.group("kw")):
                unnamed = unnamed or bool(content_words(al.group("what")))
            if axis:
                if al.group("dir") and re.match(_DOWN, al.group("dir"), re.I):
                    rising = not rising  # "rises as top-p decreases"
                if CLAIM_SHAPES.IN_TREND_6.search(text[al.start() : al.end()]):
                    rising = not rising  # "increases with decreasing window size"
                whole = CLAIM_SHAPES.IN_TREND_7.match(al.group("what")) or CLAIM_SHAPES.IN_TREND_8.match(al.group("kw"))
                if whole and CLAIM_SHAPES.IN_TREND_9.match(text[al.end() :]):
                    own_end = a + al.end()  # "rises across all epochs and finishes highest": two statements
                break
        if axis is None:
            axis = self._whole_axis(text, a, verb.end(), ref, m)  # "rises from 10B to 160B tokens"
        if (
            axis is None
            and not unnamed
            and not m.values  # ("The line starts at 67 …": the values say more than the verb)
            and (drawn := list(CLAIM_SHAPES.DRAWN_LINE.finditer(text, 0, verb.start())))
            and not _SUBORDINATE.search(text, drawn[-1].end(), verb.start())
            and not CLAIM_SHAPES.BOTH_WAYS.search(text)
            and self._line_named(text[: verb.start()], ref, m)
            and len(axis_keys(ref, "x")) >= _MIN_LINE_TICKS
        ):
            # "The line slopes upward": a drawn line runs along its x axis, its numbers or its
            # names in the order drawn ("1 sentence", "1 paragraph", "2 paragraphs")
            axis = "x"
        if (
            axis is None
            and len(m.values) == 1
            and (_course_to_place(text, verb.end(), ref) or _course_to_end(text, verb.end(), ref))
        ):
            # "rises at every step up to 30" where 30 was taken for a value: the place the run ends at
            v = m.values[0]
            tick = next(k for k in axis_keys(ref, "x") if isinstance(k, (int, float)) and float(k) == float(v.value))
            m = replace(m, values=[], coords=[*m.coords, Coord("x", tick, v.start, v.end)])
        if (
            axis is None
            and not unnamed
            and not m.values
            and not CLAIM_SHAPES.BOTH_WAYS.search(text)
            and self._series_opens(text, a, verb.start(), m)
            and (
                (_WHOLE_COURSE.fullmatch(text, verb.end()) and not any(c.axis == "x" for c in m.coords))
                or (
                    (_course_to_end(text, verb.end(), ref) or (to_place := _course_to_place(text, verb.end(), ref)))
                    and all(c.start >= a + verb.end() for c in m.coords if c.axis == "x")
                )
            )
            and _numbered_x(ref)
        ):
            # "Beta decreases steadily.", "Alpha falls at every step" with the axis unnamed: a
            # series' course runs along an x axis of numbers (not "rises at step 2": one step)
            axis = "x"
        if (
            axis is None
            and not unnamed
            and not m.values
            and not CLAIM_SHAPES.BOTH_WAYS.search(text)
            and self._series_opens(text, a, verb.start(), m, axis="x")
            and _WHOLE_COURSE.fullmatch(text, verb.end())
            and len(m.coords) == 1
            and _numbered_y(ref)
            and not _numbered_x(ref)
            and all(isinstance(k, str) for k in axis_keys(ref, "x"))
        ):
            # "Tank 1's sugar falls at every step" over a table "Hour | Tank 1 | Tank 2": the
            # series are its columns, and its course runs down the rows of numbers
            axis = "y"
        if axis is None and not unnamed and not m.values:
            axis = self._every_but_course(text, a, b, verb, m, ref)
        if (
            axis is None
            and not unnamed
            and not m.values
            and _numbered_x(ref)
            and self._series_opens(text, a, verb.start(), m)
            and (bounded := [c for c in m.coords if c.axis == "x"])
            and len(bounded) == 1
            and not bounded[0].spread
            and bounded[0].start >= a + verb.end()
            and _BOUND_WORD.search(self.line.raw, max(a + verb.end(), bounded[0].start - 24), bounded[0].start)
            and _WHOLE_COURSE.fullmatch(self.line.raw, bounded[0].end, b)
        ):
            # "Accuracy falls after epoch 40", "Loss rises until step 300": one series' course
            # over the stretch one numbered tick bounds (judged on that stretch below)
            axis = "x"
        by_numbers = False
        if axis is None and not unnamed and not m.values:
            # "the level rises steadily from April to June": a run between two ticks of x
            # (judged on that stretch below, when its order is known)
            run = CLAIM_SHAPES.WORDED_RUN.search(text, verb.end()) or CLAIM_SHAPES.WORDED_RUN.search(
                text, 0, verb.start()
            )
            # ("from day 12 to day 18": ticks said with their axis's word, its two ends a spread)
            numbered = None if run else _NUMBERED_RUN.search(text)
            run = run or numbered
            inside = [
                c for c in m.coords if run and a + run.start() <= c.start < a + run.end() and (numbered or not c.spread)
            ]
            if len(inside) == 2 and inside[0].axis == inside[1].axis:
                # (a table of months down its rows, "Month | Level (%)": the run is along y)
                axis = inside[0].axis
                by_numbers = numbered is not None  # (judged on that stretch, or not at all)
        if axis is None:
            return []
        # ("From January to June, daylight rises every month": the run may lead the clause)
        run = CLAIM_SHAPES.WORDED_RUN.search(text, verb.end()) or CLAIM_SHAPES.WORDED_RUN.search(text, 0, verb.start())
        numbered = None if run else _NUMBERED_RUN.search(text)  # ("from day 12 to day 18")
        run_ticks: list[Coord] | None = None
        if numbered is not None:
            run_ticks = self._numbered_run(numbered, a, axis, ref, m)
            if run_ticks is not None:
                run = numbered
            elif by_numbers:
                return []  # (its axis found by the run alone, which gives no stretch)
        if (
            run
            and run_ticks is None
            and not {CLAIM_SHAPES.IN_TREND_10.split(run.group(g))[0].casefold() for g in ("one", "two")}
            & _WHOLE_RUN_WORDS
        ):
            # "drops from April to July at every site": a run between two places is the
            # trend's, whatever "at every site" seemed to name; a run whose ends are no ticks
            # (a month no tick spells so), or ticks of another axis, leaves it unjudged, never
            # judged over the whole of an axis
            ends = [c for c in m.coords if a + run.start() <= c.start and c.end <= a + run.end() and not c.spread]
            if len(ends) >= 2 and {c.axis for c in ends} == {axis}:
                keys = axis_keys(ref, axis)
                if not (keys and same_tick(ends[0].tick, keys[0]) and same_tick(ends[-1].tick, keys[-1])):
                    # "climbs every month from February to July": that stretch, when the axis's
                    # order is known and it holds three ticks or more; else not judged here
                    # (of the one series, or of a series named: "Ticket sales rise from W1 to W4"
                    # beside a line of snowfall names neither)
                    named = single_series(ref) or any(c.axis != axis and not c.spread for c in m.coords)
                    run_ticks = self._run_between(ends[0], ends[-1], m) if len(ends) == 2 and named else None
                    if run_ticks is None:
                        return []
            elif not _names_whole_axis(run, ref, axis):
                return []
        slice_ = [c for c in m.coords if c.axis != axis]
        if run_ticks is not None:
            slice_ += run_ticks
        # "From week 3 the count declines every week", "after Oct 20 it falls": one end named,
        # the run goes on from it to the axis's end (or up to it, "until 2019")
        stretched = run_ticks is not None
        ends = [c for c in m.coords if c.axis == axis and not c.spread]
        if axis == "x" and len(ends) == 1 and run is None and not CLAIM_SHAPES.TWO_ENDS.search(text):
            ticks, stretched = self._stretched(a, ends, m)
            if stretched and len(ticks) >= 3:
                slice_ += ticks
            else:
                stretched = False
        if to_place and not stretched:
            return []  # ("rises at every step up to 12°" where the stretch to 12° was not found: not the whole)
        bend = _BEND.search(text)
        return [
            self.spec(
                "trend",
                a,
                b,
                m,
                axis=axis,
                rising=rising,
                relation=None
                if bend is None
                else "slowing"
                if bend.group("slow") or bend.group("slow2")
                else "quickening",
                slice=slice_,
                strict=bool(_STRICT.search(text))
                or _every_step(text, ref, axis)
                or bool(_THROUGHOUT.search(text) and not _STEP_HEDGE.search(text)),
                quantifier=stated_quantifier(text),
                own_end=own_end,
                unplaced=on_values,
                stretch=stretched,
            )
        ]

    def _numbered_run(self, run: re.Match[str], a: int, axis: str, ref: Panel, m: Mentions) -> list[Coord] | None:
        """The ticks of a stretch said between two numbered ticks with their axis's word ("from
        day 12 to day 18", its ends read as a spread): from one end to the other in the axis's
        order, when both are ticks of the trend's axis, not its two ends, and the series is
        the one of the panel or one named; None otherwise (judged as if no run were said)."""
        ends = [c for c in m.coords if a + run.start() <= c.start and c.end <= a + run.end()]
        if len(ends) != 2 or {c.axis for c in ends} != {axis}:
            return None
        keys = axis_keys(ref, axis)
        if keys and {tick_key(ends[0].tick), tick_key(ends[1].tick)} == {tick_key(keys[0]), tick_key(keys[-1])}:
            return None  # ("from Layer 0 to Layer 12": the whole axis, as if no run were said)
        if not (single_series(ref) or any(c.axis != axis and not c.spread for c in m.coords)):
            return None
        return self._run_between(ends[0], ends[1], m)

    def _flanks(self, text: str, a: int, b: int, m: Mentions, rising: bool, after: int) -> list[Spec]:
        """A rise or fall by the distance from a point ("the frequency falls as the rating
        moves away from 2 in either direction", "drops on both sides of the peak"): two runs
        out from the point, each judged on its own (location: the point's tick; none for the
        panel's peak, or its trough for a rise). The point is a tick of the axis named after
        the words, or a number there that is one ("2" also a cell's value)."""
        if CLAIM_SHAPES.IN_FLANKS.match(text[after:]):
            # "values decrease as the distance from the diagonal increases": in each row, out
            # from the cell whose column is its row
            slice_ = [c for c in m.coords if not c.spread and c.start < a + after]  # (not its examples after)
            return [self.spec("trend", a, b, m, axis="x", rising=rising, relation="diagonal flanks", slice=slice_)]
        named = next((c for c in m.coords if c.start >= a + after and not c.spread), None)
        ref = self.context or (m.panels[0] if m.panels else (self.all_panels[0] if len(self.all_panels) == 1 else None))
        if ref is None:
            return []
        if named is None:
            number = next((v for v in m.values if v.start >= a + after), None)
            tick = _axis_index(ref, "x").first(number.value) if number is not None else None
            if number is not None and tick is not None:
                named = Coord("x", tick, number.start, number.end)
        peak = _PEAK_WORD.search(text, after)
        if named is None and (peak is None or (peak.group(0).casefold() in ("peak", "top")) == rising):
            return []  # (a rise away from the peak is no shape a peak has)
        axis = named.axis if named is not None else "x"
        slice_ = [c for c in m.coords if c.axis != axis and c is not named]
        location = [named] if named is not None else []
        return [
            self.spec("trend", a, b, m, axis=axis, rising=rising, relation="flanks", slice=slice_, location=location)
        ]

    # -- "with the steepest slope between k=1 and k=2 … and the flattest slope between k=5 and k=6"
    @triggered_by(CLAIM_SHAPES.STEP_EXTREME_WORDS)
    def step_extreme(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """The steepest (flattest, largest, smallest) step of one series said to lie between
        two neighbouring ticks of a numbered x axis: judged against every other step of that
        series (relation "steps"; location: the series and the two ticks)."""
        raw = self.line.raw
        out: list[Spec] = []
        for hit in CLAIM_SHAPES.STEP_EXTREME.finditer(raw, a, b):
            xs = [c for c in m.coords if c.axis == "x" and not c.spread and hit.end() <= c.start <= hit.end() + 6]
            if not xs:
                continue
            first = xs[0]
            second = next((c for c in m.coords if c.axis == "x" and c.start > first.end), None)
            if (
                second is None
                or second.spread
                or not CLAIM_SHAPES.STEP_ENDS_JOIN.fullmatch(raw, first.end, second.start)
            ):
                continue
            if _NEGATION.search(raw, a, hit.start()):
                return []
            rows = {str(c.tick): c for c in m.coords if c.axis == "y" and not c.spread and c.start < hit.start()}
            if len(rows) > 1:
                return []
            series = next(iter(rows.values())) if rows else None
            if series is None and self.heading is not None:
                series = Coord("y", self.heading, a, a)
            panels = self.scope(m)
            if series is None:
                one = [p for p in panels if single_series(p)]
                if len(one) != 1 or len(panels) != 1:
                    return []
                row = next(c.row for c in one[0].cells)
                series = Coord("y", row, a, a) if row is not None else None
                if series is None:
                    return []
            having = [p for p in panels if any(same_tick(c.row, series.tick) for c in p.cells)]
            if len(having) != 1:
                return []
            spec = self.spec(
                "trend",
                a,
                b,
                m,
                panels=having,
                relation="steps",
                rising=hit.group("noun").casefold().startswith(("increase", "rise", "gain", "climb", "growth")),
                location=[series, first, second],
            )
            spec.quantifier = "max" if hit.group("sup").casefold() in _STEP_MOST else "min"
            spec.strict = hit.group("noun").casefold() == "slope" or hit.group("sup").casefold() in _STEP_SLOPE
            spec.own_start, spec.own_end = hit.start(), second.end
            out.append(spec)
        return out

    # -- "w8a8 latency dips slightly at 512 (229 ms)", "…, rises (75 → 131), dips at 512, then peaks …"
    @triggered_by(CLAIM_SHAPES.MOVE_AT_WORD)
    def move_at(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """A dip or a spike at one numbered x tick of one series, said in its own piece of the
        clause (up to a comma, "then", "and" or its end), the series named once before it (or
        by a header over the line): judged against its neighbours on the axis (relation "move
        at"; location: the series and the tick)."""
        raw = self.line.raw
        out: list[Spec] = []
        for verb in CLAIM_SHAPES.MOVE_AT_WORD.finditer(raw, a, b):
            at = CLAIM_SHAPES.AT_AFTER_MOVE.match(raw, verb.end(), b)
            x = next((c for c in m.coords if at is not None and c.axis == "x" and c.start == at.end()), None)
            if x is None or x.spread or not isinstance(x.tick, (int, float)):
                continue
            rest = _MOVE_AT_REST.match(raw, x.end, b)
            if rest is None or not (rest.end() == b or CLAIM_SHAPES.MOVE_AT_NEXT.match(raw, rest.end(), b)):
                continue
            if _NEGATION.search(raw, a, verb.start()):
                return []  # ("never dips at 512")
            before = [c for c in m.coords if c.start < verb.start()]
            rows = {str(c.tick): c for c in before if c.axis == "y" and not c.spread}
            if len(rows) > 1 or m.ambiguous:
                return []
            series = next(iter(rows.values())) if rows else None
            if series is None and self.heading is not None and not before:
                series = Coord("y", self.heading, a, a)
            if series is None:
                return []
            panels = [p for p in self.scope(m) if any(same_tick(c.row, series.tick) for c in p.cells)]
            if len(panels) != 1:
                return []
            rising = not verb.group(0).casefold().startswith(("dip", "drop"))
            spec = self.spec("trend", a, b, m, panels=panels, relation="move at", rising=rising, location=[series, x])
            spec.own_start, spec.own_end = verb.start(), rest.end()  # (its own piece of the clause)
            out.append(spec)
        return out[:1]

    def _local_step(self, text: str, a: int, after: int, m: Mentions, rising: bool) -> list[Spec]:
        """A rise or fall between two x ticks the clause names after its verb, of one series
        ("Tuned rises from epoch 4 to epoch 5", "the line slopes upward from d = 100 to d =
        200" under a header naming it): judged on its two ends, when they are neighbours on
        the axis, or the wording says every step goes that way ("rises steadily from 2 to
        5"); empty otherwise (a rise over a longer stretch may dip between)."""
        # (the two ends of "from epoch 10 to 40" are read as a stretch's: here its two places)
        xs = [c for c in m.coords if c.axis == "x" and c.start >= a + after]
        lead = 0
        if not xs:
            # "From epoch 10 to 40 the loss falls steadily": the two ends open the clause
            xs = [c for c in m.coords if c.axis == "x"]
            opened = CLAIM_SHAPES.FROM_OPENS.match(self.line.raw, a, xs[0].start) if len(xs) == 2 else None
            if opened is None or xs[1].end > a + after:
                return []
            lead = xs[0].start
        if len(xs) != 2 or not _FROM_TO.fullmatch(self.line.raw, xs[0].end, xs[1].start):
            return []
        if not lead and not CLAIM_SHAPES.FROM.search(self.line.raw, max(after, xs[0].start - 16), xs[0].start):
            return []
        rows = {str(c.tick): c for c in m.coords if c.axis == "y" and not c.spread}
        if len(rows) > 1 or len(m.coords) != len(xs) + len(rows) or m.values or m.ambiguous:
            return []
        series = next(iter(rows.values())) if rows else None
        if series is None and self.heading is not None:
            series = Coord("y", self.heading, a, a)
        if series is None:
            subject = self.line.raw[xs[1].end if lead else a : a + after]
            series = self._only_series(subject, m)
        if series is None:
            return []
        panels = [p for p in self.scope(m) if any(same_tick(c.row, series.tick) for c in p.cells)]
        if len(panels) != 1:
            return []
        order = _x_order(panels[0])
        at = [next((i for i, t in enumerate(order) if same_tick(t, c.tick)), None) for c in xs]
        if at[0] is None or at[1] is None or at[1] <= at[0]:
            return []
        if at[1] - at[0] > 1 and not _STRICT.search(text):
            return []
        return [
            self.spec(
                "trend",
                a,
                a + len(text),
                m,
                panels=panels,
                relation="step",
                rising=rising,
                location=[series, *xs],
                strict=bool(_STRICT.search(text)),
            )
        ]

    def _every_but_course(self, text: str, a: int, b: int, verb: re.Match[str], m: Mentions, ref: Panel) -> str | None:
        """ "All sources except Coal rise", "Every source grows over the period except coal":
        every series but those the exception names runs its course along a numbered x axis
        ("x"), the exception judged as such (read.py _excluded); None when the clause opens on
        no "all"/"every", names anything besides the series excepted, or says more than the
        whole course after its verb."""
        ex = _EXCEPT.search(self.line.raw, a, b)
        if ex is None or not _numbered_x(ref) or not m.coords:
            return None
        if not all(c.axis == "y" and not c.spread and ex.start("what") <= c.start < ex.end("what") for c in m.coords):
            return None
        opening = ex.start() if ex.start() < a + verb.start() else a + verb.start()
        if not _EVERY_BEFORE.search(self.line.raw, a, opening):
            return None
        rest = self.line.raw[a + verb.end() : b]
        if ex.start() >= a + verb.end():
            rest = self.line.raw[a + verb.end() : ex.start()] + self.line.raw[ex.end() : b]
        return "x" if _WHOLE_COURSE.fullmatch(rest) or _OVER_THE_PERIOD.fullmatch(rest) else None

    def _series_opens(self, text: str, a: int, verb: int, m: Mentions, axis: str = "y") -> bool:
        """Whether the clause opens on one series (of `axis`: "x" in a table that holds its
        series as columns), its verb right after it and at most two words of what it
        measures between ("Beta decreases", "Student error falls"), and names no other tick
        before the verb."""
        before = [c for c in m.coords if c.start < a + verb]
        if len(before) != 1 or before[0].axis != axis or before[0].spread:
            return False
        c = before[0]
        return bool(
            _OPENING_THE.fullmatch(self.line.raw, a, c.start)
            and CLAIM_SHAPES.MEASURE_WORDS.fullmatch(self.line.raw, c.end, a + verb)
        )

    def _only_series(self, subject: str, m: Mentions) -> Coord | None:
        """The one series of the one panel in scope, when the clause's subject speaks of it:
        "it", "the line", or words all in the values' label or the series' name ("the loss"
        of "Validation loss"); else None."""
        panels = self.scope(m)
        if len(panels) != 1 or not single_series(panels[0]):
            return None
        rows = axis_keys(panels[0], "y")
        if len(rows) != 1:
            return None
        said = CLAIM_SHAPES.SUBJECT_OF_STEP.search(subject)
        if said is None:
            return None
        words = content_words(said.group("what"))
        known = content_words(f"{self._value_label(m)} {rows[0]}")
        if not CLAIM_SHAPES.IN_ONLY_SERIES.fullmatch(said.group("what").strip()) and not (words and words <= known):
            return None
        return Coord("y", rows[0], m.coords[0].start, m.coords[0].start)

    def _line_named(self, before: str, ref: Panel, m: Mentions) -> bool:
        """Whose line a "the line rises" speaks of is said: a series it names or its header
        names, every line ("Both curves", "All three lines"), or the panel's only one."""
        return (
            self.heading is not None
            or any(c.axis == "y" for c in m.coords)
            or _EVERY_LINE.search(before) is not None
            or len(axis_keys(ref, "y")) == 1
        )

    def _whole_axis(self, text: str, a: int, after: int, ref: Panel, m: Mentions) -> str | None:
        """The axis a "from <first tick> to <last tick>" after the verb runs along, when the
        two ticks are its ends (a stretch of it is not modelled)."""
        hit = CLAIM_SHAPES.IN_WHOLE_AXIS.search(text[after - a :])
        if hit is None:
            return None
        lo, hi = after + hit.start("lo"), after + hit.start("hi")
        ends = [next((c for c in m.coords if c.start == at), None) for at in (lo, hi)]
        if ends[0] is not None and ends[1] is not None and ends[0].axis == ends[1].axis:
            candidates = [(ends[0].axis, ends[0].tick, ends[1].tick)]
        else:
            # "from 2019 to 2024" read as two values: years no cell value comes near
            nums = [next((v for v in m.values if v.start == at), None) for at in (lo, hi)]
            values = [c.value for c in ref.cells]
            if nums[0] is None or nums[1] is None or not values:
                return None
            if any(min(values) <= n.value <= max(values) for n in nums):  # type: ignore[union-attr]
                return None
            candidates = [(ax, nums[0].value, nums[1].value) for ax in "xy"]
        for axis, t0, t1 in candidates:
            keys = axis_keys(ref, axis)
            if not _numeric_axis(ref, axis):
                # "decreases from Novice to Pro": a named axis from its first tick to its last, as listed
                if len(keys) >= _MIN_LINE_TICKS and same_tick(t0, keys[0]) and same_tick(t1, keys[-1]):
                    return axis
                continue
            first, last = min(keys, key=float), max(keys, key=float)
            if same_tick(t0, first) and same_tick(t1, last):
                return axis
        return None

    # -- "the matrix shows strong diagonal dominance", "a dominant diagonal": in each row the
    # cell on the diagonal is the largest
    @triggered_by(_DIAGONAL_WORD, lambda r, a, b, m: not m.values)
    def diagonal(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        if not _DIAGONAL.search(text) or _NEGATION.search(text) or m.values:
            return []  # ("falls as the distance from the diagonal grows": each row's run, as trend() reads it)
        panels = self.scope(m)
        if len(panels) != 1:
            return []
        spec = self.spec("extreme", a, b, m, stat="max", relation="diagonal", quantifier=stated_quantifier(text))
        spec.slice = [c for c in m.coords if not c.spread]
        return [spec]

    # -- "Oak has the largest correct count", "The smallest correct count belongs to Cat": the
    #    class named on both axes of a confusion matrix, its diagonal cell the extreme of the diagonal
    @triggered_by(_SUPERLATIVE, lambda r, a, b, m: len(m.ambiguous) == 1 and not m.coords and len(m.values) <= 1)
    def diagonal_leader(self, a: int, b: int, m: Mentions) -> list[Spec]:
        if len(m.ambiguous) != 1 or m.coords or len(m.values) > 1:
            return []
        text = self.text(a, b)
        sups = list(_SUPERLATIVE.finditer(text))
        if (
            not sups
            or len({bool(s.group("max")) for s in sups}) > 1
            or not _CORRECT_COUNT.search(text)
            or _CLASS_SHARE.search(text)
            or CLAIM_SHAPES.OFF_DIAGONAL.search(text)
            or _NEGATION.search(text)
            or _NOT_EXTREME.search(text)
            or _MISTAKE.search(text)
            or stated_quantifier(text)
        ):
            return []
        panels = self.scope(m)
        name = _whole_name(m.ambiguous[0])
        said = list(name.finditer(text))
        if len(panels) != 1 or len(said) != 1:
            return []
        ticks = [next((t for t in axis_keys(panels[0], ax) if same_tick(t, m.ambiguous[0])), None) for ax in "xy"]
        rows, cols = ({tick_key(t) for t in axis_keys(panels[0], ax)} for ax in "yx")
        if ticks[0] is None or ticks[1] is None or rows != cols:
            return []  # (a square matrix whose rows are its columns, the class one of them)
        at = (a + said[0].start(), a + said[0].end())
        spec = self.spec(
            "extreme",
            a,
            b,
            m,
            stat="max" if sups[0].group("max") else "min",
            value=m.values[0] if m.values else None,
            location=[Coord("x", ticks[0], *at), Coord("y", ticks[1], *at)],
        )
        spec.on_diagonal = True
        return [spec]

    # -- "All diagonal cells are 1.00", "the diagonal values all equal 1", "All diagonal cells
    #    except (5,5) show 1.00": one value for each (but the diagonal cell excepted)
    @triggered_by(_DIAGONAL_WORD, lambda r, a, b, m: 1 <= len(m.values) <= 3)
    def diagonal_value(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        excepted = self._diagonal_cell_excepted(a, b, m)
        values = [n for n in m.values if not (excepted and excepted[0].start <= n.start < excepted[0].end)]
        if (
            len(values) != 1
            or m.coords
            or not _ON_DIAGONAL.search(text)
            or CLAIM_SHAPES.OFF_DIAGONAL.search(text)
            or _NEGATION.search(text)
            or stated_quantifier(text) == "most"
        ):
            return []
        v = values[0]
        said = _EQUALS.search(self.line.raw[a : v.start])
        if said is None or not (stated_quantifier(text) == "all" or said.group("plural")):
            return []
        approx = bool(_APPROX.search(text)) or v.approx
        spec = self.spec("value", a, b, m, value=v, quantifier="all", approx=approx)  # one value, every cell
        spec.excluded = excepted  # (its row and its column: of the diagonal, that one cell)
        return [spec]

    def _diagonal_cell_excepted(self, a: int, b: int, m: Mentions) -> list[Coord]:
        """The diagonal cell an exception names by its row and column ("except (5,5)",
        "except at (3, 3)"), as its tick on each axis of the panel; none when the two
        numbers differ, no panel has that tick on both axes, or there is no such exception."""
        hit = _EXCEPT_CELL.search(self.line.raw, a, b)
        if hit is None or float(hit.group("r")) != float(hit.group("c")):
            return []
        for p in self.scope(m):
            ticks = [next((t for t in axis_keys(p, ax) if same_tick(t, float(hit.group("r")))), None) for ax in "xy"]
            if ticks[0] is not None and ticks[1] is not None:
                return [Coord("x", ticks[0], hit.start(), hit.end()), Coord("y", ticks[1], hit.start(), hit.end())]
        return []

    # -- "Average > Min > Original = Max" under "#### Model A": each ">" a comparison there
    @triggered_by(CLAIM_SHAPES.CHAIN_SIGN)
    def chain(self, a: int, b: int, m: Mentions) -> list[Spec]:
        return self._chain_under_title(a, b, m) or self._chain_throughout(a, b, m)

    def _chain_under_title(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """The clause is the chain, said at the tick a header over it names."""
        text = self.text(a, b)
        if not CLAIM_SHAPES.CHAIN.fullmatch(text):
            return []
        parts = list(CLAIM_SHAPES.IN_CHAIN_UNDER_TITLE.finditer(text))
        names = []
        for part in parts:
            s, e = a + part.start(), a + part.end()
            inside = [c for c in m.coords if s <= c.start < e and not c.spread]
            if len(inside) != 1:
                return []
            c = inside[0]
            rest = self.line.raw[s : c.start] + " " + self.line.raw[c.end : e]
            axis_words = {w for p in self.scope(m) for w in content_words(_label_of(p, c.axis))}
            if not content_words(rest) <= axis_words or CLAIM_SHAPES.IN_CHAIN_UNDER_TITLE_2.search(rest):
                return []  # every link is one name the panel has ("Depth 3" on a "Depth" axis), nothing more
            names.append(c)
        if len({c.axis for c in names}) != 1:
            return []
        axis = names[0].axis
        other = "y" if axis == "x" else "x"
        place = self._titled_tick(other, m)
        if place is None:
            return []
        ops = CLAIM_SHAPES.CHAIN_SIGN.findall(text)
        out = []
        for (x, y), op in zip(pairwise(names), ops, strict=True):
            if op in "=≥≤":
                continue  # a tie is not judged (values are rounded)
            out.append(
                self.spec("comparison", a, b, m, relation=op, quantifier="all", subject=[x], other=[y], slice=[place])
            )
        return out

    def _chain_throughout(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """ "The relative order (Kite > Lark > Moth) is preserved throughout", "Kite > Lark
        at every k": names of one axis linked by ">" (or "<"), said of every place; each link
        a comparison over all the cells. Nothing when another tick is named, a link is a tie
        or the clause denies or softens it ("mostly")."""
        text = self.text(a, b)
        if stated_quantifier(text) != "all" or _NEGATION.search(text) or CLAIM_SHAPES.IN_CHAIN_THROUGHOUT.search(text):
            return []
        names = [c for c in m.coords if not c.spread]
        links: list[tuple[Coord, str, Coord]] = []
        for x, y in pairwise(names):
            # one sign between two names, and besides it only the words of their axis ("Depth 2 > Depth 5")
            gap = self.line.raw[x.end : y.start]
            axis_words = {w for p in self.scope(m) for w in content_words(_label_of(p, x.axis))}
            one_sign = gap.count(">") + gap.count("<") == 1 and not any(ch.isdigit() for ch in gap)
            if one_sign and content_words(gap) <= axis_words:
                links.append((x, ">" if ">" in gap else "<", y))
        chained = {id(c) for x, _, y in links for c in (x, y)}
        if not links or len(chained) != len(names) or len({c.axis for c in names}) != 1:
            return []  # (a name outside the chain: a place the order may be said at)
        if any(x is not y0 for (_, _, x), (y0, _, _) in pairwise(links)):
            return []  # two chains, or one broken by words
        return [
            self.spec("comparison", a, b, m, relation=op, quantifier="all", subject=[x], other=[y])
            for x, op, y in links
        ]

    # -- "For set D1, GSE shows the highest speedup, followed by VSE and then Naive": the
    # extreme, and each name above (below) the next
    @triggered_by(CLAIM_SHAPES.FOLLOWED_WORD)
    def followed(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit = CLAIM_SHAPES.FOLLOWED.search(text)
        if hit is None or _NEGATION.search(text):
            return []
        cut = a + hit.start()
        head = Mentions(m.panels, [c for c in m.coords if c.start < cut], [v for v in m.values if v.start < cut])
        scoped = {(c.axis, c.start) for c in self.scoped}
        top = self.extreme(a, cut, head) or self.order(a, cut, head) or self._leads(a, cut, head, scoped)
        named = [c for c in top[0].location if (c.axis, c.start) not in scoped] if len(top) == 1 else []
        if len(named) != 1 or top[0].points not in (None, 1):
            return []
        first = named[0]
        names = [c for c in m.coords if c.start >= a + hit.end()]
        # the rest of the clause is names on the axis of the first, joined by commas, "and", "then"
        rest = self.line.raw[a + hit.end() : b]
        for c in reversed(names):
            rest = rest[: c.start - a - hit.end()] + " " + rest[c.end - a - hit.end() :]
        words = {w for p in self.scope(m) for w in content_words(_label_of(p, first.axis))}  # ("followed by Depth 2")
        if (
            not names
            or any(c.axis != first.axis or c.spread for c in names)
            or content_words(_LINKS.sub("", rest)) - words
        ):
            return []
        top[0].own_end = cut
        rel = ">" if top[0].stat == "max" else "<"
        return [
            *(t for t in top if t.kind == "extreme"),
            *(
                self.spec(
                    "comparison",
                    a,
                    b,
                    m,
                    relation=rel,
                    quantifier="all",
                    subject=[x],
                    other=[y],
                    slice=[c for c in (*top[0].slice, *top[0].location) if c is not first],
                )
                for x, y in pairwise([first, *names])
            ),
        ]

    # -- "The most frequent confusion is Sparrow predicted as Finch (12 recordings)": a cell
    # off the diagonal of a confusion matrix, its true class and its predicted one
    @triggered_by(when=lambda r, a, b, m: bool(m.ambiguous))
    def confusion(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        if not m.ambiguous or _NEGATION.search(text) or len(self.scope(m)) != 1:
            return []
        panel = self.scope(m)[0]
        truth = _truth_axis(panel)
        more = CLAIM_SHAPES.MORE_OFTEN_THAN.search(text)
        if more is not None:
            return self._confused_more(a, b, m, truth, more) if truth is not None else []
        pair = _mistaken(self.line.raw, a, b, m.ambiguous)
        if pair is None or truth is None:
            return []
        (t, ts, te), (q, qs, qe) = pair
        place = [Coord(truth, t, ts, te), Coord("x" if truth == "y" else "y", q, qs, qe)]
        values = [v for v in m.values if not (ts <= v.start < qe)]
        value = values[0] if len(values) == 1 else None
        most = CLAIM_SHAPES.MOST_OFTEN.search(text)
        if most is None:
            if value is None:
                return []
            return [self.spec("value", a, b, m, value=value, location=place, approx=value.approx)]
        stat = "min" if most.group("min") else "max"
        if (
            value is not None
            and most.start() > value.end
            and self.line.raw[value.end : a + most.start()].count(",") == 1
        ):
            # "Bird images were mislabeled as cat 7 times, the most common single error": the
            # count of that cell, then where it stands among the others: two claims
            said = self.spec("value", a, b, m, value=value, location=place, approx=value.approx)
            spec = self.spec("extreme", a, b, m, stat=stat, location=list(place))
            spec.off_diagonal = True
            return [said, spec]
        spec = self.spec(
            "extreme", a, b, m, stat=stat, value=value, location=place, approx=bool(value and value.approx)
        )
        spec.off_diagonal = True  # a confusion is a cell off the diagonal
        return [spec]

    def _confused_more(self, a: int, b: int, m: Mentions, truth: str, more: re.Match[str]) -> list[Spec]:
        """ "Neutral examples are misclassified as Negative more often than as Positive": in the
        row of the true class, the cell of the first prediction above that of the second,
        strictly (a tie is not more often); each of the three a name the matrix gives."""
        text = self.text(a, b)

        def named(part: str) -> str | None:
            bare = re.sub(r"^(?:the\s+)?|\s+(?:class(?:es)?|labels?|examples?|samples?|ones?)$", "", part.strip(" .*_"))
            return next((n for n in m.ambiguous if same_tick(n, bare)), None)

        before = [n for n in m.ambiguous if name_pattern(n).search(text, 0, more.start())]
        one, two = named(more.group("one")), named(more.group("two"))
        if len(before) != 1 or one is None or two is None or len({before[0], one, two}) != 3:
            return []
        pred = "x" if truth == "y" else "y"
        spec = self.spec(
            "comparison",
            a,
            b,
            m,
            relation="<" if more.group("less") else ">",
            quantifier="all",
            subject=[Coord(pred, one, a + more.start("one"), a + more.end("one"))],
            other=[Coord(pred, two, a + more.start("two"), a + more.end("two"))],
            slice=[Coord(truth, before[0], a, a)],
            strict=True,
        )
        spec.off_diagonal = True  # (a confusion is a cell off the diagonal; every name placed)
        return [spec]

    def _leads(self, a: int, b: int, m: Mentions, scoped: set[tuple[str, int]]) -> list[Spec]:
        """ "Accuracy leads" before ", followed by …": the first of an order, as a place only
        (the comparisons after it say the rest)."""
        hit = _LEADS.search(self.line.raw, a, b)
        names = [c for c in m.coords if (c.axis, c.start) not in scoped and not c.spread]
        if hit is None or len(names) != 1 or names[0].end > hit.start():
            return []
        stat = "min" if lower_is_better(self.scope(m), self.sentence, self.title) else "max"
        place = Spec("place", self.line, a, b, self.scope(m), stat=stat, location=names)
        place.slice = [c for c in m.coords if (c.axis, c.start) in scoped]
        return [place]

    def _titled_tick(self, axis: str, m: Mentions) -> Coord | None:
        """The tick of `axis` the nearest header naming one names ("#### 1. **MiniCPM**" over
        the line), in the panels the clause speaks of."""
        for title in self.titles:
            said = CLAIM_SHAPES.IN_TITLED_TICK.sub("", strip_md(title))
            found = {
                str(t): t
                for p in self.scope(m)
                for t in axis_keys(p, axis)
                # "#### MiniCPM", "#### Width 96" (the axis's name and the tick)
                if loose(str(t)) in (loose(said), loose(_without_words(said, _label_of(p, axis))))
            }
            if len(found) == 1:
                t = next(iter(found.values()))
                return Coord(axis, t, self.start, self.start)
            if found:
                return None
        return None

    # -- "Corvale is higher than Dunmore by 18.4", "Dahlia takes 1,200 ms longer than Cedar",
    #    "Corvale is about 1.8x Dunmore", "more than three times the rainfall of Valley"
    # -- "The top model outperforms all others by 5.1 percentage points", "Kite leads the
    # runner-up by 3 points": the lead of the highest over the next highest
    @triggered_by(_OVER_THE_REST)
    def lead_margin(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit = _OVER_THE_REST.search(text)
        panels = self.scope(m)
        if hit is None or len(m.values) != 1 or len(panels) != 1 or _NEGATION.search(text):
            return []
        v = m.values[0]
        if v.start < a + hit.end() or not re.fullmatch(
            rf"\s*by\s+{HEDGE}?", self.line.raw[a + hit.end() : v.start], re.I
        ):
            return []
        tail = self.line.raw[v.end : b]
        if (v.percent or tail.lstrip().startswith("%")) and not CLAIM_SHAPES.IN_LEAD_MARGIN.match(tail):
            return []  # "by 5%": relative or points, not said
        before = [c for c in m.coords if c.end <= a + hit.start() and not c.spread]
        top = CLAIM_SHAPES.TOP_SUBJECT.search(text, 0, hit.start())
        if len(before) > 1 or (not before and top is None) or not self._single_series():
            return []
        return [self.spec("comparison", a, b, m, relation="margin", value=v, subject=before, approx=v.approx)]

    # -- "Pulse declines by about 20% over the period": the series' last value against its first
    @triggered_by(_OVER_PERIOD_WORDS)
    def over_period(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit: re.Match[str] | None = _OVER_WHOLE_PERIOD.search(text)
        first_said = _PERIOD_FIRST.match(text) if hit is None else None
        if first_said is not None:
            hit = _PERIOD_CHANGE_BY.search(text, first_said.end())
        panels = self.scope(m)
        # (the count of "Across the 40 epochs" is no value)
        values = [v for v in m.values if first_said is None or v.start >= a + first_said.end()]
        if hit is None or len(values) != 1 or len(panels) != 1 or _NEGATION.search(text):
            return []
        v = values[0]
        if not (a + hit.start("n") <= v.start < a + hit.end("n") + 1):
            return []
        if first_said is not None and first_said.group("k") and not _whole_count(panels[0], int(first_said.group("k"))):
            return []  # ("Across the 20 epochs" of an axis of 40: some of them, which it does not say)
        series = [c for c in m.coords if not c.spread and not (first_said and c.start < a + first_said.end())]
        if len(series) > 1 or any(c.axis != "y" for c in series) or (not series and not self._single_series()):
            return []
        order = _x_order(panels[0])
        timed = numbered_ticks(order) is not None or all(CLAIM_SHAPES.PERIOD_TICK.match(str(t)) for t in order)
        if len(order) < _MIN_LINE_TICKS or not timed:
            return []  # (an axis of names has no period to run over)
        first = Coord("x", order[0], a + hit.start(), a + hit.start())
        last = Coord("x", order[-1], a + hit.end(), a + hit.end())
        falls = CLAIM_SHAPES.IN_OVER_PERIOD.match(hit.group("verb")) is not None
        spec = self.spec(
            "comparison",
            a,
            b,
            m,
            relation="diff",
            value=v,
            subject=[last],
            other=[first],
            slice=series,
            approx=v.approx,
        )
        spec.approx = spec.approx or bool(_APPROX.search(hit.group(0)))
        return [spec] if not falls or not v.value < 0 else []

    # -- "On Go, the three models are within 5 points of one another", "Lyra's scores span more
    # than 25 points": the spread (largest less smallest) of the cells the clause names
    @triggered_by(_SPREAD)
    def spread(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit = _SPREAD.search(text)
        panels = self.scope(m)
        if hit is None or len(m.values) != 1 or len(panels) != 1 or _NEGATION.search(text) or _MOST.search(text):
            return []
        v = m.values[0]
        if not a + hit.start() <= v.start < a + hit.end():
            return []
        named = [c for c in m.coords if not c.spread]
        if len(named) != 1 and not (not named and self._single_series()):
            return []  # (the group whose values it speaks of: one series, or one place)
        group = [
            c
            for c in panels[0].cells
            if not named or same_tick(c.row if named[0].axis == "y" else c.col, named[0].tick)
        ]
        words = self.line.raw[a : a + hit.start()]
        for c in named:
            words = words[: c.start - a] + " " * (c.end - c.start) + words[c.end - a :]
        said = _GROUP_SAID.search(strip_md(words))
        if said is None:
            return []  # "the three transformer models": some of them, picked by a word the cells do not give
        n = count_value(said.group("n")) if said.group("n") else None
        if n is not None and n != len(group):
            return []  # ("the two regions" of four rows: which two)
        percent = v.percent or CLAIM_SHAPES.IN_SPREAD.match(self.line.raw[v.end : b]) is not None
        if percent and not any(
            "%" in (_label_of(p, "y") or "") or (p.scale and "%" in (p.scale.label or "")) for p in panels
        ):
            return []  # "within 5%": relative, or points of a percentage, not said
        if hit.group("within"):
            relation = "spread<="
        else:
            relation = "spread>" if hit.group("bound").casefold() == "more" else "spread<"
        return [self.spec("range", a, b, m, relation=relation, value=v, slice=named, approx=v.approx)]

    # -- "GRPO shows a steeper decline than AIRL-S" under "**Initial Phase (Steps 0–50)**", "A
    # falls more sharply than B from step 0 to step 50": the two series' changes over a stretch
    @triggered_by(_CHANGE_COMPARED, lambda r, a, b, m: len(m.coords) >= 2 or bool(r.scoped))
    def change_compared(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit = _CHANGE_COMPARED.search(text)
        panels = self.scope(m)
        if hit is None or _NEGATION.search(text) or m.values or len(panels) != 1:
            return []
        at, than = a + hit.start(), a + hit.end()
        ys = [c for c in m.coords if c.axis == "y" and not c.spread]
        before, after = [c for c in ys if c.end <= at], [c for c in ys if c.start >= than]
        if len(before) != 1 or len(after) != 1 or same_tick(before[0].tick, after[0].tick):
            return []
        said = [c for c in m.coords if c.axis == "x"]  # ("from 2015 to 2023": its two ends)
        xs = said or [c for c in self.scoped if c.axis == "x"]  # (the stretch its header names)
        order = {tick_key(t): i for i, t in enumerate(axis_keys(panels[0], "x"))}
        placed = sorted((c for c in xs if tick_key(c.tick) in order), key=lambda c: order[tick_key(c.tick)])
        if len(placed) < 2 or len(placed) != len(xs) or (said and len(said) != 2):
            return []  # (a stretch it does not give, or gives in ticks the panel lacks)
        more = (hit.group("adj") or hit.group("adv")).casefold()
        less = more.startswith(
            ("less", "smaller", "gentler", "slower", "milder", "shallower", "weaker", "more slowly", "more gently")
        ) or more.startswith("more gradually")
        down = bool(hit.group("down") or hit.group("down2"))
        return [
            self.spec(
                "comparison",
                a,
                b,
                m,
                relation="change<" if less else "change>",
                rising=not down,
                subject=before,
                other=after,
                location=[placed[0], placed[-1]],
                approx=bool(_APPROX.search(text)),
            )
        ]

    # -- "Orion and Vega are tied on C++", "Orion ties Vega on Go", "A and B score the same at 8k"
    @triggered_by(CLAIM_SHAPES.TIED, lambda r, a, b, m: len(m.coords) >= 2)
    def tied(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit = CLAIM_SHAPES.TIED.search(text)
        if (
            hit is None
            or _NEGATION.search(text)
            or CLAIM_SHAPES.NEAR_TIE.search(text)
            or _SUPERLATIVE.search(text)
            or m.values
        ):
            return []
        if _compare_word(text) or CLAIM_SHAPES.IN_TIED.search(text):
            return []  # "matches or outperforms", "outperforms or ties": a comparison that allows a tie
        at = a + hit.start()
        before = [c for c in m.coords if c.end <= at and not c.spread]
        after = [c for c in m.coords if c.start >= a + hit.end() and not c.spread]
        if hit.group("one"):
            # "Orion ties Vega on Go": one side before, the other right after the verb
            sides = before[-1:] + after[:1]
            places = after[1:]
            if len(before) != 1:
                return []
        else:
            if len(before) != 2 or not CLAIM_SHAPES.IN_TIED_2.fullmatch(self.line.raw[before[0].end : before[1].start]):
                return []  # "A and B are tied": two names joined by "and", nothing else
            sides, places = before, after
        if len(sides) != 2 or sides[0].axis != sides[1].axis or same_tick(sides[0].tick, sides[1].tick):
            return []
        if any(c.axis == sides[0].axis for c in places) or len(self.scope(m)) != 1:
            return []
        return [self.spec("comparison", a, b, m, relation="equal", subject=sides[:1], other=sides[1:], slice=places)]

    @triggered_by(when=lambda r, a, b, m: len(m.coords) >= 2)
    def difference(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        if len(m.values) == 4 and (split := self._gap_ranges(a, b, m)):
            return split
        word = _TIMES_WORD.search(text)
        if word is not None and len(m.values) == 2 and len(m.coords) == 2:
            # "Database is twice as large as Network (18% vs 12%)": the two values in brackets
            # at the end restate the two cells compared; the ratio is the claim
            aside = CLAIM_SHAPES.VS_ASIDE.search(self.line.raw, m.coords[-1].end, b)
            if (
                aside is not None
                and aside.start("one") == m.values[0].start
                and aside.start("two") == m.values[1].start
            ):
                m = replace(m, values=[])
        if word is None and (grown := CLAIM_SHAPES.MULTIPLIES.search(text)) is not None:
            return self._multiplied(a, b, m, grown)
        margin = self._margin(a, b, m) if not word else None  # "3-5 points below B": a gap in a range
        if margin is None and (len(m.values) + bool(word) != 1 or len(m.coords) < 2):
            return []
        if any(CLAIM_SHAPES.CAUSED_CHANGE.search(self.line.raw, a, c.start) for c in m.coords):
            # "Adding Flash reduces GEMMs' share by 2%": what a change does to its object, no
            # gap between the cause and the object
            return []
        high = None
        relative = False
        if margin is not None:
            v, high = margin
            tail = self.line.raw[high.end : b]
            if not CLAIM_SHAPES.IN_DIFFERENCE.match(tail):
                return []  # ("3-5% below": relative or points, not said)
        elif word:
            times = 2 if word.group("twice") else count_value(word.group("n")) or 0
            v = Num(float(times), word.group(0), a + word.start(), a + word.end())
            tail = text[word.end() :]
        else:
            v = m.values[0]
            tail = self.line.raw[v.end : b]
            # "by 5% relative to B": a share of B
            relative = _RELATIVE_TO.match(tail) is not None and (
                "%" in v.raw or CLAIM_SHAPES.IN_DIFFERENCE_2.match(tail) is not None
            )
            if CLAIM_SHAPES.IN_DIFFERENCE_3.match(tail) and not relative:
                return []  # "by 5%": relative or points, not said
        before = self.line.raw[max(a, v.start - 24) : v.start]
        ratio = (
            bool(word) or bool(CLAIM_SHAPES.TIMES_AFTER.match(tail)) or bool(CLAIM_SHAPES.TIMES_MARK_END.search(v.raw))
        )
        if ratio and high is not None:
            return []
        inclusive = False  # (a bound on a gap: "by at least 4" holds 4 itself)
        signed_from = False
        sized = False  # (a change verb right before a percentage, no "by")
        if ratio:
            bound = _RATIO_BOUND.search(before)
            relation = "ratio" + (">" if bound and bound.group("more") else "<" if bound else "=")
            if _RATIO_EITHER_WAY.match(tail) and not bound and self._measures_speed_or_cost(m):
                # "1.5x faster than B", "twice as fast as B": the ratio of the larger to the
                # smaller, N or N + 1; which is the faster the words do not tie to the values
                # (only where the values are a time, a rate or a cost: "trains 2x faster" over
                # accuracies speaks of a speed the chart does not give)
                relation = "ratio~"
            elif _RATIO_EITHER_WAY.match(tail) and not bound:
                return []
            elif _RATIO_WAY.search(tail) or _AS_FAST_AS.match(tail):
                return []  # "four times slower", "twice as fast as": which way the ratio runs is not said
        else:
            by = _BY_GAP.search(before)
            # ("gained 6 points", with no "by": a change of one thing or a gap of two; only a
            # percentage change between two places of one series is read so)
            sized = by is None and "%" in v.raw and CLAIM_SHAPES.VERB_SIZED.search(before) is not None
            by = by or (CLAIM_SHAPES.VERB_SIZED.search(before) if sized else None)
            than = CLAIM_SHAPES.IN_DIFFERENCE_4.match(tail) or _LEAD_NOUN.match(
                tail
            )  # ("a 5-7 point lead over F1": the gap, a noun)
            signed = _signed_gap(self.line.raw, v, b)
            # ("Beta gains +0.08 from round 3 to round 4": a signed change between two places)
            signed_from = _signed_change(self.line.raw, v, b)
            if not (by or than or signed or signed_from) or not (
                _DIFF_VERB.search(text) or _CHANGE_VERB.search(text) or signed or signed_from
            ):
                return []  # ("Large is +0.16 over Small": a sign and the other side say a gap)
            relation = "diff%" if relative else "diff"
            gap_bound: str | None = by.group("bound") if by else None
            if not by and than and (g := _GAP_BOUND_BEFORE.search(before)) is not None:
                gap_bound = g.group("bound")  # "Juno is more than 100 points behind Vanta": said before the gap
            if gap_bound:
                # "cooler than B by more than 20 from minute 30 on": a bound on the gap
                said = gap_bound.casefold()
                relation += "<" if said.startswith(("less", "fewer", "under", "at most")) else ">"
                inclusive = said.startswith("at ")
        axes: dict[str, list[Coord]] = {}
        for c in m.coords:
            if not c.spread and all(not same_tick(c.tick, d.tick) for d in axes.get(c.axis, [])):
                axes.setdefault(c.axis, []).append(c)
        pair_axis = [ax for ax, cs in axes.items() if len(cs) == 2]
        stretch_ends = (
            self._change_between(text, m, axes, verb=bool(signed_from))
            if relation == "diff" and (by or signed_from)
            else None
        )
        if stretch_ends is not None:
            # "Baseline drops by 14.3 points from 2k to 12k steps": one series, at the two ends
            other, subj = stretch_ends
            rest = [c for ax, cs in axes.items() if ax != subj.axis for c in cs]
        elif len(pair_axis) != 1:
            rivals = self._lead_rivals(v, tail, b, axes) if not ratio and not by else None
            if rivals is None:
                return []
            # "Precision maintains a ~5-7 point lead over F1/Recall": the gap to each of them
            subj, others = rivals
            every = bool(_ALL.search(text))
            rest = [c for ax, cs in axes.items() if ax != subj.axis for c in cs]
            if len(rest) > 1 or (not rest and not every):
                return []
            return [
                self.spec(
                    "comparison",
                    a,
                    b,
                    m,
                    relation=relation,
                    value=v,
                    high=high,
                    subject=[subj],
                    other=[o],
                    slice=rest,
                    quantifier="all" if every else None,
                    approx=bool(_APPROX.search(before)) or v.approx,
                )
                for o in others
            ]
        else:
            subj, other = axes[pair_axis[0]]
            if sized and not CLAIM_SHAPES.FROM_PLACE.search(self.line.raw, max(a, subj.start - 30), subj.start):
                return []  # ("drops 20%" only of one series "from February to March")
            if word is not None and not subj.start < a + word.start() < other.start:
                return []  # "(Axum, Gin) are twice as fast as the interpreted ones": both names on one side
            if not ratio and not by and not signed and other.start < v.start:
                # "March and June are both more than 1.5 degrees above the average": both names
                # before the gap, which is to what follows it, no cell
                return []
            rest = [c for ax, cs in axes.items() if ax != pair_axis[0] for c in cs]
            if relation.startswith("ratio") and CLAIM_SHAPES.FROM_PLACE.search(
                self.line.raw, max(a, subj.start - 30), subj.start
            ):
                # "grows more than 13x from batch 1 to batch 64": the later end over the earlier
                # one when it grows; which way a fall's ratio runs is not said so plainly
                turn = _TREND.search(text)
                if turn is None or not turn.group("up"):
                    return []
                subj, other = other, subj
        every = bool(_ALL.search(text))
        points = subj.axis == "y" and all(one_point_each(p) for p in self.scope(m))  # (two named points)
        if len(rest) > 1 or (not rest and not every and not self._single_series() and not points):
            return []
        stretch = False
        if relation in ("diff>", "diff<"):
            rest, stretch = self._stretched(a, rest, m)  # "from minute 30 on": each minute from 30
        way = None
        if not ratio and (stretch_ends is not None or self._from_to_pair(subj, other)):
            way = _change_way(before, text)  # (it runs from the place named first to the other)
        return [
            self.spec(
                "comparison",
                a,
                b,
                m,
                relation=relation,
                value=v,
                high=high,
                subject=[subj],
                other=[other],
                slice=rest,
                quantifier="all" if every or stretch else None,
                approx=bool(_APPROX.search(before)) or v.approx,
                inclusive=inclusive,
                stretch=stretch,
                way=way,
            )
        ]

    def _from_to_pair(self, first: Coord, second: Coord) -> bool:
        """Whether two places of one axis are the two ends of a "from … to" stretch, in that
        order ("From Q3 to Q4 the rate rose by 0.3 points")."""
        raw = self.line.raw
        if first.end > second.start or not CLAIM_SHAPES.FROM_PLACE.search(raw, max(0, first.start - 30), first.start):
            return False
        to = CLAIM_SHAPES.TO_PLACE.match(raw, first.end, second.start)
        return to is not None and to.end() == second.start

    def _lead_rivals(self, v: Num, tail: str, b: int, axes: dict[str, list[Coord]]) -> tuple[Coord, list[Coord]] | None:
        """The one name before a gap said as a lead noun and the two or more names right after
        its "over" ("Precision has a 5-7 point lead over F1/Recall", "… over F1 and Recall"),
        all of one axis; None otherwise."""
        lead = _LEAD_NOUN.match(tail)
        if lead is None or len(axes) > 2:
            return None
        for cs in axes.values():
            before = [c for c in cs if c.end <= v.start]
            after = [c for c in cs if c.start >= v.end]
            if len(before) != 1 or len(after) < 2 or len(before) + len(after) != len(cs):
                continue
            joins = [self.line.raw[x.end : y.start] for x, y in pairwise(after)]
            over = b - len(tail) + lead.end()  # (the tail runs to the clause's end)
            if all(_NAME_JOIN.fullmatch(j) for j in joins) and _NAME_JOIN.fullmatch(
                self.line.raw[over : after[0].start]
            ):
                return before[0], after
        return None

    def _multiplied(self, a: int, b: int, m: Mentions, grown: re.Match[str]) -> list[Spec]:
        """ "Memory doubles from batch size 8 to batch size 16", "more than triples from 1 to
        4 GPUs": one series, its value at the stretch's end over its value at the start (two,
        three, four times, within half a unit; "more than", "less than": a bound)."""
        if m.values or m.ambiguous or _NEGATION.search(self.text(a, b)):
            return []
        axes: dict[str, list[Coord]] = {}
        for c in m.coords:
            if not c.spread and all(not same_tick(c.tick, d.tick) for d in axes.get(c.axis, [])):
                axes.setdefault(c.axis, []).append(c)
        ends = self._change_between(self.text(a, b), m, axes, verb=True) or self._from_to(m)
        if ends is None:
            return []
        other, subj = ends
        axes.pop(subj.axis, None)
        if subj.start < a + grown.end():
            return []  # ("from 8 to 16, memory doubles"): read with the ends after the verb only
        if self._x_noun_before(a + grown.start(), m):
            return []  # "as the number of GPUs doubles from 1 to 16": the places double, not the values
        rest = [c for ax, cs in axes.items() if ax != subj.axis for c in cs]
        if len(rest) > 1 or (not rest and not self._single_series()):
            return []
        times = _MULTIPLE[grown.group("w")[:4].casefold()]
        v = Num(float(times), str(times), a + grown.start(), a + grown.end())
        bound = _RATIO_BOUND.search(self.line.raw, max(a, v.start - 24), v.start)
        relation = "ratio" + (">" if bound and bound.group("more") else "<" if bound else "=")
        approx = bool(_APPROX.search(self.line.raw, max(a, v.start - 24), v.start))
        return [
            self.spec(
                "comparison",
                a,
                b,
                m,
                relation=relation,
                value=v,
                subject=[subj],
                other=[other],
                slice=rest,
                approx=approx,
            )
        ]

    def _from_to(self, m: Mentions) -> tuple[Coord, Coord] | None:
        """The two places of one axis a "from … to …" names, each read as a place of its own
        ("from batch size 8 to batch size 16"), when they are the only two of that axis."""
        places = [c for c in m.coords if not c.spread]
        if len(places) < 2:
            return None
        for first, second in pairwise(places):
            if first.axis != second.axis or same_tick(first.tick, second.tick):
                continue
            if sum(c.axis == first.axis for c in places) != 2:
                return None
            raw = self.line.raw
            if CLAIM_SHAPES.FROM_PLACE.search(
                raw, max(0, first.start - 30), first.start
            ) and CLAIM_SHAPES.TO_PLACE.fullmatch(raw, first.end, second.start):
                return first, second
        return None

    def _change_between(
        self, text: str, m: Mentions, axes: dict[str, list[Coord]], verb: bool = False
    ) -> tuple[Coord, Coord] | None:
        """The two places a change of one series runs between ("drops by 14.3 from 2k to 12k
        steps": 2k and 12k), when the sentence names no two places otherwise: a verb of change
        and the two ends of one "from … to" stretch of one axis, the other axis named once at
        most."""
        if not (verb or _CHANGE_VERB.search(text)) or any(len(cs) > 1 for cs in axes.values()):
            return None
        ends = [c for c in m.coords if c.spread]
        if len(ends) != 2 or ends[0].axis != ends[1].axis or same_tick(ends[0].tick, ends[1].tick):
            return None
        if ends[0].axis in axes or not CLAIM_SHAPES.FROM_PLACE.search(
            self.line.raw, max(0, ends[0].start - 30), ends[0].start
        ):
            return None
        return ends[0], ends[1]

    def _gap_ranges(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """ "A outperforms B by 10–15 points in OlympiadBench and MATH500, and 5–10 points in
        other benchmarks": two gaps said as ranges, the first at the categories it names, the
        second at every other category of the panels; one claim each, held at every category
        it covers. Only when the two series come before the first gap, the named categories
        between the two gaps, and nothing follows the second but "in the other …"."""
        ranges = [p for p in self.line.phrases_at(a, b) if p.kind == "range" and len(p.nums) == 2]
        if len(ranges) != 2 or {id(n) for p in ranges for n in p.nums} != {id(n) for n in m.values}:
            return []
        first, second = ranges
        series = [c for c in m.coords if c.axis == "y" and not c.spread]
        places = [c for c in m.coords if c.axis == "x" and not c.spread]
        if (
            len(series) != 2
            or not places
            or any(c.end > first.start for c in series)
            or any(not first.end <= c.start < second.start for c in places)
            or len(m.coords) != len(series) + len(places)
            or (said := _GAP_PLACES.fullmatch(self.line.raw, first.end, second.start)) is None
            or (rest_said := _GAP_OTHERS.fullmatch(self.line.raw, second.end, b)) is None
            or not _DIFF_VERB.search(self.text(a, b))
            or not _BY_GAP.search(self.line.raw, max(a, first.start - 24), first.start)
        ):
            return []
        named = {str(c.tick) for c in places}
        panels = self.scope(m)
        others = list(dict.fromkeys(t for p in panels for t in axis_keys(p, "x") if str(t) not in named))
        if not others:
            return []
        # ("the other benchmarks": each coordinate stands where the words that name them do)
        rest = [Coord("x", t, rest_said.start("others"), rest_said.end("others")) for t in others]
        subj, other = series
        out = []
        # the first claim ends with its places: "the other …" is the second's
        parts = ((first, places, said.end("places")), (second, rest, b))
        for gap, where, end in parts:
            low, high = sorted(gap.nums, key=lambda n: n.value)
            out.append(
                self.spec(
                    "comparison",
                    a,
                    end,
                    m,
                    relation="diff",
                    value=low,
                    high=high,
                    subject=[subj],
                    other=[other],
                    slice=where,
                    quantifier="all",
                    approx=low.approx or high.approx,
                )
            )
        return out

    def _margin(self, a: int, b: int, m: Mentions) -> tuple[Num, Num] | None:
        """The two ends of a gap said as a range ("3-5 points below SFT"): the clause's only
        values, one range phrase; None otherwise."""
        if len(m.values) != 2 or len(m.coords) < 2:
            return None
        ids = {id(n) for n in m.values}
        if not any(p.kind == "range" and {id(n) for n in p.nums} == ids for p in self.line.phrases_at(a, b)):
            return None
        lo, hi = sorted(m.values, key=lambda n: n.value)
        return lo, hi

    # -- "The busiest days are Saturday and Sunday": a plural superlative, as many as it names
    @triggered_by(_SUPERLATIVE, lambda r, a, b, m: len(m.coords) >= 2)
    def plural_leaders(self, a: int, b: int, m: Mentions) -> list[Spec]:
        lead = CLAIM_SHAPES.LEADERS.search(self.text(a, b))
        if lead is None or not lead.group("w7") or _ORDER_WORD.search(self.text(a, b)):
            return []  # (a clause with an order word is the order recogniser's)
        return self.order(a, b, m)

    # -- "Sable and Umber lead on Arith", "the top two cities are Corvale and Fennick",
    #    "Rook is second best on Logic", "Brisk is the second lowest city"
    @triggered_by(_ORDER_WORD)
    def order(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        if _NEGATION.search(text) or len(m.panels) > 1:
            return []
        rank = CLAIM_SHAPES.RANK.search(text) or self._rank_had(text, m)
        bare = CLAIM_SHAPES.RANK_BARE.search(text) if rank is None else None
        rank = rank or bare
        lead = CLAIM_SHAPES.LEADERS.search(text)
        if not rank and not lead:
            return self._leads_alone(a, b, m, text)
        if bare:
            # "ranks third": third from the best, where the panel says which end is best
            if lower_is_better(self.scope(m), self.sentence, self.title) or _measures_gain(self.scope(m)):
                word = "best"
            elif self._ranked_by_measure(a, bare, m) or self._ranked_for(a, bare, m) or _plain_score(self.scope(m)):
                measure = f"{self._metric(m)} {text[bare.end() :]}"
                if CLAIM_SHAPES.TIME_METRIC.search(measure) and not CLAIM_SHAPES.RATE_METRIC.search(measure):
                    return []  # ("Oslo ranks second for commute time": from the shortest, maybe)
                word = "highest"  # "Dune ranks second for attendance", "Brno ranks second for NO2"
            else:
                return []
        elif rank:
            # "the second most borrowed": "most" with a verb's participle is the highest count
            word = rank.group("w") or ("highest" if rank.group("most").casefold() == "most" else "lowest")
        else:
            assert lead is not None
            word = next((w for k in ("w3", "w4", "w5", "w6", "w7") if (w := lead.group(k))), "lead")
        word = word.casefold()
        if word in _WET_WORDS and not CLAIM_SHAPES.WET_MEASURE.search(self._metric(m)):
            return []  # ("the second driest" of anything but a measure of wetness)
        # ("the two hardest zones" of an index of hardness: its highest values)
        hard = word == "hardest" and any(
            _HARDNESS.search(t or "") for t in (self._metric(m), self.title, *(p.title for p in self.scope(m)))
        )
        if word in _EASE_WORDS and not hard and not self._merit_known(m):
            return []  # ("the two hardest tasks": the lowest scores, or the highest difficulty, not said)
        if CLAIM_SHAPES.FREQUENCY_WORD.fullmatch(word) and not self._counts_things(m):
            return []  # ("the second most common" of values that count nothing)
        low = bool(re.fullmatch(rf"(?:{_MIN})", word, re.I)) and not hard
        if word in ("quickest", "fastest", "slowest"):
            if not CLAIM_SHAPES.TIME_METRIC.search(self._metric(m)):
                return []  # "quickest" of a speed is its highest, of a time its lowest: said only of a time
            low = word != "slowest"
        elif word in _GOOD_BAD | {"lead"} and lower_is_better(self.scope(m), self.sentence, self.title):
            low = not low  # "the best two" of a loss
        axes: dict[str, list[Coord]] = {}
        for c in m.coords:
            if not c.spread and all(not same_tick(c.tick, d.tick) for d in axes.get(c.axis, [])):
                axes.setdefault(c.axis, []).append(c)
        if rank:
            if not m.coords:
                return []
            # ("In 2023, Europe ranks second": the name after the scope it opens with)
            subject = next((c for c in m.coords if c not in self.scoped), m.coords[0])
            named = [subject]
            n = {"second": 2, "third": 3, "fourth": 4}[rank.group("n").casefold()]
        else:
            many = [ax for ax, cs in axes.items() if len(cs) >= 2]
            if len(many) != 1:
                return []
            named = axes[many[0]]
            assert lead is not None
            if lead.group("k4") and not _NAMES_NEXT.fullmatch(self.line.raw, a + lead.end(), named[0].start):
                return []  # ("the two lowest losses belong to rates between …": not the names listed)
            if (lead.group("k5") or lead.group("w7")) and (
                not _NAMES_NEXT.fullmatch(self.line.raw, a + lead.end(), named[0].start)
                or any(c.start >= a + lead.end() and c.axis != named[0].axis for c in m.coords)
            ):
                # ("the two highest bars are those of …": not the names listed; "the two
                # highest cells are Loam / Partial and …": cells by two ticks, CLAIM_SHAPES.LEADER_CELLS's)
                return []
            k = lead.group("k") or lead.group("k2") or lead.group("k3") or lead.group("k4") or lead.group("k5")
            n = (count_value(k) or 0) if k else len(named)
            if n != len(named):
                return []
        axis = named[0].axis
        rest = [c for ax, cs in axes.items() if ax != axis for c in cs]
        # (a row's name alone locates its value in one series, or in a table of one value column)
        alone = self._single_series() or all(single_column(p) for p in self.scope(m))
        if len(rest) > 1 or (not rest and not alone and axis == "y"):
            return []
        return [
            self.spec(
                "extreme",
                a,
                b,
                m,
                stat="min" if low else "max",
                location=named,
                slice=rest,
                points=n,
                relation="rank" if rank else "leaders",
            )
        ]

    def _ranked_by_measure(self, a: int, bare: re.Match[str], m: Mentions) -> bool:
        """Whether a bare rank names the series it ranks by right after it ("ranks second for
        attendance", "comes third in revenue"): an amount, whose first is its highest, where
        lower is not better (a time, a cost: lower_is_better, which the caller asked)."""
        said = CLAIM_SHAPES.FOR_MEASURE.match(self.line.raw, a + bare.end())
        return said is not None and any(c.axis == "y" and c.start == said.end() for c in m.coords)

    def _ranked_for(self, a: int, bare: re.Match[str], m: Mentions) -> bool:
        """Whether a bare rank is said for a series or column named right after it ("Brno
        ranks second for NO2", "ranks second in autumn sales"), of another axis than its
        subject's: the rank of that measure's values, counted from the highest."""
        said = _RANKED_FOR.match(self.line.raw, a + bare.end())
        if said is None or not m.coords:
            return False
        subject = m.coords[0]
        return subject.start < a + bare.start() and any(
            c.start == said.end() and c.axis != subject.axis and not c.spread for c in m.coords
        )

    # -- '"Finance" and "Legal" have the lowest weights for both blends'
    @triggered_by(_SUPERLATIVE, lambda r, a, b, m: len(m.coords) >= 2)
    def named_leaders(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """The ticks named before "have the lowest <noun>s" are the lowest of each group the
        other axis makes (each series), judged group by group; a bound said after it ("both
        below 3%") is read too."""
        text = self.text(a, b)
        lead = CLAIM_SHAPES.NAMED_LEADERS.search(text)
        if lead is None or _NEGATION.search(text) or len(m.panels) > 1:
            return []
        grouped = _GROUPED.search(text, lead.end())
        if grouped is None or len(self.scope(m)) != 1 or self._single_series():
            return []
        named: list[Coord] = []
        for c in m.coords:
            if c.start < a + grouped.end() and all(not same_tick(c.tick, d.tick) for d in named):
                named.append(c)
        if len(named) < 2 or any(c.axis != "x" or c.spread or c.end > a + lead.end() for c in named):
            return []
        said = count_value(grouped.group("n")) if grouped.group("n") else 2 if grouped.group("both") else None
        low = bool(re.fullmatch(rf"(?:{_MIN})", lead.group("w"), re.I))
        spec = self.spec(
            "extreme",
            a,
            b,
            m,
            stat="min" if low else "max",
            location=named,
            points=len(named),
            relation="leaders",
            quantifier="all",
            out_of=said,
        )
        return [spec, *self.threshold(a, b, m)]

    def _rank_had(self, text: str, m: Mentions) -> re.Match[str] | None:
        """ "has the second lowest score": a place in the order of the values' own measure,
        when what is had is that measure (a word of its label), a score, or unsaid."""
        hit = CLAIM_SHAPES.RANK_HAS.search(text)
        if hit is None:
            return None
        noun = hit.group("noun")
        if noun is None or CLAIM_SHAPES.RANK_NOUN.fullmatch(noun):
            return hit
        measure = {stem(w.casefold()) for w in CLAIM_SHAPES.WORD.findall(self._metric(m))}
        return hit if stem(noun.casefold()) in measure else None

    def _leads_alone(self, a: int, b: int, m: Mentions, text: str) -> list[Spec]:
        """ "Country South leads in 2020": the one series named before "leads" has the
        highest value at the one place named after it (the lowest, of an error or a time);
        not "leads to", "leads by 5" or "leads Beta in 2020" (a comparison)."""
        verb = _LEADS_ONE.search(text)
        if verb is None or CLAIM_SHAPES.ONLY.search(text):
            return []  # ("Beta leads only in Q1" says where it does not lead, too)
        at = a + verb.start()
        before = [c for c in m.coords if c.end <= at and not c.spread]
        after = [c for c in m.coords if c.start >= a + verb.end() and not c.spread]
        if len(self.scope(m)) == 1:
            # "Quorra leads from March through June": the highest at every month of that stretch
            ends = [c for c in m.coords if c.start >= a + verb.end()]
            after = ordered_stretch(ends, self.line.raw, self.scope(m)[0]) or after
        if len(before) != 1 or m.values or any(c.axis == before[0].axis for c in after):
            return []
        several = len({str(c.tick) for c in after}) > 1
        if several and (len({c.axis for c in after}) > 1 or len(self.scope(m)) != 1 or not self._bare_list(after, b)):
            return []
        low = lower_is_better(self.scope(m), self.sentence, self.title)
        merit = not verb.group(0).casefold().startswith(("lead", "led", "is"))
        if (several or not after) and not merit and low:
            return []  # "Team Blue leads in Q2 and Q3" on defects: the most, or the best, it does not say
        if merit and not (low or _measures_gain(self.scope(m))):
            return []  # "Desktop ranks first", "wins" on load times: the best, and which end is best it does not say
        gap = re.compile(r"[\s*_`]*").match(self.line.raw, a + verb.end(), b)
        grouped = _GROUPED.match(self.line.raw, gap.end() if gap else a + verb.end(), b) if not after else None
        if grouped is not None and len(self.scope(m)) == 1 and not self._single_series():
            # "Orion leads on every language": the highest of each group, the groups its other axis
            said = count_value(grouped.group("n")) if grouped.group("n") else 2 if grouped.group("both") else None
            return [
                self.spec(
                    "extreme", a, b, m, stat="min" if low else "max", location=before, quantifier="all", out_of=said
                )
            ]
        counted = self._groups_counted(a + verb.end(), b, before, m) if not after else None
        if counted is not None:
            # "Hybrid leads on three of the four collections"
            n, of = counted
            stat = "min" if low else "max"
            return [self.spec("extreme", a, b, m, stat=stat, location=before, quantifier="exactly", count=n, out_of=of)]
        if not after and not self._single_series():
            return []
        if len({str(c.tick) for c in after}) > 1:
            # "Hybrid ranks first on News, Forums and Patents": the highest of each place it names
            return [
                self.spec(
                    "extreme", a, b, m, stat="min" if low else "max", location=before, slice=after, quantifier="all"
                )
            ]
        return [self.spec("extreme", a, b, m, stat="min" if low else "max", location=before, slice=after)]

    # -- "Column 2 contains the two highest values (11, 17)", "the top three scores are 9, 8 and 7"
    @triggered_by(CLAIM_SHAPES.TOP)
    def top_values(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit = CLAIM_SHAPES.TOP.search(text)
        if hit is None or _NEGATION.search(text) or len(self.scope(m)) != 1:
            return []
        n = count_value(hit.group("k") or hit.group("k2") or hit.group("k3") or "")
        given = [v for v in m.values if v.start >= a + hit.end()]
        if any("/" in v.raw for v in given) and CLAIM_SHAPES.LEADER_CELLS.fullmatch(self.line.raw, a, b):
            return []  # ("the two lowest cells are 2/16 and 4/16": cells by row and column)
        # "Column 2 contains …" over numbered columns: an index, no value; "in column 2, the
        # two highest …" scopes to a column no coordinate names (not read)
        index = [
            v for v in m.values if v.start < a + hit.end() and CLAIM_SHAPES.INDEX_WORD.search(self.line.raw, a, v.start)
        ]
        if any(_SLICING.search(self.line.raw[max(a, v.start - 20) : v.start]) for v in index):
            return []
        if not n or len(given) != n or len(m.values) != n + len(index):
            return []  # (values it gives of something else, or not one per place)
        word = (hit.group("w") or hit.group("w2") or "highest").casefold()
        low = bool(re.fullmatch(rf"(?:{_MIN})", word, re.I))
        if word in _GOOD_BAD and lower_is_better(self.scope(m), self.sentence, self.title):
            low = not low
        # "in Column 2, the two highest …": the scope; "Column 2 contains …": where they are (not judged)
        scoped = [c for c in m.coords if _SLICING.search(self.line.raw[max(a, c.start - 12) : c.start])]
        spec = self.spec("extreme", a, b, m, stat="min" if low else "max", relation="top", points=n, slice=scoped)
        spec.stated = given
        spec.approx = bool(_APPROX.search(text))
        return [spec]

    def _values_are_changes(self, text: str, m: Mentions) -> bool:
        """Whether every word of change or difference in the text names what the values
        themselves measure ("the highest improvement" on an axis "Improvement (points)"):
        then it speaks of the values, not of a difference between them."""
        said = [hit.group(0) for hit in _NOT_VALUES.finditer(text)]
        measured = content_words(f"{self._metric(m)} {self.title}")
        return bool(said) and all(
            CLAIM_SHAPES.LETTERS.fullmatch(w) is not None and bool(content_words(w)) and content_words(w) <= measured
            for w in said
        )

    def _aggregate(self, text: str) -> bool:
        """Whether the text speaks of an aggregate of cells ("the average", "combined"), not
        of the quantity the chart measures ("the highest median commute" in a chart of
        median commutes)."""
        said = [hit.group(0).casefold() for hit in _AGGREGATE.finditer(text)]
        if not said:
            return False  # (most sentences: the labels' words are not needed)
        measured = content_words(self.title) | {
            w
            for p in self.all_panels[:1] + ([self.context] if self.context else [])
            for w in content_words(
                " ".join(
                    filter(None, [p.title, _label_of(p, "y"), _label_of(p, "x"), p.scale.label if p.scale else None])
                )
            )
        }
        if _BOX_PLOT.search(self.title):
            measured.add("median")  # the cells of a box plot are its medians
        return any(w not in measured and stem(w) not in measured for w in said)  # ("medians": "median")

    def _value_label(self, m: Mentions) -> str:
        """The label of the values themselves, from the panels in scope: their scale's, else
        their y axis's (never a title, which may name the x axis's time: "Loss over Time");
        empty when the panels say none or differ."""
        labels = {_values_label(p) for p in self.scope(m)}
        return labels.pop() if len(labels) == 1 else ""

    def _metric(self, m: Mentions) -> str:
        """What the values measure: the scale or value axis label of the panels in scope (a
        panel's title when it has neither: "(a) p50 Latency (ms)"), with the write-up's title
        only when no panel says (a title over two panels names both their measures)."""
        panels = self.scope(m)
        own = [
            (p.scale.label or "") if p.scale else (p.y.label or "") if p.y and p.y.label else (p.title or "")
            for p in panels
        ]
        if len(self.all_panels) > 1 and any(own):
            return " ".join(own)
        return " ".join([self.title, *own])

    # -- "Lion peaks at epoch 16 and then falls", "throughput peaks at 32 threads, then declines"
    @triggered_by(_PEAK_WORD, lambda r, a, b, m: len(m.values) <= 1)
    def peak(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """Also "Peaks at Load 40 with about 16 ms" under a header "Line 2: FIFO (Orange)":
        the series its header names, and its value at the peak (a value before the place
        may be the peak's place itself: not read)."""
        text = self.text(a, b)
        hit = _PEAK.search(text)
        if hit is None or _NEGATION.search(text) or len(m.values) > 1:
            return []
        if _SHARE_OF_EXTREME.search(text, 0, hit.start()):
            return []  # "reaches half the peak at step 500": a part of the peak, at another place
        after = [c for c in m.coords if c.start >= a + hit.end("at")]
        at = after[:1] if after and after[0].start <= a + hit.end("at") + 24 else []
        # ("peaks at about 81.7% at epoch 50", "peaks at 24, then drops": the peak's value first)
        first = self._peak_value_first(a, hit, m)
        if first is not None:
            after = [c for c in after if c.start >= first.end]
            joined = after and CLAIM_SHAPES.PEAK_PLACE_AFTER_VALUE.fullmatch(self.line.raw, first.end, after[0].start)
            at = after[:1] if joined else []
        if len(after) > 1 and CLAIM_SHAPES.ALSO.fullmatch(self.line.raw, after[0].end, after[1].start):
            return []  # ("peaks at 8k and 16k": two places)
        if len(m.panels) > 1 and len({tick_key(c.tick) for c in after if c.axis == after[0].axis}) > 1:
            return []  # ("Riverside Park peaks on Saturday, Hill Park on Sunday": each panel its own place)
        if first is None and (len(at) != 1 or any(v.start < at[0].end for v in m.values)):
            return []
        if first is None and m.values and hit.group("turn") is not None:
            return []  # ("peaks at 30 with 19, then falls to 11": values of the fall as well)
        # (in the rest of the sentence: its clauses are split at ", and")
        later = _TREND.search(self.sentence, a - self.start + hit.end()) if hit.group("turn") is not None else None
        if later is not None and (later.group("up") is not None) == (hit.group("low") is None):
            return []  # "peaks at Model 4, then decreases, and increases again": a peak among others
        series = [c for c in m.coords if c.start < a + hit.start() and (c.axis != at[0].axis if at else True)]
        if not series and self.heading is not None and at and at[0].axis == "x" and len(m.coords) == 1:
            series = [Coord("y", self.heading, a, a)]
        if len(series) > 1 or (not series and not self._single_series()):
            return []
        turn = a + hit.start("turn") if hit.group("turn") is not None else b
        if not at and (not series or series[0].axis != "y" or any(a + hit.start() < c.start < turn for c in m.coords)):
            return []  # (a peak said with no place: of a series that is a row, and nothing named after it)
        stat = "min" if hit.group("low") else "max"
        # "… and declines afterwards" speaks of the fall, not of the peak
        own = a + hit.start("turn") if hit.group("turn") is not None else None
        value = m.values[0] if m.values else None
        if value is not None and _BOUND_BEFORE.search(self.line.raw, max(a, value.start - 30), value.start):
            value = None  # ("peaks in Week 3 and stays above 40 throughout": a bound's number)
        return [
            self.spec(
                "extreme",
                a,
                b,
                m,
                stat=stat,
                location=[*series, *at],
                slice=series,
                own_end=own,
                value=value,
                approx=value is not None and value.approx,
            )
        ]

    @triggered_by(CLAIM_SHAPES.CHANGE_LEADER)
    def change_leader(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """ "TAU-bench Retail shows the strongest improvement (50% -> 82%)": the one series
        named changes most from its first value to its last, the two values it gives after
        the words (relation "change leader"; subject: the series; low, high: the values)."""
        text = self.text(a, b)
        hit = CLAIM_SHAPES.CHANGE_LEADER.search(text)
        if hit is None or _NEGATION.search(text) or len(m.values) != 2:
            return []
        first, last = m.values
        if first.start < a + hit.end() or not CLAIM_SHAPES.CHANGE_LEADER_ENDS.fullmatch(
            self.line.raw, first.end, last.start
        ):
            return []
        coords = [c for c in m.coords if not c.spread]
        if len(coords) != 1 or coords[0].axis != "y" or first.value == last.value:
            return []
        series = coords[0]
        panels = [p for p in self.scope(m) if any(same_tick(c.row, series.tick) for c in p.cells)]
        if len(panels) != 1 or len({tick_key(c.row) for c in panels[0].cells}) < 2:
            return []
        return [
            self.spec(
                "extreme",
                a,
                b,
                m,
                panels=panels,
                relation="change leader",
                stat="max",
                subject=[series],
                low=first,
                high=last,
                rising=last.value > first.value,
            )
        ]

    @triggered_by(_SUPERLATIVE)
    def each_end_at(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """ "Harbour is highest on Thu and lowest on Mon", "B is lowest at 5 (0.2) and highest
        at 40 (0.9)": one series' maximum and minimum, each at the place after it (and with
        the value after that place, if one is given)."""
        text = self.text(a, b)
        hit = CLAIM_SHAPES.EACH_END_AT.search(text)
        if hit is None or _NEGATION.search(text) or len(m.panels) > 1:
            return []
        if (
            _not_values(text)
            or _DIFFERENCE_EXTREME.search(text)
            or CLAIM_SHAPES.GAP_SUBJECT.search(text, 0, hit.start())
            or CLAIM_SHAPES.CHANGE_EXTREME.search(text)
            or _MISTAKE.search(text)
            or self._aggregate(self.sentence)
        ):
            return []  # ("the gap is largest in winter and smallest in spring": of a difference)
        ends = [hit.group(g).casefold() in _EACH_END_MAX for g in ("first", "second")]
        if ends[0] == ends[1]:
            return []  # ("highest on Thu and largest on Fri": two readings of one end)
        start, second, end = a + hit.start(), a + hit.start("second"), a + hit.end()
        coords = [c for c in m.coords if not c.spread]
        series = [c for c in coords if c.start < start]
        places = ([c for c in coords if start < c.start < second], [c for c in coords if c.start >= end])
        if len(series) > 1 or any(len(p) != 1 for p in places) or places[0][0].axis != places[1][0].axis:
            return []
        if (series and series[0].axis == places[0][0].axis) or (not series and not self._single_series()):
            return []
        said = ([v for v in m.values if start < v.start < second], [v for v in m.values if v.start >= end])
        if any(len(v) > 1 for v in said) or len(m.values) != len(said[0]) + len(said[1]):
            return []
        out = []
        for top, (place,), values in zip(ends, places, said, strict=True):
            value = values[0] if values else None
            out.append(
                self.spec(
                    "extreme",
                    a,
                    b,
                    m,
                    stat="max" if top else "min",
                    location=[*series, place],
                    slice=series,
                    value=value,
                    approx=value is not None and value.approx,
                    each_end=True,
                )
            )
        return out

    def _peak_value_first(self, a: int, hit: re.Match[str], m: Mentions) -> Num | None:
        """The one number said right after "peaks at" ("peaks at about 81.7% at epoch 50",
        "peaks at 24 on Thu", "peaks at 24, then drops"): the peak's value, when it cannot be
        its place: no tick of an x axis in scope, nor within a numeric x axis's span (epochs
        10-50 may hold a peak "at 26"), nor followed by a word of the x axis ("at 30 steps")."""
        if len(m.values) != 1 or hit.group("low") is not None:
            return None
        v = m.values[0]
        if not CLAIM_SHAPES.PEAK_VALUE_FIRST.fullmatch(self.line.raw, a + hit.end("at"), v.start):
            return None
        panels = self.scope(m)
        if not panels or self._x_noun_after(v.end, m) or any(c.start < v.end and v.start < c.end for c in m.coords):
            return None
        for p in panels:
            xs = [k for k in axis_keys(p, "x") if isinstance(k, (int, float)) and not isinstance(k, bool)]
            if xs and min(xs) <= v.value <= max(xs):
                return None
            words = [k.split() for k in axis_keys(p, "x") if isinstance(k, str)]
            if any(w and plain_decimal(w[0]) == v.value for w in words):
                return None  # ("peaks at 3 pm" over ticks "1 pm" … "5 pm")
        return v

    # -- "Q starts at 94.7% for length 5, …, and then increases again to ~91.7% for length 19":
    # the step from the value the clause before gave to this one (with the value it states)
    @triggered_by(_TREND, lambda r, a, b, m: r.last_point is not None and len(m.values) == 1)
    def step(self, a: int, b: int, m: Mentions) -> list[Spec]:
        hit = CLAIM_SHAPES.STEP.match(self.text(a, b))
        last = self.last_point
        if hit is None or last is None or len(m.values) != 1 or m.panels or m.ambiguous:
            return []
        xs = [c for c in m.coords if c.axis == "x" and not c.spread]
        ys = [c for c in m.coords if c.axis == "y"]
        if len(xs) != 1 or any(not same_tick(c.tick, last[0].tick) for c in ys) or len(m.coords) != len(xs) + len(ys):
            return []  # not one place of the same series
        before, here = last[1], xs[0]
        if not isinstance(before.tick, (int, float)) or not isinstance(here.tick, (int, float)):
            return []
        if before.tick >= here.tick:
            return []  # a step back along the axis is no rise or fall
        series = ys[0] if ys else last[0]
        panels = [p for p in self.scope(m) if any(same_tick(c.row, series.tick) for c in p.cells)]
        if len(panels) != 1:
            return []
        v = m.values[0]
        value = self.spec("value", a, b, m, panels=panels, value=v, location=[series, here], approx=v.approx)
        rising = hit.group("up") is not None
        trend = self.spec(
            "trend", a, b, m, panels=panels, relation="step", rising=rising, location=[series, before, here], value=v
        )
        return [value, trend]

    # -- "Memory and Network show the largest differences", "the biggest gap is in Q3": the
    # places where the two sides of a panel that has two lie farthest apart (nearest together)
    @triggered_by(_GAP_WORD, lambda r, a, b, m: bool(m.coords) and not m.ambiguous)
    def gap_of_the_two(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """The gap extreme of a clause that names its places but not the two sides: the
        other axis of the one panel in scope has exactly two ticks, and they are the sides.
        Values and names in brackets restate cells ("Memory (Beta: 85 vs. Alpha: 58)")."""
        text = self.text(a, b)
        hit = CLAIM_SHAPES.IMPLICIT_GAP_AFTER.search(text) or CLAIM_SHAPES.IMPLICIT_GAP_BEFORE.search(text)
        panels = self.scope(m)
        if hit is None or len(panels) != 1 or _NEGATION.search(text):
            return []
        bracketed = [(a + x.start(), a + x.end()) for x in CLAIM_SHAPES.PARENS.finditer(text)]

        def outside(start: int) -> bool:
            return not any(s <= start < e for s, e in bracketed)

        if any(outside(v.start) for v in m.values):
            return []  # ("the largest gap, 27 points, is in Memory": a value said, another claim)
        if hit.re is CLAIM_SHAPES.IMPLICIT_GAP_AFTER:
            places = [c for c in m.coords if c.start >= a + hit.end() and outside(c.start)]
            if any(c.start < a + hit.start() and outside(c.start) for c in m.coords):
                return []
        else:
            places = [c for c in m.coords if c.end <= a + hit.start() and outside(c.start)]
            if any(c.start >= a + hit.end() for c in m.coords):
                return []
        if not places or len({c.axis for c in places}) != 1 or any(c.spread for c in places):
            return []
        if any(
            not _JOINED.fullmatch(CLAIM_SHAPES.NOTE.sub("", self.line.raw[left.end : right.start]))
            for left, right in pairwise(places)
        ):
            return []  # (each name joined to the next by "and" or a comma, brackets aside)
        other = "x" if places[0].axis == "y" else "y"
        keys = list(dict.fromkeys(c.col if other == "x" else c.row for c in panels[0].cells))
        ticks = [t for t in keys if t is not None]
        if len(keys) != 2 or len(ticks) != 2 or any(c.axis == other and outside(c.start) for c in m.coords):
            return []
        sides = [Coord(other, ticks[0], a, a), Coord(other, ticks[1], a, a)]
        narrow = hit.group("narrow") is not None
        return [
            self.spec(
                "extreme", a, b, m, stat="min" if narrow else "max", relation="gap", subject=sides, location=places
            )
        ]

    # -- "The gap between F1 and BLEU is largest at k=20 (6.42 points)": the place where two
    # series lie farthest apart (nearest together)
    @triggered_by(_GAP_WORD)
    def gap(self, a: int, b: int, m: Mentions) -> list[Spec]:
        hit = _GAP_EXTREME.search(self.text(a, b))
        if hit is None:
            return self._gap_trend(a, b, m) or self._gap_values(a, b, m)
        if hit.group("back"):
            return self._gap_of_pair_before(a, b, m, hit)
        pair = next(g for g in ("pair", "pair2", "pair3") if hit.group(g) is not None)
        lo, hi = a + hit.start(pair), a + hit.end(pair)
        sides = [c for c in m.coords if lo <= c.start < hi and not c.spread]
        after = [c for c in m.coords if c.start >= a + hit.end() and not c.spread]
        if len(sides) != 2 or sides[0].axis != sides[1].axis or same_tick(sides[0].tick, sides[1].tick):
            return []
        if m.ambiguous or not after or after[0].axis == sides[0].axis:
            return []
        if any(c.axis == sides[0].axis for c in after):
            return []  # a third series: not one gap
        places = [c for i, c in enumerate(after) if all(not same_tick(c.tick, d.tick) for d in after[:i])]
        if len(places) > 3 or any(
            not _JOINED.fullmatch(self.line.raw, left.end, right.start) for left, right in pairwise(places)
        ):
            return []  # ("largest for Avon, with Brook close behind"): places of other statements
        narrow = hit.group("narrow") or hit.group("narrow2") or hit.group("narrow3")
        stat = "min" if narrow else "max"
        # "biggest for Avon and Brook": the places of the widest gaps, as many as it names
        return [self.spec("extreme", a, b, m, stat=stat, relation="gap", subject=sides, location=places)]

    # -- "Wind's lead over Solar widens over the years": the gap of two series, named as
    # one's lead over the other, and how it runs along the other axis
    @triggered_by(_LEAD_WORD)
    def lead_trend(self, a: int, b: int, m: Mentions) -> list[Spec]:
        hit = _GAP_TREND.search(self.text(a, b))
        if hit is None or hit.group("lead") is None:
            return []
        got = self._gap_trend(a, b, m, lead=True)
        if got and not _ahead_throughout(got[0]):
            return []  # ("Solar's lead over Wind" where Wind is ahead: no lead to widen or narrow)
        return got

    def _gap_trend(self, a: int, b: int, m: Mentions, lead: bool = False) -> list[Spec]:
        """ "The gap between A and B widens as the data grows", "the difference between Student
        and Teacher narrows over training": how the gap of two series runs along the other
        axis, said of the whole of it (no place, no value, nothing after but "as …", "over …")."""
        a0 = a
        hit = _GAP_TREND.search(self.text(a, b))
        if hit is None and self.scoped_to > a:
            # (after a panel the clause opens with: "In (a), the gap between …")
            a = min(self.scoped_to, b)
            hit = _GAP_TREND.search(self.text(a, b))
        if hit is None or m.ambiguous or _NEGATION.search(self.text(a0, b)):
            return []
        if (hit.group("lead") is not None) != lead:
            return []  # (a lead's trend is lead_trend's, which its noun wakes)
        pair = "lead" if lead else "pair" if hit.group("pair") is not None else "bare"
        lo, hi = a + hit.start(pair), a + hit.end(pair)
        if pair == "bare":
            sides = self._the_only_two(m)  # ("the gap" of a panel that draws two series)
        else:
            sides = [c for c in m.coords if lo <= c.start < hi and not c.spread] or self._the_two_series(lo, hi, m)
        if len(sides) != 2 or sides[0].axis != sides[1].axis or same_tick(sides[0].tick, sides[1].tick):
            return []
        axis = "x" if sides[0].axis == "y" else "y"
        # "from 2019 to 2022", "between round 1 and round 4": each end one tick of the other
        # axis (a number of the sentence that is a tick of it is that place), nothing else
        ends = [
            (a + hit.start(g), a + hit.end(g))
            for g in ("r1", "r2", "r3", "r4", "r5", "r6", "r7")
            if hit.group(g) is not None
        ]
        panels = self.scope(m)
        inside = [(s, e) for s, e in ends] + [(lo, hi)]
        spans = [(c.start, c.end) for c in m.coords] + [(v.start, v.end) for v in m.values]
        if len(panels) != 1 or any(not any(s <= x0 and x1 <= e for s, e in inside) for x0, x1 in spans):
            return []
        stretch = []
        for s, e in ends:
            # the end's words, less a noun of the axis before the tick ("month 3": 3)
            said = _GAP_STRETCH_END.fullmatch(self.line.raw, s, e)
            keys = [k for k in axis_keys(panels[0], axis) if said and same_tick(k, said.group("t"))]
            if not keys and hit.group("r5") is not None:
                keys = [c.tick for c in m.coords if c.axis == axis and s <= c.start < e]  # ("16k rows": 16000)
            if len(keys) != 1:
                return []
            stretch.append(Coord(axis, keys[0], s, e))
        if hit.group("r5") is not None:
            # "from 16k rows onward": from that place to the last of a numbered axis
            ordered = _x_order(panels[0]) if axis == "x" else []
            if not ordered or numbered_ticks(ordered) is None or same_tick(ordered[-1], stretch[0].tick):
                return []
            stretch.append(Coord(axis, ordered[-1], stretch[0].start, stretch[0].end))
        bound = hit.group("w6") or hit.group("w7")
        if bound is not None:
            # "narrows after 2019": from the tick after 2019 ("since 2019": from 2019 itself)
            # to the last, two ticks at least, of an axis whose order is known
            ordered = _x_order(panels[0]) if axis == "x" else []
            at = next((i for i, k in enumerate(ordered) if same_tick(k, stretch[0].tick)), None)
            if at is None or (numbered_ticks(ordered) is None and not _ordered_times(ordered)):
                return []
            first = at + 1 if bound.casefold() == "after" else at
            if len(ordered) - first < 2:
                return []
            stretch = [
                Coord(axis, ordered[first], stretch[0].start, stretch[0].end),
                Coord(axis, ordered[-1], stretch[0].start, stretch[0].end),
            ]
        wide = hit.group("wide") is not None
        spec = self.spec("trend", a0, b, m, axis=axis, rising=wide, relation="gap", subject=sides, location=stretch)
        spec.stretch = hit.group("r5") is not None  # ("onward": the stretch it was read with)
        # ("widens every year", "keeps widening": at each step)
        spec.strict = hit.group("each") is not None or hit.group("keep") is not None or hit.group("keep2") is not None
        spec.stretch = spec.stretch or bound is not None
        return [spec]

    # -- "HellaSwag correlates most strongly with MMLU": in a matrix of the same names on both
    # axes, the row's largest cell off the diagonal is at that column
    @triggered_by(CLAIM_SHAPES.CORRELATES_MOST)
    def correlates_most(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit = CLAIM_SHAPES.CORRELATES_MOST.search(text)
        panels = self.scope(m)
        if hit is None or m.values or m.coords or len(panels) != 1 or not _same_labels(panels[0]):
            return []
        if _NEGATION.search(text) or any(c.value < 0 for c in panels[0].cells):
            return []  # (with negative values, the strongest may be the most negative)
        # (each name is a row and a column alike: which is which, the words around the verb say)
        said = sorted(
            (h.start(), h.end(), t)
            for t in m.ambiguous
            for h in re.finditer(rf"(?<![\w-]){re.escape(t)}(?![\w-])", text, re.I)
        )
        one = [x for x in said if x[1] <= hit.start()]
        other = [x for x in said if x[0] >= hit.end()]
        if len(one) != 1 or len(other) != 1 or len(said) != 2 or same_tick(one[0][2], other[0][2]):
            return []
        keys = axis_keys(panels[0], "y")
        row_t = next((k for k in keys if isinstance(k, str) and same_tick(k, one[0][2])), None)
        col_t = next((k for k in axis_keys(panels[0], "x") if isinstance(k, str) and same_tick(k, other[0][2])), None)
        if row_t is None or col_t is None:
            return []
        row = Coord("y", row_t, a + one[0][0], a + one[0][1])
        col = Coord("x", col_t, a + other[0][0], a + other[0][1])
        stat = "min" if hit.group("least") or hit.group("least2") else "max"
        spec = self.spec("extreme", a, b, m, stat=stat, location=[col], slice=[row])
        spec.off_diagonal = True  # (each name placed: the row before the verb, the column after it)
        return [spec]

    # -- "On CIFAR-10, removing dropout costs 2.9 points": in an ablation, the gap between the
    # full model and the variant without that part
    @triggered_by(_REMOVAL_COSTS, lambda r, a, b, m: bool(m.values))
    def removal_costs(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit = _REMOVAL_COSTS.search(text)
        panels = self.scope(m)
        if hit is None or len(panels) != 1 or _NEGATION.search(text):
            return []
        said = [v for v in m.values if a + hit.start("v") <= v.start < a + hit.end("v")]
        if len(said) != 1 or len(m.values) != 1:
            return []
        part = loose(hit.group("what"))
        for axis in ("x", "y"):
            keys = [k for k in axis_keys(panels[0], axis) if isinstance(k, str)]
            without = [
                k
                for k in keys
                if (w := CLAIM_SHAPES.WITHOUT_KEY.fullmatch(k.strip())) and loose(w.group("part")) == part
            ]
            full = [k for k in keys if CLAIM_SHAPES.FULL_KEY.fullmatch(k.strip())]
            if len(without) == 1 and len(full) == 1:
                break
        else:
            return []
        if not single_series(panels[0]):
            return []  # (of which series the gap is, it does not say)
        return [
            self.spec(
                "comparison",
                a,
                b,
                m,
                relation="diff",
                value=said[0],
                subject=[Coord(axis, full[0], a + hit.start(), a + hit.start())],
                other=[Coord(axis, without[0], a + hit.start("what"), a + hit.end("what"))],
                slice=[],
                approx=bool(_APPROX.search(text)) or said[0].approx,
            )
        ]

    # -- "with a ~75% reduction from NameError to ValueError", "a 2.4x rise from 2020 to 2023":
    # a relative change named as a noun, from the first place's value to the second's
    @triggered_by(_CHANGE_FROM_TO)
    def change_from_to(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit = _CHANGE_FROM_TO.search(text)
        panels = self.scope(m)
        if hit is None or len(panels) != 1 or m.ambiguous or _NEGATION.search(text):
            return []
        panel, raw = panels[0], self.line.raw
        said = [v for v in m.values if v.start <= a + hit.start("n") < v.end]
        after = [c for c in m.coords if c.start >= a + hit.end()]
        if len(said) != 1 or len(after) < 2 or after[0].start != a + hit.end():
            return []
        first, second = after[0], after[1]
        if first.spread != second.spread:
            return []  # ("from 2020 to 2021" is read as the stretch's two ends, both spread, or as two ticks)
        gap = _ASIDE.match(raw, first.end, b)  # ("from 2020 (95 papers) to 2023": a cell restated)
        to = _CHANGE_TO.match(raw, gap.end() if gap else first.end, b)
        if to is None or to.end() != second.start or second.axis != first.axis:
            return []
        rest = _ASIDE.match(raw, second.end, b)
        end = rest.end() if rest else second.end
        if any(c.start >= end for c in m.coords) or not _CHANGE_ENDS.match(raw, end, b):
            return []  # (more places after it: of which the change is, not plain)
        series = [c for c in m.coords if c.start < a + hit.start() and c.axis != first.axis and not c.spread]
        if same_tick(first.tick, second.tick) or len(series) > 1:
            return []
        if not series and not single_series(panel):
            return []  # (several series and none named: whose change, not said)
        v = said[0]
        relation = "change x" if hit.group("times") else "change%"
        spec = self.spec(
            "comparison", a, b, m, relation=relation, value=v, subject=[first], other=[second], slice=series
        )
        spec.rising = hit.group("down") is None
        spec.approx = v.approx or bool(_APPROX.search(text[: hit.start("n")]))
        return [spec]

    # -- "Full leads w/o Tagger by more on Tiger than on Alpino", "the gap between A and B is
    # larger on X than on Y", "removing X …, but the drop is more pronounced on Y": the gap of
    # two series at one place set against their gap at another (with no "than", the other of
    # the only two places)
    @triggered_by(_GAP_AT_PLACE)
    def gap_at_two_places(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit = _GAP_AT_PLACE.search(text)
        panels = self.scope(m)
        if hit is None or len(panels) != 1 or m.ambiguous or m.values or _NEGATION.search(text):
            return []
        panel, at = panels[0], a + hit.end()
        after = [c for c in m.coords if c.start >= at]
        if not after or after[0].start != at or after[0].spread:
            return []
        first = after[0]
        than = _GAP_THAN_PLACE.match(self.line.raw, first.end, b)
        if than is not None:
            if len(after) != 2 or after[1].axis != first.axis or after[1].start != than.end() or after[1].spread:
                return []
            second, end = after[1], after[1].end
        else:
            keys = axis_keys(panel, first.axis)
            others = [k for k in keys if not same_tick(k, first.tick)]
            if len(after) != 1 or len(keys) != 2 or len(others) != 1:
                return []  # ("more pronounced on Tiger" among three places: than which, not said)
            second, end = Coord(first.axis, others[0], first.start, first.end), first.end
        if same_tick(first.tick, second.tick) or not _NOTHING_AFTER_PLACES.fullmatch(self.line.raw, end, b):
            return []  # ("… on Tiger than on Alpino after pruning": said of more than the two places)
        sides = self._gap_sides(
            a, a + hit.start(), m, first.axis, panel, text[hit.start() : hit.start() + 2].casefold() == "by"
        )
        if sides is None:
            return []
        pair, sign = sides
        wide = hit.group("more") is not None or hit.group("wide") is not None
        spec = self.spec(
            "comparison", a, b, m, relation="gap at", subject=pair, location=[first, second], slice=[first, second]
        )
        spec.rising, spec.stat = wide, sign
        return [spec]

    def _gap_sides(
        self, a: int, h: int, m: Mentions, place_axis: str, panel: Panel, by: bool
    ) -> tuple[list[Coord], str | None] | None:
        """The two series whose gap a clause compares at two places, said before the words of
        the comparison (up to `h`), and the sign their gap must have ("+": the first above the
        second, as a lead says; None: either, the same at both places): "A leads B (by more)",
        "A trails B", "the gap between A and B", "A's lead over B", or the drop of removing a
        part (a sentence that names it: the full model's row less the row without it)."""
        before = [c for c in m.coords if c.start < h]
        if any(c.axis == place_axis or c.spread for c in before):
            return None
        raw = self.line.raw
        if by:
            lead = CLAIM_SHAPES.LEAD_OR_TRAIL.search(raw, a, h)
            if (
                lead is None
                or len(before) != 2
                or not (before[0].end <= lead.start() and before[1].start >= lead.end())
            ):
                return None
            if not _NOTHING_AFTER_PLACES.fullmatch(raw, before[1].end, h):
                return None
            return [before[0], before[1]], "+" if lead.group("up") else "-"
        if len(before) == 2:
            between = CLAIM_SHAPES.GAP_BETWEEN.search(raw, a, before[0].start)
            if (
                between is not None
                and between.end() == before[0].start
                and CLAIM_SHAPES.PAIR_JOIN.fullmatch(raw, before[0].end, before[1].start)
            ):
                return (
                    ([before[0], before[1]], None) if _NOTHING_AFTER_PLACES.fullmatch(raw, before[1].end, h) else None
                )
            over = CLAIM_SHAPES.LEAD_OVER.fullmatch(raw, before[0].end, before[1].start)
            if over is not None and _NOTHING_AFTER_PLACES.fullmatch(raw, before[1].end, h):
                return [before[0], before[1]], "+"
            return None
        if before or not CLAIM_SHAPES.DROP_NOUN.search(raw, a, h):
            return None
        removed = CLAIM_SHAPES.REMOVING.search(raw, self.start, h)
        if removed is None:
            return None
        said = removed.group("what").split()
        parts = {loose(said[0]), loose(" ".join(said))}  # ("removing the Tagger causes …": one word)
        axis = "y" if place_axis == "x" else "x"
        keys = [k for k in axis_keys(panel, axis) if isinstance(k, str)]
        without = [
            k for k in keys if (w := CLAIM_SHAPES.WITHOUT_KEY.fullmatch(k.strip())) and loose(w.group("part")) in parts
        ]
        full = [k for k in keys if CLAIM_SHAPES.FULL_KEY.fullmatch(k.strip())]
        if len(without) != 1 or len(full) != 1:
            return None
        s = removed.start()
        return [Coord(axis, full[0], s, s), Coord(axis, without[0], s, s)], "+"

    # -- "The new method improves accuracy by 6 percentage points" over two bars: the gap to
    # the only other bar, in points
    @triggered_by(_GAIN_IN_POINTS, lambda r, a, b, m: len(m.coords) <= 1 and len(m.values) == 1)
    def gain_over_the_other(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit = _GAIN_IN_POINTS.search(text)
        panels = self.scope(m)
        if hit is None or len(panels) != 1 or len(m.values) != 1 or _NEGATION.search(text):
            return []
        if all(a + hit.start() <= c.start < a + hit.end() for c in m.coords):
            # "Augmentation raises accuracy by 10 points" over "No augmentation" and "With
            # augmentation" (its one series named in the gain's own words, if at all): the
            # part the two places differ by, as the subject
            part = _with_part(panels[0], text[: hit.start()])
            if part is None:
                return []
            m = replace(m, coords=[Coord(part[0], part[1], a, a)])
        if len(m.coords) != 1:
            return []
        named, v = m.coords[0], m.values[0]
        if named.spread or named.start > a + hit.start() or not (a + hit.start("v") <= v.start < a + hit.end("v")):
            return []
        if not single_series(panels[0]) or not _NOTHING_AFTER_GAIN.fullmatch(text, hit.end()):
            return []  # ("… by 3 points when trained longer": a gain over something not drawn)
        keys = axis_keys(panels[0], named.axis)
        others = [k for k in keys if not same_tick(k, named.tick)]
        if len(keys) != 2 or len(others) != 1:
            return []  # (over which of several others, it does not say)
        other = Coord(named.axis, others[0], named.start, named.start)
        rel = "diff"
        return [
            self.spec(
                "comparison",
                a,
                b,
                m,
                relation=rel,
                value=v,
                subject=[named],
                other=[other],
                slice=[],
                approx=bool(_APPROX.search(text)) or v.approx,
            )
        ]

    def _gap_values(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """ "The gap between A and B is 3 points at epoch 10", "the difference between A and B
        shrinks from 8 points at epoch 1 to 2 points at epoch 10": the gap of two series at
        each place a value is said at (the place right after the value, or the one place the
        clause names), judged as the difference of their two cells."""
        text = self.text(a, b)
        hit = CLAIM_SHAPES.GAP_OF_PAIR.search(text)
        if hit is None or not m.values or m.ambiguous or _NEGATION.search(text):
            return []
        lo, hi = a + hit.start("pair"), a + hit.end("pair")
        sides = [c for c in m.coords if lo <= c.start < hi and not c.spread] or self._the_two_series(lo, hi, m)
        if len(sides) != 2 or sides[0].axis != sides[1].axis or same_tick(sides[0].tick, sides[1].tick):
            return []
        places = [c for c in m.coords if c.start >= hi]
        if any(c.axis == sides[0].axis for c in places):
            return []  # (a third series: not one gap)
        raw = self.line.raw
        said = [v for v in m.values if v.start >= hi]
        if len(said) != len(m.values):
            return []
        if not places and len(said) == 1 and self._single_series() and len(self.scope(m)) == 1:
            # "The gap between Novice and Pro is 140 ms" over one series: its two cells
            v = said[0]
            if v.percent or CLAIM_SHAPES.IN_GAP_VALUES.match(raw[v.end : b]):
                return []
            return [self.spec("comparison", a, b, m, relation="diff", value=v, subject=sides[:1], other=sides[1:])]
        pairs: list[tuple[Num, Coord]] = []
        for v in said:
            own = [c for c in places if _VALUE_AT.fullmatch(raw, v.end, c.start)]
            if own:
                pairs.append((v, own[0]))
            elif len(places) == 1 and len(said) == 1 and not places[0].spread:
                pairs.append((v, places[0]))  # (a stretch's end is no place of its own)
            else:
                return []
            if v.percent or CLAIM_SHAPES.IN_GAP_VALUES.match(raw[v.end : b]):
                return []  # ("8%": points or a share, not said)
        if not pairs or len({str(c.tick) for _, c in pairs}) != len(pairs):
            return []
        return [
            self.spec(
                "comparison", a, b, m, relation="diff", value=v, subject=sides[:1], other=sides[1:], slice=[place]
            )
            for v, place in pairs
        ]

    def _the_only_two(self, m: Mentions) -> list[Coord]:
        """The two series of the one panel in scope, when it draws two and the clause names
        no series ("Between 2015 and 2019 the gap widens": the gap of those two)."""
        panels = self.scope(m)
        if len(panels) != 1 or any(c.axis == "y" for c in m.coords):
            return []
        rows = [r for r in dict.fromkeys(c.row for c in panels[0].cells) if isinstance(r, str)]
        if (
            len(rows) != 2
            or any(not isinstance(c.row, str) for c in panels[0].cells)
            or len(axis_keys(panels[0], "x")) < 3
        ):
            return []
        return [Coord("y", rows[0], self.start, self.start), Coord("y", rows[1], self.start, self.start)]

    def _the_two_series(self, lo: int, hi: int, m: Mentions) -> list[Coord]:
        """ "the gap between the two methods" where the one panel in scope has two series and
        nothing else is named there: the two series, as if named (the x axis is no pair of
        names it could mean instead)."""
        panels = self.scope(m)
        shared = CLAIM_SHAPES.THE_TWO_SHARED.fullmatch(self.line.raw, lo, hi)
        if (
            len(panels) != 1
            or any(lo <= c.start < hi for c in m.coords)
            or not (CLAIM_SHAPES.THE_TWO_SERIES.fullmatch(self.line.raw, lo, hi) or shared)
        ):
            return []
        rows = [r for r in dict.fromkeys(c.row for c in panels[0].cells) if isinstance(r, str)]
        xs = axis_keys(panels[0], "x")
        if len(rows) != 2 or any(not isinstance(c.row, str) for c in panels[0].cells) or len(xs) < 3:
            return []
        if shared is not None and not CLAIM_SHAPES.THE_TWO_SERIES.fullmatch(self.line.raw, lo, hi):
            # "the two schools" of "Hollins School" and "Yarrow School": the word both names hold
            noun = stem(shared.group("noun").casefold())
            if not all(noun in {stem(w) for w in CLAIM_SHAPES.LOWER_WORD.findall(r.casefold())} for r in rows) and (
                noun not in content_words(self.title)  # ("the two dryers" under "… Solar Grain Dryer")
            ):
                return []
        return [Coord("y", rows[0], lo, lo), Coord("y", rows[1], lo, lo)]

    def _gap_of_pair_before(self, a: int, b: int, m: Mentions, opened: re.Match[str]) -> list[Spec]:
        """ "A is above B for every k. The gap is smallest at k = 10 and largest at k = 40":
        the gap of the pair compared just before, at each place a superlative names."""
        pair = self.last_pair or self.pair_before
        text = self.text(a, b)
        if pair is None or m.ambiguous or any(c.axis == pair[0].axis for c in m.coords):
            return []  # (a clause naming series of its own is not about the pair before)
        sides = [Coord(c.axis, c.tick, a, a) for c in pair]
        marks = [opened, *CLAIM_SHAPES.GAP_MORE.finditer(text, opened.end())]
        out = []
        for mark, after in zip(marks, [*marks[1:], None], strict=True):
            end = a + after.start() if after is not None else b
            places = [c for c in m.coords if a + mark.end() <= c.start < end and not c.spread]
            if len(places) != 1:
                return []  # ("largest at k = 20 and 30"): read by the pair's own wording only
            stat = "min" if mark.group("narrow4" if mark is opened else "narrow") else "max"
            at = a if mark is opened else a + mark.start()  # (each superlative its own statement)
            out.append(self.spec("extreme", at, end, m, stat=stat, relation="gap", subject=sides, location=places))
        return out

    # -- "Plateaus at 30 for epochs 3–5", "B holds at 0.8 from step 200 to 400": one value at
    # every tick of a stretch of the x axis
    @triggered_by(_HELD_WORD, lambda r, a, b, m: bool(m.values))
    def held(self, a: int, b: int, m: Mentions) -> list[Spec]:
        closed = _HELD.search(self.text(a, b))
        hit = closed or _HELD_FROM.search(self.text(a, b))
        opened = closed is None
        if hit is None or (opened and not self._open_stretch(hit)):
            return []
        said = [v for v in m.values if v.start <= a + hit.start("v") < v.end]  # ("~55" starts at its "~")
        lo = float(hit.group("lo"))
        hi = float("inf") if opened else float(hit.group("hi"))
        if not said or lo >= hi:
            return []
        rows = [c for c in m.coords if c.axis == "y" and not c.spread and c.start < a + hit.start()]
        if not rows and self.heading is not None and not _THIRD.search(self.text(a, a + hit.start())):
            rows = [Coord("y", self.heading, a, a)]  # "- Plateaus at 30 …" under a header naming the series
        if len({str(c.tick) for c in rows}) != 1:
            return []
        # the one panel with that series, its cells on numbered ticks of x
        found = [(p, [c.col for c in p.cells if same_tick(c.row, rows[0].tick)]) for p in self.scope(m)]
        found = [(p, cols) for p, cols in found if cols]
        if len(found) != 1 or not all(isinstance(t, (int, float)) for t in found[0][1]):
            return []
        ticks = [t for t in found[0][1] if isinstance(t, (int, float)) and lo <= t <= hi]
        if opened:
            # from a bound to the end: every tick of the axis from the bound on has a cell
            panel = found[0][0]  # (the ticks the x axis lists, else every x any cell of the panel has)
            listed = (panel.x.ticks if panel.x is not None else []) or [c.col for c in panel.cells if c.col is not None]
            listed = list({tick_key(t): t for t in listed}.values())
            later = [t for t in listed if isinstance(t, (int, float)) and t >= lo]
            if not any(same_tick(t, lo) for t in ticks) or not all(any(same_tick(t, c) for c in ticks) for t in later):
                return []
        elif not any(same_tick(t, lo) for t in ticks) or not any(same_tick(t, hi) for t in ticks):
            return []  # a stretch whose ends are not ticks: not read as one
        s = a + hit.start("lo")
        xs = [Coord("x", t, s, a + hit.end("lo" if opened else "hi")) for t in ticks]
        spec = self.spec(
            "value",
            a,
            b,
            m,
            panels=[found[0][0]],
            value=said[0],
            location=[rows[0], *xs],
            quantifier="all",
            approx=said[0].approx or bool(_APPROX.search(hit.group(0))),
            stretch=opened,  # (judged wrong only when every cell of the stretch is off)
            inclusive=opened,  # ("for sizes >= 4096" bounds the stretch, not the value)
        )
        spec.named = True  # the one panel that has the series
        return [spec]

    # -- "The reward plateaus after 10k steps", "Loss levels off beyond epoch 50": no level
    # said; the one series of the clause, over the numbered ticks from that one on
    @triggered_by(_HELD_WORD)
    def plateau_after(self, a: int, b: int, m: Mentions) -> list[Spec]:
        hit = _PLATEAU_AFTER.search(self.text(a, b))
        if hit is None or _THIRD.search(self.text(a, a + hit.start())):
            return []
        s, e = a + hit.start("lo"), a + hit.end("lo")
        at = [c for c in m.coords if c.axis == "x" and not c.spread and s <= c.start < e]
        if len(at) != 1 or not isinstance(at[0].tick, (int, float)) or isinstance(at[0].tick, bool):
            return []
        if any(c.axis == "x" and c is not at[0] for c in m.coords):
            return []  # ("plateaus after 10k steps, unlike at 5k": other places it names)
        rows = [c for c in m.coords if c.axis == "y" and not c.spread and c.start < a + hit.start()]
        panels = self.scope(m)
        if len(panels) != 1:
            return []
        (panel,) = panels
        series = list({tick_key(c.row): c.row for c in panel.cells}.values())
        if not rows and self.heading is not None:
            rows = [Coord("y", self.heading, a, a)]  # "- Plateaus after step 40" under a header naming the series
        if not rows and len(series) == 1 and series[0] is not None:
            rows = [Coord("y", series[0], a, a)]  # the panel's one line
        if len({str(c.tick) for c in rows}) != 1 or rows[0].tick is None:
            return []
        lo = float(at[0].tick)
        cols = [c.col for c in panel.cells if same_tick(c.row, rows[0].tick)]
        if not cols or not all(isinstance(t, (int, float)) and not isinstance(t, bool) for t in cols):
            return []
        later = sorted({float(t) for t in cols if isinstance(t, (int, float)) and float(t) >= lo})
        if not later or later[0] != lo:
            return []  # (the tick it names holds no cell of the series)
        xs = [Coord("x", t, s, e) for t in later]
        spec = self.spec("trend", a, b, m, panels=[panel], relation="plateau", location=[rows[0]], slice=xs, axis="x")
        spec.stretch, spec.named = True, True
        return [spec]

    # -- "Seven countries have an index of 1.0": how many bars of a one-series chart hold
    # that value, the things counted what its bars are
    @triggered_by(_EQUAL_VERB, lambda r, a, b, m: len(m.values) >= 1)
    def counted_equal(self, a: int, b: int, m: Mentions) -> list[Spec]:
        hit = _COUNTED_EQUAL.match(self.text(a, b))
        panels = self.scope(m)
        if hit is None or len(panels) != 1 or _NEGATION.search(self.text(a, b)):
            return []
        # (the one series' own name is the measure: "an index of 1.0" of a column "Index"; any
        # other name is a place: "two models have 0.9 at 7B", a count in one group)
        rows = {tick_key(c.row) for c in panels[0].cells}
        cols = {tick_key(c.col) for c in panels[0].cells}
        measure = rows if len(rows) == 1 else cols if len(cols) == 1 else set()
        if any(tick_key(c.tick) not in measure for c in m.coords):
            return []
        said = [v for v in m.values if v.start <= a + hit.start("v") < v.end]
        if len(said) != 1 or said[0].approx or _APPROX.search(self.text(a, b)):
            return []
        if not one_series_items(panels[0], self.title, {hit.group("noun")}):
            return []
        spec = self.spec(
            "threshold", a, b, m, value=said[0], relation="=", quantifier="exactly", count=count_value(hit.group("n"))
        )
        return [spec]

    def _open_stretch(self, hit: re.Match[str]) -> bool:
        """Whether a _HELD_FROM match bounds a stretch open to the end of the axis: a word
        of a bound ("beyond 20", ">= 4096", "from 20 onwards"), not a place ("at 55 for k = 20")."""
        return bool(
            hit.group("op2")
            or hit.group("tail")
            or (hit.group("op") and not hit.group("op").startswith("="))
            or (hit.group("w") or "").casefold() in ("beyond", "after", "past")
        )

    # -- "B starts lower than A", "It ends above the A line" (under a header naming B)
    @triggered_by(_AT_END_WORD)
    def at_end(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit = _AT_END.search(text)
        panels = self.scope(m)
        if hit is None or len(panels) != 1:
            return []  # (the judge takes the end of numbered ticks only)
        at, past = a + hit.start(), a + hit.end()
        rows = [c for c in m.coords if c.axis == "y" and not c.spread]
        if any(c.axis == "x" for c in m.coords):
            return []  # "starts lower than B at step 50": a place, read by the comparison
        before = [c for c in rows if c.start < at]
        after = [c for c in rows if c.start >= past]
        if not before and self.heading is not None and CLAIM_SHAPES.IT.match(text):
            before = [Coord("y", self.heading, a, a + len(CLAIM_SHAPES.IT.match(text).group(0).strip()))]  # type: ignore[union-attr]
        if not m.coords and self.last_pair is not None and not text[: hit.start()].strip(" ,*_"):
            # "… but ends lower": the pair the clause before compared, at the other end
            before, after = [Coord("y", self.last_pair[0].tick, at, at)], [Coord("y", self.last_pair[1].tick, at, at)]
        if len(before) != 1 or not after or same_tick(before[0].tick, after[0].tick):
            return []
        cmp = hit.group("cmp").casefold()
        rel = ">" if cmp in ("higher", "above") else "<"
        verb = hit.group("verb").casefold()
        endpoint = "first" if verb.startswith(("start", "begin", "began", "open")) else "last"
        # the claim ends with the name it compares with ("… and remains above it" is another)
        tail = re.match(r"[\"”’']?(?:\s+(?:line|curve|series|bar))?", self.line.raw[after[0].end : b])
        end = max(after[0].end + (tail.end() if tail else 0), past)
        return [
            self.spec(
                "comparison",
                a,
                end,
                m,
                relation=rel,
                quantifier="all",
                subject=before,
                other=after[:1],
                endpoint=endpoint,
            )
        ]

    # -- "Folio House earns more than Oakleaf and Inkwell combined": one against the sum of others
    @triggered_by(_COMPARE, lambda r, a, b, m: len(m.coords) >= 3 and not m.values)
    def against_combined(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """One place compared with the sum of two or more others said after the comparison
        word, listed with commas or "and", "combined" right after the last ("Folio House earns
        more than Oakleaf and Inkwell combined"): relation "sum>" ("sum<"), judged on one
        value each in a one-series panel."""
        raw, text = self.line.raw, self.text(a, b)
        word = _compare_word(text)
        if word is None or any(c.spread for c in m.coords):
            return []
        # (the measure named inside the comparison, "more hours than", is no place)
        coords = [c for c in m.coords if not a + word.start() <= c.start < a + word.end()]
        if len(coords) < 3 or len({c.axis for c in coords}) != 1:
            return []
        subject, others = coords[0], coords[1:]
        if not (subject.end <= a + word.start() and all(c.start >= a + word.end() for c in others)):
            return []
        if not all(CLAIM_SHAPES.COMBINED_JOINT.fullmatch(raw, x.end, y.start) for x, y in pairwise(others)):
            return []
        if _COMBINED_AFTER.match(raw, others[-1].end) is None or _NEGATION.search(text):
            return []
        relation = "sum>" if word.group("gt") else "sum<"
        return [self.spec("comparison", a, b, m, relation=relation, subject=[subject], other=others)]

    # -- "R1-Qwen consistently achieves higher scores than R1-Llama across all configurations"
    @triggered_by(_COMPARE_OR_WAY)
    def comparison(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        cmp = _compare_word(text)
        way = None
        if not cmp:
            cmp = _WAY_COMPARE.search(text)
            way = _way_relation(cmp, self._value_label(m)) if cmp else None
            if cmp is None or way is None:
                return []
        if CLAIM_SHAPES.MORE_OF.match(cmp.group(0)) and any(_same_labels(p) for p in self.scope(m)):
            return []  # "NorthSort confuses fewer parcels than SouthSort": its mistakes, not every cell
        at = a + cmp.start()
        after_cmp = self.text(a + cmp.end(), b)
        if _THAN_NUMBER.match(after_cmp):
            return []  # "higher than 52": a threshold
        rel = way or (">" if cmp.group("gt") else "<")
        word = cmp.group(0).casefold()
        if word.startswith(("more ", "less ")) and CLAIM_SHAPES.RATE_MANNER.search(word):
            return []  # "oat-bars recover more slowly than rice-cakes": how fast they change, not their values
        good = word in _GOOD_BAD or word.startswith(("improv", "beat", "outperform", "underperform"))
        if way is None and lower_is_better(self.scope(m), self.sentence, self.title):
            if good:
                rel = "<" if rel == ">" else ">"  # "better (lower WER) than", "beats" on an error
            elif word.startswith(("surpass", "ahead", "behind", "trail", "top")):
                return []  # "surpasses B" on a loss: in value or in merit, it does not say
        q = stated_quantifier(text) or "most"
        if len(m.panels) >= 1:
            before = [p for p in m.panels if _first_at(p, self.line, a, b) < at]
            after = [p for p in m.panels if all(p is not q for q in before)]
            if before and not after and _OTHERS.search(text[cmp.end() :]):
                after = [p for p in self.all_panels if all(p is not q for q in before)]
            if len(before) == 1 and after:
                ew = _EVERYWHERE.search(text)
                # ("LFU's p99 is lower than LRU's p99 at every load": the places named before
                # "at every" still narrow it; what follows is the stretch it holds over)
                slice_ = [c for c in m.coords if ew is None or c.start < a + ew.start()]
                return [
                    self.spec(
                        "comparison",
                        a,
                        b,
                        m,
                        panels=before + after,
                        relation=rel,
                        quantifier=q,
                        subject=before,
                        other=after,
                        slice=slice_,
                    )
                ]
        before_c = [c for c in m.coords if c.start < at]
        after_c = [c for c in m.coords if c.start > at]
        if (
            not before_c
            and self.heading is not None
            and len([c for c in after_c if c.axis == "y"]) == 1
            and _BARE_PREDICATE.fullmatch(self.text(a, at))
        ):
            # "**RL (Red):** The line rises, and is generally above the SFT line": the clause
            # has no subject of its own; the series its header names is it
            before_c = [Coord("y", self.heading, a, a)]
        if _cross_cells(before_c, after_c):
            return []  # "ColBERT at k=1 (33.2) beats BM25 at k=5 (31.5)": one cell against another elsewhere
        if before_c and after_c:
            # the subject is the name nearest before the comparison with a rival after it on
            # its axis ("At Forum, Tree is higher than Flat": Tree; Forum is the place)
            paired = [c for c in before_c if any(d.axis == c.axis for d in after_c)]
            axis = (paired[-1] if len({c.axis for c in before_c}) > 1 and paired else before_c[0]).axis
            subj = [c for c in before_c if c.axis == axis][:1]
            oth = [c for c in after_c if c.axis == axis][:1]
            rest, stretch = self._stretched(a, [c for c in m.coords if c.axis != axis], m)
            if _EVERYWHERE.search(text) and not stretch:
                rest = []  # ("in every round after round 1": the rounds of the stretch)
            if subj and oth:
                spec = self.spec(
                    "comparison",
                    a,
                    b,
                    m,
                    relation=rel,
                    quantifier=q,
                    subject=subj,
                    other=oth,
                    slice=rest,
                    stretch=stretch,
                )
                spec.own_start = self._predicate(subj[0].end, at, b)
                if spec.own_start is None:
                    spec.own_start = self._absolute(a, subj[0].start, b)
                won = _WON_IN.match(self.line.raw, oth[0].end, b)
                if won is not None and not [c for c in spec.slice if c.start < won.end()]:
                    # "Chain outperforms Direct in 4/5 tasks": at how many places of the other
                    # axis (", with the largest margin on Dates" after it is another statement)
                    spec.quantifier, spec.count = "exactly", count_value(won.group("k"))
                    spec.out_of = count_value(won.group("n"))
                    spec.slice = []
                elif (
                    rest
                    and not stretch
                    and all(c.start > oth[0].end or c.end < subj[0].start for c in rest)
                    and _only_at(self.line.raw, a, b, rest)
                ):
                    # "Vega beats Orion only on Rust": there, and at no other place of that axis
                    spec.quantifier = "only"
                elif not rest and not stretch and stated_quantifier(text) is None:
                    counted = self._places_counted(a, b, "x" if axis == "y" else "y", m)
                    if counted is not None:
                        # "Vega beats Orion on three of the five languages": a count of the places it holds at
                        spec.quantifier, spec.count, spec.out_of = "exactly", *counted
                return [spec]
            places = self._compared_places(before_c, after_c)
            if places is not None:
                return [
                    self.spec(
                        "comparison",
                        a,
                        b,
                        m,
                        relation=rel,
                        quantifier=stated_quantifier(text) or "all",
                        subject=places[:1],
                        other=places[1:],
                        slice=before_c,
                    )
                ]
        rivals = _RIVALS.match(text, cmp.end())
        other_places = self._every_other_place(a, b, m, cmp, rel, before_c, after_c)
        if other_places:
            return other_places
        subj = [c for c in before_c if c.axis == "y" and not c.spread]
        panels = self.scope(m)
        if (
            rivals
            and len({str(c.tick) for c in subj}) == 1
            and len(panels) == 1
            and not any(c.axis == "y" for c in after_c)
        ):
            # "A outperforms both other models", "… the other two": every series but A
            rows = [t for t in axis_keys(panels[0], "y") if not same_tick(t, subj[0].tick)]
            kind = CLAIM_SHAPES.RIVAL_KIND.search(rivals.group(0))
            if kind is not None:
                # "Geomean is higher than the individual thresholds" beside an Oracle: the series
                # the noun names ("Threshold 8", "Threshold 16"), when it names some and not all
                named = [t for t in rows if stem(kind.group(1).casefold()) in content_words(str(t))]
                if named and len(named) < len(rows):
                    rows = named
            said = 2 if rivals.group("two") else count_value(rivals.group("n")) if rivals.group("n") else None
            if said is not None and len(rows) != said:
                return []  # "both convolutional models", "the other three" when there are more others: which ones
            if rows and len(rows) < len(axis_keys(panels[0], "y")):
                end = a + rivals.end()
                oth = [Coord("y", t, a + rivals.start("what"), end) for t in rows]
                rest = [] if _EVERYWHERE.search(text) else [c for c in m.coords if c.axis != "y"]
                rest, stretch = self._stretched(a, rest, m)
                return [
                    self.spec(
                        "comparison",
                        a,
                        b,
                        m,
                        relation=rel,
                        quantifier=q,
                        subject=subj[:1],
                        other=oth,
                        slice=rest,
                        stretch=stretch,
                    )
                ]
        return self._every_other_bar(a, b, m, cmp, rel, before_c, after_c)

    def _every_other_bar(
        self, a: int, b: int, m: Mentions, cmp: re.Match[str], rel: str, before: list[Coord], after: list[Coord]
    ) -> list[Spec]:
        """ "Harriers score more goals than any other team", "Bellview has a lower pass rate
        than every other school": one bar of a single-series panel against each other bar,
        strictly (a tie is no win); only the bar and the panel's measure are named."""
        rivals = CLAIM_SHAPES.EVERY_OTHER_BAR.fullmatch(self.line.raw, a + cmp.end(), b)
        panels = self.scope(m)
        if rivals is not None and not rivals.group("than") and not CLAIM_SHAPES.IN_EVERY_OTHER_BAR.search(cmp.group(0)):
            rivals = None  # ("than" in the comparative itself: "more goals than")
        if rivals is None or len(panels) != 1 or not single_series(panels[0]) or m.values:
            return []
        p = panels[0]
        subj = [c for c in before if c.axis == "x"]
        if len(subj) != 1 or subj[0].spread or any(c.axis == "x" for c in after):
            return []
        measure = {tick_key(c.row) for c in p.cells}
        if any(c.axis == "y" and tick_key(c.tick) not in measure for c in m.coords):
            return []  # (a series the panel does not hold as its one row)
        ticks = [t for t in axis_keys(p, "x") if not same_tick(t, subj[0].tick)]
        if not ticks or len(ticks) == len(axis_keys(p, "x")):
            return []
        oth = [Coord("x", t, a + rivals.start("what"), a + rivals.end("what")) for t in ticks]
        spec = self.spec("comparison", a, b, m, relation=rel, quantifier="all", subject=subj, other=oth, slice=[])
        spec.strict = True
        return [spec]

    def _every_other_place(
        self, a: int, b: int, m: Mentions, cmp: re.Match[str], rel: str, before: list[Coord], after: list[Coord]
    ) -> list[Spec]:
        """ "Parcelo's median is lower than every other courier's": one tick of x (the noun
        after "every other" is the x axis's word) against each other tick of x, in the one
        row named before the comparative (a box's median), strictly (a tie is no win)."""
        rivals = CLAIM_SHAPES.EVERY_OTHER_PLACE.match(self.line.raw, a + cmp.end(), b)
        panels = self.scope(m)
        if rivals is None or len(panels) != 1 or m.values or after:
            return []
        p = panels[0]
        if p.x is None or stem(rivals.group("noun").casefold()) not in content_words(p.x.label):
            return []
        subj = [c for c in before if c.axis == "x"]
        rows = [c for c in before if c.axis == "y"]
        if len(subj) != 1 or subj[0].spread or len(rows) != 1 or rows[0].spread:
            return []
        ticks = [t for t in axis_keys(p, "x") if not same_tick(t, subj[0].tick)]
        if not ticks or len(ticks) == len(axis_keys(p, "x")):
            return []
        oth = [Coord("x", t, a + rivals.start("noun"), a + rivals.end("noun")) for t in ticks]
        spec = self.spec("comparison", a, b, m, relation=rel, quantifier="all", subject=subj, other=oth, slice=rows)
        spec.strict = True
        return [spec]

    def _compared_places(self, before: list[Coord], after: list[Coord]) -> list[Coord] | None:
        """The two places a comparison of named things sets side by side ("Clarity and
        Warmth are higher against Terse than against Chatty": each named row, at Terse
        against at Chatty): two ticks of the other axis after the comparative, "than"
        between them, and every name before it on one axis."""
        if len({c.axis for c in before}) != 1 or any(c.spread for c in before):
            return None
        places = [c for c in after if c.axis != before[0].axis]
        if len(places) != 2 or len(after) != 2 or places[0].spread or places[1].spread:
            return None
        return places if " than " in self.line.raw[places[0].end : places[1].start] else None

    # -- "MT overtakes RL at k=2": at that one place the first is above the second, and at the
    # tick before it not above ("… then it overtakes Kestrel at 4k and overtakes Osprey at 16k"
    # under "**Heron:**": each crossing of the series its header names)
    @triggered_by(_OVERTAKES, lambda r, a, b, m: len(m.values) <= 2 and len(m.coords) >= 2)
    def overtakes(self, a: int, b: int, m: Mentions) -> list[Spec]:
        raw = self.line.raw
        hits = [(a + h.start(), a + h.end()) for h in _OVERTAKES.finditer(self.text(a, b))]
        if len(m.values) == 2:
            m = self._between_numbered_places(b, m)  # ("overtakes B between 12° and 16°": two places)
        if m.values:
            m = self._by_numbered_place(a, b, m)  # ("overtakes B by week 6": 6 a week, no value)
        if not hits or m.values or any(c.spread for c in m.coords):
            return []  # ("overtakes B in Q4 (22 vs 21)": its values are claims of their own)
        subject = [c for c in m.coords if c.start < hits[0][0]]
        if not subject and self.heading is not None and _BARE_SUBJECT.fullmatch(raw, a, hits[0][0]):
            subject = [Coord("y", self.heading, a, a)]  # "it overtakes B at 4k" under "**A:**"
        if len(subject) != 1:
            return []
        series_axis = subject[0].axis  # (a table of a line chart may hold its series as columns)
        if series_axis != "y" and not CLAIM_SHAPES.BY_PLACE.search(raw, subject[0].end, b):
            return []
        metric = self._metric(m)
        if lower_is_better(self.scope(m), self.sentence, self.title) or (
            CLAIM_SHAPES.TIME_METRIC.search(metric) and not CLAIM_SHAPES.RATE_METRIC.search(metric)
        ):
            return []  # ("overtakes B" on an error or a time axis: in merit or in value, it does not say)
        out: list[Spec] = []
        for i, (s, e) in enumerate(hits):
            ahead = [c for c in m.coords if c.start >= e and (i + 1 == len(hits) or c.start < hits[i + 1][0])]
            if len(ahead) < 2 or ahead[0].axis != series_axis or ahead[1].axis == series_axis:
                return []
            other, place = ahead[:2]
            if (
                len(hits) == 1
                and len(ahead) == 2
                and CLAIM_SHAPES.AFTER_PLACE.fullmatch(raw, other.end, place.start)
                and _STAYS_AHEAD.fullmatch(raw, place.end, b)
            ):
                # "overtakes B after episode 100 and stays ahead": wherever it crosses, it is
                # above B at the last place
                return [
                    self.spec(
                        "comparison",
                        a,
                        b,
                        m,
                        relation=">",
                        quantifier="all",
                        subject=subject,
                        other=[other],
                        endpoint="last",
                        stretch=True,
                    )
                ]
            if (
                len(hits) == 1
                and len(ahead) == 2
                and CLAIM_SHAPES.BY_PLACE.fullmatch(raw, other.end, place.start)
                and _PLACE_END.fullmatch(raw, place.end, b)
            ):
                # "Digital overtakes Print by week 6": above it at some place up to week 6
                return [
                    self.spec(
                        "comparison",
                        a,
                        b,
                        m,
                        axis=place.axis,
                        relation="overtaken by",
                        subject=[subject[0], other],
                        location=[place],
                        strict=True,  # (one pair of series at the places up to one: its own extent)
                    )
                ]
            if series_axis != "y":
                return []
            after_other = other.end
            noun = CLAIM_SHAPES.IN_OVERTAKES.match(raw[other.end : place.start])
            if noun is not None and stem(noun.group(1)) in {stem(w.casefold()) for w in content_words(metric)}:
                after_other += noun.end()  # ("overtake petrol sales in 2022": the measure's noun after the series)
            between = self._overtakes_between(after_other, ahead, b, m, subject[0])
            if between is not None:
                # "overtakes B between 2014 and 2016" (two ticks side by side): not above it at
                # the first, above it at the second
                said = a if i == 0 else s
                out.append(self._crossed(said, between[1].end, m, subject[0], other, between[1]))
                out.append(self._crossed(said, between[1].end, m, subject[0], other, between[0], below=True))
                continue
            if not CLAIM_SHAPES.AT_ONE_PLACE.fullmatch(raw, after_other, place.start):
                return []  # ("overtakes B after epoch 3": a crossing somewhere in a stretch)
            if len(ahead) > 2 and ahead[2].axis == "x" and CLAIM_SHAPES.ALSO.fullmatch(raw, place.end, ahead[2].start):
                return []  # ("overtakes B at 4k and 8k": two places, no one crossing)
            said = a if i == 0 else s  # (the first names its subject)
            out.append(self._crossed(said, place.end, m, subject[0], other, place))
            before = self._tick_before(subject[0], place, m)
            if before is not None:
                out.append(self._crossed(said, place.end, m, subject[0], other, before, below=True))
        return out

    # -- "The two plans cross over at 40 hours", "A and B cross at k=3", "A crosses B at 4k":
    # at that place (or between it and a tick beside it) the two series change places
    @triggered_by(_CROSSES, lambda r, a, b, m: not m.values)
    def crosses(self, a: int, b: int, m: Mentions) -> list[Spec]:
        raw = self.line.raw
        hit = _CROSSES.search(raw, a, b)
        panels = self.scope(m)
        if hit is None or len(panels) != 1 or m.values or m.ambiguous or _NEGATION.search(self.text(a, b)):
            return []
        places = [c for c in m.coords if c.axis == "x"]
        series = [c for c in m.coords if c.axis == "y"]
        if (
            len(places) != 1
            or places[0].spread
            or places[0].start < hit.end()
            or len(m.coords) != len(places) + len(series)
        ):
            return []
        place = places[0]
        if not _PLACE_END.fullmatch(raw, place.end, b):
            return []  # ("cross at 30 and again at 50": more than one place)
        before = [c for c in series if c.end <= hit.start()]
        after = [c for c in series if c.start >= hit.end()]
        if len(before) == 2 and not after and CLAIM_SHAPES.IN_CROSSES.fullmatch(raw[before[0].end : before[1].start]):
            pair, tail_from = before, hit.end()
        elif (
            len(before) == 1
            and len(after) == 1
            and re.fullmatch(r"\s*(?:above|below|under)?\s*", raw[hit.end() : after[0].start])
        ):
            pair, tail_from = [before[0], after[0]], after[0].end
        elif not series and CLAIM_SHAPES.THE_TWO.fullmatch(raw, a, hit.start()):
            rows = axis_keys(panels[0], "y")
            if len(rows) != 2:
                return []
            pair, tail_from = [Coord("y", rows[0], a, a), Coord("y", rows[1], a, a)], hit.end()
        else:
            return []
        if same_tick(pair[0].tick, pair[1].tick) or not CLAIM_SHAPES.CROSS_PLACE.fullmatch(raw, tail_from, place.start):
            return []
        return [self.spec("trend", a, b, m, axis="x", relation="cross", subject=pair, location=[place])]

    # -- "Model C exhibits a U-shaped trend", "an inverted-U curve": a series that dips (rises)
    # in its middle, below (above) both of its ends
    @triggered_by(CLAIM_SHAPES.U_SHAPE)
    def shaped(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit = CLAIM_SHAPES.U_SHAPE.search(text)
        panels = self.scope(m)
        if hit is None or len(panels) != 1 or _NEGATION.search(text) or m.ambiguous:
            return []
        series = [c for c in m.coords if c.axis == "y" and not c.spread]
        if any(c.axis == "x" for c in m.coords) or len({str(c.tick) for c in series}) > 1:
            return []  # (a place, or two series: a shape of a part, or of a comparison)
        if not series and not single_series(panels[0]):
            return []
        if series and not CLAIM_SHAPES.SERIES_THEN_SHAPE.fullmatch(self.line.raw, series[0].end, a + hit.start()):
            return []  # (the series is the subject the shape is said of: "Model C exhibits a …")
        inverted = bool(hit.group("inv") or hit.group("cap"))
        # (what follows the shape, "…, a sign of overfitting at larger sizes", says why, not where)
        noun = CLAIM_SHAPES.SHAPE_NOUN
        tail = noun.match(self.line.raw, a + hit.end())
        end = tail.end() if tail else a + hit.end()
        relation = "inverted-u" if inverted else "u-shape"
        return [self.spec("trend", a, end, m, axis="x", relation=relation, slice=series[:1])]

    # -- "The town stays above freezing in every month shown": every cell above (below) 0,
    # of temperatures in degrees Celsius (the unit said on the value axis or in a title)
    @triggered_by(CLAIM_SHAPES.FREEZING, lambda r, a, b, m: not m.values)
    def freezing(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit = CLAIM_SHAPES.FREEZING.search(self.line.raw, a, b)
        panels = self.scope(m)
        if hit is None or m.values or len(panels) != 1 or _NEGATION.search(text) or _NO.search(text):
            return []
        if stated_quantifier(text) == "most":
            return []  # ("mostly above freezing")
        places = [c for c in m.coords if not c.spread]
        stretched = False
        if _STRETCH_WORD.search(text):
            # "above freezing from 15 Apr onward": every place of that stretch (one end named);
            # any other stretch is not read
            if (
                CLAIM_SHAPES.TWO_ENDS.search(self.line.raw, a, b) is not None
                or len([c for c in places if c.axis == "x"]) != 1
            ):
                return []  # ("from 00:00 through 09:00": two ends, not read here)
            places, stretched = self._stretched(a, places, m)
            if not stretched:
                return []
        p = panels[0]
        said = [p.y.label if p.y else None, p.scale.label if p.scale else None, p.title, self.title]
        if single_series(p):
            said += [str(k) for k in axis_keys(p, "y")]  # (the one series' name: "Temperature (°C)")
        if not any(CLAIM_SHAPES.CELSIUS.search(t) for t in said if t):
            return []  # (freezing is 0 only in degrees Celsius)
        zero = Num(0, "0", hit.start("f"), hit.end("f"))
        return [
            self.spec(
                "threshold",
                a,
                b,
                m,
                value=zero,
                relation=">" if hit.group("dir").casefold() == "above" else "<",
                quantifier="all",
                slice=places,
                stretch=stretched,
            )
        ]

    # -- "Monthly visits rise by 45% after the renovation": one series of two bars, the
    # change from the first to the second, relative to the first
    @triggered_by(CLAIM_SHAPES.TWO_BAR_TRIGGER, lambda r, a, b, m: len(m.values) == 1)
    def two_bar_change(self, a: int, b: int, m: Mentions) -> list[Spec]:
        panels = self.scope(m)
        if len(panels) != 1 or len(self.all_panels) != 1 or len(m.values) != 1 or _NEGATION.search(self.text(a, b)):
            return []
        p, v = panels[0], m.values[0]
        keys = axis_keys(p, "x")
        if not single_series(p) or len(keys) != 2 or len(p.cells) != 2:
            return []
        if not (v.percent or CLAIM_SHAPES.IN_TWO_BAR_CHANGE.match(self.line.raw[v.end : b])):
            return []
        said = [p.y.label if p.y else None, p.title, *(str(k) for k in axis_keys(p, "y"))]
        if any(CLAIM_SHAPES.SHARE_MEASURE.search(t) for t in said if t):
            return []  # ("rises by 5%" of a rate: points or a share of it, not said)
        if (
            any(c.axis == "x" for c in m.coords)
            or CLAIM_SHAPES.TWO_BAR_CHANGE.search(self.line.raw, max(a, v.start - 40), v.start) is None
        ):
            return []  # (a change between named bars is read elsewhere)
        first, second = Coord("x", keys[0], v.start, v.start), Coord("x", keys[1], v.start, v.start)
        return [
            self.spec(
                "comparison",
                a,
                b,
                m,
                relation="diff%",
                value=v,
                subject=[second],
                other=[first],
                approx=bool(_APPROX.search(self.text(a, b))),
            )
        ]

    # -- "Every school improved from 2023 to 2024", "Lakeside's pass rate rose by 8 points":
    # over a chart of two series that are two years, the change from the earlier to the later
    @triggered_by(CLAIM_SHAPES.YEAR_CHANGE_TRIGGER)
    def year_change(self, a: int, b: int, m: Mentions) -> list[Spec]:
        panels = self.scope(m)
        if len(panels) != 1 or len(self.all_panels) != 1 or _NEGATION.search(self.text(a, b)):
            return []
        p = panels[0]

        def two_years(axis: str) -> bool:
            keys = axis_keys(p, axis)
            return len(keys) == 2 and all(isinstance(y, int) and 1900 <= y <= 2100 for y in keys)

        along = "y" if two_years("y") else "x" if two_years("x") else None
        if along is None:
            return []
        across = "x" if along == "y" else "y"
        if len(p.cells) != 2 * len(axis_keys(p, across)) or len(axis_keys(p, across)) < 2:
            return []  # (each category with both years)
        early, late = sorted(axis_keys(p, along), key=lambda y: float(y))
        said_years = [c for c in m.coords if c.axis == along]
        places = [c for c in m.coords if c.axis == across]
        if len(said_years) + len(places) != len(m.coords):
            return []

        def span_ok(hit: re.Match[str]) -> bool:
            y1, y2 = hit.group("y1") or hit.group("b1"), hit.group("y2") or hit.group("b2")
            return y1 is None or (int(y1), int(y2)) == (early, late)

        pos = {tick_key(c.tick): c for c in said_years}
        later = pos.get(tick_key(late)) or Coord(along, late, a, a)
        earlier = pos.get(tick_key(early)) or Coord(along, early, a, a)
        if not m.values and not places:
            hit = _EVERY_CHANGED.fullmatch(self.line.raw, a, b)
            if hit is None or not span_ok(hit):
                return []
            noun = stem((hit.group("one") or hit.group("all")).casefold())
            ax = p.x if across == "x" else p.y
            named = _label_of(p, across) or (p.title if ax is None or not ax.label else None) or self.title
            if noun not in {stem(w.casefold()) for w in content_words(named)}:
                return []  # ("every school" of a chart whose categories are schools, by its axis or title)
            up = re.fullmatch(_YEAR_UP, hit.group("verb"), re.I) is not None
            return [
                self.spec(
                    "comparison",
                    a,
                    b,
                    m,
                    relation=">" if up else "<",
                    quantifier="all",
                    subject=[later],
                    other=[earlier],
                )
            ]
        if len(m.values) != 1 or len(places) != 1 or places[0].spread:
            return []
        place, v = places[0], m.values[0]
        if not re.fullmatch(r"[\W_]*", self.line.raw[a : place.start]) or v.percent:
            return []
        hit = CLAIM_SHAPES.CHANGED_BY.match(self.line.raw, place.end, v.start)
        tail = _CHANGED_BY_TAIL.fullmatch(self.line.raw, v.end, b)
        if hit is None or hit.end() != v.start or tail is None or not span_ok(tail):
            return []
        return [
            self.spec(
                "comparison",
                a,
                b,
                m,
                relation="diff",
                value=v,
                subject=[later],
                other=[earlier],
                slice=[place],
                approx=bool(_APPROX.search(self.text(a, b))),
            )
        ]

    # -- "Kite has the longest flight time", "Fjord is the heaviest car": a named point of a
    # chart of labelled points (one each) at an end of one measure, an axis the words name
    @triggered_by(_POINT_END_TRIGGER, lambda r, a, b, m: len(m.values) <= 1 and bool(m.coords))
    def point_end(self, a: int, b: int, m: Mentions) -> list[Spec]:
        panels = self.scope(m)
        if len(panels) != 1 or len(self.all_panels) != 1 or not one_point_each(panels[0]):
            return []
        p = panels[0]
        names = [c for c in m.coords if c.axis == "y" and not c.spread]
        if len(names) != 1 or len(m.coords) != 1:
            return []  # (the sentence names one point, and nothing else)
        apposed = CLAIM_SHAPES.APPOSED_END.fullmatch(self.line.raw, a, names[0].start)
        if apposed is None and not re.fullmatch(r"[\W_]*", self.line.raw[a : names[0].start]):
            return []  # (the sentence opens on the one point it names, or on its superlative before it)
        if _NEGATION.search(self.text(a, b)) or p.x is None or p.y is None:
            return []
        name = names[0]
        value = m.values[0] if m.values else None
        if apposed is not None:
            # "The tallest lighthouse, Fennick Spit, also has the longest range": each end judged
            first = self._apposed_end(apposed, name, p, a, b, m)
            rest = _POINT_END.fullmatch(self.line.raw, name.end + 1, b) if value is None else None
            if first is None or rest is None or self.line.raw[name.end] != ",":
                return []
            measure = _point_measure(p, rest.group("measure"))
            if measure not in (POINT_X, POINT_VALUE) or measure == first.measures[0]:
                return []
            high = rest.group("sup").casefold() in _POINT_END_MAX
            second = self.spec(
                "extreme",
                a,
                b,
                m,
                stat="max" if high else "min",
                relation="point end",
                location=[name],
                measures=(measure, ""),
            )
            return [first, second]
        if value is not None:
            hit = _POINT_END_VALUED.fullmatch(self.line.raw, name.end, value.start)
            if hit is None or value.percent or not _POINT_END_UNIT.fullmatch(self.line.raw, value.end, b):
                return []
            measure = _point_measure(p, hit.group("measure"))
            high = hit.group("sup").casefold() in _POINT_END_MAX
        elif (hit := _POINT_END.fullmatch(self.line.raw, name.end, b)) is not None:
            measure = _point_measure(p, hit.group("measure"))
            high = hit.group("sup").casefold() in _POINT_END_MAX
        elif value is None and (hit := _POINT_RANK.fullmatch(self.line.raw, name.end, b)) is not None:
            measure = _point_measure(p, hit.group("measure"))
            if measure not in (POINT_X, POINT_VALUE):
                return []
            high = hit.group("sup").casefold() in _POINT_END_MAX
            n = {"second": 2, "third": 3, "fourth": 4}[hit.group("n").casefold()]
            return [
                self.spec(
                    "extreme",
                    a,
                    b,
                    m,
                    stat="max" if high else "min",
                    relation="point rank",
                    location=[name],
                    measures=(measure, ""),
                    points=n,
                )
            ]
        elif (hit := _POINT_END_IS.fullmatch(self.line.raw, name.end, b)) is not None:
            sup = hit.group("sup").casefold()
            on_x, on_y = (bool(_MEASURE_OF[sup].search(ax.label or "")) for ax in (p.x, p.y))
            measure = POINT_X if on_x and not on_y else POINT_VALUE if on_y and not on_x else None
            high = sup in ("heaviest", "priciest", "costliest", "tallest", "oldest")
        else:
            return []
        if measure not in (POINT_X, POINT_VALUE):
            return []
        return [
            self.spec(
                "extreme",
                a,
                b,
                m,
                stat="max" if high else "min",
                relation="point end",
                location=[name],
                measures=(measure, ""),
                value=value,
                approx=bool(_APPROX.search(self.text(a, b))),
            )
        ]

    def _apposed_end(self, hit: re.Match[str], name: Coord, p: Panel, a: int, b: int, m: Mentions) -> Spec | None:
        """The point an opening superlative that names its measure puts before the name ("The
        tallest lighthouse, Fennick Spit, …": the highest of the axis measuring height), as a
        "point end" extreme; None when no one axis is that measure."""
        sup = hit.group("sup").casefold()
        on_x, on_y = (bool(_MEASURE_OF[sup].search(ax.label or "")) for ax in (p.x, p.y) if ax is not None)
        measure = POINT_X if on_x and not on_y else POINT_VALUE if on_y and not on_x else None
        if measure is None:
            return None
        high = sup in ("heaviest", "priciest", "costliest", "tallest", "oldest")
        spec = self.spec(
            "extreme",
            a,
            b,
            m,
            stat="max" if high else "min",
            relation="point end",
            location=[name],
            measures=(measure, ""),
        )
        spec.own_end = name.end
        return spec

    # -- "Country B has the largest total generation", "The two farms with the largest total
    # harvest are Brookside and Cranmoor": in a stacked chart, the stacks (x ticks) whose sums
    # of every segment are at an end
    @triggered_by(CLAIM_SHAPES.TOTAL_WORD, lambda r, a, b, m: not m.values and bool(m.coords))
    def stack_total(self, a: int, b: int, m: Mentions) -> list[Spec]:
        panels = self.scope(m)
        if len(panels) != 1 or len(self.all_panels) != 1 or _NEGATION.search(self.text(a, b)):
            return []
        p = panels[0]
        if not any(_STACKED_WORD.search(t or "") for t in (self.title, p.title)):
            return []
        raw = self.line.raw
        names = [c for c in m.coords if not c.spread]
        if not names or len(names) != len(m.coords) or any(c.axis != "x" for c in names):
            return []  # (only stacks named: a segment's or a series' name is another claim)
        one = CLAIM_SHAPES.STACK_TOTAL_ONE.fullmatch(raw, names[-1].end, b) if len(names) == 1 else None
        if one is not None and re.fullmatch(r"[\W_]*(?:(?:the\s+)?[A-Za-z-]+\s+)?", raw[a : names[0].start]):
            sup, k = one.group("sup"), 1
        else:
            lead = CLAIM_SHAPES.STACK_TOTAL_LEAD.fullmatch(raw, a, names[0].start)
            joints = [raw[x.end : y.start] for x, y in pairwise(names)]
            if (
                lead is None
                or count_value(lead.group("k")) != len(names)
                or not all(CLAIM_SHAPES.PART_JOINT.fullmatch(j) for j in joints)
                or not re.fullmatch(r"[\s.*_!]*", raw[names[-1].end : b])
            ):
                return []
            sup, k = lead.group("sup"), len(names)
        if any(CLAIM_SHAPES.TOTAL_ROW.fullmatch(str(c.row).strip()) for c in p.cells):
            return []  # (a total of its own among the rows: the stack's sum is given, read elsewhere)
        low = bool(re.fullmatch(rf"(?:{_MIN})", sup, re.I))
        spec = self.spec(
            "extreme", a, b, m, stat="min" if low else "max", relation="stack total", location=names, points=k
        )
        if one is not None and one.group("n"):
            spec.rank = {"second": 2, "third": 3, "fourth": 4}[one.group("n").casefold()]  # "the second-highest total"
        return [spec]

    # -- "The two priciest huts are Hochalm and Edelweiss": the k named points of a chart of
    # labelled points (one each) at an end of one measure, an axis the words name
    @triggered_by(_POINT_END_TRIGGER, lambda r, a, b, m: not m.values and len(m.coords) >= 2)
    def point_leaders(self, a: int, b: int, m: Mentions) -> list[Spec]:
        panels = self.scope(m)
        if len(panels) != 1 or len(self.all_panels) != 1 or not one_point_each(panels[0]):
            return []
        p = panels[0]
        names = [c for c in m.coords if c.axis == "y" and not c.spread]
        if not names or len(names) != len(m.coords) or _NEGATION.search(self.text(a, b)) or p.x is None or p.y is None:
            return []
        hit = CLAIM_SHAPES.POINT_LEADERS.fullmatch(self.line.raw, a, names[0].start)
        if hit is None and len(names) > 1 and re.fullmatch(r"[\W_]*", self.line.raw[a : names[0].start]):
            # "Norland and Pardo have the highest life expectancy": the names first, as many as it ranks
            hit = CLAIM_SHAPES.POINT_LEADERS_AFTER.fullmatch(self.line.raw, names[-1].end, b)
            if hit is None or (hit.group("k") and count_value(hit.group("k")) != len(names)):
                return []
            names_end = names[-1].end
        elif hit is None or count_value(hit.group("k")) != len(names):
            return []
        else:
            names_end = b
        joints = [self.line.raw[x.end : y.start] for x, y in pairwise(names)]
        if not all(CLAIM_SHAPES.PART_JOINT.fullmatch(j) for j in joints) or (
            names_end == b and not re.fullmatch(r"[\s.*_!]*", self.line.raw[names[-1].end : b])
        ):
            return []  # (the names listed, and nothing after them)
        sup = hit.group("sup").casefold()
        if sup in _MEASURE_OF:
            on_x, on_y = (bool(_MEASURE_OF[sup].search(ax.label or "")) for ax in (p.x, p.y))
            measure = POINT_X if on_x and not on_y else POINT_VALUE if on_y and not on_x else None
            high = sup in ("heaviest", "priciest", "costliest", "tallest", "oldest")
        elif sup in _POINT_END_MAX or sup in _POINT_END_MIN:
            measure = _point_measure(p, hit.group("measure"))
            high = sup in _POINT_END_MAX
        else:
            return []
        if measure not in (POINT_X, POINT_VALUE) or len({tick_key(c.tick) for c in names}) != len(names):
            return []
        return [
            self.spec(
                "extreme",
                a,
                b,
                m,
                stat="max" if high else "min",
                relation="point leaders",
                location=names,
                measures=(measure, ""),
            )
        ]

    # -- "Delfin is the longest boat", "Pike Basin is both the largest and the deepest reservoir":
    #    one labelled point at the end of one or two measures, each the x axis's or the values'
    #    by the superlative's word
    @triggered_by(_SUPERLATIVE, lambda r, a, b, m: len(m.coords) == 1 and not m.values)
    def point_both_ends(self, a: int, b: int, m: Mentions) -> list[Spec]:
        if len(m.coords) != 1 or m.values:
            return []
        panels = self.scope(m)
        name = m.coords[0]
        if len(panels) != 1 or not one_point_each(panels[0]) or name.axis != "y" or name.spread:
            return []
        p = panels[0]
        hit = _BOTH_ENDS.fullmatch(self.line.raw, name.end, b)
        if hit is None or p.x is None or p.y is None or not re.fullmatch(r"[\W_]*", self.line.raw[a : name.start]):
            return []
        specs = []
        for said_sup in filter(None, (hit.group("s1"), hit.group("s2"))):
            sup = CLAIM_SHAPES.IN_POINT_BOTH_ENDS.sub(" ", said_sup.casefold())
            said = _POINT_SUPERLATIVE.get(sup)
            if said is None:
                return []  # ("the murkiest lake": a measure the words do not tie to an axis)
            on_x, on_y = (bool(said.search(ax.label or "")) for ax in (p.x, p.y))
            if on_x == on_y:
                return []
            specs.append(
                self.spec(
                    "extreme",
                    a,
                    b,
                    m,
                    stat="max" if sup in _POINT_SUPERLATIVE_HIGH else "min",
                    relation="point leaders",
                    location=[name],
                    measures=(POINT_X if on_x else POINT_VALUE, ""),
                )
            )
        return specs if len({s.measures for s in specs}) == len(specs) else []

    # -- "The point with the highest cost also has the lowest accuracy": of labelled points,
    # the one at the end of the first measure is at the end of the second
    @triggered_by(CLAIM_SHAPES.POINT_WITH, lambda r, a, b, m: not m.values)
    def point_with(self, a: int, b: int, m: Mentions) -> list[Spec]:
        hit = CLAIM_SHAPES.POINT_WITH.fullmatch(self.line.raw, a, b)
        panels = self.scope(m)
        if hit is None or m.values or len(panels) != 1 or _NEGATION.search(self.text(a, b)):
            return []
        measures = [_point_measure(panels[0], hit.group(g)) for g in ("m1", "m2")]
        if None in measures or measures[0] == measures[1]:
            return []
        first, second = (("max" if hit.group(g).casefold() in _MAX_WORDS else "min") for g in ("s1", "s2"))
        said = (measures[0] or "", measures[1] or "")
        return [self.spec("extreme", a, b, m, stat=second, relation="points", measures=said, first_stat=first)]

    # -- "Trawling and Mooring together take up half of the season": a sum of shares said as a
    # part of the whole in words, over a one-series panel whose cells are shares of it
    # -- "Marketing accounts for a fifth of the budget": one slice of a whole, said as a part
    #    of it in words, over a one-series panel whose cells are shares of it
    @triggered_by(CLAIM_SHAPES.SHARE_OF_WHOLE, lambda r, a, b, m: len(m.coords) == 1 and not m.values)
    def share_of_whole(self, a: int, b: int, m: Mentions) -> list[Spec]:
        if len(m.coords) != 1 or m.values:
            return []
        text = self.text(a, b)
        hit = CLAIM_SHAPES.SHARE_OF_WHOLE.search(text)
        panels = self.scope(m)
        named = m.coords[0]
        if hit is None or len(panels) != 1 or not single_series(panels[0]) or named.spread:
            return []
        if named.start > a + hit.start() or CLAIM_SHAPES.SUMMED_WORD.search(text) or _NEGATION.search(text):
            return []  # (the slice before its share; "together" is summed_share's)
        if CLAIM_SHAPES.BOUND_BEFORE_SHARE.search(text, 0, hit.start()) or m.ambiguous:
            return []  # ("more than a fifth": a bound, not modelled)
        if abs(sum(c.value for c in panels[0].cells) - 100) > _WHOLE_SLACK:
            return []  # (the cells are no shares of one whole)
        cells = [c for c in panels[0].cells if same_tick(c.col, named.tick) or same_tick(c.row, named.tick)]
        if len(cells) != 1:
            return []
        share = _SHARE_OF[CLAIM_SHAPES.IN_POINT_BOTH_ENDS.sub(" ", hit.group("part").casefold())]
        if _SHARE_NEAR * share < abs(cells[0].value - share) <= _SHARE_FAR * share:
            return []  # ("a fifth" of 18%: near enough for the words, too far for a number)
        said = Num(share, hit.group("part"), a + hit.start("part"), a + hit.end("part"), True, True)
        return [self.spec("value", a, b, m, value=said, relation="sum", location=[named], approx=True)]

    @triggered_by(CLAIM_SHAPES.SUMMED_WORD, lambda r, a, b, m: not m.values)
    def summed_share(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        hit = CLAIM_SHAPES.SHARE_OF_WHOLE.search(text)
        panels = self.scope(m)
        if hit is None or len(panels) != 1 or not single_series(panels[0]):
            return []
        bounded = CLAIM_SHAPES.BOUND_BEFORE_SHARE.search(text, 0, hit.start()) is not None
        if bounded and CLAIM_SHAPES.HEDGE_BEFORE_SHARE.search(text, 0, hit.start()):
            return []  # ("nearly half": near the part, on which side not said)
        if abs(sum(c.value for c in panels[0].cells) - 100) > _WHOLE_SLACK:
            return []  # (the cells are no shares of one whole: half of what, the words do not say)
        part = CLAIM_SHAPES.IN_POINT_BOTH_ENDS.sub(" ", hit.group("part").casefold())
        share = _SHARE_OF[part]
        named = {tick_key(c.tick) for c in m.coords if not c.spread}
        total = sum(c.value for c in panels[0].cells if tick_key(c.col) in named or tick_key(c.row) in named)
        if not bounded and _SHARE_NEAR * share < abs(total - share) <= _SHARE_FAR * share:
            return []  # ("about half" of 45%: near enough for the words, too far for a number)
        # (a bound, "more than half", holds the sum to one side of the part: summed reads it)
        said = Num(share, hit.group("part"), a + hit.start("part"), a + hit.end("part"), True, True)
        return self.summed(a, b, replace(m, values=[said]))

    @triggered_by(_PANELS_REACHING)
    def panels_reaching(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """ "Three of the four lakes reach 20 °C", "Only half of the cities top 5,000 in Q3":
        how many of the figure's panels reach the bound (at their peak, or at the one place
        named), each panel one series over the same ticks, the noun naming the panels (in
        the title or the panels' titles) and not the things of an axis."""
        hit = _PANELS_REACHING.match(self.line.raw, a, b)
        panels = self.all_panels
        if hit is None or len(panels) < 2 or len(m.values) != 1 or m.values[0].start != hit.end():
            return []
        v = m.values[0]
        tail = self.line.raw[v.end : b]
        place = _UNIT_THEN_PLACE.fullmatch(tail)
        if place is None or not all(single_series(p) and p.cells for p in panels):
            return []
        ticks = {tuple(tick_key(t) for t in axis_keys(p, "x")) for p in panels}
        if len(ticks) != 1:
            return []
        noun = stem(hit.group("noun").casefold())
        owners = content_words(" ".join(filter(None, [self.title, *(p.title for p in panels)])))
        axis = content_words(" ".join(str(t) for p in panels for t in (_label_of(p, "x"), *axis_keys(p, "x"))))
        if noun not in {stem(w.casefold()) for w in owners} or noun in {stem(w.casefold()) for w in axis}:
            return []
        n = count_value(hit.group("n")) if hit.group("n") else None
        if n is not None and n != len(panels):
            return []
        location: list[Coord] = []
        if place.group("at"):
            at = [c for c in m.coords if c.axis == "x" and not c.spread and c.start >= v.end]
            if len(at) != 1:
                return []
            location = at
        k = len(panels) / 2 if hit.group("half") else count_value(hit.group("k"))
        if k is None or k != int(k):
            return []
        spec = self.spec("threshold", a, b, m, panels=list(panels), value=v, relation="panels", location=location)
        spec.count, spec.out_of, spec.pooled = int(k), len(panels), True
        spec.inclusive = hit.group("verb").casefold().startswith("reach")
        return [spec]

    # -- "Experiments and Writing together account for 62%", "the four appliances use 250 kWh
    # in total", "the five walkers average 8.4": a sum (a mean) of the named cells of a
    # one-series panel, or of all of them
    @triggered_by(CLAIM_SHAPES.SUMMED_WORD, lambda r, a, b, m: len(m.values) == 1)
    def summed(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        panels = self.scope(m)
        if len(m.values) != 1 or len(panels) != 1 or _NEGATION.search(text):
            return []
        p = panels[0]
        over = _OVER_ALL.search(text)
        whole_axis = over is not None and count_value(over.group("n")) == len(axis_keys(p, "x"))
        # "The average over the week", "Total revenue for the year": the whole of an x axis
        # of the week's seven days, the year's twelve months or four quarters
        period = CLAIM_SHAPES.OVER_PERIOD.search(text) if over is None else None
        if period is not None and _whole_period(axis_keys(p, "x"), period.group("period")):
            whole_axis = True
        else:
            period = None
        measured = content_words(" ".join(filter(None, [self.title, p.title, _label_of(p, "y"), _label_of(p, "x")])))
        if not whole_axis and any(
            stem(w.casefold()) in measured
            for w in CLAIM_SHAPES.LOWER_WORDS.findall(" ".join(CLAIM_SHAPES.SUMMED_WORD.findall(text)))
        ):
            return []  # ("average latency" in a chart of average latencies: the measure, not a mean)
        if len(p.cells) < 2:
            return []
        if not (single_series(p) or single_column(p)):
            return self._series_summed(a, b, m, p, over)
        words = [w for w in CLAIM_SHAPES.SUMMED_WORD.finditer(text)]
        kinds = {"mean" if CLAIM_SHAPES.MEAN_WORD.fullmatch(w.group(0)) else "sum" for w in words}
        v = m.values[0]
        op = _THRESHOLD.search(self.line.raw, max(a, v.start - 30), v.start)
        # "Bus and rail together account for more than 40%": a bound on the sum (its own
        # words no sign of a gap or a rate)
        unbound = text if op is None else text[: op.start() - a] + " " * (op.end() - op.start()) + text[op.end() - a :]
        if len(kinds) != 1 or CLAIM_SHAPES.SUMMED_NOT.search(unbound):
            return []  # ("the total average", "on average 3 points higher": not one sum or mean)
        bound = bound_of(op.group("op")) if op is not None and kinds == {"sum"} else None
        if op is not None and (bound is None or _APPROX.search(text)):
            return []  # ("about more than 90"; a mean's bound: not read)
        # (the one series' own name is the measure: "the five walkers average 8 thousand steps")
        own = {tick_key(c.row) for c in p.cells} if single_series(p) else {tick_key(c.col) for c in p.cells}
        own_axis = "y" if single_series(p) else "x"
        named = [c for c in m.coords if not (c.axis == own_axis and tick_key(c.tick) in own)]
        if whole_axis and over is not None:
            # (the "five days" of "over the five days" is the whole axis, not day 5)
            named = [c for c in named if not a + over.start() <= c.start < a + over.end()]
        parts = [c for c in named if not c.spread]
        if len(parts) != len(named) or len({c.axis for c in parts}) > 1 or any(c.start > v.start for c in parts):
            return []
        count = None
        if parts:
            if len(parts) < 2 or len({tick_key(c.tick) for c in parts}) != len(parts):
                return []
            joints = [self.line.raw[x.end : y.start] for x, y in pairwise(parts)]
            if not all(CLAIM_SHAPES.PART_JOINT.fullmatch(j) for j in joints):
                return []  # ("A leads B, and together they …": the parts are not one list)
        elif period is not None:
            count = len(axis_keys(p, "x"))
        else:
            # ("Together, the regions account for …": the things after the sum's word)
            lead = _SUM_LEAD.match(text)
            whole = _ALL_OF_THEM.match(text, lead.end() if lead is not None else 0)
            if whole is not None and whole_axis and over is not None and whole.end() > over.start():
                whole = None  # ("The average across the five stations": the whole axis, the noun after it)
            if whole is None and whole_axis and over is not None:
                # "The average rainfall over the five days is 6 mm": the whole x axis, counted
                count = count_value(over.group("n"))
            elif whole is None:
                if not self._mean_of_measure(text, p, kinds) and not self._binned_total(v, p, kinds):
                    return []  # ("The average is 42" names no things: of which cells, it does not say)
                # ("The average daily use is 440 litres": the measure's own mean, over every cell)
            elif whole.group("n"):
                count = count_value(whole.group("n"))
            elif not CLAIM_SHAPES.IN_SUMMED.match(text):
                # "The crops average 1,040" over a table of crops, but "the cereals average
                # 1,833" may pick out some of them: without a count or "all", the noun must
                # name the things the axis holds
                noun = stem(whole.group(0).split()[-1].casefold())
                held = content_words(
                    " ".join(filter(None, [_label_of(p, "x"), _label_of(p, "y"), p.title, self.title]))
                )
                if noun not in {stem(w.casefold()) for w in held}:
                    return []
        kind = kinds.pop()
        if bound is not None:
            kind += bound.relation  # "sum>": more than the value said ("at least": spec.inclusive)
        spec = self.spec("value", a, b, m, value=v, relation=kind, location=parts, approx=bool(_APPROX.search(text)))
        spec.count = count
        if bound is not None:
            spec.inclusive = bound.inclusive
        return [spec]

    def _binned_total(self, v: Num, p: Panel, kinds: set[str]) -> bool:
        """Whether a total is of the things a histogram's bars count, named right after the
        number ("In total 520 hailstones were measured" over bins of a "Number of Hailstones"
        axis): the sum of every bin, as the bins together hold every thing counted."""
        if kinds != {"sum"} or not _bin_edges(p):
            return False
        noun = CLAIM_SHAPES.NOUN_AFTER.match(self.line.raw, v.end)
        if noun is None:
            return False
        counted = {stem(w.casefold()) for w in content_words(" ".join(filter(None, [_label_of(p, "y"), p.title])))}
        return stem(noun.group(1).casefold()) in counted

    def _mean_of_measure(self, text: str, p: Panel, kinds: set[str]) -> bool:
        """Whether a mean opens the clause with the chart's own measure as its noun ("The
        average daily use is about 470 litres" under "Daily Water Use"): the mean of every cell
        of a one-series panel, each word of the noun one of its title's or axes' words."""
        said = _MEAN_OF_MEASURE.match(text)
        if said is None or kinds != {"mean"}:
            return False
        measured = {
            stem(w.casefold())
            for w in content_words(" ".join(filter(None, [self.title, p.title, _label_of(p, "y"), _label_of(p, "x")])))
        }
        noun = [stem(w.casefold()) for w in said.group("what").split()]
        return bool(noun) and all(w in measured for w in noun)

    def _series_summed(self, a: int, b: int, m: Mentions, p: Panel, over: re.Match[str] | None) -> list[Spec]:
        """ "Hearth averages 295 loaves a week over the four weeks", "Averaged over the six
        years, the Bus carries about 50": the mean (sum) of one series' cells along the x
        axis, in a panel of several series, the series its only name."""
        text = self.text(a, b)
        kinds = {
            "mean" if CLAIM_SHAPES.MEAN_WORD.fullmatch(w.group(0)) else "sum"
            for w in CLAIM_SHAPES.SUMMED_WORD.finditer(text)
        }
        # (the "four weeks" of "over the four weeks" is the whole axis, not week 4)
        named = [c for c in m.coords if not c.spread and not (over and a + over.start() <= c.start < a + over.end())]
        if kinds == {"sum"} and over is None and not CLAIM_SHAPES.SUMMED_NOT.search(text):
            across = self._summed_at_a_place(a, b, m, p, named)
            if across is not None:
                return [across]
        if len(kinds) != 1 or CLAIM_SHAPES.SUMMED_NOT.search(text) or len(named) != 1:
            return []
        stacked = named[0].axis == "x" and over is None and self._stacked_total(p, kinds, text)
        if named[0].axis != "y" and not self._column_over_rows(p, over) and not stacked:
            return []
        v = m.values[0]
        if _THRESHOLD.search(self.line.raw, max(a, v.start - 30), v.start) or p.scale is not None:
            return []
        if over is None and CLAIM_SHAPES.SUMMED_WORD.search(self.line.raw, named[0].end, v.start) is None:
            return []  # ("Hearth, on its best week, averaged …": a series' mean, said between it and the value)
        count = count_value(over.group("n")) if over is not None else None
        if named[0].axis == "x" and over is not None:
            # ("across the five models": every row, the words that say so its place)
            start, end = a + over.start("n"), a + over.end()
            named = named + [Coord("y", r, start, end) for r in _record_rows(p)]
        elif stacked:
            # ("Coastal's total": every segment of its stacked bar)
            named = named + [Coord("y", r, named[0].start, named[0].end) for r in axis_keys(p, "y")]
        spec = self.spec(
            "value", a, b, m, value=v, relation=kinds.pop(), slice=named, approx=bool(_APPROX.search(text))
        )
        spec.count = count
        return [spec]

    def _summed_at_a_place(self, a: int, b: int, m: Mentions, p: Panel, named: list[Coord]) -> Spec | None:
        """ "Together the three models solve 120 Algebra problems", "Atlas and Boreal together
        solve 75 Algebra problems": the sum of every series (of the series it lists) at the one
        place of the x axis it names, in a panel of several series; the series all of them by
        their number, or listed by name before the value, each once."""
        text = self.text(a, b)
        v = m.values[0]
        places = [c for c in named if c.axis == "x"]
        if len(places) != 1 or p.scale is not None or _THRESHOLD.search(self.line.raw, max(a, v.start - 30), v.start):
            return None
        rows = axis_keys(p, "y")
        if len(rows) < 2 or not all(isinstance(r, str) for r in rows):
            return None
        listed = [c for c in named if c.axis == "y"]
        if listed:
            if len(listed) < 2 or len({tick_key(c.tick) for c in listed}) != len(listed) or listed[-1].start > v.start:
                return None
            if not all(CLAIM_SHAPES.PART_JOINT.fullmatch(self.line.raw[x.end : y.start]) for x, y in pairwise(listed)):
                return None  # ("A leads B, and together they …": the parts are not one list)
            series = listed
        else:
            lead = _SUM_LEAD.match(text)
            whole = _ALL_OF_THEM.match(text, lead.end() if lead is not None else 0)
            if whole is None or not whole.group("n") or count_value(whole.group("n")) != len(rows):
                return None
            noun = stem(whole.group(0).split()[-1].casefold())
            if noun in content_words(_label_of(p, "x")):
                return None  # ("the three benchmarks": the places, not the series)
            series = [Coord("y", r, a + whole.start("n"), a + whole.end()) for r in rows]
        kept = {tick_key(c.tick) for c in series}
        if sum(1 for c in p.cells if same_tick(c.col, places[0].tick) and tick_key(c.row) in kept) != len(series):
            return None  # (a series with no value there, or one given twice)
        at = places[0]
        approx = bool(_APPROX.search(text))
        spec = self.spec("value", a, b, m, value=v, relation="sum", slice=[at, *series], approx=approx)
        spec.count = len(series)
        return spec

    def _stacked_total(self, p: Panel, kinds: set[str], text: str) -> bool:
        """Whether "Coastal's total is 80 TWh" is the sum of one stacked bar: the chart is
        said to be stacked, the word is "total", every segment of every bar is given, and no
        segment or bar is itself a total."""
        if kinds != {"sum"} or not CLAIM_SHAPES.IN_STACKED_TOTAL.search(text):
            return False
        if not any(CLAIM_SHAPES.IN_STACKED_TOTAL_2.search(t) for t in (p.title, self.title) if t):
            return False
        cols, rows = axis_keys(p, "x"), axis_keys(p, "y")
        return (
            len(rows) >= 2
            and len(p.cells) == len(rows) * len(cols)
            and all(isinstance(k, str) for k in rows)
            and not any(CLAIM_SHAPES.IN_STACKED_TOTAL_3.search(str(k)) for k in (*rows, *cols))
        )

    @staticmethod
    def _column_over_rows(p: Panel, over: re.Match[str] | None) -> bool:
        """Whether "over the five models" counts every row of a table of records (each
        column a measure by its name): "The average range across the five models is 89 km"
        is the mean of one column over all its rows (its summary rows aside: "accuracy",
        "macro avg" under the classes of a classification report)."""
        if over is None:
            return False
        cols, rows = axis_keys(p, "x"), _record_rows(p)
        held = sum(1 for c in p.cells if tick_key(c.row) in {tick_key(r) for r in rows})
        return (
            len(cols) >= 2
            and all(isinstance(k, str) for k in cols)
            and count_value(over.group("n")) == len(rows) >= 2
            and held == len(rows) * len(cols)
        )

    # -- "The two best settings are 256/32 and 512/16": which cells of a grid lead, each
    # named by its row and its column (in either order, when only one is a cell)
    @triggered_by(CLAIM_SHAPES.LEADER_CELLS)
    def leader_cells(self, a: int, b: int, m: Mentions) -> list[Spec]:
        # (after the panel it opens on: "In (a), the two highest cells are …")
        hit = CLAIM_SHAPES.LEADER_CELLS.fullmatch(self.line.raw, max(a, min(self.scoped_to, b)), b)
        panels = self.scope(m)
        if hit is None or len(panels) != 1 or _NEGATION.search(self.text(a, b)):
            return []
        p = panels[0]
        rows, cols = axis_keys(p, "y"), axis_keys(p, "x")
        if len(rows) < 2 or len(cols) < 2:
            return []
        k = count_value(hit.group("k") or hit.group("k2")) or 0
        items = CLAIM_SHAPES.LIST_JOINT.split(hit.group("list"))
        if len(items) != k:
            return []
        cells: list[Coord] = []
        have = {(tick_key(c.row), tick_key(c.col)) for c in p.cells}
        mirrored = _symmetric(p)  # (a correlation matrix: "Temp–Pressure" is one pair, either way round)
        for item in items:
            two = CLAIM_SHAPES.TWO_TICKS.fullmatch(item.strip())
            if two is None:
                return []
            found = []
            said = [(two.group("a"), two.group("b"))]
            if (named := CLAIM_SHAPES.NAME_PAIR.fullmatch(item.strip())) is not None:
                said.append((named.group("a"), named.group("b")))  # ("Temp–Pressure": two whole names)
            for r_said, c_said in [pair for one in said for pair in (one, one[::-1])]:
                rs = [t for t in rows if same_tick(t, _as_tick(r_said))]
                cs = [t for t in cols if same_tick(t, _as_tick(c_said))]
                found += [(r, c) for r in rs for c in cs if (tick_key(r), tick_key(c)) in have]
            if mirrored and len(found) == 2 and tick_key(found[0][0]) == tick_key(found[1][1]):
                found = found[:1]  # (its mirror holds the same value)
            if len({(tick_key(r), tick_key(c)) for r, c in found}) != 1:
                return []  # (no cell, or one each way round: which is the row, the words do not settle)
            cells += [Coord("y", found[0][0], a, a), Coord("x", found[0][1], a, a)]
        word = (hit.group("w") or hit.group("w2")).casefold()
        if (
            word in ("strongest", "weakest")
            and any(c.value < 0 for c in p.cells)
            and not CLAIM_SHAPES.IN_LEADER_CELLS.search(self.text(a, b))
        ):
            return []  # ("the two strongest correlations" over signed values: the largest, or the farthest from 0)
        if CLAIM_SHAPES.IN_LEADER_CELLS_2.search(self.text(a, b)):
            return []  # ("the two strongest negative correlations": not modelled)
        low = word in ("lowest", "worst", "weakest")
        if lower_is_better(panels, self.sentence, self.title):
            if word in ("top", "strongest", "weakest"):
                return []  # "the top two values" of a loss: the largest, or the best, the words do not say
            if word in ("best", "worst"):
                low = not low
        spec = self.spec(
            "extreme", a, b, m, stat="min" if low else "max", relation="leader cells", location=cells, points=k
        )
        spec.off_diagonal = mirrored  # (ranked among the pairs off the diagonal, each once)
        return [spec]

    # -- "In (b), the order is reversed": the bars of the panel the clause is scoped to, in
    # the order of their values, against the one other panel with the same bars
    @triggered_by(CLAIM_SHAPES.PANEL_ORDER, lambda r, a, b, m: not m.values and not m.coords)
    def panel_order(self, a: int, b: int, m: Mentions) -> list[Spec]:
        start = max(a, self.scoped_to)
        hit = CLAIM_SHAPES.PANEL_ORDER.fullmatch(self.line.raw, start, b)
        panels = self.scope(m)
        named = start > a or (hit is not None and hit.group("panel") is not None)
        if hit is None or not named or m.values or m.coords or len(panels) != 1 or len(self.all_panels) != 2:
            return []  # (the panel it speaks of is the one its opening names: "In (b),", "In panel (b) the …")
        other = [p for p in self.all_panels if p is not panels[0]]
        relation = "order reversed" if hit.group("rev") else "order same"
        return [self.spec("comparison", a, b, m, relation=relation, subject=panels, other=other)]

    # -- "Level 1 is dominated by Oak, with smaller contributions from Elm and Ash"
    @triggered_by(_MINOR_PART, lambda r, a, b, m: len(m.coords) >= 2)
    def dominated(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """A group "dominated by" one part, "with smaller contributions (shares, portions)
        from" others: in the group, the dominant part is the largest, and above each part
        listed after it (a tie is no smaller share). "Oak dominates Level 1, with smaller shares from Elm and
        Ash" reads the same way. The places are the names on the other axis before the list."""
        text = self.text(a, b)
        dom = _DOMINATED.search(text)
        minor = _MINOR_PART.search(text, dom.end()) if dom is not None else None
        if dom is None or minor is None or negated(text[: minor.start()]):
            return []
        rest = [c for c in m.coords if c.start >= a + minor.end()]
        if not rest or any(c.spread or c.axis != rest[0].axis for c in rest):
            return []
        ends = [a + minor.end(), *(c.end for c in rest)]
        if not all(_NAME_GAP.fullmatch(self.line.raw, e, c.start) for e, c in zip(ends, rest, strict=False)):
            return []  # ("smaller shares from Elm, which fall after 2020": more than the names)
        if not _PART_END.fullmatch(self.line.raw, rest[-1].end, b):
            return []
        before = [c for c in m.coords if c.end <= a + minor.start()]
        leader = [c for c in before if c.axis == rest[0].axis]
        if len(leader) != 1 or leader[0].spread or any(same_tick(c.tick, leader[0].tick) for c in rest):
            return []
        places = [c for c in before if c.axis != leader[0].axis]
        # and the dominant part is the largest of its group ("dominated by Ash" where Fir is larger)
        largest = self.spec("extreme", a, b, m, stat="max", location=leader, slice=places)
        return [
            largest,
            self.spec(
                "comparison",
                a,
                b,
                m,
                relation=">",
                quantifier="all",
                subject=leader,
                other=rest,
                slice=places,
                strict=True,
            ),
        ]

    def _by_numbered_place(self, a: int, b: int, m: Mentions) -> Mentions:
        """ "A overtakes B by week 6" where the one number is a tick of the axis across the two
        series named: the mentions with that number as a place on that axis (else unchanged)."""
        if len(m.values) != 1:
            return m
        v = m.values[0]
        series = [c for c in m.coords if not c.spread]
        panels = self.scope(m)
        if len(series) != 2 or series[0].axis != series[1].axis or len(panels) != 1 or v.start < series[1].end:
            return m
        if not CLAIM_SHAPES.BY_PLACE.fullmatch(self.line.raw, series[1].end, v.start) or not _PLACE_END.fullmatch(
            self.line.raw, v.end, b
        ):
            return m
        across = "x" if series[0].axis == "y" else "y"
        tick = _axis_index(panels[0], across).first(v.value)
        if tick is None:
            return m
        return replace(m, values=[], coords=[*m.coords, Coord(across, tick, v.start, v.end)])

    def _between_numbered_places(self, b: int, m: Mentions) -> Mentions:
        """ "A overtakes B between 12° and 16°" where the two numbers are ticks of the axis
        across the two series named: the mentions with them as places (else unchanged)."""
        series = [c for c in m.coords if not c.spread]
        panels = self.scope(m)
        one, two = m.values
        if len(series) != 2 or series[0].axis != "y" or series[1].axis != "y" or len(panels) != 1:
            return m
        raw = self.line.raw
        if one.start < series[1].end or not CLAIM_SHAPES.BETWEEN_PLACES.fullmatch(raw, series[1].end, one.start):
            return m
        if not CLAIM_SHAPES.AND_PLACE.fullmatch(raw, one.end, two.start) or not _PLACE_END.fullmatch(
            raw, _past_degrees(raw, two.end), b
        ):
            return m
        ticks = [_axis_index(panels[0], "x").first(v.value) for v in (one, two)]
        if ticks[0] is None or ticks[1] is None:
            return m
        places = [Coord("x", t, v.start, v.end) for t, v in zip(ticks, (one, two), strict=True)]
        return replace(m, values=[], coords=[*m.coords, *places])

    def _crossed(self, a: int, b: int, m: Mentions, one: Coord, other: Coord, at: Coord, below: bool = False) -> Spec:
        """One side of a crossing: `one` above `other` at `at` (strictly), or not above it (below)."""
        return self.spec(
            "comparison",
            a,
            b,
            m,
            relation="<" if below else ">",
            quantifier="all",
            subject=[one],
            other=[other],
            slice=[at],
            strict=not below,
        )

    def _overtakes_between(
        self, at: int, ahead: list[Coord], b: int, m: Mentions, series: Coord
    ) -> tuple[Coord, Coord] | None:
        """The two places of "overtakes B between 2014 and 2016" (ahead: B, then the places),
        when they are two ticks side by side on x, in the axis's order, and nothing else
        follows; None otherwise (a crossing somewhere in a longer stretch is not judged)."""
        if len(ahead) != 3 or ahead[1].axis != "x" or ahead[2].axis != "x" or ahead[2].spread:
            return None
        raw = self.line.raw
        if not CLAIM_SHAPES.BETWEEN_PLACES.fullmatch(raw, at, ahead[1].start):
            return None
        if not CLAIM_SHAPES.AND_PLACE.fullmatch(raw, ahead[1].end, ahead[2].start):
            return None
        if not _PLACE_END.fullmatch(raw, _past_degrees(raw, ahead[2].end), b):
            return None
        before = self._tick_before(series, ahead[2], m)
        if before is None or not same_tick(before.tick, ahead[1].tick):
            return None
        return ahead[1], ahead[2]

    def _tick_before(self, series: Coord, place: Coord, m: Mentions) -> Coord | None:
        """The tick of x just before `place` in the one panel of the clause that has the
        series, as a place said where `place` is said; None at the first tick or when the
        order of the ticks is not known."""
        panels = [p for p in self.scope(m) if any(same_tick(c.row, series.tick) for c in p.cells)]
        if len(panels) != 1:
            return None
        order = _x_order(panels[0])
        at = next((i for i, t in enumerate(order) if same_tick(t, place.tick)), None)
        return Coord("x", order[at - 1], place.start, place.end) if at else None

    # -- "Vent (appears only in Large + Vent)": every stated cell of the series elsewhere is zero
    @triggered_by(_ONLY_IN, lambda r, a, b, m: not m.values and len(m.coords) >= 2)
    def only_in(self, a: int, b: int, m: Mentions) -> list[Spec]:
        hit = _ONLY_IN.search(self.line.raw, a, b)
        if hit is None or m.values or _NEGATION.search(self.text(a, b)):
            return []
        places = [c for c in m.coords if c.start >= hit.end()]
        whose = [c for c in m.coords if c.end <= hit.start()]
        axes = {c.axis for c in places}
        if not places or not whose or len(axes) != 1 or any(c.axis in axes or c.spread for c in whose):
            return []
        if places[0].start != hit.end() or not self._bare_list(places, b):
            return []  # ("only in Large, where Heating leads"): more than the places
        zero = Num(0, "0", hit.start(), hit.start())
        return [
            self.spec(
                "threshold",
                a,
                b,
                m,
                value=zero,
                relation="<",
                inclusive=True,
                quantifier="all",
                slice=whose,
                excluded=places,
                presence=True,
            )
        ]

    # -- "Blend 3 shows reduced emphasis on Chat compared to Blend 1"
    @triggered_by(CLAIM_SHAPES.MORE_LESS_COMPARED, lambda r, a, b, m: len(m.coords) == 3)
    def across_groups(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """One series compared between two groups by a word of more or less and "compared
        to" ("Blend 3 shows reduced emphasis on Chat compared to Blend 1"): the series' cell
        in the first group against its cell in the second, strictly."""
        hit = CLAIM_SHAPES.MORE_LESS_COMPARED.search(self.text(a, b))
        if hit is None:
            return []
        rows = [c for c in m.coords if c.axis == "y" and not c.spread]
        cols = [c for c in m.coords if c.axis == "x" and not c.spread]
        if len(rows) != 1 or len(cols) != 2 or len(m.coords) != 3 or m.values or m.ambiguous:
            return []
        at = a + hit.start("than")
        if not cols[0].start < at < cols[1].start:
            return []
        return [
            self.spec(
                "comparison",
                a,
                b,
                m,
                relation=">" if hit.group("gt") else "<",
                quantifier="all",
                subject=[cols[0]],
                other=[cols[1]],
                slice=rows,
                strict=True,
            )
        ]

    # -- "All models show higher uncertainty for incorrect answers compared to correct ones"
    @triggered_by(CLAIM_SHAPES.HIGHER_FOR, lambda r, a, b, m: len(m.coords) >= 2)
    def higher_for(self, a: int, b: int, m: Mentions) -> list[Spec]:
        """Two series compared by a word of more or less said of the first ("higher scores for
        incorrect answers than for correct ones", "… compared to correct ones") at every place
        of the other axis, which the clause says ("all models", "in every year"): each pair of
        their cells, strictly. Names inside brackets ("(e.g., A: 3.8 vs. 3.5)") are examples."""
        text = self.text(a, b)
        hit = CLAIM_SHAPES.HIGHER_FOR.search(text)
        if hit is None or m.ambiguous:
            return []
        outside = CLAIM_SHAPES.EXAMPLE_BRACKET.sub(lambda x: " " * len(x.group()), text)
        label = CLAIM_SHAPES.BOLD_LABEL.match(outside)
        if label is not None:
            # ("**Higher Uncertainty for Incorrect Answers**: All models …": the label names the finding)
            outside = " " * label.end() + outside[label.end() :]
        if _NEGATION.search(outside) or stated_quantifier(outside) != "all" or _EXCEPT.search(outside):
            return []
        coords = [c for c in m.coords if not c.spread and outside[c.start - a : c.end - a].strip()]
        one = [c for c in coords if a + hit.start("a") <= c.start and c.end <= a + hit.end("a")]
        two = [c for c in coords if a + hit.start("b") <= c.start and c.end <= a + hit.end("b")]
        if len(one) != 1 or len(two) != 1 or one[0].axis != two[0].axis or same_tick(one[0].tick, two[0].tick):
            return []
        if any(c.axis == one[0].axis for c in coords if c not in one and c not in two):
            return []  # (a third thing of their kind: not a pair)
        if any(c not in one and c not in two for c in coords):
            return []  # (a place named: "in 2022" is another statement's)
        if m.values and any(outside[v.start - a : v.end - a].strip() for v in m.values):
            return []  # (a number outside the examples: a bound or a gap, not this)
        return [
            self.spec(
                "comparison",
                a,
                b,
                m,
                relation=">" if hit.group("gt") else "<",
                quantifier="all",
                subject=one,
                other=two,
                strict=True,
            )
        ]

    def _stretched(self, a: int, coords: list[Coord], m: Mentions, inclusive: bool = True) -> tuple[list[Coord], bool]:
        """The coordinates with an x tick that bounds a stretch ("after ~60 steps", "from
        epoch 3 onwards", "before 2019") replaced by the numbered ticks of that stretch, and
        whether one was; unchanged when the x axis is not numbered or a bound is not a tick.
        With `inclusive` False, "until 6" leaves out 6 itself (where a state may end)."""
        out: list[Coord] = []
        stretched = False
        for c in coords:
            # (a tick of the clause's leading scope, "After April, the level …", sits before it)
            lo = max(a if c.start >= a else self.start, c.start - 24)
            hit = _BOUND_WORD.search(self.line.raw, lo, c.start) if c.axis == "x" else None
            onwards = CLAIM_SHAPES.ONWARDS.match(self.line.raw, c.end) if c.axis == "x" else None
            if not c.spread and isinstance(c.tick, str) and (hit is not None or onwards is not None):
                # "after Oct 20", "from March on": a stretch of an axis of times, in their written order
                timed = self._time_stretch(c, hit.group("w").casefold() if hit else "from", m, inclusive)
                if timed is None:
                    return coords, False
                out += timed
                stretched = True
                continue
            if c.spread or not isinstance(c.tick, (int, float)) or (hit is None and onwards is None):
                out.append(c)
                continue
            word = hit.group("w").casefold() if hit else "from"
            keys = [k for p in self.scope(m) for k in axis_keys(p, "x") if isinstance(k, (int, float))]
            if len(keys) < 2:
                return coords, False  # (a stray name among the ticks is no place of the stretch)
            bound = float(c.tick)
            if word in ("after", "beyond", "past"):
                ticks = [k for k in keys if k > bound]
            elif word in ("from", "since"):
                ticks = [k for k in keys if k >= bound]
            elif word in ("before", "prior to"):
                ticks = [k for k in keys if k < bound]
            else:  # "until", "up to"; "through" holds the bound itself, whatever a state may end at
                ticks = [k for k in keys if k <= bound and (inclusive or k < bound or word == "through")]
            out += [Coord("x", t, c.start, c.end) for t in dict.fromkeys(ticks)]
            stretched = True
        return out, stretched

    def _bounded_places(self, a: int, coords: list[Coord], m: Mentions) -> list[Coord] | None:
        """The coordinates with a tick of a numbered x axis that a bound's words stand right
        before ("Students who study fewer than 5 hours all score below 60") replaced by the
        ticks on that side of it (5 itself only for "at least", "at most"): `coords` itself
        when there is none, None when no tick lies on that side (years are places, not bounds)."""
        out: list[Coord] = []
        changed = False
        for c in coords:
            op = None
            if (
                c.axis == "x"
                and not c.spread
                and isinstance(c.tick, (int, float))
                and not _YEAR_NUMBER.fullmatch(self.line.raw[c.start : c.end])
            ):
                op = _THRESHOLD.search(self.line.raw, max(a, c.start - 30), c.start)
            if op is None:
                out.append(c)
                continue
            keys = [k for p in self.scope(m) for k in axis_keys(p, "x") if isinstance(k, (int, float))]
            bound, edge = bound_of(op.group("op")), float(c.tick)
            ticks = [
                k for k in keys if (k > edge if bound.relation == ">" else k < edge) or (bound.inclusive and k == edge)
            ]
            if not ticks:
                return None
            out += [Coord("x", t, c.start, c.end) for t in dict.fromkeys(ticks)]
            changed = True
        return out if changed else coords

    def _run_between(self, one: Coord, two: Coord, m: Mentions) -> list[Coord] | None:
        """The ticks of their axis from `one` to `two`, both included ("rises steadily from April
        to June"), in the axis's order (numbers, or times as listed), when every panel in scope
        lists the same ticks and the stretch holds three or more; None otherwise."""
        axis = one.axis
        orders = {tuple(str(k) for k in (_x_order(p) if axis == "x" else axis_keys(p, axis))) for p in self.scope(m)}
        if len(orders) != 1 or two.axis != axis:
            return None
        ordered = _x_order(self.scope(m)[0]) if axis == "x" else axis_keys(self.scope(m)[0], axis)
        if numbered_ticks(ordered) is None and not _ordered_times(ordered):
            return None
        at = [next((i for i, k in enumerate(ordered) if same_tick(k, c.tick)), None) for c in (one, two)]
        if at[0] is None or at[1] is None or at[1] - at[0] < 2:
            return None
        return [Coord(axis, t, one.start, two.end) for t in ordered[at[0] : at[1] + 1]]

    def _stretch_from_unplaced(self, spec: Spec, m: Mentions) -> None:
        """A comparison bounded by a place that is no tick of a numbered x axis ("B outperforms
        A after k=3" over ticks 1, 2 and 10): the ticks past that bound are the stretch it is
        said of, as for a bound that is a tick; left unplaced when no tick lies past it."""
        if len(m.unplaced) != 1 or any(isinstance(c, Coord) and c.axis == "x" for c in spec.slice):
            return
        n = m.unplaced[0]
        if _BOUND_WORD.search(self.line.raw, max(spec.start, n.start - 24), n.start) is None:
            return
        ticks, stretched = self._stretched(spec.start, [Coord("x", n.value, n.start, n.end)], m)
        if not stretched or not ticks:
            return
        spec.slice = [*spec.slice, *ticks]
        spec.stretch = True
        spec.unplaced = [u for u in spec.unplaced if u != n.raw]

    def _time_stretch(self, c: Coord, word: str, m: Mentions, inclusive: bool) -> list[Coord] | None:
        """The ticks of a stretch bounded by a text tick on an x axis of times (months, dates,
        weekdays, quarters, "W3"), in the order the axis lists them, when every panel in scope
        lists the same ticks; None otherwise (names of things have no order)."""
        orders = {tuple(str(k) for k in axis_keys(p, "x")) for p in self.scope(m)}
        if len(orders) != 1:
            return None
        keys = list(next(iter(orders)))
        if len(keys) < 3 or not all(
            CLAIM_SHAPES.TIME_TICK.fullmatch(k.strip()) or month_spellings(k) or is_month(k) for k in keys
        ):
            return None
        at = next((i for i, k in enumerate(keys) if same_tick(k, c.tick)), None)
        if at is None:
            return None
        if word in ("after", "beyond", "past"):
            ticks = keys[at + 1 :]
        elif word in ("from", "since"):
            ticks = keys[at:]
        elif word in ("before", "prior to"):
            ticks = keys[:at]
        else:  # "until", "up to"
            ticks = keys[: at + 1] if inclusive else keys[:at]
        return [Coord("x", t, c.start, c.end) for t in ticks] or None

    def _predicate(self, subject_end: int, at: int, b: int) -> int | None:
        """Where the comparison's own predicate starts when the subject has another one before
        it ("ToRL plateaus early and remains below B throughout": at "remains") and the
        comparison says it holds over the whole axis; else None."""
        joins = list(CLAIM_SHAPES.IN_PREDICATE.finditer(self.line.raw[subject_end:at]))
        if not joins:
            return None
        start = subject_end + joins[-1].end()
        if CLAIM_SHAPES.STRETCH_WORDS.search(self.line.raw, self.start, start):
            return None  # "after step 50 A rises and stays above B throughout": throughout that stretch
        return start if _WHOLE_AXIS.search(self.line.raw, start, b) else None

    def _absolute(self, a: int, subject_start: int, b: int) -> int | None:
        """Where a comparison said over the whole axis opens a clause of its own with its
        subject ("The loss falls early and then flattens, with Tern consistently above Rook":
        at "with"), so the words of the clause before it ("early") do not scope it; else None,
        also when that clause names a stretch ("after step 50 it flattens, with …")."""
        hit = CLAIM_SHAPES.CLAUSE_OPEN.search(self.line.raw, a, subject_start)
        if hit is None or CLAIM_SHAPES.STRETCH_WORDS.search(self.line.raw, a, hit.start()):
            return None
        own = self.line.raw[hit.start() : b]
        return hit.start() if _WHOLE_AXIS.search(own) or stated_quantifier(own) == "all" else None

    # -- "(scores >52)", "All GSM8K cells exceed 60%", "every value is below 0.5"
    @triggered_by(CLAIM_SHAPES.BOUND_WORD_ANY, lambda r, a, b, m: bool(m.values))
    def threshold(self, a: int, b: int, m: Mentions) -> list[Spec]:
        signed = _SIGNED_BOUND.search(self.line.raw, a, b)
        if signed is not None:
            return self._signed_bound(a, b, m, signed)
        half = _HALF_COUNTED.match(self.text(a, b)) or _FRACTION_COUNTED.match(self.text(a, b))
        plain = self.plain if half is None else self.plain.replace(half.group(0).strip(), " ", 1)
        if half is not None and any(a + half.start() <= c.start < a + half.end() for c in m.coords):
            # "half of the stations" where a box is called "Station": the things counted, no tick
            m = replace(m, coords=[c for c in m.coords if not a + half.start() <= c.start < a + half.end()])
        if half is not None and plain == self.plain:
            # (a name blanked in the plain text: "half of the stations" over a box "Station")
            plain = _UP_TO_HALF.sub(lambda h: " " * len(h.group(0)), plain, count=1)
        checked = plain
        own_from: int | None = None  # where the places of a ", with values …" statement begin
        tail = CLAIM_SHAPES.WITH_VALUES.search(plain)
        if tail is not None and any(c.axis == "x" and c.start >= self.start + tail.end() for c in m.coords):
            # "counts drop beyond 5, with values below 100 for speedups 6–11": what the values
            # are at the places it names, a statement of its own after the change before it
            checked = plain[tail.start() :]
            own_from = self.start + tail.end()
        if _not_values(checked) or self._aggregate(self.sentence):
            return []  # "the drop is at most 1.4 points": a difference, not a cell value
        if _SPREAD.search(self.text(a, b)):
            return []  # "span more than 1.5 t/ha", "within 5 points of one another": a spread, no bound on cells
        if any(self._reordered_tick(w, m) for w in m.values):
            return []  # "The 0.5 and 0.3 thresholds …" over ticks "threshold 0.5": places no coordinate was read for
        each = _STAT_OF_EACH.search(self.line.raw, a, b)
        if each is not None and not any(each.start("stat") <= c.start < each.end("stat") for c in m.coords):
            return []  # "No backend has a minimum above 21 ms": a bound on each one's minimum, not on every cell
        # "every bin above 6 kg", "in each bin from 12 hours on": the bins the bound is on
        edge, bins = next(((w, past) for w in m.values if (past := self._bins_past(a, b, w, m))), (None, []))
        if edge is None and any(
            CLAIM_SHAPES.FROM_EDGE.search(self.line.raw, max(a, w.start - 12), w.start)
            and CLAIM_SHAPES.ON_AFTER_EDGE.match(self.line.raw, w.end, b)
            for w in m.values
        ):
            return []  # "fewer than 30 from week 12 on": a bound on part of an axis no bins draw
        for v in m.values:
            lead = max(a, v.start - 30)
            if v is edge:
                continue
            op = _THRESHOLD.search(self.line.raw[lead : v.start])
            if op is None and half is not None:
                op = _REACHED.search(self.line.raw[lead : v.start])  # ("half of them reach 50": at least 50)
            after = _OR_MORE_AFTER.match(self.line.raw, v.end, b) if op is None else None
            if after is not None:
                op = _VERB_BEFORE_OR_MORE.search(self.line.raw[lead : v.start])  # ("cells reach 5 or more")
            if op is None:
                continue
            if CLAIM_SHAPES.SPANS_BEFORE.search(self.line.raw, lead, lead + op.start()):
                continue  # "ranging over 1.6 million km²": how wide its values spread, no bound on them
            if CLAIM_SHAPES.GAP_TO_REFERENCE.match(self.line.raw, v.end):
                return []  # "more than 1 °C below normal": a distance from what follows, no bound on the values
            if CLAIM_SHAPES.RATE_OF_WHOLE.match(self.line.raw, v.end):
                return []  # "fewer than 1 in 10 episodes time out": a rate, no bound on the values
            if self._bounds_ticks(a, lead + op.start(), v, m):
                return []  # "Cached sits at about 95 MB for lengths >= 4096": a stretch of x, not a bound on values
            if _YEAR_NUMBER.fullmatch(v.raw) and self._key_cells([v], m):
                return []  # "more papers than 2019" over years: the year, as much as a bound
            if CLAIM_SHAPES.FIRST_CROSSING.search(self.line.raw, a, b):
                return []  # "first exceeds 1,000 in 2021": where it crosses the bound, not a bound on every value
            if self._sized_by_bins(v, m):
                return []  # "half of the stones are larger than 20 mm" over bins of mm: a size, not a count
            bound = bound_of(op.group("op"))
            rel, inclusive = bound.relation, bound.inclusive
            if after is not None:
                rel, inclusive = (">" if after.group("up") else "<"), True  # ("5 or more": at least 5)
            text = self.text(a, b)
            negated = False
            negations = len(_NEGATION.findall(text)) + len(_NO.findall(text))
            # "never fell below 45% and never exceeded 75%": a second negated bound on the same values
            pair = self._negated_second(v, b, m) if negations == 2 else None
            if negations:
                # "no city exceeds 40", "SGD never drops below 35": every cell is on the other
                # side of the bound, the bound included; any other negation is not modelled
                negated_here = _NEGATED_BOUND.search(self.line.raw[a : v.start])
                if (negations > 1 and pair is None) or inclusive or not negated_here:
                    return []
                rel, inclusive, negated = ("<" if rel == ">" else ">"), True, True
            if not negated and _SOME_PLACE.search(text):
                return []  # "Only A exceeds 80 on any benchmark": on one of them at least, not on all
            counted = _COUNTED.match(text)
            if v.raw.rstrip().endswith("%") and self._counts_things(m):
                return []  # "Fewer than 5% weigh more than 12 kg" over counts: a share of them, not a count
            if _SHARE_OF_ITEMS.search(self.line.raw, a + (half.end() if half else 0), lead + op.start()):
                return []  # "30% of parcels weigh under 2 kg": a share of them, not modelled
            if CLAIM_SHAPES.VAGUE_MANY.search(self.line.raw, a, lead + op.start()):
                return []  # "Several values exceed 0.4", "a few pairs are above 0.5": some of them, how many not said
            if (
                counted
                and CLAIM_SHAPES.PAIR_NOUN.match(text, counted.end("n"))
                and any(_symmetric(p) for p in self.scope(m))
            ):
                return []  # "Two pairs exceed 0.5" of a correlation matrix: each pair is two cells (and no diagonal)
            if (
                not negated
                and (some := _HAS_SOME.search(self.line.raw, a, lead + op.start())) is not None
                and not stated_quantifier(text)
                and not self._values_at_places(a, some, v, m)
            ):
                # "Only L3 has values above 0.7": some of its values are, not all; what it says
                # of the other rows is read when "only" names the one row
                return self._only_has(a, lead + op.start(), b, v, m, rel)
            if half is not None and (negated or half.end() > lead + op.start() - a):
                return []  # ("half of the models never exceed 50": not modelled)
            if not negated and not stated_quantifier(text) and self._names_only_series(a, v, m):
                # "Only Large exceeds 30 BLEU" of a line: some of its values do, the others' none
                return self._only_has(a, lead + op.start(), b, v, m, rel)
            quantifier = "all" if negated else stated_quantifier(text) or "all"
            # "Ava studies just under 10 hours, Bo just over 10": the places named after the
            # next bound are that bound's, not this one's
            later = [
                lead2 + o.start()
                for w in m.values
                if w.start > v.end
                and (o := _THRESHOLD.search(self.line.raw[(lead2 := max(v.end, w.start - 30)) : w.start]))
            ]
            cut = later[0] if later else b
            if later:
                gap = CLAIM_SHAPES.IN_THRESHOLD.search(self.line.raw[v.end : later[0]])
                cut = v.end + gap.start() if gap else cut
            places = [c for c in m.coords if c.start < cut and (own_from is None or c.start >= own_from)]
            # "After week 2, doses stay above 600": every place after week 2, not week 2 itself
            # ("From Monday to Thursday, sales stay below 120": two ends, each a place as said)
            two_ends = CLAIM_SHAPES.TWO_ENDS.search(self.line.raw, a, b) is not None
            places, stretched = self._stretched(a, places, m) if not bins and not two_ends else (places, False)
            bounded = self._bounded_places(a, places, m)
            if bounded is None:
                return []  # ("fewer than 1 hour" below every tick: no place is said)
            places, stretched = (bounded, True) if bounded is not places else (places, stretched)
            places += bins
            unit_column = self._unit_column(v, places, m)
            if unit_column is not None:
                places = [*places, unit_column]  # ("reaches at least 110 psi" of a "Max Pressure (psi)" column)
            exact = None
            if counted and not CLAIM_SHAPES.IN_TREND_7.match(counted.group("n")):
                if self._counts_the_measure(counted.group(0), m):
                    return []  # "Only 8 students scored below 50" over counts of students: a sum, not cells
                exact = count_value(counted.group("n"))  # "Two regions answer in less than 150 ms"
                quantifier = "exactly"
            elif (tally := _COUNTED_AFTER.search(self.line.raw, v.end, b)) is not None:
                if negated or _COUNTED_AFTER.search(self.line.raw, tally.end(), b) or stated_quantifier(text):
                    # ("never drops below 5 in two of the years", "Every model scores above 60
                    # in two of the three benchmarks": a count in each group, not modelled)
                    return []
                # "Hilltop exceeds 850 mm in three of the five years": how many of its cells do
                # (of as many cells as it says: "in two of the three seeds" counts no cells here)
                whole = count_value(tally.group("of")) if tally.group("of") else None
                if whole is not None and whole != self._cells_in(places, m):
                    return []
                exact, quantifier = count_value(tally.group("n")), "exactly"
            elif (tally := _COUNTED_PLACES_AFTER.search(self.line.raw, v.end, b)) is not None:
                if negated or stated_quantifier(text):
                    return []  # ("never drops below 5 in two regions": a count in each, not modelled)
                exact, quantifier = count_value(tally.group("n")), "exactly"  # "exceeds 90 on two datasets"
            spec = self.spec(
                "threshold",
                a,
                b,
                m,
                value=v,
                relation=rel,
                quantifier=quantifier,
                count=None if negated else exact,
                slice=places,
                approx=bool(_APPROX.search(text)),
                inclusive=inclusive,
                negated=negated,
                stretch=bool(bins) or stretched,
            )
            if own_from is not None and tail is not None:
                spec.own_start = self.start + tail.start() + 1  # (its own words: ", with values …")
            if pair is not None:
                if half is not None or exact is not None:
                    return []
                # each negated bound on the same cells, the bound included ("never exceeded 75%": ≤ 75)
                w, bound2 = pair
                also = replace(spec, value=w, relation="<" if bound2.relation == ">" else ">", stated=[v])
                spec.stated = [w]
                return [spec, also]
            second = self._second_bound(v, b, m)
            if second is not None and (half is not None or exact is not None or negated or quantifier != "all"):
                return []  # ("two lakes are above 40 but below 55": a count of a band, not modelled)
            if second is not None:
                # "T3 sits above 40% but below 50%": each bound on the same cells
                # (each states the other's number too: no part of the values it is said of)
                w, bound2 = second
                also = replace(spec, value=w, relation=bound2.relation, inclusive=bound2.inclusive, stated=[v])
                spec.stated = [w]
                others = self._only_one(spec, a, v, m)
                return [] if others else [spec, also]
            if half is not None:
                spec.quantifier = "exactly"
                spec.share = next((_HALF_SIGN[k] for k, w in half.groupdict().items() if w and k in _HALF_SIGN), "=")
                if "frac" in half.groupdict():
                    # "only a third of the varieties": against that share of them
                    spec.fraction = _FRACTIONS[half.group("frac").split()[-1].casefold()]
                return [spec]
            return [spec, *self._only_one(spec, a, v, m)]
        return []

    def _unit_column(self, v: Num, places: list[Coord], m: Mentions) -> Coord | None:
        """The one column (or row) of measures of different units that a bound's unit names
        ("at least 110 psi" beside "Max Pressure (psi)", "Weight (g)", "Price ($)"), when the
        clause names no place on that axis; None otherwise."""
        panels = self.scope(m)
        if len(panels) != 1:
            return None
        for axis in ("x", "y"):
            if any(c.axis == axis for c in places) or not mixed_measures(panels[0], axis):
                continue
            named = [t for t in axis_keys(panels[0], axis) if _unit_names_column(panels[0], t, axis, v, self.line.raw)]
            if len(named) == 1:
                return Coord(axis, named[0], v.start, v.end)
        return None

    def _negated_second(self, v: Num, b: int, m: Mentions) -> tuple[Num, Bound] | None:
        """The number and the bound of a second negated bound joined to a first one ("never fell
        below 45% and never exceeded 75%": 75 and the bound of "exceeded", before its negation
        turns it); None unless the words between the two numbers are a joint and a negated
        bound, and only two numbers follow the first's negation."""
        w = next((n for n in m.values if n.start >= v.end), None)
        if w is None or w.start > b or any(n.start > w.end and n.start < b for n in m.values):
            return None
        joint = _BOUND_JOINT.match(self.line.raw, v.end, w.start)
        if joint is None or not _NEGATED_BOUND.fullmatch(self.line.raw, joint.end(), w.start):
            return None
        op = _THRESHOLD.search(self.line.raw, max(joint.end(), w.start - 30), w.start)
        if op is None or op.start() < joint.end():
            return None
        bound = bound_of(op.group("op"))
        return (w, bound) if not bound.inclusive else None

    def _second_bound(self, v: Num, b: int, m: Mentions) -> tuple[Num, Bound] | None:
        """The number and the bound of a second bound said right after a first one on the same
        values ("above 40% but below 50%": 50 and "<"); None when none follows the first number."""
        w = next((n for n in m.values if n.start >= v.end), None)
        if w is None or w.start > b:
            return None
        said = _SECOND_BOUND.fullmatch(self.line.raw, v.end, w.start)
        return (w, bound_of(said.group("op"))) if said is not None else None

    def _signed_bound(self, a: int, b: int, m: Mentions, hit: re.Match[str]) -> list[Spec]:
        """ "St Ives Chorale never loses more than 5 members in a season" over net changes of
        both signs: every value of it at least -5 ("never gains more than 7": at most 7); only
        when the panels in scope hold a value below zero (the values are signed changes)."""
        v = next((n for n in m.values if n.start == hit.start("n")), None)
        if v is None or len(m.values) != 1:
            return []
        loss = hit.group("verb").casefold().startswith("los")
        if not any(c.value < 0 for p in self.scope(m) for c in p.cells):
            # "Mill Lane never loses more than 6 names in a single year" over levels of one
            # series: each step from one place to the next loses (gains) at most that much
            # (not over changes that happen all to be gains: "Net change", "Growth")
            if any(CLAIM_SHAPES.CHANGE_MEASURE.search(f"{_value_label(p)} {self.title}") for p in self.scope(m)):
                return []
            return [
                self.spec(
                    "threshold",
                    a,
                    b,
                    m,
                    value=v,
                    relation="steps",
                    rising=not loss,
                    slice=list(m.coords),
                    approx=bool(_APPROX.search(self.text(a, b))),
                    inclusive=True,
                    negated=True,
                )
            ]
        bound = replace(v, value=-v.value if loss else v.value)
        return [
            self.spec(
                "threshold",
                a,
                b,
                m,
                value=bound,
                relation=">" if loss else "<",
                quantifier="all",
                slice=list(m.coords),
                approx=bool(_APPROX.search(self.text(a, b))),
                inclusive=True,
                negated=True,
            )
        ]

    def _cells_in(self, places: list[Coord], m: Mentions) -> int:
        """How many cells of the panels in scope the places pick (every cell without places)."""
        by_axis: dict[str, set[object]] = {}
        for c in places:
            by_axis.setdefault(c.axis, set()).add(tick_key(c.tick))
        return sum(
            1
            for p in self.scope(m)
            for c in p.cells
            if all(tick_key(c.col if ax == "x" else c.row) in keys for ax, keys in by_axis.items())
        )

    def _bins_past(self, a: int, b: int, v: Num, m: Mentions) -> list[Coord]:
        """ "Every bin above 6 kg", "all bins below 12 hours", "each bin from 12 hours on": the
        bins of a histogram past an edge of them (each bin wholly past it), when "bin(s)"
        stands right before the bound (or "from"/"after" before it and "on" after its unit)
        and the number is an edge of the one panel's bins; else empty."""
        said = CLAIM_SHAPES.BINS_PAST.search(self.line.raw, max(a, v.start - 40), v.start)
        if said is None:
            said = CLAIM_SHAPES.FROM_EDGE.search(self.line.raw, max(a, v.start - 12), v.start)
            if said is None or not CLAIM_SHAPES.ON_AFTER_EDGE.match(self.line.raw, v.end, b):
                return []
        panels = self.scope(m)
        if said.end() != v.start or len(panels) != 1 or v.value not in _bin_edges(panels[0]):
            return []
        upward = said.group("dir").casefold() in ("above", "beyond", "over", "after", "past", "from")
        out = []
        for key in axis_keys(panels[0], "x"):
            ends = str(key).replace("\u2013", "-").split("-")
            if len(ends) != 2:
                return []
            try:
                low, high = float(ends[0]), float(ends[1])
            except ValueError:
                return []
            if (low >= v.value) if upward else (high <= v.value):
                out.append(Coord("x", key, v.start, v.end))
        return out

    def _sized_by_bins(self, v: Num, m: Mentions) -> bool:
        """Whether a bound is an edge of the histogram's bins written in the unit of its x
        axis ("larger than 20 mm" over bins "15–20", "20–25" of "Diameter (mm)"): it bounds
        the size of the things the bars count, not the counts."""
        panels = self.scope(m)
        if not panels or not all(_bin_edges(p) for p in panels) or v.value not in _bin_edges(panels[0]):
            return False
        unit = CLAIM_SHAPES.BIN_UNIT_AFTER.match(self.line.raw, v.end)
        label = _label_of(panels[0], "x")
        if unit is None or not label:
            return False
        return unit.group(1).casefold() in {w.casefold() for w in CLAIM_SHAPES.UNIT_AFTER_WORD.findall(label)}

    def _counts_things(self, m: Mentions) -> bool:
        """Whether the values in scope count something: every panel's x axis is of bins
        ("10-15"), or what the values measure says a count ("Count", "Frequency")."""
        panels = self.scope(m)
        if panels and all(_bin_edges(p) for p in panels):
            return True
        return bool(CLAIM_SHAPES.COUNT_MEASURE.search(self._metric(m)))

    def _counts_the_measure(self, counted: str, m: Mentions) -> bool:
        """Whether a count ("8 students") over a histogram counts what its bars count, not its
        bins: the bars hold numbers of students, so the count is a sum of them, not a number of
        cells (unless the noun is the bins' own: "three bins", "two bars")."""
        noun = CLAIM_SHAPES.IN_COUNTS_THE_MEASURE.search(counted)
        panels = self.scope(m)
        if noun is None or not panels or not all(_bin_edges(p) for p in panels):
            return False
        return not CLAIM_SHAPES.BIN_NOUN.fullmatch(noun.group(1))

    def _names_only_series(self, a: int, v: Num, m: Mentions) -> bool:
        """Whether "only" names one row before the bound, with no place, in a panel where that
        row has more than one cell ("Only Large exceeds 30 BLEU" over Large's epochs)."""
        panels = self.scope(m)
        if len(m.coords) != 1 or m.coords[0].spread or m.coords[0].start > v.start or len(panels) != 1:
            return False
        row = m.coords[0]
        if not CLAIM_SHAPES.ONLY_NAMES.search(self.line.raw, a, row.start):
            return False
        mine = [c for c in panels[0].cells if same_tick(c.row if row.axis == "y" else c.col, row.tick)]
        return len(mine) > 1

    def _only_has(self, a: int, at: int, b: int, v: Num, m: Mentions, rel: str) -> list[Spec]:
        """ "Only L3 has values above 0.7": every cell of the other rows is on the other side of
        the bound, the bound included (empty unless "only" stands right before the one row
        named before the bound and nothing else is named)."""
        rows = [c for c in m.coords if c.start < at and not c.spread]
        panels = self.scope(m)
        if len(rows) != 1 or len(m.coords) != 1 or len(panels) != 1:
            return []
        if not CLAIM_SHAPES.ONLY_NAMES.search(self.line.raw, a, rows[0].start) and not (
            CLAIM_SHAPES.THE_ONLY.match(self.line.raw, rows[0].end, at)
        ):
            return []  # (nor "Windows is the only platform with any cell below 90%")
        axis = rows[0].axis
        others = [t for t in axis_keys(panels[0], axis) if not same_tick(t, rows[0].tick)]
        if not others:
            return []
        rest = [Coord(axis, t, rows[0].start, rows[0].end) for t in others]
        flipped = "<" if rel == ">" else ">"
        return [
            self.spec(
                "threshold",
                a,
                b,
                m,
                value=v,
                relation=flipped,
                quantifier="all",
                slice=rest,
                inclusive=True,
                negated=True,
                approx=bool(_APPROX.search(self.text(a, b))),
            )
        ]

    def _only_one(self, spec: Spec, a: int, v: Num, m: Mentions) -> list[Spec]:
        """ "Only LIFO remains above 20 ms at Load 50": besides LIFO's bound, every other
        series at that place is on the other side of it, the bound included (empty unless
        "only" stands right before the one series named before the bound, at one or more
        places it names)."""
        rows = [c for c in m.coords if c.axis == "y" and not c.spread]
        places = [c for c in m.coords if c.axis == "x" and not c.spread]
        panels = self.scope(m)
        if spec.negated or len(rows) != 1 or rows[0].start > v.start or not places or len(panels) != 1:
            return []
        if not CLAIM_SHAPES.ONLY_NAMES.search(self.line.raw, a, rows[0].start):
            return []
        # (not the rows that sum the others up: a classification report's "accuracy", "weighted avg")
        others = [t for t in _record_rows(panels[0]) if not same_tick(t, rows[0].tick)]
        if not others or len(m.coords) != 1 + len(places):
            return []
        rest = [Coord("y", t, rows[0].start, rows[0].end) for t in others]
        flipped = "<" if spec.relation == ">" else ">"
        other = replace(spec, relation=flipped, inclusive=True, negated=True, slice=rest + places, count=None)
        other.quantifier = "all"
        return [other]

    def _values_at_places(self, a: int, some: re.Match[str], v: Num, m: Mentions) -> bool:
        """Whether ", with values below 100 for speedups 6–11" bounds every value at the places
        it names: "with values" after a comma (what the subject's values are, no "has"), and
        places of the x axis named after the bound (not "L3 has values above 0.7": some of them)."""
        if not some.group(0).casefold().startswith("with") or not CLAIM_SHAPES.IN_VALUES_AT_PLACES.search(
            self.line.raw[a : some.start()]
        ):
            return False
        return any(c.axis == "x" and c.start > v.end for c in m.coords)

    def _bounds_ticks(self, a: int, at: int, v: Num, m: Mentions) -> bool:
        """Whether a bound at `at` is on the places of a numbered axis, not on values: the
        words before it name that axis ("for sequence lengths >= 4096"), or a plural noun
        after "for"/"at" does and the bound is one of the axis's ticks ("for sizes >= 4096")."""
        said = CLAIM_SHAPES.PLACES_NOUN.search(self.line.raw[a:at])
        if said is None:
            return False
        word = stem(said.group(1).casefold())
        for p in self._near(m):
            if not _numbered(p, "x"):
                continue
            ticks = [float(c.col) for c in p.cells if isinstance(c.col, (int, float))]
            if (p.x is not None and word in content_words(p.x.label)) or (
                said.group(1).endswith("s") and float(v.value) in ticks
            ):
                return True
        return False

    # -- "scores 85-88", "FP16 ranges from 1,020 to 6,300", "(AIME25: ~24-31, AIME24: ~39-49)"
    @triggered_by(when=lambda r, a, b, m: _may_range(r.line, a, b, m))
    def ranges(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        if CLAIM_SHAPES.SUBSET.search(text) and not m.coords and not m.panels:
            return []  # "the four GPU-native servers all fall between …": a subset it does not name
        if _not_values(text) or self._aggregate(_before_comment(text)) or _SUPERLATIVE.search(text):
            return []  # (a trend with "from A to B" was taken by the trend recogniser already)
        if a > self.start and _ELLIPTIC_RANGE.fullmatch(text) and _CHANGE_BEFORE.search(self.line.raw, self.start, a):
            # "NMC loses about 6-7 points per 500 cycles; LFP about 2-3": the clause before
            # lends its verb, a change, to the name and the numbers after it
            return []
        out = []
        values = {id(n) for n in m.values}
        for p in self.line.phrases_at(a, b):  # (a phrase starting elsewhere is skipped below)
            if (
                p.kind == "list"
                and len(p.nums) == 2
                and CLAIM_SHAPES.IN_RANGES.search(self.line.raw[max(a, p.start - 12) : p.start])
            ):
                pass  # "between -0.31 and 0.91"
            elif p.kind != "range":
                continue
            if not (a <= p.start < b) or not all(id(n) in values for n in p.nums):
                continue
            if CLAIM_SHAPES.IN_RANGES_2.search(self.line.raw[a : p.start]) and not _RANGE_WORDS.search(
                CLAIM_SHAPES.IN_RANGES_3.sub("", text)
            ):
                continue  # "dipped in Q3, from 1,305 to 1,290": a change, not a range
            if CLAIM_SHAPES.IN_RANGES_4.search(self.line.raw[a : p.start]) and _TREND.search(self.line.raw, a, p.start):
                continue  # "increases sharply from the 0-2.5k bin to the 7.5-10k bin, then …": a change
            if (
                CLAIM_SHAPES.IN_RANGES_5.search(self.line.raw[max(a, p.start - 8) : p.start])
                and CLAIM_SHAPES.IN_RANGES_3.search(self.line.raw[a : p.start])
                and _TREND.search(self.line.raw, a, p.start)
            ):
                continue  # "grows from 8,000 servers in 2020 to 11,000 in 2024": a place, then a change's end
            if CLAIM_SHAPES.LABELLED.search(self.line.raw, a, p.start):
                continue  # "each labeled Level 0-4": names numbered, not values
            if CLAIM_SHAPES.KEYS_LINE.match(self.line.raw, p.end):
                continue  # "* epsilon = 10 to 30: holds at 0.52": the stretch of x the line is about
            if _change_size(self.line.raw[a : p.start]):
                continue  # "show significant drops (1–60%)": the size of the change, not the values
            if _SCALE_WORD.search(self.line.raw[a : p.start]) or CLAIM_SHAPES.COLOUR_MAPPING.search(text):
                continue  # "the colour range of -1 to 1", "the y-axis runs from 30% to 80%": the scale
            if self._tick_ends(p.nums, m) or self._after_axis_noun(a, p.start, m) or self._place_noun_after(p.end, m):
                continue  # "between 2015 and 2023", "across layers (0–30)", "across 2-10 hour intervals": places
            if CLAIM_SHAPES.COUNTS_MARKS.match(self.line.raw, p.end):
                continue  # "approximately 16-18 contiguous vertical bars": how many marks, not their values
            if _MONTH_AFTER.match(self.line.raw, p.end) or _MONTH_BEFORE.search(
                self.line.raw, max(a, p.start - 12), p.start
            ):
                continue  # "fielded 3-17 March", "from March 3-17": days of a month, no values
            if _COUNTED_THINGS_BEFORE.search(self.line.raw, max(a, p.start - 40), p.start):
                continue  # "trained with five seeds (0–4)": the numbers of the things counted, no values
            lo, hi = sorted(p.nums, key=lambda n: n.value)
            named = [q for q in m.panels if _first_at(q, self.line, a, p.start) < p.start]
            panels = [max(named, key=lambda q: _first_at(q, self.line, a, p.start))] if named else None
            strict = bool(_RANGE_WORDS.search(text))
            # "stays stable (70-71%) until epoch 6": over the epochs before it
            coords = _unowned(self.line.raw, m)
            named_before = [c for c in m.coords if c.end <= p.start]
            if not any(c.end <= p.start for c in coords):
                # "Blend (13.4%) lies between 12.1% and 9.5%": the one named before the range,
                # with its value, is what the range is said of (no other name stands before it)
                coords = named_before + coords
            elif (
                named_before
                and named_before[-1] not in coords
                and CLAIM_SHAPES.OWN_VALUE_THEN.match(self.line.raw, named_before[-1].end, p.start)
            ):
                # "At North, the Blend (13.4%) lies between 12.5% and 14%": the name right before
                # the range, with its value, is what it is said of, at the place named before it
                coords = [*coords, named_before[-1]]
            slice_, stretch = self._stretched(a, _said_before(coords, p), m, inclusive=False)
            if not any(c.axis == "y" for c in slice_ + m.coords) and _colour_named(self.line.raw, a, p.start, m):
                # "r=10⁰ (dark purple) shows 0.58-0.62 range", "Data points (yellow) show …":
                # a thing named by a colour no series read has, not the cells (nor the header's)
                continue
            if self.heading is not None and not any(c.axis == "y" for c in slice_ + m.coords):
                if _THIRD.search(self.line.raw, a, p.start):
                    continue  # "**Alpha:** all lines sit at 3–5": not the header's series alone
                slice_ = [Coord("y", self.heading, a, a), *slice_]  # "**Beta:** … stays near 0.6–0.7"
            out.append(
                self.spec(
                    "range",
                    a,
                    b,
                    m,
                    panels=panels,
                    low=lo,
                    high=hi,
                    slice=slice_,
                    approx=bool(_APPROX.search(text[: p.end - a])) or lo.approx or hi.approx,
                    strict=strict,
                    stretch=stretch,
                )
            )
        if out:
            return out
        words = _RANGE_NAMED.search(text)
        if (
            words
            and len(m.values) == 2
            and a + words.start() < m.values[0].start  # ("… to the 7.5k bin, for each higher token range": no range)
            and not _TREND.search(self.line.raw, a, m.values[0].start)  # ("increases from … to …": a change)
            and not self._tick_ends(m.values, m)
        ):
            lo, hi = sorted(m.values, key=lambda n: n.value)
            between = self.line.raw[m.values[0].end : m.values[1].start]
            scale = _SCALE_WORD.search(self.line.raw[a : m.values[0].start]) or CLAIM_SHAPES.COLOUR_MAPPING.search(text)
            if CLAIM_SHAPES.IN_RANGES_6.search(between) and not scale:
                return [
                    self.spec(
                        "range",
                        a,
                        b,
                        m,
                        low=lo,
                        high=hi,
                        slice=_unowned(self.line.raw, m),
                        approx=bool(_APPROX.search(text)),
                        strict=True,
                    )
                ]
        return []

    def _tick_ends(self, nums: list[Num], m: Mentions) -> bool:
        """Whether every number is a tick of one axis of a panel the clause names (or of
        the panel it sits under, or the first), or an end of its bins ("between 6 and 9" over
        bins "3-6", "6-9")."""
        panels = self._near(m)
        return any(all(_axis_index(p, ax).every(n.value) for n in nums) for p in panels for ax in "xy") or any(
            all(float(n.value) in _bin_edges(p) for n in nums) for p in panels
        )

    def _key_cells(self, nums: list[Num], m: Mentions) -> bool:
        """Whether every number names a row or a column of cells of a panel the clause
        names (or of the one it sits under, or the first): places, not values."""
        return any(all(any(float(n.value) in (c.row, c.col) for c in p.cells) for n in nums) for p in self._near(m))

    def _x_noun_after(self, end: int, m: Mentions) -> bool:
        """Whether the word after a number is a word of the x axis's name and of no value
        label ("6 steps" on "Number of Steps per Solution" against "Count"): a place."""
        nxt = CLAIM_SHAPES.IN_X_NOUN_AFTER.match(self.line.raw[end : end + 40])
        if nxt is None:
            return False
        word = stem(nxt.group(1).casefold())
        panels = self._near(m)
        places = _x_words(panels)
        if not places:  # an x axis read with no label: the words its cells are keyed by ("Steps 1")
            cols = {c.col for p in panels for c in p.cells if isinstance(c.col, str)}
            # (a unit in brackets, "Encode time (ms)", names no place)
            places = {
                stem(w) for col in sorted(cols)[:_MAX_KEYS_LOOKED] for w in content_words(_BRACKETED.sub("", col))
            }
        values = {stem(w) for p in panels for w in content_words(p.y.label if p.y else None)}
        rows = {c.row for p in panels for c in p.cells if isinstance(c.row, str)}
        if len(rows) == 1:  # one series named by its measure ("p95 latency (ms)" of bars lying along x)
            values |= {stem(w) for w in content_words(rows.pop())}
        return word in places and word not in values

    def _x_noun_before(self, start: int, m: Mentions) -> bool:
        """Whether the word right before a verb is a word of the x axis's name and of no
        value label ("the number of GPUs doubles" on an x axis "GPUs" against "Throughput"):
        the verb's subject is the places, not the values."""
        prev = CLAIM_SHAPES.IN_X_NOUN_BEFORE.search(self.line.raw[max(0, start - 40) : start])
        if prev is None:
            return False
        word = stem(prev.group(1).casefold())
        panels = self._near(m)
        values = {stem(w) for p in panels for w in content_words(p.y.label if p.y else None)}
        values |= {stem(w) for p in panels for w in content_words(p.scale.label if p.scale else None)}
        rows = {c.row for p in panels for c in p.cells if isinstance(c.row, str)}
        values |= {stem(w) for r in sorted(rows)[:_MAX_KEYS_LOOKED] for w in content_words(r)}
        return word in _x_words(panels) and word not in values

    def _place_noun_after(self, end: int, m: Mentions) -> bool:
        """Whether the word after a range counts places, not values ("across 2-10 hour
        intervals", "over 3-5 epochs"): a noun of time or of a step, or a word of an x axis's
        name, that no value label of the panels holds."""
        nxt = CLAIM_SHAPES.IN_PLACE_NOUN_AFTER.match(self.line.raw[end : end + 40])
        if nxt is None:
            return False
        word = stem(nxt.group(1).casefold())
        panels = self._near(m)
        values = set().union(*(content_words(p.y.label if p.y else None) for p in panels)) if panels else set()
        values |= set().union(*(content_words(p.scale.label if p.scale else None) for p in panels)) if panels else set()
        if word in {stem(w) for w in values}:
            return False  # "2-10 hours" with values on "Time (hours)": values
        return word in _PLACE_NOUNS or word in _x_words(panels)

    def _after_axis_noun(self, a: int, at: int, m: Mentions) -> bool:
        """Whether the words just before a range name an axis of numbered places ("across
        layers (0–30 …)", "for window sizes 500-2000"): the range is of its ticks."""
        before = self.line.raw[a:at]
        ends = [at]
        depth = 0
        for i in range(len(before) - 1, -1, -1):  # the bracket the range sits in, if open
            depth += {")": 1, "(": -1}.get(before[i], 0)
            if depth < 0:
                ends.append(a + i)  # "across layers (0–30 for A, 0–80 for B)": the words before it
                break
        words = {
            stem(w)
            for e in ends
            for w in CLAIM_SHAPES.LETTERS.findall(self.line.raw[max(a, e - 30) : e].casefold())[-2:]
        }
        # the word right before the range, nothing between: "Depths 1-4 are mostly green"
        right = CLAIM_SHAPES.IN_AFTER_AXIS_NOUN.search(before)
        next_to = {stem(right.group(1).casefold())} if right else set()
        for p in self._near(m):
            for ax, axis in (("x", p.x), ("y", p.y)):
                if axis is None or not words & content_words(axis.label):
                    continue
                # (or an axis of numbered places with one key yet, the range right after its
                # name: a heatmap of one stated cell, "Depths 1-4 …" its rows, no values)
                if _numbered(p, ax) or (next_to & content_words(axis.label) and _all_numbers(p, ax)):
                    return True
        return False

    # -- "The absolute highest score (56.3) is at Window 2000 / Ratio 0.4"
    @triggered_by(_SUPERLATIVE)
    def extreme(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        # ("the largest model (Falcon-40B) scores 55": the model picked by its size, no extreme)
        sups = [s for s in _SUPERLATIVE.finditer(text) if not _SIZED_KIND.match(text, s.start())]
        opening = max(0, self.scoped_to - a)  # ("Among the Beta bars, Safety is the lowest": no leaders)
        if not sups or _NOT_EXTREME.search(text, opening, sups[0].end() + 12) or _NEGATION.search(text):
            return []
        plural = CLAIM_SHAPES.LEADERS.search(text)
        if plural is not None and plural.group("w7") and len([c for c in m.coords if c.start >= a + plural.end()]) > 1:
            # "The lowest cells are Brook's maths and Ashby's science": as many lowest as it
            # names (plural_leaders reads those of one axis), not each of them the lowest
            return []
        if len({bool(s.group("max")) for s in sups}) > 1:
            # "Beta is the cheapest to train and also reaches the best BLEU": two statements, the
            # second one's superlative read; "from the largest (Germany) to the smallest
            # (Poland)": an order, not one extreme
            split = CLAIM_SHAPES.AND_CLAUSE.search(text, sups[0].end(), sups[-1].start())
            sups = [s for s in sups if split is not None and s.start() >= split.end()]
            if not sups or len({bool(s.group("max")) for s in sups}) > 1:
                return []
        if len(sups) == 1 and CLAIM_SHAPES.AND_MOST.match(text, sups[0].end()):
            # "Cargo+ is the heaviest and most expensive, at €3,200": a second superlative in
            # words ("most expensive"), its value the second's; two statements, maybe two measures
            return []
        if len(sups) > 1 and CLAIM_SHAPES.IN_EXTREME.search(text[sups[0].end() : sups[1].start()]):
            # "the highest read rate and also has the highest latency", "draws the most visitors
            # (1,510) and keeps them the longest (120 minutes)": two statements, maybe of two panels
            return []
        # (", which is about half of FP16's" after the extreme says another thing)
        trailing = CLAIM_SHAPES.TRAILING.search(self.line.raw, a + sups[0].end(), b)
        plain = self.plain[: trailing.start() - self.start] if trailing is not None else self.plain
        if (
            (_not_values(plain) and not self._values_are_changes(plain, m))
            or self._aggregate(self.sentence)
            or _SUMMED.search(self.sentence)
            or _MISTAKE.search(self.sentence)
        ):
            return []  # "helps most on English, 7.5 over the baseline": differences and sums
        sup = sups[0]
        if CLAIM_SHAPES.CHANGE_EXTREME.search(text) and not any(
            CLAIM_SHAPES.CHANGE_MEASURE.search(_value_label(p)) for p in self.scope(m)
        ):
            return []  # "the largest jump for every retriever is from k=1 to k=5": a change between cells
        gap = _DIFFERENCE_EXTREME.search(text)
        if gap and not any(
            stem(gap.group("noun").casefold()) in content_words(f"{_value_label(p)} {self.title or ''}")
            for p in self.scope(m)
        ):
            return []  # "the largest error is at S5" over predicted and actual values: a difference of cells
        if CLAIM_SHAPES.HARM_AFTER.match(text, sup.end()):
            return []  # "the least harmful method": the lowest harm, at whichever end of the values that is
        if _SHARE_OF_EXTREME.search(text, 0, sup.start()):
            return []  # "reaches half the peak at step 500": a part of the extreme, said elsewhere
        label, rest = leading_label(self.line.content)
        if label is not None and len(sups) > 1 and a + sup.end() <= self.line.offset + rest:
            sup = sups[1]  # "**Overall best:** The single best configuration is …": the label heads it
        elif (
            len(sups) > 1 and sup.group(0).casefold() in _MEASURE_OF and sups[1].group(0).casefold() not in _MEASURE_OF
        ):
            # "The coldest month, April, has the lowest sales": the first superlative, of a
            # measure of its own, says which month; the claim is the second's
            sup = sups[1]
        if sup.group(0).casefold() in _WET_WORDS and not CLAIM_SHAPES.WET_MEASURE.search(self._metric(m)):
            return []  # ("the driest region" of a count of dry days: the most of it, not the least)
        if CLAIM_SHAPES.FREQUENCY_WORD.fullmatch(sup.group(0)) and not self._counts_things(m):
            return []  # "the most common fruit" over prices: how often, which the values do not count
        if sup.group(0).casefold() in _EASE_WORDS and not self._merit_known(m):
            return []  # "the easiest release" of load times, where no word says which end is easy
        if CLAIM_SHAPES.COPULA_END.search(text[: sup.start()]) and CLAIM_SHAPES.GAP_SUBJECT.search(text[: sup.start()]):
            return []  # "Vale's lead over Harbour is largest in Mar": the gap's extreme, no series'
        at_end = self._at_axis_end(a, b, sup, m)
        if at_end is not None:
            return at_end  # "Hybrid starts highest", "Sparse ends with the lowest accuracy"
        if not _DETERMINED.search(text[: sup.start()]) and not (
            _PEAKS_AT.match(text, sup.start()) and not CLAIM_SHAPES.OTHER_PEAKS.search(text)
        ):
            return []  # "responds weakest", "performance peaks sharply": manner, not a stated extreme
        if CLAIM_SHAPES.EVERY_SUBJECT.match(text[: sup.start()]) and (every := self._every_group_at(a, b, sup, m)):
            return every
        ends = CLAIM_SHAPES.ENDS_WITH.search(text, 0, sup.start())
        if ends is not None and any(c.axis == "x" and c.start < a + ends.start() for c in m.coords):
            # "overtakes B at step 8 and ends with the lowest loss": the extreme at the end, not
            # at the place the other clause names
            return []
        at, after = a + sup.start(), text[sup.end() :]
        subject = [c for c in m.coords if c.start < at and _is_location(self.line.raw, c, at, a + sup.end())]
        # ("This line is the highest at epoch 0": a series' bare superlative, then its place)
        # (not with a value after it: "Test error is lowest at degree 3 (1.2e-3)" may be its own lowest)
        bare = CLAIM_SHAPES.PLACE_AFTER_BARE.match(after) is not None and not any(
            v.start >= a + sup.end() for v in m.values
        )
        if self._names_tick(after) and not (len(subject) == 1 and self._noun_of(subject[0], after, m)) and not bare:
            # "the largest window size", "the lowest Ratio (0.1)": about a tick, not a value,
            # unless the clause says at which tick its extreme is ("the best beam width is 8")
            return self._best_tick(a, b, sup, m)
        # (but "Singapore's peak year was 2022" places the peak on the year axis)
        at = a + sup.start()
        stat = self._stat(sup, text, m)
        # (", compared with 52.0 GB for Raw" after the extreme's value is another statement)
        # ("extending well above the 0% baseline": a mark it is compared with, not its value)
        after_vals = [
            v
            for v in m.values
            if v.start > at
            and not _trails(self.line.raw, a + sup.end(), v.start, b)
            and not CLAIM_SHAPES.COMPARED_WITH.search(self.line.raw, a + sup.end(), v.start)
            and not _GAP_AFTER.match(self.line.raw, v.end)
            # ("the most expensive city by €150": the margin over the next, not its value)
            and not _BY_GAP.search(self.line.raw, max(a + sup.end(), v.start - 24), _before_currency(self.line.raw, v))
            # ("peaks in Week 3 and stays above 40 throughout": a bound's number, not the peak's)
            and not _BOUND_BEFORE.search(self.line.raw, max(a + sup.end(), v.start - 30), v.start)
            # ("comparable to the peak, within 5 rentals": a tolerance, no value of the peak)
            and not _WITHIN_OF.search(self.line.raw, max(a, v.start - 24), v.start)
            # ("the priciest phone and has the top rating (4.7)": the value of the next statement)
            and not CLAIM_SHAPES.AND_CLAUSE.search(self.line.raw, a + sup.end(), v.start)
        ]
        if len(after_vals) == 2 and (self._bracketed_span(after_vals, a, b) or self._span_aside(after_vals, b)):
            after_vals = []  # "the lowest weight across all blends (~6-8%)": what its values span
        if len(after_vals) > 1 and (paired := self._paired(a, b, sup, after_vals, m, stat)):
            return paired
        if len({v.value for v in after_vals}) > 1 and not _POINTS.search(text):
            return []  # "the highest scores are scattered (e.g., 52.8 at …, 52.7 at …)": values, not one extreme
        value = after_vals[0] if after_vals else None
        if value is not None and self._unit_of_another_panel(value, m):
            return []  # "… keeps them the longest (120 minutes)" said beside the visitors' panel
        at_tick = value is not None and _AT_PLACE.search(self.line.raw, a, value.start)
        if at_tick and value is not None and any(_axis_index(p, "x").every(value.value) for p in self.scope(m)):
            return []  # "peaks at 12" where 12 is an hour on the x axis: a place or a value
        if at_tick and value is not None and self._x_noun_after(value.end, m):
            return []  # "the highest bar is located at approximately 6 steps": a place no tick gives
        if value is not None and self._tick_not_value(value, m):
            return []  # "Valley's wettest year is 2020" over rainfall of 640-790 mm: the year, a place
        if (
            value is None
            and len(m.values) == 1
            and (
                CLAIM_SHAPES.IN_EXTREME_2.fullmatch(self.line.raw[m.values[0].end : at])
                or (
                    # (of a cell it names by its row and its column: "Mic C at 2000 Hz reaches
                    # −76 dB, the quietest cell"; "Bolt weighs 168 g, the lightest" is its value)
                    CLAIM_SHAPES.APPOSED_EXTREME.fullmatch(self.line.raw, m.values[0].end, at)
                    and len({c.axis for c in m.coords if c.end <= m.values[0].start and not c.spread}) == 2
                )
            )
            and not any(_axis_index(p, ax).every(m.values[0].value) for p in self.scope(m) for ax in ("x", "y"))
        ):
            # (but "2020 is the lowest year" over years on an axis: a place, not a value)
            value = m.values[0]  # "49.3 is the highest"
        if (
            sup.group(0).casefold() in _SPEED_WORDS
            and not (value is not None and CLAIM_SHAPES.TIME_UNIT.match(self.line.raw, value.end))
            and self._mixed_measures(m)
        ):
            return []  # "Btrfs is the slowest on every metric" over MB/s and latency: each way round
        if (
            sup.group(0).casefold() in _SPEED_WORDS
            and not after.startswith("-")  # ("the fastest-growing line": the most growth)
            and not (value is not None and CLAIM_SHAPES.TIME_UNIT.match(self.line.raw, value.end))
            and not self._measures_speed(m)
        ):
            # "Bus is the slowest mode" over values whose measure no label names: the slowest of
            # a time is its most, of a speed its least, so which end is unsaid
            return []
        loc: list[Coord] = []
        slice_: list[Coord] = []
        than = CLAIM_SHAPES.IN_EXTREME_3.search(text)
        for c in m.coords:
            if c.spread or (than and c.start > a + than.start()):
                continue  # an area ("Ratios 0.2-0.4"), or the other side of a comparison
            if c.end <= at and CLAIM_SHAPES.WITH_CLAUSE.search(self.line.raw, c.end, at):
                continue  # "A and B are close, with C scoring the lowest": the subjects of another clause
            if c.start > at and _trails(self.line.raw, a + sup.end(), c.start, b):
                continue  # "INT4 needs the least memory, which is a third of FP16's": another statement
            if c.start > at and CLAIM_SHAPES.AND_CLAUSE.search(self.line.raw, a + sup.end(), c.start):
                continue  # "… the highest read rate and also has the highest latency": another statement
            if c.start > at and CLAIM_SHAPES.RANKED_NEXT.match(self.line.raw, c.end):
                continue  # "X uses the least, with Z second only to it": another's rank, not where it is
            if (
                c.end <= at
                and ("," in self.line.raw[c.end : at] or CLAIM_SHAPES.AND_CLAUSE.search(self.line.raw, c.end, at))
                and any(o.axis == c.axis and o.start > at for o in m.coords)
            ):
                # "increases from 0.5 at a score of 0.0, reaches a maximum of 3.5 at a score of
                # 0.8", "leads on read and write and also has the lowest latency": a place of
                # the clause before; the extreme's own is after it
                continue
            if (
                value is not None
                and at < c.start < c.end <= value.start
                and CLAIM_SHAPES.MEASURED.search(self.line.raw, a, c.start)
                and re.fullmatch(
                    rf"[*_`\s]*(?:of|at|=|:)?\s*(?:{APPROX_WORDS}|[~≈∼])?\s*", self.line.raw[c.end : value.start]
                )
            ):
                slice_.append(c)  # "the weakest class is Neutral, with an F1 of 0.66": taken over F1
                continue
            apposed = _APPOSED.fullmatch(self.line.raw, c.end, at)
            if (
                c.start > at
                and CLAIM_SHAPES.IN_EXTREME_4.fullmatch(sup.group(0))
                and CLAIM_SHAPES.PEAK_PLACE.fullmatch(self.line.raw, a + sup.end(), c.start)
            ):
                loc.append(c)  # "The price peaks on Sunday": where the peak is, not what it is taken over
                continue
            if (
                _is_location(self.line.raw, c, at, a + sup.end())
                or _opens_on(self.line.raw, c, max(a, self.scoped_to), at)
                or apposed
            ):
                loc.append(c)
                if apposed and value is None:
                    # "Ice (41%) - tallest segment": the value in brackets is the extreme's
                    value = next((v for v in m.values if c.end < v.start and v.end < at), None)
            else:
                slice_.append(c)
        if _elliptic(self.line.raw, at, loc, m.coords):
            return []  # "Koi is the best on QA, Carp on Summarization": each name its own extreme
        loc, slice_ = _possessed(self.line.raw, a + sup.start(), a + sup.end(), b, loc, slice_)
        loc, slice_ = _owner_located(self.line.raw, a + sup.start(), a + sup.end(), b, loc, slice_)
        loc, slice_ = _scoped_at(self.line.raw, a + sup.start(), a + sup.end(), loc, slice_)
        if value is None and (cell := self._cell_named(a, sup, m)) is not None:
            loc, slice_ = cell, [c for c in slice_ if c not in cell]
        mixed = [ax for ax in ("x", "y") if len(self.scope(m)) == 1 and mixed_measures(self.scope(m)[0], ax)]
        if loc and len(self.scope(m)) == 1:
            for axis in ("x", "y"):
                measures = [c for c in loc if c.axis == axis]
                if len(measures) != 1:
                    continue
                if mixed != [axis] and not (
                    not mixed
                    and len({c.axis for c in loc}) == 2
                    and _apart_in_size(self.scope(m)[0], measures[0].tick, axis)
                ):
                    continue  # (one axis of measures, the other of things: "Lakeview is the
                    # smallest hospital, with 530 operations" beside complication rates of 2-4%)
                # "Bexia is the smallest country by area (84 thousand km²)" over columns of
                # population, area and GDP: the measure it names is what the extreme is taken
                # over, not a part of where it is ("Fuel use is highest in 2020 (41.5 L)": the
                # year is where)
                things = [c for c in loc if c.axis != axis]
                if not things and measures[0].start < a + sup.start():
                    # (the thing after the superlative: "… is highest in 2020"; not "Distance's
                    # coefficient is its largest value", the extreme of its own row)
                    things = [c for c in slice_ if c.axis != axis and c.start >= a + sup.end()]
                    slice_ = [c for c in slice_ if c not in things]
                if things:
                    loc, slice_ = things, [*slice_, *measures]
                break
        if (
            loc
            and len({c.axis for c in loc}) == 1
            and not any(c.axis != loc[0].axis for c in slice_)
            and (measure := self._measure_named(sup, loc[0], m))
        ):
            # "Nimbus is the lightest" over rows of battery, weight and price (or columns "Weight
            # (kg)", "Price ($)"): of the weight row
            slice_ = [*slice_, measure]
        for c in loc:
            among = {str(d.tick) for d in slice_ if d.axis == c.axis and not d.spread}
            if among and str(c.tick) not in among and not c.spread:
                # "Q4 is the strongest quarter, up a third on Q3": the other tick is what it is
                # compared with, not a part of the axis the extreme is taken over
                return []
        if _WHOLE.search(text, sup.end()):
            # "North's Control bar is the shortest in the chart": the owner names where the
            # extreme is, taken over the whole panel, not the part of it the extreme is taken over
            owned = [c for c in slice_ if c.start < at and CLAIM_SHAPES.IN_EXTREME_5.match(self.line.raw[c.end :])]
            loc += owned
            slice_ = [c for c in slice_ if c not in owned]
        counted = self._groups_counted(a + sup.end(), b, loc, m)
        if counted is not None and value is None:
            # "GSE achieves the highest speedup in two out of the four datasets"
            n, of = counted
            return [
                self.spec(
                    "extreme", a, b, m, stat=stat, location=loc, slice=slice_, quantifier="exactly", count=n, out_of=of
                )
            ]
        grouped = _GROUPED.search(text, sup.end())
        loc_axes = {c.axis for c in loc}
        # "A has the highest accuracy throughout": at every place of the x axis, as "at every epoch"
        throughout = loc_axes == {"y"} and not slice_ and self._throughout_after(text, sup)
        if (
            loc
            and len(loc_axes) == 1
            and (grouped or throughout or {c.axis for c in slice_} - loc_axes)
            and value is None
        ):
            # "Temperature 0.5 gives the highest score in every row", "Model C has the tallest
            # bar on MMLU, GSM8K and ARC-C": where the extreme of each row (column) is; "on
            # all three scores": how many groups it counts
            said = count_value(grouped.group("n")) if grouped and grouped.group("n") else None
            if grouped and grouped.group("both"):
                said = 2  # "the hardest task for both policies": two groups
            return [self.spec("extreme", a, b, m, stat=stat, location=loc, slice=slice_, quantifier="all", out_of=said)]
        rivals: list[Panel] = []
        if not loc and slice_ and len(m.panels) == 1 and len(self.all_panels) > 1:
            # (the superlative right before the name it is of: "the highest "Wrong"")
            of_name = any(re.fullmatch(r"[\s*_`\"“”']*", self.line.raw[a + sup.end() : c.start]) for c in slice_)
            if of_name and _opens_on_panel(self.line.raw, m.panels[0], a, at):
                rivals = [p for p in self.all_panels if p is not m.panels[0]]
        if value is None and not loc and not rivals:
            return []
        if (
            value is not None
            and not slice_
            and loc
            and len({c.axis for c in loc}) == 1
            and len(self.scope(m)) == 1
            and not _WHOLE.search(text)
            and not _POOLED.search(text)
        ):
            # "Tiny is the fastest model, at 18 ms" over a table of measures: the column its
            # value (a time) is in is the measure the extreme is of, and the fastest is its least
            # (or the row, in a table whose rows are the measures: "BM25 is the fastest, at 12 ms")
            across = "x" if loc[0].axis == "y" else "y"
            word = sup.group(0).casefold()
            column = _column_of(self.scope(m)[0], loc, value.value, across)
            if column is not None and word in _SPEED_WORDS and CLAIM_SHAPES.TIME_UNIT.match(self.line.raw, value.end):
                slice_ = [Coord(across, column, loc[0].start, loc[0].end)]
                worded = "max" if sup.group("max") else "min"
                if CLAIM_SHAPES.TIME_METRIC.search(str(column)) and stat == worded:
                    stat = "min" if worded == "max" else "max"  # (the fastest of times: the shortest)
            elif (
                column is not None
                and word not in _SPEED_WORDS | _GOOD_BAD | _STRONG_WEAK | _EASE_WORDS
                and (
                    _apart_in_size(self.scope(m)[0], column, across)
                    or _unit_names_column(self.scope(m)[0], column, across, value, self.line.raw)
                )
            ):
                # "Hillside has the fewest responses, only 95" over a table of a mean score and
                # a count n: the column its value is in, of values an order of magnitude from
                # every other column's, is the measure the extreme is of (not "the best", whose
                # end the measure decides, which no word names)
                slice_ = [Coord(across, column, loc[0].start, loc[0].end)]
        pm = _POINTS.search(text)
        points = None
        if pm:
            points = count_value(pm.group("n")) if pm.group("n").lower() not in ("multiple", "several") else -2
        return [
            self.spec(
                "extreme",
                a,
                b,
                m,
                rivals=rivals,
                stat=stat,
                value=value,
                location=loc,
                slice=slice_,
                points=points,
                pooled=bool(_POOLED.search(text)),
                approx=bool(_APPROX.search(text)) or bool(value and value.approx),
            )
        ]

    def _at_axis_end(self, a: int, b: int, sup: re.Match[str], m: Mentions) -> list[Spec] | None:
        """ "Hybrid starts highest", "Sparse ends with the lowest accuracy": the extreme at the
        first (last) place of a numbered x axis, of the one series the clause opens on; None
        when the clause is not so (a place it names, a value, a comparison, several series)."""
        text = self.text(a, b)
        verb = CLAIM_SHAPES.AXIS_END_VERB.search(text, max(0, sup.start() - 40), sup.start())
        if (
            verb is None
            or m.values
            or CLAIM_SHAPES.THAN.search(text)
            or CLAIM_SHAPES.IN_EXTREME_4.fullmatch(sup.group(0))
        ):
            return None
        if _NOT_EXTREME.search(text) or _NEGATION.search(text):
            return None
        ys = [c for c in m.coords if c.axis == "y" and not c.spread]
        if len(ys) != 1 or ys[0].end > a + verb.start() or any(c.axis == "x" for c in m.coords):
            return None
        if (
            not re.fullmatch(r"[\s*_`\"“”'’()\w-]*", self.line.raw[ys[0].end : a + verb.start()])
            or len(self.line.raw[ys[0].end : a + verb.start()]) > 30
        ):
            return None  # (the series is the verb's subject: "Hybrid (orange) starts highest")
        panels = self.scope(m)
        if len(panels) != 1 or not panels[0].cells or single_series(panels[0]):
            return None
        xs = [c.col for c in panels[0].cells if isinstance(c.col, (int, float)) and not isinstance(c.col, bool)]
        if len(xs) != len(panels[0].cells):
            return None  # (no order to take an end of)
        first = verb.group("verb").casefold().startswith(("start", "begin", "began"))
        place = min(xs) if first else max(xs)
        where = Coord("x", place, a + verb.start(), a + verb.end())
        stat = self._stat(sup, text, m)
        return [self.spec("extreme", a, b, m, stat=stat, location=[ys[0]], slice=[where], quantifier="all")]

    def _ranked_slice(self, spec: Spec, a: int, b: int) -> list[Coord]:
        """The categories of the ranked few the clause speaks of ("the top two categories"),
        as the places it names, when its one panel gives them plainly (ranked.ranked_few)."""
        hit = RANKED_FEW.search(self.line.raw, a, b)
        k = count_value(hit.group("k")) if hit is not None else None
        if hit is None or k is None or len(spec.panels) != 1:
            return []
        ticks = ranked_few(spec.panels[0], hit.group("end"), k)
        return [Coord("x", t, hit.start(), hit.end()) for t in ticks or ()]

    def _throughout_after(self, text: str, sup: re.Match[str]) -> bool:
        """Whether "throughout" (or "from start to finish") follows the superlative as the
        clause's extent over the x axis ("… the highest accuracy throughout", "throughout
        training"), not over the chart ("throughout the figure": the whole panel, pooled)."""
        if CLAIM_SHAPES.IN_EXTREME_4.fullmatch(sup.group(0)) or _STEP_HEDGE.search(text):
            return False
        hit = _THROUGHOUT.search(text, sup.end())
        return hit is not None and not CLAIM_SHAPES.OVER_THE_CHART.match(text, hit.end())

    def _measure_named(self, sup: re.Match[str], where: Coord, m: Mentions) -> Coord | None:
        """The one tick across from a thing's that is the measure a superlative names ("the
        lightest": the row "Weight (kg)" of a table of laptops by their specifications)."""
        measure = _MEASURE_OF.get(sup.group(0).casefold())
        if measure is None or len(panels := self.scope(m)) != 1:
            return None
        across = "y" if where.axis == "x" else "x"
        ticks = [t for t in axis_keys(panels[0], across) if isinstance(t, str) and measure.search(t)]
        if len(ticks) > 1:
            # "Weight (kg)" beside "Capacity (kg)": the one the measure's name names, not its unit
            ticks = [t for t in ticks if CLAIM_SHAPES.MEASURE_NAMED.search(t)]
        if len(ticks) != 1 or len(axis_keys(panels[0], across)) < 2:
            return None
        return Coord(across, ticks[0], where.start, where.end)

    def _cell_named(self, a: int, sup: re.Match[str], m: Mentions) -> list[Coord] | None:
        """The cell of a grid a clause opens on, by its column and its row, when the extreme
        it states is of a cell ("Mon at 11:00 is the busiest slot of the week", "Plot B, 20 cm
        is the driest cell"): where the extreme is, of the whole grid, and not the extreme of
        the row the "at 11:00" would otherwise be read as."""
        raw, at = self.line.raw, a + sup.start()
        if not CLAIM_SHAPES.CELL_AFTER.match(raw, a + sup.end()) or len(panels := self.scope(m)) != 1:
            return None
        named = sorted(m.coords, key=lambda c: c.start)
        if (
            len(named) != 2
            or named[1].end > at
            or {c.axis for c in named} != {"x", "y"}
            or any(c.spread for c in named)
        ):
            return None  # (another name after the superlative: "the busiest slot on Monday" slices)
        first, second = named
        if not (
            _NOTHING_BEFORE.fullmatch(raw, max(a, self.scoped_to), first.start)
            and CLAIM_SHAPES.CELL_JOINT.fullmatch(raw, first.end, second.start)
            and CLAIM_SHAPES.CELL_COPULA.fullmatch(raw, second.end, at)
        ):
            return None
        row, col = (first, second) if first.axis == "y" else (second, first)
        if not any(same_tick(c.row, row.tick) and same_tick(c.col, col.tick) for c in panels[0].cells):
            return None
        return named

    def _tick_not_value(self, value: Num, m: Mentions) -> bool:
        """Whether a number said as an extreme is a tick of the x axis of every panel in scope
        and lies outside the span of their cells: where the extreme is, not what it is."""
        panels = self.scope(m)
        if not panels or value.percent:
            return False
        for p in panels:
            if not any(isinstance(k, (int, float)) and k == value.value for k in axis_keys(p, "x")):
                return False
            values = [c.value for c in p.cells]
            if not values or min(values) <= value.value <= max(values):
                return False
        return True

    def _unit_of_another_panel(self, value: Num, m: Mentions) -> bool:
        """Whether the word right after a value names what some panel measures but not what
        every panel in scope does ("the longest (120 minutes)" over "Visitors per Day" and
        "Average Stay", which alone measures minutes): the value is of another panel than
        some of those the claim would be judged on."""
        unit = CLAIM_SHAPES.UNIT_WORD.match(self.line.raw, value.end)
        if unit is None or len(self.all_panels) < 2:
            return False
        word = stem(unit.group(1).casefold())

        def measures(p: Panel) -> bool:
            said = f"{p.y.label if p.y else ''} {p.title or ''}"
            return word in {stem(w) for w in content_words(said)}

        scope = self.scope(m)
        return any(measures(p) for p in self.all_panels) and not all(measures(p) for p in scope)

    def _measures_speed_or_cost(self, m: Mentions) -> bool:
        """Whether the values the panels in scope give are times, rates or costs (what
        "faster", "cheaper", "as expensive as" speak of)."""
        metric = " ".join([self._metric(m), *(str(c.tick) for c in m.coords if isinstance(c.tick, str))])
        return bool(
            CLAIM_SHAPES.TIME_METRIC.search(metric)
            or CLAIM_SHAPES.RATE_METRIC.search(metric)
            or CLAIM_SHAPES.COST_LABEL.search(metric)
        )

    def _measures_speed(self, m: Mentions) -> bool:
        """Whether the panels in scope (or the columns a clause names, or the title) say their
        values are times or speeds, so that "fastest" and "slowest" know their ends."""
        # (a radar's spoke or a table's column among the panels' names: "Speed" of "the fastest robot")
        names = [str(t) for p in self.scope(m) for t in axis_keys(p, "x") if isinstance(t, str)]
        metric = " ".join(
            [self._metric(m), self.title or "", *names, *(str(c.tick) for c in m.coords if isinstance(c.tick, str))]
        )
        return bool(
            CLAIM_SHAPES.TIME_METRIC.search(metric)
            or CLAIM_SHAPES.RATE_METRIC.search(metric)
            or CLAIM_SHAPES.SPEED_MEASURE.search(metric)
        )

    def _mixed_measures(self, m: Mentions) -> bool:
        """Whether the columns a clause that names none of them speaks of are times and other
        measures at once (a table of "Read", "Write" and "Latency"): the slowest of a time is
        its most, of a throughput its least, so "the slowest" of all of them is no one end."""
        if any(c.axis == "x" for c in m.coords):
            return False
        for p in self.scope(m):
            names = [t for t in axis_keys(p, "x") if isinstance(t, str)]
            timed = sum(bool(CLAIM_SHAPES.TIME_METRIC.search(t)) for t in names)
            if 0 < timed < len(names):
                return True
        return False

    def _merit_known(self, m: Mentions) -> bool:
        """Whether the panels say which end of their values is the better: a measure where more
        is better, or less (an error, a loss, a time)."""
        metric = self._metric(m)
        return (
            _measures_gain(self.scope(m))
            or bool(_HIGHER_BETTER.search(metric))
            or lower_is_better(self.scope(m), self.sentence, self.title)
            or bool(CLAIM_SHAPES.TIME_METRIC.search(metric) and not CLAIM_SHAPES.RATE_METRIC.search(metric))
        )

    def _stat(self, sup: re.Match[str], text: str, m: Mentions) -> str:
        """ "max" or "min" of a superlative in `text`, turned for a lower-is-better measure
        ("the best WER") or a word after it ("the largest reduction")."""
        stat = "max" if sup.group("max") else "min"
        merit = _GOOD_BAD | _STRONG_WEAK
        flip = sup.group(0).casefold() in merit and lower_is_better(self.scope(m), self.sentence, self.title)
        if flip and _HIGHER_BETTER.match(text, sup.end() + len(text[sup.end() :]) - len(text[sup.end() :].lstrip())):
            flip = False  # "the best recall" in a chart of latency and recall: the most recall
        # (the metric: the panel's value label, or a column the clause names: "Latency (ms)" of a table)
        named = [str(c.tick) for c in m.coords if isinstance(c.tick, str)]
        metric = " ".join([self._metric(m), *named])
        if sup.group(0).casefold() in merit:
            # "M2 is the best calibrated, with ECE ~0.03" over columns of accuracy and ECE: the
            # measure the clause names decides which end is good, when it names one kind only
            # (a column's name: a series may be named for a loss, "Focal loss has the best accuracy")
            measures = [str(c.tick) for c in m.coords if isinstance(c.tick, str) and c.axis == "x"]
            lower = any(_lower_better(t) and not _HIGHER_BETTER.search(t) for t in measures)
            higher = any(_HIGHER_BETTER.search(t) and not _lower_better(t) for t in measures)
            if lower != higher:
                flip = lower
        saved = _BETTERED.search(metric) is not None  # ("Time Saved (s)": more of it is better)
        if sup.group(0).casefold() in _EASE_WORDS and not (
            _measures_gain(self.scope(m)) or _HIGHER_BETTER.search(self._metric(m)) or saved
        ):
            flip = True  # "the easiest" of a time or an error: its lowest
        # (or a time it states, "Radix is the fastest at 54 ms", where no label names the measure)
        timed = any(CLAIM_SHAPES.TIME_UNIT.match(self.line.raw, v.end) for v in m.values)
        # (a column the clause names decides over the title: "layernorm is the fastest optimised
        # kernel at 0.6 ms" names "Optimised (ms)" under a title "Kernel Speedups")
        columns = [t for t in named if CLAIM_SHAPES.TIME_METRIC.search(t) or CLAIM_SHAPES.RATE_METRIC.search(t)]
        if sup.group(0).casefold() in _SPEED_WORDS and columns:
            flip = all(not CLAIM_SHAPES.RATE_METRIC.search(t) and not _BETTERED.search(t) for t in columns)
        elif sup.group(0).casefold() in _SPEED_WORDS and (CLAIM_SHAPES.TIME_METRIC.search(metric) or timed):
            # "Beta is the fastest (7 s)" of a chart of times: the shortest time
            flip = not CLAIM_SHAPES.RATE_METRIC.search(metric) and not saved
        turned = CLAIM_SHAPES.FLIP.match(text[sup.end() :])
        if turned and re.search(rf"\b{turned.group('noun')[:5]}", metric, re.I):
            turned = None  # "the best reduction" in a chart of "Churn Reduction (%)": the values are reductions
        if flip or turned:
            stat = "min" if stat == "max" else "max"
        if stat == "max" and CLAIM_SHAPES.NEGATIVE_AFTER.match(text, sup.end()):
            stat = "min"  # "the strongest negative correlation": the lowest value
        return stat

    def _every_group_at(self, a: int, b: int, sup: re.Match[str], m: Mentions) -> list[Spec]:
        """ "Both models score lowest in Math and Coding (1.0 for A, 2.0 for B)": in each
        group along the other axis, the extreme is at one of the ticks named after the
        superlative (a bracket after them restates values); empty when the clause says more
        than that or the subject names the axis of those ticks."""
        raw, end = self.line.raw, a + sup.end()
        close = raw.find("(", end, b)
        close = b if close < 0 else close
        places = [c for c in m.coords if end <= c.start < close]
        if not places or any(c.spread for c in places) or len({c.axis for c in places}) != 1:
            return []
        if not CLAIM_SHAPES.EVERY_AT.fullmatch(raw, end, places[0].start):
            return []
        for left, right in pairwise(places):
            if not _PAIR_GAP.fullmatch(raw, left.end, right.start):
                return []
        if not re.fullmatch(r"[\s*_`\"”.]*(?:\([^()]*\)[\s.]*)?", raw[places[-1].end : b]):
            return []
        subject = content_words(self.line.raw[a : a + sup.start()])
        if any(subject & content_words(_label_of(p, places[0].axis)) for p in self.scope(m)):
            return []  # ("All categories score lowest in Math": the places are what it counts)
        stat = self._stat(sup, self.text(a, b), m)
        return [self.spec("extreme", a, b, m, stat=stat, location=places, quantifier="all")]

    def _paired(self, a: int, b: int, sup: re.Match[str], values: list[Num], m: Mentions, stat: str) -> list[Spec]:
        """'Model-L has the highest "Wrong" (42.9%) and "Max Actions Error" (12.6%)' over a
        pie per model: one extreme over the panels per name and the value in brackets after
        it, of the panel the clause opens on; empty for any other shape."""
        raw, at, end = self.line.raw, a + sup.start(), a + sup.end()
        if len(m.panels) != 1 or len(self.all_panels) < 2 or not _opens_on_panel(raw, m.panels[0], a, at):
            return []
        names = [c for c in m.coords if c.start >= end and not c.spread]
        if len(names) != len(values):
            return []
        for c, v in zip(names, values, strict=True):
            if not (_PAIR_GAP.fullmatch(raw, end, c.start) and _OWNS.fullmatch(raw[c.end : v.start].lstrip('"”“`'))):
                return []
            end = v.end
        rivals = [p for p in self.all_panels if p is not m.panels[0]]
        return [
            self.spec("extreme", a, b, m, rivals=rivals, stat=stat, value=v, slice=[c])
            for c, v in zip(names, values, strict=True)
        ]

    def _span_aside(self, values: list[Num], b: int) -> bool:
        """Whether the two values close the clause as the span of the extreme's group, said after
        a comma ("the lowest pass rate across all tracks, with values ranging from 52% to 70%")."""
        one, two = values
        raw = self.line.raw
        lead = _SPAN_ASIDE.search(raw, max(0, one.start - 40), one.start)
        join = _SPAN_ASIDE_JOIN.fullmatch(raw, one.end, two.start)
        return (
            lead is not None
            and join is not None
            and re.fullmatch(r"\s*%?[\s*_`)]*[.;]?\s*", raw[two.end : b]) is not None
        )

    def _bracketed_span(self, values: list[Num], a: int, b: int) -> bool:
        """Whether the two values are the ends of one range phrase set in brackets ("(~6-8%)")."""
        ids = {id(n) for n in values}
        return any(
            p.kind == "range"
            and {id(n) for n in p.nums} == ids
            and CLAIM_SHAPES.IN_BRACKETED_SPAN.search(self.line.raw[max(a, p.start - 3) : p.start]) is not None
            and CLAIM_SHAPES.IN_BRACKETED_SPAN_2.match(self.line.raw[p.end : b]) is not None
            for p in self.line.phrases_at(a, b)
        )

    def _groups_counted(self, at: int, b: int, loc: list[Coord], m: Mentions) -> tuple[int, int | None] | None:
        """(n, m) of "in n (out) of the m <groups>" after a superlative, when the groups are
        the ticks of the axis other than the one the claim locates its extreme on, and the
        clause names nothing else there ("in one of the two groups", "in both groups")."""
        hit = _IN_COUNT.search(self.line.raw, at, b)
        if hit is None or len(loc) != 1 or len(self.scope(m)) != 1:
            return None
        n = 2 if hit.group("n").casefold() == "both" else count_value(hit.group("n"))
        out_of = count_value(hit.group("m")) if hit.group("m") else None
        other = "y" if loc[0].axis == "x" else "x"
        word = hit.group("noun").casefold()
        noun = word[:-3] + "y" if word.endswith("ies") else stem(word)
        if n is None or noun not in content_words(_label_of(self.scope(m)[0], other)) | _GROUP_NOUNS:
            return None
        if any(c.axis == other and not c.spread and c.start >= at for c in m.coords):
            return None  # "in two of the datasets, D1 and D3": places it names
        return n, out_of

    def _places_counted(self, a: int, b: int, axis: str, m: Mentions) -> tuple[int, int | None] | None:
        """(n, m) of "on n (of the m) <places>" in a clause that compares two series, when the
        places are the ticks of `axis` ("Vega beats Orion on three of the five languages", "in
        two settings") and the clause names none of them."""
        hit = _IN_COUNT.search(self.line.raw, a, b)
        ref = self.scope(m)
        if hit is None or len(ref) != 1 or hit.group("n").casefold() == "both":
            return None
        n = count_value(hit.group("n"))
        out_of = count_value(hit.group("m")) if hit.group("m") else None
        word = hit.group("noun").casefold()
        if len(word) <= 3 or CLAIM_SHAPES.TIME_UNIT.fullmatch(word):
            return None  # ("fastest at 38 ms, ahead of Aster": a value in its unit, no places counted)
        noun = word[:-3] + "y" if word.endswith("ies") else stem(word)
        if n is None or noun not in content_words(_label_of(ref[0], axis)) | _GROUP_NOUNS:
            return None
        if any(c.axis == axis and not c.spread for c in m.coords):
            return None  # "in two of the datasets, D1 and D3": places it names
        return n, out_of

    def _bare_list(self, places: list[Coord], b: int) -> bool:
        """Whether the places are a plain list that ends the clause ("on News, Forums and
        Patents."), nothing said between or after them (two names at one place are one phrase:
        "only in Large setups" finds Large and Large + Vent)."""
        places = sorted(places, key=lambda c: c.start)
        for left, right in pairwise(places):
            if left.start != right.start and not CLAIM_SHAPES.IN_BARE_LIST.fullmatch(
                self.line.raw[left.end : right.start]
            ):
                return False
        return _PLACES_TAIL.fullmatch(self.line.raw, places[-1].end, b) is not None

    def _covaries(self, text: str, a: int, b: int, verb: re.Match[str], m: Mentions, rising: bool) -> list[Spec]:
        """ "Price rises with range across all five models": one tick's values against another
        tick's of the same axis, over the places of the other axis (two columns of a table,
        two measures of a scatter), not a course along an axis."""
        along = CLAIM_SHAPES.ALONG.match(text, verb.end() + len(text[verb.end() :]) - len(text[verb.end() :].lstrip()))
        if along is None or not CLAIM_SHAPES.IN_COVARIES.fullmatch(along.group("kw")) or along.group("dir"):
            return []
        before = [c for c in m.coords if c.end <= a + verb.start() and not c.spread]
        said = [c for c in m.coords if a + along.start("what") <= c.start < a + along.end() and not c.spread]
        if len(before) != 1 or len(said) != 1 or before[0].axis != said[0].axis or m.values:
            return []
        if same_tick(before[0].tick, said[0].tick) or len(self.scope(m)) != 1:
            return []
        rest = [c for c in m.coords if c not in before and c not in said and not c.spread]
        if rest:
            return []  # (places it narrows to: not read)
        other = "x" if before[0].axis == "y" else "y"
        places = axis_keys(self.scope(m)[0], other)
        for every in CLAIM_SHAPES.OF_EVERY.finditer(text):
            # "across all five models" over five rows: every place; "in both groups" over rows
            # that are participants: groups the cells do not give, each its own run
            words = every.group("words").split()
            n = count_value(words[0]) if words else None
            named = content_words(every.group("words")) & content_words(_label_of(self.scope(m)[0], other))
            if n != len(places) and not named:
                return []
        q = "all" if _ALL.search(text) or CLAIM_SHAPES.IN_COVARIES_2.search(text) else None
        return [
            self.spec("trend", a, b, m, relation="covaries", rising=rising, subject=before, other=said, quantifier=q)
        ]

    def _best_tick(self, a: int, b: int, sup: re.Match[str], m: Mentions) -> list[Spec]:
        """ "For EN-DE the best beam width is 8": the extreme of the cells the rest of the
        clause names is at that tick of the axis the superlative's noun names."""
        hit = CLAIM_SHAPES.IS_TICK.match(self.line.raw, a + sup.end(), b)
        if hit is None or m.values or _NEGATION.search(self.text(a, b)):
            return []
        at = [c for c in m.coords if c.start == hit.end() and not c.spread]
        noun = content_words(hit.group("noun"))
        ref = self.scope(m)
        if len(at) != 1 or len(ref) != 1 or not noun & content_words(_label_of(ref[0], at[0].axis)):
            return []
        rest = [c for c in m.coords if c.axis != at[0].axis and not c.spread]
        if len({str(c.tick) for c in rest}) != 1 and not self._single_series():
            return []  # which row the best is taken in, it must say
        stat = "max" if sup.group("max") else "min"
        if sup.group(0).casefold() in _GOOD_BAD and lower_is_better(ref, self.sentence, self.title):
            stat = "min" if stat == "max" else "max"
        return [self.spec("extreme", a, b, m, stat=stat, location=at, slice=rest[:1])]

    def _noun_of(self, c: Coord, after: str, m: Mentions) -> bool:
        """Whether the noun after a superlative names the axis of the tick said before it
        ("Adam is the best optimiser": a place on the Optimiser axis, the extreme's own)."""
        head = content_words(" ".join(CLAIM_SHAPES.LETTERS.findall(after)[:2]))
        return any(head & content_words(_label_of(p, c.axis)) for p in self.scope(m))

    def _names_tick(self, after: str) -> bool:
        ref = self.context or (self.all_panels[0] if self.all_panels else None)
        if ref is None:
            return False
        head = content_words(" ".join(CLAIM_SHAPES.LETTERS.findall(after)[:2]))
        # the axis of a bar or line chart that holds the values names no tick
        value_y = ref.y is not None and (
            (any(isinstance(c.row, str) for c in ref.cells) and all(isinstance(t, (int, float)) for t in ref.y.ticks))
            # (grouped bars whose series are years, "2022", "2023", from the legend: the y axis
            # lists no ticks, its label is the values')
            or (not ref.y.ticks and ref.x is not None and bool(ref.x.ticks) and ref.scale is None)
        )  # a bar or line chart: its y axis holds the values, its rows are series
        axes = (ref.x,) if single_series(ref) or value_y else (ref.x, ref.y)
        if not any(head & content_words(ax.label) for ax in axes if ax is not None and ax.label):
            return False
        return not CLAIM_SHAPES.LOCATING_VERB.match(CLAIM_SHAPES.IN_NAMES_TICK.sub("", after))

    def _named_otherwise(self, v: Num, m: Mentions, a: int) -> bool:
        """Whether the number is set equal to a name ("AP = 0.71") that is none of the places
        the sentence names nor a word of what its panels measure, their titles or ticks: the
        value of a measure the reading has no cells for (average precision beside a column of
        precision), so no cell can prove it wrong."""
        hit = CLAIM_SHAPES.SYMBOL_EQUALS.search(self.line.raw, max(a, v.start - 24), v.start)
        if hit is None:
            return False
        s, e = hit.span("sym")
        if any(s <= c.start < e or c.start <= s < c.end for c in m.coords):
            return False  # ("Ratio = 0.3": a place)
        sym = loose(hit.group("sym"))
        words = content_words(hit.group("sym"))
        for p in self.scope(m):
            labels = [p.title, p.x.label if p.x else None, p.y.label if p.y else None]
            labels.append(p.scale.label if p.scale else None)
            if any(words & content_words(label) for label in labels):
                return False
            if any(loose(str(t)) == sym for axis in "xy" for t in axis_keys(p, axis)):
                return False
        return True

    # -- "Deformable DETR reaches 24.5 mAP on LVIS", "52.8 at Size 2000/Ratio 0.3, 52.7 at …"
    @triggered_by(when=lambda r, a, b, m: bool(m.values and m.coords))
    def values(self, a: int, b: int, m: Mentions) -> list[Spec]:
        text = self.text(a, b)
        if not m.values or not m.coords or _not_values(self.plain) or _compare_word(text):
            return []
        if CLAIM_SHAPES.THAN.search(text) or any(_signed_gap(self.line.raw, v, b) for v in m.values):
            return []  # "TGI is 36 ms slower than vLLM", "A is +6.0 over B": a difference
        if any(CLAIM_SHAPES.GAP_WORD_AFTER.match(self.line.raw, v.end, b) for v in m.values):
            return []  # "The Spire ranks second, 14 m shorter": how far it is from another
        if CLAIM_SHAPES.CHANGE_EXTREME.search(text) and not any(
            CLAIM_SHAPES.CHANGE_MEASURE.search(_value_label(p)) for p in self.scope(m)
        ):
            return []  # "The steepest annual fall was in 2021 (1.7 million)": the size of a change
        ranged = {id(n) for p in self.line.phrases_over(a, b) if p.kind == "range" for n in p.nums}
        if any(id(v) in ranged for v in m.values):
            return []  # "dipped in Q3, from 1,305 to 1,290": a change between two values
        if any(_ARROW.fullmatch(self.line.raw, u.end, v.start) for u, v in pairwise(m.values)):
            return []  # "halves memory use (72 → 36 GB)": a change between two values
        if any(self._named_otherwise(v, m, a) for v in m.values):
            return []  # "Detector-3 (AP = 0.71)" beside a table of precision: a measure not read
        if any(
            (verb := CLAIM_SHAPES.CHANGE_BY.search(self.line.raw, max(a, v.start - 40), v.start))
            and verb.group(0)[0].islower()
            for v in m.values
        ):
            return []  # "March falls 15% from February", "grows by 12": a change, not a level ("Declined 48": a name)
        out = []
        groups = []
        # "(Epochs 0–25): starts at 6": an end of a stretch of ticks is no place of a value;
        # nor is the tick a stretch opens or closes on ("after epoch 40 it plateaus at 0.80")
        raw = self.line.raw
        # (the axis of places: the rows, in a table whose columns are measures: "The bounce
        # rate fell from February onward, reaching 43% in April")
        scope = self.scope(m)
        along = "y" if len(scope) == 1 and mixed_measures(scope[0], "x") else "x"
        places = [
            c
            for c in m.coords
            if not c.spread
            and not (
                c.axis == along
                and (
                    CLAIM_SHAPES.STRETCH_END.search(raw, max(a, c.start - 24), c.start)
                    or CLAIM_SHAPES.ONWARD.match(raw, c.end)
                )
            )
        ]
        for i, v in enumerate(m.values):
            if _YEAR_NUMBER.fullmatch(v.raw) and self._tick_not_value(v, m):
                continue  # ("surpassed its 2019 record, reaching 4.5 million": the year, a place)
            # each value with the coordinates after it, or else those just before it
            nxt = m.values[i + 1].start if i + 1 < len(m.values) else b
            prev = m.values[i - 1].end if i else a
            # (", which is a third of FP16's" after it is another statement, not its place)
            # ("peaks in Jun at 18.3 and is lowest in Jan (12.4)": a place right before the next
            # value, joined to it, is the next value's)
            after = [
                c
                for c in places
                if v.start <= c.start < nxt
                and not CLAIM_SHAPES.TRAILING.search(self.line.raw, v.end, c.start)
                # ("Transport, at 15%, is three quarters of Food": the other thing of a share)
                and not CLAIM_SHAPES.SHARE_OF_OTHER.search(self.line.raw, v.end, c.start)
                and not (nxt < b and _PLACE_THEN_VALUE.fullmatch(self.line.raw, c.end, nxt))
            ]
            # ("12% (1 thread) and climbs to 23%": the place right after a value is that value's own)
            before = [
                c
                for c in places
                if prev <= c.start < v.start
                and not (i and CLAIM_SHAPES.OWN_PLACE.fullmatch(self.line.raw, prev, c.start))
            ]
            # "South (-1.5)": a value in parentheses belongs to what precedes it; "52.8 at
            # Size 2000/Ratio 0.3" to what follows; "DETR reaches 24.5 on LVIS" to both
            paren = self.line.raw[max(a, v.start - 2) : v.start].rstrip().endswith("(")
            first, second = (before, after) if paren else (after, before)
            # (completed by the series or the scope named before: "For Safety, … 52% vs. Beta")
            near = next(
                (c for c in (first, second, self._completed(v, first, m)) if self._locates(c)),
                self._completed(v, before + after, m),
            )
            xs = [{str(c.tick) for c in side if c.axis == "x"} for side in (first, near)]
            if near is second and xs[0] and xs[1] and xs[0] != xs[1]:
                # "dips in 2022 before recovering to 55 in 2023": the place after the value is
                # its own, though only the one before it names the series too
                continue
            later = [c for c in near if c.start >= v.end]
            if paren and later and CLAIM_SHAPES.IN_VALUES.match(self.line.raw[v.end : min(c.start for c in later)]):
                # "In-person support scores highest (4.5), with live chat a close second (4.3)":
                # a bracket closed before a comma gives the value of what came before it (here
                # a name not read), not of the name the next clause opens on
                continue
            after_number = CLAIM_SHAPES.IN_VALUES_2.search(self.line.raw[max(a, v.start - 8) : v.start])
            if paren and not first and near is second and after_number:
                # "Recall at 0.9 (0.35) is about a third of its value at 0.1": the bracket gives
                # the value of the place before it, which is read as a number; not the place after
                continue
            groups.append((v, near))
        for v, coords in groups:
            if CLAIM_SHAPES.SEVERAL_SUBJECT.search(self.line.raw, a, v.start) and not any(
                c.axis == "y" for c in coords
            ):
                continue  # "the two are close (6.1 vs 5.8 GB)": values of several series, no one named
            if CLAIM_SHAPES.CROSSES_BEFORE.search(self.line.raw, max(a, v.start - 24), v.start):
                continue  # "the count first passes 1,000 in 2022": a bound it crosses, no value
            if (word := CLAIM_SHAPES.WORD_BEFORE.search(self.line.raw, max(a, v.start - 24), v.start)) and (
                stem(word.group(1).casefold()) in _PLACE_NOUNS or word.group(1).casefold() == "per"
            ):
                # "between week 1 and week 4" of ticks "Finished week 1": a place no tick is, no
                # value; "the most fuel per 100 km (13.5 L)": the unit's size, no value
                continue
            if any(CLAIM_SHAPES.LEFT_OUT.search(self.line.raw, max(a, c.start - 24), c.start) for c in coords):
                continue  # "Without s3 the mean is 48.75%": said of the others, not of s3
            if _THRESHOLD.search(self.line.raw, max(a, v.start - 30), v.start):
                continue  # "Terse's mean is under 100 tokens": a bound on the value, not the value
            if _WITHIN_OF.search(self.line.raw, max(a, v.start - 24), v.start):
                continue  # "MoE at 100 (2.42) is within 0.2 of Dense at 1000": how far apart, no value
            if CLAIM_SHAPES.COMPOUND_AFTER.match(self.line.raw, v.end):
                continue  # "misses the 24-hour SLA", "a 5-point gap": a number made an adjective, no value
            if (
                isinstance(v.value, int)
                and not v.percent
                and CLAIM_SHAPES.COUNTS_MARKS.match(self.line.raw, v.end)
                and v.value <= sum(len(p.cells) for p in self.scope(m))
            ):
                # "1 red dot (Kestrel-2B) at 2B parameters": how many marks, not a value (but
                # "lends 3,790 items" is more than the chart draws: what its values count)
                continue
            if _FRACTION_OF.search(self.line.raw, max(a, v.start - 30), v.start):
                continue  # "about a fifth of the 2016 price": the base of a ratio, no value said
            if CLAIM_SHAPES.PART_OF.search(self.line.raw, max(a, v.start - 16), v.start) or CLAIM_SHAPES.OF_WHOLE.match(
                self.line.raw, v.end
            ):
                continue  # "most of the rise (33 of 41 degrees)": a part and its whole, no cell's value
            if v.raw.startswith("+") and not any(c.value < 0 for p in self.scope(m) for c in p.cells):
                continue  # "Model-S flattens after 100k (+1.1)": a signed change over cells that are all positive
            if self._setting_value(v, a, m):
                continue  # "(learning rate 3e-4, 8 environments)": a named setting's number, no cell's value
            # "From step 10 to approximately step 100, … rising to around 1300": two places on
            # the x axis and one value, which may be at either end or neither: no one cell
            if len({str(c.tick) for c in coords if c.axis == "x"}) > 1:
                continue
            if self._second_place(v, coords, m):
                continue  # "peaks at 32 frames and dips slightly at 64": a second tick on x, no value
            if not self._locates(coords) and (point := self._point_place(v, coords, m)) is not None:
                coords = [*coords, point]  # "Model-B reaches an accuracy of 67.8": its one point's value
            if not self._locates(coords) and (end := self._series_end(v, coords, a, m)) is not None:
                coords = [*coords, end]  # "AdamW finishes training at a loss of 0.78": its last point
            if not self._locates(coords) and (by_unit := self._unit_place(v, coords, m)) is not None:
                coords = [*coords, by_unit]  # "Dart weighs 16 kg" over a row "Weight (kg)"
            if self._locates(coords):
                out.append(
                    self.spec(
                        "value",
                        a,
                        b,
                        m,
                        value=v,
                        location=coords,
                        approx=v.approx or bool(_APPROX.search(self.line.raw[max(a, v.start - 16) : v.start])),
                        quantifier=self._every_affixed(a, v, coords),
                    )
                )
        return out

    def _point_place(self, v: Num, coords: list[Coord], m: Mentions) -> Coord | None:
        """The x of the one point a value is said of, on a chart of labelled points (one each),
        when the words between the point's name and the value name the y axis's measure and
        not the x axis's ("Model-B reaches an accuracy of 67.8" over "Accuracy (%)" against
        "Parameters (B)"), or the unit after it is the y axis's alone; None otherwise (the
        number may be the point's x, or a measure the chart does not draw)."""
        scope = self.scope(m)
        rows = [c for c in coords if c.axis == "y" and not c.spread]
        if len(scope) != 1 or len(rows) != 1 or len(coords) != 1 or rows[0].end > v.start:
            return None
        p = scope[0]
        if not one_point_each(p) or p.x is None or p.y is None or not p.x.label or not p.y.label:
            return None
        cell = next((c for c in p.cells if same_tick(c.row, rows[0].tick)), None)
        if cell is None or not isinstance(cell.col, (int, float)) or abs(float(cell.col) - v.value) < 1e-9:
            return None  # ("Model-M sits at 18": its x)
        between = self.line.raw[rows[0].end : v.start]
        if CLAIM_SHAPES.IN_POINT_PLACE.search(between):
            return None  # (a value of another clause, or a comparison)
        x_words, y_words = (
            {w for w in content_words(CLAIM_SHAPES.LABEL_BRACKET.sub(" ", ax.label or "")) if len(w) >= 3}
            for ax in (p.x, p.y)
        )
        said = content_words(between)
        units = [
            (u.group(1).strip().casefold() if (u := CLAIM_SHAPES.LABEL_BRACKET.search(ax.label or "")) else None)
            for ax in (p.x, p.y)
        ]
        after = _UNIT_AFTER.match(self.line.raw, v.end)
        unit = "%" if v.percent else after.group(1).casefold() if after else None
        if unit is not None and unit == units[0]:
            return None  # ("uses 18 GB" over "Memory (GB)": its x)
        of_y = bool(said & y_words) and not said & x_words
        if not of_y and not (unit is not None and unit == units[1] and unit != units[0]):
            return None
        return Coord("x", cell.col, v.start, v.start)

    def _series_end(self, v: Num, coords: list[Coord], a: int, m: Mentions) -> Coord | None:
        """The place at one end of the one series a value is said of, when the words right
        before the value say that end ("AdamW finishes training at a loss of 0.78", "Heron
        starts off at ~1.3", "Kite's final score is 71"): the series' last (first) x on an axis
        of numbers, where the clause names no place of its own. None otherwise."""
        if any(c.axis == "x" for c in coords):
            return None
        rows = {tick_key(c.tick): c for c in coords if c.axis == "y" and not c.spread}
        if len(rows) != 1:
            return None
        hit = _END_VALUE.search(self.line.raw, max(a, v.start - 80), v.start)
        if hit is None:
            return None
        if self._x_noun_after(v.end, m):
            return None  # ("ends at 40 epochs": a place on the axis, no value)
        if any(CLAIM_SHAPES.PART_OF_AXIS.search(t) for t in (self.line.raw[self.start : hit.start()], *self.titles)):
            return None  # ("**Settling (Steps 60–100)**: B opens at 11.5": the end of a stretch, not of the axis)
        said = hit.group("measure")
        if said and not content_words(said) & self._measure_words(m):
            return None  # ("starts at a learning rate of 3e-4" over a chart of losses: a setting)
        row = next(iter(rows.values()))
        found = [[c.col for c in p.cells if same_tick(c.row, row.tick)] for p in self.scope(m)]
        found = [cols for cols in found if cols]
        if len(found) != 1 or len(found[0]) < 2:
            return None  # (the one panel that has the series, with a course along x)
        cols = found[0]
        if not all(isinstance(t, (int, float)) and not isinstance(t, bool) for t in cols):
            return None  # (an end of an axis of names is no place the reading orders)
        verb = (hit.group("verb") or "").casefold()
        which = (hit.group("which") or "").casefold()
        first = verb.startswith(("start", "begin", "began", "open")) or which in _FIRST_WORDS
        numbers = [float(t) for t in cols if isinstance(t, (int, float))]
        at = min(numbers) if first else max(numbers)
        tick = next(t for t in cols if isinstance(t, (int, float)) and float(t) == at)
        return Coord("x", tick, hit.start(), hit.end())

    def _measure_words(self, m: Mentions) -> set[str]:
        """The words of what the values measure: the y-axis (or colour-bar) labels of the
        panels in scope, and the document's title."""
        words = content_words(self.title)
        for p in self.scope(m):
            words |= content_words(p.y.label if p.y else None) | content_words(p.scale.label if p.scale else None)
            words |= content_words(p.title)
        return words

    def _reordered_tick(self, v: Num, m: Mentions) -> bool:
        """Whether a number is followed by a word that, with that number, makes up a tick of a
        panel in scope written the other way round ("the 0.5 threshold" over a tick
        "threshold 0.5"): a place the sentence names, which no coordinate was read for."""
        if any(c.start <= v.start < c.end for c in m.coords):
            return False
        word = CLAIM_SHAPES.UNIT_WORD.match(self.line.raw, v.end)
        if word is None:
            return False
        said = stem(word.group(1).casefold())
        for p in self.scope(m):
            for axis in ("x", "y"):
                for k in axis_keys(p, axis):
                    if isinstance(k, str) and v.raw.strip() in k and said in content_words(k):
                        return True
        return False

    def _second_place(self, v: Num, coords: list[Coord], m: Mentions) -> bool:
        """Whether a number said after "at" or "in" (or a year) is a tick of the x axis of
        every panel in scope while the value's places already hold another x tick ("peaks at
        32 frames and dips slightly at 64", "After the 2020 peak, sales fell … before
        recovering in 2023"): the number may be a second place as well as a value, so the
        sentence gives no one cell's value."""
        if v.percent:
            return False
        if not _YEAR_NUMBER.fullmatch(v.raw) and not _AT_PLACE.search(self.line.raw, max(0, v.start - 24), v.start):
            return False  # (a year that is a tick is a place however it is said: "After the 2020 peak")
        if not any(c.axis == "x" and not same_tick(c.tick, v.value) for c in coords):
            return False
        panels = self.scope(m)
        return bool(panels) and all(_axis_index(p, "x").every(v.value) for p in panels)

    def _every_affixed(self, a: int, v: Num, coords: list[Coord]) -> Quantifier | None:
        """ "all" when the value's places hold ticks named by a part of their names after
        "all", "every" or "each" ("All "neg_" prefixed categories show 0.00 in t_p"): the
        value of each of them, not of one."""
        for s, e in self.affixed:
            if e <= v.start and any(c.start == s for c in coords) and _EVERY_BEFORE.search(self.line.raw, a, s):
                return "all"
        return None

    def _setting_value(self, v: Num, a: int, m: Mentions) -> bool:
        """Whether a value opens a bracket or a list item on the name of what it is, a name
        that no word of the panels in scope holds ("(learning rate 3e-4, …", ", batch size
        64"): the number of a setting the write-up reports, not a value of the cells."""
        named = CLAIM_SHAPES.SETTING_BEFORE.search(self.line.raw, a, v.start)
        if named is None:
            return False
        said = content_words(named.group("name"))
        if not said or _SETTING_NOT_NAME.search(named.group("name")):
            return False
        own: set[str] = set()
        for p in self.scope(m):
            own |= content_words(f"{_value_label(p)} {p.x.label if p.x else ''} {self.title or ''}")
            own |= {w for t in [*axis_keys(p, "x"), *axis_keys(p, "y")] for w in content_words(str(t))}
        return not said & own

    def _unit_place(self, v: Num, coords: list[Coord], m: Mentions) -> Coord | None:
        """The one row (column) of a table of measures whose label gives, in brackets, the
        unit written right after the value ("Dart weighs 16 kg" over rows "Range (km)",
        "Weight (kg)"), across the one place the clause names; None otherwise."""
        panels = self.scope(m)
        unit = _UNIT_AFTER.match(self.line.raw, v.end)
        if unit is None or len(panels) != 1 or len(coords) != 1 or coords[0].spread:
            return None
        across = "x" if coords[0].axis == "y" else "y"
        said = _UNIT_SPELLED.get(unit.group(1).casefold(), unit.group(1).casefold())
        found = [
            k
            for k in axis_keys(panels[0], across)
            if isinstance(k, str)
            and any(
                said == _UNIT_SPELLED.get(part.strip().casefold(), part.strip().casefold())
                for part in CLAIM_SHAPES.IN_UNIT_PLACE.findall(k)
            )
        ]
        return Coord(across, found[0], v.start, v.end) if len(found) == 1 else None

    def _completed(self, v: Num, near: list[Coord], m: Mentions) -> list[Coord]:
        """A value's place with the one series the clause names before it, said once for all
        its values ("Cosine starts at 31 and falls to 18.5 by step 20": 18.5 is Cosine's at
        step 20). ("starts at 31" names no x: the listed points need not begin where the
        curve does.)"""
        rows = {str(c.tick): c for c in m.coords if c.axis == "y" and not c.spread and c.start < v.start}
        if not any(c.axis == "y" for c in near) and len(rows) == 1:
            near = [*near, next(iter(rows.values()))]
        elif not any(c.axis == "y" for c in near) and not rows and (unit := self._unit_series(v, m)) is not None:
            near = [*near, unit]  # ("Friday's bakers turn out about 440 loaves": the series "Loaves Sold")
        cols = {str(c.tick): c for c in m.coords if c.axis == "x" and not c.spread and c.start < v.start}
        panels = self.scope(m)
        if (
            near
            and not any(c.axis == "x" for c in near)
            and len(cols) == 1
            and len(panels) == 1
            and mixed_measures(panels[0], "x")
        ):
            # "The bounce rate fell from February onward, reaching 43% in April" over columns of
            # measures: the one measure named before the value is its column too
            near = [*near, next(iter(cols.values()))]
        # "For set D1, GSE reaches 15.4, while VSE reaches 13.7": the place the scope names
        axes = {c.axis for c in near}
        if CLAIM_SHAPES.SEVERAL_SUBJECT.search(self.line.raw, 0, v.start):
            return near  # "At 1k tokens the two are close (6.1 vs 5.8 GB)": its values are of several series
        return near + [c for c in self.scoped if c.axis not in axes and all(c is not d for d in near)]

    def _unit_series(self, v: Num, m: Mentions) -> Coord | None:
        """The one series of the one panel in scope whose name holds the word right after a
        value ("440 loaves" of the series "Loaves Sold" beside "Average Price"); None when no
        series, or more than one, does."""
        panels = self.scope(m)
        unit = CLAIM_SHAPES.SERIES_UNIT_WORD.match(self.line.raw, v.end)
        if unit is None or len(panels) != 1 or any(c.axis == "y" for c in m.coords):
            return None
        if unit.group("w").casefold() in UNIT_ABBREVIATIONS:
            return None  # "(58 min)" beside a row "Min": minutes
        word = stem(unit.group("w").casefold())
        rows = [k for k in axis_keys(panels[0], "y") if isinstance(k, str)]
        if len(rows) < 2 or len(rows) != len(axis_keys(panels[0], "y")):
            return None
        held = [k for k in rows if word in {stem(w.casefold()) for w in content_words(k)}]
        if len(held) != 1:
            return None
        return Coord("y", held[0], unit.start("w"), unit.end("w"))

    def _locates(self, coords: list[Coord]) -> bool:
        """Whether coordinates name one cell: a row and a column, or a category of a
        single-series chart."""
        axes = {c.axis for c in coords}
        return axes == {"x", "y"} or (axes == {"x"} and self._single_series())

    def _single_series(self) -> bool:
        """A single-series chart: a category alone locates a value."""
        panels = [self.context] if self.context else self.all_panels
        return bool(panels) and all(single_series(p) for p in panels)


Recogniser = Callable[[Reader, int, int, Mentions], list[Spec]]


# a number that is a gap to another, not a value: "30% above January", "4 points behind B"
_GAP_AFTER = CLAIM_SHAPES.GAP_AFTER
# words that lead up to a value rather than name a setting: "(at 3e-4", ", reaching 0.9", ", about 4"
_SETTING_NOT_NAME = CLAIM_SHAPES.SETTING_NOT_NAME
# a tolerance before a number: "within 0.2 of B", "within about 2 points"
_WITHIN_OF = CLAIM_SHAPES.WITHIN_OF
# a statistic each thing has before a bound: "No backend has a minimum above 21 ms"
_STAT_OF_EACH = CLAIM_SHAPES.STAT_OF_EACH
# between two values of a change: "72 → 36", "0.4 -> 0.9"
_ARROW = CLAIM_SHAPES.ARROW
# between names of one list: "A and B", "A, B, and C", "A & B"
_JOINED = CLAIM_SHAPES.JOINED
# "+6.0 over B", "+3 pts vs. B": a signed number, then the side it is measured from
_SIGNED_GAP = CLAIM_SHAPES.SIGNED_GAP


def _change_way(before: str, text: str) -> str | None:
    """ "up" or "down": the way a verb right before "by" and the amount says a change of one
    series runs ("the pH fell by 0.07 between 2019 and 2020"); None when no such verb stands
    there, or the clause negates it or sets the change against another ("fell by 2 more than B")."""
    said = _CHANGE_WAY.search(before)
    if said is None or _NEGATION.search(text) or CLAIM_SHAPES.WAY_AGAINST.search(text):
        return None
    return "up" if said.group("up") else "down"


def _whole_name(name: str) -> re.Pattern[str]:
    """A name as a whole word of a text, any case ("Reef", not in "Reefs" nor "Coral-Reef")."""
    return re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])", re.I)


def _signed_change(raw: str, v: Num, end: int) -> bool:
    """Whether the value is written with a plus sign and "from" follows it ("gains +0.08 from round
    3 to round 4"): the change of one series between the two places it names."""
    # (a minus sign is a fall, which the gap between the two places does not keep: "+" only)
    signed = v.raw.startswith("+") or raw[max(0, v.start - 1) : v.start] == "+"
    if v.percent or "%" in v.raw:
        return False  # ("+5% from 2020 to 2021": relative or points, not said)
    return signed and _SIGNED_CHANGE.match(raw, v.end, end) is not None


_SIGNED_CHANGE = CLAIM_SHAPES.SIGNED_CHANGE
_CHANGE_WAY = CLAIM_SHAPES.CHANGE_WAY
_SECOND_BOUND = CLAIM_SHAPES.SECOND_BOUND
_BOUND_JOINT = CLAIM_SHAPES.BOUND_JOINT
_CORRECT_COUNT = CLAIM_SHAPES.CORRECT_COUNT
_CLASS_SHARE = CLAIM_SHAPES.CLASS_SHARE
_BOTH_ENDS = CLAIM_SHAPES.BOTH_ENDS


def _signed_gap(raw: str, v: Num, end: int) -> bool:
    """Whether the value is written with a plus sign and is measured from something after it
    ("Large is +0.16 over Small"): a difference, never a cell."""
    signed = v.raw.startswith("+") or raw[max(0, v.start - 1) : v.start] == "+"
    return signed and _SIGNED_GAP.match(raw, v.end, end) is not None


def _ahead_throughout(spec: Spec) -> bool:
    """Whether the first of a gap's two series (spec.subject) is above the second at every
    place of the one panel both are given in."""
    first, second = spec.subject
    if len(spec.panels) != 1 or not isinstance(first, Coord) or not isinstance(second, Coord):
        return False
    series, place = ("row", "col") if first.axis == "y" else ("col", "row")
    ones, twos = (
        {tick_key(getattr(c, place)): c.value for c in spec.panels[0].cells if same_tick(getattr(c, series), s.tick)}
        for s in (first, second)
    )
    shared = ones.keys() & twos.keys()
    return bool(shared) and all(ones[k] > twos[k] for k in shared)


def _with_triggers(*recognisers: Recogniser) -> tuple[tuple[Recogniser, Trigger], ...]:
    """The recognisers, in the order they are tried, each with its trigger (a recogniser
    without one fails here, at import)."""
    return tuple((r, trigger_of(r)) for r in recognisers)


# a count or a range is the whole claim of its sentence
_SENTENCE_RECOGNISERS = _with_triggers(Reader.count, Reader.panels_reaching, Reader.range_low_high)
_LISTED_COUNTS = trigger_of(Reader.listed_counts)
_TOP_VALUES = trigger_of(Reader.top_values)
# the first (in this order) that reads a claim from a clause takes it
_CLAUSE_RECOGNISERS = _with_triggers(
    Reader.change_compared,
    Reader.gap_at_two_places,
    Reader.change_from_to,
    Reader.step,
    Reader.chain,
    Reader.confusion,
    Reader.followed,
    Reader.diagonal,
    Reader.diagonal_value,
    Reader.diagonal_leader,
    Reader.gap_of_the_two,
    Reader.gap,
    Reader.lead_trend,
    Reader.correlates_most,
    Reader.removal_costs,
    Reader.gain_over_the_other,
    Reader.summed,
    Reader.summed_share,
    Reader.share_of_whole,
    Reader.lead_margin,
    Reader.over_period,
    Reader.spread,
    Reader.tied,
    Reader.difference,
    Reader.stack_total,
    Reader.named_leaders,
    Reader.plural_leaders,
    Reader.order,
    Reader.change_leader,
    Reader.each_end_at,
    Reader.peak,
    Reader.held,
    Reader.plateau_after,
    Reader.counted_equal,
    Reader.at_end,
    Reader.year_change,
    Reader.two_bar_change,
    Reader.step_extreme,
    Reader.trend,
    Reader.overtakes,
    Reader.crosses,
    Reader.panel_order,
    Reader.point_with,
    Reader.point_end,
    Reader.point_leaders,
    Reader.point_both_ends,
    Reader.leader_cells,
    Reader.dominated,
    Reader.only_in,
    Reader.against_combined,
    Reader.comparison,
    Reader.across_groups,
    Reader.higher_for,
    Reader.threshold,
    Reader.freezing,
    Reader.shaped,
    Reader.ranges,
    Reader.extreme,
    Reader.move_at,
    Reader.values,
)


# "in every row", "on all three scores", "across each of the four benchmarks": the extreme of each group
_GROUPED = re.compile(
    rf"\b(?:in|on|at|for|across|of)\s+(?:(?:every|each|all)\b(?:\s+(?:of\s+)?(?:the\s+)?(?P<n>{COUNT_WORD})\b)?|"
    rf"(?P<both>both)\b(?!\s+{_PANEL_NOUN}))",
    re.I,
)
# "in two out of the four datasets", "in one of the two groups", "in both groups"
# right after the rival of a comparison, at how many of how many places it holds: "in 4/5
# tasks", "on three of the five datasets", "in 5 out of 6 settings"
_WON_IN = re.compile(
    rf"[*_`\s]*(?:\([^()]*\)\s*)?(?:in|on|across|for)\s+(?P<k>\d{{1,2}}|{COUNT_WORD})\s*(?:/|\s(?:out\s+)?of\s)\s*"
    rf"(?:the\s+)?(?P<n>\d{{1,2}}|{COUNT_WORD})\s+(?:[\w-]+\s+)?[a-z]+s\b[\s*_`]*(?:[.;,]|$)",
    re.I,
)
_IN_COUNT = re.compile(
    rf"\b(?:in|on|across|for|at)\s+(?:exactly\s+|only\s+|just\s+)?(?P<n>{COUNT_WORD}|both)\s+"
    rf"(?:(?:out\s+)?of\s+(?:the\s+)?(?:(?P<m>{COUNT_WORD})\s+)?)?(?:[\w-]+\s+)?(?P<noun>[A-Za-z]+s)\b",
    re.I,
)
_GROUP_NOUNS = frozenset("group case setting condition column row configuration scenario category".split())
_SLICING = words("SLICING")


def _trails(raw: str, start: int, at: int, end: int) -> bool:
    """Whether another statement follows an extreme (ended at `start`) before `at`: a trailing
    clause ("…, which is a third of FP16's") or a difference ("…, 17 degrees warmer than …")
    that starts before it."""
    if CLAIM_SHAPES.TRAILING.search(raw, start, at):
        return True
    d = CLAIM_SHAPES.TRAILING_DIFF.search(raw, start, end)
    return d is not None and d.start() < at


# before a value an extreme is compared with: "above the 0% baseline", "well over 50"
# ("less than $4": a currency sign before the bound's number)
# the words between a superlative and its own value: "lowest value is approximately", "highest, at"
_NEAR_VALUE = re.compile(
    rf"[\s*_`,:=(]*(?:[a-z-]+\s+){{0,3}}?(?:is|was|are|at|of|reaches|near)?[\s*_`,:=(]*"
    rf"(?:(?:{APPROX_WORDS})\s*)?[~≈]?\s*",
    re.I,
)
# between a superlative's names and their values in brackets: 'the highest "Wrong" (42.9%) and "Idle" (12.6%)'
# (and between the ticks an every-group extreme is at, "** and **", " and Width ": an axis word may repeat)
_PAIR_GAP = re.compile(r"[\s%)\"“”*_`,]*(?:(?:and|&)\s+)?[\s\"“”*_`]*(?:[A-Z][a-z]+\s+)?")


def _only_at(raw: str, a: int, b: int, places: list[Coord]) -> bool:
    """Whether a clause says its comparison holds only at the places it names, all of one axis."""
    if len({c.axis for c in places}) != 1 or any(c.spread for c in places):
        return False
    first, last = min(places, key=lambda c: c.start), max(places, key=lambda c: c.end)
    return bool(CLAIM_SHAPES.ONLY_BEFORE.search(raw, a, first.start)) or bool(
        CLAIM_SHAPES.ONLY_AFTER.match(raw, last.end, b)
    )


def mixed_measures(panel: Panel, axis: str) -> bool:
    """Whether the ticks of an axis are measures of different units ("Range (km)", "Weight
    (kg)", "Price ($)"), or a p-value beside another measure ("Effect size (d)", "p-value"):
    its cells are no one quantity to rank (once per panel and axis)."""
    memo = f"mixed measures {axis}"
    known = panel._memo.get(memo)
    if known is None:
        known = panel._memo[memo] = _mixed_measures(panel, axis)
    return bool(known)


def _mixed_measures(panel: Panel, axis: str) -> bool:
    units = set()
    keys = axis_keys(panel, axis)
    for t in keys:
        hit = CLAIM_SHAPES.SHORT_LABEL_UNIT.search(str(t))
        if hit is not None and not hit.group(1).strip()[:1].isdigit():
            # ("Small (125M)", "Large (1.3B)": a size that names the thing, no unit of its values)
            units.add(hit.group(1).strip().casefold())
        elif CLAIM_SHAPES.P_VALUE.fullmatch(str(t).strip()):
            units.add("p")
    return len(units) >= 2 or ("p" in units and len(keys) >= 2)


def p_values_beside(panel: Panel, axis: str) -> bool:
    """Whether the ticks of an axis hold a p-value beside other measures."""
    keys = axis_keys(panel, axis)
    return len(keys) >= 2 and any(CLAIM_SHAPES.P_VALUE.fullmatch(str(t).strip()) for t in keys)


# what a matrix with the same labels on both axes counts: its classes ("five fruit classes")
_CLASS_NOUNS = frozenset(("class", "classe", "category", "categorie", "label", "type"))
# … and what a correlation matrix counts: "correlations among five metrics", "six variables"
_MATRIX_NOUNS = frozenset(("metric", "variable", "feature", "measure", "factor", "indicator"))


def _point_of(specs: list[Spec]) -> tuple[Coord, Coord] | None:
    """The series and the x place of the last value a clause gave ("Q starts at 62 for k = 5,
    rises to 70.5 at k = 10": Q at 10), or None when its values are no points of one series."""
    values = [s for s in specs if s.kind == "value" and s.quantifier is None]
    if not values or len(specs) != len(values) + sum(s.relation == "step" for s in specs):
        return None
    points: list[tuple[Coord, Coord]] = []
    for spec in values:
        ys = [c for c in spec.location if c.axis == "y" and not c.spread]
        xs = [c for c in spec.location if c.axis == "x" and not c.spread]
        if len(ys) != 1 or len(xs) != 1 or len(spec.panels) != 1 or spec.unresolved or spec.unplaced:
            return None  # (a place on no series, or one not certain)
        if points and not same_tick(ys[0].tick, points[0][0].tick):
            return None  # (two series)
        points.append((ys[0], xs[0]))
    return max(points, key=lambda p: p[1].start)


_NOTHING_BEFORE = re.compile(r"[\W_]*")
_APPOSED = CLAIM_SHAPES.APPOSED


def _opens_on(raw: str, c: Coord, a: int, sup_start: int) -> bool:
    """Whether a tick is the subject the clause opens on, and a verb alone stands between
    it and the superlative ("INT4 needs the least memory", or a label's colon: "**INT4**:
    Least memory"): where the extreme is."""
    return (
        c.start < sup_start
        and re.fullmatch(r"[\s*_`>•\-\"“”']*(?:the\s+)?", raw[a : c.start], re.I) is not None
        and CLAIM_SHAPES.SUBJECT_VERB.fullmatch(raw, c.end, sup_start) is not None
    )


def _opens_on_panel(raw: str, p: Panel, a: int, sup_start: int) -> bool:
    """Whether the clause opens on a name of the panel, and a verb alone stands between it
    and the superlative ("Model-L has the highest "Wrong"", a pie per model): the panel is
    where the extreme is."""
    for v in title_names(p):
        hit = name_pattern(v).search(raw, a, sup_start) if v else None
        if (
            hit is not None
            and re.fullmatch(r"[\s*_`>•\-\"“”']*(?:the\s+)?", raw[a : hit.start()], re.I)
            and CLAIM_SHAPES.SUBJECT_VERB.fullmatch(raw, hit.end(), sup_start)
        ):
            return True
    return False


# "its lowest", "their own peak": the extreme of the subject before it ("Vega reaches its
# lowest loss at step 30": Vega's own minimum, located at step 30)
_POSSESSIVE = CLAIM_SHAPES.POSSESSIVE


def _possessed(
    raw: str, sup_start: int, sup_end: int, end: int, loc: list[Coord], slice_: list[Coord]
) -> tuple[list[Coord], list[Coord]]:
    """The location and slice of an extreme said of its one subject's own values: "Vega
    reaches its lowest loss at step 30 and rises at 50" is taken over Vega (the slice) and
    located at step 30 (the place in its own clause); the clause after it says something else.
    Unchanged unless "its"/"their" comes right before the superlative and one subject before it."""
    if not _POSSESSIVE.search(raw, 0, sup_start):
        return loc, slice_
    named = loc + slice_
    before = [c for c in named if c.end <= sup_start]
    if len(before) != 1:
        return loc, slice_
    cut = CLAIM_SHAPES.CLAUSE_END.search(raw, sup_end, end)
    after = [c for c in named if c.start >= sup_end and (cut is None or c.start < cut.start())]
    if any(c.axis == before[0].axis for c in after):
        return loc, slice_
    return after, before


_YEAR_NUMBER = CLAIM_SHAPES.YEAR_NUMBER
# a fraction or a multiple of what follows: "a fifth of the 2016 price", "twice the 2019 level"
_FRACTION_OF = CLAIM_SHAPES.FRACTION_OF
# "L3 has values above 0.7", "contains some cells over 40": some of the cells, not each one
_HAS_SOME = CLAIM_SHAPES.HAS_SOME


def _value_label(panel: Panel) -> str:
    """What a panel's values measure: its colour bar's label, else its y axis's, and its title."""
    label = panel.scale.label if panel.scale is not None else (panel.y.label if panel.y is not None else None)
    return f"{label or ''} {panel.title or ''}"


def _unit_names_column(panel: Panel, column: Tick, across: str, value: Num, raw: str) -> bool:
    """Whether the unit a value is written with ("74.8%", "52 g") is the unit in brackets of
    `column` and of no other tick of its axis ("FT (%)" beside "Games" and "Points per game")."""
    unit = "%" if value.percent else None
    if unit is None and (after := CLAIM_SHAPES.UNIT_WORD_AFTER.match(raw, value.end)) is not None:
        unit = after.group(1).casefold()
    if unit is None:
        return False
    units = [
        (str(t), hit.group(1).strip().casefold())
        for t in axis_keys(panel, across)
        if (hit := CLAIM_SHAPES.SHORT_LABEL_UNIT.search(str(t))) is not None
    ]
    return [name for name, u in units if u == unit] == [str(column)]


def _apart_in_size(panel: Panel, column: Tick, across: str = "x") -> bool:
    """Whether the median size of a column's values (a row's, `across` "y") is an order of
    magnitude from the median size of every other column's: columns of different measures
    (a mean score and a count n), not parts of one (the bars of a stacked chart)."""
    by: dict[str, list[float]] = {}
    for c in panel.cells:
        key = c.col if across == "x" else c.row
        by.setdefault(str(key), []).append(abs(float(c.value)))
    own = by.pop(str(column), [])
    if not own or not by:
        return False
    mid = median(own)
    others = [median(v) for v in by.values() if v]
    return all(o > 0 and mid > 0 and (mid >= 10 * o or o >= 10 * mid) for o in others)


def _column_of(panel: Panel, rows: list[Coord], value: float, across: str = "x") -> Tick | None:
    """The one text column (`across` "x"; a row with "y") of a panel whose cell in the named
    row (column) holds `value` (exactly as written), when the panel has several such columns
    (rows): a table of measures; else None."""

    def key(c: Cell, axis: str) -> Tick | None:
        return c.col if axis == "x" else c.row

    along = "y" if across == "x" else "x"
    columns = {key(c, across) for c in panel.cells if isinstance(key(c, across), str)}
    ax = panel.x if across == "x" else panel.y
    if (
        len(columns) < 2
        or len(rows) != 1
        or (ax is not None and ax.label and not CLAIM_SHAPES.MEASURES_AXIS.fullmatch(ax.label))
    ):
        return None  # (columns under an axis with a title are ticks of one measure, not measures, unless
        # the title says so: "Metric")
    hits = [
        key(c, across) for c in panel.cells if same_tick(key(c, along), rows[0].tick) and abs(c.value - value) <= 1e-9
    ]
    return hits[0] if len(hits) == 1 and isinstance(hits[0], str) else None


def _cross_cells(before: list[Coord], after: list[Coord]) -> bool:
    """Whether each side of a comparison names one cell by both its axes, at other ticks on
    both ("ColBERT at k=1 beats BM25 at k=5"): a comparison of two cells that share no key."""
    sides = []
    for side in (before, after):
        by_axis = {c.axis: c for c in side if not c.spread}
        if set(by_axis) != {"x", "y"} or len(side) != 2:
            return False
        sides.append(by_axis)
    return all(str(sides[0][ax].tick) != str(sides[1][ax].tick) for ax in "xy")


def _owner_located(
    raw: str, sup_start: int, sup_end: int, end: int, loc: list[Coord], slice_: list[Coord]
) -> tuple[list[Coord], list[Coord]]:
    """ "Badger's recall is the highest (recall of the four systems)": the tick it owns, named
    right before the verb, is the measure the extreme is taken over (among the recalls), the
    owner where it is; not the extreme of the owner's own bars (that is said with "its":
    "Otter's recall is its lowest value"). Unchanged unless the clause names just the two,
    one of each axis, before the superlative, and after it at most the owned tick again."""
    before = [c for c in loc + slice_ if c.end <= sup_start]
    if len(before) != 2 or before[0].axis == before[1].axis or any(c.spread for c in before):
        return loc, slice_
    owner, owned = sorted(before, key=lambda c: c.start)
    if not _OWNER_MARK.fullmatch(raw, owner.end, owned.start) or not _OWNED_IS.fullmatch(raw, owned.end, sup_start):
        return loc, slice_
    cut = CLAIM_SHAPES.CLAUSE_END.search(raw, sup_end, end)
    if _OWN_GROUP.search(raw, sup_end, cut.start() if cut is not None else end):
        return loc, slice_  # ("Badger's accuracy is the highest of its two measures": its own bars)
    after = [c for c in loc + slice_ if c.start >= sup_end and (cut is None or c.start < cut.start())]
    if any(c.axis != owned.axis or str(c.tick) != str(owned.tick) for c in after):
        return loc, slice_
    rest = [c for c in loc + slice_ if c is not owner and c is not owned and c not in after]
    return [owner], [owned, *after, *rest]


_OWNER_MARK = CLAIM_SHAPES.OWNER_MARK
_OWNED_IS = CLAIM_SHAPES.OWNED_IS
_OWN_GROUP = CLAIM_SHAPES.OWN_GROUP


def _scoped_at(
    raw: str, sup_start: int, sup_end: int, loc: list[Coord], slice_: list[Coord]
) -> tuple[list[Coord], list[Coord]]:
    """ "HF has the highest latency at batch size 1", "vLLM has the lowest latency at batch sizes
    8 and 32": the subject named before the superlative is where the extreme is, and the ticks of
    the other axis after "at" are the groups it is taken in (among the servers at batch size 1),
    not a second half of one place compared with the whole chart. (Its other reading, the
    subject's own extreme at that tick, is tried by the judge before any contradiction.)"""
    before = [c for c in loc if c.end <= sup_start]
    after = [c for c in loc if c.start >= sup_end]
    if not before or not after or len(before) + len(after) != len(loc):
        return loc, slice_
    axes = {c.axis for c in before}
    if len(axes) != 1 or any(c.axis in axes or c.spread for c in after):
        return loc, slice_
    if not CLAIM_SHAPES.AT_SCOPE.search(raw, sup_end, after[0].start):
        return loc, slice_
    return before, slice_ + after


def _is_location(raw: str, c: Coord, sup_start: int, sup_end: int) -> bool:
    """Whether a tick a superlative clause names is where the extreme is ("Hydro is the
    largest", "peaks at Window 2000") or the part of the data it is taken over
    ("Singapore's peak", "the highest MMLU score", "the largest in 2023")."""
    if c.start < sup_start:
        between = raw[c.end : sup_start]
        if CLAIM_SHAPES.WITH_CLAUSE.search(raw[max(0, c.start - 12) : sup_start]):
            return True  # C, the subject of the clause the superlative ends
        if CLAIM_SHAPES.PREPOSITION.search(raw[max(0, c.start - 30) : c.start]) or CLAIM_SHAPES.BY_OPENING.search(
            raw, 0, c.start
        ):
            return False  # "at 40 and 50 the 12-layer model is the best", "By 2023, …": a fronted condition
        if CLAIM_SHAPES.SCORING_VERB.fullmatch(between):
            return True  # "Ember scores highest in Statistics", "Kite performs best": its subject
        return bool(CLAIM_SHAPES.LOCATING_VERB.search(between)) and not between.lstrip().startswith(("'", "’"))
    between = raw[sup_end : c.start]
    if re.fullmatch(r"[\s\"“”*_`]*(?:[\w-]+[\s\"“”*_`]*)?", between):
        return False  # "the highest MMLU score", 'the highest "Wrong"': a modifier of the noun
    return not (_SLICING.search(between) and not CLAIM_SHAPES.LOCATING_VERB.search(between))


# "Dark blue (1.0)", "Tonic: 0.6", "Burst = 0.9": a tick that a value stands right after
_OWNS = CLAIM_SHAPES.OWNS


def _unowned(raw: str, m: Mentions) -> list[Coord]:
    """The coordinates of a clause less those another value of it is given for: in "Dark
    blue (1.0) on the diagonal, light green (0.2–0.4) off it" the range is not said of
    Dark blue, which is the place of 1.0."""
    out = []
    for c in m.coords:
        nxt = next((v for v in m.values if v.start >= c.end), None)
        if nxt is not None and _OWNS.fullmatch(raw[c.end : nxt.start]) and not _in_range(raw, nxt):
            continue
        out.append(c)
    return out


def _said_before(coords: list[Coord], p: Phrase) -> list[Coord]:
    """The coordinates a range is said of: those after it on an axis named before it are
    another subject ("Reads dominate (80–95%), with little write traffic": of Reads alone)."""
    before = {c.axis for c in coords if c.end <= p.start}
    return [c for c in coords if c.start < p.end or c.axis not in before]


def _in_range(raw: str, v: Num) -> bool:
    """Whether a number opens a range ("0.2–0.4", "0.2 to 0.4")."""
    return bool(CLAIM_SHAPES.IN_IN_RANGE.match(raw[v.end :]))


def _without_words(text: str, label: str | None) -> str:
    """The text without the words of an axis label ("Width 96" on a "Width" axis: "96")."""
    words = content_words(label)
    return " ".join(w for w in text.split() if content_words(w) - words or not content_words(w))


def _label_of(panel: Panel, axis: str) -> str | None:
    """The label of a panel's x or y axis."""
    ax = panel.x if axis == "x" else panel.y
    return ax.label if ax is not None else None


def _panels_having(panels: list[Panel], coords: list[Coord]) -> list[Panel]:
    """The panels that have every tick the coordinates name, on its axis (from an index of
    the ticks of every panel, built once per write-up)."""
    if not panels or not coords:
        return []
    memo = panels[0]._memo
    if memo.get("tick panels of") != len(panels):
        index: dict[tuple[str, object], set[int]] = {}
        for i, p in enumerate(panels):
            for axis in "xy":
                for t in axis_keys(p, axis):
                    index.setdefault((axis, tick_key(t)), set()).add(i)
        memo["tick panels"], memo["tick panels of"] = index, len(panels)
    index = memo["tick panels"]
    found: set[int] | None = None
    for c in coords:
        on = index.get((c.axis, tick_key(c.tick)), set())
        found = set(on) if found is None else found & on
    return [panels[i] for i in sorted(found or ())]


def _first_at(p: Panel, line: Line, a: int, b: int) -> int:
    best = b + 1
    for v in title_names(p):
        hit = name_pattern(v).search(line.raw, a, b + 200)
        if hit and hit.start() < best:
            best = hit.start()
    return best


def _time_axis(panel: Panel) -> str | None:
    """The axis that time runs along in a line chart ("throughout training"): x, when its
    ticks are numbers."""
    ax = panel.x
    if ax is not None and len(ax.ticks) >= 3 and all(isinstance(t, (int, float)) for t in ax.ticks):
        return "x"
    return None


def _series_named(panel: Panel, what: str, legend: frozenset[str]) -> str | None:
    """ "y" when a trend runs "with <what>" and the panel's series are numbered steps of
    that quantity: the legend's title names it ("Legend (Batch size): 64, 128, 256"), or
    the series' names do ("Batch 64", "Batch 128"); a chart whose categories hold no
    order of their own."""
    words = content_words(what)
    rows = axis_keys(panel, "y")
    if not words or len(rows) < 2 or numbered_ticks(axis_keys(panel, "x")) is not None:
        return None
    order = numbered_ticks(rows)
    if order is None:
        return None
    names = {w for r in rows if isinstance(r, str) for w in content_words(CLAIM_SHAPES.IN_SERIES_NAMED.sub(" ", r))}
    return "y" if words <= legend or words & names else None


_SCALE = {"k": 1e3, "K": 1e3, "M": 1e6, "B": 1e9}  # "16K": 16,000 ("1K, 4K, 16K" are steps)


def _symmetric(panel: Panel) -> bool:
    """Whether a panel is a square grid with the same names on both axes whose every cell
    off the diagonal equals its mirror (a correlation matrix), given in full."""
    cached = panel._memo.get("symmetric")
    if cached is None:
        at = {(tick_key(c.row), tick_key(c.col)): c.value for c in panel.cells}
        rows = {r for r, _ in at}
        cached = (
            len(rows) >= 3
            and rows == {c for _, c in at}
            and len(at) == len(rows) ** 2 == len(panel.cells)
            and all(at[(c, r)] == v for (r, c), v in at.items())
        )
        panel._memo["symmetric"] = cached
    return bool(cached)


def _whole_count(panel: Panel, k: int) -> bool:
    """Whether "the 40 epochs" are the whole of a numbered x axis: as many ticks, or its
    first tick to its last (0 to 40, or 1 to 40)."""
    order = _x_order(panel)
    nums = [float(t) for t in order if isinstance(t, (int, float)) and not isinstance(t, bool)]
    if len(nums) != len(order) or not nums:
        return k == len(order)
    return k in (len(order), nums[-1] - nums[0], nums[-1] - nums[0] + 1)


def _x_order(panel: Panel) -> list[Tick]:
    """The ticks of a panel's x axis in order: by the numbers they are or name ("1k", "2k"),
    else as listed."""
    keys = axis_keys(panel, "x")
    numbers = numbered_ticks(keys)
    return [t for _, t in sorted(zip(numbers, keys, strict=True), key=lambda nt: nt[0])] if numbers else keys


def _ordered_times(ticks: list[Tick]) -> bool:
    """Whether each tick is a time (a month, a date, a weekday, a quarter, "W3"): ticks in an
    order of their own, listed so (names of things have none)."""
    return len(ticks) >= 3 and all(
        isinstance(k, str) and (CLAIM_SHAPES.TIME_TICK.fullmatch(k.strip()) or month_spellings(k) or is_month(k))
        for k in ticks
    )


def numbered_ticks(ticks: list[Tick]) -> list[float] | None:
    """The number each tick is or names, when each is a number or all are one name with a
    number each ("Batch 64", "Batch 128": 64, 128), and they differ; None otherwise
    ("GPT-4", "Llama-2" are names, not steps)."""
    out: list[float] = []
    words: set[str] = set()
    for t in ticks:
        if isinstance(t, (int, float)):
            out.append(float(t))
            continue
        nums = CLAIM_SHAPES.TICK_NUMBER.findall(str(t))
        if len(nums) != 1:
            return None
        n = nums[0].replace("−", "-")
        out.append(float(n[:-1]) * _SCALE[n[-1]] if n[-1] in _SCALE else float(n))
        words.add(loose(CLAIM_SHAPES.TICK_NUMBER.sub(" ", str(t))))
    return out if len(set(out)) == len(out) and len(words) <= 1 else None


def _measures_values(panel: Panel) -> bool:
    """Whether a panel's y axis is the one its values are read on (a line chart's "Drift",
    ticked 2, 3, 4 or not at all), not a list of categories: none of its ticks is a name or
    keys a row."""
    ticks = panel.y.ticks if panel.y is not None else []
    if any(isinstance(t, str) for t in ticks):
        return False
    keys = {tick_key(t) for t in ticks}
    return not any(tick_key(c.row) in keys for c in panel.cells)


def _every_step(text: str, ref: Panel, axis: str) -> bool:
    """ "rises every quarter" on an x axis of quarters, "falls with each extra hint" on one of
    hints: every step of the axis the trend runs along, as "steadily" says it."""
    ax = ref.x if axis == "x" else ref.y
    named = {stem(w) for w in content_words(ax.label)} if ax is not None and ax.label else set()
    return bool(named) and any(
        stem(m.group("noun").casefold()) in named for m in CLAIM_SHAPES.READ_EVERY_STEP.finditer(text)
    )


# a title that names what its bars are split by: "Exact Match by Benchmark" (one noun after
# "by": "by Layer and Head" names two axes, and "by 2030" a time)
_SPLIT_BY = CLAIM_SHAPES.SPLIT_BY


def _split_by(title: str) -> set[str]:
    """The words of what a chart's title says its bars are split by, or none."""
    hit = _SPLIT_BY.search(strip_md(title).strip())
    if hit is None or CLAIM_SHAPES.IN_SPLIT_BY.search(hit.group("what")):
        return set()
    return content_words(hit.group("what"))


def _grid_axis_counted(panel: Panel, noun: str) -> str | None:
    """ "rows" or "columns" when the panel is a grid of named cells under a colour scale and
    the noun is a word of the label of exactly one of its axes, whose ticks are all names."""
    if panel.scale is None:
        return None
    hits = [
        what
        for what, ax in (("rows", panel.y), ("columns", panel.x))
        if ax is not None and ax.ticks and all(isinstance(t, str) for t in ax.ticks) and noun in content_words(ax.label)
    ]
    return hits[0] if len(hits) == 1 else None


def _axis_called(panel: Panel, what: str) -> str | None:
    """The axis whose label is `what`, loosely ("digit\\_a" of "digit_a"; "the train year" of
    "Train year"), or else the one _axis_named finds."""
    said = loose(CLAIM_SHAPES.IN_AXIS_CALLED.sub("", what))
    exact = [a for a, ax in (("x", panel.x), ("y", panel.y)) if ax is not None and ax.label and loose(ax.label) == said]
    return exact[0] if len(exact) == 1 else _axis_named(panel, what)


def _axis_named(panel: Panel, what: str) -> str | None:
    """The axis whose label shares words with `what`: the only one, or, when both labels share
    some ("N-gram size" on axes "N-gram size" and "N-gram diversity"), the only one holding
    every word of it."""
    w = content_words(what)
    if not w:
        return None
    hits = []
    for a in ("x", "y"):
        ax = panel.x if a == "x" else panel.y
        if ax is not None and w & content_words(ax.label):
            hits.append(a)
    if len(hits) == 2:
        hits = [a for a in hits if w <= content_words((panel.x if a == "x" else panel.y).label)]  # type: ignore[union-attr]
    if not hits and len(w) == 1 and (unit := _TICK_UNIT.get(next(iter(w)))) is not None:
        # "in every quarter" over an axis no label names, whose ticks are Q1 … Q5: that axis
        hits = [a for a in ("x", "y") if _ticks_are(axis_keys(panel, a), unit)]
    return hits[0] if len(hits) == 1 else None


# a unit of time, and what each of its ticks looks like ("Q3", "2021", "Mar")
_TICK_UNIT = {
    "quarter": CLAIM_SHAPES.QUARTER_TICK,
    "year": CLAIM_SHAPES.YEAR_TICK,
    "month": CLAIM_SHAPES.MONTH_TICK_NAME,
}


def _ticks_are(ticks: list[Tick], unit: re.Pattern[str]) -> bool:
    """Whether an axis holds at least three ticks, each of them a tick of the unit."""
    return len(ticks) >= _MIN_LINE_TICKS and all(unit.fullmatch(str(t).strip()) for t in ticks)


# "All "neg_" prefixed …", "every row starting with": a quantifier over what the phrase names
_EVERY_BEFORE = CLAIM_SHAPES.EVERY_BEFORE
# "over the period", "across the years shown": the whole x axis, after a verb of course
_OVER_THE_PERIOD = CLAIM_SHAPES.OVER_THE_PERIOD
# a gap said as a noun after its size: "(a 5-7) point lead over", "(3) points' advantage over"
_LEAD_NOUN = CLAIM_SHAPES.POINTS_LEAD
# what joins names listed after "over": "F1/Recall", "F1 and Recall", "F1, Recall"
_NAME_JOIN = re.compile(r"[\s*_`\"“”]*(?:(?:/|,|and|&|or)[\s*_`\"“”]*)?", re.I)
# a series' first or last place, right before a superlative: "starts highest", "ends with the
# lowest", "finishes as the best"
# "finishes training at a loss of 0.78", "starts off at ~1.3": a value at one end of its series
_END_VALUE = CLAIM_SHAPES.END_VALUE
_FIRST_WORDS = frozenset(("initial", "first", "starting", "opening"))
# what a clause opening on "It" or "This line" under a series header is read for
_HEADED_KINDS = frozenset(("extreme", "value", "comparison"))
