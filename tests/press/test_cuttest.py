"""The cutters' registration test pages, read back: each square's cut line lies on the
printed line between its grey and black bands, and Silhouette's page carries the marks."""

from __future__ import annotations

import pytest
from PIL import Image
from svgelements import SVG
from svgelements import Path as SvgPath

from pdfplumbed import page_boxes
from skirmishgen.press.cuttest import SQUARE
from skirmishgen.press.cutting import SILHOUETTE
from skirmishgen.press.paper import PAPERS
from skirmishgen.testing.pdf import PT, read_pdf
from skirmishgen.testing.plugin import run_main


def _cuts(svg_file) -> list[tuple[float, float]]:
    document = SVG.parse(str(svg_file), ppi=25.4)
    height = float(document.height)
    found = []
    for element in document.elements():
        if isinstance(element, SvgPath):
            x0, y0, x1, y1 = element.bbox()
            assert x1 - x0 == pytest.approx(SQUARE, abs=0.01)
            assert y1 - y0 == pytest.approx(SQUARE, abs=0.01)
            found.append((round(x0, 2), round(height - y1, 2)))
    return sorted(found)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_silhouette_test_squares_are_cut_on_their_printed_line(tmp_path, paper):
    code, _out, err = run_main(
        "calibrate", "--cutter", "silhouette", "--paper", paper, "--out", str(tmp_path / "t.pdf")
    )
    assert code == 0, err
    page = read_pdf(tmp_path / "t.pdf").pages[0]
    assert (page.width * PT, page.height * PT) == pytest.approx(
        (PAPERS[paper].width, PAPERS[paper].height), abs=0.01
    )
    grey = sorted((round(b.x, 2), round(b.y, 2)) for b in page_boxes(page, SQUARE, SQUARE))
    assert len(grey) == 5
    cuts = _cuts(tmp_path / "t-cut-1.svg")
    flat = [value for corner in cuts for value in corner]
    assert flat == pytest.approx([value for corner in grey for value in corner], abs=0.05)
    black = {(round(r.x0 * PT, 1), round(r.y0 * PT, 1)) for r in page.rects if r.fill}
    for left, bottom, _right, _top in SILHOUETTE.shapes(PAPERS[paper]):
        assert (round(left, 1), round(bottom, 1)) in black


def test_cricut_test_is_an_image_with_its_cut_lines(tmp_path):
    code, out, err = run_main("calibrate", "--cutter", "cricut", "--out", str(tmp_path / "t.png"))
    assert code == 0, err
    assert "upload at 120.0 x 160.0 mm" in out
    assert len(_cuts(tmp_path / "t-1.svg")) == 5
    with Image.open(tmp_path / "t-1.png") as image:
        rgba = image.convert("RGBA")
        dots = image.info["dpi"][0] / 25.4
        height = rgba.height / dots
        for left, bottom in _cuts(tmp_path / "t-1.svg"):  # the outline Design Space cuts
            row = round((height - bottom - SQUARE / 2) * dots)
            outside = rgba.getpixel((round((left - 0.5) * dots), row))
            inside = rgba.getpixel((round((left + 0.5) * dots), row))
            assert outside[3] == 0, "clear outside the square: no black band to cut round"
            assert inside[3] == 255 and 100 < inside[0] < 200, "the grey band inside the cut"
