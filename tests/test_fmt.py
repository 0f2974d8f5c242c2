"""`extract fmt` is lossless: over every fixture and style, the output keeps every line
that holds no cell byte for byte, reads back to the same cells, claims and findings (so
a write-up that passes its check still passes), and formatting it again changes nothing."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from conftest import FIXTURES, SUFFIXES
from extract import fmt, parse_text
from extract.cli import main
from extract.fmt import canonical
from extract.models import Document
from extract.render import Style

ALL = sorted(p for p in FIXTURES.rglob("*") if p.suffix in SUFFIXES)
STYLES = {"plain": Style(), "thousands": Style(thousands=True), "unicode-minus": Style(minus="−")}


def _read(path: Path) -> str:
    with open(path, encoding="utf-8", newline="") as f:
        return f.read()


@functools.lru_cache(maxsize=16)
def _parse(text: str, source: str) -> Document:
    """parse_text, kept for the few texts of one fixture's three styles: the same text and
    source give the same Document (a parse depends on nothing read before it), which the
    test and canonical() only read."""
    return parse_text(text, source)


def _meaning(doc: Document) -> tuple[object, ...]:
    cells = [(p.id, c.row, c.col, c.value, c.span.line) for p in doc.panels for c in p.cells]
    claims = [(c.kind, c.verdict, c.span.line) for c in doc.claims]
    findings = [(d.code, d.severity, d.span.line if d.span else 0) for d in doc.diagnostics]
    return cells, claims, findings


@pytest.mark.parametrize("style", STYLES, ids=list(STYLES))
@pytest.mark.parametrize("path", ALL, ids=[p.relative_to(FIXTURES).as_posix() for p in ALL])
def test_fmt_is_lossless_and_reads_back_the_same(path: Path, style: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # canonical() parses what it rewrites; the test parses the write-up and the output again:
    # one parse per text serves all (the three styles of a fixture run one after the other,
    # and an output the style leaves as it was is the write-up itself)
    monkeypatch.setattr(fmt, "parse_text", _parse)
    text = _read(path)
    out = canonical(text, path.as_posix(), STYLES[style])
    before = _parse(text, path.as_posix())
    assert _meaning(_parse(out, path.as_posix())) == _meaning(before)
    assert canonical(out, path.as_posix(), STYLES[style]) == out
    with_cells = {c.span.line for p in before.panels for c in p.cells}
    old_lines, new_lines = text.splitlines(keepends=True), out.splitlines(keepends=True)
    assert len(old_lines) == len(new_lines)
    for number, (old, new) in enumerate(zip(old_lines, new_lines, strict=True), start=1):
        if number not in with_cells:
            assert new == old, number


def test_fmt_canonicalises_numbers_only() -> None:
    text = (
        "## Bar Chart: Energy\n\n| Site | 2022 | 2023 |\n|---|---|---|\n| Oregon | 4,105.0 | −1,250 |\n\n"
        "Oregon used 4,105 MWh.\n"
    )
    assert canonical(text) == text.replace("4,105.0 |", "4105.0 |").replace("−1,250", "-1250")
    assert canonical(text, style=Style(thousands=True)) == text.replace("4,105.0 |", "4,105.0 |").replace(
        "−1,250", "-1,250"
    )


def test_fmt_command_keeps_line_endings_and_writes_in_place(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "energy.md"
    f.write_bytes(
        b"## Bar Chart: Energy\r\n\r\n| Site | 2022 |\r\n|---|---|\r\n| Oregon | 4,105 |\r\n| Dublin | 2,840 |\r\n"
    )
    assert main(["fmt", str(f), "-o", str(f)]) == 0
    assert (
        f.read_bytes()
        == b"## Bar Chart: Energy\r\n\r\n| Site | 2022 |\r\n|---|---|\r\n| Oregon | 4105 |\r\n| Dublin | 2840 |\r\n"
    )
    assert main(["fmt", str(tmp_path / "missing.md")]) == 2
    assert "missing.md" in capsys.readouterr().err
