"""A printer's scale correction, applied to whole pages about their centre: set for a
document by ``pdf.page_scale``, read by the canvas as it closes each page."""

from __future__ import annotations

from contextvars import ContextVar

PAGE_SCALE: ContextVar[tuple[float, float]] = ContextVar("page_scale", default=(1.0, 1.0))
"""A printer's scale correction (across, up), applied to whole pages about their centre."""


def scale_command(width: float, height: float) -> str | None:
    """The PDF operator that scales a page of ``width`` x ``height`` points about its centre
    (None at scale 1: the page is then byte-identical to one never scaled)."""
    across, up = PAGE_SCALE.get()
    if (across, up) == (1.0, 1.0):
        return None
    dx, dy = (1 - across) * width / 2, (1 - up) * height / 2
    return f"{across:.6f} 0 0 {up:.6f} {dx:.4f} {dy:.4f} cm"
