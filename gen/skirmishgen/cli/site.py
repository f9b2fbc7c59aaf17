"""``skirmishgen site``: the roster builder as a static folder for any web host."""

from __future__ import annotations

from pathlib import Path

import click


@click.command()
@click.option(
    "--out",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("output/site"),
    show_default=True,
    help="The folder to write (an empty one, or a site written before).",
)
@click.option(
    "--pyodide",
    "pyodide",
    type=click.Path(path_type=Path, dir_okay=False),
    help="npm's pyodide package (.tgz) to use, instead of fetching it once into the cache.",
)
@click.option(
    "--core-wheel",
    type=click.Path(path_type=Path, dir_okay=False),
    help="pydantic-core's WebAssembly wheel to use, instead of fetching it with pip.",
)
@click.option(
    "--share-url",
    metavar="URL",
    help="The address the site will be served at: saved, so that the QR codes of roster "
    "sheets printed from now on open their roster there ('' forgets it).",
)
def site(out: Path, pyodide: Path | None, core_wheel: Path | None, share_url: str | None) -> None:
    """Write the roster builder as a static site: plain files any web host serves, that
    check rosters and print their sheets in the browser, offline once opened.

    The first run fetches Pyodide from npm and pydantic-core's WebAssembly wheel from
    PyPI into the cache; after that it needs no network.
    """
    from ..sharing import checked_url, save_url
    from ..site.folder import write_site

    url = checked_url(share_url) if share_url else None
    size = write_site(out, pyodide, core_wheel)
    click.echo(f"{out}/: the roster builder, {size / 1_000_000:.1f} MB; serve the folder as it is")
    if share_url is not None:
        save_url(url)
        said = f"open their roster at {url}" if url else "hold the roster code alone"
        click.echo(f"roster sheets' QR codes now {said}")
