"""The strict base of every content and roster model, the field types the games share, and
the rulebook terms."""

from __future__ import annotations

import array
import functools
import re
import sys
from collections.abc import Sequence
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    GetCoreSchemaHandler,
    GetJsonSchemaHandler,
    StringConstraints,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import core_schema

FILE_MARK = "x-skirmishgen-file"
"""Marks, in a model's schema, a field naming a file to read (a fighter's ``image``):
a roster posted to the builder may not name one."""


class Strict(BaseModel):
    """Unknown keys are errors, values are not coerced, and a read model never changes."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


def file_field(description: str) -> Any:
    """An optional field that names a file beside the roster, marked as such."""
    return Field(None, description=description, json_schema_extra={FILE_MARK: True})


def _known_icon(name: str) -> str:
    from .press.icons import NAMES

    if name not in NAMES:
        import difflib

        close = difflib.get_close_matches(name, NAMES, n=3)
        hint = f"did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
        raise ValueError(f"no icon '{name}'; {hint or 'the icons: ' + ', '.join(NAMES[:12])}...")
    return name


IconName = Annotated[str, AfterValidator(_known_icon)]
"""The name of one of the shipped icons (``press.icons.NAMES``)."""

Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=60)]
"""A name on one line: a roster's, a fighter's or unit's, a rule's or reference entry's id."""
Text = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=600)]
"""A rule's text in a game's rules reference: a paragraph or two."""


class Section(Strict):
    """A titled part of a game's rules reference (``sections:`` in its rules.yaml)."""

    id: Name
    title: Name
    text: Text


# ------------------------------------------------------------------ rulebook terms


def as_term(value: object) -> object:
    """A rulebook term as a player types it, as we spell its id: "Force User",
    "force_user", " FORCE-USER " are all ``force-user`` (surrounding space dropped, case
    folded, each run of spaces and underscores one hyphen). The one definition of what a
    spelling means: :func:`spelling_pattern` is derived from it."""
    if isinstance(value, str):
        return re.sub(r"[\s_]+", "-", value.strip().casefold())
    return value


SPELLING_TITLE = "printed spelling"
"""The title of a term's schema branch that accepts the rulebook's spellings of its ids."""


