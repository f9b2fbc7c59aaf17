"""JSON Schema (draft 2020-12) of a game's roster file, generated from its pydantic model,
so editors can complete and check rosters as they are typed."""

from __future__ import annotations

import json
from typing import Any

from . import __version__
from .rosters import support

DIALECT = "https://json-schema.org/draft/2020-12/schema"


def roster_schema(system: str) -> dict[str, Any]:
    """The schema of ``system``'s roster files: unknown keys rejected, as the tool does."""
    model = support(system).model
    schema = model.model_json_schema(mode="validation")
    return {
        "$schema": DIALECT,
        "$id": f"https://skirmishgen.invalid/schema/{system}-roster.json",
        "title": f"{system} roster (skirmishgen {__version__})",
        **{key: value for key, value in schema.items() if key != "title"},
    }


def schema_text(system: str) -> str:
    return json.dumps(roster_schema(system), indent=2, ensure_ascii=False, sort_keys=True)
