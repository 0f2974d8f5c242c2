"""The `extract` command."""

from __future__ import annotations

import argparse
import gc
import signal
import sys
from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from extract import __version__, console, rules, statistics, suppress
from extract.checks import render_messages, sort_key
from extract.checks.store import SheetStore
from extract.config import SEVERITY_RANK, Config, ConfigError, Settings
from extract.files import ReadError, read_text
from extract.fmt import canonical
from extract.models import Diagnostic, Figure
from extract.output import ResultWriter, Sink, Spool
from extract.progress import Progress
from extract.render import Style
from extract.report import REPORTERS, with_figures
from extract.report import text as text_report
from extract.run import default_jobs, digest, outcomes
from extract.schema import render as render_schema

if TYPE_CHECKING:
    from extract.dask import ClusterRun

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_ERROR = 2

_EPILOG = """\
commands:
  extract [PATH...]                        the data (json; jsonl: one document per line, streamed,
                                           without cross-document checks, which need every file);
                                           PATH defaults to "."
  extract --check [PATH...]                the findings
  extract --statistics [PATH...]           how many findings of each check
  extract rule CODE|NAME                   what a check means, an example that fails and one that passes
  extract rule --all                       every check
  extract schema [-o FILE]                 the JSON Schema of the output
  extract fmt PATH [-o FILE]               the write-up with its data values written one way
                                           (prose, headings and claims kept)
  extract report PATH... -o FILE           one self-contained HTML page: drawings, findings, source

examples:
  extract seeds/ -o out.json               parse every write-up under seeds/ into out.json
  extract figure.md                        print one document's JSON on stdout
  extract --check seeds/                   report contradictions, one line per finding
  extract --check --format github docs/    findings as GitHub workflow annotations
  extract --check --format sarif -o x.sarif .   findings as SARIF 2.1.0 (GitHub code scanning)
  extract --check --ignore claim-trend --fail-on warning notes/
  extract schema                           print the JSON Schema of the output
  extract corpus/ --dask-scheduler tcp://host:8786 -o out.json
                                           the same run on a Dask cluster (pip install 'extract[dask]')

suppressing one finding: <!-- extract: ignore[FX101] --> on its line or alone on the line above;
<!-- extract: ignore-file[FX101] --> for a whole write-up.

settings: [tool.extract] in the nearest pyproject.toml above each file (or --config FILE
for all); flags win.

exit status: 0 when all went well; with --check, 1 when a finding is at or above
--fail-on; 2 on a usage error, when a file could not be read (the other files are
still processed and written) or on an internal error.
"""


def _codes(value: str) -> list[str]:
    codes = [v.strip() for v in value.split(",") if v.strip()]
    if not codes:
        raise argparse.ArgumentTypeError("expected check codes or names, e.g. FX101,claim-trend")
    return codes


