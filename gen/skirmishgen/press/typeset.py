"""Typewriter text to printed text (style guide, type): curly quotes and apostrophes, an en
dash in a range (2–3) and for a missing value, a minus sign before a negative number, and a
real times sign in a size (8×8).

Applied where text is measured and drawn: paragraphs (``press.paragraph``), card text blocks
and the canvas's string drawing, so every product gets it without its content changing. Feet
and inch marks stay straight, as content writes them: a curly quote would read as a
quotation.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from reportlab import rl_config
from reportlab.lib.colors import Color, toColor
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas as _Canvas

from ..errors import visible
from .pagescale import scale_command

_MARKUP = re.compile(r"(<[^>]*>|&#?\w+;)")
"""Tags and entities, left as they are (their quotes are attribute syntax)."""
_RULES = (
    (re.compile(r"(?<=[^\W\d_])'(?=\w)"), "\u2019"),  # Robyn's, don't
    (re.compile(r"(?<=[^\W\d_])'(?=[\s.,;:!?)]|$)"), "\u2019"),  # Fawkes', 'quoted'
    (re.compile(r"(?:(?<=^)|(?<=[\s(\[\u2014]))'(?=\w)"), "\u2018"),  # 'quoted
    (re.compile(r"(?<=[^\W\d_][.,;:!?])'"), "\u2019"),  # ...quoted.'
    (re.compile(r"(?:(?<=^)|(?<=[\s(\[\u2014]))\"(?=\S)"), "\u201c"),  # "opening
    (re.compile(r"(?:(?<=[^\W\d_][.,;:!?)])|(?<=[^\W\d_]))\""), "\u201d"),  # closing" (not 12")
    (re.compile(r"(?<=\d)-(?=d\d)"), "\u2013"),  # d4-d20
    (re.compile(r"(?<=d\d)-(?=\d)"), "\u2212"),  # 2d6-1
    (re.compile(r"(?<=\d)-(?=\d)"), "\u2013"),  # 2-3
    (re.compile(r"(?:(?<=^)|(?<=[\s(]))-(?=\d|X\b)"), "\u2212"),  # -1, -X
    (re.compile(r"(?:(?<=^)|(?<=\s))-(?=\s|$)"), "\u2013"),  # a lone - : none, or a dash
    (re.compile(r"(?:(?<=\d)|(?<=\d')|(?<=\d\"))x(?=\d)"), "\u00d7"),  # 8x8, 4'x4'
)


def typeset(text: str) -> str:
    """``text`` with printed quotes, dashes, minus and times signs (markup left alone), and
    any control or invisible character shown as its escape (a value from a file prints as
    what it holds, never as an invisible mark)."""
    text = visible(text)
    if not any(mark in text for mark in "'\"-x"):
        return text
    parts = _MARKUP.split(text)
    for index in range(0, len(parts), 2):
        part = parts[index]
        for pattern, replacement in _RULES:
            part = pattern.sub(replacement, part)
        parts[index] = part
    return "".join(parts)


_PATTERN_NAME = re.compile(r"/(Motif\d+) scn")
_RGB_OPERATOR = re.compile(r"(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (rg|RG)\b")
"""A pattern :meth:`Canvas.fill_pattern` names, in drawing code."""


FLATE_LEVEL = 3
"""The deflate level of the pages, forms and fonts we write: zlib's fast search. Its
default, 6, made a thousand-card deck's file a tenth smaller and took three times as long
to squeeze it; page images (``--format png``) are written at the same level."""


class _Flate(pdfdoc.PDFStreamFilterZCompress):
    """reportlab's FlateDecode filter at :data:`FLATE_LEVEL`."""

    def encode(self, text):
        import zlib

        return zlib.compress(text.encode("utf8") if isinstance(text, str) else text, FLATE_LEVEL)


