"""The cross-document check: which write-ups describe one figure, which panels and cells
match, when values agree, one finding per cell, the consensus, and a streamed run writing
what the library returns."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conftest import CHECK, FIXTURES
from extract.api import parse_paths, parse_text
from extract.checks import compare_documents, compare_sheets
from extract.checks.agree import Tolerance, agree, decimals
from extract.checks.content import content
from extract.checks.cross import CellRow, Entry, Sheet
from extract.checks.figures import group, likeness, panels, signature
from extract.checks.keys import as_number, cell_key, series_name
from extract.checks.store import SheetStore
from extract.cli import main
from extract.config import Config, ConfigError, from_table
from extract.models import Result, Tick
from extract.output import Spool, nested, to_json

# ------------------------------------------------------------------ grouping by keys

TEXT = st.text(alphabet="ab|", max_size=6)
BASE = st.lists(st.text(alphabet="ab|", min_size=5, max_size=12), min_size=1, max_size=4)


def _cells(*values: float) -> tuple[CellRow, ...]:
    return tuple(("r", f"c{i}", v, (1, 1, 1, 4), 1) for i, v in enumerate(values))


@st.composite
def sheets(draw: st.DrawFn) -> list[Sheet]:
    """Documents whose panel keys are shared keys, or titles that hold one."""
    base = draw(BASE)
    out = []
    for d in range(draw(st.integers(0, 12))):
        found = []
        for n in range(draw(st.integers(0, 2))):
            key = draw(st.sampled_from(base))
            titled = draw(st.booleans())
            if not titled and draw(st.booleans()):
                key = draw(TEXT) + key + draw(TEXT)  # a document title around a panel's key
            found.append(Entry(d, f"{d}.md", None, f"p{n}", None, key, titled, _cells(1)))
        out.append(Sheet(d, f"{d}.md", tuple(found)))
    return out


def _same(a: Entry, b: Entry) -> bool:
    """Two panels name the same panel, as the check defines it, tested directly."""
    assert a.key is not None and b.key is not None
    if a.key == b.key or (
        len(re.sub("[^a-z0-9]", "", a.key)) >= 4 and a.key.replace("|", "") == b.key.replace("|", "")
    ):
        return True
    if a.titled == b.titled:
        return False
    titled, title = (a, b) if a.titled else (b, a)
    return len(titled.key) >= 8 and "|" in titled.key and titled.key in title.key


def _brute(docs: list[Sheet]) -> list[list[int]]:
    """Connected documents by testing every pair of panels."""
    parent = list(range(len(docs)))

    def find(i: int) -> int:
        while parent[i] != i:
            i = parent[i]
        return i

    for i, j in itertools.combinations(range(len(docs)), 2):
        if any(_same(a, b) for a in docs[i].entries for b in docs[j].entries):
            parent[max(find(i), find(j))] = min(find(i), find(j))
    groups: dict[int, list[int]] = {}
    for i in range(len(docs)):
        groups.setdefault(find(i), []).append(i)
    return sorted(g for g in groups.values() if len(g) > 1)


@given(sheets())
def test_grouping_by_keys_finds_what_testing_every_pair_finds(docs: list[Sheet]) -> None:
    assert sorted([s.doc for s in g] for _, g in group(docs, None)) == _brute(docs)


def test_untitled_panel_matched_through_its_document_title() -> None:
    titled = Entry(0, "a.md", None, "p1", "R1-Llama | AIME24", "r1-llama|aime24", True, _cells(1))
    title = "heatmap: r1-llama|aime24 pass@1"
    untitled = Entry(1, "b.md", title, "p1", None, title, False, _cells(2))
    other = Entry(2, "c.md", None, "p1", "R1-Qwen | AIME24", "r1-qwen|aime24", True, _cells(3))
    docs = [Sheet(e.doc, e.source, (e,)) for e in (titled, untitled, other)]
    ((_, figure),) = group(docs, None)
    assert [s.source for s in figure] == ["a.md", "b.md"]


def test_figure_key_groups_by_file_name_and_leaves_others_to_their_keys() -> None:
    a = Sheet(0, "x/fig3_gpt.md", (Entry(0, "x/fig3_gpt.md", None, "p1", "Loss", "loss", True, _cells(1)),))
    b = Sheet(1, "y/fig3_claude.md", (Entry(1, "y/fig3_claude.md", None, "p1", "Cost", "cost", True, _cells(1)),))
    c = Sheet(2, "notes.md", (Entry(2, "notes.md", None, "p1", "Loss", "loss", True, _cells(1)),))
    d = Sheet(3, "more.md", (Entry(3, "more.md", None, "p1", "Loss", "loss", True, _cells(2)),))
    found = group([a, b, c, d], re.compile(r"^(fig\d+)_"))
    assert [(fid, [s.doc for s in g]) for fid, g in found] == [("fig3", [0, 1]), (None, [2, 3])]
    assert [(fid, [s.doc for s in g]) for fid, g in group([a, b], re.compile(r"fig\d+"))] == [("fig3", [0, 1])]


# ------------------------------------------------------------------ panels and cells


def test_near_equal_titles_match_only_as_the_single_best_pair() -> None:
    assert likeness("training loss curve", "training loss") == 1.0
    assert likeness("r1-llama|aime24", "r1-llama|aime25") == 0.0  # different numbers
    assert likeness("trainig loss", "training loss") >= 0.9  # a misspelling
    assert likeness("validation loss", "training loss") < 0.6

    def e(doc: int, n: int, key: str) -> Entry:
        return Entry(doc, f"{doc}.md", None, f"p{n}", key, key, True, _cells(1))

    two = [e(0, 1, "(a) training loss curve"), e(0, 2, "(b) validation loss curve"), e(1, 1, "validation loss")]
    assert panels(two) == [[0], [1, 2]]
    # two equally good partners: neither is chosen
    tie = [e(0, 1, "loss (a)"), e(0, 2, "loss (b)"), e(1, 1, "loss")]
    assert panels(tie) == [[0], [1], [2]]


def test_untitled_panel_joins_the_panel_whose_cells_it_shares() -> None:
    a1 = Entry(0, "a.md", None, "p1", "Speed", "speed", True, (("x", 1, 1.0, (1, 1, 1, 2), 1),))
    a2 = Entry(0, "a.md", None, "p2", "Cost", "cost", True, (("y", 2, 1.0, (1, 1, 1, 2), 1),))
    b = Entry(1, "b.md", None, "p1", None, None, False, (("y", 2, 3.0, (1, 1, 1, 2), 1),))
    assert panels([a1, a2, b]) == [[0], [1, 2]]


def test_cell_keys_read_numbers_written_as_mathematics_and_drop_colour_notes() -> None:
    assert cell_key("$2^0$") == cell_key(1) == cell_key("2⁰")
    assert cell_key("$10^{-3}$") == cell_key("1e-3") == cell_key(0.001)
    assert as_number("5 × 10^3") == 5000.0
    assert as_number("Gemini 2.0") is None
    assert cell_key("Adam (blue line)") == cell_key("Adam") == cell_key("Blue line (Adam)") == cell_key("Adam, dashed")
    assert series_name("Model-X (7B)") == "Model-X (7B)"


# ------------------------------------------------------------------ tolerance


def test_stated_decimals() -> None:
    assert [decimals(t) for t in ("41.3", "89.0", "0.50", "3,000", "1.5e-3", "**45%**", "~7")] == [1, 1, 2, 0, 4, 0, 0]
    assert decimals("n/a") is None


def test_default_tolerance_rounds_to_the_coarser_stated_precision() -> None:
    default = Tolerance()
    assert agree([(44, 0), (44.2, 1)], default)
    assert not agree([(44.1, 1), (44.2, 1)], default)
    assert not agree([(0.50, 2), (0.54, 2)], default)
    assert agree([(0.5, 1), (0.54, 2)], default)
    assert agree([(1.9, 1), (1.93, 2)], default)


def test_a_halfway_value_agrees_with_either_coarser_neighbour() -> None:
    """One write-up reads a point at 12.5, another states whole numbers and writes 12 (or 13);
    both are the same reading. 12.5 and 14 still differ, and so do 12 and 13 beside 12.5."""
    default = Tolerance()
    assert agree([(12.5, 1), (12, 0)], default)
    assert agree([(12.5, 1), (13, 0)], default)
    assert agree([(0.35, 2), (0.3, 1)], default)
    assert not agree([(12.5, 1), (14, 0)], default)
    assert not agree([(12, 0), (12.5, 1), (13, 0)], default)
    assert not agree([(0.1, 1), (0.0, 1)], default)


def test_given_tolerance_absolute_or_relative() -> None:
    assert agree([(10.0, 1), (10.4, 1)], Tolerance.parse("0.5"))
    assert not agree([(10.0, 1), (10.6, 1)], Tolerance.parse(0.5))
    assert agree([(100.0, 1), (101.9, 1)], Tolerance.parse("2%"))
    assert not agree([(100.0, 1), (102.5, 1)], Tolerance.parse("2%"))
    for bad in ("-1", "abc", "1%%", True):
        with pytest.raises(ValueError):
            Tolerance.parse(bad)


VALUES = st.lists(st.tuples(st.integers(-300, 300), st.integers(0, 2)), min_size=2, max_size=6)


@given(VALUES)
def test_agreement_is_every_pair_agreeing(raw: list[tuple[int, int]]) -> None:
    """The linear rule equals the definition: every pair equal once rounded at its coarser
    precision, a halfway value rounding either way."""
    from decimal import ROUND_HALF_DOWN, ROUND_HALF_UP, Decimal

    values = [(round(v / 10**d, d), d) for v, d in raw]

    def pair(a: tuple[float, int], b: tuple[float, int]) -> bool:
        q = Decimal(1).scaleb(-min(a[1], b[1]))
        ways = (ROUND_HALF_UP, ROUND_HALF_DOWN)
        return bool(
            {Decimal(repr(a[0])).quantize(q, w) for w in ways} & {Decimal(repr(b[0])).quantize(q, w) for w in ways}
        )

    assert agree(values, Tolerance()) == all(pair(a, b) for a, b in itertools.combinations(values, 2))


def test_config_reads_figure_key_and_tolerance_in_either_spelling() -> None:
    cfg = from_table({"figure_key": r"^(fig\d+)", "cross-tolerance": "2%"}, "test")
    assert (cfg.figure_key, cfg.cross_tolerance) == (r"^(fig\d+)", "2%")
    with pytest.raises(ConfigError, match="not a regular expression"):
        from_table({"figure-key": "fig(("}, "test")
    with pytest.raises(ConfigError, match="cross-tolerance"):
        from_table({"cross_tolerance": "wide"}, "test")


# ------------------------------------------------------------------ findings and consensus

TABLE = """# Results

