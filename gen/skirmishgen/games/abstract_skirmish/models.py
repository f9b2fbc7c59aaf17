"""Squad model of the Abstract Skirmish System and its reference (content/abstract-skirmish)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from ...models import Name, Section, Strict, Text

Count = Annotated[int, Field(ge=-9999, le=9999)]


class AbsUnit(Strict):
    name: Name
    slots: Count


class Squad(Strict):
    """A roster file for ``system: abstract-skirmish``."""

    system: Literal["abstract-skirmish"]
    name: Name
    slots: Annotated[int, Field(ge=1, le=9999)]
    max_unit_slots: Annotated[int, Field(ge=1, le=9999)] | None = None
    units: Annotated[list[AbsUnit], Field(min_length=1, max_length=2000)]

    @property
    def used(self) -> int:
        return sum(max(unit.slots, 0) for unit in self.units)


class Trait(Strict):
    id: Name
    name: Name
    short: Annotated[str, StringConstraints(min_length=1, max_length=6)]
    colour: Annotated[str, StringConstraints(pattern=r"^#[0-9A-Fa-f]{6}$")]
    icon: Literal["star", "target", "wind", "blade", "shield"]
    text: Text


class AbstractReference(Strict):
    game: Literal["abstract-skirmish"]
    traits: Annotated[list[Trait], Field(min_length=5, max_length=5)]
    sections: list[Section]
