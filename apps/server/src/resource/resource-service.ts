import type { Page } from '@logi/shared';
import type { Database, DbOrTx } from '../db/client.ts';
import type { OrganisationScope } from '../db/organisation-scope.ts';
import { notFound } from '../http/app-error.ts';
import type { ChunkReader } from '../http/csv-export.ts';
import { pageOf } from '../http/pagination.ts';
import { resourceWrites, type ResourceWriteSteps } from './resource-writes.ts';
import type { PageWindow } from './scoped-records.ts';

type Row = { id: number; version: number };

/** A resource's part of the read skeleton: its list's queries and how its rows become DTOs. */
export type ResourceReadSteps<Search, R, Dto> = {
  /** The search's own page of rows and the count of every match. */
  page(db: DbOrTx, scope: OrganisationScope, search: Search): Promise<{ rows: R[]; total: number }>;
  /** The search's rows in a window (an export chunk), in the list's order. */
  rows(db: DbOrTx, scope: OrganisationScope, search: Search, window: PageWindow): Promise<R[]>;
  find(db: DbOrTx, scope: OrganisationScope, id: number): Promise<R | null | undefined>;
  /** The rows as DTOs (one read per reference for the whole page, not one per row). */
  toDtos(db: DbOrTx, scope: OrganisationScope, rows: R[]): Promise<Dto[]>;
};

type ServiceSteps<Search, R extends Row, Values, Columns, Dto> = ResourceReadSteps<Search, R, Dto> &
  Omit<ResourceWriteSteps<R, Values, Columns, Dto>, 'toDto'>;

/**
 * What the six standard routes call (registerResourceRoutes): the list's page and CSV chunks, one
 * record by id (404 when not the organisation's), and the audited writes of resourceWrites.
 */
export function resourceService<
  Search extends { page: number; perPage: number },
  R extends Row,
  Values,
  Columns,
  Dto,
>(db: Database, steps: ServiceSteps<Search, R, Values, Columns, Dto>) {
  const toDto = async (tx: DbOrTx, scope: OrganisationScope, row: R) =>
    (await steps.toDtos(tx, scope, [row]))[0]!;
  return {
    async search(scope: OrganisationScope, search: Search): Promise<Page<Dto>> {
      const { rows, total } = await steps.page(db, scope, search);
      return pageOf(await steps.toDtos(db, scope, rows), total, search.page, search.perPage);
    },

    /** The CSV export's rows, chunk by chunk, in the list's order. */
    exportReader:
      (scope: OrganisationScope, search: Search): ChunkReader<Dto> =>
      async (offset, limit) =>
        steps.toDtos(db, scope, await steps.rows(db, scope, search, { offset, limit })),

    async show(scope: OrganisationScope, id: number): Promise<Dto> {
      const row = await steps.find(db, scope, id);
      if (!row) throw notFound(steps.notFoundMessage);
      return toDto(db, scope, row);
    },

    ...resourceWrites(db, { ...steps, toDto }),
  };
}
