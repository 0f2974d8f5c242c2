"""Benchmark: pathological but legal write-ups, each at size n and 4n, as a time ratio.

    python benchmarks/pathological.py                  # every shape at its default n, and at ~1 MB
    python benchmarks/pathological.py --shapes wide_table,tall_table --no-mb
    python benchmarks/pathological.py --scale 0.25     # smaller n (what tests/test_pathological.py runs)

Each shape is a generator `shape(n) -> texts` of write-ups that any model could write,
only far larger in one direction than usual (a table of n columns, n series, a paragraph
of n sentences, ...). For each shape the whole per-file pipeline of `extract` (reading,
binding, claims, checks, the JSON of the document, and the cross-document check over
the texts) is timed at n and at 4n, best of `--repeat` runs each from empty bounded caches
(`forget`), and the ratio printed: a
linear pipeline gives ~4, a quadratic one ~16. Last, each shape is timed once at about
1 MB of text (skipped, with the estimate, when the 4n time says it would take more than
`--max-seconds`).

The generators are shared with tests/test_pathological.py, which runs every shape at a
small size and fails when 4x the input costs more than 6x the time.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

Shape = Callable[[int], list[str]]

_HEAD = (
    "# {title}\n\n## Overview\nA {kind} chart of accuracy against step for several models, "
    "each bar or point annotated with its value.\n\n"
)
_AXES = '## Axes\n- X-axis: "Step", ticks 1, 2, 3, 4.\n- Y-axis: "Accuracy (%)", from 0 to 100.\n\n'


def _v(i: int) -> str:
    """A value that varies with i: 10.0 .. 99.9."""
    return f"{10 + (i * 37) % 900 / 10:.1f}"


def wide_table(n: int) -> list[str]:
    """A table of n columns and three rows."""
    head = "| Model | " + " | ".join(f"C{j}" for j in range(n)) + " |\n"
    rule = "|---|" + "---|" * n + "\n"
    rows = "".join(f"| M{i} | " + " | ".join(_v(i * n + j) for j in range(n)) + " |\n" for i in range(3))
    return [_HEAD.format(title="Wide table", kind="bar") + "## Data\n" + head + rule + rows]


def tall_table(n: int) -> list[str]:
    """A table of four columns and n rows."""
    rows = "".join(f"| R{i} | {_v(i)} | {_v(i + 1)} | {_v(i + 2)} | {_v(i + 3)} |\n" for i in range(n))
    table = "| Setting | A | B | C | D |\n|---|---|---|---|---|\n" + rows
    return [_HEAD.format(title="Tall table", kind="heatmap") + "## Data\n" + table]


def long_table(n: int) -> list[str]:
    """A long-format table: one row per (series, x) pair, n rows over sqrt-many series."""
    k = max(2, int(n**0.5))
    rows = "".join(f"| Model {i % k} | {i // k} | {_v(i)} |\n" for i in range(n))
    table = "| Model | Step | Accuracy |\n|---|---|---|\n" + rows
    return [_HEAD.format(title="Long table", kind="line") + "## Data\n" + table]


def long_row(n: int) -> list[str]:
    """One data row of n values."""
    row = "* **Model A:** " + ", ".join(_v(i) for i in range(n)) + "\n"
    return [_HEAD.format(title="Long row", kind="line") + _AXES + "## Data\n" + row]


def long_ticks(n: int) -> list[str]:
    """Tick lists of n ticks, and a row as long."""
    ticks = ", ".join(str(i) for i in range(n))
    axes = f'## Axes\n- X-axis: "Step", ticks {ticks}.\n- Y-axis: "Layer", ticks {ticks}.\n\n'
    row = "* Model A: " + ", ".join(_v(i) for i in range(n)) + "\n"
    return [_HEAD.format(title="Long ticks", kind="line") + axes + "## Data\n" + row]


def many_series(n: int) -> list[str]:
    """n series, each under its own bold header with four 'at x' points."""
    body = "".join(
        f"**Model {i}** (line {i})\n" + "".join(f"- At x = {x}, y = {_v(i + x)}.\n" for x in (1, 2, 3, 4)) + "\n"
        for i in range(n)
    )
    return [_HEAD.format(title="Many series", kind="line") + _AXES + "## Data points\n" + body]


def many_series_rows(n: int) -> list[str]:
    """n series as rows of one list ('* Model i: v, v, v, v')."""
    body = "".join(f"* Model {i}: {_v(i)}, {_v(i + 1)}, {_v(i + 2)}, {_v(i + 3)}\n" for i in range(n))
    return [_HEAD.format(title="Many series rows", kind="line") + _AXES + "## Data\n" + body]


def many_panels(n: int) -> list[str]:
    """n panels, each a heading and a 2x2 table."""
    body = "".join(
        f"### Panel {i}: Metric {i}\n\n| Size | Ratio 0.1 | Ratio 0.2 |\n|---|---|---|\n"
        f"| 100 | {_v(i)} | {_v(i + 1)} |\n| 200 | {_v(i + 2)} | {_v(i + 3)} |\n\n"
        for i in range(n)
    )
    return [_HEAD.format(title="Many panels", kind="heatmap") + "## Panels\n" + body]


def panel_markers(n: int) -> list[str]:
    """n lettered panels '(a)', '(b)', ... (the letters repeat past z), each with a row."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    body = "".join(
        f"**({letters[i % 26]}) Metric {i}:**\n- Model A: {_v(i)}, {_v(i + 1)}\n- Model B: {_v(i + 2)}, {_v(i + 3)}\n"
        for i in range(n)
    )
    prose = " ".join(f"({letters[i % 26]}) shows metric {i}." for i in range(n))
    return [_HEAD.format(title="Panel markers", kind="bar") + prose + "\n\n## Data\n" + body]


