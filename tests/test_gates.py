"""Precision gates (claims/gates.py): true sentences in wordings the recognisers do not model
are never called contradicted. Each case is a small own-words write-up whose claim is true
(or not proven false) by its own data; without the gate each one was flagged."""

from __future__ import annotations

import pytest

from extract import parse_text
from extract.claims.gates import is_cut

LINE = """# Line Chart: Recall over rounds

* **X-axis:** Round, labeled from 0 to 40 in increments of 10.
* **Y-axis:** Recall
* **Legend:** "Alpha" (red), "Beta" (grey)

## Detailed Analysis
* **Alpha (red):**
* Approximate Values:
* Round 0: 0.40
* Round 10: 0.62
* Round 20: 0.71
* Round 40: 0.73
* **Beta (grey):**
* Approximate Values:
* Round 0: 0.35
* Round 10: 0.58
* Round 20: 0.69
* Round 40: 0.66

## Key Observations
* {claim}
"""

TRUE_CLAIMS = [
    "Alpha never drops below 0.35.",  # negation
    "No round sees Beta exceed 0.70.",  # negation
    "Alpha stays at or above 0.40 in every round.",  # inclusive bound
    "Beta plateaus between 0.66 and 0.69 after round 20.",  # x scope
    "Alpha settles near a local maximum of 0.71.",  # local extreme
    "Beta fluctuates around 0.6 to 0.7 over the rounds.",  # a band, not a bound
    "Alpha is higher than Beta except at round 0.",  # exception (it is higher everywhere anyway)
    "Alpha climbs from the baseline (below 0.3) to 0.73.",  # a bound said of a reference line
    "Alpha gains less than 0.1 over Beta.",  # a difference, not a value
    "Both series end above 0.6.",  # the end of the x axis only
    "No series of the two scores above 0.75.",  # a negation with a longer subject
    "Alpha sits between 0.6 and 0.75 in most rounds.",  # a bound said of the majority (0.40 at round 0)
    "The y-axis maximum (0.70) is exceeded by Alpha at round 40.",  # an end of the axis, not of the cells
    "Alpha reaches the maximum of the y axis (0.73).",  # the same, said the other way round
]


@pytest.mark.parametrize("claim", TRUE_CLAIMS)
def test_true_claims_in_unmodelled_wording_are_never_contradicted(claim: str) -> None:
    doc = parse_text(LINE.format(claim=claim), "rounds.md")
    assert len(doc.panels[0].cells) == 8
    assert [c.text for c in doc.claims if c.verdict == "contradicted"] == []
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []


def test_a_structural_label_between_a_series_and_its_points_keeps_the_series() -> None:
    doc = parse_text(LINE.format(claim="Both rise."), "rounds.md")
    rows = {c.row for c in doc.panels[0].cells}
    assert rows == {"Alpha", "Beta"}
    assert doc.panels[0].x is not None and doc.panels[0].x.label == "Round"


def test_a_claim_under_a_series_header_is_not_judged_against_other_series() -> None:
    text = LINE.replace("* **Beta (grey):**", "* Trend: consistently increasing across all rounds.\n* **Beta (grey):**")
    doc = parse_text(text.format(claim="Both rise."), "rounds.md")
    assert [c.text for c in doc.claims if c.verdict == "contradicted"] == []


def test_the_gates_leave_a_proven_contradiction_alone() -> None:
    doc = parse_text(LINE.format(claim="Beta is higher than Alpha at every round."), "r.md")
    assert any(c.verdict == "contradicted" for c in doc.claims)


