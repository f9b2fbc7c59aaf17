"""The Abstract Skirmish kit read back: one sheet laid whole between two players, a
panel of the whole turn and bead tracks facing each, the order strip between them, and the unit
tokens, the only pieces to cut, in a strip at the foot between crop marks."""

from __future__ import annotations

import itertools

import pytest

from kithelp import render_kit, rows_of_small_text
from skirmishgen.games.abstract_skirmish.game import LOOK
from skirmishgen.games.abstract_skirmish.kit import (
    CAPTION,
    CREDIT_CLEAR,
    KEY_RULE,
    LABEL,
    NAME,
    ROW,
    TOKEN,
    TRACK_LABEL,
    TRACK_NAME,
    TURN,
)
from skirmishgen.press import style
from skirmishgen.testing.pdf import PT, plain, read_pdf

INK = (34, 34, 34, 255)
GAME = tuple(int(LOOK.colour[i : i + 2], 16) for i in (1, 3, 5))
BLUE = tuple(int(style.team(1).colour[i : i + 2], 16) for i in (1, 3, 5))


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


def _panel_text(page, frame) -> tuple[str, bool]:
    """The glyphs inside a panel's frame in the order they are drawn (each line as its reader
    reads it, whichever way it faces), and whether they are turned: drawn right to left."""
    x0, y0, x1, y1 = frame
    height = page.height * PT
    chars = [
        c
        for c in page.chars
        if x0 < c["x0"] * PT < x1 and y0 < height - c["bottom"] * PT < y1 and c["text"]
    ]
    steps = [b["x0"] - a["x0"] for a, b in itertools.pairwise(chars) if a["bottom"] == b["bottom"]]
    turned = sum(step < 0 for step in steps) > len(steps) / 2
    text = "".join(
        (" " if a is not None and a["bottom"] != c["bottom"] else "") + c["text"]
        for a, c in zip([None, *chars], chars, strict=False)
    )
    return plain(text), turned


def _words(rule: str) -> str:
    return " ".join(rule.replace("**", "").split())


def test_each_player_reads_the_whole_turn_the_right_way_up(page):
    """Today's review: the red panel held the key roll, Decide and Act, the blue one (turned)
    the hit rule, Attack and Slots, so each player read only half the rules the right way
    up. Now each panel holds the whole turn, every rule of it, drawn for its reader: the one
    next to red's tracks upright, the one next to blue's turned; in about a third of the
    sheet."""
    height = page.height * PT
    frames = sorted(panels(page), key=lambda f: f[1])  # red's (lower) first
    assert len(frames) == 2
    for frame, turned_for_blue in zip(frames, (False, True), strict=True):
        text, turned = _panel_text(page, frame)
        assert turned == turned_for_blue
        flat = " ".join(text.split())
        for rule in (KEY_RULE, *TURN):
            assert _words(rule) in flat, rule
    assert sum((y1 - y0) for _, y0, _, y1 in frames) < 0.3 * height


def test_no_part_of_the_sheet_crowds_another(page):
    """The tracks, the two panels and the order strip stand apart, 3 mm or more between any
    two, in the sheet's height order: blue's tracks, blue's panel, the order strip, red's
    panel, red's tracks."""
    bands = [
        ((r.x0 * PT, r.y0 * PT, r.x1 * PT, r.y1 * PT), "track" if r.stroke[:3] != GAME else "order")
        for r in page.rects
        if r.stroke and r.stroke[:3] != INK[:3] and not r.fill and (r.x1 - r.x0) * PT > 180
    ]
    parts = bands + [(frame, "panel") for frame in panels(page)]
    parts.sort(key=lambda part: -part[0][1])
    kinds = [kind for _, kind in parts]
    assert kinds == ["track"] * 4 + ["panel", "order", "panel"] + ["track"] * 4
    for (upper, a), (lower, b) in itertools.pairwise(parts):
        if a == b == "track":
            assert upper[1] == pytest.approx(lower[3], abs=0.05), "tracks share their edges"
        else:
            assert upper[1] - lower[3] >= 3.0, (a, b)


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
    assert text.count("+15") == 8 + 1 + 2  # the header and each panel say what it is
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


def centre(shape) -> tuple[float, float]:
    xs, ys = [x for x, _ in shape.points], [y for _, y in shape.points]
    return (min(xs) + max(xs)) / 2 * PT, (min(ys) + max(ys)) / 2 * PT


def test_track_labels_are_legible_and_no_cell_is_an_empty_tint(page):
    """Today's review: the tracks' labels were small and the hex-tinted cells beside the side
    names looked unfinished. Each label cell is now white paper (no ground under it) with
    its side and letter at 10 pt and a caption saying what its name line is for; OUT in
    each first cell is 8.5 pt."""
    height = page.height * PT
    tracks = [
        r
        for r in page.rects
        if r.stroke and r.stroke[:3] != INK[:3] and r.stroke[:3] != GAME and not r.fill
    ]
    tracks = [r for r in tracks if (r.x1 - r.x0) * PT > 180]
    assert len(tracks) == 8
    for track in tracks:
        turned = track.stroke[:3] == BLUE  # blue's tracks face across: the label at the right
        x0 = track.x1 * PT - LABEL if turned else track.x0 * PT
        y0 = track.y0 * PT
        cell = (x0, y0, x0 + LABEL, y0 + ROW)

        def inside(x: float, y: float, box=cell) -> bool:
            return box[0] < x < box[2] and box[1] < y < box[3]

        grounds = [
            s
            for s in page.shapes
            if s.fill and s.fill[:3] != (255, 255, 255) and inside(*centre(s))
        ]
        assert not grounds, "nothing but words and the name line in the label cell"
        words = [
            c
            for c in page.chars
            if inside(c["x0"] * PT, height - c["bottom"] * PT) and c["text"].strip()
        ]
        assert {round(c["fontsize"], 2) for c in words if c["text"].isupper()} == {TRACK_NAME}
        caption = "".join(c["text"] for c in words if c["fontsize"] == CAPTION)
        assert plain(caption) == "unit'sname"  # in the order drawn, whichever way it faces
    outs = [
        c
        for c in page.chars
        if c["text"] == "O"
        and c["fontsize"] == TRACK_LABEL
        and any(t.y0 < page.height - c["bottom"] < t.y1 for t in tracks)
    ]
    assert len(outs) == 8 and TRACK_LABEL >= 8 and CAPTION >= style.SHEET_MINIMUM
