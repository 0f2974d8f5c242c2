"""Small text helpers shared by the interpretation: markdown stripping, panel keys,
and the vocabulary that tells a structural label ("Data Points") from a name."""

from __future__ import annotations

import re
from functools import lru_cache

_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_EMPH = re.compile(r"(\*\*|__|\*|`)")


MEMO_LONGEST = 256  # characters: longer texts (a whole data line) are rarely asked twice


def strip_md(text: str) -> str:
    """Text without emphasis, code marks and link targets, whitespace collapsed."""
    return _strip_md_memo(text) if len(text) <= MEMO_LONGEST else _strip_md(text)


@lru_cache(maxsize=1 << 13)  # the same labels and titles are stripped over and over
def _strip_md_memo(text: str) -> str:
    return _strip_md(text)


def _strip_md(text: str) -> str:
    escaped = "\\" in text
    if escaped:  # "multi\_series" is "multi_series": an escaped mark is kept, not emphasis
        text = _ESCAPE.sub(lambda m: _HIDE.get(m.group(1), m.group(1)), text)
    text = _LINK.sub(r"\1", text)
    text = _EMPH.sub("", text)
    if escaped:
        text = text.translate(_SHOW)
    return " ".join(text.split())


_HIDE = {c: chr(0xE000 + ord(c)) for c in "*_`"}
_SHOW = {ord(v): k for k, v in _HIDE.items()}


_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|<>~])")


_KEY_DROP = re.compile(r"['’`\"“”*]")
_KEY_SPACE = re.compile(r"[\s_]+")
_KEY_PUNCT = re.compile(r"\s*([|/:,;\-–—])\s*")


def panel_key(title: str | None) -> str | None:
    """The normalised title that matches one panel across documents:
    "R1-Llama | AIME'24" and "r1-llama|aime24" share "r1-llama|aime24"; "GPQA_D" and
    "GPQA D" share "gpqa d"."""
    if title is None:
        return None
    s = _KEY_DROP.sub("", strip_md(title)).casefold()
    s = _KEY_SPACE.sub(" ", s).strip()
    s = _KEY_PUNCT.sub(lambda m: "-" if m.group(1) in "–—" else m.group(1), s)
    return s or None


_NOT_ALNUM = re.compile(r"[^0-9a-z]")


@lru_cache(maxsize=1 << 16)  # the same tick names are compared over and over
def loose(text: str | None) -> str:
    """Letters and digits only, casefolded: for matching names written differently."""
    return _NOT_ALNUM.sub("", (text or "").casefold())


def tick_key(v: object) -> object:
    """A hashable key that equal ticks share: 3000 and 3000.0; "GPQA_D" and "gpqa d"."""
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return round(float(v), 9)
    return None if v is None else loose(str(v))


def same_tick(a: object, b: object) -> bool:
    """Whether two ticks (or cell keys) name the same place."""
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))
    if a is None or b is None:
        return False
    la = loose(str(a))
    return la != "" and la == loose(str(b))


# Words that describe the structure of a write-up rather than name a panel or series.
STRUCTURAL_WORDS = frozenset(
    """
    an the of and or for with by in on per to from at as each all every both its their this these
    data point points value values grid grids table tables cell cells number numbers numerical numeric
    score scores raw matrix full detailed detail details analysis summary overview description
    key observation observations interpretation interpretations note notes component components
    axis axes x-axis y-axis x y horizontal vertical legend legends color colour colors colours
    colorbar colourbar scale scales bar bars gradient map label labels labelled labeled title titles
    tick ticks layout trend trends verification approximate approx approximately estimated extracted
    reading readings common element elements individual chart charts figure figures heatmap heatmaps
    heat plot plots panel panels graph graphs subplot subplots row rows column columns peak peaks series
    main overall general structure visual visualization elements content contents information
    measurement measurements result results statistics stats breakdown list listing region regions
    left right top bottom center centre middle upper lower side position positions
    finding findings highlight highlights takeaway takeaways insight insights remark remarks comment
    comments discussion conclusion conclusions caption reading readings total totals curve curves
    line lines marker markers entry entries count counts observed what shows stands out
    one two three four five six seven eight nine ten eleven twelve
    extraction specific selected sampled notable estimates type types kind context purpose technical
    document text textual transcription embedded annotation annotations visible spatial grounding
    reconstruction reconstructed facts specifics setup properties characteristics pattern patterns
    behavior behaviour
    """.split()
)


_WORD = re.compile(r"[^\W_][\w\-'’.@|]*")


def is_structural(label: str) -> bool:
    """True when every word of `label` is structural vocabulary."""
    words = [w.casefold().strip(".'’") for w in _WORD.findall(label)]
    return all(w in STRUCTURAL_WORDS for w in words)
