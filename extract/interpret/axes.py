"""Axis statements: "Y-Axis (Left): Labeled "Local Window Size." … listed from top to bottom:
3000, 2000, 1000, 500", "X-axis: Ratio, ranging from 0.1 to 0.5 with increments of 0.1",
"X-Axis Ticks (from left to right): `0.1`, …", "Categories: Q1, Q2, Q3"."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal
from itertools import pairwise
from typing import Literal

from extract.grammar import Shapes
from extract.interpret.units import (
    UNIT_TAIL,
    leading_multiplier,
    mixed_scales,
    said_scaled,
    suffixed_value,
    without_multiplier,
    written_with,
)
from extract.models import Order, Span, Tick
from extract.numbers import parse_number, plain_decimal
from extract.outline import Header, Outline, label_only, leading_label, place_note, places_chart
from extract.reader import Line, Num, Phrase, clock_times
from extract.statements import (
    after_label_colon,
    axes_in_passing,
    axis_is_titled,
    axis_named_as,
    axis_says_what_it_is,
    axis_words_at,
    bins_written,
    counted_tick,
    each_integer,
    end_placed,
    ends_on_unit,
    ends_spoke_list,
    first_clause,
    first_sentence,
    glued_to_word,
    has_clause_verb,
    has_letter,
    head_of,
    id_note,
    is_bin_tick,
    joins_stretch,
    label_about_ticks,
    label_note,
    labels_spokes,
    letter_runs,
    list_parts,
    listed_in_paren,
    lone_number,
    marked_at,
    may_name_spokes,
    name_then_tick,
    named_as_before,
    named_stretch,
    names_title_field,
    notes_to_spaces,
    number_as_tick,
    numbers_only,
    numeric_tick,
    opening_axis,
    opens_no_title,
    opens_on_word,
    pairs_of_names,
    plotted_with_units,
    quoted_tick_glossed,
    same_as,
    says,
    says_how_written,
    says_place_only,
    says_scale_not_title,
    says_what_axis_is,
    scale_suffix_said,
    scope_lead,
    separates_list,
    side_as,
    spokes_said,
    statement_of,
    states_settings,
    step_ends,
    step_said,
    tick_ends,
    ticks_named_as,
    ticks_said,
    title_words,
    trailing_note,
    unit_note,
    up_to_full_stop,
    what_counted,
    without_count_lead,
    without_list_lead,
    without_title_lead,
    without_trailing_note,
    word_in_name_after,
)
from extract.text import has_digit, is_structural, loose, paired_names, singular, strip_md, trim_end
from extract.wording import (
    EXAMPLES,
    POSITION,
    VARIANT_NOTE,
    clauses,
    count_value,
    direction,
    line_span,
    only_marks_and_hedge,
    quoted,
    sentences,
)

Which = Literal["x", "y"]

# the shapes axes.py reads a statement's words with (grammars/axes.lark), and two that other
# binders read too: a note in parentheses with the spaces before it (grammars/bindings.lark) and a
# run of digits (grammars/statements.lark)
_SHAPES = Shapes("axes")
_SPACED_NOTE = Shapes("bindings").SPACED_NOTE
_NUMBER = Shapes("statements").NUMBER

_COUNT = _SHAPES.COUNT_SAID


@dataclass(slots=True)
class AxisStatement:
    """What one line says about an axis."""

    which: Which
    line: Line
    scope: Header | None  # the named header it sits under, None when it is global
    label: str | None = None
    ticks: list[Tick] = field(default_factory=list)
    order: Order | None = None
    count: int | None = None
    stretch: tuple[float, float] | None = None  # "1 to 5" with no step: the ends, not ticks
    below: list[Line] = field(default_factory=list)  # its ticks' items, one per line under it

    @property
    def span(self) -> Span:
        return line_span(self.line)


# a date as ISO writes it: "2024-03-01", "2024-03" (one name, no number and no range)
ISO_DATE = _SHAPES.ISO_DATE
# a day of a month as words write it: "Mar 3", "Jan 15, 2024", "October 2nd" (one name, no
# number: "Oct 4" is no x of 4, and the year after its comma is no second coordinate)
DAY_DATE = _SHAPES.DAY_DATE


def bin_ticks(axes: list[AxisStatement]) -> frozenset[str]:
    """The ticks of the axes that are bins written by their two ends ("(0.2, 0.4)"), as loose keys."""
    return frozenset(loose(t) for a in axes for t in a.ticks if isinstance(t, str) and is_bin_tick(t))


def half_open_bins(lines: list[Line]) -> frozenset[str]:
    """The bins lines open on, written by their two ends in a half-open interval ("- [0, 10):
    12", "**(625, 900]**: 40"): a bracket and a parenthesis never close a coordinate pair, so
    the bin is one name, as an axis's listed bins are (bin_ticks); beside them, the closed last
    bin ("- [45, 60]: 4") is one too."""
    opened = []
    for ln in lines:
        if ln.kind not in ("item", "text") or not ln.content.lstrip("*_ ").startswith(("[", "(")):
            continue
        text = strip_md(ln.content).lstrip()
        written = bins_written(text[:_MAX_BIN_CHARS])
        if written and text.startswith(written[0]):
            opened.append(written[0])
    if not any((b[0], b[-1]) in (("[", ")"), ("(", "]")) for b in opened):
        return frozenset()
    return frozenset(loose(b) for b in opened)


_MAX_BIN_CHARS = 40


def worded_ticks(axes: list[AxisStatement]) -> frozenset[str]:
    """The text ticks of the axes written only in structural words ("Reading", "Data", "Total"),
    as loose keys: a label so worded over values is that category, not a note that values follow."""
    return frozenset(loose(t) for a in axes for t in a.ticks if isinstance(t, str) and is_structural(t))


def _which(text: str, labelled: bool) -> Which | None:
    """The axis a label ("Y-Axis (Left)", "Rows") or a sentence ("The x-axis shows …")
    is about."""
    return head_of(text).label_axis if labelled else opening_axis(text)


def names_axis(label: str) -> bool:
    """Whether a line's label names an axis ("Y-axis", "Horizontal (values)", "Rows")."""
    return _which(label, True) is not None


def names_axis_place(label: str, axis_labels: tuple[str, ...]) -> bool:
    """Whether a label is an axis's title and a number ("Digit Scale 4" beside an axis
    "Digit Scale"): a place on that axis, whatever words the title holds."""
    text = strip_md(label)
    if not has_digit(text):
        return False
    words = {w.casefold() for w in letter_runs(text)}
    return bool(words) and any(words == {w.casefold() for w in letter_runs(a)} for a in axis_labels)


_AXIS_NAMES: dict[Which, frozenset[str]] = {"x": frozenset(["x", "column", "col"]), "y": frozenset(["y", "row"])}


def pair_order(outline: Outline, axes: list[AxisStatement]) -> Which | None:
    """The axis a write-up says its bare pairs name first: "each cell is the accuracy for a
    pair (digit_a, digit_b)" with x called digit_a and y digit_b is x, so "(1, 2): 0.92" is
    x = 1, y = 2; "(row, column)" is y; None when no line says."""
    both: tuple[Which, Which] = ("x", "y")
    labels = {w: {loose(a.label) for a in axes if a.which == w and a.label} for w in both}

    def axis_of(name: str) -> Which | None:
        key = loose(strip_md(name))
        hits = [w for w in both if key in labels[w] or key in _AXIS_NAMES[w]]
        return hits[0] if len(hits) == 1 else None

    for ln in outline.lines:
        if ln.kind not in ("text", "item", "heading") or "(" not in ln.content:
            continue
        for one, two in pairs_of_names(ln.content):
            first, second = axis_of(one), axis_of(two)
            if first is not None and second is not None and first != second:
                return first
    return None


def _arange(lo: float, hi: float, step: float) -> list[Tick]:
    if step <= 0 or hi < lo or (hi - lo) / step > 1000:
        return []
    d_lo, d_step = Decimal(str(lo)), Decimal(str(step))
    n = round((hi - lo) / step)
    values = [d_lo + d_step * i for i in range(n + 1)]
    integral = all(isinstance(v, int) for v in (lo, hi, step))
    return [int(v) if integral else float(v) for v in values]


_COUNTED = _SHAPES.COUNTED  # "five columns in total" is not a tick
_MAX_SAID_WORDS = 4


def _quoted_ends(rest: str) -> bool:
    """Whether a text gives two quoted names as the ends of a stretch: '"Node 0" to "Node 4"'."""
    q = quoted(rest)
    if len(q) != 2:
        return False
    (first, at), (_, end_at) = q
    return rest[at + len(first) : end_at].strip(" \"“”‘’'`") in ("to", "through", "-", "–", "—")


def _text_ticks(label: str | None, rest: str, keep_notes: bool = False) -> list[Tick]:
    """Text ticks, when the line lists them: "Ticks: `Mon`, `Tue`", "Categories: Q1, Q2",
    "Y-axis "Data Mix": Web-only, Web+Code", "four sites (Dublin, Frankfurt, Oregon)".
    Examples in "(e.g., …)" are not ticks. The notes in brackets are dropped, unless only they
    tell two ticks apart ("MMSI (Cam.-Obj.), MMSI (Cam.-Reg.)": `keep_notes`)."""
    written = rest
    rest = EXAMPLES.sub("", rest)
    named = [t for t, _ in quoted(rest) if not numeric_tick(t)]
    if len(named) == 2 and _quoted_ends(rest):
        return []  # 'Labeled "Node 0" to "Node 4"': the two ends of the ticks, not all of them
    if len(named) >= 2 and any("(" in t for t in named):
        return list(named)  # '"Consistently correct (All)", "Consistently correct (Most)"': the notes name
    paren = listed_in_paren(rest)
    if paren and not direction(paren) and not states_settings(paren):
        rest = ": " + paren
    elif not keep_notes:
        # "(top to bottom)", "(log-spaced)"; but "A+B+C (full model)" names its tick
        rest = _SPACED_NOTE.sub(lambda m: m.group() if VARIANT_NOTE.fullmatch(m.group().strip()) else "", rest)
    m = ticks_said(rest)
    if m and label is not None and says_place_only(m[1].strip(" .")):
        m = None  # "S1, S2, S3. These labels appear at the bottom": where the ticks stand, not a list
    if m and (said := rest[: m[0]].split()) and _UNSTATED_NOTE.fullmatch(said[-1]):
        return []  # "20 unlabeled categories shown as bars": the ticks are not written
    if m and m[1].rstrip(" *_").endswith(":"):
        return []  # "Four models are listed horizontally across the top:": the ticks follow, below
    if m and (_NO_TICKS.search(rest[: m[0]]) or _NO_TICKS.match(m[1].strip())):
        return []  # "no tick marks shown", "tick marks are not shown": it says there are none
    as_list = ticks_named_as(rest)
    if m:
        listed = without_list_lead(m[1])
    elif as_list is not None:
        listed = as_list  # "Probes labeled as KX, QR, ZT": the names are the ticks
    elif label is not None:
        # "Model: A, B" is A, B; a colon inside a name stays ("V:1, V:2")
        listed = after_label_colon(first_clause(rest))
        # 'Rows: "Preset" — fast, default, max' and "Model — Orca-S, Orca-M, …", "Groups - Set-A,
        # Set-B": the axis title, a dash, then the ticks
        listed = without_title_lead(listed)
    else:
        listed = ""
    # "Three matchups, top to bottom: `Orca vs. Seal`, `Kite vs. Hawk`": the names quoted after the colon
    tail = rest.rsplit(":", 1)[1] if ":" in rest else ""
    if len(quoted(listed)) < 2 and len([t for t, _ in quoted(tail) if not numeric_tick(t)]) >= 2:
        listed = tail
    if not listed:
        return []
    every = [t.strip() for t, _ in quoted(listed)]
    scaled_q = [suffixed_value(t) for t in every]
    if (
        len(every) >= 2
        and any(v is not None for v in scaled_q)
        and all(v is not None or t.isdigit() for t, v in zip(every, scaled_q, strict=True))
    ):
        # "`512`, `1k`, `2k`": numbers in backticks, written with a thousands suffix, are numbers
        return [v if v is not None else int(t) for t, v in zip(every, scaled_q, strict=True)]
    q = [t for t, _ in quoted(listed) if not numeric_tick(t)]
    listed = up_to_full_stop(listed)
    if len(q) >= 2:
        # '"50B", "100B" ("B" denotes billions)': numbers, the suffix said to stand for billions
        scaled_ticks = said_scaled(q, written)
        return list(scaled_ticks) if scaled_ticks is not None else list(q)
    parts = [trim_end(strip_md(p)) for p in list_parts(listed)]
    numbers = [p for p in parts if p and not p.startswith(('"', "“"))]  # ('"Token position", 1K, 2K')
    scaled = [suffixed_value(p) for p in numbers]
    if (
        len(numbers) >= 2
        and any(v is not None for v in scaled)
        and all(v is not None or p.isdigit() for p, v in zip(numbers, scaled, strict=True))
    ):
        # "0, 10k, 20k, 30k", "8, 16, …, 512, 1K": numbers written with a thousands suffix are numbers
        return [v if v is not None else int(p) for p, v in zip(numbers, scaled, strict=True)]
    if (billions := said_scaled(numbers, written)) is not None:
        return list(billions)  # "50B, 100B, 150B (B = billions)": numbers, the suffix said to be billions
    if (mixed := mixed_scales(numbers)) is not None:
        return list(mixed)  # "100M, 300M, 1B, 3B": one count passing from millions to billions
    if len(parts) == 2 and not m and tick_ends(parts[1]) and not tick_ends(parts[0]):
        parts = parts[:1]  # "Month, Jan to Jun": the axis's title, then the ends of its ticks
    parts = [
        p
        for p in parts
        if p
        and len(p.split()) <= 4
        # "0% to 100%", "10^3 to 10^6", "1e+2 to 1e+6" (an exponent written "e+2" read as "^2")
        and (not numbers_only(p) or ISO_DATE.fullmatch(p) is not None)
        and not _COUNTED.match(p)
        and not opens_no_title(p)
        and not p.startswith(('"', "“"))
        and not says_how_written(p)
        and not unit_note(p)  # "Commute time, in minutes": the unit, no tick
        and not direction(p)  # "listed top to bottom:": the order of the ticks below, none of them
    ]
    if not keep_notes and len(set(parts)) < len(parts):
        noted = _text_ticks(label, written, keep_notes=True)
        if len(noted) == len(parts) and len(set(noted)) == len(noted):
            return noted  # "MMSI (Cam.-Obj.), MMSI (Cam.-Reg.)": two ticks, told apart by their notes
    return list(parts) if len(parts) >= 2 or (m and len(parts) == 1) else []


# a note before an axis's title that says how sure the title is: "(Implied) Frequency",
# "(inferred) Count", "(not labeled) Share of items"
_LEADING_NOTE = _SHAPES.UNSTATED_LEAD
# "no tick marks shown", "tick marks are not shown", "without ticks": an axis said to have none
_NO_TICKS = _SHAPES.NO_TICKS
# "X-Axis (Implicit)", "(not shown)": a note that the axis's title is not written, no title
_UNSTATED_NOTE = _SHAPES.UNSTATED_NOTE


def _what_counted(text: str) -> str | None:
    """The parenthesis a text opens on when it says what the axis counts ("(number of
    sentences), 0 to 500" -> "(number of sentences)"), or None."""
    return what_counted(text.lstrip())


# the gap written in a list of ticks: ", ..., ", ", …, ", "`, ..., `" (each tick set as code)
_ELLIPSIS = _SHAPES.ELLIPSIS


def _elided(line: Line, first: Phrase) -> list[Num]:
    """The numbers of a tick list with a gap in it, as written: "0, 2, 4, ..., 14, 15" is
    0, 2, 4, 14, 15 (before: 0, 2, 4 alone); the ticks in the gap are not made up."""
    nums = list(first.nums)
    end = first.end
    for p in line.phrases:
        if p.start < end:
            continue
        gap = _ELLIPSIS.fullmatch(line.raw, end, p.start)
        if gap is None or gap.group().strip(" ,`*_") == "":
            break
        nums += p.nums
        end = p.end
    return nums


def elided_ticks(line: Line) -> bool:
    """Whether a line's list of numbers is a run of ticks with a gap: evenly spaced (or each a
    like multiple of the one before) up to the gap, the number after it on the same run:
    "0, 5, 10, ..., 1000", "1000, 2000, …, 32000", "1, 2, 4, …, 64" (a tick range, not values)."""
    first = next((p for p in line.phrases if p.kind == "list" and len(p.nums) >= 2), None)
    if first is None:
        return False
    nums = _elided(line, first)
    if len(nums) <= len(first.nums) or not all(isinstance(n.value, (int, float)) for n in nums):
        return False
    before = [float(n.value) for n in first.nums]
    return _on_run(before, float(nums[len(first.nums)].value)) and _on_run(before, float(nums[-1].value))


def _on_run(before: list[float], after: float) -> bool:
    """Whether `after` continues the evenly spaced (or evenly multiplied) run `before`."""
    steps = {round(b - a, 9) for a, b in pairwise(before)}
    if len(steps) == 1 and (step := steps.pop()) != 0:
        k = (after - before[-1]) / step
        return k > 0 and abs(k - round(k)) < 1e-6
    if all(v > 0 for v in before) and after > 0:
        ratios = {round(b / a, 9) for a, b in pairwise(before)}
        if len(ratios) == 1 and (ratio := ratios.pop()) > 1:
            k = math.log(after / before[-1], ratio)
            return k > 0 and abs(k - round(k)) < 1e-6
    return False


_AXIS_NOTE = _SHAPES.WHICH_AXIS_NOTE


def _axis_label(label: str | None, rest: str, ticks: list[Tick], which: Which | None = None) -> str | None:
    """The axis title: quoted in the leading label or the text, "labeled X", the
    parenthesis of the leading label ("Columns (benchmarks)"), or the words that open
    the text ("X-axis: Ratio, ranging from …")."""

    def fine(t: str) -> bool:
        # a tick, quoted or not ("'cat', 'dog'"), is no title
        number = number_as_tick(t.strip("'\"“”‘’`"))  # ("`1e-4`")
        return not number and t not in ticks and t.strip("'\"“”‘’`") not in ticks

    in_label = [t for t, _ in quoted(label or "") if fine(t)]
    if in_label:
        return in_label[0]
    rest = EXAMPLES.sub("", rest)  # 'Capabilities (e.g., "overall", "tables")': examples are ticks, not the title
    rest = _LEADING_NOTE.sub("", rest, count=1)  # "(Implied) Frequency or Count": the title is what follows
    if label is not None and label_about_ticks(label):
        return None  # "Y-Axis Ticks (from bottom to top): …" names no label
    ends = _quoted_ends(rest)  # 'Labeled "Node 0" to "Node 4"': ticks, no title
    # 'uses thousands ("K")': the quoted suffix the ticks are written with, no title
    q = [t for t, at in quoted(rest) if fine(t) and not ends and not scale_suffix_said(rest, at)]
    marks = quoted(rest)
    if len(marks) >= 2 and separates_list(rest[marks[0][1] + len(marks[0][0]) + 1 : marks[1][1] - 1]):
        q = []  # "The order is: `Alpha`, `Beta`, `Gamma`": a list of quoted ticks, none of them the title
    if q:
        return strip_md(q[0]) if "\\" in q[0] else q[0]  # '"digit\_a"' is digit_a
    given = axis_named_as(rest)
    if given is not None and fine(strip_md(given).strip()) and not ends:
        return strip_md(given).strip() or None
    if label is None:
        at = axis_is_titled(strip_md(rest))
        if at is not None:
            # "the y-axis is Daily Vehicles (average per day)": the words after "is" are the
            # axis's title, read as a field's words are ("**Y-axis:** Daily Vehicles (…)")
            return _opening_title(strip_md(rest)[at:], fine, ticks)
        # "The y-axis shows the number of visitors, from 0 to 400.": a sentence on the value axis
        # says what it is (the row of a chart's one unnamed series); an x axis's words are left
        said = (
            axis_says_what_it_is(strip_md(rest))
            or next((a.label for a in axes_in_passing(rest) if a.which == "y"), None)
            if which == "y"
            else None
        )
        return said if said and len(said.split()) <= _MAX_SAID_WORDS and fine(said) else None
    said = says_what_axis_is(strip_md(rest))
    if said and len(said.split()) <= _MAX_SAID_WORDS and fine(said):
        return said  # "**Y-axis:** The y-axis represents the frequency or count."
    inner = label_note(label)  # "X-axis (Shards (s))": one level nested
    if inner and not POSITION.search(inner[1]) and not direction(inner[1]):
        note = inner[1].strip()
        if (
            not opens_no_title(note, whole=True)
            and not _role_only(note)
            and not _UNSTATED_NOTE.fullmatch(note)
            and not _AXIS_NOTE.fullmatch(note)  # "Rows (y-axis): Hour of day — …": which axis, no title
            and not says_scale_not_title(note)  # "Y-axis (log scale): Viable Count": how it is scaled
        ):
            return inner[1].strip()
        label = label[: inner[0]]  # "X-Axis (Categories)", "(Columns)": a role, not the axis's title
    return _opening_title(rest, fine, ticks)


def _opening_title(rest: str, fine: Callable[[str], bool], ticks: list[Tick]) -> str | None:
    """The title the words that open an axis's text give ("Score (%), ranging from 20 to 70"
    -> "Score (%)"), or None when they are no title."""
    # "Score (%), ranging from 20 to 70": the label keeps its unit ("Throughput (k tokens/s)",
    # "Cost (×1000 $)": a scale, then the unit), not a note ("(log scale)")
    # nor a range in brackets ("Score [20–60]", "Episode (0–400)"); a number's comma or point
    # cuts nothing ("12,288 Probe Accuracy")
    plain = strip_md(rest)
    first = title_words(plain).strip()
    # "Batch (x 10^3), categories …", "Cost (in thousands)": the multiplier the axis counts in is its label's
    tail = plain[len(plain) - len(plain.lstrip()) + len(first) :]
    # "Frequency (number of sentences)": what is counted, in words, is the label's unit
    counted = (leading_multiplier(tail) or _what_counted(tail)) if first else None
    first = f"{first} {counted}" if counted else first
    first = without_count_lead(first).rstrip(":：").strip()
    named = name_then_tick(first)
    if named and ticks and isinstance(ticks[0], (int, float)) and parse_number(named[1])[0] == ticks[0]:
        first = named[0]  # "Epoch 1, 2, 3, 4": the axis's name, then its ticks
    if (
        first
        and has_letter(first)
        and (len(first.split()) <= 5 or (len(first.split()) <= 8 and _title_case(first)))
        # "Unique samples (10^4)", "Level (SET-300)", "3-gram rate (%)", "Top-1 hits": a title;
        # a number standing alone ("Epoch 10", "0 to 100") is none
        and not _lone_number(notes_to_spaces(without_multiplier(first)))  # the notes set aside first
        and not opens_no_title(first)
        and not says_scale_not_title(first)
        and not has_clause_verb(first)
        and not _UNSTATED_NOTE.fullmatch(first)  # "Label: None present"
        and fine(first)
    ):
        return first
    return None


def _leads_to_axes(label: str) -> bool:
    """Whether a lead before a colon ends on the word for axes and names none of them ("All
    four share the same axes", "The panels share axes"): the sentence after it states them."""
    toks = [k for k, _ in head_of(label).tokens if k != "PUNCT"]
    return len(toks) >= 2 and toks[-1] == "AXIS_WORD"


def _role_only(note: str) -> bool:
    """Whether a note after an axis's name only says which part of a grid it is ("X-axis
    (Columns)", "Y-axis (Rows)", "(Category axis)"), not what the axis measures."""
    kinds = {k for k, _ in head_of(note).tokens if k not in ("PUNCT", "THE")}
    if kinds == {"DATA_WORD"} and len(note.split()) == 1:
        return True  # "**X-Axis (value):** Rehearsal Time": the axis of the values, titled after the colon
    if _MARKS_NOTE.fullmatch(note.strip()):
        return True  # "Left y-axis (bars): Orders per week": the marks read on it, titled after the colon
    return bool(kinds) and kinds <= {"ROWS", "COLUMNS", "CATEGORIES", "CATEGORY_AXIS", "VALUE_AXIS", "AXIS_WORD"}


# the marks an axis is read with, in a note after its name: "(bars)", "(line)", "(for the line series)"
_MARKS_NOTE = _SHAPES.MARKS_NOTE


def _valued(line: Line, rest_at: int) -> bool:
    """Whether a labelled line gives its value first ("**Apples:** ~40% (green slice)"): the
    first number of the line stands right after the label, not in a range or a list."""
    first = line.phrases[0] if line.phrases else None
    if first is None or first.kind != "num" or first.start - line.offset < rest_at:
        return False
    return not strip_md(line.content[rest_at : first.start - line.offset]).strip(" ~≈:")


def _place_valued(line: Line) -> bool:
    """Whether a line gives a place written in numbers, a colon and one value ("0-10: 14",
    "[10, 20): 37", "**10–20 min:** ~37"): a bin's or a tick's value, not its axis's part."""
    head, sep, _ = line.content.partition(":")
    if not sep or not any(ch.isdigit() for ch in head) or _axis_part(strip_md(head)):
        return False
    at = line.offset + len(head) + 1
    nums = line.nums_in(at, line.offset + len(line.content))
    return len(nums) == 1 and only_marks_and_hedge(line.raw[at : nums[0].start])


def _lone_number(text: str) -> bool:
    """Whether a number stands alone in an axis's words ("Epoch 10", "0 to 100"); one that
    opens a title of two or more words names the thing measured ("12,288 Probe Accuracy")."""
    m = lone_number(text)
    if m is None:
        return False
    after = text[m[1] :].split()
    opens = not text[: m[0]].strip() and len(after) >= 2 and _title_case(" ".join(after))
    return not opens or lone_number(text, m[1]) is not None


def _title_case(text: str) -> bool:
    """Words written as a title ("Count of Papers Published Per Year"): every word of four
    letters or more capitalised."""
    long = [w for w in text.split() if len(w) >= 4]
    return bool(long) and all(w[0].isupper() for w in long)


def read_axis(line: Line, outline: Outline, after: Which | None = None) -> AxisStatement | None:
    """The axis statement of `line`, or None when the line is not about an axis. `after`:
    the axis the line before stated, in the same list ("* **X-axis:** Training step" then
    "* Scale: 0 to 5000, with markers at 0, 1000, …": the scale is that axis's)."""
    label, rest_at = leading_label(line.content)
    if label is None and (lead := scope_lead(line.content)) is not None and _which(line.content[lead:], False):
        rest_at = lead  # "In every panel the x-axis is Week": the lead names the charts, the axis follows
    shape = statement_of(line.content)
    if label is None and shape.form == "alone" and shape.label and len(shape.label.split()) <= 4:
        label, rest_at = shape.label, len(line.content)  # "- Y-Axis (Categories):" alone, bold or not
    which = _which(label if label is not None else line.content[rest_at:], label is not None)
    if which is None and label is not None and (is_structural(label) or _leads_to_axes(label)):
        # "**Axes.** X-axis "Epoch", 1 to 5.": a section's label, then a sentence about an axis;
        # "All four share the same axes: the x-axis lists …": a lead that ends on the axes
        which = _which(line.content[rest_at:], False)
        if which is not None:
            label = None
    under = outline.under(line)
    if which is not None and label is not None and under and _generic_categories(label):
        # "- **Y-axis (Rows)**:" over "- Categories: cities, …": the header says which axis;
        # in a flattened list, the axis the item just before stated is nearer ("* **Y-Axis:**",
        # "* **Label:** …", "* **X-Axis:** Model sizes.", "* **Categories:** 8B, 70B": the x axis's)
        which = after or _which(under[-1].label, True) or which
    # "**Colour bar:**" and "**Legend:**" in a flattened list under "**X-axis:**"
    # are their own statements, not the axis's
    furniture = label is not None and head_of(label).has("COLOUR_SCALE", "LEGEND")
    # and so is "**Data Series:** A single, solid blue line …" (the lines drawn, no axis part)
    toks = head_of(label).tokens if label is not None else ()
    furniture = furniture or (bool(toks) and all(k in ("DATA_WORD", "SERIES_WORD", "PUNCT") for k, _ in toks))
    if (
        which is None
        and under
        and (label is not None or line.kind == "item")
        and not _which(label or "", False)
        and not furniture
    ):
        # "* **X-axis:**" over "* Label: Epoch", "* Scale: 0 to 200 (0, 25, …)" and
        # "* Scale runs from 0 to 300 in steps of 50."
        which = _which(under[-1].label, True)
        if which is not None and _generic_categories(under[-1].label) and _valued(line, rest_at):
            which = None  # "**Apples:** 40% (green slice)" under "**Categories:**": a category's value
        if which is not None and _place_valued(line):
            which = None  # "- 0-10: 14" under "**X-axis:** Minutes" in a flattened list: a bin's value
        if which is not None and after is not None and after != which and line.indent <= under[-1].line.indent:
            # "* **Y-Axis (Categories):**", its items, "* **X-Axis (Value):** …", then "* **Bars:**
            # one series": a flattened list's next axis ended the first one's items
            which = None
    if (
        which is None
        and after is not None
        and label is not None
        and (_axis_part(label) or _marks(label, line, after))
        and not _marks_drawn(label, line)
    ):
        which = after
    if which is None:
        return None
    named = outline.named_headers(line)
    own = _which(label, True) if label is not None else None
    if named and own is not None and names_axis(named[0].label) and own != _which(named[0].label, True):
        named = named[1:]  # "- **Y-Axes**: …" after "- **X-Axes**:" and its items, in a flattened list: no panel's
    st = AxisStatement(which, line, named[0] if named else None)
    rest = line.content[rest_at:]
    st.order = direction(line.content)
    if st.order is None and which == "x" and says(line.content, "REVERSED"):
        st.order = "right-to-left"  # "The axis appears to be reversed, with 6 on the left": drawn high to low
    m = _COUNT.search(rest)
    if m:
        st.count = count_value(m.group("n"))
    # ticks: a list of numbers, a range with a step, or text ticks
    lists = [p for p in line.phrases if p.kind == "list" and len(p.nums) >= 2]
    bins = bins_written(rest)
    timed = list(clock_times().finditer(rest))
    time_ends: list[Tick] = []
    clocks: list[Tick] = [m.group() for m in timed]
    named_ends: list[Tick] = list(named_stretch(rest))
    if len(bins) >= 2:
        st.ticks = list(bins)
    elif len(timed) == 2 and joins_stretch(rest[timed[0].end() : timed[1].start()]):
        time_ends = clocks  # "Hour, 06:00 to 18:00": the ends of the axis, its ticks unsaid (its cells give them)
    elif len(clocks) >= 2:
        st.ticks = clocks  # "Time — 00:00, 06:00, 12:00": times of day, each one name
    elif named_ends:
        st.ticks = named_ends  # "Hive (Hive 1 to Hive 4)": the names written, each a tick
    elif lists:
        st.ticks = _restated_ticks(label, line, rest_at, lists[0]) or [n.value for n in _elided(line, lists[0])]
        # "Scale: 0 to 200, with tick marks at 50, 100, 150 and 200": the stretch said before the ticks
        before = [p for p in line.phrases if p.kind == "range" and len(p.nums) == 2 and p.end <= lists[0].start]
        if before and all(isinstance(n.value, (int, float)) for n in before[0].nums):
            st.stretch = (before[0].nums[0].value, before[0].nums[-1].value)
        whole = _text_ticks(label, rest) if written_with(rest) else []
        if len(whole) > len(st.ticks) and all(isinstance(t, (int, float)) for t in whole):
            st.ticks = whole  # "250, 500, 1k, 2k": the numbers written with a suffix are ticks too
    else:
        ranges = [p for p in line.phrases if p.kind == "range"]
        step = step_said(line.content)
        if ranges and len(ranges[0].nums) == 2:
            st.stretch = (ranges[0].nums[0].value, ranges[0].nums[-1].value)
        ends = step_ends(line.content) if step and not ranges else None
        if ranges and step:
            stepped = [n for p in line.phrases for n in p.nums if n.start >= line.offset + step - 1]
            if stepped:
                lo, hi = ranges[0].nums[0].value, ranges[0].nums[-1].value
                st.ticks = _arange(lo, hi, stepped[0].value)
        elif step and ends is not None:
            # "The markers are at intervals of 10, starting at 10 and ending at 90": 10, 20, … 90
            nums = {n.start - line.offset: n for p in line.phrases for n in p.nums}
            stepped = [n for p in line.phrases for n in p.nums if n.start >= line.offset + step - 1]
            lo_n, hi_n = nums.get(ends[0]), nums.get(ends[1])
            if stepped and lo_n is not None and hi_n is not None:
                st.stretch = (lo_n.value, hi_n.value)
                st.ticks = _arange(lo_n.value, hi_n.value, stepped[0].value)
        elif st.stretch is not None and each_integer(rest) and all(isinstance(v, int) for v in st.stretch):
            st.ticks = _arange(st.stretch[0], st.stretch[1], 1)  # "from 1 to 4, with markers at each integer value"
        if not st.ticks:
            # "GFLOPS, ranging from 0.5 to 1000, on a logarithmic scale": a numeric axis's
            # words are its title and its scale, not ticks, unless the line says it lists them
            st.ticks = (
                _text_ticks(label, rest)
                if (st.stretch is None or ticks_said(rest) is not None) and not _title_field(label)
                else []
            )
            if label is None and len(st.ticks) < 2:
                st.ticks = []  # "Rows are weekdays": prose, not a tick list
    st.label = _axis_label(label, rest, st.ticks or time_ends, which)
    if _empty(st) and not line.content.rstrip(" *_").endswith(":") and not same_as(line.content):
        return None  # (a label that opens a list may have its ticks below: read_axes decides)
    return st


# the field that gives an axis's title under its header: "* **Label:** "Training steps (M)" …"
def _title_field(label: str | None) -> bool:
    """Whether a line's label is the field of the axis's title ("Label", "Title", "Axis
    Label"): its quoted words are the title, never ticks ('"Training steps (M)" … The "(M)"
    likely denotes "Millions"')."""
    return label is not None and names_title_field(strip_md(label).strip(" :"))


def _restated_ticks(label: str | None, line: Line, rest_at: int, listed: Phrase) -> list[Tick]:
    """The ticks as written, when the list of numbers only restates them in a parenthesis
    after them ("Markers: 2K, 4K, 8K (that is 2,000, 4,000 and 8,000)"): one text tick a number."""
    opened = line.content.rfind("(", rest_at, listed.start - line.offset)
    if opened < 0 or ")" in line.content[opened : listed.start - line.offset]:
        return []
    ticks = _text_ticks(label, line.content[rest_at:opened])
    return ticks if len(ticks) == len(listed.nums) else []


def _both_axes(content: str) -> bool:
    """A line whose label names the rows and the columns at once ("Rows/Columns", "Rows and
    columns"): a square grid's one list of ticks."""
    label = leading_label(content)[0] or statement_of(content).label
    return label is not None and head_of(label).has("ROWS") and head_of(label).has("COLUMNS")


def _generic_categories(label: str) -> bool:
    """A label that says a list holds categories without saying on which axis ("Categories")."""
    head = head_of(label)
    return head.has("CATEGORIES") and not head.has("AXIS", "ROWS", "COLUMNS", "CATEGORY_AXIS")


_DOWN = ("top-to-bottom", "bottom-to-top")


def _empty(st: AxisStatement) -> bool:
    return st.label is None and not st.ticks and st.order is None and st.count is None and st.stretch is None


_MAX_TICK_WORDS = 4


_NUMBERED = Shapes("bindings").NUMBERED  # a numbered item's opening (applied at a line's start)


def _bold_name(ln: Line) -> bool:
    """Whether a numbered item is one name in bold and nothing else, no label ("1. **Hillside**",
    not "1. **Y-Axis:**" nor "1. **Alpha** (green)")."""
    text = ln.content.strip()
    return (
        _NUMBERED.match(ln.raw) is not None
        and statement_of(ln.content).form == "alone"
        and text.startswith("**")
        and text.endswith("**")
        and not text.rstrip(" *_").endswith((":", "："))
    )


def _ticks_below(lines: list[Line], i: int) -> tuple[list[Tick], int]:
    """Text ticks written one per item under an axis label that ends its line ("**Y-Axis
    (Categories)**:" then "- dog", "- tree", …): short items, no number, no label of their
    own; at least two. With them, the number of items they take."""
    out: list[Tick] = []
    taken = 0
    head = lines[i]
    said = leading_label(head.content)[0] or statement_of(head.content).label
    categories = said is not None and head_of(said).has("CATEGORIES")
    below = lines[i + 1] if i + 1 < len(lines) else None
    if below is not None and below.continuation and len(listed := _quoted_list(below)) >= 2:
        return listed, 1  # "- **X-axis (Token)**: Tokens include:" over "`iers`, `pl`, `level`, …"
    if below is not None and below.continuation and below.kind == "text" and not below.nums:
        # "- **X-axis (Farms)**:" over "North, South, East, West." on the next line: its names
        listed = _text_ticks(said or "Ticks", below.content)
        if len(listed) >= 2 and all(isinstance(t, str) for t in listed):
            return listed, 1
    # ("**X-Axis:** Orchard names, from left to right:", a blank line, then "1. **Hillside**": the
    # list right after the label is its ticks, in a block of its own)
    block = below.block if below is not None and below.kind == "item" and head.kind == "text" else head.block
    for ln in lines[i + 1 : i + 1 + 200]:
        end = _tick_end(ln)
        if end is None and categories and _counted_name(ln):
            end = len(ln.content)  # "1-3 sentences" under "**X-Axis Categories:**": a category's name
        text = trim_end(strip_md(ln.content[: end or 0]))  # "Tiny (d=512, L=8)": the tick Tiny
        if places_chart(text):
            return [], 0  # "- Recall (left sub-chart)" under "**X-Axes**:": the charts of the figure, no ticks
        if place_note(text) or _guessed_gloss(text):
            # "Recall (top-right)": where a radar's spoke stands; 'Multi-Step Plan. (presumably
            # "Planning")': a guess at what the written tick means
            text = without_trailing_note(text)
        q = quoted(ln.content)
        glossed = bool(q) and q[0][1] <= 1 and quoted_tick_glossed(ln.content.strip())
        if glossed:
            # "`t_g` (Ground Truth Score)" or "`Recall (↑)` - higher is better": the quoted name,
            # its note a gloss; '"Zero Shot"': the name; "`table (29)`": a number inside the
            # quotes is part of the name
            text, end = q[0][0], len(ln.content)
        more = _more_ticks(ln, head) if ln.block == head.block else []
        if more:
            out.extend(more)  # "- Numeric probes: `12`, `10`, `9`" after the named probes
            taken += 1
            continue
        if (
            ln.kind != "item"
            or ln.block not in (head.block, block)
            or end is None
            or not text
            or len(text.split()) > (_MAX_QUOTED_TICK_WORDS if _only_quoted(ln, q) else _MAX_TICK_WORDS)
            or (statement_of(ln.content).form != "text" and not glossed and not _bold_name(ln))
        ):
            break
        out.extend(paired_names(text))  # "- birds_and, birds_or": two ticks on one item
        taken += 1
    return (out, taken) if len(out) >= 2 else ([], 0)


# a line of quoted names and nothing else: '"on", "the", "mat"', '`B4`, and `B5`.'
# (the spaces between two names are the first's only: no two ways to split them)
_QUOTED_ONLY = _SHAPES.QUOTED_ONLY


def _quoted_continued(ln: Line, nxt: Line) -> list[Tick]:
    """The quoted ticks an axis's list goes on with on the next line, the line before
    ending on a comma ('"the", "cat", "sat",' over '"on", "the", "mat"'): the continued
    line holds only quoted names. Only after quoted ticks; none for any other line."""
    if len(quoted(ln.content)) < 2 or not nxt.continuation or nxt.kind != "text":
        return []
    if not _QUOTED_ONLY.fullmatch(nxt.content):
        return []
    return [t for t, _ in quoted(nxt.content)]


def _quoted_list(ln: Line) -> list[Tick]:
    """The names of a line that is only quoted names and the commas between them ("`iers`,
    `pl`, `:`, `ruits`"), each as quoted; empty for any other line."""
    q = quoted(ln.content)
    rest = ln.content
    names: list[Tick] = []
    for name, at in reversed(q):
        close = ln.content.find(ln.content[at - 1], at + len(name)) if at > 0 else -1
        if close < 0:
            return []
        names.insert(0, ln.content[at:close].strip())  # ("`:`": a tick of its own, as written)
        rest = rest[: at - 1] + rest[close + 1 :]
    return names if q and all(names) and not rest.strip(" ,.;") else []


# an item that is one quoted name and nothing else ("1. `Self-Rewarding M3 vs. SFT Baseline`"):
# a tick of up to this many words (a bare item of more words is a sentence)
_MAX_QUOTED_TICK_WORDS = 8


def _only_quoted(ln: Line, q: tuple[tuple[str, int], ...]) -> bool:
    """Whether an item is one quoted name and nothing else."""
    return len(q) == 1 and strip_md(ln.content).strip(" .\"'`“”") == q[0][0].strip()


def _guessed_gloss(text: str) -> bool:
    """Whether a tick ends on a note that guesses what it means ('(presumably "Planning")',
    "(likely Projection)")."""
    note = trailing_note(text)
    return note is not None and note[0] > 0 and _UNSTATED_NOTE.match(note[1].strip()[1:-1]) is not None


def _more_ticks(ln: Line, head: Line) -> list[Tick]:
    """The numbers of an item that lists more of an axis's ticks under its named ones: "- Numeric
    probes: `12`, `10`, `9`" under "**X-axis (Probe)**: labels for probe positions:" and its items
    "- `north_edge`", …; its label names the axis's own things (a probe) and it holds nothing but
    the list, so it is no data row. Empty for any other item."""
    label, _ = leading_label(ln.content)
    if ln.kind != "item" or label is None or len(ln.phrases) != 1 or ln.phrases[0].kind != "list":
        return []
    listed = ln.phrases[0]
    if strip_md(ln.content[listed.end - ln.offset :]).strip(" ."):
        return []  # "- Hot spots: 3, 5 and 9 stand out": a sentence, not a list of ticks
    if not _label_words(label) & _label_words(head.content):
        return []
    return [n.value for n in listed.nums]


def _label_words(text: str) -> set[str]:
    """The words of three letters or more of a label, singular and casefolded ("Numeric probes"
    -> {"numeric", "probe"}): what an item shares with its axis's line when it names the same things."""
    letters = "".join(c if c.isalpha() else " " for c in strip_md(text).casefold())
    return {singular(w) for w in letters.split() if len(w) > 2} - {"axis"}


def _tick_end(ln: Line) -> int | None:
    """Where the tick an item names ends, when none of its numbers is a value: a number that
    is part of a word ("4-bit Lion", "GPT-4") is part of the name, and the settings a category
    is glossed with ("Tiny (d=512, L=8)") are a note after it. None when a number stands free."""
    end = len(ln.content)
    note = trailing_note(ln.content)
    # "Quill 3.5 (2023-11-02)", "Nova Pro (003)": a date or a build number is part of the name
    named_to = note[0] if note is not None and id_note(note[1]) else end
    noted = note is not None and named_to == end and note[0] > 0
    if note is not None and noted and any(p.start - ln.offset >= note[0] for p in ln.phrases):
        end = named_to = note[0]
    for p in ln.phrases:
        at, to = p.start - ln.offset, p.end - ln.offset
        if at >= named_to or glued_to_word(ln.content, at, to):
            continue
        if not (word_in_name_after(ln.content, to, named_to) is not None and opens_on_word(ln.content)):
            return None
    return end


def _counted_name(ln: Line) -> bool:
    """An item that is one number (or stretch) and the word it counts: "2 pages", "1-3 shots"."""
    if len(ln.phrases) != 1 or ln.phrases[0].start - ln.offset != len(ln.content) - len(ln.content.lstrip()):
        return False
    words_end = word_in_name_after(ln.content, ln.phrases[0].end - ln.offset)
    return words_end is not None and words_end == len(ln.content.rstrip())


def _axis_part(label: str) -> bool:
    """A label that states a part of an axis, not of anything else: "Scale", "Ticks",
    "Range", "Markers" (never a colour scale's or a legend's label)."""
    head = head_of(label)
    if head.has("COLOUR_SCALE", "COLOUR", "LEGEND", "TITLE"):
        return False
    words = {t.casefold() for k, t in head.tokens if k != "PUNCT"}
    return bool(words) and words <= _AXIS_PARTS


def _marks_drawn(label: str, line: Line) -> bool:
    """ "**Markers:** dark green circles, no legend" after an axis: the marks the data is drawn
    with, no tick of the axis (its tick marks are numbers: "Markers: 0, 20, 40, 60")."""
    words = {t.casefold() for k, t in head_of(label).tokens if k != "PUNCT"}
    return bool(words) and words <= _DRAWN_MARK_WORDS and not line.nums


_DRAWN_MARK_WORDS = frozenset("markers marker marks mark".split())


def _marks(label: str, line: Line, after: Which) -> bool:
    """ "* Values: 3, 7, 14, 32" right after "* **X-axis:** Size (B)": the places the x axis
    marks; after the y axis only a list that steps evenly ("4, 5, 6, 7, 8") marks its scale,
    any other ("1.12, 1.03, 1.09") is the chart's values at the x axis's places."""
    if strip_md(label).strip().casefold() not in ("values", "value"):
        return False
    lists = [p for p in line.phrases if p.kind == "list" and len(p.nums) >= _MIN_STEPS]
    if len(lists) != 1:
        return False
    nums = [float(n.value) for n in lists[0].nums]
    steps = {round(b - a, 9) for a, b in pairwise(nums)}
    return after == "x" or (len(steps) == 1 and next(iter(steps)) != 0)


_MIN_STEPS = 3  # numbers a list of an axis's marks holds at least


_AXIS_PARTS = frozenset(
    "scale ticks tick range markers marker marks mark major minor intermediate increments increment intervals "
    "interval gridlines gridline labels label".split()
)
# the words of a label that can only list ticks: "Increment markers", "Major ticks", "Gridlines"
_TICK_WORDS = frozenset("ticks tick markers marker marks mark increments increment gridlines gridline".split())


def lists_ticks(label: str) -> bool:
    """A label that can only list the ticks of an axis or a colour bar: "Increment markers",
    "Intermediate markers", "Major ticks", "Tick labels" (never "Range" or "Labels" alone)."""
    words = {t.casefold() for k, t in head_of(label).tokens if k != "PUNCT"}
    return bool(words & _TICK_WORDS) and words <= _AXIS_PARTS


# the labels of an axis's field that gives the step between its ticks ("- Increment: `5`")
_STEP_LABELS = frozenset(("increment", "increments", "step", "step size", "interval", "tick interval", "spacing"))


def _step_field(ln: Line) -> bool:
    """Whether an item is an axis's step given as a field of its own ("- Increment: `10`")."""
    label, _ = leading_label(ln.content)
    return ln.kind == "item" and label is not None and strip_md(label).strip().casefold() in _STEP_LABELS


def read_axes(outline: Outline) -> list[AxisStatement]:
    """Every axis statement of the write-up."""
    out = []
    lines = outline.lines
    prev: tuple[int, Which] | None = None  # (line index, axis) of the last item that stated an axis
    tick_lines = 0  # the number of lines after an axis label that are its ticks, one per item
    for i, ln in enumerate(lines):
        if tick_lines > 0:
            tick_lines -= 1  # "- `Summaries`" under "**X-axis (Columns)**:" is a tick, not the axis's title
            prev = (i, prev[1]) if prev is not None else None
            continue
        if ln.kind in ("item", "text", "heading"):
            after = prev[1] if prev is not None and prev[0] == i - 1 and ln.kind == "item" else None
            if after is not None and head_of(ln.content).label_axis not in (None, after):
                after = None  # "Gridlines: at 20, 40, 60 and 80 on the Y-axis" after the x axis's line: not its ticks
            # "X axis: Episode (0–400). Y axis: Reward (−50 to 150).": two axes, however short
            # (a paragraph or an item: "- Rows: Actual class. Columns: Predicted class.")
            # ("Rows are true labels, columns are predicted labels": the grid's two axes, as rows and columns)
            # (a paragraph with no axis word anywhere has none among its head's words: its
            # words are not scanned one by one)
            two = (
                [k for k, _ in head_of(ln.content).tokens if k in ("AXIS", "ROWS", "COLUMNS")][1:]
                if (ln.kind == "text" or (ln.kind == "item" and _SECOND_AXIS_SENTENCE.search(ln.content)))
                and axis_words_at(ln.content.replace("\n", " "))
                else []
            )
            for sentence in sentences(ln, items=bool(two), short=bool(two)):
                parts = (
                    # ("Rows are A, columns are B; each cell …": the clause before the semicolon cut too)
                    [part for c in clauses(sentence) for part in _axis_clauses(c)]
                    if two and "; " in sentence.content
                    else _axis_clauses(sentence)
                    if two
                    else [sentence]
                )
                if len(parts) > 1 and sum(_opens_on_axis(c) for c in parts) > 1:
                    # "The x-axis lists four barns (B1 to B4); the y-axis is "Feed" from 0 to 50": one axis a
                    # clause; "three presses as rows (P1, P2, P3) and two weeks as columns (W1, W2)" too
                    found = [
                        a
                        for c in parts
                        if (a := _side_as(c, outline) or read_axis(c, outline)) is not None and not _empty(a)
                    ]
                    out += found
                    continue
                st = read_axis(sentence, outline, after) or _side_as(sentence, outline)
                if st is None and ln.kind == "text":
                    # "… four serving stacks; y-axis "TTFT (ms)" runs from 0 to 250."
                    st = next((a for c in clauses(sentence)[1:] if (a := read_axis(c, outline))), None)
                if st is None and ln.kind == "text":
                    # "… yield per plant (y-axis "Yield", kg, 0 to 8) for four methods": the axis in brackets
                    # (a note that only says which axis the words before it are, "(x-axis, 0 to 50)", is none)
                    labelled = [a for b in _bracketed(sentence) if (a := read_axis(b, outline)) and a.label]
                    if len(labelled) == 2 and {a.which for a in labelled} == {"x", "y"}:
                        # "… by sugar (x-axis, "Sugar (%)", 10 to 50) against visits (y-axis, "Visits",
                        # 0 to 60)": both axes, each in its brackets
                        out += labelled
                        continue
                    st = labelled[0] if labelled else None
                if st is None and ln.kind == "text":
                    # "plots heart rate in bpm (y-axis, 100 to 180) against gradient in percent
                    # (x-axis, 0 to 8)": each note names the words before it, after "plots"/"against"
                    plotted = _plotted_against(sentence, outline)
                    if plotted:
                        out += plotted
                        continue
                if st is None and ln.kind == "text":
                    # "plots pedalling cadence (rpm) against road gradient (%)": each with its unit
                    plotted = _plotted_with_units(sentence, outline)
                    if plotted:
                        out += plotted
                        continue
                if st is None and ln.kind == "text":
                    out += _axes_in_passing(sentence, outline)
                if st is None and after is not None and _step_field(ln):
                    # "- Increment: `10`" between an axis's "- Range:" and "- Values:" items: a field
                    # of the same axis, which the items after it still describe
                    prev = (i, after)
                    continue
                if st is not None:
                    if not st.ticks and ln.content.rstrip(" *_").endswith(":"):
                        st.ticks, tick_lines = _ticks_below(lines, i)
                        st.below = lines[i + 1 : i + 1 + tick_lines]
                    elif st.ticks and ln.content.rstrip().endswith(",") and i + 1 < len(lines):
                        st.ticks += _quoted_continued(ln, lines[i + 1])
                    if _values_of_listed(st, out):
                        continue
                    if not _empty(st) or same_as(ln.content):
                        out.append(st)
                        if _both_axes(ln.content):
                            # "**Rows/Columns**: alpha, beta, gamma": the same ticks on both axes
                            other: Which = "x" if st.which == "y" else "y"
                            out.append(AxisStatement(other, st.line, st.scope, st.label, list(st.ticks), st.order))
                        if ln.kind == "item":
                            prev = (i, st.which)
    _copy_same_ticks(out)
    _categories_down(out)
    return out


# a label that says the numbers after it are an axis's numeric ticks: "Numerical:", "Numeric labels:"
_NUMERIC_TICKS = _SHAPES.NUMERIC_TICKS


def _values_of_listed(st: AxisStatement, before: list[AxisStatement]) -> bool:
    """Whether a line taken for an axis's numeric ticks gives one number for each name that
    axis already lists, under no title of its own ("**X-Axis (Orchards).** From left to right:"
    over "1. Hillside" … "4. Ridge", then "**Bar heights (left to right):** 32, 41, 27, 19"):
    the bars' values in the listed order, no second list of ticks."""
    if st.label is not None or len(st.ticks) < 2 or not all(isinstance(t, (int, float)) for t in st.ticks):
        return False
    said = leading_label(st.line.content)[0]
    if said is not None and _NUMERIC_TICKS.fullmatch(strip_md(said).strip()):
        return False  # "* Numerical: -3, -2, -1" after "* Categories: …" under one axis: its numeric ticks
    return any(
        a.which == st.which and len(a.ticks) == len(st.ticks) and all(isinstance(t, str) for t in a.ticks)
        for a in before
    )


# an item's second sentence that opens on an axis: "- Rows: Actual class. Columns: Predicted class."
_SECOND_AXIS_SENTENCE = _SHAPES.SECOND_AXIS_SENTENCE


# the joins before a second axis in one sentence: "…, and the y-axis", ", while the vertical axis"
_AXIS_JOIN = (", and ", ", while ", ", whereas ", " and ", " while ", ", ")
_THE = ("the ", "its ", "a ")


def _says_side(clause: Line) -> bool:
    return side_as(clause.content) is not None


def _opens_on_axis(clause: Line) -> bool:
    """Whether a clause opens on an axis ("Rows are rooms (…)") or names a grid's side, after a
    section's label that opens its line ("**Layout.** Rows are rooms (…); columns are …")."""
    label, at = leading_label(clause.content)
    if label is not None and _which(label, True) is not None:
        return True  # "X-axis: Round (R1, R2); y-axis: Net Gain": each clause labelled with its axis
    text = clause.content[at:] if label is not None and is_structural(label) else clause.content
    return _which(text, False) is not None or _says_side(clause)


def _side_as(clause: Line, outline: Outline) -> AxisStatement | None:
    """The axis a clause names as a grid's rows (y) or columns (x), with what they are and
    their names in brackets: "three presses as rows (Press 1, Press 2, Press 3)"."""
    m = side_as(clause.content)
    if m is None:
        return None
    side = m.side.casefold()
    what = m.what.split()
    if what and count_value(what[0].casefold()) is not None:
        what = what[1:]  # "three presses": the count is no part of the name
    ticks: list[Tick] = [t for t in (strip_md(x).strip(" .") for x in list_parts(m.names)) if t]
    if len(ticks) < 2:
        return None
    named = outline.named_headers(clause)
    which: Which = "y" if side == "rows" else "x"
    if any(end_placed(str(t)) for t in ticks):
        # "rows are levels (Level 1 at the top, Roof at the bottom)": the side's ends and where
        # they stand, not its list
        return None
    counted = [counted_tick(str(t)) for t in ticks]
    if all(c is not None for c in counted):
        # "(128, 256, 512 tokens)": numbers, the unit said once after the last
        ticks = [parse_number(c)[0] for c in counted if c is not None]
    return AxisStatement(which, clause, named[0] if named else None, " ".join(what) or None, ticks)


def _axes_in_passing(sentence: Line, outline: Outline) -> list[AxisStatement]:
    """The axes a sentence names in passing, by a title before or after them ('… has the days
    on the x-axis and "Loaves sold" on the y-axis', '… share the x-axis "Quarter" and the
    y-axis label "Sessions"', 'with sprints 1 to 6 on the x-axis'): each with that title, no
    ticks, and the ends it runs between when they are said (statements.axes_in_passing)."""
    out = []
    for said in axes_in_passing(sentence.content):
        # (each tick listed a plain number: "0", "2.5", "-1", "1,000")
        numbers = said.listed and all(plain_decimal(t.replace(",", "")) is not None for t in said.listed)
        if said.which == "x" and said.ends is None and not numbers and UNIT_TAIL.search(said.label) is None:
            # ('both with "Hour" on the x-axis': the x axis's places come with its cells; its title
            # is read only with the ends it runs between or the unit its places are written in)
            continue
        named = outline.named_headers(sentence)
        st = AxisStatement(said.which, sentence, named[0] if named else None, said.label)
        if said.ends is not None:
            st.stretch = (parse_number(said.ends[0])[0], parse_number(said.ends[1])[0])
        if numbers:
            # 'sharing the x-axis "Epoch" (0, 10, 20, 30)': the ticks, listed after the title
            st.ticks = [parse_number(t)[0] for t in said.listed]
        out.append(st)
    return out


# (one bracket inside it, a unit of its quoted label: '(x-axis, "Sugar (%)", 10 to 50)')
_BRACKETED = _SHAPES.AXIS_BRACKET


# the words a bracketed axis note names, right before it: after "plots", "tracks", "shows", "against",
# "versus", "across", "for each" ("tracks the weight of a hive in kg (y-axis) across the weeks (x-axis)":
# the article is no part of it; "for each year from 2019 to 2023 (x-axis: 2019, …)": the stretch said
# after the name is no part of it)
_PLOTTED_WORDS = _SHAPES.PLOTTED_WORDS


def _plotted_against(sentence: Line, outline: Outline) -> list[AxisStatement]:
    """The axes of a sentence that plots one quantity against another, each followed by a
    note in brackets that says which axis it is and its stretch ("plots pulse in bpm (y-axis,
    90 to 190) against slope in percent (x-axis, 0 to 6)"): both, or none."""
    out = []
    for b in _bracketed(sentence):
        st = read_axis(b, outline)
        if st is None and _AXIS_NOTE.fullmatch(b.content.strip()) and (which := _which(b.content, False)) is not None:
            st = AxisStatement(which, b, None)  # "against the day of the week (x-axis)": which axis alone
        if st is None or st.label:
            return []
        at = b.offset - sentence.offset - 1  # the bracket's opening
        m = _PLOTTED_WORDS.search(sentence.content[: max(at, 0)])
        if m is None:
            return []
        st.label = m.group("label").strip()
        out.append(st)
    return out if len(out) == 2 and {a.which for a in out} == {"x", "y"} else []


def _plotted_with_units(sentence: Line, outline: Outline) -> list[AxisStatement]:
    """The axes of a sentence that plots one quantity against another, each with its unit in
    brackets ("plots pedalling cadence (rpm) against road gradient (%)"): the y axis, then the
    x axis, whose ticks are the numbers the sentence says a word of its name is marked at
    ("with gradient marked at 0, 3, 6 and 9 percent"); none unless both brackets are units."""
    said = plotted_with_units(sentence.content)
    if said is None or not all(ends_on_unit(label) for label in said):
        return []
    named = outline.named_headers(sentence)
    scope = named[0] if named else None
    y = AxisStatement("y", sentence, scope, said[0])
    x = AxisStatement("x", sentence, scope, said[1])
    marked = marked_at(sentence.content)
    if marked is not None and marked[0].casefold() in said[1].casefold():
        at = sentence.offset + marked[1]
        listed = next((p for p in sentence.phrases if p.kind == "list" and p.start == at), None)
        if listed is not None and len(listed.nums) >= 2:
            x.ticks = [n.value for n in listed.nums]
    return [y, x]


def _bracketed(sentence: Line) -> list[Line]:
    """The notes in brackets of a sentence that open on an axis's name ('(y-axis "Yield", kg,
    0 to 8)'), each a line of its own."""
    out = []
    for m in _BRACKETED.finditer(sentence.content):
        text = m.group(1).strip()
        if _which(text, False) is None:
            continue
        at = sentence.offset + m.start(1) + m.group(1).index(text)
        sub = Line(
            sentence.kind, sentence.number, sentence.raw, text, at, sentence.indent, sentence.level, sentence.block
        )
        sub.phrases = sentence.phrases_in(at, at + len(text))
        out.append(sub)
    return out


def _axis_clauses(sentence: Line) -> list[Line]:
    """A sentence stating two axes cut where the second begins: 'The x-axis is "Week" with
    ticks at 0, 4 and 8, and the y-axis is "Level (m)" from 10 to 30' is one clause an axis
    (the join must stand right before the axis's words, or before "the" and them)."""
    content = sentence.content
    cuts = []
    for at in axis_words_at(content)[1:]:
        lead = content[:at]
        named = named_as_before(lead)
        if named is not None:
            lead = lead[:named]  # "… and two weeks as columns": the clause opens on what it names
        for article in _THE:
            if lead.casefold().endswith(article):
                lead = lead[: -len(article)]
                break
        join = next((j for j in _AXIS_JOIN if lead.casefold().endswith(j)), None)
        if join is not None:
            cuts.append((len(lead) - len(join), len(lead)))
    if not cuts:
        return [sentence]
    out = []
    label, start = leading_label(content)
    if label is None and (scoped := scope_lead(content)) is not None and scoped <= cuts[0][0]:
        start = scoped  # "In every panel the x-axis is Week and …": the lead names the charts
    elif label is None or not _leads_to_axes(label) or start > cuts[0][0]:
        start = 0  # ("All four share the same axes: the x-axis …": the lead states no axis)
    for a, b in [*cuts, (len(content), len(content))]:
        text = content[start:a].strip()
        if text:
            at = sentence.offset + content.index(text, start)
            sub = Line(
                sentence.kind, sentence.number, sentence.raw, text, at, sentence.indent, sentence.level, sentence.block
            )
            sub.phrases = sentence.phrases_in(at, at + len(text))
            out.append(sub)
        start = b
    return out


def labelled_first(axes: list[AxisStatement], title_first: bool = True) -> list[AxisStatement]:
    """The axis statements with those of a line labelled for its axis ("* **X-Axis:**
    Sequence Length (tokens), …") before those of sentences ('The x-axis uses thousands
    ("K")'), each group in the write-up's order: where they differ, the label is the axis's.
    Among the labelled lines, the field of the axis's title comes first ("**Y-axis (Final
    score)**:" over "- Label: "Final score (0–1)"": the field says the title in full), unless
    not `title_first` (the order in which the axis's place is told)."""
    return sorted(
        axes,
        key=lambda a: (
            a.line.kind == "text" and leading_label(a.line.content)[0] is None,
            title_first and not _title_field(leading_label(a.line.content)[0]),
        ),
    )


def _categories_down(statements: list[AxisStatement]) -> None:
    """ "- Categories (top to bottom):" over names, beside "**X-axis**: Number of rounds": names
    listed down the chart, the x axis stated as something else, are the y axis's ticks."""
    for st in statements:
        if st.which != "x" or st.order not in _DOWN or not st.ticks or st.label is not None:
            continue
        said = leading_label(st.line.content)[0] or statement_of(st.line.content).label
        if not said or not _generic_categories(said):
            continue
        if any(o.which == "x" and o.label and not o.ticks and o.scope is st.scope for o in statements):
            st.which = "y"


def _copy_same_ticks(statements: list[AxisStatement]) -> None:
    """ "**Y-Axis (Left):** … identical to the X-axis labels": the ticks the other axis lists."""
    for st in list(statements):
        m = same_as(st.line.content)
        if st.ticks or m is None:
            continue
        if m.chart:
            _copy_other_chart(st, statements)
            continue
        # "same as the X-axis", or "same classes": the other axis's
        named = m.axis
        other: Which = "x" if (named[0].casefold() in ("x", "h") if named else st.which == "y") else "y"
        source = max((a.ticks for a in statements if a.which == other and a.scope is st.scope), key=len, default=[])
        if other != st.which and source:
            st.ticks = list(source)
            if st.label is not None and same_as(st.label):
                st.label = None  # "identical to the X-axis labels" is no title
        if _empty(st):
            statements.remove(st)


def _copy_other_chart(st: AxisStatement, statements: list[AxisStatement]) -> None:
    """ "**X-axis**: Same model sizes as left chart": the axis as the other chart states it,
    ticks and label (its own label kept when it has one that is no such sentence)."""
    like = max(
        (a for a in statements if a.which == st.which and a.scope is not st.scope and a.ticks),
        key=lambda a: len(a.ticks),
        default=None,
    )
    if like is None:
        return
    st.ticks = list(like.ticks)
    if st.label is None or same_as(st.label):
        st.label = like.label


# a radar's spokes named in a sentence or a label: "The axes are Alpha, Beta, Gamma and Delta",
# "Its five spokes: Recall, Planning, …", "- **Axes:** Alpha, Beta, Gamma, Delta",
# "compares models on seven evaluation metrics: Alpha, Beta, …" (a radar's metrics are its spokes),
# "Angular Axis: Represents the tasks: Alpha, Beta, Gamma" (the axis around the chart)
# (the shapes: grammars/axes.lark's SPOKES_SAID, SPOKE_WORD, SPOKE_END, SPOKES_LABEL)
MIN_SPOKES = 3


def spoke_axis(outline: Outline) -> AxisStatement | None:
    """The spokes of a radar chart when the write-up names them only in a sentence or under a
    label "Axes": its x axis, the spokes in the order named (three or more short names), quoted
    names whole ('**Axes:** "Q: Speed", "Q: Cost", "Risk"'), or the items listed under a label
    "Axes" ("- **Axes (clockwise from top):**" over "1. Edge Case Detection", …)."""
    for ln in outline.lines:
        if ln.kind not in ("item", "text") or not may_name_spokes(ln.content):
            continue
        for sentence in sentences(ln):
            said = spokes_said(sentence.content)
            if said is None:
                continue
            rest = sentence.content[said[0] :]
            names: list[Tick] = [strip_md(q).strip() for q, _ in quoted(rest)]
            if len(names) < MIN_SPOKES:
                names = _spoke_list(said[1])
            if len(names) < MIN_SPOKES and ":" in rest:
                # "**Axes:** Six radial axes, each representing a discipline: math, chemistry, …"
                names = _spoke_list(first_sentence(rest.rsplit(":", 1)[1]))
            if len(names) >= MIN_SPOKES:
                return AxisStatement("x", ln, None, None, list(names))
        listed = _listed_spokes(outline, ln)
        if len(listed) >= MIN_SPOKES:
            return AxisStatement("x", ln, None, None, list(listed))
    return None


def quoted_names(text: str) -> list[Tick]:
    """The names a line quotes or sets as code, without numbers ("`th`, `ar`, `zh`")."""
    return [n for q, _ in quoted(text) if (n := strip_md(q).strip()) and not has_digit(n)]


def _spoke_list(text: str) -> list[Tick]:
    """The short names of a list written out ("Alpha, Beta, Gamma and Delta"), up to the
    first part that is no name."""
    names: list[Tick] = []
    for part in list_parts(text.strip()):
        name = strip_md(part).strip(" '\"`‘’“”")
        if not name or ends_spoke_list(name) or len(name.split()) > _MAX_TICK_WORDS:
            break
        names.append(name)
    return names


def _listed_spokes(outline: Outline, ln: Line) -> list[Tick]:
    """The items right after a label "Axes" (alone, or over a phrase that lists nothing:
    "Representing the following benchmarks:"), each one short name."""
    label, at = leading_label(ln.content)
    if label is None:
        label, at = label_only(ln), len(ln.content)
    after = ln.content[at:]
    if label is None or not labels_spokes(strip_md(label).strip()):
        return []
    # "Each radar chart has 7 axes, representing the following benchmarks:": a lead that ends on
    # its colon lists nothing itself, and the number it gives is how many items follow
    lead = strip_md(after).strip()
    opens = lead.endswith((":", "："))
    if ("," in after or has_digit(after)) and not opens:
        return []
    counted = _NUMBER.findall(lead) if opens else []
    names: list[Tick] = []
    first = next(iter(outline.after(ln)), None)
    if opens and first is not None and first.continuation and len(listed := _quoted_list(first)) >= MIN_SPOKES:
        # "- **Axes**: Labeled with the tasks:" over "`Alpha`, `Beta`, `Gamma`": the names go on below
        names = [strip_md(str(t)).strip() for t in listed]
        return names if not counted or (len(counted) == 1 and int(counted[0]) == len(names)) else []
    for nxt in outline.after(ln):
        name = strip_md(nxt.content).strip(" '\"`‘’“”")
        if nxt.kind != "item" or leading_label(nxt.content)[0] is not None or (nxt.nums and not name[:1].isalpha()):
            break
        if not name or len(name.split()) > _MAX_TICK_WORDS or name.endswith(":"):
            break
        names.append(without_trailing_note(name) if place_note(name) else name)  # "Recall (top)"
    if len(counted) > 1 or (counted and int(counted[0]) != len(names)):
        return []  # ("has 7 axes" over six items: the list is not the spokes', or not all of them)
    return names
