"""Bounds for booklet templates, which may come from anyone (``booklet --templates``).

Jinja's sandbox already keeps a template from reaching files, attributes or code; this
module bounds what it can cost: no number, string or list larger than ``MAX_SIZE``
made by an operator or passed to a call, no markup longer than ``MAX_MARKUP``, and no
more than ``SECONDS`` of work (a loop that prints nothing is stopped by the clock).
Every breach is a :class:`TemplateLimit` that the booklet reports as one line.
"""

from __future__ import annotations

import functools
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from jinja2 import BaseLoader, TemplateNotFound
from jinja2.loaders import split_template_path
from jinja2.sandbox import SandboxedEnvironment

from ..errors import display_path
from ..files import NotRegular, read_limited

MAX_SIZE = 100_000
"""Largest number, repeat count or collection a template may make or pass to a call."""
MAX_MARKUP = 300_000
"""Characters of booklet markup a template may produce (the largest shipped: about 60,000)."""
MAX_HEADINGS = 400
MAX_TEMPLATE_BYTES = 1_000_000
MEMORY = 600_000_000
"""Bytes the process may grow by while a template renders and its booklet is laid out."""
SECONDS = 10.0
"""Processor time for rendering a template and laying out its booklet: work, counted by
the process's own clock, so a busy machine does not stop a booklet that would finish."""
WALL = 6
"""Times ``SECONDS`` of waiting, by the wall clock, before the work is stopped anyway (a
machine so busy the processor time cannot come)."""


class TemplateLimit(Exception):
    """A template went past one of this module's bounds (``where``: the template's file,
    when the breach is found in its output rather than at a line)."""

    def __init__(self, message: str, where: str = "") -> None:
        super().__init__(message)
        self.where = where


class TemplateUnreadable(Exception):
    """A template file that cannot be read: the message is the whole line to show."""