def _globs(value: str) -> list[str]:
    globs = [v.strip() for v in value.split(",") if v.strip()]
    if not globs:
        raise argparse.ArgumentTypeError("expected glob patterns, e.g. drafts,notes/*.md")
    return globs


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="extract",
        description="Turn markdown write-ups of scientific figures into validated, source-grounded JSON, "
        "and check them for contradictions.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    # files and directories; directories are searched for .md, .markdown and .txt files
    p.add_argument(
        "paths", nargs="*", metavar="PATH", help="write-ups, or directories of write-ups ('-' reads stdin; default: .)"
    )
    # where the output goes; "-" (or no -o) is stdout
    p.add_argument("-o", "--output", metavar="FILE", help="write here (atomically); '-' is stdout")
    # check mode: findings instead of the extracted data
    p.add_argument("--check", action="store_true", help="report findings (path:line:col: CODE name [severity] message)")
    # output format: json/jsonl for the data, text/json/github/sarif for findings
    p.add_argument(
        "--format",
        choices=["json", "jsonl", "text", "github", "sarif"],
        help="json (default) or jsonl for data; text (default), json, github or sarif for --check",
    )
    # counts per check instead of the findings (implies --check)
    p.add_argument("--statistics", action="store_true", help="count the findings of each check (text or json)")
    p.add_argument(
        "--color",
        choices=["auto", "always", "never"],
        default="auto",
        help="colour the text findings: on a terminal (auto), always or never; never when NO_COLOR is set",
    )
    # the severity that makes --check exit 1
    p.add_argument(
        "--fail-on", choices=["error", "warning", "info", "never"], help="exit 1 at or above this (default: error)"
    )
    # which checks run, by code (FX101) or name (value-outside-scale), comma-separated
    p.add_argument(
        "--select", type=_codes, metavar="CHECKS", help="report only these checks (comma-separated codes or names)"
    )
    p.add_argument(
        "--ignore", type=_codes, metavar="CHECKS", help="never report these checks (comma-separated codes or names)"
    )
    # per-check severity, e.g. --severity claim-count=warning (repeatable)
    p.add_argument("--severity", action="append", default=[], metavar="CHECK=LEVEL", help="change a check's severity")
    # tolerances (defaults in extract/config.py)
    p.add_argument(
        "--scale-slack",
        type=float,
        metavar="F",
        help="past an approximate scale end by this fraction of its span is a warning (0.2)",
    )
    p.add_argument(
        "--approximate", type=float, metavar="F", help="relative slack for approximate numbers in claims (0.01)"
    )
    p.add_argument("--majority", type=float, metavar="F", help="share that 'mostly' needs (0.5)")
    # several write-ups of one figure: which they are, and how far their values may differ
    p.add_argument(
        "--figure-key",
        metavar="REGEX",
        help="file names giving the same id (first group, or the match) describe one figure",
    )
    p.add_argument(
        "--cross-tolerance",
        metavar="T",
        help="how far write-ups of one figure may differ on a cell: 0.5, or 2%% (default: equal once "
        "rounded to the coarser stated precision)",
    )
    # settings file; default: the nearest pyproject.toml with [tool.extract] above each file
    p.add_argument("--config", type=Path, metavar="FILE", help="read [tool.extract] from this pyproject.toml")
    p.add_argument(
        "--extend-exclude",
        type=_globs,
        metavar="GLOBS",
        help="also leave out these files and folders (comma-separated)",
    )
    p.add_argument(
        "--force-exclude", action="store_true", default=None, help="exclude also files named on the command line"
    )
    # worker processes; the output is the same for any number
    p.add_argument(
        "-j", "--jobs", type=int, metavar="N", help=f"worker processes; 0: one per core (default: {default_jobs()})"
    )
    # a Dask cluster instead of local worker processes (the dask extra)
    p.add_argument(
        "--dask-scheduler",
        metavar="ADDRESS",
        help="run on this Dask cluster (tcp://host:8786); the output is the same as a local run's",
    )
    # no progress bar (it only shows on a terminal anyway)
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bar on stderr")
    p.add_argument("--version", action="version", version=f"extract {__version__}")
    return p


def _overrides(args: argparse.Namespace, cfg: Config) -> Config:
    """A file's settings with the command line's flags on top."""
    cfg = replace(cfg)
    for attr in (
        "fail_on",
        "scale_slack",
        "approximate",
        "majority",
        "force_exclude",
        "figure_key",
        "cross_tolerance",
    ):
        if getattr(args, attr) is not None:
            setattr(cfg, attr, getattr(args, attr))
    if args.select is not None:
        cfg.select = args.select
    if args.ignore is not None:
        cfg.ignore = [*cfg.ignore, *args.ignore]
    if args.extend_exclude is not None:
        cfg.extend_exclude = [*cfg.extend_exclude, *args.extend_exclude]
    cfg.severity = dict(cfg.severity)
    for item in args.severity:
        key, _, level = item.partition("=")
        cfg.severity[key.strip()] = level.strip()
    return cfg.validate("command line")


def _fails(diags: list[Diagnostic], configs: dict[str, Config], default: Config) -> bool:
    """Whether a finding is at or above the fail-on of its file's settings."""
    for d in diags:
        fail_on = configs.get(d.source, default).fail_on
        if fail_on != "never" and SEVERITY_RANK[d.severity] >= SEVERITY_RANK[fail_on]:
            return True
    return False


