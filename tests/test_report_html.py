"""`extract report`: the HTML page's structure, read with the standard library's parser
(the browser tests are in test_report_browser.py)."""

from __future__ import annotations

import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from pydantic import Field

from conftest import CHECK, SEEDS, WRITEUPS
from extract.api import parse_paths
from extract.cli import main
from extract.models import Result
from extract.viewer import colors, draw, source
from extract.viewer.page import payload, plot_of, render_report

HEATMAP_SEED = SEEDS / "002_bb9874f3359bfc19.txt"  # four heatmaps, off-scale cells, cross-document conflicts

HOSTILE = """\
# <script>window.pwned = 1</script> "Quoted" & 'single' </script><!-- {{ 7+7 }}

## Heatmap: <img src=x onerror="window.pwned=2"> | "A&B"

- X-axis: "Ratio</script>", ticks `0.1`, `0.2`
- Y-axis: "Size <b>bold</b>", ticks `500`, `1000`
- Color bar: "Pass@1" from ~40 (light yellow) to ~48 (dark blue)

Data:
- Size 500: 41.0, 49.5
- Size 1000: 42.0, 43.0

The maximum is 41.0 at <svg onload="window.pwned=3">.
"""


class Tree(HTMLParser):
    """Every element's tag and attributes, and the text, of an HTML page or fragment."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.elements: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []
        self.scripts: list[tuple[dict[str, str | None], str]] = []
        self._script: dict[str, str | None] | None = None
        self.feed(text)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, dict(attrs)))
        if tag == "script":
            self._script = dict(attrs)

    def handle_data(self, data: str) -> None:
        if self._script is not None:
            self.scripts.append((self._script, data))
            self._script = None
        else:
            self.text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "script" and self._script is not None:
            self.scripts.append((self._script, ""))
            self._script = None

    def having(self, tag: str, cls: str | None = None, **attrs: str) -> list[dict[str, str | None]]:
        out = []
        for t, a in self.elements:
            if t != tag or (cls is not None and cls not in (a.get("class") or "").split()):
                continue
            if all(a.get(k.replace("_", "-")) == v for k, v in attrs.items()):
                out.append(a)
        return out


def bodies(page: str) -> dict[str, Tree]:
    """The lazily rendered parts of a page (document bodies and figure groups), by id."""
    (data,) = [text for a, text in Tree(page).scripts if a.get("id") == "payloads"]
    return {k: Tree(v) for k, v in json.loads(data).items() if k}


def report(paths: list[Path], tmp_path: Path, *options: str) -> tuple[int, str]:
    out = tmp_path / "report.html"
    code = main(["report", *map(str, paths), "-o", str(out), "-j", "1", *options])
    return code, out.read_text(encoding="utf-8") if out.exists() else ""


@pytest.fixture(scope="module")
def seeds_page(tmp_path_factory: pytest.TempPathFactory) -> tuple[Result, str]:
    tmp = tmp_path_factory.mktemp("report")
    code, page = report([SEEDS], tmp)
    assert code == 0
    result, _ = parse_paths([SEEDS])
    return result, page


def test_page_is_self_contained(seeds_page: tuple[Result, str]) -> None:
    _, page = seeds_page
    tree = Tree(page)
    assert page.startswith("<!DOCTYPE html>")
    # nothing is fetched: no external script, style, image, frame or font
    for tag, attrs in tree.elements:
        assert "src" not in attrs, (tag, attrs)
        assert tag != "link", attrs
        href = attrs.get("href") or ""
        assert href == "" or href.startswith("#"), (tag, href)
    assert not re.search(r"(?i)\b(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}/", page.replace("http://www.w3.org/2000/svg", ""))
    assert "@import" not in page and "url(http" not in page
    csp = tree.having("meta", http_equiv="Content-Security-Policy")
    assert csp and "default-src 'none'" in (csp[0]["content"] or "")
    # the page's one program, and one block of data (the bodies it shows when opened)
    assert [a.get("type") for a, _ in tree.scripts] == ["application/json", None]


def test_every_document_and_panel_is_shown(seeds_page: tuple[Result, str]) -> None:
    result, page = seeds_page
    tree, parts = Tree(page), bodies(page)
    for n, doc in enumerate(result.documents):
        assert tree.having("details", "doc", id=f"d{n}")
        body = parts[f"b{n}"]
        drawn = {a["data-panel"] for a in body.having("figure", "drawing")}
        assert drawn == {p.id for p in doc.panels if p.cells}, doc.source
        # each finding: its code, and a link to its line
        codes = [a for a in body.having("li", "finding")]
        assert len(codes) == len(doc.diagnostics) + sum(
            doc.source in {d.source, *(r.source for r in d.related)} for d in result.diagnostics
        )
        for d in doc.diagnostics:
            assert d.code in "".join(body.text)
            if d.span is not None:
                assert body.having("a", href=f"#d{n}L{d.span.line}")
        # the source, line by line, each cell's span marked and linked to its drawing
        assert len(body.having("div", "ln")) == len(source.lines_of((SEEDS / Path(doc.source).name).read_text()))
        cells = sum(len(p.cells) for p in doc.panels)
        spans = {a["data-c"] for a in body.having("span", "c")}
        marks = {a["data-c"] for t, a in body.elements if t in ("rect", "circle") and "data-c" in a}
        assert spans == marks == {str(i) for i in range(cells)} or cells == 0


def test_index_counts_codes_and_sorts_documents_by_findings(seeds_page: tuple[Result, str]) -> None:
    result, page = seeds_page
    tree = Tree(page)
    counts: dict[str, int] = {}
    for doc in result.documents:
        for d in doc.diagnostics:
            counts[d.code] = counts.get(d.code, 0) + 1
    for d in result.diagnostics:  # a cross-document finding counts once
        counts[d.code] = counts.get(d.code, 0) + 1
    buttons = [a["data-code"] for a in tree.having("button", "code-filter")]
    assert buttons == sorted(counts)
    shown = re.findall(r'data-code="(FX\d+)">FX\d+</button></td><td>[^<]*</td><td>.*?</td><td class="num">(\d+)<', page)
    assert dict((c, int(k)) for c, k in shown) == counts
    assert f"{sum(counts.values())} findings" in "".join(tree.text)
    options = {a["value"] for a in tree.having("option")}
    assert set(counts) <= options and {d.kind for d in result.documents} <= options
    rows = [a for t, a in tree.elements if t == "tr" and "data-n" in a]
    assert len(rows) == len(result.documents)
    found = [len((a["data-codes"] or "").split()) for a in rows]
    per_doc = []
    for a in rows:
        doc = result.documents[int(a["data-n"] or 0)]
        per_doc.append(
            len(doc.diagnostics)
            + sum(doc.source in {d.source, *(r.source for r in d.related)} for d in result.diagnostics)
        )
    assert per_doc == sorted(per_doc, reverse=True) and any(found)


def test_heatmap_reads_like_the_figure() -> None:
    """Seed 002, R1-Llama | AIME24: y ticks 500…3000 listed bottom to top, so 3000 is the top
    row; light yellow (low) to dark blue (high); 49.3 and 39.3 lie off the ~40–48 scale."""
    result, _ = parse_paths([HEATMAP_SEED])
    doc = result.documents[0]
    panel = doc.panels[0]
    svg = draw.draw(plot_of(panel, "heatmap", "t", [], list(range(len(panel.cells)))))
    rows = re.findall(r'<text x="[\d.]+" y="([\d.]+)" class="tl r">([^<]+)</text>', svg)
    ys = {text: float(y) for y, text in rows}
    assert ys["3000"] < ys["2000"] < ys["1000"] < ys["500"]
    rects = re.findall(
        r'<rect x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+" fill="(#\w+)" class="([^"]+)"[^>]*>'
        r"<title>([^<]+)</title>",
        svg,
    )
    fills = {t.split(":")[0].split("\n")[0]: (f, c) for f, c, t in rects}
    low = fills["500 · 0.1"][0]  # 40.0, the scale's low end
    high = fills["2000 · 0.2"][0]  # 47.3, near the high end
    assert _rgb(low)[0] > 200 and _rgb(low)[2] < _rgb(low)[0]  # yellowish
    assert _rgb(high)[2] > _rgb(high)[0]  # blue
    assert "off" in fills["2000 · 0.3"][1] and "off" in fills["1000 · 0.1"][1]
    assert "off" not in fills["2000 · 0.2"][1]
    assert "~48" in svg and "~40" in svg  # the legend, as stated


def _rgb(hex_: str) -> tuple[int, int, int]:
    return int(hex_[1:3], 16), int(hex_[3:5], 16), int(hex_[5:7], 16)


def test_flagged_cells_carry_their_finding(seeds_page: tuple[Result, str]) -> None:
    result, page = seeds_page
    n = next(i for i, d in enumerate(result.documents) if d.source.endswith(HEATMAP_SEED.name))
    body = bodies(page)[f"b{n}"]
    flagged = [a for t, a in body.elements if t == "rect" and "flag" in (a.get("class") or "").split()]
    assert flagged
    findings = {a["data-f"]: a for a in body.having("li", "finding")}
    for a in flagged:
        for f in (a["data-f"] or "").split():
            assert a["data-c"] in (findings[f]["data-cells"] or "").split()


def test_hostile_writeup_is_escaped(tmp_path: Path) -> None:
    (tmp_path / "evil.md").write_text(HOSTILE, encoding="utf-8")
    (tmp_path / 'q"uote<s>.md').write_text(HOSTILE, encoding="utf-8")
    code, page = report([tmp_path / "evil.md", tmp_path / 'q"uote<s>.md'], tmp_path)
    assert code == 0
    tree = Tree(page)
    # the page's own scripts only: its data and its program
    assert [a.get("type") for a, _ in tree.scripts] == ["application/json", None]
    assert page.count("<script") == 2
    assert set(bodies(page)) == {"b0", "b1", "gb0"}  # two documents, and the chart they both describe
    for tag, attrs in tree.elements:
        assert tag not in ("img", "iframe", "object", "embed", "b"), tag
        assert not any(k.startswith("on") for k in attrs), (tag, attrs)
    assert "window.pwned" in "".join(tree.text)  # shown, as text
    assert "{{ 7+7 }}" in "".join(tree.text)  # the title, not evaluated as a template
    for name, part in bodies(page).items():
        for tag, attrs in part.elements:
            assert tag not in ("script", "img", "iframe", "b"), tag
            assert not any(k.startswith("on") for k in attrs), (tag, attrs)
        text = "".join(part.text)
        assert '<img src=x onerror="window.pwned=2">' in text
        assert "{{ 7+7 }}" in text or name.startswith("gb")
    assert "q&#34;uote&lt;s&gt;.md" in page or "q&quot;uote&lt;s&gt;.md" in page


def test_payload_cannot_close_its_script() -> None:
    for html in ["</script><script>alert(1)</script>", "<!--<script>", "</SCRIPT >", "a\u2028b"]:
        text = payload(html)
        assert "</" not in text and "<!--" not in text
        assert json.loads(text) == html


def test_same_input_gives_byte_identical_report(tmp_path: Path) -> None:
    a = tmp_path / "a"
    b = tmp_path / "b"
    a.mkdir()
    b.mkdir()
    assert (
        report([SEEDS, WRITEUPS / "bar_grouped_table_percent.md"], a)[1]
        == report([SEEDS, WRITEUPS / "bar_grouped_table_percent.md"], b)[1]
    )


def test_options_of_a_normal_run_apply(tmp_path: Path) -> None:
    code, page = report([SEEDS], tmp_path, "--select", "FX101")
    assert code == 0
    assert any(part.having("li", "finding") for part in bodies(page).values())
    (data,) = [text for a, text in Tree(page).scripts if a.get("id") == "payloads"]
    codes = set(re.findall(r'class="code">(FX\d+)<', page + "".join(json.loads(data).values())))
    assert codes == {"FX101"}


def test_unreadable_file_is_listed_and_others_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.md"
    bad.write_bytes(b"# Title\n\xff\xfe broken\n")
    code, page = report([bad, HEATMAP_SEED], tmp_path)
    assert code == 2
    assert "bad.md" in capsys.readouterr().err
    tree = Tree(page)
    assert tree.having("section", id="errors")
    assert "is not UTF-8 text" in "".join(tree.text)
    assert len(tree.having("details", "doc")) == 1


def test_usage_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(["report", str(SEEDS)])
    assert e.value.code == 2 and "-o FILE" in capsys.readouterr().err
    with pytest.raises(SystemExit) as e:
        main(["report", "--check", str(SEEDS), "-o", str(tmp_path / "r.html")])
    assert e.value.code == 2 and "not for report" in capsys.readouterr().err
    assert not (tmp_path / "r.html").exists()


def test_written_atomically(tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    out.write_text("old", encoding="utf-8")
    assert main(["report", str(HEATMAP_SEED), "-o", str(out), "-j", "1"]) == 0
    assert out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert [p.name for p in tmp_path.iterdir()] == ["report.html"]  # no temporary file left
    assert main(["report", str(HEATMAP_SEED), "-o", str(tmp_path / "missing" / "r.html")]) == 2


def test_fail_on_sets_the_exit_status(tmp_path: Path) -> None:
    assert report([HEATMAP_SEED], tmp_path)[0] == 0  # a report is not a check
    assert report([HEATMAP_SEED], tmp_path, "--fail-on", "warning")[0] == 1


def test_without_jinja2_the_command_says_how_to_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "jinja2", None)  # importing it now raises ImportError
    monkeypatch.delitem(sys.modules, "extract.viewer.page", raising=False)
    monkeypatch.delitem(sys.modules, "extract.viewer", raising=False)
    assert main(["report", str(HEATMAP_SEED), "-o", str(tmp_path / "r.html")]) == 2
    assert "pip install 'extract[report]'" in capsys.readouterr().err
    assert not (tmp_path / "r.html").exists()


# --- several write-ups of one figure --------------------------------------------------------


def test_panels_of_several_documents_are_side_by_side(seeds_page: tuple[Result, str]) -> None:
    result, page = seeds_page
    tree, parts = Tree(page), bodies(page)
    groups = tree.having("details", "fig")
    assert groups
    conflicts = [d for d in result.diagnostics if d.code == "FX301"]
    assert conflicts
    marked = 0
    for g in groups:
        body = parts["gb" + (g["id"] or "")[1:]]
        # the write-ups' drawings (the consensus drawing, issue 11, belongs to no write-up)
        docs = {a["data-doc"] for a in body.having("figure", "drawing") if "data-doc" in a}
        assert len(docs) >= 2
        marked += sum("dis" in (a.get("class") or "").split() for t, a in body.elements if t == "rect")
    assert marked >= sum(len(d.cells) for d in conflicts)


class WithFigures(Result):
    """A Result with the consensus field of issue 11, as that branch describes it."""

    figures: list[dict[str, Any]] = Field(default_factory=list)


def test_consensus_of_result_figures_is_drawn_when_present() -> None:
    base, _ = parse_paths([CHECK / "negative" / "cross_a.md", CHECK / "negative" / "cross_b.md"])
    a, b = base.documents
    pa, pb = a.panels[0], b.panels[0]
    cells = []
    for ca in pa.cells:
        cb = next(c for c in pb.cells if (c.row, c.col) == (ca.row, ca.col))
        lo, hi = sorted((ca.value, cb.value))
        cells.append(
            {
                "row": ca.row,
                "col": ca.col,
                "value": (lo + hi) / 2,
                "min": lo,
                "max": hi,
                "n": 2,
                "sources": [a.source, b.source],
            }
        )
    fig = {
        "key": "fig-1",
        "documents": [a.source, b.source],
        "panels": [{"key": pa.key, "title": pa.title, "cells": cells}],
    }
    result = WithFigures(documents=base.documents, diagnostics=base.diagnostics, figures=[fig])
    page = render_report(result, {d.source: None for d in result.documents})
    parts = bodies(page)
    (group,) = [p for k, p in parts.items() if k.startswith("gb")]
    consensus = group.having("figure", "consensus")
    assert consensus
    disagree = sum(c["min"] != c["max"] for c in cells)
    assert (
        disagree and sum("dis" in (a.get("class") or "").split() for t, a in group.elements if t == "rect") >= disagree
    )
    assert "median of 2" in "".join(group.text)
    # without figures, the same documents are grouped by their panels' key
    bare = Result(documents=base.documents, diagnostics=base.diagnostics)
    plain = bodies(render_report(bare, {d.source: None for d in base.documents}))
    assert not any(p.having("figure", "consensus") for p in plain.values())


# --- parts --------------------------------------------------------------------------------


def test_source_marks_may_overlap() -> None:
    from extract.models import Span

    text = "a claim with 41.3 and 42.7 inside\nnext <line>\n"
    marks = [
        source.Mark(Span(line=1, column=1, end_line=1, end_column=34), "k", 'data-k="0"'),
        source.Mark(Span(line=1, column=14, end_line=1, end_column=18), "c", 'data-c="0"'),
        source.Mark(Span(line=1, column=23, end_line=1, end_column=27), "c", 'data-c="1"'),
    ]
    html = source.render(text, marks, "d0")
    assert (
        '<span class="c k" data-k="0" data-c="0">41.3</span>' in html
        or '<span class="c k" data-c="0" data-k="0">41.3</span>' in html
    )
    assert "next &lt;line&gt;" in html
    assert html.count('class="ln"') == 2


def test_colour_words() -> None:
    assert colors.parse_color("light yellow") is not None
    assert colors.parse_color("no colour here") is None
    ramp = colors.Ramp(colors.parse_color("white"), colors.parse_color("dark red"))
    assert ramp.hex(0) == "#ffffff"
    r, g, b = ramp.rgb(1)
    assert r > g and r > b


def test_bars_turn_horizontal_when_categories_are_on_y() -> None:
    result, _ = parse_paths([WRITEUPS / "bar_horizontal_per_category_thousands.md"])
    doc = result.documents[0]
    svg = draw.draw(plot_of(doc.panels[0], "bar", "t"))
    labels = re.findall(r'class="tl r">([^<]+)<', svg)
    assert "Germany" in labels  # categories at the left
    assert ">3000<" in svg and ">3000.0<" not in svg  # ticks as written
