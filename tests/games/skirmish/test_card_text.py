"""Card text stays on its card: shrunk to fit, never over the frame, and a clear error past 5 pt."""

from __future__ import annotations

import pytest

from makers import print_deck
from pdfplumbed import page_boxes
from skirmishgen.errors import LayoutError
from skirmishgen.games.skirmish.frame import FRAME
from skirmishgen.games.skirmish.looks import LOOKS
from skirmishgen.press.layout import Sheet
from skirmishgen.press.paper import CARD_SIZES, MM, PAPERS, Size
from skirmishgen.resources import content_dir
from skirmishgen.testing.pdf import PT, read_pdf

FRAME_MM = FRAME * PT
SHIPPED = content_dir() / "skirmish" / "edition-5.yaml"


@pytest.mark.parametrize("card", ["poker", "mini", "tarot"])
def test_every_character_lies_inside_its_card_frame(build, card):
    result, sheet = build(card=card)
    pdf = read_pdf(result.path)
    for page in pdf.pages:
        boxes = page_boxes(page, sheet.card.width, sheet.card.height)
        assert len(boxes) == len(result.pages[page.page_number - 1].placements)
        height = float(page.height)
        lowest = min((b.y for b in boxes), default=float("inf"))
        for char in page.chars:
            x0, x1 = char["x0"] * PT, char["x1"] * PT
            y0, y1 = (height - char["bottom"]) * PT, (height - char["top"]) * PT
            below_cards = y1 < lowest  # the page label, under the cards
            inside = any(
                b.x + FRAME_MM <= x0
                and x1 <= b.x + b.width - FRAME_MM
                and b.y + FRAME_MM <= y0
                and y1 <= b.y + b.height - FRAME_MM
                for b in boxes
            )
            assert inside or below_cards, f"{char['text']!r} at {x0:.1f},{y0:.1f} mm is off-card"


def test_rules_text_is_never_below_the_readable_minimum(build):
    result, _ = build(card="mini")
    pdf = read_pdf(result.path)
    chars = [c for page in pdf.pages for c in page.chars]
    rules = [c for c in chars if c["non_stroking_color"] in ((0, 0, 0), (0.0, 0.0, 0.0), (0,))]
    assert len(rules) > 10_000, "the black rules text of 128 cards"
    assert min(c["size"] for c in rules) >= 5.0 - 1e-6
    # small labels (type line, footer, credits, page labels) are never below 4 pt
    assert min(c["size"] for c in chars) >= 4.0 - 1e-6


def test_text_too_long_for_the_card_fails_naming_the_card(tmp_path):
    text = SHIPPED.read_text(encoding="utf-8")
    long_text = "A very long rule. " * 100
    old = 'text: "A stab added to your weapon'
    assert text.count(old) == 1
    deck = tmp_path / "wordy.yaml"
    deck.write_text(text.replace(old, f'text: "{long_text}A stab added to your weapon'))
    sheet = Sheet(PAPERS["a4"], CARD_SIZES["mini"])
    with pytest.raises(LayoutError) as info:
        print_deck(deck, sheet, tmp_path / "out.pdf")
    lines = info.value.lines()
    assert len(lines) == 1 and "card 'Thrust'" in lines[0] and "--card-size" in lines[0]
    assert not (tmp_path / "out.pdf").exists()


def test_tiny_cards_fail_with_a_few_placed_lines_and_a_count(tmp_path):
    """A card size too small for most faces: the first three named at their place in the
    file, in file order, then one line counting the others (not a line a face)."""
    sheet = Sheet(PAPERS["a4"], Size(25, 35))
    with pytest.raises(LayoutError) as info:
        print_deck(SHIPPED, sheet, tmp_path / "out.pdf")
    *named, more = info.value.findings
    assert len(named) == 3
    for finding in named:
        assert finding.location is not None and finding.location.line > 0
        assert any(w in finding.message for w in ("card '", "common back", "player aid"))
        assert "--card-size" in finding.message
    lines = [f.location.line for f in named]
    assert lines == sorted(lines)
    assert more.location is None and "more faces do not fit a 25x35 mm card" in str(more)


