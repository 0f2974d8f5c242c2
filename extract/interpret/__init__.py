"""Stage 3: the meaning of the lines. `interpret` turns an outline into a Document:
title, sections, kind, and panels with axes, colour scales, cells and regions. Claims
are the next stage (extract.claims.judge_claims), which reads the prose against these
panels; this package never looks at claims."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from extract.grammar import Shapes
from extract.interpret.axes import (
    MIN_SPOKES,
    AxisStatement,
    bin_ticks,
    half_open_bins,
    labelled_first,
    pair_order,
    quoted_names,
    read_axes,
    spoke_axis,
    worded_ticks,
)
from extract.interpret.axis_fields import lettered_records
from extract.interpret.bar_clauses import read_bar_clauses
from extract.interpret.boxes import read_box_stats
from extract.interpret.chart_names import listed_chart_heads, name_panels, named_charts
from extract.interpret.data import SeriesLine, TableData, cut_line, is_furniture, names_record, names_type, read_data
from extract.interpret.kind import clustered_by, detect, kinds_in, names_bins
from extract.interpret.marks import legend_marks
from extract.interpret.named_lists import read_listed_names
from extract.interpret.named_pairs import (
    paired_halves,
    read_axis_pairs,
    read_diagonal_examples,
    read_diagonal_lists,
    read_named_pairs,
)
from extract.interpret.panel_heads import announces_panels
from extract.interpret.panels import Assembler
from extract.interpret.pie_grid import read_pie_grid
from extract.interpret.pie_prose import read_pie_prose
from extract.interpret.points import (
    Legend,
    headers_naming_series,
    legend_entries,
    legend_styles,
    match_legend,
    only_notes,
    read_points,
    series_name,
    short_form,
)
from extract.interpret.prose import implied_x_label, read_prose_points
from extract.interpret.regions import read_region
from extract.interpret.roles import bare
from extract.interpret.scales import read_scales
from extract.interpret.spokes import off_spoke, read_spoke_sentences
from extract.interpret.units import counts_in, named_units, scaled_value, written_with
from extract.interpret.unread import cut_row, cut_value, unread_lines
from extract.models import Document, Panel, Section, Tick
from extract.numbers import parse_number
from extract.outline import (
    Header,
    Outline,
    clean_title,
    label_only,
    lead_place,
    leading_label,
    names_chart,
    opens_on_kind,
    places_chart,
)
from extract.reader import Line, Num, Phrase
from extract.statements import (
    ascii_words,
    figure_caption_lead,
    head_of,
    horizontal_bars,
    joined_words,
    kind_then_name,
    name_words,
    names_box_plot,
    names_measure_field,
    names_range_groups,
    names_uncoloured_kind,
    note_opening,
    opens_untitled,
    panel_letter,
    run_in_title,
    says,
    says_no_title,
    slice_colour,
    stretch_suffix,
    suffixed_cells,
    suffixed_in_sentence,
    suffixed_point_value,
    without_kind_tail,
    without_list_number,
    without_notes,
)
from extract.text import figure_name, loose, panel_key, strip_md
from extract.wording import FULL_STOP, is_colour_word, line_span, quoted, sentences

__all__ = ["interpret"]


def _colours_categories(legend: list[str], axes: list[AxisStatement]) -> bool:
    """Whether every entry of a legend is a category an axis lists ("Light green with "Warm
    Start"" with the x axis "Warm Start", "Noise", "Occlusion"): it colours single bars, it
    names no series."""
    ticks = {loose(str(t)) for a in axes for t in a.ticks if isinstance(t, str)}
    entries = {loose(e) for e in legend}
    # two or more entries among more categories ("w/o", "A w/" of "A w/", "w/o", "WA w/"): series
    # that share their names with categories, each category holding a bar of each
    return bool(entries) and entries <= ticks and (len(entries) == 1 or entries == ticks)


def _whole(outline: Outline, ln: Line) -> Line:
    """The line of the write-up a sentence of it was cut from (the line itself if none)."""
    return outline.line_of(ln.number) or ln


def _where_the_key_sits(ln: Line, headers: Sequence[Header]) -> bool:
    """Whether a line says where the legend sits: "* **Spatial Placement:** Top-right [x=0.70 to
    0.95, y=0.75 to 0.95]" under a "### Legend" heading (a placement, labelled so, of the key)."""
    label = leading_label(ln.content)[0]
    if label is None or not headers:
        return False
    return head_of(label).has("PLACEMENT") and head_of(headers[-1].label).has("LEGEND")


def _named_categories(axes: list[AxisStatement]) -> tuple[str, ...]:
    """The x axis's ticks when every one is a name ("Tiny, Small, Base"): the categories a
    sentence may open on. One axis only: with two, a name may be either's."""
    xs = [a for a in axes if a.which == "x" and a.ticks] or [a for a in axes if a.which == "y" and a.ticks]
    # (no x axis listing ticks: a horizontal bar chart's categories are the y axis's names)
    if len(xs) != 1 or not all(isinstance(t, str) for t in xs[0].ticks):
        return ()
    return tuple(str(t) for t in xs[0].ticks)


def _named_rows(axes: list[AxisStatement]) -> tuple[str, ...]:
    """The y axis's ticks when every one is a name ("cat, dog, bird"): a grid's rows, which a
    sentence may name ("for true class cat"). One y axis only."""
    ys = [a for a in axes if a.which == "y" and a.ticks]
    if len(ys) != 1 or not all(isinstance(t, str) for t in ys[0].ticks):
        return ()
    return tuple(str(t) for t in ys[0].ticks)


def _entries_as_headers(outline: Outline, legend: list[str]) -> None:
    """A bold label that names a legend entry names that series, even when the entry's name
    is also a chart's kind: "**Graph (blue circles):**" with Graph in the legend heads Graph's
    points (the outline, which reads no legend, gave it no title)."""
    entries = {loose(e) for e in legend}
    for h in outline.headers.values():
        if h.title is None and not h.is_doc_title and h.rank >= 7 and loose(series_name(h.label)) in entries:
            h.title = h.label
        elif (
            h.title is None
            and not h.is_doc_title
            and h.rank >= 7
            and (inside := _VALUES_OF_ENTRY.match(strip_md(h.label).strip())) is not None
            and (entry := match_legend(inside.group("name"), legend)) is not None
        ):
            # "**Endpoints of the Renewables layer:**" names the legend's Renewables among words
            # that say which of its values follow: its series, no y label
            h.title = entry


# a legend entry named inside words that say which of its values follow: "Values of the Hydro line"
_VALUES_OF_ENTRY = Shapes("bindings").VALUES_OF_ENTRY


def _legend(entries: list[str]) -> set[str]:
    """The legend's entries as keys: the names legend_entries read (quoted, listed after the
    label, or written as the legend's own items), and the short forms they give in brackets
    ("p" of "Precision (p)": "**Digit 2**: p=0.99" values the series)."""
    return {k for n in entries for k in (loose(n), loose(short_form(n))) if k}


def stated_title(lines: list[Line], outline: Outline | None = None) -> str | None:
    """The chart's title as a line states it: "**Title:** (a) Overall Accuracy (%)",
    "Chart Title: "Loss"" (its quoted text, else its words up to a note in parentheses or
    the end of the sentence); None when the line says there is none."""
    for ln in lines:
        said = _title_said(ln, outline)
        if said is not None:
            return said or None
    return None


