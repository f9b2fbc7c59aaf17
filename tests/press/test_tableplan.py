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