## Accuracy
| Model | A | B | C |
|---|---|---|---|
| M1 | {a} | {b} | 3.0 |
"""


def _three(a: list[str], b: list[str]) -> Result:
    docs = [parse_text(TABLE.format(a=x, b=y), f"d{i}.md") for i, (x, y) in enumerate(zip(a, b, strict=True))]
    result = Result(documents=docs)
    result.diagnostics, result.figures = compare_documents(docs)
    return result


def test_three_write_ups_one_disagreeing_give_one_finding_per_cell_at_the_outlier() -> None:
    result = _three(["1.0", "1.0", "1.4"], ["2.0", "2.0", "2.0"])
    (finding,) = result.diagnostics
    assert finding.source == "d2.md" and finding.cells == [["M1", "A"]]
    assert [(r.source, r.value) for r in finding.related] == [("d0.md", 1.0), ("d1.md", 1.0)]
    assert "median 1.0 of 3 write-ups" in finding.message
    (figure,) = result.figures
    assert figure.documents == ["d0.md", "d1.md", "d2.md"]
    (panel,) = figure.panels
    a = panel.cells[0]
    assert (a.row, a.col, a.value, a.min, a.max, a.n, a.agree) == ("M1", "A", 1.0, 1.0, 1.4, 3, False)
    assert all(c.agree for c in panel.cells[1:])


def test_findings_grow_with_cells_not_with_pairs_of_write_ups() -> None:
    n = 12
    result = _three([f"{i}.0" for i in range(n)], [f"{i}.5" for i in range(n)])
    assert len(result.diagnostics) == 2  # two cells differ: two findings, each listing the others
    assert all(len(d.related) == n - 1 for d in result.diagnostics)


def test_a_cell_only_one_write_up_gives_is_no_conflict() -> None:
    extra = TABLE.replace("| 3.0 |", "| 3.0 | 9.9 |").replace("| C |", "| C | D |").replace("|---|\n", "|---|---|\n")
    docs = [parse_text(TABLE.format(a="1.0", b="2.0"), "a.md"), parse_text(extra.format(a="1.0", b="2.0"), "b.md")]
    diags, figures = compare_documents(docs)
    assert not diags
    d = next(c for c in figures[0].panels[0].cells if c.col == "D")
    assert (d.n, d.sources, d.value, d.agree) == (1, ["b.md"], 9.9, True)


def test_stated_precision_comes_from_the_text() -> None:
    """ "0.50" states two decimals, though the value is 0.5."""
    diags, _ = compare_documents(
        [parse_text(TABLE.format(a="0.50", b="2.0"), "a.md"), parse_text(TABLE.format(a="0.54", b="2.0"), "b.md")]
    )
    assert [d.cells for d in diags] == [[["M1", "A"]]]
    diags, _ = compare_documents(
        [parse_text(TABLE.format(a="0.5", b="2.0"), "a.md"), parse_text(TABLE.format(a="0.54", b="2.0"), "b.md")]
    )
    assert not diags


def test_a_document_repeating_a_cell_is_not_a_cross_document_conflict() -> None:
    e1 = Entry(0, "a.md", None, "p1", "T", "t", True, _cells(1))
    e2 = Entry(0, "a.md", None, "p2", "T", "t", True, _cells(2))
    diags, figures = compare_sheets([Sheet(0, "a.md", (e1, e2))])
    assert not diags and not figures


# ------------------------------------------------------------------ runs


def test_streamed_output_is_byte_identical_to_the_library_result(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    assert main([str(FIXTURES), "-o", str(out), "-j", "2", "-q"]) in (0, 2)
    result, _ = parse_paths([FIXTURES])
    assert out.read_text(encoding="utf-8") == to_json(result)
    assert result.diagnostics and result.figures, "the fixtures hold figures with conflicts, so the tail is exercised"


def test_streamed_output_with_figure_key_matches_the_library(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    figures = FIXTURES / "figures"
    assert main([str(figures), "-o", str(out), "-q", "--figure-key", r"^(fig\d+)_", "--cross-tolerance", "0.001"]) == 0
    result, _ = parse_paths([figures], Config(figure_key=r"^(fig\d+)_", cross_tolerance="0.001"))
    assert out.read_text(encoding="utf-8") == to_json(result)


def test_streamed_output_of_no_documents(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    empty = tmp_path / "empty"
    empty.mkdir()
    assert main([str(empty), "-o", str(out), "-q"]) == 0
    assert out.read_text(encoding="utf-8") == to_json(Result())


def test_check_mode_finds_cross_document_conflicts_without_documents_kept() -> None:
    result, _ = parse_paths([CHECK])
    assert any(d.name == "cross-document-conflict" for d in result.diagnostics)


def test_bad_figure_key_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(FIXTURES / "figures"), "--check", "--figure-key", "fig(("]) == 2
    assert "not a regular expression" in capsys.readouterr().err


def test_a_grid_written_the_other_way_round_is_turned() -> None:
    rows = Entry(
        0, "a.md", None, "p1", "T", "t", True, (("r1", "c1", 1.0, (1, 1, 1, 2), 1), ("r1", "c2", 2.0, (1, 1, 1, 2), 1))
    )
    cols = Entry(
        1, "b.md", None, "p1", "T", "t", True, (("c1", "r1", 1.0, (1, 1, 1, 2), 1), ("c2", "r1", 2.5, (1, 1, 1, 2), 1))
    )
    diags, figures = compare_sheets([Sheet(0, "a.md", (rows,)), Sheet(1, "b.md", (cols,))])
    assert [c.n for c in figures[0].panels[0].cells] == [2, 2]
    assert [d.cells for d in diags] == [[["c2", "r1"]]]


def test_one_series_named_by_one_write_up_and_left_unnamed_by_another_is_one_series() -> None:
    named = Entry(0, "a.md", None, "p1", "T", "t", True, (("GPT", 1, 1.0, (1, 1, 1, 2), 1),), ylabel="Score")
    unnamed = Entry(1, "b.md", None, "p1", "T", "t", True, (("Score", 1, 1.5, (1, 1, 1, 2), 1),), ylabel="Score")
    other = Entry(1, "c.md", None, "p1", "T", "t", True, (("Claude", 1, 1.5, (1, 1, 1, 2), 1),), ylabel="Score")
    diags, _ = compare_sheets([Sheet(0, "a.md", (named,)), Sheet(1, "b.md", (unnamed,))])
    assert len(diags) == 1
    # two series each named: different series, not compared
    diags, _ = compare_sheets([Sheet(0, "a.md", (named,)), Sheet(1, "c.md", (other,))])
    assert not diags


def test_stated_decimals_are_found_on_their_lines() -> None:
    from extract.checks.agree import stated_decimals

    text = "\ufeff# T\r\n\r\n| Model | A | B |\r\n|---|---|---|\r\n| M1 | 0.50 | **2** |\r\n"
    doc = parse_text(text, "a.md")
    assert sorted(stated_decimals(text, doc).values()) == [0, 2]


def test_an_empty_match_of_the_figure_key_names_no_figure() -> None:
    from extract.checks.figures import figure_id

    assert figure_id("dir/fig3_a.md", re.compile(r"fig(\d*)")) == "3"
    assert figure_id("dir/notes.md", re.compile(r"(\d*)")) is None


def test_a_panel_letter_does_not_keep_titles_apart_but_a_name_letter_does() -> None:
    assert likeness("(b) validation loss", "validation loss against dropout") >= 0.6
    assert likeness("model a", "model b") < 0.6


# ------------------------------------------------------------------ what a streaming run keeps


@given(sheets(), st.booleans())
def test_the_sheet_store_compares_as_the_sheets_themselves(docs: list[Sheet], by_name: bool) -> None:
    # the store keeps keys in memory and cells in a file: the findings and figures must
    # be those of the sheets held whole, with or without --figure-key
    config = Config(figure_key=r"^(\d)" if by_name else None)
    store = SheetStore(config)
    for s in docs:
        store.add(s)
    found, figures = store.compare()
    expected, expected_figures = compare_sheets(docs, config)
    assert [d.model_dump_json() for d in found] == [d.model_dump_json() for d in expected]
    assert [to_json(f) for f in figures] == [to_json(f) for f in expected_figures]


def test_the_sheet_store_holds_no_document_that_joins_no_figure() -> None:
    store = SheetStore(Config())
    store.add(Sheet(0, "a.md", (Entry(0, "a.md", None, "p0", None, None, False, _cells(1, 2)),)))
    assert store._keys == [] and store._file is None  # an untitled panel of no titled document
    store.add(Sheet(1, "b.md", (Entry(1, "b.md", None, "p0", None, "k", True, _cells(1, 2)),)))
    assert [s.source for s in store._keys] == ["b.md"] and all(not e.cells for e in store._keys[0].entries)


def test_the_sheet_store_keeps_one_copy_of_equal_keys() -> None:
    # a run keeps every document's keys until the end: equal ones (write-ups of one figure)
    # must be one object each, or memory grows by a signature's name sets per document
    def entry(d: int) -> Entry:
        cells = (("Model A", "2020", 1.5, (1, 1, 1, 4), 1), ("Model B", "2021", 2.5, (2, 1, 2, 4), 1))
        sign = signature(["".join(["20", "20"]), "2021"], [], cells)  # a new string per document
        return Entry(d, f"{d}.md", None, "p0", None, "acc" + "uracy", True, cells, None, sign, content(cells, None))

    docs = [Sheet(d, f"{d}.md", (entry(d),)) for d in range(3)]
    assert docs[0].entries[0].sign is not docs[1].entries[0].sign
    store = SheetStore(Config())
    for s in docs:
        store.add(s)
    kept = [s.entries[0] for s in store._keys]
    assert kept[0].sign is not None and kept[0].content is not None and kept[0].key is not None
    assert all(e.sign is kept[0].sign and e.content is kept[0].content and e.key is kept[0].key for e in kept)
    assert [e.sign for e in kept] == [s.entries[0].sign for s in docs]  # equal to what was added
    found, figures = store.compare()
    expected, expected_figures = compare_sheets(docs, Config())
    assert [d.model_dump_json() for d in found] == [d.model_dump_json() for d in expected]
    assert [to_json(f) for f in figures] == [to_json(f) for f in expected_figures] and figures


def test_the_figures_spool_writes_what_nested_writes() -> None:
    result, _ = parse_paths([FIXTURES / "figures"], Config(figure_key=r"^(fig\d+)_"))
    assert len(result.figures) >= 2
    for figures in ([], result.figures[:1], result.figures):
        spool = Spool()
        for f in figures:
            spool.add(f)
        written: list[str] = []
        spool.copy_to(written.append)
        assert "".join(written) == nested(figures, 1)


# ------------------------------------------------------------------ titles stated two ways

_HEADED = """## Bar Chart: Cache Hit Rate by Tier

