"""Reading words, shared by the interpretation and the claims: spans, directions, number
words, quoted names, colours and sentences."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from extract.grammar import terminals
from extract.literals import Gated
from extract.memo import ACROSS, per_document
from extract.reader import Line, Num
from extract.text import fold

if TYPE_CHECKING:  # the parse stage (reader, outline) runs without loading pydantic
    from extract.models import Order, Span


def span_of(line: Line, start: int, end: int) -> Span:
    """The Span of columns [start, end) (0-based) of `line`."""
    from extract.models import Span  # on first use: see above

    return Span(line=line.number, column=start + 1, end_line=line.number, end_column=end + 1)


def num_span(line: Line, n: Num) -> Span:
    """The Span of one number."""
    return span_of(line, n.start, n.end)


def line_span(line: Line) -> Span:
    """The Span of a line's content (without its block marker)."""
    return span_of(line, line.offset, line.offset + len(line.content))


_DIRECTION = Gated(
    re.compile(
        r"\b(?:from\s+(?:the\s+)?)?(top|bottom|left|right)(?:most)?\s+(?:to|→|->)\s+(?:the\s+)?(top|bottom|left|right)\b",
        re.I,
    )
)
_ORDERS: dict[tuple[str, str], Order] = {
    ("left", "right"): "left-to-right",
    ("right", "left"): "right-to-left",
    ("top", "bottom"): "top-to-bottom",
    ("bottom", "top"): "bottom-to-top",
}


def direction(text: str) -> Order | None:
    """The direction a text states: "listed from top to bottom" -> "top-to-bottom"."""
    for m in _DIRECTION.finditer(text):
        order = _ORDERS.get((m.group(1).lower(), m.group(2).lower()))
        if order:
            return order
    return None


def _approx_words() -> str:
    """inline.lark's APPROX_WORD terminal: the words that make a number approximate."""
    term = next(t for t in terminals("inline") if t.name == "APPROX_WORD")
    return term.pattern.value.removeprefix("\\b(?:").removesuffix(")")


# words that make a number approximate ("approximately 50", "about 2,000"), as an alternation
APPROX_WORDS = _approx_words()
# a hedge before a number, with the space after it: "about 40", "roughly 0.7", "~40", "≈ 40"; every
# pattern that allows one uses this, so a new hedge word is added to inline.lark's APPROX_WORD only
HEDGE = rf"(?:(?:{APPROX_WORDS})\s+|[~≈∼]\s*)"
# the same words as a set, for tests on one word: "approx" and "approx." both
HEDGE_WORDS = frozenset(
    form
    for word in APPROX_WORDS.split("|")
    for form in ((word[:-3], word[:-3] + ".") if word.endswith("\\.?") else (word.replace("\\.", "."),))
)
# a text that ends on a hedge ("… from approximately ", "~"), any case: the number after it is
# approximate; and what may come before a colour scale's first end on its line, marks and a
# hedge ("**~40 to ~48**")
_ENDS_ON_HEDGE = re.compile(rf"\b(?:{APPROX_WORDS})\s*$|[~≈]\s*$", re.I)
_MARKS_AND_HEDGE = re.compile(rf"[\s*_`:(]*(?:(?:{APPROX_WORDS}|~|≈)\s*)?")


def ends_on_hedge(text: str) -> bool:
    """Whether a text ends on a hedge word or mark ("ranges from approximately ")."""
    return _ENDS_ON_HEDGE.search(text) is not None


def only_marks_and_hedge(text: str) -> bool:
    """Whether a text holds only marks and at most one hedge ("**~", ": approximately ")."""
    return _MARKS_AND_HEDGE.fullmatch(text) is not None


# a hedge that opens the name of values: "Approximate Count", "Est. Latency", "~Accuracy"
_HEDGED_NAME = re.compile(rf"^\s*(?:[~≈]|(?:{APPROX_WORDS}|approximate|estimated|est\.)(?![\w]))\s*", re.I)


def without_hedge(text: str) -> str:
    """A name without the hedge that opens it ("Approximate Count" -> "Count"; "" when it is only one)."""
    return _HEDGED_NAME.sub("", text, count=1)


# a number said as a reading: "~0.4", "approximately 7.5", "reaching 20", "at 1.5G", "y=8.1",
# "(67.8%)", "**0.9**"
_READ_VALUE = re.compile(
    rf"(?:[~≈∼]|\b(?:{APPROX_WORDS}|near|reaching|reaches|at)\s|\b[a-z]\s*=)"
    r"[\s*_`(]*[-−]?\d|\d%|\*\*[-−]?\d[\d.]*\*\*",
    re.I,
)


