"""A named point given by fields named after the axes, in either order:

    * **Think@n (Turquoise):** Accuracy ~0.85, Cost ~1.4 x 10^5.
    * **Greedy (Olive):**  /  * Accuracy: ~0.66  /  * Cost: ~0.2 x 10^5
    * **Point 2 (Kite):**  /  * X-Value (Cost): ~0.3 x 10^5  /  * Y-Value: ~0.7

with the x axis "Cost (tokens)" and the y axis "Accuracy" is the point Think@n at x 140000
with the value 0.85, not two values (Accuracy and Cost) of a category Think@n. data.py
reads such a line as two values of its label (series first), and the items under a header
as one value each; here the two become one."""

from __future__ import annotations

from dataclasses import replace

from extract.grammar import Shapes
from extract.interpret.axes import AxisStatement
from extract.interpret.data import CellLine, Coord, DataItem
from extract.interpret.points import PointLine
from extract.interpret.roles import bare
from extract.outline import Outline, leading_label
from extract.reader import Line, Num
from extract.statements import head_of, which_mark
from extract.text import loose, strip_md
from extract.wording import only_marks_and_hedge


def axis_fields(
    items: list[DataItem | PointLine], axes: list[AxisStatement], joined_lines: set[int] | None = None
) -> list[DataItem | PointLine]:
    """The items with each line of two fields, one named as the x axis and one as the y
    axis ("Accuracy ~0.85, Cost ~1.4 x 10^5" under its label), joined into one value of
    the label at the x field's number; `joined_lines` gets the lines of the x fields joined
    on a line of their own (read, though the cell's span is the y field's)."""
    labels: dict[str, str] = {"x": "", "y": ""} | {a.which: field_key(a.label) for a in reversed(axes) if a.label}
    words: dict[str, frozenset[str]] = {"x": frozenset(), "y": frozenset()} | {
        a.which: _words(a.label) for a in reversed(axes) if a.label
    }
    if labels["x"] == labels["y"] != "":
        return items
    # "**X-axis (Compute)**: Normalized FLOPs, …": the words an axis's line says it in besides
    # its label, for a field named by its unit ("4 FLOPs, 81.5% accuracy")
    said = {w: frozenset().union(*(_words(a.line.content) for a in axes if a.which == w)) for w in ("x", "y")}
    words = words | {"said_x": said["x"] - said["y"], "said_y": said["y"] - said["x"]}
    out: list[DataItem | PointLine] = []
    i = 0
    while i < len(items):
        joined = _joined(items[i], items[i + 1], labels, words) if i + 1 < len(items) else None
        prev, first = (items[i - 1] if i else None), items[i]
        if isinstance(prev, CellLine) and isinstance(first, CellLine) and _third(prev, first):
            joined = None  # a field before these two: a record of more than a point
        if joined is None:
            out.append(items[i])
            i += 1
            continue
        nxt = items[i + 2] if i + 2 < len(items) else None
        last = items[i + 1]
        if (
            isinstance(nxt, CellLine)
            and isinstance(last, CellLine)
            and nxt.line.number == last.line.number
            and _bubble_size(nxt)
        ):
            # "routes 14, passengers 1.8M; bubble ≈ 420 staff": the point, then how big its
            # marker is drawn (a bubble's size is no cell of the point)
            out.append(joined)
            i += 3
            continue
        if isinstance(nxt, CellLine) and isinstance(last, CellLine) and _third(last, nxt):
            out += items[i : i + 2]  # a third field: a record of more than a point
            i += 2
            continue
        out.append(joined)
        if joined_lines is not None:
            joined_lines |= {it.line.number for it in items[i : i + 2] if isinstance(it, (CellLine, PointLine))}
            joined_lines.discard(joined.line.number)
        i += 2
    return out


