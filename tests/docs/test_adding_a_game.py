"""docs/adding-a-game.md stays the contract: every field of every capability a game may
declare is documented in its section, and the guide's code is the worked example's."""

from __future__ import annotations

import dataclasses
import re

import pytest

from repo import ROOT
from skirmishgen import contract, game
from skirmishgen.press import carddeck, cardframe, kit, style
from skirmishgen.testing import looks

GUIDE = (ROOT / "docs" / "adding-a-game.md").read_text(encoding="utf-8")
EXAMPLE = ROOT / "examples" / "pocket-skirmish" / "src" / "pocket_skirmish"

SECTIONS = {
    game.Game: "## 2.",
    game.Credits: "### `Credits`",
    style.Look: "### `Look`",
    style.Icon: "### `Look`",
    style.Motif: "### `Look`",
    game.Rosters: "## 3.",
    game.RosterSupport: "## 3.",
    game.Tally: "## 3.",
    game.Decks: "## 4.",
    carddeck.CardDeck: "## 4.",
    carddeck.FaceLabel: "## 4.",
    cardframe.CardFrame: "## 4.",
    cardframe.Card: "## 4.",
    game.Kit: "## 5.",
    kit.Part: "## 5.",
    kit.Cards: "## 5.",
    kit.KitRequest: "## 5.",
    game.CheatSheet: "## 6.",
    game.Booklet: "## 6.",
    game.Tabletop: "## 6.",
    game.Option: "## 7.",
    contract.RosterContract: "### The roster contract's data",
    contract.Case: "### The roster contract's data",
    contract.Match: "### The roster contract's data",
    contract.Schema: "### The roster contract's data",
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
        if field.init and not re.search(rf"(?<!\w){re.escape(field.name)}(?!\w)", text)
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


def test_the_guides_icon_and_motif_lists_are_what_the_code_has():
    """Written by tools/docs_tables.py from assets/icons/icons.json and press.style.MOTIFS:
    run it after adding an icon or a motif."""
    import runpy

    tables = runpy.run_path(str(ROOT / "tools" / "docs_tables.py"))
    assert tables["written"](GUIDE) == GUIDE, "run python tools/docs_tables.py"
    from skirmishgen.press.icons import NAMES

    for name in NAMES:
        assert f"| `{name}` |" in section("### `Look`"), name


def test_the_guide_gives_the_numbers_a_look_is_held_to():
    look = " ".join(section("### `Look`").split())
    assert f"a contrast of {looks.AAA:g} to 1" in look
    assert f"a CIE76 difference of {looks.APART} at" in look


def test_every_helper_the_contract_data_uses_is_in_the_guide():
    text = section("### The roster contract's data")
    for helper in ("edit", "in_entry", "add_to", "without", "place", "maybe", "pick", "system"):
        assert f"`{helper}(" in text, helper
        assert callable(getattr(contract, helper))
    assert "`words()`" in text


def test_the_guide_names_the_kits_command_and_its_extra():
    kit_section = section("## 8.")
    assert "python -m skirmishgen.testing pocket-skirmish" in kit_section
    assert "pip install 'skirmishgen[testing]'" in kit_section
