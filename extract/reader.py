"""Stage 1: text to lines. Runs blocks.lark and inline.lark and returns every line of the
write-up with its block role and its number phrases, positions included."""

from __future__ import annotations

import math
import re
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, lru_cache, partial
from typing import TYPE_CHECKING, Literal

from extract.grammar import get_parser, kept, terminal, terminals
from extract.memo import ACROSS, per_document
from extract.numbers import parse_number

if TYPE_CHECKING:
    from lark import Lark, Token, Transformer

LineKind = Literal["heading", "item", "text", "table_head", "table_row", "code"]


@dataclass(slots=True)
class Num:
    """One number as written, with its 0-based column range in its line."""

    value: int | float
    raw: str
    start: int
    end: int
    approx: bool = False
    percent: bool = False


@dataclass(slots=True)
class Phrase:
    """A number phrase: "num" (one number), "list" (several) or "range" (two)."""

    kind: Literal["num", "list", "range"]
    nums: list[Num]
    start: int
    end: int


@dataclass(slots=True)
class Line:
    """One source line with its role in the block structure."""

    kind: LineKind
    number: int  # 1-based line number
    raw: str  # the line as written, without its newline
    content: str  # the line without its block marker ("#", "*", "1.", indentation)
    offset: int  # 0-based column where `content` starts in `raw`
    indent: int = 0  # leading whitespace width (a tab counts 4), for list nesting
    level: int = 0  # heading level
    block: int = 0  # index of the block this line belongs to
    continuation: bool = False  # a lazy continuation line of a list item
    phrases: list[Phrase] = field(default_factory=list)
    # nums and the columns where numbers and phrases start, kept for the `phrases` list
    # they were made from (a line of 100,000 numbers is asked for them once per cell)
    _index_of: list[Phrase] | None = field(default=None, init=False, repr=False, compare=False)
    _nums: list[Num] = field(default_factory=list, init=False, repr=False, compare=False)
    _num_starts: list[int] = field(default_factory=list, init=False, repr=False, compare=False)
    _phrase_starts: list[int] = field(default_factory=list, init=False, repr=False, compare=False)

    def _index(self) -> None:
        if self._index_of is not self.phrases:
            self._nums = [n for p in self.phrases for n in p.nums]
            self._num_starts = [n.start for n in self._nums]
            self._phrase_starts = [p.start for p in self.phrases]
            self._index_of = self.phrases

    @property
    def nums(self) -> list[Num]:
        """All numbers of the line, in order (the list is shared: do not change it)."""
        self._index()
        return self._nums

    def nums_in(self, start: int, end: int) -> list[Num]:
        """The numbers that start in columns [start, end), in order: a bisection, not a scan."""
        self._index()
        return self._nums[bisect_left(self._num_starts, start) : bisect_left(self._num_starts, end)]

    def nums_within(self, start: int, end: int) -> list[Num]:
        """The numbers that lie wholly in columns [start, end), in order."""
        found = self.nums_in(start, end)
        return found if not found or found[-1].end <= end else [n for n in found if n.end <= end]

    def phrases_at(self, start: int, end: int) -> list[Phrase]:
        """The phrases that start in columns [start, end), in order."""
        self._index()
        return self.phrases[bisect_left(self._phrase_starts, start) : bisect_left(self._phrase_starts, end)]

    def phrases_over(self, start: int, end: int) -> list[Phrase]:
        """The phrases that share a column with [start, end), in order."""
        self._index()
        first = bisect_left(self._phrase_starts, start)
        if first and self.phrases[first - 1].end > start:
            first -= 1
        return self.phrases[first : bisect_left(self._phrase_starts, end)]

    def phrases_in(self, start: int, end: int) -> list[Phrase]:
        """The phrases that lie wholly in columns [start, end), in order."""
        found = self.phrases_at(start, end)
        return found if not found or found[-1].end <= end else [p for p in found if p.end <= end]


_HEADING = re.compile(r"[ ]{0,3}(#{1,6})(?:[ \t]+|$)(.*?)(?:[ \t]+#+)?[ \t]*$")
_ITEM = re.compile(r"([ \t]*)([*+\-]|\d{1,9}[.)])(?:[ \t]+|$)")


@cache
def _table_delim() -> re.Pattern[str]:
    """blocks.lark's TABLE_DELIM terminal, compiled from the grammar on first use."""
    term = next(t for t in terminals("blocks") if t.name == "TABLE_DELIM")
    return re.compile(term.pattern.to_regexp())


def _indent(prefix: str) -> int:
    return len(prefix.expandtabs(4))


_Tok = tuple[str, str, int]
"""One line as a blocks.lark token: its terminal, its text (newline included), its number."""


