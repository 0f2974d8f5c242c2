"""The report page: an index, every document (findings, drawings, claims, highlighted
source) and the figures several documents describe, side by side.

The page stays quick to open for thousands of documents: the index and each document's
header are HTML; each document's body (and each figure group) is a JSON string in a
`<script type="application/json">`, which the browser only scans, and the page's script
turns it into HTML when the document is opened. A small report opens every document at
once."""

from __future__ import annotations

import base64
import hashlib
import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources

import jinja2

from extract.models import Claim, Diagnostic, Document, Panel, Result, Tick
from extract.text import tick_key
from extract.viewer import source
from extract.viewer.draw import draw, tip
from extract.viewer.figures import Figure, figures_of
from extract.viewer.plot import DRAWN_KINDS, Mark, Plot, kind_of, label

OPEN_ALL_UP_TO = 25  # documents: a report this small opens every document when loaded
_SEVERITY_ORDER = {"error": 0, "warning": 1, "info": 2}


@cache
def _env() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("extract.viewer", "templates"),
        autoescape=True,  # everything from a write-up is untrusted
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )
    env.filters["label"] = label
    return env


def _asset(name: str) -> str:
    return resources.files("extract.viewer").joinpath("templates", name).read_text(encoding="utf-8")


def payload(html: str) -> str:
    """HTML as the text of a `<script type="application/json">`: a JSON string in which
    no `</script` or `<!--` can occur."""
    return json.dumps(html, ensure_ascii=False).replace("</", "<\\/").replace("<!--", "<\\u0021--")


@dataclass(slots=True)
class Finding:
    """A diagnostic as the page shows it."""

    n: int
    diag: Diagnostic
    cells: list[int] = field(default_factory=list)  # the cells it names, as numbered in the document
    across: bool = False  # a cross-document finding
    others: list[tuple[int | None, str]] = field(default_factory=list)  # (document number, source) involved


@dataclass(slots=True)
class Row:
    """A document's line in the index."""

    n: int
    doc: Document
    count: int  # findings
    severity: Counter[str]
    codes: list[str]
    cells: int


@dataclass(slots=True)
class PanelView:
    panel: Panel
    kind: str
    drawing: str
    claims: list[tuple[int, Claim, list[int]]]


def _cell_index(doc: Document) -> tuple[dict[tuple[str, object, object], list[int]], list[tuple[Panel, int]]]:
    """The document's cells numbered in order (panel by panel), and where each is."""
    where: dict[tuple[str, object, object], list[int]] = {}
    order: list[tuple[Panel, int]] = []
    for p in doc.panels:
        for i, c in enumerate(p.cells):
            where.setdefault((p.id, tick_key(c.row), tick_key(c.col)), []).append(len(order))
            order.append((p, i))
    return where, order


def _refs(
    where: Mapping[tuple[str, object, object], list[int]], panel: str | None, cells: Iterable[Sequence[Tick | None]]
) -> list[int]:
    out: list[int] = []
    for rc in cells:
        if panel is not None and len(rc) == 2:
            out += where.get((panel, tick_key(rc[0]), tick_key(rc[1])), [])
    return sorted(set(out))


def _intro(lines: list[str], doc: Document, i: int) -> str:
    """The text that introduces panel i: from its first line to the next panel's."""
    p = doc.panels[i]
    if p.span is None or not lines:
        return p.title or ""
    nxt = next((q.span.line for q in doc.panels[i + 1 :] if q.span is not None), p.span.line + 4)
    return "\n".join(lines[p.span.line - 1 : min(nxt - 1, p.span.line + 4)])


