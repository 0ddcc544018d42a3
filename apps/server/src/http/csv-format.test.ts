import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../test/csv-parse.ts';
import { csvCell, csvText, type CsvColumn } from './csv-format.ts';

describe('csvCell', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+81-3-1234-5678', "'+81-3-1234-5678"],
    ['-1+1', "'-1+1"],
    ['@cmd', "'@cmd"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('escapes the formula %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['東京倉庫', '東京倉庫'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['1行目\r\n2行目', '"1行目\r\n2行目"'],
    ['1行目\n2行目', '"1行目\n2行目"'],
    ['', ''],
    ['a=b', 'a=b'],
  ])('quotes %j only as RFC 4180 needs: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as numbers, negative ones included, and nothing for null', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(1300)).toBe('1300');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

type Shop = { code: string; name: string; stock: number | null };
const columns: CsvColumn<Shop>[] = [
  { header: 'ショップコード', value: (row) => row.code },
  { header: 'ショップ名', value: (row) => row.name },
  { header: '在庫数', value: (row) => row.stock },
];

describe('csvText', () => {
  it('writes the Japanese header line, then one CRLF-ended line per row', () => {
    const text = csvText(columns, [
      { code: 'S-01', name: '楽天店', stock: 3 },
      { code: 'S-02', name: 'Amazon, 本店', stock: null },
    ]);
    expect(text).toBe(
      'ショップコード,ショップ名,在庫数\r\nS-01,楽天店,3\r\nS-02,"Amazon, 本店",\r\n',
    );
  });

  it('reads back cell for cell, a formula-like text only gaining its quote', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ code: fc.string(), name: fc.string({ unit: 'grapheme' }) }), {
          maxLength: 20,
        }),
        (rows) => {
          const shops = rows.map((row) => ({ ...row, stock: null }));
          const parsed = parseCsv(csvText(columns, shops));
          expect(parsed).toHaveLength(shops.length + 1);
          shops.forEach((shop, index) => {
            const [code, name, stock] = parsed[index + 1]!;
            for (const [read, written] of [
              [code, shop.code],
              [name, shop.name],
            ] as const) {
              expect(read).toBe(/^[=+\-@\t\r]/.test(written) ? `'${written}` : written);
            }
            expect(stock).toBe('');
          });
        },
      ),
    );
  });
});
