"""Colour scales: the range a write-up states for its colour bar, and what is not that range."""

from __future__ import annotations

from extract.api import parse_text

_BINS = """## Heatmap: counts per cell
- **Rows**: A, B
- **Columns**: X, Y
- **Color gradient**: from pale green (low) to navy (high), with teal in the middle range (6-8).
| Row | X | Y |
|---|---|---|
| A | 3 | 7 |
| B | 9 | 12 |
"""


def test_a_middle_range_is_not_the_scale() -> None:
    """ "teal in the middle range (6-8)" names a part of the scale: reading it as the whole
    scale would flag 3, 9 and 12 as outside it."""
    doc = parse_text(_BINS, "bins.md")
    assert doc.panels and all(p.scale is None or (p.scale.min, p.scale.max) != (6, 8) for p in doc.panels)
    assert not [d for d in doc.diagnostics if d.name == "value-outside-scale"]
    assert sorted(c.value for p in doc.panels for c in p.cells) == [3, 7, 9, 12]


_BANDS = """## Heatmap: Overlap
- **Color Scale**:
- **Pale Orange**: ~0.0–0.3
- **Medium Red**: ~0.4–0.7
- **Dark Red**: ~0.8–1.0
| | A | B |
|---|---|---|
| **A** | 1.00 | 0.42 |
| **B** | 0.37 | 1.00 |
"""


def test_colour_bands_make_one_scale_from_the_lowest_to_the_highest() -> None:
    doc = parse_text(_BANDS, "bands.md")
    scale = doc.panels[0].scale
    assert scale is not None
    assert (scale.min, scale.max, scale.approximate) == (0.0, 1.0, True)
    assert (scale.low_color, scale.high_color) == ("Pale Orange", "Dark Red")


_SERIES_LEGEND = """## Bar chart: Sales by region
* **Legend:** the bars are coloured by year:
* **Blue:** 2019
* **Orange:** 2020
* **North:** 2019 41, 2020 47
"""


def test_a_legend_of_colours_naming_years_is_no_colour_scale() -> None:
    """A legend's colours name series; only a colour bar or a scale gives colours values."""
    doc = parse_text(_SERIES_LEGEND, "legend.md")
    assert all(p.scale is None for p in doc.panels)
    assert not [d for d in doc.diagnostics if d.name == "value-outside-scale"]


_SAID_OF_COLOURS = """## Heatmap: Correlation of three probes
A 3x3 correlation matrix. Values range from -1 to 1, with darker green indicating stronger positive correlation.
| | p | q | r |
|---|---|---|---|
| **p** | 1.00 | 0.61 | 0.38 |
| **q** | 0.61 | 1.00 | 0.45 |
| **r** | 0.38 | 0.45 | 1.00 |
"""


def test_a_range_said_of_the_colours_is_the_scale_not_a_claim() -> None:
    """ "Values range from -1 to 1, with darker green indicating …" states the colour
    scale: no claim that the cells span -1 to 1."""
    doc = parse_text(_SAID_OF_COLOURS, "said.md")
    scale = doc.panels[0].scale
    assert scale is not None and (scale.min, scale.max) == (-1, 1)
    assert not [d for d in doc.diagnostics if d.severity != "info"]


def test_a_line_under_a_sentence_about_the_legend_is_no_scale() -> None:
    """ "All values align with the legend:" over "- Red (0.00–0" (a write-up cut there) is
    a check of the colours, not the scale: the scale stays 0 to 1."""
    text = (
        "## Heatmap: Scores\n- **Legend**:\n- Color scale from red (0.0) to yellow (1.0).\n"
        "| | a | b |\n|---|---|---|\n| **x** | 0.2 | 0.9 |\n#### Colour Check\n"
        "- All values align with the legend:\n- Red (0.00–0"
    )
    scale = parse_text(text, "check.md").panels[0].scale
    assert scale is not None and (scale.min, scale.max) == (0.0, 1.0)


_SCALE_AXIS = """# Recall by Stage and Width Scale
* **X-axis:** "Stage", 1, 2.
* **Y-axis:** "Width Scale", 1, 2, 3.
* **Color bar:** from 0.0 (white) to 1.0 (dark red).

* **Width Scale 1:** 0.91, 0.95
* **Width Scale 2:** Recall is low, around 0.1-0.2, at both stages.
For Width Scale 3 the cells stay pale, between 0.2 and 0.3 (light pink).
"""


