"""The one output seam: every product comes here to be written.

A product says what it made (:class:`Product`: a default name, the pieces to
render, the files it was made from); :func:`deliver` picks the targets (the
user's ``--out`` or the default folder), refuses a target that is a folder or
one of the inputs, renders each piece, hands it to the writer of the chosen
format, and returns one report line per file written. Writers write
atomically: a failure leaves the target as it was.

A new format is one writer in ``WRITERS``: a suffix and a function that writes
a rendered piece to a target, never over the product's inputs (and returns every file it
wrote).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Protocol

from .errors import OutputError, display_path
from .press.pdf import Rendered
from .writing import bounded as _bounded
from .writing import check_target, write_all

DEFAULT_FOLDER = Path("output")
"""Where products go when no ``--out`` is given."""


def page_count(rendered: Rendered) -> str:
    """The report of most products: ``2 pages``."""
    return f"{rendered.pages} page{'s' * (rendered.pages != 1)}"


@dataclass(frozen=True)
class Piece:
    """One file of a product: its name suffix, how to render it, and how to report it."""

    render: Callable[[], Rendered]
    suffix: str = ""
    """Added to the product's file name (``-tape`` for one part of a split kit)."""
    report: Callable[[Rendered], str] = page_count


@dataclass(frozen=True)
class Product:
    """What a product made, ready for :func:`deliver`."""

    name: str
    """Default file name, without folder or suffix, e.g. ``skirmish-e5-deck``."""
    pieces: Sequence[Piece]
    inputs: Sequence[Path] = ()
    """Files it was made from: never overwritten."""
    warnings: Sequence[str] = ()


def rendered_pdf(product: Product) -> tuple[str, bytes]:
    """A one-file product as its file name and PDF, for sending rather than writing."""
    piece = product.pieces[0]
    return f"{product.name}{piece.suffix}.pdf", bytes(piece.render().pdf)


@dataclass(frozen=True)
class Written:
    path: Path
    rendered: Rendered
    line: str
    """The one-line report, e.g. ``output/skirmish-e5-deck.pdf: 30 pages, 128 cards``."""


Writer = Callable[[Path, Rendered], list[Path]]


class FormatWriter(Protocol):
    """A format's writer: a rendered piece to ``target``, never over the product's
    ``inputs``; the files written."""

    def __call__(
        self, target: Path, rendered: Rendered, inputs: Iterable[Path] = ()
    ) -> list[Path]: ...


def write_pdf(target: Path, rendered: Rendered, inputs: Iterable[Path] = ()) -> list[Path]:
    """The PDF, and with a cutter's lines (``--cutter silhouette``) each front sheet's cut
    files beside it: all of them, or none."""
    from .cutouts import cut_files

    files = [(target, rendered.pdf), *_checked_all(cut_files(target, rendered), inputs)]
    write_all(files)
    return [path for path, _ in files]


def write_cricut(target: Path, rendered: Rendered, inputs: Iterable[Path] = ()) -> list[Path]:
    """Each Design Space sheet's image and cut lines (:func:`.cutouts.cricut_files`):
    every file made and checked before the first is written."""
    from .cutouts import cricut_files

    _bounded(rendered, CRICUT_DPI, target)
    files = _checked_all(cricut_files(target, rendered, CRICUT_DPI), inputs)
    write_all(files)
    return [path for path, _ in files]


def _checked_all(
    files: Sequence[tuple[Path, bytes | memoryview]], inputs: Iterable[Path]
) -> list[tuple[Path, bytes | memoryview]]:
    return [(check_target(path, path.suffix, inputs), data) for path, data in files]


CRICUT_DPI = 300
"""Resolution of a Design Space sheet's image."""

WRITERS: dict[str, tuple[str, FormatWriter]] = {
    "pdf": (".pdf", write_pdf),
    "print-pdf": (".pdf", write_pdf),
    "cricut": (".png", write_cricut),
}
"""Output formats: the file suffix each writes, and its writer."""


def write_png_pages(
    target: Path, rendered: Rendered, dpi: int, inputs: Iterable[Path] = ()
) -> list[Path]:
    """Each page as ``<stem>-<n>.png`` beside ``target`` (numbered from 1, padded so they
    sort), or for a deck's faces ``<stem>-<card>.png`` and ``<stem>-manifest.csv``: every
    image made and every name checked before the first is written."""
    from .press.raster import page_images

    _bounded(rendered, dpi, target)

    images = list(page_images(rendered.pdf, dpi))
    digits = len(str(len(images)))
    stems = [f"{n:0{digits}d}" for n in range(1, 1 + len(images))]
    info = json.loads(rendered.manifest) if rendered.manifest else None
    if info is not None:
        stems = info["stems"]
    names = [target.with_name(f"{target.stem}-{stem}.png") for stem in stems]
    paths = [check_target(name, ".png", inputs) for name in names]
    files: list[tuple[Path, bytes | memoryview]] = list(zip(paths, images, strict=True))
    if info is not None and info.get("expect"):
        from .gamecrafter import refuse_unfit

        refuse_unfit(images, info["expect"], display_path(target))
    if info is not None:
        from .press.cardfiles import manifest_csv

        manifest = check_target(target.with_name(f"{target.stem}-manifest.csv"), ".csv", inputs)
        file_of = {stem: path.name for stem, path in zip(stems, paths, strict=True)}
        files.append((manifest, manifest_csv(info["cards"], file_of).encode()))
    write_all(files)  # every image or none
    return [path for path, _ in files]


