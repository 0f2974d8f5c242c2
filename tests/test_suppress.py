"""Inline suppressions (`<!-- extract: ignore[...] -->`), as ruff's `# noqa`."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout
from pathlib import Path

from extract import parse_paths, parse_text
from extract.cli import main
from extract.config import Config
from extract.messages import CrossDocumentConflict, ValueOutsideScale

AXES = ValueOutsideScale.fails[0].split("* **Chunk Size 128:**")[0]
BAD_ROW = "* **Chunk Size 256:** 78.4, 18.1, 80.2"
GOOD_ROW = "* **Chunk Size 128:** 71.3, 74.0, 75.2"


def _codes(text: str, config: Config | None = None) -> list[tuple[str, int]]:
    return [(d.code, d.span.line if d.span else 0) for d in parse_text(text, "x.md", config).diagnostics]


def test_the_finding_without_a_comment() -> None:
    assert _codes(AXES + GOOD_ROW + "\n" + BAD_ROW + "\n") == [("FX101", 7)]


def test_comment_on_the_line_by_code_or_name_case_insensitively() -> None:
    for codes in ("FX101", "fx101", "value-outside-scale", "FX205, value-outside-scale"):
        text = AXES + GOOD_ROW + "\n" + BAD_ROW + f" <!-- extract: ignore[{codes}] -->\n"
        assert _codes(text) == [], codes


def test_comment_naming_another_code_does_not_suppress_and_is_unused() -> None:
    text = AXES + GOOD_ROW + "\n" + BAD_ROW + " <!-- extract: ignore[FX205] -->\n"
    assert _codes(text) == [("FX101", 7), ("FX501", 7)]


def test_comment_alone_on_the_line_above() -> None:
    text = AXES + GOOD_ROW + "\n<!-- extract: ignore[FX101] -->\n" + BAD_ROW + "\n"
    assert _codes(text) == []
    # two lines above is too far: the finding stays and the comment is unused
    text = AXES + "<!-- extract: ignore[FX101] -->\n" + GOOD_ROW + "\n" + BAD_ROW + "\n"
    assert _codes(text) == [("FX501", 6), ("FX101", 8)]


def test_a_comment_after_text_covers_only_its_own_line() -> None:
    text = AXES + GOOD_ROW + " <!-- extract: ignore[FX101] -->\n" + BAD_ROW + "\n"
    assert _codes(text) == [("FX501", 6), ("FX101", 7)]


def test_bare_ignore_covers_every_check() -> None:
    text = AXES + GOOD_ROW + "\n" + BAD_ROW + " <!-- extract: ignore -->\n"
    assert _codes(text) == []


def test_ignore_file_anywhere() -> None:
    text = "<!-- extract: ignore-file[grid-shape, FX101] -->\n" + AXES + GOOD_ROW + "\n" + BAD_ROW + "\n"
    assert _codes(text) == []
    text = AXES + GOOD_ROW + "\n" + BAD_ROW + "\n\n<!-- extract: ignore-file -->\n"
    assert _codes(text) == []


def test_unused_file_suppression_and_unknown_code() -> None:
    clean = AXES + GOOD_ROW + "\n* **Chunk Size 256:** 78.4, 81.1, 80.2\n"
    assert _codes(clean + "<!-- extract: ignore-file[FX102] -->\n") == [("FX501", 8)]
    diags = parse_text(AXES + GOOD_ROW + "\n" + BAD_ROW + " <!-- extract: ignore[FX101, FX999] -->\n").diagnostics
    assert [(d.code, d.severity) for d in diags] == [("FX501", "info")]
    assert "names no known check: FX999" in diags[0].message
    assert "suppresses nothing" not in diags[0].message


def test_unused_suppression_says_when_the_check_is_not_enabled() -> None:
    clean = AXES + GOOD_ROW + "\n* **Chunk Size 256:** 78.4, 81.1, 80.2 <!-- extract: ignore[claim-trend] -->\n"
    (d,) = parse_text(clean, "x.md", Config(ignore=["FX205"]).validate("test")).diagnostics
    assert d.code == "FX501" and "not enabled: FX205" in d.message
    # and unused-suppression itself can be ignored like any check
    assert parse_text(clean, "x.md", Config(ignore=["unused-suppression"]).validate("test")).diagnostics == []


def test_comments_are_blanked_before_reading_and_columns_stay() -> None:
    plain = parse_text(AXES + GOOD_ROW + "\n" + BAD_ROW + "\n")
    commented = parse_text(AXES + GOOD_ROW + " <!-- extract: ignore[FX101] -->\n" + BAD_ROW + "\n")
    assert [c for p in commented.panels for c in p.cells] == [c for p in plain.panels for c in p.cells]


def test_comments_in_code_are_examples_not_suppressions() -> None:
    fenced = AXES + GOOD_ROW + "\n" + BAD_ROW + "\n\n```\n<!-- extract: ignore-file -->\n```\n"
    assert _codes(fenced) == [("FX101", 7)]
    inline = AXES + GOOD_ROW + "\n" + BAD_ROW + " `<!-- extract: ignore -->`\n"
    assert _codes(inline) == [("FX101", 7)]


def test_a_markdown_file_without_a_figure_is_silent() -> None:
    readme = "# Tool\n\nUse `<!-- extract: ignore[FX101] -->` to silence one finding.\n\n<!-- extract: ignore -->\n"
    assert _codes(readme) == []


def _run_check(tmp_path: Path, files: dict[str, str], *args: str) -> list[tuple[str, str, int]]:
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    buf = io.StringIO()
    with redirect_stdout(buf):
        main(["--check", "--format", "json", "--fail-on", "never", *args, str(tmp_path)])
    return [(Path(d["source"]).name, d["code"], d["span"]["line"]) for d in json.loads(buf.getvalue())["diagnostics"]]


def test_cross_document_conflict_is_suppressed_at_the_later_document(tmp_path: Path) -> None:
    a, b = CrossDocumentConflict.fails
    assert _run_check(tmp_path, {"a.md": a, "b.md": b}) == [("b.md", "FX301", 6)]
    b_ignored = b.replace("80.2\n", "80.2 <!-- extract: ignore[cross-document-conflict] -->\n", 1)
    assert _run_check(tmp_path, {"a.md": a, "b.md": b_ignored}) == []
    # the same comment where no conflict is: unused, once the cross-document check has run
    assert _run_check(tmp_path, {"a.md": a, "b.md": b.replace("83.5", "81.1")}) == []
    (tmp_path / "b.md").write_text(b_ignored.replace("83.5", "81.1"), encoding="utf-8")
    assert _run_check(tmp_path, {}) == [("b.md", "FX501", 6)]
    # a bare ignore-file covers it too, and is used
    assert _run_check(tmp_path, {"b.md": b + "<!-- extract: ignore-file -->\n"}) == []


def test_suppressions_in_the_data_output_and_the_library(tmp_path: Path) -> None:
    a, b = CrossDocumentConflict.fails
    (tmp_path / "a.md").write_text(a, encoding="utf-8")
    (tmp_path / "b.md").write_text(b + "<!-- extract: ignore-file[FX301, FX101] -->\n", encoding="utf-8")
    buf = io.StringIO()
    with redirect_stdout(buf):
        assert main([str(tmp_path)]) == 0
    result = json.loads(buf.getvalue())
    assert result["diagnostics"] == [] and all(d["diagnostics"] == [] for d in result["documents"])
    library, errors = parse_paths([tmp_path])
    assert errors == [] and library.diagnostics == [] and all(d.diagnostics == [] for d in library.documents)
    (tmp_path / "a.md").unlink()
    library, _ = parse_paths([tmp_path])
    assert [(d.code, d.source) for d in library.diagnostics] == [("FX501", (tmp_path / "b.md").as_posix())]


def test_many_comments_on_one_line_and_many_findings_are_matched_by_line() -> None:
    from extract import suppress
    from extract.models import Diagnostic, Span

    comment = "<!-- extract: ignore[FX101] -->"
    line = "x `<!-- extract: ignore -->` " + " ".join([comment] * 300) + " y"
    text, found = suppress.scan("# T\n" + line + "\n" + comment + "\nz\n")
    assert len(found) == 301 and len(text) == len("# T\n" + line + "\n" + comment + "\nz\n")
    assert text.splitlines()[1] == "x `<!-- extract: ignore -->` " + " " * (len(line) - 31) + " y"
    assert [s.lines for s in found[-2:]] == [(2,), (3, 4)]  # the last comment stands alone: it covers line 4

    def finding(first: int, last: int, code: str = "FX101") -> Diagnostic:
        span = Span(line=first, column=1, end_line=last, end_column=1)
        return Diagnostic(code=code, name="n", severity="error", message="m", source="x.md", span=span)

    # each finding meets only the comments on its lines (the ones spanning lines 1-2 and 4)
    diags = [finding(1, 2), finding(4, 4), finding(5, 9), finding(2, 2, "FX102")]
    assert suppress.apply(found, diags) == diags[2:]
    assert all(s.used for s in found[:-1]) and found[-1].used and found[-1].matched == {"FX101"}
