"""The code is typed (mypy --strict, as configured) and lint-clean and formatted (ruff)."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from conftest import ROOT


def _run(*cmd: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)


@pytest.mark.skipif(shutil.which("ruff") is None, reason="ruff is not installed")
def test_ruff_lint_and_format() -> None:
    lint = _run("ruff", "check", "extract", "tests")
    assert lint.returncode == 0, lint.stdout
    fmt = _run("ruff", "format", "--check", "extract", "tests")
    assert fmt.returncode == 0, fmt.stdout


def test_mypy() -> None:
    pytest.importorskip("mypy")
    run = _run(sys.executable, "-m", "mypy", "extract")
    assert run.returncode == 0, run.stdout
