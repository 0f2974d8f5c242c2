"""`extract report PATH... -o report.html`: the same run as `extract PATH...` (the same
options, settings and findings), written as one self-contained HTML page.

Its options are the main command's (extract/cli.py builds them), so every option a normal
run gains, a report gains too."""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

from extract.config import ConfigError, Settings
from extract.files import ReadError, read_text

INSTALL_HINT = "extract report needs jinja2: pip install 'extract[report]' (or pip install jinja2)"

_EPILOG = """\
examples:
  extract report seeds/ -o report.html          every write-up under seeds/, one page
  extract report --select FX101,FX201 notes/ -o scale.html

The page is self-contained: no network, every script and style inline. Open it in a
browser. Each document opens on click (a small report opens them all); click a cell
to see its line, a finding to see its cells.

exit status: 0 when all went well; 2 on a usage error or when a file could not be
read (the others are still in the report); with --fail-on, 1 when a finding is at or
above it.
"""


def source_text(source: str) -> str | None:
    """The text of a document for its source view, read again from its path; None when
    it was read from standard input or cannot be read now."""
    if source == "<stdin>":
        return None
    try:
        return read_text(Path(source))
    except ReadError:
        return None


def report(argv: list[str]) -> int:
    """Entry point of `extract report`; returns the exit status."""
    from extract import cli

    parser = cli._parser()
    parser.prog = "extract report"
    parser.description = "Write the findings and drawings of write-ups as one self-contained HTML page."
    parser.epilog = _EPILOG
    args = parser.parse_args(argv)
    if args.check or args.format:
        parser.error("--check and --format are not for report: it writes one HTML page")
    if not args.output:
        parser.error("the report needs -o FILE (or -o - for standard output)")
    if args.jobs is not None and args.jobs < 0:
        parser.error("--jobs must be 0 (one per core) or more")
    try:
        from extract.viewer.page import render_report
    except ImportError as e:
        if getattr(e, "name", None) not in ("jinja2", "markupsafe"):
            raise
        print(INSTALL_HINT, file=sys.stderr)
        return cli.EXIT_ERROR
    try:
        # the settings of the folder the report is run from (one page, one set of settings)
        config = Settings(args.config, partial(cli._overrides, args)).of_folder(Path.cwd())
    except ConfigError as e:
        print(f"extract: {e}", file=sys.stderr)
        return cli.EXIT_ERROR
    from extract.api import parse_paths
    from extract.output import Sink
    from extract.run import default_jobs

    jobs = args.jobs or default_jobs()
    result, errors = parse_paths(args.paths or ["."], config, jobs)
    for err in errors:
        print(f"extract: {err}", file=sys.stderr)
    texts = {d.source: source_text(d.source) for d in result.documents}
    page = render_report(result, texts, [(err.source, str(err)) for err in errors])
    with Sink(args.output) as sink:
        sink.write(page)
    if errors:
        return cli.EXIT_ERROR
    findings = [d for doc in result.documents for d in doc.diagnostics] + result.diagnostics
    if args.fail_on is not None and cli._fails(findings, {}, config):
        return cli.EXIT_FINDINGS
    return cli.EXIT_OK