class _Lines:
    """blocks.lark's blocks -> flat list of Lines (one method per rule), numbering the blocks
    in the order the tree's rules complete: a list's items take the number before the list
    completes."""

    def __init__(self) -> None:
        self.block = 0

    def _line(self, tok: _Tok, kind: LineKind) -> Line:
        raw = tok[1].rstrip("\n")
        return Line(kind, tok[2], raw, raw.strip(), len(raw) - len(raw.lstrip()), block=self.block)

    def heading(self, toks: list[_Tok]) -> list[Line]:
        self.block += 1
        _, text, number = toks[0]
        raw = text.rstrip("\n")
        m = _HEADING.match(raw)
        assert m is not None  # the HEADING terminal guarantees the shape
        return [Line("heading", number, raw, m.group(2), m.start(2), level=len(m.group(1)), block=self.block)]

    def setext_heading(self, toks: list[_Tok]) -> list[Line]:
        """ "Results\\n-------": a heading. A dashed line under a sentence, or under a table
        written right after prose, is the rule that ends a section, as the writer meant it:
        the lines above stay prose (and the table a table), never one heading that hides them."""
        *texts, underline = toks
        if underline[1].strip().startswith("-") and not _heading_like(texts):
            return self.paragraph(texts)
        self.block += 1
        first = self._line(texts[0], "heading")
        first.content = " ".join(t[1].strip() for t in texts)
        first.level = 1 if underline[1].strip().startswith("=") else 2
        return [first]

    def item(self, toks: list[_Tok]) -> list[Line]:
        (_, text, number), *rest = toks
        raw = text.rstrip("\n")
        m = _ITEM.match(raw)
        assert m is not None  # the ITEM terminal guarantees the shape
        head = Line("item", number, raw, raw[m.end() :].rstrip(), m.end(), indent=_indent(m.group(1)), block=self.block)
        lines = [head]
        for t in rest:
            cont = self._line(t, "text")
            cont.continuation = True
            cont.indent = head.indent
            lines.append(cont)
        return lines

    def bullets(self) -> None:
        self.block += 1

    def table(self, toks: list[_Tok]) -> list[Line]:
        self.block += 1
        head, _delim, *rows = toks
        return [self._line(head, "table_head")] + [self._line(r, "table_row") for r in rows]

    def paragraph(self, toks: list[_Tok]) -> list[Line]:
        """Prose lines; a table written right under a prose line, with no blank line between
        (LALR(1) cannot see the delimiter line two lines ahead), is split off as a table; so
        is a table written in HTML or LaTeX, one row per line (_markup_table)."""
        marked = _markup_table(toks)
        if marked is not None:
            first, last, rows = marked
            before = self.paragraph(toks[:first]) if first else []
            self.block += 1
            head = next(t for t, r in rows if r is not None)
            table = [self._line(t, "code") if r is None else self._row(t, r, t is head) for t, r in rows]
            return before + table + (self.paragraph(toks[last:]) if last < len(toks) else [])
        if any(_HTML_TABLE_LINE.match(t[1]) for t in toks):
            # an HTML table written a cell per line: markup, never prose (the ">" of "<td>1310"
            # is no comparison); unread.py reports its values as not read
            self.block += 1
            return [self._line(t, "code" if _HTML_TABLE_LINE.match(t[1]) else "text") for t in toks]
        self.block += 1
        out: list[Line] = []
        i = 0
        while i < len(toks):
            t = toks[i]
            if (
                t[0] == "PIPE_LINE"
                and i + 1 < len(toks)
                and toks[i + 1][0] == "PIPE_LINE"
                and _table_delim().fullmatch(toks[i + 1][1])
            ):
                self.block += 1
                out.append(self._line(t, "table_head"))
                i += 2
                while i < len(toks) and toks[i][0] == "PIPE_LINE":
                    out.append(self._line(toks[i], "table_row"))
                    i += 1
                self.block += 1
                continue
            out.append(self._line(t, "text"))
            i += 1
        return out

    def _row(self, tok: _Tok, text: str, head: bool) -> Line:
        """One row of an HTML or LaTeX table, its separators written as pipes (_markup_row)."""
        line = Line("table_head" if head else "table_row", tok[2], text, text.strip(), 0, block=self.block)
        line.offset = len(text) - len(text.lstrip())
        return line

    def code_block(self, toks: list[_Tok]) -> list[Line]:
        """A fenced block's lines are code when the fence names a language ("```python"); a
        fence with none, or fenced as markdown, holds the write-up's own text: "```" over "1:
        [0.91, 0.42]" is a row of cells, and "| Model | A |" / "|---|---|" the table it is."""
        self.block += 1
        info = toks[0][1].strip().lstrip("`~").strip().casefold()
        inner = toks[1:-1] if len(toks) > 1 and toks[-1][0] == "FENCE" else toks[1:]
        table = _delimited_table(inner, info, self.block)
        if table is not None:
            return (
                [self._line(t, "code") for t in toks[:1]]
                + table
                + [self._line(t, "code") for t in toks[1 + len(inner) :]]
            )
        if info in _MARKUP_FENCES and _markup_table(inner) is not None:
            self.block -= 1
            return [self._line(toks[0], "code"), *self.paragraph(inner)] + [
                self._line(t, "code") for t in toks[1 + len(inner) :]
            ]
        if info not in _MARKDOWN_FENCES:
            return [self._line(t, "code") for t in toks]
        out = [self._line(toks[0], "code")]
        run: list[_Tok] = []
        for t in [*inner, ("_BLANK", "\n", 0)]:
            if t[1].strip():
                run.append(("PIPE_LINE" if "|" in t[1] else "TEXT", t[1], t[2]))
            elif run:
                out += self.paragraph(run)
                run = []
        out += [self._line(t, "code") for t in toks[1 + len(inner) :]]
        return out


