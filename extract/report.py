"""Reporters: findings as text lines, JSON, or GitHub workflow commands. Chosen by name
with --format; each takes the findings and returns the text to print."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Sequence

from extract.console import Painter
from extract.files import ReadError
from extract.models import Diagnostic, Figure

Reporter = Callable[[list[Diagnostic], list[ReadError], int], str]


def _where(d: Diagnostic) -> str:
    if d.span is None:
        return d.source
    return f"{d.source}:{d.span.line}:{d.span.column}"


def summary(diags: list[Diagnostic], errors: list[ReadError], documents: int) -> str:
    """ "3 errors, 1 warning in 5 documents (2 with data not read; 1 file could not be read)"."""
    counts = Counter(d.severity for d in diags)
    parts = [f"{counts[s]} {s}{'' if counts[s] == 1 else 's'}" for s in ("error", "warning", "info") if counts[s]]
    text = (", ".join(parts) or "no findings") + f" in {documents} document{'' if documents == 1 else 's'}"
    notes = []
    unread = len({d.source for d in diags if d.name == "data-not-read"})
    if unread:
        notes.append(f"{unread} with data not read")
    if errors:
        notes.append(f"{len(errors)} file{'' if len(errors) == 1 else 's'} could not be read")
    return text + (f" ({'; '.join(notes)})" if notes else "")


def figure_line(figure: Figure) -> str:
    """ "3 write-ups of fig-12: 18 of 24 cells agree (2 cells given by one write-up)"."""
    cells = [c for p in figure.panels for c in p.cells]
    shared = [c for c in cells if len(set(c.sources)) > 1]
    agreed = sum(c.agree for c in shared)
    single = len(cells) - len(shared)
    n = len(figure.documents)
    text = f"{n} write-ups of {figure.key}: {agreed} of {len(shared)} cell{'' if len(shared) == 1 else 's'} agree"
    if single:
        text += f" ({single} cell{'' if single == 1 else 's'} given by one write-up)"
    return text


def with_figures(report: str, figures: Sequence[Figure]) -> str:
    """A text report with a line per figure of several write-ups before its summary line."""
    if not figures:
        return report
    head, _, last = report.rstrip("\n").rpartition("\n")
    lines = [*([head] if head else []), *(figure_line(f) for f in figures), last]
    return "\n".join(lines) + "\n"


def text(diags: list[Diagnostic], errors: list[ReadError], documents: int, paint: Painter | None = None) -> str:
    """`path:line:col: CODE name [severity] message`, one per line, then a summary;
    `paint` colours the place, the code and the severity."""
    if paint is None:
        lines = [f"{_where(d)}: {d.code} {d.name} [{d.severity}] {d.message}" for d in diags]
    else:
        lines = [
            f"{paint('path', _where(d))}: {paint('code', d.code)} {d.name} "
            f"[{paint(d.severity, d.severity)}] {d.message}"
            for d in diags
        ]
    lines.append(summary(diags, errors, documents))
    return "\n".join(lines) + "\n"


def as_json(diags: list[Diagnostic], errors: list[ReadError], documents: int) -> str:
    """The findings and read errors as one JSON object."""
    data = {
        "diagnostics": [d.model_dump(mode="json") for d in diags],
        "errors": [{"source": e.source, "line": e.line, "message": e.reason} for e in errors],
        "summary": summary(diags, errors, documents),
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def _escape_data(s: str) -> str:
    return s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(s: str) -> str:
    return _escape_data(s).replace(":", "%3A").replace(",", "%2C")


_GITHUB_LEVEL = {"error": "error", "warning": "warning", "info": "notice"}


def github(diags: list[Diagnostic], errors: list[ReadError], documents: int) -> str:
    """GitHub workflow commands (`::error file=…,line=…::message`), escaped as the
    workflow-command syntax requires."""
    out = []
    for d in diags:
        props = [f"file={_escape_property(d.source)}"]
        if d.span is not None:
            props += [
                f"line={d.span.line}",
                f"col={d.span.column}",
                f"endLine={d.span.end_line}",
                f"endColumn={d.span.end_column}",
            ]
        props.append(f"title={_escape_property(f'{d.code} {d.name}')}")
        out.append(f"::{_GITHUB_LEVEL[d.severity]} {','.join(props)}::{_escape_data(d.message)}")
    for e in errors:
        where = f"file={_escape_property(e.source)}" + (f",line={e.line}" if e.line else "")
        out.append(f"::error {where}::{_escape_data(e.reason)}")
    out.append(summary(diags, errors, documents))
    return "\n".join(out) + "\n"


def _sarif(diags: list[Diagnostic], errors: list[ReadError], documents: int) -> str:
    from extract.sarif import report  # sarif.py reads every rule's documentation: only when asked

    return report(diags, errors, documents)


REPORTERS: dict[str, Reporter] = {"text": text, "json": as_json, "github": github, "sarif": _sarif}
