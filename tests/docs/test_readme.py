"""The README as a newcomer reads it, checked against the tool: every command's usage line
lists the options its --help lists, the API table lists every route, example outputs land
under output/ (which git ignores), and the figures it quotes are what the tool says."""

from __future__ import annotations

import re
import shlex

import click
import pytest

from repo import ROOT
from skirmishgen.cli import cli

README = (ROOT / "README.md").read_text(encoding="utf-8")


def fenced_blocks(text: str) -> list[str]:
    """The plain fenced blocks (no language given): the usage lines."""
    blocks, lines, language = [], [], None
    for line in text.splitlines():
        if line.startswith("```"):
            if language is None:
                language, lines = line[3:].strip(), []
            else:
                if language == "":
                    blocks.append("\n".join(lines))
                language = None
        elif language is not None:
            lines.append(line)
    return blocks


FENCED = fenced_blocks(README)
EXAMPLES = [
    line.strip()
    for line in README.splitlines()
    if line.startswith("    skirmishgen ") or line.startswith("skirmishgen ")
]
"""Command lines a reader copies: indented code, and the two set-up commands' kin."""
PRODUCTS = {"deck", "kit", "sheet", "booklet", "roster", "calibrate", "build"}
"""Commands whose --out is a generated file (unpack's is a roster file the user keeps)."""


def commands(group: click.Group = cli, path: tuple[str, ...] = ()):
    """(path, command) for every command and subcommand of the CLI (each module imported:
    the group imports a command's module when it is first asked for)."""
    ctx = click.Context(group)
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        assert command is not None, name
        if isinstance(command, click.Group):
            yield from commands(command, (*path, name))
        else:
            yield (*path, name), command


def options(command: click.Command) -> set[str]:
    return {
        name
        for param in command.params
        if isinstance(param, click.Option)
        for name in (*param.opts, *param.secondary_opts)
        if name.startswith("--") and name != "--help"
    }


def usage_lines() -> dict[tuple[str, ...], list[str]]:
    """Each command's usage lines in the README (a line with its indented continuations)."""
    found: dict[tuple[str, ...], list[str]] = {}
    names = {path for path, _ in commands()}
    for block in FENCED:
        for line in re.sub(r"\n\s+", " ", block).splitlines():
            words = line.split()
            if words[:1] != ["skirmishgen"]:
                continue
            path = next(
                (
                    p
                    for p in sorted(names, key=len, reverse=True)
                    if tuple(words[1:][: len(p)]) == p
                ),
                None,
            )
            assert path is not None, f"README usage line of no command: {line}"
            found.setdefault(path, []).append(line)
    return found


USAGE = usage_lines()


@pytest.mark.parametrize("path", [path for path, _ in commands()], ids=" ".join)
def test_every_command_has_a_usage_line_with_every_option(path):
    command = dict(commands())[path]
    assert path in USAGE, f"no usage line for skirmishgen {' '.join(path)} in the README"
    written = set(re.findall(r"--[a-z][a-z0-9-]*", " ".join(USAGE[path])))
    assert options(command) <= written, sorted(options(command) - written)
    assert written <= options(command), f"not options of the command: {written - options(command)}"


def test_usage_lines_give_the_choices_the_command_takes():
    """A choice written in a usage line (``--duplex long|short|none|fold``) is the
    command's whole list of choices."""
    checked = 0
    for path, lines in USAGE.items():
        command = dict(commands())[path]
        for line in lines:
            for name, written in re.findall(r"(--[a-z-]+) ([a-z0-9-]+(?:\|[a-z0-9-]+)+)", line):
                (param,) = [p for p in command.params if name in getattr(p, "opts", ())]
                if isinstance(param.type, click.Choice):  # not --card-size: names or WxH
                    assert written.split("|") == list(param.type.choices), (path, name, written)
                    checked += 1
    assert checked >= 10


def test_unpack_says_it_takes_a_photo():
    unpack = dict(commands())[("unpack",)]
    help_text = unpack.get_help(click.Context(unpack))
    assert "CODE|LINK|PHOTO" in help_text and "photo" in help_text and "share link" in help_text


def test_example_outputs_go_under_output():
    """What an example writes lands in output/, which git ignores, not in a new folder."""
    checked = 0
    for line in EXAMPLES:
        words = shlex.split(line.split("#")[0])
        if words[1] not in PRODUCTS or "--out" not in words:
            continue
        target = words[words.index("--out") + 1]
        assert target.startswith("output/"), line
        checked += 1
    assert checked >= 2


def test_the_api_table_lists_every_route():
    from skirmishgen.serve.app import ROUTES

    table = set(re.findall(r"^\| `[^|]*", README, re.M))
    written = {
        (method, path)
        for row in table
        for method, path in re.findall(r"(GET|POST) (/api/[^`?\[, ]*)", row)
    }
    served = {
        (method, route.path)
        for route in ROUTES
        if route.path.startswith("/api/")
        for method in sorted(route.methods - {"HEAD"})
    }
    written = {(method, re.sub(r"<(\w+)>", r"{\1}", path)) for method, path in written}
    assert written == served


def test_the_build_figures_are_what_build_says(built_everything):
    """The README's sample of build's last line is what build says of our five games (any
    other game installed adds its own files, counted apart here)."""
    from skirmishgen.games import SHIPPED

    assert built_everything.code == 0, built_everything.err
    made = [
        line.split(": ")
        for line in built_everything.out.splitlines()
        if line.startswith("made/") and line.split("/")[1] in SHIPPED
    ]
    pages = sum(int(said.split()[0]) for _, said, *_ in made)
    said = f"built {len(made)} files ({pages} pages) for {len(SHIPPED)} games in output"
    (quoted,) = re.findall(r"`(built \d+ files \(\d+ pages\) for \d+ games in output)`", README)
    assert said == quoted, (said, quoted)
    (files,) = re.findall(r"under DIR \(default `output/`\): (\d+) PDFs", README)
    assert f"built {files} files" in said
