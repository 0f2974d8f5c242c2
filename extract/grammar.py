"""One cached parser factory per grammar (lark parsers do not pickle: each process
builds its own on first use)."""

from __future__ import annotations

from functools import cache

from lark import Lark

from extract.resources import grammar_path


@cache
def get_parser(name: str) -> Lark:
    """The LALR parser of grammars/<name>.lark, built once per process."""
    path = grammar_path(f"{name}.lark")
    return Lark(
        path.read_text(encoding="utf-8"),
        parser="lalr",
        lexer="contextual",
        propagate_positions=False,  # tokens carry their own positions; trees need none
        maybe_placeholders=False,
        source_path=str(path),
    )
