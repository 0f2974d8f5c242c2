"""Numbers a figure prints beside a name in its legend, which tell two figures of one title apart.

Two ROC curves titled alike are two figures when their legends print different areas:

    * **Legend Label:** ROC curve (area = 0.64)      and      * **Legend Label:** ROC curve (area = 0.91)

A mark is a name and the number written after it with "=" in brackets ("(area = 0.64)",
"(AUC=0.9)"; not "(peak = ~0.9)", a reading), on a line whose label or whose header names the legend ("### Legend" over
"* Entry 1: …"), never where the legend sits ("**Legend Position:** (x=0.85, y=0.1)").
Marks are the figure's own text: write-ups of one image print the same ones, whatever else
they read differently (checks/figures.py compares them)."""

from __future__ import annotations

from extract.outline import Outline, leading_label
from extract.reader import Line
from extract.statements import head_of
from extract.text import strip_md

Mark = tuple[str, float]
"""a name as a key ("area") and the number printed after it"""


def _on_legend(ln: Line, outline: Outline) -> bool:
    """Whether a line belongs to the legend: its own label, or a header over it, names it
    ("### Legend" over "* **Entry 1:** …"); not where the legend sits ("Legend Position")."""
    label = leading_label(ln.content)[0]
    if label is not None and head_of(label).has("PLACEMENT"):
        return False
    heads = [label] if label is not None else []
    heads += [strip_md(h.line.content) for h in outline.under(ln)]
    return any(head_of(t).has("LEGEND") for t in heads)


def _name_before(text: str) -> str | None:
    """The name an "=" ends before a number in brackets: "ROC curve (area =" -> "area";
    none outside brackets ("Score = 4" of a colour key) nor an axis letter ("(y = 0.5)")."""
    text = text.rstrip()
    if not text.endswith("=") or text.rfind("(") <= text.rfind(")"):
        return None
    words = text[:-1].rstrip().rsplit(None, 1)
    word = words[-1].strip("(*_`\"'“").casefold() if words else ""
    return word if word.isalnum() and not word.isdigit() and word not in _AXIS_LETTERS else None


_AXIS_LETTERS = frozenset("xy")
_REACH = 32  # characters before a number where its bracket and name are looked for


def legend_marks(outline: Outline) -> frozenset[Mark]:
    """The marks a write-up's legend prints (see the module's docstring)."""
    out: set[Mark] = set()
    for ln in outline.lines:
        if not ln.nums or "=" not in ln.raw or not _on_legend(ln, outline):
            continue
        out.update(
            (name, float(n.value))
            for n in ln.nums
            if not n.approx and (name := _name_before(ln.raw[max(0, n.start - _REACH) : n.start])) is not None
        )
    return frozenset(out)
