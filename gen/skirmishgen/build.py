"""`skirmishgen build`: every product of the chosen games, one folder a game.

Each product is made and written on its own; one that fails is reported and
the others are still built. A big build shares its products between two worker
processes (``WORKERS``) and reports them in order.
"""

from __future__ import annotations

import contextlib
import functools
import os
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from . import games as registry
from .decks import Layout, make_deck
from .errors import EXIT_INPUT, InputError, SkirmishgenError, display_path, finding_lines
from .game import Game
from .games import find
from .output import Product, deliver
from .press.layout import Sheet
from .press.paper import CARD_SIZES, Size

if TYPE_CHECKING:
    from concurrent.futures import Executor


@dataclass(frozen=True)
class Job:
    """One product to build: what to call it, how to make it, where it goes."""

    label: str
    make: Callable[[], Product]
    folder: Path
    kind: str = "deck"
    """What kind of product it is (``buildindex.KINDS``): how its folder's first page
    says to print and finish it."""
    whose: str = ""
    """Whose copy it is, where each player prints one (``Decks.whose``)."""
    form: str = ""
    """The format this product is written as, if not the build's (a Cricut deck's images)."""


def jobs_for(
    game: Game,
    folder: Path,
    paper: Size,
    form: str = "pdf",
    share_url: str | None = None,
    cutter: str = "",
) -> list[Job]:
    """Every product of ``game``: deck, kit, cheat sheet, booklet, example roster sheets;
    with a ``cutter``, the decks and (Silhouette) the kit for it, with their cut files."""
    from .booklets.make import default_imposition, make_booklet
    from .cheatsheets import make_sheet
    from .kits import make_kit

    here = folder / game.key
    jobs = []
    if game.deck is not None:
        builds = game.deck.builds
        for number, values in enumerate(builds, 1):
            label = f"{game.key} {game.deck.what}"
            label += f" {number} of {len(builds)}" if len(builds) > 1 else ""
            whose = game.deck.whose(values) if game.deck.whose is not None else ""
            make_deck_job = _deck_maker(game, values, paper, form, cutter)
            deck_form = "cricut" if cutter == "cricut" else ""
            jobs.append(Job(label, make_deck_job, here, "deck", whose, deck_form))
    if game.kit is not None:
        kit_cutter = "silhouette" if cutter == "silhouette" else ""  # a kit is not Cricut's
        make = lambda: make_kit(game.key, paper, None, False, {}, cutter=kit_cutter)  # noqa: E731
        jobs.append(Job(f"{game.key} kit", make, here, "kit"))
    if game.cheat_sheet is not None:
        make_cheat = lambda: make_sheet(game.key, paper, {})  # noqa: E731
        jobs.append(Job(f"{game.key} cheat sheet", make_cheat, here, "cheat sheet"))
    if game.booklet is not None:
        imposition = default_imposition(form)
        make = lambda: make_booklet(game.key, paper, imposition, None)  # noqa: E731
        jobs.append(Job(f"{game.key} booklet", make, here, "booklet"))
    for example in game.examples():
        roster = _roster_maker(example, paper, share_url)
        jobs.append(Job(f"{game.key} roster {example.name}", roster, here, "roster"))
    return jobs


def _deck_maker(
    game: Game, given: Mapping[str, Any], paper: Size, form: str = "pdf", cutter: str = ""
) -> Callable[[], Product]:
    assert game.deck is not None
    spec = game.deck
    rosters = {o.name for o in spec.options if o.kind in ("roster", "rosters")}
    values = {
        name: game.content() / value if name in rosters else value for name, value in given.items()
    }
    images = "" if form == "pdf" or cutter else form
    sheet = Sheet(paper, CARD_SIZES[spec.card_size])
    if cutter:
        from .press.cutting import CUTTER_BLEED, SPACING

        folded = cutter == "cricut"
        sheet = replace(
            sheet,
            bleed=0.0 if folded else CUTTER_BLEED,
            gutter=SPACING if folded else 0.0,
            crop_marks=False,
            duplex="fold" if folded else sheet.duplex,
            cutter="cricut" if folded else "silhouette",
        )
    layout = Layout(sheet, card_given=False, images=images)
    return lambda: make_deck(game.key, values, layout)


