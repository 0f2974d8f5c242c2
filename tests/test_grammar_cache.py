"""The parse-table cache: used when it is there, rebuilt when it is damaged, skipped
when it cannot be written, and never a change to the output."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from conftest import SEEDS

SEED = SEEDS / "000_fbaaa6e9d3bbf8c3.txt"


def run(cache: Path | str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "EXTRACT_CACHE_DIR": str(cache)}
    return subprocess.run([sys.executable, "-m", "extract", str(SEED)], capture_output=True, text=True, env=env)


def test_cache_is_written_then_read_with_the_same_output(tmp_path: Path) -> None:
    uncached = run("")
    first = run(tmp_path / "c")
    files = sorted(p.name.split("-")[0] for p in (tmp_path / "c").iterdir() if p.suffix == ".lark-cache")
    # and one file of compiled patterns (extract.compiled)
    assert sorted(p.name for p in (tmp_path / "c").iterdir() if p.suffix != ".lark-cache") == [
        f"patterns-{sys.implementation.cache_tag}.v5.marshal"
    ]
    # one table file per grammar the run used (blocks, inline and statements always), and no
    # temporary file left; names.lark and scales.lark are built when a line asks them
    grammars = {p.stem for p in (Path(__file__).parent.parent / "grammars").glob("*.lark")}
    assert len(files) == len(set(files)) and {"blocks", "inline", "statements"} <= set(files) <= grammars, files
    second = run(tmp_path / "c")
    assert uncached.returncode == first.returncode == second.returncode == 0, second.stderr
    assert uncached.stdout == first.stdout == second.stdout
    assert second.stderr == ""


NO_BUILD = """
import lark
def refuse(*args, **kwargs):
    raise SystemExit("built a parser instead of loading it")
lark.Lark.__init__ = refuse
from extract.grammar import get_parser
get_parser("blocks"), get_parser("inline")
"""


def test_second_process_loads_instead_of_building(tmp_path: Path) -> None:
    env = {**os.environ, "EXTRACT_CACHE_DIR": str(tmp_path)}
    cold = subprocess.run([sys.executable, "-c", NO_BUILD], capture_output=True, text=True, env=env)
    assert cold.returncode != 0, "with an empty cache the parsers must be built"
    assert run(tmp_path).returncode == 0
    warm = subprocess.run([sys.executable, "-c", NO_BUILD], capture_output=True, text=True, env=env)
    assert warm.returncode == 0, warm.stderr


def test_cache_key_does_not_depend_on_where_the_grammar_lies(tmp_path: Path) -> None:
    """Two installations of one version share a cache (the key is the grammar text)."""
    assert run(tmp_path).returncode == 0
    before = {p.name: p.stat().st_mtime_ns for p in tmp_path.iterdir()}
    assert run(tmp_path).returncode == 0
    assert {p.name: p.stat().st_mtime_ns for p in tmp_path.iterdir()} == before, "a hit never rewrites"


def test_damaged_cache_is_rebuilt_silently(tmp_path: Path) -> None:
    good = run(tmp_path)
    for f in tmp_path.iterdir():
        f.write_bytes(b"not a pickle\n" + os.urandom(64))
    again = run(tmp_path)
    assert again.returncode == 0
    assert again.stdout == good.stdout
    assert again.stderr == ""


def test_unwritable_cache_is_skipped(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache folder would go", encoding="utf-8")
    r = run(blocker / "cache")
    assert r.returncode == 0 and r.stderr == ""
    assert r.stdout == run("").stdout


KEPT = """
import array, os, sys
from pathlib import Path
os.environ["EXTRACT_CACHE_DIR"] = ""  # (this script's own import of extract keeps nothing)
from extract.compiled import read_kept, write_kept
folder = Path(sys.argv[1])
file = next(folder.glob("patterns-*.marshal"))
known, derived = read_kept(file)
print(len(known), sum("Fenwick" in p for p, _ in known) + sum("Fenwick" in p for _, p, _ in derived))
if sys.argv[2:] == ["spoil"]:  # the code of every kept pattern made invalid (the checksums redone)
    write_kept(file, {k: (v[0], bytes(len(v[1])), *v[2:]) for k, v in known.items()}, derived)
if sys.argv[2:] == ["poison"]:  # a kept pattern the user also writes made to match nothing (checksums redone)
    import re
    from re import _compiler, _parser
    key_of = next(k for k in known if k[0] == "(?i:median)")  # (a grammar's terminal: its flags inline)
    never = _compiler._code(_parser.parse("(?!)", key_of[1]), key_of[1])
    entry = known[key_of]
    known[key_of] = (entry[0], array.array("I", never).tobytes(), *entry[2:])
    write_kept(file, known, derived)
