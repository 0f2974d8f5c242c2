"""Stage 1: blocks.lark and inline.lark, through extract.reader."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import CHECK, ROOT, SEEDS, WRITEUPS, writeups
from extract import parse_text
from extract.grammar import get_parser
from extract.reader import _PHRASES, blocks, normalise, parse_blocks, phrase_scanner, read_lines


def kinds(text: str) -> list[tuple[str, str]]:
    return [(ln.kind, ln.content) for ln in read_lines(text)]


def test_block_roles() -> None:
    text = (
        "# Title\n\nSome prose.\n* **Label:** a, b\n  1. nested\n\n"
        "| A | B |\n|---|---|\n| 1 | 2 |\n\n```python\n# not a heading\n* not an item\n```\n---\nlast"
    )
    assert kinds(text) == [
        ("heading", "Title"),
        ("text", "Some prose."),
        ("item", "**Label:** a, b"),
        ("item", "nested"),
        ("table_head", "| A | B |"),
        ("table_row", "| 1 | 2 |"),
        ("code", "```python"),
        ("code", "# not a heading"),
        ("code", "* not an item"),
        ("code", "```"),
        ("text", "last"),
    ]


def test_a_fence_with_no_language_holds_the_write_ups_text() -> None:
    """A model that fences its cell rows ("```" over "1: [0.91, 0.42]") fences data, not
    code: its lines are text lines, read as data and prose are, but never headings or items."""
    text = "```\n# not a heading\n* not an item\n1: [0.5, 0.6]\n```\nlast"
    assert kinds(text) == [
        ("code", "```"),
        ("text", "# not a heading"),
        ("text", "* not an item"),
        ("text", "1: [0.5, 0.6]"),
        ("code", "```"),
        ("text", "last"),
    ]


def test_a_table_fenced_as_markdown_is_a_table() -> None:
    text = "```markdown\n| A | B |\n|---|---|\n| 1 | 2 |\n\nnote\n```\n```python\n| A | B |\n|---|---|\n```\n"
    assert [k for k, _ in kinds(text)] == ["code", "table_head", "table_row", "text", "code"] + ["code"] * 4


def test_a_dashed_line_under_a_sentence_is_a_rule() -> None:
    text = "Results\n---\nThe table below lists the scores.\n---\n| A |\n|---|\n| 1 |\n---\n"
    assert kinds(text) == [
        ("heading", "Results"),
        ("text", "The table below lists the scores."),
        ("table_head", "| A |"),
        ("table_row", "| 1 |"),
    ]


def test_pipe_line_without_delimiter_is_prose() -> None:
    assert kinds("R1-Llama | AIME24\nmore\n") == [("text", "R1-Llama | AIME24"), ("text", "more")]


def test_unclosed_fence_runs_to_the_end() -> None:
    assert [k for k, _ in kinds("```python\n* a\n# b\n")] == ["code", "code", "code"]
    assert [k for k, _ in kinds("```\n* a\n# b\n")] == ["code", "text", "text"]


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_line_endings_and_bom(newline: str) -> None:
    text = "\ufeff# T" + newline + "* x: 1, 2" + newline
    lines = read_lines(text)
    assert [(ln.number, ln.kind, ln.content) for ln in lines] == [(1, "heading", "T"), (2, "item", "x: 1, 2")]
    assert normalise(text) == "# T\n* x: 1, 2\n"


def test_written_out_line_break_is_blank() -> None:
    # a pipeline's "\n" left as text on the first line: blank, the title below it keeps its line
    lines = read_lines("\\n\n**Pie Chart: Spend**\n* A: 1\n")
    assert [(ln.number, ln.kind) for ln in lines][:2] == [(2, "text"), (3, "item")]
    assert normalise("a \\n b\n") == "a \\n b\n"  # inside a line it is text


def test_tab_indentation_nests_items() -> None:
    lines = read_lines("- Monday\n\t- Morning: 3,000\n")
    assert [ln.indent for ln in lines] == [0, 4]


# -- the line machine against the LALR parse of blocks.lark ---------------------------

# lines of every terminal of blocks.lark, and lines that match several (a "---" is a setext
# underline, a break or an item by where it stands; "|---|" a delimiter or a pipe line)
BLOCK_LINES = [
    "",
    "   ",
    "\t",
    "# Title",
    "#",
    "#no space",
    "   ### deep ##",
    "    # four spaces",
    "####### seven",
    "* item",
    "- item",
    "+ item",
    "1. item",
    "2) item",
    "  - nested",
    "\t- tabbed",
    "-",
    "- - -",
    "---",
    "-",
    "===",
    "= = =",
    "***",
    "___",
    "| a | b |",
    "|---|---|",
    "| :--- | ---: |",
    "---|---",
    "a | b",
    "| 1 | 2 |",
    "```",
    "```python",
    "~~~",
    "   ```",
    "    ```",
    "text line",
    "  indented text",
    "Values: 1, 2, 3",
    "**Bold:** 4",
]


@settings(max_examples=1000)  # cheap (a few lines each), and the contexts need runs of three lines to meet
@given(st.lists(st.sampled_from(BLOCK_LINES), max_size=14))
def test_line_machine_reads_the_lines_the_grammar_parse_reads(lines: list[str]) -> None:
    text = normalise("\n".join(lines))
    assert blocks(text) == parse_blocks(text)


@pytest.mark.parametrize(
    "text",
    [
        "| a |\n| b |\n|---|\n| 1 |\n",  # a delimiter under two pipe lines: prose, then a table split off
        "text\n| a |\n|---|\n",  # a table right under prose
        "- a\n  more\n| a |\n|---|\n- b\n",  # an item's continuation, then a table, then a list
        "a\n---\n- - -\n---\n",  # an underline, a break, a break
        "```\n# x\n\n~~~\n```\n",  # any fence closes; a blank line in code is code
    ],
)
def test_line_machine_reads_each_context_as_the_grammar_parse(text: str) -> None:
    assert blocks(text) == parse_blocks(text)


@pytest.mark.parametrize("path", writeups(SEEDS) + writeups(WRITEUPS) + writeups(CHECK / "negative"), ids=str)
def test_line_machine_reads_the_lines_the_grammar_parse_reads_in_fixtures(path: Path) -> None:
    text = normalise(path.read_text(encoding="utf-8-sig"))
    assert blocks(text) == parse_blocks(text)


def phrases(line: str) -> list[tuple[str, list[int | float]]]:
    (ln,) = read_lines(line)
    return [(p.kind, [n.value for n in p.nums]) for p in ln.phrases]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Window 3000: 41.3, 42.7, and 45.3", [("num", [3000]), ("list", [41.3, 42.7, 45.3])]),
        ("3,000 and 12,500", [("list", [3000, 12500])]),
        ("from 0.1 to 0.5", [("range", [0.1, 0.5])]),
        ("x=0.2–0.4, y=85-88", [("range", [0.2, 0.4]), ("range", [85, 88])]),
        ("−1.5 and -2", [("list", [-1.5, -2])]),
        ("45.2% then ~40 and ≈ 12", [("num", [45.2]), ("list", [40, 12])]),
        ("**49.3**, `0.1`", [("list", [49.3, 0.1])]),
        # a marked negative start: the dash after the first number is the range's
        ("`-2-32`", [("range", [-2, 32])]),
        ("**−0.5 – 0.3**", [("range", [-0.5, 0.3])]),
        ("between 1/8 and 1/2", [("list", [0.125, 0.5])]),
        ("rates 1e-4, 2e-4", [("list", [0.0001, 0.0002])]),
        ("R1-Llama AIME24 Pass@1 Llama-4-Maverick-17B GPT-4o AIME'24", []),
        ("1. item", []),
        # a bin whose other end is a word ("4k") is a name: its start is no number either
        ("Bin 0 - 4k: 12", [("num", [12])]),
        ("3 - 5x faster", [("range", [3, 5])]),
    ],
)
def test_number_phrases(text: str, expected: list[tuple[str, list[int | float]]]) -> None:
    assert phrases(text) == expected


def test_integers_stay_integers() -> None:
    (ln,) = read_lines("a: 3,000, 0.50, 7\n")
    assert [type(n.value) for n in ln.nums] == [int, float, int]


def test_number_columns_are_exact() -> None:
    (ln,) = read_lines("* **Row 1:** Values: 49.1, **52.8**\n")
    for n in ln.nums:
        assert ln.raw[n.start : n.end] == n.raw


# -- the phrase scanner against the LALR parse of inline.lark --------------------------

PHRASE_RULES = {"numlist": "list", "range": "range", "number": "num", "clock": "time"}
# (with the marks of LaTeX powers: "10^{-5}", "3 \times 10^{-5}")
PHRASE_TEXT = st.text(
    alphabet=st.sampled_from(list("0123456789 ,.;:-–—+−~≈%*`_/@'’aAtoandr|()\t^{}\\$xims")), max_size=60
)


def _lark_phrases(line: str) -> list[tuple[str, int, str]]:
    """The phrases of one line by the grammar's own LALR parse."""
    tree = get_parser("inline").parse(line + "\n")
    (row,) = tree.children
    return [(PHRASE_RULES[t.data], t.children[0].start_pos, str(t.children[0])) for t in row.children]


