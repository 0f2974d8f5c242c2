"""The number mentions of a sentence: each number is a value or a place, and either may be
one no cell is made of.

    Starts at ~0.30 validation score at step 0.   value 0.30, place "step 0"
    Rises to ~0.50 at 100 steps.                  value 0.50, place "100 steps" (the x name after)
    Starts near y=0 at x=-1.0.                    value "y=0", place "x=-1.0"
    First peak at ~9V at 0s.                      value "9V", place "0s" (the axes' units, glued)
    … fluctuates from epoch 0.5 to 2.0 …          a place that is a stretch of the x axis: no cell
    … stays below 10 …, … improves by 0.05 …      a bound, a difference: no value

A place is a number the x axis's own name (or "x", or its unit) stands beside; every other
number is a value. `x_names` reads the axis's name once per chart; `mentions` looks only
at a bounded window around each number, so a line is read in time linear in its length."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from extract.grammar import Shapes
from extract.interpret.aggregates import SHARE_OF_MARK
from extract.interpret.units import unit_in_words
from extract.numbers import parse_number
from extract.reader import Line, Num, Phrase
from extract.statements import dated_joint
from extract.text import strip_md
from extract.text import symbols as one_letter
from extract.wording import HEDGE_WORDS

# names of x axes that are not words of the label ("Model Number": "model")
_GENERIC = frozenset("the a an of number value values index axis id no level levels size total".split())
# the words an x axis is often called, read when no axis names itself
# the generic words that name a place on their own when an x axis's name ends on them ("at size 16")
_ALONE_TAILS = frozenset(("size", "level"))
# generic words that never name an axis's place before "of" ("a number of 5")
_NOT_OWN_WORDS = frozenset("the a an of number value values no id total".split())
_USUAL_X = ("step", "epoch", "iteration", "round", "layer", "year")
USUAL_X_WORDS = _USUAL_X  # (a header "Epoch 5" over a line chart's values names its x, panels._header_x)
_WINDOW = 48
# "true class 0", "predicted label 2": the word for what the axis's ticks are
_KIND_OF = r"(?:class|label|category|index|group)"  # characters either side of a number that decide what it is
_MARKS = r"[*_`]*"
# the shapes around a place or a value in prose are grammars/bindings.lark's; those of the x axis's
# own names are built below at run time from the document's axes (x_names), with its hedge
_SHAPES = Shapes("bindings")
_HEDGE = _SHAPES.PLACE_HEDGE.pattern


@dataclass(frozen=True, slots=True)
class XNames:
    """How a chart's x axis is named in prose: its words ("step", "training") and its unit
    ("s" of "Time (s)"), and the unit of its values ("V" of "Voltage (V)"). Its patterns
    are kept as text and compiled when first asked for (`_compiled`): a chart whose prose
    gives no number never compiles them, and compiling is most of what x_names costs."""

    _before: str  # the name right before a number: "step 20", "x=4", "Epoch ~0.05"
    _after: str  # the name right after one: "100 steps", "0 training steps"
    _glued: str | None  # numbers with a unit glued to them: "0s", "~9V"
    x_unit: str | None
    y_words: frozenset[str]
    # the units a place may carry glued: the x label's ("s" of "Time (s)"), the scale suffixes it
    # names ("B" of "Size (Billion Parameters)") and the suffix its ticks are written with ("8B")
    x_units: frozenset[str] = frozenset()  # the words of the y axis's name: "loss = 0.5" states a value
    ticks: frozenset[float] = frozenset()  # the x axes' stated numeric ticks: "… 0.92 at 10,000" places
    # a word of the x axis's name, generic ones too, right before a list: "sizes 20, 25, and 30"
    _lists: str | None = None
    _of: str = r"(?!)"  # the name, then "of": "at a Grade of 0.6" (a place only after "at a")
    # the axes' names that hold a digit, as written: "At α=1, R1,(1,1) ≈ 0.15" gives no value 1
    _numbered: str | None = None
    # the y axes' names, their notes left out, right before a number: "Latency per Token ≈ 0.76"
    # names a value, though "Token" is a word of the x axis "Number of Tokens"
    _measure_end: str | None = None
    years: bool = False  # the x axis counts years: "41 in 2019" places 41 at the year 2019
    # the x axis's stated stretch ("Logarithmic scale from 10¹⁷ to 10²²") when it states no
    # numeric ticks: where a line that "starts at" or "ends at" a value with no place of its own is
    stretch: tuple[float, float] | None = None
    # the x axis is counted in percent and the y axis is not: "climbs to 131 bpm at 2%" places
    # 131 at the x of 2
    percent_x: bool = False
    # where the x axis's stated stretch begins, when that is before its first stated tick or
    # it states no tick ("Scale: 0 to 200, with tick marks at 50, 100, 150, 200"): where a
    # line that "starts at" a value with no place of its own starts
    low: float | None = None

    @property
    def before(self) -> re.Pattern[str]:
        return _compiled(self._before, re.I)

    @property
    def after(self) -> re.Pattern[str]:
        return _compiled(self._after, re.I)

    @property
    def of(self) -> re.Pattern[str]:
        return _compiled(self._of, re.I)

    @property
    def numbered(self) -> re.Pattern[str] | None:
        return _compiled(self._numbered, re.I) if self._numbered is not None else None

    def in_names(self, raw: str, a: int, b: int) -> list[tuple[int, int]]:
        """The stretches of [a, b) where an axis's name that holds a digit is written whole."""
        if self.numbered is None:
            return []
        return [m.span() for m in self.numbered.finditer(raw, a, b)]

    def measure_before(self, before: str) -> int | None:
        """Where a y axis's name that the text before a number ends on starts, or None."""
        if self._measure_end is None:
            return None
        m = _compiled(self._measure_end, re.I).search(before)
        return m.start() if m is not None else None

    def names_as_words(self, text: str) -> str:
        """A text with each axis's name that holds a digit written as one word, for the words
        between a place and its value ("At α=1, R1,(1,1) ≈ 0.15")."""
        return self.numbered.sub(" name ", text) if self.numbered is not None else text

    @property
    def glued(self) -> re.Pattern[str] | None:
        return _compiled(self._glued) if self._glued is not None else None

    @property
    def lists(self) -> re.Pattern[str] | None:
        return _compiled(self._lists, re.I) if self._lists is not None else None

    def measures(self, word: str) -> bool:
        """Whether `word` names the values ("y", a word of the y axis's name, "value")."""
        w = word.casefold()
        return w in ("y", "value", "score") or w in self.y_words or w.rstrip("s") in self.y_words


