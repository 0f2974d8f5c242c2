"""per_document keeps a function's answers while one write-up is read, and only then."""

from __future__ import annotations

import gc
import threading
from functools import lru_cache

from extract.api import parse_text
from extract.memo import of_object, one_document, per_document


def test_answers_are_kept_within_a_document_and_forgotten_after() -> None:
    calls: list[str] = []

    @lru_cache(maxsize=1)  # a bounded cache that a long write-up outgrows
    @per_document
    def shout(text: str) -> str:
        calls.append(text)
        return text.upper()

    with one_document():
        for _ in range(3):  # each pass over the lines evicts every other answer of the bounded cache
            assert [shout(t) for t in ("a", "b", "c")] == ["A", "B", "C"]
    assert calls == ["a", "b", "c"]
    shout("a"), shout("b")  # outside a document: the bounded cache alone
    assert calls == ["a", "b", "c", "a", "b"]
    with one_document():  # a new document asks again
        shout("c")
    assert calls[-1] == "c" and len(calls) == 6


def test_each_thread_reads_its_own_document() -> None:
    seen: list[int] = []

    @per_document
    def count(text: str) -> int:
        seen.append(1)
        return len(text)

    def read() -> None:
        with one_document():
            count("abc"), count("abc")

    threads = [threading.Thread(target=read) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(seen) == 3


def test_of_object_keeps_a_value_per_owner_within_a_document() -> None:
    made: list[str] = []

    class Owner:
        pass

    a, b = Owner(), Owner()

    def make(name: str) -> list[str]:
        made.append(name)
        return [name]

    with one_document():
        first = of_object(a, "k", lambda: make("a"))
        assert of_object(a, "k", lambda: make("again")) is first  # kept: made once
        assert of_object(b, "k", lambda: make("b")) == ["b"]  # another owner, its own
        assert of_object(a, "other", lambda: make("other")) == ["other"]  # another key
    assert made == ["a", "b", "other"]
    assert of_object(a, "k", lambda: make("outside")) == ["outside"]  # outside a document: made anew
    with one_document():  # a new document makes it again
        of_object(a, "k", lambda: make("a2"))
    assert made[-1] == "a2"


def test_a_read_write_up_leaves_no_cycles_for_the_collector() -> None:
    """A Document is freed by reference counting as soon as it is dropped: a memo that
    refers back to its panel (the panel's cells paired with it) kept every write-up's
    panels, cells and spans alive until the collector's next full pass, many write-ups
    later. A write-up whose claims ask for the extremes of the whole panel."""
    text = (
        "## Bar Chart: Crates Shipped by Three Depots in Three Months\n"
        "\n"
        "### Components/Axes\n"
        '* X-axis: "Month" with three groups: May, June, July.\n'
        '* Y-axis: "Crates", from 0 to 80 in steps of 20.\n'
        "* Legend: North (red), South (green), East (grey).\n"
        "\n"
        "### Detailed Analysis\n"
        "1. North: May 61.0, June 48.5, July 70.2\n"
        "2. South: May 33.4, June 29.9, July 40.8\n"
        "3. East: May 45.1, June 52.6, July 44.7\n"
        "\n"
        "### Key Observations\n"
        "* South is the lowest depot in every month.\n"
        "* The tallest bar in the chart is North in July, at 70.2 crates.\n"
        "* The shortest bar is South in June.\n"
    )
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)  # what the collector finds, kept in gc.garbage to be looked at
    try:
        doc = parse_text(text, "depots.md")
        assert [c.verdict for c in doc.claims] == ["supported"] * 4  # read and judged
        del doc
        gc.collect()
        # (only extract's own objects: a test run before may leave threads making garbage of their own)
        left = [type(o).__name__ for o in gc.garbage if type(o).__module__.startswith("extract")]
        assert left == []
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