### Components/Axes
* **X-axis:** Tier (Edge, Regional, Origin)
* **Y-axis:** Hit rate (%), 0 to 100
* **Legend:** Reads (blue), Writes (orange)

### Detailed Analysis
* **Edge:**
    * Reads: ≈ 91.0
    * Writes: ≈ 64.5
* **Regional:**
    * Reads: ≈ 83.5
    * Writes: ≈ 52.0
* **Origin:**
    * Reads: ≈ 70.5
    * Writes: ≈ 41.0
"""

_TITLED = """**Title:** Cache Hit Rate by Tier

**Description:** Grouped bars, two per tier. Y-axis: "Hit rate (%)". X-axis: "Tier".

| Tier | Reads (blue) | Writes (orange) |
|---|---|---|
| Edge | 91.0 | 64.5 |
| Regional | 83.5 | 58.0 |
| Origin | 70.5 | 41.0 |
"""


def test_a_kind_prefixed_heading_and_a_stated_title_name_one_figure(tmp_path: Path) -> None:
    """'## Bar Chart: X' and '**Title:** X' describe the same chart: their one differing
    cell is a cross-document conflict, and no other cell is."""
    (tmp_path / "a.md").write_text(_HEADED, encoding="utf-8")
    (tmp_path / "b.md").write_text(_TITLED, encoding="utf-8")
    result, errors = parse_paths([tmp_path])
    assert not errors
    titled = next(d for d in result.documents if d.source.endswith("b.md"))
    assert [p.title for p in titled.panels] == ["Cache Hit Rate by Tier"]
    conflicts = [d for d in result.diagnostics if d.name == "cross-document-conflict"]
    assert len(conflicts) == 1, [d.message for d in conflicts]
    assert conflicts[0].cells == [["Writes", "Regional"]]
    assert "52" in conflicts[0].message and "58" in conflicts[0].message


def test_a_title_line_that_says_there_is_none_titles_nothing() -> None:
    doc = parse_text(_TITLED.replace("Cache Hit Rate by Tier", "None explicitly present."))
    assert [p.title for p in doc.panels] == [None]


def test_a_title_under_an_axis_is_the_axis_title_not_the_charts() -> None:
    """'* **Y-axis:**' then '* Title: "Hit rate"' in a flattened list titles the axis: two
    different charts with the same axis title are never one figure."""
    text = _TITLED.replace("**Title:** Cache Hit Rate by Tier", '* **Y-axis:**\n* Title: "Hit rate (%)"')
    doc = parse_text(text)
    assert [p.title for p in doc.panels] == [None]
    assert doc.panels[0].y is not None and doc.panels[0].y.label == "Hit rate (%)"


# ------------------------------------------------------------------ one figure by its cells

ROWS = ("Quokka", "Wombat")
TICKS = (8, 16, 32, 64, 128)
Grid = dict[tuple[Tick, Tick], float]
BASE_GRID: Grid = {(r, t): round(10.0 + 7.3 * i + 1.1 * j, 1) for i, r in enumerate(ROWS) for j, t in enumerate(TICKS)}


def _panel(doc: int, title: str | None, grid: Grid, panel: str = "p1") -> Entry:
    """One panel of write-up `doc`: its title (None: untitled) and its cells."""
    cells = tuple((r, c, v, (1 + i, 1, 1 + i, 5), 1) for i, ((r, c), v) in enumerate(grid.items()))
    key = title.casefold() if title else None
    sign = signature([], [], cells)
    return Entry(
        doc, f"{doc}.md", None, panel, title, key, title is not None, cells, sign=sign, content=content(cells, None)
    )


def _changed(grid: Grid, *where: tuple[object, object]) -> Grid:
    return {k: round(v + 2.5, 1) if k in where else v for k, v in grid.items()}


def _compare(*entries: Entry) -> tuple[list[object], list[object]]:
    docs: dict[int, list[Entry]] = {}
    for e in entries:
        docs.setdefault(e.doc, []).append(e)
    return compare_sheets([Sheet(d, f"{d}.md", tuple(es)) for d, es in sorted(docs.items())])  # type: ignore[return-value]


def test_write_ups_titled_differently_are_one_figure_when_most_cells_agree() -> None:
    a = _panel(0, "Query Latency by Batch Size", BASE_GRID)
    b = _panel(1, "How Two Engines Slow Down", _changed(BASE_GRID, ("Quokka", 32), ("Wombat", 128)))
    diags, figures = _compare(a, b)
    assert sorted(tuple(d.cells[0]) for d in diags) == [("Quokka", 32), ("Wombat", 128)]  # type: ignore[attr-defined]
    assert diags[0].message.startswith("How Two Engines Slow Down (also “Query Latency by Batch Size” in 0.md) [")  # type: ignore[attr-defined]
    assert [f.key for f in figures] == ["query latency by batch size"]  # type: ignore[attr-defined]


def test_untitled_write_ups_are_one_figure_by_their_cells() -> None:
    diags, figures = _compare(_panel(0, None, BASE_GRID), _panel(1, None, _changed(BASE_GRID, ("Wombat", 8))))
    assert [d.cells for d in diags] == [[["Wombat", 8]]]  # type: ignore[attr-defined]
    assert [f.key for f in figures] == ["0"]  # type: ignore[attr-defined]  # no title: the first file's name


def test_a_grid_written_the_other_way_round_is_one_figure_by_its_cells() -> None:
    turned: Grid = {(c, r): v for (r, c), v in _changed(BASE_GRID, ("Quokka", 64)).items()}
    diags, _ = _compare(_panel(0, "Latency", BASE_GRID), _panel(1, "Engines", turned))
    assert [d.cells for d in diags] == [[[64, "Quokka"]]]  # type: ignore[attr-defined]


def test_cells_that_mostly_disagree_are_two_figures() -> None:
    """Training and held-out accuracy: the same series and ticks, four of ten cells alike."""
    held_out = _changed(BASE_GRID, *[(r, t) for r in ROWS for t in TICKS[2:]])
    assert _compare(_panel(0, "Training accuracy", BASE_GRID), _panel(1, "Held-out accuracy", held_out)) == ([], [])


def test_alike_titles_lower_the_bar_to_more_than_half() -> None:
    three_of_five: Grid = {k: v for k, v in BASE_GRID.items() if k[0] == "Quokka"}
    other = _changed(three_of_five, ("Quokka", 64), ("Quokka", 128))
    diags, _ = _compare(_panel(0, "Training loss curve", three_of_five), _panel(1, "Training loss", other))
    assert len(diags) == 2
    assert _compare(_panel(0, "Training loss curve", three_of_five), _panel(1, "Step time", other)) == ([], [])


def test_agreeing_on_one_value_or_on_few_cells_is_no_figure() -> None:
    # two confusion matrices: their zeros agree, their diagonals do not
    labels = ("T1", "T2", "T3")
    first: Grid = {(a, b): (48.0 if a == b else 0.0) for a in labels for b in labels}
    second: Grid = {(a, b): (41.0 if a == b else 0.0) for a in labels for b in labels}
    assert _compare(_panel(0, "MATP", first), _panel(1, "GPT", second)) == ([], [])
    # three shared cells, all alike: too few to tell a figure
    few: Grid = {k: v for k, v in BASE_GRID.items() if k[1] in (8, 16, 32) and k[0] == "Quokka"}
    assert _compare(_panel(0, "A", few), _panel(1, "B", few)) == ([], [])


def test_titles_with_different_numbers_and_panels_of_one_write_up_never_join_by_cells() -> None:
    changed = _changed(BASE_GRID, ("Wombat", 8))
    assert _compare(_panel(0, "Round 1", BASE_GRID), _panel(1, "Round 2", changed)) == ([], [])
    assert _compare(_panel(0, None, BASE_GRID), _panel(0, None, changed, "p2")) == ([], [])


def test_two_figures_that_share_some_bars_are_not_one_figure() -> None:
    """Two charts of one paper give the same values for the models both show, and each
    shows models the other does not: most of their names differ, so they stay apart."""
    rounds = ("After 1st round", "Final round")
    values = {"Base": (37.0, 37.0), "Tuned": (57.0, 76.0), "Assistant": (58.0, 81.0), "Noisy": (40.0, 45.0)}
    values |= {"Small": (36.0, 38.0), "Small tuned": (48.0, 62.0), "Large": (43.0, 53.0)}

    def chart(models: tuple[str, ...]) -> Grid:
        return {(r, m): values[m][i] for i, r in enumerate(rounds) for m in models}

    one = chart(("Base", "Tuned", "Noisy", "Assistant"))
    other = chart(("Base", "Tuned", "Small", "Small tuned", "Large", "Assistant"))
    assert _compare(_panel(0, "Varying noise", one), _panel(1, "Accuracy by model", other)) == ([], [])
    # one write-up reading fewer models than the other: its names are among the other's
    fewer = _changed(chart(("Base", "Tuned", "Small", "Assistant")), ("Final round", "Base"))
    diags, _ = _compare(_panel(0, "Accuracy by model", other), _panel(1, "Model accuracy", fewer))
    assert [d.cells for d in diags] == [[["Final round", "Base"]]]  # type: ignore[attr-defined]


@st.composite
def untitled_grids(draw: st.DrawFn) -> list[Sheet]:
    """Up to eight untitled write-ups of one panel over a few shared rows and columns, values
    from a few: some are one figure by their cells, some are not."""
    rows = draw(st.lists(st.sampled_from("abcd"), min_size=1, max_size=3, unique=True))
    cols = draw(st.lists(st.sampled_from([1, 2, 3, 4, 5]), min_size=2, max_size=5, unique=True))
    out = []
    for d in range(draw(st.integers(0, 8))):
        grid: Grid = {
            (r, c): draw(st.sampled_from([1.5, 2.5, 3.5, 4.5])) for r in rows for c in cols if draw(st.booleans())
        }
        if draw(st.booleans()):
            grid = {(c, r): v for (r, c), v in grid.items()}
        out.append(Sheet(d, f"{d}.md", (_panel(d, None, grid),)))
    return out


@given(untitled_grids())
def test_the_index_finds_what_comparing_every_pair_finds(docs: list[Sheet]) -> None:
    from extract.checks.content import agreement

    parent = list(range(len(docs)))

    def find(i: int) -> int:
        while parent[i] != i:
            i = parent[i]
        return i

    for i, j in itertools.combinations(range(len(docs)), 2):
        a, b = docs[i].entries[0].content, docs[j].entries[0].content
        if a is not None and b is not None and agreement(a, b, Tolerance(), False) > 0:
            parent[max(find(i), find(j))] = min(find(i), find(j))
    brute: dict[int, list[int]] = {}
    for i in range(len(docs)):
        brute.setdefault(find(i), []).append(i)
    assert sorted([s.doc for s in g] for _, g in group(docs, None)) == sorted(g for g in brute.values() if len(g) > 1)


def test_each_panel_is_compared_with_a_bounded_number_of_others(monkeypatch: pytest.MonkeyPatch) -> None:
    """A corpus of write-ups over the same axes: each compared with at most eight others,
    whether none is the same figure (random values) or all are (the same values)."""
    import random

    from extract.checks import content as by_cells

    calls = 0
    real = by_cells.agreement

    def counted(*args: object) -> float:
        nonlocal calls
        calls += 1
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(by_cells, "agreement", counted)
    rng = random.Random(5)
    n = 300
    different = [
        Sheet(d, f"{d}.md", (_panel(d, None, {k: round(rng.uniform(10, 90), 1) for k in BASE_GRID}),)) for d in range(n)
    ]
    assert group(different, None) == []
    assert calls <= 8 * n
    calls = 0
    same = [Sheet(d, f"{d}.md", (_panel(d, None, BASE_GRID),)) for d in range(n)]
    ((_, figure),) = group(same, None)
    assert len(figure) == n and calls <= 8 * n


def test_the_median_of_an_even_count_prints_as_written() -> None:
    """0.841 and 0.842 give 0.8415 as the consensus, never 0.8414999999999999."""
    from extract.checks.agree import spread

    assert spread([0.842, 0.841]) == (0.841, 0.8415, 0.842)
    assert spread([3, 4, 10, 1]) == (1, 3.5, 10)
    assert spread([2.5, 0.1, 7]) == (0.1, 2.5, 7)


# two write-ups of different figures, each captioned on a bold line, whose highest heading
# only names a section: the section's name is no title they share
_CAPTIONED = """**Figure:** {caption}

