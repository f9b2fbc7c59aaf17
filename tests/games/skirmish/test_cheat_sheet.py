"""The Skirmish cheat sheet read back: what stops what, from the cards' own rules, and the
Highlander set-up."""

from __future__ import annotations

import pytest

from skirmishgen.games.skirmish.cheatsheet import stops, stops_matrix
from skirmishgen.games.skirmish.deck import edition_file, load_deck
from skirmishgen.resources import content_dir
from texts import pdf_text


def test_disarm_and_rend_agree_on_the_sheet_and_the_aid(made):
    """DISARM stops one-handed weapon attacks only; a Rend is two-handed, unless a CRITICAL
    HIT makes it "with any weapon" (its own card): then a one-handed Rend is one DISARM
    stops. The matrix, the what-stops-what aid and the printed sheet say the same."""
    from skirmishgen.games.skirmish.cheatsheet import stops
    from skirmishgen.games.skirmish.deck import edition_file, load_deck, what_stops_what

    deck = load_deck(edition_file(5))
    assert stops(deck, "Disarm", "Rend") == "1-hand only"
    assert stops(deck, "Disarm", "Two Handed Axe") == "no"
    assert stops(deck, "Parry", "Rend") == "yes, weapon lost"
    (disarm,) = [line for line in what_stops_what(deck) if line.startswith("**DISARM**")]
    assert "so not Rend, unless a **CRITICAL HIT** makes it with a one-handed weapon" in disarm
    sheet = pdf_text(made("sheet", "skirmish", "--paper", "a4"))
    assert "1-hand only" in sheet


DECK = load_deck(edition_file(5))


@pytest.mark.parametrize(
    ("defence", "attack", "verdict"),
    [
        ("Dodge", "Spear", "no"),
        ("Parry", "Charge", "no"),
        ("Disarm", "Kick", "no"),
        ("Disarm", "Two Handed Sword", "no"),
        ("Block", "Hook", "no"),
        ("Shield", "Hook", "no"),
        ("Block", "Charge", "yes"),
        ("Dodge", "Flurry of Blows", "one blow"),
        ("Dodge", "Charge", "passes"),
        ("Parry", "Rend", "yes, weapon lost"),
        ("Trip", "Hook", "cancels"),
    ],
)
def test_what_stops_what_follows_the_card_rules(defence, attack, verdict):
    assert stops(DECK, defence, attack) == verdict


def test_the_matrix_changes_with_the_content(tmp_path):
    card = next(c for c in DECK.cards if c.name == "Dodge")
    assert stops(DECK, "Dodge", "Spear") == "no" and "Spear" in card.not_against
    edited = DECK.model_copy(
        update={
            "cards": [
                c.model_copy(update={"not_against": []}) if c.name == "Dodge" else c
                for c in DECK.cards
            ]
        }
    )
    assert stops(edited, "Dodge", "Spear") == "yes"
    assert len(stops_matrix(DECK)) == 7


def test_the_skirmish_matrix_and_the_highlander_setup(made):
    from skirmishgen.games.skirmish.cheatsheet import stops
    from skirmishgen.games.skirmish.deck import load_deck

    deck = load_deck(content_dir() / "skirmish" / "edition-5.yaml")
    assert stops(deck, "Trip", "default attack") == "no card"  # 000:98, 375
    assert stops(deck, "Trip", "basic attack") == "cancels"
    assert stops(deck, "Disarm", "Rend") == "1-hand only"  # 000:256, 337
    sheet = pdf_text(made("sheet", "skirmish"))
    note = "Our reading: 1-hand only, a Rend a CRITICAL HIT makes with a one-handed weapon"
    assert note in sheet  # review R3: deductions the book does not state, marked
    assert "no card, TRIP cancels cards and a default attack plays none" in sheet
    assert "our suggestion: deal each player one" in sheet  # 000:212 says only 2H weapons
    booklet = pdf_text(made("booklet", "skirmish", "--imposition", "pages"))
    assert "our suggestion: the rulebook says only that two-handed weapons are used" in booklet
