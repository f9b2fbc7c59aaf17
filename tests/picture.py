"""Render the README's picture: the first sheet of the edition-5 deck, from the real PDF.

Run ``python tests/picture.py`` after a change to the card design; test_picture.py
checks that the committed picture still matches what the product prints.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

PICTURE = Path(__file__).parent / "pictures" / "deck-sheet-1.png"
RESOLUTION = 72  # dots per inch: small enough for git, large enough to read a card


def render_first_sheet(out_dir: Path):
    """The deck's first page as a PIL image (pdfplumber renders with pypdfium2)."""
    import pdfplumber

    from makers import print_deck
    from skirmishgen.press.layout import Sheet
    from skirmishgen.press.paper import CARD_SIZES, PAPERS
    from skirmishgen.systems.skirmish.deck import edition_file

    sheet = Sheet(PAPERS["a4"], CARD_SIZES["poker"])
    result = print_deck(edition_file(5), sheet, out_dir / "deck.pdf")
    with pdfplumber.open(result.path) as pdf:
        return pdf.pages[0].to_image(resolution=RESOLUTION).original.convert("RGB")


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        image = render_first_sheet(Path(folder))
    PICTURE.parent.mkdir(parents=True, exist_ok=True)
    image.save(PICTURE, optimize=True)
    print(f"{PICTURE}: {image.width}x{image.height}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
