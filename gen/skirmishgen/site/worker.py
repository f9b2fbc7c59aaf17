"""The builder's requests answered inside the browser: what ``skirmishgen serve``'s API
answers, from the same functions, for the web worker of the static site
(``templates/site/worker.js``). Pure Python, no web: the worker hands each request here
as (method, path, body) and sends back (status, media type, bytes, file name).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from ..serve.builder import Refused

MAX_BODY = 1_000_000
"""Largest request body taken, as the server's."""

Answer = tuple[int, str, bytes, str]
"""(status, media type, body, file name or "")."""

JSON = "application/json"


def answer(method: str, url: str, body: bytes = b"") -> Answer:
    """The answer to one request of the builder's pages; never raises."""
    from ..errors import SkirmishgenError
    from ..serve.builder import findings_json

    try:
        if len(body) > MAX_BODY:
            raise Refused(413, f"request bodies are limited to {MAX_BODY // 1_000_000} MB")
        return _route(method, url, body)
    except Refused as refused:
        return refused.status, JSON, findings_json(refused.findings, refused.message).encode(), ""
    except SkirmishgenError as error:
        text = findings_json(error.findings, "the request cannot be made")
        return 422, JSON, text.encode(), ""
    except Exception as error:  # a bug or a limit no check foresaw: still one line
        said = " ".join(str(error).split())[:160]
        message = f"internal error ({type(error).__name__}: {said}); please report it"
        return 500, JSON, json.dumps({"error": message, "findings": []}).encode(), ""


def _route(method: str, url: str, body: bytes) -> Answer:
    parts = urlsplit(url)
    path = [unquote(part) for part in parts.path.strip("/").split("/")]
    query = {key: values[0] for key, values in parse_qs(parts.query).items()}
    if path[:1] != ["api"] or len(path) < 2:
        raise Refused(404, "no such page")
    name, args = path[1], path[2:]
    routes = GETS if method == "GET" else POSTS if method == "POST" else {}
    if name not in routes:
        raise Refused(404, "no such page")
    return routes[name](args, query, body)


def _text(body: bytes) -> str:
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError as error:
        raise Refused(400, f"the body is not UTF-8 text (byte {error.start})") from None


def _json(value: Any) -> Answer:
    return 200, JSON, json.dumps(value, ensure_ascii=False).encode(), ""


def _system(args: list[str], count: int) -> str:
    from ..serve.builder import known_system

    if len(args) != count:
        raise Refused(404, "no such page")
    return known_system(args[0])


def _games(args: list[str], query: dict[str, str], body: bytes) -> Answer:
    from ..serve.pages import games

    return _json(games())


def _form(args: list[str], query: dict[str, str], body: bytes) -> Answer:
    from ..serve.builder import game_form

    return _json(game_form(_system(args, 1)))


def _example(args: list[str], query: dict[str, str], body: bytes) -> Answer:
    from ..serve.builder import example_data

    return _json(example_data(_system(args, 2), args[1]))


def _schema(args: list[str], query: dict[str, str], body: bytes) -> Answer:
    from ..schema import schema_text

    return 200, JSON, schema_text(_system(args, 1)).encode(), ""


def _read(args: list[str], query: dict[str, str], body: bytes) -> Answer:
    from ..serve.builder import data_of

    return _json(data_of(_text(body)))


def _check(args: list[str], query: dict[str, str], body: bytes) -> Answer:
    from ..serve.builder import check_data, read_json

    return _json(check_data(read_json(_text(body))))


def _unpack(args: list[str], query: dict[str, str], body: bytes) -> Answer:
    from ..serve.builder import link_data

    return _json(link_data(_text(body)))


def _validate(args: list[str], query: dict[str, str], body: bytes) -> Answer:
    from ..serve.products import validate_text

    return 200, JSON, validate_text(_text(body)).as_json().encode(), ""


def _pdf(make: Callable[[str, str, str | None], tuple[str, bytes]]) -> Callable[..., Answer]:
    def made(args: list[str], query: dict[str, str], body: bytes) -> Answer:
        from ..errors import InputError
        from ..sharing import checked_url

        paper = query.get("paper", "a4").lower()
        if paper not in ("a4", "letter"):
            raise Refused(400, "paper is a4 or letter")
        try:  # the site's own address, which its sheets' codes open
            site = checked_url(query["site"], "site") if query.get("site") else None
        except InputError:  # an address no phone opens as it is: a bare roster code
            site = None
        name, pdf = make(_text(body), paper, site)
        return 200, "application/pdf", pdf, name

    return made


def _roster_pdf(text: str, paper: str, site: str | None) -> tuple[str, bytes]:
    from ..serve.products import roster_pdf

    return roster_pdf(text, paper, site)


def _cheatsheet_pdf(text: str, paper: str, site: str | None) -> tuple[str, bytes]:
    from ..serve.products import cheatsheet_pdf

    return cheatsheet_pdf(text, paper)


GETS: dict[str, Callable[[list[str], dict[str, str], bytes], Answer]] = {
    "games": _games,
    "form": _form,
    "example": _example,
    "schema": _schema,
}
POSTS: dict[str, Callable[[list[str], dict[str, str], bytes], Answer]] = {
    "read": _read,
    "check": _check,
    "unpack": _unpack,
    "validate": _validate,
    "roster.pdf": _pdf(_roster_pdf),
    "cheatsheet.pdf": _pdf(_cheatsheet_pdf),
}


def answer_js(method: str, url: str, text: str) -> Any:
    """:func:`answer` for the web worker: the body given and the answer's body taken as
    the browser's types (a string in, a ``Uint8Array`` out)."""
    from js import Uint8Array  # type: ignore[import-not-found]  # Pyodide's bridge
    from pyodide.ffi import to_js  # type: ignore[import-not-found]

    status, media, body, name = answer(method, url, text.encode("utf-8"))
    data = Uint8Array.new(len(body))
    data.assign(body)
    return to_js([status, media, data, name])
