"""Every product of a game, printed with the commands a player runs and read back against
the print style guide (docs/print-style.md): both type families embedded; the credit of
the game's author, of skirmishgen and of the icons' authors (their licence asks it); no
markup printed and text typeset; no text under the minimum size or in the outer 6 mm; no
page a third blank; every tiling pattern named where it is used; the game's band and
emblem on its sheets; and card text inside the card's safe area."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from ..buildindex import NAME as PRINT_FIRST
from ..game import Game
from ..press import style
from . import ids, under_test
from .glyphs import font_families
from .looks import rgb
from .pdf import PT, Box, read_pdf

GAMES = under_test()

SHEETS = ("kit", "cheat sheet", "booklet", "roster sheet")
"""The kinds of product printed on sheets of paper, not cards."""
SAFE = 3.175
"""Card text keeps this far (mm) inside the cut: print services' safe line (1/8 in)."""
EDGE = 6.0
"""No text in the outer 6 mm of a sheet: Letter printers clip more than A4 ones."""
FOOTER, TOP = 14.0, 8.0
"""The footer (its credit line) and the top margin (mm): a blank band is measured between."""
HEAD_DISC = 4.0
"""The least width (mm) of the medallion's disc on a title."""


@dataclass(frozen=True)
class Product:
    """One product as the command that prints it, and the PDF it wrote."""

    kind: str
    argv: tuple[str, ...]
    path: Path

    @property
    def name(self) -> str:
        return " ".join(self.argv)


def kind_of(game: Game, name: str) -> str:
    """What a file ``build`` wrote for ``game`` is, by the name build gives it."""
    named = {
        f"{game.key}-kit.pdf": "kit",
        f"{game.key}-cheatsheet.pdf": "cheat sheet",
        f"{game.key}-booklet.pdf": "booklet",
        **{f"{path.stem}-roster.pdf": "roster sheet" for path in game.examples()},
    }
    return named.get(name, "deck")


def deck_commands(game: Game) -> list[tuple[str, ...]]:
    """The command that prints each deck ``build`` prints of ``game``, in build's order."""
    if game.deck is None:
        return []
    rosters = {o.name for o in game.deck.options if o.kind in ("roster", "rosters")}
    flags = {option.name: option.flag for option in game.deck.options}
    made = []
    for values in game.deck.builds:
        argv = ["deck", game.key]
        for name, value in values.items():
            given = game.content() / str(value) if name in rosters else value
            argv += [flags[name], str(given)]
        made.append(tuple(argv))
    return made


@dataclass(frozen=True)
class Printed:
    """A game and its products: those printed, and what failed, each said."""

    game: Game
    products: list[Product]
    failed: list[str]

    def __iter__(self):  # game, products = printed
        return iter((self.game, self.products))


@pytest.fixture(scope="module", params=GAMES, ids=ids(GAMES))
def products(request, built_everything, made) -> Printed:
    """The game under test and every product of it: what ``skirmishgen build`` printed of
    it (decks, kit, cheat sheet, booklet, example roster sheets: the one build of the games
    under test) and its blank roster sheet. A product not printed is left out of the other
    checks and fails the first."""
    game = request.param
    folder = built_everything.folder / game.key
    failed = [line for line in built_everything.err.splitlines() if game.key in line]
    files = sorted(folder.glob("*.pdf")) if folder.is_dir() else []
    files = [path for path in files if path.name != PRINT_FIRST]  # the folder's index
    decks = [path for path in files if kind_of(game, path.name) == "deck"]
    printed = [
        Product("deck", argv, path) for path, argv in zip(decks, deck_commands(game), strict=False)
    ]
    printed += [
        Product(kind_of(game, path.name), ("build", game.key, path.name), path)
        for path in files
        if path not in decks
    ]
    if game.rosters is not None:
        blank = ("roster", "--blank", game.key)
        try:
            printed.append(Product("roster sheet", blank, made(*blank)))
        except AssertionError as error:
            failed.append(f"skirmishgen {' '.join(blank)}: {str(error).splitlines()[0]}")
    return Printed(game, printed, failed)


