"""The registry of game systems: one entry per game, each a subpackage of its own.

The print engine (``skirmishgen.press``) is shared; a system brings its models,
checks and sheets. Later systems (rosters, kits, booklets) register here too.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameSystem:
    key: str
    title: str
    author: str
    content: str
    """Folder of this system's files under content/."""
    roster: str | None = None
    """Module with this system's roster support (MODEL, check, match, render_sheet), if any."""
    example: str = ""
    """A command to try, for ``skirmishgen systems``."""


SYSTEMS: dict[str, GameSystem] = {
    "skirmish": GameSystem(
        key="skirmish",
        title="Skirmish",
        author="Peter Cobcroft",
        content="skirmish",
        example="skirmishgen deck --edition 5",
    ),
    "one-stat-skirmish": GameSystem(
        key="one-stat-skirmish",
        title="1 Stat Skirmish: Entry Level",
        author="Kai Bettzieche",
        content="one-stat-skirmish",
        roster="skirmishgen.systems.one_stat.roster",
        example="skirmishgen roster --blank one-stat-skirmish",
    ),
    "aof-skirmish": GameSystem(
        key="aof-skirmish",
        title="AOF: Skirmish v2.7",
        author="One Page Rules",
        content="aof-skirmish",
        roster="skirmishgen.systems.aof.roster",
        example="skirmishgen roster --blank aof-skirmish",
    ),
    "insta-skirmish": GameSystem(
        key="insta-skirmish",
        title="Insta-Skirmish",
        author="Andrew Domino",
        content="insta-skirmish",
        roster="skirmishgen.systems.insta.roster",
        example="skirmishgen roster --blank insta-skirmish",
    ),
    "abstract-skirmish": GameSystem(
        key="abstract-skirmish",
        title="The Abstract Skirmish System",
        author="Joshua Morris",
        content="abstract-skirmish",
        roster="skirmishgen.systems.abstract.roster",
        example="skirmishgen deck abstract-skirmish --slots 60",
    ),
}
