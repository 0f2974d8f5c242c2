"""Small text helpers shared by the interpretation: markdown stripping, panel keys,
and the vocabulary that tells a structural label ("Data Points") from a name."""

from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import Any

from extract.grammar import Shapes
from extract.memo import ACROSS, per_document
from extract.numbers import SCRIPT_DIGITS

# a note saying a name or title is not written, or only guessed ("(Implied)", "(not labeled)",
# "Not applicable"): grammars/axes.lark's ONLY_UNSTATED (its words, _UNSTATED, are the axes' too)
_AXES = Shapes("axes")


def unstated(note: str) -> bool:
    """Whether a note only says that a name is not written ("Unlabeled", "not named")."""
    return _AXES.ONLY_UNSTATED.fullmatch(note) is not None


_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_EMPH = re.compile(r"(\*\*|__|(?<!\s)\*|\*(?!\s)|`)")  # a "*" between spaces multiplies ("2.5 * T")


# the non-ASCII letters that re.IGNORECASE matches to ASCII ones (Python's re docs)
_FOLD = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})


_DIGIT = re.compile(r"\d")


_BEFORE_REACH = 40  # characters before a place that may hold the words said of it ("approximately ", "above ")


def words_before(raw: str, at: int, reach: int = _BEFORE_REACH) -> str:
    """The words right before a place in a line, from a word's start: what is looked for
    there (a hedge, a bound) is not searched over the whole line, so a line of thousands of
    values stays linear."""
    start = max(0, at - reach)
    while 0 < start < at and raw[start - 1].isalnum():
        start += 1
    return raw[start:at]


def has_digit(text: str) -> bool:
    """Whether a text holds a decimal digit (any script's)."""
    return _DIGIT.search(text) is not None


def fold(text: str) -> str:
    """Text lower-cased as re.IGNORECASE compares it with ASCII letters: where a pattern of
    ASCII letters matches under re.IGNORECASE ("Kelvin" against "KELVIN", "ſ" against "s"),
    the fold()ed text holds those letters in lower case, one character for one. (An ASCII
    text holds none of the four letters: lower() alone, where translate() looks up each
    character in a dictionary.)"""
    return text.lower() if text.isascii() else text.translate(_FOLD).lower()


MEMO_LONGEST = 256  # characters: longer texts (a whole data line) are rarely asked twice


def strip_md(text: str) -> str:
    """Text without emphasis, code marks and link targets, whitespace collapsed."""
    return _strip_md_memo(text) if len(text) <= MEMO_LONGEST else _strip_md(text)


@lru_cache(maxsize=ACROSS)  # the same labels and titles are stripped over and over
@per_document
def _strip_md_memo(text: str) -> str:
    return _strip_md(text)


def _strip_md(text: str) -> str:
    if "*" not in text and "`" not in text and "__" not in text and "\\" not in text and "](" not in text:
        return " ".join(text.split())  # (no mark to strip: _EMPH's look-behind is tried at every position)
    escaped = "\\" in text
    if escaped:  # "multi\_series" is "multi_series": an escaped mark is kept, not emphasis
        text = _ESCAPE.sub(lambda m: _HIDE.get(m.group(1), m.group(1)), text)
    if "](" in text:
        text = _links(text)
    text = _EMPH.sub("", text)
    if escaped:
        text = text.translate(_SHOW)
    return " ".join(text.split())


def _links(text: str) -> str:
    """_LINK.sub(r"\1", text) in one pass: "[label](target)" and "![label](target)" as
    their label. The regular expression tries every "[" of a run of them against the same
    "]" (quadratic on "[[[[…"); here a "[" whose first "]" after it is not followed by
    "(…)" rules out every "[" before that "]"."""
    out: list[str] = []
    done = scan = 0  # copied up to `done`; the next "[" to try is at or after `scan`
    while (b := text.find("[", scan)) >= 0:
        q = text.find("]", b + 1)
        if q < 0:
            break
        if text.startswith("(", q + 1):
            r = text.find(")", q + 2)
            if r < 0:
                break  # no ")" after this "]": none after any later one either
            a = b - 1 if b - 1 >= done and text[b - 1] == "!" else b
            out += [text[done:a], text[b + 1 : q]]
            done = scan = r + 1
        else:
            scan = q + 1
    return "".join(out) + text[done:] if out else text


