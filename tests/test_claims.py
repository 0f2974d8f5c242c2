"""Claims: each kind read from varied wording and judged against one small grid.

The grid (rows: Size, top to bottom 300, 200, 100; columns: Ratio 0.1, 0.2, 0.3):
    300: 41.0 43.0 45.0
    200: 44.0 47.5 46.0
    100: 40.0 42.0 47.5
"""

from __future__ import annotations

import pytest

from extract import parse_text

GRID = """# Accuracy heatmap
* **Y-axis:** "Size", listed from top to bottom: 300, 200, 100.
* **X-axis:** "Ratio", from left to right: 0.1, 0.2, 0.3.
* **Colour bar:** "Accuracy", from 40 (white) to 48 (dark blue).

## Data
* Size 300: 41.0, 43.0, 45.0
* Size 200: 44.0, 47.5, 46.0
* Size 100: 40.0, 42.0, 47.5

## Observations
* {claim}
"""


def verdicts(claim: str) -> list[tuple[str, str]]:
    doc = parse_text(GRID.format(claim=claim), "t.md")
    return [(c.kind, c.verdict) for c in doc.claims if c.span.line == 12]


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        # extremes: value, location, ties
        ("The highest value is 47.5, reached at two points.", [("extreme", "supported")]),
        ("The peak of 47.5 is at Size 200 and Ratio 0.2.", [("extreme", "supported")]),
        ("The maximum, 47.5, sits at Size 300 / Ratio 0.3.", [("extreme", "contradicted")]),
        ("The lowest score is 40.0, at Size 100 with Ratio 0.1.", [("extreme", "supported")]),
        ("The minimum is about 41.", [("extreme", "contradicted")]),
        ("The highest accuracy is achieved at three points.", []),
        # single values
        ("At Size 200 and Ratio 0.3 the accuracy is 46.0.", [("value", "supported")]),
        ("Size 100 reaches 45.5 at Ratio 0.3.", [("value", "contradicted")]),
        ("The cell at Ratio 0.2, Size 300 is approximately 43.", [("value", "supported")]),
        # ranges
        ("Scores range from 40.0 to 47.5.", [("range", "supported")]),
        ("All values lie between 41 and 47.5.", [("range", "contradicted")]),
        ("The lowest value is 40.0 and the highest is 47.5.", [("range", "supported")]),
        # comparisons
        ("Size 200 is higher than Size 300 at every ratio.", [("comparison", "supported")]),
        ("Size 100 is consistently higher than Size 300.", [("comparison", "contradicted")]),
        ("Size 300 is mostly lower than Size 200.", [("comparison", "supported")]),
        # trends
        ("At Size 300, accuracy increases steadily with Ratio.", [("trend", "supported")]),
        ("At Size 200, accuracy increases steadily with Ratio.", [("trend", "contradicted")]),
        ("Accuracy generally increases with Ratio.", [("trend", "supported")]),
        ("Accuracy decreases with Ratio in every row.", [("trend", "contradicted")]),
        # thresholds
        ("All cells are above 39.", [("threshold", "supported")]),
        ("Every value is below 47.", [("threshold", "contradicted")]),
        ("Values are mostly above 42 (scores >42).", [("threshold", "supported")]),
        # counts
        ("The grid has three rows and three columns.", [("count", "supported"), ("count", "supported")]),
        # one panel told apart where the text says two: the reading may have merged them
        ("The figure shows two heatmaps.", [("count", "unverifiable")]),
        ("The figure shows one heatmap.", [("count", "supported")]),
        ("It is a 3 × 4 grid.", [("count", "supported"), ("count", "contradicted")]),
        # not claims, or not judged: hedges, negations, differences, ticks
        ("The second highest value is 47.5.", []),
        ("Ratio 0.3 is not always the best.", []),
        ("Size 200 gains 3.5 points over Size 300 at Ratio 0.2.", []),
        ("The largest Size (300) is listed first.", []),
        # a colour bar's ends in another unit than the cells (fractions vs percent): the scale
        ("Colors range from white (0.0) to dark blue (1.0) on the gradient.", []),
    ],
)
def test_claim(claim: str, expected: list[tuple[str, str]]) -> None:
    assert verdicts(claim) == expected


