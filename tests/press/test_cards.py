"""The edition-5 deck read back from its PDF: pages, geometry, text, marks, fonts, determinism."""

from __future__ import annotations

import re
import tempfile
from collections import Counter
from pathlib import Path

import pytest
from pypdf import PdfReader

from pdfplumbed import page_boxes, page_lines, text_in
from skirmishgen.games.skirmish.deck import edition_file, load_deck
from skirmishgen.testing.glyphs import font_families
from skirmishgen.testing.pdf import PT, read_pdf

TOLERANCE = 0.05  # mm
DECK = load_deck(edition_file(5))
EXPECTED = {card.name.upper(): card.count for card in DECK.cards}


def card_title(text: str) -> str:
    """A card's name from the text read in its box: the first line, without its badge."""
    return re.sub(r"\s[+\u2212-]?\d+$", "", text.splitlines()[0])


def card_names_on(pdf, pages, sheet) -> list[list[str]]:
    """For each page, the title printed at the top of each card rectangle, in reading order."""
    names = []
    for page, laid in zip(pdf.pages, pages, strict=True):
        boxes = page_boxes(
            page, sheet.card.width + 2 * sheet.bleed, sheet.card.height + 2 * sheet.bleed
        )
        assert len(boxes) == len(laid.placements)
        names.append([card_title(text_in(page, box)) for box in boxes])
    return names


def test_page_count_and_size(build):
    result, _sheet = build()
    pdf = read_pdf(result.path)
    assert len(pdf.pages) == 30 == len(result.pages)
    for page in pdf.pages:
        assert float(page.width) * 25.4 / 72 == pytest.approx(210, abs=TOLERANCE)
        assert float(page.height) * 25.4 / 72 == pytest.approx(297, abs=TOLERANCE)
    assert result.cards == 128 == DECK.total


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"duplex": "short"},
        {"duplex": "none"},
        {"paper": "letter", "bleed": 2.0, "gutter": 1.5, "back_offset": (0.8, -0.5)},
        {"card": "mini", "margin": 8.0},
    ],
)
def test_every_card_rectangle_is_where_the_layout_says(build, options):
    result, sheet = build(**options)
    pdf = read_pdf(result.path)
    assert len(pdf.pages) == len(result.pages)
    for page, laid in zip(pdf.pages, result.pages, strict=True):
        boxes = page_boxes(
            page, sheet.card.width + 2 * sheet.bleed, sheet.card.height + 2 * sheet.bleed
        )
        expected = sorted(laid.placements, key=lambda p: (-round(p.y, 1), round(p.x, 1)))
        assert len(boxes) == len(expected)
        for box, placement in zip(boxes, expected, strict=True):
            assert box.x + sheet.bleed == pytest.approx(placement.x, abs=TOLERANCE)
            assert box.y + sheet.bleed == pytest.approx(placement.y, abs=TOLERANCE)


def test_each_card_name_printed_its_count_times(build):
    result, sheet = build()
    pdf = read_pdf(result.path)
    fronts = [
        n
        for page, laid in zip(card_names_on(pdf, result.pages, sheet), result.pages, strict=True)
        if laid.side == "front"
        for n in page
    ]
    assert Counter(fronts) == Counter(result.fronts)
    assert Counter(fronts[:128]) == Counter(EXPECTED)
    assert set(fronts[128:]) == {
        "SPECIAL ATTACKS 1/3",
        "SPECIAL ATTACKS 2/3",
        "SPECIAL ATTACKS 3/3",
        "WHAT STOPS WHAT 1/2",
        "WHAT STOPS WHAT 2/2",
    }, "7 player aids"
    parts = [Counter(fronts[128:])[f"SPECIAL ATTACKS {n}/3"] for n in (1, 2, 3)]
    assert parts[0] >= 1 and len(set(parts)) == 1, "a sequence is spared whole or not at all"


