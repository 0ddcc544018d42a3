import { describe, expect, it } from 'vitest';
import { renderDeliveryNotes } from './delivery-note.ts';
import type { DeliveryNoteBatch, DeliveryNoteLine, DeliveryNoteOrder } from './document-types.ts';
import { countPdfImages, readPdfPages } from './pdf-reading.test-support.ts';

// A 2 × 1 pixel PNG: the logo only has to be a real image.
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAE/wEHAAH/4iOeWQAAAABJRU5ErkJggg==',
  'base64',
);

const LONG_ADDRESS =
  '北海道札幌市中央区北一条西二丁目1番地 札幌中央ビルディング12階 株式会社山田商事 総務部';

const teaLine: DeliveryNoteLine = {
  productName: '有機緑茶ティーバッグ',
  productCode: 'TEA-01',
  quantity: 2,
  unitPrice: 1_000,
  taxRate: 8,
};
const mugLine: DeliveryNoteLine = {
  productName: '波佐見焼マグカップ',
  productCode: 'MUG-01',
  quantity: 1,
  unitPrice: 1_600,
  taxRate: 10,
};

const order = (overrides: Partial<DeliveryNoteOrder>): DeliveryNoteOrder => ({
  orderNumber: 'ORD-1',
  orderedOn: '2026-11-25',
  recipient: {
    name: '山田 太郎',
    postalCode: '150-0001',
    address: '東京都渋谷区神宮前1-2-3',
    phone: '03-1234-5678',
  },
  lines: [teaLine, mugLine],
  shippingFee: 770,
  codFee: 0,
  ...overrides,
});

const batch = (orders: DeliveryNoteOrder[]): DeliveryNoteBatch => ({
  shop: {
    name: 'お茶の山田屋',
    postalCode: '100-0005',
    address: '東京都千代田区丸の内1-1-1',
    phone: '03-9876-5432',
    logo: LOGO,
    message: 'またのご利用をお待ちしております。\n返品は到着後7日以内にご連絡ください。',
  },
  issuedAt: new Date('2026-11-26T10:30:00Z'),
  orders,
});

describe('納品書', () => {
  it('prints one page per order with the shop, recipient, lines and tax-inclusive totals per rate', async () => {
    const pdf = await renderDeliveryNotes(
      batch([
        order({ codFee: 330 }),
        order({
          orderNumber: 'ORD-2',
          lines: [mugLine],
          // Too long for one line of the address block: it wraps, nothing is cut.
          recipient: { ...order({}).recipient, address: LONG_ADDRESS },
        }),
      ]),
    );
    const pages = await readPdfPages(pdf);
    expect(pages).toHaveLength(2);
    const [first, second] = pages as [string, string];
    for (const expected of [
      '納品書',
      'お茶の山田屋',
      '東京都千代田区丸の内1-1-1',
      'TEL 03-9876-5432',
      '東京都渋谷区神宮前1-2-3',
      '山田 太郎 様',
      '注文番号: ORD-1',
      '注文日: 2026-11-25',
      '発行日: 2026-11-26',
      '※有機緑茶ティーバッグ',
      '波佐見焼マグカップ',
      'またのご利用をお待ちしております。',
      '※印は軽減税率（8%）対象商品です。',
    ]) {
      expect(first).toContain(expected);
    }
    // 2 × ¥1,000 at 8% and ¥1,600 at 10%; 送料 and 代引手数料 are taxed at 10%.
    expect(first).toMatch(/TEA-01\n2\n¥1,000\n¥2,000/);
    expect(first).toMatch(/小計\n¥3,600\n送料\n¥770\n代引手数料\n¥330\n合計（税込）\n¥4,700/);
    // Tax is taken out of each rate's total once, rounded down: 2,700 × 10/110 = 245.45….
    expect(first).toContain('10%対象 ¥2,700（内消費税 ¥245）');
    expect(first).toContain('8%対象 ¥2,000（内消費税 ¥148）');
    expect(second).toContain('注文番号: ORD-2');
    // The wrapper may drop the space it breaks at.
    expect(second.replace(/\s/g, '')).toContain(LONG_ADDRESS.replace(/\s/g, ''));
    expect(second).not.toContain('代引手数料');
    expect(second).toMatch(/合計（税込）\n¥2,370/);
    expect(second).toContain('8%対象 ¥0（内消費税 ¥0）');
    expect(pdf.includes('/Subtype /Image')).toBe(true);
    await expect(renderDeliveryNotes(batch([]))).rejects.toThrow('at least one order');
  });

  it('continues an order with many lines on a second page, totals on the last, the logo on each', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({
      ...mugLine,
      productCode: `MUG-${index + 1}`,
    }));
    const pdf = await renderDeliveryNotes(batch([order({ lines })]));
    expect(await countPdfImages(pdf)).toEqual([1, 1]);
    const pages = await readPdfPages(pdf);
    expect(pages).toHaveLength(2);
    const [first, second] = pages as [string, string];
    expect(first).toContain('1 / 2');
    expect(first).not.toContain('合計（税込）');
    expect(second).toContain('2 / 2');
    expect(second).toContain('注文番号: ORD-1（続き）');
    expect(second).toContain('MUG-40');
    expect(second).toMatch(/合計（税込）\n¥64,770/);
    expect(`${first}\n${second}`.match(/^MUG-\d+$/gm)).toHaveLength(40);
  });
});
