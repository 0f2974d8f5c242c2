"""The terminal: streams that never fail on a character they cannot encode, a closed pipe
that ends the run quietly, and colour only where it is wanted."""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Callable
from typing import Literal, TextIO

ColorChoice = Literal["auto", "always", "never"]
Painter = Callable[[str, str], str]
"""paint(style, text): the text in a style ("error", "warning", "info", "path", "code", "bold")."""

_SGR = {"error": "1;31", "warning": "1;33", "info": "1;34", "path": "1", "code": "1;31", "bold": "1", "dim": "2"}


def tolerant_streams() -> None:
    """Make stdout and stderr replace what their encoding cannot hold ("→" on a cp1252
    console becomes "?") instead of raising UnicodeEncodeError. Output files are always
    UTF-8 and are not affected."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and stream.errors == "strict":
            stream.reconfigure(errors="replace")


def closed_pipe() -> None:
    """After a BrokenPipeError on stdout ("| head" stopped reading): point stdout at
    /dev/null, so that the interpreter's last flush at exit does not fail again and print
    a traceback."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, io.UnsupportedOperation):
        pass


def wants_color(choice: ColorChoice, stream: TextIO) -> bool:
    """Colour on a terminal with --color auto, always with --color always, never with
    --color never, and never at all when NO_COLOR is set to anything but "" (no-color.org)."""
    if os.environ.get("NO_COLOR", ""):
        return False
    if choice == "always":
        return True
    if choice == "never":
        return False
    if os.environ.get("TERM") == "dumb":
        return False
    try:
        return stream.isatty()
    except (ValueError, OSError):
        return False


def painter(color: bool) -> Painter:
    """paint(style, text) that adds ANSI colour, or leaves the text as it is."""
    if not color:
        return lambda style, text: text
    return lambda style, text: f"\x1b[{_SGR[style]}m{text}\x1b[0m"
