"""Cells of a matrix named by their row and column joined in one label, when both names are
ticks the axis lines declare: "**V1 vs. V2:** The correlation is approximately 0.5, shown in
pale red" is the cell (V1, V2) = 0.5; "**Diagonal:** The diagonal elements (V1-V1, V2-V2,
V3-V3) are all dark red (approximately 1.0)" is one value for each cell it names. The first
name is the row (the order the gold of real write-ups keeps: "alpha-beta: 0.72" is the row
alpha). A name may itself hold a dash or a colon ("V:1", "k-NN"): a label splits only where both
halves are declared ticks, so nothing else is split. The line holds exactly one number, the
value: a sentence that compares two values or states a range names no cell."""

from __future__ import annotations

from extract.grammar import Shapes
from extract.interpret.axes import AxisStatement
from extract.interpret.data import CellLine, Coord
from extract.models import Tick
from extract.outline import Outline, leading_label
from extract.reader import Line, Num
from extract.statements import head_of, tick_before_value
from extract.text import loose, strip_md

# the shapes of a line of named pairs are grammars/bindings.lark's: what joins a row's name to a
# column's ("Age vs. Income", "Age–Income"), the names a line enumerates in parentheses ("(V1-V1,
# V2-V2 and V3-V3)") and what separates them
_SHAPES = Shapes("bindings")
_JOIN = _SHAPES.PAIR_JOIN
_PARENS = _SHAPES.PAREN_NAMES
_LIST_SEP = _SHAPES.PAIR_LIST_SEP


def split_pair(text: str, ticks: frozenset[str]) -> tuple[str, str] | None:
    """The row and column names of "V1 vs. V2" / "V1-V2" / "V:1 – V:2" when both halves are
    declared ticks (`ticks`: their loose keys) and the whole is none; None otherwise."""
    text = strip_md(text).strip()
    if not text or loose(text) in ticks:
        return None
    for m in _JOIN.finditer(text):
        left, right = text[: m.start()].strip(), text[m.end() :].strip()
        if left and right and loose(left) in ticks and loose(right) in ticks:
            return left, right
    return None


def _enumerated(line: Line, ticks: frozenset[str]) -> list[tuple[tuple[str, str], int, int]]:
    """The pairs a line names: its label, or the parts of a parenthesis that are all pairs
    (two or more), each with the columns it spans in the raw line."""
    label, at = _label(line)
    if label is not None:
        pair = split_pair(label, ticks)
        if pair is not None:
            return [(pair, line.offset, line.offset + at)]
    for m in _PARENS.finditer(line.raw, line.offset):
        parts = _LIST_SEP.split(m.group(1))
        pairs = [split_pair(p, ticks) for p in parts]
        if len(pairs) >= 2 and all(pairs):
            return [(p, m.start(), m.end()) for p in pairs if p is not None]
    return []


# "Row V4:", "V4:": the row a line of "v with name" entries is about
_ROW_WORD = _SHAPES.ROW_WORD
_COLON_LABEL = _SHAPES.COLON_LABEL
# what follows an entry's value: "with V3", "vs. V2", then the separator before the next one
_WITH_NAME = _SHAPES.WITH_NAME


def _label(line: Line) -> tuple[str | None, int]:
    """A line's label and where its text starts; a name that holds a colon ("V:4: …", "V:1
    vs. V:2: …") ends at a colon and a space."""
    label, at = leading_label(line.content)
    if label is None and (m := _COLON_LABEL.match(line.content)):
        label, at = m.group(1), m.end()
    return label, at


def _row_entries(line: Line, ticks: frozenset[str]) -> list[CellLine]:
    """ "Row V4: 0.7 with V3, 0.6 with V2": the row a label names (a declared tick) and a
    value for each declared tick after "with"; every number of the line must be such an entry."""
    label, at = _label(line)
    row = _ROW_WORD.sub("", strip_md(label or "")).strip()
    if not row or loose(row) not in ticks:
        return []
    nums = line.nums
    out: list[CellLine] = []
    for i, n in enumerate(nums):
        end = nums[i + 1].start if i + 1 < len(nums) else len(line.raw)
        m = _WITH_NAME.fullmatch(line.raw, n.end, end)
        if n.start < line.offset + at or m is None or loose(m.group("name")) not in ticks:
            return []
        before = line.raw[line.offset + at : n.start] if i == 0 else ""
        if before.strip(" *_:~≈"):
            return []
        col = strip_md(m.group("name")).strip()
        out.append(CellLine(line, [], [Coord(row, "", None), Coord(col, "", None, relation="")], n))
    return out


