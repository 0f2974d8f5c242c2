"""Lines that look like data but that no reader took: the reader's own gaps, reported so
that nothing is dropped silently (checks/reading.py turns them into findings).

A line looks like data when it sits outside the figure's furniture and its model's own
commentary (axes, legend, overview, observations, interpretation), and gives a number
right after a label ("Epoch 25: Loss ≈ 0.8", "GPT-4 — 85%"), gives a point as its
coordinates ("(1, 220 ms)", "x=2, y=41"), or is a table row."""

from __future__ import annotations

from collections.abc import Sequence

from extract.interpret.data import (
    MIN_BESIDE_CUT,
    CellLine,
    decimal_places,
    is_furniture,
    note_row,
    pair_label,
    table_cells,
)
from extract.interpret.points import PointLine
from extract.models import Span
from extract.outline import Outline, leading_label, names_chart
from extract.reader import Line, Num
from extract.statements import (
    ends_sentence_after_pair,
    fence_line,
    head_of,
    html_value_cell,
    labelled_number,
    labelled_ratio,
    labelled_value_alone,
    lower_words,
    names_bar_mark,
    point_pair,
    suffixed_cell,
    suffixed_cells,
    suffixed_point,
    values_compared,
)
from extract.text import has_digit, loose, strip_md
from extract.wording import is_colour_word, line_span, says_a_reading

# What looks like data (a label and a number, a point's coordinates, a table cell with a scale
# suffix, an HTML cell) is declared in grammars/data_like.lark; "a number said as a reading" is
# built in extract/wording.py from inline.lark's APPROX_WORD. This module holds no pattern.


