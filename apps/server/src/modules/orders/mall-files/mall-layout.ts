import {
  DELIVERY_METHODS,
  DELIVERY_TIME_SLOTS,
  PREFECTURES,
  type MallSkipReason,
} from '@logi/shared';

/** Our intake fields a mall's row fills, as the text our own layout would hold (decision 061). */
export type MallOrderFields = {
  orderNumber: string;
  orderedAt: string;
  recipientName: string;
  recipientKana?: string;
  postalCode: string;
  prefecture: string;
  city: string;
  town?: string;
  building?: string;
  phone: string;
  deliveryDate?: string;
  deliveryTimeSlot?: string;
  deliveryMethod?: string;
  codAmount?: string;
  shippingFee?: string;
  codFee?: string;
};

/** One line of a mall's file: the order's fields, the mall's SKU, pieces and unit price. */
export type MallRow = MallOrderFields & {
  sku: string;
  quantity: string;
  unitPrice: string;
  /** The mall's status says the order is not to ship (キャンセル済 / 保留中): it is not imported. */
  skip?: MallSkipReason;
};

/** A mall's file: its separator, the headers each field may carry, and how a row maps. */
export type MallLayout<K extends string = string> = {
  separator: 'comma' | 'tab';
  /** Each field's header spellings (the first present is read); `required` must be present. */
  columns: Record<K, readonly string[]>;
  required: readonly K[];
  /** null: a row that is no line to ship (an Amazon item cancelled to 0 pieces). */
  row: (cell: (key: K) => string) => MallRow | null;
};

// The field names are inferred from `columns` alone, so `required` and `row` are checked against them.
export const defineMallLayout = <K extends string>(layout: {
  separator: MallLayout['separator'];
  columns: Record<K, readonly string[]>;
  required: readonly NoInfer<K>[];
  row: (cell: (key: NoInfer<K>) => string) => MallRow | null;
}) => layout as unknown as MallLayout;

/** A header as compared: width-folded (１→1, ：→:), without spaces or colons, lower-cased. */
export const headerKey = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .normalize('NFKC')
    .replace(/[\s:]/g, '')
    .toLowerCase();

/** A quoted line break inside an address cell becomes a space: our address fields are one line. */
export const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();

/** Parts of a name or address, blanks dropped. */
export const joined = (separator: string, ...parts: string[]) =>
  parts.filter((part) => part !== '').join(separator);

/** A phone as Japanese carriers take it: +81 becomes the leading 0, spaces go. */
export const domesticPhone = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/^\+81-?/, '0');

/** A postal code without Excel's protecting apostrophe or the 〒 mark. */
export const postalText = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/^['〒]/, '')
    .trim();

/** 東京都 as written, or an ISO 3166-2 code (JP-13) as Shopify writes it. */
export function prefectureText(text: string) {
  const code = /^JP-(\d{2})$/i.exec(text.trim());
  return code ? (PREFECTURES[Number(code[1]) - 1] ?? text) : text.trim();
}

/** Whole yen from 1980, 1,980 or 1980.00; anything else as written, for the schema to refuse. */
export function yenText(text: string) {
  const plain = text.normalize('NFKC').replace(/[,¥\s]/g, '');
  const match = /^(-?\d+)(?:\.0+)?$/.exec(plain);
  return match ? String(Number(match[1])) : plain;
}

/** A fee cell: blank when the mall writes none or its "no value" marker (楽天 -99999). */
export const feeText = (text: string) => {
  const yen = yenText(text);
  return yen.startsWith('-') ? '' : yen;
};

/** 2026-04-05 from 2026/04/05, 2026-4-5 or 20260405; blank for 指定なし and the like. */
export function dateText(text: string) {
  const match = /^(\d{4})[-/]?(\d{1,2})[-/]?(\d{1,2})/.exec(text.normalize('NFKC').trim());
  if (!match) return '';
  const [, year, month, day] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** 午前中, 14:00-16:00, 14時～16時 → our slot; a slot we do not offer (or none) → blank. */
export function timeSlotText(text: string) {
  const plain = text.normalize('NFKC').replace(/\s/g, '');
  if (plain.includes('午前')) return '午前中';
  const match = /(\d{1,2})(?::00)?時?[-~〜～](\d{1,2})/.exec(plain);
  const slot = match ? `${Number(match[1])}-${Number(match[2])}時` : '';
  return (DELIVERY_TIME_SLOTS as readonly string[]).includes(slot) ? slot : '';
}

// The longest names first: 宅急便コンパクト before 宅急便.
const METHOD_WORDS: [RegExp, string][] = [
  [/宅急便コンパクト/, DELIVERY_METHODS.takkyubin_compact],
  [/ネコポス/, DELIVERY_METHODS.nekopos],
  [/宅急便|ヤマト/, DELIVERY_METHODS.takkyubin],
  [/ゆうパケット/, DELIVERY_METHODS.yu_packet],
  [/ゆうパック/, DELIVERY_METHODS.yu_pack],
  [/飛脚|佐川/, DELIVERY_METHODS.hikyaku],
  [/メール便/, DELIVERY_METHODS.mail_bin],
];

/** Is the mall's payment method cash on delivery (代金引換, 代引き, COD)? */
export const isCashOnDelivery = (payment: string) =>
  /代金引換|代引|cash\s*on\s*delivery|^cod$/i.test(payment.trim());

/**
 * Our 配送方法 from the mall's words (blank when none names one of ours); a 代引 order needs a
 * method, so one whose words name none is 宅急便, the method that takes 代引 (decision 061).
 */
export function deliveryMethodText(words: string, cashOnDelivery: boolean) {
  const named = METHOD_WORDS.find(([pattern]) => pattern.test(words.normalize('NFKC')))?.[1];
  return named ?? (cashOnDelivery ? DELIVERY_METHODS.takkyubin : '');
}
