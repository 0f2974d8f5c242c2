"""The name a clause speaks of: its grammatical subject when that is a name.

    Quill+Rerank never drops below 0.80, …      "Quill+Rerank" (a name by its form: "+")
    …, whereas Quill falls under 0.70 …          "Quill" (capitalised inside the sentence)
    INT4 needs the least memory                  "INT4" (letters and digits)
    The Marrow X bar is the tallest              "Marrow X" (after an article)
    Throughput rises with batch size             none: a capitalised first word is a name only
                                                 when the write-up writes it so mid-sentence too

A claim whose subject is such a name, and whose panels call nothing so, is about a series
the reading did not find: judged over the whole panel it proves nothing (gates.py).

So is a claim whose subject is restricted by a word of size or a bound on a number that
names no tick ("Larger models show a compressed range (50-55)", "models above 13B
parameters …", "scores for long inputs …"): restriction() finds the phrase.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from extract.claims.mentions import content_words
from extract.claims.vocabulary import CLAIM_SHAPES, vocab, words
from extract.literals import Gated
from extract.outline import Outline, leading_label
from extract.reader import Line
from extract.statements import head_of, says
from extract.text import loose
from extract.wording import NUMBER_WORDS

# a clause's opening connective ("whereas Quill …", "but INT8 …") and markup before the subject
_LEAD = re.compile(r"[\s*_`>•\-+\"“”']*(?:(?:and|but|while|whereas|although|though|yet|so|then)\s+)?", re.I)
# where a sentence starts: the text before the subject holds no word, or ends a sentence
_SENTENCE_START = re.compile(r"(?:^|[.!?:]|\*\*|__)[\s*_`>•\-\"“”'()]*$")
# words that are never a subject's name, whatever their case
_NOT_NAMES = frozenset(
    """it its they this these that those there here both all each every none no some most many overall
    notably similarly meanwhile however also generally in on at for from to by with as of and or but
    while whereas x y x-axis y-axis""".split()
)


@dataclass(frozen=True, slots=True)
class Names:
    """What a write-up calls things outside its panels' names: `proper`, the words it
    writes capitalised inside a sentence ("… two lines: Quill (blue) and Quill+Rerank"),
    and `measures`, the loose text of its title and of its lines on the axes and the colour
    scale, which name what is measured ("Colour bar "WER (%)""), joined by "|"."""

    proper: frozenset[str] = frozenset()
    measures: str = ""
    entries: frozenset[str] = frozenset()  # the names its legend lists (also in `proper`)
    # the words of what a key to the chart says a direction of means ("a higher Weight score
    # means a lighter boot": "weight", "score"), whose superlatives may run either way
    senses: frozenset[str] = frozenset()

    def measured(self, word: str, headers: list[str]) -> bool:
        """Whether the title, an axis or scale line or one of the loose `headers` holds the
        word, and it is no entry of the legend (a title may name the series it compares:
        "Recall of Quill and Quill+Rerank")."""
        key = loose(word)
        if not key or word.casefold() in self.entries:
            return False
        return key in self.measures or any(key in h for h in headers)


def names_of(outline: Outline, title: str) -> Names:
    """The Names of a write-up, read once: capitalised words inside sentences and in its
    legend ("**Legend:** Quill (blue), …", or the items under a legend's label)."""
    proper: set[str] = set()
    entries: set[str] = set()
    measures = [loose(title)]
    senses: set[str] = set()
    first = True
    for ln in outline.lines:
        if ln.kind not in ("item", "text"):
            first = first and not ln.raw.strip()
            continue
        if first and CLAIM_SHAPES.BOLD_LINE.fullmatch(ln.raw.strip()):
            measures.append(loose(ln.content))  # "**Figure: … Retrieval F1 Heatmap**": a title in bold
        first = False
        proper.update(m.group(0).casefold() for m in CLAIM_SHAPES.INNER_CAPITAL.finditer(ln.raw))
        senses.update(w for hit in _DIRECTION_SENSE.finditer(ln.raw) for w in content_words(hit.group(0)))
        label, rest = leading_label(ln.content)
        if label is not None and says(label, "LEGEND"):
            # "**Legend:** Quill (blue) and Quill+Rerank (orange)": the word each entry opens with
            entries.update(m.group(1).casefold() for m in CLAIM_SHAPES.ENTRY.finditer(ln.content[rest:]))
        elif any(head_of(h.label).has("LEGEND") for h in outline.under(ln)):
            entry = CLAIM_SHAPES.ENTRY.match(ln.content[rest if label is not None else 0 :])  # "* Quill (blue circles)"
            entries.update([entry.group(1).casefold()] if entry is not None else [])
        if label is None and ":" in ln.content[:60]:
            label = ln.content.partition(":")[0]  # ('Colour bar "WER (%)": …')
        if label and says(label, *_AXIS_HEADS):
            measures.append(loose(ln.content))
    return Names(frozenset(proper | entries), "|".join(measures), frozenset(entries), frozenset(senses - _SENSE_WORDS))


_DIRECTION_SENSE = CLAIM_SHAPES.DIRECTION_SENSE
# the words of a key to the chart that name no measure ("a higher … means", "lower is better")
_SENSE_WORDS = frozenset(
    "higher lower larger smaller greater bigger more less mean indicate signal denote represent "
    "correspond imply implie reflect better worse value score number".split()
)


_AXIS_HEADS = ("AXIS", "AXIS_WORD", "ROWS", "COLUMNS", "VALUE_AXIS", "CATEGORY_AXIS", "COLOUR_SCALE", "SCALE")


def subject_name(line: Line, start: int, end: int, proper: frozenset[str]) -> tuple[str, int] | None:
    """The name the clause line.raw[start:end] opens on, as its subject, when it is one:
    a run of capitalised words (or words written as names) before its first small word.
    A capitalised first word of a sentence is a name only when `proper` (Names.proper)
    holds it. The name and where it starts; None when the clause opens otherwise ("The
    values rise", "Throughput …", "3.9 GB is …")."""
    raw = line.raw
    label, rest = leading_label(line.content)
    if label is not None and start < line.offset + rest:
        start = line.offset + rest  # "**Quill:** falls …": the label is the gates' (_unknown_subject)
    lead = _LEAD.match(raw, start, end)
    at = lead.end() if lead is not None else start
    article = CLAIM_SHAPES.ARTICLE.match(raw, at, end)
    first = article.end() if article is not None else at
    words: list[str] = []
    at = first
    for hit in CLAIM_SHAPES.TOKEN.finditer(raw, first, end):
        if hit.start() != at and (not words or raw[at : hit.start()] != " "):
            break  # a mark between two words ends the name ("INT4, 3.9 GB")
        word = CLAIM_SHAPES.POSSESSIVE_END.sub("", hit.group(0))  # ("ToRL’s performance")
        if not (word[0].isupper() or word[0].isdigit()) or word.casefold() in _NOT_NAMES:
            break
        words.append(word)
        at = hit.start() + len(word)
    if not words or not words[0][0].isalpha() or not CLAIM_SHAPES.AFTER_NAME.match(raw, at, end):
        return None  # (a number is a value: "3.9 GB is the least")
    name = " ".join(words)
    if len(words) > 1 or CLAIM_SHAPES.NAME_FORM.search(name) or article is not None:
        return name, first  # a name by its form, or capitalised after an article ("the Quill line")
    if not _SENTENCE_START.search(raw, max(0, first - 40), first):  # (a bounded look back)
        return name, first  # capitalised inside the sentence ("…, whereas Quill falls")
    return (name, first) if name.casefold() in proper else None


# words in -s that are verbs, not the plural noun a word of size restricts ("the smaller gap appears")
_VERB_S = (
    r"(?:appears|remains|stays|shows|occurs|exists|lies|sits|becomes|grows|means|suggests|indicates|seems|"
    r"reaches|peaks|drops|falls|rises|has|is|was)"
)
# a restriction on what a clause speaks of: a word of size before a plural noun, opening the
# clause or after a preposition ("Larger models show …", "scores for long inputs stay …",
# "the smaller networks all …"), or a plural noun bounded by a number ("models above 13B
# parameters", "inputs longer than 4K tokens")
_SIZED = Gated(
    re.compile(
        rf"(?P<at>(?:\b(?:for|among|with|at|on|in|across|of|the|all|these|those|both)\s+)*)"
        rf"(?P<what>(?:{vocab('SIZE_WORD')}|{vocab('NEAR_WORD')})\s+(?:[a-z][\w-]*\s+)?(?!{_VERB_S}\b)[a-z][\w-]{{2,}}(?<!s)s)\b",
        re.I,
    )
)
_GENERAL_MODS = frozenset(
    "all the these those its their other remaining most many some both each every any such overall individual "
    "cell mean average typical no top bottom diagonal off-diagonal final first last initial starting ending "
    "stated reported shown given listed observed raw".split()
)
_EXTREME_WORD = words("MAX", "MIN")  # "The highest score is 37.3": the extreme, not a part
_BOUNDED = CLAIM_SHAPES.BOUNDED


def restriction(line: Line, start: int, end: int, own: list[tuple[int, int]], measured: set[str]) -> str | None:
    """The phrase of line.raw[start:end] that picks out some of what the clause speaks of
    by a word of size or a bound on a number ("Larger models", "for long inputs", "models
    above 13B parameters"), when no span in `own` (the ticks the claim was read with, the
    numbers it states) lies in it; None when the clause has none. A bound on what the
    values are (`measured`: "values", "scores", the words of the value axis) is the claim
    itself ("scores >42"). A claim so restricted is about cells the reading cannot pick out."""
    raw = line.raw
    label, rest = leading_label(line.content)
    if label is not None and start < line.offset + rest:
        start = line.offset + rest  # "**Diminishing returns:** larger models …": past the label
    lead = _LEAD.match(raw, start, end)
    opens = lead.end() if lead is not None else start
    for hit in _SIZED.finditer(raw, start, end):
        if (hit.group("at").strip() or hit.start() == opens) and not _names_own(raw, hit.start("what"), hit.end(), own):
            return hit.group("what")
    for hit in _BOUNDED.finditer(raw, start, end):
        if CLAIM_SHAPES.IN_RESTRICTION.sub("y", hit.group("noun").casefold()) not in measured and not _names_own(
            raw, hit.start(), hit.end(), own
        ):
            return hit.group(0).strip()
    return kinds_restriction(line, start, end, own)


def part_named(line: Line, start: int, end: int, own: list[tuple[int, int]], known: set[str]) -> str | None:
    """The phrase of line.raw[start:end] that picks out a part of the cells the reading
    cannot: by where it is drawn ("Values in the right column are below 15", "The top row
    stays under 10") or by a word before "values" that is no tick, panel or measure
    ("Weekday values stay in the 12–14 range"; `known`: the words of the value axis and the
    panels' titles). None when it has none. A claim proved false over every cell may be true
    of that part."""
    raw = line.raw
    label, rest = leading_label(line.content)
    if label is not None and start < line.offset + rest:
        start = line.offset + rest
    if (placed := CLAIM_SHAPES.PLACED_PART.search(raw, start, end)) is not None:
        return placed.group("what")
    if (back := CLAIM_SHAPES.POINTED_BACK.search(raw, start, end)) is not None:
        return back.group(0)
    if (parity := CLAIM_SHAPES.PARITY_PART.search(raw, start, end)) is not None and not _names_own(
        raw, parity.start(), parity.end(), own
    ):
        return parity.group(0)  # "Even years are always above 330": every other tick, not picked out
    for hit in (
        *CLAIM_SHAPES.SUBJECTS_TIME_PART.finditer(raw, start, end),
        *CLAIM_SHAPES.BEFORE_AFTER.finditer(raw, start, end),
    ):
        what = hit.group("what") if "what" in hit.re.groupindex else hit.group(0)
        said = {w.casefold() for w in CLAIM_SHAPES.IN_PART_NAMED.findall(what)}
        named = said & known or any(w.removesuffix("s") in known for w in said)
        before = CLAIM_SHAPES.BEFORE_WORD.search(raw, start, hit.start())
        ranked = (
            before is not None
            and (_EXTREME_WORD.fullmatch(before.group(1)) is not None or before.group(1).casefold().endswith("est"))
            and CLAIM_SHAPES.OF_VALUES.match(raw, hit.end()) is None
            # ("the highest weekday" over Monday to Sunday: the weekdays are a part of the days)
            and CLAIM_SHAPES.WEEK_PART.search(what) is None
        )
        if not named and not ranked and not _names_own(raw, hit.start(), hit.end(), own):
            return hit.group(0)
    lead = _LEAD.match(raw, start, end)
    sub = CLAIM_SHAPES.MODIFIED_VALUES.match(raw, lead.end() if lead is not None else start, end)
    if sub is None:
        return None
    mod = sub.group("mod")
    general = mod.casefold() in _GENERAL_MODS or mod.casefold() in known or mod.casefold().endswith("est")
    if general or _EXTREME_WORD.fullmatch(mod) or _names_own(raw, sub.start("mod"), sub.end("mod"), own):
        return None  # ("The highest score", "the driest cell", "BBH scores" of the panel "BBH")
    if _names_own(raw, sub.end("what"), sub.end("what"), own):
        return None  # ("The top-left cell (Layer 1, H1)": the ticks in brackets say which cell it is)
    return sub.group("what")


def kinds_restriction(line: Line, start: int, end: int, own: list[tuple[int, int]]) -> str | None:
    """The phrase of line.raw[start:end] that names a kind of category by words that are
    no tick ("in Cached configurations", "for the distilled models", "in two settings"),
    when no span in `own` lies in it; None when it has none. Such a claim speaks of
    categories the reading cannot pick out, and judged over every one it is a false alarm."""
    raw = line.raw
    opening = CLAIM_SHAPES.KINDED_OPENING.match(raw, start, end) or CLAIM_SHAPES.PART_OPENING.match(raw, start, end)
    if opening is not None and any(
        _EXTREME_WORD.fullmatch(w) or w.casefold() in _NOT_A_KIND or w.casefold() in NUMBER_WORDS or w.isdigit()
        for w in opening.group("words").split()
    ):
        # ("The two best settings are 8/64 and 4/256": the leaders it names; "Three regions are
        # above 80%", "Only two models exceed 60": how many, which counts judge)
        opening = None
    quantified = _QUANTIFIED_KIND.match(raw, start, end)
    if (
        opening is None
        and quantified is not None
        and (quantified.group("one") is None) == quantified.group("noun").casefold().endswith("s")
        and not _EXTREME_WORD.fullmatch(quantified.group("words"))
        and not quantified.group("words").casefold().endswith("est")
        and quantified.group("words").casefold() not in _NOT_A_KIND | _GENERAL_KINDS
        and quantified.group("words").casefold() not in NUMBER_WORDS
        and not CLAIM_SHAPES.NOT_A_NOUN.fullmatch(quantified.group("noun"))
        and not _DIAGONAL_WORD.search(quantified.group("what"))
    ):
        # "Every lightweight laptop stays below 70 Wh", "All open models exceed 60": a kind of
        # the categories a word picks out (a singular noun after "every", a plural after "all")
        opening = quantified
    hits = [*([opening] if opening is not None else []), *CLAIM_SHAPES.KINDED.finditer(raw, start, end)]
    for hit in hits:
        words = [w.casefold() for w in CLAIM_SHAPES.IN_KINDS_RESTRICTION.findall(hit.group("words"))]
        # ("in all three configurations": every one; "in two configurations": some)
        said = [w for w in words if w not in _WHOLE and not (w in NUMBER_WORDS and words[0] == "all")]
        if said and not _names_own(raw, hit.start("words"), hit.end(), own):
            return hit.group("what")
    return None


# (and a sum's word before the things summed: "Together the regions account for 4,850")
_NOT_A_KIND = frozenset("top bottom only just exactly for both together combined altogether".split())
# nouns of what a chart draws, which a word before names a part of by a name of the chart
# ("All GSM8K cells exceed 60%": the cells of the panel GSM8K), no kind of the categories
_MARK_NOUNS = (
    r"(?:cells?|values?|bars?|points?|scores?|entries|entry|numbers?|readings?|results?|figures?|series|"
    r"lines?|curves?|columns?|rows?|slices?|segments?|box(?:es)?|bins?|markers?|dots?|data|"
    # (or of what the values are: "All order counts fall between 1,200 and 2,400")
    r"counts?|totals?|amounts?|rates?|levels?|shares?|percentages?|sizes?|quantit(?:y|ies)|volumes?|"
    r"measurements?|estimates?|observations?|samples?|averages?|means?|medians?|sums?)"
)
# a quantifier, one word and a noun opening the clause: "Every lightweight laptop", "All
# open models" (the noun singular after "every" and "each", plural after "all": not "Every
# laptop stays", "All models exceed", whose second word is the verb)
_QUANTIFIED_KIND = re.compile(
    r"[\W_]*(?:(?P<one>every|each)|all(?:\s+(?:of\s+)?the)?|none\s+of\s+the)\s+"
    r"(?P<what>(?P<words>[a-z][\w-]*)\s+(?!" + _MARK_NOUNS + r"\b)(?P<noun>[a-z][a-z-]{2,}))\b(?!\s*[(:,])",
    re.I,
)
_DIAGONAL_WORD = CLAIM_SHAPES.DIAGONAL_WORD
# words after such a quantifier that pick out no kind
_GENERAL_KINDS = frozenset(
    "other remaining single individual given listed shown plotted tested evaluated measured compared "
    "considered studied examined available such".split()
)
# words of such a phrase that speak of every category, or of none in particular
_WHOLE = frozenset(
    "the all every each both any most many several various different these those tested evaluated shown "
    "compared considered listed studied examined available".split()
)


_NOTE = CLAIM_SHAPES.NOTE


def _names_own(raw: str, a: int, b: int, own: list[tuple[int, int]]) -> bool:
    """Whether raw[a:b], or a note in brackets right after it, holds one of the spans `own`
    ("Larger models (70B)" names its tick)."""
    note = _NOTE.match(raw, b)
    b = note.end() if note is not None else b
    return any(a <= s < b for s, _ in own)
