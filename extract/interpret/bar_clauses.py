"""A bar chart whose bars are told only in sentences, one clause per bar:

    The tallest bar, Rail, reaches roughly 62, while Bus stands near 40 and Ferry barely
    clears 12. Tram sits at about 27 (thousands).

Each value is the bar its clause names right before it, with a verb that places the bar's end
("reaches", "stands near", "comes in at", "has the shortest bar at", "Rail at" after a clause
that set the verb); after the value only its unit may follow in the clause. The shapes are
grammars/data_like.lark's (BAR_CLAUSE and its separator and end, read by extract/statements.py);
this module only binds them. Read only in a bar chart's write-up that gives no other data, and
only outside its commentary ("Key Observations", "Interpretation"): three bars or more, each
name its own (a name said twice with two values reads nothing), every value in one unit. A
name needs a capital, a digit or a dot ("vLLM", "A100", "llama.cpp"): "it" or "the count" is no
bar. Each name is a category of the chart's one series."""

from __future__ import annotations

from extract.interpret.data import CellLine, Coord
from extract.outline import Outline
from extract.reader import Line, Num
from extract.statements import bar_clause_name, bar_clause_next, bar_clause_seps, bar_clause_tail, head_of
from extract.text import loose, strip_md
from extract.wording import FULL_STOP, sentences

_MIN_BARS = 3  # two named values ("A 3 and B 4") may be a comparison said in passing
_CLAUSES_BACK = 2  # clauses before a value that may hold its name ("The tallest bar, Rail, reaches")
# words that name no bar: a pronoun, the chart's furniture
_NO_NAME = frozenset("it its this that these each every all both chart figure axis legend bar bars value".split())


def read_bar_clauses(outline: Outline, skip: set[int], stated_at: set[tuple[int, int]]) -> list[CellLine]:
    """The bars of one chart told in clauses, as cells keyed by the bars' names; [] unless
    three or more are named, each with one value, all in one unit. A sentence that states an
    axis or a scale (its line and column in `stated_at`) tells no bar."""
    found: list[CellLine] = []
    values: dict[str, float] = {}
    units: set[str] = set()
    for ln in outline.lines:
        if ln.number in skip or ln.kind not in ("text", "item") or not ln.nums or _commentary(outline, ln):
            continue
        for sent in sentences(ln, items=True, short=True):
            end = sent.offset + len(sent.content)
            if any(at_line == ln.number and sent.offset <= at < end for at_line, at in stated_at):
                continue  # "The y-axis runs from 0 to 60.": the axis, no bar
            for n in ln.nums_in(sent.offset, end):
                got = _bar_of(ln, n, sent.offset, end)
                if got is None:
                    continue
                name, unit = got
                key = loose(name)
                if key in values:
                    if values[key] != float(n.value):
                        return []  # a bar said twice with two values: which one the chart shows is unsure
                    continue
                values[key] = float(n.value)
                if unit:
                    units.add(unit.casefold())
                found.append(CellLine(ln, outline.named_headers(ln), [Coord(name, "", None)], n))
    if len(found) < _MIN_BARS or len(units) > 1:
        return []
    return found


def _commentary(outline: Outline, ln: Line) -> bool:
    """Whether a line stands under the write-up's reading of the chart ("Key Observations")."""
    return any(head_of(strip_md(h.label)).has("COMMENTARY") for h in outline.under(ln) if not h.is_doc_title)


def _bar_of(ln: Line, n: Num, begin: int, end: int) -> tuple[str, str] | None:
    """The bar the clause around value `n` names, and the value's unit ("" for none)."""
    raw = ln.raw
    if n.percent and raw[n.end : n.end + 1] != "%":
        return None
    # (a sentence the splitter left whole, "… at about 31 ms. vLLM follows …": its full stops end it)
    begin = max([begin, *(m.end() for m in FULL_STOP.finditer(raw, begin, n.start))])
    stop = FULL_STOP.search(raw, n.end, end)
    tail = bar_clause_tail(raw[n.end : bar_clause_next(raw, n.end, stop.start() if stop else end)])
    if tail is None:
        return None
    seps = bar_clause_seps(raw, begin, n.start)
    for start in dict.fromkeys([*seps[::-1][:_CLAUSES_BACK], begin]):
        name = bar_clause_name(strip_md(raw[start : n.start]).lstrip())
        if name is not None:
            return (name, tail) if _names_bar(name) else None
    return None


def _names_bar(name: str) -> bool:
    """Whether a clause's subject may be a bar's name: a capital, a digit or a dot in it, no
    pronoun or furniture word."""
    words = name.casefold().split()
    if not words or words[0] in _NO_NAME or words[-1] in _NO_NAME:
        return False
    return any(c.isupper() or c.isdigit() or c == "." for c in name)
