import { sql } from 'drizzle-orm';
import { organisationScope } from '../db/organisation-scope.ts';
import { startStocktake } from '../modules/stocktakes/stocktakes.service.ts';
import type { InventoryRoute, ProbeOwner, TenancyProbe } from './route-inventory.ts';
import { recordProbes } from './tenancy-probe-kit.ts';
import { stockRecord } from './tenancy-probes-stocks.ts';

/** Tenancy probes of 棚卸 for route-inventory.ts: the owner's open count of one product. */

type CountRecord = { id: number; warehouseId: number; lineId: number; key: string };

async function countRecord(owner: ProbeOwner): Promise<CountRecord> {
  const { warehouseId, key } = await stockRecord(owner, 'TAKE');
  const actor = { scope: organisationScope(owner.organisationId), userId: owner.userId };
  const count = await startStocktake(owner.db, actor, {
    warehouseId,
    keyword: key,
    productCodes: null,
  });
  const { rows } = await owner.db.execute<{ id: number }>(
    sql`select id from stocktake_lines where stocktake_id = ${count.id}`,
  );
  return { id: count.id, warehouseId, lineId: rows[0]!.id, key };
}

const probe = recordProbes(countRecord);

const OPEN = '棚卸中の棚卸があります';
const S = '/api/stocktakes';

// The hostile sweep's organisation may start a count (id 1 of a fresh table): the id-only routes'
// sample names none, so their answer stays a 404 and an apply or cancel never writes.
const NO_COUNT = 2_147_483_647;

const row = (method: 'GET' | 'POST' | 'PUT', url: string, probe: TenancyProbe): InventoryRoute => ({
  method,
  url,
  access: 'signedIn',
  tenancy: 'organisation',
  probe,
  ...(/(show|apply|cancel)\/:id$/.test(url) && { sample: url.replace(':id', String(NO_COUNT)) }),
});

/** 棚卸's rows of the route inventory. */
export const STOCKTAKE_ROUTES: InventoryRoute[] = [
  row(
    'POST',
    `${S}/search`,
    probe('listing', () => ({ path: `${S}/search`, body: { per_page: 100 } })),
  ),
  // Another organisation cannot name the owner's warehouse: refused on it, never "already open".
  row(
    'POST',
    `${S}/store`,
    probe(
      'listing',
      ({ warehouseId }) => ({
        path: `${S}/store`,
        body: { warehouse_id: warehouseId },
        intruderStatus: 422,
        ownerStatus: 422,
      }),
      (_record, text) => text.includes(OPEN),
    ),
  ),
  row(
    'GET',
    `${S}/show/:id`,
    probe('record', ({ id }) => ({ path: `${S}/show/${id}` })),
  ),
  row(
    'POST',
    `${S}/lines/:id`,
    probe('record', ({ id }) => ({ path: `${S}/lines/${id}`, body: {} })),
  ),
  row(
    'PUT',
    `${S}/count/:id`,
    probe(
      'record',
      ({ id, lineId }) => ({ path: `${S}/count/${id}`, body: { line_id: lineId, counted: 3 } }),
      (_record, text) => text.includes('"counted":3'),
    ),
  ),
  row(
    'POST',
    `${S}/sheet/:id`,
    probe('record', ({ id }) => ({ path: `${S}/sheet/${id}`, body: { encoding: 'utf8' } })),
  ),
  row(
    'POST',
    `${S}/import/:id`,
    probe(
      'record',
      ({ id, key }) => ({ path: `${S}/import/${id}`, raw: `商品コード,実棚数\r\n${key},2\r\n` }),
      (_record, text) => text.includes('"counted":1'),
    ),
  ),
  row(
    'POST',
    `${S}/apply/:id`,
    probe(
      'record',
      ({ id }) => ({ path: `${S}/apply/${id}` }),
      (_record, text) => text.includes('"status":"applied"'),
    ),
  ),
  row(
    'POST',
    `${S}/cancel/:id`,
    probe(
      'record',
      ({ id }) => ({ path: `${S}/cancel/${id}` }),
      (_record, text) => text.includes('"status":"cancelled"'),
    ),
  ),
];
