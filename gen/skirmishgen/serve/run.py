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

from ..errors import InputError
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
    sock.listen(64)
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
        log_level="warning",
        access_log=False,
        timeout_keep_alive=5,
        limit_concurrency=512,  # BoundedH11 keeps most of it for clients under way
        timeout_graceful_shutdown=3,
    )
    server = uvicorn.Server(config)
    hang_up = getattr(signal, "SIGHUP", None)
    if hang_up is not None:  # a closed terminal stops the server as SIGTERM does
        signal.signal(hang_up, lambda _sig, frame: server.handle_exit(signal.SIGTERM, frame))
    say(f"skirmishgen serve: listening on {url} (Ctrl-C stops it)")
    if open_browser:
        threading.Timer(0.5, webbrowser.open, (url,)).start()
    try:
        with contextlib.suppress(KeyboardInterrupt):  # uvicorn stops on Ctrl-C, re-raises it
            server.run(sockets=[sock])
        say("skirmishgen serve: stopped")
    finally:
        _leave_busythreads(say)


def _leave_busythreads(say: Callable[[str], None]) -> None:
    """Exit now if a worker thread is still busy with a request that ran out of time: a
    thread cannot be stopped, and Python would wait for it before exiting."""
    if threads.running == 0:
        return
    signum = getattr(sys.exc_info()[1], "signum", None)
    status = 128 + signum if isinstance(signum, int) else 0
    if status:  # as the command line says it when nothing is left running
        say(f"skirmishgen: stopped ({signal.Signals(status - 128).name})")
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)
