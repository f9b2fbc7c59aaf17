"""AOF: Skirmish (One Page Rules): what skirmishgen makes for it."""

from __future__ import annotations

from ...game import Booklet, CheatSheet, Credits, Emblem, Game, Kit, Option, Rosters, call, load

CREDITS = Credits(title="AOF: Skirmish v2.7", author="One Page Rules")

GAME = Game(
    key="aof-skirmish",
    credits=CREDITS,
    try_command="skirmishgen roster --blank aof-skirmish",
    rosters=Rosters(examples=("armies/*.yaml",), support=load(f"{__package__}.roster:SUPPORT")),
    kit=Kit(parts=load(f"{__package__}.kit:PARTS")),
    cheat_sheet=CheatSheet(
        body=call(f"{__package__}.cheatsheet:body"),
        options=(Option("--roster", "only the rules this roster uses, larger.", "roster"),),
    ),
    booklet=Booklet(
        context=call(f"{__package__}.reference:booklet_context"),
        emblem=Emblem("banner", "#3B4A63"),
    ),
)
