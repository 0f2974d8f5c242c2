"""Claim properties, with hypothesis, of extremes said in shapes of their own. A peak said
with its value first ("Dockside peaks at 27 on Thu", "Dockside peaks at about 27, then eases
through Fri", "Alpha peaks at 74.8% at epoch 30"), on generated line tables (two or three
series, distinct values):

- over days (a categorical x axis) a true peak, with or without its place, is never
  contradicted; one changed number (the value, or the place) contradicts it as an extreme;
- over epochs (a numeric x axis) a number within the axis's span (no tick) after "peaks at"
  may be the peak's place: never contradicted, whatever it is; a value beyond the span, with
  a wrong place after it, is contradicted;
- "A is highest on Thu and lowest on Mon": each end judged at its own place, true of the row's
  own ends, contradicted when one place (or one value) is changed;
- "B shows the largest improvement (41% → 68%)": true of the series whose run from first to
  last rises most; contradicted of one another series beats by its amount and by its share;
- "A rises steadily across all days, never plateauing": the trailing "never" keeps the course,
  so the rise is judged: true of a row that rises at every step, contradicted by one cell
  set below the one before it;
- "the modal bin" is the tallest bin: true of it, contradicted of another bin or another count;
- "the strongest correlation is A and B (0.33)" where a positive pair is larger is contradicted
  whichever way "strongest" is read (by value or by size); the largest pair never is.
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


BINS = ("0–10", "10–20", "20–30", "30–40", "40–50", "50–60")


@settings(max_examples=10, deadline=None)
@given(st.lists(st.integers(5, 400), min_size=4, max_size=6, unique=True), st.data())
def test_the_modal_bin_is_the_tallest(counts: list[int], pick: st.DataObject) -> None:
    bins = BINS[: len(counts)]
    rows = [f"| {b} | {n} |" for b, n in zip(bins, counts, strict=True)]
    head = ["## Histogram: Ride Lengths (minutes)", "", "| Bin | Rides |", "|---|---|", *rows, "", "### Observations"]
    top = counts.index(max(counts))
    other = pick.draw(st.sampled_from([j for j in range(len(counts)) if j != top]))
    d = pick.draw(st.sampled_from([3, 10, 25]))
    true = [
        f"The modal bin is {bins[top]} minutes, with about {counts[top]} rides.",
        f"The modal bin has {counts[top]} rides.",
    ]
    false = [
        f"The modal bin is {bins[other]} minutes, with about {counts[other]} rides.",
        f"The modal bin has {counts[top] + d} rides.",
    ]
    for claims, want in ((true, False), (false, True)):
        text = "\n".join([*head, *(f"- {c}" for c in claims)]) + "\n"
        got = _claim_verdicts(text, len(claims))
        assert (got == ["contradicted"] * len(claims)) if want else ("contradicted" not in got), text


NAMES = ("Footfall", "Basket", "Returns", "Staff")


@settings(max_examples=10, deadline=None)
@given(st.lists(st.integers(-90, 90), min_size=6, max_size=6, unique=True), st.data())
def test_a_strongest_correlation_smaller_both_ways_is_contradicted(offs: list[int], pick: st.DataObject) -> None:
    pairs = [(i, j) for i in range(4) for j in range(i + 1, 4)]
    r = {p: v / 100 for p, v in zip(pairs, offs, strict=True)}
    cell = {**r, **{(j, i): v for (i, j), v in r.items()}, **{(i, i): 1.0 for i in range(4)}}
    rows = [f"| {NAMES[i]} | " + " | ".join(f"{cell[i, j]:.2f}" for j in range(4)) + " |" for i in range(4)]
    head = ["## Correlation Heatmap: Store Metrics", "", "| | " + " | ".join(NAMES) + " |", "|---|---|---|---|---|"]
    top = max(pairs, key=lambda p: r[p])
    smaller = [p for p in pairs if 0 < r[p] < r[top]]
    claims = [f"The strongest off-diagonal correlation is between {NAMES[top[0]]} and {NAMES[top[1]]} ({r[top]:.2f})."]
    if smaller and r[top] > 0:
        p = pick.draw(st.sampled_from(smaller))
        claims.append(
            f"The strongest off-diagonal correlation is between {NAMES[p[0]]} and {NAMES[p[1]]} ({r[p]:.2f})."
        )
    text = "\n".join([*head, *rows, "", "### Observations", *(f"- {c}" for c in claims)]) + "\n"
    got = _claim_verdicts(text, len(claims))
    # (the true maximum may be unverifiable: a negative one larger in size may be meant)
    assert got[0] != "contradicted", text
    assert all(v == "contradicted" for v in got[1:]), text


@settings(max_examples=12, deadline=None)
@given(st.integers(3, 6).flatmap(lambda n: st.tuples(st.just(n), line_values(n, 100, 999))), st.data())
def test_each_end_is_judged_at_its_own_place(case: tuple[int, list[list[float]]], pick: st.DataObject) -> None:
    n, values = case
    days = DAYS[:n]
    i = pick.draw(st.integers(0, len(values) - 1))
    row, name = values[i], SERIES[i]
    top, bottom = row.index(max(row)), row.index(min(row))
    true = [
        f"{name} is highest on {days[top]} and lowest on {days[bottom]}.",
        f"{name} is lowest on {days[bottom]} ({row[bottom]:.1f}) and highest on {days[top]} ({row[top]:.1f}).",
    ]
    text = table(days, values, true, "Day")
    assert "contradicted" not in _claim_verdicts(text, len(true)), text
    wrong_top = pick.draw(st.sampled_from([j for j in range(n) if j != top]))
    wrong_bottom = pick.draw(st.sampled_from([j for j in range(n) if j != bottom]))
    d = pick.draw(st.sampled_from([1.5, 4.0, 9.0]))
    false = [
        f"{name} is highest on {days[wrong_top]} and lowest on {days[bottom]}.",
        f"{name} is highest on {days[top]} and lowest on {days[wrong_bottom]}.",
        f"{name} is lowest on {days[bottom]} ({row[bottom]:.1f}) and highest on {days[top]} ({row[top] + d:.1f}).",
    ]
    text = table(days, values, false, "Day")
    assert _claim_verdicts(text, len(false)) == ["contradicted"] * len(false), text


@settings(max_examples=12, deadline=None)
@given(line_values(len(EPOCHS), 100, 999), st.data())
def test_the_largest_change_of_a_run(values: list[list[float]], pick: st.DataObject) -> None:
    changes = [row[-1] - row[0] for row in values]
    rising = [i for i, d in enumerate(changes) if d > 0]
    if not rising:
        return
    top = max(rising, key=lambda i: changes[i])
    claims = [f"{SERIES[top]} shows the largest improvement ({values[top][0]:.1f}% → {values[top][-1]:.1f}%)."]
    text = table(EPOCHS, values, claims, "Epoch")
    assert _claim_verdicts(text, 1) == ["supported"], text
    # another rising series, beaten by the top one by its amount and by its share of its start
    beaten = [
        i
        for i in rising
        if i != top and changes[top] > changes[i] + 0.2 and changes[top] / values[top][0] > changes[i] / values[i][0]
    ]
    if beaten:
        i = pick.draw(st.sampled_from(beaten))
        claims = [f"{SERIES[i]} shows the largest improvement ({values[i][0]:.1f}% → {values[i][-1]:.1f}%)."]
        text = table(EPOCHS, values, claims, "Epoch")
        assert _claim_verdicts(text, 1) == ["contradicted"], text


@settings(max_examples=10, deadline=None)
@given(st.integers(4, 6).flatmap(lambda n: st.tuples(st.just(n), line_values(n, 100, 999))), st.data())
def test_a_trailing_never_keeps_the_course(case: tuple[int, list[list[float]]], pick: st.DataObject) -> None:
    n, values = case
    values[0] = sorted(values[0])  # the first series rises at every step
    tail = pick.draw(st.sampled_from(["never plateauing", "and never dips", "never flattening out"]))
    sep = "" if tail.startswith("and") else ","
    claim = f"{SERIES[0]} rises steadily across all days{sep} {tail}."
    days = DAYS[:n]
    text = table(days, values, [claim], "Day")
    assert _claim_verdicts(text, 1) == ["supported"], text
    k = pick.draw(st.integers(1, n - 1))  # one cell set below the one before it
    values[0][k] = round(values[0][k - 1] - 0.5, 1)
    text = table(days, values, [claim], "Day")
    assert _claim_verdicts(text, 1) == ["contradicted"], text
