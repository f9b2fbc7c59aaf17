"""Unit mats for the Abstract Skirmish System: per unit, a marked place for each slot's
face-down trait card (at the trait deck's card size) and a line for the round's levels.

Drawn straight on the canvas; the places are laid out by the print engine's grid.
"""

from __future__ import annotations

from ... import __version__
from ...press import fonts
from ...press.layout import Sheet, grid_for
from ...press.paper import CARD_SIZES, MM, Size
from ...press.pdf import Metadata, Rendered, finish, new_canvas
from ...press.sheets import Stamp
from .game import CREDITS
from .models import AbsUnit, Squad
from .reference import reference

TRAIT_CARD = CARD_SIZES["mini"]
"""The trait deck's default card size, so a mat's places fit its cards."""
GAP = 3.0


def _places(paper: Size) -> list[tuple[float, float]]:
    """Bottom-left corners (mm) of the card places on one mat page, in reading order."""
    grid = grid_for(Sheet(paper, TRAIT_CARD, margin=14.0, gutter=GAP))
    return [
        (grid.left + column * grid.pitch_x, grid.top - TRAIT_CARD.height - row * grid.pitch_y)
        for row in range(grid.rows)
        for column in range(grid.columns)
    ]


def _mat_pages(unit: AbsUnit | None, per_page: int) -> int:
    slots = max(unit.slots, 1) if unit else 10
    return -(-slots // per_page)


def render(squad: Squad | None, paper: Size, stamp: Stamp | None, findings) -> Rendered:
    """The squad's unit mats (one blank mat without a squad)."""
    ref = reference()
    meta = Metadata(
        title=f"{squad.name if squad else 'Blank'} unit mats: {CREDITS.title}",
        author=f"{CREDITS.author} (game design); skirmishgen (unit mats)",
        subject="Unit mats with a place per slot; print at 100% (actual size)",
        keywords=("roster", "Abstract Skirmish"),
    )
    canvas, buffer = new_canvas(paper, meta)
    places = _places(paper)
    pages = 0
    if stamp is not None and not stamp.legal:
        pages += _findings_pages(canvas, paper, squad, findings)
    for unit in squad.units if squad else [None]:
        slots = max(unit.slots, 1) if unit else 10
        count = _mat_pages(unit, len(places))
        for page in range(count):
            first = page * len(places)
            _mat_page(
                canvas,
                paper,
                ref,
                squad,
                unit,
                places,
                range(first, min(slots, first + len(places))),
                f"{page + 1}/{count}",
                stamp,
            )
            pages += 1
    return finish(canvas, buffer, pages)


def _findings_pages(canvas, paper: Size, squad: Squad | None, findings) -> int:
    """What makes the squad not legal, before its mats (``roster --force``); the pages used."""
    from reportlab.lib.utils import simpleSplit

    lines = [
        line
        for finding in findings
        if finding.severity in ("error", "warning")
        for line in simpleSplit(str(finding), fonts.REGULAR, 8, (paper.width - 28) * MM)
    ]
    pages, y = 0, 0.0
    for number, line in enumerate(lines):
        if number == 0 or y < 14:
            if number:
                canvas.showPage()
            pages += 1
            canvas.setFillColorRGB(0.69, 0, 0.125)
            canvas.setFont(fonts.BOLD, 14)
            title = f"{squad.name if squad else 'Squad'}: NOT LEGAL \u00b7 findings"
            canvas.drawString(14 * MM, (paper.height - 14) * MM, title)
            canvas.setFillGray(0.13)
            y = paper.height - 24
        canvas.setFont(fonts.REGULAR, 8)
        canvas.drawString(14 * MM, y * MM, line)
        y -= 4
    if pages:
        canvas.showPage()
    return pages


def _mat_page(canvas, paper: Size, ref, squad, unit, places, slots, page: str, stamp) -> None:
    name = unit.name if unit else "Unit: ____________________"
    size = f"{unit.slots} slots" if unit else "___ slots"
    canvas.setFont(fonts.BOLD, 14)
    canvas.setFillGray(0.13)
    canvas.drawString(14 * MM, (paper.height - 11) * MM, name)
    canvas.setFont(fonts.REGULAR, 8)
    squad_name = squad.name if squad else "squad: ______________"
    legal = ""
    if stamp is not None:
        legal = (
            f" \u00b7 {'LEGAL' if stamp.legal else 'NOT LEGAL'} \u00b7 skirmishgen "
            f"{__version__} \u00b7 roster {stamp.digest}"
        )
    canvas.drawRightString(
        (paper.width - 14) * MM,
        (paper.height - 11) * MM,
        f"{squad_name} \u00b7 {size} \u00b7 mat {page}{legal}",
    )
    canvas.setDash(3, 2)
    canvas.setLineWidth(0.6)
    canvas.setStrokeGray(0.45)
    for slot in slots:
        x, y = places[slot % len(places)]
        canvas.roundRect(
            x * MM,
            y * MM,
            TRAIT_CARD.width * MM,
            TRAIT_CARD.height * MM,
            2.5 * MM,
            fill=0,
            stroke=1,
        )
        canvas.setFont(fonts.REGULAR, 9)
        canvas.setFillGray(0.55)
        canvas.drawCentredString(
            (x + TRAIT_CARD.width / 2) * MM, (y + TRAIT_CARD.height / 2) * MM, f"slot {slot + 1}"
        )
    canvas.setDash()
    canvas.setFillGray(0.13)
    canvas.setFont(fonts.BOLD, 10)
    levels = "    ".join(f"{trait.short} ____" for trait in ref.traits)
    canvas.drawCentredString(paper.width / 2 * MM, 7 * MM, f"This round:   {levels}")
    canvas.showPage()
