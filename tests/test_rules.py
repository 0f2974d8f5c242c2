"""`extract rule`, and the examples each rule's documentation gives: every failing example
gives its finding and nothing else, every passing one no finding, through the command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from extract.cli import main
from extract.messages import MESSAGES, Message


def _findings(tmp_path: Path, texts: tuple[str, ...], capsys: pytest.CaptureFixture[str]) -> list[str]:
    for i, text in enumerate(texts):
        (tmp_path / f"{chr(ord('a') + i)}.md").write_text(text, encoding="utf-8")
    main(["--check", "--format", "json", "--fail-on", "never", str(tmp_path)])
    return [d["code"] for d in json.loads(capsys.readouterr().out)["diagnostics"]]


@pytest.mark.parametrize("message", MESSAGES, ids=[m.code for m in MESSAGES])
def test_failing_example_gives_the_finding(
    message: type[Message], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _findings(tmp_path, message.fails, capsys) == [message.code]


@pytest.mark.parametrize("message", MESSAGES, ids=[m.code for m in MESSAGES])
def test_passing_example_gives_none(message: type[Message], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _findings(tmp_path, message.passes, capsys) == []


def test_rule_by_code_or_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", "FX205"]) == 0
    by_code = capsys.readouterr().out
    assert main(["rule", "Claim-Trend"]) == 0
    assert capsys.readouterr().out == by_code
    assert by_code.startswith("# claim-trend (FX205)\n")
    for part in ("## Example that fails", "## Example that passes", "## How to suppress", "ignore[FX205]"):
        assert part in by_code
    assert "With Chunk Size 128, recall decreases with overlap." in by_code


def test_rule_all_lists_every_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", "--all"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[:2] for line in lines] == [[m.code, m.name] for m in MESSAGES]
    assert main(["rule", "--all", "--format", "json"]) == 0
    rules = json.loads(capsys.readouterr().out)
    assert [(r["code"], r["fails"]) for r in rules] == [(m.code, list(m.fails)) for m in MESSAGES]


def test_unknown_rule_and_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", "FX999"]) == 2
    assert "unknown check 'FX999'" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stop:
        main(["rule"])
    assert stop.value.code == 2
    with pytest.raises(SystemExit) as stop:
        main(["rule", "FX101", "--all"])
    assert stop.value.code == 2
