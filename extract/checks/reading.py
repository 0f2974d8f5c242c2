"""data-not-read, data-line-not-read: what the reader could not take is reported, never dropped."""

from __future__ import annotations

from collections.abc import Iterator

from extract.config import Config
from extract.messages import DataLineNotRead, DataNotRead, Message, WriteUpCut
from extract.models import Document


def check(doc: Document, config: Config) -> Iterator[Message]:
    """One data-not-read at the first data-like line of a write-up with no cell; else one
    data-line-not-read for each line that is surely data but was not read."""
    if doc._cut is not None:
        yield WriteUpCut(doc.source, doc._cut, panel=_panel_before(doc, doc._cut.line))
    unread = doc._unread
    if not unread:
        return
    if not any(p.cells for p in doc.panels):
        n = len(unread)
        yield DataNotRead(doc.source, unread[0][0], count=n, lines="line reads" if n == 1 else "lines read")
        return
    for span, sure, text in unread:
        if sure:
            yield DataLineNotRead(doc.source, span, text=text)


def _panel_before(doc: Document, line: int) -> str | None:
    """The panel a cut line belongs to: the one whose cells come last before it (at or above
    the line), or the only panel; None when no cell comes before it."""
    best: tuple[int, str] | None = None
    for p in doc.panels:
        lines = [c.span.line for c in p.cells if c.span is not None and c.span.line <= line]
        if lines and (best is None or max(lines) > best[0]):
            best = (max(lines), p.id)
    if best is None and len(doc.panels) == 1:
        return doc.panels[0].id
    return best[1] if best is not None else None
