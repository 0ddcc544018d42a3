import { PAGE_TITLES } from '@logi/shared';
import { route, type MenuKey, type PageMeta, type RouteDef } from './route-def.ts';

type Id = string | number;
type CrudTitles = { list: string; register: string; edit: string };

const withId = (pattern: string) => (id: Id) =>
  pattern.replace(':id', encodeURIComponent(String(id)));
const fixed = (pattern: string) => () => pattern;

/** A page under a list: same menu entry, and the list as its parent (the heading's way back). */
const childOf = (list: RouteDef, title: string): PageMeta => ({
  title,
  menu: list.page?.menu ?? null,
  parent: { title: list.page?.title ?? '', to: list.to() },
});

/** A list page plus its register and edit pages; register/edit belong to the list's menu and tab. */
function crud<L extends RouteDef>(
  base: string,
  titles: CrudTitles,
  menu: MenuKey,
  list: L | RouteDef<() => string> = route(base, fixed(base), { title: titles.list, menu }),
) {
  return {
    list,
    register: route(`${base}/register`, fixed(`${base}/register`), childOf(list, titles.register)),
    edit: route(`${base}/:id/edit`, withId(`${base}/:id/edit`), childOf(list, titles.edit)),
  };
}

const receivingSchedules = crud('/receiving_schedules', PAGE_TITLES.receivingSchedules, 'inbound');
const customerReturns = route('/customer_returns', fixed('/customer_returns'), {
  title: PAGE_TITLES.customerReturns.list,
  menu: 'inbound',
});
const allocationManagement = route('/allocation_management', fixed('/allocation_management'), {
  title: PAGE_TITLES.allocationManagement.list,
  menu: 'outbound',
});
const shippingNg = route('/shippings/ng', fixed('/shippings/ng'), {
  title: PAGE_TITLES.shippingNg.list,
  menu: 'outbound',
});
const stockList = route(
  '/stocks',
  (stockType: 'stockByProduct' | 'stockByWarehouse' = 'stockByProduct') =>
    `/stocks?stockType=${stockType}`,
  { title: PAGE_TITLES.stocks.list, menu: 'stock' },
);
const stocks = { ...crud('/stocks', PAGE_TITLES.stocks, 'stock', stockList), list: stockList };

/**
 * Every route of the app (spec §2), once: its pattern, its URL builder (`paths`), and inside the
 * signed-in layout its page (title, menu entry, parent list). The router adds each one's element.
 */
export const ROUTE_TABLE = {
  home: route('/', fixed('/'), { title: PAGE_TITLES.home, menu: 'home' }),
  login: route('/goqauth/login', fixed('/goqauth/login'), null),
  devUi: route('/dev/ui', fixed('/dev/ui'), null),
  receivingSchedules: {
    ...receivingSchedules,
    detail: route(
      '/receiving_schedules/:id/detail',
      withId('/receiving_schedules/:id/detail'),
      childOf(receivingSchedules.list, PAGE_TITLES.receivingSchedules.detail),
    ),
  },
  customerReturns: {
    list: customerReturns,
    register: route(
      '/customer_returns/register',
      fixed('/customer_returns/register'),
      childOf(customerReturns, PAGE_TITLES.customerReturns.register),
    ),
    detail: route(
      '/customer_returns/:id/detail',
      withId('/customer_returns/:id/detail'),
      childOf(customerReturns, PAGE_TITLES.customerReturns.detail),
    ),
  },
  allocationManagement: {
    list: allocationManagement,
    /** 受注CSV取込. */
    import: route(
      '/allocation_management/import',
      fixed('/allocation_management/import'),
      childOf(allocationManagement, PAGE_TITLES.allocationManagement.import),
    ),
    order: route(
      '/allocation_management/orders/:id',
      withId('/allocation_management/orders/:id'),
      childOf(allocationManagement, PAGE_TITLES.allocationManagement.order),
    ),
  },
  shippingNg: {
    list: shippingNg,
    detail: route(
      '/shippings/ng/:id',
      withId('/shippings/ng/:id'),
      childOf(shippingNg, PAGE_TITLES.shippingNg.detail),
    ),
  },
  stocks: {
    ...stocks,
    /** 在庫差異: ours against the warehouses' reported figures. */
    diff: route(
      '/stocks/diff',
      fixed('/stocks/diff'),
      childOf(stocks.list, PAGE_TITLES.stocks.diff),
    ),
    /** 整合性チェック: whether stock, ledger, allocations, orders and shipments agree. */
    reconciliation: route('/stocks/reconciliation', fixed('/stocks/reconciliation'), {
      title: PAGE_TITLES.stocks.reconciliation,
      menu: 'stock',
    }),
  },
  products: crud('/products', PAGE_TITLES.products, 'products'),
  csvImport: {
    list: route('/csv_import', fixed('/csv_import'), {
      title: PAGE_TITLES.productCsvImport.page,
      menu: 'products',
    }),
  },
  warehouses: crud('/warehouses', PAGE_TITLES.warehouses, 'warehouses'),
  warehouseGroups: crud('/warehouses/groups', PAGE_TITLES.warehouseGroups, 'warehouses'),
  vendors: crud('/rsl_venders', PAGE_TITLES.vendors, 'masters'),
  shops: crud('/shops', PAGE_TITLES.shops, 'masters'),
  suppliers: crud('/suppliers', PAGE_TITLES.suppliers, 'masters'),
  appSettings: crud('/app_settings', PAGE_TITLES.appSettings, 'masters'),
  allocationSettings: {
    list: route('/allocation', fixed('/allocation'), {
      title: PAGE_TITLES.allocationSettings.page,
      menu: 'settings',
    }),
  },
  adminUserNotifications: crud(
    '/admin/user_notifications',
    PAGE_TITLES.adminNotifications,
    'admin',
  ),
  userNotifications: {
    show: route(
      '/user_notifications',
      (id?: Id) => (id === undefined ? '/user_notifications' : `/user_notifications?id=${id}`),
      { title: PAGE_TITLES.userNotifications, menu: null },
    ),
  },
};
