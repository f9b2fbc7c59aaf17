"""The game's rules reference in content (rules.yaml), read once."""

from __future__ import annotations

from functools import cache
from typing import Any

from ...game import read_content
from .about import FOLDER
from .models import RulesReference


@cache
def reference() -> RulesReference:
    return read_content(FOLDER, "rules.yaml", RulesReference)


def booklet_context() -> dict[str, Any]:
    """What the booklet template uses besides the credits."""
    return {"ref": reference()}
