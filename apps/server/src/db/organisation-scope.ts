import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';

declare const scopeBrand: unique symbol;

/**
 * The organisation whose rows a query may touch. It comes from the session (auth's `scopeOf`) or
 * from rows the server itself owns (the job engine, the scheduler) — never from request input —
 * and every repository function on an organisation-scoped table takes one.
 */
export type OrganisationScope = { readonly organisationId: string; readonly [scopeBrand]: true };

/** For trusted server code only: the session (scopeOf) and server-owned rows. */
export function organisationScope(organisationId: string): OrganisationScope {
  return { organisationId } as OrganisationScope;
}

/**
 * The where-clause of a query on an organisation-scoped table: the scope, then the rest. The
 * owner is the table's Drizzle column, or in raw SQL the table's name or alias (`inScope('o',
 * scope)` reads `o.organisation_id = $1`): one way to scope, whichever way the query is written.
 */
export function inScope(
  owner: AnyColumn | string,
  scope: OrganisationScope,
  ...conditions: (SQL | undefined)[]
): SQL {
  const scoped =
    typeof owner === 'string'
      ? sql`${sql.raw(`${tableAlias(owner)}.organisation_id`)} = ${scope.organisationId}`
      : eq(owner, scope.organisationId);
  return and(scoped, ...conditions) as SQL;
}

/**
 * A scope for a statement prepared once per process (decision 067): its organisation is the
 * placeholder `organisationId`, which each execution binds from the caller's own scope.
 */
export const preparedScope = (): OrganisationScope =>
  organisationScope(sql.placeholder('organisationId') as unknown as string);

function tableAlias(name: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new TypeError(`not a table alias: ${name}`);
  return name;
}
