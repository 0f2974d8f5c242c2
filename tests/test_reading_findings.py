"""data-not-read and data-line-not-read: what the reader could not take is reported, at info
level, never dropped silently (issue 9, "never silent")."""

from __future__ import annotations

from extract import parse_text
from extract.report import summary

PROSE_ONLY = """# Fig. 3: accuracy over training

The chart shows accuracy rising from 0.41 to 0.77, with a dip to 0.52 somewhere in the middle.
"""

FURNITURE_ONLY = """# Fig. 4: a sketch of the pipeline

## Overview
The diagram has 3 stages and 2 feedback loops.

## Components/Axes
* **X-axis:** Step, ticks at 0, 50, 100.
"""

READ = """# Latency by region

**Y-axis:** Latency (ms)

## Data
* North: 41 ms
* South: 37 ms
"""


def test_a_write_up_with_data_but_no_cell_gets_one_info_finding_at_the_first_data_line() -> None:
    doc = parse_text(PROSE_ONLY, "fig3.md")
    assert not any(p.cells for p in doc.panels)
    found = [d for d in doc.diagnostics if d.name == "data-not-read"]
    assert len(found) == 1
    (d,) = found
    assert (d.code, d.severity, d.span and d.span.line) == ("FX401", "info", 3)
    assert "1 line reads like data" in d.message
    assert summary(doc.diagnostics, [], 1) == "1 info in 1 document (1 with data not read)"


AXIS_AND_VALUES_IN_ONE_PARAGRAPH = (
    "The chart is a bar chart of the mean queue time (minutes) at four clinics. Ashby has the longest "
    "wait at roughly 52 minutes, then Corve at about 40; Dene and Elton sit at 29 and 27 minutes. "
    "The y-axis runs from 0 to 60 in steps of 20.\n"
)


def test_a_paragraph_that_states_an_axis_beside_values_not_read_is_still_data_not_read() -> None:
    # the axis said in one sentence takes that sentence, never the values of the others
    doc = parse_text(AXIS_AND_VALUES_IN_ONE_PARAGRAPH, "clinics.md")
    found = [d for d in doc.diagnostics if d.name == "data-not-read"]
    if any(p.cells for p in doc.panels):
        assert not found  # (read one day: then nothing is left unread)
    else:
        assert [(d.severity, d.span and d.span.line) for d in found] == [("info", 1)]


def test_numbers_of_the_figure_furniture_alone_are_not_unread_data() -> None:
    doc = parse_text(FURNITURE_ONLY, "fig4.md")
    assert [d.name for d in doc.diagnostics if d.name.startswith("data-")] == []


def test_a_fully_read_write_up_has_no_reading_finding() -> None:
    doc = parse_text(READ, "lat.md")
    assert [(c.row, c.col, c.value) for p in doc.panels for c in p.cells] == [
        ("Latency (ms)", "North", 41),
        ("Latency (ms)", "South", 37),
    ]
    assert [d.name for d in doc.diagnostics] == []


def test_a_multiplier_keeps_its_value() -> None:
    doc = parse_text("# Speed-up\n\n**Y-axis:** Speed-up\n* A: 4.6x\n* B: 2×\n* C: 3.14\n", "s.md")
    assert [(c.col, c.value) for p in doc.panels for c in p.cells] == [("A", 4.6), ("B", 2), ("C", 3.14)]


def test_a_surely_data_line_left_unread_beside_read_cells_is_reported_on_its_line() -> None:
    doc = parse_text(READ + "* East: between 52\n", "lat.md")
    assert len([c for p in doc.panels for c in p.cells]) == 2
    found = [(d.code, d.severity, d.span and d.span.line) for d in doc.diagnostics]
    assert found == [("FX402", "info", 8)]
    assert "East: between 52" in doc.diagnostics[0].message


