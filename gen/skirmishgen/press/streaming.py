"""Pages written into the PDF as they are finished, so memory stays flat in the page count.

reportlab keeps every page (its dictionary, resources and content) until the document is
saved, then formats the whole file in memory and copies it out: a 20,000-card deck held
4,444 pages and two copies of its file at once. :class:`StreamingDocument` writes each page
and its content stream into the output the moment the canvas finishes it, keeps only where
it was written, and at save writes the rest (fonts, forms, images, the page tree, the
catalogue) with reportlab's own formatting, then the cross-reference table and trailer.

The file is the same PDF reportlab would write, its objects in another order: a page's
objects come first, numbered as they are written. Identical input still gives identical
bytes. A page that names something not made yet (a form drawn before it is defined) is left
to reportlab and written at save.
"""

from __future__ import annotations

from typing import BinaryIO

from reportlab.pdfbase.pdfdoc import (
    PDFCrossReferenceTable,
    PDFDocument,
    PDFFile,
    PDFIndirectObject,
    PDFObjectReference,
    PDFTrailer,
)


class StreamingDocument(PDFDocument):
    """A reportlab document that writes its pages into ``sink`` as they are added."""

    _sink: BinaryIO

    @classmethod
    def adopt(cls, document: PDFDocument, sink: BinaryIO) -> StreamingDocument:
        """``document`` (just made by a canvas, nothing drawn yet) writing into ``sink``."""
        document.__class__ = cls  # the canvas has set it up already: keep all of that
        assert isinstance(document, cls)
        document._sink = sink
        sink.write(PDFFile(document._pdfVersion).format(document))
        return document

    def addPage(self, page) -> None:
        super().addPage(page)
        self._write_page(page)

    def _write_page(self, page) -> None:
        name = page.__InternalName__
        try:
            page_object = PDFIndirectObject(name, page).format(self)
        except KeyError:  # a reference to something not made yet: reportlab writes it at save
            return
        self._write(name, page_object)
        content = self.Reference(page.Contents).name
        self._write(content, PDFIndirectObject(content, page.Contents).format(self))
        self.Pages.pages[-1] = PDFObjectReference(name)

    def _write(self, name: str, formatted: bytes) -> None:
        self.idToOffset[name] = self._sink.tell()
        self._sink.write(formatted)
        self.idToObject[name] = None  # written: only its number and offset are kept

    def format(self) -> bytes:
        """Write every object not written yet, the cross-reference table and the trailer
        into the sink (reportlab's ``format`` without encryption, signatures or comments,
        which these documents never use). The sink then holds the file: nothing is left
        for ``SaveToFile`` to write."""
        root, info = self.Reference(self.Catalog), self.Reference(self.info)
        names, number = [], 1
        while number in self.numberToId:  # formatting an object can number new ones
            name = self.numberToId[number]
            names.append(name)
            if name not in self.idToOffset:
                self._write(name, PDFIndirectObject(name, self.idToObject[name]).format(self))
            number += 1
        xref = PDFCrossReferenceTable()
        xref.addsection(0, names)
        start = self._sink.tell()
        self._sink.write(xref.format(self))
        trailer = PDFTrailer(
            startxref=start, Size=len(names) + 1, Root=root, Info=info, ID=self.ID()
        )
        self._sink.write(trailer.format(self))
        return b""
