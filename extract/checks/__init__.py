"""Stage 4: checks. Each module of this package holds one family of checks; each check
reads Documents and yields Messages (extract/messages.py), never text.

    scale.py   value-outside-scale
    grid.py    grid-shape, cell-conflict
    claims.py  claim-* (contradicted claims)
    cross.py   cross-document-conflict, and the consensus of figures (figures.py: which
               write-ups and panels match; keys.py: cell keys; agree.py: tolerance)
    reading.py data-not-read, data-line-not-read
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from extract.checks import claims, cross, grid, reading, scale
from extract.config import Config
from extract.messages import Message
from extract.models import Diagnostic, Document, Figure

DocumentCheck = Callable[[Document, Config], Iterator[Message]]
DOCUMENT_CHECKS: tuple[DocumentCheck, ...] = (
    scale.check,
    grid.check_shape,
    grid.check_conflicts,
    claims.check,
    reading.check,
)


ConfigOf = Config | Callable[[str], Config]
"""One config for every document, or the config of each document's source."""


def render_messages(messages: Iterable[Message], config: ConfigOf) -> list[Diagnostic]:
    """The findings the config wants, at the severity it gives them, sorted."""
    out = []
    for m in messages:
        cfg = config if isinstance(config, Config) else config(m.source)
        if not cfg.wants(m.code, m.name):
            continue
        m.level = cfg.severity_of(m.code, m.name, m.level)
        out.append(m.diagnostic())
    return sorted(out, key=sort_key)


def sort_key(d: Diagnostic) -> tuple[str, int, int, str]:
    """Findings in reading order: file, line, column, code."""
    return (d.source, d.span.line if d.span else 0, d.span.column if d.span else 0, d.code)


def check_document(doc: Document, config: Config | None = None) -> list[Diagnostic]:
    """The findings that one document proves about itself; none for a markdown file that
    describes no figure (no axis, scale, cell, data-like line or chart heading), such as
    a README."""
    config = config or Config()
    if not has_figure(doc):
        return []
    return render_messages((m for check in DOCUMENT_CHECKS for m in check(doc, config)), config)


_CHART_WORDS = re.compile(
    r"\b(?:heat ?maps?|charts?|plots?|graphs?|histograms?|figures?|colou?r ?(?:bar|scale)|legend|axis|axes)\b", re.I
)


def has_figure(doc: Document) -> bool:
    """Whether the write-up describes a figure at all."""
    if doc._unread or any(p.x or p.y or p.scale or p.cells for p in doc.panels):
        return True
    return any(_CHART_WORDS.search(s.title) for s in doc.sections)


def check_corpus(docs: list[Document], config: Config | None = None) -> list[Diagnostic]:
    """The findings that involve more than one document."""
    return compare_documents(docs, config)[0]


def compare_documents(docs: list[Document], config: Config | None = None) -> tuple[list[Diagnostic], list[Figure]]:
    """The findings across documents, and the figures that two or more of them describe
    (with the consensus of each cell)."""
    return compare_sheets([cross.sheet(d, n) for n, d in enumerate(docs)], config)


def compare_sheets(
    sheets: list[cross.Sheet], config: Config | None = None, config_of: ConfigOf | None = None
) -> tuple[list[Diagnostic], list[Figure]]:
    """compare_documents from the small per-document sheets a streaming run keeps
    (cross.sheet) instead of the Documents; `config_of` gives each file's own settings for
    the severity and selection of its findings (default: `config`)."""
    config = config or Config()
    messages, figures = cross.compare(sheets, config)
    return render_messages(messages, config_of or config), figures
