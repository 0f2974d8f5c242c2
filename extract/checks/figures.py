"""Which write-ups describe the same figure, and which of their panels are the same panel.

Figures: documents whose file names give the same id under `--figure-key REGEX` (the first
group, or the whole match); documents it does not match (or every document, without the
option) form figures by sharing a panel key, as the cross-document check always did, or by
a panel whose cells make it one figure with another's, whatever either is titled
(checks/content.py: "Reward Curve" and an untitled chart that give the same series at the
same ticks and agree on most of them).

Panels of one figure match by key (or a document title that contains a panel's key); when
every write-up has one panel, those panels; then by their cells (checks/content.py), then
by near-equal titles ("Training Loss Curve" and "Training Loss": the same words once chart
words are dropped, or a close spelling), each a pair at a time and only where no other pair
is as close; last, an untitled panel joins the panel whose cells it shares most, if one is
clearly first. Panels of one document never join each other except by key.

Write-ups that share a key join only when nothing else they state tells two figures apart
(a generic title such as "Benchmark: OlympiadBench" or "Failure Modes" names many): numeric
axes stated over stretches that barely overlap (y from 0.45 to 0.625 and from 0.40 to
0.50), category axes with no category in common, cells that share no row or column
name, or four or more shared cells none of which they read within a quarter of each other,
or none of which agree with most more than a quarter apart (checks/content.py `apart`);
row and column names are compared axis by axis, so two charts of one title at the same
steps whose series share no name are two figures; legends that print one name with other
numbers ("ROC curve (area = 0.64)", "(area = 0.91)": interpret/marks.py) are two figures,
and no third write-up joins them. A title that names only a place ("Left Chart") names no
figure (checks/cross.py keys it with its document's title). Names of an axis must also be
alike (`Signature.named_alike`: fewer than half in common, each naming some the other lacks,
are two figures' series or ticks), and a key names a panel of some figure, not a figure,
when it carries a panel letter ("(a) CIFAR-100": it joins only under figure titles that name
one figure, `_told_alike`) or belongs to a write-up of several panels (it joins unless the
figure titles name two: "Results (Heron study)", "Results (Otter study)"); otherwise only
their cells can join them.
Write-ups whose titles are only alike join when their shared cells lie close (`near`), or,
when the titles have the same words or one's words are all among the other's ("Hit Rate
vs. Stage", "Hit Rate Across Stages"), when they give the same series at the same ticks and
meet often enough, however much they disagree elsewhere (`matched`); panels of a figure of
several match by the place their titles name ("Top-Left Chart", "Chart 1 (Top-Left)"). A
write-up's panel is compared with a bounded number of the key's earlier panels.

Everything is linear in the documents: figures come from hashing, an index of cell values
and union-find; only the panels of one figure are compared with each other."""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import lru_cache
from typing import Protocol, TypeVar

from extract.checks.agree import Tolerance
from extract.checks.content import Content, agreement, apart, linked, matched, near
from extract.checks.keys import aliases, cell_key
from extract.memo import ACROSS
from extract.text import STRUCTURAL_WORDS, loose, singular

_MIN_CONTAINED = 8  # an untitled panel's document title must contain a key at least this long
_MIN_LOOSE = 4  # keys alike in letters and digits only when they have at least this many
_MATCH = 0.6  # the least title likeness that matches two panels
_ALIKE = 0.75  # the least title likeness that, with cells that lie close, makes two write-ups one figure
_SPELLING = 0.9  # the least likeness of two spellings of one title ("Trainig Loss")
_MAX_FUZZY = 64  # a figure with more unmatched panels than this matches them by key only
_OVERLAP = 0.5  # share of its cells an untitled panel must have in common with the panel it joins
_AXIS_OVERLAP = 1 / 3  # the least share (of their union) two stated numeric stretches of one axis share
_MAX_NAMES = 64  # names of an axis a signature keeps
_AXIS_MARGIN = 0.05  # how far past a stated axis's end (a share of its stretch) a value may still be read
_MAX_SEEN = 16  # earlier panels of a key a new one is compared with
_AGREEING = 1e-9  # any agreement that makes two panels one figure by their cells
_POSTED = 16  # panels a title word's posting holds
_TRIED = 8  # panels of alike titles compared with each panel


