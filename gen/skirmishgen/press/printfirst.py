"""The one-page "print me first" sheet of a build's game folder, in the frame of the game's
other sheets (its band, its emblem before a Noto Serif title in its colour, the credit):
a numbered table of each file it holds, in the order to print (what it is, its pages and
sheets, the sides and flip edge, a paper weight, how to finish it), then what the folder
needs and the check to make before printing it all. Drawn from what was built, as the
caller words it (:class:`Index`); it knows no game."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Spacer, Table

from .. import __version__
from .icons import credit as icon_credit
from .paper import MM, Size
from .paragraph import Paragraph
from .pdf import Metadata, Rendered
from .sheetframe import build, masthead
from .sheetstyles import MARGIN, Styles, heading_style, styles, table_style
from .style import Look

BODY = 10.0
"""pt: the table's and the boxes' text (larger than a cheat sheet's: read once, at arm's
length, before printing)."""
SHADE = colors.HexColor("#F0F0F0")
"""The band behind each file's name in the table."""
RULE = colors.HexColor("#BBBBBB")
"""The hairline between the table's files."""
COLUMNS = (10.0, 27.0, 40.0, 50.0)
"""mm: the table's number, pages, print and paper columns; finishing takes the rest."""
PAD = (3.0, 7.5)
"""pt: the table cells' padding above and below, least and most: a folder of few files
gets rows with more air, one of many still fits its page."""
AIR = 24.0
"""pt: the padding a row gets is this shared between the files (within ``PAD``)."""


ORDER = (
    "Print the files in this order: plain paper first, then card, so the paper changes once."
    " Print every file at <b>100% (actual size)</b>; the paper weights are our suggestion."
)
"""What the sheet says under its head, of the order and the scale."""


@dataclass(frozen=True)
class Head:
    """What heads the sheet: the game's title, its byline (``by ...``) and its look."""

    title: str
    byline: str
    look: Look


@dataclass(frozen=True)
class Entry:
    """One file of the folder, as built: its name, what it is, its pages and sheets of
    paper, the sides it prints on and the edge it flips on (none one-sided), its paper
    and how to finish it."""

    file: str
    what: str
    pages: int
    sheets: int
    sides: str
    edge: str
    paper: str
    finish: str


@dataclass(frozen=True)
class Index:
    """The whole sheet: its head, the files in print order, the "You will need" lines and
    the checks before printing everything (none: no box)."""

    head: Head
    entries: Sequence[Entry]
    needs: Sequence[str]
    checks: Sequence[str]


BOX_SIZES = (BODY, 9.0, 8.0)
"""Point sizes the two boxes step down through until the guide fits its one page."""


def render_print_first(index: Index, paper: Size) -> Rendered:
    """One page: the head, the order, the table of files, what is needed and the check;
    the boxes' type a size smaller, then another, where a long list would push them over."""
    for size in BOX_SIZES:
        rendered = _render(index, paper, size)
        if rendered.pages == 1:
            break
    return rendered


def _render(index: Index, paper: Size, box_size: float) -> Rendered:
    head = index.head
    st = _styles(head.look, box_size)
    width = paper.width * MM - 2 * MARGIN
    title = [
        Paragraph(f"{escape(head.title)} \u00b7 print me first", st["title"]),
        Paragraph(f"{escape(head.byline)} \u00b7 {_counts(index.entries)}", st["sub"]),
    ]
    story = [
        *masthead(title, st, width),
        Spacer(1, 4 * MM),
        Paragraph(ORDER, st["lead"]),
        Spacer(1, 4 * MM),
        _table(index.entries, st, width),
        Spacer(1, 5 * MM),
        _boxes(index, st, width),
    ]
    meta = Metadata(
        f"{head.title}: print me first",
        f"skirmishgen (print guide for {head.title})",
        "What each file is, in print order; print at 100% (actual size)",
        ("print and play", "print order", head.title),
    )
    credit = (
        f"{head.title} {head.byline} \u00b7 print guide by skirmishgen {__version__}"
        f" \u00b7 {icon_credit(head.look)}"
    )
    return build(story, meta, paper, credit, flush=True, look=head.look)


