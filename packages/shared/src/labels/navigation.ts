/** labels.md: sidebar entries, their tabs (label and list route) and the page titles. */

export interface SidebarTab {
  readonly label: string;
  readonly path: string;
}

export interface SidebarEntry {
  readonly key: string;
  readonly label: string;
  /** The entry's own route; absent for the manual, an external link. */
  readonly path?: string;
  readonly tabs: readonly SidebarTab[];
  /** Shown only to visitors whose IP is in the admin allow-list (spec §6). */
  readonly adminOnly?: boolean;
  /** Opens an external page in a new tab (spec §2: the operation manual). */
  readonly external?: boolean;
}

/** An entry with tabs opens on its first tab: its own route is that tab's. */
function tabbed<const Key extends string>(
  key: Key,
  label: string,
  tabs: readonly [SidebarTab, ...SidebarTab[]],
) {
  return { key, label, path: tabs[0].path, tabs };
}

export const SIDEBAR_ENTRIES = [
  { key: 'home', label: 'ホーム', path: '/', tabs: [] },
  tabbed('inbound', '入荷業務', [
    { label: '入荷予定', path: '/receiving_schedules' },
    { label: '返品実績', path: '/customer_returns' },
  ]),
  tabbed('outbound', '出荷業務', [
    { label: '引当管理', path: '/allocation_management' },
    { label: '出荷作業', path: '/shippings/work' },
    { label: '検品', path: '/shippings/inspection' },
    { label: '出荷不可リスト(RSL)', path: '/shippings/ng' },
  ]),
  tabbed('stock', '在庫', [
    { label: '在庫一覧', path: '/stocks?stockType=stockByProduct' },
    { label: '日次在庫表', path: '/stocks/daily' },
    { label: '賞味期限管理', path: '/stocks/expiry' },
    { label: '棚卸', path: '/stocks/stocktakes' },
    { label: '在庫移動', path: '/stocks/transfers' },
    { label: '整合性チェック', path: '/stocks/reconciliation' },
  ]),
  tabbed('products', '商品設定', [
    { label: '商品一覧', path: '/products' },
    { label: '商品CSV登録', path: '/csv_import' },
  ]),
  tabbed('warehouses', '倉庫設定', [
    { label: '倉庫一覧', path: '/warehouses' },
    { label: '倉庫グループ', path: '/warehouses/groups' },
  ]),
  tabbed('masters', 'マスタ設定', [
    { label: 'ベンダー一覧', path: '/rsl_venders' },
    { label: 'ショップ一覧', path: '/shops' },
    { label: '仕入先一覧', path: '/suppliers' },
    { label: 'システム連携設定一覧', path: '/app_settings' },
  ]),
  // Spec: tabs not shown; the single page is 引当処理設定.
  { key: 'settings', label: '各種設定', path: '/allocation', tabs: [] },
  {
    key: 'admin',
    label: '管理者設定',
    path: '/admin/user_notifications',
    tabs: [{ label: '管理者お知らせ一覧', path: '/admin/user_notifications' }],
    adminOnly: true,
  },
  { key: 'manual', label: 'マニュアル', tabs: [], external: true },
] as const satisfies readonly SidebarEntry[];

export type SidebarKey = (typeof SIDEBAR_ENTRIES)[number]['key'];

/** labels.md: list pages take the tab's name; register 〇〇登録, edit 〇〇編集. */
export const PAGE_TITLES = {
  home: 'ホーム',
  userNotifications: 'お知らせ',
  receivingSchedules: {
    list: '入荷予定一覧',
    register: '入荷予定登録',
    edit: '入荷予定編集',
    detail: '入荷予定詳細',
  },
  customerReturns: {
    list: '返品実績一覧',
    register: '返品実績登録',
    edit: '返品実績編集',
    detail: '返品実績詳細',
  },
  allocationManagement: {
    list: '引当管理',
    import: '受注CSV取込',
    order: '受注詳細',
    register: '受注登録',
    edit: '受注編集',
    orderReturn: '返品登録',
  },
  shippingNg: { list: '出荷不可リスト', detail: '出荷不可詳細' },
  fulfilment: { work: '出荷作業', inspection: '検品' },
  stocks: {
    list: '在庫一覧',
    register: '在庫登録',
    edit: '在庫編集',
    diff: '在庫差異',
    daily: '日次在庫表',
    expiry: '賞味期限管理',
    reconciliation: '整合性チェック',
    stocktakes: '棚卸一覧',
    stocktake: '棚卸',
    transfers: '在庫移動一覧',
    transfer: '在庫移動',
    transferRegister: '在庫移動の登録',
    relocate: '棚移動登録',
  },
  products: { list: '商品一覧', register: '商品登録', edit: '商品編集' },
  productCsvImport: { page: '商品CSV登録' },
  warehouses: { list: '倉庫一覧', register: '倉庫登録', edit: '倉庫編集' },
  locations: { list: '棚番一覧', register: '棚番登録', edit: '棚番編集' },
  warehouseGroups: {
    list: '倉庫グループ一覧',
    register: '倉庫グループ登録',
    edit: '倉庫グループ編集',
  },
  vendors: { list: 'ベンダー一覧', register: 'ベンダー登録', edit: 'ベンダー編集' },
  shops: { list: 'ショップ一覧', register: 'ショップ登録', edit: 'ショップ編集' },
  suppliers: { list: '仕入先一覧', register: '仕入先登録', edit: '仕入先編集' },
  appSettings: {
    list: 'システム連携設定一覧',
    register: 'システム連携設定登録',
    edit: 'システム連携設定編集',
  },
  allocationSettings: { page: '引当処理設定' },
  adminNotifications: {
    list: '管理者お知らせ一覧',
    register: '管理者お知らせ登録',
    edit: '管理者お知らせ編集',
  },
} as const;

/** The product name the browser title carries after the page title (spec §2). */
export const PRODUCT_NAME = 'ロジ管理';

/** The browser title: the page title plus the product name (configurable on the server). */
export function documentTitle(pageTitle?: string, productName: string = PRODUCT_NAME): string {
  return pageTitle ? `${pageTitle} | ${productName}` : productName;
}
