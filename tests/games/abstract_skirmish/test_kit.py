"""The Abstract Skirmish kit read back: one sheet laid whole between two players, a
reference panel and bead tracks facing each, the order strip between them, and the unit
tokens, the only pieces to cut, in a strip at the foot between crop marks."""

from __future__ import annotations

import itertools

import pytest

from kithelp import render_kit, rows_of_small_text
from skirmishgen.games.abstract_skirmish.game import LOOK
from skirmishgen.games.abstract_skirmish.kit import (
    CREDIT_CLEAR,
    HIT_RULE,
    KEY_RULE,
    NAME,
    ROW,
    TOKEN,
)
from skirmishgen.testing.pdf import PT, read_pdf

INK = (34, 34, 34, 255)
GAME = tuple(int(LOOK.colour[i : i + 2], 16) for i in (1, 3, 5))


@pytest.fixture(scope="module", params=["a4", "letter"])
def page(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp("abstract")
    pdf = read_pdf(render_kit(folder, "abstract-skirmish", "--paper", request.param))
    assert len(pdf.pages) == 1
    return pdf.pages[0]


def panels(page):
    """The reference panels' frames (mm x0, y0, x1, y1): rounded, in the game's colour."""
    return [
        (
            min(x for x, _ in s.points) * PT,
            min(y for _, y in s.points) * PT,
            max(x for x, _ in s.points) * PT,
            max(y for _, y in s.points) * PT,
        )
        for s in page.shapes
        if s.stroke and s.stroke[:3] == GAME and not s.fill and s.height * PT > 30
    ]


def test_the_reference_is_printed_once_half_of_it_turned(page):
    """Review 15: the whole reference was printed twice, once upside down, in about 40 % of
    the sheet. Now every line of it is printed once, in two panels between the players'
    tracks: the key roll's panel upright for red, the attack's turned to face blue."""
    height = page.height * PT
    frames = panels(page)
    assert len(frames) == 2, "the reference's two halves"
    text = page.text()
    for words in (KEY_RULE, HIT_RULE, "1 Decide.", "2 Act.", "Attack.", "Slots.", "Options."):
        assert text.count(words) == 1, words
    bands = [c for c in page.chars if abs(c["size"] - 9.5) < 0.05]
    rows: dict[float, list[dict]] = {}
    for c in bands:
        rows.setdefault(round(c["bottom"], 1), []).append(c)
    assert len(rows) == 2
    turned = []
    for chars in rows.values():
        left, right = min(c["x0"] for c in chars) * PT, max(c["x1"] for c in chars) * PT
        y = height - chars[0]["bottom"] * PT
        assert any(
            x0 + 2 <= left and right <= x1 - 2 and y0 + 2 <= y <= y1 - 2
            for x0, y0, x1, y1 in frames
        ), "each key line sits inside a panel, 2 mm clear"
        turned.append(chars[0]["x0"] > chars[-1]["x0"])  # drawn right to left: turned
    assert sorted(turned) == [False, True], "one panel upright, the other turned"
    assert sum((y1 - y0) for _, y0, _, y1 in frames) < 0.27 * height, "about a quarter"


def test_the_rules_are_read_across_the_table_at_8_5_points_on_both_papers(page):
    """Letter keeps A4's size: the layout gives the text its room (the review found 7 pt)."""
    frames = panels(page)
    height = page.height * PT
    body = [
        c
        for c in page.chars
        if c["text"].isalpha()
        and any(
            x0 < c["x0"] * PT < x1 and y0 < height - c["bottom"] * PT < y1 - 14
            for x0, y0, x1, y1 in frames
        )
    ]
    assert len(body) > 400
    assert min(c["size"] for c in body) >= 8.5


def test_trackers_and_order_strip(page):
    """Four units a side, each with a bead track (OUT, 1 to 15, +15) and a token, and an
    order strip with a place for each of the eight."""
    text = page.text()
    assert text.count("OUT") - text.count("CUT OUT") == 8
    assert text.count("+15") == 8 + 2  # the header and the reference say what it is
    assert "the one record of slots (the unit mats keep none)" in " ".join(text.split())
    assert sum(f"{s} {u}" in text for s in ("RED", "BLUE") for u in "ABCD") == 8
    assert "ORDER" in text and "8th" in text and "9th" not in text
    assert text.count("RED UNIT") == 4 and text.count("BLUE UNIT") == 4
    assert "Print one-sided" in text and "100%" not in text  # no measure, no scale claim
    assert "bead" in text and "clip" not in text
    row = " ".join(str(n) for n in range(1, 16))
    assert text.count(row) == 4  # red's, upright
    assert text.count(" ".join(reversed(row.split()))) == 4  # blue's, turned


def test_a_bead_fits_a_track_cell(page):
    """Each track is a row at least 8 mm tall whose numbers stand 9 mm apart or more."""
    tracks = [
        r
        for r in page.rects
        if r.stroke and r.stroke[:3] != INK[:3] and not r.fill and (r.x1 - r.x0) * PT > 180
    ]
    heights = sorted(round((r.y1 - r.y0) * PT, 1) for r in tracks)
    assert heights.count(ROW) == 8 and ROW >= 8
    rows: dict[float, list[dict]] = {}
    for c in page.chars:
        if abs(c["size"] - 9) < 0.05 and c["text"].isdigit():
            rows.setdefault(round(c["top"], 1), []).append(c)
    pitches = []
    for chars in rows.values():
        chars.sort(key=lambda c: c["x0"])
        numbers: list[list[float]] = []  # each number's [left, right], digits merged
        for c in chars:
            if numbers and c["x0"] - numbers[-1][1] < 1.0:
                numbers[-1][1] = c["x1"]
            else:
                numbers.append([c["x0"], c["x1"]])
        if len(numbers) == 16:  # a track's row: 1 to 15 and the 15 of +15
            centres = [(a + b) / 2 * PT for a, b in numbers[:15]]
            pitches += [b - a for a, b in itertools.pairwise(centres)]
    assert len(pitches) == 8 * 14
    assert min(abs(p) for p in pitches) >= 9.0


def test_only_the_unit_tokens_are_cut_and_crop_marks_show_them(page):
    """Every solid black line lies in the token strip at the foot: the tokens' squares and
    the crop marks off its four corners; nothing else on the sheet is a cut."""
    cuts = [r for r in page.rects if r.stroke == INK and not r.fill]
    lines = [ln for ln in page.lines if ln.stroke == INK and not ln.dashed]
    squares = [r for r in cuts if abs((r.x1 - r.x0) * PT - TOKEN) < 0.05]
    assert len(squares) == 8 and len(cuts) == 8
    strip_top = max(r.y1 for r in squares) * PT
    assert strip_top < 45, "the strip at the foot"
    assert len(lines) == 8, "two crop marks off each corner"
    assert all(max(ln.y0, ln.y1) * PT <= strip_top + 5 for ln in lines)
    assert "CUT OUT" in page.text()


def test_no_text_under_seven_points_and_the_page_is_used(page):
    assert rows_of_small_text(page) == []
    lowest = min(r.y0 for r in page.rects if r.stroke == INK) * PT
    assert lowest < 40, "the sheet is filled down to its foot"


def test_each_track_has_a_30_mm_name_line(page):
    """Review 15: the name fields beside "RED A" were 15.8 mm, too short for "Charlie" by
    hand; each track's label now holds a name line of 30 mm under its side and letter."""
    lines = [
        ln
        for ln in page.lines
        if abs(ln.y1 - ln.y0) < 1e-3 and ln.stroke and ln.stroke[:3] == (153, 153, 153)
    ]
    names = [ln for ln in lines if 29.9 <= abs(ln.x1 - ln.x0) * PT <= 40]
    assert len(names) == 8 and NAME >= 30


def test_nothing_comes_near_the_credit_line(page):
    """Review 15: the tokens stood 1.5 mm over the footer and a crop mark reached the credit
    line. Every mark, line, box and glyph but the credit's own ends ``CREDIT_CLEAR`` mm or
    more over the top of the credit's glyphs."""
    foot = max(c["bottom"] for c in page.chars)
    credit = [c for c in page.chars if foot - c["bottom"] < 1.0]
    assert "skirmishgen" in "".join(c["text"] for c in credit)
    height = page.height
    credit_top = height - min(c["top"] for c in credit if c["text"].isupper())  # pt, up
    others = [height - c["bottom"] for c in page.chars if c not in credit and c["text"].strip()]
    marks = [min(y for _, y in shape.points) for shape in page.shapes]
    assert (min(others + marks) - credit_top) * PT >= CREDIT_CLEAR - 0.05
