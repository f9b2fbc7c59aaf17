"""Reading and judging roster files of any game system: the machinery behind validate and roster.

A roster file names its game in ``system:``; the game's roster support gives
its model, checks and sheet. Every file is read and checked before anything is
reported, and every problem comes back as a finding.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .checks import NameIndex, unprintable_text
from .document import Document
from .errors import (
    EXIT_INPUT,
    EXIT_RULES,
    ContentError,
    Finding,
    InputError,
    Location,
    a,
    display_path,
    in_file_order,
    visible,
)
from .game import Game, RosterSupport
from .games import find, key_of, offering
from .loader import load_document, validate

if TYPE_CHECKING:  # imported by the sheets alone: validate prints nothing
    from .output import Product
    from .press.paper import Size
    from .press.qr import QrCode


@dataclass
class Roster:
    """One roster file as read: its document, system, model, and findings."""

    path: Path
    findings: list[Finding] = field(default_factory=list)
    document: Document | None = None
    system: str | None = None
    model: Any = None

    @property
    def malformed(self) -> bool:
        """Unreadable, or not fitting its schema: exit status 2."""
        return self.model is None

    @property
    def legal(self) -> bool:
        return not self.malformed and not any(f.severity == "error" for f in self.findings)


def support(system: str) -> RosterSupport:
    """The roster support of the game ``system`` (a key of a game with rosters)."""
    return find(system, lambda game: game.rosters, "rosters")[1].support()


def roster_systems() -> list[str]:
    return [game.key for game in offering(lambda game: game.rosters)]


def read_roster(path: Path, text: str | None = None) -> Roster:
    """Read, schema-check and rule-check one roster file (or ``text``, named ``path``);
    never raises for a user mistake."""
    roster = Roster(path)
    try:
        roster.document = load_document(path, text)
        roster.system = _system_of(roster.document)
        rules = support(roster.system)
        roster.model = validate(roster.document, rules.model)
    except ContentError as error:  # unreadable or off the schema: exit 2, rule id SCHEMA
        roster.findings = [replace(f, rule=f.rule or "SCHEMA") for f in error.findings]
        return roster
    unprintable = [replace(f, rule="UNPRINTABLE") for f in unprintable_text(roster.document)]
    found = rules.check(roster.model, roster.document) + unprintable
    roster.findings = in_file_order(found)
    return roster


def _system_of(document: Document) -> str:
    name = document.data.get("system")
    known = roster_systems()
    if isinstance(name, str) and name in known:
        return name
    index = NameIndex(known)
    if name is None and (deck := _deck_game(document.data.get("game"))) is not None:
        where = document.where(("game",))
        problem = f"this is a deck file ({deck.credits.title}'s cards), not a roster"
        hint = f"print it with skirmishgen deck {display_path(document.path)}"
    elif name is None:
        where, problem = document.where(()), "the file does not say its game"
        hint = f"add 'system:' with one of: {', '.join(known)}"
    elif isinstance(name, str) and key_of(name) in known:
        where = document.where(("system",))
        problem = f"system: '{name}' is the short name of {key_of(name)}"
        hint = f"a file gives the game's key: system: {key_of(name)}"
    elif (game := _rosterless_game(name)) is not None:
        where = document.where(("system",))
        problem = f"system: {game.credits.title} ({name}) has no rosters, only what it prints"
        hint = f"for a roster, use a game with rosters: {', '.join(known)}"
        if game.deck is not None:
            played = f"it is played with its {game.deck.what}"
            problem = f"system: {game.credits.title} ({name}) has no rosters: {played}"
            hint = f"print it with skirmishgen deck {name}; games with rosters: {', '.join(known)}"
    else:
        where, problem = document.where(("system",)), f"system: unknown game '{name}'"
        hint = index.hint(str(name), "games with rosters")
    raise ContentError(Finding(where, problem, hint))


def _deck_game(name: object) -> Game | None:
    """The game ``name`` is when it is a game whose deck reads files (a deck file's
    ``game:``)."""
    from .games import GAMES

    return next((g for g in GAMES if g.key == name and g.deck and g.deck.read_file), None)


def _rosterless_game(name: object) -> Game | None:
    """The game ``name`` is when it is one of ours without rosters (a deck game)."""
    from .games import GAMES

    return next((g for g in GAMES if g.key == name and g.rosters is None), None)


def match(rosters: list[Roster]) -> list[Finding]:
    """Checks between warbands of the same game that play each other."""
    ready = [(r, r.system, r.document) for r in rosters if r.system and r.document and r.model]
    if len(ready) != len(rosters) or not ready:
        return []
    first, system, _ = ready[0]
    others = [
        Finding(
            document.where(("system",)),
            f"{roster.path.name} is {a(other)} roster, {first.path.name} {system}",
            "match warbands of one game",
            "error",
            "MATCH-GAME",
        )
        for roster, other, document in ready[1:]
        if other != system
    ]
    if others:
        return others
    return support(system).match([(roster.model, document) for roster, _, document in ready])


def finding_row(finding: Finding) -> dict[str, Any]:
    """One finding as validate's JSON gives it."""
    where = finding.location or Location("")
    return {
        "file": visible(where.path),
        "line": where.line,
        "column": where.column,
        "severity": finding.severity,
        "rule": finding.rule or None,
        "message": visible(finding.message),
        "hint": visible(finding.hint),
    }


