"""Values a write-up gives of a group of cells rather than of one cell, found once the
panel's cells are bound:

    1. **North**                          the stack North
       * Resolved (green, bottom): ~1,420   its segments
       * Escalated (amber, middle): ~310
       * Total: ~1,825                      their sum (1,420 + 310 + 95): no cell

    #### Logical Error                     a category
    - Highest: Model-A (60.42)            the series at their extremes
    - Lowest: Model-B (-3.39)
    - Average: 36.38                      the mean of the category: no cell

A total is checked arithmetically: it is dropped only when it is the sum of its siblings
within rounding; a series the legend lists ("Total" drawn as a line) is always kept."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Collection

from extract.grammar import Shapes
from extract.models import Cell, Tick
from extract.text import loose, strip_md, tick_key

_TOTAL_WORDS = frozenset(["total", "sum"])
_TOTAL_LEADS = frozenset(["grand", "stack", "stacked", "combined", "overall", "bar"])
_COUNTED_WORDS = 2  # "Total Students", "Total Number Enrolled": what a total counts
_SUM_SHARE = 0.02  # a total read off a chart may be off its segments' sum by this share


# after a value: what it is a share of ("about 62% of the bar", "30% of the stack's height"):
# a part of a bar's total, no value of the bar's cells (grammars/bindings.lark's, as are a group's
# statistic and a report's averaged rows below; a lowercase word is data_like.lark's)
_SHAPES = Shapes("bindings")
SHARE_OF_MARK = _SHAPES.SHARE_OF_MARK
_LOWER_WORD = Shapes("data_like").LOWER_WORD


def names_total(name: object) -> bool:
    """ "Total", "Sum", "Grand Total", "Stack total": a name that only says "the sum"."""
    if not isinstance(name, str):
        return False
    words = _LOWER_WORD.findall(name.casefold())
    return bool(words) and words[-1] in _TOTAL_WORDS and all(w in _TOTAL_LEADS for w in words[:-1])


def _may_total(name: object) -> bool:
    """A name that says "the sum", or the total of what it counts ("Total Students", at most
    two words after it): a total where it is its segments' sum, a series of its own otherwise."""
    if names_total(name):
        return True
    words = _LOWER_WORD.findall(name.casefold()) if isinstance(name, str) else []
    return bool(words) and words[0] == "total" and len(words) <= _COUNTED_WORDS + 1


def _decimals(value: float) -> int:
    text = repr(float(value))
    return 0 if text.endswith(".0") else len(text.split(".")[1]) if "." in text and "e" not in text else 0


def is_sum(total: float, parts: list[float]) -> bool:
    unit = 10.0 ** -max(_decimals(v) for v in [total, *parts])
    slack = max(_SUM_SHARE * abs(total), 0.51 * unit * (len(parts) + 1))
    return abs(sum(parts) - total) <= slack


def drop_totals(cells: list[Cell], legend: set[str]) -> list[Cell]:
    """The cells less each "Total" of a stack that is the sum of its segments (the other
    series at its category, two or more)."""
    by_col: dict[object, list[Cell]] = defaultdict(list)
    for c in cells:
        by_col[tick_key(c.col)].append(c)
    dropped: set[int] = set()
    for group in by_col.values():
        totals = [c for c in group if _may_total(c.row) and loose(str(c.row)) not in legend]
        parts = [c.value for c in group if c.row is not None and not _may_total(c.row)]
        if len(parts) < 2:
            continue
        dropped |= {id(t) for t in totals if is_sum(t.value, parts)}
    return [c for c in cells if id(c) not in dropped] if dropped else cells


def drop_row_totals(cells: list[Cell], ticks: Callable[[Tick | None], bool]) -> list[Cell]:
    """The cells less each "Total responses: 156" that sums the other cells of its row (two
    or more) at a category no axis lists (`ticks`: whether a category is a stated tick): the
    count of a histogram's bins said in a note, no bar ("Total" drawn as a bar stays)."""
    by_row: dict[object, list[Cell]] = defaultdict(list)
    for c in cells:
        by_row[tick_key(c.row)].append(c)
    dropped: set[int] = set()
    for group in by_row.values():
        totals = [c for c in group if _may_total(c.col) and not ticks(c.col)]
        parts = [c.value for c in group if not _may_total(c.col)]
        if len(parts) < 2:
            continue
        dropped |= {id(t) for t in totals if is_sum(t.value, parts)}
    return [c for c in cells if id(c) not in dropped] if dropped else cells


# "Average", "Mean", "Median of all models", "Overall average": a statistic of a group
# (grammars/bindings.lark's GROUP_STATISTIC)
def names_group_statistic(label: str) -> bool:
    """ "Average", "Mean", "Median of all", "Overall average": a statistic of a group."""
    return _SHAPES.GROUP_STATISTIC.fullmatch(strip_md(label).strip().rstrip(":").strip()) is not None


