"""What a game offers, declared once per game package and looked up by every product.

Each game package has a ``game.py`` holding one :class:`Game`, found through the
``skirmishgen.games`` entry points (``games/__init__.py``). Product modules (decks,
kits, cheat sheets, booklets, rosters, build) and the CLI ask a game for a capability and
never name a game.

Declarations are light: they import nothing heavy, so the CLI can build its
per-game options at start-up. The heavy parts (models, checks, drawers) are named with
:func:`later` (``later(f"{__package__}.roster:SUPPORT")``) and imported when first used;
the testing kit (``skirmishgen.testing``) imports every one and checks what it names.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from .press.carddeck import CardDeck, FaceLabel
from .press.style import PLAIN, Look

__all__ = ["CardDeck", "FaceLabel"]  # a deck's types, for games to build decks of

if TYPE_CHECKING:
    from pydantic import BaseModel
    from reportlab.platypus import Flowable

    from .contract import RosterContract
    from .errors import Finding
    from .loader import Document
    from .press.kit import Part
    from .press.paper import Size
    from .press.pdf import Rendered
    from .press.sheets import Stamp
    from .press.table import Table


Options = Mapping[str, Any]
"""A product's option values for one game, by name (``standee_size``), defaults filled in."""

M = TypeVar("M", bound="BaseModel")


@dataclass(frozen=True)
class Later:
    """A function or value of a game's module, named ``package.module:NAME`` and imported
    the first time it is used (see :func:`later`)."""

    target: str

    def load(self) -> Any:
        """What the target names, its module imported."""
        import importlib

        module, _, name = self.target.partition(":")
        return getattr(importlib.import_module(module), name)

    def __call__(self, *args: Any) -> Any:
        found = self.load()
        if callable(found):
            return found(*args)
        if args:
            raise TypeError(f"{self.target} is a {type(found).__name__}, not a function")
        return found


def later(target: str) -> Callable[..., Any]:
    """A capability's heavy part, imported when first used: ``target`` is
    ``"package.module:NAME"``, written ``f"{__package__}.roster:SUPPORT"`` in a game's
    ``game.py``. A function is called with the capability's arguments; any other value (a
    ``RosterSupport``, a tuple of ``Part``) is what the capability returns."""
    module, colon, name = target.partition(":")
    if not colon or not module or not name.isidentifier():
        raise ValueError(f"later({target!r}): give 'package.module:NAME'")
    return Later(target)


def content_folder(key: str) -> Path:
    """skirmishgen's own content folder of the game ``key`` (``content/<key>/``)."""
    from .resources import content_dir

    return content_dir() / key


def read_content(folder: Path, name: str, model: type[M]) -> M:
    """The content file ``name`` in ``folder``, read and validated as ``model``: what a
    game's modules read its rules data with (``read_content(FOLDER, "rules.yaml", ...)``)."""
    from .loader import load_document, validate

    return validate(load_document(folder / name), model)


@dataclass(frozen=True)
class Credits:
    """Who made the game: the one source of every title, byline and credit we print."""

    title: str
    author: str
    edition: str = ""
    year: int | None = None
    note: str = ""
    """A longer credit line (e.g. who designed and illustrated it, what inspired it)."""
    thanks: str = ""
    """The rulebook's playtesters and editors, credited in the booklet."""

    @property
    def full_title(self) -> str:
        """``Skirmish, 5th edition``, or the title alone."""
        return f"{self.title}, {self.edition}" if self.edition else self.title

    @property
    def byline(self) -> str:
        """``by Joshua Morris (2002)``."""
        return f"by {self.author}" + (f" ({self.year})" if self.year else "")


@dataclass(frozen=True)
class Option:
    """A command-line option a game adds to one of its products (``--players``).

    ``kind`` says how the value is read: ``int`` (between ``low`` and ``high``),
    ``choice`` (one of ``choices``), ``text`` (turned into a value by ``parse``,
    which raises ``ValueError`` with a message for the user), ``roster`` (a roster
    file of this game, read and checked before the product is made: legal only
    with ``legal``) or ``rosters`` (the same, repeatable; ``default`` is then a
    glob of example rosters under the game's content folder).
    """

    flag: str
    help: str
    kind: Literal["int", "choice", "text", "roster", "rosters"] = "text"
    default: Any = None
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()
    metavar: str | None = None
    parse: Callable[[str], Any] | None = None
    legal: bool = False

    @property
    def name(self) -> str:
        """The option's value name: ``--standee-size`` is ``standee_size``."""
        return self.flag.lstrip("-").replace("-", "_")


