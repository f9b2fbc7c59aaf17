"""1 Stat Skirmish's data for skirmishgen's roster contract tests: a legal warband, a legal
and an illegal case per rule id, the rules between warbands, schema problems, the example
warbands, what the sheet shows, and random warbands (``skirmishgen.contract`` says how the
tests use each). Imported by the tests only, through ``Rosters.contract``."""

from __future__ import annotations

from typing import Any

from ...contract import (
    At,
    Case,
    Match,
    RosterContract,
    Schema,
    edit,
    in_entry,
    junk,
    maybe,
    pick,
    system,
    without,
    words,
)
from .checks import RULES

KEY = "one-stat-skirmish"

BASE = """\
system: one-stat-skirmish
name: Robyn's merry men
format: standard
fighters:
  - name: Robyn
    rank: boss
    stat: 6
    skills: [ranger]
    equipment:
      - {name: Longbow, kind: shooter, hands: 2}
      - {name: Short sword, kind: melee, hands: 1}
  - name: Little John
    rank: specialist
    stat: 5
    skills: [tank]
    equipment:
      - {name: Quarterstaff, kind: melee, hands: 2}
  - name: Friar Tuck
    rank: specialist
    stat: 4
    skills: [healer]
    equipment:
      - {name: Cudgel, kind: melee, hands: 1}
      - {name: Leather jerkin, kind: armor}
  - name: Rabbit with axe
    rank: rookie
    stat: 4
    role: fighter
    equipment:
      - {name: Axe, kind: melee, hands: 1}
      - {name: Shield, kind: shield}
  - name: Rabbit with crossbow
    rank: rookie
    stat: 3
    role: gunner
    equipment:
      - {name: Crossbow, kind: shooter, hands: 2}
  - name: Will
    rank: rookie
    stat: 3
    role: distraction
    equipment:
      - {name: Dagger, kind: melee, hands: 1}
  - name: Much
    rank: rookie
    stat: 2
    equipment:
      - {name: Sling, kind: shooter, hands: 1}
"""


def to_format(text: str, format_: str) -> str:
    """``text`` (a warband in the standard format) in format ``format_``."""
    return edit(text, "format: standard\n", f"format: {format_}\n")


EXTRA_SPECIALIST = """\
  - name: Alan-a-Dale
    rank: specialist
    stat: 3
    skills: [influencer]
"""


def rookie(name: str, stat: int = 3, role: str = "allrounder") -> str:
    return f"  - name: {name}\n    rank: rookie\n    stat: {stat}\n    role: {role}\n"


FIRE_BASE = (
    in_entry(
        in_entry(BASE, "Will", "role: distraction", "role: fire-team"),
        "Much",
        "stat: 2",
        "stat: 3",
    )
    + "fire_teams:\n  - {leader: Little John, rookies: [Will, Much], weapon: Heavy cannon}\n"
)
"""Little John leads Will (fire-team) and Much (allrounder), both of stat 3."""
ACTION = without(without(BASE, "Will"), "Much")
"""1 boss, 2 specialists, 2 rookies."""
SOLITAIRE = BASE + EXTRA_SPECIALIST + rookie("Rabbit A") + rookie("Rabbit B")
"""1 boss, 3 specialists, 6 rookies."""
CUSTOM = "[{name: Charge, text: Runs at the nearest foe and strikes.}]"