@pytest.mark.parametrize(
    ("lines", "cut"),
    [
        (["## Data", "* Round 40: Accuracy ≈ 0.81"], False),
        (["The curve rises quickly and then flattens out towards the end of the tra"], True),
        (["| a | b |", "| 1 | 2"], True),
        (["| a | b |", "| 1 | 2 |"], False),
        (["The curve rises and then flattens."], False),
        (["- Row 1: 0.91", "2. **Second Ro"], True),  # a bold name left open
        (["- **Ash**: 0.91 (a), 0.88 (b).", "- **Elm**: 0.86 (a), 0.83 (b).", "- **Oak**: 0.80 (a), 0.7"], True),
        (["- **Ash**: 0.91 (a), 0.88 (b).", "- **Elm**: 0.86 (a), 0.83 (b).", "- **Oak**: 0.80 (a), 0.76 (b)."], False),
        (["- **Ash**: 0.91 (a), 0.88 (b).", "#### Birch", "- **Ash**: 0.86 (a), 0.83 (b).", "- **Elm**: 0.8"], True),
        # a section opened after the data and never given: the rest was cut
        (["| Oak | 7 | 9 |", "### (c) Third Site"], True),
        (["# Title", "## Overview"], False),  # headings only: nothing says more was written
    ],
)
def test_a_write_up_cut_mid_line_is_recognised(lines: list[str], cut: bool) -> None:
    assert is_cut(lines) is cut


def test_a_legend_line_is_never_a_claim() -> None:
    # without the rule, this false sentence is read as a comparison and contradicted
    line = "* **Legend:** Beta (grey) is drawn above Alpha (red) at every round."
    doc = parse_text(
        LINE.format(claim="Both rise.").replace("## Key Observations", line + "\n\n## Key Observations"), "r.md"
    )
    assert [c.text for c in doc.claims if c.verdict == "contradicted"] == []
    assert not any("grey" in c.text for c in doc.claims)


BARS = """# Bar chart: active users per region
* **X-axis:** Region
* **Y-axis:** Active users
## Detailed Analysis
* East: 17430
* North: 9120
* Central: 6315
## Notes
* {claim}
"""

REPORT = """# Classification report
| Class | Precision | Recall | F1 |
|---|---|---|---|
| billing | 0.91 | 0.88 | 0.89 |
| refund | 0.81 | 0.77 | 0.79 |
| login | 0.93 | 0.95 | 0.94 |

* {claim}
"""


@pytest.mark.parametrize(
    ("doc", "claim"),
    [
        (BARS, "East has the longest bar and Central the shortest."),
        (BARS, "Central has the shortest bar, East the longest."),
        (REPORT, "refund is the weakest class, with the lowest precision, recall and F1-score."),
    ],
)
def test_two_ends_or_several_measures_are_not_one_extreme(doc: str, claim: str) -> None:
    parsed = parse_text(doc.format(claim=claim), "ends.md")
    assert not [c for c in parsed.claims if c.verdict == "contradicted"], [c.evidence for c in parsed.claims]


PANELS = """# Figure: two panels
## (a) Validation loss
* Step 10: Dense 0.41, Sparse 0.45
* Step 20: Dense 0.30, Sparse 0.33
## (b) Test loss
* Step 10: Dense 0.33, Sparse 0.35
* Step 20: Dense 0.31, Sparse 0.36
## Observations
* {claim}
"""


def test_a_claim_said_of_both_panels_is_judged_in_each() -> None:
    true = parse_text(PANELS.format(claim="Sparse is above Dense at every step in both panels."), "both.md")
    assert not [c for c in true.claims if c.verdict == "contradicted"]
    false = parse_text(PANELS.format(claim="Dense is above Sparse at every step in both panels."), "both.md")
    assert [c for c in false.claims if c.verdict == "contradicted"]


SCATTER = """# Scatter Plot: Yield vs. Dose for Three Mixes

* **X-axis:** Dose (mg), from 1 to 4.
* **Y-axis:** Yield (%)

| Mix | Dose 1 | Dose 2 | Dose 3 |
|---|---|---|---|
| Mix 1 trials | 40 | 35 | 31 |
| Mix 2 trials | 20 | 28 | 33 |
| Mix 3 trials | 22 | 27 | 36 |

## Trends
* **Mix 1:** The yield falls as the dose increases.
"""


def test_a_label_that_starts_a_series_name_narrows_the_claim_or_withholds_it() -> None:
    # "**Mix 1:**" is the start of the row "Mix 1 trials": judged over every row, the
    # falling trend was contradicted by the two rising mixes
    doc = parse_text(SCATTER, "mixes.md")
    assert len(doc.panels[0].cells) == 9
    assert [c.text for c in doc.claims if c.verdict == "contradicted"] == []


