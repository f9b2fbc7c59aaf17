"""What the builder's API makes of a posted roster: its check, its sheet, its cheat sheet.

The same functions as the CLI's, on the posted text: the roster PDF is the bytes
``skirmishgen roster`` writes for a file holding that text. A posted roster is
never allowed to make the server read a file (a fighter's ``image:``).
"""

from __future__ import annotations

from ..output import Product, rendered_pdf
from ..press.paper import PAPERS
from ..rosters import Report
from .builder import (
    ROSTER_NAME,
    Checked,
    Refused,
    check_text,
    named_files,
)


def checked(text: str) -> Checked:
    """``text`` checked, refused if it names a file on this machine."""
    result = check_text(text)
    files = named_files(result.roster)
    if files:
        raise Refused(422, "a roster sent to the builder cannot name a file", files)
    return result


def validate_text(text: str) -> Report:
    return checked(text).report


def roster_pdf(text: str, paper: str, share_url: str | None = None) -> tuple[str, bytes]:
    """The roster sheet of a legal roster, as ``skirmishgen roster`` prints it (with
    ``--share-url``, when the builder is a site at that address)."""
    from pathlib import Path

    from ..rosters import roster_sheet

    result = checked(text)
    made = roster_sheet(Path(ROSTER_NAME), PAPERS[paper], False, text, share_url)
    if made.product is None:
        raise Refused(422, result.report.summary(), made.findings)
    return rendered_pdf(made.product)


def cheatsheet_pdf(text: str, paper: str) -> tuple[str, bytes]:
    """The game's cheat sheet for a readable roster: only the rules it uses, where the
    game's sheet can narrow to a roster."""
    from ..cheatsheets import make_sheet
    from ..games import find

    result = checked(text)
    roster = result.roster
    if roster.malformed or roster.system is None:
        raise Refused(422, result.report.summary(), roster.findings)
    game, sheet = find(roster.system, lambda game: game.cheat_sheet, "cheat sheets")
    takes = [o.name for o in sheet.options if o.kind == "roster"]
    product: Product = make_sheet(game.key, PAPERS[paper], dict.fromkeys(takes, roster))
    return rendered_pdf(product)
