"""Every command the tutorials, how-to guides and game pages show runs as shown, and prints
what they say it prints (conftest.py finds and runs them)."""

from __future__ import annotations

from repo import DOCS

GUIDES = ("tutorials", "how-to", "games")


def PAGES(page):
    """The tutorials, how-to guides and game pages."""
    return any(page.is_relative_to(DOCS / folder) for folder in GUIDES)


PENDING: dict[str, str] = {}
"""Commands whose behaviour the command line has not caught up with yet (xfail)."""


def test_a_command_runs_as_shown(shown, check_shown):
    check_shown(shown)
