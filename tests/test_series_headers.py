"""A series header over its readings: the legend entry it names is the series, whatever
x-like word the entry holds ("Step 500"), whatever its sentence says after the label, and a
sub-label that only says readings follow ("**Points:**") names no series."""

from __future__ import annotations

from extract import parse_text

HEAD = (
    "## Line Chart: Drift by Stage\n### Components/Axes\n* **X-axis:** Stage, from 1 to 3.\n"
    "* **Y-axis:** Drift, from about 2 to 4.\n* **Legend:**\n* Red line: step 500\n* Teal line: step 900\n"
    "### Detailed Analysis\n"
)
WANT = sorted(
    [
        ("step 500", 1, 3.9),
        ("step 500", 2, 3.4),
        ("step 500", 3, 3.5),
        ("step 900", 1, 3.6),
        ("step 900", 2, 3.0),
        ("step 900", 3, 2.8),
    ],
    key=repr,
)


def cells(text: str) -> list[tuple[object, object, float]]:
    doc = parse_text(text, "series.md")
    return sorted(((c.row, c.col, c.value) for p in doc.panels for c in p.cells), key=repr)


def test_a_header_naming_a_legend_entry_with_an_x_word_is_that_series() -> None:
    text = HEAD + (
        "* **Step 500 (Red Line):** Starts near 3.9 at Stage 1, then holds around 3.4-3.5 for stages 2 through 3.\n"
        "* Stage 1: Drift ≈ 3.9\n* Stage 2: Drift ≈ 3.4\n* Stage 3: Drift ≈ 3.5\n"
        "* **Step 900 (Teal Line):**\n"
        "* Stage 1: Drift ≈ 3.6\n* Stage 2: Drift ≈ 3.0\n* Stage 3: Drift ≈ 2.8\n"
    )
    assert cells(text) == WANT


def test_a_sub_label_that_only_says_readings_follow_names_no_series() -> None:
    text = HEAD.replace("* **Legend:**\n* Red line: step 500\n* Teal line: step 900\n", "") + (
        "* **Red Line (step 500):**\n* **Trend:** Falls, then flattens.\n"
        "* **Points:** Stage 1: ~3.9, Stage 2: ~3.4, Stage 3: ~3.5.\n"
        "* **Teal Line (step 900):**\n* **Data Points:** Stage 1: ~3.6, Stage 2: ~3.0, Stage 3: ~2.8.\n"
    )
    assert cells(text) == WANT


def test_a_lettered_header_naming_a_legend_entry_after_a_placement_line_is_that_series() -> None:
    """ "#### b. **Osprey (Teal Dots)**" under a legend whose first item says where it stands: the
    letter lists the series, it is no part of the name, and the place is no entry."""
    text = (
        "# Technical Document Analysis of Line Chart\n### 1. **Axes**\n- **X-axis**: Stage, from 1 to 3.\n"
        "- **Y-axis**: Drift.\n### 2. **Legend**\n- Located in the **top-left corner** of the chart.\n"
        "- **Color Labels**:\n- **Red dots**: Kestrel\n- **Teal dots**: Osprey\n### 3. **Series\n"
        "#### a. **Kestrel (Red Dots)**\n- (1, 3.9)\n- (3, 3.5)\n"
        "#### b. **Osprey (Teal Dots)**\n- (1, 3.6)\n- (2, 3.0)\n"
    )
    assert cells(text) == sorted(
        [("Kestrel", 1, 3.9), ("Kestrel", 3, 3.5), ("Osprey", 1, 3.6), ("Osprey", 2, 3.0)], key=repr
    )


