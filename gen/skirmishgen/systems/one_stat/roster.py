"""Roster support of 1 Stat Skirmish for the shared machinery in ``skirmishgen.rosters``."""

from __future__ import annotations

from functools import cache

from ...errors import Finding
from ...loader import Document, load_document, validate
from ...press.paper import Size
from ...resources import content_dir
from .checks import check_warband, match_warbands
from .models import RulesReference, Warband

MODEL = Warband


@cache
def reference() -> RulesReference:
    """The rules reference shipped in content/one-stat-skirmish/rules.yaml."""
    path = content_dir() / "one-stat-skirmish" / "rules.yaml"
    return validate(load_document(path), RulesReference)


def check(warband: Warband, document: Document) -> list[Finding]:
    return check_warband(warband, document, [skill.id for skill in reference().skills])


def match(warbands: list[tuple[Warband, Document]]) -> list[Finding]:
    return match_warbands(warbands, reference().table_sizes)


def render_sheet(
    warband: Warband, paper: Size, legal: bool, digest: str, findings: list[Finding]
) -> tuple[bytes, int]:
    from ...press.sheets import Stamp
    from .sheet import render

    rules = f"1 Stat Skirmish warband rules, {warband.format} format"
    return render(warband, reference(), paper, Stamp(legal, rules, digest), findings)


def render_blank(paper: Size) -> tuple[bytes, int]:
    from .sheet import render

    return render(None, reference(), paper, None, [])


def members(warband: Warband) -> str:
    count = len(warband.fighters)
    return f"{count} fighter{'s' * (count != 1)}"
