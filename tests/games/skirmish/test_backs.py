"""The Skirmish deck's common back: the game's ground, its motif and its medallion."""

from __future__ import annotations

from skirmishgen.press.ornament import GROUND_TINT, MOTIF_TINT
from skirmishgen.press.style import tint
from skirmishgen.testing.glyphs import patterns, rendered_colours
from skirmishgen.testing.pdf import read_pdf

PT = 25.4 / 72


def rgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]


def _near(colour: tuple[int, int, int], colours, tolerance: int = 3) -> int:
    """How many pixels of ``colours`` (colour: count) are within ``tolerance`` of it."""
    return sum(
        count
        for seen, count in colours.items()
        if all(abs(a - b) <= tolerance for a, b in zip(seen, colour, strict=True))
    )


def test_the_skirmish_back_is_the_games_ground_motif_and_medallion(made):
    from skirmishgen.games.skirmish.game import LOOK

    path = made("deck", "--edition", "5")
    page = read_pdf(path).pages[1]
    cells = patterns(path, 1)
    assert len(cells) == 1, "one chain-mail cell for every common back"
    assert rgb(tint(LOOK.colour, GROUND_TINT)) in cells[0].colours("rg")
    assert rgb(tint(LOOK.colour, MOTIF_TINT)) in cells[0].colours("RG"), "the rings"
    shown = rendered_colours(path, 1)
    assert _near(rgb(tint(LOOK.colour, GROUND_TINT)), shown) > sum(shown.values()) / 20
    medallions = [
        s
        for s in page.shapes
        if s.curved and s.fill and s.fill[:3] == rgb(LOOK.colour) and s.width * PT > 25
    ]
    backs = page.text().count("5th edition")
    assert backs >= 3 and len(medallions) == backs, "one on each common back of the sheet"


def test_a_weapons_recovering_side_promises_health_only_to_a_health_recovery(made):
    """The rulebook: the weapon goes face down under Recover Health only (000:110)."""
    from texts import pdf_text

    printed = " ".join(pdf_text(made("deck", "--edition", "5")).split())
    assert "Shown when you spend the turn recovering health: gain 2 Health" in printed
