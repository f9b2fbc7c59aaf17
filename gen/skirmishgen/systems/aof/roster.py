"""Roster support of AOF: Skirmish for the shared machinery in ``skirmishgen.rosters``."""

from __future__ import annotations

from functools import cache

from ...errors import Finding
from ...loader import Document, load_document, validate
from ...press.paper import Size
from ...resources import content_dir
from .checks import check_army, match_armies
from .models import AofReference, Army

MODEL = Army


@cache
def reference() -> AofReference:
    path = content_dir() / "aof-skirmish" / "rules.yaml"
    return validate(load_document(path), AofReference)


def check(army: Army, document: Document) -> list[Finding]:
    rules = {rule.name: rule.takes_value for rule in reference().special_rules}
    return check_army(army, document, rules)


def match(armies: list[tuple[Army, Document]]) -> list[Finding]:
    return match_armies(armies)


def render_sheet(
    army: Army, paper: Size, legal: bool, digest: str, findings: list[Finding]
) -> tuple[bytes, int]:
    from ...press.sheets import Stamp
    from .sheet import render

    rules = f"AOF: Skirmish army rules, {army.points_limit} points"
    return render(army, reference(), paper, Stamp(legal, rules, digest), findings)


def render_blank(paper: Size) -> tuple[bytes, int]:
    from .sheet import render

    return render(None, reference(), paper, None, [])


def members(army: Army) -> str:
    count = len(army.units)
    return f"{count} unit{'s' * (count != 1)}"
