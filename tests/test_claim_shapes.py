"""grammars/claims.lark's `shape` rule through extract.claims.vocabulary and extract.statements:
the shapes of a claim sentence, read in place, and the typed bound a claim puts on a number."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from conftest import pattern_calls
from extract.claims.vocabulary import CLAIM_SHAPES
from extract.grammar import get_parser
from extract.statements import Bound, bound_of


def test_every_shape_the_code_applies_is_listed_under_shape() -> None:
    # (a terminal no rule lists is dropped by lark: the shapes live under `shape`)
    listed = {str(s.name) for r in get_parser("claims").rules if str(r.origin.name) == "shape" for s in r.expansion}
    source = "\n".join(p.read_text(encoding="utf-8") for p in (Path(__file__).parent.parent / "extract").rglob("*.py"))
    used = set(re.findall(r"CLAIM_SHAPES\.([A-Z0-9_]+)", source))
    assert used and used <= listed, used - listed


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Kestrel stays above ", "above"),
        ("every cell is at most about ", "at most"),
        ("Loss keeps <= ~", "<="),
        ("no lane carries No more than ", "No more than"),
        ("the shelf is Shorter than roughly ", "Shorter than"),
        ("Kestrel stays above Wren at ", None),  # the bound is on Wren, no number follows it
    ],
)
def test_a_threshold_ends_the_text_before_its_number(text: str, words: str | None) -> None:
    m = CLAIM_SHAPES.THRESHOLD.search(text)
    assert (m.group("op") if m else None) == words


@pytest.mark.parametrize(
    ("words", "bound"),
    [
        ("above", Bound(">", False)),
        ("exceeds", Bound(">", False)),
        ("at least", Bound(">", True)),
        ("≥", Bound(">", True)),
        ("below", Bound("<", False)),
        ("Fewer than", Bound("<", False)),
        ("at most", Bound("<", True)),
        ("no more than", Bound("<", True)),
        ("shorter than", Bound("<", False)),
        ("heavier than", Bound(">", False)),
        ("<", Bound("<", False)),
        ("reaches", Bound(">", True)),
    ],
)
def test_the_words_of_a_bound_say_its_side_and_whether_it_includes_the_number(words: str, bound: Bound) -> None:
    assert bound_of(words) == bound


@pytest.mark.parametrize(
    ("text", "more"),
    [("Tern is more than ", True), ("Tern runs at most ", False), ("Tern is ", None)],
)
def test_the_bound_on_a_ratio(text: str, more: bool | None) -> None:
    m = CLAIM_SHAPES.RATIO_BOUND.search(text)
    assert (None if m is None else bool(m.group("more"))) == more


@pytest.mark.parametrize(
    ("text", "bounded"),
    [
        ("use less than 1.5 kWh", True),
        ("stay above approximately 90%", True),
        ("use less than half", False),
    ],
)
def test_a_bound_on_a_value_then_the_value(text: str, bounded: bool) -> None:
    assert (CLAIM_SHAPES.BOUND_ON_VALUE.search(text) is not None) == bounded


def test_a_share_of_the_things_counted_against_a_half() -> None:
    m = CLAIM_SHAPES.HALF_COUNTED.match("At least half of the ponds exceed 7")
    assert m is not None and m.group("ge")
    m = CLAIM_SHAPES.HALF_COUNTED.match("Most orchards yield over 40")
    assert m is not None and m.group("most")
    assert CLAIM_SHAPES.HALF_COUNTED.match("About half the value") is None


@pytest.mark.parametrize(
    ("name", "text", "found"),
    [
        ("TIMES_WORD", "Heron is three times as tall as Wren", "three times"),
        ("TIMES_WORD", "Heron is twice the height of Wren", "twice"),
        ("TIMES_WORD", "Heron rose twice in May", None),  # twice in time, no ratio
        ("RATIO_EITHER_WAY", "x slower than Wren", "x slower than "),
        ("AS_FAST_AS", " as cheap as Wren", " as cheap as"),
        ("RELATIVE_TO", "% relative to Wren", "% relative to"),
        ("THAN_NUMBER", " than roughly 52", " than roughly 5"),
        ("THAN_NUMBER", " than half", " than half"),
        ("SHARE_OF_EXTREME", "about half the ", "half the "),
        ("FRACTION_OF", "a fifth of the ~", "a fifth of the ~"),
        ("TIMES_AFTER", "x the height", "x"),
        ("TIMES_AFTER", " times taller", " times"),
        ("TIMES_AFTER", "xylophones", None),
    ],
)
def test_the_shapes_of_a_ratio(name: str, text: str, found: str | None) -> None:
    shape = getattr(CLAIM_SHAPES, name)
    m = (
        shape.match(text)
        if name in ("RATIO_EITHER_WAY", "AS_FAST_AS", "RELATIVE_TO", "THAN_NUMBER", "TIMES_AFTER")
        else shape.search(text)
    )
    assert (m.group(0) if m else None) == found


def test_a_number_written_with_the_mark_of_a_multiple() -> None:
    assert CLAIM_SHAPES.TIMES_MARK_END.search("4.6x") and CLAIM_SHAPES.TIMES_MARK_END.search("2× ")


@pytest.mark.parametrize(
    ("name", "text", "found"),
    [
        ("NEGATION_WORD", "Plover never dips", "never"),
        ("NEGATION_WORD", "Plover isn't above", "n't"),
        ("NO_WORD", "No pond exceeds 9", "No"),
        ("NO_WORD", "no more than 9", None),  # a bound, not a negation
        ("NEGATED_BOUND", "Plover does not exceed about ", "does not exceed about "),
        ("EXCEPTION_WORD", "every pond but Reed", "every pond but"),
        ("INCLUSIVE_BOUND", "Reed holds 4 or more", "or more"),
        ("SOLE_EXCEPTION", "with the only exception being Reed", "only exception being"),
        ("EXCEPT_CELL", "all ones except at (4, 4)", "except at (4, 4)"),
        ("LATER_ONLY", ", but only in 2019", ", but only in"),
        ("EVERY_LINE", "all three curves dip", "all three curves"),
        ("EXCEPT_SCOPE", "higher except the Reed and the Sedge", "except the Reed and the Sedge"),
    ],
)
def test_the_shapes_of_quantifiers_negation_and_exceptions(name: str, text: str, found: str | None) -> None:
    m = getattr(CLAIM_SHAPES, name).search(text)
    assert (m.group(0) if m else None) == found


@pytest.mark.parametrize(
    ("text", "approximate"),
    [
        ("Finch holds about 40", True),
        ("Finch holds ~40", True),
        ("Finch holds Roughly 40", True),
        ("Finch holds 40", False),
    ],
)
def test_a_number_said_approximately(text: str, approximate: bool) -> None:
    # (the approximation words are inline.lark's, named once: claims.lark imports them)
    assert (CLAIM_SHAPES.APPROXIMATE.search(text) is not None) == approximate


def test_the_hedge_of_the_claims_is_the_hedge_of_the_reading() -> None:
    from extract.wording import HEDGE

    assert CLAIM_SHAPES.OWNS.pattern == r"(?i:\**\s*(?:\(\s*|[:=]\s*)" + HEDGE + r"?\**$)"


@pytest.mark.parametrize(
    ("name", "text", "found"),
    [
        ("GAP_AFTER", " points behind Lynx", " points behind"),
        ("SIGNED_GAP", " pts vs. Lynx", " pts vs. "),
        ("POINTS_LEAD", " point lead over Lynx", " point lead over "),
        ("LEADS_ONE", "Otter leads in May", "leads"),
        ("LEADS_ONE", "Otter leads by 5", None),  # a gap, not the first of an order
        ("OVER_THE_REST", "Otter beats the runner-up", "beats the runner-up"),
        ("DIFFERENCE_EXTREME", "the widest gap", "widest gap"),
    ],
)
def test_the_shapes_of_gaps_margins_and_leads(name: str, text: str, found: str | None) -> None:
    m = getattr(CLAIM_SHAPES, name).search(text)
    assert (m.group(0) if m else None) == found


# the shapes claims/ wrote out as patterns of its own before they moved to the grammar, in words
# of their own: a few each whose text the grammar's escaping changes (a "/" in a class, quotes),
# whose case matters, or which a table of the code holds
@pytest.mark.parametrize(
    ("name", "text", "found"),
    [
        ("TOKEN", "than Quill+Rerank/v2.", "than"),
        ("INNER_CAPITAL", "compared, Quill+Rerank/v2 and", "Quill+Rerank/v2"),
        ("ENTRY", ': "Kestrel (blue)', ': "Kestrel'),
        ("PLACED_PART", "in the bottom-left corner", "the bottom-left corner"),
        ("PARITY_PART", "in odd-numbered rounds", "odd-numbered rounds"),
        ("HUNDREDS_LABEL", "Visits (hundreds)", "(hundreds)"),
        ("THOUSANDS_LABEL", "Stars (K)", "(K)"),
        ("MILLIONS_LABEL", "Revenue (M)", "(M)"),
        ("MILLIONS_LABEL", "Revenue (m)", None),  # (a metre, not a million: the case is the unit's)
        ("WEIGHT_MEASURE", "Load (kg)", "(kg)"),
        ("PRICE_MEASURE", "Fare (€)", "€"),
        ("TEMPERATURE_MEASURE", "Mean Temp", "Temp"),
        ("SPEED_MEASURE", "Top velocity", "velocity"),
        ("QUARTER_TICK", "2021 Q3", "2021 Q3"),
        ("YEAR_TICK", "2019.0", "2019.0"),
        ("MONTH_TICK_NAME", "Mar. '21", "Mar. '21"),
        ("MONTH_TICK_NAME", "September 2021", "September 2021"),
        ("SHAPE_NOUN", "-shaped curve", " curve"),
        ("SHAPE_NOUN", " trajectory", " trajectory"),
    ],
)
def test_the_shapes_moved_from_the_code(name: str, text: str, found: str | None) -> None:
    m = getattr(CLAIM_SHAPES, name).search(text)
    assert (m.group(0) if m else None) == found


def test_every_shape_listed_is_applied_by_the_code() -> None:
    """A shape no module asks for any more is dropped from the grammar with its last user."""
    listed = {str(s.name) for r in get_parser("claims").rules if str(r.origin.name) == "shape" for s in r.expansion}
    source = "\n".join(p.read_text(encoding="utf-8") for p in (Path(__file__).parent.parent / "extract").rglob("*.py"))
    assert listed <= set(re.findall(r"CLAIM_SHAPES\.([A-Z0-9_]+)", source))


# the module-level patterns of claims/ written as one plain string that stay in the code: their
# text is read (.pattern) into the patterns built around them
_KEPT_PLAIN = {"read": {"=_WAY_COMPARE", "=_MONTH_TICK"}}


def _plain_patterns(path: Path) -> list[tuple[str, str]]:
    """The patterns written as one plain string in a module's calls re.compile(…), re.search(…), …,
    with where they are: a function's name, or "=NAME" for a module-level assignment."""
    return [
        (where, call.args[0].value)
        for where, call in pattern_calls(path)
        if call.args and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str)
    ]


