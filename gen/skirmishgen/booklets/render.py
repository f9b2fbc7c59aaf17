"""Booklet rendering: templates (sandboxed, user folder first) into A5 pages with running
headers, page numbers and a contents page; imposed two-up for saddle stitching, or plain.

Each A5 page is drawn into a PDF form; the imposed sheets then place the forms
(``press.imposition`` says where), so nothing is drawn twice.
"""

from __future__ import annotations

import functools
import io
import re
import traceback
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reportlab.lib import colors
from reportlab.platypus import PageBreak, Spacer
from reportlab.platypus.doctemplate import BaseDocTemplate, PageTemplate
from reportlab.platypus.frames import Frame
from reportlab.platypus.tableofcontents import TableOfContents

from .. import __version__
from ..errors import InputError, display_path
from ..press import fonts
from ..press.figure import Figure
from ..press.imposition import padded, saddle_stitch
from ..press.ornament import band
from ..press.paper import MM, Size
from ..press.paragraph import Paragraph
from ..press.pdf import Metadata, Rendered, describe
from ..press.sheetframe import Band, Medallion
from ..press.sheetstyles import table_style
from ..press.style import PLAIN, Look
from ..press.typeset import Canvas
from ..resources import templates_dir
from .markup import Heading, cover_and_rules, flowables, inline, styles
from .spread import draw_notes

A5 = Size(148.0, 210.0)
HALF_LETTER = Size(139.7, 215.9)
COVER_EMBLEM = 16 * MM
"""The emblem disc's diameter on every booklet cover, above the title."""


def is_flat(user_dir: Path, system: str) -> bool:
    """True when the user's folder holds ``booklet.j2`` itself, not ``<game>/booklet.j2``."""
    return not (user_dir / system / "booklet.j2").exists() and (user_dir / "booklet.j2").exists()


def template_shown(system: str, user_dir: Path | None) -> str:
    """The booklet template used, as messages name it."""
    if user_dir is None:
        return f"{system}/booklet.j2"
    inner = Path("booklet.j2") if is_flat(user_dir, system) else Path(system, "booklet.j2")
    return display_path(user_dir / inner)


