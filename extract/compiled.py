"""Compiled regular expressions kept between processes.

Importing the package compiles about a thousand patterns (the vocabularies, the claim
recognisers, the terminals taken from the grammars): ~150 ms of a one-file `--check`'s
~450 ms of start-up, spent in `re`'s pure-Python parser and compiler. What that compiler
produces for a pattern is a list of integers, and the same pattern text and flags always
give the same list on one Python build. So, as the parse tables of the grammars are kept
(extract.grammar), the lists are kept in the same user cache folder, one file per Python
build, and a later process hands them to `_sre.compile` directly: the same pattern
objects, without parsing the pattern again.

Only the patterns of this package are kept: those written out in its code, those compiled
while one of its modules is imported, and those extract.grammar, extract.reader and
extract.statements build from the grammars' terminals. A pattern built at run time from a
document's names is never written down. `_sre.compile` validates the code it is given; the
file carries a checksum of what it holds (a CRC-32: it tells a damaged or changed file at a
tenth of a cryptographic hash's cost, on the megabytes read at every start-up), and a file
that cannot be read, was changed since it was written, was not written by this user or
comes from another build is ignored: the pattern is then compiled as usual. A pattern of
another module's (the user's own code) is never served from the file: it is compiled by
`re` as always (one frame more on the way, so a warning `re` gives about such a pattern
names a line of `re` rather than the caller's)."""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]
import array
import atexit
import contextlib
import marshal
import operator
import os
import re
import sys
import zlib
from collections.abc import Callable
from itertools import repeat
from pathlib import Path
from re import _compiler, _parser  # type: ignore[attr-defined]
from types import FrameType
from typing import Any, TypeVar

T = TypeVar("T")

# the modules whose run-time patterns are grammar terminals (finite, the same every run)
_GRAMMAR_BUILT = frozenset(["extract.grammar", "extract.reader", "extract.statements"])
_MOST = 4000  # entries kept at most (the package has about 1,100 patterns)
_MOST_DERIVED = 400  # answers kept at most (~110 a version: gates, grammars' tables)
_KEY = (5, sys.version, sys.implementation.cache_tag, _sre.MAGIC, _sre.CODESIZE)  # (5: the file's layout)
# the frames a pattern passes through before it is compiled: the one before them asked for it
_PASSING = frozenset(["re", "re._compiler", "extract.compiled", "extract.literals"])


def cache_dir() -> Path | None:
    """Where built parsers and patterns are kept: $EXTRACT_CACHE_DIR, else
    $XDG_CACHE_HOME/extract, else ~/.cache/extract; None (no cache) for
    EXTRACT_CACHE_DIR="" or when there is no home folder."""
    chosen = os.environ.get("EXTRACT_CACHE_DIR")
    if chosen is not None:
        return Path(chosen).absolute() if chosen else None
    base = os.environ.get("XDG_CACHE_HOME")
    if not base or not os.path.isabs(base):
        home = os.path.expanduser("~")
        if home.startswith("~"):
            return None  # no home folder to put it in
        base = os.path.join(home, ".cache")
    return Path(base) / "extract"


