"""The roster contract as data: what a game with rosters gives skirmishgen's contract tests.

A game declares ``Rosters(..., contract=later("pkg.contract:CONTRACT"))``, naming a
:class:`RosterContract`: a legal base roster, a legal and an illegal case per rule id,
its rules between rosters, schema problems, its example files, what its sheet shows and
its blank sheet's words, and (optionally) a generator of random rosters.
``skirmishgen.testing.test_rosters`` runs on every installed game that gives one and skips
what a game leaves out (no rules between rosters, no number to break, no random rosters).

Every illegal roster is the legal base with a targeted edit (:func:`edit`,
:func:`in_entry`, :func:`add_to`, :func:`without`); where a finding must stand is a needle
in the edited text (:data:`At`), never a line number.

Importing this module imports neither pytest nor hypothesis: a strategy is a function of
``broken`` that imports hypothesis when called, as the helpers at the end do.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

At = str | tuple[str, str]
"""Where a finding must stand: a needle, or (entry name, needle) for the first needle inside
that list entry. A ``^`` in the needle marks the column; without one, the needle's start."""

Strategy = Callable[[bool], Any]
"""Random roster data as a hypothesis strategy: well-formed (``False``, for the rule checks)
or (``True``) with junk, typos and wrong types."""


@dataclass(frozen=True)
class Case:
    """A rule id's legal and illegal roster, and where and how the illegal one is judged."""

    rule: str
    illegal: str
    at: At
    legal: str
    severity: str = "error"
    message: str = ""
    """Said in the finding's message."""
    hint: str = ""
    """Said in the finding's hint."""
    also: tuple[str, ...] = ()
    """Other rule ids the illegal roster breaks (the edit cannot avoid them)."""


@dataclass(frozen=True)
class Match:
    """A rule between rosters: the base against ``other``; the finding in side ``side``."""

    rule: str
    other: str
    at: At
    severity: str = "error"
    side: int = 1
    says: tuple[str, ...] = ()
    also: tuple[str, ...] = ()
    """The other rule ids ``validate --match`` prints for the two (their own findings)."""


@dataclass(frozen=True)
class Schema:
    """A roster off the schema: a SCHEMA finding at ``at`` that says ``says``."""

    kind: str
    """unknown key, missing key, wrong type, or bad value."""
    text: str
    at: At
    says: str
    alone: bool = True
    """Every finding of the file stands on the line of ``at``."""


def _nothing_more() -> tuple[str, ...]:
    return ()


@dataclass(frozen=True)
class RosterContract:
    """One game's data for the roster contract tests."""

    key: str
    """The game's key, as its roster files give it in ``system:``."""
    rules: Mapping[str, str]
    """The game's rule ids and what each says (its ``checks.RULES``): each needs a case."""
    file: str
    """What the tests call a roster file of the game (``warband.yaml``)."""
    base: str
    """A legal roster without findings; every case is an edit of it."""
    member: str
    """What the sheet's report counts (``fighter``)."""
    members: tuple[str, ...]
    """The names the base roster's sheet shows."""
    sheet: str
    """The base roster's sheet's file name, under ``output/``: its file's name, then ``-roster``."""
    cases: tuple[Case, ...]
    """A legal and an illegal roster per rule id of one roster."""
    schema: tuple[Schema, ...]
    """Rosters off the schema: an unknown key, a missing key and a wrong type at least."""
    examples: Mapping[str, tuple[str, ...]]
    """The shipped example rosters by file name, with the warnings each has."""
    cli_error: str
    """The rule id of the case the command-line tests break (one error finding)."""
    matches: tuple[Match, ...] = ()
    """A case per rule between rosters (``validate --match``); none if the game has none."""
    blank: Callable[[], tuple[str, ...]] = _nothing_more
    """Texts on the blank sheet (besides what every blank sheet says)."""
    number: tuple[str, str, str] | None = None
    """(entry, key, value): a number in the base roster to break (huge, .inf, .nan);
    ``None`` if its rosters hold no number."""
    strategy: Strategy | None = None
    """Random roster data (see :data:`Strategy`); ``None`` leaves the game out of the
    random-roster tests."""
    cases_by_rule: dict[str, Case] = field(init=False, repr=False, compare=False)

    def __repr__(self) -> str:
        return f"RosterContract({self.key!r})"

    def __post_init__(self) -> None:
        object.__setattr__(self, "cases_by_rule", {case.rule: case for case in self.cases})

    def case(self, rule: str) -> Case:
        return self.cases_by_rule[rule]

    @property
    def warned(self) -> Case | None:
        """A case whose only finding is a warning: the roster stays legal."""
        return next((c for c in self.cases if c.severity == "warning" and not c.also), None)

    @property
    def malformed(self) -> Schema:
        """The schema case the command-line tests use."""
        return next(s for s in self.schema if s.kind == "wrong type")

    def number_at(self, value: str) -> tuple[str, At]:
        """The base roster with the number set to ``value``, and where that value stands."""
        if self.number is None:
            raise ValueError(f"{self.key}'s contract names no number to break")
        entry, key, old = self.number
        return in_entry(self.base, entry, f"{key}: {old}", f"{key}: {value}"), (
            entry,
            f"{key}: ^{value}",
        )


