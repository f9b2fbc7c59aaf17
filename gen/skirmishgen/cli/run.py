"""Running the command line, and the one place where every error becomes its lines on
stderr and an exit status."""

from __future__ import annotations

import errno
import gc
import os
import sys
import warnings

import click

from ..errors import EXIT_INPUT, SkirmishgenError, capped, finding_lines, visible
from .group import cli


class _NeverRaised(click.UsageError):
    """Stands in for an error this click does not have."""


HELP_ASKED: type[click.UsageError] = getattr(click.exceptions, "NoArgsIsHelpError", _NeverRaised)
"""What click from 8.2 raises for a group run without its command (8.1 prints the help)."""


def _without_pydantic_plugins() -> None:
    """pydantic looks for plugins of its own (observability hooks) the first time it builds
    a model, and importing the package-metadata reader for that costs a twentieth of a deck's
    run (17 ms). The command line uses none: it answers that there are none, as pydantic's
    own ``PYDANTIC_DISABLE_PLUGINS`` would, without the import. Nothing happens once
    pydantic has looked (as in the tests) or if a later pydantic no longer asks this way."""
    import types

    name = "pydantic.plugin._loader"
    if name not in sys.modules:
        loader = types.ModuleType(name, "No pydantic plugins for the command line (cli/run.py).")
        loader.get_plugins = tuple  # type: ignore[attr-defined]
        sys.modules[name] = loader


def _show_warning(message, category, filename, lineno, file=None, line=None) -> None:
    """A game package left out (``games.GamePackageWarning``) as one line on stderr, as
    our other warnings are; any other warning as Python shows it."""
    if category.__name__ == "GamePackageWarning":
        click.echo(f"skirmishgen: warning: {visible(str(message))}", err=True)
    else:
        sys.stderr.write(warnings.formatwarning(message, category, filename, lineno, line))


def main(argv: list[str] | None = None) -> None:
    """Run the CLI; every user error becomes one line per problem on stderr and an exit status."""
    try:
        os.getcwd()
    except OSError:  # reportlab reads it on import
        click.echo("skirmishgen: error: the current folder no longer exists; cd to one", err=True)
        sys.exit(EXIT_INPUT)
    try:
        _main(argv)
    except OSError as error:  # the error line itself could not be written (stderr full)
        if error.errno not in (errno.EPIPE, errno.ENOSPC):
            raise
        os._exit(EXIT_INPUT)


def _main(argv: list[str] | None) -> None:
    # A run is short and makes many small objects that live until the PDF is written: the
    # cyclic collector's default (every 700 allocations) costs a big deck 7 % of its time.
    gc.set_threshold(100_000, 50, 100)
    _without_pydantic_plugins()
    warnings.showwarning = _show_warning
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv:
        click.echo(cli.get_help(click.Context(cli, info_name="skirmishgen")))
        sys.exit(0)
    _stop_cleanly_on_signals()
    try:
        status = cli.main(args=argv, prog_name="skirmishgen", standalone_mode=False)
    except SkirmishgenError as error:
        report(error)
        sys.exit(error.exit_code)
    except HELP_ASKED as error:  # ``skirmishgen printer``: its help, as click 8.1 gives it
        assert error.ctx is not None
        click.echo(error.ctx.get_help())
        sys.exit(0)
    except click.exceptions.NoSuchOption as error:
        hint = f"; did you mean {' or '.join(error.possibilities)}?" if error.possibilities else ""
        _usage(error, argv, f"no such option {error.option_name}{hint}")
    except click.UsageError as error:
        _usage(error, argv, error.format_message())
    except click.ClickException as error:
        message = visible(" ".join(error.format_message().split()))
        click.echo(f"skirmishgen: error: {message}", err=True)
        sys.exit(EXIT_INPUT)
    except click.exceptions.Abort:
        click.echo("skirmishgen: aborted", err=True)
        sys.exit(130)
    except OSError as error:  # the terminal or pipe we print to went away or is full
        if error.errno not in (errno.EPIPE, errno.ENOSPC):
            _unexpected(error)
        sys.exit(EXIT_INPUT)
    except KeyboardInterrupt:
        click.echo("skirmishgen: interrupted", err=True)
        sys.exit(130)
    except Stopped as stop:  # SIGTERM or SIGHUP: the writes in progress have cleaned up
        click.echo(f"skirmishgen: stopped ({stop.name})", err=True)
        sys.exit(128 + stop.signum)
    except ModuleNotFoundError as error:  # an optional part left out (the browser's install)
        package = OPTIONAL.get(error.name or "")
        if package is None:
            _unexpected(error)
        click.echo(
            f"skirmishgen: error: this needs {package}, which is not installed here; "
            f"pip install {package}",
            err=True,
        )
        sys.exit(EXIT_INPUT)
    except Exception as error:  # a bug or a limit we did not foresee: still one line
        _unexpected(error)
    sys.exit(status if isinstance(status, int) else 0)


OPTIONAL = {
    "pypdfium2": "pypdfium2",
    "zxingcpp": "zxing-cpp",
    "PIL": "pillow",
    "starlette": "starlette",
    "uvicorn": "uvicorn",
    "anyio": "anyio",
}
"""The modules of the dependencies an install may leave out (the browser builder's does:
``sys_platform != 'emscripten'`` in pyproject.toml), by the package that holds each."""


class Stopped(BaseException):
    """SIGTERM or SIGHUP, raised where the program is, so every ``finally`` (a temporary
    file's removal) runs as on an error, as SIGINT's KeyboardInterrupt does."""

    def __init__(self, signum: int) -> None:
        import signal

        super().__init__(signum)
        self.signum, self.name = signum, signal.Signals(signum).name


def _stop_cleanly_on_signals() -> None:
    import signal

    def stop(signum: int, _frame: object) -> None:
        raise Stopped(signum)

    import contextlib

    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            with contextlib.suppress(ValueError):  # not the main thread: leave it be
                signal.signal(getattr(signal, name), stop)


def _unexpected(error: BaseException) -> None:
    """One line for what no check foresaw (the traceback with SKIRMISHGEN_DEBUG=1)."""
    if os.environ.get("SKIRMISHGEN_DEBUG"):
        raise error
    if isinstance(error, MemoryError):
        what = "out of memory; the input is too large to print"
    elif isinstance(error, RecursionError):
        what = "the input is nested too deeply"
    elif type(error).__name__ == "LayoutError":  # reportlab: a piece taller than a page
        what = "something on the sheet is taller than a page; shorten the longest entry"
    else:
        text = " ".join(str(error).split())[:160]
        what = f"internal error ({type(error).__name__}: {text}); please report it"
    click.echo(f"skirmishgen: error: {what}", err=True)
    sys.exit(EXIT_INPUT)


def report(error: SkirmishgenError) -> None:
    """One line on stderr per finding of ``error``, the first ``SHOWN`` of them."""
    for line in capped(finding_lines(error), json_too=False):
        click.echo(line, err=True)


def _usage(error: click.UsageError, argv: list[str], message: str) -> None:
    if error.ctx is not None:
        command = error.ctx.command_path
    else:  # click raises some option errors before the command's context exists
        names = cli.list_commands(click.Context(cli))
        named = [arg for arg in argv if arg in names][:1]
        command = " ".join(["skirmishgen", *named])
    message = visible(" ".join(message.split()).rstrip("."))
    if not message.endswith("?"):  # a "did you mean" is the whole answer
        message += f"; see '{command} --help'"
    click.echo(f"{command}: error: {message}", err=True)
    sys.exit(EXIT_INPUT)