def test_every_product_is_printed(products):
    """``build`` prints a deck for each of the game's ``Decks.builds``, its kit, cheat sheet
    and booklet, and a roster sheet for each example roster; and its blank roster sheet."""
    game, made = products
    assert products.failed == [], products.failed
    offered = (("kit", game.kit), ("cheat sheet", game.cheat_sheet), ("booklet", game.booklet))
    wanted = ["deck"] * len(deck_commands(game)) + [kind for kind, has in offered if has]
    wanted += ["roster sheet"] * (len(game.examples()) + (game.rosters is not None))
    assert sorted(p.kind for p in made) == sorted(wanted), [p.path.name for p in made]


def on_sheets(products: list[Product]) -> list[Product]:
    return [product for product in products if product.kind in SHEETS]


def text_of(product: Product) -> tuple[str, ...]:
    """Each page's text as printed (curly quotes and all)."""
    return _printed(product.path)


@cache
def _printed(path: Path) -> tuple[str, ...]:
    return tuple(page.printed() for page in read_pdf(path).pages)


def plain_text(product: Product) -> str:
    from .pdf import plain

    return " ".join(" ".join(plain(page) for page in text_of(product)).split())


def test_every_product_embeds_the_display_and_the_text_family(products):
    """Noto Serif for titles, names and numbers, Noto Sans for text; both embedded, and no
    other font (no standard PDF font a printer substitutes)."""
    _, made = products
    for product in made:
        assert font_families(product.path) == {"NotoSans", "NotoSerif"}, product.name


def test_every_product_credits_its_game_skirmishgen_and_the_icons_authors(products):
    """The game's author and skirmishgen on every product, and the icons' credit their
    licence (CC BY) asks for: "icons by ..., game-icons.net (CC BY 3.0)"."""
    from ..press.icons import credit

    game, made = products
    author = game.credits.author.split(",")[0].split(" and ")[0]
    wanted = " ".join(credit(game.look).split())[1:]  # a sentence may capitalise it
    for product in made:
        text = plain_text(product)
        assert "skirmishgen" in text, product.name
        assert author in text, f"{product.name}: {author} is not credited"
        assert wanted in text, f"{product.name}: the icons' credit is missing"


def test_every_page_of_a_sheet_carries_the_credit_line(products):
    """A booklet credits on its title page and its last; every other sheet on each page."""
    _, made = products
    for product in on_sheets(made):
        if product.kind == "booklet":
            continue
        for number, page in enumerate(text_of(product), 1):
            assert "skirmishgen" in page, f"{product.name} p{number}"


def test_no_markup_is_printed(products):
    _, made = products
    for product in made:
        for number, page in enumerate(text_of(product), 1):
            for mark in ("**", "<b>", "&lt;", "&amp;amp;"):
                assert mark not in page, f"{product.name} p{number}: {mark!r} printed"


TYPEWRITER = re.compile(r"[^\W\d_]'[^\W\d_]|\d-d?\d|(?<!\w)-(?:\d|X\b)|\d[x]\d")
"""A straight apostrophe in a word, a hyphen in a range (2-3, d4-d20), a hyphen for a
minus sign (-1, -X), an x for a times sign."""


def test_printed_text_is_typeset_not_typewritten(products):
    """Curly apostrophes, en dashes in ranges, minus and times signs, on the first pages of
    every product (text set through skirmishgen's typesetting gets them)."""
    _, made = products
    typeset = 0
    for product in made:
        for number, page in enumerate(text_of(product)[:4], 1):
            found = TYPEWRITER.findall(page)
            assert not found, f"{product.name} p{number}: {found[:5]}"
            typeset += page.count("\u2019") + page.count("\u2013")
    assert typeset > 0, "no typeset apostrophe or dash was read: was the text read at all?"


@dataclass(frozen=True)
class Glyphs:
    """What the size and margin rules need of a page's printed glyphs."""

    page: int
    smallest: float
    """The smallest size (points) a glyph is set at."""
    nearest: tuple[float, str]
    """How far (mm) the glyph nearest a paper edge is from it, and that glyph."""


def glyphs(product: Product) -> tuple[Glyphs, ...]:
    """The glyphs of the product's pages (a deck's first two: the rest repeat them)."""
    return _glyphs(product.path, 2 if product.kind == "deck" else None)