class Canvas(_Canvas):
    """reportlab's canvas, its strings typeset (see :func:`typeset`) before they are placed,
    its pages scaled by a printer profile's correction (``pdf.page_scale``), and its colours
    named as ``#RRGGBB`` read once (reportlab parses the string on every use).

    Its streams stay binary: reportlab wraps every compressed stream (pages, forms, fonts,
    images) in ASCII85 by default, a quarter larger and slower to write and to read; they
    are deflated at :data:`FLATE_LEVEL`.

    With ``stream``, its file (a file object, written once) gets each page as the page is
    finished (``press.streaming``) instead of every page at save."""

    def __init__(self, *args, stream: bool = False, **kwargs) -> None:
        rl_config.useA85 = 0  # read when each stream is written: set before any is
        if not isinstance(pdfdoc.PDFZCompress, _Flate):  # named as each stream is made
            pdfdoc.PDFZCompress = _Flate()
        super().__init__(*args, **kwargs)
        if stream:
            from .streaming import StreamingDocument

            StreamingDocument.adopt(self._doc, self._filename)

    def setFillColor(self, aColor, alpha=None):
        if isinstance(aColor, str) and alpha is None and not self._enforceColorSpace:
            parsed = colour(aColor)
            if type(parsed) is Color:  # reportlab's own steps for an RGB colour, its mark kept
                self._fillColorObj = parsed
                self._code.append(_fill_mark(aColor))
                if parsed.alpha is not None and parsed.alpha != self._extgstate.getValue("ca"):
                    self.setFillAlpha(parsed.alpha)  # writes nothing when it is unchanged
                return None
        return super().setFillColor(colour(aColor) if isinstance(aColor, str) else aColor, alpha)

    def setStrokeColor(self, aColor, alpha=None):
        return super().setStrokeColor(colour(aColor) if isinstance(aColor, str) else aColor, alpha)

    def show_text(self, lines: list[tuple[float, float, list[tuple[str, str]]]], size: float):
        """One text object of ``lines``, each (x, y, its runs as (font, text)): a font set
        once per change, one string a run. The same marks reportlab's text object makes,
        without its per-character work for each string (see :class:`_Encoder`)."""
        from reportlab.lib.rl_accel import fp_str

        code, current = ["BT"], None
        for x, y, runs in lines:
            code.append(f"1 0 0 1 {fp_str(x, y)} Tm")
            for font, text in runs:
                for name, data in self._encoder(font).split(text):
                    if name != current:
                        code.append(f"{name} {fp_str(size)} Tf")
                        current = name
                    code.append(f"({self._escape(data)}) Tj")
        code.append("ET")
        self._code.append(" ".join(code))

    def _encoder(self, font: str) -> _Encoder:
        encoders = self.__dict__.setdefault("_encoders", {})
        encoder = encoders.get(font)
        if encoder is None:
            encoder = encoders[font] = _Encoder(font, self._doc)
        return encoder

    def fill_pattern(
        self,
        key: tuple,
        cell: Callable[[], tuple[str, float, float]],
        box,
        origin: tuple[float, float] = (0.0, 0.0),
    ) -> None:
        """Fill ``box`` (x, y, width, height, points) with a tiling pattern: the cell
        ``cell()`` returns (its drawing operators, its width, its height), made and written
        once a document for each ``key``, then named by every page or form that uses it, so
        a motif over many card backs costs one rectangle each, not thousands of marks. Its
        cells start at ``origin`` of the page's or form's own space (``key`` names it)."""
        from reportlab.lib.rl_accel import fp_str

        name = self._pattern(key, cell, origin)
        used = self.__dict__.setdefault("_patterns_used", set())
        used.add(name)
        self._code.append(f"q /Pattern cs /{name} scn {fp_str(*box)} re f Q")

    def _pattern(
        self,
        key: tuple,
        cell: Callable[[], tuple[str, float, float]],
        origin: tuple[float, float] = (0.0, 0.0),
    ) -> str:
        from reportlab.pdfbase.pdfdoc import (
            PDFArray,
            PDFDictionary,
            PDFName,
            PDFStream,
            PDFZCompress,
        )

        names = self._doc.__dict__.setdefault("_patterns", {})
        if key not in names:
            code, width, height = cell()
            if self._enforceColorSpace is not None:  # a print shop's CMYK: its colours too
                code = _RGB_OPERATOR.sub(self._as_enforced, code)
            stream = PDFStream(content=code, filters=[PDFZCompress])
            stream.dictionary.dict.update(
                Type=PDFName("Pattern"),
                PatternType=1,
                PaintType=1,
                TilingType=1,
                BBox=PDFArray([0, 0, width, height]),
                XStep=width,
                YStep=height,
                Resources=PDFDictionary({}),
            )
            if origin != (0.0, 0.0):
                stream.dictionary.dict["Matrix"] = PDFArray([1, 0, 0, 1, *origin])
            names[key] = f"Motif{len(names)}"
            self._doc.Reference(stream, names[key])
        return names[key]

    def _as_enforced(self, found: re.Match) -> str:
        """An ``r g b rg`` (or ``RG``) operator of a pattern cell in the canvas's colour
        space (CMYK: ``c m y k k``)."""
        from reportlab.lib.colors import CMYKColor, Color
        from reportlab.lib.rl_accel import fp_str

        red, green, blue = (float(part) for part in found.group(1, 2, 3))
        colour = self._enforceColorSpace(Color(red, green, blue))
        stroke = found.group(4) == "RG"
        if isinstance(colour, CMYKColor):
            values = (colour.cyan, colour.magenta, colour.yellow, colour.black)
            return f"{fp_str(*values)} {'K' if stroke else 'k'}"
        return found.group(0)

    def _pattern_resources(self, thing, page: bool) -> None:
        """Give ``thing`` (a page or form) the resources reportlab would, and the patterns
        it uses, which reportlab does not know how to name."""
        from reportlab.pdfbase.pdfdoc import PDFObjectReference, PDFResourceDictionary

        used = self.__dict__.get("_patterns_used")
        if not used:
            return
        resources = PDFResourceDictionary()
        resources.basicFonts()
        resources.allProcs()
        if thing.XObjects:
            resources.XObject = thing.XObjects
        if page:
            if thing.ExtGState:
                resources.ExtGState = thing.ExtGState
            resources.setShading(thing._shadingUsed)
            resources.setColorSpace(thing._colorsUsed)
        resources.Pattern = {name: PDFObjectReference(name) for name in sorted(used)}
        thing.Resources = resources

    def _setShadingUsed(self, page):
        super()._setShadingUsed(page)
        self._pattern_resources(page, page=True)

    def endForm(self, **extra_attributes):
        from reportlab.pdfbase.pdfdoc import xObjectName

        name = self._formData[0]
        used = self.__dict__.pop("_patterns_used", None)  # the form's
        super().endForm(**extra_attributes)  # the page's patterns come back with the page
        if used:
            page = self.__dict__.get("_patterns_used")
            self._patterns_used = used  # the form's, for its resources
            self._pattern_resources(self._doc.idToObject[xObjectName(name)], page=False)
            if page is None:
                del self._patterns_used
            else:
                self._patterns_used = page

    def _pushAccumulators(self):
        """A form begun in a page: the page's patterns wait with the page's other resources."""
        super()._pushAccumulators()
        self.__dict__.setdefault("_patterns_stack", []).append(
            self.__dict__.pop("_patterns_used", None)
        )

    def _restartAccumulators(self):
        restoring = bool(getattr(self, "_codeStack", None))
        super()._restartAccumulators()
        saved = self._patterns_stack.pop() if restoring else None
        if saved:
            self._patterns_used = saved
        else:
            self.__dict__.pop("_patterns_used", None)

    def showPage(self):
        command = scale_command(*self._pagesize)
        if command:
            self._code.insert(0, command)
        super().showPage()

    def end_form_as_code(self) -> str | None:
        """End the form begun with ``beginForm`` without making it: its drawing, clipped to
        the form's box as a form is, for :meth:`draw_code` to place where it is used once (a
        form costs a stream, a resource dictionary and a name on every page placing it).
        None, and the form is made as usual, when the drawing names resources of its own
        (forms, images, transparency, shadings, colour spaces, links); the tiling patterns
        it paints with (``fill_pattern``) travel in its code, and :meth:`draw_code` names
        them on the page."""
        from reportlab.lib.rl_accel import fp_str

        own = (self._formsinuse, self._colorsUsed, self._shadingUsed, self._annotationrefs)
        if any(own) or self._extgstate.getState():
            self.endForm()
            return None
        _, left, bottom, right, top = self._formData
        box = f"{fp_str(left, bottom, right - left, top - bottom)} re W n"
        code = "\n".join([self._preamble, box, *self._code])
        self._restartAccumulators()  # as endForm leaves the canvas, without the form
        self.pop_state_stack()
        self._doc.inObject = None
        return code

    def draw_code(self, code: str) -> None:
        """Drawing kept by :meth:`end_form_as_code`, placed as its form would be; the
        patterns it paints with are named in the page's resources."""
        if "/Pattern cs" in code:
            used = self.__dict__.setdefault("_patterns_used", set())
            used.update(_PATTERN_NAME.findall(code))
        self._code.extend(("q", code, "Q"))

    def drawString(self, x, y, text, *args, **kwargs):
        self._draw_aligned(x, y, typeset(text), 0.0, args, kwargs, super().drawString)

    def drawCentredString(self, x, y, text, *args, **kwargs):
        self._draw_aligned(x, y, typeset(text), 0.5, args, kwargs, super().drawCentredString)

    def drawRightString(self, x, y, text, *args, **kwargs):
        self._draw_aligned(x, y, typeset(text), 1.0, args, kwargs, super().drawRightString)

    def _draw_aligned(self, x, y, text: str, shift: float, args, kwargs, plain) -> None:
        """A string at ``x`` less ``shift`` of its width, as one run of :meth:`show_text`;
        reportlab's own drawing for what that does not cover (text modes, spacing, fonts
        that are not embedded TrueType)."""
        if args or kwargs or not self._encoder(self._fontname).embedded:
            plain(x, y, text, *args, **kwargs)
            return
        width = self.stringWidth(text) if shift else 0.0  # not cached: labels differ a page
        self.show_text([(x - shift * width, y, [(self._fontname, text)])], self._fontsize)


