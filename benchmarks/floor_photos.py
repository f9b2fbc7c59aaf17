"""The floor for standees with photos: decoding the photos and fitting each to its panel,
and nothing else. Run by ``tests/bench.py``; not collected by pytest.

    python tests/floor_photos.py [--whole] WIDTH HEIGHT PHOTO...

Each photo is read, decoded and centre-cropped to WIDTH x HEIGHT pixels (Pillow's
``ImageOps.fit``, Lanczos); no PDF is made. A JPEG is decoded at the smallest of its
reduced sizes that still covers the panel (``draft``), the least work Pillow can do and
what skirmishgen does; ``--whole`` decodes every pixel instead, as a plain script would.
"""

from __future__ import annotations

import sys

from PIL import Image, ImageOps


def main(args: list[str]) -> None:
    whole = args[:1] == ["--whole"]
    width, height, *photos = args[1:] if whole else args
    size = (int(width), int(height))
    for photo in photos:
        with Image.open(photo) as source:
            if not whole:
                source.draft("RGB", size)
            ImageOps.fit(source.convert("RGB"), size, Image.Resampling.LANCZOS)
    print(f"{len(photos)} photos fitted to {size[0]} x {size[1]} px")


if __name__ == "__main__":
    main(sys.argv[1:])
