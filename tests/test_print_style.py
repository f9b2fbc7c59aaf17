"""Every product against the print style guide (docs/print-style.md), read back from the PDFs.

One build of everything (A4) plus the blank rosters, then the rules that hold for all of
them: a credit line, no markup printed, no text under the minimum size.
"""

from __future__ import annotations

import io
import math
import re
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

import pytest

from skirmishgen.games import GAMES
from skirmishgen.press import style
from skirmishgen.testing.glyphs import font_families
from skirmishgen.testing.pdf import PT, plain, read_pdf


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


@pytest.fixture(scope="module")
def printed(products) -> dict[str, list[str]]:
    """Each product's pages' text as printed (pdfium), read once for all the text rules
    (each rule reading every product again took its pages and text pages anew: 7 s)."""
    return {
        name: [page.printed() for page in read_pdf(path).pages] for name, path in products.items()
    }


def _sheets(products: dict[str, Path]) -> list[str]:
    """Products printed on sheets (not cards): kits, cheat sheets, rosters, booklets."""
    return [name for name in products if not _is_deck(name)]


def test_the_build_makes_every_kind_of_product(products):
    kinds = {"kit", "cheatsheet", "booklet", "roster", "deck", "traits", "blank"}
    found = {kind for kind in kinds for name in products if kind in name}
    assert found == kinds, sorted(products)


def _unnamed_patterns(path: Path) -> list[str]:
    """The tiling patterns a page or form paints with (``/MotifN scn``) that its resources
    do not name: a viewer draws nothing there, a strict printer stops."""
    from pypdf import PdfReader

    missing = []
    reader = PdfReader(str(path))

    def check(where: str, code: bytes, resources) -> None:
        named = set((resources or {}).get("/Pattern", {}) or {})
        for name in set(re.findall(rb"/(Motif\d+) scn", code)):
            if f"/{name.decode()}" not in named:
                missing.append(f"{where}: {name.decode()}")
        for key, form in ((resources or {}).get("/XObject", {}) or {}).items():
            form = form.get_object()
            if form.get("/Subtype") == "/Form":
                check(f"{where} {key}", form.get_data(), form.get("/Resources"))

    for number, page in enumerate(reader.pages, 1):
        check(f"{path.name} p{number}", page.get_contents().get_data(), page.get("/Resources"))
    return missing


def test_every_pattern_a_page_paints_with_is_named_in_its_resources(products, tmp_path):
    """Every product, and the Letter kits (their bands run up the side margin): no page or
    form paints with a tiling pattern its resources leave out."""
    letter = []
    for game in GAMES:
        if game.kit is not None:
            out = tmp_path / f"{game.key}-kit-letter.pdf"
            _run(tmp_path, "kit", game.key, "--paper", "letter", "--out", str(out))
            letter.append(out)
    missing = [m for path in [*products.values(), *letter] for m in _unnamed_patterns(path)]
    assert not missing, missing[:10]


def test_every_product_embeds_the_display_and_the_text_family(products):
    """Two type families in every product, both embedded (style guide, type): Noto Serif
    for titles, names and numbers, Noto Sans for text; no Vera, no standard PDF font."""
    for name, path in products.items():
        assert font_families(path) == {"NotoSans", "NotoSerif"}, name


def test_every_product_credits_the_icons_authors(products, printed):
    """The icons' licence (CC BY 3.0) asks for "Icons made by {author}": every product
    names the authors of the drawings it prints, and game-icons.net."""
    from skirmishgen.press.icons import credit

    wanted = " ".join(credit().split())
    assert "Lorc" in wanted and "CC BY 3.0" in wanted
    tail = wanted[1:]  # a sentence may capitalise its first letter; the names keep theirs
    for name in products:
        text = " ".join(" ".join(plain(page) for page in printed[name]).split())
        assert tail in text, name


def test_no_markup_is_printed_anywhere(products, printed):
    for name in products:
        for number, page in enumerate(printed[name], 1):
            text = plain(page)
            assert "**" not in text, f"{name} p{number}"
            assert "<b>" not in text and "&lt;" not in text, f"{name} p{number}"


TYPEWRITER = re.compile(r"[^\W\d_]'[^\W\d_]|\d-d?\d|(?<!\w)-(?:\d|X\b)|\d[x]\d")
"""A straight apostrophe in a word, a hyphen in a range (2-3, d4-d20), a hyphen for a
minus sign (-1, -X), an x for a times sign."""


def test_printed_text_is_typeset_not_typewritten(products, printed):
    """Curly apostrophes, en dashes in ranges, minus and times signs (style guide, type),
    on the first pages of every product."""
    seen = 0
    for name in products:
        for number, page in enumerate(printed[name][:4], 1):
            found = TYPEWRITER.findall(page)
            assert not found, f"{name} p{number}: {found[:5]}"
            seen += page.count("\u2019") + page.count("\u2013")
    assert seen > 50


