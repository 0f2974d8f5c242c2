"""The recognisers' triggers (claims/triggers.py): every recogniser declares one, and no
recogniser reads a claim from a clause its trigger would not have offered it."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from extract.api import parse_text
from extract.claims import read
from extract.claims.mentions import Mentions
from extract.claims.read import Reader, Spec
from extract.claims.triggers import Trigger, Wake, trigger_of, triggered_by

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def _recognisers() -> Iterator[tuple[str, Callable[..., Any]]]:
    """The public methods of Reader shaped as recognisers: (self, a, b[, m]) -> list[Spec]."""
    for name, f in vars(Reader).items():
        if name.startswith("_") or not inspect.isfunction(f):
            continue
        params = list(inspect.signature(f).parameters)
        if params[:3] == ["self", "a", "b"] and inspect.signature(f).return_annotation in ("list[Spec]", list[Spec]):
            yield name, f


def test_every_recogniser_declares_a_trigger() -> None:
    found = dict(_recognisers())
    assert len(found) >= 20  # (the shape test above still finds them)
    missing = [name for name, f in found.items() if not isinstance(getattr(f, "trigger", None), Trigger)]
    assert missing == [], f"recognisers without @triggered_by: {missing}"
    tried = {f.__name__ for f, _ in read._CLAUSE_RECOGNISERS + read._SENTENCE_RECOGNISERS}
    assert tried | {"listed_counts", "top_values"} == set(found), (
        "a recogniser that is never tried, or tried but not a method"
    )


def test_a_recogniser_without_a_trigger_is_refused() -> None:
    def recogniser(self: Reader, a: int, b: int, m: Mentions) -> list[Spec]:
        return []

    with pytest.raises(TypeError, match="declares no trigger"):
        trigger_of(recogniser)
    assert trigger_of(triggered_by()(recogniser)) == Trigger()


def _texts() -> list[tuple[str, str]]:
    paths = sorted(FIXTURES.rglob("*.md")) + sorted(FIXTURES.rglob("*.txt"))
    return [(str(p), p.read_text(encoding="utf-8-sig")) for p in paths]


def test_no_recogniser_reads_a_claim_its_trigger_did_not_wake_it_for(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every recogniser offered every clause of the fixtures: each claim it reads must come
    from a clause that holds its trigger (else skipping it would lose that claim)."""
    missed: list[str] = []

    def checked(rec: Callable[..., list[Spec]], trigger: Trigger) -> Callable[..., list[Spec]]:
        def run(self: Reader, a: int, b: int, m: Mentions | None = None) -> list[Spec]:
            got = rec(self, a, b) if m is None else rec(self, a, b, m)
            woken = Wake(self, self.text(a, b), a, b, m or Mentions())
            if got and not woken(trigger):
                missed.append(f"{rec.__name__}: {self.text(a, b)!r}")
            return got

        return run

    always = Trigger()
    for name in ("_CLAUSE_RECOGNISERS", "_SENTENCE_RECOGNISERS"):
        monkeypatch.setattr(read, name, tuple((checked(r, t), always) for r, t in getattr(read, name)))
    for name, attr in (("_LISTED_COUNTS", "listed_counts"), ("_TOP_VALUES", "top_values")):
        monkeypatch.setattr(read, name, always)
        monkeypatch.setattr(Reader, attr, checked(getattr(Reader, attr), trigger_of(getattr(Reader, attr))))
    texts = _texts()
    assert len(texts) > 100
    for source, text in texts:
        parse_text(text, source)
    assert missed == []
