"""Booklet page breaks as printed: a page is left well short of its foot only before a
new chapter or at the end, and a heading never stands alone at a page's foot."""

from __future__ import annotations

import pytest

from skirmishgen.booklets.markup import styles
from skirmishgen.games import GAMES
from skirmishgen.testing.pdf import read_pdf

MM = 72 / 25.4
FOOT, HEAD = 14 * MM, 12 * MM
"""The text frame's bottom edge over the page's foot, and its top under the page's top."""
MOST_LEFT = 0.25
"""The share of a page's text height a page may leave empty at its foot (a short table
moves whole only under ``markup.ROOM_LEFT``, a fifth; lists and figures move whole)."""

BOOKLETS = [g.key for g in GAMES if g.booklet]


def text_lines(page) -> list[tuple[float, float, str]]:
    """The page's lines of text inside the frame: (bottom from the page's top, size, text)."""
    found: dict[int, list[dict]] = {}
    for c in page.chars:
        if c["text"].strip() and c["top"] >= HEAD - 1 and c["bottom"] <= page.height - FOOT + 1:
            found.setdefault(round(c["bottom"]), []).append(c)
    return [
        (max(c["bottom"] for c in cs), max(c["size"] for c in cs), "".join(c["text"] for c in cs))
        for _, cs in sorted(found.items())
    ]


def drawn(page) -> list[float]:
    """The lowest point of every drawing and picture inside the frame, from the foot."""
    lows = [min(y for _, y in s.points) for s in page.shapes if s.points]
    lows += [p.y0 for p in page.pictures]
    return [y for y in lows if FOOT - 1 <= y <= page.height - HEAD]


def left_empty(page) -> float:
    """The share of the frame's height under the lowest text or drawing on the page."""
    lows = [page.height - bottom for bottom, _, _ in text_lines(page)] + drawn(page)
    return (min(lows, default=page.height - HEAD) - FOOT) / (page.height - HEAD - FOOT)


@pytest.fixture(scope="module", params=[(s, p) for s in BOOKLETS for p in ("a4", "letter")])
def pages(request, made):
    system, paper = request.param
    return system, read_pdf(made("booklet", system, "--paper", paper, "--imposition", "pages"))


def test_a_page_is_left_short_only_before_a_chapter_or_at_the_end(pages):
    system, booklet = pages
    chapter = styles()["h1"].fontSize
    for page, after in zip(booklet.pages, booklet.pages[1:], strict=False):
        opening = text_lines(after)[0]
        if opening[1] == chapter:  # a chapter moved whole with its first block
            continue
        empty = left_empty(page)
        assert empty <= MOST_LEFT, f"{system} p{page.page_number}: {empty:.0%} empty"


def test_no_heading_stands_alone_at_a_page_foot(pages):
    """The last line of text on a page is never a heading with nothing under it (a notes
    page's heading has its ruled lines)."""
    system, booklet = pages
    heading = styles()["h2"].fontSize
    for page in booklet.pages:
        lines = text_lines(page)
        if not lines:
            continue
        *_, (bottom, size, text) = lines
        under = [y for y in drawn(page) if y < page.height - bottom - 2]
        assert size < heading or under, f"{system} p{page.page_number} ends with '{text}'"


def test_a_sub_heading_starts_its_short_table_where_the_page_has_room(made):
    """Skirmish's "6.2 Defending" and the first rows of its table stand on the page where
    6.1 ends (they used to move whole and leave a third of that page empty)."""
    booklet = read_pdf(made("booklet", "skirmish", "--imposition", "pages"))
    texts = [" ".join(page.text().split()) for page in booklet.pages]
    (where,) = [i for i, text in enumerate(texts) if "6.2 Defending" in text]
    assert "6.1 Making an attack" in texts[where]
    assert "Block with the SHIELD in play" in texts[where]
    assert "Answer Needs Does not stop" in texts[where + 1]  # the header row repeated
