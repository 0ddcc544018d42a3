import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Milliseconds for one call of fn, averaged over repeats of at least minMs in total. */
export function timePerCall(fn: () => unknown, minMs = 2): number {
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    fn();
    calls++;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return elapsed / calls;
}

/** Each query's time per call in milliseconds, after a warm-up pass over all of them. */
export function perQuery<Q>(queries: readonly Q[], run: (query: Q) => unknown): number[] {
  for (const query of queries) run(query);
  return queries.map((query) => timePerCall(() => run(query)));
}

export function timeSync(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** Bytes retained by what make() returns: heap and array buffers, after full collections. */
export function retainedBytes<T>(make: () => T): { value: T; bytes: number } {
  const used = () => {
    collectGarbage();
    collectGarbage();
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.arrayBuffers;
  };
  const before = used();
  const value = make();
  return { value, bytes: used() - before };
}

export async function timeAsync<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - start };
}
