"""The rules of an Abstract Skirmish squad: pure functions from a squad to findings."""

from __future__ import annotations

from ...checks import differing
from ...document import Document
from ...errors import Finding
from .models import Squad

RULES: dict[str, str] = {
    "ABS-UNIT-SLOTS": "Every unit has at least one slot, and no more than max_unit_slots when "
    "the players agreed a limit.",
    "ABS-NAME-UNIQUE": "Each unit has its own name or designation.",
    "ABS-TOTAL": "The units' slots add up to no more than the player's slots.",
    "ABS-UNUSED": "Slots left unassigned (a warning: they are simply not used).",
    "ABS-MATCH-SLOTS": "Players usually start with equal slots (a warning: a handicap is allowed).",
}


def check_squad(squad: Squad, document: Document) -> list[Finding]:
    findings = []
    seen: set[str] = set()
    for index, unit in enumerate(squad.units):
        at = ("units", index)
        limit = squad.max_unit_slots
        if unit.slots < 1 or (limit is not None and unit.slots > limit):
            allowed = f"1 to {limit}" if limit is not None else "at least 1"
            findings.append(
                Finding(
                    document.where((*at, "slots")),
                    f"{unit.name} has {unit.slots} slots",
                    f"give it {allowed} slots",
                    "error",
                    "ABS-UNIT-SLOTS",
                )
            )
        if unit.name.casefold() in seen:
            findings.append(
                Finding(
                    document.where((*at, "name")),
                    f"two units are called {unit.name}",
                    "give each unit its own name",
                    "error",
                    "ABS-NAME-UNIQUE",
                )
            )
        seen.add(unit.name.casefold())
    if squad.used > squad.slots:
        findings.append(
            Finding(
                document.where(("slots",)),
                f"the units take {squad.used} slots, "
                f"{squad.used - squad.slots} more than the {squad.slots} you "
                "have",
                "shrink or drop a unit",
                "error",
                "ABS-TOTAL",
            )
        )
    elif squad.used < squad.slots:
        findings.append(
            Finding(
                document.where(("slots",)),
                f"{squad.slots - squad.used} of {squad.slots} slots are not assigned to a unit",
                "add them to a unit, or lower slots",
                "warning",
                "ABS-UNUSED",
            )
        )
    return findings


def match_squads(entries: list[tuple[Squad, Document]]) -> list[Finding]:
    return differing(entries, "slots", "ABS-MATCH-SLOTS", "warning", "fine as an agreed handicap")
