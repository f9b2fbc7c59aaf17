"""The rules of building a 1 Stat Skirmish warband: pure functions from a roster to findings.

Every rule has a stable id (shown in every message) and a line of help that
says how the rulebook is read where it is ambiguous. In the training format
(the rulebook's preconfigured warbands) the creation rules are warnings only.
"""

from __future__ import annotations

from collections.abc import Iterator

from ... import errors
from ...checks import NameIndex
from ...document import Document
from ...errors import Finding, a
from .checking import CREATION_RULES as CREATION_RULES
from .checking import RULES as RULES
from .checking import Check, Context, ranked, skill_name
from .gear import equipment, skill_gear
from .models import RANK_DIE, CustomSkill, Fighter, Warband
from .teams import fire_teams, minion_master


def check_warband(warband: Warband, document: Document, skill_ids: list[str]) -> list[Finding]:
    """Every rule finding for one warband, in file order."""
    context = Context(warband, document, NameIndex(skill_ids))
    findings = [finding for check in CHECKS for finding in check(context)]
    return sorted(findings, key=errors.position)


def _bosses(c: Context) -> Iterator[Finding]:
    bosses = ranked(c.warband, "boss")
    if not bosses:
        yield c.finding(
            "1SS-BOSS", ("fighters",), "the warband has no boss", "make one fighter 'rank: boss'"
        )
    for index, fighter in bosses[1:]:
        yield c.finding(
            "1SS-BOSS",
            ("fighters", index, "rank"),
            f"{fighter.name} is a second boss; a warband has exactly one",
            "make this fighter a specialist or rookie",
        )


def _ratio(c: Context) -> Iterator[Finding]:
    if c.warband.format != "standard" and c.warband.format != "training":
        return
    specialists = ranked(c.warband, "specialist")
    rookies = len(ranked(c.warband, "rookie"))
    allowed = rookies // 2
    for number, (index, fighter) in enumerate(specialists, start=1):
        if number > allowed:
            yield c.finding(
                "1SS-SPEC-RATIO",
                ("fighters", index, "rank"),
                f"{fighter.name} is specialist {number} of {len(specialists)}, but {rookies} "
                f"rookies allow {allowed}",
                "add two rookies for each extra specialist, or make this fighter a rookie",
            )


def _skills(c: Context) -> Iterator[Finding]:
    for index, fighter in enumerate(c.warband.fighters):
        listed = [s for s in fighter.skills if skill_name(s).casefold() != "command"]
        key = ("fighters", index, "skills")
        if fighter.rank == "boss" and len(listed) != 1:
            yield c.finding(
                "1SS-BOSS-SKILLS",
                key if fighter.skills else ("fighters", index),
                f"boss {fighter.name} has {len(listed)} skills besides Command",
                "give the boss exactly one specialist skill, such as ranger",
            )
        if fighter.rank == "specialist" and len(listed) != 1:
            yield c.finding(
                "1SS-SPEC-SKILLS",
                key if fighter.skills else ("fighters", index),
                f"specialist {fighter.name} has {len(listed)} skills",
                "give each specialist exactly one skill",
            )
        if fighter.rank == "rookie" and fighter.skills:
            yield c.finding(
                "1SS-ROOKIE-SKILLS",
                key,
                f"rookie {fighter.name} has skills",
                "remove the skills, or give the rookie a role instead",
            )
        for position, skill in enumerate(fighter.skills):
            yield from _skill_known(c, fighter, skill, (*key, position))


def _skill_known(c: Context, fighter: Fighter, skill, key) -> Iterator[Finding]:
    if isinstance(skill, CustomSkill) and skill.skill is not None:
        skill, key = skill.skill, (*key, "skill")  # a listed skill renamed: it must be listed
    elif isinstance(skill, CustomSkill):
        if c.warband.format != "training":
            yield _house_rule(c, fighter, skill, key)
        return
    if skill.casefold() == "command" and fighter.rank == "boss":
        return
    if skill not in c.skills:
        yield c.finding(
            "1SS-SKILL-UNKNOWN",
            key,
            f"{fighter.name}'s skill '{skill}' is not a listed skill",
            c.skills.hint(skill, "skills"),
        )


def _house_rule(c: Context, fighter: Fighter, skill: CustomSkill, key) -> Finding:
    """A skill the rulebook does not list: a house rule, legal only where the warband says
    it plays with house rules (the book lets a skill be renamed, 002:565, not invented)."""
    if c.warband.house_rules:
        return c.finding(
            "1SS-SKILL-CUSTOM",
            key,
            f"{fighter.name}'s skill '{skill.name}' is a house rule, not a listed skill",
            "make sure every player agrees to it before the game",
            warn=True,
        )
    return c.finding(
        "1SS-SKILL-CUSTOM",
        key,
        f"{fighter.name}'s skill '{skill.name}' is not one the rulebook lists",
        "pick a listed skill (rename it with {name: ..., skill: <listed skill>}), or add "
        "'house_rules: true' if all players agree to it",
    )


