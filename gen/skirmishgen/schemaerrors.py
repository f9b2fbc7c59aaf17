"""Pydantic's validation errors as findings in our words: each at the position of the
value it is about (never at a union member's name), unknown keys with a guess at the key
meant, and every message the same whatever pydantic's release words it as."""

from __future__ import annotations

import difflib
import types
import typing
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

from .document import Document, Key, dotted
from .errors import Finding


def schema_findings(document: Document, model: type[BaseModel], errors: list[Any]) -> list[Finding]:
    """One finding for each of pydantic's ``errors`` validating ``document`` against
    ``model``, a union's "should be text" beside its mapping member's own error left out,
    and a required key's "missing" left out where an unknown key beside it is its typo
    (``figthers:`` says "did you mean 'fighters'?" once, not also "fighters is missing")."""
    kept = _one_union_member(document.data, errors)
    typos = {
        (*loc[:-1], guess)
        for e in kept
        if e["type"] == "extra_forbidden"
        for loc in [_in_data(document.data, tuple(e["loc"]))]
        if (guess := _guess(model, loc)) is not None
    }
    return [
        _finding(document, model, e)
        for e in kept
        if not (e["type"] == "missing" and _in_data(document.data, tuple(e["loc"])) in typos)
    ]


def _guess(model: type[BaseModel], loc: Key) -> str | None:
    """The allowed key an unknown key at ``loc`` is closest to, if any is close."""
    guess = difflib.get_close_matches(str(loc[-1]), _fields_at(model, loc[:-1]), n=1)
    return guess[0] if guess else None


SCALAR_TYPES = frozenset({"string_type", "int_type", "float_type", "bool_type"})


def _one_union_member(data: Any, errors: list[Any]) -> list[Any]:
    """The errors without a union's scalar member saying a mapping "should be text" where
    its mapping member says what is wrong inside that mapping (a skill of your own)."""
    places = [_in_data(data, tuple(e["loc"])) for e in errors]

    def beside(index: int) -> bool:
        here = places[index]
        return any(
            other != index and places[other][: len(here)] == here for other in range(len(errors))
        )

    return [
        e
        for index, e in enumerate(errors)
        if not (e["type"] in SCALAR_TYPES and isinstance(e.get("input"), dict) and beside(index))
    ]


def _in_data(data: Any, loc: Key) -> Key:
    """``loc`` without the names pydantic gives the members of a union (``CustomSkill``,
    ``chain[function-after[...]]``): only keys and indexes of the data, and a last key
    that is missing or unknown."""
    kept: list[str | int] = []
    here = data
    for place, part in enumerate(loc):
        inside, here = _step(here, part)
        last = place == len(loc) - 1
        if inside or (last and str(part).isidentifier() and not str(part)[:1].isupper()):
            kept.append(part)
    return tuple(kept)


def _step(here: Any, part: str | int) -> tuple[bool, Any]:
    """Whether ``part`` is a key or index of ``here``, and the value there (else ``here``)."""
    if isinstance(here, dict) and part in here:
        return True, here[part]
    if isinstance(here, list) and isinstance(part, int) and 0 <= part < len(here):
        return True, here[part]
    return False, here


def _finding(document: Document, model: type[BaseModel], error: Mapping[str, Any]) -> Finding:
    loc = _in_data(document.data, tuple(error["loc"]))
    kind = error["type"]
    name = dotted(loc)
    if kind == "extra_forbidden":
        allowed = _fields_at(model, loc[:-1])
        guess = _guess(model, loc)
        hint = f"did you mean '{guess}'?" if guess else "remove it"
        if allowed:
            hint += f" (allowed here: {', '.join(allowed)})"
        return Finding(document.where(loc, of_key=True), f"{name}: unknown key", hint)
    if kind == "missing":
        return Finding(
            document.where(loc[:-1], of_key=True),
            f"{name}: required key is missing",
            f"add '{loc[-1]}:' here",
        )
    message = said(kind, error["msg"], error.get("ctx") or {})
    value = error.get("input")
    if not isinstance(value, (dict, list)) and value is not None:
        shown = repr(value)
        message += f" (got {shown if len(shown) <= 40 else shown[:36] + '...'})"
    return Finding(document.where(loc), f"{name}: {message}", "correct this value")


SAID = {
    "int_type": "should be a whole number",
    "int_parsing": "should be a whole number",
    "int_from_float": "should be a whole number",
    "float_type": "should be a number",
    "float_parsing": "should be a number",
    "finite_number": "should be a finite number",
    "string_type": "should be text",
    "bool_type": "should be true or false",
    "bool_parsing": "should be true or false",
    "list_type": "should be a list",
    "dict_type": "should be a mapping of keys to values",
    "model_type": "should be a mapping of keys to values",
    "model_attributes_type": "should be a mapping of keys to values",
    "literal_error": "should be {expected}",
    "enum": "should be {expected}",
    "greater_than_equal": "should be {ge} or more",
    "greater_than": "should be more than {gt}",
    "less_than_equal": "should be {le} or less",
    "less_than": "should be less than {lt}",
    "string_too_short": "should have at least {min_length} characters",
    "string_too_long": "should have at most {max_length} characters",
    "too_short": "should have at least {min_length} entries",
    "too_long": "should have at most {max_length} entries",
}
"""What a schema error says, in our words, by pydantic's error type (its ``ctx`` filling
the blanks): the same line whatever pydantic's release words it as."""


def said(kind: str, message: str, ctx: Mapping[str, Any]) -> str:
    """Schema error ``kind`` in our words (:data:`SAID`); our own validators' messages
    as they are; any other in pydantic's, made to read as ours."""
    if kind in ("too_short", "string_too_short") and ctx.get("min_length") == 1:
        return "should not be empty"
    if kind in SAID:
        blanks = {key: _number(value) for key, value in ctx.items()}
        try:
            return SAID[kind].format(**blanks)
        except (KeyError, IndexError):
            pass
    for prefix in ("Value error, ", "Assertion failed, "):
        message = message.removeprefix(prefix)
    return message.replace("Input should be", "should be")


def _number(value: Any) -> Any:
    """``99.0`` as ``99``: a limit as a player writes it."""
    return int(value) if isinstance(value, float) and value.is_integer() else value


def _fields_at(model: type[BaseModel], loc: Key) -> list[str]:
    """The field names of the model that sits at ``loc`` inside ``model`` (best effort)."""
    current: Any = model
    for part in loc:
        if isinstance(part, int):
            current = _item_type(current)
        elif isinstance(current, type) and issubclass(current, BaseModel):
            info = current.model_fields.get(part)
            current = _unwrap(info.annotation) if info else None
        else:
            current = None
    current = _unwrap(current)
    if isinstance(current, type) and issubclass(current, BaseModel):
        return list(current.model_fields)
    return []


def _unwrap(annotation: Any) -> Any:
    """Strip ``Annotated``, ``Optional`` and unions down to the one model inside, if any."""
    while True:
        origin = typing.get_origin(annotation)
        if origin is typing.Annotated:
            annotation = typing.get_args(annotation)[0]
        elif origin in (typing.Union, types.UnionType):
            models = [a for a in typing.get_args(annotation) if a is not type(None)]
            annotation = models[0] if len(models) == 1 else annotation
            if len(models) != 1:
                return annotation
        else:
            return annotation


def _item_type(annotation: Any) -> Any:
    annotation = _unwrap(annotation)
    args = typing.get_args(annotation)
    return _unwrap(args[0]) if typing.get_origin(annotation) is list and args else None
