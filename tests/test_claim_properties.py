"""Claim properties (issue 10 §5), with hypothesis, on generated heatmaps (rows × columns,
numeric ticks on both axes, distinct values) in the bullet style the reader reads:

- true claims in varied wordings (max, min, "shows highest", "the best width is 48", value,
  between, above, below, at least, at most, no cell exceeds, comparisons at every column, at
  one column and after a column, steady trends, grid size, rankings "Depth 5 > Depth 2"
  under a column's header, a leading scope "For Width 48, …" and an order under it "…,
  followed by Depth 2"), steps between two cells of a row, where a gap between two rows is
  widest, "generally above" and a level from a width on, a step after a comma ("…, rises to
  …"), "the two highest values are …" and a subject restricted by size ("The deeper rows all
  score above …"), a fall (rise) away from a row's peak (trough) on both sides, where a row peaks
  ("peaks at", "is peaking at"), where one row overtakes another, how a row's rise bends ("the
  rate of increase slows", "rises at an accelerating rate"),
  named rows higher at one width than at another and "only" one row above a bound at a width
  are never contradicted;
- a claim made false by one changed number is contradicted, for the kinds the engine
  judges exactly: extreme, value, range, threshold (strict, inclusive and negated) and
  count, and a step said the wrong way (also after a comma), a widest gap put where it is
  narrowest, and "the two highest values" with the second left out; comparison
  and trend claims hold no number, so for them one changed cell of the
  data makes the claim false; a ranking with two neighbours swapped is contradicted.
  Hedged kinds ("generally", "most", "about") are left out: they are judged with a slack,
  or withheld, by design; leaders and ranks are not judged.

A small, fixed number of examples (10-12 a test), so the suite stays fast.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from conftest import verdicts

WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


@dataclass
class Grid:
    rows: list[int]  # "Depth" ticks
    cols: list[int]  # "Width" ticks
    values: list[list[float]]  # values[row][col]

    def text(self, claims: list[str]) -> str:
        head = [
            "## Heatmap: Score by Depth and Width",
            "",
            f'* **Y-axis:** "Depth", rows from top to bottom: {", ".join(map(str, self.rows))}.',
            f'* **X-axis:** "Width", columns from left to right: {", ".join(map(str, self.cols))}.',
            '* **Colour bar:** "Score", from 0 to 100.',
            "",
        ]
        data = [
            f"* **Depth {r}:** {', '.join(f'{v:.1f}' for v in row)}"
            for r, row in zip(self.rows, self.values, strict=True)
        ]
        return "\n".join([*head, *data, "", "**Observations:**", "", *(f"* {c}" for c in claims)]) + "\n"

    def cells(self) -> list[tuple[int, int, float]]:
        return [
            (r, c, v)
            for r, row in zip(self.rows, self.values, strict=True)
            for c, v in zip(self.cols, row, strict=True)
        ]


@st.composite
def grids(draw: st.DrawFn) -> Grid:
    n, m = draw(st.integers(2, 4)), draw(st.integers(3, 5))
    rows = sorted(draw(st.lists(st.integers(1, 9), min_size=n, max_size=n, unique=True)))
    cols = sorted(draw(st.lists(st.integers(1, 9).map(lambda k: k * 16), min_size=m, max_size=m, unique=True)))
    tenths = draw(st.lists(st.integers(200, 900), min_size=n * m, max_size=n * m, unique=True))
    values = [[tenths[i * m + j] / 10 for j in range(m)] for i in range(n)]
    return Grid(rows, cols, values)


def true_claims(g: Grid, pick: st.DataObject) -> list[str]:
    cells = g.cells()
    hi = max(cells, key=lambda t: t[2])
    lo = min(cells, key=lambda t: t[2])
    r, c, v = pick.draw(st.sampled_from(cells))
    vmin, vmax = lo[2], hi[2]
    out = [
        pick.draw(
            st.sampled_from(
                [
                    "The highest score is {v:.1f}, at Depth {r} and Width {c}.",
                    "The best cell is {v:.1f}, at Depth {r} and Width {c}.",
                    "The maximum, {v:.1f}, is at Depth {r} and Width {c}.",
                ]
            )
        ).format(r=hi[0], c=hi[1], v=hi[2]),
        pick.draw(
            st.sampled_from(
                [
                    "The lowest score is {v:.1f}, at Depth {r} and Width {c}.",
                    "The worst cell is {v:.1f}, at Depth {r} and Width {c}.",
                ]
            )
        ).format(r=lo[0], c=lo[1], v=lo[2]),
        pick.draw(
            st.sampled_from(
                ["At Depth {r} and Width {c}, the score is {v:.1f}.", "Depth {r} with Width {c} scores {v:.1f}."]
            )
        ).format(r=r, c=c, v=v),
        pick.draw(
            st.sampled_from(["All values lie between {a:.1f} and {b:.1f}.", "Scores range from {a:.1f} to {b:.1f}."])
        ).format(a=vmin, b=vmax),
        pick.draw(st.sampled_from(["Every cell is above {a:.1f}.", "All scores exceed {a:.1f}."])).format(a=vmin - 0.5),
        pick.draw(st.sampled_from(["Every cell is below {b:.1f}.", "All scores are under {b:.1f}."])).format(
            b=vmax + 0.5
        ),
        pick.draw(st.sampled_from(["Every cell is at least {a:.1f}.", "All scores are at least {a:.1f}."])).format(
            a=vmin
        ),
        pick.draw(st.sampled_from(["No cell exceeds {b:.1f}.", "No score exceeds {b:.1f}."])).format(b=vmax),
        f"The grid has {WORDS[len(g.rows)]} rows and {WORDS[len(g.cols)]} columns.",
    ]
    out.append(f"Depth {hi[0]} shows highest score ({hi[2]:.1f}) in the chart.")
    out.append(f"Width {hi[1]} shows the highest score ({hi[2]:.1f}).")  # the value says which row
    k = pick.draw(st.integers(0, len(g.cols) - 1))
    order = sorted(range(len(g.rows)), key=lambda i: -g.values[i][k])
    # a leading scope, and an order under it
    out.append(f"For Width {g.cols[k]}, Depth {g.rows[order[0]]} has the highest score.")
    out.append(
        f"At Width {g.cols[k]}, Depth {g.rows[order[0]]} shows the highest score, followed by Depth {g.rows[order[1]]}."
    )
    i = pick.draw(st.integers(0, len(g.rows) - 1))
    best = max(range(len(g.cols)), key=lambda j: g.values[i][j])
    out.append(f"For Depth {g.rows[i]} the best width is {g.cols[best]}.")  # the tick of a row's extreme
    for i, ri in enumerate(g.rows):
        for j, rj in enumerate(g.rows):
            if i != j and all(a > b for a, b in zip(g.values[i], g.values[j], strict=True)):
                out.append(f"Depth {ri} is higher than Depth {rj} at every width.")
                # a clause of its own after one that says "early" of something else
                out.append(f"The rows part early, with Depth {ri} consistently above Depth {rj}.")
            if i == j:
                continue
            k = pick.draw(st.integers(0, len(g.cols) - 1))
            if g.values[i][k] > g.values[j][k]:
                out.append(f"Depth {ri} is higher than Depth {rj} at Width {g.cols[k]}.")  # one place
            for k in range(len(g.cols) - 1):  # "after Width 32": the columns past it
                if all(g.values[i][c] > g.values[j][c] for c in range(k + 1, len(g.cols))):
                    out.append(f"Depth {ri} is higher than Depth {rj} after Width {g.cols[k]}.")
                    break
        out += _step_gap_majority(g, i, pick)
        out += _ranges_of_some(g, i, pick)
        if all(a < b for a, b in zip(g.values[i], g.values[i][1:], strict=False)):
            out.append(f"With Depth {ri}, the score increases steadily with width.")
        if all(a > b for a, b in zip(g.values[i], g.values[i][1:], strict=False)):
            out.append(f"With Depth {ri}, the score decreases steadily with width.")
        out += _flanks(g, i)
        top = max(range(len(g.cols)), key=lambda j: g.values[i][j])
        out.append(f"Depth {ri} peaks at Width {g.cols[top]} with {g.values[i][top]:.1f}.")
        out.append(f"Depth {ri} is peaking at Width {g.cols[top]}.")
        out += _bends(g, i)
    return (
        out
        + _crossings(g)
        + _orders_everywhere(g, pick)
        + _rows_at_two_places(g, pick)
        + _only_one_above(g, pick)
        + _every_row_top(g)
    )


def _bends(g: Grid, i: int) -> list[str]:
    """True claims of how row i's rise bends, when every step rises and the steps shrink
    (grow) from column to column: "the rate of increase slows", "rises at an accelerating rate"."""
    steps = [b - a for a, b in pairwise(g.values[i])]
    if len(steps) < 2 or min(steps) <= 0:
        return []
    r = g.rows[i]
    if all(b < a for a, b in pairwise(steps)):
        return [
            f"The rate of increase for Depth {r} slows with width.",
            f"Depth {r} rises at a slowing rate with width.",
        ]
    if all(b > a for a, b in pairwise(steps)):
        return [f"Depth {r} rises at an accelerating rate with width."]
    return []


def _crossings(g: Grid) -> list[str]:
    """True claims that one row overtakes another at a width: above it there, not above it
    at the width before."""
    out = []
    for i, ri in enumerate(g.rows):
        for j, rj in enumerate(g.rows):
            for k in range(1, len(g.cols)):
                if i != j and g.values[i][k] > g.values[j][k] and g.values[i][k - 1] <= g.values[j][k - 1]:
                    out.append(f"Depth {ri} overtakes Depth {rj} at Width {g.cols[k]}.")
    return out


def _every_row_top(g: Grid) -> list[str]:
    """ "All depths score highest at Width 32 and Width 64": each row's maximum is at one of
    the columns named."""
    tops = sorted({max(range(len(g.cols)), key=lambda j: row[j]) for row in g.values})
    if len(tops) > 2:
        return []
    places = " and ".join(f"Width {g.cols[j]}" for j in tops)
    return [f"All depths score highest at {places}."]


def _only_one_above(g: Grid, pick: st.DataObject) -> list[str]:
    """A true claim that one row alone is above a bound at a width: the bound between the
    highest cell of the column and the next ("Only Depth 5 remains above 61.5 at Width 32")."""
    k = pick.draw(st.integers(0, len(g.cols) - 1))
    column = sorted(((row[k], r) for r, row in zip(g.rows, g.values, strict=True)), reverse=True)
    (top, r), (second, _) = column[0], column[1]
    return [f"Only Depth {r} remains above {(top + second) / 2:.2f} at Width {g.cols[k]}."]


def _rows_at_two_places(g: Grid, pick: st.DataObject) -> list[str]:
    """A true claim that the rows it names are higher at one width than at another
    ("Depth 2 and Depth 5 are higher at Width 16 than at Width 48")."""
    j, k = pick.draw(st.lists(st.integers(0, len(g.cols) - 1), min_size=2, max_size=2, unique=True))
    rows = [f"Depth {r}" for r, row in zip(g.rows, g.values, strict=True) if row[j] > row[k]]
    if not rows:
        return []
    names = rows[0] if len(rows) == 1 else ", ".join(rows[:-1]) + " and " + rows[-1]
    verb = "is" if len(rows) == 1 else "are"
    return [f"{names} {verb} higher at Width {g.cols[j]} than at Width {g.cols[k]}."]


def _orders_everywhere(g: Grid, pick: st.DataObject) -> list[str]:
    """True claims of an order that holds at every width: a chain of rows ("The relative
    order (Depth 5 > Depth 2) holds throughout.") and the top row over the rest ("Depth 5
    is consistently higher than others.")."""
    order = sorted(range(len(g.rows)), key=lambda i: -g.values[i][0])
    if not all(g.values[x][k] > g.values[y][k] for x, y in pairwise(order) for k in range(len(g.cols))):
        return []
    chain = " > ".join(f"Depth {g.rows[i]}" for i in order)
    said = pick.draw(
        st.sampled_from(
            [
                "The relative order ({chain}) holds throughout.",
                "{chain} at every width.",
                "The order {chain} is preserved across all widths.",
            ]
        )
    ).format(chain=chain)
    top = pick.draw(
        st.sampled_from(
            ["is consistently higher than others", "consistently outperforms others", "is always above the rest"]
        )
    )
    first = f"Depth {g.rows[order[0]]}"
    return [said, f"{first} {top}.", f"{first} consistently has the highest score across all widths."]


def _flanks(g: Grid, i: int) -> list[str]:
    """True claims of row i's peak or trough when both sides of it run away from it at
    every step ("With Depth 3, the score falls as the width moves away from 48 in either
    direction")."""
    row, out = g.values[i], []
    for top, verb in ((max(row), "falls"), (min(row), "rises")):
        at = row.index(top)
        left, right = row[at::-1], row[at:]
        if all((a > b) == (verb == "falls") for side in (left, right) for a, b in pairwise(side)):
            away = f"as the width moves away from {g.cols[at]} in either direction"
            out.append(f"With Depth {g.rows[i]}, the score {verb} {away}.")
    return out


def _ranges_of_some(g: Grid, i: int, pick: st.DataObject) -> list[str]:
    """True ranges said of part of the grid: of a row named before the range, another row
    named after it in its own clause ("Depth 3 stays in a band (41.0–47.5 range), with Depth
    5 elsewhere"); of the widths it enumerates ("At Depth 3, Widths 16 and 64 show 41.0–44.0");
    and of widths or depths no tick is (200, "Alpha"): not judged."""
    ri, row = g.rows[i], g.values[i]
    ro = g.rows[(i + 1) % len(g.rows)]
    j, k = sorted(pick.draw(st.lists(st.integers(0, len(g.cols) - 1), min_size=2, max_size=2, unique=True)))
    lo, hi = sorted((row[j], row[k]))
    return [
        f"Depth {ri} stays in a band ({min(row):.1f}–{max(row):.1f} range), with Depth {ro} elsewhere.",
        f"At Depth {ri}, Widths {g.cols[j]} and {g.cols[k]} show {lo:.1f}–{hi:.1f}.",
        f"At Depth {ri}, Widths 200, 210 and {g.cols[k]} show {lo - 10:.1f}–{lo - 5:.1f}.",
        f"Depths Alpha and Omega show {lo - 10:.1f}–{lo - 5:.1f}.",
    ]


def _step_gap_majority(g: Grid, i: int, pick: st.DataObject) -> list[str]:
    """True claims of row i: a step between two of its cells ("Depth 3 starts at 41.0 for
    Width 16, and then decreases to 37.5 at Width 64"), where its gap to another row is
    widest and narrowest, "generally above" another row, and its level from a width on when
    every cell from there is within 5% of it."""
    out: list[str] = []
    ri, row = g.rows[i], g.values[i]
    j, k = sorted(pick.draw(st.lists(st.integers(0, len(g.cols) - 1), min_size=2, max_size=2, unique=True)))
    verb = "increases" if row[k] > row[j] else "decreases"
    start, end = f"Depth {ri} starts at {row[j]:.1f} for Width {g.cols[j]}", f"{row[k]:.1f} at Width {g.cols[k]}"
    out.append(f"{start}, and then {verb} to {end}.")
    out.append(f"{start} and then {verb} to {end}.")
    out.append(f"{start}, {verb} to {end}.")  # a step after a comma
    top = sorted((v for r in g.values for v in r), reverse=True)
    out.append(f"The two highest values are {top[0]:.1f} and {top[1]:.1f}.")
    if top[0] in row and top[1] in row:  # where they are, with the values after
        out.append(f"Depth {ri} contains the two highest values ({top[1]:.1f}, {top[0]:.1f}).")
    out.append(f"The deeper rows all score above {top[0] + 5:.1f}.")  # restricted: never judged over all
    other = (i + 1) % len(g.rows)
    gaps = [abs(a - b) for a, b in zip(row, g.values[other], strict=True)]
    widest, narrowest = gaps.index(max(gaps)), gaps.index(min(gaps))
    ro = g.rows[other]
    out.append(f"The gap between Depth {ri} and Depth {ro} is largest at Width {g.cols[widest]}.")
    out.append(f"Depth {ri} and Depth {ro} differ least at Width {g.cols[narrowest]}.")
    if sum(a > b for a, b in zip(row, g.values[other], strict=True)) * 2 > len(row):
        out.append(f"Depth {ri} is generally above Depth {ro}.")
    bound = pick.draw(st.integers(0, len(g.cols) - 1))
    level = sum(row[bound:]) / len(row[bound:])
    if all(abs(v - level) <= 0.05 * level for v in row[bound:]):
        out.append(f"Depth {ri} plateaus at about {level:.1f} for widths >= {g.cols[bound]}.")
    return out


@settings(max_examples=12, deadline=None)
@given(grids(), st.data())
def test_true_claims_are_never_contradicted(g: Grid, pick: st.DataObject) -> None:
    claims = true_claims(g, pick)
    text = g.text(claims)
    got = verdicts(text)
    first = text.count("\n", 0, text.index("**Observations:**")) + 3  # line of the first claim
    wrong = [claims[n - first] for n, v in got.items() if v == "contradicted" and n >= first]
    assert not wrong, f"true claims contradicted: {wrong}\n{text}"


def false_claims(g: Grid, pick: st.DataObject) -> list[str]:
    cells = g.cells()
    hi = max(cells, key=lambda t: t[2])
    lo = min(cells, key=lambda t: t[2])
    r, c, v = pick.draw(st.sampled_from(cells))
    vmin, vmax = lo[2], hi[2]
    d = pick.draw(st.sampled_from([1.0, 2.5, 7.0]))
    n, m = len(g.rows), len(g.cols)
    k = pick.draw(st.integers(0, m - 1))
    low, high = sorted(range(n), key=lambda i: g.values[i][k])[:2]  # the two lowest rows at column k
    worst = min(range(m), key=lambda j: g.values[0][j])
    first, second = (g.rows[i] for i in sorted(range(n), key=lambda i: -g.values[i][k])[:2])
    return [
        f"For Width {g.cols[k]}, Depth {second} has the highest score.",
        f"At Width {g.cols[k]}, Depth {second} shows the highest score, followed by Depth {first}.",
        f"For Depth {g.rows[0]} the best width is {g.cols[worst]}.",
        f"Depth {g.rows[low]} is higher than Depth {g.rows[high]} at Width {g.cols[k]}.",
        f"Depth {hi[0]} shows highest score ({hi[2] - d:.1f}) in the chart.",
        f"The highest score is {hi[2] + d:.1f}, at Depth {hi[0]} and Width {hi[1]}.",
        f"The highest score is {hi[2] - d:.1f}, at Depth {hi[0]} and Width {hi[1]}.",
        f"The lowest score is {lo[2] - d:.1f}, at Depth {lo[0]} and Width {lo[1]}.",
        f"At Depth {r} and Width {c}, the score is {v + d:.1f}.",
        f"All values lie between {vmin + d:.1f} and {vmax:.1f}.",
        f"All values lie between {vmin:.1f} and {vmax - d:.1f}.",
        f"Every cell is above {vmin + 0.05:.2f}.",
        f"Every cell is below {vmax - 0.05:.2f}.",
        f"Every cell is at least {vmin + 0.1:.1f}.",
        f"No cell exceeds {vmax - 0.1:.1f}.",
        f"The grid has {WORDS[n + 1]} rows and {WORDS[m]} columns.",
        f"The grid has {WORDS[n]} rows and {WORDS[m - 1]} columns.",
        *_wrong_step_and_gap(g, pick),
    ]


def _wrong_step_and_gap(g: Grid, pick: st.DataObject) -> list[str]:
    """A step of row 0 said the wrong way ("…, and then increases to 37.5" after 41.0), and
    the gap between rows 0 and 1 said to be largest where it is narrowest."""
    row, below = g.values[0], g.values[1]
    j, k = sorted(pick.draw(st.lists(st.integers(0, len(g.cols) - 1), min_size=2, max_size=2, unique=True)))
    verb = "decreases" if row[k] > row[j] else "increases"
    out = [
        f"Depth {g.rows[0]} starts at {row[j]:.1f} for Width {g.cols[j]}, and then {verb} to {row[k]:.1f} "
        f"at Width {g.cols[k]}.",
        f"Depth {g.rows[0]} starts at {row[j]:.1f} for Width {g.cols[j]}, {verb} to {row[k]:.1f} at Width {g.cols[k]}.",
    ]
    top = sorted((v for r in g.values for v in r), reverse=True)
    out.append(f"The two highest values are {top[0]:.1f} and {top[2]:.1f}.")  # the second left out
    gaps = [abs(a - b) for a, b in zip(row, below, strict=True)]
    if min(gaps) < max(gaps):
        where = g.cols[gaps.index(min(gaps))]
        out.append(f"The gap between Depth {g.rows[0]} and Depth {g.rows[1]} is largest at Width {where}.")
    return out


@settings(max_examples=10, deadline=None)
@given(grids(), st.data())
def test_claims_with_one_number_changed_are_contradicted(g: Grid, pick: st.DataObject) -> None:
    claims = false_claims(g, pick)
    text = g.text(claims)
    got = verdicts(text)
    first = text.count("\n", 0, text.index("**Observations:**")) + 3
    missed = [claim for i, claim in enumerate(claims) if got.get(first + i) != "contradicted"]
    assert not missed, f"false claims not contradicted: {missed}\n{text}"


@settings(max_examples=10, deadline=None)
@given(grids(), st.data())
def test_one_changed_cell_contradicts_a_comparison_and_a_trend(g: Grid, pick: st.DataObject) -> None:
    # make row 0 rise steadily and sit below row 1 everywhere, then break each with one cell
    m = len(g.cols)
    g.values[0] = [20.0 + 3 * j for j in range(m)]
    g.values[1] = [60.0 + 3 * j for j in range(m)]
    j = pick.draw(st.integers(1, m - 1))
    claims = [
        f"Depth {g.rows[1]} is higher than Depth {g.rows[0]} at every width.",
        f"With Depth {g.rows[0]}, the score increases steadily with width.",
    ]
    assume(all(v not in (20.0 + 3 * k, 60.0 + 3 * k) for row in g.values[2:] for v in row for k in range(m)))
    assert all(verdicts(g.text(claims)).get(n) != "contradicted" for n in range(1, 200))
    g.values[0][j] = 99.0  # now above row 1 at that width, and a fall after it (or a rise of one step only)
    if j == m - 1:
        g.values[0][j - 1] = 99.5  # the last step falls
    got = verdicts(g.text(claims))
    text = g.text(claims)
    first = text.count("\n", 0, text.index("**Observations:**")) + 3
    assert got.get(first) == "contradicted", text
    assert got.get(first + 1) == "contradicted", text


def rankings(g: Grid, k: int, swap: bool) -> tuple[str, int]:
    """The grid's text with the rows ranked at column k under a "#### Width …" header (with
    the first two swapped), and the line of the ranking."""
    order = sorted(range(len(g.rows)), key=lambda i: -g.values[i][k])
    if swap:
        order[0], order[1] = order[1], order[0]
    chain = " > ".join(f"Depth {g.rows[i]}" for i in order)
    text = g.text([]) + f"\n#### Width {g.cols[k]}\n\n* {chain}\n"
    return text, text.count("\n")


@settings(max_examples=10, deadline=None)
@given(grids(), st.data())
def test_a_ranking_under_a_column_header_is_judged_at_that_column(g: Grid, pick: st.DataObject) -> None:
    k = pick.draw(st.integers(0, len(g.cols) - 1))
    text, line = rankings(g, k, swap=False)
    assert verdicts(text).get(line) != "contradicted", text
    text, line = rankings(g, k, swap=True)
    assert verdicts(text).get(line) == "contradicted", text


def stretch_extreme(g: Grid, i: int, j: int, wrong: bool) -> tuple[str, int]:
    """The grid's text with an extreme under a header naming the stretch of widths from
    column i to column j ("#### Widths 32–80"), said of the row of the stretch's largest
    cell (or, `wrong`, of another row), with a true clause on two other rows after it when
    one row is below another all along the stretch; and its line."""
    at = [(g.values[r][c], r) for r in range(len(g.rows)) for c in range(i, j + 1)]
    top = max(at)[1]
    said = next(r for r in range(len(g.rows)) if r != top) if wrong else top
    below = [
        (a, b)
        for a in range(len(g.rows))
        for b in range(len(g.rows))
        if said not in (a, b) and all(g.values[a][c] < g.values[b][c] for c in range(i, j + 1))
    ]
    clause = f", with Depth {g.rows[below[0][0]]} trailing Depth {g.rows[below[0][1]]}" if below else ""
    text = (
        g.text([]) + f"\n#### Widths {g.cols[i]}–{g.cols[j]}\n\n* Depth {g.rows[said]} has the highest score{clause}.\n"
    )
    return text, text.count("\n")


@settings(max_examples=10, deadline=None)
@given(grids(), st.data())
def test_an_extreme_under_a_header_naming_a_stretch_is_judged_on_it(g: Grid, pick: st.DataObject) -> None:
    i, j = sorted(pick.draw(st.lists(st.integers(0, len(g.cols) - 1), min_size=2, max_size=2, unique=True)))
    text, line = stretch_extreme(g, i, j, wrong=False)
    assert verdicts(text).get(line) != "contradicted", text
    text, line = stretch_extreme(g, i, j, wrong=True)
    assert verdicts(text).get(line) == "contradicted", text


_BARS = "## Bar Chart: Uptake (%) by Site\n\n### Detailed Analysis\n{bars}\n\n### Key Observations\n{claims}\n"
_SITES = ["Alder", "Birch", "Cedar", "Dogwood"]


@settings(max_examples=12, deadline=None)
@given(
    st.lists(st.integers(41, 69), min_size=4, max_size=4, unique=True),
    st.sampled_from(["about", "around", "roughly", "approximately", "~"]),
)
def test_a_hedged_round_number_holds_within_its_roundness(values: list[int], hedge: str) -> None:
    """ "Birch is about 40%" over a bar of 39: a hedged multiple of 5 is precise to the five,
    so every value it rounds is not contradicted; the multiple 10 above it is."""
    near = [5 * round(v / 5) for v in values]
    far = [r + 10 for r in near]  # (above every bar's share of the total, and below 100%)
    sep = "" if hedge == "~" else " "
    claims = [f"* {s} is {hedge}{sep}{r}%." for s, r in zip(_SITES * 2, near + far, strict=True)]
    bars = "\n".join(f"* **{s}:** {v}%" for s, v in zip(_SITES, values, strict=True))
    text = _BARS.format(bars=bars, claims="\n".join(claims))
    got = verdicts(text)
    first = text.count("\n", 0, text.index(claims[0])) + 1  # (the line of the first claim)
    assert all(got.get(first + i) != "contradicted" for i in range(4)), (values, near, got)
    assert all(got.get(first + 4 + i) == "contradicted" for i in range(4)), (values, far, got)
