"""Read a YAML file into plain data that remembers where every value stood.

``load_document`` parses with PyYAML's libyaml parser (whose nodes keep their line
and column numbers), ``validate`` turns pydantic's errors into findings at
those positions: ``file:line:col: field: message; how to fix``.
"""

from __future__ import annotations

import difflib
import functools
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from .errors import ContentError, Finding, Location, display_path, in_file_order
from .files import NotRegular, read_limited

Key = tuple[str | int, ...]
M = TypeVar("M", bound=BaseModel)


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


MAX_BYTES = 2_000_000
"""Largest input file read: content and roster files are a few kilobytes."""
MAX_VALUES = 200_000
"""Most values a file may expand to (YAML aliases can multiply a small file)."""
MAX_DEPTH = 64


def _read_text(path: Path) -> str:
    where = Location(display_path(path))
    try:
        raw = read_limited(path, MAX_BYTES)
        if len(raw) > MAX_BYTES:
            problem = f"is larger than {MAX_BYTES // 1_000_000} MB"
            raise ContentError(Finding(where, problem, "give the path of a deck or roster file"))
        return raw.decode("utf-8")
    except FileNotFoundError:
        problem, hint = "no such file", "check the path"
    except IsADirectoryError:
        problem, hint = "is a folder, not a file", "give the path of a .yaml file"
    except NotRegular:
        problem = "is not a regular file (a pipe, device or socket)"
        hint = "give the path of a .yaml file"
    except PermissionError:
        problem, hint = "cannot be read (permission denied)", "check the file's permissions"
    except UnicodeDecodeError as error:
        problem, hint = f"is not UTF-8 text (byte {error.start})", "save the file as UTF-8"
    except OSError as error:
        problem, hint = f"cannot be read ({error.strerror})", "check the path"
    raise ContentError(Finding(where, problem, hint))


def load_document(path: Path, text: str | None = None) -> Document:
    """Parse ``path`` (or ``text``, named ``path``); a YAML syntax error is a
    :class:`ContentError` at its line and column.

    PyYAML's libyaml parser reads the events and its composer builds the node tree (with
    every node's line and column); :class:`_Plainer` turns it into plain data and records
    the positions.
    """
    yaml = _yaml()
    text = _read_text(path) if text is None else text
    shown = display_path(path)
    loader = _loader(yaml)(text)
    try:
        _refuse_deep_nesting(text, shown)
        root = loader.get_single_node()
        document = Document(path, None)
        document.data = _Plainer(document, loader).plain(root, ()) if root is not None else None
    except yaml.MarkedYAMLError as error:
        raise ContentError(_syntax_finding(shown, error)) from None
    except yaml.reader.ReaderError as error:  # a character YAML does not allow, such as NUL
        raise ContentError(_character_finding(shown, text, error)) from None
    except (yaml.YAMLError, RecursionError) as error:
        problem = f"malformed YAML: {' '.join(str(error).split()) or 'nested too deeply'}"
        raise ContentError(Finding(Location(shown), problem, "fix the file's syntax")) from None
    finally:
        loader.dispose()
    if not isinstance(document.data, dict):
        raise ContentError(
            Finding(
                Location(document.name, 1, 1),
                "the file must be a YAML mapping of keys to values",
                "start the file with its top-level keys, e.g. 'game: skirmish'",
            )
        )
    return document


def _refuse_deep_nesting(text: str, shown: str) -> None:
    """Refuse nesting deeper than ``MAX_DEPTH`` from the parser's flat stream of events,
    before the node tree is built: building it recurses once a level, and tens of
    thousands of levels (``[[[[...``, a 60 KB file) overflow the C stack.

    libyaml 0.2.6 and later refuse deep nesting themselves, and its scanner reads up to
    1,024 characters ahead, so its refusal can come before the level we count: it is
    capped at about our depth (:func:`_yaml`) and said in our words, at its place."""
    yaml = _yaml()
    events = getattr(yaml, "CSafeLoader", yaml.SafeLoader)(text)
    depth = 0
    try:
        while (event := events.get_event()) is not None:
            if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                depth += 1
                if depth > MAX_DEPTH:
                    raise ContentError(_too_deep(shown, event.start_mark))
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                depth -= 1
    except yaml.MarkedYAMLError as error:
        if _LIBYAML_TOO_DEEP in str(error.problem):
            raise ContentError(_too_deep(shown, error.problem_mark)) from None
        raise
    finally:
        events.dispose()