_HIDE = {c: chr(0xE000 + ord(c)) for c in "*_`"}
_SHOW = {ord(v): k for k, v in _HIDE.items()}


_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|<>~])")


_KEY_DROP = re.compile(r"['’`\"“”*]")
_KEY_SPACE = re.compile(r"[\s_]+")
_KEY_PUNCT = re.compile(r"\s*([|/:,;\-–—])\s*")


def without_kind(title: str) -> str:
    """A title without the chart kind it opens on: "Bar Chart: Decode Latency" is "Decode
    Latency"; "Grouped Bar Chart - Recall" is "Recall"."""
    m = _KIND_PREFIX.match(title)
    return title[m.end() :] if m and m.end() < len(title) else title


_KIND_PREFIX = re.compile(
    r"^\W*(?:[\w-]+\s+){0,3}?(?:charts?|plots?|graphs?|heat\s?maps?|diagrams?|figures?\s*\d*|matri(?:x|ces))"
    r"\s*(?::|\s[-–—])\s*",
    re.I,
)


def figure_name(title: str) -> str | None:
    """The figure's name in a write-up's heading, without the chart kind or the kind of
    write-up it opens on: "Grouped Bar Chart: Accuracy by Size", "Technical Document
    Extraction: Accuracy by Size" and "Accuracy by Size (Grouped Bar Chart)" are "Accuracy
    by Size"; None when the heading names only
    a kind ("Technical Document Extraction: Line Chart Analysis", "Box Plot Analysis")."""
    s = strip_md(title).strip()
    s = _BRACKETED.sub(r"\1 ", s)  # "[Grouped Bar Charts]: …"
    for _ in range(3):
        t = _FIGURE_KIND.sub("", s, count=1)
        if t == s:
            t = _WRITE_UP_KIND.sub("", s, count=1)
        if t == s:
            t = _WRITE_UP_OF.sub("", s, count=1)
        if t == s:
            t = _KIND_NOTE.sub("", s, count=1)
        if t == s or not t.strip():
            break
        s = t
    s = s.strip().rstrip(":： ").strip()
    words = [w for w in s.casefold().split() if w not in _KIND_WORDS]
    if not s or not words or is_structural(" ".join(words)) or _DESCRIBED.match(s):
        return None
    return s


_BRACKETED = re.compile(r"^\[([^\]]*)\]")
# "Clips per Annotator (Stacked Bar Chart)": a closing note that only names the kind
_KIND_NOTE = re.compile(
    r"\s*\((?:[\w-]+\s+){0,3}?(?:charts?|plots?|graphs?|heat\s?maps?|diagrams?|histograms?)\)\s*$", re.I
)


def only_kind(note: str) -> bool:
    """Whether a bracketed note only names the chart's kind ("Stacked Bar Chart")."""
    return _KIND_NOTE.fullmatch(f" ({note.strip()})") is not None


_FIGURE_KIND = re.compile(
    r"^\W*(?:[\w-]+\s+){0,3}?(?:charts?|plots?|graphs?|heat\s?maps?|diagrams?|matri(?:x|ces)|tables?|histograms?|bars"
    r"|figures?\s*\d*[a-z]?|classification\s+reports?)"
    r"(?:\s+(?:with|and)\s+[\w\s]{1,30}?)?(?:\s+(?:comparison|analysis|series|transcription|extraction|description|overview))?"
    # ("Confusion Matrix (row-normalised): …": the kind's note too, before a colon)
    r"(?:\s*\([^()]{1,30}\)\s*:|\s*(?::|\s[-–—]\s))\s*",
    re.I,
)
# "Technical Document Extraction:", "Data Extraction -", "Image Description:"
_WRITE_UP_KIND = re.compile(
    r"^\W*(?:technical\s+)?(?:document|data|image|figure)?\s*(?:extraction|analysis|description|transcription)?"
    r"\s*(?::|\s[-–—]\s)\s*",
    re.I,
)
# "Technical Document Analysis of Recall vs. Depth": what the write-up is, then what the figure is called
_WRITE_UP_OF = re.compile(
    r"^\W*(?:technical\s+)?(?:document|data|image|figure)\s+(?:extraction|analysis|description|transcription)"
    r"\s+of\s+(?:the\s+|an?\s+)?",
    re.I,
)
# "Technical Document Analysis of Stacked Bar Chart": what the write-up is, not what the figure is called
_DESCRIBED = re.compile(r"^(?:technical\s+)?(?:document|data|image)\s+(?:extraction|analysis|description)\b", re.I)
_KIND_WORDS = frozenset(
    "box whisker stacked grouped clustered horizontal vertical scatter radar spider pie donut histogram "
    "line bar area bubble violin multi-line multiple combined".split()
)


