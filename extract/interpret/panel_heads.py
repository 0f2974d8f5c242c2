"""Which headers name a chart of their own (a panel) and which only group the lines under
them: a section ("### Detailed Analysis", "### Per-Plant Readings:"), a group of categories
("1. **Gemma Models**:" over its variants), a statistic of a box ("1. **Median Values:**").

A header is a panel only on positive evidence that it is a separate chart:
- its words mark one: a panel letter ("(a) Recall", "Heatmap (b)"), a numbered chart
  ("Chart 2"), a place ("**Left Chart (Recall):**"; "R1-Llama (Left)" with a name, not
  "Red Block (Bottom)"), a chart's kind ("#### ECE Plot"), a subplot title of the form
  "Model | Task";
- axes or a colour scale are stated under it ("**Left Graph:**" over "- **X-axis**: …"; a
  section heading only beside another such section);
- the write-up announces several charts ("two heatmaps side by side", "three line graphs")
  and the header gives a name ("#### 4B Model Size", "**COPA Framework**");
- sibling headers give the same cells ("**Left:**" and "**Right:**" both over "Foo-1B: ~12"),
  which one chart cannot hold;
- several charts are announced and a sibling header over data is a panel ("#### Base (Plain)"
  beside "#### S1 (Tuned)").
A header that names a category of an axis or an entry of the legend is a group, not a
panel ("**Gemma Models**" with Gemma a tick); one that says how a series is drawn ("###
A100 (Blue Line)") is a series unless several charts are announced."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from extract.grammar import Shapes
from extract.interpret.points import drawn_note, series_name
from extract.literals import Gated
from extract.outline import _NAME_TOKEN, Header, names_chart, place_note
from extract.reader import Line
from extract.statements import head_of, letter_after
from extract.text import loose

# "two line charts", "Four heatmaps are arranged", "three side-by-side box plots", "(a), (b), (c)",
# "a 2×2 grid of small bar charts", "small multiples", "a dual-panel violin plot", "Multi-Panel Line Chart"
# (asked of every line: searched only in a line that holds a chart's noun, "side", "each" or "(a)")
_ANNOUNCED = Gated(Shapes("bindings").ANNOUNCED_PANELS)
_SHARED_CELLS = 0.5  # share of a header's cell keys that a sibling must give too


def announces_panels(lines: Iterable[Line]) -> bool:
    """Whether the write-up says the figure holds several charts."""
    return any(ln.kind in ("text", "item", "heading") and _ANNOUNCED.search(ln.content) for ln in lines)


@dataclass(slots=True)
class PanelHeads:
    """The evidence of one write-up that headers are panels."""

    scoped: list[Header]  # the headers that axis or scale statements sit under
    announced: bool  # the write-up says the figure holds several charts
    names: set[str]  # legend entries and axis ticks, loose
    ticked: bool = False  # an axis states its ticks
    repeated: set[int] = field(default_factory=set)  # headers whose cells a sibling gives too
    charts: frozenset[int] = frozenset()  # header lines that are charts by what they hold (a pie of a grid)
    steps: dict[str, frozenset[str]] = field(default_factory=dict)  # axis word -> the whole numbers it runs over
    siblings: set[int] = field(default_factory=set)  # headers that are panels beside a named sibling panel
    own_axes: set[int] = field(init=False)  # headers with axes of their own

    def __post_init__(self) -> None:
        # a section heading over axes is a chart only beside another such section ("##
        # Training Loss", "## Validation Accuracy"); one alone is the figure's section
        levels: dict[int, set[int]] = {}
        for h in self.scoped:
            levels.setdefault(h.rank, set()).add(h.line.number)
        self.own_axes = {h.line.number for h in self.scoped if h.rank > 6 or len(levels[h.rank]) >= 2}

    def group(self, h: Header) -> bool:
        """A header that names a category or a legend entry, or begins with one ("Gemma
        Models" with a tick Gemma): the group of the lines under it."""
        return self.group_name(h) is not None

    def group_name(self, h: Header) -> str | None:
        """The category or legend entry a group header names ("Gemma" for "Gemma Models")."""
        title = h.title or ""
        words = title.split()
        if loose(title) in self.names:
            return title
        bare = series_name(title)
        if bare != title and loose(bare) in self.names:
            return bare  # "A100 (Blue Line)" with A100 in the legend
        lead = " ".join(words[:-1])
        return lead if len(words) >= 2 and loose(lead) in self.names else None

    def marked(self, h: Header) -> bool:
        """A header that is a panel by its own words or the axes under it, whatever the lines
        under it give."""
        if h.title is None or h.is_doc_title:
            return False
        if names_chart(h.label) or h.line.number in self.charts:
            return True
        return self._may_be(h) and ("|" in h.title or h.line.number in self.own_axes)

    def is_panel(self, h: Header) -> bool:
        """Whether the lines under `h` form a chart of their own."""
        if self.marked(h):
            return True
        if h.title is None or h.is_doc_title or not self._may_be(h):
            return False
        if letter_after(h.label) is not None:
            return True  # "#### Vocals (a)" over its boxes: a panel's letter after its name, as "(a) Vocals"
        named = bool(_NAME_TOKEN.search(h.title))
        if place_note(h.label) and (named or self.announced):
            return True  # "R1-Llama (Left)"; "Accuracy (Left)" where several charts are announced
        # two sections that give the same cells (a name of any words: "### 2.1 `Tagger-P`"),
        # or a section where several charts are announced, with a name ("#### 4B Model
        # Size", not "### Key Data Points")
        if drawn_note(h.label) and not self.announced:
            return False  # "### A100 (Blue Line)": a series, drawn so, unless several charts are announced
        return h.line.number in self.repeated or (named and self.announced) or h.line.number in self.siblings

    def find_siblings(self, stacks: Iterable[list[Header]]) -> None:
        """Where several charts are announced, the headers right over data lines that are
        siblings (one rank, one parent) of a panel are panels too: "#### Base (Plain)" beside
        "#### S1 (Tuned)", though only the second has a name's digit. `stacks`: the headers
        over each data item, innermost first."""
        if not self.announced:
            return
        groups: dict[tuple[int, int], dict[int, Header]] = {}
        for under in stacks:
            if under:
                parent = under[1].line.number if len(under) > 1 else -1
                groups.setdefault((under[0].rank, parent), {})[under[0].line.number] = under[0]
        for hs in groups.values():
            if len(hs) >= 2 and any(self.is_panel(h) for h in hs.values()):
                self.siblings |= {n for n, h in hs.items() if self._sibling_may_be(h)}

    def _sibling_may_be(self, h: Header) -> bool:
        """A header that may be a panel for its siblings' sake: a title that is no section's
        word ("Data Points", "Analysis") and says no way a series is drawn."""
        if h.title is None or h.is_doc_title or not self._may_be(h) or drawn_note(h.label):
            return False
        return not head_of(h.label).has("DATA_WORD", "SECTION", "COMMENTARY")

    def _may_be(self, h: Header) -> bool:
        """Not a section on furniture or commentary ("Axis Configuration", "Key
        Observations") nor a group of categories ("Gemma Models")."""
        head = head_of(h.label)
        return not (head.holds_no_data or head.opens_on_furniture or self.group(h))

    def find_repeated(self, keyed: Iterable[tuple[Header | None, tuple[object, ...]]]) -> None:
        """Mark the headers whose cells (keyed before binding) a sibling header gives too:
        two sections that give the same cells are two charts."""
        keys: dict[int, set[tuple[object, ...]]] = {}
        heads: dict[int, Header] = {}
        for h, key in keyed:
            if h is not None:
                keys.setdefault(h.line.number, set()).add(key)
                heads[h.line.number] = h
        owners: dict[tuple[object, ...], list[int]] = {}
        for n, ks in keys.items():
            for k in ks:
                owners.setdefault(k, []).append(n)
        shared: dict[tuple[int, int], int] = {}
        for ns in owners.values():
            if len(ns) > 8:
                continue  # a key that many headers give says nothing of any pair
            for i, a in enumerate(ns):
                for b in ns[i + 1 :]:
                    shared[(a, b)] = shared.get((a, b), 0) + 1
        for (a, b), n in shared.items():
            ha, hb = heads[a], heads[b]
            siblings = ha.rank == hb.rank
            if siblings and n >= _SHARED_CELLS * min(len(keys[a]), len(keys[b])):
                self.repeated |= {a, b}