def test_a_label_naming_a_row_with_no_cells_withholds_a_claim_not_narrowed_to_it() -> None:
    # "Ember" is a row of the axis whose cells were not read: the range is about that row,
    # not about the cells that were
    text = (
        '## Heatmap: Similarity\n- **Rows/Columns:** Labeled "Ember," "Frost"\n'
        "- **Colour scale:** 0 (white) to 1 (blue)\n"
        "- **Row details:**\n- Ember: dark (1.0) on the diagonal, pale (0.2–0.4) off the diagonal\n"
        "- Frost: dark (1.0) on the diagonal, mid (0.6) at the Ember column\n"
    )
    doc = parse_text(text, "sim.md")
    assert [c.text for c in doc.claims if c.verdict == "contradicted"] == []


UNREAD_SERIES = """# Line Chart: Recall@10 vs. Corpus Size

* **X-axis:** Corpus size: 1K, 10K, 100K, 1M.
* **Y-axis:** "Recall@10", from 0.6 to 1.0.
* **Legend:** Quill (blue) and Quill+Rerank (orange).

## Detailed Analysis
* **1K:** the top line is at about 0.95.
* **10K:** about 0.93.
* **100K:** about 0.90.
* **1M:** about 0.86.

## Key Observations
* {claim}
"""


@pytest.mark.parametrize(
    ("claim", "name"),
    [
        ("Quill+Rerank never drops below 0.80, whereas Quill falls under 0.70 only at 1M.", "Quill"),
        ("Quill ends below 0.70 at 1M.", "Quill"),  # a name the write-up writes capitalised mid-sentence
        ("The Quill line stays under 0.70 at 1M.", "Quill"),  # after an article
        ("Quill+Rerank stays above 0.90 at every size.", "Quill+Rerank"),  # a name by its form
    ],
)
def test_a_subject_no_series_is_called_is_not_judged_over_the_panel(claim: str, name: str) -> None:
    # the two series were not read: every value went to one row named after the y axis
    doc = parse_text(UNREAD_SERIES.format(claim=claim), "quill.md")
    assert {c.row for c in doc.panels[0].cells} == {"Recall@10"}
    said = [c for c in doc.claims if c.span.line == 14]
    assert said and all(c.verdict == "unverifiable" for c in said)
    assert any(f"'{name}'" in c.evidence for c in said)


def test_a_measure_or_a_plain_first_word_is_no_unknown_subject() -> None:
    # "Recall@10" is the y axis; "The values" and "Throughput" name no series
    doc = parse_text(UNREAD_SERIES.format(claim="Recall@10 declines steadily as the corpus grows."), "q.md")
    assert [c.verdict for c in doc.claims if c.span.line == 14] == ["supported"]
    doc = parse_text(UNREAD_SERIES.format(claim="The top line stays above 0.85 at every size."), "q.md")
    assert [c.verdict for c in doc.claims if c.span.line == 14] == ["supported"]


PER_WATT = """# Bar Chart: Throughput and Power of Three Boards

* **X-axis:** Board: Arden, Bexley, Carrow.
* **Y-axis:** {y}
* **Legend:** Throughput (dark), Power (light).

## Values
* **Arden:** Throughput 30, Power 400
* **Bexley:** Throughput 24, Power 200
* **Carrow:** Throughput 12, Power 300

## Observations
* {claim}
"""


@pytest.mark.parametrize(
    "claim",
    [
        "Bexley has the best throughput per watt (about 0.12 TFLOP/s/W).",
        "Carrow is the least efficient board, at 0.04.",
        "Arden makes up about 40% of the total throughput.",
        "Bexley's share of the power is the smallest, 22%.",
    ],
)
def test_a_quantity_worked_out_from_the_cells_is_not_judged_on_them(claim: str) -> None:
    doc = parse_text(PER_WATT.format(y="Throughput (TFLOP/s) and power (W)", claim=claim), "watt.md")
    assert len(doc.panels[0].cells) == 6
    assert [c.text for c in doc.claims if c.verdict != "unverifiable"] == []