def _roster_maker(example: Path, paper: Size, share_url: str | None) -> Callable[[], Product]:
    from .rosters import roster_sheet

    def make() -> Product:
        made = roster_sheet(example, paper, force=False, share_url=share_url)
        if made.product is None:
            raise InputError([f for f in made.findings if f.severity == "error"])
        return made.product

    return make


WORKERS = 2
"""Processes a big build shares its products between (each product is made and written
by one of them, whole): most of a build is drawing, which one Python process does on one
core. Each worker starts a fresh Python and imports skirmishgen (0.3 s), so a build of a
few products stays in this process."""
MOST_DPI = 150
"""The highest resolution a build's page images are drawn at: all 25 products at 600 dpi
would take minutes (and each product alone stays under the output seam's pixel bound)."""
PARALLEL_FROM = 10
"""Products from which a build uses the workers."""


@dataclass(frozen=True)
class Outcome:
    """What building one product said: its lines for stdout, or for stderr if it failed."""

    lines: list[str]
    files: int = 0
    pages: int = 0
    failed: bool = False
    paths: tuple[Path, ...] = ()
    """The files written."""
    marks: tuple[frozenset[str], ...] = ()
    """What each file's pages carry to finish and check them by (``Rendered.marks``)."""


def build_all(
    keys: list[str],
    folder: Path,
    paper: Size,
    form: str = "pdf",
    dpi: int = 150,
    share_url: str | None = None,
    cutter: str = "",
) -> int:
    """Build every product of the games ``keys`` (all games if none), as PDFs or (``form``
    png) page images and card-face images; the exit status. What is printed (a line a
    file, or a progress bar on a terminal) comes in the products' order however they are
    shared out."""
    games = _games(keys)
    if form == "png" and dpi > MOST_DPI:
        raise InputError(
            f"--dpi {dpi}: build draws every page of every product, at most {MOST_DPI} dpi "
            f"(about 15 s for all five games); make one product at a time for more"
        )
    args = (tuple(keys), folder, paper, form, dpi, share_url, cutter)
    jobs = _jobs(args)
    terminal = sys.stdout.isatty()
    outcomes: list[Outcome] = []
    with (
        click.progressbar(length=len(jobs), label="building", item_show_func=lambda label: label)
        if terminal
        else contextlib.nullcontext() as bar
    ):
        for index, outcome in _outcomes(args, len(jobs)):
            outcomes.append(outcome)
            if bar is not None:
                bar.update(1, jobs[index].label)
            elif not outcome.failed:
                for line in outcome.lines:
                    click.echo(line)
            if outcome.failed:
                for line in outcome.lines:
                    click.echo(line, err=True)
    if form == "pdf":
        for line in _print_first(games, jobs, outcomes, paper, cutter):
            outcomes.append(Outcome([line], 1, 1))
            if bar is None:
                click.echo(line)
    failed = [job.label for job, outcome in zip(jobs, outcomes, strict=False) if outcome.failed]
    summary = (
        f"built {sum(o.files for o in outcomes)} files ({sum(o.pages for o in outcomes)} pages)"
        f" for {len(games)} game{'s' * (len(games) != 1)} in {display_path(folder)}"
    )
    if failed:
        click.echo(f"{summary}; {len(failed)} failed: {', '.join(failed)}")
        return EXIT_INPUT
    click.echo(summary)
    return 0


def _print_first(
    games: Sequence[Game],
    jobs: Sequence[Job],
    outcomes: Sequence[Outcome],
    paper: Size,
    cutter: str = "",
) -> list[str]:
    """Each game folder's ``00-print-me-first.pdf``, from the files its jobs wrote; its
    report line. A folder whose products all failed gets none."""
    from .buildindex import Built, Head, print_first

    lines = []
    for game in games:
        here = [
            Built(path, job.kind, marks, job.whose)
            for job, outcome in zip(jobs, outcomes, strict=False)
            if job.folder.name == game.key
            for path, marks in zip(outcome.paths, outcome.marks, strict=True)
            if path.suffix == ".pdf"  # a cutter's files beside a PDF are cut with it
        ]
        if not here:
            continue
        credits = game.credits
        head = Head(credits.full_title, credits.byline, game.look)
        folder = here[0].path.parent
        target, pages = print_first(head, here, paper, folder, game.table_needs, cutter)
        said = "1 page" if pages == 1 else f"{pages} pages"
        lines.append(f"{display_path(target)}: {said}, what to print and how")
    return lines


