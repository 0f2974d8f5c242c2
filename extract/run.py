"""Running over many files: sorted discovery, parsing in worker processes (each builds its
own parsers on first use: lark parsers do not pickle), results in input order whatever the
number of workers, and no file's failure taking the others down."""

from __future__ import annotations

import os
import pickle
import sys
import traceback
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, Generic, TypeVar

from extract import suppress
from extract.api import parse_file, parse_text
from extract.checks import cross
from extract.config import Config, Settings
from extract.files import ReadError, discover
from extract.models import Diagnostic, Document
from extract.output import nested, to_json

# below this many files, starting worker processes costs more than it saves
PARALLEL_THRESHOLD = 16


T = TypeVar("T")


@dataclass(slots=True)
class Outcome(Generic[T]):
    """What became of one file: its Document (or what `then` made of it in the worker),
    or the error that stopped it."""

    source: str
    value: T | None = None  # the Document, or what `then` made of it
    error: ReadError | None = None
    config: Config | None = None  # the settings it was read with
    index: int = 0  # its place among the files of the run (a cluster run numbers the documents by it)


Job = tuple[str, str, Config]
"""A file to read: the path to read it from, its source (as output shows it), its settings."""


def one(then: Callable[[Document], Any], job: Job, text: str | None = None) -> Outcome[Any]:
    """The outcome of one file (of `text`, when given, as that file)."""
    path, source, config = job
    try:
        doc = parse_file(path, source, config) if text is None else parse_text(text, source, config)
        return Outcome(source, value=then(doc))
    except ReadError as e:
        if e.source != source:  # read from another spelling of the path (a cluster worker's absolute one)
            e = ReadError(source, e.reason, e.line)
        return Outcome(source, error=e)
    except RecursionError:
        return Outcome(source, error=ReadError(source, "is nested too deeply to read"))
    except Exception as e:  # a bug must not cost the user the other files' results
        where = traceback.extract_tb(e.__traceback__)[-1]
        reason = (
            f"could not be read: internal error {type(e).__name__}: {e} ({Path(where.filename).name}:{where.lineno})"
        )
        return Outcome(source, error=ReadError(source, reason))


def default_jobs() -> int:
    """The number of cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def whole(doc: Document) -> Document:
    """The `then` of outcomes() that sends the whole Document back."""
    return doc


def jobs_of(paths: Iterable[str | Path], config: Config | Settings) -> tuple[list[ReadError], list[Job]]:
    """The paths that are missing, and the files to read (less what the settings exclude)
    in sorted order of source path, each with its settings."""
    settings = Settings.fixed(config) if isinstance(config, Config) else config
    errors: list[ReadError] = []
    found = list(discover([Path(p) for p in paths], errors, settings.excludes))
    # a path as given is its own source: one string for both (~2 MB over 20,000 files)
    return errors, [(source if source == (p := str(path)) else p, source, settings.of(path)) for path, source in found]


def outcomes(
    paths: Iterable[str | Path], config: Config | Settings, jobs: int, then: Callable[[Document], T]
) -> Iterator[Outcome[T]]:
    """Every write-up under `paths` (less what the settings exclude), parsed with its
    settings, in sorted order of source path; missing paths come first as errors. `then`
    (a module-level function: it goes to the workers) turns each Document into what is
    sent back, in the worker: a Document is far costlier to send between processes than
    the text it becomes."""
    errors, work = jobs_of(paths, config)
    for e in errors:
        yield Outcome(e.source, error=e)
    for index, (job, out) in enumerate(zip(work, _run(work, jobs, then), strict=True)):
        out.config, out.index = job[2], index
        yield out


def _run(work: list[Job], jobs: int, then: Callable[[Document], T]) -> Iterator[Outcome[T]]:
    if jobs <= 1 or len(work) < PARALLEL_THRESHOLD:
        yield from map(partial(one, then), work)
        return
    import multiprocessing  # here: a one-file run (a pre-commit hook) need not load them
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
    # small chunks: the last ones finish close together, so no worker idles long at the end
    chunk = max(1, min(32, len(work) // (jobs * 32)))
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        yield from pool.map(partial(one, then), work, chunksize=chunk)


@dataclass(slots=True)
class Digest:
    """What a worker sends back for one document, finished: the bytes of its output and what
    the cross-document check keeps of it, so the main process only writes them in order
    (far less to move between processes than the Document, and no work per document)."""

    text: str | None  # the document's JSON as it goes into the output (json, jsonl)
    diagnostics: list[Diagnostic]  # its findings (check)
    keys: cross.Sheet  # what grouping into figures needs of it, kept in memory (cross.keys_only)
    packed: bytes | None  # its whole sheet, pickled (None: no panel with cells)
    suppressions: list[suppress.Suppression]  # its suppressions a cross-document finding may use

    def sheet(self) -> cross.Sheet:
        """The whole sheet (as the document of the run it was read as: sheet.at renumbers it)."""
        if self.packed is None:
            return self.keys
        found: cross.Sheet = pickle.loads(self.packed)
        return found


def digest(mode: str, doc: Document) -> Digest:
    """Runs in the worker. `mode` is "json", "jsonl" or "check"."""
    text = nested(doc, 2) if mode == "json" else to_json(doc, indent=None) if mode == "jsonl" else None
    diagnostics = doc.diagnostics if mode == "check" else []
    sheet = cross.Sheet(0, doc.source, ()) if mode == "jsonl" else cross.sheet(doc, 0)
    packed = pickle.dumps(sheet, protocol=pickle.HIGHEST_PROTOCOL) if sheet.entries else None
    return Digest(text, diagnostics, cross.keys_only(sheet), packed, doc._suppressions)