def _styles(look: Look, box_size: float = BODY) -> Styles:
    st = styles(look)
    body = ParagraphStyle("body", st["base"], fontSize=BODY, leading=BODY * 1.25)
    listed = ParagraphStyle("listed", body, fontSize=box_size, leading=box_size * 1.25)
    return st.but(
        body=body,
        lead=ParagraphStyle("lead", body, fontSize=10, leading=13),
        file=ParagraphStyle("file", body, fontSize=10.5, leading=13),
        number=heading_style("number", body, look, (15, 15), (0, 0)),
        label=ParagraphStyle("label", body, textColor=colors.white),
        bullet=ParagraphStyle("bullet", listed, leftIndent=9, bulletIndent=0, spaceAfter=2),
        box=heading_style("box", body, look, (11.5, 14), (0, 3)),
    )


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("s" if count != 1 else "")


def _counts(entries: Sequence[Entry]) -> str:
    pages = sum(e.pages for e in entries)
    sheets = sum(e.sheets for e in entries)
    return f"{len(entries)} files, {_plural(pages, 'page')} on {_plural(sheets, 'sheet')}"


def _table(entries: Sequence[Entry], st: Styles, width: float) -> Table:
    """The files, numbered: each a shaded row with its name and what it is, and under it
    its pages and sheets, how to print it, its paper and how to finish it."""
    labels = ["", "pages", "print", "paper (our suggestion)", "once printed"]
    rows: list[list] = [[Paragraph(f"<b>{label}</b>", st["label"]) for label in labels]]
    for number, entry in enumerate(entries, 1):
        name = f"<b>{escape(entry.file)}</b> \u00b7 {escape(entry.what)}"
        rows.append([Paragraph(str(number), st["number"]), Paragraph(name, st["file"])])
        rows.append(["", *(Paragraph(text, st["body"]) for text in _details(entry))])
    pad = min(max(AIR / max(len(entries), 1), PAD[0]), PAD[1])
    widths = [c * MM for c in COLUMNS]
    table = Table(rows, colWidths=[*widths, width - sum(widths)])
    commands: list[tuple] = [
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor(st.look.colour)),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), pad),
        ("BOTTOMPADDING", (0, 0), (-1, -1), pad),
        ("TOPPADDING", (0, 0), (-1, 0), PAD[0]),
        ("BOTTOMPADDING", (0, 0), (-1, 0), PAD[0]),
        ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.HexColor(st.look.colour)),
    ]
    for row in range(1, len(rows), 2):
        commands += [
            ("SPAN", (0, row), (0, row + 1)),
            ("SPAN", (1, row), (-1, row)),
            ("BACKGROUND", (1, row), (-1, row), SHADE),
            ("BOTTOMPADDING", (0, row), (-1, row), pad - 1),
        ]
        if row > 1:
            commands.append(("LINEABOVE", (0, row), (-1, row), 0.5, RULE))
    table.setStyle(table_style(*commands))
    return table


def _details(entry: Entry) -> list[str]:
    printing = f"{entry.sides}, flip on the {entry.edge}" if entry.edge else entry.sides
    return [
        f"{_plural(entry.pages, 'page')}<br/>on {_plural(entry.sheets, 'sheet')}",
        f"{escape(printing)}, at 100%",
        escape(entry.paper),
        escape(entry.finish),
    ]


def _listed(heading: str, lines: Sequence[str], st: Styles) -> list[Paragraph]:
    """A box's heading and its lines, each a bullet."""
    bullet = st["bullet"]
    return [
        Paragraph(heading, st["box"]),
        *(Paragraph(escape(line), bullet, bulletText="\u2022") for line in lines),
    ]


def _boxes(index: Index, st: Styles, width: float) -> Table:
    """What the folder needs and, when there are any, the checks before printing it all,
    side by side in boxes ruled in the game's colour."""
    cells = [_listed("You will need", index.needs, st)]
    if index.checks:
        cells.append(_listed("Check before you print everything", index.checks, st))
    gap = 5 * MM
    each = (width - gap * (len(cells) - 1)) / len(cells)
    row: list = []
    widths: list[float] = []  # a gap column between the boxes
    for number, cell in enumerate(cells):
        if number:
            row.append("")
            widths.append(gap)
        row.append(cell)
        widths.append(each)
    table = Table([row], colWidths=widths)
    colour = colors.HexColor(st.look.colour)
    commands: list[tuple] = [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 8),
        ("RIGHTPADDING", (0, 0), (-1, -1), 8),
        ("TOPPADDING", (0, 0), (-1, -1), 7),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 8),
    ]
    commands += [("BOX", (c, 0), (c, 0), 1.0, colour) for c in range(0, len(row), 2)]
    table.setStyle(table_style(*commands))
    return table
