"""Which write-ups are one figure when they title it differently, or when two figures share
a title (fixtures/cross_groups, own words): one line chart titled three ways ("Hit Rate
Across Stages", "Hit Rate vs. Stage", "Hit Rate Comparison Across Stages") is one figure
however much one reading differs, and another chart also titled "Hit Rate vs. Stage" whose
series share no name with it stays apart; rows with a remark ("Blend 1 (Even)") meet rows
without ("1"); titles one of which says more ("Share of Sources", "... for Two Blends";
"Correlation Matrix", "... of Features F1 to F4") and titles of the same words ("Tasks Solved
by ...", "Task Solving: ...") join charts of the same series at the same ticks; two figures
of the same series and ticks stay apart when their titles give different numbers ("Set-10",
"Set-100") or other words ("Training Accuracy", "Test Accuracy"), and panels of two figures
of several under titles one of which says more ("Score Comparison of Solvers", "... Solver
Lambda Score Comparison Across Sets"), with values in one narrow band, are never compared."""

from __future__ import annotations

from pathlib import Path

from conftest import FIXTURES, ROOT
from extract import parse_paths
from extract.checks.figures import _told_alike
from extract.checks.keys import aliases

HERE = FIXTURES / "cross_groups"

# (file the finding is at, cell): every planted disagreement, and nothing else
PLANTED = {
    *(("corr_long.md", c) for c in [("F2", "F3"), ("F3", "F2")]),
    *(
        ("corr_short.md", c)
        for c in [("F1", "F2"), ("F2", "F1"), ("F1", "F4"), ("F4", "F1"), ("F3", "F4"), ("F4", "F3")]
    ),
    ("hit_comparison.md", ("Cache on", 3)),
    ("hit_vs.md", ("Cache on", 1)),
    *(("hit_vs.md", ("Cache off", n)) for n in range(1, 7)),
    ("patched_second.md", ("Base", 3)),
    ("set10_other.md", ("with Mixing", 8)),
    *(
        ("share_short.md", c)
        for c in [("Blend B", "Forums"), ("Blend A", "Papers"), ("Blend A", "Code"), ("Blend B", "Code")]
    ),
    ("split_table.md", ("Forums", 2)),
    ("split_table.md", ("Papers", 2)),
    # (a two-column table under a y axis of the same name: one series, keyed as the box plot's)
    ("tasks_solving.md", ("Number of tasks", "Base agent")),
}

FIGURES = [
    ["corr_long.md", "corr_short.md"],
    ["hit_across.md", "hit_comparison.md", "hit_vs.md"],
    ["patched_first.md", "patched_second.md"],
    ["set10_named.md", "set10_other.md"],
    ["share_long.md", "share_short.md"],
    ["split_bullets.md", "split_table.md"],
    ["tasks_box.md", "tasks_solving.md"],
]


def test_each_figure_is_found_under_its_titles_and_no_two_figures_are_compared() -> None:
    result, errors = parse_paths([HERE.relative_to(ROOT).as_posix()])
    assert not errors
    assert not [d for doc in result.documents for d in doc.diagnostics if d.severity != "info"]
    found = {(Path(d.source).name, tuple(d.cells[0])) for d in result.diagnostics}
    assert found == PLANTED
    assert sorted(sorted(Path(s).name for s in f.documents) for f in result.figures) == FIGURES  # type: ignore[attr-defined]


def test_a_finding_names_the_figure_as_each_write_up_titles_it() -> None:
    result, _ = parse_paths([(HERE / "set10_named.md").as_posix(), (HERE / "set10_other.md").as_posix()])
    (finding,) = result.diagnostics
    # its own title, then the other write-up's stated title and heading, with its file
    assert finding.message.startswith(
        "Set-10 Test Accuracy vs. Parameter d1 (also “Set-10”, “Set-10 Test Accuracy vs. d1” in set10_named.md) ["
    )