def scatter_points(n: int) -> list[str]:
    """A scatter plot of n points, one per line."""
    body = "".join(f"- ({i * 0.5:.1f}, {_v(i)})\n" for i in range(n))
    return [
        _HEAD.format(title="Scatter", kind="scatter")
        + '## Axes\n- X-axis: "Dose", from 0 to 100.\n- Y-axis: "Response", from 0 to 100.\n\n'
        + "## Data points\nEach point is given as (dose, response).\n"
        + body
    ]


def many_headings(n: int) -> list[str]:
    """n headings, each with a sentence of text under it."""
    body = "".join(f"## Section {i}\nThe value in section {i} is about {_v(i)} on the scale.\n\n" for i in range(n))
    return [_HEAD.format(title="Many headings", kind="bar") + body]


_GRID = (
    "## Data\n* Model A: 40.1, 45.2, 50.3, 55.4\n* Model B: 42.0, 44.0, 49.0, 57.0\n"
    "* Model C: 30.5, 31.5, 32.5, 33.5\n\n"
)
# claims of every kind the reader knows, judged against _GRID (some read, some not)
_SAYS = (
    "Model C rises at every step.",
    "Model A is above Model C at every step.",
    "Model C stays between 30 and 34.",
    "All values are below 60.",
    "Model B has the highest accuracy at step {x}.",
    "At step {x} Model A reaches about {v}.",
    "The chart shows three models.",
    "Model B peaks at 57.0 at step 4, {v} points above Model C.",
)


def _say(i: int) -> str:
    return _SAYS[i % len(_SAYS)].format(x=1 + i % 4, v=_v(i))


def many_claims(n: int) -> list[str]:
    """A small grid, then n observations on it, one per item."""
    obs = "".join(f"- {_say(i)}\n" for i in range(n))
    return [_HEAD.format(title="Many claims", kind="line") + _AXES + _GRID + "## Key observations\n" + obs]