_MAX_HEADING_WORDS = 12
# the languages of a fence whose table is markdown ("```markdown", "```md", "```", "```text")
_MARKDOWN_FENCES = frozenset(["", "markdown", "md", "gfm", "text", "txt", "plaintext"])
# the languages of a fence that holds comma- or tab-separated values, and their separator
_DELIMITED_FENCES = {"csv": ",", "tsv": "\t"}


def _delimited_table(inner: list[_Tok], info: str, block: int) -> list[Line] | None:
    """A fence of comma- or tab-separated values, as the table it is: "```csv" over
    "Size,Model A,Model B" and "7,61.4,58.2". A fence naming no language is one only when
    every line has the same two or more fields, none holds a bracket, a brace, a colon or a
    pipe ("1: [0.91, 0.42]" is a row of cells, read as text), the first line names its
    columns in words and every other line gives a number. The separators become the
    table's pipes, one character for one, so every column stays where it was written."""
    sep = _DELIMITED_FENCES.get(info)
    if sep is None and info not in _MARKDOWN_FENCES:
        return None
    rows = [t for t in inner if t[1].strip()]
    if len(rows) < 2:
        return None
    if sep is None:
        sep = "\t" if all("\t" in t[1] for t in rows) else ","
        if any(_NOT_DELIMITED.search(t[1]) for t in rows):
            return None
    fields = [_fields(t[1].rstrip("\n"), sep) for t in rows]
    width = len(fields[0][1])
    if width < 2 or any(len(f[1]) != width for f in fields):
        return None
    if info not in _DELIMITED_FENCES and not (
        all(re.search(r"[^\W\d_]", x) for x in fields[0][1])
        and all(any(re.fullmatch(r"\s*\"?[-−+]?\d[\d.,]*%?\"?\s*", x) for x in f[1]) for f in fields[1:])
    ):
        return None
    out = []
    for n, ((text, _), tok) in enumerate(zip(fields, rows, strict=True)):
        kind: LineKind = "table_head" if n == 0 else "table_row"
        out.append(Line(kind, tok[2], text, text.strip(), len(text) - len(text.lstrip()), block=block))
    return out


# the languages of a fence that may hold an HTML or LaTeX table
_MARKUP_FENCES = frozenset(["html", "xml", "latex", "tex"])
# HTML: a cell's opening tag, any tag, an entity ("&nbsp;")
_HTML_CELL = re.compile(r"<t[dh](?:\s[^<>]*)?>", re.I)
_HTML_CLOSE = re.compile(r"</t[dh]\s*>", re.I)
_HTML_TAG = re.compile(r"</?[A-Za-z][^<>]*>")
_HTML_ENTITY = re.compile(r"&#?\w{1,8};")
# a line of an HTML table: one that starts with one of its tags
_HTML_TABLE_LINE = re.compile(r"[ \t]*</?(?:table|thead|tbody|tfoot|tr|td|th|caption)\b", re.I)
# LaTeX: a row's end ("\\", with the rules after it: "\\ \hline"), a column separator (not
# "\&"), a command that only dresses its argument ("\textbf{"), math marks
_TEX_END = re.compile(r"\\\\(?:\s*\\(?:hline|midrule|bottomrule|toprule|cline\{[^{}]*\}))*\s*$")
_TEX_TABULAR = re.compile(r"\\begin\{(?:tabular[x*]?|longtable|array)\}")
_TEX_SEP = re.compile(r"(?<!\\)&")
_TEX_DRESS = re.compile(r"\\(?:textbf|textit|emph|mathbf|mathrm|text|underline|bf|it)\b\s*\{?|[{}$]")
# a line of markup alone: "<table>", "<tr>", "\hline", "\begin{tabular}{lcc}", "\end{tabular}"
_MARKUP_ONLY = re.compile(r"\s*(?:(?:</?[A-Za-z][^<>]*>|\\[A-Za-z]+\*?(?:\[[^\]]*\])?(?:\{[^{}]*\})*)\s*)+")


