"""The roster sheets the sheet tests read back: every shipped roster of the roster-sheet
games and every blank, on A4 and on Letter, made once a worker (the ``sheets`` fixture in
conftest.py); and where a sheet's roster code stands."""

from __future__ import annotations

from pathlib import Path

from repo import ROOT
from skirmishgen.press.paper import PAPERS
from skirmishgen.rosters import blank_sheet, roster_sheet

CONTENT = ROOT / "content"
FILLED = sorted(
    [
        *(CONTENT / "one-stat-skirmish" / "warbands").glob("*.yaml"),
        *(CONTENT / "aof-skirmish" / "armies").glob("*.yaml"),
        *(CONTENT / "insta-skirmish" / "armies").glob("*.yaml"),
    ]
)
"""The shipped rosters whose sheets are read back."""
BLANKS = ("one-stat-skirmish", "aof-skirmish", "insta-skirmish")
"""The games whose blank sheets are read back."""


def write(folder: Path, name: str, rendered) -> Path:
    """``rendered`` written as ``folder/name.pdf``."""
    path = folder / f"{name}.pdf"
    path.write_bytes(bytes(rendered.pdf))
    return path


def make_sheets(folder: Path) -> dict[tuple[str, str], Path]:
    """Every roster of :data:`FILLED` and every blank of :data:`BLANKS`, on A4 and Letter:
    (name, paper) -> PDF; a blank is named ``blank-<key>``."""
    made = {}
    for paper in ("a4", "letter"):
        for file in FILLED:
            if paper == "letter" and file.stem.endswith("-training"):
                continue  # the Treasure Hunt sheets are the training ones and more
            product = roster_sheet(file, PAPERS[paper], force=False).product
            assert product is not None, file
            rendered = product.pieces[0].render()
            made[file.stem, paper] = write(folder, f"{file.stem}-{paper}", rendered)
        for key in BLANKS:
            rendered = blank_sheet(key, PAPERS[paper]).pieces[0].render()
            made[f"blank-{key}", paper] = write(folder, f"blank-{key}-{paper}", rendered)
    return made


def modules_box(path: Path) -> tuple[float, float, float, float]:
    """Where the sheet's roster code prints its modules, as (x0, y0, x1, y1) in points
    from the page's lower left: the corners a QR reader finds on a 300 dpi render of the
    first page (the code paints no white ground where it stands out over white paper)."""
    import pypdfium2
    import zxingcpp

    document = pypdfium2.PdfDocument(str(path))
    try:
        page = document[0]
        height = page.get_height()
        image = page.render(scale=300 / 72).to_pil()
    finally:
        document.close()
    found = zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)
    assert len(found) == 1, "one roster code"
    corners = found[0].position
    xs = [p.x * 72 / 300 for p in (corners.top_left, corners.bottom_right)]
    ys = [height - p.y * 72 / 300 for p in (corners.top_left, corners.bottom_right)]
    return min(xs), min(ys), max(xs), max(ys)
