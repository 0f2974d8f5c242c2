"""The committed JSON Schema is the one the models define, and outputs meet it."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from conftest import ROOT, SEEDS
from extract.schema import generate, load, render


def test_committed_schema_matches_the_models() -> None:
    assert load() == generate(), (
        "models and schemas/extract.schema.json drifted: run `extract schema > schemas/extract.schema.json`"
    )


def test_schema_is_valid_draft_2020_12() -> None:
    jsonschema.Draft202012Validator.check_schema(load())


def test_schema_command_prints_the_committed_schema() -> None:
    run = subprocess.run([sys.executable, "-m", "extract", "schema"], capture_output=True, text=True, check=True)
    assert json.loads(run.stdout) == load()
    assert run.stdout == render()


def test_schema_rejects_a_broken_document() -> None:
    bad = {"schema_version": "1", "documents": [{"source": "x", "kind": "donut"}], "diagnostics": []}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, load(), cls=jsonschema.Draft202012Validator)


@pytest.mark.skipif(shutil.which("check-jsonschema") is None, reason="check-jsonschema is not installed")
def test_check_jsonschema_accepts_the_seed_output(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    subprocess.run([sys.executable, "-m", "extract", str(SEEDS), "-o", str(out)], check=True)
    run = subprocess.run(
        ["check-jsonschema", "--schemafile", str(ROOT / "schemas" / "extract.schema.json"), str(out)],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_private_attributes_are_not_shared_between_models() -> None:
    # models.py gives private attributes plain empty defaults (a default_factory costs an
    # inspect.signature per object): each object must still get its own copy
    from extract.models import Document, Panel

    a, b = Document(source="a"), Document(source="b")
    a._unread.append((None, True, "x"))  # type: ignore[arg-type]
    a._data_lines.add(3)
    a._decimals[(1, 1)] = 2
    a._suppressions.append("s")
    a._stated.append((1, 2, 3))
    assert (b._unread, b._data_lines, b._decimals, b._suppressions, b._stated) == ([], set(), {}, [], [])
    p = Panel(id="a")
    p._memo["k"] = 1
    assert Panel(id="b")._memo == {}