@dataclass
class Report:
    rosters: list[Roster]
    matched: list[Finding]

    @property
    def findings(self) -> list[Finding]:
        return [f for r in self.rosters for f in r.findings] + self.matched

    @property
    def exit_code(self) -> int:
        if any(r.malformed for r in self.rosters):
            return EXIT_INPUT
        return EXIT_RULES if any(f.severity == "error" for f in self.findings) else 0

    def summary(self) -> str:
        counts = {
            kind: sum(f.severity == kind for f in self.findings) for kind in ("error", "warning")
        }
        files = len(self.rosters)
        verdict = {0: "legal", EXIT_RULES: "not legal", EXIT_INPUT: "not readable"}
        return (
            f"{files} roster{'s' * (files != 1)}: {counts['error']} error"
            f"{'s' * (counts['error'] != 1)}, {counts['warning']} warning"
            f"{'s' * (counts['warning'] != 1)}: {verdict[self.exit_code]}"
        )

    def as_json(self) -> str:
        return json.dumps(
            {
                "files": [
                    {
                        "file": visible(str(r.path)),
                        "system": r.system,
                        "legal": r.legal,
                        "readable": not r.malformed,
                    }
                    for r in self.rosters
                ],
                "findings": [finding_row(f) for f in self.findings],
                "summary": self.summary(),
                "exit_code": self.exit_code,
            },
            indent=2,
            ensure_ascii=False,
        )


def validate_files(paths: list[Path], with_match: bool) -> Report:
    rosters = [read_roster(path) for path in paths]
    return Report(rosters, match(rosters) if with_match else [])


def read_for(game: Game, path: Path, flag: str, legal: bool = False) -> Roster:
    """A roster given to a product of ``game`` (``--roster``): readable, of that game,
    and legal when ``legal`` asks for it; otherwise one clear error."""
    return accepted(game, read_roster(path), flag, legal)


def accepted(game: Game, roster: Roster, flag: str, legal: bool = False) -> Roster:
    """``roster`` if it is readable, of ``game``, and legal when ``legal`` asks for it."""
    shown = display_path(roster.path)
    if roster.malformed:
        raise InputError(roster.findings)
    if roster.system != game.key:
        raise InputError(
            f"{flag} {shown}: is a roster for {roster.system}, not for {game.key}; "
            f"give one with 'system: {game.key}'"
        )
    if legal and not roster.legal:
        errors = [f for f in roster.findings if f.severity == "error"]
        raise InputError([*errors, Finding(None, f"{flag} {shown}: is not a legal roster")])
    return roster