@dataclass(frozen=True, slots=True)
class Signature:
    """What a panel states besides its title, to tell two figures of one title apart."""

    x: tuple[float, float] | None = None  # the stretch of the x axis's numeric ticks
    y: tuple[float, float] | None = None
    categories: frozenset[object] = frozenset()  # the x axis's text ticks
    rows: frozenset[object] = frozenset()  # the rows its cells give (also without shared words)
    cols: frozenset[object] = frozenset()  # the columns its cells give (likewise)
    marks: frozenset[tuple[str, float]] = frozenset()  # what its legend prints: ("area", 0.64) (interpret/marks.py)
    values: tuple[float, float] | None = None  # the least and the greatest of its cells

    def fits(self, other: Signature) -> bool:
        """Whether the two may be one panel: no axis stretch, category list, set of
        names or legend mark that the other contradicts. Names are compared axis by axis
        (either way round): two charts of one title at the same steps whose series have no
        name in common ("Plain", "Edited" and "Cache on", "Cache off") are two figures; an
        axis of one name says nothing (a single series, named or not)."""
        if self.marked_apart(other) or not (_overlap(self.x, other.x) and _overlap(self.y, other.y)):
            return False
        if _off_axis(self, other) or _off_axis(other, self):
            return False
        if len(self.categories) >= 2 and len(other.categories) >= 2 and not self.categories & other.categories:
            return False
        if not (self.rows | self.cols and other.rows | other.cols):
            return True
        if not (self.rows | self.cols) & (other.rows | other.cols):
            return False
        straight = _meet(self.rows, other.rows) and _meet(self.cols, other.cols)
        return straight or (_meet(self.rows, other.cols) and _meet(self.cols, other.rows))

    def named_alike(self, other: Signature) -> bool:
        """Whether the two name their series and ticks as two write-ups of one figure do,
        axis by axis (either way round): on an axis where both name two or more, the names
        of one all among the other's, or half of all their names in common. Two bar charts
        of one panel title over four methods each, one of them common ("Cirrus", "Pylon",
        "Juniper", "Orchid" and "Nimbus", "Atlas", "Pylon", "Lumen"), are two figures, as are
        two loss curves at steps 0 to 5000 and at epochs 1 to 3."""
        ways = [((self.rows, other.rows), (self.cols, other.cols)), ((self.rows, other.cols), (self.cols, other.rows))]
        # the way round that sets more axes of several names against each other: a single
        # series of four bars is not a grid turned against one of four bars
        most = max(sum(len(a) > 1 and len(b) > 1 for a, b in way) for way in ways)
        return any(
            all(_alike_names(a, b) for a, b in way)
            for way in ways
            if sum(len(a) > 1 and len(b) > 1 for a, b in way) == most
        )

    def marked_apart(self, other: Signature) -> bool:
        """Whether their legends print one name with different numbers (`marked_apart`)."""
        return marked_apart(self.marks, other.marks)


def marked_apart(a: frozenset[tuple[str, float]], b: frozenset[tuple[str, float]]) -> bool:
    """Whether two legends print one name with different numbers ("ROC curve (area = 0.64)"
    and "ROC curve (area = 0.91)"): two figures, however alike the rest."""
    if not (a and b):
        return False
    theirs: dict[str, set[float]] = {}
    for name, value in b:
        theirs.setdefault(name, set()).add(value)
    ours: dict[str, set[float]] = {}
    for name, value in a:
        ours.setdefault(name, set()).add(value)
    return any(name in theirs and not values & theirs[name] for name, values in ours.items())


def _off_axis(a: Signature, b: Signature) -> bool:
    """Whether `b`'s values lie beyond the stated axis that holds all of `a`'s own ("Pass@k
    (%)" from 5.0 to 17.5 against a write-up with 18.5, 26 and 30.8): the axis of `a` could not
    show them, so the two are different figures of one title."""
    if a.values is None or b.values is None:
        return False
    for ax in (a.y, a.x):
        if ax is None or ax[1] <= ax[0]:
            continue
        margin = _AXIS_MARGIN * (ax[1] - ax[0])
        if ax[0] - margin <= a.values[0] and a.values[1] <= ax[1] + margin:
            return b.values[0] < ax[0] - margin or b.values[1] > ax[1] + margin
    return False


def _meet(a: frozenset[object], b: frozenset[object]) -> bool:
    """Whether two write-ups' names of one axis may be one axis's: a name in common, or
    one name at most on either side."""
    return len(a) < 2 or len(b) < 2 or bool(a & b)


