"""Colour-scale statements: "The scale ranges from approximately 50 (light yellow) to 56
(dark blue). Tick marks are present at 50, 52, 54, and 56", "AIME24: Scale from ~40 (light
yellow) to ~48 (dark blue)", "Color bar: 0 to 1 (blue to red)"."""

from __future__ import annotations

from dataclasses import dataclass, field

from extract.interpret.axes import names_axis, names_axis_place
from extract.models import ColorScale
from extract.outline import Header, Outline, clean_title, closing_note, leading_label
from extract.reader import Line, Num
from extract.statements import (
    Head,
    axis_scale_kind_before,
    colour_before_note,
    colour_meaning_at,
    ends_on_coordinate,
    gives_examples,
    head_of,
    named_as,
    names_every_panel,
    note_after,
    notes_only,
    numeric_only,
    opening_axis,
    panel_before_range,
    says_label,
    says_where,
    scale_name_part,
    scale_parts,
    scale_word,
    scale_words,
    without_colour_lead,
    without_notes,
)
from extract.text import has_digit, loose, strip_md
from extract.wording import colour_phrase, ends_on_hedge, line_span, only_marks_and_hedge, quoted, sentences

# The shapes of these statements are grammars/scales.lark's (its words, through the typed
# ScaleWords, and the shapes it reads in place) and statements.lark's (labels and their
# vocabulary); this module binds them to panels and holds no pattern of its own.


@dataclass(slots=True)
class ScaleStatement:
    """What one line says about a colour scale, and which panel it names, if any."""

    line: Line
    scope: Header | None  # the named header it sits under
    name: str | None  # a panel name the line is labelled with ("AIME24")
    scale: ColorScale
    covers: list[Line] = field(default_factory=list)  # the other lines it is stated on (a bar's stops)


def _is_scale_line(line: Line, outline: Outline, label: str | None, axis_labels: tuple[str, ...] = ()) -> bool:
    """A line about a colour scale: its label says so ("Color Bar Scale:"), it sits under
    such a header ("Color Bars:"), or it speaks of a scale early on ("AIME24: Scale
    from ~40 to ~48") and states a range. A label that is an axis's name and one of its
    places ("**Digit Scale 4:**" beside a y axis "Digit Scale") heads a row, not a scale."""
    if label is not None and (names_axis(label) or names_axis_place(label, axis_labels)):
        return False  # "Y-axis: linear scale from 0 to 1" is an axis
    if label is not None and head_of(label).has("PLACEMENT", "EXTENT"):
        return False  # "Legend Position: [x: 85-100, y: 0.9]" is where the legend sits
    ends = _ends(line)
    if ends and ends_on_coordinate(line.raw, max(0, ends[0].start - 8), ends[0].start):
        return False  # "located at `[x=0.60 to 0.90, y=0.10 to 0.40]`": where the legend sits
    if ends and gives_examples(line.raw, line.offset, ends[0].start):
        return False  # "Cell colours: match the gradient (e.g., 81 = orange, 100 = yellow)": two cells
    under = outline.under(line)
    if any(head_of(h.label).has("COMMENTARY") for h in under if not h.is_doc_title):
        return False  # "(e.g., from 0.8 to 0.2 as digit scale increases)": a reading of the data
    if label is not None and head_of(label).has("COMMENTARY"):
        return False  # "- Interpretation: Low Recall (0.0) and Low Cost (0.0), as the legend says": a reading
    if label is not None and head_of(label).has("COLOUR_SCALE"):
        return True  # "**Colour bar:** 0 to 50", even in a flattened list under "**X-axis:**"
    if label is not None and len(label.split()) == 1 and head_of(label).has("COLOUR"):
        # "- Colour: white (0) to dark blue (60)": a label that is the colour word alone, over
        # two ends each with its colour
        ends = _ends(line)
        if ends is not None and all(_colour_at(line, n) for n in ends):
            return True
    if under and names_axis(under[-1].label) and not head_of(under[-1].label).has("COLOUR_SCALE", "LEGEND"):
        # "Scale: 0 to 200" under "**X-axis:**" is the axis's; so is "Labeled from 0 to 20" under
        # "**Y-axis (Numerical Scale)**:", the axis's own scale named in its note
        return False
    if label is not None and head_of(label).colour_scale:
        return True
    under = outline.under(line)
    head = head_of(under[-1].label) if under else None
    if head is not None and head.colour_scale and (label is not None or (head.opens_on_furniture and _ends(line))):
        # "**Color Scale**:" over "Light green (~0.3) to dark blue (~0.9)"; under a legend, only a
        # line that names colours: "**Data Series:** two lines, for epochs 1 through 6" is no scale
        return not _legend_only(head) or colour_phrase(line.content) is not None
    said = scale_word(line.content)
    if said is not None and _in_axis_title(line.content, said[0], axis_labels):
        said = None  # "For Digit Scale 4 (dark blue) …" with a y axis "Digit Scale": the axis, no scale
    if said is not None and said[1] == "SCALE" and axis_scale_kind_before(line.content, said[0]):
        return False  # "(on a logarithmic scale)": how an axis is drawn, no colour scale
    if said is not None and said[1] == "SCALE" and colour_phrase(line.content) is None:
        return False  # "ratings on a scale of 1 to 5": a scale with no colour is no colour scale
    if said is not None and said[0] < 80 and (label is None or _ends(line) is not None):
        return True
    # "… the shading follows a white-to-purple colour bar that spans 0 to 1,000"
    ends = _ends(line)
    if said and ends and ends[0].start > line.offset + said[0]:
        return True
    # "Values range from -1 to 1, with darker red indicating stronger positive correlation":
    # the range is the colours', said right after it
    colours = colour_meaning_at(line.raw, ends[1].end) if ends else None
    if colours is None or colour_phrase(colours) is None or ends is None:
        return False
    # "The y-axis ranges from 0% to 50%, with orange representing Control": a sentence that
    # opens on an axis gives that axis's range; its colours are a key of the marks, no scale
    opened = line.raw.rfind(". ", 0, ends[0].start)
    return opening_axis(line.raw[opened + 1 if opened >= 0 else line.offset : ends[0].start].lstrip()) is None


