"""The Abstract Skirmish System: what skirmishgen makes for it."""

from __future__ import annotations

from ...game import (
    Booklet,
    CheatSheet,
    Decks,
    Game,
    Kit,
    Option,
    Rosters,
    Tabletop,
    later,
)
from .about import CREDITS, FOLDER, KEY, LOOK

GAME = Game(
    key=KEY,
    credits=CREDITS,
    folder=FOLDER,
    look=LOOK,
    try_command="skirmishgen deck abstract-skirmish --slots 60",
    table_needs=(
        "two six-sided dice (d6)",
        "beads or small coins: one for each unit\u2019s slot track, one for each trait on its mat",
    ),
    short_names=("abstract",),
    rosters=Rosters(
        examples=("squads/*.yaml",),
        support=later(f"{__package__}.roster:SUPPORT"),
        contract=later(f"{__package__}.contract:CONTRACT"),
    ),
    deck=Decks(
        what="Unit Trait deck",
        make=later(f"{__package__}.deck:trait_deck"),
        options=(
            Option("--roster", "size the trait deck for this squad's slots.", "roster", legal=True),
            Option("--slots", "size the trait deck for this many slots.", "int", low=1, high=2000),
            Option(
                "--per-trait",
                "cards of each trait (default: the player's slots).",
                "int",
                low=1,
                high=2000,
            ),
            Option(
                "--player",
                "whose deck: its back's colour and letter, so two decks never mix.",
                "choice",
                default="A",
                choices=("A", "B", "C", "D"),
            ),
        ),
        card_size="mini",
        whose=later(f"{__package__}.deck:whose"),
        builds=(
            {"roster": "squads/bobs-squad.yaml", "player": "A"},
            {"roster": "squads/bobs-squad.yaml", "player": "B"},
        ),
    ),
    kit=Kit(parts=later(f"{__package__}.kit:PARTS")),
    cheat_sheet=CheatSheet(body=later(f"{__package__}.cheatsheet:body")),
    booklet=Booklet(
        context=later(f"{__package__}.reference:booklet_context"),
    ),
    tabletop=Tabletop(
        table=later(f"{__package__}.table:table"),
        rosters=("squads/bobs-squad.yaml", "squads/bobs-squad.yaml"),
    ),
)
