"""The files of a deck as one image a face (PNG card images for a print service): each distinct face
once, named after its card, and the manifest that pairs every front with its back.

Pure: face keys and labels in, names and rows out. A print service's uploader, or a
script, reads the manifest (CSV: name, front, back, copies) to pair the files.
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .carddeck import FaceLabel

MANIFEST_HEAD = ("name", "front", "back", "copies")


@dataclass(frozen=True)
class FaceFiles:
    """The distinct faces to draw, in order (fronts in deck order, then backs), the file
    stem of each, and one row per distinct card: its name, front stem, back stem, copies."""

    keys: list[str]
    stems: list[str]
    cards: list[tuple[str, str, str, int]]


def face_files(faces: Sequence[tuple[str, str]], labels: Mapping[str, FaceLabel]) -> FaceFiles:
    """Stems for ``faces`` (a (front, back) key per printed card): a front goes by its
    card's name (``critical-hit``); a back of one card's own by that card's and ``-back``
    (``axe-back``); a back several cards share by its own name and ``-back``
    (``skirmish-back``). Clashes get ``-2``, ``-3``."""
    pairs = Counter(faces)
    fronts = list(dict.fromkeys(front for front, _ in faces))
    backs = list(dict.fromkeys(back for _, back in faces))
    owners = Counter(back for _, back in pairs)
    taken: set[str] = set()
    stem: dict[tuple[str, str], str] = {}
    for front in fronts:
        stem[("front", front)] = _unique(slug(_name(front, labels)), taken)
    for back in backs:
        own = next(f for f, b in pairs if b == back) if owners[back] == 1 else None
        shared = slug(_name(back, labels))
        shared += "" if shared.endswith("back") else "-back"
        base = f"{stem[('front', own)]}-back" if own else shared
        stem[("back", back)] = _unique(base, taken)
    cards = [
        (_name(front, labels), stem[("front", front)], stem[("back", back)], copies)
        for (front, back), copies in pairs.items()
    ]
    keys = fronts + backs
    sides = ["front"] * len(fronts) + ["back"] * len(backs)
    stems = [stem[(side, key)] for side, key in zip(sides, keys, strict=True)]
    return FaceFiles(keys, stems, cards)


def manifest_csv(cards: Sequence[tuple[str, str, str, int]], file_of: Mapping[str, str]) -> str:
    """The manifest: a header, then each card's name, front file, back file and copies."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(MANIFEST_HEAD)
    for name, front, back, copies in cards:
        writer.writerow((name, file_of[front], file_of[back], copies))
    return buffer.getvalue()


def slug(text: str) -> str:
    """A name as a file stem: ASCII lower case and hyphens (``Flurry of Blows`` is
    ``flurry-of-blows``), never empty."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    words = re.sub(r"[^a-z0-9]+", "-", plain.casefold().replace("'", "")).strip("-")
    return words[:60].rstrip("-") or "card"


def _name(key: str, labels: Mapping[str, FaceLabel]) -> str:
    label = labels.get(key)
    return label.name if label else key


def _unique(base: str, taken: set[str]) -> str:
    name, number = base, 1
    while name in taken:
        number += 1
        name = f"{base}-{number}"
    taken.add(name)
    return name
