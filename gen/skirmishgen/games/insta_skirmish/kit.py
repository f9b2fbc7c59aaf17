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

from ...errors import LayoutError
from ...press import fonts, style
from ...press.icons import draw_icon
from ...press.kit import Drawing, KitRequest, Part
from ...press.paper import MM, Size
from ...press.pen import CREDIT_BASELINE, INCH, MARGIN, Pen, calibration_bar, header, legend
from ...press.tokens import Token, piece_grid
from .about import LOOK

SQUARES = 8
OBSTACLES = 32
"""The rules allow up to 32 obstacle spaces."""
OVERLAP = 10.0
TOP_ROOM = 30.0
"""Header (the title and a one-line note), calibration bars and legend beside them, above
the board (mm); a note a line longer pushes the pieces down by ``NOTE_LEAD``."""
NOTE_LEAD = 3.5
BARS = 17.0
"""From the foot of the header to where the pieces start: the calibration bars (mm)."""
LEGEND_X = 130.0
"""The cut legend's left end, beside the calibration bars (mm from the page's left)."""
FOOT = 10.0
"""The credit line's room at the foot of the page (mm)."""
PIECES_CLEAR = 5.0
"""Blank paper between the pieces sheet's last row and the top of the credit line (mm)."""
CREDIT_TOP = CREDIT_BASELINE + 1.8
"""The top of the credit line's capitals (7 pt), mm from the foot."""
NOTE_X = 130.0
"""The pieces sheet's note stands beside the calibration bars, from here to the margin (mm
from the page's left): about 60 characters a line, and no room taken from the pieces."""
NOTE_SIZE = 7.5
NOTE_LINES = 5
"""The most lines the note beside the bars may take: the last stays over the pieces."""
DARK = style.tint(LOOK.colour, 0.16)
"""The board's dark squares: a light tint of the game's colour, to spare toner, yet plain
beside the white ones."""
EDGE = 6.0
"""The board's border stays this far from every edge of the paper (mm): Letter printers
clip the outer 6 mm."""
BORDER = 3.0
"""The band in the game's colour round the board (mm), rank and file reversed out of it."""
LABEL = 8.5
"""pt: the rank and file letters in the border, read from the chair across the table too
(the head's and the right side's face that player)."""
NO_DEPLOY_ICON = 11.0
"""mm: the mark in each corner square, where no miniature deploys."""
DICE = (4, 6, 8, 10, 12, 20)
STAND_INS = 1
"""Stand-ins per die value and side."""
WRITE_INS = 4
"""Stand-ins a side with the die's value left to write in (so any army of five, all of
one die, can be fielded), printed before second stand-ins of a value."""
ACTED = 12
ARMOR = 8
PIECE_TINT = DARK
"""The band under the word of every piece that is not a side's: the board's own tint."""
"""At least this many ACTED and ARMOR markers; a sheet's spare places take more (an army
of 50 points in d4s is 12 miniatures)."""


def fitting_square(paper: Size) -> float:
    """The largest square (half-mm steps, at most 1 inch) that puts the board and its
    border on one sheet, the border clear of the outer ``EDGE``. 25 mm squares do not fit
    A4: 8 x 25 = 200 mm is wider than its 210 - 2 x 6 = 198 mm."""
    width = paper.width - 2 * EDGE - 2 * BORDER
    height = paper.height - MARGIN - TOP_ROOM - FOOT - 2 * BORDER
    largest = min(INCH, math.floor(min(width, height) / SQUARES * 2) / 2)
    for square in (largest - step / 2 for step in range(ROW_GIVE + 1)):
        if board_obstacles(paper, square):  # a row of obstacles under it, clear of the credit
            return square
    return largest


ROW_GIVE = 2
"""Half millimetres a square gives up so that a row of obstacles fits under the board
(Letter: 24 mm rather than 24.5, as A4 has), rather than leave that band empty."""


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
    for corner_row, corner_column in ((0, 0), (0, 7), (7, 0), (7, 7)):
        cx, cy = x0 + (corner_column + 0.5) * square, y0 + (corner_row + 0.5) * square
        pen.canvas.saveState()  # the far side's corners face the player across the board
        pen.canvas.translate(cx * MM, cy * MM)
        pen.canvas.rotate(180 if corner_row else 0)
        _no_deploy(pen)
        pen.canvas.restoreState()
    _border(pen, x0, y0, square)


