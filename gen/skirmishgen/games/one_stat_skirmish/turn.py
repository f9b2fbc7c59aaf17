"""The 1 Stat Skirmish turn as a sheet prints it: its Upkeep step's clauses for this sheet
(the cheat sheet's and a warband's roster sheet alike)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...press.runin import cases
from .reference import reference

if TYPE_CHECKING:
    from .models import Warband

UPKEEP = re.compile(r"(\*\*\d+\. Upkeep:\*\*\s*)(.*?)\.?$")
"""The turn's last step, whose clauses belong to some scenarios and to solitaire."""


def turn_text(text: str, warband: Warband | None = None) -> str:
    """The turn with its Upkeep step for this sheet. On the general sheet a clause for a
    scenario or for solitaire points to where that is explained further down (``(see
    Scenarios)``); on a warband's sheet only the clauses its mission and format use are
    kept (a Treasure Hunt upkeep only takes the counters off)."""
    found = UPKEEP.search(text)
    if found is None:
        return text
    _lead, scenarios = cases(next(p.text for p in reference().play if p.id == "scenarios"))
    kept = []
    for clause in found.group(2).split("; "):
        scenario = next((c.head for c in scenarios if c.head in clause), None)
        solitaire = "solitaire" in clause.casefold()
        if warband is None:
            see = "Scenarios" if scenario else "Solitaire" if solitaire else ""
            kept.append(f"{clause} (see {see})" if see else clause)
        elif scenario:
            kept += [clause] * ((warband.mission or "").casefold() == scenario.casefold())
        elif solitaire:
            kept += [clause] * (warband.format == "solitaire")
        else:
            kept.append(clause)
    return text[: found.start()] + found.group(1) + "; ".join(kept) + "."
