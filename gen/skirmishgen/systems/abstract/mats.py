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