def plot_of(
    panel: Panel,
    kind: str,
    uid: str,
    findings: Sequence[Finding] = (),
    refs: Sequence[int] | None = None,
) -> Plot:
    """A panel as a Plot: its cells with their findings and whether they lie off the scale."""
    scale = panel.scale
    lo = scale.min if scale is not None else None
    hi = scale.max if scale is not None else None
    marks = []
    for i, c in enumerate(panel.cells):
        ref = refs[i] if refs is not None else None
        m = Mark(c.row, c.col, c.value, ref=ref, line=c.span.line)
        if kind == "heatmap" and ((lo is not None and c.value < lo) or (hi is not None and c.value > hi)):
            m.off_scale = True
            approx = "~" if scale is not None and scale.approximate else ""
            m.tips.append(f"outside the stated scale {approx}{label(lo)} to {approx}{label(hi)}")
        marks.append(m)
    if refs is not None:
        by_ref = {m.ref: m for m in marks}
        for f in findings:
            for r in f.cells:
                m2 = by_ref.get(r)
                if m2 is not None:
                    m2.findings.append(f.n)
                    m2.tips.append(f"{f.diag.code} {f.diag.name}: {f.diag.message}")
    return Plot(kind, marks, panel.x, panel.y, panel.scale, uid)


class Page:
    """Builds the report for one Result."""

    def __init__(self, result: Result, texts: Mapping[str, str | None], errors: Sequence[tuple[str, str]] = ()) -> None:
        self.result = result
        self.texts = texts
        self.errors = list(errors)
        self.number = {d.source: n for n, d in enumerate(result.documents)}
        # cross-document findings, by the documents they involve
        self.across: dict[int, list[Diagnostic]] = {}
        for d in result.diagnostics:
            for src in dict.fromkeys([d.source, *(r.source for r in d.related)]):
                if src in self.number:
                    self.across.setdefault(self.number[src], []).append(d)

    # --- one document ---------------------------------------------------------------------

    def findings(self, n: int, doc: Document, where: Mapping[tuple[str, object, object], list[int]]) -> list[Finding]:
        out = [Finding(j, d, _refs(where, d.panel, d.cells)) for j, d in enumerate(doc.diagnostics)]
        for d in self.across.get(n, []):
            f = Finding(len(out), d, across=True)
            f.others = [(self.number.get(s), s) for s in dict.fromkeys([d.source, *(r.source for r in d.related)])]
            if d.source == doc.source:
                f.cells = _refs(where, d.panel, d.cells)
            else:  # the same cells, in this document's panel
                panel = next((r.panel for r in d.related if r.source == doc.source), None)
                f.cells = _refs(where, panel, d.cells)
            out.append(f)
        return out

    def body(self, n: int, doc: Document) -> str:
        """The HTML of a document's body."""
        text = self.texts.get(doc.source)
        lines = source.lines_of(text) if text is not None else []
        where, order = _cell_index(doc)
        findings = self.findings(n, doc, where)
        claim_cells = [
            sorted({r for ref in c.cells for r in where.get((ref.panel, tick_key(ref.row), tick_key(ref.col)), [])})
            for c in doc.claims
        ]
        panels = []
        start = 0
        for i, p in enumerate(doc.panels):
            kind = kind_of(doc.kind, p, _intro(lines, doc, i))
            refs = list(range(start, start + len(p.cells)))
            start += len(p.cells)
            plot = plot_of(p, kind, f"d{n}{p.id}", findings, refs)
            claims = [(k, c, claim_cells[k]) for k, c in enumerate(doc.claims) if p.id in c.panels]
            panels.append(PanelView(p, kind, draw(plot), claims))
        ids = {p.id for p in doc.panels}
        loose_claims = [(k, c, claim_cells[k]) for k, c in enumerate(doc.claims) if not set(c.panels) & ids]
        src = None
        if text is not None:
            marks = [source.Mark(order[i][0].cells[order[i][1]].span, "c", f'data-c="{i}"') for i in range(len(order))]
            marks += [source.Mark(c.span, f"k {c.verdict}", f'data-k="{k}"') for k, c in enumerate(doc.claims)]
            marks += [
                source.Mark(f.diag.span, "f", f'data-f="{f.n}"') for f in findings if f.diag.span and not f.across
            ]
            src = source.render(text, marks, f"d{n}")
        return (
            _env()
            .get_template("document.html.j2")
            .render(n=n, doc=doc, findings=findings, panels=panels, loose_claims=loose_claims, src=src, tip=tip)
        )

    # --- figures several documents describe --------------------------------------------------

    def groups(self) -> list[Figure]:
        return figures_of(self.result)

    def figure_body(self, g: int, fig: Figure) -> str:
        views = []
        for part in fig.parts:
            doc = self.result.documents[part.doc]
            panel = next(p for p in doc.panels if p.id == part.panel)
            kind = kind_of(doc.kind, panel)
            plot = plot_of(panel, kind, f"g{g}d{part.doc}{panel.id}")
            dis = {(tick_key(r), tick_key(c)) for r, c in part.disagree}
            for m in plot.marks:
                if (tick_key(m.row), tick_key(m.col)) in dis:
                    m.disagree = True
                    m.tips.append("other write-ups of this figure give another value")
            views.append((part, doc, panel, draw(plot)))
        consensus = None
        if fig.consensus is not None:
            kind = kind_of("unknown", views[0][2]) if views else "heatmap"
            c_plot = Plot(
                kind if kind != "scatter" else "table",
                fig.consensus,
                views[0][2].x if views else None,
                views[0][2].y if views else None,
                None,
                f"g{g}c",
            )
            consensus = draw(c_plot)
        return _env().get_template("figure.html.j2").render(g=g, fig=fig, views=views, consensus=consensus)

    # --- the page -------------------------------------------------------------------------------

    def payloads(self, figures: list[Figure]) -> list[tuple[str, str]]:
        """(id, payload) of every document body and figure group."""
        out = [(f"b{n}", payload(self.body(n, doc))) for n, doc in enumerate(self.result.documents)]
        out += [(f"gb{g}", payload(self.figure_body(g, fig))) for g, fig in enumerate(figures)]
        return out

    def render(self) -> str:
        docs = self.result.documents
        rows = []
        codes: Counter[str] = Counter()
        names: dict[str, str] = {}
        severities: dict[str, str] = {}
        kinds: Counter[str] = Counter()
        for n, doc in enumerate(docs):
            mine = list(doc.diagnostics) + self.across.get(n, [])
            codes.update(d.code for d in doc.diagnostics)  # a finding across documents: once, below
            for d in mine:
                names[d.code] = d.name
                severities[d.code] = min(
                    severities.get(d.code, d.severity), d.severity, key=lambda s: _SEVERITY_ORDER[s]
                )
            kinds[doc.kind] += 1
            sev: Counter[str] = Counter(d.severity for d in mine)
            codes_here = sorted({d.code for d in mine})
            rows.append(Row(n, doc, len(mine), sev, codes_here, sum(len(p.cells) for p in doc.panels)))
        for d in self.result.diagnostics:
            codes[d.code] += 1
        ranked = sorted(rows, key=lambda r: (-r.count, -r.severity["error"], r.doc.source))
        figures = self.groups()
        payloads = self.payloads(figures)
        script = _asset("report.js")
        style = _asset("report.css")
        script_hash = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii")
        return (
            _env()
            .get_template("page.html.j2")
            .render(
                docs=docs,
                rows=rows,
                ranked=ranked,
                codes=sorted(codes.items()),
                names=names,
                severities=severities,
                kinds=sorted(kinds.items()),
                total=sum(codes.values()),
                across=self.result.diagnostics,
                number=self.number,
                errors=self.errors,
                figures=figures,
                open_all=len(docs) <= OPEN_ALL_UP_TO,
                payloads=payloads,
                script=script,
                style=style,
                script_hash=script_hash,
                drawn_kinds=DRAWN_KINDS,
            )
        )


def render_report(result: Result, texts: Mapping[str, str | None], errors: Sequence[tuple[str, str]] = ()) -> str:
    """The report of a Result as one self-contained HTML page. `texts` maps each
    document's source to its text (None when it cannot be shown); `errors` lists the
    files that could not be read, as (source, message)."""
    return Page(result, texts, errors).render()
