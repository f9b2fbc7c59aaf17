"""Skirmish, 5th edition: who made it, how its products look, and where its content is.

What the game's modules share, apart from its declaration (``game.py``), so that each
imports this and not the declaration that loads them.
"""

from __future__ import annotations

from ...game import Credits, content_folder
from ...press.style import Look

KEY = "skirmish"
"""The game's key: its entry point's name, and what roster files give in ``system:``."""
FOLDER = content_folder(KEY)
"""The game's content files."""

CREDITS = Credits(
    title="Skirmish",
    author="Peter Cobcroft",
    edition="5th edition",
    note=(
        "Game by Peter Cobcroft, who also illustrated the original cards; inspired by the "
        "Ancient Arts Fellowship (AAF) Dark Age re-enactment group."
    ),
    thanks=(
        "Playtesters: Stuart Barrow, Nathan Cassidy, Matthew, Torben Vang, Peter Wass and "
        "members of the AAF club. Editors: Stuart Barrow, Matthew, Torben Vang."
    ),
)

LOOK = Look(colour="#4E3226", accent="#A0782A", emblem="crossed", motif="mail")
"""The game's look (docs/print-style.md, section 8)."""