_TITLING = frozenset(["titled", "entitled"])
# what a title names: the chart (never one of its parts)
_CHARTS = frozenset("chart plot graph figure heatmap matrix diagram image histogram visualization".split())
_PARTS = frozenset("axis x-axis y-axis legend colorbar colourbar bar panel subplot column row".split())
_PROSE_HEAD = 6  # the lines of a write-up's opening where prose names the chart
# a label that gives the chart itself: "**Chart:** …", "**Figure:** …", "Graph: …"
_CHART_LABELS = frozenset(("chart", "figure", "graph", "plot"))


def _bold_opening(lines: list[Line]) -> str | None:
    """A write-up with no heading that opens on a bold line naming its chart: "**Horizontal
    bar chart — Share of Repositories by Language**", "**Figure: Clips per Annotator
    (Stacked Bar Chart)**" is its title, as a heading would be."""
    first = next((ln for ln in lines if ln.content.strip()), None)
    if first is None or first.kind != "text":
        return None
    raw = first.content.strip()
    lead = figure_caption_lead(raw)
    if lead is not None:
        # "Figure 3: Ferry punctuality by route (grouped bar chart)": a numbered caption names the
        # chart, up to a note in parentheses or the end of its first sentence
        text = FULL_STOP.split(_up_to_note(strip_md(raw[lead:]).strip()), 1)[0].strip(" .:\"'“”*_")
        return (clean_title(text) or text) if any(ch.isalpha() for ch in text) else None
    run_in = run_in_title(raw)
    if run_in is not None:
        raw = run_in  # "**Loaves Sold per Day.** The vertical bar chart …": a run-in title
    text = strip_md(raw).strip()
    if (
        kind_then_name(raw)
        and len(text.split()) <= _FEW_WORDS[1]
        and not text.endswith((".", "!", "?", ":", "："))
        and first.phrases == []
    ):
        return text  # "Violin plot — Time to first reply": the figure's name on a plain first line
    if not (raw.startswith(("**", "__")) and raw.endswith(("**", "__"))) or text.endswith((":", "：")):
        return None
    if run_in is not None:
        text = text.rstrip(".").strip()
    if kinds_in(text) or text.casefold().startswith("figure"):
        return text
    # "**Newsletter Subscribers: Print versus Digital**" over a paragraph: a name of a few words
    # set apart as the first line (a label of data ends in a colon, a sentence in a full stop)
    words = text.split()
    return text if _FEW_WORDS[0] <= len(words) <= _FEW_WORDS[1] and not text.endswith((".", "!", "?")) else None


_FEW_WORDS = (2, 14)  # the words a bold opening line that names no chart kind may hold to be a title


def _set_as_title(text: str) -> bool:
    """Whether a field's text is a name set as a title: a few words, every word of four
    letters or more capitalised, no sentence ("Tea Steep Time by Brewer"; not "Bar heights
    per brewer." nor "Shows how long each brewer steeps")."""
    words = text.split()
    long = [w for w in words if len(w) >= _LONG_WORD]
    return (
        _FEW_WORDS[0] <= len(words) <= _FEW_WORDS[1]
        and bool(long)
        and all(w[0].isupper() for w in long)
        and FULL_STOP.search(text) is None
        and not kinds_in(text)
    )


_LONG_WORD = 4


def titled_in_prose(lines: list[Line], reach: int = _PROSE_HEAD) -> str | None:
    """The title an opening sentence quotes: 'The image shows a heatmap titled "Mix
    Matrix" …' and 'a line chart, titled "Reward over Steps", with …' name the chart
    (`reach`: the lines looked at, the opening's by default)."""
    for ln in lines[:reach]:
        if ln.kind != "text":
            continue
        for text, at in quoted(ln.content):
            before = ln.content[:at].rstrip(" \"'“`*_:,").split()
            if not text or not before or before[-1].casefold() not in _TITLING:
                continue
            named = {w.strip(",.;:()*_").casefold() for w in before[-5:-1]}
            # ("the x-axis, titled "Epoch"": an axis's title; "a horizontal bar chart titled": the chart's)
            right_before = before[-2].strip(",.;:()*_").casefold() if len(before) >= 2 else ""
            if (named & _CHARTS and not named & _PARTS) or right_before in _CHARTS:
                return clean_title(text) or text
    return None


def _up_to_note(text: str) -> str:
    """A title up to its first bracket that is a note: "Loss (top center)" is "Loss";
    a bracket with a digit and no word of place or colour ("(H100 80GB SXM5)", "(7B)")
    names part of the thing and stays, and so does a panel letter "(b)"."""
    m = note_opening(text)
    while m is not None:
        close = text.find(")", m[1])
        inner = text[m[1] : close] if close > 0 else ""
        if not (inner and any(ch.isdigit() for ch in inner) and not only_notes(inner) and not _only_where(inner)):
            return text[: m[0]]
        m = note_opening(text, close + 1)
    return text


def _title_said(ln: Line, outline: Outline | None) -> str | None:
    """The title a line states ("" when it says there is none), or None when it states none."""
    label, at = leading_label(ln.content)
    if ln.kind == "heading" and outline is not None and head_of(strip_md(ln.content)).names_title:
        # "## Title" over "**Mixed 50% - real 50%**": the heading's one line is the chart's title
        below = next(outline.after(ln), None)
        if below is None or below.kind != "text":
            return None
        text = strip_md(below.content).strip(" .:\"'“”`")
        return text if text and len(text.split()) <= _TITLE_LINE_WORDS and not FULL_STOP.search(text) else None
    if label is None and outline is not None and (alone := label_only(ln)) is not None:
        # "1. Title:" without bold over '`"Grader Agreement …"`': the label alone, its title below
        below = next(outline.after(ln), None)
        if below is None or below.kind != "text" or not _quoted_alone(below):
            return None
        label, at = alone, len(ln.content)
    if label is not None and strip_md(label).strip().casefold() in _CHART_LABELS and ln.kind == "text":
        # "**Chart:** Box plot of tram delays by line": a chart named by its kind and what it
        # shows, or a kind and then its name ("Bar chart: Sales by Region"); a kind alone names none
        text = FULL_STOP.split(_up_to_note(strip_md(ln.content[at:]).strip()), 1)[0].strip(" .:\"'“”")
        named = clean_title(text) or (text if opens_on_kind(text) else None)
        if named is None and _set_as_title(strip_md(ln.content[at:]).strip()):
            return text  # "**Figure:** Tea Steep Time by Brewer": a name in title case, no sentence
        return named if named and kinds_in(text) else None
    if label is None or not head_of(label).names_title:
        return None
    if outline is not None and any(_furniture(h.label) for h in outline.under(ln) if not h.is_doc_title):
        return None  # "* **Y-axis:**" or "* **Legend:**" then "* Title: "Score"": the axis's or the legend's
    rest = strip_md(ln.content[at:]).strip()
    if not rest.strip(" :：") and outline is not None:
        # "1. **Title**:" over '`"Pearson Correlation Between …"`': the title quoted alone below
        below = next(outline.after(ln), None)
        rest = _quoted_alone(below) if below is not None and below.kind == "text" else ""
    q = quoted(rest)
    if len(q) >= 2 and q[0][1] > 1:
        return None  # "**Titles:** each chart is titled by its layer: "Layer 0", "Layer 16"": a sentence about several
    # up to a note in parentheses or the end of the sentence ("Throughput vs. Workers. Shows …");
    # a bracket that names part of the thing ("Speed, head dim 256 (H100 80GB SXM5)") stays
    text = q[0][0] if q and q[0][1] <= 1 else FULL_STOP.split(_up_to_note(rest), 1)[0]
    text = text.strip(" .:\"'“”")
    if not text or says_no_title(text):
        return ""
    if _only_where(text):
        return None  # "**Title**: Centered at the top" says where the title stands, not what it is
    return clean_title(text) or text


