"""Which headers are panels, and what a panel is called: a panel needs positive evidence of
being a separate chart (a panel letter, a place, a chart's kind, its own axes, several charts
announced, the same cells under sibling headers); a section, a group of categories or a
statistic of a box is none. Titles keep the panel letter and drop the chart's kind."""

from __future__ import annotations

import pytest

from extract import parse_text
from extract.checks.figures import Signature
from extract.outline import clean_title, heading_title, names_chart
from extract.text import panel_key, strip_md


@pytest.mark.parametrize(
    ("label", "title"),
    [
        ("Heatmap (a) Alpha", "(a) Alpha"),
        ("Matrix (b) Beta - Overlap Values", "(b) Beta"),
        ("Line Graph (a)", "(a)"),
        ("Chart (a): Training Reward vs. Step", "(a) Training Reward vs. Step"),
        ("Top-Center Chart: Beta", "Beta"),
        ("Left Chart (Recall)", "Recall"),
        ("Left Graph", "Left Graph"),
        ("Left Graph Trends", "Left Graph"),
        ("R1-Llama Heatmap (Left)", "R1-Llama"),
        ("Llama-3 - Data Points", "Llama-3"),
        ("Correlation Matrix", "Correlation Matrix"),
        ("Line Chart: Request Throughput vs. Worker Count", "Request Throughput vs. Worker Count"),
        ("Scatter Plot: No. of Hits vs. Fig. Size", "No. of Hits vs. Fig. Size"),
        # a figure's number before the panel letter: the letter and the name
        ("Figure 4(a): Depth", "(a) Depth"),
        ("Fig. 3(b) Width", "(b) Width"),
        ("Figure 4 (a) Depth", "(a) Depth"),
        ("Sub-figure (c): Loss", "(c) Loss"),
    ],
)
def test_a_title_keeps_the_panel_letter_and_drops_the_kind(label: str, title: str) -> None:
    assert clean_title(label) == title


@pytest.mark.parametrize(
    ("label", "title"),
    [
        ("Chart 1: Win Rate by Size", "Win Rate by Size"),
        ("Subplot 3 - Decode Latency", "Decode Latency"),
        ("Figure 2a: Recall", "(a) Recall"),
        ("Line Chart: Decode Latency", "Decode Latency"),
        ("Chart 1 (Left)", "Chart 1 (Left)"),
    ],
)
def test_a_heading_drops_the_charts_designation(label: str, title: str) -> None:
    """A heading names its chart as a bold label line does: "## Chart 1: Win Rate" is the
    panel "Win Rate" (the real gold of c5 keys "#### Chart 1: Selection Accuracy (40–80)" as
    "Selection Accuracy", and the seeds' "**Chart 1: R1-Qwen | AIME'24**" is "R1-Qwen |
    AIME'24"); a panel letter stays ("Figure 2a" is "(a)"), and a chart named only by its
    number and place keeps them."""
    assert heading_title(label) == title
    assert clean_title("Chart 1 (Top-Left)") == "Chart 1 (Top-Left)"
    assert clean_title("Chart 1: R1-Qwen | AIME'24") == "R1-Qwen | AIME'24"


def test_a_star_between_spaces_multiplies() -> None:
    """ "3.1 + 2.5 * T^-0.42" names a fitted curve: the "*" is no emphasis mark."""
    assert strip_md("3.1 + 2.5 * T^-0.42") == "3.1 + 2.5 * T^-0.42"
    assert strip_md("**Fit** *one*") == "Fit one"


@pytest.mark.parametrize(
    ("label", "chart"),
    [
        ("Line Graph (a)", True),
        ("Left Chart (Recall)", True),
        ("(b) Recall vs. index size", True),
        ("ECE Plot", True),
        ("Figure 2d: Foo", True),
        ("Gemma Models", False),
        ("Per-Plant Readings", False),
        ("Vertical Red Block (Left Side)", False),
        ("Top Row (Alpha vs Beta)", False),
    ],
)
def test_words_that_name_a_chart(label: str, chart: bool) -> None:
    assert names_chart(label) is chart


def _cells(text: str) -> list[tuple[str | None, list[tuple[object, object, float]]]]:
    return [(p.title, [(c.row, c.col, c.value) for c in p.cells]) for p in parse_text(text).panels]