def test_a_finding_shows_each_spelling_of_a_title(tmp_path: Path) -> None:
    body = "* **X-axis:** d1, ticks 1, 2, 3.\n* **Y-axis:** Gain.\n* **Legend:** Plain, Mixed.\n### Data Points\n"
    (tmp_path / "a.md").write_text(
        "## Line Chart: Gain vs. d₁\n" + body + "* Plain: 1: 4.0, 2: 5.0, 3: 6.0\n* Mixed: 1: 7.0, 2: 8.0, 3: 9.0\n"
    )
    (tmp_path / "b.md").write_text(
        "## Line Chart: Gain vs. d1\n" + body + "* Plain: 1: 4.0, 2: 5.0, 3: 6.0\n* Mixed: 1: 7.0, 2: 8.0, 3: 12.0\n"
    )
    result, _ = parse_paths([(tmp_path / "a.md").as_posix(), (tmp_path / "b.md").as_posix()])
    (finding,) = result.diagnostics
    # "d₁" and "d1" match as one figure, and a reader searching either write-up finds its own spelling
    assert "“Gain vs. d₁”" in finding.message and "Gain vs. d1" in finding.message


def test_titles_name_one_figure_in_other_words_but_never_with_other_numbers() -> None:
    assert _told_alike("hit rate vs. stage", "hit rate comparison across stages") == 2
    assert _told_alike("tasks solved by base and tuned agents", "task solving: base vs tuned agents") == 2
    assert _told_alike("share of sources", "share of sources for two blends") == 1
    assert _told_alike("set-10", "set-100") == 0
    assert _told_alike("training accuracy vs. epoch", "test accuracy vs. epoch") == 0


def test_names_with_a_remark_stand_for_the_names_without() -> None:
    remark, _, both = aliases(["Blend 1 (Even)", "Blend 2 (Code-heavy)"])
    assert remark == {"blend1even": "blend1", "blend2codeheavy": "blend2"}
    assert both == {"blend1even": 1.0, "blend2codeheavy": 2.0}
    assert aliases(["Model-X (7B)", "Model-X (13B)"])[0] == {}  # the remark is all that tells them apart
    assert aliases(["Adam (blue)", "SGD (red)"])[0] == {}  # colour notes are no part of a key anyway


_HALF_STEPS = """## Technical Document Extraction: Chart Analysis

* **X-axis:** Answer length (Short, Medium, Long)
* **Y-axis:** Score (%)
* **Legend:** Q₁, Q₂, Q₃

| Model | Short | Medium | Long |
|---|---|---|---|
| Q₁ | 12.5 | 30.5 | 41.0 |
| Q₂ | 20.5 | 35.0 | 50.5 |
| Q₃ | 8.5 | 16.0 | 22.5 |
"""

_WHOLE_NUMBERS = """## Line Chart: Score by Answer Length

* **X-axis:** Answer length, three categories: Short, Medium, Long.
* **Y-axis:** Score (%), 0 to 60.
* **Legend:** $Q_1$, $Q_2$, $Q_3$.

| Series | Short | Medium | Long |
|---|---|---|---|
| $Q_1$ | 12 | 31 | 44 |
| $Q_2$ | 20 | 38 | 47 |
| $Q_3$ | 8 | 19 | 22 |
"""


def _run(tmp_path: Path, **texts: str) -> tuple[set[tuple[str, tuple[object, ...]]], list[list[str]]]:
    for name, text in texts.items():
        (tmp_path / f"{name}.md").write_text(text)
    result, errors = parse_paths(sorted((tmp_path / f"{n}.md").as_posix() for n in texts))
    assert not errors
    found = {(Path(d.source).stem, tuple(d.cells[0])) for d in result.diagnostics}
    return found, [sorted(Path(s).stem for s in f.documents) for f in result.figures]  # type: ignore[attr-defined]


def test_one_grid_read_at_half_steps_and_in_whole_numbers_is_one_figure_whatever_its_titles(tmp_path: Path) -> None:
    """An untitled table (Q₁..Q₃ at three lengths, read at half steps) and a titled one of the
    same names in whole numbers: 5 of 9 cells agree (12.5 and 12 are one reading), 8 of 9 lie
    within a tenth; the figure is one, and only the four real differences are findings."""
    found, figures = _run(tmp_path, a=_HALF_STEPS, b=_WHOLE_NUMBERS)
    assert figures == [["a", "b"]]
    assert found == {
        ("b", ("$Q_1$", "Long")),
        ("b", ("$Q_2$", "Medium")),
        ("b", ("$Q_2$", "Long")),
        ("b", ("$Q_3$", "Medium")),
    }