def _markup_row(text: str) -> str | None:
    r"""An HTML or LaTeX table row on one line, its cells' separators written as pipes and
    its markup as spaces, one character for one, so every value stays where it was
    written: "<tr><td>8</td><td>412</td></tr>" -> "    |   8     |   412|         ", "Ours & 75.8 \\"
    -> "Ours | 75.8   "; None for any other line."""
    if _HTML_CELL.search(text):
        chars = list(text)
        closes = list(_HTML_CLOSE.finditer(text))
        for m in _HTML_TAG.finditer(text):
            chars[m.start() : m.end()] = " " * (m.end() - m.start())
        for m in _HTML_ENTITY.finditer(text):
            chars[m.start() : m.end()] = " " * (m.end() - m.start())
        for m in _HTML_CELL.finditer(text):
            chars[m.start()] = "|"
        if closes:
            chars[closes[-1].start()] = "|"  # the row's last cell is closed: the row is whole
        return "".join(chars)
    end = _TEX_END.search(text)
    if end is None or not _TEX_SEP.search(text, 0, end.start()):
        return None
    body = _TEX_DRESS.sub(lambda m: " " * len(m.group()), text[: end.start()])
    return _TEX_SEP.sub("|", body.replace("\\pm", "±  ")) + " " * (len(text) - end.start())


def _markup_table(toks: list[_Tok]) -> tuple[int, int, list[tuple[_Tok, str | None]]] | None:
    r"""The table a paragraph writes in HTML or LaTeX, one row per line: where it starts and
    ends among the lines, and each line as a row (None: a line of markup alone, "<table>",
    "\hline"). Only a table of two or more rows that all have the same number of cells (a
    "colspan" or "\multicolumn" would shift the columns: the table is left to prose)."""
    rows = [_markup_row(t[1].rstrip("\n")) for t in toks]
    at = [i for i, r in enumerate(rows) if r is not None]
    if len(at) < 2:
        return None
    if not _HTML_CELL.search(toks[at[0]][1]) and not any(_TEX_TABULAR.search(t[1]) for t in toks[: at[0]]):
        return None  # "x &= 2 \\" in an "align": an equation's lines, no table
    first, last = at[0], at[-1] + 1
    while first and _MARKUP_ONLY.fullmatch(toks[first - 1][1].rstrip("\n")):
        first -= 1
    while last < len(toks) and _MARKUP_ONLY.fullmatch(toks[last][1].rstrip("\n")):
        last += 1
    if any(rows[i] is None and not _MARKUP_ONLY.fullmatch(toks[i][1].rstrip("\n")) for i in range(at[0], at[-1])):
        return None  # prose between the rows: not one table
    widths = {r.strip().strip("|").count("|") for r in rows if r is not None}
    if len(widths) != 1 or widths == {0}:
        return None  # (a row of one cell is an HTML table written a cell per line: not read)
    return first, last, list(zip(toks[first:last], rows[first:last], strict=True))


# a line that is not one of separated values: a bracket, a brace, a colon or a pipe
_NOT_DELIMITED = re.compile(r"[\[\]{}:|]")


def _fields(text: str, sep: str) -> tuple[str, list[str]]:
    """The line with its separators (outside double quotes) written as pipes and its quotes as
    spaces, and its fields: '"1,000",7' -> (' 1,000 |7', ['"1,000"', '7'])."""
    chars = list(text)
    quoted = False
    parts: list[str] = []
    start = 0
    for i, c in enumerate(text):
        if c == '"':
            quoted = not quoted
            chars[i] = " "  # a field's quotes are not part of it ("1,000" is the number)
        elif c == sep and not quoted:
            chars[i] = "|"
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return "".join(chars), parts


def _heading_like(texts: list[_Tok]) -> bool:
    """Whether the lines over a dashed underline read as a heading ("Detailed Analysis"):
    one line of a few words, no pipe, not ending as a sentence or a lead-in does."""
    if len(texts) != 1 or texts[0][0] != "TEXT":
        return False
    text = texts[0][1].strip()
    return len(text.split()) <= _MAX_HEADING_WORDS and not text.endswith((".", ":", ";", ","))


def _toks(children: list[Token]) -> list[_Tok]:
    return [(t.type, str(t), t.line or 0) for t in children]