def test_values_written_as_headings_or_fenced_tables_are_read_or_reported() -> None:
    """Whatever the markdown structure, data is read or reported: a table fenced as
    markdown is read; values written as headings are reported (FX401)."""
    fenced = "## Heatmap: Scores\n\n```markdown\n| Model | A | B |\n|---|---|---|\n| X | 0.1 | 0.2 |\n```\n"
    doc = parse_text(fenced, "fenced.md")
    assert sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells) == [("X", "A", 0.1), ("X", "B", 0.2)]
    headed = "# Heatmap: Scores\n### Row X: 0.1, 0.2\n### Row Y: 0.3, 0.4\n"
    doc = parse_text(headed, "headed.md")
    assert [(d.name, d.span.line if d.span else None) for d in doc.diagnostics] == [("data-not-read", 2)]


NAMED_POINTS = """# Speed of three checkpoints

## Axes
* **X-axis:** Parameters, log scale.
* **Y-axis:** Tokens per second, 0 to 900.

## Points
1. **Wren-1B:** (~1B, ~820)
2. **Lark-8B:** (~8B, ~395)
3. **Rook-34B:** (Grey dot) Located at approximately x=34B, y=118.
"""


def test_points_no_reader_took_are_data_not_read_even_on_lines_that_head_others() -> None:
    # "B" is a unit the x axis does not name: 1B could be 1 or 1,000,000,000, so nothing is read
    doc = parse_text(NAMED_POINTS, "named.md")
    assert not any(p.cells for p in doc.panels)
    found = [d for d in doc.diagnostics if d.name == "data-not-read"]
    assert len(found) == 1 and found[0].span is not None and found[0].span.line == 8
    assert "3 lines read like data" in found[0].message


def test_a_point_left_unread_beside_read_ones_is_a_data_line_not_read() -> None:
    text = (
        "# Latency\n\n* X-axis: Users, 1 to 8\n* Y-axis: Latency (ms)\n\n"
        "#### Cobalt (Blue Line)\n- (1, 140 ms)\n- (8, 265 ms)\n#### Amber (Orange Line)\n- (1, 0.12 s)\n- (8, 0.2 s)\n"
    )
    doc = parse_text(text, "lat.md")
    assert [(c.row, c.col, c.value) for p in doc.panels for c in p.cells] == [("Cobalt", 1, 140), ("Cobalt", 8, 265)]
    unread = [d.span.line for d in doc.diagnostics if d.name == "data-line-not-read" and d.span is not None]
    assert unread == [10, 11]


def test_a_pair_that_keys_another_value_is_no_point_and_no_unread_point() -> None:
    text = (
        "# Heatmap\n- **X-Axis:** `Budget`, values `1000, 2000`\n- **Y-Axis:** `Depth`, values `0, 95`\n"
        "- Example: a yellow square at `(x=2000, y=95)` corresponds to a score of `7`.\n"
        "- **Data Points:**\n- `(x=1000, y=0)` → `0`\n- `(x=2000, y=95)` → `3`\n"
    )
    doc = parse_text(text, "grid.md")
    assert sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells) == [(0, 1000, 0), (95, 2000, 3)]
    assert [d.name for d in doc.diagnostics if d.name.startswith("data-")] == []


def test_coordinates_are_never_read_as_named_values() -> None:
    text = (
        "# T\n\n* X-axis: Size, 0 to 10\n* Y-axis: Score, 0 to 100\n\n## Data Points\n"
        "* **Kestrel:** (Blue dot) Located at approximately x=2, y=41, size 5.\n"
    )
    doc = parse_text(text, "xy.md")
    assert not any(p.cells for p in doc.panels)  # not ("… Located x", "Kestrel", 2), ("y", "Kestrel", 41)
    assert [d.name for d in doc.diagnostics] == ["data-not-read"]


