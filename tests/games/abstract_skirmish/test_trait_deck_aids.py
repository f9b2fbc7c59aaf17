"""The Unit Trait deck's player aids, read back from the PDF: every aid prints at least
once whatever the deck's size (a sheet more when the cards leave too few free slots), and
spare copies fill the last sheet, so no sheet goes out half empty."""

from __future__ import annotations

import pytest

from pdfplumbed import page_boxes
from skirmishgen.games.abstract_skirmish.deck import AIDS, trait_deck
from skirmishgen.games.abstract_skirmish.reference import reference
from skirmishgen.testing.pdf import read_pdf

MINI = (44.0, 63.0)
AID_TITLES = [s.title.upper() for s in reference().sections if s.id in AIDS]


def deck_of(slots: int):
    return trait_deck({"slots": slots, "player": "A", "roster": None, "per_trait": None})


@pytest.mark.parametrize("slots", [20, 40, 60])
def test_every_aid_prints_at_least_once(made, slots):
    pdf = read_pdf(made("deck", "abstract-skirmish", "--slots", str(slots)))
    text = "\n".join(page.text() for page in pdf.pages[::2])
    assert len(AID_TITLES) == len(AIDS)
    missing = [title for title in AID_TITLES if title not in text]
    assert not missing, f"{slots} slots: no {missing}"


@pytest.mark.parametrize(("slots", "paper"), [(20, "a4"), (40, "a4"), (60, "a4"), (60, "letter")])
def test_the_last_sheet_is_filled_with_spare_aids(made, slots, paper):
    """Its empty slots are fewer than the smallest whole aid (all its parts) a spare copy
    would take: had one fitted, it would have been printed."""
    pdf = read_pdf(made("deck", "abstract-skirmish", "--slots", str(slots), "--paper", paper))
    fronts = pdf.pages[::2]
    per_sheet = len(page_boxes(fronts[0], *MINI))  # the first sheet is full of cards
    empty = per_sheet - len(page_boxes(fronts[-1], *MINI))
    smallest = min(len(group) for group in deck_of(slots).spare_aids)
    assert empty < smallest, f"{slots} slots on {paper}: {empty} of {per_sheet} slots empty"


def test_an_aid_sheet_is_added_only_when_the_free_slots_cannot_take_one_set(made):
    """60 slots: 300 cards leave 4 free slots for 5 aids, so a 20th sheet is printed; 20
    slots: 100 cards leave 12, and the deck keeps its 7 sheets."""
    for slots in (20, 60):
        pdf = read_pdf(made("deck", "abstract-skirmish", "--slots", str(slots)))
        per_sheet = len(page_boxes(pdf.pages[0], *MINI))
        cards = 5 * slots
        free = -cards % per_sheet
        sheets = -(-cards // per_sheet) + (free < len(AIDS))
        assert len(pdf.pages) == 2 * sheets, slots
