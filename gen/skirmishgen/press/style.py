"""The print style guide (``docs/print-style.md``) as the numbers every drawer uses."""

from __future__ import annotations

from dataclasses import dataclass

# Type scale, in points.
TITLE = 13.0
HEADING = 11.0
SHEET_MINIMUM = 7.0
"""No text on a sheet (kit page, roster, cheat sheet, booklet) is set smaller."""
CARD_FINE_MINIMUM = 5.0
"""Fine print on cards (footers, credit lines)."""
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
"""The patterns of ornament bands and card backs (``press/ornament.py`` draws them)."""


@dataclass(frozen=True)
class Look:
    """A game's art direction, declared once in its package and used by every product of
    the game: its colour (bands, headings, table heads, card backs; deep enough to carry
    white type), an accent (trim), its emblem (an icon name) and its motif (the pattern of
    its ornament bands and card backs, one of :data:`MOTIFS`)."""

    colour: str
    accent: str
    emblem: str
    motif: str

    def __post_init__(self) -> None:
        if self.motif not in MOTIFS:
            raise ValueError(f"motif {self.motif!r} is not one of {', '.join(MOTIFS)}")


PLAIN = Look(colour="#3B4A63", accent="#8A8F99", emblem="crossed", motif="dots")
"""The look of a game that declares none."""
