"""Starting the builder: bind, say where, open the browser, stop cleanly on Ctrl-C."""

from __future__ import annotations

import contextlib
import ipaddress
import os
import signal
import socket
import sys
import threading
import webbrowser
from collections.abc import Callable
from typing import Any

from ..errors import InputError
from . import pages
from .app import LOOPBACK, make_app, threads
from .protocol import BoundedH11


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def names_for(host: str) -> list[str]:
    """The Host header names the server answers to: loopback always, and the host it was
    told to bind (with this machine's name when that is every interface)."""
    names = [*LOOPBACK]
    if host in ("0.0.0.0", "::"):
        names += [socket.gethostname(), socket.getfqdn()]
    elif not is_loopback(host):
        names.append(host)
    return names


def bind(host: str, port: int) -> socket.socket:
    """A listening socket, or one line saying why not."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host.strip("[]"), port))
    except OSError as error:
        sock.close()
        reason = (
            "is in use" if error.errno in (98, 48, 10048) else f"cannot be used ({error.strerror})"
        )
        raise InputError(f"{host}:{port} {reason}; choose another with --port") from None
    sock.listen(1024)  # a burst of a few hundred connections waits its turn
    return sock


def serve(host: str, port: int, open_browser: bool, say: Callable[[str], None]) -> None:
    """Serve the builder on ``host:port`` until interrupted."""
    import uvicorn

    if not host.strip():
        raise InputError("--host is empty; give an address to listen on, e.g. 127.0.0.1")
    if not is_loopback(host):
        say(
            f"warning: --host {host} lets other machines on the network reach the builder; "
            "use it only on a network you trust"
        )
    sock = bind(host, port)
    bound = sock.getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    url = f"http://{'127.0.0.1' if host in ('0.0.0.0', '::') else shown}:{bound}/"
    config = uvicorn.Config(
        make_app(names_for(host)),
        http=BoundedH11,
        lifespan="off",  # the app has no start-up or shut-down work
        log_level="warning",
        access_log=False,
        timeout_keep_alive=5,
        limit_concurrency=512,  # BoundedH11 keeps most of it for clients under way
        timeout_graceful_shutdown=3,
    )
    server = uvicorn.Server(config)
    received = _stop_on_signals(server)
    pages.start_page()  # made (and cached) now, not by the first visitor while rosters work
    say(f"skirmishgen serve: listening on {url} (Ctrl-C stops it)")
    if open_browser:
        threading.Timer(0.5, webbrowser.open, (url,)).start()
    with contextlib.suppress(KeyboardInterrupt):  # uvicorn stops on Ctrl-C, re-raises it
        server.run(sockets=[sock])
    if received:
        say(f"skirmishgen: stopped ({signal.Signals(received[0]).name})")
    else:
        say("skirmishgen serve: stopped")
    if received or threads.running:
        # exit now: with the signal's status, and without waiting for a worker thread
        # still busy with a request that ran out of time (a thread cannot be stopped)
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(128 + received[0] if received else 0)


def _stop_on_signals(server: Any) -> list[int]:
    """SIGTERM and SIGHUP (a closed terminal) stop the server gracefully, as Ctrl-C does;
    the signals received, to exit with. Nothing is raised inside the event loop (uvicorn
    raises a signal again once it has stopped, which reached the command's own handler
    there and printed a traceback)."""
    received: list[int] = []

    def stop(signum: int, frame: Any) -> None:
        if not received:
            received.append(signum)
        server.handle_exit(signal.SIGTERM, frame)

    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), stop)
    return received
