"""The one icon language of every product: game-icons.net drawings (CC BY 3.0, credited
in every product and the README), vendored in ``assets/icons/icons.json`` as PDF path
operators by ``tests/vendor_icons.py`` and written into the page as they are. Our drawers
name icons by what they mean ("shield", "wound" ...); the file says which drawing each
name stands for.
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
    """The outline's PDF path operators as vendored, filled by the non-zero winding rule
    (as SVG fills): written straight into the page, nothing parsed."""
    canvas._code.append(f"n {_library()[name]['path']}")
    canvas._code.append("f")


NAMES = tuple(sorted(_library()))
"""Every icon there is."""
