"""The AOF: Skirmish play kit read back: two sheets, objectives by side, rounds, 24" ruler."""

from __future__ import annotations

import itertools

import pytest

from kithelp import render_kit, rows_of_small_text, text_below
from skirmishgen.games.aof_skirmish.kit import BRACKETS, FOUGHT, STRIP, TAB
from skirmishgen.testing.pdf import PT, Box, read_pdf

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
    assert text.count("ACTIVATED") == 16 and text.count("WOUND") >= 20


def test_round_tracker_runs_one_to_four(kit):
    page = kit.pages[1]
    big = [c["text"] for c in page.chars if abs(c["size"] - 18) < 0.05]
    assert big == ["1", "2", "3", "4"]
    assert "ROUND" in page.text() and "END" in page.text()


def _strips(page) -> list[Box]:
    """The ruler's strips, top to bottom of the assembled ruler, left to right: the 8 inches
    (within 0.05 mm) of each stroked outline, which runs on round its glue tab below."""
    found = []
    for r in page.rects:
        tall = (r.y1 - r.y0) * PT
        tab = next((t for t in (0.0, TAB) if abs(tall - 8 * INCH - t) < 0.05), None)
        if r.stroke and tab is not None and abs((r.x1 - r.x0) * PT - STRIP) < 0.05:
            found.append(Box(r.x0 * PT, r.y0 * PT + tab, (r.x1 - r.x0) * PT, 8 * INCH))
    return sorted(found, key=lambda box: box.x)


def _outlines(page) -> list[float]:
    """The heights (mm) of the stroked outlines a strip wide and tall, left to right."""
    tall = [
        r
        for r in page.rects
        if r.stroke
        and (r.y1 - r.y0) * PT > 8 * INCH - 0.05
        and abs((r.x1 - r.x0) * PT - STRIP) < 0.05
    ]
    return [round((r.y1 - r.y0) * PT, 1) for r in sorted(tall, key=lambda r: r.x0)]


def _segments(page, horizontal: bool) -> list[tuple[float, float, float, float]]:
    """(x0, y0, x1, y1) in mm of the page's undashed horizontal or vertical lines."""
    found = []
    for line in page.lines:
        flat = abs(line.y1 - line.y0) < 1e-3 if horizontal else abs(line.x1 - line.x0) < 1e-3
        if flat and not line.dashed:
            xs, ys = sorted((line.x0, line.x1)), sorted((line.y0, line.y1))
            found.append((xs[0] * PT, ys[0] * PT, xs[1] * PT, ys[1] * PT))
    return found


def test_the_ruler_is_three_8_inch_strips_down_the_page_two_joints(kit):
    """Three vertical strips of exactly 8" (2 joints for 24"), side by side at the right,
    none over the round tracker or the markers to their left."""
    page = kit.pages[1]
    strips = _strips(page)
    assert len(strips) == 3
    for box in strips:
        assert box.height == pytest.approx(8 * INCH, abs=0.05)
        assert box.width == pytest.approx(STRIP, abs=0.05)
    assert strips[-1].x + strips[-1].width <= page.width * PT - 8 + 0.05
    others = [r for r in page.rects if r.stroke and r.x1 * PT < strips[0].x - 0.1]
    assert len(others) > 5, "the tracker and the markers to the strips' left"


def test_every_inch_is_ticked_numbered_and_half_inches_ticked(kit):
    """Inch ticks 25.4 mm apart (within 0.05) from each strip's top edge, 9 a strip (its two
    ends shared at the joints: 24 inches in all); a half-inch tick midway in every inch;
    every inch's number beside its tick, the next strip starting with the last's number."""
    page = kit.pages[1]
    lines = _segments(page, horizontal=True)
    for index, box in enumerate(_strips(page)):
        top = box.y + box.height
        inside = [ln for ln in lines if box.x - 0.01 <= ln[0] and ln[2] <= box.x + box.width]
        at_edge = [ln for ln in inside if abs(ln[0] - box.x) < 0.01 and ln[2] - ln[0] < 10]
        length = {round(ln[2] - ln[0], 1) for ln in at_edge}
        inch, half = max(length), min(length)
        ticks = sorted(top - ln[1] for ln in at_edge if abs(ln[2] - ln[0] - inch) < 0.05)
        halves = sorted(top - ln[1] for ln in at_edge if abs(ln[2] - ln[0] - half) < 0.05)
        assert len(ticks) == 9 and len(halves) == 8
        for n, along in enumerate(ticks):
            assert along == pytest.approx(n * INCH, abs=0.05)
        for n, along in enumerate(halves):
            assert along == pytest.approx((n + 0.5) * INCH, abs=0.05)
        assert half < inch / 1.5
        first = index * 8
        for n in range(9):
            y = top - n * INCH
            near = page.text_in(Box(box.x, y - 6, box.width, 12)).split()
            assert str(first + n) in near, (first + n, near)