@dataclass(frozen=True)
class Tally:
    """A running count a roster builder shows: points spent of a limit, hands in use."""

    label: str
    value: float
    limit: float | None = None
    """The most allowed, if the rules set one (the tally reads ``value / limit``)."""
    key: tuple[str | int, ...] = ()
    """The entry it belongs to (``("fighters", 2)``); empty for the whole roster."""

    @property
    def over(self) -> bool:
        return self.limit is not None and self.value > self.limit


def no_tallies(model: Any) -> list[Tally]:
    return []


def no_match(entries: list[tuple[Any, Document]]) -> list[Finding]:
    return []


def no_names() -> dict[str, list[str]]:
    return {}


@dataclass(frozen=True)
class RosterSupport:
    """What the roster machinery (validate, roster, --roster options) needs of a game."""

    model: type[Any]
    """The pydantic model of one roster file."""
    check: Callable[[Any, Document], list[Finding]]
    """The game's rules on one roster: findings with rule ids, never raising."""
    sheet: Callable[[Any, Size, Stamp | None, list[Finding]], Rendered]
    """The roster sheet; ``None`` for the model (and stamp) is a blank sheet."""
    member: str
    """What a roster lists, in the singular (``fighter``)."""
    count: Callable[[Any], int]
    """How many of them a roster has."""
    rules: Callable[[Any], str]
    """The rules a roster was checked against, for its stamp."""
    match: Callable[[list[tuple[Any, Document]]], list[Finding]] = no_match
    """The rules between rosters that play each other (``validate --match``); none by
    default."""
    tallies: Callable[[Any], list[Tally]] = no_tallies
    """The running counts a roster builder shows (points, budget, slots, hands)."""
    names: Callable[[], dict[str, list[str]]] = no_names
    """Known values by field name (``skills``: the rulebook's skills), offered as a
    builder's suggestions; other values stay allowed where the rules allow them."""
    checked: str = ""
    """What its checks cover, in a few words, for the stamp's ``Checked:`` line
    (``points limit, profiles, special rules``); a part after ``; `` takes a line of its own."""
    unchecked: str = ""
    """One line on what the rulebook leaves to the player and so nothing checks (AOF's
    costs, from the player's army book), printed on the sheet and shown by the builder;
    empty where the rulebook gives all that a roster needs."""
    size: str = ""
    """The top-level field that sets how big a roster is (``points_limit``): a builder
    asks it first of a new list. Empty where a roster's size is only what it holds."""


@dataclass(frozen=True)
class Rosters:
    """A game's roster files: where its example rosters are, the checks and sheet that
    support them, and the data its contract tests need."""

    examples: tuple[str, ...]
    """Globs of the example rosters under the game's content folder."""
    support: Callable[[], RosterSupport]
    contract: Callable[[], RosterContract] | None = None
    """The game's test data for skirmishgen's roster contract tests (a
    ``skirmishgen.contract.RosterContract``: a legal roster, a legal and an illegal case
    per rule id, schema cases, the blank sheet's words...); those tests run on every game
    that gives one and skip the others. Imported by the tests only."""


@dataclass(frozen=True)
class Decks:
    """A game's card deck: how to make it from the command's options, the sizes and
    builds it prints, and how to read a deck file of the player's own."""

    what: str
    """The deck's name in messages and help, e.g. ``Unit Trait deck``."""
    make: Callable[[Options], CardDeck]
    options: tuple[Option, ...] = ()
    card_size: str = "poker"
    builds: tuple[Mapping[str, Any], ...] = ({},)
    """The decks ``skirmishgen build`` prints, as option values each (rosters as paths under
    the content folder): one per player where each player prints a deck of their own."""
    read_file: Callable[[Path], CardDeck] | None = None
    """Reads a deck file of the user's own (``skirmishgen deck FILE``), if the game has them."""
    file_model: Callable[[], type[Any]] | None = None
    """The pydantic model a deck file is read as, if the game has them: its JSON Schema is
    the deck file format's reference in the documentation."""
    whose: Callable[[Options], str] | None = None
    """Whose deck one of ``builds`` is, from its option values (``player A (red)``), where
    each player prints one: the print-me-first page says it after "the card deck"."""
    default: bool = False
    """``skirmishgen deck`` without a game prints this deck (skirmishgen's Skirmish says so;
    if several games do, the first in the registry's order)."""


