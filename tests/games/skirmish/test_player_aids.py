"""The Skirmish deck's player aids read back from the printed deck: what stops what names
every defence the book gives (the shield's no-card block, the counter-charge, TRIP) and
marks our deductions; the turn lists every recovery; mini aids stay readable."""

from __future__ import annotations

from skirmishgen.games.skirmish.deck import edition_file, load_deck
from skirmishgen.games.skirmish.faces import footer_credit
from skirmishgen.press.style import AID_MINIMUM
from skirmishgen.testing.pdf import read_pdf


def aid_text(pdf_path) -> str:
    """The words of the last sheet of fronts (the aids), one space between them."""
    return " ".join(read_pdf(pdf_path).pages[-2].text().split())


def test_what_stops_what_names_the_shield_the_counter_charge_and_trip(made):
    """The book's defences (000:101): the SHIELD blocks with no card and turns over, not
    against Hook (000:224, 193); a counter-charge counts as a block (000:162); TRIP cancels
    cards, and that it cannot stop a default attack is our reading, as is DISARM stopping a
    CRITICAL HIT's Rend made with a one-handed weapon (review R3)."""
    text = aid_text(made("deck", "--edition", "5"))
    assert "WHAT STOPS WHAT 1/2" in text and "WHAT STOPS WHAT 2/2" in text
    assert "SHIELD (no card; it turns over to SHIELD DAMAGED): not Hook." in text
    assert "Counter-charge (when charged;" in text and "counts as a block" in text
    assert "TRIP: cancels any card" in text
    assert "so TRIP cannot stop it (our reading)" in text
    assert "makes it with a one-handed weapon: our reading)" in text
    for defence in ("BLOCK (needs SHIELD)", "DISARM (needs", "DODGE: not Spear", "PARRY ("):
        assert defence in text, defence


def test_your_turn_lists_every_recovery_the_book_gives(made):
    """000:128-134: 2 health, an undamaged SHIELD, a weapon, armour, or armour taken off;
    the turn aid (over two cards) and the cheat sheet say the same list."""
    from texts import pdf_text

    text = aid_text(made("deck", "--edition", "5"))
    assert "YOUR TURN 1/2" in text and "YOUR TURN 2/2" in text
    sheet = " ".join(pdf_text(made("sheet", "skirmish", "--paper", "a4")).split())
    for thing in ("recover 2 health", "a weapon", "armour", "an undamaged SHIELD", "armour off"):
        assert thing in text, thing
        assert thing in sheet, thing


def test_mini_aids_set_their_text_and_type_line_at_readable_sizes(made):
    """On mini cards every aid's text and its PLAYER AID type line are 6.5 pt or more (they
    were 6.0 and 5.6): only the footer credit, fine print, is smaller."""
    page = read_pdf(made("deck", "--edition", "5", "--card-size", "mini")).pages[-2]
    chars = page.chars
    small = "".join(c["text"] for c in chars if c["fontsize"] < AID_MINIMUM - 0.01)
    footer = footer_credit(load_deck(edition_file(5))).replace(" ", "")
    cards = page.text().count("PLAYER AID")
    assert cards == 16
    assert small.replace(" ", "") == footer * cards, "nothing but the footers below 6.5 pt"
    bold = [c for c in chars if "Bold" in c["fontname"] and "Serif" not in c["fontname"]]
    assert min(c["fontsize"] for c in bold) >= AID_MINIMUM