def claims_on_a_big_grid(n: int) -> list[str]:
    """n series of four values, and n claims on them (each kind, about any series or all)."""
    rows = "".join(f"* {_name(i)}: {_v(i)}, {_v(i + 1)}, {_v(i + 2)}, {_v(i + 3)}\n" for i in range(n))
    says = (
        "{a} rises at every step.",
        "{a} is above {b} at every step.",
        "{a} stays between 10 and 100.",
        "All values are below 100.",
        "{a} has the highest accuracy at step {x}.",
        "At step {x} {a} reaches about {v}.",
        "{a} is the best model at every step.",
        "The lowest value in the chart is 10.0.",
    )
    obs = "".join(
        f"- {says[i % len(says)].format(a=_name(i), b=_name(i // 2), x=1 + i % 4, v=_v(i))}\n" for i in range(n)
    )
    return [
        _HEAD.format(title="Claims on a big grid", kind="line")
        + _AXES
        + "## Data\n"
        + rows
        + "\n## Observations\n"
        + obs
    ]


def long_prose(n: int) -> list[str]:
    """A small grid, then one paragraph of n sentences on it."""
    text = " ".join(_say(i) for i in range(n))
    return [_HEAD.format(title="Long prose", kind="line") + _AXES + _GRID + "## Analysis\n" + text + "\n"]


def nested_emphasis(n: int) -> list[str]:
    """Emphasis and brackets nested n deep around a value, in a data row and in prose."""
    marks = "".join("**" if i % 2 else "_" for i in range(n))
    value = marks + "(" * n + "42.5" + ")" * n + marks[::-1]
    row = f"* Model A: {value}, 43.1\n"
    prose = "The value " + "[" * n + "is 42.5" + "]" * n + " at the end.\n"
    return [_HEAD.format(title="Nesting", kind="bar") + _AXES + "## Data\n" + row + "\n" + prose]


def deep_indent(n: int) -> list[str]:
    """Items indented n spaces deep: a bare label, a data line and a claim under it (a pattern
    anchored at the line's start must not try every split of the indentation)."""
    pad = " " * n
    body = f"{pad}- **Model A:**\n{pad}- Model A: 41.5, 42.5\n{pad}- item\n{pad}- Model A is highest at 42.5.\n"
    return [_HEAD.format(title="Deep indent", kind="bar") + _AXES + "## Data\n" + body]


def long_words(n: int) -> list[str]:
    """A word of n letters and a number of n digits, as a series name and as a value."""
    word = "".join("abcdefghij"[i % 10] for i in range(n))
    number = "".join(str(i % 10) for i in range(n))
    body = f"* {word}: {number}, 1.5\n* Model B: 2.5, {number}.5\n\nThe {word} series peaks at {number}.\n"
    return [_HEAD.format(title="Long words", kind="bar") + _AXES + "## Data\n" + body]


def claims_on_every_cell(n: int) -> list[str]:
    """n series of four values, and n claims each about every cell ("all values stay
    between 5 and 6"): each is judged on the panel's index of its values, not on its 4n cells."""
    rows = "".join(f"* {_name(i)}: {_v(i)}, {_v(i + 1)}, {_v(i + 2)}, {_v(i + 3)}\n" for i in range(n))
    obs = "".join(f"- **Zeta {i}:** all values stay between 5 and 6.\n" for i in range(n))
    return [
        _HEAD.format(title="Claims on every cell", kind="line")
        + _AXES
        + "## Data\n"
        + rows
        + "\n## Observations\n"
        + obs
    ]


def legend_entries(n: int) -> list[str]:
    """A legend of n entries, each a series that then has a row."""
    legend = "- Legend: " + ", ".join(f"Model {i} (colour {i})" for i in range(n)) + ".\n\n"
    rows = "".join(f"* Model {i}: {_v(i)}, {_v(i + 1)}, {_v(i + 2)}, {_v(i + 3)}\n" for i in range(n))
    return [_HEAD.format(title="Legend", kind="line") + _AXES + legend + "## Data\n" + rows]


def series_sentences(n: int) -> list[str]:
    """A legend of n entries, then one sentence per series that names it and states two
    points ("**Model 3 (blue):** The line starts at approximately 0.3 at step 1 …")."""
    legend = "- Legend: " + ", ".join(f"Model {i} (colour {i})" for i in range(n)) + ".\n\n"
    rows = "".join(
        f"* **Model {i} (blue):** The line starts at approximately {_v(i)} at step 1 and reaches about "
        f"{_v(i + 1)} at step 4. Model {i} stays ahead of Model {i + 1} at step 2.\n"
        for i in range(n)
    )
    return [_HEAD.format(title="Sentences", kind="line") + _AXES + legend + "## Data\n" + rows]


