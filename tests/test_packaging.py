"""What the wheel ships: py.typed (so library users' type checkers read extract's types),
the grammars and schemas."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from conftest import ROOT

pytest.importorskip("hatchling", reason="needs hatchling to build the wheel: pip install '.[test]'")


@pytest.mark.slow
def test_wheel_ships_py_typed_grammars_and_schemas(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-w", str(tmp_path), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    (wheel,) = tmp_path.glob("extract-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "extract/py.typed" in names
    assert {"extract/grammars/blocks.lark", "extract/schemas/extract.schema.json"} <= names


def test_py_typed_is_in_the_package() -> None:
    assert (ROOT / "extract" / "py.typed").is_file()
