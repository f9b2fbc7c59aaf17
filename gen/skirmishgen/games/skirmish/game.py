"""Skirmish, 5th edition: what skirmishgen makes for it."""

from __future__ import annotations

from ...game import Booklet, CheatSheet, Decks, Game, Kit, Option, Tabletop, later
from .about import CREDITS, FOLDER, KEY, LOOK

GAME = Game(
    key=KEY,
    credits=CREDITS,
    folder=FOLDER,
    look=LOOK,
    try_command="skirmishgen deck --edition 5",
    table_needs=("a counter for each player\u2019s health tracker: a coin, a bead or a button",),
    deck=Decks(
        what="deck",
        make=later(f"{__package__}.deck:shipped_deck"),
        options=(Option("--edition", "shipped Skirmish edition to print.", "int", default=5),),
        builds=({"edition": 5},),
        default=True,
        read_file=later(f"{__package__}.deck:deck_file"),
        file_model=later(f"{__package__}.deck:file_model"),
    ),
    kit=Kit(
        parts=later(f"{__package__}.kit:PARTS"),
        options=(
            Option(
                "--players",
                "health trackers for this many players.",
                "int",
                default=8,
                low=2,
                high=8,
            ),
        ),
    ),
    cheat_sheet=CheatSheet(body=later(f"{__package__}.cheatsheet:body")),
    booklet=Booklet(
        context=later(f"{__package__}.deck:booklet_context"),
        figures=later(f"{__package__}.figures:figures"),
    ),
    tabletop=Tabletop(table=later(f"{__package__}.table:table")),
)
