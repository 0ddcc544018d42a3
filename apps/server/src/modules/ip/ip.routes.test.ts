import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { isAllowListed, normaliseIp } from './client-ip.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const askIp = (baseUrl: string) =>
  fetch(`${baseUrl}/api/ip/getUserIp`, { headers: { 'x-forwarded-for': '203.0.113.9' } }).then(
    (response) => response.json(),
  );

describe('GET /api/ip/getUserIp', () => {
  it('ignores forwarded headers unless a proxy is trusted', async () => {
    app = await startTestApp();
    expect(await askIp(app.baseUrl)).toEqual({ data: '127.0.0.1' });
  });

  it('reads the forwarded address when TRUST_PROXY is set', async () => {
    app = await startTestApp({ TRUST_PROXY: 'true' });
    expect(await askIp(app.baseUrl)).toEqual({ data: '203.0.113.9' });
  });
});

describe('client IP helpers', () => {
  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['127.0.0.1', '127.0.0.1'],
    ['::1', '::1'],
    ['2001:db8::1', '2001:db8::1'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normaliseIp(input)).toBe(expected);
  });

  it('matches the allow-list after normalising', () => {
    expect(isAllowListed('::ffff:127.0.0.1', ['127.0.0.1', '::1'])).toBe(true);
    expect(isAllowListed('10.0.0.1', ['127.0.0.1', '::1'])).toBe(false);
  });
});
