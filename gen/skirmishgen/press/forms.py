"""Fill-in pieces for sheets written on by hand: ruled writing lines and a labelled field,
always dark lines on the white page (never a light line on a dark band)."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Table

from . import fonts
from .paper import MM

PITCH = 6.5 * MM
"""Line pitch for handwriting (at least 6 mm)."""
LINE = colors.HexColor("#777777")


class WriteLines(Flowable):
    """``count`` ruled lines ``pitch`` apart, ``width`` long (0: the width offered)."""

    def __init__(self, count: int = 1, width: float = 0, pitch: float = PITCH) -> None:
        super().__init__()
        self.count, self.pitch, self._width = count, pitch, width
        self.width, self.height = width, count * pitch

    def wrap(self, availWidth, availHeight):
        self.width = self._width or availWidth
        return self.width, self.height

    def draw(self) -> None:
        self.canv.setStrokeColor(LINE)
        self.canv.setLineWidth(0.5)
        for i in range(self.count):
            y = i * self.pitch + 0.6 * MM
            self.canv.line(0, y, self.width, y)


class FillLines(WriteLines):
    """Ruled lines ``pitch`` apart down to ``clear`` above the foot of the frame they are
    set in, at most ``most``: a notes area that takes what room a sheet has left."""

    def __init__(self, most: int = 40, pitch: float = PITCH, clear: float = 4 * MM) -> None:
        super().__init__(most, 0, pitch)
        self.most, self.clear = most, clear

    def wrap(self, availWidth, availHeight):
        # Asked with no real height (a heading keeping with it measures so), it takes a line.
        room = self.pitch if availHeight > 1000 * MM else availHeight - self.clear
        self.count = max(0, min(self.most, int(room // self.pitch)))
        self.height = self.count * self.pitch
        return super().wrap(availWidth, availHeight)

    def split(self, availWidth, availHeight):
        return []


class Field(Flowable):
    """A label followed by a ruled line to write on: ``format: ______``, as wide as it is
    given, never wider than the frame or cell that holds it. A title field (a blank sheet's
    name) is set in the display face and the game's colour."""

    def __init__(
        self,
        label: str,
        width: float,
        size: float = 8.5,
        bold: bool = False,
        title_colour: str | None = None,
    ) -> None:
        super().__init__()
        self.label, self.size = label, size
        self.font = fonts.DISPLAY if title_colour else fonts.BOLD if bold else fonts.REGULAR
        self.colour = title_colour or "#222222"
        self.width, self.height = width, max(PITCH, size * 1.25)

    def wrap(self, available_width, available_height):
        self.width = min(self.width, available_width)
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        canvas.setFillColor(colors.HexColor(self.colour))
        canvas.setFont(self.font, self.size)
        canvas.drawString(0, 1.4 * MM, self.label)
        start = canvas.stringWidth(self.label, self.font, self.size) + 1.5 * MM
        canvas.setStrokeColor(LINE)
        canvas.setLineWidth(0.5)
        canvas.line(start, 0.6 * MM, self.width, 0.6 * MM)


def labelled(cells: list[tuple[str, float]], width: float, label_style) -> Table:
    """Labels, each followed by a ruled line of the given width (points); a line of width 0
    takes what is left of ``width``: ``Unit ________ models ___``."""
    from .paragraph import Paragraph

    row, widths = [], []
    for label, line in cells:
        row += [Paragraph(label, label_style), WriteLines(1)]
        size = stringWidth(label, label_style.fontName, label_style.fontSize)
        widths += [size + 4, line]
    free = [i for i, w in enumerate(widths) if not w]
    left = max(width - sum(widths), 8 * MM * len(free))
    for i in free:
        widths[i] = left / len(free)
    table = Table([row], colWidths=widths)
    table.setStyle(writing_row_style())
    return table


def writing_row_style(right: float = 2) -> list[tuple]:
    """A row of labels and lines to write on: its cells on one baseline, no padding but
    ``right`` points after each."""
    return [
        ("FONTNAME", (0, 0), (-1, -1), fonts.REGULAR),
        ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
        ("LEFTPADDING", (0, 0), (-1, -1), 0),
        ("RIGHTPADDING", (0, 0), (-1, -1), right),
        ("TOPPADDING", (0, 0), (-1, -1), 0),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
    ]


def two_columns(
    story: list, width: float, gap: float = 6 * MM, count: int = 2, split: bool = True
) -> list:
    """``story`` (paragraphs and spacers) set in ``count`` balanced columns, split across
    pages when it must (``split``), else as one table that never changes its type size."""
    if not split:
        return [_column_table(story, width, gap, count)]
    from .columns import Columns

    return [Columns(story, count, gap)]


def first_sentence(text: str) -> str:
    """A rule's text up to its first full stop: its gist, for a blank sheet's short list."""
    head = text.split(". ", 1)[0]
    return head if head.endswith(".") else head + "."


def _column_table(story: list, width: float, gap: float, count: int) -> Table:
    """``story`` cut into ``count`` runs of about equal height, side by side."""
    column = (width - gap * (count - 1)) / count
    heights = [f.wrap(column, 10_000)[1] + f.getSpaceAfter() for f in story]
    share, height = sum(heights) / count, 0.0
    runs: list[list] = []
    run: list = []
    for flowable, h in zip(story, heights, strict=True):
        if run and height + h / 2 > share * (len(runs) + 1) and len(runs) < count - 1:
            runs.append(run)
            run = []
        run.append(flowable)
        height += h
    runs.append(run)
    runs += [[]] * (count - len(runs))
    table = Table([runs], colWidths=[column + gap] * (count - 1) + [column])
    table.setStyle(
        [
            ("FONTNAME", (0, 0), (-1, -1), fonts.REGULAR),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("RIGHTPADDING", (0, 0), (-2, -1), gap),
            ("RIGHTPADDING", (-1, 0), (-1, -1), 0),
            ("TOPPADDING", (0, 0), (-1, -1), 0),
        ]
    )
    return table
