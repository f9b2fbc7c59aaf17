"""Insta-Skirmish play-kit parts: the chessboard battle mat (tiled across sheets when it is
bigger than the paper) and 32 obstacle markers, each one square."""

from __future__ import annotations

import math
from functools import partial

from ...press import fonts
from ...press.kit import MARGIN, Drawing, KitRequest, Part, Pen, calibration_bar, header, legend
from ...press.paper import MM

SQUARES = 8
OBSTACLES = 32
"""The rules allow up to 32 obstacle spaces."""
LABEL = 8.0
"""Room for the row and column labels around the board (mm)."""
OVERLAP = 10.0


def _draw_board(pen: Pen, x0: float, y0: float, square: float) -> None:
    """The whole board with its labels, bottom-left corner of square a1 at (x0, y0)."""
    canvas = pen.canvas
    for row in range(SQUARES):
        for column in range(SQUARES):
            dark = (row + column) % 2 == 0
            canvas.setFillGray(0.72 if dark else 0.97)
            canvas.rect(
                (x0 + column * square) * MM,
                (y0 + row * square) * MM,
                square * MM,
                square * MM,
                fill=1,
                stroke=0,
            )
    canvas.setFillGray(0)
    canvas.setLineWidth(0.6)
    canvas.rect(x0 * MM, y0 * MM, SQUARES * square * MM, SQUARES * square * MM, fill=0, stroke=1)
    for corner_row, corner_column in ((0, 0), (0, 7), (7, 0), (7, 7)):
        cx = x0 + (corner_column + 0.5) * square
        cy = y0 + (corner_row + 0.5) * square
        pen.text(cx, cy + 0.5, "NO", 7, fonts.BOLD, "centre")
        pen.text(cx, cy - 2.8, "DEPLOY", 5.5, fonts.BOLD, "centre")
    for index in range(SQUARES):
        letter, number = "abcdefgh"[index], str(index + 1)
        pen.text(x0 + (index + 0.5) * square, y0 - LABEL + 2, letter, 9, fonts.BOLD, "centre")
        pen.text(x0 - LABEL / 2, y0 + (index + 0.5) * square - 1.5, number, 9, fonts.BOLD, "centre")


def board(pen: Pen, square: float) -> None:
    """The 8x8 mat at ``square`` mm a side, on as many sheets as it needs.

    The mat and its labels span ``size`` mm each way; each sheet shows a window of
    it, overlapping its neighbours by ``OVERLAP`` mm, where alignment crosses (drawn
    in the mat's own coordinates, so they coincide) show how to lay the tiles.
    """
    size = SQUARES * square + LABEL
    top_room = 34.0  # header and calibration bar on every tile
    usable_w = pen.paper.width - 2 * MARGIN
    usable_h = pen.paper.height - 2 * MARGIN - top_room
    across = 1 if size <= usable_w else math.ceil((size - OVERLAP) / (usable_w - OVERLAP))
    down = 1 if size <= usable_h else math.ceil((size - OVERLAP) / (usable_h - OVERLAP))
    window_w = size if across == 1 else (size - OVERLAP) / across + OVERLAP
    window_h = size if down == 1 else (size - OVERLAP) / down + OVERLAP
    area_top = pen.paper.height - MARGIN - top_room
    for tile_row in range(down):
        for tile_column in range(across):
            tiles = across * down
            number = tile_row * across + tile_column + 1
            note = (
                f"Tile {number} of {tiles}: lay the tiles so their {OVERLAP:g} mm overlaps "
                "match, cross on cross."
                if tiles > 1
                else f"No-deploy corners are marked; squares are {square:g} mm."
            )
            y = header(pen, f"Battle mat, {SQUARES}x{SQUARES} squares of {square:g} mm", note)
            calibration_bar(pen, MARGIN, y - 12)
            window_x = tile_column * (window_w - OVERLAP)
            window_y = size - tile_row * (window_h - OVERLAP) - window_h
            shift_x = MARGIN - window_x
            shift_y = area_top - window_h - window_y
            pen.canvas.saveState()
            path = pen.canvas.beginPath()
            path.rect(MARGIN * MM, (area_top - window_h) * MM, window_w * MM, window_h * MM)
            pen.canvas.clipPath(path, stroke=0, fill=0)
            _draw_board(pen, shift_x + LABEL, shift_y + LABEL, square)
            _alignment_crosses(pen, shift_x, shift_y, size, across, down, window_w, window_h)
            pen.canvas.restoreState()
            if tiles > 1:
                pen.canvas.setDash(1 * MM, 1 * MM)
                pen.canvas.rect(
                    MARGIN * MM,
                    (area_top - window_h) * MM,
                    window_w * MM,
                    window_h * MM,
                    fill=0,
                    stroke=1,
                )
                pen.canvas.setDash()
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
    pen.canvas.setStrokeGray(0)


def obstacles(pen: Pen, square: float) -> None:
    y = header(
        pen,
        "Obstacle markers",
        f"{OBSTACLES} markers, one square each "
        f"({square:g} mm): nothing moves or shoots into or through them.",
    )
    y -= calibration_bar(pen, MARGIN, y - 12) + 4
    legend(pen, MARGIN, y, ("cut",))
    columns = int((pen.paper.width - 2 * MARGIN) // square)
    rows_per_page = int((y - 8 - MARGIN) // square)
    for index in range(OBSTACLES):
        row, column = divmod(index, columns)
        if row and row % rows_per_page == 0 and column == 0:
            pen.new_page()
            y = header(pen, "Obstacle markers (continued)") + 4
        row %= rows_per_page
        x = MARGIN + column * square
        top = y - 6 - row * square
        pen.canvas.setFillGray(0.6)
        pen.canvas.rect(x * MM, (top - square) * MM, square * MM, square * MM, fill=1, stroke=1)
        pen.canvas.setFillGray(0)
        pen.line(x + 3, top - 3, x + square - 3, top - square + 3, 0.8)
        pen.line(x + 3, top - square + 3, x + square - 3, top - 3, 0.8)
    pen.new_page()


def _at_square(drawing):
    def prepare(request: KitRequest) -> Drawing:
        return partial(drawing, square=request.options["square"])

    return prepare


PARTS = (
    Part("board", "battle mat", _at_square(board)),
    Part("obstacles", "obstacle markers", _at_square(obstacles)),
)