class _Blocks:
    """blocks.lark tree -> flat list of Lines: the reference the line machine below is held
    to (tests/test_reader.py). Its methods are lark's Transformer's (parse_blocks makes it
    one), kept apart from lark so that reading lines needs no lark loaded."""

    def __init__(self) -> None:
        super().__init__()
        self.lines = _Lines()

    def heading(self, children: list[Token]) -> list[Line]:
        return self.lines.heading(_toks(children))

    def setext_heading(self, children: list[Token]) -> list[Line]:
        return self.lines.setext_heading(_toks(children))

    def item(self, children: list[Token]) -> list[Line]:
        return self.lines.item(_toks(children))

    def bullets(self, children: list[list[Line]]) -> list[Line]:
        self.lines.bullets()
        return [line for item in children for line in item]

    def table(self, children: list[Token]) -> list[Line]:
        return self.lines.table(_toks(children))

    def paragraph(self, children: list[Token]) -> list[Line]:
        return self.lines.paragraph(_toks(children))

    def code_block(self, children: list[Token]) -> list[Line]:
        return self.lines.code_block(_toks(children))

    def start(self, children: list[list[Line]]) -> list[Line]:
        return [line for block in children for line in block]


def parse_blocks(text: str) -> list[Line]:
    """The Lines of a normalised text by blocks.lark's LALR parse (the reference)."""
    lines: list[Line] = _blocks_transformer()().transform(get_parser("blocks").parse(text))
    return lines


@cache
def _blocks_transformer() -> type[Transformer[Token, list[Line]]]:
    from lark import Token, Transformer

    class _BlocksTransformer(_Blocks, Transformer[Token, list[Line]]):
        pass

    return _BlocksTransformer


# The lexer contexts of blocks.lark's LALR parse, each named by the tokens that lead to it:
# the contextual lexer tries, on each line, only the terminals the parse can take there.
_CONTEXTS: dict[str, tuple[str, ...]] = {
    "start": (),  # between blocks (also after a list item's lines, a table's rows)
    "pipe": ("PIPE_LINE",),  # a block's first line, holding a pipe: a table's header or prose
    "prose": ("TEXT",),  # in a paragraph
    "table": ("PIPE_LINE", "TABLE_DELIM"),  # in a table
    "item": ("ITEM",),  # in a list item
    "code": ("FENCE",),  # in a fenced code block
}


@cache
def _line_scanners() -> dict[str, Callable[[str], re.Match[str] | None]]:
    """Per lexer context, blocks.lark's acceptable terminals as one regular expression, in
    the order lark's lexer tries them (priority first); the contexts' terminal sets are the
    LALR table's own, read from the parser fed each context's leading tokens."""
    terms = sorted(
        terminals("blocks"), key=lambda t: (-t.priority, -t.pattern.max_width, -len(t.pattern.value), t.name)
    )
    assert all(not t.pattern.flags for t in terms)  # flags would have to be carried into the union
    out: dict[str, Callable[[str], re.Match[str] | None]] = {}
    for name, lead in _CONTEXTS.items():
        accepts = set(kept("blocks", f"accepted after {lead}", partial(_accepted, lead)))
        union = "|".join(f"(?P<{t.name}>{t.pattern.to_regexp()})" for t in terms if t.name in accepts)
        out[name] = re.compile(union).match
    return out


def _accepted(lead: tuple[str, ...], parser: Lark) -> list[str]:
    """The terminals blocks.lark's LALR parse accepts after the tokens `lead`."""
    from lark import Token

    state = parser.parse_interactive("")
    for ty in lead:
        state.feed_token(Token(ty, "\n"))
    return sorted(state.choices())  # type: ignore[no-untyped-call]  # lark leaves it unannotated