def _alike_names(a: frozenset[object], b: frozenset[object]) -> bool:
    """Whether two write-ups' names of one axis are one axis's as two readings of a figure
    give them (a name or two read otherwise): one name at most on either side, the names of
    one all among the other's, or half of all their names in common."""
    if len(a) < 2 or len(b) < 2:
        return True
    common = len(a & b)
    return common == min(len(a), len(b)) or 2 * common >= len(a | b)


def _overlap(a: tuple[float, float] | None, b: tuple[float, float] | None) -> bool:
    if a is None or b is None:
        return True
    union = max(a[1], b[1]) - min(a[0], b[0])
    common = min(a[1], b[1]) - max(a[0], b[0])
    return union <= 0 or common / union >= _AXIS_OVERLAP


def _axis_names(ticks: Sequence[object]) -> frozenset[object]:
    """The keys of one axis's names, and what each may stand for in another write-up
    (keys.aliases: "Step 100", "Step 200" are also 100 and 200), of at most `_MAX_NAMES` names."""
    names = list(dict.fromkeys(t for t in ticks if t is not None))[:_MAX_NAMES]
    keys = {cell_key(t) for t in names}  # type: ignore[arg-type]
    for way in aliases([t for t in names if isinstance(t, str)]):
        keys.update(way.values())
    return frozenset(keys)


def signature(
    x: Sequence[object],
    y: Sequence[object],
    cells: Sequence[tuple[object, object, float, object, int]],
    marks: frozenset[tuple[str, float]] = frozenset(),
) -> Signature:
    """A panel's signature from its axes' ticks, its cells (row, column, …) and its
    write-up's legend marks."""

    def stretch(ticks: Sequence[object]) -> tuple[float, float] | None:
        nums = [float(t) for t in ticks if isinstance(t, (int, float)) and not isinstance(t, bool)]
        return (min(nums), max(nums)) if len(nums) >= 2 and min(nums) < max(nums) else None

    categories = frozenset(cell_key(t) for t in x if isinstance(t, str))
    rows, cols = _axis_names([c[0] for c in cells]), _axis_names([c[1] for c in cells])
    values = (min(c[2] for c in cells), max(c[2] for c in cells)) if cells else None
    return Signature(stretch(x), stretch(y), categories, rows, cols, marks, values)


class Panelish(Protocol):
    """What matching needs of a panel (cross.Entry)."""

    @property
    def doc(self) -> int: ...
    @property
    def key(self) -> str | None: ...
    @property
    def titled(self) -> bool: ...
    @property
    def cells(self) -> Sequence[tuple[object, object, float, object, int]]: ...
    @property
    def sign(self) -> Signature | None: ...
    @property
    def content(self) -> Content | None: ...
    @property
    def figure(self) -> str | None: ...


class Sheetish(Protocol):
    """What grouping needs of a document (cross.Sheet)."""

    @property
    def doc(self) -> int: ...
    @property
    def source(self) -> str: ...
    @property
    def entries(self) -> Sequence[Panelish]: ...


Node = tuple[str, bool]
"""A key and whether it is a panel's own (titled) or its document's title."""


class Sets:
    """Union-find over 0..n-1; with `marks` (each member's legend marks), two sets whose
    marks are `marked_apart` never join, however a third member links them (a write-up that
    prints "AUC = 0.78" joins neither "area = 0.78" nor "area = 0.85" to the other)."""

    def __init__(self, n: int, marks: Sequence[frozenset[tuple[str, float]]] = ()) -> None:
        self.parent = list(range(n))
        self.marks = dict(enumerate(marks))  # by root, the marks of its set

    def find(self, i: int) -> int:
        parent = self.parent
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def union(self, a: int, b: int) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return
        ma, mb = self.marks.get(ra, frozenset()), self.marks.get(rb, frozenset())
        if marked_apart(ma, mb):
            return
        self.parent[max(ra, rb)] = min(ra, rb)  # the earliest is the root: a stable order
        if (ma or mb) and len(ma) + len(mb) <= _MAX_NAMES:  # a bounded set: joining stays linear
            self.marks[min(ra, rb)] = ma | mb

    def groups(self, n: int) -> list[list[int]]:
        out: dict[int, list[int]] = {}
        for i in range(n):
            out.setdefault(self.find(i), []).append(i)
        return list(out.values())


