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

import contextlib
import glob
import json
import math
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Protocol

from .errors import OutputError, display_path
from .press.pdf import Rendered
from .press.raster import DPI_RANGE, page_sizes, pixels

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


MAX_IMAGES = 1000
"""The most images one run writes (pages, card faces or a virtual table's cards): they are
all made before the first is written, so their number bounds the memory."""
MAX_PIXELS = 250_000_000
"""The most pixels one run rasterises, over all its images: about ten seconds of drawing
and compressing (28 A4 pages at 300 dpi, 7 at 600), so an absurd size or resolution is
refused before the first image is drawn rather than after minutes."""


def _bounded(rendered: Rendered, dpi: int, target: Path) -> None:
    count = rendered.pages
    if count > MAX_IMAGES:
        raise OutputError(
            f"{display_path(target)}: {count} images, more than the {MAX_IMAGES} one run "
            "writes; make the PDF, or split the deck"
        )
    sizes = page_sizes(rendered.pdf)
    total = pixels(sizes, dpi)
    if total > MAX_PIXELS:
        fits = math.floor(dpi * math.sqrt(MAX_PIXELS / total))
        while fits >= DPI_RANGE[0] and pixels(sizes, fits) > MAX_PIXELS:
            fits -= 1
        fix = f"choose --dpi {fits} or less" if fits >= DPI_RANGE[0] else "make the PDF"
        raise OutputError(
            f"{display_path(target)}: {count} images at {dpi} dpi come to "
            f"{total / 1e6:,.0f} million pixels, more than the {MAX_PIXELS / 1e6:,.0f} million "
            f"one run draws; {fix}, or a smaller card size"
        )


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


def write_tts(folder: Path, rendered: Rendered, inputs: Iterable[Path] = ()) -> list[Path]:
    """A deck's Tabletop Simulator saved object and its card sheets, in ``folder``: every
    image made and every name checked before the first file is written."""
    from .press.raster import page_bitmaps
    from .press.tts import with_urls

    if folder.exists() and not folder.is_dir():
        raise OutputError(
            f"{display_path(folder)}: --format tts writes a folder, and this is a file; "
            "choose a folder with --out"
        )
    info = json.loads(rendered.manifest)
    _bounded(rendered, info["dpi"], folder)
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
        return "Tabletop Simulator saved object" if path.suffix == ".json" else "card sheet"
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


def check_target(path: Path, suffix: str, inputs: Iterable[Path] = ()) -> Path:
    """Refuse an output path that is a folder, one of the inputs, or of another format."""
    shown = display_path(path)
    try:
        return _checked(path, shown, suffix, inputs)
    except OSError as error:  # e.g. a name too long for the file system
        raise OutputError(
            f"{shown}: cannot be used as an output ({error.strerror}); choose another --out"
        ) from None


def _checked(target: Path, shown: str, suffix: str, inputs: Iterable[Path]) -> Path:
    if target.is_dir():
        raise OutputError(
            f"{shown}: is a folder; give --out a file name such as {shown}/file{suffix}"
        )
    plain = Path(os.path.normpath(os.path.abspath(target)))  # "sub/../x" is x, made or not
    for source in inputs:
        if source.exists() and any(
            p.exists() and os.path.samefile(source, p) for p in (target, plain)
        ):
            raise OutputError(
                f"{shown}: is the input file and would be overwritten; choose another --out"
            )
    if target.suffix.lower() != suffix:
        raise OutputError(f"{shown}: the output must be a {suffix} file; end --out with {suffix}")
    return target


def _clear_stale(path: Path) -> None:
    """Remove temporary files an earlier write of ``path`` left when it was killed
    (``.<name>.sg-<pid>-*.tmp`` whose process is gone)."""
    for stale in path.parent.glob(f".{glob.escape(path.name)}.sg-*.tmp"):
        pid = stale.name[len(path.name) + 5 :].split("-", 1)[0]
        if pid.isdigit() and not _alive(int(pid)):
            with contextlib.suppress(OSError):
                stale.unlink()


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # exists, but not ours
        return True
    return True


def write_atomic(path: Path, data: bytes | memoryview) -> None:
    """Write ``data`` to a temporary file beside ``path``, then rename it into place.

    A failure at any point leaves ``path`` as it was (absent or the old file).
    """
    write_all([(path, data)])


def write_all(files: Sequence[tuple[Path, bytes | memoryview]]) -> None:
    """Write a set of files as one: each to a temporary file beside it first, and only
    when all are written, each renamed into place. A failure (a full disk), a stop
    (SIGINT, SIGTERM, SIGHUP) or an error before the renames leaves every path as it was;
    temporary files a killed run leaves are removed by the next run's writes."""
    written: list[tuple[str, Path]] = []
    renamed, current = 0, files[0][0] if files else Path()
    try:
        for current, data in files:
            written.append((_temporary(current, data), current))
        for temporary, current in written:
            os.replace(temporary, current)
            renamed += 1
    except OSError as error:
        raise OutputError(
            f"{display_path(current)}: cannot be written ({error.strerror}); "
            "choose a writable place with --out"
        ) from None
    finally:
        for temporary, _ in written[renamed:]:
            with contextlib.suppress(OSError):
                os.unlink(temporary)


def _temporary(path: Path, data: bytes | memoryview) -> str:
    """``data`` in a new temporary file beside ``path`` (its folder made if need be),
    synced, with the permissions a new file gets; its name."""
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise OutputError(
            f"{display_path(path)}: cannot create the folder {display_path(folder)} "
            f"({error.strerror}); choose a writable place with --out"
        ) from None
    if path.exists() and not path.is_file():  # a device or pipe: never replaced by a file
        raise OutputError(
            f"{display_path(path)}: is not a regular file; choose a file name with --out"
        )
    _clear_stale(path)
    prefix = f".{path.name}.sg-{os.getpid()}-"
    import tempfile  # only when a file is written: off the start-up path

    handle, temporary = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=folder)
    try:
        with os.fdopen(handle, "wb") as stream:
            handle = -1
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)
    except BaseException:
        if handle != -1:
            os.close(handle)
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    return temporary