def _no_deploy(pen: Pen) -> None:
    """A corner square's mark, centred on the origin: a large cross in the game's colour
    over NO DEPLOY."""
    draw_icon(pen.canvas, "cross", 0, 2.2 * MM, NO_DEPLOY_ICON * MM, LOOK.colour)
    pen.canvas.setFillColor(LOOK.colour)
    pen.text(0, -NO_DEPLOY_ICON / 2 - 1.4, "NO DEPLOY", 8, fonts.BOLD, "centre")


def _border(pen: Pen, x0: float, y0: float, square: float) -> None:
    """The band round the board in the game's colour, the files (a-h) along its foot and
    head and the ranks (1-8) up its sides reversed out of it; the head's and the right
    side's turned to face the player across the board."""
    canvas, size = pen.canvas, SQUARES * square
    canvas.setFillColor(LOOK.colour)
    outer = (x0 - BORDER, y0 - BORDER, size + 2 * BORDER)
    for x, y, w, h in (
        (outer[0], outer[1], outer[2], BORDER),
        (outer[0], y0 + size, outer[2], BORDER),
        (outer[0], y0, BORDER, size),
        (x0 + size, y0, BORDER, size),
    ):
        canvas.rect(x * MM, y * MM, w * MM, h * MM, fill=1, stroke=0)
    canvas.setFillColor("#FFFFFF")
    canvas.setFont(fonts.BOLD, LABEL)
    drop = LABEL * 0.36 / MM  # from a glyph's middle to its baseline, mm
    for index in range(SQUARES):
        along = (index + 0.5) * square
        marks = (
            ("abcdefgh"[index], x0 + along, y0 - BORDER / 2, 0),
            ("abcdefgh"[index], x0 + along, y0 + size + BORDER / 2, 180),
            (str(index + 1), x0 - BORDER / 2, y0 + along, 0),
            (str(index + 1), x0 + size + BORDER / 2, y0 + along, 180),
        )
        for text, x, y, turn in marks:
            canvas.saveState()
            canvas.translate(x * MM, y * MM)
            canvas.rotate(turn)
            canvas.drawCentredString(0, -drop * MM, text)
            canvas.restoreState()


def _obstacle(n: int) -> Token:
    return _piece("tree" if n % 2 == 0 else "house", "OBSTACLE")


def _piece(icon: str, word: str) -> Token:
    """A piece that is no side's, in the game's colour over the board's tint, as the
    stand-ins are in their side's."""
    return Token(icon, word, colour=LOOK.colour, tint=PIECE_TINT)


