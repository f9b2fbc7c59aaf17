"""Reading a product's PDF back: its pages, text, shapes and pictures (pdfium), in points
and millimetres, as the testing kit's checks and skirmishgen's own tests read them.

``read_pdf(path)`` gives a :class:`Pdf` whose pages answer from **pdfium** (pypdfium2):
page size, text (whole page or inside a box), and the page objects, rectangles, straight
lines and images, including those inside form XObjects (a deck draws a face placed more
than once as a form and places it with ``Do``; pdfium gives the positions of objects inside
a form in the form's space, so each is mapped through the matrices of the forms around it).
``Page.chars`` gives every glyph's box from :mod:`.glyphs` (a small content-stream reader:
pdfium rounds ``/Widths`` down to whole font units, so its glyphs drift along a line).

``read_pdf`` keeps each document until :func:`close_all` (the testing plugin calls it at
the end of every test module), so a module shares its parsed PDFs and nothing outlives it;
at most four stay open at once (the least recently used is closed).
"""

from __future__ import annotations

import ctypes
from collections import OrderedDict
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from .glyphs import Glyphs, apply, multiply

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


# --- pdfium: pages, text, rectangles, lines, images ------------------------------------


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangular path in points, origin bottom-left; colours are 0-255 RGBA."""

    x0: float
    y0: float
    x1: float
    y1: float
    fill: tuple[int, int, int, int] | None  # None when the path is not filled
    stroke: tuple[int, int, int, int] | None  # None when the path is not stroked


@dataclass(frozen=True)
class Line:
    """A straight two-point path in points, origin bottom-left, from its first to its last point."""

    x0: float
    y0: float
    x1: float
    y1: float
    fill: tuple[int, int, int, int] | None
    stroke: tuple[int, int, int, int] | None
    dashed: bool


@dataclass(frozen=True)
class Shape:
    """Any path on the page in points, origin bottom-left: its points in order (a curve's
    control points among them), whether it has curves or is closed, its colours."""

    points: tuple[tuple[float, float], ...]
    curved: bool
    closed: bool
    fill: tuple[int, int, int, int] | None
    stroke: tuple[int, int, int, int] | None
    linewidth: float = 0.0
    """The pen's width as the content stream sets it (``w``; pdfplumber's ``linewidth``),
    0 when the path is not stroked."""

    @property
    def width(self) -> float:
        return max(x for x, _ in self.points) - min(x for x, _ in self.points)

    @property
    def height(self) -> float:
        return max(y for _, y in self.points) - min(y for _, y in self.points)


@dataclass(frozen=True)
class Picture:
    """An image placed on the page: its bounds in points (origin bottom-left), its pixels."""

    x0: float
    y0: float
    x1: float
    y1: float
    pixels: tuple[int, int]


def _colour(getter, obj) -> tuple[int, int, int, int]:
    r, g, b, a = (ctypes.c_uint() for _ in range(4))
    if not getter(obj, r, g, b, a):
        raise RuntimeError("pdfium could not read a colour")
    return (r.value, g.value, b.value, a.value)


class Page:
    """One page read with pdfium (sizes in points); ``chars`` come from the glyph interpreter."""

    def __init__(self, pdf: Pdf, index: int):
        self.pdf = pdf
        self.index = index
        self.page_number = index + 1
        self.width, self.height = pdf.document.get_page_size(index)

    @cached_property
    def _page(self):
        return self.pdf.document[self.index]

    @cached_property
    def _textpage(self):
        return self._page.get_textpage()

    def text(self) -> str:
        """All the page's text in pdfium's reading order, lines separated by newlines, its
        typography made plain (see :func:`plain`)."""
        return plain(self.printed())

    def printed(self) -> str:
        """All the page's text as printed: curly quotes, dashes and all."""
        return self._textpage.get_text_bounded().replace("\r\n", "\n")

    def text_in(self, box: Box) -> str:
        """The text inside ``box`` (mm, origin bottom-left).

        pdfium takes every glyph whose ink meets the box, where pdfplumber took those
        wholly inside it; on every card of twelve decks both give the same lines."""
        found = self._textpage.get_text_bounded(
            box.x / PT, box.y / PT, (box.x + box.width) / PT, (box.y + box.height) / PT
        )
        return plain(found.replace("\r\n", "\n"))

    def _objects(self):
        """(pageobject, its type, its matrix to page space) for every object, inside forms
        too (to pypdfium2's depth of 15 forms), in pypdfium2's ``get_objects`` order; the
        handles are pdfium's own (its C calls, without a helper object each: a third of the
        time of reading a deck's shapes)."""
        raw = pdfium_c.FS_MATRIX()

        def walk(parent, count, get, outer, level):
            for index in range(count(parent)):
                obj = get(parent, index)
                if not obj or not pdfium_c.FPDFPageObj_GetMatrix(obj, raw):
                    raise RuntimeError("pdfium could not read a page object")
                matrix = (raw.a, raw.b, raw.c, raw.d, raw.e, raw.f)
                if outer is not None:
                    matrix = multiply(matrix, outer)
                kind = pdfium_c.FPDFPageObj_GetType(obj)
                yield obj, kind, matrix
                if kind == pdfium_c.FPDF_PAGEOBJ_FORM and level < 14:
                    form = pdfium_c.FPDFFormObj_CountObjects, pdfium_c.FPDFFormObj_GetObject
                    yield from walk(obj, *form, matrix, level + 1)

        page = pdfium_c.FPDFPage_CountObjects, pdfium_c.FPDFPage_GetObject
        yield from walk(self._page.raw, *page, None, 0)

    @cached_property
    def _shapes(self) -> tuple[list[Rect], list[Line], list[Picture], list[Shape]]:
        return self._read_shapes(None)

    @cached_property
    def _simple(self) -> tuple[list[Rect], list[Line], list[Picture], list[Shape]]:
        """Rectangles, lines and pictures, without reading a path of more than five
        segments (neither a rectangle nor a line: a deck's icons are half its paths and
        nearly all its points); its ``shapes`` only those paths."""
        if "_shapes" in self.__dict__:
            return self._shapes
        return self._read_shapes(5)

    def _read_shapes(
        self, most: int | None
    ) -> tuple[list[Rect], list[Line], list[Picture], list[Shape]]:
        rects, lines, pictures, shapes = [], [], [], []
        x, y, pen = ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
        fillmode, stroke = ctypes.c_int(), ctypes.c_int()
        across, down = ctypes.c_uint(), ctypes.c_uint()
        for obj, kind, matrix in self._objects():
            if kind == pdfium_c.FPDF_PAGEOBJ_IMAGE:
                corners = [apply(matrix, u, v) for u in (0, 1) for v in (0, 1)]
                xs, ys = [p[0] for p in corners], [p[1] for p in corners]
                if not pdfium_c.FPDFImageObj_GetImagePixelSize(obj, across, down):
                    raise RuntimeError("pdfium could not read an image's size")
                pixels = (across.value, down.value)
                pictures.append(Picture(min(xs), min(ys), max(xs), max(ys), pixels))
                continue
            if kind != pdfium_c.FPDF_PAGEOBJ_PATH:
                continue
            count = pdfium_c.FPDFPath_CountSegments(obj)
            if most is not None and count > most:
                continue
            points, closed, curved, subpaths = [], False, False, 0
            for i in range(count):
                segment = pdfium_c.FPDFPath_GetPathSegment(obj, i)
                kind = pdfium_c.FPDFPathSegment_GetType(segment)
                curved = curved or kind == pdfium_c.FPDF_SEGMENT_BEZIERTO
                subpaths += kind == pdfium_c.FPDF_SEGMENT_MOVETO
                pdfium_c.FPDFPathSegment_GetPoint(segment, x, y)
                points.append(apply(matrix, x.value, y.value))
                closed = closed or bool(pdfium_c.FPDFPathSegment_GetClose(segment))
            if not points:
                continue
            pdfium_c.FPDFPath_GetDrawMode(obj, fillmode, stroke)
            fill = _colour(pdfium_c.FPDFPageObj_GetFillColor, obj) if fillmode.value else None
            line = _colour(pdfium_c.FPDFPageObj_GetStrokeColor, obj) if stroke.value else None
            width = 0.0
            if stroke.value and pdfium_c.FPDFPageObj_GetStrokeWidth(obj, pen):
                width = pen.value
            shapes.append(Shape(tuple(points), curved, closed, fill, line, width))
            if curved or subpaths > 1:
                continue  # neither a rectangle nor a line
            if len(points) == 2 and not closed:
                (x0, y0), (x1, y1) = points
                dashed = pdfium_c.FPDFPageObj_GetDashCount(obj) > 0
                lines.append(Line(x0, y0, x1, y1, fill, line, dashed))
                continue
            ring = points[:-1] if len(points) == 5 and points[0] == points[-1] else points
            xs = sorted({round(p[0], 3) for p in ring})
            ys = sorted({round(p[1], 3) for p in ring})
            axis_aligned = all(
                abs(a[0] - b[0]) < 1e-3 or abs(a[1] - b[1]) < 1e-3
                for a, b in zip(ring, ring[1:] + ring[:1], strict=True)
            )
            if len(ring) == 4 and len(xs) == len(ys) == 2 and axis_aligned:
                left, right = min(p[0] for p in ring), max(p[0] for p in ring)
                bottom, top = min(p[1] for p in ring), max(p[1] for p in ring)
                rects.append(Rect(left, bottom, right, top, fill, line))
        return rects, lines, pictures, shapes

    @property
    def rects(self) -> list[Rect]:
        return self._simple[0]

    @property
    def lines(self) -> list[Line]:
        return self._simple[1]

    @property
    def pictures(self) -> list[Picture]:
        return self._simple[2]

    @property
    def shapes(self) -> list[Shape]:
        """Every path, rectangles and lines included."""
        return self._shapes[3]

    @property
    def chars(self) -> list[dict]:
        """Every glyph as pdfplumber reports it: text, x0, x1, top, bottom (points from the
        page's top), size, fontname and non_stroking_color; ``fontsize`` is the size the
        glyph is set at (its font size times the matrix's scale), whichever way it is turned.

        Worked out on every access and not kept (a deck's glyphs take 36 MB); only the
        parsed content streams are kept with the document."""
        return self.pdf.glyphs.page(self.index)


