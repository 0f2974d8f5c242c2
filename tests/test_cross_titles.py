"""Write-ups of one figure that title it, or name its entries, in other words
(fixtures/cross_titles, own words): alike titles whose cells lie close are one figure,
names that one write-up pads with shared words match the other's, and two figures of one
title that read nothing alike stay apart. Panels of a figure of several match by the place
their titles name."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from conftest import FIXTURES, ROOT
from extract import parse_paths
from extract.checks.content import content
from extract.checks.cross import Entry
from extract.checks.figures import panels, place, signature
from extract.checks.keys import affixless

HERE = FIXTURES / "cross_titles"

# (file the finding is at, cell, value there, the other write-up, its value)
PLANTED = {
    ("solve_plain.md", ("Heron", 3), 38, "solve_noted.md", 36.5),  # "Heron (blue) Solve Rate" is "Heron"
    ("throughput_table.md", ("Osprey", 2), 300, "throughput_bullets.md", 320),
    ("throughput_table.md", ("Kestrel", 4), 780, "throughput_bullets.md", 820),
    ("throughput_table.md", ("Osprey", 8), 1010, "throughput_bullets.md", 1080),
}


def test_alike_titles_and_padded_names_find_each_planted_conflict_and_nothing_else() -> None:
    result, errors = parse_paths([HERE.relative_to(ROOT).as_posix()])
    assert not errors
    assert not [d for doc in result.documents for d in doc.diagnostics if d.severity != "info"]
    found = set()
    for d in result.diagnostics:
        assert d.name == "cross-document-conflict"
        (other,) = d.related
        here = Path(d.source).name
        found.add((here, tuple(d.cells[0]), 0, Path(other.source).name, other.value))
        # the evidence names both values and both write-ups
        assert Path(other.source).name in d.message and here not in d.message
    planted = {(h, c, 0, o, v) for h, c, _, o, v in PLANTED}
    assert found == planted  # 1450 and 1450.3 agree once rounded; the latency charts are two figures
    figures = sorted(len(f.documents) for f in result.figures)  # type: ignore[attr-defined]
    assert figures == [2, 2]


def test_two_figures_of_one_title_that_read_nothing_alike_stay_apart() -> None:
    result, _ = parse_paths([(HERE / "latency_first.md").as_posix(), (HERE / "latency_second.md").as_posix()])
    assert result.diagnostics == [] and result.figures == []  # type: ignore[attr-defined]


def _entry(doc: int, title: str, values: dict[tuple[str, int], float], panel: str) -> Entry:
    cells = tuple((r, c, v, (1, 1, 1, 4), 1) for (r, c), v in values.items())
    return Entry(
        doc,
        f"{doc}.md",
        None,
        panel,
        title,
        title.casefold(),
        True,
        cells,
        sign=signature([], [], cells),
        content=content(cells, None),
    )


def test_panels_of_a_figure_of_several_match_by_the_place_their_titles_name() -> None:
    left = {("Reach", 1): 3.0, ("Depth", 1): 4.5}
    right = {("Reach", 1): 2.0, ("Depth", 1): 1.5}
    entries = [
        _entry(0, "Top-Left Chart", left, "p1"),
        _entry(0, "Top-Right Chart", right, "p2"),
        _entry(1, "Chart 2 (Top-Right): Model_b", {k: v + 1 for k, v in right.items()}, "p1"),
        _entry(1, "Chart 1 (Top-Left): Model_a", {k: v + 1 for k, v in left.items()}, "p2"),
    ]
    assert panels(entries) == [[0, 3], [1, 2]]
    assert place("upper left panel") == ("top", "left") and place("Right Panel") == ("", "right")
    assert place("Training Loss") is None


def test_padded_names_lose_the_words_they_all_share() -> None:
    assert affixless(["Attempt 1", "Attempt 2"]) == {"attempt1": 1.0, "attempt2": 2.0}
    assert affixless(["Static (Blue) Run Time", "Dynamic (Green) Run Time"]) == {
        "staticblueruntime": "static",
        "dynamicgreenruntime": "dynamic",
    }
    assert affixless(["Heron", "Plover"]) == {} and affixless(["Heron 7B"]) == {}


WORD = st.sampled_from(["alpha", "beta", "gamma", "7B", "run", "(blue)", "1", "2"])


@given(st.lists(st.lists(WORD, min_size=1, max_size=4).map(" ".join), min_size=2, max_size=5))
def test_affixless_keeps_every_name_its_own_key(names: list[str]) -> None:
    found = affixless(names)
    assert len(set(found.values())) == len(found)  # never two names as one
    assert all(v not in ("", None) for v in found.values())
