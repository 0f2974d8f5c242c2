"""The `extract` command."""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from extract import __version__
from extract.api import parse_file
from extract.checks import compare_sheets, cross, sort_key
from extract.config import SEVERITY_RANK, Config, ConfigError, load
from extract.files import ReadError
from extract.models import Diagnostic, Document, Figure
from extract.output import ResultWriter, Sink, nested, to_json
from extract.progress import Progress
from extract.render import Style, render
from extract.report import REPORTERS, with_figures
from extract.run import default_jobs, outcomes
from extract.schema import render as render_schema

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_ERROR = 2

_EPILOG = """\
commands:
  extract PATH...                          the data (json; jsonl: one document per line, streamed,
                                           without cross-document checks, which need every file)
  extract --check PATH...                  the findings
  extract schema [-o FILE]                 the JSON Schema of the output
  extract fmt PATH [-o FILE]               the write-up rewritten in extract's canonical form

examples:
  extract seeds/ -o out.json               parse every write-up under seeds/ into out.json
  extract figure.md                        print one document's JSON on stdout
  extract --check seeds/                   report contradictions, one line per finding
  extract --check --format github docs/    findings as GitHub workflow annotations
  extract --check --ignore claim-trend --fail-on warning notes/
  extract schema                           print the JSON Schema of the output

settings: [tool.extract] in the nearest pyproject.toml (or --config FILE); flags win.

exit status: 0 when all went well; with --check, 1 when a finding is at or above
--fail-on; 2 on a usage error or when a file could not be read (the other files are
still processed and written).
"""


