"""NameIndex never leaves out a name that name_pattern finds in a sentence."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from extract.claims.mentions import NameIndex, fold, must_hold, name_pattern, text_runs

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
