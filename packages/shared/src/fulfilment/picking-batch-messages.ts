/** Messages of 出荷作業's picking batches and their files (ピッキングリスト, 納品書, 送り状データ). */
export const PICKING_BATCH_MESSAGES = {
  batchNotFound: 'ピッキングバッチが見つかりません。',
  instructionNotFound: '出荷指示が見つかりません。',
  notOwnWarehouse: (warehouses: string) =>
    `自社倉庫の出荷指示だけをピッキングリストにできます（${warehouses}は外部倉庫です）。`,
  severalWarehouses: (warehouses: string) =>
    `1つのピッキングリストには1つの倉庫の出荷指示だけを選んでください（${warehouses}）。`,
  notPickable: (status: string) => `${status}のためピッキングリストにできません。`,
  nothingPickable: 'ピッキングリストにできる出荷指示がありません。',
  stored: (number: string, count: number) =>
    `ピッキングバッチ ${number} を作成しました（${count}件）。`,
  noSender: (shop: string, orders: string) =>
    `ショップ「${shop}」の送り主住所・電話番号が未登録です（受注番号: ${orders}）。ショップ設定で登録してください。`,
  noCarrierAccount: (shop: string, carrier: string, orders: string) =>
    `ショップ「${shop}」に${carrier}の契約コードが未登録です（受注番号: ${orders}）。ショップ設定で登録してください。`,
  noParcelOfCarrier: (carrier: string) => `このバッチに${carrier}の出荷はありません。`,
  noOpenParcelOfCarrier: (carrier: string, orders: string) =>
    `このバッチの${carrier}の出荷はすべて出荷済・キャンセル・保留のため、送り状データにする出荷はありません（受注番号: ${orders}）。`,
  noDeliveryMethod: (orders: string) =>
    `配送方法が未設定の受注は送り状データにできません（受注番号: ${orders}）。受注の配送方法を設定してください。`,
  refusedParcels: (details: string) => `送り状データにできない出荷があります。${details}`,
  refusedParcel: (orderNumber: string, field: string, message: string) =>
    `受注番号 ${orderNumber}（${field}）: ${message}`,
} as const;
