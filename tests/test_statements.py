"""grammars/statements.lark through extract.statements: the shape of each line (a label and
its text, a label alone, text) and the vocabulary of labels (which axis, a colour scale,
a legend, …)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conftest import SEEDS, WRITEUPS, writeups
from extract.reader import read_lines
from extract.statements import (
    head_of,
    horizontal_bars,
    opening_axis,
    opening_of,
    parse_head,
    parse_statements,
    says,
    scale_word,
    statement_of,
    statements_of,
)


@pytest.mark.parametrize(
    ("content", "form", "label", "rest"),
    [
        ("**X-axis:** Epoch", "labelled", "X-axis", "Epoch"),
        ("**Y-Axis (Left)**: Labeled score", "labelled", "Y-Axis (Left)", "Labeled score"),
        ("__Legend__ — blue: A", "labelled", "Legend", "— blue: A"),
        ("Row 1 (3000): 49.1, 50.1", "labelled", "Row 1 (3000)", "49.1, 50.1"),
        ("Legend — blue: A", "labelled", "Legend", "blue: A"),
        ("GPT-4 - 0.81", "labelled", "GPT-4", "0.81"),
        # a label alone; a note after a bold label still leads the line
        ("**Data Points:**", "alone", "Data Points", None),
        ("Results:", "alone", "Results", None),
        ("**No dropout** (red line)", "alone", "No dropout", "(red line)"),
        ("**Chart 1: R1-Qwen**", "alone", "Chart 1: R1-Qwen", None),
        ("**Legend**:", "alone", "Legend", ":"),
        # text: no label, or a colon too far in, or a sentence
        ("The x-axis shows the epoch, from 0 to 100.", "text", None, None),
        ("", "text", None, None),
        ("A very long opening of a sentence that runs on past sixty characters: 0.5", "text", None, None),
        ("12:30 was the time", "text", None, None),
    ],
)
def test_statement_forms(content: str, form: str, label: str | None, rest: str | None) -> None:
    s = statement_of(content)
    assert s.form == form
    assert s.label == label
    lead, at = s.leading
    if rest is None:
        assert lead is None
    else:
        assert lead == label
        assert content[at:] == rest


def test_label_spans_are_columns_of_each_line() -> None:
    lines = ["**X-axis:** Epoch", "Row 2: 4", "plain"]
    got = statements_of(lines)
    assert [(s.start, s.end) for s in got[:2]] == [(0, 11), (0, 5)]
    assert lines[0][got[0].start : got[0].end] == "**X-axis:**"
    assert got[2].form == "text"


@pytest.mark.parametrize(
    ("label", "which"),
    [
        ("Y-Axis (Left)", "y"),
        ("x axis", "x"),
        ("Horizontal axis", "x"),
        ("vertical-axis label", "y"),
        ("X (Epoch)", "x"),
        ("Y", "y"),
        ("Rows", "y"),
        ("The columns", "x"),
        ("Category axis", "x"),
        ("Categories", "x"),
        ("Xenon", None),  # a word that starts with an axis letter
        ("X2", None),
        ("Max-axis", None),
        ("Legend", None),
        ("Left axis", "y"),  # one of two value axes
        ("Right-hand axis", "y"),
        ("Secondary axis", "y"),
        ("Right", None),  # a place alone
        ("Left panel", None),
    ],
)
def test_axis_of_a_label(label: str, which: str | None) -> None:
    assert head_of(label).label_axis == which


@pytest.mark.parametrize(
    ("sentence", "which"),
    [
        ("The x-axis shows the epoch", "x"),
        ("**The shared y-axis** runs from 0 to 1", "y"),
        ("Common X axis: steps", "x"),
        ("Rows are weekdays", "y"),
        ("Across the x-axis the values rise", None),  # the axis is not what it opens on
        ("__The x-axis", None),
        ("Category axis (horizontal): models", "x"),
        ("The plot has no axis words at all", None),
    ],
)
def test_axis_a_sentence_opens_on(sentence: str, which: str | None) -> None:
    assert opening_of(sentence).opening_axis == which
    assert opening_axis(sentence) == which  # the shortcut that searches for the axis words first


@pytest.mark.parametrize(
    ("label", "scale", "legend", "furniture", "not_data"),
    [
        ("Color Bar Scale", True, False, True, True),
        ("Colour bars", True, False, True, True),  # the bars of a colour scale are no legend
        ("Colorbar", True, False, True, True),
        ("Legend", True, True, False, True),
        ("Series", False, True, False, False),
        ("Title", False, False, True, True),
        ("Gridlines", False, False, True, False),
        ("Observations", False, False, False, True),
        ("Outliers", False, False, False, True),
        ("Model A", False, False, False, False),
        ("Scores (%)", False, False, False, False),
    ],
)
def test_vocabulary_of_a_label(label: str, scale: bool, legend: bool, furniture: bool, not_data: bool) -> None:
    h = head_of(label)
    assert (h.colour_scale, h.legend, h.furniture, h.not_data) == (scale, legend, furniture, not_data)


@pytest.mark.parametrize(
    ("label", "row"),
    [("Row 2", 2), ("Row #3", 3), ("Row 1 (Top)", 1), ("Row 1 (10)", None), ("Row A", None), ("Rows 1", None)],
)
def test_a_label_that_only_numbers_a_row(label: str, row: int | None) -> None:
    assert head_of(label).row_number == row


@pytest.mark.parametrize(
    ("label", "no_data"),
    [
        ("Key Observations", True),
        ("Trends", True),
        ("Legend", True),
        ("X-axis", True),
        ("Outliers", True),
        ("Here's a breakdown of each model's trend and approximate data points", False),
        ("Values by epoch", False),
        ("Model A", False),
    ],
)
def test_headers_that_hold_no_data(label: str, no_data: bool) -> None:
    assert head_of(label).holds_no_data is no_data


def test_placement_and_commentary_words() -> None:
    assert head_of("Legend Position").has("PLACEMENT")
    assert head_of("Key Findings").has("COMMENTARY")
    assert not head_of("Legend").has("PLACEMENT", "COMMENTARY")


@pytest.mark.parametrize(
    ("text", "horizontal"),
    [
        ("A horizontal bar chart of loans per genre", True),
        ("four horizontally stacked bars", True),
        ("a bar chart with horizontal bars", True),
        ("a bar chart with a horizontal line at 50", False),
        ("the horizontal axis shows the epoch", False),
    ],
)
def test_horizontal_bars(text: str, horizontal: bool) -> None:
    assert horizontal_bars(text) is horizontal


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("ratings on a scale of 1 to 5", (13, "SCALE")),
        ("the shading follows a white-to-purple colour bar that spans 0 to 1,000", (38, "COLOUR_SCALE")),
        ("see the legend", (8, "LEGEND")),
        ("escalate", None),  # a word that holds "scale" is no scale
    ],
)
def test_scale_word_in_a_long_text(text: str, found: tuple[int, str] | None) -> None:
    assert scale_word(text) == found


_TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=120)


@given(st.lists(_TEXT, max_size=6))
def test_any_line_has_a_statement(contents: list[str]) -> None:
    """No text stops the parse: every line gets a statement, its label inside the line."""
    lines = [c.replace("\n", " ").replace("\r", " ") for c in contents]
    got = statements_of(lines)
    assert len(got) == len(lines)
    for line, s in zip(lines, got, strict=True):
        assert 0 <= s.start <= s.end <= len(line)
        assert 0 <= s.rest_at <= len(line)


@given(_TEXT)
def test_any_label_has_a_head(text: str) -> None:
    h = head_of(text)
    assert "".join(t for _, t in h.tokens) == "".join(text.replace("\n", " ").split())


@given(_TEXT)
def test_the_scanner_and_the_head_agree_on_scale_words(text: str) -> None:
    """scale_word compiles the grammar's own terminals; what it finds, the head parse names."""
    text = text.replace("\n", " ")
    found = scale_word(text)
    named = head_of(text).has("COLOUR_SCALE", "LEGEND", "SCALE")
    if named:
        assert found is not None


