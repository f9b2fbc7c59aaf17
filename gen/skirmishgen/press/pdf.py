"""The PDF writer shared by every product: page size, fonts, metadata, print hints, determinism.

A document is drawn into memory with reportlab's invariant mode (no dates or
random ids, so the same input gives the same bytes) and only then written,
atomically, to its path.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from .. import __version__
from . import fonts
from .output import write_atomic
from .paper import MM, Size

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

_DUPLEX_HINT = {"long": "DuplexFlipLongEdge", "short": "DuplexFlipShortEdge", "none": "Simplex"}


@dataclass(frozen=True)
class Metadata:
    title: str
    author: str
    subject: str
    keywords: tuple[str, ...] = ()


def new_canvas(
    paper: Size, meta: Metadata, duplex: Literal["long", "short", "none"] = "none"
) -> tuple[Canvas, io.BytesIO]:
    """A canvas drawing into memory, with fonts, metadata and print hints set."""
    from reportlab.pdfgen.canvas import Canvas

    fonts.register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(
        buffer,
        pagesize=(paper.width * MM, paper.height * MM),
        invariant=1,
        pdfVersion=(1, 7),  # ViewerPreferences PrintScaling and Duplex are PDF 1.6/1.7
        pageCompression=1,
        initialFontName=fonts.REGULAR,
    )
    describe(canvas, meta, duplex)
    return canvas, buffer


def describe(canvas: Canvas, meta: Metadata, duplex: str = "none") -> None:
    """Metadata and print hints (actual size, duplex flip) on any canvas, platypus's too."""
    canvas.setTitle(meta.title)
    canvas.setAuthor(meta.author)
    canvas.setSubject(meta.subject)
    canvas.setCreator(f"skirmishgen {__version__}")
    canvas.setProducer(f"skirmishgen {__version__} (reportlab)")
    if meta.keywords:
        canvas.setKeywords(", ".join(meta.keywords))
    canvas.setViewerPreference("PrintScaling", "None")
    canvas.setViewerPreference("Duplex", _DUPLEX_HINT[duplex])


def finish(canvas: Canvas, buffer: io.BytesIO, path: Path) -> None:
    """Close the document and write it to ``path`` atomically."""
    canvas.save()
    write_atomic(path, buffer.getbuffer())  # a view: no second copy of the document
