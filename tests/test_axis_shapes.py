"""grammars/axes.lark through extract.statements: the shapes an axis statement's words are
read with (lists of ticks, trailing notes, a radar's spokes)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from extract.grammar import Shapes
from extract.statements import (
    after_label_colon,
    axes_in_passing,
    axis_named_as,
    axis_says_what_it_is,
    bins_written,
    counted_tick,
    end_placed,
    ends_on_unit,
    ends_spoke_list,
    first_clause,
    first_sentence,
    glued_to_word,
    has_clause_verb,
    has_letter,
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
    names_title_field,
    notes_to_spaces,
    number_as_tick,
    numbers_only,
    numeric_tick,
    opens_no_title,
    opens_on_word,
    pairs_of_names,
    plotted_with_units,
    quoted_tick_glossed,
    same_as,
    says_how_written,
    says_place_only,
    says_scale_not_title,
    says_what_axis_is,
    scale_suffix_said,
    scope_lead,
    side_as,
    spokes_said,
    states_settings,
    step_said,
    tick_ends,
    ticks_named_as,
    ticks_said,
    title_words,
    trailing_note,
    up_to_full_stop,
    what_counted,
    without_count_lead,
    without_list_lead,
    without_title_lead,
    without_trailing_note,
    word_in_name_after,
)


@pytest.mark.parametrize(
    ("fn", "text", "want"),
    [
        (list_parts, "Alpha, Beta and Gamma", ["Alpha", "Beta", "Gamma"]),
        (list_parts, "Alpha, and Beta", ["Alpha", "Beta"]),
        (list_parts, "Sandbox", ["Sandbox"]),
        (trailing_note, "Recall (top-right)", (6, " (top-right)")),
        (trailing_note, "Recall (top) view", None),
        (without_trailing_note, "Recall (top)", "Recall"),
        (first_sentence, "math, chemistry. Each 0.5; more", "math, chemistry"),
        (first_sentence, "version 3.5 of it", "version 3.5 of it"),
        (may_name_spokes, "five spokes", True),
        (may_name_spokes, "two lines", False),
        (spokes_said, "The axes are Alpha, Beta and Gamma.", (13, "Alpha, Beta and Gamma")),
        (spokes_said, "Its five spokes (clockwise): Recall, Planning, Tools", (29, "Recall, Planning, Tools")),
        (spokes_said, "The axes show time", None),
        (scope_lead, "In every panel the x-axis is Week", 15),
        (scope_lead, 'Two panels that share the x-axis "Depth (m)" with ticks 5, 10', 26),
        (scope_lead, "Both charts share a common y-axis from 0 to 1", 27),
        (scope_lead, "The runs share the same seed; the x-axis is Step", None),
        (
            spokes_said,
            "It has five spokes, Alpha, Beta and Value, each 0 to 10",
            (20, "Alpha, Beta and Value, each 0 to 10"),
        ),
        (spokes_said, "The plot has two axes, x and y.", None),
        (ends_spoke_list, "each scaled 0 to 1", True),
        (ends_spoke_list, "0 to 1", True),
        (ends_spoke_list, "GSM8K", False),
        (labels_spokes, "Radial Axes", True),
        (labels_spokes, "Spokes (clockwise from top)", True),
        (labels_spokes, "X-axis", False),
        (axis_named_as, "labeled Epoch (log scale)", "Epoch"),
        (axis_named_as, "labeled from 0 to 60 in increments of 10", None),
        # in a sentence the name stops where the sentence goes on about the axis's stretch
        (axis_named_as, "the y-axis is labelled Visitors and runs from 0 to 400", "Visitors"),
        (axis_named_as, "labelled Water Depth from 0 to 40", "Water Depth"),
        (axis_named_as, "labeled Precision and Recall", "Precision and Recall"),
        (ticks_named_as, "Probes labeled as KX, QR, ZT.", "KX, QR, ZT"),
        (ticks_named_as, "labeled Epoch", None),
        (step_said, "0 to 60 in increments of 10", 25),
        (step_said, "every model", None),
        (bins_written, "bins (0.0, 0.2), [0.2, 0.4)", ["(0.0, 0.2)", "[0.2, 0.4)"]),
        (is_bin_tick, "(0.0, 0.2)", True),
        (is_bin_tick, "(a, b)", False),
        (without_list_lead, " are labeled at 64k, 128k", "64k, 128k"),
        (ticks_said, "Ticks at 0, 5, 10. Then", (0, "0, 5, 10")),
        (ticks_said, "Categories: A, B and C", (0, "A, B and C")),
        (ticks_said, "no list here", None),
        (numeric_tick, "40%", True),
        (numeric_tick, "Node 4", False),
        (after_label_colon, "Model: A, B", " A, B"),
        (after_label_colon, "V:1, V:2", "V:1, V:2"),
        (first_clause, "A, B. More; less", "A, B"),
        (up_to_full_stop, "v3.5, v4. Next", "v3.5, v4"),
        (without_title_lead, ' "Preset" — fast, default, max', "fast, default, max"),
        (without_title_lead, "Model — Orca-S, Orca-M", "Orca-S, Orca-M"),
        (end_placed, "Level 1 at the top", True),
        (end_placed, "Roof on the far right", True),
        (end_placed, "Level 1", False),
        (end_placed, "Stop at the topiary", False),
        (joins_stretch, " to ", True),
        (joins_stretch, "–", True),
        (joins_stretch, ", ", False),
        (tick_ends, "Jan to Jun", True),
        (tick_ends, "W1 through W8", True),
        (tick_ends, "Jan, Feb", False),
        (tick_ends, "Back to the Future", False),
        (plotted_with_units, "The chart plots cadence (rpm) against gradient (%)", ("cadence (rpm)", "gradient (%)")),
        (plotted_with_units, "It plots cadence against gradient", None),
        (plotted_with_units, "two scatter plots comparing speed (m/s) against size (kg)", None),
        (marked_at, "with gradient marked at 0, 3 and 6 percent", ("gradient", 24)),
        (marked_at, "marked at the top", None),
        (ends_on_unit, "road gradient (%)", True),
        (ends_on_unit, "cost (in tokens)", True),
        (ends_on_unit, "the performance (Accuracy)", False),
    ],
)
def test_axis_shapes(fn: Callable[[str], object], text: str, want: object) -> None:
    assert fn(text) == want


def test_an_axis_title_shapes() -> None:
    """The shapes an axis's title is read with (grammars/axes.lark, "an axis's title")."""
    assert opens_no_title("ranging from 0 to 1") and not opens_no_title("Rangefinder error")
    assert opens_no_title("Categories", whole=True) and not opens_no_title("Categories of models", whole=True)
    assert says_what_axis_is("The y-axis represents the frequency or count.") == "frequency or count"
    assert says_what_axis_is("Epoch") is None
    # a sentence that opens on the axis says what it is; one that opens on "it" is read only
    # after an axis's label
    assert axis_says_what_it_is("The y-axis shows the number of visitors, from 0 to 400.") == "number of visitors"
    assert axis_says_what_it_is("It shows accuracy, from 0 to 1") is None
    assert [(a.which, a.label) for a in axes_in_passing("This chart shows Visitors on the y-axis.")] == [
        ("y", "Visitors")
    ]
    assert [(a.which, a.label) for a in axes_in_passing("the vertical axis, Rainfall, runs from 0 to 90")] == [
        ("y", "Rainfall")
    ]
    assert says_scale_not_title("Linear scale from 0 to 8000") and not says_scale_not_title("Log Loss")
    assert has_clause_verb("Two pairings are compared") and not has_clause_verb("Arena score")
    assert without_count_lead("four years") == "years"
    assert name_then_tick("Epoch 1") == ("Epoch", "1") and name_then_tick("Epoch") is None
    assert scale_suffix_said('in thousands ("K")', 14) and not scale_suffix_said('the key ("K")', 9)
    assert label_about_ticks("Y-Axis Ticks (from bottom to top)") and not label_about_ticks("Y-Axis")
    assert number_as_tick("1e-4") and number_as_tick("0.5 ") and not number_as_tick("v1")
    assert label_note("X-axis (Shards (s))") == (7, "Shards (s)")
    assert title_words("Score (%), ranging from 20 to 70") == "Score (%)"
    assert title_words("12,288 Probe Accuracy") == "12,288 Probe Accuracy"
    # a symbol's indices glued after a comma are part of the name ("R1,(1,1)", "Q1,1")
    assert title_words("R1,(1,1), ranging from 0.10 to 0.45.") == "R1,(1,1)"
    assert title_words("Q1,1, ranging from 0 to 1.") == "Q1,1"
    assert has_letter("3-gram") and not has_letter("10^3")
    assert names_title_field("Axis name") and not names_title_field("Axis names")


