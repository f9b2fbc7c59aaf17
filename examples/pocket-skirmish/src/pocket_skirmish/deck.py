"""The role cards: a card for each fighter of two full crews, its role's numbers and what
it does, drawn in skirmishgen's card frame (the game's look, text fitted to the card, the
credit on the back)."""

from __future__ import annotations

from skirmishgen.game import CardDeck, Options
from skirmishgen.press.cardframe import Card, CardFrame

from .about import CREDITS, KEY, LOOK
from .reference import ROLES, TO_HIT

FRAME = CardFrame(CREDITS.title, CREDITS.author, LOOK)
COPIES = {"captain": 2, "brawler": 4, "archer": 3, "scout": 3}
"""Cards of each role: enough for two crews of six."""
ICONS = {"captain": "crown", "brawler": "punch", "archer": "bow", "scout": "initiative"}


def _hits_on(fight: int) -> str:
    needed = max(TO_HIT - fight, 1)
    return f"{needed}\u20136" if needed < 6 else "6"


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
                f"{_hits_on(role.fight)}\n\n{role.text}"
            ),
        )
        for role in ROLES
    ]
    return FRAME.deck(f"{KEY}-deck", cards, "role cards")