def _titles_under_heading(outline: Outline) -> set[int]:
    """The lines that state the chart's title under a heading that names it ("## Chart Title"
    over "**Pine 3B, Context Length: 2048**"): a name, no data ("Context Length: 2048" no cell)."""
    out: set[int] = set()
    for ln in outline.lines:
        if ln.kind == "heading" and _title_said(ln, outline):
            below = next(outline.after(ln), None)
            if below is not None:
                out.add(below.number)
    return out


_TITLE_LINE_WORDS = 12  # the most words of a title standing alone under a "Title" heading


def _quoted_alone(ln: Line) -> str:
    """A line's one quoted text when the line is only that (in backticks or bold too), else ""."""
    text = strip_md(ln.content).strip(" `*_")
    q = quoted(text)
    return text if len(q) == 1 and q[0][1] <= 1 and len(q[0][0]) + 2 >= len(text) else ""


# the words of a phrase that only says where something stands, besides the places themselves
_WHERE_GLUE = frozenset(
    "at the of in on above below near over under and centered centred aligned positioned located placed "
    "horizontally vertically chart plot figure graph image area heatmap heat map matrix diagram panel subplot "
    "grid".split()
)


def _only_where(text: str) -> bool:
    """ "Centered at the top", "At the top center", "Above the plot area": a place, no name."""
    rest = " ".join(w for w in joined_words(text) if w.casefold() not in _WHERE_GLUE)
    return len(rest) < len(text) and (not rest or only_notes(rest))


def name_the_one_panel(doc: Document) -> None:
    """A write-up's one untitled chart takes the figure's name from the heading ("## Grouped
    Bar Chart: Accuracy by Size" names it "Accuracy by Size"). Done once the claims are
    judged: a heading's words name no part of the figure for a claim to be about."""
    if len(doc.panels) == 1 and doc.panels[0].title is None and doc.title is not None:
        name = figure_name(doc.title)
        if name is not None:
            doc.panels[0].title, doc.panels[0].key = name, panel_key(name)


def _no_colour_bar_for_bars(outline: Outline, panels: list[Panel]) -> None:
    """A panel whose values sit under a header naming a chart kind that draws no colour
    scale ("**Bar Chart:**" after three confusion matrices) keeps no colour scale stated
    outside that header: the matrices' colour bar says nothing of its bars."""
    for p in panels:
        if p.scale is None or p.scale.span is None or not p.cells or p.cells[0].span is None:
            continue
        ln = outline.line_of(p.cells[0].span.line)
        under = outline.under(ln) if ln is not None else ()
        drawn = next((h for h in reversed(under) if names_uncoloured_kind(h.label)), None)
        at = outline.line_of(p.scale.span.line)
        if drawn is not None and (at is None or drawn not in outline.under(at)):
            p.scale = None


def _titles_under_panels(outline: Outline, panels: list[Panel]) -> None:
    """A title stated under a panel's header names that panel ("**Chart (a): Reward vs.
    Step**" over "* **Title:** Training Reward" is "(a) Training Reward"); the panel letter
    stays."""
    by_line = {p.span.line: p for p in panels if p.span is not None}
    by_key = {p.key: p for p in panels if p.key}
    for ln in outline.lines:
        named = outline.named_headers(ln)
        if not named or ln.kind not in ("item", "text"):
            continue
        panel = by_line.get(named[0].line.number) or by_key.get(panel_key(named[0].title) or "")
        said = _title_said(ln, outline) if panel is not None and panel.title else None
        if panel is None or not said or panel.title is None:
            continue
        letter = panel_letter(panel.title)
        if letter and not panel_letter(said):
            said = f"{letter.strip()} {said}"
        panel.title, panel.key = said, panel_key(said)


def _one_key_per_name(panel: Panel) -> None:
    """One key for one thing: names of a panel's series or categories that differ only in
    letter case, a trailing full stop or spaces around "=" ("Encoder Mix." in the legend, "Encoder Mix" where a
    quoted bar label lost its dot; "Teal Bar" and "Teal bar") key their cells one way: as an
    axis lists the name, else as most of its cells write it (the first such)."""
    spellings: dict[str, Counter[str]] = {}
    for c in panel.cells:
        for k in (c.row, c.col):
            if isinstance(k, str):
                spellings.setdefault(_name_key(k), Counter())[k] += 1
    ticks = [t for a in (panel.x, panel.y) if a is not None for t in a.ticks if isinstance(t, str)]
    chosen: dict[str, str] = {}
    for key, counts in spellings.items():
        listed = [t for t in ticks if _name_key(t) == key]
        if len(set(counts) | set(listed)) == 1:
            continue
        best = listed[0] if len(set(listed)) == 1 else counts.most_common(1)[0][0]
        chosen.update((k, best) for k in counts if k != best)
    if not chosen:
        return
    for c in panel.cells:
        if isinstance(c.row, str) and c.row in chosen:
            c.row = chosen[c.row]
        if isinstance(c.col, str) and c.col in chosen:
            c.col = chosen[c.col]


def _name_key(name: str) -> str:
    # ("n = 1" in the legend, "n=1" on a data line: spaces around the sign name nothing)
    return "=".join(part.strip() for part in name.strip().rstrip(".").strip().casefold().split("="))


def _distinct_titles(outline: Outline, panels: list[Panel]) -> None:
    """Two panels whose headers give the same name keep their headers as written, which tell
    them apart: "#### Left Chart (Ouro 2.6B)" and "#### Right Chart (Ouro 2.6B)" are not both
    "Ouro 2.6B"."""
    by_title: dict[str, list[Panel]] = {}
    for p in panels:
        if p.title:
            by_title.setdefault(loose(p.title), []).append(p)
    for same in by_title.values():
        heads = [outline.headers.get(p.span.line) if p.span is not None else None for p in same]
        labels = [h.label for h in heads if h is not None]
        if len(same) < 2 or len(labels) < len(same) or len({loose(x) for x in labels}) < len(labels):
            continue
        for p, label in zip(same, labels, strict=True):
            p.title, p.key = label, panel_key(label)


def _says_untitled(ln: Line) -> bool:
    """Whether a line says the charts' titles are not written: "**Graph Titles:** Not
    explicitly labeled, …", "**Titles:** None" (a bold label that can be flattened under any
    other, the legend's too)."""
    label, at = leading_label(ln.content)
    if label is None or not head_of(label).names_title:
        return False
    return opens_untitled(strip_md(ln.content[at:]).strip(" .:\"'“”"))


