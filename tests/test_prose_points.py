"""Points stated in running prose (interpret/prose.py): read only where the x axis's own name
grounds them and the series is certain; differences, ranges and restatements are never cells."""

from __future__ import annotations

from extract import parse_text

HEAD = "## Line Chart: Validation loss\n\n* **X-axis:** Epochs, from 0 to 50.\n* **Y-axis:** Loss\n"


def cells(text: str) -> list[tuple[object, object, float]]:
    doc = parse_text(text, "prose.md")
    return sorted(((c.row, c.col, c.value) for p in doc.panels for c in p.cells), key=repr)


def test_a_value_then_at_or_by_the_x_axis_name_is_a_point_of_the_only_series() -> None:
    text = HEAD + (
        "\n### Detailed Analysis\nThe loss starts near 0.95 at epoch 0, falls to about 0.40 by epoch 10, "
        "then 0.31 by epoch 20, and ends around 0.22 at epoch 50.\n"
    )
    assert cells(text) == sorted(
        [("Loss", 0, 0.95), ("Loss", 10, 0.40), ("Loss", 20, 0.31), ("Loss", 50, 0.22)], key=repr
    )


def test_the_series_is_the_header_or_the_one_legend_entry_the_sentence_names() -> None:
    text = HEAD + (
        '* **Legend:** "Warm" (red) and "Cold" (grey)\n\n### Detailed Analysis\n'
        "* **Warm (red):** Starts at approximately 0.9 and drops to about 0.3 by epoch 20.\n"
        "* Cold reaches roughly 0.5 at epoch 20.\n"
        "* The curves cross near epoch 30 (Warm ≈ 0.28, Cold ≈ 0.27).\n"
    )
    # ("Starts at approximately 0.9" stands where the x axis's stated stretch begins: epoch 0)
    assert cells(text) == sorted(
        [("Warm", 0, 0.9), ("Warm", 20, 0.3), ("Cold", 20, 0.5), ("Warm", 30, 0.28), ("Cold", 30, 0.27)], key=repr
    )


def test_a_sentence_naming_no_series_of_several_is_not_read() -> None:
    text = HEAD + (
        '* **Legend:** "Warm" (red) and "Cold" (grey)\n\n### Detailed Analysis\n'
        "One of the curves reaches 0.5 at epoch 20.\n"
    )
    assert cells(text) == []


def test_a_sentence_opening_on_both_lines_gives_its_one_value_to_every_entry() -> None:
    text = HEAD + (
        '* **Legend:** "Warm" (red) and "Cold" (grey)\n\n### Detailed Analysis\n'
        "* **Warm (red):** Drops to about 0.6 by epoch 10.\n"
        "* **Crossing**: Both lines meet at ~0.45 by epoch 25.\n"
        "* Both lines differ by 0.1 at epoch 40.\n"
    )
    assert cells(text) == sorted([("Warm", 10, 0.6), ("Warm", 25, 0.45), ("Cold", 25, 0.45)], key=repr)


def test_both_lines_of_a_legend_of_three_say_not_which_entries() -> None:
    text = HEAD + (
        '* **Legend:** "Warm" (red), "Cold" (grey) and "Mild" (green)\n\n### Detailed Analysis\n'
        "* **Crossing**: Both lines meet at ~0.45 by epoch 25.\n"
    )
    assert cells(text) == []


def test_differences_ranges_and_places_that_are_not_the_x_axis_are_not_points() -> None:
    text = HEAD + (
        "\n### Detailed Analysis\nThe loss improves by 0.05 at epoch 9. It varies between 0.3 and 0.4 at epoch 12. "
        "A gain of 0.1 by epoch 14 follows. The value 0.7 at layer 3 is unrelated.\n"
    )
    assert cells(text) == []


def test_a_data_line_wins_over_the_prose_that_restates_it() -> None:
    text = HEAD + (
        "\n### Detailed Analysis\n* Epoch 10: 0.42\n\nThe loss is about 0.4 by epoch 10 and 0.3 by epoch 30.\n"
    )
    assert cells(text) == sorted([("Loss", 10, 0.42), ("Loss", 30, 0.3)], key=repr)


def test_a_sentence_opening_with_it_continues_the_series_the_paragraph_named() -> None:
    text = HEAD + (
        '* **Legend:** "Warm" (red) and "Cold" (grey)\n\n### Detailed Analysis\n'
        "The Cold curve dips to about 0.35 at epoch 10. It then climbs back to roughly 0.4 at epoch 20.\n"
    )
    assert cells(text) == sorted([("Cold", 10, 0.35), ("Cold", 20, 0.4)], key=repr)


def test_one_event_per_bullet_with_measure_words_and_the_x_name_after_its_number() -> None:
    text = HEAD + (
        '* **Legend:** "Warm" (red) and "Cold" (grey)\n\n### Detailed Analysis\n1. **Warm (Red Line)**:\n'
        "- Starts at ~0.90 loss at epoch 0.\n- Rises to ~0.95 at 5 epochs.\n- Sharp drop to ~0.40 by epoch 20.\n"
        "- Fluctuates between ~0.30 and ~0.35 from epoch 20 to epoch 40.\n"
    )
    assert cells(text) == sorted([("Warm", 0, 0.9), ("Warm", 5, 0.95), ("Warm", 20, 0.4)], key=repr)


