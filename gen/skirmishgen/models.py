"""The strict base of every content and roster model."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Strict(BaseModel):
    """Unknown keys are errors, values are not coerced, and a read model never changes."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)