def says_a_reading(text: str) -> bool:
    """Whether a text gives a number as a reading ("~0.4", "reaching 20", "y=8.1", "**0.9**")."""
    return _READ_VALUE.search(text) is not None


# the words that set a place before it: "at 8K", "after 20 steps"
PLACE_WORDS = frozenset(("at", "by", "after", "on", "in", "for"))

NUMBER_WORDS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen twenty".split()
    )
}
NUMBER_WORDS.update({"single": 1, "a pair of": 2, "pair of": 2, "dozen": 12})


def count_value(word: str) -> int | None:
    """4 for "four" or "4"."""
    w = word.casefold()
    if w.isdigit():
        return int(w)
    return NUMBER_WORDS.get(w)


COUNT_WORD = r"(?:\d{1,3}|" + "|".join(sorted((w for w in NUMBER_WORDS if " " not in w), key=len, reverse=True)) + r")"

# examples in parentheses: "(e.g., Plant B: 60%)", "(such as 'tables')", "(i.e. 0.2 to 0.4)"
# a note that names which variant a category is, part of its name: "A+B+C (full model)",
# "Base+Aug (full)", "Mixer (ours)", "Plain (baseline)"
VARIANT_NOTE = re.compile(
    r"\((?:the\s+)?(?:full|complete|ours|proposed|baseline|default)(?:\s+(?:model|method|system|pipeline|version))?\)",
    re.I,
)
EXAMPLES = re.compile(r"\((?:e\.g\.|for example|such as|i\.e\.)(?:[^()]|\([^()]*\))*\)", re.I)
_QUOTED = re.compile(r"\"([^\"\n]{1,80})\"|“([^”\n]{1,80})”|`([^`\n]{1,80})`|'([^'\n]{2,60})'(?!\w)")


@lru_cache(maxsize=ACROSS)
@per_document
def quoted(text: str) -> tuple[tuple[str, int], ...]:
    """Quoted or backticked strings of a text with their start offsets (once per text: a
    line's numbers each ask whether they stand in a quoted name). A sentence's stop inside
    quotes is no part of the name ('"Alpha."'); inside backticks, which quote a label
    verbatim, a full stop is ("`Base R.`", an abbreviation), and so it is in quotes after a
    name whose words are cut short with stops ('"Unasso. Hallu./Factual Asso."')."""
    out = []
    for m in _QUOTED.finditer(text):
        i = next(g for g in range(1, 5) if m.group(g) is not None)
        said = m.group(i).strip()
        verbatim = i == 3 or _ABBREVIATED.search(said) is not None
        out.append((said.rstrip(",;:" if verbatim else ".,;:").strip(), m.start(i)))
    return tuple(out)


# a word cut short with a stop inside a name, a slash or a space after it: "Unasso. Hallu./Factual"
_ABBREVIATED = re.compile(r"[A-Za-z]\.[/ ][A-Za-z]")


# where a thing sits or which charts it is of: "(Left)", "(Top-Right of each chart)", "(shared)"
POSITION = re.compile(
    r"\b(?:left|right|top|bottom|side|center|centre|shared|common|both|all|each|every|vertical|horizontal|"
    r"graphs?|charts?|panels?|plots?|subplots?)\b",
    re.I,
)


COLOR_WORDS = frozenset(
    "yellow blue green red purple orange white black gray grey teal cyan magenta pink brown violet "
    "navy maroon indigo turquoise beige cream gold golden olive lime lavender crimson salmon coral peach "
    "amber mauve lilac plum aqua fuchsia ochre charcoal silver bronze mint khaki sand tan rust burgundy slate "
    "ivory mustard scarlet azure cerulean emerald jade copper taupe sepia cobalt vermilion".split()
)
# how a series is drawn: its line, its marks and their shade ("(green pentagons)", "(dashed
# line, hollow circles)"); a note of these words and colours names nothing
MARK_WORDS = frozenset(
    "line lines curve curves dashed solid dotted dash dashdot marker markers circle circles square squares "
    "triangle triangles diamond diamonds star stars cross crosses pentagon pentagons hexagon hexagons "
    "asterisk asterisks bar bars box boxes violin violins bubble bubbles shaded shade area band "
    "light dark pale deep bright medium med mid thick thin bold "
    "faint filled hollow open dot dots plus reddish bluish greenish pinkish yellowish purplish greyish "
    "grayish darker lighter paler brighter deeper darkest lightest palest brightest deepest".split()
)


