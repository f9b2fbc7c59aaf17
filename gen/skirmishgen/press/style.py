"""The print style guide (``docs/print-style.md``) as the numbers every drawer uses."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

# Type scale, in points.
TITLE = 13.0
HEADING = 11.0
SHEET_MINIMUM = 7.0
"""No text on a sheet (kit page, roster, cheat sheet, booklet) is set smaller."""
CARD_FINE_MINIMUM = 5.0
"""Fine print on cards (footers, credit lines)."""
AID_MINIMUM = 6.5
"""A player aid's text and type line, on every card size: a reference read across the table."""
MINI_NUMBER = 9.0
"""Numbers read across the table, on mini cards."""
PIECE_NUMBER = 14.0
"""Numbers on tokens and standees."""

# Colours.
INK = "#222222"
MUTED = "#555555"
HAIRLINE = "#999999"
NEUTRAL = "#6B6B6B"


@dataclass(frozen=True)
class Team:
    """A side's colour, its light tint for fills, and its word."""

    word: str
    colour: str
    tint: str


TEAMS = (
    Team("RED", "#B03A2E", "#F4DCD9"),
    Team("BLUE", "#1F5F99", "#D9E6F2"),
    Team("GREEN", "#2E7D32", "#DCEFDC"),
    Team("GOLD", "#B7791F", "#F6E7C8"),
)


def tint(colour: str, strength: float) -> str:
    """``colour`` (#RRGGBB) mixed with white: 0 is white, 1 is the colour itself."""
    channels = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    mixed = [round(255 - (255 - c) * strength) for c in channels]
    return "#" + "".join(f"{c:02X}" for c in mixed)


def team(index: int) -> Team:
    """The colour of side ``index`` (0-based), repeating after four sides."""
    return TEAMS[index % len(TEAMS)]


# Lines, in points (cut and fold) and millimetres (dash pattern, hatching).
CUT_WIDTH = 0.5
FOLD_WIDTH = 0.5
FOLD_DASH = (2.0, 1.2)
FOLD_TICK_DASH = (1.0, 1.0)
"""mm: a fold's tick beside the cards (a gutter fold's): 5 mm long, three dashes, so it
reads dashed where the fold line's own 2 mm dashes would show one gap."""
INNER_WIDTH = 0.3
GLUE_HATCH = 1.6
"""Spacing of the glue hatching's 45 degree lines, mm."""
LABEL_CLEARANCE = 2.0
"""Labels keep this far (mm) from any cut or fold line."""

# Pieces, in millimetres.
TOKEN = 25.4
TOKEN_MINIMUM = 19.0


# A game's look (docs/print-style.md, section 8).

MOTIFS = ("mail", "hexes", "chevrons", "lozenges", "checks", "dots")
"""skirmishgen's patterns of ornament bands and card backs (``press/ornament.py`` draws
them); a game may bring one of its own (:class:`Motif`)."""

PATH_OPERATORS = frozenset(["m", "l", "c", "v", "y", "h", "re"])
"""The PDF path operators an icon's outline may use."""

Tiler = Callable[..., bool]
"""Adds a motif's marks over (x, y, w, h) at ``step`` to a reportlab ``PDFPathObject``
(``tiler(path, x, y, w, h, step)``); True if they are filled, False if stroked."""


@dataclass(frozen=True)
class Icon:
    """A drawing of a game's own, used where skirmishgen's icons are named (a ``Look``'s
    emblem, a ``Token``'s icon): its outline as PDF path operators (``x y m``, ``x y l``,
    ``x1 y1 x2 y2 x y c``, ``h``) in a 512-unit square, y down, filled by the non-zero
    winding rule, as ``assets/icons/icons.json`` holds ours."""

    name: str
    path: str
    author: str
    """Who drew it: credited on every product of the game where its licence asks it."""
    licence: str
    """``CC BY 3.0``, ``CC BY 4.0``, ``CC0``, ``MIT``...: a CC BY drawing is credited."""

    def __post_init__(self) -> None:
        words = self.path.split()
        if not words:
            raise ValueError(f"icon {self.name!r} has no outline")
        for word in words:
            if word not in PATH_OPERATORS and not _number(word):
                raise ValueError(
                    f"icon {self.name!r}: {word[:20]!r} is not a number or a path operator"
                )

    @property
    def credited(self) -> bool:
        """Whether its licence asks for its author's name on what prints it."""
        return self.licence.upper().startswith("CC BY")


def _number(word: str) -> bool:
    try:
        float(word)
    except ValueError:
        return False
    return True


@dataclass(frozen=True)
class Motif:
    """A pattern of a game's own for its ornament bands and card backs: ``tilers`` add its
    marks to a path over a box (each a :data:`Tiler`: lines stroked, or shapes filled, in
    one colour), ``period`` is its repeat across and up, in steps."""

    name: str
    tilers: tuple[Tiler, ...]
    period: tuple[float, float] = (1.0, 1.0)

    def __post_init__(self) -> None:
        if not self.tilers or not all(callable(tiler) for tiler in self.tilers):
            raise ValueError(f"motif {self.name!r}: give one tiler or more")


@dataclass(frozen=True)
class Look:
    """A game's art direction, declared once in its package and used by every product of
    the game: its colour (bands, headings, table heads, card backs; deep enough to carry
    white type), an accent (trim), its emblem (one of skirmishgen's icon names, or an
    :class:`Icon` of its own) and its motif (the pattern of its ornament bands and card
    backs: one of :data:`MOTIFS`, or a :class:`Motif` of its own). ``icons`` are the
    game's own drawings, credited on its products where their licence asks it."""

    colour: str
    accent: str
    emblem: str | Icon
    motif: str | Motif
    icons: tuple[Icon, ...] = ()

    def __post_init__(self) -> None:
        if isinstance(self.motif, str) and self.motif not in MOTIFS:
            raise ValueError(
                f"motif {self.motif!r} is not one of {', '.join(MOTIFS)} (or give a Motif)"
            )
        if isinstance(self.emblem, Icon) and self.emblem not in self.icons:
            object.__setattr__(self, "icons", (*self.icons, self.emblem))

    @property
    def motif_name(self) -> str:
        return self.motif if isinstance(self.motif, str) else self.motif.name

    @property
    def emblem_name(self) -> str:
        return self.emblem if isinstance(self.emblem, str) else self.emblem.name


PLAIN = Look(colour="#3B4A63", accent="#8A8F99", emblem="crossed", motif="dots")
"""The look of a game that declares none."""
