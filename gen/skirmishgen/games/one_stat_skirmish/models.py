"""Content models of 1 Stat Skirmish: a warband roster, and the rules reference (rules.yaml).

The schema only describes shapes: a roster that is well-formed but breaks a
game rule (too many specialists, a stat above its die...) is the business of
``checks.py``, which reports it with a rule id and exit status 1.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, StringConstraints, model_validator

from ...models import Name, Strict, Term, Text, file_field

Rank = Annotated[Literal["boss", "specialist", "rookie"], Term]
Role = Annotated[
    Literal["allrounder", "distraction", "fighter", "fire-team", "gunner", "meat-shield", "thug"],
    Term,
]
Kind = Annotated[
    Literal["melee", "shooter", "heavy-shooter", "shield", "magic-device", "armor"], Term
]
Format = Annotated[Literal["standard", "action", "solitaire", "training"], Term]
HeavyOption = Annotated[Literal["area", "wound"], Term]
"""A heavy shooter's option, chosen before the game: area or wound."""

RANK_DIE: dict[str, int] = {"rookie": 6, "specialist": 8, "boss": 10}
#: The hands each kind of equipment may take; the first is the default when none is given.
KIND_HANDS: dict[str, tuple[int, ...]] = {
    "melee": (1, 2),
    "shooter": (1, 2),
    "heavy-shooter": (3,),
    "shield": (1,),
    "magic-device": (1,),
    "armor": (0,),
}
WEAPON_KINDS = ("melee", "shooter", "heavy-shooter")


def follows_kind(choices: dict[str, list[Any]]) -> dict[str, Any]:
    """Schema words for a field whose choices depend on the item's kind: a builder offers
    only those (none: the field does not apply) and drops a value the new kind cannot take."""
    return {"x-follows": {"field": "kind", "choices": choices}}


SkillId = Annotated[str, Term, StringConstraints(strip_whitespace=True, min_length=1)]


class CustomSkill(Strict):
    """A skill under the warband's own name: a listed skill renamed (``skill:`` names it,
    as the rulebook allows: "Mage" for Force User), or one the rulebook does not list, with
    its own ``text`` (a house rule: fine in training, elsewhere only with ``house_rules``)."""

    model_config = Strict.model_config | ConfigDict(
        title="own skill",
        # as _listed_or_described: without the skill it renames (absent or null), its text
        json_schema_extra={
            "if": {"properties": {"skill": {"type": "null"}}},
            "then": {"required": ["text"], "properties": {"text": {"type": "string"}}},
        },
    )
    name: Name
    skill: SkillId | None = None
    """The listed skill this one is, under another name."""
    text: Text | None = None
    """What an invented skill does (a renamed one has its listed text)."""

    @model_validator(mode="after")
    def _listed_or_described(self) -> CustomSkill:
        if self.skill is None and self.text is None:
            raise ValueError(
                "a skill of your own needs 'skill:' (the listed skill it renames) or 'text:'"
            )
        return self


def listed_skill(skill: str | CustomSkill) -> str | None:
    """The listed skill's id a fighter's skill is (renamed or not); None for one the
    rulebook does not list."""
    return skill.skill if isinstance(skill, CustomSkill) else skill


def invented(skill: str | CustomSkill) -> CustomSkill | None:
    """The skill when it is a house rule of the warband's own (with its text), else None."""
    return skill if isinstance(skill, CustomSkill) and skill.skill is None else None


def option_name(equipment: str, option: str) -> str:
    """A heavy shooter's option as every product prints it: ``Heavy shooter, area option``."""
    return f"{equipment}, {option} option"


class Equipment(Strict):
    name: Name
    kind: Kind
    hands: Annotated[int, Field(ge=0, le=3)] | None = Field(
        None, json_schema_extra=follows_kind({k: list(v) for k, v in KIND_HANDS.items()})
    )
    """The hands it takes; none given: its kind's usual (the first of ``KIND_HANDS``)."""
    option: HeavyOption | None = Field(
        None, json_schema_extra=follows_kind({"heavy-shooter": ["area", "wound"]})
    )
    """A heavy shooter's option (area or wound), decided before the game starts."""

    @property
    def hands_used(self) -> int:
        return KIND_HANDS[self.kind][0] if self.hands is None else self.hands

    def shooter_class(self, rank: str) -> str | None:
        """light, medium or heavy for shooters (derived, never written), else None."""
        if self.kind == "heavy-shooter":
            return "heavy"
        if self.kind != "shooter":
            return None
        return "light" if rank == "rookie" or self.hands_used == 1 else "medium"


MOST_FIGHTERS = 500
"""Fighters a warband lists (a roster sheet of 2,000 took 20 s to print)."""
MOST_CARRIED = 2_000
"""Items and skills of a whole warband (100 fighters of 100 heavy shooters ran a minute)."""
MOST_A_FIGHTER = 400
"""Skills, or items, a fighter may list: the rules give one or two skills and a few items;
400 is room for any house rule, and bounds what one sheet is asked to print (3,000
custom skills took a minute to refuse as too many pages)."""


