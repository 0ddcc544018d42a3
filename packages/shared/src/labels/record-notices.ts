/** What a record of each master is called: its notices and its search form say it. */
export const RECORD_NOUNS = {
  shops: 'ショップ',
  vendors: 'ベンダー',
  suppliers: '仕入先',
  warehouses: '倉庫',
  warehouseGroups: '倉庫グループ',
  locations: '棚番',
  products: '商品',
  appSettings: 'システム連携設定',
  stocks: '在庫',
  adminUserNotifications: 'お知らせ',
} as const;
export type RecordKind = keyof typeof RECORD_NOUNS;

/** The notices after a save or a delete (ショップを登録しました) and the search form's name. */
export function recordNotices(kind: RecordKind) {
  const noun = RECORD_NOUNS[kind];
  return {
    registered: `${noun}を登録しました`,
    updated: `${noun}を更新しました`,
    deleted: `${noun}を削除しました`,
    searchLabel: `${noun}の検索`,
  };
}