def board_obstacles(paper: Size, square: float) -> int:
    """How many obstacle markers fit in the board sheet's room below an untiled board,
    their row clear of the credit line as the pieces sheet's rows are."""
    if not _fits(paper, square):
        return 0
    board = SQUARES * square + 2 * BORDER
    below = paper.height - MARGIN - TOP_ROOM - board - 4 - CREDIT_TOP - PIECES_CLEAR
    columns = int((paper.width - 2 * MARGIN) // square)
    return min(OBSTACLES, max(0, int(below // square)) * columns)


def _fits(paper: Size, square: float) -> bool:
    size = SQUARES * square + 2 * BORDER
    return size <= paper.width - 2 * EDGE and size <= paper.height - MARGIN - TOP_ROOM - FOOT


def _top(pen: Pen, title: str, note: str, cut: bool = True, beside: bool = False) -> float:
    """Header, calibration bars and, if the page has something to cut, the legend beside
    them; returns the y where the pieces start. A note ``beside`` the bars is set in the
    room right of them (the legend then right of the title)."""
    if not beside:
        y = header(pen, title, note)
        calibration_bar(pen, MARGIN, y - 12)
        if cut:
            legend(pen, LEGEND_X, y - 3.5, ("cut",))
        return y - BARS
    y = header(pen, title)
    calibration_bar(pen, MARGIN, y - 12)
    _note_beside(pen, y, note)
    if cut:
        legend(pen, pen.paper.width - MARGIN - 50, y + 4, ("cut",))
    return y - BARS


def _note_beside(pen: Pen, y: float, note: str) -> None:
    """``note`` from ``NOTE_X`` to the right margin, its lines from just under the title down
    past the bars no further than they go."""
    from reportlab.lib.utils import simpleSplit

    width = pen.paper.width - MARGIN - NOTE_X
    lines = simpleSplit(note, fonts.REGULAR, NOTE_SIZE, width * MM)
    if len(lines) > NOTE_LINES:
        raise LayoutError(f"the pieces sheet's note takes {len(lines)} lines beside the bars")
    pen.canvas.setFillGray(0.3)
    for number, line in enumerate(lines):
        pen.text(NOTE_X, y - 1 - 3.5 * number, line, NOTE_SIZE)
    pen.canvas.setFillGray(0)


def board(pen: Pen, asked: float | None) -> None:
    """The 8x8 mat on one sheet with obstacles below it, or tiled when ``--square`` is large."""
    square = _square(pen, asked)
    if not _fits(pen.paper, square):
        _tiled(pen, square)
        return
    size = SQUARES * square
    count = board_obstacles(pen.paper, square)
    chosen = "" if asked is not None else ", the largest this paper holds"
    more = f" Below: {count} of the {OBSTACLES} obstacles." if count else ""
    top = _top(
        pen,
        f"Battle mat, {SQUARES}x{SQUARES} squares of {square:g} mm",
        f"Squares of {square:g} mm{chosen}; the board needs no cutting. No miniature deploys "
        f"in a corner.{more}",
        cut=bool(count),
    )
    x0 = (pen.paper.width - size) / 2
    rows = -(-count // int((pen.paper.width - 2 * MARGIN) // square)) if count else 0
    used = size + 2 * BORDER + (4 + rows * square if count else 0)
    spare = max(0.0, (top - FOOT - used) / 3)  # the room left, shared out above, between, below
    top -= spare
    _draw_board(pen, x0, top - BORDER - size, square)
    if count:
        below = top - size - 2 * BORDER - 4 - spare
        piece_grid(pen, below, [_obstacle(n) for n in range(count)], square)
    pen.new_page()


def _tiled(pen: Pen, square: float) -> None:
    """The board across sheets: each shows a window overlapping its neighbours.

    Each tile's window is cut out along its solid outline; alignment crosses, drawn in
    the mat's own coordinates, coincide where neighbouring windows overlap.
    """
    size = SQUARES * square + 2 * BORDER  # the mat with its border
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
            _draw_board(pen, shift_x + BORDER, shift_y + BORDER, square)
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
    (middle dice first: d6, d8, d10 ... are the ones armies buy twice), then more ACTED
    and ARMOR markers, so the sheet is full."""
    rest = OBSTACLES - board_obstacles(paper, square)
    tokens = [_obstacle(n) for n in range(rest)]
    singles = [(index, value) for index in range(2) for value in DICE]
    others = len(tokens) + len(singles) * STAND_INS + ACTED + ARMOR
    spare = max(0, room - others) // 2 * 2  # a piece more goes to both sides or neither
    blanks = min(WRITE_INS, spare // 2)
    by_use = sorted(DICE, key=lambda value: (abs(value - 8), value))
    seconds = {(index, value) for value in by_use[: spare // 2 - blanks] for index in range(2)}
    for index in range(2):
        team = style.team(index)
        for value in DICE:
            stand_in = Token("die", team.word, colour=team.colour, tint=team.tint, die=value)
            tokens += [stand_in] * (STAND_INS + ((index, value) in seconds))
        blank = Token("die", team.word, colour=team.colour, tint=team.tint, write_in=True)
        tokens += [blank] * blanks
    left = max(0, room - len(tokens) - ACTED - ARMOR)
    tokens += [_piece("check", "ACTED")] * (ACTED + left - left // 2)
    tokens += [_piece("shield", "ARMOR")] * (ARMOR + left // 2)
    return tokens


def obstacles(pen: Pen, asked: float | None) -> None:
    square = _square(pen, asked)
    on_board = board_obstacles(pen.paper, square)
    where = f" ({on_board} more on the battle mat)" if on_board else ""
    top = _top(pen, "Obstacles and pieces", "", beside=True)
    columns = int((pen.paper.width - 2 * MARGIN) // square)
    rows_per_page = max(1, int((top - 4 - CREDIT_TOP - PIECES_CLEAR) // square))
    per_page = columns * rows_per_page
    tokens = pieces(pen.paper, square, per_page)
    blank = " (pencil a blank d__'s value)" if any(t.write_in for t in tokens) else ""
    _note_beside(  # the note beside the bars, once the pieces (a blank die or not) are known
        pen,
        top + BARS,
        f"Each piece {'fits' if pen.gap else 'is'} one square ({square:g} mm). "
        f"Obstacles{where}: nothing moves or "
        f"attacks into or through one. Stand-ins: a miniature of that die{blank}. ACTED: "
        "each miniature done this series. ARMOR: one per armor point bought.",
    )
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