def _games(keys: Sequence[str]) -> list[Game]:
    named = [find(key, lambda game: game, "products")[0] for key in dict.fromkeys(keys)]
    return named or list(registry.GAMES)


Args = tuple[tuple[str, ...], Path, Size, str, int, str | None, str]


def _outcomes(args: Args, count: int) -> Iterator[tuple[int, Outcome]]:
    """(index, outcome) of every product, in order: made here, or by ``WORKERS`` processes
    when there are at least ``PARALLEL_FROM`` (each result waits for those before it)."""
    if count < PARALLEL_FROM or (os.cpu_count() or 1) < 2:
        for index in range(count):
            yield index, build_one(args, index)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # a fresh interpreter each: forking a process that may run threads is not safe
    context = multiprocessing.get_context("spawn")
    try:
        pool = ProcessPoolExecutor(WORKERS, context, die_with_parent, (os.getpid(),))
        yield from _pooled(args, count, pool)
    finally:
        _stop_resource_tracker()


def _pooled(args: Args, count: int, pool: Executor) -> Iterator[tuple[int, Outcome]]:
    with pool:
        futures = [pool.submit(build_one, args, index) for index in range(count)]
        for index, future in enumerate(futures):
            yield index, future.result()


def _stop_resource_tracker() -> None:
    """Stop and reap the helper process multiprocessing starts beside a pool, which would
    otherwise outlive ``build`` (a zombie where nothing reaps orphans, as in a container).
    The pool and its queues are collected first, so nothing starts the helper again."""
    import gc
    from multiprocessing import resource_tracker

    gc.collect()
    stop = getattr(resource_tracker._resource_tracker, "_stop", None)
    if stop is not None:
        with contextlib.suppress(Exception):
            stop()


def die_with_parent(parent: int) -> None:
    """A worker is stopped when the process that started it (``parent``) dies, however it
    dies (a killed ``build`` leaves no worker running), also when it died while the worker
    was still starting; Linux only, elsewhere the pool's own shutdown is all there is."""
    import contextlib
    import ctypes
    import signal
    import sys

    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    if os.getppid() != parent:  # gone before the line above: no signal will come
        os._exit(1)


@functools.cache
def _jobs(args: Args) -> list[Job]:
    keys, folder, paper, form, _, share_url, cutter = args
    jobs = (jobs_for(game, folder, paper, form, share_url, cutter) for game in _games(keys))
    return [job for found in jobs for job in found]


def build_one(args: Args, index: int) -> Outcome:
    """Make and write product ``index`` of the build ``args``; what to say about it."""
    job, dpi = _jobs(args)[index], args[4]
    form = job.form or args[3]
    try:
        done = deliver(job.make(), None, job.folder, form, dpi)
    except SkirmishgenError as error:
        head = f"skirmishgen: error: {job.label} failed:"
        return Outcome([head, *finding_lines(error)], failed=True)
    pages = sum({id(w.rendered): w.rendered.pages for w in done}.values())
    paths, marks = tuple(w.path for w in done), tuple(w.rendered.marks for w in done)
    return Outcome([w.line for w in done], len(done), pages, paths=paths, marks=marks)


def build_tables(
    keys: list[str], folder: Path, rosters: list[Path], image_url: str, form: str
) -> int:
    """Each game's whole table for Tabletop Simulator (``--format tts``), with ``rosters``
    on it (they need one game named), in ``folder/<game>-tts/``; the exit status."""
    from .output import deliver
    from .tables import make_table

    if form != "tts":
        raise InputError("--roster is for --format tts: the rosters on a virtual table")
    games = [game for game in _games(keys) if game.tabletop is not None or keys]
    if rosters and len(games) != 1:
        raise InputError("--roster: name the one game whose table they go on")
    missing = [game.key for game in games if game.tabletop is None]
    if missing:
        raise InputError(
            f"{missing[0]} has no Tabletop Simulator table yet; the games with one: "
            + ", ".join(game.key for game in registry.GAMES if game.tabletop is not None)
        )
    lines = []
    for game in games:
        product = make_table(game.key, rosters, image_url)
        lines += [w.line for w in deliver(product, folder / f"{game.key}-tts", form="tts")]
    for line in lines:
        click.echo(line)
    click.echo(f"built {len(games)} table{'s' * (len(games) != 1)} in {display_path(folder)}")
    return 0
