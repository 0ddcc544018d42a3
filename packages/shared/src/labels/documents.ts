/** Printed documents of the own-warehouse shipping day (issue 26): ピッキングリスト and 納品書. */
export const PICKING_LIST_TEXTS = {
  title: 'ピッキングリスト',
  totalSection: '合計ピッキング',
  perOrderSection: '注文別ピッキング',
  batchNumber: 'バッチ番号',
  warehouse: '倉庫',
  printedAt: '印刷日時',
  orderCount: '注文数',
  orderNumber: '注文番号',
  recipient: 'お届け先',
  continued: '（続き）',
  check: '確認',
  location: 'ロケーション',
  janCode: 'JANコード',
  productCode: '商品コード',
  productName: '商品名',
  lotNo: 'ロット',
  expiresOn: '賞味期限',
  quantity: '数量',
  totalQuantity: '合計数量',
} as const;

export const DELIVERY_NOTE_TEXTS = {
  title: '納品書',
  honorific: '様',
  greeting: 'この度はお買い上げいただき、誠にありがとうございます。下記の通り納品いたします。',
  orderNumber: '注文番号',
  orderDate: '注文日',
  issuedOn: '発行日',
  phone: 'TEL',
  continued: '（続き）',
  productName: '商品名',
  productCode: '商品コード',
  lotNo: 'ロット',
  expiresOn: '賞味期限',
  quantity: '数量',
  unitPrice: '単価（税込）',
  amount: '金額（税込）',
  subtotal: '小計',
  shippingFee: '送料',
  codFee: '代引手数料',
  total: '合計（税込）',
  reducedRateMark: '※',
  reducedRateNote: '※印は軽減税率（8%）対象商品です。',
  /** One line of the tax breakdown: 10%対象 ¥1,100（内消費税 ¥100）. */
  taxLine: (rate: number, base: string, tax: string) => `${rate}%対象 ${base}（内消費税 ${tax}）`,
} as const;

/** Yen as printed: ¥1,234 (integers only; a negative amount keeps its sign). */
export function formatYen(amount: number): string {
  return `¥${amount.toLocaleString('ja-JP')}`;
}

/** 棚卸表 (count sheet) PDF, printed for the counters on the floor (decision 069). */
export const STOCKTAKE_SHEET_TEXTS = {
  title: '棚卸表',
  warehouse: '倉庫',
  stocktakeNumber: '棚卸番号',
  startedAt: '開始日時',
  scope: '対象',
  wholeWarehouse: '全体',
  printedAt: '印刷日時',
  location: '棚番',
  noLocation: '棚番未設定',
  productCode: '商品コード',
  janCode: 'JAN',
  productName: '商品名',
  expected: '理論在庫',
  counted: '実棚数',
  csvButton: '棚卸表CSV',
  pdfButton: '棚卸表（PDF）',
} as const;
