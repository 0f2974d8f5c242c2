"""per_document keeps a function's answers while one write-up is read, and only then."""

from __future__ import annotations

import threading
from functools import lru_cache

from extract.memo import one_document, per_document


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