def _one_stat_cases() -> tuple[Case, ...]:
    b = BASE

    def case(rule: str, illegal: str, at: At, legal: str = b, **extra: Any) -> Case:
        return Case(rule, illegal, at, legal, **extra)

    cannon = "{name: Light cannon, kind: heavy-shooter, option: area}"
    berserker = in_entry(b, "Robyn", "[ranger]", "[berserker]")
    martial = in_entry(b, "Little John", "[tank]", "[martial-artist]")
    minion_master = in_entry(b, "Friar Tuck", "[healer]", "[minion-master]")
    minions = minion_master
    for name, stat in (("Will", "3"), ("Much", "2")):
        minions = in_entry(minions, name, f"stat: {stat}\n", f"stat: {stat}\n    minion: true\n")
    return (
        case(
            "1SS-BOSS",
            in_entry(b, "Friar Tuck", "rank: specialist", "rank: boss"),
            ("Friar Tuck", "rank: ^boss"),
            message="Friar Tuck is a second boss",
        ),
        case(  # 3 specialists, 4 rookies: the third is one too many
            "1SS-SPEC-RATIO",
            b + EXTRA_SPECIALIST,
            ("Alan-a-Dale", "rank: ^specialist"),
            message="specialist 3 of 3, but 4 rookies allow 2",
        ),
        case(
            "1SS-SKILL-UNIQUE",
            in_entry(b, "Friar Tuck", "[healer]", "[tank]"),
            ("Friar Tuck", "skills: [^tank]"),
            legal=in_entry(b, "Robyn", "[ranger]", "[tank]"),  # the boss may repeat one
        ),
        case(
            "1SS-SKILL-UNKNOWN",
            in_entry(b, "Little John", "[tank]", "[tnak]"),
            ("Little John", "skills: [^tnak]"),
            hint="did you mean 'tank'?",
        ),
        case(  # invented, not renamed (002:565 allows renaming a listed skill)
            "1SS-SKILL-CUSTOM",
            in_entry(b, "Little John", "[tank]", CUSTOM),
            ("Little John", "skills: [^{name: Charge"),
            legal=in_entry(b, "Little John", "[tank]", "[{name: Bulwark, skill: Tank}]"),
            message="'Charge' is not one the rulebook lists",
        ),
        case(
            "1SS-BOSS-SKILLS",
            in_entry(b, "Robyn", "[ranger]", "[ranger, sniper]"),
            ("Robyn", "skills: ^[ranger, sniper]"),
            legal=in_entry(b, "Robyn", "[ranger]", "[command, ranger]"),  # Command may be listed
        ),
        case(
            "1SS-SPEC-SKILLS",
            in_entry(b, "Little John", "[tank]", "[tank, veteran]"),
            ("Little John", "skills: ^[tank, veteran]"),
        ),
        case(
            "1SS-ROOKIE-SKILLS",
            in_entry(b, "Much", "stat: 2\n", "stat: 2\n    skills: [brawler]\n"),
            ("Much", "skills: ^[brawler]"),
        ),
        case(
            "1SS-ROLE-RANK",
            in_entry(b, "Little John", "stat: 5\n", "stat: 5\n    role: fighter\n"),
            ("Little John", "role: ^fighter"),
        ),
        case(
            "1SS-STAT",
            in_entry(b, "Much", "stat: 2", "stat: 7"),
            ("Much", "stat: ^7"),
            legal=in_entry(b, "Much", "stat: 2", "stat: 6"),
            hint="set a stat from 1 to 6",
        ),
        case(  # names compare without case
            "1SS-NAME-UNIQUE",
            in_entry(b, "Much", "name: Much", "name: will"),
            "- name: ^will",
        ),
        case(
            "1SS-EQUIP-HANDS",
            in_entry(b, "Friar Tuck", "kind: armor}", "kind: armor, hands: 1}"),
            ("Friar Tuck", "kind: armor, hands: ^1}"),
        ),
        case(
            "1SS-HANDS",
            in_entry(
                b,
                "Rabbit with axe",
                "      - {name: Axe",
                "      - {name: Spear, kind: melee, hands: 1}\n      - {name: Axe",
            ),
            ("Rabbit with axe", "^- {name: Spear"),
            legal=in_entry(  # a specialist may use three hands
                b,
                "Little John",
                "hands: 2}\n",
                "hands: 2}\n      - {name: Buckler, kind: shield}\n",
            ),
        ),
        case(
            "1SS-ROOKIE-HEAVY",
            in_entry(
                b, "Rabbit with crossbow", "{name: Crossbow, kind: shooter, hands: 2}", cannon
            ),
            ("Rabbit with crossbow", "{name: Light cannon"),
            legal=in_entry(b, "Little John", "{name: Quarterstaff, kind: melee, hands: 2}", cannon),
            also=("1SS-HANDS",),  # three hands: more than a rookie has
        ),
        case(  # the seed: the option "has to be decided before the game starts"
            "1SS-HEAVY-OPTION",
            in_entry(
                b,
                "Little John",
                "{name: Quarterstaff, kind: melee, hands: 2}",
                "{name: Light cannon, kind: heavy-shooter}",
            ),
            ("Little John", "{name: Light cannon"),
            legal=in_entry(b, "Little John", "{name: Quarterstaff, kind: melee, hands: 2}", cannon),
            severity="warning",
            message="has no option",
        ),
        case(
            "1SS-MARTIAL-ARTIST",
            martial,
            ("Little John", "{name: Quarterstaff"),
            legal=in_entry(
                martial,
                "Little John",
                "Quarterstaff, kind: melee, hands: 2",
                "Chi orb, kind: magic-device",
            ),
        ),
        case(
            "1SS-BERSERKER",
            berserker,
            ("Robyn", "{name: Longbow"),
            legal=in_entry(  # melee, shield and armor are fine
                in_entry(
                    berserker,
                    "Robyn",
                    "Longbow, kind: shooter, hands: 2}",
                    "Buckler, kind: shield}",
                ),
                "Robyn",
                "hands: 1}\n",
                "hands: 1}\n      - {name: Mail, kind: armor}\n",
            ),
        ),
        case(
            "1SS-ROLE-NO-SHOOTER",
            in_entry(b, "Rabbit with crossbow", "role: gunner", "role: thug"),
            ("Rabbit with crossbow", "{name: Crossbow"),
            legal=in_entry(b, "Rabbit with axe", "role: fighter", "role: meat-shield"),
            severity="warning",  # 002:549, 557 bar the shot, not the gear
            message="may never shoot the Crossbow",
        ),
        case(  # the base has Will at 3, the least a distraction may have
            "1SS-DISTRACTION-STAT",
            in_entry(b, "Will", "stat: 3", "stat: 2"),
            ("Will", "stat: ^2"),
        ),
        case(
            "1SS-MINION-MASTER",
            minion_master,
            ("Friar Tuck", "skills: [^minion-master]"),
            legal=minions,
        ),
        case(  # unequal stats
            "1SS-FIRE-TEAM",
            in_entry(FIRE_BASE, "Much", "stat: 3", "stat: 2"),
            "rookies: ^[Will, Much]",
            legal=FIRE_BASE,
        ),
        case(
            "1SS-FIRE-TEAM-NAME",
            edit(FIRE_BASE, "[Will, Much]", "[Will, Mutch]"),
            "[Will, ^Mutch]",
            legal=FIRE_BASE,
            hint="did you mean 'Much'?",
        ),
        case(
            "1SS-FORMAT-ACTION",
            to_format(b, "action"),
            "format: ^action",
            legal=to_format(ACTION, "action"),
        ),
        case(
            "1SS-FORMAT-SOLITAIRE",
            to_format(b, "solitaire"),
            "format: ^solitaire",
            legal=to_format(SOLITAIRE, "solitaire"),
        ),
    )


