"""Answering an unknown command with the command meant: ``cheatsheet`` is ``sheet``."""

from __future__ import annotations

import click

SYNONYMS = {
    "cheatsheet": "sheet",
    "cheat-sheet": "sheet",
    "cards": "deck",
    "check": "validate",
    "list": "roster",
    "rules": "booklet",
    "tokens": "kit",
}
"""Words a player may try for a command, and the command they mean (for the hint only)."""


class Suggesting(click.Group):
    """A group that answers an unknown command with the one meant, or with its commands."""

    def resolve_command(self, ctx: click.Context, args: list[str]):
        name = args[0] if args else ""
        if self.get_command(ctx, name) is None and not name.startswith("-"):
            ctx.fail(f"no such command '{name}'{_hint(name, self.list_commands(ctx))}")
        return super().resolve_command(ctx, args)


def _hint(name: str, commands: list[str]) -> str:
    """``; did you mean 'sheet'?`` for a near miss or a synonym; the commands otherwise."""
    import difflib

    meant = SYNONYMS.get(name.casefold())
    if meant not in commands:
        close = difflib.get_close_matches(name.casefold(), commands, n=1, cutoff=0.6)
        meant = close[0] if close else None
    if meant is not None:
        return f"; did you mean '{meant}'?"
    return f"; the commands are: {', '.join(commands)}"
