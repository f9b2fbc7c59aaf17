"""The sheet command's one function: a game's cheat sheet, one sheet of paper at most."""

from __future__ import annotations

from pathlib import Path

from reportlab.platypus import Paragraph, Spacer

from ..checks import NameIndex
from ..errors import InputError, LayoutError, display_path
from ..loader import load_document, validate
from ..press.output import check_target, write_atomic
from ..press.paper import MM, Size
from ..press.sheets import build_sheet, styles
from ..resources import content_dir
from ..systems import SYSTEMS
from . import games

SHEET_SYSTEMS = (
    "skirmish",
    "abstract-skirmish",
    "one-stat-skirmish",
    "aof-skirmish",
    "insta-skirmish",
)
MAX_PAGES = 2
"""One sheet of paper, both sides at most."""


def _roster(system: str, roster: Path | None):
    if roster is None:
        return None
    if system not in ("one-stat-skirmish", "aof-skirmish"):
        raise InputError(
            f"--roster is for the one-stat-skirmish and aof-skirmish sheets, not {system}"
        )
    from ..rosters import read_roster

    result = read_roster(roster)
    if result.malformed:
        raise InputError(result.findings)
    if result.system != system:
        raise InputError(
            f"--roster {display_path(roster)} is a {result.system} roster; give a {system} one"
        )
    return result.model


def story_for(system: str, roster_model, st) -> tuple[list, str, str]:
    """The sheet's flowables, the game's title and its author."""
    if system == "skirmish":
        from ..systems.skirmish.deck import edition_file, load_deck
        from ..systems.skirmish.models import PlayReference

        deck = load_deck(edition_file(5))
        play = validate(load_document(content_dir() / "skirmish" / "rules-5.yaml"), PlayReference)
        return games.skirmish(deck, play.sections, st), f"{deck.title} 5th edition", deck.author
    if system == "abstract-skirmish":
        from ..systems.abstract.roster import reference

        ref = reference()
        return games.abstract(ref, st), ref.title, ref.author
    if system == "insta-skirmish":
        from ..systems.insta.roster import reference

        ref = reference()
        return games.insta(ref, st), ref.title, ref.author
    if system == "one-stat-skirmish":
        from ..systems.one_stat.roster import reference

        ref = reference()
        return games.one_stat(ref, roster_model, st), ref.title, ref.author
    from ..systems.aof.roster import reference

    ref = reference()
    return games.aof(ref, roster_model, st), ref.title, ref.author


def make_sheet(system: str, roster: Path | None, out: Path | None, paper: Size):
    if system not in SHEET_SYSTEMS:
        raise InputError(
            f"no cheat sheet for '{system}'; {NameIndex(SHEET_SYSTEMS).hint(system, 'games')}"
        )
    target = check_target(
        out or Path("output") / f"{system}-cheatsheet.pdf", [roster] if roster else []
    )
    model = _roster(system, roster)
    st = styles()
    body, title, author = story_for(system, model, st)
    subtitle = "cheat sheet" + (f" for {model.name}" if model is not None else "")
    story = [
        Paragraph(f"{title}: {subtitle}", st["title"]),
        Paragraph(f"by {author}; summary in skirmishgen's own words", st["sub"]),
        Spacer(1, 2 * MM),
        *body,
    ]
    data, pages = build_sheet(story, paper, "cheat sheet", None, title, author)
    if pages > MAX_PAGES:
        raise LayoutError(
            f"the {system} cheat sheet needs {pages} pages, more than one sheet "
            "(two sides); shorten the reference texts"
        )
    write_atomic(target, data)
    return target, pages, SYSTEMS[system].title