def unread_lines(
    outline: Outline,
    taken: set[int],
    no_cells: bool = False,
    unplaced: frozenset[int] = frozenset(),
    with_cells: frozenset[int] = frozenset(),
) -> list[tuple[Span, bool, str]]:
    """Spans of the data-like lines not in `taken` (line numbers some reader consumed), each
    with True when the line is surely a data line (a table row, or "label: value" alone).
    When the write-up gave no cell at all (`no_cells`), every list item with a number
    outside the furniture and the commentary is data-like: what it holds was not read.
    Lines in `unplaced` were read as values that nothing could place ("- Peak (97)").
    A line of one value among siblings whose cells were read (`with_cells`: the lines
    that gave cells) is surely data too ("- The green bar stands at about 0.49." under
    '**Group 3: "LR w/o"**' beside "- Orange bar: ~0.53")."""
    out: list[tuple[Span, bool, str]] = []
    read_under = _headers_read(outline, with_cells)
    markup_run = False  # (in a run of code lines since an HTML cell with a number was reported)
    suffixed_tables: set[int] = set()  # the blocks of tables whose suffixed values were reported
    for ln in outline.lines:
        if (
            ln.kind == "table_row"
            and ln.number in taken
            and ln.block not in suffixed_tables
            and _suffixed_left(ln)
            and not any(is_furniture(h) for h in outline.under(ln))
        ):
            # "| Small | 2.1M | 55.8 |": the row's 55.8 was read, its 2.1M cannot be (no number
            # phrase takes a suffix; reported, not guessed), once per table
            out.append((line_span(ln), True, _short(ln.content)))
            suffixed_tables.add(ln.block)
        if ln.kind == "code":
            if not markup_run and html_value_cell(ln.raw):
                # "<td>1310</td>" on a line of its own: an HTML table no reader takes, once per table
                out.append((line_span(ln), True, _short(ln.raw.strip())))
                markup_run = True
            continue
        markup_run = False
        if ln.number in taken:
            continue
        if not ln.phrases:
            if ln.kind == "table_row" and suffixed_cell(ln.raw):
                # "| Small | 2.1M |": a value with a scale suffix, which no number phrase takes
                if not any(is_furniture(h) for h in outline.under(ln)):
                    out.append((line_span(ln), True, _short(ln.content)))
                continue
            # "**Ads:** $3.8M", "- Mail: 950K": a value no number phrase took, beside values read
            if (
                ln.kind == "item"
                and labelled_number(ln.content)
                and not _commentary(outline, ln)
                and not any(is_furniture(h) for h in outline.under(ln))
            ):
                out.append((line_span(ln), suffixed_point(ln.content), _short(ln.content)))
            continue
        if read_under and _one_value_beside_read(outline, ln, read_under):
            out.append((line_span(ln), True, _short(ln.content)))
            continue
        if ln.number in unplaced:
            out.append((line_span(ln), True, _short(ln.content)))
            continue
        if ln.kind == "item" and values_compared(ln.content) and not _commentary(outline, ln):
            # "At 10M parameters: CNN ≈ 50 vs. Transformer ≈ 150": a value of each name, not read
            if not any(is_furniture(h) for h in outline.under(ln)):
                out.append((line_span(ln), True, _short(ln.content)))
            continue
        if ln.kind in ("item", "text") and _states_point(ln) and not _commentary(outline, ln):
            # "1. **Kestrel-2B:** (~2B, ~41)", "- (1, 220 ms)": a point, even on a line that heads others
            if not any(is_furniture(h) for h in outline.under(ln)):
                out.append((line_span(ln), True, _short(ln.content)))
            continue
        if ln.number in outline.headers:
            # "### Row X: 0.1, 0.2": values written as a heading are reported, never dropped
            if ln.kind == "heading" and len(ln.nums) >= 2 and labelled_number(ln.content):
                out.append((line_span(ln), False, _short(ln.content)))
            continue
        if any(is_furniture(h) for h in outline.under(ln)):
            continue
        if ln.kind == "table_row" and any(_legend_with_data(h.label) for h in outline.under(ln)):
            continue  # "## Legend and Data Series" over "| Triplet | Orange | Square | Flat after 64 |": the key's rows
        if ln.kind == "table_row" and note_row(table_cells(ln)):
            continue  # "| *(held-out test set, n = 1,000)* | | | |": a note across the table, no values
        if ln.kind == "table_row":
            out.append((line_span(ln), True, _short(ln.content)))
        elif ln.kind == "item" and labelled_number(ln.content):
            sure = labelled_value_alone(ln.content) or labelled_ratio(ln.content)
            out.append((line_span(ln), sure, _short(ln.content)))
        elif (ln.kind in ("item", "text") and len(ln.nums) >= 2) or (
            no_cells and ln.kind == "item" and not _commentary(outline, ln)
        ):
            out.append((line_span(ln), False, _short(ln.content)))
    if no_cells and not out:
        # no cell and no data section: values said only in sentences or under a "Trend:" label
        # ("spike at `x=5000`, reaching `y=20`") are still values that were not read
        out = [
            (line_span(ln), False, _short(ln.content))
            for ln in outline.lines
            if ln.number not in taken
            and ln.kind in ("item", "text")
            and (
                says_a_reading(ln.content) or (ln.kind == "item" and labelled_number(ln.content, digits_in_label=True))
            )
        ]
    if no_cells and not out:
        # values given only inside a fenced block no reader takes ("```json" over a record of
        # the bars' heights): the first line of it with two numbers, so the block is not dropped
        out = [
            (line_span(ln), False, _short(ln.content))
            for ln in outline.lines
            if ln.kind == "code" and not fence_line(ln.raw) and _digit_runs(ln.raw) >= 2
        ][:1]
    return out


def _suffixed_left(ln: Line) -> bool:
    """Whether a read table row holds, after its label, a cell of a number with a scale suffix
    that no number of the row stands for ("| Small | 2.1M | 55.8 |" on a chart counting in
    thousands: the 55.8 read, the 2.1M not)."""
    at = len(ln.raw) - len(_after_label(ln.raw))
    return any(m.start() >= at and not ln.phrases_over(m.start("v"), m.end("v")) for m in suffixed_cells(ln.raw))


def _after_label(raw: str) -> str:
    """A read table row from its second cell on: its first is the row's label, a tick that
    may carry a suffix ("| 2K | 55 | 72 |": the context length 2K, no value)."""
    first = raw.find("|")
    second = raw.find("|", first + 1) if first >= 0 else -1
    return raw[second:] if second >= 0 else raw


def _digit_runs(text: str) -> int:
    """How many runs of digits a text holds ("a 12 and 3" holds two)."""
    runs, inside = 0, False
    for c in text:
        digit = c.isdecimal()
        runs += digit and not inside
        inside = digit
    return runs


_HEADING_RANK = 6  # a markdown heading; a bold label line or a label item ranks lower


