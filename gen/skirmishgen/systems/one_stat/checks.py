"""The rules of building a 1 Stat Skirmish warband: pure functions from a roster to findings.

Every rule has a stable id (shown in every message) and a line of help that
says how the rulebook is read where it is ambiguous. In the training format
(the rulebook's preconfigured warbands) the creation rules are warnings only.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ... import errors
from ...checks import NameIndex
from ...errors import Finding, a
from ...loader import Document
from .models import (
    KIND_HANDS,
    RANK_DIE,
    WEAPON_KINDS,
    CustomSkill,
    Fighter,
    TableSize,
    Warband,
)

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


def check_warband(warband: Warband, document: Document, skill_ids: list[str]) -> list[Finding]:
    """Every rule finding for one warband, in file order."""
    context = Context(warband, document, NameIndex(skill_ids))
    findings = [finding for check in CHECKS for finding in check(context)]
    return sorted(findings, key=errors.position)


def _a(word: str) -> str:
    """``word`` with its indefinite article: an armor, a shield."""
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def _ranked(warband: Warband, rank: str) -> list[tuple[int, Fighter]]:
    return [(i, f) for i, f in enumerate(warband.fighters) if f.rank == rank]


def _bosses(c: Context) -> Iterator[Finding]:
    bosses = _ranked(c.warband, "boss")
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
    specialists = _ranked(c.warband, "specialist")
    rookies = len(_ranked(c.warband, "rookie"))
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


def _skill_name(skill: str | CustomSkill) -> str:
    """The skill as the rules know it: a renamed listed skill is the listed one."""
    if isinstance(skill, CustomSkill):
        return skill.skill or skill.name
    return skill


def _skills(c: Context) -> Iterator[Finding]:
    for index, fighter in enumerate(c.warband.fighters):
        listed = [s for s in fighter.skills if _skill_name(s).casefold() != "command"]
        key = ("fighters", index, "skills")
        if fighter.rank == "boss" and len(listed) != 1:
            yield c.finding(
                "1SS-BOSS-SKILLS",
                key if fighter.skills else ("fighters", index),
                f"boss {fighter.name} has {len(listed)} skills besides Command",
                "give the boss exactly one specialist skill, e.g. skills: [ranger]",
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
    for index, fighter in _ranked(c.warband, "specialist"):
        for position, skill in enumerate(fighter.skills):
            name = _skill_name(skill).casefold()
            if name in seen:
                yield c.finding(
                    "1SS-SKILL-UNIQUE",
                    ("fighters", index, "skills", position),
                    f"{fighter.name} has {_skill_name(skill)}, like {seen[name]}",
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


def _heavy_option(c: Context, key: tuple, item) -> Iterator[Finding]:
    """A heavy shooter should name its option; nothing else may."""
    if item.kind == "heavy-shooter" and item.option is None:
        yield c.finding(
            "1SS-HEAVY-OPTION",
            key,
            f"the heavy shooter {item.name} has no option; the rulebook has it decided "
            "before the game starts",
            "add 'option: area' or 'option: wound'",
            warn=True,
        )
    elif item.kind != "heavy-shooter" and item.option is not None:
        yield c.finding(
            "1SS-HEAVY-OPTION",
            (*key, "option"),
            f"{item.name} is {a(item.kind)}; only a heavy shooter has an option",
            "remove 'option:' or make it kind: heavy-shooter",
        )


def _crews(warband: Warband) -> set[str]:
    """The rookies who may carry a fire team's heavy shooter (002:525, 813): those a fire
    team lists, and those with the fire-team role who could form one (a specialist to
    command it, and a second rookie of the same stat, fire-team or allrounder: 002:509,
    525, 529)."""
    listed = {name.casefold() for team in warband.fire_teams for name in team.rookies}
    rookies = [f for f in warband.fighters if f.rank == "rookie"]
    leader = any(f.rank == "specialist" for f in warband.fighters)

    def could_crew(fighter: Fighter) -> bool:
        return leader and any(
            other is not fighter
            and other.stat == fighter.stat
            and other.effective_role in ("fire-team", "allrounder")
            for other in rookies
        )

    by_role = {
        f.name.casefold() for f in rookies if f.effective_role == "fire-team" and could_crew(f)
    }
    return listed | by_role


def _hands_used(fighter: Fighter, crews: set[str]) -> int:
    """Hands a fighter's own gear takes: a crew's heavy shooter is the team's, carried by
    its two rookies together, so it fills neither one's hands."""
    if fighter.rank != "rookie" or fighter.name.casefold() not in crews:
        return fighter.hands_used
    return sum(i.hands_used for i in fighter.equipment if i.kind != "heavy-shooter")