def test_deck_order_matches_the_content_order(build):
    result, sheet = build()
    pdf = read_pdf(result.path)
    names = card_names_on(pdf, result.pages, sheet)
    fronts = [
        n
        for page, laid in zip(names, result.pages, strict=True)
        if laid.side == "front"
        for n in page
    ]
    expected = [card.name.upper() for card in DECK.cards for _ in range(card.count)]
    assert fronts[:128] == expected
    assert fronts == result.fronts


def physical_spot(sheet, side, x, y, width, height):
    """Where a face's centre sits on the physical sheet, seen from the front side: a back
    sheet turned over on the long edge, by the printer or, with ``none``, by the hand that
    glues it left to right onto its front sheet."""
    cx, cy = x + width / 2, y + height / 2
    if side == "front":
        return cx, cy
    cx, cy = cx - sheet.back_offset[0], cy - sheet.back_offset[1]
    if sheet.duplex in ("long", "none"):
        return sheet.paper.width - cx, cy
    return cx, sheet.paper.height - cy


@pytest.mark.parametrize("duplex", ["long", "short", "none"])
def test_every_back_lands_behind_its_own_front(build, duplex):
    """Read each back's title from the PDF, turn the sheet over, and find the front behind it."""
    result, sheet = build(duplex=duplex)
    own_back = {card.name.upper(): card.back.name.upper() for card in DECK.cards if card.back}
    pdf = read_pdf(result.path)
    for number in range(0, len(pdf.pages), 2):
        front_page, back_page = pdf.pages[number], pdf.pages[number + 1]
        assert result.pages[number].side == "front"
        assert result.pages[number + 1].side == "back"
        w, h = sheet.card.width, sheet.card.height
        fronts = {}
        for box in page_boxes(front_page, w, h):
            spot = physical_spot(sheet, "front", box.x, box.y, w, h)
            fronts[round(spot[0], 1), round(spot[1], 1)] = text_in(front_page, box)
        backs = page_boxes(back_page, w, h)
        assert len(backs) == len(fronts)
        for box in backs:
            spot = physical_spot(sheet, "back", box.x, box.y, w, h)
            front_text = fronts.pop((round(spot[0], 1), round(spot[1], 1)))
            back_text = text_in(back_page, box)
            name = card_title(front_text)
            if name in own_back:
                assert back_text.splitlines()[0] == name
                assert own_back[name] in back_text
            elif name.startswith(("SPECIAL ATTACKS", "WHAT STOPS WHAT")):
                assert "PLAYER AID" in back_text
            else:
                assert "SKIRMISH" in back_text and "5th edition" in back_text
        assert not fronts


def test_crop_marks_lie_outside_every_face_on_fronts_and_backs(build):
    result, sheet = build(bleed=1.0)
    pdf = read_pdf(result.path)
    for page in pdf.pages:
        lines = page_lines(page)
        assert lines, "every page carries crop marks"
        faces = page_boxes(page, sheet.card.width + 2, sheet.card.height + 2)
        for x1, y1, x2, y2 in lines:
            for face in faces:
                for t in (0.0, 0.5, 1.0):
                    x, y = x1 + (x2 - x1) * t, y1 + (y2 - y1) * t
                    assert not face.contains(x, y, tolerance=0.5)
        trims = {round(b.x + 1, 2) for b in faces} | {
            round(b.x + 1 + sheet.card.width, 2) for b in faces
        }
        vertical = {round(x1, 2) for x1, y1, x2, y2 in lines if abs(x1 - x2) < 1e-6}
        assert trims <= vertical, "a vertical mark on every trim line"


def test_no_crop_marks_option_draws_none(build):
    result, _ = build(crop_marks=False)
    pdf = read_pdf(result.path)
    assert all(not page_lines(page) for page in pdf.pages)


def test_fonts_are_embedded_display_and_text(build):
    """Titles and numbers in the display face, rules in the text face, both embedded."""
    result, _ = build()
    assert font_families(result.path) == {"NotoSans", "NotoSerif"}


