"""name_pattern() compiles the body of a plain name alone and checks its ends with
patterns compiled once (the whole pattern cost 0.3 ms to compile: seconds for a write-up of
thousands of panel names). It must find exactly what the whole pattern finds."""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from extract.claims.mentions import NamePattern, name_parts, name_pattern, whole_pattern

# letters that re.IGNORECASE folds to ASCII, quotes, "_" and spaces, stem tails, word chars
TEXT = st.text(alphabet="abkisKIS01 _'’`-.\t\u212a\u017f\u0130\u0131ngedo", max_size=30)
NAME = st.text(alphabet="abkisKIS01 _-.β", min_size=1, max_size=6)


def spans(found: object) -> list[tuple[int, int]]:
    return [(h.start(), h.end()) for h in found]  # type: ignore[attr-defined]


@settings(max_examples=200)  # cheap: no document is read
@given(NAME, st.booleans(), TEXT, TEXT, TEXT, st.integers(0, 40), st.integers(0, 70))
@example("aa", False, "a", "", "", 0, 70)  # "aaa": the body matches again one character on
def test_the_split_pattern_finds_what_the_whole_pattern_finds(
    name: str, stem: bool, before: str, middle: str, after: str, pos: int, endpos: int
) -> None:
    text = before + name + middle + name.upper() + after + name.lower()
    fast = name_pattern(name, stem)
    assert isinstance(fast, NamePattern)
    whole = whole_pattern(*name_parts(name, stem))
    assert spans(fast.finditer(text)) == spans(whole.finditer(text))
    assert spans(fast.finditer(text, pos, endpos)) == spans(whole.finditer(text, pos, endpos))
    hit, want = fast.search(text, pos, endpos), whole.search(text, pos, endpos)
    assert (hit and (hit.start(), hit.end())) == (want and want.span())


def test_names_the_body_may_match_in_two_ways_keep_the_whole_pattern() -> None:
    for name in ("AIME'24", "R1 | AIME", "it’s"):
        assert isinstance(name_pattern(name), re.Pattern)
    assert spans(name_pattern("Train", stem=True).finditer("Training, train's and TRAINS'")) == [
        (0, 8),
        (10, 15),
        (22, 28),
    ]