# words of a note that say only how strong or how thick a mark is, never what it is: alone
# before a bracket they are a name ("Medium (12 oz)", "Light (decaf)"), not a note
_SHADES = frozenset("light dark pale deep bright medium med mid thick thin bold faint".split())


def shade_only(text: str) -> bool:
    """Whether every word of `text` is a word of shade or weight alone ("Medium", "Dark")."""
    words = re.findall(r"[a-z]+", text.casefold())
    return bool(words) and all(w in _SHADES for w in words)


# the names plotting libraries give colours, written as one word ("lightcoral", "deepskyblue",
# "darkorange", "steelblue"): a colour after modifiers and a few fixed prefixes
_COMPOUND_PREFIX = (
    r"(?:light|dark|pale|deep|bright|medium|sky|sea|forest|royal|steel|dodger|cornflower|midnight|slate|lawn|"
    r"spring|hot|dim|cadet|powder|olive|lime|indian|rosy|sandy|saddle|alice|lemon|blue|orange|green)"
)
_LIBRARY_COLOURS = frozenset(["orchid", "sienna", "firebrick", "goldenrod", "chartreuse"])
# (longest first, then in one order: the same pattern in every process, extract.compiled)
_COLOUR_NAMES = "|".join(sorted(sorted(COLOR_WORDS | _LIBRARY_COLOURS), key=len, reverse=True))
_COMPOUND_COLOUR = re.compile(rf"{_COMPOUND_PREFIX}+(?:{_COLOUR_NAMES})", re.I)
_COLOUR = re.compile(
    r"\b(?:(?:light|dark|pale|deep|bright|medium|vivid|soft|intense|muted)[\s-]+)?(?:[a-z]+[-\s])?(?:"
    + rf"{_COMPOUND_COLOUR.pattern}|{_COLOUR_NAMES}"
    + r")\b",
    re.I,
)


# the first word of a colour named in two words ("sky blue", "brick red", "sea green")
_COLOUR_PREFIX_WORDS = frozenset(
    re.findall(r"[a-z]+", _COMPOUND_PREFIX)
    + "brick burnt baby ice electric neon hunter emerald sage moss pine jade dusty".split()
)


def colour_prefix(word: str, following: str) -> bool:
    """Whether `word` opens a colour named in two words with `following` ("Sky" before "Blue")."""
    return word.casefold() in _COLOUR_PREFIX_WORDS and is_colour_word(following)


def is_colour_word(word: str) -> bool:
    """Whether one word names a colour: "teal", or a plotting library's compound name
    ("lightcoral", "deepskyblue")."""
    w = word.casefold()
    return w in COLOR_WORDS or w in _LIBRARY_COLOURS or _COMPOUND_COLOUR.fullmatch(w) is not None


# every match of _COLOUR ends on a word that is a colour's name or a compound one ("teal",
# "steelblue"): the words of a text ending on none of the names rule the pattern out
_COLOUR_ENDS = tuple(sorted(COLOR_WORDS | _LIBRARY_COLOURS))
_WORD = re.compile(r"\w+")


def _may_name_a_colour(text: str) -> bool:
    """Whether a word of `text`, fold()ed, ends on a colour's name: a test in C on each word
    instead of the colour pattern's two hundred alternatives tried at each one. (A match
    of _COLOUR ends at a word's end and starts at a word's start, on a name or a prefix:
    that word, fold()ed as re.IGNORECASE compares it, ends on the name.)"""
    return any(w.endswith(_COLOUR_ENDS) for w in _WORD.findall(fold(text)))


def colour_phrase(text: str) -> str | None:
    """The first colour of a short text ("light yellow", "dark blue", "teal"), or None."""
    if not _may_name_a_colour(text):
        return None
    m = _COLOUR.search(text)
    if m is None:
        return None
    words = m.group(0).split()
    # keep a modifier ("dark blue") but not an unrelated word before it ("the blue")
    if len(words) > 1 and words[0].lower() not in _MODIFIERS and not words[0].lower().endswith("ish"):
        words = words[1:]
    return " ".join(words)


_MODIFIERS = frozenset(["light", "dark", "pale", "deep", "bright", "medium", "vivid", "soft", "intense", "muted"])


