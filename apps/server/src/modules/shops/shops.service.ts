import { MASTER_NOT_FOUND, type ShopFormValues, WAREHOUSE_NOT_FOUND_MESSAGES } from '@logi/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE } from '../../http/app-error.ts';
import { usageBy } from '../../resource/resource-writes.ts';
import { resourceService } from '../../resource/resource-service.ts';
import { pageReader } from '../../resource/scoped-records.ts';
import { findGroup } from '../warehouse-groups/index.ts';
import { shopLogoSummaries } from './shop-logos.service.ts';
import { toShopDto } from './shops.dto.ts';
import type { ShopRow } from './shops.table.ts';
import { countShops, searchShops, shopNamesUsingGroup, shopRecords } from './shops.repository.ts';

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

/** A group the form names must be one of the organisation's (checked before the code's uniqueness). */
async function checkWarehouseGroup(tx: DbOrTx, scope: OrganisationScope, values: ShopFormValues) {
  if (values.warehouseGroupId === null) return;
  if (await findGroup(tx, scope, values.warehouseGroupId)) return;
  throw new AppError('validation', INVALID_INPUT_MESSAGE, {
    fieldErrors: { warehouseGroupId: [SHOP_WAREHOUSE_GROUP_NOT_FOUND] },
  });
}

/** ショップ as the kit's six routes read and write them. */
export const shopsService = (db: Database) =>
  resourceService(db, {
    notFoundMessage: SHOP_NOT_FOUND,
    ...shopRecords,
    page: pageReader(searchShops, countShops),
    rows: searchShops,
    toDtos,
    columns: async (tx, scope, values: ShopFormValues) => {
      await checkWarehouseGroup(tx, scope, values);
      return values;
    },
    audit: { resource: 'shops' },
  });

/** The warehouse groups' in-use check: a group a shop allocates from cannot be deleted. */
export const shopUsingWarehouseGroup = usageBy('ショップ', shopNamesUsingGroup);
