"""Serialising results: deterministic JSON, written atomically."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import TextIO

from pydantic import BaseModel


def to_json(model: BaseModel, indent: int | None = 2) -> str:
    """Canonical JSON of a model: the same input always gives byte-identical text
    (indent=None gives one line, for jsonl)."""
    seps = None if indent else (",", ":")
    return json.dumps(model.model_dump(mode="json"), ensure_ascii=False, indent=indent, separators=seps) + "\n"


class Sink:
    """Where the output goes, written as it comes: stdout, or a file that appears (by an
    atomic rename) only when everything was written; an error or Ctrl-C leaves the old
    file, or none, never a half-written one."""

    def __init__(self, out: str | None) -> None:
        self.out = None if out is None or out == "-" else Path(out)
        self._file: TextIO | None = None
        self._tmp: str | None = None

    def __enter__(self) -> Sink:
        if self.out is not None:
            fd, self._tmp = tempfile.mkstemp(prefix=f".{self.out.name}.", suffix=".tmp", dir=self.out.parent)
            self._file = os.fdopen(fd, "w", encoding="utf-8", newline="\n")
        return self

    def write(self, text: str) -> None:
        (self._file or sys.stdout).write(text)

    def __exit__(self, kind: type[BaseException] | None, *rest: object) -> None:
        if self._file is None:
            sys.stdout.flush()
            return
        try:
            if kind is None:
                self._file.flush()
                os.fsync(self._file.fileno())
            self._file.close()
            if kind is None:
                assert self._tmp is not None and self.out is not None
                os.replace(self._tmp, self.out)
        finally:
            if self._tmp is not None and os.path.exists(self._tmp):
                os.unlink(self._tmp)
