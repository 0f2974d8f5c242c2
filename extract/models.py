"""The output contract (shared/CONTRACT.md) as pydantic models.

Every model here is part of the public, schema-described output. Field names follow
CONTRACT.md; fields marked "extension" are additions the contract allows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

SCHEMA_VERSION = "1"

Number = int | float
"""A number as written: integers stay integers ("3,000" is 3000), decimals are floats."""

Tick = int | float | str
"""An axis tick: a number where the write-up gives a number, else the text as written."""

Kind = Literal["heatmap", "bar", "line", "scatter", "pie", "radar", "table", "qualitative", "mixed", "unknown"]
Order = Literal["left-to-right", "right-to-left", "top-to-bottom", "bottom-to-top"]
Severity = Literal["error", "warning", "info"]
Verdict = Literal["supported", "contradicted", "unverifiable"]


class _Model(BaseModel):
    """Private attributes take a plain empty default, never a default_factory: pydantic
    copies an empty list, set or dict for each object, but inspects a factory's signature
    on every model creation (some 200 µs per builtin factory, on Python 3.11)."""

    model_config = ConfigDict(extra="forbid", frozen=False)

    if not TYPE_CHECKING:  # (as pydantic's own: mypy would let any attribute name pass)

        def __getattr__(self, name: str) -> Any:
            """A private attribute (`panel._memo`) read straight from the model's store of
            them: pydantic's look-up first asks the attribute's declaration for `__get__`,
            an AttributeError raised and caught on each read (some 3 µs, and the claims
            read `_memo` tens of thousands of times per corpus)."""
            try:
                private = object.__getattribute__(self, "__pydantic_private__")
            except AttributeError:  # (not yet set: while pydantic builds the object)
                private = None
            if private is not None and name in private:
                return private[name]
            return super().__getattr__(name)


class Span(_Model):
    """A 1-based source range; columns count characters (a tab is one column)."""

    line: int
    column: int
    end_line: int
    end_column: int


class Axis(_Model):
    """One axis of a panel: its label, ticks and the direction the ticks are listed in."""

    label: str | None = None
    ticks: list[Tick] = Field(default_factory=list)
    order: Order | None = None
    count: int | None = Field(None, description="extension: tick count stated in words")
    span: Span


class ColorScale(_Model):
    """The colour bar of a panel, as stated (min/max are null when no number is given)."""

    label: str | None = None
    min: Number | None = None
    max: Number | None = None
    approximate: bool = False
    low_color: str | None = None
    high_color: str | None = None
    ticks: list[Number] = Field(default_factory=list)
    span: Span


class Cell(_Model):
    """One data value bound to its row and column keys."""

    row: Tick | None
    col: Tick | None
    value: Number
    span: Span
    _approx: bool = PrivateAttr(default=False)  # written as a reading by eye ("~61%"): a tie of two is no proof


class Region(_Model):
    """A qualitative statement about an area of a panel ("bottom-left, x=0.2–0.4")."""

    text: str
    position: str | None = Field(None, description="extension: 'bottom-left', 'top-right', …")
    x: list[Number] | None = Field(None, description="extension: [low, high] of x")
    y: list[Number] | None = Field(None, description="extension: [low, high] of y")
    color: str | None = Field(None, description="extension: colour words of the region")
    span: Span


class ValueLine(_Model):
    """extension: one line of values as written (a row, a column or a series), for the
    grid-shape check: how many values it gives against how many ticks its axis has."""

    key: Tick | None = Field(description="the row (or column) it gives")
    along: Literal["x", "y"] = Field(description="the axis its values run along")
    count: int = Field(description="values given")
    ticks: int = Field(description="ticks of the axis it runs along (0 when not stated)")
    span: Span


class Panel(_Model):
    """One chart of a figure (a multi-panel figure has several)."""

    id: str
    title: str | None = None
    key: str | None = None
    x: Axis | None = None
    y: Axis | None = None
    scale: ColorScale | None = None
    cells: list[Cell] = Field(default_factory=list)
    regions: list[Region] = Field(default_factory=list)
    span: Span | None = Field(None, description="extension: where the panel is introduced")
    lines: list[ValueLine] = Field(default_factory=list, description="extension: lines of values as written")
    _memo: dict[str, Any] = PrivateAttr(default={})  # derived lookups (claims/mentions.py)


class CellRef(_Model):
    """extension: a cell that decided a claim's verdict."""

    panel: str
    row: Tick | None
    col: Tick | None
    value: Number
    span: Span