def _untitled_by_place(outline: Outline, panels: list[Panel]) -> None:
    """Charts the write-up says carry no titles ("**Graph Titles:** Not explicitly labeled")
    keep the headers that name them by their place as written: "#### Left Graph (Increasing
    Accuracy)" is no chart titled "Increasing Accuracy", the bracket only describes it."""
    if len(panels) < 2 or not any(_says_untitled(ln) for ln in outline.lines if ln.kind == "item"):
        return
    heads = [outline.headers.get(p.span.line) if p.span is not None else None for p in panels]
    labels = [strip_md(h.label).strip().rstrip(":：").strip() if h is not None else "" for h in heads]
    if not all(labels) or not all(lead_place(x) for x in labels) or len({loose(x) for x in labels}) < len(labels):
        return
    for p, label in zip(panels, labels, strict=True):
        if p.title and loose(p.title) in loose(label):
            p.title, p.key = label, panel_key(label)


def _titles_listed(outline: Outline, panels: list[Panel]) -> None:
    """A list of the charts' titles under a "Titles:" label names the panels its items place:
    "**Titles:**" over "* Left Histogram: "Prompt"" titles the panel of "**Left Histogram:**"
    "Prompt" (a quoted title only; a panel already titled otherwise keeps its title)."""
    by_title = {loose(p.title): p for p in panels if p.title}
    for ln in outline.lines:
        under = outline.under(ln)
        if ln.kind != "item" or not under or under[-1].title is not None or not head_of(under[-1].label).names_title:
            continue
        place, at = leading_label(ln.content)
        q = quoted(ln.content[at:])
        panel = by_title.get(loose(strip_md(place))) if place is not None and names_chart(place) else None
        if panel is not None and q and q[0][1] <= 1:
            panel.title, panel.key = q[0][0], panel_key(q[0][0])


def _lettered_titles_listed(outline: Outline, panels: list[Panel]) -> None:
    """A list of the charts' titles under a "Titles:" label, each item opening on a panel
    letter ("**Chart Titles:**" over "- (a) Rainfall in the north"), titles the panel whose
    header carries that letter, as the list writes it ("#### Chart (a): Northern Rain" is the
    panel "(a) Rainfall in the north"): the header paraphrases, the list states. Only a letter
    that one item lists and one panel carries."""
    by_letter: dict[str, list[Panel]] = {}
    for p in panels:
        letter = panel_letter(p.title) if p.title else None
        if letter is not None:
            by_letter.setdefault(letter.strip(), []).append(p)
    if not by_letter:
        return
    listed: dict[str, list[str]] = {}
    for ln in outline.lines:
        under = outline.under(ln)
        if ln.kind != "item" or not under or under[-1].title is not None or not head_of(under[-1].label).names_title:
            continue
        text = strip_md(ln.content).strip()
        letter = panel_letter(text)
        if letter is not None and text[len(letter) :].strip():
            listed.setdefault(letter.strip(), []).append(text)
    for letter, texts in listed.items():
        owners = by_letter.get(letter, [])
        if len(texts) == 1 and len(owners) == 1:
            owners[0].title, owners[0].key = texts[0], panel_key(texts[0])


_PLACE_NOTE_END = Shapes("axes").TRAILING_NOTE


def _placed_titles_listed(outline: Outline, panels: list[Panel]) -> None:
    """Items that list the figure's charts by their places ("- Ease of Reuse in Practice
    (right sub-chart)") title the panel whose header shortens one of them ("#### Ease of Reuse
    Sub-Chart" is the panel "Ease of Reuse in Practice"): the header abbreviates, the list
    states. Only a title whose words open exactly one listed name, which no panel carries."""
    listed = [
        name
        for ln in outline.lines
        if ln.kind == "item"
        and places_chart(text := strip_md(ln.content).strip())
        and (name := _PLACE_NOTE_END.sub("", text).strip())
    ]
    if not listed:
        return
    have = {loose(p.title) for p in panels if p.title}
    for p in panels:
        if not p.title:
            continue
        words = p.title.casefold().split()
        hits = [n for n in listed if n.casefold().split()[: len(words)] == words and len(n.split()) > len(words)]
        if len(hits) == 1 and loose(hits[0]) not in have:
            p.title, p.key = hits[0], panel_key(hits[0])


def _titles_of_a_class(outline: Outline, panels: list[Panel]) -> None:
    """Panels whose headers each add the word for what they are to a name the prose gives
    them alone: "#### Agent Task" and "#### Explore Task" in a write-up that compares "two
    tasks ("Agent" and "Explore")", "**COPA Framework:**" and "**E-CARE Framework:**" beside
    "two frameworks: COPA and E-CARE", are the panels Agent and Explore, COPA and E-CARE (the
    names another write-up of the figure titles them by). Every panel's header ends on the
    same kind word, and one sentence says that word in the plural with every name."""
    if len(panels) < 2 or not all(p.title for p in panels):
        return
    titles = [str(p.title) for p in panels]
    names = [without_kind_tail(t).strip() for t in titles]
    kinds = {t[len(n) :].strip().casefold() for t, n in zip(titles, names, strict=True)}
    if len(kinds) != 1 or any(not n or n == t for t, n in zip(titles, names, strict=True)):
        return
    kind = kinds.pop()
    plurals = {f"{kind}s", f"{kind}es", f"{kind[:-1]}ies"}
    for ln in outline.lines:
        if ln.kind not in ("text", "item"):
            continue
        for s in sentences(ln, items=True):
            if plurals.isdisjoint(w.casefold() for w in name_words(s.content)):
                continue
            if all(_names_alone(s.content, n) for n in names):
                for p, n in zip(panels, names, strict=True):
                    p.title, p.key = n, panel_key(n)
                return


def _names_alone(text: str, name: str) -> bool:
    """Whether a text writes a name as a whole word ("Agent" in 'tasks ("Agent" and …'),
    not inside a longer one ("Agents", "AgentBench")."""
    low, want = text.casefold(), name.casefold()
    at = low.find(want)
    while at >= 0:
        end = at + len(want)
        if (at == 0 or not low[at - 1].isalnum()) and (end == len(low) or not low[end].isalnum()):
            return True
        at = low.find(want, at + 1)
    return False


def _lists_x_ticks(item: SeriesLine, x_label: str | None) -> bool:
    """Whether a list of values is labelled by the x axis's own label ("Experts (left to
    right): 7, 1, 4" with the x axis "Experts"): the ticks in their order, no series."""
    if x_label is None or item.label is None:
        return False
    bare = without_notes(strip_md(item.label)).strip()
    return bool(bare) and loose(bare) == loose(without_notes(x_label))


def _take_listed_ticks(axes: list[AxisStatement], listed: list[SeriesLine]) -> None:
    """The ticks of an x axis stated without them, from the one list labelled by its label
    ("- X-axis: Month" then "- Month: 1, 2, 3, 4": the months are the ticks the series
    lines after it are given at); nothing when several lists or several bare x axes are there."""
    bare = [a for a in axes if a.which == "x" and not a.ticks and a.stretch is None]
    if len(listed) != 1 or len(bare) != 1 or len({a.label for a in axes if a.which == "x"}) != 1:
        return
    ticks = [n.value for n in listed[0].values]
    if len(set(ticks)) == len(ticks):
        bare[0].ticks = list(ticks)


def _furniture(label: str) -> bool:
    head = head_of(label)
    return head.label_axis is not None or (head.opens_on_furniture and not head.names_title)


def _partly_stated(ln: Line, stated_at: set[tuple[int, int]]) -> bool:
    """Whether a paragraph holds sentences besides those that state an axis or a scale."""
    if ln.kind != "text":
        return False
    return any(not _stated_in(s, stated_at) for s in sentences(ln))


