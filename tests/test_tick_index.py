"""TickIndex finds what a scan with same_tick finds, in constant time."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from extract.text import TickIndex, month_spellings, same_tick, tick_name


def scan(ticks: list[Any], value: Any) -> Any:
    """The scan TickIndex replaces (as _Axes.tick wrote it): the first equal tick."""
    for t in ticks:
        if same_tick(t, value) or (
            isinstance(t, (int, float)) != isinstance(value, (int, float))
            and tick_name(str(t)) == tick_name(str(value))
        ):
            return t
    return None


_BASE = st.sampled_from([0.0, 1.0, -1.0, 0.1, 1e-9, 3000.0, 999.9999999, 1000.0, 1000.0000000001, 1e15, 1e300, 1e-12])
# numbers near each other (within and just beyond same_tick's tolerance), names, ints, None
_TICK = st.one_of(
    st.builds(lambda b, k: b * (1 + k * 4e-10) + k * 3e-10, _BASE, st.integers(-4, 4)),
    st.integers(-5, 5),
    st.integers(10**17, 10**17 + 3),
    st.sampled_from(["0.1", "01", "Q1", "q 1", "", "-", "1e-09", "None", "True", "1000", "3,000"]),
    st.booleans(),
    st.none(),
    st.floats(allow_nan=True, allow_infinity=True),
)


@given(st.lists(_TICK, max_size=12), st.lists(_TICK, max_size=6), _TICK)
def test_first_is_the_scan(ticks: list[Any], more: list[Any], value: Any) -> None:
    index = TickIndex(ticks)
    assert index.first(value) is scan(ticks, value) or index.first(value) == scan(ticks, value)
    assert index.at(value) == tuple(i for i, t in enumerate(ticks) if same_tick(t, value))
    assert index.members(value) == set(index.at(value))
    for t in more:  # the list grows by appends, as an axis does while it is bound
        ticks.append(t)
    assert repr(index.first(value)) == repr(scan(ticks, value))
    every = [i for i, t in enumerate(ticks) if same_tick(t, value)]
    assert index.every(value) == every
    assert index.at(value) == tuple(every) and index.members(value) == set(every)  # (memoised, then grown)
    other = list(reversed(ticks))  # and follows a list put in its place
    index.sync(other)
    assert repr(index.first(value)) == repr(scan(other, value))


def test_near_numbers_across_a_bucket_or_a_power_of_ten() -> None:
    # each pair is equal within same_tick's tolerance, on either side of a bucket's edge
    # or of a power of ten (where the bucket width changes)
    for tick, value in [(999.9999999, 1000.0), (1000.0000000001, 1000.0), (1000.0, 1000.0000000001), (1e-12, 0.0)]:
        assert same_tick(tick, value)
        assert TickIndex([5.0, tick, value]).first(value) == tick
    assert TickIndex([1000.0001]).first(1000.0) is None


def test_a_miss_is_forgotten_when_the_list_grows_and_a_hit_is_kept() -> None:
    ticks: list[Any] = [1.0, "Q1"]
    index = TickIndex(ticks)
    assert index.first(2) is None
    ticks.append(2.0000000001)  # an append makes the miss a hit
    assert index.first(2) == 2.0000000001
    ticks.append(2)  # a later equal tick does not displace the first
    assert index.first(2) == 2.0000000001
    names = TickIndex(["#1.0"])  # 1 == 1.0, but "#1.0" is the tick of 1.0 (named "1.0"), not of 1
    assert names.first(1) is None and names.first(1.0) == "#1.0" and names.first(1) is None


def test_a_name_finds_a_number_only_with_its_decimal_point_where_it_stands() -> None:
    # "β 10%" (a symbol the loose name drops) is the tick 10, never 1.0 of the other axis
    assert TickIndex([0.0, 0.5, 1.0]).first("β 10%") is None
    assert TickIndex([0, 10, 20]).first("β 10%") == 10
    assert TickIndex([15, 1.5]).first("*1.5*") == 1.5 and TickIndex([1.5, 15]).first("15") == 15
    assert not same_tick("GPT-3.5", "GPT-35") and same_tick("GPT-3.5", "gpt 3.5")


def test_a_weekday_is_one_place_whole_or_cut_short() -> None:
    # "Saturday" in prose names the axis's "Sat"; "Tues." and "Thurs" too; a word that only
    # opens like a day ("Sundial", "Monitor", "Saturn") is no day
    assert tick_name("Saturday") == tick_name("Sat") == tick_name("sat.")
    assert tick_name("Tues.") == tick_name("Tuesday") == tick_name("Tue")
    assert tick_name("Thurs") == tick_name("Thursday") == tick_name("Thu")
    assert tick_name("Week 2 Wednesday") == tick_name("Week 2 Wed")
    for word in ("Sundial", "Monitor", "Saturn"):
        assert tick_name(word) != tick_name(word[:3])


def test_a_weekday_has_one_vocabulary_for_its_key_and_its_spellings() -> None:
    # every spelling month_spellings gives a day tick ("Weds" -> "Wed", "Wednesday") is the same
    # place to tick_name, and a spelling is given only of a day written as a word ("SAT" is an exam)
    for tick in ("Mon", "Tues", "Weds", "Thur", "Fri.", "saturday", "Sun"):
        spellings = month_spellings(tick)
        assert spellings and all(tick_name(s) == tick_name(tick) for s in spellings)
    assert month_spellings("SAT") == [] and month_spellings("Sun Life") == []
