import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import {
  HEADER,
  IMPORT,
  VALIDATE,
  csvText,
  importApp,
  minimalCsv,
  productsWithPrefix,
  sjis,
  utf8Bom,
} from './product-import.test-support.ts';

const setup = importApp();
const { yamada, suzuki } = {
  yamada: (...args: Parameters<typeof setup.yamada>) => setup.yamada(...args),
  suzuki: (...args: Parameters<typeof setup.suzuki>) => setup.suzuki(...args),
};
const products = (prefix: string) => productsWithPrefix(setup.app, prefix);

/** A full row in HEADER's order, overriding cells by header name. */
function fullRow(code: string, cells: Record<string, string> = {}): string[] {
  const base: Record<string, string> = {
    商品コード: code,
    商品名: `商品 ${code}`,
    販売価格: '1000',
    原価: '400',
  };
  return HEADER.map((header) => cells[header] ?? base[header] ?? '');
}

describe('product CSV import: upsert by 商品コード', () => {
  it('registers new codes and updates known ones, changing only the columns the file gives', async () => {
    const first = await yamada(
      IMPORT,
      csvText([
        HEADER,
        fullRow('UPS-1', { 販売状態: '販売停止', 温度帯区分: '冷凍', 危険物: 'する' }),
        fullRow('UPS-2'),
      ]),
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ row_count: 2, created: 2, updated: 0, process_id: null });

    const second = await yamada(
      IMPORT,
      minimalCsv([
        ['UPS-1', '改名した商品', '1500', '600'],
        ['UPS-3', '新商品', '0', '0'],
      ]),
    );
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ created: 1, updated: 1 });

    const rows = await products('UPS-');
    expect(rows.map((row) => row.product_code)).toEqual(['UPS-1', 'UPS-2', 'UPS-3']);
    // The update changed name and prices and kept what the second file did not give.
    expect(rows[0]).toMatchObject({
      name: '改名した商品',
      price: 1500,
      cost: 600,
      sales_status: 'suspended',
      temperature_zone: 'frozen',
      is_dangerous: true,
      version: 2,
    });
    // Absent optional columns take their defaults on a new product.
    expect(rows[2]).toMatchObject({
      sales_status: 'on_sale',
      stock_managed: true,
      rsl_linked: false,
      version: 1,
    });
  });

  it('reads flags as 1/0 or する/しない, 販売状態 and 温度帯区分 by label and 仕入先 by its code', async () => {
    const supplier = await setup.api('POST', '/api/suppliers/store', {
      code: 'CSV-SUP',
      name: '取込仕入先',
    });
    expect(supplier.status).toBe(201);
    const answer = await yamada(
      IMPORT,
      csvText([
        HEADER,
        fullRow('MAP-1', {
          JANコード: '4901234567894',
          在庫管理: 'しない',
          RSL連携: '1',
          ロット管理: 'する',
          シリアル管理: '0',
          税率: '8',
          温度帯区分: '冷蔵',
          販売状態: '廃盤',
          仕入先コード: 'CSV-SUP',
          '重量(g)': '250',
          備考: '一行目\n二行目',
        }),
      ]),
    );
    expect(answer.status).toBe(200);
    const [row] = await products('MAP-');
    expect(row).toMatchObject({
      jan_code: '4901234567894',
      stock_managed: false,
      rsl_linked: true,
      lot_managed: true,
      serial_managed: false,
      tax_rate: 8,
      temperature_zone: 'chilled',
      sales_status: 'discontinued',
      supplier_id: supplier.body.data.id,
      weight_g: 250,
      note: '一行目\n二行目',
    });
  });

  it("keeps each organisation's products apart: the same codes import as separate products", async () => {
    await yamada(IMPORT, minimalCsv([['ORG-1', '山田の商品', '100', '50']]));
    const answer = await suzuki(IMPORT, minimalCsv([['ORG-1', '鈴木の商品', '200', '80']]));
    expect(answer.body.data).toMatchObject({ created: 1, updated: 0 });
    const rows = await products('ORG-');
    expect(rows.map((row) => [row.organisation_name, row.name]).sort()).toEqual(
      [
        ['株式会社サンプル物流', '山田の商品'],
        ['株式会社テスト商事', '鈴木の商品'],
      ].sort(),
    );
  });

  it('stores a formula-like cell as text, and the export escapes it', async () => {
    const formula = "=cmd|' /C calc'!A0";
    expect((await yamada(IMPORT, minimalCsv([['FORM-1', formula, '1', '1']]))).status).toBe(200);
    expect((await products('FORM-'))[0]!.name).toBe(formula);
    const exported = await fetchExport();
    expect(exported).toContain(`'${formula}`);
  });
});

async function fetchExport(): Promise<string> {
  const answer = await yamada('/api/products/export', {
    json: { keyword: 'FORM-', encoding: 'utf8' },
  });
  expect(answer.status).toBe(200);
  return answer.bytes.toString('utf8');
}

describe('product CSV import: encodings', () => {
  it('detects Shift_JIS, UTF-8 and UTF-8 with a BOM', async () => {
    for (const [prefix, encode, encoding] of [
      ['ENC-S', sjis, 'sjis'],
      ['ENC-U', (text: string) => Buffer.from(text, 'utf8'), 'utf8'],
      ['ENC-B', utf8Bom, 'utf8'],
    ] as const) {
      const file = encode(minimalCsv([[`${prefix}-1`, '㈱テスト①の商品', '100', '50']]));
      const checked = await yamada(VALIDATE, file);
      expect(checked.body.data).toEqual({ row_count: 1, encoding });
      expect((await yamada(IMPORT, file)).status).toBe(200);
      expect((await products(`${prefix}-`))[0]!.name).toBe('㈱テスト①の商品');
    }
  });

  it('takes a forced encoding, and says so when the file cannot be read in it', async () => {
    const file = sjis(minimalCsv([['ENC-F-1', '強制指定', '100', '50']]));
    expect((await yamada(VALIDATE, file, '?encoding=sjis')).body.data.encoding).toBe('sjis');
    const wrong = await yamada(IMPORT, file, '?encoding=utf8');
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(
      '指定された文字コード（UTF-8）では読めない文字があります。文字コードを確認してください。',
    );
    expect(await products('ENC-F-')).toEqual([]);
  });

  it('serves the template in both encodings: the header row and one example row', async () => {
    const utf8 = await yamada('/api/products/csv_import/template', undefined, '?encoding=utf8');
    expect(utf8.status).toBe(200);
    expect(utf8.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect([...utf8.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const sjisTemplate = await yamada(
      '/api/products/csv_import/template',
      undefined,
      '?encoding=sjis',
    );
    const text = iconv.decode(sjisTemplate.bytes, 'cp932');
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(HEADER.join(','));
    expect(utf8.bytes.subarray(3).toString('utf8')).toBe(text);
    // The template imports as it is.
    expect((await yamada(VALIDATE, sjisTemplate.bytes)).body.data).toEqual({
      row_count: 1,
      encoding: 'sjis',
    });
  });
});
