"""What the games' booklet tests share: the check that every section of a game's rulebook
has its numbered heading in its booklet."""

from __future__ import annotations

import re
from pathlib import Path

from skirmishgen.testing.pdf import PT, read_pdf
from texts import page_text, pdf_text

A5 = (148.0, 210.0)


def assert_numbered_headings(
    path: Path, headings: list[str], *on_title: str, unnumbered: tuple[str, ...] = ()
) -> None:
    """Each of ``headings`` (the rulebook's sections, in its words) is a numbered heading
    (``3.``, ``3.2``) of the booklet's pages at ``path`` (``--imposition pages``), but those
    ``unnumbered`` (the cover's own), which are there unnumbered; its title page lists the
    contents and carries ``on_title`` (the game's title, its author); every page is A5."""
    pdf = read_pdf(path)
    text = pdf_text(path)
    for heading in headings:
        if heading in unnumbered:
            assert heading in text, heading
            continue
        assert re.search(rf"\b\d+\.(\d+)? {re.escape(heading)}(?!\w)", text), heading
    title = page_text(pdf.pages[0])
    assert "Contents" in title
    for words in on_title:
        assert words in title, words
    for page in pdf.pages:
        assert abs(page.width * PT - A5[0]) < 0.05 and abs(page.height * PT - A5[1]) < 0.05
