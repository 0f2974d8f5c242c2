"""Typed statements: what a line says it is about, from grammars/statements.lark.

`statement_of(content)` is the Statement of one line's content: its label and where the
rest starts ("**X-axis:** Epoch" -> label "X-axis", rest at 12), or that it is a label
alone ("**Data Points:**"), or text. `head_of(label)` is the Head of a label or of a
sentence's opening: the vocabulary it uses (an axis, a colour scale, a legend, …) as
named by the grammar's terminals. interpret/ asks these, never the text itself.

One Transformer (`_Statements`) builds both. The LALR parse (`parse_statements`,
`parse_head`) is the reference; the hot path scans with the grammar's own terminals
compiled by lark into one regular expression (as extract.reader does for inline.lark),
about a hundred times cheaper per line, and tests/test_statements.py holds the two equal
on generated text and on every fixture line."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from typing import TYPE_CHECKING, Literal, cast

from extract.grammar import Shapes, fits, get_parser, kept, terminals
from extract.literals import Gated
from extract.memo import ACROSS, per_document
from extract.text import strip_md

if TYPE_CHECKING:
    from lark import Lark, Token, Transformer

__all__ = [
    "Head",
    "Statement",
    "head_of",
    "horizontal_bars",
    "opening_of",
    "parse_head",
    "parse_statements",
    "scale_word",
    "statement_of",
    "statements_of",
    "value_band",
]

Form = Literal["labelled", "alone", "text"]
Which = Literal["x", "y"]

_MAX_ALONE_WORDS = 12  # "Values for each model and each benchmark, in percent:" is still a label


@dataclass(frozen=True, slots=True)
class Statement:
    """One line's shape.

    form: "labelled" (a label, then text), "alone" (a label with nothing after it, or only
    a note: "**No dropout** (red line)"), "text".
    label: the label, markdown stripped, trailing colon removed (None for text).
    start, end: the label's columns in the content, marks included (0, 0 for text).
    rest_at: where the text after the label starts (0 for text and for a label alone
    without a note).
    bold: the label is bold ("**X-axis:**"), not plain ("X-axis:").
    """

    form: Form
    label: str | None = None
    start: int = 0
    end: int = 0
    rest_at: int = 0
    bold: bool = False

    @property
    def leading(self) -> tuple[str | None, int]:
        """(label, rest_at) when a text follows the label, else (None, 0)."""
        return (self.label, self.rest_at) if self.rest_at and self.label is not None else (None, 0)


_TEXT = Statement("text")


def _bold_inner(tok: str) -> str:
    """ "**Label:**" -> "Label" (one colon inside the marks is the label's end)."""
    inner = tok[2:-2]
    return inner[:-1] if inner.endswith((":", "：")) else inner


# where a row sits, as a note on "Row 1 (Top)"
_PLACES = frozenset(["top", "bottom", "middle", "upper", "lower", "first", "last", "center", "centre", "row"])


# the marks a legend's label may name beside it, each of its items then a mark and its value
# ("Legend / slices", "Legend and bars")
_VALUED_MARKS = frozenset(["slices", "segments", "wedges", "sectors", "bars", "columns"])

# how "Row labels", "Column headers" end: words that name a grid's rows or columns, no values
_LABEL_ENDS = ("label", "labels", "header", "headers")
# the kinds of word that make a section's numbers no data (Head.not_data)
NOT_DATA = ("AXIS", "AXIS_WORD", "LEGEND", "COLOUR_SCALE", "SCALE", "TITLE", "SECTION", "COMMENTARY", "BOX_MARKS")


@dataclass(frozen=True)
class Head:
    """The words of a label or of a sentence's opening, as the grammar's terminals name them."""

    tokens: tuple[tuple[str, str], ...]  # (terminal, text), in order

    @cached_property
    def kinds(self) -> frozenset[str]:
        """The terminals its words are."""
        return frozenset(k for k, _ in self.tokens)

    def has(self, *kinds: str) -> bool:
        """Whether any word is one of these terminals ("LEGEND", "COLOUR_SCALE", …)."""
        return not self.kinds.isdisjoint(kinds)

    def first(self, *kinds: str) -> str | None:
        """The text of the first word of one of these terminals."""
        return next((t for k, t in self.tokens if k in kinds), None)

    def after_class_side(self, text: str) -> str:
        """A class's name without the side of a confusion matrix it opens on: "True Wren" and
        "predicted Wren" are Wren; any other text as it is."""
        lead = self._lead(skip_punct=True)
        if len(lead) >= 2 and lead[0][0] in ("TRUE_CLASS", "PREDICTED_CLASS"):
            at = text.casefold().find(lead[0][1].casefold())
            if at >= 0 and (rest := text[at + len(lead[0][1]) :].strip(" *_:")):
                return rest
        return text

    def _lead(self, skip_punct: bool) -> list[tuple[str, str]]:
        toks = list(self.tokens)
        if skip_punct:
            while toks and toks[0][0] == "PUNCT":
                toks.pop(0)
        return toks

    def _rows_or_columns(self) -> Which | None:
        """ "Rows …", "The columns …", "Categories …", "Category axis …" at the start."""
        toks = self._lead(False)
        if toks and toks[0][0] == "THE":
            toks = toks[1:]
        if not toks:
            return None
        kind = toks[0][0]
        if kind in ("CATEGORY_AXIS", "VALUE_AXIS"):
            # "Category axis (vertical)", "Value axis (horizontal)": the note says which
            said = {t.casefold() for k, t in toks[1:] if k == "WORD"} & {"horizontal", "vertical"}
            if said:
                return "x" if "horizontal" in said else "y"
            return "x" if kind == "CATEGORY_AXIS" else "y"
        if kind == "ROWS":
            return "y"
        if kind in ("COLUMNS", "CATEGORIES"):
            return "x"
        return None

    @staticmethod
    def _axis_of(text: str) -> Which:
        w = text.split()[0].split("-")[0].casefold()
        return "x" if w.startswith(("x", "horizontal")) else "y"

    @cached_property
    def record_field(self) -> Which | None:
        """The axis a record's field is named for by its letter in brackets after one word:
        "Category (X)" the x axis, "Value (Y)" the y axis."""
        toks = self.tokens
        if len(toks) != 2 or toks[1][0] != "AXIS_LETTER" or toks[0][0] in ("PUNCT", "NUMBER", "LOWLINE"):
            return None
        return "x" if "x" in toks[1][1].casefold() else "y"

    @cached_property
    def label_axis(self) -> Which | None:
        """The axis a label is about: "Y-Axis (Left)", "X (Epoch)", "Horizontal", "Rows"."""
        ax = self.first("AXIS")
        if ax is not None:
            return self._axis_of(ax)
        toks = self.tokens
        if (
            toks
            and toks[0][0] == "WORD"
            and toks[0][1].casefold() in ("x", "y", "horizontal", "vertical")
            and (len(toks) == 1 or toks[1] == ("PUNCT", "("))
        ):
            return self._axis_of(toks[0][1])
        words = [k for k, _ in toks if k != "PUNCT"]
        if words == ["VALUE_SIDE", "AXIS_WORD"]:
            return "y"  # "Left axis", "Secondary axis": one of two value axes
        return self._rows_or_columns()

    @cached_property
    def opening_axis(self) -> Which | None:
        """The axis a sentence opens on: "The x-axis shows …", "**The shared y-axis** …",
        "Rows are …"."""
        toks = self._lead(True)
        if toks and toks[0][0] == "THE":
            toks = toks[1:]
        if toks and toks[0][0] == "SHARED":
            toks = toks[1:]
        if toks and toks[0][0] == "AXIS":
            return self._axis_of(toks[0][1])
        return self._rows_or_columns()

    @cached_property
    def row_number(self) -> int | None:
        """N for a label that only numbers a row: "Row 2", "Row #2", "Row 2 (Top)"."""
        toks = [t for t in self.tokens if t != ("PUNCT", "#")]
        if "(" in (t for _, t in toks):
            at = [t for _, t in toks].index("(")
            note = {t.casefold() for k, t in toks[at:] if k != "PUNCT"}
            if not note <= _PLACES:
                return None  # "Row 1 (10)": the row is named 10, not numbered 1
            toks = toks[:at]
        if len(toks) == 2 and toks[0][0] == "WORD" and toks[0][1].casefold() == "row" and toks[1][0] == "NUMBER":
            return int(toks[1][1])
        return None

    @cached_property
    def numbers_a_point(self) -> bool:
        """A label that only numbers a point ("Point 3", "Data point #2", "Point 1 (top
        right)"): it names no series, the point belongs to the one its header gives, or to
        the chart's unnamed one."""
        toks = [t for t in self.tokens if t != ("PUNCT", "#")]
        if ("PUNCT", "(") in toks:
            toks = toks[: toks.index(("PUNCT", "("))]
        return (
            len(toks) >= 2
            and toks[-1][0] == "NUMBER"
            and all(k == "DATA_WORD" for k, _ in toks[:-1])
            and toks[-2][1].casefold().startswith("point")
        )

    @cached_property
    def colour_scale(self) -> bool:
        """A colour scale's label: "Color Bar", "Legend", "Scale"."""
        return self.has("COLOUR_SCALE", "LEGEND", "SCALE")

    @cached_property
    def legend(self) -> bool:
        """A legend's label: "Legend", "Series", "Lines", "Bars", "Groups"."""
        return self.has("LEGEND", "SERIES_WORD")

    @cached_property
    def furniture(self) -> bool:
        """A label about the figure's furniture: an axis, the title, the grid, the plot, a
        colour or a scale ("X-axis", "Title", "Gridlines", "Color")."""
        return self.has("AXIS", "AXIS_WORD", "TITLE", "FURNITURE", "COLOUR", "COLOUR_SCALE", "SCALE") or self.grid_lines

    @cached_property
    def grid_lines(self) -> bool:
        """A label about the grid lines drawn behind the data ("Grid Structure", "Gridlines
        (horizontal)"), not a sentence that reads values off them ("Coordinates are read from
        the gridlines:")."""
        words = [t for k, t in self.tokens if k not in ("PUNCT", "LOWLINE")]
        return self.has("GRID_LINES") and len(words) <= _GRID_LABEL_WORDS

    @cached_property
    def not_data(self) -> bool:
        """A section whose numbers are not data: the figure's furniture ("Axes", "Legend",
        "Color bar", "Ticks", "Components") or the model's reading of it ("Observations",
        "Summary", "Trends", "Notes"), or the marks around a box ("Outliers", "Whiskers")."""
        return self.has(*NOT_DATA)

    @cached_property
    def names_not_data(self) -> bool:
        """not_data, said by the first or the last word: "Legend entries", "Key Observations",
        "Context"; a name with such a word inside is a name ("Max Context Length Error")."""
        words = [k for k, _ in self.tokens if k != "PUNCT"]
        return bool(words) and (words[0] in NOT_DATA or words[-1] in NOT_DATA)

    @cached_property
    def holds_no_data(self) -> bool:
        """A header whose lines are not data: it names furniture, or commentary without
        saying it holds data ("Key Observations" is commentary; "a breakdown of each
        model's trend and approximate data points" holds data)."""
        furniture = (
            self.has("AXIS", "AXIS_WORD", "LEGEND", "COLOUR_SCALE", "SCALE", "TITLE", "BOX_MARKS") or self.grid_lines
        )
        # "Header (Column Labels)", "Row headers": what the columns (rows) are called, no values
        labels = any(k in ("ROWS", "COLUMNS") and t.casefold().endswith(_LABEL_ENDS) for k, t in self.tokens)
        if self.joins_data:
            return False
        return furniture or labels or (self.has("SECTION", "COMMENTARY") and not self.has("DATA_WORD"))

    @cached_property
    def joins_data(self) -> bool:
        """A header that names the data beside the figure's furniture, joined by "and" or
        "&" ("Legend and Data Series", "Axes & Data Points"): its lines hold the data."""
        joined = any((k == "WORD" and t.casefold() == "and") or (k == "PUNCT" and t in "&/") for k, t in self.tokens)
        # ("Legend / slices (clockwise)" over "1. **Compute** (dark blue) — Share: 38%": the
        # marks that carry the values, each with its value)
        marks = any(k == "WORD" and t.casefold() in _VALUED_MARKS for k, t in self.tokens)
        return joined and (self.has("DATA_WORD") or marks)

    @cached_property
    def names_title(self) -> bool:
        """A label that gives the chart's title: "Title", "Chart Title", "Main Title" (not
        "X-axis Title" or "Left Graph Title")."""
        toks = [(k, t.casefold()) for k, t in self.tokens if k != "PUNCT"]
        return (
            bool(toks)
            and toks[-1][0] == "TITLE"
            and all((k == "WORD" and t in _TITLE_WORDS) or (k == "FURNITURE" and t == "plot") for k, t in toks[:-1])
        )

    @cached_property
    def opens_an_example(self) -> bool:
        """A label that opens an illustration ("Example", "For example"): the numbers after it
        illustrate what was said, they state no cell ("Example points", "Example values" do)."""
        toks = self._lead(True)
        return bool(toks) and toks[0][0] == "EXAMPLE" and not self.has("DATA_WORD", "MEASURE")

    @cached_property
    def marks_on_axis(self) -> bool:
        """A header about marks drawn on an axis ("Axis Markers", "X-axis annotations"):
        the numbers under it place the marks, they are no data."""
        return self.has("AXIS", "AXIS_WORD") and any(
            k == "WORD" and t.casefold() in _MARK_WORDS for k, t in self.tokens
        )

    @cached_property
    def names_measure(self) -> bool:
        """A name of what a value is, not of where it stands: "Value", "Data Point", "Score",
        "Mean Accuracy", "Bar height", "Overall Score" (a value noun, with at most a few
        words that only qualify it)."""
        words = [(k, t.casefold()) for k, t in self.tokens if k != "PUNCT"]
        return any(k in ("MEASURE", "DATA_WORD") for k, _ in words) and all(
            k in ("MEASURE", "DATA_WORD", "THE") or (k in ("WORD", "DATA_HINT") and t in _MEASURE_MODIFIERS)
            for k, t in words
        )

    @cached_property
    def anonymous_measure(self) -> bool:
        """A name that only says it holds a value, naming no quantity: "Value", "Data Point",
        "Approximate value" (not "Score" or "Mean Accuracy")."""
        return self.names_measure and not self.has("MEASURE")

    @cached_property
    def names_difference(self) -> bool:
        """A name of how far one mark stands from another, not of a mark: "Change", "Relative
        Gap", "Percentage Change" (difference words, with at most measure words)."""
        words = [(k, t.casefold()) for k, t in self.tokens if k != "PUNCT"]
        return any(k == "DIFFERENCE" for k, _ in words) and all(
            k in ("DIFFERENCE", "MEASURE", "THE") or t in _DIFFERENCE_MODIFIERS for k, t in words
        )

    @cached_property
    def lists_panels(self) -> bool:
        """A label over the charts of a figure, named as a set ("Model Sections", "Subplots"):
        the items under it are charts, not legend entries (PANELS, and CHARTS: "Subplots")."""
        return self.has("PANELS", "CHARTS")

    @cached_property
    def names_month(self) -> bool:
        """A label that is a month, with its year or not: "Jan", "March 2024" (a place on a
        time axis, not a series)."""
        words = [k for k, _ in self.tokens if k != "PUNCT"]
        return "MONTH" in words and all(k in ("MONTH", "NUMBER") for k in words)

    @cached_property
    def names_entity(self) -> bool:
        """A field that names the thing a record describes: "Model", "Method Name", "System"."""
        words = [k for k, _ in self.tokens if k != "PUNCT"]
        return bool(words) and all(k == "ENTITY" for k in words)

    @cached_property
    def opens_on_furniture(self) -> bool:
        """A header that opens on an axis, the legend or a colour ("X-axis", "Legend: …",
        "Color bar")."""
        toks = self._lead(True)
        if not toks or self.joins_data:
            return False  # ("### Legend and Data Series": the data under the legend's name)
        kind, text = toks[0]
        if kind == "AXIS":
            return text[:1].casefold() in ("x", "y")
        colourful = kind == "WORD" and text.casefold().startswith(("color", "colour"))  # "Colors:", "Colouring"
        return kind in ("LEGEND", "COLOUR", "COLOUR_SCALE") or colourful


class _Statements:
    """statements.lark trees -> Statement and Head (one method per rule). The scan calls
    its methods with tokens of its own (_Token); the parse makes it lark's Transformer
    (_parse_transformer), so that reading a line needs no lark loaded."""

    def bold_labelled(self, children: list[Token]) -> Statement:
        label_tok, *after = children
        label = strip_md(_bold_inner(str(label_tok))).strip()
        start, end = label_tok.start_pos or 0, label_tok.end_pos or 0
        rest = next((t for t in after if t.type in ("NOTE", "REST")), None)
        has_rest = any(t.type == "REST" for t in after)
        first_gap = after[0] if after and after[0].type == "GAP" else None
        colon_before_note = first_gap is not None and rest is not None and rest.type == "NOTE" and ":" in str(first_gap)
        rest_at = (rest.start_pos or 0) if rest is not None else 0
        if rest is None and first_gap is not None and ":" in str(first_gap):
            # "**Legend**:" (the colon after the marks): the label still leads its line
            rest_at = (first_gap.start_pos or 0) + str(first_gap).index(":")
        note = next((i for i, t in enumerate(after) if t.type == "NOTE"), None)
        colon_after_note = (
            note is not None
            and note + 2 < len(after)
            and after[note + 1].type == "GAP"
            and ":" in str(after[note + 1])
            and after[note + 2].type == "REST"
            and not colon_before_note
            and _bold_inner(str(label_tok)) == str(label_tok)[2:-2]  # no colon inside the marks
        )
        if colon_after_note and note is not None:
            # "**Model-Q** (blue circle): compute 3.1": the note is the label's, the text follows the colon
            label = f"{label} {after[note]}"
            rest_at = after[note + 2].start_pos or 0
        alone = not has_rest and not colon_before_note and "**" not in label_tok[2:-2]
        if alone:
            only = strip_md(str(label_tok)[2:-2]).rstrip(":： ").strip()
            return Statement("alone", only, start, end, rest_at, True)
        return Statement("labelled", label, start, end, rest_at, True)

    def plain_labelled(self, children: list[Token]) -> Statement:
        label_tok, sep, _rest = children
        return Statement(
            "labelled", strip_md(str(label_tok)).strip(), label_tok.start_pos or 0, sep.start_pos or 0, sep.end_pos or 0
        )

    def colon_only(self, children: list[Token]) -> Statement:
        (tok,) = children
        text = str(tok).rstrip()
        label = text[:-1]
        if len(label.split()) > _MAX_ALONE_WORDS:
            return _TEXT
        return Statement("alone", strip_md(label).strip(), tok.start_pos or 0, (tok.start_pos or 0) + len(text))

    def text(self, _children: list[Token]) -> Statement:
        return _TEXT

    def start(self, children: list[Statement]) -> list[Statement]:
        return children

    def head(self, children: list[Token]) -> Head:
        return Head(tuple((t.type, str(t)) for t in children))


_TRANSFORMER = _Statements()


class _Token(str):
    """A token as the scan finds it: its text, with the terminal and columns lark's Token
    carries (all _Statements reads of one)."""

    type: str
    start_pos: int
    end_pos: int

    def __new__(cls, type_: str, value: str, start_pos: int, end_pos: int) -> _Token:
        token = super().__new__(cls, value)
        token.type, token.start_pos, token.end_pos = type_, start_pos, end_pos
        return token


@cache
def _parse_transformer() -> Transformer[Token, object]:
    """_Statements as lark's Transformer, for the reference parses."""
    from lark import Token, Transformer

    class _StatementsTransformer(_Statements, Transformer[Token, object]):
        pass

    return _StatementsTransformer()


def parse_statements(contents: list[str]) -> list[Statement]:
    """The Statement of each line content, by the LALR parse of the whole document
    (contents hold no newline). `statements_of` finds the same faster."""
    if not contents:
        return []
    text = "\n".join(contents) + "\n"
    out = cast(list[Statement], _parse_transformer().transform(get_parser("statements").parse(text, start="start")))
    return [_relative(st, base) for st, base in zip(out, _bases(contents), strict=True)]


def _bases(contents: list[str]) -> list[int]:
    """Where each content starts in the contents joined with newlines."""
    out, base = [], 0
    for c in contents:
        out.append(base)
        base += len(c) + 1
    return out


def _relative(st: Statement, base: int) -> Statement:
    """`st` with columns counted from its own line's start."""
    if st.form == "text" or not base:
        return st
    return Statement(st.form, st.label, st.start - base, st.end - base, max(0, st.rest_at - base), st.bold)


def _terminals() -> dict[str, str]:
    return {t.name: t.pattern.to_regexp() for t in terminals("statements")}


@cache
def _line_scanner() -> re.Pattern[str]:
    """The `statement` rules of statements.lark as one regular expression over a line (and
    its newline), built from the grammar's own terminals: the rules are regular, and at
    each point the alternatives are tried in the order the grammar's priorities give the
    contextual lexer, which never backtracks into a shorter token. tests/test_statements.py
    holds it against the LALR parse."""
    t = _terminals()
    return re.compile(
        rf"(?P<COLON_ONLY>{t['COLON_ONLY']})"
        rf"|(?P<BOLD_LABEL>{t['BOLD_LABEL']})(?P<GAP>{t['GAP']})?(?P<NOTE>{t['NOTE']})?(?P<GAP2>{t['GAP']})?"
        rf"(?P<REST>{t['REST']})?"
        rf"|(?P<PLAIN_LABEL>{t['PLAIN_LABEL']})(?P<LABEL_SEP>{t['LABEL_SEP']})(?P<REST2>{t['REST']})"
    )


_GROUPS = {
    "COLON_ONLY": ("COLON_ONLY",),
    "BOLD_LABEL": ("BOLD_LABEL", "GAP", "NOTE", "GAP2", "REST"),
    "PLAIN_LABEL": ("PLAIN_LABEL", "LABEL_SEP", "REST2"),
}


def _scan(content: str) -> Statement:
    m = _line_scanner().match(content + "\n")
    if m is None:
        return _TEXT
    first = next(g for g in _GROUPS if m.group(g) is not None)
    toks = [_Token(g.rstrip("2"), m.group(g), m.start(g), m.end(g)) for g in _GROUPS[first] if m.group(g) is not None]
    rule = {"COLON_ONLY": "colon_only", "BOLD_LABEL": "bold_labelled", "PLAIN_LABEL": "plain_labelled"}[first]
    return cast(Statement, getattr(_TRANSFORMER, rule)(toks))


def statements_of(contents: list[str]) -> list[Statement]:
    """The Statement of each line content (contents hold no newline)."""
    return [_scan(c) for c in contents]


# words that only qualify a value noun ("Overall Score", "Bar height", "Data Label")
_GRID_LABEL_WORDS = 4  # "Horizontal Grid Lines (dashed)": a label; a longer one is a sentence
_MEASURE_MODIFIERS = frozenset(
    (
        "overall bar bin final approximate approx estimated exact numerical numeric reported label labels y key"
        " on slice"  # "Value on Slice": where the value is written, no quantity
    ).split()
)
_DIFFERENCE_MODIFIERS = frozenset("relative absolute net label labels".split())
_TITLE_WORDS = frozenset(["main", "chart", "figure", "graph", "overall", "panel"])
_MARK_WORDS = frozenset(["markers", "marks", "annotations", "annotation", "marker"])


@lru_cache(maxsize=ACROSS)
@per_document
def statement_of(content: str) -> Statement:
    """The Statement of one line's content."""
    return _scan(content.replace("\n", " "))


def _word_terminals(parser: Lark) -> list[str]:
    return sorted({s.name for r in parser.rules if r.origin.name == "_word" for s in r.expansion if s.is_term})


@cache
def _head_scanner() -> re.Pattern[str]:
    """The head's terminals as one regular expression, in the order lark's lexer tries them
    (priority, then width): a head is a plain sequence of words, so scanning finds exactly
    the tokens of the LALR parse (tests/test_statements.py holds the two together)."""
    # the terminals a head is made of: those of the `_word` rule, hidden ones included
    words = set(kept("statements", "terminals of _word", _word_terminals))
    terms = [t for t in terminals("statements") if t.name in words]
    terms.sort(key=lambda x: (-x.priority, -x.pattern.max_width, -len(x.pattern.value), x.name))
    # Spaces and digits first: no other terminal of a head starts with either (each opens on
    # a letter, a word boundary before one, or a mark; tests/test_statements.py holds it), so
    # the token found at each place is the same, and half the places (the spaces between words,
    # the numbers) no longer try the ~45 worded terminals, each in vain, before their own.
    terms.sort(key=lambda x: x.name not in _SPACES_AND_DIGITS)  # (stable: the rest keep their order)
    return re.compile("|".join(f"(?P<{t.name}>{t.pattern.to_regexp()})" for t in terms))


_SPACES_AND_DIGITS = ("_SPACE", "NUMBER")


# how high the values under a label are: "High Accuracy", "Low Scores", "Top Performers"
_DEGREES = frozenset(
    "high higher highest low lower lowest medium moderate mid strong stronger weak weaker top bottom best worst "
    "good poor excellent perfect near very above below".split()
)
_BAND_NOUNS = frozenset("performance performers performing tier tiers range band values scores".split())


# a word of a label, "Top-K" one word; a note in parentheses (compiled once: value_band is
# asked of every label)
_BAND_WORD = re.compile(r"[^\W\d_]+(?:-[^\W_]+)*")
_PARENS = re.compile(r"\([^()]*\)")


def value_band(title: str, also: frozenset[str] = frozenset(), inner: bool = True) -> bool:
    """Whether a label only says how high the values under it are ("High Accuracy", "Low
    Scores", "Moderate"): degree words, with band nouns, measures or the words of `also` (an
    axis's name), or a degree and one noun ("High Agreement"). A degree alone ("High") may
    be a category, so it is a band only `inner`, inside another label."""
    # "Mid (Coral)": a name and how it is drawn; the note is no part of a band
    # and "Top-K" or "Low-Rank" is one word, a name, not a degree
    words = [w.casefold() for w in _BAND_WORD.findall(_PARENS.sub(" ", title))]
    if not words or not any(w in _DEGREES for w in words):
        return False
    degrees_only = all(w in _DEGREES for w in words)
    if not inner and degrees_only:
        return False
    if len(words) == 2 and words[0] in _DEGREES:
        return True  # "High Agreement", "Moderate Overlap": a degree of what the values measure
    return all(w in _DEGREES or w in _BAND_NOUNS or w in also or head_of(w).has("MEASURE") for w in words)


def parse_head(text: str) -> Head:
    """The Head of a label by the LALR parse (`head_of` finds the same faster)."""
    tree = get_parser("statements").parse(text.replace("\n", " "), start="head")
    return cast(Head, _parse_transformer().transform(tree))


@lru_cache(maxsize=ACROSS)
@per_document
def head_of(text: str) -> Head:
    """The Head of a label ("Y-Axis (Left)")."""
    # (type, text) pairs as the transformer's `head` makes of the tokens: no lark Token built
    found = _head_scanner().finditer(text.replace("\n", " "))
    return Head(tuple((m.lastgroup or "", m.group()) for m in found if m.lastgroup != "_SPACE"))


@cache
def _scanner(names: tuple[str, ...]) -> Gated:
    """The grammar's terminals `names` as one regular expression (compiled by lark from the
    grammar file, flags included), to find the first of these words in a long text
    without parsing the text word by word; searched only in a text that holds one of the
    strings every match needs (the six axis terminals need "ax", "row", "column", "value"
    or "categor…": most sentences hold none)."""
    terms = {t.name: t for t in terminals("statements")}
    return Gated(re.compile("|".join(f"(?P<{n}>{terms[n].pattern.to_regexp()})" for n in names)))


def says(text: str, *kinds: str) -> bool:
    """head_of(text).has(*kinds), for a long text: the terminals are searched for first,
    and where none of them matches anywhere ("Peaks at 0.8 in May" holds no LEGEND) no word
    of the head can be one, so the text is not scanned word by word (the head's scanner
    tries every terminal at each word: a hundred times the cost of this search)."""
    return _scanner(kinds).search(text.replace("\n", " ")) is not None and head_of(text).has(*kinds)


def axis_words_at(text: str) -> list[int]:
    """Where each word naming an axis ("x-axis", "vertical axis", "rows", "columns") starts in `text`."""
    return [m.start() for m in _scanner(("AXIS", "ROWS", "COLUMNS")).finditer(text)]


def horizontal_bars(text: str) -> bool:
    """Whether `text` speaks of horizontal bars ("a horizontal bar chart")."""
    return _scanner(("HORIZONTAL_BARS",)).search(text) is not None


def scale_word(text: str) -> tuple[int, str] | None:
    """Where the first word about a colour scale stands in `text` and its terminal
    ("COLOUR_SCALE" for "colour bar", "LEGEND", "SCALE")."""
    m = _scanner(("COLOUR_SCALE", "LEGEND", "SCALE")).search(text)
    return (m.start(), m.lastgroup or "") if m else None


_OPENING = 60  # characters: what a sentence's opening words can take ("**The shared x-axis** …")


def opening_of(content: str) -> Head:
    """The Head of a sentence's first words."""
    return head_of(content[:_OPENING])


# the terminals Head.opening_axis reads an axis from: a sentence with none of them in its
# opening opens on no axis
_AXIS_OPENINGS = ("AXIS", "ROWS", "COLUMNS", "CATEGORIES", "CATEGORY_AXIS", "VALUE_AXIS")


def opening_axis(content: str) -> Which | None:
    """The axis a sentence opens on ("The x-axis shows …", "Rows are …"): opening_of's
    opening_axis, after a search for its terminals alone (where the whole opening's words
    would be one of them, the search finds one; most sentences hold none, and the search
    costs a seventh of reading every word)."""
    if _scanner(_AXIS_OPENINGS).search(content[:_OPENING].replace("\n", " ")) is None:
        return None
    return opening_of(content).opening_axis


# ===================================================================== colour-scale statements
# grammars/scales.lark: the words that place a colour scale's range and ticks on a line, as a
# typed ScaleWords (the binding in extract/interpret/scales.py asks it which words stand
# between two numbers), and the shapes that grammar reads in place, each behind a function
# that says what it finds.

ScaleKind = Literal["RANGE_OPEN", "THROUGH", "TO", "TICK_WORD", "MIDDLE"]


@dataclass(frozen=True, slots=True)
class ScaleWord:
    """One word of scales.lark's `start`, and its columns in the text."""

    kind: ScaleKind
    start: int
    end: int


@dataclass(slots=True)  # (not frozen: built for every sentence a scale is looked for in)
class ScaleWords:
    """The words of a text that place a colour scale's range and ticks: "from", "between"
    (RANGE_OPEN), "to", "and", a dash (TO), "through" (THROUGH), "tick marks" (TICK_WORD),
    "middle" (MIDDLE), with their columns.

    The binding asks about short stretches of a line (the columns before a number, those
    between two): each is read when asked, with the grammar's words compiled into one
    pattern, and finds the tokens of scales.lark's parse of the whole text that lie in it
    (word boundaries are read from the whole text; a stretch starts and ends where a token
    may: a number, a space). `words` is the whole text's."""

    text: str

    @property
    def words(self) -> tuple[ScaleWord, ...]:
        """Every word of the text, in order."""
        return tuple(self.within(0, len(self.text), "RANGE_OPEN", "THROUGH", "TO", "TICK_WORD", "MIDDLE"))

    def within(self, lo: int, hi: int, *kinds: ScaleKind) -> list[ScaleWord]:
        """The words of these kinds between columns `lo` and `hi`."""
        found = _scale_word_scanner(kinds).finditer(self.text, max(0, lo), hi)
        return [ScaleWord(cast(ScaleKind, m.lastgroup), m.start(), m.end()) for m in found]

    def says(self, lo: int, hi: int, *kinds: ScaleKind) -> bool:
        """Whether a word of these kinds stands between columns `lo` and `hi`."""
        return _scale_word_scanner(kinds).search(self.text, max(0, lo), hi) is not None

    @property
    def opens_range(self) -> bool:
        """Whether the text opens on a word that opens a range ("from 0 to 1")."""
        return _scale_word_scanner(("RANGE_OPEN",)).pattern.match(self.text) is not None

    def middle_before(self, at: int, reach: int) -> bool:
        """Whether a word for the middle of the bar stands in the `reach` columns before
        column `at`, in the same clause ("red in the middle range (6–8)": no "." or ";"
        between the word and `at`)."""
        text = self.text
        for m in _scale_word_scanner(("MIDDLE",)).finditer(text, max(0, at - reach), at):
            gap = text[m.end() : at]
            if ";" not in gap and "." not in gap:
                return True
        return False

    def joins(self, lo: int, hi: int) -> bool | None:
        """What the text between two numbers (columns `lo` to `hi`) makes of them: True, the
        two ends of one range ("0 to 1", "0 (white) through 0.5 to 1": a "to", an "and" or
        a dash after the last "through"); False, a stop passed on the way (a "through" with
        no join after it: the far end lies further on); None, neither."""
        words = self.within(lo, hi, "THROUGH", "TO")
        through = [i for i, w in enumerate(words) if w.kind == "THROUGH"]
        after = words[through[-1] + 1 :] if through else words
        if any(w.kind == "TO" for w in after):
            return True
        return False if through else None


def parse_scale_words(text: str) -> tuple[ScaleWord, ...]:
    """The words of a text by the LALR parse (`scale_words(text).words` finds the same faster)."""
    tree = get_parser("scales").parse(text, start="start")
    words = cast("list[Token]", tree.children)  # (the rule's children are its words' tokens)
    return tuple(ScaleWord(cast(ScaleKind, t.type), t.start_pos or 0, t.end_pos or 0) for t in words)


@cache
def _scale_word_scanner(kinds: tuple[ScaleKind, ...]) -> Gated:
    """scales.lark's words of these kinds as one regular expression, in the order lark's
    lexer tries them: every word is whole (a word boundary each side) or one dash, and no
    word holds another, so every word's start is a token's start and a search for some
    kinds alone finds the tokens of the parse of those kinds (gated: a stretch without the
    strings every match needs, "mid" for MIDDLE, is not searched)."""
    terms = [t for t in terminals("scales") if t.name in kinds]
    terms.sort(key=lambda x: (-x.priority, -x.pattern.max_width, -len(x.pattern.value), x.name))
    return Gated(re.compile("|".join(f"(?P<{t.name}>{t.pattern.to_regexp()})" for t in terms)))


def scale_words(text: str) -> ScaleWords:
    """The ScaleWords of a text (a line's raw text: the binding asks about its columns)."""
    return ScaleWords(text)


_SCALE_SHAPES = Shapes("scales")


def note_after(text: str, at: int) -> str | None:
    """The text of a note in parentheses right after column `at` ("56 (dark blue)")."""
    m = _SCALE_SHAPES.NOTE_AFTER.match(text, at)
    return m.group(1) if m else None


def colour_before_note(text: str) -> str | None:
    """The words just before the parenthesis a text ends in ("… dark blue (" -> "dark blue")."""
    m = _SCALE_SHAPES.COLOUR_BEFORE.search(text)
    return m.group(1) if m else None


def without_colour_lead(text: str) -> str:
    """A text without the colour's name it opens on before a note ("Light green (~0.3" -> " (~0.3")."""
    return _SCALE_SHAPES.COLOUR_LEAD.sub("", text)


def gives_examples(text: str, lo: int, hi: int) -> bool:
    """Whether the text from column `lo` to `hi` says that what follows are examples ("e.g.",
    "for instance"): the colours of some cells, no range of a scale."""
    return _SCALE_SHAPES.EXAMPLES.search(text, lo, hi) is not None


def ends_on_coordinate(text: str, lo: int, hi: int) -> bool:
    """Whether the text from column `lo` ends at column `hi` on a coordinate of the image
    ("located at [x=")."""
    return _SCALE_SHAPES.COORDINATE.search(text, lo, hi) is not None


def colour_meaning_at(text: str, at: int) -> str | None:
    """The words from column `at` to a verb saying a colour stands for something (", with
    darker red indicating"), or None."""
    m = _SCALE_SHAPES.COLOUR_MEANS.match(text, at)
    return m.group() if m else None


def named_as(text: str) -> str | None:
    """The name a text gives in words ("titled Effect" -> "Effect", up to four words)."""
    m = _SCALE_SHAPES.NAMED_AS.search(text)
    return m.group("l") if m else None


def says_label(text: str) -> bool:
    """Whether a text speaks of a label ("label", "labelled")."""
    return _SCALE_SHAPES.SAYS_LABEL.search(text) is not None


def numeric_only(text: str) -> bool:
    """Whether a (quoted) text is only a number ("0.5", "~40%"), no name."""
    return _SCALE_SHAPES.NUMERIC_ONLY.fullmatch(text) is not None


def scale_name_part(text: str) -> str:
    """A text up to where a scale's name would end ("Density, ranging from 0" -> "Density")."""
    m = _SCALE_SHAPES.NAME_END.search(text)
    return text[: m.start()] if m else text


def says_where(text: str) -> bool:
    """Whether a text opens on where a bar stands or how it runs ("On the right", "Vertical")."""
    return _SCALE_SHAPES.WHERE.match(text) is not None


def scale_parts(text: str) -> list[str]:
    """A text cut at its commas and semicolons (one part per panel's range)."""
    return _SCALE_SHAPES.PART_SEP.split(text)


def panel_before_range(text: str) -> str | None:
    """The name a text opens on before a range ("LAMBADA from ~50 to ~64" -> "LAMBADA")."""
    m = _SCALE_SHAPES.PANEL_RANGE.match(text)
    return m.group("name") if m else None


def names_every_panel(text: str) -> bool:
    """Whether a note says the scale is every panel's ("Both Heatmaps", "shared")."""
    return _SCALE_SHAPES.EVERY_PANEL.search(text) is not None


def notes_only(text: str) -> bool:
    """Whether a text holds only notes in parentheses and marks, no words."""
    return not text or _SCALE_SHAPES.NOTES_ONLY.fullmatch(text) is not None


def without_notes(text: str) -> str:
    """A text without its notes in parentheses ("Top (Green)" -> "Top")."""
    return _SCALE_SHAPES.NOTE.sub("", text) if "(" in text else text


# ===================================================================== the shapes of a name
# grammars/names.lark: what a name on a data line may carry besides the name (a word for its
# kind, a mark, a preposition, a separator before a place), each read where
# extract/interpret/roles.py asks.


_NAME_SHAPES = Shapes("names")


def dashed_part(content: str, at: int) -> re.Match[str] | None:
    """The part of a legend entry's name after its label's dash, and its drawing note, from `at`
    ("Accuracy - Rule Set (Solid Black Line)" after "Accuracy": "Rule Set", "Solid Black Line")."""
    return _NAME_SHAPES.DASHED_PART.match(content, at)


def dashed_measure(raw: str, start: int, end: int) -> re.Match[str] | None:
    """A value's own name after a dash that ends the text [start, end) ("Schools (navy) — Share"
    before ": 31%": "Share"), when it is a measure's name; else None."""
    m = _NAME_SHAPES.DASHED_MEASURE.search(raw, start, end)
    return m if m is not None and head_of(m.group("noun")).names_measure else None


def stretch_note(label: str) -> re.Match[str] | None:
    """The note closing a series' label that gives the stretch of x places its values stand
    at ("Model A (epochs 1 to 5)": the groups "lo" 1 and "hi" 5), or None."""
    return _NAME_SHAPES.STRETCH_NOTE.search(label)


def marks_described(text: str) -> bool:
    """Whether the rest of a legend line after its mark describes the marks rather than names
    an entry ("Teal-colored histogram bars representing worker counts")."""
    return _NAME_SHAPES.MARKS_DESCRIBED.search(text) is not None


def without_gloss(name: str) -> str:
    """A name without a gloss that explains it after ("Browse, i.e. leafy branches" -> "Browse")."""
    return _NAME_SHAPES.NAME_GLOSS.sub("", name, count=1)


def drawn_in(text: str) -> list[tuple[str, str, list[str]]]:
    """Each sentence of `text` that gives a series its colour with its verb, as (name, its
    colour and the rest, the sentence's parts after it): "Platform 1 is drawn in blue, Platform 2
    in green" -> [("Platform 1", "blue, Platform 2 in green", …)]."""
    out = []
    for m in _NAME_SHAPES.DRAWN_IN.finditer(text):
        parts = [p.strip() for p in _NAME_SHAPES.JOIN.split(m.group("rest")) if p.strip()]
        out.append((m.group("name"), parts[0] if parts else "", parts[1:]))
    return out


def drawn_in_part(part: str) -> tuple[str, str] | None:
    """A further part of such a sentence, its name and colour ("Platform 2 in green"), or None."""
    m = _NAME_SHAPES.DRAWN_IN_PART.fullmatch(part)
    return (m.group("name"), m.group("colour").strip()) if m is not None else None


def which_mark(label: str) -> bool:
    """Whether a header only says which mark a record describes ("Left Bar", "Bar 3")."""
    return _NAME_SHAPES.WHICH_MARK.fullmatch(label.strip()) is not None


def mark_at(head: str) -> re.Match[str] | None:
    """A marker described by colour and shape before "at" and its pair ("Teal star at "), or None."""
    return _NAME_SHAPES.MARK_AT.fullmatch(head)


def statistic_note(text: str) -> int | None:
    """Where a statistic of the whole series in brackets closes a name ("Model A (AP = 0.81)",
    "ROC (AUC: 0.93)"), or None."""
    m = _NAME_SHAPES.STATISTIC_NOTE.search(text)
    return m.start() if m is not None else None


def name_then_pair(raw: str, start: int, end: int) -> re.Match[str] | None:
    """A point's plain name filling the text [start, end) before its pair ("- Ana " before
    "(4, 52)"), or None."""
    return _NAME_SHAPES.NAME_THEN_PAIR.fullmatch(raw, start, end)


def dashed_point(raw: str, start: int, end: int) -> re.Match[str] | None:
    """A point's bold name, perhaps its drawing note, then a dash or "at", filling the text
    [start, end) before its pair ("- **Alder 40** (square) — " or "- **Alder 40** (square) at "
    before "(40, 2.5)"), or None."""
    return _NAME_SHAPES.DASHED_POINT.fullmatch(raw, start, end)


def bold_subject(text: str) -> str | None:
    """The name in bold a sentence opens on before a word in small letters ("**Ines** rows a
    128-second split …" -> "Ines"), or None."""
    m = _NAME_SHAPES.BOLD_SUBJECT.match(text)
    return m.group("name") if m is not None else None


def tick_before_value(raw: str, start: int, end: int) -> re.Match[str] | None:
    """The name right before a value that ends at `end` ("e.g., Wren: " before "0.36"), searched
    from `start`, or None."""
    return _NAME_SHAPES.TICK_BEFORE_VALUE.search(raw, start, end)


def share_of_name(raw: str, start: int, end: int) -> re.Match[str] | None:
    """The name a value is a share of, written after it ("0.15 proportion of grade 2": from the
    value's end to the part's, "grade 2" in the group "name"), or None."""
    return _NAME_SHAPES.SHARE_OF_NAME.fullmatch(raw, start, end)


def name_words(text: str) -> list[str]:
    """The words of a name, in letters ("digit_a" one word, "7B" none)."""
    return _NAME_SHAPES.NAME_WORD.findall(text)


def joined_names(text: str) -> list[str]:
    """The names an axis's label joins ("Precision / Recall" -> "Precision", "Recall")."""
    return _NAME_SHAPES.JOIN.split(text)


def without_kind_lead(text: str) -> str:
    """A name without the word for its kind that opens it ("Category 1: Q1" -> "Q1")."""
    return _NAME_SHAPES.KIND_LEAD.sub("", text, count=1)


def without_bin_lead(text: str) -> str:
    """A histogram's bin without the word that names it one ("Bin 0 - 2.5k" -> "0 - 2.5k")."""
    return _NAME_SHAPES.BIN_LEAD.sub("", text, count=1)


def without_kind_tail(text: str) -> str:
    """A name without the word for its kind that ends it ("GAIA Dataset" -> "GAIA")."""
    return _NAME_SHAPES.KIND_TAIL.sub("", text, count=1)


def without_mark_tail(text: str) -> str:
    """A name without the mark word that ends it ("ModelA Bar" -> "ModelA")."""
    return _NAME_SHAPES.MARK_TAIL.sub("", text, count=1)


def without_place_opening(text: str) -> str:
    """A name without the preposition of a place that opens it ("At Step 5000" -> "Step 5000")."""
    return _NAME_SHAPES.PLACE_OPENING.sub("", text)


def axis_place_cuts(text: str) -> list[tuple[int, int]]:
    """Where a name may part into an axis's name and a place ("Model Size: 7B", "7B Model"):
    the columns of each separator inside it (none at its ends)."""
    return [m.span() for m in _NAME_SHAPES.AXIS_AT_SEP.finditer(text) if m.start() > 0 and m.end() < len(text)]


def counted_number(text: str) -> str | None:
    """The number a name gives after the words that say what it counts ("Threshold 64" -> "64")."""
    m = _NAME_SHAPES.COUNTED_ENTRY.fullmatch(text)
    return m.group(2) if m is not None else None


# ===================================================================== lines that look like data
# grammars/data_like.lark: where a number stands on a line that looks like data, for the lines
# no reader took (extract/interpret/unread.py reports them).


_DATA_LIKE = Shapes("data_like")


def listed_name_values(text: str) -> list[tuple[str, int, int]] | None:
    """The entries of a sentence that only lists names with their values, after at most a lead
    of words in small letters ("The bars read Bay Road 34, Pier Lane 51 and Mill Lane 12." ->
    [("Bay Road", 14, 16), …], each name and the columns of its number in `text`); the last may
    be followed by one word, its unit ("… and D (27) parcels."). None for any other sentence."""
    body = text.rstrip(" .")
    if (tail := _DATA_LIKE.NAME_LIST_UNIT.search(body)) is not None and not body[: tail.start()].endswith(")"):
        tail = None  # ("… Kiln Row 27 parcels"): a unit word only after a bracketed value
    end = tail.start() if tail is not None else len(body)
    out: list[tuple[str, int, int]] = []
    start = 0
    seps = [*_DATA_LIKE.NAME_LIST_SEP.finditer(body, 0, end), None]
    for i, sep in enumerate(seps):
        stop = sep.start() if sep is not None else end
        m = (
            _DATA_LIKE.LISTED_NAME_VALUE.search(body, start, stop)
            if i == 0
            else _DATA_LIKE.LISTED_NAME_VALUE.fullmatch(body, start, stop)
        )
        if m is None or (
            i == 0 and m.start() > start and not _DATA_LIKE.NAME_LIST_LEAD.fullmatch(body, start, m.start())
        ):
            return None  # (a lead with a number or a name, "In 2020 Bay Road 34, …", is no list)
        out.append((m.group("name"), m.start("v"), m.end("v")))
        start = sep.end() if sep is not None else stop
    return out


def dated_joint(raw: str, start: int, end: int) -> re.Match[str] | None:
    """The words between a value and a year when they name a month of it (" by February ",
    " in Sept. "): the match, its group "m" the month as written; else None."""
    return _DATA_LIKE.DATED_JOINT.fullmatch(raw, start, end)


def bar_clause_name(clause: str) -> str | None:
    """The bar a clause names right before its value ("The tallest bar, Rail, reaches roughly "
    -> "Rail", "the V100 bar reaches " -> "V100"), or None for any other clause."""
    m = _DATA_LIKE.BAR_CLAUSE.match(clause)
    return m.group("name") if m is not None else None


def bar_clause_seps(text: str, start: int, end: int) -> list[int]:
    """Where each clause of a sentence of bars begins after a separator, in [start, end)."""
    return [m.end() for m in _DATA_LIKE.BAR_CLAUSE_SEP.finditer(text, start, end)]


def bar_clause_next(text: str, start: int, end: int) -> int:
    """Where the clause that holds column `start` ends: at the next separator, else `end`."""
    m = _DATA_LIKE.BAR_CLAUSE_SEP.search(text, start, end)
    return m.start() if m is not None else end


def bar_clause_tail(after: str) -> str | None:
    """The unit after a bar's value when nothing else follows it in its clause ("ms" of " ms",
    "" of ""); None when the clause goes on ("118 ms against 42 ms")."""
    return after.split("(")[0].strip(" \t.!") if fits(_DATA_LIKE.BAR_CLAUSE_END, after) else None


def labelled_number(text: str, digits_in_label: bool = False) -> bool:
    """Whether a line's content opens on a label, a separator and (after at most a few
    words) a number: "Epoch 25: Loss ≈ 0.8", "GPT — 85%"; the label holds no digit unless
    `digits_in_label` ("GPT-4o: 11K")."""
    return (_DATA_LIKE.NAMED_NUMBER if digits_in_label else _DATA_LIKE.LABELLED_NUMBER).match(text) is not None


def quartiles_said(text: str) -> list[tuple[str, str, int]]:
    """Each quartile a sentence of the text gives ("The lower quartile (Q1, bottom of the box)
    is approximately 2.8.", "Lower quartile ~0.3"), as ("Q1" or "Q3", its row as written, where
    its value starts in the text): the short name its brackets give ("Q1"), else its words
    ("Lower quartile")."""
    out = []
    for m in _DATA_LIKE.QUARTILE_SAID.finditer(text):
        stat = "Q1" if m.group("q").casefold() in ("lower", "first") else "Q3"
        note = (m.group("note") or "").strip()
        written = stat if note.casefold().startswith(stat.casefold()) else m.group("w")
        out.append((stat, written, m.end()))
    return out


def values_compared(text: str) -> bool:
    """Whether a line sets two names' values against each other ("CNN ≈ 50 GFLOPs vs.
    Transformer ≈ 150 GFLOPs")."""
    return _DATA_LIKE.VALUES_COMPARED.search(text) is not None


def sublabel_dash(text: str) -> bool:
    """Whether the words between a label and its value are one word and a dash ("SHORT - " of
    "Model-Q: SHORT - 41.8"): which of the label's bars the value is."""
    return _DATA_LIKE.SUBLABEL_DASH.fullmatch(text) is not None


def labelled_ratio(text: str) -> bool:
    """Whether a line's content is a label and a ratio ("Divergence ratio: ~6:1 at scale")."""
    return _DATA_LIKE.LABELLED_RATIO.match(text) is not None


def labelled_value_alone(text: str) -> bool:
    """Whether a line's content is a label and its one value, little else ("Alpha: ~0.8 (blue)")."""
    return _DATA_LIKE.LABELLED_VALUE_ALONE.match(text) is not None


def suffixed_cell(raw: str) -> bool:
    """Whether a table row holds a cell of a number with a scale suffix ("| ~2.1M |")."""
    return _DATA_LIKE.SUFFIXED_CELL.search(raw) is not None


def suffixed_cells(raw: str) -> list[re.Match[str]]:
    """The table cells of a row that each hold one number with a scale suffix ("| ~2.1M |": the
    groups "h", "~", "v", "2.1M", and "s", "M")."""
    return list(_DATA_LIKE.SUFFIXED_CELL.finditer(raw))


def suffixed_point(text: str) -> bool:
    """Whether a line's content is a label and one value with a scale suffix ("Maps app: 2.1M")."""
    return _DATA_LIKE.SUFFIXED_POINT.match(text) is not None


def suffixed_point_value(content: str) -> re.Match[str] | None:
    """The value of a "label: value" line whose value has a scale suffix ("Maps app: ~2.1M":
    the groups "v", "~2.1M", and "s", "M"; "At hour 2: ~9k CFU/mL", its label a place), or None."""
    if _DATA_LIKE.SUFFIXED_POINT.match(content) is None and _DATA_LIKE.PLACED_SUFFIXED_POINT.match(content) is None:
        return None
    return _DATA_LIKE.SUFFIXED_VALUE.search(content)


def stretch_suffix(text: str) -> str | None:
    """The thousands or millions suffix an axis's stretch writes its far end with ("ranging
    from 0 to 60K" -> "K"), or None."""
    m = _DATA_LIKE.SUFFIXED_STRETCH.search(text)
    return m.group("s") if m is not None else None


def is_suffixed_stretch(text: str) -> bool:
    """Whether a label is, whole, a stretch whose far end has a thousands or millions suffix
    ("0 - 2k", "Bin 2k - 4k"): one bin, not a place "0" then a place "2k"."""
    return _DATA_LIKE.SUFFIXED_STRETCH.fullmatch(without_bin_lead(strip_md(text).strip(" *_`:"))) is not None


def suffixed_in_sentence(content: str) -> list[re.Match[str]]:
    """The numbers a sentence writes with a thousands or millions suffix, each alone (the
    groups "v", "~10K", and "s", "K"); none that ends or opens a range ("0-2K", "1K to 3K")."""
    return list(_DATA_LIKE.SUFFIXED_IN_SENTENCE.finditer(content))


def fence_line(raw: str) -> bool:
    """Whether a line is a code fence's own ("```json")."""
    return _DATA_LIKE.FENCE_LINE.match(raw) is not None


def html_value_cell(raw: str) -> bool:
    """Whether a line holds an HTML table cell with a number ("<td>1310</td>")."""
    return _DATA_LIKE.HTML_VALUE_CELL.search(raw) is not None


def names_bar_mark(text: str) -> bool:
    """Whether a text names a bar chart's mark ("bar", "columns", "segment")."""
    return _DATA_LIKE.BAR_MARK.search(text) is not None


def point_pair(text: str) -> tuple[int, int] | None:
    """The columns of the first point a text writes as its coordinates ("(1, 220 ms)",
    "[0.2, 0.61]", "x = 2, y = 41"), or None."""
    m = _DATA_LIKE.POINT_PAIR.search(text)
    return m.span() if m is not None else None


def ends_sentence_after_pair(raw: str, close: int) -> bool:
    """Whether the point whose closing bracket ends before `close` ends its sentence there, a
    new sentence opening after it ("(0.85, 0.95). It sits above the band …")."""
    return _DATA_LIKE.PAIR_ENDS_SENTENCE.match(raw, close) is not None


def group_total(raw: str, start: int = 0) -> int | None:
    """Where a stacked group's total, written after its named values as the line's last words,
    starts (" - Total: ~90%" of "Level 1: 81.2 (Kiln), 77.4 (Forge) - Total: ~90%"), or None."""
    m = _DATA_LIKE.GROUP_TOTAL.search(raw, start)
    return m.start() if m is not None else None


def lower_words(text: str) -> list[str]:
    """The runs of small letters a to z of a text."""
    return _DATA_LIKE.LOWER_WORD.findall(text)


# ===================================================================== what a write-up says of its figure
# grammars/figure.lark: a chart's kind, a panel's letter, a title's absence, a pie's slice by
# its colour (extract/interpret/__init__.py names panels and titles with them).

_FIGURE = Shapes("figure")


def names_measure_field(label: str) -> bool:
    """Whether a field's label says the field names what the values are ("Measure",
    "Metric"): "* **Measure:** Plot Area"."""
    return _FIGURE.MEASURE_LABEL.fullmatch(label.strip()) is not None


def names_box_plot(text: str) -> bool:
    """Whether a text names a box plot or a violin plot ("box-and-whisker plot")."""
    return _FIGURE.BOX_PLOT.search(text) is not None


def names_uncoloured_kind(text: str) -> bool:
    """Whether a text names a chart kind whose marks carry no colour scale ("Bar Chart")."""
    return _FIGURE.UNCOLOURED_KIND.search(text) is not None


def note_opening(text: str, at: int = 0) -> tuple[int, int] | None:
    """The columns of the first opening of a note in parentheses from column `at` ("Loss
    (top center)"; a panel letter "(b)" opens none)."""
    m = _FIGURE.NOTE_OPEN.search(text, at)
    return m.span() if m is not None else None


def letter_after(title: str) -> str | None:
    """The panel letter a title closes on, after its name ("(a)" of "Vocals (a)"), or None."""
    m = _FIGURE.LETTER_AFTER.search(strip_md(title).strip().rstrip(":： ").strip())
    return f"({m.group('letter')})" if m is not None else None


def panel_letter(title: str) -> str | None:
    """The panel letter a title opens on, with the space after it ("(a) Loss" -> "(a) ")."""
    m = _FIGURE.PANEL_LETTER.match(title)
    return m.group(0) if m is not None else None


def says_no_title(text: str) -> bool:
    """Whether a title's place says there is none ("None", "No title", "N/A") or holds a
    sentence ("The figure shows …")."""
    return _FIGURE.NO_TITLE.match(text) is not None or _FIGURE.DESCRIBES.search(text) is not None


def figure_caption_lead(text: str) -> int | None:
    """Where the title starts after a numbered figure's caption lead ("Figure 3: Ferry …",
    "**Fig. 2** — Ferry …"); None when the text opens otherwise."""
    m = _FIGURE.FIGURE_CAPTION_LEAD.match(text)
    return m.end() if m is not None else None


def kind_then_name(text: str) -> bool:
    """Whether a plain line opens on a chart's kind, then a dash or a colon and its name
    ("Violin plot — Time to first reply")."""
    return _FIGURE.KIND_THEN_NAME.match(text) is not None


def run_in_title(text: str) -> str | None:
    """The bold sentence a paragraph opens on, marks included ("**Loaves Sold per Day.**" of
    "**Loaves Sold per Day.** The chart …"); None when it opens otherwise."""
    m = _FIGURE.RUN_IN_TITLE.match(text)
    return m.group("title") if m is not None else None


def opens_untitled(text: str) -> bool:
    """Whether a title's place opens on saying there is none ("None", "Not explicitly
    labeled", "N/A"), whatever follows."""
    return _FIGURE.NO_TITLE.match(text) is not None


def without_list_number(text: str) -> str:
    """A header's words without the list number that opens them ("1. overall" -> "overall")."""
    return _FIGURE.LIST_NUMBER.sub("", text, count=1)


def titled_before(text: str) -> bool:
    """Whether a text ends on the words that give a title ('… the chart, titled '): the
    quoted text after it is that thing's title."""
    return _FIGURE.TITLED_BEFORE.search(text) is not None


def ascii_words(text: str) -> list[str]:
    """The words of a text in ASCII letters."""
    return _FIGURE.ASCII_WORD.findall(text)


def joined_words(text: str) -> list[str]:
    """The words of a text in ASCII letters, hyphens joining a word's parts ("top-left")."""
    return _FIGURE.JOINED_WORD.findall(text)


def slice_colour(title: str) -> str | None:
    """The colour a pie's slice header names it by ("Teal/Green Segment" -> "Teal/Green")."""
    m = _FIGURE.COLOUR_SLICE.fullmatch(title)
    return m.group("colour") if m is not None else None


def placed_chart_shows(text: str) -> str | None:
    """The name a sentence gives one chart of a grid by its place ("The top-left subplot shows
    Aldport." -> "Aldport"), or None."""
    m = _FIGURE.PLACED_CHART_SHOWS.match(text)
    if m is None or len(m.group("name").split()) > _MAX_PLACED_NAME_WORDS:
        return None
    return m.group("name").strip()


_MAX_PLACED_NAME_WORDS = 5


# ===================================================================== axis statements
# grammars/axes.lark: the shapes extract/interpret/axes.py reads an axis statement's words with
# (so far: lists of ticks, trailing notes, a radar's spokes).

_AXES = Shapes("axes")


def list_parts(text: str) -> list[str]:
    """A list cut at its separators ("Alpha, Beta and Gamma" -> "Alpha", "Beta", "Gamma")."""
    return _AXES.LIST_SEP.split(text)


def separates_list(text: str) -> bool:
    """Whether a text is only a list's separator (", ", ", and ", " and ")."""
    return _AXES.LIST_SEP.fullmatch(text) is not None


def trailing_note(text: str) -> tuple[int, str] | None:
    """Where the note in parentheses that ends a text starts, and the note with its spaces
    ("Recall (top-right)" -> (6, " (top-right)")), or None."""
    m = _AXES.TRAILING_NOTE.search(text)
    return (m.start(), m.group()) if m is not None else None


def without_trailing_note(text: str) -> str:
    """A text without the note in parentheses that ends it ("Recall (top)" -> "Recall")."""
    return _AXES.TRAILING_NOTE.sub("", text)


def first_sentence(text: str) -> str:
    """A text up to the end of its first sentence or clause (". ", "; ")."""
    return _AXES.SENTENCE_END.split(text)[0]


def may_name_spokes(text: str) -> bool:
    """Whether a text holds a word every statement of a radar's spokes holds."""
    return _AXES.SPOKE_WORD.search(text) is not None


def spokes_said(text: str) -> tuple[int, str] | None:
    """Where the list of a radar's spokes a sentence names starts, and the list ("The axes are
    Alpha, Beta, Gamma" -> the column of "Alpha", "Alpha, Beta, Gamma"), or None."""
    m = _AXES.SPOKES_SAID.search(text)
    return (m.start("list"), m.group("list")) if m is not None else None


def ends_spoke_list(part: str) -> bool:
    """Whether a part of a list is no spoke's name: a clause ("each scaled …") or a number."""
    return _AXES.SPOKE_END.search(part) is not None


def labels_spokes(label: str) -> bool:
    """Whether a label is one over a radar's spokes ("Axes", "Radial Axes", "Spokes (clockwise)")."""
    return _AXES.SPOKES_LABEL.fullmatch(label) is not None


def axis_named_as(text: str) -> str | None:
    """The name an axis is given after "labelled" ("labeled Epoch" -> "Epoch"), not a range."""
    m = _AXES.AXIS_NAMED_AS.search(text)
    return m.group("l") if m is not None else None


def ticks_named_as(text: str) -> str | None:
    """A list given after "labelled" ("labeled as KX, QR, ZT" -> "KX, QR, ZT"), or None."""
    m = _AXES.TICKS_NAMED_AS.search(text)
    return m.group("list") if m is not None else None


def step_said(text: str) -> int | None:
    """The column after the word for a step between ticks ("in increments of 10": of "10"), or None."""
    m = _AXES.STEP_SAID.search(text)
    return m.end() if m is not None else None


def step_ends(text: str) -> tuple[int, int] | None:
    """The columns of the first and the last marker of a stepped axis said apart from its step
    ("…, starting at 10 and ending at 90": of "10" and "90"), or None."""
    m = _AXES.STEP_ENDS.search(text)
    return (m.start("lo"), m.start("hi")) if m is not None else None


def each_integer(text: str) -> bool:
    """Whether a text says the ticks stand at each whole number ("markers at each integer value")."""
    return _AXES.EACH_INTEGER.search(text) is not None


def named_stretch(text: str) -> list[str]:
    """The ticks a text lists as a stretch between two names of one word ("Hive (Hive 1 to
    Hive 4)": Hive 1, Hive 2, Hive 3, Hive 4), each as the text spells it; empty when there is
    none, or when the stretch is a span the text runs over ("from Epoch 1 to Epoch 9")."""
    m = _AXES.NAMED_STRETCH.search(text)
    if m is None or m.group("a").casefold() != m.group("b").casefold():
        return []
    if text[: m.start()].rstrip(" *_`\"'“‘")[-1:] not in ("", "(", ":"):
        return []
    lo, hi = int(m.group("lo")), int(m.group("hi"))
    if not lo < hi <= lo + _MAX_NAMED_STRETCH:
        return []
    return [f"{m.group('a')} {i}" for i in range(lo, hi + 1)]


def tick_ends(text: str) -> bool:
    """Whether a text is the two ends of an axis's ticks, one word each, joined by "to"
    ("Jan to Jun", "W1 through W8"), not a tick's name."""
    return _AXES.TICK_ENDS.fullmatch(text) is not None


def joins_stretch(text: str) -> bool:
    """Whether the text between two ends joins them as a stretch ("06:00 to 18:00": the
    words " to "), not as a list."""
    return _AXES.STRETCH_JOIN.fullmatch(text) is not None


def plotted_with_units(text: str) -> tuple[str, str] | None:
    """The y and x labels of "plots A (unit) against B (unit)", each with its bracket, or None."""
    m = _AXES.PLOTTED_WITH_UNITS.search(text)
    return (m.group("y").strip(), m.group("x").strip()) if m is not None else None


def ends_on_unit(label: str) -> bool:
    """Whether a label closes on a unit in brackets ("pedalling cadence (rpm)", "gradient (%)"),
    not a title word ("performance (Accuracy)")."""
    return _AXES.UNIT_BRACKET.search(label) is not None


def marked_at(text: str) -> tuple[str, int] | None:
    """The word before "marked at" and where the places after it start ("gradient marked at
    0, 3, 6"), or None."""
    m = _AXES.MARKED_AT.search(text)
    return (m.group("name"), m.end()) if m is not None else None


_MAX_NAMED_STRETCH = 50


def bins_written(text: str) -> list[str]:
    """The bins a text writes by their two ends ("(0.0, 0.2), (0.2, 0.4)"), as written."""
    return [m.group() for m in _AXES.BIN_TICK.finditer(text)]


def names_range_groups(text: str) -> bool:
    """Whether a text names categories that are stretches of a measure ("by age group",
    "income bracket"): then "13-17: 7.4" is the category 13-17, as a histogram's bin is."""
    return _AXES.RANGE_GROUPS.search(text) is not None


def is_bin_tick(text: str) -> bool:
    """Whether a tick is a bin written by its two ends ("(0.0, 0.2)")."""
    return _AXES.BIN_TICK.fullmatch(text) is not None


def without_list_lead(text: str) -> str:
    """A tick list without the words before its first tick ("are labeled at 64k" -> "64k")."""
    return _AXES.LIST_LEAD.sub("", text)


def ticks_said(text: str) -> tuple[int, str] | None:
    """Where a noun saying the ticks follow stands, and the list after it ("ticks at 0, 5, 10"
    -> (0, "0, 5, 10")), or None."""
    m = _AXES.TICKS_SAID.search(text)
    return (m.start(), m.group("list")) if m is not None else None


def numeric_tick(text: str) -> bool:
    """Whether a (quoted) tick is only a number ("0.5", "40%"), no name."""
    return _AXES.NUMERIC_TICK.fullmatch(text) is not None


def after_label_colon(text: str) -> str:
    """A list's text after the last colon that ends a label ("Model: A, B" -> " A, B")."""
    return _AXES.LABEL_COLON.split(text)[-1]


def first_clause(text: str) -> str:
    """A text up to its first full stop (before a space or the end) or semicolon."""
    return _AXES.CLAUSE_END.split(text)[0]


def up_to_full_stop(text: str) -> str:
    """A text up to its first full stop before a space or the end ("3.5" holds none)."""
    return _AXES.FULL_STOP_END.split(text)[0]


def without_title_lead(text: str) -> str:
    """A tick list without the axis title and the dash before it ('"Preset" — fast, max' and
    "Model — Orca-S, Orca-M" -> the ticks)."""
    return _AXES.DASHED_TITLE_LEAD.sub("", _AXES.QUOTED_TITLE_LEAD.sub("", text))


def opens_no_title(text: str, whole: bool = False) -> bool:
    """Whether a text opens on words that make it a sentence about an axis, no title ("ranging
    from 0", "Contains five labels"); `whole`: whether it is only such words ("Categories")."""
    pattern = _AXES.NOT_A_TITLE
    return (pattern.fullmatch(text) if whole else pattern.match(text)) is not None


def says_what_axis_is(text: str) -> str | None:
    """What a sentence after an axis's label says the axis is ("The y-axis represents the
    frequency." -> "frequency"), or None."""
    m = _AXES.SAYS_WHAT_AXIS_IS.match(text)
    return m.group("l") if m is not None else None


def axis_says_what_it_is(text: str) -> str | None:
    """What a sentence that opens on an axis says it is ("The y-axis shows rainfall in mm,
    from 0 to 80." -> "rainfall"), or None (a sentence that does not open on the axis)."""
    m = _AXES.SAYS_WHAT_AXIS_IS.match(text)
    return m.group("l") if m is not None and m.group("axis") else None


def axis_is_titled(text: str) -> int | None:
    """Where the title starts in a sentence that opens on an axis and says it is a title in
    capitals ("the y-axis is Daily Vehicles (average per day)" -> 15), or None ("the y-axis is
    logarithmic": what it is like, no title)."""
    m = _AXES.AXIS_IS_TITLED.search(text)
    return m.end() if m is not None else None


def scope_lead(text: str) -> int | None:
    """Where the words after a lead that names the charts a sentence speaks of start ("In every
    panel the x-axis is Week" -> 15), or None."""
    m = _AXES.SCOPE_LEAD.match(text)
    return m.end() if m is not None else None


def says_scale_not_title(text: str) -> bool:
    """Whether a text opens on what the axis's scale is like ("Linear scale", "Identical to …")."""
    return _AXES.SCALE_NOT_TITLE.match(text) is not None


def axis_scale_kind_before(text: str, at: int) -> bool:
    """Whether the word "scale" at `at` of a text follows the kind of an axis's scale
    ("on a logarithmic scale"): an axis drawn so, no colour scale."""
    return _AXES.AXIS_SCALE_KIND.search(text, max(0, at - 16), at) is not None


def has_clause_verb(text: str) -> bool:
    """Whether a text holds a verb that makes it a clause ("are", "shows")."""
    return _AXES.CLAUSE_VERB.search(text) is not None


def without_count_lead(text: str) -> str:
    """A title's words without the count before them ("four years" -> "years")."""
    return _AXES.COUNT_LEAD.sub("", text)


def name_then_tick(text: str) -> tuple[str, str] | None:
    """An axis's name and the first tick written after it ("Epoch 1" -> ("Epoch", "1")), or None."""
    m = _AXES.NAME_THEN_TICK.fullmatch(text)
    return (m.group("w"), m.group("n")) if m is not None else None


def scale_suffix_said(text: str, hi: int) -> bool:
    """Whether the text up to column `hi` ends on a scale word ('in thousands ("' before "K")."""
    return _AXES.SCALE_SUFFIX_SAID.search(text, 0, hi) is not None


def label_about_ticks(label: str) -> bool:
    """Whether a label speaks of the ticks ("Y-Axis Ticks (from bottom to top)")."""
    return _AXES.TICK_WORD_IN_LABEL.search(label) is not None


def number_as_tick(text: str) -> bool:
    """Whether a text is a number, plain or in e-notation ("0.5", "1e-4"), no title."""
    return _AXES.NUMBER_AS_TICK.fullmatch(text) is not None


def label_note(label: str) -> tuple[int, str] | None:
    """Where the first note in a label's parentheses starts, and its text, one level nested
    ("X-axis (Shards (s))" -> (7, "Shards (s)")), or None."""
    m = _AXES.LABEL_NOTE.search(label)
    return (m.start(), m.group(1)) if m is not None else None


def title_words(text: str) -> str:
    """The words that open an axis's text, up to where they stop being its title ("Score
    (%), ranging from 20 to 70" -> "Score (%)")."""
    return _AXES.TITLE_CUT.split(text, maxsplit=1)[0]


def has_letter(text: str) -> bool:
    """Whether a text holds a letter."""
    return _AXES.LETTER.search(text) is not None


def names_title_field(label: str) -> bool:
    """Whether a label is a field that gives an axis's title ("Label", "Axis name")."""
    return _AXES.TITLE_FIELD.fullmatch(label) is not None


def listed_in_paren(text: str) -> str | None:
    """The list of ticks a parenthesis holds ("Solvers (Alpha (X-Y), Beta, Gamma)" -> "Alpha
    (X-Y), Beta, Gamma"), or of square brackets ("Size [1k, 2k, 4k]" -> "1k, 2k, 4k"), or None."""
    m = _AXES.LISTED_IN_PAREN.search(text)
    return (m.group(1) or m.group(2)) if m is not None else None


def states_settings(text: str) -> bool:
    """Whether a note gives the settings a tick stands for ("d=512, L=8")."""
    return _AXES.SETTINGS.search(text) is not None


def says_place_only(text: str) -> bool:
    """Whether a text only says where tick labels stand ("at the bottom", "on the left side")."""
    return _AXES.PLACE_ONLY.fullmatch(text) is not None


def unit_note(text: str) -> bool:
    """Whether a list part only says a unit ("in minutes", "in %"): no tick."""
    return _AXES.UNIT_NOTE.fullmatch(text.strip()) is not None


def says_how_written(text: str) -> bool:
    """Whether a text says how tick labels are set ("rotated 45 degrees", "italic")."""
    return _AXES.HOW_WRITTEN.search(text) is not None


def numbers_only(text: str) -> bool:
    """Whether a tick is numbers alone, or two joined by "to" ("0% to 100%", "1e+2 to 1e+6")."""
    return _AXES.NUMBERS_ONLY.fullmatch(_AXES.E_NOTATION.sub("^", text)) is not None


def lone_number(text: str, at: int = 0) -> tuple[int, int] | None:
    """The columns of the first number from column `at` that stands alone in a title's words
    (not "3-gram", "Top-1", "Pass@1"), or None."""
    m = _AXES.LONE_NUMBER.search(text, at)
    return m.span() if m is not None else None


def notes_to_spaces(text: str) -> str:
    """A text with each note in parentheses replaced by a space."""
    return _AXES.BARE_NOTE.sub(" ", text)


def what_counted(text: str) -> str | None:
    """The parenthesis a text opens on when it says what an axis counts ("(number of sentences)")."""
    m = _AXES.WHAT_COUNTED.match(text)
    return m.group() if m is not None else None


def letter_runs(text: str) -> list[str]:
    """The runs of letters of a text ("Digit Scale 4" -> "Digit", "Scale")."""
    return _AXES.LETTER_RUN.findall(text)


def pairs_of_names(text: str) -> list[tuple[str, str]]:
    """The pairs of two names a text writes in parentheses ("a pair (digit_a, digit_b)")."""
    return [(m.group(1), m.group(2)) for m in _AXES.PAIR_OF_NAMES.finditer(text)]


def quoted_tick_glossed(text: str) -> bool:
    """Whether an item is a quoted tick with a gloss of no number ("`t_g` (Ground Truth)")."""
    return _AXES.QUOTED_TICK.fullmatch(text) is not None


def glued_to_word(text: str, start: int, end: int) -> bool:
    """Whether the number from column `start` to `end` is part of a word ("4-bit", "GPT-4")."""
    return _AXES.GLUED_AFTER.match(text, end) is not None or _AXES.GLUED_BEFORE.search(text, 0, start) is not None


def id_note(text: str) -> bool:
    """Whether a trailing note is a version's date or build number ("(2023-11-02)", "(003)")."""
    return _AXES.ID_NOTE.fullmatch(text) is not None


def word_in_name_after(text: str, at: int, hi: int | None = None) -> int | None:
    """Where a word right after column `at` (and before `hi`) ends ("Nova 2.5 Pro": after
    "2.5", the end of "Pro"), or None."""
    m = _AXES.WORD_IN_NAME.match(text, at) if hi is None else _AXES.WORD_IN_NAME.match(text, at, hi)
    return m.end() if m is not None else None


def opens_on_word(text: str) -> bool:
    """Whether a text opens on a word (after marks and spaces)."""
    return _AXES.NAME_START.match(text) is not None


def named_as_before(lead: str) -> int | None:
    """Where the words before a closing "as" start ("… and two weeks as " -> the column of
    "two"), or None."""
    m = _AXES.NAMED_AS_BEFORE.search(lead)
    return m.start() if m is not None else None


@dataclass(frozen=True, slots=True)
class SideAs:
    """A grid's side named with what it shows and its names: "three presses as rows (P1, P2)"."""

    side: str  # "rows" or "columns", as written
    what: str  # the words before or after it ("three presses ")
    names: str  # the list in brackets


def side_as(text: str) -> SideAs | None:
    """The SideAs a clause states, or None."""
    m = _AXES.SIDE_AS.match(text)
    if m is None:
        return None
    return SideAs(m.group("side") or m.group("side2"), m.group("what") or m.group("what2") or "", m.group("list"))


def end_placed(text: str) -> bool:
    """Whether a name in a side's brackets says where it stands ("Level 1 at the top"): the
    brackets name the side's ends, not its list."""
    return _AXES.END_PLACED.search(text) is not None


def counted_tick(text: str) -> str | None:
    """The number of a tick that is a number and its unit ("512 tokens" -> "512"), or None."""
    m = _AXES.COUNTED_TICK.fullmatch(text)
    return m.group("n") if m is not None else None


@dataclass(frozen=True, slots=True)
class AxisInPassing:
    """An axis a sentence names in passing: its title, and the ends it runs between, if said."""

    which: Which
    label: str
    ends: tuple[str, str] | None  # the two numbers as written ("1,400", "3,200")
    listed: tuple[str, ...] = ()  # the ticks listed in brackets after the title, as written


def axes_in_passing(text: str) -> list[AxisInPassing]:
    """The axes a sentence gives a title in passing, at most one each, in the order written:
    'the days on the x-axis and "Loaves sold" on the y-axis' (a quoted title before the axis,
    perhaps with its ends: '"Story Points" from 0 to 30 on the y-axis'), 'All panels share the
    x-axis "Quarter" and the y-axis label "Sessions"' (after it, or unquoted in capitals: 'share the
    x-axis Month (Mar, Apr) and the y-axis Discharge, measured in m³/s'), 'with sprints 1 to 6 on the
    x-axis' (one word and the ends), 'shows Visitors on the y-axis' (after a verb), 'the vertical
    axis, Visitors, runs from 0 to 400' (between commas); a quoted number ('the y-axis "0"') is a tick, no title."""
    found = [
        *_AXES.QUOTED_ON_AXIS.finditer(text),
        *_AXES.AXIS_THEN_QUOTED.finditer(text),
        *_AXES.AXIS_THEN_NAMED.finditer(text),
        *_AXES.NAMED_ON_AXIS.finditer(text),
        *_AXES.AXIS_APPOSITIVE.finditer(text),
        *_AXES.RANGE_ON_AXIS.finditer(text),
    ]
    out: list[AxisInPassing] = []
    for m in sorted(found, key=lambda m: m.start()):
        label = m.group("label").strip()
        if not label or _AXES.NUMBER_AS_TICK.fullmatch(label):
            continue
        side = (m.group("xy") or m.group("hv") or "").casefold()
        which: Which = "x" if side in ("x", "horizontal") else "y"
        if any(a.which == which for a in out):
            continue
        groups = m.groupdict()
        lo, hi = groups.get("lo"), groups.get("hi")
        listed = tuple(p.strip() for p in list_parts(groups["list"])) if groups.get("list") else ()
        out.append(AxisInPassing(which, label, (lo, hi) if lo and hi else None, listed))
    return out


@dataclass(frozen=True, slots=True)
class SameAs:
    """Ticks said to be another axis's: `axis` the one named ("X", "horizontal"), `chart` the
    other chart whose axis of that name it is ("left"), both None for "same classes"."""

    axis: str | None
    chart: str | None


def same_as(text: str) -> SameAs | None:
    """What a text says its ticks are the same as, or None."""
    m = _AXES.SAME_AS.search(text)
    return SameAs(m.group("axis"), m.group("chart")) if m is not None else None


# ===================================================================== the bounds of a claim
# grammars/claims.lark (its `shape` rule): the bound a claim sentence puts on a number ("stays
# above 0.5", "at most ~12", ">= 40"), read by the recognisers of extract/claims/read.py, typed here.

_CLAIM_SHAPES = Shapes("claims")
# the words of a bound that put the values below its number; any other bound puts them above
_BELOW_WORDS = ("below", "under", "less", "lower", "at most", "no more", "beneath", "fewer", "smaller")
# a bound below, denied: "no less than", "not fewer than", "no lower than" put the values at or above
_NOT_BELOW = re.compile(r"(?:no|not)\s+(?:less|fewer|lower|smaller|shorter|lighter)\b")
# the words of a bound that keep its number itself ("at least 40": 40 keeps it)
_INCLUSIVE_WORDS = ("at least", "at most", "no more", "no less", "reach")


@dataclass(frozen=True, slots=True)
class Bound:
    """A bound a claim puts on a number: `relation` "<" (the values lie below the number) or ">"
    (above it), `inclusive` when the number itself keeps the bound ("at least", "≤", "reaches")."""

    relation: Literal["<", ">"]
    inclusive: bool


def bound_of(words: str) -> Bound:
    """The Bound that the words of a bound state (the group "op" of the shapes THRESHOLD and
    REACHED): "below" and "at most" put the values under the number, "shorter than" too, any
    other bound over it; "≥", "at least", "no more than", "reaches" include the number."""
    word = words.casefold()
    if _NOT_BELOW.match(word):
        return Bound(">", True)  # "no less than 40", "not fewer than 3": at least
    below = word in ("<", "<=", "≤") or any(w in word for w in _BELOW_WORDS) or word.startswith(("shorter", "lighter"))
    inclusive = word in ("<=", ">=", "≤", "≥") or word.startswith(_INCLUSIVE_WORDS)
    return Bound("<" if below else ">", inclusive)
