"""Booklets as printed: no blank page, contents on the title page, running heads outside,
bookmarks of the chapters, the family's cover, short tables kept whole."""

from __future__ import annotations

import pytest

from skirmishgen.games import GAMES, SHIPPED
from skirmishgen.testing.pdf import PT, read_pdf
from texts import page_text


@pytest.mark.parametrize(  # ours: a two-page booklet (the example game's) leaves two
    "system", [game.key for game in GAMES if game.booklet and game.key in SHIPPED]
)
def test_padding_pages_are_for_notes_and_nothing_is_left_blank(booklet, system):
    """No page blank, and at most one ruled for notes: a booklet that would leave two or
    more starts its rules on the title page, set a little tighter if need be."""
    pages = read_pdf(booklet(system)).pages
    for page in pages:
        assert len(page_text(page)) > 20, f"{system} p{page.page_number} is blank"
    imposed = read_pdf(booklet(system, "booklet")).pages
    assert 2 * len(imposed) >= len(pages)
    assert 2 * len(imposed) - len(pages) <= 1, "at most one notes page"


@pytest.mark.parametrize("system", ["one-stat-skirmish", "insta-skirmish"])
def test_the_report_counts_the_pages_and_sheets_the_pdf_has(booklet, system):
    """What the command says (``engine/test_build.py`` and the docs read it from the command
    itself) is what prints: its booklet pages, the notes page among them, two to a side of
    each sheet; for screens, one page each."""
    from skirmishgen.booklets.make import _report

    sides = len(read_pdf(booklet(system, "booklet")).pages)
    pages = len(read_pdf(booklet(system)).pages)
    notes = 2 * sides - pages
    assert (notes, system) in ((1, "one-stat-skirmish"), (0, "insta-skirmish"))
    for_notes = f" ({notes} for notes)" if notes else ""
    sheets = f"{sides // 2} sheet{'s' * (sides > 2)}"
    assert _report(pages, "booklet") == (
        f"{2 * sides} booklet pages{for_notes} on {sheets}, double-sided"
    )
    assert _report(pages, "pages") == f"{pages} pages"


@pytest.mark.parametrize("system", ["one-stat-skirmish", "aof-skirmish", "skirmish"])
def test_contents_list_the_chapters_on_the_title_page(booklet, system):
    first, second = read_pdf(booklet(system)).pages[:2]
    assert "Contents" in page_text(first) and "1. " in page_text(first)
    assert "Contents" not in page_text(second)
    assert ".1 " not in page_text(first), "chapters only, no sections"


def test_running_heads_sit_on_the_outer_side(booklet):
    pages = read_pdf(booklet("aof-skirmish")).pages
    for page in pages[1:4]:
        head = [c for c in page.chars if c["top"] < 12 / PT and c["text"].strip()]
        assert head, f"p{page.page_number} has a running head"
        middle = page.width / 2
        if page.page_number % 2:
            assert min(c["x0"] for c in head) > middle, "recto: head at the right"
        else:
            assert max(c["x1"] for c in head) < middle, "verso: head at the left"


@pytest.mark.parametrize("system", ["skirmish", "one-stat-skirmish"])
@pytest.mark.parametrize("imposition", ["booklet", "pages"])
def test_booklets_carry_bookmarks_of_their_chapters(booklet, system, imposition):
    """A PDF outline of every numbered heading, each pointing at the sheet that shows it."""
    import pypdf

    booklet = read_pdf(booklet(system, imposition))
    reader = pypdf.PdfReader(booklet.path)
    chapters = [item for item in reader.outline if not isinstance(item, list)]
    assert len(chapters) >= 5
    assert chapters[0].title.startswith("1. ")
    pages = [reader.get_destination_page_number(item) for item in chapters]
    assert all(0 <= page < len(reader.pages) for page in pages)
    for chapter, page in zip(chapters, pages, strict=True):
        assert chapter.title in page_text(booklet.pages[page]), chapter.title