def blocks(text: str) -> list[Line]:
    """The Lines of a normalised text: blocks.lark's LALR parse, run as a machine over whole
    lines (every terminal of the grammar is one whole line, and each context of the parse
    is one of _CONTEXTS), at a fraction of the cost of the parse. tests/test_reader.py holds
    the two equal on generated text and on every fixture."""
    scan = _line_scanners()
    b = _Lines()
    out: list[Line] = []
    state = "start"
    cur: list[_Tok] = []  # the lines of the open block (of the open item, in a list)
    for number, raw in enumerate(text.split("\n")[:-1], 1):
        tok_text = raw + "\n"
        m = scan[state](tok_text)
        if m is None:  # no terminal takes the line: the parse reports it
            return parse_blocks(text)
        ty = m.lastgroup or ""
        tok = (ty, tok_text, number)
        if state == "code":
            cur.append(tok)
            if ty == "FENCE":
                out += b.code_block(cur)
                state = "start"
            continue  # CODE_LINE takes every other line
        if state == "item":
            if ty == "TEXT":
                cur.append(tok)  # a lazy continuation line
                continue
            out += b.item(cur)
            if ty == "ITEM":
                cur = [tok]
                continue
            b.bullets()
        elif state in ("pipe", "prose"):
            if ty == "TABLE_DELIM":
                cur.append(tok)
                state = "table"
                continue
            if ty == "SETEXT":
                out += b.setext_heading([*cur, tok])
                state = "start"
                continue
            if ty in ("TEXT", "PIPE_LINE"):
                cur.append(tok)
                state = "prose"
                continue
            out += b.paragraph(cur)
        elif state == "table":
            if ty == "PIPE_LINE":
                cur.append(tok)
                continue
            out += b.table(cur)
        # between blocks: this line starts one
        state = "start"
        if ty == "HEADING":
            out += b.heading([tok])
        elif ty == "FENCE":
            cur, state = [tok], "code"
        elif ty == "ITEM":
            cur, state = [tok], "item"
        elif ty == "PIPE_LINE":
            cur, state = [tok], "pipe"
        elif ty == "TEXT":
            cur, state = [tok], "prose"
        elif ty not in ("_BLANK", "_BREAK"):
            return parse_blocks(text)  # a terminal the machine does not know: the parse reads it
    if state == "code":
        out += b.code_block(cur)
    elif state == "item":
        out += b.item(cur)
        b.bullets()
    elif state in ("pipe", "prose"):
        out += b.paragraph(cur)
    elif state == "table":
        out += b.table(cur)
    return out


# The phrase terminals of inline.lark, by the priority the grammar gives them.
_PHRASES: dict[str, Literal["num", "list", "range"]] = {"NUMLIST": "list", "RANGE": "range", "NUMBER": "num"}
# inline.lark's time of day ("07:00"): scanned with the phrases, so neither of its digit runs is
# a number, and kept as no phrase (a time is a place on an axis, named by its text)
_TIME = "CLOCK"


@cache
def clock_times() -> re.Pattern[str]:
    """inline.lark's CLOCK terminal, compiled by lark from the grammar file: a time of day as
    the reader takes it ("07:00", "13:30"), for the words that name a place by it."""
    return terminal("inline", _TIME)


def clock_hours(time: str) -> int | float:
    """A time of day as a number of hours: "16:00" is 16, "13:30" is 13.5 (the place a time
    names on an axis counted in hours)."""
    parts = [int(p) for p in time.split(":")]
    hours = parts[0] + sum(p / 60**i for i, p in enumerate(parts[1:], 1))
    return parts[0] if hours == parts[0] else hours


@cache
def phrase_scanner() -> re.Pattern[str]:
    """inline.lark's phrase terminals (CLOCK, NUMLIST, RANGE, NUMBER) as one regular expression,
    in the grammar's priority order, compiled by lark from the grammar file.

    The grammar's other terminals (_TEXT, _CHAR, _NL) only carry its lexer over prose;
    none of them can start where a phrase can, so scanning a line for the phrases alone
    finds exactly the tokens the LALR parse finds (tests/test_reader.py holds the two
    against each other), at a tenth of the cost."""
    terms = sorted((t for t in terminals("inline") if t.name in _PHRASES or t.name == _TIME), key=lambda t: -t.priority)
    assert all(not t.pattern.flags for t in terms)  # flags would have to be carried into the union
    union = "|".join(f"(?P<{t.name}>{t.pattern.to_regexp()})" for t in terms)
    # Every phrase's first character is one of _PHRASE_START (after its zero-width
    # lookbehinds); saying so up front lets the regular expression engine skip the other
    # positions at once, instead of trying each alternative's lookbehinds there (3x faster)
    return re.compile(f"(?={_PHRASE_START})(?:{union})")


# what a phrase of inline.lark can start with: bold or code marks, "~"/"≈", a sign, a digit, ".",
# LaTeX's "\approx"
_PHRASE_START = "[*_`~≈∼+\\-−.\\d\\\\]"


@cache
def _member() -> re.Pattern[str]:
    """One number inside a list, range or chain phrase: inline.lark's NUMBER terminal
    itself, compiled by lark from the grammar file, so a member is written exactly as a
    single number is ("**49.3**", "~40", "1/8", "3 × 10^4", "45.2%", "4.6x")."""
    (number,) = (t for t in terminals("inline") if t.name == "NUMBER")
    return re.compile(number.pattern.to_regexp())


# The dash of a range ("0.2–0.4", "85 - 88"), right after its first number; a "-" there
# is the range's, never the second number's sign.
_RANGE_DASH = re.compile(r"[ \t]*[-–—][ \t]*")


