"""Booklet lists as printed: numbers and bullets at the text's size, and every line of an
item, the first and the wrapped ones, starting at one x (a hanging indent), read back."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pytest

from skirmishgen.games import GAMES
from skirmishgen.resources import templates_dir
from skirmishgen.testing.pdf import read_pdf

PT = 25.4 / 72


@dataclass(frozen=True)
class Item:
    """A list item's lines on a page: its bullet's glyphs, its first line's text glyphs,
    and the x where each wrapped line after it starts."""

    page: int
    bullet: list[dict]
    text: list[dict]
    wrapped: list[float]


def middle(glyph: dict) -> float:
    return (glyph["top"] + glyph["bottom"]) / 2


def lines(page) -> list[list[dict]]:
    """The page's glyphs as lines (glyphs whose middles lie within 1.5 pt: a bullet set
    larger than its text is on the text's line), top to bottom, each left to right."""
    found: list[list[dict]] = []
    for glyph in sorted((c for c in page.chars if c["text"].strip()), key=middle):
        if found and abs(middle(found[-1][0]) - middle(glyph)) < 1.5:
            found[-1].append(glyph)
        else:
            found.append([glyph])
    return [sorted(line, key=lambda c: c["x0"]) for line in found]


def bullet_end(line: list[dict]) -> int:
    """How many glyphs the line's opening bullet or number has, 0 if it opens with none: a
    bullet, or digits and a full stop, then a gap wider than a space's."""
    n = 1 if line[0]["text"] == "\u2022" else 0
    while not n and line[0]["text"].isdigit() and len(line) > 1:
        digits = 0
        while digits < len(line) and line[digits]["text"].isdigit():
            digits += 1
        n = digits + 1 if digits < len(line) and line[digits]["text"] == "." else -1
    if n <= 0 or n >= len(line) or line[n]["x0"] - line[n - 1]["x1"] < 2.0:
        return 0
    return n


def items(path) -> list[Item]:
    """Every list item the booklet prints: lines opening with a bullet or a number set in
    from the text's left edge (body paragraphs opening "1." stand at the edge itself)."""
    found = []
    for page in read_pdf(path).pages:
        setting = lines(page)
        starts = Counter(round(line[0]["x0"], 1) for line in setting)
        left = starts.most_common(1)[0][0] if starts else 0.0  # the text's left edge
        for i, line in enumerate(setting):
            n = bullet_end(line)
            if not n or line[n]["size"] > 10 or not 0.5 / PT < line[0]["x0"] - left < 2.5 / PT:
                continue
            wrapped = []
            for before, after in zip(setting[i:], setting[i + 1 :], strict=False):
                starts = after[0]["x0"]
                if middle(after[-1]) - middle(before[-1]) > 12.5 or bullet_end(after):
                    break
                if starts <= line[0]["x0"] + 0.5 or after[0]["size"] != line[n]["size"]:
                    break
                wrapped.append(starts)
            found.append(Item(page.page_number, line[:n], line[n:], wrapped))
    return found


def sets_lists(game) -> bool:
    """Whether the game's booklet template writes ``- `` items or makes them (``as_list``);
    a game package of its own keeps its template in its own folder."""
    folder = game.booklet.templates or templates_dir() / game.key
    text = (folder / "booklet.j2").read_text(encoding="utf-8")
    return "as_list" in text or any(line.lstrip().startswith("- ") for line in text.splitlines())


LISTED = [g.key for g in GAMES if g.booklet and sets_lists(g)]


@pytest.fixture(scope="module", params=LISTED)
def listed(request, made) -> tuple[str, list[Item]]:
    return request.param, items(made("booklet", request.param, "--imposition", "pages"))


def test_every_booklet_with_lists_is_read_back():
    """The checks below cover every game's booklet that sets a list (Insta's sets none)."""
    assert len(LISTED) >= 4 and "skirmish" in LISTED


def test_list_numbers_and_bullets_are_set_at_the_text_size(listed):
    system, found = listed
    assert found, f"{system} prints no list"
    for item in found:
        sizes = {round(g["size"], 2) for g in item.bullet}
        assert sizes == {round(item.text[0]["size"], 2)}, (system, item.page, item.text[:8])


def test_wrapped_list_lines_align_with_the_text_not_the_number(listed):
    system, found = listed
    assert any(item.wrapped for item in found), f"{system} prints no list item of two lines"
    for item in found:
        for x in item.wrapped:
            shown = "".join(g["text"] for g in item.text[:20])
            assert abs(x - item.text[0]["x0"]) < 0.05, (system, item.page, shown)
