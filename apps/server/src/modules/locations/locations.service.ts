import {
  LOCATION_LABELS,
  LOCATION_MESSAGES as M,
  type LocationDto,
  type LocationFormValues,
} from '@logi/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE } from '../../http/app-error.ts';
import { usageBy } from '../../resource/resource-writes.ts';
import { resourceService } from '../../resource/resource-service.ts';
import { pageReader } from '../../resource/scoped-records.ts';
import { productIdsByCode, productNamesByIds } from '../products/index.ts';
import { warehouseSummaries } from '../warehouses/index.ts';
import type { LocationRow } from './locations.table.ts';
import {
  countLocations,
  locationCodesOfWarehouse,
  type LocationColumns,
  locationRecords,
  searchLocations,
} from './locations.repository.ts';
import { productIdsByLocation, replaceLocationProducts } from './product-locations.repository.ts';

export const LOCATION_NOT_FOUND = M.notFound;

const refuse = (field: keyof LocationFormValues, message: string) =>
  new AppError('validation', INVALID_INPUT_MESSAGE, { fieldErrors: { [field]: [message] } });

/** The rows as DTOs, with their warehouse's name and their products' codes (two reads each page). */
async function locationDtos(
  db: DbOrTx,
  scope: OrganisationScope,
  rows: readonly LocationRow[],
): Promise<LocationDto[]> {
  const warehouses = await warehouseSummaries(
    db,
    scope,
    rows.map((row) => row.warehouseId),
  );
  const productIds = await productIdsByLocation(
    db,
    scope,
    rows.map((row) => row.id),
  );
  const products = await productNamesByIds(db, scope, [...productIds.values()].flat());
  return rows.map((row) => ({
    id: row.id,
    warehouseId: row.warehouseId,
    warehouseName: warehouses.get(row.warehouseId)?.name ?? '',
    code: row.code,
    name: row.name,
    routeOrder: row.routeOrder,
    pickable: row.pickable,
    productCodes: (productIds.get(row.id) ?? []).map((id) => products.get(id)?.code ?? '').sort(),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** An own warehouse of the organisation, kept on update: shelves exist only where we pick. */
async function checkWarehouse(
  tx: DbOrTx,
  scope: OrganisationScope,
  values: LocationFormValues,
  stored: LocationRow | null,
) {
  if (stored && stored.warehouseId !== values.warehouseId) {
    throw refuse('warehouseId', M.warehouseFixed);
  }
  const warehouse = (await warehouseSummaries(tx, scope, [values.warehouseId])).get(
    values.warehouseId,
  );
  if (!warehouse) throw refuse('warehouseId', M.warehouseNotFound);
  if (warehouse.type !== 'own') throw refuse('warehouseId', M.externalWarehouse);
}

/** The products' ids by code, every code the organisation's (else 422 naming the missing ones). */
async function productIdsOf(tx: DbOrTx, scope: OrganisationScope, codes: readonly string[]) {
  const ids = await productIdsByCode(tx, scope, codes);
  const missing = codes.filter((code) => !ids.has(code));
  if (missing.length > 0) throw refuse('productCodes', M.productsNotFound(missing));
  return [...ids.values()];
}

/** 棚番 as the kit's six routes read and write them, audited with the products the location is default of. */
export const locationsService = (db: Database) =>
  resourceService(db, {
    notFoundMessage: LOCATION_NOT_FOUND,
    ...locationRecords,
    page: pageReader(searchLocations, countLocations),
    rows: searchLocations,
    toDtos: locationDtos,
    columns: async (tx, scope, values: LocationFormValues, stored): Promise<LocationColumns> => {
      await checkWarehouse(tx, scope, values, stored);
      await productIdsOf(tx, scope, values.productCodes);
      const { productCodes: _, ...columns } = values;
      return columns;
    },
    afterWrite: async (tx, scope, row, values) =>
      replaceLocationProducts(tx, scope, row, await productIdsOf(tx, scope, values.productCodes)),
    audit: {
      resource: 'locations',
      view: async (tx, scope, row) => {
        const { warehouseName: _, ...audited } = (await locationDtos(tx, scope, [row]))[0]!;
        return audited;
      },
    },
  });

/** The warehouses' in-use check (wired in app.ts): a warehouse with shelves cannot be deleted. */
export const locationUsingWarehouse = usageBy(LOCATION_LABELS.code, locationCodesOfWarehouse);
