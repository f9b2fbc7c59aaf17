"""The Abstract Skirmish System: who made it, how its products look, and where its content is.

What the game's modules share, apart from its declaration (``game.py``), so that each
imports this and not the declaration that loads them.
"""

from __future__ import annotations

from ...game import Credits, content_folder
from ...press.style import Look

KEY = "abstract-skirmish"
"""The game's key: its entry point's name, and what roster files give in ``system:``."""
FOLDER = content_folder(KEY)
"""The game's content files."""

CREDITS = Credits(title="The Abstract Skirmish System", author="Joshua Morris", year=2002)

LOOK = Look(colour="#125E55", accent="#7FB3BA", emblem="target", motif="hexes")
"""The game's look (docs/print-style.md, section 8)."""
