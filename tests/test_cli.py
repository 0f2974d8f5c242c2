"""The command line, run as a user runs it (a subprocess), and through main() for speed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import CHECK, SEEDS
from extract.cli import main

SEED = SEEDS / "000_fbaaa6e9d3bbf8c3.txt"
CLEAN = CHECK / "positive" / "heatmap_single_beam.md"
FAULTY = CHECK / "negative" / "outside_scale_far.md"


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "extract", *args], capture_output=True, text=True, cwd=cwd)


def test_directory_is_searched_recursively_and_sorted(tmp_path: Path) -> None:
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "z.md").write_text("# Z\n", encoding="utf-8")
    (tmp_path / "a.txt").write_text("# A\n", encoding="utf-8")
    (tmp_path / "c.markdown").write_text("# C\n", encoding="utf-8")
    (tmp_path / "ignored.json").write_text("{}", encoding="utf-8")
    r = run(str(tmp_path), "-o", "-")
    assert r.returncode == 0, r.stderr
    sources = [d["source"] for d in json.loads(r.stdout)["documents"]]
    assert [Path(s).name for s in sources] == ["a.txt", "z.md", "c.markdown"]
    assert sources == sorted(sources)


def test_output_file_and_stdout_are_identical(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    assert main([str(SEEDS), "-o", str(out)]) == 0
    r = run(str(SEEDS))
    assert r.stdout == out.read_text(encoding="utf-8")
    assert not [p for p in tmp_path.iterdir() if p.name != "out.json"], "temporary files left behind"


def test_same_input_gives_byte_identical_output() -> None:
    assert run(str(SEEDS)).stdout == run(str(SEEDS)).stdout


@pytest.mark.parametrize(
    ("content", "reason"),
    [(b"\x00\x01PNG binary", "binary file"), (b"# Title\n\nCaf\xe9 au lait\n", "not UTF-8 text (byte 0xe9")],
)
def test_unreadable_file_is_named_and_the_others_still_processed(tmp_path: Path, content: bytes, reason: str) -> None:
    bad = tmp_path / "bad.md"
    bad.write_bytes(content)
    r = run(str(bad), str(SEED))
    assert r.returncode == 2
    assert len(r.stderr.strip().splitlines()) == 1
    assert str(bad) in r.stderr and reason in r.stderr
    assert "Traceback" not in r.stderr
    docs = json.loads(r.stdout)["documents"]
    assert [Path(d["source"]).name for d in docs] == [SEED.name]


def test_non_utf8_error_names_the_line(tmp_path: Path) -> None:
    bad = tmp_path / "latin.md"
    bad.write_bytes(b"# T\nfine\nCaf\xe9\n")
    r = run(str(bad))
    assert f"{bad}:3:" in r.stderr


def test_missing_path_is_an_error(tmp_path: Path) -> None:
    r = run(str(tmp_path / "nope.md"), str(SEED))
    assert r.returncode == 2
    assert "nope.md" in r.stderr and "no such file" in r.stderr
    assert len(json.loads(r.stdout)["documents"]) == 1


@pytest.mark.skipif(os.geteuid() == 0, reason="root can read a file without permission")
def test_unreadable_permission(tmp_path: Path) -> None:
    f = tmp_path / "locked.md"
    f.write_text("# T\n", encoding="utf-8")
    f.chmod(0)
    r = run(str(f))
    assert r.returncode == 2 and "locked.md" in r.stderr


def test_check_mode_lines_summary_and_exit_codes() -> None:
    bad = run("--check", str(FAULTY))
    assert bad.returncode == 1
    first = bad.stdout.splitlines()[0]
    assert first.startswith(f"{FAULTY}:15:") and " FX101 value-outside-scale [error] " in first
    assert bad.stdout.splitlines()[-1].endswith("in 1 document")
    good = run("--check", str(CLEAN))
    assert good.returncode == 0, good.stdout
    assert good.stdout.strip() == "no findings in 1 document"


def test_fail_on_and_ignore() -> None:
    assert run("--check", "--fail-on", "never", str(FAULTY)).returncode == 0
    assert run("--check", "--ignore", "FX101,claim-value", str(FAULTY)).returncode == 0
    warn_only = run("--check", "--select", "value-outside-scale", "--severity", "FX101=warning", str(FAULTY))
    assert warn_only.returncode == 0 and "[warning]" in warn_only.stdout
    assert run("--check", "--fail-on", "warning", "--severity", "FX101=warning", str(FAULTY)).returncode == 1


def test_settings_from_pyproject(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The pyproject.toml above the write-up (see test_config.py for the finding of it)."""
    faulty = tmp_path / FAULTY.name
    faulty.write_text(FAULTY.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text(
        '[tool.extract]\nignore = ["value-outside-scale", "claim-value"]\n', encoding="utf-8"
    )
    assert main(["--check", str(faulty)]) == 0, capsys.readouterr().out
    (tmp_path / "pyproject.toml").write_text('[tool.extract]\nignore = ["no-such-check"]\n', encoding="utf-8")
    assert main(["--check", str(faulty)]) == 2
    err = capsys.readouterr().err
    assert "unknown check 'no-such-check'" in err and "pyproject.toml" in err


def test_json_and_github_formats() -> None:
    data = json.loads(run("--check", "--format", "json", str(FAULTY)).stdout)
    assert {d["name"] for d in data["diagnostics"]} == {"value-outside-scale", "claim-value"}
    gh = run("--check", "--format", "github", str(FAULTY)).stdout.splitlines()
    assert gh[0].startswith(f"::error file={FAULTY},line=15,col=")
    assert ",title=FX101 value-outside-scale::" in gh[0]


def test_github_escaping() -> None:
    from extract.models import Diagnostic, Span
    from extract.report import github

    d = Diagnostic(
        code="FX101",
        name="value-outside-scale",
        severity="warning",
        message="50% of a:b\nnext",
        source="dir,x/a:b.md",
        span=Span(line=1, column=2, end_line=1, end_column=3),
    )
    line = github([d], [], 1).splitlines()[0]
    assert (
        line == "::warning file=dir%2Cx/a%3Ab.md,line=1,col=2,endLine=1,endColumn=3,"
        "title=FX101 value-outside-scale::50%25 of a:b%0Anext"
    )


def test_jsonl_streams_one_document_per_line() -> None:
    r = run("--format", "jsonl", str(SEEDS))
    lines = r.stdout.splitlines()
    assert len(lines) == 5
    assert [json.loads(x)["source"] for x in lines] == sorted(json.loads(x)["source"] for x in lines)


def test_usage_errors_exit_2() -> None:
    assert run("--check", "--format", "jsonl", str(SEED)).returncode == 2
    assert run("--format", "github", str(SEED)).returncode == 2
    assert run("--check", "--severity", "FX101=loud", str(SEED)).returncode == 2
    assert run("--jobs", "-1", str(SEED)).returncode == 2
    assert run("--statistics", "--format", "sarif", str(SEED)).returncode == 2


def test_version_and_help() -> None:
    assert run("--version").stdout.startswith("extract ")
    help_text = run("--help").stdout
    assert "examples:" in help_text and "--check" in help_text and "exit status" in help_text


def test_output_into_a_missing_directory(tmp_path: Path) -> None:
    r = run(str(SEED), "-o", str(tmp_path / "no" / "out.json"))
    assert r.returncode == 2 and "cannot write" in r.stderr and "Traceback" not in r.stderr
