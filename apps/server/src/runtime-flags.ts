/**
 * Node's flags for a server process (decision 029). `npm run serve` starts the server with them
 * (package.json, checked by runtime-flags.test.ts) and so do the tests that start it as a child
 * process.
 * - A young generation of 8 MB semi-spaces instead of 16 takes ~45 MB off a server's resident
 *   memory, idle or importing 100,000 products, at no measured cost in list throughput.
 * - `--expose-gc` lets a bulk job collect its finished batches (collectGarbage): V8 would let
 *   them pile up by ~100 MB before a full collection of its own.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--expose-gc'] as const;

/**
 * A full garbage collection (~30 ms on a server's heap), for a bulk job between batches; nothing
 * where Node runs without --expose-gc (the tests' in-process app, a plain `node` run).
 */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
