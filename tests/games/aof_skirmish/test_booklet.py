"""The AOF: Skirmish rule booklet read back: a numbered heading for every section of the
rulebook, every special rule and its tables, the battlefield drawn, and a quick reference
on the back page."""

from __future__ import annotations

import pytest

from booklets import assert_numbered_headings
from skirmishgen.games.aof_skirmish.reference import reference as aof_reference
from skirmishgen.testing.pdf import read_pdf
from texts import page_text, pdf_text

TITLE = ("AOF: Skirmish v2.7", "One Page Rules")

#: The rule sections of AOF: Skirmish v2.7, each with its numbered heading.
AOF_HEADINGS = [
    "General principles",
    "Preparation",
    "The battlefield",
    "The armies",
    "Mission",
    "Deployment",
    "Playing the game",
    "Activation",
    "The four actions",
    "Movement",
    "Shooting",
    "Weapon profiles",
    "Melee",
    "Wounds",
    "Stunned",
    "Groups & wounds",
    "Morale & routing",
    "Terrain",
    "Special rules",
    "Special movement",
    "Pushing",
    "Falling",
    "Dropping",
    "Leaping",
    "Jumping",
]


def test_every_section_of_the_rulebook_has_its_numbered_heading(booklet):
    assert_numbered_headings(booklet("aof-skirmish"), AOF_HEADINGS, *TITLE)


def test_aof_booklet_names_every_special_rule_and_its_tables(booklet):
    ref = aof_reference()
    text = pdf_text(booklet("aof-skirmish"))
    for rule in ref.special_rules:
        written = f"{rule.name}(X):" if rule.takes_value else f"{rule.name}:"
        assert written in text, rule.name
    assert f"We suggest {ref.points_default} points" in text
    for row in (
        'Hold 0" may shoot',
        'Advance 6"',
        'Rush 12" may not shoot',
        'Charge 12" into melee',
    ):
        assert row in text, row
    assert "2-5 Stunned" in text and "6+ Knocked Out" in text
    assert "Name (Range, Attacks, Special)" in text


def test_aof_back_page_is_a_quick_reference(booklet):
    """The last page: the four actions and the wound table, with the attack sequence and
    what ends a round, in a chapter of its own."""
    pages = read_pdf(booklet("aof-skirmish")).pages
    last = " ".join(pages[-1].text().split())
    assert "Quick reference" in last
    for row in ('Hold 0" may shoot', 'Rush 12" may not shoot', "D6 + wound markers Effect"):
        assert row in last, row
    assert "2-5 Stunned:" in last.replace("\u2013", "-") and "6+ Knocked Out:" in last
    for step in ("Hit:", "Block:", "Wounds:", "Markers:", "Rout:"):
        assert step in last, step


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_aof_booklet_draws_the_battlefield_and_the_heights(made, paper):
    """The battlefield figure on the title page (zones, markers, the 3" seize rule) and the
    drop, leap and jump figure on the page of the test it shows, the book still 8 pages."""
    pdf = read_pdf(made("booklet", "aof-skirmish", "--imposition", "pages", "--paper", paper))
    pages = [page_text(p) for p in pdf.pages]
    assert len(pages) == 8
    cover = pages[0]
    for label in ("Opponent deploys", "You deploy", 'over 9" apart', "seized by you", "neutral"):
        assert label in cover, label
    assert "The 4' battlefield to scale" in cover and "4 feet (48 inches)" in cover
    (page,) = [p for p in pages if "every die 3+" in p]
    assert "The test:" in page and '5" high' in page
    assert "2 dice: lands" in page and "2 dice: 2 hits" in page and "2 dice: across" in page


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_aof_booklet_states_each_rule_once_and_ends_on_its_quick_reference(made, paper):
    """Morale and terrain are told once (the short forms belong to the sheets), and the
    back cover is the quick reference alone, on both papers."""
    pdf = read_pdf(made("booklet", "aof-skirmish", "--imposition", "pages", "--paper", paper))
    pages = [page_text(p) for p in pdf.pages]
    text = " ".join(pages)
    assert text.count("Difficult terrain") == 1 and "**Difficult:**" not in text
    assert text.count("is simply a quality test") == 0  # the sheets' short morale rule
    assert "Morale tests: a morale test is nothing more than a quality test" in text
    back = pages[-1].removeprefix("AOF: Skirmish v2.7").strip().removeprefix("8").strip()
    assert back.startswith("11. Quick reference"), back[:80]