_MAX_NAME_WORDS = 5  # the words a declared tick may take before its bracketed value


def _tick_before(text: str, ticks: frozenset[str]) -> str | None:
    """The declared tick `text` ends with, its longest ("… with Query History Weight" ends with
    Query History Weight, not Weight); None when it ends with none."""
    words = strip_md(text).split()
    for k in range(min(len(words), _MAX_NAME_WORDS), 0, -1):
        name = " ".join(words[-k:])
        if loose(name) in ticks:
            return name
    return None


def _bracketed_entries(line: Line, outline: Outline, ticks: frozenset[str]) -> list[CellLine]:
    """ "Correlates negatively with Beta (-0.43) and Gamma (-0.54)." under "**Alpha:**": the row
    its header names (a declared tick) and a value in brackets after each declared tick the line
    names; every number of the line must be such an entry."""
    under = outline.under(line)
    row = strip_md(under[-1].label).strip(" :") if under else ""
    if not row or loose(row) not in ticks or not line.nums:
        return []
    out: list[CellLine] = []
    prev = line.offset
    for n in line.nums:
        opened = line.raw.rfind("(", prev, n.start)
        if opened < 0 or line.raw[opened + 1 : n.start].strip(" ~≈") or line.raw[n.end : n.end + 1] != ")":
            return []
        col = _tick_before(line.raw[prev:opened], ticks)
        if col is None:
            return []
        out.append(CellLine(line, [], [Coord(row, "", None), Coord(col, "", None, relation="")], n))
        prev = n.end + 1
    return out


_MIN_PAIRED = 3  # labels that must split into pairs before their halves are taken for ticks


def paired_halves(outline: Outline, skip: set[int]) -> frozenset[str]:
    """The names a matrix's pair labels declare by themselves, when no axis line lists them:
    "- Moisture–Nitrogen: 0.34", "- Moisture–pH: −0.12", "- Nitrogen–pH: −0.27" declare
    Moisture, Nitrogen and pH. Every one-number line whose label joins two names counts; the
    halves are ticks only when three or more labels split, every half names two or more of
    them, and some name stands first in one and second in another. So "Model-A: 3",
    "Model-B: 4" or "GPT-4: 71" declare nothing ("A", "B" and "4" name one label each; a label
    given twice counts once), nor do "Top-Left", "Bottom-Left" (no name on both sides). Loose
    keys, as `split_pair` wants them."""
    splits: set[tuple[str, str]] = set()
    for ln in outline.lines:
        if ln.kind not in ("item", "text") or ln.number in skip or len(ln.phrases) != 1 or ln.phrases[0].kind != "num":
            continue
        label, _ = _label(ln)
        parts = _JOIN.split(strip_md(label or "").strip())
        if len(parts) == 2 and all(parts):
            splits.add((loose(parts[0]), loose(parts[1])))
    if len(splits) < _MIN_PAIRED:
        return frozenset()
    seen: dict[str, int] = {}
    for half in (h for pair in splits for h in pair):
        seen[half] = seen.get(half, 0) + 1
    if any(n < 2 for n in seen.values()) or not {a for a, _ in splits} & {b for _, b in splits}:
        return frozenset()  # ("Top-Left", "Bottom-Right": places, no names on both sides)
    return frozenset(seen)


def read_named_pairs(outline: Outline, skip: set[int], tick_lists: list[list[Tick]]) -> list[CellLine]:
    """The cells of every line that names matrix cells by pairs of declared ticks and gives
    them one value; `tick_lists`: the ticks each axis line declares (or the names the pair
    labels declare, `paired_halves`)."""
    ticks = frozenset(k for ts in tick_lists for t in ts if (k := loose(str(t))))
    if len(ticks) < 2:
        return []
    out: list[CellLine] = []
    for ln in outline.lines:
        if ln.kind not in ("item", "text") or ln.number in skip or not ln.phrases:
            continue
        if any(head_of(h.label).holds_no_data for h in outline.under(ln) if not h.is_doc_title):
            continue  # "### Key Observations" over "- V1 vs V4: the strongest (0.7)": commentary
        entries = _row_entries(ln, ticks) or _bracketed_entries(ln, outline, ticks)
        for c in entries:
            c.named = outline.named_headers(ln)
        out += entries
        if entries or len(ln.phrases) != 1 or ln.phrases[0].kind != "num":
            continue
        pairs = _enumerated(ln, ticks)
        value = ln.nums[0] if pairs else None
        if value is None or any(a <= value.start < b for _, a, b in pairs):
            continue
        named = outline.named_headers(ln)
        for (row, col), _, _ in pairs:
            out.append(CellLine(ln, named, [Coord(row, "", None), Coord(col, "", None, relation="")], value))
    return out