def render_template(
    system: str, context: dict[str, Any], user_dir: Path | None, ours: Path | None = None
) -> str:
    """The booklet's markup from the game's ``booklet.j2`` (in ``ours``, by default
    ``templates/<game>/``): the user's folder first (``<folder>/<game>/booklet.j2``, or
    ``<folder>/booklet.j2``), then the game's. Sandboxed and bounded (``guard``); every
    failure is one :class:`InputError` naming file and line."""
    from jinja2 import StrictUndefined

    from .guard import FileLoader, GuardedEnvironment, bounded
    from .markup import as_list

    ours = ours or templates_dir() / system
    folders = [ours.parent]
    name = f"{ours.name}/booklet.j2"
    if user_dir is not None:
        if is_flat(user_dir, system):
            name = "booklet.j2"
            folders = [user_dir, ours, ours.parent]
        elif ours.name == system:
            folders = [user_dir, ours.parent]
        else:  # the user's <game>/booklet.j2, or the game's own (a folder named otherwise)
            folders = [user_dir / system, ours]
            name = "booklet.j2"
    env = GuardedEnvironment(
        loader=FileLoader(folders),
        undefined=StrictUndefined,
        autoescape=False,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["as_list"] = as_list
    try:
        template = env.get_template(name)
        shown = display_path(Path(template.filename)) if template.filename else name
        return bounded(template.generate(**context), shown)
    except Exception as error:  # anything a template can raise: 1/0, bad types, limits...
        raise _template_error(error, name) from None


def _template_error(error: Exception, name: str) -> InputError:
    """One line for a failed template: ``file:line: template error: what; fix``."""
    from jinja2 import TemplateError

    from .guard import TemplateLimit, TemplateUnreadable

    if isinstance(error, TemplateUnreadable):
        return InputError(str(error))
    if isinstance(error, TemplateLimit) and error.where:
        return InputError(f"{error.where}: template error: too much: {error}; fix the template")
    if isinstance(error, TemplateError):
        problem = error.message or str(error)
    elif isinstance(error, TemplateLimit):
        problem = f"too much: {error}"
    elif isinstance(error, RecursionError):
        problem = "recursion too deep"
    elif isinstance(error, MemoryError):
        problem = "too much: it needs more memory than a booklet may use"
    else:
        problem = f"{type(error).__name__}: {error}"
    problem = " ".join(problem.split())[:200]
    return InputError(f"{_place(error, name)}: template error: {problem}; fix the template")


def _place(error: BaseException, name: str) -> str:
    """``file:line`` of a template error: jinja gives it for syntax errors, and puts the
    template's own file and line in the traceback of errors raised while rendering."""
    where, line = getattr(error, "filename", None), getattr(error, "lineno", None)
    if line is None:
        frames = [
            f for f in traceback.extract_tb(error.__traceback__) if f.filename.endswith(".j2")
        ]
        if frames:
            where, line = frames[-1].filename, frames[-1].lineno
    shown = display_path(Path(where)) if where else name
    return f"{shown}:{line}" if line else shown


class _Doc(BaseDocTemplate):
    def afterFlowable(self, flowable) -> None:
        if isinstance(flowable, Heading):
            if flowable.level == 0:
                self.notify("TOCEntry", (flowable.level, flowable.plain, self.page))
            self.canv.headings.append((flowable.level, flowable.plain, self.page))


class _FormCanvas(Canvas):
    """A canvas that draws every page into a form, then imposes the forms on sheets."""

    def __init__(
        self, *args, page_size: Size, sheet: Size, imposition: str, meta: Metadata, **kwargs
    ) -> None:
        super().__init__(*args, **kwargs)
        self._page, self._sheet = page_size, sheet
        self._imposition, self._meta = imposition, meta
        self._forms: list[str] = []
        self.headings: list[tuple[int, str, int]] = []
        """(level, text, booklet page) of every numbered heading: the PDF's bookmarks."""
        self._begin()

    def _begin(self) -> None:
        self._forms.append(f"BookletPage{len(self._forms) + 1}")
        self.beginForm(self._forms[-1], 0, 0, self._page.width * MM, self._page.height * MM)

    def showPage(self) -> None:
        self.endForm()
        self._begin()

    def save(self) -> None:
        self.endForm()
        self._forms.pop()  # the form begun after the last page is empty
        pages = len(self._forms)
        if self._imposition == "pages":
            for number, name in enumerate(self._forms, 1):
                self.setPageSize((self._page.width * MM, self._page.height * MM))
                describe(self, self._meta)
                self.doForm(name)
                self._mark(number)
                Canvas.showPage(self)
        else:
            for _ in range(padded(pages) - pages):
                self._notes_page(len(self._forms) + 1)
            self._impose(len(self._forms))
        self._outline()
        Canvas.save(self)

    def _mark(self, page: int) -> None:
        """Bookmark the headings of booklet page ``page`` on the sheet being drawn."""
        for number, (_, _, on) in enumerate(self.headings):
            if on == page:
                self.bookmarkPage(f"h{number}", fit="XYZ")

    def _outline(self) -> None:
        """The bookmarks, in reading order: chapters, each with its sections."""
        deepest = -1
        for number, (level, text, _) in enumerate(self.headings):
            deepest = min(level, deepest + 1)  # a section before any chapter hangs at the top
            self.addOutlineEntry(text, f"h{number}", level=deepest, closed=True)
        if self.headings:
            self.showOutline()

    def _notes_page(self, number: int) -> None:
        """A page that would be blank in the folded booklet: ruled lines for notes."""
        self._forms.append(f"NotesPage{number}")
        self.beginForm(self._forms[-1], 0, 0, self._page.width * MM, self._page.height * MM)
        margin, top = 13 * MM, self._page.height * MM - 16 * MM
        draw_notes(self, margin, self._page.width * MM - margin, top, 16 * MM)
        self.setFont(fonts.REGULAR, 7)
        self.setFillColor(colors.HexColor("#555555"))
        self.drawCentredString(self._page.width * MM / 2, 7 * MM, str(number))
        self.endForm()

    def _impose(self, pages: int) -> None:
        width, height = self._sheet.height * MM, self._sheet.width * MM  # landscape
        for slot in saddle_stitch(pages):
            if slot.half == "left":
                self.setPageSize((width, height))
                describe(self, self._meta, "short")
            if slot.page is not None:
                self.saveState()
                x = 0 if slot.half == "left" else width / 2
                self.translate(
                    x + (width / 2 - self._page.width * MM) / 2,
                    (height - self._page.height * MM) / 2,
                )
                self.doForm(self._forms[slot.page - 1])
                self.restoreState()
                self._mark(slot.page)
            if slot.half == "right":
                Canvas.showPage(self)


def build_booklet(
    markup: str,
    title: str,
    credit: list[str],
    paper: Size,
    imposition: str,
    look: Look = PLAIN,
    figures: Mapping[str, Figure] | None = None,
) -> Rendered:
    """The booklet as PDF bytes, and its number of booklet pages.

    The rules start on a page of their own, after a title page with the contents. When
    that leaves two or more pages of the folded booklet for notes, the body is set a little
    tighter (same size), and if that still does not save a sheet, the rules start under the
    contents (one or two more layout passes, only for such booklets, and for those that
    start a spread: the pages ruled for notes before it may be saved too).
    """
    page = A5 if paper.width < 212 else HALF_LETTER
    shown = figures or {}
    rendered = _render(
        markup, title, credit, paper, page, imposition, Fit(True, False, look, shown)
    )
    spread = re.search(r"^!spread\s*$", markup, re.MULTILINE) is not None
    for fit in (Fit(True, True, look, shown), Fit(False, True, look, shown)):
        if padded(rendered.pages) - rendered.pages < 2 and not spread:
            break
        tighter = _render(markup, title, credit, paper, page, imposition, fit)
        if padded(tighter.pages) < padded(rendered.pages):
            return tighter
    return rendered


@dataclass(frozen=True)
class Fit:
    """How a booklet is set: the title page alone or followed by the rules; the body at
    its usual leading or a little tighter; the game's look (its emblem large on a cover of
    its own); the figures its ``!figure`` lines may place."""

    title_alone: bool
    compact: bool
    look: Look = PLAIN
    figures: Mapping[str, Figure] = field(default_factory=dict)


def _story(markup: str, title: str, credit: list[str], width: float, fit: Fit) -> list:
    """The title page (emblem, title, credit, contents and the template's cover matter),
    then the rules: on a page of their own, or under the contents when ``fit`` says so."""
    st = styles(fit.compact, fit.look)
    title_alone = fit.title_alone
    toc = TableOfContents()
    toc.tableStyle = table_style(
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 0),
        ("RIGHTPADDING", (0, 0), (-1, -1), 0),
        ("TOPPADDING", (0, 0), (-1, -1), 0.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 0.5),
    )
    toc.levelStyles = [st["body"].clone("toc0", fontName=fonts.BOLD)]
    toc.dotsMinLevel = 0  # dot leaders on every entry
    look = fit.look
    heading = Paragraph(inline(title), st["h1"].clone("t", fontSize=18, leading=22))
    # every cover alike: the emblem large, above the title
    story = [Spacer(1, 2 * MM), Medallion(look, COVER_EMBLEM), Spacer(1, 4 * MM), heading]
    story += [Spacer(1, 1.5 * MM), Band(look, 2.4 * MM), Spacer(1, 2.5 * MM)]
    story += [Paragraph(inline(line), st["body"]) for line in credit]
    story += [Spacer(1, 8 * MM if title_alone else 3 * MM), Paragraph("Contents", st["h2"]), toc]
    cover, rules = cover_and_rules(markup)
    if cover:
        story += [Spacer(1, 5 * MM), *flowables(cover, width, fit.compact, fit.figures, look)]
    story.append(PageBreak() if title_alone else Spacer(1, 4 * MM))
    story += flowables(rules, width, fit.compact, fit.figures, look)
    for heading in story:  # the contents at full length from the first pass: one pass less
        if isinstance(heading, Heading) and heading.level == 0:
            toc.addEntry(heading.level, heading.plain, 0)
    return story