def _name(i: int) -> str:
    """A series name without digits: 'Nova ab'."""
    letters = ""
    while True:
        letters += "abcdefghijklmnopqrstuvwxyz"[i % 26]
        i //= 26
        if i == 0:
            return "Nova " + letters


def legend_items(n: int) -> list[str]:
    """A legend written as n items of its own, then category lines naming every entry."""
    legend = "* **Legend:**\n" + "".join(f"* {_name(i)} (Grey)\n" for i in range(n)) + "\n"
    cats = "".join(
        f"* **{t}:** " + ", ".join(f"{_name(i)} ~{_v(i + j)}%" for i in range(n)) + ".\n"
        for j, t in enumerate(("Arithmetic", "Reading"))
    )
    axes = "* **Y-axis:** Skill: arithmetic, reading\n* **X-axis:** Accuracy (%)\n"
    return ["## Horizontal Bar Chart: Accuracy by task\n\n" + axes + legend + "### Detailed Analysis\n" + cats]


def suppressions(n: int) -> list[str]:
    """n rows each with an `extract: ignore` comment, half of them unused."""
    rows = "".join(
        f"* Model {i}: {_v(i)}, {_v(i + 1)} <!-- extract: ignore[{'FX101' if i % 2 else 'FX402'}] -->\n"
        for i in range(n)
    )
    return [_HEAD.format(title="Suppressions", kind="line") + _AXES + "## Data\n" + rows]


def category_lines(n: int) -> list[str]:
    """n bold category lines of a few values each ('**Task i:** ~62%')."""
    body = "".join(f"**Task {i}:** ~{_v(i)}%\n" for i in range(n))
    return [_HEAD.format(title="Categories", kind="bar") + '- X-axis: "Task".\n\n## Data\n' + body]


