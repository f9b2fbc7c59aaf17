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
from .reference import per_attack, reference

GAPS = range(-8, 9)
"""Level differences the one-line table reads: only the gap between two levels counts,
however high the levels (a 30-slot unit's included)."""
ATTACK_GAPS = range(-6, 7)
"""The per-attack table's differences, both ways."""
TABLE_SIZE = 8.0
"""The odds tables' figures, points."""


SLOTS_KEY = "shaded: 1.5 or more"
FAVOURED = colors.HexColor("#F6E7C8")
"""The one tint of a table: the cells at even odds or better (the exceptions worth seeing);
the rest stay on white, to spare toner."""


def _signed(gap: int) -> str:
    return f"+{gap}" if gap > 0 else f"\u2212{-gap}" if gap < 0 else "0"


def _shade(values: list[list[float]], threshold: float) -> list:
    """Tint the cells at ``threshold`` or more (row and column 0 are headings)."""
    return [
        ("BACKGROUND", (column + 1, row + 1), (column + 1, row + 1), FAVOURED)
        for row, line in enumerate(values)
        for column, value in enumerate(line)
        if value >= threshold
    ]


def _rounded_percent(chance: Fraction) -> str:
    """A whole percent, never rounded to a certainty it is not: "<1%", ">99%"."""
    value = float(chance) * 100
    if 0 < value < 0.5:
        return "<1%"
    if 99.5 <= value < 100:
        return ">99%"
    return f"{odds.decimal(chance * 100, 0)}%"


def _by_difference(st) -> list:
    """Chance to hit and slots a hit removes, by the difference of the two levels."""
    hits = [odds.beats(gap, 0) for gap in GAPS]
    slots = [odds.expected_hits(gap, 0) for gap in GAPS]
    rows = [
        ["difference", *map(_signed, GAPS)],
        ["to hit", *map(_rounded_percent, hits)],
        ["slots a hit", *(odds.decimal(v, 2) for v in slots)],
    ]
    values = [[float(v) / 0.5 for v in hits], [float(v) / 1.5 for v in slots]]
    return [grid(rows, st, style=_shade(values, 1.0), size=TABLE_SIZE, centre_values=True)]


def _per_attack(st) -> list:
    """Expected slots an attack removes, by both differences."""
    rows = [["ACC\u2212EV \\ DMG\u2212END", *map(_signed, ATTACK_GAPS)]]
    values = []
    for hit in ATTACK_GAPS:
        exact = [per_attack(hit, gap, 0) for gap in ATTACK_GAPS]
        values.append([float(v) for v in exact])
        rows.append([_signed(hit), *(odds.decimal(v, 2) for v in exact)])
    return [grid(rows, st, style=_shade(values, 1.5), size=TABLE_SIZE, centre_values=True)]


def body(st, options: Options) -> list:
    """The roll and the attack, and exact odds by the differences of the levels."""
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
    story += [
        heading("Odds by difference: only the gap between the two levels counts", st),
        Paragraph(
            "<b>to hit</b>: Accuracy minus the target's Evasion (shaded: 50% or more); "
            "<b>slots a hit</b>: Damage minus its Endurance, the mean slots lost (shaded: "
            "1.5 or more). High levels read the same: 20 against 14 is +6, as 6 against 0.",
            st["small"],
        ),
        *_by_difference(st),
        heading(f"Expected slots lost per attack, by both differences ({SLOTS_KEY})", st),
        *_per_attack(st),
    ]
    return story
