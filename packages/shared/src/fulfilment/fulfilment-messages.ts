/** Messages of 検品 and 伝票番号の取込 (出荷作業, issue 26): each names the order or product concerned. */
export const FULFILMENT_MESSAGES = {
  parcelNotFound: (code: string) =>
    `「${code}」の受注・出荷指示が見つかりません。受注番号または出荷指示番号を確認してください。`,
  instructionNotFound: '出荷指示が見つかりません。',
  ambiguousOrderNumber: (code: string) =>
    `受注番号「${code}」の受注が複数あります。出荷指示番号で読み取ってください。`,
  notOwnWarehouse: (code: string) =>
    `「${code}」は外部倉庫の出荷指示です。検品は自社倉庫の出荷だけです。`,
  alreadyShipped: (code: string) => `「${code}」は出荷済です。`,
  cancelled: (code: string) => `「${code}」はキャンセルされています。`,
  notInstructed: (code: string) =>
    `「${code}」は検品できる状態ではありません（出荷指示済・出荷作業中だけ）。`,
  alreadyInspected: (number: string) => `出荷指示 ${number} は検品済です。`,
  notInParcel: (product: string) => `「${product}」はこの荷物の商品ではありません。`,
  tooMany: (product: string, expected: number, scanned: number) =>
    `「${product}」が多すぎます（${expected}点のところ${scanned}点）。`,
  tooFew: (product: string, expected: number, scanned: number) =>
    `「${product}」が足りません（${expected}点のところ${scanned}点）。`,
  noCarrier: (orderNumber: string) =>
    `受注 ${orderNumber} に配送業者がないため、伝票番号を登録できません。受注の配送業者を設定してください。`,
  inspected: (orderNumber: string) => `受注 ${orderNumber} を検品済にしました。`,
  shipped: (orderNumber: string) => `受注 ${orderNumber} を出荷済にしました。`,
  // 伝票番号の取込.
  trackingRowsRefused: '取込できない行があります。ファイルは取込まれていません。',
  noOpenParcel: (orderNumber: string, carrier: string) =>
    `受注番号「${orderNumber}」の出荷待ちの自社倉庫の荷物（${carrier}）が見つかりません。`,
  shippedWithOtherNumber: (orderNumber: string, trackingNumber: string) =>
    `受注番号「${orderNumber}」は伝票番号 ${trackingNumber} で出荷済です。`,
  ambiguousParcel: (orderNumber: string) =>
    `受注番号「${orderNumber}」の出荷待ちの荷物が複数あります。`,
  repeatedOrder: (orderNumber: string, line: number) =>
    `受注番号「${orderNumber}」は${line}行目にもあります。1つの荷物に伝票番号は1つです。`,
  emptyTrackingFile: 'ファイルに伝票番号の行がありません。',
} as const;
