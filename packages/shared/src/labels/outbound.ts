/** Outbound work (出荷業務, domain.md § Outbound): codes stored and sent, Japanese labels shown. */

/** 受注のステータス, in the order the allocation management page shows them. */
export const ORDER_STATUSES = {
  unallocated: { label: '未引当', color: 'gray' },
  partial: { label: '一部引当', color: 'orange' },
  allocated: { label: '引当済', color: 'blue' },
  instructed: { label: '出荷指示済', color: 'indigo' },
  // Own-warehouse shipping (issue 26): printed and being picked, then checked by scan.
  working: { label: '出荷作業中', color: 'violet' },
  inspected: { label: '検品済', color: 'grape' },
  partially_shipped: { label: '一部出荷', color: 'cyan' },
  shipped: { label: '出荷済', color: 'teal' },
  on_hold: { label: '出荷保留', color: 'yellow' },
  ng: { label: '出荷不可', color: 'red' },
  cancelled: { label: 'キャンセル', color: 'dark' },
} as const;
export type OrderStatusCode = keyof typeof ORDER_STATUSES;
export const ORDER_STATUS_VALUES = Object.keys(ORDER_STATUSES) as [
  OrderStatusCode,
  ...OrderStatusCode[],
];

/** Where an order came in. */
export const ORDER_SOURCE_LABELS = {
  csv: 'CSV',
  api: 'API',
  demo: 'デモ',
  // 受注登録: typed in 引当管理's form.
  manual: '画面入力',
} as const;
export type OrderSource = keyof typeof ORDER_SOURCE_LABELS;
export const ORDER_SOURCE_VALUES = Object.keys(ORDER_SOURCE_LABELS) as [
  OrderSource,
  ...OrderSource[],
];

/** 引当方法. */
export const ALLOCATION_METHODS = {
  order: '受注単位',
  line: '明細単位',
  split: '分割引当',
} as const;
export type AllocationMethod = keyof typeof ALLOCATION_METHODS;
export const ALLOCATION_METHOD_VALUES = Object.keys(ALLOCATION_METHODS) as [
  AllocationMethod,
  ...AllocationMethod[],
];

/** 優先順. */
export const ALLOCATION_PRIORITIES = {
  group_order: '倉庫グループ順',
  most_available: '在庫の多い順',
} as const;
export type AllocationPriority = keyof typeof ALLOCATION_PRIORITIES;
export const ALLOCATION_PRIORITY_VALUES = Object.keys(ALLOCATION_PRIORITIES) as [
  AllocationPriority,
  ...AllocationPriority[],
];

/** An allocation row's life: held, given back, or gone out with a shipment. */
export const ALLOCATION_STATES = {
  active: '引当中',
  released: '解除済',
  shipped: '出荷済',
} as const;
export type AllocationState = keyof typeof ALLOCATION_STATES;

/** 出荷指示のステータス (ours; the warehouse's own words are in packages/warehouse-api). */
export const SHIPPING_INSTRUCTION_STATUSES = {
  unsynced: { label: '未連携', color: 'gray' },
  accepted: { label: '受付済', color: 'blue' },
  working: { label: '出荷作業中', color: 'violet' },
  inspected: { label: '検品済', color: 'grape' },
  shipped: { label: '出荷済', color: 'teal' },
  on_hold: { label: '出荷保留', color: 'yellow' },
  ng: { label: '出荷不可', color: 'red' },
  cancelled: { label: 'キャンセル', color: 'dark' },
  sync_error: { label: '連携エラー', color: 'red' },
} as const;
export type ShippingInstructionStatusCode = keyof typeof SHIPPING_INSTRUCTION_STATUSES;
export const SHIPPING_INSTRUCTION_STATUS_VALUES = Object.keys(SHIPPING_INSTRUCTION_STATUSES) as [
  ShippingInstructionStatusCode,
  ...ShippingInstructionStatusCode[],
];
