/*
 * Labels of the warehouse settings (倉庫設定) and the system-integration settings (システム連携設定):
 * the stored code → its Japanese label, in the order the forms list them.
 */

export const APP_SETTING_KINDS = {
  rsl: 'RSL',
  rakuten_rms: '楽天RMS',
  stockcrew: 'STOCKCREW',
  other: 'その他',
} as const;
export type AppSettingKind = keyof typeof APP_SETTING_KINDS;
export const APP_SETTING_KIND_VALUES = Object.keys(APP_SETTING_KINDS) as [
  AppSettingKind,
  ...AppSettingKind[],
];

/** Every credential a setting may hold, by key; which ones a kind uses is below. */
export const CREDENTIAL_LABELS = {
  serviceSecret: 'サービスシークレット',
  licenseKey: 'ライセンスキー',
  apiKey: 'APIキー',
  companyCode: '会社コード',
  apiSecret: 'APIシークレット',
} as const;
export type CredentialKey = keyof typeof CREDENTIAL_LABELS;
export const CREDENTIAL_KEYS = Object.keys(CREDENTIAL_LABELS) as [
  CredentialKey,
  ...CredentialKey[],
];

/** The credentials each kind needs (RSL and 楽天RMS: the issued service secret and license key). */
export const CREDENTIALS_BY_KIND: Record<AppSettingKind, readonly CredentialKey[]> = {
  rsl: ['serviceSecret', 'licenseKey'],
  rakuten_rms: ['serviceSecret', 'licenseKey'],
  stockcrew: ['apiKey', 'companyCode'],
  other: ['apiKey', 'apiSecret'],
};

export const WAREHOUSE_TYPES = {
  own: '自社倉庫',
  rsl: 'RSL',
  stockcrew: 'STOCKCREW',
  other_3pl: 'その他3PL',
} as const;
export type WarehouseType = keyof typeof WAREHOUSE_TYPES;
export const WAREHOUSE_TYPE_VALUES = Object.keys(WAREHOUSE_TYPES) as [
  WarehouseType,
  ...WarehouseType[],
];

/** Types run by a third party through its API: they need a system-integration setting. */
export const EXTERNAL_WAREHOUSE_TYPES: readonly WarehouseType[] = ['rsl', 'stockcrew', 'other_3pl'];
export const isExternalWarehouseType = (type: WarehouseType) =>
  EXTERNAL_WAREHOUSE_TYPES.includes(type);

/** The setting kinds a warehouse type may use (その他3PL: any). */
export const SETTING_KINDS_BY_WAREHOUSE_TYPE: Record<WarehouseType, readonly AppSettingKind[]> = {
  own: [],
  rsl: ['rsl'],
  stockcrew: ['stockcrew'],
  other_3pl: APP_SETTING_KIND_VALUES,
};

/** 利用: whether allocation may send orders to the warehouse. */
export const WAREHOUSE_IN_USE_LABELS = { true: '利用する', false: '利用しない' } as const;
export const ACTIVE_LABELS = { true: '有効', false: '無効' } as const;

/** Field labels of the three forms, for headers, messages and the audit trail. */
export const WAREHOUSE_FIELD_LABELS = {
  code: '倉庫コード',
  name: '名称',
  type: '倉庫タイプ',
  inUse: '利用',
  appSettingId: 'システム連携設定',
  postalCode: '郵便番号',
  prefecture: '都道府県',
  city: '市区町村',
  town: '町域・番地',
  building: '建物名',
  phone: '電話番号',
  cutoffTime: '出荷締め時刻',
  isActive: '有効',
} as const;

export const APP_SETTING_FIELD_LABELS = {
  name: '名称',
  kind: '連携種別',
  endpointUrl: '接続先URL',
  credentials: '認証情報',
  isActive: '有効',
  lastTest: '前回の接続テスト',
  ...Object.fromEntries(
    Object.entries(CREDENTIAL_LABELS).map(([key, label]) => [`credentials.${key}`, label]),
  ),
} as Record<string, string>;

export const WAREHOUSE_GROUP_FIELD_LABELS = {
  name: 'グループ名',
  members: '所属倉庫（優先順）',
  warehouseIds: '所属倉庫',
} as const;

/** What the connection test answers until the external-warehouse adapters exist. */
export const CONNECTION_TEST_UNAVAILABLE = '未対応です（外部倉庫連携の実装後に利用できます）';

/** 404 / 422 messages naming a missing warehouse-side record, one per kind. */
export const WAREHOUSE_NOT_FOUND_MESSAGES = {
  warehouse: '倉庫が見つかりませんでした',
  warehouseGroup: '倉庫グループが見つかりませんでした',
  appSetting: 'システム連携設定が見つかりませんでした',
} as const;