def panel_key(title: str | None) -> str | None:
    """The normalised title that matches one panel across documents:
    "R1-Llama | AIME'24" and "r1-llama|aime24" share "r1-llama|aime24"; "GPQA_D" and
    "GPQA D" share "gpqa d"."""
    if title is None:
        return None
    s = _KEY_DROP.sub("", strip_md(title)).casefold()
    s = _KEY_SPACE.sub(" ", s).strip()
    s = _KEY_PUNCT.sub(lambda m: "-" if m.group(1) in "–—" else m.group(1), s)
    return s or None


_NOT_ALNUM = re.compile(r"[^0-9a-z+]")


@lru_cache(maxsize=ACROSS)  # the same tick names are compared over and over
def loose(text: str | None) -> str:
    """Letters, digits and '+' only, casefolded: for matching names written differently. A digit
    set low or high is a digit ("M₂" is m2, never the "M₃" beside it); a '+' tells a name
    apart ("Ranker + (Ours)" is never "Ranker (Ours)")."""
    return _NOT_ALNUM.sub("", (text or "").casefold().translate(SCRIPT_DIGITS))


_DECIMAL_POINT = re.compile(r"(?<=\d)\.(?=\d)")


# a month's name, whole or cut short ("January", "Jan.", "Sept"): one place on a time axis
_MONTH_NAME = re.compile(
    r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:uary|ruary|ch|il|e|y|ust|t|tember|ember|ober)?\b\.?",
    re.I,
)
_MONTH_ENDS = {
    "jan": "uary", "feb": "ruary", "mar": "ch", "apr": "il", "jun": "e", "jul": "y",
    "aug": "ust", "sep": "tember", "oct": "ober", "nov": "ember", "dec": "ember",
}  # fmt: skip


# a weekday's name, whole or cut short ("Saturday", "Sat", "Tues."): one place, as a month's.
# One vocabulary for both uses: a tick's key (tick_name: "Sat" and "Saturday" are "sat") and a
# tick's other spellings, for finding it in prose (_weekday_spellings); each day's forms, its
# stem first
_WEEKDAYS = (
    ("mon", "monday"), ("tue", "tues", "tuesday"), ("wed", "weds", "wednesday"), ("thu", "thur", "thurs", "thursday"),
    ("fri", "friday"), ("sat", "saturday"), ("sun", "sunday"),
)  # fmt: skip
_DAY_FORMS = {form: day for day in _WEEKDAYS for form in day}
_DAY_NAME = re.compile(r"\b(" + "|".join(sorted(_DAY_FORMS, key=len, reverse=True)) + r")\b\.?", re.I)


def _day_short(m: re.Match[str]) -> str:
    return _DAY_FORMS[m.group(1).casefold()][0]


# a year, then its quarter: "2023 Q3", "2023-Q3"
_YEAR_THEN_QUARTER = re.compile(r"((?:19|20)\d\d)[\s\-–/]*([Qq][1-4])")
_QUARTER_THEN_YEAR = re.compile(r"([Qq][1-4])\s+((?:19|20)\d\d)")


def _month_short(m: re.Match[str]) -> str:
    stem, end = m.group(1).casefold(), m.group(0)[len(m.group(1)) :].rstrip(".").casefold()
    if end and end != _MONTH_ENDS.get(stem) and not (stem == "sep" and end == "t"):
        return m.group(0)  # "Marie", "Decimal": no month ("\b" already keeps "Mars" whole)
    return stem