def _stated_in(sentence: Line, stated_at: set[tuple[int, int]]) -> bool:
    a, b = sentence.offset, sentence.offset + len(sentence.content)
    return any(n == sentence.number and a <= at < b for n, at in stated_at)


def _section_names(outline: Outline) -> dict[int, frozenset[str]]:
    """Each line's sections by name, notes dropped: "Bar Chart (Right Side)" and "Bar Chart"
    are one name (the document's title is none)."""
    names: dict[tuple[int, ...], frozenset[str]] = {}  # the headers' lines -> their names
    out: dict[int, frozenset[str]] = {}
    for ln in outline.lines:
        under = outline.under(ln)
        at = tuple(h.line.number for h in under)
        if at not in names:
            names[at] = frozenset(k for h in under if not h.is_doc_title and (k := loose(bare(h.label))))
        out[ln.number] = names[at]
    return out


def _overview(lines: list[Line]) -> str:
    """The prose that says what the figure is: the first paragraph that names a kind of
    chart (wherever its section stands), else the first paragraph."""
    # (an axis's line names its quantity, never the chart: "**Y-axis:** Water Table Level (cm)")
    prose = [ln.content for ln in lines if ln.kind == "text" and len(ln.content) > 40 and not _axis_line(ln.content)]
    # (a chart's kind before the word "table", which may be part of a name: "Water Table Level")
    found = next((p for p in prose if _charted(p)), None) or next((p for p in prose if kinds_in(p)), None)
    if found is None:
        # "- **Type**: Stacked bar chart", "* **Chart Type:** Radar": the field that names the kind
        # (or "**Chart Type:** Bubble chart" on a line of its own)
        found = next((ln.content for ln in lines if ln.kind in ("item", "text") and names_type(ln.content)), None)
    if found is None:
        # "# Daily Time Use" over "## Donut Chart: How a Day Is Spent": a section's heading names
        # the kind when no sentence or field does (the first heading is the title, asked first)
        heads = [ln.content for ln in lines if ln.kind == "heading"][1:]
        named = [h for h in heads if _charted(h)]
        kinds = {k for h in named for k in kinds_in(h) if k != "table"}
        found = named[0] if len(kinds) == 1 else None
    return found if found is not None else (prose[0] if prose else "")


_TITLE_FIELDS = frozenset(["title", "chart title", "figure title"])


def _range_groups(title: str | None, overview: str, x_labels: tuple[str, ...], lines: list[Line]) -> bool:
    """Whether the figure's title, overview, x axis or a title field says its categories are
    stretches of a measure ("by Age Group", "**Title:** … by Income Bracket")."""
    said = [title or "", overview, *x_labels]
    said += [
        ln.content
        for ln in lines
        if ln.kind in ("item", "text")
        and strip_md(leading_label(ln.content)[0] or "").strip(" :").casefold() in _TITLE_FIELDS
    ]
    return any(names_range_groups(t) for t in said)


def _charted(text: str) -> bool:
    """Whether a text names a kind of chart other than a table."""
    return any(k != "table" for k in kinds_in(text))


def _axis_line(content: str) -> bool:
    """Whether a line is an axis's label and what it says ("**Y-axis:** Level (cm), 0 to 35")."""
    label, _ = leading_label(content)
    return label is not None and head_of(label).label_axis is not None


def _title_ticks(outline: Outline, axes: list[AxisStatement]) -> None:
    """A header written as one of the axes' ticks names that tick as written: "**All:**"
    (a structural word), "**Consistently correct (All):**" (whose note would be trimmed) and
    "**1. overall (374)**" (after its list number) with each listed as a category."""
    ticks = {loose(t) for a in axes for t in a.ticks if isinstance(t, str)}
    if not ticks:
        return
    for h in outline.headers.values():
        written = without_list_number(h.label)  # "1. overall (374)": the list's number is no part
        if not h.is_doc_title and h.title != written and loose(written) in ticks:
            h.title = written


# the words of a field that names the thing its header describes ("Model Label:", "Name:")
_NAMING = frozenset(["label", "name"])
_NAMED = frozenset(["model", "category", "class", "method", "bar", "slice", "segment", "series", "item", "entity"])


def _title_fields(outline: Outline, axes: list[AxisStatement]) -> None:
    """A header over a field that names what it describes takes that name: "**Top Bar
    (Highest Score):**" over "**Model Label:** `lab/alpha-3`" (or "Model: …" with an axis
    called Model) is the bar of lab/alpha-3."""
    labels = {loose(a.label) for a in axes if a.label}
    named: set[int] = set()
    for ln in outline.lines:
        under = outline.under(ln)
        if not under or ln.number in outline.headers:
            continue
        h = under[-1]
        label, at = leading_label(ln.content)
        if label is None or h.is_doc_title or h.line.number in named or is_furniture(h) or head_of(h.label).label_axis:
            continue
        words = {w.casefold() for w in ascii_words(label)}
        # "1. **Rank 1**:" over "- **Model**: Kestrel-R1." and its scores: the record of Kestrel-R1
        entity = h.title is not None and head_of(label).names_entity
        if not (words & _NAMING and words <= _NAMING | _NAMED) and loose(label) not in labels and not entity:
            continue
        name = strip_md(ln.content[at:]).strip(" .`'\"“”")
        if ln.nums and not names_record(ln):
            continue  # "Score: 0.702" is a value; "Model: Llama 3 70B" a name
        if name and len(name.split()) <= 6:
            h.title = name
            named.add(h.line.number)


def _measure_field(outline: Outline) -> str | None:
    """What a pie's values are, as the one field of its parts that says so names it ("*
    **Measure:** Plot Area"; "Share (percent of sea days)" is Share): None when no line, or
    two, say it, or the name holds a number or is long (a sentence, not a name)."""
    found: set[str] = set()
    for ln in outline.lines:
        if ln.kind not in ("item", "text") or ln.nums:
            continue
        label, at = leading_label(ln.content)
        if label is None or not names_measure_field(bare(label)):
            continue
        name = bare(ln.content[at:]).strip(" .`'\"“”")
        if name and len(name.split()) <= 4:
            found.add(name)
    return next(iter(found)) if len(found) == 1 else None


def _slice_colours(outline: Outline) -> None:
    """A pie's slice header that names it by its colour is that colour ("**Teal/Green
    Segment**" is the slice Teal/Green): the word for a slice names no category."""
    for h in outline.headers.values():
        colour = slice_colour(h.title or "") if not h.is_doc_title else None
        if colour is not None and all(is_colour_word(w) for w in ascii_words(colour)):
            h.title = colour


