"""`skirmishgen schema SYSTEM`: the JSON Schema of a game's roster files accepts what
``validate`` reads and refuses what it cannot read, on a corpus made from the shipped
examples: the rulebooks' printed spellings of every term, and broken copies (an unknown key,
a wrong type, a word that spells no id, a number out of range, a missing key)."""

from __future__ import annotations

import copy
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema import Draft202012Validator

from skirmishgen.cli import main
from skirmishgen.games import GAMES
from skirmishgen.models import SPELLING_TITLE, as_term, spelling_pattern
from skirmishgen.rosters import Report, read_roster, roster_systems, support
from skirmishgen.schema import roster_schema

SYSTEMS = roster_systems()
WITH_ROSTERS = {game.key: game for game in GAMES if game.rosters is not None}


def schema_of(system: str, capsys) -> dict:
    with pytest.raises(SystemExit) as info:
        main(["schema", system])
    assert info.value.code in (0, None)
    return json.loads(capsys.readouterr().out)


def examples(system: str) -> list[Path]:
    return WITH_ROSTERS[system].examples()


def test_every_game_with_rosters_has_a_schema_and_examples(capsys):
    """No game with rosters is left out of the corpus: each has a schema and examples."""
    assert SYSTEMS and set(SYSTEMS) == set(WITH_ROSTERS)
    assert any(game.rosters is None for game in GAMES), "a deck-only game stays out"
    for system in SYSTEMS:
        schema = schema_of(system, capsys)
        assert schema["$id"].endswith(f"/{system}-roster.json")
        assert examples(system), f"{system} ships no example roster"


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_shipped_examples_are_valid_and_an_unknown_key_is_not(system, capsys):
    schema = schema_of(system, capsys)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    paths = examples(system)
    assert paths
    for path in paths:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        errors = [e.message for e in validator.iter_errors(data)]
        assert errors == [], (path.name, errors[:2])
    data["colour_scheme"] = "blue"
    assert not validator.is_valid(data), "unknown keys are rejected, as the tool does"
    data.pop("colour_scheme")
    data["system"] = "another-game"
    assert not validator.is_valid(data)


# ------------------------------------------------------------------ the corpus

Key = tuple[Any, ...]


def shape(value: Any) -> Any:
    """What kind of value an entry is (its type, and its keys for a mapping): list entries
    of one shape are changed the same way, so the corpus changes the first of each."""
    if isinstance(value, dict):
        return ("map", tuple(sorted(value)))
    return type(value).__name__


def distinct(items: list) -> Iterator[tuple[int, Any]]:
    """A list's entries, the first of each shape only."""
    seen = set()
    for index, value in enumerate(items):
        if shape(value) not in seen:
            seen.add(shape(value))
            yield index, value


def leaves(data: Any, key: Key = ()) -> Iterator[tuple[Key, Any]]:
    """Every value that is not a mapping or list, with its key path (in a list, those of
    the first entry of each shape)."""
    if isinstance(data, dict):
        for name, value in data.items():
            yield from leaves(value, (*key, name))
    elif isinstance(data, list):
        for index, value in distinct(data):
            yield from leaves(value, (*key, index))
    else:
        yield key, data


def mappings(data: Any, key: Key = ()) -> Iterator[tuple[Key, dict]]:
    if isinstance(data, dict):
        yield key, data
        for name, value in data.items():
            yield from mappings(value, (*key, name))
    elif isinstance(data, list):
        for index, value in distinct(data):
            yield from mappings(value, (*key, index))


def changed(data: Any, key: Key, value: Any) -> Any:
    copied = copy.deepcopy(data)
    place = copied
    for part in key[:-1]:
        place = place[part]
    place[key[-1]] = value
    return copied


def removed(data: Any, key: Key, name: str) -> Any:
    copied = copy.deepcopy(data)
    place = copied
    for part in key:
        place = place[part]
    del place[name]
    return copied


ID = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$")


def spellings(word: str) -> list[str]:
    """The ways a rulebook prints an id, and a player types it: ``Meat Shield``,
    ``MEAT-SHIELD``, ``meat shield``, ``meat_shield``, `` Meat_Shield ``."""
    spaced = word.replace("-", " ")
    return [
        spaced.title(),
        word.title(),
        word.upper(),
        spaced,
        word.replace("-", "_"),
        f" {word.replace('-', '_').title()} ",
    ]


Variant = tuple[str, Any, "bool | None", str]
"""What was changed, the roster data, whether validate must read it (None: only that the
schema agrees), and the id a printed spelling was written for ("" for other changes)."""