class Claim(_Model):
    """A checkable statement of the prose with its verdict against the data."""

    id: str
    kind: str
    text: str
    span: Span
    panels: list[str] = Field(default_factory=list)
    verdict: Verdict = "unverifiable"
    evidence: str = ""
    cells: list[CellRef] = Field(default_factory=list, description="extension: the cells behind the verdict")


class Related(_Model):
    """Another place involved in a finding."""

    source: str
    span: Span | None = None
    panel: str | None = None
    value: Number | None = Field(
        None,
        exclude_if=lambda v: v is None,
        description="extension: the value given there (a cross-document conflict); left out when none",
    )


class Diagnostic(_Model):
    """One finding, with the place it points at and the places involved."""

    code: str
    name: str
    severity: Severity
    message: str
    source: str
    span: Span | None = None
    panel: str | None = None
    cells: list[list[Tick | None]] = Field(default_factory=list)
    related: list[Related] = Field(default_factory=list)


class Section(_Model):
    """extension: a heading of the write-up, under whatever name it carries."""

    title: str
    level: int
    span: Span


class Document(_Model):
    """Everything extracted from one write-up."""

    source: str
    title: str | None = None
    kind: Kind = "unknown"
    sections: list[Section] = Field(default_factory=list)
    panels: list[Panel] = Field(default_factory=list)
    claims: list[Claim] = Field(default_factory=list)
    diagnostics: list[Diagnostic] = Field(default_factory=list)
    # data-like lines no reader took, each True when surely data (interpret/unread.py); not output
    _unread: list[tuple[Span, bool, str]] = PrivateAttr(default=[])
    # the table row the write-up stops in, when it is cut off mid-row (interpret/unread.py); not output
    _cut: Span | None = PrivateAttr(default=None)
    # the write-up's last line with text, as (number, text) (checks/grid.py); not output
    _end: tuple[int, str] | None = PrivateAttr(default=None)
    # the text of each line a cell was read from, by line number (checks/grid.py); not output
    _cell_text: dict[int, str] = PrivateAttr(default={})
    # what the claims stage needs from interpretation (not output): the lines that hold
    # data, and the (line, start, end) stretches that state an axis or a scale
    _data_lines: set[int] = PrivateAttr(default=set())
    _stated: list[tuple[int, int, int]] = PrivateAttr(default=[])
    # its `extract: ignore` comments that a cross-document finding may still use (suppress.py); not output
    _suppressions: list[Any] = PrivateAttr(default=[])
    # decimals each cell value states as written, by (line, column) (checks/agree.py); not output
    _decimals: dict[tuple[int, int], int] = PrivateAttr(default={})
    # numbers its legend prints beside a name, ("area", 0.64) (interpret/marks.py); not output
    _marks: frozenset[tuple[str, float]] = PrivateAttr(default=frozenset())


class FigureCell(_Model):
    """extension: the consensus of one cell over the write-ups of a figure."""

    row: Tick | None
    col: Tick | None
    value: Number = Field(description="the median of the values given")
    min: Number
    max: Number
    n: int = Field(description="how many values were given (one per write-up, unless one repeats the cell)")
    sources: list[str] = Field(description="the write-up of each value, in document order")
    agree: bool = Field(description="the values agree within the cross-document tolerance (true when n is 1)")


class FigurePanel(_Model):
    """extension: one panel of a figure, matched across its write-ups."""

    key: str | None = Field(description="the panel key (of the first write-up that gives one)")
    title: str | None = Field(description="the title of the first write-up that gives one")
    cells: list[FigureCell] = Field(default_factory=list)


class Figure(_Model):
    """extension: a figure that two or more write-ups describe, with the consensus of its cells."""

    key: str = Field(description="the figure's id (--figure-key), else the key of its first shared panel")
    documents: list[str] = Field(description="the write-ups of the figure, in document order")
    panels: list[FigurePanel] = Field(default_factory=list)


class Result(_Model):
    """The output of one run: documents plus the findings that span documents."""

    schema_version: Literal["1"] = "1"
    documents: list[Document] = Field(default_factory=list)
    diagnostics: list[Diagnostic] = Field(default_factory=list)
    figures: list[Figure] = Field(
        default_factory=list, description="extension: figures with two or more write-ups, and their consensus"
    )