def _schema(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="extract schema", description="Print the JSON Schema of extract's output.")
    p.add_argument("-o", "--output", metavar="FILE", help="write here (atomically); '-' is stdout")
    args = p.parse_args(argv)
    with Sink(args.output) as sink:
        sink.write(render_schema())
    return EXIT_OK


def _fmt(argv: list[str]) -> int:
    p = argparse.ArgumentParser(
        prog="extract fmt",
        description="Write the values of a write-up's data one way; prose, headings and claims are kept as they are.",
    )
    p.add_argument("path", metavar="PATH", help="one write-up ('-' reads stdin)")
    p.add_argument("-o", "--output", metavar="FILE", help="write here (atomically; may be PATH itself); '-' is stdout")
    # how numbers are written
    p.add_argument("--thousands", action="store_true", help='write "3,000" rather than "3000"')
    p.add_argument("--minus", choices=["-", "−"], default="-", help="the minus sign of negative values")
    args = p.parse_args(argv)
    try:
        text = read_text(Path(args.path))
    except ReadError as e:
        print(f"extract: {e}", file=sys.stderr)
        return EXIT_ERROR
    source = "<stdin>" if args.path == "-" else Path(args.path).as_posix()
    with Sink(args.output, utf8=True) as sink:
        sink.write(canonical(text, source, Style(thousands=args.thousands, minus=args.minus)))
    return EXIT_OK


def _terminate(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)  # unwinds through Sink, which removes its temporary file


def _rule(argv: list[str]) -> int:
    status, out, err = rules.command(argv)
    sys.stdout.write(out)
    sys.stderr.write(err)
    return status


def _report_page(argv: list[str]) -> int:
    from extract.viewer.command import report  # its own module (and the jinja2 extra)

    return report(argv)


SUBCOMMANDS = {"schema": _schema, "fmt": _fmt, "rule": _rule, "report": _report_page}


