-- wrk script: counts every answer by status class across all threads, and
-- prints one line at the end with wrk's socket errors beside them:
--   counts answered=N server_errors=N client_errors=N connect=N read=N write=N timeout=N
-- answered is 1xx-3xx (a 304 is an answer), server_errors 5xx (HAProxy's 502
-- and 503 when no instance could take the request), client_errors 4xx.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  answered, server_errors, client_errors = 0, 0, 0
end

function response(status, headers, body)
  if status < 400 then
    answered = answered + 1
  elseif status >= 500 then
    server_errors = server_errors + 1
  else
    client_errors = client_errors + 1
  end
end

function done(summary, latency, requests)
  local a, s, c = 0, 0, 0
  for _, thread in ipairs(threads) do
    a = a + thread:get("answered")
    s = s + thread:get("server_errors")
    c = c + thread:get("client_errors")
  end
  local e = summary.errors
  io.write(string.format("counts answered=%d server_errors=%d client_errors=%d connect=%d read=%d write=%d timeout=%d p99=%.3f\n",
    a, s, c, e.connect, e.read, e.write, e.timeout, latency:percentile(99) / 1000))
end
