"""Abstract Skirmish play-kit part: a quick-reference strip of the roll and attack sequence."""

from __future__ import annotations

from ...press import fonts
from ...press.kit import MARGIN, Part, Pen, fixed, header, legend
from ...press.paper import MM
from ...press.text import Block, draw_column, fit_blocks
from .game import CREDITS
from .reference import reference


def quick_reference(pen: Pen) -> None:
    ref = reference()
    y = header(
        pen,
        "Quick reference",
        f"{CREDITS.title} {CREDITS.byline}; unit mats "
        "come with the roster sheet (skirmishgen roster SQUAD.yaml).",
    )
    legend(pen, MARGIN, y - 2, ("cut",))
    width = pen.paper.width - 2 * MARGIN
    blocks = []
    for section in ref.sections:
        blocks.append(Block(f"**{section.title}.** {section.text}", space_before=0.4))
    column = fit_blocks(blocks, (width - 8) * MM, 150 * MM, 9.5, 6)
    top = y - 10
    height = sum(done.height for done in column) / MM + 8 if column else 60
    pen.cut_rect(MARGIN, top - height, width, height)
    if column:
        draw_column(pen.canvas, column, (MARGIN + 4) * MM, (top - 3) * MM, (width - 8) * MM)
    pen.text(
        MARGIN,
        top - height - 5,
        "Every roll: 2d6 + the trait's level; high is better.",
        9,
        fonts.BOLD,
    )
    pen.new_page()


PARTS = (Part("reference", "quick reference", fixed(quick_reference)),)
