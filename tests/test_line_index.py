"""A line's numbers and phrases of a span, by bisection, are those a scan finds."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from extract.reader import read_lines

_PIECE = st.sampled_from(["1", "2.5", " ", ", ", "-", "–", "10-20", "x", "(3, 4)", "**7**", "~8%", "a: ", "|", "1,000"])


@given(st.lists(_PIECE, max_size=20).map("".join), st.integers(-2, 60), st.integers(-2, 60))
def test_spans_are_the_scan(text: str, a: int, b: int) -> None:
    (line,) = read_lines("* Row: " + text)
    nums, phrases = [n for p in line.phrases for n in p.nums], line.phrases
    assert line.nums == nums
    assert line.nums_in(a, b) == [n for n in nums if a <= n.start < b]
    assert line.nums_within(a, b) == [n for n in nums if a <= n.start and n.end <= b]
    assert line.phrases_at(a, b) == [p for p in phrases if a <= p.start < b]
    assert line.phrases_in(a, b) == [p for p in phrases if a <= p.start and p.end <= b]
    assert line.phrases_over(a, b) == [p for p in phrases if p.start < b and p.end > a]


def test_the_index_follows_new_phrases() -> None:
    (line,) = read_lines("- 1 to 2 at 3 or 4")
    every = line.phrases
    assert [n.value for n in line.nums] == [1, 2, 3, 4] and len(every) > 1
    line.phrases = every[1:]
    assert [n.value for n in line.nums] == [n.value for p in every[1:] for n in p.nums]
    assert line.nums_in(0, 99) == line.nums and line.phrases_at(0, 99) == every[1:]
    line.phrases = every
    assert [n.value for n in line.nums] == [1, 2, 3, 4]
