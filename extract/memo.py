"""Memoisation for the length of one write-up, under the bounded caches of a corpus.

The pure functions of a label or a line (`statement_of`, `head_of`, `strip_md` …) keep a
bounded `lru_cache`: memory stays flat over any corpus. But each stage reads every line
again, so a write-up of more distinct lines than the cache holds (a scatter plot of
60,000 points) misses on every line of every pass, and the cache costs its look-ups and
saves nothing. Under the bounded cache, `per_document` keeps every answer for as long as
the write-up is read (`one_document`, around `parse_text`), and forgets them after:

    @lru_cache(maxsize=16384)   # hits across a corpus, in C
    @per_document               # a miss there: asked before in this write-up?
    def statement_of(content: str) -> Statement: ...

Outside `one_document` (a stage called on its own) the function is computed as before."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps
from typing import Any, ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")

ACROSS = 2048
"""Answers each bounded cache of a pure function of a line, label, name or key keeps across
write-ups. Within a write-up `per_document` keeps them all; across write-ups only the common
ones ("X-axis", "2020") come back. Measured over 4,000 write-ups of the benchmark's corpus (`-j 1`, jsonl):
the caches at 4,096 to 65,536 entries held 102 MB at the peak, at 2,048 75 MB (the
import alone is ~50 MB), for ~4 % more CPU time on a corpus that repeats each write-up
several times (a corpus of distinct write-ups gains less from them)."""

# the answers of each per_document function in the write-up being read (by thread or task)
_SCOPE: ContextVar[dict[object, dict[Any, Any]] | None] = ContextVar("extract_memo_scope", default=None)


@contextmanager
def one_document() -> Iterator[None]:
    """Keep the answers of every `per_document` function until the block ends."""
    token = _SCOPE.set({})
    try:
        yield
    finally:
        _SCOPE.reset(token)


def of_object(owner: object, key: Hashable, make: Callable[[], R]) -> R:
    """`make()`, kept under (`owner`, `key`) within `one_document` (made anew outside it):
    for a memo whose value refers back to `owner` (a panel's cells paired with the panel).
    Kept in the owner's own memo, such a value makes a cycle that only the garbage collector
    frees, so each write-up's Document (its panels, cells and spans) outlived it by many
    write-ups; kept here, nothing refers back and the write-up is freed as it ends. The
    owner is held with its value, so no other object takes its id while the memo lasts."""
    scope = _SCOPE.get()
    if scope is None:
        return make()
    kept = scope.get(of_object)
    if kept is None:
        kept = scope[of_object] = {}
    found = kept.get((id(owner), key))
    if found is None:
        found = kept[id(owner), key] = (owner, make())
    return found[1]


def per_document(fn: Callable[P, R]) -> Callable[P, R]:
    """`fn` (of positional, hashable arguments) memoised within `one_document`."""

    @wraps(fn)
    def memoised(*args: P.args, **kwargs: P.kwargs) -> R:
        scope = _SCOPE.get()
        if scope is None or kwargs:
            return fn(*args, **kwargs)
        memo = scope.get(memoised)
        if memo is None:
            memo = scope[memoised] = {}
        if args in memo:
            return memo[args]  # type: ignore[no-any-return]
        value = memo[args] = fn(*args, **kwargs)  # (no keywords: they were asked above)
        return value

    return memoised