def _anchors(key: str) -> tuple[str, str]:
    """The three characters either side of a key's first "|": every title that contains
    the key has them around one of its own "|"s."""
    left, _, right = key.partition("|")
    return left[-3:], right[:3]


def partners(nodes: set[Node]) -> dict[Node, list[Node]]:
    """For each node, the nodes that name the same panel: the same key (titled or not),
    between a titled key and a document title, the title containing the key
    ("r1-llama|aime24" in "heatmap: r1-llama|aime24 pass@1"), and keys with the same
    letters and digits ("reads/s-nvme,4 kib" and "reads/s,nvme 4 kib")."""
    out: dict[Node, set[Node]] = {n: {(n[0], True), (n[0], False)} & nodes for n in nodes}
    anchored: dict[tuple[str, str], set[str]] = {}
    for key, titled in nodes:
        if titled and len(key) >= _MIN_CONTAINED and "|" in key:
            anchored.setdefault(_anchors(key), set()).add(key)
    for t, titled in nodes:
        if titled or "|" not in t:
            continue
        for pos, ch in enumerate(t):
            if ch != "|":
                continue
            for i in range(min(3, pos) + 1):
                for k in range(min(3, len(t) - pos - 1) + 1):
                    for key in anchored.get((t[pos - i : pos], t[pos + 1 : pos + 1 + k]), ()):
                        if key in t:
                            out[(t, False)].add((key, True))
                            out[(key, True)].add((t, False))
    # keys that differ only in punctuation and spacing ("top-1 acc" and "top 1 acc"), or in
    # the unit one adds ("vram usage in gb" and "vram usage", "accuracy %" and "accuracy")
    spelled: dict[str, list[Node]] = {}
    for n in nodes:
        for letters in {loose(n[0]), loose(_unitless(n[0]))}:
            if len(letters) >= _MIN_LOOSE:
                spelled.setdefault(letters, []).append(n)
    for same in spelled.values():
        for n in same:
            out[n].update(same)
    return {n: sorted(p) for n, p in out.items()}


_MAX_UNIT = 3  # letters of a unit a title may end on ("in GB", "(ms)")


def _unitless(key: str) -> str:
    """A panel key without the unit it ends on: "vram usage in gb", "average accuracy %" and
    "latency (ms)" are "vram usage", "average accuracy" and "latency"."""
    words = key.split()
    if len(words) >= 2 and words[-1].strip("()") in ("%", "percent"):
        return " ".join(words[:-1])
    if len(words) >= 3 and words[-2] == "in" and 2 <= len(words[-1]) <= _MAX_UNIT:
        return " ".join(words[:-2])
    last = words[-1] if words else ""
    # "(ms)", never a panel's letter "(a)"
    if len(words) >= 2 and last.startswith("(") and last.endswith(")") and 2 <= len(last) - 2 <= _MAX_UNIT:
        return " ".join(words[:-1])
    return key


def _node(e: Panelish) -> Node | None:
    return (e.key, e.titled) if e.key else None


def _by_keys(sheets: Sequence[Sheetish], links: dict[Node, list[Node]], sets: Sets, tolerance: Tolerance) -> None:
    """Joins in `sets` the positions of `sheets` that share panel keys (connected through
    any chain), two panels of a key joining only when their signatures fit."""
    ids: dict[Node, int] = {}
    holders: list[list[tuple[int, Panelish]]] = []  # by node id: the panels that answer to it
    for i, s in enumerate(sheets):
        for e in s.entries:
            if (n := _node(e)) is not None:
                if n not in ids:
                    ids[n] = len(ids)
                    holders.append([])
                holders[ids[n]].append((i, e))
    names = Sets(len(ids))  # keys that name one panel
    for n, i in ids.items():
        for other in links.get(n, ()):
            if other in ids:
                names.union(i, ids[other])
    several = [len(s.entries) > 1 for s in sheets]
    for same in names.groups(len(ids)):
        seen: list[tuple[int, Panelish]] = []  # earlier panels that no earlier one fitted
        for i, e in sorted((h for k in same for h in holders[k]), key=lambda h: h[0]):
            fitted = False
            for j, f in seen:
                if _one_by_key(e, f, tolerance, several[i] or several[j]):
                    sets.union(i, j)
                    fitted = True
            if not fitted and len(seen) < _MAX_SEEN:
                seen.append((i, e))


