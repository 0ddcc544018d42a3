import { inUseByMessage, type AuditResource } from '@logi/shared';
import type { Database, DbOrTx, Tx } from '../db/client.ts';
import type { OrganisationScope } from '../db/organisation-scope.ts';
import { AppError, notFound, stale } from '../http/app-error.ts';
import { recordAudit, type AuditedRecord } from '../modules/audit/index.ts';

/** The signed-in user acting in the session's organisation. */
export type Actor = { scope: OrganisationScope; userId: string };

/**
 * Tells whether another record still uses a row: the refusal naming it, or null. The modules that
 * refer to a resource provide one each; app.ts wires them in, so the resource depends on none.
 */
export type Usage = (tx: Tx, scope: OrganisationScope, id: number) => Promise<string | null>;

/** A Usage from a lookup of what uses the row (by name): 「…」で使用されています while any does. */
export const usageBy =
  (
    kind: string,
    usedBy: (tx: DbOrTx, scope: OrganisationScope, id: number) => Promise<readonly string[]>,
  ): Usage =>
  async (tx, scope, id) => {
    const names = await usedBy(tx, scope, id);
    return names.length > 0 ? inUseByMessage(kind, names.join('」「')) : null;
  };

type Row = { id: number; version: number };

/** A resource's part of the write skeleton: its queries, its rules and what its trail records. */
export type ResourceWriteSteps<R extends Row, Values, Columns, Dto> = {
  notFoundMessage: string;
  lock(tx: Tx, scope: OrganisationScope, id: number): Promise<R | null | undefined>;
  insert(tx: Tx, scope: OrganisationScope, columns: Columns): Promise<R>;
  /** Saves at `version`; no row when another save got there first. */
  update(
    tx: Tx,
    scope: OrganisationScope,
    id: number,
    columns: Columns,
    version: number,
  ): Promise<R | null | undefined>;
  remove(tx: Tx, scope: OrganisationScope, id: number): Promise<unknown>;
  /** The form's values as columns, after the resource's own rules (references, sealing, 422s). */
  columns(tx: Tx, scope: OrganisationScope, values: Values, stored: R | null): Promise<Columns>;
  /** Writes that follow the row's own (a group's members). */
  afterWrite?(tx: Tx, scope: OrganisationScope, row: R, values: Values): Promise<void>;
  toDto(db: DbOrTx, scope: OrganisationScope, row: R): Promise<Dto>;
  audit: {
    resource: AuditResource;
    /** What the trail records of a row (default: the row itself). */
    view?(tx: Tx, scope: OrganisationScope, row: R): Promise<AuditedRecord>;
    /** Fields recorded as changed but masked (credentials). */
    secretFields?(before: R | null, after: R | null): readonly string[];
  };
  /** The in-use checks a delete must pass (409 naming the user). */
  usages?: readonly Usage[];
};

/**
 * The write skeleton every resource shares: store, change at a version (404, 409) and destroy
 * (404, in-use 409), each in one transaction with its audit entry.
 */
export function resourceWrites<R extends Row, Values, Columns, Dto>(
  db: Database,
  steps: ResourceWriteSteps<R, Values, Columns, Dto>,
) {
  const { notFoundMessage, audit, usages = [] } = steps;
  const view = (tx: Tx, scope: OrganisationScope, row: R | null) =>
    row === null ? null : audit.view ? audit.view(tx, scope, row) : row;
  const locked = async (tx: Tx, scope: OrganisationScope, id: number) => {
    const row = await steps.lock(tx, scope, id);
    if (!row) throw notFound(notFoundMessage);
    return row;
  };
  const record = async (
    tx: Tx,
    actor: Actor,
    action: 'create' | 'update' | 'delete',
    id: number,
    [before, after]: [R | null, R | null],
    beforeView?: AuditedRecord | null,
  ) =>
    recordAudit(tx, actor.scope, {
      resource: audit.resource,
      recordId: id,
      userId: actor.userId,
      action,
      before: beforeView !== undefined ? beforeView : await view(tx, actor.scope, before),
      after: await view(tx, actor.scope, after),
      secretFields: audit.secretFields?.(before, after),
    });

  return {
    async store(actor: Actor, values: Values): Promise<Dto> {
      return db.transaction(async (tx) => {
        const columns = await steps.columns(tx, actor.scope, values, null);
        const row = await steps.insert(tx, actor.scope, columns);
        await steps.afterWrite?.(tx, actor.scope, row, values);
        await record(tx, actor, 'create', row.id, [null, row]);
        return steps.toDto(tx, actor.scope, row);
      });
    },

    /** Saves only at the version the form was loaded at: a newer one answers 409 (no lost update). */
    async update(actor: Actor, id: number, values: Values, version: number): Promise<Dto> {
      return db.transaction(async (tx) => {
        const before = await locked(tx, actor.scope, id);
        if (before.version !== version) throw stale();
        // Taken before the write: a view may read more than the row (a group's members).
        const beforeView = await view(tx, actor.scope, before);
        const columns = await steps.columns(tx, actor.scope, values, before);
        const row = await steps.update(tx, actor.scope, id, columns, version);
        if (!row) throw stale();
        await steps.afterWrite?.(tx, actor.scope, row, values);
        await record(tx, actor, 'update', id, [before, row], beforeView);
        return steps.toDto(tx, actor.scope, row);
      });
    },

    /** Refused, naming the user, while another record still uses the row. */
    async destroy(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await locked(tx, actor.scope, id);
        const beforeView = await view(tx, actor.scope, before);
        for (const usage of usages) {
          const refusal = await usage(tx, actor.scope, id);
          if (refusal) throw new AppError('conflict', refusal);
        }
        await steps.remove(tx, actor.scope, id);
        await record(tx, actor, 'delete', id, [before, null], beforeView);
      });
    },
  };
}
