"""The files a cutter's product writes beside its print, for the output seam
(:mod:`.output`): Silhouette's cut files beside the PDF, Cricut's sheet images with their
cut lines, and the one-line report of each. Made here, checked and written there (all of
them, or none)."""

from __future__ import annotations

from pathlib import Path

from .press.pdf import Rendered

Files = list[tuple[Path, bytes | memoryview]]


def cut_files(target: Path, rendered: Rendered) -> Files:
    """Each front sheet's cut lines beside the PDF ``target``: ``<stem>-cut-<n>.svg`` and
    ``.dxf`` (none for a product without a cutter)."""
    from .press.cutfiles import dxf, svg

    files: Files = []
    digits = len(str(max((cut.number for cut in rendered.cuts), default=1)))
    for cut in rendered.cuts:
        stem = f"{target.stem}-cut-{cut.number:0{digits}d}"
        title = f"{target.stem}, {cut.label}"
        for suffix, text in ((".svg", svg(cut, title)), (".dxf", dxf(cut))):
            files.append((target.with_name(stem + suffix), text.encode()))
    return files


def cricut_files(target: Path, rendered: Rendered, dpi: int) -> Files:
    """Each Design Space sheet as ``<stem>-<n>.png`` (``dpi``, clear round its pieces, so
    that its outline is the cut) and ``<stem>-<n>.svg`` (its cut and score lines, the same
    size)."""
    from .press.cutfiles import svg
    from .press.raster import page_images

    images = list(page_images(rendered.pdf, dpi, clear=True))
    digits = len(str(len(images)))
    files: Files = []
    for image, cut in zip(images, rendered.cuts, strict=True):
        stem = f"{target.stem}-{cut.number:0{digits}d}"
        text = svg(cut, f"{target.stem}, {cut.label}").encode()
        files += [(target.with_name(f"{stem}.png"), image), (target.with_name(f"{stem}.svg"), text)]
    return files


def cut_report(form: str, path: Path, rendered: Rendered) -> str:
    """What one file a cutter's product wrote is: a cut file, or a Design Space image."""
    number = int(path.stem.rsplit("-", 1)[1])
    cut = next(cut for cut in rendered.cuts if cut.number == number)
    count = len(cut.of("cut"))
    pieces = f"{count} piece{'s' * (count != 1)}"
    if cut.of("score"):
        pieces += f", {len(cut.of('score'))} scored"
    if form == "cricut" and path.suffix == ".png":
        size = f"{cut.paper.width:.1f} x {cut.paper.height:.1f} mm"
        return f"Design Space Print Then Cut image, {cut.label}: upload at {size}"
    if form == "cricut":
        return f"cut lines of the image beside it: {pieces}"
    kind = "Silhouette Studio (DXF)" if path.suffix == ".dxf" else "SVG"
    return f"{kind} cut file of {cut.label}: {pieces}"
