-- wrk: a traceparent of its own on every request (a new trace id and span
-- id, sampled), as clients send one per action; the other headers as given.
local digits = "0123456789abcdef"

local function hex(count)
  local out = {}
  for i = 1, count do
    local at = math.random(1, 16)
    out[i] = digits:sub(at, at)
  end
  return table.concat(out)
end

function setup(thread)
  thread:set("seed", math.random(1, 2^30))
end

function init(args)
  math.randomseed(seed or os.time())
end

function request()
  wrk.headers["traceparent"] = "00-" .. hex(32) .. "-" .. hex(16) .. "-01"
  return wrk.format()
end
