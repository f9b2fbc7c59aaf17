"""Deck pages read back: every page says which sheet it is and how to print it (Letter too),
and the numbers players read across the table are big enough."""

from __future__ import annotations

import pytest

from makers import print_deck
from skirmishgen.games.skirmish.deck import edition_file
from skirmishgen.press.layout import Sheet
from skirmishgen.press.paper import CARD_SIZES, PAPERS
from skirmishgen.testing.pdf import read_pdf


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_page_carries_its_sheet_label(tmp_path, paper):
    out = tmp_path / "deck.pdf"
    print_deck(edition_file(5), Sheet(PAPERS[paper], CARD_SIZES["poker"]), out)
    pages = read_pdf(out).pages
    for number, page in enumerate(pages):
        side = "back" if number % 2 else "front"
        label = f"{number // 2 + 1}/{len(pages) // 2} {side} \u00b7 print at 100%"
        assert label in page.text(), f"page {number + 1}"


@pytest.mark.parametrize("card, least", [("poker", 12.0), ("bridge", 12.0), ("mini", 9.0)])
def test_the_largest_number_on_the_first_sheet_reads_across_the_table(tmp_path, card, least):
    """The style guide's bar: numbers players read across the table sit in a badge at
    least 12 pt on poker and bridge cards, 9 pt on mini cards."""
    out = tmp_path / "deck.pdf"
    print_deck(edition_file(5), Sheet(PAPERS["a4"], CARD_SIZES[card]), out)
    first = read_pdf(out).pages[0]
    digits = [c["fontsize"] for c in first.chars if c["text"].isdigit()]
    assert max(digits) >= least
    badges = [c for c in first.chars if c["text"].isdigit() and c["fontsize"] >= least]
    assert len(badges) >= 4, "a badge on every MAIL of the first sheet"


def test_the_last_sheets_hold_one_set_of_aids_then_the_spares(tmp_path):
    """The shipped deck's cards send players to the aids, and one set (8) does not fit the
    last sheet's 7 free places: a sheet more takes them, and its free places take a second
    whole set, each part of a sequence (SPECIAL ATTACKS 1/3 to 3/3) as often as the others."""
    from skirmishgen.cli import main

    out = tmp_path / "deck.pdf"
    with pytest.raises(SystemExit) as info:
        main(["deck", "--edition", "5", "--out", str(out)])
    assert info.value.code in (0, None)
    pages = read_pdf(out).pages
    fronts = pages[-4].text() + pages[-2].text()
    for title in AID_TITLES:
        assert fronts.count(title) == 2, title
    assert fronts.count("PLAYER AID") == 16
    backs = pages[-3].text() + pages[-1].text()
    assert backs.count("layout by skirmishgen") == 16, "aid backs credit"


AID_TITLES = (
    "YOUR TURN 1/2",
    "YOUR TURN 2/2",
    "SPECIAL ATTACKS 1/3",
    "SPECIAL ATTACKS 2/3",
    "SPECIAL ATTACKS 3/3",
    "WHAT STOPS WHAT 1/2",
    "WHAT STOPS WHAT 2/2",
    "SETUP AND WINNING",
)


def test_a_deck_of_many_defences_spreads_what_stops_what_over_numbered_aids(tmp_path):
    """Two copies of every shipped design: two shields, eight defence cards, the
    counter-charge and TRIP, four to an aid, so three WHAT STOPS WHAT aids (1/3 to 3/3),
    each ending with the Flurry of Blows line; 55 cards leave the last sheet room for them."""
    from decks import generated_deck
    from skirmishgen.games.skirmish.deck import load_deck

    designs = 2 * len(load_deck(edition_file(5)).cards)
    source = tmp_path / "twice.yaml"
    source.write_text(generated_deck(edition_file(5).read_text("utf-8"), 55, designs), "utf-8")
    out = tmp_path / "deck.pdf"
    print_deck(source, Sheet(PAPERS["a4"], CARD_SIZES["poker"]), out)
    last = " ".join(read_pdf(out).pages[-2].text().split())
    for part in ("1/3", "2/3", "3/3"):
        assert last.count(f"WHAT STOPS WHAT {part}") == 1, part
    assert "WHAT STOPS WHAT 1/4" not in last and "BLOCK 2" in last and "SHIELD 2" in last
    assert last.count("stops one blow of a") == 3