def test_contradicted_claim_carries_its_evidence_and_cells() -> None:
    doc = parse_text(GRID.format(claim="Size 100 is consistently higher than Size 300."), "t.md")
    (claim,) = [c for c in doc.claims if c.span.line == 12]
    assert "Size 100" in claim.evidence and "41" in claim.evidence
    assert [(c.row, c.col) for c in claim.cells] == [(100, 0.1), (300, 0.1)]
    (finding,) = [d for d in doc.diagnostics if d.name == "claim-comparison"]
    assert finding.span == claim.span and finding.severity == "error"
    assert [r.span for r in finding.related] == [c.span for c in claim.cells]


def test_lower_is_better_metric_turns_best_into_lowest() -> None:
    text = GRID.replace('"Accuracy"', '"Word error rate (%)"').format(
        claim="The best cell is 40.0, at Size 100 and Ratio 0.1."
    )
    assert verdicts_of(text) == [("extreme", "supported")]


def verdicts_of(text: str) -> list[tuple[str, str]]:
    return [(c.kind, c.verdict) for c in parse_text(text, "t.md").claims if c.span.line == 12]


def test_partial_grid_is_contradicted_only_by_listed_cells() -> None:
    partial = """# Partial
* X-axis: "Ratio", values 0.1, 0.2, 0.3.
* Y-axis: "Size", values 100, 200.

## Data
* Ratio 0.1, Size 100: 40.0
* Ratio 0.3, Size 200: 45.0

## Notes
* The highest value is approximately 47.
* The highest value is 44.
"""
    doc = parse_text(partial, "p.md")
    got = [(c.span.line, c.verdict) for c in doc.claims]
    assert got == [(10, "unverifiable"), (11, "contradicted")]


def test_a_contradicted_trend_shows_the_rank_correlation_with_its_own_sign() -> None:
    # Size 300 rises (41, 43, 45): "falls" is contradicted, and the correlation shown is +1.00,
    # not the -1.00 of the stated direction
    doc = parse_text(GRID.format(claim="With Size 300, accuracy falls steadily as the ratio increases."), "t.md")
    (claim,) = [c for c in doc.claims if c.span.line == 12]
    assert claim.verdict == "contradicted"
    doc = parse_text(GRID.format(claim="With Size 300, accuracy generally falls as the ratio increases."), "t.md")
    (claim,) = [c for c in doc.claims if c.span.line == 12]
    assert claim.verdict == "contradicted" and "rank correlation +1.00" in claim.evidence


REPORT = """# Classification Report

| Class | Precision | Recall | F1-score | Support |
|---|---|---|---|---|
| cat | 0.90 | 0.92 | 0.91 | 700 |
| dog | 0.80 | 0.78 | 0.79 | 500 |
| accuracy | | | 0.86 | 1200 |
| macro avg | 0.85 | 0.85 | 0.85 | 1200 |
| weighted avg | 0.86 | 0.86 | 0.86 | 1200 |

## Notes
* {claim}
"""


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("cat is the strongest class on all three scores.", "supported"),  # Support is a count, avg rows no class
        ("dog is the strongest class on all three scores.", "contradicted"),
        ("cat is the strongest class on all four scores.", "unverifiable"),  # three score columns: which four?
        ("dog is the weakest class on every score.", "supported"),
        ("The weakest class is dog, with an F1-score of 0.79.", "supported"),  # the value's measure
        ("The macro avg recall is 0.85.", "supported"),  # a summary row, named, is kept
    ],
)
def test_a_classification_report_is_judged_over_its_classes_and_scores(claim: str, verdict: str) -> None:
    doc = parse_text(REPORT.format(claim=claim), "report.md")
    assert [c.verdict for c in doc.claims if c.span.line == 12] == [verdict]


GROUPED = """# Grouped Bar Chart: Throughput by Accelerator and Batch Size

* **X-axis:** Accelerator: Alba, Brio, Cedo.
* **Y-axis:** Throughput (images/s)
* **Legend (Batch size):** {legend}

## Values
* **Alba:** {a}
* **Brio:** {b}
* **Cedo:** {c}

## Observations
* {claim}
"""


