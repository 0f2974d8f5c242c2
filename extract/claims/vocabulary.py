"""The words claims are read from, as grammars/claims.lark names them.

Each terminal of the grammar (MAX, MIN, HIGHER, LOWER, UP, DOWN, AXIS_END, …) is handed out
as the regular expression lark compiles from it, flags included ("(?i:highest|…)"), for the
recognisers (read.py) and the gates (gates.py) that still build patterns at run time; the
clause shapes built of it are the grammar's too (under `shape`). A word list searched for as
it is ("generally", "in general", "broadly") is asked for as `words("GENERALLY")`: the
terminal as whole words, compiled once. A shape of a claim sentence the grammar declares
under `shape` (a bound before a number, "half of the models") is CLAIM_SHAPES.<NAME>.
"""

from __future__ import annotations

import re
from functools import cache

from extract.grammar import Shapes, terminals


@cache
def vocab(name: str) -> str:
    """The pattern of the grammar's terminal `name`, as one regular expression."""
    for t in terminals("claims"):
        if t.name == name:
            return t.pattern.to_regexp()
    raise KeyError(f"grammars/claims.lark has no terminal {name}")


@cache
def words(*names: str, stems: bool = False) -> re.Pattern[str]:
    """The terminals `names` as one pattern of whole words: words("MAX", "MIN") finds
    "highest" in "the highest bar", not in "highestX"; with `stems` a word may run on
    (words("PEAK_STEM", stems=True) finds "peaked")."""
    either = "|".join(vocab(name) for name in names)
    return re.compile(rf"\b(?:{either})" + ("" if stems else r"\b"))


# the shapes of a claim sentence (grammars/claims.lark's `shape` rule), by name:
# CLAIM_SHAPES.THRESHOLD is the terminal THRESHOLD compiled, flags included
CLAIM_SHAPES = Shapes("claims")

VOCABULARY = ("MAX", "MIN", "HIGHER", "LOWER", "UP", "DOWN", "AXIS_END")


def kind_of(text: str) -> str | None:
    """The vocabulary terminal that `text` is a whole word (or phrase) of ("highest" ->
    "MAX", "rises" -> "UP", "ahead of" -> "HIGHER"), else None."""
    for name in VOCABULARY:
        if re.fullmatch(vocab(name), text.strip()):
            return name
    return None
