"""What a streaming run keeps of each document for the cross-document check, so that its
memory does not grow with the corpus: in memory only the panel keys and small samples of
their cells (checks/figures.py groups write-ups into figures by them), and the cells in a temporary file, read back one
figure at a time and only for the documents that share a figure with another."""

from __future__ import annotations

import pickle
import tempfile
from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import IO, TypeVar

from extract.checks import cross, render_messages
from extract.checks import figures as matching
from extract.checks.agree import Tolerance
from extract.config import Config
from extract.models import Diagnostic, Figure

H = TypeVar("H", bound=Hashable)


class SheetStore:
    """The sheets (cross.sheet) of a run's documents, added in run order."""

    def __init__(self, config: Config) -> None:
        self.config = config  # the run's: which write-ups form a figure, how far they may differ
        self.pattern = cross.figure_pattern(config)
        self._keys: list[cross.Sheet] = []
        self._where: dict[int, tuple[int, int]] = {}  # document -> (offset, length) in the file
        self._file: IO[bytes] | None = None
        # one object per distinct key, signature, name set or sample kept: write-ups of one
        # figure (and the panels of one write-up) repeat them, and each document's own copy
        # (an empty frozenset alone is 216 bytes) made the run grow ~3 KB per document
        self._same: dict[object, object] = {}

    def add(self, sheet: cross.Sheet) -> None:
        data = pickle.dumps(sheet, protocol=pickle.HIGHEST_PROTOCOL) if sheet.entries else None
        self.add_packed(cross.keys_only(sheet), data)

    def add_packed(self, keys: cross.Sheet, packed: bytes | None) -> None:
        """A sheet as its keys (cross.keys_only, numbered as the document of the run) and
        the whole sheet pickled (as a worker sends it: run.Digest), kept as those bytes."""
        if not keys.entries and self.pattern is None:
            return  # no panel key: joins no figure
        self._keys.append(self._shared(keys))
        if packed is not None:
            if self._file is None:
                # open across add() calls, closed by compare() (no name on disk meanwhile)
                self._file = tempfile.TemporaryFile(prefix="extract-sheets-")  # noqa: SIM115
            self._where[keys.doc] = (self._file.seek(0, 2), len(packed))
            self._file.write(packed)

    def _one(self, value: H) -> H:
        """The object kept for `value`: the first one equal to it (all are immutable)."""
        return self._same.setdefault(value, value)  # type: ignore[return-value]

    def _names(self, names: frozenset[H]) -> frozenset[H]:
        found = self._same.get(names)
        if found is None:  # new: its names shared with the other sets'
            found = self._same[names] = frozenset(self._one(n) if type(n) is str else n for n in names)
        return found  # type: ignore[return-value]

    def _shared(self, keys: cross.Sheet) -> cross.Sheet:
        """`keys` holding the objects kept for its keys, signatures and samples (equal
        values, so grouping reads the same)."""
        entries = []
        for e in keys.entries:
            sign = e.sign
            if sign is not None:
                found = self._same.get(sign)
                if found is None:
                    n = self._names
                    found = replace(
                        sign, categories=n(sign.categories), rows=n(sign.rows), cols=n(sign.cols), marks=n(sign.marks)
                    )
                    self._same[found] = found
                sign = found  # type: ignore[assignment]
            key = None if e.key is None else self._one(e.key)
            figure = None if e.figure is None else self._one(e.figure)
            content = None if e.content is None else self._one(e.content)
            entries.append(replace(e, key=key, sign=sign, figure=figure, content=content))
        return cross.Sheet(keys.doc, keys.source, tuple(entries))

    def _sheet(self, keys: cross.Sheet) -> cross.Sheet:
        where = self._where.get(keys.doc)
        if where is None or self._file is None:
            return keys  # a document without cells: its keys are all of it
        self._file.seek(where[0])
        found: cross.Sheet = pickle.loads(self._file.read(where[1]))
        return found if found.doc == keys.doc else found.at(keys.doc)

    def compare(
        self, config_of: Callable[[str], Config] | None = None, each: Callable[[Figure], None] | None = None
    ) -> tuple[list[Diagnostic], list[Figure]]:
        """As checks.compare_sheets over every sheet added: the findings across documents
        (each graded by its file's settings, `config_of`) and the figures; with `each`,
        each figure goes to it as it is made and none is kept (the list is empty)."""
        tolerance = Tolerance.parse(self.config.cross_tolerance)
        messages = []
        figures: list[Figure] = []
        keep = each or figures.append
        try:
            groups = matching.group(self._keys, self.pattern, tolerance)
            made = (cross.figure(fid, [self._sheet(k) for k in group], tolerance) for fid, group in groups)
            for fig, found in cross.numbered(made):
                keep(fig)
                messages += found
        finally:
            self.close()
        return render_messages(messages, config_of or self.config), figures

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None