def _legend_only(head: Head) -> bool:
    """A legend's label that does not say it is a colour scale ("Legend", not "Color legend")."""
    return head.has("LEGEND") and not head.has("COLOUR_SCALE", "SCALE")


def _in_axis_title(text: str, at: int, axis_labels: tuple[str, ...]) -> bool:
    """Whether the word at `at` of a text is part of an axis's title written there."""
    folded = text.casefold()
    for label in axis_labels:
        start = folded.find(label.casefold(), max(0, at - len(label)))
        if 0 <= start <= at < start + len(label):
            return True
    return False


def _colour_at(line: Line, n: Num) -> str | None:
    note = note_after(line.raw, n.end)
    if note is not None:
        c = colour_phrase(note)
        if c:
            return c
    before = colour_before_note(line.raw[: n.start])
    if before is not None:
        return colour_phrase(before.split("from")[-1].split("to")[-1])
    return None


def _rest_at(line: Line) -> int:
    return leading_label(line.content)[1]


def _after_name(lead: str) -> str:
    """The words after the clause a scale's name fills ("Oxygen (mg/L), ~" gives " ~"); the
    whole lead when no comma closes a name, or the clause says how the bar runs ("radial, 0 at
    the centre to 10 at the rim": a radar's rings, no colour bar)."""
    name, comma, after = lead.rpartition(",")
    named = comma and strip_md(name).strip() and not has_digit(name) and not says_where(strip_md(name).strip())
    return after if named else lead


def _ends(line: Line) -> tuple[Num, Num] | None:
    """The two numbers that state the scale's range (not a part of it: "red in the middle
    range (6–8)")."""
    if not line.phrases:
        return None
    words = scale_words(line.raw)
    for p in line.phrases:
        if p.kind == "range" and len(p.nums) == 2:
            if words.middle_before(p.start, 40):
                continue
            return p.nums[0], p.nums[1]
    nums = line.nums
    for i, n in enumerate(nums[:-1]):
        # "~40 to ~48", "Light green (`~0.3`) to dark blue (`~0.9`)": the line opens on its
        # first end, or on the colour of it
        lead = line.raw[line.offset + _rest_at(line) : n.start]
        opening = i == 0 and _colour_led(lead)
        # "Oxygen (mg/L), 5 (light green) to 9 (dark green)": the scale's name, then its range
        opening = opening or (i == 0 and _colour_led(_after_name(lead)))
        if words.middle_before(n.start, 40):
            continue  # "red in the middle range (6-8)", written as two numbers
        if opening or words.says(n.start - 40, n.start, "RANGE_OPEN"):
            # "-1 (dark blue) through 0 (white) to 1 (dark red)": the end follows "to"
            for m in nums[i + 1 :]:
                joined = words.joins(n.end, m.start)
                if joined:
                    return n, m
                if joined is None:
                    break
    return None


