"""One class per finding, each with its stable code, name, default severity and template,
and beside them the rule's documentation (what it means, a write-up that fails and one that
passes), which `extract rule` prints and SARIF carries as the rule's help.

Checks create these and never format text themselves; `Message.diagnostic()` renders the
template into the Diagnostic the output carries (the pyflakes pattern). The examples are
run by the test suite: each failing one must give its finding, each passing one none.
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
    help: ClassVar[str]  # one line: what the finding means
    explanation: ClassVar[str]  # a paragraph: when it is reported, and what to do
    fails: ClassVar[tuple[str, ...]]  # write-ups (one document each) that give this finding
    passes: ClassVar[tuple[str, ...]]  # the same, corrected: no finding

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


_AXES = """## Heatmap: Recall by Chunk Size and Overlap

* **Y-axis:** "Chunk Size", rows from top to bottom: 128, 256.
* **X-axis:** "Overlap", columns from left to right: 0, 32, 64.
* **Colour bar:** "Recall", from 60 to 90.
"""
_ROWS = """* **Chunk Size 128:** 71.3, 74.0, 75.2
* **Chunk Size 256:** 78.4, 81.1, 80.2
"""
_HEATMAP = _AXES + _ROWS  # a clean write-up the examples below build on


def _claim(sentence: str) -> str:
    return f"{_HEATMAP}\n{sentence}\n"


class ValueOutsideScale(Message):
    code, name = "FX101", "value-outside-scale"
    template = "%(panel_name)s: %(values)s %(verb)s %(side)s the stated scale %(end)s %(bound)s%(note)s"
    help = "a cell lies outside the colour-scale range the write-up states"
    explanation = (
        "A colour bar bounds every cell it colours, so a value beyond the stated range is either "
        'misread or the range is. A value just past an approximate end ("~56") by up to '
        "`scale-slack` of the span (or one tick step) is an info: the stated range then probably "
        "names the outermost tick labels, and the text proves no fault. Fix the value or the stated range."
    )
    fails = (_AXES + "* **Chunk Size 128:** 71.3, 74.0, 75.2\n* **Chunk Size 256:** 78.4, 18.1, 80.2\n",)
    passes = (_HEATMAP,)


class GridShape(Message):
    code, name = "FX102", "grid-shape"
    template = "%(what)s gives %(count)d values, but %(axis)s has %(ticks)d ticks"
    help = "a data row or column has more or fewer values than its axis has ticks"
    explanation = (
        "A row of a heatmap has one value per tick of the other axis. A row with more or fewer "
        "values cannot be placed cell by cell, so its cells are uncertain. Add the missing value, "
        "drop the extra one, or fix the axis's ticks."
    )
    fails = (_AXES + "* **Chunk Size 128:** 71.3, 74.0\n* **Chunk Size 256:** 78.4, 81.1, 80.2\n",)
    passes = (_HEATMAP,)


class CellConflict(Message):
    code, name = "FX103", "cell-conflict"
    template = "%(cell)s is given as %(value)s here but as %(other)s on line %(other_line)d%(note)s"
    help = "one document gives the same cell two different values"
    explanation = (
        "The same cell (same row and column of the same panel) is given twice with different "
        "values, for instance in the grid and again in a list of notable cells. At most one of them "
        "is right; the finding points at the later one and names the line of the earlier. When "
        "three or more cells are all given again after every first value (one block repeated, as "
        "when two charts with the same ticks and series were read as one), the finding is info: "
        "the structure, not a value, is in doubt. So it is when both values stand on one line (two "
        "columns of a table read as one series, or one value written two ways) or when the row is only "
        "the value axis's label (series the reader could not tell apart)."
    )
    fails = (_HEATMAP + "\nCells called out in the caption:\n* Overlap 32, Chunk Size 128: 77.0\n",)
    passes = (_HEATMAP + "\nCells called out in the caption:\n* Overlap 32, Chunk Size 128: 74.0\n",)


class _ClaimMessage(Message):
    template = "%(text)s — contradicted: %(evidence)s"
    explanation = (
        "A sentence of the prose states something the cells of the write-up can decide, and the "
        "cells prove it wrong. The finding quotes the sentence and the cells that contradict it; a "
        "claim the cells cannot decide is never reported. Fix the sentence or the values."
    )


class ClaimExtreme(_ClaimMessage):
    code, name = "FX201", "claim-extreme"
    help = "a stated maximum, minimum or peak (value or location) is contradicted by the cells"
    fails = (_claim("The highest recall is 78.4, at Chunk Size 256 with no overlap."),)
    passes = (_claim("The highest recall is 81.1, at Chunk Size 256 with an overlap of 32."),)


class ClaimValue(_ClaimMessage):
    code, name = "FX202", "claim-value"
    help = "a stated single value differs from the cell"
    fails = (_claim("At Chunk Size 128 with an overlap of 32, recall is 77.2."),)
    passes = (_claim("At Chunk Size 128 with an overlap of 32, recall is 74.0."),)


class ClaimRange(_ClaimMessage):
    code, name = "FX203", "claim-range"
    help = "a stated range of values, or a bound on one side ('all cells above 40'), is contradicted"
    fails = (_claim("All recall values lie between 72 and 80."),)
    passes = (_claim("All recall values lie between 71 and 82."),)


class ClaimComparison(_ClaimMessage):
    code, name = "FX204", "claim-comparison"
    help = "a stated comparison between panels or series is contradicted"
    fails = (_claim("Chunk Size 128 is higher than Chunk Size 256 at every overlap."),)
    passes = (_claim("Chunk Size 256 is higher than Chunk Size 128 at every overlap."),)


class ClaimTrend(_ClaimMessage):
    code, name = "FX205", "claim-trend"
    help = "a stated trend along an axis is contradicted"
    fails = (_claim("With Chunk Size 128, recall decreases with overlap."),)
    passes = (_claim("With Chunk Size 128, recall increases with overlap."),)


class ClaimCount(_ClaimMessage):
    code, name = "FX206", "claim-count"
    help = "a stated count (panels, rows, columns) differs from what is described"
    fails = (_claim("The grid has three rows."),)
    passes = (_claim("The grid has two rows."),)


_OTHER = """## Heatmap: Recall by Chunk Size and Overlap