@given(_TEXT, st.sampled_from([("LEGEND",), ("DATA_WORD", "DATA_HINT"), ("AXIS", "ROWS", "COLUMNS", "SCALE")]))
def test_says_is_the_head_asked(text: str, kinds: tuple[str, ...]) -> None:
    """says() searches for the terminals before it scans the head: the answer is the head's."""
    assert says(text, *kinds) == head_of(text).has(*kinds)


@pytest.mark.parametrize(
    ("text", "said"),
    [("The legend (top right) lists A and B", True), ("Peaks at 0.8 in May", False), ("Legendary run: 4", False)],
)
def test_says_of_a_long_line(text: str, said: bool) -> None:
    assert says(text, "LEGEND") is said


# ---------------------------------------------------------------- the scanners are the grammar

_LINE_TEXT = st.text(st.sampled_from(list("*_:：()—–- \tabcXY1(),.|\"'")), max_size=40)


@given(st.lists(st.one_of(_TEXT, _LINE_TEXT), max_size=6))
def test_line_scanner_finds_what_the_lalr_parse_finds(contents: list[str]) -> None:
    lines = [c.replace("\n", " ").replace("\r", " ") for c in contents]
    assert statements_of(lines) == parse_statements(lines)


@given(st.one_of(_TEXT, _LINE_TEXT))
def test_head_scanner_finds_what_the_lalr_parse_finds(text: str) -> None:
    assert head_of(text) == parse_head(text)


def test_scanners_agree_with_the_parse_on_every_fixture_line() -> None:
    contents = []
    for path in writeups(SEEDS) + writeups(WRITEUPS):
        lines = read_lines(path.read_text(encoding="utf-8"))
        contents += [ln.content for ln in lines if ln.kind in ("heading", "item", "text")]
    assert len(contents) > 500
    assert statements_of(contents) == parse_statements(contents)
    labels = [s.label for s in statements_of(contents) if s.label is not None]
    assert [head_of(t) for t in labels] == [parse_head(t) for t in labels]


def test_no_worded_terminal_of_a_head_starts_with_a_space_or_a_digit() -> None:
    # the head's scanner tries spaces and digits before the worded terminals
    # (extract.statements._head_scanner): the same tokens only while no other terminal can
    # start where a space or a digit stands
    import re

    from extract.grammar import get_parser

    parser = get_parser("statements")
    names = {s.name for r in parser.rules if r.origin.name == "_word" for s in r.expansion if s.is_term}
    terms = [t for t in parser.terminals if t.name in names and t.name not in ("_SPACE", "NUMBER")]
    assert len(terms) > 30
    openers = [chr(c) for c in range(0x3000 + 1) if re.match(r"[\s\d]", chr(c))]
    rests = {"", "x-axis", "at the same point", "(x)", "y = x", "standard deviation", "colour bar"}
    for path in writeups(SEEDS) + writeups(WRITEUPS):
        rests.update(s.label for s in statements_of(path.read_text(encoding="utf-8").splitlines()) if s.label)
    for t in terms:
        rx = re.compile(t.pattern.to_regexp())
        assert not [(o, r) for o in openers for r in rests if rx.match(o + r)], t.name