# ------------------------------------------------------------------ editing YAML text


def _once(text: str, needle: str) -> int:
    """Where the one occurrence of ``needle`` starts in ``text``."""
    if text.count(needle) != 1:
        raise ValueError(f"{needle!r} occurs {text.count(needle)} times")
    return text.index(needle)


def edit(text: str, old: str, new: str) -> str:
    """``text`` with the one occurrence of ``old`` replaced."""
    _once(text, old)
    return text.replace(old, new)


def line_of(text: str, needle: str) -> int:
    """The 1-based line of the one occurrence of ``needle``."""
    return text.count("\n", 0, _once(text, needle)) + 1


def entry_span(text: str, name: str) -> tuple[int, int]:
    """Where the list entry ``  - name: <name>`` starts and ends in ``text``."""
    start = _once(text, f"  - name: {name}\n")
    top_key = re.compile(r"\n[a-z_]+:").search(text, start)
    ends = [text.find("\n  - name: ", start + 1), top_key.start() if top_key else -1]
    ends = [n for n in ends if n >= 0]
    return start, min(ends) + 1 if ends else len(text)


def _in_entry(text: str, name: str, needle: str) -> int:
    start, end = entry_span(text, name)
    position = text.find(needle, start)
    if not 0 <= position < end:
        raise ValueError(f"{needle!r} is not in {name}'s entry")
    return position


def in_entry(text: str, name: str, old: str, new: str) -> str:
    """Replace the first ``old`` inside list entry ``name`` (a fighter, unit, miniature)."""
    position = _in_entry(text, name, old)
    return text[:position] + new + text[position + len(old) :]


def add_to(text: str, name: str, line: str) -> str:
    """``text`` with ``line`` (e.g. ``buy_ranged: gun``) added at the end of entry ``name``."""
    _, end = entry_span(text, name)
    return text[:end] + f"    {line}\n" + text[end:]


def without(text: str, name: str) -> str:
    """``text`` without list entry ``name``."""
    start, end = entry_span(text, name)
    return text[:start] + text[end:]


def place(text: str, at: At) -> tuple[int, int]:
    """The 1-based (line, column) that ``at`` marks in ``text``."""
    name, needle = at if isinstance(at, tuple) else (None, at)
    offset = needle.index("^") if "^" in needle else 0
    bare = needle.replace("^", "")
    position = (_once(text, bare) if name is None else _in_entry(text, name, bare)) + offset
    line_start = text.rfind("\n", 0, position) + 1
    return text.count("\n", 0, position) + 1, position - line_start + 1


# ------------------------------------------------------------------ random rosters


def junk() -> Any:
    """Values of any type: what a roster file may hold where it should hold something else."""
    from hypothesis import strategies as st

    return st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-3, 12),
        st.floats(allow_nan=False, allow_infinity=False, width=32),
        st.text(max_size=12),
        st.lists(st.integers(0, 3), max_size=3),
        st.dictionaries(st.text(max_size=5), st.integers(0, 3), max_size=2),
    )


def words() -> Any:
    """Short names of letters and digits."""
    from hypothesis import strategies as st

    return st.text(st.characters(codec="ascii", categories=["L", "N"]), min_size=1, max_size=20)


def maybe(broken: bool) -> Callable[[Any], Any]:
    """A strategy's sensible values; when ``broken``, sometimes junk instead."""
    from hypothesis import strategies as st

    def wrap(strategy: Any) -> Any:
        if not broken:
            return strategy
        return st.integers(0, 3).flatmap(lambda n: junk() if n == 0 else strategy)

    return wrap


def pick(broken: bool, values: list[str], typo: str) -> Any:
    """One of ``values``; when ``broken``, sometimes ``typo``."""
    from hypothesis import strategies as st

    return st.sampled_from([*values, typo] if broken else values)


def system(key: str, broken: bool, other: str) -> Any:
    """A roster's ``system:``: the game's key; when ``broken``, sometimes ``other`` or junk."""
    from hypothesis import strategies as st

    own = st.just(key)
    return st.one_of(own, own, st.just(other), junk()) if broken else own