@dataclass(frozen=True)
class RosterSheet:
    """What the roster command made: the sheet (if any), the findings to show, the exit."""

    product: Product | None
    findings: list[Finding]
    exit_code: int


def slug(name: str) -> str:
    """A file-name form of a warband's name: ``Robyn's merry men`` -> ``robyns-merry-men``."""
    plain = re.sub(r"['\u2019]", "", name.casefold())
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-") or "warband"


def members(rules: RosterSupport, model: Any) -> str:
    """What a roster sheet shows, e.g. ``5 fighters``."""
    count = rules.count(model)
    return f"{count} {rules.member}{'s' * (count != 1)}"


def blank_sheet(key: str, paper: Size) -> Product:
    """An empty roster sheet of the game ``key``, to fill in by hand."""
    from .output import Piece, Product, page_count

    game, rosters = find(key, lambda game: game.rosters, "roster sheets")
    render = rosters.support().sheet
    piece = Piece(lambda: render(None, paper, None, []), report=lambda r: f"{page_count(r)}, blank")
    return Product(f"{game.key}-blank-roster", [piece])


def passport_code(data: Any, share_url: str | None = None) -> tuple[QrCode | None, str]:
    """The roster code of a roster's data, or None and why it cannot be printed; with
    ``share_url``, the code is a link that opens the roster in the builder page at that
    address (``skirmishgen site``'s ``build/GAME/``, which a phone opens at once)."""
    from .passport import LINK_KEY, link_text, pack
    from .press.qr import encode
    from .press.sheets import code_side

    packed = pack(data)
    prefix = f"{share_url}{LINK_KEY}" if share_url else ""
    text = link_text(share_url, packed)[len(prefix) :] if share_url else packed
    try:  # level L: a photo needs no more, and the code is printed away from the fields
        code = encode(text, "L", prefix)  # players write in; the fewest modules
    except ValueError:
        code = None
    if code is not None and code_side(code) is not None:
        return code, ""
    return None, "the roster is too large for a readable QR code; the sheet has none"


def roster_sheet(
    file: Path, paper: Size, force: bool, text: str | None = None, share_url: str | None = None
) -> RosterSheet:
    """Check ``file`` (or ``text``, named ``file``) and, when legal (or forced), its
    roster sheet: the same bytes for the same text. With ``share_url`` its QR code is a
    share link that opens the roster in the builder there. The sheet is named after the file
    (``army.yaml``: ``army-roster.pdf``), so that two rosters of one warband (one for
    each mission) do not share a name; a text's after its warband."""
    roster = read_roster(file, text)
    if roster.malformed:
        return RosterSheet(None, roster.findings, EXIT_INPUT)
    if not roster.legal and not force:
        return RosterSheet(None, roster.findings, EXIT_RULES)
    from .output import Piece, Product, page_count
    from .press.sheets import Stamp

    assert roster.system is not None
    rules = support(roster.system)
    model = roster.model
    raw = file.read_bytes() if text is None else text.encode("utf-8")
    digest = hashlib.sha256(raw).hexdigest()[:8]
    warnings = sum(f.severity == "warning" for f in roster.findings)
    data = roster.document.data if roster.document else None
    page = f"{share_url}build/{roster.system}/" if share_url else None
    code, too_large = passport_code(data, page)
    stamp = Stamp(
        roster.legal, rules.rules(model), digest, warnings, code, rules.checked, bool(page)
    )
    verdict = "" if roster.legal else " (NOT LEGAL)"
    piece = Piece(
        lambda: rules.sheet(model, paper, stamp, roster.findings),
        report=lambda r: f"{page_count(r)}, {members(rules, model)}{verdict}",
    )
    product = Product(
        f"{slug(model.name if text is not None else file.stem)}-roster",
        [piece],
        inputs=[file] if text is None else [],
        warnings=[too_large] * bool(too_large),
    )
    return RosterSheet(product, roster.findings, 0 if roster.legal else EXIT_RULES)