class Fighter(Strict):
    name: Name
    rank: Annotated[Rank, Field(examples=["rookie"])]
    stat: Annotated[float, Field(ge=-99, le=99, allow_inf_nan=False)]
    skills: Annotated[
        list[SkillId | CustomSkill],
        Field(max_length=MOST_A_FIGHTER),
    ] = Field(default_factory=list)
    role: Role | None = None
    minion: bool = False
    image: Annotated[str, StringConstraints(min_length=1, max_length=300)] | None = file_field(
        "a picture for the fighter's standee, beside the roster file"
    )
    equipment: Annotated[list[Equipment], Field(max_length=MOST_A_FIGHTER)] = Field(
        default_factory=list
    )

    @property
    def die(self) -> int:
        return RANK_DIE[self.rank]

    @property
    def hands_used(self) -> int:
        return sum(item.hands_used for item in self.equipment)

    @property
    def hand_limit(self) -> int:
        """Hands a fighter's gear may fill: a rookie has two, specialists and bosses three."""
        return 2 if self.rank == "rookie" else 3

    @property
    def effective_role(self) -> str | None:
        return (self.role or "allrounder") if self.rank == "rookie" else self.role


class FireTeam(Strict):
    leader: Name
    rookies: Annotated[list[Name], Field(min_length=1, max_length=4)]
    weapon: Name | None = None


class Warband(Strict):
    """A roster file for ``system: one-stat-skirmish``."""

    system: Literal["one-stat-skirmish"]
    name: Name
    format: Format = "standard"
    mission: Name | None = None
    """The scenario this warband is fielded for (e.g. Treasure Hunt); printed in the title."""
    stand_ins: bool = False
    """The warband is one the rulebook fields, with stats and skills of our choosing (its
    roster pages are pictures): the roster sheet and the standees say so."""
    house_rules: bool = False
    """The players agree to house rules: skills the rulebook does not list are then
    allowed (with a warning) outside the training format."""
    fighters: Annotated[list[Fighter], Field(min_length=1, max_length=MOST_FIGHTERS)]
    fire_teams: Annotated[list[FireTeam], Field(max_length=MOST_FIGHTERS // 3)] = Field(
        default_factory=list
    )

    @model_validator(mode="after")
    def _bounded_gear(self) -> Warband:
        carried = sum(len(f.equipment) + len(f.skills) for f in self.fighters)
        if carried > MOST_CARRIED:
            raise ValueError(
                f"the fighters carry {carried:,} items and skills in all, more than the "
                f"{MOST_CARRIED:,} a roster sheet prints; split the warband"
            )
        return self


# ------------------------------------------------------------------ rules reference


class RankInfo(Strict):
    id: Rank
    die: int
    text: Text
    effect: Text
    """What the rank does in play (wounds, hands), for a sheet of a warband already built."""


class SkillInfo(Strict):
    id: Name
    name: Name | None = None
    kind: Literal["active", "passive"]
    text: Text


class NamedText(Strict):
    id: Name
    name: Name
    text: Text


class ArmoryEntry(NamedText):
    """A combination of gear; ``hands`` when it fills a hand limit: 2 any fighter, 3
    specialists and bosses only (the text then leaves the limit out)."""

    hands: Literal[2, 3] | None = None

    @property
    def limit(self) -> str:
        return ARMORY_LIMITS[self.hands] if self.hands else ""


ARMORY_LIMITS = {
    2: "within two hands: any fighter",
    3: "needs three hands: specialists and bosses only",
}


class EquipmentInfo(NamedText):
    hands: Name
    options: dict[HeavyOption, Text] = Field(default_factory=dict)
    """What each option does, for gear that chooses one before the game (heavy shooters)."""
    common: Text | None = None
    """The rule without the options, for a sheet that prints the option chosen after it."""


class RangeBand(Strict):
    from_: int = Field(alias="from")
    to: int


class ShooterDice(Strict):
    class_: str = Field(alias="class")
    short: Name
    normal: Name
    long: Name


class Ranges(Strict):
    short: RangeBand
    normal: RangeBand
    long: RangeBand
    shooters: list[ShooterDice]
    note: Text


class TableSize(Strict):
    up_to_rookies: int | None
    up_to_specialists: int | None
    size: Name
    book: Name
    """The band as the rulebook words it (``6-8 rookies / 3-4 specialists``)."""
    from_rookies: int | None = None
    """The fewest rookies the rulebook names for this band, where it leaves a gap below."""


class RulesReference(Strict):
    """content/one-stat-skirmish/rules.yaml: the reference printed on rosters and cheat sheets."""

    game: Literal["one-stat-skirmish"]
    ranks: list[RankInfo]
    command: SkillInfo
    skills: list[SkillInfo]
    roles: list[NamedText]
    equipment: list[EquipmentInfo]
    armory: list[ArmoryEntry]
    ranges: Ranges
    table_sizes: list[TableSize]
    formats: list[NamedText]
    training_missions: list[NamedText]
    """The training format's own missions (the Training mission's goal, the training
    Treasure Hunt): a training warband's cheat sheet prints its mission from here."""
    play: list[NamedText]
    """What players look up mid-game (the cheat sheet's first column): turn, attacks,
    defence, cover, wounds, movement, heavy shooters, scenarios."""
