"""1 Stat Skirmish play-kit parts: standees, the tape in steps, terrain, the turn tracker,
tokens and the solitaire aid. The parts share sheets (``flow.py``).
"""

from __future__ import annotations

from ...press import fonts, style
from ...press.icons import draw_icon
from ...press.kit import Part, fixed
from ...press.paper import MM
from ...press.pen import INCH, Pen
from ...press.rulers import ruler
from . import standees
from .flow import Block, draw_heading, flow, heading_height, titled, wrap
from .solitaire import solitaire
from .terrain import terrain
from .tokens import tokens

TAPE_STEPS = 20
"""The longest range in the rules is 20 steps (a Force User's attack)."""
TAPE_PIECE = 10
TAPE_WIDTH = 20.0
TAPE_TAB = 7.0
BANDS = (
    (0, 5, 0.94, "short range"),
    (5, 10, 0.86, "normal: light shooters reach to 10"),
    (10, 15, 0.78, "long: medium shooters reach to 15"),
    (15, 20, 1.0, "beyond: a Force User reaches 20"),
)
TAPE_NOTE = (
    "1 step = 1 inch. Cut out strips A and B, glue B's 10 end on A's hatched tab, 10 on 10. "
    "The shades are the ranges: short to 5 steps, normal to 10 (light shooters), long to 15 "
    "(medium shooters); a Force User reaches 20."
)
TAPE_TITLE = "Measuring tape in steps"


def tape(pen: Pen) -> None:
    """Two strips of 10 steps running down the page, their heading turned beside them (it
    reads along the strips, as their numbers do). Strip A, the longer (its glue tab), keeps
    to the page's right edge, past the credit line's end: on Letter it reaches the foot."""
    sheet = flow(pen)
    pieces = -(-TAPE_STEPS // TAPE_PIECE)
    length = TAPE_PIECE * INCH + TAPE_TAB
    line = TAPE_PIECE * INCH - 10  # the heading ends short of strip B: clear of the credit
    head = heading_height(TAPE_NOTE, line)
    width = head + 2 + pieces * TAPE_WIDTH + (pieces - 1) * 4
    sheet.kinds.update(("cut", "glue"))

    def strips(pen: Pen, x: float, top: float) -> None:
        canvas = pen.canvas
        canvas.saveState()
        canvas.translate(x * MM, top * MM)
        canvas.rotate(-90)
        draw_heading(pen, 0.0, head, TAPE_TITLE, TAPE_NOTE, line)
        canvas.restoreState()
        ruler(
            pen,
            top,
            TAPE_STEPS,
            TAPE_PIECE,
            bands=BANDS,
            marks=(5, 10, 15, 20),
            height=TAPE_WIDTH,
            x=x + head + 2,
            vertical=True,
            tab=TAPE_TAB,
            names=("A", "B"),
            tick=0.4,
            first_right=True,
        )

    sheet.add(Block(width, length, strips, right=True, low=True))


TURNS = 8
PHASES = (
    ("Turn count", "Move the marker on one box; when it cannot move on, the game ends."),
    (
        "Initiative",
        "Each side rolls the die of its top-ranked fighter still standing (d10 in turn 1); "
        "the higher roll goes first.",
    ),
    ("Actions", "In turn, activate one fighter each: a move, then one more action; mark it ACTED."),
    ("Upkeep", "Clear the ACTED tokens. Solitaire: roll the spawn dice."),
)
PHASE_SIZE = 7.5
PHASE_LEAD = 3.3
MARKER = 19.0
"""The TURN marker's side (mm)."""


def _card(pen: Pen) -> tuple[float, float, int]:
    """The tracker card's width, its turn boxes' pitch and its phases' most lines."""
    width = min(pen.paper.width - 16, 194.0)
    card = width - MARKER - 4
    cell = (card - 4) / len(PHASES)
    lines = max(len(wrap(text, PHASE_SIZE, cell - 7)) for _, text in PHASES)
    return card, (card - 4) / TURNS, lines


def tracker(pen: Pen) -> None:
    sheet = flow(pen)
    width = min(pen.paper.width - 16, 194.0)
    _, box, lines = _card(pen)
    body = 3 + box + 3 + 8 + lines * PHASE_LEAD + 2
    sheet.add(
        titled(
            pen,
            "Turn tracker",
            "A game lasts at most 8 turns. Cut the card out; put the TURN marker on 1 in the "
            "first turn.",
            width,
            body,
            _tracker,
            ("cut",),
        )
    )


def turn_boxes(x: float, top: float, box: float) -> list[tuple[float, float]]:
    """The lower left corner (mm) of each turn's box on the tracker card drawn at ``x``,
    ``top``, its boxes ``box`` apart (each ``box - 1.5`` a side)."""
    return [(x + 2 + turn * box, top - 3 - box) for turn in range(TURNS)]


def _tracker(pen: Pen, x: float, top: float) -> None:
    width = min(pen.paper.width - 16, 194.0)
    canvas = pen.canvas
    marker = MARKER
    card, box, lines = _card(pen)
    row = top - 3
    side = box - 1.5
    for turn, (bx, by) in enumerate(turn_boxes(x, top, box)):
        canvas.setStrokeColor(style.INK)
        canvas.setLineWidth(0.6)
        canvas.rect(bx * MM, by * MM, side * MM, side * MM, fill=0, stroke=1)
        canvas.setFillColor(style.INK)
        pen.text(bx + side / 2, row - box / 2 - 2.5, str(turn + 1), 18, fonts.DISPLAY, "centre")
    # the turn marker, cut out separately
    mx = x + width - marker - 1
    draw_icon(
        canvas, "hourglass", (mx + marker / 2) * MM, (row - marker / 2 + 2) * MM, 9 * MM, style.INK
    )
    canvas.setFillColor(style.INK)
    pen.text(mx + marker / 2, row - marker + 1.8, "TURN", 7.5, fonts.BOLD, "centre")
    pen.cut_rect(mx, row - marker, marker, marker)
    # the phases of a turn, left to right
    py = row - box - 3
    cell = (card - 4) / len(PHASES)
    for index, (name, text) in enumerate(PHASES):
        cx = x + 2 + index * cell
        canvas.setFillColor(style.INK)
        pen.text(cx + 1, py - 3.5, f"{index + 1}  {name}", 9, fonts.BOLD)
        canvas.setFillColor(style.MUTED)
        for number, line in enumerate(wrap(text, PHASE_SIZE, cell - 7)):
            pen.text(cx + 1, py - 7.5 - number * PHASE_LEAD, line, PHASE_SIZE)
        canvas.setFillColor(style.INK)
        if index < len(PHASES) - 1:
            ax = cx + cell - 4
            path = canvas.beginPath()
            path.moveTo(ax * MM, (py - 1.5) * MM)
            path.lineTo((ax + 3) * MM, (py - 3.5) * MM)
            path.lineTo(ax * MM, (py - 5.5) * MM)
            path.close()
            canvas.drawPath(path, fill=1, stroke=0)
    bottom = py - 8 - lines * PHASE_LEAD - 2
    pen.cut_rect(x, bottom, card, top - bottom)


PARTS = (
    Part("standees", "standees", standees.prepare),
    Part("tape", "measuring tape", fixed(tape)),
    Part("terrain", "terrain flats", fixed(terrain)),
    Part("tracker", "turn tracker", fixed(tracker)),
    Part("tokens", "tokens", fixed(tokens)),
    Part("solitaire", "solitaire aid", fixed(solitaire)),
)