class GuardedEnvironment(SandboxedEnvironment):
    """The sandbox, with ``*``, ``**`` and every call checked against ``MAX_SIZE``."""

    intercepted_binops = frozenset({"*", "**", "+"})

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.filters = {name: _guarded(name, f) for name, f in self.filters.items()}

    def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
        if operator == "**":
            if _big_number(left, 1e6) or _big_number(right, 64):
                raise TemplateLimit(f"a power too large ({_short(left)} ** {_short(right)})")
        elif operator == "*":
            for count, other in ((left, right), (right, left)):
                sized = isinstance(count, int) and hasattr(other, "__len__")
                if sized and abs(count) * max(len(other), 1) > MAX_SIZE:
                    raise TemplateLimit(f"a repetition too large ({len(other)} x {count})")
        result = super().call_binop(context, operator, left, right)
        _check_size(result)
        return result

    def call(__self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:
        for value in (*args, *kwargs.values()):
            if isinstance(value, int) and abs(value) > MAX_SIZE:
                raise TemplateLimit(f"a call with the number {_short(value)}, over {MAX_SIZE:,}")
        result = super().call(__context, __obj, *args, **kwargs)
        _check_size(result)
        return result


def _guarded(name: str, function: Any) -> Any:
    """The filter ``function``, refusing numbers over ``MAX_SIZE`` and oversized results."""

    @functools.wraps(function)
    def checked(*args: Any, **kwargs: Any) -> Any:
        for given in (*args[1:], *kwargs.values()):
            if isinstance(given, int) and not isinstance(given, bool) and abs(given) > MAX_SIZE:
                raise TemplateLimit(f"the filter {name} with {_short(given)}, over {MAX_SIZE:,}")
        result = function(*args, **kwargs)
        _check_size(result)
        return result

    return checked


def _big_number(value: Any, limit: float) -> bool:
    return isinstance(value, (int, float)) and abs(value) > limit


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 20 else text[:17] + "..."


def _check_size(value: Any) -> None:
    if isinstance(value, (str, list, tuple, dict, set, bytes)) and len(value) > MAX_MARKUP:
        raise TemplateLimit(f"a value of {len(value):,} items or characters")
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 256:
        raise TemplateLimit("a number of more than 77 digits")


def bounded(chunks: Iterator[str], where: str) -> str:
    """The output of the template ``where``, stopped at ``MAX_MARKUP`` characters."""
    parts, size = [], 0
    for chunk in chunks:
        size += len(chunk)
        if size > MAX_MARKUP:
            raise TemplateLimit(f"more than {MAX_MARKUP:,} characters of booklet text", where)
        parts.append(chunk)
    text = "".join(parts)
    headings = sum(1 for line in text.splitlines() if line.startswith("#"))
    if headings > MAX_HEADINGS:
        raise TemplateLimit(f"{headings:,} headings, more than {MAX_HEADINGS}", where)
    return text


@contextmanager
def deadline(seconds: float | None = None) -> Iterator[None]:
    """Stop the work inside after ``seconds`` of processor time (or ``WALL`` times that
    on the wall clock), or when it needs more than ``MEMORY``, with TemplateLimit (POSIX,
    main thread; a no-op elsewhere)."""
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if not usable:
        yield
        return

    seconds = SECONDS if seconds is None else seconds

    def expire(signum: int, frame: Any) -> None:
        waited = seconds * (WALL if signum == signal.SIGALRM else 1)
        raise TemplateLimit(f"more than {waited:g} s of work")

    previous = {
        number: signal.signal(number, expire) for number in (signal.SIGPROF, signal.SIGALRM)
    }
    signal.setitimer(signal.ITIMER_PROF, seconds)
    signal.setitimer(signal.ITIMER_REAL, seconds * WALL)
    try:
        with _memory_cap():
            yield
    except MemoryError:
        raise TemplateLimit(f"more than {MEMORY // 1_000_000} MB of memory") from None
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.setitimer(signal.ITIMER_REAL, 0)
        for number, handler in previous.items():
            signal.signal(number, handler)


@contextmanager
def _memory_cap() -> Iterator[None]:
    """Let the process grow by at most ``MEMORY`` bytes inside (Linux: the address-space
    limit, restored after; elsewhere a no-op)."""
    try:
        import resource

        with open("/proc/self/statm", encoding="ascii") as statm:
            size = int(statm.read().split()[0]) * resource.getpagesize()
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        cap = size + MEMORY
        if hard != resource.RLIM_INFINITY:
            cap = min(cap, hard)
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    except (ImportError, OSError, ValueError):
        yield
        return
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def _inside(path: Path, folder: Path) -> bool:
    """Whether ``path``, its symlinks followed, is inside ``folder`` (followed too)."""
    try:
        return path.resolve().is_relative_to(folder.resolve())
    except (OSError, RuntimeError):  # a symlink loop: not a template we can read
        return False


class FileLoader(BaseLoader):
    """Templates from folders, first match wins, read only if each is a regular UTF-8
    file under ``MAX_TEMPLATE_BYTES`` (a named pipe would otherwise block forever)."""

    def __init__(self, folders: list[Path]) -> None:
        self.folders = folders

    def get_source(self, environment: Any, template: str) -> tuple[str, str, Any]:
        parts = split_template_path(template)  # no ".." (jinja refuses it)
        for folder in self.folders:
            path = folder.joinpath(*parts)
            if not path.exists():
                continue
            if not _inside(path, folder):  # a symlink in the folder pointing out of it
                raise TemplateUnreadable(
                    f"{display_path(path)}: leads outside the templates folder "
                    f"{display_path(folder)}; copy the file into the folder instead"
                )
            try:
                raw = read_limited(path, MAX_TEMPLATE_BYTES)
            except NotRegular:
                raise TemplateUnreadable(
                    f"{display_path(path)}: is not a regular file; give a text file"
                ) from None
            except OSError as error:
                raise TemplateUnreadable(
                    f"{display_path(path)}: cannot be read ({error.strerror}); check it"
                ) from None
            if len(raw) > MAX_TEMPLATE_BYTES:
                raise TemplateUnreadable(
                    f"{display_path(path)}: is larger than {MAX_TEMPLATE_BYTES // 1_000_000} MB; "
                    "a booklet template is a few kilobytes"
                )
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as error:
                raise TemplateUnreadable(
                    f"{display_path(path)}: is not UTF-8 text (byte {error.start}); "
                    "save it as UTF-8"
                ) from None
            return text, str(path), lambda: True
        raise TemplateNotFound(template)
