"""The floor for `skirmishgen deck --edition 5`: a bare reportlab script drawing the same 32
pages the straightforward way. Run by ``tests/bench.py``; not collected by pytest.

    python tests/floor_deck.py DECK.yaml OUT.pdf

It reads the deck file with PyYAML's C loader (no schema, no checks), registers the same
embedded fonts (our display face, bold and italic, and text face, regular and bold, from
the package) and draws every printed card on its
own, nine to an A4 page with crop marks and a page label: 128 poker cards and 16 player aids.
Each front has what ours has, drawn the plain way: a tinted frame, a title band with an icon
and the card's number in a badge, a type line over a rule, an art panel with the card's
picture (a shape), the rules wrapped at a fixed 8 pt (``simpleSplit``), the quotation in
italics, a credit line. Each back page is the deck's back (a tinted ground, the emblem's
disc with a shape in it, a white panel with the title, the edition and three lines of
credit) mirrored for a long-edge flip; ours also lays the game's motif over the ground, as
one tiling pattern cell, which the floor leaves out. No shrink-to-fit, no bold inside a
line, no forms: the least work that still prints those pages.
"""

from __future__ import annotations

import sys
from importlib.resources import files

import yaml
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

MM = 72 / 25.4
PAGE = (210 * MM, 297 * MM)
CARD = (63.5 * MM, 88.9 * MM)
AIDS = 16
FONTS = {
    "Display": "NotoSerif-Bold.ttf",
    "Display-Italic": "NotoSerif-Italic.ttf",
    "Text": "NotoSans-Regular.ttf",
    "Text-Bold": "NotoSans-Bold.ttf",
}
ICON = [(0, 0), (0.4, 0.9), (0.5, 0.6), (0.6, 0.9), (1, 0), (0.8, 0.1), (0.5, 0.45), (0.2, 0.1)]
CREDIT = (
    "Game by Peter Cobcroft, who also illustrated the",
    "original cards; inspired by the Ancient Arts Fellowship",
    "(AAF) Dark Age re-enactment group.",
)


def faces(deck: dict) -> list[dict]:
    """Every printed card in deck order, then the player aids."""
    cards = [card for card in deck["cards"] for _ in range(card["count"])]
    attacks = [f"{a['name']}: {a['text']}" for a in deck.get("special_attacks", [])]
    aids = [{"name": "Player aid", "text": " ".join(attacks[n::AIDS])} for n in range(AIDS)]
    return cards + aids


def place(slot: int, mirrored: bool) -> tuple[float, float]:
    column, row = slot % 3, slot // 3
    if mirrored:
        column = 2 - column
    left = (PAGE[0] - 3 * CARD[0]) / 2
    bottom = (PAGE[1] - 3 * CARD[1]) / 2
    return left + column * CARD[0], bottom + (2 - row) * CARD[1]


def icon(canvas: Canvas, x: float, y: float, size: float, colour: str) -> None:
    path = canvas.beginPath()
    path.moveTo(x + ICON[0][0] * size, y + ICON[0][1] * size)
    for u, v in ICON[1:]:
        path.lineTo(x + u * size, y + v * size)
    path.close()
    canvas.setFillColor(colour)
    canvas.drawPath(path, fill=1, stroke=0)


def lines(canvas: Canvas, x: float, y: float, text: str, font: str, size: float) -> float:
    canvas.setFont(font, size)
    for line in simpleSplit(" ".join(text.replace("**", "").split()), font, size, CARD[0] - 7 * MM):
        canvas.drawString(x, y, line)
        y -= size * 1.2
    return y


