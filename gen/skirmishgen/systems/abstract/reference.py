"""The game's rules reference in content (rules.yaml), read once."""

from __future__ import annotations

from functools import cache
from typing import Any

from .game import GAME
from .models import AbstractReference


@cache
def reference() -> AbstractReference:
    return GAME.read("rules.yaml", AbstractReference)


def booklet_context() -> dict[str, Any]:
    """What the booklet template uses besides the credits."""
    return {"ref": reference()}