@pytest.mark.parametrize(
    ("old", "new", "fragment"),
    [
        ("game: skirmish", "game: skirmish\nauthor: " + "W" * 39, "the footer"),
        ("  title: SKIRMISH", "  title: " + "W" * 39, "the back's title"),
        ("  subtitle: 5th edition", "  subtitle: " + "W" * 39, "the back's subtitle"),
        ("      name: Shield Damaged", "      name: " + "W" * 39, "its name"),
    ],
)
def test_long_single_lines_fail_instead_of_running_off_the_card(tmp_path, old, new, fragment):
    text = SHIPPED.read_text(encoding="utf-8")
    assert text.count(old) == 1
    deck = tmp_path / "long.yaml"
    deck.write_text(text.replace(old, new), encoding="utf-8")
    with pytest.raises(LayoutError) as info:
        print_deck(deck, Sheet(PAPERS["a4"], CARD_SIZES["poker"]), tmp_path / "out.pdf")
    assert any(fragment in line for line in info.value.lines()), info.value.lines()
    assert not (tmp_path / "out.pdf").exists()


def test_each_type_has_a_distinct_label_icon_and_dark_colour():
    looks = list(LOOKS.values())
    assert len({look.label for look in looks}) == len({look.icon for look in looks}) == 5

    def luminance(colour: str) -> float:
        def channel(value: int) -> float:
            c = value / 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

        r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)

    for look in looks:  # white title text on the type colour: WCAG AA contrast
        assert (1.05) / (luminance(look.colour) + 0.05) >= 4.5, look


def test_every_card_design_has_a_picture_of_its_own():
    """Each of the 21 designs shows its own drawing in its art panel (commercial decks give
    each card its art, at one size and place); each type keeps one mark in its header."""
    from skirmishgen.games.skirmish.deck import edition_file, load_deck
    from skirmishgen.games.skirmish.looks import LOOKS, picture_of
    from skirmishgen.press.icons import NAMES, _library
    from skirmishgen.press.style import Icon

    cards = load_deck(edition_file(5)).cards
    pictures = {card.name: picture_of(card) for card in cards}
    assert all(isinstance(p, Icon) or p in NAMES for p in pictures.values())
    drawings = {
        p.path if isinstance(p, Icon) else _library()[p]["source"] for p in pictures.values()
    }
    assert len(drawings) == len(cards) == 21, pictures
    marks = {look.icon for look in LOOKS.values()}
    assert len(marks) == len(LOOKS)


def test_mini_decks_print_the_player_aids_their_cards_point_to(made, tmp_path, monkeypatch):
    """SPECIAL ATTACK sends players to "the SPECIAL ATTACKS player aid": on mini cards,
    whose 128 fill 8 sheets, a ninth sheet carries the aids, the shipped deck and a deck
    file of the user's own alike."""
    from skirmishgen.testing.pdf import read_pdf
    from skirmishgen.testing.plugin import run_main

    shipped = read_pdf(made("deck", "--edition", "5", "--card-size", "mini"))
    text = " ".join(" ".join(page.text() for page in shipped.pages).split())
    assert "the SPECIAL ATTACKS player aid" in text
    assert len(shipped.pages) == 2 * 9
    aids = " ".join(shipped.pages[-2].text().split())
    for part in ("1/3", "2/3", "3/3"):  # whole sequences spared: one for each player or more
        assert aids.count(f"SPECIAL ATTACKS {part}") >= 2, part
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine.yaml").write_text(SHIPPED.read_text(encoding="utf-8"), encoding="utf-8")
    code, out, err = run_main("deck", "mine.yaml", "--card-size", "mini", "--out", "m.pdf")
    assert code == 0, err
    assert "128 cards + 15 player aids" in out  # 3 sets of 5 aids (no turn aid), parts whole


