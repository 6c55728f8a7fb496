-- wrk's script for bench/listing.ts --client wrk: the cache-missed listing run. Each request
-- posts a body never asked before: WRK_BODIES names a file of request bodies, one a line;
-- thread k of n (WRK_THREADS: init runs in the thread's own Lua state, not setup's) posts
-- lines k, k + n, k + 2n, ... once each, in order (as autocannon's run takes the next unasked
-- body), and only starts over if the file runs out. done() prints one line, WRK_SUMMARY {json},
-- which bench/listing.ts reads (latencies in microseconds; non2xx: wrk's own count of answers
-- other than 2xx and 3xx).
local counter = 0

function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
end

function init(args)
  local n = tonumber(os.getenv("WRK_THREADS"))
  bodies = {}
  local i = 0
  local file = assert(io.open(os.getenv("WRK_BODIES"), "r"))
  for line in file:lines() do
    if i % n == id then bodies[#bodies + 1] = line end
    i = i + 1
  end
  file:close()
  nextBody = 1
  headers = { ["Content-Type"] = "application/json", ["Accept"] = "application/json" }
end

function request()
  local body = bodies[nextBody]
  nextBody = nextBody % #bodies + 1
  return wrk.format("POST", nil, headers, body)
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_SUMMARY {"requests":%d,"durationUs":%d,"non2xx":%d,"errors":%d,"timeouts":%d,"p50":%d,"p975":%d,"p99":%d}\n',
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write, e.timeout,
    latency:percentile(50), latency:percentile(97.5), latency:percentile(99)))
end
