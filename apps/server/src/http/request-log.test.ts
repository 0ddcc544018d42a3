import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});

let app: TestApp;
// Every request counts as slow here, so the one line a request may leave at info shows.
beforeAll(async () => {
  app = await startTestApp({ SLOW_REQUEST_MS: '0' }, { logStream, logLevel: 'info' });
});
afterAll(() => app?.close());

describe('request log at info (decision 067)', () => {
  it('leaves no access lines for requests, only one warning for a slow one', async () => {
    lines.length = 0;
    const response = await fetch(`${app.baseUrl}/api/ip/getUserIp`);
    expect(response.status).toBe(200);
    const refused = await fetch(`${app.baseUrl}/api/suppliers/search`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(refused.status).toBe(401);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => [line.level, line.msg, (line.res as any)?.statusCode])).toEqual([
      [40, 'slow request', 200],
      [40, 'slow request', 401],
    ]);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/api/ip/getUserIp' } });
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
  });
});
