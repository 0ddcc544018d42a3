import {
  MASTER_NOT_FOUND,
  type Page,
  type ShopDto,
  type ShopFormValues,
  type ShopSearch,
  WAREHOUSE_NOT_FOUND_MESSAGES,
} from '@logi/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE, notFound } from '../../http/app-error.ts';
import type { ChunkReader } from '../../http/csv-export.ts';
import { pageOf } from '../../http/pagination.ts';
import { resourceWrites, usageBy } from '../../resource/resource-writes.ts';
import { findGroup } from '../warehouse-groups/index.ts';
import { shopLogoSummaries } from './shop-logos.service.ts';
import { toShopDto } from './shops.dto.ts';
import type { ShopRow } from './shops.table.ts';
import {
  countShops,
  findShop,
  searchShops,
  shopNamesUsingGroup,
  shopRecords,
} from './shops.repository.ts';

export const SHOP_NOT_FOUND = MASTER_NOT_FOUND.shop;
const SHOP_WAREHOUSE_GROUP_NOT_FOUND = WAREHOUSE_NOT_FOUND_MESSAGES.warehouseGroup;

/** The rows as DTOs, each with its warehouse group's name (one query per distinct group) and logo. */
async function toDtos(db: DbOrTx, scope: OrganisationScope, rows: ShopRow[]) {
  const ids = [
    ...new Set(rows.flatMap((row) => (row.warehouseGroupId ? [row.warehouseGroupId] : []))),
  ];
  const groups = new Map<number, { id: number; name: string }>();
  for (const id of ids) {
    const group = await findGroup(db, scope, id);
    if (group) groups.set(id, { id, name: group.name });
  }
  const logos = await shopLogoSummaries(
    db,
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toShopDto(row, groups.get(row.warehouseGroupId ?? 0) ?? null, logos.get(row.id) ?? null),
  );
}

async function toDto(db: DbOrTx, scope: OrganisationScope, row: ShopRow) {
  const [dto] = await toDtos(db, scope, [row]);
  return dto!;
}

/** A group the form names must be one of the organisation's (checked before the code's uniqueness). */
async function checkWarehouseGroup(tx: DbOrTx, scope: OrganisationScope, values: ShopFormValues) {
  if (values.warehouseGroupId === null) return;
  if (await findGroup(tx, scope, values.warehouseGroupId)) return;
  throw new AppError('validation', INVALID_INPUT_MESSAGE, {
    fieldErrors: { warehouseGroupId: [SHOP_WAREHOUSE_GROUP_NOT_FOUND] },
  });
}

export async function searchShopPage(
  db: Database,
  scope: OrganisationScope,
  search: ShopSearch,
): Promise<Page<ShopDto>> {
  const rows = await searchShops(db, scope, search);
  const total = await countShops(db, scope, search);
  return pageOf(await toDtos(db, scope, rows), total, search.page, search.perPage);
}

/** The CSV export's rows, chunk by chunk, in the list's order. */
export const shopExportReader =
  (db: Database, scope: OrganisationScope, search: ShopSearch): ChunkReader<ShopDto> =>
  async (offset, limit) =>
    toDtos(db, scope, await searchShops(db, scope, search, { offset, limit }));

export async function showShop(db: Database, scope: OrganisationScope, id: number) {
  const row = await findShop(db, scope, id);
  if (!row) throw notFound(SHOP_NOT_FOUND);
  return toDto(db, scope, row);
}

export const shopWrites = (db: Database) =>
  resourceWrites(db, {
    notFoundMessage: SHOP_NOT_FOUND,
    ...shopRecords,
    columns: async (tx, scope, values: ShopFormValues) => {
      await checkWarehouseGroup(tx, scope, values);
      return values;
    },
    toDto,
    audit: { resource: 'shops' },
  });

/** The warehouse groups' in-use check: a group a shop allocates from cannot be deleted. */
export const shopUsingWarehouseGroup = usageBy('ショップ', shopNamesUsingGroup);