def _unique_skills(c: Context) -> Iterator[Finding]:
    seen: dict[str, str] = {}
    for index, fighter in ranked(c.warband, "specialist"):
        for position, skill in enumerate(fighter.skills):
            name = skill_name(skill).casefold()
            if name in seen:
                yield c.finding(
                    "1SS-SKILL-UNIQUE",
                    ("fighters", index, "skills", position),
                    f"{fighter.name} has {skill_name(skill)}, like {seen[name]}",
                    "field each type of specialist once; the boss may repeat one",
                )
            seen.setdefault(name, fighter.name)


def _stats(c: Context) -> Iterator[Finding]:
    for index, fighter in enumerate(c.warband.fighters):
        die = RANK_DIE[fighter.rank]
        stat = fighter.stat
        if stat != int(stat) or not 1 <= stat <= die:
            yield c.finding(
                "1SS-STAT",
                ("fighters", index, "stat"),
                f"{fighter.name}'s stat {stat:g} is not a whole number from 1 to {die}"
                f" (a {fighter.rank} rolls a d{die})",
                f"set a stat from 1 to {die}",
            )


def _names(c: Context) -> Iterator[Finding]:
    seen: set[str] = set()
    for index, fighter in enumerate(c.warband.fighters):
        if fighter.name.casefold() in seen:
            yield c.finding(
                "1SS-NAME-UNIQUE",
                ("fighters", index, "name"),
                f"two fighters are called {fighter.name}",
                "give each fighter its own name (e.g. 'Frogger A', 'Frogger B')",
            )
        seen.add(fighter.name.casefold())


def _roles(c: Context) -> Iterator[Finding]:
    for index, fighter in enumerate(c.warband.fighters):
        if fighter.rank != "rookie" and (fighter.role is not None or fighter.minion):
            what = "role" if fighter.role is not None else "minion"
            yield c.finding(
                "1SS-ROLE-RANK",
                ("fighters", index, what),
                f"{fighter.name} is {a(fighter.rank)} with {a(what)}",
                f"remove '{what}', or make the fighter a rookie",
            )
        role = fighter.effective_role
        if role == "distraction" and fighter.stat < 3:
            yield c.finding(
                "1SS-DISTRACTION-STAT",
                ("fighters", index, "stat"),
                f"distraction {fighter.name} has stat {fighter.stat:g}",
                "raise the stat to 3 or more, or choose another role",
            )
        if role in ("meat-shield", "thug"):
            for position, item in enumerate(fighter.equipment):
                if item.kind in ("shooter", "heavy-shooter"):
                    yield c.finding(
                        "1SS-ROLE-NO-SHOOTER",
                        ("fighters", index, "equipment", position),
                        f"{fighter.name} is {a(role)} and may never shoot the {item.name}",
                        "remove the shooter, or choose another role",
                        warn=True,
                    )


FORMAT_SIZES = {"action": (1, 2, 2), "solitaire": (1, 3, 6)}


CAPPED_FORMATS = frozenset({"action"})
"""Formats whose sizes the rulebook gives as a limit ("restricted to"), not an exact count."""


def _format(c: Context) -> Iterator[Finding]:
    wanted = FORMAT_SIZES.get(c.warband.format)
    if wanted is None:
        return
    have = tuple(len(ranked(c.warband, rank)) for rank in ("boss", "specialist", "rookie"))
    if have == wanted:
        return
    # Action scenarios are "restricted to" 1/2/2: a cap, so a smaller team is only warned
    capped = c.warband.format in CAPPED_FORMATS
    under = all(h <= w for h, w in zip(have, wanted, strict=True))
    yield c.finding(
        f"1SS-FORMAT-{c.warband.format.upper()}",
        ("format",),
        f"{a(c.warband.format)} warband has {'at most ' if capped else ''}{wanted[0]} boss, "
        f"{wanted[1]} specialists and {wanted[2]} rookies; this one {have[0]}, {have[1]}, "
        f"{have[2]}",
        "a smaller team is legal but weaker"
        if capped and under
        else "change the fighters, or the format",
        warn=capped and under,
    )


CHECKS: tuple[Check, ...] = (
    _bosses, _ratio, _skills, _unique_skills, _stats, _names, _roles, equipment,
    skill_gear, minion_master, fire_teams, _format,
)  # fmt: skip
