import { PAGE_TITLES } from '@logi/shared';
import { route, type MenuKey, type PageMeta, type RouteDef } from './route-def.ts';

type Id = string | number;
type CrudTitles = { list: string; register: string; edit: string };
type BuilderOf<P extends string> = P extends `${string}:id${string}`
  ? (id: Id) => string
  : () => string;

/** The URL builder a pattern implies: its `:id` filled in, encoded. */
const builderOf = <P extends string>(pattern: P) =>
  ((id: Id) => pattern.replace(':id', encodeURIComponent(String(id)))) as BuilderOf<P>;

const at = <P extends string>(pattern: P, page: PageMeta | null) =>
  route(pattern, builderOf(pattern), page);

/** A page under a list: same menu entry, and the list as its parent (the heading's way back). */
const under = <P extends string>(list: RouteDef, pattern: P, title: string) =>
  at(pattern, {
    title,
    menu: list.page?.menu ?? null,
    parent: { title: list.page?.title ?? '', to: list.to() },
  });

/** A list page plus its register and edit pages; register/edit belong to the list's menu and tab. */
function crud<L extends RouteDef>(
  base: string,
  titles: CrudTitles,
  menu: MenuKey,
  list: L | RouteDef<() => string> = at(base, { title: titles.list, menu }),
) {
  return {
    list,
    register: under(list, `${base}/register`, titles.register),
    edit: under(list, `${base}/:id/edit`, titles.edit),
  };
}

const T = PAGE_TITLES;
const receivingSchedules = crud('/receiving_schedules', T.receivingSchedules, 'inbound');
const customerReturns = at('/customer_returns', { title: T.customerReturns.list, menu: 'inbound' });
const allocationManagement = at('/allocation_management', {
  title: T.allocationManagement.list,
  menu: 'outbound',
});
const shippingNg = at('/shippings/ng', { title: T.shippingNg.list, menu: 'outbound' });
const fulfilmentWork = at('/shippings/work', { title: T.fulfilment.work, menu: 'outbound' });
const warehouseList = at('/warehouses', { title: T.warehouses.list, menu: 'warehouses' });
const stocktakes = at('/stocks/stocktakes', { title: T.stocks.stocktakes, menu: 'stock' });
const transfers = at('/stocks/transfers', { title: T.stocks.transfers, menu: 'stock' });
const stockList = route(
  '/stocks',
  (stockType: 'stockByProduct' | 'stockByWarehouse' = 'stockByProduct') =>
    `/stocks?stockType=${stockType}`,
  { title: T.stocks.list, menu: 'stock' },
);

/**
 * Every route of the app (spec §2), once: its pattern, its URL builder (`paths`), and inside the
 * signed-in layout its page (title, menu entry, parent list). The router adds each one's page.
 */
