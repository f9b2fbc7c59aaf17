"""A table laid out and drawn (press/tableplan.py): each picture is the piece itself, with
no cut or fold line printed on it."""

from __future__ import annotations

import json

from skirmishgen.press.paper import MM, Size
from skirmishgen.press.pdf import Metadata
from skirmishgen.press.raster import page_bitmaps
from skirmishgen.press.table import Area, Face, Flat, Table
from skirmishgen.press.tableplan import render_table

META = Metadata("Table", "skirmishgen", "a test table")


def _piece(pen) -> None:
    """A piece as a kit draws it: its cut round it, a fold across, a grey middle."""
    pen.canvas.setFillColor("#808080")
    pen.canvas.rect(12 * MM, 13 * MM, 6 * MM, 5 * MM, fill=1, stroke=0)
    pen.cut_rect(0.0, 0.0, 20.0, 20.0)
    pen.fold_line(0.0, 10.0, 20.0, 10.0)


def test_a_picture_prints_neither_its_cut_nor_its_fold():
    face = Face("piece", Size(20.0, 20.0), _piece)
    table = Table("Test", (Area("", (Flat("Piece", "", face),)),))
    rendered = render_table(table, META, "test")
    (picture,) = page_bitmaps(rendered.pdf, 300)
    width, height = picture.size
    edges = [picture.getpixel((x, y)) for x in (0, width - 1) for y in range(height)]
    edges += [picture.getpixel((x, y)) for y in (0, height - 1) for x in range(width)]
    fold = [picture.getpixel((x, height // 2)) for x in range(width)]
    assert set(edges) == {(255, 255, 255)}, "no cut line on the picture's edge"
    assert set(fold) == {(255, 255, 255)}, "no fold across it"
    assert picture.getpixel((width * 3 // 4, height // 4)) != (255, 255, 255), "drawn"
    (made,) = json.loads(rendered.manifest)["objects"]
    assert made["Nickname"] == "Piece"


def _flat(name: str, width: float, depth: float, locked: bool = False) -> Flat:
    return Flat(name, "", Face(name, Size(width, depth), lambda pen: None), locked=locked)


def _spots(table: Table) -> dict[str, list]:
    from skirmishgen.press.tableplan import arrange

    found: dict[str, list] = {}
    for spot in arrange(table):
        found.setdefault(spot.piece.name, []).append(spot)
    return found


def _sides(pieces: tuple) -> tuple[Area, Area]:
    near = Area("near player", pieces, side=1, breaks=(2,))
    return near, Area("far player", pieces, side=2, breaks=(2,))


def test_the_far_side_is_the_near_side_turned_half_round_the_table():
    pieces = tuple(_flat(f"p{n}", 20.0 + 10 * n, 15.0) for n in range(4))
    spots = _spots(Table("Test", _sides(pieces)))
    for name in ("p0", "p1", "p2", "p3"):
        near, far = spots[name]
        assert (far.x, far.z) == (-near.x, -near.z)
        assert (near.turn, far.turn) == (0.0, 180.0)
        assert near.z < 0 < far.z
    assert spots["p2"][0].z < spots["p0"][0].z, "a break starts a row further from the middle"


def test_a_board_lies_in_the_middle_its_supply_beside_it_short_of_the_booklet():
    from skirmishgen.press.tableplan import BOOKLET_ROOM, BOOKLET_X, REACH, _footprint

    board = _flat("board", 200.0, 200.0, locked=True)
    tokens = tuple(_flat(f"t{n}", 20.0, 20.0) for n in range(60))
    kept = tuple(_flat(f"k{n}", 20.0, 20.0) for n in range(30))
    near, far = _sides((_flat("card", 63.0, 88.0),))
    table = Table("Test", (Area("", (board, *tokens)), Area("kept", kept), near, far))
    spots = _spots(table)
    (middle,) = spots["board"]
    assert (middle.x, middle.z) == (0.0, 0.0)
    half = 100.0 / 25.4
    for name, at in spots.items():
        spot = at[0]
        across, deep = _footprint(spot.piece)
        left, right = spot.x - across / 2, spot.x + across / 2
        assert left >= -REACH and right <= REACH, name
        if name.startswith("t"):
            assert left > half, "the supply lies right of the board"
        if name.startswith("k"):
            assert right < -half and left > BOOKLET_X + BOOKLET_ROOM, "left, short of the book"
        if name == "card":
            assert abs(spot.z) - deep / 2 > half, "the players' pieces lie off the board"
