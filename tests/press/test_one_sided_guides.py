"""One-sided decks read back: the registration crosses of a glued deck (``--duplex none``)
and the note naming ``--duplex fold``; a fold deck's glue strips and its first label's
count of sheets."""

from __future__ import annotations

import pytest

from makers import print_deck
from pdfplumbed import page_boxes
from skirmishgen.decks import FOLD_ADVICE
from skirmishgen.games.skirmish.deck import edition_file
from skirmishgen.press.layout import (
    FEED_BAND,
    TARGET_RADIUS,
    Sheet,
    grid_for,
    impose,
    oriented,
)
from skirmishgen.press.paper import CARD_SIZES, PAPERS
from skirmishgen.press.sheetguides import GLUE_WORD
from skirmishgen.testing.pdf import PT, Box, read_pdf

POKER = CARD_SIZES["poker"]
NEAR = 0.05  # mm


def crosses(page) -> list[tuple[float, float]]:
    """Centres (mm) of the black crosses on ``page``: a horizontal and a vertical line
    of a registration cross's span, sharing their midpoint."""
    span = 2 * TARGET_RADIUS
    flat, upright = [], []
    for line in page.lines:
        if line.stroke is None or line.stroke[:3] != (0, 0, 0):
            continue
        x0, y0, x1, y1 = (v * PT for v in (line.x0, line.y0, line.x1, line.y1))
        middle = ((x0 + x1) / 2, (y0 + y1) / 2)
        if abs(y0 - y1) < NEAR and abs(abs(x1 - x0) - span) < NEAR:
            flat.append(middle)
        elif abs(x0 - x1) < NEAR and abs(abs(y1 - y0) - span) < NEAR:
            upright.append(middle)
    return sorted(
        a for a in flat if any(abs(a[0] - b[0]) < NEAR and abs(a[1] - b[1]) < NEAR for b in upright)
    )


def overlaps(box: Box, x: float, y: float, reach: float) -> bool:
    return (
        box.x - reach < x < box.x + box.width + reach
        and box.y - reach < y < box.y + box.height + reach
    )


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_glued_sheets_carry_crosses_that_meet_once_turned(build, paper):
    """Every front sheet and its back sheet carry two crosses each, the back's where the
    front's land when the sheet is turned over left to right; none on a card or in the 6 mm
    feed bands at the top and bottom of the paper."""
    result, sheet = build(duplex="none", paper=paper)
    pdf = read_pdf(result.path)
    width, height = sheet.paper.width, sheet.paper.height
    assert len(pdf.pages) == 30
    for front, back in zip(pdf.pages[0::2], pdf.pages[1::2], strict=True):
        ahead, behind = crosses(front), crosses(back)
        assert len(ahead) == 2 == len(behind), front.page_number
        turned = sorted((width - x, y) for x, y in ahead)
        for (x, y), (u, v) in zip(turned, behind, strict=True):
            assert x == pytest.approx(u, abs=NEAR) and y == pytest.approx(v, abs=NEAR)
        for page, centres in ((front, ahead), (back, behind)):
            cards = page_boxes(page, POKER.width, POKER.height)
            for x, y in centres:
                assert y - TARGET_RADIUS >= FEED_BAND and y + TARGET_RADIUS <= height - FEED_BAND
                assert x - TARGET_RADIUS >= 0.5 and x + TARGET_RADIUS <= width - 0.5
                assert not any(overlaps(card, x, y, TARGET_RADIUS) for card in cards)


def test_the_crosses_are_diagonal_corners_of_the_block():
    """Opposite corners catch a skew as well as a shift: top left and bottom right."""
    sheet = Sheet(PAPERS["a4"], POKER, duplex="none")
    front = impose(sheet, [("f", "b")] * 9)[0]
    (left_x, left_y), (right_x, right_y) = front.targets
    assert left_x < min(p.x for p in front.placements) and left_y > right_y
    assert right_x > max(p.x + p.width for p in front.placements)


