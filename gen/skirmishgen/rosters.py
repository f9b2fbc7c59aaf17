"""Reading and judging roster files of any game system: the machinery behind validate and roster.

A roster file names its game in ``system:``; the registry gives that game's
model, checks and sheet. Every file is read and checked before anything is
reported, and every problem comes back as a finding.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import ModuleType
from typing import Any

from .checks import NameIndex, unprintable_text
from .errors import (
    EXIT_INPUT,
    EXIT_RULES,
    ContentError,
    Finding,
    InputError,
    Location,
    in_file_order,
)
from .loader import Document, load_document, validate
from .press.output import check_target, write_atomic
from .press.paper import Size
from .systems import SYSTEMS


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


def roster_module(system: str) -> ModuleType:
    return importlib.import_module(SYSTEMS[system].roster or "")


def roster_systems() -> list[str]:
    return [key for key, system in SYSTEMS.items() if system.roster]


def read_roster(path: Path) -> Roster:
    """Read, schema-check and rule-check one roster file; never raises for a user mistake."""
    roster = Roster(path)
    try:
        roster.document = load_document(path)
        roster.system = _system_of(roster.document)
        module = roster_module(roster.system)
        roster.model = validate(roster.document, module.MODEL)
    except ContentError as error:  # unreadable or off the schema: exit 2, rule id SCHEMA
        roster.findings = [replace(f, rule=f.rule or "SCHEMA") for f in error.findings]
        return roster
    found = module.check(roster.model, roster.document) + unprintable_text(roster.document)
    roster.findings = in_file_order(found)
    return roster


def _system_of(document: Document) -> str:
    name = document.data.get("system")
    known = roster_systems()
    if isinstance(name, str) and name in known:
        return name
    index = NameIndex(known)
    if name is None:
        where, problem = document.where(()), "the file does not say its game"
        hint = f"add 'system:' with one of: {', '.join(known)}"
    else:
        where, problem = document.where(("system",)), f"system: unknown game '{name}'"
        hint = index.hint(str(name), "games with rosters")
    raise ContentError(Finding(where, problem, hint))


def match(rosters: list[Roster]) -> list[Finding]:
    """Checks between warbands of the same game that play each other."""
    ready = [r for r in rosters if not r.malformed]
    if len(ready) != len(rosters) or not ready:
        return []
    systems = {r.system for r in ready}
    if len(systems) > 1:
        first = ready[0]
        return [
            Finding(
                r.document.where(("system",)),
                f"{r.path.name} is a {r.system} roster, {first.path.name} {first.system}",
                "match warbands of one game",
                "error",
                "MATCH-SYSTEM",
            )
            for r in ready[1:]
            if r.system != first.system
        ]
    module = roster_module(ready[0].system)
    return module.match([(r.model, r.document) for r in ready])


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
        def row(finding: Finding) -> dict:
            where = finding.location or Location("")
            return {
                "file": where.path,
                "line": where.line,
                "column": where.column,
                "severity": finding.severity,
                "rule": finding.rule or None,
                "message": finding.message,
                "hint": finding.hint,
            }

        return json.dumps(
            {
                "files": [
                    {
                        "file": str(r.path),
                        "system": r.system,
                        "legal": r.legal,
                        "readable": not r.malformed,
                    }
                    for r in self.rosters
                ],
                "findings": [row(f) for f in self.findings],
                "summary": self.summary(),
                "exit_code": self.exit_code,
            },
            indent=2,
            ensure_ascii=False,
        )


def validate_files(paths: list[Path], with_match: bool) -> Report:
    rosters = [read_roster(path) for path in paths]
    return Report(rosters, match(rosters) if with_match else [])


@dataclass
class SheetResult:
    path: Path | None
    pages: int
    members: str
    """How many fighters, units or miniatures the sheet shows, e.g. ``5 fighters``."""
    legal: bool
    findings: list[Finding]
    exit_code: int


def slug(name: str) -> str:
    """A file-name form of a warband's name: ``Robyn's merry men`` -> ``robyns-merry-men``."""
    plain = re.sub(r"['\u2019]", "", name.casefold())
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-") or "warband"


def make_roster_sheet(
    file: Path | None, blank: str | None, out: Path | None, paper: Size, force: bool
) -> SheetResult:
    """Check ``file`` and write its roster sheet (or a blank sheet of the ``blank`` system)."""
    if blank is not None:
        if blank not in roster_systems():
            raise InputError(
                f"--blank: no roster sheet for '{blank}'; "
                f"{NameIndex(roster_systems()).hint(blank, 'games with rosters')}"
            )
        target = check_target(out or Path("output") / f"{blank}-blank-roster.pdf")
        data, pages = roster_module(blank).render_blank(paper)
        write_atomic(target, data)
        return SheetResult(target, pages, "blank", True, [], 0)
    roster = read_roster(file)
    if roster.malformed:
        return SheetResult(None, 0, "", False, roster.findings, EXIT_INPUT)
    if not roster.legal and not force:
        return SheetResult(None, 0, "", False, roster.findings, EXIT_RULES)
    target = check_target(out or Path("output") / f"{slug(roster.model.name)}-roster.pdf", [file])
    digest = hashlib.sha256(file.read_bytes()).hexdigest()[:8]
    module = roster_module(roster.system)
    data, pages = module.render_sheet(roster.model, paper, roster.legal, digest, roster.findings)
    write_atomic(target, data)
    code = 0 if roster.legal else EXIT_RULES
    return SheetResult(
        target, pages, module.members(roster.model), roster.legal, roster.findings, code
    )
