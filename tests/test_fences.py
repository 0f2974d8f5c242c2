"""Fenced blocks: comma- or tab-separated values are the table they are; a fence no reader
takes that holds the only values of a write-up is reported, never dropped."""

from __future__ import annotations

from extract import parse_text

CSV = """# Throughput by batch size

```csv
Batch,Engine A,Engine B
8,410,388
"1,024",2950,3105
```
"""


def _cells(text: str) -> list[tuple[object, object, float]]:
    return [(c.row, c.col, c.value) for p in parse_text(text).panels for c in p.cells]


PIPES = """# Throughput by batch size

| Batch | Engine A | Engine B |
|---|---|---|
| 8 | 410 | 388 |
| 1,024 | 2950 | 3105 |
"""


def test_a_csv_fence_reads_as_the_same_table_written_with_pipes() -> None:
    assert (
        _cells(CSV)
        == _cells(PIPES)
        == [
            (8, "Engine A", 410),
            (8, "Engine B", 388),
            (1024, "Engine A", 2950),
            (1024, "Engine B", 3105),
        ]
    )


def test_a_csv_fence_keeps_every_value_where_it_was_written() -> None:
    # '"1,024",2950,3105' is line 6: 2950 starts at column 9, 3105 at column 14
    spans = [(c.span.line, c.span.column) for p in parse_text(CSV).panels for c in p.cells]
    assert spans == [(5, 3), (5, 7), (6, 9), (6, 14)]


def test_a_fence_naming_no_language_is_a_table_only_when_every_line_has_the_same_fields() -> None:
    tsv = "# Cold start\n\n```\nRuntime\tCold start (ms)\nWasm\t4.1\nMicroVM\t125\n```\n"
    piped = "# Cold start\n\n| Runtime | Cold start (ms) |\n|---|---|\n| Wasm | 4.1 |\n| MicroVM | 125 |\n"
    assert _cells(tsv) == _cells(piped) != []
    # a line with a field more: text with commas, not a table
    ragged = "# Cold start\n\n```\nRuntime, time\nWasm, 4.1\nMicroVM, 125, measured twice\n```\n"
    # (one series, "time", down the first column: a two-column table in a write-up of no stated kind)
    assert _cells(ragged.replace(", measured twice", "")) == [("time", "Wasm", 4.1), ("time", "MicroVM", 125)]
    assert _cells(ragged) == []


def test_rows_of_a_grid_in_a_bare_fence_are_not_taken_for_separated_values() -> None:
    grid = "# Heat\n\n- **Rows:** 1, 2\n- **Columns:** a, b\n\n```\n1: [0.91, 0.42]\n2: [0.30, 0.10]\n```\n"
    assert len(_cells(grid)) == 4
    assert {c[2] for c in _cells(grid)} == {0.91, 0.42, 0.30, 0.10}


def test_a_fence_of_code_with_the_only_values_is_reported_not_read() -> None:
    text = '# Bar chart: latency per backend\n\n```json\n{"backend": ["CPU", "GPU"], "ms": [120, 35]}\n```\n'
    doc = parse_text(text)
    assert not _cells(text)
    found = [d for d in doc.diagnostics if d.name == "data-not-read"]
    assert [d.span.line for d in found] == [4]


def test_a_metric_named_with_at_k_is_an_axis_title_not_a_lone_number() -> None:
    doc = parse_text("# T\n\n- **Y-axis:** Pass@1 (%)\n- **X-axis:** Budget\n- Budget 1: 3.0\n- Budget 2: 4.0\n")
    (panel,) = doc.panels
    assert panel.y is not None and panel.y.label == "Pass@1 (%)"
    assert {(c.row, c.col) for c in panel.cells} == {("Pass@1 (%)", 1), ("Pass@1 (%)", 2)}
