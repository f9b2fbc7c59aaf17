"""A deck of cards as products draw it: each face's drawing area (:class:`FaceBox`), the
drawer of a face, what a face is called (:class:`FaceLabel`) and a deck ready to print
(:class:`CardDeck`). Types only: games build decks of them, ``press.cards`` lays them out
and draws them, ``press.cardfiles`` and ``press.tts`` name and export them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import Location

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas


@dataclass(frozen=True)
class FaceBox:
    """A face's drawing area in points: the trim box is (0, 0, width, height)."""

    width: float
    height: float
    bleed: float

    def flood(self, canvas: Canvas, colour: str) -> None:
        """``colour`` over the whole face and its bleed (a full-bleed ground)."""
        canvas.setFillColor(colour)
        canvas.rect(
            -self.bleed,
            -self.bleed,
            self.width + 2 * self.bleed,
            self.height + 2 * self.bleed,
            fill=1,
            stroke=0,
        )


class FaceTooFull(Exception):
    """Raised by a drawer whose text cannot fit even at the readable minimum."""

    def __init__(self, message: str, location: Location | None = None) -> None:
        super().__init__(message)
        self.location = location


Drawer = Callable[["Canvas", FaceBox], None]


@dataclass(frozen=True)
class FaceLabel:
    """What a card face is called and says, in plain text: a file named after it
    (``critical-hit.png``), a virtual table's hover name and description."""

    name: str
    text: str = ""


@dataclass(frozen=True)
class CardDeck:
    """A deck ready to print: what each card shows, and a drawer for every face."""

    name: str
    """Default file name, without folder or suffix."""
    faces: list[tuple[str, str]]
    """A (front, back) face key per printed card, in deck order."""
    drawers: Mapping[str, Drawer]
    title: str
    author: str
    keywords: tuple[str, ...] = ()
    inputs: tuple[Path, ...] = ()
    aids: tuple[tuple[str, str], ...] = ()
    """Player-aid cards (front, back), in order of use: they fill the last sheet's free
    slots and are not part of the deck."""
    spare_aids: tuple[tuple[tuple[str, str], ...], ...] = ()
    """The aids worth a copy for each player, each with all its cards (an aid in parts is
    spared whole): they fill the slots left after one set of ``aids``, in turn."""
    names: Mapping[str, str] = field(default_factory=dict)
    """A front's key: the name its cards go by on the sheet labels ("INITIATIVE 49-60 of
    60"), for decks a player may print only part of."""
    cards_need_aids: bool = False
    """The cards need the aids: they send players to them ("see the player aid"), or leave
    to them the rules they rest on (a trait card adds to a roll only the aids explain). One
    set is printed even when the cards fill their last sheet (a sheet more)."""
    labels: Mapping[str, FaceLabel] = field(default_factory=dict)
    """Each face's name and rules line by face key (fronts, and backs of a card's own);
    a face without one goes by its key."""
