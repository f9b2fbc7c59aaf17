"""What every check of a 1 Stat Skirmish warband shares: the rules' ids and help, the
context a check reads, and the fighters by rank.

In the training format (the rulebook's preconfigured warbands) the creation rules are
warnings only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ...checks import NameIndex
from ...document import Document
from ...errors import Finding
from .models import CustomSkill, Fighter, Warband

RULES: dict[str, str] = {
    "1SS-BOSS": "A warband has exactly one boss.",
    "1SS-SPEC-RATIO": "At most one specialist per two rookies (rookies / 2, rounded down).",
    "1SS-SKILL-UNIQUE": "No two specialists share a skill; the boss may repeat one specialist's.",
    "1SS-SKILL-UNKNOWN": "Skills come from the rulebook's list of 25 (lower case, hyphens).",
    "1SS-SKILL-CUSTOM": "A skill the rulebook does not list ({name, text}) is a house rule: "
    "allowed in training, elsewhere only with 'house_rules: true' (a warning then); a listed "
    "skill renamed ({name, skill}) is always allowed.",
    "1SS-BOSS-SKILLS": "The boss has Command (implied) and exactly one specialist skill.",
    "1SS-SPEC-SKILLS": "A specialist has exactly one skill.",
    "1SS-ROOKIE-SKILLS": "Rookies have no skills (they may have a role).",
    "1SS-ROLE-RANK": "Roles and minions are for rookies only.",
    "1SS-STAT": "A stat is a whole number from 1 to the rank's die (d6, d8, d10).",
    "1SS-NAME-UNIQUE": "Fighter names are unique within a warband.",
    "1SS-EQUIP-HANDS": "Hands per item: melee and shooter 1 or 2, heavy shooter 3, "
    "shield and magic device 1, armor 0.",
    "1SS-HANDS": "Gear takes at most 2 hands for a rookie, 3 for a specialist or the boss "
    "(a fire team's heavy shooter is carried by its two rookies together).",
    "1SS-ROOKIE-HEAVY": "A rookie carries a heavy shooter only in a fire team (listed in "
    "fire_teams, or with the fire-team role where a team could form).",
    "1SS-HEAVY-OPTION": "A heavy shooter's option (area or wound) is decided before the game "
    "starts: say it in 'option:'; other gear has no option.",
    "1SS-MARTIAL-ARTIST": "A martial artist has no weapon, armor or shield "
    "(a magic device counts as no weapon).",
    "1SS-BERSERKER": "A berserker's weapons are melee weapons only (shield and armor allowed).",
    "1SS-ROLE-NO-SHOOTER": "Meat shields and thugs cannot shoot (002:549, 557): a shooter "
    "in their hands is dead weight (a warning).",
    "1SS-DISTRACTION-STAT": "A distraction needs a stat of at least 3.",
    "1SS-MINION-MASTER": "A minion master needs at least two minion rookies.",
    "1SS-FIRE-TEAM": "A fire team: one specialist leader and two rookies of equal stat, one "
    "with the fire-team role and the other fire-team or allrounder; nobody in two teams.",
    "1SS-FIRE-TEAM-NAME": "Every name a fire team gives is a fighter of the right rank.",
    "1SS-FORMAT-ACTION": "Action scenarios are restricted to 1 boss, 2 specialists and 2 "
    "rookies: more is an error, fewer a warning.",
    "1SS-FORMAT-SOLITAIRE": "Solitaire: 1 boss, 3 specialists and 6 rookies.",
    "1SS-MATCH-FORMAT": "Warbands playing each other use the same format.",
    "1SS-MATCH-ROOKIES": "All players field the same number of rookies.",
    "1SS-TABLE": "The table size the rulebook recommends for the warbands' size.",
}

#: Creation rules: warnings, not errors, for the rulebook's preconfigured training warbands.
#: The ratio of specialists to rookies is not one: the training chapter states it itself
#: (002:107) and every warband the book sets up keeps it.
CREATION_RULES = frozenset(
    {
        "1SS-SKILL-UNIQUE", "1SS-SKILL-UNKNOWN", "1SS-HANDS",
        "1SS-BOSS-SKILLS", "1SS-SPEC-SKILLS", "1SS-ROOKIE-SKILLS",
    }
)  # fmt: skip


@dataclass
class Context:
    warband: Warband
    document: Document
    skills: NameIndex

    def finding(self, rule: str, key: tuple, message: str, hint: str, warn: bool = False):
        training = self.warband.format == "training" and rule in CREATION_RULES
        severity = "warning" if warn or training else "error"
        return Finding(self.document.where(key), message, hint, severity, rule)


Check = Callable[[Context], Iterator[Finding]]


def ranked(warband: Warband, rank: str) -> list[tuple[int, Fighter]]:
    """The fighters of ``rank``, each with its index in the warband."""
    return [(i, f) for i, f in enumerate(warband.fighters) if f.rank == rank]


def skill_name(skill: str | CustomSkill) -> str:
    """The skill as the rules know it: a renamed listed skill is the listed one."""
    if isinstance(skill, CustomSkill):
        return skill.skill or skill.name
    return skill