def test_a_section_and_a_claim_citing_an_example_are_no_panels() -> None:
    text = (
        "## Bar Chart: Output\n- **X-axis**: Plant (Plant A, Plant B)\n- **Legend**: Morning (grey), Evening (green)\n"
        "### Per-Plant Readings:\n1. **Plant A**:\n- Morning: ~40%\n2. **Plant B**:\n- Morning: ~35%\n"
        "### Overall Trends:\n- **Evening** beats Morning at every plant (e.g., Plant B: 60%).\n"
    )
    assert _cells(text) == [("Output", [("Morning", "Plant A", 40), ("Morning", "Plant B", 35)])]


def test_a_box_statistic_header_is_no_panel_and_whiskers_are_no_cells() -> None:
    text = (
        "## Box Plot: Score by Method\n- **X-axis**: Method (Plain, Tuned)\n- **Y-axis**: Score, 0 to 10\n"
        "### Data\n1. **Median Values:**\n- `Plain`: ~5\n- `Tuned`: ~7\n"
        "2. **Maximum whisker values:**\n- `Plain`: 8\n- `Tuned`: 9\n"
    )
    doc = parse_text(text)
    assert _cells(text) == [("Score by Method", [("Score", "Plain", 5), ("Score", "Tuned", 7)])]
    assert not [d for d in doc.diagnostics if d.severity != "info"]


def test_bold_left_and_right_lines_over_the_same_series_are_two_panels() -> None:
    text = (
        "## Line Charts: Size vs Scores\n**Left Chart (Recall):**\n- **Foo (Blue)**:\n- Foo-1B: ~12\n"
        "**Right Chart (Precision):**\n- **Foo (Orange)**:\n- Foo-1B: ~45\n"
    )
    assert _cells(text) == [("Recall", [("Foo", "Foo-1B", 12)]), ("Precision", [("Foo", "Foo-1B", 45)])]
    assert not parse_text(text).diagnostics


def test_each_panel_uses_the_axes_stated_for_it_under_another_header() -> None:
    text = (
        "## Box Plots: Error and Gain\n### Components/Axes\n- **Left Plot (Error)**:\n"
        '- **Y-Axis**: "Error Diff", ranging from -40 to 0.\n- **Right Plot (Gain)**:\n'
        '- **Y-Axis**: "Gain Diff", ranging from -5 to 10.\n### Detailed Analysis\n#### Error Plot\n'
        "- **P (Blue)**:\n- Median: ~-12.\n#### Gain Plot\n- **P (Blue)**:\n- Median: ~3.\n"
    )
    assert _cells(text) == [("Error", [("Error Diff", "P", -12)]), ("Gain", [("Gain Diff", "P", 3)])]


def test_sibling_sections_that_give_the_same_cells_are_two_panels() -> None:
    text = (
        "## Line Graphs: Reward vs. Steps\n- **X-axis**: Step (0, 50, 100)\n"
        "#### 2B Size\n- **Foo (Blue)**:\n- Step 100: 0.35\n#### 9B Size\n- **Foo (Blue)**:\n- Step 100: 0.5\n"
    )
    assert _cells(text) == [("2B Size", [("Foo", 100, 0.35)]), ("9B Size", [("Foo", 100, 0.5)])]


def test_group_headers_name_the_categories_they_group() -> None:
    text = (
        "## Bar Chart: Variants\n- **X-Axis**: Variants grouped by family (Falcon, Heron): Base, Tuned\n"
        '- **Legend**: "Warm-up" (blue), "Final" (orange)\n### Detailed Analysis\n'
        "1. **Falcon Models**:\n- **Base**: 31% (Warm-up), 36% (Final).\n"
        "2. **Heron Models**:\n- **Base**: 34% (Warm-up), 39% (Final).\n"
    )
    title, cells = _cells(text)[0]
    assert title == "Variants"  # the heading's name; no group header names a panel
    assert sorted(cells, key=str) == sorted(
        [
            ("Warm-up", "Falcon Base", 31),
            ("Final", "Falcon Base", 36),
            ("Warm-up", "Heron Base", 34),
            ("Final", "Heron Base", 39),
        ],
        key=str,
    )


