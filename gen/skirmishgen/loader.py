"""Read a YAML file into plain data that remembers where every value stood.

``load_document`` parses with ruamel.yaml's round-trip loader (which keeps line
and column numbers), ``validate`` turns pydantic's errors into findings at
those positions: ``file:line:col: field: message; how to fix``.
"""

from __future__ import annotations

import datetime
import difflib
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from .errors import ContentError, Finding, Location, display_path, in_file_order

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


MAX_BYTES = 2_000_000
"""Largest input file read: content and roster files are a few kilobytes."""
MAX_VALUES = 200_000
"""Most values a file may expand to (YAML aliases can multiply a small file)."""
MAX_DEPTH = 64


def _read_text(path: Path) -> str:
    where = Location(display_path(path))
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            problem = f"is larger than {MAX_BYTES // 1_000_000} MB"
            raise ContentError(Finding(where, problem, "give the path of a deck or roster file"))
        return raw.decode("utf-8")
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
    from ruamel.yaml.error import MarkedYAMLError, YAMLError
    from ruamel.yaml.reader import ReaderError

    text = _read_text(path)
    shown = display_path(path)
    try:
        tree = YAML(typ="rt", pure=True).load(text)
    except MarkedYAMLError as error:
        raise ContentError(_syntax_finding(shown, error)) from None
    except ReaderError as error:  # a character YAML does not allow, such as NUL
        raise ContentError(_character_finding(shown, text, error)) from None
    except (YAMLError, RecursionError):
        problem = "malformed YAML: nested too deeply to read"
        raise ContentError(Finding(Location(shown), problem, "simplify its structure")) from None
    document = Document(path, None)
    document.data = _Plainer(document).plain(tree, ())
    if not isinstance(document.data, dict):
        raise ContentError(
            Finding(
                Location(document.name, 1, 1),
                "the file must be a YAML mapping of keys to values",
                "start the file with its top-level keys, e.g. 'game: skirmish'",
            )
        )
    return document


def _character_finding(shown: str, text: str, error) -> Finding:
    line = text.count("\n", 0, error.position) + 1
    column = error.position - (text.rfind("\n", 0, error.position) + 1) + 1
    return Finding(
        Location(shown, line, column),
        f"malformed YAML: the character {chr(error.character)!r} is not allowed",
        "remove it (is this a text file?)",
    )


def _syntax_finding(shown: str, error) -> Finding:
    mark = error.problem_mark or error.context_mark
    problem = error.problem or error.context or "malformed YAML"
    if error.context and error.context_mark and "end of stream" in str(error.problem):
        # an unclosed quote or bracket: point at where it was opened, not at the file's end
        mark, problem = error.context_mark, f"{error.context}: {error.problem}"
    where = Location(shown, mark.line + 1, mark.column + 1) if mark else Location(shown)
    hint = "fix the YAML syntax here (indentation, quotes, colons, duplicate keys)"
    if "duplicate key" in str(problem):
        hint = "each key may appear once in a mapping: remove or rename the repeat"
    return Finding(where, f"malformed YAML: {' '.join(str(problem).split())}", hint)


class _Plainer:
    """Turns ruamel's round-trip nodes into dict/list/str/int/float/bool, recording positions.

    It refuses, with a finding, what a content file never needs: YAML tags that
    build objects, more than ``MAX_VALUES`` values, nesting deeper than ``MAX_DEPTH``.
    """

    def __init__(self, document: Document) -> None:
        self.document = document
        self.count = 0

    def plain(self, node: Any, key: Key) -> Any:
        from ruamel.yaml.comments import CommentedMap, CommentedSeq
        from ruamel.yaml.scalarbool import ScalarBoolean

        self.count += 1
        if self.count > MAX_VALUES or len(key) > MAX_DEPTH:
            what = "values" if self.count > MAX_VALUES else "levels of nesting"
            raise ContentError(
                Finding(
                    self.document.where(key),
                    f"the file has too many {what}",
                    "simplify it (are YAML aliases repeating a large part?)",
                )
            )
        if isinstance(node, CommentedMap):
            return self._mapping(node, key)
        if isinstance(node, CommentedSeq):
            return self._sequence(node, key)
        if isinstance(node, ScalarBoolean):
            return bool(node)
        for kind in (bool, int, float, str):
            if isinstance(node, kind):
                return kind(node)
        if node is None or isinstance(node, (datetime.date, datetime.datetime)):
            return node
        raise ContentError(
            Finding(
                self.document.where(key),
                f"{dotted(key)}: a tagged or unsupported YAML value ({type(node).__name__})",
                "write a plain text, number, list or mapping",
            )
        )

    def _mapping(self, node, key: Key) -> dict:
        result = {}
        parent = self.document.where(key)
        for name, value in node.items():
            child = (*key, str(name))
            # merged keys (<<) and empty values have no position of their own: use a neighbour's
            spot = (node.lc.data or {}).get(name)
            key_at = (spot[0] + 1, spot[1] + 1) if spot else (parent.line, parent.column)
            value_at = (spot[2] + 1, spot[3] + 1) if spot and value is not None else key_at
            self.document.keys[child] = key_at
            self.document.values[child] = value_at
            result[str(name)] = self.plain(value, child)
        return result

    def _sequence(self, node, key: Key) -> list:
        items = []
        parent = self.document.where(key)
        for index, value in enumerate(node):
            child = (*key, index)
            spot = (node.lc.data or {}).get(index)
            self.document.values[child] = (
                (spot[0] + 1, spot[1] + 1) if spot else (parent.line, parent.column)
            )
            items.append(self.plain(value, child))
        return items


def validate(document: Document, model: type[M]) -> M:
    """Validate the document against ``model``; every schema error becomes one finding."""
    try:
        return model.model_validate(document.data)
    except ValidationError as error:
        findings = [_finding(document, model, e) for e in error.errors(include_url=False)]
        raise ContentError(in_file_order(findings)) from None


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
