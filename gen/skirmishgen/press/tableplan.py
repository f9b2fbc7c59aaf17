"""A game's table laid out and drawn: every distinct face a page of its own size, every
deck's cards a page each, and the saved game's objects placed area by area.

The drawing is one PDF (pages of several sizes); its manifest tells the output seam which
page is which picture or card (and which pictures are on a clear ground: the cut-out
pieces'), where each deck lies, and holds the other objects ready, their images named
``<face>.png``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from . import tabletop
from .paper import MM, Size
from .pdf import Metadata, Rendered, finish, new_canvas
from .pen import Pen
from .table import Area, Cards, Dice, Face, Flat, Piece, Standing, Table
from .tablefloor import FIELD_LEFT, PLAY_AREA, booklet_x, floor, floor_face, floor_size, is_field

ROW = 40.0
"""Inches a player's row of pieces may run across the table before the next row starts."""
MIDDLE_ROW = 30.0
"""Inches the middle's rows may run, when no board lies there."""
REACH = 26.0
"""Inches from the table's middle that pieces may lie, across: short of the large RPG
table's rim (its flat top ends near 28 inches, as mods measure it)."""
BOOKLET_X = -24.0
"""Inches left of the middle where the rules booklet lies (by the left rim)."""
BOOKLET_ROOM = 3.5
"""Inches from the booklet's middle that other pieces keep clear of."""
GAP = 0.5
"""Inches between pieces side by side, and between rows."""
AREA_GAP = 3.0
"""Inches between the middle area and a player's."""
DIE = 0.75
STANDEE = 1.2
"""Inches a die and a standee take on the table as they are laid out (their size at scale
1 is not documented: room enough)."""
SIDE = 4096
"""px: the most an image's side may be for Tabletop Simulator."""


@dataclass
class Picture(Pen):
    """The pen of one picture of the table. A picture is the piece itself, not a sheet to
    cut out: it keeps, and does not print, the cut lines a piece drawn as the kit draws it
    would print, and draws no fold; a kit part's ``new_page`` ends nothing (the picture is
    its page)."""

    def __post_init__(self) -> None:
        self.cuts = []

    def fold_line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        return None

    def new_page(self) -> None:
        return None


def face_dpi(size: Size) -> int:
    """The resolution of a picture: 300 dpi, less for one whose longer side would pass
    4096 px."""
    longest = max(size.width, size.height) / 25.4
    return max(1, min(300, int(SIDE / longest)))


@dataclass(frozen=True)
class _Spot:
    piece: Piece
    copy: int
    x: float
    z: float
    number: int = 0
    """Its place in the table's order: with its area, what its id is made from."""
    turn: float = 0.0
    """Degrees it is turned: the far side's pieces face their player."""
    level: int = 0
    """Its place in a pile, 0 the lowest."""
    lift: float = 0.0
    """Inches it lies above the table: on the piece it starts on."""


def _footprint(piece: Piece) -> tuple[float, float]:
    """Inches (across, deep) a piece takes as laid out."""
    if isinstance(piece, Flat):
        return piece.face.size.width / 25.4, piece.face.size.height / 25.4
    if isinstance(piece, Cards):
        return piece.card.width / 25.4, piece.card.height / 25.4
    side = DIE if isinstance(piece, Dice) else STANDEE
    return side, side


STACKED = 2.0
"""mm: tokens this thin or thinner stack with their likes; thicker pieces are models
(AOF's bases, Abstract's beads), which stand side by side."""


def stacks(piece: Flat) -> bool:
    """Whether a piece stacks with its likes: a token of several alike, not a board."""
    return piece.count > 1 and piece.thickness <= STACKED and not (piece.locked or piece.snaps)


PILE = 8
"""Tokens alike lie one on another, at most this many a pile: the table's supply tidy,
each kind at a glance."""
PILE_GAP = 0.02
"""Inches between a pile's tokens as they are placed: they settle onto one another."""


