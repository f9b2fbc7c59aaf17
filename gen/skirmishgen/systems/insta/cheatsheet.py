"""The Insta-Skirmish cheat sheet: the turn, statistics per die, costs and hit chances.

Numbers come from content and from exact computation, never typed in.
"""

from __future__ import annotations

from ... import odds
from ...game import Options
from ...press.sheets import grid, heading, section
from .reference import reference


def body(st, options: Options) -> list:
    """The turn, statistics per die, costs and exact hit chances."""
    ref = reference()
    story = [heading("Your turn", st)]
    for part in ref.sections:
        story += section(part.title, part.text, st)
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
                "4+",
                f"{up}+",
            ]
        )
    story += [heading("Statistics per die", st), grid(rows, st)]
    costs = ref.costs
    story += section(
        "Equipment",
        f"Armor {costs.armor} points each; ranged non-gun attack "
        f"{costs.non_gun}; ranged gun attack {costs.gun}.",
        st,
    )
    rows = [["attacker \\ defender", *(f"d{v}" for v in ref.dice)]]
    rows += [
        [f"d{a}", *(odds.percent(odds.die_at_least(a, d)) for d in ref.dice)] for a in ref.dice
    ]
    story += [
        heading("Chance to hit (melee or gun: attack roll equal or higher)", st),
        grid(rows, st),
    ]
    return story
