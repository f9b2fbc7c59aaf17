"""Helpers shared by the roster tests: editing YAML text and locating lines."""

from __future__ import annotations

import re

FINDING = re.compile(
    r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?P<col>\d+): "
    r"(?P<sev>error|warning) \[(?P<rule>[A-Z0-9-]+)\] \S"
)


def edit(text: str, old: str, new: str) -> str:
    """``text`` with the one occurrence of ``old`` replaced."""
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times"
    return text.replace(old, new)


def line_of(text: str, needle: str) -> int:
    """The 1-based line of the one occurrence of ``needle``."""
    assert text.count(needle) == 1, f"{needle!r} occurs {text.count(needle)} times"
    return text.count("\n", 0, text.index(needle)) + 1
