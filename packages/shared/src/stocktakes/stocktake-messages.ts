/** 棚卸 (stocktake): its labels, notes and refusals, said to the user as they are. */

export const STOCKTAKE_STATUSES = {
  counting: '棚卸中',
  applied: '確定済',
  cancelled: '中止',
} as const;
export type StocktakeStatus = keyof typeof STOCKTAKE_STATUSES;
export const STOCKTAKE_STATUS_VALUES = Object.keys(STOCKTAKE_STATUSES) as [
  StocktakeStatus,
  ...StocktakeStatus[],
];

/** The ledger's reason on every adjustment a count applies (one of STOCK_ADJUSTMENT_REASONS). */
export const STOCKTAKE_REASON = '棚卸差異';

export const STOCKTAKE_MESSAGES = {
  notFound: '棚卸が見つかりませんでした',
  lineNotFound: '棚卸の商品が見つかりませんでした',
  warehouseNotFound: '倉庫が見つかりませんでした',
  externalWarehouse:
    '外部倉庫の在庫は倉庫が棚卸します。自社倉庫を選んでください（外部倉庫の在庫は在庫差異で取得します）',
  alreadyOpen: 'この倉庫には棚卸中の棚卸があります。確定または中止してから開始してください',
  noProducts: '対象の商品がありません。キーワードや商品コードを確認してください',
  unknownCodes: (codes: string) => `商品コードが見つかりません：${codes}`,
  locationNotFound: '棚番が見つかりませんでした',
  noLinesOnLocations: '指定した棚番には対象の商品がありません。棚番や商品コードを確認してください',
  notCounting: (status: string) => `この棚卸は${status}のため変更できません`,
  nothingCounted: '実棚数が入力された商品がありません',
  refusedAdjustments: (details: string) =>
    `次の商品は差異を反映すると在庫の規則に反するため確定できません：${details}`,
  started: (lines: number) => `棚卸を開始しました（${lines}商品）`,
  applied: (adjusted: number) => `棚卸を確定しました（${adjusted}商品の在庫を調整しました）`,
  cancelled: '棚卸を中止しました',
  counted: (rows: number) => `実棚数を取り込みました（${rows}行）`,
  noCodeColumn: '商品コードの列がありません',
  noCountColumn: '実棚数の列がありません',
  rowUnknownProduct: (code: string) => `商品コード「${code}」はこの棚卸の対象ではありません`,
  rowUnknownLine: (code: string, location: string) =>
    `商品コード「${code}」・棚番「${location}」はこの棚卸の対象ではありません`,
  rowNoCode: '商品コードが空です',
  rowBadCount: (text: string) => `実棚数「${text}」は0以上の整数で入力してください`,
  rowRepeated: (code: string, line: number) => `商品コード「${code}」は${line}行目と重複しています`,
  rowRepeatedOnLocation: (code: string, location: string, line: number) =>
    `商品コード「${code}」・棚番「${location}」は${line}行目と重複しています`,
  noCountsInFile: '実棚数が入力された行がありません',
} as const;

/** What the pages say about how a count is applied (decision 069). */
export const STOCKTAKE_NOTES = {
  model:
    '確定すると、商品・棚番ごとに「実棚数 − 理論在庫（棚卸開始時点）」をその棚番の在庫に加減します（理由：棚卸差異）。棚卸中の入出荷は失われず、二重にもなりません。',
  uncounted: '実棚数を入力していない商品の在庫は変更しません（0にはしません）。',
  blind: '理論在庫を出力しない（ブラインド棚卸）',
  sheetLayout:
    '棚卸表CSVの「実棚数」列に数を入れて取り込みます。空欄の行は変更しません。1行でもエラーがあれば何も取り込みません。',
} as const;
