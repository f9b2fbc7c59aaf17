"""Every piece of a saved table at the size it prints, measured by Tabletop Simulator itself.

Tabletop Simulator documents a scale as "a multiple of the Object's default model size",
but not that size for a tile or a standee. So each flat piece and standee carries its
printed size in its memo, and the save's own script (:data:`FIT_SCRIPT`, run when the game
loads) waits for the piece's picture, measures it (``getBoundsNormalized``, in the table's
inches), and scales it to that size. A board's snap points are moved with it, so they stay
on its squares. A fitted piece's memo says so: a game saved afterwards keeps its scale,
and a piece the players rescale stays as they left it.

The scales the save is written with (:mod:`.tabletop`) are the best recipe known; the
script corrects whatever the recipe gets wrong.
"""

from __future__ import annotations

MARK = "skirmishgen fit"
"""How a memo that asks for a fit begins."""
FITTED = "skirmishgen fitted"
"""A fitted piece's memo."""
WAIT = 120
"""Seconds the script waits for a piece's picture to load before it leaves the piece as
it is."""


def flat_memo(width: float, depth: float) -> str:
    """The memo of a flat piece ``width`` x ``depth`` inches on the table."""
    return f"{MARK} {width:.4f} {depth:.4f}"


def upright_memo(width: float) -> str:
    """The memo of a standee ``width`` inches wide (its height follows its picture)."""
    return f"{MARK} {width:.4f}"


FIT_SCRIPT = f"""\
--[[ skirmishgen: each piece at the size it prints.
A piece's memo holds its printed size in inches: "{MARK} WIDTH DEPTH" for a flat piece,
"{MARK} WIDTH" for a standee. Once its picture has loaded, the piece is measured and
scaled to that size; a board's snap points move with it. Then its memo says
"{FITTED}", so a game saved afterwards keeps its scale. ]]

local MARK = "{MARK} "

local function scaled(snaps, before, after)
  for _, snap in ipairs(snaps) do
    local at = snap.position
    snap.position = {{
      x = at.x * before.x / after.x, y = at.y, z = at.z * before.z / after.z
    }}
  end
  return snaps
end

local function fit(piece)
  if piece == nil then return end
  local memo = piece.memo or ""
  local wide, deep = memo:match("^{MARK} ([%d%.]+) ([%d%.]+)$")
  local upright = memo:match("^{MARK} ([%d%.]+)$")
  local size, scale = piece.getBoundsNormalized(), piece.getScale()
  if size.x <= 0 or size.z <= 0 then return end
  local after
  if wide then
    after = {{
      x = scale.x * tonumber(wide) / size.x,
      y = scale.y,
      z = scale.z * tonumber(deep) / size.z,
    }}
  elseif upright then
    local k = tonumber(upright) / size.x
    after = {{ x = scale.x * k, y = scale.y * k, z = scale.z * k }}
  else
    return
  end
  local snaps = piece.getSnapPoints()
  piece.setScale(after)
  if #snaps > 0 then piece.setSnapPoints(scaled(snaps, scale, after)) end
  piece.memo = "{FITTED}"
end

function onLoad()
  for _, piece in ipairs(getObjects()) do
    if (piece.memo or ""):sub(1, #MARK) == MARK then
      Wait.condition(
        function() fit(piece) end,
        function() return piece == nil or not piece.loading_custom end,
        {WAIT}
      )
    end
  end
end
"""
"""The saved game's script: fits every piece whose memo asks for it."""
