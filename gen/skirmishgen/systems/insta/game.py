"""Insta-Skirmish: what skirmishgen makes for it."""

from __future__ import annotations

from functools import partial

from ...game import Booklet, CheatSheet, Credits, Game, Kit, Option, Rosters, call, load
from ...parse import length
from ...press.style import Look

CREDITS = Credits(title="Insta-Skirmish", author="Andrew Domino")

LOOK = Look(colour="#5E2A5C", accent="#8F8F99", emblem="die", motif="checks")
"""The game's look (docs/print-style.md, section 8)."""

GAME = Game(
    key="insta-skirmish",
    credits=CREDITS,
    look=LOOK,
    try_command="skirmishgen roster --blank insta-skirmish",
    rosters=Rosters(examples=("armies/*.yaml",), support=load(f"{__package__}.roster:SUPPORT")),
    kit=Kit(
        parts=load(f"{__package__}.kit:PARTS"),
        options=(
            Option(
                "--square",
                "board square and piece size, e.g. 25mm or 1in (default: the largest "
                "square, up to 1 inch, that puts the board on one sheet).",
                default=None,
                metavar="SIZE",
                parse=partial(length, low=10, high=60),
            ),
        ),
    ),
    cheat_sheet=CheatSheet(body=call(f"{__package__}.cheatsheet:body")),
    booklet=Booklet(
        context=call(f"{__package__}.reference:booklet_context"),
    ),
)
