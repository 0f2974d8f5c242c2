"""Where the grammar and schema files are, installed or in a source checkout."""

from __future__ import annotations

from functools import cache
from pathlib import Path

_HERE = Path(__file__).resolve().parent


@cache
def data_dir(name: str) -> Path:
    """The folder `name` ("grammars" or "schemas"): inside the installed package, or
    at the top of a source checkout."""
    for candidate in (_HERE / name, _HERE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"extract: the {name}/ folder is missing from the installation")


def grammar_path(name: str) -> Path:
    """Path of grammars/<name>."""
    return data_dir("grammars") / name


def schema_path() -> Path:
    """Path of the committed JSON Schema of the output."""
    return data_dir("schemas") / "extract.schema.json"
