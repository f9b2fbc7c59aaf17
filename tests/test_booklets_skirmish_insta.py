"""The Skirmish and Insta-Skirmish rule booklets read back: a numbered heading for every rule
section of the seed, the Skirmish card list covering the whole deck, the Insta statistics
worked out per die, saddle-stitch sheets, no text off the page and every font embedded."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from skirmishgen.games.insta_skirmish.game import GAME as INSTA
from skirmishgen.games.insta_skirmish.reference import reference
from skirmishgen.games.skirmish.deck import edition_file, load_deck
from skirmishgen.testing.glyphs import font_report
from skirmishgen.testing.pdf import PT, read_pdf

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

#: The rule sections of Andrew Domino's Insta-Skirmish.
INSTA_HEADINGS = [
    "What you need",
    "Statistics",
    "Buying the army",
    "Setup",
    "The turn",
    "Move",
    "Attack",
    "Defense",
    "Save",
    "Skill",
    "Obstacles (optional)",
    "Equipment (optional)",
    "Victory",
]

GAMES = [("skirmish", SKIRMISH_HEADINGS), ("insta-skirmish", INSTA_HEADINGS)]
SYSTEMS = [system for system, _ in GAMES]
#: Left and right margin of the booklet's A5 pages (render.py), less a little slack.
MARGIN = 12.5


@pytest.fixture(scope="session")
def booklet(made):
    """booklet(system, imposition) -> path of the PDF, made once per test run."""

    def make(system: str, imposition: str = "pages") -> Path:
        return made("booklet", system, "--imposition", imposition)

    return make


def page_text(page) -> str:
    return " ".join(page.text().split())


def booklet_text(path: Path) -> str:
    return " ".join(page_text(p) for p in read_pdf(path).pages)


@pytest.mark.parametrize(("system", "headings"), GAMES)
def test_every_seed_section_has_its_numbered_heading(booklet, system, headings):
    pdf = read_pdf(booklet(system))
    body = " ".join(page_text(p) for p in pdf.pages)  # a short booklet starts on the title page
    for heading in headings:
        assert re.search(rf"\d+\.(\d+)? {re.escape(heading)}", body), heading
    assert "Contents" in page_text(pdf.pages[0])
    for page in pdf.pages:
        assert float(page.width) * PT == pytest.approx(148, abs=0.05)
        assert float(page.height) * PT == pytest.approx(210, abs=0.05)


def test_skirmish_booklet_names_every_card_and_special_attack(booklet):
    deck = load_deck(edition_file(5))
    text = booklet_text(booklet("skirmish"))
    assert deck.author in page_text(read_pdf(booklet("skirmish")).pages[0])
    for card in deck.cards:  # card names print in capitals, as on the cards
        assert card.name.upper() in text, card.name
    for special in deck.special_attacks:
        assert special.name in text, special.name
    for number in ("2 to 8", "12 health", "6 cards"):
        assert number in text, number


def test_skirmish_card_list_adds_up_to_the_deck(booklet):
    deck = load_deck(edition_file(5))
    text = booklet_text(booklet("skirmish"))
    table = text[text.rindex("Card list") :]
    rows = re.findall(r"\b(\d+) (Armour|Basic|Defence|Special|Weapon) ", table)
    assert len(rows) == len(deck.cards)
    assert sum(int(count) for count, _ in rows) == deck.total == 128
    assert "128 Total cards" in table


def test_insta_booklet_works_out_the_statistics_per_die(booklet):
    ref = reference()
    pdf = read_pdf(booklet("insta-skirmish"))
    text = booklet_text(booklet("insta-skirmish"))
    author = INSTA.credits.author
    assert author in page_text(pdf.pages[0]) and author in text
    for value in ref.dice:
        move, half = value // 2, -(-value // 2)
        squares = "square" if move == 1 else "squares"
        row = f"d{value} {value} points {move} {squares} 1 to {half} 4+ {half}+"
        assert row in text, row
    for cost in (ref.costs.armor, ref.costs.non_gun, ref.costs.gun):
        assert f"{cost} points" in text
    budgets = ", ".join(str(b) for b in ref.budgets[:-1]) + f" or {ref.budgets[-1]}"
    assert budgets in text


@pytest.mark.parametrize("system", SYSTEMS)
def test_booklet_imposes_two_pages_a_sheet(booklet, system):
    pages = read_pdf(booklet(system)).pages
    sheets = read_pdf(booklet(system, "booklet")).pages
    padded = -(-len(pages) // 4) * 4
    assert len(sheets) == padded // 2
    for sheet in sheets:
        assert float(sheet.width) * PT == pytest.approx(297, abs=0.05)
        assert float(sheet.height) * PT == pytest.approx(210, abs=0.05)
        fold = float(sheet.width) / 2
        for char in sheet.chars:
            assert char["x1"] <= fold or char["x0"] >= fold, "text across the fold"


@pytest.mark.parametrize("system", SYSTEMS)
def test_no_text_runs_off_a_page(booklet, system):
    for page in read_pdf(booklet(system)).pages:
        width, height = float(page.width), float(page.height)
        chars = page.chars
        assert chars
        for char in chars:
            where = (page.page_number, char["text"])
            assert 0 <= char["x0"] <= char["x1"] <= width, where
            assert 0 <= char["top"] <= char["bottom"] <= height, where
            assert MARGIN <= char["x0"] * PT <= char["x1"] * PT <= width * PT - MARGIN, where


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("imposition", ["pages", "booklet"])
def test_booklet_fonts_are_embedded(booklet, system, imposition):
    report = font_report(booklet(system, imposition))
    assert report and all(report.values()), report


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
    line that introduces it, and the defence table under its heading."""
    pages = [page_text(page) for page in read_pdf(booklet("skirmish")).pages]
    (ann,) = [text for text in pages if "Ann attacks Ben" in text]
    assert "helped Ben at all" in ann
    (basic,) = [text for text in pages if "CRITICAL HIT +3 to the weapon" in text]
    assert "The basic attack cards, and what each deals:" in basic
    (defence,) = [text for text in pages if "Answer Needs Does not stop" in text]
    assert "Defending" in defence.split("Answer Needs Does not stop")[0]


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


def test_insta_budget_example_spends_the_leftover_on_armor_with_equipment(booklet):
    """The 30-point example's 2 leftover points are lost in the basic game, and buy one
    point of Armor (2 points in the seed) under the optional equipment rule."""
    text = booklet_text(booklet("insta-skirmish"))
    assert "The 2 points left over cannot buy another die" in text
    assert "with it they buy 1 point of Armor" in text
