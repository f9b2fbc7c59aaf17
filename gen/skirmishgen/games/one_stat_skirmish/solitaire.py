"""The solitaire aid: how the OpFor acts, and what the six spawn dice bring, with exact odds.

The chances are counted over all 6^6 rolls of the spawn dice (no sampling, no rounding
until printing).
"""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from functools import cache

from ... import odds
from ...press import fonts, style
from ...press.paper import MM
from ...press.pen import Pen
from ...press.tokens import Token, token_sheet
from .flow import Block, flow, titled, wrap

DICE = 6
#: what a face showing on this many of the spawn dice brings, at that face's spawn point
GROUP_SPAWN: dict[int, tuple[str, ...]] = {
    1: ("rookie",),
    2: ("specialist",),
    3: ("boss",),
    4: ("specialist", "specialist"),
    5: ("boss", "specialist"),
    6: ("boss", "boss"),
}
GROUP_WORD = {1: "single", 2: "pair", 3: "triple", 4: "four", 5: "five", 6: "six"}


@cache
def patterns() -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """Each way the six dice can fall (the sizes of their groups of equal faces, largest
    first) with its exact chance, likeliest first."""
    counts: Counter[tuple[int, ...]] = Counter()
    for roll in itertools.product(range(1, 7), repeat=DICE):
        counts[tuple(sorted(Counter(roll).values(), reverse=True))] += 1
    total = 6**DICE
    return tuple(
        (pattern, Fraction(count, total))
        for pattern, count in sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    )


def spawned(pattern: tuple[int, ...]) -> Counter[str]:
    brought: Counter[str] = Counter()
    for group in pattern:
        brought.update(GROUP_SPAWN[group])
    return brought


def describe_dice(pattern: tuple[int, ...]) -> str:
    if pattern == (1,) * DICE:
        return "all six different"
    groups = Counter(pattern)
    words = []
    for size in sorted(groups, reverse=True):
        word = GROUP_WORD[size]
        number = groups[size]
        if size in (4, 5, 6):
            words.append(f"{word} alike")
        else:
            words.append(f"{number} {word}s" if number > 1 else f"a {word}")
    return ", ".join(words)


def describe_spawn(brought: Counter[str]) -> str:
    order = ("boss", "specialist", "rookie")
    plural = {"boss": "bosses", "specialist": "specialists", "rookie": "rookies"}
    return " + ".join(
        f"{brought[rank]} {plural[rank] if brought[rank] > 1 else rank}"
        for rank in order
        if brought[rank]
    )


def chance_text(chance: Fraction) -> str:
    """The exact chance as a percentage and a fraction: '23.1% (25/108)'."""
    percent = chance * 100
    places = 1 if percent >= Fraction(1, 10) else 2 if percent >= Fraction(1, 100) else 3
    shown = f"{odds.decimal(percent, places)}%"
    return f"{shown} ({chance.numerator}/{chance.denominator})"


def mean_spawn() -> Fraction:
    return sum((chance * sum(spawned(p).values()) for p, chance in patterns()), Fraction(0))


TYPE = 9.5
"""The aid's text size, points: read across the table during the OpFor's turn."""
ANSWER = 28.0
"""The chart's answer boxes, mm tall."""
CHART = 10 + 8 + 10 + 8 + ANSWER
"""The decision chart's height, mm: two rows of questions, then the answers."""
ROW = TYPE * 0.54
"""A spawn-table row, mm."""
FLOW_NOTE = (
    "You play your warband of 1 boss, 3 specialists and 6 rookies on a 3 by 3 foot table. "
    "Place the SPAWN tokens 1\u20136, and in a Collect game the six TREASURE tokens: for each, "
    "roll two d6 to pick a 6-inch square, one die across and one down. Roll the six spawn "
    "dice for the first OpFor, and again in every Upkeep. Each turn you activate all your "
    "fighters, then every OpFor fighter, one by one, as the chart says."
)


