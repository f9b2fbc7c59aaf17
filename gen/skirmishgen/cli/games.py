"""``skirmishgen games``: the installed games (``systems``, its old name, still works)."""

from __future__ import annotations

import click


@click.command("games")
def games_command() -> None:
    """List the installed games, what skirmishgen makes for each, and a command to try."""
    from ..games import GAMES

    for game in GAMES:
        credits = game.credits
        click.echo(
            f"{game.key:<18} {credits.title} by {credits.author} ({', '.join(game.offers())})"
        )
        if game.short_names:
            click.echo(f"{'':<18} short name: {', '.join(game.short_names)}")
        click.echo(f"{'':<18} try: {game.try_command}")