@cache
def _glyphs(path: Path, first: int | None) -> tuple[Glyphs, ...]:
    found = []
    for page in read_pdf(path).pages[:first]:
        width, height = page.width * PT, page.height * PT
        smallest, nearest = math.inf, (math.inf, "")
        for c in page.chars:
            if not c["text"].strip():
                continue
            smallest = min(smallest, round(c["fontsize"], 2))
            edge = min(c["x0"] * PT, c["top"] * PT, width - c["x1"] * PT, height - c["bottom"] * PT)
            nearest = min(nearest, (edge, c["text"]))
        found.append(Glyphs(page.page_number, smallest, nearest))
    return tuple(found)


def test_no_text_is_under_the_minimum(products):
    """7 pt on sheets; 5 pt (fine print) on cards, and on a kit's page of card faces."""
    _, made = products
    for product in made:
        pages = glyphs(product)
        for page, text in zip(pages, text_of(product), strict=False):
            cards = product.kind == "deck" or "Card layout by skirmishgen" in " ".join(text.split())
            least = style.CARD_FINE_MINIMUM if cards else style.SHEET_MINIMUM
            assert page.smallest >= least - 0.01, (
                f"{product.name} p{page.page}: text at {page.smallest} pt, under {least}"
            )


def test_no_text_sits_in_the_outer_6_mm(products):
    _, made = products
    for product in made:
        for page in glyphs(product):
            edge, glyph = page.nearest
            assert edge >= EDGE, f"{product.name} p{page.page}: {glyph!r} {edge:.1f} mm from it"


def _largest_blank(page) -> float:
    """The tallest band across the page with nothing printed in it (mm), between the footer
    and the top margin: what the eye reads as an empty part of the page."""
    footer, top = FOOTER / PT, page.height - TOP / PT
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


def test_no_page_is_a_third_blank_but_the_last_of_a_longer_product(products):
    """Paper well used: no page has a blank band a third of its height or more, save the
    last page of a product of several pages, where a flow runs out."""
    _, made = products
    for product in on_sheets(made):
        pages = read_pdf(product.path).pages
        for page in pages[:-1] if len(pages) > 1 else pages:
            printable = page.height * PT - FOOTER - TOP
            blank = _largest_blank(page)
            assert blank < printable / 3, f"{product.name} p{page.page_number}: {blank:.0f} mm"


def _unnamed_patterns(path: Path) -> list[str]:
    """The tiling patterns a page or form paints with (``/MotifN scn``) that its resources
    do not name: a viewer draws nothing there, a strict printer stops."""
    from pypdf import PdfReader

    missing = []

    def check(where: str, code: bytes, resources) -> None:
        named = set((resources or {}).get("/Pattern", {}) or {})
        for name in set(re.findall(rb"/(Motif\d+) scn", code)):
            if f"/{name.decode()}" not in named:
                missing.append(f"{where}: {name.decode()}")
        for key, form in ((resources or {}).get("/XObject", {}) or {}).items():
            form = form.get_object()
            if form.get("/Subtype") == "/Form":
                check(f"{where} {key}", form.get_data(), form.get("/Resources"))

    for number, page in enumerate(PdfReader(str(path)).pages, 1):
        contents = page.get_contents()
        code = contents.get_data() if contents is not None else b""
        check(f"p{number}", code, page.get("/Resources"))
    return missing


def test_every_pattern_a_page_paints_with_is_named_in_its_resources(products, made):
    """Every product, and the kit on Letter too (its bands may run up the side margin)."""
    game, products_made = products
    paths = [product.path for product in products_made]
    if game.kit is not None:
        paths.append(made("kit", game.key, "--paper", "letter"))
    missing = [f"{path.name} {m}" for path in paths for m in _unnamed_patterns(path)]
    assert not missing, missing[:10]


def _band_rules(page, colour: str) -> list:
    """The band's two rules: long thin rectangles of the game's colour."""
    wanted = rgb(colour)
    return [
        r
        for r in page.rects
        if r.fill and r.fill[:3] == wanted and (r.x1 - r.x0) * PT > 100 and (r.y1 - r.y0) * PT < 1
    ]


