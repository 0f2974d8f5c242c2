"""Running on a Dask cluster (the `dask` extra: pip install 'extract[dask]').

Each document is read, parsed, checked and serialised on a worker; each worker builds its
own lark parsers on first use (extract/grammar.py: parsers do not pickle), so only paths,
settings and results travel. The cross-document check and the consensus of figures run as
a groupby on the figure each document belongs to: the documents' panel keys (a few strings
each) and small packed samples of their cells (never the cells) are gathered on one
worker, which tells the figures apart (as checks/figures.py does for a local run); then
each document's sheet goes to its figure's group, and each group is compared on one
worker. The output is byte for byte a local run's.

    bag_of_results(paths, config)  a dask Bag of Outcome[Document], one per file, in input order
    compare(bag, config)           a Delayed: (findings, figures) across the bag's documents
    parse_paths(paths, config)     (Result, errors), as extract.api.parse_paths, on the current
                                   Dask scheduler (a distributed Client when one is active)
    ClusterRun                     what `extract --dask-scheduler ADDRESS` runs

The workers read the files themselves, by absolute path: they must see the same file
system as the client (a shared or network file system), and have extract installed.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

import dask.bag as db
from dask.base import compute as dask_compute
from dask.base import persist as dask_persist
from dask.delayed import Delayed, delayed

from extract import api
from extract.checks import cross, render_messages
from extract.checks import figures as matching
from extract.checks.agree import Tolerance
from extract.config import Config, ConfigError, Settings
from extract.files import ReadError, read_text
from extract.messages import Message
from extract.models import Diagnostic, Document, Figure, Result
from extract.run import Digest, Job, Outcome, digest, jobs_of, one, whole

T = TypeVar("T")

PARTITION = 64
"""Documents per partition: enough that a task outweighs the scheduler's cost for it, few
enough that one partition of results is little to hold."""

CONNECT_TIMEOUT = "10s"
"""How long to try to reach the scheduler before saying so."""

Item = tuple[int, Job, str | None] | Outcome[Any]
"""A file to read on a worker (its index in the run, its job, the text when the client had
to read it: standard input), or an error the client already knows (a missing path)."""


def _items(paths: Iterable[str | Path], config: Config | Settings) -> list[Item]:
    errors, jobs = jobs_of(paths, config)
    items: list[Item] = [Outcome(e.source, error=e) for e in errors]
    for index, (path, source, cfg) in enumerate(jobs):
        if path == "-":  # standard input is the client's: read it here
            try:
                items.append((index, (path, source, cfg), read_text(Path(path))))
            except ReadError as e:
                items.append(Outcome(source, error=e, config=cfg, index=index))
            continue
        # a worker's working folder is not the client's
        items.append((index, (os.path.abspath(path), source, cfg), None))
    return items


def _outcome(then: Callable[[Document], T], item: Item) -> Outcome[Any]:
    """Runs on a worker."""
    if isinstance(item, Outcome):
        return item
    index, job, text = item
    out = one(then, job, text)
    out.config, out.index = job[2], index
    return out


def bag_of_results(
    paths: Iterable[str | Path],
    config: Config | Settings | None = None,
    then: Callable[[Document], Any] = whole,
    partition_size: int = PARTITION,
) -> db.Bag:
    """Every write-up under `paths` (less what the settings exclude) as an Outcome (its
    Document, or the error that stopped it) in a dask Bag, in the order of a local run:
    missing paths first, then files in sorted order of source path. `then` (a module-level
    function, or a partial of one) turns each Document into what the bag holds, on the
    worker. Files are discovered now, on the client; nothing is read until the bag is computed."""
    items = _items(paths, config or Config())
    return db.from_sequence(items, partition_size=partition_size).map(partial(_outcome, then))


def _sheet(out: Outcome[Any]) -> cross.Sheet:
    value = out.value
    if isinstance(value, Digest):
        return value.sheet().at(out.index)
    assert isinstance(value, Document)
    return cross.sheet(value, out.index)


def _read(out: Outcome[Any]) -> bool:
    return out.value is not None


def sheets(bag: db.Bag) -> db.Bag:
    """What the cross-document check keeps of each document of a bag of Outcomes (of
    Documents, or of run.Digests), numbered by the documents' places in the run."""
    return bag.filter(_read).map(_sheet)


def _groups(
    keys: list[cross.Sheet], figure_key: str | None, tolerance: float | str | None
) -> dict[int, tuple[int, str | None]]:
    """Runs on a worker: for each document in a figure, its figure's place in the run and
    its id (None: found by panel keys or cells)."""
    pattern = cross.figure_pattern(Config(figure_key=figure_key))
    keys.sort(key=lambda s: s.doc)
    found = matching.group(keys, pattern, Tolerance.parse(tolerance))
    return {s.doc: (i, fid) for i, (fid, group) in enumerate(found) for s in group}


def _tagged(s: cross.Sheet, groups: dict[int, tuple[int, str | None]]) -> tuple[int, str | None, cross.Sheet] | None:
    found = groups.get(s.doc)
    return None if found is None else (found[0], found[1], s)


def _not_none(x: object) -> bool:
    return x is not None


def _first(x: tuple[int, str | None, cross.Sheet]) -> int:
    return x[0]


def _figure(
    tolerance: float | str | None, group: tuple[int, list[tuple[int, str | None, cross.Sheet]]]
) -> tuple[int, Figure, list[Message]]:
    """Runs on a worker: one figure from its documents' sheets (in run order)."""
    place, members = group
    members.sort(key=lambda m: m[2].doc)
    fig, found = cross.figure(members[0][1], [m[2] for m in members], Tolerance.parse(tolerance))
    return place, fig, found


