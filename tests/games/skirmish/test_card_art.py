"""The art panels: every design's drawing prints at one weight, so none reads as a hairline
beside the others at arm's length (the two-handed sword did, beside the axes)."""

from __future__ import annotations

import statistics

import pytest

from pdfplumbed import page_boxes
from skirmishgen.games.skirmish.frame import BAND_DROP, FRAME, Frame, art_panel
from skirmishgen.press.cards import FaceBox
from skirmishgen.press.paper import CARD_SIZES, MM
from skirmishgen.testing.pdf import PT, read_pdf

DPI = 100


def _panel_inks(path, size: str) -> dict[str, float]:
    """Each design's share of dark pixels in its art panel (its drawing, not the light
    motif under it), by the card's title, read from the page rasterised with pdfium."""
    card = CARD_SIZES[size]
    frame = Frame.of(FaceBox(card.width * MM, card.height * MM, 0.0))
    left, bottom, width, height = art_panel(frame)
    band = FRAME + BAND_DROP + frame.header  # the title band's foot, below the card's top
    scale = DPI / 72
    inks: dict[str, float] = {}
    for page in read_pdf(path).pages[::2]:  # the fronts
        image = None
        glyphs = page.chars
        for box in page_boxes(page, card.width, card.height):
            x, top = box.x / PT, page.height - (box.y + box.height) / PT
            mine = [
                c
                for c in glyphs
                if x <= c["x0"] <= x + box.width / PT and top <= c["top"] <= top + box.height / PT
            ]
            titles = sorted(
                (c for c in mine if c["top"] < top + band and "Serif" in c["fontname"]),
                key=lambda c: (round(c["top"]), c["x0"]),
            )
            title = "".join(c["text"] for c in titles if c["text"].isalpha()).strip()
            if "PLAYER AID" in "".join(c["text"] for c in mine) or title in inks:
                continue
            if image is None:
                image = page._page.render(scale=scale).to_pil().convert("L")
            panel_top = page.height - (box.y / PT + bottom + height)
            window = (x + left, panel_top, x + left + width, panel_top + height)
            inset = (1, 1, -1, -1)  # a pixel inside, clear of the panel's edge
            pixels = image.crop(
                tuple(round(v * scale) + d for v, d in zip(window, inset, strict=True))
            )
            counts = pixels.histogram()
            inks[title] = sum(counts[:128]) / sum(counts)
    return inks


@pytest.mark.parametrize("size", ["poker", "mini"])
def test_every_designs_drawing_prints_at_the_weight_of_the_others(made, size):
    """Each of the 21 drawings inks between half and twice the median share of its panel:
    a solid axe and a slim sword differ, but no drawing is a hairline among them."""
    inks = _panel_inks(made("deck", "--edition", "5", "--card-size", size), size)
    assert len(inks) == 21, sorted(inks)
    middle = statistics.median(inks.values())
    light = {name: round(ink / middle, 2) for name, ink in inks.items() if ink < middle / 2}
    heavy = {name: round(ink / middle, 2) for name, ink in inks.items() if ink > middle * 2}
    assert not light and not heavy, (light, heavy)


def test_the_spear_is_our_own_drawing_a_leaf_head_on_a_shaft():
    """The icon set's barbed spear, its bound head, read as a feather: SPEAR prints our
    drawing, a plain leaf-shaped head as broad as the shaft's ring three times over."""
    from skirmishgen.games.skirmish.art import SPEAR, SPEAR_PROFILE
    from skirmishgen.games.skirmish.deck import edition_file, load_deck
    from skirmishgen.games.skirmish.looks import picture_of

    (spear,) = [c for c in load_deck(edition_file(5)).cards if c.name == "Spear"]
    assert picture_of(spear) is SPEAR
    shaft = max(w for t, w in SPEAR_PROFILE if t < 0.6)
    head = max(w for t, w in SPEAR_PROFILE if t > 0.6)
    assert head > 2 * shaft and SPEAR_PROFILE[-1] == (1.0, 0.0)  # broad, and pointed
