"""Claim properties, with hypothesis, on generated sets of pie panels (one pie per desk, the
same three slices in each, distinct values) and on a stacked bar under label bullets:

- an extreme said of the panel a clause opens on ("Desk B has the highest "Sent" (31.0%)")
  is taken over that slice of every panel: true when that panel's slice is the extreme,
  contradicted when another panel's is beyond it;
- "X is the largest slice in all charts" is judged in each pie: true when X leads every
  pie, contradicted when one pie leads with another slice;
- a "tallest segment" under a label bullet naming a bar is judged in that bar only: true
  of the bar's own tallest segment even when another bar holds a taller one.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import verdicts

SLICES = ("Kept", "Sent", "Lost")
DESKS = ("Desk A", "Desk B", "Desk C", "Desk D")


def pies(values: list[list[float]], claims: list[str]) -> str:
    out = ["# Pie Charts: Parcel Outcomes per Desk", ""]
    for i, row in enumerate(values):
        out += [f"## Chart {i + 1}: {DESKS[i]}", *(f'- "{s}": {v:.1f}%' for s, v in zip(SLICES, row, strict=True)), ""]
    return "\n".join([*out, "## Key Observations", *(f"- {c}" for c in claims)]) + "\n"


@st.composite
def pie_values(draw: st.DrawFn) -> list[list[float]]:
    n = draw(st.integers(2, 4))
    tenths = draw(st.lists(st.integers(50, 600), min_size=3 * n, max_size=3 * n, unique=True))
    return [[t / 10 for t in tenths[3 * i : 3 * i + 3]] for i in range(n)]


def _claim_lines(text: str, n: int) -> list[int]:
    return list(range(len(text.splitlines()) - n + 1, len(text.splitlines()) + 1))


@settings(max_examples=12, deadline=None)
@given(pie_values(), st.integers(0, 2), st.booleans())
def test_a_panels_extreme_is_taken_over_the_same_slice_of_every_panel(
    values: list[list[float]], j: int, high: bool
) -> None:
    column = [row[j] for row in values]
    best = (max if high else min)(column)
    word = "highest" if high else "lowest"
    claims = [f'{DESKS[i]} has the {word} "{SLICES[j]}" ({v:.1f}%).' for i, v in enumerate(column)]
    text = pies(values, claims)
    got = verdicts(text)
    for (i, v), n in zip(enumerate(column), _claim_lines(text, len(claims)), strict=True):
        assert got.get(n) == ("supported" if v == best else "contradicted"), (DESKS[i], text)


@settings(max_examples=12, deadline=None)
@given(pie_values(), st.integers(0, 2))
def test_a_slice_said_to_lead_all_charts_is_judged_in_each(values: list[list[float]], j: int) -> None:
    leads = all(row[j] == max(row) for row in values)
    text = pies(values, [f'"{SLICES[j]}" is the largest slice in all charts.'])
    got = verdicts(text).get(len(text.splitlines()))
    assert got == ("supported" if leads else "contradicted"), text


@settings(max_examples=12, deadline=None)
@given(st.lists(st.integers(50, 600), min_size=6, max_size=6, unique=True))
def test_a_tallest_segment_under_a_bars_label_is_judged_in_that_bar(tenths: list[int]) -> None:
    bars = {"Owl": [t / 10 for t in tenths[:3]], "Lark": [t / 10 for t in tenths[3:]]}
    lines = ["# Stacked Bar Chart: Verdicts per Grader", "", "- **X-axis**: Graders (Owl, Lark)", ""]
    lines += ["## Detailed Analysis"]
    for bar, row in bars.items():
        lines += [f"### {bar}", *(f'- "{s}": {v:.1f}%' for s, v in zip(SLICES, row, strict=True))]
    lines += ["", "## Key Observations"]
    for bar, row in bars.items():
        top = max(range(3), key=lambda k: row[k])
        lines += [f"- **{bar} Dominant Category**:", f'  - "{SLICES[top]}" ({row[top]:.1f}%) - tallest segment']
        low = min(range(3), key=lambda k: row[k])
        lines += [f"- **{bar} Dominant Category**:", f'  - "{SLICES[low]}" ({row[low]:.1f}%) - tallest segment']
    text = "\n".join(lines) + "\n"
    got = verdicts(text)
    n = len(lines)
    assert [got.get(k) for k in (n - 6, n - 4, n - 2, n)] == ["supported", "contradicted"] * 2, text
