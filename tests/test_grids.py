"""Grids named only by position: "**Row 2:**" over "Cell 1: 12" or "Cell (2,1): 12"."""

from __future__ import annotations

import pytest

from conftest import FIXTURES
from extract.api import parse_text

_TUPLES = """## Heatmap: a 2x2 grid without labels
### Detailed Analysis
**Row 1 (Top):**
* Cell (1,1): **6** (Color: teal)
* Cell (1,2): **9** (Color: green)
**Row 2 (Bottom):**
* Cell (2,1): **2** (Color: navy)
* Cell (2,2): **4** (Color: blue)
"""


def test_row_headers_over_tuple_cells_make_one_grid() -> None:
    doc = parse_text(_TUPLES, "tuples.md")
    assert len(doc.panels) == 1
    got = sorted((c.row, c.col, c.value) for c in doc.panels[0].cells)
    assert got == [(1, 1, 6), (1, 2, 9), (2, 1, 2), (2, 2, 4)]


def test_a_row_named_in_its_note_is_not_numbered() -> None:
    """ "Row 1 (10)" names the row 10; only a place ("Top") may follow the number."""
    text = "## Heatmap\n**Row 1 (10):**\n* Column 5: 3\n* Column 8: 7\n**Row 2 (20):**\n* Column 5: 1\n* Column 8: 2\n"
    doc = parse_text(text, "named.md")
    rows = {c.row for p in doc.panels for c in p.cells}
    assert 1 not in rows and 2 not in rows


def test_a_write_up_with_no_cell_read_says_so() -> None:
    """Never silent: data written in a way no reader knows gives an info finding."""
    text = (
        "## Bar Chart: Two bars\n### Detailed Analysis\n- **Alpha**:\n"
        "- Its bar rises until it meets the 41 mark on the scale.\n- **Beta**:\n"
        "- Its bar rises until it meets the 37 mark on the scale.\n"
    )
    doc = parse_text(text, "prose.md")
    assert not [c for p in doc.panels for c in p.cells]
    found = [d for d in doc.diagnostics if d.name == "data-not-read"]
    assert found and found[0].severity == "info" and found[0].span is not None and found[0].span.line == 4


def test_a_bar_height_stated_under_its_category() -> None:
    text = (
        '## Bar Chart: Accuracy of two methods\n- **Y-Axis**: Labeled "Accuracy".\n### Detailed Analysis\n'
        "- **Method A (4)**:\n- Bar height corresponds to **61.5** (dark blue).\n"
        "- **Method B (9)**:\n- Bar height corresponds to **58.25** (light blue).\n"
    )
    doc = parse_text(text, "height.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [("Accuracy", "Method A (4)", 61.5), ("Accuracy", "Method B (9)", 58.25)]


def test_a_lead_in_that_speaks_of_trends_and_data_points_holds_data() -> None:
    text = (
        "## Line chart: scores by model\n* **X-axis:** Model Number (1 to 10)\n* **Y-axis:** Score (%)\n"
        "* **Legend:**\n* Alpha (Red)\n* Beta (Blue)\n"
        "### Detailed Analysis\nHere's a breakdown of each model's trend and approximate data points:\n"
        "* **Alpha (Red):** Starts at approximately 64% at Model 1, decreases to around 58% at Model 2.\n"
    )
    doc = parse_text(text, "lead.md")
    assert sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells) == [("Alpha", 1, 64), ("Alpha", 2, 58)]


def test_an_items_label_names_the_series_of_all_its_sentences() -> None:
    text = (
        '## Line chart: scores by model\n* **X-Axis:** Labeled "Model Number".\n* **Y-axis:** Score (%)\n'
        "* **Legend:**\n1. **Alpha** - Red line.\n2. **Beta** - Blue line.\n### Detailed Analysis\n"
        "* **Alpha (Red, Diamond):** Shows an upward trend. Starts at ~80% (Model 1), dips to ~74% (Model 2).\n"
    )
    doc = parse_text(text, "label.md")
    assert sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells) == [("Alpha", 1, 80), ("Alpha", 2, 74)]


def test_legend_entries_written_with_how_they_are_drawn() -> None:
    """ "FP16 shown in salmon, INT8 in dark teal": the entries are FP16 and INT8, so each
    model's pair of bars is one value per series."""
    text = (
        "## Horizontal Bar Chart: Throughput\n* **Y-axis (categories):** Model name\n"
        "* **X-axis:** Throughput (tokens/s), 0 to 250\n"
        "* **Legend:** FP16 shown in salmon, INT8 in dark teal; placed at the lower right.\n"
        "### Detailed Analysis\n* **Lumen-1B**\n  * FP16: ~182 tokens/s\n  * INT8: ~231 tokens/s\n"
        "* **Quill-7B**\n  * FP16: ~64 tokens/s\n  * INT8: ~97 tokens/s\n"
    )
    doc = parse_text(text, "legend.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [
        ("FP16", "Lumen-1B", 182),
        ("FP16", "Quill-7B", 64),
        ("INT8", "Lumen-1B", 231),
        ("INT8", "Quill-7B", 97),
    ]


