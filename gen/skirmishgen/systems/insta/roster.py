"""Roster support of Insta-Skirmish for the shared machinery in ``skirmishgen.rosters``."""

from __future__ import annotations

from functools import cache

from ...errors import Finding
from ...loader import Document, load_document, validate
from ...press.paper import Size
from ...resources import content_dir
from .checks import check_army, match_armies
from .models import InstaArmy, InstaReference

MODEL = InstaArmy


@cache
def reference() -> InstaReference:
    path = content_dir() / "insta-skirmish" / "rules.yaml"
    return validate(load_document(path), InstaReference)


def check(army: InstaArmy, document: Document) -> list[Finding]:
    return check_army(army, document)


def match(armies: list[tuple[InstaArmy, Document]]) -> list[Finding]:
    return match_armies(armies)


def members(army: InstaArmy) -> str:
    count = len(army.miniatures)
    return f"{count} miniature{'s' * (count != 1)}"


def render_sheet(
    army: InstaArmy, paper: Size, legal: bool, digest: str, findings: list[Finding]
) -> tuple[bytes, int]:
    from ...press.sheets import Stamp
    from .sheet import render

    rules = f"Insta-Skirmish points rules, budget {army.budget}"
    return render(army, reference(), paper, Stamp(legal, rules, digest), findings)


def render_blank(paper: Size) -> tuple[bytes, int]:
    from .sheet import render

    return render(None, reference(), paper, None, [])