export const ROUTE_TABLE = {
  home: at('/', { title: T.home, menu: 'home' }),
  login: at('/goqauth/login', null),
  devUi: at('/dev/ui', null),
  receivingSchedules: {
    ...receivingSchedules,
    detail: under(
      receivingSchedules.list,
      '/receiving_schedules/:id/detail',
      T.receivingSchedules.detail,
    ),
  },
  customerReturns: {
    list: customerReturns,
    register: under(customerReturns, '/customer_returns/register', T.customerReturns.register),
    detail: under(customerReturns, '/customer_returns/:id/detail', T.customerReturns.detail),
  },
  allocationManagement: {
    list: allocationManagement,
    /** 受注CSV取込. */
    import: under(
      allocationManagement,
      '/allocation_management/import',
      T.allocationManagement.import,
    ),
    order: under(
      allocationManagement,
      '/allocation_management/orders/:id',
      T.allocationManagement.order,
    ),
    /** 受注登録: an order typed in. */
    register: under(
      allocationManagement,
      '/allocation_management/new',
      T.allocationManagement.register,
    ),
    /** 返品登録 from a shipped order (decision 064). */
    orderReturn: under(
      allocationManagement,
      '/allocation_management/orders/:id/return',
      T.allocationManagement.orderReturn,
    ),
    /** 受注編集: before 出荷指示 only. */
    edit: under(
      allocationManagement,
      '/allocation_management/orders/:id/edit',
      T.allocationManagement.edit,
    ),
  },
  shippingNg: {
    list: shippingNg,
    detail: under(shippingNg, '/shippings/ng/:id', T.shippingNg.detail),
  },
  fulfilment: {
    /** 出荷作業: the own warehouse's parcels, picking batches and their files. */
    work: fulfilmentWork,
    /** 検品: a batch's link opens it with the batch's progress shown. */
    inspection: route(
      '/shippings/inspection',
      (batchId?: Id) =>
        batchId === undefined
          ? '/shippings/inspection'
          : `/shippings/inspection?batchId=${batchId}`,
      { title: T.fulfilment.inspection, menu: 'outbound' },
    ),
  },
  stocks: {
    ...crud('/stocks', T.stocks, 'stock', stockList),
    list: stockList,
    /** 在庫差異: ours against the warehouses' reported figures. */
    diff: under(stockList, '/stocks/diff', T.stocks.diff),
    /** 日次在庫表: the figures as of a past day's end, from the ledger. */
    daily: at('/stocks/daily', { title: T.stocks.daily, menu: 'stock' }),
    /** 賞味期限管理: lots near or past their 賞味期限 (state=expired for the latter). */
    expiry: route(
      '/stocks/expiry',
      (state?: 'near' | 'expired') => (state ? `/stocks/expiry?state=${state}` : '/stocks/expiry'),
      { title: T.stocks.expiry, menu: 'stock' },
    ),
    /** 整合性チェック: whether stock, ledger, allocations, orders and shipments agree. */
    reconciliation: at('/stocks/reconciliation', { title: T.stocks.reconciliation, menu: 'stock' }),
    /** 棚卸: counts of own warehouses, and one count's entry, review and apply. */
    stocktakes,
    stocktake: under(stocktakes, '/stocks/stocktakes/:id', T.stocks.stocktake),
    /** 在庫移動: between warehouses; one transfer and its 移動中. */
    transfers,
    transferRegister: under(transfers, '/stocks/transfers/register', T.stocks.transferRegister),
    transfer: under(transfers, '/stocks/transfers/:id/detail', T.stocks.transfer),
    /** 棚移動: pieces of one stock row between shelves of its warehouse. */
    relocate: under(stockList, '/stocks/:id/relocate', T.stocks.relocate),
  },
  products: crud('/products', T.products, 'products'),
  csvImport: { list: at('/csv_import', { title: T.productCsvImport.page, menu: 'products' }) },
  warehouses: crud('/warehouses', T.warehouses, 'warehouses', warehouseList),
  /** 棚番: one own warehouse's shelves (its id in the list's path); a shelf's edit by its own id. */
  locations: {
    list: under(warehouseList, '/warehouses/:id/locations', T.locations.list),
    register: under(warehouseList, '/warehouses/:id/locations/register', T.locations.register),
    edit: under(warehouseList, '/locations/:id/edit', T.locations.edit),
  },
  warehouseGroups: crud('/warehouses/groups', T.warehouseGroups, 'warehouses'),
  vendors: crud('/rsl_venders', T.vendors, 'masters'),
  shops: crud('/shops', T.shops, 'masters'),
  suppliers: crud('/suppliers', T.suppliers, 'masters'),
  appSettings: crud('/app_settings', T.appSettings, 'masters'),
  allocationSettings: {
    list: at('/allocation', { title: T.allocationSettings.page, menu: 'settings' }),
  },
  adminUserNotifications: crud('/admin/user_notifications', T.adminNotifications, 'admin'),
  userNotifications: {
    show: route(
      '/user_notifications',
      (id?: Id) => (id === undefined ? '/user_notifications' : `/user_notifications?id=${id}`),
      { title: T.userNotifications, menu: null },
    ),
  },
};
