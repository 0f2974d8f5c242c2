"""Which panels of different documents show the same chart, for drawing them side by side.

Two sources, in this order:

1. `Result.figures`, the consensus of several write-ups of one figure (issue 11:
   [{key, documents, panels: [{key, title, cells: [{row, col, value, min, max, n,
   sources}]}]}]). When the Result has that field, each of its panels is one group, with
   the consensus drawn beside the write-ups and the cells they disagree on marked.
   `from_consensus` is the hook; it reads the field by name (dicts or models alike), so
   it needs no change when the field lands, and is skipped while the field is absent.
2. Otherwise: panels that share a key (a panel's key, or the title of a document whose
   one panel is untitled, as the cross-document check matches them), joined with the
   panels a cross-document-conflict finding links; the cells those findings name are
   marked."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from extract.models import Document, Result, Tick
from extract.text import panel_key, tick_key
from extract.viewer.plot import Mark, label

CROSS_CODE = "FX301"


@dataclass(slots=True)
class Part:
    """One document's panel in a group."""

    doc: int  # the document's number in the Result
    source: str
    panel: str  # Panel.id
    disagree: list[tuple[Tick | None, Tick | None]] = field(default_factory=list)  # (row, col) of cells in conflict


@dataclass(slots=True)
class Figure:
    """Panels of several documents that show the same chart."""

    key: str
    title: str | None
    parts: list[Part]
    consensus: list[Mark] | None = None  # the consensus cells, when the Result has them
    conflicts: int = 0  # cells in conflict


def _get(obj: Any, name: str) -> Any:
    return obj.get(name) if isinstance(obj, dict) else getattr(obj, name, None)


def _key(doc: Document, i: int) -> str | None:
    p = doc.panels[i]
    if p.key:
        return p.key
    if len(doc.panels) == 1 and doc.title:
        return panel_key(doc.title)
    return None


def figures_of(result: Result) -> list[Figure]:
    """The groups to draw side by side."""
    consensus = getattr(result, "figures", None)
    if consensus is not None:
        return from_consensus(result, consensus)
    return from_keys(result)


def from_keys(result: Result) -> list[Figure]:
    """Groups of panels that share a key or a cross-document conflict."""
    number = {d.source: n for n, d in enumerate(result.documents)}
    parent: dict[tuple[int, str], tuple[int, str]] = {}

    def find(a: tuple[int, str]) -> tuple[int, str]:
        while parent.setdefault(a, a) != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    def union(a: tuple[int, str], b: tuple[int, str]) -> None:
        parent[find(a)] = find(b)

    first: dict[str, tuple[int, str]] = {}
    keys: dict[tuple[int, str], str] = {}
    for n, doc in enumerate(result.documents):
        for i, p in enumerate(doc.panels):
            k = _key(doc, i)
            if k is None or not p.cells:
                continue
            keys[(n, p.id)] = k
            union((n, p.id), first.setdefault(k, (n, p.id)))
    disagree: dict[tuple[int, str], list[tuple[Tick | None, Tick | None]]] = {}
    for d in result.diagnostics:
        if d.code != CROSS_CODE or d.source not in number or d.panel is None:
            continue
        here = (number[d.source], d.panel)
        cells = [(rc[0], rc[1]) for rc in d.cells if len(rc) == 2]
        disagree.setdefault(here, []).extend(cells)
        for r in d.related:
            if r.source in number and r.panel is not None:
                there = (number[r.source], r.panel)
                union(here, there)
                disagree.setdefault(there, []).extend(cells)
    members: dict[tuple[int, str], list[tuple[int, str]]] = {}
    for node in parent:
        members.setdefault(find(node), []).append(node)
    out = []
    for nodes in members.values():
        if len({n for n, _ in nodes}) < 2:
            continue  # one document: nothing to compare
        nodes.sort()
        parts = [Part(n, result.documents[n].source, pid, _unique(disagree.get((n, pid), []))) for n, pid in nodes]
        n0, p0 = nodes[0]
        title = next((p.title for p in result.documents[n0].panels if p.id == p0), None) or result.documents[n0].title
        key = keys.get((n0, p0)) or label(title)
        out.append(Figure(key, title, parts, conflicts=len({c for p in parts for c in _keys(p.disagree)})))
    out.sort(key=lambda f: (-f.conflicts, f.key))
    return out


def _unique(cells: list[tuple[Tick | None, Tick | None]]) -> list[tuple[Tick | None, Tick | None]]:
    seen: dict[tuple[object, object], tuple[Tick | None, Tick | None]] = {}
    for rc in cells:
        seen.setdefault((tick_key(rc[0]), tick_key(rc[1])), rc)
    return list(seen.values())


def _keys(cells: list[tuple[Tick | None, Tick | None]]) -> set[tuple[object, object]]:
    return {(tick_key(r), tick_key(c)) for r, c in cells}


def from_consensus(result: Result, figures: Any) -> list[Figure]:
    """Groups from `Result.figures` (issue 11), each with its consensus cells: the median
    value, marked where the write-ups disagree (min ≠ max), with min, max, n and the
    sources in the tooltip."""
    number = {d.source: n for n, d in enumerate(result.documents)}
    out = []
    for fig in figures or []:
        sources = [s for s in _get(fig, "documents") or [] if s in number]
        for fp in _get(fig, "panels") or []:
            pkey, title = _get(fp, "key"), _get(fp, "title")
            marks, dis = [], []
            for c in _get(fp, "cells") or []:
                lo, hi, n = _get(c, "min"), _get(c, "max"), _get(c, "n")
                m = Mark(_get(c, "row"), _get(c, "col"), _get(c, "value"))
                m.tips.append(f"median of {n}: min {label(lo)}, max {label(hi)}")
                m.tips.append("from " + ", ".join(str(s) for s in _get(c, "sources") or []))
                if lo is not None and hi is not None and lo != hi:
                    m.disagree = True
                    dis.append((m.row, m.col))
                marks.append(m)
            parts = []
            for s in sources:
                doc = result.documents[number[s]]
                match = [p for i, p in enumerate(doc.panels) if pkey is not None and _key(doc, i) == pkey]
                if not match and len(doc.panels) == 1:
                    match = doc.panels
                if match and match[0].cells:
                    parts.append(Part(number[s], s, match[0].id, list(dis)))
            fkey = f"{_get(fig, 'key')} · {pkey}" if pkey else str(_get(fig, "key"))
            out.append(Figure(fkey, title, parts, consensus=marks, conflicts=len(dis)))
    out.sort(key=lambda f: (-f.conflicts, f.key))
    return out
