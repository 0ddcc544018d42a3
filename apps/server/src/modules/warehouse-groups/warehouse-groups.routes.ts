import type { FastifyInstance } from 'fastify';
import {
  PAGE_TITLES,
  WAREHOUSE_GROUP_FIELD_LABELS as LABELS,
  warehouseGroupExportSchema,
  warehouseGroupEndpoints as endpoints,
  warehouseGroupFormSchema,
  warehouseGroupResponses as responses,
  warehouseGroupSearchSchema,
  warehouseGroupUpdateSchema,
  type WarehouseGroupDto,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import type { CsvColumn } from '../../http/csv-export.ts';
import { registerResourceRoutes } from '../../resource/resource-routes.ts';
import {
  WAREHOUSE_GROUP_NOT_FOUND,
  warehouseGroupsService,
  type WarehouseGroupUsage,
} from './warehouse-groups.service.ts';

const CSV_COLUMNS: CsvColumn<WarehouseGroupDto>[] = [
  { header: LABELS.name, value: (row) => row.name },
  {
    header: LABELS.members,
    value: (row) => row.members.map((member) => `${member.priority}. ${member.name}`).join(' / '),
  },
];

/** 倉庫グループ (warehouse groups): the organisation's own, from the session's scope. */
export async function warehouseGroupsRoutes(
  app: FastifyInstance,
  { db, usages = [] }: { db: Database; usages?: readonly WarehouseGroupUsage[] },
) {
  registerResourceRoutes(app, {
    tags: ['warehouse_groups'],
    endpoints,
    responses,
    schemas: {
      search: warehouseGroupSearchSchema,
      export: warehouseGroupExportSchema,
      form: warehouseGroupFormSchema,
      update: warehouseGroupUpdateSchema,
    },
    notFoundMessage: WAREHOUSE_GROUP_NOT_FOUND,
    service: warehouseGroupsService(db, usages),
    csv: { title: PAGE_TITLES.warehouseGroups.list, columns: CSV_COLUMNS },
  });
}
