import { sql } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import fc from 'fast-check';
import { camelToSnake, TEXTS } from '@logi/shared';
import { z } from 'zod';
import type { Expected } from './oracle.ts';
import { rawJson } from './request-parts.ts';
import {
  bodyArbitrary,
  bodyVerdict,
  idArbitrary,
  idOf,
  refusedOrAccepted,
  type Plan,
  type Planner,
  type SweepCase,
  type SweepContext,
} from './sweep-plan.ts';

type Path = { method: string; path: string };

/** A master resource with the standard endpoints (search, show, store, update, destroy). */
export type MasterSpec = {
  endpoints: { search: Path; show: Path; store: Path; update: Path; destroy: Path; export?: Path };
  searchSchema: z.ZodType;
  /** The CSV export body (the search body plus `encoding`), when the resource exports. */
  exportSchema?: z.ZodType;
  formSchema: z.ZodType;
  /** The update body: the form plus a required `version`. */
  updateSchema: z.ZodType;
  /** A valid store body (camelCase), unique values included. */
  validForm: () => Record<string, unknown>;
  /** The table, organisation-scoped (`organisation_id`), with an integer `id` and `version`. */
  table: string;
  /** Fields unique within an organisation → their column: a taken value is 既に使用されています. */
  unique: Record<string, string>;
  /** Fields → columns that scope those uniques (a shelf's code is unique per warehouse). */
  uniqueWithin?: Record<string, string>;
  /**
   * A refusal only the database knows (a reference to a missing record), checked before uniques;
   * `id` is the updated record's (0 on a store).
   */
  refusal?: (
    value: Record<string, unknown>,
    context: SweepContext,
    id: number,
  ) => Promise<Expected | undefined>;
};

// Stands for "the version the record has now"; a body whose version was changed keeps its own.
const CURRENT_VERSION = 987_654_321;
const key = (path: Path) => `${path.method} ${path.path}`;

