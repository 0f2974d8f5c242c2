"""extract: markdown write-ups of scientific figures to validated, source-grounded data."""

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
