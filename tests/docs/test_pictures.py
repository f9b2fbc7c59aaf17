"""The documentation's pictures are what the products print today (within a rendering
tolerance), and every picture a page shows is in docs/pictures/."""

from __future__ import annotations

import re

import pytest
from PIL import Image, ImageChops, ImageStat

from pictures import RENDERS, RESOLUTION
from repo import DOCS, PICTURES, README


@pytest.mark.parametrize("picture", list(RENDERS), ids=lambda path: path.name)
def test_picture_matches_what_the_product_prints(tmp_path, picture):
    fresh = RENDERS[picture](tmp_path)
    committed = Image.open(picture).convert("RGB")
    assert committed.size == fresh.size
    difference = ImageStat.Stat(ImageChops.difference(committed, fresh)).mean
    assert max(difference) < 3.0, "run `python tests/support/pictures.py` to refresh the pictures"


def test_pictures_stay_small_and_readable():
    """Small enough for git (under 200 KB each), and a page's picture large enough to read a
    card's smallest text: A4's 210 mm across at 100 dpi or more."""
    assert RESOLUTION >= 100
    for path in PICTURES.glob("*.png"):
        assert path.stat().st_size < 200_000, path.name
    for path in RENDERS:
        with Image.open(path) as image:
            assert min(image.size) >= 210 / 25.4 * 100, (path.name, image.size)


def test_every_picture_shown_exists_and_every_picture_is_shown():
    pages = [README, *DOCS.rglob("*.md")]
    shown = set()
    for page in pages:
        for target in re.findall(r"!\[[^\]]*\]\(([^)\s]+)", page.read_text(encoding="utf-8")):
            path = (page.parent / target).resolve()
            assert path.is_file(), f"{page.name}: {target}"
            shown.add(path)
    assert {path.resolve() for path in PICTURES.glob("*.png")} <= shown
