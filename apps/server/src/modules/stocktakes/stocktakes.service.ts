import {
  isExternalWarehouseType,
  STOCKTAKE_MESSAGES as M,
  STOCKTAKE_STATUSES,
  type StocktakeCountValues,
  type StocktakeDto,
  type StocktakeStoreValues,
  type WarehouseType,
} from '@logi/shared';
import type { Database, Tx } from '../../db/client.ts';
import { postgresErrorIn } from '../../db/database-errors.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE, notFound } from '../../http/app-error.ts';
import {
  showStocktake,
  showStocktakeLine,
  stocktakeCandidates,
} from '../../read-models/stocktakes/index.ts';
import type { StockActor } from '../stocks/index.ts';
import { locationFacts } from '../locations/index.ts';
import { productIdsByCode } from '../products/index.ts';
import { findWarehouse } from '../warehouses/index.ts';
import {
  insertStocktake,
  insertStocktakeLines,
  lockStocktake,
  openStocktakeOf,
  setLineCount,
} from './stocktakes.repository.ts';

// 棚卸 (decision 069): start a count (the figures snapshotted), type counts, cancel.

/** A refusal of 棚卸's rules: a 422 on `field`. */
export const stocktakeRefusal = (message: string, field = 'form') =>
  new AppError('validation', INVALID_INPUT_MESSAGE, { field, fieldErrors: { [field]: [message] } });

/** The count, locked, while it is 棚卸中: the only state whose counts or status may change. */
export async function lockCounting(
  tx: Tx,
  scope: OrganisationScope,
  id: number,
  strength: 'update' | 'share' = 'update',
) {
  const row = await lockStocktake(tx, scope, id, strength);
  if (!row) throw notFound(M.notFound);
  if (row.status !== 'counting')
    throw stocktakeRefusal(M.notCounting(STOCKTAKE_STATUSES[row.status]));
  return row;
}

export async function stocktakeOf(db: Database, scope: OrganisationScope, id: number) {
  const found = await showStocktake(db, scope, id);
  if (!found) throw notFound(M.notFound);
  return found;
}

/** Codes typed or pasted: separated by line breaks, commas, tabs or spaces; none is null. */
const codesOf = (text: string | null | undefined) => {
  const codes = [...new Set((text ?? '').split(/[\s,、]+/).filter(Boolean))];
  return codes.length === 0 ? null : codes;
};

const ONE_OPEN = 'stocktakes_one_open_idx';

/**
 * The shelves a count is limited to, all of `warehouseId` (else refused on locationIds), and
 * their codes along the walk (順路, then code) for the count's record; none is the whole warehouse.
 */
async function countedShelves(
  db: Database,
  scope: OrganisationScope,
  warehouseId: number,
  ids: readonly number[] | undefined,
) {
  if (!ids || ids.length === 0) return { ids: null, codes: null };
  const facts = await locationFacts(db, scope, ids);
  const shelves = [...new Set(ids)].map((id) => facts.get(id));
  if (shelves.some((shelf) => shelf?.warehouseId !== warehouseId)) {
    throw stocktakeRefusal(M.locationNotFound, 'locationIds');
  }
  const walk = shelves
    .map((shelf) => shelf!)
    .sort((a, b) => a.routeOrder - b.routeOrder || a.code.localeCompare(b.code));
  return { ids: walk.map((shelf) => shelf.id), codes: walk.map((shelf) => shelf.code).join('、') };
}

/**
 * 棚卸開始: an own warehouse's products (all, or those the keyword or codes name) per shelf (all,
 * or those named) with their pieces now, in one statement — the figure every difference is
 * counted against. One open count per warehouse (the unique index refuses a concurrent second
 * start too), so two counts never adjust the same shelf from two snapshots.
 */
export async function startStocktake(
  db: Database,
  actor: StockActor,
  values: StocktakeStoreValues,
): Promise<StocktakeDto> {
  const { scope } = actor;
  const warehouse = await findWarehouse(db, scope, values.warehouseId);
  if (!warehouse) throw stocktakeRefusal(M.warehouseNotFound, 'warehouseId');
  // The column holds a WarehouseType: the warehouse form's schema admits no other.
  if (isExternalWarehouseType(warehouse.type as WarehouseType)) {
    throw stocktakeRefusal(M.externalWarehouse, 'warehouseId');
  }
  const codes = codesOf(values.productCodes);
  const keyword = values.keyword ?? null;
  const shelves = await countedShelves(db, scope, warehouse.id, values.locationIds);
  try {
    const id = await db.transaction(async (tx) => {
      if (await openStocktakeOf(tx, scope, warehouse.id)) {
        throw stocktakeRefusal(M.alreadyOpen, 'warehouseId');
      }
      const candidates = await stocktakeCandidates(tx, scope, warehouse.id, {
        keyword,
        codes,
        locationIds: shelves.ids,
      });
      if (codes) {
        // Against the products, not the lines: a shelf-limited count may not hold a known code.
        const found = await productIdsByCode(tx, scope, codes);
        const unknown = codes.filter((code) => !found.has(code));
        if (unknown.length > 0) {
          throw stocktakeRefusal(M.unknownCodes(unknown.slice(0, 20).join('、')), 'productCodes');
        }
      }
      if (candidates.length === 0 && shelves.ids) {
        throw stocktakeRefusal(M.noLinesOnLocations, 'locationIds');
      }
      if (candidates.length === 0) throw stocktakeRefusal(M.noProducts, 'keyword');
      const filter = [keyword, codes?.join(' ')].filter(Boolean).join(' / ');
      const created = await insertStocktake(tx, scope, {
        warehouseId: warehouse.id,
        productFilter: filter || null,
        locationFilter: shelves.codes,
        lineCount: candidates.length,
        startedBy: actor.userId,
      });
      await insertStocktakeLines(tx, scope, created, candidates);
      return created;
    });
    return await stocktakeOf(db, scope, id);
  } catch (error) {
    if (postgresErrorIn(error)?.constraint === ONE_OPEN) {
      throw stocktakeRefusal(M.alreadyOpen, 'warehouseId');
    }
    throw error;
  }
}

/** One product's 実棚数 typed on screen (null clears it); the count must be 棚卸中. */
export async function countStocktakeLine(
  db: Database,
  actor: StockActor,
  id: number,
  values: StocktakeCountValues,
) {
  const { scope } = actor;
  await db.transaction(async (tx) => {
    await lockCounting(tx, scope, id, 'share');
    const saved = await setLineCount(tx, scope, id, values.lineId, values.counted);
    if (!saved) throw notFound(M.lineNotFound);
  });
  return (await showStocktakeLine(db, scope, id, values.lineId))!;
}