def _suffixed_values(lines: list[Line], axes: list[AxisStatement], skip: set[int]) -> None:
    """The values written with a scale suffix ("**tarsier**: 48.2k", "At hour 2: ~9k CFU/mL",
    "Revenue: $1.2M", a table cell "| 850k |"): "k" is a thousand, "M" a million, so "48.2k"
    is 48200, as a tick "20k" is 20000. Read where the axes leave no doubt what the suffix
    counts: its value axis ticked in it ("ticks at 0, 20k, 40k"), the other axis naming the
    categories or placing them by plain numbers ("Hour, 0 to 8"); or no axis written with a
    suffix but the value axis. A value axis that counts in the suffix's scale ("Visitors
    (thousands)", "Revenue ($M)") keeps its own count, as a place on such an axis does:
    "22k" is its 22; a suffix another axis counts in ("Steps (k)": "30k" a place) or one
    other than the value axis's scale is left. "B" is a billion only where the value is a
    reading ("~1.2B") or money ("$1.2B") or the axis counts billions: "7B" alone names a
    model's size. Each such value, the last number of its line or the one number of its
    cell, becomes one of its numbers; elsewhere a suffixed value stays unread (and reported)."""
    suffixes: set[str] = set()
    in_sentences: set[str] = set()
    free = set(_FREE_SUFFIXES)  # the suffixes read with no axis ticked in them
    counted: set[str] = set()  # the suffixes the value axis counts in
    for a in axes:
        others = [b for b in axes if b.which != a.which]
        texts = any(not isinstance(t, (int, float)) for t in a.ticks)
        values_axis = not texts and (
            a.which == "y" or any(not isinstance(t, (int, float)) for b in others for t in b.ticks)
        )
        scales = {f for f in _FREE_SUFFIXES if counts_in(a.label, f)}
        if values_axis and scales:
            counted |= scales
            free &= scales  # ("Visitors (thousands)": a value "1.2M" is no count of its)
        else:
            free -= scales  # ("Steps (k)": "30k" is a step, a place)
        if not values_axis and (_TICK_SUFFIX.search(a.line.content) or stretch_suffix(a.line.content)):
            free = set()  # "Steps, 0 to 50k": a "label: 30k" may be a place
    for a in axes:
        numeric = bool(a.ticks) and all(isinstance(t, (int, float)) for t in a.ticks)
        others = [b for b in axes if b.which != a.which]
        if not a.ticks and not any(b.ticks for b in others) and (s := stretch_suffix(a.line.content)) is not None:
            # "Y-axis: Number of Papers, ranging from 0 to 60K": the values its sentences give
            # so ("rises to around 10K in 2023") are thousands, as the axis's far end is
            in_sentences.add(s)
            continue
        if not numeric or not written_with(a.line.content):
            continue
        categories = not any(isinstance(t, (int, float)) for b in others for t in b.ticks)
        # (an x axis written with the suffix too would make "30k" a place as well as a value)
        plain_places = a.which == "y" and not any(written_with(b.line.content) for b in others)
        if categories or plain_places:
            suffixes |= {m.group(1) for m in _TICK_SUFFIX.finditer(a.line.content)}
    if in_sentences:
        _suffixed_in_sentences(lines, skip, in_sentences)
    if not suffixes and not free:
        return
    for ln in lines:
        if ln.number in skip:
            continue
        if ln.kind == "table_row" and free:
            _suffixed_table_cells(ln, free, counted)
        if ln.kind != "item":
            continue
        m = suffixed_point_value(ln.content)
        if m is None:
            continue
        s = m.group("s")
        written = m.group("v")
        approx = written[:1] in "~≈"
        if s not in suffixes and not (s in free and (s != "B" or s in counted or approx or m.group("c"))):
            continue
        if m.group("c"):
            written = written[m.end("c") - m.start("v") :]  # "~$1.2M": the number is "1.2M", hedged
        start = ln.offset + m.end("v") - len(written)
        if any(p.end > start for p in ln.phrases):
            continue  # (a number after it: the value is the line's last number, or it is left)
        num = _suffixed_num(written, start, approx, s in counted and s not in suffixes)
        if num is not None:
            ln.phrases = [*ln.phrases, Phrase("num", [num], num.start, num.end)]


# the suffixes a value may be written with where no axis is ticked in them: thousands, millions,
# billions (a billion only as a reading or money, or on an axis counting billions)
_FREE_SUFFIXES = frozenset("kKMB")


def _suffixed_num(written: str, start: int, approx: bool, counted: bool) -> Num | None:
    """The number a value written with a scale suffix stands for, its span over what was
    written ("~1.2M" at `start`: 1200000), or, on an axis counting in that scale, over its
    number without the suffix (the axis's own count: "4.2" of "4.2M" on "Revenue ($M)")."""
    if counted:
        end = start + len(written) - 1
        return Num(parse_number(written[:-1].lstrip("~≈ "))[0], written[:-1], start, end, approx=approx)
    value = scaled_value(written.lstrip("~≈ ").replace(",", "."))
    return None if value is None else Num(value, written, start, start + len(written), approx=approx)


def _suffixed_table_cells(ln: Line, free: set[str], counted: set[str]) -> None:
    """Each cell of a table row, but the first (the row's key: "| 1k | 8 |" is the row of the
    place 1k), that holds one number written with a suffix of `free` ("| ~2.4M |") becomes a
    number of the row: 2400000, hedged (or 2.4 where the value axis counts millions)."""
    first = ln.raw.find("|")
    added = []
    for m in suffixed_cells(ln.raw):
        s = m.group("s")
        hedged = bool(m.group("h"))
        if m.start() == first or s not in free:
            continue
        if s == "B" and not (hedged or s in counted or any(c in m.group() for c in "$€£")):
            continue
        if ln.phrases_over(m.start("v"), m.end("v")):
            continue
        num = _suffixed_num(m.group("v"), m.start("v"), hedged, s in counted)
        if num is not None:
            added.append(Phrase("num", [num], num.start, num.end))
    if added:
        ln.phrases = sorted([*ln.phrases, *added], key=lambda p: p.start)


def _suffixed_in_sentences(lines: list[Line], skip: set[int], suffixes: set[str]) -> None:
    """Each number a sentence writes alone with one of `suffixes` becomes a number of its
    line, in its place among the others ("around 10K in 2023": 10000, then 2023)."""
    for ln in lines:
        if ln.kind not in ("item", "text") or ln.number in skip:
            continue
        added = []
        for m in suffixed_in_sentence(ln.content):
            value = scaled_value(m.group("v").lstrip("~≈ ")) if m.group("s") in suffixes else None
            start = ln.offset + m.start("v")
            if value is None or ln.phrases_over(start, ln.offset + m.end("v")):
                continue
            written = m.group("v")
            num = Num(value, written, start, start + len(written), approx=written[:1] in "~≈")
            added.append(Phrase("num", [num], num.start, num.end))
        if added:
            ln.phrases = sorted([*ln.phrases, *added], key=lambda p: p.start)


_TICK_SUFFIX = Shapes("bindings").SUFFIXED_TICK


