"""The rules of a Pocket Skirmish crew: pure functions from a crew to findings."""

from __future__ import annotations

from skirmishgen.errors import Finding
from skirmishgen.loader import Document

from .models import Crew
from .reference import CREW

RULES: dict[str, str] = {
    "POCKET-SIZE": f"A crew has {CREW[0]} to {CREW[1]} fighters.",
    "POCKET-CAPTAIN": "A crew has exactly one captain.",
}


def check_crew(crew: Crew, document: Document) -> list[Finding]:
    """Every rule a crew breaks, each finding where it stands in the file."""
    findings = []
    fewest, most = CREW
    count = len(crew.fighters)
    if not fewest <= count <= most:
        findings.append(
            Finding(
                document.where(("fighters",)),
                f"the crew has {count} fighters",
                f"field {fewest} to {most}",
                "error",
                "POCKET-SIZE",
            )
        )
    captains = [i for i, fighter in enumerate(crew.fighters) if fighter.role == "captain"]
    if len(captains) != 1:
        where = ("fighters", captains[1], "role") if captains else ("fighters",)
        findings.append(
            Finding(
                document.where(where),
                f"the crew has {len(captains)} captains",
                "make exactly one fighter the captain",
                "error",
                "POCKET-CAPTAIN",
            )
        )
    return findings
