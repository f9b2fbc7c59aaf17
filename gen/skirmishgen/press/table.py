"""What a game puts on a virtual table: its pieces, each at the size it prints, grouped
into the areas they lie in (the shared middle, each player's side).

A game's ``Tabletop`` capability returns a :class:`Table`; the table product draws every
distinct face once and lays the pieces out, and the output seam writes the saved game.
Nothing here names a game or a virtual table's file format.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .carddeck import CardDeck
    from .paper import Size
    from .pen import Pen


@dataclass(frozen=True)
class Face:
    """One picture of a piece: ``draw`` paints it on a pen whose page is ``size`` mm, its
    lower left corner at (0, 0). Faces with the same ``key`` are one picture, drawn once."""

    key: str
    size: Size
    draw: Callable[[Pen], None]


@dataclass(frozen=True)
class On:
    """Where a copy of a piece starts: on the snap point numbered ``snap`` of the piece
    named ``piece`` (on its own side of the table, else in the middle)."""

    piece: str
    snap: int


@dataclass(frozen=True)
class Flat:
    """A piece lying flat: a token, a board, a ruler, terrain (``count`` alike)."""

    name: str
    description: str
    face: Face
    back: Face | None = None
    count: int = 1
    thickness: float = 2.0
    """mm: a token's or a board's, as if mounted on chipboard (thick enough to pick up)."""
    round: bool = False
    locked: bool = False
    """A board stays where it is put."""
    snaps: tuple[tuple[float, float], ...] = ()
    """Where pieces belong on it (a board's squares): mm from its face's lower left
    corner, as drawn."""
    turns: tuple[tuple[int, float], ...] = ()
    """Snap points that also turn what lands there: (index in ``snaps``, degrees about the
    vertical), a card laid sideways in its place."""
    cut_out: bool = False
    """The piece is its picture's shape, not its rectangle (terrain of a rounded outline):
    what its face leaves unpainted is clear, not white. The shape must reach all four
    sides of the face, so that it measures the face's size."""
    on: tuple[On, ...] = ()
    """Where copies start, one a copy, on other pieces (a counter on START, a bead on its
    track's cell); the copies left over lie beside, as pieces do."""


@dataclass(frozen=True)
class Standing:
    """A standee: its front and back faces, standing on the table."""

    name: str
    description: str
    face: Face
    back: Face


@dataclass(frozen=True)
class Dice:
    """Dice of ``sides`` (4 to 20): the virtual table's own, ``count`` alike."""

    sides: int
    name: str
    description: str
    colour: str = "white"
    count: int = 1


@dataclass(frozen=True)
class Cards:
    """A deck of cards, face down (or ``face_up``: a pile to pick from), its cards
    ``card`` mm; ``shuffle``: shuffled as the game loads (a deck to draw from)."""

    name: str
    description: str
    deck: CardDeck
    card: Size
    face_up: bool = False
    shuffle: bool = False
    public: bool = False
    """Its cards are in view of all (a player's weapon, a discard pile): one turned over
    keeps its name and text on hover, as Tabletop Simulator hides a face-down card's."""


Piece = Flat | Standing | Dice | Cards


@dataclass(frozen=True)
class Area:
    """Pieces lying together: ``side`` 0 the middle of the table, 1 the near side (the
    first player's), 2 the far side."""

    label: str
    pieces: tuple[Piece, ...]
    side: int = 0
    breaks: tuple[int, ...] = ()
    """Indices of the pieces that start a new row (pieces also wrap when a row is full)."""


@dataclass(frozen=True)
class Table:
    """Everything on the table, area by area."""

    title: str
    areas: tuple[Area, ...]
