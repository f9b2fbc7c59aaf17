"""PDF pages as PNG images (``--format png``), rasterised by PDFium.

Identical PDF bytes give identical images: the PNGs carry no time stamp, only the
resolution they were made at.
"""

from __future__ import annotations

import io
import math
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL.Image import Image

DPI_RANGE = (72, 600)
"""The resolutions ``--dpi`` accepts: screen to print service (a Letter page at 600 dpi is
about 100 MB of pixels, the most a page may take)."""


def page_sizes(pdf: bytes | memoryview) -> list[tuple[float, float]]:
    """Each page's width and height in points, read without drawing anything."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(bytes(pdf))
    try:
        return [document.get_page_size(index) for index in range(len(document))]
    finally:
        document.close()


def pixels(sizes: list[tuple[float, float]], dpi: int) -> int:
    """How many pixels pages of these sizes come to at ``dpi`` (rounded up, never under
    what PDFium draws)."""
    scale = dpi / 72
    return sum(math.ceil(w * scale) * math.ceil(h * scale) for w, h in sizes)


def page_images(pdf: bytes | memoryview, dpi: int, clear: bool = False) -> Iterator[bytes]:
    """Each page of ``pdf`` as PNG bytes at ``dpi``, in order; ``clear``: on a transparent
    ground, not white."""
    for image in page_bitmaps(pdf, dpi, clear):
        yield png_bytes(image, dpi)


def page_bitmaps(pdf: bytes | memoryview, dpi: int, clear: bool = False) -> Iterator[Image]:
    """Each page of ``pdf`` as a Pillow image at ``dpi``, in order (``clear``: RGBA on a
    transparent ground)."""
    import pypdfium2 as pdfium

    ground = (255, 255, 255, 0) if clear else (255, 255, 255, 255)
    document = pdfium.PdfDocument(bytes(pdf))
    try:
        for index in range(len(document)):
            page = document[index]
            try:
                bitmap = page.render(scale=dpi / 72, fill_color=ground)
                yield _exact(bitmap.to_pil(), page.get_size(), dpi)
            finally:
                page.close()
    finally:
        document.close()


def bitmaps_at(
    pdf: bytes | memoryview, dpis: Sequence[int], clear: Sequence[bool] = ()
) -> Iterator[Image]:
    """Each page of ``pdf`` as a Pillow image at its own resolution (``dpis``, in step):
    RGB on white, or RGBA on a transparent ground where ``clear`` (in step, if given)."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(bytes(pdf))
    try:
        for index, dpi in enumerate(dpis):
            page = document[index]
            see_through = index < len(clear) and clear[index]
            ground = (255, 255, 255, 0) if see_through else (255, 255, 255, 255)
            try:
                bitmap = page.render(scale=dpi / 72, fill_color=ground)
                image = _exact(bitmap.to_pil(), page.get_size(), dpi)
                yield image.convert("RGBA" if see_through else "RGB")
            finally:
                page.close()
    finally:
        document.close()


def _exact(image: Image, size: tuple[float, float], dpi: int) -> Image:
    """``image`` at its page's true size in pixels, rounded once: PDFium rounds up, so a
    poker card with 1/8 in bleed (825.0000001 px at 300 dpi) would be 826 px; the column
    cut off holds a ten-millionth of a pixel of the page."""
    width, height = (round(side * dpi / 72) for side in size)
    if image.size == (width, height):
        return image
    return image.crop((0, 0, min(width, image.width), min(height, image.height)))


def png_bytes(image: Image, dpi: int) -> bytes:
    """``image`` as PNG bytes, marked with its resolution (no time stamp). Compression
    level 3: a third faster than zlib's default for files about 6 % larger."""
    buffer = io.BytesIO()
    image.save(buffer, "PNG", dpi=(dpi, dpi), optimize=False, compress_level=3)
    return buffer.getvalue()
