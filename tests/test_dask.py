"""A run on a Dask cluster (extract/dask.py) writes byte for byte what a local run writes:
the documents, the cross-document findings (a groupby on figure keys) and the figures."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import FIXTURES, ROOT
from extract.api import parse_paths
from extract.config import Config
from extract.models import Document
from extract.output import to_json

pytest.importorskip("distributed", reason="needs the dask extra: pip install 'extract[dask]'")

import dask
from distributed import Client, LocalCluster

from extract import dask as on_dask

FIGURE_KEY = r"^(fig\d+)"


@pytest.fixture(scope="module")
def cluster() -> Iterator[LocalCluster]:
    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address="127.0.0.1:0"
    ) as c:
        yield c


@pytest.fixture(scope="module")
def inputs(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """Write-ups of shared figures, the seeds (findings), two write-ups that conflict, a file
    that is not UTF-8 and a missing path: errors must come out alike."""
    bad = tmp_path_factory.mktemp("bad")
    (bad / "latin1.md").write_bytes("# Heatmap\n\nx axis: caf\xe9\n".encode("latin-1"))
    cross = sorted(str(p) for p in (FIXTURES / "check" / "negative").glob("cross_*.md"))  # a cross-document conflict
    return [str(FIXTURES / "figures"), str(FIXTURES / "seeds"), *cross, str(bad), str(bad / "missing.md")]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "extract", "-q", *args], cwd=ROOT, capture_output=True, text=True)


@pytest.mark.parametrize(
    "flags",
    [["--figure-key", FIGURE_KEY], ["--format", "jsonl"], ["--check", "--figure-key", FIGURE_KEY], ["--check"]],
    ids=["json", "jsonl", "check", "check-by-keys-and-cells"],
)
def test_cli_on_a_cluster_writes_what_a_local_run_writes(
    cluster: LocalCluster, inputs: list[str], tmp_path: Path, flags: list[str]
) -> None:
    local = _run(*inputs, *flags, "-j", "2", "-o", str(tmp_path / "local"))
    remote = _run(*inputs, *flags, "--dask-scheduler", cluster.scheduler_address, "-o", str(tmp_path / "remote"))
    assert (remote.returncode, remote.stderr) == (local.returncode, local.stderr)
    assert local.returncode == 2 and "missing.md: no such file" in local.stderr and "latin1.md" in local.stderr
    written = (tmp_path / "local").read_bytes()
    assert (tmp_path / "remote").read_bytes() == written
    if flags[0] == "--figure-key":
        assert b'"figures": [\n    {' in written and b"FX301" in written  # the groupby had work to do
    if flags == ["--check"]:
        assert b"fig50_table.md" in written  # a figure found by its cells alone


def test_library_on_a_cluster_returns_what_parse_paths_returns(cluster: LocalCluster) -> None:
    config = Config(figure_key=FIGURE_KEY)
    local, local_errors = parse_paths([FIXTURES], config)
    with Client(cluster):
        remote, remote_errors = on_dask.parse_paths([FIXTURES], config, partition_size=7)
    assert to_json(remote) == to_json(local)
    assert [str(e) for e in remote_errors] == [str(e) for e in local_errors]
    assert len(local.figures) >= 4


def test_the_groupby_finds_the_figures_of_a_local_run_on_any_partitioning() -> None:
    # the synchronous scheduler: the same graph, no cluster; partitions of 1 and 5 split
    # each figure's write-ups across partitions
    for key in (None, FIGURE_KEY):
        config = Config(figure_key=key)
        local, _ = parse_paths([FIXTURES / "figures", FIXTURES / "seeds"], config)
        with dask.config.set(scheduler="sync"):
            for size in (1, 5):
                bag = on_dask.bag_of_results([FIXTURES / "figures", FIXTURES / "seeds"], config, partition_size=size)
                diagnostics, figures = on_dask.compare(bag, config).compute()
                assert [to_json(f) for f in figures] == [to_json(f) for f in local.figures]
                found = sorted(d.model_dump_json() for d in diagnostics)
                assert found == sorted(d.model_dump_json() for d in local.diagnostics)
        assert local.figures


def test_a_bad_scheduler_address_is_a_clear_error_before_any_output() -> None:
    run = _run(str(FIXTURES / "seeds"), "--dask-scheduler", "nowhere://x")
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.startswith("extract: --dask-scheduler 'nowhere://x' is not a scheduler address")


def test_each_file_is_parsed_once_on_the_cluster(monkeypatch: pytest.MonkeyPatch) -> None:
    # the documents' text, their keys and their sheets all come from one parse of each
    # file (a cluster of threads, so the count is seen here)
    import extract.run

    parsed: list[str] = []
    parse_file = extract.run.parse_file

    def counted(path: str, source: str | None = None, config: Config | None = None) -> Document:
        parsed.append(path)
        return parse_file(path, source, config)

    monkeypatch.setattr(extract.run, "parse_file", counted)
    paths = [FIXTURES / "figures", FIXTURES / "seeds"]
    with LocalCluster(n_workers=1, threads_per_worker=2, processes=False, dashboard_address="127.0.0.1:0") as threads:
        run = on_dask.ClusterRun(threads.scheduler_address, "json")
        try:
            outs = list(run.outcomes(paths, Config(), Config()))
            _, figures = run.compare(lambda _: Config())
        finally:
            run.close()
        assert len(parsed) == len(outs) == len(set(parsed)) and figures
        parsed.clear()
        with Client(threads):
            on_dask.parse_paths(paths, partition_size=5)
        assert len(parsed) == len(outs) == len(set(parsed))