def test_an_axis_title_holding_the_word_scale_states_no_colour_scale() -> None:
    """ "**Width Scale 2:** … around 0.1-0.2" and "For Width Scale 3 … between 0.2 and 0.3
    (light pink)" beside a y axis "Width Scale" speak of rows: the colour bar stays 0 to 1
    and no cell is outside it."""
    doc = parse_text(_SCALE_AXIS, "scale_axis.md")
    assert [(p.scale.min, p.scale.max) for p in doc.panels if p.scale] == [(0.0, 1.0)]
    assert not [d for d in doc.diagnostics if d.name == "value-outside-scale"]
    assert sorted(c.value for p in doc.panels for c in p.cells) == [0.91, 0.95]


def test_a_scale_of_fractions_over_cells_in_percent_is_one_unit_written_twice() -> None:
    head = (
        "# Heatmap: Accuracy by Probe\n\n* **X-axis:** Probe: P1, P2, P3\n* **Y-axis:** Model: Kite, Wren\n"
        "* **Colour bar:** from 0.0 (dark blue) to 1.0 (yellow)\n\n"
    )
    percent = parse_text(head + "* Kite: 97, 64, 88\n* Wren: 100, 51, 73\n", "pct.md")
    assert [d.name for d in percent.diagnostics if d.name == "value-outside-scale"] == []
    # a value past 100 percent is past the bar in either unit, and a fraction scale with one
    # cell of 1.4 among fractions is a misread: both are still found
    past = parse_text(head + "* Kite: 97, 64, 108\n* Wren: 100, 51, 73\n", "past.md")
    mixed = parse_text(head + "* Kite: 0.97, 0.64, 1.4\n* Wren: 0.99, 0.51, 0.73\n", "mixed.md")
    for doc in (past, mixed):
        assert [d.name for d in doc.diagnostics if d.name == "value-outside-scale"] == ["value-outside-scale"]


_LINE_LEGEND = """## Line Chart: Recall Across Rounds
### Components/Axes
* **X-Axis (Horizontal):**
* **Label:** "Round"
* **Legend:**
* **Position:** Top-left corner.
* **Series 1:** Green line, labeled "base".
* **Data Series:** Two lines, each joining markers for rounds 1 through 4.
### Detailed Analysis
**"base" (Green Line)**
* Round 1: ~12%
* Round 2: ~58%
"""


def test_a_range_under_a_series_legend_without_colours_is_no_scale() -> None:
    """A line chart's legend lists series; "rounds 1 through 4" under it is the x range, and
    reading it as a colour scale would flag 12 and 58 as above a maximum of 4."""
    doc = parse_text(_LINE_LEGEND, "recall.md")
    assert [p.scale for p in doc.panels] == [None]
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []
    assert [(c.row, c.col, c.value) for p in doc.panels for c in p.cells] == [("base", 1, 12), ("base", 2, 58)]


_MATRICES_THEN_BARS = """## Chart: Matrices and a Bar Chart
**Matrices:**
* **X-axis:** "Guessed" with markers 0 and 1.
* **Y-axis:** "Truth" with markers 0 and 1.
* **Color Scale:** from about 0.2 (lightest green) to 0.6 (darkest green).
**Bar Chart:**
* **X-axis:** "Split" with labels: "Dev", "Test".
* **Y-axis:** "Hit Rate" from 0.0 to 1.0.
### Detailed Analysis
**Matrices:**
* **Alder:**
* Truth 0, Guessed 0: 0.55
* Truth 0, Guessed 1: 0.70
* **Birch:**
* Truth 0, Guessed 0: 0.50
* Truth 0, Guessed 1: 0.30
**Bar Chart:**
* Dev: Approximately 0.45
* Test: Approximately 0.85
"""


def test_a_bar_chart_beside_heatmaps_has_not_their_colour_bar() -> None:
    """The matrices' colour bar (0.2 to 0.6) says nothing of the bars after "**Bar Chart:**":
    0.85 there is no value outside a scale, while 0.70 in a matrix is."""
    doc = parse_text(_MATRICES_THEN_BARS, "mixed.md")
    bars = [p for p in doc.panels if any(c.col == "Test" for c in p.cells)]
    assert len(bars) == 1 and bars[0].scale is None
    outside = [d for d in doc.diagnostics if d.name == "value-outside-scale"]
    assert outside and all("0.85" not in d.message for d in outside)
    assert any("0.7" in d.message for d in outside)