def variants(data: Any) -> Iterator[Variant]:
    yield "as shipped", data, True, ""
    for key, value in leaves(data):
        where = ".".join(map(str, key))
        if isinstance(value, str) and ID.match(value):
            for spelled in spellings(value):
                yield f"{where} = {spelled!r}", changed(data, key, spelled), None, value
        if isinstance(value, str):
            yield f"{where} = 12 (a number)", changed(data, key, 12), None, ""
            yield f"{where} = 'captain'", changed(data, key, "captain"), None, ""
        if isinstance(value, bool):
            yield f"{where} = 'yes' (text)", changed(data, key, "yes"), False, ""
        elif isinstance(value, (int, float)):
            yield f"{where} = 'many' (text)", changed(data, key, "many"), False, ""
            yield f"{where} = true", changed(data, key, True), False, ""
            for far in (10**9, -(10**9)):
                yield f"{where} = {far} (out of range)", changed(data, key, far), False, ""
    for key, mapping in mappings(data):
        # a strict entry refuses an unknown key; a map (custom_rules) takes any: agree
        where = ".".join(map(str, key)) or "the file"
        must = False if key == () else None
        yield f"{where} + an unknown key", changed_map(data, key), must, ""
        for name in mapping:
            yield f"{where} - {name}", removed(data, key, name), None, ""


def changed_map(data: Any, key: Key) -> Any:
    copied = copy.deepcopy(data)
    place = copied
    for part in key:
        place = place[part]
    place["colour_scheme"] = "blue"
    return copied


def readable(data: Any) -> bool:
    """What validate says of the roster written as a file: readable (exit 0 or 1, the
    game's rules are not the schema's business) or not (exit 2)."""
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True)
    roster = read_roster(Path("roster.yaml"), text)
    return Report([roster], []).exit_code != 2


def terms_of(schema: Any) -> list[list[str]]:
    """The ids of every term in a schema that takes printed spellings."""
    found = []
    if isinstance(schema, dict):
        branches = schema.get("anyOf", [])
        if any(b.get("title") == SPELLING_TITLE for b in branches if isinstance(b, dict)):
            found.append(next(b["enum"] for b in branches if "enum" in b))
        for value in schema.values():
            found += terms_of(value)
    elif isinstance(schema, list):
        for value in schema:
            found += terms_of(value)
    return found


@pytest.mark.parametrize(
    ("system", "example"),
    [(system, path.name) for system in SYSTEMS for path in examples(system)],
)
def test_schema_and_validate_agree_on_a_corpus_made_of_the_examples(system, example):
    """Every copy of the example (its terms printed otherwise, each value of a wrong type
    or out of range, each key removed, an unknown key added) is readable to validate
    exactly when the schema accepts it; the shipped file and its printed spellings to both."""
    validator = Draft202012Validator(roster_schema(system))
    disagree, seen, refused, spelled = [], 0, 0, set()
    terms = {i for ids in terms_of(validator.schema) for i in ids}
    (path,) = [path for path in examples(system) if path.name == example]
    shipped = yaml.safe_load(path.read_text(encoding="utf-8"))
    for what, data, expected, written_for in variants(shipped):
        seen += 1
        by_schema, by_validate = validator.is_valid(data), readable(data)
        if by_schema != by_validate or (expected is not None and by_validate != expected):
            disagree.append(f"{what}: schema {by_schema}, validate {by_validate}")
        refused += not by_validate
        if by_schema and by_validate and written_for in terms:
            spelled.add(written_for)
    values = len(list(leaves(shipped)))  # a small game's example makes a small corpus
    assert seen > 3 * values and refused > values
    assert disagree == [], disagree[:5]
    # every term the example uses is read, as printed, by both (none for a game without terms)
    assert spelled == terms & {value for _, value in leaves(shipped)}


def test_the_rulebook_spellings_the_issue_names_are_read_by_both():
    """``Boss``, ``Meat Shield``, ``Force User``, ``Standard``, ``heavy_shooter``,
    `` MELEE ``: 1 Stat Skirmish's printed words, read by validate and by the schema."""
    system = "one-stat-skirmish"
    validator = Draft202012Validator(roster_schema(system))
    data = yaml.safe_load(examples(system)[0].read_text(encoding="utf-8"))
    data["format"] = "Standard"
    data["fighters"][0].update(rank="Boss", role="Meat Shield", skills=["Force User"])
    data["fighters"][0]["equipment"] = [
        {"name": "Cannon", "kind": "heavy_shooter", "option": "Area"},
        {"name": "Club", "kind": " MELEE "},
    ]
    assert readable(data)
    assert validator.is_valid(data), [e.message for e in validator.iter_errors(data)][:2]
    data["fighters"][0]["rank"] = "captain"
    assert not readable(data)
    assert not validator.is_valid(data)


