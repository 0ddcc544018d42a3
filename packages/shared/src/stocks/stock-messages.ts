/** The stock service's refusals (在庫), said to the user as they are. */
export const STOCK_MESSAGES = {
  notFound: '在庫が見つかりませんでした',
  productNotFound: '商品が見つかりませんでした',
  warehouseNotFound: '倉庫が見つかりませんでした',
  exists: 'この商品の在庫はこの倉庫に既に登録されています',
  quantityPositive: '数量は1以上で入力してください',
  unchanged: '在庫数が変わりません',
  negativeOnHand: (onHand: number) => `実在庫数は0未満にできません（現在の実在庫数: ${onHand}）`,
  belowAllocated: (allocated: number) =>
    `実在庫数を引当数（${allocated}）未満にはできません。先に引当を解除してください`,
  oversell: (available: number, wanted: number) =>
    `引当可能数が不足しています（引当可能数: ${available}、必要数: ${wanted}）`,
  overRelease: (allocated: number) => `引当数（${allocated}）を超えて解除できません`,
  overShip: (allocated: number) => `引当数（${allocated}）を超えて出荷できません`,
  negativeNonSellable: (nonSellable: number) =>
    `非販売在庫数は0未満にできません（現在の非販売在庫数: ${nonSellable}）`,
  noReport: '倉庫の在庫数が見つかりませんでした',
  notExternal: '外部倉庫ではないため在庫を取得できません',
  externalTitle: '外部倉庫の在庫は倉庫から取得します',
  externalPath: '在庫差異で倉庫の在庫を取得する',
  externalByHand:
    '外部倉庫の在庫は手入力で登録できません。在庫差異で倉庫の在庫を取得して反映してください',
  staleBadge: '要再取得',
  staleHint: '取得後に当社の在庫が動きました。倉庫の在庫を取得し直してから反映してください',
  staleReport: '在庫の取得後に在庫が動いたため反映できません。倉庫の在庫を取得し直してください',
  unknownLot: 'ロット不明',
  lotNotFound: (lotNo: string) => `ロット ${lotNo} の在庫が見つかりませんでした`,
  lotExpiryMismatch: (lotNo: string, expiresOn: string) =>
    `ロット ${lotNo} は賞味期限 ${expiresOn} で登録されています`,
  lotShort: (lotNo: string, available: number, wanted: number) =>
    `ロット ${lotNo} の在庫が不足しています（在庫: ${available}、必要数: ${wanted}）`,
  lotRequired: 'ロット管理の商品はロット番号を入力してください',
  expiryRequired: 'ロット管理の商品は賞味期限を入力してください',
  lotNotManaged: 'ロット管理ではない商品にロット番号・賞味期限は入力できません',
} as const;
