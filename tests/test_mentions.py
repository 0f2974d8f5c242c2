"""The shortcuts of claims/mentions.py: the cheap test that rules a name out must never
rule out a name the full pattern would find."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from extract import parse_text
from extract.claims.mentions import must_hold, name_pattern
from extract.text import fold

NAME = st.text(alphabet="abkisKIS0129 _'’|-.β", min_size=1, max_size=10)
# what a writer (or re.IGNORECASE) may put for each character of the name
VARIANTS = {"k": "kK\u212a", "s": "sS\u017f", "i": "iI\u0130\u0131", "'": "'’`", " ": " _\t", "_": "_ "}


@given(NAME, st.booleans(), st.text(alphabet="ab .,(", max_size=5), st.text(alphabet="ab .,)s", max_size=5), st.data())
def test_a_name_the_pattern_finds_always_passes_the_cheap_test(
    name: str, stem: bool, before: str, after: str, data: st.DataObject
) -> None:
    written = "".join(data.draw(st.sampled_from(VARIANTS.get(c.lower(), c + c.upper()))) for c in name)
    text = before + written + after
    if name_pattern(name, stem).search(text):
        assert must_hold(name) in fold(text)


def test_cheap_test_rules_out_other_names() -> None:
    assert must_hold("GPQA_Diamond") == "diamond"
    assert must_hold("AIME'24") == "aime"
    assert must_hold("β") == ""  # no ASCII run: never ruled out
    assert must_hold("Train") not in fold("Validation loss rises")
    assert must_hold("Train") in fold("TRAINING loss falls")


def test_tick_lookups_do_not_depend_on_the_order_of_sentences() -> None:
    """1 and 1.0 are equal keys of a dict, but not the same text tick ("1-0" is loosely
    "10", the text of 1.0): a memo of look-ups must not let one answer for the other."""
    table = "# T\n\n| Setting | Score |\n|---|---|\n| 1-0 | 50 |\n| 2-0 | 40 |\n| 10-0 | 10 |\n\n"
    one, two = "The score is 50 at 1.0.", "The score is 40 at 1."

    def verdicts(*sentences: str) -> dict[str, str]:
        doc = parse_text(table + "\n\n".join(sentences) + "\n")
        return {c.text: c.verdict for c in doc.claims}

    assert verdicts(one, two) == verdicts(two, one)
    assert verdicts(one, two) == {**verdicts(one), **verdicts(two)}


COLOURISH = st.lists(
    st.sampled_from(
        ["Blue", "BLUE", "steelblue", "li\u0130ac", "\u017fky", "blue", "red", "reduced", "centred", "light"]
    )
    | st.text(alphabet="abdeklrsu \u212a\u017f-_é(", max_size=6),
    max_size=6,
)


@given(COLOURISH)
def test_a_colour_the_pattern_finds_always_passes_the_word_test(words: list[str]) -> None:
    """colour_phrase's shortcut: no text the colour pattern matches is ruled out."""
    from extract.wording import _COLOUR, _may_name_a_colour

    text = " ".join(words)
    if _COLOUR.search(text):
        assert _may_name_a_colour(text)
