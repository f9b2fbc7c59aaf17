"""AOF: Skirmish (One Page Rules): what skirmishgen makes for it."""

from __future__ import annotations

from ...game import Booklet, CheatSheet, Credits, Game, Kit, Option, Rosters, call, load
from ...press.style import Look

CREDITS = Credits(title="AOF: Skirmish v2.7", author="One Page Rules")

LOOK = Look(colour="#2F3E5C", accent="#B08D3C", emblem="banner", motif="lozenges")
"""The game's look (docs/print-style.md, section 8)."""

GAME = Game(
    key="aof-skirmish",
    credits=CREDITS,
    look=LOOK,
    try_command="skirmishgen roster --blank aof-skirmish",
    rosters=Rosters(examples=("armies/*.yaml",), support=load(f"{__package__}.roster:SUPPORT")),
    kit=Kit(parts=load(f"{__package__}.kit:PARTS")),
    cheat_sheet=CheatSheet(
        body=call(f"{__package__}.cheatsheet:body"),
        options=(Option("--roster", "only the rules this roster uses, larger.", "roster"),),
    ),
    booklet=Booklet(
        context=call(f"{__package__}.reference:booklet_context"),
        figures=call(f"{__package__}.figures:figures"),
    ),
)
