"""`--statistics`: how many findings of each check, as ruff prints them (count, code,
name; the most frequent first, then by code), in text or JSON."""

from __future__ import annotations

import json
from collections import Counter

from extract.files import ReadError
from extract.models import Diagnostic
from extract.report import summary


def counts(diags: list[Diagnostic]) -> list[tuple[str, str, int]]:
    """(code, name, count), the most frequent first, ties by code."""
    found = Counter((d.code, d.name) for d in diags)
    return sorted(((code, name, n) for (code, name), n in found.items()), key=lambda t: (-t[2], t[0]))


def text(diags: list[Diagnostic], errors: list[ReadError], documents: int) -> str:
    rows = counts(diags)
    width = max((len(str(n)) for _, _, n in rows), default=1)
    lines = [f"{n:>{width}}\t{code}\t{name}" for code, name, n in rows]
    lines.append(summary(diags, errors, documents))
    return "\n".join(lines) + "\n"


def as_json(diags: list[Diagnostic], errors: list[ReadError], documents: int) -> str:
    rows = [{"code": code, "name": name, "count": n} for code, name, n in counts(diags)]
    return json.dumps(rows, ensure_ascii=False, indent=2) + "\n"
