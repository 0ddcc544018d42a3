import type { FastifyInstance } from 'fastify';
import {
  supplierEndpoints as endpoints,
  supplierExportSchema,
  supplierFormSchema,
  supplierResponses as responses,
  supplierSearchSchema,
  supplierUpdateSchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { registerResourceRoutes } from '../../resource/resource-routes.ts';
import { SUPPLIER_CSV_COLUMNS, SUPPLIER_CSV_TITLE } from './suppliers.csv.ts';
import { SUPPLIER_NOT_FOUND, suppliersService, type SupplierUsage } from './suppliers.service.ts';

/** 仕入先 (suppliers): the organisation's own, from the session's scope. */
export async function suppliersRoutes(
  app: FastifyInstance,
  { db, usages }: { db: Database; usages: readonly SupplierUsage[] },
) {
  registerResourceRoutes(app, {
    tags: ['suppliers'],
    endpoints,
    responses,
    schemas: {
      search: supplierSearchSchema,
      export: supplierExportSchema,
      form: supplierFormSchema,
      update: supplierUpdateSchema,
    },
    notFoundMessage: SUPPLIER_NOT_FOUND,
    service: suppliersService(db, usages),
    csv: { title: SUPPLIER_CSV_TITLE, columns: SUPPLIER_CSV_COLUMNS },
  });
}