def _equipment(c: Context) -> Iterator[Finding]:
    crews = _crews(c.warband)
    for index, fighter in enumerate(c.warband.fighters):
        for position, item in enumerate(fighter.equipment):
            key = ("fighters", index, "equipment", position)
            allowed = KIND_HANDS[item.kind]
            if item.hands is not None and item.hands not in allowed:
                yield c.finding(
                    "1SS-EQUIP-HANDS",
                    (*key, "hands"),
                    f"{item.name} is {a(item.kind)} taking {item.hands} hands",
                    f"a {item.kind} takes {' or '.join(map(str, allowed))}",
                )
            yield from _heavy_option(c, key, item)
            crewed = fighter.name.casefold() in crews
            if item.kind == "heavy-shooter" and fighter.rank == "rookie" and not crewed:
                yield c.finding(
                    "1SS-ROOKIE-HEAVY",
                    key,
                    f"rookie {fighter.name} carries the heavy shooter {item.name} outside a "
                    "fire team",
                    "list the rookie in a fire team (fire_teams:), or give the heavy shooter "
                    "to a specialist or the boss",
                )
        if _hands_used(fighter, crews) > fighter.hand_limit:
            yield _too_many_hands(c, index, fighter, _hands_used(fighter, crews))


def _too_many_hands(c: Context, index: int, fighter: Fighter, used: int) -> Finding:
    """Gear over the hand limit. In the training format that is the rulebook's own warband
    as it fields it (John's quarterstaff and the longbow on his back): the message says so,
    and the hint what to drop to keep to the armory's rule anyway."""
    limit = fighter.hand_limit
    over = used - limit
    enough = [item.name for item in fighter.equipment if item.hands_used >= over]
    drop = f"drop the {' or the '.join(dict.fromkeys(enough))}" if enough else "drop items"
    if c.warband.format == "training":
        message = (
            f"{fighter.name}'s gear takes {used} hands, as the rulebook's own training "
            f"warband carries it; the armory allows {_a(fighter.rank)} {limit}"
        )
        hint = f"to keep to the armory's hands rule, {drop}"
    else:
        message = f"{fighter.name}'s gear takes {used} hands; {_a(fighter.rank)} has {limit}"
        hint = f"{drop} or carry lighter gear"
    return c.finding("1SS-HANDS", ("fighters", index, "equipment"), message, hint)


def _skill_gear(c: Context) -> Iterator[Finding]:
    for index, fighter in enumerate(c.warband.fighters):
        names = {_skill_name(s).casefold() for s in fighter.skills}
        for position, item in enumerate(fighter.equipment):
            key = ("fighters", index, "equipment", position)
            if "martial-artist" in names and item.kind in (*WEAPON_KINDS, "shield", "armor"):
                yield c.finding(
                    "1SS-MARTIAL-ARTIST",
                    key,
                    f"martial artist {fighter.name} carries {item.name}",
                    "remove it: a martial artist fights bare-handed",
                )
            if "berserker" in names and item.kind in ("shooter", "heavy-shooter"):
                yield c.finding(
                    "1SS-BERSERKER",
                    key,
                    f"berserker {fighter.name} carries the shooter {item.name}",
                    "a berserker takes melee weapons only",
                )


def _minion_master(c: Context) -> Iterator[Finding]:
    minions = sum(1 for f in c.warband.fighters if f.rank == "rookie" and f.minion)
    for index, fighter in enumerate(c.warband.fighters):
        for position, skill in enumerate(fighter.skills):
            if _skill_name(skill).casefold() == "minion-master" and minions < 2:
                yield c.finding(
                    "1SS-MINION-MASTER",
                    ("fighters", index, "skills", position),
                    f"minion master {fighter.name} has {minions} minion rookies",
                    "mark at least two rookies 'minion: true'",
                )


def _fire_teams(c: Context) -> Iterator[Finding]:
    by_name = {f.name.casefold(): f for f in c.warband.fighters}
    used: Counter[str] = Counter()
    for index, team in enumerate(c.warband.fire_teams):
        key = ("fire_teams", index)
        leader = by_name.get(team.leader.casefold())
        if leader is None or leader.rank != "specialist":
            problem = "is not in the warband" if leader is None else f"is {a(leader.rank)}"
            yield c.finding(
                "1SS-FIRE-TEAM-NAME",
                (*key, "leader"),
                f"fire team leader {team.leader} {problem}",
                "name a specialist of this warband",
            )
        rookies = []
        for position, name in enumerate(team.rookies):
            rookie = by_name.get(name.casefold())
            if rookie is None or rookie.rank != "rookie":
                problem = "is not in the warband" if rookie is None else f"is {a(rookie.rank)}"
                names = NameIndex(f.name for f in c.warband.fighters if f.rank == "rookie")
                yield c.finding(
                    "1SS-FIRE-TEAM-NAME",
                    (*key, "rookies", position),
                    f"fire team member {name} {problem}",
                    names.hint(name, "rookies"),
                )
            else:
                rookies.append(rookie)
        yield from _fire_team_shape(c, key, team, rookies)
        for name in dict.fromkeys([team.leader, *team.rookies]):
            used[name.casefold()] += 1
            if used[name.casefold()] == 2:
                yield c.finding(
                    "1SS-FIRE-TEAM",
                    key,
                    f"{name} is in two fire teams",
                    "each fighter joins one fire team at most",
                )