_LIBYAML_TOO_DEEP = "maximum nesting depth"
"""What libyaml's own refusal of deep nesting says (``exceeded maximum nesting depth``)."""


@functools.cache
def _yaml() -> types.ModuleType:
    """PyYAML, with libyaml's own nesting limit (0.2.6 and later, set through PyYAML 6.0.4
    and later) one above ours, so that it refuses where we would: its default, 1,000,
    would be reached in its look-ahead while we still count the first levels."""
    import yaml

    cap = getattr(getattr(yaml, "_yaml", None), "_set_max_nest_level", None)
    if cap is not None:
        cap(MAX_DEPTH + 1)
    return yaml


def _too_deep(shown: str, mark: Any) -> Finding:
    where = Location(shown, mark.line + 1, mark.column + 1) if mark else Location(shown)
    return Finding(
        where,
        f"nested more than {MAX_DEPTH} levels deep",
        "a roster or deck file needs a few levels; flatten it",
    )


def _character_finding(shown: str, text: str, error) -> Finding:
    line = text.count("\n", 0, error.position) + 1
    column = error.position - (text.rfind("\n", 0, error.position) + 1) + 1
    character = error.character if isinstance(error.character, str) else chr(error.character)
    return Finding(
        Location(shown, line, column),
        f"malformed YAML: the character {character!r} is not allowed",
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


_MERGE = "tag:yaml.org,2002:merge"
_STR = "tag:yaml.org,2002:str"


MOST_DIGITS = 30
"""The most digits a number may have (as in JSON bodies): hexadecimal and base-60 YAML
integers of thousands of digits cannot even be printed back in a message."""


def _too_long(number: int) -> bool:
    return abs(number).bit_length() > MOST_DIGITS * 3.33  # 10 ** 30 is 100 bits


@functools.cache
def _loader(yaml: Any) -> Any:
    """A safe loader whose nodes are composed in Python from libyaml's events: as fast as
    libyaml composing them itself, but a thread reading a megabyte of YAML lets the others
    run between events (one C call held the interpreter for two seconds, and with it the
    builder's server)."""
    parser = getattr(getattr(yaml, "_yaml", None), "CParser", None)
    if parser is None:
        return yaml.SafeLoader
    from yaml.composer import Composer
    from yaml.constructor import SafeConstructor
    from yaml.resolver import Resolver

    class EventLoader(Composer, parser, SafeConstructor, Resolver):  # type: ignore[misc, valid-type]
        def __init__(self, stream: str) -> None:
            parser.__init__(self, stream)  # type: ignore[misc]
            Composer.__init__(self)
            SafeConstructor.__init__(self)
            Resolver.__init__(self)

    return EventLoader


class _Plainer:
    """Turns YAML nodes into dict/list/str/int/float/bool/None, recording 1-based positions.

    It refuses, with a finding, what a content file never needs: tags that build
    objects, duplicate keys, more than ``MAX_VALUES`` values (alias bombs), nesting
    deeper than ``MAX_DEPTH``.
    """

    def __init__(self, document: Document, loader: Any) -> None:
        self.document = document
        self.loader = loader
        self.count = 0

    def plain(self, node: Any, key: Key) -> Any:
        import yaml

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
        if isinstance(node, yaml.MappingNode):
            return self._mapping(node, key)
        if isinstance(node, yaml.SequenceNode):
            return self._sequence(node, key)
        if node.tag == _STR:  # most values: the node's text is the value
            return node.value
        try:
            value = self.loader.construct_object(node)  # int, float, bool, None, str, dates
        except (ValueError, OverflowError, KeyError):  # 10,000 digits; !!bool maybe
            raise ContentError(
                Finding(
                    self.document.where(key),
                    f"{dotted(key)}: this value cannot be read",
                    "write a plain number or text",
                )
            ) from None
        if isinstance(value, int) and not isinstance(value, bool) and _too_long(value):
            raise ContentError(
                Finding(
                    self.document.where(key),
                    f"{dotted(key)}: a number of more than {MOST_DIGITS} digits",
                    "write a plain number of the size the rules use",
                )
            )
        if isinstance(value, (bytes, set)):
            raise ContentError(
                Finding(
                    self.document.where(key),
                    f"{dotted(key)}: a tagged or unsupported YAML value",
                    "write plain text or a number",
                )
            )
        return value

    def _merged(self, node: Any) -> list[tuple[Any, Any]]:
        """Key/value nodes that ``<<`` merges bring into the mapping, nearest first, each
        key once. Each merged mapping is read once however often merges name it, so a file
        whose levels merge the level below ten times (a merge bomb) costs its size, not
        ten to the power of its depth."""
        found: dict[str, tuple[Any, Any]] = {}
        self._merge_into(node, found, set())
        return list(found.values())

    def _merge_into(self, node: Any, found: dict[str, tuple[Any, Any]], seen: set[int]) -> None:
        import yaml

        for key_node, value_node in node.value:
            if key_node.tag != _MERGE:
                continue
            sources = (
                value_node.value if isinstance(value_node, yaml.SequenceNode) else [value_node]
            )
            for source in sources:
                if not isinstance(source, yaml.MappingNode) or id(source) in seen:
                    continue
                seen.add(id(source))
                for k, v in source.value:
                    if k.tag != _MERGE:
                        found.setdefault(self._key(k), (k, v))
                self._merge_into(source, found, seen)

    def _mapping(self, node: Any, key: Key) -> dict:
        result: dict[str, Any] = {}
        first_line: dict[str, int] = {}
        for key_node, value_node in node.value:
            if key_node.tag == _MERGE:
                continue
            name = self._key(key_node)
            if name in result:
                raise ContentError(self._duplicate(key_node, name, first_line[name]))
            first_line[name] = key_node.start_mark.line + 1
            result[name] = self._entry(key, name, key_node, value_node)
        for key_node, value_node in self._merged(node):  # explicit keys win over merged ones
            name = self._key(key_node)
            if name not in result:
                result[name] = self._entry(key, name, key_node, value_node)
        return result

    def _key(self, node: Any) -> str:
        if node.tag == _STR:
            return node.value
        try:
            return str(self.loader.construct_object(node))
        except (ValueError, OverflowError, TypeError, KeyError):  # month 13; !!bool maybe
            mark = node.start_mark
            raise ContentError(
                Finding(
                    Location(self.document.name, mark.line + 1, mark.column + 1),
                    f"the key '{node.value}' cannot be read",
                    "write the key as plain text (quote it)",
                )
            ) from None

    def _entry(self, key: Key, name: str, key_node: Any, value_node: Any) -> Any:
        child = (*key, name)
        at = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
        self.document.keys[child] = at
        empty = value_node.tag.endswith(":null") and not value_node.value
        mark = value_node.start_mark
        self.document.values[child] = at if empty else (mark.line + 1, mark.column + 1)
        return self.plain(value_node, child)

    def _duplicate(self, key_node: Any, name: str, first: int) -> Finding:
        mark = key_node.start_mark
        return Finding(
            Location(self.document.name, mark.line + 1, mark.column + 1),
            f"malformed YAML: duplicate key '{name}' (first given on line {first})",
            "each key may appear once in a mapping: remove or rename the repeat",
        )

    def _sequence(self, node: Any, key: Key) -> list:
        items = []
        for index, item in enumerate(node.value):
            child = (*key, index)
            self.document.values[child] = (item.start_mark.line + 1, item.start_mark.column + 1)
            items.append(self.plain(item, child))
        return items


def validate(document: Document, model: type[M]) -> M:
    """Validate the document against ``model``; every schema error becomes one finding."""
    try:
        return model.model_validate(document.data)
    except ValidationError as error:
        errors = _one_union_member(document.data, error.errors(include_url=False))
        findings = [_finding(document, model, e) for e in errors]
        raise ContentError(in_file_order(findings)) from None


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


def dotted(key: Key) -> str:
    """``('cards', 3, 'count')`` as ``cards[3].count``."""
    text = ""
    for part in key:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text or "(top level)"


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
