"""The Skirmish rule booklet read back: a numbered heading for every section of the
rulebook, every card and special attack, the card list adding up to the deck, the table at
the start, examples under their own heading and a quick reference on the back page."""

from __future__ import annotations

import re

from booklets import assert_numbered_headings
from skirmishgen.games.skirmish.deck import edition_file, load_deck
from skirmishgen.testing.pdf import read_pdf
from texts import page_text, pdf_text

#: The rule sections of Peter Cobcroft's Skirmish (5th edition), each with its place.
SKIRMISH_HEADINGS = [
    "Introduction",
    "Setup",
    "Discard piles",
    "Winning the game",
    "Turn order",
    "Attacking and defending",
    "Recovering",
    "Losing your shield or weapon",
    "Special attacks",
    "Highlander variant",
    "Card descriptions",
    "Armour cards",
    "Basic attack cards",
    "Defence cards",
    "Special cards",
    "Weapon cards",
    "Card list",
]


def test_every_section_of_the_rulebook_has_its_numbered_heading(booklet):
    assert_numbered_headings(booklet("skirmish"), SKIRMISH_HEADINGS)


def test_skirmish_booklet_names_every_card_and_special_attack(booklet):
    deck = load_deck(edition_file(5))
    text = pdf_text(booklet("skirmish"))
    assert deck.author in page_text(read_pdf(booklet("skirmish")).pages[0])
    for card in deck.cards:  # card names print in capitals, as on the cards
        assert card.name.upper() in text, card.name
    for special in deck.special_attacks:
        assert special.name in text, special.name
    for number in ("2 to 8", "12 health", "6 cards"):
        assert number in text, number


def test_skirmish_card_list_adds_up_to_the_deck(booklet):
    deck = load_deck(edition_file(5))
    text = pdf_text(booklet("skirmish"))
    table = text[text.rindex("Card list") :]
    rows = re.findall(r"\b(\d+) (Armour|Basic|Defence|Special|Weapon) ", table)
    assert len(rows) == len(deck.cards)
    assert sum(int(count) for count, _ in rows) == deck.total == 128
    assert "128 Total cards" in table


def test_skirmish_booklet_shows_the_table_at_the_start(booklet):
    """The setup figure is drawn (its pile labels and cards are text on the page) with its
    caption under it, on one page, before the discard piles are explained."""
    pages = [" ".join(page_text(p).split()) for p in read_pdf(booklet("skirmish")).pages]
    (page,) = [p for p in pages if "At the start: the shared piles" in p]
    for label in ("draw deck", "discard", "weapon discard", "your hand: 6", "12 health"):
        assert label in page, label
    assert page.index("draw deck") < page.index("At the start")  # the caption under it


def test_skirmish_back_page_is_a_quick_reference(booklet):
    """The last page holds the quick reference, whole: the turn's four steps, and which
    answer stops which attack, worked out from the deck (SHIELD and BLOCK fail against
    Hook, DISARM against KICK, DODGE against a SPEAR, PARRY against Charge)."""
    pages = read_pdf(booklet("skirmish")).pages
    last = page_text(pages[-1])
    assert "Quick reference" in last and "Quick reference" not in page_text(pages[-2])
    for step in ("Wear armour:", "One action:", "Discard:", "Redraw: up to 6 cards"):
        assert step in last
    rows = {
        "Hook": "no no stops stops stops",
        "SHIELD BASH, KICK or PUNCH": "stops stops no stops stops",
        "Any attack with a SPEAR": "stops stops stops no stops",
        "Charge": "stops stops stops stops no",
        "Any other attack": "stops stops stops stops stops",
    }
    for attack, cells in rows.items():
        assert f"{attack} {cells}" in last, attack


