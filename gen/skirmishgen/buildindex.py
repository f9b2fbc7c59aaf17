"""``00-print-me-first.pdf``, the first file of each game folder ``build`` writes: what
every file there is, read back from the files themselves (pages, sheets of paper, the
duplex setting each PDF asks its printer for) and from what their pages carry (a kit's
cut, fold and glue marks and calibration bars, ``Rendered.marks``), in the order to print
them; then what the folder's products need (paper, tools) and the one check to make first.

It knows the kinds of product (deck, kit, ...), never a game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from glob import escape as glob_escape
from pathlib import Path

from .press.paper import PAPERS, Size
from .press.printfirst import Entry, Head, Index, render_print_first

__all__ = ["KINDS", "NAME", "Built", "Head", "Kind", "print_first"]

NAME = "00-print-me-first.pdf"


@dataclass(frozen=True)
class Kind:
    """How a kind of product is printed and finished: its place in the printing order
    (plain paper first), a paper weight (our suggestion), what to do once printed, and the
    tools that takes (``TOOLS``). A product whose pages carry marks (a kit's cut, fold and
    glue, ``Rendered.marks``) is finished by those instead (``MARKED``)."""

    order: int
    what: str
    paper: Paper
    finish: str
    tools: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Paper:
    """A paper by its weight in g/m\u00b2 (``low`` to ``high``), and how US paper is sold:
    its basis (bond, cover) and the g/m\u00b2 one pound of that basis weighs."""

    what: str
    low: int
    high: int
    basis: str
    per_lb: float

    def words(self, pounds: bool = False) -> str:
        """``plain paper, 80 to 100 g/m\u00b2``; with ``pounds`` (a Letter page) its weight
        in pounds too, computed and rounded (``(21 to 27 lb bond)``)."""
        said = f"{self.what}, {self.low} to {self.high} g/m\u00b2"
        if not pounds:
            return said
        low, high = (int(grams / self.per_lb + 0.5) for grams in (self.low, self.high))
        return f"{said} ({low} to {high} lb {self.basis})"


PLAIN = Paper("plain paper", 80, 100, "bond", 3.76)
CARD = Paper("thin card", 160, 200, "cover", 2.71)
KINDS = {
    "booklet": Kind(
        1,
        "the rules booklet",
        PLAIN,
        "stack the sheets in page order, fold the stack in half, staple it on the fold",
        frozenset({"staple"}),
    ),
    "cheat sheet": Kind(2, "the cheat sheet", PLAIN, "nothing to cut: keep it beside the table"),
    "roster": Kind(
        3,
        "a roster sheet",
        PLAIN,
        "nothing to cut: fill it in with a pencil",
        frozenset({"pencil"}),
    ),
    "deck": Kind(
        4,
        "the card deck",
        CARD,
        "cut along the crop marks, a row of cards at a time",
        frozenset({"cut"}),
    ),
    "kit": Kind(5, "the play kit", CARD, "cut out the pieces", frozenset({"cut"})),
}
"""Every kind ``build`` makes (``build.Job.kind``)."""

MARKED = {
    "cut": "cut on the solid lines",
    "fold": "fold on the dashed lines",
    "glue": "glue the hatched areas",
}
"""The finishing steps of a product whose pages carry marks, in order: one for each mark
its legend explains."""

TOOLS = {
    "cut": "scissors, or a craft knife, a steel ruler and a cutting mat",
    "glue": "a glue stick, for the hatched glue areas",
    "staple": "a stapler for the booklet (a long-reach one reaches its fold)",
    "pencil": "a pencil and an eraser, for filling in rosters",
}
"""What each finishing step takes, in the order "You will need" lists them."""

CUTTERS = {
    "silhouette": (
        "a Silhouette and Silhouette Studio (its free edition opens the .dxf cut files)",
        "Cut the test page first: skirmishgen\u00a0calibrate\u00a0--cutter\u00a0silhouette."
        " Each page's"
        " -cut-N.dxf opens in Studio as-is.",
    ),
    "cricut": (
        "a Cricut and Design Space, for the decks",
        "Cut the test image first: skirmishgen\u00a0calibrate\u00a0--cutter\u00a0cricut."
        " Upload each deck"
        " image (-cricut-N.png) as Print Then Cut at the size the build gave.",
    ),
}
"""Per cutter: what "You will need" adds, and the step the checks start with."""

PRINTING = {
    1: ("one side", ""),
    2: ("both sides", "short edge"),
    3: ("both sides", "long edge"),
}
"""What each PDF's duplex hint (PDF ViewerPreferences /Duplex, as pdfium reads it) asks:
the sides and the edge the sheet flips on."""


@dataclass(frozen=True)
class Built:
    """A file the build wrote into a game folder, the kind of product it is, and what its
    pages carry to finish and check them by (``Rendered.marks``)."""

    path: Path
    kind: str
    marks: frozenset[str] = field(default_factory=frozenset)
    whose: str = ""
    """Whose copy it is, where each player prints one (``player A (red)``): said after
    what it is, and listed in that order."""


CUTTER_STEP = "let the cutter cut each marked page, by its -cut-N file"
"""How a file made for a cutter is cut: its cut files lie beside it."""


def finishing(built: Built) -> tuple[str, frozenset[str]]:
    """How ``built`` is finished once printed, and the tools that takes: by the marks its
    pages carry, else as its kind is; a file with cut files beside it, by the cutter."""
    kind = KINDS[built.kind]
    if any(built.path.parent.glob(f"{glob_escape(built.path.stem)}-cut-*.dxf")):
        rest = [MARKED[mark] for mark in MARKED if mark in built.marks and mark != "cut"]
        return ", then ".join([CUTTER_STEP, *rest]), frozenset(built.marks) - {"cut"}
    steps = [MARKED[mark] for mark in MARKED if mark in built.marks]
    if not steps:
        return kind.finish, kind.tools
    return ", then ".join(steps), frozenset(mark for mark in MARKED if mark in built.marks)


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
    sides, edge = PRINTING.get(duplex, PRINTING[1])
    sheets = -(-pages // 2) if edge else pages
    kind = KINDS[built.kind]
    what = f"{kind.what}, {built.whose}" if built.whose else kind.what
    paper = kind.paper.words()
    return Entry(built.path.name, what, pages, sheets, sides, edge, paper, finishing(built)[0])


def needs(
    files: Sequence[Built],
    entries: Sequence[Entry],
    table: Sequence[str] = (),
    pounds: bool = False,
    cutter: str = "",
) -> list[str]:
    """The "You will need" lines: the printer, the paper and card by weight (as many sheets
    as the files take), the ``cutter`` if built for one, only the tools the folder's
    products are finished with, then what the game itself needs at the table
    (``Game.table_needs``)."""
    lines = ["a printer set to print at 100% (actual size), never \u201cfit to page\u201d"]
    for paper in (PLAIN, CARD):
        sheets = sum(e.sheets for e in entries if e.paper == paper.words())
        if sheets:
            lines.append(f"{sheets} sheet{'s' * (sheets != 1)} of {paper.words(pounds)}")
    used = frozenset().union(*(finishing(built)[1] for built in files))
    tools = [TOOLS[tool] for tool in TOOLS if tool in used]  # scissors: what no cutter cuts
    if cutter:
        tools.insert(0, CUTTERS[cutter][0])
    return lines + tools + list(table)


def checks(files: Sequence[Built], entries: Sequence[Entry], cutter: str = "") -> list[str]:
    """The checks before printing everything: for a ``cutter``, its test first; when a
    file's pages carry calibration bars, measure them on its first page; when a file prints
    on both sides, hold its first sheet to the light (a file cut into pieces first, where a
    back out of place shows most)."""
    lines = [CUTTERS[cutter][1]] if cutter else []
    barred = [built.path.name for built in files if "bars" in built.marks]
    if barred:
        lines.append(
            f"Print page 1 of {barred[0]} at 100% and measure its calibration bars: they"
            " must be 100 mm and 4 inches long. If not, turn off the printer's page scaling"
            " (\u201cfit to page\u201d, \u201cshrink oversized pages\u201d) and try again."
        )
    cut = {built.path.name for built in files if "cut" in finishing(built)[1]}
    both = sorted((e for e in entries if e.edge), key=lambda e: e.file not in cut)
    if both:
        first = both[0]
        lines.append(
            f"Print the first sheet of {first.file} (pages 1 and 2) on both sides, flipping on"
            f" the {first.edge}, and hold it to the light: each back must sit behind its"
            " front. No duplex printer? Print the odd pages, turn the stack over on that"
            " edge, put it back in the tray and print the even pages."
        )
    if lines:
        lines.append(
            "Still off? skirmishgen calibrate prints a sheet that measures your printer's"
            " scale and how far it shifts the backs."
        )
    return lines


def print_first(
    head: Head,
    files: Sequence[Built],
    paper: Size,
    folder: Path,
    table: Sequence[str] = (),
    cutter: str = "",
) -> tuple[Path, int]:
    """Write the folder's ``00-print-me-first.pdf`` (atomically) for ``files``, sorted in
    the order to print (then by whose copy and by name, so the same build gives the same
    bytes); ``table`` is what the game needs at the table. A Letter page's "You will need"
    gives the paper weights in pounds too. Returns the file and its page count."""
    from .writing import write_atomic

    pounds = paper == PAPERS["letter"]
    ordered = sorted(files, key=lambda b: (KINDS[b.kind].order, b.whose, b.path.stem))
    entries = [entry(b) for b in ordered]
    lines = needs(ordered, entries, table, pounds, cutter)
    index = Index(head, entries, lines, checks(ordered, entries, cutter))
    target = folder / NAME
    rendered = render_print_first(index, paper)
    write_atomic(target, rendered.pdf)
    return target, rendered.pages