# a day of the week as a tick writes it, whole or cut short ("Mon", "Thurs", "Friday"), and
# its other spellings: the axis's "Sat" is the prose's "Saturday" (only a tick that is the day
# alone, written as a word: "SAT" is an exam, "Sun Life" a name)
_WEEKDAY = re.compile(r"(?-i:[A-Z][a-z]+|[a-z]+)", re.I)


def _weekday_spellings(name: str) -> list[str]:
    """The other spellings of a tick that is a day of the week alone ("Saturday" of "Sat")."""
    said = name.strip().rstrip(".")
    if not _WEEKDAY.fullmatch(said) or (m := _DAY_NAME.fullmatch(said)) is None:
        return []
    day = _DAY_FORMS[m.group(1).casefold()]
    return [f.capitalize() if said[0].isupper() else f for f in day if f != said.casefold()]


def month_spellings(name: str) -> list[str]:
    """The other spellings of a name that holds a month ("January 2024" of "Jan 2024";
    "Sept" and "September" of "Sep"), a quarter ("2023 Q3" of "Q3 2023") or is a day of the
    week ("Saturday" of "Sat"), for finding it as prose writes it."""
    if days := _weekday_spellings(name):
        return days
    if (quarter := _YEAR_THEN_QUARTER.fullmatch(name.strip())) is not None:
        return [f"{quarter.group(2)} {quarter.group(1)}"]  # "Q3 2023" of "2023 Q3"
    if (quarter := _QUARTER_THEN_YEAR.fullmatch(name.strip())) is not None:
        return [f"{quarter.group(2)} {quarter.group(1)}"]  # "2023 Q3" of "Q3 2023"
    m = _MONTH_NAME.search(name)
    if m is None or _month_short(m) == m.group(0):
        return []
    stem = m.group(1).casefold()
    forms = [stem, stem + _MONTH_ENDS.get(stem, "")] + (["sept"] if stem == "sep" else [])
    out = []
    for form in dict.fromkeys(forms):
        spelled = form.capitalize() if m.group(0)[:1].isupper() else form
        alias = name[: m.start()] + spelled + name[m.end() :]
        if alias != name:
            out.append(alias)
    return out


@lru_cache(maxsize=ACROSS)
def tick_name(text: str) -> str:
    """A tick's name written loose, its decimal points kept: "1.0" is never "β 10%" or "10",
    "GPT-3.5" is "gpt3.5" and never "GPT-35"; a month is its first three letters, so the
    axis's "Jan" and the prose's "January" name one place."""
    if _MONTH_NAME.search(text):
        text = _MONTH_NAME.sub(_month_short, text)
    if _DAY_NAME.search(text):
        text = _DAY_NAME.sub(_day_short, text)
    if (quarter := _YEAR_THEN_QUARTER.fullmatch(text.strip())) is not None:
        text = f"{quarter.group(2)} {quarter.group(1)}"  # "2023 Q3" is "Q3 2023"
    if "." not in text:
        return loose(text)
    return ".".join(loose(part) for part in _DECIMAL_POINT.split(text)).strip(".")


def tick_key(v: object) -> object:
    """A hashable key that equal ticks share: 3000 and 3000.0; "GPQA_D" and "gpqa d"."""
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return round(float(v), 9)
    return None if v is None else tick_name(str(v))


def same_tick(a: object, b: object) -> bool:
    """Whether two ticks (or cell keys) name the same place."""
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))
    if a is None or b is None:
        return False
    la = tick_name(str(a))
    return la != "" and la == tick_name(str(b))


def _number(v: object) -> bool:
    return isinstance(v, (int, float))


def _magnitude(x: float) -> int:
    """e with 10**e at least max(1, |x|) (to within the rounding of log10)."""
    return math.ceil(math.log10(max(1.0, abs(x))))


