import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { ephemeralStart, freePorts } from './free-port.ts';

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
