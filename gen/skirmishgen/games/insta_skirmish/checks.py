"""The rules of an Insta-Skirmish army: pure functions from an army to findings."""

from __future__ import annotations

from ...checks import differing
from ...document import Document
from ...errors import Finding, a
from .models import NON_GUN_SHOWN, InstaArmy

RULES: dict[str, str] = {
    "INSTA-BUDGET": "Dice, armor and bought ranged attacks cost no more than the budget "
    "(die value; armor 2 each; ranged non-gun 3, gun 4).",
    "INSTA-UNSPENT": "Points not spent are lost (a warning, with how many).",
    "INSTA-RANGED-SHOWN": "A ranged attack may be bought even if the figure shows one, "
    "but then its points are wasted (a warning).",
    "INSTA-ARMOR": "Armor is a whole number of points, 0 or more.",
    "INSTA-MATCH-BUDGET": "Armies playing each other have the same budget.",
    "INSTA-BOARD": "An army sets up one miniature to a square on its side of the chessboard, "
    "never in a corner: more than 30 cannot all be placed (a warning; our reading of 004:38, "
    "a side being half the board).",
}

SET_UP_SQUARES = 8 * 8 // 2 - 2
"""Squares an army may set up on: its half of the chessboard less its two corners."""


def check_army(army: InstaArmy, document: Document) -> list[Finding]:
    findings = []
    for index, mini in enumerate(army.miniatures):
        at = ("miniatures", index)
        if mini.armor != int(mini.armor) or mini.armor < 0:
            findings.append(
                Finding(
                    document.where((*at, "armor")),
                    f"{mini.name}'s armor {mini.armor:g} is not a whole number of 0 or more",
                    "buy armor in whole points (2 points each)",
                    "error",
                    "INSTA-ARMOR",
                )
            )
        for kind in mini.buy_ranged:
            shown = [
                s for s in ((*NON_GUN_SHOWN,) if kind == "non-gun" else ("gun",)) if s in mini.shows
            ]
            if shown:
                findings.append(
                    Finding(
                        document.where((*at, "buy_ranged")),
                        f"{mini.name} already shows {a(shown[0])}, so buying its {kind} attack "
                        "spends points on what it has for free",
                        f"drop the bought {kind} attack to save the points",
                        "warning",
                        "INSTA-RANGED-SHOWN",
                    )
                )
    if len(army.miniatures) > SET_UP_SQUARES:
        findings.append(
            Finding(
                document.where(("miniatures",)),
                f"{len(army.miniatures)} miniatures cannot all set up: one to a square on "
                f"the army's half of the board leaves {SET_UP_SQUARES} squares (no corners)",
                f"field at most {SET_UP_SQUARES}, or agree a larger board",
                "warning",
                "INSTA-BOARD",
            )
        )
    spent = army.spent
    if spent > army.budget:
        findings.append(
            Finding(
                document.where(("budget",)),
                f"the army costs {spent} points, "
                f"{spent - army.budget} over its budget of {army.budget}",
                "choose smaller dice or less equipment",
                "error",
                "INSTA-BUDGET",
            )
        )
    elif spent < army.budget:
        findings.append(
            Finding(
                document.where(("budget",)),
                f"{army.budget - spent} of {army.budget} points are unspent and lost",
                "spend them on bigger dice, armor or ranged attacks",
                "warning",
                "INSTA-UNSPENT",
            )
        )
    return findings


def match_armies(entries: list[tuple[InstaArmy, Document]]) -> list[Finding]:
    return differing(entries, "budget", "INSTA-MATCH-BUDGET", "error", "armies use the same budget")
