import fc from 'fast-check';
import { processListQuerySchema } from '@logi/shared';
import { z } from 'zod';
import { callbackQuerySchema, organisationSwitchBody } from '../../modules/auth/auth.schemas.ts';
import { postalSearchQuerySchema } from '../../modules/postal/postal.schemas.ts';
import { masterCases, type MasterSpec } from './master-cases.ts';
import { SHOP_SPEC, SUPPLIER_SPEC, VENDOR_SPEC } from './master-specs.ts';
import {
  APP_SETTING_SPEC,
  LOCATION_SPEC,
  WAREHOUSE_GROUP_SPEC,
  WAREHOUSE_SPEC,
} from './warehouse-specs.ts';
import { NOTIFICATION_CASES } from './notification-cases.ts';
import { PRODUCT_SPEC, SKU_MAPPING_CASES } from './product-cases.ts';
import { PRODUCT_SYNC_CASES, VENDOR_SYNC_CASES } from './sync-cases.ts';
import { STOCK_CASES } from './stock-cases.ts';
import { STOCKTAKE_CASES } from './stocktake-cases.ts';
import { TRANSFER_CASES } from './transfer-cases.ts';
import { STOCK_LOCATION_CASES } from './stock-location-cases.ts';
import { STOCK_DAILY_CASES } from './stock-daily-cases.ts';
import { INBOUND_CASES } from './inbound-cases.ts';
import { ORDER_CASES } from './order-cases.ts';
import { ORDER_ENTRY_CASES } from './order-entry-cases.ts';
import { SHOP_LOGO_CASES } from './shop-logo-cases.ts';
import { ALLOCATION_CASES } from './allocation-cases.ts';
import { SHIPPING_CASES } from './shipping-cases.ts';
import { FULFILMENT_CASES } from './fulfilment-cases.ts';
import { UPLOAD_CASES } from './upload-cases.ts';
import { INSPECTION_CASES } from './inspection-cases.ts';
import { RECONCILIATION_CASES } from './reconciliation-cases.ts';
import { schemaVerdict } from './oracle.ts';
import { queryArbitrary, queryPlanner, toCamelQuery } from './query-planner.ts';
import { queryString } from './request-parts.ts';
import {
  bodyArbitrary,
  bodyVerdict,
  refusedOrAccepted,
  type Planner,
  type SweepCase,
} from './sweep-plan.ts';

/** The master resources (standard five routes each): a fixture each, and cases from their schemas. */
export const MASTER_SPECS: MasterSpec[] = [
  SUPPLIER_SPEC,
  VENDOR_SPEC,
  // Settings before warehouses before groups: each one's fixture refers to the one before.
  APP_SETTING_SPEC,
  WAREHOUSE_SPEC,
  WAREHOUSE_GROUP_SPEC,
  LOCATION_SPEC,
  SHOP_SPEC,
  PRODUCT_SPEC,
];

/**
 * Sweep cases of the routes that take input, keyed like the route inventory's rows. A new route
 * with input adds its case here (or in its feature's file), built from its own schema.
 */
export const INPUT_CASES: Record<string, SweepCase> = {
  ...NOTIFICATION_CASES,
  ...Object.assign({}, ...MASTER_SPECS.map(masterCases)),
  ...SKU_MAPPING_CASES,
  ...PRODUCT_SYNC_CASES,
  ...STOCK_CASES,
  ...STOCKTAKE_CASES,
  ...TRANSFER_CASES,
  ...STOCK_LOCATION_CASES,
  ...STOCK_DAILY_CASES,
  ...INBOUND_CASES,
  ...ORDER_CASES,
  ...ORDER_ENTRY_CASES,
  ...SHOP_LOGO_CASES,
  ...ALLOCATION_CASES,
  ...SHIPPING_CASES,
  ...FULFILMENT_CASES,
  ...RECONCILIATION_CASES,
  ...VENDOR_SYNC_CASES,
  ...UPLOAD_CASES,
  ...INSPECTION_CASES,
  'GET /api/processes/get': {
    weight: 6,
    planner: queryPlanner('/api/processes/get', processListQuerySchema, {
      per_page: '30',
      page: '1',
    }),
  },
  'PUT /api/processes/broadcasted/:id': {
    weight: 5,
    planner: fc
      .tuple(
        fc.oneof(fc.uuid(), fc.constantFrom('1', 'abc', '%00', 'null')),
        bodyArbitrary(z.object({ id: z.string() }), { id: 'x' }),
      )
      .map<Planner>(([id, body]) => async () => {
        const request = {
          method: 'PUT',
          path: `/api/processes/broadcasted/${id}`,
          body: body.text,
          contentType: body.contentType,
        };
        // The sweep's organisation has no processes: every id names nothing.
        return refusedOrAccepted(bodyVerdict(body, z.unknown()), request, () => ({
          request,
          expected: { status: 404 },
          writes: false,
        }));
      }),
  },
  // A query the schema accepts may still break the search's own rules (a 1-digit code): 422 on q.
  'GET /api/postal/search': {
    weight: 6,
    planner: queryPlanner(
      '/api/postal/search',
      postalSearchQuerySchema,
      { q: '100', limit: '5' },
      422,
    ),
  },
  'GET /api/auth/callback': {
    weight: 2,
    planner: queryArbitrary({ code: 'abc', state: 'def' }).map<Planner>(
      (query) => async (context) => {
        const request = {
          method: 'GET',
          path: `/api/auth/callback${queryString(query)}`,
          remoteAddress: context.nextAddress(),
        };
        // No state cookie goes with it, so a well-formed callback is a failed sign-in.
        return refusedOrAccepted(
          schemaVerdict(callbackQuerySchema, toCamelQuery(query)),
          request,
          () => ({ request, expected: { status: 401 }, writes: false }),
        );
      },
    ),
  },
  'GET /api/auth/redirect': {
    weight: 1,
    planner: queryArbitrary({ return_to: '/notifications' }).map<Planner>(
      (query) => async (context) => ({
        // returnTo falls back to none when unusable; the attempt is stored: a write.
        request: {
          method: 'GET',
          path: `/api/auth/redirect${queryString(query)}`,
          remoteAddress: context.nextAddress(),
        },
        expected: { status: 200 },
        writes: true,
      }),
    ),
  },
  'PUT /api/auth/organisation': {
    weight: 3,
    // The base names an organisation the caller is not a member of: accepted, then 404.
    planner: bodyArbitrary(organisationSwitchBody, {
      uuid: '00000000-0000-4000-8000-00000000abcd',
    }).map<Planner>((body) => async () => {
      const request = {
        method: 'PUT',
        path: '/api/auth/organisation',
        body: body.text,
        contentType: body.contentType,
      };
      return refusedOrAccepted(bodyVerdict(body, organisationSwitchBody), request, () => ({
        request,
        expected: { status: 404 },
        writes: false,
      }));
    }),
  },
  'POST /api/auth/logout': {
    weight: 2,
    // Anonymous only: the sweep's own session must live on.
    planner: bodyArbitrary(z.object({ x: z.string() }), { x: 'x' }).map<Planner>(
      (body) => async () => {
        const request = {
          method: 'POST',
          path: '/api/auth/logout',
          body: body.text,
          contentType: body.contentType,
          anonymous: true,
        };
        return refusedOrAccepted(bodyVerdict(body, z.unknown()), request, () => ({
          request,
          expected: { status: 200 },
          writes: false,
        }));
      },
    ),
  },
};
