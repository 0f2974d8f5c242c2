"""grammars/scales.lark through extract.statements: the words that place a colour scale's
range and ticks (a typed ScaleWords), and the shapes the grammar reads in place."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conftest import SEEDS, WRITEUPS, writeups
from extract.reader import read_lines
from extract.statements import (
    colour_before_note,
    colour_meaning_at,
    ends_on_coordinate,
    named_as,
    names_every_panel,
    note_after,
    notes_only,
    numeric_only,
    panel_before_range,
    parse_scale_words,
    says_where,
    scale_name_part,
    scale_parts,
    scale_words,
    without_colour_lead,
    without_notes,
)


def _kinds(text: str) -> list[tuple[str, str]]:
    w = scale_words(text)
    return [(x.kind, text[x.start : x.end]) for x in w.words]


def test_the_words_of_a_range_and_its_ticks() -> None:
    text = "The bar ranges from 0 (white) through 0.5 to 1; tick labels at 0, 0.5, 1, red in the middle"
    assert _kinds(text) == [
        ("RANGE_OPEN", "ranges"),
        ("RANGE_OPEN", "from"),
        ("THROUGH", "through"),
        ("TO", "to"),
        ("TICK_WORD", "tick"),
        ("TICK_WORD", "labels at"),
        ("MIDDLE", "middle"),
    ]
    # a word inside another is no word of a range: "pyramid" holds no "mid", "Toronto" no "to"
    assert _kinds("a pyramid in Toronto") == []


def test_joins_says_which_numbers_are_the_ends() -> None:
    text = "-1 (blue) through 0 (white) to 1 (red)"
    w = scale_words(text)
    first, second, third = text.index("1 ("), text.index("0 ("), text.index("1 (r")
    assert w.joins(first + 1, second) is False  # a stop passed on the way: the end lies further on
    assert w.joins(first + 1, third) is True
    assert scale_words("0, 1").joins(1, 3) is None


def test_middle_before_stays_in_its_clause() -> None:
    text = "red in the middle range (6-8)"
    assert scale_words(text).middle_before(text.index("6"), 40)
    other = "the middle one. Range 6-8"
    assert not scale_words(other).middle_before(other.index("6"), 40)


def test_opens_range() -> None:
    assert scale_words("from 0 to 1").opens_range
    assert not scale_words("Density, from 0").opens_range


@pytest.mark.parametrize(
    ("fn", "args", "want"),
    [
        (note_after, ("56 (dark blue) to", 2), "dark blue"),
        (note_after, ("56 to", 2), None),
        (colour_before_note, ("to dark blue (",), "to dark blue "),
        (without_colour_lead, ("Light green (`~0.3`",), " (`~0.3`"),
        (ends_on_coordinate, ("located at [x=0.6 to 0.9]", 0, 14), True),
        (ends_on_coordinate, ("from 0.6 to 0.9", 0, 5), False),
        (colour_meaning_at, ("1, with darker red indicating more", 1), ", with darker red indicating"),
        (named_as, ('a bar titled "Effect size", from 0',), '"Effect size"'),
        (numeric_only, ("~40%",), True),
        (numeric_only, ("Density",), False),
        (scale_name_part, ("Density, ranging from 0",), "Density"),
        (scale_name_part, ("Density ranging from 0",), "Density"),
        (says_where, ("On the right",), True),
        (says_where, ("Density",), False),
        (scale_parts, ("LAMBADA from 50 to 64, PIQA from 68 to 72",), ["LAMBADA from 50 to 64", "PIQA from 68 to 72"]),
        (panel_before_range, ("PIQA: from ~68 to ~72",), "PIQA"),
        (panel_before_range, ("~68 to ~72",), None),
        (names_every_panel, ("Both Heatmaps",), True),
        (names_every_panel, ("Left Heatmap",), False),
        (notes_only, (" (approx.) **",), True),
        (notes_only, ("",), True),
        (notes_only, (" 2019 data",), False),
        (without_notes, ("Top (Green)",), "Top"),
    ],
)
def test_shapes_read_in_place(fn: object, args: tuple[object, ...], want: object) -> None:
    assert fn(*args) == want  # type: ignore[operator]


def test_scanner_agrees_with_the_parse_on_every_fixture_line() -> None:
    raws = []
    for path in writeups(SEEDS) + writeups(WRITEUPS):
        raws += [ln.raw for ln in read_lines(path.read_text(encoding="utf-8")) if ln.kind in ("item", "text")]
    assert len(raws) > 500
    assert [scale_words(r).words for r in raws] == [parse_scale_words(r) for r in raws]


_WORDS = st.sampled_from(
    ["from", "to", "and", "through", "via", "ticks", "labels at", "mid", "pyramid", "Toronto", "x"]
)


@given(st.lists(st.one_of(_WORDS, st.sampled_from([" ", "-", "–", ", ", "0.5", "(", ")", "."])), max_size=12))
def test_scanner_agrees_with_the_parse_on_generated_text(parts: list[str]) -> None:
    text = "".join(parts)
    assert scale_words(text).words == parse_scale_words(text)