def _colour_led(lead: str) -> bool:
    """Whether the words before a number only hedge it, or name a colour before its note
    ("Light green (`~"), not a name ("algorithms: Alpha, Beta-2 (": a series and its setting)."""
    rest = without_colour_lead(lead)
    gone = lead[: len(lead) - len(rest)].strip(" *_`")
    return only_marks_and_hedge(rest) and (not gone or colour_phrase(gone) is not None)


def read_scale(line: Line, outline: Outline, axis_labels: tuple[str, ...] = ()) -> ScaleStatement | None:
    """The colour-scale statement of `line`, or None."""
    label, rest_at = leading_label(line.content)
    if not _is_scale_line(line, outline, label, axis_labels):
        return None
    rest = line.content[rest_at:]
    scale = ColorScale(span=line_span(line))
    ends = _ends(line)
    if ends:
        lo, hi = ends
        if lo.value > hi.value:
            lo, hi = hi, lo
        scale.min, scale.max = lo.value, hi.value
        approx_word = ends_on_hedge(line.raw[max(0, ends[0].start - 20) : ends[0].start])
        scale.approximate = lo.approx or hi.approx or approx_word
        scale.low_color, scale.high_color = _colour_at(line, lo), _colour_at(line, hi)
    words = scale_words(line.raw)
    for p in line.phrases:
        if p.kind == "list" and words.says(p.start - 40, p.start, "TICK_WORD"):
            scale.ticks = [n.value for n in p.nums]
    # a quoted name labels the scale when the line states the scale or names its label
    q = [t for t, _ in quoted(rest) if not numeric_only(t)]
    in_label = [t for t, _ in quoted(label or "") if not numeric_only(t)]
    given = named_as(rest)
    if in_label:
        scale.label = in_label[0]  # 'Colour bar "Density": from ≈0 …'
    elif q and (ends is not None or says_label(rest)):
        scale.label = q[0]
    elif given is not None:
        scale.label = strip_md(given).strip("\"'“”‘’`")  # titled "Effect": Effect
    elif label is not None and ends is not None:
        first = scale_name_part(strip_md(rest)).strip()
        if (
            first
            and len(first.split()) <= 3
            and not scale_words(first).opens_range
            and not head_of(first).colour_scale
            and not has_digit(first)
            and not says_where(first)
            and not _describes_bar(first)
        ):
            scale.label = first
    name = None
    if label is not None and not head_of(label).colour_scale and not head_of(label).has("SCALE_PART", "SCALE_STOP"):
        name = clean_title(label)  # "AIME24: from ~40 to ~48" is AIME24's; "Range: 60 to 75" is the bar's own
    if scale.min is None and scale.label is None and not scale.ticks:
        return None
    named = outline.named_headers(line)
    return ScaleStatement(line, named[0] if named else None, name, scale)


def _describes_bar(text: str) -> bool:
    """Whether the words before a scale's range say how the bar looks, no name of what it
    measures: "A gradient" (from light blue to dark blue), "Light grey" (0.5) to black (1.0)."""
    words = text.split()
    return (
        colour_phrase(text) is not None
        or head_of(text).has("SCALE_PART", "COLOUR")
        or (bool(words) and words[0].casefold() in _ARTICLES)
    )


_ARTICLES = frozenset(["a", "an", "the"])


