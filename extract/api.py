"""The library API: every stage of the pipeline is public.

read_lines(text)      -> lines with block roles and number phrases   (extract.reader)
build(lines)          -> outline: the headers every line sits under  (extract.outline)
interpret(outline, s) -> Document                                    (extract.interpret)
parse_text(text)      -> Document: all of the above
parse_paths(paths)    -> Result: files and directories, sorted
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from extract.files import ReadError, discover, read_text
from extract.interpret import interpret
from extract.models import Document, Result
from extract.outline import build
from extract.reader import read_lines


def parse_text(text: str, source: str = "<string>") -> Document:
    """Parse one write-up into its Document (panels, cells, claims, findings)."""
    return interpret(build(read_lines(text)), source)


def parse_file(path: str | Path, source: str | None = None) -> Document:
    """Parse one file; raises ReadError when it cannot be read as UTF-8 text."""
    return parse_text(read_text(Path(path)), source or Path(path).as_posix())


def parse_paths(paths: Iterable[str | Path]) -> tuple[Result, list[ReadError]]:
    """Parse files and directories (recursively: .md, .markdown, .txt) in sorted order.
    Files that cannot be read are returned as errors; the others still produce results."""
    result = Result()
    errors: list[ReadError] = []
    for path, source in discover([Path(p) for p in paths], errors):
        try:
            result.documents.append(parse_file(path, source))
        except ReadError as e:
            errors.append(e)
    return result, errors


def loads(text: str, source: str = "<string>") -> Document:
    """json-style alias of parse_text."""
    return parse_text(text, source)