@pytest.mark.parametrize(
    ("legend", "rows", "claim", "verdict"),
    [
        (
            "32, 64, 128",
            "32: 100, 64: 180, 128: 250",
            "Throughput increases with batch size on every accelerator.",
            "supported",
        ),
        (
            "32, 64, 128",
            "32: 100, 64: 180, 128: 250",
            "Throughput decreases with batch size on every accelerator.",
            "contradicted",
        ),
        (
            "Batch 32, Batch 64, Batch 128",
            "Batch 32: 100, Batch 64: 180, Batch 128: 250",
            "Throughput rises with batch size on each accelerator.",
            "supported",
        ),
        (
            "32, 64, 128",
            "32: 100, 64: 180, 128: 250",
            "Throughput increases with model size on every accelerator.",
            None,
        ),
    ],
)
def test_a_trend_with_the_legends_quantity_runs_along_its_series(
    legend: str, rows: str, claim: str, verdict: str | None
) -> None:
    # the categories (accelerators) are the groups it holds in, never the axis it runs along
    values = [rows, rows.replace("100", "90").replace("180", "150"), rows.replace("250", "300")]
    doc = parse_text(GROUPED.format(legend=legend, a=values[0], b=values[1], c=values[2], claim=claim), "g.md")
    assert len(doc.panels[0].cells) == 9
    said = [c.verdict for c in doc.claims if c.span.line == 13]
    assert said == ([verdict] if verdict else [])


def test_an_extreme_belongs_to_its_subject_not_to_a_name_in_a_trailing_clause() -> None:
    text = (
        "# Bar Chart: Memory by Format\n\n* **X-axis:** Format: FP16, INT8, INT4.\n* **Y-axis:** Memory (GB)\n\n"
        "## Values\n* FP16: 13.2\n* INT8: 7.1\n* INT4: 3.9\n\n## Notes\n"
        "* INT4 needs the least memory, 3.9 GB, which is under a third of the FP16 footprint.\n"
        "* INT8 needs the least memory, 7.1 GB, which is about half of the FP16 footprint.\n"
        "* FP16 takes the largest footprint at 13.2 GB, roughly three times INT4's.\n"
    )
    doc = parse_text(text, "mem.md")
    assert [(c.span.line, c.verdict) for c in doc.claims if c.kind == "extreme"] == [
        (12, "supported"),
        (13, "contradicted"),
    ]
    assert [c.text for c in doc.claims if c.span.line == 14 and c.verdict == "contradicted"] == []


def test_a_number_inside_a_quoted_name_is_no_stated_value() -> None:
    # "Heron 3.1" is a version in the set-ups' names, never a value said of a cell
    text = (
        "## Bar Chart: Stability Across Trials\nThis chart compares the mean score and spread of two set-ups "
        'across trials. The chart visually contrasts the mean score and consistency of "Desk + Heron 3.1" '
        'versus "Cart + Heron 3.1".\n* **Y-Axis:** Labeled "Score (%)", from 0 to 12.\n### Detailed Analysis\n'
        "**1. Desk + Heron 3.1 (Teal Bar):**\n* **Mean Score (μ):** Printed above the bar as **μ=7.4%**.\n"
    )
    doc = parse_text(text, "q.md")
    assert [(c.row, c.col, c.value) for p in doc.panels for c in p.cells] == [("Score (%)", "Desk + Heron 3.1", 7.4)]
    assert [c.verdict for c in doc.claims if "Heron" in c.text and c.verdict == "contradicted"] == []


def test_a_trend_said_with_the_value_axis_names_no_run_to_judge() -> None:
    """ "All lines fall, with later runs tied to lower drift values": "drift" is the axis the
    values are read on, not an axis of places, so the series at one stage are no run."""
    text = (
        "## Line Chart: Drift by Stage\n* **X-axis (Stage)**: from 1 to 9.\n* **Y-axis (Drift)**: from 2 to 5.\n"
        '* **Legend**:\n* Blue line: "run 100"\n* Orange line: "run 200"\n* Green line: "run 300"\n'
        "### Detailed Analysis\n* **Run 100 (Blue Line)**:\n* Starts at ~4.5 (Stage 1) and falls to ~4.0 (Stage 9).\n"
        "* **Run 200 (Orange Line)**:\n* Starts at ~4.0 (Stage 1) and falls to ~3.1 (Stage 9).\n"
        "* **Run 300 (Green Line)**:\n* Starts at ~4.0 (Stage 1) and falls to ~2.6 (Stage 9).\n"
        "### Key Observations\n* All lines decrease, with higher runs associated with lower drift values.\n"
    )
    doc = parse_text(text, "drift.md")
    assert len(doc.panels[0].cells) == 6
    assert [c.verdict for c in doc.claims if c.kind == "trend"] == ["unverifiable"]


