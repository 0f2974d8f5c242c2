"""Serialising results: deterministic JSON, written atomically."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from pydantic import BaseModel

from extract.models import SCHEMA_VERSION, Diagnostic, Figure


def to_json(model: BaseModel, indent: int | None = 2) -> str:
    """Canonical JSON of a model: the same input always gives byte-identical text
    (indent=None gives one line, for jsonl). Serialised by pydantic-core: UTF-8 as is,
    fields in model order, floats in their shortest round-trip form."""
    return model.model_dump_json(indent=indent) + "\n"


def nested(model: BaseModel | Sequence[BaseModel], depth: int) -> str:
    """The indented JSON of a model (or list of models) as it reads `depth` levels deep
    inside to_json's output (JSON strings hold no raw newline, so lines can be shifted)."""
    if not isinstance(model, BaseModel):
        text = "[\n" + ",\n".join("  " + nested(m, 1) for m in model) + "\n]" if model else "[]"
    else:
        text = model.model_dump_json(indent=2)
    return text.replace("\n", "\n" + "  " * depth)


class ResultWriter:
    """Writes a Result document by document, byte for byte as to_json(Result(...)) would,
    so a run holds no Document in memory: begin, then document() for each (as nested(doc,
    2)), then end() with the cross-document findings and figures."""

    def __init__(self, write: Callable[[str], None]) -> None:
        self.write = write
        self.count = 0

    def begin(self) -> None:
        self.write('{\n  "schema_version": ' + json.dumps(SCHEMA_VERSION) + ',\n  "documents": [')

    def document(self, text: str) -> None:
        self.write(("\n    " if self.count == 0 else ",\n    ") + text)
        self.count += 1

    def end(self, diagnostics: list[Diagnostic], figures: Sequence[Figure] | Spool = ()) -> None:
        self.write(("\n  ]" if self.count else "]") + ',\n  "diagnostics": ' + nested(diagnostics, 1))
        self.write(',\n  "figures": ')
        if isinstance(figures, Spool):
            figures.copy_to(self.write)
        else:
            self.write(nested(figures, 1))
        self.write("\n}\n")


class Spool:
    """Figures written as they are made, as the list ResultWriter.end writes them, into a
    temporary file (nothing on disk has its name): the consensus of a large corpus need not
    be held in memory until the findings before it are written."""

    def __init__(self) -> None:
        # open until copy_to() closes it
        self._file = tempfile.TemporaryFile("w+", encoding="utf-8", newline="\n", prefix="extract-figures-")  # noqa: SIM115
        self.count = 0

    def add(self, figure: Figure) -> None:
        self._file.write(("[\n    " if self.count == 0 else ",\n    ") + nested(figure, 2))
        self.count += 1

    def copy_to(self, write: Callable[[str], None]) -> None:
        """Write the list (as nested(figures, 1) would give it) and close the file."""
        with self._file as f:
            if self.count == 0:
                write("[]")
                return
            f.write("\n  ]")
            f.seek(0)
            while chunk := f.read(1 << 20):
                write(chunk)


class Sink:
    """Where the output goes, written as it comes: stdout, or a file that appears (by an
    atomic rename) only when everything was written; an error, Ctrl-C or SIGTERM leaves
    the old file, or none, never a half-written one. A device or pipe ("/dev/null") is
    written directly; a symlink's target is replaced, not the link; an existing file
    keeps its permissions. On stdout, `utf8` text (JSON, SARIF) goes out as UTF-8 bytes
    whatever the terminal's encoding, since JSON is UTF-8 by definition; other text is
    written in the terminal's encoding, with what it cannot hold replaced."""

    def __init__(self, out: str | None, utf8: bool = False) -> None:
        self.out = None if out is None or out == "-" else Path(out)
        self.utf8 = utf8 and _not_utf8(sys.stdout)
        self._file: TextIO | None = None
        self._tmp: str | None = None
        self._direct = False

    def __enter__(self) -> Sink:
        if self.out is None:
            return self
        if str(self.out) == "" or str(self.out).endswith(os.sep) or self.out.is_dir():
            raise IsADirectoryError(21, "is a directory or not a file name", str(self.out))
        target = Path(os.path.realpath(self.out))
        if target.exists() and not target.is_file():
            self._direct = True  # /dev/null, /dev/stdout, a named pipe
            self._file = open(target, "w", encoding="utf-8", newline="\n")
            return self
        fd, self._tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        mode = target.stat().st_mode & 0o7777 if target.exists() else 0o666 & ~_umask()
        os.fchmod(fd, mode)
        self._target = target
        self._file = os.fdopen(fd, "w", encoding="utf-8", newline="\n")
        return self

    def write(self, text: str) -> None:
        if self._file is None and self.utf8:
            sys.stdout.flush()
            sys.stdout.buffer.write(text.encode("utf-8"))
            return
        (self._file or sys.stdout).write(text)

    def __exit__(self, kind: type[BaseException] | None, *rest: object) -> None:
        if self._file is None:
            sys.stdout.flush()
            return
        try:
            if kind is None and not self._direct:
                self._file.flush()
                os.fsync(self._file.fileno())
            self._file.close()
            if kind is None and self._tmp is not None:
                os.replace(self._tmp, self._target)
        finally:
            if self._tmp is not None and os.path.exists(self._tmp):
                os.unlink(self._tmp)


def _not_utf8(stream: TextIO) -> bool:
    encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
    return encoding not in ("utf8", "utf8sig") and hasattr(stream, "buffer")


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
