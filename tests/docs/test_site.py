"""The documentation site builds with ``mkdocs build --strict``, and the built site has what
a reader looks for: a section for every command ``skirmishgen --help`` lists, with each of
its options; Tutorials, How-to guides, Reference and Explanation; the generated rule ids and
roster formats. Needs the ``docs`` extra (``pip install '.[docs]'``); skipped without it."""

from __future__ import annotations

import html
import os
import re
import subprocess
import sys
from pathlib import Path

import click
import pytest

from repo import ROOT

mkdocs = pytest.importorskip(
    "mkdocs", reason="the site needs the docs extra: pip install '.[docs]' (CI installs it)"
)


def listed(group: click.Group, path: tuple[str, ...] = ()):
    """(path, command) for every command ``--help`` lists (hidden ones left out)."""
    context = click.Context(group)
    for name in group.list_commands(context):
        command = group.get_command(context, name)
        if command is None or command.hidden:
            continue
        if isinstance(command, click.Group):
            yield (*path, name), command
            yield from listed(command, (*path, name))
        else:
            yield (*path, name), command


def options(command: click.Command) -> set[str]:
    return {
        name
        for param in command.params
        if isinstance(param, click.Option) and not param.hidden
        for name in (*param.opts, *param.secondary_opts)
        if name.startswith("--") and name != "--help"
    }


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site as ``mkdocs build --strict`` builds it (any warning, such as a broken link or
    a page missing from the navigation, stops it), in a process of its own: mkdocs-click
    reads the command line as a fresh process has it. Not ``--quiet``: it hides the
    warnings, and strict mode then counts none."""
    folder = tmp_path_factory.mktemp("site")
    built = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(folder)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        timeout=300,
    )
    assert built.returncode == 0, built.stdout + built.stderr
    return folder


def sections(page: str) -> dict[str, str]:
    """Each heading's id to its section's text, up to the next heading of its level or
    higher."""
    found = {}
    heads = list(re.finditer(r'<h([1-6]) id="([^"]+)"', page))
    for index, head in enumerate(heads):
        level = int(head.group(1))
        end = next(
            (later.start() for later in heads[index + 1 :] if int(later.group(1)) <= level),
            len(page),
        )
        found[head.group(2)] = html.unescape(re.sub(r"<[^>]+>", "", page[head.start() : end]))
    return found


def test_every_command_has_a_section_with_every_option(site):
    from skirmishgen.cli import cli

    page = sections((site / "reference" / "commands" / "index.html").read_text("utf-8"))
    commands = list(listed(cli))
    assert len(commands) >= 13
    for path, command in commands:
        anchor = "-".join(("skirmishgen", *path))
        assert anchor in page, f"no section for skirmishgen {' '.join(path)}"
        missing = sorted(name for name in options(command) if name not in page[anchor])
        assert not missing, f"skirmishgen {' '.join(path)}: {missing}"


def test_the_four_kinds_of_page(site):
    index = (site / "index.html").read_text(encoding="utf-8")
    for section in ("Tutorials", "How-to guides", "Reference", "Explanation"):
        assert f">{section}<" in index or f"> {section} <" in index or section in index
    for folder in ("tutorials", "how-to", "reference", "explanation"):
        assert (site / folder / "index.html").is_file(), folder


def test_the_generated_pages(site):
    """Rule ids, roster formats and the Game API come from the code as the site is built."""
    from skirmishgen.games import GAMES, SHIPPED

    rules = (site / "reference" / "rules" / "index.html").read_text(encoding="utf-8")
    formats = (site / "reference" / "roster-files" / "index.html").read_text(encoding="utf-8")
    api = (site / "reference" / "game-api" / "index.html").read_text(encoding="utf-8")
    for game in GAMES:
        if game.key not in SHIPPED or game.rosters is None:
            continue
        assert f'id="{game.key}"' in formats, game.key
        assert f'id="{game.key}"' in rules, game.key
        for rule in game.rosters.contract().rules:
            assert f"<code>{rule}</code>" in rules, rule
    decks = (site / "reference" / "deck-files" / "index.html").read_text(encoding="utf-8")
    for game in GAMES:
        if game.key in SHIPPED and game.deck is not None and game.deck.file_model is not None:
            assert f'id="{game.key}"' in decks, game.key
            for key in game.deck.file_model().model_fields:
                assert f"<code>{key}</code>" in decks, (game.key, key)
    assert "<!-- generated:" not in rules + formats + decks
    assert "skirmishgen.game.Game" in api and "try_command" in api
    assert (site / "changelog" / "index.html").is_file()
    assert (site / "pictures" / "deck-sheet.png").is_file()


def test_the_commands_page_shows_the_helps_placeholders(site):
    """``[default: output/<game>-booklet.pdf]`` reads so, not ``output/-booklet.pdf``."""
    page = (site / "reference" / "commands" / "index.html").read_text(encoding="utf-8")
    for shown in ("output/&lt;game&gt;-booklet.pdf", "&lt;out&gt;-&lt;card&gt;.png"):
        assert shown in page, shown
    assert "output/-booklet.pdf" not in html.unescape(re.sub(r"<[^>]+>", "", page))


def test_a_console_blocks_copy_button_copies_the_commands_only(site):
    """What Material's copy button copies (the code's text while it marks it copying):
    the commands, without the ``$`` prompts or what they print."""
    from browser import browser, why_not

    if why_not():
        pytest.skip(why_not())
    page_file = site / "tutorials" / "first-warband" / "index.html"
    with browser() as launched:
        page = launched.new_page()
        page.goto(page_file.as_uri())
        copied = page.evaluate(
            """() => [...document.querySelectorAll('.highlight code')]
                .filter(code => code.querySelector('.gp'))
                .map(code => {
                    code.setAttribute('data-md-copying', '');
                    const text = code.innerText.trimEnd();
                    code.removeAttribute('data-md-copying');
                    return text;
                })"""
        )
    assert copied[0] == "skirmishgen validate my-warband.yaml"
    assert all(not line.startswith("$") for text in copied for line in text.splitlines())
    assert not any("errors," in text for text in copied), "no output copied"
