"""The Abstract Skirmish kit read back: two reference cards with the key roll inside, trackers."""

from __future__ import annotations

import itertools

import pytest

from kithelp import render_kit, rows_of_small_text
from pdfread import PT, read_pdf

INK = (34, 34, 34, 255)


@pytest.fixture(scope="module", params=["a4", "letter"])
def page(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp("abstract")
    pdf = read_pdf(render_kit(folder, "abstract-skirmish", "--paper", request.param))
    assert len(pdf.pages) == 1
    return pdf.pages[0]


def cut_boxes(page, min_height: float):
    return [
        (r.x0 * PT, r.y0 * PT, r.x1 * PT, r.y1 * PT)
        for r in page.rects
        if r.stroke == INK and not r.fill and (r.y1 - r.y0) * PT > min_height
    ]


def test_the_key_rule_is_inside_each_reference_card(page):
    height = page.height * PT
    cards = cut_boxes(page, 30)
    assert len(cards) == 2, "one reference card per player"
    starts = [c for c in page.chars if c["text"] == "E" and abs(c["size"] - 9.5) < 0.05]
    assert page.text().count("EVERY ROLL: 2d6 +") == 2
    rows = {round(c["bottom"], 1) for c in starts}
    assert len(rows) == 2
    for row in rows:
        chars = [c for c in page.chars if round(c["bottom"], 1) == row]
        left, right = min(c["x0"] for c in chars) * PT, max(c["x1"] for c in chars) * PT
        y = height - row * PT
        assert any(
            x0 + 2 <= left and right <= x1 - 2 and y0 + 2 <= y <= y1 - 2 for x0, y0, x1, y1 in cards
        ), "the key rule sits inside a card's cut box, 2 mm clear"


def test_trackers_slot_counters_and_order_strip(page):
    """The pieces agree: four units a side, each with a counter and a token, and an order
    strip with a place for each of the eight."""
    text = page.text()
    assert text.count("OUT") == 8 and text.count("name") == 8
    assert sum(f"{s} {u}" in text for s in ("RED", "BLUE") for u in "ABCD") == 8
    assert "ORDER" in text and "8th" in text and "9th" not in text
    assert text.count("RED UNIT") == 4 and text.count("BLUE UNIT") == 4
    assert "Print one-sided" in text and "100%" not in text  # no measure, no scale claim
    for first, last in ((1, 15), (16, 30)):  # a monstrous unit (30 slots) fits a counter
        row = " ".join(str(n) for n in range(first, last + 1))
        assert text.count(row) == 4, row  # red's, upright
        assert text.count(" ".join(reversed(row.split()))) == 4, row  # blue's, turned


def test_counter_cells_take_a_clip(page):
    """Neighbouring numbers on a counter row (9 pt) stand at least 6 mm apart: a cell a
    clip or a coin's edge can mark without covering the next."""
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
        centres = [(a + b) / 2 * PT for a, b in numbers]
        if len(centres) == 15:  # a counter's row
            pitches += [b - a for a, b in itertools.pairwise(centres)]
    assert len(pitches) == 8 * 2 * 14
    assert min(abs(p) for p in pitches) >= 6.0


def test_no_text_under_seven_points_and_the_page_is_used(page):
    assert rows_of_small_text(page) == []
    lowest = min(r.y0 for r in page.rects if r.stroke == INK) * PT
    assert lowest < 40, "the sheet is filled down to its foot"
