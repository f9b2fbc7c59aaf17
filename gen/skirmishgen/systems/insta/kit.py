"""Insta-Skirmish play-kit parts: the chessboard battle mat and the pieces that go on it.

By default the square is the largest (up to 1 inch, in half millimetres) that puts the
8x8 board on one sheet of the chosen paper, with obstacle markers in the room left below
it. A ``--square`` too large for the sheet tiles the board across sheets as before. The
pieces part holds the other obstacles (32 in all), die-value stand-ins for players
without miniatures (a second of each die, middle dice first, as far as the sheet has
room), acted and armor markers, all one square in size.
"""

from __future__ import annotations

import math
from functools import partial

from ...press import fonts, style
from ...press.kit import (
    INCH,
    MARGIN,
    Drawing,
    KitRequest,
    Part,
    Pen,
    Token,
    calibration_bar,
    header,
    legend,
    piece_grid,
)
from ...press.paper import MM, Size
from .game import LOOK

SQUARES = 8
OBSTACLES = 32
"""The rules allow up to 32 obstacle spaces."""
OVERLAP = 10.0
TOP_ROOM = 38.0
"""Header, calibration bars and legend above the board (mm)."""
FOOT = 10.0
"""The credit line's room at the foot of the page (mm)."""
DARK = style.tint(LOOK.colour, 0.16)
"""The board's dark squares: a light tint of the game's colour, to spare toner, yet plain
beside the white ones."""
DICE = (4, 6, 8, 10, 12, 20)
STAND_INS = 1
"""Stand-ins per die value and side."""
ACTED = 10
ARMOR = 6


def fitting_square(paper: Size) -> float:
    """The largest square (half-mm steps, at most 1 inch) that puts the board on one sheet."""
    width = paper.width - 2 * MARGIN
    height = paper.height - MARGIN - TOP_ROOM - FOOT
    return min(INCH, math.floor(min(width, height) / SQUARES * 2) / 2)


def _square(pen: Pen, asked: float | None) -> float:
    return asked if asked is not None else fitting_square(pen.paper)


def _draw_board(pen: Pen, x0: float, y0: float, square: float) -> None:
    """The whole board, bottom-left corner of square a1 at (x0, y0); labels inside squares."""
    canvas = pen.canvas
    canvas.setFillColor(DARK)
    for row in range(SQUARES):
        for column in range(SQUARES):
            if (row + column) % 2 == 0:  # light squares stay paper white
                canvas.rect(
                    (x0 + column * square) * MM,
                    (y0 + row * square) * MM,
                    square * MM,
                    square * MM,
                    fill=1,
                    stroke=0,
                )
    canvas.setFillColor(style.INK)
    for corner_row, corner_column in ((0, 0), (0, 7), (7, 0), (7, 7)):
        cx = x0 + (corner_column + 0.5) * square
        cy = y0 + (corner_row + 0.5) * square
        pen.text(cx, cy + 0.8, "NO", 8, fonts.BOLD, "centre")
        pen.text(cx, cy - 2.6, "DEPLOY", style.SHEET_MINIMUM, fonts.BOLD, "centre")
    inset = style.LABEL_CLEARANCE + 0.5
    canvas.setFillColor(LOOK.colour)  # rank and file in the game's colour
    for index in range(SQUARES):
        letter, number = "abcdefgh"[index], str(index + 1)
        pen.text(x0 + (index + 1) * square - inset, y0 + inset, letter, 8, fonts.BOLD, "right")
        pen.text(x0 + inset, y0 + (index + 1) * square - inset - 2.6, number, 8, fonts.BOLD)


def _obstacle(n: int) -> Token:
    return Token("tree" if n % 2 == 0 else "house", "OBSTACLE")