def test_a_small_grid_that_agrees_on_barely_half_needs_a_title_to_join(tmp_path: Path) -> None:
    """The same two readings with one row fewer (six cells): too few to tell one figure
    without alike titles."""
    a = _HALF_STEPS.replace("| Q₃ | 8.5 | 16.0 | 22.5 |\n", "")
    b = _WHOLE_NUMBERS.replace("| $Q_3$ | 8 | 19 | 22 |\n", "")
    assert a != _HALF_STEPS and b != _WHOLE_NUMBERS
    found, figures = _run(tmp_path, a=a, b=b)
    assert figures == [] and found == set()


def _violin(values: list[float]) -> str:
    names = ["Base", "Base + Hint (A)", "Base + Hint (B)", "Retrieval", "Oracle"]
    rows = "".join(f"- **{n}:** {v:.2f}\n" for n, v in zip(names, values, strict=True))
    return (
        "## Violin Plot: Chemistry Accuracy\n\n* **X-axis:** Method\n* **Y-axis:** Accuracy, 0.0 to 1.0\n\n"
        "### Medians\n" + rows
    )


def test_two_figures_of_one_title_and_methods_that_agree_nowhere_stay_apart(tmp_path: Path) -> None:
    """Two violin plots of one title over the same five methods: no median agrees and three of
    five lie more than a quarter apart, so they are two figures, not five conflicts. Readings of
    one figure that agree somewhere are still compared."""
    found, figures = _run(
        tmp_path, first=_violin([0.62, 0.58, 0.70, 0.52, 0.66]), second=_violin([0.48, 0.82, 0.93, 0.70, 0.97])
    )
    assert figures == [] and found == set()
    found, figures = _run(
        tmp_path, first=_violin([0.62, 0.58, 0.70, 0.52, 0.66]), second=_violin([0.62, 0.82, 0.93, 0.70, 0.97])
    )
    assert figures == [["first", "second"]] and len(found) == 4


def _rounds(recall: list[float], choice: list[float]) -> str:
    lines = "".join(f"* Round {i}: ~{v}\n" for i, v in enumerate(recall, 1))
    more = "".join(f"* Round {i}: ~{v}\n" for i, v in enumerate(choice, 1))
    return (
        "## Line Chart: Orion-3-Mini\n* **X-Axis:** Rounds, 1 to 5.\n* **Y-Axis:** Share of Changes\n"
        "* **Legend:** Recall (blue), Choice (orange).\n### Detailed Analysis\n**1. Recall (Blue Line):**\n"
        + lines
        + "**2. Choice (Orange Line):**\n"
        + more
    )


def test_one_cell_alike_by_chance_among_ten_does_not_join_two_figures_of_one_title(tmp_path: Path) -> None:
    """Two runs of one paper, both titled "Orion-3-Mini": of ten shared cells one agrees (0.043)
    and nine lie a quarter or more apart: two figures, not nine conflicts. Two readings of one
    figure that mostly agree are still one figure, and their one difference a finding."""
    first = _rounds([0.021, 0.004, 0.018, 0.012, 0.043], [0.002, 0.031, 0.019, 0.009, 0.001])
    found, figures = _run(
        tmp_path, first=first, second=_rounds([0.066, 0.029, 0.011, 0.048, 0.043], [0.058, 0.022, 0.014, 0.035, 0.027])
    )
    assert figures == [] and found == set()
    found, figures = _run(
        tmp_path, first=first, second=_rounds([0.021, 0.004, 0.018, 0.012, 0.043], [0.002, 0.031, 0.019, 0.009, 0.005])
    )
    assert figures == [["first", "second"]] and len(found) == 1


def _lift(legend: str, gains: list[float]) -> str:
    rows = "".join(f"| {c} | {g} |\n" for c, g in zip((0.1, 0.3, 0.5, 0.7), gains, strict=True))
    return (
        "# Lift Chart\n* **Title:** Lift Chart (Holdout)\n"
        + legend
        + "### Series 1: Lift Curve\n| Cost | Gain |\n| :--- | :--- |\n"
        + rows
    )


