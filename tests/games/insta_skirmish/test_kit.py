"""The Insta-Skirmish play kit read back: the default board on one sheet, pieces, tiling."""

from __future__ import annotations

import pytest

from kithelp import render_kit, rows_of_small_text, text_below
from skirmishgen.games.insta_skirmish.game import LOOK
from skirmishgen.games.insta_skirmish.kit import (
    BARS,
    BORDER,
    CREDIT_TOP,
    LABEL,
    MARGIN,
    NO_DEPLOY_ICON,
    NOTE_SIZE,
    OBSTACLES,
    PIECES_CLEAR,
    fitting_square,
)
from skirmishgen.games.insta_skirmish.kit import DARK as DARK_TINT
from skirmishgen.press.paper import PAPERS
from skirmishgen.testing.pdf import PT, read_pdf

DARK = tuple(int(DARK_TINT[i : i + 2], 16) for i in (1, 3, 5))
PLUM = tuple(int(LOOK.colour[i : i + 2], 16) for i in (1, 3, 5))


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("insta")


@pytest.fixture(scope="module", params=["a4", "letter"])
def kit(request, folder):
    return request.param, read_pdf(render_kit(folder, "insta-skirmish", "--paper", request.param))


def white(char) -> bool:
    colour = char["non_stroking_color"]
    return bool(colour) and min(colour[:3]) > 0.99


def dark_squares(page):
    """The board's dark squares (the pieces' bands under their words share the tint)."""
    return [
        r
        for r in page.rects
        if r.fill and r.fill[:3] == DARK and min(r.x1 - r.x0, r.y1 - r.y0) * PT > 20
    ]


def test_the_default_board_is_one_sheet_with_equal_squares_inside_the_page(kit):
    paper, pdf = kit
    assert len(pdf.pages) == 2, "the board sheet and the pieces sheet"
    page = pdf.pages[0]
    square = fitting_square(PAPERS[paper])
    assert square == 24.0  # Letter could take 24.5 mm, but then no row of obstacles fits
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
    assert "the largest this paper holds" in page.text()


def test_light_squares_are_paper_white_and_the_cut_edge_is_solid(kit):
    _, pdf = kit
    page = pdf.pages[0]
    big = [r for r in page.rects if r.fill and min(r.x1 - r.x0, r.y1 - r.y0) * PT > 20]
    tinted = [r for r in big if r.fill[:3] != DARK]
    assert not tinted
    assert not [line for line in page.lines if line.dashed]
    # the legend where obstacles below the board are cut out, none where there is no cut
    cuts = [r for r in page.rects if r.stroke and not r.fill]
    assert ("cut along solid black lines" in page.text()) == bool(cuts)
    assert cuts, "both papers have room for a row of obstacles below the board"


def test_the_board_has_a_border_in_the_game_colour_with_rank_and_file(kit):
    """A band of the game's colour round the 8x8 squares, at least 6 mm from every edge
    of the paper; a-h along its foot and head, 1-8 up both sides, white, at ``LABEL`` pt:
    8.5 since today's review found 7 pt tiny on a 192 mm board."""
    paper, pdf = kit
    page = pdf.pages[0]
    square = fitting_square(PAPERS[paper])
    dark = dark_squares(page)
    left, bottom = min(r.x0 for r in dark) * PT, min(r.y0 for r in dark) * PT
    size = 8 * square
    band = [
        r
        for r in page.rects
        if r.fill
        and r.fill[:3] == PLUM
        and min(r.x1 - r.x0, r.y1 - r.y0) * PT == pytest.approx(BORDER, abs=0.05)
    ]
    assert len(band) == 4
    outer = (
        min(r.x0 for r in band) * PT,
        min(r.y0 for r in band) * PT,
        max(r.x1 for r in band) * PT,
        max(r.y1 for r in band) * PT,
    )
    assert outer[0] == pytest.approx(left - BORDER, abs=0.05)
    assert outer[2] == pytest.approx(left + size + BORDER, abs=0.05)
    assert outer[1] == pytest.approx(bottom - BORDER, abs=0.05)
    assert outer[3] == pytest.approx(bottom + size + BORDER, abs=0.05)
    width, height = page.width * PT, page.height * PT
    assert min(outer[0], outer[1], width - outer[2], height - outer[3]) >= 6 - 0.01
    labels = [
        c
        for c in page.chars
        if c["text"] in "abcdefgh12345678" and abs(c["fontsize"] - LABEL) < 0.01 and white(c)
    ]
    assert 8 <= LABEL <= 9
    assert sorted(c["text"] for c in labels) == sorted("abcdefgh12345678" * 2)
    for char in labels:  # each inside the band
        x = (char["x0"] + char["x1"]) / 2 * PT
        y = height - (char["top"] + char["bottom"]) / 2 * PT
        assert outer[0] <= x <= outer[2] and outer[1] <= y <= outer[3]
        inside = left < x < left + size and bottom < y < bottom + size
        assert not inside, char["text"]