def test_a_quantity_the_panel_measures_is_judged() -> None:
    # the y axis itself is per watt: the claim is about the cells
    doc = parse_text(
        PER_WATT.format(y="Throughput per watt (TFLOP/s/W)", claim="Arden has the best throughput per watt, 30."),
        "watt.md",
    )
    assert [c.verdict for c in doc.claims if c.span.line == 13] == ["supported"]
    doc = parse_text(
        PER_WATT.format(y="Throughput per watt (TFLOP/s/W)", claim="Carrow has the best throughput per watt, 12."),
        "watt.md",
    )
    assert [c.verdict for c in doc.claims if c.span.line == 13] == ["contradicted"]


def test_a_title_naming_the_legends_series_does_not_make_them_rows() -> None:
    # "Recall@10 of Quill and Quill+Rerank": the legend lists both, and no row is either
    text = UNREAD_SERIES.replace("vs. Corpus Size", "of Quill and Quill+Rerank").format(
        claim="Quill ends below 0.70 at 1M."
    )
    doc = parse_text(text, "quill.md")
    assert [c.verdict for c in doc.claims if c.span.line == 14] == ["unverifiable"]


SIZES = """# Bar Chart: Reasoning score by model

## Data
* Tiny-2B: 37
* Small-7B: 45
* Mid-13B: 50
* Big-30B: 53
* Huge-70B: 55

## Observations
* {claim}
"""


@pytest.mark.parametrize(
    "claim",
    [
        "Models above 13B parameters show a compressed score range (50-55).",
        "Diminishing returns: models above 13B parameters show a compressed score range (50-55).",
        "Larger models score between 50 and 55.",
        "The larger models all score above 49.",
        "Models with more than 13B parameters all score above 49.",
        "Scores for long inputs stay between 50 and 55.",
        "Scores stay between 50 and 55 for the larger models.",
    ],
)
def test_a_subject_restricted_by_size_or_a_bound_is_never_widened_to_every_cell(claim: str) -> None:
    doc = parse_text(SIZES.format(claim=claim), "sizes.md")
    said = [c for c in doc.claims if c.span.line == 11]
    assert said and all(c.verdict == "unverifiable" for c in said)
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("All models score above 49.", "contradicted"),  # no restriction: every cell
        ("Larger models (Big-30B, Huge-70B) all score above 54.", "contradicted"),  # named in a note
        ("Scores range from 37 to 55.", "supported"),
    ],
)
def test_a_claim_with_no_restriction_or_a_named_one_is_judged(claim: str, verdict: str) -> None:
    doc = parse_text(SIZES.format(claim=claim), "sizes.md")
    assert [c.verdict for c in doc.claims if c.span.line == 11] == [verdict]


LAYOUT = """# Line Chart: Loss over steps

### Components
* **Layout:** Grid: 2, Panels: 3

### Data
* Run A: step 1 = 2.1, step 2 = 1.8, step 3 = 1.5

### Observations
* {claim}
"""


@pytest.mark.parametrize("claim", ["The highest value is 2.1.", "No value exceeds 2.2."])
def test_a_cell_read_from_a_layout_or_legend_line_never_contradicts(claim: str) -> None:
    doc = parse_text(LAYOUT.format(claim=claim), "layout.md")
    assert [c.verdict for c in doc.claims if c.span.line == 10] in ([], ["unverifiable"])
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []


_DRAWN = """## Line Chart: Cost vs. Size
### Components/Axes
* **X-axis:** "Size", from 1 to 4.
* **Y-axis:** "Cost (ms)".
* **Legend:** Fast (Blue), Slow (Red).
### Detailed Analysis
* **{header}:** The line shows a very gradual increase.
{points}
"""


def _verdicts(text: str) -> list[tuple[str, str]]:
    return [(c.kind, c.verdict) for c in parse_text(text, "t.md").claims]


