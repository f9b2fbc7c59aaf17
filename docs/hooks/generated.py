"""The site's pages that come from the code, made as the site is built (mkdocs ``hooks:``).

A page holds a marker such as ``<!-- generated: rules -->``; this hook puts what the code
says today in its place, so nothing generated is committed:

- ``rules``: every rule id of every shipped game with rosters, and its one line of help
  (each game's ``checks.RULES``, as its roster contract gives it);
- ``roster-files``: every roster file format, field by field, from the games' JSON
  Schemas (``skirmishgen.schema.roster_schema``, what ``skirmishgen schema GAME`` prints);
- ``deck-files``: every deck file format, from the model each game's ``Decks.file_model``
  names;
- ``games``: the shipped games, their short names and what skirmishgen makes for each.

It also serves the repository's ``CHANGELOG.md`` as the page ``changelog.md``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mkdocs.structure.files import File

ROOT = Path(__file__).resolve().parents[2]


def shipped() -> list[Any]:
    """Our five games, in the registry's order (a game package installed beside them has
    docs of its own)."""
    from skirmishgen.games import GAMES, SHIPPED

    return [game for game in GAMES if game.key in SHIPPED]


def _cell(text: str) -> str:
    return " ".join(str(text).split()).replace("|", "\\|")


def rules_page() -> str:
    blocks = []
    for game in shipped():
        if game.rosters is None or game.rosters.contract is None:
            continue
        rules = game.rosters.contract().rules
        rows = ["| rule id | what it checks |", "|---|---|"]
        rows += [f"| `{rule}` | {_cell(help_)} |" for rule, help_ in rules.items()]
        blocks.append(
            f"## {game.credits.title} {{#{game.key}}}\n\n`system: {game.key}`\n\n" + "\n".join(rows)
        )
    return "\n\n".join(blocks)


def _words(name: str) -> str:
    """A $def's class name in words: ``AbsUnit`` -> ``unit``, ``FireTeam`` -> ``fire team``."""
    import re

    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).lower().split()
    return " ".join(word for word in spaced if word not in ("abs", "aof", "insta", "spec"))


def _kind(schema: dict[str, Any], plural: bool = False) -> str:
    """A field's type in words: its choices, its item type, its $def's name."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        words = _words(name)
        if plural:
            uncountable = words.endswith(("equipment", "gear"))
            return f"{words}{'' if uncountable else 's'} (below)"
        return f"a {words} (below)"
    parts = schema.get("anyOf", schema.get("oneOf", []))
    choices = [part for part in parts if "enum" in part]
    if choices and all(part.get("type") == "string" for part in parts):
        # the other member takes the same words in any case (``Boss``)
        return "one of " + ", ".join(f"`{v}`" for v in choices[0]["enum"]) + " (any case)"
    if "const" in schema:
        return f"`{json.dumps(schema['const'])}`"
    if "enum" in schema:
        return "one of " + ", ".join(f"`{value}`" for value in schema["enum"])
    if "anyOf" in schema or "oneOf" in schema:
        parts = [_kind(part) for part in schema.get("anyOf", schema.get("oneOf"))]
        return " or ".join(part for part in parts if part != "null") or "null"
    kind = schema.get("type")
    if kind == "array":
        items = schema.get("items", {})
        return f"a list of {_kind(items, plural=True)}" if items else "a list"
    if kind == "object":
        return "a mapping"
    words = {"string": "text", "integer": "a whole number", "number": "a number"}
    return {**words, "boolean": "true or false"}.get(kind or "", str(kind))


def _limits(schema: dict[str, Any]) -> str:
    said = []
    if "default" in schema:
        said.append(f"default `{json.dumps(schema['default'])}`")
    if "minimum" in schema or "maximum" in schema:
        said.append(f"{schema.get('minimum', '…')} to {schema.get('maximum', '…')}")
    if "maxLength" in schema:
        said.append(f"{schema.get('minLength', 0)} to {schema['maxLength']} characters")
    if "minItems" in schema or "maxItems" in schema:
        said.append(f"{schema.get('minItems', 0)} to {schema.get('maxItems', '…')} entries")
    if schema.get("examples"):
        shown = ", ".join(f"`{value}`" for value in schema["examples"][:6])
        more = " …" if len(schema["examples"]) > 6 else ""
        said.append(f"e.g. {shown}{more}")
    return "; ".join(said)


def _table(schema: dict[str, Any]) -> str:
    required = set(schema.get("required", ()))
    rows = ["| key | required | value | the file takes | notes |", "|---|---|---|---|---|"]
    for key, field in schema.get("properties", {}).items():
        rows.append(
            f"| `{key}` | {'yes' if key in required else ''} | {_cell(_kind(field))} "
            f"| {_cell(_limits(field))} | {_cell(field.get('description', ''))} |"
        )
    return "\n".join(rows)


def _said(docstring: str) -> str:
    """A model's docstring as the page's prose: rst's ````x```` as markdown's ``x``."""
    return " ".join(docstring.replace("``", "`").split())


def _format(game: Any, schema: dict[str, Any], said: str) -> str:
    """One game's file format: its top level, then each mapping it holds."""
    parts = [f"## {game.credits.title} {{#{game.key}}}", said, _table(schema)]
    for name, definition in schema.get("$defs", {}).items():
        if definition.get("properties"):
            heading = _words(name).capitalize()
            parts += [f"### {heading} {{#{game.key}-{name.lower()}}}"]
            parts += [_said(definition.get("description", "")), _table(definition)]
    return "\n\n".join(parts)


