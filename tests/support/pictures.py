"""Render the documentation's pictures from the real PDFs: a sheet of the edition-5 deck
(its weapons), the first sheet of the 1 Stat Skirmish kit (the standees of both
warbands), the 1 Stat Skirmish cheat sheet's front, the Skirmish booklet's first sheet,
Robyn's merry men's roster sheet, the calibration sheet's front, and screenshots of the
roster builder.

Run ``python tests/support/pictures.py`` after a change to a product's design;
tests/docs/test_pictures.py checks that the committed pictures still match what the
products print. They live in docs/pictures/, where the site (and the README) can show them.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from repo import PICTURES

PICTURE = PICTURES / "deck-sheet.png"
KIT_PICTURE = PICTURES / "kit-sheet-1.png"
CALIBRATION_PICTURE = PICTURES / "calibration-front.png"
BUILDER_PICTURE = PICTURES / "builder.png"
START_PICTURE = PICTURES / "start-my-rosters.png"
PHONE_PICTURE = PICTURES / "builder-phone.png"
SHEET_PICTURE = PICTURES / "cheatsheet-front.png"
BOOKLET_PICTURE = PICTURES / "booklet-sheet-1.png"
ROSTER_PICTURE = PICTURES / "roster-sheet.png"
RESOLUTION = 110  # dots per inch: small enough for git, large enough to read a card's text


COLOURS = 64
"""A picture's palette: smoothed text keeps its edges, and a page stays under 200 KB."""


def rendered(path: Path, index: int = 0):
    """Page ``index`` of the PDF at ``path`` as a PIL image at ``RESOLUTION``, drawn by
    pdfium with its smoothing (pdfplumber's renders lose thin strokes: a plus became a
    minus on the calibration ladders)."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(path)
    try:
        return document[index].render(scale=RESOLUTION / 72).to_pil().convert("RGB")
    finally:
        document.close()


DECK_PAGE = 25
"""The deck's sheet shown: three weapons, their art and a quotation (the first sheets are
nine of one card each)."""


def render_first_sheet(out_dir: Path):
    """The deck's sheet ``DECK_PAGE`` as a PIL image."""
    from makers import print_deck
    from skirmishgen.games.skirmish.deck import edition_file
    from skirmishgen.press.layout import Sheet
    from skirmishgen.press.paper import CARD_SIZES, PAPERS

    sheet = Sheet(PAPERS["a4"], CARD_SIZES["poker"])
    result = print_deck(edition_file(5), sheet, out_dir / "deck.pdf")
    return rendered(result.path, DECK_PAGE - 1)


def render_kit_sheet(out_dir: Path):
    """The 1 Stat Skirmish kit's first page (standees) as a PIL image."""
    from skirmishgen.kits import make_kit
    from skirmishgen.output import deliver
    from skirmishgen.press.paper import PAPERS

    product = make_kit("one-stat-skirmish", PAPERS["a4"], "standees", False, {})
    (written,) = deliver(product, out_dir / "kit.pdf")
    return rendered(written.path)


def render_calibration(out_dir: Path):
    """The calibration sheet's front as a PIL image."""
    from skirmishgen.calibrating import make_calibration
    from skirmishgen.output import deliver
    from skirmishgen.press.paper import PAPERS

    (written,) = deliver(make_calibration(PAPERS["a4"], "long"), out_dir / "calibration.pdf")
    return rendered(written.path)


def _first_page(out_dir: Path, name: str, *argv: str):
    """The first page of what ``skirmishgen *argv --out PDF`` writes, as a PIL image (the
    command run in this process, as a user types it)."""
    import contextlib
    import io

    from skirmishgen.cli import main

    target = out_dir / f"{name}.pdf"
    said = io.StringIO()
    with contextlib.redirect_stdout(said), contextlib.redirect_stderr(said):
        try:
            main([*argv, "--out", str(target)])
        except SystemExit as stop:
            if stop.code not in (0, None):
                raise RuntimeError(f"skirmishgen {' '.join(argv)}: {said.getvalue()}") from None
    return rendered(target)