def _one_by_key(e: Panelish, f: Panelish, tolerance: Tolerance, several: bool) -> bool:
    """Whether two panels of one key (of different write-ups) are one figure: signatures
    that fit, cells not `apart`, series and ticks named alike (`Signature.named_alike`: two
    bar charts titled "(a) CIFAR-100" over methods of which one is common are two papers'
    figures); a panel of a figure of several (of a write-up of several panels) not under
    figure titles that name two figures (neither's words among the other's: "Results on Two
    Datasets (Garnet Heron study)" and "... (Maple Otter study)"), and a title with a panel
    letter only under figure titles that name one: a dataset's or a benchmark's name titles
    panels of many papers' figures, so only their cells can make them one otherwise
    (`_by_content`)."""
    if not (e.sign is None or f.sign is None or (e.sign.fits(f.sign) and e.sign.named_alike(f.sign))):
        return False
    a, b = e.content, f.content
    if a is None or b is None:
        return True
    if apart(a, b, tolerance):
        return False
    if any(k and _LETTER.match(k) for k in (e.key, f.key)):  # "(a) CIFAR-100": a panel of some figure
        return bool(e.figure and f.figure and _told_alike(e.figure, f.figure))
    return not several or not (e.figure and f.figure) or bool(_told_alike(e.figure, f.figure))


def titles_tell(a: str | None, b: str | None) -> bool | None:
    """What two panels' keys say of their being one figure, for the content match: alike
    (True), nothing (False), or two figures (None: each gives a number the other does not,
    "round 1" and "round 2"; "top-1 accuracy over 5 seeds" and "top-1 accuracy" say nothing)."""
    if not (a and b):
        return False
    na, nb = _shape(a)[1], _shape(b)[1]
    if na and nb and not (na <= nb or nb <= na):
        return None
    return likeness(a, b) >= _MATCH


def _by_content(sheets: Sequence[Sheetish], tolerance: Tolerance, sets: Sets) -> None:
    """Joins in `sets` the positions of `sheets` that have a panel whose cells make it one
    figure with a panel of the other (checks/content.py)."""
    where: list[tuple[int, str | None]] = []  # each panel's sheet, and its key
    contents: list[tuple[int, Content]] = []
    for i, s in enumerate(sheets):
        for e in s.entries:
            if e.content is not None:
                where.append((i, e.key))
                contents.append((s.doc, e.content))

    def tell(j: int, k: int) -> bool | None:
        if sets.find(where[j][0]) == sets.find(where[k][0]):
            return None  # one figure already (by their keys, or by panels compared before): nothing to learn
        return titles_tell(where[j][1], where[k][1])

    for j, k in linked(contents, tolerance, tell):
        sets.union(where[j][0], where[k][0])


def _titles(e: Panelish, alone: bool) -> set[str]:
    """The keys a panel answers to for the likeness of titles: its document's title, and its
    own when it is the document's only panel (a panel of several is named against its
    siblings: "r1-llama|gpqa d" is no title of the figure "r1-llama")."""
    return {k for k in (e.key if alone else None, e.figure) if k}


def _alike(a: str, b: str) -> bool:
    """Whether two titles name one figure, told in fewer words by one of them: the words of
    one all among the other's, and alike at `_ALIKE` ("pass@k vs. k" and "pass@k vs. k for
    different models"; not "r1-llama model performance" and "r1-qwen model performance")."""
    wa, wb = _shape(a)[0], _shape(b)[0]
    return bool(wa and wb) and (wa <= wb or wb <= wa) and likeness(a, b) >= _ALIKE


def _told_alike(a: str, b: str) -> int:
    """How two titles name one figure in other words: 2 with the same words (stems, without
    chart and joining words: "Hit Rate vs. Stage", "Hit Rate Comparison Across Stages"), 1
    when one's words are all among the other's ("Share of Sources" and "Share of Sources for
    Two Blends"), else 0; 0 when each gives a number the other lacks ("CIFAR-10", "CIFAR-100")."""
    (wa, na, _), (wb, nb, _) = _shape(a), _shape(b)
    wa, wb = wa - _CONNECTORS, wb - _CONNECTORS
    if not (wa and wb) or not (na <= nb or nb <= na):
        return 0
    return 2 if wa == wb else int(wa <= wb or wb <= wa)


