"""The card frame a game's deck is drawn in (press.cardframe): every face read back at every
card size, its text inside the safe line, the credits on the back, the game's look worn,
and text too long for a card said in one line naming the card, never printed off it."""

from __future__ import annotations

import pytest

from skirmishgen.errors import LayoutError
from skirmishgen.press.cardframe import INSET, Card, CardFrame
from skirmishgen.press.cards import render_faces
from skirmishgen.press.icons import credit
from skirmishgen.press.layout import Sheet
from skirmishgen.press.paper import CARD_SIZES, MM, PAPERS
from skirmishgen.press.pdf import Metadata
from skirmishgen.press.style import Look
from skirmishgen.testing.glyphs import font_families
from skirmishgen.testing.looks import rgb
from skirmishgen.testing.pdf import PT, read_pdf

LOOK = Look(colour="#264653", accent="#E9C46A", emblem="star", motif="dots")
FRAME = CardFrame("Test Game", "A. Designer", LOOK)
BLEED = 3.175
CARDS = [
    Card("strike", "Strike", "Deal **2** damage.\n\nCannot be blocked.", 3, "blade", "2", "attack"),
    Card("guard", "Guard", "Stop one attack this turn.", 2, "shield"),
    Card("plain", "Plain", "A card with neither a picture, a kind nor a number."),
]


def faces(tmp_path, cards, size: str = "poker"):
    """Each face of a deck of ``cards`` on a page of its own (card and bleed), read back."""
    deck = FRAME.deck("test-deck", cards)
    sheet = Sheet(paper=PAPERS["a4"], card=CARD_SIZES[size], bleed=BLEED)
    rendered = render_faces(sheet, deck.faces, deck.drawers, Metadata("t", "a", "s"), deck.labels)
    path = tmp_path / f"{size}.pdf"
    path.write_bytes(bytes(rendered.pdf))
    return deck, path


def test_a_deck_holds_each_card_in_its_count_on_one_back():
    deck = FRAME.deck("test-deck", CARDS, "trick deck")
    assert [front for front, _ in deck.faces] == ["strike"] * 3 + ["guard"] * 2 + ["plain"]
    assert {back for _, back in deck.faces} == {"back"}
    assert deck.labels["strike"].text == "Deal 2 damage.\n\nCannot be blocked."
    assert deck.title == "Test Game: trick deck (6 cards)"
    assert "A. Designer" in deck.author


@pytest.mark.parametrize("size", ["poker", "mini", "tarot"])
def test_every_face_keeps_its_text_inside_the_safe_line(tmp_path, size):
    _, path = faces(tmp_path, CARDS, size)
    pages = read_pdf(path).pages
    assert len(pages) == 4, "three fronts and the back"
    edge = (BLEED + INSET / MM - 0.01) / PT
    for page in pages:
        chars = [c for c in page.chars if c["text"].strip()]
        assert chars, page.page_number
        for c in chars:
            room = min(c["x0"], page.width - c["x1"], c["top"], page.height - c["bottom"])
            assert room >= edge, (size, page.page_number, c["text"])
    assert font_families(path) == {"NotoSans", "NotoSerif"}


def test_the_front_prints_name_kind_number_and_rules_in_the_games_colour(tmp_path):
    _, path = faces(tmp_path, CARDS)
    strike = read_pdf(path).pages[0]
    text = " ".join(strike.text().split())
    for words in ("STRIKE", "ATTACK", "2", "Deal 2 damage.", "Cannot be blocked."):
        assert words in text, words
    band = [r for r in strike.shapes if r.fill and r.fill[:3] == rgb(LOOK.colour)]
    assert band, "the name's band and the picture are the game's colour"
    plain = " ".join(read_pdf(path).pages[2].text().split())
    assert plain.startswith("PLAIN A card with neither")


def test_the_back_credits_the_game_skirmishgen_and_the_icons_authors(tmp_path):
    _, path = faces(tmp_path, CARDS)
    back = " ".join(read_pdf(path).pages[-1].text().split())
    assert "Test Game by A. Designer" in back
    assert "Cards by skirmishgen" in back
    assert " ".join(credit(LOOK).split())[1:] in back


def test_text_that_cannot_fit_names_its_card_in_one_line(tmp_path):
    long = Card("essay", "Essay", " ".join(["Every word of a rule that runs on and on."] * 40))
    with pytest.raises(LayoutError) as said:
        faces(tmp_path, [long, *CARDS], "mini")
    (line,) = str(said.value).splitlines()
    assert "the card 'Essay' cannot hold its text" in line
    assert "print the deck on a larger card" in line
