/**
 * The confirmations of what cannot be undone (issue 29 §3, decision 046): each says how many
 * records go to which warehouse before anything is sent or overwritten.
 */

/** The warehouses an action goes to, as one phrase; none known says where in general. */
export function warehousePhrase(names: readonly string[], unknown = '引当先の倉庫'): string {
  const distinct = [...new Set(names)];
  return distinct.length > 0 ? distinct.join('・') : unknown;
}

const ask = 'よろしいですか？';

export const CONFIRM_TEXTS = {
  /** The dialog's way out: nothing is sent. */
  dismiss: 'キャンセル',
  allocate: {
    title: '引当の実行',
    confirm: '引当する',
    message: (count: number) =>
      count > 0
        ? `選択した${count}件の受注を引当処理設定に従って引当します。${ask}`
        : `未引当・一部引当のすべての受注を引当処理設定に従って引当します。${ask}`,
  },
  release: {
    title: '引当解除',
    confirm: '引当解除する',
    message: (count: number) => `選択した${count}件の受注の引当を解除し、在庫を戻します。${ask}`,
  },
  // 同梱: undoable until 出荷指示, yet it changes what the warehouse will be told: confirmed too.
  merge: {
    title: '同梱',
    confirm: '同梱する',
    message: (count: number) =>
      `選択した${count}件の受注を1つの荷物として出荷します（出荷指示までは同梱解除できます）。${ask}`,
  },
  unmerge: {
    title: '同梱解除',
    confirm: '同梱解除する',
    message: (count: number) =>
      `選択した${count}件の受注の同梱を解除し、受注ごとに出荷します。${ask}`,
  },
  instruct: {
    title: '出荷指示',
    confirm: '出荷指示する',
    message: (count: number, warehouses: readonly string[]) =>
      `${count}件の受注を ${warehousePhrase(warehouses)} に出荷指示します。${ask}`,
  },
  suspend: {
    title: '出荷保留',
    confirm: '出荷保留する',
    message: (count: number, warehouses: readonly string[]) =>
      `${count}件の受注の出荷を ${warehousePhrase(warehouses)} で保留します。${ask}`,
  },
  resend: {
    title: '連携エラーの再送信',
    confirm: '再送信する',
    message: (count: number, warehouses: readonly string[]) =>
      `選択した${count}件の受注の連携エラーの出荷指示を ${warehousePhrase(warehouses)} に再送信します。${ask}`,
  },
  resendOne: {
    title: '連携エラーの再送信',
    confirm: '再送信する',
    message: (number: string, warehouse: string) =>
      `出荷指示 ${number} を ${warehouse} に再送信します。${ask}`,
  },
  cancelOrders: {
    title: '受注のキャンセル',
    confirm: 'キャンセルする',
    dismiss: '戻る',
    message: (count: number, warehouses: readonly string[]) =>
      warehouses.length > 0
        ? `${count}件の受注をキャンセルし、${warehousePhrase(warehouses)} の引当を戻します（倉庫が受け付けた出荷指示はキャンセルを依頼します）。${ask}`
        : `${count}件の受注をキャンセルします。${ask}`,
  },
  warehouseSend: {
    title: (subject: string) => `${subject}の送信`,
    confirm: '送信する',
    message: (count: number, subject: string, warehouses: readonly string[]) =>
      `${count}件の${subject}を ${warehousePhrase(warehouses, '連携先の外部倉庫')} に送信します（登録・更新）。${ask}`,
  },
  reduceNg: {
    title: '出荷可能数で再送',
    confirm: '再送する',
    message: (number: string, warehouse: string) =>
      `出荷指示 ${number} を出荷可能数に減らし、${warehouse} に再送します。${ask}`,
  },
  cancelNgLines: {
    title: '選択した明細をキャンセルして再送',
    confirm: 'キャンセルして再送する',
    message: (count: number, number: string, warehouse: string) =>
      `出荷指示 ${number} の${count}件の明細をキャンセルし、残りを ${warehouse} に再送します。${ask}`,
  },
  cancelNg: {
    title: '出荷指示をキャンセル',
    confirm: '出荷指示をキャンセルする',
    dismiss: '戻る',
    message: (count: number, warehouses: readonly string[]) =>
      `${count}件の出荷不可の出荷指示（${warehousePhrase(warehouses)}）をキャンセルし、引当を戻します。${ask}`,
    done: (count: number) => `${count}件の出荷指示をキャンセルしました。`,
  },
  resendSchedule: {
    title: '入荷予定の再送信',
    confirm: '再送信する',
    message: (number: string, warehouse: string) =>
      `入荷予定 ${number} を ${warehouse} に再送信します。${ask}`,
  },
  cancelSchedule: {
    title: '入荷予定のキャンセル',
    confirm: 'キャンセルする',
    dismiss: '戻る',
    message: (number: string, warehouse: string, own: boolean) =>
      own
        ? `入荷予定 ${number}（${warehouse}）をキャンセルします。${ask}`
        : `入荷予定 ${number} のキャンセルを ${warehouse} に依頼します。${ask}`,
  },
  adoptFigures: {
    title: '倉庫の在庫数を反映',
    confirm: '反映する',
    message: (count: number, warehouses: readonly string[]) =>
      `${count}件の在庫を ${warehousePhrase(warehouses)} の在庫数で上書きします（在庫履歴に「連携反映」として残ります）。${ask}`,
  },
} as const;
