"""The README's pictures are what the products print today (within a rendering tolerance)."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageStat

from pictures import (
    CALIBRATION_PICTURE,
    KIT_PICTURE,
    PICTURE,
    render_calibration,
    render_first_sheet,
    render_kit_sheet,
)


@pytest.mark.parametrize(
    "picture, render",
    [
        (PICTURE, render_first_sheet),
        (KIT_PICTURE, render_kit_sheet),
        (CALIBRATION_PICTURE, render_calibration),
    ],
)
def test_readme_picture_matches_what_the_product_prints(tmp_path, picture, render):
    fresh = render(tmp_path)
    committed = Image.open(picture).convert("RGB")
    assert committed.size == fresh.size
    difference = ImageStat.Stat(ImageChops.difference(committed, fresh)).mean
    assert max(difference) < 3.0, (
        "run `python tests/support/pictures.py` to refresh the README pictures"
    )
