import type { FastifyInstance } from 'fastify';
import {
  shopEndpoints as endpoints,
  shopExportSchema,
  shopFormSchema,
  shopResponses as responses,
  shopSearchSchema,
  shopUpdateSchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { registerResourceRoutes } from '../../resource/resource-routes.ts';
import { shopLogoRoutes } from './shop-logos.routes.ts';
import { SHOP_CSV_COLUMNS, SHOP_CSV_TITLE } from './shops.csv.ts';
import { SHOP_NOT_FOUND, shopsService } from './shops.service.ts';

/** ショップ (shops) and their 納品書 logos: the organisation's own, from the session's scope. */
export async function shopsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerResourceRoutes(app, {
    tags: ['shops'],
    endpoints,
    responses,
    schemas: {
      search: shopSearchSchema,
      export: shopExportSchema,
      form: shopFormSchema,
      update: shopUpdateSchema,
    },
    notFoundMessage: SHOP_NOT_FOUND,
    service: shopsService(db),
    csv: { title: SHOP_CSV_TITLE, columns: SHOP_CSV_COLUMNS },
  });
  await shopLogoRoutes(app, { db });
}
