"""The pre-commit hook, run by the real `pre-commit try-repo` in a throwaway repository:
it fails on a write-up with an error and passes on a clean one."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import CHECK, ROOT

pytestmark = pytest.mark.skipif(
    shutil.which("pre-commit") is None or shutil.which("git") is None, reason="needs pre-commit and git"
)

GOOD = CHECK / "positive" / "heatmap_single_beam.md"
BAD = CHECK / "negative" / "outside_scale_far.md"


def _git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)


@pytest.fixture(scope="module")
def hook_repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A committed copy of this project, so try-repo sees the hook definition and code."""
    repo = tmp_path_factory.mktemp("hookrepo")
    for name in ("pyproject.toml", "README.md", ".pre-commit-hooks.yaml"):
        shutil.copy(ROOT / name, repo / name)
    for folder in ("extract", "grammars", "schemas"):
        shutil.copytree(ROOT / folder, repo / folder, ignore=shutil.ignore_patterns("__pycache__"))
    _git(repo, "init", "-q")
    _git(repo, "add", "-A")
    _git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "hook")
    return repo


def _try(hook_repo: Path, work: Path, write_up: Path) -> subprocess.CompletedProcess[str]:
    work.mkdir()
    shutil.copy(write_up, work / write_up.name)
    _git(work, "init", "-q")
    _git(work, "add", "-A")
    env = {**os.environ, "PRE_COMMIT_HOME": str(work.parent / "pre-commit-home")}
    return subprocess.run(
        ["pre-commit", "try-repo", str(hook_repo), "extract-check", "--all-files"],
        cwd=work,
        capture_output=True,
        text=True,
        env=env,
        timeout=900,
    )


@pytest.mark.slow
def test_hook_fails_on_an_error_and_passes_a_clean_write_up(hook_repo: Path, tmp_path: Path) -> None:
    bad = _try(hook_repo, tmp_path / "bad", BAD)
    assert bad.returncode == 1, bad.stdout + bad.stderr
    assert "FX101 value-outside-scale" in bad.stdout
    good = _try(hook_repo, tmp_path / "good", GOOD)
    assert good.returncode == 0, good.stdout + good.stderr
    assert "Passed" in good.stdout


README = """# weather-figures

Figures and their write-ups for the weather report.

## Install

```sh
python3 -m pip install -r requirements.txt
```

- Python 3.11 or newer
- 2 GB of disk

Run `make figures` to draw them again. Suppress a finding with
`<!-- extract: ignore[FX101] -->`.
"""


def _hook_config(hook_repo: Path) -> str:
    rev = subprocess.run(
        ["git", "rev-parse", "HEAD"], cwd=hook_repo, capture_output=True, text=True, check=True
    ).stdout.strip()
    return f"repos:\n  - repo: {hook_repo}\n    rev: {rev}\n    hooks:\n      - id: extract-check\n"


@pytest.mark.slow
def test_run_all_files_fails_on_the_write_up_only(hook_repo: Path, tmp_path: Path) -> None:
    """`pre-commit run --all-files` in a repository with a README, its own config and one
    faulty write-up: the README and the YAML pass silently, the write-up fails."""
    work = tmp_path / "figures-repo"
    (work / "figures").mkdir(parents=True)
    (work / "README.md").write_text(README, encoding="utf-8")
    (work / ".pre-commit-config.yaml").write_text(_hook_config(hook_repo), encoding="utf-8")
    shutil.copy(BAD, work / "figures" / "faulty.md")
    _git(work, "init", "-q")
    _git(work, "add", "-A")
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home")}
    done = subprocess.run(
        ["pre-commit", "run", "--all-files"], cwd=work, capture_output=True, text=True, env=env, timeout=900
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert "figures/faulty.md:" in done.stdout and "FX101 value-outside-scale" in done.stdout
    assert "README.md" not in done.stdout and ".pre-commit-config.yaml" not in done.stdout
    # without the write-up, the hook passes
    _git(work, "rm", "-qf", "figures/faulty.md")
    done = subprocess.run(
        ["pre-commit", "run", "--all-files"], cwd=work, capture_output=True, text=True, env=env, timeout=900
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Passed" in done.stdout
