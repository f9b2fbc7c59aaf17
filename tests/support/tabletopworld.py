"""A stand-in for Tabletop Simulator that runs a saved game's script: the objects of the
save, sized by a rule of the test's choosing, the few calls the script makes, and the
script itself run by a real Lua 5.2 (Tabletop Simulator's MoonSharp speaks Lua 5.2).

The sizes at scale 1 are not Tabletop Simulator's (nobody documents those): a test picks
them unlike the save's recipe, so a fit that works only when the recipe is right fails."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import lupa.lua52 as lua52


@dataclass
class Piece:
    """One object of the save as the world holds it."""

    state: dict[str, Any]
    side: float
    """Inches its model is wide (and, flat, deep) at scale 1."""
    scale: dict[str, float] = field(default_factory=dict)
    snaps: list[dict[str, float]] = field(default_factory=list)
    stand: tuple[float, float] = (0.0, 0.0)
    """A standee's stand: its width over the picture's, its height over the picture's
    (measured with the picture, as a figurine's bounds hold its stand)."""
    late: int = 0
    """Measures once loaded that still show the model before its picture (half its size):
    a mesh rebuilt a frame after its picture came."""

    def __post_init__(self) -> None:
        t = self.state["Transform"]
        self.scale = {"x": t["scaleX"], "y": t["scaleY"], "z": t["scaleZ"]}
        self.snaps = [dict(p["Position"]) for p in self.state.get("AttachedSnapPoints", [])]

    @property
    def size(self) -> tuple[float, float]:
        """Inches (across, deep) on the table; a standee's picture's (across, high)."""
        if self.upright:
            return self.side * self.scale["x"], self.side * self.aspect * self.scale["y"]
        return self.side * self.scale["x"], self.side * self.scale["z"]

    @property
    def upright(self) -> bool:
        return self.state["Name"] == "Figurine_Custom"

    @property
    def aspect(self) -> float:
        """A standee's picture's height over its width (as its memo gives them)."""
        _mark, _fit, width, height, *_ = self.state["Memo"].split()
        return float(height) / float(width)

    def measured(self) -> dict[str, float]:
        """Inches its bounds span: a flat piece 0.1 thick at scale 1, a standee its
        picture and its stand."""
        across, deep = self.size
        if not self.upright:
            return {"x": across, "y": 0.1 * self.scale["y"], "z": deep}
        wide, high = self.stand
        return {"x": max(across, across * wide), "y": deep * (1 + high), "z": across * wide}

    def world_snaps(self) -> list[tuple[float, float]]:
        """Each snap point's inches from the piece's centre, before the piece's turn."""
        return [(p["x"] * self.scale["x"], p["z"] * self.scale["z"]) for p in self.snaps]


FRAMES = 10
"""Frames the world runs once the pictures have loaded."""


class World:
    """The save's objects, loaded: ``sides`` maps an object's ``Name`` to its model's
    inches at scale 1 (a standee's picture's width), ``stand`` is a standee's stand (see
    :attr:`Piece.stand`). ``run`` loads the save's script and lets every picture load."""

    def __init__(
        self,
        save: dict[str, Any],
        sides: dict[str, float],
        unloaded: frozenset[str] = frozenset(),
        stand: tuple[float, float] = (0.8, 0.05),
        late: frozenset[str] = frozenset(),
    ) -> None:
        self.save = save
        self.pieces = [
            Piece(
                state,
                sides.get(state["Name"], 1.0),
                stand=stand,
                late=int(state["Nickname"] in late),
            )
            for state in save["ObjectStates"]
        ]
        self.lua = lua52.LuaRuntime()
        self.waiting: list[tuple[Any, Any]] = []
        self.memos = [p.state.get("Memo", "") for p in self.pieces]
        self.unloaded = unloaded
        """Nicknames of pieces whose picture never loads."""
        self.frames: list[Any] = []
        self.timers: list[tuple[Any, float]] = []
        self.printed: list[str] = []
        self.shuffled: list[int] = []
        self.interactable: list[bool] = []
        """Whether each object can still be picked (the script may make it not)."""
        """The index of each deck the script shuffled, each time it did."""

    def _vector(self, values: dict[str, float]) -> Any:
        return self.lua.table_from(values)

    def _object(self, index: int) -> Any:
        piece = self.pieces[index]
        world = self

        def bounds() -> Any:  # the table Tabletop Simulator's API documents
            measured = piece.measured()
            if piece.late and not handle["loading_custom"]:
                piece.late -= 1
                measured = {axis: value / 2 for axis, value in measured.items()}
            size = world._vector(measured)
            centre = world._vector({"x": 0.0, "y": 1.0, "z": 0.0})
            offset = world._vector({"x": 0.0, "y": 0.0, "z": 0.0})
            return world.lua.table_from({"center": centre, "size": size, "offset": offset})

        def set_scale(vector: Any) -> bool:
            piece.scale = {axis: float(vector[axis]) for axis in "xyz"}
            return True

        def snaps() -> Any:
            points = [self.lua.table_from({"position": self._vector(p)}) for p in piece.snaps]
            return self.lua.table_from(points)

        def set_snaps(points: Any) -> bool:
            piece.snaps = [
                {axis: float(point["position"][axis]) for axis in "xyz"}
                for point in points.values()
            ]
            return True

        handle = self.lua.table_from(
            {
                "memo": self.memos[index],
                "getBoundsNormalized": bounds,
                "getScale": lambda: self._vector(dict(piece.scale)),
                "setScale": set_scale,
                "getSnapPoints": snaps,
                "setSnapPoints": set_snaps,
                "isDestroyed": lambda: False,
                "shuffle": lambda: self.shuffled.append(index) or True,
            }
        )
        handle["loading_custom"] = True
        return handle

    def run(self) -> World:
        """Load the save: run its script's ``onLoad``, then the next frame's work, then let
        every picture load (but those ``unloaded``) and the script's waits run; then time
        runs out for the rest."""
        globals_ = self.lua.globals()
        handles = [self._object(i) for i in range(len(self.pieces))]
        globals_.getObjects = lambda: self.lua.table_from(handles)
        globals_.print = lambda text: self.printed.append(str(text))
        globals_.Wait = self.lua.table_from(
            {
                "condition": self._condition,
                "frames": lambda run, count=1: self.frames.append(run),
                "time": lambda run, seconds, *_: self.timers.append((run, seconds)),
            }
        )
        self.lua.execute(self.save["LuaScript"])
        globals_.onLoad()
        for run in self.frames:
            run()
        for handle, piece in zip(handles, self.pieces, strict=True):
            handle["loading_custom"] = piece.state["Nickname"] in self.unloaded
        pending = list(self.waiting)
        for _frame in range(FRAMES):  # Wait.condition asks again every frame
            still = []
            for run, ready in pending:
                if ready():
                    run()
                else:
                    still.append((run, ready))
            pending = still
        for run, _ in self.timers:
            run()
        self.memos = [handle["memo"] for handle in handles]
        self.interactable = [handle["interactable"] is not False for handle in handles]
        return self

    def _condition(self, run: Any, ready: Any, timeout: float = 0.0, *_: Any) -> int:
        assert not ready(), "the script does not wait for the picture"
        assert timeout > 0
        self.waiting.append((run, ready))
        return len(self.waiting)

    def named(self, nickname: str) -> list[Piece]:
        return [p for p in self.pieces if p.state["Nickname"] == nickname]