def char_runs(n: int) -> list[str]:
    """Every run of tests/test_hostile.py's PATHOLOGICAL table (digits, commas, dashes,
    marks, brackets, pipes, ...) n/100 times over, as a data row and as prose."""
    sys.path.insert(0, str(ROOT / "tests"))
    try:
        from test_hostile import PATHOLOGICAL
    finally:
        sys.path.remove(str(ROOT / "tests"))
    k = max(1, n // 100)
    body = "".join(f"* Row 1: {run * k}\n\n{run * k}\n\n" for _, run in sorted(PATHOLOGICAL.items()))
    return [_HEAD.format(title="Runs", kind="bar") + _AXES + "## Data\n" + body]


def arrow_chains(n: int) -> list[str]:
    """A chain of n values joined by arrows, and n changes written 'from a → b'."""
    chain = "- **Model A:** " + " → ".join(_v(i) for i in range(n)) + "\n"
    changes = "".join(f"- Step {i}: rises from {_v(i)} → {_v(i + 1)}\n" for i in range(n))
    return [_HEAD.format(title="Arrow chains", kind="line") + _AXES + "## Data\n" + chain + changes]


def scale_stops(n: int) -> list[str]:
    """A colour bar told in n stops after a scale line, then a small grid."""
    stops = "".join(f"* **Top (Green):** {_v(i)}\n" for i in range(n))
    grid = "| Model | A | B |\n|---|---|---|\n| M1 | 12.5 | 40.1 |\n"
    return [
        _HEAD.format(title="Scale stops", kind="heatmap") + "* **Legend:** a color bar with the scale:\n" + stops + grid
    ]


def cross_writeups(n: int) -> list[str]:
    """n write-ups of one figure (the same title and grid, one cell off in every tenth)."""
    out = []
    for d in range(n):
        off = 0.5 if d % 10 == 9 else 0.0
        out.append(
            "# Accuracy by step\n\n## Data\n| Model | 1 | 2 | 3 |\n|---|---|---|---|\n"
            f"| Model A | {40.0 + off} | 45.0 | 50.0 |\n| Model B | 42.0 | 44.0 | 49.0 |\n"
        )
    return out


def cross_panels(n: int) -> list[str]:
    """Four write-ups of one figure of n titled panels each."""
    out = []
    for d in range(4):
        out.append(
            "# Sweep\n\n"
            + "".join(
                f"### Metric {i} heatmap\n| Size | 0.1 | 0.2 |\n|---|---|---|\n| 100 | {_v(i + d % 2)} | {_v(i)} |\n\n"
                for i in range(n)
            )
        )
    return out


def cross_cells(n: int) -> list[str]:
    """n untitled write-ups over the same axes, run without --figure-key: every fifth pair
    one figure (the same grid, one cell off), the others each its own; found by their cells."""
    out = []
    for d in range(n):
        f = d // 2 if d % 10 < 2 else d + n  # write-ups 0 and 1, 10 and 11, ... are one figure
        off = 0.5 if d % 10 == 1 else 0.0
        a, b = 20 + f % 61, 30 + (f * 7) % 53
        out.append(
            "A line chart of accuracy against step, one line per model.\n\n"
            "| Model | 1 | 2 | 3 | 4 |\n|---|---|---|---|---|\n"
            f"| Model A | {a + off:.1f} | {a + 1.5:.1f} | {a + 3:.1f} | {a + 4.5:.1f} |\n"
            f"| Model B | {b:.1f} | {b + 2.5:.1f} | {b + 5:.1f} | {b + 7.5:.1f} |\n"
        )
    return out


BY_CELLS: set[Shape] = {cross_cells}
"""Shapes whose write-ups are run without --figure-key: figures found by their cells."""

# name -> (generator, n for the benchmark); tests/test_pathological.py runs a fraction of n
SHAPES: dict[str, tuple[Shape, int]] = {
    "wide_table": (wide_table, 2_000),
    "tall_table": (tall_table, 2_000),
    "long_table": (long_table, 2_000),
    "long_row": (long_row, 10_000),
    "long_ticks": (long_ticks, 5_000),
    "many_series": (many_series, 500),
    "many_series_rows": (many_series_rows, 1_000),
    "many_panels": (many_panels, 300),
    "panel_markers": (panel_markers, 300),
    "scatter_points": (scatter_points, 2_000),
    "many_headings": (many_headings, 1_000),
    "many_claims": (many_claims, 400),
    "long_prose": (long_prose, 400),
    "claims_on_a_big_grid": (claims_on_a_big_grid, 400),
    "nested_emphasis": (nested_emphasis, 2_000),
    "char_runs": (char_runs, 1_000),
    "long_words": (long_words, 20_000),
    "deep_indent": (deep_indent, 20_000),
    "legend_entries": (legend_entries, 500),
    "legend_items": (legend_items, 500),
    "series_sentences": (series_sentences, 500),
    "suppressions": (suppressions, 1_000),
    "category_lines": (category_lines, 1_000),
    "arrow_chains": (arrow_chains, 2_000),
    "scale_stops": (scale_stops, 2_000),
    "cross_writeups": (cross_writeups, 100),
    "cross_panels": (cross_panels, 100),
    "cross_cells": (cross_cells, 400),
    # at the test's quarter (100) a scan of every cell per claim hardly shows beside the cost
    # of reading each claim (~6-7x): tests/test_linear_lookups.py holds the judges to no scan
    "claims_on_every_cell": (claims_on_every_cell, 400),
}

# shapes still super-linear, timed by the benchmark only (tests/test_pathological.py runs
# SHAPES; at its small size the square term of these does not show yet)
OPEN: dict[str, tuple[Shape, int]] = {}


def run(texts: list[str], by_cells: bool = False) -> None:
    """The whole per-file pipeline of one run over `texts`: each parsed and written as
    JSON, then the cross-document check over them (as `extract --figure-key` does, or
    with `by_cells` as `extract` without it does)."""
    from extract.api import parse_text
    from extract.checks import compare_sheets, cross
    from extract.config import Config
    from extract.output import nested

    config = Config() if by_cells else Config(figure_key=r"^(fig)")
    sheets = []
    for i, text in enumerate(texts):
        doc = parse_text(text, f"fig_{i:05d}.md", config)
        nested(doc, 2)
        sheets.append(cross.sheet(doc, i))
    compare_sheets(sheets, config)


def forget() -> None:
    """Empty the bounded caches of `extract` (the answers for texts read before), keeping
    the grammars and patterns built once (unbounded caches): each timed run reads its text
    as a fresh `extract` would. Else the run at n, whose text the warm-up has just read,
    is timed on cache hits and the first run at 4n on misses: a ratio of cache hits, up
    to 2x above the growth of the work (scatter_points: 9.8 warm, 4.3 cold)."""
    for name, module in list(sys.modules.items()):
        if name == "extract" or name.startswith("extract."):
            for value in list(vars(module).values()):
                info = getattr(value, "cache_info", None)
                if callable(info) and info().maxsize is not None:
                    value.cache_clear()


def best(
    texts: list[str], repeat: int, clock: Callable[[], float] = time.perf_counter, by_cells: bool = False
) -> float:
    """The least time of `repeat` runs over `texts` (wall time, or `clock`:
    time.process_time counts this process alone, whatever else the machine runs)."""
    times = []
    for _ in range(repeat):
        forget()
        gc.collect()
        t = clock()
        run(texts, by_cells)
        times.append(clock() - t)
    return min(times)


def ratio(
    shape: Shape, n: int, repeat: int, clock: Callable[[], float] = time.perf_counter
) -> tuple[float, float, float]:
    """(time at n, time at 4n, their ratio), each the best of `repeat` runs."""
    small, big = shape(n), shape(4 * n)
    by_cells = shape in BY_CELLS
    run(small, by_cells)  # warm: grammars built, regexes compiled
    a, b = best(small, repeat, clock, by_cells), best(big, repeat, clock, by_cells)
    return a, b, b / max(a, 1e-6)


def size(texts: list[str]) -> int:
    return sum(len(t.encode("utf-8")) for t in texts)


def megabyte_n(shape: Shape, n: int) -> int:
    """The n that makes about 1 MB of text."""
    return max(1, round(n * 1_000_000 / size(shape(n))))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shapes", help="comma-separated shape names (default: all)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every shape's n by this")
    parser.add_argument("--repeat", type=int, default=3, help="runs per size; the best is kept")
    parser.add_argument("--no-mb", action="store_true", help="skip the ~1 MB run of each shape")
    parser.add_argument("--max-seconds", type=float, default=120.0, help="skip a 1 MB run estimated to take longer")
    parser.add_argument(
        "--cpu", action="store_true", help="time this process's CPU time, not wall time (a machine shared with others)"
    )
    parser.add_argument(
        "--no-gc", action="store_true", help="freeze what is alive and keep the collector off while timing"
    )
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    if args.no_gc:
        gc.collect()
        gc.freeze()
        gc.disable()
    shapes = SHAPES | OPEN
    names = args.shapes.split(",") if args.shapes else list(shapes)
    print(f"{'shape':<18} {'n':>7} {'t(n) s':>8} {'t(4n) s':>8} {'ratio':>6} {'1 MB n':>8} {'1 MB s':>8}")
    for name in names:
        shape, n0 = shapes[name]
        n = max(1, int(n0 * args.scale))
        a, b, r = ratio(shape, n, args.repeat, clock)
        line = f"{name:<18} {n:>7} {a:>8.3f} {b:>8.3f} {r:>6.2f}"
        if not args.no_mb:
            m = megabyte_n(shape, n)
            # from 4n to m at the measured growth: t(m) ~ t(4n) * (m / 4n) ** log4(ratio)
            growth = max(1.0, r) ** (1 / 2)  # per doubling
            guess = b * growth ** max(0.0, _log2(m / (4 * n)))
            if guess > args.max_seconds:
                line += f" {m:>8} {'>' + format(guess, '.0f'):>8}"
            else:
                texts = shape(m)
                line += f" {m:>8} {best(texts, 1, clock, shape in BY_CELLS):>8.2f}"
        print(line, flush=True)


def _log2(x: float) -> float:
    import math

    return math.log2(x) if x > 0 else 0.0


if __name__ == "__main__":
    main()
