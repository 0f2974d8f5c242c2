"""One cached parser factory per grammar (lark parsers do not pickle: each process
builds its own on first use).

Building the LALR tables of both grammars takes about 45 ms, most of the start-up of a
one-file run (a pre-commit hook). The tables are therefore kept in a user cache
directory, one file per grammar text, lark version and Python version, written
atomically; a cache that cannot be read or written is skipped, never an error."""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
from functools import cache
from pathlib import Path

import lark
from lark import Lark

from extract.resources import grammar_path

# the options every grammar is built with (part of the cache key)
_OPTIONS = {
    "parser": "lalr",
    "lexer": "contextual",
    "propagate_positions": False,  # tokens carry their own positions; trees need none
    "maybe_placeholders": False,
}


def cache_dir() -> Path | None:
    """Where parse tables are kept: $EXTRACT_CACHE_DIR, else $XDG_CACHE_HOME/extract, else
    ~/.cache/extract. EXTRACT_CACHE_DIR="" turns the cache off."""
    chosen = os.environ.get("EXTRACT_CACHE_DIR")
    if chosen is not None:
        return Path(chosen) if chosen else None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "extract"


@cache
def get_parser(name: str) -> Lark:
    """The LALR parser of grammars/<name>.lark, built once per process (from the cache
    when it holds this grammar's tables)."""
    path = grammar_path(f"{name}.lark")
    text = path.read_text(encoding="utf-8")
    folder = cache_dir()
    if folder is None:
        return Lark(text, source_path=str(path), **_OPTIONS)
    key = hashlib.sha256(repr((text, _OPTIONS, lark.__version__, sys.version_info[:2])).encode()).hexdigest()[:24]
    cached = folder / f"{name}-{key}.lark-cache"
    try:
        if cached.is_file():
            return Lark(text, source_path=str(path), cache=str(cached), **_OPTIONS)
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
        os.close(fd)
        os.unlink(tmp)  # lark writes the file itself; it only has to be ours and new
        try:
            parser = Lark(text, source_path=str(path), cache=tmp, **_OPTIONS)
            os.replace(tmp, cached)  # appears whole or not at all
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
        return parser
    except OSError:  # a read-only home, a full disk: build without the cache
        return Lark(text, source_path=str(path), **_OPTIONS)