def test_skirmish_example_boxes_and_tables_stay_with_their_text(booklet):
    """The Ann and Ben example on one page; the basic attack table on the page of the
    line that introduces it, and the defence table starting under its heading (it may run
    on over the page turn, its header repeated, rather than leave a third of a page empty)."""
    pages = [page_text(page) for page in read_pdf(booklet("skirmish")).pages]
    (ann,) = [text for text in pages if "Ann attacks Ben" in text]
    assert "helped Ben at all" in ann
    (basic,) = [text for text in pages if "CRITICAL HIT +3 to the weapon" in text]
    assert "The basic attack cards, and what each deals:" in basic
    defence = next(text for text in pages if "Answer Needs Does not stop" in text)
    assert "Defending" in defence.split("Answer Needs Does not stop")[0]
    assert "Block with the SHIELD in play" in defence


def test_skirmish_weapon_cards_are_the_cheat_sheets_table(booklet):
    """11.5 Weapon cards sets the cheat sheet's weapon rows (from the deck) as a table: its
    head, then a row a weapon with hands, damage, special attacks, bonuses and bars."""
    from skirmishgen.games.skirmish.deck import DEFAULT_EDITION, edition_file, load_deck
    from skirmishgen.games.skirmish.weapons import weapon_rows

    pages = [page_text(page) for page in read_pdf(booklet("skirmish")).pages]
    (page,) = [text for text in pages if "Weapon cards Every weapon" in text]
    rows = weapon_rows(load_deck(edition_file(DEFAULT_EDITION)))
    assert "weapon hands default damage special attacks" in page
    for row in rows[1:]:
        assert page.count(row[0]) >= 1 and f"{row[1]} {row[2]}" in page, row
    assert "AXE, 4 copies" not in page  # no longer run-in paragraphs


def test_the_charge_example_sits_under_charge(booklet):
    text = " ".join(page_text(page) for page in read_pdf(booklet("skirmish")).pages)
    charge = re.search(r"(\d+)\.(\d+) Charge Weapons", text)
    assert charge is not None
    chapter, number = charge.groups()
    following = text.index(f"{chapter}.{int(number) + 1} ", charge.end())
    assert charge.end() < text.index("Ann wields an AXE") < following


def test_the_booklet_counts_mail_not_the_shield_against_one_armour(made):
    """The rulebook: a SHIELD is in play from setup (000:72), MAIL worn beside it (000:91)."""
    from texts import pdf_text

    printed = " ".join(pdf_text(made("booklet", "skirmish")).split())
    assert "You start with a SHIELD in play, and may wear one MAIL beside it." in printed


def _defence_table(booklet) -> str:
    """The §6.2 defence table's text, from its header row to the next heading."""
    text = " ".join(page_text(page) for page in read_pdf(booklet("skirmish")).pages)
    start = text.index("Answer Needs Does not stop")
    return text[start : text.index("Damage Whatever gets through", start)]


def test_the_defence_table_says_trip_cannot_stop_a_default_attack(booklet):
    """TRIP cancels any card, another TRIP's too (000:375); a default attack plays no card,
    so TRIP is what cannot stop it (our reading, as in §11), not "only another TRIP"."""
    trip = _defence_table(booklet).split("Play TRIP", 1)[1]
    assert trip.split()[:5] == ["nothing", "a", "default", "attack", "(our"]
    assert "only another TRIP" not in _defence_table(booklet)


def test_the_defence_table_says_hook_cancels_a_counter_charge(booklet):
    """A counter-charge counts as a block (000:162), and Hook cancels a block (000:195)."""
    row = _defence_table(booklet).split("counter-charge", 1)[1].split("Play TRIP")[0]
    assert "Hook (a counter-charge is a block)" in row


def test_only_recovering_health_turns_the_weapon_to_recovering(booklet):
    """Recover Health turns the weapon face down (000:110); armour and weapons do not."""
    text = pdf_text(booklet("skirmish"))
    assert "To heal, turn your weapon to its RECOVERING side." in text
    assert "Turn your weapon card over to its RECOVERING side to show it" not in text


def test_a_dodged_charge_stops_with_two_players(booklet):
    """A dodged Charge passes on clockwise, unless only two are playing (000:160)."""
    text = pdf_text(booklet("skirmish"))
    dodge = text[text.index("DODGE, 8 copies") :]
    assert "who must stop it in turn; with two players it stops." in dodge[:300]
    assert "A dodged Charge goes on to the next player (with two, it stops)." in text
