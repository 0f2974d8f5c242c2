"""Every fixture write-up against its hand-made oracle and its reviewed golden JSON.

- fixtures/seeds: the cells of gold.json (copied from shared/seeds), exactly.
- fixtures/writeups: title, kind, panels, axes, scales and cells of <stem>.truth.json.
- every fixture: the whole Document equals <stem>.expected.json (set EXTRACT_UPDATE_GOLDEN=1
  to rewrite them, then review the diff by hand before committing).
"""

from __future__ import annotations

import functools
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from conftest import CHECK, ROOT, SEEDS, WRITEUPS, load_json, number_key, writeups
from extract import Document, Result, parse_file
from extract.output import to_json

ALL = writeups(SEEDS) + writeups(WRITEUPS) + writeups(CHECK / "positive") + writeups(CHECK / "negative")


@functools.cache
def parse(path: Path) -> Document:
    """Each fixture parsed once per test process: the tests below (gold, truth, golden, schema,
    spans) each read a different side of the same Document and none changes it, so one parse
    serves them all. A parse is a function of the file alone, whatever was read before it
    (tests/test_memo.py; tests/test_hostile.py's `-j 1` and `-j 2` runs read the fixtures in
    other orders and give byte-identical output)."""
    return parse_file(path, path.relative_to(ROOT).as_posix())


def ident(p: Path) -> str:
    return p.relative_to(ROOT / "fixtures").as_posix()


# ------------------------------------------------------------------ seeds: gold cells

GOLD = load_json(SEEDS / "gold.json")


@pytest.mark.parametrize("name", sorted(GOLD["documents"]), ids=str)
def test_seed_cells_match_gold(name: str) -> None:
    doc = parse(SEEDS / name)
    gold = GOLD["documents"][name]
    assert doc.kind == gold["kind"]
    by_title = {p.title: p for p in doc.panels}
    for gp in gold["panels"]:
        panel = by_title.get(gp["title"])
        assert panel is not None, f"panel {gp['title']!r} missing; have {list(by_title)}"
        got = {(number_key(c.row), number_key(c.col)): c.value for c in panel.cells}
        want = {(number_key(r), number_key(c)): v for r, c, v in gp["cells"]}
        assert got == want


def test_seed_cell_total() -> None:
    total = sum(len(p.cells) for name in GOLD["documents"] for p in parse(SEEDS / name).panels)
    assert total == 232


# ------------------------------------------------------------------ writeups: truth files


def _axis(axis: Any) -> Any:
    if axis is None:
        return None
    return {"label": axis.label, "ticks": [number_key(t) for t in axis.ticks]}


# Styles extract does not read yet; strict, so that reading them fails the run until the mark goes.
KNOWN_LIMITS = {
    "blind2_paragraph_2x2_heatmap.md": "axes, scale and cells written inside one running paragraph are not read",
    "bar_rank_band_categories_written_as_stretches.md": (
        "categories written as stretches ('20-40%') are no ticks; their values are reported, not read"
    ),
}


def _limits(paths: list[Path], known: dict[str, str]) -> list[object]:
    return [
        pytest.param(p, marks=pytest.mark.xfail(reason=known[p.name], strict=True)) if p.name in known else p
        for p in paths
    ]


@pytest.mark.parametrize("path", _limits(writeups(WRITEUPS), KNOWN_LIMITS), ids=ident)
def test_writeup_matches_truth(path: Path) -> None:
    truth = load_json(path.with_suffix(".truth.json"))
    doc = parse(path)
    assert (doc.title, doc.kind) == (truth["title"], truth["kind"])
    assert [p.title for p in doc.panels] == [p["title"] for p in truth["panels"]]
    for panel, want in zip(doc.panels, truth["panels"], strict=True):
        # repr orders keys of mixed kinds (the series 16 beside the series "Geomean")
        got = sorted(((number_key(c.row), number_key(c.col), c.value) for c in panel.cells), key=repr)
        assert got == sorted(((number_key(r), number_key(c), v) for r, c, v in want["cells"]), key=repr), panel.title
        for which in ("x", "y"):
            if want[which] is not None:
                expected = {"label": want[which]["label"], "ticks": [number_key(t) for t in want[which]["ticks"]]}
                assert _axis(getattr(panel, which)) == expected, which
        if want["scale"] is not None:
            s = panel.scale
            assert s is not None
            assert (s.min, s.max, s.approximate) == (
                want["scale"]["min"],
                want["scale"]["max"],
                want["scale"]["approximate"],
            )
            assert s.label == want["scale"]["label"]


