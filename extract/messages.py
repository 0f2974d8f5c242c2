"""One class per finding, each with its stable code, name, default severity and template.

Checks create these and never format text themselves; `Message.diagnostic()` renders the
template into the Diagnostic the output carries (the pyflakes pattern).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from extract.models import Diagnostic, Related, Severity, Span, Tick


class Message:
    """A finding before it is rendered."""

    code: ClassVar[str]
    name: ClassVar[str]
    severity: ClassVar[Severity] = "error"
    template: ClassVar[str]
    help: ClassVar[str]

    def __init__(
        self,
        source: str,
        span: Span | None,
        *,
        panel: str | None = None,
        cells: Sequence[Sequence[Tick | None]] = (),
        related: Sequence[Related] = (),
        severity: Severity | None = None,
        **args: Any,
    ) -> None:
        self.source = source
        self.span = span
        self.panel = panel
        self.cells = [list(c) for c in cells]
        self.related = list(related)
        self.level: Severity = severity or self.severity
        self.args = args

    def message(self) -> str:
        return self.template % self.args

    def diagnostic(self) -> Diagnostic:
        """The rendered finding."""
        return Diagnostic(
            code=self.code,
            name=self.name,
            severity=self.level,
            message=self.message(),
            source=self.source,
            span=self.span,
            panel=self.panel,
            cells=self.cells,
            related=self.related,
        )


class ValueOutsideScale(Message):
    code, name = "FX101", "value-outside-scale"
    template = "%(panel_name)s: %(values)s %(verb)s %(side)s the stated scale %(end)s %(bound)s%(note)s"
    help = "a cell lies outside the colour-scale range the write-up states"


class GridShape(Message):
    code, name = "FX102", "grid-shape"
    template = "%(what)s gives %(count)d values, but %(axis)s has %(ticks)d ticks"
    help = "a data row or column has more or fewer values than its axis has ticks"


class CellConflict(Message):
    code, name = "FX103", "cell-conflict"
    template = "%(cell)s is given as %(value)s here but as %(other)s on line %(other_line)d"
    help = "one document gives the same cell two different values"


class _ClaimMessage(Message):
    template = "%(text)s — contradicted: %(evidence)s"


class ClaimExtreme(_ClaimMessage):
    code, name = "FX201", "claim-extreme"
    help = "a stated maximum, minimum or peak (value or location) is contradicted by the cells"


class ClaimValue(_ClaimMessage):
    code, name = "FX202", "claim-value"
    help = "a stated single value differs from the cell"


class ClaimRange(_ClaimMessage):
    code, name = "FX203", "claim-range"
    help = "a stated range of values is contradicted"


class ClaimComparison(_ClaimMessage):
    code, name = "FX204", "claim-comparison"
    help = "a stated comparison between panels or series is contradicted"


class ClaimTrend(_ClaimMessage):
    code, name = "FX205", "claim-trend"
    help = "a stated trend along an axis is contradicted"


class ClaimCount(_ClaimMessage):
    code, name = "FX206", "claim-count"
    help = "a stated count (panels, rows, columns) differs from what is described"


class ClaimThreshold(_ClaimMessage):
    code, name = "FX207", "claim-threshold"
    help = "a stated threshold ('all cells above 40', 'mostly below 53') is contradicted"


class CrossDocumentConflict(Message):
    code, name = "FX301", "cross-document-conflict"
    template = "%(panel_name)s [%(cell)s]: %(value)s here, %(others)s%(note)s"
    help = "two or more write-ups of one figure give the same cell values that do not agree"


class DataNotRead(Message):
    code, name = "FX401", "data-not-read"
    severity = "info"
    template = "no cell was read from this write-up, though %(count)d %(lines)s like data; the first is here"
    help = "a write-up has lines that look like data (a table row, 'label: value') but no cell was read"


class DataLineNotRead(Message):
    code, name = "FX402", "data-line-not-read"
    severity = "info"
    template = "this line looks like data but was not read: %(text)s"
    help = "a line that looks like data (a table row, 'label: value') was left unread beside cells that were read"


MESSAGES: tuple[type[Message], ...] = (
    ValueOutsideScale,
    GridShape,
    CellConflict,
    ClaimExtreme,
    ClaimValue,
    ClaimRange,
    ClaimComparison,
    ClaimTrend,
    ClaimCount,
    ClaimThreshold,
    CrossDocumentConflict,
    DataNotRead,
    DataLineNotRead,
)
BY_KIND: dict[str, type[Message]] = {m.name.removeprefix("claim-"): m for m in MESSAGES if m.name.startswith("claim-")}
BY_ID: dict[str, type[Message]] = {k: m for m in MESSAGES for k in (m.code, m.name)}
