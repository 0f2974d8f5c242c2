"""The JSON Schema of the output, generated from the models and committed in schemas/."""

from __future__ import annotations

import json
from typing import Any

from extract.models import Result
from extract.resources import schema_path

SCHEMA_ID = "https://extract.invalid/schemas/extract.schema.json"


def generate() -> dict[str, Any]:
    """The schema (draft 2020-12) of a Result, as the models define it today."""
    schema = Result.model_json_schema(mode="serialization")
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": SCHEMA_ID, **schema}


def render() -> str:
    """The schema as the text committed in schemas/extract.schema.json."""
    return json.dumps(generate(), indent=2, ensure_ascii=False) + "\n"


def load() -> dict[str, Any]:
    """The committed schema."""
    result: dict[str, Any] = json.loads(schema_path().read_text(encoding="utf-8"))
    return result
