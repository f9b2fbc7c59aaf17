"""What pypdf reads of a product's PDF: every glyph's box exactly as pdfminer (pdfplumber)
computes it, from a small content-stream interpreter; the fonts and whether each is
embedded; the tiling patterns a page paints with; and how many pixels of each colour a page
shows, rendered.

The interpreter knows only the operators skirmishgen's reportlab output uses and raises on
any other text operator, so a change in how a product writes text fails loudly here.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path

from pypdf import PdfReader
from pypdf.generic import IndirectObject


def multiply(m, n):
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


def apply(m, x, y):
    a, b, c, d, e, f = m
    return a * x + c * y + e, b * x + d * y + f


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
_UNSUPPORTED = {b"TJ", b"'", b'"', b"Tc", b"Ts", b"Tr", b"BI", b"d0", b"d1"}
#: The operators the glyph reader acts on (the rest are skipped at one look-up).
_READ = {
    *(b"Tj", b"T*", b"Tm", b"Td", b"TD", b"BT", b"Tf", b"TL", b"Tw", b"Tz"),
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
        value: object
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
        squeeze = 1.0  # Tz, the horizontal scale (a condensed title), as a fraction
        saved = []
        tm = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        x = 0.0
        for op, args in operations:
            if op not in _READ:
                continue  # a path, colour-space or other operator that places no glyph
            if op == b"Tj":
                # _apply's arithmetic written out, in its order (the same floats), with
                # what is the same for every glyph of the string worked out once
                a, b, c, d, e, f = multiply(tm, ctm)
                descent = font.descent * size
                cz, dz = c * 0.0, d * 0.0  # the origin's y is 0
                cd, dd = c * descent, d * descent
                ch, dh = c * (descent + size), d * (descent + size)
                fontsize = size * math.hypot(c, d)
                widths, missing, unicode, name = font.widths, font.missing, font.unicode, font.name
                for code in args[0]:
                    advance = widths.get(code, missing) * size * squeeze
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
                        x += wordspace * squeeze
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
            elif op == b"Tz":
                squeeze = args[0] / 100
            elif op in (b"rg", b"g", b"k"):
                fill = tuple(args)
            elif op == b"q":
                saved.append((ctm, fill, font, size, leading, wordspace, squeeze))
            elif op == b"Q":
                ctm, fill, font, size, leading, wordspace, squeeze = saved.pop()
            elif op == b"cm":
                ctm = multiply(tuple(args), ctm)
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
                    multiply(matrix, ctm),
                    (fill, font, size, leading, wordspace),
                    found,
                    height,
                )
            elif op in _UNSUPPORTED:
                raise NotImplementedError(f"the glyph reader does not know {op!r}")


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
    origin: tuple[float, float] = (0.0, 0.0)
    """Where its first cell starts, in the space of the page or form painting with it."""

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
                matrix = [float(v) for v in cell.get("/Matrix", [1, 0, 0, 1, 0, 0])]
                found[id(cell)] = Pattern(
                    box[2] - box[0], box[3] - box[1], code, (matrix[4], matrix[5])
                )
        for xobject in (resources.get("/XObject") or {}).values():
            walk(xobject.get_object().get("/Resources"))

    walk(reader.pages[index].get("/Resources"))
    return list(found.values())


def rendered_colours(path: Path, index: int, scale: float = 1.0) -> dict[tuple[int, int, int], int]:
    """How many pixels of each colour page ``index`` shows, rendered at ``scale`` (72 dpi
    at 1)."""
    import pypdfium2 as pdfium

    image = pdfium.PdfDocument(path)[index].render(scale=scale).to_pil().convert("RGB")
    return {colour: count for count, colour in image.getcolors(image.width * image.height)}
