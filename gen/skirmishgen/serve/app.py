"""The roster builder's web app (Starlette): pages, the JSON API, and its guards.

Every handler is thin: read the request within its limits, call one function of
:mod:`.builder` or :mod:`.products`, answer. What a request may cost is bounded:
1 MB bodies, a time limit, two renders at once, and the loader's own limits.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from typing import Any

import anyio
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from ..errors import SkirmishgenError
from ..rosters import Report
from . import builder, pages, products
from .builder import Refused

MAX_BODY = 1_000_000
"""Largest request body read: a 2,000-fighter roster is about 200 KB."""
TIME_LIMIT = 30.0
"""Seconds a request may take before it is answered 503."""
YAML_TYPES = ("application/yaml", "application/x-yaml", "text/yaml", "text/x-yaml")
"""The types a roster may come as: none a page of another site may send without asking
first (text/plain, forms), so a browser never sends one cross-site unasked."""
LOOPBACK = ("127.0.0.1", "localhost", "::1")
HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; "
        "frame-ancestors 'none'; form-action 'self'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}

Handler = Callable[[Request], Awaitable[Response]]


def host_name(header: str) -> str:
    """The name in a Host header, without its port: ``[::1]:8765`` is ``::1``; "" for a
    header that is not a name and an optional port of digits (``[::1]evil.com``,
    ``localhost:abc``)."""
    header = header.strip().lower()
    if header.startswith("["):
        name, bracket, rest = header[1:].partition("]")
        port_ok = rest == "" or (rest[:1] == ":" and rest[1:].isdigit())
        return name if bracket and port_ok else ""
    if header.count(":") == 1:
        name, port = header.split(":")
        return name if port.isdigit() and len(port) <= 5 else ""
    return header


class Guard:
    """Refuses, before the app sees them: a Host that is not one this server answers to
    (DNS rebinding), and a body that says it is over the limit. Adds the security headers."""

    def __init__(self, app: ASGIApp, hosts: Iterable[str]) -> None:
        self.app = app
        self.hosts = frozenset(name.lower().strip("[]") for name in hosts)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = _headers(scope["headers"])
        names = [name.lower() for name, _ in scope["headers"]]
        refusal = _framing_refusal(names) or self._refusal(headers)
        if refusal is not None:
            await refusal(scope, receive, send)
            return

        started = False

        async def send_with_headers(message: MutableMapping[str, Any]) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                message["headers"] = [
                    *message.get("headers", []),
                    *((k.lower().encode(), v.encode()) for k, v in HEADERS.items()),
                ]
            await send(message)

        # every request answers within the limit from its first byte here, a body that
        # never finishes arriving included: a slow client cannot hold a place for long
        with anyio.move_on_after(TIME_LIMIT) as limit:
            await self.app(scope, receive, send_with_headers)
        if limit.cancelled_caught and not started:
            answer = _plain(503, f"the request took longer than {TIME_LIMIT:g} s; send it again")
            await answer(scope, receive, send)

    def _refusal(self, headers: dict[str, str]) -> Response | None:
        if host_name(headers.get("host", "")) not in self.hosts:
            return _plain(403, "this server answers only to " + ", ".join(sorted(self.hosts)))
        sites = {part.strip() for part in headers.get("sec-fetch-site", "").lower().split(",")}
        if sites & {"cross-site", "same-site"} or not self._own_origin(
            headers.get("origin"), headers.get("host", "")
        ):
            return _plain(403, "this server answers only its own pages, not other websites")
        length = headers.get("content-length", "0")
        if not length.isdigit() or int(length) > MAX_BODY:
            return _plain(413, f"request bodies are limited to {MAX_BODY // 1_000_000} MB")
        return None

    def _own_origin(self, origin: str | None, host: str) -> bool:
        """No Origin (a plain request, curl), or exactly this server: ``http://`` and the
        request's own Host, port included (another local server's page is another site);
        ``null`` (a sandboxed or file page) and every other origin are not."""
        if origin is None:
            return True
        return origin.strip().lower() == f"http://{host.strip().lower()}"


def _headers(raw: Iterable[tuple[bytes, bytes]]) -> dict[str, str]:
    """The request's headers by lower-case name; a header given twice keeps every value,
    comma-joined, so a second Origin or Sec-Fetch-Site cannot hide the first."""
    headers: dict[str, str] = {}
    for key, value in raw:
        name, text = key.decode("latin-1").lower(), value.decode("latin-1")
        headers[name] = f"{headers[name]}, {text}" if name in headers else text
    return headers


def _framing_refusal(names: list[bytes]) -> Response | None:
    """A request that gives its body's length twice (two Content-Lengths, or one beside
    chunked encoding) could be read two ways by two servers (request smuggling): refuse
    it and close the connection rather than choose."""
    lengths = names.count(b"content-length")
    if lengths > 1 or (lengths and b"transfer-encoding" in names):
        answer = _plain(400, "a request gives its length once: Content-Length or chunked")
        answer.headers["connection"] = "close"
        return answer
    return None


def _plain(status: int, text: str) -> Response:
    return Response(text + "\n", status, media_type="text/plain", headers=HEADERS)


async def body_text(request: Request, types: tuple[str, ...] = YAML_TYPES) -> str:
    """The request body as text, at most ``MAX_BODY`` bytes however it is sent."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind not in types:
        raise Refused(415, f"send the roster as {types[0]}, not {kind or 'no content type'}")
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise Refused(413, f"request bodies are limited to {MAX_BODY // 1_000_000} MB")
        chunks.append(chunk)
    try:
        return b"".join(chunks).decode("utf-8")
    except UnicodeDecodeError as error:
        raise Refused(400, f"the body is not UTF-8 text (byte {error.start})") from None


