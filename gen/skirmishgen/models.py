"""The strict base of every content and roster model."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

FILE_MARK = "x-skirmishgen-file"
"""Marks, in a model's schema, a field naming a file to read (a fighter's ``image``):
a roster posted to the builder may not name one."""


class Strict(BaseModel):
    """Unknown keys are errors, values are not coerced, and a read model never changes."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


def file_field(description: str) -> Any:
    """An optional field that names a file beside the roster, marked as such."""
    return Field(None, description=description, json_schema_extra={FILE_MARK: True})


def _known_icon(name: str) -> str:
    from .press.icons import NAMES

    if name not in NAMES:
        import difflib

        close = difflib.get_close_matches(name, NAMES, n=3)
        hint = f"did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
        raise ValueError(f"no icon '{name}'; {hint or 'the icons: ' + ', '.join(NAMES[:12])}...")
    return name


IconName = Annotated[str, AfterValidator(_known_icon)]
"""The name of one of the shipped icons (``press.icons.NAMES``)."""
