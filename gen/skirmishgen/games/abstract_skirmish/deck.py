"""The Unit Trait deck of the Abstract Skirmish System: five traits, one common back."""

from __future__ import annotations

from ...errors import InputError
from ...game import CardDeck, FaceLabel, Options
from ...press.aids import aid_back_drawer
from ...press.cards import Drawer
from .about import CREDITS, KEY
from .cards import Player, aid_drawer, back_drawer, front_drawer
from .reference import reference

MOST = 2000
"""Most cards of one trait."""
AIDS = ("decision", "attack", "roll", "victory", "optional")
"""The rules sections printed as player aids on the last sheet's free slots, most wanted
first: every one at least once, as every player prints a deck of their own (a sheet more
when the free slots cannot take them all), then spare copies in turn to fill that sheet."""


def whose(options: Options) -> str:
    """Whose deck: ``player A (red)``, its back's letter and colour."""
    player = Player.of(options.get("player") or "A")
    return f"player {player.letter} ({player.team.word.lower()})"


def trait_deck(options: Options) -> CardDeck:
    """``--per-trait`` cards of each trait, or as many as the player's slots."""
    roster = options["roster"]
    count = options["per_trait"] or options["slots"] or (roster.model.slots if roster else None)
    if count is None:
        raise InputError("say how many cards: --roster SQUAD.yaml, --slots N or --per-trait N")
    if not 1 <= count <= MOST:
        raise InputError(f"{count} cards a trait is out of range; give 1 to {MOST}")
    ref = reference()
    player = Player.of(options["player"] or "A")
    drawers: dict[str, Drawer] = {"back": back_drawer(ref, player)}
    faces: list[tuple[str, str]] = []
    names = tuple(trait.name for trait in ref.traits)
    texts = tuple(trait.text for trait in ref.traits)
    for trait in ref.traits:
        drawers[trait.id] = front_drawer(trait, player, names, texts)
        faces += [(trait.id, "back")] * count
    aids = []
    printed = [s for s in ref.sections if s.id in AIDS]
    for section in printed:
        drawers[f"aid-{section.id}"] = aid_drawer(section, tuple(s.title for s in printed))
        aids.append((f"aid-{section.id}", "aid-back"))
    aids.sort(key=lambda aid: AIDS.index(aid[0].removeprefix("aid-")))
    credit = f"{CREDITS.title} by {CREDITS.author}"
    drawers["aid-back"] = aid_back_drawer("trait decks", credit)
    return CardDeck(
        name=f"{KEY}-traits" + ("" if player.letter == "A" else f"-{player.letter}"),
        faces=faces,
        drawers=drawers,
        title=f"{CREDITS.title}: Unit Trait deck of player {player.letter} ({count} of each trait)",
        author=f"{CREDITS.author} (game design); skirmishgen (print layout)",
        keywords=("print and play", "trait deck", CREDITS.title),
        aids=tuple(aids),
        spare_aids=tuple((aid,) for aid in aids),
        cards_need_aids=True,  # the traits' cards leave the turn and the roll to the aids
        names={trait.id: trait.short for trait in ref.traits},
        labels={
            "back": FaceLabel(f"Unit Trait deck, player {player.letter}", credit),
            **{
                trait.id: FaceLabel(trait.name, trait.text.replace("**", ""))
                for trait in ref.traits
            },
            **{
                f"aid-{s.id}": FaceLabel(f"Player aid: {s.title}", s.text.replace("**", ""))
                for s in printed
            },
        },
    )