def _headers_read(outline: Outline, with_cells: frozenset[int]) -> set[tuple[int, int]]:
    """Where the innermost headers (below the document's title) of the lines that gave
    cells stand: (the line of the header over them, or 0, and their rank), so that a
    header beside them ('**Group 3: "LR w/o"**' after '**Group 2: "LR w/"**') is found."""
    out = set()
    for n in with_cells:
        ln = outline.line_of(n)
        if ln is not None and (place := _header_place(outline, ln)) is not None:
            out.add(place)
    return out


def _header_place(outline: Outline, ln: Line) -> tuple[int, int] | None:
    under = [h for h in outline.under(ln) if not h.is_doc_title]
    if not under or under[-1].rank <= _HEADING_RANK or under[-1].title is None:
        return None  # a section's heading ("### Detailed Analysis") heads the observations too
    return (under[-2].line.number if len(under) > 1 else 0, under[-1].rank)


def _one_value_beside_read(outline: Outline, ln: Line, read_under: set[tuple[int, int]]) -> bool:
    """Whether an item gives a value, said as a reading ("stands at about 0.49", "~53") or
    after a label, and names a bar or a colour, under a header that stands where the headers
    of lines whose cells were read do (the same one or one beside it), outside the figure's
    furniture and the commentary."""
    if ln.kind != "item" or not ln.nums or ln.number in outline.headers:
        return False
    if len(ln.nums) > 1 and not labelled_number(ln.content):
        return False  # ("**Teal Bar:** ~58, between the 40 and 60 gridlines" is a label and its value)
    if _header_place(outline, ln) not in read_under:
        return False
    if any(is_furniture(h) for h in outline.under(ln)) or _commentary(outline, ln):
        return False
    words = lower_words(ln.content.casefold())
    if not (names_bar_mark(ln.content) or any(is_colour_word(w) for w in words)):
        return False  # ("The first quartile (Q1) is approximately 330": a box's statistic, no bar)
    return says_a_reading(ln.content) or labelled_number(ln.content, digits_in_label=True)


def _states_point(ln: Line) -> bool:
    """Whether a line gives a point as its coordinates, after at most a short lead (a pair
    that another number follows is the key of that value: "at (x=2, y=95) scores 7")."""
    span = point_pair(ln.content)
    if span is None or (has_digit(ln.content[span[1] :]) and not ends_sentence_after_pair(ln.content, span[1])):
        return False  # ("(0.85, 0.95). It sits above the band that spans 0.00-0.75": later sentences' numbers)
    start, end = span
    if (ln.content[start], ln.content[end - 1]) in (("(", "]"), ("[", ")")):
        return False  # "**(625, 900]**:": a half-open bin of the x axis, no point
    lead = strip_md(ln.content[:start])
    if not lead.strip(" (-"):
        return True  # "- (1, 220 ms)", "* [0.2, 0.61]: early rise"
    # "**Kestrel-2B:** (Blue dot) Located at approximately": a label and a few words leading
    # to the point; not "Spatial Grounding: [4896, 37.0]" (a place in the image) nor "The
    # curves cross at (3.5, 0.42)" (a sentence)
    return ln.content[start] != "[" and pair_label(lead)[0]


def cut_row(lines: list[Line]) -> Line | None:
    """The table row a write-up stops in: its last line is a table row without the closing
    pipe its table's header has ("| Medium | 40.3 | 46.8 | 4")."""
    last = next((i for i in range(len(lines) - 1, -1, -1) if lines[i].raw.strip()), None)
    if last is None or lines[last].kind != "table_row":
        return None
    head = next((ln for ln in reversed(lines[:last]) if ln.kind == "table_head"), None)
    if head is None or not head.raw.rstrip().endswith("|"):
        return None
    if not lines[last].raw.rstrip().endswith("|"):
        return lines[last]
    # "| Arts | 6.5 | 10.0 | " ending the write-up under a header of four columns: cut right
    # after a pipe, its row shorter than its header
    return lines[last] if _pipe_cells(lines[last].raw) < _pipe_cells(head.raw) else None


def _pipe_cells(raw: str) -> int:
    """The number of cells a table line written with outer pipes holds."""
    return len(raw.strip().strip("|").split("|"))


