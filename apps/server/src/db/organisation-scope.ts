import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';

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

/** The where-clause of a query on an organisation-scoped table: the scope, then the rest. */
export function inScope(
  organisationColumn: AnyColumn,
  scope: OrganisationScope,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(organisationColumn, scope.organisationId), ...conditions) as SQL;
}