def test_corner_squares_carry_a_large_no_deploy_mark(kit):
    """Each corner square: an icon about 11 mm in the game's colour and NO DEPLOY at 8 pt."""
    paper, pdf = kit
    page = pdf.pages[0]
    assert page.text().count("NO DEPLOY") == 4
    square = fitting_square(PAPERS[paper])
    dark = dark_squares(page)
    left, bottom = min(r.x0 for r in dark) * PT, min(r.y0 for r in dark) * PT
    corners = {
        (left + (c + 0.5) * square, bottom + (r + 0.5) * square) for r in (0, 7) for c in (0, 7)
    }
    marked = set()
    for shape in page.shapes:
        if not (shape.fill and shape.fill[:3] == PLUM and shape.width * PT > NO_DEPLOY_ICON * 0.6):
            continue
        x = (min(x for x, _ in shape.points) + max(x for x, _ in shape.points)) / 2 * PT
        y = (min(y for _, y in shape.points) + max(y for _, y in shape.points)) / 2 * PT
        for cx, cy in corners:
            if abs(x - cx) < square / 2 and abs(y - cy) < square / 2:
                marked.add((cx, cy))
    assert marked == corners
    words = [
        c
        for c in page.chars
        if c["text"] in "NODEPLY"
        and tuple(round(v * 255) for v in (c["non_stroking_color"] or (0, 0, 0))[:3]) == PLUM
        and page.height * PT - c["bottom"] * PT > bottom  # on the board, not an OBSTACLE
    ]
    assert len(words) == 4 * len("NODEPLOY")
    assert {round(c["fontsize"], 1) for c in words} == {8.0}


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
    blanks = pieces.count("RED") + pieces.count("BLUE") - sum(counts.values())
    assert blanks == 2 * 4, "four stand-ins a side with the value to pencil in"
    assert pieces.count("RED") == pieces.count("BLUE")
    assert pieces.count("ACTED") >= 12 and pieces.count("ARMOR") >= 8
    assert len(pdf.pages) == 2  # the second stand-ins only fill the sheet's room


def test_the_pieces_sheet_is_full(kit):
    """Every place of the pieces sheet's grid, as many rows as fit above the credit line,
    holds a piece: spare places take more ACTED and ARMOR markers, no empty row."""
    paper, pdf = kit
    square = fitting_square(PAPERS[paper])
    size = PAPERS[paper]
    text = text_below(pdf.pages[1], 48)
    pieces = sum(text.count(word) for word in ("OBSTACLE", "RED", "BLUE", "ACTED", "ARMOR"))
    columns = int((size.width - 2 * MARGIN) // square)
    top = size.height - MARGIN - 9 - BARS  # the title alone over the bars, the note beside
    rows = int((top - 4 - CREDIT_TOP - PIECES_CLEAR) // square)
    assert pieces == columns * rows, (pieces, columns, rows)


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
            if c["text"] in "abcdefgh"
            and white(c)  # the border's letters, reversed out of it
            and outline.x0 < c["x0"] < outline.x1
        }
        assert seen and seen != set("abcdefgh"), "each tile shows only part of the board"
        letters |= seen
        assert not [line for line in page.lines if line.dashed], "the tile's cut edge is solid"
    assert letters == set("abcdefgh")


def test_either_paper_fields_five_miniatures_of_any_one_die_a_side(kit):
    """Both papers: an army of five, all d6s or all d12s (30 and 60 points), can be set up
    from the stand-ins: the die's own and the blank ones to pencil a value on; at least
    12 ACTED and 8 ARMOR markers."""
    _, pdf = kit
    pieces = text_below(pdf.pages[1], 48)
    blanks = (pieces.count("RED") + pieces.count("BLUE")) // 2 - sum(
        pieces.count(die) // 2 for die in ("d4", "d6", "d8", "d10", "d12", "d20")
    )
    for die in ("d4", "d6", "d8", "d10", "d12", "d20"):
        assert pieces.count(die) // 2 + blanks >= 5, die
    assert pieces.count("ACTED") >= 12 and pieces.count("ARMOR") >= 8


