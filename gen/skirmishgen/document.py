"""A YAML file's plain data and where each of its keys and values stood, so a finding
can point at ``file:line:col``."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import Location, display_path

Key = tuple[str | int, ...]


@dataclass
class Document:
    """Plain data loaded from one YAML file, with the 1-based position of each key and value."""

    path: Path
    data: Any
    values: dict[Key, tuple[int, int]] = field(default_factory=dict)
    keys: dict[Key, tuple[int, int]] = field(default_factory=dict)

    @functools.cached_property
    def name(self) -> str:
        return display_path(self.path)  # once: it resolves the path, a system call or more

    def where(self, key: Key, *, of_key: bool = False) -> Location:
        """The position of ``key`` (or of its nearest parent that has one)."""
        table = self.keys if of_key else self.values
        for size in range(len(key), -1, -1):
            part = tuple(key[:size])
            if part in table:
                return Location(self.name, *table[part])
            if part in self.values:
                return Location(self.name, *self.values[part])
        first = min(self.keys.values(), default=(1, 1))
        return Location(self.name, *first)


def dotted(key: Key) -> str:
    """``('cards', 3, 'count')`` as ``cards[3].count``."""
    text = ""
    for part in key:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text or "(top level)"
