"""grammars/axes.lark through extract.statements: the shapes an axis statement's words are
read with (lists of ticks, trailing notes, a radar's spokes)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from extract.statements import (
    after_label_colon,
    axis_named_as,
    bins_written,
    ends_spoke_list,
    first_clause,
    first_sentence,
    is_bin_tick,
    labels_spokes,
    list_parts,
    may_name_spokes,
    numeric_tick,
    spokes_said,
    step_said,
    ticks_named_as,
    ticks_said,
    trailing_note,
    up_to_full_stop,
    without_list_lead,
    without_title_lead,
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
        (axis_named_as, "labeled Epoch (log scale)", "Epoch "),
        (axis_named_as, "labeled from 0 to 60 in increments of 10", None),
        (ticks_named_as, "Probes labeled as KX, QR, ZT.", "KX, QR, ZT"),
        (ticks_named_as, "labeled Epoch", None),
        (step_said, "0 to 60 in increments of 10", 25),
        (step_said, "every model", None),
        (bins_written, "bins (0.0, 0.2), [0.2, 0.4)", ["(0.0, 0.2)", "[0.2, 0.4)"]),
        (is_bin_tick, "(0.0, 0.2)", True),
        (is_bin_tick, "(a, b)", False),
        (without_list_lead, " are labeled at 64k, 128k", "64k, 128k"),
        (ticks_said, "Ticks at 0, 5, 10. Then", (0, "0, 5, 10")),
        (ticks_said, "Categories: A, B and C", (0, "A, B and C")),
        (ticks_said, "no list here", None),
        (numeric_tick, "40%", True),
        (numeric_tick, "Node 4", False),
        (after_label_colon, "Model: A, B", " A, B"),
        (after_label_colon, "V:1, V:2", "V:1, V:2"),
        (first_clause, "A, B. More; less", "A, B"),
        (up_to_full_stop, "v3.5, v4. Next", "v3.5, v4"),
        (without_title_lead, ' "Preset" — fast, default, max', "fast, default, max"),
        (without_title_lead, "Model — Orca-S, Orca-M", "Orca-S, Orca-M"),
    ],
)
def test_axis_shapes(fn: Callable[[str], object], text: str, want: object) -> None:
    assert fn(text) == want
