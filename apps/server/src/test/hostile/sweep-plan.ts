import fc from 'fast-check';
import { parseIdParam } from '@logi/shared';
import { z } from 'zod';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import type { HostileClient, HostileRequest } from './hostile-client.ts';
import { jsonBodyVerdict, schemaVerdict, type Expected, type Verdict } from './oracle.ts';
import { OTHER_CONTENT_TYPES, rawJsonBodyArbitrary } from './raw-bodies.ts';
import { EXTRA_KEYS, idSegmentArbitrary, rawJson } from './request-parts.ts';
import { fieldArbitrary, shapeOf } from './schema-arbitraries.ts';

/** One request of the sweep, how it must be answered, and whether an answer may write. */
export type Plan = { request: HostileRequest; expected: Expected; writes: boolean };

export type SweepContext = {
  client: HostileClient;
  /** A notification the sweep may update. */
  updateTargetId: number;
  /** A published notification the sweep only reads. */
  showTargetId: number;
  /** Status of each no-input route's sample request, signed in and anonymous. */
  baseline: Map<string, number>;
  /** A fresh caller address (the sign-in routes are rate-limited per address). */
  nextAddress: () => string;
  /** The signed-in caller's organisation. */
  scope: OrganisationScope;
  /** The record each master table's cases show and update, by table name. */
  fixtures: Record<string, number>;
};

/** Made at run time, after every earlier write, so expectations may read the database. */
export type Planner = (context: SweepContext, anonymous: boolean) => Promise<Plan>;

/** How often a route is drawn, and how its requests are made. */
export type SweepCase = { weight: number; planner: fc.Arbitrary<Planner> };

export type BodyDraw = { text: string; contentType: string };

/** A body made from a valid one by changing one thing: a field, a missing field, an extra key, the whole text. */
export function bodyArbitrary(schema: z.ZodType, valid: Record<string, unknown>) {
  const shape = shapeOf(schema);
  const json = (text: string): BodyDraw => ({ text, contentType: 'application/json' });
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc
        .constantFrom(...Object.keys(shape))
        .chain((field) =>
          fieldArbitrary(shape[field]!).map((value) => json(rawJson({ ...valid, [field]: value }))),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...Object.keys(shape))
        .map((field) => json(rawJson({ ...valid, [field]: undefined }))),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...EXTRA_KEYS).map((extra) => json(rawJson(valid, [extra]))),
    },
    { weight: 2, arbitrary: rawJsonBodyArbitrary.map(json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...OTHER_CONTENT_TYPES)
        .map((contentType) => ({ text: rawJson(valid), contentType })),
    },
  );
}

/** What the route's body schema makes of a drawn body, as Fastify's parsers hand it over. */
export function bodyVerdict(draw: BodyDraw, schema: z.ZodType): Verdict {
  if (draw.contentType === 'application/json') return jsonBodyVerdict(draw.text, schema);
  if (draw.contentType === 'text/plain') return schemaVerdict(schema, draw.text);
  return { refused: { status: 422 } };
}

/** A path id: mostly the given record's, otherwise anything a client could write there. */
export function idArbitrary(weightOfKnown = 3) {
  return fc.oneof(
    { weight: weightOfKnown, arbitrary: fc.constant<string | null>(null) },
    { weight: 2, arbitrary: idSegmentArbitrary },
  );
}

/** The id a drawn segment names (null: the known record), or undefined when it names nothing. */
export function idOf(segment: string | null, known: number): number | undefined {
  if (segment === null) return known;
  return parseIdParam(decodeURIComponent(segment)) ?? undefined;
}

export const refusedOrAccepted = (
  verdict: Verdict,
  request: HostileRequest,
  accepted: (value: unknown) => Promise<Plan> | Plan,
): Promise<Plan> | Plan =>
  'refused' in verdict
    ? { request, expected: verdict.refused, writes: false }
    : accepted(verdict.accepted);

type Endpoint = { method: string; path: string };

/** A route's name in the sweep's tables: `POST /api/…`. */
export const routeKey = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** A body the server reads with orEmpty: none at all is `{}`. */
export const orEmptyBody = (schema: z.ZodType) => z.preprocess((body) => body ?? {}, schema);

/**
 * A route that takes a body only: a draw its schema (or `checkedBy`, e.g. orEmptyBody) refuses is
 * refused, any other is answered as `accepted` says.
 */
export const bodyCase = (
  endpoint: Endpoint,
  schema: z.ZodType,
  valid: Record<string, unknown>,
  accepted: { expected: Expected; writes: boolean },
  checkedBy: z.ZodType = schema,
): SweepCase => ({
  weight: 2,
  planner: bodyArbitrary(schema, valid).map<Planner>((body) => async () => {
    const { method, path } = endpoint;
    const request = { method, path, body: body.text, contentType: body.contentType };
    return refusedOrAccepted(bodyVerdict(body, checkedBy), request, () => ({
      request,
      ...accepted,
    }));
  }),
});
