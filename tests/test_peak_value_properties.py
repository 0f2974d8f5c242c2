"""Claim properties, with hypothesis, of a peak said with its value first ("Dockside peaks at
27 on Thu", "Dockside peaks at about 27, then eases through Fri", "Alpha peaks at 74.8% at
epoch 30"), on generated line tables (two or three series, distinct values):

- over days (a categorical x axis) a true peak, with or without its place, is never
  contradicted; one changed number (the value, or the place) contradicts it as an extreme;
- over epochs (a numeric x axis) a number within the axis's span (no tick) after "peaks at"
  may be the peak's place: never contradicted, whatever it is; a value beyond the span, with a wrong
  place after it, is contradicted.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import verdicts

DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat")
SERIES = ("Dockside", "Uptown", "Quarry")
EPOCHS = (10, 20, 30, 40, 50)


def table(xs: tuple[object, ...], values: list[list[float]], claims: list[str], x_name: str) -> str:
    names = SERIES[: len(values)]
    out = [
        f"## Line Chart: Visits by {x_name}",
        "",
        f"- **X-axis:** {x_name}",
        "- **Y-axis:** Visits (%)",
        "",
        f"| {x_name} | " + " | ".join(names) + " |",
        "|---|" + "---|" * len(names),
    ]
    for j, x in enumerate(xs):
        out.append(f"| {x} | " + " | ".join(f"{row[j]:.1f}" for row in values) + " |")
    return "\n".join([*out, "", "### Observations", *(f"- {c}" for c in claims)]) + "\n"


@st.composite
def line_values(draw: st.DrawFn, n_x: int, low: int, high: int) -> list[list[float]]:
    n = draw(st.integers(2, 3))
    tenths = draw(st.lists(st.integers(low, high), min_size=n * n_x, max_size=n * n_x, unique=True))
    return [[t / 10 for t in tenths[i * n_x : (i + 1) * n_x]] for i in range(n)]


def _claim_verdicts(text: str, n: int) -> list[str | None]:
    got = verdicts(text)
    last = len(text.splitlines())
    return [got.get(line) for line in range(last - n + 1, last + 1)]


@settings(max_examples=12, deadline=None)
@given(st.integers(3, 6).flatmap(lambda n: st.tuples(st.just(n), line_values(n, 100, 999))), st.data())
def test_a_peak_said_value_first_over_days(case: tuple[int, list[list[float]]], pick: st.DataObject) -> None:
    n, values = case
    days = DAYS[:n]
    i = pick.draw(st.integers(0, len(values) - 1))
    row, name = values[i], SERIES[i]
    top = row.index(max(row))
    true = [f"{name} peaks at {row[top]:.1f} on {days[top]}.", f"{name} peaks at about {row[top]:.1f}."]
    if top < n - 1:
        true.append(f"{name} peaks at {row[top]:.1f}, then eases through {days[-1]}.")
    text = table(days, values, true, "Day")
    assert "contradicted" not in _claim_verdicts(text, len(true)), text
    d = pick.draw(st.sampled_from([1.5, 4.0, 9.0]))
    other = pick.draw(st.sampled_from([j for j in range(n) if j != top]))
    false = [
        f"{name} peaks at {row[top] + d:.1f}.",
        f"{name} peaks at {row[top]:.1f} on {days[other]}.",
        f"{name} peaks at {row[top] + d:.1f}, then eases through {days[-1]}.",
    ]
    text = table(days, values, false, "Day")
    assert _claim_verdicts(text, len(false)) == ["contradicted"] * len(false), text


@settings(max_examples=12, deadline=None)
@given(line_values(len(EPOCHS), 100, 999), st.data())
def test_a_peak_said_value_first_over_epochs(values: list[list[float]], pick: st.DataObject) -> None:
    i = pick.draw(st.integers(0, len(values) - 1))
    row, name = values[i], SERIES[i]
    top = row.index(max(row))
    # (a place between the ticks, or a value: not told apart)
    inside = pick.draw(st.integers(EPOCHS[0], EPOCHS[-1]).filter(lambda k: k not in EPOCHS))
    other = pick.draw(st.sampled_from([j for j in range(len(EPOCHS)) if j != top]))
    claims = [f"{name} peaks at {inside}.", f"{name} peaks at {inside}, then slips."]
    if row[top] > EPOCHS[-1]:
        claims.append(f"{name} peaks at {row[top]:.1f}% at epoch {EPOCHS[top]}.")
    text = table(EPOCHS, values, claims, "Epoch")
    assert "contradicted" not in _claim_verdicts(text, len(claims)), text
    if row[top] > EPOCHS[-1]:
        false = [f"{name} peaks at {row[top]:.1f}% at epoch {EPOCHS[other]}."]
        text = table(EPOCHS, values, false, "Epoch")
        assert _claim_verdicts(text, 1) == ["contradicted"], text
