import type { FastifySchema } from 'fastify';

/**
 * A signed-in user's route: its config and its schema under the module's OpenAPI tags, so that a
 * module's commands state only what differs (summary, description, params, body, response).
 */
export const signedInRoute = <S extends FastifySchema>(tags: string[], schema: S) => ({
  config: { access: 'signedIn' as const },
  schema: { tags, ...schema },
});