@pytest.mark.parametrize(
    ("duplex", "hint"),
    [("long", "/DuplexFlipLongEdge"), ("short", "/DuplexFlipShortEdge"), ("none", "/Simplex")],
)
def test_print_hints_and_metadata(build, duplex, hint):
    result, _ = build(duplex=duplex)
    assert result.path.read_bytes().startswith(b"%PDF-1.7")
    reader = PdfReader(str(result.path))
    preferences = reader.trailer["/Root"]["/ViewerPreferences"]
    assert preferences["/PrintScaling"] == "/None"
    assert preferences["/Duplex"] == hint
    info = reader.metadata
    assert "Skirmish" in info.title and "Peter Cobcroft" in info.author
    assert "128 cards" in info.subject and info.creator.startswith("skirmishgen")


def test_identical_input_gives_identical_bytes(build, tmp_path):
    from makers import print_deck

    result, sheet = build()
    again = print_deck(edition_file(5), sheet, tmp_path / "again.pdf")
    assert again.path.read_bytes() == result.path.read_bytes()


def test_page_labels_stay_off_faces_and_say_how_to_print(build):
    result, _sheet = build()
    pdf = read_pdf(result.path)
    page = pdf.pages[0]
    text = page.text()
    assert "1/15 front" in text and "100%" in text and "long edge" in text


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_one_sided_backs_say_how_to_glue_them_on(build, paper):
    """Every back sheet names the front sheet it goes on, and which way to turn it, and
    carries the steps: the turn, the glue, the marks against a window (A4 along its top,
    Letter up its side margins, having no room above the cards)."""
    result, _ = build(duplex="none", paper=paper)
    pdf = read_pdf(result.path)
    assert "1/15 front" in pdf.pages[0].text()
    for number, page in enumerate(pdf.pages[1::2], 1):
        back = " ".join(page.text().split())
        assert f"{number}/15 back" in back and f"glue onto front {number}," in back, back
        assert "left to right" in back
        assert f"1 turn front {number} over left to right" in back  # Letter: up the side
        assert "spray or dry glue" in back and "window" in back


def test_reported_page_count_matches_the_pure_imposition(build):
    for options in ({}, {"duplex": "none"}, {"card": "tarot"}):
        result, _ = build(**options)
        assert result.reported_pages == len(result.pages) == len(read_pdf(result.path).pages)


@pytest.mark.parametrize(
    ("options", "first", "second"),
    [  # first and second card's trim box (x, y) in mm, worked out by hand
        ({}, (9.75, 192.95), (73.25, 192.95)),
        ({"paper": "letter"}, (12.7, 184.15), (76.2, 184.15)),
        ({"card": "tarot"}, (35.0, 148.5), (105.0, 148.5)),
        ({"bleed": 2.0, "gutter": 1.5}, (38.75, 198.45), (107.75, 198.45)),
    ],
)
def test_first_cards_sit_where_worked_out_by_hand(build, options, first, second):
    result, sheet = build(**options)
    page = read_pdf(result.path).pages[0]
    boxes = page_boxes(
        page, sheet.card.width + 2 * sheet.bleed, sheet.card.height + 2 * sheet.bleed
    )
    for box, (x, y) in zip(boxes[:2], (first, second), strict=True):
        assert box.x + sheet.bleed == pytest.approx(x, abs=TOLERANCE)
        assert box.y + sheet.bleed == pytest.approx(y, abs=TOLERANCE)


def test_page_label_sits_below_the_cards_inside_the_margin(build):
    result, sheet = build()
    page = read_pdf(result.path).pages[0]
    lowest_card = min(p.y for p in result.pages[0].placements)
    height = float(page.height)
    below = [c for c in page.chars if (height - c["top"]) * 25.4 / 72 < lowest_card]
    assert "".join(c["text"] for c in below).startswith("1/15 front")
    for char in below:
        assert (height - char["top"]) * 25.4 / 72 < lowest_card - 1.0  # clear of the marks' gap
        assert (height - char["bottom"]) * 25.4 / 72 >= sheet.margin - 0.01  # printable


