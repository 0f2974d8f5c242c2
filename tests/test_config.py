"""Settings as ruff finds them: the nearest pyproject.toml with [tool.extract] above each
file (or --config for all), exclude / extend-exclude / force-exclude, per-file-ignores,
and the tolerance settings, each changing a verdict."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import CHECK
from extract.cli import main

FAULTY = (CHECK / "negative" / "outside_scale_far.md").read_text(encoding="utf-8")  # FX101 and FX202
APPROX = CHECK / "negative" / "outside_scale_approx.md"  # FX101 just past an approximate end: an info
MOSTLY = """## Heatmap: Recall by Chunk Size and Overlap

* **Y-axis:** "Chunk Size", rows from top to bottom: 128, 256.
* **X-axis:** "Overlap", columns from left to right: 0, 32, 64.
* **Colour bar:** "Recall", from 60 to 90.
* **Chunk Size 128:** 71.3, 74.0, 82.2
* **Chunk Size 256:** 78.4, 81.1, 80.2

Recall is mostly above 75.
At Chunk Size 128 with an overlap of 32, recall is about 73.5.
"""  # 4 of 6 cells above 75; 74.0 is 0.7 % from "about 73.5"


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _found(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, list[str]]:
    """source -> codes found, from --check --format json."""
    main(["--check", "--format", "json", "--fail-on", "never", *args])
    out: dict[str, list[str]] = {}
    for d in json.loads(capsys.readouterr().out)["diagnostics"]:
        out.setdefault(Path(d["source"]).name, []).append(d["code"])
    return out


def _checked(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    """The files a data run read."""
    main([*args])
    return [Path(d["source"]).name for d in json.loads(capsys.readouterr().out)["documents"]]


def test_nearest_settings_above_each_file_win(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _write(tmp_path / "pyproject.toml", '[tool.extract]\nignore = ["FX101"]\n')
    _write(tmp_path / "top.md", FAULTY)
    _write(tmp_path / "sub" / "pyproject.toml", '[tool.extract]\nignore = ["FX202"]\n')  # nearest: not merged
    _write(tmp_path / "sub" / "inner.md", FAULTY)
    _write(tmp_path / "plain" / "pyproject.toml", "[project]\nname = 'x'\n")  # no [tool.extract]: look further up
    _write(tmp_path / "plain" / "deep.md", FAULTY)
    assert _found(capsys, str(tmp_path)) == {"deep.md": ["FX202"], "inner.md": ["FX101"], "top.md": ["FX202"]}
    # --config: one file for all
    assert _found(capsys, "--config", str(tmp_path / "sub" / "pyproject.toml"), str(tmp_path)) == {
        "deep.md": ["FX101"],
        "inner.md": ["FX101"],
        "top.md": ["FX101"],
    }
    # flags on top of each file's settings
    assert _found(capsys, "--ignore", "FX202", str(tmp_path)) == {"inner.md": ["FX101"]}


def test_settings_are_found_from_the_file_not_the_current_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _write(tmp_path / "repo" / "pyproject.toml", '[tool.extract]\nignore = ["FX101", "FX202"]\n')
    f = _write(tmp_path / "repo" / "figures" / "f.md", FAULTY)
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")
    assert _found(capsys, str(f)) == {}
    assert main(["--check", str(f)]) == 0
    capsys.readouterr()


def test_exclude_extend_exclude_and_force_exclude(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _write(tmp_path / "pyproject.toml", '[tool.extract]\nextend-exclude = ["drafts", "notes/*.md"]\n')
    for name in ("ok.md", "drafts/a.md", "notes/b.md", "notes/keep.txt", ".hidden/c.md", "node_modules/d.md"):
        _write(tmp_path / name, "# x\n")
    assert _checked(capsys, str(tmp_path)) == ["keep.txt", "ok.md"]
    # a file named on the command line is read, unless force-exclude (as pre-commit names files)
    assert _checked(capsys, str(tmp_path / "drafts" / "a.md")) == ["a.md"]
    assert _checked(capsys, "--force-exclude", str(tmp_path / "drafts" / "a.md")) == []
    assert _checked(capsys, "--extend-exclude", "ok.md,*.txt", str(tmp_path)) == []
    # exclude replaces the default list (hidden and tool folders)
    _write(tmp_path / "pyproject.toml", '[tool.extract]\nexclude = ["drafts"]\n')
    assert _checked(capsys, str(tmp_path)) == ["c.md", "d.md", "b.md", "keep.txt", "ok.md"]


def test_per_file_ignores(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _write(
        tmp_path / "pyproject.toml",
        '[tool.extract.per-file-ignores]\n"notes/*.md" = ["value-outside-scale"]\n"legacy.md" = ["FX101", "FX202"]\n',
    )
    for name in ("notes/n.md", "notes/deeper/m.md", "legacy.md", "other.md"):
        _write(tmp_path / name, FAULTY)
    assert _found(capsys, str(tmp_path)) == {"m.md": ["FX202"], "n.md": ["FX202"], "other.md": ["FX101", "FX202"]}


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ('exclude = "drafts"', "exclude must be a list"),
        ('per-file-ignores = {"x.md" = ["nope"]}', "unknown check 'nope'"),
        ("force-exclude = 1", "force-exclude must be true or false"),
        ("majority = 2.0", "majority must be between 0 and 1.0"),
    ],
)
def test_bad_settings_are_named_and_exit_2(
    table: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _write(tmp_path / "pyproject.toml", f"[tool.extract]\n{table}\n")
    _write(tmp_path / "f.md", FAULTY)
    assert main(["--check", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert message in err and str(tmp_path / "pyproject.toml") in err


def _severity(capsys: pytest.CaptureFixture[str], *args: str) -> list[tuple[str, str]]:
    main(["--check", "--format", "json", "--fail-on", "never", *args])
    return [(d["code"], d["severity"]) for d in json.loads(capsys.readouterr().out)["diagnostics"]]


def test_scale_slack_flag_and_setting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert ("FX101", "info") in _severity(capsys, str(APPROX))
    assert ("FX101", "error") in _severity(capsys, "--scale-slack", "0", str(APPROX))
    _write(tmp_path / "pyproject.toml", "[tool.extract]\nscale-slack = 0.0\n")
    copy = _write(tmp_path / "approx.md", APPROX.read_text(encoding="utf-8"))
    assert ("FX101", "error") in _severity(capsys, str(copy))
    assert ("FX101", "info") in _severity(capsys, "--scale-slack", "0.2", str(copy))  # the flag wins


def test_approximate_flag_and_setting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = _write(tmp_path / "mostly.md", MOSTLY)
    assert _severity(capsys, str(f)) == []  # within 1 %
    assert _severity(capsys, "--approximate", "0.005", str(f)) == [("FX202", "error")]
    _write(tmp_path / "pyproject.toml", "[tool.extract]\napproximate = 0.005\n")
    assert _severity(capsys, str(f)) == [("FX202", "error")]


def test_majority_is_the_share_that_must_agree_by_flag_and_setting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = _write(tmp_path / "mostly.md", MOSTLY)
    assert _severity(capsys, str(f)) == []  # 4 of 6 is above the default half
    assert _severity(capsys, "--majority", "0.7", str(f)) == [("FX203", "error")]  # 4 of 6 is not above 70 %
    assert _severity(capsys, "--majority", "0.6", str(f)) == []  # 4 of 6 is above 60 %
    _write(tmp_path / "pyproject.toml", "[tool.extract]\nmajority = 0.7\n")
    assert _severity(capsys, str(f)) == [("FX203", "error")]


def test_config_flag_errors_are_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = _write(tmp_path / "f.md", FAULTY)
    assert main(["--check", "--config", str(tmp_path / "none.toml"), str(f)]) == 2
    assert capsys.readouterr().err == f"extract: {tmp_path / 'none.toml'}: no such settings file\n"
    _write(tmp_path / "plain.toml", "[project]\nname = 'x'\n")
    assert main(["--check", "--config", str(tmp_path / "plain.toml"), str(f)]) == 2
    assert "has no [tool.extract] table" in capsys.readouterr().err


BOUND = """## Bar Chart: Mill Output

| Mill | Output (kg) |
|---|---|
| Arno | 42 |
| Brill | 37 |

- All mills yield above 40 kg.
"""


def test_old_threshold_code_and_name_reach_claim_range(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """FX207 claim-threshold, a check of its own until round 21, is reported as FX203
    claim-range; settings that name the old code or name still select, ignore and grade it."""
    f = _write(tmp_path / "bound.md", BOUND)
    assert _severity(capsys, str(f)) == [("FX203", "error")]
    assert _severity(capsys, "--ignore", "FX207", str(f)) == []
    assert _severity(capsys, "--select", "claim-threshold", str(f)) == [("FX203", "error")]
    assert _severity(capsys, "--severity", "FX207=info", str(f)) == [("FX203", "info")]
    _write(tmp_path / "pyproject.toml", '[tool.extract]\nignore = ["claim-threshold"]\n')
    assert _severity(capsys, str(f)) == []
