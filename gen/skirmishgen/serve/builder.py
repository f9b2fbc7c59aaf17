"""What the roster builder asks of the roster machinery, as plain data: pure, no web.

The browser edits a roster as JSON; :func:`check_data` writes it as the YAML the
CLI reads, checks that text exactly as ``validate`` does, and says where each
finding stands as a key path (``["fighters", 2, "rank"]``), so the page can show
it at the entry it concerns.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from ..document import Document, Key, dotted
from ..errors import Finding, Location
from ..game import Tally
from ..loader import MAX_BYTES, MAX_DEPTH, MAX_VALUES
from ..models import FILE_MARK
from ..rosters import Report, Roster, finding_row, read_roster, roster_systems, support

ROSTER_NAME = "roster.yaml"
"""The name a posted roster goes by in findings (``roster.yaml:4:7: ...``)."""


class Refused(Exception):
    """A request the server will not act on; ``status`` is its HTTP status."""

    def __init__(self, status: int, message: str, findings: list[Finding] | None = None):
        super().__init__(message)
        self.status = status
        self.message = message
        self.findings = findings or []


@dataclass(frozen=True)
class Checked:
    """A roster as the builder sees it: the YAML, the verdict, where each finding is."""

    text: str
    roster: Roster
    report: Report

    def as_dict(self) -> dict[str, Any]:
        places = spots(self.roster.document)
        return {
            "yaml": self.text,
            "system": self.roster.system,
            "legal": self.roster.legal,
            "readable": not self.roster.malformed,
            "summary": self.report.summary(),
            "exit_code": self.report.exit_code,
            "findings": [located(f, places) for f in self.report.findings],
            "tallies": [_tally(t) for t in tallies(self.roster)],
        }


def check_text(text: str) -> Checked:
    """``text`` read and checked as ``validate roster.yaml`` would."""
    roster = read_roster(Path(ROSTER_NAME), text)
    return Checked(text, roster, Report([roster], []))


def check_data(data: Any) -> dict[str, Any]:
    """A roster edited in the builder (JSON data), written as YAML and checked: its YAML,
    verdict, tallies and findings, a field naming a file among them (so the page shows
    it at that field)."""
    result = check_text(roster_yaml(data))
    answer = result.as_dict()
    files = named_files(result.roster)
    places = spots(result.roster.document)
    answer["findings"] += [located(f, places) for f in files]
    answer["legal"] = answer["legal"] and not files
    answer["code"] = share_code(result.roster)
    return answer


def share_code(roster: Roster) -> str | None:
    """The roster code of a readable roster: the text its sheet's QR carries, which the
    builder's share link holds in its fragment (``/#roster=CODE``)."""
    from ..passport import pack

    if roster.malformed or roster.document is None:
        return None
    return pack(roster.document.data)


def link_data(code: str) -> dict[str, Any]:
    """The roster a share link's code holds (``unpack`` reads the same codes), or a
    refusal in one line."""
    from ..errors import InputError
    from ..passport import unpack

    try:
        return {"data": unpack(code, "the link")}
    except InputError as error:
        raise Refused(422, str(error)) from None


def roster_yaml(data: Any) -> str:
    """The YAML file of roster ``data``: keys in the builder's order, block style."""
    import yaml

    if not isinstance(data, dict):
        raise Refused(422, "a roster is a mapping of keys to values")
    refuse_deep(data)
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)


def refuse_deep(data: Any) -> None:
    """Refuse data the loader would refuse as a file, before it is written as YAML and
    without recursing: nested deeper than it reads, more values than it reads, or YAML
    larger than its file limit (a megabyte of JSON nested sixty deep is forty of YAML,
    every level indented)."""
    stack = [(data, 0)]
    values = size = 0
    while stack:
        value, depth = stack.pop()
        values += 1
        size += 2 * depth + (len(value) if isinstance(value, str) else 8)
        if depth > MAX_DEPTH:
            raise Refused(422, f"the roster is nested more than {MAX_DEPTH} levels deep")
        if values > MAX_VALUES or size > MAX_BYTES:
            raise Refused(
                413,
                f"the roster is larger than a roster file may be "
                f"({MAX_BYTES // 1_000_000} MB of YAML)",
            )
        if isinstance(value, dict):
            size += sum(len(str(key)) for key in value)
            stack.extend((child, depth + 1) for child in value.values())
        elif isinstance(value, list):
            stack.extend((child, depth + 1) for child in value)


def data_of(text: str) -> dict[str, Any]:
    """An uploaded roster file as its game and plain data, for the builder to edit;
    refused if it is not YAML or does not say which game it is for."""
    roster = check_text(text).roster
    if roster.document is None or roster.system is None:
        raise Refused(422, "the file cannot be opened as a roster", roster.findings)
    return {"system": roster.system, "data": plain(roster.document.data)}


