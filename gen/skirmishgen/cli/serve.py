"""``skirmishgen serve``: the roster builder in the browser."""

from __future__ import annotations

import click


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=8765,
    show_default=True,
    help="Port to listen on (0: any free port).",
)
@click.option("--no-browser", is_flag=True, help="Do not open the builder in a browser.")
def serve(host: str, port: int, no_browser: bool) -> None:
    """Start the roster builder in your browser: build a list with live checks, then
    download its YAML, roster sheet and cheat sheet.

    It runs on this computer only (127.0.0.1) and needs no network. Ctrl-C stops it.
    """
    from ..serve.run import serve as run

    def say(line: str) -> None:  # warnings and a stop by signal on stderr, as elsewhere
        click.echo(line, err=line.startswith(("warning", "skirmishgen: ")))

    run(host, port, not no_browser, say)