@pytest.mark.parametrize(("imposition", "told"), [("booklet", True), ("pages", False)])
def test_only_the_folded_booklet_says_how_to_print_and_fold_it(booklet, imposition, told):
    text = " ".join(page_text(page) for page in read_pdf(booklet("skirmish", imposition)).pages)
    assert ("staple on the fold" in " ".join(text.split())) is told


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("system", [game.key for game in GAMES])
def test_every_cover_has_the_family_layout(made, booklet, system, paper):
    """The cover's one picture: a disc of the game's colour (its icon inside), 16 mm, above
    the title, its left edge and the title's on the text's left margin; on the cover page
    only; the rules start on page 2 with chapter 1."""
    from skirmishgen.games import find

    game = find(system, lambda game: game, "booklets")[0]
    wanted = tuple(int(game.look.colour[i : i + 2], 16) for i in (1, 3, 5))
    if paper == "a4":
        booklet = read_pdf(booklet(system))
    else:
        booklet = read_pdf(made("booklet", system, "--imposition", "pages", "--paper", paper))

    def discs(page) -> list:
        return [
            shape
            for shape in page.shapes
            if shape.curved
            and shape.fill is not None
            and shape.width * PT >= 10  # a disc, not a figure's small shape
            and all(abs(a - b) <= 2 for a, b in zip(shape.fill[:3], wanted, strict=True))
        ]

    cover, second = booklet.pages[:2]
    assert len(discs(cover)) == 1 and not discs(second)
    disc = discs(cover)[0]
    assert disc.width * PT == pytest.approx(16, abs=0.3)
    title = [c for c in cover.chars if c["size"] >= 17]
    assert "".join(c["text"] for c in title).replace(" ", "") == (
        game.credits.full_title.replace(" ", "")
    )
    body = [c for c in cover.chars if abs(c["size"] - 9) < 0.1 and c["text"].strip()]
    margin = min(c["x0"] for c in body) * PT
    assert min(c["x0"] for c in title) * PT == pytest.approx(margin, abs=0.8)
    assert min(x for x, _ in disc.points) * PT == pytest.approx(margin, abs=0.5)
    disc_bottom = cover.height - min(y for _, y in disc.points)  # points from the top
    assert min(c["top"] for c in title) > disc_bottom, "the title under the emblem"

    def chapters(page) -> str:  # the text set at the chapter headings' 13 pt
        return "".join(c["text"] for c in page.chars if abs(c["size"] - 13) < 0.3)

    assert not chapters(cover), "no chapter on the cover"
    assert chapters(second).startswith("1."), "chapter 1 opens page 2"


def test_a_short_table_is_never_split_across_pages(booklet):
    """The Abstract booklet's five traits: header and every row on one page."""
    pages = [page_text(page) for page in read_pdf(booklet("abstract-skirmish")).pages]
    holding = [n for n, text in enumerate(pages) if "Trait Short What it does" in text]
    assert len(holding) == 1
    page = pages[holding[0]]
    for trait in ("Initiative", "Accuracy", "Evasion", "Damage", "Endurance"):
        assert f"{trait} " in page.split("Trait Short What it does", 1)[1]


@pytest.mark.parametrize("paper, page", [("a4", (148.0, 210.0)), ("letter", (139.7, 215.9))])
def test_page_images_of_a_booklet_are_single_pages_by_default(
    run, work, tmp_path, made, paper, page
):
    """``--format png`` is for screens: one image per booklet page, of its (A5 or
    half-letter) shape, as many as the PDF of single pages has; the PDF stays imposed,
    and ``--imposition booklet`` still gives the spreads as images."""
    from PIL import Image

    def images_of(folder: str, *imposition: str):
        png = ("--format", "png", "--dpi", "72", *imposition, "--out", f"{folder}/b.png")
        return run("booklet", "insta-skirmish", "--paper", paper, *png)

    code, out, err = images_of("png")
    assert (code, err) == (0, "")
    images = sorted((tmp_path / "png").glob("b-*.png"))
    pdf = made("booklet", "insta-skirmish", "--imposition", "pages", "--paper", paper)
    singles = read_pdf(pdf).pages
    assert len(images) == len(singles) == len(out.splitlines())
    for image in images:
        width, height = Image.open(image).size
        assert width / height == pytest.approx(page[0] / page[1], abs=0.005)
    code, _, _ = images_of("spread", "--imposition", "booklet")
    spreads = sorted((tmp_path / "spread").glob("b-*.png"))
    assert code == 0 and 2 * len(spreads) == len(images)
    width, height = Image.open(spreads[0]).size
    assert width > height