def board_obstacles(paper: Size, square: float) -> int:
    """How many obstacle markers fit in the board sheet's room below an untiled board."""
    if not _fits(paper, square):
        return 0
    below = paper.height - MARGIN - TOP_ROOM - SQUARES * square - 4 - FOOT
    columns = int((paper.width - 2 * MARGIN) // square)
    return min(OBSTACLES, max(0, int(below // square)) * columns)


def _fits(paper: Size, square: float) -> bool:
    size = SQUARES * square
    return size <= paper.width - 2 * MARGIN and size <= paper.height - MARGIN - TOP_ROOM - FOOT


def _top(pen: Pen, title: str, note: str) -> float:
    """Header, calibration bars and legend; returns the y where the pieces start."""
    y = header(pen, title, note)
    y -= calibration_bar(pen, MARGIN, y - 12) + 4
    legend(pen, MARGIN, y, ("cut",))
    return pen.paper.height - MARGIN - TOP_ROOM


def board(pen: Pen, asked: float | None) -> None:
    """The 8x8 mat on one sheet with obstacles below it, or tiled when ``--square`` is large."""
    square = _square(pen, asked)
    if not _fits(pen.paper, square):
        _tiled(pen, square)
        return
    size = SQUARES * square
    count = board_obstacles(pen.paper, square)
    chosen = "" if asked is not None else " (the largest that fits this paper)"
    more = f" Below: {count} of the {OBSTACLES} obstacle markers." if count else ""
    top = _top(
        pen,
        f"Battle mat, {SQUARES}x{SQUARES} squares of {square:g} mm",
        f"Squares of {square:g} mm{chosen}. No miniature deploys in a corner.{more}",
    )
    x0 = MARGIN + (pen.paper.width - 2 * MARGIN - size) / 2
    _draw_board(pen, x0, top - size, square)
    pen.cut_rect(x0, top - size, size, size)
    if count:
        piece_grid(pen, top - size - 4, [_obstacle(n) for n in range(count)], square)
    pen.new_page()


def _tiled(pen: Pen, square: float) -> None:
    """The board across sheets: each shows a window overlapping its neighbours.

    Each tile's window is cut out along its solid outline; alignment crosses, drawn in
    the mat's own coordinates, coincide where neighbouring windows overlap.
    """
    size = SQUARES * square
    usable_w = pen.paper.width - 2 * MARGIN
    usable_h = pen.paper.height - MARGIN - TOP_ROOM - FOOT
    across = 1 if size <= usable_w else math.ceil((size - OVERLAP) / (usable_w - OVERLAP))
    down = 1 if size <= usable_h else math.ceil((size - OVERLAP) / (usable_h - OVERLAP))
    window_w = size if across == 1 else (size - OVERLAP) / across + OVERLAP
    window_h = size if down == 1 else (size - OVERLAP) / down + OVERLAP
    tiles = across * down
    for tile_row in range(down):
        for tile_column in range(across):
            number = tile_row * across + tile_column + 1
            area_top = _top(
                pen,
                f"Battle mat, squares of {square:g} mm: tile {number} of {tiles}",
                f"Cut each tile along its outline; lay the tiles with their {OVERLAP:g} mm "
                "overlaps on each other, cross on cross, and tape them.",
            )
            window_x = tile_column * (window_w - OVERLAP)
            window_y = size - tile_row * (window_h - OVERLAP) - window_h
            shift_x = MARGIN - window_x
            shift_y = area_top - window_h - window_y
            pen.canvas.saveState()
            path = pen.canvas.beginPath()
            path.rect(MARGIN * MM, (area_top - window_h) * MM, window_w * MM, window_h * MM)
            pen.canvas.clipPath(path, stroke=0, fill=0)
            _draw_board(pen, shift_x, shift_y, square)
            _alignment_crosses(pen, shift_x, shift_y, size, across, down, window_w, window_h)
            pen.canvas.restoreState()
            pen.cut_rect(MARGIN, area_top - window_h, window_w, window_h)
            pen.new_page()


def _alignment_crosses(
    pen: Pen,
    shift_x: float,
    shift_y: float,
    size: float,
    across: int,
    down: int,
    window_w: float,
    window_h: float,
) -> None:
    """Crosses along the middle of every overlap strip, in the mat's own coordinates."""
    points = []
    for k in range(1, across):
        x = k * (window_w - OVERLAP) + OVERLAP / 2
        points += [(x, size * f) for f in (0.2, 0.5, 0.8)]
    for k in range(1, down):
        y = size - k * (window_h - OVERLAP) - OVERLAP / 2 + OVERLAP
        points += [(size * f, y - OVERLAP / 2) for f in (0.2, 0.5, 0.8)]
    pen.canvas.setStrokeColorRGB(0.8, 0, 0)
    for x, y in points:
        pen.line(shift_x + x - 2, shift_y + y, shift_x + x + 2, shift_y + y, 0.4)
        pen.line(shift_x + x, shift_y + y - 2, shift_x + x, shift_y + y + 2, 0.4)
    pen.canvas.setStrokeColor(style.INK)


def pieces(paper: Size, square: float, room: int = 0) -> list[Token]:
    """The pieces sheet: the obstacles not on the board sheet, stand-ins, acted and armor;
    ``room`` places left on the sheet take a second stand-in for as many dice as fit
    (middle dice first: d6, d8, d10 ... are the ones armies buy twice)."""
    rest = OBSTACLES - board_obstacles(paper, square)
    tokens = [_obstacle(n) for n in range(rest)]
    singles = [(index, value) for index in range(2) for value in DICE]
    others = len(tokens) + len(singles) * STAND_INS + ACTED + ARMOR
    spare = max(0, room - others) // 2 * 2  # a second stand-in goes to both sides or neither
    by_use = sorted(DICE, key=lambda value: (abs(value - 8), value))
    seconds = {(index, value) for value in by_use[: spare // 2] for index in range(2)}
    for index, value in singles:
        team = style.team(index)
        stand_in = Token("die", team.word, colour=team.colour, tint=team.tint, die=value)
        tokens += [stand_in] * (STAND_INS + ((index, value) in seconds))
    tokens += [Token("check", "ACTED")] * ACTED
    tokens += [Token("shield", "ARMOR")] * ARMOR
    return tokens


def obstacles(pen: Pen, asked: float | None) -> None:
    square = _square(pen, asked)
    on_board = board_obstacles(pen.paper, square)
    where = f" (the other {on_board} are on the battle-mat sheet)" if on_board else ""
    top = _top(
        pen,
        "Obstacles and pieces",
        f"Obstacles{where}: nothing moves or shoots into or through one. Stand-ins: a "
        "miniature of that die value. ACTED: beside each miniature done this series.",
    )
    pen.canvas.setFillColor(style.MUTED)
    pen.text(
        MARGIN,
        top + 1,
        f"Every piece is one square ({square:g} mm). ARMOR: one per point of armor bought.",
        style.SHEET_MINIMUM,
    )
    pen.canvas.setFillColor(style.INK)
    columns = int((pen.paper.width - 2 * MARGIN) // square)
    rows_per_page = max(1, int((top - 4 - FOOT) // square))
    per_page = columns * rows_per_page
    tokens = pieces(pen.paper, square, per_page)
    for start in range(0, len(tokens), per_page):
        if start:
            top = _top(pen, "Obstacles and pieces (continued)", "")
        piece_grid(pen, top - 4, list(tokens[start : start + per_page]), square)
        pen.new_page()


def _at_square(drawing):
    def prepare(request: KitRequest) -> Drawing:
        return partial(drawing, asked=request.options["square"])

    return prepare


PARTS = (
    Part("board", "battle mat", _at_square(board)),
    Part("obstacles", "obstacles and pieces", _at_square(obstacles)),
)
