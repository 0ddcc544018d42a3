import type { FastifyInstance } from 'fastify';
import {
  ACTIVE_LABELS,
  PAGE_TITLES,
  WAREHOUSE_FIELD_LABELS as LABELS,
  WAREHOUSE_IN_USE_LABELS,
  WAREHOUSE_TYPES,
  warehouseExportSchema,
  warehouseEndpoints as endpoints,
  warehouseFormSchema,
  warehouseResponses as responses,
  warehouseSearchSchema,
  warehouseUpdateSchema,
  type WarehouseDto,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import type { CsvColumn } from '../../http/csv-export.ts';
import { registerResourceRoutes } from '../../resource/resource-routes.ts';
import {
  WAREHOUSE_NOT_FOUND,
  warehousesService,
  type WarehouseUsage,
} from './warehouses.service.ts';

const CSV_COLUMNS: CsvColumn<WarehouseDto>[] = [
  { header: LABELS.code, value: (row) => row.code },
  { header: LABELS.name, value: (row) => row.name },
  { header: LABELS.type, value: (row) => WAREHOUSE_TYPES[row.type] },
  { header: LABELS.inUse, value: (row) => WAREHOUSE_IN_USE_LABELS[`${row.inUse}`] },
  { header: LABELS.appSettingId, value: (row) => row.appSettingName },
  { header: LABELS.postalCode, value: (row) => row.postalCode },
  { header: LABELS.prefecture, value: (row) => row.prefecture },
  { header: LABELS.city, value: (row) => row.city },
  { header: LABELS.town, value: (row) => row.town },
  { header: LABELS.building, value: (row) => row.building },
  { header: LABELS.phone, value: (row) => row.phone },
  { header: LABELS.cutoffTime, value: (row) => row.cutoffTime },
  { header: LABELS.isActive, value: (row) => ACTIVE_LABELS[`${row.isActive}`] },
];

/** 倉庫 (warehouses): the organisation's own, from the session's scope. */
export async function warehousesRoutes(
  app: FastifyInstance,
  { db, usages = [] }: { db: Database; usages?: readonly WarehouseUsage[] },
) {
  registerResourceRoutes(app, {
    tags: ['warehouses'],
    endpoints,
    responses,
    schemas: {
      search: warehouseSearchSchema,
      export: warehouseExportSchema,
      form: warehouseFormSchema,
      update: warehouseUpdateSchema,
    },
    notFoundMessage: WAREHOUSE_NOT_FOUND,
    service: warehousesService(db, usages),
    csv: { title: PAGE_TITLES.warehouses.list, columns: CSV_COLUMNS },
  });
}
