"""Bars told only in clauses, one bar each (interpret/bar_clauses.py): read where a clause names a
bar and places its end at a value; a sentence that merely mentions a number (a year, a count of
series, a rank, a range, a value of something else) makes no cell, and none is flagged."""

from __future__ import annotations

import pytest

from extract import parse_text

HEAD = (
    "## Bar Chart: Parcels Sorted per Depot\n\n"
    "The chart is a vertical bar chart of parcels sorted per hour at each depot. "
    'The y-axis is labelled "Parcels per hour" and runs from 0 to 900.\n\n'
)
TAIL = "\n\n### Key Observations\n\n- Northgate sorts the most parcels.\n- Eastleigh sorts the fewest.\n"


def cells(text: str) -> list[tuple[object, object, float]]:
    doc = parse_text(text, "bars.md")
    return sorted(((c.row, c.col, c.value) for p in doc.panels for c in p.cells), key=repr)


def flagged(text: str) -> list[str]:
    doc = parse_text(text, "bars.md")
    return [d.message for d in doc.diagnostics if d.severity in ("warning", "error")]


def _bars(*pairs: tuple[str, float]) -> list[tuple[object, object, float]]:
    return sorted((("Parcels per hour", name, value) for name, value in pairs), key=repr)


@pytest.mark.parametrize(
    "prose",
    [
        "The tallest bar, Northgate, reaches roughly 820, while Riverside stands near 610 and Eastleigh "
        "barely clears 240.",
        "Northgate has the tallest bar at about 820 parcels. Riverside follows at roughly 610 parcels, "
        "and the Eastleigh bar reaches 240 parcels.",
        "Reading the bars from left to right: Northgate sits at approximately 820, Riverside at 610, "
        "and Eastleigh at roughly 240.",
        "Northgate comes in at 820. The Riverside bar is noticeably shorter at about 610. "
        "Eastleigh has by far the shortest bar, reaching roughly 240.",
    ],
)
def test_each_clause_names_one_bar_and_its_value(prose: str) -> None:
    text = HEAD + prose + TAIL
    assert cells(text) == _bars(("Northgate", 820), ("Riverside", 610), ("Eastleigh", 240))
    assert flagged(text) == []


def test_names_may_be_lower_case_with_a_capital_digit_or_dot_inside() -> None:
    text = HEAD + "qSort reaches 700, depot.io stands near 450 and D9 sits at 300." + TAIL
    assert cells(text) == _bars(("qSort", 700), ("depot.io", 450), ("D9", 300))


@pytest.mark.parametrize(
    "prose",
    [
        # years, counts and ranks in the prose, no bar placed at a value
        "The figure, drawn from the 2023 survey, compares 3 depots over 2 shifts.",
        "Northgate is in the top 3 depots. Values lie between 200 and 900.",
        "Riverside, opened in 2019, is the newest depot of the 3 shown.",
        "The chart has two series and 4 gridlines; it was updated in March 2024.",
        # a value said with more after it in its clause: a comparison, no bar's value
        "Northgate reaches 820 parcels against 610 at Riverside, and Eastleigh reaches 240 more slowly.",
        # two clauses only: a comparison said in passing
        "Northgate reaches roughly 820 while Riverside stands near 610.",
        # pronouns and furniture as subjects
        "It reaches 820, this one sits at 610 and the chart stands at 240.",
    ],
)
def test_sentences_that_merely_mention_numbers_make_no_cell(prose: str) -> None:
    text = HEAD + prose + TAIL
    assert cells(text) == []
    assert flagged(text) == []


def test_a_bar_said_twice_with_two_values_reads_no_bar() -> None:
    said = "Northgate reaches 820, Riverside stands near 610 and Eastleigh sits at 240. Northgate reaches 790."
    text = HEAD + said + TAIL
    assert cells(text) == []


def test_values_in_two_units_read_no_bar() -> None:
    said = "Northgate reaches 820 parcels, Riverside stands near 610 parcels and Eastleigh sits at 40 staff."
    text = HEAD + said + TAIL
    assert cells(text) == []


def test_the_commentary_restates_values_without_making_cells() -> None:
    text = (
        HEAD
        + "Northgate reaches 820, Riverside stands near 610 and Eastleigh sits at 240."
        + "\n\n### Key Observations\n\n- Northgate, at 820, sorts the most.\n- Riverside sits at 610, the middle bar.\n"
    )
    assert cells(text) == _bars(("Northgate", 820), ("Riverside", 610), ("Eastleigh", 240))
    assert flagged(text) == []


def test_only_a_bar_chart_is_read_so() -> None:
    text = HEAD.replace("Bar Chart", "Line Chart").replace("vertical bar chart", "line chart") + (
        "Northgate reaches 820, Riverside stands near 610 and Eastleigh sits at 240."
    )
    assert cells(text) == []


@pytest.mark.parametrize(
    ("legend", "series"),
    [
        ("A small legend at the top right shows a single grey swatch labelled Q3.", "Q3"),
        ('A legend in the corner identifies the single series as "Peak hour", drawn as grey bars.', "Peak hour"),
        # no name given: the bars' series is the value axis's label
        ("The single series is drawn in grey; the legend shows one swatch.", "Parcels per hour"),
    ],
)
def test_a_legend_sentence_names_the_one_series_of_the_bars(legend: str, series: str) -> None:
    text = HEAD + legend + "\n\nNorthgate reaches 820, Riverside stands near 610 and Eastleigh sits at 240." + TAIL
    assert cells(text) == sorted(
        [(series, "Northgate", 820), (series, "Riverside", 610), (series, "Eastleigh", 240)], key=repr
    )
