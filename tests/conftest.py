"""Shared paths and helpers of the test suite."""

from __future__ import annotations

import ast
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


_RE_APPLY = frozenset(["compile", "search", "match", "fullmatch", "sub", "subn", "findall", "finditer", "split"])


def pattern_calls(path: Path) -> list[tuple[str, ast.Call]]:
    """The calls re.compile(…), re.search(…), … in a module, with the function they are in."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: list[tuple[str, ast.Call]] = []

    def walk(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else where
            if where == "<module>" and isinstance(child, ast.Assign) and isinstance(child.targets[0], ast.Name):
                inner = f"={child.targets[0].id}"
            if (
                isinstance(child, ast.Call)
                and isinstance(child.func, ast.Attribute)
                and isinstance(child.func.value, ast.Name)
                and child.func.value.id == "re"
                and child.func.attr in _RE_APPLY
            ):
                out.append((where, child))
            walk(child, inner)

    walk(tree, "<module>")
    return out
