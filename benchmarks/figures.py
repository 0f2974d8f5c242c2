"""Benchmark: several write-ups of one figure cost no more than single write-ups.

    python benchmarks/figures.py                 # 1,000 write-ups per corpus (under a minute)
    python benchmarks/figures.py --size 20000    # the issue's size (whole runs take minutes)

Two corpora of the same number of generated write-ups (own-words templates in three
styles: a table, bullets with "at x:", plain lists; grids of random values):

  single  every write-up describes its own figure
  triple  5% of the figures are described three times (in the three styles, titled three
          ways, one write-up off by a little in one cell), the others once

Both are run, alternating, as whole processes (`extract --check --figure-key ... -j 2`), and
the cross-document stage alone (grouping, matching, findings, consensus) is timed in this
process over the sheets of each corpus. The report gives each time and the ratio
triple / single: near 1 means grouping and matching grow with the documents, not with pairs.

Last, the same two corpora written untitled are compared without --figure-key: every
write-up has the same series and ticks, so figures are found by their cells alone
(checks/content.py), through an index that compares each panel with a few others. The
report gives the time of that stage, the figures it found (the triples, and no other)
and its findings (the one misread cell of each triple).
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from extract.checks.cross import Sheet, sheet  # noqa: E402  (after the path is set)
from extract.models import Document  # noqa: E402

KEY = r"^(fig\d+)_"
ROWS = ["Alpha", "Beta", "Gamma"]
COLS = [1, 2, 4, 8]
TITLES = ["Error rate by budget", "Error Rate vs. Budget", "Error rate against budget (all runs)"]
COLOURS = ["blue", "orange", "green"]


def _grid(rng: random.Random) -> list[list[float]]:
    return [[round(rng.uniform(10, 90), 1) for _ in COLS] for _ in ROWS]


def _titled(title: str | None) -> str:
    return f"# {title}\n\n" if title else ""


def _table(title: str | None, grid: list[list[float]]) -> str:
    head = "| Method | " + " | ".join(f"$2^{i}$" for i in range(len(COLS))) + " |"
    rule = "|---" * (len(COLS) + 1) + "|"
    rows = [
        f"| {r} ({c} line) | " + " | ".join(f"{v:.1f}" for v in vals) + " |"
        for r, c, vals in zip(ROWS, COLOURS, grid, strict=True)
    ]
    return _titled(title) + "- X-axis: budget\n- Y-axis: error rate (%)\n\n" + "\n".join([head, rule, *rows]) + "\n"


def _bullets(title: str | None, grid: list[list[float]]) -> str:
    lines = [
        f"- **{r}** ({c}): " + ", ".join(f"at {x}: {v:.1f}" for x, v in zip(COLS, vals, strict=True))
        for r, c, vals in zip(ROWS, COLOURS, grid, strict=True)
    ]
    return _titled(title) + "One line per method; the budget runs 1, 2, 4, 8.\n\n" + "\n".join(lines) + "\n"


def _lists(title: str | None, grid: list[list[float]]) -> str:
    lines = [f"- {r}: " + ", ".join(f"{v:.1f}" for v in vals) for r, vals in zip(ROWS, grid, strict=True)]
    return _titled(title) + "- X-axis: budget (1, 2, 4, 8)\n- Y-axis: error rate\n\n" + "\n".join(lines) + "\n"


STYLES = [_table, _bullets, _lists]


def corpus(folder: Path, n: int, triple: bool, seed: int = 11, titled: bool = True) -> int:
    """`n` write-ups (untitled unless `titled`); with `triple`, 5% of the figures have
    three. Returns the figures."""
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    threes = n // 22 if triple else 0  # 5% of the figures: t / (t + s) = 0.05 with 3t + s = n
    figures = threes + (n - 3 * threes)
    written = 0
    for f in range(figures):
        grid = _grid(rng)
        copies = 3 if f < threes else 1
        for k in range(copies):
            style = STYLES[(f + k) % 3]
            g = [row[:] for row in grid]
            if copies == 3 and k == 2:
                g[0][1] = round(g[0][1] + 1.5, 1)  # one write-up misreads one cell
            sub = folder / f"{written // 1000:03d}"
            sub.mkdir(exist_ok=True)
            (sub / f"fig{f:06d}_{'abc'[k]}.md").write_text(style(TITLES[k] if titled else None, g), encoding="utf-8")
            written += 1
    return figures


def whole(folder: Path) -> tuple[float, int]:
    """Wall time and peak memory (KB) of `extract --check --figure-key` over `folder`."""
    cmd = [sys.executable, "-m", "extract", "--check", "-q", "-j", "2", "--figure-key", KEY, str(folder)]
    t = time.perf_counter()
    run = subprocess.run(["/usr/bin/time", "-f", "%M", *cmd], capture_output=True, text=True, cwd=ROOT)
    wall = time.perf_counter() - t
    if run.returncode not in (0, 1):
        raise SystemExit(f"{cmd} failed: {run.stderr[-500:]}")
    return wall, int(run.stderr.strip().splitlines()[-1])


def _sheet(doc: Document) -> Sheet:
    """Runs in the worker: what the cross-document stage keeps of a document."""
    return sheet(doc, 0)


def cross_stage(folder: Path, repeat: int, figure_key: str | None = KEY) -> tuple[float, int, int]:
    """Best time of the cross-document stage over `folder`'s sheets; findings, figures."""
    from extract.checks import compare_sheets
    from extract.config import Config
    from extract.run import outcomes

    config = Config(figure_key=figure_key)
    found = [o.value for o in outcomes([folder], config, 2, _sheet) if o.value is not None]
    sheets = [s.at(i) for i, s in enumerate(found)]
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        diags, figures = compare_sheets(sheets, config)
        best = min(best, time.perf_counter() - t)
    return best, len(diags), len(figures)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=1000, help="write-ups per corpus (20000: the issue's size)")
    parser.add_argument("--repeat", type=int, default=1, help="alternating rounds; the best of each is kept")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="extract-figures-") as tmp:
        single, triple = Path(tmp) / "single", Path(tmp) / "triple"
        figures = {"single": corpus(single, args.size, False), "triple": corpus(triple, args.size, True)}
        runs: dict[str, list[tuple[float, int]]] = {"single": [], "triple": []}
        for _ in range(args.repeat):  # alternate, so load on the machine hits both alike
            runs["single"].append(whole(single))
            runs["triple"].append(whole(triple))
        stage = {"single": cross_stage(single, 3), "triple": cross_stage(triple, 3)}
        bare = {"single": Path(tmp) / "single-untitled", "triple": Path(tmp) / "triple-untitled"}
        corpus(bare["single"], args.size, False, titled=False)
        corpus(bare["triple"], args.size, True, titled=False)
        cells = {k: cross_stage(v, 3, None) for k, v in bare.items()}
    best = {k: min(w for w, _ in v) for k, v in runs.items()}
    report = {
        "write-ups per corpus": args.size,
        "figures": figures,
        "whole run, extract --check --figure-key -j 2 (s)": {k: round(v, 2) for k, v in best.items()},
        "whole run ratio (triple / single)": round(best["triple"] / best["single"], 3),
        "peak MB": {k: round(max(p for _, p in v) / 1024, 1) for k, v in runs.items()},
        "cross-document stage alone (s)": {k: round(v[0], 4) for k, v in stage.items()},
        "cross-document stage ratio (triple / single)": round(stage["triple"][0] / stage["single"][0], 3),
        "findings": {k: v[1] for k, v in stage.items()},
        "figures with several write-ups": {k: v[2] for k, v in stage.items()},
        "by cells alone, untitled, no --figure-key (s)": {k: round(v[0], 4) for k, v in cells.items()},
        "by cells alone: findings": {k: v[1] for k, v in cells.items()},
        "by cells alone: figures with several write-ups": {k: v[2] for k, v in cells.items()},
    }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
