import { expect, it } from 'vitest';
import { readPdfPages } from '../fulfilment/documents/pdf-reading.test-support.ts';
import { renderCountSheet } from './stocktake-sheet-pdf.ts';

it('cuts a long 商品名 with … to its column and prints the JAN', async () => {
  const name = '北海道産こだわりの有機栽培ほうじ茶ティーバッグ徳用パック 100包入り 業務用';
  const pdf = await renderCountSheet({
    stocktakeId: 7,
    warehouseName: '大阪倉庫',
    startedAt: '2026-11-27T00:00:00Z',
    locationFilter: 'A-01, B-01',
    // 10:30 UTC is 19:30 in Tokyo.
    printedAt: new Date('2026-11-27T10:30:00Z'),
    blind: false,
    lines: [
      {
        locationCode: null,
        productCode: 'P-1',
        janCode: '4901234567894',
        productName: name,
        expected: 1200,
      },
    ],
  });
  const [page] = await readPdfPages(pdf);
  expect(page).toContain('開始日時: 2026-11-27 09:00');
  expect(page).toContain('印刷日時: 2026-11-27 19:30');
  expect(page).toContain('対象: A-01, B-01');
  expect(page).toMatch(/棚番未設定\nP-1\n4901234567894\n北海道産[^\n]*…\n1,200/);
  expect(page).not.toContain(name);
});
