"""The Insta-Skirmish play kit read back: the default board on one sheet, pieces, tiling."""

from __future__ import annotations

import pytest

from kithelp import render_kit, rows_of_small_text, text_below
from pdfread import PT, read_pdf
from skirmishgen.press.paper import PAPERS
from skirmishgen.systems.insta.kit import DARK as DARK_TINT
from skirmishgen.systems.insta.kit import OBSTACLES, fitting_square

DARK = tuple(int(DARK_TINT[i : i + 2], 16) for i in (1, 3, 5))


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("insta")


@pytest.fixture(scope="module", params=["a4", "letter"])
def kit(request, folder):
    return request.param, read_pdf(render_kit(folder, "insta-skirmish", "--paper", request.param))


def dark_squares(page):
    return [r for r in page.rects if r.fill and r.fill[:3] == DARK]


def test_the_default_board_is_one_sheet_with_equal_squares_inside_the_page(kit):
    paper, pdf = kit
    assert len(pdf.pages) == 2, "the board sheet and the pieces sheet"
    page = pdf.pages[0]
    square = fitting_square(PAPERS[paper])
    assert square == {"a4": 24.0, "letter": 24.5}[paper]
    dark = dark_squares(page)
    assert len(dark) == 32
    for rect in dark:
        assert (rect.x1 - rect.x0) * PT == pytest.approx(square, abs=0.02)
        assert (rect.y1 - rect.y0) * PT == pytest.approx(square, abs=0.02)
    left = min(r.x0 for r in dark) * PT
    right = max(r.x1 for r in dark) * PT
    bottom = min(r.y0 for r in dark) * PT
    top = max(r.y1 for r in dark) * PT
    assert right - left == pytest.approx(8 * square, abs=0.05)
    assert top - bottom == pytest.approx(8 * square, abs=0.05)
    assert left >= 8 and right <= page.width * PT - 8 and bottom >= 10
    assert f"squares of {square:g} mm" in page.text()
    assert "largest that fits" in page.text()


def test_light_squares_are_paper_white_and_the_cut_edge_is_solid(kit):
    _, pdf = kit
    page = pdf.pages[0]
    big = [r for r in page.rects if r.fill and min(r.x1 - r.x0, r.y1 - r.y0) * PT > 20]
    tinted = [r for r in big if r.fill[:3] != DARK]
    assert not tinted
    assert not [line for line in page.lines if line.dashed]
    assert "cut along solid black lines" in page.text()


def test_all_32_obstacles_and_the_pieces(kit):
    _, pdf = kit
    texts = [text_below(page, 48) for page in pdf.pages]  # below the notes
    assert sum(text.count("OBSTACLE") for text in texts) == OBSTACLES
    pieces = texts[1]
    counts = {die: pieces.count(die) for die in ("d4", "d6", "d8", "d10", "d12", "d20")}
    assert all(n in (2, 4) for n in counts.values()), "one or two a side of each die"
    by_use = ["d8", "d6", "d10", "d4", "d12", "d20"]
    doubled = [die for die in by_use if counts[die] == 4]
    assert doubled and doubled == by_use[: len(doubled)], "the middle dice twice a side first"
    assert pieces.count("RED") == pieces.count("BLUE") == sum(counts.values()) // 2
    assert pieces.count("ACTED") == 10 and pieces.count("ARMOR") == 6
    assert len(pdf.pages) == 2  # the second stand-ins only fill the sheet's room


def test_no_text_under_seven_points(kit):
    _, pdf = kit
    for page in pdf.pages:
        assert rows_of_small_text(page) == []


def test_a_given_square_too_large_for_the_sheet_tiles(folder):
    pdf = read_pdf(render_kit(folder, "insta-skirmish", "--only", "board", "--square", "1in"))
    assert len(pdf.pages) == 2, "a 1-inch board is wider than A4's printable width"
    letters = set()
    for page in pdf.pages:
        dark = dark_squares(page)
        full = [r for r in dark if abs((r.x1 - r.x0) * PT - 25.4) < 0.05]
        assert full, "whole dark squares on every tile"
        for rect in full:
            assert (rect.y1 - rect.y0) * PT == pytest.approx(25.4, abs=0.05)
        outline = max(
            (r for r in page.rects if r.stroke and not r.fill), key=lambda r: r.x1 - r.x0
        )  # the tile's cut outline; the board outside it is clipped away
        seen = {
            c["text"]
            for c in page.chars
            if c["text"] in "abcdefgh" and c["size"] == 8 and outline.x0 < c["x0"] < outline.x1
        }
        assert seen and seen != set("abcdefgh"), "each tile shows only part of the board"
        letters |= seen
        assert not [line for line in page.lines if line.dashed], "the tile's cut edge is solid"
    assert letters == set("abcdefgh")