def test_a_pair_in_a_sentence_or_placing_a_mark_in_the_image_is_not_surely_data() -> None:
    text = (
        "# Latency\n\n* X-axis: Users, 1 to 8\n* Y-axis: Latency (ms)\n\n#### Cobalt (Blue Line)\n- (1, 140 ms)\n"
        "- (8, 265 ms)\n- The two curves cross at (3.5, 150).\n- Spatial grounding: [120, 340]\n"
    )
    doc = parse_text(text, "lat.md")
    assert len([c for p in doc.panels for c in p.cells]) == 2
    assert [d.name for d in doc.diagnostics] == []


UNDER_COMMENTARY_ONLY = """# Technical Document Extraction: Line Chart Analysis

### Axes and Labels
- **X-Axis:** Tokens, `1000` to `8000`.

### Series Analysis
#### 1. **Short-Context (Gray Line)**
- **Trend:**
- Sharp jump at `x=2000`, reaching `y=14`.
- Flat afterwards.
"""

SUFFIXED_VALUES_ONLY = """## Bar Chart: Tokens per Task
### Detailed Analysis
* **Sorting:**
* Model-7B: 11K
* Model-70B: 14K
"""

# a bare "B" may name a model's size as well as count billions: left, and reported
BILLIONS_UNSAID_ONLY = """## Bar Chart: Parameters per Model
### Detailed Analysis
* **Sizes:**
* Kestrel: 7B
* Osprey: 70B
"""


def test_values_said_only_under_a_commentary_label_or_with_an_unsure_suffix_are_still_reported() -> None:
    # no data section and no cell: a reading said under "Trend:" ("reaching `y=14`") or with a
    # suffix that may be no scale ("7B") is still data that was not read
    for text, line in ((UNDER_COMMENTARY_ONLY, 9), (BILLIONS_UNSAID_ONLY, 4)):
        doc = parse_text(text, "f.md")
        assert not any(p.cells for p in doc.panels)
        found = [(d.severity, d.span and d.span.line) for d in doc.diagnostics if d.name == "data-not-read"]
        assert found == [("info", line)]


def test_values_written_with_a_thousands_suffix_are_the_numbers_they_stand_for() -> None:
    # CONTRACT (Cell): "11K" is 11000, as a tick "10K" would be; nothing is left to report
    doc = parse_text(SUFFIXED_VALUES_ONLY, "f.md")
    assert [(c.row, c.col, c.value) for p in doc.panels for c in p.cells] == [
        ("Sorting", "Model-7B", 11000),
        ("Sorting", "Model-70B", 14000),
    ]
    assert not doc.diagnostics


SUFFIX_ON_PLAIN_AXIS = """## Line Chart: Reward during Fine-tuning

- **X-axis:** "Update Step", 0 to 40000
- **Y-axis:** "Mean Reward"

**Run Q:**
- Update step 0: reward 0.12
- Update step ~20k: reward about 0.48
"""


def test_a_place_with_a_thousands_suffix_on_an_axis_that_names_no_thousands_is_reported_not_keyed() -> None:
    """ "~20k" beside "Update Step, 0 to 40000": 20 or 20,000 would be a guess (CONTRACT: keys a
    user joins on), so the line is reported at info level and no cell is made of it."""
    doc = parse_text(SUFFIX_ON_PLAIN_AXIS, "reward.md")
    assert [(c.row, c.col, c.value) for p in doc.panels for c in p.cells] == [("Run Q", 0, 0.12)]
    found = [(d.name, d.severity, d.span and d.span.line) for d in doc.diagnostics]
    assert found == [("data-line-not-read", "info", 8)]


