"""`skirmishgen schema SYSTEM`: the JSON Schema of a game's roster files keeps every shipped
example valid and rejects what the tool rejects (an unknown key)."""

from __future__ import annotations

import json

import pytest
import yaml
from jsonschema import Draft202012Validator

from skirmishgen.cli import main
from skirmishgen.resources import content_dir
from skirmishgen.rosters import roster_systems
from skirmishgen.systems import find

SYSTEMS = roster_systems()


def schema_of(system: str, capsys) -> dict:
    with pytest.raises(SystemExit) as info:
        main(["schema", system])
    assert info.value.code in (0, None)
    return json.loads(capsys.readouterr().out)


def examples(system: str) -> list:
    _, rosters = find(system, lambda g: g.rosters, "rosters")
    folder = content_dir() / system
    return sorted(p for pattern in rosters.examples for p in folder.glob(pattern))


def test_four_games_have_a_schema():
    assert len(SYSTEMS) == 4


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
