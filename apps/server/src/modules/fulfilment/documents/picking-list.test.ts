import { describe, expect, it } from 'vitest';
import type { PickingBatch, PickingLine } from './document-types.ts';
import { readPdfPages } from './pdf-reading.test-support.ts';
import { renderPickingList } from './picking-list.ts';

// A shelf is written `code@route order` (B-01@10); null is a product without one.
const line = (productCode: string, quantity: number, shelf: string | null): PickingLine => ({
  productCode,
  janCode: '4901234567894',
  productName: `有機緑茶 ${productCode}`,
  quantity,
  location: shelf?.split('@')[0] ?? null,
  routeOrder: shelf ? Number(shelf.split('@')[1]) : null,
});

const batch = (orders: PickingBatch['orders']): PickingBatch => ({
  batchNumber: 'B-20261126-01',
  warehouseName: '東京倉庫',
  // 10:30 UTC is 19:30 in Tokyo.
  printedAt: new Date('2026-11-26T10:30:00Z'),
  orders,
});

describe('ピッキングリスト', () => {
  it('sums the batch per product along the picking route, then gives each order its own list with its recipient', async () => {
    const pdf = await renderPickingList(
      batch([
        {
          orderNumber: 'ORD-1',
          recipientName: '山田 太郎',
          lines: [line('P-2', 2, 'B-01@10'), line('P-9', 1, null)],
        },
        {
          orderNumber: 'ORD-2',
          recipientName: '佐藤 花子',
          lines: [line('P-2', 3, 'B-01@10'), line('P-1', 4, 'A-10@20')],
        },
      ]),
      { total: true, perOrder: true },
    );
    const pages = await readPdfPages(pdf);
    expect(pages).toHaveLength(2);
    const [total, perOrder] = pages as [string, string];
    // B-01 comes before A-10 on the route (順路, not the code), the product without a shelf
    // last; P-2 picked once for both orders.
    expect(total).toMatch(
      /B-01[\s\S]*P-2\n有機緑茶 P-2\n5\n[\s\S]*A-10[\s\S]*P-1[\s\S]*有機緑茶 P-1\n4\n[\s\S]*P-9/,
    );
    expect(total).toContain('合計数量: 10');
    expect(perOrder).toContain('注文番号 ORD-1');
    expect(perOrder).toContain('お届け先: 山田 太郎 様');
    expect(perOrder).toMatch(
      /注文番号 ORD-2[\s\S]*お届け先: 佐藤 花子 様[\s\S]*有機緑茶 P-2\n3\n[\s\S]*有機緑茶 P-1\n4/,
    );
    for (const page of pages) {
      expect(page).toContain('バッチ番号: B-20261126-01');
      expect(page).toContain('印刷日時: 2026-11-26 19:30');
    }
    // Only the glyphs drawn are embedded: the font file alone is 5.4 MB.
    expect(pdf.length).toBeLessThan(150_000);
  });

  it('breaks a long list across pages, repeating the page header and the column headings', async () => {
    const lines = Array.from({ length: 80 }, (_, index) => line(`P-${index + 1}`, 1, null));
    const pages = await readPdfPages(
      await renderPickingList(
        batch([{ orderNumber: 'ORD-1', recipientName: '山田 太郎', lines }]),
        {
          total: true,
          perOrder: false,
        },
      ),
    );
    expect(pages).toHaveLength(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`${index + 1} / 3`);
      expect(page).toContain('バッチ番号: B-20261126-01');
      expect(page).toContain('商品名');
    });
    expect(pages[1]).toContain('合計ピッキング（続き）');
    // Product codes in code order (P-10 after P-9), each printed once.
    const codes = pages.join('\n').match(/^P-\d+$/gm);
    expect(codes).toEqual(lines.map((each) => each.productCode));
  });
});