def solitaire(pen: Pen) -> None:
    sheet = flow(pen)
    width = min(pen.paper.width - 16, 194.0)
    table = _table_lines()
    body = CHART + 6 + 24 + (len(table) + 1) * ROW + 2
    sheet.add(titled(pen, "Solitaire: the OpFor", FLOW_NOTE, width, body, _draw, ()))
    sheet.add(stand_ins(pen))


OPFOR = (("BOSS", "crown", 10, 3), ("SPECIALIST", "star", 8, 6), ("ROOKIE", "skull", 6, 9))
"""OpFor stand-ins by rank (word, icon, die, how many), for a solitaire game without enough
miniatures: a spawn roll brings at most 2 bosses, 4 specialists or 6 rookies, and the OpFor
grows over the turns. The rank's die is the big mark, as on the standees."""
STAND_IN = 21.0
"""An OpFor stand-in, mm: a little smaller than the other tokens, so two rows share the
solitaire aid's page on Letter too."""
STAND_IN_NOTE = (
    "No OpFor miniatures? Use these: the die drawn is the rank's die, its mark beside it. "
    "Before the game give "
    "each rank one stat (rookie __, specialist __, boss __) and the specialists one skill."
)


def stand_ins(pen: Pen) -> Block:
    """The OpFor stand-in tokens, in grey (no side's colour), with a title."""
    items = [
        Token(icon, f"{rank} {n}", colour=style.NEUTRAL, die=die)
        for rank, icon, die, count in OPFOR
        for n in range(1, count + 1)
    ]
    size = STAND_IN
    columns = max(1, int((pen.paper.width - 16) // size))
    width = columns * size
    body = -(-len(items) // columns) * size

    def draw(pen: Pen, x: float, top: float) -> None:
        token_sheet(pen, top, items, size, x, width + 0.01)

    return titled(pen, "OpFor stand-ins", STAND_IN_NOTE, width, body, draw, ("cut",))


def spawn_table() -> list[tuple[str, str, str]]:
    """(what the dice show, what spawns, its exact chance) for every way six d6 can fall."""
    return _table_lines()


def _table_lines() -> list[tuple[str, str, str]]:
    return [
        (describe_dice(pattern), describe_spawn(spawned(pattern)), chance_text(chance))
        for pattern, chance in patterns()
    ]


def _draw(pen: Pen, x: float, top: float) -> None:
    width = min(pen.paper.width - 16, 194.0)
    y = _chart(pen, x, top - 1, width)
    _spawn_table(pen, x, y - 6, width)


def _box(pen: Pen, x: float, y: float, w: float, h: float, text: str, question: bool) -> None:
    """A chart box, top-left at (x, y): questions bold on a light ground."""
    canvas = pen.canvas
    canvas.setStrokeColor(style.INK)
    canvas.setLineWidth(0.6 if question else 0.4)
    canvas.setFillColor("#EFEFEF" if question else "#FFFFFF")
    canvas.roundRect(x * MM, (y - h) * MM, w * MM, h * MM, 1.5 * MM, fill=1, stroke=1)
    canvas.setFillColor(style.INK)
    font = fonts.BOLD if question else fonts.REGULAR
    lines = wrap(text, TYPE, w - 3, font)
    lead = TYPE * 1.2 / MM
    start = y - h / 2 + (len(lines) * lead) / 2 - lead + TYPE * 0.12
    for index, line in enumerate(lines):
        pen.text(x + w / 2, start - index * lead, line, TYPE, font, "centre")


def _arrow(pen: Pen, x1: float, y1: float, x2: float, y2: float, word: str = "") -> None:
    canvas = pen.canvas
    canvas.setStrokeColor(style.INK)
    pen.line(x1, y1, x2, y2, 0.8)
    import math

    angle = math.atan2(y2 - y1, x2 - x1)
    path = canvas.beginPath()
    path.moveTo(x2 * MM, y2 * MM)
    for turn in (2.6, -2.6):
        path.lineTo(
            (x2 + 2.2 * math.cos(angle + turn)) * MM, (y2 + 2.2 * math.sin(angle + turn)) * MM
        )
    path.close()
    canvas.setFillColor(style.INK)
    canvas.drawPath(path, fill=1, stroke=0)
    if word:
        side = 1.5 if x2 >= x1 else -1.5
        pen.text(
            (x1 + x2) / 2 + side,
            (y1 + y2) / 2 + 0.8,
            word,
            7.5,
            fonts.BOLD,
            "left" if side > 0 else "right",
        )


def _chart(pen: Pen, x: float, top: float, width: float) -> float:
    """The OpFor's decision chart; returns the y below it."""
    q1w = 100.0
    qh = 10.0
    _box(pen, x + (width - q1w) / 2, top, q1w, qh, "Can it attack one of your fighters?", True)
    half = (width - 6) / 2
    left, right = x, x + half + 6
    row2 = top - qh - 8
    _arrow(pen, x + width / 2 - 10, top - qh, left + half / 2, row2, "YES")
    _arrow(pen, x + width / 2 + 10, top - qh, right + half / 2, row2, "NO")
    _box(pen, left + 4, row2, half - 8, qh, "Is it in cover?", True)
    _box(pen, right + 4, row2, half - 8, qh, "Can it see one of your fighters?", True)
    row3 = row2 - qh - 8
    cell = (half - 4) / 2
    answers = [
        (left, "YES", "Stays where it is and attacks your nearest fighter."),
        (left + cell + 4, "NO", "Moves to the nearest cover, then attacks your nearest fighter."),
        (right, "YES", "Moves toward that fighter, keeping in cover as well as it can."),
        (
            right + cell + 4,
            "NO",
            "Moves its stat in inches toward the nearest higher-ranked OpFor within 15 inches "
            "(our reading); if none, the way a rolled d10 points.",
        ),
    ]
    tall = ANSWER
    for index, (ax, word, text) in enumerate(answers):
        base = left if index < 2 else right
        _arrow(
            pen,
            base + half / 2 + (-6 if index % 2 == 0 else 6),
            row2 - qh,
            ax + cell / 2,
            row3,
            word,
        )
        _box(pen, ax, row3, cell, tall, text, False)
    return row3 - tall


def _spawn_table(pen: Pen, x: float, top: float, width: float) -> None:
    canvas = pen.canvas
    canvas.setFillColor(style.INK)
    pen.text(
        x,
        top - 4,
        "The spawn dice (6d6), rolled at the start and in every Upkeep",
        11,
        fonts.DISPLAY,
    )
    canvas.setFillColor(style.MUTED)
    lines = wrap(
        "Each face brings OpFor to the spawn point of its number: a face on one die a "
        "rookie, on two a specialist, on three a boss, on four 2 specialists, on five a "
        "boss and a specialist, on all six 2 bosses. How likely each fall of the dice is, "
        f"exactly (on average a roll brings {float(mean_spawn()):.2f} fighters):",
        9,
        width,
    )
    for index, line in enumerate(lines):
        pen.text(x, top - 9.5 - index * 4, line, 9)
    canvas.setFillColor(style.INK)
    head = top - 9.5 - (len(lines) - 1) * 4 - 6.5
    y = head
    rows = [("the dice show", "the OpFor that spawn", "chance (exact)"), *_table_lines()]
    columns = (x + 1, x + width * 0.36, x + width - 1)
    for index, (dice, spawn, chance) in enumerate(rows):
        font = fonts.BOLD if index == 0 else fonts.REGULAR
        if index % 2 == 1:
            canvas.setFillColor("#F1F1F1")
            canvas.rect(x * MM, (y - ROW * 0.3) * MM, width * MM, ROW * MM, fill=1, stroke=0)
            canvas.setFillColor(style.INK)
        pen.text(columns[0], y, dice, TYPE, font)
        pen.text(columns[1], y, spawn, TYPE, font)
        pen.text(columns[2], y, chance, TYPE, font, "right")
        y -= ROW
    pen.inner_line(x, head - ROW * 0.38, x + width, head - ROW * 0.38)
