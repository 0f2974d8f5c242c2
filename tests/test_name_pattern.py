"""name_pattern() finds a name of ASCII characters without a regex, and compiles the body of
another plain name alone, checking its ends with patterns compiled once (the whole pattern
cost 0.3 ms to compile: seconds for a write-up of thousands of panel names). It must find
exactly what the whole pattern finds."""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from extract.claims.mentions import (
    _LITERAL,
    SPACE_CHARS,
    LiteralName,
    NamePattern,
    fold,
    name_parts,
    name_pattern,
    whole_pattern,
)

# letters that re.IGNORECASE folds to ASCII, quotes, "_" and spaces, stem tails, word chars
TEXT = st.text(alphabet="abkisKIS01 _'’`-.(\t\u3000\u212a\u017f\u0130\u0131ngedoβΒ", max_size=30)
NAME = st.text(alphabet="abkisKIS01 _-.(β", min_size=1, max_size=6)


def spans(found: object) -> list[tuple[int, int]]:
    return [(h.start(), h.end()) for h in found]  # type: ignore[attr-defined]


@settings(max_examples=200)  # cheap: no document is read
@given(NAME, st.booleans(), TEXT, TEXT, TEXT, st.integers(0, 40), st.integers(0, 70))
@example("aa", False, "a", "", "", 0, 70)  # "aaa": the body matches again one character on
@example("s", False, "\u017f ", "", "", 0, 70)  # re.IGNORECASE matches "s" to "ſ" (fold() does, lower() not)
def test_the_split_pattern_finds_what_the_whole_pattern_finds(
    name: str, stem: bool, before: str, middle: str, after: str, pos: int, endpos: int
) -> None:
    text = before + name + middle + name.upper() + after + name.lower()
    fast = name_pattern(name, stem)
    assert isinstance(fast, LiteralName if name.isascii() else NamePattern)
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


def test_a_literal_name_matches_what_the_regex_of_its_body_matches() -> None:
    """What LiteralName rests on, over every code point: under re.IGNORECASE each character
    it takes matches exactly the characters that fold() to its lower case (and without it,
    itself); "[_\\s]" matches "_" and SPACE_CHARS; fold() keeps every character one long."""
    every = "".join(chr(i) for i in range(0x110000) if not 0xD800 <= i < 0xE000)
    folded = fold(every)
    assert len(folded) == len(every)
    assert "".join(c for c in every if c.isspace()) == SPACE_CHARS
    for flags in (0, re.I):
        for c in sorted(_LITERAL - set(" _")):
            found = [m.start() for m in re.finditer(re.escape(c), every, flags)]
            seen = folded if flags else every
            want = [m.start() for m in re.finditer(re.escape(c.lower() if flags else c), seen)]
            assert found == want, (c, flags)
        spaces = "".join(m.group() for m in re.finditer(r"[_\s]", every, flags))
        assert spaces == "".join(c for c in every if c == "_" or c.isspace())
