"""Grouped bar charts written as per-category sections (issues 9 and 10): group headers,
bar lines under them, sentences about "this group", tables that continue a row's key.
Own words and numbers; whole write-ups live in fixtures/writeups and fixtures/claims."""

from __future__ import annotations

from extract import parse_text
from extract.models import Document

AXES = (
    "## Grouped Bar Chart: Fill Rate by Warehouse\n\n### Components/Axes\n"
    '- **Y-Axis**: "Fill Rate (%)", 0 to 100.\n'
    '- **X-Axis**: Three clusters: "North", "Port", "Hill".\n'
    '- **Legend**: Blue – "Before audit"; Red – "After audit"\n\n### Detailed Analysis\n'
)


def cells(doc: Document) -> set[tuple[object, object, float]]:
    return {(c.row, c.col, c.value) for p in doc.panels for c in p.cells}


def line_of(text: str, said: str) -> int:
    """The 1-based line of `text` that holds `said`."""
    return next(i for i, ln in enumerate(text.split("\n"), 1) if said in ln)


def findings(doc: Document) -> list[tuple[str, int | None]]:
    return [(d.name, d.span.line if d.span else None) for d in doc.diagnostics]


def test_a_group_header_written_as_a_label_then_a_quoted_name_heads_its_bars_and_is_no_claim() -> None:
    text = AXES + (
        '**Group 1:** "North" (Left cluster)\n'
        '* **Blue Bar ("Before audit"):** Height is approximately 61.\n'
        '* **Red Bar ("After audit"):** Height is approximately 72.\n\n'
        '**Group 2: "Port" (Middle cluster)**\n'
        '* **Blue Bar ("Before audit"):** Height is approximately 55.\n'
        '* **Red Bar ("After audit"):** Height is approximately 69.\n'
    )
    doc = parse_text(text, "fill.md")
    assert cells(doc) == {
        ("Before audit", "North", 61),
        ("After audit", "North", 72),
        ("Before audit", "Port", 55),
        ("After audit", "Port", 69),
    }
    headers = {line_of(text, "**Group 1:**"), line_of(text, "**Group 2:")}
    assert not [c for c in doc.claims if c.span.line in headers]  # the headers state no value
    assert not doc.diagnostics


def test_a_stop_inside_a_quoted_name_ends_no_sentence() -> None:
    text = AXES.replace('"After audit"', '"After Aud. Fix."') + (
        "**North**\n* Before audit: 61\n* After Aud. Fix.: 72\n\n**Port**\n* Before audit: 55\n"
        "* After Aud. Fix.: 69\n\n### Key Observations\n"
        'The bars after the fix ("After Aud. Fix.") are above the "Before audit" bars in every cluster.\n'
    )
    doc = parse_text(text, "fix.md")
    said = [c.text for c in doc.claims if c.span.line == line_of(text, "The bars after the fix")]
    assert said == ['The bars after the fix ("After Aud. Fix.") are above the "Before audit" bars in every cluster.']
    assert [c.verdict for c in doc.claims if c.kind == "comparison"] == ["supported"]


def test_a_claim_under_a_group_header_is_judged_within_its_group() -> None:
    text = AXES + (
        '**Group 3: "Hill" (Right cluster)**\n'
        "- The blue bar stands at about 48.\n- The red bar reaches about 44.\n"
        "- The blue bar is the tallest in this group.\n- The red bar is the tallest in this group.\n\n"
        '**Group 1: "North" (Left cluster)**\n- The blue bar stands at about 61.\n- The red bar reaches about 72.\n\n'
        '**Group 2: "Port" (Middle cluster)**\n- The blue bar stands at about 55.\n- The red bar reaches about 69.\n'
    )
    doc = parse_text(text, "hill.md")
    assert ("Before audit", "Hill", 48) in cells(doc) and ("After audit", "North", 72) in cells(doc)
    verdicts = {c.span.line: c.verdict for c in doc.claims if c.kind == "extreme"}
    assert verdicts == {
        line_of(text, "The blue bar is the tallest"): "supported",
        line_of(text, "The red bar is the tallest"): "contradicted",
    }


def test_this_group_with_no_group_read_from_the_header_is_not_judged_over_the_whole_chart() -> None:
    text = AXES + (
        "**North**\n* Before audit: 61\n* After audit: 72\n\n**Port**\n* Before audit: 55\n* After audit: 69\n\n"
        "### Notes\n- The blue bar is the tallest in this group.\n"
    )
    doc = parse_text(text, "notes.md")
    (claim,) = [c for c in doc.claims if c.kind == "extreme"]
    assert claim.verdict == "unverifiable"


def test_a_bar_line_left_unread_beside_read_groups_is_reported() -> None:
    text = AXES + (
        '**Group 1: "North" (Left cluster)**\n* **Blue Bar ("Before audit"):** Height is approximately 61.\n'
        '* **Red Bar ("After audit"):** Height is approximately 72.\n\n'
        '**Group 2: "Port" (Middle cluster)**\n* Blue comes next at around 55.\n'
    )
    doc = parse_text(text, "unread.md")
    assert ("data-line-not-read", line_of(text, "Blue comes next")) in findings(doc)


def test_a_table_row_with_an_empty_first_cell_continues_the_key_above() -> None:
    text = (
        "## Bar Chart: Fill Rate\n\n| Warehouse | Stage | Fill |\n|---|---|---|\n"
        "| North | Before (Blue Bar) | 61% |\n| | After (Red Bar) | 72% |\n"
    )
    assert cells(parse_text(text, "t.md")) == {("Before", "North", 61), ("After", "North", 72)}
    # a row that names no key of its own continues nothing
    lone = "## Bar Chart: Fill Rate\n\n| Warehouse | Fill |\n|---|---|\n| North | 61 |\n| | 64 |\n"
    assert not [d for d in parse_text(lone, "t.md").diagnostics if d.name == "cell-conflict"]


def test_a_series_written_with_and_without_its_abbreviation_dot_is_one_key() -> None:
    text = (
        "## Bar Chart: Fill Rate\n\n- **X-Axis**: Warehouse: North, Port\n"
        "- **Legend**: Before (blue), Post Aud. (red)\n\n"
        '**North**\n- Before: 61\n- Post Aud.: 72\n\n**Port**\n- Blue bar ("Before"): 55\n- Red bar ("Post Aud."): 69\n'
    )
    rows = {c.row for p in parse_text(text, "dot.md").panels for c in p.cells}
    assert rows == {"Before", "Post Aud."}


def test_a_bar_named_by_colour_and_a_short_name_of_its_own_is_the_entry_of_its_colour() -> None:
    text = AXES + (
        '**Group 1: "North" (Left cluster)**\n- Blue bar (Before audit): roughly 61 tall\n'
        "- Red bar (audited): roughly 72 tall\n\n"
        '**Group 2: "Port" (Middle cluster)**\n- Blue bar (before): roughly 55 tall\n'
        "- Red bar (after): roughly 69 tall\n"
    )
    assert {c[0] for c in cells(parse_text(text, "nick.md"))} == {"Before audit", "After audit"}


def test_a_column_worked_out_from_the_bars_gives_no_cells() -> None:
    text = AXES + (
        "| Warehouse | Before audit | After audit | Difference (After - Before) |\n|---|---|---|---|\n"
        "| North | 61 | 72 | +11 |\n| Port | 55 | 69 | +14 |\n"
    )
    assert {c[0] for c in cells(parse_text(text, "diff.md"))} == {"Before audit", "After audit"}
