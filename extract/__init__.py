"""extract: markdown write-ups of scientific figures to validated, source-grounded data.

The names below load on first use (PEP 562), so that `import extract.reader` (the parse
stage alone, a tool that only reads lines) does not build the pydantic models."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from extract import compiled

compiled.install()  # (before any module of the package compiles its patterns)

if TYPE_CHECKING:
    from extract.api import loads, parse_file, parse_paths, parse_text
    from extract.files import ReadError
    from extract.models import (
        Axis,
        Cell,
        Claim,
        ColorScale,
        Diagnostic,
        Document,
        Figure,
        FigureCell,
        FigurePanel,
        Panel,
        Region,
        Related,
        Result,
        Span,
    )

_WHERE = {
    **dict.fromkeys(["loads", "parse_file", "parse_paths", "parse_text"], "extract.api"),
    "ReadError": "extract.files",
    **dict.fromkeys(
        [
            "Axis",
            "Cell",
            "Claim",
            "ColorScale",
            "Diagnostic",
            "Document",
            "Figure",
            "FigureCell",
            "FigurePanel",
            "Panel",
            "Region",
            "Related",
            "Result",
            "Span",
        ],
        "extract.models",
    ),
}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        value = getattr(importlib.import_module(_WHERE[name]), name)
        globals()[name] = value  # once
        return value
    raise AttributeError(f"module 'extract' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *_WHERE])


__version__ = "0.1.0"

__all__ = [
    "Axis",
    "Cell",
    "Claim",
    "ColorScale",
    "Diagnostic",
    "Document",
    "Figure",
    "FigureCell",
    "FigurePanel",
    "Panel",
    "ReadError",
    "Region",
    "Related",
    "Result",
    "Span",
    "__version__",
    "loads",
    "parse_file",
    "parse_paths",
    "parse_text",
]
