"""The game's rules reference in content (rules.yaml), read once."""

from __future__ import annotations

from functools import cache
from typing import Any

from .game import GAME
from .models import RulesReference


@cache
def reference() -> RulesReference:
    return GAME.read("rules.yaml", RulesReference)


def booklet_context() -> dict[str, Any]:
    """What the booklet template uses besides the credits."""
    return {"ref": reference()}