def _joined(
    a: DataItem | PointLine, b: DataItem | PointLine, labels: dict[str, str], words: dict[str, frozenset[str]]
) -> CellLine | PointLine | None:
    """The one value two fields give, on one line under its label or on two adjacent items
    under one header: the y field's value at the x field's number."""
    if isinstance(a, PointLine) and isinstance(b, PointLine):
        return _joined_points(a, b, labels, words)
    if not (isinstance(a, CellLine) and isinstance(b, CellLine)):
        return None
    on_line = a.line.number == b.line.number and a.series_first and b.series_first
    if on_line and not (len(a.coords) == len(b.coords) == 2 and a.coords[0].text == b.coords[0].text):
        return None
    # two items under one header, or an item and the line that continues it ("- **Point 3:**
    # X-Value: 12.5" over "  Y-Value: 0.44")
    under_one = _same_header(a, b) or (b.line.continuation and b.line.kind == "text")
    adjacent = b.line.number == a.line.number + 1 and len(a.coords) == len(b.coords) == 1 and under_one
    fields = [_field_name(c.coords[-1]) for c in (a, b)]
    if not (on_line or adjacent) or None in fields:
        return None
    by_axis = {_field_axis(f or "", labels, words): c for f, c in zip(fields, (a, b), strict=True)}
    x, y = by_axis.get("x"), by_axis.get("y")
    if x is None or y is None or x is y:
        return None
    name = _field_name(x.coords[-1]) or ""
    place = Coord(f"{name} {x.value.raw.strip('*_`')}", name, x.value)
    if adjacent:
        return CellLine(y.line, y.named, [place], y.value)  # the header names the point's series
    return CellLine(y.line, y.named, [a.coords[0], place], y.value, series_first=True)


# the number of a point before its first field, on one label: "Point 3 X-Value" of "**Point 3:** X-Value: 12.5"
_POINT_FIRST = Shapes("bindings").POINT_FIRST


def _field_name(k: Coord) -> str | None:
    """The name of a field, without the number of the point it opens ("Point 3 X-Value" is
    "X-Value"); None for a coordinate that holds a number of its own ("Epoch 5")."""
    opening = _POINT_FIRST.match(k.text)
    if opening is not None:
        return k.text[opening.end() :]
    return k.text if k.num is None else None


# a field named by the axis's letter: "X-Value (Tokens)", "Y", "Y-coordinate", "x position"
_BY_LETTER = ("", "value", "coordinate", "position", "axis", "axisvalue")


def _field_axis(text: str, labels: dict[str, str], words: dict[str, frozenset[str]] | None = None) -> str | None:
    """The axis a field names: by the axis's label ("Cost (tokens)" of the x axis "Cost"),
    or by its letter ("X-Value (Tokens)"), or by words of one axis's label only ("routes"
    of the x axis "Routes served", when the y axis is "Annual passengers"); None for
    another field."""
    key = field_key(text)
    for which in ("x", "y"):
        if (key and key == labels[which]) or key in {which + tail for tail in _BY_LETTER}:
            return which
    own = _words(text)
    if words is not None and own:
        named = [which for which in ("x", "y") if own <= words[which]]
        if len(named) == 1:
            return named[0]
        # ("FLOPs" of "X-axis (Compute): Normalized FLOPs" only: a unit its axis's line names)
        said = [which for which in ("x", "y") if own <= words.get("said_" + which, frozenset())]
        if not named and len(said) == 1:
            return said[0]
    return None


_WORD = Shapes("bindings").ONE_WORD  # a word of three letters or more


def _words(text: str | None) -> frozenset[str]:
    """The words of a name, each without a plural's "s" ("Routes served" -> route, served)."""
    found = _WORD.findall(bare(text or "").casefold())
    return frozenset(w[:-1] if w.endswith("s") else w for w in found)


# the words a bubble chart's third field is named by: "bubble ≈ 420 staff", "size 3.1"
_SIZE_FIELD = frozenset(["bubble", "size", "bubble size", "marker size", "area"])


def _bubble_size(item: CellLine) -> bool:
    """Whether an item's field says how big a point's marker is drawn ("bubble ≈ 420")."""
    name = _field_name(item.coords[-1]) if item.coords else None
    return name is not None and strip_md(name).strip(" :").casefold() in _SIZE_FIELD


def _joined_points(
    a: PointLine, b: PointLine, labels: dict[str, str], words: dict[str, frozenset[str]]
) -> PointLine | None:
    """ "1. **Point 1 (Kite):**" over "* **X-Value (Cost):** about 0.3" and "* **Y-Value:**
    about 0.7", read as two values of Kite: the point Kite at x 0.3 with the value 0.7."""
    if b.line.number != a.line.number + 1 or a.series != b.series or a.prose or b.prose:
        return None
    if not (isinstance(a.x, str) and isinstance(b.x, str)) or [h.line.number for h in a.named] != [
        h.line.number for h in b.named
    ]:
        return None
    by_axis = {_field_axis(p.x, labels, words): p for p in (a, b) if isinstance(p.x, str)}
    x, y = by_axis.get("x"), by_axis.get("y")
    if x is None or y is None:
        return None
    return replace(y, x=x.value.value, x_text=None)