class _Kept:
    """The patterns kept in the cache file, those used this run and those new.

    The file is an index and, after it, the entries: only the index (each kept pattern's
    text and flags, each derived answer's key, and where its entry lies, how long it is and
    its CRC-32) is read at start; an entry is read, checked and decoded when a pattern or
    answer is asked for. A file that patterns of several versions have filled (the answers
    worked out from an older grammar's tables pile up) then costs a start-up no more than
    its index, and the run holds in memory only the entries it used."""

    def __init__(self, file: Path) -> None:
        self.file = file
        # (pattern, flags) -> (offset, length, crc) of its entry in the file
        self.known: dict[tuple[str, int], tuple[int, int, int]] = {}
        # (kind, pattern, flags) -> (offset, length, crc): what is worked out from a
        # pattern's text (the gate literals.required finds) or a grammar's tables, by kind
        self.derived: dict[tuple[str, str, int], tuple[int, int, int]] = {}
        self.fresh: dict[tuple[str, int], _Entry] = {}  # (compiled this run)
        self.fresh_derived: dict[tuple[str, str, int], Any] = {}
        self.used: set[tuple[str, int]] = set()
        self.used_derived: set[tuple[str, str, int]] = set()
        self.fd: int | None = None
        self.base = 0  # (where the entries start)
        self.new = False
        self.pid = os.getpid()
        self.original = _compiler.compile

    def load(self) -> None:
        try:
            fd = os.open(self.file, os.O_RDONLY | getattr(os, "O_BINARY", 0))
        except OSError:
            return  # (no file yet: compile as usual)
        try:
            if hasattr(os, "getuid") and os.fstat(fd).st_uid != os.getuid():
                raise ValueError  # a file someone else put there: never read it
            size = int.from_bytes(_read(fd, 4, 0), "little")
            key, digest, payload = marshal.loads(_read(fd, size, 4))
            if key != _KEY or not isinstance(payload, bytes) or digest != zlib.crc32(payload):
                raise ValueError  # (another build's file, or one changed since it was written)
            known, derived = marshal.loads(payload)
            if not isinstance(known, dict) or not isinstance(derived, dict):
                raise ValueError
        except Exception:  # damaged, from another build: compile as usual
            os.close(fd)
            return
        self.known, self.derived, self.fd, self.base = known, derived, fd, 4 + size

    def _entry(self, place: tuple[int, int, int]) -> Any:
        """The entry at `place` decoded (KeyError: it cannot be read or was changed)."""
        offset, length, crc = place
        try:
            assert self.fd is not None
            raw = _read(self.fd, length, self.base + offset)
            if zlib.crc32(raw) != crc:
                raise ValueError
            return marshal.loads(raw)
        except Exception as unreadable:
            raise KeyError(place) from unreadable

    def compile(self, pattern: Any, flags: int = 0) -> Any:
        """re._compiler.compile, from the kept code when this pattern's is kept."""
        if not isinstance(pattern, str) or flags & re.DEBUG or not _ours(pattern):
            # (a pattern of the user's own code is never served from the file, whatever it holds)
            return self.original(pattern, flags)
        flags = int(flags)
        key = (pattern, flags)
        place = self.known.get(key)
        if place is not None:
            try:
                entry = self._entry(place)
                compiled = _sre.compile(
                    pattern, entry[0], array.array("I", entry[1]).tolist(), entry[2], entry[3], entry[4]
                )
            except Exception:  # (an entry changed, or code that does not validate: compile it instead)
                del self.known[key]
            else:
                self.used.add(key)
                return compiled
        parsed = _parser.parse(pattern, flags)
        code = _compiler._code(parsed, flags)
        groupindex = dict(parsed.state.groupdict)
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, i in groupindex.items():
            indexgroup[i] = name
        made: _Entry = (
            int(flags | parsed.state.flags),
            array.array("I", [int(c) for c in code]).tobytes(),
            parsed.state.groups - 1,
            groupindex,
            tuple(indexgroup),
        )
        self.fresh[key] = made
        self.new = True
        return _sre.compile(pattern, made[0], code, made[2], made[3], made[4])

    def worked_out(self, key: tuple[str, str, int], work: Callable[[str, int], T]) -> T:
        """derived(): the kept answer for `key`, else work's, kept when the pattern is ours."""
        if key in self.fresh_derived:
            found: T = self.fresh_derived[key]
            return found
        place = self.derived.get(key)
        if place is not None:
            try:
                kept: T = self._entry(place)
            except KeyError:
                del self.derived[key]
            else:
                self.used_derived.add(key)
                return kept
        value = work(key[1], key[2])
        if _ours(key[1]):
            self.fresh_derived[key] = value
            self.new = True
        return value

    def save(self) -> None:
        """Write the kept patterns when this run compiled new ones (in the process that
        read them: a worker forked from it leaves the file alone)."""
        if not self.new or os.getpid() != self.pid:
            return
        known, derived = self.known, self.derived
        if len(known) + len(self.fresh) > _MOST:  # (patterns of older versions pile up: keep this run's)
            known = {k: v for k, v in known.items() if k in self.used}
        if len(derived) + len(self.fresh_derived) > _MOST_DERIVED:  # (as answers of older grammars do)
            derived = {k: v for k, v in derived.items() if k in self.used_derived}
        entries: list[bytes] = []
        index: tuple[dict[Any, tuple[int, int, int]], dict[Any, tuple[int, int, int]]] = ({}, {})
        offset = 0

        def put(into: dict[Any, tuple[int, int, int]], key: Any, raw: bytes) -> None:
            nonlocal offset
            into[key] = (offset, len(raw), zlib.crc32(raw))
            entries.append(raw)
            offset += len(raw)

        for into, old, fresh in ((index[0], known, self.fresh), (index[1], derived, self.fresh_derived)):
            for key, place in old.items():
                with contextlib.suppress(Exception):  # (an entry that cannot be read is dropped)
                    put(into, key, marshal.dumps(self._entry(place)))
            for key, value in fresh.items():
                put(into, key, marshal.dumps(value))
        payload = marshal.dumps(index)
        head = marshal.dumps((_KEY, zlib.crc32(payload), payload))
        tmp = self.file.with_name(f".{self.file.name}.{os.getpid()}.tmp")
        with contextlib.suppress(OSError, ValueError):  # a read-only home, a full disk: compile next time
            try:
                self.file.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
                fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
                with os.fdopen(fd, "wb") as f:
                    f.write(len(head).to_bytes(4, "little"))
                    f.write(head)
                    f.writelines(entries)
                os.replace(tmp, self.file)
            finally:
                if os.path.exists(tmp):
                    os.unlink(tmp)


