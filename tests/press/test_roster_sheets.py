"""Roster sheets of every roster game read back (press.sheetframe and press.sheets): one
page each, filled or blank, on A4 and Letter; fill-in lines on white, far enough apart
for handwriting; wounds as the rules count them; the stamp on the frame's edge, as tall
as its words; type sizes, margins, subtitles and the credit line."""

from __future__ import annotations

import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth

from rostersheets import BLANKS, FILLED, modules_box
from skirmishgen.press import style
from skirmishgen.press.paper import MM, PAPERS
from skirmishgen.press.sheets import (
    CODE_GAP,
    MARGIN,
    STAMP_WIDTH,
    Parts,
    PartsLine,
    code_side,
    quiet_of,
    styles,
)
from skirmishgen.rosters import passport_code, read_roster
from skirmishgen.testing.pdf import PT, read_pdf

AUTHORS = {
    "one-stat-skirmish": "Kai Bettzieche",
    "aof-skirmish": "One Page Rules",
    "insta-skirmish": "Andrew Domino",
}


def _system(name: str) -> str:
    if name.startswith("blank-"):
        return name[len("blank-") :]
    return next(p.parent.parent.name for p in FILLED if p.stem == name)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("key", BLANKS)
def test_each_blank_roster_is_one_page(sheets, key, paper):
    assert len(read_pdf(sheets[f"blank-{key}", paper]).pages) == 1


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_filled_roster_is_one_page(sheets, paper):
    made = [(name, path) for (name, on), path in sheets.items() if on == paper]
    assert len(made) >= 6
    for name, path in made:
        assert len(read_pdf(path).pages) == 1, name


WRITING = (119, 119, 119)
"""The colour of ruled writing lines (press/forms.py)."""


def _luminance(colour) -> float:
    r, g, b, _ = colour
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


@pytest.mark.parametrize("key", BLANKS)
def test_no_fill_in_line_sits_on_a_dark_fill(sheets, key):
    """Every horizontal ruled line (and every underscore) on a blank sheet lies on white or
    on a light fill: no white field on a dark band."""
    page = read_pdf(sheets[f"blank-{key}", "a4"]).pages[0]
    fills = [r for r in page.rects if r.fill is not None and r.fill[3] > 0]
    ruled = [
        ((line.x0 + line.x1) / 2, line.y0)
        for line in page.lines
        if abs(line.y0 - line.y1) < 0.1 and line.stroke and line.stroke[:3] == WRITING
    ]
    height = PAPERS["a4"].height / PT
    ruled += [
        ((c["x0"] + c["x1"]) / 2, height - c["bottom"]) for c in page.chars if c["text"] == "_"
    ]
    assert len(ruled) >= 20, len(ruled)
    for x, y in ruled:
        under = [r for r in fills if r.x0 <= x <= r.x1 and r.y0 - 0.5 <= y <= r.y1 + 0.5]
        for rect in under:
            assert _luminance(rect.fill) > 0.75, (key, x, y, rect.fill)
    for char in page.chars:
        if char["text"] == "_":  # an underscore field is set in dark ink
            assert _ink(char["non_stroking_color"]) < 0.5, (key, char)


