import type { FastifyInstance } from 'fastify';
import { normaliseIp } from './client-ip.ts';

/** The caller's address as the server sees it (forwarded headers only when TRUST_PROXY is set). */
export async function ipRoutes(app: FastifyInstance) {
  app.get(
    '/api/ip/getUserIp',
    { config: { access: 'public' }, schema: { tags: ['ip'] } },
    async (request) => ({ data: normaliseIp(request.ip) }),
  );
}