def render_cheatsheet(out_dir: Path):
    """The 1 Stat Skirmish cheat sheet's front."""
    return _first_page(out_dir, "sheet", "sheet", "one-stat-skirmish")


def render_booklet(out_dir: Path):
    """The Skirmish booklet's first sheet side (back page and cover, two A5 pages on A4)."""
    return _first_page(out_dir, "booklet", "booklet", "skirmish")


def render_roster(out_dir: Path):
    """The roster sheet of Robyn's merry men as fielded for Treasure Hunt."""
    from skirmishgen.resources import content_dir

    roster = content_dir() / "one-stat-skirmish/warbands/robyns-merry-men-treasure-hunt.yaml"
    return _first_page(out_dir, "roster", "roster", str(roster))


RENDERS = {
    PICTURE: render_first_sheet,
    KIT_PICTURE: render_kit_sheet,
    CALIBRATION_PICTURE: render_calibration,
    SHEET_PICTURE: render_cheatsheet,
    BOOKLET_PICTURE: render_booklet,
    ROSTER_PICTURE: render_roster,
}
"""Every picture rendered from a product, and how: test_pictures.py compares each."""


def screenshot_builder(target: Path) -> None:
    """The roster builder with an example open, as headless Chromium shows it (the browser
    tests' tooling). Not compared by test_picture.py: browsers draw text differently."""
    from browser import browser, ready, served

    with served() as url, browser() as launched:
        page = launched.new_page(viewport={"width": 1100, "height": 1180})
        ready(page, f"{url}/build/one-stat-skirmish?example=robyns-merry-men-training")
        page.wait_for_selector("main[data-busy=false]")
        page.screenshot(path=str(target))


def screenshot_start_and_phone(start: Path, phone: Path) -> None:
    """The start page with three rosters kept in the browser, and the builder on a phone
    (390 x 844) scrolled to a fighter, its verdict bar in view."""
    from browser import browser, ready, served

    examples = [
        ("one-stat-skirmish", "robyns-merry-men-training", "Robyn's merry men"),
        ("aof-skirmish", "dwarf-raiders", "Dwarf Raiders"),
        ("insta-skirmish", "knights-of-the-board", "Knights of the Board, 30 pts"),
    ]
    with served() as url, browser() as launched:
        context = launched.new_context(viewport={"width": 1100, "height": 760})
        page = context.new_page()
        for system, example, name in examples:
            ready(page, f"{url}/build/{system}?example={example}")
            page.locator("[data-path='[\"name\"]'] input").fill(name)
            page.wait_for_selector("main[data-busy=false]")
        page.goto(url)
        page.wait_for_selector("#start[data-ready=true]")
        page.screenshot(path=str(start))
        context.close()
        context = launched.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
        page = context.new_page()
        ready(page, f"{url}/build/one-stat-skirmish?example=robyns-merry-men-training")
        page.locator("[data-path='[\"fighters\",1]']").scroll_into_view_if_needed()
        page.evaluate("window.scrollBy(0, -120)")
        page.screenshot(path=str(phone))
        context.close()


def main() -> int:
    from PIL import Image

    with tempfile.TemporaryDirectory() as folder:
        pictures = {path: render(Path(folder)) for path, render in RENDERS.items()}
    PICTURE.parent.mkdir(parents=True, exist_ok=True)
    for path, image in pictures.items():
        image.quantize(colors=COLOURS, dither=Image.Dither.NONE).save(path, optimize=True)
        print(f"{path}: {image.width}x{image.height}")
    from browser import why_not

    if why_not() is None:
        screenshot_builder(BUILDER_PICTURE)
        screenshot_start_and_phone(START_PICTURE, PHONE_PICTURE)
        print(f"{BUILDER_PICTURE}, {START_PICTURE}, {PHONE_PICTURE}: screenshots")
    else:
        print(f"{BUILDER_PICTURE}: not taken: {why_not()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