def test_y_equals_and_x_equals_and_a_place_that_opens_its_clause() -> None:
    text = HEAD + (
        "\n### Detailed Analysis\n- Starts near y=1.2 at x=0.\n- Reaches a low of approximately 0.2 at x=30.\n"
        "- **Final Value**: By epoch 50, the loss remains close to 0.25.\n"
        "- **Early Phase (Epochs 0–10)**: The loss starts at approximately 1.2 and drops to around 0.6 by epoch 10.\n"
    )
    assert cells(text) == sorted([("Loss", 0, 1.2), ("Loss", 30, 0.2), ("Loss", 50, 0.25), ("Loss", 10, 0.6)], key=repr)


def test_a_stretch_a_bound_a_later_clause_and_a_place_of_another_clause_are_no_points() -> None:
    text = HEAD + (
        "\n### Detailed Analysis\n- Stable at ~0.5 from epoch 5 to epoch 10.\n- Stays below 0.3 after epoch 30.\n"
        "- Converges with the target by epoch 40, ending at ~0.21.\n- Holds at ~0.4 until epoch 12.\n"
    )
    assert cells(text) == []


def test_a_stretch_of_x_keying_a_line_is_no_place_and_value_even_in_latex_math() -> None:
    text = HEAD + (
        "\n### Series 1: Kappa (Black)\n* Epochs = 10 to 40: Levels off at 0.35.\n* Epochs = 45: 0.33\n"
        "\n### Series 2: Lambda (Blue)\n* $\\epsilon=0$ to $30$: Holds at $\\approx 0.52$.\n"
        "* $\\epsilon=0$: $0.60$\n"
    )
    assert cells(text) == [("Kappa", 45, 0.33), ("Lambda", 0, 0.6)]


def test_two_values_for_one_place_on_a_line_are_both_kept_and_reported() -> None:
    """The write-up gives the place two values: both are cells, and the conflict is said (an
    info: one line, so the text does not prove which one is meant); before, both were dropped
    without a word."""
    text = HEAD + "\n### Detailed Analysis\n- Dips to ~0.3 at epoch 10, or to ~0.35 at epoch 10 by another reading.\n"
    assert cells(text) == [("Loss", 10, 0.3), ("Loss", 10, 0.35)]
    found = [(d.name, d.severity) for d in parse_text(text, "prose.md").diagnostics]
    assert ("cell-conflict", "info") in found


def test_a_series_label_with_a_drawing_note_names_the_series_of_its_sentence() -> None:
    text = HEAD + (
        "\n### Detailed Analysis\n"
        "* **Alpha (2B) - Blue Line:** The line starts at approximately 0.9 at epoch 0 and reaches approximately 0.3 "
        "at epoch 50.\n"
        "* **Beta (2B) - Red Line:** The line starts at approximately 0.8 at epoch 0 and reaches approximately 0.2 "
        "at epoch 50.\n"
    )
    assert cells(text) == sorted(
        [("Alpha (2B)", 0, 0.9), ("Alpha (2B)", 50, 0.3), ("Beta (2B)", 0, 0.8), ("Beta (2B)", 50, 0.2)], key=repr
    )


def test_units_of_the_axes_glued_to_the_numbers() -> None:
    text = (
        '## Line Chart: Discharge\n* **X-axis:** Labeled "Time (s)".\n* **Y-axis:** Labeled "Voltage (V)".\n'
        "### Detailed Analysis\n1. First peak at ~9V at 0s.\n2. Decay to ~3V by 5s.\n3. Flat at ~3V from 5s to 9s.\n"
    )
    assert cells(text) == sorted([("Voltage (V)", 0, 9), ("Voltage (V)", 5, 3)], key=repr)


def test_a_header_naming_a_legend_entry_in_parentheses_is_that_entry() -> None:
    text = (
        "## Line Graph: Two Traces\n- **Legend**: top right, associating:\n"
        '- **Blue line**: "Line A"\n- **Orange line**: "Line B"\n### Detailed Analysis\n'
        "1. **Blue Line (Line A)**:\n- x=4: ~0.21\n2. **Orange Line (Line B)**:\n- x=4: ~0.18\n"
    )
    assert cells(text) == sorted([("Line A", 4, 0.21), ("Line B", 4, 0.18)], key=repr)


def test_a_category_label_places_the_one_value_of_its_sentences() -> None:
    text = (
        "## Bar Chart: Scores\n* **Y-axis:** Solver\n* **X-axis:** Mean Score (%), ranging from 0 to 100.\n"
        "### Detailed Analysis\n"
        "* **Solver-A:** The bar extends to approximately 72% mean score. The error bar extends from approximately "
        "60% to 84%.\n"
        "* **Solver-B:** Score of 65.5. The bar extends to approximately 65% of the x-axis.\n"
        "* **Solver-C:** Somewhere near 40% or 45%.\n"
    )
    assert cells(text) == sorted([("Mean Score (%)", "Solver-A", 72), ("Mean Score (%)", "Solver-B", 65.5)], key=repr)


def test_a_box_header_places_its_median_not_its_quartiles_or_outliers() -> None:
    text = (
        "## Box Plot: Reply Length\n* **X-axis:** Language\n* **Y-axis:** Word Count\n### Detailed Analysis\n"
        "**Dutch:**\n* The box spans approximately from 300 to 520 words.\n"
        "* The median word count for Dutch is around 410.\n* The first quartile (Q1) is approximately 330.\n"
        "* There is one outlier at approximately 1100.\n"
    )
    assert cells(text) == [("Word Count", "Dutch", 410)]


def test_a_label_that_says_which_point_follows_or_a_place_after_a_label_is_no_category() -> None:
    text = HEAD + (
        "\n### Detailed Analysis\n- **Key inflection**: Crosses the target line at ~epoch 30.\n"
        "- **Final Value**: By epoch 50, the loss remains close to 0.25.\n"
    )
    assert cells(text) == [("Loss", 50, 0.25)]


