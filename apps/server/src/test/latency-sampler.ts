/** Latencies in milliseconds and their percentiles (nearest rank), for tests and benches. */
export type LatencySummary = { samples: number; p50: number; p99: number; max: number };

export function summarise(latencies: readonly number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const rank = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? NaN;
  return { samples: sorted.length, p50: rank(0.5), p99: rank(0.99), max: rank(1) };
}

export const describeLatency = ({ samples, p50, p99, max }: LatencySummary) =>
  `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms (${samples} samples)`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GETs `url` every `everyMs` until `work` settles and returns each sample's latency, counted from
 * when it was due: a tick the event loop missed (ours or the server's) is a sample that waited,
 * answered by the next request sent, so a stall shows as its whole length, not as one slow sample.
 */
export async function sampleLatencyDuring(
  url: string,
  work: Promise<unknown>,
  everyMs = 10,
): Promise<number[]> {
  let settled = false;
  void work.then(
    () => (settled = true),
    () => (settled = true),
  );
  const started = performance.now();
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  let tick = 0;
  while (!settled) {
    const due = started + tick * everyMs;
    if (due > performance.now()) await sleep(due - performance.now());
    const dues: number[] = [];
    while (started + tick * everyMs <= performance.now()) dues.push(started + tick++ * everyMs);
    inFlight.push(
      fetch(url).then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const answered = performance.now();
        for (const missed of dues) latencies.push(answered - missed);
      }),
    );
  }
  await Promise.all(inFlight);
  return latencies;
}
