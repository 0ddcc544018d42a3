/** 受注 (orders, domain.md § Outbound): the words of intake, the list and the detail. */

/** お届け時間帯: the slots Japanese carriers offer. */
export const DELIVERY_TIME_SLOTS = [
  '午前中',
  '12-14時',
  '14-16時',
  '16-18時',
  '18-20時',
  '19-21時',
] as const;
export type DeliveryTimeSlot = (typeof DELIVERY_TIME_SLOTS)[number];

/** Field names as the forms, the CSV header and the detail page say them. */
export const ORDER_LABELS = {
  shopCode: 'ショップコード',
  shopId: 'ショップ',
  orderNumber: '受注番号',
  orderedAt: '受注日時',
  recipientName: 'お届け先氏名',
  recipientKana: 'お届け先氏名カナ',
  postalCode: 'お届け先郵便番号',
  prefecture: 'お届け先都道府県',
  city: 'お届け先市区町村',
  town: 'お届け先町域・番地',
  building: 'お届け先建物名',
  phone: 'お届け先電話番号',
  deliveryDate: 'お届け希望日',
  deliveryTimeSlot: 'お届け時間帯',
  deliveryMethod: '配送方法',
  deliveryCarrier: '配送業者',
  coolType: 'クール区分',
  codAmount: '代引金額',
  gift: 'ギフト',
  deliveryNote: '配送メモ',
  shippingFee: '送料',
  codFee: '代引手数料',
  note: '備考',
  productCode: '商品コード',
  quantity: '数量',
  unitPrice: '単価',
  allocatedQty: '引当数',
  shippedQty: '出荷数',
  returnedQty: '返品数',
  restQty: '残数',
} as const;

/** The order detail's 配送 section: its title, and the words of its values. */
export const ORDER_DELIVERY_TEXTS = {
  title: '配送',
  fees: '送料 / 代引手数料',
  gift: (gift: boolean) => (gift ? 'あり' : 'なし'),
  yen: (amount: number) => `${amount.toLocaleString('ja-JP')}円`,
} as const;

/**
 * 残数 of a line as the order detail says it: pieces waiting for stock (再引当待ち) and pieces
 * cancelled with their reason; '—' when nothing is left.
 */
export function lineRestText(line: {
  backorderedQty: number;
  cancelledQty: number;
  cancelReason: string | null;
}) {
  const parts = [
    line.backorderedQty > 0 ? `${line.backorderedQty}（再引当待ち）` : null,
    line.cancelledQty > 0
      ? `${line.cancelledQty}（キャンセル${line.cancelReason ? `：${line.cancelReason}` : ''}）`
      : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' ') : '—';
}

/** An instruction line on the 出荷不可 list: what can ship, and what cannot (only a shortage). */
export function ngLineText(line: {
  productCode: string;
  quantity: number;
  shippableQuantity: number | null;
}) {
  if (line.shippableQuantity === null || line.shippableQuantity >= line.quantity)
    return `${line.productCode} × ${line.quantity}`;
  return `${line.productCode} ${line.quantity}（出荷可能 ${line.shippableQuantity}・不足 ${line.quantity - line.shippableQuantity}）`;
}

/** The order refusals and results, said to the user as they are. */
export const ORDER_MESSAGES = {
  orderNotFound: '受注が見つかりませんでした',
  noLines: '明細を1件以上指定してください',
  noOrders: '受注を1件以上指定してください',
  duplicateProduct: '同じ商品が複数の明細にあります',
  shopRequired: 'ショップコードかショップを指定してください',
  shopNotFound: 'ショップが見つかりませんでした',
  productNotFound: (code: string) => `商品コード「${code}」の商品は登録されていません`,
  /** A CSV cell's shop or product code the organisation does not have (after its column's name). */
  notRegistered: (code: string) => `「${code}」は登録されていません`,
  duplicateInBatch: (number: string) => `受注番号「${number}」が重複しています`,
  storedDifferently: (number: string) =>
    `受注番号「${number}」は別の内容で登録済みです。同じ受注番号で内容を変えることはできません`,
  headerMismatch: (line: number) =>
    `受注の内容が${line}行目と異なります（同じ受注の行は同じ内容にしてください）`,
  postalMismatch: '郵便番号と都道府県が一致しません',
  noProducts: '商品が登録されていないため、デモ受注を作成できません',
  noShops: 'ショップが登録されていないため、デモ受注を作成できません',
  imported: (created: number, existing: number) =>
    `${created}件の受注を登録しました${existing > 0 ? `（登録済み${existing}件は変更なし）` : ''}`,
  demoCreated: (count: number) => `デモ受注を${count}件作成しました`,
  csvLayout:
    '1行目は見出し行です（列の順序は自由、必須でない列は省略できます）。受注明細1件につき1行で、同じ受注の行には同じショップコードと受注番号を入れます（受注の項目は2行目以降は空欄でも構いません）。1行でもエラーがあれば何も登録しません。',
  toAllocationManagement: '引当管理へ',
  /** 受注登録 (the form): a number the shop already has, identical or not. */
  numberTaken: (number: string) => `受注番号「${number}」はこのショップで登録済みです`,
  /** 受注編集 of an order the warehouse was already told to ship (or later). */
  notEditable: '出荷指示済のため編集できません。出荷指示を取り消してから編集してください',
  created: (number: string) => `受注「${number}」を登録しました`,
  updated: '受注を更新しました',
} as const;
