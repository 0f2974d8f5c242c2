"""The library API: every stage of the pipeline is public.

read_lines(text)           -> lines with block roles and number phrases   (extract.reader)
build(lines)               -> outline: the headers every line sits under  (extract.outline)
interpret(outline, source) -> Document: panels, axes, scales, cells       (extract.interpret)
judge_claims(outline, doc) -> the same Document with its claims judged    (extract.claims)
check_document(doc)        -> the findings one document proves            (extract.checks)
check_corpus(docs)         -> the findings across documents               (extract.checks)
compare_documents(docs)    -> those findings and the figures several write-ups describe, with
                              the consensus of their cells                 (extract.checks)

parse_text(text)           -> Document: all of the above for one text
parse_paths(paths)         -> Result: files and directories, sorted, with cross-document findings
                              and figures
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from extract import suppress
from extract.checks import check_document, compare_documents, has_figure, render_messages, sort_key
from extract.checks.agree import stated_decimals
from extract.claims import judge_claims
from extract.config import Config
from extract.files import ReadError, read_text
from extract.interpret import interpret, name_the_one_panel
from extract.memo import one_document
from extract.models import Diagnostic, Document, Result
from extract.outline import build
from extract.reader import read_lines


def parse_text(text: str, source: str = "<string>", config: Config | None = None) -> Document:
    """Parse one write-up into its Document: panels, cells, claims and findings (less those
    its `extract: ignore` comments suppress)."""
    config = config or Config()
    text, suppressions = suppress.scan(text)
    with one_document():  # each stage reads every line again: what it asked before, it is told
        outline = build(read_lines(text))
        doc = judge_claims(outline, interpret(outline, source), config.tolerances())
        name_the_one_panel(doc)
        doc._decimals = stated_decimals(text, doc)
        found = suppress.apply(suppressions, check_document(doc, config))
    if has_figure(doc):  # a markdown file with no figure in it (a README) says nothing
        found += render_messages(suppress.unused(suppressions, source, config, final=False), config)
    doc.diagnostics = sorted(found, key=sort_key)
    doc._suppressions = [s for s in suppressions if s.deferred]
    return doc


def parse_file(path: str | Path, source: str | None = None, config: Config | None = None) -> Document:
    """Parse one file; raises ReadError when it cannot be read as UTF-8 text."""
    return parse_text(read_text(Path(path)), source or Path(path).as_posix(), config)


def parse_paths(
    paths: Iterable[str | Path], config: Config | None = None, jobs: int = 1
) -> tuple[Result, list[ReadError]]:
    """Parse files and directories (recursively: .md, .markdown, .txt) in sorted order,
    in `jobs` processes. Files that cannot be read are returned as errors; the others
    still produce results."""
    from extract.run import outcomes, whole  # run.py builds on this module

    result = Result()
    errors: list[ReadError] = []
    for out in outcomes(paths, config or Config(), jobs, whole):
        if out.value is not None:
            result.documents.append(out.value)
        elif out.error is not None:
            errors.append(out.error)
    cfg = config or Config()
    across, result.figures = compare_documents(result.documents, cfg)
    result.diagnostics = settle(across, result.documents, cfg)
    return result, errors


def settle(across: list[Diagnostic], documents: list[Document], config: Config) -> list[Diagnostic]:
    """The cross-document findings that the documents' suppressions leave, with the
    findings of those suppressions that went unused, sorted."""
    found, unused = suppress.settle(across, {d.source: d._suppressions for d in documents}, lambda _: config)
    return sorted(found + render_messages(unused, config), key=sort_key)


def loads(text: str, source: str = "<string>") -> Document:
    """json-style alias of parse_text."""
    return parse_text(text, source)
