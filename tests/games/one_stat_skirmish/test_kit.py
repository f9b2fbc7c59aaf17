"""The 1 Stat Skirmish play kit read back: sheets, pieces in their counts, exact measures, odds."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from pdfplumbed import open_pdf
from skirmishgen.cli import main
from skirmishgen.games.one_stat_skirmish.kit import TAPE_TAB
from skirmishgen.press import style
from skirmishgen.testing.pdf import PT
from texts import by_hand

TOLERANCE = 0.05


def make(directory, *argv):
    out = directory / "kit.pdf"
    with pytest.raises(SystemExit) as exit_info:
        main(["kit", "one-stat-skirmish", "--out", str(out), *argv])
    assert exit_info.value.code == 0
    return open_pdf(out)


@pytest.fixture(scope="module")
def a4(tmp_path_factory):
    return make(tmp_path_factory.mktemp("a4"))


@pytest.fixture(scope="module")
def letter(tmp_path_factory):
    return make(tmp_path_factory.mktemp("letter"), "--paper", "letter")


def true_size(char) -> float:
    """The font size, whatever way the glyph is turned (pdfplumber's size is its box height)."""
    return char["size"] if char["upright"] else char["width"]


def bold_words(page) -> list[str]:
    words = page.extract_words(extra_attrs=["fontname"])
    return [word["text"] for word in words if "Bold" in word["fontname"]]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_default_kit_fits_five_sheets(paper, request):
    """The tokens fill the gaps the other parts leave: 5 sheets on A4 and Letter."""
    assert len(request.getfixturevalue(paper).pages) <= 5


def test_no_text_under_seven_points_on_letter(letter):
    """On Letter (A4 is the testing kit's: every product of every game)."""
    pdf = letter
    for number, page in enumerate(pdf.pages, 1):
        smallest = min(true_size(char) for char in page.chars)
        assert smallest >= style.SHEET_MINIMUM - 0.01, f"page {number}: {smallest:.2f} pt"


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_calibration_bars_and_legend_head_the_first_page_only(paper, request):
    """One check per print run: the bars (and the cut, fold and glue legend) once."""
    for number, page in enumerate(request.getfixturevalue(paper).pages):
        lengths = {round((ln["x1"] - ln["x0"]) * PT, 1) for ln in page.lines}
        text = page.extract_text()
        first = number == 0
        assert ({100.0, 101.6} <= lengths) == first, number
        assert ("100%" in text) == first and ("fold along dashed lines" in text) == first


def test_tokens_in_the_counts_the_scenarios_need(a4):
    words = Counter(word for page in a4.pages for word in bold_words(page))
    assert words["TREASURE"] == 6, "Collect places six treasure tokens"
    assert words["DEVICE"] == 6, "a Trigger Device stack of 3 runs from 0 to 6"
    assert words["SPAWN"] == 6 and words["ACTED"] == 20 and words["WOUND"] >= 10
    assert words["HILL"] == 1 and words["EVENT"] == 1 and words["CLUE"] == 2
    assert words["RED"] >= 1 and words["BLUE"] >= 1  # a flag a side
    spawn_page = next(page for page in a4.pages if "SPAWN" in bold_words(page))
    spawns = [w for w in spawn_page.extract_words() if w["text"] == "SPAWN"]
    numbers = sorted(
        c["text"]
        for c in spawn_page.chars
        if c["size"] >= style.PIECE_NUMBER
        for w in spawns
        if w["x0"] - 3 <= (c["x0"] + c["x1"]) / 2 <= w["x1"] + 3 and 0 < w["top"] - c["top"] < 40
    )
    assert numbers == list("123456"), "spawn points 1-6, each number big"


def tape_ticks(page) -> dict[float, list[float]]:
    """The tape's step ticks (8 mm lines across a strip that runs down the page), by strip."""
    height = float(page.height)
    strips: dict[float, list[float]] = {}
    for ln in page.lines:
        if abs(ln["top"] - ln["bottom"]) < 1e-6 and abs((ln["x1"] - ln["x0"]) * PT - 8.0) < 0.05:
            strips.setdefault(round(ln["x0"] * PT, 1), []).append((height - ln["top"]) * PT)
    return strips


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_tape_is_two_pieces_of_ten_steps_an_inch_each(paper, request):
    pdf = request.getfixturevalue(paper)
    page = next(page for page in pdf.pages if "Measuringtape" in turned_text(page))
    strips = tape_ticks(page)
    assert len(strips) == 2, "the tape in two pieces"
    for ys in strips.values():
        ys.sort()
        assert len(ys) == 11, "steps 0-10 and 10-20"
        for a, b in itertools.pairwise(ys):
            assert b - a == pytest.approx(25.4, abs=TOLERANCE)
        assert ys[0] >= 8.0, "clear of the page foot"
    turned = turned_text(page)
    assert "lightshootersreachto10" in turned and "mediumshootersreachto15" in turned


def turned_text(page) -> str:
    """The page's turned characters (the tape's heading and labels), spaces dropped."""
    return "".join(c["text"] for c in page.chars if not c["upright"]).replace(" ", "")


def exact_spawn_chances() -> dict[tuple[int, ...], Fraction]:
    counts: Counter[tuple[int, ...]] = Counter()
    for roll in itertools.product(range(6), repeat=6):
        counts[tuple(sorted(Counter(roll).values(), reverse=True))] += 1
    return {pattern: Fraction(count, 6**6) for pattern, count in counts.items()}


def test_spawn_table_prints_the_exact_chances(a4):
    page = next(page for page in a4.pages if "spawn dice (6d6)" in page.extract_text())
    text = " ".join(page.extract_text().split())
    chances = exact_spawn_chances()
    assert len(chances) == 11 and sum(chances.values()) == 1
    for chance in chances.values():
        shown = f"({chance.numerator}/{chance.denominator})"
        assert shown in text, shown
        percent = chance * 100
        assert f"{by_hand(percent, 1)}%" in text or f"{by_hand(percent, 2)}%" in text
    assert "2 bosses" in text and "6 rookies" in text


def test_turn_tracker_has_the_phases_and_shares_its_page(a4):
    page = next(page for page in a4.pages if "Turn tracker" in page.extract_text())
    big = [c["text"] for c in page.chars if c["size"] >= 18]
    assert big == [str(n) for n in range(1, 9)]
    text = page.extract_text()
    order = [text.index(phase) for phase in ("Turn count", "Initiative", "Actions", "Upkeep")]
    assert order == sorted(order)
    headings = [c for c in page.chars if c["size"] == style.HEADING]
    assert len({round(c["top"]) for c in headings}) >= 2, "another part on the same page"


def _outline_points(curve) -> list[tuple[float, float]]:
    """The curve's vertices and the points between them (pdfplumber's top-down points)."""
    points = [(float(x), float(y)) for x, y in curve["pts"]]
    between = []
    for (ax, ay), (bx, by) in itertools.pairwise([*points, points[0]]):
        between += [(ax + (bx - ax) * t / 8, ay + (by - ay) * t / 8) for t in range(1, 8)]
    return points + between


def _clearance(word, points) -> float:
    return min(
        max(word["x0"] - x, x - word["x1"], word["top"] - y, y - word["bottom"], 0) * PT
        if not (word["x0"] <= x <= word["x1"] and word["top"] <= y <= word["bottom"])
        else 0.0
        for x, y in points
    )


LABELS = ("FOREST", "HOUSE", "through:", "cover:", "door")


def test_terrain_labels_stay_clear_of_cut_lines(a4):
    checked = found = 0
    for page in a4.pages:
        labels = [word for word in page.extract_words() if word["text"] in LABELS]
        if not labels:
            continue
        outlines = [_outline_points(curve) for curve in page.curves if len(curve["pts"]) > 20]
        footprints = [
            r
            for r in page.rects
            if r.get("stroke")
            and sorted(((r["x1"] - r["x0"]) * PT, (r["bottom"] - r["top"]) * PT))
            == pytest.approx([2 * 25.4, 3 * 25.4], abs=0.1)
        ]
        found += len(footprints)
        outlines += [
            [
                (r["x0"], r["top"]),
                (r["x1"], r["top"]),
                (r["x1"], r["bottom"]),
                (r["x0"], r["bottom"]),
            ]
            for r in footprints
        ]
        for outline in outlines:
            full = outline if len(outline) > 4 else _outline_points({"pts": outline})
            for word in labels:
                assert _clearance(word, full) >= style.LABEL_CLEARANCE - 0.1, word["text"]
                checked += 1
    assert found == 1, "the house footprint: one cut outline of 3 by 2 inches"
    assert checked >= 4 * 3, "three forests and the house footprint, checked"


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_tape_labels_keep_clear_of_the_cut(paper, request):
    """The tape's step numbers and range labels sit at least 2 mm inside each strip."""
    page = request.getfixturevalue(paper).pages[1]
    strips = [  # each strip's outline runs on round its glue tab, if it has one
        r
        for r in page.rects
        if r.get("stroke")
        and any(abs((r["bottom"] - r["top"]) * PT - 254 - tab) < 0.1 for tab in (0, TAPE_TAB))
    ]
    assert len(strips) == 2
    checked = 0
    for r in strips:
        for c in page.chars:
            if r["x0"] < c["x0"] < r["x1"] and r["top"] < c["top"] < r["bottom"]:
                gaps = (
                    c["x0"] - r["x0"],
                    r["x1"] - c["x1"],
                    c["top"] - r["top"],
                    r["bottom"] - c["bottom"],
                )
                assert min(gaps) * PT >= style.LABEL_CLEARANCE - 0.05, c["text"]
                checked += 1
    assert checked > 30


def test_every_standee_beyond_the_first_sheet_has_a_heading(a4):
    """The Demon does not fit the first sheet: it goes in a gap a later part leaves, under
    a 'Standees' heading saying 'More:', never alone on a page of its own."""
    pages_with_demon = [n for n, page in enumerate(a4.pages) if "DEMON" in page.extract_text()]
    assert pages_with_demon and 0 not in pages_with_demon
    page = a4.pages[pages_with_demon[0]]
    assert "Standees" in page.extract_text() and "More: Demon" in page.extract_text()
    assert len(page.extract_words()) > 60, "it shares its page with other parts"


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_solitaire_has_opfor_stand_ins_by_rank(paper, request):
    """Without OpFor miniatures: grey stand-ins, numbered, marked with the rank's die."""
    pages = request.getfixturevalue(paper).pages
    words = Counter(word for page in pages for word in bold_words(page))
    assert (words["BOSS"], words["SPECIALIST"], words["ROOKIE"]) == (3, 6, 9)
    dice = (words["d10"], words["d8"], words["d6"])
    assert all(n >= least for n, least in zip(dice, (3, 6, 9), strict=True))  # rank die
    text = " ".join(" ".join(page.extract_text() for page in pages).split())
    assert "OpFor stand-ins" in text and "rookie __, specialist __," in text


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_each_forest_measures_what_its_label_says(made, paper):
    """ "3 forest areas, 5 by 4 inches": each outline spans 127.0 by 101.6 mm, edge to edge."""
    from skirmishgen.testing.pdf import read_pdf

    pdf = read_pdf(made("kit", "one-stat-skirmish", "--paper", paper))
    assert any("5 by 4 inches" in page.text() for page in pdf.pages)
    forests = [
        (shape.width * PT, shape.height * PT)
        for page in pdf.pages
        for shape in page.shapes
        if len(shape.points) > 40 and not shape.curved and shape.fill == (0xE8, 0xF1, 0xE3, 255)
    ]
    assert len(forests) == 3
    for width, height in forests:
        assert width == pytest.approx(5 * 25.4, abs=0.5) and height == pytest.approx(
            4 * 25.4, abs=0.5
        )


FAMILIES = ("ACTED", "WOUND", "TREASURE", "DEVICE", "SPAWN", "CLUE")


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_each_token_family_prints_whole_on_one_page_under_its_label(paper, request):
    """A family never splits across pages, and its label heads it on that page."""
    pdf = request.getfixturevalue(paper)
    labels = {"ACTED": "Acted", "WOUND": "Wounds", "TREASURE": "Treasure", "DEVICE": "Device"}
    labels |= {"SPAWN": "Spawn points", "CLUE": "Scenario markers"}
    for word in FAMILIES:
        pages = [number for number, page in enumerate(pdf.pages) if word in bold_words(page)]
        assert len(pages) == 1, f"{word} tokens on pages {pages}"
        words = pdf.pages[pages[0]].extract_words(extra_attrs=["fontname"])
        label = labels[word].split()[0]
        heads = [w for w in words if w["text"] == label]
        tokens = [w for w in words if w["text"] == word and "Bold" in w["fontname"]]
        assert heads and min(h["top"] for h in heads) < min(t["top"] for t in tokens), word


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_acted_tokens_fit_a_roster_line(made, paper):
    """The 20 ACTED tokens lie on a roster line (13 mm tall): cut squares of 12 mm."""
    from skirmishgen.testing.pdf import read_pdf

    pdf = read_pdf(made("kit", "one-stat-skirmish", "--paper", paper))
    page = next(page for page in pdf.pages if "Acted" in page.text())
    squares = [
        r
        for r in page.rects
        if r.fill is None
        and (r.x1 - r.x0) * PT == pytest.approx(12.0, abs=0.05)
        and (r.y1 - r.y0) * PT == pytest.approx(12.0, abs=0.05)
    ]
    assert len(squares) == 20
    assert page.text().count("ACTED") >= 20


def test_house_roof_is_tiled_not_planked(made):
    """The shell's roof shows tiles (round-ended shingles in the tile ink), not boards."""
    from skirmishgen.testing.pdf import read_pdf

    pdf = read_pdf(made("kit", "one-stat-skirmish"))
    page = next(page for page in pdf.pages if "lift-off shell" in page.text())
    tiles = [s for s in page.shapes if s.curved and s.stroke == (0x9B, 0x4F, 0x35, 255)]
    assert len(tiles) >= 60
    assert all(s.width * PT == pytest.approx(8.0, abs=0.3) for s in tiles)


def _pages_with(pdf, word: str) -> list[int]:
    """The pages (from 1) where ``word`` is printed in bold (a token's word)."""
    return [number for number, page in enumerate(pdf.pages, 1) if word in bold_words(page)]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_token_family_shares_one_token_page_with_the_opfor_stand_ins(paper, request):
    """Review 4: Letter scattered the families over four pages. Now one sheet holds them
    all, with the OpFor stand-ins, so SPAWN points and stand-ins are cut out together."""
    pdf = request.getfixturevalue(paper)
    pages = {word: _pages_with(pdf, word) for word in (*FAMILIES, "HILL", "ROOKIE")}
    assert len({tuple(found) for found in pages.values()}) == 1, pages
    assert len(pages["ACTED"]) == 1, pages


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_solitaire_rules_face_their_spawn_points_and_stand_ins(paper, request):
    """The chart and the spawn table on one page; the stand-ins and SPAWN points on that
    page or the next, never further."""
    pdf = request.getfixturevalue(paper)
    texts = [page.extract_text() for page in pdf.pages]
    chart = [n for n, text in enumerate(texts, 1) if "Can it attack one of your fighters?" in text]
    table = [n for n, text in enumerate(texts, 1) if "The spawn dice (6d6)" in text]
    assert chart == table and len(chart) == 1
    (tokens,) = _pages_with(pdf, "SPAWN")
    assert _pages_with(pdf, "ROOKIE") == [tokens]
    assert tokens - chart[0] in (0, 1), (chart, tokens)


CREDIT_ROOM = 3.0
"""mm of clear paper, at least, between the credit line and the ink over it."""


def _credit_room(path, index: int) -> float:
    """mm of blank paper over the page's credit line, along the credit line's run (what is
    drawn, rendered: a clipped hatching counts as far as it shows, no further)."""
    import pypdfium2 as pdfium

    from skirmishgen.testing.pdf import read_pdf

    chars = read_pdf(path).pages[index].chars
    foot = max(c["bottom"] for c in chars)
    credit = [c for c in chars if foot - c["bottom"] < 1.0]
    x0, x1 = min(c["x0"] for c in credit), max(c["x1"] for c in credit)
    dpi = 200
    scale = dpi / 72
    image = pdfium.PdfDocument(path)[index].render(scale=scale).to_pil().convert("L")
    width, height = image.size
    data = image.tobytes()
    left, right = int(x0 * scale), int(x1 * scale) + 1
    ink = [min(data[y * width + left : y * width + right]) < 235 for y in range(height)]
    row = int(foot * scale) + 2
    while not ink[row]:  # up to the credit's glyphs
        row -= 1
    while ink[row]:  # through them
        row -= 1
    clear = row
    while not ink[row]:  # up to the next ink
        row -= 1
    return (clear - row) * 25.4 / dpi


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_part_stays_clear_of_the_credit_line(made, paper):
    """Review 4: the ACTED block ended 0.6 mm over the credit line, the house footprint
    1.5 mm. Over the credit line's run, every page keeps 3 mm of blank paper (only the
    tape's tabbed strip goes lower, at the right edge, past the credit line's end)."""
    from skirmishgen.testing.pdf import read_pdf

    path = made("kit", "one-stat-skirmish", "--paper", paper)
    rooms = [_credit_room(path, index) for index in range(len(read_pdf(path).pages))]
    assert len(rooms) == 5
    assert min(rooms) >= CREDIT_ROOM, [round(room, 1) for room in rooms]
