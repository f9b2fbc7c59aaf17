"""Finding the shipped content/ and templates/ folders, installed or in a source checkout.

A wheel carries them inside the package (``skirmishgen/content``); a source
checkout or editable install keeps them at the top of the repository.
"""

from __future__ import annotations

from pathlib import Path


def _folder(name: str) -> Path:
    inside = Path(__file__).parent / name  # what importlib.resources.files gives, unimported
    if inside.is_dir():
        return inside
    checkout = Path(__file__).resolve().parents[2] / name
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(f"skirmishgen is installed without its {name}/ folder")


def content_dir() -> Path:
    return _folder("content")


def templates_dir() -> Path:
    return _folder("templates")
