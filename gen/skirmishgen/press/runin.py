"""Rule texts that string several cases as run-in heads (``**Cover:** ... **Push-back:**
...``): the one parser both the sheets and the booklets set as lists."""

from __future__ import annotations

import re
from dataclasses import dataclass

_HEAD = re.compile(r"\s*\*\*([^*]+?):\*\*\s*")
_NUMBER = re.compile(r"^(\d+)\.\s+")


@dataclass(frozen=True)
class Case:
    """One case: its head (without a step number), its text, and its step number, if the
    head began with one ("1. Turn count")."""

    head: str
    text: str
    number: str = ""


def has_cases(text: str) -> bool:
    return bool(_HEAD.search(text))


def cases(text: str) -> tuple[str, list[Case]]:
    """The text before the first head, and each case in order."""
    parts = _HEAD.split(text)
    found = []
    for head, rest in zip(parts[1::2], parts[2::2], strict=True):
        number = _NUMBER.match(head)
        found.append(
            Case(head[number.end() :], rest.strip(), number.group(1))
            if number
            else Case(head, rest.strip())
        )
    return parts[0].strip(), found