def _fire_team_shape(c: Context, key, team, rookies: list[Fighter]) -> Iterator[Finding]:
    if len(team.rookies) != 2:
        yield c.finding(
            "1SS-FIRE-TEAM",
            (*key, "rookies"),
            f"a fire team has two rookies, this one {len(team.rookies)}",
            "list exactly two rookies",
        )
        return
    if len(rookies) != 2:
        return
    first, second = rookies
    if first is second:
        yield c.finding(
            "1SS-FIRE-TEAM",
            (*key, "rookies"),
            f"{first.name} is named twice",
            "list two different rookies",
        )
        return
    roles = sorted(r.effective_role or "allrounder" for r in rookies)
    if "fire-team" not in roles or not set(roles) <= {"fire-team", "allrounder"}:
        yield c.finding(
            "1SS-FIRE-TEAM",
            (*key, "rookies"),
            f"{first.name} and {second.name} are {roles[0]} and {roles[1]}",
            "one rookie needs role fire-team, the other fire-team or allrounder",
        )
    if first.stat != second.stat:
        yield c.finding(
            "1SS-FIRE-TEAM",
            (*key, "rookies"),
            f"{first.name} (stat {first.stat:g}) and {second.name} (stat {second.stat:g}) differ",
            "fire team rookies have equal stats",
        )


FORMAT_SIZES = {"action": (1, 2, 2), "solitaire": (1, 3, 6)}


CAPPED_FORMATS = frozenset({"action"})
"""Formats whose sizes the rulebook gives as a limit ("restricted to"), not an exact count."""


def _format(c: Context) -> Iterator[Finding]:
    wanted = FORMAT_SIZES.get(c.warband.format)
    if wanted is None:
        return
    have = tuple(len(_ranked(c.warband, rank)) for rank in ("boss", "specialist", "rookie"))
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
    _bosses, _ratio, _skills, _unique_skills, _stats, _names, _roles, _equipment,
    _skill_gear, _minion_master, _fire_teams, _format,
)  # fmt: skip


def match_warbands(
    warbands: list[tuple[Warband, Document]], bands: list[TableSize]
) -> list[Finding]:
    """Checks between warbands that play each other, and the table size to play on."""
    findings: list[Finding] = []
    first, first_doc = warbands[0]
    first_rookies = len(_ranked(first, "rookie"))
    for warband, document in warbands[1:]:
        if warband.format != first.format:
            findings.append(
                Finding(
                    document.where(("format",)),
                    f"{warband.name} is {a(warband.format)} warband, {first.name} {first.format}",
                    "players use the same format",
                    "error",
                    "1SS-MATCH-FORMAT",
                )
            )
        rookies = len(_ranked(warband, "rookie"))
        if rookies != first_rookies:
            findings.append(
                Finding(
                    document.where(("fighters",)),
                    f"{warband.name} fields {rookies} rookies, {first.name} {first_rookies}",
                    "all players field the same number of rookies",
                    "error",
                    "1SS-MATCH-ROOKIES",
                )
            )
    findings.append(
        Finding(
            first_doc.where(("name",)),
            table_size([w for w, _ in warbands], bands),
            "",
            "info",
            "1SS-TABLE",
        )
    )
    return findings


def table_band(warbands: list[Warband], bands: list[TableSize]) -> TableSize:
    """The smallest of the rulebook's table sizes that holds the largest of ``warbands``."""
    rookies = max(len(_ranked(w, "rookie")) for w in warbands)
    specialists = max(len(_ranked(w, "specialist")) for w in warbands)
    return next(
        band
        for band in bands
        if (band.up_to_rookies is None or rookies <= band.up_to_rookies)
        and (band.up_to_specialists is None or specialists <= band.up_to_specialists)
    )


def table_size(warbands: list[Warband], bands: list[TableSize]) -> str:
    """The play area the rulebook recommends for these warbands (bands from rules.yaml),
    with the limits of that size and what the largest warband fields."""
    rookies = max(len(_ranked(w, "rookie")) for w in warbands)
    specialists = max(len(_ranked(w, "specialist")) for w in warbands)
    fields = f"{_count(rookies, 'rookie')} and {_count(specialists, 'specialist')}"
    formats = frozenset(w.format for w in warbands)
    fixed = {frozenset({"action"}): "2'x2'", frozenset({"solitaire"}): "3'x3'"}
    if formats in fixed:
        return f"recommended table: {fixed[formats]} (the {next(iter(formats))} format's)"
    band = table_band(warbands, bands)
    if band.up_to_rookies is None or band.up_to_specialists is None:
        return f"recommended table: {band.size} (the largest warband here has {fields})"
    smaller = bands[bands.index(band) - 1] if bands.index(band) else None
    between = (  # past the smaller band by rookies, short of the rookies this one names
        band.from_rookies is not None
        and rookies < band.from_rookies
        and (smaller is None or specialists <= (smaller.up_to_specialists or 0))
    )
    gap = "; the rulebook names no size for that, so we take the larger" if between else ""
    return (
        f"recommended table: {band.size} (the rulebook's size for {band.book} a side; the "
        f"largest warband here has {fields}{gap})"
    )


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'s' * (number != 1)}"
