"""AOF: Skirmish play-kit parts on two sheets.

Markers: objectives that show who holds them (a neutral marker per objective and a
red/blue fold pair laid on it once seized), activation markers for both sides, wound
and stunned markers. Round tracker and ruler: rounds 1-4 with a round marker, the
first-player and deployment-zone markers, and a 24" range ruler in 6" pieces.
"""

from __future__ import annotations

from ...press import fonts, style
from ...press.icons import draw_icon
from ...press.kit import (
    INCH,
    MARGIN,
    Pair,
    Part,
    Pen,
    Token,
    calibration_bar,
    fixed,
    fonts_width,
    header,
    legend,
    piece_grid,
    ruler,
)
from ...press.paper import MM

OBJECTIVES = 5
"""The mission places D3+2 objectives: at most 5."""
ROUNDS = 4
"""The game ends after 4 rounds."""
ACTIVATIONS = 8
"""Activation markers per side (a skirmish army fields a handful of units)."""
WOUNDS = 20
STUNNED = 4
"""Only for models that cannot lie on their side (the rules lay a stunned model down)."""
RULER = 24
"""Inches: the longest ranged weapons (crossbows) reach 24"."""
RULER_PIECE = 6
RULER_HEIGHT = 20.0

RED, BLUE = style.team(0), style.team(1)


def _side(team: style.Team, icon: str, word: str, number: str = "") -> Token:
    return Token(icon, word, number, team.colour, team.tint)


def marker_pieces() -> list[Token | Pair]:
    """Every piece of the markers sheet, in reading order."""
    pieces: list[Token | Pair] = []
    for n in range(1, OBJECTIVES + 1):
        pieces.append(Token("flag", "NEUTRAL", str(n), style.NEUTRAL))
        pieces.append(
            Pair(_side(RED, "flag", "RED HOLDS", str(n)), _side(BLUE, "flag", "BLUE HOLDS", str(n)))
        )
    for team in (RED, BLUE):
        marker = Token("check", "ACTIVATED", colour=team.colour, tint=team.tint, tag=team.word)
        pieces += [marker] * ACTIVATIONS  # the state in rank, the side a small tag
    pieces += [Token("drop", "WOUND")] * WOUNDS
    pieces += [Token("spiral", "STUNNED")] * STUNNED
    return pieces


def _second_note(pen: Pen, y: float, note: str) -> float:
    """A second line under the header's note; returns the y below it."""
    pen.canvas.setFillGray(0.3)
    pen.text(MARGIN, y - 1.5, note, 7.5)
    pen.canvas.setFillGray(0)
    return y - 4


def markers(pen: Pen) -> None:
    y = header(
        pen,
        "Markers",
        f"Objectives 1-{OBJECTIVES}: a grey NEUTRAL marker each. When a side seizes one, lay "
        "its fold pair on it, that side up; contested, it is neutral again.",
    )
    y = _second_note(
        pen,
        y,
        "ACTIVATED: beside each unit that has acted, cleared when the round ends. "
        "STUNNED: for a model that will not lie on its side.",
    )
    y -= calibration_bar(pen, MARGIN, y - 12) + 4
    legend(pen, MARGIN, y, ("cut", "fold"))
    piece_grid(pen, y - 4, marker_pieces())
    pen.new_page()


def round_tracker(pen: Pen, x: float, top: float) -> float:
    """The ROUND strip (label, rounds 1-4, end); returns its width (mm)."""
    cell, height = INCH, INCH + 11
    width = cell * (ROUNDS + 2)
    bottom = top - height
    canvas = pen.canvas
    canvas.setFillColor(style.tint(style.NEUTRAL, 0.2))  # a light title cell, not a toner block
    canvas.rect(x * MM, bottom * MM, cell * MM, height * MM, fill=1, stroke=0)
    draw_icon(canvas, "hourglass", (x + cell / 2) * MM, (top - 11) * MM, 11 * MM, style.INK)
    canvas.setFillColor(style.INK)
    pen.text(x + cell / 2, bottom + 5, "ROUND", 9, fonts.BOLD, "centre")
    for n in range(1, ROUNDS + 1):
        left = x + n * cell
        pen.text(left + cell / 2, top - 9, str(n), 18, fonts.DISPLAY, "centre")
        pen.inner_line(left, bottom, left, top)
    end = x + (ROUNDS + 1) * cell
    pen.inner_line(end, bottom, end, top)
    draw_icon(canvas, "crown", (end + cell / 2) * MM, (top - 8) * MM, 8 * MM, style.INK)
    for row, words in enumerate(("END", "most", "objectives", "wins")):
        size = 9 if row == 0 else 7
        font = fonts.BOLD if row == 0 else fonts.REGULAR
        pen.text(end + cell / 2, top - 16 - row * 3.3, words, size, font, "centre")
    pen.cut_rect(x, bottom, width, height)
    return width


def tracker_pieces() -> list[Token | Pair]:
    """The round marker, the first-player marker and two deployment-zone markers a side."""
    return [
        Token("hourglass", "ROUND"),
        Pair(*[_side(team, "crown", "GOES FIRST", team.word) for team in (RED, BLUE)]),
        *[_side(team, "banner", 'ZONE 12"', team.word) for team in (RED, BLUE) for _ in range(2)],
    ]


