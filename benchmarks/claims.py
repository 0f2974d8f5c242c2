"""Benchmark: precision and recall of claim findings on the labelled corpus.

    python benchmarks/claims.py            # the table, per kind and overall
    python benchmarks/claims.py -v         # and every miss and every false alarm

fixtures/claims/<name>.md is an own-words write-up (a data section the reader reads in full,
then observations); <name>.claims.json labels sentences of it: {"line", "kind", "truth",
"text"}. truth false means the cells of the write-up prove the sentence wrong.

A finding (a warning or an error) on the line of a true sentence is a false positive; a
false sentence with no finding on its line is a miss. Precision = tp / (tp + fp), recall =
tp / (tp + fn); a kind with no false sentences (title, legend and colour lines) has no
recall, only its false positives.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "fixtures" / "claims"
sys.path.insert(0, str(ROOT))

from extract import parse_file  # noqa: E402  (after the path is set)


@dataclass(slots=True)
class Tally:
    """Counts for one kind, with the sentences behind the misses and false alarms."""

    tp: int = 0
    fp: int = 0
    fn: int = 0
    true: int = 0
    false: int = 0
    misses: list[str] = field(default_factory=list)
    alarms: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float | None:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else None

    @property
    def recall(self) -> float | None:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else None


def score(corpus: Path = CORPUS) -> dict[str, Tally]:
    """Tallies per kind, and "overall"; raises ValueError when a label's text is not on its line."""
    tallies: dict[str, Tally] = {}
    overall = Tally()
    for labels_path in sorted(corpus.glob("*.claims.json")):
        md = labels_path.with_name(labels_path.name.removesuffix(".claims.json") + ".md")
        lines = md.read_text(encoding="utf-8").split("\n")
        doc = parse_file(md, md.relative_to(ROOT).as_posix() if md.is_relative_to(ROOT) else md.name)
        flagged: dict[int, list[str]] = {}
        for d in doc.diagnostics:
            if d.severity in ("error", "warning"):
                flagged.setdefault(d.span.line, []).append(f"{d.name}: {d.message}")
        for label in json.loads(labels_path.read_text(encoding="utf-8"))["sentences"]:
            n, kind, truth, text = label["line"], label["kind"], label["truth"], label["text"]
            if text not in lines[n - 1]:
                raise ValueError(f"{md.name}:{n}: label text {text!r} is not on that line")
            where = f"{md.name}:{n}: {text}"
            for t in (tallies.setdefault(kind, Tally()), overall):
                if truth:
                    t.true += 1
                    if n in flagged:
                        t.fp += 1
                        t.alarms.append(f"{where}\n      {flagged[n][0]}")
                else:
                    t.false += 1
                    if n in flagged:
                        t.tp += 1
                    else:
                        t.fn += 1
                        t.misses.append(where)
    tallies["overall"] = overall
    return tallies


def _pct(v: float | None) -> str:
    return "   -" if v is None else f"{100 * v:5.1f}%"


def table(tallies: dict[str, Tally]) -> str:
    rows = [f"{'kind':<12} {'true':>5} {'false':>5} {'tp':>4} {'fp':>4} {'fn':>4} {'precision':>10} {'recall':>8}"]
    for kind in [*sorted(k for k in tallies if k != "overall"), "overall"]:
        t = tallies[kind]
        counts = f"{t.true:>5} {t.false:>5} {t.tp:>4} {t.fp:>4} {t.fn:>4}"
        rows.append(f"{kind:<12} {counts} {_pct(t.precision):>10} {_pct(t.recall):>8}")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-v", "--verbose", action="store_true", help="list every miss and false alarm")
    ap.add_argument("corpus", nargs="?", type=Path, default=CORPUS)
    args = ap.parse_args(argv)
    tallies = score(args.corpus)
    print(table(tallies))
    if args.verbose:
        overall = tallies["overall"]
        for title, items in (("false alarms", overall.alarms), ("misses", overall.misses)):
            print(f"\n{title} ({len(items)}):")
            for item in items:
                print("  " + item)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
