// What the report shows: each metric reads one number from one round's
// results of one server; the report takes the median over rounds.
const stdio = (label, unit, better, get, digits = 1) => ({ section: 'stdio', label, unit, better, get, digits });
const http = (label, unit, better, get, digits = 0) => ({ section: 'http', label, unit, better, get, digits });
const MB = 1024 * 1024;

export const metrics = {
  init1: stdio('cold start → initialize reply, 1 tool', 'ms', 'lower', (r) => r.cold1.initMs),
  list1: stdio('cold start → first tools/list reply, 1 tool', 'ms', 'lower', (r) => r.cold1.firstListAtMs),
  init1000: stdio('cold start → initialize reply, 1,000 tools', 'ms', 'lower', (r) => r.cold1000.initMs),
  list1000: stdio('cold start → first tools/list reply, 1,000 tools', 'ms', 'lower', (r) => r.cold1000.firstListAtMs),
  call1000: stdio('cold start → first tools/call reply, 1,000 tools', 'ms', 'lower', (r) => r.cold1000.firstCallAtMs),
  firstCall1000: stdio('tools/call latency, 1,000 tools, first call after start', 'ms', 'lower', (r) => r.cold1000.firstCallMs, 2),
  firstList1000: stdio('tools/list latency, 1,000 tools, first call', 'ms', 'lower', (r) => r.cold1000.firstListMs, 2),
  warmList1000: stdio('tools/list latency, 1,000 tools, warm', 'ms', 'lower', (r) => r.cold1000.warmListMs, 2),
  listSize1000: stdio('tools/list size, 1,000 tools', 'KB', 'lower', (r) => r.cold1000.listBytes / 1024, 0),
  rss1: stdio('RSS after start, 1 tool', 'MB', 'lower', (r) => r.cold1.rssBytes / MB),
  rss1000: stdio('RSS after start, 1,000 tools', 'MB', 'lower', (r) => r.cold1000.rssBytes / MB),
  seqRate: stdio('tools/call sequential', 'calls/s', 'higher', (r) => r.calls.sequential.callsPerSecond, 0),
  seqP50: stdio('tools/call sequential p50', 'ms', 'lower', (r) => r.calls.sequential.p50Ms, 3),
  seqP99: stdio('tools/call sequential p99', 'ms', 'lower', (r) => r.calls.sequential.p99Ms, 2),
  seqCpu: stdio('tools/call sequential, server CPU per call', 'µs', 'lower', (r) => r.calls.sequential.cpuUsPerCall),
  pipeRate: stdio('tools/call 64 in flight', 'calls/s', 'higher', (r) => r.calls.pipelined.callsPerSecond, 0),
  pipeP50: stdio('tools/call 64 in flight p50', 'ms', 'lower', (r) => r.calls.pipelined.p50Ms, 2),
  pipeP99: stdio('tools/call 64 in flight p99', 'ms', 'lower', (r) => r.calls.pipelined.p99Ms, 2),
  pipeCpu: stdio('tools/call 64 in flight, server CPU per call', 'µs', 'lower', (r) => r.calls.pipelined.cpuUsPerCall),
  badSeqRate: stdio('invalid call sequential', 'calls/s', 'higher', (r) => r.calls.invalidSequential.callsPerSecond, 0),
  badSeqP50: stdio('invalid call sequential p50', 'ms', 'lower', (r) => r.calls.invalidSequential.p50Ms, 3),
  badSeqCpu: stdio('invalid call sequential, server CPU per call', 'µs', 'lower', (r) => r.calls.invalidSequential.cpuUsPerCall),
  badPipeRate: stdio('invalid call 64 in flight', 'calls/s', 'higher', (r) => r.calls.invalidPipelined.callsPerSecond, 0),
  badPipeP99: stdio('invalid call 64 in flight p99', 'ms', 'lower', (r) => r.calls.invalidPipelined.p99Ms, 2),
  badPipeCpu: stdio('invalid call 64 in flight, server CPU per call', 'µs', 'lower', (r) => r.calls.invalidPipelined.cpuUsPerCall),
  httpRate1: http('HTTP stateless tools/call, 1 tool', 'req/s', 'higher', (r) => r[1].requestsPerSecond),
  httpCpu1: http('HTTP stateless, server CPU per request, 1 tool', 'µs', 'lower', (r) => r[1].cpuUsPerRequest),
  httpRate1000: http('HTTP stateless tools/call, 1,000 tools', 'req/s', 'higher', (r) => r[1000].requestsPerSecond),
  httpCpu1000: http('HTTP stateless, server CPU per request, 1,000 tools', 'µs', 'lower', (r) => r[1000].cpuUsPerRequest),
};

/** Issue #19's targets: ours against the floor, measured in the same run (CPU, not rates: client and server share 2 cores). */
export const targets = [
  { metric: 'pipeCpu', atMost: 1.2 },
  { metric: 'badPipeCpu', atMost: 1.3 },
  { metric: 'httpCpu1', atMost: 1.2 },
  { metric: 'httpCpu1000', atMost: 1.2 },
  { metric: 'init1000', atMost: 1.2 },
  { metric: 'list1000', atMost: 1.2 },
  { metric: 'rss1000', atMost: 1.2 },
];
