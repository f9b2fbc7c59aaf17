"""The builder's HTTP connections: uvicorn's h11 protocol, with bounds on clients that
send slowly or not at all.

uvicorn bounds an idle keep-alive connection but not one whose request headers trickle
in, and it counts every open connection against its concurrency limit: a few hundred
half-sent requests would lock everyone else out. Here a connection may wait at most
``HEADER_TIME`` seconds for its request's headers, and once more than ``WAITING_SHARE``
connections are open, each new one closes the one that has waited longest without a
request under way (idle, or its headers or body still arriving), so a new client always
finds a place. A connection that has sent nothing is left alone for ``GRACE`` seconds:
in a burst of ordinary clients (200 at once), the newest have sent their requests, which
the server has not read yet. A request that is under way is bounded by the app's own time
limit.
"""

from __future__ import annotations

import asyncio
import time

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

HEADER_TIME = 10.0
"""Seconds a connection may wait for a request's headers, counted from when it opened
or its last answer was sent."""
WAITING_SHARE = 128
"""Open connections past which a newcomer closes the longest-waiting one."""
GRACE = 0.5
"""Seconds a connection that has sent nothing yet is left alone: in a burst of ordinary
requests, the newest have sent theirs, but the server has not read them yet."""
TIMED_OUT = (
    b"HTTP/1.1 408 Request Timeout\r\ncontent-type: text/plain\r\n"
    b"connection: close\r\ncontent-length: 45\r\n\r\n"
    b"the request's headers took too long to arrive"
)


class BoundedH11(H11Protocol):
    """uvicorn's h11 protocol, with a time limit on headers and room for newcomers."""

    waiting_since: float | None = None
    header_timer: asyncio.TimerHandle | None = None
    heard = False
    """It has sent something since it began to wait: part of a request, or a whole one
    before (a kept-alive connection waiting for its next)."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._start_waiting()
        self._make_room()

    def data_received(self, data: bytes) -> None:
        self.heard = True
        before = self.cycle
        super().data_received(data)
        if self.cycle is not before and self.header_timer is not None:
            self.header_timer.cancel()  # headers complete: the app's time limit takes over
            self.header_timer = None
        elif self._is_waiting():  # part of a request: slow until shown otherwise
            self._make_room()

    def on_response_complete(self) -> None:
        answered = self.cycle
        super().on_response_complete()
        if self.cycle is answered and not self.transport.is_closing():
            self._start_waiting()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.header_timer is not None:
            self.header_timer.cancel()
            self.header_timer = None
        super().connection_lost(exc)

    def _start_waiting(self) -> None:
        self.waiting_since = time.monotonic()
        if self.header_timer is not None:
            self.header_timer.cancel()
        self.header_timer = self.loop.call_later(HEADER_TIME, self._headers_too_slow)

    def _headers_too_slow(self) -> None:
        self.header_timer = None
        if self.transport.is_closing() or not (self.cycle is None or self.cycle.response_complete):
            return  # closed already, or a request is under way: the app's limit holds it
        self.transport.write(TIMED_OUT)
        self.transport.close()

    def _is_waiting(self) -> bool:
        """No answer under way and the client still owes us something: its next
        request (idle), or the rest of this one's headers or body."""
        return (
            not self.transport.is_closing()
            and self.conn.our_state in (h11.IDLE, h11.SEND_RESPONSE)
            and self.conn.their_state in (h11.IDLE, h11.SEND_BODY)
            and (self.cycle is None or not self.cycle.response_started)
        )

    def _may_close(self, now: float) -> bool:
        """Waiting, and slow: it has sent part of a request (or finished one and kept the
        connection), or nothing for :data:`GRACE` seconds."""
        young = self.waiting_since is not None and now - self.waiting_since < GRACE
        return self._is_waiting() and (self.heard or not young)

    def _make_room(self) -> None:
        if len(self.connections) <= WAITING_SHARE:
            return
        now = time.monotonic()
        waiting = [
            other
            for other in self.connections
            if isinstance(other, BoundedH11) and other._may_close(now)
        ]
        excess = len(self.connections) - WAITING_SHARE
        waiting.sort(key=lambda other: other.waiting_since or 0.0)
        for other in waiting[:excess]:
            other.transport.close()
