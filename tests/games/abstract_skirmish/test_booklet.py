"""The Abstract Skirmish System's rule booklet read back: a numbered heading for every
section of the rulebook, one folded sheet of four used pages, and the odds of every
difference on its back page."""

from __future__ import annotations

from booklets import assert_numbered_headings
from skirmishgen.testing.pdf import PT, read_pdf
from texts import by_hand, page_text, pdf_text

#: The seed's rule sections, each of which must have its place in the booklet.
ABSTRACT_HEADINGS = [
    "What you need",
    "Slots and units",
    "The turn",
    "Decision phase",
    "The five traits",
    "The roll",
    "Attack sequence",
    "Optional rules",
    "Victory",
]


def test_every_section_of_the_rulebook_has_its_numbered_heading(made):
    """The five traits are the cover's table, under the contents (its own heading)."""
    path = made("booklet", "abstract-skirmish", "--imposition", "pages")
    cover = ("The five traits",)
    assert_numbered_headings(path, ABSTRACT_HEADINGS, "Joshua Morris", unnumbered=cover)
    assert "1. What you need" in pdf_text(path)
    assert "The five traits Trait Short What it does" in page_text(read_pdf(path).pages[0])


def test_the_abstract_booklet_is_one_folded_sheet_of_four_used_pages(booklet):
    """Four pages on one sheet, each of them used: the rules, then the exact odds at a
    glance on the back page (no empty Notes page)."""
    sheets = read_pdf(booklet("abstract-skirmish", "booklet")).pages
    assert len(sheets) == 2, "4 A5 pages on one A4 sheet, both sides"
    halves = []
    for sheet in sheets:
        half = sheet.width * PT / 2
        for left in (0.0, half):
            halves.append([c for c in sheet.chars if left <= c["x0"] * PT < left + half])
    texts = ["".join(c["text"] for c in h) for h in halves]
    assert not any(text.startswith("Notes") for text in texts)
    assert all(len(h) > 300 for h in halves), "four used pages"
    assert any("Oddsataglance" in text.replace(" ", "") for text in texts)


def test_the_abstract_back_page_gives_the_odds_for_every_difference_from_minus_8_to_8(booklet):
    """A row a difference, -8 to +8 (in two halves side by side), on the last page: the hit
    chance and the slots a hit takes; then the slots an attack takes by both differences,
    -4 to +4 each way; all as an independent count over every pair of 2d6 rolls gives them."""
    from itertools import product

    last = page_text(read_pdf(booklet("abstract-skirmish")).pages[-1]).replace("\u2212", "-")
    assert "Difference Hit Slots Difference Hit Slots" in last
    pairs = [a + b - c - d for a, b, c, d in product(range(1, 7), repeat=4)]

    def hit(gap: int) -> float:
        return sum(1 for diff in pairs if diff + gap > 0) / len(pairs)

    def slots(gap: int) -> float:
        return sum(max(0, diff + gap) for diff in pairs) / len(pairs)

    def signed(gap: int) -> str:
        return f"{gap:+d}" if gap else "0"

    for gap in range(-8, 9):
        row = f"{signed(gap)} {by_hand(hit(gap) * 100, 1)}% {by_hand(slots(gap), 2)}"
        assert row in last, row
    grid = last.split("ACC-EV \\ DMG-END", 1)[1]
    assert grid.startswith(" " + " ".join(signed(g) for g in range(-4, 5)))
    for accuracy in range(-4, 5):
        row = " ".join(by_hand(hit(accuracy) * slots(damage), 2) for damage in range(-4, 5))
        assert f"{signed(accuracy)} {row}" in grid, row
