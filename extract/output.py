"""Serialising results: deterministic JSON, written atomically."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

from pydantic import BaseModel


def to_json(model: BaseModel, indent: int | None = 2) -> str:
    """Canonical JSON of a model: the same input always gives byte-identical text
    (indent=None gives one line, for jsonl)."""
    seps = None if indent else (",", ":")
    return json.dumps(model.model_dump(mode="json"), ensure_ascii=False, indent=indent, separators=seps) + "\n"


def write_atomic(path: str | Path, text: str) -> None:
    """Write `text` to `path` so that readers see the old file or the new one, never a
    half-written file (a temporary file in the same folder, then an atomic rename)."""
    target = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def emit(text: str, out: str | None) -> None:
    """Write to the file `out`, or to stdout when `out` is None or "-"."""
    if out is None or out == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
    else:
        write_atomic(out, text)
