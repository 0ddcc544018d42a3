import { lazy, type ComponentType } from 'react';
import type { PerRoute } from '../../lib/routes/route-def.ts';
import type { ROUTE_TABLE } from '../../lib/routes/route-table.ts';
import { loadUiProviders } from '../providers/LazyUiProviders.tsx';
import { HomePage } from './HomePage.tsx';

/**
 * A page loaded with its own chunk the first time it is visited, so the signed-in shell stays small
 * (docs/decisions/015), and inside Mantine's providers, loaded alongside (the shell has none,
 * docs/decisions/024). The layout's Suspense shows a skeleton meanwhile.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => {
    const [module, { UiProviders }] = await Promise.all([load(), loadUiProviders()]);
    const Page = pick(module);
    return {
      default: () => (
        <UiProviders>
          <Page />
        </UiProviders>
      ),
    };
  });
}

const notifications = () => import('../../features/notifications/pages/index.ts');
const warehouses = () => import('../../features/warehouses/pages/index.ts');
const groups = () => import('../../features/warehouse-groups/pages/index.ts');
const locations = () => import('../../features/locations/pages/index.ts');
const appSettings = () => import('../../features/app-settings/pages/index.ts');
const suppliers = () => import('../../features/suppliers/pages/index.ts');
const vendors = () => import('../../features/vendors/pages/index.ts');
const shops = () => import('../../features/shops/pages/index.ts');
const products = () => import('../../features/products/pages/index.ts');
const productImport = () => import('../../features/product-import/pages/index.ts');
const stocks = () => import('../../features/stocks/pages/index.ts');
const reconciliation = () => import('../../features/reconciliation/pages/index.ts');
const stocktakes = () => import('../../features/stocktakes/pages/index.ts');
const transfers = () => import('../../features/transfers/pages/index.ts');
const inbound = () => import('../../features/inbound/pages/index.ts');
const orders = () => import('../../features/orders/pages/index.ts');
const shipping = () => import('../../features/shipping/pages/index.ts');
const fulfilment = () => import('../../features/fulfilment/pages/index.ts');
const allocation = () => import('../../features/allocation/pages/index.ts');

/** The page of every route of the table, in its shape: a route without a page does not compile. */
export const ROUTE_PAGES: PerRoute<typeof ROUTE_TABLE, ComponentType> = {
  home: HomePage,
  // Not part of the signed-in shell's first load (docs/decisions/024).
  login: lazyPage(
    () => import('../../features/auth/LoginPage.tsx'),
    (m) => m.LoginPage,
  ),
  devUi: lazyPage(
    () => import('./DevUiRoute.tsx'),
    (m) => m.DevUiRoute,
  ),
  receivingSchedules: {
    list: lazyPage(inbound, (m) => m.ReceivingScheduleListPage),
    register: lazyPage(inbound, (m) => m.ReceivingScheduleRegisterPage),
    edit: lazyPage(inbound, (m) => m.ReceivingScheduleEditPage),
    detail: lazyPage(inbound, (m) => m.ReceivingScheduleDetailPage),
  },
  customerReturns: {
    list: lazyPage(inbound, (m) => m.CustomerReturnListPage),
    register: lazyPage(inbound, (m) => m.CustomerReturnRegisterPage),
    detail: lazyPage(inbound, (m) => m.CustomerReturnDetailPage),
  },
  allocationManagement: {
    // The orders pages carry the allocation and shipping features' actions, composed in app/routes.
    list: lazyPage(
      () => import('./AllocationManagementRoute.tsx'),
      (m) => m.AllocationManagementRoute,
    ),
    import: lazyPage(orders, (m) => m.OrderCsvImportPage),
    order: lazyPage(
      () => import('./OrderDetailRoute.tsx'),
      (m) => m.OrderDetailRoute,
    ),
    register: lazyPage(orders, (m) => m.OrderRegisterPage),
    edit: lazyPage(orders, (m) => m.OrderEditPage),
    // 返品登録 from an order: the inbound feature's form, started from the order.
    orderReturn: lazyPage(inbound, (m) => m.OrderReturnRegisterPage),
  },
  shippingNg: {
    list: lazyPage(shipping, (m) => m.ShippingNgListPage),
    detail: lazyPage(shipping, (m) => m.ShippingNgDetailPage),
  },
  fulfilment: {
    work: lazyPage(fulfilment, (m) => m.FulfilmentWorkPage),
    inspection: lazyPage(fulfilment, (m) => m.InspectionPage),
  },
  stocks: {
    list: lazyPage(stocks, (m) => m.StockListPage),
    register: lazyPage(stocks, (m) => m.StockRegisterPage),
    edit: lazyPage(stocks, (m) => m.StockEditPage),
    diff: lazyPage(stocks, (m) => m.StockDiffPage),
    daily: lazyPage(stocks, (m) => m.StockDailyPage),
    expiry: lazyPage(stocks, (m) => m.StockExpiryPage),
    reconciliation: lazyPage(reconciliation, (m) => m.ReconciliationPage),
    stocktakes: lazyPage(stocktakes, (m) => m.StocktakeListPage),
    stocktake: lazyPage(stocktakes, (m) => m.StocktakeDetailPage),
    transfers: lazyPage(transfers, (m) => m.StockTransferListPage),
    transferRegister: lazyPage(transfers, (m) => m.StockTransferRegisterPage),
    transfer: lazyPage(transfers, (m) => m.StockTransferDetailPage),
    relocate: lazyPage(stocks, (m) => m.StockRelocatePage),
  },
  products: {
    list: lazyPage(products, (m) => m.ProductListPage),
    register: lazyPage(products, (m) => m.ProductRegisterPage),
    edit: lazyPage(products, (m) => m.ProductEditPage),
  },
  csvImport: { list: lazyPage(productImport, (m) => m.ProductCsvImportPage) },
  warehouses: {
    list: lazyPage(warehouses, (m) => m.WarehouseListPage),
    register: lazyPage(warehouses, (m) => m.WarehouseRegisterPage),
    edit: lazyPage(warehouses, (m) => m.WarehouseEditPage),
  },
  locations: {
    list: lazyPage(locations, (m) => m.LocationListPage),
    register: lazyPage(locations, (m) => m.LocationRegisterPage),
    edit: lazyPage(locations, (m) => m.LocationEditPage),
  },
  warehouseGroups: {
    list: lazyPage(groups, (m) => m.WarehouseGroupListPage),
    register: lazyPage(groups, (m) => m.WarehouseGroupRegisterPage),
    edit: lazyPage(groups, (m) => m.WarehouseGroupEditPage),
  },
  vendors: {
    list: lazyPage(vendors, (m) => m.VendorListPage),
    register: lazyPage(vendors, (m) => m.VendorRegisterPage),
    edit: lazyPage(vendors, (m) => m.VendorEditPage),
  },
  shops: {
    list: lazyPage(shops, (m) => m.ShopListPage),
    register: lazyPage(shops, (m) => m.ShopRegisterPage),
    edit: lazyPage(shops, (m) => m.ShopEditPage),
  },
  suppliers: {
    list: lazyPage(suppliers, (m) => m.SupplierListPage),
    register: lazyPage(suppliers, (m) => m.SupplierRegisterPage),
    edit: lazyPage(suppliers, (m) => m.SupplierEditPage),
  },
  appSettings: {
    list: lazyPage(appSettings, (m) => m.AppSettingListPage),
    register: lazyPage(appSettings, (m) => m.AppSettingRegisterPage),
    edit: lazyPage(appSettings, (m) => m.AppSettingEditPage),
  },
  allocationSettings: { list: lazyPage(allocation, (m) => m.AllocationSettingsPage) },
  adminUserNotifications: {
    list: lazyPage(notifications, (m) => m.AdminNotificationListPage),
    register: lazyPage(notifications, (m) => m.AdminNotificationRegisterPage),
    edit: lazyPage(notifications, (m) => m.AdminNotificationEditPage),
  },
  userNotifications: { show: lazyPage(notifications, (m) => m.UserNotificationsPage) },
};
