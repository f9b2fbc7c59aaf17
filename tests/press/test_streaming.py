"""Pages written as they are finished (press.streaming): a valid file, nothing held per page."""

from __future__ import annotations

import gc
import re
import weakref

import pypdfium2 as pdfium
from reportlab.pdfbase.pdfdoc import PDFPage

from skirmishgen.press import fonts
from skirmishgen.press.paper import Size
from skirmishgen.press.pdf import Metadata, finish, new_canvas

META = Metadata("streamed", "tests", "pages written as they are finished")


def _draw(pages: int, *, form_late: bool = False):
    """A streamed document of ``pages`` numbered pages; with ``form_late``, page 1 places a
    form that is only defined after it (a forward reference)."""
    canvas, buffer = new_canvas(Size(210, 297), META)
    for number in range(1, pages + 1):
        canvas.setFont(fonts.BOLD, 30)
        canvas.drawString(100, 700, f"Page {number}")
        if form_late and number == 1:
            canvas.doForm("Stamp")
        canvas.showPage()
        if form_late and number == 1:
            canvas.beginForm("Stamp")
            canvas.setFont(fonts.REGULAR, 12)
            canvas.drawString(100, 600, "stamped")
            canvas.endForm()
    return canvas, buffer


def _xref_offsets(data: bytes) -> dict[int, int]:
    """Object number to offset, read from the file's own cross-reference table."""
    start = int(re.search(rb"startxref\s+(\d+)", data[-100:]).group(1))
    head = re.match(rb"xref\n0 (\d+)\n", data[start:])
    rows = data[start + head.end() :].split(b"\n")[: int(head.group(1))]
    return {number: int(row[:10]) for number, row in enumerate(rows) if row.endswith(b"n ")}


def _read_pages(data: bytes) -> list[str]:
    document = pdfium.PdfDocument(data)
    try:
        return [page.get_textpage().get_text_range().strip() for page in document]
    finally:
        document.close()


def test_every_object_sits_where_the_cross_reference_table_says():
    canvas, buffer = _draw(5)
    data = bytes(finish(canvas, buffer, 5).pdf)
    offsets = _xref_offsets(data)
    assert len(offsets) > 10
    for number, offset in offsets.items():
        assert data[offset:].startswith(f"{number} 0 obj\n".encode()), number
    assert _read_pages(data) == [f"Page {n}" for n in range(1, 6)]


def test_no_page_object_is_held_once_its_page_is_written(monkeypatch):
    made: list[int] = []
    alive: weakref.WeakSet[PDFPage] = weakref.WeakSet()
    original = PDFPage.__init__

    def tracked(self, *args, **kwargs):
        original(self, *args, **kwargs)
        made.append(1)
        alive.add(self)

    monkeypatch.setattr(PDFPage, "__init__", tracked)
    canvas, buffer = _draw(40)
    gc.collect()
    assert len(made) == 40
    assert len(alive) == 0, "every page object is let go once its page is in the file"
    assert buffer.tell() > 40 * 200  # the pages are in the file already, before it is saved
    finish(canvas, buffer, 40)


def test_a_page_placing_a_form_defined_later_is_written_at_save():
    canvas, buffer = _draw(3, form_late=True)
    data = bytes(finish(canvas, buffer, 3).pdf)
    assert _read_pages(data) == ["Page 1\r\nstamped", "Page 2", "Page 3"]
    for number, offset in _xref_offsets(data).items():
        assert data[offset:].startswith(f"{number} 0 obj\n".encode()), number


def test_a_streamed_file_is_the_same_bytes_every_time():
    first, second = (bytes(finish(*_draw(4), 4).pdf) for _ in range(2))
    assert first == second
