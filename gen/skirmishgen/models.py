"""The strict base of every content and roster model."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

FILE_MARK = "x-skirmishgen-file"
"""Marks, in a model's schema, a field naming a file to read (a fighter's ``image``):
a roster posted to the builder may not name one."""


class Strict(BaseModel):
    """Unknown keys are errors, values are not coerced, and a read model never changes."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


def file_field(description: str) -> Any:
    """An optional field that names a file beside the roster, marked as such."""
    return Field(None, description=description, json_schema_extra={FILE_MARK: True})
