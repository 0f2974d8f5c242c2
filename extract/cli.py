"""The `extract` command."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from extract import __version__
from extract.api import parse_paths
from extract.output import emit, to_json
from extract.schema import render as render_schema

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_ERROR = 2

_EPILOG = """\
examples:
  extract seeds/ -o out.json        parse every write-up under seeds/ into out.json
  extract figure.md                 print one document's JSON on stdout
  extract schema                    print the JSON Schema of the output

exit status: 0 on success, 2 when a file could not be read (the other files are
still processed and written).
"""


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="extract",
        description="Turn markdown write-ups of scientific figures into validated, source-grounded JSON.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    # files and directories; directories are searched for .md, .markdown and .txt files
    p.add_argument("paths", nargs="+", metavar="PATH", help="write-ups, or directories of write-ups")
    # where the JSON goes; "-" (or no -o) is stdout
    p.add_argument("-o", "--output", metavar="FILE", help="write the JSON here (atomically); '-' is stdout")
    p.add_argument("--version", action="version", version=f"extract {__version__}")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `extract` command; returns the exit status."""
    args_in = list(sys.argv[1:] if argv is None else argv)
    if args_in[:1] == ["schema"]:
        sys.stdout.write(render_schema())
        return EXIT_OK
    args = _parser().parse_args(args_in)
    result, errors = parse_paths(args.paths)
    for e in errors:
        print(f"extract: {e}", file=sys.stderr)
    try:
        emit(to_json(result), args.output)
    except OSError as e:
        print(f"extract: cannot write {args.output}: {e.strerror or e}", file=sys.stderr)
        return EXIT_ERROR
    return EXIT_ERROR if errors else EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
