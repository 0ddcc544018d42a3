/** Products (商品設定, domain.md): sales states, temperature zones and field labels. */

/** 販売状態: an external warehouse accepts only 販売中 products. */
export const PRODUCT_SALES_STATUSES = {
  on_sale: { label: '販売中', color: 'teal' },
  suspended: { label: '販売停止', color: 'yellow' },
  discontinued: { label: '廃盤', color: 'gray' },
} as const;
export type ProductSalesStatus = keyof typeof PRODUCT_SALES_STATUSES;
export const PRODUCT_SALES_STATUS_VALUES = Object.keys(
  PRODUCT_SALES_STATUSES,
) as readonly ProductSalesStatus[];

/** 温度帯区分 of the RSL link block. */
export const TEMPERATURE_ZONES = {
  ambient: '常温',
  chilled: '冷蔵',
  frozen: '冷凍',
} as const;
export type TemperatureZone = keyof typeof TEMPERATURE_ZONES;
export const TEMPERATURE_ZONE_VALUES = Object.keys(TEMPERATURE_ZONES) as readonly TemperatureZone[];

/** 消費税率 (%): 10 standard, 8 軽減税率 (food and drink); the 納品書 prints lines per rate. */
export const TAX_RATE_VALUES = [10, 8] as const;
export type TaxRate = (typeof TAX_RATE_VALUES)[number];
export const TAX_RATES: Record<TaxRate, string> = { 10: '10%', 8: '8%（軽減税率）' };

/** The product's field labels: the form, the list, the CSV headers and the error panel agree. */
export const PRODUCT_LABELS = {
  productCode: '商品コード',
  representativeCode: '代表商品コード',
  name: '商品名',
  janCode: 'JANコード',
  price: '販売価格',
  cost: '原価',
  weightG: '重量(g)',
  widthMm: '幅(mm)',
  depthMm: '奥行(mm)',
  heightMm: '高さ(mm)',
  salesStatus: '販売状態',
  stockManaged: '在庫管理',
  stockThreshold: '在庫しきい値',
  supplierId: '仕入先',
  note: '備考',
  rslLinked: 'RSL連携',
  temperatureZone: '温度帯区分',
  taxRate: '税率',
  isDangerous: '危険物',
  lotManaged: 'ロット管理',
  serialManaged: 'シリアル管理',
} as const;

/** The products' refusals (404 bodies, delete 409s, field errors). */
export const PRODUCT_MESSAGES = {
  notFound: '商品が見つかりませんでした',
  skuMappingNotFound: 'SKU対応が見つかりませんでした',
  /** For the allocation issue's in-use check (orders do not exist yet). */
  hasAllocations: '引当があるため削除できません',
  /** productCode, once an external warehouse accepted the product. */
  codeLocked: '外部倉庫と連携済みのため商品コードは変更できません',
} as const;

/** The SKU対応表's field labels. */
export const SKU_MAPPING_LABELS = {
  shopId: 'ショップ',
  shopSkuCode: 'ショップSKUコード',
} as const;

/** The product list's 送信 / 取得 buttons (their processes: 商品登録・更新 / 商品検索). */
export const PRODUCT_SYNC_LABELS = {
  subject: '商品',
  send: '送信',
  fetch: '取得',
  sendHint: '選択した商品を倉庫に登録・更新します（商品登録・更新、販売中のみ受け付けられます）',
  fetchHint: '倉庫の商品を取得して差異を確認します（商品検索）',
} as const;