def _one_stat_schema() -> tuple[Schema, ...]:
    b = BASE
    wrong_types = [
        ("Much", "stat: 2", "stat: two", "stat: ^two", "should be a number"),
        ("Much", "stat: 2", "stat: '2'", "stat: ^'2'", "should be a number"),
        ("Much", "stat: 2", "stat: true", "stat: ^true", "should be a number"),
        ("Little John", "skills: [tank]", "skills: tank", "skills: ^tank", "should be a list"),
        ("Little John", "hands: 2}", "hands: two}", "hands: ^two}", "should be a whole number"),
        ("Rabbit with axe", "role: fighter", "role: [fighter]", "role: ^[fighter]", "'thug'"),
    ]
    return (
        Schema(
            "unknown key",
            in_entry(b, "Little John", "skills: [tank]", "skill: [tank]"),
            ("Little John", "^skill:"),
            "unknown key; did you mean 'skills'?",
        ),
        Schema(
            "missing key",
            in_entry(b, "Robyn", "    rank: boss\n", ""),
            "- ^name: Robyn",
            "fighters[0].rank: required key is missing",
        ),
        *(
            Schema("wrong type", in_entry(b, name, old, new), (name, needle), says)
            for name, old, new, needle, says in wrong_types
        ),
        Schema(
            "bad value",
            in_entry(b, "Little John", "rank: specialist", "rank: captain"),
            ("Little John", "rank: ^captain"),
            "fighters[1].rank: should be 'boss', 'specialist' or 'rookie'",
        ),
        Schema(
            "bad value",
            in_entry(b, "Little John", "kind: melee", "kind: laser"),
            ("Little John", "kind: ^laser"),
            "fighters[1].equipment[0].kind: should be 'melee'",
        ),
        Schema(
            "bad value",
            b[: b.index("fighters:")] + "fighters: []\n",
            "fighters: ^[]",
            "fighters: should not be empty",
        ),
    )


