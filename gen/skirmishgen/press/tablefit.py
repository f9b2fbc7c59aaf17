"""Every piece of a saved table at the size it prints, measured by Tabletop Simulator itself.

Tabletop Simulator documents a scale as "a multiple of the Object's default model size",
but not that size for a tile or a standee. So each flat piece and standee carries its
printed size in its memo, and the save's own script (:data:`FIT_SCRIPT`, run when the game
loads) waits for the piece's picture, measures it (``getBoundsNormalized``, in the table's
inches), and scales it to that size. A board's snap points are moved with it, so they stay
on its squares. A fitted piece's memo says so: a game saved afterwards keeps its scale,
and a piece the players rescale stays as they left it.

The scales the save is written with (:mod:`.tabletop`) are the best recipe known; the
script corrects whatever the recipe gets wrong.
"""

from __future__ import annotations

from pathlib import Path

MARK = "skirmishgen fit"
"""How a memo that asks for a fit begins."""
FITTED = "skirmishgen fitted"
"""A fitted piece's memo."""
SHUFFLE = "skirmishgen shuffle"
"""A deck's memo asking to be shuffled as the game loads (then it says ``shuffled``)."""
TABLE = "skirmishgen table"
"""The memo of a save's own table (a floor under a battlefield): never fitted, nothing is
measured on it; the script makes it one nobody can pick, select or delete."""
WAIT = 120
"""Seconds the script waits for a piece's picture to load before it leaves the piece as
it is."""


def flat_memo(width: float, depth: float) -> str:
    """The memo of a flat piece ``width`` x ``depth`` inches on the table."""
    return f"{MARK} {width:.4f} {depth:.4f}"


def upright_memo(width: float, height: float) -> str:
    """The memo of a standee ``width`` x ``height`` inches. Its stand is measured with its
    picture: whichever it widens or heightens, the other still gives the picture's scale,
    so the script takes the larger of the two."""
    return f"{MARK} {width:.4f} {height:.4f} upright"


def die_memo(across: float) -> str:
    """The memo of a die ``across`` inches wide (at its widest, seen from above)."""
    return f"{MARK} {across:.4f} die"


FIT_SCRIPT = Path(__file__).with_name("tablefit.lua").read_text(encoding="utf-8")
"""The saved game's script (``tablefit.lua``, Lua as Tabletop Simulator runs it): fits
every piece whose memo asks for it, as :data:`MARK`, :data:`FITTED` and :data:`WAIT` say."""