def test_values_at_places_under_a_label_are_never_names_and_values_swapped() -> None:
    # "6 GB at 512, 9 GB at 1024": each number before "at" is a value, the one after its place;
    # read the other way round ("6 GB at" a name, 512 its value) every cell would be wrong
    text = (
        "## Line Chart: Memory vs. Length\n"
        "- X-axis: Length (tokens): 512, 1024, 2048\n"
        "- Y-axis: Memory (GB), 0 to 80\n"
        '- Legend: "Fused" (orange)\n'
        "### Trend Verification\n"
        "- Fused grows steadily: 6 GB at 512, 9 GB at 1024, 15 GB at 2048.\n"
    )
    doc = parse_text(text)
    names = {str(c.col) for p in doc.panels for c in p.cells} | {str(c.row) for p in doc.panels for c in p.cells}
    assert not any(n.rstrip().endswith(" at") for n in names)
    values = {c.value for p in doc.panels for c in p.cells}
    assert not values & {512, 1024, 2048}
    # each value at its place, the series the label's subject ("Fused grows steadily")
    got = sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells)
    assert got == [("Fused", 512, 6), ("Fused", 1024, 9), ("Fused", 2048, 15)]


SUFFIXED_ROW_LABELS = """## Line Chart: Recall vs Context Length

| Context | Short | Long |
|---|---|---|
| 4K | 91 | 93 |
| 16K | 84 | 90 |
| 64K | 70 | 86 |
"""

SUFFIXED_VALUE_CELLS = """## Bar Chart: Users by Region

| Region | Users | Share |
|---|---|---|
| North | 3B | 41 |
| South | 850k | 17 |
"""


def test_a_suffix_on_a_rows_label_is_a_tick_read_not_a_value_left_out() -> None:
    # "| 4K | 91 | 93 |": the row was read at its tick 4K; a suffixed value among its other
    # cells is the number it stands for ("| South | 850k |": 850000), but one whose suffix may
    # be no scale ("| North | 3B | 41 |") is left and reported once
    doc = parse_text(SUFFIXED_ROW_LABELS, "ctx.md")
    assert len([c for p in doc.panels for c in p.cells]) == 6
    assert not [d for d in doc.diagnostics if d.name == "data-line-not-read"]
    doc = parse_text(SUFFIXED_VALUE_CELLS, "users.md")
    assert ("Users", "South", 850000) in [(c.row, c.col, c.value) for p in doc.panels for c in p.cells]
    found = [(d.name, d.severity, d.span and d.span.line) for d in doc.diagnostics if d.name == "data-line-not-read"]
    assert found == [("data-line-not-read", "info", 5)]


SUFFIX_ON_BOTH_AXES = """## Line Chart: Queue Length over Requests

- **X-axis:** Requests served, ticks at 0, 10k, 20k, 30k
- **Y-axis:** Queue length (jobs), ticks at 0, 5k, 10k, 15k

**Pool A:**
- At 10k: ~4k jobs
- At 20k: ~9k jobs
"""

SUFFIXED_VALUE_THEN_ITS_PLACE = """## Line Chart: Spores over Time

- **X-axis:** Week, 0 to 6
- **Y-axis (log scale):** Spores (per g), ticks at 1k, 10k, 100k, 1M

**Field Soil:**
- Week 0: ~2k
- Week 2: ~30k
- Peak: ~900k at week 6
"""


def test_suffixed_values_are_read_on_a_y_axis_ticked_so_only_where_the_places_are_plain_numbers() -> None:
    # "At 10k: ~4k jobs" with both axes ticked in "k": "4k" could be a value or a place as
    # far as the ticks go, so neither is scaled (the lines stay reported, not guessed)
    doc = parse_text(SUFFIX_ON_BOTH_AXES, "queue.md")
    assert not [c for p in doc.panels for c in p.cells if c.value in (4000, 9000)]
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []
    # the x axis "Week, 0 to 6": "~30k" is 30000 as the tick "10k" is 10000; a suffixed value
    # with a number after it ("~900k at week 6") is no "label: value" line and is left as it is
    doc = parse_text(SUFFIXED_VALUE_THEN_ITS_PLACE, "spores.md")
    assert sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells) == [
        ("Field Soil", 0, 2000),
        ("Field Soil", 2, 30000),
    ]
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []
