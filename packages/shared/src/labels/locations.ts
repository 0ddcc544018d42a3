/** Labels of the location master (棚番, decision 066): field labels and refusals. */

export const LOCATION_LABELS = {
  warehouseId: '倉庫',
  code: '棚番',
  name: '棚名',
  routeOrder: '順路',
  pickable: 'ピッキング',
  productCodes: '標準棚番の商品',
  updatedAt: '更新日時',
} as const;

/** The pickable flag as the list and the form say it. */
export const LOCATION_PICKABLE_LABELS = { true: 'ピッキング可', false: 'ピッキング不可' } as const;

export const LOCATION_MESSAGES = {
  notFound: '棚番が見つかりませんでした',
  warehouseNotFound: '倉庫が見つかりませんでした',
  externalWarehouse: '棚番は自社倉庫にのみ登録できます',
  warehouseFixed: '棚番の倉庫は変更できません',
  productCodesHint: '商品コードを1行に1つ入力してください。この倉庫での標準棚番になります',
  productsNotFound: (codes: readonly string[]) =>
    `商品コード「${codes.join('」「')}」が見つかりませんでした`,
  /** The receiving screen's column: where an own warehouse puts a product away. */
  defaultLocation: '標準棚番',
  listOf: (warehouseName: string) => `${warehouseName}の棚番`,
} as const;
