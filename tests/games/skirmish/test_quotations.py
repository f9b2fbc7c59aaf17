"""The cards' flavour lines: every design carries its quotation from the rulebook, cut as an
editor cuts to three lines at most, in italics at the foot of the card; the rules stand in
the middle of the room it leaves them."""

from __future__ import annotations

import re

import pytest

from pdfplumbed import page_boxes
from repo import ROOT, SEEDS
from skirmishgen.press.paper import CARD_SIZES
from skirmishgen.testing.pdf import PT, read_pdf
from texts import pdf_text

POKER = CARD_SIZES["poker"]


def _deck():
    from skirmishgen.games.skirmish.deck import edition_file, load_deck

    return load_deck(edition_file(5))


def _fronts(path):
    """Each front card's glyphs, as (page, glyphs) a card: fronts only, the aids left out
    (their teal type line reads PLAYER AID)."""
    pdf = read_pdf(path)
    for page in pdf.pages[::2]:
        glyphs = page.chars
        height = page.height
        for box in page_boxes(page, POKER.width, POKER.height):
            left, right = box.x / PT, (box.x + box.width) / PT
            top = height - (box.y + box.height) / PT
            inside = [
                c
                for c in glyphs
                if left <= c["x0"] <= right and top <= c["top"] <= top + box.height / PT
            ]
            if "PLAYER AID" not in "".join(c["text"] for c in inside):
                yield top, inside


def _rows(glyphs) -> list[float]:
    return sorted({round(c["top"], 1) for c in glyphs})


def _italic(glyphs):
    return [c for c in glyphs if "Italic" in c["fontname"]]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_design_carries_a_flavour_line_of_three_lines_at_most(made, paper):
    """All 128 cards print their design's quotation in italics (not 10 designs of 21),
    none longer than three lines, each with its source after a dash."""
    cards = list(_fronts(made("deck", "--edition", "5", "--paper", paper)))
    assert len(cards) == 128
    for _, glyphs in cards:
        flavour = _italic(glyphs)
        assert flavour, "".join(c["text"] for c in glyphs)[:40]
        assert 1 <= len(_rows(flavour)) <= 3, "".join(c["text"] for c in flavour)
    printed = pdf_text(made("deck", "--edition", "5", "--paper", paper))
    for design in _deck().cards:
        assert design.quote is not None, design.name
        last = design.quote.source.split()[-1]
        assert f"\u2014\u00a0{design.quote.source.split()[0]}" in printed or last in printed


def test_the_rules_stand_in_the_middle_of_the_room_the_flavour_line_leaves(made):
    """Under the art panel (the same on every front), the rules sit halfway between it and
    the flavour line: the band above them less the band below them is the same on every
    card, short or full, so no card keeps a quarter of itself empty under its rules."""
    differences = []
    for top, glyphs in _fronts(made("deck", "--edition", "5")):
        flavour = _italic(glyphs)
        type_line = min(c["top"] for c in glyphs if c["top"] > top + 12 / PT)
        rules = [
            c
            for c in glyphs
            if c not in flavour and type_line + 12 / PT < c["top"] < min(f["top"] for f in flavour)
        ]
        above = min(c["top"] for c in rules) - type_line
        below = min(f["top"] for f in flavour) - max(c["bottom"] for c in rules)
        differences.append((above - below) * PT)
    assert len(differences) == 128
    assert max(differences) - min(differences) < 1.5, sorted(differences)


def test_trip_quotes_a_few_words_credited_to_the_rulebook_not_an_old_text(made):
    """The README: the rulebook's TRIP quotation cites no known old text, so its card
    prints a few words of it credited to the rulebook, never the made-up old source."""
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert "TRIP quotation cites no known old text" in readme
    (trip,) = [card for card in _deck().cards if card.name == "Trip"]
    assert trip.quote is not None and "rulebook" in trip.quote.source
    assert len(re.findall(r"\w+", trip.quote.text)) < 12  # a few words, not the passage
    printed = pdf_text(made("deck", "--edition", "5", "--paper", "a4"))
    assert "Cadbury" not in printed and "868" not in printed and "Herewulf" not in printed
    assert "The Battle of Maldon" in printed


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower().replace("'", ""))


def test_every_quotation_is_the_rulebooks_word_for_word_between_its_cuts():
    """Abridged, not rewritten: each stretch between two cuts ("...") is a run of the
    rulebook's own words."""
    seed = SEEDS / "000_6aaef94fc32ce151.txt"
    if not seed.exists():
        pytest.skip(f"the seeds are not beside the repository ({SEEDS})")
    book = " ".join(_words(seed.read_text(encoding="utf-8")))
    checked = 0
    for design in _deck().cards:
        assert design.quote is not None
        for stretch in design.quote.text.split("..."):
            if _words(stretch):
                assert " ".join(_words(stretch)) in book, (design.name, stretch)
                checked += 1
    assert checked >= 21


def test_a_quotation_cut_off_mid_sentence_ends_in_an_ellipsis(made):
    """The rulebook quotes some passages up to a comma or semicolon, and we cut others: a
    cut is marked as an editor marks an elision, never left hanging on ';”'."""
    printed = pdf_text(made("deck", "--edition", "5", "--paper", "a4"))
    for mark in ";,:":  # the closing quote reads back curly or straight
        assert f"{mark}\u201d" not in printed and f'{mark}"' not in printed
    assert "helm their red blades ring\u2026" in printed  # a quotation cut at a semicolon
    assert "\u2026she gathers to her" in printed  # one cut at its start
    assert "with the buckler\u2026" in printed  # one cut where the book runs on
