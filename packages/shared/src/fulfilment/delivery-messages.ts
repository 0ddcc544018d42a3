/** Messages of an order's delivery details (配送方法・配達時間帯・代引), shown as 422 field errors. */
export const DELIVERY_MESSAGES = {
  methodNotOffered: (carrier: string, method: string) => `${carrier}では${method}を選べません。`,
  codNotAllowed: (method: string) => `${method}は代引きできません。`,
  timeSlotNotAllowed: (method: string) => `${method}は配達時間帯を指定できません。`,
  timeSlotNotOffered: (carrier: string, slot: string) =>
    `${carrier}は配達時間帯「${slot}」を指定できません。`,
  codOverLimit: (carrier: string, limit: number) =>
    `${carrier}の代引金額は${limit.toLocaleString('ja-JP')}円以下で入力してください。`,
  methodRequired: '配送業者・クール区分・代引金額を指定するときは配送方法も指定してください。',
  coolNotAllowed: (method: string, cool: string) => `${method}は${cool}を指定できません。`,
} as const;
