"""Documents back to a canonical markdown write-up (`extract fmt`): one way to write every
figure, which `extract` reads back to the same data. It is the oracle of the round-trip
property tests, and a way to normalise a corpus of write-ups."""

from __future__ import annotations

from dataclasses import dataclass

from extract.models import Axis, Cell, Document, Number, Panel, Tick
from extract.numbers import format_number


@dataclass(frozen=True, slots=True)
class Style:
    """How numbers are written."""

    thousands: bool = False  # "3,000" rather than "3000"
    percent: bool = False  # "45.2%" for values
    minus: str = "-"  # "-" or the unicode minus "−"


def _number(v: Number, style: Style, value: bool = False) -> str:
    text = format_number(v) if isinstance(v, float) else str(v)
    if style.thousands:
        whole, dot, frac = text.lstrip("-").partition(".")
        if whole.isdigit() and len(whole) > 3:
            whole = f"{int(whole):,}"
        text = ("-" if text.startswith("-") else "") + whole + dot + frac
    if text.startswith("-"):
        text = style.minus + text[1:]
    return text + ("%" if value and style.percent else "")


def number_text(v: Number, style: Style) -> str:
    """A number as the style writes it (thousands separators, minus sign)."""
    return _number(v, style)


def _tick(t: Tick, style: Style) -> str:
    return _number(t, style) if isinstance(t, (int, float)) else f"`{t}`"


def _key(t: Tick | None, style: Style) -> str:
    if t is None:
        return ""
    return _number(t, style) if isinstance(t, (int, float)) else str(t).replace("|", "\\|")


def _axis(name: str, axis: Axis, direction: str, style: Style) -> str:
    label = f'"{axis.label}"' if axis.label else "unlabelled"
    ticks = ", ".join(_tick(t, style) for t in axis.ticks)
    return f"- **{name}:** {label}, ticks from {direction}: {ticks}"


def _grid(panel: Panel, style: Style) -> list[str]:
    rows = list(panel.y.ticks) if panel.y else []
    cols = list(panel.x.ticks) if panel.x else []
    for c in panel.cells:
        if c.row not in rows:
            rows.append(c.row)  # type: ignore[arg-type]
        if c.col not in cols:
            cols.append(c.col)  # type: ignore[arg-type]
    value: dict[tuple[object, object], Cell] = {(c.row, c.col): c for c in panel.cells}
    corner = panel.y.label if panel.y and panel.y.label else ""
    out = ["| " + " | ".join([corner.replace("|", "\\|")] + [_key(c, style) for c in cols]) + " |"]
    out.append("|" + "---|" * (len(cols) + 1))
    for r in rows:
        cells = [_number(value[(r, c)].value, style, True) if (r, c) in value else "" for c in cols]
        out.append("| " + " | ".join([_key(r, style), *cells]) + " |")
    return out


def render(doc: Document, style: Style | None = None) -> str:
    """The canonical write-up of a document: title, overview, then for each panel its axes,
    colour scale and a table of its cells."""
    style = style or Style()
    out = [f"# {doc.title or 'Figure'}", "", "## Overview"]
    kind = doc.kind if doc.kind not in ("unknown", "mixed", "qualitative") else "figure"
    count = len(doc.panels)
    out += [f"A {kind} with {count} panel{'s' if count != 1 else ''}.", ""]
    for p in doc.panels:
        if p.title or count > 1:
            out += [f"## Panel: {p.title or p.id}", ""]
        if p.x is not None:
            out.append(_axis("X-axis", p.x, "left to right", style))
        if p.y is not None:
            out.append(_axis("Y-axis", p.y, "top to bottom", style))
        s = p.scale
        if s is not None and s.min is not None and s.max is not None:
            approx = "~" if s.approximate else ""
            label = f'"{s.label}", ' if s.label else ""
            lo, hi = _number(s.min, style), _number(s.max, style)
            out.append(f"- **Colour scale:** {label}from {approx}{lo} to {approx}{hi}")
        out.append("")
        if p.cells:
            out += ["**Values:**", ""]
            out += _grid(p, style)
            out.append("")
    return "\n".join(out).rstrip() + "\n"
