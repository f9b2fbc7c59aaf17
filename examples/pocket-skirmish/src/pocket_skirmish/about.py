"""Pocket Skirmish: who made it, how its products look, and where its files are.

What the game's modules share, apart from its declaration (``game.py``): each module
imports this, never the declaration that loads it (no import cycle).
"""

from __future__ import annotations

from pathlib import Path

from skirmishgen.game import Credits
from skirmishgen.press.style import Look

from .look import LANTERN, WAVES

KEY = "pocket-skirmish"
"""The game's key: what players type and crew files give in ``system:``."""

HERE = Path(__file__).parent

CREDITS = Credits(
    title="Pocket Skirmish",
    author="the skirmishgen contributors",
    note="A worked example of a skirmishgen game package: small, complete, yours to copy.",
)

LOOK = Look(colour="#7A3B12", accent="#D9A441", emblem=LANTERN, motif=WAVES)
"""The game's colour, accent, emblem and motif (its own lantern and waves, in ``look.py``):
every product wears them."""