@dataclass(frozen=True)
class Into:
    """An ``--out`` naming a folder (``output/prints/``): each product goes into it under
    its default name (a Tabletop Simulator export: the folder itself)."""

    folder: Path


Out = Path | Into | None
"""Where a product goes: a file (or a Tabletop Simulator folder), a folder to put it in
under its default name, or (None) the default folder."""

NAMES = {"print-pdf": "-print", "tts": "-tts", "cricut": "-cricut"}
"""What each format adds to a product's default name, so that no format's default file
is another's: ``skirmish-e5-deck.pdf``, ``skirmish-e5-deck-print.pdf``,
``skirmish-e5-deck-tts/`` (png: ``skirmish-e5-deck-<card>.png``)."""


def targets(
    product: Product, out: Out = None, folder: Path = DEFAULT_FOLDER, form: str = "pdf"
) -> list[Path]:
    """Where each piece of ``product`` goes (for tts, its folder; for png, the name its
    images are named after), each checked; nothing is written."""
    if isinstance(out, Into):
        folder, out = out.folder, (out.folder if form == "tts" else None)
    default = f"{product.name}{NAMES.get(form, '')}"
    if form == "tts":  # a folder of files, checked by the writer once it knows them
        return [(out if out is not None else folder / default).expanduser()] * len(product.pieces)
    suffix = ".png" if form in ("png", "cricut") else WRITERS[form][0]
    base = (out if out is not None else folder / f"{default}{suffix}").expanduser()
    return [
        check_target(
            base.with_name(f"{base.stem}{piece.suffix}{base.suffix}"), suffix, product.inputs
        )
        for piece in product.pieces
    ]


def _writer(product: Product, form: str, dpi: int) -> Writer:
    if form == "tts":
        from .ttsfiles import write_tts

        return partial(write_tts, inputs=product.inputs)
    if form == "png":
        return partial(write_png_pages, dpi=dpi, inputs=product.inputs)
    return partial(WRITERS[form][1], inputs=product.inputs)


def deliver(
    product: Product,
    out: Out = None,
    folder: Path = DEFAULT_FOLDER,
    form: str = "pdf",
    dpi: int = 150,
) -> list[Written]:
    """Render and write every piece of ``product``; one :class:`Written` per file.

    Every target is checked before anything is rendered or written.
    """
    return deliver_all([product], out, folder, form, dpi)


def deliver_all(
    products: Sequence[Product],
    out: Out = None,
    folder: Path = DEFAULT_FOLDER,
    form: str = "pdf",
    dpi: int = 150,
) -> list[Written]:
    """Render and write every piece of every product of one run, in order. Every target is
    checked first, and two products that would write one path are refused before
    anything is written."""
    planned = [(product, targets(product, out, folder, form)) for product in products]
    _refuse_shared(planned)
    written = []
    for product, paths in planned:
        writer = _writer(product, form, dpi)
        for piece, target in zip(product.pieces, paths, strict=True):
            rendered = piece.render()
            files = writer(target, rendered)
            for number, path in enumerate(files, 1):
                said = _image_report(form, path, number, files, rendered, dpi)
                line = f"{display_path(path)}: {said or piece.report(rendered)}"
                written.append(Written(path, rendered, line))
    return written


def _refuse_shared(planned: Sequence[tuple[Product, list[Path]]]) -> None:
    """One line naming both products when two of them would write the same path."""
    owner: dict[str, Product] = {}
    for product, paths in planned:
        for path in dict.fromkeys(paths):
            key = os.path.normcase(os.path.abspath(path))
            first = owner.setdefault(key, product)
            if first is not product:
                raise OutputError(
                    f"{display_path(path)}: both {_made_from(first)} and "
                    f"{_made_from(product)} would be written here; nothing was written. "
                    "Print them one at a time with --out, or rename one"
                )


def _made_from(product: Product) -> str:
    return display_path(product.inputs[0]) if product.inputs else product.name


def _image_report(
    form: str, path: Path, number: int, paths: list[Path], rendered: Rendered, dpi: int
) -> str | None:
    """What one file of an image format is (None for a PDF: its piece reports it)."""
    if form == "tts":
        from .ttsfiles import file_report

        return file_report(path, rendered)
    if path.suffix in (".svg", ".dxf") or form == "cricut":
        from .cutouts import cut_report

        return cut_report(form, path, rendered)
    if form != "png":
        return None
    if path.suffix == ".csv":
        return json.loads(rendered.manifest).get(
            "report", "each card's name, front, back and copies"
        )
    images = sum(p.suffix == ".png" for p in paths)
    return f"{'image' if rendered.manifest else 'page'} {number} of {images}, {dpi} dpi"