@pytest.mark.parametrize("card", ["poker", "mini"])
def test_every_front_title_is_set_at_one_size(made, card):
    """TWO HANDED SWORD's title at the size of TWO HANDED AXE's beside it: one size for the
    whole deck, the largest the longest title allows (not each shrunk on its own)."""
    size = CARD_SIZES[card]
    pdf = read_pdf(made("deck", "--edition", "5", "--card-size", card))
    sizes = set()
    for page in pdf.pages[::2]:  # fronts
        glyphs = page.chars
        for box in page_boxes(page, size.width, size.height):
            top = (page.height * PT - box.y - box.height) / PT  # the card's top edge, from above
            band = [
                c
                for c in glyphs
                if box.x / PT <= c["x0"] <= (box.x + box.width * 0.7) / PT
                and top < c["top"] < top + 9 / PT * box.width / CARD_SIZES["poker"].width
                and c["text"].isalpha()
            ]
            sizes |= {round(c["fontsize"], 2) for c in band}
    assert len(sizes) == 1, sizes


def test_mini_titles_stand_on_one_line_with_air_in_their_band(made):
    """Mini cards and aids: every title (TWO HANDED SWORD, SPECIAL ATTACKS 1/3) on one line,
    condensed rather than wrapped to two lines that fill the band edge to edge; none under
    8 pt, each 1 mm or more clear of its band's left end and of its badge."""
    from skirmishgen.games.skirmish.frame import BAND_DROP, Frame
    from skirmishgen.press.cards import FaceBox

    size = CARD_SIZES["mini"]
    frame = Frame.of(FaceBox(size.width * MM, size.height * MM, 0.0))
    band = (FRAME + BAND_DROP + frame.header) / PT  # the band's foot below the card's top
    checked = 0
    for page in read_pdf(made("deck", "--edition", "5", "--card-size", "mini")).pages[::2]:
        glyphs = [c for c in page.chars if "Serif" in c["fontname"]]
        discs = [s for s in page.shapes if s.curved and s.fill and s.fill[:3] == (255, 255, 255)]
        for box in page_boxes(page, size.width, size.height):
            x, top = box.x / PT, page.height - (box.y + box.height) / PT
            mine = [
                c
                for c in glyphs
                if x <= c["x0"] <= x + box.width / PT and top <= c["top"] <= top + band
            ]
            badge = [
                min(px for px, _ in d.points)
                for d in discs
                if x <= d.points[0][0] <= x + box.width / PT
                and top <= page.height - d.points[0][1] <= top + band
            ]
            title = [c for c in mine if not badge or c["x1"] < min(badge)]
            assert len({round(c["top"]) for c in title}) == 1, "".join(c["text"] for c in title)
            assert min(c["size"] for c in title) >= 8.0
            assert (min(c["x0"] for c in title) - x) * PT >= FRAME_MM + 0.9 + 1.0
            if badge:
                assert (min(badge) - max(c["x1"] for c in title)) * PT >= 1.0
            checked += 1
    assert checked == 128 + 16


def test_a_card_name_in_a_rule_never_breaks_across_lines(made):
    """ "SHIELD BASH" in TWO HANDED SWORD's "Cannot be used with BLOCK, SHIELD BASH." holds
    together (a no-break space): never "SHIELD" at a line's end and "BASH." on the next."""
    for card in ("mini", "poker"):
        pdf = read_pdf(made("deck", "--edition", "5", "--card-size", card))
        lines = [line.strip() for page in pdf.pages for line in page.text().splitlines()]
        assert any("SHIELD BASH" in line for line in lines)
        assert not [line for line in lines if line.startswith("BASH")], card


