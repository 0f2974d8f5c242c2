"""One cached parser factory per grammar (lark parsers do not pickle: each process
builds its own on first use).

Building the LALR tables of both grammars takes about 45 ms, most of the start-up of a
one-file run (a pre-commit hook). The built parsers are therefore kept in a user cache
folder (lark's save/load), one file per grammar text, lark version and Python version,
written to a temporary file and renamed, so a file appears whole or not at all. A cache
that cannot be read or written is skipped, never an error."""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import sys
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from extract.compiled import cache_dir, derived
from extract.resources import grammar_path

if TYPE_CHECKING:
    from lark import Lark

T = TypeVar("T")

# the options every grammar is built with (part of the cache key)
_OPTIONS = {
    "parser": "lalr",
    "lexer": "contextual",
    "propagate_positions": False,  # tokens carry their own positions; trees need none
    "maybe_placeholders": False,
}
# grammars whose start symbols are not only `start` (a grammar of shapes read in place has `shape`)
_STARTS = {
    "statements": ["start", "head"],
    "claims": ["start", "shape"],
    "scales": ["start", "shape"],
    "names": ["shape"],
    "data_like": ["shape"],
    "figure": ["shape"],
    "axes": ["shape"],
}


def _load(cached: Path) -> Lark | None:
    """The parser saved in `cached`, when the file is there, ours, and whole."""
    try:
        with open(cached, "rb") as f:
            if hasattr(os, "getuid") and os.fstat(f.fileno()).st_uid != os.getuid():
                return None  # a file someone else put there: never unpickle it
            from lark import Lark

            return Lark.load(f)
    except Exception:  # missing, damaged, from another lark: build instead
        return None


def _save(parser: Lark, folder: Path, cached: Path) -> None:
    """Save a parser as `cached`, atomically; any failure leaves no file behind."""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{cached.stem}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            parser.save(f)
        os.replace(tmp, cached)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def _imports(text: str) -> list[str]:
    """The grammars a grammar's text imports from ("%import .inline._APPROX_WORDS" -> "inline"):
    their text is part of the cache key, so a word changed there rebuilds the importer too."""
    return sorted({line.split()[1][1:].split(".")[0] for line in text.splitlines() if line.startswith("%import .")})


@cache
def _lark_version() -> str:
    """lark's version, from its installed metadata: a process that reads the grammars'
    kept tables (their terminals) never imports lark (~20 ms of a one-file run's start-up)."""
    from importlib import metadata

    try:
        return metadata.version("lark")
    except metadata.PackageNotFoundError:  # (a copy without its metadata: ask lark itself)
        import lark

        return lark.__version__


@cache
def _source(name: str) -> tuple[str, dict[str, Any], str]:
    """grammars/<name>.lark's text, the options it is built with, and its cache key (the
    text, the texts it imports, the options, lark's and Python's versions)."""
    text = grammar_path(f"{name}.lark").read_text(encoding="utf-8")
    options = {**_OPTIONS, "start": _STARTS.get(name, ["start"])}
    imported = [grammar_path(f"{m}.lark").read_text(encoding="utf-8") for m in _imports(text)]
    said = repr((text, imported, options, _lark_version(), sys.version_info[:2]))
    return text, options, hashlib.sha256(said.encode()).hexdigest()[:24]


@cache
def get_parser(name: str) -> Lark:
    """The LALR parser of grammars/<name>.lark, built once per process (loaded from the
    cache when it holds this grammar's parser)."""
    from lark import Lark  # (here: a process that reads only the kept tables never loads lark)

    path = grammar_path(f"{name}.lark")
    text, options, key = _source(name)
    folder = cache_dir()
    if folder is None:
        return Lark(text, source_path=str(path), **options)
    cached = folder / f"{name}-{key}.lark-cache"
    parser = _load(cached)
    if parser is not None:
        return parser
    parser = Lark(text, source_path=str(path), **options)
    with contextlib.suppress(OSError):  # a read-only home, a full disk: the next run builds again
        _save(parser, folder, cached)
    return parser


class TerminalPattern(NamedTuple):
    """What the package reads of a terminal's pattern (as lark's PatternRE and PatternStr)."""

    value: str
    flags: tuple[str, ...]
    max_width: int
    regexp: str  # (lark's to_regexp(): the value with its flags)

    def to_regexp(self) -> str:
        return self.regexp


class Terminal(NamedTuple):
    """One terminal of a grammar (as lark's TerminalDef: its name, priority and pattern)."""

    name: str
    priority: int
    pattern: TerminalPattern


def kept(grammar: str, kind: str, work: Callable[[Lark], T]) -> T:
    """work(the parser of grammars/<grammar>.lark), kept with the compiled patterns
    (extract.compiled) under the grammar's cache key and `kind` (which names all `work`
    depends on besides the grammar; its answer must be marshalable): what the package reads
    of a parser's tables (its terminals, the tokens a lexer context accepts) is then read
    without loading the parser, which costs up to 15 ms a process (claims.lark's)."""
    return derived(kind, f"{grammar}-{_source(grammar)[2]}", 0, lambda _key, _flags: work(get_parser(grammar)))


def _table(parser: Lark) -> list[tuple[str, int, str, tuple[str, ...], int, str]]:
    return [
        (t.name, t.priority, t.pattern.value, tuple(t.pattern.flags), t.pattern.max_width, t.pattern.to_regexp())
        for t in parser.terminals
    ]


@cache
def terminals(grammar: str) -> tuple[Terminal, ...]:
    """The terminals of grammars/<grammar>.lark, in the order its parser lists them (a
    grammar whose terminals alone are asked for, claims.lark's shapes, is never loaded)."""
    return tuple(
        Terminal(n, p, TerminalPattern(v, tuple(f), w, r)) for n, p, v, f, w, r in kept(grammar, "terminals", _table)
    )


@cache
def terminal(grammar: str, name: str) -> re.Pattern[str]:
    """The terminal `name` of grammars/<grammar>.lark as one compiled pattern, flags
    included, as lark composed it: the shapes a grammar's `shape` rule lists are applied
    in place (at a column of a line) through this, so the grammar file is the one that runs."""
    term = next((t for t in terminals(grammar) if t.name == name), None)
    if term is None:
        raise KeyError(f"grammars/{grammar}.lark declares no terminal {name}")
    return re.compile(term.pattern.to_regexp())


class Shapes:
    """The terminals of one grammar by name, as attributes: `Shapes("scales").NOTE` is
    terminal("scales", "NOTE"), compiled on first use (the grammar is built or loaded then,
    not at import) and then a plain attribute (the shapes are asked for every line)."""

    def __init__(self, grammar: str) -> None:
        self._grammar = grammar

    def __getattr__(self, name: str) -> re.Pattern[str]:
        # (a name no terminal has, "cache_info" asked by a tool that walks a module's
        # values, is no attribute: getattr(shapes, name, None) answers None)
        if name.startswith("_") or not name.isupper():
            raise AttributeError(name)
        try:
            pattern = terminal(self._grammar, name)
        except KeyError as missing:
            raise AttributeError(name) from missing
        setattr(self, name, pattern)
        return pattern


def fits(shape: re.Pattern[str], text: str) -> bool:
    """Whether all of `text` is a shape that may be empty. A lexer's terminal never matches the
    empty text, so a grammar declares such a shape as "a text that is not empty and is all the
    shape" (a look-ahead over the shape, then the text); the empty text is asked for here."""
    return not text or shape.match(text) is not None
