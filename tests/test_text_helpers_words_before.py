"""extract.text.words_before: the words right before a place, never the whole line."""

from __future__ import annotations

from extract.text import words_before


def test_the_window_starts_at_a_words_start_and_ends_at_the_place() -> None:
    raw = "Rover B is the only rover to score above 8.5 on Payload."
    at = raw.index("8.5")
    got = words_before(raw, at, reach=12)
    assert raw.endswith(got + raw[at:])
    assert not raw[at - len(got) - 1].isalnum()  # no word cut at the window's start
    assert "above" in got and "Rover" not in got


def test_a_long_line_gives_only_the_reach() -> None:
    raw = "| Model | " + " | ".join("0.5" for _ in range(5000)) + " |"
    at = raw.rindex("0.5")
    assert len(words_before(raw, at)) <= 40
    assert words_before(raw, 0) == ""