def _named(figures: list[tuple[int, Figure, list[Message]]]) -> tuple[list[Message], list[Figure]]:
    figures.sort(key=lambda f: f[0])
    return cross.named((fig, found) for _, fig, found in figures)


def _grouped(keyed: db.Bag) -> db.Bag:
    return keyed.groupby(_first, shuffle="tasks")


def compare_sheets(found: db.Bag, config: Config) -> Delayed:
    """A Delayed of (messages, figures) across a bag of sheets: as checks.cross.compare, as
    a groupby on each document's figure. The messages are not yet rendered as findings
    (each file's settings may choose and grade them: checks.render_messages)."""
    pattern = cross.figure_pattern(config)
    keys = found.map(cross.keys_only)
    if pattern is None:  # a document without panel keys or enough cells joins no figure
        keys = keys.filter(_has_keys)
    groups = delayed(_groups)(keys, config.figure_key, config.cross_tolerance)
    keyed = found.map(_tagged, groups).filter(_not_none)
    figures = _grouped(keyed).map(partial(_figure, config.cross_tolerance))
    return delayed(_named)(figures)


def _has_keys(s: cross.Sheet) -> bool:
    return bool(s.entries)


def _rendered(config: Config, raw: tuple[list[Message], list[Figure]]) -> tuple[list[Diagnostic], list[Figure]]:
    messages, figures = raw
    return render_messages(messages, config), figures


def compare(bag: db.Bag, config: Config | None = None) -> Delayed:
    """A Delayed of (findings, figures) across the documents of a bag of Outcomes (as
    bag_of_results gives): what checks.compare_documents gives for a local run."""
    config = config or Config()
    return delayed(_rendered)(config, compare_sheets(sheets(bag), config))


def parse_paths(
    paths: Iterable[str | Path], config: Config | None = None, partition_size: int = PARTITION
) -> tuple[Result, list[ReadError]]:
    """extract.api.parse_paths on the current Dask scheduler: the same Result, with each
    document parsed once on a worker and the cross-document check run as a groupby."""
    cfg = config or Config()
    # persisted: the documents and the comparison then read the same parse of each file
    (bag,) = dask_persist(bag_of_results(paths, cfg, partition_size=partition_size))
    outs, (across, figures) = dask_compute(bag, compare(bag, cfg))
    result = Result(documents=[o.value for o in outs if o.value is not None], figures=figures)
    result.diagnostics = api.settle(across, result.documents, cfg)
    return result, [o.error for o in outs if o.error is not None]


def _head(out: Outcome[Digest]) -> Outcome[Digest]:
    """An outcome as the client needs it: the document's text, findings and suppressions;
    its sheet stays on the cluster."""
    if out.value is None:
        return out
    got = out.value  # (the same object is the sheets' input: never change it)
    light = Digest(got.text, got.diagnostics, cross.Sheet(out.index, out.source, ()), None, got.suppressions)
    return Outcome(out.source, light, out.error, out.config, out.index)


class ClusterRun:
    """`extract --dask-scheduler ADDRESS`: the outcomes of a run (run.Digests) in input
    order, one partition at a time, then the cross-document findings and figures, computed
    on the cluster while the documents were being written."""

    def __init__(self, address: str, mode: str) -> None:
        from distributed import Client
        from distributed.comm.addressing import parse_address
        from distributed.comm.registry import get_backend

        try:  # a malformed address, before a Client exists (one that fails to start cannot close cleanly)
            get_backend(parse_address(address)[0])
        except ValueError as e:
            raise ConfigError(f"--dask-scheduler {address!r} is not a scheduler address: {e}") from None
        try:
            self.client = Client(address, set_as_default=False, timeout=CONNECT_TIMEOUT)
        except (OSError, TimeoutError, ValueError) as e:
            raise ConfigError(f"cannot reach the Dask scheduler at {address}: {e}") from None
        self.mode = mode
        self._compared: Any = None

    def outcomes(
        self, paths: Iterable[str | Path], settings: Config | Settings, config: Config
    ) -> Iterator[Outcome[Digest]]:
        """Every file's outcome in the order of a local run; `config` (the run's settings)
        says which write-ups form a figure and how far their values may differ."""
        # persisted, so the heads, keys and sheets read one parse of each file; the cluster
        # drops each parsed partition once they have all read it (no one else holds it)
        found = self.client.persist(bag_of_results(paths, settings, partial(digest, self.mode)))
        heads = [delayed(_heads)(part) for part in found.to_delayed()]
        wanted: list[Any] = heads
        if self.mode != "jsonl":
            wanted = [*heads, compare_sheets(sheets(found), config)]
        futures = self.client.compute(wanted)
        del found
        if self.mode != "jsonl":
            self._compared = futures.pop()
        for i in range(len(futures)):
            part, futures[i] = futures[i].result(), None  # let the cluster drop what was written
            yield from part

    def compare(self, config_of: Callable[[str], Config]) -> tuple[list[Diagnostic], list[Figure]]:
        """The cross-document findings, each graded by its file's settings, and the figures."""
        messages, figures = self._compared.result()
        self._compared = None
        return render_messages(messages, config_of), figures

    def close(self) -> None:
        self.client.close()


def _heads(part: list[Outcome[Digest]]) -> list[Outcome[Digest]]:
    return [_head(out) for out in part]
