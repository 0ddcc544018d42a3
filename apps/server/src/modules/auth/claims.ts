import { z } from 'zod';
import type { IdentityClaims } from '../users/index.ts';

const claimsSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1),
  email: z.string().min(1),
  name: z.string().min(1).optional(),
  organisations: z.array(z.object({ uuid: z.uuid(), name: z.string().min(1) })).default([]),
});

/** Reads our identity from the ID token; a token without an organisation cannot use the app. */
export function identityFromClaims(raw: unknown): IdentityClaims | undefined {
  const parsed = claimsSchema.safeParse(raw);
  if (!parsed.success || parsed.data.organisations.length === 0) return undefined;
  const { iss, sub, email, name, organisations } = parsed.data;
  return { subject: `${iss}|${sub}`, email, name: name ?? email, organisations };
}
