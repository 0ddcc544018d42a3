import type { FastifyRequest } from 'fastify';
import { organisationScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { authOf } from './session-guard.ts';

/** The organisation a signed-in request may touch: the session's, never one the client names. */
export function scopeOf(request: FastifyRequest): OrganisationScope {
  return organisationScope(authOf(request).organisationId);
}