def test_a_legend_said_to_be_absent_lists_no_series() -> None:
    text = HEAD + (
        "- **Legend**: Not visible in the image.\n- **Line**: A single blue line representing the loss curve.\n"
        "\n### Detailed Analysis\n- The loss falls to about 0.4 by epoch 10.\n"
    )
    assert cells(text) == [("Loss", 10, 0.4)]


def test_a_change_between_two_values_is_no_cell_and_its_label_no_category() -> None:
    text = HEAD + (
        "\n### Detailed Analysis\n- At x=0: y≈0.9\n- At x=50: y≈0.3\n"
        "- Initial segment (x=0 to x=10): Slight downward slope (0.9 → 0.8).\n"
    )
    assert cells(text) == sorted([("Loss", 0, 0.9), ("Loss", 50, 0.3)], key=repr)


def test_with_no_axis_stated_the_usual_x_names_place_values() -> None:
    text = "# Fig. 3: accuracy over training\n\nThe accuracy rises from 0.41 at step 10 to 0.77 at step 90.\n"
    assert cells(text) == sorted([(None, 10, 0.41), (None, 90, 0.77)], key=repr)


def test_a_number_in_a_name_is_no_value() -> None:
    text = HEAD + (
        '* **Legend:** "Model 1" (red) and "Model 2" (grey)\n\n### Detailed Analysis\n'
        "* Model 1 stays ahead of Model 2 at epoch 20.\n"
    )
    assert cells(text) == []


def test_a_grid_sentence_names_its_row_once_and_each_value_its_column() -> None:
    text = (
        "The heatmap shows a confusion matrix. The horizontal axis is labeled “Guess” and includes labels 0 and 1. "
        "The vertical axis is labeled “Actual” and includes labels 0 and 1. "
        "In the first row for actual class 0, the values are 41 under guess 0 and 3 under guess 1. "
        "In the second row for actual class 1, the values are 5 under guess 0 and 44 under guess 1.\n"
    )
    assert cells(text) == sorted([(0, 0, 41), (0, 1, 3), (1, 0, 5), (1, 1, 44)], key=repr)


def test_a_value_reached_where_a_stretch_ends_is_placed_there() -> None:
    text = HEAD + (
        "\n### Detailed Analysis\n* **Warm (red):** Starts at approximately 0.9 and falls quickly until around "
        "epoch 20, reaching approximately 0.4. It reaches approximately 0.3 by epoch 50.\n"
        "* **Cold (grey):** Stays near 0.8 until epoch 30, then falls to 0.5 by epoch 50.\n"
    )
    # "stays near 0.8 until epoch 30" is a value over a stretch, not a cell; "starts at" stands
    # where the x axis's stated stretch ("from 0 to 50") begins
    assert cells(text) == sorted([("Warm", 0, 0.9), ("Warm", 20, 0.4), ("Warm", 50, 0.3), ("Cold", 50, 0.5)], key=repr)


def test_a_unit_with_a_slash_and_a_plural_x_noun_stand_between_a_value_and_its_place() -> None:
    text = (
        "## Line Chart: Serving\n\n* X-axis: Replicas (1, 2, 4)\n* Y-axis: Served (q/s)\n\n### Description\n"
        "Serving begins at roughly 1,130 q/s at 1 replica and nearly doubles to about 2,090 q/s at 2 replicas. "
        "At 4 replicas it reaches approximately 3,870 q/s.\n"
    )
    assert cells(text) == sorted(
        [("Served (q/s)", 1, 1130), ("Served (q/s)", 2, 2090), ("Served (q/s)", 4, 3870)], key=repr
    )


def test_a_legend_sentence_names_the_series_that_colour_and_name_sentences_speak_of() -> None:
    """The legend given in a sentence ("a dashed grey line for Orca and …"); "It" goes on about
    the series the sentence before named, on its paragraph or the next item of its list; a
    stated tick after "at" is a place without the x axis's noun, and "for <tick> <noun>" too."""
    head = (
        "## Line Chart: Recall by Shard Count\n* **X-axis:** Shards (count), ticks at 10, 100 and 1,000.\n"
        "* **Y-axis:** Recall\n\n### Detailed Analysis\n"
        "The legend sits at the top: a dashed grey line for Orca and a solid green line for Orca-Lite.\n\n"
    )
    text = head + (
        "The grey Orca line begins at about 0.72 at 10 shards. It rises to roughly 0.80 at 100.\n\n"
        "* The green Orca-Lite line starts at approximately 0.66 for 10 shards.\n"
        "* It ends near 0.58 at 1,000 shards.\n"
    )
    assert cells(text) == sorted(
        [("Orca", 10, 0.72), ("Orca", 100, 0.8), ("Orca-Lite", 10, 0.66), ("Orca-Lite", 1000, 0.58)], key=repr
    )


def test_a_bare_number_after_at_or_a_duration_after_for_is_no_place_unless_a_tick() -> None:
    text = (
        "## Line Chart: Loss\n* **X-axis:** Epochs, ticks at 0, 10, 20.\n* **Y-axis:** Loss\n\n"
        "### Detailed Analysis\nThe loss is about 0.5 at 15. It stays near 0.4 for 5 epochs. "
        "It is 0.3 at 20.\n"
    )
    assert cells(text) == [("Loss", 20, 0.3)]