def _one_stat_rosters(broken: bool) -> Any:
    """Warbands: well-formed (for the rule checks) or with junk, typos and wrong types."""
    from hypothesis import strategies as st

    skills = ["ranger", "tank", "healer", "berserker", "martial-artist", "minion-master", "command"]
    fighter_names = ["Robyn", "Much", "Will", "Gryll", "Frogger A", "Frogger B", "much"]
    roles = ["allrounder", "distraction", "fighter", "fire-team", "gunner", "meat-shield", "thug"]
    kinds = ["melee", "shooter", "heavy-shooter", "shield", "magic-device", "armor"]
    some = maybe(broken)
    names = st.one_of(st.sampled_from(fighter_names), st.text(max_size=25) if broken else words())
    equipment = st.fixed_dictionaries(
        {"name": some(names), "kind": some(pick(broken, kinds, "laser"))},
        optional={"hands": some(st.integers(-1, 4) if broken else st.integers(0, 3))},
    )
    skill = st.one_of(
        st.sampled_from([*skills, "tnak", "Ranger"]),
        st.fixed_dictionaries({"name": some(names), "text": some(words())}),
    )
    fighter = st.fixed_dictionaries(
        {
            "name": some(names),
            "rank": some(pick(broken, ["boss", "specialist", "rookie", "rookie"], "captain")),
            # finite, float-sized stats: .inf, .nan and huge numbers are the contract's own cases
            "stat": some(st.one_of(st.integers(-2, 12), st.floats(-1, 11, allow_nan=False))),
        },
        optional={
            "skills": some(st.lists(skill, max_size=3)),
            "role": some(pick(broken, roles, "sniper")),
            "minion": some(st.booleans()),
            "image": some(words()),
            "equipment": some(st.lists(equipment, max_size=4)),
        },
    )
    fire_team = st.fixed_dictionaries(
        {"leader": some(names), "rookies": some(st.lists(names, min_size=1, max_size=4))},
        optional={"weapon": some(names)},
    )
    return st.fixed_dictionaries(
        {
            "system": system(KEY, broken, "skirmish"),
            "name": some(names),
            "fighters": some(st.lists(fighter, min_size=1, max_size=10)),
        },
        optional={
            "format": some(pick(broken, ["standard", "action", "solitaire", "training"], "league")),
            "fire_teams": some(st.lists(fire_team, max_size=3)),
            **({"notes": junk()} if broken else {}),
        },
    )


CONTRACT = RosterContract(
    key=KEY,
    rules=RULES,
    file="warband.yaml",
    base=BASE,
    member="fighter",
    members=(
        "Robyn",
        "Little John",
        "Friar Tuck",
        "Rabbit with axe",
        "Rabbit with crossbow",
        "Will",
        "Much",
    ),
    sheet="warband-roster.pdf",
    cases=_one_stat_cases(),
    matches=(
        Match(
            "1SS-MATCH-FORMAT",
            to_format(BASE, "training"),
            "format: ^training",
            says=("is a training warband", "standard"),
            also=("1SS-TABLE",),
        ),
        Match(
            "1SS-MATCH-ROOKIES",
            BASE + rookie("Gisborne's spy"),
            "fighters:\n  ^- name: Robyn",
            says=("fields 5 rookies", "4"),
            also=("1SS-TABLE",),
        ),
        Match(  # said of the first warband, whatever the others
            "1SS-TABLE",
            BASE,
            "name: ^Robyn's merry men",
            severity="info",
            side=0,
            says=("recommended table: 2'x2'",),
        ),
    ),
    schema=_one_stat_schema(),
    number=("Much", "stat", "2"),
    examples={
        "cpt-fawkes-ragtags-training.yaml": (),
        "cpt-fawkes-ragtags-treasure-hunt.yaml": (),
        # John's two-handed quarterstaff and longbow: 4 hands of 3, relaxed in training
        "robyns-merry-men-training.yaml": ("1SS-HANDS",),
        "robyns-merry-men-treasure-hunt.yaml": ("1SS-HANDS",),
    },
    blank=lambda: ("BLANK ROSTER",),
    cli_error="1SS-STAT",
    strategy=_one_stat_rosters,
)
