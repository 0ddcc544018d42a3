/** Typed URL builders: pages link through these, never by joining strings. */
type Id = string | number;
const crud = (base: string) => ({
  list: () => base,
  register: () => `${base}/register`,
  edit: (id: Id) => `${base}/${encodeURIComponent(String(id))}/edit`,
});

export const paths = {
  home: () => '/',
  login: () => '/goqauth/login',
  devUi: () => '/dev/ui',
  receivingSchedules: {
    ...crud('/receiving_schedules'),
    detail: (id: Id) => `/receiving_schedules/${encodeURIComponent(String(id))}/detail`,
  },
  customerReturns: {
    list: () => '/customer_returns',
    register: () => '/customer_returns/register',
    detail: (id: Id) => `/customer_returns/${encodeURIComponent(String(id))}/detail`,
  },
  allocationManagement: {
    list: () => '/allocation_management',
    /** 受注CSV取込. */
    import: () => '/allocation_management/import',
    order: (id: Id) => `/allocation_management/orders/${encodeURIComponent(String(id))}`,
  },
  shippingNg: {
    list: () => '/shippings/ng',
    detail: (id: Id) => `/shippings/ng/${encodeURIComponent(String(id))}`,
  },
  stocks: {
    ...crud('/stocks'),
    list: (stockType: 'stockByProduct' | 'stockByWarehouse' = 'stockByProduct') =>
      `/stocks?stockType=${stockType}`,
    /** 在庫差異: ours against the warehouses' reported figures. */
    diff: () => '/stocks/diff',
    /** 整合性チェック: whether stock, ledger, allocations, orders and shipments agree. */
    reconciliation: () => '/stocks/reconciliation',
  },
  products: crud('/products'),
  csvImport: { list: () => '/csv_import' },
  warehouses: crud('/warehouses'),
  warehouseGroups: crud('/warehouses/groups'),
  vendors: crud('/rsl_venders'),
  shops: crud('/shops'),
  suppliers: crud('/suppliers'),
  appSettings: crud('/app_settings'),
  allocationSettings: { list: () => '/allocation' },
  adminUserNotifications: crud('/admin/user_notifications'),
  userNotifications: {
    show: (id?: Id) => (id === undefined ? '/user_notifications' : `/user_notifications?id=${id}`),
  },
};