Titled = tuple[Panelish, set[str], bool]
"""A panel, the titles it answers to (`_titles`), and whether it is its document's only one."""


def _one_by_titles(a: Titled, b: Titled, tolerance: Tolerance) -> bool:
    """Whether two panels are one figure by alike titles: `_alike` titles and cells that
    lie close (content.near), or, for the only panels of their write-ups, titles
    `_told_alike`, signatures that fit and the same series at the same ticks
    (content.matched). Panels of a figure of several answer to their figure's title here,
    which their siblings share ("R1-Llama | AIME24" and "R1-Qwen | AIME24" under "Model
    Performance"), so only cells that lie close join them."""
    (e, ours, alone), (f, theirs, single) = a, b
    if e.content is None or f.content is None:
        return False
    if any(_alike(x, y) for x in ours for y in theirs) and near(e.content, f.content, tolerance):
        return True
    if not (alone and single) or not (told := max(_told_alike(x, y) for x in ours for y in theirs)):
        return False
    fits = e.sign is None or f.sign is None or e.sign.fits(f.sign)
    return fits and matched(e.content, f.content, tolerance, told == 2)


def _by_titles(sheets: Sequence[Sheetish], tolerance: Tolerance, sets: Sets) -> None:
    """Joins in `sets` the positions of `sheets` that have panels one figure by alike titles
    (`_one_by_titles`, of `_titles`), such as titles `_alike` whose cells lie close:
    "Decode Throughput vs. Batch Size" and "Decode Throughput by Batch Size", both with the
    same bars at about 840 and 420, though they read them 10 apart. Candidates come from an
    index of title words: each word holds the latest `_POSTED` panels, and each panel is
    compared with at most `_TRIED` earlier ones, those that share the most words with it."""
    posted: dict[str, deque[int]] = {}
    where: list[tuple[int, Titled]] = []
    for i, s in enumerate(sheets):
        alone = len(s.entries) == 1
        for e in s.entries:
            if e.content is None or not (titles := _titles(e, alone)):
                continue
            n = len(where)
            where.append((i, (e, titles, alone)))
            words = {w for t in titles for w in _shape(t)[0]}
            hits: dict[int, int] = {}
            for w in words:
                for j in posted.get(w, ()):
                    if where[j][0] != i:
                        hits[j] = hits.get(j, 0) + 1
            for j in sorted(hits, key=lambda j: (-hits[j], j))[:_TRIED]:
                k, other = where[j]
                if sets.find(k) != sets.find(i) and _one_by_titles(other, where[n][1], tolerance):
                    sets.union(k, i)
            for w in words:
                holders = posted.setdefault(w, deque(maxlen=_POSTED))
                holders.append(n)  # the latest: write-ups of one figure tend to come together


def figure_id(source: str, pattern: re.Pattern[str]) -> str | None:
    """The figure id that `pattern` finds in a file's name: its first group, or the whole match."""
    m = pattern.search(source.rpartition("/")[2])
    if m is None:
        return None
    found = m.group(1) if m.re.groups and m.group(1) is not None else m.group(0)
    return found or None  # an empty match names no figure


S = TypeVar("S", bound=Sheetish)


def group(
    sheets: Sequence[S], pattern: re.Pattern[str] | None, tolerance: Tolerance | None = None
) -> list[tuple[str | None, list[S]]]:
    """The figures that two or more of `sheets` describe, each with its id (None when it
    was found by panel keys or cells), in order of their first document; `tolerance` is
    how far apart values of one cell agree (checks/agree.py)."""
    out: list[tuple[int, str | None, list[S]]] = []
    rest: list[S] = list(sheets)
    if pattern is not None:
        named: dict[str, list[S]] = {}
        rest = []
        for s in sheets:
            fid = figure_id(s.source, pattern)
            if fid is None:
                rest.append(s)
            else:
                named.setdefault(fid, []).append(s)
        out += [(g[0].doc, fid, g) for fid, g in named.items() if len(g) > 1]
    nodes = {n for s in rest for e in s.entries if (n := _node(e)) is not None}
    sets = Sets(len(rest), [frozenset(m for e in s.entries if e.sign for m in e.sign.marks) for s in rest])
    tolerance = tolerance or Tolerance()
    _by_keys(rest, partners(nodes), sets, tolerance)
    _by_content(rest, tolerance, sets)
    _by_titles(rest, tolerance, sets)
    for g in sets.groups(len(rest)):
        if len(g) > 1:
            out.append((rest[g[0]].doc, None, [rest[i] for i in g]))
    out.sort(key=lambda t: t[0])
    return [(fid, g) for _, fid, g in out]


