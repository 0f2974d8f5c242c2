"""Finding write-ups on disk and reading them as text, with errors a person can act on."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

SUFFIXES = (".md", ".markdown", ".txt")


class ReadError(Exception):
    """A path that could not be read as a UTF-8 write-up."""

    def __init__(self, source: str, reason: str, line: int | None = None) -> None:
        super().__init__(f"{source}{f':{line}' if line else ''}: {reason}")
        self.source = source
        self.reason = reason
        self.line = line


def _source(path: Path) -> str:
    return path.as_posix()


def discover(paths: list[Path], errors: list[ReadError]) -> Iterator[tuple[Path, str]]:
    """Files named on the command line, and write-ups found under directories, each once,
    in sorted order of their source path."""
    found: dict[str, Path] = {}
    for p in paths:
        if p.is_dir():
            seen: set[tuple[int, int]] = set()
            for root, dirs, files in os.walk(p, followlinks=True):
                st = os.stat(root)
                if (st.st_dev, st.st_ino) in seen:  # a symlink loop
                    dirs[:] = []
                    continue
                seen.add((st.st_dev, st.st_ino))
                dirs.sort()
                for f in files:
                    if f.lower().endswith(SUFFIXES):
                        fp = Path(root) / f
                        found.setdefault(_source(fp), fp)
        elif p.exists() or p.is_symlink():
            found.setdefault(_source(p), p)
        else:
            errors.append(ReadError(_source(p), "no such file or directory"))
    for source in sorted(found):
        yield found[source], source


def read_text(path: Path) -> str:
    """The text of a write-up; ReadError for unreadable, binary or non-UTF-8 files."""
    source = _source(path)
    try:
        data = path.read_bytes()
    except IsADirectoryError:
        raise ReadError(source, "is a directory") from None
    except OSError as e:
        raise ReadError(source, f"cannot be read ({e.strerror or e})") from None
    if b"\x00" in data[:8192]:
        raise ReadError(source, "is a binary file (it contains NUL bytes), not a text write-up")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise ReadError(source, f"is not UTF-8 text (byte 0x{data[e.start]:02x} at offset {e.start})", line) from None