def test_a_line_its_header_names_is_judged_along_x() -> None:
    points = "* At Size 1, Cost is 2.\n* At Size 2, Cost is 3.\n* At Size 3, Cost is 5."
    assert ("trend", "supported") in _verdicts(_DRAWN.format(header="Fast (Blue)", points=points))
    falling = "* At Size 1, Cost is 5.\n* At Size 2, Cost is 3.\n* At Size 3, Cost is 2."
    assert ("trend", "contradicted") in _verdicts(_DRAWN.format(header="Fast (Blue)", points=falling))


def test_a_line_no_series_is_named_for_is_not_judged_over_every_series() -> None:
    # the header names a fitted line that is no series: "the line" is not Fast's nor Slow's
    text = _DRAWN.format(header="Fitted trend (Grey Dashed Line)", points="") + (
        "* **Fast:** Size 1: 5, Size 2: 3, Size 3: 2\n* **Slow:** Size 1: 9, Size 2: 8, Size 3: 7\n"
    )
    doc = parse_text(text, "t.md")
    assert len(doc.panels[0].cells) == 6  # both series fall: judged over them, the claim would be refuted
    assert all(c.verdict != "contradicted" for c in doc.claims)


def test_a_run_that_holds_one_value_proves_no_trend_wrong() -> None:
    points = "* At Size 1, Cost is ~0.\n* At Size 2, Cost is ~0.\n* At Size 3, Cost is ~0."
    assert ("trend", "contradicted") not in _verdicts(_DRAWN.format(header="Fast (Blue)", points=points))


def test_a_strict_bound_met_by_readings_at_the_bound_is_not_contradicted() -> None:
    """ "both below 3%" over two cells read as ≈3%: a reading on the bound proves neither side
    of it; the same cells contradict "both below 2%"."""
    text = (
        "## Bar Chart: Source Weights\n* **X-axis:** Sources: Web, Books, Legal, Finance.\n### Detailed Analysis\n"
        "* **Web:** Blend A ≈ 40%\n* **Books:** Blend A ≈ 20%\n* **Legal:** Blend A ≈ 3%\n* **Finance:** Blend A ≈ 3%\n"
        "### Key Observations\n* Legal and Finance both stay below 3%.\n* Legal and Finance both stay below 2%.\n"
    )
    doc = parse_text(text, "weights.md")
    verdicts = {c.text: c.verdict for c in doc.claims if c.kind == "threshold"}
    assert verdicts == {
        "Legal and Finance both stay below 3%.": "unverifiable",
        "Legal and Finance both stay below 2%.": "contradicted",
    }


def test_a_clause_whose_object_points_back_is_not_judged_on_other_cells() -> None:
    """ "… Mix C includes Code but assigns it little weight (~6–9%)": the clause has no subject
    of its own and "it" points back; judging it on the names elsewhere in the sentence flagged
    another series' cell."""
    text = (
        "## Bar Chart: Source Weights by Mix\n* **X-axis:** Sources: Chat, Code, Math.\n### Detailed Analysis\n"
        "* **Chat:** Mix A ≈ 30%, Mix C ≈ 25%\n* **Code:** Mix A ≈ 5%, Mix C ≈ 8%\n"
        "* **Math:** Mix A ≈ 20%, Mix C ≈ 12%\n"
        "### Interpretation\nMix A favours Math, while **Mix C** includes Code but assigns it little weight (~6–9%), "
        "a weaker reliance.\n"
    )
    doc = parse_text(text, "mix.md")
    assert [c.text for c in doc.claims if c.verdict == "contradicted"] == []


BARS = """# Bar Chart: Speed-up by Batch Size

* **X-axis:** Batch size: 128, 1k, 2k, 4k
* **Y-axis:** Speed-up

## Data
* 128: 1.9
* 1k: 1.7
* 2k: 1.6
* 4k: 1.2
{extra}
## Observations
* {claim}
"""


