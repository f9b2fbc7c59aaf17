"""QR codes drawn as vectors: crisp at any printer resolution, byte-identical every run.

reportlab's encoder picks the densest mode the text allows (alphanumeric for the
roster passport's base45 text) and the smallest version that holds it; drawing here
merges each row's dark modules into runs, so a code is a few hundred rectangles.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .paper import MM

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

QUIET = 4
"""Light modules the standard asks around a code; the drawing's side includes them."""


@dataclass(frozen=True)
class QrCode:
    rows: tuple[tuple[bool, ...], ...]
    """Dark (True) or light modules, top row first."""

    @property
    def modules(self) -> int:
        return len(self.rows)


@functools.lru_cache(maxsize=32)
def encode(text: str, level: str = "M", prefix: str = "") -> QrCode:
    """The QR code of ``prefix`` and ``text`` at error-correction ``level`` (L, M, Q or H).
    ``prefix`` (a share link's address) is a segment of its own, in byte mode, so that
    ``text`` keeps the densest mode it allows.

    Raises ValueError when the text does not fit the largest code (version 40). The last
    few codes are kept: choosing a code's mask takes reportlab about 0.1 s, and a roster
    printed again (the builder's downloads, each paper size) has the same text."""
    from reportlab.graphics.barcode import qrencoder

    code = qrencoder.QRCode(None, getattr(qrencoder.QRErrorCorrectLevel, level))
    if prefix:
        code.addData(qrencoder.QR8bitByte(prefix))
    code.addData(text)
    try:
        code.make()
    except Exception as error:  # reportlab raises a bare Exception for overflow
        raise ValueError(f"too much text for a QR code ({len(text)} characters)") from error
    count = code.getModuleCount()
    return QrCode(tuple(tuple(bool(code.isDark(r, c)) for c in range(count)) for r in range(count)))


def draw(
    canvas: Canvas, code: QrCode, x: float, y: float, side: float, ground: bool = True
) -> None:
    """The code with its quiet zone in the square of ``side`` mm whose lower left corner
    is (``x``, ``y``) mm: a white square (unless ``ground`` is False: the paper is white
    there, and a rule beside the code stays whole), then the dark runs of each row."""
    cell = side / (code.modules + 2 * QUIET)
    canvas.saveState()
    if ground:
        canvas.setFillColorRGB(1, 1, 1)
        canvas.rect(x * MM, y * MM, side * MM, side * MM, stroke=0, fill=1)
    canvas.setFillColorRGB(0, 0, 0)
    path = canvas.beginPath()
    for row, modules in enumerate(code.rows):
        bottom = y + side - (QUIET + row + 1) * cell
        for start, length in _runs(modules):
            left = x + (QUIET + start) * cell
            path.rect(left * MM, bottom * MM, length * cell * MM, cell * MM)
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.restoreState()


def _runs(modules: tuple[bool, ...]) -> list[tuple[int, int]]:
    """(start, length) of each run of dark modules in a row."""
    runs, start = [], None
    for index, dark in enumerate((*modules, False)):
        if dark and start is None:
            start = index
        elif not dark and start is not None:
            runs.append((start, index - start))
            start = None
    return runs