def _fewer_collections() -> None:
    """Collects cycles less often: a write-up's reading allocates many small objects that
    live until its Document is done, and the default threshold (700) collected them some
    600 times per 1,000 write-ups, ~3% of the run's CPU. The modules loaded so far (their
    compiled patterns, grammars, models) are frozen: no collection walks them again."""
    gc.freeze()
    gc.set_threshold(10_000, 50, 100)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `extract` command; returns the exit status."""
    args_in = list(sys.argv[1:] if argv is None else argv)
    if argv is None:
        signal.signal(signal.SIGTERM, _terminate)
        _fewer_collections()  # (the command only: a library caller keeps its own settings)
    console.tolerant_streams()
    try:
        if args_in[:1] and args_in[0] in SUBCOMMANDS:
            return SUBCOMMANDS[args_in[0]](args_in[1:])
        return _main(args_in)
    except KeyboardInterrupt:
        print("extract: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        console.closed_pipe()  # "| head" closed the pipe: nothing more to say
        return EXIT_OK
    except OSError as e:
        where = e.filename or "to standard output"
        print(f"extract: cannot write {where}: {e.strerror or e}", file=sys.stderr)
        return EXIT_ERROR
    except Exception as e:  # a bug: one line and exit 2, as for an unreadable file
        print(f"extract: internal error {type(e).__name__}: {e}", file=sys.stderr)
        return EXIT_ERROR


def _main(args_in: list[str]) -> int:
    parser = _parser()
    args = parser.parse_args(args_in)
    check = args.check or args.statistics
    fmt = args.format or ("text" if check else "json")
    if not check and fmt not in ("json", "jsonl"):
        parser.error(f"--format {fmt} needs --check (the data is written as json or jsonl)")
    if check and fmt == "jsonl":
        parser.error("--format jsonl is for the data, not for --check")
    if args.statistics and fmt not in ("text", "json"):
        parser.error("--statistics is written as text or json")
    if args.jobs is not None and args.jobs < 0:
        parser.error("--jobs must be 0 (one per core) or more")
    jobs = args.jobs or default_jobs()
    progress = Progress(enabled=not args.quiet and sys.stderr.isatty())
    errors: list[ReadError] = []
    diags: list[Diagnostic] = []
    configs: dict[str, Config] = {}
    mode = "check" if check else fmt
    cluster: ClusterRun | None = None
    try:
        settings = Settings(args.config, partial(_overrides, args))
        default = settings.of_folder(Path.cwd())
        if args.dask_scheduler:  # connected before anything is written
            cluster = _cluster(args.dask_scheduler, mode)
        with Sink(args.output, utf8=fmt in ("json", "jsonl", "sarif")) as sink:
            writer = ResultWriter(sink.write)
            if mode == "json":
                writer.begin()
            sheets = SheetStore(default)  # what the cross-document check keeps: keys in memory
            pending: dict[str, list[suppress.Suppression]] = {}
            documents = 0
            if cluster is not None:
                found = cluster.outcomes(args.paths or ["."], settings, default)
            else:
                found = outcomes(args.paths or ["."], settings, jobs, partial(digest, mode))
            for out in found:
                progress.step()
                if out.error is not None:
                    errors.append(out.error)
                    progress.clear()
                    print(f"extract: {out.error}", file=sys.stderr)
                elif out.value is not None:
                    got = out.value
                    if cluster is None and mode != "jsonl":  # a cluster keeps the sheets on its workers
                        sheets.add_packed(got.keys.at(documents), got.packed)
                    diags += got.diagnostics
                    if out.config is not None and out.config is not default and out.config != default:
                        # (a write-up read with settings equal to the run's is looked up as the
                        # default: one entry per write-up held ~4 MB over 20,000 of them)
                        configs[out.source] = out.config
                    if got.suppressions:
                        pending[out.source] = got.suppressions
                    documents += 1
                    if mode == "jsonl":
                        sink.write(got.text or "")
                    elif mode == "json":
                        writer.document(got.text or "")

            def config_of(source: str) -> Config:
                return configs.get(source, default)

            cross_diags: list[Diagnostic] = []
            figures: list[Figure] = []
            spool = Spool() if mode == "json" and cluster is None else None
            if mode != "jsonl":
                # figures and tolerances are the run's settings; each finding keeps its file's
                if cluster is not None:
                    across, figures = cluster.compare(config_of)
                else:  # json: each figure to a spool as it is made, none held
                    across, figures = sheets.compare(config_of, spool.add if spool is not None else None)
                cross_diags, unused = suppress.settle(across, pending, config_of)
                cross_diags = sorted(cross_diags + render_messages(unused, config_of), key=sort_key)
            if mode == "check":
                diags = sorted(diags + cross_diags, key=sort_key)
                sink.write(_report(args, fmt, diags, errors, documents, figures))
            elif mode == "json":
                writer.end(cross_diags, spool if spool is not None else figures)
    except ConfigError as e:
        progress.clear()
        print(f"extract: {e}", file=sys.stderr)
        return EXIT_ERROR
    except BrokenPipeError:
        console.closed_pipe()  # "| head" stopped reading: the exit status still tells what was found
    except OSError as e:
        where = args.output if args.output not in (None, "-") else "to standard output"
        print(f"extract: cannot write {where}: {e.strerror or e}", file=sys.stderr)
        return EXIT_ERROR
    finally:
        progress.done()
        if cluster is not None:
            cluster.close()
    if errors:
        return EXIT_ERROR
    return EXIT_FINDINGS if check and _fails(diags, configs, default) else EXIT_OK


def _cluster(address: str, mode: str) -> ClusterRun:
    try:
        from extract.dask import ClusterRun  # the dask extra: loaded only when asked for
    except ImportError as e:
        raise ConfigError(f"--dask-scheduler needs the dask extra: pip install 'extract[dask]' ({e})") from None
    return ClusterRun(address, mode)


def _report(
    args: argparse.Namespace,
    fmt: str,
    diags: list[Diagnostic],
    errors: list[ReadError],
    n: int,
    figures: list[Figure],
) -> str:
    """The findings in `fmt`; the text format also says how far each figure's write-ups agree."""
    if args.statistics:
        return (statistics.as_json if fmt == "json" else statistics.text)(diags, errors, n)
    if fmt == "text":
        to_terminal = args.output in (None, "-")
        color = to_terminal and console.wants_color(args.color, sys.stdout)
        return with_figures(text_report(diags, errors, n, console.painter(color)), figures)
    return REPORTERS[fmt](diags, errors, n)


if __name__ == "__main__":
    sys.exit(main())
