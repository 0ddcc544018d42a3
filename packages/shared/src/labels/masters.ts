/** Masters (マスタ設定, domain.md): shop malls, vendor sync states, field labels and refusals. */

/** The malls a shop sells on (domain.md); the value is what is stored and shown. */
export const SHOP_MALLS = [
  '楽天市場',
  'Amazon',
  'Yahoo!ショッピング',
  'Shopify',
  '自社サイト',
  'その他',
] as const;
export type ShopMall = (typeof SHOP_MALLS)[number];

/** A vendor's state on the external warehouse (RSL): read-only until the vendor jobs land. */
export const VENDOR_SYNC_STATUSES = {
  unsynced: { label: '未連携', color: 'gray' },
  synced: { label: '連携済', color: 'teal' },
  error: { label: '連携エラー', color: 'red' },
} as const;
export type VendorSyncStatus = keyof typeof VENDOR_SYNC_STATUSES;
export const VENDOR_SYNC_STATUS_VALUES = Object.keys(
  VENDOR_SYNC_STATUSES,
) as readonly VendorSyncStatus[];

/** The labels of the address block's parts (AddressFields shows the same words). */
export const ADDRESS_LABELS = {
  postalCode: '郵便番号',
  prefecture: '都道府県',
  city: '市区町村',
  town: '町域・番地',
  building: '建物名・部屋番号',
} as const;

export const SUPPLIER_LABELS = {
  code: '仕入先コード',
  name: '仕入先名',
  nameKana: '仕入先名(カナ)',
  ...ADDRESS_LABELS,
  phone: '電話番号',
  email: 'メールアドレス',
  contactName: '担当者',
  note: '備考',
  updatedAt: '更新日時',
} as const;

export const VENDOR_LABELS = {
  vendorCode: 'ベンダーコード',
  name: 'ベンダー名',
  ...ADDRESS_LABELS,
  phone: '電話番号',
  supplierId: '仕入先',
  syncStatus: '連携状態',
  syncedAt: '連携日時',
  updatedAt: '更新日時',
} as const;

export const SHOP_LABELS = {
  code: 'ショップコード',
  name: 'ショップ名',
  mall: 'モール',
  url: 'URL',
  warehouseGroupId: '引当倉庫グループ',
  isActive: '利用',
  unallocatableDays: '引当不可日数',
  unallocatableDaysHint: '賞味期限までこの日数以上あるロットだけをこのショップの受注に引き当てます',
  senderPostalCode: '送り主郵便番号',
  senderPrefecture: '送り主都道府県',
  senderCity: '送り主市区町村',
  senderTown: '送り主町域・番地',
  senderBuilding: '送り主建物名',
  senderPhone: '送り主電話番号',
  deliveryNoteMessage: '納品書メッセージ',
  yamatoBillingCustomerCode: 'B2クラウド ご請求先顧客コード',
  yamatoBillingClassCode: 'B2クラウド 分類コード',
  yamatoFreightNumber: 'B2クラウド 運賃管理番号',
  sagawaCustomerCode: '佐川 お客様コード',
  updatedAt: '更新日時',
} as const;

/** The shop form's sections beyond the shop itself (issue 26: what labels and 納品書 print). */
export const SHOP_SECTION_LABELS = {
  sender: '送り主',
  senderHint:
    '送り状と納品書に印字します。住所（建物名を除く）と電話番号はすべて入力するか、すべて空にしてください',
  deliveryNote: '納品書',
  carriers: '配送業者の契約',
  carriersHint: '送り状データ（B2クラウド・e飛伝）に出力します',
} as const;

/** A shop's 利用 flag as the list and the form say it. */
export const SHOP_ACTIVE_LABELS = { true: '利用する', false: '利用しない' } as const;

export const MASTER_NOT_FOUND = {
  supplier: '仕入先が見つかりませんでした',
  vendor: 'ベンダーが見つかりませんでした',
  shop: 'ショップが見つかりませんでした',
} as const;

/** A deletion refused because another record still refers to the one being deleted. */
export const inUseByMessage = (kind: string, name: string): string =>
  `${kind}「${name}」で使用されているため削除できません`;