def test_poker_rules_are_nine_or_ten_points_never_shrunk(made):
    """On poker cards every card's rules are 9 pt, or 10 pt where they fit so over the
    flavour line (the short cards): a quotation that would shrink them is cut short, never
    the rules (DISARM and the two-handed weapons used to drop to 8 pt). Read with pdfium:
    no glyph at a shrunk size (8 pt, or just under 9 or 10), thousands at each of 9 and 10
    (their facts lines at 0.95 of that: 8.55 and 9.5)."""
    shrunk, sizes = set(), {9.0: 0, 10.0: 0}
    for page in read_pdf(made("deck", "--edition", "5")).pages[0:28:2]:  # fronts, no aids
        for char in page.chars:
            size = round(char["fontsize"], 2)
            if "Serif" in char["fontname"]:  # titles (9.4 pt), badges and flavour lines
                continue
            if size in sizes:
                sizes[size] += 1
            if 7.8 <= size <= 8.4 or 8.65 <= size < 8.95 or (9.05 < size < 9.95 and size != 9.5):
                shrunk.add(size)
    assert min(sizes.values()) > 3_000 and not shrunk, (sizes, sorted(shrunk))


@pytest.mark.parametrize("card", ["poker", "mini"])
def test_a_badge_stays_in_its_band_well_inside_the_trim(build, card):
    """The number's white disc sits within the title band, 2.8 mm or more inside the trim
    on top and right, so a cut a millimetre off never reaches it."""
    result, sheet = build(card=card)
    page = read_pdf(result.path).pages[0]  # four MAIL cards, each with its badge
    boxes = page_boxes(page, sheet.card.width, sheet.card.height)
    discs = [
        s
        for s in page.shapes
        if s.curved
        and s.fill
        and s.fill[:3] == (255, 255, 255)
        and 5.0 <= s.width * PT <= 10.0
        and abs(s.width - s.height) < 0.5
    ]
    assert len(discs) >= 4
    for disc in discs:
        right = max(x for x, _ in disc.points) * PT
        top = max(y for _, y in disc.points) * PT
        (box,) = [b for b in boxes if b.contains(right - 1, top - 1)]
        assert box.x + box.width - right >= 2.8 and box.y + box.height - top >= 2.8


@pytest.mark.parametrize("card", ["mini", "poker", "tarot"])
def test_every_size_prints_every_rule_of_every_design(made, card):
    """A card's notes are rules ("Cannot be dodged.", "Counts toward your hand limit."):
    a small card sets them smaller, never leaves them out."""
    import re

    from skirmishgen.games.skirmish.deck import edition_file, load_deck
    from texts import pdf_text

    printed = " ".join(pdf_text(made("deck", "--edition", "5", "--card-size", card)).split())
    checked = 0
    for design in load_deck(edition_file(5)).cards:
        for rule in (design.text, *design.notes):
            plain = " ".join(re.sub(r"\*\*", "", rule).split())
            assert plain in printed, (card, design.name, plain)
            checked += 1
    assert checked >= 25  # 21 designs, 4 of them with notes


@pytest.mark.parametrize(
    "argv",
    [
        ("deck", "--edition", "5"),
        ("deck", "--edition", "5", "--paper", "letter"),
        ("deck", "--edition", "5", "--card-size", "mini"),
        ("deck", "--edition", "5", "--card-size", "tarot"),
        ("deck", "abstract-skirmish", "--slots", "20"),
    ],
    ids=["poker", "letter", "mini", "tarot", "abstract"],
)
def test_the_icons_licence_stands_on_one_line_on_every_back(made, argv):
    """The credit the icons' licence asks for names it whole: "CC BY 3.0", never "CC BY"
    at a line's end and "3.0" on the next."""
    pdf = read_pdf(made(*argv))
    backs = [page for page in pdf.pages[1::2]]
    seen = 0
    for page in backs:
        for line in page.text().splitlines():
            line = " ".join(line.split())
            if "CC" in line:
                assert "CC BY 3.0" in line, (page.page_number, line)
                seen += 1
    assert seen >= 9
