"""Finding write-ups on disk and reading them as text, with errors a person can act on."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

SUFFIXES = (".md", ".markdown", ".txt")


class ReadError(Exception):
    """A path that could not be read as a UTF-8 write-up."""

    def __init__(self, source: str, reason: str, line: int | None = None) -> None:
        super().__init__(f"{source}{f':{line}' if line else ''}: {reason}")
        self.source = source
        self.reason = reason
        self.line = line

    def __reduce__(self) -> tuple[type[ReadError], tuple[str, str, int | None]]:
        # an exception pickles its message alone; a worker process or a cluster sends all three
        return ReadError, (self.source, self.reason, self.line)


def _source(path: Path) -> str:
    """The path as output and messages show it; bytes of a file name that are not UTF-8
    are written as escapes ("f\\xff.md"), so the name fits in JSON."""
    if str(path) == "-":
        return "<stdin>"
    return os.fsencode(path.as_posix()).decode("utf-8", "backslashreplace")


Excludes = Callable[[Path, bool], bool]
"""Whether a path is left out; the flag is True for a path named on the command line."""


def _default_excludes(path: Path, named: bool) -> bool:
    from extract.config import Config  # config.py reads checks' names, which read models

    return Config().excludes(path, named)


def discover(
    paths: list[Path], errors: list[ReadError], excludes: Excludes | None = None
) -> Iterator[tuple[Path, str]]:
    """Files named on the command line, and write-ups found under directories (not in
    hidden or tool folders, or what `excludes` says), each file once however it is
    spelled, in sorted order of their source path."""
    excludes = excludes or _default_excludes
    found: dict[str, Path] = {}
    real: set[str] = set()

    def add(fp: Path) -> None:
        key = os.path.realpath(fp)
        if key not in real:
            real.add(key)
            found.setdefault(_source(fp), fp)

    for p in paths:
        if str(p) == "-":
            found.setdefault("<stdin>", p)  # standard input
        elif (p.exists() or p.is_symlink()) and excludes(p, True):
            continue
        elif p.is_dir():
            seen: set[tuple[int, int]] = set()

            def unreadable(e: OSError) -> None:
                errors.append(ReadError(_source(Path(e.filename)), f"cannot be read ({e.strerror or e})"))

            for root, dirs, files in os.walk(p, followlinks=True, onerror=unreadable):
                st = os.stat(root)
                if (st.st_dev, st.st_ino) in seen:  # a symlink loop
                    dirs[:] = []
                    continue
                seen.add((st.st_dev, st.st_ino))
                dirs[:] = sorted(d for d in dirs if not excludes(Path(root) / d, False))
                for f in files:
                    fp = Path(root) / f
                    if f.lower().endswith(SUFFIXES) and fp.is_file() and not excludes(fp, False):
                        add(fp)  # (a named pipe or socket is not a write-up)
        elif p.exists() or p.is_symlink():
            add(p)
        else:
            errors.append(ReadError(_source(p), "no such file or directory"))
    for source in sorted(found):
        yield found[source], source


def read_text(path: Path) -> str:
    """The text of a write-up; ReadError for unreadable, binary or non-UTF-8 files."""
    source = _source(path)
    try:
        if str(path) == "-":
            data = sys.stdin.buffer.read()
        elif path.is_dir():
            raise ReadError(source, "is a directory")
        elif not path.is_file():
            raise ReadError(source, "is not a regular file (a pipe, socket or device)")
        else:
            data = path.read_bytes()
    except OSError as e:
        raise ReadError(source, f"cannot be read ({e.strerror or e})") from None
    if b"\x00" in data[:8192]:
        raise ReadError(source, "is a binary file (it contains NUL bytes), not a text write-up")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        head = data[: e.start]
        line = head.replace(b"\r\n", b"\n").replace(b"\r", b"\n").count(b"\n") + 1
        raise ReadError(source, f"is not UTF-8 text (byte 0x{data[e.start]:02x} at offset {e.start})", line) from None
