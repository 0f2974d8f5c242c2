"""The literal gate of a pattern (extract/literals.py): every match holds one of its strings."""

import re

import pytest

from extract.literals import Gated, folded, required


@pytest.mark.parametrize(
    ("pattern", "gate"),
    [
        (r"\b(?:rise|fell)s?\b", ("fell", "rise")),
        (r"\b(?:max|maximum|peak)\b", ("max", "peak")),  # ("maximum" holds "max")
        (r"\bgo(?:es)? up\b", (" up",)),
        (r"[<>≥]|\b(?:above|below)", ("<", ">", "above", "below", "≥")),
        (r"\d|\bten\b", None),  # (a lone digit needs no string)
        (r"\b(?:a|b)?\w+", None),
    ],
)
def test_required_strings(pattern: str, gate: tuple[str, ...] | None) -> None:
    assert required(pattern) == gate


@pytest.mark.parametrize("text", ["It RISES", "it riſes", "ROSE", "Kelvin: K", "no match here", "İt rİse"])
def test_gate_never_refuses_a_match(text: str) -> None:
    for pattern in (r"\b(?:rise|rose)s?\b", r"\bkelvin\b", r"\brise\b"):
        words = re.compile(pattern, re.I)
        gate = required(pattern) or ()
        if words.search(text):
            assert any(s in folded(text) for s in gate), (pattern, text)


@pytest.mark.parametrize("text", ["Four ROWS and two columns", "three rows", "no count here", "6 rows"])
def test_a_gated_pattern_finds_what_its_pattern_finds(text: str) -> None:
    words = re.compile(r"\b(?P<n>two|three|four|\d)\s+(?:rows|columns)\b", re.I)
    gated = Gated(words)
    assert [m.span() for m in gated.finditer(text)] == [m.span() for m in words.finditer(text)]
    assert gated.may_match(text) or not words.search(text)
    assert not gated.may_match("no count here")  # (neither "rows" nor "columns": not scanned)


def test_a_gated_search_from_a_position_asks_only_that_stretch() -> None:
    words = re.compile(r"\b(?:top|bottom)\s+to\s+(?:top|bottom)\b", re.I)
    gated = Gated(words)
    text = "Top to bottom, then rows."
    for pos, end in ((0, len(text)), (0, 8), (3, len(text)), (-4, 20), (0, 100)):
        assert [m.span() for m in gated.finditer(text, pos, end)] == [m.span() for m in words.finditer(text, pos, end)]
        assert (gated.search(text, pos, end) is None) == (words.search(text, pos, end) is None)
