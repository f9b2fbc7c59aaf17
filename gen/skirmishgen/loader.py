"""Read a YAML file into plain data that remembers where every value stood.

``load_document`` parses with ruamel.yaml's round-trip loader (which keeps line
and column numbers), ``validate`` turns pydantic's errors into findings at
those positions: ``file:line:col: field: message; how to fix``.
"""

from __future__ import annotations

import difflib
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from .errors import ContentError, Finding, Location, display_path, merge_repeats

Key = tuple[str | int, ...]
M = TypeVar("M", bound=BaseModel)


@dataclass
class Document:
    """Plain data loaded from one YAML file, with the 1-based position of each key and value."""

    path: Path
    data: Any
    values: dict[Key, tuple[int, int]] = field(default_factory=dict)
    keys: dict[Key, tuple[int, int]] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return display_path(self.path)

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


def _read_text(path: Path) -> str:
    where = Location(display_path(path))
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        problem, hint = "no such file", "check the path"
    except IsADirectoryError:
        problem, hint = "is a folder, not a file", "give the path of a .yaml file"
    except PermissionError:
        problem, hint = "cannot be read (permission denied)", "check the file's permissions"
    except UnicodeDecodeError as error:
        problem, hint = f"is not UTF-8 text (byte {error.start})", "save the file as UTF-8"
    except OSError as error:
        problem, hint = f"cannot be read ({error.strerror})", "check the path"
    raise ContentError(Finding(where, problem, hint))


def load_document(path: Path) -> Document:
    """Parse ``path``; a YAML syntax error is a :class:`ContentError` at its line and column."""
    from ruamel.yaml import YAML
    from ruamel.yaml.error import MarkedYAMLError

    text = _read_text(path)
    try:
        tree = YAML(typ="rt", pure=True).load(text)
    except MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        problem = error.problem or error.context or "malformed YAML"
        if error.context and error.context_mark and "end of stream" in str(error.problem):
            # an unclosed quote or bracket: point at where it was opened, not at the file's end
            mark, problem = error.context_mark, f"{error.context}: {error.problem}"
        where = Location(display_path(path), mark.line + 1, mark.column + 1) if mark else None
        hint = "fix the YAML syntax here (indentation, quotes, colons, duplicate keys)"
        if "duplicate key" in str(problem):
            hint = "each key may appear once in a mapping: remove or rename the repeat"
        raise ContentError(Finding(where, f"malformed YAML: {problem}", hint)) from None
    document = Document(path, None)
    document.data = _plain(tree, (), document)
    if not isinstance(document.data, dict):
        raise ContentError(
            Finding(
                Location(document.name, 1, 1),
                "the file must be a YAML mapping of keys to values",
                "start the file with its top-level keys, e.g. 'game: skirmish'",
            )
        )
    return document


def _plain(node: Any, key: Key, document: Document) -> Any:
    """Turn ruamel's round-trip nodes into dict/list/str/int/float/bool, recording positions."""
    from ruamel.yaml.comments import CommentedMap, CommentedSeq
    from ruamel.yaml.scalarbool import ScalarBoolean

    if isinstance(node, CommentedMap):
        result = {}
        for name, value in node.items():
            child = (*key, str(name))
            line, col = node.lc.key(name)
            document.keys[child] = (line + 1, col + 1)
            # an empty value has no position (ruamel gives the next token's): use its key's
            line, col = node.lc.value(name) if value is not None else node.lc.key(name)
            document.values[child] = (line + 1, col + 1)
            result[str(name)] = _plain(value, child, document)
        return result
    if isinstance(node, CommentedSeq):
        items = []
        for index, value in enumerate(node):
            child = (*key, index)
            line, col = node.lc.item(index)
            document.values[child] = (line + 1, col + 1)
            items.append(_plain(value, child, document))
        return items
    if isinstance(node, ScalarBoolean):
        return bool(node)
    if isinstance(node, bool):
        return node
    if isinstance(node, int):
        return int(node)
    if isinstance(node, float):
        return float(node)
    if isinstance(node, str):
        return str(node)
    return node


def validate(document: Document, model: type[M]) -> M:
    """Validate the document against ``model``; every schema error becomes one finding."""
    try:
        return model.model_validate(document.data)
    except ValidationError as error:
        findings = [_finding(document, model, e) for e in error.errors(include_url=False)]
        raise ContentError(sorted(merge_repeats(findings), key=_order)) from None


def _order(finding: Finding) -> tuple:
    loc = finding.location
    return (loc.line, loc.column) if loc else (0, 0)


def dotted(key: Key) -> str:
    """``('cards', 3, 'count')`` as ``cards[3].count``."""
    text = ""
    for part in key:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text or "(top level)"


def _finding(document: Document, model: type[BaseModel], error: dict) -> Finding:
    loc = tuple(error["loc"])
    kind = error["type"]
    name = dotted(loc)
    if kind == "extra_forbidden":
        allowed = _fields_at(model, loc[:-1])
        guess = difflib.get_close_matches(str(loc[-1]), allowed, n=1)
        hint = f"did you mean '{guess[0]}'?" if guess else "remove it"
        if allowed:
            hint += f" (allowed here: {', '.join(allowed)})"
        return Finding(document.where(loc, of_key=True), f"{name}: unknown key", hint)
    if kind == "missing":
        return Finding(
            document.where(loc[:-1], of_key=True),
            f"{name}: required key is missing",
            f"add '{loc[-1]}:' here",
        )
    message = error["msg"].replace("Input should be", "should be")
    value = error.get("input")
    if not isinstance(value, (dict, list)) and value is not None:
        shown = repr(value)
        message += f" (got {shown if len(shown) <= 40 else shown[:36] + '...'})"
    return Finding(document.where(loc), f"{name}: {message}", "correct this value")


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
