"""Each game its own look (docs/print-style.md, section 8): declared once in its package,
worn by every product of the game, read back from the printed pages."""

from __future__ import annotations

import pytest

from skirmishgen.games import GAMES
from skirmishgen.press.ornament import GROUND_TINT, HEAD_BAND, MOTIF_TINT, motif
from skirmishgen.press.paper import MM
from skirmishgen.press.style import MOTIFS, Look, team, tint
from skirmishgen.testing.glyphs import patterns, rendered_colours
from skirmishgen.testing.pdf import read_pdf

PT = 25.4 / 72


def rgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]


def _luminance(colour: str) -> float:
    def linear(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _lab(colour: str) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""

    def linear(c: int) -> float:
        c = c / 255
        return ((c + 0.055) / 1.055) ** 2.4 if c > 0.04045 else c / 12.92

    r, g, b = (linear(c) for c in rgb(colour))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _difference(a: str, b: str) -> float:
    """CIE76 colour difference: about 2.3 is just noticeable; the old Skirmish slate and
    AOF navy, which a reviewer could not tell apart on paper, were 13 apart."""
    return sum((p - q) ** 2 for p, q in zip(_lab(a), _lab(b), strict=True)) ** 0.5


APART = 20
"""The least colour difference between two games, or a game and a side."""


def test_each_game_has_a_look_of_its_own():
    from itertools import combinations

    looks = [game.look for game in GAMES]
    for attribute in ("colour", "accent", "emblem", "motif"):
        values = [getattr(look, attribute) for look in looks]
        assert len(set(values)) == len(GAMES), attribute
    for a, b in combinations(GAMES, 2):
        apart = _difference(a.look.colour, b.look.colour)
        assert apart >= APART, f"{a.key} and {b.key} look alike ({apart:.0f})"
    for look in looks:
        contrast = 1.05 / (_luminance(look.colour) + 0.05)
        assert contrast >= 7, f"{look.colour}: white type on it must read (AAA)"
        for side in map(team, range(4)):
            apart = _difference(look.colour, side.colour)
            assert apart >= APART, f"{look.colour} reads as the {side.word} side ({apart:.0f})"


def test_a_look_names_one_of_the_motifs():
    with pytest.raises(ValueError, match="motif 'paisley' is not one of"):
        Look("#000000", "#000000", "star", "paisley")


@pytest.mark.parametrize("name", MOTIFS)
def test_every_motif_covers_its_box_and_stays_inside_it(name, tmp_path):
    """Rendered: ink in every quarter of the box, none outside it (clipped)."""
    import pypdfium2 as pdfium

    from skirmishgen.press.typeset import Canvas

    path = tmp_path / "motif.pdf"
    canvas = Canvas(str(path), pagesize=(200, 200))
    motif(canvas, name, (50, 60, 100, 40), "#336699", 12)
    canvas.save()
    image = pdfium.PdfDocument(path)[0].render(scale=2).to_pil().convert("L")
    inked = {(x, y) for x in range(400) for y in range(400) if image.getpixel((x, y)) < 200}
    assert inked, name
    xs, ys = [x for x, _ in inked], [y for _, y in inked]  # y down, in half points
    assert min(xs) >= 99 and max(xs) <= 301, "clipped at the sides"
    assert min(ys) >= 199 and max(ys) <= 281, "clipped at top and bottom"
    for left in (100, 200):
        for top in (200, 240):
            quarter = [p for p in inked if left <= p[0] < left + 100 and top <= p[1] < top + 40]
            assert quarter, (name, left, top)


def _band_rules(page, look: Look) -> list:
    """The band's two rules: long thin rectangles of the game's colour."""
    return [
        r
        for r in page.rects
        if r.fill
        and r.fill[:3] == rgb(look.colour)
        and (r.x1 - r.x0) * PT > 100
        and (r.y1 - r.y0) * PT < 1
    ]


def _products(built, game) -> list:
    folder = built.folder / game.key
    return sorted(
        p for p in folder.glob("*.pdf") if "-traits" not in p.name and "deck" not in p.name
    )


@pytest.mark.parametrize("game", GAMES, ids=[game.key for game in GAMES])
def test_every_page_of_a_games_sheets_kits_rosters_and_booklet_wears_its_band(
    built_everything, game
):
    products = _products(built_everything, game)
    assert len(products) >= 3
    for path in products:
        pdf = read_pdf(path)
        for number, page in enumerate(pdf.pages):
            rules = _band_rules(page, game.look)
            assert len(rules) >= 2, (path.name, number)
            if "booklet" in path.name:
                continue  # its bands are under the cover title and the running heads
            top = max(r.y1 for r in rules)
            assert abs((page.height - top) * PT - HEAD_BAND[0]) < 0.1, (path.name, number)


@pytest.mark.parametrize("game", GAMES, ids=[game.key for game in GAMES])
def test_every_title_carries_the_games_emblem_in_its_colour(built_everything, game):
    """The medallion: a disc of the game's colour at least 4 mm across, on the first page
    of every sheet, kit, roster and booklet."""
    for path in _products(built_everything, game):
        page = read_pdf(path).pages[0]
        discs = [
            s
            for s in page.shapes
            if s.curved and s.fill and s.fill[:3] == rgb(game.look.colour) and s.width * PT >= 4
        ]
        assert discs, path.name


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


def test_a_players_trait_back_takes_the_games_motif_in_the_players_colour(made):
    path = made("deck", "abstract-skirmish", "--slots", "20")
    (cell,) = patterns(path, 1)
    assert rgb(tint(team(0).colour, MOTIF_TINT)) in cell.colours("RG")
    assert cell.code.count(" l") >= 5 * 6 and cell.width > cell.height, "a hex grid's cell"


def test_the_band_sits_in_the_margin_above_the_text():
    """Ornament moves nothing: it ends above the sheets' and kit pages' margins."""
    from skirmishgen.press import kit, sheets

    assert HEAD_BAND[1] < min(kit.MARGIN, sheets.MARGIN / MM)
    assert HEAD_BAND[0] >= 5


def test_a_face_drawn_once_names_the_patterns_it_paints_with(tmp_path):
    """A front placed once is drawn on its page, not made a form (press.typeset): the art
    panel's motif it paints with is then named in the page's own resources, so viewers and
    printers find it."""
    import re
    from pathlib import Path

    from pypdf import PdfReader

    from skirmishgen.testing.plugin import run_main

    shipped = Path(__file__).resolve().parent.parent / "content" / "skirmish" / "edition-5.yaml"
    once = tmp_path / "once.yaml"
    text = re.sub(r"count: \d+", "count: 1", shipped.read_text(encoding="utf-8"))
    once.write_text(re.sub(r"total: \d+", "total: 21", text), encoding="utf-8")
    out = tmp_path / "once.pdf"
    code, _, err = run_main("deck", str(once), "--out", str(out))
    assert code == 0, err
    page = PdfReader(str(out)).pages[0]
    resources = page["/Resources"].get_object()
    assert "/Pattern" in resources, "the motif is named where the page paints with it"
    forms = resources.get("/XObject") or {}
    assert len(forms) <= 1, "faces placed once are drawn inline (one form: the common back)"
    assert patterns(out, 0)
