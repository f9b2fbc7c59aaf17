"""Print a deck: each distinct face drawn once, then placed by the layout: as a reusable form
where the deck holds it more than once, else as drawing on the page itself.

A game supplies its faces as drawers: functions that draw one face in the
card's own coordinates (points, origin at the trim box's bottom-left corner,
bleed reaching ``box.bleed`` beyond it). This module knows nothing of any game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..errors import Finding, LayoutError, in_file_order
from . import fonts
from .carddeck import Drawer, FaceBox, FaceTooFull
from .cutlayout import cut_sheet
from .cutmarks import draw_cutter_label, draw_registration, outline
from .cutting import CutSheet
from .layout import MARK_GAP, Page, Sheet, iter_pages, page_count, sheet_count
from .paper import MM
from .pdf import Metadata, Rendered, finish, new_canvas
from .sheetguides import (
    LABEL_SIZE,
    MARK_WIDTH,
    OUTER_BAND,
    draw_cut_hint,
    draw_folds,
    draw_glue,
    draw_note,
    draw_steps,
    draw_targets,
    label_spans,
    side_room,
)

if TYPE_CHECKING:
    from .carddeck import FaceLabel


def render_deck(
    sheet: Sheet,
    faces: Sequence[tuple[str, str]],
    drawers: Mapping[str, Drawer],
    meta: Metadata,
    names: Mapping[str, str] | None = None,
    note: str = "",
) -> Rendered:
    """Impose ``faces`` (front, back) per card and draw them into a PDF; ``note`` is what
    the first sheet of a glued deck says of the other one-sided way.

    Pages are laid out and drawn one at a time, and each distinct face is drawn
    once, so memory grows with the PDF alone, not with the layout. With ``names`` (a
    front's key: the name its cards go by), each front sheet's label says which cards it
    holds ("INITIATIVE 49-60 of 60"), so a player can print only the sheets a game needs.
    """
    canvas, buffer = new_canvas(sheet.paper, meta, sheet.duplex)
    uses = Counter(face for pair in faces for face in pair)
    drawn = _draw_faces(canvas, sheet, uses, drawers)
    pages = page_count(sheet, len(faces))
    sheets = sheet_count(sheet, len(faces))
    held = Holdings(faces, names or {})
    cuts: list[CutSheet] = []
    for page in iter_pages(sheet, faces):
        if sheet.cutter == "cricut":
            cuts.append(draw_cricut_page(canvas, sheet, page, drawn, sheets))
            continue
        _draw_page(canvas, sheet, page, drawn, sheets, held.on(page), note)
        cut = cut_sheet(sheet, page, sheets) if sheet.cutter else None
        cuts += [cut] if cut else []
    return replace(finish(canvas, buffer, pages), cuts=tuple(cuts))


class Holdings:
    """Which named cards a sheet holds: each card's number among the cards of its front
    (the 49th INITIATIVE), and how many there are."""

    def __init__(self, faces: Sequence[tuple[str, str]], names: Mapping[str, str]) -> None:
        self.names, self.totals = names, Counter(front for front, _ in faces)
        seen: Counter[str] = Counter()
        self.numbers = []
        for front, _ in faces:
            seen[front] += 1
            self.numbers.append(seen[front])
        self.faces = [front for front, _ in faces]

    def on(self, page: Page) -> tuple[str, ...]:
        """What a front page holds, ``INIT 49-60, ACC 1-4 of 60``, then without the count
        (where room is short); nothing for a back page or an unnamed deck."""
        if page.side != "front" or not self.names:
            return ()
        runs: dict[str, list[int]] = {}
        for placement in page.placements:
            front = self.faces[placement.card]
            if front in self.names:
                runs.setdefault(front, []).append(self.numbers[placement.card])
        if not runs:
            return ()
        totals = {self.totals[front] for front in runs}
        each = "" if len(totals) == 1 else " of {}"
        held = ", ".join(
            f"{self.names[front]} {min(n)}\u2013{max(n)}" + each.format(self.totals[front])
            for front, n in runs.items()
        )
        return (f"{held} of {totals.pop()}" if len(totals) == 1 else held, held)


def render_faces(
    sheet: Sheet,
    faces: Sequence[tuple[str, str]],
    drawers: Mapping[str, Drawer],
    meta: Metadata,
    labels: Mapping[str, FaceLabel],
    cmyk: bool = False,
) -> Rendered:
    """Each distinct face on a page of its own, bleed included: the fronts in deck order,
    then the backs (for print services and proxy printers that take one image a face).
    The manifest (JSON) gives each page's file stem and each card's front, back and
    copies (:mod:`.cardfiles`)."""
    import json

    from .cardfiles import face_files

    files = face_files(faces, labels)
    rendered = _face_pages(sheet, faces, drawers, meta, files.keys, True, cmyk)
    manifest = json.dumps({"stems": files.stems, "cards": files.cards})
    return Rendered(rendered.pdf, rendered.pages, manifest)


def render_pairs(
    sheet: Sheet,
    faces: Sequence[tuple[str, str]],
    drawers: Mapping[str, Drawer],
    meta: Metadata,
) -> Rendered:
    """Each distinct card (front and back) once, trimmed (no bleed): all the fronts, then
    their backs in the same order, for a virtual table's sheets. The manifest (JSON) gives
    the number of distinct cards and, for every card of the deck in order, its index."""
    import json

    pairs = list(dict.fromkeys(faces))
    keys = [pair[side] for side in (0, 1) for pair in pairs]
    rendered = _face_pages(sheet, faces, drawers, meta, keys, False)
    place = {pair: index for index, pair in enumerate(pairs)}
    manifest = json.dumps({"cards": len(pairs), "order": [place[pair] for pair in faces]})
    return Rendered(rendered.pdf, rendered.pages, manifest)


def pair_pages_on(
    canvas,
    sheet: Sheet,
    faces: Sequence[tuple[str, str]],
    drawers: Mapping[str, Drawer],
    prefix: str,
) -> tuple[int, list[int]]:
    """Each distinct card of ``faces`` on ``canvas``, a trimmed page each: every front, then
    their backs in the same order (a virtual table's cards, in a document of several kinds
    of page; ``prefix`` names its faces' forms apart from another deck's). Returns the
    number of distinct cards and each card's index among them."""
    pairs = list(dict.fromkeys(faces))
    keys = [pair[side] for side in (0, 1) for pair in pairs]
    drawn = _draw_faces(canvas, sheet, Counter(keys), drawers, prefix)
    for key in keys:
        canvas.setPageSize((sheet.card.width * MM, sheet.card.height * MM))
        _place(canvas, drawn[key])
        canvas.showPage()
    place = {pair: index for index, pair in enumerate(pairs)}
    return len(pairs), [place[pair] for pair in faces]


def render_pack(
    sheet: Sheet,
    faces: Sequence[tuple[str, str]],
    drawers: Mapping[str, Drawer],
    meta: Metadata,
) -> Rendered:
    """Every card of ``faces`` as a print service's pack takes it: its back, then its
    front, a page each, bleed included, CMYK, as PDF/X-1a:2003."""
    keys = [face for front, back in faces for face in (back, front)]
    return _face_pages(sheet, faces, drawers, meta, keys, True, cmyk=True, pdfx=True)


def _face_pages(
    sheet: Sheet,
    faces: Sequence[tuple[str, str]],
    drawers: Mapping[str, Drawer],
    meta: Metadata,
    keys: Sequence[str],
    bleed: bool,
    cmyk: bool = False,
    pdfx: bool = False,
) -> Rendered:
    """The faces ``keys`` a page each, the card's size (with its bleed, or trimmed), in a
    print shop's CMYK if ``cmyk``."""
    from .paper import Size

    edge = sheet.bleed if bleed else 0.0
    size = Size(sheet.card.width + 2 * edge, sheet.card.height + 2 * edge)
    canvas, buffer = new_canvas(size, meta, cmyk=cmyk, pdfx=pdfx)
    if edge:  # where to cut, for a print shop's preflight: the bleed is not the card
        width, height = size.width * MM, size.height * MM
        canvas.setTrimBox((edge * MM, edge * MM, width - edge * MM, height - edge * MM))
        canvas.setBleedBox((0, 0, width, height))
    drawn = _draw_faces(canvas, sheet, Counter(keys), drawers)
    for key in keys:
        canvas.translate(edge * MM, edge * MM)
        _place(canvas, drawn[key])
        canvas.showPage()
    return finish(canvas, buffer, len(keys))


@dataclass(frozen=True)
class _Drawn:
    """A face placed once: its drawing, added to the page where it goes."""

    code: str


def _draw_faces(
    canvas,
    sheet: Sheet,
    uses: Mapping[str, int],
    drawers: Mapping[str, Drawer],
    prefix: str = "Face",
) -> dict[str, str | _Drawn]:
    """Every face in ``uses`` (face: how many times it is placed) drawn once, in order: a
    form's name where it is placed more than once, else its drawing. Every face that cannot
    fit is reported at once."""
    box = FaceBox(sheet.card.width * MM, sheet.card.height * MM, sheet.bleed * MM)
    drawn: dict[str, str | _Drawn] = {}
    problems: list[Finding] = []
    for key, count in uses.items():
        name = f"{prefix}{len(drawn)}"
        canvas.beginForm(
            name, -box.bleed, -box.bleed, box.width + box.bleed, box.height + box.bleed
        )
        try:
            drawers[key](canvas, box)
        except FaceTooFull as problem:
            problems.append(Finding(problem.location, str(problem)))
        code = canvas.end_form_as_code() if count == 1 else canvas.endForm()
        drawn[key] = name if code is None else _Drawn(code)
    if problems:
        raise LayoutError(_summarised(in_file_order(problems), sheet))
    return drawn


TOO_SMALL_SHOWN = 3
"""Faces named one by one when a card size is too small for many of them; the rest are
counted in one line (a size near the minimum made 25 lines saying the same)."""


def _summarised(problems: list[Finding], sheet: Sheet) -> list[Finding]:
    """The first few faces that do not fit, then one finding counting the others."""
    if len(problems) <= TOO_SMALL_SHOWN + 1:
        return problems
    rest = len(problems) - TOO_SMALL_SHOWN
    more = Finding(
        None,
        f"and {rest} more faces do not fit a {sheet.card.width:g}x{sheet.card.height:g} mm card",
        "choose a larger card size",
    )
    return [*problems[:TOO_SMALL_SHOWN], more]


def _place(canvas, face: str | _Drawn) -> None:
    if isinstance(face, _Drawn):
        canvas.draw_code(face.code)
    else:
        canvas.doForm(face)


def _draw_page(
    canvas,
    sheet: Sheet,
    page: Page,
    drawn: Mapping[str, str | _Drawn],
    total: int,
    holds: tuple[str, ...] = (),
    note: str = "",
) -> None:
    for placement in page.placements:
        canvas.saveState()
        if placement.turned:  # about the card's middle: its box stays where it is
            canvas.translate(
                (placement.x + placement.width) * MM, (placement.y + placement.height) * MM
            )
            canvas.rotate(180)
        else:
            canvas.translate(placement.x * MM, placement.y * MM)
        _place(canvas, drawn[placement.face])
        canvas.restoreState()
    if sheet.cutter:  # the cutter cuts: its marks and settings, no guides to cut by hand
        draw_registration(canvas, page)
        draw_cutter_label(canvas, sheet, page, total)
        canvas.showPage()
        return
    if page.marks:
        canvas.saveState()
        canvas.setLineWidth(MARK_WIDTH)
        canvas.setStrokeColorRGB(0, 0, 0)
        for mark in page.marks:
            canvas.line(mark.x1 * MM, mark.y1 * MM, mark.x2 * MM, mark.y2 * MM)
        canvas.restoreState()
    if page.folds:
        draw_folds(canvas, page)
    draw_targets(canvas, page)
    draw_glue(canvas, sheet, page)
    _draw_label(canvas, sheet, page, total, holds)
    draw_steps(canvas, sheet, page)
    draw_note(canvas, sheet, page, note)
    draw_cut_hint(canvas, sheet, page)
    canvas.showPage()


def draw_cricut_page(
    canvas, sheet: Sheet, page: Page, drawn: Mapping[str, str | _Drawn], total: int
) -> CutSheet:
    """A Design Space sheet: the page cropped to its block of fold-over pairs, each pair
    clipped to its cut outline on a clear ground, so that the uploaded image's outline is
    the cut; nothing else is printed (Design Space would cut round it). Its cut sheet, in
    the cropped page's coordinates."""
    from .paper import Size

    cut = cut_sheet(sheet, page, total)
    assert cut is not None
    left, bottom, right, top = _extent(cut)
    size = Size(right - left, top - bottom)
    canvas.setPageSize((size.width * MM, size.height * MM))
    shift = (-left, -bottom)
    for path in cut.of("cut"):
        canvas.saveState()
        canvas.clipPath(outline(canvas, path, shift), stroke=0, fill=0)
        for placement in page.placements:
            if _inside(placement, path):
                canvas.saveState()
                canvas.translate((placement.x - left) * MM, (placement.y - bottom) * MM)
                _place(canvas, drawn[placement.face])
                canvas.restoreState()
        canvas.restoreState()
    canvas.showPage()
    return CutSheet(size, tuple(_moved(path, shift) for path in cut.paths), cut.label, page.sheet)


def _extent(cut: CutSheet) -> tuple[float, float, float, float]:
    boxes = [path.bounds() for path in cut.paths]
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def _inside(placement, path) -> bool:
    left, bottom, right, top = path.bounds()
    x, y = placement.x + placement.width / 2, placement.y + placement.height / 2
    return left <= x <= right and bottom <= y <= top


def _moved(path, shift: tuple[float, float]):
    dx, dy = shift
    return replace(path, points=tuple((x + dx, y + dy) for x, y in path.points))


def page_labels(sheet: Sheet, page: Page, total: int, holds: tuple[str, ...] = ()) -> list[str]:
    """The sheet's label, longest first (the first that fits is printed), e.g.
    ``3/15 front · print at 100% · flip on long edge`` down to ``3/15 front · 100%``; what
    the sheet ``holds`` ("INIT 49-60 of 60", then shorter) comes first where it fits."""
    labels = _page_labels(sheet, page, total)
    if not holds:
        return labels
    head = f"{page.sheet}/{total} {page.side}"
    named = [label.replace(head, f"{head} \u00b7 {holds[0]}", 1) for label in labels]
    short = [f"{head} \u00b7 {held}" for held in holds]
    return list(dict.fromkeys([*named, *short, *labels]))


def _page_labels(sheet: Sheet, page: Page, total: int) -> list[str]:
    if sheet.duplex == "fold":
        head = f"{page.sheet}/{total}"
        labels = [
            f"{head} \u00b7 one-sided at 100% \u00b7 cut, fold, glue",
            f"{head} \u00b7 100% \u00b7 cut, fold, glue",
            f"{head} \u00b7 100%",
        ]
        if page.sheet != 1:
            return labels
        count = f"{head} \u00b7 {_sheets_of(sheet, page, total)}"
        return [f"{count} \u00b7 one-sided at 100%", f"{count} \u00b7 100%", count, *labels]
    head = f"{page.sheet}/{total} {page.side}"
    if sheet.duplex == "none":
        if page.side == "front":
            return [f"{head} \u00b7 one-sided at 100%", f"{head} \u00b7 100%"]
        front = f"front {page.sheet}"
        return [
            f"{head} \u00b7 turn {front} over left to right, glue this onto its blank side "
            "(spray or dry glue, corner crosses aligned), then cut",
            f"{head} \u00b7 glue onto {front}, turned over left to right",
            f"{head} \u00b7 glue onto {front}, turned left to right",
            f"{head} \u00b7 glue onto {front}",
            f"{head} \u00b7 100%",
        ]
    flip = {"long": "long edge", "short": "short edge"}[sheet.duplex]
    verb = "flip on "
    return [
        f"{head} \u00b7 print at 100% \u00b7 {verb}{flip}",
        f"{head} \u00b7 100% \u00b7 {flip}",
        f"{head} \u00b7 100%",
    ]


def _sheets_of(sheet: Sheet, page: Page, total: int) -> str:
    """How much paper a fold deck takes, for its first sheet: ``34 sheets, 4 cards a
    sheet`` (a single sheet: the cards it holds)."""
    from .layout import grid_for

    cards = grid_for(sheet).per_page if total > 1 else len(page.placements) // 2
    sheets = f"{total} sheet" + ("s" if total != 1 else "")
    return f"{sheets}, {cards} card" + ("s" if cards != 1 else "") + " a sheet"


def _draw_side_label(canvas, sheet: Sheet, page: Page, text: str, width: float) -> None:
    """No room below the cards (Letter): the label runs up the left margin instead, beside
    the middle row of cards, between the crop marks of its top and bottom edges."""
    left = min(p.x for p in page.placements) - sheet.bleed
    rows = sorted({(p.y, p.height) for p in page.placements})
    y, height = rows[len(rows) // 2]
    x = left - MARK_GAP - 2.0
    if x - LABEL_SIZE / MM < 2.0 or width > side_room(page):
        return
    canvas.saveState()
    canvas.translate(x * MM, (y + height / 2) * MM)
    canvas.rotate(90)
    canvas.setFont(fonts.REGULAR, LABEL_SIZE)
    canvas.setFillGray(0.35)
    canvas.drawCentredString(0, 0, text)
    canvas.restoreState()


def _draw_label(canvas, sheet: Sheet, page: Page, total: int, holds: tuple[str, ...] = ()) -> None:
    """A small label below the cards, when there is room clear of the crop marks."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    if not page.placements:
        return
    texts = page_labels(sheet, page, total, holds)
    bottom = min(p.y for p in page.placements) - sheet.bleed
    # descenders stay printable, and out of the outer 6 mm Letter printers clip
    baseline = max(sheet.margin, OUTER_BAND) + 0.5 + 0.25 * LABEL_SIZE / MM
    if baseline + LABEL_SIZE / MM > bottom - MARK_GAP - 0.5:
        room = side_room(page)
        widths = [(stringWidth(t, fonts.REGULAR, LABEL_SIZE) / MM, t) for t in texts]
        width, text = next(((w, t) for w, t in widths if w <= room), widths[-1])
        _draw_side_label(canvas, sheet, page, text, width)
        return
    spans = label_spans(sheet, page)
    centre = sheet.paper.width / 2
    for text in texts:
        width = stringWidth(text, fonts.REGULAR, LABEL_SIZE) / MM
        roomy = [(a, b) for a, b in spans if b - a >= width + 4]
        if roomy:
            break
    else:
        return
    left, right = min(roomy, key=lambda span: abs((span[0] + span[1]) / 2 - centre))
    canvas.setFont(fonts.REGULAR, LABEL_SIZE)
    canvas.setFillGray(0.35)
    canvas.drawCentredString((left + right) / 2 * MM, baseline * MM, text)