def _scanned(line: str) -> list[tuple[str, int, str]]:
    kinds = {**_PHRASES, "CLOCK": "time"}
    return [(kinds[m.lastgroup or ""], m.start(), m.group()) for m in phrase_scanner().finditer(line)]


@pytest.mark.parametrize("path", writeups(SEEDS) + writeups(WRITEUPS) + writeups(CHECK / "negative"), ids=str)
def test_scanner_finds_the_tokens_the_grammar_parse_finds_in_fixtures(path: Path) -> None:
    for line in normalise(path.read_text(encoding="utf-8-sig")).splitlines():
        assert _scanned(line) == _lark_phrases(line), line


@given(PHRASE_TEXT)
def test_scanner_finds_the_tokens_the_grammar_parse_finds(line: str) -> None:
    assert _scanned(line) == _lark_phrases(line)


def test_powers_written_out_are_numbers() -> None:
    line = read_lines("* (0.56, ~10⁵) and (0.6, 10^4); 1.5×10^-3, 2^10 tokens, a note 85.2¹, 10^999")[0]
    assert [n.value for n in line.nums] == [0.56, 100000, 0.6, 10000, 0.0015, 1024]
    assert line.nums[1].approx


def test_a_power_of_ten_with_a_decimal_exponent_is_its_value() -> None:
    """ "~10⁰.⁵" on a log axis is 10^0.5 (3.16), never 10⁰ = 1 with ".⁵" lost: a wrong cell."""
    line = read_lines("- Median ~10⁰.⁵, then 10⁰.³ and 10⁻⁰.²; at 10⁰. the axis ends")[0]
    assert [round(n.value, 4) for n in line.nums] == [3.1623, 1.9953, 0.631, 1]
    assert line.nums[0].approx