def cut_value(items: Sequence[object], last: Line) -> Line | None:
    """The write-up's last line when it ends in its one value cut at the point ("* Round 4:
    Approximately 0." under "* Round 3: Approximately 0.019"): the value has no decimals where the
    values of the lines before it all have as many, two or more, or it is a zero ("~0.") after values
    written with decimals, so it is no cell (0 is not what was written);
    or it ends the write-up without the "%" every value before it has ("* Gamma: ~8" after "~71%", "~59%").
    `items`: what was read, each a line and its one value (cell or point lines) or anything else."""
    valued = [(it.line, it.value) for it in items if isinstance(it, (CellLine, PointLine))]
    own = [v for ln, v in valued if ln.number == last.number]
    if own and _opened_before(last, max(own, key=lambda v: v.end)):
        return last  # "The median is approximately **0": cut inside the bold its value opened
    ends = sorted(valued, key=lambda lv: lv[0].number)[-MIN_BESIDE_CUT - 1 :]
    if len(ends) <= MIN_BESIDE_CUT or ends[-1][0].number != last.number:
        return None
    *others, (_, end) = ends
    tail = strip_md(last.raw[end.end :]).strip()
    alone = all(ln.number != last.number for ln, _ in others)  # (a cut list is read_cut's)
    if (
        alone
        and not tail
        and not end.percent
        and all(v.percent for _, v in others)
        and not _label_unitless(valued, last)
    ):
        return last  # "* Gamma: ~8" after "* Alpha: ~71%", "* Beta: ~59%": cut before its digit and "%"
    if end.percent or tail != ".":
        return None
    places = {decimal_places(v.raw) for _, v in others}
    if end.value == 0 and end.raw.strip("*_`~≈∼ ") == "0" and min(places) >= 1:
        # "* Epoch 4: ~0." after "~0.8", "~0.5", "~0.3": the write-up stops at the point of "0.x"
        # (a zero said plainly after whole numbers, "12", "7", "0.", stays a value)
        return last
    # "Mixed: 44." after "41.5" and "0.5" is a whole value said plainly; two decimals or more are kept
    return last if len(places) == 1 and min(places) >= _CUT_PLACES > decimal_places(end.raw) else None


_CUT_PLACES = 2  # the decimals the values before a cut one all have


def _label_unitless(valued: list[tuple[Line, Num]], last: Line) -> bool:
    """Whether a line before the last, under the same label, gives its value without "%" too
    ("* Total: 39" before the last "* Total: 23", the percentages between them): the label's
    values are written so, and the last one is whole."""
    label = leading_label(last.content)[0]
    if not label:
        return False
    return any(
        ln.number != last.number and not v.percent and loose(leading_label(ln.content)[0] or "") == loose(label)
        for ln, v in valued
    )


def _opened_before(last: Line, v: Num) -> bool:
    """Whether the write-up's last line ends in a value right after a mark of emphasis or code
    it never closes ("approximately **0", "about `3"): the write-up stops inside the value."""
    if last.raw[v.end :].strip():
        return False
    before = last.raw[: v.start].rstrip(" ~≈")
    mark = before[len(before.rstrip("*_`")) :]
    return bool(mark) and last.raw.count(mark) % 2 == 1


def _note_row(ln: Line) -> bool:
    """Whether a table row is a note written in its first cell, every other cell empty (a
    merged row under the header: "| *(scores rounded to two decimals)* | | | |")."""
    cells = table_cells(ln)
    return len(cells) >= 2 and not any(c.text.strip() for c in cells[1:])


def _legend_with_data(label: str) -> bool:
    """A section headed by the legend and the data together ("Legend and Data Series"): its
    items hold the data (statements.Head.joins_data), a table in it is the legend's key."""
    head = head_of(label)
    return head.joins_data and head.has("LEGEND")


def _commentary(outline: Outline, ln: Line) -> bool:
    """Whether a line sits in the model's reading of the figure (observations, trends, …);
    the trends of one chart ("**Left Graph Trends:**") are that chart's data."""
    return any(
        head_of(h.label).has("COMMENTARY") and not names_chart(h.label) for h in outline.under(ln) if not h.is_doc_title
    )


def _short(text: str) -> str:
    text = strip_md(text).strip()
    return text if len(text) <= 60 else text[:57] + "…"
