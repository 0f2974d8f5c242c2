"""The look-ups that replaced scans of every name or cell (issue 15: a write-up of thousands
of series asked once per claim) answer as the scans did."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any
from unittest.mock import patch

from hypothesis import given, settings
from hypothesis import strategies as st

from extract import parse_text
from extract.claims import read_claims
from extract.claims.extremes import Extremes
from extract.claims.gates import _Parts, _Rows
from extract.interpret import interpret
from extract.outline import build
from extract.reader import read_lines
from extract.text import same_tick

LOOSE = st.text(alphabet="ab1", max_size=4)  # loose() names: letters and digits


@given(st.sets(LOOSE, max_size=8), LOOSE.filter(bool))
def test_rows_meet_a_name_as_the_scan_of_every_row_did(rows: set[str], name: str) -> None:
    scan = any(r and (r == name or r.startswith(name) or name.startswith(r)) for r in rows)
    assert _Rows(rows).meets(name) == scan


class _ShortParts(_Parts):
    HEAD = 2  # keys longer than the suffixes kept are checked on the names


@given(st.sets(LOOSE, max_size=8), LOOSE)
def test_parts_meet_a_key_as_the_scan_of_every_name_did(names: set[str], key: str) -> None:
    names.discard("")
    # (a name of one or two letters is part of a longer key only as the whole of it: "en" is
    # no part of "english", while "20" is part of "step20")
    scan = any((n in key and (len(n) >= _Parts.SHORT or n == key or not n.isalpha())) or key in n for n in names)
    assert _Parts(names).meets(key) == scan
    assert _ShortParts(names).meets(key) == scan


def test_parts_read_every_name_when_that_is_cheaper() -> None:
    # names of many lengths and a long key: the scan, not each part of the key, answers
    names = {"a" * k + "b" for k in range(1, 30)}
    assert _Parts(names).meets("c" * 100 + "a" * 7 + "b")
    assert not _Parts(names).meets("c" * 100 + "b" + "a" * 7)


VALUES = st.lists(st.sampled_from([-0.0, 0.0, 1, 1.0, 2.5, 3, -4.0, 7.25]), min_size=1, max_size=12)


@given(VALUES, st.sampled_from([-5.0, -0.0, 0, 1, 2.5, 3.1, 8]), st.integers(0, 12), st.booleans())
def test_extremes_answer_as_a_scan_of_the_values(values: list[float], bound: float, start: int, incl: bool) -> None:
    ix = Extremes(values)
    least, most = min(values), max(values)
    assert (ix.lo, ix.hi) == (least, most)
    # the first of equal values, as min() and max() keep it (0.0 and -0.0 print apart)
    assert str(ix.lo) == str(least) and str(ix.hi) == str(most)
    below = [i for i, v in enumerate(values) if (v <= bound if incl else v < bound)]
    above = [i for i, v in enumerate(values) if (v >= bound if incl else v > bound)]
    assert ix.count_below(bound, incl) == len(below)
    assert ix.count_above(bound, incl) == len(above)
    assert ix.below(bound, start, incl) == next((i for i in below if i >= start), None)
    assert ix.above(bound, start, incl) == next((i for i in above if i >= start), None)


def _writeup(series: list[list[float]], claims: list[str]) -> str:
    rows = "".join(f"* {name}: {', '.join(f'{v:g}' for v in vs)}\n" for name, vs in zip(NAMES, series, strict=False))
    return (
        "# Scores\n\n## Overview\nA line chart of accuracy against step for several models.\n\n"
        '## Axes\n- X-axis: "Step", ticks 1, 2, 3, 4.\n- Y-axis: "Accuracy (%)", from 0 to 100.\n\n'
        f"## Data\n{rows}\n## Observations\n" + "".join(f"- {c}\n" for c in claims)
    )


judge = importlib.import_module("extract.claims.judge")  # the module (extract.claims.judge is also a function)
NAMES = ["Nova", "Orbit", "Pulse"]
BOUND = st.sampled_from([-1, 0, 2, 2.5, 3, 5, 7.5, 9])
CLAIM = st.one_of(
    st.tuples(BOUND, BOUND).map(lambda b: f"All values stay between {min(b):g} and {max(b):g}."),
    st.tuples(BOUND, BOUND).map(lambda b: f"Values range from {min(b):g} to {max(b):g}."),
    BOUND.map(lambda b: f"Every value is above {b:g}."),
    BOUND.map(lambda b: f"All values are at most {b:g}."),
    BOUND.map(lambda b: f"All values are at least {b:g}."),
    BOUND.map(lambda b: f"No value exceeds {b:g}."),
    BOUND.map(lambda b: f"Most values are below {b:g}."),
)


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.lists(st.sampled_from([0, 2, 2.5, 3, 5, 7.5, 9]), min_size=4, max_size=4), min_size=1, max_size=3),
    st.lists(CLAIM, min_size=1, max_size=4),
)
def test_claims_on_every_cell_are_judged_on_the_index_as_on_the_cells(
    series: list[list[float]], claims: list[str]
) -> None:
    text = _writeup(series, claims)
    indexed = [c.model_dump_json() for c in parse_text(text, "a.md").claims]
    with patch.object(judge, "_indexed", lambda panels: None):  # every cell scanned, as before the index
        scanned = [c.model_dump_json() for c in parse_text(text, "a.md").claims]
    assert indexed == scanned
    assert any('"kind":"range"' in c or '"kind":"threshold"' in c for c in indexed)


class _NoPass(list[Any]):
    """A panel's cells that may be counted and indexed but not passed over."""

    def __iter__(self) -> Iterator[Any]:
        raise AssertionError("a pass over every cell of the panel")


