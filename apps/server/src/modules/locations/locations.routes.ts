import type { FastifyInstance } from 'fastify';
import {
  locationEndpoints as endpoints,
  locationExportSchema,
  locationFormSchema,
  locationResponses as responses,
  locationSearchSchema,
  locationUpdateSchema,
  PAGE_TITLES,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { registerResourceRoutes } from '../../resource/resource-routes.ts';
import { LOCATION_CSV_COLUMNS } from './locations.csv.ts';
import { LOCATION_NOT_FOUND, locationsService } from './locations.service.ts';

/** 棚番 (locations): the shelves of the organisation's own warehouses, from the session's scope. */
export async function locationsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerResourceRoutes(app, {
    tags: ['locations'],
    endpoints,
    responses,
    schemas: {
      search: locationSearchSchema,
      export: locationExportSchema,
      form: locationFormSchema,
      update: locationUpdateSchema,
    },
    notFoundMessage: LOCATION_NOT_FOUND,
    service: locationsService(db),
    csv: { title: PAGE_TITLES.locations.list, columns: LOCATION_CSV_COLUMNS },
  });
}
