"""grammars/claims.lark through extract.claims.vocabulary: the words claims are read from."""

from __future__ import annotations

import re

import pytest

from extract.claims import gates, read
from extract.claims.vocabulary import VOCABULARY, kind_of, vocab
from extract.grammar import get_parser


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("highest", "MAX"),
        ("Fastest", "MAX"),
        ("shortest", "MIN"),
        ("outperforms", "HIGHER"),
        ("improves on", "HIGHER"),
        ("trails", "LOWER"),
        ("rises", "UP"),
        ("went up", "UP"),
        ("declined", "DOWN"),
        ("finishes", "AXIS_END"),
        ("at the end", "AXIS_END"),
        ("value", None),
        ("after", None),  # a stretch of the axis, not one of its ends
        ("larger", None),  # compares the things ("a larger model"), not their values
    ],
)
def test_words_are_classed_by_the_grammar(text: str, kind: str | None) -> None:
    assert kind_of(text) == kind


def test_every_vocabulary_terminal_is_in_the_grammar() -> None:
    names = {t.name for t in get_parser("claims").terminals}
    assert set(VOCABULARY) <= names
    with pytest.raises(KeyError, match="NO_SUCH"):
        vocab("NO_SUCH")


def test_the_grammar_reads_a_claim_as_its_terminals() -> None:
    tree = get_parser("claims").parse("Beta ends above Gamma and rises 3 times.", start="start")
    kinds = [t.type for t in tree.children]
    assert kinds[:7] == ["WORD", "AXIS_END", "HIGHER", "WORD", "WORD", "UP", "WORD"]


def test_recognisers_are_built_on_the_grammar_words() -> None:
    # the recognisers and gates read exactly the words the grammar names
    assert read._SUPERLATIVE.fullmatch("busiest") and read._SUPERLATIVE.fullmatch("coldest")
    assert read._COMPARE.fullmatch("ahead of") and not read._COMPARE.fullmatch("larger")
    assert read._TREND.search("the loss shrank") and not read._TREND.search("the loss stayed flat")
    for name in ("MAX", "MIN"):
        assert vocab(name) in read._SUPERLATIVE.pattern
    assert gates._END_WORD.pattern == vocab("AXIS_END")
    assert all(re.compile(vocab(n)) for n in VOCABULARY)