/** Sweep cases for the five standard routes of a master resource, with its own database checks. */
export function masterCases(spec: MasterSpec): Record<string, SweepCase> {
  const { endpoints, table } = spec;
  const quoted = sql.raw(`"${table}"`);
  const row = async (context: SweepContext, id: number) => {
    const { rows } = await context.client.app.db.execute<{ version: number }>(
      sql`select version from ${quoted} t where ${inScope('t', context.scope, sql`t.id = ${id}`)}`,
    );
    return rows[0];
  };
  const taken = async (context: SweepContext, value: Record<string, unknown>, except = 0) => {
    const refused = await spec.refusal?.(value, context, except);
    if (refused) return refused;
    for (const [field, column] of Object.entries(spec.unique)) {
      if (value[field] === null || value[field] === undefined) continue;
      const { rows } = await context.client.app.db.execute(
        sql`select 1 from ${quoted} t
             where ${inScope(
               't',
               context.scope,
               sql`${sql.raw(`t."${column}"`)} = ${value[field] as string}`,
               sql`t.id <> ${except}`,
               ...Object.entries(spec.uniqueWithin ?? {}).map(
                 ([within, scoped]) =>
                   sql`${sql.raw(`t."${scoped}"`)} = ${value[within] as number}`,
               ),
             )}`,
      );
      if (rows.length) return { status: 422, errors: { [camelToSnake(field)]: [TEXTS.duplicate] } };
    }
    return undefined;
  };
  const searchBody = z.preprocess((body) => body ?? {}, spec.searchSchema);
  const send = (path: string, method: string, body?: { text: string; contentType: string }) => ({
    method,
    path,
    ...(body && { body: body.text, contentType: body.contentType }),
  });

  const exportCase = (path: Path, schema: z.ZodType): Record<string, SweepCase> => {
    const exportBody = z.preprocess((body) => body ?? {}, schema);
    return {
      [key(path)]: {
        weight: 2,
        planner: bodyArbitrary(schema, {}).map<Planner>((body) => async () => {
          const request = send(path.path, 'POST', body);
          const accepted = (): Plan => ({ request, expected: { status: 200 }, writes: false });
          return refusedOrAccepted(bodyVerdict(body, exportBody), request, accepted);
        }),
      },
    };
  };

  return {
    ...(endpoints.export && spec.exportSchema && exportCase(endpoints.export, spec.exportSchema)),
    [key(endpoints.search)]: {
      weight: 4,
      planner: bodyArbitrary(spec.searchSchema, {}).map<Planner>((body) => async () => {
        const request = send(endpoints.search.path, 'POST', body);
        const accepted = (): Plan => ({ request, expected: { status: 200 }, writes: false });
        return refusedOrAccepted(bodyVerdict(body, searchBody), request, accepted);
      }),
    },
    [key(endpoints.store)]: {
      weight: 5,
      planner: variedForm(spec)
        .chain((form) => bodyArbitrary(spec.formSchema, form))
        .map<Planner>((body) => async (context) => {
          const request = send(endpoints.store.path, 'POST', body);
          return refusedOrAccepted(bodyVerdict(body, spec.formSchema), request, async (value) => {
            const duplicate = await taken(context, value as Record<string, unknown>);
            if (duplicate) return { request, expected: duplicate, writes: false };
            return { request, expected: { status: 201 }, writes: true };
          });
        }),
    },
    [key(endpoints.update)]: {
      weight: 5,
      planner: fc
        .tuple(
          idArbitrary(),
          variedForm(spec).chain((form) =>
            bodyArbitrary(spec.updateSchema, { ...form, version: CURRENT_VERSION }),
          ),
        )
        .map<Planner>(([segment, drawn]) => async (context) => {
          const known = context.fixtures[table]!;
          const id = idOf(segment, known);
          const current = id === undefined ? undefined : await row(context, id);
          const text = drawn.text.replace(
            `"version":${CURRENT_VERSION}`,
            `"version":${current?.version ?? 1}`,
          );
          const body = { ...drawn, text };
          const path = endpoints.update.path.replace(':id', segment ?? String(known));
          const request = send(path, 'PUT', body);
          return refusedOrAccepted(bodyVerdict(body, spec.updateSchema), request, async (value) => {
            if (!current) return { request, expected: { status: 404 }, writes: false };
            const { version } = value as { version: number };
            if (version !== current.version) {
              return { request, expected: { status: 409 }, writes: false };
            }
            const duplicate = await taken(context, value as Record<string, unknown>, id);
            if (duplicate) return { request, expected: duplicate, writes: false };
            return { request, expected: { status: 200 }, writes: true };
          });
        }),
    },
    [key(endpoints.show)]: {
      weight: 2,
      planner: idArbitrary().map<Planner>((segment) => async (context) => {
        const known = context.fixtures[table]!;
        const id = idOf(segment, known);
        const path = endpoints.show.path.replace(':id', segment ?? String(known));
        const found = id !== undefined && (await row(context, id)) !== undefined;
        return {
          request: send(path, 'GET'),
          expected: { status: found ? 200 : 404 },
          writes: false,
        };
      }),
    },
    [key(endpoints.destroy)]: {
      weight: 2,
      // Only ids of no record of the caller's: deleting the sweep's own record would end the sweep.
      planner: idArbitrary(0).map<Planner>((segment) => async (context) => {
        const id = idOf(segment, 0);
        const exists = id !== undefined && (await row(context, id)) !== undefined;
        const path = endpoints.destroy.path.replace(':id', exists ? '2147483647' : segment!);
        return { request: send(path, 'DELETE'), expected: { status: 404 }, writes: false };
      }),
    },
  };
}

/** Stores the master's valid form through the API: the record the sweep shows and updates. */
export async function storeMasterFixture(context: SweepContext, spec: MasterSpec) {
  const response = await context.client.send({
    method: 'POST',
    path: spec.endpoints.store.path,
    body: rawJson({ ...spec.validForm(), ...fixtureUniques(spec) }),
  });
  if (response.status !== 201)
    throw new Error(`${spec.table} fixture: ${response.status} ${response.text}`);
  context.fixtures[spec.table] = (response.json() as { data: { id: number } }).data.id;
}

// The fixture takes other unique values than the valid form, so stores of the form can succeed once.
function fixtureUniques(spec: MasterSpec) {
  const form = spec.validForm();
  return Object.fromEntries(
    Object.keys(spec.unique).map((field) => [field, `FX${String(form[field])}`.slice(0, 30)]),
  );
}

/**
 * The valid form with its unique values varied per draw (`SUP-001-42`), so most valid stores and
 * updates reach the database instead of all meeting the first one's (or the demo data's) code.
 */
function variedForm(spec: MasterSpec) {
  return fc.nat(99_999).map((n) => {
    const form = spec.validForm();
    for (const field of Object.keys(spec.unique)) {
      if (typeof form[field] === 'string') form[field] = `${form[field] as string}-${n}`;
    }
    return form;
  });
}