_Entry = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]


def read_kept(file: Path) -> tuple[dict[tuple[str, int], _Entry], dict[tuple[str, str, int], Any]]:
    """Every pattern and answer a cache file holds, decoded (for tests and tools: a run
    reads only the index, and an entry when it is asked for)."""
    kept = _Kept(file)
    kept.load()
    return {k: kept._entry(v) for k, v in kept.known.items()}, {k: kept._entry(v) for k, v in kept.derived.items()}


def write_kept(file: Path, known: dict[tuple[str, int], _Entry], answers: dict[tuple[str, str, int], Any]) -> None:
    """Write `known` and `answers` as the cache file `file` (the layout a run writes)."""
    kept = _Kept(file)
    kept.fresh, kept.fresh_derived, kept.new = dict(known), dict(answers), True
    kept.save()


def _read(fd: int, length: int, offset: int) -> bytes:
    """`length` bytes of the file at `offset` (pread: a forked worker shares the descriptor,
    and with it a position that seek and read would move under the other processes)."""
    if hasattr(os, "pread"):
        raw = os.pread(fd, length, offset)
    else:  # (Windows: no fork, so no other process shares the position)
        os.lseek(fd, offset, os.SEEK_SET)
        raw = os.read(fd, length)
    if len(raw) != length:
        raise ValueError("the file ends early")
    return raw


def _ours(pattern: str) -> bool:
    """Whether the pattern being compiled is one of this package's own: written out in the
    code of the function that compiles it (`re.search(r"…", text)`), compiled while one of
    its modules is imported, or built from the grammars' terminals (by lark while
    extract.grammar builds a parser, or by a module that joins terminals into a scanner)."""
    frame: FrameType | None = sys._getframe(1)
    while frame is not None and frame.f_globals.get("__name__", "") in _PASSING:
        frame = frame.f_back  # (re.compile, re._compile, a Gated: the caller is past them)
    if frame is None:
        return False
    name: str = frame.f_globals.get("__name__", "")
    if name in _GRAMMAR_BUILT:
        return True
    if name.startswith("lark"):
        wanted = "extract.grammar"  # (lark builds a parser for extract.grammar)
    elif name.startswith("extract."):
        if any(map(operator.is_, frame.f_code.co_consts, repeat(pattern))):
            return True  # (a literal of the function's code: the same text every run)
        wanted = "<module>"  # (one of our modules is being imported)
    else:
        return False  # (a module of the standard library's, imported by one of ours)
    while frame is not None:
        module = frame.f_globals.get("__name__", "")
        if module == wanted or (frame.f_code.co_name == wanted and module.startswith("extract.")):
            return True
        frame = frame.f_back
    return False


def derived(kind: str, pattern: str, flags: int, work: Callable[[str, int], T]) -> T:
    """work(pattern, flags), kept with the compiled patterns when the pattern is one of
    the package's own (`kind` names what `work` works out; its answer must be marshalable)."""
    kept = _KEPT[0] if _KEPT else None
    if kept is None:
        return work(pattern, flags)
    return kept.worked_out((kind, pattern, flags), work)


_KEPT: list[_Kept] = []  # (the one of this process, once installed)


def install() -> None:
    """Serve this package's patterns from the cache for the rest of the process."""
    folder = cache_dir()
    if folder is None or array.array("I").itemsize != _sre.CODESIZE or getattr(_compiler, "compile", None) is None:
        return
    kept = _Kept(folder / f"patterns-{sys.implementation.cache_tag}.v{_KEY[0]}.marshal")
    kept.load()
    _KEPT.append(kept)
    _compiler.compile = kept.compile
    atexit.register(kept.save)
