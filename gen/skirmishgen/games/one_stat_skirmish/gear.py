"""The 1 Stat Skirmish checks of a warband's gear: hands per item and per fighter, heavy
shooters and their fire-team crews, and the gear a skill forbids."""

from __future__ import annotations

from collections.abc import Iterator

from ...errors import Finding, a
from .checking import Context, skill_name
from .models import KIND_HANDS, WEAPON_KINDS, Fighter, Warband


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


def equipment(c: Context) -> Iterator[Finding]:
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
            f"warband carries it; the armory allows {a(fighter.rank)} {limit}"
        )
        hint = f"to keep to the armory's hands rule, {drop}"
    else:
        message = f"{fighter.name}'s gear takes {used} hands; {a(fighter.rank)} has {limit}"
        hint = f"{drop} or carry lighter gear"
    return c.finding("1SS-HANDS", ("fighters", index, "equipment"), message, hint)


def skill_gear(c: Context) -> Iterator[Finding]:
    for index, fighter in enumerate(c.warband.fighters):
        names = {skill_name(s).casefold() for s in fighter.skills}
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
