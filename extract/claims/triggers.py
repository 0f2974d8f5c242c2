"""Which recognisers a clause wakes: each recogniser of read.py declares, next to its
definition, the words (or the mentions) it cannot read a claim without, and a clause is
offered only to the recognisers whose triggers it holds. "Accuracy rises with depth" wakes
the trend and step recognisers (a rise word), not the threshold one (no bound word, no
value), nor the count one (no count).

A trigger's condition on the mentions is asked before its words are searched for when
the clause has not been searched for them yet (both are pure: the order changes no
answer). A trigger is a necessary condition, never a sufficient one: the recogniser still decides.
Skipping a recogniser whose trigger is absent therefore changes no output, only the time
(tests/test_triggers.py runs every recogniser over the corpora and fails if one reads a
claim its trigger did not wake it for, or if a recogniser has no trigger).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from extract.literals import folded, gate_of

if TYPE_CHECKING:
    from extract.claims.mentions import Mentions

F = TypeVar("F", bound=Callable[..., Any])
Condition = Callable[[Any, int, int, "Mentions"], bool]
"""(reader, start, end, mentions) -> whether the clause may hold the claim"""


@dataclass(frozen=True, slots=True)
class Trigger:
    """What a recogniser needs in a clause: a match of `words` in its text (None: any
    text), and `when` true of it (None: always). `gate`: the strings one of which every
    match of `words` holds, searched for in the lowercased text first (None: no gate)."""

    words: re.Pattern[str] | None = None
    when: Condition | None = None
    gate: re.Pattern[str] | None = None


def triggered_by(words: re.Pattern[str] | None = None, when: Condition | None = None) -> Callable[[F], F]:
    """Declares the trigger of the recogniser it decorates (both None: every clause)."""

    def declare(recogniser: F) -> F:
        gate = gate_of(words) if words is not None else None
        recogniser.trigger = Trigger(words, when, gate)  # type: ignore[attr-defined]
        return recogniser

    return declare


def trigger_of(recogniser: Callable[..., Any]) -> Trigger:
    """The trigger a recogniser declared; a recogniser without one is a bug (it would be
    offered nothing, or everything, by accident)."""
    found = getattr(recogniser, "trigger", None)
    if not isinstance(found, Trigger):
        raise TypeError(f"recogniser {recogniser.__name__} declares no trigger (@triggered_by)")
    return found


class Wake:
    """The triggers of one clause, each pattern searched at most once however many
    recognisers share it (the rise words wake both the trend and the step recogniser)."""

    def __init__(self, reader: Any, text: str, a: int, b: int, m: Mentions) -> None:
        self.reader, self.text, self.a, self.b, self.m = reader, text, a, b, m
        self._found: dict[int, bool] = {}
        self._folded: str | None = None  # (the lowercased text, once the first gate asks)

    def __call__(self, trigger: Trigger) -> bool:
        words, when = trigger.words, trigger.when
        if words is not None:
            found = self._found.get(id(words))
            if found is None:
                # a condition on the mentions ("two values") is a look at a list: asked
                # before the words are searched for, it spares most searches it fails
                if when is not None and not when(self.reader, self.a, self.b, self.m):
                    return False
                found = self._found[id(words)] = self._holds(trigger.gate) and words.search(self.text) is not None
                return found
            if not found:
                return False
        return when is None or when(self.reader, self.a, self.b, self.m)

    def _holds(self, gate: re.Pattern[str] | None) -> bool:
        """Whether the lowercased text holds one of the gate's strings (no gate: it may
        match). A search for plain lowercase words starts only where their first letters
        are, not at every position as a search opening on a word boundary does."""
        if gate is None:
            return True
        if self._folded is None:
            self._folded = folded(self.text)
        return gate.search(self._folded) is not None
