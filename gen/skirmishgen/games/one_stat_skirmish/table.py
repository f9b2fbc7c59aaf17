"""1 Stat Skirmish's table for a virtual tabletop: each warband's standees on its side, the
Controller's Demon, the three forests and the house's footprint, the 20-step tape, and the
kit's tokens, every piece at the size the kit prints it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from types import SimpleNamespace

from ...press import fonts, style
from ...press.paper import MM, PAPERS, Size
from ...press.pen import INCH, Pen
from ...press.rulers import ruler
from ...press.table import Area, Dice, Face, Flat, On, Piece, Standing, Table
from ...press.tablefloor import field_ground, label_size
from ...press.tableplan import Picture
from ...press.tokens import Token, draw_token
from .about import CREDITS
from .kit import BANDS, MARKER, PHASE_LEAD, TAPE_STEPS, TAPE_WIDTH, _card, _tracker, turn_boxes
from .models import CustomSkill, Fighter, Warband, listed_skill
from .reference import reference
from .solitaire import OPFOR, STAND_IN
from .standee import BAND, BASE, SIZES, Standee, draw_standee
from .standees import demon, standee_of, warband_word
from .terrain import FOREST, FORESTS, HOUSE, _footprint, _forest
from .tokens import families


def _standee(item: Standee, key: str, size: str = "small", more: str = "") -> Standing:
    """The standee's two faces, each its panel above the base: the front as printed, the
    back turned upright (the strip prints it upside down, to fold over)."""
    width, art = SIZES[size]
    panel = art + BAND
    face = Size(width, panel)

    def front(pen: Pen) -> None:
        draw_standee(pen, item, 0.0, -BASE, width, art)

    def back(pen: Pen) -> None:
        pen.canvas.translate(width * MM, panel * MM)
        pen.canvas.rotate(180)
        draw_standee(pen, item, 0.0, -BASE - panel, width, art)

    return Standing(
        item.name,
        f"{item.rank.capitalize()}, stat {item.stat}.{more}",
        Face(f"{key}-front", face, front),
        Face(f"{key}-back", face, back),
    )


def _item(item, rank: str) -> str:
    """``Rifle (medium shooter: to long range)``, ``Axe (melee)``, ``Shield``."""
    kind = item.kind.replace("-", " ")
    shooter = item.shooter_class(rank)
    if shooter in REACHES:
        kind = f"{shooter} shooter: to {REACHES[shooter]} range"
    return item.name if item.name.lower() == kind else f"{item.name} ({kind})"


REACHES = {"light": "normal", "medium": "long"}
"""The range band a shooter of each class reaches (the rules' shooters table)."""


def _gear_rules(fighter: Fighter) -> list[str]:
    """What carried gear does beyond reach: a shield's, a heavy shooter's (its option's), a
    magic device's; a two-handed melee weapon's extra hit; a pair of melee weapons'."""
    kinds = {info.id: info for info in reference().equipment}
    rules = []
    melee = [item for item in fighter.equipment if item.kind == "melee"]
    for item in fighter.equipment:
        info = kinds.get(item.kind)
        if info is None or item.kind in ("melee", "shooter", "armor"):
            continue
        text = info.options.get(item.option, info.text) if item.option else info.text
        if item.option and info.common:
            text = f"{info.common} {text}"
        rules.append(f"{info.name}: {text}")
    armory = {entry.id: entry.text for entry in reference().armory}
    if any(item.hands_used == 2 for item in melee) and "two-handed-melee" in armory:
        rules.append(f"Two-handed melee weapon: {armory['two-handed-melee']}")
    if sum(item.hands_used == 1 for item in melee) >= 2 and "two-melee" in armory:
        rules.append(f"Two melee weapons: {armory['two-melee']}")
    return rules


def _skill(skill: str | CustomSkill) -> str:
    """``Sniper (passive skill): its rule``: the skill as its roster names it, with the
    rule."""
    listed = {info.id: info for info in reference().skills}
    info = listed.get(listed_skill(skill) or "")
    own = skill.name if isinstance(skill, CustomSkill) else None
    name = own or (info.name if info else None) or (info.id.capitalize() if info else str(skill))
    text = skill.text if isinstance(skill, CustomSkill) and skill.text else None
    if info is not None:
        return f"{name} ({info.kind} skill): {text or info.text}"
    return f"{name} (skill): {text}" if text else f"{name} (skill)."


def _kit(fighter: Fighter, stand_ins: bool = False) -> str:
    """What the roster gives the fighter: each skill with its rule, its equipment (a
    shooter with its class and reach); and where the rulebook's roster is a picture, that
    its stat and skills are our stand-ins."""
    said = [f" {_skill(skill)}" for skill in fighter.skills]
    gear = [_item(item, fighter.rank) for item in fighter.equipment]
    if gear:
        said.append(f" Equipment: {', '.join(gear)}.")
    said += [f" {rule}" for rule in dict.fromkeys(_gear_rules(fighter))]
    if stand_ins:
        said.append(" Its stat and skills are our stand-ins: the rulebook's rosters are pictures.")
    return "".join(said)


def _warband(warband: Warband, index: int) -> Area:
    team = style.team(index)
    word = warband_word(warband.name, team)
    pieces = tuple(
        _standee(
            standee_of(fighter, team, word, None),
            f"standee-{index + 1}-{number + 1}",
            more=_kit(fighter, warband.stand_ins),
        )
        for number, fighter in enumerate(warband.fighters)
    )
    return Area(warband.name, pieces, side=1 + index % 2)


def _forest_face(pen: Pen, number: int) -> None:
    width, height = FOREST
    _forest(pen, 0.0, 0.0, width, height, number)


def _token_face(pen: Pen, token: Token, side: float) -> None:
    draw_token(pen, 0.0, 0.0, side, token)


def _terrain() -> list[Piece]:
    width, height = FOREST
    forests: list[Piece] = [
        Flat(
            f"Forest {number + 1}",
            "Forest area: a fighter inside is in cover.",
            Face(
                f"forest-{number + 1}",
                Size(width, height),
                partial(_forest_face, number=number),
            ),
            cut_out=True,
        )
        for number in range(FORESTS)
    ]
    length, depth = HOUSE
    house = Flat(
        "House",
        "The house's footprint: see through no, accessible yes, cover inside only.",
        Face("house", Size(depth, length), lambda pen: _footprint(pen, 0.0, 0.0)),
    )
    return [*forests, house]


def _tape() -> Flat:
    size = Size(TAPE_STEPS * INCH, TAPE_WIDTH)

    def draw(pen: Pen) -> None:
        ruler(
            pen, TAPE_WIDTH, TAPE_STEPS, TAPE_STEPS, bands=BANDS,
            marks=(5, 10, 15, 20), height=TAPE_WIDTH, x=0.0, tab=0.0, tick=0.4,
        )  # fmt: skip

    return Flat(
        "Measuring tape",
        "20 steps, 1 step = 1 inch: short range to 5, normal to 10, long to 15.",
        Face("tape", size, draw),
    )


START_REACH = 5.0
"""Inches from its corner that a warband starts within."""


def field_side(warbands: Sequence[Warband]) -> float:
    """The battlefield's side, inches, as the rules recommend for the larger warband: 2' for
    up to 4 rookies and 2 specialists, 3' for up to 8 rookies and 4 specialists (a warband
    between the two, 5 rookies or so, takes the 3': our reading), 4' for more."""
    counts = [
        (
            sum(f.rank == "rookie" for f in w.fighters),
            sum(f.rank == "specialist" for f in w.fighters),
        )
        for w in warbands
    ] or [(0, 0)]
    rookies, specialists = max(c[0] for c in counts), max(c[1] for c in counts)
    if rookies <= 4 and specialists <= 2:
        return 24.0
    return 36.0 if rookies <= 8 and specialists <= 4 else 48.0


def _field(side: float) -> Flat:
    """The battlefield, its two starting corners (the first warband's at the near left,
    the second's at the far right), locked."""
    feet = f"{side / 12:g}' x {side / 12:g}'"

    def draw(pen: Pen) -> None:
        mm = side * 25.4
        field_ground(pen, mm, f'{feet} battlefield: each warband starts within 5" of its corner')
        reach = START_REACH * 25.4
        for team, (x, y, start) in zip(
            (style.team(0), style.team(1)), ((0.0, 0.0, 0), (mm, mm, 180)), strict=True
        ):
            pen.canvas.setFillColor(team.tint)
            pen.canvas.setStrokeColor(team.colour)
            pen.canvas.setLineWidth(2.0)
            pen.canvas.wedge(
                (x - reach) * MM, (y - reach) * MM, (x + reach) * MM, (y + reach) * MM,
                start, 90, fill=1, stroke=1,
            )  # fmt: skip
            pen.canvas.setFillColor(team.colour)
            tx, ty = (
                (reach * 0.45, reach * 0.45)
                if not start
                else (mm - reach * 0.45, mm - reach * 0.45)
            )
            pen.text(tx, ty, f"{team.word} START", label_size(mm), fonts.BOLD, "centre")

    return Flat(
        f"Battlefield ({feet})",
        f"The rules' {feet} for warbands of this size. Each warband starts within 5\" of "
        "its corner, the first (Red) at the near left, the second (Blue) at the far right. "
        "Place terrain as you like.",
        Face(f"battlefield-{side:g}", Size(side * 25.4, side * 25.4), draw),
        locked=True,
    )


def _blank(pen: Pen) -> None:
    """A token's back as the kit prints it: the card stock's, blank."""


OWN_USES = {
    "HILL": (
        "Hill (King of the Hill)",
        "In the middle: in Upkeep, the side with more "
        'fighters within 1" of it scores a Victory Point.',
    ),
    "RED": (
        "Flag (Red side)",
        "Capture the Flag: in a corner of Red's starting area. One "
        "action picks it up; a wound drops it where its carrier stands.",
    ),
    "BLUE": (
        "Flag (Blue side)",
        "Capture the Flag: in a corner of Blue's starting area. One "
        "action picks it up; a wound drops it where its carrier stands.",
    ),
    "CLUE X": ("Clue X (Investigate)", "Placed at random: it gives the EVENT's X."),
    "CLUE Y": ("Clue Y (Investigate)", "Placed at random: it gives the EVENT's Y."),
    "EVENT": (
        "Event (Investigate)",
        "Laid where the two clues' X and Y meet: something happens there.",
    ),
}
"""The scenario markers' names and uses, by what each token shows (the sides' flags show
their side's word); the ACTED token's on a table, which has no roster to lay it on."""


def _tokens() -> list[Piece]:
    """Every token of the kit, alike ones as one piece with their count; a token's back is
    blank, as printed (a spawn point turned over is shut down)."""
    pieces: list[Piece] = []
    for family in families():
        blank = Face(f"token-back-{family.size:g}", Size(family.size, family.size), _blank)
        kinds: dict[str, int] = {}
        for token in family.tokens:
            name = f"{token.word} {token.number}".strip()
            kinds[name] = kinds.get(name, 0) + 1
        seen = {}
        for token in family.tokens:
            name = f"{token.word} {token.number}".strip()
            if name in seen:
                continue
            seen[name] = token
            key = "token-" + "-".join(name.lower().split())
            title, note = OWN_USES.get(name, (name.title(), family.note))
            pieces.append(
                Flat(
                    title,
                    note,
                    Face(
                        key,
                        Size(family.size, family.size),
                        partial(_token_face, token=token, side=family.size),
                    ),
                    blank,
                    count=kinds[name],
                )
            )
    return pieces


def _tracker_pieces() -> list[Piece]:
    """The turn tracker card and its TURN marker, as the kit prints them (the marker cut
    out of the card's right)."""
    paper = PAPERS["a4"]
    fonts.register_fonts()  # the card's phases are wrapped to its width before it is drawn
    card, box, lines = _card(SimpleNamespace(paper=paper))  # type: ignore[arg-type]
    body = 3 + box + 3 + 8 + lines * PHASE_LEAD + 2
    width = min(paper.width - 16, 194.0)

    def draw_card(pen: Pen) -> None:
        _tracker(Picture(pen.canvas, paper, chrome=False), 0.0, body)

    def draw_marker(pen: Pen) -> None:  # the card drawn left of the page: only its marker
        _tracker(Picture(pen.canvas, paper, chrome=False), MARKER + 1 - width, MARKER + 3)

    return [
        Flat(
            "Turn tracker",
            "A game lasts at most 8 turns: the TURN marker on 1 in the first.",
            Face("turn-tracker", Size(card, body), draw_card),
            snaps=tuple(
                (bx + (box - 1.5) / 2, by + (box - 1.5) / 2)
                for bx, by in turn_boxes(0.0, body, box)
            ),
        ),
        Flat(
            "Turn marker",
            "Move it a box each turn.",
            Face("turn-marker", Size(MARKER, MARKER), draw_marker),
            on=(On("Turn tracker", 0),),  # on turn 1
        ),
    ]


def _stand_ins() -> list[Piece]:
    """The solitaire's OpFor stand-ins: a token a rank's fighter, its die drawn."""
    pieces: list[Piece] = []
    for rank, icon, die, count in OPFOR:
        for n in range(1, count + 1):
            token = Token(icon, f"{rank} {n}", colour=style.NEUTRAL, die=die)
            pieces.append(
                Flat(
                    f"{rank.title()} {n}",
                    f"An OpFor stand-in: a {rank.lower()} (d{die}).",
                    Face(
                        f"stand-in-{rank.lower()}-{n}",
                        Size(STAND_IN, STAND_IN),
                        partial(_token_face, token=token, side=STAND_IN),
                    ),
                )
            )
    return pieces


def table(warbands: Sequence[Warband]) -> Table:
    """The terrain, tape, tokens and the Controller's Demon in the middle; each warband on
    its side; the solitaire's stand-ins apart."""
    dice = (
        Dice(6, "d6", "A rank's die (rookie), and the solitaire's spawn dice.", count=7),
        Dice(8, "d8", "A rank's die (specialist)."),
        Dice(10, "d10", "A rank's die (boss), and turn 1's initiative."),
    )
    summoned = replace(
        _standee(demon(), "standee-demon"),
        description="Summoned by a Controller's skill, within 1\" of it: rolls the d8, any "
        "stat 1-8. Once the Controller is wounded, it attacks whoever is closest.",
    )
    field = _field(field_side(warbands))
    middle = (field, *_terrain(), _tape(), *_tracker_pieces(), *_tokens(), summoned, *dice)
    solitaire = tuple(_stand_ins())
    return Table(
        f"{CREDITS.full_title} by {CREDITS.author}",
        (
            Area("", middle),
            Area("the solitaire game", solitaire),
            *(_warband(w, n) for n, w in enumerate(warbands)),
        ),
    )
