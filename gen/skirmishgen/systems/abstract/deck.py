"""The Unit Trait deck of the Abstract Skirmish System, on the shared card imposition."""

from __future__ import annotations

from pathlib import Path

from ...press.cards import render_deck
from ...press.layout import Sheet
from ...press.output import check_target
from ...press.pdf import Metadata
from ..skirmish.deck import DeckResult, how_to_print
from .roster import trait_deck


def make_trait_deck(per_trait: int, sheet: Sheet, out: Path, inputs: list[Path]) -> DeckResult:
    """``per_trait`` cards of each of the five traits, with one common back."""
    target = check_target(out, inputs)
    faces, drawers, ref = trait_deck(per_trait)
    meta = Metadata(
        title=f"{ref.title}: Unit Trait deck ({per_trait} of each trait)",
        author=f"{ref.author} (game design); skirmishgen (print layout)",
        subject=f"{len(faces)} cards of {sheet.card} on {sheet.paper}; {how_to_print(sheet)}",
        keywords=("print and play", "trait deck", ref.title),
    )
    pages = render_deck(target, sheet, faces, drawers, meta)
    return DeckResult(target, pages, len(faces))
