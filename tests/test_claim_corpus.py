"""The labelled claim corpus (fixtures/claims): no true sentence is ever flagged, in any
kind, and recall does not fall below what was measured when the corpus was written.

Recall floors are the measured counts (benchmarks/claims.py: 244 of 255 false sentences
found, 95.7%, with no true sentence flagged): raise them when recall improves.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from conftest import ROOT
from extract import parse_file

CORPUS = ROOT / "fixtures" / "claims"
_spec = importlib.util.spec_from_file_location("claims_benchmark", ROOT / "benchmarks" / "claims.py")
assert _spec is not None and _spec.loader is not None
bench = importlib.util.module_from_spec(_spec)
sys.modules["claims_benchmark"] = bench
_spec.loader.exec_module(bench)

# false sentences found, per kind, when the corpus was written (of the false ones it holds)
RECALL_FLOOR = {
    "comparison": 37,
    "conflict": 11,
    "count": 22,
    "exception": 4,
    "extreme": 48,
    "inclusive": 5,
    "leaders": 6,
    "negation": 10,
    "range": 20,
    "rank": 6,
    "scope": 15,
    "threshold": 21,
    "trend": 17,
    "value": 22,
}
# the cells each write-up's data section holds: a claim about cells the reader missed
# would be unverifiable by construction
CELLS = {
    "bar_commute_single": 6,
    "bar_load_time_series": 12,
    "heatmap_bleu_beams": 20,
    "heatmap_confusion_birdcalls": 16,
    "heatmap_warmup_best": 9,
    "bar_scoped_groups": 8,
    "heatmap_cut_in_data": 8,
    "heatmap_germination_rows": 20,
    "heatmap_sensor_correlation": 25,
    "multipanel_kiosk_heatmaps": 24,
    "line_optimisers_points": 18,
    "line_threads_single": 7,
    "multipanel_pruning_heatmaps": 18,
    "table_battery_grouped": 12,
    "table_loss_tokens": 15,
    "table_models_benchmarks": 20,
    "table_rainfall_years": 18,
    "radar_drawn_extent_bounds": 15,  # "the only rover to score above 8.5 on Payload": a bound, no cell
    "stacked_totals_and_change_ranges": 12,
    "report_note_row_class_count": 24,  # the note row under the header is no row
}


@pytest.fixture(scope="module")
def tallies() -> dict[str, object]:
    return bench.score(CORPUS)  # type: ignore[no-any-return]


def test_the_corpus_is_large_and_covers_every_kind() -> None:
    labels = [s for p in CORPUS.glob("*.claims.json") for s in json.loads(p.read_text("utf-8"))["sentences"]]
    assert len(labels) >= 300
    kinds = {s["kind"] for s in labels}
    assert set(RECALL_FLOOR) | {"furniture"} <= kinds
    for kind in RECALL_FLOOR:
        truths = {s["truth"] for s in labels if s["kind"] == kind}
        assert truths == {True, False}, f"{kind} needs true and false sentences"


@pytest.mark.parametrize("name", sorted(CELLS))
def test_every_data_section_is_read_in_full(name: str) -> None:
    doc = parse_file(CORPUS / f"{name}.md")
    assert sum(len(p.cells) for p in doc.panels) == CELLS[name]


def test_overall_recall_stays_at_90_percent(tallies: dict[str, object]) -> None:
    overall = tallies["overall"]
    assert overall.recall >= 0.9, f"recall {overall.recall:.3f}"  # type: ignore[attr-defined]


def test_no_true_sentence_is_flagged(tallies: dict[str, object]) -> None:
    alarms = {kind: t.alarms for kind, t in tallies.items() if kind != "overall" and t.fp}  # type: ignore[attr-defined]
    assert not alarms, "false alarms on true sentences:\n" + "\n".join(a for v in alarms.values() for a in v)


@pytest.mark.parametrize("kind", sorted(RECALL_FLOOR))
def test_recall_does_not_regress(tallies: dict[str, object], kind: str) -> None:
    t = tallies[kind]
    assert t.tp >= RECALL_FLOOR[kind], f"{kind}: {t.tp} found, floor {RECALL_FLOOR[kind]}; missed:\n" + "\n".join(  # type: ignore[attr-defined]
        t.misses  # type: ignore[attr-defined]
    )


def test_a_mislabelled_line_is_reported(tmp_path: Path) -> None:
    (tmp_path / "w.md").write_text("# T\n\n- Alpha: 1\n- Beta: 2\n\nAlpha is the lowest.\n", encoding="utf-8")
    label = {"line": 5, "kind": "extreme", "truth": True, "text": "Alpha is the lowest."}
    (tmp_path / "w.claims.json").write_text(json.dumps({"sentences": [label]}), encoding="utf-8")
    with pytest.raises(ValueError, match="not on that line"):
        bench.score(tmp_path)