def roster_files_page() -> str:
    from skirmishgen.schema import roster_schema

    return "\n\n".join(
        _format(
            game,
            roster_schema(game.key),
            f"`system: {game.key}` · `skirmishgen schema {game.key}`",
        )
        for game in shipped()
        if game.rosters is not None
    )


def deck_files_page() -> str:
    return "\n\n".join(
        _format(
            game,
            game.deck.file_model().model_json_schema(),
            f"`skirmishgen deck FILE` · the shipped deck: `content/{game.key}/`",
        )
        for game in shipped()
        if game.deck is not None and game.deck.file_model is not None
    )


def games_page() -> str:
    from skirmishgen import games

    short = {key: name for name, key in getattr(games, "SHORT_NAMES", {}).items()}
    rows = ["| game | key | short name | what skirmishgen makes |", "|---|---|---|---|"]
    for game in shipped():
        name = f"`{short[game.key]}`" if game.key in short else ""
        rows.append(
            f"| {game.credits.title} | `{game.key}` | {name} | {', '.join(game.offers())} |"
        )
    return "\n".join(rows)


MARKERS = {
    "rules": rules_page,
    "roster-files": roster_files_page,
    "deck-files": deck_files_page,
    "games": games_page,
}


def on_page_markdown(markdown: str, page: Any, **_: Any) -> str:
    for name, make in MARKERS.items():
        marker = f"<!-- generated: {name} -->"
        if marker in markdown:
            markdown = markdown.replace(marker, make())
    return markdown


def on_files(files: Any, config: Any) -> Any:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    files.append(File.generated(config, "changelog.md", content=changelog))
    return files


def placeholders() -> set[str]:
    """The ``<out>``, ``<game>``... the commands' help writes: markdown would pass them on
    as HTML tags, which a browser hides."""
    import re

    import click

    from skirmishgen.cli import cli

    found: set[str] = set()

    def walk(command: click.Command) -> None:
        texts = [command.help or ""]
        texts += [getattr(param, "help", None) or "" for param in command.params]
        found.update(re.findall(r"<[^<>\s/][^<>\n]*>", " ".join(texts)))
        if isinstance(command, click.Group):
            context = click.Context(command)
            for name in command.list_commands(context):
                sub = command.get_command(context, name)
                if sub is not None:
                    walk(sub)

    walk(cli)
    return found


def on_page_content(html: str, page: Any, **_: Any) -> str:
    """mkdocs-click prints click's marker for "no default" as text: leave the cell empty;
    and the help's placeholders (``<out>``) as text, not as tags."""
    import html as markup

    html = html.replace("<code>Sentinel.UNSET</code>", "")
    if page.file.src_uri == "reference/commands.md":
        for placeholder in placeholders():
            html = html.replace(placeholder, markup.escape(placeholder))
    return html