_TWO_BARS = """## Heatmaps: Drift of two sensors
* **Color Scale (Left Heatmap - Average):** from deep blue (about -6) to bright yellow (about 6).
* **Color Scale (Right Heatmap - Spread):** from white (about 0) to black (about 2).
**Left Heatmap (Average):**
* **Cell (1, 1):** about -5.5
* **Cell (2, 2):** about 5.2
"""

_ONE_NOTE = """## Heatmap: Drift
* **Color Scale (right side):** from about 0 to about 2.
* **Cell (1, 1):** about 1.5
* **Cell (2, 2):** about 2.4
"""


def test_scales_told_apart_by_their_labels_notes_are_each_their_panels() -> None:
    """Two scale lines that differ only by the note of their label are one per panel: the
    second (0 to 2, the right heatmap's) must not replace the first on the left panel,
    which would flag -5.5 and 5.2 as outside a scale they are inside."""
    doc = parse_text(_TWO_BARS, "two-bars.md")
    scales = [p.scale for p in doc.panels if p.cells]
    assert scales and all(s is not None and (s.min, s.max) == (-6, 6) for s in scales)
    assert not [d for d in doc.diagnostics if d.name == "value-outside-scale"]


def test_one_note_on_a_scale_label_says_where_the_bar_is() -> None:
    """A single scale line with a note is still the figure's scale, and 2.4 is outside it."""
    doc = parse_text(_ONE_NOTE, "one-note.md")
    scale = doc.panels[0].scale
    assert scale is not None and (scale.min, scale.max) == (0, 2)
    assert [d.name for d in doc.diagnostics if d.name == "value-outside-scale"] == ["value-outside-scale"]


def test_an_interpretation_of_a_point_naming_the_legend_is_no_scale() -> None:
    """ "Interpretation: Slow Speed (0.1) and Low Price (0.2), as the legend says" reads one
    point against the legend: no colour scale, so no second panel."""
    text = (
        "## Scatter Plot: Speed vs Price\n- **X-Axis (Speed)**: 0.0 to 1.0.\n- **Y-Axis (Price)**: 0.0 to 1.0.\n"
        "### Detailed Analysis\n1. **Rose Point**\n- Coordinates: (0.8, 0.9)\n- Interpretation: High Speed.\n"
        "2. **Slate Point**\n- Coordinates: (0.1, 0.2)\n"
        '- Interpretation: Slow Speed (0.1) and Low Price (0.2). As the legend\'s "Slow, Low" label says.\n'
    )
    doc = parse_text(text, "reading.md")
    assert len(doc.panels) == 1 and doc.panels[0].scale is None
    assert sorted((c.col, c.value) for c in doc.panels[0].cells) == [(0.1, 0.2), (0.8, 0.9)]


_SWEEP = (
    "# Heatmap: Decay Sweep\n## Axes\n- **X-Axis (Columns):** `round` | `decay` | `gain` | `loss/avg`\n"
    "- **Legend:** Color gradient from **teal (40)** to **amber (90)**, labeled `{label}`\n## Data\n"
    "| Round | decay | gain | loss/avg |\n|---|---|---|---|\n| 1 | 0.1 | 0.3 | 40 |\n| 2 | 0.2 | 0.5 | 65 |\n"
    "| 3 | 0.3 | 0.7 | {last} |\n## Spatial Grounding\n- **Color Matching:**\n- Example: Round 3, decay=0.\n"
)


def test_a_scale_labelled_for_one_column_colours_that_column_only() -> None:
    """A colour bar labelled with one column's name ("loss/avg") colours that column: the
    settings beside it (decay 0.1, gain 0.3) are no values outside it, while that column's own
    value past the end still is; and the line "Example: Round 3, decay=0." illustrates, no row."""
    doc = parse_text(_SWEEP.format(label="loss/avg", last=90), "sweep.md")
    assert not [d for d in doc.diagnostics if d.name == "value-outside-scale"]
    assert not [c for p in doc.panels for c in p.cells if c.row == "Example"]
    past = parse_text(_SWEEP.format(label="loss/avg", last=120), "sweep.md")
    outside = [d for d in past.diagnostics if d.name == "value-outside-scale"]
    assert [d.cells for d in outside] == [[[3, "loss/avg"]]]
    unlabelled = parse_text(_SWEEP.format(label="loss", last=90), "sweep.md")
    assert [d.name for d in unlabelled.diagnostics if d.name == "value-outside-scale"] == ["value-outside-scale"]


