"""The look-ups that replaced scans of every name (issue 15: a write-up of thousands of
series asked once per claim) answer as the scans did."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from extract.claims.gates import _Rows

LOOSE = st.text(alphabet="ab1", max_size=4)  # loose() names: letters and digits


@given(st.sets(LOOSE, max_size=8), LOOSE.filter(bool))
def test_rows_meet_a_name_as_the_scan_of_every_row_did(rows: set[str], name: str) -> None:
    scan = any(r and (r == name or r.startswith(name) or name.startswith(r)) for r in rows)
    assert _Rows(rows).meets(name) == scan
