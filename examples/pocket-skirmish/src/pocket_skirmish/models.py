"""A Pocket Skirmish crew file, as pydantic reads it: unknown keys are errors."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field
from skirmishgen.models import Name, Strict

RoleId = Literal["captain", "brawler", "archer", "scout"]


class Fighter(Strict):
    name: Name
    role: RoleId


class Crew(Strict):
    """A roster file for ``system: pocket-skirmish``."""

    system: Literal["pocket-skirmish"]
    name: Name
    fighters: Annotated[list[Fighter], Field(min_length=1, max_length=100)]
