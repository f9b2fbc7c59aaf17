"""The Skirmish health cards read back: poker size, name inside, only the outline cut."""

from __future__ import annotations

import pytest

from kithelp import render_kit, rows_of_small_text
from pdfread import PT, read_pdf

INK = (34, 34, 34, 255)


@pytest.fixture(scope="module", params=["a4", "letter"])
def kit(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp("skirmish")
    return read_pdf(render_kit(folder, "skirmish", "--paper", request.param))


def cards(page):
    """The cut outlines of the cards, in mm (x0, y0, x1, y1)."""
    found = []
    for rect in page.rects:
        w, h = (rect.x1 - rect.x0) * PT, (rect.y1 - rect.y0) * PT
        if rect.stroke == INK and not rect.fill and {round(w, 1), round(h, 1)} == {63.5, 88.9}:
            found.append((rect.x0 * PT, rect.y0 * PT, rect.x1 * PT, rect.y1 * PT))
    return found


def test_eight_poker_cards_on_one_sheet(kit):
    assert len(kit.pages) == 1
    page = kit.pages[0]
    outlines = cards(page)
    assert len(outlines) == 8
    for x0, y0, x1, _ in outlines:
        assert x0 >= 6 and y0 >= 8 and x1 <= page.width * PT - 6


def test_each_name_field_is_inside_its_card_clear_of_the_cut(kit):
    page = kit.pages[0]
    outlines = cards(page)
    height = page.height * PT
    names = [  # the P of each "PLAYER n  name:", above the credit line
        c
        for c in page.chars
        if c["text"] == "P" and c["size"] == 7 and c["bottom"] * PT < height - 12
    ]
    assert len(names) == 8
    for char in names:
        x, top, bottom = char["x0"] * PT, height - char["top"] * PT, height - char["bottom"] * PT
        inside = [
            o
            for o in outlines
            if o[0] + 2 <= x and o[2] - 2 >= x and o[1] + 2 <= bottom and top <= o[3] - 2
        ]
        assert len(inside) == 1, "the player's name field sits inside one card"


def test_only_the_card_outlines_are_cut(kit):
    page = kit.pages[0]
    solid = [ln for ln in page.lines if ln.stroke == INK and not ln.dashed]
    assert len(solid) == 1, "the legend's sample cut line; dividers are grey inner lines"
    inner = [ln for ln in page.lines if ln.stroke and ln.stroke[:3] == (153, 153, 153)]
    assert len(inner) >= 8 * 9


def test_every_card_runs_from_12_to_0(kit):
    page = kit.pages[0]
    text = page.text()
    assert text.count("START") == 8 and text.count("OUT") == 8
    numbers = [c["text"] for c in page.chars if c["size"] >= 14]
    assert numbers.count("0") >= 8 and "".join(numbers).count("12") == 8
    assert rows_of_small_text(page) == []