### Components/Axes
- **X-axis:** Model (Wren, Finch, Lark)
- **Y-axis:** Accuracy (%), 0 to 100
### Detailed Analysis
* Wren — {a}%
* Finch — {b}%
* Lark — 80.1%
"""


def test_a_section_heading_is_no_title_two_figures_share() -> None:
    docs = [
        parse_text(_CAPTIONED.format(caption="Recall on the Ash set (bar chart)", a="61.0", b="72.5"), "ash.md"),
        parse_text(_CAPTIONED.format(caption="Precision on the Elm set (bar chart)", a="61.0", b="70.5"), "elm.md"),
    ]
    assert all(d.title == "Components/Axes" for d in docs)  # (the write-ups' highest heading)
    diags, _ = compare_documents(docs)
    assert not diags


def test_a_section_heading_under_the_data_is_no_shared_title_either() -> None:
    text = "Wren: {a}, Finch: {b}\n\n## Trend\nWren is lower than Finch.\n"
    docs = [
        parse_text(text.format(a="61.0", b="72.5"), "ash.md"),
        parse_text(text.format(a="61.0", b="70.5"), "elm.md"),
    ]
    diags, _ = compare_documents(docs)
    assert not diags


def test_a_structural_title_at_the_top_still_names_the_figure() -> None:
    # ("# Results" opening two write-ups: one figure, as _three reads it)
    result = _three(["1.0", "1.5"], ["2.0", "2.0"])
    assert len(result.diagnostics) == 1


_VIOLIN = """## Violin Plot: {title}