def test_a_claim_on_every_cell_is_judged_without_a_pass_over_the_cells() -> None:
    # once a panel's index is built, each further claim about all of its cells costs a
    # look-up, not a scan (n such claims over n series were n^2: issue 15)
    claims = [
        "All values stay between 1 and 8.",
        "Values range from 0 to 9.",
        "Values range from -1 to 10.",
        "Every value is above 1.",
        "All values are at most 8.",
        "No value exceeds 9.",
    ]
    text = _writeup([[0, 2, 3, 5], [2.5, 7.5, 9, 0]], claims)
    outline = build(read_lines(text))
    doc = interpret(outline, "a.md")
    tol = judge.Tolerances()
    judged = read_claims(outline, doc.panels, doc._data_lines, doc._stated, tol)
    assert [(j.spec.kind, j.spec.slice) for j in judged] == [("range", [])] * 3 + [("threshold", [])] * 3
    assert {j.judgement.verdict for j in judged} == {"supported", "contradicted"}
    for p in doc.panels:
        # its cells, and every list of as many it keeps (the memoised (panel, cell) pairs)
        for key, kept in list(p._memo.items()):
            if isinstance(kept, list) and len(kept) == len(p.cells):
                p._memo[key] = _NoPass(kept)
        p.__dict__["cells"] = _NoPass(p.cells)
    assert [judge.judge(j.spec, tol) for j in judged] == [j.judgement for j in judged]


def _scan_per_group(spec: Any, pick: Any, word: str) -> Any:
    """_extreme_per_group as it was before its index: each group, and the claim's cells in
    it, found by a pass over the cells, once per claim."""
    axis = spec.location[0].axis
    other = "y" if axis == "x" else "x"
    only = [c.tick for c in spec.slice if c.axis == other]
    checked = 0
    alone = len(spec.location) == 1 and not judge._SHARED_TOP.search(judge._rest_of_sentence(spec))
    for p in spec.panels:
        for key in judge.axis_keys(p, other):
            if only and not any(same_tick(key, t) for t in only):
                continue
            group = [c for c in p.cells if same_tick(judge.key_of(c, other), key)]
            if not group:
                continue
            best = pick(c.value for c in group)
            mine = [c for c in group if any(same_tick(judge.key_of(c, axis), loc.tick) for loc in spec.location)]
            if not mine:
                continue
            checked += 1
            if all(abs(c.value - best) > 1e-9 for c in mine):
                top = next(c for c in group if abs(c.value - best) <= 1e-9)
                return judge.Judgement(
                    "contradicted",
                    f"{judge.label(p, mine[0])}, but the {word} there is {judge.label(p, top)}",
                    [(p, mine[0]), (p, top)],
                )
            tied = [c for c in group if c is not mine[0] and abs(c.value - best) <= 1e-9]
            if alone and tied and len(mine) == 1:  # a tie: the extreme alone or shared, not said
                return judge.unverifiable(
                    f"{judge.label(p, mine[0])} ties {judge.label(p, tied[0])} for the {word}: whether it is the "
                    f"{word} alone is not stated"
                )
    if not checked:
        return judge.unverifiable("none of the cells it speaks of is given")
    return judge.Judgement("supported", f"the {word} of each of {checked} groups is at the place it names")


NAME = st.sampled_from(NAMES)
PER_GROUP = st.one_of(
    NAME.map(lambda a: f"{a} is the best model at every step."),
    NAME.map(lambda a: f"{a} is the lowest at every step."),
    st.tuples(NAME, NAME).map(lambda ab: f"{ab[0]} and {ab[1]} are the best at every step."),
    st.integers(1, 4).map(lambda x: f"Step {x} is the best for every model."),
    st.integers(1, 4).map(lambda x: f"Step {x} gives the lowest value for each model."),
)


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.lists(st.sampled_from([0, 1, 2.5, 3, 9]), min_size=1, max_size=4), min_size=1, max_size=3),
    st.lists(PER_GROUP, min_size=1, max_size=4),
)
def test_an_extreme_in_every_group_is_judged_on_the_groups_index_as_on_the_cells(
    series: list[list[float]], claims: list[str]
) -> None:
    # the best of each group is found once per panel, the claim's cells by the index of
    # its places: n claims "X is the best at every step" over n series were n^2 (issue 15)
    text = _writeup(series, claims)
    indexed = [c.model_dump_json() for c in parse_text(text, "a.md").claims]
    with patch.object(judge, "_extreme_per_group", _scan_per_group):
        scanned = [c.model_dump_json() for c in parse_text(text, "a.md").claims]
    assert indexed == scanned


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.lists(st.sampled_from([0, 1, 2.5]), min_size=1, max_size=4), min_size=1, max_size=3),
    st.lists(st.tuples(st.sampled_from("xy"), st.sampled_from([1, 2, 4, 4.0, "Nova", "pulse", "Step 2"])), max_size=4),
)
def test_select_finds_the_cells_a_scan_finds(series: list[list[float]], coords: list[tuple[str, Any]]) -> None:
    doc = parse_text(_writeup(series, []), "a.md")
    where = [judge.Coord(a, t, 0, 0) for a, t in coords]
    by_axis: dict[str, list[Any]] = {}
    for c in where:
        by_axis.setdefault(c.axis, []).append(c.tick)
    scan = [
        (p, c)
        for p in doc.panels
        for c in p.cells
        if all(any(same_tick(judge.key_of(c, a), t) for t in ticks) for a, ticks in by_axis.items())
    ]
    for _ in range(2):  # built, then memoised
        assert judge.select(doc.panels, where) == scan
