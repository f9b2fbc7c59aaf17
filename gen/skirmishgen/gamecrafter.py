"""The Game Crafter's deck upload: one PNG a distinct face at their template's pixel size,
and the check that reads every image back before any is written.

Their poker deck's template is 2.5 x 3.5 in trimmed with 1/8 in bleed all round, at
300 dpi: 825 x 1125 px. That is the one template we could confirm, so it is the only
card size this pack takes; any other is refused in one line.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import OutputError
from .press.paper import Size


@dataclass(frozen=True)
class Template:
    """A card product of theirs: its name, trimmed card, bleed (mm) and image (px)."""

    product: str
    card: Size
    bleed: float
    pixels: tuple[int, int]
    dpi: int = 300


POKER = Template("poker deck", Size(63.5, 88.9), 3.175, (825, 1125))
TEMPLATES = (POKER,)
"""The templates we could confirm: their poker deck only."""

TOLERANCE = 0.05
"""mm: how near a card must be to a template's trim to be that product."""


def template_for(card: Size) -> Template | None:
    """The template whose trim is ``card`` (within 0.05 mm), or None."""
    for template in TEMPLATES:
        wide = abs(template.card.width - card.width) <= TOLERANCE
        tall = abs(template.card.height - card.height) <= TOLERANCE
        if wide and tall:
            return template
    return None


def expectation(template: Template) -> dict[str, object]:
    """What the output seam checks every image against (kept in a deck's manifest)."""
    return {"service": "The Game Crafter", "pixels": list(template.pixels), "dpi": template.dpi}


def refuse_unfit(images: Sequence[bytes], expect: Mapping[str, Any], shown: str) -> None:
    """Refuse, in one line naming ``shown``, images that are not the upload ``expect``
    describes; nothing is written then."""
    found = problems(images, tuple(expect["pixels"]), expect["dpi"])
    if found:
        raise OutputError(
            f"{shown}: not {expect['service']}'s upload: {'; '.join(found)}; nothing written"
        )


def problems(images: Sequence[bytes], pixels: tuple[int, ...], dpi: int) -> list[str]:
    """What keeps ``images`` (PNG bytes) from being the upload: each must be an opaque
    RGB PNG of ``pixels``, marked at ``dpi``. Empty: all are. At most five are named."""
    from PIL import Image

    found: list[str] = []
    for number, data in enumerate(images, 1):
        with Image.open(io.BytesIO(data)) as image:
            if image.format != "PNG":
                found.append(f"image {number} is not a PNG")
            if image.size != pixels:
                width, height = image.size
                found.append(f"image {number} is {width} x {height} px")
            if image.mode != "RGB":
                found.append(f"image {number} is {image.mode}, not RGB")
            marked = image.info.get("dpi", (0, 0))
            if round(marked[0]) != dpi or round(marked[1]) != dpi:
                found.append(f"image {number} is not marked {dpi} dpi")
    return found[:5]
