"""--format sarif: valid against the official SARIF 2.1.0 schema (jsonschema) and read by
the real sarif-tools (`sarif summary`)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from conftest import CHECK, ROOT
from extract.messages import MESSAGES

SARIF_SCHEMA = ROOT.parent / "shared" / "schemas" / "sarif-schema-2.1.0.json"
NEGATIVE = CHECK / "negative"


def _extract(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "extract", *args], capture_output=True, text=True, cwd=ROOT)


@pytest.fixture(scope="module")
def negative_sarif(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any], list[dict[str, Any]]]:
    out = tmp_path_factory.mktemp("sarif") / "findings.sarif"
    done = _extract("--check", "--format", "sarif", "-o", str(out), "fixtures/check/negative")
    assert done.returncode == 1, done.stderr
    as_json = _extract("--check", "--format", "json", "fixtures/check/negative")
    return out, json.loads(out.read_text(encoding="utf-8")), json.loads(as_json.stdout)["diagnostics"]


@pytest.mark.skipif(not SARIF_SCHEMA.is_file(), reason=f"needs the official SARIF schema at {SARIF_SCHEMA}")
def test_valid_against_the_official_schema(negative_sarif: tuple[Path, dict[str, Any], list[Any]]) -> None:
    _, log, _ = negative_sarif
    schema = json.loads(SARIF_SCHEMA.read_text(encoding="utf-8"))
    validator = jsonschema.validators.validator_for(schema)(schema)
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(log)]
    assert errors == []
    assert log["version"] == "2.1.0"


def test_one_result_per_finding_with_rule_and_region(negative_sarif: tuple[Path, dict[str, Any], list[Any]]) -> None:
    _, log, diagnostics = negative_sarif
    (run,) = log["runs"]
    results = run["results"]
    assert len(results) == len(diagnostics) > 20
    rules = run["tool"]["driver"]["rules"]
    for r, d in zip(results, diagnostics, strict=True):
        assert r["ruleId"] == d["code"]
        assert rules[r["ruleIndex"]]["id"] == d["code"]
        assert r["message"]["text"] == d["message"]
        location = r["locations"][0]["physicalLocation"]
        assert location["artifactLocation"]["uri"] == d["source"]
        region = location["region"]
        assert (region["startLine"], region["startColumn"]) == (d["span"]["line"], d["span"]["column"])
        assert (region["endLine"], region["endColumn"]) == (d["span"]["end_line"], d["span"]["end_column"])
        assert r["level"] == {"error": "error", "warning": "warning", "info": "note"}[d["severity"]]


def test_every_rule_has_name_and_help(negative_sarif: tuple[Path, dict[str, Any], list[Any]]) -> None:
    _, log, _ = negative_sarif
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == [m.code for m in MESSAGES]
    for rule, m in zip(rules, MESSAGES, strict=True):
        assert rule["name"] == m.name
        assert rule["shortDescription"]["text"] == m.help
        assert "## Example that fails" in rule["help"]["markdown"]
        assert f"extract: ignore[{m.code}]" in rule["help"]["text"]


def test_cross_document_conflict_has_the_other_document_as_related_location(
    negative_sarif: tuple[Path, dict[str, Any], list[Any]],
) -> None:
    _, log, _ = negative_sarif
    crosses = [r for r in log["runs"][0]["results"] if r["ruleId"] == "FX301"]
    assert crosses  # one per cell the two write-ups of the panel give differently
    pair = {"fixtures/check/negative/cross_a.md", "fixtures/check/negative/cross_b.md"}
    for cross in crosses:
        here = cross["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        assert here in pair
        related = cross["relatedLocations"]
        assert [x["physicalLocation"]["artifactLocation"]["uri"] for x in related] == sorted(pair - {here})
        assert related[0]["physicalLocation"]["region"]["startLine"] >= 1


def test_unreadable_file_is_a_tool_notification(tmp_path: Path) -> None:
    (tmp_path / "bad.md").write_bytes(b"\xff\xfe not utf-8\n")
    done = _extract("--check", "--format", "sarif", str(tmp_path / "bad.md"), str(NEGATIVE / "outside_scale_far.md"))
    assert done.returncode == 2
    (run,) = json.loads(done.stdout)["runs"]
    (invocation,) = run["invocations"]
    assert invocation["executionSuccessful"] is False
    (note,) = invocation["toolExecutionNotifications"]
    assert "not UTF-8" in note["message"]["text"]
    assert [r["ruleId"] for r in run["results"]] == ["FX101", "FX202"]  # the other file still checked


@pytest.mark.skipif(shutil.which("sarif") is None, reason="needs sarif-tools: pip install '.[test]'")
def test_sarif_tools_reads_it(negative_sarif: tuple[Path, dict[str, Any], list[Any]]) -> None:
    path, _, diagnostics = negative_sarif
    done = subprocess.run(["sarif", "summary", str(path)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    errors = sum(d["severity"] == "error" for d in diagnostics)
    warnings = sum(d["severity"] == "warning" for d in diagnostics)
    assert f"error: {errors}" in done.stdout
    assert f"warning: {warnings}" in done.stdout
    assert "FX301" in done.stdout