if sys.argv[2:] == ["flip"]:  # one byte of the file changed after it was written
    raw = bytearray(file.read_bytes())
    raw[len(raw) // 2] ^= 1
    file.write_bytes(bytes(raw))
if sys.argv[2:] == ["flip index"]:  # one byte of the index changed after it was written
    raw = bytearray(file.read_bytes())
    raw[len(raw) // 100] ^= 1
    file.write_bytes(bytes(raw))
"""

USER_PATTERN = """
import extract, re
print(bool(re.compile("(?i:median)").search("the Median value")))
"""


def test_patterns_are_kept_but_none_a_document_named(tmp_path: Path) -> None:
    """The package's own patterns are kept; those built from a write-up's names (a series
    called "Fenwick" here) are not written down."""
    doc = tmp_path / "w.md"
    doc.write_text("# Chart\n\n- **Fenwick:** 1, 2, 3\n- **Other:** 2, 3, 4\n\nFenwick is lowest.\n", encoding="utf-8")
    env = {**os.environ, "EXTRACT_CACHE_DIR": str(tmp_path / "c")}
    first = subprocess.run([sys.executable, "-m", "extract", str(doc)], capture_output=True, text=True, env=env)
    assert first.returncode == 0, first.stderr
    kept = subprocess.run([sys.executable, "-c", KEPT, str(tmp_path / "c")], capture_output=True, text=True)
    count, named = map(int, kept.stdout.split())
    assert count > 500 and named == 0


STALE = """
import os, sys
from pathlib import Path
os.environ["EXTRACT_CACHE_DIR"] = ""
from extract.compiled import read_kept, write_kept
file = next(Path(sys.argv[1]).glob("patterns-*.marshal"))
known, derived = read_kept(file)
if sys.argv[2:] == ["add"]:  # answers for many grammars of older versions, as edits leave behind,
    # and half the patterns missing (as after an edit of the code: the next run compiles and writes)
    known = dict(list(known.items())[::2])
    write_kept(file, known, {**derived, **{("terminals", f"claims-old{i}", 0): [("A", 0)] * 50 for i in range(1000)}})
    known, derived = read_kept(file)
print(len(known), len(derived), sum(p.startswith("claims-old") for _, p, _ in derived))
"""


def test_answers_of_older_grammars_do_not_pile_up(tmp_path: Path) -> None:
    """A file filled with answers no run asks for any more is cut to what a run uses when
    the run writes it."""
    good = run(tmp_path)
    stale = subprocess.run([sys.executable, "-c", STALE, str(tmp_path), "add"], capture_output=True, text=True)
    _, _, old = map(int, stale.stdout.split())
    assert old == 1000, stale.stderr
    assert run(tmp_path).stdout == good.stdout
    after = subprocess.run([sys.executable, "-c", STALE, str(tmp_path)], capture_output=True, text=True)
    known, answers, old = map(int, after.stdout.split())
    assert old == 0 and known > 500 and answers > 0, after.stderr


def test_kept_code_that_does_not_validate_is_compiled_instead(tmp_path: Path) -> None:
    good = run(tmp_path)
    spoil = subprocess.run([sys.executable, "-c", KEPT, str(tmp_path), "spoil"], capture_output=True, text=True)
    assert spoil.returncode == 0, spoil.stderr
    again = run(tmp_path)
    assert again.returncode == 0 and again.stderr == ""
    assert again.stdout == good.stdout


def test_a_changed_file_is_not_used_and_never_serves_a_users_pattern(tmp_path: Path) -> None:
    """A file changed after it was written (its checksum no longer holds) is ignored; and a
    pattern of the user's own code is compiled by `re` whatever the file holds."""
    good = run(tmp_path)
    for where in ("flip", "flip index"):  # (an entry changed: that entry is compiled; the index: none is read)
        flip = subprocess.run([sys.executable, "-c", KEPT, str(tmp_path), where], capture_output=True, text=True)
        assert flip.returncode == 0, flip.stderr
        again = run(tmp_path)
        assert again.returncode == 0 and again.stdout == good.stdout and again.stderr == ""
    env = {**os.environ, "EXTRACT_CACHE_DIR": str(tmp_path)}
    run(tmp_path)  # (a good file again)
    poison = subprocess.run([sys.executable, "-c", KEPT, str(tmp_path), "poison"], capture_output=True, text=True)
    assert poison.returncode == 0, poison.stderr
    user = subprocess.run([sys.executable, "-c", USER_PATTERN], capture_output=True, text=True, env=env)
    assert user.stdout.strip() == "True", user.stderr


def test_an_imported_grammar_is_part_of_the_key() -> None:
    """claims.lark builds its hedge from inline.lark's words: a word changed there must rebuild
    the claims parser, not load the one cached before (the key holds the imported text)."""
    from extract.grammar import _imports
    from extract.resources import grammar_path

    assert _imports(grammar_path("claims.lark").read_text(encoding="utf-8")) == ["inline"]
    assert _imports("%import common.WS\nstart: WS\n") == []  # (lark's own grammars are part of lark)
