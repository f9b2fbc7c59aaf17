"""The exceptions a user can cause, and the one-line findings they carry.

Every user mistake ends up as a :class:`SkirmishgenError`; the CLI turns it into
one line per finding and an exit status, in one place (``cli/run.py``); its lines
are :func:`finding_lines` (``build`` reports a failed product with them too).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path

EXIT_RULES = 1
"""A well-formed input that breaks a game rule."""
EXIT_INPUT = 2
"""Unreadable or malformed input, a bad option, or an output that cannot be written."""


@dataclass(frozen=True, order=True)
class Location:
    """A place in a user's file; ``line`` and ``column`` count from 1."""

    path: str
    line: int = 0
    column: int = 0

    def __str__(self) -> str:
        if self.line <= 0:
            return self.path
        return f"{self.path}:{self.line}:{self.column or 1}"


@dataclass(frozen=True)
class Finding:
    """One problem: where, what is wrong, and how to fix it."""

    location: Location | None
    message: str
    hint: str = ""
    severity: str = "error"
    """error, warning, or info."""
    rule: str = ""
    """A game rule's stable id (e.g. ``1SS-SPEC-RATIO``); empty for schema problems."""

    def __post_init__(self) -> None:  # a 100,000-character key stays a readable line
        object.__setattr__(self, "message", shortened(self.message))
        object.__setattr__(self, "hint", shortened(self.hint))

    def __str__(self) -> str:
        text = self.message if not self.hint else f"{self.message}; {self.hint}"
        if self.rule:
            text = f"{self.severity} [{self.rule}] {text}"
        text = " ".join(text.split())  # always one line
        return visible(text if self.location is None else f"{self.location}: {text}")


MOST_SAID = 400
"""Characters of a message or hint kept: past it the middle is cut, saying how much."""


def shortened(text: str) -> str:
    """``text``, or its start and end around a note of how much was cut from a text too
    long for one line (a value of thousands of characters quoted back)."""
    if len(text) <= MOST_SAID:
        return text
    cut = len(text) - MOST_SAID + 60
    return f"{text[:280]}... ({cut:,} characters cut) ...{text[-60:]}"


_UNSEEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")
"""Characters a terminal acts on or hides rather than shows: C0 and C1 controls (ESC
starts the sequences that rewrite a terminal), zero-width and bidirectional marks."""


def visible(text: str) -> str:
    """``text`` with every control or invisible character shown as its escape (``\\x1b``,
    ``\\u202e``), so a value from a file never acts on the terminal that prints it."""
    return _UNSEEN.sub(_escaped, text)


def _escaped(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def merge_repeats(findings: list[Finding]) -> list[Finding]:
    """One finding per place and problem: a value reused through a YAML alias is reported once."""
    groups: dict[tuple, list[Finding]] = {}
    for finding in findings:
        problem = finding.message.split(": ", 1)[-1]
        groups.setdefault((finding.location, problem, finding.hint), []).append(finding)
    merged = []
    for group in groups.values():
        first = group[0]
        if len(group) > 1:
            first = replace(
                first, message=f"{first.message} (used in {len(group)} places through a YAML alias)"
            )
        merged.append(first)
    return merged


def position(finding: Finding) -> tuple[int, int]:
    """Where a finding stands in its file, (0, 0) for the file as a whole."""
    where = finding.location
    return (where.line, where.column) if where else (0, 0)


def in_file_order(findings: list[Finding]) -> list[Finding]:
    """Findings merged (see :func:`merge_repeats`) and sorted by line and column."""
    return sorted(merge_repeats(findings), key=position)


class SkirmishgenError(Exception):
    """Base of every error caused by the user's input or options."""

    exit_code = EXIT_INPUT

    def __init__(self, findings: list[Finding] | Finding | str) -> None:
        if isinstance(findings, str):
            findings = Finding(None, findings)
        if isinstance(findings, Finding):
            findings = [findings]
        self.findings: list[Finding] = list(findings)
        super().__init__("\n".join(str(f) for f in self.findings))

    def lines(self) -> list[str]:
        return [str(f) for f in self.findings]


def finding_lines(error: SkirmishgenError) -> list[str]:
    """The line of each finding of ``error``, as the command line prints them."""
    return [f"{'' if f.location else 'skirmishgen: error: '}{f}" for f in error.findings]


SHOWN = 50
"""Findings a terminal gets at most; ``--format json`` lists every one."""


def capped(lines: list[str], json_too: bool = True) -> list[str]:
    """The first ``SHOWN`` of ``lines``, and one more saying how many were left out."""
    if len(lines) <= SHOWN:
        return lines
    more = f"and {len(lines) - SHOWN:,} more"
    more += "; validate --format json lists them all" if json_too else "; fix these first"
    return [*lines[:SHOWN], more]


class InputError(SkirmishgenError):
    """Unreadable or malformed input, or a bad option: exit status 2."""


class ContentError(InputError):
    """A content or deck file that does not meet its schema or its cross-checks."""


class OutputError(SkirmishgenError):
    """The output cannot be written where the user asked: exit status 2."""


class LayoutError(InputError):
    """The chosen sizes cannot be printed (a card larger than the paper, text that cannot fit)."""


def display_path(path: Path) -> str:
    """A path as the user would recognise it: relative to the working folder when inside it."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except (ValueError, RuntimeError, OSError):  # outside it, or a symlink loop: as given
        return str(path)


def a(word: str) -> str:
    """``word`` with its indefinite article: "a boss", "an allrounder", "an aof-skirmish"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"