def test_legends_that_print_one_name_with_other_numbers_are_two_figures(tmp_path: Path) -> None:
    """Two lift charts of one title whose legends print "(area = 0.62)" and "(area = 0.88)"
    are two figures, not four conflicts; a third write-up that prints "(AUC = 0.62)" joins the
    first (its cells agree) and never links the two others, and a legend's place
    ("(x=0.8, y=0.1)") is no mark."""
    low = _lift("* **Legend Label:** lift curve (area = 0.62)\n", [0.30, 0.52, 0.71, 0.85])
    high = _lift('### Legend\n* **Entry 1:** Solid line — "lift curve (area = 0.88)"\n', [0.55, 0.81, 0.92, 0.96])
    auc = _lift("* **Legend:** lift curve (AUC = 0.62), placed at (x=0.8, y=0.1)\n", [0.30, 0.52, 0.71, 0.70])
    found, figures = _run(tmp_path, a=low, b=high)
    assert figures == [] and found == set()
    found, figures = _run(tmp_path, a=low, b=high, c=auc)
    assert figures == [["a", "c"]] and found == {("c", ("Lift Curve", 0.7))}


def _two_charts(title: str, left: list[float], right: list[float]) -> str:
    def chart(place: str, values: list[float]) -> str:
        points = "".join(f"* Warmup {w}: {v}\n" for w, v in zip((1, 2, 4, 8), values, strict=True))
        return f"### {place} Chart\n" + points

    return (
        f"## Line Chart: {title}\n* **X-axis:** Warmup\n* **Y-axis:** Score\n"
        + chart("Left", left)
        + chart("Right", right)
    )


def test_a_chart_named_by_its_place_is_one_figure_only_under_one_document_title(tmp_path: Path) -> None:
    """ "Left Chart" names a place in a figure of several, not a figure: two write-ups of other
    figures that both have a left chart are never compared; two of one title still are."""
    first = _two_charts("Drift of Probe Weights", [3.5, 4.1, 4.6, 5.0], [1.2, 1.4, 1.9, 2.6])
    other = _two_charts("Latency of Cache Tiers", [3.2, 4.1, 5.0, 5.6], [1.2, 1.6, 2.2, 2.6])
    found, figures = _run(tmp_path, a=first, b=other)
    assert figures == [] and found == set()
    again = _two_charts("Drift of Probe Weights", [3.5, 4.1, 4.6, 5.4], [1.2, 1.4, 1.9, 2.6])
    found, figures = _run(tmp_path, a=first, c=again)
    assert figures == [["a", "c"]] and found == {("c", ("Score", 8))}


def test_legends_that_print_other_numbers_under_other_names_make_conflicts_doubtful(tmp_path: Path) -> None:
    """ "(area = 0.62)" and "(AUC = 0.66)" may name one quantity or two: the charts stay one
    figure, and their conflict is reported at info with a note, not as an error."""
    (tmp_path / "a.md").write_text(_lift("* **Legend Label:** lift curve (area = 0.62)\n", [0.30, 0.52, 0.71, 0.85]))
    (tmp_path / "b.md").write_text(_lift("* **Legend Label:** lift curve (AUC = 0.66)\n", [0.30, 0.52, 0.71, 0.70]))
    result, _ = parse_paths([(tmp_path / n).as_posix() for n in ("a.md", "b.md")])
    (finding,) = result.diagnostics
    assert finding.severity == "info" and "legends print other numbers" in finding.message


def _tiles(heading: str, opening: str, rows: list[list[float]]) -> str:
    body = "".join(f"| **{i}** | " + " | ".join(str(v) for v in r) + " |\n" for i, r in enumerate(rows, 1))
    return (
        f"## Heatmap: {heading}\n### Overview\n{opening}\n### Components/Axes\n"
        '- **X-axis**: Labeled "tile_a" with categories 1–3.\n- **Y-axis**: Labeled "tile_b" with categories 1–3.\n'
        "### Detailed Analysis\n| tile_b \\ tile_a | 1 | 2 | 3 |\n|---|---|---|---|\n" + body
    )


def test_two_heatmaps_titled_only_by_a_measure_are_no_one_figure(tmp_path: Path) -> None:
    """Two write-ups of different heatmaps whose printed title is only "Score": a title that
    names only what is measured names many figures, and two of nine cells agree by chance,
    seven lie far apart. Two readings of one heatmap under one heading still meet."""
    first = _tiles(
        "Score", 'The heatmap is titled "Score".', [[0.95, 0.12, 0.08], [0.14, 0.91, 0.11], [0.07, 0.13, 0.1]]
    )
    other = _tiles(
        "Score Grid for Tile Matching",
        'The image displays a square heatmap titled "Score".',
        [[0.95, 0.93, 0.96], [0.92, 0.91, 0.94], [0.95, 0.9, 0.88]],
    )
    found, figures = _run(tmp_path, first=first, second=other)
    assert figures == [] and found == set()
    again = _tiles(
        "Score", 'The heatmap is titled "Score".', [[0.95, 0.12, 0.08], [0.14, 0.91, 0.11], [0.07, 0.13, 0.2]]
    )
    found, figures = _run(tmp_path, first=first, second=again)
    assert figures == [["first", "second"]] and len(found) == 1


