"""Precision gates: wording the recognisers do not model turns a "contradicted" verdict into
"unverifiable", with the reason. A gate never makes a claim supported or contradicted; it only
withholds an accusation the text does not prove (issue 10: a true sentence is never flagged).

    negation      "no score exceeds 70", "never drops below 47", "is not higher than"
    exception     "all but GPT-2", "except at 4k", "apart from", "other than"
    inclusive     "at least 97", "at or above 93", "or more", "no more than", "≥"
    hedge         "local minimum", "typically below 0.3", "generally", "usually", "tends to"
    x-scope       "after x = 1500", "from epoch 50 to 200", "initially", "in the last 100 steps",
                  or a header that names a stretch ("Initial decline (0–2500)")
    subject       "East: 52 to 60" where no series, row, column or panel is called East; "Quill
                  falls under 0.70" where none is called Quill (any verdict: subjects.py)
    restricted    "Larger models show a compressed range (50-55)", "models above 13B parameters
                  …": a part picked by size or a bound that names no tick (any verdict: subjects.py)
    drawn         a contradiction resting on a cell read from a legend, colour or layout line
                  (claims/__init__.py)
    derived       "the best throughput per watt", "62% of the bar" where the panel measures
                  neither (any verdict: derived.py)
    row label     "Row -10: values range from …" read with no row to narrow it to
    labels        "classes numbered 0 through 27", "ticks at 20 and 40": numbers that name
                  places on an axis, not values
    reference     "extends from the baseline (below 40)": a bound said of a reference line
    difference    "saves less than 50 ms", "gains between 20 and 50": a number said of a change
    both ends     "East has the longest bar and Central the shortest": two extremes, two subjects
    measures      "the lowest precision, recall and F1-score": an extreme in each of several measures
    place         "**Entity Attr.:** The pink bar is the shortest": said within the row or
                  column the item's label names
    sum           "together these two make up ~48.3% (29.3% + 19.0%)", "combined, they exceed 60":
                  a number said of a sum of cells, not of one
    region        "Region 1: … scores 8–10", "a cluster of high values (0.8–0.9)", "the top-left
                  corner", "at the larger batch sizes": a part of the grid it does not name by ticks
    only at       "falls under 0.70 only at the largest size": where it holds and nowhere else
    counted cells "Exactly three off-diagonal cells reach at least 0.50": a count of cells that meet a bound
    quality       "Atlas-2 is the best general-purpose choice": a judgement of fitness, not one value
    turn          "rises to the 7.5k bin, then decreases": a rise and a fall, no one trend (any verdict)
    cut           a count on a write-up that stops mid-line (the rest may hold what it counts),
                  or "six panels" where fewer are described and the write-up ends in its data
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache

from extract.claims.derived import derived_quantity
from extract.claims.judge import (
    UNIT_WORDS,
    VALUE_NOUNS,
    Judgement,
    Tolerances,
    categorical,
    measured_once,
    points_measure,
    select,
    shares,
    tolerance,
    unverifiable,
)
from extract.claims.mentions import (
    BOX_STATISTIC_ROW,
    Coord,
    axis_keys,
    content_words,
    one_point_each,
    single_column,
    single_series,
    stem,
)
from extract.claims.partial import Unread
from extract.claims.ranked import RANKED_FEW, ranked_few
from extract.claims.read import (
    Spec,
    bars_along_x,
    heading_spelled,
    lower_is_better,
    mixed_measures,
    one_series_items,
    p_values_beside,
    stated_quantifier,
    turns,
)
from extract.claims.subjects import Names, kinds_restriction, part_named, restriction, subject_name
from extract.claims.vocabulary import CLAIM_SHAPES, vocab, words
from extract.models import Panel
from extract.outline import Header, leading_label
from extract.statements import head_of
from extract.text import is_structural, loose, same_tick, strip_md, tick_key
from extract.wording import MARK_WORDS, count_value, is_colour_word

_NEGATION = CLAIM_SHAPES.NEGATED_CLAIM
_EXCEPTION = CLAIM_SHAPES.EXCEPTION_WORD
_INCLUSIVE = CLAIM_SHAPES.INCLUSIVE_BOUND
_HEDGE = CLAIM_SHAPES.HEDGE
_MOST = CLAIM_SHAPES.MOST
# a number said of a change between values, not of a value ("saves less than 50 ms",
# "gains between 20 and 50 tokens/s")
_DIFFERENCE = CLAIM_SHAPES.DIFFERENCE_WORD
# a bound on a change: "with <10% recall loss", "dropping >12%" (grammars/claims.lark)
_CHANGE_BOUND = CLAIM_SHAPES.CHANGE_BOUND
_BAND = words("HOVER")
# a size compared, of what may be the models rather than the values: "smaller than Qwen-4B"
_SIZED = CLAIM_SHAPES.SIZED
_BY_AMOUNT = CLAIM_SHAPES.BY_AMOUNT
# an end of an axis or a scale, not of the cells: "The y-axis maximum (50%) is exceeded by
# Model-A", "the colour bar's minimum", "the maximum of the x axis"
_AXIS_EXTREME = CLAIM_SHAPES.GATES_AXIS_EXTREME
_STRETCH = CLAIM_SHAPES.STRETCH


def _share_of_the_whole(spec: Spec, text: str) -> bool:
    """Whether a value is one cell's percentage "of the total" over panels of one series whose
    cells add up to 100 (a pie's slices): the cell itself, no sum of cells."""
    if spec.kind != "value" or spec.value is None or not spec.panels or not CLAIM_SHAPES.OF_THE_WHOLE.search(text):
        return False
    if len(CLAIM_SHAPES.SUM.findall(text)) != 1:
        return False  # ("… of the total, together with B"): a sum besides
    for p in spec.panels:
        if len({tick_key(c.row) for c in p.cells}) != 1 or len(p.cells) < 2:
            return False
        if abs(sum(float(c.value) for c in p.cells) - 100.0) > 1.5:
            return False
    return True


def _other_panel_letter(spec: Spec, panels: list[Panel]) -> str | None:
    """The letter of a panel the claim names ("In panel (b)") when some panel of the
    write-up goes by a letter and none the claim was judged on does: the one it names was
    not read, or not found; None otherwise."""
    said = {(h.group("a") or h.group("b")).casefold() for h in CLAIM_SHAPES.PANEL_LETTER.finditer(strip_md(spec.text))}
    if not said or len(panels) < 2:
        return None
    lettered = {
        t.group(1).casefold() for p in panels if (t := CLAIM_SHAPES.TITLE_LETTER.match(p.title or "")) is not None
    }
    if not lettered:
        return None  # (no panel goes by a letter: what "(b)" is, the reading does not know)
    own = {
        t.group(1).casefold() for p in spec.panels if (t := CLAIM_SHAPES.TITLE_LETTER.match(p.title or "")) is not None
    }
    missing = sorted(said - own)
    return missing[0] if missing and not (said & own) else None


def _names_box_parts(spec: Spec) -> bool:
    """The claim speaks of a box's quartiles, whiskers or outliers; "Q1" and "Q3" only when they
    are no tick of its panels (on an x axis of quarters, "from 48 in Q1 to 74 in Q4" names two
    quarters)."""
    ticks: set[str] | None = None
    for m in CLAIM_SHAPES.BOX_PARTS.finditer(spec.text):
        if m.group(0).upper() not in ("Q1", "Q3"):
            return True
        if ticks is None:
            ticks = {str(c.col).casefold() for p in spec.panels for c in p.cells}
        if m.group(0).casefold() not in ticks:
            return True
    return False


# a box plot ("Box Plot: Response Length", "box-and-whisker plot", "violin plot") and the words
# of a box's spread, which its cells (the medians) do not hold
_BOX_CHART = words("BOX_PLOT")  # grammars/claims.lark
_MEMBER_REACH = words("MEMBER_REACH")  # "reaches as low as 3.8 hours": its members, not the median
_SPREAD = CLAIM_SHAPES.GATES_SPREAD


def _spread_number(spec: Spec) -> bool:
    """Whether an extreme's stated value is the number of a spread said after it ("waits the
    longest, with the widest spread (about 70 minutes)"): the spread's, not the extreme's."""
    if spec.kind != "extreme" or spec.value is None:
        return False
    at = spec.value.start
    return any(
        m.start() <= at <= m.end() + 24 for m in CLAIM_SHAPES.SPREAD_VALUE.finditer(spec.line.raw, spec.start, spec.end)
    )


_BOUND_WORDS = CLAIM_SHAPES.BOUND_BEFORE  # grammars/claims.lark: "exceeds ", "above ~"
# a clause that says when something holds: "once the FPR exceeds 0.3", "when batch size is above 64"
_CONDITION = CLAIM_SHAPES.CONDITION
_LINKING = frozenset("is are was were be gets get goes go rises rise climbs climb moves move grows grow".split())


def _merit_both_ways(spec: Spec) -> bool:
    """Whether a comparison of merit ("better", "outperforms") spans panels whose measures
    are better at opposite ends (a loss and an accuracy)."""
    if len(spec.panels) < 2 or not CLAIM_SHAPES.MERIT_WORD.search(spec.text):
        return False
    return len({lower_is_better([p], "", spec.title) for p in spec.panels}) > 1


def _condition_on_x(spec: Spec) -> str | None:
    """The subject of a bound said in a clause of when ("once the FPR exceeds 0.3") when it
    is the x axis's quantity (a word of its label, and of no value axis): the claim holds
    along part of x ("Bayes stays above 0.3 once the FPR exceeds 0.1"), or the bound is a
    place on x, not a bound on every cell; None otherwise."""
    if spec.kind not in ("threshold", "range") or any(c.axis == "x" for c in spec.slice):
        return None  # (a stretch of x the reading took: judged there)
    raw = spec.line.raw
    for condition in _CONDITION.finditer(raw, spec.start, spec.end):
        number = _NUMBER_AFTER.search(raw, condition.end(), spec.end)
        if number is None:
            continue
        bound = _BOUND_WORDS.search(raw, condition.end(), number.start())
        if bound is None:
            continue
        said = [
            w
            for w in CLAIM_SHAPES.IN_CONDITION_ON_X.findall(raw[condition.end() : bound.start()])
            if w.casefold() not in _LINKING
        ]
        if said and len(said) <= 4 and _names_x(spec, stem(said[-1].casefold())):
            return " ".join(said)
    return None


_NUMBER_AFTER = CLAIM_SHAPES.NUMBER_AFTER


def _names_x(spec: Spec, word: str) -> bool:
    """Whether the word is the x axis's quantity in every panel of the claim: a word of the x
    label, of no value axis's label, and no series' name."""
    for p in spec.panels:
        if p.x is None or word not in content_words(p.x.label):
            return False
        if word in content_words(p.y.label if p.y is not None else None) | content_words(
            p.scale.label if p.scale is not None else None
        ):
            return False
        if any(word in content_words(str(c.row)) for c in p.cells if c.row is not None):
            return False  # (a series of that name: its values)
    return bool(spec.panels)


def _of_boxes(spec: Spec, headers: tuple[Header, ...]) -> bool:
    """Whether the claim speaks of the boxes of a box plot: a range, or words of a spread
    ("the widest box", "the highest outliers"), under a title or header naming a box plot.
    A range of the medians ("All medians fall between 0.52 and 0.62") is a range of the
    cells, the medians being what a box's cell holds."""
    if spec.kind == "range" and _MEDIAN_WORD.search(spec.text) and not _SPREAD.search(spec.text):
        return False
    if not (
        spec.kind == "range"
        or _SPREAD.search(spec.text)
        or CLAIM_SHAPES.SOME_MEMBERS.match(spec.text)
        or (_MEMBER_REACH.search(spec.text) and not _MEDIAN_WORD.search(spec.text))
    ):
        return False
    return any(_BOX_CHART.search(h.label) for h in headers) or any(
        _BOX_CHART.search(p.title or "") for p in spec.panels
    )


_HISTOGRAM = words("HISTOGRAM")  # grammars/claims.lark
_DISTRIBUTION = words("SPREAD")


def _of_distributions(spec: Spec, headers: tuple[Header, ...]) -> bool:
    """Whether a range claim speaks of where a distribution lies along x ("The distribution
    extends from about 0.2 to 0.8") under a title or header naming a histogram."""
    if spec.kind != "range" or not _DISTRIBUTION.search(spec.text):
        return False
    return any(_HISTOGRAM.search(h.label) for h in headers) or any(
        _HISTOGRAM.search(p.title or "") for p in spec.panels
    )


_MAX_WORD = r"(?:highest|largest|longest|tallest|biggest|greatest|best|strongest|most|maximum|peak)"
_MIN_WORD = r"(?:lowest|smallest|shortest|least|worst|weakest|minimum|fewest)"
# "East has the longest bar and Central the shortest": each end has its own subject
# a clause that gives a place with its verb left out: ", weekend rides at 30 minutes"
_GAPPED_PLACE = CLAIM_SHAPES.GAPPED_PLACE
_BOTH_ENDS = re.compile(rf"\b{_MAX_WORD}\b.*\b{_MIN_WORD}\b|\b{_MIN_WORD}\b.*\b{_MAX_WORD}\b", re.I)
# "the lowest precision, recall and F1-score": an extreme in each of several measures
_LISTED_MEASURES = re.compile(
    # ("the lowest MRR@10 and Recall@100": a measure's name may hold "@")
    rf"\b(?:{_MAX_WORD}|{_MIN_WORD})\s+[\w@-]+(?:\s*,\s*[\w@-]+)*\s*,?\s+(?:and|&)\s+[\w@-]+",
    re.I,
)


def gate(
    spec: Spec,
    judged: Judgement,
    headers: tuple[Header, ...],
    panels: list[Panel],
    cut: bool,
    ends_in_data: bool = False,
    unread: Unread | None = None,
    names: Names | None = None,
) -> Judgement:
    """The judgement, or "unverifiable" when a contradiction rests on wording not modelled
    or on what a panel read in part lacks (or any verdict rests on parts of a box, which
    are no cells, or on a subject the panels do not have); `unread` holds what the reading
    of each panel left out, `names` what the write-up calls things (subjects.names_of)."""
    if judged.verdict == "contradicted" and spec.kind == "comparison" and _merit_both_ways(spec):
        # "In both panels Curriculum is better (lower loss in (a), higher accuracy in (b))":
        # one panel's measure is better low, the other's high; judged one way over both
        return unverifiable("its panels' measures are better at opposite ends: " + judged.evidence)
    if judged.verdict == "contradicted" and (on_x := _condition_on_x(spec)) is not None:
        # "Bayes overtakes Forest once the FPR exceeds 0.3" on an x axis "False Positive Rate
        # (FPR)": where along x the claim holds, not a bound on the cells
        return unverifiable(f"its bound is on {on_x!r}, the x axis, not on the values: " + judged.evidence)
    if judged.verdict != "unverifiable" and (light := _LIGHT_EXTREME.search(spec.text)) and not _values_measure(spec):
        # "the brightest cell" of a heatmap of scores: which colour is bright the scale says, not the values
        return unverifiable(f"{light.group(0)!r} speaks of a colour, and the values measure no light")
    if (
        judged.verdict != "unverifiable"
        and (thick := _THICK_EXTREME.search(spec.text))
        and not _values_measure(spec, _THICK_MEASURE)
    ):
        # "the thickest line" of a line chart: how it is drawn, where the values measure no thickness
        return unverifiable(f"{thick.group(0)!r} speaks of how a mark is drawn, and the values measure no thickness")
    if judged.verdict != "unverifiable" and (drawn := CLAIM_SHAPES.SHAPE_EXTREME.search(spec.text)):
        # "The green polygon is the largest overall shape" of a radar chart: how much of the plot a
        # series covers, which no one cell holds (nor the largest of them)
        return unverifiable(f"{drawn.group(0)!r} speaks of the extent of a drawn shape, which no cell holds")
    if judged.verdict == "contradicted" and (other := _subject_of_another_panel(spec, panels)) is not None:
        # "Loss falls by 1.00 …" under the heading of panel (b) "Validation accuracy": its subject
        # names panel (a) "Training loss", not the panel its heading puts it in
        return unverifiable(f"its subject names another panel ({other}): " + judged.evidence)
    if spec.kind == "trend" and judged.verdict == "contradicted" and _drawn_backwards(spec.panels):
        # "The axis appears to be reversed, with 6 on the left": "slopes upward" as drawn falls in x
        return unverifiable("the x axis is drawn from right to left, so a trend as drawn is not one in x")
    fraction = next((n.raw for n in (spec.value, spec.low, spec.high) if n is not None and "/" in n.raw), None)
    counted = spec.kind == "comparison" and spec.quantifier == "exactly" and spec.count is not None
    if (
        fraction is None
        and spec.relation != "leader cells"
        and not counted  # ("outperforms B in 4/5 tasks": the count of places it says, judged as such)
        and (shared := CLAIM_SHAPES.SHARE_OF_COUNT.search(spec.text)) is not None
    ):
        fraction = shared.group(0)  # "40% in 4th Year+ (2/5 students)": a share, the cells count
    if fraction is not None and judged.verdict == "contradicted":
        # "peaks in 2nd Year (3/7 students)": a share of a count, not a value the cells hold
        return unverifiable(
            f"{fraction.strip()!r} is a fraction of a count, not a value of the cells: " + judged.evidence
        )
    if judged.verdict != "unverifiable" and (letter := _other_panel_letter(spec, panels)) is not None:
        # "In panel (b), the level peaks in May" judged on "(a) Upper Lake" where no panel
        # read carries the letter (b): the panel it names was not found
        return unverifiable(f"it names panel ({letter}), which no panel read is called")
    if spec.measure_before is not None and judged.verdict == "contradicted":
        # "The lowest F1 is 70.1, so no system is below 70" over columns of exact match and F1
        return unverifiable(f"the clause before speaks of {spec.measure_before!r}, which this one may mean alone")
    if spec.unscoped is not None and judged.verdict != "unverifiable":
        # "For the larger models, …": restricted to a part it does not name by ticks
        return unverifiable(f"it is said {spec.unscoped!r}, which names no tick, series or panel given")
    if judged.verdict != "unverifiable" and spec.kind != "count":
        # "Quill+Rerank never drops below 0.80" where no series is called Quill+Rerank
        unnamed = _unnamed_subject(spec, headers, names or Names())
        if unnamed is not None:
            return unverifiable(f"it speaks of {unnamed!r}, which no cell, series or panel is called")
        if judged.verdict == "contradicted" and spec.kind in ("threshold", "value", "range"):
            described = _described_subject(spec, headers, names or Names())
            if described is not None:
                # "By Day 9 the surface layer is below 10%" over a grid's column: one row, by a
                # description the reading cannot place, not every row of the column
                return unverifiable(f"it speaks of {described!r}, which names no tick, series or panel")
        derived = derived_quantity(spec, [h.title or h.label for h in headers])
        if derived is not None:
            # "the best throughput per watt (0.085 TFLOP/s/W)" of a chart of throughput and power
            return unverifiable(f"{derived!r} is worked out from the cells, and the panel does not measure it")
    if judged.verdict != "unverifiable" and spec.kind not in ("count", "trend"):
        # "Larger models show a compressed range (50-55)": judged over every cell, it is not what is said
        restricted = restriction(spec.line, spec.start, spec.end, _own_spans(spec), _measured(spec.panels))
        if restricted is None and judged.verdict == "contradicted":
            known = _measured(spec.panels) | _named_words(spec.panels)
            if all(p.title is None for p in spec.panels):
                known |= _title_words(spec.title)  # (the one panel the write-up's title names)
            restricted = part_named(spec.line, spec.start, spec.end, _own_spans(spec), known)
        if restricted is not None:
            return unverifiable(
                f"it is said of {restricted!r}, which names no tick, series or panel: " + judged.evidence
            )
    if judged.verdict != "unverifiable" and spec.kind != "count":
        # "Both metrics show 0.93–1.00" over three metrics: two of them, named before
        pair = _pair_unnamed(spec)
        if pair is not None:
            return unverifiable(f"it is said of {pair!r}, two of more, which it does not name: " + judged.evidence)
    signed = CLAIM_SHAPES.SIGNED_SUPERLATIVE.search(spec.text)
    if signed is not None and spec.kind == "extreme" and judged.verdict != "unverifiable" and _both_signs(spec):
        # "Garden's coefficient is the smallest positive one" over coefficients of both signs:
        # the least of the positive ones, which the extreme over every value is not
        return unverifiable(f"{signed.group(0)!r} is an extreme among the values of one sign: " + judged.evidence)
    if judged.verdict != "unverifiable" and spec.kind == "trend":
        # "Softmax falls in the Cached configurations": along categories it does not name
        restricted = kinds_restriction(spec.line, spec.start, spec.end, _own_spans(spec))
        if restricted is not None:
            return unverifiable(f"it is said of {restricted!r}, which names no tick, series or panel")
    if judged.verdict == "contradicted" and spec.kind == "trend" and _across_the_other_way(spec):
        # "Brightness rises from left to right in every row" judged down the columns: the way
        # the sentence names is not the axis the judgement ran along
        return unverifiable("it names a direction across the grid that is not the axis judged: " + judged.evidence)
    if judged.verdict != "unverifiable" and spec.kind == "trend" and turns(spec.text):
        # "increases sharply to the 7.5-10k bin, then decreases for each higher bin"
        return unverifiable("it says a rise and then a fall (or the reverse): the turn is not judged as one trend")
    if judged.verdict != "unverifiable" and spec.kind != "count" and _of_boxes(spec, headers):
        # "Verbose has the widest box, from about 420 to 700": the cells are the medians
        return unverifiable("in a box plot, a spread, range or outlier is the boxes', not a cell's: " + judged.evidence)
    if judged.verdict != "unverifiable" and _of_distributions(spec, headers):
        # "The distribution extends from approximately 0.2 to 0.8": along the x axis
        return unverifiable("the extent of a distribution lies along the x axis, not in the values: " + judged.evidence)
    if judged.verdict == "supported" and spec.kind != "count" and _names_box_parts(spec):
        # "The box spans approximately from 380 to 700 words": the cells are the medians
        return unverifiable("a box's spread, quartiles and outliers are not its cells: " + judged.evidence)
    if judged.verdict != "contradicted":
        return judged
    name = _number_of_name(spec)
    if name is not None:
        # "Self-service drew the most responses (2,960)" of a bar named "Self-service (n=2,960)"
        return unverifiable(f"its number is written in the name {name!r}, not a cell's: " + judged.evidence)
    things = _counts_other_things(spec)
    if things is not None:
        # "… three checkout variants, each shown to about 20,000 visitors" over rates of 4-5%
        return unverifiable(f"{things!r} counts things the cells do not measure, beyond every cell: " + judged.evidence)
    other_cell = _value_elsewhere(spec, panels)
    if other_cell is not None:
        # "Station B is the strongest station (31.0 km/h)" judged on the temperatures, where
        # Station B's 31.0 is in the wind panel: the sentence may speak of that panel
        return unverifiable(f"its value is {other_cell}, in a panel it was not judged on: " + judged.evidence)
    across = _across_panels(spec, panels)
    if across is not None:
        # "Nova has the highest Timeout rate (19.2%)" over one pie per agent: Timeout's slice in
        # each pie, not Nova's largest slice
        return unverifiable(f"it compares {across!r} across the panels, one of which it names: " + judged.evidence)
    if spec.kind == "extreme" and CLAIM_SHAPES.ONLY_WHERE.search(spec.text):
        # "Estria is the only country where gas is the largest source": the largest within
        # each country, and in one only, not the largest of all
        return unverifiable(
            "an extreme said within each of the things it singles out is not judged: " + judged.evidence
        )
    unsure = _merit_across_measures(spec, judged, panels)
    if unsure is not None:
        # "Control is the worst on both measures" over yield and water used: which end of the
        # water used is worse the write-up does not say
        return unverifiable(f"which end of {unsure} is better or worse is not said: " + judged.evidence)
    sensed = _sensed(spec, judged, names or Names())
    if sensed is not None:
        # "Trail Lite is the lightest boot" where "a higher Weight score means a lighter boot":
        # the write-up says which way the values run, and the superlative may run the other way
        return unverifiable(
            f"the write-up says what a higher {sensed} means, so which end the superlative names is not judged: "
            + judged.evidence
        )
    measure = _other_measure(spec, panels, names or Names(), unread)
    if measure is not None:
        # "Mineral gives the highest yield but the lowest sugar content" judged on the sugar
        # panel, "the fewest scoops" on the ratings: the superlative names another measure
        return unverifiable(
            f"it speaks of {measure!r}, which the panel it was judged on does not measure: " + judged.evidence
        )
    if unread is not None:
        partial = _read_in_part(spec, judged, unread)
        if partial is not None:
            return unverifiable(partial + judged.evidence)
    if spec.kind in ("extreme", "trend") and not _beaten_elsewhere(spec, judged):
        twice = next((k for p in spec.panels if (k := _given_twice(p)) is not None), None)
        if twice is not None and spec.kind == "trend" and spec.relation is None and not _twice_in_slice(spec):
            twice = None  # "Solar rises every quarter" beside Wind's Q2 given twice: Solar's run is one
        if twice is not None and not _twice_beside_extreme(spec) and not _wrong_step_either_way(spec, judged):
            # a reading error or a real conflict: which of the two the order rests on is not known
            return unverifiable(f"{twice} is given two different values in one panel: " + judged.evidence)
    twice = _rests_on_twice(judged)
    if twice is not None and not _wrong_step_either_way(spec, judged):
        # "Diagonal cells stay at or above 0.93" where the diagonal's list says 0.97 and a later
        # bullet 0.00 at one cell: the write-up is at odds with itself there (a cell-conflict)
        return unverifiable(f"{twice} is given two different values in one panel: " + judged.evidence)
    if (
        _BOX_STATISTIC_WORDS.search(spec.text)
        and not _MEDIAN_WORD.search(spec.text)
        and _box_statistic_named(judged) is None
        and _has_box_statistics(spec)
    ):
        # "Two systems reach the maximum rating of 5.0" judged on the medians (the row of the
        # value axis's label, "Rating"), beside rows of the boxes' maxima it was not judged on
        return unverifiable("it speaks of a box's other statistics, and was judged on the medians: " + judged.evidence)
    statistic = _box_statistic_named(judged)
    if statistic is not None and not _BOX_END_WORDS.search(spec.text):
        # "Every median stays below 20" over boxes that also give their minimum and maximum:
        # a box's other statistics are cells of their own, not what the claim bounds
        return unverifiable(f"it rests on a box's {statistic}, which it does not speak of: " + judged.evidence)
    text = spec.text
    heads = [head_of(h.label) for h in headers if not h.is_doc_title]
    if any(head.has("BOX_MARKS") for head in heads):
        return unverifiable("a number under a box's whiskers or outliers is no cell: " + judged.evidence)
    if not _own_label_counts(spec) and any(
        head.opens_on_furniture and head.has("LEGEND", "COLOUR_SCALE", "COLOUR") for head in heads
    ):
        return unverifiable("a number under the legend or the colour scale reads the key: " + judged.evidence)
    if _NEGATION.search(spec.unnamed) and not spec.negated:
        return unverifiable("a negation is not judged: " + judged.evidence)
    if (
        spec.kind in ("value", "range", "threshold")
        and spec.relation != "steps"
        and (_says_difference(text, spec.panels) or _CHANGE_BOUND.search(text))
    ):
        return unverifiable("a number said of a difference is not a value: " + judged.evidence)
    if (
        spec.kind in ("range", "value", "threshold")
        and not any(c.axis == "x" for c in spec.slice)
        and _unread_places(spec)
    ):
        # "Experts 1, 3, and 6 show ~70–90%" where no cell of experts 1, 3 or 6 was read
        return unverifiable("it names places of the x axis that no cell was read at: " + judged.evidence)
    if spec.kind == "range" and CLAIM_SHAPES.DELTA_RANGE.search(text):
        # "moving from 0 to 1000 warmup steps adds between 2.2 and 3.5 BLEU": a range of the
        # changes between cells, not of the cells' values
        return unverifiable("the range is of changes between values, not of the values: " + judged.evidence)
    if spec.kind == "range" and _x_stretch(spec):
        return unverifiable("a stretch of the x axis is not a range of values: " + judged.evidence)
    if spec.kind != "count" and _names_box_parts(spec):
        return unverifiable("a box's spread, quartiles and outliers are not its cells: " + judged.evidence)
    if (spec.kind == "value" and CLAIM_SHAPES.SPREAD_VALUE.search(spec.text)) or _spread_number(spec):
        # "adults have the widest spread (4.5 h)", "the narrowest range, 3.5 hours": the number
        # measures a spread, which no cell holds, whatever the chart is called
        return unverifiable("a number said of a spread or a range is not a cell's value: " + judged.evidence)
    summed = spec.relation in ("sum", "mean", "sum>", "sum<", "stack total")
    if spec.kind != "count" and not summed and CLAIM_SHAPES.SUM.search(text) and not _share_of_the_whole(spec, text):
        return unverifiable("a number said of a sum of cells is not judged: " + judged.evidence)
    if spec.kind != "count" and CLAIM_SHAPES.LABELS.search(text):
        return unverifiable("numbers that label an axis are not values: " + judged.evidence)
    if any(head_of(h.label).has("BOX_MARKS") for h in headers if not h.is_doc_title):
        return unverifiable("said of a box's whiskers or outliers, which are no cells: " + judged.evidence)
    if (
        spec.kind in ("threshold", "count")
        and points_measure(spec) != "x"
        and (unit := _bound_in_x_unit(spec)) is not None
    ):
        # "Fewer than half of all hailstones are larger than 20 mm" over counts per bin of
        # diameters (mm): the bound picks bins by their diameter, not by their counts
        return unverifiable(f"its bound is in {unit!r}, the unit of the x axis, not of the values: " + judged.evidence)
    if spec.kind in ("extreme", "value") and points_measure(spec) != "x" and (unit := _bound_in_x_unit(spec)):
        # "The tallest bin edge is 25 cm" over counts per bin of "Height (cm)": a number in the
        # x axis's unit is a place on it, not a value of the cells
        return unverifiable(f"its number is in {unit!r}, the unit of the x axis, not of the values: " + judged.evidence)
    if spec.kind == "threshold" and _bound_on_x(spec) and points_measure(spec) != "x":
        # "Models >700 tokens/sec score 40–48" over speeds 450–1100 and scores 35–56: the
        # bound picks points by their x, the claim is about their values
        return unverifiable("its bound lies among the x values and outside every cell's: " + judged.evidence)
    scoped_on_x = any(c.axis == "x" for c in spec.slice)
    if spec.kind in ("threshold", "count") and not scoped_on_x and (place := _place_named_on_x(spec)) is not None:
        # "Fewer than 10 responses exceed 500 tokens" over counts per bin of "Tokens": the
        # claim picks bins by a place on the x axis, which the bound alone does not say
        return unverifiable(f"it picks places on the x axis ({place!r}), not judged as a scope: " + judged.evidence)
    if spec.kind in ("extreme", "value", "threshold") and _AXIS_EXTREME.search(text):
        return unverifiable("it speaks of an end of an axis or a scale, not of a cell: " + judged.evidence)
    if spec.kind == "range" and CLAIM_SHAPES.ON_AXIS.search(text):
        return unverifiable("a span said to lie on an axis is the axis's, not the values': " + judged.evidence)
    if spec.kind == "range" and _names_an_axis(spec, panels):
        return unverifiable(
            "a span under an axis's name ('Context Lengths: 60–80') places a region: " + judged.evidence
        )
    if spec.kind == "threshold" and CLAIM_SHAPES.REFERENCE.search(text):
        return unverifiable("a bound said of a reference line is not about the data: " + judged.evidence)
    if _EXCEPTION.search(text) and not spec.excluded:
        return unverifiable("an exception is not judged: " + judged.evidence)
    if spec.kind != "count" and _INCLUSIVE.search(_without_up_to_place(spec, text)) and not spec.inclusive:
        return unverifiable("an inclusive bound is not judged: " + judged.evidence)
    worded = _without_names(spec) if _HEDGE.search(text) else text  # ("Typical is above Nucleus": a name)
    worded = CLAIM_SHAPES.APPEARS_ONLY.sub(" ", worded)  # ("Vent appears only in Large": where it is, no hedge)
    if spec.kind == "comparison" and spec.off_diagonal:
        # "misclassified as B more often than as C": two confusions compared, no hedge
        worded = CLAIM_SHAPES.MORE_OFTEN.sub(" ", worded)
    if spec.kind == "comparison" and spec.value is not None:
        worded = CLAIM_SHAPES.AS_OFTEN_AS.sub(" ", worded)  # ("four times as often as B": a ratio said, no hedge)
    hedge = _HEDGE.search(worded)
    if spec.kind == "trend" and hedge and CLAIM_SHAPES.GENERALLY.fullmatch(hedge.group(0)):
        hedge = _HEDGE.search(_GENERALLY.sub("", worded))  # "generally rises": judged by rank correlation
    if spec.kind == "comparison" and spec.quantifier == "most" and hedge and _MAJORITY.fullmatch(hedge.group(0)):
        hedge = _HEDGE.search(_MAJORITY.sub("", worded))  # "A is generally above B": judged on the majority of pairs
    if (
        spec.kind == "comparison"
        and spec.quantifier == "all"
        and spec.excluded
        and hedge
        and _MAJORITY.fullmatch(hedge.group(0))
    ):
        # "generally higher, with the single exception of 8B": the exceptions it names are all of them
        hedge = _HEDGE.search(_MAJORITY.sub("", worded))
    if spec.kind == "comparison" and spec.quantifier == "all" and hedge and hedge.group(0).casefold() in _LOOKS:
        # "It appears to be consistently higher than B": how it looks, said of every place
        hedge = _HEDGE.search(worded, hedge.end())
    if spec.kind != "count" and hedge:
        return unverifiable("a hedged or local statement is not judged: " + judged.evidence)
    if spec.kind == "range" and _MOST.search(text):
        # "0.5–0.7 in most languages": a range said of the majority, which one cell cannot contradict
        return unverifiable("a range said of most cells is not judged: " + judged.evidence)
    if spec.kind == "extreme" and len(spec.panels) > 1 and _GAPPED_PLACE.search(text):
        # "Weekday rides peak at 10 minutes, weekend rides at 30 minutes": the second clause
        # leaves its verb out, and its place is the second panel's, not the first's
        return unverifiable("a second clause gives another place without its verb: " + judged.evidence)
    if spec.kind == "extreme" and spec.relation != "points" and not spec.each_end and _BOTH_ENDS.search(text):
        return unverifiable("a sentence that names both ends is not judged as one extreme: " + judged.evidence)
    if spec.kind == "extreme" and _LISTED_MEASURES.search(text):
        return unverifiable("an extreme in each of several measures is not judged as one: " + judged.evidence)
    elsewhere = CLAIM_SHAPES.ELSEWHERE.search(text) if spec.kind != "count" else None
    if elsewhere is not None and not _rivals_read(spec, elsewhere) and spec.relation != "margin":
        return unverifiable("a claim about the rest of the cells is not judged: " + judged.evidence)
    if spec.kind != "count" and CLAIM_SHAPES.ONLY_AT.search(text) and not spec.presence and spec.quantifier != "only":
        # "Quill falls under 0.70 only at the largest corpus size": where it holds, and nowhere else
        return unverifiable("a claim that holds only at a place is not judged: " + judged.evidence)
    if (
        spec.kind in ("threshold", "range")
        and CLAIM_SHAPES.THE_ONLY_ONE.search(text)
        and not (spec.negated and spec.inclusive)
    ):
        # "Layer 3, Head 2 (0.47) is the only value in Layers 3 and 4 below 0.5": one cell
        # alone meets the bound, the rest do not; never a bound on every cell of the scope
        return unverifiable("a claim that one alone meets a bound is not judged as a bound on all: " + judged.evidence)
    if (
        spec.kind == "threshold"
        and spec.relation != "panels"  # ("Only half of the lakes reach 30 cm": a count of the panels)
        and CLAIM_SHAPES.ONLY.search(text)
        and not CLAIM_SHAPES.ONLY_HALF.match(text)  # ("Only half of the towns exceed 20%": a count, no one named)
        # ("Only three cells exceed 80%": how many, no one named)
        and not (spec.quantifier == "exactly" and spec.count is not None and CLAIM_SHAPES.ONLY_COUNTED.match(text))
        and not (spec.slice or spec.subject or spec.excluded)
    ):
        # "Only full fine-tuning exceeds 25 GB" where no tick was read for the one it names
        return unverifiable("it is said of the only one that meets it, which no tick was read for: " + judged.evidence)
    if (
        spec.kind in ("threshold", "range", "value")
        and spec.relation != "panels"  # ("half of the cities top 5,000": a verb, no ranked few)
        and CLAIM_SHAPES.RANKED_SUBSET.search(text)
        and not _ranked_read(spec)
    ):
        # "The top three teams are all above 70": the cells of a ranked few, which it does not name
        return unverifiable("it is said of a ranked few it does not name: " + judged.evidence)
    if (
        spec.kind != "count"
        and spec.relation != "leader cells"
        and CLAIM_SHAPES.COUNTED_CELLS.search(text)
        and not _whole_grid_counted(spec, text)
    ):
        # "Exactly three off-diagonal cells reach at least 0.50": a count of cells, not a bound on all
        return unverifiable("a number of cells that meet a bound is not judged: " + judged.evidence)
    if spec.kind == "extreme" and _SEGMENT.search(text) and not _one_stack(spec):
        # '"fair" (34%) - tallest segment' with no bar named: the segments of which bar it compares, it does not say
        return unverifiable(
            "an extreme among segments that names no stack is not judged across stacks: " + judged.evidence
        )
    if spec.kind == "extreme" and spec.relation != "stack total" and _of_whole_stacks(spec, headers):
        # "Beta is the fastest overall at 7 s" over stacks of Load, Compute and Write: the
        # height of Beta's stack, the sum of its segments, which no cell holds
        return unverifiable("in a stacked chart, an extreme said of a whole bar is of its sum: " + judged.evidence)
    if (
        spec.kind == "extreme"
        and CLAIM_SHAPES.NOISE_WORD.search(text)
        and any(CLAIM_SHAPES.CLEANNESS.search(_measure_of(p)) for p in spec.panels)
    ):
        # "the noisiest channel" over signal-to-noise ratios: the least value is the noisiest
        return unverifiable("'noisiest' or 'quietest' of a signal-to-noise ratio run the other way: " + judged.evidence)
    if spec.kind == "extreme" and CLAIM_SHAPES.NOISE_WORD.search(text) and _of_whole_series(spec):
        # "West is the quietest sensor" of lines: how little a line swings, not where its values sit
        return unverifiable("'noisiest' or 'quietest' of a whole series may say how much it varies: " + judged.evidence)
    if spec.kind == "extreme" and _of_whole_series(spec) and _quality_across_measures(spec):
        # "Nimbus 2 is the warmest tent" over spokes Warmth, Weight, Price: a quality no one
        # column holds, not the largest of the row's cells
        return unverifiable(
            "it ranks whole rows by a quality, over columns that measure different things: " + judged.evidence
        )
    if spec.kind == "extreme" and CLAIM_SHAPES.QUALITY.search(text):
        # "Atlas-2 is the best general-purpose choice": a judgement of fitness, not of one value
        return unverifiable("a best choice or fit is a judgement, not a cell: " + judged.evidence)
    changes = spec.relation in ("change>", "change<")  # (two series' changes over the stretch it names)
    if (
        spec.kind in ("range", "threshold", "extreme", "trend", "comparison")
        and spec.relation not in ("step", "plateau")  # (a plateau's stretch is read with it: "after 10k steps")
        and not changes
    ):
        # "after round 20" is not "at round 20": a slice read from such words is no narrower
        start = spec.start if spec.own_start is None else spec.own_start  # (its own predicate)
        if spec.kind == "extreme" and spec.own_start is None:
            start = _past_leading_phase(spec, start)  # ("Initial rise, peak at 2⁵, then decline")
        own = (
            text
            if spec.own_end is None and start == spec.start
            else strip_md(spec.line.raw[start : spec.own_end or spec.end])
        )
        # (the words of a tick it names are no stretch: "Only Late has values above 0.7" of a row Late)
        named_only = spec.unnamed if spec.own_end is None and start == spec.start else own
        closing = CLAIM_SHAPES.TRAILING_END_CLAUSE.search(own)
        if closing is not None and CLAIM_SHAPES.WHOLE_AXIS_WORD.search(own, 0, closing.start()):
            # "higher at every epoch shown, ending about 4.7 points ahead": the end is a second
            # statement; the claim's own scope is the whole axis
            own = own[: closing.start()]
            if (closed := CLAIM_SHAPES.TRAILING_END_CLAUSE.search(named_only or "")) is not None:
                named_only = named_only[: closed.start()]
        if CLAIM_SHAPES.FROM_ONE_END.match(own) and not spec.stretch and not _at_one_tick(spec, own):
            # "From week 3 the count declines every week": from that place on, not the whole axis
            return unverifiable("a claim about part of the x axis is not judged: " + judged.evidence)
        if (
            _x_scope(spec, named_only)
            and not _at_one_tick(spec, own)
            and not _at_an_end(spec, own)
            and not _read(spec, own)
            and not _named_progress(spec, own)
            and not _change_between_ticks(spec, own)
            and not _between_both_ends(spec, own)
        ):
            return unverifiable("a claim about part of the x axis is not judged: " + judged.evidence)
        if _opened_by_stretch(spec):
            # "After epoch 5 the model overfits: train keeps improving while validation drops":
            # a later clause of a sentence that opens on a stretch of the axis is said of it too
            return unverifiable("a later clause of a sentence opening on part of the x axis: " + judged.evidence)
        if any(h.title is None and _STRETCH.search(h.label) for h in headers if not h.is_doc_title):
            return unverifiable("a claim under a header naming part of the axis is not judged: " + judged.evidence)
    if (
        spec.kind == "range"
        and judged.evidence.startswith("the values run from")
        and (spec.approx or CLAIM_SHAPES.BETWEEN.search(text))
    ):
        return unverifiable("values inside an approximate range need not reach its ends: " + judged.evidence)
    if (
        spec.kind == "range"
        and judged.evidence.startswith("the values run from")
        and (CLAIM_SHAPES.SCALE_SENSE.search(text) or (spec.low is not None and spec.low.value == 0))
    ):
        # "Uncertainty scores range from 0 to 4, with higher values indicating greater
        # uncertainty" over cells of 2.7–3.8: the scale the scores are on, which they need not fill
        return unverifiable("a range from zero, or with what its values mean, may be the scale's: " + judged.evidence)
    if (
        spec.kind == "range"
        and spec.low is not None
        and CLAIM_SHAPES.CHANGED.search(strip_md(spec.line.raw[spec.start : spec.low.start]))
    ):
        return unverifiable("the values before and after a change are not a range of values: " + judged.evidence)
    if (
        spec.kind == "value"
        and CLAIM_SHAPES.VS_PAIR.search(text)
        and len(
            {
                str(c.tick)
                for c in (*spec.location, *spec.slice, *spec.subject)
                if isinstance(c, Coord) and c.axis == "y"
            }
        )
        < 2
    ):
        # "… but edges past Osprey on IO (70% vs 66%)": the first value is the clause's subject's,
        # which this clause does not name
        return unverifiable("of two values set against each other, it names the thing of one: " + judged.evidence)
    if (
        spec.kind == "comparison"
        and _SIZED.search(text)
        and (
            CLAIM_SHAPES.SIZE_NOUN.search(text)
            or (judged.verdict == "contradicted" and not CLAIM_SHAPES.AMOUNT_NOUN.search(text))
        )
        and not _BY_AMOUNT.search(text)  # ("smaller than QuAC by 10 thousand": a gap in the values)
    ):
        # "Phi-2 is smaller than Qwen but scores higher", "Base is larger than Tiny": the models'
        # sizes, maybe, not the values; "the Build slice is larger than Deploy's" is the values'
        return unverifiable(
            "'larger' or 'smaller' may speak of the things' sizes, not their values: " + judged.evidence
        )
    if (
        spec.kind == "extreme"
        and (
            CLAIM_SHAPES.STRENGTH.search(text)
            or (
                spec.stat == "max"
                and spec.value is not None
                and spec.value.value < 0
                and _SIZE_SUPERLATIVE.search(text) is not None
            )
        )
        and any(c.value < 0 for p in spec.panels for c in p.cells)
        and not _below_in_size_too(spec, judged)
    ):
        # "The strongest off-diagonal relation is the negative one (-0.71)": the largest in size
        return unverifiable("'strongest' of values of both signs may mean the largest in size: " + judged.evidence)
    if (
        spec.kind == "comparison"
        and judged.verdict == "contradicted"
        and CLAIM_SHAPES.LOSS_COMPARED.search(text)
        and not changes
        and spec.relation != "gap at"  # ("the drop is more pronounced on X": two gaps, in size)
    ):
        # "North loses more mass than South" over balances of -0.8 and -0.5: more of a loss is
        # the lower value when the values are balances, the higher when they are the losses
        return unverifiable("'more' or 'less' of a loss may be the lower or the higher value: " + judged.evidence)
    if (
        spec.kind in ("comparison", "trend")
        and judged.verdict == "contradicted"
        and any(c.value < 0 for _, c in judged.cells)
        and CLAIM_SHAPES.LOSS_NOUN.search(text)
    ):
        # "Losses are higher for Retail compared to Online" over profits of -20 and -5, "Fund B's
        # losses shrink every month" over -8, -6, -3: a loss is compared, or runs, by its size
        said = "compared" if spec.kind == "comparison" else "that grows or shrinks"
        return unverifiable(f"a loss {said} over negative values may be of its size: " + judged.evidence)
    if (
        spec.kind == "value"
        and judged.verdict == "contradicted"
        and spec.value is not None
        and spec.value.value > 0
        and judged.cells
        and all(abs(c.value + spec.value.value) <= 1e-9 * max(1.0, spec.value.value) for _, c in judged.cells)
        and CLAIM_SHAPES.LOSS_WORD.search(text)
    ):
        # "Retail swings from a loss of 2.5 million in Q1" over a cell of -2.5: the size of a loss
        return unverifiable("a loss or fall said by its size, of a negative value: " + judged.evidence)
    if (
        spec.kind in ("range", "threshold", "extreme", "trend", "comparison")
        and judged.verdict == "contradicted"
        and _stretch_of_ticks(spec, text)
    ):
        # "Sales stayed between 400 and 460 from 2018 to 2019": two numeric ticks of the x
        # axis bound a stretch, which was not read as one
        return unverifiable("it names a stretch of the x axis from its ticks: " + judged.evidence)
    if spec.kind == "extreme" and judged.verdict == "contradicted" and _among_named(spec):
        # "M1 has the highest error on QA among M1, M2 and M4": the superlative is taken over
        # the things the list names, which the judgement did not narrow to
        return unverifiable("a superlative among a list of named things is not judged: " + judged.evidence)
    mixed = _mixed_unsliced(spec)
    if mixed is not None and judged.verdict == "contradicted":
        # "Every model charges in 6 hours or less" over columns of km, kg and hours: which
        # column it speaks of, the words do not name
        return unverifiable(f"the cells are of different measures ({mixed}), and it names none of them")
    if spec.kind == "threshold" and _counted_band(spec):
        # "Three regions wait more than 10 days but less than 15": the count is of the cells
        # between the two bounds, which neither bound alone counts or bounds
        return unverifiable("a count of the cells between two bounds is not judged by one of them: " + judged.evidence)
    if (
        spec.kind in ("extreme", "range", "threshold")
        and spec.relation not in ("step", "steps", "gap", "change<")
        and _running_total(spec)
    ):
        # "January was the wettest month, with 82 mm" over cumulative rainfall: what each month
        # adds is a step between cells, no cell
        return unverifiable("the values are running totals, and it speaks of what each adds: " + judged.evidence)
    longer = _named_in_part(spec, judged)
    if longer is not None:
        # "Drug A with physiotherapy gives the fastest recovery, 9.6 days" where the extreme,
        # 9.6, is "Drug A + physio": the name read is the start of the other's, which the
        # sentence may name in its own words
        return unverifiable(f"its value is {longer!r}'s, whose name holds the one read: " + judged.evidence)
    hyphened = _tick_hyphened(spec, judged)
    if hyphened is not None:
        # "Every group has first-dose coverage above 80%" over columns "First dose" and
        # "Booster": the column is named with a hyphen for its space, and was not read as named
        return unverifiable(f"it names {hyphened!r} with a hyphen, and was judged on other ticks: " + judged.evidence)
    ranked = _rank_column_decides(spec, judged)
    if ranked is not None:
        # "Nib has the lowest score, 35.4" over columns ROUGE-L and Rank: a rank is an order, no score
        return unverifiable(f"it rests on {ranked!r}, a column describing the rows: " + judged.evidence)
    apart = _difference_decides(spec, judged)
    if apart is not None:
        # "After caching, /profile is still the fastest endpoint" over Before, After and Change
        # (-145, -8, -170): a change is how far two cells stand apart, no value of the measure
        return unverifiable(f"it rests on {apart!r}, a difference of the other cells: " + judged.evidence)
    if (
        spec.kind == "value"
        and spec.value is not None
        and spec.value.value > 0
        and not spec.value.raw.startswith("+")
        and judged.cells
        and all(abs(c.value + spec.value.value) <= 1e-9 * max(1.0, spec.value.value) for _, c in judged.cells)
    ):
        # "Retirements are the smallest change, 9 people" over a cell of −9: the size of a
        # loss, said without its sign
        return unverifiable("its value is the size of a negative cell, said without the sign: " + judged.evidence)
    if (
        spec.kind == "extreme"
        and _both_signs(spec)
        and (CLAIM_SHAPES.NEGATIVE_NOUN.search(text) or _said_as_size(spec))
    ):
        # "Cost of goods is the largest deduction, at 54 million" over a waterfall of +120 and
        # -54 …: the superlative ranks the negative bars by their size
        return unverifiable("an extreme among negative values said by their size is not judged: " + judged.evidence)
    if spec.kind == "range" and _BAND.search(text) and not _far_beyond_band(spec, judged):
        return unverifiable("a band a value moves around is not a bound: " + judged.evidence)
    if (
        spec.kind == "comparison"
        and not changes
        and stated_quantifier(text) is None
        and not (spec.quantifier == "exactly" and spec.count is not None)  # ("in 4/5 tasks": its extent)
        and not spec.slice
        and not spec.strict
        and spec.endpoint is None
        # two bars of one series, two named points of a scatter, two rows of one column: one pair
        and not all(single_series(p) or one_point_each(p) or single_column(p) for p in spec.panels)
        # two rows of one score beside columns that describe them (Params): one pair
        and not (len(judged.cells) == 2 and measured_once(spec, (judged.cells[0], judged.cells[1])))
    ):
        return unverifiable(
            "a comparison with no stated extent ('at every …', 'consistently') is not judged: " + judged.evidence
        )
    region = _region(spec, headers)
    if region is not None:
        return unverifiable(f"it is said of {region!r}, whose cells it does not name: " + judged.evidence)
    place = _label_place(spec, panels)
    if place is not None and not spec.slice and not spec.subject and spec.kind != "count" and not _located(spec, place):
        return unverifiable(f"it is said of {place!r}, and the claim is not narrowed to that place")
    series = _series_header(headers, panels)
    if series is not None and spec.kind != "count" and not _names_series(spec, series):
        return unverifiable(f"it sits under {series!r}, and the claim is not narrowed to that series")
    if (
        spec.kind == "threshold"
        and spec.value is not None
        and CLAIM_SHAPES.PICKED_ONE.search(strip_md(spec.line.raw[spec.start : spec.value.start]))
        and not _ranked_read(spec)  # ("the lowest three categories": the few, each bounded)
    ):
        # "The smallest model scores below 50%", "the lowest value is under 0.2": a bound on
        # the one the superlative picks out, not on every cell
        return unverifiable("a bound on the one a superlative picks out is not one on every cell: " + judged.evidence)
    if spec.kind == "threshold" and spec.value is not None:
        subject = strip_md(spec.line.raw[spec.start : spec.value.start])
        if (
            (spec.relation == ">" and CLAIM_SHAPES.OWN_MAX.search(subject))
            or (spec.relation == "<" and CLAIM_SHAPES.OWN_MIN.search(subject))
            or CLAIM_SHAPES.OWN_RANKED.search(subject)
        ):
            # "Every algorithm's maximum is above 300", "Alpha peaks above 65": each row's
            # largest cell is past the bound, not every cell
            return unverifiable("a bound on each one's own extreme is not one on every cell: " + judged.evidence)
    if spec.kind == "comparison" and (
        CLAIM_SHAPES.OWN_MAX.search(text) or CLAIM_SHAPES.OWN_MIN.search(text) or CLAIM_SHAPES.OWN_RANKED.search(text)
    ):
        # "Market Square's best month (310) beats Harbour Street's worst month (300)": each
        # side is one series' own extreme, not its cells at each place
        return unverifiable("a comparison of each one's own extreme is not one place by place: " + judged.evidence)
    if spec.kind == "extreme" and CLAIM_SHAPES.A_PEAK.search(text):
        # "a sharp increase between Model 7 and Model 9, reaching a peak around 95%": a peak, one
        # of the curve's, not the highest value
        return unverifiable(
            "'a peak' (or one of several) is one peak of the curve, not its maximum: " + judged.evidence
        )
    if spec.kind == "count" and spec.count is not None and _count_is_a_place(spec):
        # "Both methods start at 0.900 for 16 samples" on an axis "Number of Samples" with a tick 16
        return unverifiable("its number is a place on the x axis, which it names: " + judged.evidence)
    if spec.kind == "count" and (judged.absent or judged.fewer) and ends_in_data:
        return unverifiable("the write-up ends in its data, so what it leaves out may be cut: " + judged.evidence)
    more_rows = judged.verdict == "contradicted" and not judged.absent and _axis_lists_more(spec)
    if spec.kind == "count" and cut and spec.noun != "listed" and not more_rows:
        # (a count against its own list is whole; a labelled list elsewhere is kept in a cut
        # write-up only when something follows it; a cut adds no row the axis lists)
        return unverifiable("the write-up is cut short, so a count cannot be checked: " + judged.evidence)
    stem_named = _series_by_stem(spec, judged)
    if stem_named is not None:
        # "Every warehouse but South ships at least 80%" over Shipped, Delayed and Lost: the
        # verb says the Shipped segment, and the cells that decided it are others'
        return unverifiable(f"it speaks of {stem_named!r} in a word of its own, not every series: " + judged.evidence)
    line_of = _line_of(spec)
    if line_of:
        return unverifiable(f"it is about {line_of!r}, and the claim is not narrowed to it: " + judged.evidence)
    part = _unread_part(spec, judged)
    if part is not None:
        # "English is the best source for transfer to German (79.4)" over ticks "en", "de":
        # the extreme of a part it names, which no tick was read for, and the value is a cell's
        return unverifiable(f"it names {part!r}, which no tick was read for: " + judged.evidence)
    unknown = _unknown_subject(spec, panels)
    if unknown:
        return unverifiable(f"it speaks of {unknown!r}, which no cell, series or panel is called")
    return judged


_STEM = 4  # letters a series' name and a word of the sentence must share to name it so
_LONG_WORD = CLAIM_SHAPES.LONG_WORD
_COUNT_THEN_NOUN = CLAIM_SHAPES.COUNT_THEN_NOUN  # "16 samples"


# a superlative that may speak of size, not of height ("the largest drop, -5"); "highest",
# "noisiest", "warmest" of negative values speak of the value
_SIZE_SUPERLATIVE = CLAIM_SHAPES.SIZE_SUPERLATIVE


# the superlatives of size or merit alone: "the highest", "the best" (of any values)
_PLAIN_SUPERLATIVE = frozenset(
    "highest lowest largest smallest greatest biggest best worst most least maximum max minimum min peak peaks "
    "strongest weakest fastest slowest easiest hardest poorest top tallest shortest longest widest deepest busiest "
    "fullest emptiest modal".split()
)


def _below_in_size_too(spec: Spec, judged: Judgement) -> bool:
    """Whether a maximum said wrong is wrong by size as well: what it names (its value, or its
    cells) is smaller in size than the positive maximum that decided it, so the largest in size,
    which is at least that maximum, is not it either ("the strongest correlation is Temp and
    Wind (0.41)" where Temp and Humidity is 0.62)."""
    if spec.stat != "max" or judged.verdict != "contradicted" or not judged.cells:
        return False
    top = max(c.value for _, c in judged.cells)
    said = [spec.value.value] if spec.value is not None else [c.value for _, c in judged.cells if c.value != top]
    return top > 0 and bool(said) and all(abs(v) < top for v in said)


def _quality_across_measures(spec: Spec) -> bool:
    """Whether an extreme's superlative is a quality ("warmest", "lightest", "cheapest")
    rather than a plain one, judged over a row whose columns are text ticks (attributes or
    spokes that each measure something else)."""
    sup = next((h.group(0).casefold() for h in _SUPERLATIVE_ANY.finditer(spec.text)), None)
    if sup is None or sup in _PLAIN_SUPERLATIVE:
        return False
    return all(len(ticks := axis_keys(p, "x")) >= 2 and all(isinstance(t, str) for t in ticks) for p in spec.panels)


_SUPERLATIVE_ANY = words("MAX", "MIN")


def _of_whole_series(spec: Spec) -> bool:
    """Whether an extreme names series and no place on them ("North is the noisiest sensor"),
    in charts of lines or bars with no colour scale: each it names holds more than one cell."""
    if spec.slice or not spec.location or any(c.axis != "y" for c in spec.location):
        return False
    if any(p.scale is not None for p in spec.panels):
        return False
    return len(select(spec.panels, spec.location)) > 1


def _measure_of(panel: Panel) -> str:
    """The words a panel says its values are: the value axis's and the colour scale's labels, its title."""
    said = [panel.y.label if panel.y else None, panel.scale.label if panel.scale else None, panel.title]
    return " ".join(w for w in said if w)


_TICK_BOUND = CLAIM_SHAPES.TICK_BOUND


# the words a sentence opens on before its subject: "The", "Its", markup
_SUBJECT_OPENING = re.compile(r"[\W_]*(?:(?:the|its|their|overall)\s+)*", re.I)
_FIRST_WORD = CLAIM_SHAPES.GATES_FIRST_WORD


def _subject_of_another_panel(spec: Spec, panels: list[Panel]) -> str | None:
    """The title of the one other panel whose title holds the word a claim opens on, when no
    word of the claim's own panels (titles, axis labels, rows and columns) is that word ("Loss
    falls by 1.00 …" judged on "(b) Validation accuracy" beside "(a) Training loss"); None
    otherwise."""
    other = _another_panel(spec, panels)
    return None if other is None else (other.title or other.id)


# words a claim may open on that name no measure of a panel ("The model …", "The curve …")
_NO_MEASURE = frozenset(
    {"model", "method", "panel", "figure", "chart", "plot", "graph", "value", "result", "data", "line", "bar"}
    | {"curve", "series", "trend", "overall", "both", "all", "each", "this", "that", "it", "there"}
)


def subject_panel(spec: Spec, panels: list[Panel]) -> Panel | None:
    """The one other panel a claim names as its subject, where it is to be judged instead of
    the panel its heading puts it in ("Loss falls by 1.00 …" under "(b) Validation accuracy"
    beside "(a) Training loss": judged on (a)), when the word it opens on is a measure's word
    that panel alone has; None otherwise."""
    other = _another_panel(spec, panels)
    if other is None:
        return None
    text = spec.text
    word = _FIRST_WORD.match(text, _SUBJECT_OPENING.match(text).end())  # type: ignore[union-attr]
    return other if word is not None and stem(word.group(0).casefold()) not in _NO_MEASURE else None


def _another_panel(spec: Spec, panels: list[Panel]) -> Panel | None:
    if len(panels) < 2 or not spec.panels:
        return None
    text = spec.text
    word = _FIRST_WORD.match(text, _SUBJECT_OPENING.match(text).end())  # type: ignore[union-attr]
    if word is None:
        return None
    w = stem(word.group(0).casefold())
    own = set()
    for p in spec.panels:
        own |= content_words(" ".join([p.title or "", p.x.label or "" if p.x else "", p.y.label or "" if p.y else ""]))
        own |= content_words(" ".join(str(k) for a in "xy" for k in axis_keys(p, a)))
    if w in own:
        return None
    others = [p for p in panels if p not in spec.panels and w in content_words(p.title)]
    return others[0] if len(others) == 1 else None


def _numeric_columns(panel: Panel) -> frozenset[float]:
    """The columns of a panel's cells that are numbers, once per panel."""
    cols = panel._memo.get("numeric columns")
    if cols is None:
        cols = panel._memo["numeric columns"] = frozenset(
            float(c.col) for c in panel.cells if isinstance(c.col, (int, float))
        )
    return cols


def _stretch_of_ticks(spec: Spec, text: str) -> bool:
    """Whether the text bounds a part of a numeric x axis by two numbers that are both its
    ticks, and the claim was not narrowed to any place on it."""
    if any(isinstance(c, Coord) and c.axis == "x" for c in (*spec.slice, *spec.location, *spec.subject, *spec.other)):
        return False  # ("doubles from 2 to 4 shards": the two places it compares)
    said = {n.value for n in (spec.value, spec.low, spec.high) if n is not None}
    ticks = set().union(*(_numeric_columns(p) for p in spec.panels))
    for bound in _TICK_BOUND.finditer(text):
        # "with fewer than 16 threads", "above 8 threads": one end of a stretch, at a tick
        try:
            end = float(bound.group("a").replace(",", "").rstrip("."))
        except ValueError:
            continue
        if end in ticks and end not in said:
            return True
    for hit in CLAIM_SHAPES.TICK_STRETCH.finditer(text):
        try:
            ends = [float(hit.group(k).replace(",", "").rstrip(".")) for k in ("a", "b")]
        except ValueError:
            continue
        whole = {min(ticks), max(ticks)} == set(ends) if ticks else False  # ("from 2019 to 2024": all of it)
        if all(e in ticks for e in ends) and not all(e in said for e in ends) and not whole:
            return True
    return False


def _mixed_unsliced(spec: Spec) -> str | None:
    """The axis whose ticks are measures of different units ("Range (km)", "Price ($)") when a
    claim over one panel names none of them, as a short list; else None."""
    if spec.kind not in ("extreme", "threshold", "range", "value", "trend") or len(spec.panels) != 1:
        return None  # ("Passenger numbers grew every year" over passengers, flights and on-time rates)
    panel = spec.panels[0]
    named = {c.axis for c in (*spec.slice, *spec.location, *spec.subject) if isinstance(c, Coord)}
    sliced = {c.axis for c in spec.slice if isinstance(c, Coord)}
    for axis in ("x", "y"):
        if not mixed_measures(panel, axis):
            continue
        if axis not in named or (
            spec.kind == "extreme" and sliced and axis not in sliced and p_values_beside(panel, axis)
        ):
            # (or an extreme of one row taken along the measures: "Garden's coefficient is
            # the smallest" over a row of a coefficient and a p-value)
            return ", ".join(str(t) for t in axis_keys(panel, axis)[:3])
    return None


# a bound, then "but" and another bound with no subject of its own: "more than 10 days but less than 15"
_BOUND = r"(?:(?:less|more|fewer|greater|lower|higher)\s+than|under|over|below|above|exceed\w*|at\s+(?:most|least))"
_BUT_BOUND = re.compile(rf"\b{_BOUND}\b[^.;]*?\bbut\s+(?:(?:stay|remain|fall|sit)\w*\s+)?{_BOUND}\b", re.I)


def _counted_band(spec: Spec) -> bool:
    """Whether a bound sits in a sentence that opens on a count and gives two bounds joined by
    "but": the count is of the cells between them."""
    line = strip_md(spec.line.content)
    if not _BUT_BOUND.search(line):
        return False
    _, rest = leading_label(line)  # ("**Mid-range:** Three regions …": past the label)
    return bool(CLAIM_SHAPES.COUNT_OPENING.match(line, rest))


def _running_total(spec: Spec) -> bool:
    """Whether every panel it speaks of holds running totals (its title, value label or a
    tick says so) and the sentence does not speak of them as such (no word of a total)."""
    if CLAIM_SHAPES.RUNNING.search(spec.text) or CLAIM_SHAPES.IN_RUNNING_TOTAL.search(spec.text):
        return False
    return bool(spec.panels) and all(
        CLAIM_SHAPES.RUNNING.search(
            " ".join(str(t) for t in (p.title, _measure_of(p), *axis_keys(p, "x"), *axis_keys(p, "y")) if t)
        )
        for p in spec.panels
    )


def _named_in_part(spec: Spec, judged: Judgement) -> str | None:
    """The tick of the cell an extreme's stated value is, when the claim was placed at
    another tick whose name that tick's name starts with ("Drug A" of "Drug A + physio");
    None otherwise."""
    if spec.kind != "extreme" or spec.value is None or not spec.location:
        return None
    named = [str(c.tick).casefold() for c in spec.location if isinstance(c, Coord)]
    for _, c in judged.cells:
        if abs(c.value - spec.value.value) > 1e-9 * max(1.0, abs(spec.value.value)):
            continue
        for key in (c.row, c.col):
            own = str(key).casefold() if key is not None else ""
            if any(own != n and own.startswith(n) and not own[len(n)].isalnum() for n in named if n):
                return str(key)
    return None


def _tick_hyphened(spec: Spec, judged: Judgement) -> str | None:
    """A tick of several words the sentence writes joined by hyphens ("first-dose" for "First
    dose", "In-person" for "In person") and the claim does not name, when the contradiction
    rests on cells of another tick of its axis; None otherwise."""
    if judged.verdict != "contradicted":
        return None
    text = spec.line.raw[spec.start : spec.end].casefold()
    if "-" not in text:
        return None
    named = {
        tick_key(k.tick) for k in (*spec.slice, *spec.location, *spec.subject, *spec.other) if isinstance(k, Coord)
    }
    for panel in spec.panels:
        for axis in ("x", "y"):
            for tick in axis_keys(panel, axis):
                if not isinstance(tick, str) or " " not in tick.strip() or tick_key(tick) in named:
                    continue
                joined = "-".join(tick.split()).casefold()
                at = text.find(joined)
                if at < 0 or (at > 0 and text[at - 1].isalnum()):
                    continue
                others = {
                    tick_key(c.col if axis == "x" else c.row)
                    for p, c in judged.cells
                    if p is panel and tick_key(c.col if axis == "x" else c.row) != tick_key(tick)
                }
                if others:
                    return tick
    return None


def _rank_column_decides(spec: Spec, judged: Judgement) -> str | None:
    """The column of ranks whose cells decided a contradiction the claim does not name it in
    (an order beside the measured columns is no value of theirs)."""
    if judged.verdict != "contradicted":
        return None
    ranks = {c.col for _, c in judged.cells if isinstance(c.col, str) and CLAIM_SHAPES.RANK_COLUMN.fullmatch(c.col)}
    if not ranks:
        return None
    rank = sorted(ranks)[0]
    named = any(
        isinstance(k, Coord) and k.tick in ranks for k in (*spec.slice, *spec.location, *spec.subject, *spec.other)
    )
    # (named, and decided by ranks alone: "Pen has the best rank" is judged on the ranks; a rank
    # set against a score, "the highest ROUGE-L and ranks first", is not)
    mixed = any(c.col not in ranks for _, c in judged.cells)
    if (not named or mixed) and _wrong_without(spec, ranks):
        return None  # ("Pup scores highest" over Params and Accuracy: Pup is not highest in Accuracy either)
    return rank if not named or mixed else None


def _difference_decides(spec: Spec, judged: Judgement) -> str | None:
    """The series whose cells decided a contradiction though each of them is the difference
    of two other series at its place ("Change" = After - Before, a "### Comparison" list of
    -145, -8, -170 under Before and After), when the claim does not name it nor speak of
    differences: an extreme or a bound of the measure is no claim about how far its cells
    stand apart."""
    if judged.verdict != "contradicted" or spec.kind not in ("extreme", "threshold", "range"):
        return None
    if head_of(spec.text).has("DIFFERENCE"):  # ("the largest change is …": said of them)
        return None
    named = {
        tick_key(k.tick) for k in (*spec.slice, *spec.location, *spec.subject, *spec.other) if isinstance(k, Coord)
    }
    found: dict[tuple[str, bool], set[object]] = {}
    for panel, c in judged.cells:
        for key, rows in ((c.row, True), (c.col, False)):
            if key is None or tick_key(key) in named:
                continue
            if (panel.id, rows) not in found:
                found[panel.id, rows] = _differences(panel, rows)
            if tick_key(key) in found[panel.id, rows]:
                return str(key)
    return None


_MAX_DIFFERENCE_SERIES = 12  # series compared pairwise for a difference series (a table's few columns)


def _differences(panel: Panel, rows: bool) -> set[object]:
    """The series of a panel that are the difference of two series given before them (once per
    panel and side: every pair is compared, so only in a panel of a few series; a "Change"
    column sits beside two or three measures, never among hundreds)."""
    memo = "differences of rows" if rows else "differences of columns"
    if memo not in panel._memo:
        by_series = _by_series(panel, rows)
        small = len(by_series) <= _MAX_DIFFERENCE_SERIES
        panel._memo[memo] = {k for k in by_series if _difference_of_two(k, by_series)} if small else set()
    return panel._memo[memo]  # type: ignore[no-any-return]


def _by_series(panel: Panel, rows: bool) -> dict[object, dict[object, float]]:
    """A panel's values by row (or by column), then by the other key."""
    out: dict[object, dict[object, float]] = {}
    for c in panel.cells:
        a, b = (c.row, c.col) if rows else (c.col, c.row)
        out.setdefault(tick_key(a), {})[tick_key(b)] = float(c.value)
    return out


def _difference_of_two(key: object, by_series: dict[object, dict[object, float]]) -> bool:
    """Whether the series `key` holds, at two places or more, the difference of two series
    given before it, at each place (to the rounding of the values)."""
    own = by_series.get(tick_key(key), {})
    if len(own) < 2 or len(by_series) < 3:
        return False
    # (of two series given before it: with Change = After - Before, Before = After - Change
    # too, but Before is given first, a measure)
    order = list(by_series)
    earlier = order[: order.index(tick_key(key))]
    others = [by_series[k] for k in earlier if own.keys() <= by_series[k].keys()]
    return any(
        all(abs(v - (a[p] - b[p])) <= 0.01 * max(abs(a[p]), abs(b[p]), 1.0) for p, v in own.items())
        for a in others
        for b in others
        if a is not b
    )


def _wrong_without(spec: Spec, columns: set[str]) -> bool:
    """Whether an extreme that names its rows is wrong on the cells outside `columns` too: the
    rows it names hold none of their extreme ("Pup scores highest" where Wolf's accuracy is)."""
    if spec.kind != "extreme" or spec.stat not in ("max", "min") or spec.value is not None:
        return False
    rows = {str(k.tick) for k in spec.location if isinstance(k, Coord) and k.axis == "y"}
    if not rows:
        return False
    for p in spec.panels:
        pool = [c for c in p.cells if not (isinstance(c.col, str) and c.col in columns)]
        if not pool:
            return False
        best = max(c.value for c in pool) if spec.stat == "max" else min(c.value for c in pool)
        if any(str(c.row) in rows and c.value == best for c in pool):
            return False
    return True


def _both_signs(spec: Spec) -> bool:
    """Whether the panels it speaks of hold values of both signs."""
    signs: set[int] = set().union(*(_signs(p) for p in spec.panels))
    return -1 in signs and 1 in signs


def _signs(panel: Panel) -> frozenset[int]:
    """The signs of a panel's values (-1, 0, 1), once per panel."""
    signs = panel._memo.get("signs")
    if signs is None:
        signs = panel._memo["signs"] = frozenset((c.value > 0) - (c.value < 0) for c in panel.cells)
    return signs


def _said_as_size(spec: Spec) -> bool:
    """Whether the number it gives is positive and the size of a negative cell ("the smallest
    deduction (5 million)" over a cell of -5)."""
    if spec.value is None or spec.value.value <= 0:
        return False
    said = spec.value.value
    return any(abs(c.value + said) <= 1e-9 * max(1.0, said) for p in spec.panels for c in p.cells)


def _series_by_stem(spec: Spec, judged: Judgement) -> str | None:
    """The series a bound or range claim names by a word built on its name ("ships" of
    Shipped, "solve" of Solved) when the cells that contradict it belong to other series."""
    if spec.kind not in ("threshold", "range") or not judged.cells:
        return None
    if any(c.axis == "y" for c in spec.slice) or spec.subject:
        return None
    words = {loose(w) for w in _LONG_WORD.findall(spec.text)}
    said = loose(spec.text)
    for panel in spec.panels:
        stems = _row_stems(panel)
        if stems is None:
            continue
        # the rows whose stem opens a word of the sentence, looked up by the word's prefixes
        candidates = {row for w in words for k in range(_STEM, len(w) + 1) for row in stems.get(w[:k], ())}
        named = sorted(
            # (a name written whole, "Pocket Jet" too: the reader's; each candidate is a named row)
            row
            for row in candidates
            if not (loose(row) in words or (" " in row and loose(row) in said))
        )
        for row in named:
            if any(c.row != row for _, c in judged.cells):
                return row
    return None


def _row_stems(panel: Panel) -> dict[str, list[str]] | None:
    """A panel's named rows by their stems (a name less its last three letters, at least
    _STEM long), once per panel; None for fewer than two named rows."""
    if "row stems" not in panel._memo:
        rows = _text_rows(panel)
        stems: dict[str, list[str]] | None = None
        if len(rows) >= 2:
            stems = {}
            for row in rows:
                stem = loose(row)[: max(_STEM, len(loose(row)) - 3)]
                if len(stem) >= _STEM:
                    stems.setdefault(stem, []).append(row)
        panel._memo["row stems"] = stems
    return panel._memo["row stems"]  # type: ignore[no-any-return]


def _text_rows(panel: Panel) -> list[str]:
    """A panel's rows that are names, sorted, found once per panel."""
    rows = panel._memo.get("text rows")
    if rows is None:
        rows = panel._memo["text rows"] = sorted({str(c.row) for c in panel.cells if isinstance(c.row, str)})
    return rows


def _count_is_a_place(spec: Spec) -> bool:
    """Whether a count's number is a tick of an x axis whose label holds the word counted
    ("16 samples" beside "Number of Samples n" ticked 16, 32, 48): a place, not how many."""
    for m in _COUNT_THEN_NOUN.finditer(spec.text):
        if int(m.group(1)) != spec.count:
            continue
        word = m.group(2).casefold()
        for p in spec.panels:
            if p.x is None or not p.x.label:
                continue
            label_words = {w.rstrip("s") for w in content_words(p.x.label)}
            ticks = {float(t) for t in p.x.ticks if isinstance(t, (int, float))}
            if word.rstrip("s") in label_words and float(spec.count) in ticks:
                return True
    return False


# the unit word right after a bound: "20 mm", "20mm", "300 t/day"
_UNIT_AFTER = CLAIM_SHAPES.GATES_UNIT_AFTER


def _bound_in_x_unit(spec: Spec) -> str | None:
    """The unit written right after a bound when it is the unit of the x axis of every panel
    judged and no label of their values has it ("larger than 20 mm" over a histogram of
    "Diameter (mm)" with counts as values): the bound is on places, not on values."""
    if spec.value is None or not spec.panels:
        return None
    after = _UNIT_AFTER.match(spec.line.raw, spec.value.end)
    if after is None:
        return None
    unit = after.group(1).casefold()
    for p in spec.panels:
        x_unit = CLAIM_SHAPES.SHORT_LABEL_UNIT.search(p.x.label or "") if p.x is not None else None
        if x_unit is None or x_unit.group(1).strip().casefold() != unit:
            return None
        if bars_along_x(p):
            return None  # horizontal bars: the x axis is the one of the values
        value_names = [p.y.label if p.y is not None else None, p.scale.label if p.scale is not None else None]
        value_names += sorted({str(c.row) for c in p.cells if isinstance(c.row, str)})
        if any(n and unit in n.casefold() for n in value_names):
            return None
    return after.group(1)


def _across_the_other_way(spec: Spec) -> bool:
    """Whether a trend names a direction across the drawing ("from left to right": along x;
    "top to bottom": along y) other than the axis it was judged along."""
    hit = CLAIM_SHAPES.ACROSS.search(spec.text)
    if hit is None:
        return False
    said = "x" if hit.group("h") else "y"
    return said != (spec.axis or "x")


def _place_named_on_x(spec: Spec) -> str | None:
    """A number of the claim other than its bound, written with a word of the x axis's
    label or its unit ("500 tokens" on an x axis "Tokens"), when the values are not named by
    that word: the claim speaks of part of the x axis ("… exceed 500 tokens")."""
    if spec.value is None or not spec.panels:
        return None
    for n in spec.line.nums_in(spec.start, spec.end):
        if n.start == spec.value.start:
            continue
        after = _UNIT_AFTER.match(spec.line.raw, n.end)
        if after is None:
            continue
        word = after.group(1).casefold().rstrip("s")
        for p in spec.panels:
            if p.x is None or not p.x.label:
                break
            unit = CLAIM_SHAPES.SHORT_LABEL_UNIT.search(p.x.label)
            x_words = {w.rstrip("s") for w in content_words(p.x.label)} | (
                {unit.group(1).strip().casefold().rstrip("s")} if unit else set()
            )
            value_names = [p.y.label if p.y is not None else None, p.scale.label if p.scale is not None else None]
            if word not in x_words or any(v and word in v.casefold() for v in value_names):
                break
        else:
            return f"{n.raw}{after.group(0)}"
    return None


def _bound_on_x(spec: Spec) -> bool:
    """Whether a threshold's bound lies within the numeric x values of its panels (their
    ticks and the cells' columns) and beyond every cell's value: a condition on x."""
    if spec.value is None:
        return False
    bound = spec.value.value
    values = [c.value for p in spec.panels for c in p.cells]
    xs = [
        float(t)
        for p in spec.panels
        for t in [*(p.x.ticks if p.x else []), *(c.col for c in p.cells)]
        if isinstance(t, (int, float))
    ]
    if not values or len(xs) < 2:
        return False
    return min(xs) <= bound <= max(xs) and not min(values) <= bound <= max(values)


def _beaten_elsewhere(spec: Spec, judged: Judgement) -> bool:
    """Whether a plain extreme ("The single busiest cell is Level 1 on Tuesday") is
    contradicted by a cell beyond the one it names, neither of them a cell given two values:
    whatever a doubly given cell holds, the one named is not the extreme."""
    if spec.kind != "extreme" or spec.relation is not None or spec.points or judged.verdict != "contradicted":
        return False
    if len(judged.cells) != 2:
        return False
    return not any((tick_key(c.row), tick_key(c.col)) in _doubled_keys(p) for p, c in judged.cells)


def _doubled_keys(panel: Panel) -> frozenset[tuple[object, object]]:
    """Every (row, col) key of the panel that holds two different values (once per panel)."""
    cached = panel._memo.get("doubled keys")
    if cached is None:
        seen: dict[tuple[object, object], float] = {}
        doubled = set()
        for c in panel.cells:
            key = (tick_key(c.row), tick_key(c.col))
            if key in seen and abs(seen[key] - c.value) > 1e-9:
                doubled.add(key)
            seen.setdefault(key, c.value)
        cached = panel._memo["doubled keys"] = frozenset(doubled)
    return cached


def _given_twice(panel: Panel) -> str | None:
    """The first (row, col) key of the panel that holds two different values ("[Ours, 128]"
    read as 1.8 and as 1.7), once per panel; None when every key holds one value."""
    if "given twice" not in panel._memo:
        seen: dict[tuple[object, object], float] = {}
        found = None
        for c in panel.cells:
            key = (tick_key(c.row), tick_key(c.col))
            if key in seen and abs(seen[key] - c.value) > 1e-9:
                found = f"[{c.row}, {c.col}]" if c.row is not None else f"[{c.col}]"
                break
            seen.setdefault(key, c.value)
        panel._memo["given twice"] = found
    return panel._memo["given twice"]  # type: ignore[no-any-return]


def _twice_in_slice(spec: Spec) -> bool:
    """Whether a key given two different values lies in the part of the panels a claim speaks
    of, its slice (a plain trend of one series, whose runs are its slice's, runs the same
    whatever another series' doubled cell holds)."""
    for p in spec.panels:
        values: dict[tuple[object, object], set[float]] = {}
        for _, c in select([p], spec.slice):
            values.setdefault((tick_key(c.row), tick_key(c.col)), set()).add(c.value)
        if any(len(v) > 1 for v in values.values()):
            return True
    return False


def _twice_beside_extreme(spec: Spec) -> bool:
    """Whether an extreme over whole panels is the same whichever value a key given twice
    holds: every value given to such a key lies strictly inside the extreme of the others, so
    neither is the extreme, nor is the place the claim names if it is that key ("Room D is the
    warmest, 4.6 °C on Tuesday" where [Room B, Tue] is read as 3.8 and 3.4)."""
    if spec.kind != "extreme" or spec.stat not in ("max", "min") or spec.relation or spec.pooled:
        return False
    for p in spec.panels:
        values: dict[tuple[object, object], set[float]] = {}
        for _, c in select([p], spec.slice):  # (the extreme of the part it speaks of: "on Tuesday")
            values.setdefault((tick_key(c.row), tick_key(c.col)), set()).add(c.value)
        twice = {k for k, v in values.items() if len(v) > 1}
        if not twice:
            continue
        others = [next(iter(v)) for k, v in values.items() if k not in twice]
        if not others:
            return False
        edge = max(others) if spec.stat == "max" else min(others)
        doubled = [x for k in twice for x in values[k]]
        if not all((x < edge) if spec.stat == "max" else (x > edge) for x in doubled):
            return False
    return True


def _wrong_step_either_way(spec: Spec, judged: Judgement) -> bool:
    """Whether a strict trend ("grows steadily every year") is contradicted by a step between
    two ticks whatever value each holds where the write-up gives a tick two ("Video 2021" as
    52 and as 55, then 49 in 2022: a fall from either)."""
    if spec.kind != "trend" or not spec.strict or judged.verdict != "contradicted" or len(judged.cells) != 2:
        return False
    (p, a), (q, b) = judged.cells
    if p is not q:
        return False
    key_a, key_b = (tick_key(a.row), tick_key(a.col)), (tick_key(b.row), tick_key(b.col))
    if key_a == key_b:
        return False  # (the two values of one tick: which is right is the question)
    given = _values_by_key(p)
    before, after = given.get(key_a, [a.value]), given.get(key_b, [b.value])
    return min(before) > max(after) if spec.rising else max(before) < min(after)


# the words that name a box's statistics other than its median (one list for both patterns)
_BOX_STATISTICS = r"min(?:imum|ima)?|max(?:imum|ima)?|q[13]|quartiles?|percentiles?|whiskers?"
_BOX_END_WORDS = re.compile(
    rf"\b(?:{_BOX_STATISTICS}|lowest\s+value|highest\s+value|ends?|extremes?|ranges?|spans?|reach(?:es)?)\b",
    re.I,
)
_BOX_STATISTIC_WORDS = re.compile(rf"\b(?:{_BOX_STATISTICS})\b", re.I)


_MEDIAN_WORD = CLAIM_SHAPES.MEDIAN_WORD


def _has_box_statistics(spec: Spec) -> bool:
    """Whether a panel of the claim gives a box's statistics besides its medians (a row "Q1", "Maximum")."""
    return any(
        isinstance(c.row, str) and BOX_STATISTIC_ROW.fullmatch(c.row.strip()) for p in spec.panels for c in p.cells
    )


def _box_statistic_named(judged: Judgement) -> str | None:
    """The first box statistic other than a median ("Maximum", "Q3") whose row a judgement
    rests on, or None."""
    for _, c in judged.cells:
        if isinstance(c.row, str) and BOX_STATISTIC_ROW.fullmatch(c.row.strip()):
            return c.row
    return None


def _rests_on_twice(judged: Judgement) -> str | None:
    """The first cell a judgement rests on whose (row, col) its panel gives another value too,
    as "[row, col]"; None when each holds one value."""
    for p, c in judged.cells:
        values = _values_by_key(p).get((tick_key(c.row), tick_key(c.col)), ())
        if any(abs(v - c.value) > 1e-9 for v in values):
            return f"[{c.row}, {c.col}]" if c.row is not None else f"[{c.col}]"
    return None


def _values_by_key(panel: Panel) -> dict[tuple[object, object], list[float]]:
    """The values a panel gives each (row, col), indexed once per panel (a claim on every
    cell of a big grid asks for each of the cells it rests on)."""
    index = panel._memo.get("values by key")
    if index is None:
        index = {}
        for o in panel.cells:
            index.setdefault((tick_key(o.row), tick_key(o.col)), []).append(o.value)
        panel._memo["values by key"] = index
    return index


_SEGMENT = words("PART")  # grammars/claims.lark


def _ranked_read(spec: Spec) -> bool:
    """Whether a bound said of a ranked few ("the lowest three categories have counts below
    25") was read over exactly those few's cells (ranked.ranked_few): named, or worked out."""
    hit = RANKED_FEW.search(spec.line.raw, spec.start, spec.end)
    k = count_value(hit.group("k")) if hit is not None else None
    if spec.kind != "threshold" or hit is None or k is None or len(spec.panels) != 1 or not spec.slice:
        return False
    ticks = ranked_few(spec.panels[0], hit.group("end"), k)
    return ticks is not None and {str(c.tick) for c in spec.slice if c.axis == "x"} == {str(t) for t in ticks}


def _one_stack(spec: Spec) -> bool:
    """Whether an extreme among segments is taken within one stack: the claim names the
    column (bar) it is in, says in which ones ("in every bar"), or each panel is one stack."""
    if stated_quantifier(spec.text) is not None:
        return True
    if any(isinstance(c, Coord) and c.axis == "x" for c in (*spec.location, *spec.slice, *spec.subject)):
        return True
    return all(len({str(c.col) for c in p.cells}) <= 1 for p in spec.panels)


_STACKED_CHART = words("STACKED_CHART")  # grammars/claims.lark
_WHOLE_STACK = words("WHOLE_STACK")


def _of_whole_stacks(spec: Spec, headers: tuple[Header, ...]) -> bool:
    """Whether an extreme under a stacked chart's title speaks of whole stacks ("the slowest
    overall", "the tallest bar", "in all") and of no segment."""
    if not _WHOLE_STACK.search(spec.text) or _SEGMENT.search(spec.text):
        return False
    return any(_STACKED_CHART.search(h.label) for h in headers) or any(
        _STACKED_CHART.search(p.title or "") for p in spec.panels
    )


def _own_label_counts(spec: Spec) -> bool:
    """Whether a count stands on a line with a label of its own, not the legend's ("* **Data
    series:** Four lines" after the legend's entries): what it counts is that label's."""
    label = leading_label(spec.line.content)[0]
    return spec.kind == "count" and label is not None and not head_of(label).has("LEGEND", "COLOUR_SCALE", "COLOUR")


# the nouns of what a cell holds: "values above 42" bounds the values, not what they are of
_VALUE_NOUNS = VALUE_NOUNS


def _named_words(panels: list[Panel]) -> set[str]:
    """The words of the panels' titles ("BBH" of "Gemma-7B | BBH"): "BBH scores" names a
    panel's values, no part of them."""
    return set().union(*(_title_words(p.title) for p in panels))


def _title_words(title: str | None) -> set[str]:
    """The words of a title, and their singulars ("Passenger numbers" names the values of
    "Ferry Passengers per Month")."""
    said = {w.casefold() for w in CLAIM_SHAPES.SUBJECT_WORD.findall(title or "")}
    return said | {stem(w) for w in said}


def _measured(panels: list[Panel]) -> set[str]:
    """The singular nouns of what the panels' cells hold: generic ones and the words of the
    value axis and the colour scale."""
    words = set(_VALUE_NOUNS)
    for p in panels:
        words |= content_words(p.scale.label if p.scale is not None else None)
        words |= content_words(p.y.label if p.y is not None and categorical(p) else None)
    return words


def _without_names(spec: Spec) -> str:
    """The claim's text with the ticks it was read with blanked (a series called "Typical"
    is no hedge)."""
    chars = list(spec.line.raw[spec.start : spec.end])
    for a, b in _own_spans(spec)[: len(chars)]:
        for i in range(max(a - spec.start, 0), min(b - spec.start, len(chars))):
            chars[i] = " "
    return strip_md("".join(chars))


def _rivals_read(spec: Spec, hit: re.Match[str]) -> bool:
    """Whether "the other methods" of a comparison was read as every series but its subject
    ("pass@k outperforms the other methods": the rivals are its other side)."""
    at = spec.line.raw.find(hit.group(0), spec.start)
    # ("… and 5–10 points in the other benchmarks": every category the sentence did not name)
    return at >= 0 and any(isinstance(c, Coord) and c.start <= at < c.end for c in (*spec.other, *spec.slice))


def _coords(spec: Spec) -> list[Coord]:
    """The ticks the claim was read with."""
    coords = (*spec.subject, *spec.other, *spec.location, *spec.slice, *spec.excluded)
    return [c for c in coords if isinstance(c, Coord)]


_LIGHT_EXTREME = CLAIM_SHAPES.LIGHT_EXTREME
_LIGHT_MEASURE = CLAIM_SHAPES.LIGHT_MEASURE
_THICK_EXTREME = CLAIM_SHAPES.THICK_EXTREME
_THICK_MEASURE = CLAIM_SHAPES.THICK_MEASURE


def _values_measure(spec: Spec, measure: re.Pattern[str] = _LIGHT_MEASURE) -> bool:
    """Whether the values of the claim's panels measure what `measure` names (light: lux,
    brightness; a thickness): their scale's, value axis's or panel's title, or the write-up's title,
    says so."""
    said = [t for p in spec.panels for t in (p.scale.label if p.scale else None, p.y.label if p.y else None, p.title)]
    return any(measure.search(t) for t in [*said, spec.title] if t)


def _own_spans(spec: Spec) -> list[tuple[int, int]]:
    """Where the ticks the claim was read with and the numbers it states stand."""
    coords = (*spec.subject, *spec.other, *spec.location, *spec.slice, *spec.excluded)
    spans = [(c.start, c.end) for c in coords if isinstance(c, Coord)]
    if _DOMINATED.search(spec.text):
        # "dominated by Oak, with smaller contributions from Elm": the words of the claim, no restriction
        spans += [h.span() for h in _MINOR_PART.finditer(spec.line.raw, spec.start, spec.end)]
    spans += [(n.start, n.end) for n in spec.stated]  # ("above 40% but below 50%": both bounds its own)
    return spans + [(n.start, n.end) for n in (spec.value, spec.low, spec.high) if n is not None]


_MINOR_PART = words("MINOR_PART")
_DOMINATED = words("DOMINATED")


def counts_grid_cells(text: str) -> bool:
    """Whether a clause opens on a count of a grid's cells ("Only three cells", "Two
    off-diagonal cells"): a count of them, reported as one."""
    return CLAIM_SHAPES.GRID_CELLS_COUNTED.match(text) is not None


def _whole_grid_counted(spec: Spec, text: str) -> bool:
    """Whether a threshold counts the cells of one whole grid, or of the whole of its diagonal
    or of what lies off it ("Only three cells exceed 80%", "Two off-diagonal cells reach 5 or
    more"): how many cells meet the bound, nothing else picked, judged as a count of them."""
    return (
        spec.kind == "threshold"
        and spec.quantifier == "exactly"
        and spec.count is not None
        and len(spec.panels) == 1
        and not (spec.slice or spec.subject or spec.excluded)
        and (
            CLAIM_SHAPES.GRID_CELLS_COUNTED.match(text) is not None
            or _one_series_counted(spec.panels[0], spec.title, text)
        )
    )


# the things a count at a clause's start counts: "Only two models exceed 80%" ("vision models")
_COUNTED_NOUN = CLAIM_SHAPES.COUNTED_NOUN


def _one_series_counted(panel: Panel, title: str, text: str) -> bool:
    """Whether a count opens the clause and counts the items of a panel of one series, one
    value each ("Only two models exceed 80%" over a bar per model, the noun a word of its axis
    or of its or the write-up's title): how many of its cells meet the bound, and no group it
    could be said in."""
    hit = _COUNTED_NOUN.match(text)
    # ("two vision models", "two models exceed": either word may be the noun)
    return hit is not None and one_series_items(panel, title, {w for w in hit.group("adj", "noun") if w})


def _read_in_part(spec: Spec, judged: Judgement, unread: Unread) -> str | None:
    """Why a contradiction is no proof when its panels were read in part: it rests on what
    the read cells lack, or a number it states stands on a data line not read."""
    if judged.absent and any(unread.partly_read(p) for p in spec.panels):
        return "the panel is given in part (ticks with no value, or data lines not read): "
    if spec.kind not in ("extreme", "value", "range", "threshold"):
        return None  # (the number of a comparison is a gap or a ratio, no cell's)
    if spec.panels and all(_full_grid(p) for p in spec.panels):
        return None  # every row and column of a grid listed, each pair given: no cell is left to be unread
    for n in (spec.value, spec.low, spec.high):
        if n is not None and unread.holds(spec.panels, n.value, tolerance(n, spec.approx, _TOL), spec.line.number):
            return f"{n.raw.strip()} stands on a data line that was not read: "
    return None


_TOL = Tolerances()


def _full_grid(panel: Panel) -> bool:
    """Whether the panel is a grid (rows and columns both ticks the write-up lists, no series
    over a value axis) with a value at every pair: "(1.00 for most cells)" on a line not read
    restates its cells and holds none it lacks."""
    if categorical(panel) or panel.x is None or not panel.x.ticks or panel.y is None or not panel.y.ticks:
        return False
    rows = {tick_key(c.row) for c in panel.cells}
    cols = {tick_key(c.col) for c in panel.cells}
    pairs = {(tick_key(c.row), tick_key(c.col)) for c in panel.cells}
    return (
        bool(pairs)
        and len(pairs) >= len(rows) * len(cols)
        # each listed tick has its cells ("1–5", the span the axis line gives, is no tick of its own)
        and all(tick_key(t) in cols or CLAIM_SHAPES.TICK_SPAN.fullmatch(str(t)) for t in panel.x.ticks)
        and all(tick_key(t) in rows or CLAIM_SHAPES.TICK_SPAN.fullmatch(str(t)) for t in panel.y.ticks)
    )


# a part of a grid named by its look or place, not by ticks ("Region 1", "a cluster of high
# scores", "the top-left corner")
_REGION = CLAIM_SHAPES.GATES_REGION


# "at the larger batch sizes", "for the remaining models": a part of an axis it does not name
_PART = CLAIM_SHAPES.GATES_PART


def _part_listed(spec: Spec) -> bool:
    """Whether the part of the axis a claim speaks of is followed by a bracket that lists
    its ticks ("at smaller batch sizes (128 and 256)"): every place it was read with stands
    in that bracket, so the bracket says which ones."""
    raw = spec.line.raw
    part = _PART.search(raw, spec.start, spec.end)
    opened = CLAIM_SHAPES.LISTED_AFTER.match(raw, part.end()) if part else None
    if opened is None:
        return False
    close = raw.find(")", opened.end(), spec.end)
    places = [c for c in spec.slice if isinstance(c, Coord) and not c.spread]
    return close > 0 and bool(places) and all(opened.end() <= c.start and c.end <= close for c in places)


def _region(spec: Spec, headers: tuple[Header, ...]) -> str | None:
    """The words naming a region of a grid that the claim or a header over it speaks of,
    when the claim does not name the ticks of that region on both axes (a range over "Region
    1" is about its cells, which no tick picks out)."""
    if spec.kind not in ("range", "threshold", "extreme", "trend", "comparison"):
        return None
    if {c.axis for c in spec.slice if isinstance(c, Coord) and not c.spread} == {"x", "y"}:
        return None
    part = _PART.search(spec.text)
    if part and not _part_listed(spec):
        return part.group(0)  # "at the larger batch sizes": which ones, it does not say
    own = spec.text[: drawn.start()] if (drawn := CLAIM_SHAPES.DRAWN_AT.search(spec.text)) else spec.text
    for text in (own, *(h.label for h in reversed(headers) if not h.is_doc_title)):
        for hit in _REGION.finditer(text):
            word = loose(CLAIM_SHAPES.IN_REGION.sub("", hit.group(0).casefold()))
            if any(word in n for p in spec.panels for n in _names(p)[1]):
                continue  # (a chart of sales by region names its regions)
            if CLAIM_SHAPES.CATEGORY_NOUN.search(text[: hit.start()]):
                continue  # "the fastest region", "in every region": a category, not a part of a grid
            return hit.group(0)
    return None


_SUPERLATIVE = words("MAX", "MIN")
# "finish", "start", "at the end": words that name an end of the x axis, which an "at epoch 5"
# in the same clause pins to one tick (unlike "after", "until", "from", "plateaus")
_END_WORD = re.compile(vocab("AXIS_END"))  # grammars/claims.lark
_AT_TICK = CLAIM_SHAPES.AT_TICK


# what a sentence opens on before its words: a list marker, a number, a bold label and its colon
_SENTENCE_MARK = re.compile(r"\s*(?:[-*+•]\s+|\d+[.)]\s+)?")
_SENTENCE_END = CLAIM_SHAPES.SENTENCE_END


_LOOKAHEAD = 8  # characters past a claim's start that _SENTENCE_END may look at ('**"T')


def _opened_by_stretch(spec: Spec) -> bool:
    """Whether the claim is a later clause of a sentence that opens on a stretch of the x
    axis ("After epoch 5 the model overfits: train keeps improving while validation drops")."""
    raw = spec.line.raw
    start = spec.start if spec.own_start is None else spec.own_start
    begin = 0
    for hit in _SENTENCE_END.finditer(raw, 0, start + _LOOKAHEAD):
        if hit.end() <= start:  # (the capital after a sentence's end may be the claim's own first)
            begin = hit.end()
    mark = _SENTENCE_MARK.match(raw, begin)
    opens = [mark.end() if mark else begin]
    label = CLAIM_SHAPES.SENTENCE_LABEL.match(raw, opens[0])
    if label:
        opens.append(label.end())  # ("**Overfitting**: after epoch 5, …")
    # (a clause that is the sentence's start had its own words looked at)
    return any(
        start > at + 2 and CLAIM_SHAPES.OPENING_STRETCH.match(strip_md(raw[at:start]).lstrip()) is not None
        for at in opens
    )


def _past_leading_phase(spec: Spec, start: int) -> int:
    """Where an extreme's own clause starts when the sentence tells the course phase by phase
    and only the first phase, before the comma, carries an x-scope word ("Initial rise, peak at
    2⁵, then decline"): "initial" scopes the rise, not the peak, which is the whole curve's."""
    hit = CLAIM_SHAPES.LEADING_PHASE.match(spec.line.raw, start, spec.end)
    return hit.end() if hit else start


def _at_one_tick(spec: Spec, own: str) -> bool:
    """Whether the x-scope words of a clause only name an end of the axis ("finish", "start")
    and the clause says at which tick ("… finish between 0.70 and 0.75 at epoch 5"): the slice
    it was read with is then exactly the stretch it speaks of."""
    xs = [c for c in spec.slice if c.axis == "x" and not c.spread]
    if len({str(c.tick) for c in xs}) != 1:
        return False
    if not all(_END_WORD.fullmatch(m.group(0)) for m in CLAIM_SHAPES.X_SCOPE.finditer(own)):
        return False
    raw = spec.line.raw
    return any(_AT_TICK.search(raw[max(spec.start, c.start - 30) : c.start]) for c in xs)


# the x-scope words a stretch is read from ("after ~60 steps": the ticks past 60)
_STRETCH_WORD = CLAIM_SHAPES.STRETCH_WORD


# words of a course along a numeric axis: "plateaus", "converges", "saturation"
_PROGRESS = ("stabili", "plateau", "converg", "saturat", "settle", "level")


def _axis_lists_more(spec: Spec) -> bool:
    """Whether a count of rows (columns) is below the names its axis lists, which are more
    than the cells give: what a cut write-up leaves out are cells, never listed names."""
    if spec.noun not in ("rows", "columns") or spec.count is None or len(spec.panels) != 1:
        return False
    p = spec.panels[0]
    ax = p.y if spec.noun == "rows" else p.x
    if ax is None or not ax.ticks or not all(isinstance(t, str) for t in ax.ticks):
        return False
    given = {tick_key(c.row if spec.noun == "rows" else c.col) for c in p.cells}
    return len(given) < len(ax.ticks) and spec.count < len(ax.ticks)


def _named_progress(spec: Spec, own: str) -> bool:
    """Whether the x-scope words of a clause are all words of a course ("saturation") and
    every panel's cells stand at names, which have no course: they name what is measured
    ("Maths shows the highest saturation" over bars of domains), not a stretch of the axis."""
    hits = [m.group(0) for m in CLAIM_SHAPES.X_SCOPE.finditer(own)]
    if not all(h.casefold().startswith(_PROGRESS) for h in hits):
        return False
    return all(p.cells and all(isinstance(c.col, str) for c in p.cells) for p in spec.panels)


# the x-scope words that open the first end of a change said between two ticks ("from round 2")
_FROM_TICK = CLAIM_SHAPES.FROM_TICK
# a change's two ends said by their ticks: "from epoch 1 to epoch 10", "from step 2 to 4"
_FROM_TO_TICKS = CLAIM_SHAPES.FROM_TO_TICKS
# those words right before the stretch they open: "From epoch |50 to 200|"
_OPENS_STRETCH = CLAIM_SHAPES.OPENS_STRETCH
# a gap of two things, whose change a number may be ("the gap narrows by 0.06", "its lead shrinks")
_GAP_NOUN = CLAIM_SHAPES.GAP_NOUN


def _change_between_ticks(spec: Spec, own: str) -> bool:
    """Whether a gap is said of one series between two ticks of the x axis that the clause
    names ("Alpha rises by 0.09 from round 2 to round 3"): its only x-scope words open the
    first of those two ends, where it is judged, not a stretch beyond them."""
    if spec.kind != "comparison" or spec.relation != "diff" or spec.quantifier is not None:
        return False
    if spec.value is None or spec.value.percent or _GAP_NOUN.search(own):
        return False  # ("by 8%": points or a share; "the gap narrows by 0.06": a change of a gap)
    if CLAIM_SHAPES.PER_STEP.match(spec.line.raw, spec.value.end):
        return False  # ("by 0.04 per round from round 1 to round 4": a rate, not the change)
    ends = [*spec.subject, *spec.other]
    if len(ends) != 2 or not all(isinstance(c, Coord) and c.axis == "x" for c in ends):
        return False
    if any(c.spread for c in ends) and not _FROM_TO_TICKS.search(spec.line.raw, spec.start, spec.end):
        return False  # (the ends of an area, "over ratios 0.2-0.4", unless said "from epoch 1 to epoch 10")
    return all(_FROM_TICK.fullmatch(m.group(0)) for m in CLAIM_SHAPES.X_SCOPE.finditer(own))


# the course on either side of a peak or a trough: "peaks at epoch 20 before easing off"
_COURSE_BESIDE = CLAIM_SHAPES.COURSE_BESIDE


def _x_scope(spec: Spec, text: str) -> bool:
    """Whether the text holds an x-scope word, a peak's "before easing off" aside."""
    return any(
        not (spec.kind == "extreme" and _COURSE_BESIDE.match(text, m.start()))
        for m in CLAIM_SHAPES.X_SCOPE.finditer(text)
    )


def _between_both_ends(spec: Spec, own: str) -> bool:
    """Whether a bound or a course is said over a stretch given by both its ends, each a tick
    ("From epoch 50 to 200 the loss stays between 0.1 and 0.2"), and its only x-scope words
    open that stretch: the slice it was read with (every tick from one end to the other) is
    then exactly what it speaks of."""
    if spec.kind not in ("range", "threshold") or spec.excluded:
        return False
    xs = [c for c in spec.slice if c.axis == "x"]
    spans = {(c.start, c.end) for c in xs}
    if len(xs) < 2 or len(spans) != 1 or any(c.axis != "x" for c in spec.slice):
        return False
    (a, b), raw = next(iter(spans)), spec.line.raw
    if not (spec.start <= a < b <= spec.end) or not _STRETCH.search(raw[a:b]):
        return False
    scope = list(CLAIM_SHAPES.X_SCOPE.finditer(own))
    opened = _OPENS_STRETCH.search(raw, spec.start, a)
    return opened is not None and bool(scope) and all(_FROM_TICK.fullmatch(m.group(0)) for m in scope)


def _read(spec: Spec, own: str) -> bool:
    """Whether the x-scope words of a clause only bound the stretch it was read with."""
    said = own[: m.start()] if (m := CLAIM_SHAPES.READING_CLAUSE.search(own)) else own
    if not any(c.axis == "x" for c in spec.slice):
        return False  # ("between ~10^-2 and 10^-1 after iteration 100": no stretch of x was read)
    return spec.stretch and all(_STRETCH_WORD.fullmatch(m.group(0)) for m in CLAIM_SHAPES.X_SCOPE.finditer(said))


def _names_series(spec: Spec, series: str) -> bool:
    """Whether the claim was read as about the series a header over it names ("It starts lower
    than B", "Plateaus at 30 for epochs 3–5" under "**Red Line (SR)**"), or compares with it,
    or is said at it ("Average > Min" at the group "#### Model A" names, on either axis)."""
    said = [c for c in (*spec.subject, *spec.other, *spec.location, *spec.slice) if isinstance(c, Coord)]
    key = loose(series)
    return any(
        loose(str(c.tick)) and (loose(str(c.tick)) == key or loose(str(c.tick)) in _bracketed(series)) for c in said
    )


def _bracketed(title: str) -> set[str]:
    """The loose names a header gives: itself, before its brackets, and in them ("Red Line (SR)");
    after the label that numbers it ("Line 2: Plain (Purple)")."""
    bare = CLAIM_SHAPES.PARENS.sub(" ", title)
    return {
        loose(title),
        loose(bare),
        loose(bare.rsplit(":", 1)[-1]),
        *(loose(x) for x in CLAIM_SHAPES.NAME_NOTE.findall(title)),
        *(loose(x) for x in heading_spelled(title)),  # ("3.3 Parallel Tempering (8 particles/group) (Purple)")
    }


def _at_an_end(spec: Spec, own: str) -> bool:
    """Whether a comparison read as said at one end of the x axis ("starts lower than B")
    has no x-scope word but the end word it was read from."""
    return spec.endpoint is not None and all(
        _END_WORD.fullmatch(m.group(0)) for m in CLAIM_SHAPES.X_SCOPE.finditer(own)
    )


_LOOKS = frozenset(("appears", "appear", "seems", "seem"))  # hedges of how a chart looks, not of how often
_GENERALLY = words("GENERALLY")
# "generally above", "largely below": a comparison said of most pairs (judge: the majority)
_MAJORITY = words("MOST_PAIRS")


def _unread_places(spec: Spec) -> bool:
    """Whether the claim names numbered places by the x axis's word ("Experts 1, 3, and 6"
    with the x axis "Experts"), none of which is a column of a cell of its panels."""
    for p in spec.panels:
        words = content_words(p.x.label if p.x else None)
        for m in CLAIM_SHAPES.NUMBERED_PLACES.finditer(spec.text):
            if m.group(1).casefold().rstrip("s") not in {w.rstrip("s") for w in words}:
                continue
            said = {float(n) for n in CLAIM_SHAPES.NUMBER.findall(m.group(2))}
            cols = {float(c.col) for c in p.cells if isinstance(c.col, (int, float))}
            if said and not said & cols:
                return True
    return False


def _among_named(spec: Spec) -> bool:
    """Whether the claim ranks "among" a list that names two or more ticks of its panels (a
    subset of the things ranked, or all of them: either way, the judgement was not narrowed)."""
    for hit in CLAIM_SHAPES.AMONG.finditer(spec.text):
        said = {w.casefold() for w in CLAIM_SHAPES.IN_AMONG_NAMED.findall(hit.group("list"))}
        ticks = {str(t).casefold() for p in spec.panels for c in p.cells for t in (c.row, c.col) if isinstance(t, str)}
        if len(said & ticks) >= 2:
            return True
    return False


def _x_stretch(spec: Spec) -> bool:
    """Whether the range follows the x axis's own name: "across layers (0–30 for Llama-3-8B,
    0–80 for Llama-3-70B)", "over epochs 0–50" name a stretch of the axis, not values (and
    "over epochs 2–4, SGD stays between 58 and 64" gives its values after the stretch)."""
    panels = spec.panels
    words = {
        w
        for p in panels
        if p.x is not None and p.x.label
        for w in CLAIM_SHAPES.IN_X_STRETCH.findall(p.x.label.casefold())
    }
    if not words or spec.low is None:
        return False
    stretch = _axis_stretch("|".join(re.escape(w.rstrip("s")) for w in sorted(words)))
    low = spec.low.start
    return any(hit.start() <= low < hit.end() + 12 for hit in stretch.finditer(spec.line.raw, spec.start, spec.end))


@lru_cache(maxsize=1024)  # bounded: a corpus brings new axis names without end
def _axis_stretch(name: str) -> re.Pattern[str]:
    """ "epochs 0–50", "over layers (from 0 to 30)" for the x axis words `name` (an
    alternation), compiled once per axis name, not per range claim."""
    return re.compile(rf"\b(?:{name})s?\s*\(?\s*(?:from\s+)?[-−]?\d[\d.,]*\s*(?:[-–—]|to\b)", re.I)


def _says_difference(text: str, panels: list[Panel]) -> bool:
    """Whether a word of the text speaks of a change between values ("saves", "gap"), and
    is not the name of what the panel measures ("a speed-up of 2.5" in a "Speed-up" panel)."""
    for hit in _DIFFERENCE.finditer(text):
        word = loose(hit.group(0))
        # ("for speedups 6–11" on an axis "Speedup": its places, by the plural of its name)
        one = word[:-1] if len(word) > 4 and word.endswith("s") else word
        if not any(word and (word in n or one in n) for p in panels for n in _names(p)[1]):
            return True
    return False


def _names(panel: Panel) -> tuple[set[str], set[str], set[str]]:
    """The loose names of a panel's text rows, of everything in it a claim may name
    (title, rows, columns, axis and scale labels), and of its cells' rows and columns and
    its axes' ticks; once per panel (panels do not change after interpretation)."""
    cached = panel._memo.get("gate_names")
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    rows = {loose(c.row) for c in panel.cells if isinstance(c.row, str)}
    keys = {loose(str(c.row)) for c in panel.cells} | {loose(str(c.col)) for c in panel.cells}
    names = set(keys)
    keys |= {loose(str(t)) for ax in (panel.x, panel.y) if ax is not None for t in ax.ticks}  # (a row with no cells)
    names |= {loose(t or "") for t in (panel.title, panel.x and panel.x.label, panel.y and panel.y.label)}
    names.add(loose(panel.scale.label or "") if panel.scale is not None else "")
    names.discard("")
    keys.discard("")
    panel._memo["gate_names"] = (rows, names, keys)
    return rows, names, keys


def _number_of_name(spec: Spec) -> str | None:
    """The name of a tick the claim was read with whose note in brackets holds the number a
    value or an extreme states ("Phone (n=1,204)"); None otherwise."""
    if spec.kind not in ("value", "extreme") or spec.value is None:
        return None
    said = float(spec.value.value)
    for c in _coords(spec):
        if not isinstance(c.tick, str):
            continue
        notes = " ".join(CLAIM_SHAPES.NAME_NOTE.findall(c.tick))  # (in a note of the name, not "Size 12")
        for n in CLAIM_SHAPES.NAME_NUMBER.findall(notes):
            try:
                held = float(n.replace(",", ""))
            except ValueError:
                continue
            if abs(held - said) <= 1e-9 * max(1.0, abs(said)):
                return c.tick
    return None


# a plural noun right after a number: what it counts ("20,000 visitors", "1,850 homes")
_COUNTED_AFTER = CLAIM_SHAPES.COUNTED_AFTER
# plural nouns of a measure's unit, not of things counted ("3 seconds", "12 points")
_MEASURE_NOUNS = UNIT_WORDS | frozenset(
    "points times degrees weeks months years decades dollars euros pounds cents percent units miles feet inches "
    "litres liters watts kilowatts bits bytes".split()
)


def _counts_other_things(spec: Spec) -> str | None:
    """The number and noun of a value or extreme that counts things the panels do not
    measure (the noun is no word of what they measure), when the number is an order of
    magnitude beyond every cell of them (a bound's number: beyond every cell at all, "pass@1
    over 164 problems" over rates of 30-64); None otherwise."""
    if spec.kind not in ("value", "extreme", "threshold") or spec.value is None or spec.value.percent:
        return None
    if spec.relation == "steps":
        return None  # ("never loses more than 6 names in a year": a bound on each step, which no cell is)
    hit = _COUNTED_AFTER.match(spec.line.raw, spec.value.end)
    if hit is None:
        return None
    noun = hit.group("noun")
    if noun.casefold() in _MEASURE_NOUNS:
        return None
    said = abs(float(spec.value.value))
    if said > 100 and spec.panels and all(shares(p) for p in spec.panels):
        # "Email handles roughly 5,200 tickets" over the shares of a pie of support tickets: a
        # count of the things shared, which no share can be
        return f"{spec.value.raw.strip()} {noun}"
    # (a sample's size in the title counts things, no measure)
    measured = _measured(spec.panels) | _title_words(CLAIM_SHAPES.SAMPLE_NOTE.sub(" ", spec.title or ""))
    for p in spec.panels:
        measured |= content_words(_measure_of(p))
    if loose(noun) in measured or loose(noun[:-1]) in measured:
        return None
    said = abs(float(spec.value.value))
    values = [abs(float(c.value)) for p in spec.panels for c in p.cells]
    apart = 1.0 if spec.kind == "threshold" else _APART
    if not values or not (min(values) >= apart * said or max(values) * apart <= said):
        return None
    return f"{spec.value.raw.strip()} {noun}"


_APART = 10.0  # a number this many times beyond every cell, or every cell beyond it, is of another measure


def _value_elsewhere(spec: Spec, panels: list[Panel]) -> str | None:
    """The cell of another panel that holds the value a contradicted extreme or value states,
    under a name the claim gives (its row or column), when the claim was judged on panels
    that do not include it; None otherwise."""
    if spec.kind not in ("extreme", "value") or spec.value is None or len(panels) < 2:
        return None
    judged = {id(p) for p in spec.panels}
    coords = [c for c in [*spec.location, *spec.slice] if isinstance(c, Coord)]
    names = {tick_key(c.tick) for c in coords}
    rows = {tick_key(c.tick) for c in coords if c.axis == "y"}
    cols = {tick_key(c.tick) for c in coords if c.axis == "x"}
    said, t = spec.value.value, tolerance(spec.value, spec.approx, Tolerances())
    for p in panels:
        if id(p) in judged:
            continue
        for c in p.cells:
            if abs(float(c.value) - float(said)) > t:
                continue
            if rows and cols:
                # a row and a column named: the same place in the other panel, or none
                hit = tick_key(c.row) in rows and tick_key(c.col) in cols
            else:
                hit = tick_key(c.row) in names or tick_key(c.col) in names
            if hit:
                return f"{p.title or p.id} [{c.row}, {c.col}] = {c.value}"
    return None


def _far_beyond_band(spec: Spec, judged: Judgement) -> bool:
    """Whether a band a value is said to move around over a stretch ("fluctuates between 0
    and 0.3 until episode 150") is contradicted by a cell beyond it by half the band's width
    or more (0.45 over 0–0.3): a swing that far is no fluctuation within it, however loosely
    the band was read; a cell just past an end (0.33) may be a wobble the band was drawn
    around, and is not judged."""
    if judged.verdict != "contradicted" or judged.absent or spec.low is None or spec.high is None:
        return False
    if not spec.stretch:
        # (only a band held over a stretch its words bound, "until episode 150": a band said
        # of a place not read, "**2000-2001:** at around 5 to 8", would be judged on every cell)
        return False
    lo, hi = spec.low.value, spec.high.value
    width = hi - lo
    if width <= 0 or not judged.cells:
        return False
    value = judged.cells[0][1].value
    beyond = lo - value if value < lo else value - hi
    return beyond >= width / 2 - 1e-9 * max(1.0, abs(width))


def _without_up_to_place(spec: Spec, text: str) -> str:
    """The claim's text less an "up to" followed by the last x place the trend was judged
    over ("rises at every step up to minute 40" over minutes 0 to 40): the end of the
    stretch, not an inclusive bound on values. So too a band or a bound held "up to episode
    150" over the numbered x places before it: 150 is a tick of every panel, the end of the
    stretch the values were taken over, no bound on them."""
    placed = [c.tick for c in (*spec.location, *spec.slice) if isinstance(c, Coord) and c.axis == "x"]
    if spec.kind in ("range", "threshold") and placed:
        numbered = [float(t) for t in placed if isinstance(t, (int, float))]
        for hit in CLAIM_SHAPES.UP_TO_PLACE.finditer(text):
            n = float(hit.group("n"))
            if (
                len(numbered) == len(placed)
                and max(numbered) <= n
                and all(n in {float(k) for k in axis_keys(p, "x") if isinstance(k, (int, float))} for p in spec.panels)
            ):
                text = text.replace(hit.group(0), " ", 1)
        return text
    if spec.kind != "trend":
        return text
    for hit in CLAIM_SHAPES.UP_TO_PLACE.finditer(text):
        n = float(hit.group("n"))
        ends = [
            max(float(k) for k in keys)
            for keys in (
                [t for t in placed if isinstance(t, (int, float))]
                if placed
                else [k for k in axis_keys(p, "x") if isinstance(k, (int, float))]
                for p in spec.panels
            )
            if keys
        ]
        if ends and all(e == n for e in ends) and len(ends) == len(spec.panels):
            text = text.replace(hit.group(0), " ", 1)
    return text


# "Graz peaks in Q3", "Lyon reaches its peak in Q2": where the named panel's own values peak
_PEAKS_AT = CLAIM_SHAPES.GATES_PEAKS_AT


def _merit_across_measures(spec: Spec, judged: Judgement, panels: list[Panel]) -> str | None:
    """The measure of a panel a contradicted extreme of merit ("the worst on both measures")
    rests on, in a write-up of two or more panels, when that measure is not one where more
    is known to be better (accuracy, revenue, …): None otherwise."""
    if spec.kind != "extreme" or len(panels) < 2 or not CLAIM_SHAPES.MERIT.search(spec.text):
        return None
    for p, _ in judged.cells:
        measure = _measure_of(p)
        if not _HIGHER_BETTER.search(measure):
            return repr(p.title or measure)
    return None


_HIGHER_BETTER = words("HIGHER_BETTER")


def _sensed(spec: Spec, judged: Judgement, names: Names) -> str | None:
    """The name of a judged cell's row or column that a key to the chart gives a direction
    ("a higher Weight score means a lighter boot": "Weight"), for a contradicted extreme."""
    if spec.kind != "extreme" or not names.senses:
        return None
    for _, cell in judged.cells:
        for key in (cell.row, cell.col):
            if isinstance(key, str) and content_words(key) & names.senses:
                return key
    return None


# the noun right after a superlative: "the highest yield", "sells the fewest scoops"
_SUPERLATIVE_NOUN = CLAIM_SHAPES.SUPERLATIVE_NOUN


def _own_words(panel: Panel) -> set[str]:
    """The singular words of everything in a panel a claim may name: its title, axis and
    scale labels, ticks, rows and columns (once per panel)."""
    cached: set[str] | None = panel._memo.get("own words")
    if cached is None:
        said: list[str | None] = [panel.title, panel.x.label if panel.x else None, panel.y.label if panel.y else None]
        said += [panel.scale.label if panel.scale is not None else None]
        said += [str(t) for ax in (panel.x, panel.y) if ax is not None for t in ax.ticks]
        said += list({str(k) for c in panel.cells for k in (c.row, c.col)})
        cached = panel._memo["own words"] = set().union(*(content_words(w) for w in said if w))
    return cached


def _other_measure(spec: Spec, panels: list[Panel], names: Names, unread: Unread | None) -> str | None:
    """The noun a contradicted extreme's superlative names ("the highest yield"), when it is
    none of the judged panels' words but a word of what another panel measures (its title or
    value axis) or, in a write-up read in part, of an axis line of it; None otherwise."""
    if spec.kind != "extreme":
        return None
    hit = _SUPERLATIVE_NOUN.search(spec.text)
    if hit is None:
        return None
    noun = hit.group("noun")
    word = stem(noun.casefold())
    if word in _VALUE_NOUNS or any(word in _own_words(p) for p in spec.panels):
        return None
    if all(p.title is None for p in spec.panels) and word in content_words(spec.title):
        return None  # (the one panel the write-up's title names)
    others = [p for p in panels if all(p is not q for q in spec.panels)]
    if any(word in content_words(f"{p.title or ''} {p.y.label if p.y else ''}") for p in others):
        return noun
    partly = unread is not None and bool(unread.values)
    return noun if partly and names.measured(noun, []) else None


def _across_panels(spec: Spec, panels: list[Panel]) -> str | None:
    """The category an extreme is taken across panels at ("Nova has the highest Timeout
    rate" over one pie per agent, Nova one of them): the claim names its one panel and a
    category that other panels hold too; None otherwise."""
    if spec.kind != "extreme" or len(spec.panels) != 1 or len(panels) < 2 or not spec.location:
        return None
    own = spec.panels[0]
    if not own.title or loose(own.title) not in loose(spec.text):
        return None
    sliced = {c.axis for c in spec.slice}
    if sliced and all(c.axis not in sliced for c in spec.location):
        # "At Temperature 0.6, Model X peaks at Top-p 0.7": the place within one row of the
        # panel it names, not a category compared across the panels
        return None
    if any(CLAIM_SHAPES.PEAKS_IN.search(spec.line.raw, max(0, c.start - 40), c.start) for c in spec.location):
        return None  # "Lake Kallio's ice peaks in February": where its own values peak, in its panel
    for c in spec.location:
        key = loose(str(c.tick))
        if _PEAKS_AT.search(spec.line.raw, max(spec.start, c.start - 40), c.start):
            continue  # ("Graz peaks in Q3": the place of its own peak, no category compared)
        if key and any(p is not own and key in _names(p)[2] for p in panels):
            return str(c.tick)
    return None


def _series_header(headers: tuple[Header, ...], panels: list[Panel]) -> str | None:
    """The name of a series the claim sits under ("**MMMU (Red):**" over "Trend: rising"):
    a row of the cells, or a header that says how its series is drawn, cells or none ("**Z
    (Blue)**:" over "Flat at ~0.41–0.44" speaks of Z, never of the other series)."""
    rows: _Rows | None = None
    for h in reversed(headers):
        if h.is_doc_title:
            continue
        name = loose(h.title or h.label)
        if name:
            rows = rows or _rows(panels)
            if rows.meets(name) or _drawn_series(h.label):
                return h.title or h.label
    return None


# a note at the end of a header: "Lu (Orange Line)", "Variant Z (Blue):"
_END_NOTE = CLAIM_SHAPES.END_NOTE


def _drawn_series(label: str) -> bool:
    """Whether a header ends on a note of how its series is drawn ("Lu (Orange Line)"), or
    opens on one with the series' name in brackets after it ("Dashed Teal (Lu-2 & Lu-3)"); a
    chart's note ("Results (bar chart)") is none."""
    plain = strip_md(label)
    m = _END_NOTE.search(plain)
    opening = plain.split("(", 1)[0] if "(" in plain else ""
    for note in (m.group(1) if m else "", opening):
        words = CLAIM_SHAPES.LOWER_WORD.findall(note.casefold())
        if words and all(w in MARK_WORDS or is_colour_word(w) for w in words):
            return True
    return False


def _names_an_axis(spec: Spec, panels: list[Panel]) -> bool:
    """Whether the claim's item is labelled with an axis's name ("Context Lengths:" with y
    called "Context Length"), a plural or not."""
    label, _ = leading_label(spec.line.content)
    if label is None:
        return False
    key = loose(label).removesuffix("s")
    return bool(key) and any(
        a is not None and a.label and loose(a.label).removesuffix("s") == key for p in panels for a in (p.x, p.y)
    )


def _label_place(spec: Spec, panels: list[Panel]) -> str | None:
    """The leading label of the claim's item when it names a row or a column of the data
    ("**Entity Attr.:** The pink bar is the shortest": shortest within Entity Attr.)."""
    label, _ = leading_label(spec.line.content)
    if label is None:
        return None
    key, words = loose(label), _words(label)
    # the panel's names are memoised: a set lookup, not a scan of every cell for each claim
    return label if any(key in _names(p)[2] or _keys_by_words(p).meets(words) for p in panels) else None


def _located(spec: Spec, label: str) -> bool:
    """Whether the claim places itself at the tick its label names, and nowhere else ("**Tern**:
    Lowest median": the label is where the extreme is, not what it is taken within; not
    "**North:** The Control bar is the shortest", which places it at Control too)."""
    keys = {loose(label), loose(CLAIM_SHAPES.PARENS.sub(" ", label))}  # ("**Traditional (Blue Line):**": Traditional)
    return bool(spec.location) and all(loose(str(c.tick)) in keys for c in spec.location)


def _words(text: str) -> str:
    """The words of a name, lower case, one space between ("k=5: Two points" -> "k 5 two points")."""
    return " ".join(CLAIM_SHAPES.IN_WORDS.findall(strip_md(text).casefold()))


class _WordNames:
    """Names as their words, asked whether one starts with the words of a label or is the
    start of them ("**k=5:**" over a row read as "k=5: Two data points"): a bisection and a
    look-up per word of the label, not a scan of every name."""

    __slots__ = ("names", "ordered")

    def __init__(self, names: set[str]) -> None:
        self.names = {n for n in names if n}
        self.ordered = sorted(self.names)

    def meets(self, words: str) -> bool:
        if not words:
            return False
        at = bisect_left(self.ordered, words)
        if at < len(self.ordered) and (self.ordered[at] == words or self.ordered[at].startswith(words + " ")):
            return True
        parts = words.split(" ")
        return any(" ".join(parts[:k]) in self.names for k in range(1, len(parts)))


def _keys_by_words(panel: Panel) -> _WordNames:
    """_WordNames of the panel's rows and columns (once per panel)."""
    cached = panel._memo.get("gate_key_words")
    if cached is None:
        keys = {str(c.row) for c in panel.cells} | {str(c.col) for c in panel.cells}
        keys |= {str(t) for ax in (panel.x, panel.y) if ax is not None for t in ax.ticks}
        cached = panel._memo["gate_key_words"] = _WordNames({_words(k) for k in keys})
    return cached


def _line_of(spec: Spec) -> str | None:
    """The leading label of the claim's item when it names a row or a column ("Row -10") and
    the claim was read with nothing to narrow it to: judged over every cell, it is no proof."""
    if spec.slice or spec.subject or spec.location or spec.kind == "count":
        return None
    label, _ = leading_label(spec.line.content)
    if label is None or not _in_label_sentence(spec, label):
        return None
    return label if CLAIM_SHAPES.LINE_LABEL.fullmatch(label.strip(" *_`")) else None


class _Rows:
    """The loose names of the text rows of every panel, asked whether one equals a name,
    starts with it, or starts it, without a scan of every row (a write-up of thousands of
    series asks once for each of its claims)."""

    __slots__ = ("lengths", "names", "ordered")

    def __init__(self, names: set[str]) -> None:
        self.names = {r for r in names if r}
        self.ordered = sorted(self.names)
        self.lengths = sorted({len(r) for r in self.names})

    def meets(self, name: str) -> bool:
        """Whether a row equals `name`, starts with it or starts it."""
        at = bisect_left(self.ordered, name)
        if at < len(self.ordered) and self.ordered[at].startswith(name):
            return True  # the least row not below `name` starts with it, if any row does
        return any(name[:k] in self.names for k in self.lengths if k <= len(name))


def _rows(panels: list[Panel]) -> _Rows:
    """_Rows of the document's panels, once per document (kept on its first panel)."""
    if not panels:
        return _Rows(set())
    memo = panels[0]._memo
    if memo.get("gate_rows_of") != len(panels):
        memo["gate_rows"] = _Rows({r for p in panels for r in _names(p)[0]})
        memo["gate_rows_of"] = len(panels)
    rows: _Rows = memo["gate_rows"]
    return rows


def _in_label_sentence(spec: Spec, label: str) -> bool:
    """Whether the claim is in the sentence the item's label opens ("**Bar (2B):** starts at
    0.15, …, and reaches 0.33 at step 100": its every clause), not in a later one."""
    at = spec.line.offset + len(label) + 4
    if spec.start <= at or not CLAIM_SHAPES.IN_IN_LABEL_SENTENCE.search(spec.line.raw[at : spec.start]):
        return True
    # a later sentence that speaks of the label's things again: "**Tokens A and B:** These
    # tokens are darkest. The values are approximately 0.9 to 1.0."
    return CLAIM_SHAPES.BACK_TO_LABEL.match(spec.line.raw, spec.start, spec.end) is not None


def _unknown_subject(spec: Spec, panels: list[Panel]) -> str | None:
    """The leading label of the claim's item ("East: 52 to 60") when nothing is called so."""
    if spec.slice or spec.subject or spec.kind == "count":
        return None
    label, _ = leading_label(spec.line.content)
    if label is None or is_structural(label) or not _in_label_sentence(spec, label):
        return None
    if spec.kind == "value" and _located_after_label(spec, label):
        # "3. **Final values**: Baseline reaches 0.742 at 160k steps": the sentence names its
        # own series and place; the label only says what kind of remark follows
        return None
    if spec.kind == "extreme" and _SUPERLATIVE.search(label):
        return None  # "**Best configuration:** Lion with 2,000 steps": the label says what is claimed
    if _RANK_LABEL.fullmatch(strip_md(label).strip(" :")):
        return None  # "**Second Largest:** Food accounts for 26.0%": where the thing it names ranks
    if spec.kind == "extreme" and CLAIM_SHAPES.MODE_LABEL.fullmatch(strip_md(label).strip(" :")):
        return None  # "**Mode**: The tallest bar is 20–30 minutes": the label says what is claimed
    if spec.kind in ("range", "threshold") and _SPAN_LABEL.fullmatch(strip_md(label).strip(" :")):
        return None  # "**Range**: Every bin holds between 5 and 60": the label says what is claimed
    if (spec.on_diagonal or spec.off_diagonal or spec.relation == "diagonal") and _DIAGONAL.search(label):
        return None  # "**Diagonal Dominance:** the diagonal cells are all 1.00": the cells it is about
    if spec.kind in ("range", "threshold", "value") and CLAIM_SHAPES.LABEL_NAMES_SOME.search(label):
        # '**Tokens "a", "b" and "c":** … The values are approximately 0.9 to 1.0', "**Numerical
        # Tokens (-8 to -1):** The values range …": some things the label names, which the
        # claim was not narrowed to
        return label
    key = loose(label)
    if not any(_meets_part(p, key) for p in panels):
        return label
    named = loose(_CLOSING_NOTE.sub("", strip_md(label)))
    for p in panels:
        _, names, keys = _names(p)
        if named in names or named in keys or (_meets_name(p, key) and not _longer_than_a_key(named, keys)):
            return None
    # "**Very Easy (Purple):** Smallest segment at 4.7%" where only "Easy" has a cell: the
    # label names another thing, which the panels do not hold
    return label


def _located_after_label(spec: Spec, label: str) -> bool:
    """Whether a value claim names a row and a column of its own after its item's label."""
    after = spec.line.raw.find(label) + len(label)
    axes = {c.axis for c in spec.location if isinstance(c, Coord) and c.start >= after}
    return axes == {"x", "y"}


# a label that only names the kind of claim its item makes: "Range", "Spread", "Value range"
_SPAN_LABEL = re.compile(r"(?:value\s+|overall\s+)?(?:" + vocab("SPAN") + "|" + vocab("SPREAD") + ")", re.I)
# a label of a rank alone: "Second Largest", "Smallest Segment", "Largest slice"
_RANK_LABEL = re.compile(
    r"(?:(?:second|third|fourth|fifth|2nd|3rd|4th|5th)[\s-]+)?(?:"
    + vocab("MAX")
    + "|"
    + vocab("MIN")
    + r")(?:\s+(?:segment|slice|wedge|sector|share|bar|category|contributor|part|portion|item|group))?",
    re.I,
)


def _drawn_backwards(panels: list[Panel]) -> bool:
    """Whether a panel's x axis is said to run from right to left (reversed)."""
    return any(p.x is not None and p.x.order == "right-to-left" for p in panels)


# a label about the diagonal of a grid: "Diagonal Dominance", "Off-diagonal errors"
_DIAGONAL = words("DIAGONAL")
# a note in brackets that closes a label: "Very Easy (Purple)"
_CLOSING_NOTE = CLAIM_SHAPES.GATES_CLOSING_NOTE


def _longer_than_a_key(named: str, keys: set[str]) -> bool:
    """Whether a label's name is one of the keys after words that make it another thing
    ("veryeasy" ends on "easy"); words after a key ("alphatrend") say what of it is told."""
    # (each key a proper suffix of the name, three letters or more: looked up, never scanned)
    return any(named[i:] in keys for i in range(1, len(named) - 2))


def _pair_unnamed(spec: Spec) -> str | None:
    """The phrase "both metrics" (or "the two models", "these two lines") the claim's clause
    opens on, when it names no tick and its panels hold no two of anything (panels, rows,
    columns): the two are ones a line before named ("**Consistency in A and C**"), which the
    claim was not read with. None otherwise."""
    if spec.relation == "stack total":
        return None  # ("The two farms with the largest total harvest are A and B": named after)
    label, rest = leading_label(spec.line.content)
    start = spec.start
    if label is not None and start < spec.line.offset + rest:
        start = spec.line.offset + rest
    hit = CLAIM_SHAPES.PAIR_OPENING.match(spec.line.raw, start, spec.end)
    if hit is None or hit.group("noun").casefold() in _WHOLE_NOUNS:
        return None
    gap = _BEFORE_NAMES.match(spec.line.raw, hit.end())
    names_at = gap.end() if gap is not None else hit.end()
    panels = [p for p in spec.panels if p.cells]
    # (a tick of an axis that holds one tick in every panel names what is measured, not the
    # two: "Both closed models score above 75" of one row "Score" over five models)
    lone = set()
    if panels and all(len({tick_key(c.row) for c in p.cells}) == 1 for p in panels):
        lone.add("y")
    if panels and all(len({tick_key(c.col) for c in p.cells}) == 1 for p in panels):
        lone.add("x")
    spans = [(c.start, c.end) for c in _coords(spec) if c.axis not in lone]
    spans += [(n.start, n.end) for n in (spec.value, spec.low, spec.high) if n is not None]
    if any(hit.start() <= a < _past_note(spec.line.raw, hit.end()) or a == names_at for a, _ in spans):
        return None  # ("Both models (A and B) …", "The two scores s_a and s_c …": it names them)
    if not panels or len(panels) == 2:
        return None  # ("Both panels' metrics …": the two panels)
    for p in panels:
        if len({tick_key(c.row) for c in p.cells}) == 2 or len({tick_key(c.col) for c in p.cells}) == 2:
            return None  # ("Both models stay above 0.9" of two series: every one; not of one
            # row of five models, "Both closed models score above 75": two of the five)
    return hit.group("what").strip()


# the nouns of a whole a pair may be of ("Both panels", "both charts"): the panels, not a part of the cells
_WHOLE_NOUNS = frozenset("panels charts plots subplots heatmaps matrices figures graphs axes sides ends".split())
_NOTE_AFTER = CLAIM_SHAPES.NOTE
_BEFORE_NAMES = re.compile(r"[\s(,:*_`\"“]*")


def _past_note(raw: str, at: int) -> int:
    """Where a note in brackets right after `at` ends (`at` when there is none)."""
    note = _NOTE_AFTER.match(raw, at)
    return note.end() if note is not None else at


_NAMED_PART = CLAIM_SHAPES.NAMED_PART


def _unread_part(spec: Spec, judged: Judgement) -> str | None:
    """The capitalised name of a part an extreme is said in ("for transfer to German"), when
    the extreme is contradicted, the value it states is some cell's own, and no tick the claim
    was read with stands in that name: the extreme of that part, which was not read."""
    if spec.kind != "extreme" or judged.verdict != "contradicted" or spec.value is None:
        return None
    value = spec.value.value
    if not any(same_tick(c.value, value) for p in spec.panels for c in p.cells):
        return None
    coords = [
        c for c in (*spec.subject, *spec.other, *spec.location, *spec.slice, *spec.excluded) if isinstance(c, Coord)
    ]
    for hit in _NAMED_PART.finditer(spec.line.raw, spec.start, spec.end):
        if any(hit.start("name") <= c.start < hit.end("name") for c in coords):
            continue
        key = loose(hit.group("name"))
        if any(key == loose(p.title or "") or _meets_name(p, key) for p in spec.panels):
            continue  # ("about a third of the Raw index": a tick's name, though not read as its place)
        return hit.group("name")
    return None


def _unnamed_subject(spec: Spec, headers: tuple[Header, ...], names: Names) -> str | None:
    """The name the claim's clause opens on as its subject ("Quill falls under 0.70"), when
    no word of it is a tick the claim was read with, or part of a name of its panels (rows,
    columns, ticks, titles, axis and scale labels), or, unless its legend lists it, of the
    headers over it or of what the write-up's title and axis and scale lines measure ("WER
    falls …" under "Colour bar "WER (%)"")."""
    found = subject_name(spec.line, spec.start, spec.end, names.proper)
    if found is None:
        return None
    name, at = found
    coords = (*spec.subject, *spec.other, *spec.location, *spec.slice, *spec.excluded)
    if any(isinstance(c, Coord) and at <= c.start < at + len(name) for c in coords):
        return None  # a tick the claim was read with
    titles = [loose(h.title or h.label) for h in headers]
    for word in name.split():
        key = loose(word)
        if not key or names.measured(word, titles):
            return None
        if any(_meets_name(p, key) for p in spec.panels):
            return None  # ("TriviaQA EM" of the "Mixtral-8x7B | TriviaQA" panel)
    return name


# a clause whose subject is a thing described in lower case, after a place that may open it:
# "By Day 9 the surface layer is below 10%", "At noon, the north wing stays under 21 °C"
_DESCRIBED = CLAIM_SHAPES.DESCRIBED
# the words of such a subject that speak of the values themselves, or of the chart's marks
_GENERIC_SUBJECT = frozenset(
    "value values reading readings number numbers figure figures total totals level levels cell cells result "
    "results score scores measure metric rate share line lines curve series bar bars chart plot trend data mean "
    "average median maximum minimum peak lowest highest top bottom first last overall whole graph point points "
    "entry entries column row gap difference".split()
)


def _rows_count(panel: Panel) -> int:
    """How many rows the panel's cells hold (once per panel: asked of every claim)."""
    n = panel._memo.get("rows count")
    if n is None:
        n = panel._memo["rows count"] = len({tick_key(c.row) for c in panel.cells})
    return n


def _described_subject(spec: Spec, headers: tuple[Header, ...], names: Names) -> str | None:
    """The lower-case description a clause opens on as its subject ("the surface layer"), when
    the claim was judged over several rows without naming one of them, and no word of the
    description is a name of its panels, what they measure, or a word for the values."""
    coords = (*spec.subject, *spec.other, *spec.location, *spec.slice, *spec.excluded)
    if any(isinstance(c, Coord) and c.axis == "y" for c in coords):
        return None
    m = _DESCRIBED.match(spec.line.raw, spec.start, spec.end)
    if m is None or not any(_rows_count(p) > 1 for p in spec.panels):
        return None
    if any(isinstance(c, Coord) and m.start("words") <= c.start < m.end("words") for c in coords):
        return None
    titles = [loose(h.title or h.label) for h in headers]
    for word in m.group("words").split():
        key = loose(word)
        if not key or word.casefold() in _GENERIC_SUBJECT or names.measured(word, titles):
            return None
        if any(_meets_name(p, key) for p in spec.panels):
            return None
    return "the " + m.group("words")


def _meets_name(panel: Panel, key: str) -> bool:
    """_meets_part over the panel's names and its axes' every tick (one no cell is given for
    too), once per panel."""
    parts = panel._memo.get("gate_all_parts")
    if parts is None:
        names = _names(panel)
        parts = panel._memo["gate_all_parts"] = _Parts(names[1] | names[2])
    return bool(parts.meets(key))


def _meets_part(panel: Panel, key: str) -> bool:
    """Whether one of the panel's names is part of `key` or has `key` as a part (once per
    panel: a write-up of thousands of series and claims asks for each claim)."""
    parts = panel._memo.get("gate_parts")
    if parts is None:
        parts = panel._memo["gate_parts"] = _Parts(_names(panel)[1])
    return bool(parts.meets(key))


class _Parts:
    """Loose names asked whether one is part of a key or has the key as a part, without a
    scan of every name: the start of each name's every suffix, sorted (a key is part of a
    name exactly when it starts one of its suffixes), and the lengths of the names."""

    __slots__ = ("lengths", "names", "starts", "suffixes", "total")

    HEAD = 24  # the characters of each suffix kept: a longer key is checked on the name
    SHORT = 3  # the length a name needs to be part of a longer key

    def __init__(self, names: set[str]) -> None:
        self.names = names
        held = sorted((n[i : i + self.HEAD], n, i) for n in names for i in range(len(n)))
        self.suffixes = [h for h, _, _ in held]
        self.starts = [(n, i) for _, n, i in held]
        self.lengths = sorted({len(n) for n in names})
        self.total = sum(map(len, names))

    def meets(self, key: str) -> bool:
        if not self.names:
            return False
        head = key[: self.HEAD]
        at = bisect_left(self.suffixes, head)
        while at < len(self.suffixes) and self.suffixes[at].startswith(head):
            name, i = self.starts[at]
            if name.startswith(key, i):
                return True  # key is part of a name
            at += 1
        # a name that is part of key: each part of key as long as a name, looked up, unless
        # that costs more than reading every name (a name of one or two letters is part of
        # a key only as the whole of it: "en" is no part of "English")
        fits = [k for k in self.lengths if k <= len(key)]
        if len(key) * sum(fits) > self.total:
            return any(n in key and self._part(n, key) for n in self.names)
        return any(
            (n := key[i : i + k]) in self.names and self._part(n, key) for k in fits for i in range(len(key) - k + 1)
        )

    def _part(self, name: str, key: str) -> bool:
        """Whether a name met inside key counts as its part: one of a letter or two counts
        only as the whole key ("en" is no part of "english"; "20" is of "step20")."""
        return len(name) >= self.SHORT or name == key or not name.isalpha()


def is_cut(lines: list[str]) -> bool:
    """Whether a write-up stops mid-sentence or mid-row: its last line ends in a letter or a
    comma (a digit ends many a complete data line) and is not a heading (a heading last, after
    other lines, opens a section the write-up never gives: cut), it is a table
    row without its closing pipe, it leaves a bold name open ("2. **Direct Gen"), or it
    lacks the closing mark every line before it has ("- **Geometry**: 84.8% (PoT), 79.5%
    (CR)." twice, then "- **Algebra**: 92.1% (PoT), 96"). `lines` are the last few lines."""
    said = [s.rstrip() for s in lines if s.strip()]
    last = said[-1] if said else ""
    if not last:
        return False
    if last.lstrip().startswith("#"):
        # "### (c) Laptop GPU" last, after data: a section opened and nothing under it, cut
        return len(said) > 1 and not said[-2].lstrip().startswith("#")
    if last.lstrip().startswith("|"):
        return not last.endswith("|")
    if last.endswith(",") or last.count("(") > last.count(")"):
        return True  # "* (90,": a point cut between its coordinates
    if last.count("**") % 2 or last.count("`") % 2:
        return True  # "2. **Direct Genera": a name cut inside its bold
    bullet = CLAIM_SHAPES.BULLET.match(last)
    kin = [
        s
        for s in said[:-1]
        if (b := CLAIM_SHAPES.BULLET.match(s)) and bullet and b.group(0).strip() == bullet.group(0).strip()
    ]
    before = kin[-2:]  # the items of its kind before it (a header between them aside)
    mark = before[0][-1] if len(before) == 2 else ""
    if mark and mark in ".;)" and all(s.endswith(mark) for s in before) and CLAIM_SHAPES.IN_IS_CUT.search(last):
        return True  # the items before it end in a full stop, and it stops mid-item
    return bool(CLAIM_SHAPES.IN_IS_CUT_2.search(last)) and len(last) > 20
