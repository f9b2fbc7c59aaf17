"""``!spread``: a chapter that starts on an even page, so it and the next page lie open
side by side."""

from __future__ import annotations

import pytest

from skirmishgen.booklets.render import build_booklet
from skirmishgen.press.paper import Size
from skirmishgen.testing.pdf import read_pdf

A4 = Size(210.0, 297.0)


FILLER = "Words that fill the page for the test, one after another. " * 12


def _pages(tmp_path, markup: str) -> list[str]:
    rendered = build_booklet(markup, "Spread test", ["by nobody"], A4, "pages")
    path = tmp_path / "spread.pdf"
    path.write_bytes(bytes(rendered.pdf))
    return [p.text() for p in read_pdf(path).pages]


def _at(pages: list[str], words: str) -> int:
    """The booklet page (from 1) where ``words`` first print, after the title page and
    its contents."""
    return next(n for n, text in enumerate(pages, 1) if n > 1 and words in " ".join(text.split()))


@pytest.mark.parametrize("paragraphs", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
def test_spread_starts_on_an_even_page_with_notes_before(tmp_path, paragraphs):
    """Whatever page the text before ends on, the chapter after ``!spread`` opens an even
    page, and every page it skips (the rest of one, or a whole one) is ruled for notes."""
    body = "\n\n".join([FILLER] * paragraphs)
    markup = f"# Before\n\n{body}\n\n!spread\n\n# Reference\n\nThe reference text."
    pages = _pages(tmp_path, markup)
    start = _at(pages, "2. Reference")
    assert start % 2 == 0, start
    last_text = max(n for n, t in enumerate(pages, 1) if "Words that fill" in t)
    for page in range(last_text, start):
        skipped = pages[page - 1]
        if page > last_text or skipped.count("\n") < 30:  # room enough for lines
            assert "Notes" in skipped, (page, start)


def test_spread_on_a_fresh_even_page_adds_nothing(tmp_path):
    """A ``!spread`` met at the top of an even page leaves it as it is: no notes page."""
    markup = "# Before\n\nShort.\n\n!spread\n\n# Reference\n\nText.\n\n!spread\n\n# Again\n\nMore."
    pages = _pages(tmp_path, markup)
    first, second = _at(pages, "2. Reference"), _at(pages, "3. Again")
    assert first % 2 == 0 and second == first + 2
    assert "Notes" in pages[first]  # the odd page between the two spreads
