"""Helpers shared by every game's checks: name look-ups with did-you-mean hints."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


class NameIndex:
    """Names matched without regard to case, with the closest name offered on a miss."""

    def __init__(self, names: Iterable[str]) -> None:
        self._names = {name.casefold(): name for name in names}

    def __contains__(self, name: str) -> bool:
        return name.casefold() in self._names

    def get(self, name: str) -> str | None:
        return self._names.get(name.casefold())

    def hint(self, name: str, what: str) -> str:
        guesses = difflib.get_close_matches(name.casefold(), self._names, n=1, cutoff=0.6)
        if guesses:
            return f"did you mean '{self._names[guesses[0]]}'?"
        return f"use one of the {what}: {', '.join(self._names.values())}"
