"""The trait cards' rules, read back from the PDF: at 8 pt at least on mini cards (the
player aids beside them are 9 pt), one size on every trait, and clear of the "+1 INIT"
pill above them and of the player's tag below."""

from __future__ import annotations

from pdfplumbed import open_pdf, page_boxes
from skirmishgen.games.abstract_skirmish.reference import reference
from skirmishgen.testing.pdf import PT

MINI = (44.0, 63.0)


def _trait_cards(made):
    """(its words in ink, its words in white) of each trait card of a one-a-trait deck."""
    page = open_pdf(made("deck", "abstract-skirmish", "--per-trait", "1")).pages[0]
    cards = []
    for box in page_boxes(page, *MINI)[: len(reference().traits)]:
        left, right = box.x / PT, (box.x + box.width) / PT
        top, bottom = page.height - (box.y + box.height) / PT, page.height - box.y / PT
        inside = page.within_bbox((left, top, right, bottom))
        words = inside.extract_words(extra_attrs=["size", "non_stroking_color"])
        white = [w for w in words if all(v > 0.99 for v in w["non_stroking_color"])]
        cards.append(([w for w in words if w not in white], white))
    return cards


def test_trait_rules_are_8_pt_at_least_and_one_size(made):
    sizes = set()
    for ink, _ in _trait_cards(made):
        assert len(ink) > 10, "each trait card has its rules"
        sizes |= {round(word["size"], 2) for word in ink}
    assert min(sizes) >= 8.0, sizes
    assert len(sizes) == 1, sizes


def test_trait_rules_sit_under_the_pill_and_above_the_tag(made):
    for ink, white in _trait_cards(made):
        pill = next(w for w in white if w["text"] == "+1")
        tag = max(white, key=lambda w: w["bottom"])  # the player's letter, lowest on the card
        assert min(w["top"] for w in ink) > pill["bottom"] + 2
        assert max(w["bottom"] for w in ink) < tag["top"] - 2