_Parts = tuple[tuple[int, str, int | float, bool, bool], ...]
"""A phrase's numbers as (column in the phrase, text, value, approximate, percent)."""


def _num_parts(text: str, at: int) -> tuple[int, str, int | float, bool, bool]:
    """A number token at column `at` of its phrase; its columns exclude the bold or code
    marks around it ("**49.3**")."""
    inner = text.lstrip("*_`")
    at += len(text) - len(inner)
    inner = inner.rstrip("*_`")
    value, approx, percent = parse_number(inner)
    return at, inner, value, approx, percent


@lru_cache(maxsize=ACROSS)  # bounded: memory stays flat over any corpus
@per_document
def _phrase_parts(kind: Literal["num", "list", "range"], text: str) -> _Parts | None:
    """The numbers of a phrase token, or None for a run of digits too long to be a value.
    Memoised: the same phrase ("0.5", "2024", "1, 2, 3") recurs across a corpus."""
    if kind == "num":
        if len(text) > _LONGEST:
            return None
        n = _num_parts(text, 0)
        if not math.isfinite(n[2]):
            return None  # "1e999": no value anyone wrote, and no JSON number
        return (n,)
    member = _member()
    if kind == "range":
        first = member.match(text)
        dash = _RANGE_DASH.match(text, first.end()) if first else None
        if dash:
            text = text[: dash.start()] + " " * (dash.end() - dash.start()) + text[dash.end() :]
    found = list(member.finditer(text))
    if any(len(m.group()) > _LONGEST for m in found):
        return None
    nums = tuple(_num_parts(m.group(), m.start()) for m in found)
    if not all(math.isfinite(n[2]) for n in nums):
        return None
    return nums


def _phrase(kind: Literal["num", "list", "range"], text: str, base: int) -> Phrase | None:
    """A phrase token as written at column `base`; None for a run of digits too long to
    be a value."""
    parts = _phrase_parts(kind, text)
    if parts is None:
        return None
    nums = [
        Num(value, inner, base + at, base + at + len(inner), approx, pct) for at, inner, value, approx, pct in parts
    ]
    if kind == "num":
        return Phrase("num", nums, nums[0].start, nums[0].end)
    return Phrase(kind, nums, base, base + len(text))


_LONGEST = 40  # characters; a longer "number" is a run of digits, not a value anyone wrote


def _without_comments(text: str) -> str:
    """The text with each HTML comment ("<!-- draft note: (5, 0.71) checked -->", not shown
    when the write-up is rendered) turned into spaces, its line breaks kept, so lines and
    columns stay where they were; one pass (an unclosed "<!--" stops the search)."""
    out: list[str] = []
    at = 0
    while (start := text.find("<!--", at)) >= 0 and (end := text.find("-->", start + 4)) >= 0:
        out += [text[at:start], re.sub(r"[^\n]", " ", text[start : end + 3])]
        at = end + 3
    return "".join(out) + text[at:] if out else text


def normalise(text: str) -> str:
    """Strip a UTF-8 BOM, turn CRLF/CR into LF, blank out HTML comments (no cell, claim or
    finding comes from text a reader never sees) and lines that are only a written-out "\\n",
    and end the text with one newline."""
    if text.startswith("\ufeff"):
        text = text[1:]
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = _without_comments(text)
    text = _ESCAPED_BREAKS.sub("", text)
    if "$" in text:
        text = _math_marks(text)
    return text if text.endswith("\n") else text + "\n"


# inline LaTeX a write-up puts around a hedge or a setting: "Recall $\approx$ 0.16", "At $x=10$:"
_MATH_HEDGE = re.compile(r"\$\\(?:approx|sim)\$")
_MATH_SETTING = re.compile(r"\$([A-Za-z][A-Za-z0-9_]{0,10}[ \t]*=[ \t]*[-−]?\d[\d.,]*)\$")
# a number alone in inline LaTeX, a power of ten most often: "$10^3$", "$10^{-4}$", "$5 \times 10^{-3}$"
_MATH_NUMBER = re.compile(r"\$([-−]?\d[\d.,]*(?:[ \t]*(?:\\times|\\cdot)[ \t]*10)?(?:\^(?:[-−]?\d+|\{[-−]?\d+\}))?)\$")


def _math_marks(text: str) -> str:
    """The hedge and the settings a write-up writes in inline LaTeX, as plain text of the same
    length (every column kept, so a value's span still covers its number): "$\\approx$" is
    blank (a hedge before a value, like the words "about" or "~", changes no cell), "$x=10$"
    is "x=10", and a number alone, "$10^3$", is "10^3" (so "$10^3$, $10^4$" lists two ticks, as
    "10^3, 10^4" does, and no tick keeps the marks in its name)."""
    text = _MATH_HEDGE.sub(lambda m: " " * len(m.group()), text)
    text = _MATH_NUMBER.sub(lambda m: f" {m.group(1)} ", text)
    return _MATH_SETTING.sub(lambda m: f" {m.group(1)} ", text)


