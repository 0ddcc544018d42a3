// One autocannon run in a process of its own (the load generator must not share the app's event
// loop); reads its options as JSON from argv and prints the latency percentiles as JSON.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
const latencies = [];
const run = autocannon(options);
run.on('response', (_client, _status, _bytes, took) => latencies.push(took));
const result = await run;
latencies.sort((a, b) => a - b);
const at = (p) =>
  latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
process.stdout.write(
  JSON.stringify({
    p50: at(50),
    p95: at(95),
    p99: at(99),
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors,
  }),
);