async def body_json(request: Request) -> Any:
    return builder.read_json(await body_text(request, ("application/json",)))


@functools.cache
def _limiter(name: str) -> anyio.CapacityLimiter:
    """Rosters worked on at once (2), and pages or a game's form made at once (4, never
    behind a roster's work); made on first use, inside the event loop, as anyio 4.1 needs."""
    return anyio.CapacityLimiter({"rosters": 2, "pages": 4}[name])


MOST_THREADS = 4
"""Worker threads that may be running, those a timed-out request left behind included:
past it a request is refused at once (503) rather than queued behind them."""


class _Threads:
    """How many worker threads are running: a request that runs out of time is answered
    and its thread left to finish (a thread cannot be stopped), so they are counted."""

    def __init__(self) -> None:
        self.running = 0
        self.lock = threading.Lock()

    def run(self, function: Callable[..., Any], *args: Any) -> Any:
        with self.lock:
            self.running += 1
        try:
            return function(*args)
        finally:
            with self.lock:
                self.running -= 1


threads = _Threads()


async def work(function: Callable[..., Any], *args: Any) -> Any:
    """``function(*args)`` in a worker thread, two rosters at a time, answered within the
    time limit however long the thread takes."""
    with anyio.fail_after(TIME_LIMIT):
        async with _limiter("rosters"):
            if threads.running >= MOST_THREADS:
                raise Refused(503, "the builder is busy with earlier requests; try again soon")
            return await anyio.to_thread.run_sync(
                threads.run, function, *args, abandon_on_cancel=True
            )


async def light(function: Callable[..., Any], *args: Any) -> Any:
    """A page or a game's form (quick, mostly cached), on slots of its own."""
    with anyio.fail_after(TIME_LIMIT):
        return await anyio.to_thread.run_sync(function, *args, limiter=_limiter("pages"))


def answers(handler: Handler) -> Handler:
    """A handler whose refusals and user errors become JSON answers, never tracebacks."""

    async def answer(request: Request) -> Response:
        try:
            return await handler(request)
        except Refused as refused:
            body = builder.findings_json(refused.findings, refused.message)
            return Response(body, refused.status, media_type="application/json")
        except SkirmishgenError as error:
            body = builder.findings_json(error.findings, "the request cannot be made")
            return Response(body, 422, media_type="application/json")
        except TimeoutError:
            return JSONResponse({"error": "the request took too long", "findings": []}, 503)
        except Exception as error:  # a bug or a limit no check foresaw: still one line
            return await failed(request, error)

    return answer