def test_signatures_of_different_figures_do_not_fit() -> None:
    score = Signature(y=(0.45, 0.625), rows=frozenset({"grpo"}), cols=frozenset({20.0}))
    assert not score.fits(Signature(y=(0.40, 0.50), rows=frozenset({"grpo"}), cols=frozenset({20.0})))
    assert score.fits(Signature(y=(0.45, 0.6), rows=frozenset({"grpo"})))
    assert score.fits(Signature(cols=frozenset({20.0})))  # no axis stated: nothing tells them apart
    assert not Signature(categories=frozenset({"a", "b"})).fits(Signature(categories=frozenset({"c", "d"})))
    assert not Signature(rows=frozenset({"a"})).fits(Signature(rows=frozenset({"b"})))
    # one chart's series at the same steps: "Plain"/"Edited" and "Cache on"/"Cache off" are two figures,
    # whichever way round either grid is written
    steps = frozenset({1.0, 2.0, 3.0})
    plain = Signature(rows=frozenset({"plain", "edited"}), cols=steps)
    assert not plain.fits(Signature(rows=frozenset({"cacheon", "cacheoff"}), cols=steps))
    assert not plain.fits(Signature(rows=steps, cols=frozenset({"cacheon", "cacheoff"})))
    assert plain.fits(Signature(rows=steps, cols=frozenset({"plain", "edited"})))
    assert plain.fits(Signature(rows=frozenset({"accuracy"}), cols=steps))  # one series, named by its axis


def test_a_stated_title_runs_past_an_abbreviation_to_the_end_of_its_sentence() -> None:
    from extract import parse_text

    doc = parse_text(
        "# Report\n\n* **Title:** Throughput vs. Workers (e.g. replicas). Measured twice.\n* X-axis: Workers\n"
        "* Y-axis: Throughput\n\n* 1: 5\n* 2: 7\n",
        "t.md",
    )
    assert [p.title for p in doc.panels] == ["Throughput vs. Workers"]


@pytest.mark.parametrize(
    ("name", "total"),
    [
        ("Total", True),
        ("Grand Total", True),
        ("Stack total", True),
        ("Sum", True),
        ("Total Visits", False),
        ("Totem", False),
    ],
)
def test_names_that_only_say_the_sum(name: str, total: bool) -> None:
    from extract.interpret.aggregates import names_total

    assert names_total(name) is total


def test_a_total_is_dropped_only_when_it_is_its_segments_sum_within_rounding() -> None:
    from extract.interpret.aggregates import drop_totals
    from extract.models import Cell, Span

    def cell(row: str, value: float) -> Cell:
        return Cell(row=row, col="X", value=value, span=Span(line=1, column=1, end_line=1, end_column=2))

    cells = [cell("A", 1420), cell("B", 310), cell("C", 95)]
    near = [*cells, cell("Total", 1830)]  # read off the chart: 5 above 1825
    far = [*cells, cell("Total", 2400)]
    assert [c.row for c in drop_totals(near, set())] == ["A", "B", "C"]
    assert [c.row for c in drop_totals(far, set())] == ["A", "B", "C", "Total"]
    assert [c.row for c in drop_totals(near, {"total"})] == ["A", "B", "C", "Total"]  # a series the legend draws


def test_a_rows_total_at_an_unlisted_category_is_dropped_when_it_is_the_rows_sum() -> None:
    """ "Total jobs: 65" in a note under four bins summing to 65 is no bin; a "Total" the axis
    lists is a bar drawn, kept; a total that is not the sum is a category of its own."""
    from extract.interpret.aggregates import drop_row_totals
    from extract.models import Cell, Span

    def cell(col: str, value: float) -> Cell:
        return Cell(row="Jobs", col=col, value=value, span=Span(line=1, column=1, end_line=1, end_column=2))

    bins = [cell("0-5", 31), cell("5-10", 22), cell("10-15", 8), cell("15-20", 4)]
    summed = [*bins, cell("Total jobs", 65)]
    assert [c.col for c in drop_row_totals(summed, lambda t: False)] == ["0-5", "5-10", "10-15", "15-20"]
    assert len(drop_row_totals(summed, lambda t: t == "Total jobs")) == 5  # a bar the axis lists
    assert len(drop_row_totals([*bins, cell("Total jobs", 80)], lambda t: False)) == 5


