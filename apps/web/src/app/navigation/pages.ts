import { PAGE_TITLES, TEXTS } from '@logi/shared';
import type { MenuKey } from './menu.ts';
import { paths } from '../../lib/paths.ts';

/** What the layout needs to know of a page: its title, its menu entry and its parent list. */
export type PageMeta = {
  title: string;
  menu: MenuKey | null;
  parent?: { title: string; to: string };
};

type PageDef = PageMeta & { path: string };
type CrudTitles = { list: string; register: string; edit: string };

/** A list page plus its register and edit pages; register/edit belong to the list's menu and tab. */
function crudPages(menu: MenuKey, base: string, titles: CrudTitles, listTo = base): PageDef[] {
  const parent = { title: titles.list, to: listTo };
  return [
    { path: base, title: titles.list, menu },
    { path: `${base}/register`, title: titles.register, menu, parent },
    { path: `${base}/:id/edit`, title: titles.edit, menu, parent },
  ];
}

/** Every route of the spec §2 menu table, each with the menu entry it lights up. */
export const PAGES: PageDef[] = [
  { path: '/', title: PAGE_TITLES.home, menu: 'home' },
  ...crudPages('inbound', '/receiving_schedules', PAGE_TITLES.receivingSchedules),
  {
    path: '/receiving_schedules/:id/detail',
    title: PAGE_TITLES.receivingSchedules.detail,
    menu: 'inbound',
    parent: { title: PAGE_TITLES.receivingSchedules.list, to: paths.receivingSchedules.list() },
  },
  { path: '/customer_returns', title: PAGE_TITLES.customerReturns.list, menu: 'inbound' },
  {
    path: '/customer_returns/register',
    title: PAGE_TITLES.customerReturns.register,
    menu: 'inbound',
    parent: { title: PAGE_TITLES.customerReturns.list, to: paths.customerReturns.list() },
  },
  {
    path: '/customer_returns/:id/detail',
    title: PAGE_TITLES.customerReturns.detail,
    menu: 'inbound',
    parent: { title: PAGE_TITLES.customerReturns.list, to: paths.customerReturns.list() },
  },
  {
    path: '/allocation_management',
    title: PAGE_TITLES.allocationManagement.list,
    menu: 'outbound',
  },
  {
    path: '/allocation_management/import',
    title: PAGE_TITLES.allocationManagement.import,
    menu: 'outbound',
    parent: { title: PAGE_TITLES.allocationManagement.list, to: paths.allocationManagement.list() },
  },
  {
    path: '/allocation_management/orders/:id',
    title: PAGE_TITLES.allocationManagement.order,
    menu: 'outbound',
    parent: { title: PAGE_TITLES.allocationManagement.list, to: paths.allocationManagement.list() },
  },
  { path: '/shippings/ng', title: PAGE_TITLES.shippingNg.list, menu: 'outbound' },
  {
    path: '/shippings/ng/:id',
    title: PAGE_TITLES.shippingNg.detail,
    menu: 'outbound',
    parent: { title: PAGE_TITLES.shippingNg.list, to: paths.shippingNg.list() },
  },
  ...crudPages('stock', '/stocks', PAGE_TITLES.stocks, paths.stocks.list()),
  {
    path: '/stocks/diff',
    title: PAGE_TITLES.stocks.diff,
    menu: 'stock',
    parent: { title: PAGE_TITLES.stocks.list, to: paths.stocks.list() },
  },
  { path: '/stocks/reconciliation', title: PAGE_TITLES.stocks.reconciliation, menu: 'stock' },
  ...crudPages('products', '/products', PAGE_TITLES.products),
  { path: '/csv_import', title: PAGE_TITLES.productCsvImport.page, menu: 'products' },
  ...crudPages('warehouses', '/warehouses', PAGE_TITLES.warehouses),
  ...crudPages('warehouses', '/warehouses/groups', PAGE_TITLES.warehouseGroups),
  ...crudPages('masters', '/rsl_venders', PAGE_TITLES.vendors),
  ...crudPages('masters', '/shops', PAGE_TITLES.shops),
  ...crudPages('masters', '/suppliers', PAGE_TITLES.suppliers),
  ...crudPages('masters', '/app_settings', PAGE_TITLES.appSettings),
  { path: '/allocation', title: PAGE_TITLES.allocationSettings.page, menu: 'settings' },
  ...crudPages('admin', '/admin/user_notifications', PAGE_TITLES.adminNotifications),
  { path: '/user_notifications', title: PAGE_TITLES.userNotifications, menu: null },
];

export const NOT_FOUND_PAGE: PageMeta = { title: TEXTS.notFound, menu: null };
