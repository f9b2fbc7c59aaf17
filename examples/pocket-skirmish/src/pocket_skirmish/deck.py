"""The role cards: a card for each fighter of two full crews, its role's numbers and what
it does, drawn in skirmishgen's card frame (the game's look, text fitted to the card, the
credit on the back)."""

from __future__ import annotations

from skirmishgen.game import CardDeck, Options
from skirmishgen.press.cardframe import Card, CardFrame

from .about import CREDITS, KEY, LOOK
from .reference import ROLES, hits_on

FRAME = CardFrame(CREDITS.title, CREDITS.author, LOOK)
COPIES = {"captain": 2, "brawler": 6, "archer": 5, "scout": 5}
"""Cards of each role: two captains, and enough of the others for any two crews of six
but the one of five archers and five scouts (two full poker sheets)."""
ICONS = {"captain": "crown", "brawler": "punch", "archer": "bow", "scout": "initiative"}


def role_cards(options: Options) -> CardDeck:
    """One card a fighter: its role's move and fight, what a d6 must show, what it does."""
    cards = [
        Card(
            key=role.id,
            name=role.name,
            kind="role",
            number=f"+{role.fight}",
            icon=ICONS[role.id],
            count=COPIES[role.id],
            text=(
                f'**Move** {role.move}" \u00b7 **Fight** +{role.fight}: hits on '
                f"{hits_on(role.fight)}\n\n{role.text}"
            ),
        )
        for role in ROLES
    ]
    return FRAME.deck(f"{KEY}-deck", cards, "role cards")