def read_axis_pairs(outline: Outline, skip: set[int], axes: list[AxisStatement]) -> list[CellLine]:
    """The cells of a matrix each named by both axes, an axis's name before its tick, and given
    one value: "**Layer 0, Token "level"**: Bright yellow (≈+0.04)" with the y axis "Layer"
    (ticks 0 to 11) and the x axis "Token …" (ticks `level`, `plum`, …) is the cell (0, level).
    A number the rest places by an axis's name ("slightly lower than Layer 0") is no value."""
    named_axes = [a for a in axes if a.label and a.ticks and a.which in ("x", "y")]
    if {a.which for a in named_axes} != {"x", "y"}:
        return []
    out: list[CellLine] = []
    for ln in outline.lines:
        if ln.kind not in ("item", "text") or ln.number in skip or not ln.phrases:
            continue
        label, at = leading_label(ln.content)
        parts = _AXIS_PAIR_JOIN.split(strip_md(label or "").strip())
        if len(parts) != 2:
            continue
        first, second = _axis_tick(parts[0], named_axes), _axis_tick(parts[1], named_axes)
        if first is None or second is None or first[0] == second[0]:
            continue
        rest_at = ln.offset + at
        values = [
            n for n in ln.nums if n.start >= rest_at and not _after_axis_name(ln.raw[rest_at : n.start], named_axes)
        ]
        if len(values) != 1:
            continue
        row, col = (first[1], second[1]) if first[0] == "y" else (second[1], first[1])
        out.append(
            CellLine(
                ln,
                outline.named_headers(ln),
                [Coord(str(row), "", None), Coord(str(col), "", None, relation="")],
                values[0],
            )
        )
    return out


# the comma between a cell's two axis-named places: "Layer 0, Token "level""
_AXIS_PAIR_JOIN = _SHAPES.AXIS_PAIR_JOIN


def _axis_tick(part: str, axes: list[AxisStatement]) -> tuple[str, Tick] | None:
    """The axis and the tick of "Layer 0" or 'Token "level"': the first words of one axis's
    name, then one of its ticks (quoted or not); None otherwise."""
    words = part.split()
    if len(words) < 2:
        return None
    tick_text = words[-1].strip("\"'`“”")
    lead = loose(" ".join(words[:-1]))
    for a in axes:
        if not lead or not loose(a.label or "").startswith(lead):
            continue
        hit = next((t for t in a.ticks if loose(str(t)) == loose(tick_text) and str(t).strip() == tick_text), None)
        if hit is not None:
            return a.which, hit
    return None


def _after_axis_name(before: str, axes: list[AxisStatement]) -> bool:
    """Whether the text before a number ends on the first word of an axis's name ("lower
    than Layer "): the number is a place on that axis, no value."""
    words = before.split()
    return bool(words) and any(
        (a.label or "").split()[:1] == [words[-1]] or loose((a.label or "").split()[0]) == loose(words[-1])
        for a in axes
        if a.label
    )


# a bracketed list of three or more numbers: "(0.98, 0.91, 0.95, 0.88)"
_VALUE_LIST = _SHAPES.VALUE_LIST
_DIAGONAL_WORD = _SHAPES.DIAGONAL_WORD
# "1→1, 2→2", "A->A": a cell named by one tick twice, an example of the diagonal
_SAME_TWICE = _SHAPES.SAME_TWICE
_MOST_SIDE = 30  # whole numbers of a stated stretch that may be a grid's side


def _side(axes: list[AxisStatement], which: str) -> list[Tick]:
    """The ticks one side of the grid lists, in order: stated, else the whole numbers of a
    stretch ("Labeled 1 to 5"); empty when the axis lines disagree or say neither."""
    sides = []
    for a in axes:
        if a.which != which:
            continue
        if a.ticks:
            sides.append(list(a.ticks))
        elif a.stretch is not None:
            lo, hi = a.stretch
            if float(lo).is_integer() and float(hi).is_integer() and 0 < hi - lo < _MOST_SIDE:
                sides.append(list(range(int(lo), int(hi) + 1)))
    keys = {tuple(loose(str(t)) for t in s) for s in sides}
    return sides[0] if len(keys) == 1 else []


