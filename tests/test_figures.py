"""Acceptance: own-words write-ups of the same figures (fixtures/figures), run with
--figure-key on their file names. Each planted disagreement is found, nothing else is
flagged, and every figure has per-cell consensus. fig07: three styles (a table with
"$2^k$" columns and colour-noted series, bullets with "at 1:", plain lists), two cells of
one write-up differ; fig21: titles that differ only in punctuation (matched even without
the option); fig33: one write-up has two panels, the other one; fig40: untitled write-ups,
categories with and without colour notes, and 1.9 vs 1.93 (agree at the coarser precision);
fig50: a table and bullets titled in other words, two of ten cells differ; fig52 and fig53:
training and held-out accuracy, the same series and epochs, agreeing on the first two
epochs only (two figures); fig54: untitled bars, one series named and one not, one of six
cells differs. Without the option, fig07, fig33, fig50 and fig54 are found by their cells."""

from __future__ import annotations

from pathlib import Path

from conftest import FIXTURES, ROOT
from extract import parse_paths
from extract.cli import main
from extract.config import Config

FIGURES = FIXTURES / "figures"
KEY = r"^(fig\d+)_"

# (file the finding is at, [row, col], the other write-ups) — see the module docstring
PLANTED = {
    ("fig07_prose.md", ("Adam", 2), ("fig07_bullets.md", "fig07_table.md")),
    ("fig07_prose.md", ("SGD", 4), ("fig07_bullets.md", "fig07_table.md")),
    ("fig21_second.md", ("XFS", 32), ("fig21_first.md",)),
    ("fig33_two.md", ("loss", 0.3), ("fig33_one.md",)),
    ("fig50_table.md", ("Quokka", 32), ("fig50_bullets.md",)),
    ("fig50_table.md", ("Wombat", 128), ("fig50_bullets.md",)),
    ("fig54_second.md", ("Rainfall", "Corrow"), ("fig54_first.md",)),
}


def _run(config: Config) -> tuple[set[tuple[str, tuple[object, ...], tuple[str, ...]]], object]:
    result, errors = parse_paths([FIGURES.relative_to(ROOT).as_posix()], config)
    assert not errors
    serious = [d for doc in result.documents for d in doc.diagnostics if d.severity != "info"]
    assert not serious, serious  # the write-ups say nothing false about themselves
    found = {
        (Path(d.source).name, tuple(d.cells[0]), tuple(sorted(Path(r.source).name for r in d.related)))
        for d in result.diagnostics
    }
    assert len(found) == len(result.diagnostics)
    return found, result


def test_planted_disagreements_are_found_and_nothing_else() -> None:
    found, _ = _run(Config(figure_key=KEY))
    assert found == PLANTED


def test_every_figure_has_consensus_per_cell() -> None:
    _, result = _run(Config(figure_key=KEY))
    figures = {f.key: f for f in result.figures}  # type: ignore[attr-defined]
    assert sorted(figures) == ["fig07", "fig21", "fig33", "fig40", "fig50", "fig54"]
    assert len(figures["fig07"].documents) == 3
    fig07 = figures["fig07"].panels
    assert len(fig07) == 1
    cells = {(c.row, c.col): c for c in fig07[0].cells}
    assert len(cells) == 8  # "$2^0$" and "1", "Adam (blue line)" and "Adam" are one cell
    adam2 = cells[("Adam", 2)]
    assert (adam2.value, adam2.min, adam2.max, adam2.n, adam2.agree) == (0.64, 0.64, 0.66, 3, False)
    # fig33: the single panel joined "Validation Loss", not "Validation Accuracy"
    by_title = {p.title: p for p in figures["fig33"].panels}
    assert [c.n for c in by_title["(a) Validation Accuracy"].cells] == [1, 1, 1, 1]
    assert [c.n for c in by_title["(b) Validation Loss"].cells] == [2, 2, 2, 2]
    fig40 = {c.col: c for c in figures["fig40"].panels[0].cells}
    assert fig40["Large"].agree and (fig40["Large"].min, fig40["Large"].max) == (1.9, 1.93)
    assert fig40["Huge"].n == 1


def test_without_the_option_write_ups_are_found_by_their_keys_and_cells() -> None:
    """fig21 shares a panel key; fig07, fig33, fig50 and fig54, titled differently or not
    at all, share cells that mostly agree; fig40's write-ups share three cells, too few to
    tell a figure; fig52 and fig53 share ten cells and agree on four: two figures."""
    found, result = _run(Config())
    assert found == PLANTED
    documents = [[Path(s).name[:5] for s in f.documents] for f in result.figures]  # type: ignore[attr-defined]
    assert documents == [["fig07"] * 3, ["fig21"] * 2, ["fig33"] * 2, ["fig50"] * 2, ["fig54"] * 2]


def test_a_wide_tolerance_agrees_with_everything() -> None:
    found, _ = _run(Config(figure_key=KEY, cross_tolerance="10%"))
    assert found == set()


def test_text_summary_says_per_figure_how_many_cells_agree(capsys: object) -> None:
    import pytest

    assert isinstance(capsys, pytest.CaptureFixture)
    assert main(["--check", "--figure-key", KEY, str(FIGURES)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert "3 write-ups of fig07: 6 of 8 cells agree" in out
    assert "2 write-ups of fig40: 3 of 3 cells agree (1 cell given by one write-up)" in out
    assert "2 write-ups of fig50: 8 of 10 cells agree" in out
    assert out[-1] == "7 errors in 15 documents"


def test_a_finding_names_the_titles_other_write_ups_give_the_panel() -> None:
    result, _ = parse_paths([FIGURES / "fig33_one.md", FIGURES / "fig33_two.md"], Config(figure_key=KEY))
    (finding,) = result.diagnostics
    assert finding.message.startswith(
        "(b) Validation Loss (also “Validation loss against dropout” in fig33_one.md) [loss, 0.3]:"
    )


GENERIC = FIXTURES / "generic_titles"


def test_a_shared_generic_title_groups_only_write_ups_of_one_figure() -> None:
    """fixtures/generic_titles: "Benchmark Results" over y from 0.45 to 0.65 and over y from
    0.30 to 0.40 (the same series names), "Solve Rate by Attempts" over y from 10 to 40 and
    from 10 to 20, one giving a single series (the stretches share a third, but one write-up's values lie
    beyond the other's axis), "Failure Modes" over slices and over exception
    types: different figures, never compared. "Warm-up Loss" twice over the same axes: one
    figure, its planted disagreement found."""
    result, errors = parse_paths([GENERIC.relative_to(ROOT).as_posix()], Config())
    assert not errors
    assert [[Path(s).name for s in f.documents] for f in result.figures] == [["loss_first.md", "loss_second.md"]]
    found = {(Path(d.source).name, tuple(d.cells[0])) for d in result.diagnostics}
    assert found == {("loss_second.md", ("Loss", 10))}
