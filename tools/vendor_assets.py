"""Remake the vendored fonts (and, with --icons, the icon paths) from the registries'
packages: how every file in ``gen/skirmishgen/assets/`` was made, so it can be redone.

Fonts: Debian's ``fonts-noto-core`` (``apt-get install fonts-noto-core``), Noto Sans and
Noto Serif 2.004, SIL Open Font License 1.1 with no Reserved Font Name. Each face we use
is subset with fontTools (``pip install fonttools``) to the Latin letters a roster name
may be written in (Latin-1, Extended-A, Romanian's commas: "Łukasz", "Søren", "Ștefan")
and the punctuation and signs we print; hinting and OpenType layout are dropped
(reportlab uses neither), so a face loads in under a millisecond instead of five. The
PDFs embed subsets of these again, of the glyphs used.

    python tests/vendor_assets.py                               # the fonts
    python tests/vendor_assets.py --icons ICONS.json [AUTHORS]  # the icons (vendor_icons.py)
"""

from __future__ import annotations

import sys
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "gen" / "skirmishgen" / "assets"
NOTO = Path("/usr/share/fonts/truetype/noto")

FACES = {
    "NotoSans-Regular.ttf": "text: rules, tables, labels",
    "NotoSans-Bold.ttf": "text: emphasis, small heads, type lines",
    "NotoSans-Italic.ttf": "text: asides",
    "NotoSans-BoldItalic.ttf": "text: emphasis in asides",
    "NotoSerif-Bold.ttf": "display: titles, names, the big numbers",
    "NotoSerif-Italic.ttf": "display: quotations and flavour",
}

UNICODES = [
    "U+0020-007E",  # Basic Latin
    "U+00A0-017F",  # Latin-1 and Latin Extended-A
    "U+0218-021B",  # Romanian's S and T with comma below (Latin Extended-B)
    "U+2000-206F",  # General Punctuation
    "U+20A0-20BF",  # currency
    "U+2116,U+2122",  # No, TM
    "U+2190-2193",  # arrows
    "U+2212,U+2213,U+2264,U+2265,U+2260,U+221E",  # minus, minus-plus, <=, >=, not equal, infinity
    "U+25A0-25CF",  # squares and circles
]
"""Kept small on purpose: a face's load time grows with its characters (a third of a
millisecond a hundred), and every product loads all six."""


def fonts() -> None:
    from fontTools import subset

    folder = ASSETS / "fonts"
    folder.mkdir(parents=True, exist_ok=True)
    for name in FACES:
        subset.main(
            [
                str(NOTO / name),
                f"--unicodes={','.join(UNICODES)}",
                "--no-hinting",
                "--layout-features=",
                "--drop-tables+=GSUB,GPOS,GDEF,DSIG",
                "--name-IDs=*",
                "--name-languages=*",
                "--notdef-outline",
                f"--output-file={folder / name}",
            ]
        )
        add_minus(folder / name)
        print(f"{folder / name}: {(folder / name).stat().st_size // 1024} KB")


def add_minus(path: Path) -> None:
    """Noto 2.004 has no MINUS SIGN (U+2212), which the typesetting seam prints for a
    negative number: draw it as the plus sign's bar, on the plus sign's width, so that
    −1 and +1 line up (the licence allows changes; Noto keeps no Reserved Font Name)."""
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    from fontTools.ttLib import TTFont

    font = TTFont(str(path))
    if 0x2212 in font.getBestCmap():
        return
    plus = font["glyf"]["plus"]
    coordinates, _, _ = plus.getCoordinates(font["glyf"])
    left = min(x for x, _ in coordinates)
    right = max(x for x, _ in coordinates)
    bar = sorted({y for x, y in coordinates if x == left})
    bottom, top = bar[0], bar[-1]
    pen = TTGlyphPen(None)
    for point in ((left, bottom), (right, bottom), (right, top), (left, top)):
        (pen.moveTo if point == (left, bottom) else pen.lineTo)(point)
    pen.closePath()
    order = [*font.getGlyphOrder(), "minus"]
    font.setGlyphOrder(order)
    font["glyf"].glyphs["minus"] = pen.glyph()
    font["glyf"].glyphOrder = order
    font["hmtx"].metrics["minus"] = (font["hmtx"]["plus"][0], left)
    for table in font["cmap"].tables:
        if table.isUnicode():
            table.cmap[0x2212] = "minus"
    font["maxp"].numGlyphs = len(order)
    font.save(str(path))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--icons"]:
        from vendor_icons import icons  # type: ignore[import-not-found]

        listing = Path(sys.argv[3]) if len(sys.argv) > 3 else None
        icons(ASSETS / "icons", Path(sys.argv[2]), listing)
    else:
        fonts()
