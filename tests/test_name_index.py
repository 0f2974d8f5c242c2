"""NameIndex never leaves out a name that name_pattern finds in a sentence."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from extract.claims.mentions import NameIndex, _names_at, must_hold, name_pattern, panel_names, text_runs
from extract.models import Panel
from extract.text import fold

_PIECES = ["Model", "model", "A", "a", "B", "Nova", "train", "R1", "Llama", "'", "’", "`", " ", "_", "-", "|", "é"]
_PIECES += ["\u0130", "\u0131", "\u017f", "\u212a", "k", "s", "ing", "GPT", "4o", "x"]
_NAME = st.lists(st.sampled_from(_PIECES), min_size=1, max_size=5).map("".join)
_TEXT = st.lists(st.sampled_from([*_PIECES, "s", "ed", "ion", ".", ","]), max_size=14).map("".join)


def holds(name: str, text: str, stem: bool) -> bool:
    """What find() asks of each name: its must_hold run in the text, then its pattern."""
    return must_hold(name) in fold(text) and bool(name_pattern(name, stem=stem).search(text))


@given(st.lists(_NAME, max_size=6), st.lists(_NAME, max_size=3), _TEXT, st.booleans())
def test_candidates_hold_every_name_found(names: list[str], said: list[str], noise: str, stem: bool) -> None:
    text = noise + " " + " and ".join(said) + "s. " + noise
    found = {i for i, n in enumerate(names) if holds(n, text, stem)}
    candidates = NameIndex(names).candidates(text_runs(fold(text)))
    assert candidates == sorted(set(candidates))
    assert found <= set(candidates), (names, text)


def test_a_name_is_filed_under_its_rarest_run() -> None:
    names = [f"Model {c}" for c in "abcdefgh"]
    index = NameIndex(names)
    assert index.candidates(text_runs(fold("model c beats model f"))) == [2, 5]
    # a quote may vanish in the text ("Dont" for "Don't"): such names are always candidates
    assert NameIndex(["Don't", "Model a"]).candidates(text_runs("dont")) == [0]
    # and so are names with a letter IGNORECASE matches to an ASCII one ("\u212a" is "k")
    assert holds("\u212aa b", "ka b", stem=False)
    assert NameIndex(["\u212aa b", "Model a"]).candidates(text_runs(fold("ka b"))) == [0]


def test_a_stem_runs_on_into_its_tail() -> None:
    assert holds("Train", "while training", stem=True)
    assert NameIndex(["Train", "Test"]).candidates(text_runs(fold("while training"))) == [0]


def names_at_by_scan(panels: list[Panel], text: str) -> list[tuple[str, list[int]]]:
    """What _names_at returned before NameIndex: every name whose first word the text
    holds, longest first (ties: in the order the words stand, then panel_names' order)."""
    by_start: dict[str, list[tuple[str, list[int]]]] = {}
    for name, ix in panel_names(panels):
        first = re.search(r"[A-Za-z0-9]+", name)
        if first:
            by_start.setdefault(first.group().casefold(), []).append((name, ix))
    out: dict[str, list[int]] = {}
    for word in " ".join(re.findall(r"[A-Za-z0-9]+", text)).lower().split():
        for name, ix in by_start.get(word, ()):
            out.setdefault(name, ix)
    return sorted(out.items(), key=lambda kv: -len(kv[0]))


_TITLE = st.lists(st.sampled_from(["Metric", "Loss", "AB", "CD", "EF", "1", "2", "|", " ", "vs", "Don't"]), max_size=5)


@given(st.lists(_TITLE.map(" ".join), min_size=1, max_size=5), _TEXT, st.lists(_TITLE.map(" ".join), max_size=3))
def test_panel_names_at_a_sentence_are_the_scan_less_what_cannot_match(
    titles: list[str], noise: str, said: list[str]
) -> None:
    panels = [Panel(id=f"p{i}", title=t or None) for i, t in enumerate(titles)]
    text = noise + " " + ", ".join(said) + " " + noise
    scanned = names_at_by_scan(panels, text)
    got = _names_at(panels, text, text_runs(fold(text)))
    # the same names in the same order, less those whose pattern is nowhere in the text
    assert got == [(n, ix) for n, ix in scanned if (n, ix) in got]
    assert all(name_pattern(n).search(text) is None for n, ix in scanned if (n, ix) not in got)