class TickIndex:
    """A list of ticks that finds `first(value)`, the first tick `t` in list order with
    same_tick(t, value), in constant time, not by scanning (a scatter plot of 100,000
    points asks once per point). It follows the list it was given (`sync`) as that list
    grows by appends or is replaced.

    Names are found by their loose form. A number is found among the numbers in buckets
    of width 1e-8 * 10**e for the e of its magnitude: two numbers same_tick holds equal
    (within 1e-9 of the larger) fall in the same or a neighbouring bucket of the same or
    a neighbouring e, so the nine buckets around a value hold every candidate, and each
    candidate is still tested with same_tick itself.

    `first` is memoised by the value's type and value: a found tick stays the first as the
    list grows by appends (new ticks come after it); a miss is forgotten when it grows.
    `at` and `members` (every index of a value, as a tuple and as a set) are memoised the
    same way and forgotten when the list grows: a column of n cells asked once per claim
    is found once, not tested tick by tick again."""

    __slots__ = (
        "_buckets",
        "_count",
        "_every",
        "_found",
        "_list",
        "_members",
        "_missed",
        "_names",
        "_texts",
        "_unbucketed",
    )

    def __init__(self, ticks: list[Any] | None = None) -> None:
        self._list: list[Any] = ticks if ticks is not None else []
        self._reset()

    def _reset(self) -> None:
        self._count = 0
        self._names: dict[str, list[int]] = {}  # tick_name(str(t)) of every tick -> its indices
        self._texts: dict[str, list[int]] = {}  # the same, of the ticks that are not numbers
        self._buckets: dict[tuple[int, int], list[int]] = {}
        self._unbucketed: list[int] = []  # numbers too large for a bucket (scanned)
        self._found: dict[tuple[type, Any], int] = {}  # first() of a value: its tick's index
        self._missed: set[tuple[type, Any]] = set()  # first() of a value: None, so far
        self._every: dict[tuple[type, Any], tuple[int, ...]] = {}  # at() of a value, so far
        self._members: dict[tuple[type, Any], frozenset[int]] = {}  # members() of a value, so far

    @property
    def ticks(self) -> list[Any]:
        return self._list

    def sync(self, ticks: list[Any]) -> None:
        """Follow `ticks`: the same list, grown by appends, or another list."""
        if ticks is not self._list or len(ticks) < self._count:
            self._list = ticks
            self._reset()
        if len(ticks) > self._count:
            self._missed.clear()
            self._every.clear()
            self._members.clear()
        for i in range(self._count, len(ticks)):
            self._put(i, ticks[i])
        self._count = len(ticks)

    def append(self, tick: Any) -> None:
        self._list.append(tick)
        self.sync(self._list)

    def _put(self, i: int, t: Any) -> None:
        if t is None:
            return
        key = tick_name(str(t))
        if key:
            self._names.setdefault(key, []).append(i)
            if not _number(t):
                self._texts.setdefault(key, []).append(i)
        if _number(t):
            try:
                e = _magnitude(t)
                self._buckets.setdefault((e, math.floor(t / 10.0 ** (e - 8))), []).append(i)
            except (OverflowError, ValueError):
                self._unbucketed.append(i)

    def every(self, value: Any) -> list[int]:
        """The indices of every tick equal to `value` by same_tick, in order."""
        self.sync(self._list)
        if value is None:
            return []
        ticks = self._list
        key = tick_name(str(value))
        if not _number(value):
            return list(self._names.get(key, ())) if key else []
        found = list(self._texts.get(key, ()))
        buckets = self._buckets
        try:
            e0 = _magnitude(value)
            for e in (e0 - 1, e0, e0 + 1) if buckets else ():  # (no number among the ticks: none to probe)
                at = math.floor(value / 10.0 ** (e - 8))
                for j in (at - 1, at, at + 1):
                    near = buckets.get((e, j))
                    if near:
                        found += [i for i in near if same_tick(ticks[i], value)]
        except (OverflowError, ValueError):
            found += [i for b in self._buckets.values() for i in b if same_tick(ticks[i], value)]
        found += [i for i in self._unbucketed if same_tick(ticks[i], value)]
        return sorted(found)

    def at(self, value: Any) -> tuple[int, ...]:
        """`every(value)`, memoised (a tuple: it is shared by every caller)."""
        self.sync(self._list)
        key = (type(value), value)
        found = self._every.get(key)
        if found is None:
            found = self._every[key] = tuple(self.every(value))
        return found

    def members(self, value: Any) -> frozenset[int]:
        """The set of `every(value)`, memoised: sets of a large and a small column meet in
        the time of the small one."""
        self.sync(self._list)
        key = (type(value), value)
        found = self._members.get(key)
        if found is None:
            found = self._members[key] = frozenset(self.at(value))
        return found

    def first(self, value: Any) -> Any:
        """The first tick equal to `value` by same_tick, or None."""
        self.sync(self._list)
        key = (type(value), value)
        at = self._found.get(key)
        if at is not None:
            return self._list[at]
        if key in self._missed:
            return None
        found = self.every(value)
        if not found:
            self._missed.add(key)
            return None
        self._found[key] = found[0]
        return self._list[found[0]]