def test_the_glue_tabs_are_marked_glue_areas_under_the_first_two_strips(kit):
    """Each joint: a 'glue' tab under the strip's 8" end, hatched (diagonal lines), cut round,
    as wide as the strip; the last strip has none."""
    page = kit.pages[1]
    strips = _strips(page)
    diagonals = [
        ((ln.x0 + ln.x1) / 2 * PT, (ln.y0 + ln.y1) / 2 * PT)
        for ln in page.lines
        if abs(ln.x1 - ln.x0) > 1e-3 and abs(ln.y1 - ln.y0) > 1e-3
    ]
    for index, box in enumerate(strips):
        tab = Box(box.x, box.y - 9, box.width, 9)
        words = page.text_in(Box(tab.x + 1, tab.y + 1, tab.width - 2, tab.height - 2)).split()
        hatch = [(x, y) for x, y in diagonals if tab.contains(x, y, 13)]
        if index < 2:
            assert words == ["glue"]
            assert len(hatch) >= 10
        else:
            assert "glue" not in words and not hatch
    strip = round(8 * INCH, 1)
    assert _outlines(page)[-3:] == [strip + TAB, strip + TAB, strip], "a tab is cut with its strip"


def _bracket_lines(page) -> dict[float, list[tuple[float, float]]]:
    """The brackets' lines, by lane (mm left of their strip's numeral edge): (first inch,
    last inch) of each part on the assembled ruler."""
    lanes: dict[float, list[tuple[float, float]]] = {}
    strips = _strips(page)
    for x0, y0, _, y1 in _segments(page, horizontal=False):
        for index, box in enumerate(strips):
            edge, top = box.x + box.width, box.y + box.height
            if box.x + 1 < x0 < edge - 1 and box.y - 0.01 <= y0 and y1 <= top + 0.01:
                span = (index * 8 + (top - y1) / INCH, index * 8 + (top - y0) / INCH)
                lanes.setdefault(round(edge - x0, 1), []).append(span)
    return lanes


def test_the_brackets_are_nested_all_from_0_each_to_its_inch(kit):
    """Each bracket runs from 0 (the model) to its inch, across the joints without a break,
    in its own lane: the shortest nearest the ticks; a stop at each end (at 0 and at its
    inch), its label on every strip it crosses."""
    page = kit.pages[1]
    lanes = _bracket_lines(page)
    assert len(lanes) == len(BRACKETS)
    by_reach = sorted(lanes, reverse=True)  # the farthest from the numerals: the shortest
    strips = _strips(page)
    stops = [
        ln for ln in _segments(page, horizontal=True) if 2.5 < ln[2] - ln[0] < 3.0
    ]  # a bracket's stop: short across the strip
    for lane, (reach, label) in zip(by_reach, BRACKETS, strict=True):
        parts = sorted(lanes[lane])
        assert parts[0][0] == pytest.approx(0, abs=0.04)
        assert parts[-1][1] == pytest.approx(reach, abs=0.04)
        for (_, end), (start, _) in itertools.pairwise(parts):
            assert end == pytest.approx(start, abs=1e-3), "no break at a joint"
        ends = [
            index * 8 + (box.y + box.height - ln[1]) / INCH
            for ln in stops
            for index, box in enumerate(strips)
            if box.x < ln[0] < box.x + box.width
            and abs((box.x + box.width - (ln[0] + ln[2]) / 2) - lane) < 0.1
        ]
        assert sorted(round(e) for e in ends) == [0, reach], label
        crossed = [box for index, box in enumerate(strips) if index * 8 < reach]
        for box in crossed:
            assert label in " ".join(page.text_in(box).split()), label


