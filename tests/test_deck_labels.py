"""Every deck page says which sheet it is and how to print it, on Letter as on A4."""

from __future__ import annotations

import pytest

from makers import print_deck
from pdfread import read_pdf
from skirmishgen.press.layout import Sheet
from skirmishgen.press.paper import CARD_SIZES, PAPERS
from skirmishgen.systems.skirmish.deck import edition_file


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_page_carries_its_sheet_label(tmp_path, paper):
    out = tmp_path / "deck.pdf"
    print_deck(edition_file(5), Sheet(PAPERS[paper], CARD_SIZES["poker"]), out)
    pages = read_pdf(out).pages
    for number, page in enumerate(pages):
        side = "back" if number % 2 else "front"
        label = f"{number // 2 + 1}/{len(pages) // 2} {side} \u00b7 print at 100%"
        assert label in page.text(), f"page {number + 1}"
