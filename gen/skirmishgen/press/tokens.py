"""Square play tokens (an icon and a word, a number or a die) and the grids that cut them
on shared lines (or, for a cutter, spaced apart), fold pairs among them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from . import fonts, style
from .dice import draw_die, label_size
from .icons import draw_icon
from .paper import MM
from .pen import MARGIN, Pen, fonts_width


@dataclass(frozen=True)
class Token:
    """A square play token: an icon and a word (style guide, markers), maybe a big number.

    ``colour`` inks the icon, number and word; ``tint`` fills a band under the word (light
    team tints).
    """

    icon: str
    word: str
    number: str = ""
    colour: str = style.INK
    tint: str | None = None
    die: int | None = None
    """A die's piece: the die drawn as its shape (``press.dice``) with its name inside, in
    place of the icon and number."""
    tag: str = ""
    """A small word over the icon (whose side a marker is), under the word in rank."""
    disc: str | None = None
    """A light tint filling a disc behind the icon (a marker's kind at a glance)."""
    write_in: bool = False
    """A die's piece whose value the player writes in: a blank die with ``d`` and a line."""


CORNER_ICON = 0.2
"""A numbered token's corner icon, as a share of its side (5 mm on an inch token): small
enough to stand clear of the numeral."""


def _corner_icon(pen: Pen, token: Token, corner: tuple[float, float], size: float, share: float):
    """The token's icon, ``share`` of its side, in its top left corner clear of the cut."""
    x, y = corner
    inset = style.LABEL_CLEARANCE + 0.3
    icon = size * share
    top_left = ((x + inset + icon / 2) * MM, (y + size - inset - icon / 2) * MM)
    draw_icon(pen.canvas, token.icon, *top_left, icon * MM, token.colour)


def draw_token(pen: Pen, x: float, y: float, size: float, token: Token, fold: str = "") -> None:
    """The token's face in the square whose lower left corner is (x, y); no cut lines.
    ``fold``: the side (``left``, ``right``) a fold pair's other half is on."""
    canvas = pen.canvas
    inset = style.LABEL_CLEARANCE + 0.3  # every mark this far inside the cut
    word_size = _fit(
        token.word, size - 2 * inset, max(style.SHEET_MINIMUM, size * 0.34), fonts.BOLD
    )
    word_room = word_size / MM + inset + 0.6
    if token.tint:  # a band under the word, not the whole square: colour without the toner
        canvas.setFillColor(token.tint)
        band = word_room + 0.6
        bleed = pen.gap / 2  # spaced for a cutter: the band runs past the cut, half the gap
        left = x - bleed * (fold != "left")
        right = x + size + bleed * (fold != "right")  # not over the other half of a pair
        canvas.rect(
            left * MM, (y - bleed) * MM, (right - left) * MM, (band + bleed) * MM,
            fill=1, stroke=0,
        )  # fmt: skip
    cx = x + size / 2
    if token.write_in:  # the size and type of a d6's piece, its value left blank
        _write_in_die(pen, token, cx, y + word_room + 0.9, min(size - word_room - 2.5, size * 0.62))
    elif token.die:
        marked = token.icon != "die"  # a rank's mark beside the die, top left
        side = min(size - word_room - 2.5, size * (0.5 if marked else 0.62))
        if marked:
            _corner_icon(pen, token, (x, y), size, 0.26)
        draw_die(
            canvas,
            token.die,
            (cx + size * 0.12 * marked) * MM,
            (y + word_room + 0.9 + side / 2) * MM,
            side * MM,
            ink=token.colour,
            line=1.6,
            facets=False,  # the number as large as the face allows: read across the table
        )
    elif token.number:
        _corner_icon(pen, token, (x, y), size, CORNER_ICON)
        room = size - 2 * (inset + 1)  # 3 mm and more from the cuts
        number = _fit(token.number, room, max(style.PIECE_NUMBER, size * 1.25), fonts.DISPLAY)
        canvas.setFillColor(token.colour)
        pen.text(cx, y + word_room + 1.6, token.number, number, fonts.DISPLAY, "centre")
    else:
        tag = style.SHEET_MINIMUM / MM + 1.2 if token.tag else 0.0  # the tag's line over it
        icon = min(size - word_room - 4 - tag, size * 0.58)
        if token.tag:
            canvas.setFillColor(token.colour)
            top = y + size - inset - style.SHEET_MINIMUM * 0.72 / MM
            pen.text(cx, top, token.tag, style.SHEET_MINIMUM, fonts.BOLD, "centre")
        middle = y + word_room + 1 + icon / 2
        if token.disc:  # clear of the cut above and of the word's band below
            band = word_room + 0.6 if token.tint else word_room
            radius = min(icon / 2 + 1.5, middle - y - band - 0.4, y + size - inset - middle)
            canvas.setFillColor(token.disc)
            canvas.circle(cx * MM, middle * MM, radius * MM, fill=1, stroke=0)
        draw_icon(
            canvas,
            token.icon,
            cx * MM,
            middle * MM,
            icon * MM,
            token.colour,
        )
    canvas.setFillColor(token.colour)
    pen.text(cx, y + inset, token.word, word_size, fonts.BOLD, "centre")
    canvas.setFillColor(style.INK)


def _write_in_die(pen: Pen, token: Token, cx: float, bottom: float, side: float) -> None:
    """A blank die ``side`` mm tall from ``bottom``, ``d`` and a line to write its value on:
    the ``d`` in the type and size a d6's piece prints its name in, the line as long as a
    two-digit value, both centred on the face as that name is."""
    canvas = pen.canvas
    middle = bottom + side / 2
    draw_die(canvas, None, cx * MM, middle * MM, side * MM, ink=token.colour, line=1.6, label="")
    points = label_size("d6", fonts.DISPLAY, side * MM, 6)
    letter = fonts_width("d", points, fonts.DISPLAY) / MM
    blank = fonts_width("20", points, fonts.DISPLAY) / MM
    left = cx - (letter + blank) / 2
    baseline = middle - points * 0.36 / MM
    canvas.setFillColor(token.colour)
    pen.text(left, baseline, "d", points, fonts.DISPLAY)
    canvas.setStrokeColor(token.colour)
    pen.line(left + letter + 0.3, baseline, left + letter + blank, baseline, 0.6)
    canvas.setStrokeColor(style.INK)


def _fit(text: str, width_mm: float, start: float, font: str) -> float:
    """The largest size up to ``start`` at which ``text`` fits ``width_mm`` (not under 7 pt)."""
    wide = fonts_width(text, 1.0, font) / MM
    return max(style.SHEET_MINIMUM, min(start, width_mm / wide if wide else start))


def token_sheet(
    pen: Pen,
    top: float,
    tokens: list[Token],
    size: float = style.TOKEN,
    x: float = MARGIN,
    width: float | None = None,
) -> float:
    """Square tokens on a grid of ``size`` mm cells from ``top`` down; returns the y below.

    The grid fills ``width`` (the page between the margins by default) row by row. The
    tokens share their cut edges (straight cuts), or for a cutter each stands ``pen.gap``
    smaller in its cell, so neighbours are that far apart and the page is laid out as
    without a cutter.
    """
    room = width if width is not None else pen.paper.width - 2 * MARGIN
    columns = max(1, int(room // size))
    rows = -(-len(tokens) // columns)
    inset, side = pen.gap / 2, size - pen.gap
    places = [
        (x + column * size + inset, top - (row + 1) * size + inset)
        for row, column in (divmod(index, columns) for index in range(len(tokens)))
    ]
    for (left, bottom), token in zip(places, tokens, strict=True):
        draw_token(pen, left, bottom, side, token)
    for left, bottom in places:  # faces first, so no tint covers a cut line
        pen.cut_rect(left, bottom, side, side)
    return top - rows * size


@dataclass(frozen=True)
class Pair:
    """A fold pair for :func:`piece_grid`: two squares wide, ``front`` and ``back``."""

    front: Token
    back: Token


def piece_grid(
    pen: Pen,
    top: float,
    pieces: Sequence[Token | Pair],
    size: float = style.TOKEN,
    x: float = MARGIN,
    width: float | None = None,
) -> float:
    """Tokens and fold pairs on one grid from ``top`` down; returns the y below.

    Each piece takes the first free place in reading order where it fits, so a pair
    that does not fit at the end of a row leaves its cell to the next single token. The
    pieces share their cut edges, or for a cutter each stands ``pen.gap`` smaller in its
    cells (a pair's halves square), as :func:`token_sheet`'s do.
    """
    room = width if width is not None else pen.paper.width - 2 * MARGIN
    columns = max(2, int(room // size))
    taken: set[tuple[int, int]] = set()
    placed: list[tuple[float, float, Token | Pair]] = []
    rows = 0
    for piece in pieces:
        wide = 2 if isinstance(piece, Pair) else 1
        cell = 0
        while True:
            row, column = divmod(cell, columns)
            cells = {(row, column + k) for k in range(wide)}
            if column + wide <= columns and not cells & taken:
                break
            cell += 1
        taken |= cells
        rows = max(rows, row + 1)
        placed.append((x + column * size, top - (row + 1) * size, piece))
    inset, side = pen.gap / 2, size - pen.gap  # a cutter's: each piece apart in its cells
    for left, bottom, piece in placed:  # faces first, so no tint covers a cut line
        left, bottom = left + inset, bottom + inset
        if isinstance(piece, Pair):
            draw_token(pen, left, bottom, side, piece.front, fold="right")
            draw_token(pen, left + side, bottom, side, piece.back, fold="left")
        else:
            draw_token(pen, left, bottom, side, piece)
    for left, bottom, piece in placed:
        left, bottom = left + inset, bottom + inset
        if isinstance(piece, Pair):
            pen.cut_rect(left, bottom, 2 * side, side)
            pen.fold_line(left + side, bottom, left + side, bottom + side)
        else:
            pen.cut_rect(left, bottom, side, side)
    return top - rows * size
