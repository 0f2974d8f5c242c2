"""A write-up's text as HTML: numbered lines, with the spans of cells, claims and
findings marked. Marks may overlap (a cell inside a claim); each line is cut at every
mark's ends and each piece carries the classes of the marks over it, so nothing needs
to nest."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from markupsafe import escape

from extract.models import Span


@dataclass(slots=True)
class Mark:
    """A span to highlight: `cls` is its CSS class ("c" cell, "k" claim, "f" finding);
    `attr` its data attribute ("data-c=\"3\"")."""

    span: Span
    cls: str
    attr: str = ""


def lines_of(text: str) -> list[str]:
    """The lines as the reader numbers them (CRLF and CR end a line; a BOM is not text)."""
    if text.startswith("\ufeff"):
        text = text[1:]
    out = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if out and out[-1] == "":
        out.pop()
    return out


def render(text: str, marks: list[Mark], prefix: str) -> str:
    """`<div class="src">` with one `<div id="{prefix}L{n}">` per line."""
    lines = lines_of(text)
    per_line: dict[int, list[tuple[int, int, Mark]]] = {}
    for m in marks:
        s = m.span
        for n in range(max(1, s.line), min(len(lines), s.end_line) + 1):
            start = s.column - 1 if n == s.line else 0
            end = s.end_column - 1 if n == s.end_line else len(lines[n - 1])
            if end > start:
                per_line.setdefault(n, []).append((start, end, m))
    out = ['<div class="src">']
    for n, line in enumerate(lines, 1):
        body = _marked(line, per_line[n]) if n in per_line else str(escape(line))
        out.append(f'<div id="{prefix}L{n}" class="ln"><a class="no" href="#{prefix}L{n}">{n}</a>{body}</div>')
    out.append("</div>")
    return "".join(out)


def _marked(line: str, marks: list[tuple[int, int, Mark]]) -> str:
    cuts = sorted({0, len(line), *(min(s, len(line)) for s, _, _ in marks), *(min(e, len(line)) for _, e, _ in marks)})
    out = []
    for a, b in itertools.pairwise(cuts):
        piece = str(escape(line[a:b]))
        over = [m for s, e, m in marks if s <= a and b <= e]
        if not over:
            out.append(piece)
            continue
        classes = " ".join(sorted({m.cls for m in over}))
        attrs = " ".join(dict.fromkeys(m.attr for m in over if m.attr))
        out.append(f'<span class="{classes}"{" " + attrs if attrs else ""}>{piece}</span>')
    return "".join(out)
