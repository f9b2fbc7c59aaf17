"""The output seam's virtual tables (``--format tts``): a deck's Tabletop Simulator saved
object and its card sheets, or a game's whole table as a saved game and its images, written
into one folder.

Every picture and card sheet is made, and every name checked, before the first file is
written; the images are named by the save's URLs (``file:///`` ones in the folder, or
under ``--image-url`` where the player hosts them).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from .errors import OutputError, display_path
from .press.pdf import Rendered

SAVE_NAME = "TS_Save_{}.json"
"""Tabletop Simulator lists a save in ``Saves`` only under a numbered name."""


def save_number(name: str) -> int:
    """A stable number for a game's save file (the same game, the same file name)."""
    import hashlib

    return 1000 + int(hashlib.sha256(name.encode()).hexdigest()[:6], 16) % 9000


def write_table(folder: Path, rendered: Rendered, inputs: Iterable[Path] = ()) -> list[Path]:
    """The saved game of ``rendered`` (a table's pictures and cards, its manifest saying
    which page is which) and every image it names, in ``folder``."""
    from .press.raster import bitmaps_at, png_bytes
    from .press.tabletop import saved_game
    from .writing import MAX_PIXELS, check_target, write_all

    if folder.exists() and not folder.is_dir():
        raise OutputError(
            f"{display_path(folder)}: --format tts writes a folder, and this is a file; "
            "choose a folder with --out"
        )
    info = json.loads(rendered.manifest)
    dpis = [page.get("dpi") or info["decks"][page["deck"]]["dpi"] for page in info["pages"]]
    _bounded(rendered, dpis, folder, MAX_PIXELS)
    clear = [bool(page.get("clear")) for page in info["pages"]]
    images = list(bitmaps_at(rendered.pdf, dpis, clear))
    files: list[tuple[str, bytes]] = [
        (page["file"], png_bytes(image, dpi))
        for page, image, dpi in zip(info["pages"], images, dpis, strict=True)
        if "file" in page
    ]
    objects: list[dict[str, Any]] = list(info["objects"])
    key = 1
    for deck in info["decks"]:
        made, sheets = _deck(deck, images, key)
        key += len(made["CustomDeck"])
        objects.append(made)
        files += sheets
    if info.get("booklet"):
        from .press.tableplan import BOOKLET_X
        from .press.tabletop import rulebook

        at = (info.get("booklet_at", BOOKLET_X), 0.0)
        objects.append(rulebook(("rules",), "Rules booklet", info["booklet"], at))
        files += list(rendered.extra)
    save = saved_game(info["title"], objects, note=info.get("note", ""))
    save["Table"] = info.get("table", save["Table"])
    save["PlayArea"] = info.get("play_area", save["PlayArea"])
    target = folder / SAVE_NAME.format(save_number(info["name"]))
    files, same = _distinct(files)
    outputs = [(target, _with_urls(save, folder, info.get("image_url", ""), same))]
    outputs += [(folder / name, data) for name, data in files]
    paths = [check_target(path, path.suffix, inputs) for path, _ in outputs]
    write_all(list(zip(paths, [data for _, data in outputs], strict=True)))
    return paths


def _bounded(rendered: Rendered, dpis: Sequence[int], folder: Path, most: int) -> None:
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(bytes(rendered.pdf))
    try:
        total = sum(
            (w * dpi / 72) * (h * dpi / 72)
            for (w, h), dpi in zip(
                (document[i].get_size() for i in range(len(document))), dpis, strict=True
            )
        )
    finally:
        document.close()
    if total > most:
        raise OutputError(
            f"{display_path(folder)}: the table's images come to {total / 1e6:,.0f} million "
            f"pixels, more than the {most / 1e6:,.0f} million one run draws"
        )


def _deck(deck: dict, images: list, first_key: int) -> tuple[dict, list[tuple[str, bytes]]]:
    """A deck's saved object at its place and true size, and its card sheets."""
    from .press.tabletop import deck_scale, transform
    from .press.tts import saved_object

    first, count = deck["first"], deck["cards"]
    saved, sheets = saved_object(
        deck["name"],
        deck["title"],
        images[first : first + count],
        images[first + count : first + 2 * count],
        deck["order"],
        deck["dpi"],
        [tuple(label) for label in deck["labels"]],
        first_key=first_key,
    )
    (made,) = saved["ObjectStates"]
    x, z = deck["place"]
    placed = transform(x, z, scale=deck_scale(tuple(deck["card"])), turn=deck.get("turn", 0.0))
    placed |= {"rotZ": 0.0 if deck.get("face_up") else 180.0}
    made["Transform"] = placed
    made["Description"] = f"{deck['description'].rstrip('.')} ({len(deck['order'])} cards)."
    if deck.get("shuffle"):
        from .press.tablefit import SHUFFLE

        made["Memo"] = SHUFFLE
    for card in made["ContainedObjects"]:
        card["Transform"] = placed
        if deck.get("public"):  # cards in view: one turned over keeps its tooltip
            card["HideWhenFaceDown"] = False
    if len(deck["order"]) == 1:  # one card lies as a card, not as a deck of one
        (card,) = made["ContainedObjects"]
        described = deck["description"].rstrip(".") + "."
        return card | {"Nickname": deck["title"], "Description": described}, sheets
    return made, sheets


