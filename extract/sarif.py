"""`--format sarif`: the findings as a SARIF 2.1.0 log, for GitHub code scanning and other
SARIF viewers. One result per finding (ruleId = the code, a region with line and
column), every check as a rule with its name and help (extract/rules.py), the other
document of a cross-document conflict as a related location, and files that could not be
read as tool notifications. Columns count characters (`columnKind: unicodeCodePoints`);
`endColumn` is the column after the last character, as in the spans."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from extract import __version__
from extract.files import ReadError
from extract.messages import MESSAGES
from extract.models import Diagnostic, Span
from extract.rules import markdown, suppression

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {"error": "error", "warning": "warning", "info": "note"}
_INDEX = {m.code: i for i, m in enumerate(MESSAGES)}


def _uri(source: str) -> str:
    """A URI reference for a source path: relative paths stay relative (to the folder the
    run started in, %SRCROOT%), absolute ones become file: URIs."""
    if source.startswith("/"):
        return "file://" + quote(source)
    return quote(source)


def _location(source: str, span: Span | None) -> dict[str, Any]:
    physical: dict[str, Any] = {"artifactLocation": {"uri": _uri(source)}}
    if not source.startswith("/"):
        physical["artifactLocation"]["uriBaseId"] = "%SRCROOT%"
    if span is not None:
        physical["region"] = {
            "startLine": span.line,
            "startColumn": span.column,
            "endLine": span.end_line,
            "endColumn": span.end_column,
        }
    return {"physicalLocation": physical}


def _rule(m: Any) -> dict[str, Any]:
    return {
        "id": m.code,
        "name": m.name,
        "shortDescription": {"text": m.help},
        "fullDescription": {"text": m.explanation},
        "help": {"text": f"{m.help}. {m.explanation}\n\n{suppression(m)}", "markdown": markdown(m)},
        "defaultConfiguration": {"level": _LEVEL[m.severity]},
        "properties": {"tags": [m.name.split("-")[0]]},
    }


def _result(d: Diagnostic) -> dict[str, Any]:
    result: dict[str, Any] = {
        "ruleId": d.code,
        "level": _LEVEL[d.severity],
        "message": {"text": d.message},
        "locations": [_location(d.source, d.span)],
    }
    if d.code in _INDEX:
        result["ruleIndex"] = _INDEX[d.code]
    if d.related:
        related = []
        for i, r in enumerate(d.related, start=1):
            place = _location(r.source, r.span)
            place["id"] = i
            place["message"] = {"text": f"{r.source}" + (f", panel {r.panel}" if r.panel else "")}
            related.append(place)
        result["relatedLocations"] = related
    if d.panel is not None or d.cells:
        result["properties"] = {"name": d.name, "panel": d.panel, "cells": d.cells}
    return result


def report(diags: list[Diagnostic], errors: list[ReadError], documents: int) -> str:
    """The SARIF log of one run."""
    notifications = [
        {
            "level": "error",
            "message": {"text": e.reason},
            "locations": [
                _location(e.source, Span(line=e.line, column=1, end_line=e.line, end_column=2) if e.line else None)
            ],
        }
        for e in errors
    ]
    run: dict[str, Any] = {
        "tool": {
            "driver": {
                "name": "extract",
                "version": __version__,
                "semanticVersion": __version__,
                "rules": [_rule(m) for m in MESSAGES],
            }
        },
        "invocations": [{"executionSuccessful": not errors, "toolExecutionNotifications": notifications}],
        "columnKind": "unicodeCodePoints",
        "originalUriBaseIds": {"%SRCROOT%": {"description": {"text": "the folder extract was run in"}}},
        "results": [_result(d) for d in diags],
        "properties": {"documents": documents},
    }
    log = {"$schema": SCHEMA, "version": "2.1.0", "runs": [run]}
    return json.dumps(log, ensure_ascii=False, indent=2) + "\n"
