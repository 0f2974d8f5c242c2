"""cross-document-conflict: the same panel (same key) given different values by two
documents. One finding per pair of panels, at the later document."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from extract.config import Config
from extract.messages import CrossDocumentConflict, Message
from extract.models import Cell, Document, Panel, Related
from extract.numbers import format_number
from extract.text import panel_key, tick_key


def _keys(doc: Document, panel: Panel) -> list[str]:
    """The keys a panel answers to: its own, or for the one untitled panel of a document,
    the document's title (which then names the panel: "Heatmap: Mixtral | NQ Open — …")."""
    if panel.key:
        return [panel.key]
    if len(doc.panels) == 1 and doc.title:
        key = panel_key(doc.title)
        return [key] if key else []
    return []


def _same_panel(a: list[str], b: list[str], a_titled: bool, b_titled: bool) -> bool:
    if set(a) & set(b):
        return True
    if a_titled == b_titled:
        return False
    # an untitled panel's document title contains the other panel's key
    titled, title = (a, b) if a_titled else (b, a)
    return any(len(k) >= 8 and "|" in k and k in t for k in titled for t in title)


def check(docs: list[Document], config: Config) -> Iterator[Message]:
    entries = [(d, p, _keys(d, p)) for d in docs for p in d.panels if p.cells]
    for (da, pa, ka), (db, pb, kb) in combinations(entries, 2):
        if da is db or not ka or not kb or not _same_panel(ka, kb, pa.key is not None, pb.key is not None):
            continue
        index = {(tick_key(c.row), tick_key(c.col)): c for c in pa.cells if c.col is not None}
        common: list[tuple[Cell, Cell]] = []
        for c in pb.cells:
            other = index.get((tick_key(c.row), tick_key(c.col)))
            if other is not None:
                common.append((other, c))
        differ = [(a, b) for a, b in common if abs(a.value - b.value) > 1e-9]
        if not differ:
            continue
        a, b = differ[0]
        yield CrossDocumentConflict(
            db.source,
            b.span,
            panel=pb.id,
            cells=[[y.row, y.col] for _, y in differ],
            related=[Related(source=da.source, span=a.span, panel=pa.id)],
            panel_name=pb.title or pa.title or db.title or pb.id,
            n=len(differ),
            common=len(common),
            other=da.source,
            example=f"[{_cell(b)}] is {format_number(b.value)} here, {format_number(a.value)} there",
        )


def _cell(c: Cell) -> str:
    show = [format_number(k) if isinstance(k, (int, float)) else str(k) for k in (c.row, c.col) if k is not None]
    return ", ".join(show)