# not right after an abbreviation's dot ("vs. Llama", "e.g. X", "Fig. 2", "No. of")
_NOT_ABBREVIATION = (
    r"(?<!\bvs\.)(?<!\bv\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bapprox\.)(?<!\bca\.)(?<!\bFig\.)(?<!\bfig\.)"
    r"(?<!\bNo\.)(?<!\bno\.)(?<!\bcf\.)(?<!\bet al\.)"
)
# a sentence ends at ". " before a capital, but not after an abbreviation (the cheap test
# first: the abbreviations are looked behind only where a stop is)
# or before a count that opens the next ("… 205 responses in all. 3 of the six bins …"), after a
# word of small letters that is no abbreviation of a reference ("Eq. 3", "Sec. 4", "pp. 12")
_NUMBERED_AFTER = "".join(
    rf"(?<!\b{a}\.)"
    for a in "eq eqs sec secs pp ref refs vol ver figs tab ch nos art op ed est min max avg resp".split()
)
_SENTENCE_END = re.compile(
    r"(?<=[.!?])"
    + _NOT_ABBREVIATION
    + r"\s+(?=[A-Z\"“(*`])|(?<=[a-z]{2}\.)"
    + _NOT_ABBREVIATION
    + _NUMBERED_AFTER
    + r"\s+(?=\d)"
)
# a full stop: a dot before a space or the end, not an abbreviation's ("Throughput vs. Workers"),
# nor one an ampersand follows ("Count. & Prob.": two abbreviated words joined, one name),
# nor an initial's before a word in small letters ("Growth of E. coli", "in S. aureus")
FULL_STOP = re.compile(r"\." + _NOT_ABBREVIATION + r"(?=\s(?![ \t]*&)|$)(?!(?<=\b[A-Z]\.)\s+[a-z])")


@lru_cache(maxsize=ACROSS)
@per_document
def _sentence_ends(content: str) -> tuple[int, ...]:
    """Where each sentence of a prose line ends (the axes, the scales and the claims all
    cut the same lines). A stop inside a short quotation or parenthesis that closes on the
    line ends no sentence: it is an abbreviation of a name ('the full variant ("Encoder +
    Attn. Mix.") is the tallest', "(approx. Fig. 3)")."""
    ends = [m.start() for m in _SENTENCE_END.finditer(content)]
    if ends and any(c in content for c in _OPENERS):
        held = _enclosed(content)
        ends = [e for e in ends if not any(a < e < b for a, b in held)]
    return (*ends, len(content))


_OPENERS = '("“'
_MAX_ENCLOSED = 80  # characters: a quoted name or a note, not a sentence in brackets


def _enclosed(content: str) -> list[tuple[int, int]]:
    """The (start, end) of each quotation ("…", “…”) and parenthesis that closes on the line,
    at most _MAX_ENCLOSED characters long; one pass, straight quotes paired in order."""
    out: list[tuple[int, int]] = []
    opened: list[int] = []  # open parentheses
    straight: int | None = None
    curly: int | None = None
    for i, ch in enumerate(content):
        if ch == "(":
            opened.append(i)
        elif ch == ")" and opened:
            out.append((opened.pop(), i))
        elif ch == '"':
            if straight is None:
                straight = i
            else:
                out.append((straight, i))
                straight = None
        elif ch == "“":
            curly = i
        elif ch == "”" and curly is not None:
            out.append((curly, i))
            curly = None
    return [(a, b) for a, b in out if b - a <= _MAX_ENCLOSED]


def sentences(line: Line, items: bool = False, short: bool = False) -> list[Line]:
    """A prose line cut into sentences, each a Line of its own (same number, its own
    content offset and number phrases). Short lines stay whole unless `short`, and list
    items too unless `items` (an item's label speaks for all its sentences)."""
    if line.kind not in (("text", "item") if items else ("text",)) or (len(line.content) < 60 and not short):
        return [line]
    out = []
    start = 0
    content = line.content
    for end in _sentence_ends(content):
        text = content[start:end].strip()
        if text:
            a = line.offset + content.index(text, start)
            b = a + len(text)
            sub = Line(line.kind, line.number, line.raw, text, a, line.indent, line.level, line.block)
            sub.phrases = line.phrases_in(a, b)
            out.append(sub)
        start = end
    return out


def clauses(line: Line) -> list[Line]:
    """A sentence cut at its semicolons ("… four serving stacks; y-axis "TTFT (ms)" runs
    from 0 to 250."), each clause a Line of its own; a sentence with none stays whole."""
    content = line.content
    if "; " not in content:
        return [line]
    out = []
    start = 0
    for part in content.split("; "):
        text = part.strip()
        if text:
            a = line.offset + content.index(text, start)
            sub = Line(line.kind, line.number, line.raw, text, a, line.indent, line.level, line.block)
            sub.phrases = line.phrases_in(a, a + len(text))
            out.append(sub)
        start += len(part) + 2
    return out