- **X-axis**: setup (Plain, Tuned, Mixed, Pruned)
- **Y-axis**: Accuracy (0.0-1.0)

### Detailed Analysis
1. **Plain**:
- Median accuracy ~{a}.{q1}
2. **Tuned**:
- Median accuracy ~0.62.{q2}
3. **Mixed**:
- Median accuracy ~0.71.
4. **Pruned**:
- Median accuracy ~0.38.
"""


def test_violin_medians_beside_quartile_rows_meet_a_write_up_of_medians_alone() -> None:
    # one write-up keys its medians by the y axis's label beside rows of quartiles, the other
    # gives the medians alone (the chart's one unnamed series): one figure by their cells,
    # whatever each is titled, so the median they disagree on is a conflict
    quartiles = "\n- Lower quartile ~0.3, upper quartile ~0.6."
    with_q = _VIOLIN.format(title="Accuracy per Setup", a="0.45", q1=quartiles, q2=quartiles.replace("0.3", "0.5"))
    alone = _VIOLIN.format(title="Setup Accuracy Distributions", a="0.2", q1="", q2="")
    docs = [parse_text(with_q, "q.md"), parse_text(alone, "m.md")]
    rows = {c.row for c in docs[0].panels[0].cells}
    assert {"Accuracy", "Lower quartile", "upper quartile"} <= rows
    diags, figures = compare_documents(docs)
    assert [f.documents for f in figures] == [["q.md", "m.md"]]
    assert [(d.name, d.cells) for d in diags] == [("cross-document-conflict", [["Accuracy", "Plain"]])]


_PIE = "## Pie Chart: Spending by Department\n\n{slices}\n"


def _pie(name: str, **shares: int) -> object:
    return parse_text(_PIE.format(slices="\n".join(f"* **{k}:** {v}%" for k, v in shares.items())), name)


def test_pies_of_one_title_that_agree_on_no_shared_slice_are_two_figures() -> None:
    """Two budget pies of one title, each with slices the other lacks, sharing two slices at
    other shares: nothing shows them to be one figure, so the disagreement is an info. Two
    readings of one pie that agree on some of the slices they share still conflict."""
    apart = [
        _pie("north.md", Rent=50, Wages=9, Travel=4, Misc=37),
        _pie("south.md", Misc=29, Phones=5, Legal=36, Wages=20, Rent=10),
        _pie("east.md", Legal=63, Wages=14, Rent=23),
        _pie("west.md", Legal=7, Phones=19, Wages=32, Travel=15, Rent=27),
    ]
    diags, _ = compare_documents(apart)  # type: ignore[arg-type]
    assert diags and {d.severity for d in diags} == {"info"}
    one = [_pie("a.md", Rent=48, Wages=11, Travel=6, Misc=35), _pie("b.md", Rent=48, Wages=11, Travel=9, Misc=32)]
    diags, _ = compare_documents(one)  # type: ignore[arg-type]
    assert sorted((d.cells[0][-1], d.severity) for d in diags) == [("Misc", "error"), ("Travel", "error")]  # type: ignore[attr-defined]
