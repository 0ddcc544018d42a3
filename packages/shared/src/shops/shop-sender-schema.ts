import type { z } from 'zod';
import { sagawaAccountSchema, yamatoAccountSchema } from '../fulfilment/carrier-accounts.ts';
import { PREFECTURES } from '../prefectures.ts';
import { ADDRESS_CITY_MAX, ADDRESS_LINE_MAX } from '../validation/address-fields.ts';
import { blankToNull, optionalString, requiredEnum } from '../validation/fields.ts';
import { REQUIRED_MESSAGE } from '../validation/messages.ts';
import { phoneSchema, postalCodeSchema } from '../validation/patterns.ts';

/** The 納品書 message prints at the foot of a page: a few lines, not a letter. */
export const DELIVERY_NOTE_MESSAGE_MAX = 500;

export const SHOP_SENDER_MESSAGES = {
  /** On the first missing part of a sender begun but not finished. */
  senderIncomplete:
    '送り主は住所（建物名を除く）と電話番号をすべて入力するか、すべて空にしてください',
  /** On the first missing one of B2クラウド's two required codes. */
  yamatoIncomplete: 'B2クラウドはご請求先顧客コードと運賃管理番号を両方入力してください',
} as const;

const yamato = yamatoAccountSchema.shape;

/**
 * What a shop adds for the shipping day (issue 26): the 送り主 printed on labels and 納品書, the
 * 納品書 message, and the carrier contract codes (each checked by the carrier-account schemas).
 */
export function shopShippingShape() {
  return {
    senderPostalCode: blankToNull(postalCodeSchema()).default(null),
    senderPrefecture: blankToNull(requiredEnum(PREFECTURES)).default(null),
    senderCity: optionalString(ADDRESS_CITY_MAX),
    senderTown: optionalString(ADDRESS_LINE_MAX),
    senderBuilding: optionalString(ADDRESS_LINE_MAX),
    senderPhone: blankToNull(phoneSchema()).default(null),
    deliveryNoteMessage: optionalString(DELIVERY_NOTE_MESSAGE_MAX, { multiline: true }),
    yamatoBillingCustomerCode: blankToNull(yamato.billingCustomerCode).default(null),
    yamatoBillingClassCode: yamato.billingClassCode,
    yamatoFreightNumber: blankToNull(yamato.freightNumber).default(null),
    sagawaCustomerCode: sagawaAccountSchema.shape.customerCode,
  };
}

type ShopShipping = { [Key in keyof ReturnType<typeof shopShippingShape>]?: string | null };

// The sender parts that go together; the building alone may stay blank.
const SENDER_PARTS = [
  'senderPostalCode',
  'senderPrefecture',
  'senderCity',
  'senderTown',
  'senderPhone',
] as const;
const YAMATO_CODES = ['yamatoBillingCustomerCode', 'yamatoFreightNumber'] as const;
const YAMATO_ALL = [...YAMATO_CODES, 'yamatoBillingClassCode'] as const;

/** Parts begun but not finished: the first missing one explains, the others say 必須項目です. */
function requireTogether(
  values: ShopShipping,
  ctx: z.RefinementCtx,
  begun: readonly (keyof ShopShipping)[],
  required: readonly (keyof ShopShipping)[],
  message: string,
) {
  if (!begun.some((part) => values[part])) return;
  const missing = required.filter((part) => !values[part]);
  missing.forEach((part, index) =>
    ctx.addIssue({
      code: 'custom',
      path: [part],
      message: index === 0 ? message : REQUIRED_MESSAGE,
    }),
  );
}

/** superRefine check: a sender is whole or absent; B2クラウド codes come as a pair (or not at all). */
export function checkShopShipping(values: ShopShipping, ctx: z.RefinementCtx): void {
  const senderBegun = [...SENDER_PARTS, 'senderBuilding'] as const;
  requireTogether(values, ctx, senderBegun, SENDER_PARTS, SHOP_SENDER_MESSAGES.senderIncomplete);
  requireTogether(values, ctx, YAMATO_ALL, YAMATO_CODES, SHOP_SENDER_MESSAGES.yamatoIncomplete);
}