def _names_diagonal(line: Line, outline: Outline, labels: tuple[str | None, str | None]) -> bool:
    """Whether a line speaks of a matrix's diagonal: it (or the header over it) says
    "diagonal", it sets the two axes' names equal ("`true = predicted`"), or it gives two
    or more cells named by one tick twice ("1→1, 2→2")."""
    under = [h.label for h in outline.under(line) if not h.is_doc_title][-1:]
    if any(_DIAGONAL_WORD.search(t) for t in (line.content, *under)):
        return True
    x, y = (loose(t or "") for t in labels)
    if x and y and x != y:
        plain = loose(line.content)
        if f"{x}{y}" in plain or f"{y}{x}" in plain:
            return len(strip_md(line.content).split("=")) > 1
    same = [m for m in _SAME_TWICE.finditer(line.content) if m.group(1).casefold() == m.group(2).casefold()]
    return len(same) >= 2


def read_diagonal_lists(outline: Outline, skip: set[int], axes: list[AxisStatement]) -> list[CellLine]:
    """ "`true = predicted` (e.g., 1→1, 2→2) stays high (0.98, 0.91, 0.95, 0.88)": the cells of
    a matrix's diagonal, given in order as one bracketed list, when both axes list the same
    ticks and the list holds one value for each (the first value is the first tick's own
    cell). A list of another length, or a line that names no diagonal, gives no cell."""
    xs, ys = _side(axes, "x"), _side(axes, "y")
    if not xs or [loose(str(t)) for t in xs] != [loose(str(t)) for t in ys]:
        return []
    labels = (
        next((a.label for a in axes if a.which == "x" and a.label), None),
        next((a.label for a in axes if a.which == "y" and a.label), None),
    )
    out: list[CellLine] = []
    for ln in outline.lines:
        if ln.kind not in ("item", "text") or ln.number in skip or "(" not in ln.content:
            continue
        if any(head_of(h.label).holds_no_data for h in outline.under(ln) if not h.is_doc_title):
            continue  # "### Key Observations": commentary
        lists = list(_VALUE_LIST.finditer(ln.raw, ln.offset))
        if len(lists) != 1 or not _names_diagonal(ln, outline, labels):
            continue
        m = lists[0]
        values = [n for n in ln.nums if m.start() <= n.start < m.end()]
        if len(values) != len(xs):
            continue
        named = outline.named_headers(ln)
        for tick, n in zip(xs, values, strict=True):
            # (a number tick keeps its number: the cells of "Labeled 1 to 5" are at 1 … 5)
            num = None if isinstance(tick, str) else Num(tick, str(tick), n.start, n.start)
            out.append(CellLine(ln, named, [Coord(str(tick), "", num), Coord(str(tick), "", num, relation="")], n))
    return out


def read_diagonal_examples(outline: Outline, skip: set[int], axes: list[AxisStatement]) -> list[CellLine]:
    """ "Highest values along the diagonal (e.g., Wren: 0.36, Kite: 0.35)": the diagonal cells
    of the ticks a line that names the diagonal gives values, each as "<tick>: <value>", when
    both axes list the same ticks; a name that is no tick gives no cell."""
    xs, ys = _side(axes, "x"), _side(axes, "y")
    if not xs or [loose(str(t)) for t in xs] != [loose(str(t)) for t in ys]:
        return []
    ticks = {loose(str(t)): t for t in xs}
    labels = (
        next((a.label for a in axes if a.which == "x" and a.label), None),
        next((a.label for a in axes if a.which == "y" and a.label), None),
    )
    out: list[CellLine] = []
    for ln in outline.lines:
        if ln.kind not in ("item", "text") or ln.number in skip or ":" not in ln.content:
            continue
        if any(head_of(h.label).holds_no_data for h in outline.under(ln) if not h.is_doc_title):
            continue  # "### Key Observations": commentary
        if not _DIAGONAL_WORD.search(ln.content) or not _names_diagonal(ln, outline, labels):
            continue
        named = outline.named_headers(ln)
        for n in ln.nums:
            m = tick_before_value(ln.raw, max(ln.offset, n.start - _NAME_REACH), n.start)
            tick = ticks.get(loose(m.group("name"))) if m is not None else None
            if tick is None:
                continue
            num = None if isinstance(tick, str) else Num(tick, str(tick), n.start, n.start)
            out.append(CellLine(ln, named, [Coord(str(tick), "", num), Coord(str(tick), "", num, relation="")], n))
    return out


_NAME_REACH = 50
