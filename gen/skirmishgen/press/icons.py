"""The one icon language of every product: game-icons.net drawings (CC BY 3.0, credited
in every product and the README), vendored in ``assets/icons/icons.json`` as plain path
operations by ``tests/vendor_icons.py`` and replayed here. Our drawers name icons by what
they mean ("shield", "wound" ...); the file says which drawing each name stands for.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

FILE = Path(__file__).resolve().parent.parent / "assets" / "icons" / "icons.json"
BOX = 512
"""The drawings' square, y down."""


@cache
def _library() -> dict[str, dict[str, str]]:
    return json.loads(FILE.read_text(encoding="utf-8"))


@cache
def _operations(name: str) -> tuple[tuple[str, tuple[float, ...]], ...]:
    words = _library()[name]["path"].split()
    found: list[tuple[str, tuple[float, ...]]] = []
    index = 0
    while index < len(words):
        op = words[index]
        count = {"M": 2, "L": 2, "C": 6, "Z": 0}[op]
        found.append((op, tuple(float(v) for v in words[index + 1 : index + 1 + count])))
        index += 1 + count
    return tuple(found)


def credit() -> str:
    """The credit the drawings' licence asks for ("Icons made by {author}"): every author
    of a CC BY drawing we print, most drawings first."""
    from collections import Counter

    counts = Counter(e["author"] for e in _library().values() if e["licence"] == "CC BY 3.0")
    names = [author for author, _ in counts.most_common()]
    who = " and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)
    return f"icons by {who}, game-icons.net (CC BY 3.0)"


def draw_icon(canvas: Canvas, name: str, x: float, y: float, size: float, colour: str) -> None:
    """Draw icon ``name`` centred on (x, y), ``size`` points square, filled with ``colour``.

    An icon is drawn in its own units inside a saved state, so its marks are the same
    wherever it lands: they are made once per document and written again after that."""
    canvas.saveState()
    canvas.translate(x, y)
    canvas.scale(size / BOX, -size / BOX)  # the drawings' y runs down
    canvas.translate(-BOX / 2, -BOX / 2)
    canvas.setFillColor(colour)
    canvas.setStrokeColor(colour)
    drawn = canvas.__dict__.setdefault("_icon_marks", {})
    if name in drawn:  # the same marks in the icon's own units: write them again
        canvas._code.extend(drawn[name])
    else:
        start = len(canvas._code)
        _draw(canvas, name)
        drawn[name] = canvas._code[start:]
    canvas.restoreState()


def _draw(canvas: Canvas, name: str) -> None:
    path = canvas.beginPath()
    for op, values in _operations(name):
        if op == "M":
            path.moveTo(*values)
        elif op == "L":
            path.lineTo(*values)
        elif op == "C":
            path.curveTo(*values)
        else:
            path.close()
    canvas.drawPath(path, fill=1, stroke=0, fillMode=1)  # non-zero winding, as SVG


NAMES = tuple(sorted(_library()))
"""Every icon there is."""
