"""``skirmishgen schema``: the JSON Schema of a game's roster files."""

from __future__ import annotations

import click


@click.command("schema")
@click.argument("game")
def schema_command(game: str) -> None:
    """Print the JSON Schema (draft 2020-12) of GAME's roster files.

    Save it beside your rosters and start a roster with
    `# yaml-language-server: $schema=SCHEMA.json` for completion in your editor.
    """
    from ..schema import schema_text

    click.echo(schema_text(game))
