"""Measuring tapes for the kit: a length in segments that glue end to end, every unit ticked."""

from __future__ import annotations

from . import fonts, style
from .paper import MM
from .pen import INCH, MARGIN, Pen


def ruler(
    pen: Pen,
    y: float,
    length: int,
    per_segment: int,
    unit: float = INCH,
    bands: tuple[tuple[int, int, float, str], ...] = (),
    marks: tuple[int, ...] = (),
    height: float = 20.0,
    x: float | None = None,
    vertical: bool = False,
    tab: float = 9.0,
    names: tuple[str, ...] = (),
    tick: float = 0.55,
    first_right: bool = False,
) -> float:
    """A measure ``length`` units long in segments of ``per_segment``.

    Horizontal (the default): segments stacked down from ``y``, their left end at ``x``
    (the margin by default); returns the y below the last segment. Vertical: segments run
    down the page from ``y``, side by side from ``x`` to the right (``height`` wide each,
    4 mm apart), numbers reading along them; returns the x right of the last one.
    Every unit has a tick; ``bands`` shade (first, last, grey, label) ranges; ``marks`` get
    big labels; ``names`` label the pieces (A, B...). Every segment but the last ends in a
    hatched glue tab ``tab`` long: the next segment's first end is laid on it, the ticks
    they share on top of each other. ``tick`` is the ticks' length as a share of ``height``:
    under 0.5, the band labels sit above the ticks, clear of them. ``first_right``
    (vertical) sets the pieces right to left, the first (longest: it has the tab) at the
    right.
    """
    left = MARGIN + 2 if x is None else x
    canvas = pen.canvas
    pieces = (length + per_segment - 1) // per_segment
    for index, first in enumerate(range(0, length, per_segment)):
        last = min(first + per_segment, length)
        name = names[index] if index < len(names) else ""
        nxt = names[index + 1] if index + 1 < len(names) else "the next piece"
        glue = tab if last < length else 0.0
        if vertical:
            place = pieces - 1 - index if first_right else index
            right = left + place * (height + 4) + height
            canvas.saveState()
            canvas.translate(right * MM, y * MM)
            canvas.rotate(-90)
            segment(
                pen, 0.0, 0.0, first, last, unit, bands, marks, height, glue, name, nxt, True, tick
            )
            canvas.restoreState()
        else:
            segment(
                pen, left, y, first, last, unit, bands, marks, height, glue, name, nxt, False, tick
            )
            y -= height + 9
    if vertical:
        return left + pieces * (height + 4) - 4
    return y


def segment(
    pen: Pen,
    x0: float,
    y: float,
    first: int,
    last: int,
    unit: float,
    bands: tuple[tuple[int, int, float, str], ...],
    marks: tuple[int, ...],
    height: float,
    tab: float,
    name: str,
    nxt: str,
    vertical: bool = False,
    tick: float = 0.55,
) -> None:
    """One piece of a ruler, left end at ``x0``, top at ``y``, in its own (turned) frame."""
    canvas = pen.canvas
    label_size = style.SHEET_MINIMUM
    for low, high, grey, label in bands:
        a, b = max(low, first), min(high, last)
        if a < b:
            canvas.setFillGray(grey)
            canvas.rect(
                (x0 + (a - first) * unit) * MM,
                (y - height) * MM,
                (b - a) * unit * MM,
                height * MM,
                fill=1,
                stroke=0,
            )
            if label and a == low:
                canvas.setFillGray(0.2)
                above = tick < 0.5
                base = y - height + tick * height + 1.3 if above else y - height + 1.8
                inset = style.LABEL_CLEARANCE + 0.5 if a == first else 1.5
                pen.text(x0 + (a - first) * unit + inset, base, label, label_size)
    canvas.setFillColor(style.INK)
    pen.cut_rect(x0, y - height, (last - first) * unit + tab, height)  # the tab is the piece's
    canvas.setStrokeColor(style.INK)
    for step in range(first, last + 1):
        x = x0 + (step - first) * unit
        pen.line(x, y - height, x, y - height * (1 - tick), 0.35)
        size = 12 if step in marks else 9
        font = fonts.BOLD if step in marks else fonts.REGULAR
        inset = style.LABEL_CLEARANCE + 0.5 if step in (first, last) else 1.0  # clear of cuts
        pen.text(
            x - inset if step == last else x + inset,
            y - style.LABEL_CLEARANCE - 0.4 - size * 0.93 / MM,  # its top clear of the cut
            str(step),
            size,
            font,
            "right" if step == last else "left",
        )
    if name:
        canvas.setFillGray(0.2)
        pen.text(x0 + unit / 2, y - height + 3.5, name, 9, fonts.BOLD, "centre")
        canvas.setFillColor(style.INK)
    if tab:  # glue tab: the next piece's first end is laid on it
        right = x0 + (last - first) * unit
        pen.glue_area(right, y - height, tab, height)
        if not vertical:
            canvas.setFillColor(style.MUTED)
            pen.text(
                right + tab,
                y - height - 3.5,
                f"glue: lay {nxt}'s {last} end on this hatched tab, {last} on {last}",
                label_size,
                align="right",
            )
            canvas.setFillColor(style.INK)