BANDS = (
    (0, 3, 1.0, 'seize: within 3"'),
    (3, 6, 0.9, 'advance: up to 6"'),
    (6, 12, 1.0, 'charge or rush: up to 12"'),
    (12, 24, 0.9, 'shoot: crossbows up to 24"'),
)
"""The ruler's shaded ranges: (first inch, last inch, grey, label). Each reaches from the
model, 0, to its last inch; the shading shows where the next one takes over."""


TICK = 0.45
"""The inch ticks' length, a share of the ruler's height: the band brackets run above them."""
BRACKET = 9.0
"""mm from a piece's top edge to its band brackets: under the numerals, over the ticks."""


def _band_labels(pen: Pen, top: float, bottom: float) -> None:
    """Each band as a bracket under the numerals: a line from its first inch to its last
    with a stop at its end (and at 0), open where it carries on from the band before (each
    reaches from the model: "up to 6""), its label on a white gap in its first piece."""
    pieces = -(-RULER // RULER_PIECE)
    pitch = (top - bottom) / pieces
    canvas = pen.canvas
    size = style.SHEET_MINIMUM
    canvas.setStrokeGray(0.2)
    for low, high, _, label in BANDS:
        for index in range(low // RULER_PIECE, -(-high // RULER_PIECE)):
            first = index * RULER_PIECE
            a, b = max(low, first), min(high, first + RULER_PIECE)
            left, right = MARGIN + 2 + (a - first) * INCH, MARGIN + 2 + (b - first) * INCH
            left, right = left + 0.8 * (a == 0), right - 0.8 * (b == high)
            y = top - index * pitch - BRACKET
            pen.line(left, y, right, y, 0.5)
            for x, stop in ((left, a == 0), (right, b == high)):
                if stop:
                    pen.line(x, y - 1.2, x, y + 1.2, 0.5)
            if a != low:
                continue
            middle = (left + right) / 2
            width = fonts_width(label, size) / MM + 2
            canvas.setFillColor("#FFFFFF")
            canvas.rect((middle - width / 2) * MM, (y - 1.6) * MM, width * MM, 3.2 * MM, 0, 1)
            canvas.setFillGray(0.2)
            pen.text(middle, y - size * 0.36 / MM, label, size, fonts.BOLD, "centre")
    canvas.setFillGray(0)
    canvas.setStrokeColor(style.INK)


def _half_inch_ticks(pen: Pen, top: float, bottom: float) -> None:
    """Short ticks at every half inch of the ruler's pieces, between ``top`` and ``bottom``."""
    pieces = -(-RULER // RULER_PIECE)
    pitch = (top - bottom) / pieces
    for index in range(pieces):
        y = top - index * pitch
        inches = min(RULER_PIECE, RULER - index * RULER_PIECE)
        for step in range(inches):
            x = MARGIN + 2 + (step + 0.5) * INCH
            pen.line(x, y - RULER_HEIGHT, x, y - RULER_HEIGHT * 0.75, 0.3)


def rounds_and_ruler(pen: Pen) -> None:
    y = header(
        pen,
        'Round tracker and 24" range ruler',
        f"A game lasts {ROUNDS} rounds: keep the ROUND marker under the round's number.",
    )
    y = _second_note(
        pen,
        y,
        "GOES FIRST: to the side that finished activating first, for the next round. "
        'ZONE: a side deploys within 12" of its edge.',
    )
    y -= calibration_bar(pen, MARGIN, y - 12) + 4
    legend(pen, MARGIN, y, ("cut", "fold", "glue"))  # the ruler below has glue tabs
    top = y - 5
    width = round_tracker(pen, MARGIN, top)
    room = pen.paper.width - 2 * MARGIN - width - 6
    below = piece_grid(pen, top, tracker_pieces()[:1], x=MARGIN + width + 6, width=room)
    y = min(top - INCH - 11 - 5, below - 5)
    y = piece_grid(pen, y, tracker_pieces()[1:]) - 5
    pen.canvas.setFillGray(0.2)
    pen.text(
        MARGIN,
        y - 3,
        f"Ruler: {RULER // RULER_PIECE} pieces of {RULER_PIECE}\". Lay the next piece's end "
        "on each hatched glue tab, number on number. Ticks every half inch.",
        8,
    )
    pen.canvas.setFillGray(0)
    start = y - 8
    bands = tuple((low, high, grey, "") for low, high, grey, _ in BANDS)
    marks = (3, 6, 9, 12, 18, 24)
    end = ruler(
        pen, start, RULER, RULER_PIECE, bands=bands, marks=marks, height=RULER_HEIGHT, tick=TICK
    )
    _half_inch_ticks(pen, start, end)
    _band_labels(pen, start, end)
    pen.new_page()


PARTS = (
    Part("markers", "markers", fixed(markers)),
    Part("ruler", "round tracker and range ruler", fixed(rounds_and_ruler)),
)
