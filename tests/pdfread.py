"""Reading our PDFs back for the tests: pages, card rectangles, text, lines, fonts (in mm).

Three readers, each for what it answers fastest:

- ``read_pdf(path)`` gives a :class:`Pdf` whose pages answer from **pdfium** (pypdfium2):
  page size, text (whole page or inside a box), and the page objects, rectangles,
  straight lines and images, including those inside form XObjects (the decks draw a
  face placed more than once as a form and place it with ``Do``; pdfium gives the
  positions of objects inside a form in the form's space, so each is mapped through the
  matrices of the forms around it). A 30-page deck's text reads in 0.07 s and its shapes in 0.2 s,
  where pdfplumber takes 3 to 5 s to parse it.
- ``Page.chars`` lists every glyph with pdfplumber's keys and pdfplumber's numbers (its
  advance box from the font's ``/Widths`` and ``/Descent``), from a small content-stream
  interpreter over pypdf objects (0.3 to 0.5 s a deck). pdfium cannot give these: it
  rounds ``/Widths`` down to whole font units, so its glyphs drift left along a line
  (up to 0.23 pt on the deck).
  The interpreter knows only the operators our reportlab output uses and raises on any
  other text operator, so a change in how the product writes text fails loudly here.
- ``font_report`` reads font dictionaries with pypdf (no content parsing); ``open_pdf``
  is pdfplumber, for its word and table model, with a small cache.

``read_pdf`` keeps each document until :func:`close_all`, which the test session calls at
the end of every test module (``conftest.py``), so a module shares its parsed PDFs and
nothing outlives it; at most four stay open at once (the least recently used is closed).
"""

from __future__ import annotations

import ctypes
import math
import re
from collections import OrderedDict
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import pdfplumber
import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from pypdf import PdfReader
from pypdf.generic import IndirectObject

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


def _multiply(m, n):
    """The matrix product m x n of PDF matrices (a, b, c, d, e, f): first m, then n."""
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return (
        a * p + b * r,
        a * q + b * s,
        c * p + d * r,
        c * q + d * s,
        e * p + f * r + t,
        e * q + f * s + u,
    )


def _apply(m, x, y):
    a, b, c, d, e, f = m
    return a * x + c * y + e, b * x + d * y + f


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
                    matrix = _multiply(matrix, outer)
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
                corners = [_apply(matrix, u, v) for u in (0, 1) for v in (0, 1)]
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
                points.append(_apply(matrix, x.value, y.value))
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
    """Close every document :func:`read_pdf` and :func:`open_pdf` opened."""
    while _OPEN:
        _OPEN.popitem()[1].close()
    while _PLUMBED:
        _PLUMBED.popitem()[1].close()


# --- glyphs: pdfplumber's character boxes, from a small content-stream interpreter -------

_TOKEN = re.compile(
    rb"\((?:\\.|[^\\()])*\)"  # a literal string (reportlab escapes its parentheses)
    rb"|<[0-9A-Fa-f\s]*>"  # a hex string
    rb"|/[^\s()<>\[\]{}/%]*"  # a name
    rb"|[\[\]]"
    rb"|[-+]?(?:\d+\.?\d*|\.\d+)(?![^\s()<>\[\]{}/%])"  # a number
    rb"|[^\s()<>\[\]{}/%]+",  # an operator
    re.S,
)
_ESCAPE = re.compile(rb"\\([0-7]{1,3}|.)", re.S)
_SIMPLE_ESCAPES = {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"b": b"\b", b"f": b"\f"}
#: Text operators our PDFs do not use; met, they stop the reading rather than misplace glyphs.
_UNSUPPORTED = {b"TJ", b"'", b'"', b"Tc", b"Tz", b"Ts", b"Tr", b"BI", b"d0", b"d1"}
#: The operators the glyph reader acts on (the rest are skipped at one look-up).
_READ = {
    *(b"Tj", b"T*", b"Tm", b"Td", b"TD", b"BT", b"Tf", b"TL", b"Tw"),
    *(b"rg", b"g", b"k", b"q", b"Q", b"cm", b"Do"),
    *_UNSUPPORTED,
}


def _unescape(raw: bytes) -> bytes:
    def one(match: re.Match) -> bytes:
        code = match.group(1)
        if code[:1].isdigit():
            return bytes([int(code, 8) & 0xFF])
        if code in (b"\n", b"\r"):
            return b""
        return _SIMPLE_ESCAPES.get(code, code)

    return _ESCAPE.sub(one, raw)


def _parse(data: bytes) -> list[tuple[bytes, list]]:
    """A content stream as [(operator, operands)]."""
    operations: list[tuple[bytes, list]] = []
    operands: list = []
    arrays: list[list] = []
    for token in _TOKEN.findall(data):
        first = token[0]  # the first byte's value: faster to compare than a slice
        if first == 0x28:  # (
            value = _unescape(token[1:-1])
        elif first == 0x3C:  # <
            value = bytes.fromhex(re.sub(rb"\s", b"", token[1:-1]).decode())
        elif first == 0x2F:  # /
            value = token.decode()
        elif first == 0x5B:  # [
            arrays.append([])
            continue
        elif first == 0x5D:  # ]
            value = arrays.pop()
        elif first in b"+-.0123456789":
            value = float(token)
        else:
            operations.append((token, operands))
            operands = []
            continue
        (arrays[-1] if arrays else operands).append(value)
    return operations