def test_the_line_of_a_sentence_is_no_series_named_the() -> None:
    text = HEAD + (
        "\n### Validation Loss (Red Line)\n* The line starts at approximately 0.9 at epoch 0.\n"
        "* It falls to approximately 0.5 by epoch 10.\n* Epoch 50: ~0.2\n"
    )
    assert cells(text) == sorted(
        # the chart's one line, its header in the y axis's words: keyed by the y axis (c5 007's gold)
        [("Loss", 0, 0.9), ("Loss", 10, 0.5), ("Loss", 50, 0.2)],
        key=repr,
    )


def test_a_sentence_opening_on_a_drawn_name_names_its_series_without_a_legend() -> None:
    """ "The dashed Orca line …" names Orca (the drawing words are notes); "The Blue line" names
    no series Blue."""
    text = (
        "## Line Chart: Recall\n* **X-axis:** Shards, ticks at 10 and 100.\n* **Y-axis:** Recall\n\n"
        "### Detailed Analysis\nThe dashed grey Orca line begins at about 0.72 at 10 shards. "
        "It ends near 0.80 at 100.\n\n"
        "The solid green Orca-Lite line starts at approximately 0.66 at 10 shards.\n"
    )
    assert cells(text) == sorted([("Orca", 10, 0.72), ("Orca", 100, 0.8), ("Orca-Lite", 10, 0.66)], key=repr)


def test_an_axis_named_with_a_generic_last_word_places_values() -> None:
    """ "at batch size 64" with the x axis "Batch Size": "size" alone names nothing, but the
    axis's whole name does; "Reaches ~30" opens a sentence, it is no name "Reaches 30"."""
    text = (
        '## Line Chart: Latency vs. Batch Size\n\n* **X-axis:** "Batch Size"\n* **Y-axis:** "Latency (ms)"\n'
        "* **Legend:** Fused (blue), Plain (red)\n\n### Detailed Analysis\n1. **Fused (Blue Line)**:\n"
        "- Climbs to ~14 ms at batch size 64.\n- Reaches ~30 ms by batch size 128.\n"
    )
    assert cells(text) == sorted([("Fused", 64, 14.0), ("Fused", 128, 30.0)], key=repr)


def test_a_scale_word_between_a_place_and_the_x_name_on_an_axis_of_small_numbers() -> None:
    """ "At approximately 1.4 billion tokens" on an axis of tokens in billions is the x 1.4;
    on an axis whose stated ticks are raw counts it is no place of 1.4."""
    body = (
        "\n### Detailed Analysis\n* **Kite (Blue):** The line slopes upward initially, then levels off.\n"
        "* At approximately 1.5 billion tokens, the accuracy is around 41.0%.\n"
        "* At approximately 2.5 billion tokens, the accuracy is around 44.5%.\n"
    )
    small = "## Line Chart: Accuracy vs. Tokens\n\n* **X-axis:** Training Tokens, in Billions, ticks 1.5, 2.0, 2.5\n"
    raw = "## Line Chart: Accuracy vs. Tokens\n\n* **X-axis:** Training Tokens, ticks 1500000000, 2500000000\n"
    head = "* **Y-axis:** Accuracy (%)\n* **Legend:** Kite (blue), Wren (red)\n"
    assert cells(small + head + body) == sorted([("Kite", 1.5, 41.0), ("Kite", 2.5, 44.5)], key=repr)
    assert [c for c in cells(raw + head + body) if c[1] in (1.5, 2.5)] == []


def test_legend_items_shaded_or_placed_in_brackets_name_the_series_of_each_sentence() -> None:
    """ "(palest teal)" is how an entry is drawn, "(Upper-Left of each plot)" where the legend
    sits; the y axis's own word after a value ("6.5 gain") names the measure, no difference."""
    text = (
        "## Bar Charts: Gain by worker count\n* **Y-axis (Gain):** 0 to 10.\n"
        "* **X-axis (Worker count (n)):** 2, 4, 8.\n* **Legend (Upper-Left of each plot):**\n"
        "* Hopper (palest teal)\n* Skipper (darkest teal)\n### Detailed Analysis\n"
        "* **Hopper:** Starts at approximately 6.5 gain for 2 workers, falling to about 4 for 8 workers.\n"
        "* **Skipper:** Starts at approximately 5.5 gain for 2 workers, falling to about 2.5 for 8 workers.\n"
    )
    doc = parse_text(text, "prose.md")
    assert doc.panels[0].x is not None and doc.panels[0].x.label == "Worker count (n)"
    assert cells(text) == sorted(
        [("Hopper", 2, 6.5), ("Hopper", 8, 4), ("Skipper", 2, 5.5), ("Skipper", 8, 2.5)], key=repr
    )


def test_labelled_items_giving_one_x_different_values_are_reported_not_merged() -> None:
    """ "**k = 2:**" and "**k = 4:**" over values at one x name series no legend lists: none is
    the chart's only line (no cell keyed by the y axis), and the lines are reported."""
    text = HEAD + (
        "\n### Detailed Analysis\n* **k = 2:** Starts near 0.9, settling around a loss of 0.21 at epoch 50.\n"
        "* **k = 4:** Starts near 0.8, settling around a loss of 0.27 at epoch 50.\n"
    )
    doc = parse_text(text, "prose.md")
    assert [c for p in doc.panels for c in p.cells] == []
    assert doc.diagnostics