def test_what_is_no_tick_and_the_order_of_pairs() -> None:
    """grammars/axes.lark: the shapes that keep a part of a list from being a tick, a title's
    lone number, and the pairs a write-up names a grid's axes by."""
    assert listed_in_paren("Solvers (Alpha (X-Y), Beta, Gamma)") == "Alpha (X-Y), Beta, Gamma"
    assert listed_in_paren("Solvers (Alpha)") is None
    # three or more in square brackets are ticks too; two there may be the ends of a range
    assert listed_in_paren("Training examples [1k, 2k, 4k, 8k]") == "1k, 2k, 4k, 8k"
    assert listed_in_paren("Accuracy [0, 1]") is None
    assert states_settings("d=512, L=8") and not states_settings("Alpha, Beta")
    assert says_place_only("at the bottom") and says_place_only("on the left side") and not says_place_only("Bottle")
    assert says_how_written("rotated 45 degrees") and not says_how_written("Boldness")
    assert numbers_only("0% to 100%") and numbers_only("1e+2 to 1e+6") and not numbers_only("v1 to v2")
    assert lone_number("Epoch 10") == (6, 8) and lone_number("Pass@1") is None and lone_number("3-gram") is None
    assert lone_number("10 and 20", 2) == (7, 9)
    assert lone_number("Q1,1") is None and lone_number("Epoch 1, 2") == (6, 8)
    assert notes_to_spaces("Epoch (log)") == "Epoch  "
    assert what_counted("(number of sentences), 0 to 500") == "(number of sentences)"
    assert what_counted("(log scale)") is None
    assert letter_runs("Digit Scale 4") == ["Digit", "Scale"]
    assert pairs_of_names("a pair (digit_a, digit_b) and (1, 2)") == [("digit_a", "digit_b")]