class _Font:
    """What a glyph box needs from a simple font: widths, descent and the Unicode map."""

    def __init__(self, font):
        font = font.get_object()
        if font.get("/Subtype") not in ("/TrueType", "/Type1"):
            raise NotImplementedError(f"font subtype {font.get('/Subtype')}")
        self.name = str(font.get("/BaseFont", ""))[1:]  # pdfplumber's fontname
        first = int(font.get("/FirstChar", 0))
        self.widths = {first + i: float(w) / 1000 for i, w in enumerate(font.get("/Widths", []))}
        descriptor = font["/FontDescriptor"].get_object()
        self.missing = float(descriptor.get("/MissingWidth", 0)) / 1000
        self.descent = float(descriptor.get("/Descent", 0)) / 1000
        self.unicode: dict[int, str] = {}
        cmap = font["/ToUnicode"].get_object().get_data()
        for block in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.S):
            for code, text in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>", block):
                self.unicode[int(code, 16)] = bytes.fromhex(text.decode()).decode("utf-16-be")
        for block in re.findall(rb"beginbfrange(.*?)endbfrange", cmap, re.S):
            for low, high, start in re.findall(
                rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block
            ):
                for offset, code in enumerate(range(int(low, 16), int(high, 16) + 1)):
                    self.unicode[code] = chr(int(start, 16) + offset)


class Glyphs:
    """Glyph boxes exactly as pdfminer (pdfplumber) computes them, for simple fonts.

    Each glyph's box runs from its origin by its advance (``/Widths`` x size) and from
    the font's ``/Descent`` up by the font size, mapped through the text matrix and the
    CTM (forms included); ``size`` is the box's height.
    """

    def __init__(self, reader: PdfReader):
        self.reader = reader
        self.fonts: dict[object, _Font] = {}
        self.streams: dict[object, list] = {}

    def _font(self, ref) -> _Font:
        key = ref.idnum if isinstance(ref, IndirectObject) else id(ref)
        if key not in self.fonts:
            self.fonts[key] = _Font(ref)
        return self.fonts[key]

    def _operations(self, key, stream) -> list:
        if key not in self.streams:
            self.streams[key] = _parse(stream.get_data() if stream is not None else b"")
        return self.streams[key]

    def page(self, index: int) -> list[dict]:
        page = self.reader.pages[index]
        height = float(page.mediabox.top)
        found: list[dict] = []
        operations = self._operations(("page", index), page.get_contents())
        state = ((0.0,), None, 0.0, 0.0, 0.0)
        self._run(operations, page.get("/Resources"), (1, 0, 0, 1, 0, 0), state, found, height)
        return found

    def _run(self, operations, resources, ctm, state, found, height) -> None:
        resources = resources.get_object() if resources is not None else {}
        fill, font, size, leading, wordspace = state
        saved = []
        tm = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        x = 0.0
        for op, args in operations:
            if op not in _READ:
                continue  # a path, colour-space or other operator that places no glyph
            if op == b"Tj":
                # _apply's arithmetic written out, in its order (the same floats), with
                # what is the same for every glyph of the string worked out once
                a, b, c, d, e, f = _multiply(tm, ctm)
                descent = font.descent * size
                cz, dz = c * 0.0, d * 0.0  # the origin's y is 0
                cd, dd = c * descent, d * descent
                ch, dh = c * (descent + size), d * (descent + size)
                fontsize = size * math.hypot(c, d)
                widths, missing, unicode, name = font.widths, font.missing, font.unicode, font.name
                for code in args[0]:
                    advance = widths.get(code, missing) * size
                    ox, oy = a * x + cz + e, b * x + dz + f  # the glyph's origin
                    x0, y0 = cd + ox, dd + oy
                    x1, y1 = a * advance + ch + ox, b * advance + dh + oy
                    if x0 > x1:
                        x0, x1 = x1, x0
                    if y0 > y1:
                        y0, y1 = y1, y0
                    found.append(
                        {
                            "text": unicode.get(code, ""),
                            "x0": x0,
                            "x1": x1,
                            "top": height - y1,
                            "bottom": height - y0,
                            "size": y1 - y0,
                            "fontsize": fontsize,
                            "fontname": name,
                            "non_stroking_color": fill,
                        }
                    )
                    x += advance
                    if code == 32:
                        x += wordspace
            elif op == b"T*":
                a, b, c, d, e, f = tm
                tm = (a, b, c, d, -leading * c + e, -leading * d + f)
                x = 0.0
            elif op == b"Tm":
                tm = tuple(args)
                x = 0.0
            elif op in (b"Td", b"TD"):
                tx, ty = args
                a, b, c, d, e, f = tm
                tm = (a, b, c, d, tx * a + ty * c + e, tx * b + ty * d + f)
                x = 0.0
                if op == b"TD":
                    leading = -ty
            elif op == b"BT":
                tm = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
                x = 0.0
            elif op == b"Tf":
                font = self._font(resources["/Font"].get_object().raw_get(args[0]))
                size = args[1]
            elif op == b"TL":
                leading = args[0]
            elif op == b"Tw":
                wordspace = args[0]
            elif op in (b"rg", b"g", b"k"):
                fill = tuple(args)
            elif op == b"q":
                saved.append((ctm, fill, font, size, leading, wordspace))
            elif op == b"Q":
                ctm, fill, font, size, leading, wordspace = saved.pop()
            elif op == b"cm":
                ctm = _multiply(tuple(args), ctm)
            elif op == b"Do":
                ref = resources["/XObject"].get_object().raw_get(args[0])
                xobject = ref.get_object()
                if xobject.get("/Subtype") != "/Form":
                    continue
                matrix = tuple(float(v) for v in xobject.get("/Matrix", (1, 0, 0, 1, 0, 0)))
                key = ref.idnum if isinstance(ref, IndirectObject) else id(xobject)
                self._run(
                    self._operations(key, xobject),
                    xobject.get("/Resources", resources),
                    _multiply(matrix, ctm),
                    (fill, font, size, leading, wordspace),
                    found,
                    height,
                )
            elif op in _UNSUPPORTED:
                raise NotImplementedError(f"pdfread's glyph reader does not know {op!r}")