def test_a_face_placed_more_than_once_is_one_form_and_a_face_placed_once_is_drawn_inline(
    build,
):
    result, _ = build()
    uses = Counter(p.face for page in result.pages for p in page.placements)
    reader = PdfReader(result.path)
    forms, placed = set(), 0
    for page, laid in zip(reader.pages, result.pages, strict=True):
        xobjects = page["/Resources"].get("/XObject") or {}
        refs = {xobjects.raw_get(name).idnum for name in xobjects}
        forms |= refs
        content = page.get_contents().get_data()
        placed += content.count(b" Do")
        assert content.count(b" Do") == sum(uses[p.face] > 1 for p in laid.placements)
    assert len(forms) == sum(count > 1 for count in uses.values()) > 1
    assert placed == sum(count for count in uses.values() if count > 1)
    assert len(uses) > len(forms), "some faces (the aids) are placed once"


@pytest.mark.parametrize(
    ("argv", "marked_above"),
    [
        (("deck", "--edition", "5", "--paper", "letter"), False),
        (("kit", "skirmish", "--paper", "letter"), None),  # five cards: room above them
        (("deck", "--edition", "5"), True),
    ],
    ids=["letter-deck", "letter-health-cards", "a4-deck"],
)
def test_no_crop_mark_lies_where_printers_do_not_print(made, argv, marked_above):
    """No mark within 6 mm of the paper's top or bottom edge, where a home printer's feed
    prints nothing. A sheet left without marks for its vertical cuts (the Letter deck's
    3 x 3 grid leaves 6.35 mm) says how to cut it; one with room for them has them."""
    from skirmishgen.press.sheetguides import CUT_WITHOUT_TOP_MARKS

    band = 6.0 / PT
    pdf = read_pdf(made(*argv))
    for page in pdf.pages:
        above = 0
        for line in page.lines:
            for y in (line.y0, line.y1):
                assert band <= y <= page.height - band, (page.page_number, line)
            above += line.x0 == line.x1 and min(line.y0, line.y1) > page.height - 20 / PT
        if marked_above is not None:  # a full grid: its marks above reach the top 20 mm
            assert (above > 0) == marked_above, page.page_number
        hint = CUT_WITHOUT_TOP_MARKS in " ".join(page.text().split())
        assert hint == (marked_above is False), page.page_number


@pytest.mark.parametrize(("duplex", "turned"), [("long", False), ("short", True), ("none", False)])
def test_a_back_reads_upright_when_its_cut_card_is_turned_over_side_to_side(duplex, turned):
    """Players turn a card over side to side. After a long-edge flip (or a glued sheet
    turned left to right) its back is upright on the page; after a short-edge flip the
    page is upside down to that turn, so each back is drawn turned in its own box: the
    RECOVERING and SHIELD DAMAGED sides then read upright in the hand."""
    import pdfplumber

    from skirmishgen.testing.plugin import run_main

    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "deck.pdf"
        code, _, err = run_main("deck", "--edition", "5", "--duplex", duplex, "--out", str(out))
        assert code == 0, err
        with pdfplumber.open(out) as pdf:
            # the first two sheets (the SHIELD DAMAGED and RECOVERING backs among them) and
            # the last (the aids'): every page alike is drawn by one imposition
            pages = [*pdf.pages[:4], *pdf.pages[-2:]]
            serif = [
                [c for c in page.chars if "Serif" in c["fontname"]] for page in pages
            ]  # titles on the cards; the sheets' labels are set in the sans
        backs = [chars for chars in serif[1::2] if chars]
        assert len(backs) == len(serif) // 2 and all(serif[0::2])
        assert all(c["matrix"][0] > 0 for chars in serif[0::2] for c in chars)  # fronts
        assert all((c["matrix"][0] < 0) == turned for chars in backs for c in chars)
