"""Photos as JPEG: fitted art is encoded once at print resolution and its bytes are embedded
as they are (DCTDecode), not decoded again and stored as a flate image many times larger."""

from __future__ import annotations

import hashlib
import io
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from PIL.Image import Image
    from reportlab.pdfgen.canvas import Canvas

WORKERS = 2
"""Photos decoded at once: Pillow lets go of Python's lock while it decodes and resamples,
so two cores fit two photos at a time. Each decode is bounded (a standee's ``MAX_PIXELS``),
and so is their number at once."""
A = TypeVar("A")
B = TypeVar("B")
R = TypeVar("R")
JPEG_QUALITY = 88
"""High enough that a printed photo shows no blocks at 300 dpi, a tenth of raw RGB or less."""


def jpeg_bytes(image: Image) -> bytes:
    """``image`` (RGB) as baseline JPEG, the same bytes for the same pixels."""
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=JPEG_QUALITY)
    return buffer.getvalue()


def each_in_parallel(function: Callable[[A, B], R], items: Sequence[tuple[A, B]]) -> list[R]:
    """``function`` of each pair of ``items``, in order, ``WORKERS`` at a time; the first
    item's error in order is raised, as a loop would."""
    if len(items) < 2:
        return [function(*item) for item in items]
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(WORKERS) as pool:
        return list(pool.map(function, *zip(*items, strict=True)))


def draw_jpeg(canvas: Canvas, data: bytes, x: float, y: float, width: float, height: float):
    """The JPEG ``data`` stretched over the box (points), embedded once per document however
    often it is drawn: reportlab's ``drawImage`` would decode it again to name it."""
    from reportlab.pdfbase.pdfdoc import PDFImageXObject

    name = "Photo" + hashlib.sha1(data, usedforsecurity=False).hexdigest()
    internal = canvas._doc.getXObjectName(name)
    if internal not in canvas._doc.idToObject:
        image = PDFImageXObject(name)
        if not image.loadImageFromJPEG(io.BytesIO(data)):
            raise ValueError("not a JPEG")
        image.name = name
        canvas._setXObjects(image)
        canvas._doc.Reference(image, internal)
        canvas._doc.addForm(name, image)
    canvas._currentPageHasImages = 1
    canvas.saveState()
    canvas.translate(x, y)
    canvas.scale(width, height)
    canvas._code.append(f"/{internal} Do")
    canvas.restoreState()
    canvas._formsinuse.append(name)