def front(canvas: Canvas, x: float, y: float, card: dict) -> None:
    width, height = CARD
    canvas.setFillColor("#C9D3DC")
    canvas.rect(x, y, width, height, fill=1, stroke=0)
    canvas.setFillColor("#FFFFFF")
    canvas.roundRect(x + 2 * MM, y + 2 * MM, width - 4 * MM, height - 4 * MM, 2 * MM, fill=1)
    canvas.setFillColor("#34495E")
    canvas.roundRect(x + 3 * MM, y + height - 11 * MM, width - 6 * MM, 8 * MM, 1.5 * MM, fill=1)
    icon(canvas, x + 4.5 * MM, y + height - 9.5 * MM, 5 * MM, "#FFFFFF")
    canvas.setFont("Display", 11)
    canvas.drawString(x + 11 * MM, y + height - 8.5 * MM, card["name"].upper())
    number = card.get("damage", card.get("stops", card.get("default_damage")))
    if number is not None:
        canvas.setStrokeColor("#34495E")
        canvas.circle(x + width - 8 * MM, y + height - 7 * MM, 4.8 * MM, fill=1, stroke=1)
        canvas.setFillColor("#34495E")
        canvas.setFont("Display", 15)
        canvas.drawCentredString(x + width - 8 * MM, y + height - 9 * MM, str(number))
    canvas.setFont("Text-Bold", 7)
    canvas.drawString(x + 3.5 * MM, y + height - 14 * MM, card.get("type", "aid").upper())
    canvas.drawRightString(x + width - 3.5 * MM, y + height - 14 * MM, f"STOPS {number or 0}")
    canvas.line(x + 3.5 * MM, y + height - 15 * MM, x + width - 3.5 * MM, y + height - 15 * MM)
    canvas.setFillColor("#EEF1F4")
    canvas.roundRect(
        x + 3.6 * MM, y + height - 33 * MM, width - 7.2 * MM, 16 * MM, 1.4 * MM, fill=1
    )
    icon(canvas, x + width / 2 - 7 * MM, y + height - 32 * MM, 14 * MM, "#34495E")
    canvas.setFillColor("#000000")
    lines(canvas, x + 3.5 * MM, y + height - 37 * MM, card.get("text", ""), "Text", 8)
    quote = card.get("quote")
    if quote:
        canvas.setFillColor("#555555")
        bottom = lines(canvas, x + 3.5 * MM, y + 26 * MM, quote["text"], "Display-Italic", 6.5)
        canvas.drawRightString(x + width - 3.5 * MM, bottom, f"\u2014 {quote['source']}")
    canvas.setFillColor("#555555")
    canvas.setFont("Text", 5.5)
    canvas.drawCentredString(x + width / 2, y + 3.5 * MM, "SKIRMISH 5E \u00b7 PETER COBCROFT")


def back(canvas: Canvas, x: float, y: float) -> None:
    width, height = CARD
    canvas.setFillColor("#E7E2DE")
    canvas.rect(x, y, width, height, fill=1, stroke=0)
    canvas.setFillColor("#4E3226")
    canvas.circle(x + width / 2, y + height - 25 * MM, 15 * MM, fill=1, stroke=0)
    icon(canvas, x + width / 2 - 9 * MM, y + height - 34 * MM, 18 * MM, "#FFFFFF")
    canvas.setFillColor("#FFFFFF")
    canvas.roundRect(x + 5 * MM, y + 8 * MM, width - 10 * MM, 36 * MM, 1.6 * MM, fill=1, stroke=0)
    canvas.setFillColor("#4E3226")
    canvas.setFont("Display", 16)
    canvas.drawCentredString(x + width / 2, y + height / 2 - 4 * MM, "SKIRMISH")
    canvas.setFont("Display-Italic", 8)
    canvas.drawCentredString(x + width / 2, y + height / 2 - 8 * MM, "5th edition")
    canvas.setFont("Text", 5)
    for number, line in enumerate(CREDIT):
        canvas.drawCentredString(x + width / 2, y + 25 * MM - number * 2.2 * MM, line)


def marks(canvas: Canvas, label: str) -> None:
    left, bottom = place(6, False)
    canvas.setStrokeColor("#000000")
    canvas.setLineWidth(0.5)
    for n in range(4):
        edge_x, edge_y = left + n * CARD[0], bottom + n * CARD[1]
        for at in (bottom - 3 * MM, bottom + 3 * CARD[1] + 3 * MM):
            canvas.line(edge_x, at - 3 * MM, edge_x, at + 3 * MM)
        for at in (left - 3 * MM, left + 3 * CARD[0] + 3 * MM):
            canvas.line(at - 3 * MM, edge_y, at + 3 * MM, edge_y)
    canvas.setFillColor("#555555")
    canvas.setFont("Text", 6)
    canvas.drawCentredString(PAGE[0] / 2, 8 * MM, label)


def main(source: str, out: str) -> None:
    folder = files("skirmishgen") / "assets" / "fonts"
    for name, file in FONTS.items():
        pdfmetrics.registerFont(TTFont(name, str(folder / file)))
    with open(source, encoding="utf-8") as stream:
        deck = yaml.load(stream, Loader=yaml.CSafeLoader)
    printed = faces(deck)
    canvas = Canvas(out, pagesize=PAGE)
    sheets = range(0, len(printed), 9)
    for number, start in enumerate(sheets, 1):
        sheet = printed[start : start + 9]
        for slot, card in enumerate(sheet):
            front(canvas, *place(slot, False), card)
        marks(canvas, f"{number}/{len(sheets)} front \u00b7 print at 100%")
        canvas.showPage()
        for slot in range(len(sheet)):
            back(canvas, *place(slot, True))
        marks(canvas, f"{number}/{len(sheets)} back \u00b7 print at 100%")
        canvas.showPage()
    canvas.save()
    print(f"{out}: {canvas.getPageNumber() - 1} pages, {len(printed)} cards")


if __name__ == "__main__":
    main(*sys.argv[1:3])