def test_a_mantissa_times_a_power_of_ten_is_the_number_as_written() -> None:
    """ "2.3 x 10^5" is 230000.0, never 229999.99999999997 (2.3 * 10.0 ** 5): a cell key and
    a value must equal what the write-up says."""
    from extract.numbers import parse_number

    assert [parse_number(t)[0] for t in ("2.3 x 10^5", "2.3×10^5", "1.4 × 10⁵", "0.7×10^-2")] == [
        230000.0,
        230000.0,
        140000.0,
        0.007,
    ]


def test_powers_of_ten_written_in_latex_are_numbers() -> None:
    """ "$10^{-5}$" and "$3 \\times 10^{-5}$": a learning rate as LaTeX writes it."""
    line = read_lines(r"- LR = $10^{-5}$, then $3 \times 10^{-5}$ and $2\cdot10^{3}$; 5^{2}")[0]
    assert [n.value for n in line.nums] == [1e-05, 3e-05, 2000.0, 25]


def test_latex_approx_makes_a_number_approximate_and_a_name_keeps_its_digits() -> None:
    """ "$\\approx 4 \\times 10^3$" in a table cell is 4000, approximate; "V:1" (a matrix's
    label) is a name, no number."""
    line = read_lines(r"| $\approx 10^3$ | $\approx 1.5 \times 10^4$ | $\sim 40$ | V:1 |")[0]
    assert [(n.value, n.approx) for n in line.nums] == [(1000, True), (15000.0, True), (40, True)]


def test_a_fraction_is_one_number_and_a_date_none() -> None:
    """ "1/8" on an axis of training progress is 0.125, never the 1 it starts with (two
    points "at 1/8" and "at 1/4" were both at x 1 and raised a false cell conflict)."""
    from extract.reader import read_lines

    def nums(text: str) -> list[tuple[str, float]]:
        return [(n.raw, n.value) for ln in read_lines(text + "\n") for p in ln.phrases for n in p.nums]

    assert nums("* Progress 1/8: Acc = 2.9") == [("1/8", 0.125), ("2.9", 2.9)]
    assert nums("ticks 0, 1/8, 1/4 and 1") == [("0", 0), ("1/8", 0.125), ("1/4", 0.25), ("1", 1)]
    assert nums("the 2024/25 season gave 3") == [("3", 3)]
    assert nums("on 2024/05/13 it was 7") == [("7", 7)]


