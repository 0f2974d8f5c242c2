"""What users of ruff-like checkers expect: exit codes, --statistics, a closed pipe and an
unencodable terminal without a traceback, colour only where wanted, -j 0, the default path."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import CHECK, ROOT
from extract.cli import main

CLEAN = CHECK / "positive" / "heatmap_single_beam.md"
FAULTY = CHECK / "negative" / "outside_scale_far.md"
ARROW_TITLE = """## Heatmap: Recall → Chunk Size “quoted” ≈ Overlap

* **Y-axis:** "Chunk Size", rows from top to bottom: 128, 256.
* **X-axis:** "Overlap", columns from left to right: 0, 32.
* **Colour bar:** "Recall", from 60 to 90.
* **Chunk Size 128:** 71.3, 74.0
* **Chunk Size 256:** 78.4, 81.1

The highest recall → 74.0, at Chunk Size 128 with an overlap of 32.
"""


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    return {**env, "PYTHONPATH": str(ROOT), **extra}


def _run(*args: str, cwd: Path = ROOT, **env: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "extract", *args], capture_output=True, cwd=cwd, env=_env(**env))


def test_exit_codes() -> None:
    assert _run("--check", str(CLEAN)).returncode == 0
    assert _run("--check", str(FAULTY)).returncode == 1
    assert _run("--check", "--fail-on", "never", str(FAULTY)).returncode == 0
    missing = _run("--check", str(CLEAN), "no/such/file.md")
    assert missing.returncode == 2 and b"no/such/file.md: no such file or directory" in missing.stderr
    usage = _run("--check", "--format", "nonsense", str(CLEAN))
    assert usage.returncode == 2 and b"invalid choice" in usage.stderr


def test_internal_error_is_one_line_and_exit_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(*args: object) -> str:
        raise RuntimeError("a bug")

    monkeypatch.setattr("extract.cli._report", broken)
    assert main(["--check", str(CLEAN)]) == 2
    assert capsys.readouterr().err == "extract: internal error RuntimeError: a bug\n"


def test_statistics_counts_per_code_most_frequent_first(capsys: pytest.CaptureFixture[str]) -> None:
    folder = str(CHECK / "negative")
    assert main(["--check", "--format", "json", folder]) == 1
    codes = [(d["code"], d["name"]) for d in json.loads(capsys.readouterr().out)["diagnostics"]]
    assert main(["--statistics", folder]) == 1
    lines = capsys.readouterr().out.splitlines()
    rows = [line.split("\t") for line in lines[:-1]]
    expected = sorted({(c, n, codes.count((c, n))) for c, n in codes}, key=lambda t: (-t[2], t[0]))
    assert [(code, name, int(count)) for count, code, name in rows] == expected
    assert lines[-1].endswith(f"in {len(list((CHECK / 'negative').glob('*.md')))} documents")
    assert main(["--statistics", "--format", "json", folder]) == 1
    as_json = json.loads(capsys.readouterr().out)
    assert [(r["code"], r["name"], r["count"]) for r in as_json] == expected


def test_closed_pipe_is_quiet(tmp_path: Path) -> None:
    """`extract ... | head -1`: no traceback, and --check still exits 1 for its findings."""
    for i in range(300):  # findings enough to fill the pipe's buffer
        (tmp_path / f"f{i:03}.md").write_text(FAULTY.read_text(encoding="utf-8"), encoding="utf-8")
    for args, status in ((["--check", str(tmp_path)], 1), (["fixtures/"], 0)):
        proc = subprocess.Popen(
            [sys.executable, "-m", "extract", "-j", "1", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=ROOT,
            env=_env(),
        )
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.readline()
        proc.stdout.close()  # as `| head -1` does
        err = proc.stderr.read()
        assert proc.wait(timeout=300) == status, err
        assert err == b"", err


def test_unencodable_terminal_replaces_characters(tmp_path: Path) -> None:
    f = tmp_path / "arrow.md"
    f.write_text(ARROW_TITLE, encoding="utf-8")
    done = _run("--check", str(f), PYTHONIOENCODING="cp1252")
    assert done.returncode == 1, done.stderr
    assert b"Traceback" not in done.stderr and done.stderr == b""
    out = done.stdout.decode("cp1252")
    assert "FX201 claim-extreme" in out and "The highest recall ? 74.0" in out and "“" in out  # cp1252 has curly quotes
    # the data is JSON, UTF-8 by definition: nothing is lost on that terminal
    data = _run(str(f), PYTHONIOENCODING="cp1252")
    assert data.returncode == 0 and data.stderr == b""
    assert json.loads(data.stdout.decode("utf-8"))["documents"][0]["title"].startswith("Heatmap: Recall → Chunk")
    # a message on stderr (a file name with an arrow) is escaped, as Python does on stderr, not a crash
    missing = _run("--check", str(tmp_path / "a→b.md"), PYTHONIOENCODING="cp1252")
    assert missing.returncode == 2 and b"a\\u2192b.md: no such file" in missing.stderr


def _on_a_terminal(*args: str, **env: str) -> bytes:
    """The command's stdout when stdout is a terminal (a pseudo-terminal)."""
    leader, follower = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "extract", *args], stdout=follower, stderr=subprocess.DEVNULL, cwd=ROOT, env=_env(**env)
    )
    os.close(follower)
    out = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # EIO: the other side closed
            break
        if not chunk:
            break
        out += chunk
    proc.wait(timeout=300)
    os.close(leader)
    return out


def test_colour_only_on_a_terminal_and_never_with_no_color() -> None:
    args = ("--check", "-q", str(FAULTY))
    assert b"\x1b[" in _on_a_terminal(*args)
    assert b"\x1b[" not in _on_a_terminal(*args, NO_COLOR="1")
    assert b"\x1b[" not in _on_a_terminal(*args, "--color", "never")
    assert b"\x1b[" not in _run(*args).stdout  # a pipe
    assert b"\x1b[1;31mFX101\x1b[0m" in _run(*args, "--color", "always").stdout
    assert b"\x1b[" not in _run(*args, "--color", "always", NO_COLOR="1").stdout
    assert _run(*args, "--color", "never").stdout == _run(*args).stdout
    # colour is for text findings only
    assert b"\x1b[" not in _on_a_terminal("--check", "--format", "json", str(FAULTY))
    assert b"\x1b[" not in _on_a_terminal(str(FAULTY))


def test_default_path_is_the_current_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "faulty.md").write_text(FAULTY.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["--check"]) == 1
    assert capsys.readouterr().out.startswith("sub/faulty.md:")


def test_jobs_zero_means_every_core(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["-j", "0", "--check", str(CHECK)]) == 1
    all_cores = capsys.readouterr().out
    assert main(["-j", "1", "--check", str(CHECK)]) == 1
    assert capsys.readouterr().out == all_cores
