"""`skirmishgen build`: every product of the chosen games, in one process, one folder a game.

Each product is made and written on its own; one that fails is reported and
the others are still built.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click

from . import systems
from .decks import Layout, make_deck
from .errors import EXIT_INPUT, InputError, SkirmishgenError, display_path
from .game import Game
from .output import Product, Written, deliver
from .press.layout import Sheet
from .press.paper import CARD_SIZES, Size
from .systems import find


@dataclass(frozen=True)
class Job:
    """One product to build: what to call it, how to make it, where it goes."""

    label: str
    make: Callable[[], Product]
    folder: Path
    out: Path | None = None


def jobs_for(game: Game, folder: Path, paper: Size, form: str = "pdf") -> list[Job]:
    """Every product of ``game``: deck, kit, cheat sheet, booklet, example roster sheets."""
    from .booklets.make import make_booklet
    from .cheatsheets import make_sheet
    from .kits import make_kit

    here = folder / game.key
    jobs = []
    if game.deck is not None:
        builds = game.deck.builds
        for number, values in enumerate(builds, 1):
            label = f"{game.key} {game.deck.what}"
            label += f" {number} of {len(builds)}" if len(builds) > 1 else ""
            jobs.append(Job(label, _deck_maker(game, values, paper, form), here))
    if game.kit is not None:
        jobs.append(
            Job(f"{game.key} kit", lambda: make_kit(game.key, paper, None, False, {}), here)
        )
    if game.cheat_sheet is not None:
        jobs.append(Job(f"{game.key} cheat sheet", lambda: make_sheet(game.key, paper, {}), here))
    if game.booklet is not None:
        make = lambda: make_booklet(game.key, paper, "booklet", None)  # noqa: E731
        jobs.append(Job(f"{game.key} booklet", make, here))
    for example in game.examples():
        out = here / f"{example.stem}-roster.{form}"
        jobs.append(
            Job(f"{game.key} roster {example.name}", _roster_maker(example, paper), here, out)
        )
    return jobs


def _deck_maker(
    game: Game, given: Mapping[str, Any], paper: Size, form: str = "pdf"
) -> Callable[[], Product]:
    assert game.deck is not None
    spec = game.deck
    rosters = {o.name for o in spec.options if o.kind in ("roster", "rosters")}
    values = {
        name: game.content() / value if name in rosters else value for name, value in given.items()
    }
    images = "" if form == "pdf" else form
    layout = Layout(Sheet(paper, CARD_SIZES[spec.card_size]), card_given=False, images=images)
    return lambda: make_deck(game.key, values, layout)


def _roster_maker(example: Path, paper: Size) -> Callable[[], Product]:
    from .rosters import roster_sheet

    def make() -> Product:
        made = roster_sheet(example, paper, force=False)
        if made.product is None:
            raise InputError([f for f in made.findings if f.severity == "error"])
        return made.product

    return make


def build_all(keys: list[str], folder: Path, paper: Size, form: str = "pdf", dpi: int = 150) -> int:
    """Build every product of the games ``keys`` (all games if none), as PDFs or (``form``
    png) page images and card-face images; the exit status."""
    named = [find(key, lambda game: game, "products")[0] for key in dict.fromkeys(keys)]
    games = named or list(systems.GAMES)
    jobs = [job for game in games for job in jobs_for(game, folder, paper, form)]
    written: list[Written] = []
    failed: list[str] = []
    terminal = sys.stdout.isatty()
    if terminal:
        with click.progressbar(
            jobs, label="building", item_show_func=lambda job: job.label if job else ""
        ) as bar:
            for job in bar:
                _run(job, written, failed, False, form, dpi)
    else:
        for job in jobs:
            _run(job, written, failed, True, form, dpi)
    pages = sum({id(w.rendered): w.rendered.pages for w in written}.values())
    summary = (
        f"built {len(written)} files ({pages} pages) for {len(games)} "
        f"game{'s' * (len(games) != 1)} in {display_path(folder)}"
    )
    if failed:
        click.echo(f"{summary}; {len(failed)} failed: {', '.join(failed)}")
        return EXIT_INPUT
    click.echo(summary)
    return 0


def _run(
    job: Job, written: list[Written], failed: list[str], echo: bool, form: str, dpi: int
) -> None:
    from .cli import report

    try:
        done = deliver(job.make(), job.out, job.folder, form, dpi)
    except SkirmishgenError as error:
        failed.append(job.label)
        click.echo(f"skirmishgen: error: {job.label} failed:", err=True)
        report(error)
        return
    written += done
    for one in done if echo else ():
        click.echo(one.line)