def test_pieces_wear_the_game_colour_over_the_board_tint(kit):
    """Obstacles, ACTED and ARMOR: word and icon in the game's colour, over a band of the
    board's tint the width of the piece (as the stand-ins wear their side's)."""
    paper, pdf = kit
    square = fitting_square(PAPERS[paper])
    page = pdf.pages[1]
    bands = [
        r
        for r in page.rects
        if r.fill
        and r.fill[:3] == DARK
        and (r.x1 - r.x0) * PT == pytest.approx(square, abs=0.05)
        and (r.y1 - r.y0) * PT < square / 3
    ]
    words = text_below(page, 48)
    assert len(bands) == sum(words.count(w) for w in ("OBSTACLE", "ACTED", "ARMOR"))
    plum = [
        c
        for c in page.chars
        if c["text"] == "R"
        and tuple(round(v * 255) for v in (c["non_stroking_color"] or (0, 0, 0))[:3]) == PLUM
    ]
    assert len(plum) == 2 * words.count("ARMOR"), "ARMOR in the game's colour"
    icons = [s for s in page.shapes if s.fill and s.fill[:3] == PLUM and s.width * PT > 8]
    assert len(icons) >= len(bands)


def test_obstacles_stop_attacks_not_only_shooting(made):
    """The rulebook: nothing moves or attacks into or through an obstacle, melee too (004:60)."""
    from texts import pdf_text

    printed = " ".join(pdf_text(made("kit", "insta-skirmish")).split())
    assert "nothing moves or attacks into or through one" in printed


def test_the_pieces_keep_5_mm_over_the_credit_line(kit):
    """Today's review: p2's footer sat about 1.5 mm under the last row of pieces. The grid's
    lowest cut now stands ``PIECES_CLEAR`` (5) mm or more over the credit's capitals."""
    _, pdf = kit
    page = pdf.pages[1]
    height = page.height * PT
    foot = max(c["bottom"] for c in page.chars)
    credit = [c for c in page.chars if foot - c["bottom"] < 1.0 and c["text"].isupper()]
    credit_top = height - min(c["top"] for c in credit) * PT
    assert credit_top == pytest.approx(CREDIT_TOP, abs=0.4)
    lowest = min(r.y0 for r in page.rects if r.stroke and not r.fill) * PT
    assert lowest - credit_top >= PIECES_CLEAR >= 5


def test_the_blank_stand_ins_print_their_d_as_the_d6_prints_its_name(kit):
    """Today's review: the blank "d__" pieces were set larger and heavier than "d4" to
    "d20". Their "d" is now in the d6 piece's type and size, its blank line no heavier."""
    _, pdf = kit
    chars = [  # the pieces' names, in the display face; not the note nor the credit
        c for c in pdf.pages[1].chars if c["top"] * PT > 48 and "Serif" in c["fontname"]
    ]
    names = list(zip(chars, [*chars[1:], None], strict=True))
    blanks = [
        c for c, after in names if c["text"] == "d" and not (after and after["text"].isdigit())
    ]
    sixes = [c for c, after in names if c["text"] == "d" and after and after["text"] == "6"]
    assert len(blanks) == 8 and len(sixes) >= 2
    assert {(round(c["fontsize"], 2), c["fontname"]) for c in blanks} == {
        (round(sixes[0]["fontsize"], 2), sixes[0]["fontname"])
    }


def test_the_pieces_note_stays_under_95_characters_a_line(kit):
    """Review row 18: the pieces sheet's note ran about 150 characters a line; it now stands
    beside the calibration bars, about 60 a line, and over the pieces."""
    _, pdf = kit
    page = pdf.pages[1]
    rows: dict[float, list[dict]] = {}
    for c in page.chars:
        if abs(c["fontsize"] - NOTE_SIZE) < 0.01:
            rows.setdefault(round(c["bottom"], 1), []).append(c)
    assert 3 <= len(rows) <= 5
    assert "nothing moves or attacks into" in " ".join(page.text().split())
    first_cut = max(r.y1 for r in page.rects if r.stroke and not r.fill)
    for row in rows.values():
        assert len(row) <= 95
        assert page.height - row[0]["bottom"] > first_cut + 2 / PT, "over the pieces"
