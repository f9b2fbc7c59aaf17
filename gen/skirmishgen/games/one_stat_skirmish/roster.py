"""Roster support of 1 Stat Skirmish: warbands checked, matched and printed."""

from __future__ import annotations

from ...document import Document
from ...errors import Finding
from ...game import RosterSupport, Tally, later
from .checks import FORMAT_SIZES, check_warband
from .matching import match_warbands
from .models import Warband
from .reference import reference


def check(warband: Warband, document: Document) -> list[Finding]:
    return check_warband(warband, document, [skill.id for skill in reference().skills])


def match(warbands: list[tuple[Warband, Document]]) -> list[Finding]:
    return match_warbands(warbands, reference().table_sizes)


def tallies(warband: Warband) -> list[Tally]:
    """Bosses, specialists against what the rookies allow, and each fighter's hands."""
    ranks = [fighter.rank for fighter in warband.fighters]
    sizes = FORMAT_SIZES.get(warband.format)
    ratio = warband.format in ("standard", "training")
    specialists = sizes[1] if sizes else (ranks.count("rookie") // 2 if ratio else None)
    rows = [
        Tally("bosses", ranks.count("boss"), 1),
        Tally("specialists", ranks.count("specialist"), specialists),
        Tally("rookies", ranks.count("rookie"), sizes[2] if sizes else None),
    ]
    rows += [
        Tally("hands", fighter.hands_used, fighter.hand_limit, ("fighters", index))
        for index, fighter in enumerate(warband.fighters)
    ]
    return rows


def names() -> dict[str, list[str]]:
    """The listed skills, for a fighter's skills and for the one an own skill renames."""
    skills = [skill.id for skill in reference().skills]
    return {"skills": skills, "skill": skills}


SUPPORT = RosterSupport(
    model=Warband,
    check=check,
    match=match,
    sheet=later(f"{__package__}.sheet:render"),
    member="fighter",
    count=lambda roster: len(roster.fighters),
    rules=lambda warband: f"1 Stat Skirmish warband rules, {warband.format} format",
    tallies=tallies,
    names=names,
    checked="ranks, stats, skills, roles, hands and equipment, fire teams, format",
)
