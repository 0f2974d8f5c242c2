"""The cross-document check: its index finds exactly the pairs that comparing every
panel with every other would, and a streamed run writes what the library returns."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from conftest import CHECK, FIXTURES
from extract.api import parse_paths
from extract.checks.cross import CellRow, Entry, _pairs, _signature, conflicts
from extract.cli import main
from extract.models import Result
from extract.output import to_json

# few characters, so that keys collide and contain each other often
TEXT = st.text(alphabet="ab|", max_size=6)
CELLS = st.lists(st.tuples(st.sampled_from("ab"), st.sampled_from([1, 2])), max_size=3)
BASE = st.lists(st.text(alphabet="ab|", min_size=5, max_size=12), min_size=1, max_size=4)


@st.composite
def entries(draw: st.DrawFn) -> list[Entry]:
    """Panels of up to six documents whose keys are shared keys, or titles that hold one."""
    base = draw(BASE)
    found = []
    for n in range(draw(st.integers(0, 30))):
        key = draw(st.sampled_from(base))
        titled = draw(st.booleans())
        if not titled and draw(st.booleans()):
            key = draw(TEXT) + key + draw(TEXT)  # a document title around a panel's key
        cells = tuple((r, c, draw(st.sampled_from([1, 2])), (1, 1, 1, 2)) for r, c in draw(CELLS))
        found.append(Entry(draw(st.integers(0, 5)), "d", None, f"p{n}", None, key, titled, cells))
    return found


def _brute(found: list[Entry]) -> list[tuple[int, int, int]]:
    """Every pair tested as the check defines it, then for each later entry the first
    earlier one of each set of identical cells, with the count of the other documents."""

    def same(a: Entry, b: Entry) -> bool:
        if a.key == b.key:
            return True
        if a.titled == b.titled:
            return False
        titled, title = (a, b) if a.titled else (b, a)
        return len(titled.key) >= 8 and "|" in titled.key and titled.key in title.key

    out = []
    for j, b in enumerate(found):
        groups: dict[object, list[int]] = {}
        for i in range(j):
            if found[i].doc != b.doc and same(found[i], b):
                sig = _signature(found[i])
                groups.setdefault(sig if sig is not None else ("alone", i), []).append(i)
        mine = _signature(b)
        for sig, ix in groups.items():
            if mine is None or sig != mine:
                out.append((ix[0], j, len({found[i].doc for i in ix}) - 1))
    return sorted(out)


@given(entries())
def test_index_finds_the_pairs_brute_force_finds(found: list[Entry]) -> None:
    assert _pairs(found) == _brute(found)


def _cells(value: float) -> tuple[CellRow, ...]:
    return (("r", "c", value, (1, 1, 1, 4)),)


def test_untitled_panel_matched_through_its_document_title() -> None:
    titled = Entry(0, "a.md", None, "p1", "R1-Llama | AIME24", "r1-llama|aime24", True, _cells(1))
    title = "heatmap: r1-llama|aime24 pass@1"
    untitled = Entry(1, "b.md", title, "p1", None, title, False, _cells(2))
    other = Entry(2, "c.md", None, "p1", "R1-Qwen | AIME24", "r1-qwen|aime24", True, _cells(3))
    assert _pairs([titled, untitled, other]) == [(0, 1, 0)]


def test_copies_of_one_version_are_counted_not_paired_again() -> None:
    a, a2, a3 = (Entry(n, f"{n}.md", None, "p1", "T", "t", True, _cells(1)) for n in range(3))
    b = Entry(3, "3.md", None, "p1", "T", "t", True, _cells(2))
    assert _pairs([a, a2, a3, b]) == [(0, 3, 2)]
    (finding,) = conflicts([a, a2, a3, b])
    assert finding.diagnostic().source == "3.md"
    assert "0.md (and 2 other documents with the same cells)" in finding.diagnostic().message


def test_copies_count_documents_not_panels() -> None:
    """One document that repeats a panel is one document."""
    a1, a2 = (Entry(0, "0.md", None, f"p{n}", "T", "t", True, _cells(1)) for n in (1, 2))
    b = Entry(1, "1.md", None, "p1", "T", "t", True, _cells(2))
    assert _pairs([a1, a2, b]) == [(0, 2, 0)]
    (finding,) = conflicts([a1, a2, b])
    assert "other document" not in finding.diagnostic().message


def test_streamed_output_is_byte_identical_to_the_library_result(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    assert main([str(FIXTURES), "-o", str(out), "-j", "2", "-q"]) in (0, 2)
    result, _ = parse_paths([FIXTURES])
    assert out.read_text(encoding="utf-8") == to_json(result)
    assert result.diagnostics, "the fixtures hold cross-document conflicts, so the tail is exercised"


def test_streamed_output_of_no_documents(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    empty = tmp_path / "empty"
    empty.mkdir()
    assert main([str(empty), "-o", str(out), "-q"]) == 0
    assert out.read_text(encoding="utf-8") == to_json(Result())


def test_check_mode_finds_cross_document_conflicts_without_documents_kept() -> None:
    result, _ = parse_paths([CHECK])
    assert any(d.name == "cross-document-conflict" for d in result.diagnostics)