# --- pdfplumber and pypdf ----------------------------------------------------------------

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
    """The card grounds on ``page``: filled rectangles of the given card (+ bleed) size.

    ``page`` is a :class:`Page` (pdfium) or a pdfplumber page."""
    found = []
    if isinstance(page, Page):
        for rect in page.rects:
            if rect.fill is None:
                continue
            w, h = (rect.x1 - rect.x0) * PT, (rect.y1 - rect.y0) * PT
            if abs(w - width_mm) <= tolerance and abs(h - height_mm) <= tolerance:
                found.append(Box(rect.x0 * PT, rect.y0 * PT, w, h))
        return sorted(found, key=lambda b: (-round(b.y, 1), round(b.x, 1)))
    page_height = float(page.height)
    for rect in page.rects:
        if not rect.get("fill"):
            continue
        w = (rect["x1"] - rect["x0"]) * PT
        h = (rect["bottom"] - rect["top"]) * PT
        if abs(w - width_mm) <= tolerance and abs(h - height_mm) <= tolerance:
            found.append(Box(rect["x0"] * PT, (page_height - rect["bottom"]) * PT, w, h))
    return sorted(found, key=lambda b: (-round(b.y, 1), round(b.x, 1)))


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


def font_families(path: Path) -> set[str]:
    """The type families the PDF embeds (``NotoSans`` of ``/AAAAAA+NotoSans-Bold``); a font
    not embedded is reported as ``NOT EMBEDDED:`` and its name."""
    families = set()
    for name, embedded in font_report(path).items():
        base = name.lstrip("/").split("+")[-1]
        family = base.split("-")[0]
        families.add(family if embedded else f"NOT EMBEDDED: {base}")
    return families


@dataclass(frozen=True)
class Pattern:
    """A tiling pattern a page paints with (its own or its forms'): cell size and drawing."""

    width: float
    height: float
    code: str

    def colours(self, operator: str) -> set[tuple[int, int, int]]:
        """The RGB colours (0-255) its drawing sets with ``rg`` (fill) or ``RG`` (stroke)."""
        found = re.findall(rf"([\d.]+) ([\d.]+) ([\d.]+) {operator}\b", self.code)
        return {tuple(round(float(c) * 255) for c in rgb) for rgb in found}  # type: ignore[misc]


def patterns(path: Path, index: int) -> list[Pattern]:
    """The tiling patterns page ``index`` of the PDF names, in its resources or its forms'."""
    reader = PdfReader(str(path))
    found: dict[int, Pattern] = {}

    def walk(resources) -> None:
        if resources is None:
            return
        resources = resources.get_object()
        for reference in (resources.get("/Pattern") or {}).values():
            cell = reference.get_object()
            if id(cell) not in found:
                box = [float(v) for v in cell["/BBox"]]
                code = cell.get_data().decode("latin-1")
                found[id(cell)] = Pattern(box[2] - box[0], box[3] - box[1], code)
        for xobject in (resources.get("/XObject") or {}).values():
            walk(xobject.get_object().get("/Resources"))

    walk(reader.pages[index].get("/Resources"))
    return list(found.values())


def rendered_colours(path: Path, index: int, scale: float = 1.0) -> dict[tuple[int, int, int], int]:
    """How many pixels of each colour page ``index`` shows, rendered at ``scale`` (72 dpi
    at 1)."""
    image = pdfium.PdfDocument(path)[index].render(scale=scale).to_pil().convert("RGB")
    return {colour: count for count, colour in image.getcolors(image.width * image.height)}
