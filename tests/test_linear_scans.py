"""One-pass replacements of scans that were quadratic on some lines find what the scans found."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from extract.interpret.data import _LIST_SEP, _list_sep
from extract.outline import build
from extract.reader import read_lines
from extract.text import _links, strip_md

LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")  # what _links does, at quadratic cost on "[[[["


@given(st.text(alphabet="[]()!a *", max_size=30))
def test_links_are_the_regular_expression(text: str) -> None:
    assert _links(text) == LINK.sub(r"\1", text)


def test_examples() -> None:
    assert strip_md("see [the **paper**](http://x.org) and ![fig](a.png)") == "see the paper and fig"
    assert _links("[a [b](u) c](v)") == "a [b c](v)"


@given(
    st.text(alphabet=["a", ":", "：", "→", "-", ">", "=", " ", "*", "_", "`", "\u00a0", "1"], max_size=12), st.data()
)
def test_list_separator_is_the_search(text: str, data: st.DataObject) -> None:
    end = data.draw(st.integers(0, len(text)))
    found, searched = _list_sep(text, end), _LIST_SEP.search(text, 0, end)
    assert (found and found.span()) == (searched and searched.span())


@given(st.lists(st.sampled_from(["# Head", "- item", "text", "", "| a | 1 |", "  - sub"]), max_size=12))
def test_lines_after_a_line_are_the_scan(raw: list[str]) -> None:
    outline = build(read_lines("\n".join(raw)))
    for ln in outline.lines:
        assert list(outline.after(ln)) == [x for x in outline.lines if x.number > ln.number]