@pytest.mark.parametrize(
    ("label", "statistic"),
    [
        ("Average", True),
        ("Mean", True),
        ("Median of all models", True),
        ("Overall average", True),
        ("Mean Accuracy", False),
    ],
)
def test_labels_that_name_a_statistic_of_a_group(label: str, statistic: bool) -> None:
    from extract.interpret.aggregates import names_group_statistic

    assert names_group_statistic(label) is statistic


def test_a_classification_report_marks_its_summary_rows_and_its_count_column() -> None:
    """The rows "accuracy", "macro avg" and "weighted avg" are cells of the table, kept, and
    known as summaries of the classes; "Support" counts, it is no score."""
    from extract import parse_text
    from extract.interpret.aggregates import count_keys, summary_keys

    text = (
        "# Classification Report\n\n| Class | Precision | Recall | F1-Score | Support |\n|---|---|---|---|---|\n"
        "| cat | 0.91 | 0.88 | 0.89 | 512 |\n| dog | 0.86 | 0.90 | 0.88 | 488 |\n"
        "| accuracy |  |  | 0.89 | 1000 |\n| macro avg | 0.885 | 0.89 | 0.885 | 1000 |\n"
        "| weighted avg | 0.886 | 0.89 | 0.885 | 1000 |\n"
    )
    cells = parse_text(text, "report.md").panels[0].cells
    assert {c.row for c in cells} == {"cat", "dog", "accuracy", "macro avg", "weighted avg"}
    assert summary_keys(cells, "row") == {"accuracy", "macroavg", "weightedavg"}
    assert count_keys(cells, "col") == {"support"}
    assert summary_keys(cells, "col") == set()
    # beside no score column of a report, "Accuracy" is a metric like the others
    metrics = [
        c.model_copy(update={"row": name, "col": "Model A"}) for name, c in [("Accuracy", cells[0]), ("BLEU", cells[1])]
    ]
    assert summary_keys(metrics, "row") == set()


def test_a_row_label_that_is_an_axis_title_and_a_number_states_no_colour_scale() -> None:
    from extract.interpret.axes import names_axis_place

    assert names_axis_place("**Digit Scale 4**", ("Layer", "Digit Scale"))
    assert not names_axis_place("Colour Scale", ("Layer", "Digit Scale"))
    assert not names_axis_place("Scale 4", ("Layer", "Digit Scale"))


@pytest.mark.parametrize(
    ("heading", "title"),
    [
        ("## Grouped Bar Chart: Recall by Batch Size", "Recall by Batch Size"),
        ("# Technical Document Extraction: Perplexity vs. Context Size", "Perplexity vs. Context Size"),
        ("# Technical Document Analysis of Recall vs. Depth Chart", "Recall vs. Depth Chart"),
        ("# Technical Document Analysis of the Grouped Bar Chart", None),
        ("## Figure 1 — Baseline accuracy", "Baseline accuracy"),
        ("## Fraud Alerts per Region", "Fraud Alerts per Region"),
        # a heading that names only the kind of chart or of write-up names no figure
        ("# Technical Document Extraction: Line Chart Analysis", None),
        ("## Box Plot Analysis", None),
    ],
)
def test_the_one_chart_takes_the_figure_name_from_the_heading(heading: str, title: str | None) -> None:
    doc = parse_text(f"{heading}\n\n* **Y-axis:** Recall\n\n## Data\n* North: 41\n* South: 37\n", "f.md")
    assert [p.title for p in doc.panels] == [title]
    assert [p.key for p in doc.panels] == [panel_key(title)]


def test_a_lettered_header_whose_name_is_a_measure_names_its_panel() -> None:
    """ "**(b) Final Score**" names panel (b), though "Final Score" alone would only say what
    the values are (as "**Median Values:**" does): its axes and cells are that panel's."""
    text = (
        '## Figure: Two Views\n### Components/Axes\n**(a) Loss**\n* X-axis: "Step", 0 to 10\n'
        '* Y-axis: "Loss", 0.5 to 2.5\n**(b) Final Score**\n* X-axis: dataset – Pine, Oak, Elm\n'
        '* Y-axis: "Score (%)", 50 to 90\n### Detailed Analysis\n**(a) Loss**\n* **Method-A (blue):**\n'
        "* Step 0: 2.1\n* Step 10: 0.9\n**(b) Final Score**\n* **Pine:** Method-A 81.4%, Method-B 77.1%\n"
        "* **Oak:** Method-A 72.6%, Method-B 73.3%\n"
    )
    doc = parse_text(text, "f.md")
    assert [(p.title, p.x.label if p.x else None, p.y.label if p.y else None) for p in doc.panels] == [
        ("(a) Loss", "Step", "Loss"),
        ("(b) Final Score", "dataset", "Score (%)"),
    ]
    assert sorted((c.row, c.col, c.value) for c in doc.panels[1].cells) == [
        ("Method-A", "Oak", 72.6),
        ("Method-A", "Pine", 81.4),
        ("Method-B", "Oak", 73.3),
        ("Method-B", "Pine", 77.1),
    ]


