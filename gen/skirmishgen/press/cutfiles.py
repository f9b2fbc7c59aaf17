"""A sheet's cut and score lines as files the cutters' programs import: SVG (Silhouette
Studio Designer Edition and up, Cricut Design Space) and DXF (every edition of Studio).

Both are in millimetres on the printed page: the SVG's page is the sheet (``width`` and
``height`` in mm, a matching ``viewBox``, no transforms, which Design Space mishandles);
the DXF, which has no page, carries the page's outline on a layer of its own (``PAGE``) to
line the lines up with the printed sheet. Cuts are red, scores blue, in both: Studio picks
a line's action by its colour. Identical sheets give identical bytes.
"""

from __future__ import annotations

from html import escape

from .cutting import CutSheet, Kind, Path

COLOURS: dict[Kind, tuple[str, int]] = {"cut": ("#ff0000", 1), "score": ("#0000ff", 5)}
"""Each kind of line's colour: SVG's, and DXF's colour number (1 red, 5 blue)."""
PAGE_COLOUR = 8
"""DXF colour of the page outline (grey): a guide to line up by, never cut."""


def _n(value: float) -> str:
    """A coordinate to the micrometre, without a trailing zero or a negative zero."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def svg(sheet: CutSheet, title: str = "") -> str:
    """``sheet`` as an SVG document: a layer (group) a kind, a path a line."""
    width, height = sheet.paper.width, sheet.paper.height
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<svg xmlns="http://www.w3.org/2000/svg" '
        'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" '
        f'width="{_n(width)}mm" height="{_n(height)}mm" viewBox="0 0 {_n(width)} {_n(height)}">',
        f"<title>{escape(title or sheet.label)}: cut red, score blue</title>",
    ]
    for kind, (colour, _) in COLOURS.items():
        paths = sheet.of(kind)
        if not paths:
            continue
        lines.append(
            f'<g id="{kind}" inkscape:groupmode="layer" inkscape:label="{kind}" '
            f'fill="none" stroke="{colour}" stroke-width="0.25">'
        )
        lines += [f'<path d="{_svg_path(path, height)}"/>' for path in paths]
        lines.append("</g>")
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def _svg_path(path: Path, height: float) -> str:
    """Path data in the SVG's coordinates (y down), arcs as SVG arcs."""
    import math

    points = [(x, height - y) for x, y in path.points]
    parts = [f"M{_n(points[0][0])} {_n(points[0][1])}"]
    ends = len(points) if path.closed else len(points) - 1
    for index in range(ends):
        start, end = points[index], points[(index + 1) % len(points)]
        bulge = path.bulge(index)
        if index == len(points) - 1 and not bulge:
            break  # the closing line: Z draws it
        if bulge:
            chord = math.hypot(end[0] - start[0], end[1] - start[1])
            radius = chord / (2 * math.sin(2 * math.atan(abs(bulge))))
            large = 1 if abs(bulge) > 1 else 0
            sweep = 0 if bulge > 0 else 1  # counterclockwise as seen: y down, a negative sweep
            parts.append(f"A{_n(radius)} {_n(radius)} 0 {large} {sweep} {_n(end[0])} {_n(end[1])}")
        else:
            parts.append(f"L{_n(end[0])} {_n(end[1])}")
    if path.closed:
        parts.append("Z")
    return " ".join(parts)


def dxf(sheet: CutSheet) -> str:
    """``sheet`` as an ASCII DXF (R12, which every importer reads): a POLYLINE a line, its
    arcs as vertex bulges, on layers ``CUT`` and ``SCORE``, and the page on ``PAGE``."""
    width, height = sheet.paper.width, sheet.paper.height
    codes: list[tuple[int, str]] = [
        (0, "SECTION"), (2, "HEADER"),
        (9, "$ACADVER"), (1, "AC1009"),
        (9, "$MEASUREMENT"), (70, "1"),
        (9, "$EXTMIN"), (10, "0"), (20, "0"),
        (9, "$EXTMAX"), (10, _n(width)), (20, _n(height)),
        (0, "ENDSEC"),
        (0, "SECTION"), (2, "TABLES"),
        (0, "TABLE"), (2, "LTYPE"), (70, "1"),
        (0, "LTYPE"), (2, "CONTINUOUS"), (70, "0"), (3, "Solid line"), (72, "65"), (73, "0"),
        (40, "0"),
        (0, "ENDTAB"),
        (0, "TABLE"), (2, "LAYER"), (70, "3"),
    ]  # fmt: skip
    layers = [("PAGE", PAGE_COLOUR)] + [
        (kind.upper(), number) for kind, (_, number) in COLOURS.items()
    ]
    for name, colour in layers:
        codes += [(0, "LAYER"), (2, name), (70, "0"), (62, str(colour)), (6, "CONTINUOUS")]
    codes += [(0, "ENDTAB"), (0, "ENDSEC"), (0, "SECTION"), (2, "ENTITIES")]
    page = Path("cut", ((0, 0), (width, 0), (width, height), (0, height)), closed=True)
    codes += _polyline(page, "PAGE", PAGE_COLOUR)
    for path in sheet.paths:
        codes += _polyline(path, path.kind.upper(), COLOURS[path.kind][1])
    codes += [(0, "ENDSEC"), (0, "EOF")]
    return "".join(f"{code}\n{value}\n" for code, value in codes)


def _polyline(path: Path, layer: str, colour: int) -> list[tuple[int, str]]:
    codes = [
        (0, "POLYLINE"), (8, layer), (62, str(colour)), (66, "1"),
        (10, "0"), (20, "0"), (30, "0"), (70, "1" if path.closed else "0"),
    ]  # fmt: skip
    for index, (x, y) in enumerate(path.points):
        codes += [(0, "VERTEX"), (8, layer), (10, _n(x)), (20, _n(y)), (30, "0")]
        if path.bulge(index):
            codes.append((42, f"{path.bulge(index):.9f}"))
    codes += [(0, "SEQEND"), (8, layer)]
    return codes