_LOG_AXIS_SENTENCE = (
    "## Chart: Loss and Gradient Norm vs. Epoch\n"
    'The left chart displays "Loss" versus "Epoch," while the right chart shows "Gradient Norm"'
    ' (on a logarithmic scale) versus "Epoch."'
    " Both charts compare three different optimisers: SGD, COS-Decay (0.3), and BLUE-Sched, with a warm-up of 64.\n"
    "* **X-axis:** Epoch, linear scale from 0 to 40, with tick marks at 0, 20 and 40.\n"
    "### Detailed Analysis\n"
    "* **SGD (grey):** Starts at approximately 0.9 and generally decreases to around 0.25 by epoch 40.\n"
)


def test_a_logarithmic_axis_in_a_sentence_is_no_colour_scale() -> None:
    """ "(on a logarithmic scale)" says how an axis is drawn; with a colour word inside a
    series' name ("BLUE-Sched") and two numbers in the sentence (0.3, 64) it was read as a
    colour scale from 0.3 to 64, and every loss below 0.3 was flagged as outside it."""
    doc = parse_text(_LOG_AXIS_SENTENCE, "log_axis.md")
    assert doc.panels and sorted(c.value for p in doc.panels for c in p.cells) == [0.25, 0.9]
    assert all(p.scale is None for p in doc.panels)
    assert not [d for d in doc.diagnostics if d.name == "value-outside-scale"]


_SETTING_IN_NAME = """## Chart: Reward and Drift vs. Steps
### Overview
Two line charts side by side. The left shows "Reward" against "Steps", the right shows "Drift" \
(on a logarithmic scale) against "Steps." Both compare three methods: Plain, Clip-Rate (0.3), and Red-Mix, \
with a refresh interval of 50.
### Components/Axes
* **Y-axis:** Reward, from 0.2 to 0.9.
* **X-axis:** Steps, from 0 to 1000.
### Detailed Analysis
* **Plain:** Starts at approximately 0.25 and rises to around 0.8 by 1000 steps.
"""


def test_a_setting_in_a_series_name_opens_no_scale() -> None:
    """ "Clip-Rate (0.3), and Red-Mix, with a refresh interval of 50" after "a logarithmic
    scale": the name before the bracket is a series (no colour names it), so 0.3 is its
    setting and no end of a colour bar, and 0.25 is never outside a scale "0.3 to 50"."""
    doc = parse_text(_SETTING_IN_NAME, "setting.md")
    assert all(p.scale is None for p in doc.panels)
    assert not [d for d in doc.diagnostics if d.name == "value-outside-scale"]


_EXAMPLE_COLOURS = """## Heatmap: Retrieval scores by domain

The heatmap shows scores of two methods across three domains, with a colour bar from 0.0 to 1.0 on the right.

* **Legend:** Vertical colour bar from 0.0 (dark purple) to 1.0 (bright yellow)

| Domain | Sparse | Dense |
|---|---|---|
| Law | 62 ± 3 | 81 ± 2 |
| Medicine | 70 ± 1 | 88 ± 2 |
| Finance | 66 ± 2 | 100 ± 0 |

* Cell Colors: Match legend gradient (e.g., 81 ± 2 = reddish-orange, 100 ± 0 = bright yellow).
"""


def test_example_colours_of_two_cells_are_no_scale() -> None:
    """ "(e.g., 81 ± 2 = reddish-orange, 100 ± 0 = bright yellow)" names the colours of two
    cells; read as a scale from 81 to 100 it flagged every cell below 81 as outside it."""
    doc = parse_text(_EXAMPLE_COLOURS, "examples.md")
    assert [(p.scale.min, p.scale.max) for p in doc.panels if p.scale is not None] == [(0.0, 1.0)]
    assert not [d for d in doc.diagnostics if d.name == "value-outside-scale"]