def _ink(colour) -> float:
    """The luminance (0-1) of a glyph's fill as the content stream sets it (g or rg)."""
    values = tuple(colour or (0.0,))
    if len(values) == 1:
        return float(values[0])
    r, g, b = values[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_blank_ruled_lines_are_far_enough_apart_for_handwriting(sheets):
    """Stacked writing lines in one column are at least 6 mm apart."""
    for key in BLANKS:
        page = read_pdf(sheets[f"blank-{key}", "a4"]).pages[0]
        rows: dict[int, list[float]] = {}
        for line in page.lines:
            if abs(line.y0 - line.y1) < 0.1 and line.stroke and line.stroke[:3] == WRITING:
                rows.setdefault(round(line.x0), []).append(line.y0)
        gaps = [
            b - a
            for ys in rows.values()
            for a, b in zip(sorted(set(ys)), sorted(set(ys))[1:], strict=False)
        ]
        assert gaps and min(gaps) * PT >= 6.0, (key, min(gaps) * PT)


def test_wounds_are_tracked_as_the_rules_count_them(sheets):
    """A wound kills one model until the last remains (a box per model lost); the last
    takes markers and rolls D6 + markers: knocked out on 6+, so 5 markers at most; a
    Tough(3) model rolls only from its 3rd marker and is out on 8+ (7 boxes, the 3rd
    picked out)."""
    page = read_pdf(sheets["dwarf-raiders", "a4"]).pages[0]
    boxes = [
        r
        for r in page.rects
        if abs((r.x1 - r.x0) - 4.6 / PT) < 0.2 and abs((r.y1 - r.y0) - 4.6 / PT) < 0.2
    ]  # 4.6 mm: room to pencil a tick
    champion, warriors, crossbowmen, priest = 7, 4 + 5, 2 + 5, 5
    assert len(boxes) == champion + warriors + crossbowmen + priest
    text = " ".join(page.text().split())
    assert "Wounds: the model's markers (from 3: D6 + markers, 8+ out)" in text
    assert text.count("(D6 + markers: 2-5 Stunned, 6+ out)") == 3
    for lost in (4, 2):
        assert f"Wounds: {lost} models lost, then the last model's markers (D6" in text
    for label in text.split("Wounds")[1:]:  # one colon before the roll's brackets
        head = label.split("(", 1)[0]
        assert head.startswith(":") and head.count(":") == 1, label
    assert "Spells (Wizard(1))" in text and "D6+1" in text


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_stamp_right_edge_on_the_frame_edge(sheets, paper):
    """The head ends on the frame's right edge: the stamp, or the roster code beside it
    (1 Stat Skirmish prints its code in the core rules box instead)."""
    right = PAPERS[paper].width / PT - MARGIN
    for name in ("robyns-merry-men-treasure-hunt", "dwarf-raiders", "knights-of-the-board"):
        page = read_pdf(sheets[name, paper]).pages[0]
        edges = [
            max(line.x0, line.x1)
            for line in page.lines
            if abs(line.y0 - line.y1) < 0.1
            and abs(abs(line.x1 - line.x0) - STAMP_WIDTH / MM / PT) < 1
        ]
        assert edges, name  # the stamp's box, drawn as lines STAMP_WIDTH long
        beside = side = quiet = 0.0
        if _system(name) != "one-stat-skirmish":
            file = next(p for p in FILLED if p.stem == name)
            code = passport_code(read_roster(file).document.data)[0]
            side = code_side(code)
            quiet = quiet_of(code, side)
            beside = (side - quiet + CODE_GAP) / PT
        assert abs(max(edges) - (right - beside)) < 1.0, (name, max(edges), right)
        if beside:  # the code's modules end on the frame's edge, its quiet zone beyond
            x0, _, x1, _ = modules_box(sheets[name, paper])
            assert abs(x1 - right) < 0.5 and abs(x1 - x0 - (side - 2 * quiet) / PT) < 0.5, name


def test_no_text_under_seven_points_and_the_credit_on_every_page(sheets):
    for (name, paper), path in sheets.items():
        pdf = read_pdf(path)
        for number, page in enumerate(pdf.pages, 1):
            sizes = [c["fontsize"] for c in page.chars if c["text"].strip()]
            assert min(sizes) >= style.SHEET_MINIMUM - 0.01, (name, paper, number, min(sizes))
            text = " ".join(page.text().split())
            assert "skirmishgen" in text and AUTHORS[_system(name)] in text, (name, number)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_headings_start_on_the_margin_like_the_tables(sheets, paper):
    """Section headings line up with the full-width tables and the title on the 10 mm margin."""
    for name, heading in (
        ("robyns-merry-men-treasure-hunt", "Core rules"),
        ("dwarf-raiders", "Special rules used"),
        ("knights-of-the-board", "Rules reference"),
    ):
        page = read_pdf(sheets[name, paper]).pages[0]
        chars = page.chars
        text = "".join(c["text"] for c in chars)
        at = text.find(heading)
        assert at >= 0, (name, heading)
        assert abs(chars[at]["x0"] - MARGIN) < 1.0, (name, chars[at]["x0"])


def test_a_subtitle_breaks_between_parts_and_never_leaves_a_dot_at_either_end():
    """Review item: a wrapped subtitle left a dangling middle dot at a line's end."""
    parts = Parts(["Insta-Skirmish", "30 of 30 points spent, 0 lost", "4 miniatures", "a b"])
    style = styles()["sub"]
    flowable = PartsLine(parts, style)
    counts = []
    for width in (40, 70, 90, 120, 400):
        flowable.wrap(width * MM, 1000)
        lines = _subtitle_lines(flowable)
        counts.append(len(lines))
        for line in lines:
            assert not line.startswith("\u00b7") and not line.endswith("\u00b7"), line
            words = line.split(" \u00b7 ")
            assert len(words) == 1 or stringWidth(line, style.fontName, style.fontSize) <= (
                width * MM
            ), (width, line)
        assert " \u00b7 ".join(lines) == (
            "Insta-Skirmish \u00b7 30 of 30 points spent, 0 lost \u00b7 4 miniatures \u00b7 a b"
        ), width
    assert counts[0] > counts[-1] == 1


def _subtitle_lines(flowable) -> list[str]:
    """The lines a subtitle was set in, as text."""
    text = flowable._paragraph.text.replace("&middot;", "\u00b7").replace("\u00a0", " ")
    return [line.strip() for line in text.split("<br/>")]


def test_the_stamp_is_as_tall_as_its_words_and_the_knights_subtitle_fits_one_line(sheets):
    """Review items: the stamp no longer stretches to the roster code's height (it left
    empty space), and at 60 mm the Knights' subtitle has room for one line."""
    page = read_pdf(sheets["knights-of-the-board", "a4"]).pages[0]
    rules = [
        line.y0
        for line in page.lines
        if abs(line.y0 - line.y1) < 0.1 and abs(abs(line.x1 - line.x0) - STAMP_WIDTH / MM / PT) < 1
    ]
    assert len(rules) >= 2, "the stamp's top and bottom"
    x0, _, x1, _ = modules_box(sheets["knights-of-the-board", "a4"])
    assert (max(rules) - min(rules)) * PT < (x1 - x0) * PT - 3
    lines = [" ".join(line.split()) for line in page.text().splitlines()]
    assert "Insta-Skirmish \u00b7 30 of 30 points spent, 0 lost \u00b7 4 miniatures" in lines


def test_the_stamps_words_keep_two_millimetres_inside_its_border(sheets):
    """Review item: a long rules line ran to 1.4 mm from the stamp's border; it now breaks
    at its middle comma instead."""
    for (name, paper), path in sheets.items():
        if name.startswith("blank-"):
            continue
        page = read_pdf(path).pages[0]
        rules = [
            line
            for line in page.lines
            if abs(line.y0 - line.y1) < 0.1
            and abs(abs(line.x1 - line.x0) - STAMP_WIDTH / MM / PT) < 1
        ]
        left = min(min(r.x0, r.x1) for r in rules) * PT
        right = max(max(r.x0, r.x1) for r in rules) * PT
        height = PAPERS[paper].height
        top, bottom = (
            height - max(r.y0 for r in rules) * PT,
            height - min(r.y0 for r in rules) * PT,
        )
        inside = [
            c
            for c in page.chars
            if c["text"].strip()
            and top < c["top"] * PT
            and c["bottom"] * PT < bottom
            and left - 1 < c["x0"] * PT < right + 1
        ]
        assert inside, name
        assert min(c["x0"] for c in inside) * PT >= left + 1.9, (name, paper)
        assert max(c["x1"] for c in inside) * PT <= right - 1.9, (name, paper)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_blank_titles_are_set_as_large_as_filled_ones(sheets, paper):
    """A blank's "Warband:" or "Army:" is 18 pt, as a filled roster's name (review 2: 16)."""
    for key in BLANKS:
        page = read_pdf(sheets[f"blank-{key}", paper]).pages[0]
        title = "".join(c["text"] for c in page.chars if abs(c["fontsize"] - 18) < 0.05)
        assert title in ("Warband:", "Army:"), (key, title)