def drop_group_statistics(cells: list[Cell], statistics: set[int], named: Callable[[Tick | None], bool]) -> list[Cell]:
    """The cells less the unnamed ones of lines labelled as a statistic (`statistics`, by
    id) at a category where two or more `named` series stand: "Average: 36.38" under
    "#### Logical Error" beside "Highest: Model-A (60.42)" and "Lowest: Model-B (-3.39)" is
    the category's mean. A box's "Median: 0.6" beside its quartiles stays its value."""
    if not statistics:
        return cells
    series_at = _series_at(cells, statistics, named)
    return [
        c for c in cells if not (id(c) in statistics and _unnamed(c, named) and len(series_at[tick_key(c.col)]) >= 2)
    ]


def name_group_statistics(
    cells: list[Cell], statistics: dict[int, str], named: Callable[[Tick | None], bool]
) -> list[Cell]:
    """The cells with the unnamed ones of lines labelled as a statistic (`statistics`: id ->
    label) put on the row the label names, at a category where two or more `named` series
    stand: in a table, "Average: 36.38" under "#### Logical Error" beside "Highest: Model-A
    (60.42)" and "Lowest: Model-B (-3.39)" is the cell of its row "Average"."""
    if not statistics:
        return cells
    series_at = _series_at(cells, statistics, named)
    return [
        c.model_copy(update={"row": strip_md(statistics[id(c)]).strip().rstrip(":").strip()})
        if id(c) in statistics and c.row is None and len(series_at[tick_key(c.col)]) >= 2
        else c
        for c in cells
    ]


def _series_at(
    cells: list[Cell], statistics: Collection[int], named: Callable[[Tick | None], bool]
) -> dict[object, set[object]]:
    """The `named` series (keys) that stand at each category (key), statistics left out."""
    series_at: dict[object, set[object]] = defaultdict(set)
    for c in cells:
        if id(c) not in statistics and named(c.row):
            series_at[tick_key(c.col)].add(tick_key(c.row))
    return series_at


def _unnamed(c: Cell, named: Callable[[Tick | None], bool]) -> bool:
    """A statistic's cell names no series: none, or the statistic itself ("Median of all models")."""
    return not named(c.row) or (isinstance(c.row, str) and names_group_statistic(c.row))


# the rows of a classification report (or any table) that summarise the others: "macro avg",
# "weighted avg", "micro average", "samples avg" (grammars/bindings.lark's AVERAGED), besides
# "Average", "Mean" and "Total"
_OVERALL = frozenset(["overall", "all"])
# the score columns of a classification report: beside them a row "accuracy" is the report's
# accuracy over every class, not a class
_REPORT_SCORES = frozenset(["precision", "recall", "f1", "f1score", "fscore", "f1measure"])
# a column that counts ("Support", "Count", "n"): no score, never ranked with the scores
_COUNT_NAMES = frozenset(["support", "count", "counts", "n", "samples", "instances", "frequency", "numberofsamples"])


def names_summary(name: object) -> bool:
    """A row or column that summarises the others whatever it stands beside: "macro avg",
    "weighted avg", "Average", "Mean of all", "Total", "Overall"."""
    if not isinstance(name, str):
        return False
    text = strip_md(name).strip()
    return (
        _SHAPES.AVERAGED.fullmatch(text) is not None
        or names_group_statistic(text)
        or names_total(text)
        or loose(text) in _OVERALL
    )


def names_count(name: object) -> bool:
    """A row or column of counts, not of scores: "Support", "Count", "n", "# Samples"."""
    return isinstance(name, str) and loose(name.replace("#", "number of")) in _COUNT_NAMES


def summary_keys(cells: list[Cell], along: str) -> set[object]:
    """The keys (tick_key) of the rows (`along` "row") or columns ("col") of a panel's cells
    that summarise the others, not things of their own: "macro avg" and "weighted avg" of a
    classification report, and its "accuracy" row, which stands beside the columns
    "precision", "recall" and "f1-score" (elsewhere "Accuracy" is a metric like the others).
    A claim about the classes ("positive has the highest recall") leaves them out."""
    other = "col" if along == "row" else "row"
    names = {getattr(c, along) for c in cells}
    report = any(loose(str(getattr(c, other))) in _REPORT_SCORES for c in cells)
    return {
        tick_key(n) for n in names if names_summary(n) or (report and isinstance(n, str) and loose(n) == "accuracy")
    }


def count_keys(cells: list[Cell], along: str) -> set[object]:
    """The keys (tick_key) of the rows or columns of a panel's cells that count ("Support" of
    a classification report): counts, not scores, never ranked or compared with them."""
    return {tick_key(n) for n in {getattr(c, along) for c in cells} if names_count(n)}
