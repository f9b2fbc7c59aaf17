"""1 Stat Skirmish: Entry Level: who made it, how its products look, and where its content is.

What the game's modules share, apart from its declaration (``game.py``), so that each
imports this and not the declaration that loads them.
"""

from __future__ import annotations

from ...game import Credits, content_folder
from ...press.style import Look

KEY = "one-stat-skirmish"
"""The game's key: its entry point's name, and what roster files give in ``system:``."""
FOLDER = content_folder(KEY)
"""The game's content files."""

CREDITS = Credits(title="1 Stat Skirmish: Entry Level", author="Kai Bettzieche")

LOOK = Look(colour="#4B5320", accent="#C2B280", emblem="star", motif="chevrons")
"""The game's look (docs/print-style.md, section 8)."""
