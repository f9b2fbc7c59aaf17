"""1 Stat Skirmish: Entry Level: what skirmishgen makes for it."""

from __future__ import annotations

from ...game import Booklet, CheatSheet, Game, Kit, Option, Rosters, Tabletop, later
from .about import CREDITS, FOLDER, KEY, LOOK

GAME = Game(
    key=KEY,
    credits=CREDITS,
    folder=FOLDER,
    look=LOOK,
    try_command="skirmishgen roster --blank one-stat-skirmish",
    table_needs=(
        "one die each of six, eight and ten sides (d6, d8, d10)",
        "six more d6 for the solitaire game\u2019s spawn dice",
        "a coin or a bead for the turn tracker",
    ),
    short_names=("1ss",),
    rosters=Rosters(
        examples=("warbands/*.yaml",),
        support=later(f"{__package__}.roster:SUPPORT"),
        contract=later(f"{__package__}.contract:CONTRACT"),
    ),
    kit=Kit(
        parts=later(f"{__package__}.kit:PARTS"),
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
        body=later(f"{__package__}.cheatsheet:body"),
        options=(Option("--roster", "only the rules this roster uses, larger.", "roster"),),
    ),
    booklet=Booklet(
        context=later(f"{__package__}.reference:booklet_context"),
        figures=later(f"{__package__}.figures:figures"),
    ),
    tabletop=Tabletop(
        table=later(f"{__package__}.table:table"), rosters=("warbands/*treasure-hunt.yaml",)
    ),
)