def test_ruler_labels_keep_clear_of_the_cut_and_of_the_numerals(kit):
    """Style guide: labels at least 2 mm inside their piece. Every character inside a strip
    keeps 2 mm from its outline; the brackets' labels (7 pt) touch no numeral."""
    page = kit.pages[1]
    height = page.height
    checked = 0
    for box in _strips(page):
        x0, x1 = box.x / PT, (box.x + box.width) / PT
        top, bottom = height - (box.y + box.height) / PT, height - box.y / PT
        chars = [c for c in page.chars if x0 < c["x0"] < x1 and top < c["top"] < bottom]
        for c in chars:
            gaps = (c["x0"] - x0, x1 - c["x1"], c["top"] - top, bottom - c["bottom"])
            assert min(gaps) * PT >= 2.0 - 0.05, c["text"]
            checked += 1
        numerals = [c for c in chars if c["fontsize"] >= 9]
        labels = [c for c in chars if c["fontsize"] < 8]
        assert numerals and labels
        for c, n in itertools.product(labels, numerals):
            apart = c["x1"] <= n["x0"] or c["x0"] >= n["x1"]
            assert apart or c["bottom"] <= n["top"] or c["top"] >= n["bottom"]
    assert checked > 100


def test_fought_markers_and_their_note(kit):
    page = kit.pages[1]
    assert page.printed().count("FOUGHT") == FOUGHT + 1
    assert "hits only on unmodified 6s" in " ".join(page.printed().split())


def test_no_text_under_seven_points(kit):
    for page in kit.pages:
        assert not rows_of_small_text(page)


def test_nothing_is_printed_in_the_outer_6_mm(kit):
    for page in kit.pages:
        for char in page.chars:
            assert char["x0"] * PT >= 6 and char["x1"] * PT <= page.width * PT - 6, char


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


def _luminance(colour) -> float:
    red, green, blue = colour[:3]
    return (0.299 * red + 0.587 * green + 0.114 * blue) / 255


def test_wound_and_stunned_markers_sit_on_light_tinted_discs(kit):
    """Not plain black icons on white: each WOUND and STUNNED marker has a disc of its own
    light tint behind its icon (light in greyscale, so the dark icon reads on it), and
    both papers hold as many WOUND markers (Letter takes the row A4 has)."""
    page = kit.pages[0]
    assert text_below(page, 40).count("WOUND") == 28
    discs = [
        s
        for s in page.shapes
        if s.curved and s.fill and 12 < s.width * PT < 22 and abs(s.width - s.height) < 0.5
    ]
    tints = {s.fill[:3] for s in discs}
    assert len(discs) == 28 + 4 and len(tints) == 2, "a tint for WOUND, another for STUNNED"
    assert all(0.7 < _luminance(t) < 0.97 for t in tints)
    words = {c["non_stroking_color"] for c in page.chars if c["text"] == "W" and c["size"] > 8}
    assert words and all(_luminance([255 * v for v in colour]) < 0.4 for colour in words)


def test_the_objective_flag_keeps_clear_of_its_numeral(kit):
    """The corner flag is small (about 5 mm) and at least 1.5 mm from the numeral's box."""
    page = kit.pages[0]
    height = page.height * PT
    digits = [c for c in page.chars if c["size"] >= 14 and c["text"].isdigit()]
    flags = [s for s in page.shapes if s.fill and s.width * PT < 6.5 and s.height * PT < 6.5]
    assert len(digits) == 15
    for digit in digits:
        left, top = digit["x0"] * PT, height - digit["top"] * PT
        near = [
            s
            for s in flags
            if left - 12 < min(x for x, _ in s.points) * PT < left
            and top < max(y for _, y in s.points) * PT < top + 10
        ]
        assert near, "the objective's flag, top left of its numeral"
        for shape in near:
            right = max(x for x, _ in shape.points) * PT
            bottom = min(y for _, y in shape.points) * PT
            assert right <= left - 1.5 or bottom >= top + 1.5


def test_the_kit_names_no_weapon_the_core_rules_do_not_list(kit):
    """The core rules have no weapon list, so a generic kit cannot know an army's longest
    range: the shoot bracket is pencilled in, and no page names crossbows."""
    text = " ".join(page.text() for page in kit.pages).replace("\n", " ")
    assert "crossbow" not in text.lower()
    assert 'shoot: your range __"' in " ".join(kit.pages[1].text().split())


def test_each_objectives_three_pieces_keep_to_one_row(kit):
    """An objective's NEUTRAL marker and its RED/BLUE fold pair are cut out together, so
    they stand in one row (review: objective 3's marker ended a row, its pair began the
    next)."""
    page = kit.pages[0]
    rows: dict[str, set[int]] = {}
    for char in page.chars:
        if char["size"] >= 14 and char["text"].isdigit():  # the objectives' numbers
            rows.setdefault(char["text"], set()).add(round(char["top"]))
    assert sorted(rows) == [str(n) for n in range(1, 6)]
    assert all(len(tops) == 1 for tops in rows.values()), rows
