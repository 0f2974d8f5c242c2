"""cross-document-conflict, and the consensus of figures that several write-ups describe.

The write-ups of one figure (checks/figures.py) are compared cell by cell: a cell that two
or more of them give with values that do not agree (checks/agree.py) is one finding, at the
write-up farthest from the median, with every other write-up and its value in `related`.
Findings grow with the cells, never with pairs of write-ups. A conflict is an info, with a
note, when the write-ups may be two figures of one title: legends that print other numbers,
or no two write-ups that disagree on the cell whose cells show them to be one figure (`_Pairs`:
of eight or more shared cells, fewer than a quarter agree; of two or more stated exactly, none).
Every figure with two or more write-ups goes into Result.figures with, per cell, the median, min, max, n and sources.

The check keeps a small Sheet per document (its panels' keys and cells as tuples), never
the Documents, so a run over a large corpus can stream documents out and still compare them."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import PurePosixPath
from typing import TypeVar

from extract.checks import figures as matching
from extract.checks.agree import Tolerance, agree, spread, value_decimals
from extract.checks.content import Content, content
from extract.checks.keys import aliases, cell_key, display
from extract.config import Config
from extract.messages import CrossDocumentConflict, Message
from extract.models import Document, Figure, FigureCell, FigurePanel, Number, Panel, Related, Span, Tick
from extract.numbers import format_number
from extract.statements import head_of
from extract.text import figure_name, is_structural, panel_key, without_kind

T = TypeVar("T")
CellRow = tuple[Tick | None, Tick, Number, tuple[int, int, int, int], int]
"""row, column, value, span (line, column, end line, end column), decimals stated"""

_SHOWN = 4  # other write-ups named in a finding's message (all are in `related`)


@dataclass(frozen=True, slots=True)
class Entry:
    """What the check keeps of one panel with cells."""

    doc: int  # the document's index in the run
    source: str
    doc_title: str | None
    panel: str  # Panel.id
    title: str | None
    key: str | None  # the key the panel answers to (see _key), None for an untitled panel of several
    titled: bool  # the key is the panel's own, not its document's title
    cells: tuple[CellRow, ...]  # cells with a column, in order
    ylabel: str | None = None  # the y-axis label (the row of a single unnamed series)
    sign: matching.Signature | None = None  # what else it states, to tell figures of one title apart
    content: Content | None = None  # a sample of its cells, to find it under another title (checks/content.py)
    figure: str | None = None  # its document's title as a key, to find it under alike titles
    heading: str | None = None  # the name its document's heading gives it, when that has one panel
    approx: frozenset[tuple[int, int]] = frozenset()  # (line, column) of cells written as readings by eye ("~0.28")


@dataclass(frozen=True, slots=True)
class Sheet:
    """What the check keeps of one document."""

    doc: int
    source: str
    entries: tuple[Entry, ...]

    def at(self, doc: int) -> Sheet:
        """This sheet as the `doc`-th document of a run."""
        return Sheet(doc, self.source, tuple(replace(e, doc=doc) for e in self.entries))


_SECTION_LEVEL = 3  # "###": the level VLM write-ups give their sections, not their titles


def _named_title(doc: Document) -> str | None:
    """The document's title when it names a figure: a highest heading of a section's level
    ("### Components/Axes" under a bold caption line) that only names a section names none,
    as does one under the data ("## Trend" after the values), and write-ups of different
    figures would otherwise answer to one key ("# Results" at the top stays its title)."""
    if doc.title is None:
        return None
    heading = next((s for s in doc.sections if s.title == doc.title), None)
    if heading is None or not is_structural(without_kind(doc.title)):
        return doc.title
    below_data = any(c.span.line < heading.span.line for p in doc.panels for c in p.cells)
    return None if heading.level >= _SECTION_LEVEL or below_data else doc.title


def _key(doc: Document, key: str | None) -> str | None:
    """The key a panel answers to: its own, or for the one untitled panel of a document,
    the document's title (which then names the panel: "Heatmap: Mixtral | NQ Open — …").
    A title that names only a place ("Left Chart") or only a measure ("Accuracy") names the
    panel with its document's title ("left chart|accuracy vs. steps"): two figures of several
    both have a left chart, and many figures are titled "Accuracy"."""
    title = _named_title(doc)
    if key and (matching.only_place(key) or head_of(key).names_measure):
        # "Accuracy" or "Score" alone names what is measured, as many figures' titles do
        return f"{key}|{panel_key(without_kind(title))}" if title else None
    if key:
        return key
    if len(doc.panels) == 1 and title:
        # "Bar Chart: Decode Latency …" names the chart "Decode Latency …", as a stated title does
        return panel_key(without_kind(title))
    return None


def _named_by_heading(doc: Document, panel: Panel) -> bool:
    """Whether a document's one panel is named only by the document's heading ("## Bar Chart:
    Decode Latency"): that name says less than a title the panel states, since many figures
    share one ("Model Performance Comparison")."""
    return len(doc.panels) == 1 and doc.title is not None and panel.title == figure_name(doc.title)


def _shared(tick: T) -> T:
    """One string object per tick name (a run keeps every entry until the end; pickling
    then sends each name of a document once)."""
    return sys.intern(tick) if isinstance(tick, str) else tick  # type: ignore[return-value]


def entries(doc: Document, index: int) -> list[Entry]:
    """The entries of one document (the `index`-th of the run)."""
    stated = doc._decimals
    out = []
    for p in doc.panels:
        if not p.cells:
            continue
        cells = tuple(
            (
                _shared(c.row),
                _shared(c.col),
                c.value,
                (c.span.line, c.span.column, c.span.end_line, c.span.end_column),
                stated.get((c.span.line, c.span.column), value_decimals(c.value)),
            )
            for c in p.cells
            if c.col is not None
        )
        if cells:
            ylabel = p.y.label if p.y is not None else None
            sign = matching.signature(p.x.ticks if p.x else [], p.y.ticks if p.y else [], cells, doc._marks)
            key = _key(doc, p.key)
            found = content(cells, ylabel)
            figure = panel_key(without_kind(title)) if (title := _named_title(doc)) else None
            out.append(
                Entry(
                    index,
                    doc.source,
                    doc.title,
                    p.id,
                    p.title,
                    key,
                    p.key is not None and not _named_by_heading(doc, p),
                    cells,
                    ylabel,
                    sign,
                    found,
                    figure,
                    figure_name(doc.title) if doc.title and len(doc.panels) == 1 else None,
                    frozenset((c.span.line, c.span.column) for c in p.cells if c._approx),
                )
            )
    return out


def sheet(doc: Document, index: int) -> Sheet:
    """What the check keeps of one document (the `index`-th of the run)."""
    return Sheet(index, doc.source, tuple(entries(doc, index)))


# ---------------------------------------------------------------- comparing


@dataclass(slots=True)
class _Value:
    entry: Entry
    cell: CellRow


def _unnamed_series(members: Sequence[Entry]) -> bool:
    """Whether every panel gives one series and some write-up leaves it unnamed (its row
    is the y-axis label, or none): then those rows are one series, whatever the others call it."""
    unnamed = False
    for e in members:
        rows = {cell_key(c[0]) for c in e.cells}
        if len(rows) != 1:
            return False
        (row,) = rows
        unnamed = unnamed or row is None or row == cell_key(e.ylabel)
    return unnamed


def _aliases(members: Sequence[Entry]) -> list[dict[object, object]]:
    """Per panel, the keys of its rows and columns that another write-up gives without the
    words all of one axis's names share ("Attempt 1" where another says 1, "Static (Blue)
    Execution Time" where another says "Static") or without a remark in brackets ("Blend 1
    (Even)" where another says "Blend 1", or 1): a name another write-up gives as it is keeps
    its key. For comparing only; the cells keep their names."""
    raw = [{cell_key(k) for c in e.cells for k in (c[0], c[1])} for e in members]
    seen: dict[object, int] = {}
    for keys in raw:
        for k in keys:
            seen[k] = seen.get(k, 0) + 1
    out = []
    for e, own in zip(members, raw, strict=True):
        found: dict[object, object] = {}
        for axis in (0, 1):
            names = [str(c[axis]) for c in e.cells if isinstance(c[axis], str)]
            for way in aliases(names):
                for k, bare in way.items():
                    if k not in found and seen.get(k, 0) == 1 and seen.get(bare, 0) > (bare in own):
                        found[k] = bare
        out.append(found)
    return out


def _cells(members: Sequence[Entry]) -> list[list[_Value]]:
    """The values of each cell of one matched panel, cells in order of first appearance.
    A write-up that gives the grid the other way round (rows as columns) is turned when
    that way it shares more cells with the write-ups before it; names are matched as
    `_aliases` finds them."""
    unnamed = len(members) > 1 and _unnamed_series(members)
    out: dict[tuple[object, object], list[_Value]] = {}
    for e, alias in zip(members, _aliases(members) if len(members) > 1 else [{}] * len(members), strict=True):
        keys = [
            (None if unnamed else alias.get(r := cell_key(c[0]), r), alias.get(k := cell_key(c[1]), k)) for c in e.cells
        ]
        if out and not unnamed:
            turned = [(k[1], k[0]) for k in keys]
            if sum(k in out for k in set(turned)) > sum(k in out for k in set(keys)):
                keys = turned
        for k, c in zip(keys, e.cells, strict=True):
            out.setdefault(k, []).append(_Value(e, c))
    return list(out.values())


def _span(s: tuple[int, int, int, int]) -> Span:
    return Span(line=s[0], column=s[1], end_line=s[2], end_column=s[3])


def _show(tick: Tick | None) -> str:
    return format_number(tick) if isinstance(tick, (int, float)) else str(tick)


def _names(here: Entry, name: str, values: list[_Value]) -> str:
    """A panel's name in a finding, and every other name a write-up of it gives (its panel
    title, and the heading's of a write-up of one panel where that differs), so that a
    reader finds it in each:
    'CIFAR-10 (“CIFAR-10 Test Accuracy vs. d1”; also “Accuracy vs. Parameter d1” in b.md)'."""
    seen = {_as_written(name)}

    def unseen(e: Entry) -> list[str]:
        out = []
        for title in (e.title, e.heading):
            if title and _as_written(title) not in seen:
                seen.add(_as_written(title))
                out.append(f"“{title}”")
        return out

    own = ", ".join(unseen(here))
    docs = {here.doc}
    others = []
    for v in values:
        if v.entry.doc not in docs:
            docs.add(v.entry.doc)
            if found := unseen(v.entry):
                others.append(f"{', '.join(found)} in {PurePosixPath(v.entry.source).name}")
    if len(others) > _SHOWN:
        others[_SHOWN:] = [f"{len(others) - _SHOWN} more"]
    told = "; ".join(([own] if own else []) + (["also " + "; ".join(others)] if others else []))
    return f"{name} ({told})" if told else name


def _as_written(title: str) -> str:
    """A title as a reader searches for it: "vs. d₁" and "vs. d1" are two spellings to show."""
    return " ".join(title.split()).casefold()


def _doubtful(members: Sequence[Entry]) -> str | None:
    """Why the write-ups may be two figures of one title, or None: their legends print
    numbers none of which all of them share, under names that do not tell whether they are
    one quantity ("ROC curve (AUC = 0.78)" and "ROC curve (area = 0.85)"; one name with two
    numbers makes two figures, checks/figures.py)."""
    printed = {e.doc: {v for _, v in e.sign.marks} for e in members if e.sign is not None and e.sign.marks}
    if len(printed) > 1 and not set.intersection(*printed.values()):
        return "their legends print other numbers"
    return None


_FEW_AGREE = 1 / 4  # below this share of their shared cells agreeing, two write-ups may be two figures
_MIN_DOUBT = 8  # the fewest shared cells that tell so
_MIN_EXACT = 3  # the fewest cells both write-ups state exactly, agreeing on one value at most, that tell so
# the fewest cells both write-ups state exactly that, agreeing on none, tell so (two budget
# pies of one title sharing the slices "Staff" and "Storage", both at other shares)
_MIN_APART = 2
_MAX_PAIRED = 16  # write-ups of a figure beyond which its pairs are not counted (all are sure: linear time)


class _Pairs:
    """How often each two write-ups of a figure agree on the cells they share, to tell
    which of them the cells show to be one figure (`sure`)."""

    def __init__(self) -> None:
        # per two write-ups: cells shared, agreeing; cells both state exactly, agreeing
        self.counts: dict[tuple[int, int], list[int]] = {}
        self.agreed: dict[tuple[int, int], set[float]] = {}  # the values they agree on
        self.printed: dict[tuple[int, int], set[float]] = {}  # those of them both state exactly

    def add(self, values: Sequence[_Value], tolerance: Tolerance) -> None:
        """Count one cell: for each two write-ups that give it, whether they agree, and
        whether both state it exactly (not "~0.28", "approximately 0.24")."""
        first: dict[int, _Value] = {}
        for v in values:
            first.setdefault(v.entry.doc, v)
        docs = sorted(first)
        for i, a in enumerate(docs):
            for b in docs[i + 1 :]:
                x, y = first[a].cell, first[b].cell
                n = self.counts.setdefault((a, b), [0, 0, 0, 0])
                alike = agree([(x[2], x[4]), (y[2], y[4])], tolerance)
                exact = not ({x[3][:2]} & first[a].entry.approx or {y[3][:2]} & first[b].entry.approx)
                n[0] += 1
                n[1] += alike
                n[2] += exact
                n[3] += alike and exact
                if alike:
                    value = round(x[2], min(x[4], y[4]))
                    self.agreed.setdefault((a, b), set()).add(value)
                    if exact:
                        self.printed.setdefault((a, b), set()).add(value)

    def sure(self, docs: Sequence[int]) -> dict[int, int]:
        """Per write-up, the first of those it is surely one figure with, through any chain:
        two write-ups are, unless of `_MIN_DOUBT` or more cells they share fewer than a
        quarter agree (one value agreed on many times counting once: the 1.00s of two
        correlation matrices' diagonals, the 100s where two charts saturate), or of
        `_MIN_EXACT` or more cells both state exactly (printed numbers, not "~0.28") they
        agree on one value at most, or of two or more they agree on none. Two readings of
        one figure disagree on some cells, often on most of a curve
        read by eye; figures of one title drawn per language or per layer, or two papers'
        confusion matrices of one set of classes, give the same rows and columns and agree
        on little. A third write-up that agrees with each makes them one."""
        sets = matching.Sets(len(docs))
        at = {d: i for i, d in enumerate(docs)}
        for (a, b), (shared, _, exact, _) in self.counts.items():
            agreeing = len(self.agreed.get((a, b), ()))
            printed = len(self.printed.get((a, b), ()))
            if (
                (shared < _MIN_DOUBT or agreeing >= _FEW_AGREE * shared)
                and (exact < _MIN_EXACT or printed > 1)
                and (exact < _MIN_APART or agreeing > 0)
            ):
                sets.union(at[a], at[b])
        return {d: docs[sets.find(at[d])] for d in docs}

    def doubt(self, values: Sequence[_Value], sure: dict[int, int], tolerance: Tolerance) -> str | None:
        """Why a conflicting cell may be no conflict but two figures of one title, or None:
        no two write-ups that are surely one figure (`sure`) disagree on it."""
        by: dict[int, list[_Value]] = {}
        for v in values:
            by.setdefault(sure[v.entry.doc], []).append(v)
        if any(not agree([(v.cell[2], v.cell[4]) for v in vs], tolerance) for vs in by.values() if len(vs) > 1):
            return None
        docs = sorted({v.entry.doc for v in values})
        apart = [self.counts[(a, b)] for i, a in enumerate(docs) for b in docs[i + 1 :] if sure[a] != sure[b]]
        return f"only {sum(n[1] for n in apart)} of {sum(n[0] for n in apart)} cells they share agree"


def _conflict(values: list[_Value], median: float, name: str | None, doubt: str | None = None) -> Message:
    """The finding for one cell, at the value farthest from the median (the later write-up
    on a tie), with every other value in `related`; with a `doubt` (why the write-ups may
    be two figures: `_doubtful`, `_Pairs.doubt`) at info, with a note."""
    at = max(range(len(values)), key=lambda i: (abs(values[i].cell[2] - median), values[i].entry.doc, i))
    here = values[at]
    others = [v for i, v in enumerate(values) if i != at]
    shown = ", ".join(f"{format_number(v.cell[2])} in {v.entry.source}" for v in others[:_SHOWN])
    if len(others) > _SHOWN:
        shown += f" and {len(others) - _SHOWN} more"
    writeups = len({v.entry.doc for v in values})
    row, col = here.cell[0], here.cell[1]
    return CrossDocumentConflict(
        here.entry.source,
        _span(here.cell[3]),
        panel=here.entry.panel,
        cells=[[row, col]],
        related=[
            Related(source=v.entry.source, span=_span(v.cell[3]), panel=v.entry.panel, value=v.cell[2]) for v in others
        ],
        panel_name=_names(here.entry, here.entry.title or name or here.entry.doc_title or here.entry.panel, values),
        cell=", ".join(_show(k) for k in (row, col) if k is not None),
        value=format_number(here.cell[2]),
        others=shown,
        severity="info" if doubt else None,
        note=(f" (median {format_number(median)} of {writeups} write-ups)" if writeups > 2 else "")
        + (f" ({doubt}: perhaps two figures of one title)" if doubt else ""),
    )


def _number(value: float) -> Number:
    return int(value) if isinstance(value, float) and value.is_integer() and abs(value) < 1e15 else value


def _figure(fid: str | None, sheets: list[Sheet], tolerance: Tolerance) -> tuple[Figure, list[Message]]:
    members = [e for s in sheets for e in s.entries]
    conflicts: list[tuple[list[_Value], float, str | None]] = []
    pairs = _Pairs() if fid is None and len(sheets) <= _MAX_PAIRED else None
    out_panels = []
    for group in matching.panels(members, tolerance):
        panel = [members[i] for i in group]
        key = next((e.key for e in panel if e.key and e.titled), None) or next((e.key for e in panel if e.key), None)
        # a title the panel states over one its write-up's heading gives ("## Bar Chart: …")
        title = next((e.title for e in panel if e.title and e.titled), None) or next(
            (e.title for e in panel if e.title), None
        )
        cells = []
        for values in _cells(panel):
            low, median, high = spread(v.cell[2] for v in values)
            ok = agree([(v.cell[2], v.cell[4]) for v in values], tolerance)
            if len({v.entry.doc for v in values}) > 1:
                if pairs is not None:
                    pairs.add(values, tolerance)
                if not ok:
                    conflicts.append((values, median, title))
            first = values[0].cell
            cells.append(
                FigureCell(
                    row=display(first[0]),
                    col=display(first[1]),
                    value=_number(median) if all(isinstance(v.cell[2], int) for v in values) else median,
                    min=low,
                    max=high,
                    n=len(values),
                    sources=[v.entry.source for v in values],
                    agree=ok,
                )
            )
        out_panels.append(FigurePanel(key=key, title=title, cells=cells))
    doubt = _doubtful(members)
    sure = pairs.sure([s.doc for s in sheets]) if pairs is not None else {}
    found = [
        _conflict(values, median, title, doubt or (pairs.doubt(values, sure, tolerance) if pairs is not None else None))
        for values, median, title in conflicts
    ]
    documents = [s.source for s in sheets]
    if fid is None:
        fid = next((p.key for p in out_panels if p.key), None) or PurePosixPath(sheets[0].source).stem
    return Figure(key=fid, documents=documents, panels=out_panels), found


def compare(sheets: Iterable[Sheet], config: Config) -> tuple[list[Message], list[Figure]]:
    """The findings and the figures across the documents' sheets (in run order)."""
    tolerance = Tolerance.parse(config.cross_tolerance)
    groups = matching.group(list(sheets), figure_pattern(config), tolerance)
    return named(figure(fid, group, tolerance) for fid, group in groups)


def figure_pattern(config: Config) -> re.Pattern[str] | None:
    """--figure-key compiled, or None."""
    return re.compile(config.figure_key) if config.figure_key else None


def figure(fid: str | None, sheets: list[Sheet], tolerance: Tolerance) -> tuple[Figure, list[Message]]:
    """The figure that `sheets` (in run order) describe, and the findings between them; `fid`
    is its --figure-key id, or None when it was found by panel keys."""
    return _figure(fid, sheets, tolerance)


def named(figures: Iterable[tuple[Figure, list[Message]]]) -> tuple[list[Message], list[Figure]]:
    """The run's findings and figures from each figure's (in order of its first document),
    a figure whose id another already took numbered: "key (2)"."""
    messages: list[Message] = []
    out: list[Figure] = []
    for fig, found in numbered(figures):
        out.append(fig)
        messages += found
    return messages, out


def numbered(figures: Iterable[tuple[Figure, T]]) -> Iterator[tuple[Figure, T]]:
    """Each figure as it comes, numbered "key (2)" when another already took its id."""
    keys: set[str] = set()
    for fig, found in figures:
        key, n = fig.key, 1
        while fig.key in keys:  # an id that a panel key already took
            n += 1
            fig.key = f"{key} ({n})"
        keys.add(fig.key)
        yield fig, found


def keys_only(s: Sheet) -> Sheet:
    """What grouping into figures needs of a sheet (checks/figures.py): its source, its
    panels' keys and signatures and the small samples of their cells (checks/content.py),
    without titles or the cells themselves; a cluster run gathers these, never the cells."""
    return Sheet(
        s.doc,
        s.source,
        tuple(
            Entry(e.doc, "", None, "", None, e.key, e.titled, (), sign=e.sign, content=e.content, figure=e.figure)
            for e in s.entries
            if e.key or e.content
        ),
    )


def check(docs: Iterable[Document], config: Config) -> Iterator[Message]:
    """The findings across whole Documents."""
    yield from compare([sheet(d, n) for n, d in enumerate(docs)], config)[0]
