// One autocannon run in a process of its own (the load generator must not share the app's event
// loop); reads its options as JSON from argv and prints the latency percentiles as JSON.
import autocannon from 'autocannon';

const { cookies, ...options } = JSON.parse(process.argv[2] ?? '{}');
// One session per connection (cookies[i] for the i-th): each client gets its own copies of the
// requests, since autocannon shares the request objects between clients.
if (Array.isArray(cookies) && cookies.length > 0) {
  let next = 0;
  const requests = options.requests ?? [{}];
  options.setupClient = (client) => {
    const cookie = cookies[next++ % cookies.length];
    client.requestIterator.setRequests(
      requests.map((request) => ({
        ...request,
        headers: { ...options.headers, ...request.headers, cookie },
      })),
    );
  };
}
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
    requests: latencies.length,
  }),
);
