"""The Insta-Skirmish cheat sheet: how to play, statistics per die (with each die's chance
to save), and the exact chance that one attack defeats (melee or gun, and ranged non-gun),
and that two attacks defeat a miniature with 1 Armor.

Numbers come from content and from exact computation, never typed in. Equipment costs are
said once, in the Equipment section of the content.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from xml.sax.saxutils import escape

from reportlab.platypus import Spacer

from ... import odds
from ...game import Options
from ...press.columns import Columns
from ...press.dice import DieMark
from ...press.paper import MM
from ...press.paragraph import Paragraph
from ...press.sheets import grid, heading, run_in_list
from .reference import reference

TABLE_SIZE = 9.5
"""pt: the tables' text, larger than the sheets' small style (the page has the room)."""
TIGHT = [
    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ("TOPPADDING", (0, 1), (-1, -1), 1),
    ("BOTTOMPADDING", (0, 1), (-1, -1), 1),
]
"""A table whose row heads are die shapes: rows as tall as the shape, no taller."""
ROW_RULE = "#222222"
"""A rule, not a tint, sets the attacker's dice apart (no toner on cells that are no
exception)."""


ARMOR_NOTE = (
    "Armor: the first failed save that would defeat the miniature counts as passed, so with "
    "1 Armor it takes two defeating attacks; each further point of Armor asks for one more "
    "(our reading: the book says only that a miniature may have several)."
)


COST_NOTE = (
    "Cost: a die costs its own value in points (our reading of spending the budget "
    "\u201con dice values\u201d)."
)

ODDS_SIZE = 9.0
"""pt: the odds tables' text (two tables side by side)."""


def die_mark(value: int, size: float = ODDS_SIZE, text: str | None = None) -> DieMark:
    """A row head: the die's shape with its name (``press.dice``)."""
    return DieMark(value, size, text=text)


def chance_text(value: Fraction) -> str:
    """A chance as a percentage to a tenth; under 0.1% (but not nil) as "<0.1%", never a
    misleading 0.0%."""
    return "<0.1%" if 0 < value < Fraction(1, 2000) else odds.percent(value)


def odds_table(
    attackers: list[int], defenders: list[int], chance: Callable[[int, int], Fraction], st
):
    """A row per attacking die (its shape and name), a column per defending die, each cell
    the exact chance."""
    rows: list[list[object]] = [["attacker", *(f"vs d{v}" for v in defenders)]]
    rows += [[die_mark(a), *(chance_text(chance(a, d)) for d in defenders)] for a in attackers]
    rule = [("LINEAFTER", (0, 1), (0, -1), 1.0, ROW_RULE), *TIGHT]  # attacker's die: left
    return grid(rows, st, style=rule, size=ODDS_SIZE, centre_values=True)


def defeat(attacker: int, defender: int) -> Fraction:
    """A melee or gun attack that hits and then beats the defender's 4+ save."""
    return odds.die_at_least(attacker, defender) * odds.save_fails(defender)


def defeat_non_gun(attacker: int, defender: int) -> Fraction:
    """A ranged non-gun attack (the roll halved, rounded up) that hits and beats the save."""
    return odds.halved_at_least(attacker, defender) * odds.save_fails(defender)


Chance = Callable[[int, int], Fraction]
"""The chance an attack by one die defeats a target of another."""


def armored(chance: Chance, armor: int = 1) -> Chance:
    """The chance that ``armor`` + 1 attacks, each ``chance``, all defeat a target with
    ``armor`` points: Armor turns each of its first ``armor`` defeats into a passed save,
    so only the last one removes it (the attacks are independent)."""
    return lambda attacker, defender: chance(attacker, defender) ** (armor + 1)


def odds_pairs(dice: list[int], st) -> list:
    """The four defeat tables two by two: melee or gun on the left, ranged non-gun on the
    right; one attack against a plain target above, two against 1 Armor below."""
    sub = st["h2"].clone("h3", fontSize=9.5, leading=12, spaceBefore=5, spaceAfter=2)
    story: list = []
    for title, kind in (("One attack defeats", None), ("Two attacks defeat 1 Armor", 1)):
        runs = []
        for name, chance in (("melee or gun", defeat), ("ranged non-gun", defeat_non_gun)):
            each = chance if kind is None else armored(chance, kind)
            head = Paragraph(escape(f"{title}: {name}"), sub)
            runs.append([head, odds_table(dice, dice, each, st)])
        if story:  # a head's space before is lost at the top of a column: set it here
            story.append(Spacer(1, 3.5 * MM))
        story.append(Columns([item for run in runs for item in run], runs=runs))
    return story


def body(st, options: Options) -> list:
    """How to play, statistics per die, and exact odds for every pair of dice, also
    against 1 Armor."""
    ref = reference()
    play = st["base"].clone("play", fontSize=9, leading=11, spaceAfter=3)
    turn = [item for part in ref.sections for item in run_in_list(part.title, part.text, play)]
    story: list = [heading("How to play", st), Columns(turn)]
    rows: list[list[object]] = [
        ["die", "cost", "Move", "Melee / gun", "Ranged non-gun", "Save", "Skill"]
    ]
    for value in ref.dice:
        half, up = value // 2, -(-value // 2)
        rows.append(
            [
                die_mark(value, TABLE_SIZE),
                str(value),
                f"{half} sq",
                f"d{value}",
                f"d{value} / 2 (max {up})",
                f"4+ ({odds.percent(1 - odds.save_fails(value))})",
                f"{up}+",
            ]
        )
    dice = list(ref.dice)
    story += [
        heading("Statistics per die", st),
        grid(rows, st, style=TIGHT, size=TABLE_SIZE),
        Paragraph(escape(COST_NOTE), play),
        heading("Chance to defeat, exactly", st),
        Paragraph(
            "A defeat is a hit (the attack roll ties or beats the target's Defense roll; a "
            "ranged non-gun roll is halved, rounded up) and then a failed save (under 4).",
            play,
        ),
        *odds_pairs(dice, st),
        Spacer(1, 1 * MM),
        Paragraph(escape(ARMOR_NOTE), play),
    ]
    return story
