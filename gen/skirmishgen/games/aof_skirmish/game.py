"""AOF: Skirmish (One Page Rules): what skirmishgen makes for it."""

from __future__ import annotations

from ...game import Booklet, CheatSheet, Game, Kit, Option, Rosters, Tabletop, later
from .about import CREDITS, FOLDER, KEY, LOOK

GAME = Game(
    key=KEY,
    credits=CREDITS,
    folder=FOLDER,
    look=LOOK,
    try_command="skirmishgen roster --blank aof-skirmish",
    table_needs=(
        "a handful of six-sided dice (D6)",
        "a tape measure in inches",
        "a miniature, or any stand-in, for each model",
    ),
    short_names=("aof",),
    rosters=Rosters(
        examples=("armies/*.yaml",),
        support=later(f"{__package__}.roster:SUPPORT"),
        contract=later(f"{__package__}.contract:CONTRACT"),
    ),
    kit=Kit(parts=later(f"{__package__}.kit:PARTS")),
    cheat_sheet=CheatSheet(
        body=later(f"{__package__}.cheatsheet:body"),
        options=(Option("--roster", "only the rules this roster uses, larger.", "roster"),),
    ),
    booklet=Booklet(
        context=later(f"{__package__}.reference:booklet_context"),
        figures=later(f"{__package__}.figures:figures"),
    ),
    tabletop=Tabletop(  # the shipped army on both sides: a game for two
        table=later(f"{__package__}.table:table"), rosters=("armies/dwarf-raiders.yaml",) * 2
    ),
)