def _render(
    markup: str,
    title: str,
    credit: list[str],
    paper: Size,
    page: Size,
    imposition: str,
    fit: Fit,
) -> Rendered:
    margin = 13 * MM
    width = page.width * MM - 2 * margin
    story = _story(markup, title, credit, width, fit)
    meta = Metadata(
        title=f"{title}: rule booklet",
        author=credit[0] if credit else "",
        subject="Rule booklet; print double-sided, flip on the short edge, fold",
        keywords=("rules", "booklet"),
    )

    def decorate(canvas, doc) -> None:
        canvas.saveState()
        canvas.setFont(fonts.DISPLAY_ITALIC, 7.5)
        canvas.setFillColor(colors.HexColor("#555555"))
        if doc.page > 1:  # the running head on the outer side: left on even pages, right on odd
            top = page.height * MM - 8 * MM
            if doc.page % 2:
                canvas.drawRightString(page.width * MM - margin, top, title)
            else:
                canvas.drawString(margin, top, title)
            canvas.drawCentredString(page.width * MM / 2, 7 * MM, str(doc.page))
            rule = (margin, top - 3.4 * MM, page.width * MM - 2 * margin, 1.6 * MM)
            band(canvas, fit.look, rule)
        canvas.restoreState()

    buffer = io.BytesIO()
    frame = Frame(margin, 14 * MM, width, page.height * MM - 26 * MM, id="body")
    doc = _Doc(
        buffer,
        pagesize=(page.width * MM, page.height * MM),
        invariant=1,
        initialFontName=fonts.REGULAR,
        title=meta.title,
        author=meta.author,
        subject=meta.subject,
        creator=f"skirmishgen {__version__}",
    )
    doc.addPageTemplates([PageTemplate("page", [frame], onPage=decorate)])
    maker = functools.partial(
        _FormCanvas,
        page_size=page,
        sheet=paper,
        imposition=imposition,
        meta=meta,
        pdfVersion=(1, 7),
    )
    doc.multiBuild(story, canvasmaker=maker)
    return Rendered(buffer.getbuffer(), doc.page)
