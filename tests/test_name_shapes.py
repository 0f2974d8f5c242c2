"""grammars/names.lark through extract.statements: the shapes a name on a data line may
carry besides the name, each read in place."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from extract.numbers import plain_decimal, times_power_of_ten
from extract.statements import (
    axis_place_cuts,
    counted_number,
    dashed_point,
    joined_names,
    name_words,
    share_of_name,
    without_kind_lead,
    without_kind_tail,
    without_mark_tail,
    without_place_opening,
)
from extract.wording import FULL_STOP, without_hedge


@pytest.mark.parametrize(
    ("fn", "text", "want"),
    [
        (name_words, "digit_a 7B Foo", ["digit_a", "Foo"]),
        (joined_names, "Precision / Recall", ["Precision", "Recall"]),
        (joined_names, "Train Loss and Val Loss", ["Train Loss", "Val Loss"]),
        (joined_names, "Brandy", ["Brandy"]),  # "and" inside a word joins nothing
        (without_kind_lead, "Category 1: Q1", "Q1"),
        (without_kind_lead, "Group 'B'", "'B'"),
        (without_kind_lead, "Categorical", "Categorical"),
        (without_kind_tail, "GAIA Dataset", "GAIA"),
        (without_kind_tail, "Dataset", "Dataset"),  # a kind word alone is the name
        (without_mark_tail, "ModelA Bar", "ModelA"),
        (without_place_opening, "At Step 5000", "Step 5000"),
        (without_place_opening, "Attention", "Attention"),
        (axis_place_cuts, "Model Size: 7B", [(5, 6), (10, 12)]),
        (axis_place_cuts, " 7B ", []),  # no separator at either end
        (counted_number, "Threshold 64", "64"),
        (counted_number, "64", None),
        (without_hedge, "Approximate Count", "Count"),
        (without_hedge, "~Accuracy", "Accuracy"),
        (without_hedge, "Aboutness", "Aboutness"),
        (plain_decimal, "-0.5", -0.5),
        (plain_decimal, "−3", -3),
        (plain_decimal, "7B", None),
        (plain_decimal, "1.", None),
        (times_power_of_ten, "2×10³", True),
        (times_power_of_ten, "1.5 x 10^4", True),
        (times_power_of_ten, "2000", False),
    ],
)
def test_name_shapes(fn: Callable[[str], object], text: str, want: object) -> None:
    assert fn(text) == want


@pytest.mark.parametrize(
    ("raw", "want"),
    [
        ("- **Pico 38** (triangle) — ", ("Pico 38", "triangle")),
        ("* **Stonefield** – ~", ("Stonefield", None)),
        ("- **Kaffa** - about ", ("Kaffa", None)),
        ("- **Pico 38** (triangle): ", None),  # a colon: pair_label's, as before
        ("- The **Pico 38** runs — ", None),  # words around the name: a sentence
        ("- **Pico 38** (triangle) is slow — ", None),
    ],
)
def test_a_points_bold_name_then_a_dash_before_its_pair(raw: str, want: tuple[str, str | None] | None) -> None:
    # grammars/names.lark DASHED_POINT: "- **Pico 38** (triangle) — (38, 54)" is the point Pico 38
    m = dashed_point(raw, 0, len(raw))
    assert (m and (m.group("name"), m.group("note"))) == want


def test_an_initial_before_a_word_in_small_letters_is_no_full_stop() -> None:
    # "Growth of E. coli": a species' initial; a capital before a capital still ends a sentence
    assert FULL_STOP.split("Growth of E. coli in Broth. Two strains", maxsplit=1)[0] == "Growth of E. coli in Broth"
    assert FULL_STOP.split("Scores of Model A. The rest", maxsplit=1)[0] == "Scores of Model A"


@pytest.mark.parametrize(
    ("raw", "want"),
    [
        ("0.15 proportion of grade 2", "grade 2"),
        ("12% share of the Rail", "Rail"),
        ("0.4 fraction of Kite.", "Kite"),
        ("0.15 proportion", None),  # no name after it
        ("0.15 of grade 2", None),  # no share noun: a place, not a share
        ("0.15 proportion of grade 2 (approx)", None),  # a note after the name: not the part's end
    ],
)
def test_a_value_then_the_name_it_is_a_share_of(raw: str, want: str | None) -> None:
    # grammars/names.lark SHARE_OF_NAME, from the value's end: "0.15 proportion of grade 2"
    end = len(raw.split()[0])
    m = share_of_name(raw, end, len(raw))
    assert (m and m.group("name")) == want