def _paper(request: Request) -> str:
    paper = request.query_params.get("paper", "a4").lower()
    if paper not in ("a4", "letter"):
        raise Refused(400, "paper is a4 or letter")
    return paper


def _system(request: Request) -> str:
    return builder.known_system(request.path_params["game"])


@answers
async def start_page(request: Request) -> Response:
    return HTMLResponse(await light(pages.start_page))


@answers
async def builder_page(request: Request) -> Response:
    from ..games import key_of

    named = request.path_params["game"]
    if key_of(named) != named:  # a short name (/build/1ss): the page's own address
        return RedirectResponse(f"/build/{builder.known_system(key_of(named))}", 308)
    return HTMLResponse(await light(pages.builder_page, _system(request)))


@answers
async def asset(request: Request) -> Response:
    body, media = pages.asset(request.path_params["name"])
    return Response(body, media_type=media)


@answers
async def api_games(request: Request) -> Response:
    return JSONResponse(await light(pages.games))


@answers
async def api_form(request: Request) -> Response:
    return JSONResponse(await light(builder.game_form, _system(request)))


@answers
async def api_example(request: Request) -> Response:
    name = request.path_params["name"]
    return JSONResponse(await light(builder.example_data, _system(request), name))


@answers
async def api_schema(request: Request) -> Response:
    from ..schema import schema_text

    return Response(await light(schema_text, _system(request)), media_type="application/json")


@answers
async def api_read(request: Request) -> Response:
    """An uploaded roster file as data for the builder."""
    return JSONResponse(await work(builder.data_of, await body_text(request)))


@answers
async def api_unpack(request: Request) -> Response:
    """A share link's roster code (text) in; its roster's data out."""
    code = await body_text(request, ("text/plain",))
    return JSONResponse(await light(builder.link_data, code))


@answers
async def api_check(request: Request) -> Response:
    """The builder's live check: JSON data in; YAML, findings and tallies out."""
    checked = await work(builder.check_data, await body_json(request))
    return JSONResponse(checked)


@answers
async def api_validate(request: Request) -> Response:
    """``validate --format json`` of the posted roster."""
    report: Report = await work(products.validate_text, await body_text(request))
    return Response(report.as_json(), media_type="application/json")


def pdf_answer(make: Callable[[str, str], tuple[str, bytes]]) -> Handler:
    """A handler that makes a PDF of the posted roster (``make(text, paper)``)."""

    @answers
    async def answer(request: Request) -> Response:
        text, paper = await body_text(request), _paper(request)
        name, pdf = await work(make, text, paper)
        disposition = f'attachment; filename="{name}"'
        headers = {"Content-Disposition": disposition}
        return Response(pdf, media_type="application/pdf", headers=headers)

    return answer


async def not_found(request: Request, error: Exception) -> Response:
    status = getattr(error, "status_code", 404)
    return JSONResponse({"error": "no such page", "findings": []}, status)


async def failed(request: Request, error: Exception) -> Response:
    """What no check foresaw: one line, no traceback."""
    text = " ".join(str(error).split())[:160]
    message = f"internal error ({type(error).__name__}: {text}); please report it"
    return JSONResponse({"error": message, "findings": []}, 500)


ROUTES = [
    Route("/", start_page),
    Route("/build/{game}", builder_page),
    Route("/assets/{name}", asset),
    Route("/api/games", api_games),
    Route("/api/form/{game}", api_form),
    Route("/api/example/{game}/{name}", api_example),
    Route("/api/schema/{game}", api_schema),
    Route("/api/read", api_read, methods=["POST"]),
    Route("/api/check", api_check, methods=["POST"]),
    Route("/api/unpack", api_unpack, methods=["POST"]),
    Route("/api/validate", api_validate, methods=["POST"]),
    Route("/api/roster.pdf", pdf_answer(products.roster_pdf), methods=["POST"]),
    Route("/api/cheatsheet.pdf", pdf_answer(products.cheatsheet_pdf), methods=["POST"]),
]


def make_app(hosts: Iterable[str] = LOOPBACK) -> ASGIApp:
    """The builder app, answering only to ``hosts`` (the loopback names by default)."""
    app = Starlette(
        routes=ROUTES,
        exception_handlers={404: not_found, 405: not_found},
    )
    return Guard(app, hosts)
