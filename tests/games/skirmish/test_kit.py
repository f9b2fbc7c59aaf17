"""The Skirmish health cards read back: poker size in the deck's places, a name field
inside each, only the outlines cut, the deck's back behind every card on page 2."""

from __future__ import annotations

import itertools
import re

import pytest

from kithelp import render_kit, rows_of_small_text
from skirmishgen.games.skirmish.game import LOOK
from skirmishgen.testing.pdf import PT, read_pdf

INK = (34, 34, 34, 255)
GAME_COLOUR = tuple(int(LOOK.colour[i : i + 2], 16) for i in (1, 3, 5))


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


def test_eight_poker_cards_and_a_rules_card_where_the_deck_puts_its_cards(kit):
    from skirmishgen.press.layout import Sheet, impose
    from skirmishgen.press.paper import CARD_SIZES, PAPERS

    assert len(kit.pages) == 2
    page = kit.pages[0]
    outlines = sorted(cards(page))
    assert len(outlines) == 9
    paper = PAPERS["a4" if page.height * PT > 290 else "letter"]
    deck = impose(Sheet(paper, CARD_SIZES["poker"]), [("f", "b")] * 9)[0]
    expected = sorted((p.x, p.y) for p in deck.placements)
    found = [(x0, y0) for x0, y0, _, _ in outlines]
    assert [v for xy in found for v in xy] == pytest.approx(
        [v for xy in expected for v in xy], abs=0.05
    )
    text = page.text()
    assert all(f"PLAYER {n}" in text for n in range(1, 9)) and "HEALTH CARDS" in text
    assert "Skirmish, 5th edition" in text and "Peter Cobcroft" in text


def test_each_name_field_is_inside_its_card_clear_of_the_cut(kit):
    page = kit.pages[0]
    outlines = cards(page)
    height = page.height * PT
    names = [  # the n of each card's "name" label (7 pt, muted grey)
        c
        for c in page.chars
        if c["text"] == "n"
        and c["size"] == 7
        and c["non_stroking_color"][0] < 0.5
        and c["bottom"] * PT < height - 12  # above the footer's credit line
    ]
    assert len(names) >= 8
    holding = set()
    for char in names:
        x, top, bottom = char["x0"] * PT, height - char["top"] * PT, height - char["bottom"] * PT
        inside = [
            o
            for o in outlines
            if o[0] + 2 <= x and o[2] - 2 >= x and o[1] + 2 <= bottom and top <= o[3] - 2
        ]
        assert len(inside) == 1, "each name field sits inside one card"
        holding.add(inside[0])
    assert len(holding) >= 8


