"""The booklet command's one function: a game's rule booklet from its template and content."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..checks import NameIndex
from ..errors import InputError
from ..press.output import check_target, write_atomic
from ..press.paper import Size
from ..resources import templates_dir
from .render import build_booklet, render_template


def _context(system: str) -> tuple[dict[str, Any], str, list[str]]:
    """Everything a template may use, the booklet's title and its credit lines."""
    ours = "Rules summarised in skirmishgen's own words."
    if system == "skirmish":
        from ..loader import load_document, validate
        from ..resources import content_dir
        from ..systems.skirmish.deck import edition_file, load_deck
        from ..systems.skirmish.models import PlayReference

        deck = load_deck(edition_file(5))
        play = validate(load_document(content_dir() / "skirmish" / "rules-5.yaml"), PlayReference)
        return (
            {"deck": deck, "play": play},
            f"{deck.title}, 5th edition",
            [f"by {deck.author}", deck.credit, ours],
        )
    if system == "abstract-skirmish":
        from ..systems.abstract.roster import reference

        ref = reference()
        return {"ref": ref}, ref.title, [f"by {ref.author} ({ref.year})", ours]
    if system == "one-stat-skirmish":
        from ..systems.one_stat.roster import reference

        ref = reference()
        return {"ref": ref}, ref.title, [f"by {ref.author}", ours]
    if system == "aof-skirmish":
        from ..systems.aof.roster import reference

        ref = reference()
        return {"ref": ref}, ref.title, [f"by {ref.author}", ours]
    from ..systems.insta.roster import reference

    ref = reference()
    return {"ref": ref}, ref.title, [f"by {ref.author}", ours]


def booklet_systems() -> list[str]:
    return sorted(p.parent.name for p in templates_dir().glob("*/booklet.j2"))


def make_booklet(
    system: str, paper: Size, imposition: str, out: Path | None, user_templates: Path | None
) -> tuple[Path, int]:
    known = booklet_systems()
    if system not in known:
        raise InputError(
            f"no rule booklet for '{system}' yet; {NameIndex(known).hint(system, 'booklets')}"
        )
    if user_templates is not None and not user_templates.is_dir():
        raise InputError(
            f"--templates {user_templates}: not a folder; give a folder holding {system}/booklet.j2"
        )
    target = check_target(out or Path("output") / f"{system}-booklet.pdf")
    context, title, credit = _context(system)
    markup = render_template(system, context, user_templates)
    data, pages = build_booklet(markup, title, credit, paper, imposition)
    write_atomic(target, data)
    return target, pages
