"""The Abstract Skirmish System cheat sheet: the roll, the attack, and exact odds, shaded so
the even chances stand out (the numbers stay printed, so it reads in greyscale).

Numbers come from content and from exact computation, never typed in.
"""

from __future__ import annotations

from fractions import Fraction

from reportlab.lib import colors

from ... import odds
from ...game import Options
from ...press.columns import Columns
from ...press.paragraph import Paragraph
from ...press.sheets import grid, heading, markup
from .reference import reference

LEVELS = range(7)
TABLE_SIZE = 8.0
"""The odds tables' figures, points."""


SLOTS_KEY = "shaded: 1.5 or more"
FAVOURED = colors.HexColor("#F6E7C8")
"""The one tint of a table: the cells at even odds or better (the exceptions worth seeing);
the rest stay on white, to spare toner."""


def _heat(rows: list[list[str]], values: list[list[float]], st) -> list:
    """The table, its cells at ``values`` of 0.5 or more tinted (the heading says what the
    tint means)."""
    shading = [
        ("BACKGROUND", (column + 1, row + 1), (column + 1, row + 1), FAVOURED)
        for row, line in enumerate(values)
        for column, value in enumerate(line)
        if value >= 0.5
    ]
    table = grid(rows, st, style=shading, size=TABLE_SIZE, centre_values=True)
    return [table]


def _odds_table(corner: str, value, text) -> tuple[list[list[str]], list[list[float]]]:
    rows = [[corner, *(f"{level}" for level in LEVELS)]]
    values = [[float(value(a, e)) for e in LEVELS] for a in LEVELS]
    rows += [[str(a), *(text(value(a, e)) for e in LEVELS)] for a in LEVELS]
    return rows, values


def per_attack(accuracy_minus_evasion: int, damage: int, endurance: int) -> Fraction:
    """Expected slots lost per attack: the chance to hit times the slots lost per hit."""
    return odds.beats(accuracy_minus_evasion, 0) * odds.expected_hits(damage, endurance)


def body(st, options: Options) -> list:
    """The roll and the attack, and exact odds for every pair of levels."""
    ref = reference()
    play = st["base"].clone("play", fontSize=9, leading=11, spaceAfter=2.8)
    parts = [Paragraph(f"<b>{part.title}.</b> {markup(part.text)}", play) for part in ref.sections]
    traits = [["trait", "card", "what each card of it does"]]
    traits += [[t.name, f"+1\u00a0{t.short}", t.text] for t in ref.traits]  # one line
    story: list = [
        heading("The roll and the attack", st),
        Columns(parts),
        heading("The five traits", st),
        grid(traits, st, size=8.0),
    ]
    hit_rows, hit_values = _odds_table("ACC \\ EV", odds.beats, odds.percent)
    story += [
        heading("Chance to hit: 2d6 + Accuracy beats 2d6 + Evasion (shaded: 50% or more)", st),
        *_heat(hit_rows, hit_values, st),
    ]
    lost_rows, lost_values = _odds_table(
        "DMG \\ END", odds.expected_hits, lambda v: f"{float(v):.2f}"
    )
    story += [
        heading(f"Expected slots lost per hit: Damage against Endurance ({SLOTS_KEY})", st),
        *_heat(lost_rows, [[v / 3 for v in line] for line in lost_values], st),
    ]
    rows = [["DMG \\ END", *(f"{level}" for level in LEVELS)]]
    values = []
    for damage in LEVELS:
        line = [float(per_attack(0, damage, e)) for e in LEVELS]
        values.append([v / 3 for v in line])
        rows.append([str(damage), *(f"{v:.2f}" for v in line)])
    story += [
        heading(f"Expected slots lost per attack, Accuracy equal to Evasion ({SLOTS_KEY})", st),
        *_heat(rows, values, st),
    ]
    return story
