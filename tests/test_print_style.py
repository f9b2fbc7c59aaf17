"""Every product against the print style guide (docs/print-style.md), read back from the PDFs.

One build of everything (A4) plus the blank rosters, then the rules that hold for all of
them: a credit line, no markup printed, no text under the minimum size.
"""

from __future__ import annotations

import io
import re
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from pdfread import PT, read_pdf
from skirmishgen.press import style
from skirmishgen.systems import GAMES


def _is_deck(name: str) -> bool:
    return name.endswith("-deck.pdf") or "-traits" in name


def _run(folder: Path, *args: str) -> None:
    from skirmishgen.cli import main

    out, err = io.StringIO(), io.StringIO()
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(folder)
        with redirect_stdout(out), redirect_stderr(err), pytest.raises(SystemExit) as stop:
            main(list(args))
    assert stop.value.code == 0, err.getvalue()


@pytest.fixture(scope="module")
def products(tmp_path_factory, built_everything) -> dict[str, Path]:
    """Every PDF `build` makes, and a blank roster of every roster game, by file name."""
    assert built_everything.code == 0, built_everything.err
    folder = tmp_path_factory.mktemp("style")
    for game in GAMES:
        if game.rosters is not None:
            _run(folder, "roster", "--blank", game.key, "--out", f"blank/blank-{game.key}.pdf")
    made = [*built_everything.folder.rglob("*.pdf"), *(folder / "blank").rglob("*.pdf")]
    return {path.name: path for path in sorted(made)}


def _sheets(products: dict[str, Path]) -> list[str]:
    """Products printed on sheets (not cards): kits, cheat sheets, rosters, booklets."""
    return [name for name in products if not _is_deck(name)]


def test_the_build_makes_every_kind_of_product(products):
    kinds = {"kit", "cheatsheet", "booklet", "roster", "deck", "traits", "blank"}
    found = {kind for kind in kinds for name in products if kind in name}
    assert found == kinds, sorted(products)


def test_no_markup_is_printed_anywhere(products):
    for name, path in products.items():
        for page in read_pdf(path).pages:
            text = page.text()
            assert "**" not in text, f"{name} p{page.page_number}"
            assert "<b>" not in text and "&lt;" not in text, f"{name} p{page.page_number}"


TYPEWRITER = re.compile(r"[^\W\d_]'[^\W\d_]|\d-d?\d|(?<!\w)-(?:\d|X\b)|\d[x]\d")
"""A straight apostrophe in a word, a hyphen in a range (2-3, d4-d20), a hyphen for a
minus sign (-1, -X), an x for a times sign."""


def test_printed_text_is_typeset_not_typewritten(products):
    """Curly apostrophes, en dashes in ranges, minus and times signs (style guide, type),
    on the first pages of every product."""
    seen = 0
    for name, path in products.items():
        for page in read_pdf(path).pages[:4]:
            printed = page.printed()
            found = TYPEWRITER.findall(printed)
            assert not found, f"{name} p{page.page_number}: {found[:5]}"
            seen += printed.count("\u2019") + printed.count("\u2013")
    assert seen > 50


def test_every_page_of_a_sheet_carries_the_credit_line(products):
    for name in _sheets(products):
        if "booklet" in name:
            continue  # a booklet credits on its title page and last page, checked below
        for page in read_pdf(products[name]).pages:
            assert "skirmishgen" in page.text(), f"{name} p{page.page_number}"


def test_every_product_names_its_author_and_skirmishgen(products):
    authors = {game.credits.author.split(",")[0].split(" and ")[0] for game in GAMES}
    for name, path in products.items():
        text = "\n".join(page.text() for page in read_pdf(path).pages)
        assert "skirmishgen" in text, name
        assert any(author in text for author in authors), name


def test_no_text_on_a_sheet_is_under_the_minimum(products):
    for name in _sheets(products):
        pdf = read_pdf(products[name])
        for page in pdf.pages:
            small = sorted(
                {(round(c["fontsize"], 2), c["text"]) for c in page.chars if c["text"].strip()}
            )[:3]
            assert not small or small[0][0] >= style.SHEET_MINIMUM - 0.01, (
                f"{name} p{page.page_number}: text at {small[0][0]} pt ({small})"
            )


def test_no_text_on_a_card_is_under_the_fine_print_minimum(products):
    for name in products:
        if not _is_deck(name):
            continue
        for page in read_pdf(products[name]).pages[:2]:
            sizes = [c["fontsize"] for c in page.chars if c["text"].strip()]
            assert min(sizes) >= style.CARD_FINE_MINIMUM - 0.01, f"{name} p{page.page_number}"


def test_no_text_on_a_sheet_sits_in_the_outer_6_mm(products):
    """Letter printers clip more than A4 ones: nothing, not even the credit or a deck's
    sheet label, in the outer 6 mm of a sheet (style guide, pages)."""
    for name in products:
        pages = read_pdf(products[name]).pages
        for page in pages[:2] if _is_deck(name) else pages:
            width, height = page.width * PT, page.height * PT
            for char in page.chars:
                if not char["text"].strip():
                    continue
                left, right = char["x0"] * PT, char["x1"] * PT
                top, bottom = char["top"] * PT, char["bottom"] * PT
                edge = min(left, top, width - right, height - bottom)
                assert edge >= 6.0, (
                    f"{name} p{page.page_number}: {char['text']!r} {edge:.1f} mm from the edge"
                )


def _used_height(page) -> float:
    """How much of the page's height (mm) carries something, the footer line aside."""
    footer = 12 / PT
    tops, bottoms = [], []
    for obj in page._page.get_objects():
        _, bottom, _, top = obj.get_bounds()
        if top <= footer:
            continue
        tops.append(top)
        bottoms.append(max(bottom, footer))
    return (max(tops) - min(bottoms)) * PT if tops else 0.0


def test_every_sheet_but_the_last_is_at_least_half_used(products):
    for name in _sheets(products):
        if "booklet" in name:
            continue  # booklet pages are set by their text; blank ones are tested there
        pages = read_pdf(products[name]).pages
        for page in pages[:-1]:
            printable = page.height * PT - 2 * 8
            used = _used_height(page)
            assert used >= printable / 2, f"{name} p{page.page_number}: {used:.0f} mm used"