def test_an_axis_word_after_a_number_places_that_number_not_the_next() -> None:
    """ "Flattens near 10⁴ steps, settling around 10¹": "steps" is the unit of 10⁴ (no tick),
    not the place of 10¹ (a tick of steps too); so no cell at step 10 is said to be 10⁴."""
    text = """# Line Chart: Error vs. Steps
* **X-axis (Step)**: log scale from 10¹ to 10⁴.
* **Y-axis (Error)**: log scale from 10⁰ to 10³.

## Data
* **Rate 1:**
  * Starts at ~10³ error at 10¹ steps.
  * Falls to ~10² by 10² steps.

## Notes
* Flattens near 10⁴ steps, settling around 10¹.
"""
    assert [c.verdict for c in parse_text(text, "t.md").claims if c.span.line == 11] in ([], ["unverifiable"])


_STACKS = """# Stacked Bar Chart Summary
## Axes
- **X-axis**: Depot
- **Y-axis**: Crates, from 0 to 20
## Legend
- **Green**: Apples
- **Yellow**: Pears
## Stacks
### North (Total: {north} crates)
- **Apples**: 6 crates (Green)
- **Pears**: 3 crates (Yellow)
### South (Total: 7 crates)
- **Apples**: ~4 crates (Green)
- **Pears**: ~3 crates (Yellow)
### East (Total: 5 runs)
- **Apples**: 0.8 crates (Green)
- **Pears**: 0.9 crates (Yellow)
"""


@pytest.mark.parametrize(("north", "verdict"), [(9, "supported"), (10, "contradicted")])
def test_a_headers_stated_total_is_checked_against_the_segments_under_it(north: int, verdict: str) -> None:
    doc = parse_text(_STACKS.format(north=north))
    totals = {c.text: c.verdict for c in doc.claims if c.kind == "count"}
    assert totals[f"North (Total: {north} crates)"] == verdict
    assert totals["South (Total: 7 crates)"] == "supported"  # approximate segments, within rounding
    assert "East (Total: 5 runs)" not in totals  # runs are not what the segments count
    assert [c.col for c in doc.panels[0].cells][:2] == ["North", "North"]  # the note is no part of the name


# A bound on one side is a threshold, two bounds a range, whatever verb says it; both are
# reported as CONTRACT.md's claim-range ("all cells above 40", "scores 85–88"), the claim's
# kind tells them apart.
_BOUNDED = (
    "## Line chart: Build time against module count\n"
    "- X-axis: Modules, ticks 10, 20, 40\n- Y-axis: Build time (s)\n\n"
    "| Modules | Cached | Clean |\n|---|---|---|\n| 10 | 12 | 30 |\n| 20 | 19 | 52 |\n| 40 | 34 | 97 |\n\n"
    "## Observations\n"
)


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("Cached stays under 30 s at every module count.", "threshold"),
        ("Cached never exceeds 30 s.", "threshold"),
        ("Cached does not exceed 30 s at any module count.", "threshold"),
        ("Cached remains below 30 s throughout.", "threshold"),
        ("Clean never drops below 40 s.", "threshold"),
        ("Cached stays between 12 and 30 s.", "range"),
        ("Cached ranges from 12 to 30 s.", "range"),
    ],
)
def test_a_bound_on_one_side_is_a_threshold_two_bounds_a_range(sentence: str, kind: str) -> None:
    doc = parse_text(_BOUNDED + f"- {sentence}\n")
    assert [(d.name, d.severity) for d in doc.diagnostics] == [("claim-range", "error")]
    assert [c.kind for c in doc.claims if c.verdict == "contradicted"] == [kind]