def test_fixture_oracles_are_self_consistent() -> None:
    """The truth and expect files were checked against the write-ups by standalone scripts
    when they were written; they must still agree."""
    for script in (WRITEUPS / "verify_truth.py", CHECK / "verify_fixtures.py", CHECK / "verify_blind.py"):
        run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, cwd=script.parent)
        assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]


# ------------------------------------------------------------------ every fixture


def _golden_path(path: Path) -> Path:
    return path.with_name(path.stem + ".expected.json")


@pytest.mark.parametrize("path", ALL, ids=ident)
def test_golden(path: Path) -> None:
    text = to_json(parse(path))
    golden = _golden_path(path)
    if os.environ.get("EXTRACT_UPDATE_GOLDEN"):
        golden.write_text(text, encoding="utf-8")
    assert golden.exists(), f"no golden file {golden.name}: run with EXTRACT_UPDATE_GOLDEN=1 and review it"
    assert text == golden.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", ALL, ids=ident)
def test_output_validates_against_schema(path: Path, schema: dict[str, Any]) -> None:
    data = Result(documents=[parse(path)]).model_dump(mode="json")
    jsonschema.validate(data, schema, cls=jsonschema.Draft202012Validator)


_TWO_UNITS = re.compile(
    r"(\d+)\s*(hours?|hrs?|h)\W*(\d+)\s*(minutes?|mins?|m)|(\d+)\s*(minutes?|mins?|m)\W*(\d+)\s*(seconds?|secs?|s)",
    re.I,
)


def _duration(text: str, label: str | None) -> float | None:
    """A duration written in two units ("1h 5m", "3 min 20 s") in the unit an axis's label
    names ("(minutes)", "(s)"), or None when the text is no such duration."""
    m = _TWO_UNITS.fullmatch(text.strip())
    unit = re.search(r"\((seconds|s|minutes|min|hours|h)\)", label or "")
    if m is None or unit is None:
        return None
    h, hm, mm, ms = (int(g) if g else 0 for g in (m.group(1), m.group(3), m.group(5), m.group(7)))
    seconds = h * 3600 + (hm + mm) * 60 + ms
    return seconds / {"s": 1, "seconds": 1, "min": 60, "minutes": 60, "h": 3600, "hours": 3600}[unit.group(1)]


@pytest.mark.parametrize("path", ALL, ids=ident)
def test_every_value_span_points_at_its_number(path: Path) -> None:
    """A cell's span covers exactly the number it was read from (a number written with a
    thousands or millions suffix, "812k", stands for the number it names)."""
    from extract.interpret.units import scaled_value, suffixed_value
    from extract.numbers import parse_number

    lines = path.read_text(encoding="utf-8-sig").replace("\r\n", "\n").split("\n")
    for panel in parse(path).panels:
        for cell in panel.cells:
            s = cell.span
            assert s.line == s.end_line
            text = lines[s.line - 1][s.column - 1 : s.end_column - 1]
            written = suffixed_value(text)
            # a value written with a scale suffix ("48.2k" by "20k, 40k", "~1.2B" a reading) is that number
            scaled = scaled_value(text.lstrip("~≈ ")) if written is None and text[-1:] in "kKMB" else None
            stands = written if written is not None else scaled if scaled is not None else None
            if stands is None and panel.y is not None:
                stands = _duration(text, panel.y.label)  # "1h 5m" on a y axis "Build time (minutes)" is 65
            if stands is None:
                stands = parse_number(text)[0]
            assert stands == cell.value, (panel.title, cell, text)
