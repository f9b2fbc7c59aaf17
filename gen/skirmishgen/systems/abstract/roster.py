"""Roster support of the Abstract Skirmish System for ``skirmishgen.rosters``, and its deck."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ...errors import Finding, InputError
from ...loader import Document, load_document, validate
from ...press.paper import Size
from ...resources import content_dir
from .checks import check_squad, match_squads
from .models import AbstractReference, Squad

MODEL = Squad


@cache
def reference() -> AbstractReference:
    path = content_dir() / "abstract-skirmish" / "rules.yaml"
    return validate(load_document(path), AbstractReference)


def check(squad: Squad, document: Document) -> list[Finding]:
    return check_squad(squad, document)


def match(squads: list[tuple[Squad, Document]]) -> list[Finding]:
    return match_squads(squads)


def members(squad: Squad) -> str:
    count = len(squad.units)
    return f"{count} unit mat{'s' * (count != 1)}"


def render_sheet(
    squad: Squad, paper: Size, legal: bool, digest: str, findings: list[Finding]
) -> tuple[bytes, int]:
    from ...press.sheets import Stamp
    from .mats import render

    return render(squad, reference(), paper, Stamp(legal, "Abstract Skirmish", digest), findings)


def render_blank(paper: Size) -> tuple[bytes, int]:
    from .mats import render

    return render(None, reference(), paper, None, [])


def trait_deck(per_trait: int):
    """(faces, drawers, metadata bits) for a Unit Trait deck of ``per_trait`` cards a trait."""
    from .cards import back_drawer, front_drawer

    if not 1 <= per_trait <= 2000:
        raise InputError(f"{per_trait} cards a trait is out of range; give 1 to 2000")
    ref = reference()
    drawers = {"back": back_drawer(ref)}
    faces: list[tuple[str, str]] = []
    for trait in ref.traits:
        drawers[trait.id] = front_drawer(trait)
        faces += [(trait.id, "back")] * per_trait
    return faces, drawers, ref


def slots_of(roster: Path) -> int:
    """The player's starting slots from a squad file, which must be a legal squad."""
    from ...rosters import read_roster

    result = read_roster(roster)
    if not result.malformed and result.system != "abstract-skirmish":
        raise InputError(
            f"--roster {roster} is a roster for {result.system}, not an abstract-skirmish "
            "roster; give a squad file (system: abstract-skirmish)"
        )
    if not result.legal:
        errors = [f for f in result.findings if f.severity == "error"]
        raise InputError(errors or [Finding(None, f"--roster {roster} is not a legal squad")])
    return result.model.slots
