"""A face placed once is kept as drawing, not a form (Canvas.end_form_as_code): it prints the
same, clipped to its box as a form is, and a face with resources of its own stays a form."""

from __future__ import annotations

import io

import pypdfium2 as pdfium
import pytest
from PIL import ImageChops
from pypdf import PdfReader

from skirmishgen.press.paper import Size
from skirmishgen.press.pdf import Metadata, finish, new_canvas

META = Metadata("faces", "tests", "a face as a form and as drawing")
PAGE = Size(100, 100)


def _face(canvas, *, alpha: bool = False) -> None:
    """A face 100 x 100 pt that floods a square larger than its box, then a bar."""
    canvas.setFillColor("#cc3333")
    canvas.rect(-50, -50, 200, 200, fill=1, stroke=0)
    if alpha:
        canvas.setFillAlpha(0.5)
    canvas.setFillColor("#222222")
    canvas.rect(10, 40, 80, 20, fill=1, stroke=0)


def _page(inline: bool, **face) -> tuple[bytes, object]:
    """The face drawn once and placed at (60, 60) on a page, as drawing or as a form."""
    canvas, buffer = new_canvas(PAGE, META)
    canvas.beginForm("Face0", 0, 0, 100, 100)
    _face(canvas, **face)
    code = canvas.end_form_as_code() if inline else canvas.endForm()
    canvas.saveState()
    canvas.translate(60, 60)
    if code is None:
        canvas.doForm("Face0")
    else:
        canvas.draw_code(code)
    canvas.restoreState()
    canvas.setFillColor("#3333cc")  # the page's own drawing after the face keeps its colour
    canvas.rect(0, 0, 30, 30, fill=1, stroke=0)
    canvas.showPage()
    return bytes(finish(canvas, buffer, 1).pdf), code


def _places_a_form(data: bytes) -> bool:
    return b" Do" in PdfReader(io.BytesIO(data)).pages[0].get_contents().get_data()


def _render(data: bytes):
    document = pdfium.PdfDocument(data)
    try:
        return document[0].render(scale=2).to_pil().convert("RGB")
    finally:
        document.close()


def test_a_face_kept_as_drawing_prints_as_its_form_does_clipped_to_its_box():
    inline, code = _page(True)
    form, _ = _page(False)
    assert code is not None and not _places_a_form(inline)
    assert _places_a_form(form)
    as_drawing, as_form = _render(inline), _render(form)
    assert ImageChops.difference(as_drawing, as_form).getbbox() is None
    # pixels at 144 dpi, from the top left of a page 283.5 pt high; the box is 120-320 px
    # across and 247-447 px down
    assert as_drawing.getpixel((60, 367)) == (255, 255, 255), "outside the box: clipped"
    assert as_drawing.getpixel((200, 300)) == (204, 51, 51), "inside the box: the flood"
    assert as_drawing.getpixel((200, 345)) == (34, 34, 34), "the bar"
    assert as_drawing.getpixel((20, 555)) == (51, 51, 204), "the page's own square"


@pytest.mark.parametrize("face", [{"alpha": True}])
def test_a_face_with_resources_of_its_own_stays_a_form(face):
    data, code = _page(True, **face)
    assert code is None
    assert _places_a_form(data)
    assert _render(data).getpixel((200, 300)) == (204, 51, 51)
