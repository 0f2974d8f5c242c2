"""Points stated in running prose, grounded by the x axis's own name:

    … climbs to about 0.77 by epoch 9 …          a value, then "at/by/in <x name> <x>"
    … falls to ~64% (Model 2) …                   a value, then "(<x name> <x>)"
    … until epoch 5 (loss ≈ 0.078) …              "<x name> <x>", then "(<y name or series> ≈ value, …)"

A prose point is a weaker statement than a data line: it never replaces a cell that a data
line, a table or a point line gives (the assembler binds it last and only where no cell
is), and it is read only where its series is certain: the header it sits under, the one
legend entry its clause names, or a chart with a single series. A number said "by" or as an
"improvement of" is a difference, never a value; a range or a list is never a point."""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache

from extract.interpret.data import is_furniture
from extract.interpret.points import PointLine, match_legend, series_name
from extract.models import Tick
from extract.outline import Header, Outline, leading_label
from extract.reader import Line, Num
from extract.wording import APPROX_WORDS

# names of x axes that are not words of the label ("Model Number": "model")
_GENERIC = frozenset("the a an of number value values index axis id no level levels size".split())
# "improves by 0.05 at epoch 9", "a gain of 3% by round 4": a difference, not a value
_DIFFERENCE = re.compile(
    r"(?:\bby|\b(?:improvement|gain|increase|decrease|drop|decline|rise|jump|change|difference|gap|margin|"
    r"reduction|boost|delta|lead|advantage)s?\s+of|±)\s*$",
    re.I,
)
_LEAD = re.compile(rf"(?:\b(?:{APPROX_WORDS})|[~≈∼])\s*$", re.I)
_WINDOW = 200  # characters of a clause a prose point looks at, either side of its numbers
_OPEN_PAREN = re.compile(r"\s*\(")
_APPROX_WORD = re.compile(rf"\b(?:{APPROX_WORDS})\b", re.I)
# "The SGD curve …", "the AdamW line …": a series named by the sentence that opens on it
_NAMED_CURVE = re.compile(
    r"\W*(?:[Tt]he\s+)?(?P<name>[A-Z][\w.+-]*(?:\s+[A-Z0-9][\w.+-]*){0,2})\s+(?:curve|line|series)\b"
)
_PRONOUN = re.compile(r"^\s*(?:it|its|this (?:curve|line|series)|the (?:curve|line|series))\b", re.I)
_SECOND_END = re.compile(r"\b(?:between|from)\s+\S+\s+(?:and|to)\s*$", re.I)
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+")
_MAX_PER_LINE = 40


def _x_words(x_label: str | None) -> list[str]:
    words = [w for w in re.findall(r"[A-Za-z]{3,}", (x_label or "").casefold()) if w not in _GENERIC]
    return list(dict.fromkeys(w[:-1] if w.endswith("s") and len(w) > 3 else w for w in words))


@lru_cache(maxsize=256)  # one x axis name per chart, the same across a corpus: compiled once
def _patterns(x_words: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]] | None:
    if not x_words:
        return None
    name = "(?:" + "|".join(re.escape(w) for w in x_words) + r")(?:e?s)?"
    after = re.compile(rf"^\s*%?\s*(?:at|by|in|on|around|near|for)\s+(?:the\s+)?(?:\w+\s+)?{name}\s*[=:]?\s*$", re.I)
    paren = re.compile(rf"^\s*%?\s*\(\s*(?:at\s+)?(?:the\s+)?{name}\s*[=:]?\s*$", re.I)
    x_then = re.compile(rf"\b{name}\s*[=:]?\s*$", re.I)
    return after, paren, x_then


def read_prose_points(
    outline: Outline, skip: set[int], x_label: str | None, legend: list[str], series_headers: dict[int, str]
) -> list[PointLine]:
    """The points prose states on the lines not in `skip`; `series_headers` maps a header
    line to the series it names."""
    pats = _patterns(tuple(_x_words(x_label)))
    if pats is None:
        return []
    out: list[PointLine] = []
    for ln in outline.lines:
        if ln.kind not in ("item", "text") or ln.number in skip or ln.number in outline.headers:
            continue
        if not any(p.kind == "num" for p in ln.phrases):
            continue
        under = outline.under(ln)
        if any(is_furniture(h) for h in under if not h.is_doc_title):
            continue
        header_series = next(
            (series_headers[h.line.number] for h in reversed(under) if h.line.number in series_headers), None
        )
        named = [
            h
            for h in reversed(under)
            if h.title is not None and not h.is_doc_title and h.line.number not in series_headers
        ]
        if header_series is None:
            # "**AI2D (Red, Diamond):** Shows an upward trend. Starts at ~80% (Model 1), …":
            # the item's label names the series of every sentence after it
            label = leading_label(ln.content)[0]
            header_series = match_legend(series_name(label), legend) if label else None
        out += _read_line(ln, named, pats, legend, header_series)[:_MAX_PER_LINE]
    return out