# a line that is only an escaped line break ("\n" written out, as some pipelines leave at the top of
# a write-up): blank, so the title under it is still the first line of text (line numbers kept)
_ESCAPED_BREAKS = re.compile(r"^[ \t]*(?:\\n[ \t]*)+$", re.M)


_HAS_DIGIT = re.compile(r"\d")
_BOLD_ENUM = re.compile(r"(?:\*\*|__)\d{1,2}[.)][ \t]+(?=[^\W\d_]|\()")
_GLOSS_OPEN = re.compile(r"[ ]?\($")
# a number written in digits only (a sign, thousands commas, a decimal part): no power to restate
_WRITTEN_PLAIN = re.compile(r"[-+−]?\d[\d,]*(?:\.\d+)?")


def _gloss(raw: str, before: Phrase, p: Phrase) -> bool:
    """Whether `p` only restates the power before it in brackets: the "(100)" of
    "10<sup>2</sup> (100)" or "$2^3$ (8)"."""
    if p.kind != "num" or before.kind != "num" or raw[p.end : p.end + 1] != ")":
        return False
    first = before.nums[-1]
    if _WRITTEN_PLAIN.fullmatch(first.raw):
        # "Threshold 16 (16.0%)": a plain number is no power, and the bracket after it is a value
        return False
    gap = raw[first.end : p.start].replace("$", "")
    return _GLOSS_OPEN.fullmatch(gap) is not None and first.value == p.nums[0].value and first.raw != p.nums[0].raw


_ERROR_BAR = re.compile(r"(?:±|\+/-|\+-)\s*$")


def _cell_count(raw: str) -> int:
    """How many cells a table line has ("| A | 3 |" and "A | 3 |" have two)."""
    parts = re.split(r"(?<!\\)\|", raw.strip())
    return len(parts) - (parts[0].strip() == "") - (len(parts) > 1 and parts[-1].strip() == "")


def _gapped_rows(lines: list[Line]) -> list[Line]:
    """A table whose rows stand a blank line apart ("Mon | delivered | 31 |", a blank line,
    "Mon | returned | 4 |", as a web page's table is often copied): each such row is a
    paragraph of one pipe line of its own, with as many cells as the header; it is the
    table's row, read with the rest (before, no cell and no finding). The rows are taken
    while each follows the last across blank lines only."""
    for i, ln in enumerate(lines):
        if ln.kind != "table_head":
            continue
        width, last, j = _cell_count(ln.raw), ln, i + 1
        while j < len(lines) and lines[j].kind == "table_row":
            last, j = lines[j], j + 1
        while (
            j < len(lines)
            and lines[j].kind == "text"
            and "|" in lines[j].raw
            and lines[j].block != last.block
            and (j + 1 == len(lines) or lines[j + 1].block != lines[j].block)  # a paragraph of one line
            and lines[j].number == last.number + 2 + (last is ln)  # one blank line between (and the delimiter line)
            and _cell_count(lines[j].raw) == width
        ):
            lines[j].kind, lines[j].block = "table_row", ln.block
            last, j = lines[j], j + 1
    return lines


def read_lines(text: str) -> list[Line]:
    """Parse a write-up into its lines, each with its block role and number phrases."""
    text = normalise(text)
    lines = _gapped_rows(blocks(text))
    scan = phrase_scanner().finditer
    for ln in lines:
        if ln.kind == "code" or not _HAS_DIGIT.search(ln.raw):
            continue
        raw = ln.raw
        enum = _BOLD_ENUM.match(raw, ln.offset)
        first = enum.end() if enum else ln.offset  # "**2. Beta (Blue)**": the 2 numbers the list
        phrases: list[Phrase] = []
        for m in scan(raw):
            if m.lastgroup == _TIME:
                continue  # "13:00": a time of day, no number
            p = _phrase(_PHRASES[m.lastgroup or ""], m.group(), m.start())
            # the marker of a list item ("1.") or heading is not data, nor the error of
            # a value ("245.2 ± 8.1", "45 +/- 2")
            if p is not None and p.start >= first and not _ERROR_BAR.search(raw[max(0, p.start - 8) : p.start]):
                if phrases and _gloss(raw, phrases[-1], p):
                    continue  # "10^2 (100)": the power's value said again, one number
                phrases.append(p)
        ln.phrases = phrases
    return lines
