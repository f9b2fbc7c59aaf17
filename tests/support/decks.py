"""Deck files made from the shipped edition-5 deck, for tests and benchmarks of decks larger
than any edition: the shipped designs first under their own names, then numbered copies,
the counts in the shipped proportions (``benchmarks/bench.py`` times decks made so)."""

from __future__ import annotations

import json
import re

DESIGNS = 40
"""Card designs of a generated deck unless said: more than any edition has."""


_CARDS_KEY = re.compile(r"^cards:[ \t]*(#.*)?$", re.M)
_CARD_START = re.compile(r"^  - name:[ \t]", re.M)
_NAME_LINE = re.compile(r"^(  - name:[ \t]+)(.+?)[ \t]*$", re.M)
_COUNT_LINE = re.compile(r"^(    count:[ \t]+)(\d+)([ \t]*(#.*)?)$", re.M)
_TOTAL_LINE = re.compile(r"^total:[ \t]+\d+[ \t]*(#.*)?$", re.M)
_REQUIRES_WEAPON = re.compile(r"^([ \t]*requires_weapon:[ \t]*\[)([^\]\n]*)(\])", re.M)
_ANCHOR = re.compile(r"^([ \t]*(?:- )?[\w-]+:)[ \t]+&[\w-]+", re.M)


def _split_cards(text: str) -> tuple[str, str, list[str]]:
    """(header up to and including ``cards:``, text before the first card, card blocks)."""
    key = _CARDS_KEY.search(text)
    if key is None:
        raise ValueError("the deck file has no top-level 'cards:' key")
    header, body = text[: key.end()], text[key.end() :]
    starts = [m.start() for m in _CARD_START.finditer(body)]
    if not starts:
        raise ValueError("no '  - name:' card entries under 'cards:'")
    ends = [*starts[1:], len(body)]
    return header, body[: starts[0]], [body[a:b] for a, b in zip(starts, ends, strict=True)]


def _renamed(name: str, copy: int) -> str:
    if copy == 1:
        return name
    if name[:1] in "\"'":
        return json.dumps(f"{name[1:-1]} {copy}")
    return f"{name} {copy}"


def _unquoted(name: str) -> str:
    return name[1:-1] if name[:1] in "\"'" and name[-1:] == name[:1] else name


def _with_copies(match: re.Match[str], copies: dict[str, list[str]]) -> str:
    """A special attack's ``requires_weapon: [...]`` list, also naming the weapons' copies."""
    names = [_unquoted(n.strip()) for n in match[2].split(",") if n.strip()]
    names += [copy for name in list(names) for copy in copies.get(name, [])]
    return f"{match[1]}{', '.join(json.dumps(n) for n in names)}{match[3]}"


def _spread(weights: list[int], total: int) -> list[int]:
    """Integer counts proportional to ``weights``, each >= 1, summing to exactly ``total``."""
    whole = sum(weights)
    raw = [w * total / whole for w in weights]
    counts = [max(1, int(r)) for r in raw]
    order = sorted(range(len(raw)), key=lambda i: raw[i] - int(raw[i]), reverse=True)
    step = 0
    while sum(counts) != total:
        i = order[step % len(order)]
        if sum(counts) < total:
            counts[i] += 1
        elif counts[i] > 1:
            counts[i] -= 1
        step += 1
    return counts


def generated_deck(shipped: str, total: int, designs: int = DESIGNS) -> str:
    """The shipped deck text with ``designs`` card designs and ``total`` cards.

    The shipped designs come first under their own names (so every name given in
    requires, cannot, bonus, not_against or special_attacks still exists), then
    numbered copies ("Chop 2", ...) until there are ``designs``; a special attack
    limited to some weapons (``requires_weapon``) also allows their copies; the counts keep
    the shipped proportions and add up to ``total``, which the header states.
    """
    header, preamble, blocks = _split_cards(shipped)
    header, replaced = _TOTAL_LINE.subn(f"total: {total}", header, count=1)
    if not replaced:
        raise ValueError("the deck file has no top-level 'total:' line")
    chosen = [(block, 1 + i // len(blocks)) for i, block in enumerate(blocks * designs)]
    chosen = chosen[:designs]
    weights = []
    for block, _ in chosen:
        count = _COUNT_LINE.search(block)
        if count is None:
            raise ValueError(f"card without a 'count:' line: {block.splitlines()[0]}")
        weights.append(int(count[2]))
    copies: dict[str, list[str]] = {}
    for block, copy in chosen:
        name = _NAME_LINE.search(block)
        if copy > 1 and name is not None:
            copies.setdefault(_unquoted(name[2]), []).append(_unquoted(_renamed(name[2], copy)))
    header = _REQUIRES_WEAPON.sub(lambda m: _with_copies(m, copies), header)
    out = [header, preamble]
    for (block, copy), count in zip(chosen, _spread(weights, total), strict=True):
        if copy > 1:
            block = _ANCHOR.sub(r"\1", block)  # an anchor is defined once, by the original
            block = _NAME_LINE.sub(lambda m, c=copy: m[1] + _renamed(m[2], c), block, count=1)
        block = _COUNT_LINE.sub(lambda m, n=count: f"{m[1]}{n}{m[3]}", block, count=1)
        if not block.endswith("\n"):
            block += "\n"
        out.append(block)
    return "".join(out)
