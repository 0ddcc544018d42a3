/** CPU time a long pass spends before it lets the event loop run: what other requests wait at most. */
export const SLICE_MS = 5;

/**
 * A long CPU-bound pass (reading a 50 MB CSV) cut into slices, so that one upload cannot stall
 * every other request of the process (decision 039). The pass checks `spent` often (a clock read)
 * and awaits `pause()` when it is: setImmediate lets the I/O waiting meanwhile run first.
 */
export class CpuSlices {
  private sliceStarted = performance.now();

  constructor(private readonly sliceMs: number = SLICE_MS) {}

  get spent(): boolean {
    return performance.now() - this.sliceStarted >= this.sliceMs;
  }

  async pause(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.sliceStarted = performance.now();
  }
}
