import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { databaseErrorReading } from './db/database-errors.ts';
import { registerCaseConversion } from './http/case-conversion.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { BODY_LIMIT_BYTES, registerJsonBodyParser } from './http/json-body.ts';
import { registerOpenApi } from './http/openapi.ts';
import { RequestLogController } from './http/request-log.ts';
import { registerRouteAccess } from './http/route-access.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createOidcClient } from './modules/auth/oidc-client.ts';
import { sessionAuthenticator } from './modules/auth/session-guard.ts';
import { scheduleSessionPurge } from './modules/auth/session-purge.ts';
import { createSessionCache, streamSessions } from './modules/auth/index.ts';
import { registerServerEvents } from './modules/events/index.ts';
import { DEMO_ACCOUNTS } from './modules/idp/demo-accounts.ts';
import { postgresLoginThrottle, registerDevIssuer } from './modules/idp/index.ts';
import { isAllowListed } from './modules/ip/client-ip.ts';
import { ipRoutes } from './modules/ip/ip.routes.ts';
import { registerJobs } from './modules/jobs/index.ts';
import { identityProviderPolicy, warehousePolicy } from './modules/outbound/index.ts';
import { postgresRateLimitStore, scheduleRateLimitPurge } from './modules/rate-limit/index.ts';
import { readWarehouseJobSettings, warehouseJobHandlers } from './modules/warehouse-jobs/index.ts';
import { runConnectionTest } from './modules/warehouse-provider/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { appSettingsRoutes, secretBoxOf } from './modules/app-settings/index.ts';
import {
  warehousesAcceptSettingKind,
  warehousesRoutes,
  warehouseUsingSetting,
} from './modules/warehouses/index.ts';
import { groupUsingWarehouse, warehouseGroupsRoutes } from './modules/warehouse-groups/index.ts';
import {
  productCreateUpdateHandler,
  productImportRoutes,
  readProductImportOptions,
  UploadSlots,
} from './modules/product-import/index.ts';
import { processesRoutes } from './modules/processes/processes.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { postalRoutes } from './modules/postal/postal.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { shopsRoutes, shopUsingWarehouseGroup } from './modules/shops/index.ts';
import { suppliersRoutes } from './modules/suppliers/index.ts';
import { locationsRoutes, locationUsingWarehouse } from './modules/locations/index.ts';
import { stocktakesRoutes } from './modules/stocktakes/index.ts';
import { transfersRoutes } from './modules/transfers/index.ts';
import {
  stockLocationsRoutes,
  stocksRoutes,
  stockUsingProduct,
  stockUsingWarehouse,
} from './modules/stocks/index.ts';
import {
  allocateAgain,
  allocateAtIntake,
  allocationRoutes,
  scheduleAutoAllocation,
} from './modules/allocation/index.ts';
import { orderFilesRoutes, ordersRoutes } from './modules/orders/index.ts';
import { customerReturnsRoutes, receivingSchedulesRoutes } from './modules/inbound/index.ts';
import { shippingNgRoutes, shippingRoutes } from './modules/shipping/index.ts';
import { fulfilmentRoutes } from './modules/fulfilment/index.ts';
import { inspectionRoutes } from './modules/fulfilment/inspection.routes.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { reconciliationHandler, reconciliationRoutes } from './modules/reconciliation/index.ts';
import { vendorsRoutes, vendorUsingSupplier } from './modules/vendors/index.ts';
import {
  productsRoutes,
  productUsingSupplier,
  scheduleGramCountKeeping,
} from './modules/products/index.ts';

export type AppDeps = {
  config: AppConfig;
  db: Database;
  /** Sees every route as it is registered (the route inventory test collects them this way). */
  onRoute?: (route: RouteOptions) => void;
};

// Fastify's defaults, stated so an upgrade cannot loosen them (docs/decisions/011): /API, //api,
// a trailing slash or ;param name no route. A variable, as the router typings omit the last key.
const ONE_SPELLING_PER_ROUTE = {
  caseSensitive: true,
  ignoreDuplicateSlashes: false,
  ignoreTrailingSlash: false,
  useSemicolonDelimiter: false,
};

