"""Print then cut, read back: Silhouette's marks on every page of a deck, its SVG and DXF
cut files against the printed cards, and Cricut's sheets against Design Space's area."""

from __future__ import annotations

import os
from pathlib import Path

import ezdxf
import pytest
from ezdxf import bbox as dxf_bbox
from PIL import Image
from svgelements import SVG
from svgelements import Path as SvgPath

from pdfplumbed import page_boxes
from skirmishgen.press.cutting import CRICUT_AREA, SILHOUETTE
from skirmishgen.press.paper import Size
from skirmishgen.testing.pdf import PT, read_pdf
from skirmishgen.testing.plugin import run_main

POKER = Size(63.5, 88.9)
MINI = Size(44.0, 63.0)
"""Abstract Skirmish's trait cards: a Cricut sheet holds a pair of them, folded over."""
CUT_TOLERANCE = 0.1  # mm, the bar
BLEED = 1.0  # mm: a Silhouette deck's cards carry this unless told


@pytest.fixture(scope="module")
def silhouette(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("silhouette")
    code, _out, err = run_main(
        "deck", "--edition", "5", "--cutter", "silhouette", "--out", str(folder / "deck.pdf")
    )
    assert code == 0, err
    return folder


def _svg_cuts(path: Path) -> list[tuple[float, float, float, float]]:
    """Each closed path of the SVG's cut layer: (left, bottom, width, height) in mm on the
    page (y up), as svgelements reads it (1 user unit = 1 mm at 25.4 ppi)."""
    document = SVG.parse(str(path), ppi=25.4)
    height = float(document.height)
    found = []
    for element in document.elements():
        if isinstance(element, SvgPath) and element.stroke is not None:
            if str(element.stroke).lower() != "#ff0000":
                continue
            assert str(element.d()).rstrip().upper().endswith("Z"), "every cut path is closed"
            x0, y0, x1, y1 = element.bbox()
            found.append((x0, height - y1, x1 - x0, y1 - y0))
    return sorted(found, key=lambda b: (-round(b[1], 1), round(b[0], 1)))


def _dxf_cuts(path: Path) -> list[tuple[float, float, float, float]]:
    document = ezdxf.readfile(path)
    found = []
    for entity in document.modelspace().query("POLYLINE[layer=='CUT']"):
        assert entity.is_closed
        box = dxf_bbox.extents([entity])
        found.append((box.extmin.x, box.extmin.y, box.size.x, box.size.y))
    return sorted(found, key=lambda b: (-round(b[1], 1), round(b[0], 1)))


def test_every_page_of_a_silhouette_deck_carries_the_marks_fronts_and_backs(silhouette):
    pdf = read_pdf(silhouette / "deck.pdf")
    for number, page in enumerate(pdf.pages):
        paper = Size(page.width * PT, page.height * PT)
        expected = SILHOUETTE.shapes(paper)
        if number % 2:  # a landscape back, flipped on its long edge: y mirrored
            expected = tuple((a, paper.height - d, c, paper.height - b) for a, b, c, d in expected)
        black = {
            (round(r.x0 * PT, 1), round(r.y0 * PT, 1), round(r.x1 * PT, 1), round(r.y1 * PT, 1))
            for r in page.rects
            if r.fill is not None and max(r.fill[:3]) < 0.05
        }
        for box in expected:
            assert tuple(round(v, 1) for v in box) in black, (number + 1, box)


def test_each_front_has_one_closed_cut_path_per_card_where_the_card_is(silhouette):
    pdf = read_pdf(silhouette / "deck.pdf")
    fronts = pdf.pages[::2]
    svgs = sorted(silhouette.glob("deck-cut-*.svg"))
    dxfs = sorted(silhouette.glob("deck-cut-*.dxf"))
    assert len(svgs) == len(dxfs) == len(fronts) == 17
    for page, svg_file, dxf_file in zip(fronts, svgs, dxfs, strict=True):
        grounds = page_boxes(page, POKER.width + 2 * BLEED, POKER.height + 2 * BLEED)
        assert len(grounds) == 8
        for cuts in (_svg_cuts(svg_file), _dxf_cuts(dxf_file)):
            assert len(cuts) == len(grounds)
            for (x, y, w, h), ground in zip(cuts, grounds, strict=True):
                assert w == pytest.approx(POKER.width, abs=CUT_TOLERANCE)
                assert h == pytest.approx(POKER.height, abs=CUT_TOLERANCE)
                assert x == pytest.approx(ground.x + BLEED, abs=CUT_TOLERANCE)
                assert y == pytest.approx(ground.y + BLEED, abs=CUT_TOLERANCE)


def test_no_card_reaches_the_marks_or_leaves_their_frame(silhouette):
    page = read_pdf(silhouette / "deck.pdf").pages[0]
    paper = Size(page.width * PT, page.height * PT)
    left, bottom, right, top = SILHOUETTE.area(paper)
    for ground in page_boxes(page, POKER.width + 2 * BLEED, POKER.height + 2 * BLEED):
        box = (ground.x, ground.y, ground.x + ground.width, ground.y + ground.height)
        assert left <= box[0] and box[2] <= right and bottom <= box[1] and box[3] <= top
        for zone in SILHOUETTE.zones(paper):
            apart = box[2] <= zone[0] or zone[2] <= box[0] or box[3] <= zone[1]
            assert apart or zone[3] <= box[1], (box, zone)


def test_the_dxf_keeps_cut_and_page_on_layers_of_their_own(silhouette):
    document = ezdxf.readfile(silhouette / "deck-cut-01.dxf")
    layers = {layer.dxf.name: layer.color for layer in document.layers}
    assert layers["CUT"] == 1 and layers["PAGE"] == 8
    (page,) = document.modelspace().query("POLYLINE[layer=='PAGE']")
    box = dxf_bbox.extents([page])
    assert (box.size.x, box.size.y) == pytest.approx((297, 210), abs=0.01)


def test_the_front_label_names_the_studio_settings(silhouette):
    text = read_pdf(silhouette / "deck.pdf").pages[0].text()
    assert "page A4 landscape, marks Type 1, length 5 mm, thickness 1 mm, inset 10 mm" in text


def test_identical_input_gives_identical_cut_files(silhouette, tmp_path):
    code, _out, err = run_main(
        "deck", "--edition", "5", "--cutter", "silhouette", "--out", str(tmp_path / "deck.pdf")
    )
    assert code == 0, err
    for made in silhouette.iterdir():
        assert (tmp_path / made.name).read_bytes() == made.read_bytes(), made.name


@pytest.fixture(scope="module")
def cricut(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("cricut")
    code, _out, err = run_main(
        "deck",
        "abstract-skirmish",
        "--slots",
        "3",
        "--cutter",
        "cricut",
        "--out",
        str(folder / "deck.png"),
    )
    assert code == 0, err
    return folder


def _islands(image: Image.Image) -> list[tuple[int, int, int, int]]:
    """The opaque pieces of a sheet's image, (left, top, right, bottom) in pixels: bands
    of rows with any opaque pixel, then in each the runs of opaque columns."""
    alpha = image.getchannel("A").point(lambda a: 255 if a > 0 else 0)
    width, height = alpha.size
    rows = [alpha.crop((0, y, width, y + 1)).getbbox() is not None for y in range(height)]
    found = []
    for top, bottom in _runs(rows):
        band = alpha.crop((0, top, width, bottom))
        columns = [
            band.crop((x, 0, x + 1, bottom - top)).getbbox() is not None for x in range(width)
        ]
        found += [(left, top, right, bottom) for left, right in _runs(columns)]
    return found


def _runs(flags: list[bool]) -> list[tuple[int, int]]:
    runs, start = [], None
    for index, flag in enumerate([*flags, False]):
        if flag and start is None:
            start = index
        elif not flag and start is not None:
            runs.append((start, index))
            start = None
    return runs


def test_every_cricut_sheet_fits_print_then_cut_with_a_cut_path_per_piece(cricut):
    images = sorted(cricut.glob("deck-*.png"))
    assert images and len(images) == len(list(cricut.glob("deck-*.svg")))
    for image_file in images:
        image = Image.open(image_file)
        dpi = image.info["dpi"][0]
        width, height = (side / dpi * 25.4 for side in image.size)
        assert width <= CRICUT_AREA.width + 0.05 and height <= CRICUT_AREA.height + 0.05
        document = SVG.parse(str(image_file.with_suffix(".svg")), ppi=25.4)
        assert float(document.width) == pytest.approx(width, abs=0.1)
        assert float(document.height) == pytest.approx(height, abs=0.1)
        cuts = [
            e.bbox()
            for e in document.elements()
            if isinstance(e, SvgPath) and str(e.stroke).lower() == "#ff0000"
        ]
        pieces = _islands(image)
        assert len(cuts) == len(pieces) >= 1
        mm = 25.4 / dpi
        for cut, piece in zip(sorted(cuts), sorted(pieces), strict=True):
            assert [v * mm for v in piece] == pytest.approx(list(cut), abs=0.2)
            assert cut[2] - cut[0] == pytest.approx(2 * MINI.width, abs=CUT_TOLERANCE)
            assert cut[3] - cut[1] == pytest.approx(MINI.height, abs=CUT_TOLERANCE)


def test_a_cricut_deck_refuses_a_duplex_it_cannot_print(tmp_path):
    os.chdir(tmp_path)
    code, _out, err = run_main("deck", "--cutter", "cricut", "--duplex", "long")
    assert code == 2
    assert err.count("\n") == 1 and "fold-over" in err
    code, _out, err = run_main("deck", "--cutter", "silhouette", "--format", "png")
    assert code == 2 and "leave out --format png" in err
    assert not (tmp_path / "output").exists()
