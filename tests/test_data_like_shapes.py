"""grammars/data_like.lark and grammars/figure.lark through extract.statements: the shapes of a
line that looks like data (for the lines no reader took), and of what a write-up says of its
figure, each read in place."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from extract.statements import (
    ascii_words,
    bar_clause_name,
    bar_clause_seps,
    bar_clause_tail,
    fence_line,
    group_total,
    html_value_cell,
    joined_words,
    labelled_number,
    labelled_ratio,
    labelled_value_alone,
    lower_words,
    names_bar_mark,
    names_box_plot,
    names_measure_field,
    names_uncoloured_kind,
    note_opening,
    panel_letter,
    point_pair,
    quartiles_said,
    says_no_title,
    slice_colour,
    sublabel_dash,
    suffixed_cell,
    suffixed_point,
    suffixed_point_value,
    values_compared,
    without_list_number,
)
from extract.wording import says_a_reading


def suffixed_point_value_written(text: str) -> str | None:
    m = suffixed_point_value(text)
    return m.group("v") if m is not None else None


@pytest.mark.parametrize(
    ("fn", "text", "want"),
    [
        (labelled_number, "Epoch: Loss ≈ 0.8", True),
        (labelled_number, "Perplexity ≈ `7.9`", True),
        (labelled_number, "Ads: $3.8M", True),
        (labelled_number, "GPT-4o: 11K", False),  # a digit in the label: only with digits_in_label
        (labelled_number, "Trend: rising", False),
        (labelled_value_alone, "Alpha: ~0.8 (blue)", True),
        (
            quartiles_said,
            "Lower quartile ~0.3, upper quartile ~0.7.",
            [("Q1", "Lower quartile", 16), ("Q3", "upper quartile", 37)],
        ),
        (quartiles_said, "The lower quartile (Q1, bottom) is about 2.8.", [("Q1", "Q1", 41)]),
        (quartiles_said, "The upper quartile rises toward 0.9.", []),
        (labelled_value_alone, "Alpha: ~0.8 then it falls to 0.2", False),
        (labelled_ratio, "Spread ratio: ~4:1 at the far end", True),
        (labelled_ratio, "Epoch 5: 0.42", False),  # a place, then a value: no ratio
        (labelled_ratio, "Start: 07:30", True),  # (a clock's time is a number joined so, too)
        (values_compared, "At 20 km: Diesel ≈ 14 L vs. Electric ≈ 3 L", True),
        (values_compared, "Diesel ≈ 14 L, Electric ≈ 3 L", False),  # two values, not set against each other
        (values_compared, "Diesel is higher than Electric", False),
        (suffixed_cell, "| Small | 2.1M | 55.8 |", True),
        (suffixed_cell, "| Small | 2.1 | 55.8 |", False),
        (suffixed_point, "Maps app: 2.1M", True),
        (suffixed_point, "**Chat:** ~1.2B users", True),
        (suffixed_point, "Maps app: 2.1", False),
        (suffixed_point_value_written, "At hour 2: ~9k CFU/mL", "~9k"),  # a place in the label, a unit after
        (suffixed_point_value_written, "Day 4: 480k", "480k"),
        (suffixed_point_value_written, "Peak: ~4.0M at day 6", None),  # a number after it
        (suffixed_point_value_written, "Day 4: 480k (its peak)", "480k"),
        (suffixed_point_value_written, "Day 4: 480k, then 1.9M", None),
        (group_total, "Batch 1: 62.4 (Mulch), 21.1 (Bare) - Total: ~84%", 34),  # the stacked group's sum
        (group_total, "Batch 1: 62.4 (Mulch) — sum = 84.0.", 21),
        (group_total, "Batch 1 - Total: 84, then it falls", None),  # words after it: not the line's end
        (group_total, "Total: 84%", None),  # the label itself, no total after values
        (fence_line, "```json", True),
        (fence_line, "    ```", False),  # four spaces: code, no fence
        (html_value_cell, "<td align=right>9.8</td>", True),
        (html_value_cell, "<TD>n/a</TD>", False),
        (names_bar_mark, "The green bar stands at 0.49", True),
        (names_bar_mark, "Barley: 3", False),
        (point_pair, "- (1, 220 ms)", (2, 13)),
        (point_pair, "at x = 2, y = 41", (3, 16)),
        (point_pair, "max = 2, y = 41", None),  # "max" is no x
        (lower_words, "a12bc D", ["a", "bc"]),
        (says_a_reading, "spike reaching 20", True),
        (says_a_reading, "y=8.1", True),
        (says_a_reading, "Model 7", False),
        (sublabel_dash, " SHORT - ", True),  # "Model-Q: SHORT - 41.8": which of the label's bars
        (sublabel_dash, " **LONG** – ~", True),
        (sublabel_dash, " roughly ", False),  # a hedge, no dash
        (sublabel_dash, " two words - ", False),
        (bar_clause_name, "The tallest bar, Kiln, reaches roughly ", "Kiln"),
        (bar_clause_name, "the Q4 bar for the B7 depot stops at ", None),  # (a bar "for the B7 depot": no name alone)
        (bar_clause_name, "the slate bar for the B7 stops at ", "B7"),
        (bar_clause_name, "Forge-2 is noticeably longer at about ", "Forge-2"),
        (bar_clause_name, "Oven at ", "Oven"),
        (bar_clause_name, "the count climbs to ", None),  # a course, no bar placed at its value
        (bar_clause_name, "Kiln was opened in ", None),
        (bar_clause_tail, " ms.", "ms"),
        (bar_clause_tail, "", ""),
        (bar_clause_tail, " ms against 42 ms", None),  # the clause goes on: a comparison
        (lambda t: bar_clause_seps(t, 0, len(t)), "A: Kiln reaches 4, Oven at 5 and Forge at", [3, 19, 33]),
    ],
)
def test_data_like_shapes(fn: Callable[[str], object], text: str, want: object) -> None:
    assert fn(text) == want


def test_labelled_number_with_digits_in_the_label() -> None:
    assert labelled_number("GPT-4o: 11K", digits_in_label=True)


@pytest.mark.parametrize(
    ("fn", "text", "want"),
    [
        (names_box_plot, "a box-and-whisker plot of four groups", True),
        (names_box_plot, "a boxing plot", False),
        (names_uncoloured_kind, "**Bar Chart:**", True),
        (names_uncoloured_kind, "Heatmap", False),
        (note_opening, "Loss (top center)", (4, 6)),
        (note_opening, "(b) Loss", None),  # a panel letter opens no note
        (panel_letter, "(a) Overall Accuracy", "(a) "),
        (panel_letter, "Overall (a)", None),
        (says_no_title, "None", True),
        (says_no_title, "The figure shows two lines", True),
        (says_no_title, "Training Loss", False),
        (without_list_number, "1. overall (374)", "overall (374)"),
        (ascii_words, "Top-left été", ["Top", "left", "t"]),
        (joined_words, "Top-left corner", ["Top-left", "corner"]),
        (slice_colour, "Teal/Green Segment", "Teal/Green"),
        (slice_colour, "Teal", None),
        (names_measure_field, "Measure", True),
        (names_measure_field, "Measured quantity", True),
        (names_measure_field, "Measurement units", False),
    ],
)
def test_figure_shapes(fn: Callable[[str], object], text: str, want: object) -> None:
    """grammars/figure.lark: what a write-up says of its figure."""
    assert fn(text) == want