# ---------------------------------------------------------------- panels within a figure

_WORDS = re.compile(r"[^\W_]+")
_DIGITS = re.compile(r"\d+")
_LETTER = re.compile(r"^\s*(?:\(\s*[a-z]\s*\)|[a-z][.)])\s*", re.I)  # a panel letter: "(a) ", "b) ", "c. "


def _stem(word: str) -> str:
    """A title word as two titles of one figure share it: "rounds" and "round", "reached"
    and "reaching" are "round" and "reach"."""
    word = singular(word)
    for end in ("ing", "ed"):
        if word.endswith(end) and len(word) - len(end) >= 4:
            return word[: -len(end)]
    return word


_CONNECTORS = frozenset(map(_stem, "vs versus across over comparison compared comparing between against among".split()))
"""Stems of words that only join a title's others ("Hit Rate vs. Stage", "Hit Rate Across Stages")."""


@lru_cache(maxsize=ACROSS)
def _shape(key: str) -> tuple[frozenset[str], frozenset[str], str]:
    """A title as the likeness sees it: the stems of its words without chart words, its
    numbers, its letters."""
    key = _LETTER.sub("", key)  # "(b) validation loss" is "validation loss" to another write-up
    stems = frozenset(_stem(w) for w in _WORDS.findall(key.casefold()) if w not in STRUCTURAL_WORDS)
    return stems, frozenset(_DIGITS.findall(key)), loose(key)


_PLACE = re.compile(
    r"\b(?:(?P<v>top|upper|bottom|lower|middle|center|centre)(?:[\s-]*(?P<h>left|right|middle|center|centre))?"
    r"|(?P<side>left|right))\b"
)
_PLACE_WORD = {"upper": "top", "lower": "bottom", "center": "middle", "centre": "middle"}


@lru_cache(maxsize=ACROSS)
def place(key: str) -> tuple[str, str] | None:
    """Where a panel's title says it sits in a figure of several, as (row, side): "top-left
    chart", "Chart 1 (Top-Left)" and "upper left panel" are ("top", "left"); "Right Panel"
    is ("", "right"); None when the title names no place."""
    m = _PLACE.search(key.casefold())
    if m is None:
        return None
    v, h = m.group("v") or "", m.group("h") or m.group("side") or ""
    return _PLACE_WORD.get(v, v), _PLACE_WORD.get(h, h)


def only_place(key: str) -> bool:
    """Whether a panel's title names only its place in a figure of several ("Left Chart",
    "Chart 1 (Left)", "Top-Right Plot"): no figure's identity by itself."""
    return place(key) is not None and all(w.isdigit() for w in _shape(key)[0])


def likeness(a: str, b: str) -> float:
    """How alike two panel keys are, 0..1: 1 for the same words once chart words go
    ("training loss curve", "training loss"); titles that give different numbers
    ("aime24", "aime25"; "layer 1", "layer 2") are never alike."""
    wa, na, la = _shape(a)
    wb, nb, lb = _shape(b)
    if na and nb and na != nb:
        return 0.0
    score = 0.0
    if wa and wb:
        common = len(wa & wb)
        score = (common / min(len(wa), len(wb)) + common / len(wa | wb)) / 2
    if la and lb and score < 1.0:
        spelled = SequenceMatcher(None, la, lb, autojunk=False).ratio()
        if spelled >= _SPELLING:
            score = max(score, spelled)
    return score


def _pairwise_best(
    clusters: list[list[int]], score: Callable[[int, int], float], least: float
) -> list[tuple[int, int]]:
    """Pairs of clusters (positions) each of which is the other's single best, at `least` or more."""
    best: dict[int, tuple[float, list[int]]] = {}
    for i in range(len(clusters)):
        for j in range(i + 1, len(clusters)):
            s = score(i, j)
            if s < least:
                continue
            for a, b in ((i, j), (j, i)):
                top, who = best.get(a, (-1.0, []))
                if s > top:
                    best[a] = (s, [b])
                elif s == top:
                    who.append(b)
    out = []
    for i, (_, who) in best.items():
        if len(who) == 1 and i < who[0]:
            j = who[0]
            if best[j][1] == [i]:
                out.append((i, j))
    return out


