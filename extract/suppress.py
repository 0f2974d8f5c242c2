"""Inline suppressions, as ruff's `# noqa`:

    * **Chunk Size 256:** 78.4, 18.1 <!-- extract: ignore[FX101] -->
    <!-- extract: ignore[claim-trend, FX203] -->
    Recall falls as the overlap grows.
    <!-- extract: ignore-file[FX402] -->

`ignore[...]` covers findings on its own line, or, when the comment stands alone on its
line, on the line below it; `ignore-file[...]` covers the whole write-up; a bare `ignore`
or `ignore-file` covers every check. Codes and names are case-insensitive. Comments in
code (fenced blocks, `inline code`) are examples, not suppressions.

The comments are blanked (replaced by spaces, so columns stay) before the write-up is
read, so their digits are never taken for data. A suppression that suppresses nothing is
reported as unused-suppression (FX501), at info level. Suppressions that could cover a
cross-document conflict (bare, or naming FX301) are settled only once the cross-document
check has run (`settle`)."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from extract.config import Config
from extract.messages import BY_ID, CrossDocumentConflict, Message, UnusedSuppression
from extract.models import Diagnostic, Span

_COMMENT = re.compile(r"<!--\s*extract:\s*(?P<kind>ignore-file|ignore)\b\s*(?:\[(?P<codes>[^\]]*)\])?\s*-->")
_FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")
_CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")
_CROSS = (CrossDocumentConflict.code, CrossDocumentConflict.name)


@dataclass(slots=True)
class Suppression:
    """One `extract: ignore` comment."""

    text: str  # the comment as written
    span: Span
    whole_file: bool
    lines: tuple[int, ...]  # the lines it covers (its own; the next one when it is alone)
    codes: tuple[str, ...] | None  # canonical codes; None: every check
    unknown: tuple[str, ...] = ()  # what it names that is no check
    used: bool = False
    matched: set[str] = field(default_factory=set)  # codes it suppressed

    def covers(self, d: Diagnostic) -> bool:
        if self.codes is not None and d.code not in self.codes:
            return False
        if self.whole_file:
            return True
        first = d.span.line if d.span else 0
        last = d.span.end_line if d.span else 0
        return any(first <= n <= last for n in self.lines)

    @property
    def deferred(self) -> bool:
        """Whether a cross-document conflict could still use it."""
        return self.codes is None or CrossDocumentConflict.code in self.codes


def scan(text: str) -> tuple[str, list[Suppression]]:
    """The text with its suppression comments blanked, and the suppressions."""
    if "extract:" not in text:  # nearly every write-up: one scan of the text, no split
        return text, []
    found: list[Suppression] = []
    out: list[str] = []
    fence: str | None = None
    for number, line in enumerate(text.splitlines(keepends=True), start=1):
        opening = _FENCE.match(line)
        if fence is not None:
            if opening and opening.group(1)[0] == fence[0] and len(opening.group(1)) >= len(fence):
                fence = None
            out.append(line)
            continue
        if opening:
            fence = opening.group(1)
            out.append(line)
            continue
        if "extract:" not in line:
            out.append(line)
            continue
        code_spans = [m.span() for m in _CODE_SPAN.finditer(line)]
        starts = [a for a, _ in code_spans]
        parts: list[str] = []  # the line, each comment as spaces (joined once: a line may hold thousands)
        done = 0
        stripped = line.strip()
        for m in _COMMENT.finditer(line):
            k = bisect_right(starts, m.start()) - 1  # code spans do not overlap: the one before, if any
            if k >= 0 and m.start() < code_spans[k][1]:
                continue
            alone = stripped == m.group(0)  # nothing but blanks around it
            found.append(_suppression(m, number, alone))
            parts += [line[done : m.start()], " " * (m.end() - m.start())]
            done = m.end()
        out.append("".join(parts) + line[done:] if parts else line)
    return "".join(out), found


def _suppression(m: re.Match[str], number: int, alone: bool) -> Suppression:
    codes: tuple[str, ...] | None = None
    unknown: list[str] = []
    if m.group("codes") is not None:
        known: list[str] = []
        for raw in m.group("codes").split(","):
            key = raw.strip()
            if not key:
                continue
            key = key.upper() if key.upper().startswith("FX") else key.lower()
            if key in BY_ID:
                known.append(BY_ID[key].code)
            else:
                unknown.append(raw.strip())
        codes = tuple(dict.fromkeys(known))
    span = Span(line=number, column=m.start() + 1, end_line=number, end_column=m.end())
    lines = (number, number + 1) if alone else (number,)
    return Suppression(m.group(0), span, m.group("kind") == "ignore-file", lines, codes, tuple(unknown))


def apply(suppressions: Sequence[Suppression], diags: Iterable[Diagnostic]) -> list[Diagnostic]:
    """The findings no suppression covers; the suppressions that covered some are marked used."""
    kept = []
    # the suppressions of each line, and those of the whole file: a finding is tested
    # against the ones on its lines, not against every comment of the write-up
    whole = [s for s in suppressions if s.whole_file]
    at = sorted(((n, i) for i, s in enumerate(suppressions) if not s.whole_file for n in s.lines))
    starts = [n for n, _ in at]
    for d in diags:
        first = d.span.line if d.span else 0
        last = d.span.end_line if d.span else 0
        near = {i for _, i in at[bisect_left(starts, first) : bisect_right(starts, last)]}
        hit = [s for s in whole if s.covers(d)] + [suppressions[i] for i in sorted(near) if suppressions[i].covers(d)]
        for s in hit:
            s.used = True
            s.matched.add(d.code)
        if not hit:
            kept.append(d)
    return kept


def unused(suppressions: Iterable[Suppression], source: str, config: Config, final: bool) -> list[Message]:
    """unused-suppression findings for the suppressions that covered nothing (and, when not
    `final`, that no cross-document conflict could still use), and for unknown codes."""
    out: list[Message] = []
    for s in suppressions:
        if s.deferred and not final:
            continue
        problems = []
        if not s.used:
            off = [c for c in (s.codes or ()) if not config.wants(c, BY_ID[c].name)]
            problems.append("suppresses nothing" + (f" (not enabled: {', '.join(off)})" if off else ""))
        if s.unknown:
            problems.append(f"names no known check: {', '.join(s.unknown)}")
        if problems:
            out.append(UnusedSuppression(source, s.span, comment=s.text, problem="; ".join(problems)))
    return out


def settle(
    diags: Iterable[Diagnostic],
    pending: dict[str, list[Suppression]],
    config_of: Callable[[str], Config],
) -> tuple[list[Diagnostic], list[Message]]:
    """The cross-document findings the documents' deferred suppressions leave, and the
    unused-suppression findings for those deferred suppressions that are still unused."""
    by_source: dict[str, list[Diagnostic]] = {}
    for d in diags:
        by_source.setdefault(d.source, []).append(d)
    kept: list[Diagnostic] = []
    for source, found in by_source.items():
        kept += apply(pending.get(source, []), found)
    messages = [m for source, sups in pending.items() for m in unused(sups, source, config_of(source), final=True)]
    return kept, messages