def test_a_bin_written_as_its_two_ends_before_a_named_value_is_no_point() -> None:
    """ "(0.20, 0.40): Median ≈ 0.37, Range ≈ 0.15-0.55": the pair names a bin of the x axis,
    the values after it are the bin's; it is no point at x 0.20 of value 0.40."""
    text = HEAD + (
        "\n### Detailed Analysis\n* (0.20, 0.40): Median ≈ 0.37, Range ≈ 0.15-0.55\n"
        "* (0.40, 0.60): Median ≈ 0.38, Range ≈ 0.18-0.55\n"
    )
    assert all(v in (0.37, 0.38) for _, _, v in cells(text))


BINS = (
    '## Violin Plot: Yield by Moisture Bin\n* **Y-axis:** "Yield" (0 to 9)\n'
    '* **X-axis:** "Moisture", bins (0.0, 0.5), (0.5, 1.0), (1.0, 1.5)\n'
)


def test_bins_an_axis_lists_by_their_two_ends_are_its_ticks_and_the_one_series_is_the_y_axis() -> None:
    """An axis listing "(0.0, 0.5), (0.5, 1.0), …" has those bins as ticks (no ticks 0.0 and
    0.5); each bin's median is a cell of the y axis's unnamed series, and a line that also
    gives the bin's range still gives its median."""
    text = BINS + (
        "\n### Detailed Analysis\n* (0.0, 0.5): Median ≈ 3.1\n* (0.5, 1.0): Median ≈ 4.6\n"
        "* (1.0, 1.5): Median ≈ 5.2, Range ≈ 2.0-7.5\n"
    )
    doc = parse_text(text, "bins.md")
    assert [t for p in doc.panels for t in p.x.ticks] == ["(0.0, 0.5)", "(0.5, 1.0)", "(1.0, 1.5)"]
    assert cells(text) == sorted(
        [("Yield", "(0.0, 0.5)", 3.1), ("Yield", "(0.5, 1.0)", 4.6), ("Yield", "(1.0, 1.5)", 5.2)], key=repr
    )


def test_a_bin_the_axis_lists_is_no_point_in_prose() -> None:
    """ "the yield grows from (0.0, 0.5) to (1.0, 1.5)" names two bins of the axis: no points
    (0.0, 0.5) and (1.0, 1.5) of a series named by the sentence."""
    text = BINS + (
        "\nAcross the chart the yield grows from (0.0, 0.5) to (1.0, 1.5) as the soil gets wetter.\n"
        "\n### Detailed Analysis\n* (0.0, 0.5): Median ≈ 3.1\n"
    )
    assert cells(text) == [("Yield", "(0.0, 0.5)", 3.1)]


def test_a_bold_header_naming_a_chart_by_its_kind_and_what_it_shows_is_its_panel() -> None:
    """ "**1. Ridge Plot of Yield across Depth:**" over the bins' lines names the panel of every
    line below it, however each line is read (no second panel for a line read on its own)."""
    text = (
        "## Ridge Plots: Yield\n* **Y-axis:** Yield, 0 to 9\n"
        "* **X-axis:** Depth, bins (0.0, 0.5), (0.5, 1.0), (1.0, 1.5)\n### Detailed Analysis\n"
        "**1. Ridge Plot of Yield across Depth:**\n"
        "* **(0.0, 0.5):** The violin is dark green, with a distribution centered around a yield of about 3.5.\n"
        "* **(0.5, 1.0):** The violin is green, with a distribution centered around a yield of about 4.0.\n"
    )
    doc = parse_text(text, "ridge.md")
    assert [p.title for p in doc.panels] == ["Ridge Plot of Yield across Depth"]
    assert cells(text) == sorted([("Yield", "(0.0, 0.5)", 3.5), ("Yield", "(0.5, 1.0)", 4.0)], key=repr)


def test_a_header_at_a_step_places_the_values_below_it_at_that_step() -> None:
    """ "**At Step ~300 (estimated):**" over "* North: ~4.5": x 300 (the preposition, the
    approximation and the note say no more), not a column "At Step ~300"; a legend item
    '**Series 1:** "North" - a blue line' names the series North, not a series "Series 1"."""
    text = (
        '## Line Chart: Drift vs. Steps\n* **X-Axis:**\n* **Label:** "Steps"\n* **Markers:** 0, 200, 400.\n'
        '* **Y-Axis:**\n* **Label:** "Drift"\n* **Legend:**\n'
        '* **Series 1:** "North" - a solid blue line.\n* **Series 2:** "South" - a solid red line.\n'
        "### Detailed Analysis\n* **At Step ~300 (estimated):**\n* North: ~4.5\n* South: ~5.0\n"
        "* **At Step 400:**\n* North: ~4.0\n* South: ~4.8\n"
    )
    assert cells(text) == sorted(
        [("North", 300, 4.5), ("South", 300, 5.0), ("North", 400, 4.0), ("South", 400, 4.8)], key=repr
    )


def test_points_after_a_clause_that_places_them_belong_to_the_series_not_to_the_clause() -> None:
    """ "Crests at roughly (x=2, y=0.8), (x=6, y=0.8)": the words before the pairs say how the
    curve runs; the points are the legend's one series, no row "Crests at roughly"."""
    text = (
        '## Line Chart: Tide\n* **X-axis:** Hour\n* **Y-axis:** Level\n* **Legend:** "Tide"\n'
        "\n### Detailed Analysis\n- **Key Points**:\n- Crests at roughly (x=2, y=0.8), (x=6, y=0.8).\n"
        "- Dips near (x=4, y=-0.6), (x=8, y=-0.6).\n"
    )
    assert cells(text) == sorted([("Tide", 2, 0.8), ("Tide", 6, 0.8), ("Tide", 4, -0.6), ("Tide", 8, -0.6)], key=repr)


