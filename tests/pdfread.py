"""Reading our PDFs back for the tests: pages, card rectangles, text, lines, fonts (in mm)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pdfplumber
from pypdf import PdfReader

PT = 25.4 / 72  # millimetres per point


@dataclass(frozen=True)
class Box:
    """A rectangle in mm, origin at the page's bottom-left as in the layout."""

    x: float
    y: float
    width: float
    height: float

    def contains(self, x: float, y: float, tolerance: float = 0.0) -> bool:
        return (
            self.x - tolerance <= x <= self.x + self.width + tolerance
            and self.y - tolerance <= y <= self.y + self.height + tolerance
        )


def page_boxes(page, width_mm: float, height_mm: float, tolerance: float = 0.05) -> list[Box]:
    """The white card grounds on ``page`` whose size is the given card (+ bleed) size."""
    found = []
    page_height = float(page.height)
    for rect in page.rects:
        if not rect.get("fill") or rect.get("non_stroking_color") not in ((1.0, 1.0, 1.0), (1,)):
            continue
        w = (rect["x1"] - rect["x0"]) * PT
        h = (rect["bottom"] - rect["top"]) * PT
        if abs(w - width_mm) <= tolerance and abs(h - height_mm) <= tolerance:
            found.append(Box(rect["x0"] * PT, (page_height - rect["bottom"]) * PT, w, h))
    return sorted(found, key=lambda b: (-round(b.y, 1), round(b.x, 1)))


def page_lines(page) -> list[tuple[float, float, float, float]]:
    """Straight black hairlines (crop marks) as (x1, y1, x2, y2) in mm, bottom-up."""
    page_height = float(page.height)
    out = []
    for line in page.lines:
        if line.get("stroking_color") not in ((0, 0, 0), (0.0, 0.0, 0.0), (0,)):
            continue
        (x1, t1), (x2, t2) = line["pts"][0], line["pts"][-1]
        out.append((x1 * PT, (page_height - t1) * PT, x2 * PT, (page_height - t2) * PT))
    return out


def text_in(page, box: Box) -> str:
    """The text inside ``box`` (mm) on ``page``."""
    page_height = float(page.height)
    bbox = (
        box.x / PT,
        page_height - (box.y + box.height) / PT,
        (box.x + box.width) / PT,
        page_height - box.y / PT,
    )
    return page.within_bbox(bbox).extract_text() or ""


@cache
def open_pdf(path: Path):
    """The parsed PDF, kept open for the session: parsing pages is the slow part of a test."""
    return pdfplumber.open(str(path))


def font_report(path: Path) -> dict[str, bool]:
    """Every font the PDF uses (pages and forms), and whether its program is embedded."""
    reader = PdfReader(str(path))
    fonts: dict[str, bool] = {}
    seen: set[int] = set()

    def walk(resources) -> None:
        if resources is None:
            return
        resources = resources.get_object()
        for font in (resources.get("/Font") or {}).values():
            font = font.get_object()
            descriptor = font.get("/FontDescriptor")
            if descriptor is None and "/DescendantFonts" in font:
                descriptor = font["/DescendantFonts"][0].get_object().get("/FontDescriptor")
            descriptor = descriptor.get_object() if descriptor is not None else {}
            embedded = any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))
            fonts[str(font.get("/BaseFont"))] = embedded
        for xobject in (resources.get("/XObject") or {}).values():
            if id(xobject.get_object()) in seen:
                continue
            seen.add(id(xobject.get_object()))
            walk(xobject.get_object().get("/Resources"))

    for page in reader.pages:
        walk(page.get("/Resources"))
    return fonts
