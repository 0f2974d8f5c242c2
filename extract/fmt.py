"""`extract fmt`: a write-up with its data written one way, and nothing else changed.

Only the characters of each value that was read as a cell are rewritten: thousands
separators dropped (or, with `thousands`, written), a unicode minus or dash made "-" (or
the style's minus), trailing zeros after the point dropped ("49.10" is "49.1"). Marks
around the number ("~", "+", "%", "**") stay, as do prose, headings, claims, line
endings and every value that was not read as a cell. A value is left alone when its
canonical form would not read back as the same number. The output therefore reads to
the same cells and the same findings (tests/test_fmt.py checks this over every fixture)."""

from __future__ import annotations

import re

from extract.api import parse_text
from extract.numbers import parse_number
from extract.render import Style, number_text

_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")
_NUMBER = re.compile(r"(?P<sign>[-−–—]?)(?P<digits>\d[\d,]*(?:\.\d+)?)(?![\d.,]*\d)")


def _canonical(token: str, value: float, style: Style) -> str:
    """The token with its number written canonically, or as it is when that would change it."""
    m = _NUMBER.search(token)
    if m is None:
        return token
    try:
        written, _, _ = parse_number(m.group(0))
    except ValueError:
        return token
    if float(written) != float(value) and float(written) != -float(value):
        return token
    text = number_text(written, style)
    new = token[: m.start()] + text + token[m.end() :]
    try:
        again, _, _ = parse_number(new[m.start() : m.start() + len(text)])
    except ValueError:
        return token
    return new if float(again) == float(written) else token


def canonical(text: str, source: str = "<string>", style: Style | None = None) -> str:
    """The write-up with the values of its cells written in the canonical form."""
    style = style or Style()
    doc = parse_text(text, source)
    lines = _LINE.findall(text)  # as the reader counts them: LF, CRLF and CR end a line
    edits: dict[int, dict[tuple[int, int], float]] = {}
    for panel in doc.panels:
        for cell in panel.cells:
            s = cell.span
            if s.line == s.end_line and s.column < s.end_column:
                edits.setdefault(s.line, {})[(s.column, s.end_column)] = cell.value
    bom = text.startswith("\ufeff")
    for number, spans in edits.items():
        line = lines[number - 1]
        shift = 1 if bom and number == 1 else 0  # a BOM is not counted in columns
        for (start, end), value in sorted(spans.items(), reverse=True):  # right to left: columns stay valid
            a, b = start - 1 + shift, end - 1 + shift
            line = line[:a] + _canonical(line[a:b], value, style) + line[b:]
        lines[number - 1] = line
    return "".join(lines)