@pytest.mark.parametrize(
    "module", sorted(p.stem for p in (Path(__file__).parent.parent / "extract" / "claims").glob("*.py"))
)
def test_claims_write_no_plain_pattern_a_terminal_can_hold(module: str) -> None:
    """claims/ applies the grammar's shapes (CLAIM_SHAPES.<NAME>); a pattern written out as a plain
    string stays in the code only where it may match the empty text, which a lexer's terminal never
    does, or where _KEPT_PLAIN names it. (Those built at run time, from a document's names or a
    Python vocabulary, are no plain string.)"""
    from re import _parser  # type: ignore[attr-defined]

    path = Path(__file__).resolve().parent.parent / "extract" / "claims" / f"{module}.py"
    plain = [
        (where, text)
        for where, text in _plain_patterns(path)
        if _parser.parse(text).getwidth()[0] > 0 and where not in _KEPT_PLAIN.get(module, set())
    ]
    assert not plain, f"declare these in grammars/claims.lark's shape rule: {plain}"


def test_the_plain_patterns_kept_are_there() -> None:
    """A name _KEPT_PLAIN lists for a pattern that moved to the grammar is dropped with it."""
    for module, kept in _KEPT_PLAIN.items():
        path = Path(__file__).resolve().parent.parent / "extract" / "claims" / f"{module}.py"
        assert kept <= {where for where, _ in _plain_patterns(path)}, module
