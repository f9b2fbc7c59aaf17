"""Helpers shared by every game's checks: name look-ups with did-you-mean hints."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from .document import Document, Key, dotted
from .errors import Finding

ALL_LISTED = 40
LISTED = 12
"""A hint lists every name up to ``ALL_LISTED`` of them, else the first ``LISTED`` (a
message stays one line even for a deck of thousands of designs)."""
GUESSING = 250_000
"""Characters an index compares, over all its misses, to guess what a name meant: a few
thousand dangling names in a deck of thousands of designs would otherwise take minutes.
Past it a miss lists the names instead of guessing (a deck of 50 names guesses for
500 misses; 1,500 designs each naming a missing card answer in about 1.5 s)."""


class NameIndex:
    """Names matched without regard to case, with the closest name offered on a miss."""

    def __init__(self, names: Iterable[str]) -> None:
        self._names = {name.casefold(): name for name in names}
        self._length = sum(map(len, self._names))
        self._guessing = GUESSING

    def __contains__(self, name: str) -> bool:
        return name.casefold() in self._names

    def get(self, name: str) -> str | None:
        return self._names.get(name.casefold())

    def hint(self, name: str, what: str) -> str:
        import difflib  # only for a name that is not found

        cost = self._length + len(name) * len(self._names)
        self._guessing -= cost
        guesses = []
        if self._guessing >= 0:
            guesses = difflib.get_close_matches(name.casefold(), self._names, n=1, cutoff=0.6)
        if guesses:
            return f"did you mean '{self._names[guesses[0]]}'?"
        names = list(self._names.values())
        count = len(names) if len(names) <= ALL_LISTED else LISTED
        shown = ", ".join(names[:count])
        more = f" and {len(names) - count:,} more" if len(names) > count else ""
        return f"use one of the {what}: {shown}{more}"


def _strings(data: Any, key: Key = ()) -> Iterator[tuple[Key, str]]:
    if isinstance(data, str):
        yield key, data
    elif isinstance(data, dict):
        for name, value in data.items():
            yield from _strings(value, (*key, name))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _strings(value, (*key, index))


def unprintable_text(document: Document) -> list[Finding]:
    """A finding for every text in the file holding a character the fonts cannot print."""
    from .press.fonts import unprintable

    findings = []
    for key, text in _strings(document.data):
        missing = unprintable(text)
        if missing:
            shown = ", ".join(f"{c!r} (U+{ord(c):04X})" for c in missing[:5])
            findings.append(
                Finding(
                    document.where(key),
                    f"{dotted(key)}: cannot be printed: {shown}",
                    "the printed fonts (Noto Serif and Noto Sans) have the Latin letters, "
                    "accented ones too, and common punctuation; replace or remove these characters",
                )
            )
    return findings


def differing(
    entries: list, field: str, rule: str, severity: str, hint: str, unit: str = ""
) -> list[Finding]:
    """A finding for each (model, document) whose ``field`` differs from the first one's."""
    first, _ = entries[0]
    wanted = getattr(first, field)
    return [
        Finding(
            document.where((field,)),
            f"{model.name} has {field.replace('_', ' ')} "
            f"{getattr(model, field)}{unit}, {first.name} {wanted}{unit}",
            hint,
            severity,
            rule,
        )
        for model, document in entries[1:]
        if getattr(model, field) != wanted
    ]