def _piles(piece: Piece) -> list[int]:
    """How many copies each of a piece's places holds: piles as even as can be for tokens
    that stack, else one copy a place."""
    if not isinstance(piece, Flat | Dice):
        return [1]
    loose = piece.count - len(piece.on) if isinstance(piece, Flat) else piece.count
    if not (isinstance(piece, Flat) and stacks(piece)):
        return [1] * loose
    places = -(-loose // PILE)
    return [loose // places + (n < loose % places) for n in range(places)]


def _copies(piece: Piece) -> int:
    return len(_piles(piece))


Row = list[tuple[Piece, int]]


def _rows(pieces: Sequence[Piece], room: float, breaks: Sequence[int] = ()) -> list[Row]:
    """The pieces (each copy) in rows no wider than ``room`` inches, a new row also at
    each index in ``breaks``."""
    rows: list[Row] = [[]]
    used = 0.0
    for index, piece in enumerate(pieces):
        across, _ = _footprint(piece)
        for copy in range(_copies(piece)):
            full = used + GAP + across > room or (index in breaks and copy == 0)
            if rows[-1] and full:
                rows.append([])
                used = 0.0
            used += (GAP if rows[-1] else 0.0) + across
            rows[-1].append((piece, copy))
    return [row for row in rows if row]


def _depth(rows: list[Row]) -> float:
    return sum(_row_depth(row) for row in rows) + GAP * (len(rows) - 1)


def _row_depth(row: Row) -> float:
    return max(_footprint(piece)[1] for piece, _ in row)


def _row_width(row: Row) -> float:
    return sum(_footprint(piece)[0] for piece, _ in row) + GAP * (len(row) - 1)


def _lay(
    rows: list[Row], top: float, edge: float, align: str
) -> Iterator[tuple[Piece, int, float, float]]:
    """Each copy's middle as ``rows`` lie from ``top`` down: each row centred on ``edge``
    (``align`` "centre"), or starting at it ("left"), or ending at it ("right")."""
    for row in rows:
        deep, width = _row_depth(row), _row_width(row)
        x = {"centre": edge - width / 2, "left": edge, "right": edge - width}[align]
        for piece, copy in row:
            across, _ = _footprint(piece)
            yield piece, copy, x + across / 2, top - deep / 2
            x += across + GAP
        top -= deep + GAP


def _board(table: Table) -> Flat | None:
    """The middle's first piece when it is a board (a locked flat piece): it lies in the
    middle of the table."""
    first = next((area.pieces for area in table.areas if area.side == 0 and area.pieces), ())
    return first[0] if first and isinstance(first[0], Flat) and first[0].locked else None


def booklet_at(table: Table) -> float:
    """Inches left of the middle where the rules booklet lies: by the left rim, or by a
    battlefield's left edge."""
    board = _board(table)
    return booklet_x(board) if board is not None and is_field(board) else BOOKLET_X


def arrange(table: Table) -> Iterator[_Spot]:
    """Where each piece lies (:func:`_laid`), then each copy that starts on another piece:
    on that piece's snap point, a little above it."""
    laid = list(_laid(table))
    yield from laid
    side = {id(piece): area.side for area in table.areas for piece in area.pieces}
    first: dict[tuple[int, str], _Spot] = {}
    for spot in laid:
        first.setdefault((side[id(spot.piece)], spot.piece.name), spot)
    number = len(laid)
    for area in table.areas:
        for piece in area.pieces:
            for copy, on in enumerate(piece.on if isinstance(piece, Flat) else ()):
                target = first.get((area.side, on.piece)) or first.get((0, on.piece))
                if target is None:
                    raise ValueError(f"{piece.name} starts on {on.piece}, which is not there")
                x, z, lift = _on(target, on.snap)
                yield _Spot(piece, -1 - copy, x, z, number, target.turn, lift=lift)
                number += 1


def _on(target: _Spot, snap: int) -> tuple[float, float, float]:
    """Where a piece lies on ``target``'s snap point ``snap``: (x, z, lift) inches; a snap
    point is mm from its piece's face's lower left corner, the face upright to the near
    player and turned with its piece on the far side."""
    piece = target.piece
    assert isinstance(piece, Flat)
    sx, sy = piece.snaps[snap]
    dx = (sx - piece.face.size.width / 2) / 25.4
    dz = (sy - piece.face.size.height / 2) / 25.4
    if target.turn:
        dx, dz = -dx, -dz
    return target.x + dx, target.z + dz, piece.thickness / 25.4 + PILE_GAP


def _laid(table: Table) -> Iterator[_Spot]:
    """Where each piece lies beside the others. A board lies in the middle of the table;
    the middle's other areas are blocks, each centred across the table's middle line: the
    first right of the board (or in the middle, when there is none), the others left of
    it, short of the rules booklet (beyond it, beside a battlefield). The near side's
    areas lie one behind the other below the middle (towards the first player, negative
    z), each row centred; the far side's as the near side's turned half round the table,
    facing their player."""
    number = iter(range(1_000_000))
    board = _board(table)
    field = is_field(board)
    centre = (0.0, 0.0)
    if board is not None:
        centre = _footprint(board)
        yield _Spot(board, 0, 0.0, 0.0, next(number))
    middles = [area for area in table.areas if area.side == 0]
    half = centre[1] / 2
    blocks = [(a, [p for p in a.pieces if p is not board]) for a in middles]
    for place, (area, pieces) in enumerate((a, p) for a, p in blocks if p):
        if place == 0:
            align, edge = ("left", centre[0] / 2 + GAP * 3) if board else ("centre", 0.0)
        else:
            align, edge = "right", -(centre[0] / 2 + GAP * 3)
        room = (REACH - abs(edge)) if align != "centre" else MIDDLE_ROW
        if align == "right":
            room = min(room, abs(BOOKLET_X) - BOOKLET_ROOM - abs(edge))
        if field:  # a floor of its own: room to the field's right, and left of the booklet
            room = MIDDLE_ROW
            if align == "right":
                edge, room = booklet_at(table) - BOOKLET_ROOM, FIELD_LEFT
        rows = _rows(pieces, room, area.breaks)
        depth = _depth(rows)
        for piece, copy, x, z in _lay(rows, depth / 2, edge, align):
            for level in range(_piles(piece)[copy]):
                yield _Spot(piece, copy, x, z, next(number), level=level)
        half = max(half, depth / 2)
        if align == "centre":
            centre = (max(_row_width(row) for row in rows), depth)
    for side in (1, 2):
        top = -half - AREA_GAP
        for area in (a for a in table.areas if a.side == side):
            rows = _rows(area.pieces, ROW, area.breaks)
            for piece, copy, x, z in _lay(rows, top, 0.0, "centre"):
                far = side == 2
                turn = 180.0 if far else 0.0
                for level in range(_piles(piece)[copy]):
                    x_, z_ = (-x, -z) if far else (x, z)
                    yield _Spot(piece, copy, x_, z_, next(number), turn, level)
            top -= _depth(rows) + AREA_GAP


def faces(table: Table) -> list[Face]:
    """Every distinct picture of the table's flat pieces and standees, once, in order."""
    found: dict[str, Face] = {}
    for area in table.areas:
        for piece in area.pieces:
            if isinstance(piece, Flat | Standing):
                for face in (piece.face, piece.back):
                    if face is not None:
                        found.setdefault(face.key, face)
    return list(found.values())


def _object(spot: _Spot, area: Area) -> dict[str, Any] | None:
    piece, place, turn = spot.piece, (spot.x, spot.z), spot.turn
    key = (area.label, spot.number, piece.name)  # two pieces of one name: ids apart
    whose = owner(area)
    described = f"{piece.description} ({whose})" if whose else piece.description
    if isinstance(piece, Flat):
        back = f"{piece.back.key}.png" if piece.back else ""
        width, height = piece.face.size.width, piece.face.size.height
        if piece.cut_out:
            return tabletop.token(
                key, piece.name, described, (width, height), f"{piece.face.key}.png", place,
                piece.thickness, turn,
            )  # fmt: skip
        snaps = [(x - width / 2, y - height / 2) for x, y in piece.snaps]
        return tabletop.tile(
            key, piece.name, described, (width, height), f"{piece.face.key}.png", place,
            back, piece.thickness, piece.round, piece.locked, snaps, turn, stacks(piece),
            spot.lift + spot.level * (piece.thickness / 25.4 + PILE_GAP), dict(piece.turns),
        )  # fmt: skip
    if isinstance(piece, Standing):
        front, back = f"{piece.face.key}.png", f"{piece.back.key}.png"
        size = (piece.face.size.width, piece.face.size.height)
        return tabletop.figure(key, piece.name, described, front, back, size, place, turn)
    if isinstance(piece, Dice):
        return tabletop.die(key, piece.sides, piece.name, described, piece.colour, place, turn)
    return None


def render_table(table: Table, meta: Metadata, name: str) -> Rendered:
    """The table's pictures and cards as one PDF, and the manifest of what lies where."""
    spots = list(arrange(table))
    zones = hands(table, spots)
    field = is_field(_board(table))
    ground = floor_size(_reaches(table, spots, zones)) if field else None
    pictures = faces(table) + ([floor_face(ground)] if ground else [])
    clear = {
        piece.face.key
        for area in table.areas
        for piece in area.pieces
        if isinstance(piece, Flat) and piece.cut_out
    }
    first = pictures[0].size if pictures else Size(63.5, 88.9)
    canvas, buffer = new_canvas(first, meta, "none")
    pages: list[dict[str, Any]] = []
    for face in pictures:
        canvas.setPageSize((face.size.width * MM, face.size.height * MM))
        face.draw(Picture(canvas, face.size, chrome=False))
        canvas.showPage()
        page = {"file": f"{face.key}.png", "dpi": face_dpi(face.size)}
        pages.append({**page, "clear": True} if face.key in clear else page)
    objects: list[dict[str, Any]] = []
    decks: list[dict[str, Any]] = []
    areas = {id(piece): area for area in table.areas for piece in area.pieces}
    for spot in spots:
        area = areas[id(spot.piece)]
        if isinstance(spot.piece, Cards):
            decks.append(_deck(spot, area, len(pages), canvas, f"Deck{len(decks)}Face"))
            pages += [{"deck": len(decks) - 1}] * (2 * decks[-1]["cards"])
            continue
        made = _object(spot, area)
        if made is not None:
            objects.append(made)
    rendered = finish(canvas, buffer, len(pages))
    manifest: dict[str, Any] = {"name": name, "title": table.title, "pages": pages}
    manifest |= {"decks": decks, "note": seats(table), "booklet_at": booklet_at(table)}
    objects += zones
    if ground:
        objects.insert(0, floor(ground))  # first: everything lies on it
        manifest |= {"table": "Table_None", "play_area": PLAY_AREA}
    manifest["objects"] = objects
    return Rendered(rendered.pdf, rendered.pages, json.dumps(manifest))


def _reaches(
    table: Table, spots: list[_Spot], objects: list[dict[str, Any]]
) -> list[tuple[float, float, float, float]]:
    """Each thing on the table's middle and half its size (x, z, across, deep, inches):
    every piece as laid out, the hand zones and the rules booklet."""
    found = []
    for spot in spots:
        across, deep = _footprint(spot.piece)
        found.append((spot.x, spot.z, across / 2, deep / 2))
    for hand in (o["Transform"] for o in objects if o["Name"] == "HandTrigger"):
        found.append((hand["posX"], hand["posZ"], hand["scaleX"] / 2, hand["scaleZ"] / 2))
    page = tabletop.BOOKLET_PAGE
    found.append((booklet_at(table), 0.0, page[0] / 25.4 / 2, page[1] / 25.4 / 2))
    return found


def _deck(spot: _Spot, area: Area, first: int, canvas, prefix: str) -> dict:
    """A deck's cards drawn on ``canvas`` from page ``first``, and what its saved object
    needs: its cards, order, labels, size and place."""
    from .cards import pair_pages_on
    from .layout import Sheet
    from .paper import PAPERS
    from .tts import cell_dpi

    piece = spot.piece
    assert isinstance(piece, Cards)
    sheet = Sheet(paper=PAPERS["a4"], card=piece.card, bleed=0.0)
    count, order = pair_pages_on(canvas, sheet, piece.deck.faces, piece.deck.drawers, prefix)
    pairs = list(dict.fromkeys(piece.deck.faces))
    labels = [piece.deck.labels.get(front) for front, _ in pairs]
    slug = "".join(c if c.isalnum() else "-" for c in f"{area.label} {piece.name}".lower())
    return {
        "name": "-".join(part for part in slug.split("-") if part),
        "title": f"{piece.name} ({owner(area)})" if area.label else piece.name,
        "description": piece.description,
        "first": first,
        "cards": count,
        "order": order,
        "labels": [
            [label.name, label.text] if label else [front, ""]
            for label, (front, _) in zip(labels, pairs, strict=True)
        ],
        "card": [piece.card.width, piece.card.height],
        "dpi": cell_dpi(piece.card.width),
        "place": [spot.x, spot.z],
        "turn": spot.turn,
        "face_up": piece.face_up,
        "shuffle": piece.shuffle,
        "public": piece.public,
    }


SEATS = {1: ("Red", "near"), 2: ("Blue", "far")}
"""Each player's seat: its colour in Tabletop Simulator, and the side of the table."""
HAND_DEPTH = 5.0
"""Inches a hand zone runs from the table's edge towards its middle."""
HAND_RIM = 20.1
"""Inches from the middle to a hand zone's centre at the least: where Tabletop Simulator's
own seats have their hands, at the table's rim, out of the way of play (a zone takes in
whatever is dropped on it)."""


def owner(area: Area) -> str:
    """Whose an area's pieces are, as their descriptions say it: a player's seat and
    roster (``Red seat: Dwarf Raiders``; two players may bring one roster), or the
    middle's label."""
    if area.side in SEATS and area.label:
        return f"{SEATS[area.side][0]} seat: {area.label}"
    return area.label


def seats(table: Table) -> str:
    """Who sits where, for the save's notes: each player's seat, roster and side."""
    lines = [f"{table.title}, made by skirmishgen."]
    for area in table.areas:
        if area.side and area.label:
            colour, side = SEATS[area.side]
            turned = ", its pieces turned to face the seat" if area.side == 2 else ""
            lines.append(f"{colour} seat: {area.label} (the {side} side{turned}).")
    if len(lines) > 1:
        lines.append("Take the seat of your own pieces: its hand is yours alone.")
    lines.append("The shared pieces lie in the middle.")
    return "\n".join(lines)


def hands(table: Table, spots: list[_Spot]) -> list[dict[str, Any]]:
    """A hand zone at the table's rim behind each player's pieces (further out if they
    reach it), facing the middle: the seat's private hand (cards drawn into it are seen by
    that player alone)."""
    zones = []
    for side, (colour, _) in SEATS.items():
        mine = [spot for spot in spots if _side(table, spot) == side]
        if not mine:
            continue
        reach = [abs(spot.z) + _footprint(spot.piece)[1] / 2 for spot in mine]
        z = max(max(reach) + GAP + HAND_DEPTH / 2, HAND_RIM) * (-1 if side == 1 else 1)
        zones.append(tabletop.hand_zone(colour, z, 0.0 if side == 1 else 180.0, HAND_DEPTH))
    return zones


def _side(table: Table, spot: _Spot) -> int:
    return next(area.side for area in table.areas if any(p is spot.piece for p in area.pieces))
