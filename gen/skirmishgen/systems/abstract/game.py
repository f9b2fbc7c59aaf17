"""The Abstract Skirmish System: what skirmishgen makes for it."""

from __future__ import annotations

from ...game import (
    Booklet,
    CheatSheet,
    Credits,
    Decks,
    Game,
    Kit,
    Option,
    Rosters,
    call,
    load,
)
from ...press.style import Look

CREDITS = Credits(title="The Abstract Skirmish System", author="Joshua Morris", year=2002)

LOOK = Look(colour="#125E55", accent="#7FB3BA", emblem="target", motif="hexes")
"""The game's look (docs/print-style.md, section 8)."""

GAME = Game(
    key="abstract-skirmish",
    credits=CREDITS,
    look=LOOK,
    try_command="skirmishgen deck abstract-skirmish --slots 60",
    rosters=Rosters(examples=("squads/*.yaml",), support=load(f"{__package__}.roster:SUPPORT")),
    deck=Decks(
        what="Unit Trait deck",
        make=call(f"{__package__}.deck:trait_deck"),
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
        builds=(
            {"roster": "squads/bobs-squad.yaml", "player": "A"},
            {"roster": "squads/bobs-squad.yaml", "player": "B"},
        ),
    ),
    kit=Kit(parts=load(f"{__package__}.kit:PARTS")),
    cheat_sheet=CheatSheet(body=call(f"{__package__}.cheatsheet:body")),
    booklet=Booklet(
        context=call(f"{__package__}.reference:booklet_context"),
    ),
)