@pytest.mark.parametrize(
    "claim", ["The highest speed-up is 1.9, at batch size 128.", "The speed-up decreases steadily from 128 to 4k."]
)
def test_no_extreme_or_trend_is_contradicted_over_a_key_given_two_values(claim: str) -> None:
    # 1k given 1.7 and again 2.3: a reading error or a real conflict, so which value the
    # order rests on is not known (the claim holds with the first)
    for extra in ("* 1k: 2.3\n", "* 128: 1.5\n"):
        doc = parse_text(BARS.format(claim=claim, extra=extra), "b.md")
        assert [c.verdict for c in doc.claims if c.verdict == "contradicted"] == []
    assert [c.verdict for c in parse_text(BARS.format(claim=claim, extra=""), "b.md").claims] == ["supported"]


def test_a_range_under_a_drawn_series_with_no_cells_is_not_judged_on_the_others() -> None:
    # "Gamma (Green)" names a series by how it is drawn; it gives no cells, and its band
    # speaks of Gamma only: Alpha's 0.40 at round 0 proves nothing about it
    text = LINE.replace(
        "## Key Observations",
        "* **Gamma (Green):**\n* Flat line at ~0.64–0.67 across all rounds.\n\n## Key Observations",
    )
    doc = parse_text(text.format(claim="Alpha rises."), "rounds.md")
    assert [c.text for c in doc.claims if c.verdict == "contradicted"] == []
    assert [d.name for d in doc.diagnostics if d.severity == "error"] == []


def test_an_extreme_at_a_category_said_of_one_named_pie_is_not_that_pies_extreme() -> None:
    # "Kiwi has the highest Skipped rate" compares the Skipped slice across the pies, never
    # Kiwi's largest slice (Done, 51.0)
    text = (
        "## Pie Charts: Task Outcomes per Robot\n### Detailed Analysis\n"
        "#### Juno\n- **Done**: 70.5% (141 tasks)\n- **Lost**: 29.5% (59 tasks)\n"
        "#### Otto\n- **Done**: 66.0% (132 tasks)\n- **Lost**: 30.0% (60 tasks)\n- **Skipped**: 4.0% (8 tasks)\n"
        "#### Kiwi\n- **Done**: 51.0% (102 tasks)\n- **Lost**: 27.5% (55 tasks)\n- **Skipped**: 21.5% (43 tasks)\n"
        '### Key Observations\n- Kiwi has the highest "Skipped" rate (21.5%) of the three robots.\n'
    )
    doc = parse_text(text, "pies.md")
    assert len(doc.panels) == 3
    assert [c.verdict for c in doc.claims if "Kiwi" in c.text] in (["unverifiable"], ["supported"])


SPEED = """## Scatter Plot: Speed vs. Quality
- **X-axis**: Decoding speed with cache (token/sec)
- **Y-axis**: Task quality (avg score)
### Detailed Analysis
1. **Data Points**:
- **Kite-4B**: (450, 56) – Highest y-value.
- **Wren-2B**: (700, 48) – Red dot.
- **Lark-1B**: (900, 44) – High x-value.
- **Moth-1B**: (1100, 41) – Highest x-value.
### Key Observations
- **Clustering**:
- {claim}
"""


def test_a_bound_among_the_x_values_picks_points_it_bounds_no_value() -> None:
    """ ">700 tokens/sec" is a speed (450 to 1100), not a score (41 to 56): the sentence
    says the fast models score 40–48, which is true; it is not "every score is above 700"."""
    doc = parse_text(SPEED.format(claim="Models >700 tokens/sec show scores between 40–48."), "speed.md")
    assert len(doc.panels[0].cells) == 4
    assert [c.text for c in doc.claims if c.verdict == "contradicted"] == []
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []


HISTOGRAMS = """## Histograms: Score spread of two graders
* **X-axis:** Score (0 to 1)
* **Y-axis:** Density
**Histogram 1 (Left):**
* **Grader-A (blue):** The distribution peaks around a Score of 0.6. The density at the peak is approximately 1.8.
**Histogram 2 (Right):**
* **Grader-A (blue):** The distribution peaks around a Score of 0.4. The peak density is about 2.6. {claim}
"""


