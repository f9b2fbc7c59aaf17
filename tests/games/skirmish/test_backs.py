"""The Skirmish deck's common back: the game's ground, its motif and its medallion."""

from __future__ import annotations

import pytest

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


@pytest.mark.parametrize(
    ("argv", "card"),
    [
        ((), (63.5, 88.9)),
        (("--card-size", "mini"), (44.0, 63.0)),
        (("--card-size", "mini", "--bleed", "2", "--gutter", "4"), (44.0, 63.0)),
    ],
    ids=["poker", "mini", "mini-bleed"],
)
def test_backs_side_by_side_join_without_a_seam(made, argv, card):
    """The review saw a dark line between the columns of mini backs: each back's rings
    started afresh at its left edge and were cut at its right. The chain-mail cell starts
    at the back's corner (its bleed's) and a whole number of cells spans it each way, so
    the pattern runs on from a back into its neighbour, and every back is the same."""
    path = made("deck", "--edition", "5", *argv)
    bleed = float(argv[argv.index("--bleed") + 1]) if "--bleed" in argv else 0.0
    (cell,) = patterns(path, 1)
    for side, size in zip(card, (cell.width, cell.height), strict=True):
        cells = (side + 2 * bleed) / PT / size
        assert abs(cells - round(cells)) < 1e-3, (side, size * PT, cells)
    assert cell.origin == pytest.approx((-bleed / PT, -bleed / PT), abs=1e-3)


def test_the_backs_ground_is_painted_under_its_pattern_not_in_each_cell(made):
    """A ground filled in each cell of a tiling pattern shows every cell's edge as a pale
    line in viewers that smooth edges (the review's 300 dpi render): the ground is one
    rectangle, the cell only the rings."""
    from skirmishgen.games.skirmish.game import LOOK

    path = made("deck", "--edition", "5", "--card-size", "mini")
    (cell,) = patterns(path, 1)
    assert not cell.colours("rg") & {rgb(tint(LOOK.colour, GROUND_TINT))}
    shown = rendered_colours(path, 1)
    assert _near(rgb(tint(LOOK.colour, GROUND_TINT)), shown) > sum(shown.values()) / 20


def test_a_weapons_recovering_side_promises_health_only_to_a_health_recovery(made):
    """The rulebook: the weapon goes face down under Recover Health only (000:110)."""
    from texts import pdf_text

    printed = " ".join(pdf_text(made("deck", "--edition", "5")).split())
    assert "Shown when you spend the turn recovering health: gain 2 Health" in printed


@pytest.mark.parametrize(
    "argv",
    [
        ("deck", "--edition", "5", "--card-size", "mini"),
        ("deck", "--edition", "5", "--card-size", "mini", "--paper", "letter"),
        ("deck", "abstract-skirmish", "--slots", "20"),
    ],
    ids=["mini", "mini-letter", "abstract-mini"],
)
def test_a_mini_backs_credit_is_never_under_the_cards_fine_print(made, argv):
    """The house's fine print on cards is 5 pt at the least (docs/print-style.md), on a
    mini back's credit too (a review once measured 4.3 pt there)."""
    from skirmishgen.press.style import CARD_FINE_MINIMUM

    pdf = read_pdf(made(*argv))
    credits = [
        char for page in pdf.pages[1::2] for char in page.chars if "Regular" in char["fontname"]
    ]
    assert len(credits) > 500, "the credit of every back"
    assert min(char["fontsize"] for char in credits) >= CARD_FINE_MINIMUM - 1e-6
