"""The AOF: Skirmish play kit read back: two sheets, objectives by side, rounds, 24" ruler."""

from __future__ import annotations

import itertools
from collections import defaultdict

import pytest

from kithelp import render_kit, rows_of_small_text, text_below, vertical_lines
from pdfread import PT, read_pdf
from skirmishgen.systems.aof.kit import BANDS, TICK

INCH = 25.4


@pytest.fixture(scope="module", params=["a4", "letter"])
def kit(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp("aof")
    return read_pdf(render_kit(folder, "aof-skirmish", "--paper", request.param))


def test_the_kit_is_two_sheets(kit):
    assert len(kit.pages) == 2


def test_objectives_show_who_holds_them(kit):
    text = text_below(kit.pages[0], 40)  # the pieces, below the notes
    assert text.count("NEUTRAL") == 5
    assert text.count("RED HOLDS") == 5 and text.count("BLUE HOLDS") == 5
    folds = [ln for ln in kit.pages[0].lines if ln.dashed and abs(ln.x1 - ln.x0) < 1e-3]
    assert len(folds) == 5, "one fold between the red and the blue side of each objective"
    assert text.count("ACTIVATED") == 16 and text.count("WOUND") == 20


def test_round_tracker_runs_one_to_four(kit):
    page = kit.pages[1]
    big = [c["text"] for c in page.chars if abs(c["size"] - 18) < 0.05]
    assert big == ["1", "2", "3", "4"]
    assert "ROUND" in page.text() and "END" in page.text()


def test_ruler_totals_24_inches_in_inch_ticks_with_half_inch_ticks(kit):
    page = kit.pages[1]
    pieces: dict[float, list[float]] = defaultdict(list)
    for x, y in vertical_lines(page, 20 * TICK):  # the ruler's inch ticks
        pieces[round(y, 1)].append(x)
    assert len(pieces) == 4
    inches = 0
    for xs in pieces.values():
        xs.sort()
        for a, b in itertools.pairwise(xs):
            assert b - a == pytest.approx(INCH, abs=0.05)
        inches += len(xs) - 1
    assert inches == 24
    halves = vertical_lines(page, 5.0)
    assert len(halves) == 24
    for x, y in halves:
        inch_ticks = pieces[round(y, 1)]
        assert min(abs(x - t) for t in inch_ticks) == pytest.approx(INCH / 2, abs=0.05)
    numbers = {c["text"] for c in page.chars if c["size"] >= 7}
    assert {"2", "4"} <= numbers
    assert "24" in page.text()


def test_no_text_under_seven_points(kit):
    for page in kit.pages:
        assert not rows_of_small_text(page)


def test_nothing_is_printed_in_the_outer_6_mm(kit):
    for page in kit.pages:
        for char in page.chars:
            assert char["x0"] * PT >= 6 and char["x1"] * PT <= page.width * PT - 6, char


def test_ruler_labels_keep_clear_of_the_cut(kit):
    """Style guide: labels at least 2 mm inside their piece. Every character inside a
    ruler piece (a stroked 6-inch rectangle) keeps 2 mm from its outline."""
    page = kit.pages[1]
    height = page.height
    pieces = [
        r
        for r in page.rects
        if r.stroke
        and abs((r.x1 - r.x0) * PT - 6 * INCH) < 0.1
        and abs((r.y1 - r.y0) * PT - 20) < 0.1
    ]
    assert len(pieces) == 4
    checked = 0
    for r in pieces:
        top, bottom = height - r.y1, height - r.y0
        for c in page.chars:
            if r.x0 < c["x0"] < r.x1 and top < c["top"] < bottom:
                gaps = (c["x0"] - r.x0, r.x1 - c["x1"], c["top"] - top, bottom - c["bottom"])
                assert min(gaps) * PT >= 2.0 - 0.05, c["text"]
                checked += 1
    assert checked > 40


def test_each_band_is_a_bracket_its_label_clear_of_numerals_and_ticks(kit):
    """The bands read as brackets: each label printed once, on no numeral, above the inch
    ticks' tops; a stop line at each band's two ends."""
    page = kit.pages[1]
    text = " ".join(page.text().split())
    for _, _, _, label in BANDS:
        assert text.count(label) == 1, label
    numerals = [c for c in page.chars if c["text"].isdigit() and c["size"] >= 9]
    label_chars = [
        c for c in page.chars if abs(c["size"] - 7) < 0.05 and c["non_stroking_color"][0] < 0.5
    ]
    ticks = vertical_lines(page, 20 * TICK)
    tops = {round(y + 20 * TICK, 1) for _, y in ticks}  # the inch ticks' tops, mm up the page
    inside = 0
    for c in label_chars:
        bottom = (page.height - c["bottom"]) * PT
        near = [t for t in tops if 0 < bottom - t < 6]
        if not near:
            continue  # not a band label (a glue note under a piece)
        inside += 1
        for n in numerals:
            apart = c["x1"] <= n["x0"] or c["x0"] >= n["x1"] or c["top"] >= n["bottom"]
            assert apart or c["bottom"] <= n["top"], (c["text"], n["text"])
    assert inside >= sum(len(label.replace(" ", "")) for *_, label in BANDS) - 4
    pieces = [
        (r.x0 * PT, r.y0 * PT, r.x1 * PT, r.y1 * PT)
        for r in page.rects
        if r.stroke and abs((r.y1 - r.y0) * PT - 20) < 0.1 and (r.x1 - r.x0) * PT > 100
    ]
    stops = [
        (x, y)
        for x, y in vertical_lines(page, 2.4)
        if any(x0 < x < x1 and y0 < y < y1 for x0, y0, x1, y1 in pieces)
    ]
    assert len(stops) == len(BANDS) + 1, "a stop at each band's end, and at 0"
    assert 'advance: up to 6"' in text


def test_activated_markers_put_the_state_first_and_the_side_small(kit):
    """The state is the marker's word in rank; the side a small tag; the only big type on
    the markers sheet is the objectives' numerals (the review found RED and BLUE at 28 pt)."""
    page = kit.pages[0]
    big = {c["text"] for c in page.chars if c["size"] >= 14}
    assert big == set("12345")
    sizes = sorted({round(c["size"], 1) for c in page.chars if c["text"] in "ACTIVED"})
    tags = [c for c in page.chars if c["text"] in "RBLUE" and c["size"] < 7.6]
    assert tags and max(c["size"] for c in tags) < max(sizes)
    assert text_below(page, 40).count("ACTIVATED") == 16
