"""The README's pictures are what the products print today (within a rendering tolerance)."""

from __future__ import annotations

from PIL import Image, ImageChops, ImageStat

from picture import KIT_PICTURE, PICTURE, render_first_sheet, render_kit_sheet


def test_readme_picture_matches_the_printed_first_sheet(tmp_path):
    fresh = render_first_sheet(tmp_path)
    committed = Image.open(PICTURE).convert("RGB")
    assert committed.size == fresh.size
    difference = ImageStat.Stat(ImageChops.difference(committed, fresh)).mean
    assert max(difference) < 3.0, "run `python tests/picture.py` to refresh the README picture"


def test_readme_kit_picture_matches_the_printed_standees(tmp_path):
    fresh = render_kit_sheet(tmp_path)
    committed = Image.open(KIT_PICTURE).convert("RGB")
    assert committed.size == fresh.size
    difference = ImageStat.Stat(ImageChops.difference(committed, fresh)).mean
    assert max(difference) < 3.0, "run `python tests/picture.py` to refresh the README picture"
