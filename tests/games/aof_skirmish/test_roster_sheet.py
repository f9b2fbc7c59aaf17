"""AOF: Skirmish roster sheets: the blank sheet's unit cards are the filled ones left empty."""

from __future__ import annotations

import pytest

from skirmishgen.testing.pdf import PT, read_pdf


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_blank_aof_cards_are_the_filled_card_left_empty(sheets, paper):
    """Six unit cards, each with the filled card's Q and D pills (band-coloured, a white
    writing space inside) and a wound track of 9 model boxes and 5 marker boxes."""
    page = read_pdf(sheets["blank-aof-skirmish", paper]).pages[0]
    boxes = [
        r
        for r in page.rects
        if abs((r.x1 - r.x0) - 3.6 / PT) < 0.2 and abs((r.y1 - r.y0) - 3.6 / PT) < 0.2
    ]
    assert len(boxes) == 6 * (9 + 5)
    words = page.text().replace("+", " + ").split()
    assert words.count("Q") == 6 and words.count("D") == 6 and words.count("pts") == 6
    assert words.count("Wounds") == 6 and words.count("Wounds:") == 1  # the roll said once