def test_the_extent_of_a_histograms_distribution_is_along_x() -> None:
    """ "extends from 0.1 to 0.9" says where the scores lie, not that the densities do."""
    doc = parse_text(HISTOGRAMS.format(claim="The distribution extends from approximately 0.1 to 0.9."), "h.md")
    assert sum(len(p.cells) for p in doc.panels) >= 1
    assert [c.text for c in doc.claims if c.verdict == "contradicted"] == []
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []


SHARDS = """## Stacked Bar Chart: Read share by worker
* **X-axis:** Workers
* **Y-axis:** % of requests
#### Shard A
- Read share ranges from ~35% (Worker 2) to ~60% (Worker 5).
- {claim}
"""


def test_a_range_said_of_numbered_places_with_no_cells_is_not_judged_on_others() -> None:
    """ "Workers 1, 3 and 4 …" names workers no cell was read at: the range is theirs, not
    that of workers 2 and 5, so the cells read cannot contradict it."""
    doc = parse_text(SHARDS.format(claim="Workers 1, 3, and 4 show ~70–90% read share."), "shards.md")
    assert sum(len(p.cells) for p in doc.panels) == 2
    assert [c.text for c in doc.claims if c.verdict == "contradicted"] == []
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []


_ONE_LIST_OF_A_GRID = """## Heatmap: Soil Links
A 4×4 correlation matrix of the four readings.
Colour scale from −1 to 1.
**Strongest links**
- Moisture with Nitrogen: 0.34
- Moisture with Yield: 0.58
- Nitrogen with Yield: 0.81
- pH with Yield: −0.05
The strongest link is Nitrogen with Yield.
"""


def test_a_grid_size_over_one_list_read_is_not_judged() -> None:
    """ "A 4×4 correlation matrix" over four pairs read as one row of four: the text lays its
    cells out as the reading did not, so neither size is judged (it was "contradicted: the
    grid has 1 rows, not 4")."""
    doc = parse_text(_ONE_LIST_OF_A_GRID, "links.md")
    counts = [c for c in doc.claims if c.kind == "count"]
    assert len(counts) == 2
    assert all(c.verdict == "unverifiable" and "1 × 4" in (c.evidence or "") for c in counts)
    assert not [x for x in doc.diagnostics if x.severity != "info"]


def test_best_is_read_on_the_panel_s_own_measure() -> None:
    """ "the best BLEU" in a figure titled "Training Cost and Quality …": the BLEU panel's own
    title names a measure where more is better, so the title's "Cost" does not turn "best"
    into the lowest (it was a false claim-extreme error)."""
    text = (
        "# Figure: Training Cost and Quality of Three Parsers\n\n"
        "**Left panel — Training cost (GPU-hours)**\n- Alpha: 410\n- Beta: 385\n- Gamma: 452\n\n"
        "**Right panel — Validation BLEU**\n- Alpha: 27.4\n- Beta: 27.9\n- Gamma: 26.8\n\n"
        "Beta is the cheapest to train and also reaches the best BLEU.\n"
    )
    doc = parse_text(text, "parsers.md")
    assert not [x for x in doc.diagnostics if x.severity != "info"]
    best = [c for c in doc.claims if c.kind == "extreme"]
    assert best and best[0].verdict == "supported" and "maximum" in (best[0].evidence or "")


def test_a_latex_place_after_at_is_an_x_tick() -> None:
    """ "at $10^{-1}$, where its loss is above 5": the place is the tick 0.1, not every cell."""
    text = (
        "### Line Plot: Loss vs. Learning Rate\n\n| Learning rate | Lion |\n|---|---|\n"
        "| $10^{-3}$ | 2.61 |\n| $10^{-2}$ | 3.40 |\n| $10^{-1}$ | 5.02 |\n\n"
        "Lion diverges sharply at $10^{-1}$, where its loss is above 5.\n"
    )
    doc = parse_text(text, "lion.md")
    assert not [x for x in doc.diagnostics if x.severity != "info"]
    above = [c for c in doc.claims if c.kind == "threshold"]
    assert above and above[0].verdict == "supported"


