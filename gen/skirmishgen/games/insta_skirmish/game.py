"""Insta-Skirmish: what skirmishgen makes for it."""

from __future__ import annotations

from functools import partial

from ...game import Booklet, CheatSheet, Game, Kit, Option, Rosters, Tabletop, later
from ...parse import length
from .about import CREDITS, FOLDER, KEY, LOOK

GAME = Game(
    key=KEY,
    credits=CREDITS,
    folder=FOLDER,
    look=LOOK,
    try_command="skirmishgen roster --blank insta-skirmish",
    table_needs=(
        "gaming dice of each size: d4, d6, d8, d10, d12 and d20",
        "a miniature for each die of your army, or the kit\u2019s printed stand-ins",
    ),
    short_names=("insta",),
    rosters=Rosters(
        examples=("armies/*.yaml",),
        support=later(f"{__package__}.roster:SUPPORT"),
        contract=later(f"{__package__}.contract:CONTRACT"),
    ),
    kit=Kit(
        parts=later(f"{__package__}.kit:PARTS"),
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
    cheat_sheet=CheatSheet(body=later(f"{__package__}.cheatsheet:body")),
    booklet=Booklet(
        context=later(f"{__package__}.reference:booklet_context"),
    ),
    tabletop=Tabletop(  # the shipped army on both sides: a game for two
        table=later(f"{__package__}.table:table"),
        rosters=("armies/knights-of-the-board.yaml",) * 2,
    ),
)
