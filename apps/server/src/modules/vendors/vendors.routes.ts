import type { FastifyInstance } from 'fastify';
import {
  vendorEndpoints as endpoints,
  vendorExportSchema,
  vendorFormSchema,
  vendorResponses as responses,
  vendorSearchSchema,
  vendorUpdateSchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { registerResourceRoutes } from '../../resource/resource-routes.ts';
import { VENDOR_CSV_COLUMNS, VENDOR_CSV_TITLE } from './vendors.csv.ts';
import {
  searchVendorPage,
  showVendor,
  VENDOR_NOT_FOUND,
  vendorExportReader,
  vendorWrites,
} from './vendors.service.ts';

/** ベンダー (vendors): the organisation's own, from the session's scope. */
export async function vendorsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerResourceRoutes(app, {
    tags: ['vendors'],
    endpoints,
    responses,
    schemas: {
      search: vendorSearchSchema,
      export: vendorExportSchema,
      form: vendorFormSchema,
      update: vendorUpdateSchema,
    },
    notFoundMessage: VENDOR_NOT_FOUND,
    service: {
      search: (scope, search) => searchVendorPage(db, scope, search),
      exportReader: (scope, search) => vendorExportReader(db, scope, search),
      show: (scope, id) => showVendor(db, scope, id),
      ...vendorWrites(db),
    },
    csv: { title: VENDOR_CSV_TITLE, columns: VENDOR_CSV_COLUMNS },
  });
}