export async function buildApp(
  { config, db, onRoute }: AppDeps,
  logger: FastifyServerOptions['logger'] = true,
) {
  const app = Fastify({
    logger,
    logController: new RequestLogController(config.SLOW_REQUEST_MS),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    routerOptions: ONE_SPELLING_PER_ROUTE,
  });
  if (onRoute) app.addHook('onRoute', onRoute);

  registerJsonBodyParser(app);
  registerCaseConversion(app);
  registerErrorHandler(app, databaseErrorReading);
  await app.register(fastifyCookie, { secret: config.SESSION_SECRET });
  const https = config.publicUrl.startsWith('https://');
  registerSecurityHeaders(app, {
    hsts: https,
    contentSecurityPolicy: {
      directives: {
        // 検品's barcode polyfill compiles our own zxing .wasm; no eval of script text (decision 057).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Plain-http local runs must not be upgraded to https.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
  });
  // Counted in PostgreSQL: every instance behind a load balancer shares one budget per client.
  await app.register(fastifyRateLimit, { global: false, store: postgresRateLimitStore(db) });
  await registerOpenApi(app, config.PRODUCT_NAME);
  // Before any route: every route registered below is decided by its own `config.access`.
  const isAdminCaller = (request: FastifyRequest) =>
    isAllowListed(request.ip, config.ADMIN_IP_ALLOWLIST);
  // Signed-in requests read their session from memory once the event bus below is heard (076).
  const sessionCache = createSessionCache();
  registerRouteAccess(app, {
    authenticate: sessionAuthenticator(app, db, sessionCache),
    isAdminCaller,
  });

  if (config.useDevIssuer) {
    await registerDevIssuer(app, {
      issuer: config.oidcIssuer,
      mountPath: '/oidc',
      clients: [
        {
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          redirectUris: [config.redirectUri],
          postLogoutRedirectUris: [config.redirectUri],
        },
      ],
      cookieKeys: [config.SESSION_SECRET],
      accounts: DEMO_ACCOUNTS,
      // Failed passwords counted per account and address, shared by every instance.
      throttle: postgresLoginThrottle(db),
    });
  }

  const oidc = createOidcClient({
    issuer: config.oidcIssuer,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    redirectUri: config.redirectUri,
    scope: config.oidcScope,
    // The built-in issuer is this server itself; an external one is reached under its own rule.
    outbound: config.useDevIssuer ? null : identityProviderPolicy(config.oidcIssuer),
  });
  await app.register(authRoutes, { db, config, oidc, sessionCache });
  // Housekeeping is a worker's (APP_ROLE): expired sessions hourly, one instance at a time
  // (advisory lock), closed rate-limit windows, and keyword totals left unkept by an import.
  if (config.runJobs) {
    scheduleSessionPurge(app, db);
    scheduleRateLimitPurge(app, db);
    scheduleGramCountKeeping(app, db);
  }
  await app.register(ipRoutes);
  await app.register(settingsRoutes, { config, isAdminCaller });
  // The event stream's sessions come from auth; the bus's revocations keep auth's cache true.
  const events = await registerServerEvents(app, { db, sessions: streamSessions(db) });
  const stopFollowing = sessionCache.follow(events);
  app.addHook('onClose', async () => stopFollowing());
  await app.register(processesRoutes, { db });
  // Where warehouse calls may go (decision 035): the jobs and 接続テスト share one policy.
  const warehouseOutbound = warehousePolicy(config);
  // The operations that call a warehouse run through the provider (modules/warehouse-jobs).
  const warehouseHandlers = warehouseJobHandlers({
    db,
    secrets: secretBoxOf(config),
    log: app.log,
    outbound: warehouseOutbound,
    ...readWarehouseJobSettings(),
  });
  // product_create_update also runs large product CSV imports (payload.kind tells them apart).
  const handlers = {
    ...warehouseHandlers,
    product_create_update: productCreateUpdateHandler(db, {
      warehouseSync: warehouseHandlers.product_create_update,
    }),
    // 整合性チェック: from its page, and daily by the scheduler (I_reconciliation).
    reconciliation: reconciliationHandler(db),
  };
  // A web instance (APP_ROLE=web) only enqueues; workers run the jobs and the scheduler.
  if (config.runJobs) await registerJobs(app, { db, bus: events, handlers });
  await app.register(notificationsRoutes, { db, config });
  await app.register(auditRoutes, { db });
  // Warehouse settings (倉庫設定) and system-integration settings, whose credentials are sealed.
  // A record another one uses cannot be deleted: each check names the user (stock adds its own).
  const secrets = secretBoxOf(config);
  await app.register(appSettingsRoutes, {
    db,
    secrets,
    outbound: warehouseOutbound,
    // 接続テスト goes through the warehouse provider, which reads settings: given here, not imported.
    connectionTest: (setting) => runConnectionTest(setting, secrets, warehouseOutbound),
    usages: [warehouseUsingSetting],
    kindChecks: [warehousesAcceptSettingKind],
  });
  await app.register(warehousesRoutes, {
    db,
    usages: [groupUsingWarehouse, stockUsingWarehouse, locationUsingWarehouse],
  });
  await app.register(warehouseGroupsRoutes, { db, usages: [shopUsingWarehouseGroup] });
  // 棚番 of the own warehouses (decision 066).
  await app.register(locationsRoutes, { db });
  // Masters (マスタ設定); a supplier a vendor or a product names cannot be deleted.
  await app.register(suppliersRoutes, { db, usages: [vendorUsingSupplier, productUsingSupplier] });
  await app.register(vendorsRoutes, { db });
  await app.register(shopsRoutes, { db });
  await app.register(stocksRoutes, { db });
  await app.register(stockLocationsRoutes, { db });
  // Outbound work (出荷業務): 引当処理設定 and the allocation engine; a worker runs 自動引当.
  await app.register(allocationRoutes, { db });
  // Every CSV upload route (products, orders) takes one of these slots while its file is read.
  const uploads = new UploadSlots({
    perOrganisation: config.CSV_UPLOADS_PER_ORGANISATION,
    perServer: config.CSV_UPLOADS_PER_SERVER,
  });
  // 棚卸: counts of own warehouses, applied through the stock service.
  await app.register(stocktakesRoutes, { db, uploads });
  // 在庫移動: between warehouses, through the stock service (and an inbound schedule to external ones).
  await app.register(transfersRoutes, { db });
  // 受注: intake (API, CSV, demo) and 引当管理's reads.
  // 自動引当 at intake comes from allocation, which itself calls the orders' commands.
  await app.register(ordersRoutes, { db, uploads, allocateAtIntake, allocateAgain });
  // 引当管理's files out: the list as CSV and the malls' 出荷連携ファイル.
  await app.register(orderFilesRoutes, { db });
  if (config.runJobs) scheduleAutoAllocation(app, db);
  // 出荷指示 on 引当管理 and the 出荷不可リスト.
  await app.register(shippingRoutes, { db });
  await app.register(shippingNgRoutes, { db });
  // 出荷作業 of the own warehouses: parcels, picking batches and their files.
  await app.register(fulfilmentRoutes, { db });
  // 出荷作業 (own warehouse): 検品 by scan and 伝票番号の取込 (a carrier's issued data).
  await app.register(inspectionRoutes, { db, uploads });
  // Inbound work (入荷業務): receiving schedules and customer returns.
  await app.register(receivingSchedulesRoutes, { db });
  await app.register(customerReturnsRoutes, { db });
  // ホーム: the day's figures over every area above.
  await app.register(dashboardRoutes, { db, bus: events });
  // 整合性チェック: whether stock, ledger, allocations, orders and shipments still agree.
  await app.register(reconciliationRoutes, { db });
  // Products (商品設定); a product with stock rows cannot be deleted (stock adds its check here).
  await app.register(productsRoutes, { db, usages: [stockUsingProduct] });
  await app.register(productImportRoutes, {
    db,
    options: readProductImportOptions(),
    uploads,
  });
  await app.register(postalRoutes);
  await registerSpa(app);
  return app;
}
