"""AOF: Skirmish play-kit parts: objective, wound and stunned markers, and a 12" range ruler."""

from __future__ import annotations

from ...press.kit import (
    MARGIN,
    Part,
    Pen,
    calibration_bar,
    fixed,
    header,
    legend,
    ruler,
    token_grid,
)

OBJECTIVES = 5
"""The mission places D3+2 objectives: at most 5."""


def markers(pen: Pen) -> None:
    y = header(
        pen,
        "Markers",
        f"{OBJECTIVES} objective markers (the mission places D3+2), "
        "wound markers and stunned markers.",
    )
    y -= calibration_bar(pen, MARGIN, y - 12) + 4
    legend(pen, MARGIN, y, ("cut",))
    labels = [f"OBJ {n}" for n in range(1, OBJECTIVES + 1)] + ["STUNNED"] * 10 + ["WOUND"] * 27
    token_grid(pen, y - 5, labels, 23.0)
    pen.new_page()


def range_ruler(pen: Pen) -> None:
    y = header(
        pen,
        'Range ruler, 12"',
        'Marks at 3", 6", 9" and 12": charge and rush 12", '
        'advance 6", objectives seized within 3". Glue the two pieces at the 6" tick.',
    )
    y -= calibration_bar(pen, MARGIN, y - 12) + 4
    legend(pen, MARGIN, y, ("cut",))
    bands = ((0, 3, 0.9, 'within 3"'), (3, 6, 0.82, ""), (6, 9, 0.9, ""), (9, 12, 0.82, ""))
    ruler(pen, y - 6, 12, 6, bands=bands, marks=(3, 6, 9, 12))
    pen.new_page()


PARTS = (
    Part("markers", "markers", fixed(markers)),
    Part("ruler", "range ruler", fixed(range_ruler)),
)