_EPOCH_TABLE = """## Line Chart: Validation F1 over Epochs

| Epoch | F1 |
|---|---|
| 2 | 0.61 |
| 4 | 0.70 |
| 6 | 0.74 |
| 8 | 0.76 |
| 10 | 0.73 |

{}
"""


@pytest.mark.parametrize(
    ("sentence", "verdict"),
    [
        ("The F1 peaks at epoch 8 and then declines slightly.", "supported"),  # was "not 8": 8 read as a value
        ("F1 peaks at epoch 8.", "supported"),
        ("F1 peaks at epoch 6.", "contradicted"),  # "peaks at" states where the maximum is
    ],
)
def test_peaks_at_a_place_named_by_a_noun(sentence: str, verdict: str) -> None:
    doc = parse_text(_EPOCH_TABLE.format(sentence), "f1.md")
    extremes = [c for c in doc.claims if c.kind == "extreme"]
    assert [c.verdict for c in extremes] == [verdict]


def test_all_of_the_x_ticks_outweighs_the_header_over_it() -> None:
    """Under the last category's header "**Rust**", "A is higher across all four languages"
    (four x ticks) is said of every language, not of Rust alone; under "**Texture**", "in all
    kitchens" (the panels) keeps the header's category."""
    text = (
        "**Grouped Bar Chart — Pass Rate by Language**\n\nLegend: Alpha (navy), Beta (coral).\n\n"
        "**Python**\n- Alpha: 64\n- Beta: 58\n\n**Java**\n- Alpha: 51\n- Beta: 49\n\n"
        "**Go**\n- Alpha: 39\n- Beta: 44\n\n**Rust**\n- Alpha: 33\n- Beta: 30\n\n"
        "Alpha scores consistently higher than Beta across all four languages.\n"
    )
    doc = parse_text(text, "langs.md")
    found = [x for x in doc.diagnostics if x.severity != "info"]
    assert [x.name for x in found] == ["claim-comparison"]
    assert "Go" in found[0].message


def test_an_extreme_said_of_several_names_each_with_its_place_is_not_one_claim() -> None:
    """ "Koi is the best on QA, Carp on Summarization and Pike on Translation": the verb is
    left out after the first name, so Koi is not said to be best on all three (a false
    claim-extreme error); "Koi is the best on QA" alone is still judged."""
    table = (
        "# Table: Three Models on Three Tasks\n\n| Model | QA | Summarization | Translation |\n|---|---|---|---|\n"
        "| Koi | 78.4 | 41.2 | 33.5 |\n| Carp | 74.9 | 44.8 | 31.0 |\n| Pike | 69.3 | 39.5 | 35.1 |\n\n"
    )
    doc = parse_text(table + "Koi is the best on QA, Carp on Summarization and Pike on Translation.\n", "tasks.md")
    assert not [x for x in doc.diagnostics if x.severity != "info"]
    alone = parse_text(table + "Koi is the best on Translation.\n", "tasks.md")
    assert [x.name for x in alone.diagnostics if x.severity != "info"] == ["claim-extreme"]


@pytest.mark.parametrize(
    "sentence",
    [
        "Values in the right column are consistently below 15.",  # a part of the grid by its place
        "The top row stays under 10 throughout.",
        "Small-batch values stay in the 3–10 range.",  # a part by a word that is no tick
    ],
)
def test_a_part_picked_out_by_place_or_by_a_word_is_not_judged_over_every_cell(sentence: str) -> None:
    """Each sentence is true of the part it names; judged over every cell it was a false
    error. Which cells "the right column" or "small-batch values" are, the reading does not
    know, so the claim is unverifiable."""
    text = (
        "## Heatmap: Throughput by Batch and Length\n\nColour scale: 0 to 60.\n\n"
        "| Batch \\ Length | 512 | 2048 | 8192 |\n|---|---|---|---|\n"
        "| 1 | 8.2 | 6.9 | 3.1 |\n| 4 | 27.5 | 22.4 | 9.8 |\n| 16 | 55.0 | 41.3 | 14.6 |\n\n" + sentence + "\n"
    )
    doc = parse_text(text, "grid.md")
    assert not [x for x in doc.diagnostics if x.severity != "info"]