def _codes(value: str) -> list[str]:
    codes = [v.strip() for v in value.split(",") if v.strip()]
    if not codes:
        raise argparse.ArgumentTypeError("expected check codes or names, e.g. FX101,claim-trend")
    return codes


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="extract",
        description="Turn markdown write-ups of scientific figures into validated, source-grounded JSON, "
        "and check them for contradictions.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    # files and directories; directories are searched for .md, .markdown and .txt files
    p.add_argument("paths", nargs="+", metavar="PATH", help="write-ups, or directories of write-ups ('-' reads stdin)")
    # where the output goes; "-" (or no -o) is stdout
    p.add_argument("-o", "--output", metavar="FILE", help="write here (atomically); '-' is stdout")
    # check mode: findings instead of the extracted data
    p.add_argument("--check", action="store_true", help="report findings (path:line:col: CODE name [severity] message)")
    # output format: json/jsonl for the data, text/json/github for findings
    p.add_argument(
        "--format",
        choices=["json", "jsonl", "text", "github"],
        help="json (default) or jsonl for data; text (default), json or github for --check",
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
    # settings file; default: the nearest pyproject.toml with [tool.extract]
    p.add_argument("--config", type=Path, metavar="FILE", help="read [tool.extract] from this pyproject.toml")
    # worker processes; the output is the same for any number
    p.add_argument(
        "-j", "--jobs", type=int, metavar="N", help=f"worker processes (default: the cores, {default_jobs()})"
    )
    # no progress bar (it only shows on a terminal anyway)
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bar on stderr")
    p.add_argument("--version", action="version", version=f"extract {__version__}")
    return p


def _config(args: argparse.Namespace) -> Config:
    cfg = load(args.config)
    for attr in ("fail_on", "scale_slack", "approximate", "majority", "figure_key", "cross_tolerance"):
        if getattr(args, attr) is not None:
            setattr(cfg, attr, getattr(args, attr))
    if args.select is not None:
        cfg.select = args.select
    if args.ignore is not None:
        cfg.ignore = [*cfg.ignore, *args.ignore]
    for item in args.severity:
        key, _, level = item.partition("=")
        cfg.severity[key.strip()] = level.strip()
    return cfg.validate("command line")


def _fails(diags: list[Diagnostic], fail_on: str) -> bool:
    if fail_on == "never":
        return False
    return any(SEVERITY_RANK[d.severity] >= SEVERITY_RANK[fail_on] for d in diags)


def _schema(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="extract schema", description="Print the JSON Schema of extract's output.")
    p.add_argument("-o", "--output", metavar="FILE", help="write here (atomically); '-' is stdout")
    args = p.parse_args(argv)
    with Sink(args.output) as sink:
        sink.write(render_schema())
    return EXIT_OK


def _fmt(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="extract fmt", description="Rewrite a write-up in extract's canonical form.")
    p.add_argument("path", metavar="PATH", help="one write-up ('-' reads stdin)")
    p.add_argument("-o", "--output", metavar="FILE", help="write here (atomically); '-' is stdout")
    # how numbers are written
    p.add_argument("--thousands", action="store_true", help='write "3,000" rather than "3000"')
    args = p.parse_args(argv)
    try:
        doc = parse_file(args.path)
    except ReadError as e:
        print(f"extract: {e}", file=sys.stderr)
        return EXIT_ERROR
    with Sink(args.output) as sink:
        sink.write(render(doc, Style(thousands=args.thousands)))
    return EXIT_OK


def _terminate(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)  # unwinds through Sink, which removes its temporary file


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `extract` command; returns the exit status."""
    args_in = list(sys.argv[1:] if argv is None else argv)
    if argv is None:
        signal.signal(signal.SIGTERM, _terminate)
    try:
        if args_in[:1] == ["schema"]:
            return _schema(args_in[1:])
        if args_in[:1] == ["fmt"]:
            return _fmt(args_in[1:])
        return _main(args_in)
    except KeyboardInterrupt:
        print("extract: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        sys.stderr.close()  # "| head" closed the pipe: nothing more to say
        return EXIT_OK
    except OSError as e:
        where = e.filename or "to standard output"
        print(f"extract: cannot write {where}: {e.strerror or e}", file=sys.stderr)
        return EXIT_ERROR


def _main(args_in: list[str]) -> int:
    parser = _parser()
    args = parser.parse_args(args_in)
    fmt = args.format or ("text" if args.check else "json")
    if not args.check and fmt not in ("json", "jsonl"):
        parser.error(f"--format {fmt} needs --check (the data is written as json or jsonl)")
    if args.check and fmt == "jsonl":
        parser.error("--format jsonl is for the data, not for --check")
    if args.jobs is not None and args.jobs < 1:
        parser.error("--jobs must be at least 1")
    try:
        config = _config(args)
    except ConfigError as e:
        print(f"extract: {e}", file=sys.stderr)
        return EXIT_ERROR
    jobs = args.jobs or default_jobs()
    progress = Progress(enabled=not args.quiet and sys.stderr.isatty())
    errors: list[ReadError] = []
    diags: list[Diagnostic] = []
    mode = "check" if args.check else fmt
    try:
        with Sink(args.output) as sink:
            writer = ResultWriter(sink.write)
            if mode == "json":
                writer.begin()
            sheets: list[cross.Sheet] = []
            documents = 0
            for out in outcomes(args.paths, config, jobs, partial(_digest, mode)):
                progress.step()
                if out.error is not None:
                    errors.append(out.error)
                    progress.clear()
                    print(f"extract: {out.error}", file=sys.stderr)
                elif out.value is not None:
                    digest = out.value
                    sheets.append(digest.sheet.at(documents))
                    diags += digest.diagnostics
                    documents += 1
                    if mode == "jsonl":
                        sink.write(digest.text or "")
                    elif mode == "json":
                        writer.document(digest.text or "")
            cross_diags, figures = ([], []) if mode == "jsonl" else compare_sheets(sheets, config)
            if mode == "check":
                diags = sorted(diags + cross_diags, key=sort_key)
                sink.write(_report(fmt, diags, errors, documents, figures))
            elif mode == "json":
                writer.end(cross_diags, figures)
    except OSError as e:
        where = args.output if args.output not in (None, "-") else "to standard output"
        print(f"extract: cannot write {where}: {e.strerror or e}", file=sys.stderr)
        return EXIT_ERROR
    finally:
        progress.done()
    if errors:
        return EXIT_ERROR
    return EXIT_FINDINGS if args.check and _fails(diags, config.fail_on) else EXIT_OK


def _report(fmt: str, diags: list[Diagnostic], errors: list[ReadError], documents: int, figures: list[Figure]) -> str:
    """The findings in `fmt`; the text format also says how far each figure's write-ups agree."""
    report = REPORTERS[fmt](diags, errors, documents)
    return with_figures(report, figures) if fmt == "text" else report


@dataclass(slots=True)
class Digest:
    """What a worker sends back for one document: far less to move between processes than
    the Document, and all the main process needs."""

    text: str | None  # the document's JSON as it goes into the output (json, jsonl)
    diagnostics: list[Diagnostic]  # its findings (check)
    sheet: cross.Sheet  # what the cross-document check keeps of it (json, check)


def _digest(mode: str, doc: Document) -> Digest:
    """Runs in the worker. `mode` is "json", "jsonl" or "check"."""
    text = nested(doc, 2) if mode == "json" else to_json(doc, indent=None) if mode == "jsonl" else None
    diagnostics = doc.diagnostics if mode == "check" else []
    return Digest(text, diagnostics, cross.Sheet(0, doc.source, ()) if mode == "jsonl" else cross.sheet(doc, 0))


if __name__ == "__main__":
    sys.exit(main())
