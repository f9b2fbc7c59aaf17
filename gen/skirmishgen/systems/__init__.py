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


SYSTEMS: dict[str, GameSystem] = {
    "skirmish": GameSystem(
        key="skirmish",
        title="Skirmish",
        author="Peter Cobcroft",
        content="skirmish",
    ),
}