@dataclass(frozen=True)
class Kit:
    """A game's play kit: the parts it prints (tape, tracker, tokens...), each laid out
    at exact size, and the options the kit command takes."""

    parts: Callable[[], Sequence[Part]]
    options: tuple[Option, ...] = ()


@dataclass(frozen=True)
class CheatSheet:
    """A game's cheat sheet: what players look up, on one sheet (both sides at most)."""

    body: Callable[[Mapping[str, Any], Options], list[Flowable]]
    """The sheet's flowables, from the sheet styles and the options."""
    options: tuple[Option, ...] = ()


@dataclass(frozen=True)
class Booklet:
    """A game's rule booklet: what its template may use, the figures it may place, and
    where its template is."""

    context: Callable[[], dict[str, Any]]
    """Everything the game's booklet template may use (besides ``credits``)."""
    figures: Callable[[], Mapping[str, Any]] | None = None
    """The game's figures (``press.figure.Figure``) by name, placed by ``!figure NAME``."""
    templates: Path | None = None
    """The folder holding the game's ``booklet.j2``; by default skirmishgen's
    ``templates/<key>/`` (a game package of its own gives a folder of its own)."""


@dataclass(frozen=True)
class Tabletop:
    """A game's whole table for a virtual tabletop: every piece it prints, at its printed
    size, grouped where it lies (``press.table``)."""

    table: Callable[[Sequence[Any]], Table]
    """The table with the given rosters' pieces: their models, each read and checked
    first by the product."""
    rosters: tuple[str, ...] = ()
    """The rosters put on the table when none is given: globs under the game's content."""


@dataclass(frozen=True)
class Game:
    """One game and everything skirmishgen makes for it."""

    key: str
    """The name users type (``skirmishgen kit KEY``) and roster files give in ``system:``."""
    credits: Credits
    try_command: str
    """A command to try, for ``skirmishgen games``."""
    short_names: tuple[str, ...] = ()
    """Shorter names users may type on the command line for ``key`` (``aof``); a roster
    file's ``system:`` still gives the key, so every file reads the same everywhere."""
    rosters: Rosters | None = None
    deck: Decks | None = None
    kit: Kit | None = None
    cheat_sheet: CheatSheet | None = None
    booklet: Booklet | None = None
    tabletop: Tabletop | None = None
    look: Look = PLAIN
    """The game's art direction (colour, accent, emblem, motif): every product wears it."""
    table_needs: tuple[str, ...] = ()
    """What the game needs at the table besides what skirmishgen prints (dice, beads,
    a tape measure...), in our words from its rulebook, a line each: the print-me-first
    page lists them under "You will need"."""
    folder: Path | None = None
    """The game's content files (rules, example rosters); by default skirmishgen's
    ``content/<key>/`` (a game package of its own gives a folder of its own)."""

    def content(self) -> Path:
        """The game's content folder."""
        from .resources import content_dir

        return self.folder if self.folder is not None else content_dir() / self.key

    def read(self, name: str, model: type[M]) -> M:
        """The content file ``name`` of this game, read and validated as ``model``."""
        return read_content(self.content(), name, model)

    def examples(self) -> list[Path]:
        """The example rosters shipped in the game's content folder."""
        if self.rosters is None:
            return []
        return sorted(
            path for pattern in self.rosters.examples for path in self.content().glob(pattern)
        )

    def offers(self) -> list[str]:
        """The products this game has, in words."""
        named = (
            ("deck", self.deck),
            ("rosters", self.rosters),
            ("kit", self.kit),
            ("cheat sheet", self.cheat_sheet),
            ("booklet", self.booklet),
        )
        return [word for word, capability in named if capability is not None]
