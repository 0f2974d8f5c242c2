"""Points stated in running prose (interpret/prose.py): read only where the x axis's own name
grounds them and the series is certain; differences, ranges and restatements are never cells."""

from __future__ import annotations

from extract import parse_text

HEAD = "## Line Chart: Validation loss\n\n* **X-axis:** Epochs, from 0 to 50.\n* **Y-axis:** Loss\n"


def cells(text: str) -> list[tuple[object, object, float]]:
    doc = parse_text(text, "prose.md")
    return sorted(((c.row, c.col, c.value) for p in doc.panels for c in p.cells), key=repr)


def test_a_value_then_at_or_by_the_x_axis_name_is_a_point_of_the_only_series() -> None:
    text = HEAD + (
        "\n### Detailed Analysis\nThe loss starts near 0.95 at epoch 0, falls to about 0.40 by epoch 10, "
        "then 0.31 by epoch 20, and ends around 0.22 at epoch 50.\n"
    )
    assert cells(text) == sorted(
        [("Loss", 0, 0.95), ("Loss", 10, 0.40), ("Loss", 20, 0.31), ("Loss", 50, 0.22)], key=repr
    )


def test_the_series_is_the_header_or_the_one_legend_entry_the_sentence_names() -> None:
    text = HEAD + (
        '* **Legend:** "Warm" (red) and "Cold" (grey)\n\n### Detailed Analysis\n'
        "* **Warm (red):** Starts at approximately 0.9 and drops to about 0.3 by epoch 20.\n"
        "* Cold reaches roughly 0.5 at epoch 20.\n"
        "* The curves cross near epoch 30 (Warm ≈ 0.28, Cold ≈ 0.27).\n"
    )
    assert cells(text) == sorted(
        [("Warm", 20, 0.3), ("Cold", 20, 0.5), ("Warm", 30, 0.28), ("Cold", 30, 0.27)], key=repr
    )


def test_a_sentence_naming_no_series_of_several_is_not_read() -> None:
    text = HEAD + (
        '* **Legend:** "Warm" (red) and "Cold" (grey)\n\n### Detailed Analysis\n'
        "One of the curves reaches 0.5 at epoch 20.\n"
    )
    assert cells(text) == []


def test_differences_ranges_and_places_that_are_not_the_x_axis_are_not_points() -> None:
    text = HEAD + (
        "\n### Detailed Analysis\nThe loss improves by 0.05 at epoch 9. It varies between 0.3 and 0.4 at epoch 12. "
        "A gain of 0.1 by epoch 14 follows. The value 0.7 at layer 3 is unrelated.\n"
    )
    assert cells(text) == []


def test_a_data_line_wins_over_the_prose_that_restates_it() -> None:
    text = HEAD + (
        "\n### Detailed Analysis\n* Epoch 10: 0.42\n\nThe loss is about 0.4 by epoch 10 and 0.3 by epoch 30.\n"
    )
    assert cells(text) == sorted([("Loss", 10, 0.42), ("Loss", 30, 0.3)], key=repr)


def test_a_sentence_opening_with_it_continues_the_series_the_paragraph_named() -> None:
    text = HEAD + (
        '* **Legend:** "Warm" (red) and "Cold" (grey)\n\n### Detailed Analysis\n'
        "The Cold curve dips to about 0.35 at epoch 10. It then climbs back to roughly 0.4 at epoch 20.\n"
    )
    assert cells(text) == sorted([("Cold", 10, 0.35), ("Cold", 20, 0.4)], key=repr)