class Pdf:
    """A PDF opened with pdfium (and pypdf for the glyphs); ``pages`` are :class:`Page`."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.document = pdfium.PdfDocument(str(self.path))
        self.pages = [Page(self, i) for i in range(len(self.document))]

    @cached_property
    def glyphs(self) -> Glyphs:
        from pypdf import PdfReader

        return Glyphs(PdfReader(str(self.path)))

    def close(self) -> None:
        for page in self.pages:
            if "_textpage" in page.__dict__:
                page._textpage.close()
            if "_page" in page.__dict__:
                page._page.close()
        self.document.close()


_OPEN: OrderedDict[tuple[str, int, int], Pdf] = OrderedDict()
#: Open documents kept at once: a 30-page deck holds about 20 MB in pdfium once its
#: pages and text are loaded; no test uses more than two PDFs at a time.
_OPEN_KEEP = 4


PLAIN = str.maketrans(
    {"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2212": "-"}
    | {"\u00d7": "x"}
)


def plain(text: str) -> str:
    """Printed text with typewriter quotes, hyphens and x again, so tests can say what they
    look for as content writes it; :meth:`Page.printed` keeps the typography."""
    return text.translate(PLAIN)


def read_pdf(path: Path | str) -> Pdf:
    """The PDF at ``path``, parsed once and shared until :func:`close_all` (at the end of
    each test module) or until four more recently used PDFs push it out (then closed)."""
    path = Path(path).resolve()
    stat = path.stat()
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if key in _OPEN:
        _OPEN.move_to_end(key)
        return _OPEN[key]
    _OPEN[key] = Pdf(path)
    while len(_OPEN) > _OPEN_KEEP:
        _OPEN.popitem(last=False)[1].close()
    return _OPEN[key]


def close_all() -> None:
    """Close every document :func:`read_pdf` opened."""
    while _OPEN:
        _OPEN.popitem()[1].close()