def test_pairs_in_a_sentence_after_the_lines_own_label_belong_to_that_label() -> None:
    """ "**Tide (teal):** The teal line shows the tide. It rises at (1, 0.2), (3, 0.7).": the
    row is the label Tide, not the sentence before the pairs."""
    text = (
        "## Line Chart: Tide\n* **X-axis:** Hour\n* **Y-axis:** Level\n"
        "\n### Detailed Analysis\n* **Tide (teal):** The teal line shows the tide. It rises at (1, 0.2), (3, 0.7).\n"
    )
    assert cells(text) == sorted([("Tide", 1, 0.2), ("Tide", 3, 0.7)], key=repr)


def test_pairs_under_a_label_naming_the_mark_are_the_legend_entry_so_spelled() -> None:
    """ "**Tide Curve (Teal):** … It starts at (0, 0.1) and climbs to about (4, 0.9).", with the
    legend's "Tide curve": the row is that entry, and "a flat line from (0, 0.5) to (4, 0.5)"
    is the Baseline's two points, not a row named by the sentence."""
    text = (
        "## Line Chart: Tide\n* **X-axis:** Hour\n* **Y-axis:** Level\n* **Legend:**\n"
        "* Teal solid line: Tide curve\n* Grey dashed line: Baseline\n\n### Detailed Analysis\n"
        "* **Tide Curve (Teal):** The teal line is the tide. It starts at (0, 0.1) and climbs to about (4, 0.9).\n"
        "* **Baseline (Grey):** The grey line is a reference. It is a flat line from (0, 0.5) to (4, 0.5).\n"
    )
    assert cells(text) == sorted(
        [("Tide curve", 0, 0.1), ("Tide curve", 4, 0.9), ("Baseline", 0, 0.5), ("Baseline", 4, 0.5)], key=repr
    )