class _Matching:
    """The panels of one figure's write-ups as they are being matched."""

    def __init__(self, entries: Sequence[Panelish], tolerance: Tolerance) -> None:
        self.entries = entries
        self.tolerance = tolerance
        self.sets = Sets(len(entries))
        self.writeups = len({e.doc for e in entries})

    def groups(self) -> list[list[int]]:
        return self.sets.groups(len(self.entries))

    def docs(self, g: list[int]) -> set[int]:
        return {self.entries[i].doc for i in g}

    def titles(self, g: list[int]) -> list[str]:
        return [k for i in g if (k := self.entries[i].key)]

    def title_score(self, a: list[int], b: list[int]) -> float:
        """The likeness of their titles; 1 for titles that name one place in the figure
        ("Top-Left Chart" and "Chart 1 (Top-Left)"), 0 for two places ("Top-Left", "Top-Right")."""
        best = 0.0
        for x in self.titles(a):
            for y in self.titles(b):
                px, py = place(x), place(y)
                if px is not None and py is not None:
                    if any(u and v and u != v for u, v in zip(px, py, strict=True)):
                        return 0.0
                    best = max(best, 1.0 if px == py else 0.0)
                best = max(best, likeness(x, y))
        return best

    def content_score(self, a: list[int], b: list[int]) -> float:
        """The most that two of their panels agree on, when their cells make them one
        figure (checks/content.py), else 0."""
        best = 0.0
        for i in a:
            for j in b:
                ei, ej = self.entries[i], self.entries[j]
                if ei.content is None or ej.content is None or (alike := titles_tell(ei.key, ej.key)) is None:
                    continue
                best = max(best, agreement(ei.content, ej.content, self.tolerance, alike))
        return best

    def cell_keys(self, g: list[int]) -> set[tuple[object, object]]:
        return {(cell_key(c[0]), cell_key(c[1])) for i in g for c in self.entries[i].cells}  # type: ignore[arg-type]

    def overlap(self, a: list[int], b: list[int]) -> float:
        ka, kb = self.cell_keys(a), self.cell_keys(b)
        return len(ka & kb) / min(len(ka), len(kb)) if ka and kb else 0.0

    def untitled(self, g: list[int]) -> bool:
        return not any(self.entries[i].titled for i in g)

    def merge(
        self, score: Callable[[list[int], list[int]], float], least: float, eligible: Callable[[list[int]], bool]
    ) -> None:
        """Join, round by round, the pairs of panels (of no common write-up, one of them
        eligible) that are each other's single best at `least` or more."""
        while True:
            open_ = [g for g in self.groups() if len(self.docs(g)) < self.writeups]
            if len(open_) < 2 or len(open_) > _MAX_FUZZY:
                return

            def pair_score(i: int, j: int, open_: list[list[int]] = open_) -> float:
                a, b = open_[i], open_[j]
                if self.docs(a) & self.docs(b) or not (eligible(a) or eligible(b)):
                    return 0.0
                return score(a, b)

            pairs = _pairwise_best(open_, pair_score, least)
            if not pairs:
                return
            for i, j in pairs:
                self.sets.union(open_[i][0], open_[j][0])


def panels(entries: Sequence[Panelish], tolerance: Tolerance | None = None) -> list[list[int]]:
    """Positions of `entries` (the panels of one figure's write-ups, in document order)
    grouped into the figure's panels, in order of first appearance."""
    m = _Matching(entries, tolerance or Tolerance())
    # by key, or a document title that holds a panel key
    nodes = {x for e in entries if (x := _node(e)) is not None}
    links = partners(nodes)
    first: dict[Node, int] = {}
    for i, e in enumerate(entries):
        if (x := _node(e)) is not None:
            m.sets.union(i, first.setdefault(x, i))
    for x, i in first.items():
        for other in links.get(x, ()):
            if other in first:
                m.sets.union(i, first[other])
    # the only panel of each write-up
    if m.writeups > 1 and m.writeups == len(entries):
        for i in range(1, len(entries)):
            m.sets.union(0, i)
    m.merge(m.content_score, _AGREEING, lambda g: True)
    m.merge(m.title_score, _MATCH, lambda g: True)
    m.merge(m.overlap, _OVERLAP, m.untitled)
    return sorted(m.groups(), key=lambda g: g[0])
