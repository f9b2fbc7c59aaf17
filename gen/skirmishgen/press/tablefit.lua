--[[ skirmishgen: each piece at the size it prints.
A piece's memo holds its printed size in inches: "skirmishgen fit WIDTH DEPTH" for a flat piece,
"skirmishgen fit WIDTH HEIGHT upright" for a standee (measured with its stand, so its scale is
the larger of the width's and the height's: the stand swells neither). Once its picture has
loaded and the piece measures alike on two frames running, it is scaled to that size; a
board's snap points move with it. Then its memo says
"skirmishgen fitted", so a game saved afterwards keeps its scale. A deck whose memo says
"skirmishgen shuffle" is shuffled once, as the game first loads; a die whose memo says
"skirmishgen fit WIDTH die" is scaled evenly to that width at its widest; the save's own
table ("skirmishgen table") is made one nobody can pick up, select or delete. ]]

local MARK = "skirmishgen fit "

local function scaled(snaps, before, after)
  for _, snap in ipairs(snaps) do
    local at = snap.position
    snap.position = {
      x = at.x * before.x / after.x, y = at.y, z = at.z * before.z / after.z
    }
  end
  return snaps
end

local function gone(piece)
  return piece == nil or piece.isDestroyed()
end

local function fit(piece)
  if gone(piece) then return end
  local memo = piece.memo or ""
  local wide, deep = memo:match("^skirmishgen fit ([%d%.]+) ([%d%.]+)$")
  local across, high = memo:match("^skirmishgen fit ([%d%.]+) ([%d%.]+) upright$")
  local die = memo:match("^skirmishgen fit ([%d%.]+) die$")
  local size, scale = piece.getBoundsNormalized().size, piece.getScale()
  if size == nil or size.x <= 0 or size.z <= 0 then return end
  local after
  if wide then
    after = {
      x = scale.x * tonumber(wide) / size.x,
      y = scale.y,
      z = scale.z * tonumber(deep) / size.z,
    }
  elseif across then
    if size.y <= 0 then return end
    local k = math.max(tonumber(across) / size.x, tonumber(high) / size.y)
    after = { x = scale.x * k, y = scale.y * k, z = scale.z * k }
  elseif die then
    local k = tonumber(die) / math.max(size.x, size.z)
    after = { x = scale.x * k, y = scale.y * k, z = scale.z * k }
  else
    return
  end
  local snaps = piece.getSnapPoints()
  piece.setScale(after)
  if #snaps > 0 then piece.setSnapPoints(scaled(snaps, scale, after)) end
  piece.memo = "skirmishgen fitted"
end

local function settled(piece)
  -- loaded, and measured alike on two frames running: a piece may take a frame or more
  -- after its picture to take the picture's shape
  local last
  return function()
    if gone(piece) then return true end
    if piece.loading_custom then
      last = nil
      return false
    end
    local size = piece.getBoundsNormalized().size
    if size == nil then return false end
    local now = string.format("%.4f %.4f %.4f", size.x, size.y, size.z)
    local same = now == last
    last = now
    return same
  end
end

local function waiting()
  local left = 0
  for _, piece in ipairs(getObjects()) do
    if (piece.memo or ""):sub(1, #MARK) == MARK then left = left + 1 end
  end
  if left > 0 then
    local some = left == 1 and " piece did" or " pieces did"
    print("skirmishgen: " .. left .. some .. " not load a picture in time, "
      .. "so kept the size saved with it.")
  end
end

function onLoad()
  -- a frame first: a piece starts loading its picture once the game has spawned it
  Wait.frames(function()
    for _, piece in ipairs(getObjects()) do
      if piece.memo == "skirmishgen table" then
        -- the save's own table: not to be picked up, selected or deleted by accident
        piece.interactable = false
      elseif piece.memo == "skirmishgen shuffle" then
        -- a deck to draw from, saved in its file's order: shuffled once
        piece.shuffle()
        piece.memo = "skirmishgen shuffled"
      elseif (piece.memo or ""):sub(1, #MARK) == MARK then
        Wait.condition(
          function() fit(piece) end,
          settled(piece),
          120
        )
      end
    end
    Wait.time(waiting, 121)
  end, 1)
end
