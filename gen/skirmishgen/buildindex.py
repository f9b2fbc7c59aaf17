"""``00-print-me-first.pdf``, the first file of each game folder ``build`` writes: what
every file there is, read back from the files themselves (pages, sheets of paper, the
duplex setting each PDF asks its printer for), in the order to print them.

It knows the kinds of product (deck, kit, ...), never a game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from .press.paper import Size
from .press.printfirst import Entry, render_print_first

NAME = "00-print-me-first.pdf"


@dataclass(frozen=True)
class Kind:
    """How a kind of product is printed and finished: its place in the printing order
    (plain paper first), a paper weight (our suggestion) and what to do once printed."""

    order: int
    what: str
    paper: str
    finish: str


PLAIN = "plain office paper, 80 to 100 g/m\u00b2"
CARD = "thin card, 160 to 200 g/m\u00b2"
KINDS = {
    "booklet": Kind(
        1, "the rules booklet", PLAIN, "stack the sheets in order, fold them in half, staple"
    ),
    "cheat sheet": Kind(2, "the cheat sheet", PLAIN, "no cutting: keep it beside the table"),
    "roster": Kind(3, "a roster sheet", PLAIN, "no cutting: fill it in with a pencil"),
    "deck": Kind(4, "the card deck", CARD, "cut along the crop marks, a row of cards at a time"),
    "kit": Kind(
        5, "the play kit", CARD, "cut on the solid lines, fold on the dashed, glue the hatched"
    ),
}
"""Every kind ``build`` makes (``build.Job.kind``)."""

PRINTING = {
    1: "one-sided",
    2: "double-sided, flipping on the short edge",
    3: "double-sided, flipping on the long edge",
}
"""What each PDF's duplex hint (PDF ViewerPreferences /Duplex, as pdfium reads it) asks."""


@dataclass(frozen=True)
class Built:
    """A file the build wrote into a game folder, and the kind of product it is."""

    path: Path
    kind: str


def entry(built: Built) -> Entry:
    """The file read back: its pages, the sheets of paper they take, its duplex setting."""
    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    document = pdfium.PdfDocument(built.path)
    try:
        pages = len(document)
        duplex = raw.FPDF_VIEWERREF_GetDuplex(document.raw)
    finally:
        document.close()
    printing = PRINTING.get(duplex, "one-sided")
    sheets = -(-pages // 2) if duplex in (2, 3) else pages
    kind = KINDS[built.kind]
    return Entry(
        built.path.name, kind.what, pages, sheets, f"{printing}, at 100%", kind.paper, kind.finish
    )


def print_first(title: str, credit: str, files: Sequence[Built], paper: Size, folder: Path) -> Path:
    """Write the folder's ``00-print-me-first.pdf`` (atomically) for ``files``, sorted in
    the order to print (then by name, so the same build gives the same bytes)."""
    from .output import write_atomic

    ordered = sorted(files, key=lambda b: (KINDS[b.kind].order, b.path.name))
    rendered = render_print_first(title, credit, [entry(b) for b in ordered], paper)
    target = folder / NAME
    write_atomic(target, rendered.pdf)
    return target
