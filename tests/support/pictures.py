"""Render the README's pictures from the real PDFs: the first sheet of the edition-5 deck
the first sheet of the 1 Stat Skirmish kit (the standees of both warbands), the
calibration sheet's front, and a screenshot of the roster builder.

Run ``python tests/picture.py`` after a change to the card or kit design; test_picture.py
checks that the committed pictures still match what the products print.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from repo import PICTURES

PICTURE = PICTURES / "deck-sheet-1.png"
KIT_PICTURE = PICTURES / "kit-sheet-1.png"
CALIBRATION_PICTURE = PICTURES / "calibration-front.png"
BUILDER_PICTURE = PICTURES / "builder.png"
START_PICTURE = PICTURES / "start-my-rosters.png"
PHONE_PICTURE = PICTURES / "builder-phone.png"
RESOLUTION = 72  # dots per inch: small enough for git, large enough to read a card


def render_first_sheet(out_dir: Path):
    """The deck's first page as a PIL image (pdfplumber renders with pypdfium2)."""
    import pdfplumber

    from makers import print_deck
    from skirmishgen.games.skirmish.deck import edition_file
    from skirmishgen.press.layout import Sheet
    from skirmishgen.press.paper import CARD_SIZES, PAPERS

    sheet = Sheet(PAPERS["a4"], CARD_SIZES["poker"])
    result = print_deck(edition_file(5), sheet, out_dir / "deck.pdf")
    with pdfplumber.open(result.path) as pdf:
        return pdf.pages[0].to_image(resolution=RESOLUTION).original.convert("RGB")


def render_kit_sheet(out_dir: Path):
    """The 1 Stat Skirmish kit's first page (standees) as a PIL image."""
    import pdfplumber

    from skirmishgen.kits import make_kit
    from skirmishgen.output import deliver
    from skirmishgen.press.paper import PAPERS

    product = make_kit("one-stat-skirmish", PAPERS["a4"], "standees", False, {})
    (written,) = deliver(product, out_dir / "kit.pdf")
    with pdfplumber.open(written.path) as pdf:
        return pdf.pages[0].to_image(resolution=RESOLUTION).original.convert("RGB")


def render_calibration(out_dir: Path):
    """The calibration sheet's front as a PIL image."""
    import pdfplumber

    from skirmishgen.calibrating import make_calibration
    from skirmishgen.output import deliver
    from skirmishgen.press.paper import PAPERS

    (written,) = deliver(make_calibration(PAPERS["a4"], "long"), out_dir / "calibration.pdf")
    with pdfplumber.open(written.path) as pdf:
        return pdf.pages[0].to_image(resolution=RESOLUTION).original.convert("RGB")


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
    with tempfile.TemporaryDirectory() as folder:
        pictures = {
            PICTURE: render_first_sheet(Path(folder)),
            KIT_PICTURE: render_kit_sheet(Path(folder)),
            CALIBRATION_PICTURE: render_calibration(Path(folder)),
        }
    PICTURE.parent.mkdir(parents=True, exist_ok=True)
    for path, image in pictures.items():
        image.save(path, optimize=True)
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
