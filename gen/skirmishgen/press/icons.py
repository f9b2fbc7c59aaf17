"""The one icon language of every product: game-icons.net drawings (CC BY 3.0, credited
in every product and the README), vendored in ``assets/icons/icons.json`` as PDF path
operators by ``tools/vendor_icons.py`` and written into the page as they are. Our drawers
name icons by what they mean ("shield", "wound" ...); the file says which drawing each
name stands for.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from .style import Icon

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

    from .style import Look

FILE = Path(__file__).resolve().parent.parent / "assets" / "icons" / "icons.json"
BOX = 512
"""The drawings' square, y down."""


@cache
def _library() -> dict[str, dict[str, str]]:
    return json.loads(FILE.read_text(encoding="utf-8"))


LICENCE = "CC\u00a0BY\u00a03.0"
"""The icons' licence as the credit names it: no-break spaces, so it never breaks over two
lines."""


def credit(look: Look | None = None) -> str:
    """The credit the drawings' licence asks for ("Icons made by {author}"): every author
    of a CC BY drawing we print, most drawings first, then the authors of a game's own
    drawings (``look.icons``) whose licence asks for it."""
    from collections import Counter

    counts = Counter(e["author"] for e in _library().values() if e["licence"] == "CC BY 3.0")
    names = [author for author, _ in counts.most_common()]
    who = " and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)
    said = f"icons by {who}, game-icons.net ({LICENCE})"
    own: dict[tuple[str, str], list[str]] = {}
    for icon in look.icons if look is not None else ():
        if icon.credited:
            own.setdefault((icon.author, icon.licence), []).append(icon.name)
    more = [f"{' and '.join(n)} by {who} ({licence})" for (who, licence), n in own.items()]
    return "; ".join([said, *more])


def draw_icon(
    canvas: Canvas,
    icon: str | Icon,
    x: float,
    y: float,
    size: float,
    colour: str,
    weight: float = 0.0,
) -> None:
    """Draw ``icon`` (one of :data:`NAMES`, or a game's own :class:`~.style.Icon`) centred
    on (x, y), ``size`` points square, filled with ``colour``; with ``weight``, its outline
    also stroked that wide (in the drawing's 512 units, round joins), so a hairline drawing
    prints at the weight of the others beside it.

    An icon is drawn in its own units inside a saved state, so its marks are the same
    wherever it lands: they are made once per document and written again after that."""
    canvas.saveState()
    canvas.translate(x, y)
    canvas.scale(size / BOX, -size / BOX)  # the drawings' y runs down
    canvas.translate(-BOX / 2, -BOX / 2)
    canvas.setFillColor(colour)
    canvas.setStrokeColor(colour)
    drawn = canvas.__dict__.setdefault("_icon_marks", {})
    key = (icon, weight)
    if key in drawn:  # the same marks in the icon's own units: write them again
        canvas._code.extend(drawn[key])
    else:
        start = len(canvas._code)
        _draw(canvas, icon, weight)
        drawn[key] = canvas._code[start:]
    canvas.restoreState()


def _draw(canvas: Canvas, icon: str | Icon, weight: float = 0.0) -> None:
    """The outline's PDF path operators as vendored (or as the game gave them), filled by
    the non-zero winding rule (as SVG fills), and stroked ``weight`` wide if it is given:
    written straight into the page."""
    path = icon.path if isinstance(icon, Icon) else _library()[icon]["path"]
    canvas._code.append(f"n {path}")
    if weight:
        canvas._code.append(f"{weight:g} w 1 j 1 J")
        canvas._code.append("B")
    else:
        canvas._code.append("f")


NAMES = tuple(sorted(_library()))
"""Every icon there is."""