def _per_panel(line: Line, st: ScaleStatement) -> list[ScaleStatement]:
    """ "LAMBADA from ~50 to ~64, PIQA from ~68 to ~72": one scale per named panel."""
    rest_at = line.offset + leading_label(line.content)[1]
    out: list[ScaleStatement] = []
    pos = rest_at
    for part in scale_parts(line.raw[rest_at:]):
        a = line.raw.index(part, pos)
        pos = a + len(part)
        sub = Line(line.kind, line.number, line.raw, part, a)
        sub.phrases = line.phrases_in(a, pos)
        named = panel_before_range(part)
        ends = _ends(sub)
        if named is None or ends is None or head_of(named).colour_scale:
            continue
        lo, hi = sorted(ends, key=lambda n: n.value)
        name = named.strip()
        scale = st.scale.model_copy(
            update={
                "min": lo.value,
                "max": hi.value,
                "approximate": lo.approx or hi.approx or ends_on_hedge(part[: part.find(lo.raw)]),
                "low_color": _colour_at(line, lo),
                "high_color": _colour_at(line, hi),
            }
        )
        out.append(ScaleStatement(line, st.scope, clean_title(name) or name, scale))
    if st.scale.label and any(st.scale.label in (o.name or "") for o in out):
        for o in out:  # the "label" read from the opening words was the first panel's name
            o.scale.label = None
    return out if len(out) >= 2 else []


def read_scales(
    outline: Outline, axis_items: set[int] | None = None, axis_labels: tuple[str, ...] = ()
) -> list[ScaleStatement]:
    """Every colour-scale statement of the write-up; list items in `axis_items` state an
    axis ("* Scale: 0 to 5000" after "* **X-axis:** Training step") and no colour scale;
    `axis_labels` are the axes' titles ("Digit Scale")."""
    out = []
    for ln in outline.lines:
        if ln.kind in ("item", "text") and not (axis_items and ln.number in axis_items):
            for sentence in sentences(ln):
                st = read_scale(sentence, outline, axis_labels)
                if st is not None:
                    out += _per_panel(sentence, st) or [st]
    _name_by_notes(out)
    out = _bands_as_one(out)
    stops = read_stops(outline)
    if stops:
        at = {ln.number for st in stops for ln in (st.line, *st.covers)}
        out = sorted([st for st in out if st.line.number not in at] + stops, key=lambda st: st.line.number)
    return out


def _bands_as_one(out: list[ScaleStatement]) -> list[ScaleStatement]:
    """Items one after another that each give a colour's band of one bar ("Red → Positive
    (0.1–0.3)", "Blue → Negative (-0.2–-0.0)", "White → Near zero (-0.01–0.01)") are one scale
    from the lowest band's low end to the highest band's high end, stated on the first item and
    covering the others: the last band alone is not the bar."""
    merged: list[ScaleStatement] = []
    run: list[ScaleStatement] = []
    for st in [*out, None]:
        if st is not None and _band(st) and run and st.line.number == run[-1].line.number + 1:
            run.append(st)
            continue
        if len(run) >= 2:
            merged.append(_union(run))
        else:
            merged += run
        run = [st] if st is not None and _band(st) else []
        if st is not None and not run:
            merged.append(st)
    return merged


def _band(st: ScaleStatement) -> bool:
    """A colour's band of a bar on a list item of its own, opening on the colour."""
    s = st.scale
    opening = strip_md(st.line.content).split()[:3]
    return (
        st.line.kind == "item"
        and st.name is None
        and s.min is not None
        and s.max is not None
        and s.min < s.max
        and colour_phrase(" ".join(opening)) is not None
    )


def _union(run: list[ScaleStatement]) -> ScaleStatement:
    lo = min(run, key=lambda st: st.scale.min if st.scale.min is not None else 0.0)
    hi = max(run, key=lambda st: st.scale.max if st.scale.max is not None else 0.0)
    first = run[0]
    scale = first.scale.model_copy(
        update={
            "min": lo.scale.min,
            "max": hi.scale.max,
            "approximate": any(st.scale.approximate for st in run),
            "low_color": colour_phrase(strip_md(lo.line.content)),
            "high_color": colour_phrase(strip_md(hi.line.content)),
            "ticks": [],
        }
    )
    return ScaleStatement(first.line, first.scope, None, scale, [st.line for st in run[1:]])


def _name_by_notes(out: list[ScaleStatement]) -> None:
    """Two or more scale lines whose labels differ only by their notes ("**Color Scale
    (Left Heatmap - Mean):** -7.5 to 7.5" and "**Color Scale (Right Heatmap - STD):** -3
    to 3") are each the scale of the panel the note names, not one shared scale that the
    later line overrides. A single note ("Color Bar (right side)") says where the bar is."""
    notes: dict[int, str] = {}
    for i, st in enumerate(out):
        note = closing_note(leading_label(st.line.content)[0]) if st.name is None else None
        if note and not names_every_panel(note):  # "(Both Heatmaps)", "(shared)": every panel's
            notes[i] = note
    if len({loose(n) for n in notes.values()}) < 2:
        return
    for i, note in notes.items():
        out[i].name = clean_title(note) or note