def _same_header(a: CellLine, b: CellLine) -> bool:
    """Whether two items sit under the same innermost named header."""
    return bool(a.named) and bool(b.named) and a.named[0] is b.named[0]


def _third(b: CellLine, c: CellLine) -> bool:
    """Whether `c` is a third field of the record `b` ends: on its line, or the next item
    (not one that opens the next point: "Point 3 - X-Value: 12.5")."""
    if c.line.number == b.line.number:
        return True
    if _POINT_FIRST.match(c.coords[0].text):
        return False
    one_each = len(b.coords) == len(c.coords) == 1
    return one_each and c.line.number == b.line.number + 1 and _same_header(b, c)


def field_key(text: str | None) -> str:
    """A field's name as an axis label would be keyed ("Cost (tokens)" and "Costs" are "cost")."""
    key = loose(bare(text or ""))
    return key[:-1] if key.endswith("s") else key


def lettered_records(items: list[DataItem], outline: Outline, joined_lines: set[int]) -> list[DataItem]:
    """A bar's record in two fields named by the axes' letters: "* Category (X): 50B" over
    "* Value (Y): 28.6" (under "**Left Bar:**") is the value 28.6 of the category 50B, read
    on the value's line; the category's line goes to `joined_lines` (read). The category is
    a short name or a number as written, on the item right before the value's, under the
    same headers."""
    out: list[DataItem] = []
    joined: set[int] = set()
    for item in items:
        got = _lettered_category(item, outline) if isinstance(item, CellLine) else None
        if got is None or not isinstance(item, CellLine):
            out.append(item)
            continue
        before, name, num = got
        joined.add(before.number)
        named = item.named
        if named and named[0].line.number == before.number - 1 and which_mark(named[0].label):
            named = named[1:]  # "**Left Bar:**" right over the record: which bar, no series
        out.append(replace(item, named=named, coords=[Coord(name, "", num)]))
    joined_lines |= joined
    # ("**Category:** PathPieceR (14)": the name's bracketed number is no value of its own)
    return [it for it in out if not (isinstance(it, CellLine) and it.line.number in joined)]


def _lettered_category(item: CellLine, outline: Outline) -> tuple[Line, str, Num | None] | None:
    """The line and the name of the record's x field before its y field: "Category (X): 50B"
    right before "Value (Y): 28.6", or "Label: Oats" a few items before "Value: 22%" (a pie's
    slice told field by field, its colour and place between); None when another value or
    another value field comes between, or the lines sit under other headers. The name's
    number, when the name is one hedged number ("Accuracy (X): ~0.65": the point's x is
    0.65, a number as any x is), else None."""
    if len(item.coords) != 1 or not _value_field(item.coords[0].text):
        return None
    for back in range(1, _RECORD_REACH + 1):
        before = outline.line_of(item.line.number - back)
        if before is None or before.kind != "item" or outline.under(before) != outline.under(item.line):
            return None
        label, at = leading_label(before.content)
        if label is None or before.nums_in(before.offset, before.offset + at):
            return None
        if _category_field(label) and (back == 1 or head_of(label).record_field is None):
            name = strip_md(before.content[at:]).strip(" .\"'“”`")
            if not name or len(name.split()) > _MAX_CATEGORY_WORDS:
                return None
            nums = before.nums_in(before.offset + at, len(before.raw))
            one = nums[0] if len(nums) == 1 and only_marks_and_hedge(name.replace(nums[0].raw, "", 1)) else None
            return before, name, one
        if before.nums or _value_field(label):
            return None
    return None


def _value_field(text: str) -> bool:
    """ "Value (Y)", "Value": the field that gives a record's value."""
    key = loose(text)
    # ("Reported Value", "Bar Value": a value field named for where the value was read)
    return head_of(text).record_field == "y" or key == "value" or (key.endswith("value") and len(text.split()) == 2)


def _category_field(label: str) -> bool:
    """ "Category (X)", "Label", "Category", "Name": the field that names a record's category."""
    return head_of(label).record_field == "x" or loose(label) in _CATEGORY_FIELDS


_CATEGORY_FIELDS = frozenset(["label", "category", "name", "slice", "segment"])
_RECORD_REACH = 4  # items from a record's category field to its value field (its colour, its place, …)
_MAX_CATEGORY_WORDS = 4