def test_every_page_of_a_sheet_wears_the_games_band(products):
    """The ornament band in the game's colour at the head of every page of its kit, cheat
    sheet and roster sheets (a booklet's under its cover title and running heads)."""
    from ..press.ornament import HEAD_BAND

    game, made = products
    for product in on_sheets(made):
        for number, page in enumerate(read_pdf(product.path).pages, 1):
            rules = _band_rules(page, game.look.colour)
            assert len(rules) >= 2, f"{product.name} p{number}: no band of the game's colour"
            if product.kind == "booklet":
                continue
            top = max(r.y1 for r in rules)
            assert abs((page.height - top) * PT - HEAD_BAND[0]) < 0.1, f"{product.name} p{number}"


def test_every_title_carries_the_games_emblem_in_its_colour(products):
    """The medallion, a disc of the game's colour, on the first page of every sheet."""
    game, made = products
    colour = rgb(game.look.colour)
    for product in on_sheets(made):
        page = read_pdf(product.path).pages[0]
        discs = [
            s
            for s in page.shapes
            if s.curved and s.fill and s.fill[:3] == colour and s.width * PT >= HEAD_DISC
        ]
        assert discs, f"{product.name}: no medallion of the game's colour on its title"


def test_every_card_keeps_its_text_inside_its_safe_area(products, made):
    """Each face of each deck on a page of its own (``--format print-pdf``: the card and
    its bleed): every glyph inside the safe line, 3.175 mm inside the cut. A drawer that
    sets its text with skirmishgen's fitting (``press.text``, ``press.cardframe``) is told
    when text cannot fit; this finds text drawn past the card by any drawer."""
    from ..cli.deck import PRINT_SERVICE_BLEED

    _, products_made = products
    decks = [product for product in products_made if product.kind == "deck"]
    for deck in decks:
        faces = made(*deck.argv, "--format", "print-pdf")
        for page in read_pdf(faces).pages:
            edge = (PRINT_SERVICE_BLEED + SAFE) / PT
            for c in page.chars:
                if not c["text"].strip():
                    continue
                room = min(c["x0"], page.width - c["x1"], c["top"], page.height - c["bottom"])
                assert room >= edge - 0.01, (
                    f"{deck.name} face {page.page_number}: {c['text']!r} "
                    f"{room * PT - PRINT_SERVICE_BLEED:.2f} mm inside the cut"
                )


A5, A4 = (148.0, 210.0), (297.0, 210.0)
"""A booklet's page and the sheet two of them are printed on, mm."""
PAGE_MARGIN = 12.5
"""The least left and right margin of a booklet's A5 page, mm (less a little slack)."""


def test_a_booklet_is_a5_pages_two_up_on_folded_sheets(products, made):
    """Its pages A5, their text inside the page's margins; printed as a booklet, two pages
    a sheet (four a sheet of paper, both sides), none across the fold."""
    game, made_products = products
    if game.booklet is None:
        return
    pages = read_pdf(made("booklet", game.key, "--imposition", "pages")).pages
    for page in pages:
        width, height = page.width * PT, page.height * PT
        assert (round(width, 1), round(height, 1)) == A5, f"p{page.page_number} is not A5"
        margins = Box(0, 0, PAGE_MARGIN - 0.3, height), Box(width - PAGE_MARGIN + 0.3, 0, 1, height)
        for side, margin in zip(("left", "right"), margins, strict=True):
            inside = page.text_in(margin).strip()
            assert not inside, f"p{page.page_number}: {inside[:40]!r} in the {side} margin"
    (booklet,) = [product for product in made_products if product.kind == "booklet"]
    sheets = read_pdf(booklet.path).pages
    assert len(sheets) == -(-len(pages) // 4) * 2, "two pages a side, four a sheet of paper"
    for sheet in sheets:
        width, height = sheet.width * PT, sheet.height * PT
        assert (round(width, 1), round(height, 1)) == A4
        across = sheet.text_in(Box(width / 2 - 0.1, 0, 0.2, height)).strip()
        assert not across, f"sheet {sheet.page_number}: {across[:40]!r} across the fold"