@pytest.mark.parametrize("system", [s for s in SYSTEMS if terms_of(roster_schema(s))])
def test_a_terms_pattern_is_exactly_what_as_term_reads(system):
    """Over every character Python's case folding or space rule treats specially (the
    long s, the Kelvin sign, ligatures, sharp s, every kind of space) and the ASCII
    neighbours of each id, the pattern and ``as_term`` agree, in both regex dialects'
    shared syntax (the pattern uses no flags and no class escapes)."""
    specials = [
        c
        for c in map(chr, range(sys.maxunicode + 1))
        if c.isspace() or (c.casefold() != c.lower() and c.casefold().isascii()) or c in "_-K"
    ] + ["\u017f", "\u212a", "\ufeff", "\u200b"]
    for ids in terms_of(roster_schema(system)):
        pattern = spelling_pattern(ids)
        assert not re.search(r"\\[sSdDwWbB]|\(\?[a-z]", pattern), "no class escapes or flags"
        compiled = re.compile(pattern)
        for id_ in ids:
            texts = {id_, id_.upper(), id_ + "s", id_[:-1], f"-{id_}", f"{id_}_"}
            for i, char in enumerate(id_):
                for other in [*specials, char.upper(), "x"]:
                    texts |= {id_[:i] + other + id_[i + 1 :], id_[:i] + other + id_[i:]}
            for spelled in spellings(id_):
                for space in specials:
                    texts |= {space + spelled + space, spelled.replace(" ", space)}
            wrong = [t for t in texts if (as_term(t) in ids) != bool(compiled.search(t))]
            assert wrong == [], (id_, wrong[:5])


def test_names_are_offered_for_completion_where_free_text_takes_them():
    """Each game's known names (skills, special rules) are the ``examples`` of the text it
    takes them in; a term's ids are its ``enum``."""
    offered = 0
    for system in SYSTEMS:
        schema = roster_schema(system)
        for field, names in support(system).names().items():
            assert names
            assert names in examples_in(schema), (system, field)
            offered += 1
    assert offered >= 2
    one_stat = roster_schema("one-stat-skirmish")["$defs"]
    assert one_stat["Fighter"]["properties"]["role"]["anyOf"][0]["enum"][0] == "allrounder"
    skills = one_stat["Fighter"]["properties"]["skills"]["items"]["anyOf"][0]
    assert "force-user" in skills["examples"] and "enum" not in skills, "unlisted skills stay"


def examples_in(schema: Any) -> list[Any]:
    if isinstance(schema, dict):
        found = [schema["examples"]] if "examples" in schema else []
        return found + [e for value in schema.values() for e in examples_in(value)]
    if isinstance(schema, list):
        return [e for value in schema for e in examples_in(value)]
    return []


def test_a_blank_name_is_refused_by_both(capsys):
    system = SYSTEMS[0]
    validator = Draft202012Validator(schema_of(system, capsys))
    data = yaml.safe_load(examples(system)[0].read_text(encoding="utf-8"))
    for blank in (" ", "\u3000\t"):
        data["name"] = blank
        assert not readable(data) and not validator.is_valid(data)
    data["name"] = " padded \u00a0"
    assert readable(data) and validator.is_valid(data)


OTHER_SPELLINGS = [
    # Insta-Skirmish's buy_ranged: nothing (none or null), one kind, both, or a list
    *(
        ("insta-skirmish", ("miniatures", 0, "buy_ranged"), v, True)
        for v in ("none", None, "gun", "non-gun", "both", ["gun"], ["non-gun", "gun"], [])
    ),
    *(
        ("insta-skirmish", ("miniatures", 0, "buy_ranged"), v, False)
        for v in ("None", "Gun", "all", ["gun", "gun", "gun"], 3)
    ),
    # its dice and what a figure shows are written as the rulebook does: d6, melee
    ("insta-skirmish", ("miniatures", 0, "die"), "D6", False),
    ("insta-skirmish", ("miniatures", 0, "shows", 0), "Melee", False),
    # a 1 Stat Skirmish skill is free text, read as a term: blank is nothing
    *(
        ("one-stat-skirmish", ("fighters", 0, "skills", 0), v, True)
        for v in ("Force User", "an unlisted one", "_")
    ),
    *(
        ("one-stat-skirmish", ("fighters", 0, "skills", 0), v, False)
        for v in (" ", "\u3000", "\x1c", "\x85", "")
    ),
]


@pytest.mark.parametrize(("system", "key", "value", "read"), OTHER_SPELLINGS)
def test_values_read_otherwise_agree(system, key, value, read):
    data = yaml.safe_load(examples(system)[0].read_text(encoding="utf-8"))
    if key[-1] == 0:
        data = changed(data, key[:-1], [0])
    data = changed(data, key, value)
    validator = Draft202012Validator(roster_schema(system))
    assert (readable(data), validator.is_valid(data)) == (read, read)
