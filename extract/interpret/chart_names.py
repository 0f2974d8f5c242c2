"""The charts a write-up of several names one by one, and the panels they make:

    * **Chart Titles:**                        a list of the charts by their places
    * Left: "Harvest (Total: 8,200 crates)"     the left chart's own title
    * Right: "Sales (Total: 5,100 crates)"
    1. **Top-Right Graph**:                    a place header over the chart's fields
    - **Title**: Battery                       its title

A listed chart gives the panel of its place (the data under "#### Harvest (Left Chart)") its
own title as written; a listed chart whose data the write-up never gives (cut off, or
described only in words) is still a chart of the figure: a panel with its title and no cell.
Such a panel is added only where every panel read is one of the listed charts, so that no
chart is counted twice."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from extract.grammar import Shapes
from extract.models import Panel
from extract.outline import Outline, chart_place, lead_place, leading_label
from extract.reader import Line
from extract.statements import head_of
from extract.text import loose, panel_key, strip_md
from extract.wording import line_span, quoted

_MIN_CHARTS = 2  # one chart named alone is the figure, no list of its charts


@dataclass(slots=True)
class NamedChart:
    """One chart the write-up names: where it stands ("top-left", None if unsaid), its title."""

    place: str | None
    title: str
    line: Line


def named_charts(outline: Outline, titled: Callable[[Line], str | None]) -> list[NamedChart]:
    """The charts a list names by their places ('Top-left: "Math (Always)"') or a place
    header's title field ("**Top-Right Graph**:" over "**Title**: Battery", read by
    `titled`); none unless two or more, each at its own place or with its own title."""
    found: list[NamedChart] = []
    for ln in outline.lines:
        if ln.kind not in ("item", "text"):
            continue
        label, at = leading_label(ln.content)
        place = chart_place(label) if label is not None else None
        said = quoted(ln.content[at:]) if place is not None else ()
        if place is not None and len(said) == 1 and said[0][1] <= 1 and _only_quote(ln.content[at:], said[0][0]):
            found.append(NamedChart(place, said[0][0], ln))
            continue
        if label is not None and head_of(label).has("TITLE") and (placed := _titles_by_place(ln.content[at:])):
            found += [NamedChart(where, title, ln) for where, title in placed]
            continue
        if placed := _places_on_one_line(ln.content):
            found += [NamedChart(where, title, ln) for where, title in placed]
            continue
        under = outline.under(ln)
        if under and (at_place := chart_place(under[-1].label)) is not None and (title := titled(ln)):
            found.append(NamedChart(at_place, title, ln))
    places = [c.place for c in found]
    titles = [loose(c.title) for c in found]
    if len(found) < _MIN_CHARTS or len(set(places)) < len(places) or len(set(titles)) < len(titles):
        return []
    return found


def _titles_by_place(rest: str) -> list[tuple[str, str]]:
    """The titles a "Titles" line quotes, each with its chart's place in brackets after it:
    '"Rainfall" (left chart) and "Wind" (right chart)' gives (left, Rainfall), (right, Wind);
    empty unless every quoted title is so placed."""
    out: list[tuple[str, str]] = []
    for title, at in quoted(rest):
        m = _NOTE_AFTER.match(rest, at + len(title) + 1)  # (after the closing quote)
        where = chart_place(f"({m.group(1)})") if m is not None else None
        if where is None:
            return []
        out.append((where, title))
    return out


def _places_on_one_line(content: str) -> list[tuple[str, str]]:
    """The charts a line names side by side, each its place, a colon and its title, set
    apart by "|": "**Left: Accuracy** | **Right: Loss**" gives (left, Accuracy), (right,
    Loss); empty unless every part is so written, each title a short name."""
    if "|" not in content:
        return []
    out: list[tuple[str, str]] = []
    for part in content.split("|"):
        said = strip_md(part).strip()
        label, at = leading_label(said)
        where = chart_place(label) if label is not None else None
        title = said[at:].strip().rstrip(".")
        if where is None or loose(label or "") != where.replace("-", "") or not title:
            return []  # ("Left chart of sales: 12": no place alone before the colon)
        if len(title.split()) > _MAX_TITLE_WORDS:
            return []
        out.append((where, title))
    return out if len(out) >= _MIN_CHARTS else []


_MAX_TITLE_WORDS = 6  # a title beside its place, not a sentence


# a bracket right after a quoted title: '"Rainfall" (left chart)'
_NOTE_AFTER = Shapes("bindings").TITLE_NOTE


def _only_quote(rest: str, said: str) -> bool:
    """Whether the rest of an item is its quoted title alone, up to markup and a full stop."""
    return strip_md(rest).strip(" .\"'“”`") == said


def name_panels(panels: list[Panel], charts: list[NamedChart], outline: Outline) -> list[Panel]:
    """The panels, each listed chart's titled as the list writes it, with a panel (title
    only) for each listed chart no panel is (see the module's docstring)."""
    if not charts:
        return panels
    left = list(charts)
    matched = 0
    for p in panels:
        head = outline.headers.get(p.span.line) if p.span is not None else None
        # ("**Left Heatmap (Mean):**": the left chart, its place before its kind)
        place = (chart_place(head.label) or lead_place(head.label)) if head is not None else None
        chart = next((c for c in left if place is not None and c.place == place), None)
        if chart is not None:  # "#### Sales (Right Chart)": the right chart, by the title its list gives
            p.title, p.key = chart.title, panel_key(chart.title)
        # by its title, or its header's ("**Spring (Night):**" over a region, a lone panel
        # untitled): the panel keeps the title it has ("Chart 1: Sales" of the chart "Sales")
        names = {loose(t) for t in (p.title, head.title if head is not None else None) if t}
        if chart is None:
            chart = next((c for c in left if loose(c.title) in names), None)
            if chart is not None and p.title is None:
                p.title, p.key = chart.title, panel_key(chart.title)
        if chart is None:
            continue
        left.remove(chart)
        matched += 1
    if matched < len(panels):
        return panels  # a panel no listed chart is: which chart the rest are is not certain
    if any(p.cells for p in panels):
        return panels  # no title-only panel beside panels that hold cells (a write-up cut after its first chart)
    added = [
        Panel(id=f"p{len(panels) + i}", title=c.title, key=panel_key(c.title), span=line_span(c.line))
        for i, c in enumerate(left, 1)
    ]
    return panels + added


def listed_chart_heads(outline: Outline) -> frozenset[int]:
    """The headers that name a chart a "Titles" line lists: '**Chart Titles:** "Wheat",
    "Barley", "Oats" above each chart' makes "**Barley:**" (or "**2. Barley Chart:**") further
    down the chart Barley, a panel of its own, not a series of one chart. Two or more
    distinct titles, quoted, each header matched by its words alone (a list number before it
    and the word for a chart after it aside)."""
    listed: set[str] = set()
    for ln in outline.lines:
        if ln.kind not in ("item", "text"):
            continue
        label, at = leading_label(ln.content)
        if label is None or not head_of(label).has("TITLE") or head_of(label).has("AXIS", "AXIS_WORD"):
            continue  # ('Axis titles: "F1-Score" (y-axis), "Instruct GPT", "GPT-4" (x-axis)': the axes')
        said = {loose(t) for t, _ in quoted(ln.content[at:]) if t}
        if len(said) >= _MIN_CHARTS:
            listed |= said
    if not listed:
        return frozenset()
    return frozenset(n for n, h in outline.headers.items() if not h.is_doc_title and _chart_words(h.label) in listed)


def _chart_words(label: str) -> str:
    """A header's words without a list number before them nor the word for a chart after
    them: "1. Barley Chart" is "barley"."""
    words = strip_md(label).strip().rstrip(":： ").split()
    if words and words[0].rstrip(".)").isdigit():
        words = words[1:]
    if words and words[-1].casefold() in _CHART_NOUNS:
        words = words[:-1]
    return loose(" ".join(words))


_CHART_NOUNS = frozenset(["chart", "plot", "graph", "panel", "subplot", "heatmap", "histogram"])
