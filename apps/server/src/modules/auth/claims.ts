import { z } from 'zod';
import type { IdentityClaims } from '../users/index.ts';

export type Organisation = { uuid: string; name: string };

/** Where the ID token names the user's organisations (config OIDC_ORG_*, decision 026). */
export type OrganisationMapping = {
  claim: string;
  /** objects: [{uuid, name}]; values: a string or strings, each looked up in `map`. */
  shape: 'objects' | 'values';
  map: Record<string, Organisation>;
};

export const DEFAULT_ORGANISATION_MAPPING: OrganisationMapping = {
  claim: 'organisations',
  shape: 'objects',
  map: {},
};

const identitySchema = z.object({
  iss: z.string(),
  sub: z.string().min(1),
  email: z.string().min(1),
  name: z.string().min(1).optional(),
});
const objectsSchema = z.array(z.object({ uuid: z.uuid(), name: z.string().min(1) }));
const valuesSchema = z.union([z.string(), z.array(z.string())]);

function organisationsOf(raw: Record<string, unknown>, mapping: OrganisationMapping) {
  const claim = raw[mapping.claim];
  if (mapping.shape === 'objects') return objectsSchema.safeParse(claim).data ?? [];
  const values = valuesSchema.safeParse(claim).data ?? [];
  const granted = (typeof values === 'string' ? [values] : values).flatMap((value) =>
    Object.hasOwn(mapping.map, value) ? [mapping.map[value]!] : [],
  );
  // Two values may grant the same organisation; the first one keeps its place.
  return granted.filter((org, index) => granted.findIndex((o) => o.uuid === org.uuid) === index);
}

/** Reads our identity from the ID token; a token without an organisation cannot use the app. */
export function identityFromClaims(
  raw: unknown,
  mapping: OrganisationMapping = DEFAULT_ORGANISATION_MAPPING,
): IdentityClaims | undefined {
  const parsed = identitySchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const organisations = organisationsOf(raw as Record<string, unknown>, mapping);
  if (organisations.length === 0) return undefined;
  const { iss, sub, email, name } = parsed.data;
  return { subject: `${iss}|${sub}`, email, name: name ?? email, organisations };
}