class _TermSpelling:
    """Marks a rulebook term (``Annotated[Literal[...], Term]``): validated through
    :func:`as_term`; in the JSON Schema, the ids as an ``enum`` (for completion) or any
    spelling :func:`as_term` reads as one of them (a ``pattern``), so an editor accepts
    what ``validate`` accepts. A free term (a skill, which may be unlisted) keeps its
    string schema."""

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> core_schema.CoreSchema:
        return core_schema.no_info_before_validator_function(as_term, handler(source))

    def __get_pydantic_json_schema__(
        self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        found = handler(schema)
        ids = found.get("enum") or ([found["const"]] if "const" in found else None)
        if not ids or not all(isinstance(i, str) for i in ids):
            if found.get("type") == "string" and found.get("minLength", 0) >= 1:
                # a free term: not blank, by the spaces as_term drops
                found["pattern"] = f"[^{_unicode_rule()[0]}]"
            return found
        return {
            "anyOf": [
                {"enum": list(ids), "type": "string"},
                {"type": "string", "pattern": spelling_pattern(ids), "title": SPELLING_TITLE},
            ]
        }


Term = _TermSpelling()
"""The annotation of a rulebook term: ``Annotated[Literal["boss", ...], Term]``."""


@functools.cache
def _unicode_rule() -> tuple[str, dict[str, tuple[str, ...]]]:
    """What :func:`as_term` treats as a space (``str.strip`` and ``re``'s ``\\s`` agree:
    ``str.isspace``), as the inside of a regex character class; and every character whose
    case fold is a run of ASCII letters or digits, by that run (``ſ`` is ``s``, ``ß`` is
    ``ss``, ``ﬁ`` is ``fi``): found by asking Python, once, as :func:`as_term` does.

    Python is asked a block of 1,024 characters at a time, and of each character only in
    a block that holds one (0.05 s instead of 0.4 s): ``str.split`` splits at exactly the
    characters ``str.isspace`` accepts, and ``str.casefold`` folds each character on its
    own, so a block it leaves unchanged folds every character to itself (which matters
    only for the ASCII letters and digits, in the first block)."""
    size = sys.maxunicode + 1
    codec = "utf-32-le" if sys.byteorder == "little" else "utf-32-be"
    every = array.array("I", range(size)).tobytes().decode(codec, "surrogatepass")
    spaces: list[str] = []
    folds: dict[str, list[str]] = {}
    for start in range(0, size, 1024):
        block = every[start : start + 1024]
        if len("".join(block.split())) != len(block):
            spaces += [c for c in block if c.isspace()]
        if start < 128 or block.casefold() != block:
            for char in block:
                folded = char.casefold()
                if folded.isascii() and folded.isalnum():
                    folds.setdefault(folded, []).append(char)
                elif folded != char and any(f.isspace() or f in "_-" for f in folded):
                    raise AssertionError(f"{char!r} folds to a separator")  # the rule would change
    return char_class(spaces), {k: tuple(v) for k, v in folds.items()}


_CONTROLS = {"\t": "\\t", "\n": "\\n", "\v": "\\v", "\f": "\\f", "\r": "\\r"}


def _escaped(char: str) -> str:
    """A character as ECMA-262 and Python regexes both read it, in or out of a class."""
    if (char.isascii() and char.isalnum()) or char == " ":
        return char
    if char in _CONTROLS:
        return _CONTROLS[char]
    point = ord(char)
    return f"\\x{point:02x}" if point < 0x100 else f"\\u{point:04x}"


def char_class(chars: list[str]) -> str:
    """Characters as the inside of a regex character class (ECMA-262 and Python), sorted,
    runs as ranges."""
    points = sorted(ord(c) for c in chars)
    runs: list[list[int]] = []
    for point in points:
        if runs and point == runs[-1][1] + 1:
            runs[-1][1] = point
        else:
            runs.append([point, point])
    joins = {0: "", 1: ""}  # a run of two is two characters, a longer one a range
    return "".join(
        _escaped(chr(a)) + (f"{joins.get(b - a, '-')}{_escaped(chr(b))}" if b > a else "")
        for a, b in runs
    )


@functools.cache
def _word_pattern(word: str) -> str:
    """A regex of every text that folds to ``word`` (ASCII letters and digits)."""
    if not word:
        return ""
    folds = _unicode_rule()[1]
    options = []
    for size in range(1, len(word) + 1):
        part = word[:size]
        chars = folds.get(part, ())
        if size == 1:
            chars = (part, *chars)
        if chars:
            unique = sorted(set(chars))
            one = "".join(map(_escaped, unique))
            one = one if len(unique) == 1 else f"[{one}]"
            options.append(one + _word_pattern(word[size:]))
    return options[0] if len(options) == 1 else f"(?:{'|'.join(options)})"


def spelling_pattern(ids: Sequence[str]) -> str:
    """An ECMA-262 regex (read the same by Python's ``re``) of exactly the texts that
    :func:`as_term` reads as one of ``ids``: ``^\\s*[Bb][Oo]...\\s*$``, with no flags."""
    space = _unicode_rule()[0]
    between = f"(?:[{space}_]+|-)"
    spelled = []
    for id_ in ids:
        words = id_.split("-")
        if not all(w.isascii() and w.isalnum() and w == w.lower() for w in words):
            raise ValueError(f"a term's id is lowercase letters and digits with hyphens: {id_!r}")
        spelled.append(between.join(_word_pattern(w) for w in words))
    return f"^[{space}]*(?:{'|'.join(spelled)})[{space}]*$"