def interpret(outline: Outline, source: str) -> Document:
    """The Document of a parsed write-up: panels with their cells, no claims yet."""
    lines = outline.lines
    headings = [ln for ln in lines if ln.kind == "heading"]
    top = min((h.level for h in headings), default=0)
    title = next((strip_md(h.content) for h in headings if h.level == top), None) or _bold_opening(lines)
    sections = [Section(title=strip_md(h.content), level=h.level, span=line_span(h)) for h in headings]
    overview = _overview(lines)
    hint_kinds = kinds_in((title or "") + " " + overview)
    if "table" in hint_kinds and kinds_in(title or "") == ["line"]:
        # "## Line Chart: …" over "**Data table (°C, read from the chart):**": the line chart's
        # values set out as a table, x down its first column, one kind of figure (a bar chart's
        # table may key its rows either way: left as it was)
        hint_kinds = [k for k in hint_kinds if k != "table"]
    kind_hint = hint_kinds[0] if len(hint_kinds) == 1 else ("mixed" if hint_kinds else "unknown")
    slices = kind_hint == "pie"  # a pie's legend names its slices, not series
    radar = kind_hint == "radar"
    if kind_hint in ("pie", "radar"):
        kind_hint = "bar"  # a pie's slices and a radar's spokes are read as a bar chart's categories

    axes = read_axes(outline)
    if radar and not any(a.which == "x" and a.ticks for a in axes):
        spokes = spoke_axis(outline)  # "The axes are Alpha, Beta, Gamma and Delta"
        for a in axes if spokes is None else []:
            if a.which == "x" and len(listed := quoted_names(a.line.content)) >= MIN_SPOKES:
                a.ticks = listed  # "**X-axis**: Language codes (e.g., `th`, `ar`, `zh`)": the spokes named
        axes += [spokes] if spokes is not None else []
    _title_ticks(outline, axes)
    _title_fields(outline, axes)
    if slices:
        _slice_colours(outline)
    axis_labels = tuple(dict.fromkeys(a.label for a in axes if a.label))
    scales = read_scales(outline, {a.line.number for a in axes if a.line.kind == "item"}, axis_labels)
    scale_lines = [ln for s in scales for ln in (s.line, *s.covers)]
    # a tick's item under its axis is no data line, whatever numbers its note holds ("- Tiny (d=512)")
    tick_items = [ln for a in axes for ln in a.below if ln.phrases]
    skip = {a.line.number for a in axes} | {ln.number for ln in scale_lines} | {ln.number for ln in tick_items}
    skip |= _titles_under_heading(outline)
    units = {
        w: named_units((a.label for a in axes if a.which == w), (a.line.content for a in axes if a.which == w))
        for w in ("x", "y")
    }
    _suffixed_values(lines, axes, skip)
    legend = legend_entries(lines)
    skip |= legend.entry_lines  # "* Blue: 32" under "Legend: top right": the series 32, no value
    _entries_as_headers(outline, legend)
    if not slices and _colours_categories(legend, axes):
        legend = Legend([], legend.entry_lines)
    # a box plot's statistics listed under each box ("* First Quartile (Q1): ~700")
    chart_is_box = names_box_plot((title or "") + " " + overview)
    y_label = next((a.label for a in labelled_first(axes) if a.which == "y" and a.label), None)
    boxes = read_box_stats(outline, skip, chart_is_box, y_label)
    skip |= {p.line.number for p in boxes}
    pies, unsure_pies = read_pie_grid(outline, skip, legend) if slices else ([], set())
    skip |= {c.line.number for c in pies} | unsure_pies
    spoke_ticks = [str(t) for a in axes if a.which == "x" for t in a.ticks] if radar else []
    x_label = next((a.label for a in labelled_first(axes) if a.which == "x" and a.label), None)
    announced = announces_panels(lines)  # (one pass over the lines: asked twice below)
    styles = legend_styles(lines, list(legend))  # (one pass over the lines: asked twice below)
    # a header that names a chart a "Titles" line lists is that chart, no series of one chart
    listed_charts = listed_chart_heads(outline)
    series_headers = {
        n: name
        for n, name in headers_naming_series(outline, legend, x_label, announced, styles).items()
        if n not in listed_charts
    }
    spoken = read_spoke_sentences(outline, skip, spoke_ticks, legend, series_headers) if spoke_ticks else []
    skip |= {c.line.number for c in spoken}
    # "**V1 vs. V2:** … approximately 0.5": a matrix's cell named by two declared ticks
    pair_ticks: list[list[Tick]] = [a.ticks for a in axes]
    if scales or kind_hint == "heatmap":  # "- Moisture–Nitrogen: 0.34" in a matrix: both names its ticks
        pair_ticks.append(sorted(paired_halves(outline, skip)))
    paired = read_named_pairs(outline, skip, pair_ticks)
    if scales or kind_hint == "heatmap":  # "`true = predicted` … (0.98, 0.91, 0.95)": the diagonal in order
        paired += read_diagonal_lists(outline, skip | {c.line.number for c in paired}, axes)
        # "along the diagonal (e.g., Wren: 0.36, Kite: 0.35)": the diagonal cells of those ticks
        paired += read_diagonal_examples(outline, skip | {c.line.number for c in paired}, axes)
    skip |= {c.line.number for c in paired}
    # the legend's entries and the bins an axis writes by their two ends are names, no coordinates
    # (and an axis's ticks written in structural words, "Reading", "Total": names of categories)
    known = frozenset(_legend(legend)) | bin_ticks(axes) | half_open_bins(outline.lines) | worded_ticks(axes)
    read = read_data(outline, skip, units, known, y_label)
    # "* Category (X): 50B" over "* Value (Y): 28.6": one value of the category, the first line read
    lettered: set[int] = set()
    read = lettered_records(read, outline, lettered)
    # "**Experts (Left to Right):** 7, 1, 4, 3" under a panel whose x axis is "Experts": its ticks
    listed_ticks = [it for it in read if isinstance(it, SeriesLine) and _lists_x_ticks(it, x_label)]
    tick_items += [it.line for it in listed_ticks]
    _take_listed_ticks(axes, listed_ticks)
    read = [it for it in read if it not in listed_ticks]
    around = off_spoke(read, spoke_ticks)  # "Peaks at Arith (~0.75)" is no column "Peaks at Arith"
    data = [*pies, *spoken, *paired, *(it for it in read if it not in around)]
    if scales or kind_hint == "heatmap":
        # "**Layer 0, Token "level"**: … (≈+0.04)": a cell both axes name, on a line no reader above took
        taken = {ln.number for it in data for ln in (it.lines if isinstance(it, TableData) else [it.line])}
        data += read_axis_pairs(outline, skip | taken | lettered, axes)
    if slices and not data and not boxes:
        # "The compute slice takes 46% … The remaining 5% is other.": a pie told only in sentences
        data = list(read_pie_prose(outline, skip))
    if not data and not boxes and not slices:
        # "The bars read Bay Road 34, Pier Lane 51, Mill Lane 12 and Kiln Row 27.": a chart whose
        # values are listed only in a sentence, each after its name
        data = list(read_listed_names(outline, skip))
    data_lines = {ln.number for it in data for ln in (it.lines if isinstance(it, TableData) else [it.line])}
    data_lines |= lettered  # ("**Category:** PathPieceR (14)" named a record: no point of its own)
    data_lines |= {p.line.number for p in boxes} | unsure_pies
    # a paragraph that states an axis in one sentence may give points in another
    stated_at = {(a.line.number, a.line.offset) for a in axes} | {(ln.number, ln.offset) for ln in scale_lines}
    numbered = {n: ln for n, _ in stated_at for ln in [outline.line_of(n)] if ln is not None}
    partial = {n for n, ln in numbered.items() if _partly_stated(ln, stated_at)}
    if not data and not boxes and kind_hint == "bar":
        # "The tallest bar, Rail, reaches roughly 62, while Bus stands near 40 …": a bar chart
        # told only in clauses, one bar each (perhaps in the paragraph that states its axis)
        data = list(read_bar_clauses(outline, skip - partial, stated_at))
        data_lines |= {it.line.number for it in data if not isinstance(it, TableData)}
    tick_keys = frozenset(loose(t) for a in axes for t in a.ticks if isinstance(t, str))
    points = read_points(
        outline, (skip - partial) | data_lines, x_label, legend, series_headers, stated_at, slices, tick_keys
    )
    data_lines |= {p.line.number for p in points}
    x_labels = tuple(dict.fromkeys(a.label for a in axes if a.which == "x" and a.label))
    if not x_labels and (implied := implied_x_label(lines)) is not None:
        x_labels = (implied,)  # "… 71 at minute 15, 79 at minute 30 …" with no x axis stated
    said_lines = {a.line.number for a in axes} | {ln.number for ln in scale_lines}
    # the y axis names the values of a chart; a grid's rows are coordinates, its values the scale's
    grid = kind_hint in ("heatmap", "table")
    y_label = None if grid else next((a.label for a in labelled_first(axes) if a.which == "y" and a.label), None)
    # a box plot's boxes are categories, like bars
    chart = "box" if chart_is_box else kind_hint
    y_labels = tuple(dict.fromkeys(a.label for a in axes if a.which == "y" and a.label))
    unsure: set[int] = set()  # prose lines that place a value of no certain series: reported
    categories = _named_categories(axes)
    across = bool(categories) and not any(a.which == "x" and a.ticks for a in axes)
    if across:
        # horizontal bars whose categories the y axis lists: the x axis is the one of values,
        # so "Brook finishes at 47 minutes" on an x axis "Time (minutes)" gives Brook's value,
        # no place on it
        x_labels, y_label = (), next((a.label for a in labelled_first(axes) if a.which == "x" and a.label), None)
    prose = read_prose_points(
        outline,
        (said_lines - partial) | data_lines,
        x_labels,
        legend,
        series_headers,
        y_label,
        chart,
        y_labels,
        stated_at,
        tuple(sorted({float(t) for a in axes if a.which == "x" for t in a.ticks if isinstance(t, (int, float))})),
        unsure,
        units["x"],  # a place's suffix the assembler keys (panels._Axes.suffixed_place)
        categories,
        None if across else next((a.stretch for a in axes if a.which == "x" and a.stretch is not None), None),
        _named_rows(axes),
    )
    regions = []
    for ln in lines:
        if ln.kind in ("item", "text") and ln.number not in skip and ln.number not in data_lines:
            named = outline.named_headers(ln)
            if not named or says(ln.content, "LEGEND") or _where_the_key_sits(ln, outline.under(ln)):
                continue  # "The legend is located at [x=0.60 to 0.90, …]": where the key sits
            region = read_region(ln)
            if region is not None:
                regions.append((ln, named, region))
    items = [*data, *boxes, *points, *prose]
    names = _legend(legend)
    horizontal = horizontal_bars((title or "") + "\n" + overview)
    assembler = Assembler(
        axes,
        scales,
        items,
        regions,
        names,
        kind_hint,
        legend,
        series_headers,
        horizontal,
        announced=announced,
        pair_first=pair_order(outline, axes),
        slices=slices,
        measure=_measure_field(outline) if slices else None,
        binned=names_bins((title or "") + " " + overview) or _range_groups(title, overview, x_labels, lines),
        clusters=clustered_by((title or "") + " " + overview),
        # each item of a pie grid is a pie; a header naming a chart a "Titles" line lists is a chart
        charts=frozenset(c.named[0].line.number for c in pies) | listed_charts,
        sections=_section_names(outline),
        styles=styles,
    )
    panels = assembler.build()
    # no panel of axes or regions alone beside panels that hold cells
    has_cells = any(p.cells for p in panels)
    # (with no cell anywhere, a panel of regions, or of a colour scale over its axes: a heatmap
    # told only in colours keeps its title, axes, ticks and scale)
    kept = [p for p in panels if p.cells] if has_cells else [p for p in panels if p.regions or p.scale is not None]
    if len(kept) < len(panels):
        for i, p in enumerate(kept, 1):
            p.id = f"p{i}"
    panels = kept
    for p in panels:
        _one_key_per_name(p)
    _titles_under_panels(outline, panels)
    _no_colour_bar_for_bars(outline, panels)
    _titles_listed(outline, panels)
    _lettered_titles_listed(outline, panels)
    _placed_titles_listed(outline, panels)
    _distinct_titles(outline, panels)
    _untitled_by_place(outline, panels)
    _titles_of_a_class(outline, panels)
    if announced:  # "two pie charts": the charts a list names are panels, with or without cells
        panels = name_panels(panels, named_charts(outline, lambda ln: _title_said(ln, outline)), outline)
    if len(panels) == 1 and panels[0].title is None:
        # a single chart whose write-up states its title ("**Title:** (a) Overall Accuracy")
        given = stated_title(lines, outline) or titled_in_prose(lines)
        if given is not None:
            panels[0].title, panels[0].key = given, panel_key(given)
    elif len(panels) == 1 and panels[0].title and figure_caption_lead(panels[0].title) is not None:
        # "## Figure 4. Median latency of five frameworks" over 'a bar chart titled "Median
        # Latency"': the caption describes the figure, the quoted title names the chart (in
        # whichever section the sentence is)
        given = titled_in_prose(lines, len(lines))
        if given is not None:
            panels[0].title, panels[0].key = given, panel_key(given)
    # a write-up cut off mid-row: the cells before the cut are kept, the cut value is not
    cut = cut_row(lines)
    # the value cut is the number in the row's last, unclosed cell ("| 45.3 | 49.0 | -" cuts none)
    if cut is not None and cut.nums and cut.nums[-1].start > cut.raw.rindex("|"):
        at = cut.nums[-1].start + 1
        for p in panels:
            p.cells = [c for c in p.cells if not (c.span and c.span.line == cut.number and c.span.column == at)]
    if cut is None and lines:
        cut = cut_line(data, lines[-1])  # a list of values cut off: its last part was left out
    if cut is None and lines and (cut := cut_value(items, lines[-1])) is not None:
        for p in panels:  # "Round 4: Approximately 0." ends the write-up: its value is cut, no cell
            p.cells = [c for c in p.cells if not (c.span and c.span.line == cut.number)]
    kind = detect(title, overview, panels)
    # axis and scale statements are not claims; in prose they may be one sentence of a line
    said = [a.line for a in axes] + tick_items + scale_lines
    stated = [(ln.number, ln.offset, ln.offset + len(ln.content)) for ln in said]
    doc = Document(source=source, title=title, kind=kind, sections=sections, panels=panels)
    doc._data_lines = data_lines
    doc._stated = stated
    doc._marks = legend_marks(outline)
    # a paragraph that states an axis or a scale may state the data too
    # (the whole line's numbers: an axis stated in one sentence of a paragraph is one sentence's)
    said_only = {ln.number for ln in said if not (ln.kind == "text" and len(_whole(outline, ln).nums) >= 4)}
    # a data line read but bound to no cell is unread too
    with_cells = {c.span.line for p in panels for c in p.cells if c.span is not None}
    taken = said_only | with_cells | assembler.aggregates | assembler.fields | lettered
    taken |= {ln.number for ln, _, _ in regions}
    # a write-up of a figure (a chart kind named, or an axis or a scale stated) with no cell read
    figure = kind != "unknown" or bool(axes) or bool(scales)
    doc._unread = unread_lines(
        outline,
        taken,
        not with_cells and figure,
        frozenset(assembler.unplaced | unsure | unsure_pies),
        frozenset(with_cells),
    )
    doc._cut = line_span(cut) if cut is not None else None
    end = next((ln for ln in reversed(lines) if ln.raw.strip()), None)
    doc._end = (end.number, end.raw) if end is not None else None
    doc._cell_text = {ln.number: ln.raw for ln in lines if ln.number in with_cells}
    return doc