def test_a_name_then_the_word_chart_over_tick_headers_is_a_panel() -> None:
    """ "**Kite-3B Chart:**" over "* **Recall (↑):**" over "* Plain: ~41%": one chart of three,
    each with the same ticks and legend. Read as one panel, the second chart's values were
    the first's given twice, and every one of them a false cell-conflict error."""
    text = (
        "## Bar Charts: Method Scores\n### Components/Axes\n"
        '* **X-axis:** Represents the tasks: "Recall (↑)" and "Error Rate (↓) Easy".\n'
        "* **Y-axis:** Represents the Score (%) with a scale from 0 to 100.\n"
        "* **Legend:**\n* Plain (light grey)\n* Tuned (light blue)\n### Detailed Analysis\n"
        "**Kite-3B Chart:**\n* **Recall (↑):**\n* Plain: Approximately 41%\n* Tuned: Approximately 45%\n"
        "* **Error Rate (↓) Easy:**\n* Plain: Approximately 7%\n"
        "**Orca-5B Chart:**\n* **Recall (↑):**\n* Plain: Approximately 61%\n* Tuned: Approximately 66%\n"
        "* **Error Rate (↓) Easy:**\n* Plain: Approximately 2%\n"
    )
    doc = parse_text(text, "f.md")
    assert [p.title for p in doc.panels] == ["Kite-3B", "Orca-5B"]
    assert [sorted((c.row, c.col, c.value) for c in p.cells) for p in doc.panels] == [
        [("Plain", "Error Rate (↓) Easy", 7), ("Plain", "Recall (↑)", 41), ("Tuned", "Recall (↑)", 45)],
        [("Plain", "Error Rate (↓) Easy", 2), ("Plain", "Recall (↑)", 61), ("Tuned", "Recall (↑)", 66)],
    ]
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []


def test_where_the_legend_sits_in_image_coordinates_is_no_colour_scale_nor_a_region() -> None:
    text = (
        "# Data Extraction: Error vs. Batch Size Chart\n## 1. Overview\nA line graph of **Batch Size** (x-axis) "
        "against **Error** (y-axis) for two networks.\n## 2. Components\n### A. Main Chart Area\n"
        "* **Y-Axis Label:** Error\n* **Y-Axis Scale:** Linear, ranging from 2 to 10.\n"
        "* **X-Axis Label:** Batch Size\n### B. Legend (Spatial Grounding: Upper-Left Quadrant)\n"
        "The legend is located at approximately `[x=0.05 to 0.30, y=0.08 to 0.25]` in normalized "
        "coordinates from the top-left. It contains two entries:\n1. **Red line:** `Wide-Net`\n"
        "2. **Green line:** `Thin-Net`\n## 3. Data\n### Series 1: Wide-Net (Red)\n"
        "* At Batch Size 64: ~7.5\n* At Batch Size 128: ~5.0\n"
    )
    doc = parse_text(text, "legend.md")
    assert len(doc.panels) == 1
    panel = doc.panels[0]
    assert panel.scale is None and panel.regions == []
    assert panel.x is not None and panel.x.label == "Batch Size"
    assert [(c.row, c.col, c.value) for c in panel.cells] == [("Wide-Net", 64, 7.5), ("Wide-Net", 128, 5.0)]