def test_every_page_of_a_sheet_carries_the_credit_line(products, printed):
    for name in _sheets(products):
        if "booklet" in name:
            continue  # a booklet credits on its title page and last page, checked below
        for number, page in enumerate(printed[name], 1):
            assert "skirmishgen" in plain(page), f"{name} p{number}"


def test_every_product_names_its_author_and_skirmishgen(products, printed):
    authors = {game.credits.author.split(",")[0].split(" and ")[0] for game in GAMES}
    for name in products:
        text = "\n".join(plain(page) for page in printed[name])
        assert "skirmishgen" in text, name
        assert any(author in text for author in authors), name


@dataclass(frozen=True)
class Glyphs:
    """What the size and margin rules need of one page's printed glyphs."""

    page: int
    smallest: list[tuple[float, str]]
    """The three smallest (size in points, glyph) pairs."""
    nearest: tuple[float, str]
    """The distance (mm) of the glyph nearest a paper edge, and that glyph."""


def _glyphs(page) -> Glyphs:
    width, height = page.width * PT, page.height * PT
    sizes, nearest = set(), (math.inf, "")
    for c in page.chars:
        if not c["text"].strip():
            continue
        sizes.add((round(c["fontsize"], 2), c["text"]))
        edge = min(c["x0"], c["top"]) * PT
        edge = min(edge, width - c["x1"] * PT, height - c["bottom"] * PT)
        nearest = min(nearest, (edge, c["text"]))
    return Glyphs(page.page_number, sorted(sizes)[:3], nearest)


@pytest.fixture(scope="module")
def printed_glyphs(products) -> dict[str, list[Glyphs]]:
    """Each product's pages (a deck's first two) read once for the size and margin rules."""
    glyphs = {}
    for name, path in products.items():
        pages = read_pdf(path).pages
        glyphs[name] = [_glyphs(page) for page in (pages[:2] if _is_deck(name) else pages)]
    return glyphs


def test_no_text_on_a_sheet_is_under_the_minimum(products, printed_glyphs, printed):
    """Sheets' minimum; a kit page of card faces (the Skirmish health cards' backs, the
    deck's own back face) follows the cards' fine-print rule."""
    for name in _sheets(products):
        for page in printed_glyphs[name]:
            size = page.smallest[0][0] if page.smallest else math.inf
            text = plain(printed[name][page.page - 1])
            cards = "Card layout by skirmishgen" in " ".join(text.split())
            least = style.CARD_FINE_MINIMUM if cards else style.SHEET_MINIMUM
            assert size >= least - 0.01, f"{name} p{page.page}: text at {size} pt ({page.smallest})"


def test_no_text_on_a_card_is_under_the_fine_print_minimum(products, printed_glyphs):
    for name in products:
        if not _is_deck(name):
            continue
        for page in printed_glyphs[name]:
            size = page.smallest[0][0] if page.smallest else math.inf
            assert size >= style.CARD_FINE_MINIMUM - 0.01, f"{name} p{page.page}"


def test_no_text_on_a_sheet_sits_in_the_outer_6_mm(products, printed_glyphs):
    """Letter printers clip more than A4 ones: nothing, not even the credit or a deck's
    sheet label, in the outer 6 mm of a sheet (style guide, pages)."""
    for name in products:
        for page in printed_glyphs[name]:
            edge, glyph = page.nearest
            assert edge >= 6.0, f"{name} p{page.page}: {glyph!r} {edge:.1f} mm from the edge"


def _largest_blank(page) -> float:
    """The tallest band across the page with nothing printed in it (mm), between the
    footer (its credit line) and the top margin: what the eye reads as an empty page part."""
    footer, top = 14 / PT, page.height - 8 / PT
    spans = sorted(
        (max(bottom, footer), min(high, top))
        for _, bottom, _, high in (obj.get_bounds() for obj in page._page.get_objects())
        if min(high, top) > max(bottom, footer)
    )
    gaps, reached = [], footer
    for bottom, high in spans:
        gaps.append(bottom - reached)
        reached = max(reached, high)
    gaps.append(top - reached)
    return max(gaps) * PT


def test_no_page_is_a_third_empty_but_the_last_of_a_longer_product(products):
    """Paper well used (style guide, pages): no page has a blank band a third of its height
    or more, save the last page of a product of several pages, where a flow runs out."""
    for name in _sheets(products):
        pages = read_pdf(products[name]).pages
        for page in pages[:-1] if len(pages) > 1 else pages:
            printable = page.height * PT - 14 - 8
            blank = _largest_blank(page)
            assert blank < printable / 3, f"{name} p{page.page_number}: {blank:.0f} mm blank"