# Words that describe the structure of a write-up rather than name a panel or series.
STRUCTURAL_WORDS = frozenset(
    """
    an the of and or for with by in on per to from at as each all every both its their this these
    data point points value values grid grids table tables cell cells number numbers numerical numeric
    score scores raw matrix full detailed detail details analysis summary overview description
    key observation observations interpretation interpretations note notes component components
    axis axes x-axis y-axis x y horizontal vertical legend legends color colour colors colours
    colorbar colourbar scale scales bar bars gradient map label labels labelled labeled title titles
    tick ticks layout trend trends verification approximate approx approximately estimated extracted
    reading readings common element elements individual chart charts figure figures heatmap heatmaps
    heat plot plots panel panels graph graphs subplot subplots row rows column columns peak peaks series
    main overall general structure visual visualization elements content contents information
    measurement measurements result results statistics stats breakdown list listing region regions metadata
    left right top bottom center centre middle upper lower side position positions
    finding findings highlight highlights takeaway takeaways insight insights remark remarks comment
    comments discussion conclusion conclusions caption reading readings total totals curve curves
    line lines marker markers entry entries count counts observed what shows stands out
    one two three four five six seven eight nine ten eleven twelve
    extraction specific selected sampled notable estimates type types kind context purpose technical
    document text textual transcription embedded annotation annotations visible spatial grounding
    reconstruction reconstructed facts specifics setup properties characteristics feature features pattern patterns
    behavior behaviour slice slices segment segments wedge wedges sector sectors share shares
    header headers footer footers area areas bin bins boxes violins
    """.split()
)


_WORD = re.compile(r"[^\W_][\w\-'’.@|]*")


def paired_names(text: str) -> list[str]:
    """The names of an item that writes two or more one-word names ("cities_and, cities_or"),
    else the item itself."""
    parts = text.split(", ")
    return parts if len(parts) > 1 and all(len(w) > 1 and " " not in w for w in parts) else [text]


def trim_end(text: str) -> str:
    """A name without the full stop or spaces around it, but with the dot of an abbreviation
    at its end ("Entity Attr." stays; "Overall." is "Overall")."""
    s = text.strip()
    if s.endswith(".") and _ABBREVIATION.search(s):
        return s
    return s.strip(" .")


_ABBREVIATION = re.compile(r"(?:^|\s)[A-Z][a-z]{1,4}\.$")


@lru_cache(maxsize=ACROSS)  # a pure function of the label, asked of the same labels across a corpus
@per_document
def is_structural(label: str) -> bool:
    """True when every word of `label` is structural vocabulary."""
    words = [w.casefold().strip(".'’") for w in _WORD.findall(label)]
    return all(w in STRUCTURAL_WORDS for w in words)


def singular(word: str) -> str:
    """A word without a plural "s" ("tasks" -> "task"; words of three letters or fewer stay)."""
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


_ONE_LETTER = re.compile(r"(?<![\w.])[A-Za-z](?![\w.])")
_ONE_GREEK = re.compile(r"(?<![\w.])[\u0391-\u03a9\u03b1-\u03c9](?![\w.])")


def symbols(label: str | None, greek: bool = False) -> set[str]:
    """The one-letter words of an axis's label, its symbols: "k" of "k values" and of
    "Sample Size (k)" (the article "a" is none); `greek`: a Greek letter too ("α" of
    "Training time α"), where a sentence places a point by it ("At α=1, …")."""
    found = {w.casefold() for w in _ONE_LETTER.findall(label or "")} - {"a"}
    return found | {w.casefold() for w in _ONE_GREEK.findall(label or "")} if greek else found