def _scores(rows: dict[str, list[int]]) -> str:
    body = "".join(f"| {name} | " + " | ".join(f"{v} ± 1" for v in vals) + " |\n" for name, vals in rows.items())
    return (
        "## Heatmap: Probe Scores\n### Overview\nA heatmap of probe scores for three probes over four tasks.\n"
        "### Detailed Analysis\n| Task | Alpha | Beta | Gamma |\n|---|---|---|---|\n" + body
    )


_TASKS = ["towns", "rivers", "dates", "names"]


def test_one_title_whose_cells_mostly_disagree_gives_conflicts_at_info(tmp_path: Path) -> None:
    """Two write-ups titled "Probe Scores" that give the same 12 cells, only 2 of them
    alike (the saturated 100s): perhaps two figures of one title (drawn per language, per
    layer), so each conflict is an info with a note. A third write-up that agrees with each
    of them often enough makes them one figure, and a conflict between them an error."""
    first = dict(zip(_TASKS, [[100, 71, 62], [100, 93, 58], [88, 77, 64], [91, 69, 73]], strict=True))
    other = dict(zip(_TASKS, [[100, 97, 90], [100, 81, 84], [95, 92, 79], [83, 90, 92]], strict=True))
    (tmp_path / "a.md").write_text(_scores(first))
    (tmp_path / "b.md").write_text(_scores(other))
    result, _ = parse_paths([(tmp_path / n).as_posix() for n in ("a.md", "b.md")])
    found = [d for d in result.diagnostics if d.name == "cross-document-conflict"]
    assert len(found) == 10
    assert all(d.severity == "info" and "only 2 of 12 cells they share agree" in d.message for d in found)
    # a third reading that agrees with each of them on 6 of the 12 cells
    third = {t: list(v) for t, v in first.items()}
    third["dates"] = other["dates"]
    third["names"] = [other["names"][0], 60, 60]
    (tmp_path / "c.md").write_text(_scores(third))
    result, _ = parse_paths([(tmp_path / n).as_posix() for n in ("a.md", "b.md", "c.md")])
    found = [d for d in result.diagnostics if d.name == "cross-document-conflict"]
    assert found and all(d.severity == "error" for d in found)


def _two_panels(title: str, first: dict[str, float], second: dict[str, float]) -> str:
    """A two-panel bar chart in a VLM's words: "(a) SVHN" and "(b) STL-10", methods per panel."""
    a = "".join(f"- {m}: {v}\n" for m, v in first.items())
    b = "".join(f"- {m}: {v}\n" for m, v in second.items())
    return (
        f"## {title}\n### Components/Axes\n- **Panel (a):** SVHN\n- **Panel (b):** STL-10\n"
        f"- **Y-axis (both):** Top-1 (%)\n### Detailed Analysis\n**(a) SVHN**\n{a}\n**(b) STL-10**\n{b}"
    )


# the Kiwi study's two panels, the same in each case below
_KIWI = (
    {"Arbor": 71.4, "Basil": 64.0, "Cedar": 58.2, "Dill": 80.1},
    {"Arbor": 55.5, "Basil": 61.3, "Cedar": 49.9, "Dill": 66.7},
)


