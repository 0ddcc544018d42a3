import fc from 'fast-check';
import {
  orderCsvQuerySchema,
  orderEndpoints,
  PRODUCT_CSV_COLUMNS,
  productImportEndpoints,
  productImportQuerySchema,
} from '@logi/shared';
import type { z } from 'zod';
import { schemaVerdict, type Expected } from './oracle.ts';
import { queryArbitrary, toCamelQuery } from './query-planner.ts';
import { queryString } from './request-parts.ts';
import { textArbitrary } from './schema-arbitraries.ts';
import type { Planner, SweepCase } from './sweep-plan.ts';

/** The sweep's cases of the CSV uploads: files that are never valid, up to 10 MB. */

const TEN_MB = 10 * 1024 * 1024;
const HEADER = PRODUCT_CSV_COLUMNS.map((column) => column.header).join(',');

/** Files every upload route refuses (422): broken, empty, foreign, or 10 MB of one record. */
const hostileFile: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: textArbitrary(40) },
  // A product row whose price is no number, with a hostile name: a row error on every route.
  {
    weight: 3,
    arbitrary: textArbitrary(40).map(
      (name) => `${HEADER}\r\nSWEEP-CSV,,"${name.replaceAll('"', '""')}",,x,1\r\n`,
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '\r\n\r\n',
      '"',
      `${HEADER}\r\n`,
      `${HEADER},${HEADER}\r\n`,
      `${HEADER}\r\n"unclosed,1,2\r\n`,
      'a'.repeat(TEN_MB),
      `"${'x'.repeat(TEN_MB)}`,
      `${HEADER}\r\n${','.repeat(TEN_MB)}\r\n`,
    ),
  },
);

const CONTENT_TYPES = ['text/csv', 'application/octet-stream', 'application/json', 'text/plain'];

/** A file sent as JSON that the parser refuses (422, before the query is read). */
function refusedAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return text.trim() === '';
  } catch {
    return true;
  }
}

/**
 * An upload route's case: its query drawn around `?encoding=`, a hostile file. The query schema
 * decides a 422 with its errors; otherwise the file is refused (422), or the server's upload
 * slots are all taken by other uploads of the same batch (429). `busy` are the route's own
 * answers to work running beside it (an import while another import or a product sync runs).
 */
export function uploadCase(
  path: string,
  querySchema: z.ZodType,
  busy: number[] = [],
  validQuery: Record<string, string> = { encoding: 'auto' },
): SweepCase {
  return {
    weight: 2,
    planner: fc
      .tuple(queryArbitrary(validQuery), hostileFile, fc.constantFrom(...CONTENT_TYPES))
      .map<Planner>(([query, file, contentType]) => async () => {
        const request = {
          method: 'POST',
          path: `${path}${queryString(query)}`,
          body: file,
          contentType,
        };
        const queryVerdict = schemaVerdict(querySchema, toCamelQuery(query));
        // The slot is taken before the body is read, so 429 stays possible whatever the body.
        const refused = (expected: Expected, orStatus = [429]) => ({
          request,
          expected: { ...expected, orStatus },
          writes: false,
        });
        // A body the JSON parser refuses is refused before the query is read.
        if (contentType === 'application/json' && refusedAsJson(file))
          return refused({ status: 422 });
        if ('refused' in queryVerdict) return refused(queryVerdict.refused);
        return refused({ status: 422 }, [429, ...busy]);
      }),
  };
}

export const UPLOAD_CASES: Record<string, SweepCase> = {
  [`POST ${productImportEndpoints.validate.path}`]: uploadCase(
    productImportEndpoints.validate.path,
    productImportQuerySchema,
  ),
  // One import per organisation at a time, none while a product sync runs (decision 022): 409.
  [`POST ${productImportEndpoints.import.path}`]: uploadCase(
    productImportEndpoints.import.path,
    productImportQuerySchema,
    [409],
  ),
  [`POST ${orderEndpoints.csvImport.path}`]: uploadCase(
    orderEndpoints.csvImport.path,
    orderCsvQuerySchema,
  ),
};