# an axis counted in percent: "Slope (%)", "gradient in percent"
_PERCENT_LABEL = _SHAPES.PERCENT_LABEL
_UNIT_NOTE = _SHAPES.UNIT_NOTE


def _units(label: str | None) -> str | None:
    """The unit in a label's parenthesis, when it is a short word ("Time (s)" -> "s")."""
    m = _UNIT_NOTE.search(label or "")
    return m.group(1) if m else None


# a unit in a label's closing parenthesis, letters with at most one slash: "km/h", "ms", "GB/s"
_SPELLED_UNIT = _SHAPES.SPELLED_UNIT


def _spelled_unit(label: str | None) -> str | None:
    """The unit in a label's parenthesis, as a place may be written with it after a space
    ("Speed (km/h)" -> "km/h"), or written out at its end ("water in litres" -> "L")."""
    m = _SPELLED_UNIT.search(label or "")
    return m.group(1) if m else unit_in_words(label)


@lru_cache(maxsize=1024)  # bounded: a corpus brings new axis names without end
def _compiled(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """A pattern of x_names, compiled once: charts of other y axes or ticks share it."""
    return re.compile(pattern, flags)


_LONG_WORD = _SHAPES.LONG_WORD
_TWO_LOWER = _SHAPES.TWO_LOWER


@lru_cache(maxsize=256)  # one x axis name per chart, the same across a corpus
def x_names(
    x_labels: tuple[str, ...],
    y_label: str | None = None,
    ticks: tuple[float, ...] = (),
    glue: frozenset[str] = frozenset(),
    y_labels: tuple[str, ...] = (),
    stretch: tuple[float, float] | None = None,
) -> XNames:
    """The patterns that find a place on the x axes named `x_labels` (none: "x" and the
    usual names of an x axis), whose numeric ticks are `ticks`; `glue`: the units the x axis
    names (units.named_units), of which the short ones may be glued to a place ("0.1B");
    `y_labels`: every panel's y axis, whose names may hold digits ("Q1,1"); `stretch`: the x
    axis's stated stretch, kept only where it states no numeric tick."""
    text = " ".join(x_labels)
    words = [w for w in _LONG_WORD.findall(text.casefold()) if w not in _GENERIC]
    words = list(dict.fromkeys(w[:-1] if w.endswith("s") and len(w) > 3 else w for w in words))
    if not x_labels:
        words = list(_USUAL_X)
    name = "|".join([*map(re.escape, _compounds(x_labels)), *(re.escape(w) + r"(?:e?s)?" for w in words)]) or r"(?!)"
    # "c=0.75" when the axis is called "c": a letter or two only with "="
    # "k=3" also when the axis is "Sample Size (k)": the symbol in its parenthesis
    # and "k=10" when it is "k values": a word of one letter in its name
    symbols = [t.strip() for t in x_labels] + [u for t in x_labels if (u := _units(t)) and len(u) <= 2]
    symbols += [w for t in x_labels for w in one_letter(t, greek=True)]
    letters = [re.escape(s) for s in dict.fromkeys(symbols) if len(s) <= 2 and s.isalnum() and s.lower() != "x"]
    eq = rf"{_MARKS}\s*(?:[=≈]|is)\s*{_MARKS}"
    # a generic word the axis's own name ends on: "problem size 40" with x "Problem Size"
    tails = {w for t in x_labels for w in _LONG_WORD.findall(t.casefold()) if w in _GENERIC}
    kind_of = "|".join([_KIND_OF, *(re.escape(w) + r"s?" for w in sorted(tails))])
    # "rises to 67% at size 16" with x "Batch size": the word the axis's name ends on, said
    # alone, when it is a word for a place (never "of", "number") and the y axis's name lacks it
    y_own = {w for t in (y_label or "", *y_labels) for w in _LONG_WORD.findall(t.casefold())}
    alone = sorted(
        w
        for t in x_labels
        if (last := _LONG_WORD.findall(t.casefold())[-1:]) and (w := last[0]) in _ALONE_TAILS and w not in y_own
    )
    ending = "|".join([name, *(re.escape(w) + r"s?" for w in alone)])
    before = (
        rf"(?<![\w-])(?P<name>(?:(?:{name})\s+){{0,2}}(?:{ending})(?:\s+(?:{kind_of}))?){_MARKS}\s*(?:[=≈:]\s*)?{_MARKS}\s*$"
        rf"|(?<![\w-])(?P<eq>{'|'.join(['x', *letters])}){eq}\s*$"
    )
    # "1.4 billion tokens" on an axis counted in billions (its stated ticks, if any, are small
    # numbers): the number as the axis counts it, never 1.4 on an axis of raw counts
    small = all(abs(t) < 1000 for t in ticks)
    scale = r"(?:(?:thousand|million|billion|trillion)\s+)?" if small else ""
    # ("at a representation size of 64" with x "Representation Size", "at an index size of 10"
    # with x "Index Size": the generic words of the axis's own name too)
    own_generic = [re.escape(w) + r"s?" for w in sorted(tails - _NOT_OWN_WORDS)]
    of_name = "|".join([name, *own_generic])
    of = rf"(?<![\w-])(?:(?:{of_name})\s+){{0,2}}(?:{of_name})\s+of\s+{_HEDGE}?{_MARKS}$"
    after = rf"^{_MARKS}\s*{scale}(?:(?:{name})\b\s*){{1,3}}"
    x_unit = next((u for t in x_labels if (u := _units(t))), None)
    y_unit = _units(y_label)
    # "at 70 km/h" on the x axis "Speed (km/h)": the x axis's unit after a number names it a
    # place, as its name does ("at 100 steps"); not when the y axis is in the same unit
    spelled = next((u for t in x_labels if (u := _spelled_unit(t))), None)
    if spelled is not None and spelled.casefold() != (_spelled_unit(y_label) or "").casefold():
        after = rf"{after}|^{_MARKS}\s+{re.escape(spelled)}(?![\w/])"
    x_units = frozenset({x_unit} if x_unit else ()) | {u for u in glue if len(u) <= 2 and u.isalpha()}
    units = [u for u in dict.fromkeys((*sorted(x_units), y_unit)) if u]
    glued = None
    if units:
        alt = "|".join(re.escape(u) for u in sorted(units, key=len, reverse=True))
        # (never after a hyphen: "Llama-3B" is a name)
        glued = rf"(?<![\w.\-])(?P<num>[~≈]?\s?[-−+]?\d+(?:\.\d+)?)(?P<unit>{alt})(?![\w])"
    y_words = frozenset(w for w in _TWO_LOWER.findall((y_label or "").casefold()) if w not in _GENERIC)
    own = "|".join(re.escape(w) for w in sorted(set(words) | tails)) if x_labels else ""
    lists = rf"(?<![\w-])(?P<name>(?:{own})(?:e?s)?)[*_`]*\s*(?:[=:]\s*)?$" if own else None
    ys = tuple(dict.fromkeys((*((y_label,) if y_label else ()), *y_labels)))
    numbered = _numbered((*x_labels, *ys))
    measure_end = _measure_end(ys, name)
    years = any(w in ("year", "yr", "time") for w in words)
    percent_x = any(_PERCENT_LABEL.search(t) for t in x_labels) and not any(_PERCENT_LABEL.search(t) for t in ys)
    return XNames(
        before,
        after,
        glued,
        x_unit,
        y_words,
        x_units,
        frozenset(ticks),
        lists,
        of,
        numbered,
        measure_end,
        years,
        None if ticks else stretch,
        percent_x,
        stretch[0] if stretch is not None and (not ticks or stretch[0] < min(ticks)) else None,
    )


def _measure_end(y_labels: tuple[str, ...], x_name: str) -> str | None:
    """The pattern of a y axis's name, its closing note left out, ending the text before a
    number; only for a name that holds a word of the x axis's (`x_name`, the alternation of
    its words), which would otherwise make the number a place."""
    words = [w for t in y_labels if len(w := _TRAILING_NOTE.sub("", t).split()) >= 2]
    if not words:  # (no name of two words: nothing to compile the x axis's words for)
        return None
    x_word = _compiled(rf"^(?:{x_name})$", re.I)
    names = [w for w in words if any(x_word.match(v) for v in w)]
    if not names:
        return None
    alts = sorted((r"\s+".join(map(re.escape, w)) for w in names), key=len, reverse=True)
    return rf"(?<![\w-])(?:{'|'.join(alts)}){_MARKS}\s*(?:[=:]\s*)?{_MARKS}\s*$"


_TRAILING_NOTE = Shapes("axes").TRAILING_NOTE


def _numbered(labels: tuple[str, ...]) -> str | None:
    """The pattern of the axes' names that hold a digit and a letter ("R1,(1,1)", "MSE(α)-MSE(0)",
    "Top-1 Accuracy"), longest first, spaces as any run of spaces: a number inside one, where
    the name is written whole, is part of the name."""
    numbered = {" ".join(t.split()) for t in labels if _DIGIT.search(t) and _LETTER.search(t)}
    if not numbered:
        return None
    alts = [r"\s+".join(map(re.escape, t.split(" "))) for t in sorted(numbered, key=len, reverse=True)]
    return rf"(?<![\w]){'|'.join(f'(?:{a})' for a in alts)}(?![\w])"


_DIGIT = _SHAPES.DIGIT
_LETTER = Shapes("axes").LETTER


def _compounds(x_labels: tuple[str, ...]) -> list[str]:
    """The words of an axis's name joined to a symbol by a hyphen or an underscore ("top-n"
    of "Top-n Candidates", "pass-k", "digit_a"), or a snake-case name whole ("true_digit"):
    the name as written before a number ("at Top-n = 5", "at digit_a 4", "true_digit=2")."""
    out = []
    for label in x_labels:
        for token in label.casefold().split():
            token = token.strip("\"'`*()[],.:;")
            for joint in "-_":
                head, joined, tail = token.partition(joint)
                # ("true_digit" of a snake-case name is written whole before a number too)
                short = len(tail) <= 2 or (joint == "_" and tail.replace("_", "").isalnum())
                if joined and head.isalpha() and len(head) >= 2 and tail.replace("_", "").isalnum() and short:
                    out.append(f"{head}{joint}{tail}")
    return out


@dataclass(slots=True)
class Mention:
    """One number of a sentence: a value or a place, from `start` (its x name, "x=", "y=")
    to `end` (its unit or its plural x name); `ok` False when no cell is made of it."""

    num: Num
    start: int
    end: int
    place: bool
    ok: bool = True
    ends: bool = False  # a place that ends a stretch ("until epoch 50"): a value reached there may follow
    listed: int = -1  # the start of the list of places it is one of ("for sizes 20, 25, and 30"), else -1
    glued: bool = False  # a place with the x axis's unit glued to it ("8B"): its number is the place
    dated: bool = False  # a year named with its month before it ("by February 2025"): from the month on


# before a place: the words that make it a stretch of the axis, not a point of it
_RANGE_PLACE = _SHAPES.RANGE_PLACE
# "until around epoch 50", "up to step 200": the place a stretch ends at
_UNTIL = _SHAPES.UNTIL
# before a value: a bound ("below 10", "at least 0.4"), a difference ("improves by 0.05",
# "a gain of 3%"), a comparison ("vs. 0.35") or the start of a range ("between 0.3 and 0.4")
_NOT_VALUE_BEFORE = _SHAPES.NOT_VALUE_BEFORE
# "meets the 41 mark on the scale": a number named by "the" is a place on the scale, not a value
# a line's move up to a value, no bound: "nudges up to 86 rpm", "climbed up to 0.9"
_MOVES_UP_TO = _SHAPES.MOVES_UP_TO
_THE = _SHAPES.THE_BEFORE
# ("between ≈ 0.12 and ≈ 0.25": each end hedged)
_SECOND_END = _SHAPES.SECOND_END
_RANGE_START = _SHAPES.RANGE_START
_RANGE_NEXT = _SHAPES.RANGE_NEXT
# after a value: a share of the axis, a multiple, a comparison or a difference
_NOT_VALUE_AFTER = _SHAPES.NOT_VALUE_AFTER


def _not_value_after(after: str, names: XNames) -> bool:
    """Whether the words after a value make it a difference or a share, not a value: "a 3
    point gain"; "8.5 gain for 2 shards" on an axis of Gain names the measure, so it stays one."""
    m = _NOT_VALUE_AFTER.match(after)
    return m is not None and not names.measures(m.group().split()[-1])


# the verbs of a line's course that open an item on its value ("- Reaches 1.45 at 1,000 iterations",
# "- Peaks 0.9 …"): a capital there starts the sentence, it names nothing
_COURSE_VERBS = frozenset(
    "reaches reaching hits peaks starts begins ends finishes stays remains rises climbs falls drops dips "
    "settles stabilizes stabilises plateaus levels increases decreases declines grows jumps sits stands hovers".split()
)
_NAME_BEFORE = _SHAPES.NAME_BEFORE
_COORDINATE = _SHAPES.COORDINATE
_Y_LEAD = _SHAPES.Y_LEAD
_PLACE_WORD = _SHAPES.PLACE_WORD


_FOR = _SHAPES.FOR_BEFORE
# between a value and a stated tick that is its place, unnamed: "eases to about 0.92 at 10,000"
_AT_TICK = _SHAPES.AT_TICK


_AND = _SHAPES.AND_BETWEEN
_TO = _SHAPES.TO_BETWEEN
# a colon right after a range: the range is the key of what follows ("x = 30 to 60: about 0.95"),
# a stretch of x, never a place and the value reached there
_KEY_END = _SHAPES.KEY_END
# a value's own place right after it: "1 under predicted 1"
# what follows a value before the next place: "… 79 at minute 30", "… 79 °C at minute 30" (its unit first)
_NEXT_PLACE = _SHAPES.NEXT_PLACE


def _singles(ln: Line, a: int, b: int, names: XNames) -> tuple[list[Num], list[Mention]]:
    """The numbers of [a, b) that stand alone, and the lists and ranges, which are never
    cells ("0.3–0.4", "0.25 and 0.30") but stand between the numbers around them."""
    alone: list[Num] = []
    blocked: list[Mention] = []
    for p in ln.phrases_in(a, b):
        if p.kind == "num":
            alone.append(p.nums[0])
        elif (named := _places_named_after(ln, p, a, b, names)) is not None:
            blocked += named  # "plateaus at approximately 76 at 200 and 300 steps": 76 at each
        elif p.kind == "list" and len(p.nums) == 2 and _AND.fullmatch(ln.raw, p.nums[0].end, p.nums[1].start):
            alone += p.nums  # "0.4 by epoch 10 and 0.3 by epoch 30": two clauses, not a list
        elif (listed := _listed_places(ln, p, a, names)) is not None:
            blocked += listed  # "for sizes 20, 25, and 30": each a place of the one value said for them
        elif _place_then_value(ln, p, a, b, names) or _chain_link(ln, p, a, b):
            # "from 0.41 at step 10 to 0.77 at step 90", "38 under predicted 0, 1 under predicted 1",
            # "900 at 8, 2600 at 32": a place, then a value
            alone += p.nums
        else:
            blocked.append(Mention(p.nums[0], p.start, p.end, place=False, ok=False))
    return alone, blocked


def _listed_places(ln: Line, p: Phrase, a: int, names: XNames) -> list[Mention] | None:
    """A list of three or more numbers right after the x axis's name ("for sizes 20, 25, and
    30", "at epochs 5, 10, 15"): each is a place, never a stretch ("from epochs 5, 10 …")."""
    if p.kind != "list" or len(p.nums) < 3:
        return None
    before = ln.raw[max(a, p.start - _WINDOW) : p.start]
    named = names.lists.search(before) if names.lists is not None else None
    if named is None or _RANGE_PLACE.search(before[: named.start()]):
        return None
    start = p.start - (len(before) - named.start())
    return [Mention(n, start if i == 0 else n.start, n.end, place=True, listed=p.start) for i, n in enumerate(p.nums)]


# a preposition of a place right before a list: "at 200 and 300 steps"
_AT_LIST = _SHAPES.AT_LIST


def _places_named_after(ln: Line, p: Phrase, a: int, b: int, names: XNames) -> list[Mention] | None:
    """A list of places after "at" (or "for", "by", …) that the x axis's name follows: "at 200
    and 300 steps", "for 4, 8 and 16 GPUs": each a place of the one value said for them."""
    if p.kind != "list" or not _AT_LIST.search(ln.raw, max(a, p.start - 8), p.start):
        return None
    if not names.after.match(ln.raw[p.end : min(b, p.end + _WINDOW)]) or ln.nums_in(p.end, b):
        return None  # (a value after the list may be one of several: "at 2 and 4 steps it reads 7 and 9")
    return [Mention(n, n.start, n.end, place=True, listed=p.start) for n in p.nums]


def _place_then_value(ln: Line, p: Phrase, a: int, b: int, names: XNames) -> bool:
    """Whether a range or a list of two the number grammar read is a place and the value
    after it: "at step 10 to 0.77 at step 90", "under predicted 0, 1 under predicted 1"
    ("from epoch 5 to 10" and "5 to 10 epochs" are stretches, "epochs 1, 2" two places)."""
    if len(p.nums) != 2:
        return False
    before = ln.raw[max(a, p.start - _WINDOW) : p.start]
    named = names.before.search(before)
    if named is None or _RANGE_PLACE.search(before[: named.start()]):
        return False
    after = ln.raw[p.end : min(b, p.end + _WINDOW)]
    if p.kind == "range":
        return (
            _TO.fullmatch(ln.raw, p.nums[0].end, p.nums[1].start) is not None
            and not names.after.match(after)
            and not _KEY_END.match(after)
        )
    digit = _DIGIT.search(after)
    lead = after[: digit.start()] if digit else ""
    return p.kind == "list" and _NEXT_PLACE.match(lead) is not None and names.before.search(lead) is not None


# "900 at 8, 2600 at 32 …": a value and "at" before a list of two, "at" and a number after it
# (the value's unit may stand before "at": "88 rpm at 3%, 81 rpm at 6%")
_CHAIN_BEFORE = _SHAPES.CHAIN_BEFORE
_CHAIN_AFTER = _SHAPES.CHAIN_AFTER
# between one "value at place" of a chain and the next: ", ", " and ", ", then ", " to about "
# (the empty text fits it too: _chain_sep)
_CHAIN_SEP = _SHAPES.CHAIN_SEP
# a value, then its place in brackets: "2600 (32)", "900 (8 GPUs)"
_BRACKET_OPEN = _SHAPES.BRACKET_OPEN
_BRACKET_CLOSE = _SHAPES.BRACKET_CLOSE


def _chain_sep(raw: str, a: int, b: int) -> bool:
    """Whether raw[a:b] is what stands between two links of a chain (nothing, too)."""
    return a == b or _CHAIN_SEP.fullmatch(raw, a, b) is not None


def _chain_link(ln: Line, p: Phrase, a: int, b: int) -> bool:
    """Whether a list of two is the place of one "value at place" and the value of the next:
    "rises from 120 at 1 GPU to 900 at 8, 2600 at 32 …" (a chain `_chained_places` reads)."""
    if len(p.nums) != 2 or not (p.kind == "list" or _TO.fullmatch(ln.raw, p.nums[0].end, p.nums[1].start)):
        return False  # ("… 1900 at 32 to 2900 at 64 …": a range read across two links)
    if (
        _CHAIN_BEFORE.search(ln.raw, max(a, p.start - _WINDOW), p.start) is not None
        and _CHAIN_AFTER.match(ln.raw, p.end, b) is not None
    ):
        return True
    # "29 in 2021, 36 in 2022, 44 in 2023": a year, then the value of the next year
    return (
        p.kind == "list"
        and _YEAR_NUMBER.fullmatch(p.nums[0].raw) is not None
        and _IN_BEFORE.search(ln.raw, max(a, p.start - _WINDOW), p.start) is not None
        and _IN_YEAR_AFTER.match(ln.raw, p.end, b) is not None
    )


_YEAR_NUMBER = _SHAPES.YEAR_NUMBER
_IN_BEFORE = _SHAPES.IN_BEFORE
_IN_YEAR_AFTER = _SHAPES.IN_YEAR_AFTER


def _chained_places(found: list[Mention], raw: str) -> None:
    """ "rises from 120 at 1 GPU to 900 at 8, 2600 at 32 and 4100 at 64 GPUs", "from 120 (1
    GPU) to 900 (8 GPUs), 2600 (32) and …": in a chain of "value at place" (or "value
    (place)") pairs of which one place is named by the x axis, every bare number after "at"
    (or in the brackets) is a place too (an exact number; "at ~8" stays a value)."""
    pairs: list[tuple[Mention, Mention]] = []
    for v, p in pairwise(found):
        bracketed = _BRACKET_OPEN.fullmatch(raw, v.end, p.start) and _BRACKET_CLOSE.match(raw, p.end)
        if not v.place and v.ok and p.ok and (_AT_TICK.fullmatch(raw, v.end, p.start) or bracketed):
            pairs.append((v, p))
    chain: list[tuple[Mention, Mention]] = []
    for pair in [*pairs, None]:
        if pair is not None and (not chain or _chain_sep(raw, chain[-1][1].end, pair[0].start)):
            chain.append(pair)
            continue
        if len(chain) >= 2 and any(p.place for _, p in chain):
            for _, p in chain:
                if not p.place and not p.num.approx and not p.num.percent:
                    p.place = True
        chain = [pair] if pair is not None else []


def _bracketed_chain(found: list[Mention], raw: str, names: XNames) -> None:
    """ "peaks at **0.6 T** (~2.5 units) and **1.0 T** (~2.0 units)": after a place with its
    value in brackets, a number written with the x axis's name after it and joined to that
    bracket (", ", " and ") is the next place, whose value is in the next bracket."""
    for i in range(2, len(found)):
        place, value, m = found[i - 2], found[i - 1], found[i]
        if m.place or not m.ok or m.num.approx or not place.place or value.place or not value.ok:
            continue
        if not _opens_bracket(raw[place.end : value.start]):
            continue
        close = raw.find(")", value.end, m.start)
        if close < 0 or any(c.isdigit() for c in raw[value.end : close]) or not _chain_sep(raw, close + 1, m.start):
            continue
        trailing = names.after.match(raw[m.num.end : m.num.end + _WINDOW])
        nxt = found[i + 1] if i + 1 < len(found) else None
        end = m.num.end + trailing.end() if trailing is not None else 0
        if trailing is None or nxt is None or nxt.start < end or not _opens_bracket(raw[end : nxt.start]):
            continue
        m.place, m.end = True, end


def _opens_bracket(between: str) -> bool:
    """Whether the text between a place and its value is an opening bracket, markup aside
    ("** (" after "**0.6 T")."""
    return strip_md(between).strip() == "("


def _glued(ln: Line, a: int, b: int, names: XNames) -> list[Num]:
    """Numbers with an axis's unit glued to them ("~9V", "0s"), which the number grammar
    leaves as words."""
    if names.glued is None:
        return []
    out = []
    for m in names.glued.finditer(ln.raw, a, b):
        raw = m.group("num")
        value, approx, percent = parse_number(raw)
        out.append(Num(value, raw, m.start("num"), m.end("num"), approx, percent))
    return out


def _glued_unit(after: str) -> str:
    """The unit glued to the front of `after` ("B" of "B tokens"): its letters up to the first other character."""
    end = next((i for i, ch in enumerate(after) if not ch.isalpha()), len(after))
    return after[:end]


def mentions(ln: Line, a: int, b: int, names: XNames) -> list[Mention]:
    """The mentions of the sentence in columns [a, b) of `ln`, in order."""
    raw = ln.raw
    alone, out = _singles(ln, a, b, names)
    glued = _glued(ln, a, b, names)
    if spans := names.in_names(raw, a, b):
        alone = [n for n in alone if not _within(n, spans)]
        glued = [n for n in glued if not _within(n, spans)]
        out = [m for m in out if not _within(m.num, spans)]
    for n in sorted(alone + glued, key=lambda n: n.start):
        before = raw[max(a, n.start - _WINDOW) : n.start]
        after = raw[n.end : min(b, n.end + _WINDOW)]
        out.append(_mention(n, before, after, names, glued=n in glued, raw_end=n.end))
    out.sort(key=lambda m: m.start)
    _close_ranges(out, raw)
    if names.ticks:
        _bare_ticks(out, raw, names.ticks)
    if names.years:
        _year_places(out, raw)
    if names.percent_x:
        _percent_places(out, raw)
    _chained_places(out, raw)
    _bracketed_chain(out, raw, names)
    return out


def _within(n: Num, spans: list[tuple[int, int]]) -> bool:
    return any(s <= n.start < e for s, e in spans)


def _bracketed(before: str, rest: str) -> bool:
    """Whether a number and the x name after it fill a bracket of their own: "falls to
    ~2.5×10⁴ (10 steps)" places the value before it at 10."""
    return before.rstrip(" ~≈*_`").endswith("(") and rest.lstrip(" *_`").startswith(")")


def _for_tick(n: Num, before: str, names: XNames) -> bool:
    """Whether "for" before a number places it: only at a stated tick ("for 1,000 documents")."""
    return float(n.value) in names.ticks and _FOR.search(before) is not None


def _bare_ticks(found: list[Mention], raw: str, ticks: frozenset[float]) -> None:
    """ "eases to about 0.92 at 10,000": a stated x tick right after a value and "at", named
    by no x word, is the value's place (an exact number: "at ~10,000" is no tick)."""
    _placed_after(found, raw, _AT_TICK, lambda m: float(m.num.value) in ticks)
    # "from ~0.22 (2⁰) to ~0.64 (2⁷)": a stated x tick alone in brackets right after a value
    _placed_after(found, raw, _OPENS_BRACKET, lambda m: float(m.num.value) in ticks and _closes_bracket(raw, m.end))


_OPENS_BRACKET = _SHAPES.OPENS_BRACKET
_CLOSES_BRACKET = _SHAPES.BRACKET_CLOSE


def _closes_bracket(raw: str, at: int) -> bool:
    return _CLOSES_BRACKET.match(raw, at) is not None


# a change said before a value: "gains 6 in 2019", "falls by 3 in 2020" (no value of the year)
_CHANGE_BEFORE = _SHAPES.CHANGE_BEFORE
_IN_YEAR = _SHAPES.IN_YEAR
_BY_YEAR = _SHAPES.BY_YEAR
_FIRST_YEAR, _LAST_YEAR = 1900, 2100


def _year_places(found: list[Mention], raw: str) -> None:
    """ "starts at 41 in 2019, falls to 22 in 2020" on an x axis of years: a year written
    whole right after a value and "in" is the value's place, named by no x word (not after
    a change: "gains 6 in 2019")."""

    def year(m: Mention) -> bool:
        return isinstance(m.num.value, int) and _FIRST_YEAR <= m.num.value <= _LAST_YEAR and m.num.raw.isdigit()

    for prev, m in pairwise(found):
        # "reaches roughly 12K by 2023": the year the value is reached, no change "by 2023"
        if prev.ok and not prev.place and not m.ok and year(m) and _BY_YEAR.fullmatch(raw, prev.end, m.start):
            m.ok = True
        # "reaching approximately 45K by February 2025": the month of that year is the place,
        # as written (a date, no number on an axis of years)
        dated = dated_joint(raw, prev.end, m.start) if prev.ok and not prev.place and year(m) else None
        if dated is not None and not _CHANGE_BEFORE.search(raw, max(0, prev.start - 16), prev.start):
            m.ok, m.place, m.dated, m.start = True, True, True, dated.start("m")
    _placed_after(found, raw, _IN_YEAR, year, _CHANGE_BEFORE)
    for m, v in pairwise(found):
        # "In 2019, there were 610 crossings.": a year that opens its sentence after "In" is the
        # place of the one value the sentence gives next
        opens = year(m) and not m.place and v.ok and not v.place and not year(v)
        if opens and _YEAR_OPENING.search(raw, max(0, m.start - _WINDOW), m.start) is not None:
            m.ok, m.place = True, True


_YEAR_OPENING = _SHAPES.YEAR_OPENING


def _percent_places(found: list[Mention], raw: str) -> None:
    """ "climbs to 131 bpm at 2%" on an x axis counted in percent (the y axis not): a percent
    right after a value (not itself a percent) and "at" is the value's place."""
    for prev, m in pairwise(found):
        if (
            prev.ok
            and not prev.place
            and not prev.num.percent
            and m.ok
            and not m.place
            and m.num.percent
            and not m.num.approx
            and _AT_PERCENT.fullmatch(raw, prev.end, m.start)
        ):
            m.place = True


# between a value (perhaps with its unit) and a percent that places it: " bpm at ", " at "
_AT_PERCENT = _SHAPES.AT_PERCENT


def _placed_after(
    found: list[Mention],
    raw: str,
    joint: re.Pattern[str],
    place: Callable[[Mention], bool],
    not_after: re.Pattern[str] | None = None,
) -> None:
    """Mark as a place each exact number that `place` accepts, right after a value (no place)
    and the words `joint` ("at", "in"); not when `not_after` ends the words before the value."""
    prev: Mention | None = None
    for m in found:
        if (
            prev is not None
            and not prev.place
            and prev.ok
            and not m.place
            and m.ok
            and not m.num.approx
            and not m.num.percent
            and place(m)
            and joint.fullmatch(raw, prev.end, m.start)
            and (not_after is None or not not_after.search(raw, max(0, prev.start - 16), prev.start))
        ):
            m.place = True
        prev = m


# a value in brackets right after a place: "30K (~0.3)"
_VALUE_IN_BRACKETS = _SHAPES.VALUE_IN_BRACKETS


def _placed_suffix(before: str, after: str, names: XNames) -> bool:
    """Whether a number with the x axis's scale suffix glued is a place: after a place word
    ("at 8B"), before the x axis's name ("8B tokens"), in brackets after a value ("~0.3
    (0.1B)"), or before its value in brackets ("30K (~0.3)")."""
    return (
        _PLACE_WORD.search(before) is not None
        or names.after.match(after) is not None
        or before.rstrip(" ~≈").endswith("(")
        or _VALUE_IN_BRACKETS.match(after) is not None  # "near 20K (~0.25) and 30K (~0.3)"
    )


def _mention(n: Num, before: str, after: str, names: XNames, glued: bool, raw_end: int) -> Mention:
    named = names.before.search(before)
    if named is not None and (measure := names.measure_before(before)) is not None and measure <= named.start():
        named = None  # "Latency per Token ≈ 0.76" with x "Number of Tokens": the y axis's name, a value
    if named is None and (of := names.of.search(before)) is not None and _PLACE_WORD.search(before, 0, of.start()):
        named = of  # "peaks around a Grade of 0.6"; "a Score of 0.6" alone may be a value on an axis of scores
    if named is not None:
        start = n.start - (len(before) - named.start())
        lead = before[: named.start()]
        ok = _RANGE_PLACE.search(lead) is None
        # "Step ~30k" with the suffix glued: the place runs to it, keyed as written (prose._written)
        glue = len(_glued_unit(after)) if glued else 0
        ends = not ok and _UNTIL.search(lead) is not None
        return Mention(n, start, n.end + glue, place=True, ok=ok, ends=ends, glued=glued)
    suffix = _glued_unit(after) if glued else ""
    unit = glued and suffix in names.x_units
    if unit and suffix != names.x_unit and not _placed_suffix(before, after[len(suffix) :], names):
        # "The 7B model starts near 0.2": a scale suffix on no place word names a thing, no place nor value
        return Mention(n, n.start, raw_end + len(suffix), place=False, ok=False)
    trailing = names.after.match(after)
    # "for 1,000 documents" places only a stated tick ("stays flat for 5 epochs" is a stretch)
    if unit or (
        trailing is not None
        and (_PLACE_WORD.search(before) or _for_tick(n, before, names) or _bracketed(before, after[trailing.end() :]))
    ):
        # "at 100 steps", "by 5s": the place runs to its x name or unit
        end = raw_end + (len(_glued_unit(after)) if unit else (trailing.end() if trailing else 0))
        ok = _RANGE_PLACE.search(before) is None
        ends = not ok and _UNTIL.search(before) is not None
        return Mention(n, n.start, end, place=True, ok=ok, ends=ends, glued=unit)
    y = _Y_LEAD.search(before)
    start = n.start - (len(before) - y.start()) if y else n.start
    coordinate = _COORDINATE.search(before)
    if coordinate is not None and y is None and not names.measures(coordinate.group("name")):
        # "(Ratio=0.3, Window=2000)": a number named by another axis is a coordinate, no value
        return Mention(n, start, n.end, place=False, ok=False)
    named = _NAME_BEFORE.search(before)
    # ("Reaches ~30 ms": a name's number is never approximate)
    if (
        named is not None
        and not names.measures(named.group("word"))
        and not n.approx
        and named.group("word").casefold() not in HEDGE_WORDS  # "Approximately 2.85 at 0 steps": a hedge, no name
        and named.group("word").casefold() not in _COURSE_VERBS  # "Reaches **1.45** at 1,000": a verb, no name
    ):
        # "Model 0 stays ahead of Model 1 at step 2": a number in a name, no value
        return Mention(n, start, n.end, place=False, ok=False)
    ok = not (
        n.raw.rstrip("*_`").endswith(("x", "×"))  # "1.7×": a ratio of two values
        or (_NOT_VALUE_BEFORE.search(before) and not _MOVES_UP_TO.search(before))
        or _THE.search(before)
        or _SECOND_END.search(before)
        or (_RANGE_START.search(before) and _RANGE_NEXT.match(after))
        or _not_value_after(_SHAPES.OPENING_MARKS.sub("", after), names)
        or SHARE_OF_MARK.match(after)  # "about 62% of the bar": a share of the bar's total
    )
    return Mention(n, start, n.end, place=False, ok=ok)


_RANGE_END = _SHAPES.RANGE_END


def _close_ranges(found: list[Mention], raw: str) -> None:
    """ "from step 0 to step 100": the place after "to" or "and" ends the stretch the one
    before it starts."""
    prev: Mention | None = None
    for m in found:
        if m.place and prev is not None and prev.place and not prev.ok and _RANGE_END.search(raw, prev.end, m.start):
            m.ok = False
        prev = m
