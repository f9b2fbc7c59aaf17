"""1 Stat Skirmish: Entry Level: what skirmishgen makes for it."""

from __future__ import annotations

from ...game import Booklet, CheatSheet, Credits, Game, Kit, Option, Rosters, call, load
from ...press.style import Look

CREDITS = Credits(title="1 Stat Skirmish: Entry Level", author="Kai Bettzieche")

LOOK = Look(colour="#4B5320", accent="#C2B280", emblem="star", motif="chevrons")
"""The game's look (docs/print-style.md, section 8)."""

GAME = Game(
    key="one-stat-skirmish",
    credits=CREDITS,
    look=LOOK,
    try_command="skirmishgen roster --blank one-stat-skirmish",
    rosters=Rosters(examples=("warbands/*.yaml",), support=load(f"{__package__}.roster:SUPPORT")),
    kit=Kit(
        parts=load(f"{__package__}.kit:PARTS"),
        options=(
            Option(
                "--roster",
                "standees for this warband's fighters (repeatable; "
                "default: the rulebook's two warbands).",
                "rosters",
                default="warbands/*treasure-hunt.yaml",
            ),
            Option(
                "--standee-size",
                "25 mm or 35 mm wide figures.",
                "choice",
                default="small",
                choices=("small", "large"),
            ),
        ),
    ),
    cheat_sheet=CheatSheet(
        body=call(f"{__package__}.cheatsheet:body"),
        options=(Option("--roster", "only the rules this roster uses, larger.", "roster"),),
    ),
    booklet=Booklet(
        context=call(f"{__package__}.reference:booklet_context"),
        figures=call(f"{__package__}.figures:figures"),
    ),
)
