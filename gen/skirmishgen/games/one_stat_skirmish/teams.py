"""The 1 Stat Skirmish checks of who fights together: a minion master's minions, and fire
teams (a specialist leading two rookies of equal stat)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from ...checks import NameIndex
from ...errors import Finding, a
from .checking import Context, skill_name
from .models import Fighter


def minion_master(c: Context) -> Iterator[Finding]:
    minions = sum(1 for f in c.warband.fighters if f.rank == "rookie" and f.minion)
    for index, fighter in enumerate(c.warband.fighters):
        for position, skill in enumerate(fighter.skills):
            if skill_name(skill).casefold() == "minion-master" and minions < 2:
                yield c.finding(
                    "1SS-MINION-MASTER",
                    ("fighters", index, "skills", position),
                    f"minion master {fighter.name} has {minions} minion rookies",
                    "mark at least two rookies 'minion: true'",
                )


def fire_teams(c: Context) -> Iterator[Finding]:
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
