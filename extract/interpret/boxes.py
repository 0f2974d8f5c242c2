"""A box plot's statistics listed per box: under the box's header, one line per statistic,

    **Alpha-Net (Teal):**
    * Minimum: Approximately 410
    * First Quartile (Q1): Approximately 700
    * Median: Approximately 1020
    * Maximum: Approximately 1500 (no outliers visible)

Each line is a cell: the statistic is the row, as written ("Minimum", "Lower quartile"; "Q1"
for "First Quartile (Q1)"), the box is the column; the median too, beside the others. Read
only when a box lists two statistics or more, in a box plot or beside a quartile (a lone
"Median: ~6.5" under a box is the box's value, read as a category's measure by points.py);
a note in parentheses after the value names nothing."""

from __future__ import annotations

from bisect import bisect_left

from extract.grammar import Shapes
from extract.interpret.points import PointLine, series_name
from extract.outline import Header, Outline, leading_label
from extract.reader import Line, Num
from extract.statements import head_of, quartiles_said, statement_of
from extract.text import strip_md

# the statistic a label names, by its canonical row name; a median named with a word that ranks
# or compares it ("Highest median"); a quartile written only as "Q1" (outside a box plot, a
# quarter of a year as well); a note in parentheses: grammars/bindings.lark's
_SHAPES = Shapes("bindings")
_STATS = (
    ("Minimum", "BOX_MINIMUM"),
    ("Maximum", "BOX_MAXIMUM"),
    ("Q1", "BOX_Q1"),
    ("Q3", "BOX_Q3"),
    ("Median", "BOX_MEDIAN"),
    ("Mean", "BOX_MEAN"),
)
_QUARTILES = frozenset({"Q1", "Q3"})


def box_stat(label: str) -> tuple[str, str] | None:
    """The statistic a line's label names and the row it is written as, or None: "First
    Quartile (Q1)" is Q1, written "Q1" (the short name in its note); "Lower quartile" is Q1,
    written as is; "Max (top whisker)" is the maximum, written "Max"; "Q1 (25th percentile)"
    is Q1, written "Q1" (the shorter name)."""
    text = strip_md(label).strip().rstrip(":： ")
    bare = _SHAPES.BOX_NOTE.sub("", text).strip()
    notes = [m.group(1).strip() for m in _SHAPES.BOX_NOTE.finditer(text)]
    stat = _stat(bare)
    alias = next((n for n in notes if _stat(n) is not None), None)
    if stat is None and alias is not None:
        return _stat(alias) or alias, alias
    if stat is None:
        return None
    if alias is not None and _stat(alias) == stat and len(alias) < len(bare):
        return stat, alias  # "First Quartile (Q1)" is written Q1; "Q1 (25th percentile)" too
    return stat, bare


def ranked_median(text: str) -> bool:
    """Whether a name is a box's median, ranked or compared ("Highest median", "Similar median
    to LLM"): the value in brackets after it is the box's median."""
    return _SHAPES.RANKED_MEDIAN.fullmatch(strip_md(text).strip()) is not None


def _stat(said: str) -> str | None:
    return next((name for name, words in _STATS if getattr(_SHAPES, words).fullmatch(said)), None)


def _value(ln: Line, at: int) -> Num | None:
    """The one number after the label, outside parentheses ("Approximately 1500 (no outliers
    visible)"); None for a range or a list ("~4 to ~6")."""
    rest = ln.content[at:]
    base = ln.offset + at
    depth = 0
    inside: list[bool] = []
    for ch in rest:
        depth += ch in "(["
        inside.append(depth > 0)
        depth -= ch in ")]" and depth > 0
    nums = [n for n in ln.nums if 0 <= n.start - base < len(rest) and not inside[n.start - base]]
    if len(nums) != 1 or any(p.kind != "num" for p in ln.phrases if p.nums[0] is nums[0]):
        return None
    return nums[0]