def _singles(ln: Line) -> list[Num]:
    """The numbers of a line that are not in a range ("0.3–0.4"); a list in prose is a run
    of clauses ("0.4 by epoch 10 and 0.3 by epoch 30"), except the second end of "between
    0.3 and 0.4" or "from 0.3 to 0.4"."""
    out: list[Num] = []
    for p in ln.phrases:
        if p.kind == "num":
            out.append(p.nums[0])
        elif p.kind == "list":
            out += p.nums
    return [n for n in out if not _SECOND_END.search(ln.raw[max(0, n.start - 40) : n.start])]


def _series_in(text: str, legend: list[str]) -> str | None:
    """The one legend entry a clause names (None for none or several)."""
    hits = {e for e in legend if re.search(rf"(?<![\w-]){re.escape(e)}(?![\w-])", text, re.I)}
    return next(iter(hits)) if len(hits) == 1 else None


def _read_line(
    ln: Line,
    named: list[Header],
    pats: tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]],
    legend: list[str],
    header_series: str | None,
) -> list[PointLine]:
    """The prose points of one line, in time linear in its length: each number looks only
    at a bounded window of text around it (a clause, not the whole paragraph)."""
    after_pat, paren_pat, x_then = pats
    raw = ln.raw
    nums = _singles(ln)
    ends = [m.end() for m in _SENTENCE_END.finditer(raw, ln.offset)]
    out: list[PointLine] = []
    used: set[int] = set()
    last: list[str] = []  # the series this paragraph last named, for "It then rises to …"

    def series_for(clause: str, opening: str) -> tuple[bool, str | None]:
        if header_series is not None:
            return True, header_series
        found = _series_in(clause, legend)
        if found is None:
            named = _NAMED_CURVE.match(opening)
            if named is not None:
                last.append(named.group("name"))  # "The SGD curve begins …": the series SGD
                return True, named.group("name")
        if found is None and last and _PRONOUN.match(opening):
            found = last[-1]
        if found is not None:
            last.append(found)
            return True, found
        return len(legend) < 2, None

    starts = [n.start for n in nums]
    for i, n in enumerate(nums):
        if n.start in used:
            continue
        nxt = nums[i + 1] if i + 1 < len(nums) else None
        k = bisect_right(ends, n.start)
        start = ends[k - 1] if k else ln.offset  # the sentence's start
        before = raw[max(start, n.start - _WINDOW) : n.start]
        opening = raw[start : start + 40]
        # a value, then "at/by <x name> <x>" or "(<x name> <x>)"
        if nxt is not None and nxt.start - n.end <= _WINDOW:
            between = raw[n.end : nxt.start]
            if after_pat.match(between) or paren_pat.match(between):
                if _DIFFERENCE.search(_LEAD.sub("", before.rstrip())):
                    continue
                ok, series = series_for(before, opening)
                if ok:
                    out.append(PointLine(ln, named, series, _x_tick(nxt), n, legend, prose=True))
                    used |= {n.start, nxt.start}
                continue
        # "<x name> <x> (<name> ≈ value, <name> ≈ value)"
        if _OPEN_PAREN.match(raw, n.end) and x_then.search(before):
            close = raw.find(")", n.end, n.end + _WINDOW)
            if close < 0:
                continue
            inner_nums = nums[i + 1 : bisect_right(starts, close)]
            inner_nums = [m for m in inner_nums if m.end <= close]
            if not inner_nums:
                continue
            points = []
            prev = raw.find("(", n.end) + 1
            for v in inner_nums:
                name = raw[prev : v.start].strip(" ,;≈~=:")
                name = _APPROX_WORD.sub("", name).strip(" ,;≈~=:")
                prev = v.end
                hit = match_legend(series_name(name), legend) if name else None
                if hit is not None:
                    points.append(PointLine(ln, named, hit, _x_tick(n), v, legend, prose=True))
                    continue
                ok, series = series_for(before, opening)
                if ok and len(inner_nums) == 1:
                    points.append(PointLine(ln, named, series, _x_tick(n), v, legend, prose=True))
            if len(points) == len(inner_nums):
                out += points
                used |= {n.start} | {v.start for v in inner_nums}
    return out


def _x_tick(n: Num) -> Tick:
    return n.value