@pytest.mark.parametrize(
    ("line", "values"),
    [
        ("* Step = 10<sup>2</sup>, Loss ≈ 6", [100, 6]),
        ("* Step = 10<sup>-1</sup>, Loss ≈ 6", [0.1, 6]),
        ("* Step = 10<sup>2</sup> (100), Loss ≈ 6", [100, 6]),  # the bracket restates the power
        ("* Scores: 10 (10), 12", [10, 10, 12]),  # no power: two numbers as written
        ("* Footnote 85.2<sup>1</sup>", [85.2, 1]),  # a superscript after no bare 10 is no exponent
    ],
)
def test_html_superscript_powers_and_their_glosses(line: str, values: list[float]) -> None:
    (ln,) = read_lines(line + "\n")
    assert [n.value for p in ln.phrases for n in p.nums] == values


def test_an_html_comment_is_no_text_and_keeps_the_lines_after_it_in_place() -> None:
    text = (
        "<!-- reviewer: points (Dots: (3, 0.52), (4, 0.55)) re-read -->\n## Scatter Plot: Score vs. Cost\n"
        "* **X-axis:** Cost (dollars), from 1 to 9.\n* **Y-axis:** Score, from 0.4 to 0.8.\n"
        "**Blue Dots Data Series:** <!-- first pass\nsaid (9, 0.99) -->\n"
        "* k=2: Located at approximately (2, 0.61)\n* k=5: Located at approximately (7, 0.66)\n"
    )
    doc = parse_text(text, "c.md")
    cells = [(c.row, c.col, c.value, c.span.line if c.span else None) for p in doc.panels for c in p.cells]
    assert cells == [("Blue Dots", 2, 0.61, 7), ("Blue Dots", 7, 0.66, 8)]
    assert doc.claims == [] and doc.diagnostics == []


@pytest.mark.parametrize(
    ("text", "raws"),
    [
        ("- 12 → 3.75min (amber)", ["12", "3.75"]),
        ("- took 45sec, then 2hrs", ["45", "2"]),
        ("- 6 -> 0.905s", ["6", "0.905"]),
        ("- in the 1980s and 70s", []),  # decades, no seconds
    ],
)
def test_a_time_unit_glued_to_a_number_leaves_it_a_number(text: str, raws: list[str]) -> None:
    """ "3.75min", "45sec", "0.905s": the number, then its unit; "1980s" names a decade."""
    (ln,) = read_lines(text)
    assert [n.raw for n in ln.nums] == raws


def test_parse_stage_loads_without_pydantic() -> None:
    """The parse stage alone (what benchmarks/bench.py times against markdown-it-py, and
    any tool that only reads lines) does not import pydantic and build the models: that
    import is most of its start-up (about 120 ms of 180)."""
    code = (
        "import sys; from extract.reader import read_lines; from extract.outline import build; "
        "build(read_lines('# T\\n\\n- a: 1\\n')); print('pydantic' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


def test_a_label_with_a_unicode_minus_and_a_decimal_is_read() -> None:
    """ "**Temperature −0.25**:" (a Unicode minus, a decimal point) once stopped the whole
    write-up with an internal error; its cells are read like those of "-0.25"."""
    text = "## Line Chart: T\n- **Temperature −0.25**:\n- Step 1: 3.5\n- Step 2: 3.9\n"
    doc = parse_text(text, "minus.md")
    assert not [d for d in doc.diagnostics if "internal error" in (d.message or "")]
    assert sorted(c.value for p in doc.panels for c in p.cells) == [3.5, 3.9]


def test_a_time_of_day_is_one_token_and_no_number() -> None:
    """ "07:00" is a place on a time axis, never the numbers 7 and 0 (they made phantom cells
    and false errors); a list or range never reaches into one, and bold marks around it or a
    label's colon after it leave it a time."""
    for text in ("- 07:00: 4", "**09:00**: 4", "(13:30, 4)", "from 06:00 to 18:00, 4", "4 and 13:30 - 14:00"):
        assert [n.value for n in read_lines(text)[0].nums] == [4], text
    assert [p.kind for p in read_lines("at 18:00:30 it was 5")[0].phrases] == ["num"]


def test_ratios_scores_and_labels_with_a_colon_keep_their_numbers() -> None:
    """A time has hours 0-24 and minutes of two digits, alone: a ratio, a score, a label's
    colon, a decimal after the minutes or a chain of colons is no time."""
    assert [n.value for n in read_lines("a ratio of 3:1, then 4:5")[0].nums] == [3, 1, 4, 5]
    assert [(p.kind, [n.value for n in p.nums]) for p in read_lines("won 2-1")[0].phrases] == [("range", [2, 1])]
    assert [n.value for n in read_lines("- Epoch 5: 0.8")[0].nums] == [5, 0.8]
    assert [n.value for n in read_lines("lap 12:30.5 s, 25:00")[0].nums] == [12, 30.5, 25, 0]
