import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

const OPTIONS = {
  hsts: false,
  contentSecurityPolicy: {
    directives: { scriptSrc: ["'self'", "'wasm-unsafe-eval'"], upgradeInsecureRequests: null },
  },
};

function withRoutes(app: FastifyInstance) {
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('壊れました');
  });
  return app;
}

/** Every header but the date, as the app answers three kinds of request. */
async function headersOf(app: FastifyInstance) {
  const answers = await Promise.all(
    ['/ok', '/fails', '/none'].map((url) => app.inject({ method: 'GET', url })),
  );
  return answers.map(({ statusCode, headers: { date: _date, ...headers } }) => ({
    statusCode,
    headers,
  }));
}

describe('registerSecurityHeaders (decision 067)', () => {
  it('sets the headers @fastify/helmet set, on answers, errors and 404s', async () => {
    const plugin = Fastify({ logger: false });
    await plugin.register(fastifyHelmet, OPTIONS);
    const ours = Fastify({ logger: false });
    registerSecurityHeaders(ours, OPTIONS);
    const expected = await headersOf(withRoutes(plugin));
    const answered = await headersOf(withRoutes(ours));
    expect(answered).toEqual(expected);
    expect(answered.map(({ statusCode }) => statusCode)).toEqual([200, 500, 404]);
    expect(answered[0]!.headers['content-security-policy']).toContain(
      "script-src 'self' 'wasm-unsafe-eval'",
    );
    expect(answered[0]!.headers).not.toHaveProperty('strict-transport-security');
  });

  it('adds HSTS when asked (an https public URL)', async () => {
    const app = Fastify({ logger: false });
    registerSecurityHeaders(app, { ...OPTIONS, hsts: true });
    const [answer] = await headersOf(withRoutes(app));
    expect(answer!.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});
