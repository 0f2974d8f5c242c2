"""Acceptance: fixtures/check/positive has write-ups whose every statement is true (no
warning, no error); fixtures/check/negative has planted faults, each listed with its line
in <stem>.expect.json, and each must be found, with nothing else flagged.

On failure the rendered findings are printed (the pyflakes harness habit)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import CHECK, ROOT, load_json, writeups
from extract import parse_paths
from extract.models import Diagnostic
from extract.report import text as render

POSITIVE = writeups(CHECK / "positive")
NEGATIVE = writeups(CHECK / "negative")


@pytest.fixture(scope="module")
def findings() -> dict[str, list[Diagnostic]]:
    """Every finding of the check fixtures, run together (so cross-document ones appear),
    by file name."""
    result, errors = parse_paths([p.relative_to(ROOT).as_posix() for p in POSITIVE + NEGATIVE])
    assert not errors
    out: dict[str, list[Diagnostic]] = {}
    for doc in result.documents:
        out[Path(doc.source).name] = list(doc.diagnostics)
    for d in result.diagnostics:
        out.setdefault(Path(d.source).name, []).append(d)
    return out


def _serious(diags: list[Diagnostic]) -> list[Diagnostic]:
    return [d for d in diags if d.severity in ("error", "warning")]


@pytest.mark.parametrize("path", POSITIVE, ids=lambda p: p.name)
def test_true_write_ups_raise_nothing(path: Path, findings: dict[str, list[Diagnostic]]) -> None:
    got = _serious(findings.get(path.name, []))
    assert not got, "\n" + render(got, [], 1)


@pytest.mark.parametrize("path", NEGATIVE, ids=lambda p: p.name)
def test_planted_faults_are_found_and_nothing_else(path: Path, findings: dict[str, list[Diagnostic]]) -> None:
    expect = load_json(path.with_name(path.stem + ".expect.json"))["findings"]
    assert all(e.get("known_miss_reason") for e in expect if e.get("known_miss")), "a known miss needs its reason"
    got = _serious(findings.get(path.name, []))
    got_keys = {(d.name, d.span.line if d.span else None) for d in got}
    want_keys = {(e["name"], e["line"]) for e in expect if not e.get("known_miss")}
    # faults the checks do not catch yet, each with its reason in the expect file; when one
    # starts being caught, this fails so that the mark is removed
    missed_keys = {(e["name"], e["line"]) for e in expect if e.get("known_miss")}
    shown = "\n" + render(got, [], 1)
    assert want_keys <= got_keys, f"missing {sorted(want_keys - got_keys)}{shown}"
    assert got_keys <= want_keys, f"unexpected {sorted(got_keys - want_keys)}{shown}"
    assert not missed_keys & got_keys, f"now found, remove known_miss: {sorted(missed_keys & got_keys)}"
    for e in expect:
        if "other" in e:
            # one finding per cell that differs, each naming the other write-up
            same = [d for d in got if d.name == e["name"] and d.span and d.span.line == e["line"]]
            assert same and all({Path(r.source).name for r in d.related} == {e["other"]} for d in same)


def test_every_check_has_a_planted_fault() -> None:
    names = {e["name"] for p in NEGATIVE for e in load_json(p.with_name(p.stem + ".expect.json"))["findings"]}
    assert names >= {
        "value-outside-scale",
        "grid-shape",
        "cell-conflict",
        "claim-extreme",
        "claim-value",
        "claim-range",
        "claim-comparison",
        "claim-trend",
        "claim-count",
        "cross-document-conflict",
    }
