"""The PDF canvas shared by every product: page size, fonts, metadata, print hints, determinism.

A document is drawn into memory with reportlab's invariant mode (no dates or
random ids, so the same input gives the same bytes) and handed back as
:class:`Rendered`; writing it is the output seam's job (``skirmishgen.output``).
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from .. import __version__
from . import fonts
from .cutting import CutSheet
from .pagescale import PAGE_SCALE
from .paper import MM, Size

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

_DUPLEX_HINT = {
    "long": "DuplexFlipLongEdge",
    "short": "DuplexFlipShortEdge",
    "none": "Simplex",
    "fold": "Simplex",
}


@contextlib.contextmanager
def page_scale(across: float, up: float) -> Iterator[None]:
    """Every page drawn inside scaled by (``across``, ``up``) about its centre."""
    token = PAGE_SCALE.set((across, up))
    try:
        yield
    finally:
        PAGE_SCALE.reset(token)


@dataclass(frozen=True)
class Rendered:
    """A finished PDF in memory and how many pages the product counts in it."""

    pdf: bytes | memoryview
    pages: int
    """Pages of the PDF; for a booklet, its booklet (A5) pages."""
    manifest: str = ""
    """What the pages are, for a product whose images need telling apart (card images:
    each page's side and number of copies); written beside PNG pages."""
    marks: frozenset[str] = frozenset()
    """What the pages carry to finish and check them by, as their legends explain: the
    ``cut``, ``fold`` and ``glue`` marks, and ``bars`` for calibration bars (a kit's; none
    for a product without a legend). Build's ``00-print-me-first.pdf`` reads them."""
    cuts: tuple[CutSheet, ...] = ()
    """A cutter's lines, a sheet each (``--cutter``): written beside the pages as cut files
    (Silhouette), or with each sheet's image (Cricut)."""
    extra: tuple[tuple[str, bytes], ...] = ()
    """Files written beside the product's own, by name (a virtual table's rules booklet)."""


@dataclass(frozen=True)
class Metadata:
    title: str
    author: str
    subject: str
    keywords: tuple[str, ...] = ()


def new_canvas(
    paper: Size,
    meta: Metadata,
    duplex: Literal["long", "short", "none", "fold"] = "none",
    cmyk: bool = False,
    pdfx: bool = False,
) -> tuple[Canvas, io.BytesIO]:
    """A canvas drawing into memory, with fonts, metadata and print hints set; with
    ``cmyk``, every colour it takes is a print shop's CMYK (:mod:`.ink`); with ``pdfx``,
    a PDF/X-1a:2003 file (:mod:`.pdfx`: PDF 1.4, so without the later print hints)."""
    from .ink import print_cmyk
    from .typeset import Canvas

    fonts.register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(
        buffer,
        pagesize=(paper.width * MM, paper.height * MM),
        invariant=1,
        pdfVersion=(1, 4) if pdfx else (1, 7),  # PrintScaling, Duplex: PDF 1.6, 1.7
        pageCompression=1,
        initialFontName=fonts.REGULAR,
        stream=True,
        enforceColorSpace=print_cmyk if cmyk or pdfx else None,
    )
    describe(canvas, meta, duplex, hints=not pdfx)
    if pdfx:
        from .pdfx import declare

        declare(canvas)
    return canvas, buffer


def describe(canvas: Canvas, meta: Metadata, duplex: str = "none", hints: bool = True) -> None:
    """Metadata and print hints (actual size, duplex flip; ``hints``) on any canvas,
    platypus's too."""
    canvas.setTitle(meta.title)
    canvas.setAuthor(meta.author)
    canvas.setSubject(meta.subject)
    canvas.setCreator(f"skirmishgen {__version__}")
    canvas.setProducer(f"skirmishgen {__version__} (reportlab)")
    if meta.keywords:
        canvas.setKeywords(", ".join(meta.keywords))
    if hints:
        canvas.setViewerPreference("PrintScaling", "None")
        canvas.setViewerPreference("Duplex", _DUPLEX_HINT[duplex])


def finish(canvas: Canvas, buffer: io.BytesIO, pages: int) -> Rendered:
    """Close the document: its bytes (a view, no second copy) and page count."""
    canvas.save()
    return Rendered(buffer.getbuffer(), pages)
