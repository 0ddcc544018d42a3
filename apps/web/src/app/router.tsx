import { lazy, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from './routes/HomePage.tsx';
import { MainLayout } from './layout/MainLayout.tsx';
import { NOT_FOUND_PAGE, PAGES } from './navigation/pages.ts';
import { loadUiProviders } from './providers/LazyUiProviders.tsx';
import { RouteErrorPage } from './routes/RouteErrorPage.tsx';

/**
 * A page loaded with its own chunk the first time it is visited, so the signed-in shell stays small
 * (docs/decisions/015), and inside Mantine's providers, loaded alongside (the shell has none,
 * docs/decisions/024). The layout's Suspense shows a skeleton meanwhile.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
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

// Not part of the signed-in shell's first load (docs/decisions/024).
const PlaceholderPage = lazyPage(
  () => import('./routes/PlaceholderPage.tsx'),
  (m) => m.PlaceholderPage,
);
const NotFoundPage = lazyPage(
  () => import('./routes/NotFoundPage.tsx'),
  (m) => m.NotFoundPage,
);
const LoginPage = lazyPage(
  () => import('../features/auth/LoginPage.tsx'),
  (m) => m.LoginPage,
);

const DevUiRoute = lazyPage(
  () => import('./routes/DevUiRoute.tsx'),
  (m) => m.DevUiRoute,
);
const notificationPages = () => import('../features/notifications/pages/index.ts');
const AdminNotificationListPage = lazyPage(notificationPages, (m) => m.AdminNotificationListPage);
const AdminNotificationRegisterPage = lazyPage(
  notificationPages,
  (m) => m.AdminNotificationRegisterPage,
);
const AdminNotificationEditPage = lazyPage(notificationPages, (m) => m.AdminNotificationEditPage);
const UserNotificationsPage = lazyPage(notificationPages, (m) => m.UserNotificationsPage);

const warehousePages = () => import('../features/warehouses/pages/index.ts');
const WarehouseListPage = lazyPage(warehousePages, (m) => m.WarehouseListPage);
const WarehouseRegisterPage = lazyPage(warehousePages, (m) => m.WarehouseRegisterPage);
const WarehouseEditPage = lazyPage(warehousePages, (m) => m.WarehouseEditPage);
const groupPages = () => import('../features/warehouse-groups/pages/index.ts');
const WarehouseGroupListPage = lazyPage(groupPages, (m) => m.WarehouseGroupListPage);
const WarehouseGroupRegisterPage = lazyPage(groupPages, (m) => m.WarehouseGroupRegisterPage);
const WarehouseGroupEditPage = lazyPage(groupPages, (m) => m.WarehouseGroupEditPage);
const appSettingPages = () => import('../features/app-settings/pages/index.ts');
const AppSettingListPage = lazyPage(appSettingPages, (m) => m.AppSettingListPage);
const AppSettingRegisterPage = lazyPage(appSettingPages, (m) => m.AppSettingRegisterPage);
const AppSettingEditPage = lazyPage(appSettingPages, (m) => m.AppSettingEditPage);

const supplierPages = () => import('../features/suppliers/pages/index.ts');
const SupplierListPage = lazyPage(supplierPages, (m) => m.SupplierListPage);
const SupplierRegisterPage = lazyPage(supplierPages, (m) => m.SupplierRegisterPage);
const SupplierEditPage = lazyPage(supplierPages, (m) => m.SupplierEditPage);
const vendorPages = () => import('../features/vendors/pages/index.ts');
const VendorListPage = lazyPage(vendorPages, (m) => m.VendorListPage);
const VendorRegisterPage = lazyPage(vendorPages, (m) => m.VendorRegisterPage);
const VendorEditPage = lazyPage(vendorPages, (m) => m.VendorEditPage);
const shopPages = () => import('../features/shops/pages/index.ts');
const ShopListPage = lazyPage(shopPages, (m) => m.ShopListPage);
const ShopRegisterPage = lazyPage(shopPages, (m) => m.ShopRegisterPage);
const ShopEditPage = lazyPage(shopPages, (m) => m.ShopEditPage);
const productPages = () => import('../features/products/pages/index.ts');
const ProductListPage = lazyPage(productPages, (m) => m.ProductListPage);
const ProductRegisterPage = lazyPage(productPages, (m) => m.ProductRegisterPage);
const ProductEditPage = lazyPage(productPages, (m) => m.ProductEditPage);
const productImportPages = () => import('../features/product-import/pages/index.ts');
const ProductCsvImportPage = lazyPage(productImportPages, (m) => m.ProductCsvImportPage);
const stockPages = () => import('../features/stocks/pages/index.ts');
const StockListPage = lazyPage(stockPages, (m) => m.StockListPage);
const StockRegisterPage = lazyPage(stockPages, (m) => m.StockRegisterPage);
const StockEditPage = lazyPage(stockPages, (m) => m.StockEditPage);
const StockDiffPage = lazyPage(stockPages, (m) => m.StockDiffPage);
const reconciliationPages = () => import('../features/reconciliation/pages/index.ts');
const ReconciliationPage = lazyPage(reconciliationPages, (m) => m.ReconciliationPage);
const inboundPages = () => import('../features/inbound/pages/index.ts');
const ReceivingScheduleListPage = lazyPage(inboundPages, (m) => m.ReceivingScheduleListPage);
const ReceivingScheduleRegisterPage = lazyPage(
  inboundPages,
  (m) => m.ReceivingScheduleRegisterPage,
);
const ReceivingScheduleEditPage = lazyPage(inboundPages, (m) => m.ReceivingScheduleEditPage);
const ReceivingScheduleDetailPage = lazyPage(inboundPages, (m) => m.ReceivingScheduleDetailPage);
const CustomerReturnListPage = lazyPage(inboundPages, (m) => m.CustomerReturnListPage);
const CustomerReturnRegisterPage = lazyPage(inboundPages, (m) => m.CustomerReturnRegisterPage);
const CustomerReturnDetailPage = lazyPage(inboundPages, (m) => m.CustomerReturnDetailPage);
const orderPages = () => import('../features/orders/pages/index.ts');
// The orders pages carry the allocation and shipping features' actions, composed in app/routes.
const AllocationManagementPage = lazyPage(
  () => import('./routes/AllocationManagementRoute.tsx'),
  (m) => m.AllocationManagementRoute,
);
const OrderCsvImportPage = lazyPage(orderPages, (m) => m.OrderCsvImportPage);
const OrderDetailPage = lazyPage(
  () => import('./routes/OrderDetailRoute.tsx'),
  (m) => m.OrderDetailRoute,
);
const shippingPages = () => import('../features/shipping/pages/index.ts');
const ShippingNgListPage = lazyPage(shippingPages, (m) => m.ShippingNgListPage);
const ShippingNgDetailPage = lazyPage(shippingPages, (m) => m.ShippingNgDetailPage);
const AllocationSettingsPage = lazyPage(
  () => import('../features/allocation/pages/index.ts'),
  (m) => m.AllocationSettingsPage,
);

/** Pages that have their own screen; every other menu route shows the standard empty state. */
const PAGE_ELEMENTS: Record<string, ReactNode> = {
  '/': <HomePage />,
  '/admin/user_notifications': <AdminNotificationListPage />,
  '/admin/user_notifications/register': <AdminNotificationRegisterPage />,
  '/admin/user_notifications/:id/edit': <AdminNotificationEditPage />,
  '/user_notifications': <UserNotificationsPage />,
  '/warehouses': <WarehouseListPage />,
  '/warehouses/register': <WarehouseRegisterPage />,
  '/warehouses/:id/edit': <WarehouseEditPage />,
  '/warehouses/groups': <WarehouseGroupListPage />,
  '/warehouses/groups/register': <WarehouseGroupRegisterPage />,
  '/warehouses/groups/:id/edit': <WarehouseGroupEditPage />,
  '/app_settings': <AppSettingListPage />,
  '/app_settings/register': <AppSettingRegisterPage />,
  '/app_settings/:id/edit': <AppSettingEditPage />,
  '/suppliers': <SupplierListPage />,
  '/suppliers/register': <SupplierRegisterPage />,
  '/suppliers/:id/edit': <SupplierEditPage />,
  '/rsl_venders': <VendorListPage />,
  '/rsl_venders/register': <VendorRegisterPage />,
  '/rsl_venders/:id/edit': <VendorEditPage />,
  '/shops': <ShopListPage />,
  '/shops/register': <ShopRegisterPage />,
  '/shops/:id/edit': <ShopEditPage />,
  '/receiving_schedules': <ReceivingScheduleListPage />,
  '/receiving_schedules/register': <ReceivingScheduleRegisterPage />,
  '/receiving_schedules/:id/edit': <ReceivingScheduleEditPage />,
  '/receiving_schedules/:id/detail': <ReceivingScheduleDetailPage />,
  '/customer_returns': <CustomerReturnListPage />,
  '/customer_returns/register': <CustomerReturnRegisterPage />,
  '/customer_returns/:id/detail': <CustomerReturnDetailPage />,
  '/allocation_management': <AllocationManagementPage />,
  '/allocation_management/import': <OrderCsvImportPage />,
  '/allocation_management/orders/:id': <OrderDetailPage />,
  '/shippings/ng': <ShippingNgListPage />,
  '/shippings/ng/:id': <ShippingNgDetailPage />,
  '/allocation': <AllocationSettingsPage />,
  '/products': <ProductListPage />,
  '/products/register': <ProductRegisterPage />,
  '/products/:id/edit': <ProductEditPage />,
  '/csv_import': <ProductCsvImportPage />,
  '/stocks': <StockListPage />,
  '/stocks/register': <StockRegisterPage />,
  '/stocks/:id/edit': <StockEditPage />,
  '/stocks/diff': <StockDiffPage />,
  '/stocks/reconciliation': <ReconciliationPage />,
};

const pageRoutes: RouteObject[] = PAGES.map(({ path, ...page }) => ({
  path,
  element: PAGE_ELEMENTS[path] ?? <PlaceholderPage />,
  // A failing page keeps the layout around its error panel.
  errorElement: <RouteErrorPage />,
  handle: { page },
}));

export const routes: RouteObject[] = [
  // The auth area lives outside the main layout (spec §2, §6).
  { path: '/goqauth/login', element: <LoginPage />, errorElement: <RouteErrorPage /> },
  { path: '/dev/ui', element: <DevUiRoute />, errorElement: <RouteErrorPage /> },
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...pageRoutes,
      { path: '*', element: <NotFoundPage />, handle: { page: NOT_FOUND_PAGE } },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
