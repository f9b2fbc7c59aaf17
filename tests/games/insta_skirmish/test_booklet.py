"""The Insta-Skirmish rule booklet read back: a numbered heading for every section of the
rulebook, the statistics worked out per die, the budget example, and what the book says
of sharing a square."""

from __future__ import annotations

from booklets import assert_numbered_headings
from skirmishgen.games.insta_skirmish.game import GAME as INSTA
from skirmishgen.games.insta_skirmish.reference import reference
from skirmishgen.testing.pdf import read_pdf
from texts import page_text, pdf_text

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


def test_every_section_of_the_rulebook_has_its_numbered_heading(booklet):
    assert_numbered_headings(booklet("insta-skirmish"), INSTA_HEADINGS)


def test_insta_booklet_works_out_the_statistics_per_die(booklet):
    ref = reference()
    pdf = read_pdf(booklet("insta-skirmish"))
    text = pdf_text(booklet("insta-skirmish"))
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


def test_insta_budget_example_spends_the_leftover_on_armor_with_equipment(booklet):
    """The 30-point example's 2 leftover points are lost in the basic game, and buy one
    point of Armor (2 points in the seed) under the optional equipment rule."""
    text = pdf_text(booklet("insta-skirmish"))
    assert "The 2 points left over cannot buy another die" in text
    assert "with it they buy 1 point of Armor" in text


def test_the_insta_booklet_lets_foes_share_a_square_after_set_up(made):
    text = pdf_text(made("booklet", "insta-skirmish", "--imposition", "pages"))
    assert "one miniature at most" not in text  # 004:44: melee "in the same space"
    assert "Set up one miniature to a square; later, foes may share one (our reading)." in text
