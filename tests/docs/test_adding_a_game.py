"""docs/adding-a-game.md stays the contract: every field of every capability a game may
declare is documented in its section, and the guide's code is the worked example's."""

from __future__ import annotations

import dataclasses
import re

import pytest

from repo import ROOT
from skirmishgen import game
from skirmishgen.press import carddeck, kit, style

GUIDE = (ROOT / "docs" / "adding-a-game.md").read_text(encoding="utf-8")
EXAMPLE = ROOT / "examples" / "pocket-skirmish" / "src" / "pocket_skirmish"

SECTIONS = {
    game.Game: "## 2.",
    game.Credits: "### `Credits`",
    style.Look: "### `Look`",
    game.Rosters: "## 3.",
    game.RosterSupport: "## 3.",
    game.Tally: "## 3.",
    game.Decks: "## 4.",
    carddeck.CardDeck: "## 4.",
    carddeck.FaceLabel: "## 4.",
    game.Kit: "## 5.",
    kit.Part: "## 5.",
    kit.Cards: "## 5.",
    kit.KitRequest: "## 5.",
    game.CheatSheet: "## 6.",
    game.Booklet: "## 6.",
    game.Option: "## 7.",
}
"""Each type a game builds, and the heading of the guide's section on it."""


def section(heading: str) -> str:
    """The guide from ``heading`` to the next heading of the same or a higher level (lines
    in code blocks are not headings)."""
    level = len(heading.split()[0])
    lines, inside, found = [], False, False
    for line in GUIDE.splitlines():
        fence = line.lstrip().startswith("```")
        inside = inside != fence
        title = not inside and not fence and re.match(r"#+ ", line)
        if found and title and len(line.split()[0]) <= level:
            break
        found = found or line.startswith(heading)
        lines += [line] if found else []
    return "\n".join(lines)


@pytest.mark.parametrize("kind", list(SECTIONS), ids=lambda kind: kind.__name__)
def test_every_field_of_every_capability_is_documented(kind):
    text = section(SECTIONS[kind])
    assert kind.__name__ in text
    missing = [
        field.name
        for field in dataclasses.fields(kind)
        if not re.search(rf"(?<!\w){re.escape(field.name)}(?!\w)", text)
    ]
    assert not missing, f"{kind.__name__}: {missing} not in the guide's '{SECTIONS[kind]}'"


def test_every_capability_of_a_game_has_its_type_documented():
    """A new capability on Game (a field whose type is one of ours) needs a section."""
    documented = {kind.__name__ for kind in SECTIONS}
    for field in dataclasses.fields(game.Game):
        named = re.findall(r"[A-Z]\w+", str(field.type))
        assert all(name in documented or name in ("Path", "None") for name in named), field.name


def _code(text: str) -> str:
    return " ".join(text.split())


def test_the_guides_code_is_the_worked_examples():
    """The Game declaration shown is the example package's own."""
    declared = _code((EXAMPLE / "game.py").read_text(encoding="utf-8"))
    blocks = re.findall(r"```python\n(.*?)```", section("## 2.") + section("## 1."), re.S)
    shown = [_code(block) for block in blocks if "GAME = Game(" in block]
    assert len(shown) == 1
    for block in shown:
        assert block in declared, block[:80]
    pyproject = _code((EXAMPLE.parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    assert '[project.entry-points."skirmishgen.games"] pocket-skirmish = ' in pyproject
    assert 'pocket-skirmish = "pocket_skirmish.game:GAME"' in GUIDE