def test_tick_items_grid_sides_and_same_ticks() -> None:
    """grammars/axes.lark: a tick named by an item, a grid's sides, ticks the same as another's."""
    assert quoted_tick_glossed("`t_g` (Ground Truth Score)") and not quoted_tick_glossed("`t_g` 0.5 and more 3")
    assert glued_to_word("4-bit Lion", 0, 1) and glued_to_word("GPT-4", 4, 5) and not glued_to_word("Size 4 x", 5, 6)
    assert id_note(" (2023-11-02)") and id_note("(003)") and not id_note("(7B)")
    assert word_in_name_after("Nova 2.5 Pro", 8) == 12 and word_in_name_after("Nova 2.5", 8) is None
    assert word_in_name_after("Nova 2.5 Pro", 8, 10) == 10 and word_in_name_after("Nova 2.5 Pro", 8, 9) is None
    assert opens_on_word("**Nova") and not opens_on_word("3 Nova")
    assert named_as_before("… and two weeks as ") == 6 and named_as_before("and the rows") is None
    side = side_as("three presses as rows (Press 1, Press 2)")
    assert side is not None and (side.side, side.what, side.names) == ("rows", "three presses ", "Press 1, Press 2")
    assert side_as("rows (a, b) and more") is None
    assert counted_tick("512 tokens") == "512" and counted_tick("tokens") is None
    same = same_as("identical to the X-axis labels")
    assert same is not None and (same.axis, same.chart) == ("X", None)
    other = same_as("Same parameter sizes as left chart")
    assert other is not None and (other.axis, other.chart) == (None, "left")
    assert same_as("the same color") is None


# the shapes axes.py applies in place (grammars/axes.lark, `Shapes("axes")`): (terminal, text,
# what its first match in the text is; None: no match)
_IN_PLACE: list[tuple[str, str, str | None]] = [
    ("COUNT_SAID", "it has six evenly spaced levels", "six evenly spaced levels"),
    ("COUNT_SAID", "six panels", None),
    ("COUNTED", "nine rows in all", "nine rows"),
    ("ISO_DATE", "on 2031-07-14 at noon", "2031-07-14"),
    ("ISO_DATE", "run 2031-07-14-2", None),
    ("DAY_DATE", "from Sep 9, 2030 on", "Sep 9, 2030"),
    ("DAY_DATE", "Octagon 4", None),
    ("UNSTATED_LEAD", "(not labelled) Share of kilns", "(not labelled) "),
    ("UNSTATED_LEAD", "(kilns) Share", None),
    ("NO_TICKS", "with no visible ", "no visible "),
    ("NO_TICKS", "are not shown", "are not"),
    ("UNSTATED_NOTE", "Implicit unnamed", "Implicit unnamed"),
    ("ONLY_UNSTATED", " N/A ", " N/A "),
    ("ELLIPSIS", "2, 4, …, 18", ", …, "),
    ("WHICH_AXIS_NOTE", "Vertical axis", "Vertical axis"),
    ("MARKS_NOTE", "for the dots series", "for the dots series"),
    ("QUOTED_ONLY", '"ox", `yak`, and "gnu".', '"ox", `yak`, and "gnu".'),
    ("NUMERIC_TICKS", "Numeric positions", "Numeric positions"),
    ("SECOND_AXIS_SENTENCE", "Rows: kilns. Columns: days", ". Columns"),
    ("AXIS_BRACKET", 'moisture (y-axis, "Water (%)", 5 to 25)', '(y-axis, "Water (%)", 5 to 25)'),
    ("PLOTTED_WORDS", "tracks the load of a kiln in kg from 0 to 90 ", "tracks the load of a kiln in kg from 0 to 90 "),
]


@pytest.mark.parametrize(("name", "text", "want"), _IN_PLACE)
def test_axis_shapes_applied_in_place(name: str, text: str, want: str | None) -> None:
    m = getattr(Shapes("axes"), name).search(text)
    assert (m.group() if m else None) == want


def test_plotted_words_name_the_label_without_its_stretch() -> None:
    m = Shapes("axes").PLOTTED_WORDS.search("tracks the load of a kiln in kg from 0 to 90 ")
    assert m is not None and m.group("label") == "load of a kiln in kg"


def test_a_count_is_inline_larks_and_the_wordings() -> None:
    """The count a shape reads is inline.lark's _COUNT_WORD, the same alternation as
    extract.wording.COUNT_WORD (built from NUMBER_WORDS, which holds their values)."""
    from extract.wording import COUNT_WORD

    assert Shapes("axes").COUNTED.pattern == f"(?i:(?:{COUNT_WORD})\\s+\\w+)"
