"""Skirmish, 5th edition: what skirmishgen makes for it."""

from __future__ import annotations

from ...game import Booklet, CheatSheet, Credits, Decks, Game, Kit, Option, call, load
from ...press.style import Look

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

GAME = Game(
    key="skirmish",
    credits=CREDITS,
    look=LOOK,
    try_command="skirmishgen deck --edition 5",
    deck=Decks(
        what="deck",
        make=call(f"{__package__}.deck:shipped_deck"),
        options=(Option("--edition", "shipped Skirmish edition to print.", "int", default=5),),
        builds=({"edition": 5},),
        read_file=call(f"{__package__}.deck:deck_file"),
    ),
    kit=Kit(
        parts=load(f"{__package__}.kit:PARTS"),
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
    cheat_sheet=CheatSheet(body=call(f"{__package__}.cheatsheet:body")),
    booklet=Booklet(
        context=call(f"{__package__}.deck:booklet_context"),
        figures=call(f"{__package__}.figures:figures"),
    ),
)
