"""Read a YAML file into plain data that remembers where every value stood.

``load_document`` parses with PyYAML's libyaml parser (whose nodes keep their line
and column numbers), ``validate`` turns pydantic's errors into findings at
those positions (:mod:`.schemaerrors` words them): ``file:line:col: field: message; how to
fix``. What a file's data and positions are is :class:`.document.Document`.
"""

from __future__ import annotations

import functools
import types
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from .document import Document, Key, dotted
from .errors import ContentError, Finding, Location, display_path, in_file_order
from .files import NotRegular, read_limited
from .schemaerrors import schema_findings

M = TypeVar("M", bound=BaseModel)

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
        root = loader.get_single_node()
        document = Document(path, None)
        document.data = _Plainer(document, loader).plain(root, ()) if root is not None else None
    except _TooDeep as error:
        raise ContentError(_too_deep(shown, error.mark)) from None
    except yaml.MarkedYAMLError as error:
        if _LIBYAML_TOO_DEEP in str(error.problem):
            raise ContentError(_too_deep(shown, error.problem_mark)) from None
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


class _TooDeep(Exception):
    """Raised by the composer at the first collection deeper than ``MAX_DEPTH``."""

    def __init__(self, mark: Any) -> None:
        self.mark = mark


def _depth_counted(loader: type) -> type:
    """``loader`` refusing nesting deeper than ``MAX_DEPTH`` as it composes, before it
    recurses further: building the node tree recurses once a level, and tens of thousands
    of levels (``[[[[...``, a 60 KB file) would overflow the stack.

    libyaml 0.2.6 and later refuse deep nesting themselves, and its scanner reads up to
    1,024 characters ahead, so its refusal can come before the level we count: it is
    capped at about our depth (:func:`_yaml`) and said in our words, at its place."""
    import yaml

    starts = (yaml.MappingStartEvent, yaml.SequenceStartEvent)

    class Counted(loader):
        depth = 0

        def compose_node(self, parent: Any, index: Any) -> Any:
            if not self.check_event(*starts):
                return super().compose_node(parent, index)
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise _TooDeep(self.peek_event().start_mark)
            try:
                return super().compose_node(parent, index)
            finally:
                self.depth -= 1

    return Counted


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
        return _depth_counted(yaml.SafeLoader)
    from yaml.composer import Composer
    from yaml.constructor import SafeConstructor
    from yaml.resolver import Resolver

    class EventLoader(Composer, parser, SafeConstructor, Resolver):  # type: ignore[misc, valid-type]
        def __init__(self, stream: str) -> None:
            parser.__init__(self, stream)  # type: ignore[misc]
            Composer.__init__(self)
            SafeConstructor.__init__(self)
            Resolver.__init__(self)

    return _depth_counted(EventLoader)


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
        findings = schema_findings(document, model, error.errors(include_url=False))
        raise ContentError(in_file_order(findings)) from None