@dataclass(slots=True)
class _Stop:
    """One place of a colour bar told on its own line: its value (or band) and colour."""

    line: Line
    nums: list[Num]
    colour: str | None
    placed: bool  # named by its place ("Top", "Max"), not by its colour alone


def _stop(line: Line) -> _Stop | None:
    """ "**Top (Green):** 2.5", "Dark red: 1.0", "**Light Orange**: ~0.0–0.3": a place or a
    colour, then one value or one band and nothing else but a note in parentheses."""
    if line.kind != "item":
        return None
    label, at = leading_label(line.content)
    if label is None:
        return None
    start = line.offset + at
    phrases = line.phrases_in(start, len(line.raw))
    if len(phrases) != 1 or phrases[0].kind == "list" or len(line.nums_in(line.offset, start)) > 0:
        return None
    rest = line.raw[start : phrases[0].start] + " " + line.raw[phrases[0].end :]
    if not notes_only(rest):
        return None  # "Blue: 2019 data": words besides the value
    bare = without_notes(strip_md(label)).strip()
    placed = head_of(bare).has("SCALE_STOP") and len(bare.split()) <= 2
    colour = colour_phrase(strip_md(label))
    if not placed and (colour is None or len(colour) < len(bare)):
        return None  # a label that is neither a place on the bar nor a colour
    return _Stop(line, phrases[0].nums, colour, placed)


def read_stops(outline: Outline) -> list[ScaleStatement]:
    """ "**Legend:** … a vertical color bar with the following scale:" over "**Top (Green):**
    2.5", "**Middle (White):** 0.0", "**Bottom (Red):** -2.5" (or "**Color Scale:**" over
    "Dark red: 1.0", "White: 0.0", "Dark blue: -1.0"): a colour bar told stop by stop. Its
    ends, its ticks in their order, and the colours at its ends; one statement, on the
    first stop, that covers the others (none of them is data)."""
    out: list[ScaleStatement] = []
    lines = outline.lines
    i = 0
    while i < len(lines):
        intro = lines[i]
        said = scale_word(intro.content) if strip_md(intro.content).rstrip().endswith(":") else None
        j = i + 1
        run: list[_Stop] = []
        while said is not None and j < len(lines) and (stop := _stop(lines[j])) is not None:
            run.append(stop)
            j += 1
        # a legend's colours name series; only a colour bar or a scale gives colours values
        if len(run) >= 2 and (all(s.placed for s in run) or (said is not None and said[1] != "LEGEND")):
            out += _stops_scale(run, outline)
        i = max(j, i + 1)
    return out


def _stops_scale(run: list[_Stop], outline: Outline) -> list[ScaleStatement]:
    values = [n for s in run for n in s.nums]
    lo = min(run, key=lambda s: min(n.value for n in s.nums))
    hi = max(run, key=lambda s: max(n.value for n in s.nums))
    scale = ColorScale(
        span=line_span(run[0].line),
        min=min(n.value for n in values),
        max=max(n.value for n in values),
        approximate=any(n.approx for n in values),
        low_color=lo.colour,
        high_color=hi.colour,
        ticks=[s.nums[0].value for s in run] if all(len(s.nums) == 1 for s in run) else [],
    )
    named = outline.named_headers(run[0].line)
    return [ScaleStatement(run[0].line, named[0] if named else None, None, scale, [s.line for s in run[1:]])]


def merge(base: ColorScale | None, own: ColorScale) -> ColorScale:
    """`own` with the fields it leaves empty taken from a shared `base` (its label)."""
    if base is None:
        return own
    data = own.model_dump()
    for k in ("label", "low_color", "high_color"):
        if data[k] is None:
            data[k] = getattr(base, k)
    if data["min"] is None and base.min is not None:
        for k in ("min", "max", "approximate", "ticks"):
            data[k] = getattr(base, k)
    return ColorScale.model_validate(data)