def test_values_with_units_at_an_x_named_only_in_prose() -> None:
    """No axis line: "… 71 °C at minute 15, 79 °C at minute 30 …" places three or more values
    at "minute", so minute is the x axis; a unit after a value ("°C") keeps it a value."""
    text = (
        "# Line Chart: Kiln Temperature\n\n"
        "The Clay curve starts at 20 °C at minute 0, climbs to 310 °C at minute 10, 540 °C at minute 20 "
        "and 610 °C at minute 30.\n"
    )
    doc = parse_text(text, "kiln.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [("Clay", 0, 20), ("Clay", 10, 310), ("Clay", 20, 540), ("Clay", 30, 610)]


def test_a_month_label_over_named_values_is_the_x() -> None:
    """ "- Mar: Kestrel ≈ 5.0, Osprey ≈ 4.1" with no ticks listed: the month is the place on
    the x axis, the names after it the series (it was read the other way round)."""
    text = (
        "**Line chart: Ferry Riders (thousands)**\n\nX-axis: Month. Y-axis: Riders (thousands).\n\n"
        "- Jan: North ≈ 3.1, South ≈ 4.0\n- Feb: North ≈ 3.8, South ≈ 4.2\n- March: North ≈ 5.0, South ≈ 4.1\n"
    )
    doc = parse_text(text, "riders.md")
    got = {(c.row, c.col): c.value for p in doc.panels for c in p.cells}
    assert got == {
        ("North", "Jan"): 3.1, ("South", "Jan"): 4.0, ("North", "Feb"): 3.8,
        ("South", "Feb"): 4.2, ("North", "March"): 5.0, ("South", "March"): 4.1,
    }  # fmt: skip


def test_an_area_chart_table_runs_along_its_year_header() -> None:
    """ "# Stacked Area Chart: …" is read as a line chart; its table's header of years is the
    x axis and its rows the series."""
    text = (
        "# Stacked Area Chart: Boats by Harbour\n\n| Harbour | 2021 | 2022 | 2023 |\n|---|---|---|---|\n"
        "| East | 4 | 6 | 9 |\n| West | 7 | 7 | 8 |\n"
    )
    doc = parse_text(text, "boats.md")
    assert doc.kind == "line"
    got = {(c.row, c.col): c.value for p in doc.panels for c in p.cells}
    assert got[("East", 2023)] == 9 and got[("West", 2021)] == 7 and len(got) == 6


def test_a_scatter_table_with_no_axis_stated_is_one_point_per_row() -> None:
    """ "| Model | Parameters (B) | Accuracy (%) |" in a scatter plot with no axis line: each
    row is a point, x first as a pair is written (it was read as a grid of two columns)."""
    text = (
        "## Scatter Plot: Recall vs. Index Size\n\n| System | Index size (GB) | Recall (%) |\n|---|---|---|\n"
        "| Quill | 1.5 | 61.0 |\n| Marten | 4.0 | 70.5 |\n| Osprey | 12 | 77.2 |\n"
    )
    doc = parse_text(text, "recall.md")
    got = sorted((str(c.row), c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [("Marten", 4.0, 70.5), ("Osprey", 12, 77.2), ("Quill", 1.5, 61.0)]


def test_values_said_respectively_of_a_list_of_places_are_paired_in_order() -> None:
    text = HEAD + (
        "\n### Detailed Analysis\nThe loss at 10 and 20 epochs is about 0.41 and 0.33, respectively.\n"
        "Between 30 and 40 epochs it sits at 0.28 and 0.26 respectively.\n"
    )
    assert cells(text) == sorted([("Loss", 10, 0.41), ("Loss", 20, 0.33)], key=repr)


def test_a_bold_name_before_curve_names_the_series_of_its_paragraph() -> None:
    """ "The **Cross-encoder** curve (dark purple) starts at k=1 with a recall of about 0.48":
    the series Cross-encoder (a part that is a marker's name, "Cross", does not make the
    compound a drawing note); before, the values went to the y axis's row and the next
    paragraph's true values about ColBERT were flagged against them."""
    text = (
        "## Recall Curve\n\n**X-axis:** Top-k (1, 5, 10). **Y-axis:** Recall (0 to 1).\n\n"
        "The **Cross-encoder** curve (dark purple) starts at k=1 with a recall of about 0.48, rises to about "
        "0.79 at k=5 and reaches roughly 0.88 at k=10.\n\n"
        "The **ColBERT** curve (light green) has a recall of approximately 0.41 at k=1, 0.72 at k=5 and 0.83 at k=10.\n"
    )
    doc = parse_text(text, "recall.md")
    got = {(c.row, c.col): c.value for p in doc.panels for c in p.cells}
    assert got[("Cross-encoder", 1)] == 0.48 and got[("ColBERT", 10)] == 0.83 and len(got) == 6
    assert not [x for x in doc.diagnostics if x.severity != "info"]


def test_a_series_label_ending_on_points_names_the_series() -> None:
    """ "**Linear probe** points: $(10^3, 41.0)$, …": the series is "Linear probe"; "points"
    only says what the pairs are (it was the series "Linear probe points")."""
    text = (
        "### Figure: Error vs. Data Size\n\nThe x-axis is the data size $N$; the y-axis the error (%).\n\n"
        "**Ridge** points: $(10^2, 30.5)$, $(10^3, 21.0)$.\n\n**Lasso** points: $(10^2, 33.0)$, $(10^3, 19.5)$.\n"
    )
    doc = parse_text(text, "error.md")
    got = {(c.row, c.col): c.value for p in doc.panels for c in p.cells}
    assert got == {("Ridge", 100): 30.5, ("Ridge", 1000): 21.0, ("Lasso", 100): 33.0, ("Lasso", 1000): 19.5}


def test_a_value_then_when_and_its_place_is_a_point() -> None:
    text = HEAD + (
        "\n### Detailed Analysis\nThe loss is approximately **0.62** when epoch = 10, and about 0.35 when epoch = 40.\n"
    )
    assert cells(text) == sorted([("Loss", 10, 0.62), ("Loss", 40, 0.35)], key=repr)


def test_a_number_in_brackets_after_a_place_is_no_name_of_a_column() -> None:
    """ "until epoch 20 (40)": the bracket holds the value at that place, never a column named
    by a tick of the value axis ("40") given the place's number as its value (before, (Warm,
    40) = 20)."""
    text = (
        "## Line Chart: Score\n\n* **X-axis:** Epoch, from 0 to 50.\n* **Y-axis:** Score\n"
        "- Markers: 20, 30, 40, 50\n"
        '* **Legend:** "Warm" (red) and "Cold" (grey)\n\n## Series\n'
        "### **Warm (red)**\n- Epoch 10: 33\n- Epoch 20: 40\n- Tracks the Cold line until epoch 20 (**40**).\n"
    )
    got = cells(text)
    assert ("Warm", 40, 20) not in got
    assert ("Warm", 20, 40) in got


def test_a_count_of_what_is_drawn_under_a_category_is_no_value() -> None:
    # "There are 6 violins" counts the marks drawn for the category; the sentence after it
    # gives the category's value
    text = (
        "## Violin Plot: Brew time\n* **X-axis:** Brew time (s), 0 to 90\n"
        '* **Y-axis:** Method: "Drip", "Press"\n### Detailed Analysis\n'
        "* **Drip (Teal):**\n* The Drip violins sit at the top. There are 6 violins.\n"
        "* **Press (Rust):**\n* The Press violin sits lower. Its median reaches about 64.\n"
    )
    assert all(v != 6 for _, _, v in cells(text))


def test_snake_case_axis_names_that_share_a_word_place_a_grid_cell() -> None:
    # "true_bin" and "pred_bin" share "bin": each is written whole before its number
    text = (
        "## Heatmap: Bin Accuracy\n- **X-axis (pred_bin)**: Labeled 1 to 3.\n"
        "- **Y-axis (true_bin)**: Labeled 1 to 3.\n### Detailed Analysis\n"
        "- `true_bin=1` predicting `pred_bin=2` = 0.06.\n- `true_bin=3` predicting `pred_bin=1` = 0.02.\n"
    )
    assert cells(text) == sorted([(1, 2, 0.06), (3, 1, 0.02)], key=repr)


SIZES = (
    "## Line Chart: Build time\n\n* **X-axis:** Modules, ticks at 10, 20, 40.\n* **Y-axis:** Time (s)\n"
    '* **Legend:** "Kiln" (blue) and "Forge" (red)\n\n### Detailed Analysis\n'
)


def test_one_place_then_each_value_after_its_own_entry_gives_each_entry_a_point() -> None:
    text = SIZES + (
        "At 10 modules, Kiln takes 4.2 s while Forge takes 5.1 s.\n"
        "Going to 20 brings Kiln to 6.0 s and Forge to 8.8 s.\n"
    )
    assert cells(text) == sorted(
        [("Kiln", 10, 4.2), ("Forge", 10, 5.1), ("Kiln", 20, 6.0), ("Forge", 20, 8.8)], key=repr
    )


def test_a_value_after_words_naming_both_entries_is_no_point_of_either() -> None:
    text = SIZES + "At 40 modules, Kiln and Forge both take 9.5 s, and Forge then takes 9.9 s.\n"
    assert cells(text) == []


def test_a_number_that_is_no_stated_tick_is_no_place_for_the_entries_values() -> None:
    text = SIZES + "With 3 workers, Kiln takes 4.2 s while Forge takes 5.1 s.\n"
    assert cells(text) == []


def test_a_year_named_series_said_in_passing_is_no_value_of_itself() -> None:
    text = (
        "## Grouped Bar Chart: Club Ratings\n\n- **Legend:** 2019 (red), 2020 (blue)\n"
        "- **Categories:** Food, Staff, Music\n\n**2019:** Food 3.5, Staff 3.2, Music 4.1\n"
        "**2020:** Food 3.9, Staff 3.1, Music 4.4\n\nRatings rise in 2020 for Food and Music but dip for Staff.\n"
    )
    # the sentence's '2020' names the series: no cell (2020, Food) = 2020 beside the stated 3.9
    doc = parse_text(text, "prose.md")
    assert sorted(c.value for p in doc.panels for c in p.cells) == [3.1, 3.2, 3.5, 3.9, 4.1, 4.4]
    assert not [d for d in doc.diagnostics if d.severity in ("warning", "error")]


def _size_doc(y_label: str, series_line: str) -> str:
    return (
        "## Line Chart: Throughput by group size\n\n* **X-axis:** Group size, ticks 2, 4, 8, 16.\n"
        f"* **Y-axis:** {y_label}\n* **Legend:** Fast (red), Slow (blue)\n\n### Detailed Analysis\n"
        f"* **Fast (red):** {series_line}\n"
    )


def test_the_generic_word_an_x_axis_name_ends_on_names_a_place_alone() -> None:
    # "at size 4" with the x axis "Group size": each clause of the running sentence is a point
    line = "Begins at 31 at size 2, grows to about 44 at size 4 and to 52 by size 16."
    assert cells(_size_doc("Jobs per hour", line)) == sorted(
        [("Fast", 2, 31), ("Fast", 4, 44), ("Fast", 16, 52)], key=repr
    )


def test_the_generic_word_is_no_place_when_the_y_axis_is_named_by_it_too() -> None:
    # y "Effect size": "size 4" may be the y axis's, so only the full name "group size" places a value
    line = "Begins at 31 at group size 2, grows to about 44 at size 4 and to 52 by group size 16."
    assert cells(_size_doc("Effect size", line)) == sorted([("Fast", 2, 31), ("Fast", 16, 52)], key=repr)


def test_a_stretch_said_with_the_generic_word_gives_no_cells() -> None:
    # one value said for a stretch ("between sizes 4 and 8") is an interval, never a cell per tick
    line = "Begins at 31 at size 2, holds near 40-42 between sizes 4 and 8, and ends at 52 at size 16."
    assert cells(_size_doc("Jobs per hour", line)) == sorted([("Fast", 2, 31), ("Fast", 16, 52)], key=repr)


def _width_doc(legend: str, lines: str) -> str:
    return (
        "## Line Chart: Recall by Probe Width\n\n* **X-axis:** Probe Width, ticks 4, 8, 16, 32.\n"
        f"* **Y-axis:** Recall (%)\n{legend}\n### Detailed Analysis\n{lines}"
    )


def test_a_start_whose_place_is_said_in_unknown_words_is_not_put_at_the_first_tick() -> None:
    # "when the bank holds 16" names the start's place in words the reader does not know: the
    # value stands there, not at the first tick 4, so it is left unread
    lines = "* **Fast (red):** The line starts at roughly 35% when the bank holds 16, and rises to 50% at 32.\n"
    got = cells(_width_doc("* **Legend:** Fast (red)\n", lines))
    assert ("Fast", 4, 35) not in got
    assert ("Fast", 32, 50) in got


def test_the_generic_words_of_the_x_axis_name_place_a_value_before_of() -> None:
    # x "Probe Width": "at a probe width of 8"; x "Index Size" (both words generic): "at an index size of 8"
    lines = "* **Fast (red):** The line starts at roughly 35% at a probe width of 8, and rises to 50% at 32.\n"
    assert cells(_width_doc("* **Legend:** Fast (red)\n", lines)) == sorted(
        [("Fast", 8, 35), ("Fast", 32, 50)], key=repr
    )
    text = _width_doc("* **Legend:** Fast (red)\n", lines.replace("a probe width of", "an index size of")).replace(
        "Probe Width", "Index Size"
    )
    assert cells(text) == sorted([("Fast", 8, 35), ("Fast", 32, 50)], key=repr)


def test_labels_of_lines_about_the_line_name_their_series_with_no_legend() -> None:
    # two bold labels, each over "The line …", and no legend: each label is its series, never
    # one series named after the y axis that both lines' values would mix into
    lines = (
        "* **Falcon:** The line starts at 40% at 4, and rises to 52% at 8.\n"
        "* **Heron:** The line starts at 31% at 4, and rises to 45% at 16.\n"
    )
    assert cells(_width_doc("", lines)) == sorted(
        [("Falcon", 4, 40), ("Falcon", 8, 52), ("Heron", 4, 31), ("Heron", 16, 45)], key=repr
    )


def test_labels_of_phases_are_no_series() -> None:
    # "**Early Phase:** The line …" names a part of the course: the values stay the one line's
    lines = (
        "* **Early Phase:** The line starts at 40% at 4, and rises to 52% at 8.\n"
        "* **Late Phase:** The line rises from 52% at 8 to 61% at 32.\n"
    )
    got = cells(_width_doc("", lines))
    assert got and {r for r, _, _ in got} == {"Recall (%)"}
