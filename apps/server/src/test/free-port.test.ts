import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { ephemeralStart, freePorts, portsDrawnFrom } from './free-port.ts';

it('hands out distinct ports below the ephemeral range, each free to bind', async () => {
  const ports = await freePorts(5);
  expect(new Set(ports).size).toBe(5);
  const rangeStart = ephemeralStart();
  expect(rangeStart).toBeGreaterThan(12_000); // Linux's range here; elsewhere the OS picks
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(10_000);
    expect(port).toBeLessThan(rangeStart!);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

it("draws each test worker's ports from a slice no other worker draws from", () => {
  const slices = [0, 1, 2, 7].map((poolId) => portsDrawnFrom(32_768, poolId)!);
  for (const slice of slices) {
    expect(slice.low).toBeGreaterThanOrEqual(10_000);
    expect(slice.high).toBeLessThan(32_768);
    expect(slice.high - slice.low).toBeGreaterThan(2_000);
  }
  for (const [index, slice] of slices.entries()) {
    for (const other of slices.slice(index + 1)) {
      expect(slice.high < other.low || other.high < slice.low).toBe(true);
    }
  }
  expect(portsDrawnFrom(32_768, 9)).toEqual(portsDrawnFrom(32_768, 1));
  expect(portsDrawnFrom(11_000, 1)).toBeUndefined();
});
