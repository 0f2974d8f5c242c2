"""cross-document-conflict: the same panel (same key) given different values by two
documents. One finding per pair of panels, at the later document.

The check keeps a small Entry per panel (its key, names and cells as tuples), never the
Documents, so a run over a large corpus can stream documents out and still compare them.
Pairs are found through an index, not by comparing every panel with every other one."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TypeVar

from extract.config import Config
from extract.messages import CrossDocumentConflict, Message
from extract.models import Document, Related, Span, Tick
from extract.numbers import format_number
from extract.text import panel_key, tick_key

T = TypeVar("T")
CellRow = tuple[Tick | None, Tick, float, tuple[int, int, int, int]]
"""row, column, value, span (line, column, end line, end column) of one cell"""

_MIN_CONTAINED = 8  # an untitled panel's document title must contain a key at least this long


@dataclass(frozen=True, slots=True)
class Entry:
    """What the check keeps of one panel with cells."""

    doc: int  # the document's index in the run (entries of one document are never compared)
    source: str
    doc_title: str | None
    panel: str  # Panel.id
    title: str | None
    key: str  # the key the panel answers to (see _key)
    titled: bool  # the key is the panel's own, not its document's title
    cells: tuple[CellRow, ...]  # cells with a column, in order


def _key(doc: Document, key: str | None) -> str | None:
    """The key a panel answers to: its own, or for the one untitled panel of a document,
    the document's title (which then names the panel: "Heatmap: Mixtral | NQ Open — …")."""
    if key:
        return key
    if len(doc.panels) == 1 and doc.title:
        return panel_key(doc.title)
    return None


def _shared(tick: T) -> T:
    """One string object per tick name (a run keeps every entry until the end; pickling
    then sends each name of a document once)."""
    return sys.intern(tick) if isinstance(tick, str) else tick  # type: ignore[return-value]


def entries(doc: Document, index: int) -> list[Entry]:
    """The entries of one document (the `index`-th of the run)."""
    out = []
    for p in doc.panels:
        key = _key(doc, p.key)
        if not p.cells or not key:
            continue
        cells = tuple(
            (_shared(c.row), _shared(c.col), c.value, (c.span.line, c.span.column, c.span.end_line, c.span.end_column))
            for c in p.cells
            if c.col is not None
        )
        out.append(Entry(index, doc.source, doc.title, p.id, p.title, key, p.key is not None, cells))
    return out


def _anchors(key: str) -> tuple[str, str]:
    """The three characters either side of a key's first "|": every title that contains
    the key has them around one of its own "|"s."""
    left, _, right = key.partition("|")
    return left[-3:], right[:3]


Node = tuple[str, bool]
"""A key and whether it is a panel's own (titled) or its document's title."""


def _partners(nodes: set[Node]) -> dict[Node, list[Node]]:
    """For each node, the nodes that name the same panel: the same key (titled or not),
    and between a titled key and a document title, the title containing the key
    ("r1-llama|aime24" in "heatmap: r1-llama|aime24 pass@1")."""
    out: dict[Node, set[Node]] = {n: {(n[0], True), (n[0], False)} & nodes for n in nodes}
    anchored: dict[tuple[str, str], set[str]] = {}
    for key, titled in nodes:
        if titled and len(key) >= _MIN_CONTAINED and "|" in key:
            anchored.setdefault(_anchors(key), set()).add(key)
    for t, titled in nodes:
        if titled or "|" not in t:
            continue
        for pos, ch in enumerate(t):
            if ch != "|":
                continue
            for i in range(min(3, pos) + 1):
                for k in range(min(3, len(t) - pos - 1) + 1):
                    for key in anchored.get((t[pos - i : pos], t[pos + 1 : pos + 1 + k]), ()):
                        if key in t:
                            out[(t, False)].add((key, True))
                            out[(key, True)].add((t, False))
    return {n: sorted(p) for n, p in out.items()}


def _signature(e: Entry) -> object:
    """The cells as the comparison sees them; two entries with the same signature agree
    with each other and disagree alike with any third. None when a cell key repeats
    (such an entry can disagree with its own copy)."""
    keys = [(tick_key(c[0]), tick_key(c[1])) for c in e.cells]
    if len(set(keys)) != len(keys):
        return None
    return tuple(zip(keys, (c[2] for c in e.cells), strict=True))


def _pairs(found: list[Entry]) -> list[tuple[int, int, int]]:
    """The pairs (i < j, copies) of entries of different documents that name the same
    panel and may disagree. For each later entry j, only the first earlier entry of each
    set of identical cells is paired with it; `copies` counts the other earlier documents
    with those same cells. The work and the findings grow with the number of versions of
    a panel, not with the square of the number of documents that repeat one."""
    partners = _partners({(e.key, e.titled) for e in found})
    seen: dict[Node, dict[object, tuple[list[int], Counter[int]]]] = {}
    out = []
    for j, e in enumerate(found):
        node, sig = (e.key, e.titled), _signature(e)
        versions: dict[object, tuple[int, list[Counter[int]]]] = {}  # signature -> first entry, documents
        for other in partners[node]:
            for their, (ix, docs) in seen.get(other, {}).items():
                if their == sig:
                    continue  # identical cells: no conflict
                first = next((i for i in ix if found[i].doc != e.doc), None)
                if first is None:
                    continue
                earlier, held = versions.get(their, (first, []))
                versions[their] = (min(earlier, first), [*held, docs])
        for first, held in versions.values():
            # documents holding this version, less j's own and the first's (O(1) for one Counter)
            documents = len(held[0]) if len(held) == 1 else len(set().union(*held))
            out.append((first, j, documents - any(e.doc in d for d in held) - 1))
        ix, docs = seen.setdefault(node, {}).setdefault(sig if sig is not None else ("entry", j), ([], Counter()))
        ix.append(j)
        docs[e.doc] += 1
    return sorted(out)


def conflicts(found: list[Entry]) -> Iterator[Message]:
    """The findings among entries collected from many documents."""
    for i, j, copies in _pairs(found):
        pa, pb = found[i], found[j]
        index = {(tick_key(row), tick_key(col)): (row, col, v, s) for row, col, v, s in pa.cells}
        common = [(index[k], c) for c in pb.cells if (k := (tick_key(c[0]), tick_key(c[1]))) in index]
        differ = [(a, b) for a, b in common if abs(a[2] - b[2]) > 1e-9]
        if not differ:
            continue
        a, b = differ[0]
        yield CrossDocumentConflict(
            pb.source,
            Span(line=b[3][0], column=b[3][1], end_line=b[3][2], end_column=b[3][3]),
            panel=pb.panel,
            cells=[[y[0], y[1]] for _, y in differ],
            related=[
                Related(
                    source=pa.source,
                    span=Span(line=a[3][0], column=a[3][1], end_line=a[3][2], end_column=a[3][3]),
                    panel=pa.panel,
                )
            ],
            panel_name=pb.title or pa.title or pb.doc_title or pb.panel,
            n=len(differ),
            common=len(common),
            other=pa.source
            + (f" (and {copies} other document{'s' if copies > 1 else ''} with the same cells)" if copies else ""),
            example=f"[{_cell(b)}] is {format_number(b[2])} here, {format_number(a[2])} there",
        )


def check(docs: Iterable[Document], config: Config) -> Iterator[Message]:
    """The findings across whole Documents."""
    yield from conflicts([e for n, d in enumerate(docs) for e in entries(d, n)])


def _cell(c: CellRow) -> str:
    show = [format_number(k) if isinstance(k, (int, float)) else str(k) for k in (c[0], c[1]) if k is not None]
    return ", ".join(show)
