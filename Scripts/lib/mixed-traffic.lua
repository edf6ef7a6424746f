-- wrk script for Scripts/benchmark-scale-out.sh: what clients send, mixed.
-- Per 20 requests: 9 screens (three kinds), 7 revalidations (304), 2
-- analytics batches, 2 commands (a Scan & Go order). SDUI_ETAG_MUSIC and
-- SDUI_ETAG_PARCELS hold the tags the 304s send. At the end, one line of
-- latency percentiles for the script to read.
local music_tag = os.getenv("SDUI_ETAG_MUSIC") or ""
local parcels_tag = os.getenv("SDUI_ETAG_PARCELS") or ""
local counter = 0
local thread_id = 0

function setup(thread)
  thread_id = thread_id + 1
  thread:set("id", thread_id)
end

local function analytics()
  counter = counter + 1
  local id = string.format("bench-%d-%d-%d", id or 0, counter, math.random(1, 1000000000))
  local body = '{"events":[{"id":"' .. id .. '","name":"screenView","timestamp":1795000000000,"properties":{}}]}'
  return wrk.format("POST", "/v2/analytics/events", {["Content-Type"] = "application/json"}, body)
end

local function order()
  local body = '{"location":"AMS-01","state":{"parcelCode":"3SDEMO0001234"}}'
  return wrk.format("POST", "/v2/commands/scan-and-go/parcel", {["Content-Type"] = "application/json"}, body)
end

local plan = {
  function() return wrk.format("GET", "/v2/screens/music") end,
  function() return wrk.format("GET", "/v2/screens/music", {["If-None-Match"] = music_tag}) end,
  function() return wrk.format("GET", "/v2/screens/parcels") end,
  function() return wrk.format("GET", "/v2/screens/parcels", {["If-None-Match"] = parcels_tag}) end,
  function() return wrk.format("GET", "/v2/screens/home") end,
  function() return wrk.format("GET", "/v2/screens/music", {["If-None-Match"] = music_tag}) end,
  function() return wrk.format("GET", "/v2/screens/composers/bach") end,
  analytics,
  function() return wrk.format("GET", "/v2/screens/parcels", {["If-None-Match"] = parcels_tag}) end,
  function() return wrk.format("GET", "/v2/screens/music") end,
  order,
  function() return wrk.format("GET", "/v2/screens/home") end,
  function() return wrk.format("GET", "/v2/screens/music", {["If-None-Match"] = music_tag}) end,
  function() return wrk.format("GET", "/v2/screens/parcels") end,
  function() return wrk.format("GET", "/v2/screens/parcels", {["If-None-Match"] = parcels_tag}) end,
  analytics,
  function() return wrk.format("GET", "/v2/screens/composers/bach") end,
  function() return wrk.format("GET", "/v2/screens/music", {["If-None-Match"] = music_tag}) end,
  order,
  function() return wrk.format("GET", "/v2/screens/music", {["If-None-Match"] = music_tag}) end,
}
local step = 0

function request()
  step = step % #plan + 1
  return plan[step]()
end

-- The percentiles line, written once (Scripts/lib/percentiles.lua); wrk runs from the repository.
dofile("Scripts/lib/percentiles.lua")
