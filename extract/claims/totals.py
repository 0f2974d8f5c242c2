"""A total a header states for the values listed under it, checked against their sum:

    ### Harbor (Total: 14 pallets)        the stated total, a count of pallets
    - **Fresh**: 6 pallets (Green)        the segments it counts, in the same unit
    - **Frozen**: 3 pallets (Yellow)
    - **Dry**: 5 pallets (Purple)         6 + 3 + 5 = 14: supported

The header's note is no part of the category's name (interpret/points.py, without_notes);
it is a claim of its own, of kind "count". Only a total counted in the unit its segments are
counted in is judged (two or more segments, each written "N <unit>"), so that a header's
"(Total: 3 runs)" over three scores is never summed; exact numbers must add up exactly,
approximate ones ("~4") within rounding, or the claim is unverifiable."""

from __future__ import annotations

from extract.interpret.aggregates import is_sum
from extract.models import Cell, CellRef, Claim, Document, Panel
from extract.outline import Header, Outline
from extract.reader import Line, Num
from extract.text import singular
from extract.wording import line_span

_TOTAL = "total"


def total_claims(outline: Outline, doc: Document, first_id: int) -> list[Claim]:
    """One claim per header that states the total of the values under it."""
    stated = {n: (h, t) for n, h in outline.headers.items() if (t := _stated_total(h)) is not None}
    if not stated:
        return []
    under: dict[int, list[tuple[Panel, Cell, Num]]] = {n: [] for n in stated}
    for p in doc.panels:
        for c in p.cells:
            ln = outline.line_of(c.span.line) if c.span is not None else None
            n = _num_at(ln, c.span.column - 1) if ln is not None and c.span is not None else None
            if ln is None or n is None:
                continue
            for h in outline.under(ln):
                if h.line.number in under:
                    under[h.line.number].append((p, c, n))
    valued: dict[int, set[int]] = {n: set() for n in stated}  # the lines under each header that hold numbers
    for ln in outline.lines:
        for h in outline.under(ln) if ln.nums else ():
            if h.line.number in valued:
                valued[h.line.number].add(ln.number)
    out: list[Claim] = []
    for number, (h, (total, unit)) in stated.items():
        parts = under[number]
        if len(parts) < 2 or not all(_unit_after(p[2], outline.line_of(p[1].span.line)) == unit for p in parts):
            continue  # no segments, or values of another kind than what the total counts
        if valued[number] - {c.span.line for _, c, _ in parts if c.span is not None}:
            continue  # a line of numbers under it gave no cell: the sum is not known
        parts.sort(key=lambda part: (part[1].span.line, part[1].span.column) if part[1].span else (0, 0))
        out.append(_judge(h, total, parts, f"c{first_id + len(out)}"))
    return out


def _stated_total(h: Header) -> tuple[Num, str] | None:
    """ "Harbor (Total: 14 pallets)": the total and the unit it counts, from a header's
    last parenthesis."""
    raw = h.line.raw
    at = raw.rfind("(")
    if at < 0 or _TOTAL not in raw[at:].casefold() or len(h.line.nums) != 1:
        return None
    n = h.line.nums[0]
    if n.start < at:
        return None
    unit = _unit_after(n, h.line)
    return (n, unit) if unit else None


def _num_at(ln: Line, column: int) -> Num | None:
    return next((n for n in ln.nums if n.start == column), None)


def _unit_after(n: Num, ln: Line | None) -> str:
    """The word right after a number, singular ("students" -> "student"), or ""."""
    if ln is None:
        return ""
    rest = ln.raw[n.end :].lstrip().split(maxsplit=1)
    word = rest[0].strip(".,;:)*_`").casefold() if rest else ""
    return singular(word) if word.isalpha() else ""


def _judge(h: Header, total: Num, parts: list[tuple[Panel, Cell, Num]], cid: str) -> Claim:
    values = [c.value for _, c, _ in parts]
    added = sum(values)
    exact = not total.approx and not any(n.approx for _, _, n in parts)
    if exact:
        verdict = "supported" if abs(added - total.value) < 1e-9 else "contradicted"
    else:
        verdict = "supported" if is_sum(float(total.value), [float(v) for v in values]) else "unverifiable"
    shown = " + ".join(f"{v:g}" for v in values)
    evidence = f"the values listed under it add up to {shown} = {added:g}, the stated total is {total.value:g}"
    panels = list(dict.fromkeys(p.id for p, _, _ in parts))
    cells = [CellRef(panel=p.id, row=c.row, col=c.col, value=c.value, span=c.span) for p, c, _ in parts if c.span]
    return Claim(
        id=cid,
        kind="count",
        text=h.label,
        span=line_span(h.line),
        panels=panels,
        verdict=verdict,
        evidence=evidence,
        cells=cells,
    )
