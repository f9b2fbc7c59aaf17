"""The Insta-Skirmish cheat sheet: the turn, statistics per die (with each die's chance to
save), and the exact chance that one attack defeats: melee or gun, and ranged non-gun.

Numbers come from content and from exact computation, never typed in. Equipment costs are
said once, in the Equipment section of the content.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from reportlab.platypus import Spacer

from ... import odds
from ...game import Options
from ...press.columns import Columns
from ...press.paper import MM
from ...press.paragraph import Paragraph
from ...press.sheets import grid, heading, run_in_list
from .reference import reference

TABLE_SIZE = 9.5
"""pt: the tables' text, larger than the sheets' small style (the page has the room)."""
ROW_RULE = "#222222"
"""A rule, not a tint, sets the attacker's dice apart (no toner on cells that are no
exception)."""


def odds_table(
    attackers: list[int], defenders: list[int], chance: Callable[[int, int], Fraction], st
):
    """A row per attacking die, a column per defending die, each cell the exact chance."""
    rows = [["attacker \\ defender", *(f"d{v}" for v in defenders)]]
    rows += [[f"d{a}", *(odds.percent(chance(a, d)) for d in defenders)] for a in attackers]
    rule = [("LINEAFTER", (0, 1), (0, -1), 1.0, ROW_RULE)]  # the attacker's die down the left
    return grid(rows, st, style=rule, size=TABLE_SIZE, centre_values=True)


def defeat(attacker: int, defender: int) -> Fraction:
    """A melee or gun attack that hits and then beats the defender's 4+ save."""
    return odds.die_at_least(attacker, defender) * odds.save_fails(defender)


def defeat_non_gun(attacker: int, defender: int) -> Fraction:
    """A ranged non-gun attack (the roll halved, rounded up) that hits and beats the save."""
    return odds.halved_at_least(attacker, defender) * odds.save_fails(defender)


def body(st, options: Options) -> list:
    """The turn, statistics per die, and exact odds for every pair of dice."""
    ref = reference()
    play = st["base"].clone("play", fontSize=9, leading=11, spaceAfter=3)
    turn = [item for part in ref.sections for item in run_in_list(part.title, part.text, play)]
    story: list = [heading("Your turn", st), Columns(turn)]
    rows = [["die", "cost", "Move", "Melee / gun", "Ranged non-gun", "Save", "Skill"]]
    for value in ref.dice:
        half, up = value // 2, -(-value // 2)
        rows.append(
            [
                f"d{value}",
                str(value),
                f"{half} sq",
                f"d{value}",
                f"d{value} / 2 (max {up})",
                f"4+ ({odds.percent(1 - odds.save_fails(value))})",
                f"{up}+",
            ]
        )
    dice = list(ref.dice)
    story += [heading("Statistics per die", st), grid(rows, st, size=TABLE_SIZE)]
    story += [
        heading("Chance one attack defeats: melee or gun (a hit, then a failed save)", st),
        odds_table(dice, dice, defeat, st),
        heading("Chance one attack defeats: ranged non-gun (the attack roll halved, up)", st),
        odds_table(dice, dice, defeat_non_gun, st),
        Spacer(1, 1 * MM),
        Paragraph(
            "Armor turns the first failed save that would defeat the miniature into a "
            "pass, so an armored miniature needs one more defeat.",
            play,
        ),
    ]
    return story
