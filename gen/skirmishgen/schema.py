"""JSON Schema (draft 2020-12) of a game's roster file, generated from its pydantic model,
so editors can complete and check rosters as they are typed.

It accepts what ``validate`` reads: a rulebook term's printed spellings (``Meat Shield``)
through its own schema branch (``models.Term``); the game's known names (skills, special
rules: ``RosterSupport.names``) are offered for completion as ``examples`` of the free-text
fields that take them, since other values stay readable there."""

from __future__ import annotations

import functools
import json
import sys
from typing import Annotated, Any

from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import core_schema

from . import __version__
from .models import SPELLING_TITLE, char_class
from .rosters import support

DIALECT = "https://json-schema.org/draft/2020-12/schema"


def roster_schema(system: str) -> dict[str, Any]:
    """The schema of ``system``'s roster files: unknown keys rejected, as the tool does."""
    rules = support(system)
    schema = rules.model.model_json_schema(mode="validation", schema_generator=_Generator)
    for field, names in rules.names().items():
        _offer(schema, field, names)
    return {
        "$schema": DIALECT,
        "$id": f"https://skirmishgen.invalid/schema/{system}-roster.json",
        "title": f"{system} roster (skirmishgen {__version__})",
        **{key: value for key, value in schema.items() if key != "title"},
    }


class _Generator(GenerateJsonSchema):
    """pydantic's schema, where a text that drops its surrounding space must not be blank
    (``minLength`` counts the spaces: ``"  "`` would pass it)."""

    def str_schema(self, schema: core_schema.StringSchema) -> JsonSchemaValue:
        found = super().str_schema(schema)
        if schema.get("strip_whitespace") and schema.get("min_length", 0) >= 1:
            found.setdefault("pattern", f"[^{_stripped()}]")
        return found


@functools.cache
def _stripped() -> str:
    """The characters pydantic strips from a text (Unicode's White_Space: not quite
    Python's ``str.isspace``), as the inside of a regex character class: asked of it."""
    from pydantic import StringConstraints, TypeAdapter

    text = TypeAdapter(Annotated[str, StringConstraints(strip_whitespace=True)])
    spaces = (chr(point) for point in range(sys.maxunicode + 1))
    return char_class([c for c in spaces if c.isspace() and text.validate_python(c) == ""])


def _offer(schema: Any, field: str, names: list[str]) -> None:
    """``names`` as the examples of every free-text value of a property called ``field``
    (the items of a list of them, the text branch of a choice), anywhere in ``schema``."""
    if isinstance(schema, dict):
        for key, value in (schema.get("properties") or {}).items():
            if key == field:
                _examples(value, names)
        for value in schema.values():
            _offer(value, field, names)
    elif isinstance(schema, list):
        for value in schema:
            _offer(value, field, names)


def _examples(schema: Any, names: list[str]) -> None:
    if not isinstance(schema, dict):
        return
    spelling = schema.get("title") == SPELLING_TITLE  # a term's: its ids are its enum
    if schema.get("type") == "string" and not {"enum", "const"} & schema.keys() and not spelling:
        schema["examples"] = list(names)
    for branch in [schema.get("items"), *schema.get("anyOf", ())]:
        _examples(branch, names)


def schema_text(system: str) -> str:
    return json.dumps(roster_schema(system), indent=2, ensure_ascii=False, sort_keys=True)