def test_a_stretch_in_the_sentence_after_a_series_label_keeps_the_series() -> None:
    """ "**Kestrel (Red Line):** … levels off around 40-45 from a size of 4 onwards …" over
    its readings: the stretch is said of Kestrel in the words after the label, so the header
    still names the series (it had been taken for a stretch of the x axis, and the readings
    fell to the y axis's words)."""
    text = (
        "## Line Chart: Hit Rate vs. Cache Size\n### Components/Axes\n"
        '* **X-axis:** Labeled "Cache Size", with markers at 2, 4, 8.\n'
        "* **Y-axis:** Scale ranges from approximately 10 to 60.\n"
        "* **Legend:**\n* Red Circle: Kestrel\n* Grey Square: Plover\n### Detailed Analysis\n"
        "* **Kestrel (Red Line):** Starts near 20 at a size of 2, levels off around 40-45 from a size"
        " of 4 onwards, and climbs to about 50 at a size of 8.\n"
        "* Cache Size 2: ~20\n* Cache Size 4: ~35\n* Cache Size 8: ~50\n"
        "* **Plover (Grey Line):** Begins near 12 and rises to 30.\n"
        "* Cache Size 2: ~12\n* Cache Size 4: ~22\n* Cache Size 8: ~30\n"
    )
    assert cells(text) == sorted(
        [
            ("Kestrel", 2, 20),
            ("Kestrel", 4, 35),
            ("Kestrel", 8, 50),
            ("Plover", 2, 12),
            ("Plover", 4, 22),
            ("Plover", 8, 30),
        ],
        key=repr,
    )


def test_a_label_that_only_says_points_follow_keeps_the_series_over_it() -> None:
    """A numbered series item, then "Approximate data points (read by eye):" at its depth,
    then the readings; and "**Key Points:**" over pairs under a series' header: both labels
    only say values follow, the readings are the series'."""
    head = (
        "## Line Chart: Drift vs. Load\n### Components/Axes\n* **X-Axis:** Load, ticks 10, 20, 30.\n"
        "* **Y-Axis:** Drift.\n### Detailed Analysis\n"
    )
    flat = head + (
        "1. **Field Runs / Model Fit (Blue):** This series falls steadily as the load grows.\n"
        "* Approximate data points (read by eye):\n* At Load ≈ 10: Drift ≈ 4.5\n* At Load ≈ 20: Drift ≈ 3.1\n"
    )
    assert cells(flat) == [("Field Runs / Model Fit", 10, 4.5), ("Field Runs / Model Fit", 20, 3.1)]
    pairs = head + (
        '1. **"Heron" (Cyan Line):**\n* **Trend:** Climbs fast, then holds.\n* **Key Points:** (10, ~0.2), (20, 0.9).\n'
    )
    assert cells(pairs) == [("Heron", 10, 0.2), ("Heron", 20, 0.9)]


_SIGN_BANDS = """## Bar Chart: Yield Change per Plot
* **Y-Axis:** "Yield change (%)", from -40 to 40.
* **X-Axis:** Five plots, not labelled.
### Detailed Analysis
* **{below}:**
* Plot 1: Approximately -25%.
* Plot 2: Approximately -8%.
* **{above}:**
* Plot 3: Approximately +12%.
* Plot 4: Approximately +31%.
"""


def test_a_header_saying_which_side_of_zero_names_no_series() -> None:
    """ "**Below Zero (Red Bars, Left Side):**" and "**Negative values (orange bars)**" group
    the bars by sign: the chart's one series stays unnamed (its y axis), never "Below Zero"."""
    for below, above in [
        ("Below Zero (Red Bars, Left Side)", "Above Zero (Green Bars, Right Side)"),
        ("Negative values (orange bars)", "Above the baseline"),
    ]:
        got = cells(_SIGN_BANDS.format(below=below, above=above))
        assert {r for r, _, _ in got} == {"Yield change (%)"}, below
        assert sorted(v for _, _, v in got) == [-25, -8, 12, 31]


def test_a_legend_entry_named_for_a_sign_stays_a_series() -> None:
    """ "Positive (green)" in a legend of two entries is a series, not a side of zero."""
    text = (
        "## Bar Chart: Reviews per Week\n* **Legend:** Positive (green), Negative (red)\n"
        "### Detailed Analysis\n* **Positive (green):**\n* Week 1: 40\n* Week 2: 52\n"
        "* **Negative (red):**\n* Week 1: 12\n* Week 2: 9\n"
    )
    assert {r for r, _, _ in cells(text)} == {"Positive", "Negative"}