def _distinct(files: list[tuple[str, bytes]]) -> tuple[list[tuple[str, bytes]], dict[str, str]]:
    """The files with each content once, under its first name, and the names dropped, each
    to the name whose file it repeats: two seats with one roster share their sheets, so the
    friend's game downloads (and the player uploads) each picture once."""
    import hashlib

    first: dict[bytes, str] = {}
    kept: list[tuple[str, bytes]] = []
    same: dict[str, str] = {}
    for name, data in files:
        seen = first.setdefault(hashlib.sha256(data).digest(), name)
        if seen == name:
            kept.append((name, data))
        else:
            same[name] = seen
    return kept, same


def _with_urls(
    save: dict, folder: Path, base: str = "", same: dict[str, str] | None = None
) -> bytes:
    """The save as JSON bytes, each image name it holds turned into a URL (of the file it
    repeats, where ``same`` names one): under ``base`` where the player hosts the images,
    else ``file:///`` URLs in ``folder``."""
    from urllib.parse import quote

    from .press.tabletop import image_names

    def url(name: str) -> str:
        name = (same or {}).get(name, name)
        if base:
            return base.rstrip("/") + "/" + quote(name)
        return (folder.resolve() / name).as_uri()

    text = json.dumps(save, indent=2)
    for name in sorted(image_names(save["ObjectStates"]), key=len, reverse=True):
        text = text.replace(json.dumps(name), json.dumps(url(name)))
    return (text + "\n").encode()


def write_tts(folder: Path, rendered: Rendered, inputs: Iterable[Path] = ()) -> list[Path]:
    """A deck's Tabletop Simulator saved object and its card sheets, in ``folder``: every
    image made and every name checked before the first file is written."""
    from .press.raster import page_bitmaps
    from .press.tts import with_urls
    from .writing import bounded as bounded_pages
    from .writing import check_target, write_all

    if folder.exists() and not folder.is_dir():
        raise OutputError(
            f"{display_path(folder)}: --format tts writes a folder, and this is a file; "
            "choose a folder with --out"
        )
    info = json.loads(rendered.manifest)
    if "objects" in info:  # a whole table, not one deck
        return write_table(folder, rendered, inputs)
    bounded_pages(rendered, info["dpi"], folder)
    images = list(page_bitmaps(rendered.pdf, info["dpi"]))
    saved, files = tts_decks(info, images)
    outputs = [
        (folder / f"{info['name']}.json", with_urls(saved, folder, info.get("image_url", "")))
    ]
    outputs += [(folder / file, data) for file, data in files]
    paths = [check_target(path, path.suffix, inputs) for path, _ in outputs]
    write_all([(path, data) for path, (_, data) in zip(paths, outputs, strict=True)])
    return paths


def tts_decks(info: dict, images: list) -> tuple[dict, list[tuple[str, bytes]]]:
    """One saved object holding each deck of the manifest's ``decks`` (the cards, then
    their player aids): its own distinct faces (from ``first``), sheets, keys and place
    on the table. A manifest without ``decks`` is one deck of every card."""
    from .press.tts import saved_object

    count = info["cards"]
    labels = [tuple(label) for label in info.get("labels", [])]
    order = info["order"]
    decks = info.get("decks") or [{"name": info["name"], "title": info["title"], "first": 0}]
    saved: dict = {}
    files: list[tuple[str, bytes]] = []
    taken, key = 0, 1
    for number, part in enumerate(decks):
        first = part["first"]
        end = decks[number + 1]["first"] if number + 1 < len(decks) else count
        size = part.get("count", len(order) - taken)
        own = [index - first for index in order[taken : taken + size]]
        taken += size
        one, images_of = saved_object(
            part["name"],
            part["title"],
            images[first:end],
            images[count + first : count + end],
            own,
            info["dpi"],
            labels[first:end],
            first_key=key,
            beside=number,
        )
        key += len(one["ObjectStates"][0]["CustomDeck"])
        if saved:
            saved["ObjectStates"] += one["ObjectStates"]
        else:
            saved = one
        files += images_of
    return saved, files


def file_report(path: Path, rendered: Rendered) -> str:
    """What one file of a virtual table is, for the line ``build`` and ``deck`` print."""
    info = json.loads(rendered.manifest)
    if "objects" not in info:
        return "Tabletop Simulator saved object" if path.suffix == ".json" else "card sheet"
    if path.suffix == ".json":
        count = len(info["objects"]) + len(info["decks"]) + bool(info.get("booklet"))
        return f"Tabletop Simulator saved game, {count} objects: copy it into Saves"
    if path.suffix == ".pdf":
        return "the rules booklet, a book on the table"
    pictures = {page["file"] for page in info["pages"] if "file" in page}
    return "picture" if path.name in pictures else "card sheet"