def test_unrelated_figures_that_share_a_lettered_panel_title_are_no_one_figure(tmp_path: Path) -> None:
    """Two papers' two-panel charts, both with "(a) SVHN" and "(b) STL-10": one method in
    common and figure titles that name two studies ("Probe Results (Kiwi study)", "Probe
    Results (Quill study)"), or three methods in common under those titles: two figures, no
    conflict. Two write-ups of one figure under one title that disagree on a bar still conflict."""
    quill_panels = (
        # one method in common with the Kiwi study
        (
            {"Elm": 52.6, "Basil": 77.3, "Fern": 69.0, "Gorse": 60.8},
            {"Elm": 73.2, "Basil": 58.4, "Fern": 63.1, "Gorse": 70.0},
        ),
        # three methods in common
        (
            {"Arbor": 66.0, "Basil": 64.0, "Cedar": 71.9, "Hazel": 60.8},
            {"Arbor": 57.2, "Basil": 68.4, "Cedar": 45.1, "Hazel": 70.0},
        ),
    )
    for first, second in quill_panels:
        found, figures = _run(
            tmp_path,
            kiwi=_two_panels("Probe Results (Kiwi study)", *_KIWI),
            quill=_two_panels("Probe Results (Quill study)", first, second),
        )
        assert figures == [] and found == set()
    found, figures = _run(
        tmp_path,
        kiwi=_two_panels(
            "Probe Results",
            *_KIWI,
        ),
        quill=_two_panels(
            "Bar Chart: Probe Results",
            {"Arbor": 71.4, "Basil": 46.0, "Cedar": 58.2, "Dill": 80.1},
            {"Arbor": 55.5, "Basil": 61.3, "Cedar": 49.9, "Dill": 66.7},
        ),
    )
    assert figures == [["kiwi", "quill"]] and found == {("quill", ("Top-1 (%)", "Basil"))}


def _loss(title: str, steps: dict[str, float]) -> str:
    return f"## Line Chart: {title}\n### Detailed Analysis\n" + "".join(
        f"* {s}: loss ≈ {v}\n" for s, v in steps.items()
    )


def test_one_generic_title_over_other_ticks_is_no_one_figure(tmp_path: Path) -> None:
    """Two single-curve charts titled "Validation Loss", one at epochs 2, 4, 6, 8 and one at
    epochs 1, 3, 5, 7, 8: one tick in common, so two figures (not a conflict by a generic
    title). Two readings of one curve at the same steps, one value apart, still conflict."""
    found, figures = _run(
        tmp_path,
        epochs=_loss("Validation Loss", {"Epoch 2": 2.4, "Epoch 4": 1.9, "Epoch 6": 1.6, "Epoch 8": 1.5}),
        steps=_loss(
            "Validation Loss", {"Epoch 1": 3.0, "Epoch 3": 2.1, "Epoch 5": 1.4, "Epoch 7": 1.2, "Epoch 8": 1.1}
        ),
    )
    assert figures == [] and found == set()
    found, figures = _run(
        tmp_path,
        epochs=_loss("Validation Loss", {"Step 0": 3.1, "Step 2000": 2.2, "Step 4000": 1.8, "Step 6000": 1.7}),
        steps=_loss("Validation Loss", {"Step 0": 3.1, "Step 2000": 2.2, "Step 4000": 1.2, "Step 6000": 1.7}),
    )
    assert figures == [["epochs", "steps"]] and len(found) == 1


def _matrix(rows: list[list[int]]) -> str:
    names = ("oak", "elm", "ash")
    body = "".join(f"| {n} | " + " | ".join(map(str, r)) + " |\n" for n, r in zip(names, rows, strict=True))
    return "## Confusion Matrix (Held-out)\n| True / Pred | oak | elm | ash |\n|---|---|---|---|\n" + body


def test_printed_values_that_agree_on_one_value_at_most_make_conflicts_doubtful(tmp_path: Path) -> None:
    """Two papers' confusion matrices of one title and classes, counts printed exactly, that
    agree only on their three 0s (a third of the cells, one value): perhaps two figures of
    one title, so every conflict is an info. Two printings of one matrix that differ on one
    count still give an error."""
    (tmp_path / "a.md").write_text(_matrix([[51, 3, 0], [0, 47, 6], [0, 5, 44]]))
    (tmp_path / "b.md").write_text(_matrix([[38, 9, 0], [0, 55, 1], [0, 2, 60]]))
    result, _ = parse_paths([(tmp_path / n).as_posix() for n in ("a.md", "b.md")])
    found = [d for d in result.diagnostics if d.name == "cross-document-conflict"]
    assert len(found) == 6 and all(d.severity == "info" and "perhaps two figures" in d.message for d in found)
    (tmp_path / "b.md").write_text(_matrix([[51, 3, 0], [0, 47, 6], [0, 8, 44]]))
    result, _ = parse_paths([(tmp_path / n).as_posix() for n in ("a.md", "b.md")])
    found = [d for d in result.diagnostics if d.name == "cross-document-conflict"]
    assert [(d.severity, d.cells) for d in found] == [("error", [["ash", "elm"]])]
