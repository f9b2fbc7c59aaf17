"""Reading PDFs back for skirmishgen's own tests: what skirmishgen.testing.pdf reads with
pdfium (pages, text, shapes) and .glyphs with pypdf (glyph boxes, fonts, patterns), and
here pdfplumber, for its word and table model: ``open_pdf``, and card rectangles, crop
marks and text in a box on a page of either reader (in mm)."""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pdfplumber

from skirmishgen.testing.pdf import PT, Box, Page, plain
from skirmishgen.testing.pdf import close_all as close_pdfium

_PLUMBED: OrderedDict[str, object] = OrderedDict()
_PLUMBED_KEEP = 4


def open_pdf(path: Path):
    """The PDF parsed by pdfplumber; the last few stay open (the oldest is closed)."""
    key = str(Path(path).resolve())
    if key in _PLUMBED:
        _PLUMBED.move_to_end(key)
        return _PLUMBED[key]
    _PLUMBED[key] = pdfplumber.open(key)
    while len(_PLUMBED) > _PLUMBED_KEEP:
        _PLUMBED.popitem(last=False)[1].close()
    return _PLUMBED[key]


def page_boxes(page, width_mm: float, height_mm: float, tolerance: float = 0.05) -> list[Box]:
    """The card grounds on ``page``: filled rectangles of the given card (+ bleed) size,
    one a place (a back paints its ground, then its pattern, over the same rectangle).

    ``page`` is a :class:`Page` (pdfium) or a pdfplumber page."""
    found = []
    if isinstance(page, Page):
        for rect in page.rects:
            if rect.fill is None:
                continue
            w, h = (rect.x1 - rect.x0) * PT, (rect.y1 - rect.y0) * PT
            if abs(w - width_mm) <= tolerance and abs(h - height_mm) <= tolerance:
                found.append(Box(rect.x0 * PT, rect.y0 * PT, w, h))
        return _one_a_place(found)
    page_height = float(page.height)
    for rect in page.rects:
        if not rect.get("fill"):
            continue
        w = (rect["x1"] - rect["x0"]) * PT
        h = (rect["bottom"] - rect["top"]) * PT
        if abs(w - width_mm) <= tolerance and abs(h - height_mm) <= tolerance:
            found.append(Box(rect["x0"] * PT, (page_height - rect["bottom"]) * PT, w, h))
    return _one_a_place(found)


def _one_a_place(boxes: list[Box]) -> list[Box]:
    """``boxes`` top to bottom, left to right, a box painted twice in one place once."""
    places = {(round(b.x, 1), round(b.y, 1)): b for b in reversed(boxes)}
    return sorted(places.values(), key=lambda b: (-round(b.y, 1), round(b.x, 1)))


def page_lines(page) -> list[tuple[float, float, float, float]]:
    """Straight black stroked lines (crop marks) as (x1, y1, x2, y2) in mm, bottom-up.

    ``page`` is a :class:`Page` (pdfium) or a pdfplumber page."""
    if isinstance(page, Page):
        return [
            (ln.x0 * PT, ln.y0 * PT, ln.x1 * PT, ln.y1 * PT)
            for ln in page.lines
            if ln.stroke is not None and ln.stroke[:3] == (0, 0, 0)
        ]
    page_height = float(page.height)
    out = []
    for line in page.lines:
        if line.get("stroking_color") not in ((0, 0, 0), (0.0, 0.0, 0.0), (0,)):
            continue
        (x1, t1), (x2, t2) = line["pts"][0], line["pts"][-1]
        out.append((x1 * PT, (page_height - t1) * PT, x2 * PT, (page_height - t2) * PT))
    return out


def text_in(page, box: Box) -> str:
    """The text inside ``box`` (mm) on ``page``, a :class:`Page` or a pdfplumber page."""
    if isinstance(page, Page):
        return page.text_in(box)
    page_height = float(page.height)
    bbox = (
        box.x / PT,
        page_height - (box.y + box.height) / PT,
        (box.x + box.width) / PT,
        page_height - box.y / PT,
    )
    return plain(page.within_bbox(bbox).extract_text() or "")


def close_all() -> None:
    """Close every document read_pdf and open_pdf opened."""
    close_pdfium()
    while _PLUMBED:
        _PLUMBED.popitem()[1].close()
