"""What a deck's sheet carries besides its cards, the label aside: fold ticks, registration
crosses and glue strips, the steps that say how a one-sided sheet is made, the note naming
the fold deck, and the cut hint of a sheet without top marks; and where sheet text may go.

Everything is placed from the layout's pages (mm); nothing here knows a game.
"""

from __future__ import annotations

import itertools

from . import fonts, style
from .layout import MARK_GAP, Page, Sheet
from .paper import MM

MARK_WIDTH = 0.25  # points: hairline crop marks
LABEL_SIZE = 7.0
"""pt: the sheet label, like all sheet text (style guide, type)."""


def draw_folds(canvas, page: Page) -> None:
    """Gutter folds: dashed ticks on each fold line's run, above and below the block of
    cards (where crop marks would be), never across a card: after cutting, each pair's
    fold is the line between its two ticks' ends, and no dash shows on the folded card.
    Each tick is three short dashes, a dash at each end (``style.FOLD_TICK_DASH``)."""
    from .layout import MARK_GAP, MARK_LENGTH

    canvas.saveState()
    canvas.setLineWidth(style.FOLD_WIDTH)
    canvas.setStrokeColorRGB(0, 0, 0)
    canvas.setDash(style.FOLD_TICK_DASH[0] * MM, style.FOLD_TICK_DASH[1] * MM)
    top = max(fold.y2 for fold in page.folds) + MARK_GAP
    bottom = min(fold.y1 for fold in page.folds) - MARK_GAP
    for x in sorted({round(fold.x1, 6) for fold in page.folds}):
        canvas.line(x * MM, top * MM, x * MM, (top + MARK_LENGTH) * MM)
        canvas.line(x * MM, bottom * MM, x * MM, (bottom - MARK_LENGTH) * MM)
    canvas.restoreState()


def draw_targets(canvas, page: Page) -> None:
    """Registration crosses (``--duplex none``): a hairline cross in a ring, to lay on the
    other sheet's against the light before gluing."""
    from .layout import TARGET_RADIUS

    if not page.targets:
        return
    r = TARGET_RADIUS * MM
    canvas.saveState()
    canvas.setLineWidth(MARK_WIDTH)
    canvas.setStrokeColorRGB(0, 0, 0)
    for x, y in page.targets:
        cx, cy = x * MM, y * MM
        canvas.line(cx - r, cy, cx + r, cy)
        canvas.line(cx, cy - r, cx, cy + r)
        canvas.circle(cx, cy, r * 0.6, stroke=1, fill=0)
    canvas.restoreState()


GLUE_WORD = "glue behind this half"
"""The words in a fold deck's glue strips, arrows each side pointing at the half whose
blank side takes the glue (the strip sits outside the card, above or below it)."""