def test_a_true_negated_bound_said_with_does_not_is_supported() -> None:
    doc = parse_text(_BOUNDED + "- Cached does not exceed 40 s at any module count.\n")
    assert [(c.kind, c.verdict) for c in doc.claims] == [("threshold", "supported")]
    assert doc.diagnostics == []


def test_a_tie_of_readings_by_eye_is_no_proof_against_a_small_gap() -> None:
    """ "A is slightly higher than B across all epochs" over ~61 and ~61 at one epoch: two
    readings by eye that meet cannot show the small gap is not there (unverifiable); the
    same tie written exactly, or a plain "higher" over the readings, is still no win."""

    def verdict(mark: str, claim: str) -> str | None:
        text = (
            "## Line Chart: Accuracy by Epoch\n* **X-axis:** Epoch\n* **Y-axis:** Accuracy (%)\n"
            f"**Alpha:**\n* Epoch 1: {mark}62\n* Epoch 2: {mark}61\n* Epoch 3: {mark}65\n"
            f"**Beta:**\n* Epoch 1: {mark}59\n* Epoch 2: {mark}61\n* Epoch 3: {mark}64\n"
            f"### Key Observations\n* {claim}\n"
        )
        found = [c for c in parse_text(text, "tie.md").claims if c.kind == "comparison"]
        return found[0].verdict if found else None

    small = "Alpha is consistently slightly higher than Beta across all epochs."
    assert verdict("~", small) == "unverifiable"
    assert verdict("", small) == "contradicted"
    assert verdict("~", "Alpha is higher than Beta at every epoch.") == "contradicted"


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        # a speed or a cost the chart does not give ("trains faster" over accuracies)
        (
            "## Bar Chart: Top-1 Accuracy\n- **X-axis:** Model (Lynx, Puma)\n- **Y-axis:** Top-1 accuracy (%)\n"
            "- Lynx: 81.2\n- Puma: 82.0\n",
            "Lynx trains 2x faster than Puma.",
        ),
        # "the top two values" of a loss: the largest (true here), not the best
        (
            "## Heatmap: Validation Loss\n- **Rows:** Learning rate (0.1, 0.01)\n- **Columns:** Batch size (16, 32)\n"
            "| Learning rate | 16 | 32 |\n|---|---|---|\n| 0.1 | 0.60 | 0.55 |\n| 0.01 | 0.31 | 0.35 |\n",
            "The top two values are 0.1/16 and 0.1/32.",
        ),
        # two points compared on a measure that is neither the values' nor named (memory on x)
        (
            "## Scatter Plot: Memory vs. Recall\n- **X-axis:** Memory (GB)\n- **Y-axis:** Recall@10\n"
            "- **Tree:** (30, 0.80)\n- **HNSW:** (22, 0.97)\n- **IVF:** (12, 0.90)\n",
            "Tree has a bigger footprint than HNSW.",
        ),
        # a ratio rounded by its writer: 158 over 100 said "1.5x"
        (
            "## Bar Chart: Throughput (req/s)\n- **X-axis:** Engine (Swift, Heron)\n- **Y-axis:** Throughput (req/s)\n"
            "- Swift: 158\n- Heron: 100\n",
            "Swift's throughput is 1.5 times Heron's.",
        ),
    ],
)
def test_review_false_alarms_stay_closed(text: str, sentence: str) -> None:
    """Four true sentences a second reviewer found flagged after this round's merges."""
    doc = parse_text(text + f"### Observations\n- {sentence}\n", "review.md")
    assert not [c for c in doc.claims if c.verdict == "contradicted"], [c.evidence for c in doc.claims]


def test_a_note_on_the_sum_of_a_row_is_no_bound_on_its_cells() -> None:
    """ "Sum exceeds 100% slightly due to rounding" under a stacked-bar table with a Total
    column: the sum of a row, not every cell above 100 (a false error on a real write-up of a
    new-user run)."""
    text = (
        "## Stacked Bar Chart: Share of Tickets by Channel\n"
        "| Team | Mail | Chat | Phone | Total |\n|---|---|---|---|---|\n"
        "| North | 52.4% | 30.2% | 17.5% | 100.1% |\n| South | 40.0% | 35.0% | 25.0% | 100% |\n"
        "*Note: Sum exceeds 100% slightly due to rounding.*\n"
    )
    doc = parse_text(text, "sum.md")
    assert not [c for c in doc.claims if c.verdict == "contradicted"], [c.evidence for c in doc.claims]
    assert not [d for d in doc.diagnostics if d.severity != "info"]


