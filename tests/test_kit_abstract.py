"""The Abstract Skirmish kit read back: two reference cards with the key roll inside, trackers."""

from __future__ import annotations

import pytest

from kithelp import render_kit, rows_of_small_text
from pdfread import PT, read_pdf

INK = (34, 34, 34, 255)


@pytest.fixture(scope="module", params=["a4", "letter"])
def page(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp("abstract")
    pdf = read_pdf(render_kit(folder, "abstract-skirmish", "--paper", request.param))
    assert len(pdf.pages) == 1
    return pdf.pages[0]


def cut_boxes(page, min_height: float):
    return [
        (r.x0 * PT, r.y0 * PT, r.x1 * PT, r.y1 * PT)
        for r in page.rects
        if r.stroke == INK and not r.fill and (r.y1 - r.y0) * PT > min_height
    ]


def test_the_key_rule_is_inside_each_reference_card(page):
    height = page.height * PT
    cards = cut_boxes(page, 40)
    assert len(cards) == 2, "one reference card per player"
    starts = [c for c in page.chars if c["text"] == "E" and abs(c["size"] - 9.5) < 0.05]
    assert page.text().count("EVERY ROLL: 2d6 +") == 2
    rows = {round(c["bottom"], 1) for c in starts}
    assert len(rows) == 2
    for row in rows:
        chars = [c for c in page.chars if round(c["bottom"], 1) == row]
        left, right = min(c["x0"] for c in chars) * PT, max(c["x1"] for c in chars) * PT
        y = height - row * PT
        assert any(
            x0 + 2 <= left and right <= x1 - 2 and y0 + 2 <= y <= y1 - 2 for x0, y0, x1, y1 in cards
        ), "the key rule sits inside a card's cut box, 2 mm clear"


def test_trackers_slot_counters_and_order_strip(page):
    """The pieces agree: four units a side, each with a counter and a token, and an order
    strip with a place for each of the eight."""
    text = page.text()
    assert (
        text.count("OUT") == 8
        and sum(f"{s} {u} name" in text for s in ("RED", "BLUE") for u in "ABCD") == 8
    )
    assert "ORDER" in text and "8th" in text and "9th" not in text
    assert text.count("RED UNIT") == 4 and text.count("BLUE UNIT") == 4
    assert "Print one-sided" in text and "100%" not in text  # no measure, no scale claim
    counting = " ".join(str(n) for n in range(1, 31))
    assert text.count(f"OUT {counting}") == 8  # a monstrous unit (30 slots) fits a counter


def test_no_text_under_seven_points_and_the_page_is_used(page):
    assert rows_of_small_text(page) == []
    lowest = min(r.y0 for r in page.rects if r.stroke == INK) * PT
    assert lowest < 40, "the sheet is filled down to its foot"
