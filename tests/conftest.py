"""Shared paths and helpers of the test suite."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"
SEEDS = FIXTURES / "seeds"
WRITEUPS = FIXTURES / "writeups"
CHECK = FIXTURES / "check"
SUFFIXES = (".md", ".markdown", ".txt")

# hypothesis: the normal run draws the same examples every time (CI must be
# reproducible); EXTRACT_HYPOTHESIS=long explores afresh, with far more examples
settings.register_profile(
    "ci", max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("long", max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("long" if os.environ.get("EXTRACT_HYPOTHESIS") == "long" else "ci")


def writeups(folder: Path) -> list[Path]:
    """The write-ups of a fixture folder, sorted."""
    return sorted(p for p in folder.iterdir() if p.suffix in SUFFIXES)


def load_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def number_key(v: Any) -> Any:
    """Row/col keys compared as the contract means them: 3000 == 3000.0, text casefolded."""
    if isinstance(v, bool) or v is None:
        return v
    if isinstance(v, (int, float)):
        return round(float(v), 9)
    return str(v).casefold()


@pytest.fixture(scope="session")
def schema() -> dict[str, Any]:
    from extract.schema import load

    return load()


def verdicts(text: str) -> dict[int, str]:
    """The worst verdict on each line of a write-up ("contradicted" over anything else)."""
    from extract import parse_text

    out: dict[int, str] = {}
    for c in parse_text(text).claims:
        if out.get(c.span.line) != "contradicted":
            out[c.span.line] = c.verdict
    return out
