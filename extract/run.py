"""Running over many files: sorted discovery, parsing in worker processes (each builds its
own parsers on first use: lark parsers do not pickle), results in input order whatever the
number of workers, and no file's failure taking the others down."""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, Generic, TypeVar

from extract.api import parse_file
from extract.config import Config, Settings
from extract.files import ReadError, discover
from extract.models import Document

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


def _one(then: Callable[[Document], Any], job: tuple[str, str, Config]) -> Outcome[Any]:
    path, source, config = job
    try:
        return Outcome(source, value=then(parse_file(path, source, config)))
    except ReadError as e:
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


def outcomes(
    paths: Iterable[str | Path], config: Config | Settings, jobs: int, then: Callable[[Document], T]
) -> Iterator[Outcome[T]]:
    """Every write-up under `paths` (less what the settings exclude), parsed with its
    settings, in sorted order of source path; missing paths come first as errors. `then`
    (a module-level function: it goes to the workers) turns each Document into what is
    sent back, in the worker: a Document is far costlier to send between processes than
    the text it becomes."""
    settings = Settings.fixed(config) if isinstance(config, Config) else config
    errors: list[ReadError] = []
    found = list(discover([Path(p) for p in paths], errors, settings.excludes))
    for e in errors:
        yield Outcome(e.source, error=e)
    work = [(str(path), source, settings.of(path)) for path, source in found]
    for job, out in zip(work, _run(work, jobs, then), strict=True):
        out.config = job[2]
        yield out


def _run(work: list[tuple[str, str, Config]], jobs: int, then: Callable[[Document], T]) -> Iterator[Outcome[T]]:
    if jobs <= 1 or len(work) < PARALLEL_THRESHOLD:
        yield from map(partial(_one, then), work)
        return
    import multiprocessing  # here: a one-file run (a pre-commit hook) need not load them
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
    # small chunks: the last ones finish close together, so no worker idles long at the end
    chunk = max(1, min(32, len(work) // (jobs * 32)))
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        yield from pool.map(partial(_one, then), work, chunksize=chunk)