def test_a_cell_read_by_eye_stays_so_when_it_is_rebuilt() -> None:
    """Cell._approx (a reading by eye, "~61") is a private attribute: every way the code
    rebuilds a cell (a copy with its row renamed or its value scaled, a panel built over
    it, a worker process's pickle) keeps it, so a tie of two readings is still no proof."""
    import pickle

    from extract.models import Cell, Panel, Span

    span = Span(line=1, column=1, end_line=1, end_column=3)
    cell = Cell(row="Alpha", col=2, value=61, span=span)
    cell._approx = True
    rebuilt = [
        cell.model_copy(update={"row": "Beta"}),
        cell.model_copy(update={"value": 0.61}),
        cell.model_copy(deep=True),
        pickle.loads(pickle.dumps(cell)),
        Panel(id="p1", span=span, cells=[cell]).cells[0],
        pickle.loads(pickle.dumps(Panel(id="p1", span=span, cells=[cell]))).cells[0],
    ]
    assert [c._approx for c in rebuilt] == [True] * len(rebuilt)
    plain = Cell(row="Alpha", col=2, value=61, span=span)
    assert not plain.model_copy(update={"row": "Beta"})._approx


SERIES_COUNTED = """# Line Chart: Recall by Passages
* **X-axis:** Passages, ticks 1, 5, 10.
* **Y-axis:** Recall.
{legend}
## Data
{data}

## Observations
* The chart has two lines.
"""


PER_PLACE = """* At 1 passage: Dense 0.41, Sparse 0.35, Hybrid 0.44
* At 5 passages: Dense 0.62, Sparse 0.55, Hybrid 0.66
* At 10 passages: Dense 0.70, Sparse 0.61, Hybrid 0.74"""
PER_SERIES = """* **Dense:** 1: 0.41, 5: 0.62, 10: 0.70
* **Sparse:** 1: 0.35, 5: 0.55, 10: 0.61
* **Hybrid:** 1: 0.44, 5: 0.66, 10: 0.74"""
LEGEND = "* **Legend:** Dense (teal), Sparse (grey), Hybrid (purple).\n"


def _series_count_verdict(legend: str, data: str) -> tuple[str, str]:
    doc = parse_text(SERIES_COUNTED.format(legend=legend, data=data), "series.md")
    (claim,) = [c for c in doc.claims if c.kind == "count"]
    return claim.verdict, claim.evidence or ""


def test_more_series_than_said_are_proof_only_where_the_text_enumerates_them() -> None:
    # three series read, "two" said: names read from the middle of lines could be a note or a
    # clause read as a series, so only a legend, a list, a table or a line of each series'
    # own that opens on its name proves the sentence wrong
    verdict, evidence = _series_count_verdict("", PER_PLACE)
    assert verdict == "unverifiable" and "does not enumerate" in evidence
    for legend, data in ((LEGEND, PER_PLACE), ("", PER_SERIES)):
        verdict, evidence = _series_count_verdict(legend, data)
        assert verdict == "contradicted" and "3 series" in evidence


_LEADS = """## Line Chart: Hit Rate vs. Cache Size
- **X-axis**: Cache size (1, 2, 4)
- **Legend**: Warm (blue), Cold (red)
- **Warm**: 1: 62, 2: 70, 4: 75
- **Cold**: 1: 50, 2: 61, 4: 68
"""


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Warm keeps a 2-4 point lead over Cold at every size.", "claim-range"),  # a range of the gap
        ("Warm keeps a 3 point lead over Cold at every size.", "claim-comparison"),  # one gap
    ],
)
def test_a_gap_said_as_a_range_is_a_range_one_gap_a_comparison(sentence: str, name: str) -> None:
    doc = parse_text(_LEADS + f"- {sentence}\n")
    assert [(d.name, d.severity) for d in doc.diagnostics] == [(name, "error")]
