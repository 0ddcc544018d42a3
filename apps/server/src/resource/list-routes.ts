import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CsvEncoding } from '@logi/shared';
import type { OrganisationScope } from '../db/organisation-scope.ts';
import { csvFilename, sendCsv, type ChunkReader, type CsvColumn } from '../http/csv-export.ts';
import { orEmpty } from '../http/empty-body.ts';
import { scopeOf } from '../modules/auth/index.ts';

/** A list page's two routes: its search (a page of rows) and its CSV (every row, in the same order). */
export type ListRoutes<Search, Row> = {
  tags: string[];
  endpoints: { search: { path: string }; export: { path: string } };
  /** The search's 200 answer. */
  response: z.ZodType;
  schemas: { search: z.ZodType<Search>; export: z.ZodType<Search & { encoding: CsvEncoding }> };
  search(scope: OrganisationScope, search: Search): Promise<unknown>;
  exportReader(scope: OrganisationScope, search: Search): ChunkReader<Row>;
  /** The file's name (a title, or one the search names) and its columns. */
  csv: { title: string | ((search: Search) => string); columns: readonly CsvColumn<Row>[] };
};

/** Registers a list's search and CSV export (a body-less request is the unfiltered list). */
export function registerListRoutes<Search, Row>(
  app: FastifyInstance,
  list: ListRoutes<Search, Row>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tags, endpoints, csv } = list;

  r.post(
    endpoints.search.path,
    { schema: { tags, body: orEmpty(list.schemas.search), response: { 200: list.response } } },
    async (request) => ({ data: await list.search(scopeOf(request), request.body as Search) }),
  );

  r.post(
    endpoints.export.path,
    { schema: { tags, body: orEmpty(list.schemas.export) } },
    async (request, reply) => {
      const { encoding, ...rest } = request.body as Search & { encoding: CsvEncoding };
      const search = rest as Search;
      const title = typeof csv.title === 'string' ? csv.title : csv.title(search);
      return sendCsv(reply, {
        filename: csvFilename(title),
        encoding,
        columns: csv.columns,
        read: list.exportReader(scopeOf(request), search),
      });
    },
  );
}