def test_only_a_glued_deck_has_crosses():
    for duplex in ("long", "short", "fold"):
        sheet = oriented(Sheet(PAPERS["a4"], POKER, duplex=duplex))
        assert not any(page.targets for page in impose(sheet, [("f", "b")] * 20))


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_first_glued_sheet_names_the_fold_deck(build, paper):
    """Its first sheet, and only that, says in a whole sentence (a capital, a full stop)
    how to print the fold deck, whose backs cannot slip: the flag a player types."""
    result, _ = build(duplex="none", paper=paper)
    pdf = read_pdf(result.path)
    said = [" ".join(page.text().split()) for page in pdf.pages[:4]]
    assert FOLD_ADVICE in said[0]
    assert FOLD_ADVICE[0].isupper() and FOLD_ADVICE.endswith(".")
    assert "--duplex fold" in FOLD_ADVICE
    assert not any(FOLD_ADVICE in text for text in said[1:])


@pytest.fixture(scope="module", params=["a4", "letter"])
def folded(request, tmp_path_factory):
    sheet = Sheet(PAPERS[request.param], POKER, duplex="fold")
    out = tmp_path_factory.mktemp("fold") / "deck.pdf"
    print_deck(edition_file(5), sheet, out)
    return read_pdf(out), oriented(sheet)


def test_the_first_fold_label_counts_the_sheets_and_cards(folded):
    pdf, sheet = folded
    first = " ".join(pdf.pages[0].text().split())
    sheets, per = len(pdf.pages), grid_for(sheet).per_page
    assert f"{sheets} sheets, {per} cards a sheet" in first
    assert "cards a sheet" not in " ".join(pdf.pages[1].text().split())


def test_glue_strips_flank_the_back_halves_outside_the_cards(folded):
    """Strips above and below each back half, inside its width, off every card (so cut
    away) and out of the feed bands; each strip says where the glue goes, in the PDF."""
    pdf, sheet = folded
    for laid in impose(sheet, [("f", "b")] * 9):
        backs = laid.placements[1::2]
        assert len(laid.glue) == 2 * len({b.x for b in backs})
        for x, y, w, h in laid.glue:
            assert any(b.x < x and x + w < b.x + b.width for b in backs)
            assert y >= FEED_BAND and y + h <= sheet.paper.height - FEED_BAND
            assert not any(y < p.y + p.height and p.y < y + h for p in laid.placements)
    first = impose(sheet, [("f", "b")] * grid_for(sheet).per_page)[0]
    assert " ".join(pdf.pages[0].text().split()).count(GLUE_WORD) == len(first.glue)


def test_the_glue_strips_use_the_house_hatching(folded):
    """Grey 45 degree lines (the style guide's glue), drawn only in the strips' bands."""
    pdf, sheet = folded
    laid = impose(sheet, [("f", "b")] * 4)[0]
    grey = [
        line
        for line in pdf.pages[0].lines
        if line.stroke is not None and line.stroke[:3] == (153, 153, 153)
    ]
    diagonal = [ln for ln in grey if abs(abs(ln.x1 - ln.x0) - abs(ln.y1 - ln.y0)) < 0.01]
    assert len(diagonal) >= 4 * len(laid.glue)
    bands = {(round(y, 3), round(y + h, 3)) for _, y, _, h in laid.glue}
    for line in diagonal:
        low, high = sorted((line.y0 * PT, line.y1 * PT))
        assert any(abs(low - a) < NEAR and abs(high - b) < NEAR for a, b in bands)


def test_each_glue_strip_points_at_the_half_whose_back_takes_the_glue(folded):
    """The strips sit outside the cards, so "the hatched half" named none: each strip says
    "glue behind this half" between two arrowheads pointing at the half it flanks (down
    from a strip above the cards, up from one below), and the third step names the
    strips."""
    from skirmishgen.press.sheetguides import FOLD_STEPS

    pdf, sheet = folded
    laid = impose(sheet, [("f", "b")] * grid_for(sheet).per_page)[0]
    page = pdf.pages[0]
    assert GLUE_WORD == "glue behind this half" and "strips" in FOLD_STEPS[2]
    middle = sum(p.y + p.height / 2 for p in laid.placements) / len(laid.placements)
    for x, y, w, h in laid.glue:
        heads = [
            shape
            for shape in page.shapes
            if shape.fill is not None
            and len(set(shape.points)) == 3
            and 0.5 < shape.width * PT < 2.5
            and all(x < u * PT < x + w and y < v * PT < y + h for u, v in shape.points)
        ]
        assert len(heads) == 2, (x, y, len(heads))
        for head in heads:
            ys = sorted(v for _, v in set(head.points))
            tip_low = ys[0] < ys[1] - 1e-6  # one corner alone at the bottom: it points down
            assert tip_low == (y > middle), (x, y, ys)
