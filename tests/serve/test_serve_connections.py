"""skirmishgen serve as a real server on a socket: clients that send slowly, never finish
their headers, or give a body's length twice. The time limits are shortened for the
test (the server runs in its own process with the limits set before it starts)."""

from __future__ import annotations

import contextlib
import socket
import subprocess
import sys
import time
from collections.abc import Iterator

import pytest

HEADER_TIME = 1.0
WAITING_SHARE = 16
HALF_REQUEST = b"POST /api/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty"
START = """
import sys
from skirmishgen.serve import protocol
protocol.HEADER_TIME = {header_time}
protocol.WAITING_SHARE = {share}
from skirmishgen.serve.run import serve
serve("127.0.0.1", {port}, False, lambda line: print(line, flush=True))
"""


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def port() -> Iterator[int]:
    number = _free_port()
    code = START.format(header_time=HEADER_TIME, share=WAITING_SHARE, port=number)
    process = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert process.stdout is not None
        assert "listening on" in process.stdout.readline()
        _get_page(number)  # the first page is made cold: the timings below are of a warm one
        yield number
    finally:
        process.kill()
        process.wait(10)


def _connect(port: int, first: bytes = b"") -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    if first:
        sock.sendall(first)
    return sock


def _answer(sock: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection."""
    chunks = []
    with contextlib.suppress(ConnectionResetError):
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


def _get_page(port: int) -> tuple[bytes, float]:
    started = time.monotonic()
    with _connect(port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n") as s:
        return _answer(s), time.monotonic() - started


def test_a_crowd_of_half_sent_requests_leaves_room_for_a_new_client(port):
    crowd = [_connect(port, HALF_REQUEST) for _ in range(10 * WAITING_SHARE)]
    try:
        answer, took = _get_page(port)
        assert answer.startswith(b"HTTP/1.1 200"), answer[:80]
        assert took < HEADER_TIME  # served at once, not after the crowd timed out
        # the oldest of the crowd were closed to make room, without an answer (those the
        # header limit closes get a 408): at most the share was left waiting
        for sock in crowd:
            sock.settimeout(HEADER_TIME + 5)
        answers = [_answer(sock) for sock in crowd]
        made_room = sum(1 for answer in answers if answer == b"")
        assert made_room >= len(crowd) - WAITING_SHARE
        assert all(a == b"" or a.startswith(b"HTTP/1.1 408 ") for a in answers)
    finally:
        for sock in crowd:
            sock.close()


def test_headers_that_never_finish_are_cut_off_at_their_time_limit(port):
    started = time.monotonic()
    with _connect(port, HALF_REQUEST) as slow, _connect(port) as silent:
        slow.settimeout(HEADER_TIME + 5)
        silent.settimeout(HEADER_TIME + 5)
        for sock in (slow, silent):
            assert _answer(sock).startswith(b"HTTP/1.1 408 ")
    took = time.monotonic() - started
    assert HEADER_TIME * 0.9 <= took < HEADER_TIME + 3


def test_headers_trickled_a_byte_at_a_time_are_cut_off_too(port):
    request = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"X-Slow: " + b"a" * 200
    started = time.monotonic()
    with _connect(port) as sock:
        sock.settimeout(0.2)
        with contextlib.suppress(OSError):
            for byte in request:
                sock.sendall(bytes([byte]))
                time.sleep(HEADER_TIME / 20)
                if time.monotonic() - started > HEADER_TIME + 3:
                    break
        sock.settimeout(5)
        with contextlib.suppress(OSError):
            _answer(sock)
    assert time.monotonic() - started < HEADER_TIME + 3


@pytest.mark.parametrize(
    "framing",
    [
        b"Content-Length: 5\r\nTransfer-Encoding: chunked\r\n",
        b"Transfer-Encoding: chunked\r\nContent-Length: 5\r\n",
        b"Content-Length: 5\r\nContent-Length: 6\r\n",
    ],
    ids=["length-then-chunked", "chunked-then-length", "two-lengths"],
)
def test_a_body_whose_length_is_given_twice_is_refused_and_the_connection_closed(port, framing):
    request = (
        b"POST /api/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/yaml\r\n"
        + framing
        + b"\r\n0\r\n\r\nGET /api/schema HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
    )
    with _connect(port, request) as sock:
        answer = _answer(sock)
    assert answer.startswith(b"HTTP/1.1 400 "), answer[:80]
    assert answer.count(b"HTTP/1.1 ") == 1  # the request smuggled behind it is never read


def test_a_burst_of_ordinary_requests_is_answered_every_one(port):
    """200 clients at once, each sending a whole request: every one is answered, none
    reset, though the waiting share here is 16 (the slow clients' limit)."""
    from concurrent.futures import ThreadPoolExecutor

    def get(_: int) -> bytes:
        try:
            return _get_page(port)[0][:12]
        except OSError as error:
            return type(error).__name__.encode()

    with ThreadPoolExecutor(max_workers=200) as pool:
        answers = list(pool.map(get, range(200)))
    assert answers == [b"HTTP/1.1 200"] * 200, sorted(set(answers))