_UNIT_WIDTHS: dict[tuple[str, str], float] = {}


def unit_width(text: str, font: str) -> float:
    """The width of ``text`` in ``font`` at 1 pt, measured once per font: a width at any other
    size is this times the size (reportlab's metrics are linear in the size)."""
    key = (text, font)
    width = _UNIT_WIDTHS.get(key)
    if width is None:
        from reportlab.pdfbase.pdfmetrics import stringWidth

        width = _UNIT_WIDTHS[key] = stringWidth(text, font, 1.0)
    return width


@lru_cache(maxsize=1024)
def _fill_mark(name: str) -> str:
    from reportlab.lib.rl_accel import fp_str

    parsed = colour(name)
    return f"{fp_str(parsed.red, parsed.green, parsed.blue)} rg"


@lru_cache(maxsize=1024)
def colour(name: str) -> Color:
    """reportlab's colour for ``name`` (``#RRGGBB`` or a colour's name), parsed once."""
    return toColor(name)


class _Encoder:
    """A font's strings as the bytes of its embedded subsets, for one document.

    reportlab gives each character a code in a subset the first time it is drawn, looking
    each character up in Python on every string. Strings of characters it has already coded
    in the first subset (nearly all of a card's text) are translated here in one step; any
    other string goes through reportlab, which codes its new characters.
    """

    def __init__(self, font: str, doc) -> None:
        from reportlab.pdfbase.pdfmetrics import getFont

        self.font, self.doc = getFont(font), doc
        self.embedded = bool(getattr(self.font, "_dynamicFont", False))
        self.table: dict[int, int] = {}
        self.known: set[str] = set()
        self.first = ""
        self.learned = 0  # how many of the font's assignments are in the table

    def split(self, text: str) -> list[tuple[str, bytes]]:
        """(the subset's PDF font name, the string's bytes in it), in order."""
        if self.first and self.known.issuperset(text):
            return [(self.first, text.translate(self.table).encode("latin-1"))]
        parts = self.font.splitString(text, self.doc)
        self._learn()
        return [(self.font.getSubsetInternalName(n, self.doc), data) for n, data in parts]

    def _learn(self) -> None:
        from itertools import islice

        state = self.font.state[self.doc]
        new = islice(state.assignments.items(), self.learned, None)  # in the order given
        self.learned = len(state.assignments)
        for code, number in new:
            if number < 256 and code != 0xA0:
                self.table[code] = number
                self.known.add(chr(code))
        if not self.first and state.subsets:
            self.first = self.font.getSubsetInternalName(0, self.doc)