def test_a_bold_label_with_a_description_heads_the_points_below_it() -> None:
    text = (
        "## Scatter Plot: Score vs size\n* **X-axis:** Parameters (B)\n* **Y-axis:** Score\n"
        '* **Legend:** "Open" (green circles), "Closed" (purple diamonds)\n### Detailed Analysis\n'
        "**Open (green circles):** two points, rising to the right.\n* (1.5, 36.2)\n* (7, 48.9)\n"
        "**Closed (purple diamonds):** one point, above the green trend.\n* (8, 57.1)\n"
    )
    doc = parse_text(text, "scatter.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [("Closed", 8, 57.1), ("Open", 1.5, 36.2), ("Open", 7, 48.9)]


def test_a_bold_label_over_deeper_items_names_them_even_with_a_number_in_its_description() -> None:
    text = (
        '## Line Chart: reward\n- **X-axis:** "Step", 0 to 1,000\n- **Y-axis:** "Mean reward"\n'
        "- **Legend:** PPO (blue), GRPO (green)\n### Detailed Analysis\n"
        "- **PPO (blue):** rises quickly, then flattens.\n  - Step 250: ≈ 0.41\n  - Step 1,000: ≈ 0.66\n"
        "- **GRPO (green):** is higher by step 250.\n  - Step 250: ≈ 0.47\n"
    )
    doc = parse_text(text, "reward.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [("GRPO", 250, 0.47), ("PPO", 250, 0.41), ("PPO", 1000, 0.66)]
    assert not [d for d in doc.diagnostics if d.severity != "info"]


def test_an_axis_title_then_a_dash_then_its_ticks() -> None:
    text = (
        "## Bar chart\n* **X-axis:** Model — Orca-S, Orca-M, Orca-L\n* **Y-axis:** Correct (%)\n"
        "### Detailed Analysis\n* Orca-S: 52%\n* Orca-M: 67%\n* Orca-L: 74%\n"
    )
    doc = parse_text(text, "dash.md")
    x = doc.panels[0].x
    assert x is not None and x.label == "Model" and x.ticks == ["Orca-S", "Orca-M", "Orca-L"]


def test_a_write_up_cut_mid_row_keeps_what_came_before() -> None:
    text = (
        "## Heatmap: exact match\n* **Y-axis:** Model: Tiny, Small\n* **X-axis:** k: 1, 3, 5\n"
        "### Detailed Analysis\n| Model \\\\ k | 1 | 3 | 5 |\n|---|---|---|---|\n"
        "| Tiny | 22.4 | 25.9 | 27.3 |\n| Small | 31.7 | 3"
    )
    doc = parse_text(text, "cut.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [("Small", 1, 31.7), ("Tiny", 1, 22.4), ("Tiny", 3, 25.9), ("Tiny", 5, 27.3)]
    names = [d.name for d in doc.diagnostics]
    assert names == ["write-up-cut"]
    assert doc.diagnostics[0].severity == "info" and doc.diagnostics[0].span is not None
    assert doc.diagnostics[0].span.line == 8


def test_a_write_up_cut_right_after_a_pipe_keeps_its_cells_and_reports_the_cut() -> None:
    # "| Small | 31.7 | 34.0 | " ends the write-up under a header of three columns: cut after
    # the pipe, not a short row held to the grid's shape; a short row that is not the last is
    head = "## Heatmap: exact match\n| Model \\\\ k | 1 | 3 | 5 |\n|---|---|---|---|\n| Tiny | 22.4 | 25.9 | 27.3 |\n"
    for last in ("| Small | 31.7 | 34.0 | ", "| Small | 31.7 | 34.0 |", "| Small | 31.7 | 34.0 |\n"):
        doc = parse_text(head + last, "cut.md")
        got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
        assert ("Small", 3, 34.0) in got and len(got) == 5, last
        assert [(d.name, d.severity) for d in doc.diagnostics] == [("write-up-cut", "info")], last
    short = parse_text(head + "| Small | 31.7 | 34.0 |\n\nSmall scores higher than Tiny.\n", "short.md")
    assert "grid-shape" in [d.name for d in short.diagnostics]


def test_a_cut_row_keeps_a_value_before_a_blank_cell() -> None:
    text = (
        "## Heatmap\n| Shot | 1-Doc | 2-Doc | 5-Doc |\n|---|---|---|---|\n"
        "| A | 44.8 | 49.3 | 53.5 |\n| B | 45.3 | 49.0 | -"
    )
    doc = parse_text(text, "cut.md")
    assert ("B", "2-Doc", 49.0) in [(c.row, c.col, c.value) for p in doc.panels for c in p.cells]


def test_a_write_up_cut_mid_list_keeps_the_values_before_the_cut() -> None:
    text = (
        "## Heatmap: Scores\n#### Model-X\n- **TaskA**: 91.10% (P), 92.20% (Q), 93.30% (R).\n"
        "- **TaskB**: 81.10% (P), 82.20% (Q), 8"
    )
    doc = parse_text(text, "cut.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert ("TaskB", "P", 81.1) in got and ("TaskB", "Q", 82.2) in got and len(got) == 5
    assert [(d.name, d.span.line if d.span else None) for d in doc.diagnostics] == [("write-up-cut", 4)]


def test_a_write_up_cut_in_its_last_value_reads_no_zero() -> None:
    """ "Step 4: About 0." ends the write-up where every value before it has three decimals:
    the number is cut at its point, so it gives no cell 0, and the cut is reported."""
    text = (
        "## Line Chart: Drift\n* **X-axis**: Step; 1, 2, 3, 4\n### Detailed Analysis\n1. **Kappa**:\n"
        "* Step 1: About 0.031\n* Step 2: About 0.000\n* Step 3: About 0.027\n* Step 4: About 0."
    )
    doc = parse_text(text, "cut.md")
    got = sorted((c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [(1, 0.031), (2, 0.0), (3, 0.027)]
    assert [(d.name, d.span.line if d.span else None) for d in doc.diagnostics] == [("write-up-cut", 8)]


def test_a_cut_is_reported_on_the_panel_its_line_belongs_to() -> None:
    """Two charts, the second cut in its last table row: the cut is the second chart's (a
    reader of the findings looks for it there), not the document's alone."""
    text = (
        "## Figure: Two Charts\n### Chart 1: Kilns\n| Kiln | Hours |\n|---|---|\n| Ash | 14 |\n| Elm | 11 |\n"
        "### Chart 2: Ovens\n| Oven | Hours |\n|---|---|\n| Fir | 9 |\n| Oak | 7 |\n| Yew | 1"
    )
    doc = parse_text(text, "cut.md")
    cut = [d for d in doc.diagnostics if d.name == "write-up-cut"]
    assert len(cut) == 1 and cut[0].panel is not None
    titles = {p.id: p.title for p in doc.panels}
    assert titles[cut[0].panel] == "Ovens"
    assert ("Oak", 7) in [(c.col, c.value) for p in doc.panels if p.id == cut[0].panel for c in p.cells]


def test_a_last_whole_value_after_whole_values_is_not_a_cut() -> None:
    text = "## Line Chart: Drift\n1. **Kappa**:\n* Step 1: About 3\n* Step 2: About 5\n* Step 3: About 4."
    doc = parse_text(text, "whole.md")
    assert "write-up-cut" not in [d.name for d in doc.diagnostics]
    assert len([c for p in doc.panels for c in p.cells]) == 3


def test_a_last_sentence_after_its_value_is_not_a_cut() -> None:
    text = "## Heatmap\n* **Row 1:** 0.1, 0.2, 0.3\n\nThe highest value → 0.3, at Row 1 with column 3."
    doc = parse_text(text, "whole.md")
    assert "write-up-cut" not in [d.name for d in doc.diagnostics]


def test_a_table_written_without_closing_pipes_is_not_cut() -> None:
    text = "## Heatmap\n| Model | 1 | 3\n|---|---|---\n| Tiny | 22.4 | 25.9\n| Small | 31.7 | 36.2\n"
    doc = parse_text(text, "open.md")
    assert "write-up-cut" not in [d.name for d in doc.diagnostics]
    assert len([c for p in doc.panels for c in p.cells]) == 4


def test_an_axis_title_before_a_colon_list_keys_every_cell() -> None:
    """ "Weight decay: 0, 0.01, 0.1" titles the axis "Weight decay", so "Weight decay 0"
    finds its tick even where the other axis also has a 0."""
    text = (
        "## Heatmap\n* **Y-axis:** Dropout: 0.0, 0.1\n* **X-axis:** Weight decay: 0, 0.1\n* **Cells:**\n"
        "  * Dropout 0.0, Weight decay 0: 74.2\n  * Dropout 0.0, Weight decay 0.1: 73.1\n"
        "  * Dropout 0.1, Weight decay 0: 76.4\n  * Dropout 0.1, Weight decay 0.1: 75.3\n"
    )
    doc = parse_text(text, "decay.md")
    p = doc.panels[0]
    assert p.x is not None and p.x.label == "Weight decay"
    assert sorted((c.row, c.col, c.value) for c in p.cells) == [
        (0.0, 0, 74.2),
        (0.0, 0.1, 73.1),
        (0.1, 0, 76.4),
        (0.1, 0.1, 75.3),
    ]


def test_a_box_plot_listing_each_box_s_statistics_keys_them_by_statistic_its_median_by_the_value_axis() -> None:
    text = (
        "## Box Plot: latency per backend\n* **X-axis:** Backend — Alpha, Beta\n* **Y-axis:** Latency (ms)\n"
        "### Detailed Analysis\n1. **Alpha**:\n   - Median: ~85\n   - Lower quartile: ~70\n   - Upper quartile: ~104\n"
        "2. **Beta**:\n   - Median: ~255\n   - Lower quartile: ~210\n"
        "   - Whiskers: ~150 to ~380, with two outliers near 395\n"
    )
    doc = parse_text(text, "box.md")
    assert len(doc.panels) == 1
    # beside its quartiles as alone, a box's median is the box's value, keyed as the one
    # unnamed series (by the value axis's label); the whiskers' range is no cell
    assert sorted((c.row, c.col, c.value) for c in doc.panels[0].cells) == [
        ("Latency (ms)", "Alpha", 85),
        ("Latency (ms)", "Beta", 255),
        ("Lower quartile", "Alpha", 70),
        ("Lower quartile", "Beta", 210),
        ("Upper quartile", "Alpha", 104),
    ]


def test_box_statistics_lines_are_cells_by_statistic_and_box() -> None:
    text = (
        "# Box Plot: Build Time by Runner\n* **X-axis:** Runner\n* **Y-axis:** Build time (s), 0 to 900\n"
        "## Boxes\n**Runner-K (Olive):**\n* Minimum: Approximately 120\n* First Quartile (Q1): Approximately 260\n"
        "* Median: Approximately 330\n* Third Quartile (Q3): Approximately 410\n"
        "* Maximum: Approximately 640 (no outliers visible)\n"
        "**Runner-M (Gray):**\n* Minimum: About 200\n* Median: About 450\n* Maximum: About 880 (two outliers above)\n"
    )
    doc = parse_text(text, "box.md")
    assert [(c.row, c.col, c.value) for c in doc.panels[0].cells] == [
        ("Minimum", "Runner-K", 120),
        ("Q1", "Runner-K", 260),
        ("Build time (s)", "Runner-K", 330),
        ("Q3", "Runner-K", 410),
        ("Maximum", "Runner-K", 640),
        ("Minimum", "Runner-M", 200),
        ("Build time (s)", "Runner-M", 450),
        ("Maximum", "Runner-M", 880),
    ]
    # statistic lines are the data, not claims about extremes
    assert doc.claims == [] and not [d for d in doc.diagnostics if d.severity != "info"]


def test_a_lone_median_under_its_box_stays_the_value_axis_series() -> None:
    text = (
        "# Box Plot: Build Time by Runner\n* **X-axis:** Runner\n* **Y-axis:** Build time (s)\n"
        "**Runner-K:**\n* Median: ~330\n* IQR: ~260 to ~410\n**Runner-M:**\n* Median: ~450\n"
    )
    doc = parse_text(text, "box.md")
    assert [(c.row, c.col, c.value) for c in doc.panels[0].cells] == [
        ("Build time (s)", "Runner-K", 330),
        ("Build time (s)", "Runner-M", 450),
    ]


def test_examples_in_an_axis_line_are_not_its_title() -> None:
    text = (
        '## Bar chart\n- **Y-axis**: Skills (e.g., "overall (30; mean)", "parsing (12)") with counts in brackets.\n'
        "- **X-axis**: Accuracy (%) from 0 to 80.\n"
    )
    doc = parse_text(text, "examples.md")
    from extract.interpret.axes import read_axes
    from extract.outline import build
    from extract.reader import read_lines

    y = [a for a in read_axes(build(read_lines(text))) if a.which == "y"]
    assert y and y[0].label == "Skills" and y[0].ticks == []
    assert doc.title == "Bar chart"


def test_prose_names_each_curve_it_opens_on() -> None:
    text = (
        '# Training loss\n\nThe horizontal axis is labelled "Epoch" and runs from 0 to 40; the vertical axis is '
        'labelled "Loss".\n\nThe AdamW curve starts near 2.1 at epoch 0 and reaches 0.4 by epoch 40. The SGD '
        "curve begins close to 2.3 at epoch 0 and ends at about 0.8 by epoch 40.\n"
    )
    doc = parse_text(text, "curves.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [("AdamW", 0, 2.1), ("AdamW", 40, 0.4), ("SGD", 0, 2.3), ("SGD", 40, 0.8)]
    assert not [d for d in doc.diagnostics if d.severity != "info"]


def test_a_table_header_that_is_a_legend_entry_is_a_series_not_a_tick() -> None:
    """ "1 Row (Pink)" with "1 Row" in the legend names a series: it was keyed 1.0 (a tick of
    the y axis) beside 2 and 3."""
    text = (
        "## Grouped Bar Chart: accuracy by rows\n* **Y-Axis:** Accuracy, ticks at 0.0, 0.5, 1.0\n"
        "* **Legend:**\n* **1 Row:** pink.\n* **2 Rows:** orange.\n### Detailed Analysis\n"
        "| Category | 1 Row (Pink) | 2 Rows (Orange) |\n| :--- | :--- | :--- |\n"
        "| **Alpha** | ~0.45 | ~0.80 |\n| **Beta** | ~0.60 | ~0.95 |\n"
    )
    doc = parse_text(text, "rows.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [("1 Row", "Alpha", 0.45), ("1 Row", "Beta", 0.6), ("2 Rows", "Alpha", 0.8), ("2 Rows", "Beta", 0.95)]


_TWICE = """## Heatmap: Counts
- **Rows**: labelled **4**, **4** and **9**.
- **Columns**: labelled **1**, **2**.

| Row \\ Column | 1 | 2 |
|---|---|---|
| **4** | 11 | 6 |
| **4** | 12 | 3 |
| **9** | 5 | 8 |

Restated: Row 9, Column 2: {late}
"""


def test_two_rows_with_one_name_are_no_conflict_but_a_restated_cell_is() -> None:
    """Rows labelled "4" and "4" are two rows: their cells never conflict with each other;
    the row 9 restated with another value still does."""
    same = parse_text(_TWICE.format(late=8))
    assert [d.name for d in same.diagnostics if d.name == "cell-conflict"] == []
    other = parse_text(_TWICE.format(late=7))
    conflicts = [d for d in other.diagnostics if d.name == "cell-conflict"]
    assert [c.cells for c in conflicts] == [[[9, 2]]]


def test_row_headers_over_colon_pairs_with_colour_notes_make_one_grid() -> None:
    """ "1. **apples**:" over "- m1: 0.90 (yellow), m2: 0.10 (red)": each header is a row of
    one grid (not a panel), the pairs' names its columns, the colours notes."""
    text = (
        "## Heatmap: Fruit Metrics\n- **Rows**: apples, pears\n- **Columns**: m1, m2\n1. **apples**:\n"
        "- m1: 0.90 (yellow), m2: 0.10 (red)\n2. **pears**:\n- m1: 0.80 (yellow), m2: 0.20 (red)\n"
    )
    doc = parse_text(text, "pairs.md")
    assert len(doc.panels) == 1
    got = sorted((c.row, c.col, c.value) for c in doc.panels[0].cells)
    assert got == [("apples", "m1", 0.9), ("apples", "m2", 0.1), ("pears", "m1", 0.8), ("pears", "m2", 0.2)]


def test_row_groups_are_no_panels_and_named_values_keep_their_notes_apart() -> None:
    """ "**Upper Set (Top Row)**:" groups rows; "**Item 2**: a=0.99, b=0.43 (low b)" is the row
    2 with columns a and b, the parenthesis a note."""
    text = (
        "## Heatmap: Item Metrics\n- **Rows**:\n- Top row: Upper Set (items 1, 2)\n"
        "- Bottom row: Lower Set (items 3, 4)\n### Detailed Analysis\n1. **Upper Set (Top Row)**:\n"
        "- **Item 1**: a=1.00, b=0.90 (good)\n- **Item 2**: a=0.99, b=0.43 (low b)\n"
        "2. **Lower Set (Bottom Row)**:\n- **Item 3**: a=0.94, b=0.31 (low b)\n- **Item 4**: a=0.98, b=0.89\n"
    )
    doc = parse_text(text, "groups.md")
    assert len(doc.panels) == 1
    got = sorted((c.row, c.col, c.value) for c in doc.panels[0].cells)
    assert got == [
        (1, "a", 1.0),
        (1, "b", 0.9),
        (2, "a", 0.99),
        (2, "b", 0.43),
        (3, "a", 0.94),
        (3, "b", 0.31),
        (4, "a", 0.98),
        (4, "b", 0.89),
    ]


def test_a_pair_of_names_keys_one_cell() -> None:
    """ "OAK vs PINE (X): 0.67" is the row OAK, the column PINE (X), whatever their notes."""
    text = (
        "## Heatmap: Species Correlation\n- **Color scale**: Blue (-1.0) to Red (1.0)\n- **Values**:\n"
        "- OAK vs OAK: 1.0\n- OAK vs PINE (X): 0.67\n- PINE (X) vs OAK: 0.67\n- PINE (X) vs PINE (X): 1.0\n"
    )
    doc = parse_text(text, "pairs.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [
        ("OAK", "OAK", 1.0),
        ("OAK", "PINE (X)", 0.67),
        ("PINE (X)", "OAK", 0.67),
        ("PINE (X)", "PINE (X)", 1.0),
    ]


def test_rows_over_versus_entries_with_labels_set_at_an_angle() -> None:
    """ "1. **Plan P:**" over "* vs. Plan C: 0.76": the row Plan P, the column Plan C; "Labels
    are rotated 45 degrees" lists no tick, and "identical to the X-axis labels" gives the rows."""
    text = (
        "## Heatmap: Plan Similarity\n* **X-Axis (Top):** Labels are rotated 45 degrees. From left to right:\n"
        "1. Plan P\n2. Plan C\n* **Y-Axis (Left):** Labels are rotated 45 degrees. From top to bottom, they are "
        "identical to the X-axis labels.\n**Row-by-Row Data Extraction:**\n1. **Plan P:**\n* vs. Plan P: **1.00**\n"
        "* vs. Plan C: 0.76\n2. **Plan C:**\n* vs. Plan P: 0.71\n* vs. Plan C: **1.00**\n"
    )
    doc = parse_text(text, "versus.md")
    assert len(doc.panels) == 1
    p = doc.panels[0]
    assert p.x is not None and p.x.ticks == ["Plan P", "Plan C"]
    assert p.y is not None and p.y.ticks == ["Plan P", "Plan C"]
    got = sorted((c.row, c.col, c.value) for c in p.cells)
    assert got == [
        ("Plan C", "Plan C", 1.0),
        ("Plan C", "Plan P", 0.71),
        ("Plan P", "Plan C", 0.76),
        ("Plan P", "Plan P", 1.0),
    ]


def test_names_joined_by_a_dash_key_a_cell_when_both_are_ticks() -> None:
    """ "alpha-beta: 0.72" under "Off-diagonal:" (a part of the grid, no row) with alpha and
    beta listed for both axes by "**Rows/Columns**:"."""
    text = (
        "## Heatmap: Correlation of Three Scores\n- **Rows/Columns**: alpha, beta, gamma\n"
        "- **Color Scale**: Blue (-1.0) to Red (+1.0)\n- **Values**:\n- Off-diagonal:\n- alpha-beta: 0.72\n"
        "- alpha-gamma: 0.49\n- beta-gamma: 0.56\n"
    )
    doc = parse_text(text, "joined.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [("alpha", "beta", 0.72), ("alpha", "gamma", 0.49), ("beta", "gamma", 0.56)]


def test_one_cell_written_as_three_fields_named_after_the_axes() -> None:
    """ "- Budget: `300`", "- Depth: `5.0`", "- Score: `0`" under "**Data Point:**", with the
    axes called Budget and Depth: the score 0 at (5.0, 300), not three cells; the spans
    stated for a region under its axes' names are no claims about the values."""
    text = (
        "# Technical Document Extraction: Heatmap\n- **X-Axis:** Title `Budget`, values `100, 200, 300`\n"
        "- **Y-Axis:** Title `Depth`, values `0.0, 5.0`\n### A. High-Score Cluster\n- Budgets: `100–200`\n"
        "- Depths: `0–5`\n- Observations: Dense cluster of high scores (8–10).\n### B. Low-Score Outlier\n"
        "- **Data Point:**\n- Budget: `300`\n- Depth: `5.0`\n- Score: `0`\n"
    )
    doc = parse_text(text, "fields.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [(5.0, 300, 0)]
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []


def test_cells_told_by_colour_and_place() -> None:
    """ "Tonic: Dark blue (1.0) on diagonal, medium blue (0.6) at "Burst" intersection": a
    colour names no column, "on diagonal" is the row's own column and 'at "Burst"' the column
    Burst; a span "off-diagonal" is no cell, and no claim about every cell."""
    text = (
        "## Heatmap: Pattern Similarity\n"
        '- **Rows/Columns:** Labeled "Burst," "Tonic"\n- **Color Scale:** 0 (light green) to 1 (dark blue)\n'
        "- **Row/Column Categories:**\n- Burst: Dark blue (1.0) on diagonal, light green (0.2–0.4) off-diagonal\n"
        '- Tonic: Dark blue (1.0) on diagonal, medium blue (0.6) at "Burst" intersection\n'
    )
    doc = parse_text(text, "colours.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [("Burst", "Burst", 1.0), ("Tonic", "Burst", 0.6), ("Tonic", "Tonic", 1.0)]
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []


def test_a_section_heading_over_a_statistic_is_no_row() -> None:
    """ "### Other" over "* Mean recall: 77.2" beside a grid's rows: a heading is a section, not
    a row of the grid, so the statistic is left unread (and reported), not a cell."""
    text = (
        "## Heatmap: Recall\n* **X-axis:** Overlap, with ticks 0, 32\n* **Y-axis:** Chunk Size, with ticks 128, 256\n"
        "### Detailed Analysis\n* Chunk Size 128: 71.3, 74.0\n* Chunk Size 256: 78.4, 81.1\n### Other\n"
        "* Mean recall: 77.2\n"
    )
    doc = parse_text(text, "statistic.md")
    assert all(c.value != 77.2 for p in doc.panels for c in p.cells)
    assert [d.name for d in doc.diagnostics] == ["data-line-not-read"]


def test_a_note_that_tells_two_columns_apart_is_kept() -> None:
    """ "Teal: ~20%" and "Teal (dotted): ~5%" under one header are two names, whichever of
    row and column the header is."""
    text = (
        "## Stacked Bar Chart: Outcomes\n### Detailed Analysis\n**Harbor:**\n* Grey (bottom): ~50%\n"
        "* Teal: ~20%\n* Teal (dotted): ~5%\n**Summit:**\n* Grey (bottom): ~62%\n* Teal: ~14%\n"
        "* Teal (dotted): ~9%\n"
    )
    doc = parse_text(text, "notes.md")
    names = {c.row for p in doc.panels for c in p.cells} | {c.col for p in doc.panels for c in p.cells}
    assert {"Grey", "Teal", "Teal (dotted)"} <= names and "Grey (bottom)" not in names
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []


def test_axis_names_with_underscores_place_header_rows_and_line_columns() -> None:
    """ "**digit_b = 2:**" over "digit_a = 1: 0.70": the header is the y tick 2 and the line
    the x tick 1; "digit_a" and "digit_b" share no word that could mix the axes up, and a
    grid's y axis names coordinates, not what its values measure."""
    text = (
        "## Heatmap: Score\n* **X-axis:** digit_a, with ticks at 1, 2, 3.\n* **Y-axis:** digit_b, with ticks at 1, 2.\n"
        "* **digit\\_b = 1:**\n* digit\\_a = 1: 0.50\n* digit\\_a = 2: 0.60\n"
        "* **digit\\_b = 2:**\n* digit\\_a = 1: 0.70\n* digit\\_a = 3: 0.80 (red)\n"
    )
    doc = parse_text(text, "underscores.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [(1, 1, 0.5), (1, 2, 0.6), (2, 1, 0.7), (2, 3, 0.8)]


def test_a_row_cut_at_the_end_of_the_write_up_is_not_held_to_the_shape() -> None:
    head = (
        "# Heatmap: Score by Layer and Head\n\n* **X-axis:** Head, columns 1, 2, 3, 4.\n"
        "* **Y-axis:** Layer, rows 4, 8, 12.\n\n* Layer 4: 0.11, 0.24, 0.35, 0.42\n"
    )
    for last in ("* Layer 12: 0.61, 0.58, 0.", "* Layer 12: 0.61, 0.58,", "* Layer 12: 0.61, 0.58"):
        doc = parse_text(head + "* Layer 8: 0.15, 0.27, 0.33, 0.46\n" + last, "cut.md")
        assert [d.name for d in doc.diagnostics if d.name == "grid-shape"] == [], last
    # a short row that is not the last line, or that ends its sentence, is held to the shape
    short = parse_text(head + "* Layer 8: 0.15, 0.27\n* Layer 12: 0.61, 0.58, 0.50, 0.44", "short.md")
    assert [d.span.line for d in short.diagnostics if d.name == "grid-shape"] == [7]
    closed = parse_text(head + "* Layer 8: 0.15, 0.27, 0.33, 0.46\n* Layer 12: 0.61, 0.58.", "closed.md")
    assert [d.span.line for d in closed.diagnostics if d.name == "grid-shape"] == [8]


_CUT_GRID = (
    "## Heatmap: Attention\n* **X-axis:** Head, ticks 1, 2, 3, 4.\n* **Y-axis:** Layer, ticks 4, 8.\n"
    "* **Color scale:** 0.0 to 1.0.\n### Values\n"
)


@pytest.mark.parametrize(
    "last",
    [
        "* Layer 8: 0.61, 0.58, 0.",  # a list item cut in "0.63"
        "* Layer 8: 0.61, 0.58, 0.6",  # cut in its decimals: fewer than every other value has
        "* **Layer 8:** 61.5%, 58.2%, 6",  # no "%" where every other value has one
    ],
)
def test_a_row_cut_mid_value_is_cut_and_never_held_to_the_grid(last: str) -> None:
    doc = parse_text(_CUT_GRID + "* Layer 4: 0.11, 0.18, 0.24, 0.09\n" + last, "cut.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells if c.row == 8)
    assert [(r, c) for r, c, _ in got] == [(8, 1), (8, 2)]
    names = [d.name for d in doc.diagnostics]
    assert "write-up-cut" in names and "grid-shape" not in names


def test_a_cut_table_row_and_a_cut_sentence_raise_no_grid_shape() -> None:
    table = (
        _CUT_GRID + "| Layer | 1 | 2 | 3 | 4 |\n|---|---|---|---|---|\n| 4 | 0.11 | 0.18 | 0.24 | 0.09 |\n"
        "| 8 | 0.61 | 0.58 | 0."
    )
    doc = parse_text(table, "cut.md")
    assert [c.value for p in doc.panels for c in p.cells if c.row == 8] == [0.61, 0.58]
    assert [d.name for d in doc.diagnostics] == ["write-up-cut"]
    sentence = _CUT_GRID + "* Layer 4: 0.11, 0.18, 0.24, 0.09\n\nThe last row, Layer 8, starts at 0.61 and then 0."
    assert not [d for d in parse_text(sentence, "cut.md").diagnostics if d.severity != "info"]


def test_a_whole_last_row_ending_a_sentence_is_not_cut() -> None:
    doc = parse_text(_CUT_GRID + "* Layer 4: 0.11, 0.18, 0.24, 0.09\n* Layer 8: 0.61, 0.58, 0.63, 0.70.", "whole.md")
    assert len([c for p in doc.panels for c in p.cells]) == 8
    assert not doc.diagnostics


_COLUMN_EXTREMES = """## Table: Pass Rate of Solvers per Puzzle Family
### Components/Axes
- **Rows**: solvers (e.g., Kite-3B, Wren-7B, etc.)
- **Columns**: puzzle families (Mazes, Sudoku, Nonograms)
### Detailed Analysis
#### Mazes
- Highest: Wren-7B (71.25)
- Lowest: Kite-3B (12.5)
#### Sudoku
- Highest: Kite-3B (64.0)
- Lowest: Wren-7B (30.75)
"""


def test_a_listed_column_over_extremes_is_the_column_of_the_named_rows() -> None:
    """A header that is one of the listed columns ("#### Mazes") over "Highest: Wren-7B
    (71.25)": Wren-7B, which no column is called, is the row."""
    doc = parse_text(_COLUMN_EXTREMES, "extremes.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [
        ("Kite-3B", "Mazes", 12.5),
        ("Kite-3B", "Sudoku", 64.0),
        ("Wren-7B", "Mazes", 71.25),
        ("Wren-7B", "Sudoku", 30.75),
    ]


def test_a_table_s_average_under_a_column_is_the_cell_of_its_row_of_averages() -> None:
    """In a table, "Average: 41.9" under "#### Mazes" beside the column's extremes is the
    cell of the table's row "Average" (it had come out with no row at all)."""
    text = _COLUMN_EXTREMES.replace("- Lowest: Kite-3B (12.5)\n", "- Lowest: Kite-3B (12.5)\n- Average: 41.9\n")
    doc = parse_text(text, "extremes.md")
    got = sorted((str(c.row), c.col, c.value) for p in doc.panels for c in p.cells)
    assert ("Average", "Mazes", 41.9) in got
    assert all(row != "None" for row, _, _ in got)


def test_a_parenthesis_that_states_the_value_names_no_column() -> None:
    """ "Located at α=1.50, β=0.50 (value ≈ 0.070)": the parenthesis gives the value; neither
    "Located at α" nor "value ≈ 0.070" is a column (they made wrong cells, and their values
    a false value-outside-scale warning)."""
    text = (
        "## Heatmap: Gain over α and β\n### Components/Axes\n"
        '- **X-axis**: Labeled "α", from 0.50 to 1.50 in increments of 0.50.\n'
        '- **Y-axis**: Labeled "β", from 0.50 to 1.50 in increments of 0.50.\n'
        "- **Colorbar**: from 0.010 (blue) to 0.070 (red).\n### Detailed Analysis\n"
        "- **Color Intensity**:\n- **Hottest Cell**: Located at α=1.50, β=0.50 (value ≈ 0.070).\n"
    )
    doc = parse_text(text, "gain.md")
    assert not [c for p in doc.panels for c in p.cells if c.value in (1.5, 0.5)]


_TWO_BLOCKS = (
    "## Bar Chart: Method Scores (Kite-3B, Orca-5B)\n### Components/Axes\n- **X-Axis**:\n- Categories:\n"
    "1. Recall\n2. Error Rate\n- **Y-Axis**: Score (%) (0–100 scale)\n- **Legend**:\n- **Plain** (gray)\n"
    "- **Tuned** (blue)\n- Kite-3B (leftmost group)\n- Orca-5B (rightmost group)\n"
    "### Detailed Analysis\n#### Kite-3B\n- **Recall**:\n- Plain: ~41%\n- Tuned: ~45%\n- **Error Rate**:\n"
    "- Plain: ~7%\n- Tuned: ~3%\n#### Orca-5B\n- **Recall**:\n- Plain: ~61%\n- Tuned: ~66%\n- **Error Rate**:\n"
    "- Plain: ~2%\n- Tuned: ~1%\n"
)


def test_a_whole_block_given_again_is_a_structure_in_doubt_not_a_conflict_of_values() -> None:
    """Two charts with the same ticks and series, read as one panel (the charts' names run on
    in the legend's list, so their sections are groups), give every cell twice: the conflicts
    are reported at info (the reading is in doubt), never as errors. (Under a label of their
    own, "- **Model Sections**:", the names end the legend and each section is a panel:
    fixtures/writeups/bar_model_sections_after_legend.md.)"""
    doc = parse_text(_TWO_BLOCKS, "f.md")
    conflicts = [d for d in doc.diagnostics if d.name == "cell-conflict"]
    assert len(conflicts) == 4
    assert {d.severity for d in conflicts} == {"info"}
    assert "4 cells are given again in one later block" in conflicts[0].message


@pytest.mark.parametrize("restated", [1, 2])
def test_one_or_two_cells_restated_wrongly_are_errors(restated: int) -> None:
    """A write-up that restates a cell or two with other values is wrong on a value."""
    notes = ["* Recall, Plain: 44%", "* Error Rate, Tuned: 5%"][:restated]
    text = _TWO_BLOCKS.split("#### Orca-5B")[0] + "### Notes\n" + "\n".join(notes) + "\n"
    conflicts = [d for d in parse_text(text, "f.md").diagnostics if d.name == "cell-conflict"]
    assert [d.severity for d in conflicts] == ["error"] * restated


def test_headers_naming_x_ticks_over_y_ticks_key_the_row_by_the_y_tick() -> None:
    """ "**width = 1:**" (a tick of the x axis "width") over "depth = 3: 0.81" (of the y axis
    "depth"): the cell is row 3, column 1, not the other way round."""
    text = (
        "## Heatmap: Fit\n* **X-axis:** width, ticks 1, 2, 3.\n* **Y-axis:** depth, ticks 1, 2, 3.\n"
        "### Detailed Analysis\n* **width = 1:**\n  * depth = 1: 0.95\n  * depth = 3: 0.81\n"
        "* **width = 2:**\n  * depth = 3: 0.77\n"
    )
    doc = parse_text(text, "by_x.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [(1, 1, 0.95), (3, 1, 0.81), (3, 2, 0.77)]


def test_an_axis_labelled_by_its_two_end_ticks_keys_every_row_alike() -> None:
    """'Labeled "Pod 0" to "Pod 2"' gives the ends of the ticks, not the axis's title nor all
    its ticks: the title is the bracket's "Pods", and every row "Pod k" is keyed the same way."""
    text = (
        '## Heatmap: Load\n- **Y-Axis (Pods)**: Labeled "Pod 0" to "Pod 2" (3 pods).\n'
        "- **X-Axis (Hour)**: Columns 0-1.\n"
        "| Pod | Hour 0 | Hour 1 |\n|---|---|---|\n| Pod 0 | 5 | 6 |\n| Pod 1 | 7 | 8 |\n| Pod 2 | 9 | 4 |\n"
    )
    doc = parse_text(text, "ends.md")
    assert doc.panels[0].y is not None and doc.panels[0].y.label == "Pods"
    rows = {c.row for p in doc.panels for c in p.cells}
    assert len(rows) == 3 and len({type(r) for r in rows}) == 1


def test_items_under_a_header_of_column_labels_name_the_columns_not_cells() -> None:
    """ "### Top (Column Labels)" over "* **Column 1:** $m = 1$": each item says what a column
    is called, it gives no value (the reader made cells column 1 = 1, column 2 = 2, …)."""
    text = (
        "# Filter Grid\nThe image is a grid of small heatmaps, one per setting.\n"
        "### Top (Column Labels)\n* **Column 1:** $m = 1$\n* **Column 2:** $m = 2$\n* **Column 3:** $m = 3$\n"
        "### Left (Row Headers)\n* **Row 1:** $t = 4$\n* **Row 2:** $t = 8$\n"
    )
    doc = parse_text(text, "labels.md")
    assert not [c for p in doc.panels for c in p.cells]


_UNITS = (
    "## Grouped Bar Chart: Load by Batch\n- **X-axis**: Batch: `8`, `1k`\n- **Legend**:\n- Grey bars: **Plain**\n"
    "- Teal bars: **Quick**\n{third}### Data\n| Batch | Plain | Quick | Quick (ops/s) |\n|---|---|---|---|\n"
    "| 8 | 1.0 | 1.6 | 240 |\n| 1k | 1.0 | 2.4 | 610 |\n"
)


@pytest.mark.parametrize("third", ["- Black dots: **Quick (ops/s)**\n", ""])
def test_a_column_named_as_another_with_a_unit_is_its_own_series(third: str) -> None:
    """ "| Quick | Quick (ops/s) |": the unit names another quantity, so the two columns are two
    series, whether the legend lists both or only Quick (both were the one series Quick, each
    cell given 1.6 and 240 with no finding)."""
    doc = parse_text(_UNITS.format(third=third), "units.md")
    got = sorted(((c.row, c.col, c.value) for p in doc.panels for c in p.cells), key=repr)
    assert ("Quick (ops/s)", 8, 240) in got and ("Quick", 8, 1.6) in got
    assert not [d for d in doc.diagnostics if d.name == "cell-conflict"]


def test_two_values_of_one_line_landing_on_one_cell_are_never_silent() -> None:
    """Two columns a table heads alike ("| Quick | Quick |") put two values of one row on one
    cell: no proof the write-up gives that cell two values (the reader may have merged two
    series), yet never silent: an info finding that says both are on the same line."""
    text = (
        "## Bar Chart: Speed\n- **X-axis**: Batch: small, large\n- **Legend**:\n- Grey bars: **Plain**\n"
        "- Teal bars: **Quick**\n### Data\n| Batch | Plain | Quick | Quick |\n|---|---|---|---|\n"
        "| small | 1.0 | 1.6 | 240 |\n| large | 1.0 | 2.4 | 610 |\n"
    )
    conflicts = [d for d in parse_text(text, "twice.md").diagnostics if d.name == "cell-conflict"]
    assert len(conflicts) == 2 and {d.severity for d in conflicts} == {"info"}
    assert "(the same line)" in conflicts[0].message


def test_marker_lists_under_an_axis_or_a_colour_bar_are_ticks_not_cells() -> None:
    """ "Increment markers: 0, 25, 50" under an axis and "Intermediate markers: 75%, 50%" under a
    colour legend list ticks: they were cells of a row "Increment markers" with no column."""
    text = (
        "## Heatmap: Recall by Depth and Width\n### Components/Axes\n"
        "* **X-axis:** Width (ranging from 1 to 3)\n* Increment markers: 1, 2, 3\n"
        "* **Y-axis:** Depth (ranging from 1 to 2)\n* **Color Legend (right side):** Recall (%)\n"
        "* Darkest Red: 100%\n* Lightest Red: 0%\n* Intermediate markers: 75%, 50%, 25%\n"
        "### Detailed Analysis\n* **Depth 1:** Width 1: 12, Width 2: 40, Width 3: 88\n"
        "* **Depth 2:** Width 1: 20, Width 2: 55, Width 3: 97\n"
    )
    doc = parse_text(text, "markers.md")
    cells = [c for p in doc.panels for c in p.cells]
    assert all(c.row is not None and c.col is not None for c in cells)
    assert not [c for c in cells if "marker" in str(c.row).casefold()]
    assert len(cells) == 6


_AXIS_NUMBERED_ROWS = """## Heatmap: Solve Rate by Puzzle Family and Grid Size
### Components/Axes
* **X-axis:**
* Label: Grid Size
* Scale: 3 to 7 in integer increments.
* **Y-axis:**
* Label: Family
* Scale: 1 to 4 in integer increments.
* **Colour Bar:** On the right edge.
* Label: Solve rate (%)
* Scale: 0 to 100, in steps of 25.
### Detailed Analysis
* **Family 1:**
* Grid Size 3: 91.5
* Grid Size 4: 88.0
* **Family 2 (Second Row):**
* Grid Size 5: 64.0
* Grid Size 6: 60.5
* **Family 3:**
* Grid Size 3: 97.0
* Grid Size 4: 95.5
"""


def test_a_header_of_an_axis_name_and_a_number_of_its_stretch_is_a_row() -> None:
    """ "**Family 3:**" over "Grid Size 3: 97.0", the y axis "Family" stated to run over
    the whole numbers 1 to 4 (listed nowhere, and other numbers stated on the same side):
    the row 3 of one grid, not a panel, though "Family 1" gives the same columns."""
    doc = parse_text(_AXIS_NUMBERED_ROWS, "families.md")
    assert [p.title for p in doc.panels] == ["Solve Rate by Puzzle Family and Grid Size"]
    got = sorted((c.row, c.col, c.value) for c in doc.panels[0].cells)
    assert got == [(1, 3, 91.5), (1, 4, 88.0), (2, 5, 64.0), (2, 6, 60.5), (3, 3, 97.0), (3, 4, 95.5)]


def test_several_pairs_keyed_by_one_value_are_cells_not_points() -> None:
    """ "(1,3) and (3,1): 0.42" in a symmetric grid: each pair is a (row, column) key of the one
    value; no pair is an (x, y) point (a cell of value 3 at x 1 would be wrong)."""
    text = (
        "## Heatmap: Overlap of three probes\n### Detailed Analysis\n**Row 1:**\n* Cell (1,1): 1.0\n"
        "* Cell (1,3): 0.42\n**Row 3:**\n* Cell (3,1): 0.42\n* Cell (3,3): 1.0\n"
        "### Notes\n- (1,3) and (3,1): 0.42 (the same, as the grid is symmetric).\n"
    )
    doc = parse_text(text, "pairs.md")
    got = sorted({(c.row, c.col, c.value) for p in doc.panels for c in p.cells})
    assert got == [(1, 1, 1.0), (1, 3, 0.42), (3, 1, 0.42), (3, 3, 1.0)]


_BRACKETED = """## Heatmap: Correlation of Three Settings
### Components/Axes
* **X-axis:** Settings: Learning Rate, Batch Size, Warmup Steps.
* **Y-axis:** Settings: Learning Rate, Batch Size, Warmup Steps.
### Detailed Analysis
* **Learning Rate:**
* Correlates negatively with Batch Size (-0.31) and Warmup Steps (~-0.12).
* **Batch Size:**
* Correlates positively with Warmup Steps (0.44), weakly with Learning Rate (r = -0.31).
* **Warmup Steps:**
* Shows weak correlations with all settings (close to 0.0).
"""


def test_values_in_brackets_after_declared_ticks_are_cells_of_the_header_row() -> None:
    """ "Correlates negatively with Batch Size (-0.31) and …" under "**Learning Rate:**" gives
    (Learning Rate, Batch Size) = -0.31; a bracket holding more than the value ("(r = -0.31)")
    leaves its line unread, and "(close to 0.0)" names no declared tick."""
    doc = parse_text(_BRACKETED, "bracketed.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [("Learning Rate", "Batch Size", -0.31), ("Learning Rate", "Warmup Steps", -0.12)]


_SELF_MATRIX = """## Confusion Matrix: Pebble Sorter
Rows are the true grades and columns the predicted grades.
**Actual Coarse**
- predicted Coarse: 71
- predicted Fine: 9
- predicted Dust: 2
**Actual Fine**
- predicted Coarse: 6
- predicted Fine: 64
- predicted Dust: 11
**Actual Dust**
- predicted Coarse: 1
- predicted Fine: 13
- predicted Dust: 58
"""


@pytest.mark.parametrize("title", ["## Confusion Matrix: Pebble Sorter", "## Pebble Sorter"])
def test_headers_that_name_their_own_columns_are_a_matrix_s_rows(title: str) -> None:
    """ "**Actual Coarse**" over "- predicted Fine: 9": the row Coarse, the column Fine, with
    the title naming the matrix or not (unnamed, the rows were read as the columns and a
    false cell-conflict followed)."""
    doc = parse_text(_SELF_MATRIX.replace("## Confusion Matrix: Pebble Sorter", title), "sorter.md")
    assert len(doc.panels) == 1
    got = {(c.row, c.col): c.value for c in doc.panels[0].cells}
    assert got == {
        ("Coarse", "Coarse"): 71, ("Coarse", "Fine"): 9, ("Coarse", "Dust"): 2,
        ("Fine", "Coarse"): 6, ("Fine", "Fine"): 64, ("Fine", "Dust"): 11,
        ("Dust", "Coarse"): 1, ("Dust", "Fine"): 13, ("Dust", "Dust"): 58,
    }  # fmt: skip
    assert not [x for x in doc.diagnostics if x.severity != "info"]


def test_headers_over_other_names_are_no_matrix() -> None:
    """Headers over other names ("**Spring**" over "- Oats: 4") are no matrix's rows: each
    header keeps its own cells, and no name is read on both axes."""
    text = "## Bar Chart: Harvest\n**Spring**\n- Oats: 4\n- Rye: 6\n**Autumn**\n- Oats: 7\n- Rye: 3\n"
    doc = parse_text(text, "harvest.md")
    got = {(c.row, c.col): c.value for p in doc.panels for c in p.cells}
    assert got == {("Spring", "Oats"): 4, ("Spring", "Rye"): 6, ("Autumn", "Oats"): 7, ("Autumn", "Rye"): 3}


_PAIR_LABELS = """## Correlation Matrix of Pond Readings
A 4×4 correlation heatmap of Oxygen, Algae, Salinity and Clarity.
Colour scale from −1 (blue) to 1 (red).
- Oxygen–Algae: 0.44
- Oxygen–Salinity: −0.21
- Oxygen–Clarity: 0.63
- Algae–Salinity: −0.08
- Algae–Clarity: 0.29
- Salinity–Clarity: −0.35
"""


def test_pair_labels_of_a_matrix_declare_its_names() -> None:
    """ "- Oxygen–Algae: 0.44" with no axis line listing the names: the labels' halves, each in
    two or more labels, are the matrix's names; the count "4×4" over the six cells read (an
    upper triangle) is not judged."""
    doc = parse_text(_PAIR_LABELS, "pond.md")
    got = {(c.row, c.col): c.value for p in doc.panels for c in p.cells}
    assert got[("Oxygen", "Algae")] == 0.44
    assert got[("Salinity", "Clarity")] == -0.35
    assert len(got) == 6
    assert not [x for x in doc.diagnostics if x.severity != "info"]
    counts = [c for c in doc.claims if c.kind == "count"]
    assert counts and all(c.verdict == "unverifiable" for c in counts)


def test_hyphenated_names_declare_no_matrix() -> None:
    """ "Model-A: 3", "Model-B: 4": the halves "A" and "B" name one label each, so the labels
    stay whole."""
    text = "## Heatmap: scores\nColour scale from 0 to 10.\n- Model-A: 3\n- Model-B: 4\n- Model-C: 5\n"
    doc = parse_text(text, "models.md")
    cols = {c.col for p in doc.panels for c in p.cells}
    rows = {c.row for p in doc.panels for c in p.cells}
    assert "Model" not in rows and "A" not in cols


_ARROWS_UNDER_PLACES = """## Heatmap: Pickup Time by Floor and Hour
- **X-axis (Hour)**: 7, 9, 11
- **Y-axis (Floor)**: 2, 6
### Readings
1. **Floor: 6**
- Waits lengthen toward the late hour:
- 7 => 4.5min (green)
- 9 => 6.25min (yellow)
- 11 => 9.8min (red)
2. **Floor: 2**
- 7 => 3.1min (green)
- 11 => 5.05min (yellow)
"""


def test_arrow_lines_under_a_numbered_tick_header_are_cells_of_its_row() -> None:
    """ "1. **Floor: 6**" names the y tick 6, a sentence bullet after it ("- Waits lengthen
    …:") sits inside it, and "7 => 4.5min" is the column 7: never the sentence as a row."""
    doc = parse_text(_ARROWS_UNDER_PLACES, "arrows.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [(2, 7, 3.1), (2, 11, 5.05), (6, 7, 4.5), (6, 9, 6.25), (6, 11, 9.8)]
    assert not [d for d in doc.diagnostics if d.code == "FX103"]


def test_a_header_naming_the_x_axis_gives_no_row() -> None:
    """ "**Hour: 9**" over "2 => 6.25" names the x axis: its number is no row (the point is left
    as the line says)."""
    text = _ARROWS_UNDER_PLACES.replace("**Floor: 6**", "**Hour: 9**")
    doc = parse_text(text, "x_header.md")
    assert not [c for p in doc.panels for c in p.cells if c.row == 9]


def test_arrow_lines_under_a_header_naming_the_y_axis_whose_label_shares_a_word_with_x() -> None:
    """ "1. **Queue Size = 8**" over "- 16 → 11.9s" with axes "Queue Size" (y) and "Buffer
    Size" (x): the header names the y axis by its whole label, though both labels hold "Size";
    the row is 8 (it was the y label for every line, and the cells conflicted)."""
    text = (
        "## Heatmap: Delay by Queue Size and Buffer Size\n"
        "- **X-axis (Buffer Size)**: 8, 16, 32\n- **Y-axis (Queue Size)**: 2, 4, 8\n"
        "1. **Queue Size = 8**\n- Delay shrinks with larger buffers:\n- 16 → 11.90s (purple)\n- 32 → 11.10s (purple)\n"
        "2. **Queue Size = 4**\n- Delay shrinks with larger buffers:\n- 16 → 13.20s (blue)\n- 32 → 12.60s (blue)\n"
    )
    doc = parse_text(text, "queues.md")
    got = {(c.row, c.col): c.value for p in doc.panels for c in p.cells}
    assert got == {(8, 16): 11.9, (8, 32): 11.1, (4, 16): 13.2, (4, 32): 12.6}


# ------------------------------------------------------------------ a diagonal as one bracketed list

_DIAGONAL_HEAD = (
    "## Heatmap: Match rate\n- **X-axis (chosen)**: Labeled 1 to 4.\n- **Y-axis (target)**: Labeled 1 to 4.\n"
    "### Detailed Analysis\n"
)


def _diagonal_cells(text: str) -> list[tuple[object, object, float]]:
    from extract import parse_text

    doc = parse_text(text, "diag.md")
    return sorted(((c.row, c.col, c.value) for p in doc.panels for c in p.cells), key=repr)


def test_a_diagonal_listed_in_brackets_gives_each_tick_its_own_cell_in_order() -> None:
    text = _DIAGONAL_HEAD + "- `target = chosen` (e.g., 1→1, 2→2) stays high (0.98, 0.91, 0.95, 0.88).\n"
    assert _diagonal_cells(text) == sorted([(1, 1, 0.98), (2, 2, 0.91), (3, 3, 0.95), (4, 4, 0.88)], key=repr)


def test_a_list_of_another_length_or_naming_no_diagonal_gives_no_diagonal_cells() -> None:
    # three values for four ticks: which cells they are is not known
    assert _diagonal_cells(_DIAGONAL_HEAD + "- The diagonal stays high (0.98, 0.91, 0.95).\n") == []
    # four values that the line does not say are the diagonal's
    assert _diagonal_cells(_DIAGONAL_HEAD + "- Row 2 holds (0.10, 0.91, 0.05, 0.02).\n") == []


def test_half_open_bins_opening_lines_are_one_key_never_a_coordinate_pair() -> None:
    head = "## Histogram: Trip Length\n- **X-axis:** Length (km)\n- **Y-axis:** Trips\n\n"
    doc = parse_text(head + "- [0, 5): 40\n- (5, 10]: 22\n- [10, 20]: 9\n", "bins.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [("Trips", "(5, 10]", 22), ("Trips", "[0, 5)", 40), ("Trips", "[10, 20]", 9)]
    # with no half-open interval, "[a, b]: v" alone stays what it was (a pair may be a grid's cell)
    plain = parse_text(head + "- [0, 5]: 40\n", "pair.md")
    assert all(c.col != "[0, 5]" for p in plain.panels for c in p.cells)


_UNNAMED_UNIT_POINTS = """## Scatter Plot: Quality against Throughput
### Axes
- **X-axis**: Throughput, from 1 to 32 (log scale).
- **Y-axis**: Quality, from 60% to 90%.
- **Legend**: Red: Kestrel; Grey: Heron
### Points
#### Kestrel [Red]
- **v1-small**: 2 GPU-hours, 71.5% quality.
- **v1-large**: 8 GPU-hours, 74.0% quality.
- **v2-large**: 16 GPU-hours, 78.3% quality.
#### Heron [Grey]
- **v1-small**: 2 GPU-hours, 66.0% quality.
- **v2-large**: 16 GPU-hours, 64.2% quality.
"""


def test_a_list_whose_every_item_gives_the_same_cells_is_a_misread_not_a_conflict() -> None:
    """Points listed under their series' heading, each "2 GPU-hours, 71.5% quality" with no
    axis naming GPU-hours, read as the same two cells of the series on every item: every
    item conflicts with the others, which says the reader lost what tells them apart; the
    conflicts are info (nothing judged), never an error on a true write-up."""
    doc = parse_text(_UNNAMED_UNIT_POINTS, "points.md")
    conflicts = [d for d in doc.diagnostics if d.name == "cell-conflict"]
    assert conflicts, "the misread is still reported, at info"
    assert {d.severity for d in conflicts} == {"info"}
    assert all("every item" in d.message for d in conflicts)


def test_one_item_of_a_list_restating_a_cell_is_still_a_conflict() -> None:
    """A list whose items give different cells, one of them given again with another value
    later in the list: only that item conflicts, so it stays an error."""
    text = (
        "## Grouped Bar Chart: Rainfall by Town\n- **X-axis**: Town\n- **Y-axis**: Rainfall (mm)\n"
        "- **Legend**: Blue: Wet year; Tan: Dry year\n### Values\n#### Wet year\n"
        "- Cove: 120 mm\n- Dunes: 95 mm\n- Marsh: 140 mm\n- Cove: 150 mm\n#### Dry year\n"
        "- Cove: 60 mm\n- Dunes: 40 mm\n- Marsh: 75 mm\n"
    )
    doc = parse_text(text, "towns.md")
    conflicts = [d for d in doc.diagnostics if d.name == "cell-conflict"]
    assert [(d.severity, d.span.line, d.cells) for d in conflicts] == [("error", 10, [["Wet year", "Cove"]])]


@pytest.mark.parametrize(
    ("written", "ticks"),
    [
        ("- Values: `0, 5, 10, ..., 1000`", True),
        ("- Values: `2000, 4000, …, 64000`", True),
        ("- Values: `1, 2, 4, ..., 256`", True),
        ("- Values: `50`, `100`, `150`, ..., `800`", True),
        ("- Values: 0.61, 0.58, 0.49, ..., 0.45", False),  # no even run: values, cut short
        ("- Values: 3, 7, 12, 30", False),  # no gap
        ("- Values: 10, 20, 30, ..., 45", False),  # 45 is off the run of tens
    ],
)
def test_a_tick_run_with_a_gap_is_told_from_values(written: str, ticks: bool) -> None:
    """An axis's ticks listed with a gap ("0, 5, 10, ..., 1000") run evenly (or by a like
    multiple) up to the gap and on to the number after it; values written with a gap do not."""
    from extract.interpret.axes import elided_ticks
    from extract.reader import read_lines

    (line,) = read_lines(written)
    assert elided_ticks(line) is ticks


# (fixtures/claims/radar_hedged_restatement.md without its observations: Unit-7's Drift is listed)
_RESTATED = (FIXTURES / "claims" / "radar_hedged_restatement.md").read_text("utf-8")


@pytest.mark.parametrize(
    ("listed", "said", "conflict"),
    [
        ("67", "roughly 65", False),  # a round number to the five
        ("78", "about 80", False),  # to the ten
        ("62", "~60", False),
        ("0.733", "~0.738", True),  # hedged, yet written to its last digit: two values
        ("67", "roughly 75", True),
        ("67", "65", True),  # no hedge: two values
    ],
)
def test_a_hedged_restatement_is_as_precise_as_its_round_number(listed: str, said: str, conflict: bool) -> None:
    head = _RESTATED.split("### Key Observations")[0].replace("Drift 62", f"Drift {listed}")
    doc = parse_text(head + f"### Key Observations\n* Unit-7 is {said} on Drift.\n", "k.md")
    conflicts = [d for d in doc.diagnostics if d.name == "cell-conflict" and d.severity == "error"]
    assert bool(conflicts) == conflict, [d.message for d in doc.diagnostics]
