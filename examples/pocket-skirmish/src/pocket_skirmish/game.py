"""Pocket Skirmish: what skirmishgen makes for it, declared once.

``pyproject.toml`` names :data:`GAME` under the ``skirmishgen.games`` entry points; that is
how skirmishgen finds the game. The declaration stays light (no reportlab, no pydantic
models): each capability's heavy part is named with ``later`` and imported when first used.
"""

from __future__ import annotations

from skirmishgen.game import Booklet, CheatSheet, Decks, Game, Kit, Rosters, later

from .about import CREDITS, HERE, KEY, LOOK

GAME = Game(
    key=KEY,
    credits=CREDITS,
    look=LOOK,
    try_command=f"skirmishgen roster --blank {KEY}",
    table_needs=("a six-sided die for each player", "a miniature or a coin for each fighter"),
    folder=HERE / "content",
    rosters=Rosters(
        examples=("crews/*.yaml",),
        support=later(f"{__package__}.roster:SUPPORT"),
        contract=later(f"{__package__}.contract:CONTRACT"),
    ),
    deck=Decks(what="role cards", make=later(f"{__package__}.deck:role_cards")),
    kit=Kit(parts=later(f"{__package__}.kit:PARTS")),
    cheat_sheet=CheatSheet(body=later(f"{__package__}.cheatsheet:body")),
    booklet=Booklet(
        context=later(f"{__package__}.reference:booklet_context"),
        figures=later(f"{__package__}.figures:figures"),
        templates=HERE / "templates" / KEY,
    ),
)