_ONE_CATEGORY_PANELS = """## Bar Chart: Decode speed
**Left Chart:**
* **X-axis:** "Nova-9B"
* **Y-axis:** "Token/s", ranging from 0 to 50.
* **Legend:**
* Plain (red)
* Draft-A (green)
**Right Chart:**
* **X-axis:** "Nova-90B"
* **Y-axis:** "Token/s", ranging from 0 to 10.
### Detailed Analysis
**Left Chart (Nova-9B):**
* **Plain (red):** The bar reaches approximately 30 tokens/s.
* **Draft-A (green):** The bar reaches approximately 41 tokens/s.
**Right Chart (Nova-90B):**
* **Plain (red):** The bar reaches approximately 4 tokens/s.
* **Draft-A (green):** The bar reaches approximately 7 tokens/s.
"""


def test_bars_of_a_panel_named_by_its_one_category_stand_on_it() -> None:
    """Each chart is one group of bars, its x axis titled by the model the panel is named
    for; a legend entry's value with no place is the bar at that one category."""
    doc = parse_text(_ONE_CATEGORY_PANELS, "one-category.md")
    got = {p.title: sorted((c.row, c.col, c.value) for c in p.cells) for p in doc.panels}
    assert got == {
        "Nova-9B": [("Draft-A", "Nova-9B", 41), ("Plain", "Nova-9B", 30)],
        "Nova-90B": [("Draft-A", "Nova-90B", 7), ("Plain", "Nova-90B", 4)],
    }


def test_a_series_value_with_no_place_is_reported_not_dropped() -> None:
    """In a line chart "Plain: ends near 0.3" names no x: no cell, and the line is reported."""
    text = (
        "## Line Chart: Loss\n* **X-axis:** Step\n* **Y-axis:** Loss\n* **Legend:**\n* Plain (red)\n"
        "* Draft-A (green)\n### Detailed Analysis\n* **Plain (red):** At step 10 it is 0.9.\n"
        "* **Draft-A (green):** The line ends near 0.3.\n"
    )
    doc = parse_text(text, "placeless.md")
    assert [(c.row, c.col, c.value) for p in doc.panels for c in p.cells if c.row == "Draft-A"] == []
    assert any(d.name == "data-line-not-read" and d.span and d.span.line == 9 for d in doc.diagnostics)


_TWO_BOX_PLOTS = """## Boxplot Pair: Echo and Spread vs. Level
* **X-axis (Both Plots):** Level (SET-300), ranging from 1 to 4.
* **Y-axis (Left Plot):** 3-gram echo rate (%), ranging from 0 to 20.
* **Y-axis (Right Plot):** Spread, ranging from 0.2 to 0.6.
### Detailed Analysis
**Left Plot: Echo Rate (%)**
* **Level 1:** Median ≈ 3%, IQR ≈ 2-5%, Minimum ≈ 1%, Maximum ≈ 8%.
* **Level 2:** Median ≈ 4%, IQR ≈ 3-6%, Minimum ≈ 1%, Maximum ≈ 9%.
* **Trend:** The median values consistently rise from Level 1 to Level 2.
**Right Plot: Spread**
* **Level 1:** Median ≈ 0.41, IQR ≈ 0.35-0.45, Minimum ≈ 0.3, Maximum ≈ 0.5.
* **Level 2:** Median ≈ 0.40, IQR ≈ 0.35-0.44, Minimum ≈ 0.3, Maximum ≈ 0.5.
"""


def test_axes_whose_notes_name_a_plot_by_its_place_are_that_plots() -> None:
    """ "Y-axis (Right Plot)" is the second plot's y axis, not a second statement of the
    first's; an axis title may hold a number inside a word or a note ("3-gram", "(SET-300)")."""
    doc = parse_text(_TWO_BOX_PLOTS, "two-box.md")
    got = {p.title: (p.x.label if p.x else None, p.y.label if p.y else None) for p in doc.panels}
    assert got == {
        "Echo Rate": ("Level (SET-300)", "3-gram echo rate (%)"),
        "Spread": ("Level (SET-300)", "Spread"),
    }
    # (the minimum and maximum are kept as rows of their own: only the medians are on the y axis)
    cells = sorted((p.title, c.row, c.col, c.value) for p in doc.panels for c in p.cells if p.y and c.row == p.y.label)
    assert cells == [
        ("Echo Rate", "3-gram echo rate (%)", 1, 3),
        ("Echo Rate", "3-gram echo rate (%)", 2, 4),
        ("Spread", "Spread", 1, 0.41),
        ("Spread", "Spread", 2, 0.40),
    ]
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []


def test_a_title_line_that_only_says_where_the_title_stands_names_no_panel() -> None:
    """ "**Title**: Centered at the top" in a "Spatial Grounding" list says where the title
    is, not what it is: it had renamed the panel, and so the figure it is grouped under."""
    text = (
        "## Heatmap: Probe Accuracy\n### Components/Axes\n- **X-axis (Probes)**: Alpha, Beta\n"
        "- **Y-axis (Topics)**: rivers, lakes\n### Detailed Analysis\n| Topic | Alpha | Beta |\n|---|---|---|\n"
        "| rivers | 61 | 85 |\n| lakes | 92 | 90 |\n#### Spatial Grounding\n- **Legend**: right-aligned colour bar\n"
        "- **Title**: Centered at the top\n"
    )
    doc = parse_text(text, "probe.md")
    assert [p.title for p in doc.panels] == ["Probe Accuracy"]


@pytest.mark.parametrize(
    ("opening", "title"),
    [
        ('The image shows a heatmap titled "Mix Matrix" that compares two labelers.', "Mix Matrix"),
        ('The image is a line chart, titled "Reward over Steps", with one blue line.', "Reward over Steps"),
        ('The image is a line chart whose x-axis, titled "Epoch", runs from 0 to 20.', None),
    ],
)
def test_an_opening_sentence_that_quotes_the_chart_s_title_names_the_panel(opening: str, title: str | None) -> None:
    """'a heatmap titled "Mix Matrix"' names the one chart; an axis's title names no panel."""
    doc = parse_text(f"{opening}\n\n| Epoch | Loss |\n|---|---|\n| 0 | 0.9 |\n| 10 | 0.4 |\n", "titled.md")
    assert [p.title for p in doc.panels] == [title]


def test_a_header_beside_a_named_sibling_panel_is_a_panel_where_charts_are_announced() -> None:
    """ "#### Base (Plain)" and "#### S1 (Tuned)" under one section, with three radar charts
    announced: only S1's digit marks a name, but the two headers are written alike, so both
    are charts (the first is no untitled panel)."""
    text = (
        "## Radar Chart: Runner Scores\n### Overview\nThree radar charts stand side by side.\n"
        "### Detailed Analysis\n#### Base (Plain)\n- **Ash** (teal): Peaks at Speed (~0.75).\n"
        "#### S1 (Tuned)\n- **Oak** (yellow): Improved in Speed (~0.7).\n"
    )
    doc = parse_text(text, "runners.md")
    assert [p.title for p in doc.panels] == ["Base (Plain)", "S1 (Tuned)"]


def test_horizontal_bars_whose_categories_the_x_axis_lists_are_valued_on_y() -> None:
    # a write-up calls the bars horizontal but lists the categories under the x axis: the
    # values are read on the other axis, so the one series is named after the y axis's label
    text = (
        "## Bar Chart: Catch by Boat\n\nA horizontal bar chart of the catch of three boats.\n\n"
        "- **X-axis (Boats)**: Ada, Bea, Cy\n- **Y-axis (Crates Landed)**: 0 to 40\n\n"
        "- **Ada**: value **31**.\n- **Bea**: value **22**.\n- **Cy**: value **9**.\n"
    )
    doc = parse_text(text, "bars.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [("Crates Landed", "Ada", 31), ("Crates Landed", "Bea", 22), ("Crates Landed", "Cy", 9)]


def test_headers_naming_an_x_over_series_lines_place_the_values_at_that_x() -> None:
    # "**Epoch 5**" over "- Baseline: 0.61" in a line chart with no axis stated: the header is
    # the x, the label the series (before: the row "Epoch 5" and the column "Baseline")
    text = "## Line Chart: Loss\n\n**Epoch 5**\n- Baseline: 0.61\n- Tuned: 0.55\n\n**Epoch 10**\n- Baseline: 0.48\n"
    doc = parse_text(text, "epochs.md")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [("Baseline", 5, 0.61), ("Baseline", 10, 0.48), ("Tuned", 5, 0.55)]
    # in a bar chart a header names its group, a category: unchanged
    bars = parse_text(text.replace("Line Chart", "Bar Chart"), "bars.md")
    assert all(not isinstance(c.col, int) for p in bars.panels for c in p.cells)