def test_the_deck_back_is_behind_every_players_card(kit):
    """Page 2: the deck's common back behind each player's card once the sheet turns on
    its long edge (its medallion's centre mirrored left to right from the card's); the
    ninth card, the instructions, keeps a blank back so it never joins the deck."""
    front, back = kit.pages
    width = front.width * PT
    centres = {round((x0 + x1) / 2, 1) for x0, _, x1, _ in cards(front)}
    assert back.text().count("SKIRMISH") == 8
    discs = [
        s
        for s in back.shapes
        if s.curved and s.fill and s.fill[:3] == GAME_COLOUR and s.width * PT > 25
    ]
    assert len(discs) == 8
    for disc in discs:
        xs = [x for x, _ in disc.points]
        mirrored = width - (min(xs) + max(xs)) / 2 * PT
        assert any(abs(mirrored - c) < 0.1 for c in centres)
    height = front.height * PT
    heading = next(c for c in front.chars if c["text"] == "H" and c["size"] == 11)
    x, y = heading["x0"] * PT, height - heading["bottom"] * PT
    rules = next(o for o in cards(front) if o[0] < x < o[2] and o[1] < y < o[3])
    for disc in discs:
        xs, ys = [p[0] * PT for p in disc.points], [p[1] * PT for p in disc.points]
        cx, cy = width - (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
        assert not (rules[0] < cx < rules[2] and rules[1] < cy < rules[3]), "no back behind it"


def test_the_skull_keeps_off_the_zero(kit):
    page = kit.pages[0]
    height = page.height * PT
    big = [c for c in page.chars if c["size"] >= 14]
    ones = [c["x1"] for c in big if c["text"] == "1"]
    zeros = [  # the 0 of OUT, not of 10
        c for c in big if c["text"] == "0" and all(abs(c["x0"] - x1) > 1 for x1 in ones)
    ]
    skulls = [
        s
        for s in page.shapes
        if s.curved and s.fill and s.fill[:3] == INK[:3] and 3 < s.width * PT < 7
    ]
    assert len(zeros) == 8 and len(skulls) >= 8
    for zero in zeros:
        left, right = zero["x0"] * PT, zero["x1"] * PT
        bottom, top = height - zero["bottom"] * PT, height - zero["top"] * PT
        for skull in skulls:
            xs = [x * PT for x, _ in skull.points]
            ys = [y * PT for _, y in skull.points]
            apart = max(xs) < left or min(xs) > right or max(ys) < bottom or min(ys) > top
            assert apart, "the skull sits clear of the numeral"


def test_only_the_card_outlines_are_cut(kit):
    page = kit.pages[0]
    solid = [ln for ln in page.lines if ln.stroke == INK and not ln.dashed]
    assert len(solid) == 1, "the legend's sample cut line; dividers are grey inner lines"
    inner = [ln for ln in page.lines if ln.stroke and ln.stroke[:3] == (153, 153, 153)]
    assert len(inner) >= 8 * 9


def test_every_card_runs_from_12_to_0(kit):
    page = kit.pages[0]
    text = page.text()
    assert text.count("START") == 9 and text.count("OUT") == 8  # and "a coin on START"
    numbers = [c["text"] for c in page.chars if c["size"] >= 14]
    assert numbers.count("0") >= 8 and "".join(numbers).count("12") == 8
    assert rows_of_small_text(page) == []


def test_the_rules_card_fits_its_marker_and_says_where_it_moves(kit):
    """The marker the rules card asks for fits a cell (measured from the numbers' rows),
    and moves along the numbers as the cells run, not "down one cell"; worked moves fill
    the card's foot."""
    page = kit.pages[0]
    text = page.text().replace("\n", " ")
    marker = re.search(r"a bead or a button \(under (\d+) mm\)", text)
    assert marker, text
    rows = sorted({round(c["top"] * PT, 1) for c in page.chars if c["size"] >= 14})
    cell = min(b - a for a, b in itertools.pairwise(rows) if b - a > 5)
    assert int(marker.group(1)) <= cell
    assert "one number down" in text and "down one cell" not in text
    assert "EXAMPLE" in text and "move to 4" in text


def test_the_rules_card_says_how_highlander_goes_below_zero(kit):
    """Rule 4 (out at 0) is not absolute: under Highlander only an attack of 5 or more
    that takes a player below 0 puts them out, and the card says how to keep that count."""
    text = kit.pages[0].text().replace("\n", " ")
    assert "At 0 or less you are out" in text
    assert "Highlander: out only when one attack of 5+ takes you below 0" in text
    assert "count in pencil (our reading)" in text


def test_the_zero_stands_where_the_other_numbers_do(kit):
    """The 0 of OUT is centred in its column, under the 3 (the skull and OUT flank it)."""
    page = kit.pages[0]
    big = [c for c in page.chars if c["size"] >= 14]
    threes = [(c["x0"] + c["x1"]) / 2 * PT for c in big if c["text"] == "3"]
    ones = [c["x1"] for c in big if c["text"] == "1"]
    zeros = [
        (c["x0"] + c["x1"]) / 2 * PT
        for c in big
        if c["text"] == "0" and all(abs(c["x0"] - x1) > 1 for x1 in ones)
    ]
    assert len(zeros) == 8
    assert all(min(abs(z - t) for t in threes) < 0.3 for z in zeros)


def test_every_page_has_the_band_and_the_credit_outside_the_cards(kit):
    """Letter has no room above the cards: the band and the credit go up the side margins."""
    outlines = cards(kit.pages[0])
    left, right = min(b[0] for b in outlines), max(b[2] for b in outlines)
    bottom, top = min(b[1] for b in outlines), max(b[3] for b in outlines)

    def outside(x0: float, y0: float, x1: float, y1: float) -> bool:
        return x1 * PT < left or x0 * PT > right or y0 * PT > top or y1 * PT < bottom

    for page in kit.pages:
        height = page.height
        credit = [
            c
            for c in page.chars
            if outside(c["x0"], height - c["bottom"], c["x1"], height - c["top"])
        ]
        assert "Peter Cobcroft" in "".join(c["text"] for c in credit)
        rules = [
            r
            for r in page.rects
            if r.fill and r.fill[:3] == GAME_COLOUR and outside(r.x0, r.y0, r.x1, r.y1)
        ]
        assert len(rules) >= 2, "the band's two rules, clear of the cards"


def test_every_word_of_a_card_stays_inside_its_card(kit):
    """Each card's text lies inside its cut outline, 1 mm clear, and below the cards is only
    the page's credit: a longer rule once ran the rules card's worked example off the card
    and over the credit."""
    page = kit.pages[0]
    outlines = cards(page)
    lowest = min(o[1] for o in outlines)
    below = []
    for char in page.chars:
        if not char["text"].strip():
            continue
        x = (char["x0"] + char["x1"]) / 2 * PT
        y = (page.height - (char["top"] + char["bottom"]) / 2) * PT
        if y < lowest:
            below.append(char["text"])
            continue
        home = [o for o in outlines if o[0] <= x <= o[2] and o[1] <= y <= o[3]]
        if home:
            bottom = (page.height - char["bottom"]) * PT
            assert bottom >= home[0][1] + 1, (char["text"], round(bottom, 1), home[0][1])
    said = "".join(below)
    assert "recover" not in said, said
    assert not said or said.startswith("Skirmish,5thedition"), said  # Letter: no room below