def plain(value: Any) -> Any:
    """YAML data as JSON can carry it: dates as text, infinities and NaN as text."""
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [plain(item) for item in value]
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)


def named_files(roster: Roster) -> list[Finding]:
    """A finding for each field of the roster that names a file: a roster posted to the
    server must never make it read one."""
    if roster.model is None or roster.document is None:
        return []
    document = roster.document
    return [
        Finding(
            document.where(key),
            f"{dotted(key)}: a roster sent to the builder cannot name a file",
            "leave it out here; add pictures in the file when you print a kit",
            "error",
            "FILE",
        )
        for key in _file_keys(roster.model, ())
    ]


def _file_keys(value: Any, key: Key) -> Iterator[Key]:
    if isinstance(value, BaseModel):
        for name, info in type(value).model_fields.items():
            inner = getattr(value, name)
            extra = info.json_schema_extra
            if isinstance(extra, dict) and extra.get(FILE_MARK) and inner is not None:
                yield (*key, info.alias or name)
            else:
                yield from _file_keys(inner, (*key, info.alias or name))
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            yield from _file_keys(item, (*key, index))


def tallies(roster: Roster) -> list[Tally]:
    if roster.model is None or roster.system is None:
        return []
    return support(roster.system).tallies(roster.model)


Spots = dict[tuple[int, int], Key]
"""Where each key path stands in a file: the longest path at each line and column, a
value's place before a key's."""


def spots(document: Document | None) -> Spots:
    """Every place in ``document`` with the key path standing there, built once for all
    of a roster's findings (one scan each made 10,000 findings take 20 s)."""
    if document is None:
        return {}
    keys, values = _longest(document.keys), _longest(document.values)
    return keys | values  # a value's place wins over a key's at the same spot


def _longest(table: dict[Key, tuple[int, int]]) -> Spots:
    found: Spots = {}
    for key, place in table.items():
        if len(key) > len(found.get(place, ())):
            found[place] = key
    return found


def key_of(places: Spots, where: Location | None) -> list[str | int]:
    """The key path a finding stands at, or [] for the file."""
    if where is None or where.line <= 0:
        return []
    return list(places.get((where.line, where.column), ()))


def located(finding: Finding, places: Spots) -> dict[str, Any]:
    """validate's JSON of a finding, with its key path and its one-line text."""
    return {**finding_row(finding), "path": key_of(places, finding.location), "text": str(finding)}


def _tally(tally: Tally) -> dict[str, Any]:
    return {
        "label": tally.label,
        "value": tally.value,
        "limit": tally.limit,
        "path": list(tally.key),
        "over": tally.over,
    }


def game_form(system: str) -> dict[str, Any]:
    """What the builder page needs of a game: its schema, the word for an entry, the
    known names to suggest, and the shipped examples."""
    from ..games import find
    from ..schema import roster_schema

    game, _ = find(system, lambda game: game.rosters, "rosters")
    rules = support(system)
    return {
        "system": system,
        "title": game.credits.full_title,
        "author": game.credits.author,
        "member": rules.member,
        "unchecked": rules.unchecked,
        "size": rules.size,
        "schema": roster_schema(system),
        "names": rules.names(),
        "examples": [path.stem for path in game.examples()],
        "file_mark": FILE_MARK,
    }


def example_data(system: str, name: str) -> Any:
    """A shipped example roster of ``system`` as plain data (its comments left behind)."""
    from ..games import find

    game, _ = find(system, lambda game: game.rosters, "rosters")
    for path in game.examples():
        if path.stem == name:
            return data_of(path.read_text(encoding="utf-8"))["data"]
    raise Refused(404, f"{system} has no example roster called {name}")


def known_system(system: str) -> str:
    """The key of the game with rosters ``system`` names (a key, or a short name)."""
    from ..games import key_of

    system = key_of(system)
    if system not in roster_systems():
        raise Refused(
            404, f"unknown game '{system}'; games with rosters: " + ", ".join(roster_systems())
        )
    return system


def read_json(text: str) -> Any:
    """A posted JSON body, refused (400) if it is not JSON or holds a number of more than
    30 digits (Python would spend seconds turning one into an int)."""
    try:
        return json.loads(text, parse_int=_bounded_int)
    except (ValueError, RecursionError) as error:
        raise Refused(400, f"the body is not JSON ({' '.join(str(error).split())[:80]})") from None


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > 30:
        raise ValueError("a number of more than 30 digits")
    return int(text)


def findings_json(findings: list[Finding], message: str) -> str:
    """The body of a refusal: what is wrong, and each finding as validate gives it."""
    rows = [finding_row(f) for f in findings]
    return json.dumps({"error": message, "findings": rows}, ensure_ascii=False)