def read_box_stats(outline: Outline, skip: set[int], box_plot: bool, measure: str | None = None) -> list[PointLine]:
    """The statistics each box's header lists (module docstring); `skip`: lines that are no data;
    `measure`: the value axis's label, which a statistic's name may end on ("Minimum Score" on
    a y axis "Score" is the minimum, written "Minimum")."""
    found: dict[int, list[_Stat]] = {}
    for ln in outline.lines:
        if ln.kind not in ("item", "text") or ln.number in skip or not ln.nums:
            continue
        label, at = leading_label(ln.content)
        stat = box_stat(label) if label else None
        if stat is None and label and measure and box_plot:
            stat = box_stat(_without_measure(label, measure))
        named = outline.named_headers(ln) if stat else []
        value = _value(ln, at) if named else None
        if stat is not None and value is not None:
            found.setdefault(named[0].line.number, []).append((ln, named, stat, value))
        elif value is None and (
            (label and head_of(label).has("QUARTILES")) or (label is None and quartiles_said(ln.content))
        ):
            # ("- Lower quartile ~0.3, upper quartile ~0.7." under the box's header: no label)
            # "**Interquartile Range (The Box):** … The lower quartile (Q1, bottom of the box) is
            # approximately 0.96. The upper quartile (Q3, …) is approximately 0.98.": each quartile
            # its own sentence, each a statistic of the box
            named = named or outline.named_headers(ln)
            for stat_name, row, at in quartiles_said(ln.content) if named else ():
                start = ln.offset + at
                # (the value's "~" may be part of the number or the hedge before it)
                num = next((n for n in ln.nums if abs(n.start - start) <= 1), None)
                if num is not None:
                    found.setdefault(named[0].line.number, []).append((ln, named, (stat_name, row), num))
    out: list[PointLine] = []
    groups: list[list[_Stat]] = []
    for stats in found.values():
        names = [s for _, _, (s, _), _ in stats]
        split = _split_by_flat_boxes(outline, stats) if len(set(names)) < len(names) else None
        groups += split if split is not None else [stats]
    for stats in groups:
        names = [s for _, _, (s, _), _ in stats]
        if len(set(names)) < 2 or len(set(names)) < len(names) or not (box_plot or _QUARTILES & set(names)):
            continue
        if not box_plot and all(_SHAPES.QUARTER.fullmatch(row) for _, _, (_, row), _ in stats):
            continue  # "- Q1: 8,400", "- Q2: 9,100", "- Q3: 9,800" under a city of a line chart: quarters
        for ln, named, (_, row), value in stats:
            if isinstance(named[0], _FlatBox):
                out.append(PointLine(ln, named[1:], row, named[0].name, value, []))
                continue
            box = series_name(named[0].title or named[0].label)
            out.append(PointLine(ln, named[1:], row, box, value, []))
    return out


def _without_measure(label: str, measure: str) -> str:
    """A label without the value axis's label at its end: "Minimum Score" on "Score (0-1)" is
    "Minimum" (the axis's note aside); any other label as it is."""
    said = strip_md(label).strip().rstrip(":： ")
    head, _, tail = said.rpartition(" ")
    name = _SHAPES.BOX_NOTE.sub("", measure).strip()
    return head if head and tail.casefold() == name.casefold() else label


_Stat = tuple[Line, list[Header], tuple[str, str], Num]
_MAX_STATS = 12  # lines looked back past for a flattened box's label
_SENTENCE_WORDS = 4  # words after a box's bold label that describe it, no number among them


class _FlatBox:
    """A box named by a bold label over a sentence, whose statistics follow it at its own
    depth (a list a model flattened): it stands in the headers' place."""

    def __init__(self, name: str) -> None:
        self.name = name


def _flat_box(outline: Outline, ln: Line) -> str | None:
    """The box a statistic's line sits under in a flattened list: the nearest item before it
    at its depth, past other statistics, whose label (bold or plain) is followed by a sentence and no
    number ("* **north Source:** The violin for "north" is centred low." over "* Median: 41",
    "* Q1: 30"); None when there is none."""
    prev: Line | None = None
    at = bisect_left(outline.lines, ln.number, key=lambda x: x.number)
    for cand in reversed(outline.lines[max(0, at - _MAX_STATS) : at]):
        if cand.kind != "item" or cand.block != ln.block or cand.indent != ln.indent:
            return None
        label, _ = leading_label(cand.content)
        if label is not None and box_stat(label) is not None and cand.nums:
            continue  # another statistic of the same box
        prev = cand
        break
    if prev is None or prev.nums:
        return None
    st = statement_of(prev.content)
    if not (st.form == "labelled" and st.label and st.rest_at):
        return None
    words = _SHAPES.LETTER_WORD.findall(strip_md(prev.content[st.rest_at :]))
    if len(words) < _SENTENCE_WORDS or head_of(st.label).holds_no_data or box_stat(st.label) is not None:
        return None
    return series_name(st.label)


def _split_by_flat_boxes(outline: Outline, stats: list[_Stat]) -> list[list[_Stat]] | None:
    """The statistics one header holds split by the box each follows in a flattened list,
    when every line follows one and no box repeats a statistic; else None."""
    parts: dict[str, list[_Stat]] = {}
    for ln, named, stat, value in stats:
        name = _flat_box(outline, ln)
        if name is None:
            return None
        parts.setdefault(name, []).append((ln, [_FlatBox(name), *named], stat, value))  # type: ignore[list-item]
    if len(parts) < 2 or any(len({s for _, _, (s, _), _ in p}) < len(p) for p in parts.values()):
        return None
    return list(parts.values())