* **Y-axis:** "Chunk Size", rows from top to bottom: 128, 256.
* **X-axis:** "Overlap", columns from left to right: 0, 32, 64.
* **Chunk Size 128:** 71.3, 74.0, 75.2
* **Chunk Size 256:** 78.4, %s, 80.2
"""


class CrossDocumentConflict(Message):
    code, name = "FX301", "cross-document-conflict"
    template = "%(panel_name)s [%(cell)s]: %(value)s here, %(others)s%(note)s"
    help = "two or more write-ups of one figure give the same cell values that do not agree"
    explanation = (
        "Two or more write-ups describe one figure (the same panel key, near-equal titles, the "
        "only panel of each, the same `--figure-key` id, titles of the same words over the same "
        "series at the same ticks, or, whatever their titles, four or more shared cells of which "
        "at least two thirds agree) and give one of its cells values that "
        "do not agree: they differ once both are rounded to the coarser precision stated, or by "
        "more than `cross-tolerance`. It is reported once per figure, panel and cell, at the "
        "write-up farthest from the median, with every other write-up and its value as related "
        'locations. Write-ups whose legends print one name with other numbers ("area = 0.64", '
        '"area = 0.91") are two figures; when they print other numbers under other names '
        '("AUC = 0.78", "area = 0.85") the conflict is reported at info, with a note, as it is '
        "when no two write-ups that disagree on the cell are surely one figure: two write-ups "
        "found by their titles or keys (not by `--figure-key`) that share eight or more cells of "
        "which fewer than a quarter agree may be two figures of one title, unless a third "
        "write-up agrees with each often enough. Only a run over all the files finds it; "
        "`--format jsonl` does not run it."
    )
    fails = (_HEATMAP, _OTHER % "83.5")
    passes = (_HEATMAP, _OTHER % "81.1")


class DataNotRead(Message):
    code, name = "FX401", "data-not-read"
    severity = "info"
    template = "no cell was read from this write-up, though %(count)d %(lines)s like data; the first is here"
    help = "a write-up has lines that look like data (a table row, 'label: value') but no cell was read"
    explanation = (
        "The write-up has lines that read like data, yet extract could not take a single cell from "
        "it, so every check of it is silent. It is reported once, at the first such line, so that "
        "nothing is dropped without a word. Write the values as a table or as one line per row."
    )
    fails = ("## Latency\n\napi: 12 ms, db: 40 ms, cache: 2 ms, queue: 7 ms, auth 9 ms.\n",)
    passes = ("## Bar Chart: Latency\n\n| Service | Latency (ms) |\n|---|---|\n| api | 12 |\n| db | 40 |\n",)


class DataLineNotRead(Message):
    code, name = "FX402", "data-line-not-read"
    severity = "info"
    template = "this line looks like data but was not read: %(text)s"
    help = "a line that looks like data (a table row, 'label: value') was left unread beside cells that were read"
    explanation = (
        "Cells were read from the write-up, but this line, which is surely data (a table row, or a "
        "lone 'label: value'), was not taken into any panel. Its value is missing from the output."
    )
    fails = (_HEATMAP + "\n### Other\n* Mean recall: 77.2\n",)
    passes = (_HEATMAP + "\n### Other\nThe mean recall over the grid is about 77.\n",)


class WriteUpCut(Message):
    code, name = "FX403", "write-up-cut"
    severity = "info"
    template = "the write-up stops in the middle of this line of values; the value cut here is not read"
    help = "the write-up ends mid-row: the cells before the cut are kept, the cut value is left out"
    explanation = (
        "The last line is a table row without its closing pipe, in a table whose header has one, "
        "or a list of values whose last part does not read as the others do ('81.1% (P), 82.2% (Q), 8'): "
        "the write-up was cut off (a length limit, a lost chunk). The cells before the cut are "
        "kept; the last value may be cut itself ('4' of '46.2'), so it is not read, and the row is "
        "not held to the grid's shape. Claims that count things are not judged on a cut write-up."
    )
    fails = ("## Heatmap\n\n| Model | 1 | 3 |\n|---|---|---|\n| Tiny | 22.4 | 25.9 |\n| Small | 31.7 | 3",)
    passes = ("## Heatmap\n\n| Model | 1 | 3 |\n|---|---|---|\n| Tiny | 22.4 | 25.9 |\n| Small | 31.7 | 36.2 |\n",)


class UnusedSuppression(Message):
    code, name = "FX501", "unused-suppression"
    severity = "info"
    template = "%(comment)s %(problem)s"
    help = "an `extract: ignore` comment matched no finding"
    explanation = (
        "An `<!-- extract: ignore[...] -->` or `ignore-file[...]` comment that no finding of the "
        "codes it names reached (as ruff reports an unused `noqa`). The write-up was fixed, or the "
        "comment is on the wrong line or names the wrong code: remove or move it. A comment that "
        "names no known check is reported too; one naming a check that is not enabled says so."
    )
    fails = (_HEATMAP.replace("128:** 71.3", "128:** 71.3 <!-- extract: ignore[FX101] -->", 1),)
    passes = (
        _AXES + "* **Chunk Size 128:** 71.3, 74.0, 75.2\n"
        "* **Chunk Size 256:** 78.4, 18.1, 80.2 <!-- extract: ignore[FX101] -->\n",
    )


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
    CrossDocumentConflict,
    DataNotRead,
    DataLineNotRead,
    WriteUpCut,
    UnusedSuppression,
)
BY_KIND: dict[str, type[Message]] = {m.name.removeprefix("claim-"): m for m in MESSAGES if m.name.startswith("claim-")}
# a one-sided bound ("all cells above 40", "never exceeds 30 s") is a range open at one end:
# CONTRACT.md's claim-range reports it (FX207 claim-threshold, its own check until round 21,
# still names it in suppressions and configurations)
BY_KIND["threshold"] = ClaimRange
BY_ID: dict[str, type[Message]] = {k: m for m in MESSAGES for k in (m.code, m.name)}
BY_ID |= {"FX207": ClaimRange, "claim-threshold": ClaimRange}