def draw_glue(canvas, sheet: Sheet, page: Page) -> None:
    """Glue strips (gutter fold): the house glue hatching, the words in a white box with
    an arrowhead each side pointing at the half the strip flanks."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from .pen import Pen

    if not page.glue:
        return
    pen = Pen(canvas, sheet.paper)
    size = style.SHEET_MINIMUM
    width = stringWidth(GLUE_WORD, fonts.BOLD, size)
    arrow = 0.6 * size  # an arrowhead's width, points
    boxed = width + 2 * (arrow + 2)
    middle = sum(p.y + p.height / 2 for p in page.placements) / len(page.placements)
    for x, y, w, h in page.glue:
        pen.glue_area(x, y, w, h, word=False)
        if boxed / MM + 2 > w:
            continue
        down = y + h / 2 > middle  # a strip above the cards points down at its half
        canvas.saveState()
        canvas.translate((x + w / 2) * MM, (y + h / 2) * MM)
        canvas.setFillColor("#FFFFFF")
        canvas.rect(-boxed / 2 - 1, -0.36 * size, boxed + 2, size, fill=1, stroke=0)
        canvas.setFillColor(style.MUTED)
        canvas.setFont(fonts.BOLD, size)
        canvas.drawCentredString(0, -0.36 * size + 0.22 * size, GLUE_WORD)
        for side in (-1, 1):
            _arrowhead(canvas, side * (width / 2 + 2 + arrow / 2), arrow, down)
        canvas.restoreState()


def _arrowhead(canvas, x: float, width: float, down: bool) -> None:
    """A filled arrowhead ``width`` points wide centred at (x, 0), pointing down or up."""
    half, tip = width / 2, (-1 if down else 1) * width * 0.45
    path = canvas.beginPath()
    path.moveTo(x - half, -tip)
    path.lineTo(x + half, -tip)
    path.lineTo(x, tip)
    path.close()
    canvas.drawPath(path, stroke=0, fill=1)


OUTER_BAND = 6.0
"""Nothing in the outer 6 mm of a sheet (style guide, pages), the label included."""


CUT_WITHOUT_TOP_MARKS = "cut rows at the side marks, then at the card borders"
"""How to cut a sheet whose vertical cuts have no marks (Letter: no room above and below
the cards where printers print)."""


def right_margin(sheet: Sheet, page: Page) -> float:
    """mm: the baseline of text running up the right margin, clear of the side marks."""
    right = max(p.x + p.width for p in page.placements) + sheet.bleed
    return right + MARK_GAP + 2.0 + LABEL_SIZE / MM


def draw_cut_hint(canvas, sheet: Sheet, page: Page) -> None:
    """A sheet whose vertical cuts have no marks (no room above and below the cards where
    printers print: Letter) says how to cut it, up the right margin beside the middle
    row, where no steps run."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    if not (sheet.crop_marks and page.marks and page.placements) or steps_of(sheet, page):
        return
    if any(mark.x1 == mark.x2 for mark in page.marks):
        return
    x = right_margin(sheet, page)
    width = stringWidth(CUT_WITHOUT_TOP_MARKS, fonts.REGULAR, LABEL_SIZE) / MM
    if x > sheet.paper.width - OUTER_BAND or width > side_room(page):
        return
    rows = sorted({(p.y, p.height) for p in page.placements})
    y, height = rows[len(rows) // 2]
    canvas.saveState()
    canvas.setFont(fonts.REGULAR, LABEL_SIZE)
    canvas.setFillGray(0.35)
    canvas.translate(x * MM, (y + height / 2) * MM)
    canvas.rotate(90)
    canvas.drawCentredString(0, 0, CUT_WITHOUT_TOP_MARKS)
    canvas.restoreState()


def draw_note(canvas, sheet: Sheet, page: Page, note: str) -> None:
    """The first front sheet of a glued deck says ``note`` (the caller's words: how to
    print the other one-sided way): in the band above the cards, in the span nearest the
    middle (back sheets carry their steps there), or, with no room there (Letter), up the
    right margin beside the top row."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    if not note or sheet.duplex != "none" or page.side != "front" or page.sheet != 1:
        return
    if not page.placements:
        return
    width = stringWidth(note, fonts.REGULAR, LABEL_SIZE) / MM
    top = max(p.y + p.height for p in page.placements) + sheet.bleed
    baseline = sheet.paper.height - max(sheet.margin, OUTER_BAND) - LABEL_SIZE / MM
    canvas.saveState()
    canvas.setFont(fonts.REGULAR, LABEL_SIZE)
    canvas.setFillGray(0.35)
    if baseline - 0.25 * LABEL_SIZE / MM >= top + MARK_GAP + 0.5:
        centre = sheet.paper.width / 2
        spans = [(a, b) for a, b in label_spans(sheet, page) if b - a >= width + 4]
        if spans:
            left, right = min(spans, key=lambda span: abs((span[0] + span[1]) / 2 - centre))
            canvas.drawCentredString((left + right) / 2 * MM, baseline * MM, note)
    else:
        x = right_margin(sheet, page)
        y, height = max((p.y, p.height) for p in page.placements)
        if x <= sheet.paper.width - OUTER_BAND and width <= height - 4:
            canvas.translate(x * MM, (y + height / 2) * MM)
            canvas.rotate(90)
            canvas.drawCentredString(0, 0, note)
    canvas.restoreState()


def side_room(page: Page) -> float:
    """How long a label running up the left margin may be, mm: its middle row's height
    less 2 mm at each end."""
    rows = sorted({(p.y, p.height) for p in page.placements})
    return rows[len(rows) // 2][1] - 4


def label_spans(sheet: Sheet, page: Page) -> list[tuple[float, float]]:
    """Where text may go above or below the cards: between the crop marks of the vertical
    trim lines (mm, left to right), or the page's width without marks."""
    if not sheet.crop_marks:
        return [(0.0, sheet.paper.width)]
    lines = sorted({p.x for p in page.placements} | {p.x + p.width for p in page.placements})
    return list(itertools.pairwise(lines))


FOLD_STEPS = (
    "1  cut each pair out at the crop marks",
    "2  fold between the dashed ticks, faces out",
    "3  glue behind the half the strips mark",
)
"""How a fold deck's card is made, along the top of every sheet (sheets are shared out
for cutting, so each carries the steps)."""


GLUE_STEPS = (
    "1  turn front {sheet} over left to right",
    "2  glue this on: spray or dry glue",
    "3  crosses aligned on a window; cut",
)
"""How a glued deck's sheet is made, along the top of every back sheet (``--duplex none``)."""


def steps_of(sheet: Sheet, page: Page) -> tuple[str, ...]:
    """The steps a sheet carries along its top: a fold deck's on every sheet, a glued
    deck's on its backs."""
    if sheet.duplex == "fold":
        return FOLD_STEPS
    if sheet.duplex == "none" and page.side == "back":
        return tuple(step.format(sheet=page.sheet) for step in GLUE_STEPS)
    return ()


def draw_steps(canvas, sheet: Sheet, page: Page) -> None:
    """The steps above the cards (a fold deck's, a glued deck's backs), a step between each
    pair of crop marks, when there is room."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    steps = steps_of(sheet, page)
    if not steps or not page.placements:
        return
    top = max(p.y + p.height for p in page.placements) + sheet.bleed
    baseline = sheet.paper.height - max(sheet.margin, OUTER_BAND) - LABEL_SIZE / MM
    if baseline - 0.25 * LABEL_SIZE / MM < top + MARK_GAP + 0.5:
        _draw_side_steps(canvas, sheet, page, steps)  # no room on top (Letter)
        return
    spans = label_spans(sheet, page)
    size = min(
        LABEL_SIZE + 1,
        *(
            (b - a - 3) * MM / stringWidth(step, fonts.BOLD, 1)
            for a, b in spans[:1]
            for step in steps
        ),
    )
    if len(spans) < len(steps) or size < LABEL_SIZE:
        return
    canvas.setFont(fonts.BOLD, size)
    canvas.setFillGray(0.2)
    for (left, _), step in zip(spans, steps, strict=False):
        canvas.drawString((left + 1.5) * MM, baseline * MM, step)


def _draw_side_steps(canvas, sheet: Sheet, page: Page, steps: tuple[str, ...]) -> None:
    """The steps up the right margin, a step beside each row of cards (between the crop
    marks of its top and bottom edges), when the margin is wide enough and every step fits
    its row."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    x = right_margin(sheet, page)
    rows = sorted({(p.y, p.height) for p in page.placements}, reverse=True)  # top row first
    fits = all(
        stringWidth(step, fonts.BOLD, LABEL_SIZE) / MM <= h - 4
        for step, (_, h) in zip(steps, rows, strict=False)
    )
    if len(rows) < len(steps) or x > sheet.paper.width - OUTER_BAND or not fits:
        return
    canvas.saveState()
    canvas.setFont(fonts.BOLD, LABEL_SIZE)
    canvas.setFillGray(0.2)
    for step, (y, height) in zip(steps, rows, strict=False):
        canvas.saveState()
        canvas.translate(x * MM, (y + height / 2) * MM)
        canvas.rotate(90)
        canvas.drawCentredString(0, 0, step)
        canvas.restoreState()
    canvas.restoreState()
