"""Helpers shared by the roster tests: editing YAML text and locating lines."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, settings

from skirmishgen.errors import Finding
from skirmishgen.rosters import Roster

FINDING = re.compile(
    r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?P<col>\d+): "
    r"(?P<sev>error|warning) \[(?P<rule>[A-Z0-9-]+)\] \S"
)


def edit(text: str, old: str, new: str) -> str:
    """``text`` with the one occurrence of ``old`` replaced."""
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times"
    return text.replace(old, new)


def line_of(text: str, needle: str) -> int:
    """The 1-based line of the one occurrence of ``needle``."""
    assert text.count(needle) == 1, f"{needle!r} occurs {text.count(needle)} times"
    return text.count("\n", 0, text.index(needle)) + 1


PROPERTY = settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


def with_rule(roster: Roster, rule: str) -> list[Finding]:
    return [f for f in roster.findings if f.rule == rule]


def assert_legal(roster: Roster) -> None:
    assert not roster.malformed, [str(f) for f in roster.findings]
    assert roster.legal, [str(f) for f in roster.findings]


def assert_findings_or_schema_error(roster: Roster) -> None:
    assert isinstance(roster.findings, list)
    if roster.malformed:
        assert roster.findings
    for finding in roster.findings:
        assert isinstance(finding, Finding)
        assert finding.severity in ("error", "warning", "info")
        line = str(finding)
        assert line and "\n" not in line and "\r" not in line
    if not roster.malformed:
        assert roster.legal == all(f.severity != "error" for f in roster.findings)
