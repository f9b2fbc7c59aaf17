"""PDF/X-1a:2003 for a print service's pack (``--service drivethrucards``): what the file
must declare, set on a canvas, and a check that reads a finished file back.

PDF/X-1a is PDF 1.4 in CMYK (no RGB), every font embedded, no transparency, a TrimBox and
BleedBox on every page, an output intent of subtype ``GTS_PDFX`` naming the printing
condition, and ``GTS_PDFXVersion`` and ``Trapped`` in the document information. The
condition is named by its registered identifier (``CGATS TR 001``, US web offset, SWOP),
which PDF/X-1a allows without embedding its profile.
"""

from __future__ import annotations

import re
import zlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

VERSION = "PDF/X-1a:2003"
CONDITION = "CGATS TR 001"
"""The registered printing condition the pack is made for: SWOP, US web offset."""
REGISTRY = "http://www.color.org"


def declare(canvas: Canvas) -> None:
    """Make ``canvas``'s document PDF/X-1a:2003: its output intent and its information."""
    from reportlab.pdfbase.pdfdoc import PDFArray, PDFCatalog, PDFDictionary, PDFName, PDFString

    document = canvas._doc
    catalog = document.Catalog
    catalog.__NoDefault__ = [*PDFCatalog.__NoDefault__, "OutputIntents"]
    intent = {
        "Type": PDFName("OutputIntent"),
        "S": PDFName("GTS_PDFX"),
        "OutputConditionIdentifier": PDFString(CONDITION),
        "OutputCondition": PDFString("US web coated (SWOP)"),
        "RegistryName": PDFString(REGISTRY),
        "Info": PDFString(f"{CONDITION}, US web coated (SWOP)"),
    }
    catalog.OutputIntents = PDFArray([PDFDictionary(intent)])
    document.info.__class__ = _versioned(type(document.info))


def _versioned(info: type) -> type:
    """``info``'s class, its dictionary closed with PDF/X's version (``Trapped`` is
    reportlab's own: False)."""

    class Versioned(info):
        def format(self, document) -> bytes:
            head, _, _ = super().format(document).rpartition(b">>")
            return head + f"/GTS_PDFXVersion ({VERSION})\n>>".encode()

    return Versioned


_OBJECT = re.compile(rb"\d+ 0 obj\s*(.*?)endobj", re.S)
_STREAM = re.compile(rb"stream\r?\n", re.S)
_LENGTH = re.compile(rb"/Length (\d+)")
_RGB = re.compile(rb"(?<![\w.])(?:-?[\d.]+\s+){3}(?:rg|RG)(?!\w)")
_ALPHA = re.compile(rb"/(?:ca|CA)\s+([\d.]+)")


def problems(pdf: bytes | memoryview, pages: int) -> list[str]:
    """What keeps ``pdf`` from being the PDF/X-1a:2003 file this module declares, read
    back from its bytes (every object, every stream inflated); none when it is."""
    data = bytes(pdf)
    found = []
    if not data.startswith(b"%PDF-1.4"):
        found.append("the file is not PDF 1.4")
    objects = [match.group(1) for match in _OBJECT.finditer(data)]
    heads = b"\n".join(_STREAM.split(body)[0] for body in objects)
    if b"/S /GTS_PDFX" not in heads:
        found.append("no output intent of subtype GTS_PDFX")
    if f"/GTS_PDFXVersion ({VERSION})".encode() not in heads:
        found.append(f"no GTS_PDFXVersion ({VERSION}) in the document information")
    if b"/Trapped /False" not in heads:
        found.append("no Trapped key in the document information")
    for box in (b"/TrimBox", b"/BleedBox"):
        if heads.count(box) != pages:
            found.append(f"{box.decode()[1:]} on {heads.count(box)} of {pages} pages")
    if b"/DeviceRGB" in heads or b"/SMask" in heads:
        found.append("an RGB colour space or a soft mask")
    if any(float(value) < 1 for value in _ALPHA.findall(heads)):
        found.append("transparency (a constant alpha below 1)")
    for body in objects:
        stream, length = _STREAM.search(body), _LENGTH.search(body)
        if stream and length and b"/FlateDecode" in body[: stream.start()]:
            start = stream.end()
            try:
                content = zlib.decompressobj().decompress(
                    body[start : start + int(length.group(1))]
                )
            except zlib.error:
                found.append("a stream that cannot be read")
                break
            if _RGB.search(content):
                found.append("an RGB colour in a page's drawing")
                break
    return found
