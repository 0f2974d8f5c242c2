"""grammars/axes.lark through extract.statements: the shapes an axis statement's words are
read with (lists of ticks, trailing notes, a radar's spokes)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from extract.statements import (
    ends_spoke_list,
    first_sentence,
    labels_spokes,
    list_parts,
    may_name_spokes,
    spokes_said,
    trailing_note,
    without_trailing_note,
)


@pytest.mark.parametrize(
    ("fn", "text", "want"),
    [
        (list_parts, "Alpha, Beta and Gamma", ["Alpha", "Beta", "Gamma"]),
        (list_parts, "Alpha, and Beta", ["Alpha", "Beta"]),
        (list_parts, "Sandbox", ["Sandbox"]),
        (trailing_note, "Recall (top-right)", (6, " (top-right)")),
        (trailing_note, "Recall (top) view", None),
        (without_trailing_note, "Recall (top)", "Recall"),
        (first_sentence, "math, chemistry. Each 0.5; more", "math, chemistry"),
        (first_sentence, "version 3.5 of it", "version 3.5 of it"),
        (may_name_spokes, "five spokes", True),
        (may_name_spokes, "two lines", False),
        (spokes_said, "The axes are Alpha, Beta and Gamma.", (13, "Alpha, Beta and Gamma")),
        (spokes_said, "Its five spokes (clockwise): Recall, Planning, Tools", (29, "Recall, Planning, Tools")),
        (spokes_said, "The axes show time", None),
        (ends_spoke_list, "each scaled 0 to 1", True),
        (ends_spoke_list, "0 to 1", True),
        (ends_spoke_list, "GSM8K", False),
        (labels_spokes, "Radial Axes", True),
        (labels_spokes, "Spokes (clockwise from top)", True),
        (labels_spokes, "X-axis", False),
    ],
)
def test_axis_shapes(fn: Callable[[str], object], text: str, want: object) -> None:
    assert fn(text) == want
